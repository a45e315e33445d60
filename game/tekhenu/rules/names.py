"""What the players call the things the rules know by id, in any language.

The rules name cards, tiles and board spots by id ("D22", "RS2", "OS_QUARRIES"), and the
reasons they give for a gain, a payment or VP are ids too ("decree D22", "building spot RS2",
"pillar ability P08", "scoring: statues"): events, states and saves keep them, whatever the
language. Whatever a player reads — the prompts of the decisions here, the log, the labels of
the decision panel — says instead what the rulebook says: a card by its name ("Decree of
Purity"), a spot by where it is on the board ("left of row 3", "above the quarries", the
``name`` of each spot in board.yaml), a reason in words ("the ability of Pillar of Dusk").

Each helper returns a :class:`~game.core.text.Text`: the English words, which the client says
in the player's language (``game.i18n.say``). A card's or a spot's name is its data's English
name with its id as the message context, as ``pybabel extract`` takes it from the YAML.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from game.core.text import N_, Text, listed, ngettext, pgettext

from .catalog import Catalog

#: The gods' names ("Anubis" is no god of the wheel, but the rules name him like one).
GOD_NAMES: dict[str, Text] = {
    "horus": N_("Horus"), "ra": N_("Ra"), "hathor": N_("Hathor"), "bastet": N_("Bastet"), "thoth": N_("Thoth"),
    "osiris": N_("Osiris"), "anubis": N_("Anubis"),
}
#: Goods and tracks by the word for them alone ("to produce granite", "Raise papyrus production").
RESOURCE_NAMES: dict[str, Text] = {
    "papyrus": N_("papyrus"), "bread": N_("bread"), "limestone": N_("limestone"), "granite": N_("granite"),
    "gold": N_("gold"), "scribe": N_("scribe"), "faith": N_("faith"), "vp": N_("VP"),
    "population": N_("population"), "happiness": N_("happiness"),
}
#: An amount of each good or track: "2 granite", "1 scribe", "3 scribes".
AMOUNTS: dict[str, Callable[..., Text]] = {
    "papyrus": lambda n, /, **shown: ngettext("{n} papyrus", "{n} papyrus", n, **shown),
    "bread": lambda n, /, **shown: ngettext("{n} bread", "{n} bread", n, **shown),
    "limestone": lambda n, /, **shown: ngettext("{n} limestone", "{n} limestone", n, **shown),
    "granite": lambda n, /, **shown: ngettext("{n} granite", "{n} granite", n, **shown),
    "gold": lambda n, /, **shown: ngettext("{n} gold", "{n} gold", n, **shown),
    "scribe": lambda n, /, **shown: ngettext("{n} scribe", "{n} scribes", n, **shown),
    "faith": lambda n, /, **shown: ngettext("{n} faith", "{n} faith", n, **shown),
    "vp": lambda n, /, **shown: ngettext("{n} VP", "{n} VP", n, **shown),
    "population": lambda n, /, **shown: ngettext("{n} population", "{n} population", n, **shown),
    "happiness": lambda n, /, **shown: ngettext("{n} happiness", "{n} happiness", n, **shown),
    "greed": lambda n, /, **shown: ngettext("{n} greed", "{n} greed", n, **shown),
    "resource": lambda n, /, **shown: ngettext("{n} resource", "{n} resources", n, **shown),
}
#: A die by its colour and the value it shows: "white 5".
DICE: dict[str, Callable[[int], Text]] = {
    # Translators: a die of this colour showing {value} ("Use your white 5").
    "white": lambda value: N_("white {value}", value=value),
    # Translators: a die of this colour showing {value} ("Use your black 3").
    "black": lambda value: N_("black {value}", value=value),
    # Translators: a die of this colour showing {value}.
    "yellow": lambda value: N_("yellow {value}", value=value),
    # Translators: a die of this colour showing {value}.
    "brown": lambda value: N_("brown {value}", value=value),
    # Translators: a die of this colour showing {value}.
    "gray": lambda value: N_("gray {value}", value=value),
}
#: What a die colour or a die counts as ("Count it as white", "the forbidden die counts as pure").
COLOURS: dict[str, Text] = {"white": N_("white"), "black": N_("black"), "yellow": N_("yellow"),
                            "brown": N_("brown"), "gray": N_("gray")}
DIE_STATES: dict[str, Text] = {"pure": N_("pure"), "tainted": N_("tainted"), "forbidden": N_("forbidden")}
#: Market sections as the rulebook numbers them.
ROMAN = ("I", "II", "III", "IV", "V", "VI")

#: Reasons that are words of their own.
_REASONS: dict[str, Text] = {
    "production": N_("production"),
    "setup": N_("setup"),
    "start": N_("start"),
    "a festival": N_("a festival"),
    "a statue": N_("a statue"),
    "changing the die's value": N_("changing the die's value"),
    "bread upkeep": N_("bread upkeep"),
    "statue spot gold": N_("statue spot gold"),
    "turn order bonus": N_("turn order bonus"),
    "people statue at the temple": N_("people statue at the temple"),
    "Maat: negative balance": N_("Maat: negative balance"),
    "Ra: buildings in line": N_("Ra: buildings in line"),
    "Ra: matching edges": N_("Ra: matching edges"),
    "Ra: adjacent edges": N_("Ra: adjacent edges"),
    "Ra: display position": N_("Ra: display position"),
    "Ra: covered space": N_("Ra: covered space"),
    "Hathor: own pillar in line": N_("Hathor: own pillar in line"),
    "Hathor: empty space in line": N_("Hathor: empty space in line"),
    "scoring: Osiris districts": N_("scoring: Osiris districts"),
    "scoring: temple complex": N_("scoring: temple complex"),
    "scoring: statues": N_("scoring: statues"),
    "scoring: happiness": N_("scoring: happiness"),
    "scoring: production": N_("scoring: production"),
    "scoring: building row": N_("scoring: building row"),
    "scoring: bread": N_("scoring: bread"),
    "scoring: Botankhamun's blessings": N_("scoring: Botankhamun's blessings"),
    "scoring: Botankhamun's technologies": N_("scoring: Botankhamun's technologies"),
    "Botankhamun's decrees": N_("Botankhamun's decrees"),
    "Botankhamun's scribes": N_("Botankhamun's scribes"),
    "Botankhamun: Horus without a statue": N_("Botankhamun: Horus without a statue"),
    "Botankhamun starts": N_("Botankhamun starts"),
    "initiative": N_("initiative"),
    "Maat": N_("Maat"),
}
#: Reasons made of words and an id, a god or a number: the pattern, and how the reason reads
#: (given the catalog and what the pattern found).
_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[Catalog, str], Text]], ...] = (
    (re.compile(r"decree (\w+)"), lambda c, card: card_name(c, card)),          # "Decree of Purity"
    (re.compile(r"pillar tile (\w+)"), lambda c, tile: card_name(c, tile)),     # "Pillar of Dusk"
    (re.compile(r"pillar ability (\w+)"),
     lambda c, tile: N_("the ability of {tile}", tile=card_name(c, tile))),
    (re.compile(r"building spot (\w+)"),
     # Translators: {place} says where the spot is: "left of row 3".
     lambda c, spot: N_("the building spot {place}", place=spot_name(c, spot))),
    (re.compile(r"Horus bonus \((\w+)\)"), lambda c, god: N_("Horus bonus ({god})", god=god_name(god))),
    # Translators: the reward of the people track reached at {n}.
    (re.compile(r"people track (\d+)"), lambda c, n: N_("people track {n}", n=int(n))),
    (re.compile(r"first building in Osiris row (\d+)"),
     lambda c, row: N_("first building in Osiris row {row}", row=int(row))),
    (re.compile(r"Osiris row (\d+)"), lambda c, row: N_("Osiris row {row}", row=int(row))),
    (re.compile(r"refreshing section (\d+)"),
     # Translators: paying to refresh a section of the card market; {section} is "section II".
     lambda c, section: N_("refreshing {section}", section=section_name(int(section)))),
    (re.compile(r"(\w+) \(rest of the cost\)"),
     # Translators: what is left to pay for a god's action after a card paid part of it.
     lambda c, god: N_("{god} (rest of the cost)", god=god_name(god.lower()))),
    (re.compile(r"(\w+): producing first"),
     lambda c, card: N_("{card}: producing first", card=card_name(c, card))),
)


def god_name(god: str) -> Text:
    """A god by name: "horus" -> "Horus"."""
    return GOD_NAMES[god]


def resource_name(item: str) -> Text:
    """A good or a track by the word for it: "granite", "scribe", "VP"."""
    return RESOURCE_NAMES[item]


def amount(item: str, n: int, shown: str | None = None) -> Text:
    """``n`` of a good or a track: "2 granite", "1 scribe", "3 scribes", "4 VP"; ``shown`` is
    how the number is written when not as it is (signed: "+2 granite", "−1 scribe")."""
    return AMOUNTS[item](n) if shown is None else AMOUNTS[item](n, n=shown)


def items_text(items: Mapping[str, int]) -> Text:
    """Amounts in words: "2 limestone, 1 granite", "2 scribes" (zero amounts left out)."""
    return listed([amount(item, n) for item, n in items.items() if n], "unit")


def die_name(colour: str, value: int) -> Text:
    """A die by its colour and value: "white 5"."""
    return DICE[colour](value)


def section_name(section: int) -> Text:
    """A market section (1-based) as the rulebook numbers it: "section II"."""
    # Translators: a section of the card market; {number} is a Roman numeral as on the board.
    return N_("section {number}", number=ROMAN[section - 1])


def card_name(catalog: Catalog, card_id: str) -> Text:
    """The name of a card or tile: "Decree of Purity" for D22 (an unknown id stays as it is)."""
    card = catalog.by_id.get(card_id)
    return pgettext(card_id, card.name) if card is not None else Text(card_id)  # type: ignore[attr-defined]


def spot_name(catalog: Catalog, spot_id: str) -> Text:
    """Where a spot is, in words: "left of row 3" (a building spot around the temple complex),
    "beside the temple complex, right of row 3" or "above the quarries" (a statue spot for the
    people). An unknown id stays as it is."""
    temple, osiris = catalog.board.temple, catalog.board.osiris
    for spot in (*temple.building_spots, *osiris.statue_spots):
        if spot.id == spot_id:
            return pgettext(spot.id, spot.name)
    for statue_spot in temple.statue_spots:
        if statue_spot.id == spot_id:
            # Translators: a statue spot for the people; {place} is where: "right of row 3".
            return N_("beside the temple complex, {place}", place=pgettext(statue_spot.id, statue_spot.name))
    return Text(spot_id)


def reason_text(reason: str, catalog: Catalog) -> Text:
    """A reason the rules give (a key of a player's VP by reason, or the reason of a gain or a
    payment) in words, as it reads inside a sentence: "decree D22" -> "Decree of Purity",
    "T02" -> "Stone Sledges", "building spot RS2" -> "the building spot left of row 3",
    "Horus bonus (bastet)" -> "Horus bonus (Bastet)", "scoring: statues" as it is. A reason
    the rules never give stays as it is."""
    known = _REASONS.get(reason)
    if known is not None:
        return known
    if reason in catalog.by_id:
        return card_name(catalog, reason)
    if reason.lower() in GOD_NAMES:
        return GOD_NAMES[reason.lower()]
    for pattern, words in _PATTERNS:
        found = pattern.fullmatch(reason)
        if found:
            return words(catalog, found.group(1))
    return Text(reason)
