"""RULES.md §8.5 Blessings B01–B24 (with §4.2, §5.1, §6, §10 items 1, 7, 29 and the
technologies they interact with, §8.6).

Every situation is set up by editing ``game.state`` (then ``refresh``); every move goes
through ``legal_actions()`` / ``apply()``. Expected numbers are computed by hand from RULES.md
and BOARD_DATA.md and written as literals with the arithmetic in a comment.

Fixed situation of every test (``prepare``): 2 players, the active player ("seat") has no
resources, no scribes, no faith, no cards, production markers on 2, happiness 2 and
population 5. The wheel is at offset 0, so with the pattern sunny, sunny, shaded, dark,
dark, shaded (BOARD_DATA §2) the sections are lit:

    horus sunny, ra sunny, hathor shaded, bastet dark, thoth dark, osiris shaded

Die states (RULES §4.1): white  pure/tainted/forbidden in sunny/shaded/dark,
yellow tainted/pure/forbidden, brown forbidden/pure/tainted, black forbidden/tainted/pure,
gray always tainted.

Board data used (BOARD_DATA.md): ring order horus, ra, hathor, bastet, thoth, osiris;
opposite pairs horus–bastet, ra–thoth, hathor–osiris; Horus tiles in printed order
(position 1..6 = horus, ra, hathor, bastet, thoth, osiris); statue granite costs 1, 2, 2, ...;
Ra display set to P22 (left, die 5–6, 1 VP), P23 (middle, 3–4, 2 VP), P24 (right, 1–2, 3 VP),
each costing 2 limestone and without ability; temple (2,2) rewards 1 gold; building spots
RS1–RS3 / CS1–CS3 (2 players) cost 3, 4, 3 bread; Bastet costs 2 papyrus and gives 2/2/1/1
scribes for values 1/2/3/4; Thoth with value 1–2 is free (1 card); Osiris row 1 and 2 give
+1 production and 1 of the district's resource.
"""
from __future__ import annotations

import json

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
    set_resources,
    vp_events,
    zero_resources,
)

from game.tekhenu.rules import Action, IllegalAction
from game.tekhenu.rules.catalog import RESOURCES

GODS = ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]
NEIGHBOURS = {"horus": {"osiris", "ra"}, "ra": {"horus", "hathor"}, "hathor": {"ra", "bastet"},
              "bastet": {"hathor", "thoth"}, "thoth": {"bastet", "osiris"}, "osiris": {"thoth", "horus"}}
OPPOSITE = {"horus": "bastet", "bastet": "horus", "ra": "thoth", "thoth": "ra", "hathor": "osiris",
            "osiris": "hathor"}
PRINTED_ORDER = ["H1", "H2", "H3", "H4", "H5", "H6"]
DISPLAY = ["P22", "P23", "P24"]
ALL_COLOURS = {"white", "yellow", "brown", "black", "gray"}


# ----------------------------------------------------------------------------- helpers
def prepare(seed: int = 0, blessings=(), technologies=(), **resources):
    """A 2-player game at the first take_die (see the module docstring), the active seat
    holding exactly ``blessings`` / ``technologies`` and ``resources``."""
    game = first_turn(2, seed)
    state = game.state
    seat = current(game)
    for p in state.players:
        state.board.discards["blessing"] += p.blessings
        state.board.discards["technology"] += p.technologies
        p.blessings, p.technologies = [], []
    state.board.wheel_offset = 0
    state.board.horus_tiles = list(PRINTED_ORDER)
    old_display = [t for t in state.board.ra_display if t is not None and t not in DISPLAY]
    state.board.pillar_stack = old_display + [t for t in state.board.pillar_stack if t not in DISPLAY]
    state.board.ra_display = list(DISPLAY)
    clear_wheel(game)
    zero_resources(game, seat)
    p = state.players[seat]
    p.production = {r: 2 for r in RESOURCES}
    p.happiness, p.population = 2, 5
    p.blessings = list(blessings)
    p.technologies = list(technologies)
    for card in [*blessings, *technologies]:  # each card exists once: take it out of decks and market
        deck = "blessing" if card[0] == "B" else "technology"
        for pile in (state.board.decks[deck], state.board.discards[deck]):
            if card in pile:
                pile.remove(card)
        for section in state.board.market:
            for slot, held in enumerate(section):
                if held == card:
                    section[slot] = next(c for c in reversed(state.board.decks[deck])
                                         if c not in blessings and c not in technologies)
                    state.board.decks[deck].remove(section[slot])
    state.board.spot_gold["osiris_row_2"] = 1
    put_die(game, "osiris", "gray", 1)  # a spare die (gray: always takeable) for the next player's turn
    if resources:
        set_resources(game, seat, **resources)
    refresh(game)
    return game, seat


def player(game, seat):
    return game.state.players[seat]


def res(game, seat) -> dict[str, int]:
    return dict(player(game, seat).resources)


def played(events, seat=None) -> list[str]:
    return [e["card"] for e in events if e["type"] == "card_played" and (seat is None or e["player"] == seat)]


def techs(events) -> list[str]:
    return [e["card"] for e in events if e["type"] == "tech_triggered"]


def card_actions(game, card: str) -> list[Action]:
    return [a for a in game.legal_actions() if a.get("card") == card or a.get("blessing") == card]


def blessing_gods(game, card: str) -> set[str]:
    return {a["god"] for a in game.legal_actions() if a.kind == "play_blessing" and a.get("card") == card}


def take(game, die: int, **extra) -> list[dict]:
    """Take ``die`` without Anubis, keeping its value when an adjust_die decision is asked."""
    events = act(game, "take_die", die=die, anubis=False, **extra)
    if game.decision.kind == "adjust_die" and not any(card_actions(game, c) for c in ("B09", "B10", "B11", "B12")):
        events += act(game, "set_value", value=game.state.turn.value)
    return events


def keep_value(game) -> list[dict]:
    return act(game, "set_value", value=game.state.turn.value, scribes=0)


def assert_illegal(game, action: Action) -> None:
    assert action not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def assert_discarded(game, before: list[str], *cards: str) -> None:
    assert game.state.board.discards["blessing"] == before + list(cards)


def confirm_card_payment(game, card: str) -> list[dict]:
    """The card is the only way to pay: it is not spent unseen, the player confirms it."""
    assert game.decision.kind == "pay_with_card"
    assert game.legal_actions() == [Action.make("play_blessing", card=card)]
    return act(game, "play_blessing", card=card)


def finish_turn(game, seat) -> list[dict]:
    """Decline what is left of ``seat``'s turn (end_turn) until the next player decides."""
    events = []
    while game.decision.player == seat and game.decision.kind == "turn_end":
        events += act(game, "end_turn")
    return events


# ========================================================= B01–B06: gains when producing
GAIN_CARDS = [  # card, expected resources after producing 4 papyrus (marker 2: keep 2) with it, scribes
    ("B01", {"papyrus": 2, "bread": 0, "limestone": 4, "granite": 0, "gold": 0}, 0),
    ("B02", {"papyrus": 2, "bread": 0, "limestone": 0, "granite": 4, "gold": 0}, 0),
    ("B03", {"papyrus": 2, "bread": 4, "limestone": 0, "granite": 0, "gold": 0}, 0),
    ("B04", {"papyrus": 6, "bread": 0, "limestone": 0, "granite": 0, "gold": 0}, 0),  # 2 kept + 4
    ("B05", {"papyrus": 2, "bread": 0, "limestone": 0, "granite": 0, "gold": 3}, 0),
    ("B06", {"papyrus": 2, "bread": 0, "limestone": 0, "granite": 0, "gold": 0}, 2),
]


