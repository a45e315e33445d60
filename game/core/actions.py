"""Actions (what a player may choose), decisions (what must be chosen now) and errors."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any


class IllegalAction(Exception):
    """Raised by ``Game.apply`` for an action that is not legal now; the game is unchanged."""


_ATOMS = frozenset({int, str, bool, float, type(None)})
_new_tuple = tuple.__new__  # building an Action without the Python-level __new__ (hot path)


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _identical(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_identical(x, y) for x, y in zip(a, b))
    return a == b


class Action(tuple):
    """One legal choice: a kind (``"take_die"``, ``"pay"``…) and hashable arguments.

    Immutable and hashable. Arguments are stored as a sorted tuple of ``(name, value)``
    pairs; lists become tuples. It is a tuple ``(kind, args)`` underneath because the
    engine builds tens of thousands of them per game and a tuple is the cheapest
    immutable value to build.
    """

    __slots__ = ()

    def __new__(cls, kind: str, args: tuple[tuple[str, Any], ...] = ()) -> "Action":
        return tuple.__new__(cls, (kind, args))

    @property
    def kind(self) -> str:
        return tuple.__getitem__(self, 0)

    @property
    def args(self) -> tuple[tuple[str, Any], ...]:
        return tuple.__getitem__(self, 1)

    @staticmethod
    def make(kind: str, **args: Any) -> "Action":
        items = tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items())
        for _, value in items:
            if type(value) not in _ATOMS:
                items = tuple((k, _freeze(v)) for k, v in items)
                break
        return _new_tuple(Action, (kind, items))

    @staticmethod
    @functools.lru_cache(maxsize=4096, typed=True)
    def shared(kind: str, **args: Any) -> "Action":
        """``make`` for the actions decisions offer again and again (ending a turn, a god's
        action, a value for a die): each is built once and shared, as actions are immutable
        (about a fifth of the cost of ``make``). Rules code only, with hashable arguments; never
        for actions read from outside, which ``from_dict`` builds anew."""
        return Action.make(kind, **args)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:  # type: ignore[override]
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        kind, args = self   # the tuple's own items (a view lists every legal action this way)
        data: dict[str, Any] = {"kind": kind}
        for key, value in args:
            data[key] = _thaw(value) if type(value) is tuple else value
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> "Action":
        args = {k: v for k, v in data.items() if k != "kind"}
        return Action.make(data["kind"], **args)

    def identical(self, other: "Action") -> bool:
        """Equal in value *and* type throughout: ``6.0`` and ``True`` are not the die value
        ``6`` or the count ``1``, although Python's ``==`` says they are."""
        return _identical(self, other)

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.args!r})"

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v}" for k, v in self.args)
        return f"{self.kind}({inner})"


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide what now. ``player`` is a seat index; ``kind`` names the decision."""

    player: int
    kind: str
    prompt: str
