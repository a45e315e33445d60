"""RULES.md §3 (setup), §4.1 (die states), §4.2 (scribes, Anubis), §5.1 (die placement and
the action), §10 item 11 (no takeable die), §5.2–5.3 (turn order, rotation) and §5.4 (Maat).

Expected numbers are worked out by hand from RULES.md / BOARD_DATA.md and written as literals.
"""
from __future__ import annotations

from collections import Counter

import pytest
from helpers import (
    act,
    actions_of,
    assert_only_end_turn,
    clear_wheel,
    current,
    end_turn,
    first_turn,
    new_game,
    play_until,
    put_die,
    refresh,
    set_lighting,
    set_resources,
    vp_events,
    zero_resources,
)

from game.tekhenu.rules import Action, Game, IllegalAction
from game.tekhenu.rules.state import set_die

GODS = ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]  # BOARD_DATA §2, clockwise
RESOURCES = ["papyrus", "bread", "limestone", "granite"]
ALL_PILLARS = [f"P{i:02d}" for i in range(1, 28)]
ALL_BLESSINGS = [f"B{i:02d}" for i in range(1, 25)]
ALL_TECHS = [f"T{i:02d}" for i in range(1, 25)]
ALL_DECREES = [f"D{i:02d}" for i in range(1, 25)]


# ----------------------------------------------------------------------------- helpers
def assert_illegal(game: Game, action: Action) -> None:
    """The action is not offered, applying it raises IllegalAction and changes nothing."""
    before = game.to_json()
    assert action not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def take(die: int, anubis: bool = False, **extra) -> Action:
    return Action.make("take_die", die=die, anubis=anubis, **extra)


def dice_in_play(game: Game) -> list[int]:
    board = game.state.board
    return board.bag + [d for section in board.sections for d in section]


def all_cards(game: Game, prefix: str) -> list[str]:
    """Every card of a type still in the game: decks, discards, market and players' hands."""
    board = game.state.board
    found = [c for deck in board.decks.values() for c in deck]
    found += [c for pile in board.discards.values() for c in pile]
    found += [c for section in board.market for c in section if c]
    for p in game.state.players:
        found += p.blessings + p.technologies + p.decrees
    return sorted(c for c in found if c.startswith(prefix))


def play_setup_to_draft(game: Game) -> None:
    """Keep the first decree offered until the starting-card draft begins."""
    while game.decision.kind == "keep_decree":
        game.apply(game.legal_actions()[0])
    assert game.decision.kind == "draft_starting"


def plain(game: Game, seat: int) -> None:
    """No resources, scribes, faith or cards: nothing but the rule under test can act."""
    zero_resources(game, seat)
    p = game.state.players[seat]
    p.blessings, p.technologies = [], []
    refresh(game)


def spare_die(game: Game) -> int:
    """Put a gray die (never forbidden) on the wheel so that the next player has something to take
    after a test emptied the wheel."""
    return put_die(game, "osiris", "gray", 6)


def give_all_gods_affordable(game: Game, seat: int) -> None:
    """Resources so that every god action with a low die is payable (to prove it is not offered)."""
    plain(game, seat)
    # Bastet 2 papyrus; Hathor 3-4 bread; Ra 2-3 limestone; Horus 1 granite (first statue)
    set_resources(game, seat, papyrus=2, bread=4, limestone=3, granite=1)


# =============================================================================== §3 setup
@pytest.mark.parametrize("players, in_play, boxed", [
    (2, 22, {"yellow": 1, "brown": 1, "white": 1, "black": 1}),  # 26 - 4 = 22
    (3, 24, {"gray": 2}),                                          # 26 - 2 = 24
    (4, 26, {}),                                                   # all 26
])
def test_dice_per_player_count(players, in_play, boxed):
    game = new_game(players, seed=11)
    state = game.state
    assert len(state.dice) == 26
    assert Counter(d.colour for d in state.dice) == {"white": 5, "black": 5, "yellow": 5, "brown": 5, "gray": 6}
    assert len(dice_in_play(game)) == in_play
    assert Counter(state.dice[d].colour for d in state.board.box) == boxed
    assert len(state.board.box) == 26 - in_play


@pytest.mark.parametrize("players, bag", [(2, 4), (3, 6), (4, 8)])  # 22-18, 24-18, 26-18
def test_three_rolled_dice_per_section_at_setup(players, bag):
    game = new_game(players, seed=3)
    board = game.state.board
    assert [len(s) for s in board.sections] == [3, 3, 3, 3, 3, 3]  # 6 x 3 = 18
    assert len(board.bag) == bag
    for section in board.sections:
        for die in section:
            assert 1 <= game.state.dice[die].value <= 6
    # none of the box dice were drawn
    assert not set(board.box) & {d for s in board.sections for d in s}


@pytest.mark.parametrize("seed", range(8))
def test_scoring_markers_four_and_two_sections_clockwise_of_arrow(seed):
    game = new_game(3, seed)
    o = game.state.board.wheel_offset
    assert 0 <= o <= 5
    # 1-hourglass 4 sections clockwise of the arrow, 2-hourglass 4 further = 2 clockwise
    assert game.state.board.scoring_markers == {"1": (o + 4) % 6, "2": (o + 2) % 6}


def test_wheel_offset_is_random():
    assert len({new_game(2, seed).state.board.wheel_offset for seed in range(20)}) > 1


def test_three_pillar_tiles_displayed_from_shuffled_stack():
    displays = set()
    for seed in range(6):
        board = new_game(2, seed).state.board
        assert len(board.ra_display) == 3 and None not in board.ra_display
        assert len(set(board.ra_display)) == 3
        assert len(board.pillar_stack) == 24  # 27 - 3
        assert sorted(board.ra_display + board.pillar_stack) == ALL_PILLARS
        displays.add(tuple(board.ra_display))
    assert len(displays) > 1  # shuffled


def test_horus_tiles_shuffled():
    orders = set()
    for seed in range(10):
        game = new_game(2, seed)
        gods = [game.catalog.horus_tiles[t].god for t in game.state.board.horus_tiles]
        assert sorted(gods) == sorted(GODS)
        orders.add(tuple(gods))
    assert len(orders) > 1


def test_horus_tiles_printed_order_variant():
    for seed in range(3):
        game = new_game(2, seed, horus_printed_order=True)
        gods = [game.catalog.horus_tiles[t].god for t in game.state.board.horus_tiles]
        # BOARD_DATA §3: positions 1 Horus, 2 Ra, 3 Hathor, 4 Bastet, 5 Thoth, 6 Osiris
        assert gods == ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_gold_placed_on_the_board(players):
    game = new_game(players, seed=1)
    # 2 temple statue spots, 2 Osiris statue spots, the Osiris row-2 space: 1 gold each
    assert game.state.board.spot_gold == {"TS_ROW": 1, "TS_COL": 1, "OS_WORKSHOPS": 1, "OS_QUARRIES": 1,
                                          "osiris_row_2": 1}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_market_sections_one_and_two_filled(players):
    game = new_game(players, seed=4)
    market = game.state.board.market
    kinds = [Counter(c[0] for c in section if c) for section in market]
    assert kinds[0] == {"B": 2, "T": 1}
    assert kinds[1] == {"B": 2, "T": 2}
    assert None not in market[0] and None not in market[1]
    assert market[2] == [None, None, None, None]
    assert market[3] == [None, None, None, None]
    assert game.state.board.market_open == [True, True, False, False]