@pytest.mark.parametrize("card, expected, scribes", GAIN_CARDS)
def test_production_gain_in_addition_to_production_and_not_greed(card, expected, scribes):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "hathor", "yellow", 4)  # yellow in a shaded section: pure
    take(game, die)
    act(game, "produce", resource="papyrus")
    assert game.decision.kind == "production_cards"
    assert {a.kind for a in game.legal_actions()} == {"produce_now", "play_blessing"}
    events = act(game, "play_blessing", card=card)
    p = player(game, seat)
    assert played(events) == [card]
    assert res(game, seat) == expected
    assert p.scribes == scribes
    # the die's 4 papyrus: marker 2 keeps 2, 2 are greed; the card's gain adds no greed
    assert p.greed == {"papyrus": 2, "bread": 0, "limestone": 0, "granite": 0}
    produced = [e for e in events if e["type"] == "produced"]
    assert [(e["quantity"], e["kept"], e["greed"]) for e in produced] == [(4, 2, 2)]
    assert p.pure == [die] and p.tainted == [] and game.state.dice[die].value == 4
    assert p.blessings == []
    assert_discarded(game, discards, card)


@pytest.mark.parametrize("card", ["B01", "B04"])
def test_production_gain_is_not_counted_by_t12(card):
    """RULES §10 item 29: B01–B06 resources are not greed and T12 does not count them."""
    game, seat = prepare(blessings=[card], technologies=["T12"])
    die = put_die(game, "hathor", "yellow", 4)
    take(game, die)
    act(game, "produce", resource="papyrus")
    events = act(game, "play_blessing", card=card)
    assert vp_events(events, seat) == [(2, "T12")]  # greed 4 - 2 = 2 -> 2 VP; the card's 4 give none
    assert player(game, seat).vp_by_reason.get("T12") == 2


@pytest.mark.parametrize("card", ["B01", "B05", "B21"])
def test_production_cards_not_offered_for_a_god_action(card):
    game, seat = prepare(blessings=[card], papyrus=2)
    die = put_die(game, "bastet", "gray", 3)  # gray: tainted, cannot produce
    take(game, die)
    events = act(game, "god_action", god="bastet")  # pay 2 papyrus (automatic), happiness 2 + 3 = 5
    assert played(events) == []
    assert player(game, seat).blessings == [card]


# ============================================================== B07/B08: any time
WINDOWS = ["take_die", "adjust_die", "choose_action", "turn_end"]


def play_turn_with_people_card(game, seat, card, gain, window, die):
    """Take ``die`` and produce papyrus with it, playing ``card`` at ``window``; every
    decision of the turn before that is asked and offers the card."""
    events, seen, done = [], [], False
    while game.decision.player == seat:
        kind = game.decision.kind
        seen.append(kind)
        if not done:
            offered = {(a["card"], a["gain"]) for a in actions_of(game, "play_blessing")}
            assert offered == {(card, "population"), (card, "happiness")}
            if kind == window:
                events += act(game, "play_blessing", card=card, gain=gain)
                assert actions_of(game, "play_blessing") == []
                done = True
                continue
        if kind == "take_die":
            events += act(game, "take_die", die=die, anubis=False)
        elif kind == "adjust_die":
            events += keep_value(game)
        elif kind == "choose_action":
            events += act(game, "produce", resource="papyrus")
        else:
            assert kind == "turn_end"
            events += act(game, "end_turn")
    index = WINDOWS.index(window)
    assert seen[:index + 1] == WINDOWS[:index + 1]  # every decision up to the window was asked
    return events


@pytest.mark.parametrize("card", ["B07", "B08"])
@pytest.mark.parametrize("gain, population, happiness", [
    ("population", 8, 2),  # 5 + 3
    ("happiness", 5, 5),  # 2 + 3 = 5, not above population 5
])
@pytest.mark.parametrize("window", WINDOWS)
def test_people_card_at_each_decision_of_own_turn(card, gain, population, happiness, window):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "hathor", "yellow", 2)
    events = play_turn_with_people_card(game, seat, card, gain, window, die)
    p = player(game, seat)
    assert (p.population, p.happiness) == (population, happiness)
    assert [e for e in events if e["type"] == "card_played"] == [
        {"type": "card_played", "player": seat, "card": card, "gain": gain}]
    assert res(game, seat)["papyrus"] == 2  # the production itself: 2 papyrus, marker 2
    assert p.blessings == []
    assert_discarded(game, discards, card)
    assert game.decision.player != seat  # the turn is over


def test_people_card_happiness_capped_by_population():
    game, seat = prepare(blessings=["B07"])
    player(game, seat).happiness = 4
    refresh(game)
    events = act(game, "play_blessing", card="B07", gain="happiness")
    assert player(game, seat).happiness == 5  # 4 + 3 = 7, capped at population 5
    assert [(e["amount"], e["total"]) for e in events if e["type"] == "happiness"] == [(1, 5)]


def test_people_card_population_opens_market_section_iii():
    game, seat = prepare(blessings=["B08"])
    player(game, seat).population = 6
    assert game.state.board.market_open[2] is False
    refresh(game)
    events = act(game, "play_blessing", card="B08", gain="population")
    assert player(game, seat).population == 9  # 6 + 3
    assert game.state.board.market_open[2] is True
    assert [e["section"] for e in events if e["type"] == "market_opened"] == [3]
    assert all(game.state.board.market[2])  # filled: 1 blessing, 2 technologies, 1 decree


def test_two_identical_people_cards_offered_one_at_a_time():
    game, seat = prepare(blessings=["B07", "B08"])
    assert {a["card"] for a in actions_of(game, "play_blessing")} == {"B07"}
    events = act(game, "play_blessing", card="B07", gain="population")
    assert {a["card"] for a in actions_of(game, "play_blessing")} == {"B08"}
    events += act(game, "play_blessing", card="B08", gain="happiness")
    p = player(game, seat)
    assert (p.population, p.happiness) == (8, 5)  # 5 + 3; 2 + 3
    assert played(events) == ["B07", "B08"]


def test_people_card_not_offered_outside_own_turn():
    """Only the holder's own turn: not in the other player's turn, not in the Maat phase."""
    game, seat = prepare(blessings=["B07"])
    other = 1 - seat
    player(game, seat).faith = 1
    # both players already hold 3 dice: after one die each the rotation brings a Maat phase
    for s in (seat, other):
        for _ in range(3):
            player(game, s).pure.append(game.state.board.bag.pop())
    die = put_die(game, "hathor", "yellow", 2)
    refresh(game)
    act(game, "take_die", die=die, anubis=False)
    keep_value(game)
    act(game, "produce", resource="papyrus")
    finish_turn(game, seat)
    assert game.state.turn_order == [seat, other]
    assert game.decision.kind == "take_die" and game.decision.player == other
    assert card_actions(game, "B07") == []
    act(game, "take_die", die=game.legal_actions()[0]["die"], anubis=False)
    while game.decision.kind != "maat_faith":
        assert game.decision.player == other
        game.apply(game.legal_actions()[0])
    assert game.decision.player == seat
    assert {a.kind for a in game.legal_actions()} == {"place_faith"}
    assert_illegal(game, Action.make("play_blessing", card="B07", gain="population"))


def test_people_card_offered_when_only_an_idle_take_is_possible():
    """RULES §8.5 "any time during your turn" (and §10 item 11): a player who can take no
    die normally still has a turn, and may play B07 in it."""
    game, seat = prepare(blessings=["B07"])
    clear_wheel(game)
    forbidden = put_die(game, "bastet", "white", 3)  # dark: forbidden
    put_die(game, "horus", "black", 3)  # sunny: forbidden (for the next player)
    assert all(a.get("idle") for a in actions_of(game, "take_die"))
    assert {(a["card"], a["gain"]) for a in actions_of(game, "play_blessing")} == {
        ("B07", "population"), ("B07", "happiness")}
    act(game, "play_blessing", card="B07", gain="population")
    act(game, "take_die", die=forbidden, anubis=False, idle=True)
    p = player(game, seat)
    assert p.population == 8  # 5 + 3
    assert p.under == [forbidden]


