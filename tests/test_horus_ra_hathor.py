"""RULES.md §6.1 Horus, §6.2 Ra (with the pillar abilities of §8.1) and §6.3 Hathor.

Every situation is set up by editing ``game.state`` (then ``refresh``); every move goes
through ``legal_actions()`` / ``apply()``. Expected numbers come from RULES.md and
BOARD_DATA.md and are written as literals with the arithmetic in a comment.

Board data used (BOARD_DATA.md):
- statue granite costs 1, 2, 2, 3, 3, 4; usable god-statue spots per god 1 / 2 / 3 (2 / 3 / 4 players)
- Horus tiles H1 horus 1 granite, H2 ra 1 limestone, H3 hathor 1 gold, H4 bastet 1 papyrus,
  H5 thoth 1 scribe, H6 osiris 1 bread
- temple 5x5, rewards (row-major):
    row 0: 3 faith, 1 limestone, 2 granite, 1 limestone, 3 faith
    row 1: 1 limestone, 2 papyrus, 2 bread, 2 papyrus, 1 limestone
    row 2: 2 granite, 2 bread, 1 gold, 2 bread, 2 granite
    row 3: = row 1;  row 4: = row 0
- walls: top / bottom red, blue, green, blue, red (cols 0-4); left / right blue, green, red, green, blue (rows 0-4)
- building spots RS0-RS4 (rows) / CS0-CS4 (columns), bread 2, 3, 4, 3, 2;
  usable 2p RS1-3 + CS1-3, 3p all but RS4 and CS0, 4p all
- people-statue spots TS_ROW (row 2), TS_COL (column 2), OS_WORKSHOPS, OS_QUARRIES, 1 gold each
- Ra display: left (die 5-6) 1 VP, middle (3-4) 2 VP, right (1-2) 3 VP
- pillar tiles: P01-P09, P22-P27 cost 2 limestone; P10-P21 cost 3 limestone; edges N E S W as printed
"""
from __future__ import annotations

import pytest
from helpers import (
    act,
    actions_of,
    assert_only_end_turn,
    clear_wheel,
    current,
    end_turn,
    first_turn,
    put_die,
    refresh,
    set_lighting,
    set_resources,
    vp_events,
    zero_resources,
)

from game.tekhenu.rules import Action, IllegalAction
from game.tekhenu.rules.state import PillarPlacement

PRINTED_ORDER = ["H1", "H2", "H3", "H4", "H5", "H6"]  # positions 1-6: horus, ra, hathor, bastet, thoth, osiris
PEOPLE_SPOTS = {"TS_ROW", "TS_COL", "OS_WORKSHOPS", "OS_QUARRIES"}
ALL_BUILDING_SPOTS = {f"RS{i}" for i in range(5)} | {f"CS{i}" for i in range(5)}
USABLE_BUILDING_SPOTS = {
    2: {"RS1", "RS2", "RS3", "CS1", "CS2", "CS3"},
    3: ALL_BUILDING_SPOTS - {"RS4", "CS0"},
    4: ALL_BUILDING_SPOTS,
}


# ----------------------------------------------------------------------------- helpers
def prepare(players: int = 2, seed: int = 0):
    """A game at the first take_die: no cards in play, Horus tiles in printed order, empty wheel
    (plus spare dice for the following players), the active player's resources zeroed."""
    game = first_turn(players, seed)
    state = game.state
    for p in state.players:
        p.technologies.clear()
        p.blessings.clear()
    state.board.horus_tiles = list(PRINTED_ORDER)
    clear_wheel(game)
    seat = current(game)
    zero_resources(game, seat)
    for _ in range(players):
        put_die(game, "osiris", "white", 6)  # spare dice: the next players must be able to take a die
    refresh(game)
    return game, seat


def others(game, seat: int) -> list[int]:
    """The other seats, in seat order after ``seat``."""
    n = len(game.state.players)
    return [(seat + i) % n for i in range(1, n)]


def take(game, god: str, value: int) -> int:
    """The active player takes a grey die (always tainted, never forbidden) of ``value`` in ``god``'s section."""
    die = put_die(game, god, "gray", value)
    act(game, "take_die", die=die, anubis=False)
    if game.decision.kind == "adjust_die":
        act(game, "set_value", value=value)
    assert game.decision.kind == "choose_action"
    return die


def offered_gods(game) -> set[str]:
    return {a["god"] for a in actions_of(game, "god_action")}


def perform(game, god: str, value: int) -> list[dict]:
    take(game, god, value)
    return act(game, "god_action", god=god)


def assert_illegal(game, action: Action) -> None:
    assert action not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def put_pillar(game, row: int, col: int, tile: str, owner: int, rotation: int = 0) -> None:
    game.state.board.temple[row * 5 + col] = PillarPlacement(tile, rotation, owner)
    refresh(game)


def horus_bonuses(events) -> list[tuple[int, str]]:
    return [(e["player"], e["god"]) for e in events if e["type"] == "horus_bonus"]


def res(game, seat: int) -> dict[str, int]:
    return dict(game.state.players[seat].resources)


def zero_all(game) -> None:
    for s in range(len(game.state.players)):
        zero_resources(game, s)


# ===================================================================== §6.1 Horus
STATUE_COSTS = [(0, 1), (1, 2), (2, 2), (3, 3), (4, 3), (5, 4)]  # (statues already built, granite of the next)


@pytest.mark.parametrize("built, cost", STATUE_COSTS)
def test_horus_pays_granite_of_leftmost_statue(built, cost):
    game, seat = prepare(2)
    game.state.players[seat].statues_built = built
    set_resources(game, seat, granite=cost)
    perform(game, "horus", 2)  # position 2 = Ra (printed order)
    act(game, "statue", god="ra")  # the single way to pay is resolved automatically
    p = game.state.players[seat]
    assert p.resources["granite"] == 0  # cost - cost
    assert p.statues_built == built + 1
    assert game.state.board.god_statues["ra"] == [seat]


