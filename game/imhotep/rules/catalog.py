"""Imhotep's data file (``data/imhotep.yaml``) read into checked, frozen values.

Every value goes through ``game.core.data``'s readers, so a mistake in the file is refused at
load time with ``"<file>: <entry>: <field>: <problem>"``. The file holds the rules of each
side of each site (:data:`SIDE_READERS`): a game chooses one side per site.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.data import (
    TOP,
    Loc,
    integer,
    one_of,
    optional,
    parse,
    read_fields,
    read_text,
    record,
    require,
    seq,
    table,
    text,
)
from game.core.resources import shipped

FILE = "imhotep.yaml"
PLAYER_COUNTS = (2, 3, 4)
#: The sites in the order they are laid out, left to right.
SITES = ("market", "pyramid", "temple", "burial_chamber", "obelisk")
#: The sites a stone stays at ("building sites"); Market stones go back to the quarry.
BUILDING_SITES = SITES[1:]
SIDES = ("A", "B")
COLOURS = ("red", "green", "purple", "blue")
#: The blue cards, by what they do when played (a blue card's id is its tool).
TOOLS = ("lever", "hammer", "sail", "chisel")
SHIPS_PER_ROUND = 4
#: What a space of the B Pyramids may offer besides its points (RULES §10.2).
PYRAMID_BONUSES = ("card", "stones", "ship")
#: What a column of the B Temple gives its visible stone at the end of a round (RULES §10.3).
TEMPLE_BONUSES = ("choice", "points", "card")


@dataclass(frozen=True)
class ShipTile:
    capacity: int
    minimum: int   # stones it must carry before it may sail
    count: int     # tiles of this capacity in the box


@dataclass(frozen=True)
class MarketA:
    face_up: int   # cards laid out each round


@dataclass(frozen=True)
class MarketB:
    face_up: int
    face_down: int   # cards laid out face down as a pair, taken together (RULES §10.1)


@dataclass(frozen=True)
class PyramidA:
    points: tuple[int, ...]   # of each space, in filling order
    beyond: int               # of each stone once every space is filled


@dataclass(frozen=True)
class PyramidSpace:
    points: int
    bonus: str | None   # one of PYRAMID_BONUSES, or None


@dataclass(frozen=True)
class PyramidB:
    pyramids: tuple[tuple[PyramidSpace, ...], ...]   # left to right, each space in filling order
    bonus_stones: int   # taken from the quarry with the stones bonus
    beyond: int         # of each stone once every pyramid is full


@dataclass(frozen=True)
class TempleA:
    width: Mapping[int, int]   # spaces in a row, by player count


@dataclass(frozen=True)
class TempleB:
    width: Mapping[int, int]
    columns: tuple[str, ...]   # the bonus of each column (one of TEMPLE_BONUSES), left to right
    choice_points: int
    choice_stones: int
    points: int


@dataclass(frozen=True)
class BurialChamberA:
    rows: int
    groups: tuple[int, ...]   # points of a group of 1, 2, … stones
    beyond: int               # per stone of a group larger than the table


@dataclass(frozen=True)
class BurialChamberB:
    rows: int
    ranks: tuple[int, ...]   # points by rank of each row's majority, whatever the player count


@dataclass(frozen=True)
class ObeliskA:
    ranks: Mapping[int, tuple[int, ...]]   # points by rank, by player count


@dataclass(frozen=True)
class ObeliskB:
    stones: int                # stones of one colour that make an obelisk
    spaces: tuple[int, ...]    # the scoring spaces, best first
    beyond: int                # of an obelisk once every scoring space is taken


@dataclass(frozen=True)
class Site:
    id: str
    name: str
    sides: Mapping[str, Any]   # side letter -> that side's rules (MarketA, PyramidB, …)


@dataclass(frozen=True)
class MarketCard:
    id: str
    name: str
    colour: str
    count: int
    site: str | None   # the site a red card builds on or a green card counts


@dataclass(frozen=True)
class Catalog:
    stones_per_colour: int
    sled_capacity: int
    stones_taken: int
    start_stones: tuple[int, ...]
    rounds: int
    ships: tuple[ShipTile, ...]
    round_cards: Mapping[int, tuple[tuple[int, ...], ...]]
    sites: Mapping[str, Site]
    market_cards: Mapping[str, MarketCard]
    decoration_stones: int
    statues: tuple[int, ...]
    statues_beyond: int
    unused_tool: int
    wrath_penalty: int   # Pharaoh's Wrath (RULES §11)

    def minimum(self, capacity: int) -> int:
        """The minimum load of a ship of this capacity."""
        return next(tile.minimum for tile in self.ships if tile.capacity == capacity)

    def round_card_ids(self, players: int) -> list[str]:
        """The round cards of a player count: ``"3p-1"`` … ``"3p-7"`` in the file's order."""
        return [f"{players}p-{number}" for number in range(1, len(self.round_cards[players]) + 1)]

    def round_card(self, card_id: str) -> tuple[int, ...]:
        """The capacities of the four ships a round card shows."""
        players, number = card_id.split("p-")
        return self.round_cards[int(players)][int(number) - 1]

    def side(self, site: str, side: str) -> Any:
        return self.sites[site].sides[side]

    def deck(self) -> list[str]:
        """Every market card, by id, one entry per copy (in the file's order)."""
        return [card.id for card in self.market_cards.values() for _ in range(card.count)]


