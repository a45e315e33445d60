"""Tests of game/tekhenu/rules/catalog.py and the real data files data/cards.yaml, data/board.yaml.

Part 1 checks the real data (counts and values spot-checked against BOARD_DATA.md and
RULES.md §8). Part 2 breaks the data in every validation category (parse the real YAML,
mutate the structure, dump it again with yaml.safe_dump, load it with
load_catalog_from_text) and checks the exact "<file>: <entry>: <field>: <problem>" message.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.data import DataError
from game.tekhenu.rules import catalog as catalog_module
from game.tekhenu.rules.catalog import (
    COLOURS,
    DIE_STATES,
    GAIN_KEYS,
    GODS,
    LIGHTINGS,
    RESOURCES,
    SPENDABLE,
    Catalog,
    default_data_dir,
    load_catalog,
    load_catalog_from_data,
    load_catalog_from_text,
)

DATA = Path(__file__).resolve().parents[1] / "data"
CARDS_TEXT = (DATA / "cards.yaml").read_text(encoding="utf-8")
BOARD_TEXT = (DATA / "board.yaml").read_text(encoding="utf-8")
CARDS_DOC = yaml.safe_load(CARDS_TEXT)
BOARD_DOC = yaml.safe_load(BOARD_TEXT)


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


# =========================================================================== real data

def test_constants_match_the_interface() -> None:
    assert RESOURCES == ("papyrus", "bread", "limestone", "granite")
    assert SPENDABLE == RESOURCES + ("gold",)
    assert GODS == ("horus", "ra", "hathor", "bastet", "thoth", "osiris")
    assert COLOURS == ("white", "black", "yellow", "brown", "gray")
    assert LIGHTINGS == ("sunny", "shaded", "dark")
    assert DIE_STATES == ("pure", "tainted", "forbidden")
    assert GAIN_KEYS == SPENDABLE + ("scribe", "faith", "vp", "population", "happiness")


def test_counts(cat: Catalog) -> None:
    assert list(cat.pillars) == [f"P{n:02d}" for n in range(1, 28)]
    assert list(cat.starting) == [f"S{n:02d}" for n in range(1, 13)]
    assert list(cat.destiny) == ["A01", "A02", "A03", "A04"]
    assert list(cat.decrees) == [f"D{n:02d}" for n in range(1, 25)]
    assert list(cat.blessings) == [f"B{n:02d}" for n in range(1, 25)]
    assert list(cat.technologies) == [f"T{n:02d}" for n in range(1, 25)]
    assert list(cat.horus_tiles) == ["H1", "H2", "H3", "H4", "H5", "H6"]
    assert list(cat.automa_tiles) == [f"K{n:02d}" for n in range(1, 11)]
    assert len(cat.by_id) == 27 + 12 + 4 + 3 * 24 + 6 + 10


def test_card_lookup(cat: Catalog) -> None:
    assert cat.card("P01") is cat.pillars["P01"]
    assert cat.card("H3") is cat.horus_tiles["H3"]
    assert cat.name("B21") == cat.blessings["B21"].name
    with pytest.raises(KeyError):
        cat.card("X99")


def test_every_card_has_a_unique_name_and_a_text(cat: Catalog) -> None:
    names = [card.name for card in cat.by_id.values()]  # type: ignore[attr-defined]
    assert all(n.strip() for n in names)
    assert len(set(names)) == len(names)
    assert all(card.text.strip() for card in cat.by_id.values())  # type: ignore[attr-defined]


def test_pillars(cat: Catalog) -> None:
    assert dict(cat.pillars["P10"].cost) == {"limestone": 3}
    assert cat.pillars["P01"].edges == ("green", "green", "red", "red")
    assert cat.pillars["P27"].edges == ("green", "green", "green", "blue")
    assert cat.pillars["P01"].lighting == "sunny"
    assert cat.pillars["P01"].ability.kind == "population"
    assert cat.pillars["P01"].ability.params["amount"] == 3
    assert cat.pillars["P12"].ability.params["values"] == (1, 2, 3)
    assert cat.pillars["P15"].ability.params["row"] == 3
    for pid in ("P22", "P23", "P24", "P25", "P26", "P27"):
        assert cat.pillars[pid].lighting is None and cat.pillars[pid].ability is None
    lightings = Counter(p.lighting for p in cat.pillars.values())
    assert lightings == {"sunny": 7, "shaded": 7, "dark": 7, None: 6}
    kinds = {p.ability.kind for p in cat.pillars.values() if p.ability}
    assert kinds == {"population", "scribe", "happiness", "edge_bonus", "building_bonus", "vp", "thoth",
                     "horus", "draw_decree", "osiris", "gold", "covered_reward_twice"}


def test_starting_and_destiny(cat: Catalog) -> None:
    assert [c.initiative for c in cat.starting.values()] == list(range(1, 13))
    s02 = cat.starting["S02"].effect
    assert (s02.kind, s02.params["row"], s02.params["districts"], s02.params["lose_happiness"]) == \
        ("osiris", 3, ("limestone", "granite"), False)
    assert cat.starting["S04"].effect.params["options"] == RESOURCES
    assert dict(cat.starting["S07"].effect.params["gain"]) == {"scribe": 2, "gold": 1}
    assert [d.ankh for d in cat.destiny.values()] == [0, 1, 2, 3]
    a03 = cat.destiny["A03"].reward
    assert a03.kind == "choose_one"
    assert [dict(g) for g in a03.params["options"]] == [{"population": 1}, {"happiness": 1}]


def test_decrees(cat: Catalog) -> None:
    assert cat.decrees["D03"].removed is True
    assert [d.id for d in cat.decrees.values() if d.removed] == ["D03"]
    by_symbol = {  # BOARD_DATA §11: D04 (eye) and D08 (scarab) differ, so both may be scored
        "sun": ["D12", "D13", "D15", "D21", "D22", "D24"],
        "ankh": ["D14", "D16", "D17", "D18", "D19", "D20"],
        "eye": ["D03", "D04", "D07", "D09", "D10", "D11"],
        "scarab": ["D01", "D02", "D05", "D06", "D08", "D23"],
    }
    assert {s: sorted(d.id for d in cat.decrees.values() if d.symbol == s) for s in by_symbol} == by_symbol
    assert cat.decrees["D09"].effect.params["districts"] == ("limestone", "granite")
    assert cat.decrees["D10"].effect.params["districts"] == ("papyrus", "bread")
    assert cat.decrees["D11"].effect.params["districts"] == RESOURCES
    assert dict(cat.decrees["D20"].effect.params) == {"vp_first": 10, "vp_second": 5, "min_players": 3}
    assert cat.decrees["D07"].effect.params["max_vp"] == 21
    assert cat.decrees["D08"].effect.params["max_vp"] == 20


def test_blessings_and_technologies(cat: Catalog) -> None:
    assert dict(cat.blessings["B05"].effect.params["gain"]) == {"gold": 3}
    assert cat.blessings["B13"].effect.params["gods"] == ("ra", "horus")
    assert cat.blessings["B23"].window == "start_of_turn"
    assert cat.technologies["T16"].min_players == 3
    assert all(t.min_players == 2 for t in cat.technologies.values() if t.id != "T16")
    t10 = cat.technologies["T10"].effect
    assert (t10.kind, t10.params["a"], t10.params["b"]) == ("substitute", "gold", "scribe")
    t20 = cat.technologies["T20"].effect
    assert (t20.kind, t20.params["amount"], dict(t20.params["gain"])) == ("vp_and_gain", 0, {"papyrus": 1})
    assert cat.technologies["T15"].effect.params["ankh"] == 5


def test_horus_and_automa_tiles(cat: Catalog) -> None:
    by_god = {t.god: t for t in cat.horus_tiles.values()}
    assert set(by_god) == set(GODS)
    assert dict(by_god["hathor"].bonus) == {"gold": 1}
    assert dict(by_god["thoth"].bonus) == {"scribe": 1}
    tiles = list(cat.automa_tiles.values())
    assert [(t.kind, t.god) for t in tiles[:6]] == [("god", g) for g in GODS]
    assert [t.priority for t in tiles[6:]] == [
        ("granite", "limestone", "bread", "papyrus"), ("papyrus", "bread", "limestone", "granite"),
        ("limestone", "granite", "papyrus", "bread"), ("bread", "papyrus", "granite", "limestone")]
    assert all(t.god is None for t in tiles[6:]) and all(t.priority == () for t in tiles[:6])


def test_board_wheel_and_dice(cat: Catalog) -> None:
    board = cat.board
    assert board.gods == GODS
    assert board.wheel_pattern == ("sunny", "sunny", "shaded", "dark", "dark", "shaded")
    assert sum(board.dice_colours.values()) == 26 and board.dice_colours["gray"] == 6
    assert {p: 26 - sum(r.values()) for p, r in board.dice_removed.items()} == {2: 22, 3: 24, 4: 26}
    assert board.colour_resource["gray"] is None and board.colour_resource["yellow"] == "papyrus"
    assert board.die_state["white"]["sunny"] == "pure" and board.die_state["brown"]["sunny"] == "forbidden"
    assert all(board.die_state[c]["shaded"] != "forbidden" for c in COLOURS)
    assert [(m.hourglasses, m.offset) for m in board.scoring_markers] == [(1, 4), (2, 2)]
    assert board.decree_symbols == ("sun", "ankh", "eye", "scarab")


def test_board_horus(cat: Catalog) -> None:
    horus = cat.board.horus
    assert horus.statue_spots == 3 and dict(horus.usable_statue_spots) == {2: 1, 3: 2, 4: 3}
    assert [cat.horus_tiles[t].god for t in horus.printed_order] == list(GODS)
    assert [dict(horus.automa_bonus[p]) for p in range(1, 7)] == [
        {"scribe": 1}, {"scribe": 1}, {"vp": 1}, {"vp": 1}, {"scribe": 1, "vp": 1}, {"scribe": 1, "vp": 1}]


def test_board_temple(cat: Catalog) -> None:
    temple = cat.board.temple
    assert temple.size == 5 and temple.centre == (2, 2)
    assert dict(temple.rewards[0][0]) == {"faith": 3}
    assert dict(temple.rewards[2][2]) == {"gold": 1}
    assert dict(temple.rewards[1][2]) == {"bread": 2}
    assert temple.walls["top"] == ("red", "blue", "green", "blue", "red")
    assert temple.walls["left"] == ("blue", "green", "red", "green", "blue")
    spots = {s.id: s for s in temple.building_spots}
    assert spots["RS2"].cost == 4 and spots["RS2"].line == "row" and spots["RS2"].index == 2
    assert [spots[f"CS{i}"].cost for i in range(5)] == [2, 3, 4, 3, 2]
    assert {p: sum(p in s.players for s in spots.values()) for p in (2, 3, 4)} == {2: 6, 3: 8, 4: 10}
    assert [(s.name, s.values, s.vp) for s in temple.ra_display] == [
        ("left", frozenset({5, 6}), 1), ("middle", frozenset({3, 4}), 2), ("right", frozenset({1, 2}), 3)]
    assert [(s.id, s.line, s.index, s.gold) for s in temple.statue_spots] == [
        ("TS_ROW", "row", 2, 1), ("TS_COL", "col", 2, 1)]
    assert (spots["RS2"].name, spots["CS0"].name) == ("left of row 3", "below column 1")
    assert [s.name for s in temple.statue_spots] == ["right of row 3", "above column 3"]


def test_each_temple_spot_is_named_after_the_line_it_lines_up_with(cat: Catalog) -> None:
    """The names the players read ("left of row 3") agree with the spot's line (rows and
    columns count from 1 for the players, from 0 in the data)."""
    temple = cat.board.temple
    for spot in (*temple.building_spots, *temple.statue_spots):
        line = "row" if spot.line == "row" else "column"
        assert spot.name.endswith(f" {line} {spot.index + 1}"), (spot.id, spot.name)


def test_board_osiris(cat: Catalog) -> None:
    osiris = cat.board.osiris
    assert osiris.districts == RESOURCES
    assert osiris.partner["limestone"] == "granite" and osiris.partner["bread"] == "papyrus"
    row6 = osiris.rows[5]
    assert (row6.row, row6.raise_own, row6.raise_partner, row6.raise_any, row6.gain_own) == (6, 2, 0, 1, 2)
    assert osiris.rows[1].first_builder_gold == 1
    assert (osiris.rows[3].gain_own_or_partner, osiris.rows[3].gain_gold) == (1, 1)
    assert osiris.statue_spots[0].districts == ("papyrus", "bread")
    assert [s.name for s in osiris.statue_spots] == ["above the workshops", "above the quarries"]
    assert osiris.happiness_cost == 1


def test_board_player_board_and_tracks(cat: Catalog) -> None:
    board = cat.board
    pb = board.player_board
    assert pb.statue_costs == (1, 2, 2, 3, 3, 4)
    assert [s.vp for s in pb.building_row] == [0, 0, 1, 0, 2, 0, 3, 0, 4, 5]
    assert [s.bread for s in pb.building_row] == [0, 1, 0, 1, 0, 1, 0, 1, 0, 1]
    assert (pb.production_start, pb.production_max, pb.start_vp, pb.start_gold, pb.start_scribes) == (2, 6, 10, 1, 1)
    track = board.people_track
    assert track.symbols == (9, 13, 16, 19, 21) and track.max == 21
    assert [(r.at, r.gain and dict(r.gain), r.free_action) for r in track.rewards] == [
        (16, {"gold": 1}, False), (19, {"scribe": 1}, False), (21, None, True)]
    assert [m.slots for m in board.market][2] == ("blessing", "technology", "technology", "decree")
    assert [m.opens_at_population for m in board.market] == [None, None, 9, 13]
    assert [(b.min_happiness, b.max_section) for b in board.happiness_access] == [
        (0, 0), (1, 1), (5, 2), (9, 3), (13, 4)]
    assert [(o.values, o.cost, o.cards) for o in board.thoth][1] == (frozenset({3, 4}), 2, 2)
    assert board.thoth_refresh_cost == 1
    assert board.bastet.cost == 2 and dict(board.bastet.scribes) == {1: 2, 2: 2, 3: 1, 4: 1}
    assert [(b.balance_at_most, b.vp) for b in board.maat_vp_loss] == [(-9, 3), (-6, 2), (-3, 1)]


def test_board_scoring_setup_solo(cat: Catalog) -> None:
    board = cat.board
    assert board.scoring.statue_vp == (0, 1, 3, 6, 10, 15, 21)
    assert [(b.place, b.vp, b.min_players) for b in board.scoring.turn_order_bonus] == [(1, 3, 2), (2, 2, 3)]
    assert board.scoring.max_decrees == 3
    assert dict(board.setup.starting_cards_revealed) == {2: 5, 3: 7, 4: 9}
    assert board.setup.removed_cards[2] == ("T16", "D20")
    assert board.setup.initial_market_sections == (1, 2)
    solo = board.solo
    assert (solo.start_happiness, solo.start_population, solo.ankh) == (4, 7, 4)
    assert solo.destiny_choices == ("A01", "A02") and solo.pyramid_rows == (4, 3, 2, 1)
    assert solo.setup_statue_positions["hard"] == (1, 6)
    assert [(m.district, m.row) for m in solo.medium_buildings] == [("bread", 5), ("granite", 5)]
    assert solo.maat_balances == (3, 2, 1, 1) and (solo.decree_vp, solo.decree_vp_hard) == (4, 8)


def test_everything_is_immutable(cat: Catalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        cat.pillars["P01"].name = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        cat.pillars["P01"].cost["limestone"] = 9  # type: ignore[index]
    with pytest.raises(TypeError):
        cat.pillars["P99"] = cat.pillars["P01"]  # type: ignore[index]
    with pytest.raises(TypeError):
        cat.board.temple.walls["top"] = ()  # type: ignore[index]
    assert isinstance(cat.board.temple.rewards, tuple)


def _dataclass_values(obj: Any):
    if dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from _dataclass_values(getattr(obj, f.name))
    elif isinstance(obj, (tuple, frozenset)):
        for v in obj:
            yield from _dataclass_values(v)
    elif hasattr(obj, "values") and not isinstance(obj, (str, dict)):
        for v in obj.values():
            yield from _dataclass_values(v)
    yield obj


def test_no_mutable_containers_anywhere(cat: Catalog) -> None:
    assert not [v for v in _dataclass_values(cat) if isinstance(v, (list, dict, set))]


def test_load_is_fast_and_the_default_is_cached() -> None:
    best = min(_timed(lambda: load_catalog(DATA)) for _ in range(3))
    assert best < 0.2
    assert load_catalog() is load_catalog()


def _timed(fn: Callable[[], Any]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def test_default_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert default_data_dir() == DATA
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert default_data_dir() == tmp_path / "data"


def test_catalog_module_never_imports_pygame() -> None:
    tree = ast.parse(Path(catalog_module.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.startswith("pygame") for name in imported)


# =========================================================================== broken data

def _find(doc: dict, section: str, card_id: str) -> dict:
    return next(e for e in doc[section] if e.get("id") == card_id)


def _error(cards: Callable[[dict], Any] | None = None, board: Callable[[dict], Any] | None = None) -> DataError:
    """Apply the mutations to copies of the real documents and return the load error."""
    cards_text, board_text = CARDS_TEXT, BOARD_TEXT
    if cards:
        cards_doc = copy.deepcopy(CARDS_DOC)
        cards(cards_doc)
        cards_text = _safe_dump(cards_doc)
    if board:
        board_doc = copy.deepcopy(BOARD_DOC)
        board(board_doc)
        board_text = _safe_dump(board_doc)
    with pytest.raises(DataError) as info:
        load_catalog_from_text(cards_text, board_text)
    return info.value


def _safe_dump(doc: Any) -> str:
    """``yaml.safe_dump`` (the same SafeDumper, in its libyaml version when available: 8x faster)."""
    return yaml.dump(doc, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), sort_keys=False)


def card(section: str, card_id: str, **changes: Any) -> Callable[[dict], None]:
    """Mutation: set (or, with the value DELETE, remove) fields of one card."""
    def mutate(doc: dict) -> None:
        entry = _find(doc, section, card_id)
        for key, value in changes.items():
            if value is DELETE:
                del entry[key]
            else:
                entry[key] = value
    return mutate


def at(path: str, value: Any) -> Callable[[dict], None]:
    """Mutation: set (or DELETE) a value by a dotted path; list indices as numbers."""
    def mutate(doc: dict) -> None:
        *parents, last = path.split(".")
        node: Any = doc
        for part in parents:
            node = node[_index(node, part)]
        key = _index(node, last)
        if value is DELETE:
            del node[key]
        else:
            node[key] = value
    return mutate


def _index(node: Any, part: str) -> Any:
    if isinstance(node, list):
        return int(part)
    if part.isdigit() and any(isinstance(k, int) for k in node):
        return int(part)  # integer keys such as player counts and die values
    return part


DELETE = object()


def remove_card(section: str, card_id: str) -> Callable[[dict], None]:
    def mutate(doc: dict) -> None:
        doc[section] = [e for e in doc[section] if e["id"] != card_id]
    return mutate


# (id, cards mutation, board mutation, expected message, or "file: entry: field: " prefix ending in ": ")
CARD_CASES = [
    # unknown and duplicate ids
    ("unknown id", card("pillars", "P05", id="P28"), None,
     "cards.yaml: P28: id: unknown id in pillars; expected P01..P27"),
    ("id of another section", card("pillars", "P05", id="T05"), None,
     "cards.yaml: T05: id: unknown id in pillars; expected P01..P27"),
    ("duplicate id", card("blessings", "B02", id="B01"), None,
     "cards.yaml: B01: id: duplicate id (blessings[0] and blessings[1])"),
    ("id missing", at("pillars.3.id", DELETE), None, "cards.yaml: pillars[3]: id: missing"),
    ("id not a string", at("pillars.3.id", 4), None,
     "cards.yaml: pillars[3]: id: expected a non-empty string, got 4"),
    # missing fields
    ("missing cost", card("pillars", "P07", cost=DELETE), None, "cards.yaml: P07: cost: missing"),
    ("missing name", card("decrees", "D12", name=DELETE), None, "cards.yaml: D12: name: missing"),
    ("missing text", card("technologies", "T09", text=DELETE), None, "cards.yaml: T09: text: missing"),
    ("missing effect param", at("decrees.6.effect.max_vp", DELETE), None, "cards.yaml: D07: effect.max_vp: missing"),
    ("missing effect kind", at("blessings.0.effect.kind", DELETE), None, "cards.yaml: B01: effect.kind: missing"),
    # mistyped fields
    ("cost not a mapping", card("pillars", "P07", cost="two"), None,
     "cards.yaml: P07: cost: expected a mapping of resource to count, got 'two'"),
    ("initiative not an int", card("starting", "S05", initiative="five"), None,
     "cards.yaml: S05: initiative: expected an integer >= 1, got 'five'"),
    ("bool is not an int", card("destiny", "A01", ankh=True), None,
     "cards.yaml: A01: ankh: expected an integer >= 0, got True"),
    ("removed not a bool", card("decrees", "D03", removed="yes"), None,
     "cards.yaml: D03: removed: expected true or false, got 'yes'"),
    ("name not a string", card("blessings", "B05", name=42), None,
     "cards.yaml: B05: name: expected a non-empty string, got 42"),
    ("edges not a list", card("pillars", "P02", edges="blue red green red"), None,
     "cards.yaml: P02: edges: expected a list, got 'blue red green red'"),
    ("effect not a mapping", card("technologies", "T01", effect="2 VP"), None,
     "cards.yaml: T01: effect: expected a mapping with a 'kind', got '2 VP'"),
    ("option amount not an int", at("destiny.2.reward.options.1.happiness", "x"), None,
     "cards.yaml: A03: reward.options[1].happiness: expected an integer >= 1, got 'x'"),
    # values out of range / vocabulary
    ("lighting not in vocabulary", card("pillars", "P01", lighting="bright"), None,
     "cards.yaml: P01: lighting: expected a lighting (sunny, shaded, dark), got 'bright'"),
    ("negative cost", card("pillars", "P10", cost={"limestone": -1}), None,
     "cards.yaml: P10: cost.limestone: expected an integer >= 1, got -1"),
    ("cost in a non-resource", card("pillars", "P10", cost={"faith": 2}), None,
     "cards.yaml: P10: cost.faith: unknown resource 'faith'; expected one of papyrus, bread, limestone, granite, gold"),
    ("gain key not in GAIN_KEYS", at("starting.6.effect.gain", {"mana": 1}), None,
     "cards.yaml: S07: effect.gain.mana: unknown gain item 'mana'; expected one of " + ", ".join(GAIN_KEYS)),
    ("zero gain", card("horus_tiles", "H3", bonus={"gold": 0}), None,
     "cards.yaml: H3: bonus.gold: expected an integer >= 1, got 0"),
    ("empty gain", card("horus_tiles", "H3", bonus={}), None,
     "cards.yaml: H3: bonus: expected a mapping of gain item to count, got an empty one"),
    ("pillar without cost", card("pillars", "P04", cost={}), None,
     "cards.yaml: P04: cost: expected a mapping of resource to count, got an empty one"),
    ("pillar with 3 edges", card("pillars", "P01", edges=["green", "green", "red"]), None,
     "cards.yaml: P01: edges: expected 4 items, got 3"),
    ("edge colour not in edge_colours", card("pillars", "P01", edges=["green", "green", "purple", "red"]), None,
     "cards.yaml: P01: edges[2]: expected an edge colour (red, blue, green), got 'purple'"),
    ("die value 7", at("pillars.11.ability.values", [1, 2, 7]), None,
     "cards.yaml: P12: ability.values[2]: expected an integer from 1 to 6, got 7"),
    ("die value 0", at("pillars.9.ability.value", 0), None,
     "cards.yaml: P10: ability.value: expected an integer from 1 to 6, got 0"),
    ("osiris row 9", at("starting.0.effect.row", 9), None,
     "cards.yaml: S01: effect.row: expected an integer from 1 to 6, got 9"),
    ("min_players 5", card("technologies", "T16", min_players=5), None,
     "cards.yaml: T16: min_players: expected a player count (2, 3, 4), got 5"),
    ("unknown window", card("blessings", "B01", window="sometimes"), None,
     "cards.yaml: B01: window: expected a blessing window ("),
    ("unknown effect kind", at("technologies.0.effect.kind", "teleport"), None,
     "cards.yaml: T01: effect.kind: expected an effect kind ("),
    # unknown keys
    ("unknown key in an entry", card("pillars", "P01", colour="red"), None,
     "cards.yaml: P01: colour: unknown field; expected one of id, name, text, lighting, cost, edges, ability"),
    ("unknown effect parameter", at("technologies.0.effect.bonus", 1), None,
     "cards.yaml: T01: effect.bonus: unknown parameter for vp; expected amount"),
    ("parameter on a kind without any", at("decrees.21.effect.vp", 1), None,
     "cards.yaml: D22: effect.vp: unknown parameter for half_pure_dice; expected none"),
    ("unknown section", at("relics", []), None,
     "cards.yaml: (top level): relics: unknown section; expected one of "),
    # cross-references
    ("decree symbol not in decree_symbols", card("decrees", "D01", symbol="moon"), None,
     "cards.yaml: D01: symbol: expected a decree symbol (sun, ankh, eye, scarab), got 'moon'"),
    ("automa tile god not in gods", card("automa_tiles", "K01", god="anubis"), None,
     "cards.yaml: K01: god: expected a god (horus, ra, hathor, bastet, thoth, osiris), got 'anubis'"),
    ("horus tile god not in gods", card("horus_tiles", "H1", god="set"), None, "cards.yaml: H1: god: "),
    ("waive_cost god not in gods", at("blessings.12.effect.gods", ["ra", "amun"]), None,
     "cards.yaml: B13: effect.gods[1]: expected a god ("),
    ("decree district not a district", at("decrees.8.effect.districts", ["limestone", "gold"]), None,
     "cards.yaml: D09: effect.districts[1]: expected a district (papyrus, bread, limestone, granite), got 'gold'"),
    # structure
    ("26 pillars", remove_card("pillars", "P27"), None,
     "cards.yaml: P27: id: missing from pillars (expected exactly 27 entries, P01..P27)"),
    ("23 blessings", remove_card("blessings", "B24"), None, "cards.yaml: B24: id: missing from blessings"),
    ("23 technologies", remove_card("technologies", "T01"), None, "cards.yaml: T01: id: missing from technologies"),
    ("23 decrees", remove_card("decrees", "D12"), None, "cards.yaml: D12: id: missing from decrees"),
    ("11 starting cards", remove_card("starting", "S12"), None, "cards.yaml: S12: id: missing from starting"),
    ("3 destiny cards", remove_card("destiny", "A04"), None, "cards.yaml: A04: id: missing from destiny"),
    ("5 horus tiles", remove_card("horus_tiles", "H6"), None, "cards.yaml: H6: id: missing from horus_tiles"),
    ("9 automa tiles", remove_card("automa_tiles", "K10"), None, "cards.yaml: K10: id: missing from automa_tiles"),
    ("horus tiles cover a god twice", card("horus_tiles", "H2", god="horus"), None,
     "cards.yaml: H2: god: 'horus' is already used by H1"),
    ("duplicate initiative", card("starting", "S02", initiative=1), None,
     "cards.yaml: S02: initiative: 1 is already used by S01"),
    ("ability without lighting", card("pillars", "P01", lighting=None), None,
     "cards.yaml: P01: ability: a tile has both a lighting and an ability, or neither"),
    ("resource tile without full priority", card("automa_tiles", "K07", priority=["granite", "bread"]), None,
     "cards.yaml: K07: priority: expected an order of all four resources (papyrus, bread, limestone, granite)"),
    ("god tile without god", card("automa_tiles", "K02", god=DELETE), None,
     "cards.yaml: K02: god: missing (a god tile names its god)"),
    ("keep more than drawn", at("starting.4.effect.keep", 3), None,
     "cards.yaml: S05: effect.keep: cannot keep more cards than drawn"),
    ("choose_one with one option", at("destiny.2.reward.options", [{"population": 1}]), None,
     "cards.yaml: A03: reward.options: expected at least 2 items, got 1"),
    ("section not a list", at("pillars", {}), None,
     "cards.yaml: (top level): pillars: expected a list of pillar tile entries, got {}"),
    ("section missing", at("technologies", DELETE), None, "cards.yaml: (top level): technologies: missing"),
    ("entry not a mapping", at("pillars.2", "P03"), None,
     "cards.yaml: pillars[2]: (entry): expected a mapping, got 'P03'"),
]

BOARD_CASES = [
    # mistyped, missing, unknown keys
    ("spot cost mistyped", None, at("temple.building_spots.3.cost", "three"),
     "board.yaml: temple.building_spots[3]: cost: expected an integer >= 0, got 'three'"),
    ("spot cost negative", None, at("temple.building_spots.3.cost", -1),
     "board.yaml: temple.building_spots[3]: cost: expected an integer >= 0, got -1"),
    ("null where an int is required", None, at("people_track.max", None),
     "board.yaml: people_track: max: expected an integer >= 1, got None"),
    ("float where an int is required", None, at("anubis_scribes", 2.5),
     "board.yaml: (top level): anubis_scribes: expected an integer >= 0, got 2.5"),
    ("list where a mapping is required", None, at("bastet", [2]),
     "board.yaml: (top level): bastet: expected a mapping, got [2]"),
    ("missing nested field", None, at("temple.size", DELETE), "board.yaml: temple: size: missing"),
    ("missing top-level key", None, at("anubis_scribes", DELETE), "board.yaml: (top level): anubis_scribes: missing"),
    ("missing osiris row field", None, at("osiris.rows.5.raise_any", DELETE),
     "board.yaml: osiris.rows[5]: raise_any: missing"),
    ("unknown key in a spot", None, at("temple.building_spots.3.bogus", 1),
     "board.yaml: temple.building_spots[3]: bogus: unknown field; expected one of id, name, line, index, cost, players"),
    ("unknown top-level key", None, at("extras", 1), "board.yaml: (top level): extras: unknown field; expected one of "),
    # vocabularies and ranges
    ("lighting not in vocabulary", None, at("wheel_pattern.3", "dusk"),
     "board.yaml: (top level): wheel_pattern[3]: expected a lighting (sunny, shaded, dark), got 'dusk'"),
    ("colour not in COLOURS", None, at("dice_colours.purple", 0),
     "board.yaml: dice_colours: purple: unknown die colour 'purple'; expected one of white, black, yellow, brown, gray"),
    ("colour_resource colour unknown", None, at("colour_resource.pink", "papyrus"),
     "board.yaml: colour_resource: pink: unknown die colour 'pink'; expected one of "),
    ("colour_resource not a resource", None, at("colour_resource.yellow", "faith"),
     "board.yaml: colour_resource: yellow: expected a resource (papyrus, bread, limestone, granite), got 'faith'"),
    ("die_state colour missing", None, at("die_state.gray", DELETE), "board.yaml: die_state: gray: missing"),
    ("die_state value unknown", None, at("die_state.white.dark", "cursed"),
     "board.yaml: die_state.white: dark: expected a die state (pure, tainted, forbidden), got 'cursed'"),
    ("god not in gods", None, at("gods.0", "anubis"),
     "board.yaml: (top level): gods[0]: expected a god (horus, ra, hathor, bastet, thoth, osiris), got 'anubis'"),
    ("gods not a permutation", None, at("gods.5", "horus"),
     "board.yaml: (top level): gods[5]: duplicate value 'horus'"),
    ("die value out of range", None, at("temple.ra_display.0.values", [5, 7]),
     "board.yaml: temple.ra_display[0]: values[1]: expected an integer from 1 to 6, got 7"),
    ("die value key out of range", None, at("bastet.scribes.7", 1),
     "board.yaml: bastet.scribes: 7: unknown die value 7; expected one of 1, 2, 3, 4, 5, 6"),
    ("automa bonus position missing", None, at("horus.automa_bonus.6", DELETE),
     "board.yaml: horus.automa_bonus: 6: missing"),
    ("player count out of range", None, at("temple.building_spots.0.players", [3, 5]),
     "board.yaml: temple.building_spots[0]: players[1]: expected a player count (2, 3, 4), got 5"),
    ("gain key not in GAIN_KEYS", None, at("temple.rewards.0.0", {"mana": 3}),
     "board.yaml: temple.rewards[0][0]: mana: unknown gain item 'mana'; expected one of "),
    ("positive maat threshold", None, at("maat_vp_loss.2.balance_at_most", 3),
     "board.yaml: maat_vp_loss[2]: balance_at_most: expected an integer <= -1, got 3"),
    ("scoring marker offset 6", None, at("scoring_markers.0.offset", 6),
     "board.yaml: scoring_markers[0]: offset: expected an integer from 0 to 5, got 6"),
    ("spot index outside the grid", None, at("temple.building_spots.4.index", 5),
     "board.yaml: temple.building_spots[4]: index: expected 0 to 4, got 5"),
    ("centre outside the grid", None, at("temple.centre", [5, 2]),
     "board.yaml: temple: centre: (5, 2) is outside the 5x5 grid"),
    # cross-references
    ("printed_order names no tile", None, at("horus.printed_order.2", "H7"),
     "board.yaml: horus: printed_order[2]: 'H7' is not a known Horus tile id"),
    ("removed_cards names no card", None, at("setup.removed_cards.2", ["T16", "D99"]),
     "board.yaml: setup.removed_cards: 2[1]: 'D99' is not a known card id"),
    ("destiny_choices names no card", None, at("solo.destiny_choices.1", "A09"),
     "board.yaml: solo: destiny_choices[1]: 'A09' is not a known destiny card id"),
    ("wall colour not in edge_colours", None, at("temple.walls.top.1", "purple"),
     "board.yaml: temple.walls: top[1]: 'purple' is not one of edge_colours (red, blue, green)"),
    ("medium building district", None, at("solo.medium_buildings.0.district", "gold"),
     "board.yaml: solo.medium_buildings[0]: district: expected a resource (papyrus, bread, limestone, granite), got 'gold'"),
    ("pyramid does not hold the tiles", None, at("solo.pyramid_rows", [4, 3, 2]),
     "board.yaml: solo: pyramid_rows: rows hold 9 tiles but there are 10 action tiles"),
    ("more starting cards than exist", None, at("setup.starting_cards_revealed.4", 13),
     "board.yaml: setup.starting_cards_revealed: 4: only 12 starting cards exist"),
    # structure
    ("two colours produce the same resource", None, at("colour_resource.white", "granite"),
     "board.yaml: (top level): colour_resource: each resource must be produced by exactly one colour"),
    ("three scoring markers", None, lambda doc: doc["scoring_markers"].append({"hourglasses": 3, "offset": 0}),
     "board.yaml: (top level): scoring_markers: expected 2 items, got 3"),
    ("scoring markers not 1 and 2", None, at("scoring_markers.1.hourglasses", 1),
     "board.yaml: (top level): scoring_markers: expected one marker with 1 and one with 2 hourglasses, got [1, 1]"),
    ("track reward that gives nothing", None, at("people_track.rewards.0.gain", None),
     "board.yaml: people_track.rewards[0]: gain: a reward needs a gain or free_action: true"),
    ("dice do not sum to 26", None, at("dice_colours.gray", 7),
     "board.yaml: (top level): dice_colours: counts sum to 27, expected 26"),
    ("dice budget broken", None, at("dice_removed.3", {"gray": 3}),
     "board.yaml: dice_removed: 3: leaves 23 dice, but setup (18) plus one rotation (2 x 3) needs 24"),
    ("wheel pattern of 5", None, at("wheel_pattern", ["sunny", "sunny", "shaded", "dark", "dark"]),
     "board.yaml: (top level): wheel_pattern: expected 6 items, got 5"),
    ("wheel pattern not 2 of each", None, at("wheel_pattern", ["sunny", "sunny", "sunny", "dark", "dark", "shaded"]),
     "board.yaml: (top level): wheel_pattern: expected each lighting exactly twice, got sunny 3 times"),
    ("building_row of 9", None, at("player_board.building_row.9", DELETE),
     "board.yaml: player_board: building_row: expected 10 items, got 9"),
    ("statue_costs of 5", None, at("player_board.statue_costs", [1, 2, 2, 3, 3]),
     "board.yaml: player_board: statue_costs: expected 6 items, got 5"),
    ("temple rewards 4 rows", None, at("temple.rewards.4", DELETE),
     "board.yaml: temple: rewards: expected 5 rows, got 4"),
    ("temple rewards row of 4", None, at("temple.rewards.2.4", DELETE),
     "board.yaml: temple: rewards[2]: expected 5 spaces, got 4"),
    ("wall of 4 colours", None, at("temple.walls.left.4", DELETE),
     "board.yaml: temple.walls: left: expected 5 colours, got 4"),
    ("wall side missing", None, at("temple.walls.bottom", DELETE), "board.yaml: temple.walls: bottom: missing"),
    ("ra display value twice", None, at("temple.ra_display.0.values", [4, 6]),
     "board.yaml: temple.ra_display[1]: values: die value 4 is listed twice"),
    ("thoth values not covered", None, at("thoth.2.values", [5]),
     "board.yaml: (top level): thoth: die values [6] are not covered"),
    ("osiris rows out of order", None, at("osiris.rows.2.row", 4), "board.yaml: osiris.rows[2]: row: expected 3, got 4"),
    ("osiris partner not mutual", None, at("osiris.partner.papyrus", "granite"),
     "board.yaml: osiris.partner: papyrus: partners must be mutual pairs of different resources"),
    ("duplicate spot id", None, at("temple.building_spots.1.id", "RS0"),
     "board.yaml: temple.building_spots[1]: id: duplicate id 'RS0'"),
    ("statue_vp too short", None, at("scoring.statue_vp", [0, 1, 3]),
     "board.yaml: scoring: statue_vp: expected 7 values (0 statues .. 6) starting with 0"),
    ("maat bands unsorted", None, at("maat_vp_loss.1.balance_at_most", -12),
     "board.yaml: maat_vp_loss[1]: balance_at_most: bands must be sorted most negative first"),
    ("market sections misnumbered", None, at("market.1.number", 3), "board.yaml: market[1]: number: expected 2, got 3"),
    ("usable spots above statue spots", None, at("horus.usable_statue_spots.4", 4),
     "board.yaml: horus.usable_statue_spots: 4: 4 usable spots but only 3 per god"),
    ("empty board", None, lambda doc: doc.clear(), "board.yaml: (top level): gods: missing"),
]


def _check(err: DataError, expected: str) -> None:
    """``expected`` is the whole message or a prefix of it that names file, entry and field."""
    file, entry, field, *_ = expected.split(": ")
    assert (err.file, err.entry, err.field) == (file, entry, field), str(err)
    assert str(err) == f"{err.file}: {err.entry}: {err.field}: {err.problem}"
    assert str(err).startswith(expected), str(err)


@pytest.mark.parametrize("name,cards,board,expected", CARD_CASES + BOARD_CASES, ids=[c[0] for c in CARD_CASES + BOARD_CASES])
def test_broken_data(name: str, cards: Any, board: Any, expected: str) -> None:
    _check(_error(cards, board), expected)


EXACT = {
    "cost not a mapping": "cards.yaml: P07: cost: expected a mapping of resource to count, got 'two'",
    "missing cost": "cards.yaml: P07: cost: missing",
    "spot cost mistyped": "board.yaml: temple.building_spots[3]: cost: expected an integer >= 0, got 'three'",
    "dice do not sum to 26": "board.yaml: (top level): dice_colours: counts sum to 27, expected 26",
}


@pytest.mark.parametrize("name", sorted(EXACT))
def test_exact_messages(name: str) -> None:
    case = next(c for c in CARD_CASES + BOARD_CASES if c[0] == name)
    assert str(_error(case[1], case[2])) == EXACT[name]


def test_error_is_a_value_error_with_parts() -> None:
    err = _error(card("pillars", "P07", cost="two"))
    assert isinstance(err, ValueError)
    assert (err.file, err.entry, err.field) == ("cards.yaml", "P07", "cost")
    assert err.problem == "expected a mapping of resource to count, got 'two'"


def test_custom_file_names_appear_in_messages() -> None:
    broken = BOARD_TEXT.replace("anubis_scribes: 2", "anubis_scribes: two")
    with pytest.raises(DataError, match=r"^my_board\.yaml: \(top level\): anubis_scribes: "):
        load_catalog_from_text(CARDS_TEXT, broken, board_name="my_board.yaml")


# --------------------------------------------------------------------------- YAML syntax

def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_yaml_syntax_error_in_cards_names_file_and_line() -> None:
    line = _line_of(CARDS_TEXT, "id: P05")
    broken = CARDS_TEXT.replace("  - id: P05\n", "  - id: P05\n   bad: [\n", 1)
    with pytest.raises(DataError) as info:
        load_catalog_from_text(broken, BOARD_TEXT)
    assert info.value.file == "cards.yaml"
    assert info.value.entry.startswith(f"line {line + 1}, column ")
    assert info.value.field == "yaml syntax"


def test_yaml_syntax_error_in_board_names_file_and_line() -> None:
    line = _line_of(BOARD_TEXT, "anubis_scribes:")
    lines = BOARD_TEXT.splitlines()
    lines[line - 1] = "anubis_scribes: [2"
    with pytest.raises(DataError) as info:
        load_catalog_from_text(CARDS_TEXT, "\n".join(lines) + "\n")
    assert info.value.file == "board.yaml"
    assert info.value.entry.startswith("line ")
    assert abs(int(info.value.entry.split()[1].rstrip(",")) - line) <= 1
    assert str(info.value).startswith("board.yaml: line ")


def test_empty_document() -> None:
    with pytest.raises(DataError, match=r"^cards\.yaml: \(top level\): \(document\): expected a mapping"):
        load_catalog_from_text("", BOARD_TEXT)
    with pytest.raises(DataError, match=r"^board\.yaml: \(top level\): \(document\): expected a mapping"):
        load_catalog_from_text(CARDS_TEXT, "- just a list\n")


def test_missing_file(tmp_path: Path) -> None:
    (tmp_path / "board.yaml").write_text(BOARD_TEXT, encoding="utf-8")
    with pytest.raises(DataError, match=r"^cards\.yaml: \(top level\): \(file\): cannot read "):
        load_catalog(tmp_path)


def test_a_copy_of_the_data_dir_loads(tmp_path: Path) -> None:
    (tmp_path / "board.yaml").write_text(BOARD_TEXT, encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(CARDS_TEXT, encoding="utf-8")
    assert load_catalog(tmp_path) == load_catalog()


def test_round_trip_through_safe_dump_loads() -> None:
    text_cards = yaml.safe_dump(CARDS_DOC, sort_keys=False)
    text_board = yaml.safe_dump(BOARD_DOC, sort_keys=False)
    assert load_catalog_from_text(text_cards, text_board) == load_catalog()


# --------------------------------------------------------------------------- fuzzing

def _leaf_paths(node: Any, path: tuple = ()) -> list[tuple]:
    if isinstance(node, dict):
        return [p for k, v in node.items() for p in _leaf_paths(v, path + (k,))] + [path]
    if isinstance(node, list):
        return [p for i, v in enumerate(node) for p in _leaf_paths(v, path + (i,))] + [path]
    return [path]


CARD_PATHS = [p for p in _leaf_paths(CARDS_DOC) if p]
BOARD_PATHS = [p for p in _leaf_paths(BOARD_DOC) if p]
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 30), st.floats(allow_nan=False), st.text(max_size=5),
                 st.lists(st.integers(0, 7), max_size=3), st.dictionaries(st.sampled_from(["gold", "x", "id"]),
                                                                            st.integers(-1, 3), max_size=2))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(in_cards=st.booleans(), index=st.integers(0, 10**6), junk=JUNK, delete=st.booleans())
def test_any_damage_gives_a_catalog_error_or_a_valid_catalog(in_cards: bool, index: int, junk: Any,
                                                             delete: bool) -> None:
    cards_doc, board_doc = copy.deepcopy(CARDS_DOC), copy.deepcopy(BOARD_DOC)
    doc, paths = (cards_doc, CARD_PATHS) if in_cards else (board_doc, BOARD_PATHS)
    *parents, last = paths[index % len(paths)]
    node = doc
    for p in parents:
        node = node[p]
    if delete:
        del node[last]
    else:
        node[last] = junk
    try:
        result = load_catalog_from_data(cards_doc, board_doc)
    except DataError as err:
        assert str(err).startswith(("cards.yaml: ", "board.yaml: "))
        assert str(err).count(": ") >= 3
    else:
        assert isinstance(result, Catalog)


def test_repeated_key_is_refused_with_its_line() -> None:
    from game.tekhenu.rules.catalog import default_data_dir

    board = (default_data_dir() / "board.yaml").read_text(encoding="utf-8")
    cards = (default_data_dir() / "cards.yaml").read_text(encoding="utf-8")
    broken = cards.replace("    lighting: sunny\n", "    lighting: sunny\n    lighting: dark\n", 1)
    line = broken.splitlines().index("    lighting: dark") + 1
    with pytest.raises(DataError) as error:
        load_catalog_from_text(broken, board)
    assert str(error.value).startswith(f"cards.yaml: line {line}, column 5: yaml syntax: duplicate key 'lighting'")
