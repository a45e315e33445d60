"""What every game's board widgets read each frame besides the theme and the seats: the view of
the game for the seat it is shown to and the choice open now.

A game's board context extends :class:`BoardContext` with its catalogue and the facts its widgets
need (worked out from the view, or by the rules themselves).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.ui.table import Table


@dataclass(kw_only=True)
class BoardContext(Table):
    """``view`` is the game as ``viewer`` sees it (-1: the public view of a shared screen);
    ``candidates`` are the legal actions still open after the clicks so far (all of ``legal`` at
    first, fewer after a click narrowed them); widgets offer only candidates."""

    view: dict[str, Any]
    viewer: int
    legal: list[Action] = field(default_factory=list)
    candidates: list[Action] = field(default_factory=list)
    hover: tuple[int, int] = (-1, -1)

    @property
    def decision(self) -> dict[str, Any] | None:
        return self.view.get("decision")

    @property
    def deciding(self) -> int | None:
        """The seat that decides now (None: nobody, the game is over)."""
        decision = self.decision
        return decision["player"] if decision else None

    def offered(self, kind: str, **args: Any) -> list[Action]:
        """The candidates of ``kind`` whose named arguments have these values."""
        return [a for a in self.candidates if a.kind == kind and all(a.get(k) == v for k, v in args.items())]

    @property
    def players(self) -> list[dict[str, Any]]:
        return self.view["players"]