@pytest.mark.parametrize("players, techs, decrees", [
    (2, [t for t in ALL_TECHS if t != "T16"], [d for d in ALL_DECREES if d not in ("D03", "D20")]),
    (3, ALL_TECHS, [d for d in ALL_DECREES if d != "D03"]),
    (4, ALL_TECHS, [d for d in ALL_DECREES if d != "D03"]),
])
@pytest.mark.parametrize("seed", [0, 7])
def test_cards_in_play_by_player_count(players, techs, decrees, seed):
    game = first_turn(players, seed)  # whole setup played: decrees kept, S05/S06 resolved
    assert all_cards(game, "T") == techs
    assert all_cards(game, "D") == decrees
    assert all_cards(game, "B") == ALL_BLESSINGS


@pytest.mark.parametrize("players, decree_cards", [(2, 22), (3, 23), (4, 23)])  # 24 - D03 (- D20 with 2)
def test_two_decrees_dealt_one_kept_other_to_bottom(players, decree_cards):
    game = new_game(players, seed=5)
    returned, dealt = [], []
    for _ in range(players):
        assert game.decision.kind == "keep_decree"
        seat = current(game)
        offer = [a["card"] for a in game.legal_actions()]
        assert len(offer) == 2 and len(set(offer)) == 2
        dealt += offer
        kept, other = offer[1], offer[0]
        act(game, "keep_decree", card=kept)
        assert game.state.players[seat].decrees == [kept]
        returned.insert(0, other)
        deck = game.state.board.decks["decree"]
        # the top of the deck is the end of the list: every returned decree sits at the bottom
        assert deck[: len(returned)] == returned
    assert game.decision.kind == "draft_starting"
    deck = game.state.board.decks["decree"]
    assert len(deck) == decree_cards - players  # each player holds 1
    assert len(set(dealt)) == 2 * players
    assert "D03" not in dealt
    kept_cards = {d for p in game.state.players for d in p.decrees}
    assert not kept_cards & set(deck)


@pytest.mark.parametrize("players, revealed", [(2, 5), (3, 7), (4, 9)])
def test_starting_cards_revealed(players, revealed):
    for seed in range(3):
        game = new_game(players, seed)
        play_setup_to_draft(game)
        offer = [a["card"] for a in game.legal_actions()]
        assert len(offer) == revealed
        assert len(set(offer)) == revealed
        assert set(offer) <= {f"S{i:02d}" for i in range(1, 13)}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_snake_draft_order_from_first_player(players, seed):
    game = new_game(players, seed)
    play_setup_to_draft(game)
    first = game.state.setup.first_player
    clockwise = [(first + i) % players for i in range(players)]
    expected = clockwise + clockwise[::-1]  # e.g. 3 players from 1: 1,2,0,0,2,1
    seen = []
    while game.decision.kind == "draft_starting":
        seen.append(current(game))
        offer = [a["card"] for a in game.legal_actions()]
        act(game, "draft", card=offer[-1])
        assert offer[-1] not in game.state.setup.starting_offer
    assert seen == expected
    assert all(len(p.starting) == 2 for p in game.state.players)


def test_first_player_is_random():
    firsts = set()
    for seed in range(12):
        game = new_game(3, seed)
        play_setup_to_draft(game)
        firsts.add(game.state.setup.first_player)
    assert len(firsts) > 1


def _draft(game: Game, offer: list[str], picks_by_draft_position: list[str]) -> list[int]:
    """Replace the revealed cards, then draft the given cards in snake order; returns the draft seats."""
    game.state.setup.starting_offer = sorted(offer)
    refresh(game)
    play_setup_to_draft(game)
    seats = []
    for card in picks_by_draft_position:
        assert game.decision.kind == "draft_starting"
        seats.append(current(game))
        act(game, "draft", card=card)
    return seats


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_initial_turn_order_by_initiative_sum_with_highest_card_tie_break(seed):
    game = new_game(3, seed)
    # snake positions: A B C C B A
    # A: S02 + S07 = 9 (highest 7); B: S03 + S06 = 9 (highest 6); C: S10 + S01 = 11
    seats = _draft(game, ["S01", "S02", "S03", "S05", "S06", "S07", "S10"],
                   ["S02", "S03", "S10", "S01", "S06", "S07"])
    a, b, c = seats[0], seats[1], seats[2]
    # C (11) first; A and B tie on 9, A holds the 7 > B's 6
    assert game.state.turn_order == [c, a, b]
    assert game.decision.kind == "choose_destiny" and current(game) == c


@pytest.mark.parametrize("seed", [0, 1])
def test_initial_turn_order_tie_break_is_highest_card_not_seat(seed):
    game = new_game(3, seed)
    # A: S01 + S12 = 13 (highest 12); B: S04 + S09 = 13 (highest 9); C: S05 + S06 = 11
    seats = _draft(game, ["S01", "S04", "S05", "S06", "S09", "S11", "S12"],
                   ["S01", "S04", "S05", "S06", "S09", "S12"])
    a, b, c = seats[0], seats[1], seats[2]
    assert game.state.turn_order == [a, b, c]
    # same sums, but now the later drafter holds the higher card
    game = new_game(3, seed)
    # A: S04 + S09 = 13 (highest 9); B: S01 + S12 = 13 (highest 12); C: S05 + S06 = 11
    seats = _draft(game, ["S01", "S04", "S05", "S06", "S09", "S11", "S12"],
                   ["S04", "S01", "S05", "S06", "S12", "S09"])
    a, b, c = seats[0], seats[1], seats[2]
    assert game.state.turn_order == [b, a, c]


