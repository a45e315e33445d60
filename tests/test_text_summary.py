"""The text summary that `python -m game` prints until the client exists."""
from __future__ import annotations

import pytest

from game.text_summary import main


@pytest.mark.parametrize("args", [["--players", "2", "--seed", "3"], ["--solo", "medium", "--seed", "3"]])
def test_plays_a_whole_game_and_prints_the_log_and_scores(args: list[str], capsys: pytest.CaptureFixture) -> None:
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "— Round 16 —" in out and "Game over." in out
    assert "Final scores" in out and "Winner: " in out
