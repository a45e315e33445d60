"""Each game's weights file (data/<game>_ai.yaml, read by game.core.weights): the weights every
level uses, a level's own, and how the levels search (the easy and medium levels' noise and regard
for the others, whether the hard level plays out the others' turns). A damaged file is refused
naming the problem; tuning candidates and levels keep what they do not replace; the levels use the
settings."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from game.ai import choose
from game.ai.budget import Budget
from game.ai.lookahead import turn_values
from game.core.data import DataError
from game.core.weights import Search, WeightedHints, read_level_weights, read_search, read_weights
from game.dynasties import ai as dynasties_ai
from game.dynasties.ai import hints as dynasties_hints
from game.dynasties.rules import Game as DynastiesGame
from game.dynasties.rules import GameConfig as DynastiesConfig
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
                                                                      hard_replies=True, easy_rivals=1.0,
                                                                      medium_rivals=1.0)


def test_a_search_section_sets_the_easy_and_medium_noise_and_regard_for_others_and_the_hard_replies():
    text = ("weights:\n  vp: 1.0\nsearch:\n  easy_temperature: 0.5\n  medium_temperature: 0.2\n  hard_replies: false\n"
            "  easy_rivals: 0\n  medium_rivals: 0.5\n")
    assert read_search(text, "x_ai.yaml") == Search(easy_temperature=0.5, medium_temperature=0.2, hard_replies=False,
                                                    easy_rivals=0.0, medium_rivals=0.5)


def test_each_level_counts_the_others_worth_as_its_search_says():
    @dataclass(frozen=True)
    class Judge(WeightedHints):
        pass

    judge = Judge({}, search=Search(easy_rivals=0.0, medium_rivals=0.5))
    worth = [10.0, 4.0, 8.0]   # seat 0 against the best other (8) and the mean of the others (6), half and half
    assert judge.for_level("hard").lead(worth, 0) == 10 - (0.5 * 8 + 0.5 * 6) == 3.0
    assert judge.for_level("medium").lead(worth, 0) == 10 - 0.5 * 7 == 6.5
    assert judge.for_level("easy").lead(worth, 0) == 10.0
    assert judge.for_level("hard").lead(worth, 1) == 4 - (0.5 * 10 + 0.5 * 9) == -5.5


def dynasties_position(config: DynastiesConfig, actions: int) -> tuple[DynastiesGame, list[float]]:
    """A Dynasties game after ``actions`` random actions, and each seat's worth by the shipped weights."""
    game = DynastiesGame.new(config)
    chooser = random.Random(config.seed)
    for _ in range(actions):
        game.apply(chooser.choice(game.legal_actions()))
    return game, dynasties_hints().worths(game)


def test_dynasties_easy_and_medium_judge_their_own_dynasty_and_hard_judges_the_lead_too():
    game, worth = dynasties_position(DynastiesConfig(players=3, seed=2), 40)
    shipped = dynasties_hints()
    for seat in range(3):
        others = [w for other, w in enumerate(worth) if other != seat]
        assert shipped.for_level("medium").evaluate(game, seat) == pytest.approx(worth[seat])
        assert shipped.for_level("easy").evaluate(game, seat) == pytest.approx(worth[seat])
        assert shipped.for_level("hard").evaluate(game, seat) == pytest.approx(
            worth[seat] - 0.5 * max(others) - 0.5 * sum(others) / 2)


def test_in_memphis_and_thebes_easy_and_medium_still_play_against_heliopolis():
    game, worth = dynasties_position(DynastiesConfig(players=2, seed=3, variant="memphis"), 30)
    shipped = dynasties_hints()
    assert game.heliopolis == 2 and len(worth) == 3
    for seat in range(2):
        # the other player is left alone, Heliopolis (which wins when no player beats it) is not
        assert shipped.for_level("medium").evaluate(game, seat) == pytest.approx(worth[seat] - worth[2])
        assert shipped.for_level("hard").evaluate(game, seat) == pytest.approx(
            worth[seat] - 0.5 * max(worth[1 - seat], worth[2]) - 0.5 * (worth[1 - seat] + worth[2]) / 2)


@pytest.mark.parametrize("section, problem", [
    ("  easy_temperature: 0\n", "x_ai.yaml: search: easy_temperature: expected a number above 0, found 0"),
    ("  easy_temperature: warm\n", "expected a number above 0, found 'warm'"),
    ("  medium_temperature: -1\n", "search: medium_temperature: expected a number from 0 up, found -1"),
    ("  medium_rivals: 2\n", "search: medium_rivals: expected a number from 0 to 1, found 2"),
    ("  easy_rivals: none\n", "search: easy_rivals: expected a number from 0 to 1, found 'none'"),
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
    assert imhotep_hints().search.easy_temperature == 0.4 and dynasties_hints().search.easy_temperature == 0.3
    assert tekhenu_hints().search.easy_temperature == 3.0
    # in Dynasties easy and medium build their own dynasty, and only hard plays against the others
    assert dynasties_hints().search.rivals("medium") == dynasties_hints().search.rivals("easy") == 0.0
    assert dynasties_hints().search.rivals("hard") == 1.0
    assert all(hints().search.rivals(level) == 1.0 for hints in (tekhenu_hints, imhotep_hints)
               for level in ("easy", "medium", "hard"))


def test_an_easy_player_without_noise_takes_the_best_choice_of_its_own_turn():
    game = Game.new(GameConfig(players=3, seed=4))
    calm = Search(easy_temperature=1e-9)
    judge = imhotep_hints()
    judge = type(judge)(judge.weights, search=calm)
    chosen = choose(game, 0, "easy", seed=5, iterations=200, hints=judge)
    values = turn_values(game.determinize(0, random.Random(5)), 0, judge, Budget(iterations=200), 2)
    assert chosen == max(values, key=lambda pair: pair[1])[0]
