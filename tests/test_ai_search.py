"""How each game's levels search, kept as data beside its weights (the ``search`` section of
data/<game>_ai.yaml): the easy level's noise and whether the hard level plays out the others'
turns. Checked like the weights; kept by tuning candidates and levels; used by the levels."""
from __future__ import annotations

import random

import pytest

from game.ai import choose
from game.ai.budget import Budget
from game.ai.lookahead import turn_values
from game.core.data import DataError
from game.core.weights import Search, read_search
from game.dynasties.ai import hints as dynasties_hints
from game.imhotep.ai import hints as imhotep_hints
from game.imhotep.rules import Game, GameConfig
from game.tekhenu.ai import hints as tekhenu_hints


def test_a_file_without_a_search_section_searches_the_default_way():
    assert read_search("weights:\n  vp: 1.0\n", "x_ai.yaml") == Search(easy_temperature=3.0, hard_replies=True)


def test_a_search_section_sets_the_easy_noise_and_the_hard_replies():
    text = "weights:\n  vp: 1.0\nsearch:\n  easy_temperature: 0.5\n  hard_replies: false\n"
    assert read_search(text, "x_ai.yaml") == Search(easy_temperature=0.5, hard_replies=False)


@pytest.mark.parametrize("section, problem", [
    ("  easy_temperature: 0\n", "x_ai.yaml: search: easy_temperature: expected a number above 0, found 0"),
    ("  easy_temperature: warm\n", "expected a number above 0, found 'warm'"),
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