def test_people_card_not_offered_inside_a_payment():
    game, seat = prepare(blessings=["B07"], papyrus=2, gold=1)
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    act(game, "god_action", god="bastet")
    assert game.decision.kind == "pay"  # 2 papyrus or 1 papyrus + 1 gold
    assert {a.kind for a in game.legal_actions()} == {"pay"}


# ================================================================== B09/B10: any face
@pytest.mark.parametrize("card", ["B09", "B10"])
@pytest.mark.parametrize("target", [1, 6])
def test_set_face_value_counts_for_production_and_scales(card, target):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    player(game, seat).production["papyrus"] = 6
    die = put_die(game, "hathor", "yellow", 3)  # pure
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "adjust_die"
    events = act(game, "play_blessing", card=card)
    assert played(events) == [card]
    assert game.decision.kind == "set_face"
    assert sorted(a["value"] for a in game.legal_actions()) == [1, 2, 3, 4, 5, 6]
    events = act(game, "set_face", value=target)
    assert [(e["before"], e["value"], e["reason"]) for e in events if e["type"] == "die_changed"] == [
        (3, target, card)]
    act(game, "produce", resource="papyrus")
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == target  # the new value, marker 6: no greed
    assert p.pure == [die] and game.state.dice[die].value == target
    assert p.blessings == []
    assert_discarded(game, discards, card)


@pytest.mark.parametrize("card", ["B09", "B10"])
def test_set_face_value_drives_god_action_and_tainted_side(card):
    game, seat = prepare(blessings=[card], papyrus=2)
    player(game, seat).population = 10
    die = put_die(game, "bastet", "gray", 1)  # gray: tainted
    act(game, "take_die", die=die, anubis=False)
    act(game, "play_blessing", card=card)
    act(game, "set_face", value=5)
    events = act(game, "god_action", god="bastet")  # pays 2 papyrus (the only way)
    p = player(game, seat)
    assert p.happiness == 7  # 2 + 5 (value 5: no scribes)
    assert p.scribes == 0
    assert res(game, seat)["papyrus"] == 0  # 2 - 2
    assert [e["value"] for e in events if e["type"] == "god_action"] == [5]
    assert p.tainted == [die] and game.state.dice[die].value == 5


def test_set_face_only_after_taking():
    game, seat = prepare(blessings=["B09"])
    assert card_actions(game, "B09") == []  # not at take_die
    die = put_die(game, "hathor", "yellow", 3)
    act(game, "take_die", die=die, anubis=False)
    act(game, "set_value", value=3, scribes=0)
    assert game.decision.kind == "choose_action"
    assert card_actions(game, "B09") == []  # not when choosing the action
    assert_illegal(game, Action.make("play_blessing", card="B09"))


# ============================================================ B11/B12: another colour
@pytest.mark.parametrize("card", ["B11", "B12"])
@pytest.mark.parametrize("colour, side, resource", [
    ("black", "pure", "granite"),  # black in a dark section: pure
    ("brown", "tainted", "bread"),  # brown in a dark section: tainted
    ("gray", "tainted", None),  # gray: tainted, cannot produce
])
def test_recolour_makes_forbidden_die_takeable(card, colour, side, resource):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "bastet", "white", 3)  # white in a dark section: forbidden
    assert Action.make("take_die", die=die, anubis=False) not in game.legal_actions()
    assert Action.make("take_die", die=die, anubis=True) not in game.legal_actions()  # no scribes
    events = act(game, "take_die", die=die, anubis=False, blessing=card)
    assert played(events) == [card]
    assert game.decision.kind == "recolour"
    # dark section: white and yellow are forbidden; the die's own colour is not "another" colour
    assert {a["colour"] for a in game.legal_actions()} == {"brown", "black", "gray"}
    assert {a["change"] for a in game.legal_actions()} == {-1, 0, 1}
    act(game, "recolour", colour=colour, change=1)
    assert game.decision.kind == "choose_action"
    p = player(game, seat)
    expected = {Action.make("produce", resource=resource)} if resource else {Action.make("no_action")}
    assert set(game.legal_actions()) == expected  # bastet needs 2 papyrus (none)
    events = game.apply(game.legal_actions()[0])
    assert getattr(p, side) == [die]
    assert game.state.dice[die].value == 4  # 3 + 1, kept on the scales
    if resource:
        assert res(game, seat)[resource] == 2  # 4 produced, marker 2: keep 2
        assert p.greed[resource] == 2  # 4 - 2
    assert p.blessings == []
    assert_discarded(game, discards, card)


@pytest.mark.parametrize("card", ["B11", "B12"])
def test_recolour_after_taking_produces_another_resource(card):
    game, seat = prepare(blessings=[card])
    die = put_die(game, "hathor", "yellow", 3)  # pure
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "adjust_die"
    events = act(game, "play_blessing", card=card)
    assert played(events) == [card]
    # a shaded section makes no colour forbidden: every other colour is offered
    assert {a["colour"] for a in game.legal_actions()} == {"white", "brown", "black", "gray"}
    events = act(game, "recolour", colour="white", change=-1)
    assert [(e["colour"], e["state"]) for e in events if e["type"] == "die_recoloured"] == [("white", "tainted")]
    assert set(actions_of(game, "produce")) == {Action.make("produce", resource="limestone")}
    act(game, "produce", resource="limestone")
    p = player(game, seat)
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 2, "granite": 0, "gold": 0}  # value 3 - 1
    assert p.greed["limestone"] == 0  # 2 produced, marker 2
    assert p.tainted == [die] and p.pure == []  # white in a shaded section: tainted
    assert game.state.dice[die].value == 2


def test_recolour_gray_die_to_produce():
    game, seat = prepare(blessings=["B11"])
    die = put_die(game, "hathor", "gray", 2)
    act(game, "take_die", die=die, anubis=False)
    assert Action.make("produce", resource="papyrus") not in game.legal_actions()
    act(game, "play_blessing", card="B11")
    act(game, "recolour", colour="yellow", change=0)
    act(game, "produce", resource="papyrus")
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 2
    assert p.pure == [die]  # yellow in a shaded section: pure


def test_recolour_never_offers_a_forbidden_colour():
    game, seat = prepare(blessings=["B11"])
    die = put_die(game, "horus", "white", 6)  # white in a sunny section: pure
    act(game, "take_die", die=die, anubis=False)
    act(game, "play_blessing", card="B11")
    # sunny: brown and black would be forbidden
    assert {a["colour"] for a in game.legal_actions()} == {"yellow", "gray"}
    assert {a["change"] for a in game.legal_actions()} == {-1, 0}  # 6 + 1 is not a face
    assert_illegal(game, Action.make("recolour", colour="black", change=0))
    assert_illegal(game, Action.make("recolour", colour="yellow", change=1))


def test_recolour_value_one_cannot_go_lower():
    game, seat = prepare(blessings=["B12"])
    die = put_die(game, "hathor", "brown", 1)
    act(game, "take_die", die=die, anubis=False)
    act(game, "play_blessing", card="B12")
    assert {a["change"] for a in game.legal_actions()} == {0, 1}


def test_recolour_with_anubis_offers_every_colour():
    game, seat = prepare(blessings=["B11"], scribes=2)
    die = put_die(game, "bastet", "white", 3)
    act(game, "take_die", die=die, anubis=True)
    act(game, "play_blessing", card="B11")
    assert {a["colour"] for a in game.legal_actions()} == ALL_COLOURS - {"white"}


def test_recolour_take_not_offered_for_a_takeable_die():
    game, seat = prepare(blessings=["B11"])
    die = put_die(game, "hathor", "yellow", 3)  # pure: takeable without the card
    assert Action.make("take_die", die=die, anubis=False, blessing="B11") not in game.legal_actions()