# --------------------------------------------------------------------------- readers
_POINTS = seq(integer(0), min_len=1)
_WIDTH = table(integer(), integer(1), keys=PLAYER_COUNTS)
_PYRAMID_SPACE = record(PyramidSpace, {"points": integer(0), "bonus": optional(one_of(PYRAMID_BONUSES, "bonus"))},
                        {"bonus": None})
SIDE_READERS: Mapping[str, Mapping[str, Any]] = {
    "market": {"A": record(MarketA, {"face_up": integer(1, 8)}),
               "B": record(MarketB, {"face_up": integer(1, 8), "face_down": integer(1, 4)})},
    "pyramid": {"A": record(PyramidA, {"points": _POINTS, "beyond": integer(0)}),
                "B": record(PyramidB, {"pyramids": seq(seq(_PYRAMID_SPACE, min_len=1), min_len=1),
                                       "bonus_stones": integer(1), "beyond": integer(0)})},
    "temple": {"A": record(TempleA, {"width": _WIDTH}),
               "B": record(TempleB, {"width": _WIDTH, "columns": seq(one_of(TEMPLE_BONUSES, "column bonus"), min_len=1),
                                     "choice_points": integer(0), "choice_stones": integer(1),
                                     "points": integer(0)})},
    "burial_chamber": {"A": record(BurialChamberA, {"rows": integer(1), "groups": _POINTS, "beyond": integer(0)}),
                       "B": record(BurialChamberB, {"rows": integer(1), "ranks": _POINTS})},
    "obelisk": {"A": record(ObeliskA, {"ranks": table(integer(), _POINTS, keys=PLAYER_COUNTS)}),
                "B": record(ObeliskB, {"stones": integer(1), "spaces": _POINTS, "beyond": integer(0)})},
}
_SHIP = record(ShipTile, {"capacity": integer(1, 8), "minimum": integer(1, 8), "count": integer(1)})


def _read_site(site_id: str, raw: Any, loc: Loc) -> Site:
    readers = {"name": text(), **SIDE_READERS[site_id]}
    values = read_fields(raw, loc, readers, {})
    return Site(site_id, values.pop("name"), values)


def _read_card(card_id: str, raw: Any, loc: Loc) -> MarketCard:
    readers = {"name": text(), "colour": one_of(COLOURS, "card colour"), "count": integer(1),
               "site": optional(one_of(BUILDING_SITES, "building site"))}
    values = read_fields(raw, loc, readers, {"site": None})
    card = MarketCard(card_id, **values)
    needs_site = card.colour in ("red", "green")
    require(needs_site == (card.site is not None), loc.at("site"),
            "a red or green card names a site; no other card does")
    if card.colour == "blue":
        require(card_id in TOOLS, loc, f"a blue card's id is its tool, one of {', '.join(TOOLS)}")
    return card


def _entries(raw: Any, loc: Loc, what: str) -> dict[str, Any]:
    require(isinstance(raw, dict) and bool(raw), loc, f"expected a mapping of {what}")
    return raw