def test_player_start_values():
    for players in (2, 3, 4):
        game = new_game(players, seed=2)
        for p in game.state.players:
            assert p.vp == 10
            assert p.happiness == 2
            assert p.population == 5
            assert p.resources == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 1}
            assert p.scribes == 1
            assert p.faith == 0
            assert p.production == {"papyrus": 2, "bread": 2, "limestone": 2, "granite": 2}
            assert (p.buildings_built, p.statues_built, p.pillars_built) == (0, 0, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_destiny_cards_chosen_in_turn_order(players):
    game = new_game(players, seed=9)
    play_until(game, "choose_destiny")
    order = list(game.state.turn_order)
    chosen = []
    for i, seat in enumerate(order):
        if i == 3:  # 4th player: only 1 card left, taken automatically
            break
        assert game.decision.kind == "choose_destiny" and current(game) == seat
        options = sorted(a["card"] for a in game.legal_actions())
        assert len(options) == 4 - i
        assert not set(options) & set(chosen)
        chosen.append(options[0])
        act(game, "destiny", card=options[0])
    play_until(game, "take_die")
    destinies = [game.state.players[s].destiny for s in order]
    assert destinies[: len(chosen)] == chosen
    assert sorted(destinies) == ["A01", "A02", "A03", "A04"][:players]
    assert current(game) == order[0]


@pytest.mark.parametrize("a03_choice", ["happiness", "population"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_starting_and_destiny_rewards(seed, a03_choice):
    game = new_game(2, seed)
    # snake positions: F O O F.  F: S07 + S12 = 19 (highest 12); O: S11 + S08 = 19 (highest 11)
    seats = _draft(game, ["S04", "S07", "S08", "S11", "S12"], ["S07", "S11", "S08", "S12"])
    f, o = seats[0], seats[1]
    assert game.state.turn_order == [f, o]  # tie on 19, F holds the 12
    assert current(game) == f and game.decision.kind == "choose_destiny"
    act(game, "destiny", card="A02")
    assert current(game) == o
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A03", "A04"]
    act(game, "destiny", card="A03")
    # rewards: F first, in an order of F's choosing
    assert game.decision.kind == "resolve_setup_card" and current(game) == f
    assert sorted(a["card"] for a in game.legal_actions()) == ["A02", "S07", "S12"]
    act(game, "resolve", card="S12")
    act(game, "resolve", card="A02")  # the last card (S07) resolves on its own
    assert game.decision.kind == "resolve_setup_card" and current(game) == o
    act(game, "resolve", card="A03")
    assert game.decision.kind == "choose_gain" and current(game) == o
    assert {frozenset(a.to_dict().items()) for a in game.legal_actions()} == {
        frozenset({"kind": "gain", "population": 1}.items()), frozenset({"kind": "gain", "happiness": 1}.items())}
    act(game, "gain", **{a03_choice: 1})
    act(game, "resolve", card="S11")  # then S08 by itself
    assert game.decision.kind == "take_die" and current(game) == f

    pf, po = game.state.players[f], game.state.players[o]
    # F: gold 1 start + 1 (S07) + 2 (S12) + 1 (A02) = 5; scribes 1 + 2 (S07) = 3
    assert pf.resources == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 5}
    assert pf.scribes == 3
    assert (pf.vp, pf.happiness, pf.population, pf.faith) == (10, 2, 5, 0)
    assert pf.destiny == "A02"
    # O: S08 1 of each resource; S11 population 5+3 = 8, happiness 2+2 = 4; A03 +1 to one of them
    assert po.resources == {"papyrus": 1, "bread": 1, "limestone": 1, "granite": 1, "gold": 1}
    assert po.scribes == 1
    if a03_choice == "happiness":
        assert (po.population, po.happiness) == (8, 5)  # 4 + 1
        assert game.state.board.market_open == [True, True, False, False]
    else:
        assert (po.population, po.happiness) == (9, 4)  # 8 + 1 = 9 opens section III (§6.4)
        assert game.state.board.market_open == [True, True, True, False]
    assert po.destiny == "A03"
    # all starting cards back in the box
    assert game.state.setup.starting_offer == []
    assert game.state.setup.destiny_offer == []


@pytest.mark.parametrize("seed", [0, 1])
def test_destiny_rewards_a01_a04(seed):
    game = new_game(2, seed)
    # F: S08 + S12 = 20; O: S04 + S07 = 11
    seats = _draft(game, ["S04", "S07", "S08", "S11", "S12"], ["S08", "S04", "S07", "S12"])
    f, o = seats[0], seats[1]
    assert game.state.turn_order == [f, o]
    act(game, "destiny", card="A04")
    act(game, "destiny", card="A01")
    play_until(game, "take_die")
    pf, po = game.state.players[f], game.state.players[o]
    assert pf.faith == 1 and pf.scribes == 1               # A04: 1 faith
    assert pf.resources["gold"] == 3                       # 1 + 2 (S12)
    assert po.scribes == 1 + 2 + 1 and po.faith == 0       # S07 2 scribes, A01 1 scribe
    assert po.resources["gold"] == 2                       # 1 + 1 (S07)
    assert sum(po.resources[r] for r in RESOURCES) == 5    # S04: 5 resources, not gold


# =========================================================================== §4.1 die states
STATE_TABLE = {
    "white": {"sunny": "pure", "shaded": "tainted", "dark": "forbidden"},
    "yellow": {"sunny": "tainted", "shaded": "pure", "dark": "forbidden"},
    "brown": {"sunny": "forbidden", "shaded": "pure", "dark": "tainted"},
    "black": {"sunny": "forbidden", "shaded": "tainted", "dark": "pure"},
    "gray": {"sunny": "tainted", "shaded": "tainted", "dark": "tainted"},
}


@pytest.mark.parametrize("colour", list(STATE_TABLE))
@pytest.mark.parametrize("lighting", ["sunny", "shaded", "dark"])
@pytest.mark.parametrize("god", ["ra", "osiris"])
def test_die_state_table(colour, lighting, god):
    expected = STATE_TABLE[colour][lighting]
    game = first_turn(2, seed=1)
    seat = current(game)
    plain(game, seat)  # no scribes: no Anubis
    clear_wheel(game)
    set_lighting(game, god, lighting)
    die = put_die(game, god, colour, 4)
    other = "horus" if god != "horus" else "ra"
    anchor = put_die(game, other, "gray", 1)  # gray is never forbidden: something is always takeable
    offered = {a["die"] for a in actions_of(game, "take_die")}
    # taking a die is mandatory: nothing else is offered (no pass), and no Anubis without scribes
    assert all(a.kind == "take_die" for a in game.legal_actions())
    assert all(not a.get("anubis") and not a.get("idle") for a in actions_of(game, "take_die"))
    if expected == "forbidden":
        assert offered == {anchor}
        assert_illegal(game, take(die))
        assert_illegal(game, take(die, anubis=True))
        return
    assert offered == {die, anchor}
    events = act(game, "take_die", die=die, anubis=False)
    taken = [e for e in events if e["type"] == "die_taken"]
    assert taken[0]["state"] == expected
    p = game.state.players[seat]
    # §5.1 step 4: pure on the left, tainted on the right
    if expected == "pure":
        assert (p.pure, p.tainted, p.under) == ([die], [], [])
    else:
        assert (p.pure, p.tainted, p.under) == ([], [die], [])
    assert game.state.dice[die].value == 4  # not re-rolled


@pytest.mark.parametrize("offset", range(6))
def test_wheel_lighting_by_offset(offset):
    """BOARD_DATA §2: clockwise from the arrow's section: sunny, sunny, shaded, dark, dark, shaded."""
    forbidden = {}
    for colour in ("white", "brown"):  # white is forbidden only in the dark, brown only in the sun
        forbidden[colour] = set()
        for batch in (GODS[:3], GODS[3:]):
            game = first_turn(2, seed=1)
            plain(game, current(game))
            clear_wheel(game)
            game.state.board.wheel_offset = offset
            refresh(game)
            dice = {put_die(game, god, colour, 2): god for god in batch}
            offered = {a["die"] for a in actions_of(game, "take_die") if not a.get("idle")}
            forbidden[colour] |= {GODS.index(dice[d]) for d in dice if d not in offered}
    assert forbidden["brown"] == {offset % 6, (offset + 1) % 6}          # sunny
    assert forbidden["white"] == {(offset + 3) % 6, (offset + 4) % 6}    # dark


# =========================================================================== §4.2 scribes
@pytest.mark.parametrize("start, scribes, expected", [
    # cost = ceil(|change| / 2): one scribe moves the value by 1 or 2
    (3, 1, {1: 1, 2: 1, 3: 0, 4: 1, 5: 1}),
    (3, 2, {1: 1, 2: 1, 3: 0, 4: 1, 5: 1, 6: 2}),          # 3->6 is +3: 2 scribes
    (1, 1, {1: 0, 2: 1, 3: 1}),                             # no wrap to 6
    (1, 2, {1: 0, 2: 1, 3: 1, 4: 2, 5: 2}),
    (1, 3, {1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3}),           # 1->6 is +5: 3 scribes
    (6, 1, {4: 1, 5: 1, 6: 0}),                             # no wrap to 1
    (6, 2, {2: 2, 3: 2, 4: 1, 5: 1, 6: 0}),
    (4, 5, {1: 2, 2: 1, 3: 1, 4: 0, 5: 1, 6: 1}),
])
def test_scribe_value_change_options(start, scribes, expected):
    game = first_turn(2, seed=2)
    seat = current(game)
    plain(game, seat)
    set_resources(game, seat, scribes=scribes)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", start)  # yellow in shade: pure
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "adjust_die"
    options = {a["value"]: a["scribes"] for a in actions_of(game, "set_value")}
    assert options == expected
    for value in range(1, 7):
        if value not in expected:  # out of reach with these scribes
            for cost in range(0, scribes + 1):
                assert_illegal(game, Action.make("set_value", value=value, scribes=cost))


def test_scribe_change_is_paid_and_the_die_keeps_the_new_value():
    game = first_turn(2, seed=2)
    seat = current(game)
    plain(game, seat)
    set_resources(game, seat, scribes=3)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 3)
    act(game, "take_die", die=die, anubis=False)
    # a wrong scribe count for a reachable value is not legal
    assert_illegal(game, Action.make("set_value", value=5, scribes=2))
    act(game, "set_value", value=5, scribes=1)
    spare_die(game)
    p = game.state.players[seat]
    assert p.scribes == 2  # 3 - 1
    assert p.pure == [die] and game.state.dice[die].value == 5
    act(game, "produce", resource="papyrus")
    # produced 5 papyrus with the marker on 2: keep 2, 3 greed
    assert p.resources["papyrus"] == 2
    assert p.greed["papyrus"] == 3


def test_no_adjust_decision_without_scribes():
    game = first_turn(2, seed=2)
    seat = current(game)
    plain(game, seat)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 3)
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "choose_action"