@pytest.mark.parametrize("built, cost", STATUE_COSTS)
def test_horus_not_offered_when_granite_short(built, cost):
    game, seat = prepare(2)
    game.state.players[seat].statues_built = built
    set_resources(game, seat, granite=cost - 1)
    take(game, "horus", 2)
    assert "horus" not in offered_gods(game)
    assert_illegal(game, Action.make("god_action", god="horus"))


def test_horus_gold_stands_in_for_missing_granite():
    game, seat = prepare(2)
    game.state.players[seat].statues_built = 3  # 4th statue costs 3 granite
    set_resources(game, seat, granite=2, gold=1)
    perform(game, "horus", 2)
    act(game, "statue", god="ra")  # only payment: 2 granite + 1 gold, automatic
    assert res(game, seat)["granite"] == 0
    assert res(game, seat)["gold"] == 0
    assert game.state.players[seat].statues_built == 4


def test_horus_player_chooses_between_granite_and_gold():
    game, seat = prepare(2)
    game.state.players[seat].statues_built = 1  # 2nd statue costs 2 granite
    set_resources(game, seat, granite=2, gold=1)
    perform(game, "horus", 2)
    act(game, "statue", god="ra")
    assert game.decision.kind == "pay"
    payments = {a.args for a in actions_of(game, "pay")}
    assert payments == {Action.make("pay", granite=2).args, Action.make("pay", granite=1, gold=1).args}
    act(game, "pay", granite=1, gold=1)
    assert res(game, seat)["granite"] == 1  # 2 - 1
    assert res(game, seat)["gold"] == 0  # 1 - 1


# Horus tiles shuffled: position 1..6 holds H3, H6, H1, H5, H2, H4
SHUFFLED = ["H3", "H6", "H1", "H5", "H2", "H4"]
SHUFFLED_GOD = {1: "hathor", 2: "osiris", 3: "horus", 4: "thoth", 5: "ra", 6: "bastet"}


@pytest.mark.parametrize("value", range(1, 7))
def test_horus_die_value_selects_position_and_god(value):
    game, seat = prepare(4)
    game.state.board.horus_tiles = list(SHUFFLED)
    set_resources(game, seat, granite=1)
    perform(game, "horus", value)
    assert game.decision.kind == "horus_target"
    god_targets = {a["god"] for a in actions_of(game, "statue") if a.get("god")}
    spot_targets = {a["spot"] for a in actions_of(game, "statue") if a.get("spot")}
    assert god_targets == {SHUFFLED_GOD[value]}
    assert spot_targets == PEOPLE_SPOTS
    for god in set(SHUFFLED_GOD.values()) - {SHUFFLED_GOD[value]}:
        assert_illegal(game, Action.make("statue", god=god))
    act(game, "statue", god=SHUFFLED_GOD[value])
    assert game.state.board.god_statues[SHUFFLED_GOD[value]] == [seat]
    assert res(game, seat)["granite"] == 0  # 1 - 1


@pytest.mark.parametrize("players, usable", [(2, 1), (3, 2), (4, 3)])
def test_horus_last_usable_god_spot_is_offered(players, usable):
    game, seat = prepare(players)
    game.state.board.god_statues["bastet"] = others(game, seat)[: usable - 1]
    set_resources(game, seat, granite=1)
    refresh(game)
    perform(game, "horus", 4)  # position 4 = Bastet
    act(game, "statue", god="bastet")
    assert len(game.state.board.god_statues["bastet"]) == usable
    assert game.state.board.god_statues["bastet"][-1] == seat


@pytest.mark.parametrize("players, usable", [(2, 1), (3, 2), (4, 3)])
def test_horus_full_god_area_not_offered(players, usable):
    game, seat = prepare(players)
    game.state.board.god_statues["bastet"] = others(game, seat)[:usable]
    set_resources(game, seat, granite=1)
    refresh(game)
    perform(game, "horus", 4)  # position 4 = Bastet, whose usable spots are all taken
    targets = actions_of(game, "statue")
    assert not [a for a in targets if a.get("god")]
    assert {a["spot"] for a in targets} == PEOPLE_SPOTS
    assert_illegal(game, Action.make("statue", god="bastet"))


def test_horus_not_offered_when_no_target_left():
    game, seat = prepare(2)
    board = game.state.board
    board.god_statues["bastet"] = [others(game, seat)[0]]  # the one usable Bastet spot (2 players)
    board.people_statues = {spot: others(game, seat)[0] for spot in PEOPLE_SPOTS}
    set_resources(game, seat, granite=5)
    take(game, "horus", 4)
    assert "horus" not in offered_gods(game)
    assert_illegal(game, Action.make("god_action", god="horus"))


def test_horus_not_offered_without_statues_left():
    game, seat = prepare(2)
    game.state.players[seat].statues_built = 6
    set_resources(game, seat, granite=10, gold=5)
    take(game, "horus", 1)
    assert "horus" not in offered_gods(game)
    assert_illegal(game, Action.make("god_action", god="horus"))


# ----------------------------------------------------------- people statues
@pytest.mark.parametrize("value", range(1, 7))
def test_people_spots_offered_for_every_die_value(value):
    game, seat = prepare(2)
    set_resources(game, seat, granite=1)
    perform(game, "horus", value)
    spots = {a["spot"] for a in actions_of(game, "statue") if a.get("spot")}
    assert spots == PEOPLE_SPOTS


@pytest.mark.parametrize("spot", ["OS_WORKSHOPS", "OS_QUARRIES"])
def test_osiris_people_statue_takes_gold_no_vp(spot):
    game, seat = prepare(2)
    set_resources(game, seat, granite=1)
    vp_before = game.state.players[seat].vp
    events = perform(game, "horus", 3)
    events += act(game, "statue", spot=spot)
    board = game.state.board
    assert board.people_statues[spot] == seat
    assert spot not in board.spot_gold
    assert res(game, seat)["gold"] == 1  # 0 + 1 gold lying on the spot
    assert res(game, seat)["granite"] == 0
    assert vp_events(events, seat) == []
    assert game.state.players[seat].vp == vp_before
    assert game.state.board.god_statues["hathor"] == []


