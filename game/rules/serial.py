"""Generic conversion between state dataclasses and JSON-ready data.

State classes hold only ints, strs, bools, None, lists, str-keyed dicts, other state
dataclasses and ``Any`` (already JSON-ready data such as pending tasks). Type hints
drive the way back, so a new field needs no serialisation code.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any


def to_data(obj: Any) -> Any:
    if dataclasses.is_dataclass(obj):
        return {name: to_data(getattr(obj, name)) for name in _field_names(type(obj))}
    if isinstance(obj, (list, tuple)):
        return [to_data(v) for v in obj]
    if isinstance(obj, dict):
        return {k: to_data(v) for k, v in obj.items()}
    return obj


def from_data(cls: Any, data: Any) -> Any:
    return _convert(cls, data)


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _convert(hint: Any, data: Any) -> Any:
    if data is None or hint is Any:
        return data
    if dataclasses.is_dataclass(hint):
        hints = _hints(hint)
        return hint(**{name: _convert(hints[name], data[name]) for name in _field_names(hint)})
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(hint) if a is not type(None)]
        return _convert(inner[0], data)
    if origin is list:
        (item,) = typing.get_args(hint)
        return [_convert(item, v) for v in data]
    if origin is tuple:
        item = typing.get_args(hint)[0]
        return tuple(_convert(item, v) for v in data)
    if origin is dict:
        _, item = typing.get_args(hint)
        return {k: _convert(item, v) for k, v in data.items()}
    return data