def test_anubis_needs_exactly_two_scribes():
    game = first_turn(2, seed=3)
    seat = current(game)
    plain(game, seat)
    set_resources(game, seat, scribes=1)
    clear_wheel(game)
    set_lighting(game, "hathor", "sunny")
    forbidden = put_die(game, "hathor", "brown", 2)
    takeable = put_die(game, "hathor", "white", 2)
    # 1 scribe: no Anubis at all
    assert {(a["die"], a["anubis"]) for a in actions_of(game, "take_die")} == {(takeable, False)}
    assert_illegal(game, take(forbidden, anubis=True))
    assert_illegal(game, take(takeable, anubis=True))
    # 2 scribes: Anubis on every die, and the forbidden die only with Anubis
    set_resources(game, seat, scribes=2)
    offered = {(a["die"], a["anubis"]) for a in actions_of(game, "take_die")}
    assert offered == {(takeable, False), (takeable, True), (forbidden, True)}
    assert_illegal(game, take(forbidden))
    events = act(game, "take_die", die=forbidden, anubis=True)
    assert game.state.players[seat].scribes == 0  # exactly 2 spent
    assert ("scribe", 2) in [(e["item"], e["amount"]) for e in events if e["type"] == "spend"]
    assert game.decision.kind == "choose_action"  # no scribes left to change the value


@pytest.mark.parametrize("colour", ["brown", "gray"])
def test_anubis_any_god_action_or_any_production(colour):
    game = first_turn(2, seed=3)
    seat = current(game)
    give_all_gods_affordable(game, seat)
    set_resources(game, seat, scribes=3)
    clear_wheel(game)
    set_lighting(game, "hathor", "sunny")  # brown forbidden, gray tainted
    die = put_die(game, "hathor", colour, 2)
    act(game, "take_die", die=die, anubis=True)
    p = game.state.players[seat]
    assert p.scribes == 1  # 3 - 2
    assert game.decision.kind == "adjust_die"
    act(game, "set_value", value=2, scribes=0)
    gods = sorted(a["god"] for a in actions_of(game, "god_action"))
    assert gods == sorted(GODS)  # every god, not only Hathor
    assert sorted(a["resource"] for a in actions_of(game, "produce")) == sorted(RESOURCES)
    spare_die(game)
    act(game, "produce", resource="granite")
    assert p.resources["granite"] == 1 + 2  # value 2, marker 2: no greed
    assert p.greed["granite"] == 0
    # under the scales, not on either side
    assert (p.pure, p.tainted, p.under) == ([], [], [die])


def test_anubis_god_action_of_another_section():
    game = first_turn(2, seed=4)
    seat = current(game)
    plain(game, seat)
    set_resources(game, seat, papyrus=2, scribes=2)
    clear_wheel(game)
    set_lighting(game, "hathor", "sunny")
    die = put_die(game, "hathor", "brown", 1)  # forbidden in a sunny section
    act(game, "take_die", die=die, anubis=True)
    spare_die(game)
    act(game, "god_action", god="bastet")
    p = game.state.players[seat]
    # Bastet: pay 2 papyrus, happiness 2 + 1 = 3, value 1 gives 2 scribes (0 after Anubis + 2)
    assert p.resources["papyrus"] == 0
    assert p.happiness == 3
    assert p.scribes == 2
    assert p.under == [die] and p.pure == [] and p.tainted == []