def _temple_pillars_for_statues(game, seat: int) -> None:
    other = others(game, seat)[0]
    for r, c in [(2, 0), (2, 3), (0, 2), (3, 2), (4, 2)]:  # own: row 2 -> 2 of them, column 2 -> 3 of them
        put_pillar(game, r, c, "P22", seat)
    for r, c in [(2, 1), (2, 4), (1, 2)]:  # another player's pillars in row 2 and column 2
        put_pillar(game, r, c, "P22", other)


@pytest.mark.parametrize("spot, vp", [
    ("TS_ROW", 6),  # own pillars in row 2: (2,0), (2,3) -> 2 x 3 VP
    ("TS_COL", 9),  # own pillars in column 2: (0,2), (3,2), (4,2) -> 3 x 3 VP
])
def test_temple_people_statue_three_vp_per_own_pillar_in_line(spot, vp):
    game, seat = prepare(2)
    _temple_pillars_for_statues(game, seat)
    set_resources(game, seat, granite=1)
    before = game.state.players[seat].vp
    events = perform(game, "horus", 5)
    events += act(game, "statue", spot=spot)
    assert vp_events(events, seat) == [(vp, "people statue at the temple")]
    assert game.state.players[seat].vp == before + vp
    assert res(game, seat)["gold"] == 1  # the spot's gold
    assert game.state.board.people_statues[spot] == seat
    other = others(game, seat)[0]
    assert vp_events(events, other) == []


def test_temple_people_statue_other_players_pillars_give_nothing():
    game, seat = prepare(2)
    other = others(game, seat)[0]
    for r, c in [(2, 0), (2, 1), (2, 2), (2, 3), (2, 4)]:
        put_pillar(game, r, c, "P22", other)
    put_pillar(game, 0, 0, "P22", seat)  # own, but not in row 2
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 5)
    events += act(game, "statue", spot="TS_ROW")
    assert vp_events(events, seat) == []  # 0 own pillars in row 2 -> 0 VP
    assert res(game, seat)["gold"] == 1


def test_taken_people_spot_not_offered():
    game, seat = prepare(2)
    game.state.board.people_statues["TS_COL"] = others(game, seat)[0]
    set_resources(game, seat, granite=1)
    perform(game, "horus", 1)
    spots = {a["spot"] for a in actions_of(game, "statue") if a.get("spot")}
    assert spots == PEOPLE_SPOTS - {"TS_COL"}
    assert_illegal(game, Action.make("statue", spot="TS_COL"))


# ----------------------------------------------------------- god-statue bonus
def test_bonus_4p_other_players_action_pays_owner_not_performer():
    game, seat = prepare(4)
    zero_all(game)
    owner = others(game, seat)[0]
    game.state.board.god_statues["bastet"] = [seat, owner]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == [(owner, "bastet")]
    assert res(game, owner)["papyrus"] == 1  # H4: 1 papyrus
    assert res(game, seat)["papyrus"] == 0  # 2 - 2 Bastet cost, no bonus for the own action


def test_bonus_4p_not_paid_on_building():
    game, seat = prepare(4)
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 3)  # Hathor
    events += act(game, "statue", god="hathor")
    assert horus_bonuses(events) == []
    assert res(game, seat)["gold"] == 0


def test_bonus_4p_own_action_pays_nothing():
    game, seat = prepare(4)
    zero_all(game)
    game.state.board.god_statues["bastet"] = [seat]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == []
    assert res(game, seat)["papyrus"] == 0  # 2 - 2


def test_bonus_3p_paid_once_on_building():
    game, seat = prepare(3)
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 3)  # Hathor
    events += act(game, "statue", god="hathor")
    assert horus_bonuses(events) == [(seat, "hathor")]
    assert res(game, seat)["gold"] == 1  # H3: 1 gold, once
    assert res(game, seat)["granite"] == 0


def test_bonus_3p_horus_statue_paid_exactly_once_on_building():
    game, seat = prepare(3)
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 1)  # Horus
    events += act(game, "statue", god="horus")
    assert horus_bonuses(events) == [(seat, "horus")]
    assert res(game, seat)["granite"] == 1  # 1 - 1 cost + 1 (H1) once


def test_bonus_3p_other_players_action_pays_owner_not_performer():
    game, seat = prepare(3)
    zero_all(game)
    owner = others(game, seat)[0]
    game.state.board.god_statues["bastet"] = [seat, owner]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == [(owner, "bastet")]
    assert res(game, owner)["papyrus"] == 1
    assert res(game, seat)["papyrus"] == 0


def test_bonus_2p_not_paid_on_building():
    game, seat = prepare(2)
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 3)  # Hathor
    events += act(game, "statue", god="hathor")
    assert horus_bonuses(events) == []
    assert res(game, seat)["gold"] == 0


def test_bonus_2p_horus_statue_not_paid_on_building():
    # RULES §6.1 A: with 2 players the bonus is "not [received] immediately when building the statue",
    # also when the statue built is the one for Horus itself.
    game, seat = prepare(2)
    set_resources(game, seat, granite=1)
    events = perform(game, "horus", 1)  # Horus
    events += act(game, "statue", god="horus")
    assert horus_bonuses(events) == []
    assert res(game, seat)["granite"] == 0  # 1 - 1, no H1 granite


def test_bonus_2p_own_action_pays_owner():
    game, seat = prepare(2)
    zero_all(game)
    game.state.board.god_statues["bastet"] = [seat]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == [(seat, "bastet")]
    assert res(game, seat)["papyrus"] == 1  # 2 - 2 + 1 (H4)


def test_bonus_2p_own_horus_action_with_existing_horus_statue():
    game, seat = prepare(2)
    game.state.board.god_statues["horus"] = [seat]
    set_resources(game, seat, granite=2)
    game.state.players[seat].statues_built = 1  # 2nd statue: 2 granite
    events = perform(game, "horus", 6)
    events += act(game, "statue", spot="OS_WORKSHOPS")
    assert horus_bonuses(events) == [(seat, "horus")]
    assert res(game, seat)["granite"] == 1  # 2 - 2 + 1 (H1)
    assert res(game, seat)["gold"] == 1  # spot gold


