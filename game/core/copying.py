"""Fast deep copies of state dataclasses, compiled once per type from its type hints.

A search copies the game thousands of times per decision, so ``clone`` must be cheap. The
state classes obey the rules of :mod:`game.core.serial` (ints, strs, bools, None, lists,
str-keyed dicts, other state dataclasses, and ``Any`` for JSON-ready data), which tells
exactly what must be copied and what may be shared: plain values and frozen dataclasses of
plain values are shared, every list, dict and mutable dataclass is fresh.

Each class gets one generated function that builds the copy in a single expression per field
(``o.pure.copy()``, ``[_c1(v) for v in o.players]``…): measured ×6–10 faster than a
``to_data``/``from_data`` round trip, and far faster than ``copy.deepcopy``. The source is
generated from the class's own type hints, never from data, so a new field needs no copying
code and cannot be forgotten.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, Callable, TypeVar

T = TypeVar("T")
_PLAIN = (int, str, bool, float, type(None))


def copy_state(obj: T) -> T:
    """A deep copy of a state dataclass that shares nothing mutable with ``obj``."""
    return _copier(type(obj))(obj)


def copy_data(value: Any) -> Any:
    """A deep copy of JSON-ready data (dicts, lists and plain values), such as a pending task."""
    if isinstance(value, dict):
        return {k: copy_data(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [copy_data(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def _share(value: Any) -> Any:
    return value


@functools.cache
def _copier(cls: type) -> Callable[[Any], Any]:
    """The compiled copy function of a state dataclass."""
    if _immutable(cls):
        return _share
    hints = typing.get_type_hints(cls)
    names: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    fields = []
    for field in dataclasses.fields(cls):
        expression = _expression(hints[field.name], f"o.{field.name}", names, depth=0)
        fields.append(f"{field.name!r}: {expression}")
    source = ("def copy(o):\n"
              "    n = _new(_cls)\n"
              f"    n.__dict__ = {{{', '.join(fields)}}}\n"
              "    return n\n")
    exec(compile(source, f"<copy of {cls.__qualname__}>", "exec"), names)  # source built above from type hints only
    return names["copy"]


def _immutable(hint: Any) -> bool:
    """Whether values of this type can be shared: plain values and frozen dataclasses of them."""
    if hint in _PLAIN:
        return True
    if dataclasses.is_dataclass(hint):
        params = getattr(hint, "__dataclass_params__")
        hints = typing.get_type_hints(hint)
        return params.frozen and all(_immutable(hints[f.name]) for f in dataclasses.fields(hint))
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in args)
    return False


def _expression(hint: Any, value: str, names: dict[str, Any], depth: int) -> str:
    """Python source copying ``value`` (an expression) of type ``hint``."""
    if _immutable(hint):
        return value
    if hint is Any:
        names["_data"] = copy_data
        return f"_data({value})"
    if dataclasses.is_dataclass(hint):
        name = f"_c{len(names)}"
        names[name] = _copier(hint)
        return f"{name}({value})"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        inner = next(a for a in args if a is not type(None))
        if type(None) not in args or len(args) != 2:
            raise TypeError(f"state type {hint!r} cannot be copied")
        return f"(None if {value} is None else {_expression(inner, value, names, depth)})"
    item = f"v{depth}"
    if origin is list:
        if _immutable(args[0]):
            return f"{value}.copy()"
        return f"[{_expression(args[0], item, names, depth + 1)} for {item} in {value}]"
    if origin is dict:
        if _immutable(args[1]):
            return f"{value}.copy()"
        return f"{{k{depth}: {_expression(args[1], item, names, depth + 1)} for k{depth}, {item} in {value}.items()}}"
    raise TypeError(f"state type {hint!r} cannot be copied")
