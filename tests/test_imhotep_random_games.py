"""Seeded random games of Imhotep at every player count, with the invariants checked after
every action: stones conserved, sleds within 5, every ship sails at most once a round, six
rounds, and the scores adding up."""
from __future__ import annotations

import random

import pytest

from game.imhotep.rules import Game, GameConfig
from game.imhotep.rules.state import EMPTY

GAMES = 100


def stones_of(game: Game, seat: int) -> int:
    """Every stone of ``seat``'s colour in play: quarry, sled, ships and building sites."""
    state = game.state
    return (state.players[seat].quarry + state.players[seat].sled
            + sum(ship.spaces.count(seat) for ship in state.ships)
            + sum(site.stones.count(seat) for site in state.sites))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players):
    for number in range(GAMES):
        seed = 1000 * players + number
        game = Game.new(GameConfig(players=players, seed=seed))
        chooser = random.Random(seed)
        events = list(game.initial_events)
        sailed: dict[int, list[int]] = {}   # the ships sailed in each round, by the events
        round_ = 1
        while not game.is_over:
            new = game.apply(chooser.choice(game.legal_actions()))
            events += new
            state = game.state
            for event in new:
                if event["type"] == "round_started":
                    round_ = event["round"]
                elif event["type"] == "ship_sailed":
                    sailed.setdefault(round_, []).append(event["ship"])
            for seat, player in enumerate(state.players):
                assert 0 <= player.sled <= 5 and player.quarry >= 0
                assert stones_of(game, seat) == 29, (seed, seat)
            if game.decision is not None and game.decision.kind == "turn":   # not in the middle of an unloading
                assert all(site.stones == [] for site in state.sites if site.id == "market")
                assert all(ship.spaces == [EMPTY] * ship.capacity for ship in state.ships if ship.site)
            assert len(state.ships) in (0, 4)
            docked = [ship.site for ship in state.ships if ship.site]
            assert len(docked) == len(set(docked)), "two ships at one site"
        assert [e["round"] for e in events if e["type"] == "round_started"] == [1, 2, 3, 4, 5, 6]
        assert [e["round"] for e in events if e["type"] == "round_ended"] == [1, 2, 3, 4, 5, 6]
        for ships in sailed.values():
            assert len(ships) == len(set(ships)) <= 4, "a ship sailed twice in a round"
        assert sum(len(ships) for ships in sailed.values()) >= 6   # nearly every round sails its ships
        scores = game.scores()
        assert all(sum(entry["breakdown"].values()) == entry["total"] for entry in scores)
        best = max(entry["total"] for entry in scores)
        assert all(scores[seat]["total"] == best for seat in game.winners())
        assert (len(game.state.draw_pile) + len(game.state.discard) + len(game.state.offer)
                + sum(len(p.cards) for p in game.state.players)) == 34
