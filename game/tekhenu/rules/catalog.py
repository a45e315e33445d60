"""The card, tile and board database: ``data/cards.yaml`` + ``data/board.yaml``.

Both files are read safely and turned into frozen dataclasses (mappings are read-only
``MappingProxyType``, sequences tuples, sets frozensets), with the readers of ``game.core.data``.

Reading happens in two passes:

1. *shape*: every value is read by a small composable reader (``integer``, ``one_of``,
   ``seq``, ``counts``, ``record``, ``effect`` ...) that checks its type and range and
   knows where it is in the file (a ``Loc``);
2. *consistency*: checks that span several values (sizes that must agree, references
   between entries and between the two files, structural counts).

Every problem raises ``DataError`` whose message is
``"<file>: <entry>: <field>: <problem>"``. In cards.yaml the entry is the card id and the
field the path inside it (``P07: cost.limestone``); in board.yaml the entry is the key path
of the mapping holding the field (``temple.building_spots[3]: cost``), or
``(top level)`` for top-level keys.

The interface (class, field and effect-kind names) is fixed by notes/catalog_spec.md.
Pure Python: never imports pygame.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from game.core.data import (
    Effect,
    Loc,
    Reader,
    counts,
    effect,
    flag,
    integer,
    key_of,
    listing,
    one_of,
    optional,
    pair,
    parse,
    read_text,
    record,
    require,
    seq,
    set_of,
    show,
    table,
    text,
)
from game.core.resources import shipped
from game.core.text import Text, pgettext

__all__ = [
    "RESOURCES", "SPENDABLE", "GODS", "COLOURS", "LIGHTINGS", "DIE_STATES", "GAIN_KEYS",
    "Catalog", "Effect", "PillarTile", "StartingCard", "DestinyCard", "Decree",
    "Blessing", "Technology", "HorusTile", "AutomaTile", "Board", "ScoringMarker", "HorusBoard",
    "Temple", "BuildingSpot", "TempleStatueSpot", "RaSlot", "Osiris", "OsirisRow",
    "OsirisStatueSpot", "PlayerBoard", "BuildingSpace", "PeopleTrack", "TrackReward",
    "MarketSection", "AccessBand", "ThothOption", "Bastet", "VpLossBand", "Scoring",
    "TurnOrderBonus", "Setup", "Solo", "OsirisPlacement", "default_data_dir", "load_catalog",
    "load_catalog_from_text", "load_catalog_from_data",
]

# --------------------------------------------------------------------------- vocabularies

RESOURCES = ("papyrus", "bread", "limestone", "granite")
SPENDABLE = RESOURCES + ("gold",)
GODS = ("horus", "ra", "hathor", "bastet", "thoth", "osiris")
COLOURS = ("white", "black", "yellow", "brown", "gray")
LIGHTINGS = ("sunny", "shaded", "dark")
DIE_STATES = ("pure", "tainted", "forbidden")
GAIN_KEYS = SPENDABLE + ("scribe", "faith", "vp", "population", "happiness")

CARD_TYPES = ("blessing", "technology", "decree")
LINES = ("row", "col")
WALL_SIDES = ("top", "right", "bottom", "left")
DIFFICULTIES = ("easy", "medium", "hard")
PLAYER_COUNTS = (2, 3, 4)
DIE_VALUES = (1, 2, 3, 4, 5, 6)
TOTAL_DICE = 26
BLESSING_WINDOWS = ("production", "any_time", "take_die", "ra_horus", "bastet_hathor",
                    "start_of_turn")
TECHNOLOGY_WINDOWS = GODS + ("horus_bonus", "take_die", "ra_ability", "any_time", "die_value_1",
                             "production", "maat", "after_maat", "scoring", "take_pure_die",
                             "take_tainted_die_god", "anubis", "play_blessing")


Gain = Mapping[str, int]
Cost = Mapping[str, int]
T = TypeVar("T")


# --------------------------------------------------------------------------- dataclasses: cards

@dataclass(frozen=True, slots=True)
class PillarTile:
    id: str
    name: str
    text: str
    lighting: str | None
    cost: Cost
    edges: tuple[str, str, str, str]
    ability: Effect | None


@dataclass(frozen=True, slots=True)
class StartingCard:
    id: str
    name: str
    text: str
    initiative: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class DestinyCard:
    id: str
    name: str
    text: str
    ankh: int
    reward: Effect


@dataclass(frozen=True, slots=True)
class Decree:
    id: str
    name: str
    text: str
    symbol: str
    effect: Effect
    removed: bool


@dataclass(frozen=True, slots=True)
class Blessing:
    id: str
    name: str
    text: str
    window: str
    effect: Effect


@dataclass(frozen=True, slots=True)
class Technology:
    id: str
    name: str
    text: str
    window: str
    effect: Effect
    min_players: int


@dataclass(frozen=True, slots=True)
class HorusTile:
    id: str
    name: str
    text: str
    god: str
    bonus: Gain


@dataclass(frozen=True, slots=True)
class AutomaTile:
    id: str
    name: str
    text: str
    kind: str
    god: str | None
    priority: tuple[str, ...]


# --------------------------------------------------------------------------- dataclasses: board

@dataclass(frozen=True, slots=True)
class ScoringMarker:
    hourglasses: int
    offset: int


@dataclass(frozen=True, slots=True)
class HorusBoard:
    statue_spots: int
    usable_statue_spots: Mapping[int, int]
    printed_order: tuple[str, ...]
    automa_bonus: Mapping[int, Gain]
    bonus_on_build_players: frozenset[int]
    bonus_on_own_action_players: frozenset[int]


@dataclass(frozen=True, slots=True)
class BuildingSpot:
    id: str
    name: str   # where it is, as the players read it: "left of row 3"
    line: str
    index: int
    cost: int
    players: frozenset[int]


@dataclass(frozen=True, slots=True)
class TempleStatueSpot:
    id: str
    name: str   # where it is beside the temple complex: "right of row 3"
    line: str
    index: int
    gold: int


@dataclass(frozen=True, slots=True)
class RaSlot:
    name: str
    values: frozenset[int]
    vp: int


@dataclass(frozen=True, slots=True)
class Temple:
    size: int
    rewards: tuple[tuple[Gain, ...], ...]
    walls: Mapping[str, tuple[str, ...]]
    building_spots: tuple[BuildingSpot, ...]
    statue_spots: tuple[TempleStatueSpot, ...]
    ra_display: tuple[RaSlot, ...]
    centre: tuple[int, int]
    edge_colours: tuple[str, ...]
    ra_building_vp: int
    edge_vp: int
    corner_edge_vp: int


@dataclass(frozen=True, slots=True)
class OsirisRow:
    row: int
    raise_own: int
    raise_partner: int
    raise_any: int
    gain_own: int
    gain_own_or_partner: int
    gain_gold: int
    first_builder_gold: int


@dataclass(frozen=True, slots=True)
class OsirisStatueSpot:
    id: str
    name: str   # where it is: "above the quarries"
    districts: tuple[str, str]
    gold: int


@dataclass(frozen=True, slots=True)
class Osiris:
    districts: tuple[str, ...]
    partner: Mapping[str, str]
    rows: tuple[OsirisRow, ...]
    statue_spots: tuple[OsirisStatueSpot, ...]
    happiness_cost: int


@dataclass(frozen=True, slots=True)
class BuildingSpace:
    vp: int
    bread: int


@dataclass(frozen=True, slots=True)
class PlayerBoard:
    production_min: int
    production_start: int
    production_max: int
    pillars: int
    building_row: tuple[BuildingSpace, ...]
    statue_costs: tuple[int, ...]
    start_vp: int
    start_gold: int
    start_scribes: int


@dataclass(frozen=True, slots=True)
class TrackReward:
    at: int
    gain: Gain | None
    free_action: bool


@dataclass(frozen=True, slots=True)
class PeopleTrack:
    max: int
    start_happiness: int
    start_population: int
    symbols: tuple[int, ...]
    rewards: tuple[TrackReward, ...]


@dataclass(frozen=True, slots=True)
class MarketSection:
    number: int
    slots: tuple[str, ...]
    opens_at_population: int | None


@dataclass(frozen=True, slots=True)
class AccessBand:
    min_happiness: int
    max_section: int


@dataclass(frozen=True, slots=True)
class ThothOption:
    values: frozenset[int]
    cost: int
    cards: int


@dataclass(frozen=True, slots=True)
class Bastet:
    cost: int
    scribes: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class VpLossBand:
    balance_at_most: int
    vp: int


@dataclass(frozen=True, slots=True)
class TurnOrderBonus:
    place: int
    vp: int
    min_players: int


@dataclass(frozen=True, slots=True)
class Scoring:
    district_vp: int
    temple_piece_vp: int
    temple_line_vp: int
    statue_vp: tuple[int, ...]
    happiness_vp_per_symbol: int
    production_top_vp: int
    bread_penalty_vp: int
    temple_people_statue_vp_per_pillar: int
    hathor_pillar_vp: int
    turn_order_bonus: tuple[TurnOrderBonus, ...]
    max_decrees: int
    max_decrees_per_symbol: int


@dataclass(frozen=True, slots=True)
class Setup:
    starting_cards_revealed: Mapping[int, int]
    starting_cards_per_player: int
    removed_cards: Mapping[int, tuple[str, ...]]
    decrees_dealt: int
    decrees_kept: int
    initial_market_sections: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OsirisPlacement:
    district: str
    row: int


@dataclass(frozen=True, slots=True)
class Solo:
    starting_cards_revealed: int
    starting_cards_kept: int
    start_happiness: int
    start_population: int
    start_gold: int
    start_scribes: int
    destiny_choices: tuple[str, ...]
    pyramid_rows: tuple[int, ...]
    setup_statue_positions: Mapping[str, tuple[int, ...]]
    medium_buildings: tuple[OsirisPlacement, ...]
    medium_pillar_space: tuple[int, int]
    maat_balances: tuple[int, ...]
    ankh: int
    decree_vp: int
    decree_vp_hard: int
    scribes_per_vp: int
    horus_fallback_vp: int
    blessing_vp: int
    technology_vp: int


@dataclass(frozen=True, slots=True)
class Board:
    gods: tuple[str, ...]
    wheel_pattern: tuple[str, ...]
    dice_colours: Mapping[str, int]
    dice_removed: Mapping[int, Mapping[str, int]]
    colour_resource: Mapping[str, str | None]
    die_state: Mapping[str, Mapping[str, str]]
    dice_per_section_at_setup: int
    scoring_markers: tuple[ScoringMarker, ...]
    decree_symbols: tuple[str, ...]
    horus: HorusBoard
    temple: Temple
    osiris: Osiris
    player_board: PlayerBoard
    people_track: PeopleTrack
    market: tuple[MarketSection, ...]
    happiness_access: tuple[AccessBand, ...]
    thoth: tuple[ThothOption, ...]
    thoth_refresh_cost: int
    bastet: Bastet
    anubis_scribes: int
    scribe_value_change: int
    maat_vp_loss: tuple[VpLossBand, ...]
    scoring: Scoring
    setup: Setup
    solo: Solo


@dataclass(frozen=True, slots=True)
class Catalog:
    board: Board
    pillars: Mapping[str, PillarTile]
    starting: Mapping[str, StartingCard]
    destiny: Mapping[str, DestinyCard]
    decrees: Mapping[str, Decree]
    blessings: Mapping[str, Blessing]
    technologies: Mapping[str, Technology]
    horus_tiles: Mapping[str, HorusTile]
    automa_tiles: Mapping[str, AutomaTile]
    by_id: Mapping[str, object]  # every card and tile above, by id

    def card(self, card_id: str) -> object:
        """Any card or tile by id; KeyError if there is none."""
        return self.by_id[card_id]

    def name(self, card_id: str) -> Text:
        """A card's or tile's name: its English words, said in the player's language with
        ``game.i18n.say`` (the id is the message's context, as extracted from the YAML)."""
        return pgettext(card_id, self.card(card_id).name)  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- common readers

NAT = integer(0)
POS = integer(1)
DIE = integer(1, 6)
ROW = DIE  # Osiris rows 1-6 (chosen by the die value)
INT = integer()
TEXT = text()
FLAG = flag()
GAIN = counts(GAIN_KEYS, "gain item")
PILLAR_COST = counts(SPENDABLE, "resource")
RESOURCE = one_of(RESOURCES, "resource")
SPEND = one_of(SPENDABLE, "resource")
GOD = one_of(GODS, "god")
LIGHTING = one_of(LIGHTINGS, "lighting")
PLAYERS = one_of(PLAYER_COUNTS, "player count")
LINE = one_of(LINES, "line (row or col)")


def by_players(value: Reader[T]) -> Reader[Mapping[int, T]]:
    return table(key_of(PLAYER_COUNTS, "player count"), value, PLAYER_COUNTS, "mapping of player count")


def by_die_value(value: Reader[T], complete: bool) -> Reader[Mapping[int, T]]:
    return table(key_of(DIE_VALUES, "die value"), value, DIE_VALUES if complete else None,
                 "mapping of die value")


# --------------------------------------------------------------------------- board readers

def _board_readers() -> Reader[Board]:
    gain_or_none = optional(GAIN)
    horus = record(HorusBoard, {
        "statue_spots": POS,
        "usable_statue_spots": by_players(NAT),
        "printed_order": seq(TEXT, length=6, unique=True),
        "automa_bonus": by_die_value(GAIN, complete=True),
        "bonus_on_build_players": set_of(PLAYERS, min_len=0),
        "bonus_on_own_action_players": set_of(PLAYERS, min_len=0),
    })
    temple = record(Temple, {
        "size": POS,
        "rewards": seq(seq(GAIN, min_len=1), min_len=1),
        "walls": table(key_of(WALL_SIDES, "wall side"), seq(TEXT, min_len=1), WALL_SIDES, "mapping of wall side"),
        "building_spots": seq(record(BuildingSpot, {
            "id": TEXT, "name": TEXT, "line": LINE, "index": NAT, "cost": NAT, "players": set_of(PLAYERS)}),
            min_len=1),
        "statue_spots": seq(record(TempleStatueSpot, {
            "id": TEXT, "name": TEXT, "line": LINE, "index": NAT, "gold": NAT}), length=2),
        "ra_display": seq(record(RaSlot, {"name": TEXT, "values": set_of(DIE), "vp": NAT}), min_len=1),
        "centre": pair(NAT),
        "edge_colours": seq(TEXT, min_len=1, unique=True),
        "ra_building_vp": NAT, "edge_vp": NAT, "corner_edge_vp": NAT,
    })
    osiris = record(Osiris, {
        "districts": seq(RESOURCE, length=len(RESOURCES), unique=True),
        "partner": table(key_of(RESOURCES, "resource"), RESOURCE, RESOURCES, "mapping of resource"),
        "rows": seq(record(OsirisRow, {
            "row": ROW, "raise_own": NAT, "raise_partner": NAT, "raise_any": NAT, "gain_own": NAT,
            "gain_own_or_partner": NAT, "gain_gold": NAT, "first_builder_gold": NAT}), length=6),
        "statue_spots": seq(record(OsirisStatueSpot, {
            "id": TEXT, "name": TEXT, "districts": pair(RESOURCE), "gold": NAT}), length=2),
        "happiness_cost": NAT,
    })
    player_board = record(PlayerBoard, {
        "production_min": NAT, "production_start": NAT, "production_max": POS, "pillars": POS,
        "building_row": seq(record(BuildingSpace, {"vp": NAT, "bread": NAT}), length=10),
        "statue_costs": seq(NAT, length=6),
        "start_vp": NAT, "start_gold": NAT, "start_scribes": NAT,
    })
    people_track = record(PeopleTrack, {
        "max": POS, "start_happiness": NAT, "start_population": NAT,
        "symbols": seq(POS, min_len=1, unique=True),
        "rewards": seq(record(TrackReward, {"at": POS, "gain": gain_or_none, "free_action": FLAG})),
    })
    scoring = record(Scoring, {
        "district_vp": NAT, "temple_piece_vp": NAT, "temple_line_vp": NAT,
        "statue_vp": seq(NAT, min_len=1), "happiness_vp_per_symbol": NAT,
        "production_top_vp": NAT, "bread_penalty_vp": NAT,
        "temple_people_statue_vp_per_pillar": NAT, "hathor_pillar_vp": NAT,
        "turn_order_bonus": seq(record(TurnOrderBonus, {
            "place": POS, "vp": NAT, "min_players": PLAYERS})),
        "max_decrees": POS, "max_decrees_per_symbol": POS,
    })
    setup = record(Setup, {
        "starting_cards_revealed": by_players(POS),
        "starting_cards_per_player": POS,
        "removed_cards": by_players(seq(TEXT, unique=True)),
        "decrees_dealt": POS, "decrees_kept": POS,
        "initial_market_sections": seq(POS, min_len=1, unique=True),
    })
    solo = record(Solo, {
        "starting_cards_revealed": POS, "starting_cards_kept": POS,
        "start_happiness": NAT, "start_population": NAT, "start_gold": NAT, "start_scribes": NAT,
        "destiny_choices": seq(TEXT, min_len=1, unique=True),
        "pyramid_rows": seq(POS, min_len=1),
        "setup_statue_positions": table(key_of(DIFFICULTIES, "difficulty"), seq(DIE, unique=True),
                                        DIFFICULTIES, "mapping of difficulty"),
        "medium_buildings": seq(record(OsirisPlacement, {"district": RESOURCE, "row": ROW})),
        "medium_pillar_space": pair(NAT),
        "maat_balances": seq(INT, length=4),
        "ankh": NAT, "decree_vp": NAT, "decree_vp_hard": NAT, "scribes_per_vp": POS,
        "horus_fallback_vp": NAT, "blessing_vp": NAT, "technology_vp": NAT,
    })
    return record(Board, {
        "gods": seq(GOD, length=len(GODS), unique=True),
        "wheel_pattern": seq(LIGHTING, length=len(GODS)),
        "dice_colours": table(key_of(COLOURS, "die colour"), NAT, COLOURS, "mapping of die colour"),
        "dice_removed": by_players(table(key_of(COLOURS, "die colour"), POS, None, "mapping of die colour")),
        "colour_resource": table(key_of(COLOURS, "die colour"), optional(RESOURCE), COLOURS,
                                 "mapping of die colour"),
        "die_state": table(key_of(COLOURS, "die colour"),
                           table(key_of(LIGHTINGS, "lighting"), one_of(DIE_STATES, "die state"), LIGHTINGS,
                                 "mapping of lighting"),
                           COLOURS, "mapping of die colour"),
        "dice_per_section_at_setup": POS,
        "scoring_markers": seq(record(ScoringMarker, {"hourglasses": POS, "offset": integer(0, 5)}),
                               length=2),
        "decree_symbols": seq(TEXT, min_len=1, unique=True),
        "horus": horus, "temple": temple, "osiris": osiris, "player_board": player_board,
        "people_track": people_track,
        "market": seq(record(MarketSection, {
            "number": POS, "slots": seq(one_of(CARD_TYPES, "card type"), min_len=1),
            "opens_at_population": optional(POS)}), min_len=1),
        "happiness_access": seq(record(AccessBand, {"min_happiness": NAT, "max_section": NAT}), min_len=1),
        "thoth": seq(record(ThothOption, {"values": set_of(DIE), "cost": NAT, "cards": POS}), min_len=1),
        "thoth_refresh_cost": NAT,
        "bastet": record(Bastet, {"cost": NAT, "scribes": by_die_value(NAT, complete=False)}),
        "anubis_scribes": NAT,
        "scribe_value_change": POS,
        "maat_vp_loss": seq(record(VpLossBand, {"balance_at_most": integer(hi=-1), "vp": POS})),
        "scoring": scoring, "setup": setup, "solo": solo,
    })


_READ_BOARD = _board_readers()


# --------------------------------------------------------------------------- board consistency

def _check_board(board: Board, file: str) -> None:
    for check in (_check_wheel, _check_dice, _check_horus, _check_temple, _check_osiris,
                  _check_player_board, _check_people_track, _check_market, _check_tables,
                  _check_scoring_setup_solo):
        check(board, lambda dotted: Loc.board(file, dotted))


BoardLoc = Callable[[str], Loc]


def _check_partition(slots: Sequence[frozenset[int]], loc: BoardLoc, path: str) -> None:
    """The value sets of ``path[i].values`` must cover the die values 1-6 exactly once."""
    seen: set[int] = set()
    for i, values in enumerate(slots):
        for v in sorted(values):
            require(v not in seen, loc(f"{path}[{i}].values"), f"die value {v} is listed twice")
            seen.add(v)
    missing = sorted(set(DIE_VALUES) - seen)
    require(not missing, loc(path), f"die values {missing} are not covered")


def _check_dice(board: Board, loc: BoardLoc) -> None:
    produced = [r for r in board.colour_resource.values() if r is not None]
    require(sorted(produced) == sorted(RESOURCES), loc("colour_resource"),
             f"each resource must be produced by exactly one colour, got {listing(produced) or 'none'}")
    total = sum(board.dice_colours.values())
    require(total == TOTAL_DICE, loc("dice_colours"), f"counts sum to {total}, expected {TOTAL_DICE}")
    shaded = board.wheel_pattern.count("shaded")
    at_setup = board.dice_per_section_at_setup * len(board.gods)
    for players, removed in board.dice_removed.items():
        for colour, n in removed.items():
            require(n <= board.dice_colours[colour], loc(f"dice_removed.{players}.{colour}"),
                     f"removes {n} dice but there are only {board.dice_colours[colour]}")
        in_play = total - sum(removed.values())
        needed = at_setup + shaded * players
        require(in_play == needed, loc(f"dice_removed.{players}"),
                 f"leaves {in_play} dice, but setup ({at_setup}) plus one rotation ({shaded} x {players}) "
                 f"needs {needed}")


def _check_wheel(board: Board, loc: BoardLoc) -> None:
    tally = Counter(board.wheel_pattern)
    for lighting in LIGHTINGS:
        require(tally[lighting] == 2, loc("wheel_pattern"),
                 f"expected each lighting exactly twice, got {lighting} {tally[lighting]} times")
    hourglasses = sorted(m.hourglasses for m in board.scoring_markers)
    require(hourglasses == [1, 2], loc("scoring_markers"),
             f"expected one marker with 1 and one with 2 hourglasses, got {hourglasses}")


def _check_horus(board: Board, loc: BoardLoc) -> None:
    for players, n in board.horus.usable_statue_spots.items():
        require(n <= board.horus.statue_spots, loc(f"horus.usable_statue_spots.{players}"),
                 f"{n} usable spots but only {board.horus.statue_spots} per god")


def _check_temple(board: Board, loc: BoardLoc) -> None:
    temple = board.temple
    size = temple.size
    require(len(temple.rewards) == size, loc("temple.rewards"), f"expected {size} rows, got {len(temple.rewards)}")
    for r, row in enumerate(temple.rewards):
        require(len(row) == size, loc(f"temple.rewards[{r}]"), f"expected {size} spaces, got {len(row)}")
    for side, colours in temple.walls.items():
        require(len(colours) == size, loc(f"temple.walls.{side}"),
                 f"expected {size} colours, got {len(colours)}")
        for i, colour in enumerate(colours):
            require(colour in temple.edge_colours, loc(f"temple.walls.{side}[{i}]"),
                     f"{colour!r} is not one of edge_colours ({listing(temple.edge_colours)})")
    for path, spots in (("temple.building_spots", temple.building_spots),
                        ("temple.statue_spots", temple.statue_spots)):
        ids: set[str] = set()
        for i, spot in enumerate(spots):
            require(spot.id not in ids, loc(f"{path}[{i}].id"), f"duplicate id {spot.id!r}")
            ids.add(spot.id)
            require(spot.index < size, loc(f"{path}[{i}].index"), f"expected 0 to {size - 1}, got {spot.index}")
    _check_partition([slot.values for slot in temple.ra_display], loc, "temple.ra_display")
    for path, (r, c) in (("temple.centre", temple.centre), ("solo.medium_pillar_space", board.solo.medium_pillar_space)):
        require(r < size and c < size, loc(path), f"({r}, {c}) is outside the {size}x{size} grid")


def _check_osiris(board: Board, loc: BoardLoc) -> None:
    osiris = board.osiris
    for res, other in osiris.partner.items():
        require(other != res and osiris.partner[other] == res, loc(f"osiris.partner.{res}"),
                 f"partners must be mutual pairs of different resources, got {res} -> {other}")
    for i, row in enumerate(osiris.rows):
        require(row.row == i + 1, loc(f"osiris.rows[{i}].row"), f"expected {i + 1}, got {row.row}")
    for i, spot in enumerate(osiris.statue_spots):
        require(spot.districts[0] != spot.districts[1], loc(f"osiris.statue_spots[{i}].districts"),
                 "the two districts must differ")


def _check_player_board(board: Board, loc: BoardLoc) -> None:
    pb = board.player_board
    require(pb.production_min <= pb.production_start <= pb.production_max, loc("player_board.production_start"),
             f"expected {pb.production_min} to {pb.production_max}, got {pb.production_start}")


def _check_people_track(board: Board, loc: BoardLoc) -> None:
    track = board.people_track
    require(track.start_happiness <= track.start_population <= track.max, loc("people_track.start_happiness"),
             "expected start_happiness <= start_population <= max")
    require(list(track.symbols) == sorted(track.symbols) and track.symbols[-1] <= track.max,
             loc("people_track.symbols"), f"expected ascending values up to {track.max}")
    for i, reward in enumerate(track.rewards):
        require(reward.gain is not None or reward.free_action, loc(f"people_track.rewards[{i}].gain"),
                 "a reward needs a gain or free_action: true")
        require(reward.at <= track.max, loc(f"people_track.rewards[{i}].at"), f"beyond the track maximum {track.max}")
    for path, value in (("solo.start_happiness", board.solo.start_happiness),
                        ("solo.start_population", board.solo.start_population)):
        require(value <= track.max, loc(path), f"beyond the track maximum {track.max}")


def _check_market(board: Board, loc: BoardLoc) -> None:
    for i, section in enumerate(board.market):
        require(section.number == i + 1, loc(f"market[{i}].number"), f"expected {i + 1}, got {section.number}")
    bands = board.happiness_access
    require(bands[0].min_happiness == 0, loc("happiness_access[0].min_happiness"), "the first band must start at 0")
    for i, band in enumerate(bands):
        require(band.max_section <= len(board.market), loc(f"happiness_access[{i}].max_section"),
                 f"there are only {len(board.market)} market sections")
        if i:
            require(band.min_happiness > bands[i - 1].min_happiness, loc(f"happiness_access[{i}].min_happiness"),
                     "bands must be in ascending order")
    for i, n in enumerate(board.setup.initial_market_sections):
        require(1 <= n <= len(board.market), loc(f"setup.initial_market_sections[{i}]"),
                 f"there is no market section {n}")


def _check_tables(board: Board, loc: BoardLoc) -> None:
    _check_partition([option.values for option in board.thoth], loc, "thoth")
    bands = board.maat_vp_loss
    for i in range(1, len(bands)):
        require(bands[i].balance_at_most > bands[i - 1].balance_at_most, loc(f"maat_vp_loss[{i}].balance_at_most"),
                 "bands must be sorted most negative first")


def _check_scoring_setup_solo(board: Board, loc: BoardLoc) -> None:
    statues = len(board.player_board.statue_costs)
    vp = board.scoring.statue_vp
    require(len(vp) == statues + 1 and vp[0] == 0, loc("scoring.statue_vp"),
             f"expected {statues + 1} values (0 statues .. {statues}) starting with 0")
    setup = board.setup
    require(setup.decrees_kept <= setup.decrees_dealt, loc("setup.decrees_kept"), "more than decrees_dealt")
    solo = board.solo
    require(solo.starting_cards_kept <= solo.starting_cards_revealed, loc("solo.starting_cards_kept"),
             "more than starting_cards_revealed")


# --------------------------------------------------------------------------- card readers

def _ids(prefix: str, count: int, width: int = 2) -> tuple[str, ...]:
    return tuple(f"{prefix}{n:0{width}d}" for n in range(1, count + 1))


@dataclass(frozen=True, slots=True)
class _Section:
    key: str                       # YAML key and Catalog field
    what: str                      # singular, for messages
    ids: tuple[str, ...]           # exactly these ids, in this order
    read: Reader[Any]


def _card(cls: type[T], readers: Mapping[str, Reader[Any]],
          defaults: Mapping[str, Any] | None = None) -> Reader[T]:
    return record(cls, {"id": TEXT, "name": TEXT, "text": TEXT, **readers}, defaults)


def _card_sections(board: Board) -> tuple[_Section, ...]:
    """The card readers; built per board because some vocabularies live in board.yaml."""
    god = one_of(board.gods, "god")
    edge = one_of(board.temple.edge_colours, "edge colour")
    symbol = one_of(board.decree_symbols, "decree symbol")
    resources = seq(RESOURCE, min_len=1, unique=True)
    districts = seq(one_of(board.osiris.districts, "district"), min_len=1, unique=True)

    pillar_abilities: dict[str, dict[str, Reader[Any]]] = {
        "population": {"amount": POS}, "scribe": {"amount": POS}, "happiness": {"amount": POS},
        "edge_bonus": {"vp_per_edge": POS}, "building_bonus": {"vp_per_building": POS},
        "vp": {"amount": POS}, "thoth": {"value": DIE}, "horus": {"values": seq(DIE, min_len=1, unique=True)},
        "draw_decree": {"count": POS}, "osiris": {"row": ROW}, "gold": {"amount": POS},
        "covered_reward_twice": {},
    }
    starting_effects = {
        "osiris": {"row": ROW, "districts": districts, "lose_happiness": FLAG},
        "choose_resources": {"amount": POS, "options": seq(SPEND, min_len=1, unique=True)},
        "draw_keep": {"deck": one_of(("technology", "blessing"), "deck"), "draw": POS, "keep": POS},
        "gain": {"gain": GAIN},
    }
    destiny_rewards = {"gain": {"gain": GAIN}, "choose_one": {"options": seq(GAIN, min_len=2)}}
    decree_effects: dict[str, dict[str, Reader[Any]]] = {
        "per_technology": {"vp": POS}, "per_decree_symbol": {"vp": POS}, "rescore_other": {"cost_gold": NAT},
        "per_population_symbol_paid": {"vp": POS, "cost_per_symbol": NAT},
        "per_happiness_symbol": {"vp": POS}, "happiness_over_lowest": {},
        "per_scribe": {"vp": POS, "max_vp": POS},
        "per_resource": {"vp_gold": NAT, "vp_other": NAT, "max_vp": POS},
        "per_osiris_building": {"vp": POS, "districts": districts},
        "per_temple_building": {"vp": POS}, "per_pillar": {"vp": POS},
        "statues_and_temple_buildings": {"vp_statue": NAT, "vp_building": NAT},
        "pillars_and_temple_buildings": {"vp_pillar": NAT, "vp_building": NAT},
        "per_god_statue": {"vp": POS}, "statues_and_pillars": {"vp_statue": NAT, "vp_pillar": NAT},
        "per_statue": {"vp": POS}, "per_people_statue": {"vp": POS},
        "turn_order": {"vp_first": NAT, "vp_second": NAT, "min_players": PLAYERS},
        "per_building": {"vp": POS}, "half_pure_dice": {}, "free_action": {}, "rescore_temple": {},
    }
    blessing_effects: dict[str, dict[str, Reader[Any]]] = {
        "gain": {"gain": GAIN}, "population_or_happiness": {"amount": POS}, "set_face": {},
        "recolour": {"value_change": NAT},
        "waive_cost": {"resources": resources, "gods": seq(god, min_len=1, unique=True)},
        "adjacent_action": {"scribe_cost": NAT},
        "opposite_action": {"happiness_cost": NAT, "population_cost": NAT},
        "double_production": {}, "free_anubis": {},
    }
    substitutable = one_of(SPENDABLE + ("scribe",), "resource or scribe")
    technology_effects: dict[str, dict[str, Reader[Any]]] = {
        "vp": {"amount": POS},
        "vp_and_gain": {"amount": NAT, "gain": GAIN, "before": FLAG},
        "hathor_pillar_bonus": {"extra_vp": POS},
        "bastet_bonus": {"vp": NAT, "population": NAT, "happiness": NAT},
        "gain": {"gain": GAIN}, "forbidden_as_allowed": {}, "ability_always": {},
        "substitute": {"a": substitutable, "b": substitutable, "vp_once_per_turn": NAT},
        "production_greed_vp": {"vp_per_greed": POS},
        "production_adjust": {"max_change": NAT, "extra": NAT},
        "god_value_adjust": {"max_change": POS},
        "maat_faith": {"faith": NAT, "ankh": NAT},
        "turn_order_rewards": {"vp_first": NAT, "gold_last": NAT},
        "bread_production": {"vp_per_production": NAT, "no_bread_upkeep": FLAG},
        "tainted_production": {"scribe_cost": NAT},
    }
    return (
        _Section("pillars", "pillar tile", _ids("P", 27), _card(PillarTile, {
            "lighting": optional(LIGHTING), "cost": PILLAR_COST, "edges": seq(edge, length=4),
            "ability": optional(effect(pillar_abilities))})),
        _Section("starting", "starting card", _ids("S", 12), _card(StartingCard, {
            "initiative": POS, "effect": effect(starting_effects)})),
        _Section("destiny", "destiny card", _ids("A", 4), _card(DestinyCard, {
            "ankh": NAT, "reward": effect(destiny_rewards)})),
        _Section("decrees", "decree", _ids("D", 24), _card(Decree, {
            "symbol": symbol, "effect": effect(decree_effects), "removed": FLAG}, {"removed": False})),
        _Section("blessings", "blessing", _ids("B", 24), _card(Blessing, {
            "window": one_of(BLESSING_WINDOWS, "blessing window"), "effect": effect(blessing_effects)})),
        _Section("technologies", "technology", _ids("T", 24), _card(Technology, {
            "window": one_of(TECHNOLOGY_WINDOWS, "technology window"), "effect": effect(technology_effects),
            "min_players": PLAYERS}, {"min_players": 2})),
        _Section("horus_tiles", "Horus bonus tile", _ids("H", 6, width=1), _card(HorusTile, {
            "god": god, "bonus": GAIN})),
        _Section("automa_tiles", "Botankhamun action tile", _ids("K", 10), _card(AutomaTile, {
            "kind": one_of(("god", "resource"), "tile kind"), "god": optional(god),
            "priority": seq(RESOURCE, unique=True)}, {"god": None, "priority": ()})),
    )


def _read_section(raw: Any, section: _Section, file: str) -> Mapping[str, Any]:
    """Read one list of cards; the ids must be exactly ``section.ids``, each once."""
    list_loc = Loc.board(file, section.key)
    if not isinstance(raw, list):
        raise list_loc.error(f"expected a list of {section.what} entries, got {show(raw)}")
    found: dict[str, Any] = {}
    where: dict[str, int] = {}
    for i, entry in enumerate(raw):
        entry_loc = Loc(file, f"{section.key}[{i}]")
        if not isinstance(entry, dict):
            raise entry_loc.error(f"expected a mapping, got {show(entry)}")
        card_id = TEXT(entry["id"], entry_loc.at("id")) if "id" in entry else None
        require(card_id is not None, entry_loc.at("id"), "missing")
        card_loc = Loc(file, card_id)
        require(card_id in section.ids, card_loc.at("id"),
                 f"unknown id in {section.key}; expected {section.ids[0]}..{section.ids[-1]}")
        require(card_id not in found, card_loc.at("id"),
                 f"duplicate id ({section.key}[{where.get(card_id)}] and {section.key}[{i}])")
        where[card_id] = i
        found[card_id] = section.read(entry, card_loc)
    for card_id in section.ids:
        require(card_id in found, Loc(file, card_id).at("id"),
                 f"missing from {section.key} (expected exactly {len(section.ids)} entries, "
                 f"{section.ids[0]}..{section.ids[-1]})")
    return MappingProxyType({card_id: found[card_id] for card_id in section.ids})


def _read_cards(doc: Any, board: Board, file: str) -> dict[str, Mapping[str, Any]]:
    sections = _card_sections(board)
    top = Loc.board(file)
    if not isinstance(doc, dict):
        raise top.error(f"expected a mapping of card sections, got {show(doc)}")
    known = [s.key for s in sections]
    for key in doc:
        require(key in known, top.at(key), f"unknown section; expected one of {listing(known)}")
    for key in known:
        require(key in doc, top.at(key), "missing")
    return {s.key: _read_section(doc[s.key], s, file) for s in sections}


# --------------------------------------------------------------------------- card consistency

def _check_cards(cards: Mapping[str, Mapping[str, Any]], board: Board, file: str) -> None:
    def at(card_id: str, field_path: str) -> Loc:
        return Loc(file, card_id, tuple(field_path.split(".")))

    for tile in cards["pillars"].values():
        require((tile.lighting is None) == (tile.ability is None), at(tile.id, "ability"),
                 "a tile has both a lighting and an ability, or neither")
    _require_distinct(cards["starting"].values(), "initiative", at)
    _require_distinct(cards["destiny"].values(), "ankh", at)
    for card in cards["starting"].values():
        if card.effect.kind == "draw_keep":
            require(card.effect.params["keep"] <= card.effect.params["draw"], at(card.id, "effect.keep"),
                     "cannot keep more cards than drawn")
    _require_distinct(cards["horus_tiles"].values(), "god", at)
    for god in board.gods:
        require(any(t.god == god for t in cards["horus_tiles"].values()), Loc(file, "horus_tiles", ("god",)),
                 f"no Horus bonus tile for {god}; the tiles must cover each god once")
    for tile in cards["automa_tiles"].values():
        if tile.kind == "god":
            require(tile.god is not None, at(tile.id, "god"), "missing (a god tile names its god)")
            require(not tile.priority, at(tile.id, "priority"), "a god tile has no resource priority")
        else:
            require(tile.god is None, at(tile.id, "god"), "a resource tile names no god")
            require(sorted(tile.priority) == sorted(RESOURCES), at(tile.id, "priority"),
                     f"expected an order of all four resources ({listing(RESOURCES)})")


def _require_distinct(cards: Iterable[Any], attr: str, at: Callable[[str, str], Loc]) -> None:
    owner: dict[Any, str] = {}
    for card in cards:
        value = getattr(card, attr)
        require(value not in owner, at(card.id, attr), f"{value!r} is already used by {owner.get(value)}")
        owner[value] = card.id


def _check_references(board: Board, cards: Mapping[str, Mapping[str, Any]], file: str) -> None:
    """board.yaml entries that name cards or depend on card counts."""
    all_ids = {card_id for section in cards.values() for card_id in section}

    def refs(path: str, ids: Sequence[str], pool: Iterable[str], what: str) -> None:
        pool = set(pool)
        for i, card_id in enumerate(ids):
            require(card_id in pool, Loc.board(file, f"{path}[{i}]"), f"{card_id!r} is not a known {what}")

    refs("horus.printed_order", board.horus.printed_order, cards["horus_tiles"], "Horus tile id")
    refs("solo.destiny_choices", board.solo.destiny_choices, cards["destiny"], "destiny card id")
    for players, ids in board.setup.removed_cards.items():
        refs(f"setup.removed_cards.{players}", ids, all_ids, "card id")
    for players, n in board.setup.starting_cards_revealed.items():
        require(n <= len(cards["starting"]), Loc.board(file, f"setup.starting_cards_revealed.{players}"),
                 f"only {len(cards['starting'])} starting cards exist")
    rows = board.solo.pyramid_rows
    require(sum(rows) == len(cards["automa_tiles"]), Loc.board(file, "solo.pyramid_rows"),
             f"rows hold {sum(rows)} tiles but there are {len(cards['automa_tiles'])} action tiles")


# --------------------------------------------------------------------------- loading

def load_catalog_from_data(cards_doc: Any, board_doc: Any, cards_name: str = "cards.yaml",
                           board_name: str = "board.yaml") -> Catalog:
    """Build the catalog from already parsed YAML documents (plain dicts and lists)."""
    board = _READ_BOARD(board_doc, Loc.board(board_name))
    _check_board(board, board_name)
    cards = _read_cards(cards_doc, board, cards_name)
    _check_cards(cards, board, cards_name)
    _check_references(board, cards, board_name)
    by_id = MappingProxyType({card_id: card for section in cards.values() for card_id, card in section.items()})
    return Catalog(board=board, by_id=by_id, **cards)


def load_catalog_from_text(cards_yaml: str, board_yaml: str, cards_name: str = "cards.yaml",
                           board_name: str = "board.yaml") -> Catalog:
    board_doc = parse(board_yaml, board_name)
    cards_doc = parse(cards_yaml, cards_name)
    return load_catalog_from_data(cards_doc, board_doc, cards_name, board_name)


def default_data_dir() -> Path:
    """The shipped data folder (see ``game.core.resources``)."""
    return shipped("data")


def _load_dir(data_dir: Path) -> Catalog:
    return load_catalog_from_text(read_text(data_dir / "cards.yaml"), read_text(data_dir / "board.yaml"))


@functools.cache
def _load_default() -> Catalog:
    return _load_dir(default_data_dir())


def load_catalog(data_dir: Path | None = None) -> Catalog:
    """Load and validate the data files; the default (data_dir=None) result is cached."""
    if data_dir is None:
        return _load_default()
    return _load_dir(Path(data_dir))
