"""The Pharaoh's Wrath variant (RULES §11, A10): at the end, a player without a stone at each of
the four building sites loses 5 points, once."""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, end_round, last_round, new, put_at

from game.imhotep.module import MODULE
from game.imhotep.rules.state import EMPTY


def finish(game, seat: int = 0) -> list[dict]:
    last_round(game)
    return end_round(game, seat)


def build(game, where: dict[str, list[int]]) -> None:
    for site_id, stones in where.items():
        put_at(game, site_id, stones)


@pytest.mark.parametrize("players, where, expected", [
    # 0 built everywhere; 1 misses the Obelisk
    (2, {"pyramid": [0, 1], "temple": [0, 1], "burial_chamber": [1, 0], "obelisk": [0]}, [0, -5]),
    # 1 misses two sites and loses 5 once; 2 built nowhere
    (3, {"pyramid": [0, 1], "temple": [0, 1], "burial_chamber": [0], "obelisk": [0]}, [0, -5, -5]),
    (4, {"pyramid": [0, 1, 2, 3], "temple": [3, 2, 1], "burial_chamber": [0, 1, 2, 3], "obelisk": [0, 1, 2, 3]},
     [-5, 0, 0, 0]),
])
def test_a_player_missing_a_building_site_loses_5_at_the_end(players, where, expected):
    game = new(players, wrath=True)
    build(game, where)
    events = finish(game)
    assert [entry["breakdown"]["wrath"] for entry in game.scores()] == expected
    assert all(sum(entry["breakdown"].values()) == entry["total"] for entry in game.scores())
    penalties = [e for e in events if e["type"] == "pharaohs_wrath"]
    assert [e["player"] for e in penalties] == [seat for seat, p in enumerate(expected) if p]
    if players == 2:
        assert penalties[0]["sites"] == ["obelisk"] and penalties[0]["points"] == -5


def test_a_covered_stone_and_a_red_cards_stone_count_the_market_does_not():
    game = new(2, wrath=True)
    # 1's Temple stone is covered by 0's fifth stone; 1's Burial Chamber stone comes from a card
    build(game, {"pyramid": [1], "temple": [1, 0, 0, 0, 0], "obelisk": [1]})
    arrange(game, ships=[[1], [EMPTY] * 3, [EMPTY] * 2, [EMPTY] * 4], offer=["sarcophagus"], turn=1)
    game.state.players[1].quarry -= 1
    act(game, "sail", ship=0, site="market")
    finish(game)
    # 1: every site; 0 built only at the Temple (its Market stone does not count)
    assert [entry["breakdown"]["wrath"] for entry in game.scores()] == [-5, 0]


def test_a_waiting_stone_on_the_b_obelisks_counts():
    game = new(2, sides="AAAAB", wrath=True)
    build(game, {"pyramid": [0, 1], "temple": [0, 1], "burial_chamber": [0, 1], "obelisk": [1]})
    finish(game)
    assert [entry["breakdown"]["wrath"] for entry in game.scores()] == [-5, 0]


def test_without_the_variant_nobody_loses_anything_and_the_breakdown_has_no_wrath():
    game = new(3)
    finish(game)
    assert all("wrath" not in entry["breakdown"] for entry in game.scores())
    assert [entry["total"] for entry in game.scores()] == [0, 0, 0]


def test_the_log_says_who_lost_points_and_why():
    game = new(2, wrath=True)
    build(game, {"pyramid": [0, 1], "temple": [0, 1], "burial_chamber": [0]})
    events = finish(game)
    narrator = MODULE.narrator(["Ann", "Bob"])
    lines = [narrator.line(e) for e in events if e["type"] in ("pharaohs_wrath", "final_score")]
    assert lines == ["Pharaoh's Wrath: Ann loses 5 points (no stone at: Obelisk).",
                     "Pharaoh's Wrath: Bob loses 5 points (no stone at: Burial Chamber and Obelisk).",
                     # the Temple's visible stones (1 each) and Ann's single stone in the chamber (1)
                     "Ann ends with -3 points (Temple 1, Burial Chamber 1, Pharaoh's Wrath -5).",
                     "Bob ends with -4 points (Temple 1, Pharaoh's Wrath -5)."]