def test_bonus_2p_other_players_action_pays_owner():
    game, seat = prepare(2)
    zero_all(game)
    owner = others(game, seat)[0]
    game.state.board.god_statues["bastet"] = [owner]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == [(owner, "bastet")]
    assert res(game, owner)["papyrus"] == 1
    assert res(game, seat)["papyrus"] == 0


def test_bonus_second_statue_same_owner_not_doubled():
    game, seat = prepare(4)
    zero_all(game)
    owner, third = others(game, seat)[0], others(game, seat)[1]
    game.state.board.god_statues["bastet"] = [owner, owner, third]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert sorted(horus_bonuses(events)) == sorted([(owner, "bastet"), (third, "bastet")])
    assert res(game, owner)["papyrus"] == 1  # once, not twice
    assert res(game, third)["papyrus"] == 1


def test_bonus_other_gods_statues_not_paid():
    game, seat = prepare(4)
    zero_all(game)
    owner = others(game, seat)[0]
    game.state.board.god_statues["thoth"] = [owner]
    game.state.board.god_statues["hathor"] = [owner]
    set_resources(game, seat, papyrus=2)
    events = perform(game, "bastet", 5)
    assert horus_bonuses(events) == []
    assert res(game, owner) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 0}
    assert game.state.players[owner].scribes == 0


# ===================================================================== §6.2 Ra
def ra_game(display, lighting="dark", limestone=2, players=2, gold=0):
    game, seat = prepare(players)
    game.state.board.ra_display = list(display)
    set_lighting(game, "ra", lighting)
    set_resources(game, seat, limestone=limestone, gold=gold)
    return game, seat


def raise_pillar(game, value, row, col, rotation=0):
    events = perform(game, "ra", value)
    assert game.decision.kind == "ra_place"
    events += act(game, "place_pillar", row=row, col=col, rotation=rotation)
    return events


@pytest.mark.parametrize("value, slot, tile, vp, after", [
    (6, 0, "P22", 1, ["P25", "P23", "P24"]),
    (5, 0, "P22", 1, ["P25", "P23", "P24"]),
    (4, 1, "P23", 2, ["P25", "P22", "P24"]),
    (3, 1, "P23", 2, ["P25", "P22", "P24"]),
    (2, 2, "P24", 3, ["P25", "P22", "P23"]),
    (1, 2, "P24", 3, ["P25", "P22", "P23"]),
])
def test_ra_die_value_selects_tile_display_vp_and_refill(value, slot, tile, vp, after):
    game, seat = ra_game(["P22", "P23", "P24"])
    game.state.board.pillar_stack = ["P26", "P25"]  # top = P25
    before = game.state.players[seat].pillars_built
    events = raise_pillar(game, value, 2, 2)  # centre: no neighbours, no buildings
    # only the display VP: no building in line, no edge touches anything, P22-P24 have no ability
    assert vp_events(events, seat) == [(vp, "Ra: display position")]
    assert game.state.board.temple[2 * 5 + 2] == PillarPlacement(tile, 0, seat)
    assert game.state.players[seat].pillars_built == before + 1
    assert res(game, seat)["limestone"] == 0  # 2 - 2 (tile cost)
    assert res(game, seat)["gold"] == 1  # centre space reward: 1 gold
    assert game.state.board.ra_display == after  # slide right, new tile on the left
    assert game.state.board.pillar_stack == ["P26"]


def test_ra_cost_of_selected_tile_decides_if_offered():
    game, seat = ra_game(["P22", "P23", "P10"], limestone=2)  # P10 costs 3 limestone
    take(game, "ra", 1)  # right tile: P10
    assert "ra" not in offered_gods(game)
    assert_illegal(game, Action.make("god_action", god="ra"))


def test_ra_cheaper_tile_offered_with_same_resources():
    game, seat = ra_game(["P22", "P23", "P10"], limestone=2)
    take(game, "ra", 6)  # left tile: P22 costs 2
    assert "ra" in offered_gods(game)


def test_ra_gold_pays_missing_limestone():
    game, seat = ra_game(["P22", "P23", "P10"], limestone=2, gold=1)
    raise_pillar(game, 1, 2, 2)  # P10 costs 3 limestone: 2 limestone + 1 gold (only way)
    assert res(game, seat)["limestone"] == 0
    assert res(game, seat)["gold"] == 1  # 1 - 1 + 1 (centre reward)
    assert game.state.board.temple[12].tile == "P10"


def test_ra_occupied_space_not_offered():
    game, seat = ra_game(["P22", "P23", "P24"])
    put_pillar(game, 2, 2, "P25", others(game, seat)[0])
    perform(game, "ra", 6)
    spaces = {(a["row"], a["col"]) for a in actions_of(game, "place_pillar")}
    assert (2, 2) not in spaces
    assert len(spaces) == 24  # 25 - 1 occupied
    assert_illegal(game, Action.make("place_pillar", row=2, col=2, rotation=0))


@pytest.mark.parametrize("rotation, edge_vp", [
    (0, 0),  # N = printed N green vs top wall col 1 blue
    (1, 1),  # N = printed W blue: match
    (2, 0),  # N = printed S green
    (3, 0),  # N = printed E green
])
def test_ra_rotation_quarter_turn_clockwise_puts_printed_west_on_north(rotation, edge_vp):
    # P27 printed N E S W = green, green, green, blue; space (0,1): top wall blue, no neighbouring tiles
    game, seat = ra_game(["P22", "P23", "P27"])
    events = raise_pillar(game, 1, 0, 1, rotation)
    expected = [(3, "Ra: display position")]  # right tile
    if edge_vp:
        expected.insert(0, (edge_vp, "Ra: matching edges"))
    assert vp_events(events, seat) == expected
    assert game.state.board.temple[0 * 5 + 1] == PillarPlacement("P27", rotation, seat)
    assert res(game, seat)["limestone"] == 1  # 2 - 2 + 1 (space (0,1): 1 limestone)


