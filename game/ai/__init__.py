"""Computer players for every game (DESIGN.md, "Computer players").

    from game.ai import choose
    action = choose(game, seat, level="hard", seed=1, budget_s=1.0)      # as fast as it can think
    action = choose(game, seat, level="hard", seed=1, iterations=500)    # the same on every machine

``choose`` depends only on ``game.view(seat)`` and its seed: it searches determinized copies
(``RulesGame.determinize``), never the game itself. The search is game-agnostic
(:mod:`game.ai.lookahead`, :mod:`game.ai.levels`); what a position is worth comes from the
game's own hints (``GameModule.ai_hints()``, e.g. ``game.tekhenu.ai``; a level may have weights
of its own: ``AiHints.for_level``), or, without them, from the current scores.
"""
from __future__ import annotations

import random

from game.ai.budget import Budget
from game.ai.levels import LEVELS
from game.ai.score_margin import ScoreMargin
from game.core.actions import Action, IllegalAction
from game.core.protocols import AiHints, RulesGame

__all__ = ["LEVELS", "choose"]

#: The share of a time budget the search may use: the rest covers choosing and answering.
SEARCH_SHARE = 0.95


def choose(game: RulesGame, seat: int, level: str = "medium", seed: int = 0, budget_s: float | None = 1.0,
           iterations: int | None = None, hints: AiHints | None = None) -> Action:
    """The action the computer player of ``level`` takes for ``seat``, which must be deciding now.
    ``iterations`` (positions judged) replaces the time budget and makes the choice reproducible."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})")
    decision = game.decision
    if decision is None or decision.player != seat:
        raise IllegalAction(f"seat {seat} is not deciding now")
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    budget = Budget(iterations=iterations) if iterations is not None else Budget(seconds=budget_s * SEARCH_SHARE)
    judge = (hints or ScoreMargin()).for_level(level)
    chosen = LEVELS[level](game, seat, judge, random.Random(seed), budget)
    return next(action for action in legal if action == chosen and action.identical(chosen))