# ================================================================ §5.1 die use and placement
@pytest.mark.parametrize("colour, resource", [
    ("white", "limestone"), ("yellow", "papyrus"), ("brown", "bread"), ("black", "granite"), ("gray", None),
])
def test_action_choices_without_anubis(colour, resource):
    game = first_turn(2, seed=5)
    seat = current(game)
    give_all_gods_affordable(game, seat)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")  # nothing is forbidden in the shade
    die = put_die(game, "thoth", colour, 1)
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "choose_action"
    # only the god of the die's section (Thoth with a 1: free, 1 card from section I)
    assert [a["god"] for a in actions_of(game, "god_action")] == ["thoth"]
    assert [a["resource"] for a in actions_of(game, "produce")] == ([resource] if resource else [])
    assert actions_of(game, "no_action") == []
    for god in GODS:
        if god != "thoth":
            assert_illegal(game, Action.make("god_action", god=god))
    for other in RESOURCES:
        if other != resource:
            assert_illegal(game, Action.make("produce", resource=other))


def test_production_uses_die_colour_and_value():
    game = first_turn(2, seed=5)
    seat = current(game)
    plain(game, seat)
    clear_wheel(game)
    set_lighting(game, "bastet", "dark")
    die = put_die(game, "bastet", "black", 2)  # black in the dark: pure
    act(game, "take_die", die=die, anubis=False)
    spare_die(game)
    act(game, "produce", resource="granite")
    p = game.state.players[seat]
    assert p.resources == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 2, "gold": 0}
    assert p.pure == [die]


def test_no_payable_action_means_no_action_but_die_on_scales():
    """RULES §10 item 11, first half: a die is taken, placed by its state, no action."""
    game = first_turn(2, seed=6)
    seat = current(game)
    plain(game, seat)
    clear_wheel(game)
    set_lighting(game, "ra", "sunny")
    die = put_die(game, "ra", "gray", 3)  # tainted; Ra needs limestone, gray cannot produce
    act(game, "take_die", die=die, anubis=False)
    assert game.legal_actions() == [Action.make("no_action")]
    spare_die(game)
    events = act(game, "no_action")
    p = game.state.players[seat]
    assert p.tainted == [die] and p.pure == [] and p.under == []
    assert not [e for e in events if e["type"] in ("gain", "vp", "god_action", "produced")]


# ================================================================ §10 item 11: nothing takeable
def test_nothing_takeable_and_no_scribes_take_any_die_idle():
    game = first_turn(2, seed=6)
    seat = current(game)
    plain(game, seat)
    before = dict(game.state.players[seat].resources), game.state.players[seat].vp
    clear_wheel(game)
    set_lighting(game, "ra", "sunny")
    brown = put_die(game, "ra", "brown", 3)   # forbidden in the sun
    black = put_die(game, "ra", "black", 5)   # forbidden in the sun
    set_lighting(game, "ra", "sunny")
    assert set(game.legal_actions()) == {take(brown, idle=True), take(black, idle=True)}
    assert_illegal(game, take(black))
    assert_illegal(game, take(black, anubis=True))
    events = act(game, "take_die", die=black, anubis=False, idle=True)
    p = game.state.players[seat]
    assert (p.pure, p.tainted, p.under) == ([], [], [black])  # under the scales
    assert (dict(p.resources), p.vp) == before
    assert not [e for e in events if e["type"] in ("gain", "vp", "god_action", "produced", "no_action")]
    # no action decision: only the end of the turn is left, then the turn passes to the other player
    assert_only_end_turn(game, seat)
    end_turn(game)
    assert game.decision.kind == "take_die" and current(game) != seat


def test_nothing_takeable_but_scribes_offers_anubis_not_idle():
    game = first_turn(2, seed=6)
    seat = current(game)
    plain(game, seat)
    set_resources(game, seat, scribes=2)
    clear_wheel(game)
    set_lighting(game, "ra", "sunny")
    brown = put_die(game, "ra", "brown", 3)
    black = put_die(game, "ra", "black", 5)
    assert set(game.legal_actions()) == {take(brown, anubis=True), take(black, anubis=True)}
    assert_illegal(game, take(black, idle=True))


# ================================================================ §5.2–5.3 turns and rotation
def test_a_turn_ends_only_when_its_player_confirms_it():
    """After the last decision of a human player's turn the same player is asked ``turn_end``
    (end_turn alone when no card can be played); the end of the turn (market refill,
    ``turn_ended``, the next player's ``turn_started``) waits for that confirmation."""
    game = first_turn(2, seed=1)
    seat = current(game)
    other = game.state.turn_order[1]
    assert game.state.turn_order[0] == seat
    plain(game, seat)
    game.state.players[seat].happiness = 5  # market sections I and II are open to Thoth
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 1)  # yellow in the shade: pure; Thoth 1: free, 1 card
    spare_die(game)
    board = game.state.board
    slot = game.board.market[0].slots.index("technology")  # a technology: no card to play at the end
    card, top = board.market[0][slot], board.decks["technology"][-1]
    turn_ends = game.turn_ends
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(slot,))  # the last decision of the turn
    assert game.state.players[seat].technologies == [card]
    # the same player must confirm the end of the turn: nothing of the next turn has happened
    assert_only_end_turn(game, seat)
    assert game.decision.prompt == "End your turn (until you do, its last move can still be undone)"
    assert not [e for e in events if e["type"] in ("turn_ended", "turn_started", "market_filled")]
    assert board.market[0][slot] is None  # the slot stays empty until the end of the turn
    assert game.state.turn.player == seat and game.turn_ends == turn_ends
    # confirming ends the turn: refill, turn_ended, then the other player's turn
    events = end_turn(game)
    assert events == [
        {"type": "market_filled", "section": 1, "slot": slot, "card": top},
        {"type": "turn_ended", "player": seat},
        {"type": "turn_started", "player": other, "round": 1},
    ]
    assert board.market[0][slot] == top
    assert game.turn_ends == turn_ends + 1
    assert game.decision.kind == "take_die" and current(game) == other


def _apply_first_until_take(game: Game) -> list[dict]:
    """Finish the current turn with the first legal options; return all events up to the next take_die."""
    events = game.apply(game.legal_actions()[0])
    while game.decision.kind != "take_die":
        events += game.apply(game.legal_actions()[0])
    return events


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 5])
def test_turn_order_and_rotation(players, seed):
    game = first_turn(players, seed)
    state = game.state
    order = list(state.turn_order)
    offset = state.board.wheel_offset
    # round 1: every player once, in turn-order-track order, then no rotation (1 die each)
    for seat in order:
        assert game.decision.kind == "take_die" and current(game) == seat
        events = _apply_first_until_take(game)
    assert not [e for e in events if e["type"] in ("wheel_rotated", "dice_added")]
    assert state.board.wheel_offset == offset and state.round == 2
    assert [p.dice_held() for p in state.players] == [1] * players
    # round 2: the last player's turn ends with a rotation (2 dice each)
    for seat in order[:-1]:
        assert current(game) == seat
        _apply_first_until_take(game)
    assert current(game) == order[-1]
    game.apply(game.legal_actions()[0])  # the last player takes a die
    counts = [len(s) for s in state.board.sections]
    events = []
    while game.decision.kind != "take_die":
        events += game.apply(game.legal_actions()[0])
    assert [e["type"] for e in events].count("wheel_rotated") == 1
    assert state.board.wheel_offset == offset + 1  # one section clockwise
    new = offset + 1
    # shaded = pattern positions 2 and 5 clockwise from the arrow
    shaded = {(new + 2) % 6, (new + 5) % 6}
    added = {e["section"]: len(e["dice"]) for e in events if e["type"] == "dice_added"}
    assert added == {s: players for s in shaded}
    for section in range(6):
        assert len(state.board.sections[section]) == counts[section] + (players if section in shaded else 0)
    assert state.board.bag == []  # 18 + 2 x players per rotation uses every die
    assert state.round == 3 and current(game) == order[0]
    assert [p.dice_held() for p in state.players] == [2] * players
    # round 3: 3 dice each, no rotation
    for seat in order:
        assert current(game) == seat
        events = _apply_first_until_take(game)
    assert not [e for e in events if e["type"] == "wheel_rotated"]
    assert state.board.wheel_offset == offset + 1 and state.round == 4


