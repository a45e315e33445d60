"""What the players call the things the rules know by id.

The rules name cards, tiles and board spots by id ("D22", "RS2", "OS_QUARRIES"), and the
reasons they give for a gain, a payment or VP may hold one ("decree D22", "building spot RS2",
"pillar ability P08"). Whatever a player reads — the prompts of the decisions here, the log,
the labels of the decision panel — says instead what the rulebook says: a card by its name
("Decree of Purity"), a spot by where it is on the board ("left of row 3", "above the
quarries", the ``name`` of each spot in board.yaml).
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from .catalog import Catalog

_GODS = re.compile(r"\b(horus|ra|hathor|bastet|thoth|osiris)\b")
#: A word that may be an id: capitals, digits and underscores ("D22", "RS2", "OS_QUARRIES").
_ID_LIKE = re.compile(r"\b[A-Z][A-Z0-9_]+\b")
#: Reasons "<what> <id>" and how they read, {name} standing for the card's name or the spot's place.
_REASONS_WITH_AN_ID = {
    "decree": "{name}",                          # "decree D22" -> "Decree of Purity"
    "pillar tile": "{name}",                     # "pillar tile P08" -> "Pillar of Dusk"
    "pillar ability": "the ability of {name}",   # "pillar ability P08" -> "the ability of Pillar of Dusk"
    "building spot": "the building spot {name}",  # "building spot RS2" -> "the building spot left of row 3"
}


def items_text(items: Mapping[str, int]) -> str:
    """Amounts in words: "2 limestone, 1 granite", "2 scribes" (resources have no plural)."""
    return ", ".join(f"{n} {item}s" if n != 1 and item == "scribe" else f"{n} {item}"
                     for item, n in items.items() if n)


def card_name(catalog: Catalog, card_id: str) -> str:
    """The name of a card or tile: "Decree of Purity" for D22 (an unknown id stays as it is)."""
    card = catalog.by_id.get(card_id)
    return getattr(card, "name", card_id)


def spot_name(catalog: Catalog, spot_id: str) -> str:
    """Where a spot is, in words: "left of row 3" (a building spot around the temple complex),
    "beside the temple complex, right of row 3" or "above the quarries" (a statue spot for the
    people). An unknown id stays as it is."""
    temple, osiris = catalog.board.temple, catalog.board.osiris
    for spot in (*temple.building_spots, *osiris.statue_spots):
        if spot.id == spot_id:
            return spot.name
    for statue_spot in temple.statue_spots:
        if statue_spot.id == spot_id:
            return f"beside the temple complex, {statue_spot.name}"
    return spot_id


def reason_text(reason: str, catalog: Catalog) -> str:
    """A reason the rules give (a key of a player's VP by reason, or the reason of a gain or a
    payment) in words, as it reads inside a sentence: "decree D22" -> "Decree of Purity",
    "T02" -> "Stone Sledges", "building spot RS2" -> "the building spot left of row 3",
    "Horus bonus (bastet)" -> "Horus bonus (Bastet)". Reasons without an id keep their words
    ("scoring: statues"); any other id in a reason is replaced by its name."""
    what, _, last = reason.rpartition(" ")
    named = _words_for(catalog, last)
    if what in _REASONS_WITH_AN_ID and named != last:
        return _REASONS_WITH_AN_ID[what].format(name=named)
    text = _GODS.sub(lambda match: match.group(1).capitalize(), reason)
    return _ID_LIKE.sub(lambda match: _words_for(catalog, match.group()), text)


def _words_for(catalog: Catalog, word: str) -> str:
    """A card's name, a spot's place, or ``word`` itself when it is neither."""
    if word in catalog.by_id:
        return card_name(catalog, word)
    return spot_name(catalog, word)
