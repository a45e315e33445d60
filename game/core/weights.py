"""A game's evaluation weights for its computer players, kept as data (``data/<game>_ai.yaml``)
and tuned by self-play (``game.tools.tune_ai``).

The file holds a mapping ``weights`` (feature name → number), which every level uses, and may hold
one of the same form per level that has weights of its own (``hard``). A damaged file is refused
with a message naming the file, the section and the feature.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import data as d

COMMON_SECTION = "weights"
LEVEL_SECTIONS = ("easy", "medium", "hard")


def read_weights(text: str, file: str, names: Sequence[str], section: str = COMMON_SECTION) -> dict[str, float]:
    """The weights of one section of a weights file, checked: every name once, each a number."""
    return _section(d.parse(text, file), file, names, section)


def read_level_weights(text: str, file: str, names: Sequence[str]) -> dict[str, dict[str, float]]:
    """The weights of the levels that have a section of their own in a weights file, checked."""
    document = d.parse(text, file)
    if not isinstance(document, dict):
        return {}
    return {level: _section(document, file, names, level) for level in LEVEL_SECTIONS if level in document}


def _section(document: object, file: str, names: Sequence[str], section: str) -> dict[str, float]:
    loc = d.Loc.board(file)
    d.require(isinstance(document, dict) and isinstance(document.get(section), dict), loc,
              f"expected a mapping '{section}' of feature name to number")
    weights = document[section]
    found = {}
    for name in names:
        d.require(name in weights, loc.at(section).at(name), "missing (every feature needs a weight)")
        value = weights[name]
        d.require(isinstance(value, (int, float)) and not isinstance(value, bool), loc.at(section).at(name),
                  f"expected a number, found {d.show(value)}")
        found[name] = float(value)
    unknown = sorted(set(weights) - set(names))
    d.require(not unknown, loc.at(section), f"unknown feature {', '.join(map(str, unknown))}")
    return found