def test_recolour_with_t08_forbidden_die():
    """T08 makes the forbidden die takeable (player chooses its state); B11 then changes the
    colour, and the die goes on the side its new colour gives in that section."""
    game, seat = prepare(blessings=["B11"], technologies=["T08"])
    die = put_die(game, "bastet", "white", 3)  # forbidden
    # takeable through T08 already: no take with the card needed
    assert Action.make("take_die", die=die, anubis=False, blessing="B11") not in game.legal_actions()
    act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "forbidden_state"
    events = act(game, "die_state", state="tainted")
    assert techs(events) == ["T08"]
    assert game.decision.kind == "adjust_die"
    act(game, "play_blessing", card="B11")
    act(game, "recolour", colour="black", change=0)  # black in a dark section: pure
    act(game, "produce", resource="granite")
    p = player(game, seat)
    assert res(game, seat)["granite"] == 2
    assert p.greed["granite"] == 1  # 3 produced, marker 2
    assert p.pure == [die] and p.tainted == []


def test_t08_without_recolour_keeps_chosen_state():
    game, seat = prepare(blessings=["B11"], technologies=["T08"])
    die = put_die(game, "bastet", "white", 3)
    act(game, "take_die", die=die, anubis=False)
    act(game, "die_state", state="pure")
    keep_value(game)  # B11 declined
    act(game, "produce", resource="limestone")
    p = player(game, seat)
    assert p.pure == [die] and p.blessings == ["B11"]
    assert res(game, seat)["limestone"] == 2


def test_recolour_with_t08_offers_a_colour_forbidden_there_and_t08_makes_it_pure_or_tainted():
    """rules-decisions #20: B11 offers the colours the die may be taken as; T08 lets a forbidden
    one be taken (as pure or tainted), so with T08 every other colour is offered."""
    game, seat = prepare(blessings=["B11"], technologies=["T08"])
    die = put_die(game, "horus", "white", 6)  # white in a sunny section: pure
    act(game, "take_die", die=die, anubis=False)
    act(game, "play_blessing", card="B11")
    # sunny: brown and black are forbidden, offered only because of T08 (without it: yellow, gray)
    assert {a["colour"] for a in game.legal_actions()} == {"yellow", "gray", "brown", "black"}
    events = act(game, "recolour", colour="black", change=-1)
    assert [(e["colour"], e["state"]) for e in events if e["type"] == "die_recoloured"] == [("black", "forbidden")]
    assert game.decision.kind == "forbidden_state"
    events = act(game, "die_state", state="pure")
    assert techs(events) == ["T08"]
    # no card left, no scribe: nothing to change; horus needs granite: producing is the only action
    assert game.legal_actions() == [Action.make("produce", resource="granite")]  # black: granite
    act(game, "produce", resource="granite")
    p = player(game, seat)
    assert res(game, seat)["granite"] == 2 and p.greed["granite"] == 3  # 6 - 1 = 5 produced, marker 2
    assert p.pure == [die] and game.state.dice[die].value == 5


def test_t18_pays_once_when_t08_makes_the_die_pure_twice():
    """T08 pure (T18: 1 VP), then B11 to another colour forbidden there, T08 pure again: one die
    taken, so T18 pays once."""
    game, seat = prepare(blessings=["B11"], technologies=["T08", "T18"])
    die = put_die(game, "bastet", "white", 3)  # white in a dark section: forbidden
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "die_state", state="pure")
    events += act(game, "play_blessing", card="B11")
    events += act(game, "recolour", colour="yellow", change=0)  # yellow in a dark section: forbidden too
    assert game.decision.kind == "forbidden_state"
    events += act(game, "die_state", state="pure")
    assert vp_events(events, seat) == [(1, "T18")]
    assert techs(events) == ["T08", "T18", "T08"]


def test_two_recolour_blessings_stack():
    """RULES §8.5: several blessings may be played at once and their effects stack: B11 and
    B12 on one die change its value by up to 1 each (here 3 -> 5)."""
    game, seat = prepare(blessings=["B11", "B12"])
    die = put_die(game, "hathor", "yellow", 3)
    act(game, "take_die", die=die, anubis=False)
    act(game, "play_blessing", card="B11")
    act(game, "recolour", colour="brown", change=1)
    assert Action.make("play_blessing", card="B12") in game.legal_actions(), \
        f"B12 not playable after B11 ({game.decision.kind}: {game.legal_actions()})"
    act(game, "play_blessing", card="B12")
    act(game, "recolour", colour="white", change=1)
    assert game.state.turn.value == 5  # 3 + 1 + 1


# ====================================================== B13/B14: no limestone / granite
@pytest.mark.parametrize("card", ["B13", "B14"])
def test_waive_ra_cost_offered_without_limestone(card):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "ra", "gray", 5)  # value 5: left tile P22 (2 limestone)
    take(game, die)
    assert Action.make("god_action", god="ra") in game.legal_actions()
    act(game, "god_action", god="ra")
    events = act(game, "place_pillar", row=2, col=2, rotation=0)
    # the only way to "pay" is the card: asked all the same
    assert played(events) == []
    events += confirm_card_payment(game, card)
    assert played(events) == [card]
    p = player(game, seat)
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 1}  # (2,2): 1 gold
    assert p.pillars_built == 1
    assert game.state.board.temple[12].tile == "P22" and game.state.board.temple[12].owner == seat
    # centre space, empty temple: no buildings, no edges; left display space: 1 VP
    assert vp_events(events, seat) == [(1, "Ra: display position")]
    assert p.blessings == []
    assert_discarded(game, discards, card)


def test_ra_not_offered_without_limestone_or_card():
    game, seat = prepare()
    die = put_die(game, "ra", "gray", 5)
    take(game, die)
    assert set(game.legal_actions()) == {Action.make("no_action")}
    assert_illegal(game, Action.make("god_action", god="ra"))


@pytest.mark.parametrize("card", ["B13", "B14"])
def test_waive_ra_cost_chosen_over_paying(card):
    game, seat = prepare(blessings=[card], limestone=2)
    die = put_die(game, "ra", "gray", 4)  # value 4: middle tile P23 (2 limestone)
    take(game, die)
    act(game, "god_action", god="ra")
    act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.decision.kind == "pay"
    assert set(game.legal_actions()) == {Action.make("pay", limestone=2), Action.make("play_blessing", card=card)}
    events = act(game, "play_blessing", card=card)
    assert played(events) == [card]
    assert res(game, seat)["limestone"] == 2  # nothing paid
    assert vp_events(events, seat) == [(2, "Ra: display position")]  # middle space: 2 VP
    assert game.state.board.temple[12].tile == "P23"


@pytest.mark.parametrize("card", ["B13", "B14"])
def test_waive_horus_cost(card):
    game, seat = prepare(blessings=[card])
    die = put_die(game, "horus", "gray", 1)
    take(game, die)
    act(game, "god_action", god="horus")
    events = act(game, "statue", god="horus")  # position 1 = Horus; the 1 granite is waived by the card
    events += confirm_card_payment(game, card)
    p = player(game, seat)
    assert played(events) == [card]
    assert res(game, seat)["granite"] == 0
    assert p.statues_built == 1
    assert game.state.board.god_statues["horus"] == [seat]


def test_waive_horus_third_statue_with_granite_held():
    game, seat = prepare(blessings=["B13"], granite=2)
    player(game, seat).statues_built = 2  # the 3rd statue costs 2 granite
    die = put_die(game, "horus", "gray", 4)
    take(game, die)
    act(game, "god_action", god="horus")
    act(game, "statue", god="bastet")  # position 4 = Bastet
    assert set(game.legal_actions()) == {Action.make("pay", granite=2), Action.make("play_blessing", card="B13")}
    act(game, "play_blessing", card="B13")
    assert res(game, seat)["granite"] == 2
    assert player(game, seat).statues_built == 3


