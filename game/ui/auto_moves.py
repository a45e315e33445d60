"""Actions the client takes by itself (a decision with a single choice, a question whose answer
cannot matter) among the session's undoable actions, so that undo and redo step over them.

Without this, undoing an action taken by itself would land on the decision it answered, which
the client would answer again at once: undo would seem to do nothing.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.session import Session


class AutoMoves:
    """Plays a :class:`Session`'s actions, remembering which undoable ones were taken by the
    client itself. Undo takes back the player's own last action together with every action
    taken by itself after it; redo plays them again."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._undo: list[bool] = []   # per undoable action of the session: taken by itself?
        self._redo: list[bool] = []

    def apply(self, action: Action, by_itself: bool = False) -> list[dict[str, Any]]:
        events = self.session.apply(action)
        self._redo.clear()
        self._record(by_itself)
        return events

    def _record(self, by_itself: bool) -> None:
        if self.session.can_undo:   # the action just applied is the newest undoable one
            self._undo.append(by_itself)
        else:                       # a boundary: nothing before it can be undone any more
            self._undo.clear()
            self._redo.clear()

    @property
    def can_undo(self) -> bool:
        """Whether one of the player's own actions can be undone (not only actions taken by
        themselves, which would be taken again at once)."""
        return self.session.can_undo and not (self._undo and all(self._undo))

    @property
    def can_redo(self) -> bool:
        return self.session.can_redo

    def undo(self) -> None:
        """Undo the actions taken by themselves at the end, then the player's own last one."""
        while True:
            by_itself = self._undo.pop() if self._undo else False
            self.session.undo()
            self._redo.append(by_itself)
            if not by_itself:
                return

    def redo(self) -> list[dict[str, Any]]:
        """Redo the player's own action undone last, and the actions that followed it by themselves."""
        events: list[dict[str, Any]] = []
        while True:
            by_itself = self._redo.pop() if self._redo else False
            events += self.session.redo()
            self._record(by_itself)
            if not (self._redo and self._redo[-1] and self.session.can_redo):
                return events
