"""Scoring (RULES §5.5), the final decree scoring and end of the game (§5.6) and the
scoring timeline (§1.2, §5.4 step 6).

Numbers come from RULES.md and BOARD_DATA.md (not from the engine):
- district majority 3 VP; a people statue above the districts counts in both districts beneath it and is the
  "highest" piece; otherwise the lower row number is higher (§5.5 step 1, BOARD_DATA §7); nobody scores an
  empty district (§10 item 17);
- temple complex: 1 VP per own building/statue around it + per own pillar 1 VP per own building/statue in its row
  or column (§5.5 step 2). BOARD_DATA §4: building spots RS0..RS4 (left side, row r) and CS0..CS4 (bottom side,
  column c); people-statue spots TS_ROW (row 2) and TS_COL (column 2);
- statues 1/3/6/10/15/21; happiness 3/6/9/12/15 at 9/13/16/19/21; 2 VP per production marker on 6;
- building row (BOARD_DATA §8): uncovered building k shows VP  k=3:1, 5:2, 7:3, 9:4, 10:5
                                                         bread k=2,4,6,8,10: 1 each;
- bread upkeep: each unpaid bread −3 VP, gold may stand in, VP never below 0 (§5.5 step 7, §10 item 20);
- decree symbols (BOARD_DATA §11): sun D12 D13 D15 D21 D22 D24; ankh D14 D16 D17 D18 D19 D20;
  eye D03 D04 D07 D09 D10 D11; scarab D01 D02 D05 D06 D08 D23.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import (
    act,
    actions_of,
    clear_board,
    first_turn,
    play_until,
    refresh,
    set_resources,
    vp_events,
    zero_resources,
)

from game.tekhenu.rules import Action, Game, GameConfig, IllegalAction
from game.tekhenu.rules.final import decree_vp
from game.tekhenu.rules.state import PillarPlacement, set_die
from game.tekhenu.rules.tasks import task

R_DISTRICT = "scoring: Osiris districts"
R_TEMPLE = "scoring: temple complex"
R_STATUES = "scoring: statues"
R_HAPPY = "scoring: happiness"
R_PROD = "scoring: production"
R_ROW = "scoring: building row"
R_BREAD = "scoring: bread"
R_BONUS = "turn order bonus"
START = "test: start"
GODS = ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]
DISTRICTS = ["papyrus", "bread", "limestone", "granite"]
ALL_SPOT_GOLD = {"TS_ROW": 1, "TS_COL": 1, "OS_WORKSHOPS": 1, "OS_QUARRIES": 1}


# ---------------------------------------------------------------------------- state building
def blank(game: Game, vp: int = 10) -> Game:
    """Empty board (no buildings, statues, pillars) and players reset to a plain state with ``vp`` VP."""
    state, board = game.state, game.state.board
    clear_board(game)
    board.spot_gold.update(ALL_SPOT_GOLD)
    for seat, p in enumerate(state.players):
        zero_resources(game, seat)
        p.vp = vp
        p.vp_by_reason = {START: vp}
        p.happiness, p.population = 2, 5
        p.production = {r: 2 for r in DISTRICTS}
        p.buildings_built = p.statues_built = p.pillars_built = 0
        p.technologies, p.decrees, p.blessings = [], [], []
        p.used_free_decree, p.scored_decrees = False, []
    return refresh(game)


def set_vp(game: Game, seat: int, vp: int) -> None:
    p = game.state.players[seat]
    p.vp, p.vp_by_reason = vp, {START: vp}
    refresh(game)


def osiris(game: Game, seat: int, district: str, row: int) -> None:
    game.state.board.osiris[row - 1][DISTRICTS.index(district)] = seat
    game.state.players[seat].buildings_built += 1
    refresh(game)


def temple_building(game: Game, seat: int, spot: str) -> None:
    game.state.board.temple_buildings[spot] = seat
    game.state.players[seat].buildings_built += 1
    refresh(game)


def people_statue(game: Game, seat: int, spot: str) -> None:
    game.state.board.people_statues[spot] = seat
    game.state.board.spot_gold.pop(spot, None)
    game.state.players[seat].statues_built += 1
    refresh(game)


def god_statue(game: Game, seat: int, god: str) -> None:
    game.state.board.god_statues[god].append(seat)
    game.state.players[seat].statues_built += 1
    refresh(game)


def pillar(game: Game, seat: int, row: int, col: int) -> None:
    tile = game.state.board.pillar_stack.pop()
    game.state.board.temple[row * 5 + col] = PillarPlacement(tile, 0, seat)
    game.state.players[seat].pillars_built += 1
    refresh(game)


def scoring_game(players: int = 2, seed: int = 0, **config) -> Game:
    """A game at its first take_die with a blank board: scoring 1 can be run on a hand-made state."""
    return blank(first_turn(players, seed, **config))


def run_scoring(game: Game, final: bool = False) -> list[dict]:
    """Run the scoring task on the current state (RULES §5.5); returns the events up to the next decision.

    Scoring 1 (final=False) returns to the pending take_die afterwards; the final scoring gets a stack of its own.
    """
    if final:
        game.state.stack = []
    game.state.stack.append(task("scoring", final=final))
    refresh(game)
    game._advance()  # noqa: SLF001 - documented way to run a scoring on a constructed state
    return game._take_events()  # noqa: SLF001


def by_reason(events: list[dict], *reasons: str) -> list[tuple[int, int, str]]:
    return [(e["player"], e["amount"], e["reason"]) for e in events if e["type"] == "vp" and e["reason"] in reasons]


def assert_illegal(game: Game, action_kind: str, **args) -> None:
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(Action.make(action_kind, **args))
    assert game.to_json() == before


def at_final_maat(players: int, seed: int = 0) -> Game:
    """A game played (first legal action) into Maat phase 4, stopped at its faith decision, board blanked.

    All balances are set to 0, so the new turn order follows the Ankh values of the Destiny cards (§5.4 step 5).
    """
    game = first_turn(players, seed)
    while not (game.state.maat_phases == 3 and game.decision.kind == "take_die"):
        game.apply(game.legal_actions()[0])
    for p in game.state.players:
        p.faith = 1  # so that Maat phase 4 stops at a faith decision
    refresh(game)
    play_until(game, "maat_faith")
    assert game.state.maat_phases == 4 and game.state.scorings == 1
    blank(game)
    game.state.balances = {str(s): 0 for s in range(players)}
    return refresh(game)


def place_no_faith(game: Game) -> list[dict]:
    events = []
    while game.decision is not None and game.decision.kind == "maat_faith":
        events += act(game, "place_faith", net=0)
    return events


def go_on_to_the_final_scoring(game: Game) -> list[dict]:
    """Every player declines to use a decree before the final scoring (nobody holds D23)."""
    events = []
    while game.decision is not None and game.decision.kind == "use_free_decree":
        events += act(game, "keep_decree_secret")
    return events


def combos(game: Game) -> set[frozenset]:
    return {frozenset(a["cards"]) for a in actions_of(game, "score_decrees")}


# ============================================================== §5.5 step 1: Osiris districts
def test_district_most_pieces_wins_even_if_placed_lower():
    game = scoring_game(2)
    osiris(game, 0, "papyrus", 5)
    osiris(game, 0, "papyrus", 6)
    osiris(game, 1, "papyrus", 1)
    events = run_scoring(game)
    # papyrus: seat 0 has 2 pieces, seat 1 has 1 -> seat 0 gains 3 VP; the other districts are empty
    assert by_reason(events, R_DISTRICT) == [(0, 3, R_DISTRICT)]


@pytest.mark.parametrize("row0, row1, winner", [(4, 2, 1), (2, 4, 0), (1, 6, 0), (6, 5, 1)])
def test_district_tie_goes_to_the_lower_row_number(row0, row1, winner):
    game = scoring_game(2)
    osiris(game, 0, "bread", row0)
    osiris(game, 1, "bread", row1)
    events = run_scoring(game)
    # 1 piece each: the piece in the lower row number stands higher and wins 3 VP
    assert by_reason(events, R_DISTRICT) == [(winner, 3, R_DISTRICT)]


def test_people_statue_counts_in_both_districts_and_wins_ties():
    game = scoring_game(2)
    people_statue(game, 0, "OS_WORKSHOPS")  # above papyrus and bread
    osiris(game, 0, "papyrus", 6)
    osiris(game, 1, "papyrus", 1)
    osiris(game, 1, "papyrus", 2)
    osiris(game, 1, "bread", 1)
    osiris(game, 1, "bread", 3)
    events = run_scoring(game)
    # papyrus: seat 0 statue + row 6 = 2, seat 1 rows 1, 2 = 2 -> tie, the statue is the highest piece -> seat 0
    # bread:   seat 0 statue = 1, seat 1 rows 1, 3 = 2 -> seat 1 (the statue counts only as one piece there)
    assert by_reason(events, R_DISTRICT) == [(0, 3, R_DISTRICT), (1, 3, R_DISTRICT)]


def test_statue_alone_wins_both_districts_beneath_it_and_beats_a_row_1_building():
    game = scoring_game(2)
    people_statue(game, 1, "OS_QUARRIES")  # above limestone and granite
    osiris(game, 0, "limestone", 1)
    events = run_scoring(game)
    # limestone: 1 piece each, statue beats the row-1 building -> seat 1; granite: only seat 1's statue -> seat 1
    assert by_reason(events, R_DISTRICT) == [(1, 3, R_DISTRICT), (1, 3, R_DISTRICT)]
    assert game.state.players[1].vp_by_reason[R_DISTRICT] == 6  # 2 districts x 3 VP


def test_nobody_scores_an_empty_district():
    game = scoring_game(2)
    events = run_scoring(game)
    assert by_reason(events, R_DISTRICT) == []
    assert all(R_DISTRICT not in p.vp_by_reason for p in game.state.players)


def test_district_three_player_tie():
    game = scoring_game(3)
    osiris(game, 0, "limestone", 3)
    osiris(game, 1, "limestone", 2)
    osiris(game, 2, "limestone", 5)
    osiris(game, 2, "granite", 6)
    events = run_scoring(game)
    # limestone: 1-1-1, row 2 is highest -> seat 1; granite: seat 2 alone; papyrus/bread empty -> nobody
    assert by_reason(events, R_DISTRICT) == [(1, 3, R_DISTRICT), (2, 3, R_DISTRICT)]


# ============================================================== §5.5 step 2: temple complex
def test_temple_rulebook_example_orange_8_vp_and_no_shared_line_1_per_building():
    game = scoring_game(2)
    # seat 0 ("orange"): buildings RS2 (row 2), CS1 (column 1), people statue TS_ROW (row 2);
    # pillars at (2,1) and (2,3)
    temple_building(game, 0, "RS2")
    temple_building(game, 0, "CS1")
    people_statue(game, 0, "TS_ROW")
    pillar(game, 0, 2, 1)
    pillar(game, 0, 2, 3)
    # seat 1: buildings CS3 (column 3, in line with seat 0's pillar (2,3)) and RS3 (row 3);
    # pillars at (0,0) and (1,4) share no row or column with them
    temple_building(game, 1, "CS3")
    temple_building(game, 1, "RS3")
    pillar(game, 1, 0, 0)
    pillar(game, 1, 1, 4)
    events = run_scoring(game)
    # seat 0: 3 pieces (RS2, CS1, TS_ROW) = 3
    #         + pillar (2,1): RS2, CS1, TS_ROW = 3
    #         + pillar (2,3): RS2, TS_ROW = 2 (CS3 belongs to seat 1)      -> 8
    # seat 1: 2 buildings = 2, pillars in line with none of them = 0      -> 2
    assert sorted(by_reason(events, R_TEMPLE)) == [(0, 8, R_TEMPLE), (1, 2, R_TEMPLE)]


def test_temple_column_statue_and_pillars_without_pieces():
    game = scoring_game(4)
    people_statue(game, 0, "TS_COL")  # column 2
    temple_building(game, 0, "RS4")  # row 4 (usable with 4 players)
    pillar(game, 0, 4, 2)
    pillar(game, 1, 3, 3)  # seat 1: a pillar but no building or statue
    temple_building(game, 2, "CS2")  # seat 2's building is in line with seat 0's pillar: not seat 0's piece
    events = run_scoring(game)
    # seat 0: pieces TS_COL, RS4 = 2 + pillar (4,2): RS4 (row 4) + TS_COL (column 2) = 2 -> 4 (CS2 not own)
    # seat 1: 0 -> no event; seat 2: 1 building, no pillar -> 1
    assert sorted(by_reason(events, R_TEMPLE)) == [(0, 4, R_TEMPLE), (2, 1, R_TEMPLE)]


# ============================================================== §5.5 steps 3-5
@pytest.mark.parametrize("statues, vp", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)])
def test_statue_vp(statues, vp):
    game = scoring_game(2)
    for god in GODS[:statues]:
        god_statue(game, 0, god)
    events = run_scoring(game)
    assert by_reason(events, R_STATUES) == ([(0, vp, R_STATUES)] if vp else [])


def test_statue_vp_counts_god_and_people_statues_together():
    game = scoring_game(2)
    god_statue(game, 1, "thoth")
    god_statue(game, 1, "osiris")
    people_statue(game, 1, "TS_COL")
    people_statue(game, 1, "OS_QUARRIES")
    events = run_scoring(game)
    # 4 statues -> 10 VP (1 for TS_COL in the temple step; limestone and granite districts 3 + 3)
    assert by_reason(events, R_STATUES) == [(1, 10, R_STATUES)]


@pytest.mark.parametrize("happiness, vp", [(8, 0), (9, 3), (12, 3), (13, 6), (15, 6), (16, 9), (18, 9),
                                           (19, 12), (20, 12), (21, 15)])
def test_happiness_vp(happiness, vp):
    game = scoring_game(2)
    p = game.state.players[1]
    p.population, p.happiness = 21, happiness
    refresh(game)
    events = run_scoring(game)
    assert by_reason(events, R_HAPPY) == ([(1, vp, R_HAPPY)] if vp else [])


@pytest.mark.parametrize("production, vp", [
    ({"papyrus": 5, "bread": 5, "limestone": 5, "granite": 5}, 0),
    ({"papyrus": 6, "bread": 2, "limestone": 3, "granite": 2}, 2),
    ({"papyrus": 2, "bread": 6, "limestone": 6, "granite": 1}, 4),
    ({"papyrus": 6, "bread": 6, "limestone": 6, "granite": 6}, 8),
])
def test_production_vp(production, vp):
    game = scoring_game(2)
    game.state.players[0].production = dict(production)
    refresh(game)
    events = run_scoring(game)
    assert by_reason(events, R_PROD) == ([(0, vp, R_PROD)] if vp else [])


# ============================================================== §5.5 steps 6-7: building row and bread
OSIRIS_CELLS = [(d, r) for d in ("papyrus", "bread") for r in range(1, 7)]


@pytest.mark.parametrize("built, row_vp, bread", [
    (0, 0, 0), (1, 0, 0), (2, 0, 1), (3, 1, 1), (4, 1, 2), (5, 3, 2),
    (6, 3, 3), (7, 6, 3), (8, 6, 4), (9, 10, 4), (10, 15, 5),
])
def test_building_row_vp_and_unpaid_bread(built, row_vp, bread):
    # row VP: sum of k=3:1, 5:2, 7:3, 9:4, 10:5 for k <= built; bread: one per even k <= built
    game = scoring_game(2)
    set_vp(game, 0, 30)
    for district, row in OSIRIS_CELLS[:built]:
        osiris(game, 0, district, row)
    events = run_scoring(game)  # no resources: bread upkeep has one option (pay nothing) -> auto
    expected = ([(0, row_vp, R_ROW)] if row_vp else []) + ([(0, -3 * bread, R_BREAD)] if bread else [])
    assert by_reason(events, R_ROW, R_BREAD) == expected
    assert game.decision.kind == "take_die"  # scoring 1 is over, play goes on


def test_bread_upkeep_gold_may_stand_in_and_each_unpaid_bread_costs_3():
    game = scoring_game(2)
    for district, row in OSIRIS_CELLS[:6]:  # 6 buildings: bread icons at 2, 4, 6 -> 3 bread owed
        osiris(game, 0, district, row)
    set_resources(game, 0, bread=1, gold=1)
    events = run_scoring(game)
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 0
    offered = {(a["bread"], a["gold"]) for a in actions_of(game, "pay_bread")}
    assert offered == {(0, 0), (0, 1), (1, 0), (1, 1)}
    assert_illegal(game, "pay_bread", bread=2, gold=1)  # only 1 bread
    assert_illegal(game, "pay_bread", bread=1, gold=2)  # only 1 gold
    vp_before = game.state.players[0].vp
    events = act(game, "pay_bread", bread=1, gold=1)
    # 3 owed - 2 paid = 1 unpaid -> -3 VP
    assert vp_events(events, 0) == [(-3, R_BREAD)]
    assert game.state.players[0].vp == vp_before - 3
    assert game.state.players[0].resources["bread"] == 0 and game.state.players[0].resources["gold"] == 0


def test_bread_upkeep_player_may_pay_less():
    game = scoring_game(2)
    for district, row in OSIRIS_CELLS[:6]:  # 3 bread owed
        osiris(game, 1, district, row)
    set_resources(game, 1, bread=5)
    run_scoring(game)
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 1
    assert {(a["bread"], a["gold"]) for a in actions_of(game, "pay_bread")} == {(0, 0), (1, 0), (2, 0), (3, 0)}
    events = act(game, "pay_bread", bread=1, gold=0)
    # 2 unpaid -> -6 VP; 5 - 1 = 4 bread kept
    assert vp_events(events, 1) == [(-6, R_BREAD)]
    assert game.state.players[1].resources["bread"] == 4


def test_bread_upkeep_paid_entirely_in_gold():
    game = scoring_game(2)
    for district, row in OSIRIS_CELLS[:4]:  # 4 buildings: bread at 2 and 4 -> 2 owed; row VP 1 (k=3)
        osiris(game, 0, district, row)
    set_resources(game, 0, gold=3)
    run_scoring(game)
    assert {(a["bread"], a["gold"]) for a in actions_of(game, "pay_bread")} == {(0, 0), (0, 1), (0, 2)}
    events = act(game, "pay_bread", bread=0, gold=2)
    assert vp_events(events, 0) == []
    assert game.state.players[0].resources["gold"] == 1
    assert R_BREAD not in game.state.players[0].vp_by_reason


def test_bread_penalty_never_drops_vp_below_zero():
    game = scoring_game(2)
    set_vp(game, 0, 0)
    for district, row in [("papyrus", 3), ("papyrus", 4), ("bread", 5), ("bread", 6)]:
        osiris(game, 0, district, row)
    events = run_scoring(game)
    # 0 + districts papyrus 3 + bread 3 + building row 1 (k=3) = 7; 2 bread unpaid = -6 -> 1 VP left
    assert vp_events(events, 0) == [(3, R_DISTRICT), (3, R_DISTRICT), (1, R_ROW), (-6, R_BREAD)]
    assert game.state.players[0].vp == 1

    game = scoring_game(2)
    set_vp(game, 1, 0)
    for row in (1, 2, 3):
        osiris(game, 0, "papyrus", row)
    for row in (4, 5, 6):
        osiris(game, 1, "papyrus", row)  # 3-3 tie: seat 0's row 1 is higher -> seat 0
    osiris(game, 0, "bread", 1)
    osiris(game, 0, "bread", 2)
    osiris(game, 1, "bread", 3)  # 1 vs 2 -> seat 0
    events = run_scoring(game)
    # seat 1: 4 buildings -> building row 1 VP (k=3) = 1 VP; 2 bread unpaid = -6 would go below 0: only 1 lost
    assert vp_events(events, 1) == [(1, R_ROW), (-1, R_BREAD)]
    assert game.state.players[1].vp == 0


def test_bread_upkeep_decisions_follow_turn_order():
    game = scoring_game(2)
    game.state.turn_order = [1, 0]
    for seat, district in ((0, "papyrus"), (1, "bread")):
        osiris(game, seat, district, 1)
        osiris(game, seat, district, 2)  # 2 buildings: 1 bread owed
        set_resources(game, seat, bread=1)
    run_scoring(game)
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 1
    act(game, "pay_bread", bread=1, gold=0)
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 0
    events = act(game, "pay_bread", bread=0, gold=0)
    assert vp_events(events) == [(-3, R_BREAD)] and events[-1]["type"] != "game_over"
    assert game.decision.kind == "take_die"


def test_scoring_one_all_steps_for_one_player():
    game = scoring_game(2)
    p = game.state.players[0]
    p.population, p.happiness = 17, 16  # happiness 16 -> 9 VP
    p.production = {"papyrus": 6, "bread": 6, "limestone": 4, "granite": 2}  # 2 on 6 -> 4 VP
    osiris(game, 0, "granite", 4)
    osiris(game, 0, "granite", 5)
    osiris(game, 1, "granite", 1)
    temple_building(game, 0, "RS1")
    temple_building(game, 0, "CS2")
    pillar(game, 0, 1, 2)
    god_statue(game, 0, "horus")
    god_statue(game, 0, "ra")
    set_resources(game, 0, bread=0, gold=0)
    events = run_scoring(game)
    # districts: granite 2 vs 1 -> +3
    # temple: RS1, CS2 = 2 + pillar (1,2): RS1 (row 1) and CS2 (column 2) = 2 -> 4
    # statues: 2 -> 3; happiness 16 -> 9; production 2 x 2 = 4; building row k=4 -> 1; bread k=2,4 -> 2 unpaid -6
    assert vp_events(events, 0) == [(3, R_DISTRICT), (4, R_TEMPLE), (3, R_STATUES), (9, R_HAPPY), (4, R_PROD),
                                    (1, R_ROW), (-6, R_BREAD)]
    assert game.state.players[0].vp == 10 + 3 + 4 + 3 + 9 + 4 + 1 - 6  # 28
    assert game.scores()[0] == {"player": 0, "total": 28, "breakdown": {
        START: 10, R_DISTRICT: 3, R_TEMPLE: 4, R_STATUES: 3, R_HAPPY: 9, R_PROD: 4, R_ROW: 1, R_BREAD: -6}}
    assert not game.is_over and game.decision.kind == "take_die"


# ============================================================== §5.6: which decrees may be scored
def final_choice_game(decrees: list[str], players: int = 2, seat: int = 0) -> Game:
    game = scoring_game(players)
    game.state.players[seat].decrees = list(decrees)
    refresh(game)
    run_scoring(game, final=True)
    return game


def test_choose_decrees_offers_exactly_the_valid_sets():
    # scarab D01 D05, eye D07 D09, sun D12, ankh D18: 4 symbols -> 3 decrees, one per symbol
    game = final_choice_game(["D01", "D05", "D07", "D09", "D12", "D18"])
    assert game.decision.kind == "choose_decrees" and game.decision.player == 0
    expected = set()
    for scarab in ("D01", "D05"):
        for eye in ("D07", "D09"):
            expected |= {frozenset({scarab, eye, "D12"}), frozenset({scarab, eye, "D18"})}
        expected.add(frozenset({scarab, "D12", "D18"}))
    for eye in ("D07", "D09"):
        expected.add(frozenset({eye, "D12", "D18"}))
    assert len(expected) == 12
    assert combos(game) == expected
    assert_illegal(game, "score_decrees", cards=["D01", "D05", "D12"])  # two scarabs
    assert_illegal(game, "score_decrees", cards=["D07", "D09"])  # two eyes
    assert_illegal(game, "score_decrees", cards=["D01", "D07", "D12", "D18"])  # four decrees
    assert_illegal(game, "score_decrees", cards=["D02", "D07", "D12"])  # not held
    assert not game.is_over


def test_rulebook_example_third_decree_with_a_repeated_symbol_cannot_score():
    game = final_choice_game(["D01", "D12", "D21"])  # scarab, sun, sun
    assert combos(game) == {frozenset({"D01", "D12"}), frozenset({"D01", "D21"})}
    assert_illegal(game, "score_decrees", cards=["D01", "D12", "D21"])


def test_single_valid_set_is_scored_without_asking():
    game = final_choice_game(["D07", "D09"])  # both eye: one decree
    assert combos(game) == {frozenset({"D07"}), frozenset({"D09"})}
    game = scoring_game(2)
    game.state.players[0].decrees = ["D13"]
    game.state.players[0].scribes = 0
    refresh(game)
    pillar(game, 0, 0, 0)
    events = run_scoring(game, final=True)
    assert game.is_over
    assert [e["cards"] for e in events if e["type"] == "decrees_chosen" and e["player"] == 0] == [["D13"]]
    assert (3, "decree D13") in vp_events(events, 0)  # 1 pillar x 3


# ============================================================== §5.6 / §8.4: decree values
@pytest.fixture(scope="module")
def decree_game() -> Game:
    """3 players, turn order 0, 1, 2. Seat 0 owns everything described below."""
    game = scoring_game(3)
    game.state.turn_order = [0, 1, 2]
    p0, p1, p2 = game.state.players
    p0.technologies = ["T01", "T02", "T03"]
    p0.decrees = ["D02", "D05", "D07", "D12"]  # symbols scarab, scarab, eye, sun
    p0.population, p0.happiness = 18, 16
    p1.population, p1.happiness = 7, 5
    p2.population, p2.happiness = 10, 9
    p0.scribes = 5
    p0.resources.update(gold=3, papyrus=2, bread=1, limestone=0, granite=4)
    osiris(game, 0, "papyrus", 1)
    osiris(game, 0, "bread", 3)
    osiris(game, 0, "limestone", 2)
    osiris(game, 0, "granite", 4)
    osiris(game, 0, "granite", 5)
    osiris(game, 1, "papyrus", 2)
    people_statue(game, 0, "OS_QUARRIES")
    people_statue(game, 0, "TS_COL")
    god_statue(game, 0, "horus")
    god_statue(game, 0, "ra")
    temple_building(game, 0, "RS1")
    temple_building(game, 0, "CS2")
    temple_building(game, 1, "RS3")
    pillar(game, 0, 1, 2)
    pillar(game, 0, 3, 3)
    pillar(game, 0, 0, 4)
    bag = game.state.board.bag
    for dice_list, values in ((p0.pure, [6, 5, 2]), (p0.tainted, [6]), (p0.under, [6])):
        for value in values:
            die = bag.pop()
            set_die(game.state, die, value)
            dice_list.append(die)
    return refresh(game)


@pytest.mark.parametrize("card, vp", [
    ("D01", 9),    # 3 technologies x 3
    ("D02", 12),   # symbols held: scarab, eye, sun = 3 x 4
    ("D05", 12),   # happiness 16: 3 symbols (9, 13, 16) x 4
    ("D06", 11),   # happiness 16 - lowest happiness 5 (seat 1)
    ("D07", 15),   # 5 scribes x 3
    ("D08", 13),   # gold 3 x 2 + papyrus 2 + bread 1 + granite 4
    ("D09", 9),    # quarries: limestone r2, granite r4, r5 = 3 x 3 (the statue above is no quarry)
    ("D10", 6),    # workshops: papyrus r1, bread r3 = 2 x 3
    ("D11", 10),   # 5 Osiris buildings x 2
    ("D12", 6),    # temple buildings RS1, CS2 = 2 x 3
    ("D13", 9),    # 3 pillars x 3
    ("D14", 12),   # 4 statues x 2 + 2 temple buildings x 2
    ("D15", 10),   # 3 pillars x 2 + 2 temple buildings x 2
    ("D16", 8),    # 2 god statues x 4
    ("D17", 14),   # 4 statues x 2 + 3 pillars x 2
    ("D18", 12),   # 4 statues x 3
    ("D19", 10),   # 2 people statues x 5
    ("D20", 10),   # first in turn order
    ("D21", 7),    # 5 Osiris + 2 temple buildings
    ("D22", 7),    # pure dice 6 + 5 + 2 = 13, half rounded up (tainted and Anubis dice do not count)
    ("D24", 4),    # own buildings RS1, CS2 = 2 + pillar (1,2): RS1, CS2 = 2; (3,3) RS3 is seat 1's; TS_COL ignored
])
def test_decree_value_seat0(decree_game, card, vp):
    assert decree_vp(decree_game, 0, card) == vp


@pytest.mark.parametrize("seat, card, vp", [
    (1, "D06", 0),   # seat 1 has the lowest happiness
    (2, "D06", 4),   # 9 - 5
    (1, "D20", 5),   # second in turn order
    (2, "D20", 0),   # third
    (1, "D24", 1),   # RS3, no pillar
    (2, "D05", 4),   # happiness 9: 1 symbol x 4
    (1, "D11", 2),   # 1 Osiris building x 2
])
def test_decree_value_other_seats(decree_game, seat, card, vp):
    assert decree_vp(decree_game, seat, card) == vp


def test_d24_differs_from_the_temple_step_which_counts_the_statue(decree_game):
    game = Game.from_json(decree_game.to_json())
    events = run_scoring(game)
    # temple step for seat 0: RS1, CS2, TS_COL = 3 + pillar (1,2): RS1, CS2, TS_COL = 3 -> 6 (D24 gives 4)
    assert (0, 6, R_TEMPLE) in by_reason(events, R_TEMPLE)


@pytest.mark.parametrize("scribes, capped, uncapped", [(0, 0, 0), (5, 15, 15), (7, 21, 21), (8, 21, 24),
                                                      (10, 21, 30)])
def test_d07_cap_21_by_default_and_uncapped_option(scribes, capped, uncapped):
    game = scoring_game(2)
    game.state.players[0].scribes = scribes
    assert decree_vp(game, 0, "D07") == capped  # 3 per scribe, at most 21 (§10 item 25)
    game = scoring_game(2, d07_cap=False)
    game.state.players[0].scribes = scribes
    assert decree_vp(game, 0, "D07") == uncapped  # 3 per scribe


@pytest.mark.parametrize("resources, vp", [
    ({}, 0),
    ({"gold": 1}, 2),
    ({"papyrus": 1, "bread": 1, "limestone": 1, "granite": 1}, 4),
    ({"gold": 5, "papyrus": 5, "bread": 5}, 20),          # 10 + 10 = 20
    ({"gold": 8, "limestone": 5}, 20),                    # 16 + 5 = 21 -> at most 20
])
def test_d08_values_and_cap(resources, vp):
    game = scoring_game(2)
    set_resources(game, 0, **resources)
    assert decree_vp(game, 0, "D08") == vp


@pytest.mark.parametrize("values, vp", [([], 0), ([1], 1), ([3, 4], 4), ([6, 6, 6, 5], 12), ([1, 2], 2)])
def test_d22_half_pure_dice_rounded_up(values, vp):
    # [1]: 1/2 -> 1; [3,4]: 7/2 -> 4; [6,6,6,5]: 23/2 -> 12; [1,2]: 3/2 -> 2
    game = scoring_game(2)
    p = game.state.players[1]
    for value in values:
        die = game.state.board.bag.pop()
        set_die(game.state, die, value)
        p.pure.append(die)
    assert decree_vp(refresh(game), 1, "D22") == vp


@pytest.mark.parametrize("happiness, vp", [(8, 0), (9, 4), (13, 8), (16, 12), (19, 16), (21, 20)])
def test_d05_per_happiness_symbol(happiness, vp):
    game = scoring_game(2)
    p = game.state.players[0]
    p.population, p.happiness = 21, happiness
    assert decree_vp(refresh(game), 0, "D05") == vp


def test_d02_counts_symbols_of_all_held_decrees():
    game = scoring_game(2)
    game.state.players[0].decrees = ["D02", "D23"]  # both scarab: 1 symbol
    assert decree_vp(game, 0, "D02") == 4
    game.state.players[0].decrees = ["D02", "D04", "D13", "D14"]  # scarab, eye, sun, ankh
    assert decree_vp(game, 0, "D02") == 16


def test_d21_counts_osiris_and_temple_buildings():
    game = scoring_game(4)
    osiris(game, 2, "papyrus", 6)
    temple_building(game, 2, "CS0")
    temple_building(game, 2, "RS4")
    osiris(game, 3, "bread", 1)
    assert decree_vp(game, 2, "D21") == 3  # 1 + 2


def test_d20_needs_three_players_and_is_removed_with_two():
    game = first_turn(2, 0)
    board = game.state.board
    everywhere = (list(board.decks["decree"]) + list(board.discards["decree"])
                  + [c for section in board.market for c in section if c]
                  + [d for p in game.state.players for d in p.decrees])
    assert "D20" not in everywhere and "D03" not in everywhere


# ============================================================== D04 (pay per population ▲) and D08 order
def test_d04_pay_one_resource_per_symbol_for_4_vp_each():
    game = scoring_game(2)
    p = game.state.players[0]
    p.decrees = ["D04"]
    p.population = 16  # 3 symbols (9, 13, 16)
    set_resources(game, 0, papyrus=1, gold=1)
    run_scoring(game, final=True)
    assert game.decision.kind == "pay_population_decree" and game.decision.player == 0
    offered = {(a["symbols"], a["gold"]) for a in actions_of(game, "pay_symbols")}
    # 2 resources in all (1 papyrus, 1 gold): at most 2 symbols can be paid
    assert offered == {(0, 0), (1, 0), (1, 1), (2, 1)}
    assert_illegal(game, "pay_symbols", symbols=3, gold=1)
    assert_illegal(game, "pay_symbols", symbols=2, gold=0)
    events = act(game, "pay_symbols", symbols=2, gold=1)
    assert (8, "decree D04") in vp_events(events, 0)  # 2 symbols x 4
    assert game.state.players[0].resources["papyrus"] == 0 and game.state.players[0].resources["gold"] == 0
    assert game.is_over


def test_d04_and_d08_scored_together_d04_first_so_d08_counts_what_is_left():
    """BOARD_DATA §11: D04 is an eye, D08 a scarab, so one player may score both; both cards say
    "if you also score D08/D04, score D04 first" (RULES §5.6, §8.4): the resources paid for D04's
    symbols are gone when D08 counts. Played through the whole final Maat phase."""
    game = at_final_maat(2)
    p0, p1 = game.state.players
    p0.destiny, p1.destiny = "A04", "A01"  # new turn order by Ankh: seat 0 (3), seat 1 (0)
    p0.decrees = ["D04", "D07", "D08"]  # eye, eye, scarab
    p0.population = 16  # 3 symbols reached (9, 13, 16)
    set_resources(game, 0, gold=3, papyrus=2, limestone=4)
    events = place_no_faith(game)  # blank board, no building built: no bread owed
    events += go_on_to_the_final_scoring(game)
    assert game.decision.kind == "choose_decrees" and game.decision.player == 0
    # one eye (D04 or D07) with the scarab: D04 and D08 together is one of the two sets
    assert combos(game) == {frozenset({"D04", "D08"}), frozenset({"D07", "D08"})}
    events += act(game, "score_decrees", cards=("D04", "D08"))
    assert game.decision.kind == "pay_population_decree" and game.decision.player == 0
    # 3 symbols, 9 resources (3 gold, 6 others): any number of symbols 0-3, any share of it in gold
    assert {(a["symbols"], a["gold"]) for a in actions_of(game, "pay_symbols")} == {
        (k, g) for k in range(4) for g in range(k + 1)}
    events += act(game, "pay_symbols", symbols=3, gold=0)
    assert game.is_over
    # D04: 3 symbols x 4 = 12, paid with 3 of the 6 papyrus and limestone;
    # D08 afterwards: 3 gold x 2 + 3 papyrus/limestone left = 9 (scored first it would be 6 + 6 = 12);
    # first in turn order: 3. Nothing else: the board is blank, happiness 2, production markers on 2.
    assert vp_events(events, 0) == [(12, "decree D04"), (9, "decree D08"), (3, R_BONUS)]
    assert p0.vp == 10 + 12 + 9 + 3
    left = p0.resources
    assert left["gold"] == 3 and left["papyrus"] + left["limestone"] == 3 and left["bread"] + left["granite"] == 0


# ============================================================== end-to-end final scorings
def test_final_scoring_end_to_end_three_players():
    game = at_final_maat(3)
    state, p0, p1, p2 = game.state, *game.state.players
    # new turn order by Ankh (all balances 0): seat 1 (A04, 3), seat 2 (A03, 2), seat 0 (A02, 1)
    p0.destiny, p1.destiny, p2.destiny = "A02", "A04", "A03"
    # Osiris
    osiris(game, 0, "papyrus", 5)
    osiris(game, 0, "papyrus", 6)
    osiris(game, 0, "limestone", 4)
    osiris(game, 1, "papyrus", 1)
    people_statue(game, 1, "OS_WORKSHOPS")
    osiris(game, 2, "bread", 2)
    osiris(game, 2, "bread", 3)
    osiris(game, 2, "limestone", 3)
    # temple complex (rulebook example for seat 0)
    temple_building(game, 0, "RS2")
    temple_building(game, 0, "CS1")
    people_statue(game, 0, "TS_ROW")
    pillar(game, 0, 2, 1)
    pillar(game, 0, 2, 3)
    temple_building(game, 1, "CS3")
    pillar(game, 1, 0, 0)
    god_statue(game, 0, "horus")
    god_statue(game, 0, "ra")
    # People track, production, resources, scribes, decrees
    p0.population, p0.happiness = 16, 13
    p1.population, p1.happiness = 9, 9
    p2.population, p2.happiness = 21, 4
    p0.production.update(papyrus=6, bread=6, limestone=3)
    p2.production.update(granite=6)
    set_resources(game, 0, bread=1, gold=2, papyrus=3)
    set_resources(game, 2, gold=1)
    p1.scribes = 9
    p0.decrees = ["D06", "D08", "D16", "D24"]
    p1.decrees = ["D07", "D20"]
    p2.decrees = ["D02", "D11", "D22"]
    dice = p2.pure + p2.tainted + p2.under
    assert len(dice) == 4
    p2.pure, p2.tainted, p2.under = dice[:3], dice[3:], []
    for die, value in zip(dice, [5, 4, 2, 6]):
        set_die(state, die, value)
    refresh(game)

    events = place_no_faith(game)
    assert state.turn_order == [1, 2, 0]
    events += go_on_to_the_final_scoring(game)
    # bread: seat 1 owes 1 (k=2), no resources -> paid automatically (nothing); seat 2 owes 1 (k=3)
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 2
    assert {(a["bread"], a["gold"]) for a in actions_of(game, "pay_bread")} == {(0, 0), (0, 1)}
    events += act(game, "pay_bread", bread=0, gold=1)
    # seat 0 owes 2 (k=5) with 1 bread and 2 gold
    assert game.decision.kind == "bread_upkeep" and game.decision.player == 0
    assert {(a["bread"], a["gold"]) for a in actions_of(game, "pay_bread")} == {(0, 0), (0, 1), (0, 2), (1, 0),
                                                                                  (1, 1)}
    events += act(game, "pay_bread", bread=1, gold=0)
    # decrees: seat 1 (eye, ankh) and seat 2 (scarab, eye, sun) have one valid set each; seat 0 chooses
    # one of its two scarabs (D06, D08) with D16 (ankh) and D24 (sun)
    assert game.decision.kind == "choose_decrees" and game.decision.player == 0
    assert combos(game) == {frozenset(s) for s in (("D06", "D16", "D24"), ("D08", "D16", "D24"))}
    events += act(game, "score_decrees", cards=("D08", "D16", "D24"))
    assert game.is_over and state.phase == "over"

    scoring = [R_DISTRICT, R_TEMPLE, R_STATUES, R_HAPPY, R_PROD, R_ROW, R_BREAD]

    def split(seat):
        vps = vp_events(events, seat)
        return [v for v in vps if v[1] in scoring], Counter(v for v in vps if v[1] not in scoring)

    # seat 0: temple 3 + 3 + 2 = 8; statues 3 -> 6; happiness 13 -> 6; production 2 x 2 = 4;
    #   building row k=5 -> 1 + 2 = 3; bread 2 owed, 1 paid -> -3;
    #   D08 after upkeep: gold 2 x 2 + papyrus 3 = 7; D16 2 god statues x 4 = 8;
    #   D24: RS2, CS1 = 2 + pillar (2,1) RS2, CS1 = 2 + pillar (2,3) RS2 = 1 -> 5
    assert split(0) == ([(8, R_TEMPLE), (6, R_STATUES), (6, R_HAPPY), (4, R_PROD), (3, R_ROW), (-3, R_BREAD)],
                        Counter([(7, "decree D08"), (8, "decree D16"), (5, "decree D24")]))
    # seat 1: papyrus 2 (row 1 + statue) vs seat 0's 2 (rows 5, 6): statue wins -> 3; temple CS3 = 1;
    #   statues 1 -> 1; happiness 9 -> 3; bread 1 unpaid -> -3; D07 9 scribes = 27 -> cap 21; D20 first 10;
    #   turn order first 3
    assert split(1) == ([(3, R_DISTRICT), (1, R_TEMPLE), (1, R_STATUES), (3, R_HAPPY), (-3, R_BREAD)],
                        Counter([(21, "decree D07"), (10, "decree D20"), (3, R_BONUS)]))
    # seat 2: bread 2 vs the statue's 1 -> 3; limestone row 3 beats seat 0's row 4 -> 3; production 1 x 2 = 2;
    #   building row k=3 -> 1; bread paid with gold; D02 3 symbols x 4 = 12; D11 3 x 2 = 6;
    #   D22 (5 + 4 + 2) / 2 = 5.5 -> 6; turn order second 2
    assert split(2) == ([(3, R_DISTRICT), (3, R_DISTRICT), (2, R_PROD), (1, R_ROW)],
                        Counter([(12, "decree D02"), (6, "decree D11"), (6, "decree D22"), (2, R_BONUS)]))
    totals = [10 + 8 + 6 + 6 + 4 + 3 - 3 + 7 + 8 + 5,  # 54
              10 + 3 + 1 + 1 + 3 - 3 + 21 + 10 + 3,    # 49
              10 + 3 + 3 + 2 + 1 + 12 + 6 + 6 + 2]     # 45
    assert [p.vp for p in state.players] == totals == [54, 49, 45]
    assert [s["total"] for s in game.scores()] == totals
    assert game.winner() == 0
    assert [e for e in events if e["type"] == "game_over"] == [{"type": "game_over", "winner": 0,
                                                                "scores": [54, 49, 45]}]
    assert "scales_cleared" not in [e["type"] for e in events]  # the last Maat phase never reaches step 7
    assert game.legal_actions() == [] and game.decision is None


def test_d23_free_action_before_final_scoring_counts_as_a_scored_decree():
    game = at_final_maat(2)
    state, p0, p1 = game.state, *game.state.players
    p0.destiny, p1.destiny = "A01", "A04"  # new turn order: seat 1 (Ankh 3), seat 0 (Ankh 0)
    p0.decrees = ["D05", "D13", "D23"]  # scarab, sun, scarab
    p1.decrees = ["D18"]
    p0.population, p0.happiness = 16, 16
    p0.scribes, p1.scribes = 2, 1
    pillar(game, 0, 0, 0)
    pillar(game, 0, 4, 4)
    god_statue(game, 1, "bastet")
    god_statue(game, 1, "thoth")
    set_vp(game, 1, 20)
    events = place_no_faith(game)
    assert state.turn_order == [1, 0]
    assert game.decision.kind == "use_free_decree" and game.decision.player == 1   # asked too: no D23
    assert game.legal_actions() == [Action.make("keep_decree_secret")]
    events += act(game, "keep_decree_secret")
    assert game.decision.kind == "use_free_decree" and game.decision.player == 0
    assert state.scorings == 1  # before the final scoring
    assert set(game.legal_actions()) == {Action.make("use_decree", card="D23"), Action.make("keep_decree_secret")}
    events += act(game, "use_decree", card="D23")
    assert game.decision.kind == "free_action" and game.decision.player == 0
    # no granite at all, yet a statue may be built: the action costs no resources
    assert game.state.players[0].resources["granite"] == 0
    events += act(game, "free_action", god="horus", value=1)
    events += act(game, "statue", spot="OS_QUARRIES")
    assert [e for e in events if e["type"] == "spend"] == []
    assert p0.statues_built == 1 and state.board.people_statues == {"OS_QUARRIES": 0}
    assert p0.resources["gold"] == 1  # the gold lying on the statue spot
    # the final scoring ran; seat 0's decrees: D23 used -> must be one of them, so D05 (scarab) cannot be:
    # only {D13, D23} is valid and it is scored without asking
    assert game.is_over
    assert [e["cards"] for e in events if e["type"] == "decrees_chosen" and e["player"] == 0] == [["D13", "D23"]]
    assert "decree D05" not in p0.vp_by_reason
    # seat 0: limestone and granite won by the new statue 3 + 3; statues 1 -> 1; happiness 16 -> 9;
    #   D13 2 pillars x 3 = 6 -> 10 + 6 + 1 + 9 + 6 = 32
    assert vp_events(events, 0) == [(3, R_DISTRICT), (3, R_DISTRICT), (1, R_STATUES), (9, R_HAPPY),
                                    (6, "decree D13")]
    # seat 1: statues 2 -> 3; D18 2 x 3 = 6; first in turn order +3 (2 players: no bonus for second)
    assert Counter(vp_events(events, 1)) == Counter([(3, R_STATUES), (6, "decree D18"), (3, R_BONUS)])
    assert [p.vp for p in state.players] == [32, 32]
    # tie on VP: more scribes (2 vs 1) wins although seat 0 is second in turn order
    assert game.winner() == 0
    assert [e["winner"] for e in events if e["type"] == "game_over"] == [0]


def test_d23_kept_secret_is_not_required_among_scored_decrees():
    game = at_final_maat(2)
    p0, p1 = game.state.players
    p0.destiny, p1.destiny = "A04", "A01"
    p0.decrees = ["D05", "D13", "D23"]
    p0.population, p0.happiness = 16, 16
    events = place_no_faith(game)
    for seat in game.state.turn_order:   # everyone is asked, in turn order
        assert (game.decision.kind, game.decision.player) == ("use_free_decree", seat)
        events += act(game, "keep_decree_secret")
    assert game.decision.kind == "choose_decrees" and game.decision.player == 0
    assert combos(game) == {frozenset({"D05", "D13"}), frozenset({"D13", "D23"})}
    events += act(game, "score_decrees", cards=("D05", "D13"))
    # D05: happiness 16 -> 3 symbols x 4 = 12; D13: no pillar -> 0 (no event); first in turn order 3
    assert Counter(v for v in vp_events(events, 0) if v[1].startswith("decree") or v[1] == R_BONUS) == \
        Counter([(12, "decree D05"), (3, R_BONUS)])
    assert game.is_over


# ============================================================== turn-order bonus and winner
@pytest.mark.parametrize("players, order, bonus", [
    (2, [1, 0], {1: 3}),
    (3, [2, 0, 1], {2: 3, 0: 2}),
    (4, [3, 1, 0, 2], {3: 3, 1: 2}),
])
def test_turn_order_bonus(players, order, bonus):
    game = scoring_game(players)
    game.state.turn_order = list(order)
    events = run_scoring(game, final=True)
    assert game.is_over
    assert sorted(by_reason(events, R_BONUS)) == sorted((s, vp, R_BONUS) for s, vp in bonus.items())
    assert [p.vp for p in game.state.players] == [10 + bonus.get(s, 0) for s in range(players)]


@pytest.mark.parametrize("vp, scribes, order, winner", [
    ([30, 31, 29, 10], [5, 0, 0, 0], [0, 1, 2, 3], 1),   # most VP
    ([31, 31, 20, 31], [1, 3, 9, 2], [0, 1, 2, 3], 1),   # tie on VP: most scribes (seat 2 has fewer VP)
    ([31, 31, 20, 31], [2, 2, 9, 2], [3, 2, 1, 0], 3),   # tie on VP and scribes: earliest in turn order
    ([31, 31, 20, 31], [2, 2, 9, 2], [2, 1, 0, 3], 1),
])
def test_winner_tie_breaks(vp, scribes, order, winner):
    game = scoring_game(4)
    # final VP = start VP + turn order bonus (first 3, second 2): subtract them so the totals are as listed
    bonus = {order[0]: 3, order[1]: 2}
    for seat in range(4):
        set_vp(game, seat, vp[seat] - bonus.get(seat, 0))
        game.state.players[seat].scribes = scribes[seat]
    game.state.turn_order = list(order)
    events = run_scoring(game, final=True)
    assert [p.vp for p in game.state.players] == vp
    assert game.winner() == winner
    assert [e["winner"] for e in events if e["type"] == "game_over"] == [winner]


# ============================================================== timeline (§1.2, §5.4 step 6)
TIMELINE = [("maat_started", 1), ("scales_cleared", None),
            ("maat_started", 2), ("scoring_started", 1), ("scoring_ended", 1), ("scales_cleared", None),
            ("maat_started", 3), ("scales_cleared", None),
            ("maat_started", 4), ("scoring_started", 2), ("scoring_ended", 2), ("game_over", None)]


@pytest.mark.parametrize("players, seed, chooser_seed", [(2, 3, None), (3, 4, None), (4, 5, None),
                                                         (2, 11, 1), (3, 12, 2), (4, 13, 3)])
def test_scoring_timeline(players, seed, chooser_seed):
    game = Game.new(GameConfig(players=players, seed=seed))
    offset = game.state.board.wheel_offset
    # 1-hourglass marker 4 sections clockwise from the arrow, 2-hourglass marker 2 sections (§3.1 step 2)
    assert game.state.board.scoring_markers == {"1": (offset + 4) % 6, "2": (offset + 2) % 6}
    chooser = random.Random(chooser_seed) if chooser_seed is not None else None
    seen, at_maat = [], {}
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        events = game.apply(chooser.choice(actions) if chooser else actions[0])
        steps += 1
        assert steps < 5000
        for e in events:
            if e["type"] in ("maat_started", "scoring_started", "scoring_ended", "scales_cleared", "game_over"):
                seen.append((e["type"], e.get("number")))
            if e["type"] == "maat_started":
                at_maat[e["number"]] = (game.state.round, game.state.rotations, game.state.board.wheel_offset % 6)
    assert seen == TIMELINE
    # Maat phases after rounds 4, 8, 12, 16 = rotations 2, 4, 6, 8; the arrow then points at
    # offset+2 (2-hourglass, ignored), offset+4 (1-hourglass: scoring 1), offset+6, offset+8 (2-hourglass: scoring 2)
    assert at_maat == {1: (4, 2, (offset + 2) % 6), 2: (8, 4, (offset + 4) % 6), 3: (12, 6, offset % 6),
                       4: (16, 8, (offset + 8) % 6)}
    assert game.state.scorings == 2 and game.state.board.scoring_markers == {}
    assert game.decision is None and game.legal_actions() == []
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(Action.make("take_die", die=0, anubis=False))
    assert game.to_json() == before


def test_game_continues_after_scoring_one():
    game = first_turn(2, 7)
    while game.state.scorings < 1:
        game.apply(game.legal_actions()[0])
    assert not game.is_over
    play_until(game, "take_die")
    assert game.state.round == 9 and game.state.scorings == 1
    # 4 rotations done: the 2-hourglass marker (2 sections from the arrow at setup) is 2 sections behind it
    assert game.state.board.scoring_markers == {"2": (game.state.board.wheel_offset - 2) % 6}


def test_nobody_can_tell_who_holds_d23_from_the_questions_before_the_final_scoring():
    """Asking only D23's holder would name them: every human is asked the same question, and
    what the others see is the same whether or not anyone holds it."""
    views = []
    for holder in (True, False):
        game = at_final_maat(2)
        p0, p1 = game.state.players
        p0.destiny, p1.destiny = "A04", "A01"
        p0.decrees = ["D05", "D23"] if holder else ["D05", "D06"]
        place_no_faith(game)
        asked = []
        while game.decision.kind == "use_free_decree":
            asked.append(game.decision.player)
            views.append(game.view(1 - game.decision.player)["decision"])
            act(game, "keep_decree_secret")
        assert asked == game.state.turn_order
    assert views[:2] == views[2:]