@pytest.mark.parametrize("card", ["B13", "B14"])
def test_ra_horus_waiver_not_offered_for_bastet(card):
    game, seat = prepare(blessings=[card], papyrus=2, gold=1)
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    assert Action.make("god_action", god="bastet") in game.legal_actions()
    act(game, "god_action", god="bastet")
    assert game.decision.kind == "pay"
    assert card_actions(game, card) == []
    assert_illegal(game, Action.make("play_blessing", card=card))


# ====================================================== B15/B16: no papyrus / bread
@pytest.mark.parametrize("card", ["B15", "B16"])
def test_waive_bastet_cost_offered_without_papyrus(card):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    assert Action.make("god_action", god="bastet") in game.legal_actions()
    events = act(game, "god_action", god="bastet")
    events += confirm_card_payment(game, card)
    assert played(events) == [card]
    p = player(game, seat)
    assert p.happiness == 5  # 2 + 3 (population 5)
    assert p.scribes == 1  # value 3: 1 scribe
    assert res(game, seat)["papyrus"] == 0
    assert p.tainted == [die]
    assert_discarded(game, discards, card)


def test_bastet_not_offered_without_papyrus_or_card():
    game, seat = prepare()
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    assert Action.make("god_action", god="bastet") not in game.legal_actions()


@pytest.mark.parametrize("card", ["B15", "B16"])
def test_waive_hathor_cost_offered_without_bread(card):
    game, seat = prepare(blessings=[card])
    die = put_die(game, "hathor", "gray", 2)
    take(game, die)
    assert Action.make("god_action", god="hathor") in game.legal_actions()
    act(game, "god_action", god="hathor")
    # every usable spot, even the 4-bread one, is offered
    assert {a["spot"] for a in game.legal_actions()} == {"RS1", "RS2", "RS3", "CS1", "CS2", "CS3"}
    events = act(game, "build", spot="RS2")
    events += confirm_card_payment(game, card)
    assert played(events) == [card]
    p = player(game, seat)
    # row 2 spaces, all empty: 2 granite, 2 bread, 1 gold, 2 bread, 2 granite -> 1 unit each
    assert res(game, seat) == {"papyrus": 0, "bread": 2, "limestone": 0, "granite": 2, "gold": 1}
    assert p.population == 7  # 5 + 2
    assert game.state.board.temple_buildings == {"RS2": seat}
    assert p.buildings_built == 1


@pytest.mark.parametrize("card", ["B15", "B16"])
def test_waive_hathor_chosen_over_paying(card):
    game, seat = prepare(blessings=[card], bread=3)
    die = put_die(game, "hathor", "gray", 2)
    take(game, die)
    act(game, "god_action", god="hathor")
    act(game, "build", spot="CS1")  # 3 bread
    assert set(game.legal_actions()) == {Action.make("pay", bread=3), Action.make("play_blessing", card=card)}
    act(game, "play_blessing", card=card)
    # column 1: 1 limestone, 2 papyrus, 2 bread, 2 papyrus, 1 limestone -> 1 unit each; nothing paid
    assert res(game, seat) == {"papyrus": 2, "bread": 4, "limestone": 2, "granite": 0, "gold": 0}


@pytest.mark.parametrize("card", ["B15", "B16"])
def test_bastet_hathor_waiver_not_offered_for_ra(card):
    game, seat = prepare(blessings=[card], limestone=2, gold=1)
    die = put_die(game, "ra", "gray", 5)
    take(game, die)
    act(game, "god_action", god="ra")
    act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.decision.kind == "pay"
    assert card_actions(game, card) == []


# ============================================= B17/B18: adjacent god action for 1 scribe
RICH = {"papyrus": 5, "bread": 5, "limestone": 5, "granite": 5, "scribes": 1}


@pytest.mark.parametrize("card", ["B17", "B18"])
@pytest.mark.parametrize("god", GODS)
def test_adjacent_action_offers_exactly_the_neighbours(card, god):
    game, seat = prepare(blessings=[card], **RICH)
    player(game, seat).happiness = 3
    die = put_die(game, god, "gray", 2)
    take(game, die)
    assert blessing_gods(game, card) == NEIGHBOURS[god]
    for other in set(GODS) - NEIGHBOURS[god]:
        assert_illegal(game, Action.make("play_blessing", card=card, god=other))


@pytest.mark.parametrize("card", ["B17", "B18"])
def test_adjacent_action_before_normal_production(card):
    game, seat = prepare(blessings=[card], papyrus=2, scribes=1)
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "hathor", "yellow", 3)  # pure
    take(game, die)
    assert blessing_gods(game, card) == {"bastet"}  # Ra (3 -> P23, 2 limestone) cannot be paid
    events = act(game, "play_blessing", card=card, god="bastet")  # 1 scribe, then 2 papyrus: automatic
    assert [e for e in events if e["type"] == "card_played"] == [
        {"type": "card_played", "player": seat, "card": card, "god": "bastet"}]
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("bastet", 3)]
    assert game.decision.kind == "choose_action"
    assert set(game.legal_actions()) == {Action.make("produce", resource="papyrus")}  # card used up
    act(game, "produce", resource="papyrus")
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 2  # 2 - 2 (Bastet) + 2 (3 produced, marker 2)
    assert p.greed["papyrus"] == 1
    assert p.scribes == 1  # 1 - 1 (card) + 1 (Bastet value 3)
    assert p.happiness == 5  # 2 + 3
    assert p.pure == [die] and p.tainted == [] and p.under == []  # the scales get one die
    assert game.state.dice[die].value == 3
    assert_discarded(game, discards, card)


@pytest.mark.parametrize("card", ["B17", "B18"])
def test_adjacent_action_after_normal_production(card):
    game, seat = prepare(blessings=[card], scribes=1)
    die = put_die(game, "hathor", "yellow", 3)
    take(game, die)
    act(game, "produce", resource="papyrus")  # 2 papyrus kept, 1 greed
    assert game.decision.kind == "turn_end"
    assert set(game.legal_actions()) == {Action.make("end_turn"), Action.make("play_blessing", card=card, god="bastet")}
    events = act(game, "play_blessing", card=card, god="bastet")
    assert played(events) == [card]
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("bastet", 3)]
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 0  # 2 produced - 2 (Bastet)
    assert p.greed["papyrus"] == 1
    assert p.scribes == 1  # 1 - 1 + 1
    assert p.happiness == 5
    assert p.pure == [die] and p.dice_held() == 1
    assert_only_end_turn(game, seat)  # the card is used up: the turn waits for its confirmation
    end_turn(game)
    assert game.decision.player != seat


def test_adjacent_action_then_normal_god_action():
    game, seat = prepare(blessings=["B17"], papyrus=2, bread=3, scribes=1)
    die = put_die(game, "bastet", "gray", 3)  # tainted
    take(game, die)
    # Thoth (3: 2 papyrus for 2 cards) is possible too
    assert blessing_gods(game, "B17") == {"hathor", "thoth"}
    act(game, "play_blessing", card="B17", god="hathor")
    act(game, "build", spot="CS1")  # 3 bread (the only way)
    assert game.decision.kind == "choose_action"
    act(game, "god_action", god="bastet")
    p = player(game, seat)
    # Hathor: column 1 gives 1 limestone, 1 papyrus, 1 bread, 1 papyrus, 1 limestone; population 5 + 3
    # Bastet: papyrus 2 + 2 - 2 = 2, happiness 2 + 3 = 5, scribes 1 - 1 + 1 = 1
    assert res(game, seat) == {"papyrus": 2, "bread": 1, "limestone": 2, "granite": 0, "gold": 0}
    assert (p.population, p.happiness, p.scribes) == (8, 5, 1)
    assert p.tainted == [die] and p.dice_held() == 1


