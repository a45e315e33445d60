"""Random play: hundreds of seeded games per player count, invariants after every action,
and an exact JSON round trip after every action."""
from __future__ import annotations

import random

import pytest

from game.rules import Game, GameConfig
from invariants import check_invariants

GAMES_PER_COUNT = 300
BATCH = 25


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
