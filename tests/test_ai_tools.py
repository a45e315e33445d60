"""The arena (computer players against each other) and the self-play tuner of the weights."""
from __future__ import annotations

import argparse
import json
import random

import pytest

from game.tools import arena
from game.tools.arena import GameResult, matches, summarize, wilson
from game.tools.tune_ai import gain, perturb, write_weights


def test_the_wilson_interval_of_a_win_rate():
    low, high = wilson(45, 100)
    # p = 0.45, n = 100, z = 1.96: centre 0.4517, half-width 0.0951 (computed by hand)
    assert low == pytest.approx(0.3566, abs=1e-3) and high == pytest.approx(0.5468, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_seats_rotate_one_place_per_game():
    args = argparse.Namespace(games=4, seed=10, budget=None, iterations=5, solo_vs_botankhamun=None,
                              difficulty="medium", game="tekhenu")
    seats = [m.seats for m in matches(args, ["hard", "medium", "easy", "random"])]
    assert seats == [("hard", "medium", "easy", "random"), ("random", "hard", "medium", "easy"),
                     ("easy", "random", "hard", "medium"), ("medium", "easy", "random", "hard")]
    assert [m.seed for m in matches(args, ["hard", "medium"])] == [10, 11, 12, 13]


def test_the_summary_counts_wins_scores_and_times_per_level():
    results = [GameResult(["hard", "easy"], 0, [50, 30], {"hard": [0.5, 0.1], "easy": [0.01]}),
               GameResult(["easy", "hard"], 0, [40, 35], {"hard": [0.3], "easy": [0.02]})]
    summary = summarize(results)
    assert summary["hard"]["win_rate"] == 0.5 and summary["hard"]["mean_score"] == 42.5
    assert summary["easy"]["win_rate"] == 0.5 and summary["easy"]["mean_score"] == 35
    assert summary["hard"]["move_max_s"] == 0.5 and summary["hard"]["move_p50_s"] == 0.3
    assert summary["hard"]["decisions"] == 3


def test_an_arena_run_plays_whole_games_and_reports_every_level(capsys):
    assert arena.main(["--players", "2", "--seats", "easy,random", "--games", "2", "--iterations", "10",
                       "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and set(report["levels"]) == {"easy", "random"}
    assert report["levels"]["easy"]["seats"] == 2 and report["levels"]["easy"]["decisions"] > 0


def test_a_computer_player_can_play_the_solo_seat_in_the_arena(capsys):
    assert arena.main(["--solo-vs-botankhamun", "easy", "--difficulty", "easy", "--games", "1",
                       "--iterations", "10", "--json"]) == 0
    assert set(json.loads(capsys.readouterr().out)["levels"]) == {"easy", "botankhamun"}


def test_unknown_seats_are_refused():
    with pytest.raises(SystemExit):
        arena.main(["--players", "2", "--seats", "easy,genius", "--games", "1"])


def test_a_candidate_changes_as_many_weights_as_asked():
    weights = {name: 1.0 for name in "abcdef"}
    candidate = perturb(weights, random.Random(3), changes=2, spread=0.4)
    assert sorted(candidate) == sorted(weights)
    assert sum(candidate[k] != weights[k] for k in weights) == 2


def test_writing_weights_changes_only_the_numbers_and_notes_the_run(tmp_path):
    path = tmp_path / "game_ai.yaml"
    path.write_text("# header\nweights:\n  vp: 1.0                  # VP scored\n  gold: 0.8\n", encoding="utf-8")
    write_weights(path, {"vp": 1.25, "gold": 0.5}, "3 of 10 accepted")
    assert path.read_text(encoding="utf-8") == ("# header\nweights:\n  vp: 1.25                 # VP scored\n"
                                                "  gold: 0.5\n# tuned: 3 of 10 accepted\n")
    write_weights(path, {"vp": 2, "gold": 0.5}, "again")
    assert path.read_text(encoding="utf-8").count("# tuned:") == 1


def test_a_levels_own_weights_are_written_in_a_section_of_their_own(tmp_path):
    path = tmp_path / "game_ai.yaml"
    common = "# header\nweights:\n  vp: 1.0                  # VP scored\n  gold: 0.8\n# tuned: earlier\n"
    path.write_text(common, encoding="utf-8")
    write_weights(path, {"vp": 1.5, "gold": 0.25}, "4 of 30 accepted", section="hard")
    text = path.read_text(encoding="utf-8")
    assert text.startswith(common)            # every level's weights stay as they were
    assert text[len(common):] == ("\nhard:   # the hard level's own weights, tuned against medium players\n"
                                  "  vp: 1.5                  # VP scored\n  gold: 0.25\n"
                                  "# tuned (hard): 4 of 30 accepted\n")
    write_weights(path, {"vp": 2.0, "gold": 0.25}, "again", section="hard")
    text = path.read_text(encoding="utf-8")
    assert text.startswith(common) and "  vp: 2.0" in text and text.count("# tuned (hard):") == 1
    assert text.endswith("# tuned (hard): again\n")


def test_a_candidates_gain_is_paired_game_by_game():
    mean, error = gain([10.0, -2.0, 6.0], [4.0, -6.0, 2.0])
    # differences 6, 4, 4: mean 14/3, standard deviation 1.1547, error 1.1547 / sqrt(3)
    assert mean == pytest.approx(14 / 3) and error == pytest.approx(0.6667, abs=1e-3)
