"""Imhotep's data file: the shipped one loads, and a mistake is refused naming the file, the
entry and the field."""
from __future__ import annotations

import pytest

from game.core.data import DataError
from game.core.resources import shipped
from game.imhotep.rules.catalog import load_catalog, load_from_text

TEXT = (shipped("data") / "imhotep.yaml").read_text(encoding="utf-8")


def test_the_shipped_file_holds_the_reconstructed_values_marked():
    catalog = load_catalog()
    assert [(t.capacity, t.minimum, t.count) for t in catalog.ships] == [(4, 3, 2), (3, 2, 3), (2, 1, 2), (1, 1, 1)]
    assert catalog.side("pyramid", "A").points == (2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4)
    assert catalog.market_cards["sarcophagus"].site == "burial_chamber"
    reconstructed = [line for line in TEXT.splitlines() if line.rstrip().endswith("# [R]")]
    # ship minimums, round cards but one, the A pyramid, red sites; the B sides: 3 pyramids, the
    # temple's columns, the burial chamber's 4th place, the obelisks' spaces and beyond
    assert len(reconstructed) == 4 + 20 + 1 + 3 + 3 + 1 + 1 + 2
    assert catalog.wrath_penalty == 5


def test_the_b_sides_hold_the_values_of_rules_13():
    catalog = load_catalog()
    assert (catalog.side("market", "B").face_up, catalog.side("market", "B").face_down) == (4, 2)
    pyramids = catalog.side("pyramid", "B").pyramids
    assert [[(s.points, s.bonus) for s in pyramid] for pyramid in pyramids] == [
        [(2, None), (1, "card"), (3, None), (1, "stones"), (4, None)],
        [(1, "ship"), (2, None), (1, "card"), (3, None), (4, None)],
        [(3, None), (1, "stones"), (2, None), (1, "ship"), (4, None)]]
    temple = catalog.side("temple", "B")
    assert temple.columns == ("choice", "points", "choice", "card", "choice")
    assert (temple.choice_points, temple.choice_stones, temple.points) == (1, 2, 2)
    assert catalog.side("burial_chamber", "B").ranks == (8, 4, 2, 1)
    obelisk = catalog.side("obelisk", "B")
    assert (obelisk.stones, obelisk.spaces, obelisk.beyond) == (3, (10, 9, 8, 7, 6, 5, 4, 3, 2, 1), 1)


@pytest.mark.parametrize("old, new, where", [
    ("{capacity: 4, minimum: 3, count: 2}", "{capacity: 4, minimum: 5, count: 2}",
     "imhotep.yaml: ships: (entry): a ship of 4 cannot need 5 stones to sail"),
    ("    - [4, 3, 3, 3]   # [R]", "    - [4, 4, 4, 3]   # [R]",
     "imhotep.yaml: round_cards: 4.[2]: needs 3 ships of 4; the box has 2"),
    ("{name: Sarcophagus, colour: red, count: 2, site: burial_chamber}",
     "{name: Sarcophagus, colour: red, count: 2, site: market}",
     "imhotep.yaml: sarcophagus: site: expected a building site (pyramid, temple, burial_chamber, obelisk), "
     "got 'market'"),
    ("{name: Statue, colour: purple, count: 10}", "{name: Statue, colour: pink, count: 10}",
     "imhotep.yaml: statue: colour: expected a card colour (red, green, purple, blue), got 'pink'"),
    ("      width: {2: 4, 3: 5, 4: 5}", "      width: {2: 4, 3: 5}",
     "imhotep.yaml: temple: A.width.4: missing"),
    ("      ranks: {2: [10, 1], 3: [12, 6, 1], 4: [15, 10, 5, 1]}", "      ranks: {2: [10, 1], 3: [12, 6], 4: [15, 10, 5, 1]}",
     "imhotep.yaml: obelisk: A.ranks.3: 3 players need 3 ranks, got 2"),
    ("{name: Lever, colour: blue, count: 2}", "{name: Lever, colour: blue, count: 2, site: temple}",
     "imhotep.yaml: lever: site: a red or green card names a site; no other card does"),
    ("rounds: 6", "rounds: six", "imhotep.yaml: (top level): rounds: expected an integer >= 1, got 'six'"),
    ("[{points: 2}, {points: 1, bonus: card},", "[{points: 2}, {points: 1, bonus: cards},",
     "imhotep.yaml: pyramid: B.pyramids[0][1].bonus: expected a bonus (card, stones, ship), got 'cards'"),
    ("      columns: [choice, points, choice, card, choice]   # [R]", "      columns: [choice, points, choice, card]",
     "imhotep.yaml: temple: B.columns: a bonus for each of the 5 columns, got 4"),
    ("      spaces: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]   # [R]", "      spaces: [9, 10, 8]",
     "imhotep.yaml: obelisk: B.spaces: the scoring spaces go from the best to the least"),
    ("    B: {face_up: 4, face_down: 2}", "    B: {face_up: 4}", "imhotep.yaml: market: B.face_down: missing"),
    ("wrath_penalty: 5", "wrath_penalty: -5",
     "imhotep.yaml: (top level): wrath_penalty: expected an integer >= 0, got -5"),
])
def test_a_mistake_is_refused_naming_file_entry_and_field(old, new, where):
    assert old in TEXT
    with pytest.raises(DataError) as error:
        load_from_text(TEXT.replace(old, new, 1))
    assert str(error.value) == where
