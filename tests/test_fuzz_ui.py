"""The UI fuzzer (issue #11, item 8): random input through every screen finds no crash, and the
fuzzer itself reports crashes so that they can be replayed, and keeps away from the user's files."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from pathlib import Path

import pygame
import pytest

from game import persist
from game.settings import settings_path
from game.tekhenu.ui.scenes.game_over import export_folders
from game.tools import fuzz_ui
from game.ui.scenes.main_menu import MainMenuScene

#: The screens a few thousand events must bring up (the rest come up in longer runs).
EXPECTED_SCREENS = {"main menu", "new game (hot-seat)", "board", "board (set-up)", "pass the device",
                    "in-game menu", "rules reference", "load list", "Maat", "scoring", "game over"}


def test_a_few_thousand_random_events_crash_nothing_and_visit_the_screens():
    report = fuzz_ui.fuzz(events=4000, seed=1, games=("tekhenu",))
    assert report.crashes == [], report.summary()
    assert report.events >= 4000 and report.frames == report.inputs
    assert EXPECTED_SCREENS <= set(report.screens), report.summary()
    assert len(report.screens) >= 14, report.summary()
    assert not [name for name in report.screens if name.startswith("board (") and name != "board (set-up)"]


@pytest.mark.parametrize("game", ["imhotep", "dynasties"])
def test_random_events_through_the_other_games_crash_nothing(game):
    report = fuzz_ui.fuzz(events=1200, seed=4, games=(game,))
    assert report.crashes == [], report.summary()
    assert f"board ({game})" in report.screens, report.summary()


def test_a_crash_is_reported_with_its_traceback_seed_and_event_number(monkeypatch, capsys):
    def broken(self, event):
        if event.type == pygame.MOUSEBUTTONUP:
            raise ZeroDivisionError("planted")

    monkeypatch.setattr(MainMenuScene, "handle", broken)
    assert fuzz_ui.main(["--events", "60", "--seed", "3"]) == 1
    out = capsys.readouterr().out
    assert "ZeroDivisionError: planted" in out and "in broken" in out
    assert "reproduce: python -m game.tools.fuzz_ui --seed 3 --events" in out
    report = fuzz_ui.fuzz(events=60, seed=3)
    first = report.crashes[0]
    assert first.screen == "main menu" and first.error == "ZeroDivisionError: planted"
    # the event number replays the same input up to the same crash
    again = fuzz_ui.fuzz(events=first.event, seed=3)
    assert [c.event for c in again.crashes] == [c.event for c in report.crashes if c.event <= first.event]


def test_the_user_folders_are_never_touched(tmp_path):
    real = [persist.autosave_dir(), persist.saves_dir(), settings_path(), *export_folders()]
    with fuzz_ui.isolated(tmp_path, random.Random(1)):
        inside = [persist.autosave_dir(), persist.saves_dir(), settings_path(), *export_folders()]
    assert all(Path(path).is_relative_to(tmp_path) for path in inside)
    assert not any(Path(path).is_relative_to(tmp_path) for path in real)
    assert [persist.autosave_dir(), persist.saves_dir(), settings_path(), *export_folders()] == real


def test_the_seeds_of_new_games_follow_the_fuzzers_seed(tmp_path):
    import secrets

    with fuzz_ui.isolated(tmp_path, random.Random(5)):
        first = [secrets.randbits(63) for _ in range(3)]
    with fuzz_ui.isolated(tmp_path, random.Random(5)):
        assert [secrets.randbits(63) for _ in range(3)] == first
