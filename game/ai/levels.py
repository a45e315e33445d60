"""The three computer players. Each searches only determinized copies of the game (every secret
of its seat drawn anew), so none can learn what its seat cannot see.

- **easy** looks at its own turn with a narrow beam and chooses with noise (a softmax over
  the values, ``EASY_TEMPERATURE`` VP): sensible, often not the best move.
- **medium** looks at its own turn with a wide beam and takes the best.
- **hard** looks at its own turn with a wider beam on world after world (new
  determinizations: other hidden cards, other draws to come) for as long as its budget lasts,
  and takes the choice with the best mean value over those worlds (perfect-information Monte
  Carlo over determinizations). A version that also played every opponent's reply on each
  world won 20 % of its games against three medium players (40 games): the replies, played
  with a narrow beam, added more noise than insight.
"""
from __future__ import annotations

import math
import random

from game.ai.budget import Budget
from game.ai.lookahead import turn_values
from game.core.actions import Action
from game.core.protocols import AiHints, RulesGame

EASY_WIDTH = 2
EASY_TEMPERATURE = 3.0
MEDIUM_WIDTH = 5
HARD_WIDTH = 7


def easy(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    world = game.determinize(seat, rng)
    values = turn_values(world, seat, hints, budget, EASY_WIDTH)
    top = max(value for _, value in values)
    weights = [math.exp((value - top) / EASY_TEMPERATURE) for _, value in values]
    return rng.choices([action for action, _ in values], weights)[0]


def medium(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    return _best(turn_values(game.determinize(seat, rng), seat, hints, budget, MEDIUM_WIDTH))


def hard(game: RulesGame, seat: int, hints: AiHints, rng: random.Random, budget: Budget) -> Action:
    """The whole-turn look-ahead, with a wider beam, on world after world (each a new
    determinization: other hidden cards, other draws to come), choosing the action with the best
    mean value: no single guess about what is hidden decides the move."""
    totals: dict[Action, float] = {}
    worlds = 0
    while not budget.exhausted:
        values = turn_values(game.determinize(seat, rng), seat, hints, budget, HARD_WIDTH)
        if budget.exhausted and worlds:          # a world the budget cut short is not counted
            break
        for action, value in values:
            totals[action] = totals.get(action, 0.0) + value
        worlds += 1
    return max(totals, key=lambda action: totals[action])


def _best(values: list[tuple[Action, float]]) -> Action:
    return max(values, key=lambda pair: pair[1])[0]


LEVELS = {"easy": easy, "medium": medium, "hard": hard}
