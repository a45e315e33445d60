"""Each game's weights file (data/<game>_ai.yaml, read by game.core.weights): the weights every
level uses, a level's own, and how the levels search (the easy level's noise, whether the hard
level plays out the others' turns). A damaged file is refused naming the problem; tuning
candidates and levels keep what they do not replace; the levels use the settings."""
from __future__ import annotations

import random

import pytest

from game.ai import choose
from game.ai.budget import Budget
from game.ai.lookahead import turn_values
from game.core.data import DataError
from game.core.weights import Search, read_level_weights, read_search, read_weights
from game.dynasties import ai as dynasties_ai
from game.dynasties.ai import hints as dynasties_hints
from game.imhotep import ai as imhotep_ai
from game.imhotep.ai import hints as imhotep_hints
from game.imhotep.rules import Game, GameConfig
from game.tekhenu import ai as tekhenu_ai
from game.tekhenu.ai import hints as tekhenu_hints

#: each game's evaluation module: its feature names and its evaluation class
GAMES = {"tekhenu": tekhenu_ai, "imhotep": imhotep_ai, "dynasties": dynasties_ai}


def weights_text(names, value: float = 1.0, section: str = "weights") -> str:
    return f"{section}:\n" + "".join(f"  {name}: {value}\n" for name in names)


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_weights_file_is_refused_with_a_message_that_names_the_problem(game):
    first, second = GAMES[game].WEIGHT_NAMES[:2]
    file = f"{game}_ai.yaml"
    for text, problem in ((f"weights: {{{first}: 1}}", f"weights: {second}: missing"),
                          ("weights: [1, 2]", "expected a mapping 'weights'"),
                          ("- 1", "expected a mapping 'weights'")):
        with pytest.raises(DataError) as refused:
            read_weights(text, file, GAMES[game].WEIGHT_NAMES)
        assert str(refused.value).startswith(f"{file}: ") and problem in str(refused.value)


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_or_non_numeric_weight_is_refused(game):
    names = GAMES[game].WEIGHT_NAMES
    good, text, some = dict.fromkeys(names, 1.0), weights_text(names), names[-1]
    assert read_weights(text, "x_ai.yaml", names) == good
    with pytest.raises(DataError, match="unknown feature sneakiness"):
        read_weights(text + "  sneakiness: 2\n", "x_ai.yaml", names)
    with pytest.raises(DataError, match=f"weights: {some}: expected a number, found 'lots'"):
        read_weights(text.replace(f"{some}: 1.0", f"{some}: lots"), "x_ai.yaml", names)
    with pytest.raises(DataError, match=f"weights: {some}: expected a number, found True"):
        read_weights(text.replace(f"{some}: 1.0", f"{some}: true"), "x_ai.yaml", names)


@pytest.mark.parametrize("game", GAMES)
def test_a_level_with_weights_of_its_own_uses_them_and_the_others_use_the_common_ones(game, tmp_path):
    names = GAMES[game].WEIGHT_NAMES
    common, hard = dict.fromkeys(names, 1.0), dict.fromkeys(names, 2.0)
    text = weights_text(names) + weights_text(names, 2.0, "hard")
    assert read_weights(text, "x_ai.yaml", names) == common
    assert read_level_weights(text, "x_ai.yaml", names) == {"hard": hard}
    path = tmp_path / f"{game}_ai.yaml"
    path.write_text(text)
    loaded = GAMES[game].hints(tmp_path)
    assert loaded.for_level("hard").weights == hard
    assert loaded.for_level("medium").weights == common and loaded.for_level("easy").weights == common
    assert loaded.with_weights(common).for_level("hard").weights == common   # a tuning candidate plays as given
    with pytest.raises(DataError, match=f"hard: {names[0]}: expected a number"):
        read_level_weights(text.replace(f"  {names[0]}: 2.0", f"  {names[0]}: many"), "x_ai.yaml", names)


def test_a_file_without_a_search_section_searches_the_default_way():
    assert read_search("weights:\n  vp: 1.0\n", "x_ai.yaml") == Search(easy_temperature=3.0, medium_temperature=0.0,
                                                                      hard_replies=True)


def test_a_search_section_sets_the_easy_and_medium_noise_and_the_hard_replies():
    text = "weights:\n  vp: 1.0\nsearch:\n  easy_temperature: 0.5\n  medium_temperature: 0.2\n  hard_replies: false\n"
    assert read_search(text, "x_ai.yaml") == Search(easy_temperature=0.5, medium_temperature=0.2, hard_replies=False)


@pytest.mark.parametrize("section, problem", [
    ("  easy_temperature: 0\n", "x_ai.yaml: search: easy_temperature: expected a number above 0, found 0"),
    ("  easy_temperature: warm\n", "expected a number above 0, found 'warm'"),
    ("  medium_temperature: -1\n", "search: medium_temperature: expected a number from 0 up, found -1"),
    ("  hard_replies: 1\n", "search: hard_replies: expected true or false, got 1"),
    ("  depth: 3\n", "search: depth: unknown field"),
])
def test_a_damaged_search_section_is_refused_with_a_message_that_names_the_problem(section, problem):
    with pytest.raises(DataError) as refused:
        read_search("search:\n" + section, "x_ai.yaml")
    assert problem in str(refused.value)


def test_tuning_candidates_and_levels_keep_the_games_search():
    for shipped in (tekhenu_hints(), imhotep_hints(), dynasties_hints()):
        assert shipped.with_weights(shipped.weights).search == shipped.search
        assert shipped.for_level("hard").search == shipped.search == shipped.for_level("easy").search


def test_each_game_searches_as_its_measurements_chose():
    assert imhotep_hints().search.hard_replies and not dynasties_hints().search.hard_replies
    assert imhotep_hints().search.easy_temperature == dynasties_hints().search.easy_temperature == 0.4
    assert tekhenu_hints().search.easy_temperature == 3.0


def test_an_easy_player_without_noise_takes_the_best_choice_of_its_own_turn():
    game = Game.new(GameConfig(players=3, seed=4))
    calm = Search(easy_temperature=1e-9)
    judge = imhotep_hints()
    judge = type(judge)(judge.weights, search=calm)
    chosen = choose(game, 0, "easy", seed=5, iterations=200, hints=judge)
    values = turn_values(game.determinize(0, random.Random(5)), 0, judge, Budget(iterations=200), 2)
    assert chosen == max(values, key=lambda pair: pair[1])[0]
