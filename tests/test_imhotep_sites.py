"""The A-side sites of Imhotep (RULES §9), each scored at 2, 3 and 4 players with hand-counted
outcomes, played through ships sailing there and the ends of rounds and of the game."""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, end_round, last_round, new, put_at, site

from game.imhotep.rules.state import EMPTY

PYRAMID_A = [2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4]


# ------------------------------------------------------------------------------ the Market
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_market_stone_takes_a_card_in_unloading_order_and_goes_back_to_the_quarry(players):
    """The owners choose in unloading order (bow first, the empty space skipped), whoever
    sailed; the stones go back to the quarry."""
    game = new(players)
    owners = [players - 1, EMPTY, 0, 1]
    arrange(game, ships=[owners, [EMPTY] * 3, [EMPTY] * 2, [EMPTY]],
            offer=["statue", "lever", "temple_decoration", "chisel"], turn=0)
    quarries = [p.quarry for p in game.state.players]
    act(game, "sail", ship=0, site="market")
    for owner, card in zip((players - 1, 0, 1), ("lever", "statue", "chisel")):
        assert (game.decision.player, game.decision.kind) == (owner, "take_card")
        act(game, "take", card=card)
    assert game.state.offer == ["temple_decoration"]
    assert game.state.players[0].cards == ["statue"] and "chisel" in game.state.players[1].cards
    assert "lever" in game.state.players[players - 1].cards
    assert [p.quarry - q for p, q in zip(game.state.players, quarries)] == [owners.count(s) for s in range(players)]
    assert site(game, "market") == []
    assert (game.decision.player, game.decision.kind) == (1, "turn")   # the turn passes on from the sailor


def test_a_stone_at_an_empty_market_takes_nothing():
    game = new(2)
    arrange(game, ships=[[0, 1], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], offer=["statue"], turn=0)
    act(game, "sail", ship=0, site="market")
    assert game.state.players[0].cards == ["statue"] and game.state.players[1].cards == []
    assert game.decision.kind == "turn" and game.decision.player == 1


# ------------------------------------------------------------------------------ the Pyramid
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pyramid_scores_each_space_in_filling_order_then_1_beyond(players):
    game = new(players)
    owners = [seat % players for seat in range(16)]
    put_at(game, "pyramid", owners[:11])
    arrange(game, ships=[[0, 1, EMPTY, 0], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], offer=[], turn=0)
    before = [p.points.get("pyramid", 0) for p in game.state.players]
    act(game, "sail", ship=0, site="pyramid")   # spaces 12, 13, 14 of 14: 1, 3 and 4 points
    gained = [p.points.get("pyramid", 0) - b for p, b in zip(game.state.players, before)]
    assert gained[:2] == [PYRAMID_A[11] + PYRAMID_A[13], PYRAMID_A[12]] == [5, 3]
    arrange(game, ships=[[1, 0], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], turn=0)
    act(game, "sail", ship=0, site="pyramid")   # beside the full pyramid: 1 point each
    assert game.state.players[0].points["pyramid"] - before[0] == 6
    assert game.state.players[1].points["pyramid"] - before[1] == 4


def test_the_first_pyramid_stones_score_the_printed_values():
    game = new(4)
    arrange(game, ships=[[3, 2, 1, 0], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], offer=[], turn=0)
    act(game, "sail", ship=0, site="pyramid")
    assert [game.state.players[s].points.get("pyramid", 0) for s in (3, 2, 1, 0)] == PYRAMID_A[:4] == [2, 1, 3, 2]
    assert site(game, "pyramid") == [3, 2, 1, 0]


# ------------------------------------------------------------------------------ the Temple
@pytest.mark.parametrize("players, stones, expected", [
    (2, [0, 1, 1, 0, 1], [1, 3]),                 # 4 spaces a row: the 5th covers column 1
    (3, [0, 0, 1, 2, 1, 2, 0], [1, 2, 2]),        # 5 spaces: 2 and 0 cover columns 1 and 2
    (4, [0, 1, 2, 3, 3, 2], [0, 1, 2, 2]),        # 5 spaces: the 2 covers the 0
])
def test_the_temple_scores_each_visible_stone_at_the_end_of_the_round(players, stones, expected):
    game = new(players)
    put_at(game, "temple", stones)
    points = [p.points.get("temple", 0) for p in game.state.players]
    events = end_round(game, 0)
    assert [p.points.get("temple", 0) - b for p, b in zip(game.state.players, points)] == expected
    assert {"type": "temple_scored", "points": expected} in events


