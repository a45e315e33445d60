"""Tekhenu's determinize: a computer seat's search game re-draws exactly what that seat cannot
see — the others' decrees and pending decree offers, the decks, the pillar stack, the bag and the
seed — and keeps everything it can see."""
from __future__ import annotations

import random

from game.tekhenu.rules import Game, GameConfig


def game_in_play(players: int = 3, seed: int = 2, decisions: int = 120) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed)
    for _ in range(decisions):
        game.apply(chooser.choice(game.legal_actions()))
    return game


def test_the_others_pending_decree_offers_are_dealt_again_but_not_ones_own():
    game = Game.new(GameConfig(players=3, seed=2))       # set-up: each seat keeps 1 of 2 decrees
    offers = {t["player"]: t["offer"] for t in game.state.stack if t["kind"] == "keep_decree"}
    seen_for_1 = set()
    for n in range(12):
        world = game.determinize(0, random.Random(n))
        dealt = {t["player"]: t["offer"] for t in world.state.stack if t["kind"] == "keep_decree"}
        assert dealt[0] == offers[0]                       # seat 0 holds its own offer in its hand
        assert len(dealt[1]) == len(offers[1]) == 2
        seen_for_1.add(tuple(dealt[1]))
        assert world.view(0) == game.view(0)
    assert len(seen_for_1) > 3


def test_the_others_decrees_come_from_the_cards_the_seat_has_not_seen():
    game = game_in_play()
    me, state = 1, game.state
    unseen = sorted(state.board.decks["decree"] + [d for s, p in enumerate(state.players) if s != me
                                                   for d in p.decrees])
    hands = set()
    for n in range(10):
        world = game.determinize(me, random.Random(n))
        players = world.state.players
        assert players[me].decrees == state.players[me].decrees
        assert [len(p.decrees) for p in players] == [len(p.decrees) for p in state.players]
        assert sorted(world.state.board.decks["decree"] + [d for s, p in enumerate(players) if s != me
                                                            for d in p.decrees]) == unseen
        hands.add(tuple(players[0].decrees + players[2].decrees))
        assert sorted(world.state.board.pillar_stack) == sorted(state.board.pillar_stack)
        assert sorted(world.state.board.bag) == sorted(state.board.bag)
        assert world.state.rng.seed != state.rng.seed
    assert len(hands) > 5


def test_secrets_swapped_behind_the_seats_back_change_nothing():
    """A game in which another player holds a different decree, and the decks and the pillar
    stack lie in another order, determinizes to the very same game for the same generator."""
    game = game_in_play()
    me = 1
    other = game.clone()
    board, rival = other.state.board, other.state.players[0]
    rival.decrees[0], board.decks["decree"][0] = board.decks["decree"][0], rival.decrees[0]
    for deck in board.decks.values():
        deck.reverse()
    board.pillar_stack.reverse()
    board.bag.reverse()
    other.state.rng.seed += 1
    other.forget_legal_actions()
    assert other.view(me) == game.view(me) and other.to_json() != game.to_json()
    assert game.determinize(me, random.Random(5)).to_json() == other.determinize(me, random.Random(5)).to_json()


def test_all_decrees_are_kept_once_they_are_revealed_at_the_end():
    game = Game.new(GameConfig(players=2, seed=4))
    chooser = random.Random(4)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    world = game.determinize(0, random.Random(1))
    assert [p.decrees for p in world.state.players] == [p.decrees for p in game.state.players]
