"""Conversion between state dataclasses and JSON-ready data, compiled once per type.

State classes hold only ints, strs, bools, None, lists, str-keyed dicts, other state
dataclasses and ``Any`` (already JSON-ready data such as pending tasks). Type hints
drive both directions, so a new field needs no serialisation code. Converters are built
once per type and cached: ``clone`` and the round-trip checks run after every action.
"""
from __future__ import annotations

import copy
import dataclasses
import functools
import types
import typing
from typing import Any, Callable

Converter = Callable[[Any], Any]
_PLAIN = (int, str, bool, float, type(None))


def to_data(obj: Any) -> Any:
    """JSON-ready data (fresh lists and dicts, sharing nothing with ``obj``)."""
    return _dump(type(obj))(obj)


def from_data(cls: Any, data: Any) -> Any:
    return _load(cls)(data)


def _identity(value: Any) -> Any:
    return value


@functools.cache
def _dump(hint: Any) -> Converter:
    if hint in _PLAIN:
        return _identity
    if hint is Any:
        return copy.deepcopy
    if dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        fields = [(f.name, _dump(hints[f.name])) for f in dataclasses.fields(hint)]
        return lambda obj: {name: dump(getattr(obj, name)) for name, dump in fields}
    return _container(hint, _dump)


@functools.cache
def _load(hint: Any) -> Converter:
    if hint in _PLAIN:
        return _identity
    if hint is Any:
        return copy.deepcopy
    if dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        fields = [(f.name, _load(hints[f.name])) for f in dataclasses.fields(hint)]
        return lambda data: hint(**{name: load(data[name]) for name, load in fields})
    return _container(hint, _load)


def _container(hint: Any, convert: Callable[[Any], Converter]) -> Converter:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        inner = convert(next(a for a in args if a is not type(None)))
        return lambda value: None if value is None else inner(value)
    if origin is list:
        item = convert(args[0])
        return list if item is _identity else (lambda value: [item(v) for v in value])
    if origin is dict:
        item = convert(args[1])
        return dict if item is _identity else (lambda value: {k: item(v) for k, v in value.items()})
    raise TypeError(f"state type {hint!r} cannot be serialised")