def test_the_temple_example_of_the_rulebook():
    """4 stones in the Temple (W = 5); a 3-ship unloads brown, brown, white: the first brown
    fills the last bottom space, the second starts layer 2 above space 1, white goes above 2."""
    brown, white = 2, 0
    game = new(4)
    put_at(game, "temple", [1, 3, 1, 3])
    arrange(game, ships=[[brown, brown, white], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], offer=[], turn=0)
    act(game, "sail", ship=0, site="temple")
    assert site(game, "temple") == [1, 3, 1, 3, brown, brown, white]
    points = [p.points.get("temple", 0) for p in game.state.players]
    end_round(game, 0)   # visible: brown, white (layer 2), then 1, 3, brown (layer 1)
    assert [p.points.get("temple", 0) - b for p, b in zip(game.state.players, points)] == [1, 1, 2, 1]


# ------------------------------------------------------------------------------ the Burial Chamber
@pytest.mark.parametrize("players, stones, expected", [
    # columns of 3 (top, middle, bottom): 0 0 1 | 0 1 1 | 0
    (2, [0, 0, 1, 0, 1, 1, 0], [10, 6]),
    # 0 0 | 1 0 with 1 below the first 0: diagonal neighbours are not a group (1 + 1; 3 + 1)
    (2, [0, 1, 1, 1, 0], [2, 4]),
    # the top row is 0's, six columns long (17); 1 has a 2 and a 4 (3 + 10); 2 a 4 (10)
    (3, [0, 1, 1, 0, 2, 2, 0, 2, 2, 0, 1, 1, 0, 1, 1, 0], [17, 13, 10]),
    # the rulebook's example: grey (3) a 6, white (0) a 2, black (1) a single, brown (2) a 3 and a single
    (4, [3, 3, 3, 3, 3, 3, 0, 0, 2, 1, 2, 2, 2], [3, 1, 7, 17]),
])
def test_the_burial_chamber_scores_every_connected_group_at_the_end(players, stones, expected):
    game = new(players)
    put_at(game, "burial_chamber", stones)
    last_round(game)
    end_round(game, 0)
    assert game.is_over
    assert [entry["breakdown"]["burial_chamber"] for entry in game.scores()] == expected


def test_burial_chamber_stones_fill_column_by_column_from_the_top():
    """A 4-ship of one owner makes a group of 4 (a column and the top of the next): 10 points."""
    game = new(2)
    arrange(game, ships=[[1, 1, 1, 1], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], offer=[], turn=0)
    act(game, "sail", ship=0, site="burial_chamber")
    last_round(game)
    end_round(game, 0)
    assert [entry["breakdown"]["burial_chamber"] for entry in game.scores()] == [0, 10]


# ------------------------------------------------------------------------------ the Obelisk
@pytest.mark.parametrize("players, stones, expected", [
    (2, [0, 1, 1, 1, 1], [1, 10]),
    (2, [0, 0, 0, 1, 1, 1], [5, 5]),                       # (10 + 1) / 2, rounded down
    (2, [1, 1], [0, 10]),                                  # no stone, no rank
    (3, [0, 0, 1, 1, 2, 2], [6, 6, 6]),                    # (12 + 6 + 1) / 3
    (3, [0, 0, 0, 0, 0, 2], [12, 0, 6]),
    # the rulebook's example: white (0) 4, black (1) and grey (3) 3 each, brown none
    (4, [0, 0, 0, 0, 1, 1, 1, 3, 3, 3], [15, 7, 0, 7]),
    (4, [0, 1, 2, 3, 3], [5, 5, 5, 15]),                   # (10 + 5 + 1) / 3 = 5
])
def test_the_obelisk_ranks_tower_heights_at_the_end(players, stones, expected):
    game = new(players)
    put_at(game, "obelisk", stones)
    last_round(game)
    end_round(game, 0)
    assert [entry["breakdown"]["obelisk"] for entry in game.scores()] == expected


def test_a_ship_sails_only_to_a_site_no_ship_reached_this_round():
    game = new(3)
    arrange(game, ships=[[0, 1, EMPTY], [2, 2], [EMPTY] * 2, [EMPTY]], offer=[], turn=0)
    act(game, "sail", ship=0, site="obelisk")
    assert game.decision.player == 1
    assert not any(a.kind == "sail" and a["site"] == "obelisk" for a in game.legal_actions())
    assert {a["site"] for a in game.legal_actions() if a.kind == "sail"} == {"market", "pyramid", "temple",
                                                                             "burial_chamber"}
