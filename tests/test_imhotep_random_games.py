"""Seeded random games of Imhotep at every player count, all A sides, all B sides and mixes of
both, with and without Pharaoh's Wrath, the invariants checked after every action: stones
conserved, sleds within 5, cards conserved, every ship sails once a round (all four of them
unless nobody could act), six rounds, and the scores adding up."""
from __future__ import annotations

import random

import pytest
from imhotep_helpers import config

from game.imhotep.rules import Game
from game.imhotep.rules.state import EMPTY

GAMES = 12
SIDE_MIXES = ("AAAAA", "BBBBB", "ABABA", "BABAB")


def stones_of(game: Game, seat: int) -> int:
    """Every stone of ``seat``'s colour in play: quarry, sled, ships, sites, and the one whose
    owner is choosing the B pyramid it goes on."""
    state = game.state
    return (state.players[seat].quarry + state.players[seat].sled
            + sum(ship.spaces.count(seat) for ship in state.ships)
            + sum(site.stones.count(seat) for site in state.sites)
            + sum(1 for t in state.stack if t["kind"] == "choose_pyramid" and t["player"] == seat))


def cards_in_play(game: Game) -> int:
    state = game.state
    return (len(state.draw_pile) + len(state.discard) + len(state.offer) + len(state.face_down)
            + sum(len(p.cards) for p in state.players))


def check_state(game: Game, seed: int) -> None:
    state = game.state
    for seat, player in enumerate(state.players):
        assert 0 <= player.sled <= 5 and player.quarry >= 0
        assert stones_of(game, seat) == 29, (seed, seat)
    assert cards_in_play(game) == 34
    assert len(state.face_down) <= 2 and len(state.offer) <= 4
    pyramid = next(site for site in state.sites if site.id == "pyramid")
    assert len(pyramid.places) == (len(pyramid.stones) if pyramid.side == "B" else 0)
    if game.decision is not None and game.decision.kind == "turn":   # not in the middle of an unloading
        assert all(site.stones == [] for site in state.sites if site.id == "market")
        assert all(ship.spaces == [EMPTY] * ship.capacity for ship in state.ships if ship.site)
    assert len(state.ships) in (0, 4)
    docked = [ship.site for ship in state.ships if ship.site]
    assert len(docked) == len(set(docked)), "two ships at one site"


@pytest.mark.parametrize("wrath", [False, True])
@pytest.mark.parametrize("sides", SIDE_MIXES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players, sides, wrath):
    for number in range(GAMES):
        seed = 1000 * players + number
        game = Game.new(config(players, seed, sides, wrath))
        chooser = random.Random(seed)
        events = list(game.initial_events)
        sailed: dict[int, list[int]] = {}   # the ships sailed in each round, by the events
        passes: dict[int, int] = {}         # the turns passed in each round
        round_ = 1
        while not game.is_over:
            new = game.apply(chooser.choice(game.legal_actions()))
            events += new
            for event in new:
                if event["type"] == "round_started":
                    round_ = event["round"]
                elif event["type"] == "ship_sailed":
                    sailed.setdefault(round_, []).append(event["ship"])
                elif event["type"] == "turn_passed":
                    passes[round_] = passes.get(round_, 0) + 1
            check_state(game, seed)
        assert [e["round"] for e in events if e["type"] == "round_started"] == [1, 2, 3, 4, 5, 6]
        assert [e["round"] for e in events if e["type"] == "round_ended"] == [1, 2, 3, 4, 5, 6]
        for round_ in range(1, 7):
            ships = sailed.get(round_, [])
            assert len(ships) == len(set(ships)), "a ship sailed twice in a round"
            assert len(ships) == 4 or passes.get(round_, 0) >= players, "a round ended with ships waiting"
        scores = game.scores()
        assert all(sum(entry["breakdown"].values()) == entry["total"] for entry in scores)
        assert all(("wrath" in entry["breakdown"]) == wrath for entry in scores)
        best = max(entry["total"] for entry in scores)
        assert all(scores[seat]["total"] == best for seat in game.winners())