def test_no_rotation_when_last_player_holds_three_dice():
    game = first_turn(2, seed=1)
    state = game.state
    order = list(state.turn_order)
    _apply_first_until_take(game)  # first player: 1 die
    assert current(game) == order[1]
    last = state.players[order[1]]
    # give the last player 2 dice already (so he ends with 3)
    extra = [state.board.sections[0].pop(), state.board.sections[1].pop()]
    last.tainted.extend(extra)
    refresh(game)
    offset = state.board.wheel_offset
    events = _apply_first_until_take(game)
    assert last.dice_held() == 3
    assert not [e for e in events if e["type"] == "wheel_rotated"]
    assert state.board.wheel_offset == offset and current(game) == order[0]


def test_rotation_after_last_player_counts_dice_under_the_scales():
    """The trigger is the last player holding exactly 2 dice (under the scales included) after his turn."""
    game = first_turn(2, seed=1)
    state = game.state
    order = list(state.turn_order)
    _apply_first_until_take(game)
    last = state.players[order[1]]
    last.under.append(state.board.sections[0].pop())
    refresh(game)
    offset = state.board.wheel_offset
    events = _apply_first_until_take(game)
    assert last.dice_held() == 2
    assert [e["type"] for e in events].count("wheel_rotated") == 1
    assert state.board.wheel_offset == offset + 1


# ====================================================================== §5.4 Maat phase
_BASE: dict[int, str] = {}


def at_last_turn_of_round_4(players: int = 3, seed: int = 3) -> Game:
    """A game at the last player's take_die in round 4 (the others hold 4 dice each)."""
    if players not in _BASE:
        game = first_turn(players, seed)
        while not (game.state.round == 4 and game.state.current == players - 1
                   and game.decision.kind == "take_die"):
            game.apply(game.legal_actions()[0])
        _BASE[players] = game.to_json()
    return Game.from_json(_BASE[players])


def set_scales(game: Game, specs: list[dict], last_take: int = 1) -> int:
    """Set every player's scales; ``specs`` are by turn-order position. The last player gets 3 dice
    from his spec and must take a gray die of value ``last_take`` (tainted, no action possible).
    Returns that die."""
    state = game.state
    board = state.board
    for p in state.players:
        for side in (p.pure, p.tainted, p.under):
            board.bag.extend(side)
            side.clear()
        p.technologies, p.blessings = [], []
        p.faith = 0
        p.greed = {r: 0 for r in RESOURCES}
    clear_wheel(game)
    last = state.turn_order[-1]
    gray = put_die(game, "ra", "gray", last_take)
    for position, spec in enumerate(specs):
        seat = state.turn_order[position]
        p = state.players[seat]
        for side in ("pure", "tainted", "under"):
            for value in spec.get(side, []):
                die = board.bag.pop()
                set_die(state, die, value)
                getattr(p, side).append(die)
        p.greed.update(spec.get("greed", {}))
        p.faith = spec.get("faith", 0)
        p.vp = spec.get("vp", 10)
        if "destiny" in spec:
            p.destiny = spec["destiny"]
        assert p.dice_held() == (3 if seat == last else 4)
    zero_resources(game, last)
    set_resources(game, last, faith=specs[-1].get("faith", 0))
    refresh(game)
    return gray


def finish_round_4(game: Game, gray: int) -> list[dict]:
    """The last player takes the gray die (no action possible) and ends his turn; the Maat
    phase starts. Returns the events of that whole turn."""
    assert game.decision.kind == "take_die"
    last = current(game)
    assert game.legal_actions() == [take(gray)]
    events = act(game, "take_die", die=gray, anubis=False)
    assert game.legal_actions() == [Action.make("no_action")]
    events += act(game, "no_action")
    assert_only_end_turn(game, last)
    events += end_turn(game)
    return events


def balances_of(events: list[dict]) -> dict[int, int]:
    """Balances by seat from the event (a list indexed by seat, or a seat -> balance mapping)."""
    found = [e for e in events if e["type"] == "balances"][0]["balances"]
    return dict(enumerate(found)) if isinstance(found, list) else {int(k): v for k, v in found.items()}


NEUTRAL = [  # balance 0 each; the last player's gray die (value 1) is on his tainted side
    {"pure": [3, 2], "tainted": [4, 1], "destiny": "A01"},
    {"pure": [2, 2], "tainted": [1, 3], "destiny": "A02"},
    {"pure": [4], "tainted": [1, 2], "destiny": "A03"},   # 4 - 1 - 2 - 1 (gray) = 0
]


def test_maat_balance_pure_minus_tainted_minus_greed_anubis_excluded():
    game = at_last_turn_of_round_4()
    order = list(game.state.turn_order)
    specs = [
        # 6 + 3 - 2 - (1 + 1 greed) = 5; the under die (5) does not count
        {"pure": [6, 3], "tainted": [2], "under": [5], "greed": {"papyrus": 1, "bread": 1}, "destiny": "A01"},
        # 1 - (6 + 6 + 6) - 2 greed = -19
        {"pure": [1], "tainted": [6, 6, 6], "greed": {"granite": 2}, "destiny": "A02"},
        # under dice only, and the gray 3 taken now: 0 - 3 = -3
        {"under": [6, 6, 6], "destiny": "A03"},
    ]
    gray = set_scales(game, specs, last_take=3)
    events = finish_round_4(game, gray)
    assert balances_of(events) == {order[0]: 5, order[1]: -19, order[2]: -3}


