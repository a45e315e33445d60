"""Random play: hundreds of seeded games per player count, invariants after every action,
and an exact JSON round trip after every few actions and at the end (after every action with
``FULL_CHECKS=1``: the round trips are most of the time of this file)."""
from __future__ import annotations

import os
import random

import pytest
from invariants import check_invariants

from game.tekhenu.rules import Game, GameConfig

GAMES_PER_COUNT = 300
BATCH = 25
#: Actions between two JSON round trips (each game's offset differs, so every kind of state is met).
ROUND_TRIP_EVERY = 1 if os.environ.get("FULL_CHECKS") == "1" else 9


SETUPS = {
    "2p": dict(players=2), "3p": dict(players=3), "4p": dict(players=4),
    "solo-easy": dict(players=1, solo=True, difficulty="easy"),
    "solo-medium": dict(players=1, solo=True, difficulty="medium"),
    "solo-hard": dict(players=1, solo=True, difficulty="hard"),
}


@pytest.mark.parametrize("setup", list(SETUPS))
@pytest.mark.parametrize("batch", range(GAMES_PER_COUNT // BATCH))
def test_random_games_keep_invariants(setup: str, batch: int) -> None:
    for index in range(batch * BATCH, (batch + 1) * BATCH):
        seed = 1000 * list(SETUPS).index(setup) + index
        chooser = random.Random(seed)
        game = Game.new(GameConfig(seed=seed, **SETUPS[setup]))
        check_invariants(game)
        steps = 0
        while not game.is_over:
            game.apply(chooser.choice(game.legal_actions()))
            steps += 1
            assert steps < 5000, "game does not end"
            check_invariants(game)
            if (steps + index) % ROUND_TRIP_EVERY == 0 or game.is_over:
                text = game.to_json()
                assert Game.from_json(text).to_json() == text
        assert game.state.round == 16
        assert game.state.maat_phases == 4 and game.state.scorings == 2
        for p in game.state.players:
            assert p.dice_held() == 4


def test_same_seed_same_actions_give_identical_json() -> None:
    def play(seed: int) -> str:
        chooser = random.Random(7)
        game = Game.new(GameConfig(players=3, seed=seed))
        while not game.is_over:
            game.apply(chooser.choice(game.legal_actions()))
        return game.to_json()

    assert play(5) == play(5)
    assert play(5) != play(6)


@pytest.mark.parametrize("batch", range(4))
def test_random_games_with_many_cards_never_dead_end(batch: int) -> None:
    """Card combinations are rare in plain random play: here every few turns a player is
    handed random technologies, blessings, resources and scribes, so that every interaction
    of payments, substitutions, extra actions and value changes gets exercised."""
    for seed in range(batch * 25, (batch + 1) * 25):
        chooser = random.Random(seed)
        players = chooser.choice([1, 2, 3, 4])
        game = Game.new(GameConfig(players=players, seed=seed, solo=players == 1,
                                   difficulty=chooser.choice(["easy", "medium", "hard"])))
        technologies, blessings = list(game.catalog.technologies), list(game.catalog.blessings)
        while not game.is_over:
            decision = game.decision
            if decision.kind == "take_die" and chooser.random() < 0.3:
                p = game.state.players[decision.player]
                p.technologies = sorted(set(p.technologies) | set(chooser.sample(technologies, chooser.randint(2, 8))))
                p.blessings = sorted(set(p.blessings) | set(chooser.sample(blessings, chooser.randint(1, 5))))
                for resource in p.resources:
                    p.resources[resource] = chooser.randint(0, 4)
                p.scribes = chooser.randint(0, 4)
                game.forget_legal_actions()
            game.apply(chooser.choice(game.legal_actions()))
            check_invariants(game)