def test_adjacent_action_needs_a_scribe():
    game, seat = prepare(blessings=["B17"], papyrus=2, gold=3)
    die = put_die(game, "hathor", "yellow", 3)
    take(game, die)
    assert card_actions(game, "B17") == []  # gold is not a scribe
    assert_illegal(game, Action.make("play_blessing", card="B17", god="bastet"))


def test_adjacent_action_scribe_paid_with_gold_through_t10():
    game, seat = prepare(blessings=["B17"], technologies=["T10"], papyrus=2, gold=1)
    die = put_die(game, "hathor", "yellow", 3)
    take(game, die)
    assert blessing_gods(game, "B17") == {"bastet"}
    events = act(game, "play_blessing", card="B17", god="bastet")
    p = player(game, seat)
    assert res(game, seat)["gold"] == 0  # paid as the scribe
    assert res(game, seat)["papyrus"] == 0  # Bastet
    assert p.scribes == 1  # Bastet value 3
    assert techs(events) == ["T10"]
    assert vp_events(events, seat) == [(1, "T10")]


def test_adjacent_action_with_t10_and_t22_in_one_payment():
    """B17's extra Horus action: the 2nd statue (2 granite) paid with 1 limestone (T22) and
    1 scribe (T10, a scribe spent as gold): +1 VP for each card."""
    game, seat = prepare(blessings=["B17"], technologies=["T10", "T22"], limestone=1, scribes=2)
    player(game, seat).statues_built = 1
    refresh(game)
    die = put_die(game, "ra", "gray", 2)  # Ra 2 -> P24 (2 limestone): not payable after Horus
    take(game, die)
    assert blessing_gods(game, "B17") == {"horus"}
    events = act(game, "play_blessing", card="B17", god="horus")  # 1 scribe: the only way keeping Horus
    events += act(game, "statue", god="ra")  # position 2 = Ra; 1 limestone + 1 scribe, automatic
    p = player(game, seat)
    assert p.scribes == 0 and res(game, seat)["limestone"] == 0
    assert p.statues_built == 2 and game.state.board.god_statues["ra"] == [seat]
    assert sorted(vp_events(events, seat)) == [(1, "T10"), (1, "T22")]
    assert game.decision.kind == "choose_action"
    assert set(game.legal_actions()) == {Action.make("no_action")}


def test_adjacent_action_with_t14_value_choice():
    game, seat = prepare(blessings=["B17"], technologies=["T14"], papyrus=2, scribes=1)
    player(game, seat).population = 12
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    act(game, "play_blessing", card="B17", god="thoth")  # Thoth: 3 -> 2 papyrus, 2 cards
    assert game.decision.kind == "god_value"
    # 3 - 2 .. 3 + 2; 5 would cost 3 papyrus (2 held)
    assert sorted(a["value"] for a in game.legal_actions()) == [1, 2, 3, 4]
    events = act(game, "god_value", value=1)  # free, 1 card
    assert techs(events) == ["T14"]
    assert [(e["god"], e["value"], e["source"]) for e in events if e["type"] == "god_action"] == [
        ("thoth", 1, "B17")]


def test_adjacent_action_t14_value_for_the_extra_action():
    game, seat = prepare(blessings=["B17"], technologies=["T14"], bread=3, papyrus=2, scribes=1)
    player(game, seat).population = 10
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    act(game, "play_blessing", card="B17", god="hathor")
    assert game.decision.kind == "god_value"
    assert sorted(a["value"] for a in game.legal_actions()) == [1, 2, 3, 4, 5]  # 3 - 2 .. 3 + 2
    events = act(game, "god_value", value=5)
    assert techs(events) == ["T14"]
    act(game, "build", spot="CS1")
    p = player(game, seat)
    assert p.population == 15  # 10 + 5: the extra action used the chosen value
    assert game.state.turn.value == 5  # the die was turned (RULES §10 item 1)


def assert_every_option_playable(game) -> None:
    """Each legal action leads on to a decision (never to the engine's dead end)."""
    for action in game.legal_actions():
        copy = game.clone()
        copy.apply(action)  # raises RuntimeError("dead end ...") if no legal action follows
        assert copy.decision is not None


def test_adjacent_action_t14_values_count_the_scribe_paid_with_gold():
    """B17 + T10 + T14: the scribe is paid with the only gold (T10) before the extra Thoth
    action; only values still payable afterwards may be offered (RULES §4.3: an action whose
    cost cannot be paid cannot be taken). 3 - 2 .. 3 + 2 = 1..5; value 5 costs 3 papyrus
    but only 2 papyrus are left."""
    game, seat = prepare(blessings=["B17"], technologies=["T10", "T14"], papyrus=2, gold=1)
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    act(game, "play_blessing", card="B17", god="thoth")  # 1 scribe = 1 gold through T10: the only way
    assert res(game, seat)["gold"] == 0
    assert game.decision.kind == "god_value"
    assert sorted(a["value"] for a in game.legal_actions()) == [1, 2, 3, 4]
    assert_every_option_playable(game)


def test_opposite_action_t14_values_count_the_happiness_loss():
    """B19 + T14: happiness 5 -> 4 by the card, so only market section I (1 card left) is
    accessible to the extra Thoth action: only values 1-2 (1 card) are possible."""
    game, seat = prepare(blessings=["B19"], technologies=["T14"], papyrus=3)
    player(game, seat).happiness = 5
    market = game.state.board.market
    game.state.board.discards["blessing"] += [c for c in market[0][1:] if c and c[0] == "B"]
    game.state.board.discards["technology"] += [c for c in market[0][1:] if c and c[0] == "T"]
    market[0][1:] = [None] * (len(market[0]) - 1)
    refresh(game)
    die = put_die(game, "ra", "gray", 3)
    take(game, die)
    act(game, "play_blessing", card="B19", god="thoth")
    assert player(game, seat).happiness == 4  # 5 - 1
    assert game.decision.kind == "god_value"
    assert sorted(a["value"] for a in game.legal_actions()) == [1, 2]
    assert_every_option_playable(game)


def test_adjacent_action_not_offered_twice():
    game, seat = prepare(blessings=["B17"], papyrus=4, scribes=2)
    die = put_die(game, "hathor", "yellow", 3)
    take(game, die)
    act(game, "play_blessing", card="B17", god="bastet")
    act(game, "produce", resource="papyrus")
    assert_only_end_turn(game, seat)  # B17 is used up: the turn_end decision offers only end_turn


# ====================================== B19/B20: opposite god action for 1 happiness + 1 population
@pytest.mark.parametrize("card", ["B19", "B20"])
@pytest.mark.parametrize("god", GODS)
def test_opposite_action_offers_exactly_the_opposite(card, god):
    game, seat = prepare(blessings=[card], **RICH)
    player(game, seat).happiness = 3
    die = put_die(game, god, "gray", 2)
    take(game, die)
    assert blessing_gods(game, card) == {OPPOSITE[god]}
    for other in set(GODS) - {OPPOSITE[god]}:
        assert_illegal(game, Action.make("play_blessing", card=card, god=other))


@pytest.mark.parametrize("card", ["B19", "B20"])
def test_opposite_action_before_normal_production(card):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    p = player(game, seat)
    p.happiness = 3
    refresh(game)
    die = put_die(game, "hathor", "yellow", 2)  # pure
    take(game, die)
    events = act(game, "play_blessing", card=card, god="osiris")
    assert played(events) == [card]
    assert (p.happiness, p.population) == (2, 4)  # 3 - 1, 5 - 1
    events += act(game, "build", district="papyrus")  # row 2
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("osiris", 2)]
    assert p.happiness == 1  # Osiris: 2 - 1
    assert p.production["papyrus"] == 3  # 2 + 1
    assert game.state.board.osiris[1][0] == seat
    act(game, "produce", resource="papyrus")
    # 1 (Osiris row 2) + 2 (2 produced, marker 3: no greed); 1 gold for the first building in row 2
    assert res(game, seat) == {"papyrus": 3, "bread": 0, "limestone": 0, "granite": 0, "gold": 1}
    assert p.greed["papyrus"] == 0
    assert p.pure == [die] and p.dice_held() == 1
    assert_discarded(game, discards, card)