def test_ra_east_wall_match_after_rotation():
    # P23 printed N E S W = green, blue, red, red; at (2,4) the right wall is red.
    # rotation 1: E = printed N green (no); rotation 2: E = printed W red (match)
    game, seat = ra_game(["P23", "P22", "P24"])
    events = raise_pillar(game, 6, 2, 4, 2)
    assert vp_events(events, seat) == [(1, "Ra: matching edges"), (1, "Ra: display position")]
    assert res(game, seat)["granite"] == 2  # space (2,4): 2 granite


def test_ra_buildings_and_edges_with_neighbouring_tiles():
    game, seat = ra_game(["P22", "P23", "P24"])
    other = others(game, seat)[0]
    board = game.state.board
    put_pillar(game, 1, 1, "P22", other, 0)  # E edge red (faces the new tile's W)
    put_pillar(game, 0, 2, "P26", other, 0)  # S edge blue (faces the new tile's N)
    put_pillar(game, 1, 3, "P24", seat, 1)  # P24 red, green, blue, green turned once: W = printed S blue
    board.temple_buildings = {"RS1": other, "CS2": seat, "RS3": seat, "CS1": other}  # RS1, CS2 in line
    board.people_statues = {"TS_COL": seat}  # a statue in column 2: statues do not count
    refresh(game)
    events = raise_pillar(game, 3, 1, 2, 0)  # middle tile P23: N green, E blue, S red, W red
    assert vp_events(events, seat) == [
        (2, "Ra: buildings in line"),  # RS1 (another player's) + CS2 (own)
        (2, "Ra: matching edges"),  # E blue = blue, W red = red; N green != blue; S empty
        (2, "Ra: display position"),  # middle
    ]
    assert res(game, seat)["bread"] == 2  # space (1,2): 2 bread
    assert board.temple[1 * 5 + 2] == PillarPlacement("P23", 0, seat)


def test_ra_corner_doubles_each_matching_edge():
    game, seat = ra_game(["P07", "P22", "P23"], lighting="shaded")  # P07 is sunny: no ability
    other = others(game, seat)[0]
    put_pillar(game, 0, 1, "P27", other, 0)  # W edge blue
    game.state.board.temple_buildings = {"RS0": other}  # 4 players' spot, but any building in row 0 counts
    refresh(game)
    # P07 blue, blue, blue, red turned once: N red, E blue, S blue, W blue
    events = raise_pillar(game, 6, 0, 0, 1)
    assert vp_events(events, seat) == [
        (1, "Ra: buildings in line"),
        (6, "Ra: matching edges"),  # N red = top wall red, W blue = left wall blue, E blue = tile: 3 x 2
        (1, "Ra: display position"),  # left
    ]
    assert game.state.players[seat].faith == 3  # corner space: 3 faith
    assert not [e for e in events if e["type"] == "pillar_ability"]


def test_ra_corner_rulebook_example_four_vp():
    game, seat = ra_game(["P07", "P22", "P23"], lighting="dark")
    events = raise_pillar(game, 5, 0, 0, 1)  # N red = top red, W blue = left blue: 2 x 2
    assert vp_events(events, seat) == [(4, "Ra: matching edges"), (1, "Ra: display position")]


@pytest.mark.parametrize("tile", ["P07", "P08", "P09"])
@pytest.mark.parametrize("lighting", ["sunny", "shaded", "dark"])
def test_ra_ability_only_when_lighting_matches(tile, lighting):
    tile_lighting = {"P07": "sunny", "P08": "shaded", "P09": "dark"}[tile]
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting)
    before = game.state.players[seat].vp
    events = raise_pillar(game, 6, 2, 2)
    expected = [(1, "Ra: display position")]
    if lighting == tile_lighting:
        expected.append((1, f"pillar ability {tile}"))
    assert vp_events(events, seat) == expected
    assert game.state.players[seat].vp == before + sum(v for v, _ in expected)


# ------------------------------------------------------------- pillar abilities (§8.1)
def test_p01_population_and_market_section_three():
    game, seat = ra_game(["P01", "P22", "P23"], lighting="sunny")
    board = game.state.board
    board.market_open[2] = False
    board.market[2] = [None, None, None, None]
    for p in game.state.players:
        p.population = 5
    game.state.players[seat].population = 6
    refresh(game)
    events = raise_pillar(game, 6, 2, 2)
    assert game.state.players[seat].population == 9  # 6 + 3
    assert board.market_open[2] is True
    assert all(board.market[2])  # 1 blessing, 2 technologies, 1 decree laid out
    assert [c[0] for c in board.market[2]] == ["B", "T", "T", "D"]
    assert any(e["type"] == "market_opened" and e["section"] == 3 for e in events)


def test_p01_population_below_nine_keeps_section_three_closed():
    game, seat = ra_game(["P01", "P22", "P23"], lighting="sunny")
    board = game.state.board
    board.market_open[2] = False
    board.market[2] = [None, None, None, None]
    for p in game.state.players:
        p.population = 5
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert game.state.players[seat].population == 8  # 5 + 3
    assert board.market_open[2] is False


def test_p02_scribe():
    game, seat = ra_game(["P02", "P22", "P23"], lighting="dark")
    raise_pillar(game, 6, 2, 2)
    assert game.state.players[seat].scribes == 1  # 0 + 1


@pytest.mark.parametrize("happiness, population, after", [(2, 5, 4), (4, 5, 5), (5, 5, 5)])
def test_p03_happiness_capped_by_population(happiness, population, after):
    game, seat = ra_game(["P03", "P22", "P23"], lighting="shaded")
    p = game.state.players[seat]
    p.happiness, p.population = happiness, population
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert p.happiness == after  # min(happiness + 2, population)
    assert p.population == population


