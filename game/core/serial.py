"""State dataclasses to JSON-ready data and back, and deep copies of them: each compiled once
per type from the type hints.

State classes hold only ints, strs, bools, floats, None, lists, str-keyed dicts, other state
dataclasses and ``Any`` (already JSON-ready data such as pending tasks). The type hints tell
exactly what each conversion must do with a field — share a plain value, copy a list, convert
a nested dataclass — so a new field needs no conversion code and cannot be forgotten.

A search copies the game thousands of times per decision and a client reads views after every
move, so the conversions are hot. Each class gets one generated function that converts every
field in a single expression (``o.pure.copy()``, ``[_c1(v) for v in o.players]``…), measured
several times faster than walking the hints at run time. The source is generated from the
classes' own type hints, never from data.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, Callable, TypeVar

T = TypeVar("T")
Converter = Callable[[Any], Any]
_PLAIN = (int, str, bool, float, type(None))


def to_data(obj: Any, omit: frozenset[str] = frozenset()) -> Any:
    """JSON-ready data (fresh lists and dicts, sharing nothing with ``obj``). The fields of the
    dataclass ``obj`` named in ``omit`` are left out, not converted (a view leaves out what it
    hides: the pending tasks, the random generator)."""
    return _DUMP.converter(type(obj), omit)(obj)


def from_data(cls: Any, data: Any) -> Any:
    """An instance of the state class ``cls`` from JSON-ready data (sharing nothing with it)."""
    return _LOAD.converter(cls)(data)


def copy_state(obj: T) -> T:
    """A deep copy of a state dataclass that shares nothing mutable with ``obj`` (plain values
    and frozen dataclasses of plain values, which cannot change, are shared)."""
    return _COPY.converter(type(obj))(obj)


def copy_data(value: Any) -> Any:
    """A deep copy of JSON-ready data (dicts, lists and plain values), such as a pending task."""
    if isinstance(value, dict):
        return {k: copy_data(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [copy_data(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def _share(value: Any) -> Any:
    return value


def _immutable(hint: Any) -> bool:
    """Whether values of this type can be shared: plain values and frozen dataclasses of them."""
    if hint in _PLAIN:
        return True
    if dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        return (hint.__dataclass_params__.frozen
                and all(_immutable(hints[f.name]) for f in dataclasses.fields(hint)))
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in args)
    return False


class _Compiler:
    """Generates, for each state class, one function converting an instance (or its data).

    The three conversions differ only in what a dataclass becomes (a dict, an instance made
    from a dict, a fresh instance) and in whether a frozen dataclass of plain values may be
    shared; lists and dicts are rebuilt alike.
    """

    def __init__(self, name: str, shares_frozen: bool) -> None:
        self.name = name
        self.shares_frozen = shares_frozen

    def plain(self, hint: Any) -> bool:
        return hint in _PLAIN or (self.shares_frozen and _immutable(hint))

    @functools.cache
    def converter(self, cls: Any, omit: frozenset[str] = frozenset()) -> Converter:
        if self.plain(cls):
            return _share
        if not dataclasses.is_dataclass(cls):
            names: dict[str, Any] = {}
            expression = self.expression(cls, "o", names, 0)
            exec(compile(f"def convert(o):\n    return {expression}\n", f"<{self.name} {cls!r}>", "exec"), names)
            return names["convert"]
        hints = typing.get_type_hints(cls)
        names = {"_cls": cls, "_new": object.__new__, "_set": object.__setattr__}
        fields = [f"{f.name!r}: {self.expression(hints[f.name], self.field(f.name), names, 0)}"
                  for f in dataclasses.fields(cls) if f.name not in omit]
        source = self.build(", ".join(fields))
        # the source is built above from the class's type hints only
        exec(compile(source, f"<{self.name} of {cls.__qualname__}>", "exec"), names)
        return names["convert"]

    def field(self, name: str) -> str:
        """How a field is read from what is converted."""
        return f"o.{name}"

    def build(self, fields: str) -> str:
        """The converting function's source, from the ``{name: expression}`` pairs."""
        return f"def convert(o):\n    return {{{fields}}}\n"

    def expression(self, hint: Any, value: str, names: dict[str, Any], depth: int) -> str:
        """Python source converting ``value`` (an expression) of type ``hint``."""
        if self.plain(hint):
            return value
        if hint is Any:
            names["_data"] = copy_data
            return f"_data({value})"
        if dataclasses.is_dataclass(hint):
            name = f"_c{len(names)}"
            names[name] = self.converter(hint)
            return f"{name}({value})"
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            inner = [a for a in args if a is not type(None)]
            if len(inner) != 1 or len(args) != 2:
                raise TypeError(f"state type {hint!r} cannot be converted")
            return f"(None if {value} is None else {self.expression(inner[0], value, names, depth)})"
        item = f"v{depth}"
        if origin is list:
            if self.plain(args[0]):
                return f"list({value})"
            return f"[{self.expression(args[0], item, names, depth + 1)} for {item} in {value}]"
        if origin is dict:
            if self.plain(args[1]):
                return f"dict({value})"
            inner_expression = self.expression(args[1], item, names, depth + 1)
            return f"{{k{depth}: {inner_expression} for k{depth}, {item} in {value}.items()}}"
        raise TypeError(f"state type {hint!r} cannot be converted")


def _instance(fields: str) -> str:
    """The source of a function making an instance from its fields without calling __init__
    (every field is given; ``object.__setattr__`` fills a frozen class too)."""
    return f"def convert(o):\n    n = _new(_cls)\n    _set(n, '__dict__', {{{fields}}})\n    return n\n"


class _Loader(_Compiler):
    def field(self, name: str) -> str:
        return f"o[{name!r}]"

    def build(self, fields: str) -> str:
        return _instance(fields)


class _Copier(_Compiler):
    def build(self, fields: str) -> str:
        return _instance(fields)


_DUMP = _Compiler("to_data", shares_frozen=False)
_LOAD = _Loader("from_data", shares_frozen=False)
_COPY = _Copier("copy", shares_frozen=True)