@pytest.mark.parametrize("card", ["B19", "B20"])
def test_opposite_action_after_normal_god_action(card):
    game, seat = prepare(blessings=[card], granite=1, papyrus=2)
    p = player(game, seat)
    p.happiness = 3
    refresh(game)
    die = put_die(game, "horus", "gray", 3)  # tainted
    take(game, die)
    act(game, "god_action", god="horus")
    act(game, "statue", god="hathor")  # position 3 = Hathor, 1 granite
    assert game.decision.kind == "turn_end"
    assert set(game.legal_actions()) == {Action.make("end_turn"), Action.make("play_blessing", card=card, god="bastet")}
    events = act(game, "play_blessing", card=card, god="bastet")  # then 2 papyrus, automatic
    assert played(events) == [card]
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("bastet", 3)]
    # card: happiness 3 - 1 = 2, population 5 - 1 = 4; Bastet 3: happiness 2 + 3 = 5, capped at 4
    assert (p.happiness, p.population) == (4, 4)
    assert p.scribes == 1  # Bastet value 3
    assert res(game, seat) == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 0}
    assert p.statues_built == 1 and game.state.board.god_statues["hathor"] == [seat]
    assert p.tainted == [die] and p.dice_held() == 1
    assert_only_end_turn(game, seat)  # the card is used up: the turn waits for its confirmation
    end_turn(game)
    assert game.decision.player != seat


def test_opposite_action_needs_happiness():
    game, seat = prepare(blessings=["B19"], **RICH)
    player(game, seat).happiness = 0
    die = put_die(game, "ra", "gray", 2)
    take(game, die)
    assert card_actions(game, "B19") == []


def test_opposite_osiris_needs_happiness_left_after_the_card():
    game, seat = prepare(blessings=["B19"])
    player(game, seat).happiness = 1  # 1 - 1 = 0 left: Osiris impossible
    die = put_die(game, "hathor", "yellow", 2)
    take(game, die)
    assert card_actions(game, "B19") == []


# ========================================================== B21/B22: produce twice
@pytest.mark.parametrize("card", ["B21", "B22"])
def test_produce_twice_with_greed_each_time(card):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "hathor", "yellow", 4)
    take(game, die)
    act(game, "produce", resource="papyrus")
    events = act(game, "play_blessing", card=card)
    assert played(events) == [card]
    produced = [(e["quantity"], e["kept"], e["greed"]) for e in events if e["type"] == "produced"]
    assert produced == [(4, 2, 2), (4, 2, 2)]
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 4  # 2 + 2
    assert p.greed["papyrus"] == 4  # 2 + 2
    assert p.pure == [die] and p.dice_held() == 1
    assert_discarded(game, discards, card)


def test_produce_twice_with_t12_vp_per_greed_each_time():
    game, seat = prepare(blessings=["B21"], technologies=["T12"])
    die = put_die(game, "hathor", "yellow", 5)
    take(game, die)
    act(game, "produce", resource="papyrus")
    events = act(game, "play_blessing", card="B21")
    assert vp_events(events, seat) == [(3, "T12"), (3, "T12")]  # 5 - 2 = 3 greed, twice
    assert player(game, seat).vp_by_reason["T12"] == 6
    assert player(game, seat).greed["papyrus"] == 6


def test_produce_twice_with_t13_extra_each_time():
    game, seat = prepare(blessings=["B22"], technologies=["T13"])
    die = put_die(game, "hathor", "yellow", 4)
    take(game, die)
    act(game, "produce", resource="papyrus")
    assert {a.kind for a in game.legal_actions()} == {"produce_now", "play_blessing", "adjust_production"}
    act(game, "play_blessing", card="B22")
    assert game.decision.kind == "production_cards"  # T13's value change still possible
    events = act(game, "produce_now")
    assert techs(events) == ["T13", "T13"]
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 6  # (2 kept + 1 extra) * 2
    assert p.greed["papyrus"] == 4  # (4 - 2) * 2; the extra one is never greed


def test_produce_twice_with_t13_value_change():
    game, seat = prepare(blessings=["B21"], technologies=["T13"])
    die = put_die(game, "hathor", "yellow", 4)
    take(game, die)
    act(game, "produce", resource="papyrus")
    act(game, "adjust_production", card="T13", value=2)
    act(game, "play_blessing", card="B21")
    p = player(game, seat)
    assert res(game, seat)["papyrus"] == 6  # (2 + 1) * 2
    assert p.greed["papyrus"] == 0
    assert game.state.dice[die].value == 2


def test_produce_twice_with_t17_vp_each_time():
    game, seat = prepare(blessings=["B21"], technologies=["T17"])
    die = put_die(game, "hathor", "brown", 2)  # brown in a shaded section: pure
    take(game, die)
    act(game, "produce", resource="bread")
    events = act(game, "play_blessing", card="B21")
    assert vp_events(events, seat) == [(2, "T17"), (2, "T17")]  # 2 VP per bread production, twice
    assert res(game, seat)["bread"] == 4  # 2 + 2


@pytest.mark.parametrize("order", [("B01", "B21"), ("B21", "B01")])
def test_gain_and_produce_twice_in_one_production(order):
    game, seat = prepare(blessings=["B01", "B21"])
    die = put_die(game, "hathor", "yellow", 4)
    take(game, die)
    act(game, "produce", resource="papyrus")
    events = act(game, "play_blessing", card=order[0])
    assert game.decision.kind == "production_cards"
    events += act(game, "play_blessing", card=order[1])
    assert played(events) == list(order)
    p = player(game, seat)
    assert res(game, seat) == {"papyrus": 4, "bread": 0, "limestone": 4, "granite": 0, "gold": 0}
    assert p.greed["papyrus"] == 4 and p.greed["limestone"] == 0


# ======================================================== B23/B24: Anubis without scribes
@pytest.mark.parametrize("card", ["B23", "B24"])
def test_free_anubis_any_die_any_god(card):
    game, seat = prepare(blessings=[card])
    discards = list(game.state.board.discards["blessing"])
    die = put_die(game, "bastet", "white", 2)  # forbidden
    assert Action.make("take_die", die=die, anubis=True) not in game.legal_actions()  # 0 scribes
    offered = {a["die"] for a in game.legal_actions() if a.kind == "take_die" and a.get("blessing") == card}
    assert die in offered and all(a["anubis"] for a in card_actions(game, card))
    events = act(game, "take_die", die=die, anubis=True, blessing=card)
    assert played(events) == [card]
    assert game.decision.kind == "choose_action"
    # value 2, no resources: Thoth (free, 1 card) and Osiris (row 2) are possible, any production
    assert {a["god"] for a in actions_of(game, "god_action")} == {"thoth", "osiris"}
    assert {a["resource"] for a in actions_of(game, "produce")} == set(RESOURCES)
    act(game, "produce", resource="granite")
    p = player(game, seat)
    assert p.scribes == 0
    assert res(game, seat)["granite"] == 2
    assert p.under == [die] and p.pure == [] and p.tainted == []
    assert_discarded(game, discards, card)


def test_free_anubis_any_god_action():
    game, seat = prepare(blessings=["B23"], papyrus=5, bread=5, limestone=5, granite=5)
    player(game, seat).happiness = 3
    die = put_die(game, "ra", "gray", 2)  # gray: cannot produce without Anubis
    act(game, "take_die", die=die, anubis=True, blessing="B23")
    assert {a["god"] for a in actions_of(game, "god_action")} == set(GODS)
    assert {a["resource"] for a in actions_of(game, "produce")} == set(RESOURCES)
    act(game, "god_action", god="bastet")  # 2 papyrus
    p = player(game, seat)
    assert p.happiness == 5  # 3 + 2, population 5
    assert p.scribes == 2  # Bastet value 2; none spent on Anubis
    assert res(game, seat)["papyrus"] == 3  # 5 - 2
    assert p.under == [die] and p.pure == [] and p.tainted == []


