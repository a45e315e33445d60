"""The three computer players. Each searches only determinized copies of the game (every secret
of its seat drawn anew), so none can learn what its seat cannot see.

- **easy** looks at its own turn with a narrow beam and chooses with noise (a softmax over
  the values, the game's ``Search.easy_temperature`` VP): sensible, often not the best move.
- **medium** looks at its own turn with a wide beam and takes the best, or, where the game gives
  it a little noise (``Search.medium_temperature``), nearly always one of the best: where hard
  judges its own turn alike (Tekhenu), that noise is the step between the two.
- Where the game says so (``Search.easy_rivals``, ``Search.medium_rivals``), easy and medium count
  the others' worth less than hard or not at all: they build their own game and do not play
  against the others. In Dynasties, where noise made medium lose to random players too, that is
  the step to hard: a player minding only its own dynasty still beats random players 9 times in
  10, but leaves the others the cards and majorities they want.
- **hard** searches world after world (new determinizations: other hidden cards, other draws to
  come), up to ``HARD_MOST_WORLDS`` of them as long as its budget lasts, and takes the choice with
  the best mean value over them. Where the game says so (``Search.hard_replies``) it shortlists
  its best choices as medium would and plays each of them out to its next turn: the rest of its
  own turn, then every other player's whole turn, each playing the turn best for itself by the
  same evaluation. That sees what medium cannot (a stone placed on a ship the next player will
  sail to the wrong site): in Imhotep it won 62.5 % of 24 games against three medium players at
  0.5 s a decision, where judging its own turn only won 12.5 %. Where the replies mislead more
  than they tell (Tekhenu's long turns played greedily: 4.2 %; Dynasties' replies from guessed
  hands: 16.7 %), it judges its own turn only, with a wider beam.
"""
from __future__ import annotations

import math
import random

from game.ai.budget import Budget
from game.ai.lookahead import Node, Turn, finish, turn_values
from game.core.actions import Action
from game.core.protocols import AiHints, RulesGame

EASY_WIDTH = 2
MEDIUM_WIDTH = 5
HARD_WIDTH = 7
#: hard, judging its own turn: the most worlds it averages. More tell it nothing new (three
#: worlds played level with one in Tekhenu: ../shared/ai/FINDINGS.md), and a narrow decision
#: (a payment, a die's value) then takes milliseconds, not its whole budget.
HARD_MOST_WORLDS = 16
#: hard: the share of its budget spent on the shortlist, the choices kept, the beam of its own
#: turn and of each reply, and the most turns of others played after its own (a safeguard)
HARD_SHORTLIST_SHARE = 0.3
HARD_SHORTLIST = 4
HARD_OWN_WIDTH = 5
HARD_REPLY_WIDTH = 1
HARD_MOST_REPLIES = 12
#: the weight of the played-out value in a shortlisted choice's score (the rest: its own-turn
#: value). In Imhotep, at 1.0 s a decision: with replies alone hard won 88.3 % of 60 games against
#: three random players, with half and half 95.0 %; against three medium 79.2 % and 58.3 % of 24
#: (at 0.5 s: 62.5 % either way).
HARD_REPLIES_SHARE = 0.5


def easy(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    world = game.determinize(seat, rng)
    return _softmax(turn_values(world, seat, hints, budget, EASY_WIDTH), hints.search.easy_temperature, rng)


def medium(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    values = turn_values(game.determinize(seat, rng), seat, hints, budget, MEDIUM_WIDTH)
    temperature = hints.search.medium_temperature
    return _softmax(values, temperature, rng) if temperature > 0 else _best(values)


def hard(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    if hints.search.hard_replies:
        return _hard_with_replies(game, seat, hints, rng, budget)
    return _hard_own_turn(game, seat, hints, rng, budget)


def _hard_own_turn(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    """The whole-turn look-ahead with a wider beam on world after world, choosing the action with
    the best mean value: no single guess about what is hidden decides the move."""
    totals: dict[Action, float] = {}
    worlds = 0
    while worlds < HARD_MOST_WORLDS and not budget.exhausted:
        values = turn_values(game.determinize(seat, rng), seat, hints, budget, HARD_WIDTH)
        if budget.exhausted and worlds:          # a world the budget cut short is not counted
            break
        for action, value in values:
            totals[action] = totals.get(action, 0.0) + value
        worlds += 1
    return max(totals, key=lambda action: totals[action])


def _hard_with_replies(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    """The medium choice's shortlist, each played out to ``seat``'s next turn on world after world;
    each is scored half by its mean value there and half by its value where its own turn ends
    (the others may not play as greedily as the play-out assumes). A world the budget cut short
    is not counted."""
    first = budget.share(HARD_SHORTLIST_SHARE)
    ranked = sorted(turn_values(game.determinize(seat, rng), seat, hints, first, MEDIUM_WIDTH), key=lambda p: -p[1])
    budget.spend(first.used)
    shortlist = [action for action, _ in ranked[:HARD_SHORTLIST]]
    totals = [0.0] * len(shortlist)
    worlds = 0
    while len(shortlist) > 1 and not budget.exhausted:
        world = game.determinize(seat, rng)
        outcomes = [hints.evaluate(played_out(world, action, seat, hints, budget), seat) for action in shortlist]
        if budget.exhausted:
            break
        totals = [total + outcome for total, outcome in zip(totals, outcomes)]
        worlds += 1
    if worlds == 0:
        return shortlist[0]
    own_turn = [value for _, value in ranked[:HARD_SHORTLIST]]
    score = [HARD_REPLIES_SHARE * total / worlds + (1 - HARD_REPLIES_SHARE) * own
             for total, own in zip(totals, own_turn)]
    return shortlist[max(range(len(shortlist)), key=score.__getitem__)]


def played_out(world: RulesGame, action: Action, seat: int, hints: AiHints, budget: Budget) -> RulesGame:
    """A copy of ``world`` after ``action``, the best rest of ``seat``'s turn and one turn of
    each other player until ``seat`` decides again (each playing the turn best for itself)."""
    game = world.quiet_copy()
    game.apply(action)
    budget.spend()
    game = _turn_played(game, seat, hints, budget, HARD_OWN_WIDTH)
    for _ in range(HARD_MOST_REPLIES):
        decision = game.decision
        if game.is_over or decision is None or decision.player == seat or budget.exhausted:
            break
        game = _turn_played(game, decision.player, hints, budget, HARD_REPLY_WIDTH)
    return game


def _turn_played(game: RulesGame, seat: int, hints: AiHints, budget: Budget, width: int) -> RulesGame:
    """``game`` after ``seat`` plays the rest of its turn as well as a beam of ``width`` finds."""
    return finish(Node(None, game, 0.0), Turn.of(game, seat), hints, budget, width).game


def _best(values: list[tuple[Action, float]]) -> Action:
    return max(values, key=lambda pair: pair[1])[0]


def _softmax(values: list[tuple[Action, float]], temperature: float, rng: random.Random) -> Action:
    """A choice drawn with weights exp(value / temperature): the best most often, one nearly
    as good often too, a much worse one hardly ever."""
    top = max(value for _, value in values)
    weights = [math.exp((value - top) / temperature) for _, value in values]
    return rng.choices([action for action, _ in values], weights)[0]


LEVELS = {"easy": easy, "medium": medium, "hard": hard}