@pytest.mark.parametrize("spec, balance, loss", [
    ({"pure": [6, 1], "tainted": [2, 1]}, 4, 0),        # 7 - 3
    ({"pure": [3, 3], "tainted": [4, 2]}, 0, 0),
    ({"pure": [2, 2], "tainted": [3, 2]}, -1, 0),
    ({"pure": [1, 1], "tainted": [2, 2]}, -2, 0),
    ({"pure": [1, 1], "tainted": [3, 2]}, -3, 1),
    ({"pure": [1, 1], "tainted": [4, 3]}, -5, 1),
    ({"pure": [1, 1], "tainted": [4, 4]}, -6, 2),
    ({"pure": [1, 1], "tainted": [5, 5]}, -8, 2),
    ({"pure": [1, 1], "tainted": [6, 5]}, -9, 3),
    ({"pure": [1], "tainted": [6, 6, 1], "greed": {"bread": 2}}, -14, 3),  # 1 - 13 - 2
])
def test_maat_vp_loss_table(spec, balance, loss):
    game = at_last_turn_of_round_4()
    order = list(game.state.turn_order)
    target = order[1]
    specs = [dict(NEUTRAL[0]), dict(spec, destiny="A02"), dict(NEUTRAL[2])]
    gray = set_scales(game, specs)
    events = finish_round_4(game, gray)
    assert balances_of(events) == {order[0]: 0, target: balance, order[2]: 0}
    maat_vp = [v for v in vp_events(events) if v[1] == "Maat: negative balance"]
    if loss:
        assert vp_events(events, target) == [(-loss, "Maat: negative balance")]
        assert maat_vp == [(-loss, "Maat: negative balance")]
    else:
        assert maat_vp == []
    assert game.state.players[target].vp == 10 - loss
    for seat in (order[0], order[2]):
        assert game.state.players[seat].vp == 10
    assert game.state.scorings == 0


@pytest.mark.parametrize("start_vp, end_vp, events_expected", [
    (1, 0, [(-1, "Maat: negative balance")]),   # loss 3, only 1 VP left
    (0, 0, []),                                 # nothing to lose
    (2, 0, [(-2, "Maat: negative balance")]),
    (3, 0, [(-3, "Maat: negative balance")]),
])
def test_maat_vp_never_below_zero(start_vp, end_vp, events_expected):
    game = at_last_turn_of_round_4()
    order = list(game.state.turn_order)
    specs = [dict(NEUTRAL[0]), {"pure": [1, 1], "tainted": [6, 6], "vp": start_vp, "destiny": "A02"},
             dict(NEUTRAL[2])]  # balance 2 - 12 = -10: loss 3
    gray = set_scales(game, specs)
    events = finish_round_4(game, gray)
    assert vp_events(events, order[1]) == events_expected
    assert game.state.players[order[1]].vp == end_vp


@pytest.mark.parametrize("net, final, loss", [
    (-2, -6, 2), (-1, -5, 1), (0, -4, 1), (1, -3, 1), (2, -2, 0),
])
def test_maat_faith_placement(net, final, loss):
    game = at_last_turn_of_round_4()
    order = list(game.state.turn_order)
    # order[0]: balance 1 - 5 = -4 and 2 faith; order[2] has 1 faith and balance 0
    specs = [{"pure": [1, 1], "tainted": [3, 3], "faith": 2, "destiny": "A01"},
             dict(NEUTRAL[1]),
             dict(NEUTRAL[2], faith=1)]
    gray = set_scales(game, specs)
    finish_round_4(game, gray)
    # faith is placed in turn order, only by players holding faith
    assert game.decision.kind == "maat_faith" and current(game) == order[0]
    assert sorted(a["net"] for a in game.legal_actions()) == [-2, -1, 0, 1, 2]
    assert_illegal(game, Action.make("place_faith", net=3))
    events = act(game, "place_faith", net=net)
    assert game.decision.kind == "maat_faith" and current(game) == order[2]
    assert sorted(a["net"] for a in game.legal_actions()) == [-1, 0, 1]
    events += act(game, "place_faith", net=0)  # leaves the token unused
    turn_order = [e for e in events if e["type"] == "turn_order"][0]
    assert turn_order["balances"][order[0]] == final
    assert game.state.players[order[0]].vp == 10 - loss
    # faith is gone after the Maat phase, used or not
    assert game.decision.kind == "choose_destiny"
    assert [p.faith for p in game.state.players] == [0, 0, 0]


# Scales giving an exact balance. Four dice for the first two players; three dice for the last
# player, whose gray 1 taken in this turn is added to his tainted side.
FOUR_DICE = {
    5: {"pure": [6, 2], "tainted": [2, 1]},    # 8 - 3
    4: {"pure": [6, 1], "tainted": [2, 1]},    # 7 - 3
    3: {"pure": [5, 1], "tainted": [2, 1]},    # 6 - 3
    2: {"pure": [4, 1], "tainted": [2, 1]},    # 5 - 3
    1: {"pure": [3, 1], "tainted": [2, 1]},    # 4 - 3
    0: {"pure": [3, 3], "tainted": [4, 2]},    # 6 - 6
    -1: {"pure": [2, 2], "tainted": [3, 2]},   # 4 - 5
    -2: {"pure": [1, 1], "tainted": [2, 2]},   # 2 - 4
    -3: {"pure": [1, 1], "tainted": [3, 2]},   # 2 - 5
    -4: {"pure": [1, 1], "tainted": [3, 3]},   # 2 - 6
}
THREE_DICE_PLUS_GRAY_1 = {
    5: {"pure": [6, 1], "tainted": [1]},       # 7 - 1 - 1
    1: {"pure": [2, 1], "tainted": [1]},       # 3 - 1 - 1
    0: {"pure": [4], "tainted": [1, 2]},       # 4 - 3 - 1
    -1: {"pure": [1, 1], "tainted": [2]},      # 2 - 2 - 1
    -4: {"pure": [1], "tainted": [2, 2]},      # 1 - 4 - 1
}


@pytest.mark.parametrize("balances, destinies, new_order", [
    # positions in the old order; smallest |balance| first, +b/-b tie, higher ankh first
    ((1, -1, 0), ("A01", "A04", "A02"), (2, 1, 0)),
    ((-2, 2, 5), ("A03", "A02", "A01"), (0, 1, 2)),
    ((-2, 2, 5), ("A02", "A03", "A01"), (1, 0, 2)),
    ((3, -3, 1), ("A02", "A03", "A01"), (2, 1, 0)),
    ((0, -1, 1), ("A01", "A02", "A04"), (0, 2, 1)),
    ((-4, 4, -4), ("A04", "A01", "A02"), (0, 2, 1)),
    ((5, 4, -1), ("A04", "A03", "A01"), (2, 1, 0)),
])
def test_maat_new_turn_order(balances, destinies, new_order):
    game = at_last_turn_of_round_4()
    order = list(game.state.turn_order)
    specs = [dict(FOUR_DICE[balances[0]], destiny=destinies[0]),
             dict(FOUR_DICE[balances[1]], destiny=destinies[1]),
             dict(THREE_DICE_PLUS_GRAY_1[balances[2]], destiny=destinies[2])]
    gray = set_scales(game, specs, last_take=1)
    events = finish_round_4(game, gray)
    assert balances_of(events) == {order[i]: balances[i] for i in range(3)}
    assert game.state.turn_order == [order[i] for i in new_order]
    assert [e for e in events if e["type"] == "turn_order"][-1]["order"] == [order[i] for i in new_order]


