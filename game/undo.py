"""Undo and redo within the current player's turn (DESIGN.md: "Undo within the current turn
up to the last reveal of hidden or random information").

``UndoableGame`` wraps a ``Game`` for the client. Every action is remembered with the state
before it, until a boundary: another player's decision, a new turn, or an action that revealed
something (a die rolled, a card or pillar tile drawn, a deben flipped — anything that used the
random generator or took from a hidden stack). Undo never crosses a boundary, so it can never
be used to peek at a draw and take it back. Redo replays undone actions until a new one is taken.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules import Action, Game


@dataclass(frozen=True)
class _Step:
    state: str  # the game's JSON before the action
    action: Action


def _hidden_marker(game: Game) -> tuple:
    """Changes whenever something random or hidden is revealed."""
    board = game.state.board
    return (game.state.rng.counter, len(board.bag), len(board.pillar_stack),
            tuple(len(cards) for cards in board.decks.values()))


class UndoableGame:
    def __init__(self, game: Game) -> None:
        self.game = game
        self._undo: list[_Step] = []
        self._redo: list[Action] = []
        self._blocked = "nothing to undo yet"

    def apply(self, action: Action) -> list[dict]:
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Action) -> list[dict]:
        game = self.game
        acting = game.decision.player
        before, marker = game.to_json(), _hidden_marker(game)
        events = game.apply(action)
        if _hidden_marker(game) != marker:
            self._block("something new was revealed")
        elif game.is_over or game.decision.player != acting or any(e["type"] == "turn_started" for e in events):
            self._block("the turn has passed")
        else:
            self._undo.append(_Step(before, action))
        return events

    def _block(self, reason: str) -> None:
        self._undo.clear()
        self._redo.clear()
        self._blocked = reason

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def why_not(self) -> str:
        """Why undo is unavailable (for the greyed-out button's tooltip); "" when it is available."""
        return "" if self._undo else self._blocked

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        if not self._undo:
            raise ValueError(f"cannot undo: {self._blocked}")
        step = self._undo.pop()
        history = self.game.history[:-1]
        self.game = Game.from_json(step.state)
        self.game.history = history
        self._redo.append(step.action)
        self._blocked = "back at the start of what can be undone"

    def redo(self) -> list[dict]:
        if not self._redo:
            raise ValueError("nothing to redo")
        action = self._redo.pop()
        return self._apply(action)
