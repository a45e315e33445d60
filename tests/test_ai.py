"""Computer players (game.ai) with Tekhenu's evaluation (game.tekhenu.ai): the levels play
whole games, the evaluation adds up as its weights say, and the weights file is checked.
That a computer player sees only its seat's view is checked for every game by the contract
suite (tests/contract)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai import LEVELS, choose
from game.ai.budget import Budget
from game.ai.levels import MEDIUM_WIDTH
from game.ai.lookahead import turn_values
from game.core.actions import IllegalAction
from game.core.weights import Search
from game.tekhenu.ai import WEIGHT_NAMES, TekhenuAi, hints
from game.tekhenu.rules import Game, GameConfig


def play(game: Game, levels: dict[int, str], iterations: int, seed: int = 1) -> Game:
    """Play to the end: the seats in ``levels`` by computer players, the others at random."""
    chooser = random.Random(seed)
    decisions = 0
    while not game.is_over:
        seat = game.decision.player
        if seat in levels:
            action = choose(game, seat, levels[seat], seed=seed + decisions, iterations=iterations, hints=hints())
        else:
            action = chooser.choice(game.legal_actions())
        game.apply(action)
        decisions += 1
    return game


def test_a_medium_computer_player_beats_a_random_one_by_far():
    game = play(Game.new(GameConfig(players=2, seed=11)), {0: "medium"}, iterations=60)
    scores = [entry["total"] for entry in game.scores()]
    assert game.winner() == 0 and scores[0] >= scores[1] + 30


def test_computer_players_of_every_level_finish_a_four_player_game():
    game = play(Game.new(GameConfig(players=4, seed=5)), dict(enumerate(["easy", "medium", "hard", "easy"])),
                iterations=25)
    assert game.is_over and len(game.scores()) == 4


def test_a_computer_player_can_take_the_humans_seat_against_botankhamun():
    game = play(Game.new(GameConfig(players=1, solo=True, difficulty="medium", seed=2)), {0: "medium"},
                iterations=25)
    assert game.is_over


def test_the_same_seed_and_iterations_give_the_same_choice():
    game = Game.new(GameConfig(players=3, seed=4))
    chooser = random.Random(4)
    for _ in range(40):
        game.apply(chooser.choice(game.legal_actions()))
    seat = game.decision.player
    for level in LEVELS:
        first = choose(game, seat, level, seed=9, iterations=80, hints=hints())
        assert first.identical(choose(game, seat, level, seed=9, iterations=80, hints=hints()))


def test_only_the_deciding_seat_can_be_asked_and_only_known_levels():
    game = Game.new(GameConfig(players=2, seed=1))
    other = 1 - game.decision.player
    with pytest.raises(IllegalAction):
        choose(game, other, "easy", iterations=10)
    with pytest.raises(ValueError, match="unknown level"):
        choose(game, game.decision.player, "grandmaster", iterations=10)


def test_a_budget_is_time_or_iterations():
    budget = Budget(iterations=3)
    budget.spend(2)
    assert not budget.exhausted
    part = budget.share(0.5)
    assert part.iterations == 1
    budget.spend()
    assert budget.exhausted
    with pytest.raises(ValueError):
        Budget(seconds=1.0, iterations=3)


# ------------------------------------------------------------------------------ the evaluation
def test_a_vp_more_is_worth_exactly_its_weight_and_counts_against_the_rival():
    game = Game.new(GameConfig(players=2, seed=3))
    ai = hints()
    before = [ai.evaluate(game, seat) for seat in (0, 1)]
    game.state.players[0].vp += 3
    after = [ai.evaluate(game, seat) for seat in (0, 1)]
    w = ai.weights["vp"]
    # two players: a seat's value is its worth minus its only rival's
    assert after[0] - before[0] == pytest.approx(3 * w)
    assert after[1] - before[1] == pytest.approx(-3 * w)


def test_against_several_rivals_half_the_best_and_half_the_mean_count():
    game = Game.new(GameConfig(players=4, seed=3))
    ai = TekhenuAi({name: (1.0 if name == "vp" else 0.0) for name in WEIGHT_NAMES})
    for seat, vp in enumerate((10, 20, 4, 6)):
        game.state.players[seat].vp = vp
    # seat 0: 10 - (0.5 * 20 + 0.5 * (20 + 4 + 6) / 3) = 10 - 15 = -5
    assert ai.evaluate(game, 0) == pytest.approx(-5.0)
    # seat 1: 20 - (0.5 * 10 + 0.5 * 20 / 3)
    assert ai.evaluate(game, 1) == pytest.approx(20 - 5 - 10 / 3)


def test_scales_that_would_cost_vp_at_the_next_maat_lower_the_worth():
    game = Game.new(GameConfig(players=2, seed=3))
    ai = TekhenuAi({name: (1.0 if name == "maat_loss" else 0.0) for name in WEIGHT_NAMES})
    assert ai.worth(game, 0) == 0
    game.state.players[0].greed["papyrus"] = 5      # greed weighs on the tainted side: balance -5
    assert ai.worth(game, 0) == -1                  # -5 is in the band "-3 or lower": 1 VP


def test_a_finished_game_is_judged_by_the_final_scores_alone():
    game = Game.new(GameConfig(players=2, seed=3))
    chooser = random.Random(3)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    totals = [p.vp for p in game.state.players]
    assert hints().evaluate(game, 0) == totals[0] - totals[1]


# ------------------------------------------------------------------------------ the weights file
def test_the_shipped_weights_name_every_feature():
    assert set(hints().weights) == set(WEIGHT_NAMES)


def test_weights_can_be_replaced_for_tuning():
    ai = dataclasses.replace(hints(), weights={name: 0.0 for name in WEIGHT_NAMES})
    assert ai.evaluate(Game.new(GameConfig(players=2, seed=1)), 0) == 0


def test_choose_judges_with_the_weights_of_its_level():
    common = dict(hints().weights)
    odd = {name: (-1.0 if name == "vp" else 0.0) for name in WEIGHT_NAMES}   # a player who shuns VP
    both = TekhenuAi(common, {"hard": odd})
    game = Game.new(GameConfig(players=2, seed=5))
    rng = random.Random(5)
    for _ in range(40):
        seat = game.decision.player
        for level, alone in (("hard", TekhenuAi(odd)), ("medium", TekhenuAi(common))):
            assert choose(game, seat, level, seed=3, iterations=60, hints=both).identical(
                choose(game, seat, level, seed=3, iterations=60, hints=alone))
        game.apply(rng.choice(game.legal_actions()))


def test_medium_takes_the_best_choice_unless_its_game_gives_it_noise():
    """Without noise medium takes the choice its whole-turn look-ahead values most; with noise
    (``Search.medium_temperature``) it draws among them, the better the likelier."""
    game = Game.new(GameConfig(players=3, seed=4))
    seat = game.decision.player
    calm = dataclasses.replace(hints(), search=Search(medium_temperature=0.0), levels={})
    values = turn_values(game.determinize(seat, random.Random(5)), seat, calm, Budget(iterations=10_000), MEDIUM_WIDTH)
    best = max(values, key=lambda pair: pair[1])[0]
    assert choose(game, seat, "medium", seed=5, iterations=10_000, hints=calm).identical(best)
    noisy = dataclasses.replace(calm, search=Search(medium_temperature=1000.0))
    drawn = {choose(game, seat, "medium", seed=seed, iterations=10_000, hints=noisy) for seed in range(20)}
    assert len(drawn) > 1 and drawn <= set(game.legal_actions())