def test_p04_extra_vp_per_matching_edge_not_doubled_on_corner():
    game, seat = ra_game(["P04", "P22", "P23"], lighting="sunny")
    other = others(game, seat)[0]
    put_pillar(game, 3, 4, "P27", other, 0)  # S edge green
    put_pillar(game, 4, 3, "P26", other, 0)  # E edge blue
    # P04 green, green, red, blue at (4,4): N green = green, E green != right wall blue,
    # S red = bottom wall red, W blue = blue -> 3 matching edges
    events = raise_pillar(game, 6, 4, 4, 0)
    assert vp_events(events, seat) == [
        (6, "Ra: matching edges"),  # corner: 3 x 2
        (1, "Ra: display position"),
        (3, "pillar ability P04"),  # 3 x 1, not doubled
    ]
    assert game.state.players[seat].faith == 3


def test_p05_extra_vp_per_matching_edge():
    game, seat = ra_game(["P05", "P22", "P23"], lighting="dark")
    put_pillar(game, 2, 3, "P22", others(game, seat)[0], 0)  # E edge red
    # P05 red, blue, red, green turned once: N green, E red, S blue, W red
    # at (2,4): E red = right wall red, W red = tile red; N, S empty -> 2 matching edges
    events = raise_pillar(game, 6, 2, 4, 1)
    assert vp_events(events, seat) == [
        (2, "Ra: matching edges"),
        (1, "Ra: display position"),
        (2, "pillar ability P05"),
    ]


def test_p06_extra_vp_per_building_in_line():
    game, seat = ra_game(["P06", "P22", "P23"], lighting="shaded")
    other = others(game, seat)[0]
    board = game.state.board
    board.temple_buildings = {"RS1": other, "CS2": seat, "RS3": other}  # RS1, CS2 in line with (1,2)
    board.people_statues = {"TS_COL": seat}  # statue in column 2: not a building
    refresh(game)
    events = raise_pillar(game, 6, 1, 2, 0)  # P06 at (1,2): no neighbouring tiles
    assert vp_events(events, seat) == [
        (2, "Ra: buildings in line"),
        (1, "Ra: display position"),
        (2, "pillar ability P06"),  # 2 buildings x 1
    ]


def test_p10_thoth_action_value_one_takes_one_card_free():
    game, seat = ra_game(["P10", "P22", "P23"], lighting="dark", limestone=3)
    p = game.state.players[seat]
    p.happiness = 2  # section I only
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert game.decision.kind == "thoth_take" and game.decision.player == seat
    takes = actions_of(game, "take_cards")
    assert {a["section"] for a in takes} == {1}
    assert all(len(a["slots"]) == 1 for a in takes)
    card = game.state.board.market[0][0]
    act(game, "take_cards", section=1, slots=(0,))
    assert card in p.blessings + p.technologies
    assert res(game, seat)["papyrus"] == 0  # free


def test_p11_thoth_action_section_two_with_happiness_five():
    game, seat = ra_game(["P11", "P22", "P23"], lighting="sunny", limestone=3)
    p = game.state.players[seat]
    p.happiness, p.population = 5, 5
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert game.decision.kind == "thoth_take"
    assert {a["section"] for a in actions_of(game, "take_cards")} == {1, 2}
    card = game.state.board.market[1][2]
    act(game, "take_cards", section=2, slots=(2,))
    assert card in p.technologies


@pytest.mark.parametrize("tile, lighting", [("P10", "dark"), ("P11", "sunny")])
def test_p10_p11_skipped_with_happiness_zero(tile, lighting):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    p = game.state.players[seat]
    p.happiness = 0
    refresh(game)
    cards_before = len(p.blessings + p.technologies + p.decrees)
    raise_pillar(game, 6, 2, 2)
    assert_only_end_turn(game, seat)  # the ability is skipped: nothing else to decide
    end_turn(game)
    assert game.decision.kind == "take_die" and game.decision.player != seat  # turn over
    assert len(p.blessings + p.technologies + p.decrees) == cards_before


def test_p10_thoth_action_pays_thoth_statue_bonus_to_other_owner():
    # RULES §10 item 4: pillar abilities perform the god action
    game, seat = ra_game(["P10", "P22", "P23"], lighting="dark", limestone=3, players=4)
    owner = others(game, seat)[0]
    game.state.board.god_statues["thoth"] = [owner]
    game.state.players[owner].scribes = 0
    game.state.players[seat].happiness = 2
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    events = act(game, "take_cards", section=1, slots=(0,))
    assert horus_bonuses(events) == [(owner, "thoth")]
    assert game.state.players[owner].scribes == 1  # H5: 1 scribe


def test_p12_horus_action_value_chosen_and_granite_paid():
    game, seat = ra_game(["P12", "P22", "P23"], lighting="shaded", limestone=3)
    set_resources(game, seat, granite=1)
    raise_pillar(game, 6, 1, 1)  # space (1,1): 2 papyrus (no gold that could pay the statue)
    assert game.decision.kind == "ability_value"
    assert {a["value"] for a in actions_of(game, "ability_value")} == {1, 2, 3}
    for value in (4, 5, 6):
        assert_illegal(game, Action.make("ability_value", value=value))
    act(game, "ability_value", value=2)  # position 2 = Ra
    assert game.decision.kind == "horus_target"
    assert {a["god"] for a in actions_of(game, "statue") if a.get("god")} == {"ra"}
    act(game, "statue", god="ra")
    assert game.state.board.god_statues["ra"] == [seat]
    assert res(game, seat)["granite"] == 0  # 1 - 1 (first statue)
    assert res(game, seat)["papyrus"] == 2
    assert game.state.players[seat].statues_built == 1


def test_p12_skipped_without_granite():
    game, seat = ra_game(["P12", "P22", "P23"], lighting="shaded", limestone=3)
    raise_pillar(game, 6, 1, 1)  # space (1,1): 2 papyrus; 0 granite, 0 gold after paying the tile
    assert_only_end_turn(game, seat)  # the ability is skipped: nothing else to decide
    end_turn(game)
    assert game.decision.kind == "take_die" and game.decision.player != seat
    assert game.state.players[seat].statues_built == 0