def load_from_data(doc: Any, file: str = FILE) -> Catalog:
    """The catalog from an already parsed document (plain dicts and lists)."""
    top = Loc(file, TOP)
    readers = {
        "stones_per_colour": integer(1), "sled_capacity": integer(1), "stones_taken": integer(1),
        "start_stones": seq(integer(0), length=max(PLAYER_COUNTS)), "rounds": integer(1),
        "ships": seq(_SHIP, min_len=1),
        "round_cards": table(integer(), seq(seq(integer(1), length=SHIPS_PER_ROUND), min_len=1),
                             keys=PLAYER_COUNTS),
        "sites": lambda raw, loc: raw, "market_cards": lambda raw, loc: raw,
        "decoration_stones": integer(1), "statues": _POINTS, "statues_beyond": integer(0), "unused_tool": integer(0),
        "wrath_penalty": integer(0),
    }
    values = read_fields(doc, Loc(file, TOP), readers, {}, what="a mapping of the game's data")
    raw_sites = _entries(values["sites"], top.at("sites"), "sites")
    for site_id in raw_sites:
        require(site_id in SITES, Loc(file, str(site_id)), f"unknown site; expected one of {', '.join(SITES)}")
    for site_id in SITES:
        require(site_id in raw_sites, Loc(file, site_id), "missing site")
    values["sites"] = {site_id: _read_site(site_id, raw_sites[site_id], Loc(file, site_id)) for site_id in SITES}
    raw_cards = _entries(values["market_cards"], top.at("market_cards"), "market cards")
    values["market_cards"] = {str(card_id): _read_card(str(card_id), raw, Loc(file, str(card_id)))
                              for card_id, raw in raw_cards.items()}
    catalog = Catalog(**values)
    _check(catalog, file)
    return catalog


def _check(catalog: Catalog, file: str) -> None:
    """What no single field shows: the ships of the round cards exist, the rules are complete."""
    capacities = [tile.capacity for tile in catalog.ships]
    require(len(set(capacities)) == len(capacities), Loc(file, "ships"), "two tiles entries share a capacity")
    tiles = {tile.capacity: tile.count for tile in catalog.ships}
    for tile in catalog.ships:
        require(tile.minimum <= tile.capacity, Loc(file, "ships"),
                f"a ship of {tile.capacity} cannot need {tile.minimum} stones to sail")
    for players, cards in catalog.round_cards.items():
        for index, card in enumerate(cards):
            loc = Loc(file, "round_cards", (str(players), f"[{index}]"))
            for capacity in set(card):
                require(card.count(capacity) <= tiles.get(capacity, 0), loc,
                        f"needs {card.count(capacity)} ships of {capacity}; the box has {tiles.get(capacity, 0)}")
        require(len(cards) > catalog.rounds, Loc(file, "round_cards", (str(players),)),
                f"{len(cards)} cards: one is put away unseen and {catalog.rounds} rounds are played")
    for players, points in catalog.side("obelisk", "A").ranks.items():
        require(len(points) == players, Loc(file, "obelisk", ("A", "ranks", str(players))),
                f"{players} players need {players} ranks, got {len(points)}")
    for colour in COLOURS:
        require(any(card.colour == colour for card in catalog.market_cards.values()),
                Loc(file, "market_cards"), f"no {colour} card")
    for tool in TOOLS:
        require(tool in catalog.market_cards, Loc(file, "market_cards"), f"missing the blue card {tool}")
    market = catalog.side("market", "B")
    cards = market.face_up + market.face_down
    require(len(catalog.deck()) >= cards, Loc(file, "market_cards"), f"fewer than {cards} cards")
    temple = catalog.side("temple", "B")
    widest = max(temple.width.values())
    require(len(temple.columns) == widest, Loc(file, "temple", ("B", "columns")),
            f"a bonus for each of the {widest} columns, got {len(temple.columns)}")
    spaces = catalog.side("obelisk", "B").spaces
    require(list(spaces) == sorted(spaces, reverse=True), Loc(file, "obelisk", ("B", "spaces")),
            "the scoring spaces go from the best to the least")


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
