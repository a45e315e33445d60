"""The three computer players. Each searches only determinized copies of the game (every secret
of its seat drawn anew), so none can learn what its seat cannot see.

- **easy** looks at its own turn with a narrow beam and chooses with noise (a softmax over
  the values, ``EASY_TEMPERATURE`` VP): sensible, often not the best move.
- **medium** looks at its own turn with a wide beam and takes the best.
- **hard** first shortlists the medium player's best choices, then plays each of them on
  world after world (new determinizations: other hidden cards, other dice to come), finishing
  its own turn and letting every opponent answer with a turn of its own look-ahead, and takes
  the choice with the best mean value over those worlds (determinized search over the
  opponents' replies).
"""
from __future__ import annotations

import math
import random

from game.ai.budget import Budget
from game.ai.lookahead import play_turn, turn_values
from game.core.actions import Action
from game.core.protocols import AiHints, RulesGame

EASY_WIDTH = 2
EASY_TEMPERATURE = 3.0
MEDIUM_WIDTH = 5
#: hard: how many of the medium player's best choices it compares over many worlds, the share
#: of its budget that shortlist may use, and the beams of the continuations it plays
HARD_SHORTLIST = 4
HARD_SHORTLIST_SHARE = 0.3
HARD_OWN_WIDTH = 3
HARD_REPLY_WIDTH = 2


def easy(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    world = game.determinize(seat, rng)
    values = turn_values(world, seat, hints, budget, EASY_WIDTH)
    top = max(value for _, value in values)
    weights = [math.exp((value - top) / EASY_TEMPERATURE) for _, value in values]
    return rng.choices([action for action, _ in values], weights)[0]


def medium(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    return _best(turn_values(game.determinize(seat, rng), seat, hints, budget, MEDIUM_WIDTH))


def hard(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    shortlist_budget = budget.share(HARD_SHORTLIST_SHARE)
    values = turn_values(game.determinize(seat, rng), seat, hints, shortlist_budget, MEDIUM_WIDTH)
    budget.spend(shortlist_budget.used)
    ranked = sorted(values, key=lambda pair: -pair[1])
    shortlist = [action for action, _ in ranked[:HARD_SHORTLIST]]
    if len(shortlist) == 1:
        return shortlist[0]
    totals = [0.0] * len(shortlist)
    worlds = 0
    while not budget.exhausted:
        world = game.determinize(seat, rng)
        outcomes = []
        for action in shortlist:
            outcome = _with_replies(world, action, seat, hints, budget)
            if outcome is None:
                break
            outcomes.append(outcome)
        if len(outcomes) < len(shortlist):      # the budget ran out within this world
            break
        totals = [total + outcome for total, outcome in zip(totals, outcomes)]
        worlds += 1
    if worlds == 0:
        return ranked[0][0]
    return shortlist[max(range(len(shortlist)), key=lambda i: totals[i])]


def _with_replies(world: RulesGame, action: Action, seat: int, hints: AiHints, budget: Budget) -> float | None:
    """The value for ``seat`` after ``action``, the rest of its turn and one turn of each other
    player (until ``seat`` decides again), or None if the budget ran out on the way."""
    game = world.quiet_copy()
    game.apply(action)
    budget.spend()
    game = play_turn(game, seat, hints, budget, HARD_OWN_WIDTH)
    replies = 0
    while not game.is_over and game.decision is not None and game.decision.player != seat:
        if budget.exhausted or replies > 8:
            break
        game = play_turn(game, game.decision.player, hints, budget, HARD_REPLY_WIDTH)
        replies += 1
    if budget.exhausted:
        return None
    return hints.evaluate(game, seat)


def _best(values: list[tuple[Action, float]]) -> Action:
    return max(values, key=lambda pair: pair[1])[0]


LEVELS = {"easy": easy, "medium": medium, "hard": hard}