@pytest.mark.parametrize("tile, lighting", [("P13", "sunny"), ("P14", "dark")])
def test_p13_p14_draw_top_decree(tile, lighting):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    deck = game.state.board.decks["decree"]
    top, size = deck[-1], len(deck)
    decrees_before = list(game.state.players[seat].decrees)
    raise_pillar(game, 6, 2, 2)
    assert game.state.players[seat].decrees == decrees_before + [top]
    assert len(game.state.board.decks["decree"]) == size - 1


def test_p15_osiris_row_three_loses_one_happiness():
    game, seat = ra_game(["P15", "P22", "P23"], lighting="shaded", limestone=3)
    p = game.state.players[seat]
    p.happiness = 2
    p.production = {"papyrus": 2, "bread": 2, "limestone": 2, "granite": 2}
    game.state.board.osiris[2][0] = others(game, seat)[0]  # row 3 papyrus workshop taken
    built = p.buildings_built
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert game.decision.kind == "osiris_spot"
    assert {a["district"] for a in actions_of(game, "build")} == {"bread", "limestone", "granite"}
    act(game, "build", district="limestone")
    assert game.decision.kind == "osiris_gain_choice"
    act(game, "gain_resource", resource="granite")
    assert p.happiness == 1  # 2 - 1
    assert game.state.board.osiris[2][2] == seat
    assert p.buildings_built == built + 1
    assert p.production == {"papyrus": 2, "bread": 2, "limestone": 3, "granite": 3}  # row 3: own +1, partner +1
    assert res(game, seat)["granite"] == 1
    assert res(game, seat)["limestone"] == 0


def test_p15_skipped_with_happiness_zero():
    game, seat = ra_game(["P15", "P22", "P23"], lighting="shaded", limestone=3)
    p = game.state.players[seat]
    p.happiness = 0
    built = p.buildings_built
    refresh(game)
    raise_pillar(game, 6, 2, 2)
    assert_only_end_turn(game, seat)  # the ability is skipped: nothing else to decide
    end_turn(game)
    assert game.decision.kind == "take_die" and game.decision.player != seat
    assert p.buildings_built == built
    assert all(cell != seat for cell in game.state.board.osiris[2])


@pytest.mark.parametrize("tile, lighting", [("P16", "shaded"), ("P17", "sunny"), ("P18", "dark")])
def test_p16_p18_two_gold(tile, lighting):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    raise_pillar(game, 6, 0, 1, 0)  # space (0,1): 1 limestone
    assert res(game, seat)["gold"] == 2  # 0 + 2
    assert res(game, seat)["limestone"] == 1  # 3 - 3 + 1


@pytest.mark.parametrize("tile, lighting", [("P16", "sunny"), ("P17", "dark"), ("P18", "shaded")])
def test_p16_p18_no_gold_when_lighting_differs(tile, lighting):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    raise_pillar(game, 6, 0, 1, 0)
    assert res(game, seat)["gold"] == 0


@pytest.mark.parametrize("tile, lighting, row, col, item, amount", [
    ("P19", "sunny", 0, 0, "faith", 6),  # 3 faith twice
    ("P20", "shaded", 2, 2, "gold", 2),  # 1 gold twice
    ("P21", "dark", 0, 2, "granite", 4),  # 2 granite twice
    ("P20", "shaded", 1, 1, "papyrus", 4),  # 2 papyrus twice
])
def test_p19_p21_covered_reward_twice(tile, lighting, row, col, item, amount):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    raise_pillar(game, 6, row, col, 0)
    have = game.state.players[seat].faith if item == "faith" else res(game, seat)[item]
    assert have == amount


@pytest.mark.parametrize("tile, lighting", [("P19", "dark"), ("P20", "sunny"), ("P21", "shaded")])
def test_p19_p21_covered_reward_once_when_lighting_differs(tile, lighting):
    game, seat = ra_game([tile, "P22", "P23"], lighting=lighting, limestone=3)
    raise_pillar(game, 6, 0, 2, 0)
    assert res(game, seat)["granite"] == 2  # 2 granite once


@pytest.mark.parametrize("tile", ["P22", "P23", "P24", "P25", "P26", "P27"])
@pytest.mark.parametrize("lighting", ["sunny", "shaded", "dark"])
def test_p22_p27_no_ability(tile, lighting):
    game, seat = ra_game(["P01", "P02", tile], lighting=lighting)
    p = game.state.players[seat]
    before = (p.population, p.happiness, p.scribes, list(p.decrees))
    events = raise_pillar(game, 1, 2, 2, 0)  # right tile; centre: no edges touch anything
    assert not [e for e in events if e["type"] == "pillar_ability"]
    assert vp_events(events, seat) == [(3, "Ra: display position")]
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 1}
    assert (p.population, p.happiness, p.scribes, list(p.decrees)) == before


# ===================================================================== §6.3 Hathor
def hathor_game(players=4, bread=10, gold=0):
    game, seat = prepare(players)
    set_resources(game, seat, bread=bread, gold=gold)
    return game, seat


def fill_temple(game, owner: int) -> None:
    for i in range(25):
        game.state.board.temple[i] = PillarPlacement("P22", 0, owner)
    refresh(game)


SPOT_COSTS = {"RS0": 2, "RS1": 3, "RS2": 4, "RS3": 3, "RS4": 2, "CS0": 2, "CS1": 3, "CS2": 4, "CS3": 3, "CS4": 2}


@pytest.mark.parametrize("spot", sorted(SPOT_COSTS))
def test_hathor_spot_cost_in_bread(spot):
    game, seat = hathor_game(4, bread=SPOT_COSTS[spot])
    fill_temple(game, others(game, seat)[0])  # another player's pillars everywhere: no rewards
    p = game.state.players[seat]
    built = p.buildings_built
    vp = p.vp
    events = perform(game, "hathor", 1)
    events += act(game, "build", spot=spot)
    assert res(game, seat)["bread"] == 0  # cost - cost
    assert game.state.board.temple_buildings[spot] == seat
    assert p.buildings_built == built + 1
    assert vp_events(events, seat) == []
    assert p.vp == vp


