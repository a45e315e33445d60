"""The data file of "Dynasties" (``data/dynasties.yaml``) read into checked, frozen values.

Every value goes through ``game.core.data``'s readers, so a mistake in the file is refused at
load time with ``"<file>: <entry>: <field>: <problem>"``. The castes keep the file's order, the
ladder from the Pharaoh down to the Farmer: hands and Dynasties are listed in that order.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core.data import (
    TOP,
    Effect,
    Loc,
    effect,
    integer,
    one_of,
    parse,
    read_fields,
    read_text,
    record,
    require,
    require_unique,
    seq,
    text,
)
from game.core.resources import shipped

FILE = "dynasties.yaml"
#: The castes, in the ladder order of the rulebook; the rules name each one's ability by its id.
CASTES = ("pharaoh", "scribe", "noble", "priest", "artisan", "soldier", "baker", "merchant", "farmer")
#: A caste's place on the ladder (0: the Pharaoh), the order hands and Dynasties are listed in.
LADDER = MappingProxyType({caste: index for index, caste in enumerate(CASTES)})
VARIANTS = ("aten", "memphis")
#: Players of the standard game and of the two-player variants (RULES §13.4).
STANDARD_PLAYERS = (3, 4)
VARIANT_PLAYERS = 2


@dataclass(frozen=True)
class Caste:
    id: str
    name: str
    text: str
    count: int         # cards of this caste in the deck
    majority_vp: int
    caste_vp: int
    bread_vp: int


@dataclass(frozen=True)
class AfterlifeCard:
    id: str
    name: str
    text: str
    effect: Effect


@dataclass(frozen=True)
class Setup:
    start_deben: int
    hand_size: int
    forum_size: int
    afterlife_in_game: int
    bread_supply: int
    dice: int
    die_faces: int


@dataclass(frozen=True)
class Turn:
    second_card_cost: int
    give: int
    take: int
    feed: int


@dataclass(frozen=True)
class Abilities:
    scribe_cost: int
    scribe_draw: int
    afterlife_held: int
    soldier_guards: int
    soldier_ransom: int
    baker_tokens: int
    bread_min_price: int
    farmers_per_discount: int
    artisan_cost: int


@dataclass(frozen=True)
class Aten:
    start_dice_reduction: int
    forum_discard: int
    forum_draw: int


@dataclass(frozen=True)
class Memphis:
    start_dice_reduction: int
    heliopolis_cards: int
    heliopolis_bread_per_baker: int
    heliopolis_merchant_vp: int


@dataclass(frozen=True)
class Catalog:
    setup: Setup
    turn: Turn
    abilities: Abilities
    deben_per_vp: int
    castes: Mapping[str, Caste]            # in ladder order
    afterlife: Mapping[str, AfterlifeCard]
    aten: Aten
    memphis: Memphis

    def caste_deck(self) -> list[str]:
        """Every caste card, by caste, one entry per card (in ladder order)."""
        return [caste.id for caste in self.castes.values() for _ in range(caste.count)]


# --------------------------------------------------------------------------- readers
_COUNT = integer(0)
_CASTE_ID = one_of(CASTES, "caste")


_EFFECTS = {
    "double_majority": {},
    "caste_sets": {"castes": seq(_CASTE_ID, min_len=2, unique=True), "vp": integer(1)},
    "guarded_double": {"caste": _CASTE_ID, "guarded": _CASTE_ID},
    "deben_rate": {"deben_per_vp": integer(1)},
    "most_bread": {"vp": integer(1)},
    "most_castes": {"vp": integer(1)},
}
_CASTE = record(Caste, {"id": text(), "name": text(), "text": text(), "count": integer(1),
                        "majority_vp": _COUNT, "caste_vp": _COUNT, "bread_vp": _COUNT})
_AFTERLIFE = record(AfterlifeCard, {"id": text(), "name": text(), "text": text(), "effect": effect(_EFFECTS)})


def _by_id(reader: Any) -> Any:
    """A list of entries, each a mapping with an ``id``, read by ``reader``; a mistake in one is
    reported under its id."""
    def read(raw: Any, loc: Loc) -> tuple[Any, ...]:
        require(isinstance(raw, list) and bool(raw), loc, "expected a list of entries, each with an id")
        found = []
        for index, item in enumerate(raw):
            require(isinstance(item, dict) and isinstance(item.get("id"), str), loc.item(index),
                    "expected an entry with an id")
            found.append(reader(item, Loc(loc.file, item["id"])))
        return tuple(found)
    return read


def _numbers(cls: type) -> Any:
    return record(cls, {name: integer(0) for name in cls.__dataclass_fields__})


def load_from_data(doc: Any, file: str = FILE) -> Catalog:
    """The catalog from an already parsed document (plain dicts and lists)."""
    top = Loc(file, TOP)
    readers = {
        "setup": _numbers(Setup), "turn": _numbers(Turn), "abilities": _numbers(Abilities),
        "deben_per_vp": integer(1), "castes": _by_id(_CASTE), "afterlife": _by_id(_AFTERLIFE),
        "variants": lambda raw, loc: raw,
    }
    values = read_fields(doc, top, readers, {}, what="a mapping of the game's data")
    castes: tuple[Caste, ...] = values.pop("castes")
    require(tuple(caste.id for caste in castes) == CASTES, Loc(file, "castes"),
            f"expected the nine castes in ladder order ({', '.join(CASTES)})")
    cards: tuple[AfterlifeCard, ...] = values.pop("afterlife")
    require_unique([card.id for card in cards], top.at("afterlife"))
    variant_readers = {"aten": _numbers(Aten), "memphis": _numbers(Memphis)}
    variants = read_fields(values.pop("variants"), top.at("variants"), variant_readers, {}, what="the variants")
    catalog = Catalog(**values, castes=MappingProxyType({caste.id: caste for caste in castes}),
                      afterlife=MappingProxyType({card.id: card for card in cards}), **variants)
    _check(catalog, file)
    return catalog


def _check(catalog: Catalog, file: str) -> None:
    """What no single field shows: the Majority VP is the caste's card count (RULES §1.1), the
    set-up has the cards it deals, the dice have faces."""
    for caste in catalog.castes.values():
        require(caste.majority_vp == caste.count, Loc(file, caste.id, ("majority_vp",)),
                f"the Majority VP is the number of cards of the caste ({caste.count}), not {caste.majority_vp}")
    setup = catalog.setup
    require(len(catalog.afterlife) >= setup.afterlife_in_game, Loc(file, "setup", ("afterlife_in_game",)),
            f"{setup.afterlife_in_game} Afterlife cards in a game, but the file has {len(catalog.afterlife)}")
    dealt = max(STANDARD_PLAYERS) * setup.hand_size + setup.forum_size
    require(len(catalog.caste_deck()) > dealt, Loc(file, "castes"),
            f"{len(catalog.caste_deck())} caste cards cannot deal {dealt} at set-up and leave a deck")
    require(setup.dice >= 1 and setup.die_faces >= 2, Loc(file, "setup", ("dice",)), "at least one die of 2 faces")
    require(setup.hand_size >= 1 and setup.forum_size >= 1, Loc(file, "setup", ("hand_size",)),
            "a hand and a Forum hold at least one card")
    require(catalog.abilities.farmers_per_discount >= 1, Loc(file, "abilities", ("farmers_per_discount",)),
            "at least 1 Farmer per discount")


def load_from_text(yaml_text: str, file: str = FILE) -> Catalog:
    return load_from_data(parse(yaml_text, file), file)


@functools.cache
def _load_default() -> Catalog:
    return load_from_text(read_text(shipped("data") / FILE))


def load_catalog(path: Path | None = None) -> Catalog:
    """Load and check the data file; the shipped one (``path=None``) is read once."""
    if path is None:
        return _load_default()
    return load_from_text(read_text(Path(path)), Path(path).name)
