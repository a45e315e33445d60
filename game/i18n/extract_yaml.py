"""A Babel extraction method for the games' YAML data: the names and texts of cards and tiles,
each keyed by its id.

Every mapping that has an ``id`` gives one message per text field (``name``, ``text`` by
default; the mapping's option ``fields`` lists others), with the id as the message context,
so ``pgettext(card_id, name)`` finds it and two cards that share an English name can still be
translated apart. Used from babel.cfg as ``[yaml: data/cards.yaml]``.

A data file that keys its entries by id instead (``entrance: {name: Entrance, …}``) says so with
the option ``ids = keys``: then every mapping under a key that has a ``name`` is an entry, its key
the id. The option ``note`` replaces the note told to translators (``{field}`` and ``{id}`` are
filled in), e.g. to point at the rulebook that names the cards.
"""
from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

import yaml

DEFAULT_FIELDS = ("name", "text")
#: Told to translators with every message (the rulebooks name no card: GLOSSARY.md §1.1).
NOTE = "{field} of {id}: the project's own wording; no rulebook names it."


def _mappings(node: yaml.Node) -> Iterator[yaml.MappingNode]:
    """Every mapping in the document, outer ones first."""
    if isinstance(node, yaml.MappingNode):
        yield node
        for _, value in node.value:
            yield from _mappings(value)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _mappings(item)


def _entries(root: yaml.Node, keyed: bool) -> Iterator[tuple[str, dict[str, yaml.ScalarNode]]]:
    """(id, the entry's scalar fields) for every entry of the document."""
    for mapping in _mappings(root):
        if keyed:
            for key, value in mapping.value:
                if isinstance(key, yaml.ScalarNode) and isinstance(value, yaml.MappingNode):
                    fields = _scalars(value)
                    if "name" in fields:
                        yield key.value, fields
        else:
            fields = _scalars(mapping)
            if "id" in fields:
                yield fields["id"].value, fields


def _scalars(mapping: yaml.MappingNode) -> dict[str, yaml.ScalarNode]:
    return {key.value: value for key, value in mapping.value
            if isinstance(key, yaml.ScalarNode) and isinstance(value, yaml.ScalarNode)}


def extract(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction interface: (line, "pgettext", (id, text), [translator note])."""
    wanted = tuple(str(options.get("fields", "")).split()) or DEFAULT_FIELDS
    note = str(options.get("note", "")) or NOTE
    root = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    if root is None:
        return
    for item_id, scalars in _entries(root, options.get("ids") == "keys"):
        for field in wanted:
            value = scalars.get(field)
            if value is not None and value.value.strip():
                yield (value.start_mark.line + 1, "pgettext", (item_id, value.value),
                       [note.format(field=field.capitalize(), id=item_id)])
