"""Undo and redo within the current player's turn (DESIGN.md: "Undo within the current turn
up to the last reveal of hidden or random information").

``UndoableGame`` wraps any game of the rules API for the client. Every action is remembered
with a copy of the game before it, until a boundary: another player's decision, the end of a
turn, or an action that revealed something (the engine's ``reveals`` counter moved: a die
rolled, a card drawn, secret cards turned up). Undo never crosses a boundary, so it can never
be used to peek at a draw and take it back. Redo replays undone actions until a new one is taken.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.protocols import RulesGame


@dataclass(frozen=True)
class _Step:
    before: RulesGame  # a copy of the game before the action
    action: Action


class UndoableGame:
    def __init__(self, game: RulesGame) -> None:
        self.game = game
        self._undo: list[_Step] = []
        self._redo: list[Action] = []
        self._blocked = "nothing to undo yet"

    def apply(self, action: Action) -> list[dict[str, Any]]:
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Action) -> list[dict[str, Any]]:
        game = self.game
        acting = game.decision.player
        before = game.clone()
        reveals, turn_ends = game.reveals, game.turn_ends
        events = game.apply(action)
        if game.reveals != reveals:
            self._block("something new was revealed")
        elif game.is_over or game.turn_ends != turn_ends or game.decision.player != acting:
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
        self.game = step.before
        self._redo.append(step.action)
        self._blocked = "back at the start of what can be undone"

    def redo(self) -> list[dict[str, Any]]:
        if not self._redo:
            raise ValueError("nothing to redo")
        action = self._redo.pop()
        return self._apply(action)