def test_free_anubis_keeps_scribes_and_t23():
    game, seat = prepare(blessings=["B24"], technologies=["T23"], scribes=2)
    die = put_die(game, "thoth", "yellow", 2)  # forbidden (dark)
    assert Action.make("take_die", die=die, anubis=True) in game.legal_actions()
    events = act(game, "take_die", die=die, anubis=True, blessing="B24")
    assert vp_events(events, seat) == [(3, "T23")]
    assert player(game, seat).scribes == 2


def test_free_anubis_only_at_start_of_turn():
    game, seat = prepare(blessings=["B23"])
    die = put_die(game, "hathor", "yellow", 2)
    take(game, die)
    assert card_actions(game, "B23") == []
    act(game, "produce", resource="papyrus")
    assert player(game, seat).blessings == ["B23"]


# =================================================================== T24 and combinations
def test_t24_one_gold_per_blessing_played():
    game, seat = prepare(blessings=["B07", "B01", "B21"], technologies=["T24"])
    events = act(game, "play_blessing", card="B07", gain="population")
    die = put_die(game, "hathor", "yellow", 2)
    events += act(game, "take_die", die=die, anubis=False)  # nothing to play at adjust_die: not asked
    events += act(game, "produce", resource="papyrus")
    events += act(game, "play_blessing", card="B01")
    events += act(game, "play_blessing", card="B21")
    assert played(events) == ["B07", "B01", "B21"]
    assert [e["blessing"] for e in events if e["type"] == "tech_triggered" and e["card"] == "T24"] == [
        "B07", "B01", "B21"]
    assert res(game, seat) == {"papyrus": 4, "bread": 0, "limestone": 4, "granite": 0, "gold": 3}  # 2 + 2; 4; 3 * 1


def test_t24_gold_for_a_waiver_played_in_a_payment():
    game, seat = prepare(blessings=["B15"], technologies=["T24"])
    die = put_die(game, "bastet", "gray", 5)
    take(game, die)
    events = act(game, "god_action", god="bastet")
    events += confirm_card_payment(game, "B15")
    assert played(events) == ["B15"]
    assert res(game, seat)["gold"] == 1


def test_people_card_then_adjacent_action_in_one_turn():
    game, seat = prepare(blessings=["B07", "B17"], papyrus=2, scribes=1)
    die = put_die(game, "hathor", "yellow", 3)
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "play_blessing", card="B07", gain="population")  # at adjust_die
    events += keep_value(game)
    events += act(game, "play_blessing", card="B17", god="bastet")
    events += act(game, "produce", resource="papyrus")
    p = player(game, seat)
    assert played(events) == ["B07", "B17"]
    assert p.population == 8  # 5 + 3
    assert p.happiness == 5  # 2 + 3 (Bastet value 3)
    assert res(game, seat)["papyrus"] == 2  # 2 - 2 + 2
    assert p.blessings == []


# ========================================== declining a blessing changes nothing at all
DIE_YELLOW_4 = ("hathor", "yellow", 4)
PRODUCE_PATH = [("take_die", {"anubis": False}), ("set_value", {"value": 4, "scribes": 0}),
                ("produce", {"resource": "papyrus"}), ("produce_now", {}), ("end_turn", {})]


def decline_scenarios():
    cases = []
    for card in ["B01", "B02", "B03", "B04", "B05", "B06", "B21", "B22"]:
        cases.append((card, {}, DIE_YELLOW_4, PRODUCE_PATH, ("production_cards",)))
    for card in ["B07", "B08"]:
        cases.append((card, {}, DIE_YELLOW_4, PRODUCE_PATH, ("take_die", "adjust_die", "choose_action", "turn_end")))
    for card in ["B09", "B10", "B11", "B12"]:
        cases.append((card, {}, DIE_YELLOW_4, PRODUCE_PATH, ("adjust_die",)))
    for card in ["B13", "B14"]:
        cases.append((card, {"limestone": 1, "gold": 1}, ("ra", "gray", 5),
                      [("take_die", {"anubis": False}), ("god_action", {"god": "ra"}),
                       ("place_pillar", {"row": 2, "col": 2, "rotation": 0}),
                       ("pay", {"limestone": 1, "gold": 1}), ("end_turn", {})], ("pay",)))
        cases.append((card, {"granite": 1}, ("horus", "gray", 2),
                      [("take_die", {"anubis": False}), ("god_action", {"god": "horus"}),
                       ("statue", {"god": "ra"}), ("pay", {"granite": 1}), ("end_turn", {})], ("pay",)))
    for card in ["B15", "B16"]:
        cases.append((card, {"papyrus": 2}, ("bastet", "gray", 3),
                      [("take_die", {"anubis": False}), ("god_action", {"god": "bastet"}),
                       ("pay", {"papyrus": 2}), ("end_turn", {})], ("pay",)))
        cases.append((card, {"gold": 3}, ("hathor", "gray", 2),
                      [("take_die", {"anubis": False}), ("god_action", {"god": "hathor"}),
                       ("build", {"spot": "RS1"}), ("pay", {"gold": 3}), ("end_turn", {})], ("pay",)))
    for card in ["B17", "B18", "B19", "B20"]:
        cases.append((card, {"papyrus": 2, "scribes": 1}, ("hathor", "yellow", 3),
                      [("take_die", {"anubis": False}), ("set_value", {"value": 3, "scribes": 0}),
                       ("produce", {"resource": "papyrus"}), ("end_turn", {})], ("choose_action", "turn_end")))
    for card in ["B23", "B24"]:
        cases.append((card, {"scribes": 2}, ("bastet", "white", 2),
                      [("take_die", {"anubis": True}), ("pay", {"scribe": 2}), ("produce", {"resource": "granite"}),
                       ("end_turn", {})], ("take_die",)))
    return cases


DECLINES = {"set_value", "produce_now", "pay"}  # end_turn is always asked: never skipped


def run_path(game, seat, die, path, card=None, where=()) -> list[dict]:
    """Apply ``path`` (declining steps only where they are asked); with ``card`` held,
    assert the card was offered at each decision kind in ``where`` (and declined there)."""
    events = []
    offered = set()
    for kind, args in path:
        if kind == "take_die":
            args = dict(args, die=die)
        if card and card_actions(game, card):
            offered.add(game.decision.kind)
        action = Action.make(kind, **args)  # exactly these arguments (no blessing)
        if action not in game.legal_actions() and kind in DECLINES:
            continue  # a decision with a single option is not asked
        assert game.decision.player == seat
        events += game.apply(action)
    if card:
        assert set(where) <= offered, f"{card} offered at {offered}, expected at {where}"
    return events


@pytest.mark.parametrize("card, resources, die_spec, path, where", decline_scenarios(),
                         ids=[f"{c[0]}-{c[2][0]}" for c in decline_scenarios()])
def test_declining_a_blessing_equals_not_holding_it(card, resources, die_spec, path, where):
    base, seat = prepare(**resources)
    die = put_die(base, *die_spec)
    holder, plain = base.clone(), base.clone()
    player(holder, seat).blessings = [card]
    refresh(holder)
    refresh(plain)
    events_holder = run_path(holder, seat, die, path, card, where)
    events_plain = run_path(plain, seat, die, path)
    assert player(holder, seat).blessings == [card]  # still held, still playable later
    player(holder, seat).blessings = []
    assert json.loads(holder.to_json()) == json.loads(plain.to_json())
    assert events_holder == events_plain
    assert holder.decision.player != seat  # the turn is over in both games
