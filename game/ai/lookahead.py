"""The whole-turn look-ahead: judge a choice by the best way to finish the turn it starts.

The rules ask for a turn in small steps (a die, its value, an action, a space, a payment…);
judging one step at a time plays nearly at random (../shared/ai/FINDINGS.md), so every step
is judged by where the whole turn can end: the search follows the player's own decisions
until the turn ends, the decision passes to someone else or something hidden or random is
revealed, and judges that position with the game's evaluation.

Wide decisions (a pillar's 88 placements, 49 ways to take a die) are narrowed by judging each
option once where it stands and following only the ``width`` best (a beam); the root keeps
every option, the best judged first, so that a budget running out leaves the most promising
ones searched.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.budget import Budget
from game.core.actions import Action
from game.core.protocols import AiHints, RulesGame


@dataclass
class Node:
    """A position reached by an action, judged once where it stands."""

    action: Action | None      # None for the position a search starts from
    game: RulesGame
    value: float


@dataclass(frozen=True)
class Turn:
    """Where a turn started: it is over when these counters move or someone else decides."""

    seat: int
    turn_ends: int
    reveals: int

    @staticmethod
    def of(game: RulesGame, seat: int) -> "Turn":
        return Turn(seat, game.turn_ends, game.reveals)

    def over(self, game: RulesGame) -> bool:
        decision = game.decision
        return (decision is None or decision.player != self.seat or game.turn_ends != self.turn_ends
                or game.reveals != self.reveals)


def children(game: RulesGame, seat: int, hints: AiHints, budget: Budget) -> list[Node]:
    """The legal actions of the decision now, each applied to a copy and judged for ``seat``:
    all of them, or as many as the budget allowed (at least one), so that no decision, however
    wide, outlasts its deadline by more than one position."""
    found = []
    for action in game.legal_actions():
        child = game.quiet_copy()
        child.apply(action)
        budget.spend()
        found.append(Node(action, child, hints.evaluate(child, seat)))
        if budget.exhausted:
            break
    return found


def finish(node: Node, turn: Turn, hints: AiHints, budget: Budget, width: int) -> Node:
    """The end of the best way to finish ``turn`` from ``node`` (``node`` itself if it is over)."""
    if turn.over(node.game) or budget.exhausted:
        return node
    options = sorted(children(node.game, turn.seat, hints, budget), key=lambda n: -n.value)[:width]
    return max((finish(option, turn, hints, budget, width) for option in options), key=lambda n: n.value)


def turn_values(game: RulesGame, seat: int, hints: AiHints, budget: Budget, width: int) -> list[tuple[Action, float]]:
    """Each legal action now, with the value of the best turn it starts (as far as the budget
    allowed: an option the budget did not reach keeps its value where it stands)."""
    turn = Turn.of(game, seat)
    options = children(game, seat, hints, budget)
    values = {id(node): node.value for node in options}
    for node in sorted(options, key=lambda n: -n.value):
        if budget.exhausted:
            break
        values[id(node)] = finish(node, turn, hints, budget, width).value
    return [(node.action, values[id(node)]) for node in options]
