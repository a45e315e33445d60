"""The hard computer player looks past its own turn: each choice it shortlists is played out to
its next turn, every other player playing the turn best for itself by the same evaluation; or,
where a game judges its own turn only, over a bounded number of worlds."""
from __future__ import annotations

import random

from game.ai import choose
from game.ai.budget import Budget
from game.ai.levels import HARD_MOST_WORLDS, played_out
from game.core.actions import Action
from game.imhotep.ai import hints
from game.imhotep.rules import Game, GameConfig
from game.tekhenu.ai import hints as tekhenu_hints
from game.tekhenu.rules import Game as Tekhenu
from game.tekhenu.rules import GameConfig as TekhenuConfig


def test_a_choice_is_played_out_to_the_seats_next_turn_with_one_turn_of_each_other_player():
    game = Game.new(GameConfig(players=3, seed=4))
    world = game.determinize(0, random.Random(1))
    before = world.to_json()
    position = played_out(world, Action.make("get_stones"), 0, hints(), Budget(iterations=10_000))
    assert world.to_json() == before                          # the world searched is left as it was
    assert position.decision.player == 0                       # Ana decides again …
    assert position.turn_ends == world.turn_ends + 3           # … after her turn and one of each other
    assert [p.sled for p in position.state.players][0] == world.state.players[0].sled + 3  # 2 → 5
    # each other player played the turn best for itself (a turn of Imhotep is one action here):
    # the same position comes from applying, for each, the action it judges highest
    judge, expected = hints(), world.quiet_copy()
    expected.apply(Action.make("get_stones"))
    while expected.decision.player != 0:
        seat, options = expected.decision.player, expected.legal_actions()
        values = []
        for action in options:
            copy = expected.quiet_copy()
            copy.apply(action)
            values.append(judge.evaluate(copy, seat))
        expected.apply(options[values.index(max(values))])
    assert position.view(-1) == expected.view(-1)


def test_judging_its_own_turn_hard_averages_a_bounded_number_of_worlds():
    """A narrow decision does not take hard's whole budget: after ``HARD_MOST_WORLDS`` worlds
    it chooses, however many positions it was allowed."""
    game = Tekhenu.new(TekhenuConfig(players=2, seed=3))
    assert not tekhenu_hints().search.hard_replies
    worlds = []
    original = game.determinize
    game.determinize = lambda seat, rng: (worlds.append(seat), original(seat, rng))[1]   # type: ignore[method-assign]
    # this decision judges 2 positions a world: without the bound the budget would last ~1,000 worlds
    chosen = choose(game, game.decision.player, "hard", seed=1, iterations=2_000, hints=tekhenu_hints())
    assert chosen in game.legal_actions()
    assert len(worlds) == HARD_MOST_WORLDS
