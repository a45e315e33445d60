"""A game's evaluation weights for its computer players, kept as data (``data/<game>_ai.yaml``)
and tuned by self-play (``game.tools.tune_ai``), and how its levels search.

The file holds a mapping ``weights`` (feature name → number), which every level uses, may hold
one of the same form per level that has weights of its own (``hard``), and may hold ``search``:
the easy and medium levels' noise and regard for the others, and whether the hard level plays out
the others' turns (:class:`Search`; each game measured its own). A damaged file is refused with a
message naming the file, the section and the feature.

:class:`WeightedHints` is what every game's evaluation shares: the weights, a level's own, the
search settings, and a seat's lead over the others.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.core import data as d

COMMON_SECTION = "weights"
LEVEL_SECTIONS = ("easy", "medium", "hard")
SEARCH_SECTION = "search"


@dataclass(frozen=True)
class Search:
    """How the levels search in one game (the weights file's ``search`` section)."""

    #: the easy level's noise: the softmax temperature over its choices' values, in VP
    easy_temperature: float = 3.0
    #: the medium level's (0: none, it takes the best choice): a little keeps it a step below
    #: hard where both judge alike
    medium_temperature: float = 0.0
    #: whether the hard level plays out the others' turns up to its next one (else it judges
    #: its own turn only, over many determinized worlds)
    hard_replies: bool = True
    #: how much the easy and the medium level count the others' worth against their own: 1 as
    #: hard does (hurting a rival counts as much as helping oneself), 0 not at all (a player that
    #: builds its own game and does not play against the others)
    easy_rivals: float = 1.0
    medium_rivals: float = 1.0

    def rivals(self, level: str) -> float:
        """How much ``level`` counts the others' worth against its own (hard: fully)."""
        return {"easy": self.easy_rivals, "medium": self.medium_rivals}.get(level, 1.0)


@dataclass(frozen=True)
class WeightedHints:
    """A game's evaluation (a subclass supplies ``evaluate``): its weights by feature name, the
    weights of the levels that have their own, and its search settings."""

    weights: Mapping[str, float]
    levels: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    search: Search = Search()
    #: how much the others' worth counts against the seat's own (:meth:`lead`; a level's own:
    #: :meth:`for_level`)
    rivals: float = 1.0

    def with_weights(self, weights: Mapping[str, float]) -> Any:
        """These weights at every level (a tuning candidate plays as it is given)."""
        return replace(self, weights=dict(weights), levels={})

    def for_level(self, level: str) -> Any:
        """The evaluation ``level`` plays with: its own weights if it has some, and its regard
        for the others (``Search.rivals``)."""
        own = self.levels.get(level)
        found = self if own is None else replace(self, weights=dict(own), levels={})
        rivals = self.search.rivals(level)
        return found if rivals == found.rivals else replace(found, rivals=rivals)

    def lead(self, worth: Sequence[float], seat: int) -> float:
        """``seat``'s worth less the others' (the best and the mean of them, half and half), so
        that hurting a rival counts as much as helping oneself; a level that regards the others
        less (``rivals`` below 1) counts them less."""
        others = [w for other, w in enumerate(worth) if other != seat]
        if not others:
            return worth[seat]
        return worth[seat] - self.rivals * 0.5 * max(others) - self.rivals * 0.5 * sum(others) / len(others)

    @classmethod
    def load(cls, path: Path, names: Sequence[str]) -> Any:
        """The evaluation with the weights and search settings of the file at ``path``, checked."""
        text = d.read_text(path)
        return cls(read_weights(text, path.name, names), read_level_weights(text, path.name, names),
                   read_search(text, path.name))


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


def read_search(text: str, file: str) -> Search:
    """The ``search`` section of a weights file, checked (the defaults where it is absent)."""
    document = d.parse(text, file)
    if not isinstance(document, dict) or SEARCH_SECTION not in document:
        return Search()
    loc = d.Loc.board(file).at(SEARCH_SECTION)
    share = _number(from_=0, up_to=1)
    return Search(**d.read_fields(document[SEARCH_SECTION], loc,
                                  {"easy_temperature": _number(above=0), "medium_temperature": _number(from_=0),
                                   "hard_replies": d.flag(), "easy_rivals": share, "medium_rivals": share},
                                  {"easy_temperature": Search.easy_temperature,
                                   "medium_temperature": Search.medium_temperature,
                                   "hard_replies": Search.hard_replies, "easy_rivals": Search.easy_rivals,
                                   "medium_rivals": Search.medium_rivals}))


def _number(above: float | None = None, from_: float | None = None, up_to: float | None = None) -> d.Reader[float]:
    """A reader of a number above ``above`` or from ``from_`` up (to ``up_to``)."""
    def read(value: object, loc: d.Loc) -> float:
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if above is not None:
            d.require(number and value > above, loc, f"expected a number above {above:g}, found {d.show(value)}")
        if from_ is not None and up_to is not None:
            d.require(number and from_ <= value <= up_to, loc,
                      f"expected a number from {from_:g} to {up_to:g}, found {d.show(value)}")
        elif from_ is not None:
            d.require(number and value >= from_, loc, f"expected a number from {from_:g} up, found {d.show(value)}")
        return float(value)  # type: ignore[arg-type]
    return read