def test_maat_one_clears_scales_and_redeals_destiny_in_new_order():
    game = at_last_turn_of_round_4()
    state = game.state
    order = list(state.turn_order)
    specs = [{"pure": [1, 1], "tainted": [4, 4], "greed": {"papyrus": 1}, "destiny": "A01"},  # -7
             {"pure": [3, 3], "tainted": [4, 2], "destiny": "A04"},                           # 0
             {"pure": [2], "tainted": [1], "under": [6], "destiny": "A02"}]                   # 2 - 1 - 1 = 0
    gray = set_scales(game, specs)
    offset = state.board.wheel_offset
    events = finish_round_4(game, gray)
    assert balances_of(events) == {order[0]: -7, order[1]: 0, order[2]: 0}
    # |0| tie: A04 (3) before A02 (1); then the -7
    new_order = [order[1], order[2], order[0]]
    assert state.turn_order == new_order
    assert state.players[order[0]].vp == 10 - 2  # -7: 2 VP
    # Maat 1: the arrow points at the 2-hourglass marker, which is ignored: no scoring
    assert state.board.wheel_offset == offset + 1
    assert state.board.wheel_offset % 6 == state.board.scoring_markers["2"]
    assert set(state.board.scoring_markers) == {"1", "2"}
    assert not [e for e in events if e["type"] == "scoring_started"]
    assert state.scorings == 0 and state.maat_phases == 1
    # scales cleared: all dice back in the bag, greed and faith gone, destiny cards returned
    for p in state.players:
        assert (p.pure, p.tainted, p.under) == ([], [], [])
        assert sum(p.greed.values()) == 0 and p.faith == 0 and p.destiny is None
    assert len(state.board.bag) == 24 - sum(len(s) for s in state.board.sections)  # 3 players: 24 in play
    # destiny cards re-chosen in the new order, each reward received at once
    gold = [state.players[s].resources["gold"] for s in new_order]
    scribes = [state.players[s].scribes for s in new_order]
    assert game.decision.kind == "choose_destiny" and current(game) == new_order[0]
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A02", "A03", "A04"]
    act(game, "destiny", card="A02")
    assert state.players[new_order[0]].resources["gold"] == gold[0] + 1
    assert current(game) == new_order[1]
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A03", "A04"]
    act(game, "destiny", card="A03")
    assert game.decision.kind == "choose_gain" and current(game) == new_order[1]
    happiness = state.players[new_order[1]].happiness
    population = state.players[new_order[1]].population
    act(game, "gain", population=1)
    assert state.players[new_order[1]].population == population + 1
    assert state.players[new_order[1]].happiness == happiness
    assert game.decision.kind == "choose_destiny" and current(game) == new_order[2]
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A04"]
    events = act(game, "destiny", card="A04")
    assert state.players[new_order[2]].faith == 1
    assert state.players[new_order[0]].scribes == scribes[0]
    assert [state.players[s].destiny for s in new_order] == ["A02", "A03", "A04"]
    # the rotation goes on: 3 new dice in each shaded section, a new round in the new order
    shaded = {(offset + 1 + 2) % 6, (offset + 1 + 5) % 6}
    added = {e["section"]: len(e["dice"]) for e in events if e["type"] == "dice_added"}
    assert added == {s: 3 for s in shaded}
    assert game.decision.kind == "take_die" and current(game) == new_order[0]
    assert state.round == 5


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 4])
def test_scoring_only_at_second_and_fourth_maat(players, seed):
    game = first_turn(players, seed)
    timeline = []
    while not game.is_over:
        for e in game.apply(game.legal_actions()[0]):
            if e["type"] == "maat_started":
                timeline.append(("maat", e["number"]))
            elif e["type"] == "scoring_started":
                timeline.append(("scoring", e["number"]))
            elif e["type"] == "wheel_rotated":
                timeline.append(("rotation",))
    rot = ("rotation",)
    assert timeline == [rot, rot, ("maat", 1), rot, rot, ("maat", 2), ("scoring", 1),
                        rot, rot, ("maat", 3), rot, rot, ("maat", 4), ("scoring", 2)]
    assert game.state.round == 16


def _rewards_of_first_player(first: list[str], second: list[str], destinies: tuple[str, str]) -> tuple[Game, int]:
    """A 2-player game at the first player's starting rewards (``first`` drafted, ``destinies[0]``)."""
    game = new_game(2, 0)
    extra = next(f"S{n:02d}" for n in range(1, 13) if f"S{n:02d}" not in first + second)
    seats = _draft(game, [*first, *second, extra], [first[0], second[0], second[1], first[1]])
    act(game, "destiny", card=destinies[0])
    act(game, "destiny", card=destinies[1])
    assert game.decision.kind == "resolve_setup_card" and current(game) == seats[0]
    return game, seats[0]


def test_reward_order_matters_for_a_technology_draw_and_an_osiris_action_while_t01_can_be_drawn():
    from game.tekhenu.rules.setup import unasked_reward

    # F: S05 + S01 (6) before O: S02 + S03 (5)
    game, f = _rewards_of_first_player(["S05", "S01"], ["S02", "S03"], ("A04", "A01"))
    board = game.state.board
    for row in board.market:   # T01 on top of the technology deck
        if "T01" in row:
            row[row.index("T01")] = board.decks["technology"].pop(0)
    board.decks["technology"] = [c for c in board.decks["technology"] if c != "T01"] + ["T01"]
    refresh(game)
    assert unasked_reward(game) is None   # asked: T01 kept first pays 2 VP for S01's Osiris action
    act(game, "resolve", card="S05")
    act(game, "keep_card", card="T01")
    assert unasked_reward(game) == Action.make("resolve", card="S01")   # S01 and A04: no longer asked
    act(game, "resolve", card="S01")
    act(game, "build", district="granite")
    assert game.state.players[f].vp == 12   # 10 + 2 (T01)
    # without T01 in the deck the same cards are not asked: S05 comes first, as drafted
    game, _ = _rewards_of_first_player(["S05", "S01"], ["S02", "S03"], ("A04", "A01"))
    board = game.state.board
    board.decks["technology"] = [c for c in board.decks["technology"] if c != "T01"]
    for row in board.market:
        if "T01" in row:
            row[row.index("T01")] = board.decks["technology"].pop(0)
    refresh(game)
    assert unasked_reward(game) == Action.make("resolve", card="S05")


def test_reward_order_does_not_matter_once_the_section_is_open():
    from game.tekhenu.rules.setup import unasked_reward

    game, _ = _rewards_of_first_player(["S11", "S06"], ["S04", "S07"], ("A03", "A01"))
    assert unasked_reward(game) is None   # 5 + 3 + 1 = 9 would open section III
    game.state.board.market_open[2] = True
    refresh(game)
    assert unasked_reward(game) == Action.make("resolve", card="S11")