def test_hathor_unaffordable_spots_not_offered():
    game, seat = hathor_game(4, bread=3)
    perform(game, "hathor", 2)
    spots = {a["spot"] for a in actions_of(game, "build")}
    assert spots == ALL_BUILDING_SPOTS - {"RS2", "CS2"}  # the 4-bread spots
    assert_illegal(game, Action.make("build", spot="RS2"))


def test_hathor_not_offered_without_bread():
    game, seat = hathor_game(4, bread=1)
    take(game, "hathor", 2)
    assert "hathor" not in offered_gods(game)
    assert_illegal(game, Action.make("god_action", god="hathor"))


def test_hathor_gold_pays_missing_bread():
    game, seat = hathor_game(4, bread=3, gold=1)
    fill_temple(game, others(game, seat)[0])
    perform(game, "hathor", 2)
    act(game, "build", spot="CS2")  # 4 bread: 3 bread + 1 gold (only way)
    assert res(game, seat)["bread"] == 0
    assert res(game, seat)["gold"] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("value", range(1, 7))
def test_hathor_usable_spots_by_player_count_any_die_value(players, value):
    game, seat = hathor_game(players, bread=10)
    perform(game, "hathor", value)
    assert {a["spot"] for a in actions_of(game, "build")} == USABLE_BUILDING_SPOTS[players]
    for spot in ALL_BUILDING_SPOTS - USABLE_BUILDING_SPOTS[players]:
        assert_illegal(game, Action.make("build", spot=spot))


def test_hathor_taken_spot_not_offered():
    game, seat = hathor_game(2, bread=10)
    game.state.board.temple_buildings = {"RS2": others(game, seat)[0]}
    refresh(game)
    perform(game, "hathor", 3)
    assert {a["spot"] for a in actions_of(game, "build")} == {"RS1", "RS3", "CS1", "CS2", "CS3"}
    assert_illegal(game, Action.make("build", spot="RS2"))


def test_hathor_row_rewards_own_pillar_and_other_pillar():
    game, seat = hathor_game(4, bread=2)
    other = others(game, seat)[0]
    put_pillar(game, 0, 1, "P22", seat)  # own pillar: +3 VP
    put_pillar(game, 0, 3, "P22", other)  # another player's: nothing
    p = game.state.players[seat]
    vp = p.vp
    events = perform(game, "hathor", 1)
    events += act(game, "build", spot="RS0")
    # row 0: (0,0) 3 faith -> 1 faith, (0,1) own, (0,2) 2 granite -> 1 granite, (0,3) other, (0,4) 3 faith -> 1 faith
    assert vp_events(events, seat) == [(3, "Hathor: own pillar in line")]
    assert p.vp == vp + 3
    assert p.faith == 2  # 1 + 1, not 3 + 3
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 1, "gold": 0}


def test_hathor_column_rewards():
    game, seat = hathor_game(4, bread=4)
    other = others(game, seat)[0]
    put_pillar(game, 2, 2, "P22", seat)
    put_pillar(game, 4, 2, "P22", seat)
    put_pillar(game, 1, 2, "P22", other)
    put_pillar(game, 2, 0, "P22", seat)  # own, but not in column 2
    p = game.state.players[seat]
    vp = p.vp
    events = perform(game, "hathor", 2)
    events += act(game, "build", spot="CS2")
    # column 2: (0,2) 2 granite -> 1, (1,2) other: nothing, (2,2) own +3, (3,2) 2 bread -> 1, (4,2) own +3
    assert vp_events(events, seat) == [(3, "Hathor: own pillar in line"), (3, "Hathor: own pillar in line")]
    assert p.vp == vp + 6
    assert res(game, seat) == {"papyrus": 0, "bread": 1, "limestone": 0, "granite": 1, "gold": 0}  # 4 - 4 + 1 bread
    assert p.faith == 0


def test_hathor_empty_row_gives_one_of_each_item():
    game, seat = hathor_game(2, bread=3)
    events = perform(game, "hathor", 1)
    events += act(game, "build", spot="RS1")
    # row 1: 1 limestone, 2 papyrus, 2 bread, 2 papyrus, 1 limestone -> 1 each
    assert res(game, seat) == {"papyrus": 2, "bread": 1, "limestone": 2, "granite": 0, "gold": 0}  # bread 3 - 3 + 1
    assert vp_events(events, seat) == []


def test_hathor_nobodys_pillar_gives_nothing():
    game, seat = hathor_game(2, bread=3)
    for c in range(5):
        put_pillar(game, 3, c, "P22", -1)
    perform(game, "hathor", 1)
    act(game, "build", spot="RS3")
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 0}


@pytest.mark.parametrize("value", range(1, 7))
def test_hathor_population_rises_by_die_value(value):
    game, seat = hathor_game(2, bread=3)
    p = game.state.players[seat]
    p.population = 5
    refresh(game)
    perform(game, "hathor", value)
    act(game, "build", spot="CS1")
    assert p.population == 5 + value


@pytest.mark.parametrize("start, value, after", [(19, 6, 21), (18, 3, 21), (21, 1, 21), (17, 3, 20)])
def test_hathor_population_capped_at_21(start, value, after):
    game, seat = hathor_game(2, bread=3)
    p = game.state.players[seat]
    p.population = start
    refresh(game)
    perform(game, "hathor", value)
    act(game, "build", spot="CS3")
    assert p.population == after


def test_hathor_leftmost_building_taken():
    game, seat = hathor_game(2, bread=3)
    p = game.state.players[seat]
    p.buildings_built = 4
    refresh(game)
    perform(game, "hathor", 1)
    act(game, "build", spot="RS3")
    assert p.buildings_built == 5


def test_hathor_not_offered_without_buildings_left():
    game, seat = hathor_game(2, bread=10)
    game.state.players[seat].buildings_built = 10
    refresh(game)
    take(game, "hathor", 1)
    assert "hathor" not in offered_gods(game)
