"""RULES.md §6.4 (market sections III/IV), §6.5 Bastet, §6.6 Thoth, §6.7 Osiris, §6.8 production
and §8.2–8.3 starting / destiny card rewards.

Numbers come from RULES.md and BOARD_DATA.md and are written as literals with the arithmetic
in a comment. Every test sets up the situation by editing ``game.state`` (then ``refresh``),
acts only through ``legal_actions()`` / ``apply()`` and checks the exact outcome.
"""
from __future__ import annotations

from itertools import combinations

import pytest
from helpers import (
    act,
    actions_of,
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
    take_and_act,
    zero_resources,
)

from game.tekhenu.rules import Action, IllegalAction
from game.tekhenu.rules.tasks import task

RESOURCES = ["papyrus", "bread", "limestone", "granite"]
PARTNER = {"papyrus": "bread", "bread": "papyrus", "limestone": "granite", "granite": "limestone"}
# Slot contents of market sections III and IV (RULES §6.4): 1B+2T+1D and 1B+1T+2D.
SECTION_III = ["B", "D", "T", "T"]
SECTION_IV = ["B", "D", "D", "T"]


# ----------------------------------------------------------------------------- helpers
def start(seed: int = 0, players: int = 2):
    """A game at the first take_die with an empty wheel except one spare gray die for the next player.

    Everybody's resources are zeroed, production markers are reset to 2, and the blessings and
    technologies drafted at setup are dropped so that no card effect interferes with the rule tested.
    """
    game = first_turn(players, seed)
    seat = current(game)
    clear_wheel(game)
    spare(game)
    for s in range(players):
        zero_resources(game, s)
        p = game.state.players[s]
        p.production = {r: 2 for r in RESOURCES}
        game.state.board.discards["blessing"] += p.blessings
        game.state.board.discards["technology"] += p.technologies
        p.blessings, p.technologies = [], []
    refresh(game)
    return game, seat


def spare(game, god: str = "horus", value: int = 1) -> int:
    """A gray die (always tainted, so always takeable) so that the next player's turn can start."""
    return put_die(game, god, "gray", value)


def people(game, seat: int, happiness: int, population: int) -> None:
    p = game.state.players[seat]
    p.happiness, p.population = happiness, population
    refresh(game)


def take(game, die: int) -> None:
    """Take ``die`` without Anubis and keep its value (the seat has no scribes or keeps the value)."""
    act(game, "take_die", die=die, anubis=False)
    if game.decision.kind == "adjust_die":
        act(game, "set_value", value=game.state.turn.value)


def assert_illegal(game, action: Action) -> None:
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def kinds(cards) -> list[str]:
    return sorted(c[0] for c in cards if c)


def open_sections_iii_iv(game) -> None:
    """Open market sections III and IV as the population triggers would (cards from the decks)."""
    board = game.state.board
    deck_of = {"B": "blessing", "T": "technology", "D": "decree"}
    for index, layout in ((2, ["B", "T", "T", "D"]), (3, ["B", "T", "D", "D"])):
        board.market_open[index] = True
        board.market[index] = [board.decks[deck_of[k]].pop() for k in layout]
    refresh(game)


def reward(game, seat: int, card: str) -> list[dict]:
    """Resolve the reward of a starting/destiny card for ``seat`` now (RULES §3.1 step 12C)."""
    game.push(task("card_reward", seat, card=card))
    game._advance()  # noqa: SLF001 - run the pushed step until the next decision
    refresh(game)
    return game._take_events()  # noqa: SLF001


def event_types(events, type_):
    return [e for e in events if e["type"] == type_]


# ======================================================================= §6.4 market sections
def hathor_population(game, seat, population_before, value, spot="RS1"):
    """Seat builds with Hathor (value ``value``) from population ``population_before``, then
    ends the turn; returns the events of the whole turn."""
    people(game, seat, 1, population_before)
    set_resources(game, seat, bread=3)  # RS1 / RS3 cost 3 bread (BOARD_DATA §4)
    die = put_die(game, "hathor", "gray", value)
    events = take_and_act(game, die, "god_action", god="hathor")
    events += act(game, "build", spot=spot)
    events += end_turn(game)
    return events


def test_population_9_by_hathor_opens_section_iii_only():
    game, seat = start()
    board = game.state.board
    decks_before = {k: len(v) for k, v in board.decks.items()}
    tops = {k: list(v[-2:]) for k, v in board.decks.items()}
    events = hathor_population(game, seat, 7, 2)  # population 7 + 2 = 9
    assert game.state.players[seat].population == 9
    assert [e["section"] for e in event_types(events, "market_opened")] == [3]
    assert board.market_open == [True, True, True, False]
    # 1 blessing, 2 technologies, 1 decree, taken from the tops of the decks
    assert kinds(board.market[2]) == SECTION_III
    assert sorted(board.market[2]) == sorted([tops["blessing"][-1], *tops["technology"][-2:], tops["decree"][-1]])
    assert board.market[3] == [None, None, None, None]
    assert {k: len(v) for k, v in board.decks.items()} == {
        "blessing": decks_before["blessing"] - 1,  # 1 blessing
        "technology": decks_before["technology"] - 2,  # 2 technologies
        "decree": decks_before["decree"] - 1,  # 1 decree
    }


def test_population_jump_8_to_14_opens_iii_and_iv():
    game, seat = start()
    board = game.state.board
    events = hathor_population(game, seat, 8, 6)  # 8 + 6 = 14: passes 9 and 13
    assert game.state.players[seat].population == 14
    assert sorted(e["section"] for e in event_types(events, "market_opened")) == [3, 4]
    assert board.market_open == [True, True, True, True]
    assert kinds(board.market[2]) == SECTION_III
    assert kinds(board.market[3]) == SECTION_IV


def test_population_13_with_iii_open_opens_iv():
    game, seat = start()
    board = game.state.board
    board.market_open[2] = True
    board.market[2] = [board.decks["blessing"].pop(), board.decks["technology"].pop(),
                       board.decks["technology"].pop(), board.decks["decree"].pop()]
    section_iii = list(board.market[2])
    events = hathor_population(game, seat, 11, 2)  # 11 + 2 = 13
    assert [e["section"] for e in event_types(events, "market_opened")] == [4]
    assert board.market[2] == section_iii  # untouched
    assert kinds(board.market[3]) == SECTION_IV


def test_section_iii_opens_only_once():
    game, seat = start()
    board = game.state.board
    other = game.state.turn_order[1]
    hathor_population(game, seat, 7, 2)  # seat: 7 -> 9 opens section III
    section_iii = list(board.market[2])
    decks = {k: list(v) for k, v in board.decks.items()}
    # the other player now reaches 9 as well: nothing happens to the market
    assert current(game) == other
    events = hathor_population(game, other, 8, 1, spot="RS3")  # 8 + 1 = 9
    assert game.state.players[other].population == 9
    assert event_types(events, "market_opened") == []
    assert event_types(events, "market_filled") == []
    assert board.market[2] == section_iii
    assert board.market_open == [True, True, True, False]
    assert {k: list(v) for k, v in board.decks.items()} == decks


def test_population_9_by_s11_opens_section_iii():
    game, seat = start()
    people(game, seat, 2, 6)
    events = reward(game, seat, "S11")  # population 6 + 3 = 9
    assert game.state.players[seat].population == 9
    assert [e["section"] for e in event_types(events, "market_opened")] == [3]
    assert kinds(game.state.board.market[2]) == SECTION_III


def test_population_9_by_a03_opens_section_iii():
    game, seat = start()
    people(game, seat, 2, 8)
    reward(game, seat, "A03")
    assert game.decision.kind == "choose_gain" and game.decision.player == seat
    events = act(game, "gain", population=1)  # 8 + 1 = 9
    assert game.state.players[seat].population == 9
    assert game.state.players[seat].happiness == 2
    assert [e["section"] for e in event_types(events, "market_opened")] == [3]
    assert kinds(game.state.board.market[2]) == SECTION_III


def test_population_9_by_pillar_p01_opens_section_iii():
    game, seat = start()
    board = game.state.board
    # P01 (sunny, 2 limestone, +3 population) on the right display space (die values 1-2)
    if "P01" in board.pillar_stack:
        board.pillar_stack.remove("P01")
        board.pillar_stack.insert(0, board.ra_display[2])
    else:
        board.ra_display[board.ra_display.index("P01")] = board.ra_display[2]
    board.ra_display[2] = "P01"
    set_lighting(game, "ra", "sunny")
    people(game, seat, 2, 6)
    set_resources(game, seat, limestone=2)
    die = put_die(game, "ra", "gray", 1)
    take_and_act(game, die, "god_action", god="ra")
    events = act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.state.players[seat].population == 9  # 6 + 3
    assert [e["section"] for e in event_types(events, "market_opened")] == [3]
    assert kinds(board.market[2]) == SECTION_III


# ======================================================================= §6.5 Bastet
@pytest.mark.parametrize("value, scribes", [(1, 2), (2, 2), (3, 1), (4, 1), (5, 0), (6, 0)])
def test_bastet_pays_two_papyrus_happiness_and_scribes(value, scribes):
    game, seat = start()
    people(game, seat, 2, 10)
    set_resources(game, seat, papyrus=3)
    die = put_die(game, "bastet", "gray", value)
    events = take_and_act(game, die, "god_action", god="bastet")
    p = game.state.players[seat]
    assert p.resources["papyrus"] == 1  # 3 - 2
    assert p.happiness == 2 + value
    assert p.scribes == scribes  # 2 for 1-2, 1 for 3-4, 0 for 5-6
    assert [(e["item"], e["amount"]) for e in event_types(events, "spend")] == [("papyrus", 2)]


def test_bastet_happiness_capped_by_population_rulebook_example():
    game, seat = start()
    people(game, seat, 3, 7)  # population 4 spaces ahead
    set_resources(game, seat, papyrus=2)
    die = put_die(game, "bastet", "gray", 6)
    events = take_and_act(game, die, "god_action", god="bastet")
    p = game.state.players[seat]
    assert p.happiness == 7  # 3 + 6 = 9, capped at population 7: moved only 4
    assert [e["amount"] for e in event_types(events, "happiness")] == [4]


def test_bastet_not_offered_without_two_papyrus():
    game, seat = start()
    people(game, seat, 2, 10)
    set_resources(game, seat, papyrus=1)
    die = put_die(game, "bastet", "gray", 3)
    take(game, die)
    assert game.decision.kind == "choose_action"
    assert game.legal_actions() == [Action.make("no_action")]  # gray cannot produce either
    assert_illegal(game, Action.make("god_action", god="bastet"))


def test_bastet_gold_may_pay():
    game, seat = start()
    people(game, seat, 2, 10)
    set_resources(game, seat, papyrus=0, gold=2)
    die = put_die(game, "bastet", "gray", 5)
    take_and_act(game, die, "god_action", god="bastet")
    p = game.state.players[seat]
    assert (p.resources["papyrus"], p.resources["gold"]) == (0, 0)  # 2 gold stand in for 2 papyrus
    assert p.happiness == 7  # 2 + 5


def test_bastet_payment_choice_with_papyrus_and_gold():
    game, seat = start()
    people(game, seat, 2, 10)
    set_resources(game, seat, papyrus=2, gold=2)
    die = put_die(game, "bastet", "gray", 5)
    take_and_act(game, die, "god_action", god="bastet")
    assert game.decision.kind == "pay"
    assert set(game.legal_actions()) == {
        Action.make("pay", papyrus=2), Action.make("pay", papyrus=1, gold=1), Action.make("pay", gold=2)}
    assert_illegal(game, Action.make("pay", papyrus=1))
    act(game, "pay", papyrus=1, gold=1)
    p = game.state.players[seat]
    assert (p.resources["papyrus"], p.resources["gold"]) == (1, 1)


@pytest.mark.parametrize("happiness, population, value, rewards, gold, scribes", [
    (15, 21, 1, [16], 1, 2),         # 15+1 = 16: 1 gold; value 1: 2 scribes
    (18, 21, 1, [19], 0, 3),         # 18+1 = 19: 1 scribe + 2 Bastet scribes
    (15, 21, 4, [16, 19], 1, 2),     # 15+4 = 19: 1 gold, 1 scribe + 1 Bastet scribe
    (15, 18, 6, [16], 1, 0),         # capped at 18: 16 reached, 19 not
    (14, 15, 2, [], 0, 2),           # capped at 15: no reward
])
def test_bastet_track_rewards_16_and_19(happiness, population, value, rewards, gold, scribes):
    game, seat = start()
    people(game, seat, happiness, population)
    set_resources(game, seat, papyrus=2)
    die = put_die(game, "bastet", "gray", value)
    events = take_and_act(game, die, "god_action", god="bastet")
    p = game.state.players[seat]
    assert p.happiness == min(population, happiness + value)
    assert sorted(p.track_rewards) == rewards
    assert [e["at"] for e in event_types(events, "track_reward")] == rewards
    assert p.resources["gold"] == gold
    assert p.scribes == scribes
    # no free action below 21: only the end of the turn is left
    assert game.decision.kind == "turn_end" and game.legal_actions() == [Action.make("end_turn")]


def test_bastet_track_reward_16_only_once():
    game, seat = start()
    other = game.state.turn_order[1]
    people(game, seat, 15, 21)
    set_resources(game, seat, papyrus=4)
    die = put_die(game, "bastet", "gray", 1)
    take_and_act(game, die, "god_action", god="bastet")
    assert game.state.players[seat].resources["gold"] == 1  # 16 reached: 1 gold
    end_turn(game)
    # the other player passes with the spare die (Horus with no granite: no action)
    assert current(game) == other
    spare_die = game.state.board.sections[0][0]
    die = put_die(game, "bastet", "gray", 1)  # for the seat's next turn
    spare(game)
    take(game, spare_die)
    act(game, "no_action")
    end_turn(game)
    # happiness has dropped back to 15 meanwhile; reaching 16 again gives nothing
    assert current(game) == seat
    people(game, seat, 15, 21)
    events = take_and_act(game, die, "god_action", god="bastet")
    events += act(game, "pay", papyrus=2)  # the gold from the 16 reward could also pay
    events += end_turn(game)
    p = game.state.players[seat]
    assert p.happiness == 16
    assert event_types(events, "track_reward") == []
    assert p.resources["gold"] == 1  # unchanged
    assert p.resources["papyrus"] == 0  # 4 - 2 - 2


def test_track_reward_16_from_a03_happiness():
    """RULES §10 item 6: the printed rewards trigger from other sources too."""
    game, seat = start()
    people(game, seat, 15, 20)
    reward(game, seat, "A03")
    act(game, "gain", happiness=1)
    p = game.state.players[seat]
    assert p.happiness == 16
    assert p.resources["gold"] == 1
    assert p.track_rewards == [16]


def bastet_to_21(game, seat, papyrus):
    people(game, seat, 15, 21)
    set_resources(game, seat, papyrus=papyrus)
    die = put_die(game, "bastet", "gray", 6)
    return take_and_act(game, die, "god_action", god="bastet")


def test_bastet_15_to_21_gives_all_three_rewards_and_free_action():
    game, seat = start()
    events = bastet_to_21(game, seat, 4)  # 15 + 6 = 21: passes 16, 19 and reaches 21
    p = game.state.players[seat]
    assert p.happiness == 21
    assert [e["at"] for e in event_types(events, "track_reward")] == [16, 19, 21]
    assert p.resources["gold"] == 1  # 16
    assert p.scribes == 1  # 19 (a Bastet 6 gives no scribes)
    assert p.resources["papyrus"] == 2  # 4 - 2
    assert game.decision.kind == "free_action" and game.decision.player == seat
    options = game.legal_actions()
    produce = {(a["produce"], a["value"]) for a in options if a.get("produce")}
    assert produce == {(r, v) for r in RESOURCES for v in range(1, 7)}  # production of any resource, any value
    gods = {(a["god"], a["value"]) for a in options if a.get("god")}
    for v in range(1, 7):
        assert ("bastet", v) in gods  # 2 papyrus left
        assert ("osiris", v) in gods  # happiness 21, rows free
        assert ("thoth", v) in gods  # 2 papyrus + 1 gold pay up to 3 papyrus
        assert ("hathor", v) not in gods  # bread 0, gold 1 < 3
        assert ("ra", v) not in gods  # limestone 0, gold 1 < 2
    assert len(options) == len(gods) + 24


def test_free_action_bastet_value_1_pays_papyrus():
    game, seat = start()
    bastet_to_21(game, seat, 4)
    act(game, "free_action", god="bastet", value=1)
    assert game.decision.kind == "pay"  # 2 papyrus: papyrus or gold may pay
    act(game, "pay", papyrus=2)
    p = game.state.players[seat]
    assert p.resources["papyrus"] == 0  # 4 - 2 - 2
    assert p.resources["gold"] == 1
    assert p.scribes == 3  # 1 (track 19) + 2 (Bastet value 1)
    assert p.happiness == 21
    # no die was taken for the free action: still 1 die held, the spare die still on the wheel
    assert p.dice_held() == 1
    assert sum(len(s) for s in game.state.board.sections) == 1
    end_turn(game)
    assert game.decision.kind == "take_die" and game.decision.player != seat


def test_free_action_costs_must_be_payable():
    game, seat = start()
    bastet_to_21(game, seat, 2)  # the festival uses the last 2 papyrus; 1 gold from the 16 reward
    gods = {(a["god"], a["value"]) for a in game.legal_actions() if a.get("god")}
    assert not any(g == "bastet" for g, _ in gods)  # 0 papyrus + 1 gold < 2
    assert ("thoth", 1) in gods and ("thoth", 2) in gods  # values 1-2 are free
    assert ("thoth", 3) not in gods  # 2 papyrus: 0 papyrus + 1 gold is not enough
    assert_illegal(game, Action.make("free_action", god="bastet", value=1))


def test_free_action_osiris_value_of_choice_is_the_row():
    game, seat = start()
    bastet_to_21(game, seat, 2)
    act(game, "free_action", god="osiris", value=6)
    assert game.decision.kind == "osiris_spot"
    act(game, "build", district="bread")
    act(game, "raise_track", resource="papyrus")
    p = game.state.players[seat]
    assert game.state.board.osiris[5][1] == seat  # row 6 chosen by the value
    assert p.happiness == 20  # 21 - 1: the Osiris cost is still paid
    assert p.production == {"papyrus": 3, "bread": 4, "limestone": 2, "granite": 2}
    assert p.resources["bread"] == 2
    assert p.dice_held() == 1


def test_free_action_production_any_resource():
    game, seat = start()
    bastet_to_21(game, seat, 2)
    events = act(game, "free_action", produce="granite", value=3)
    p = game.state.players[seat]
    assert p.resources["granite"] == 2  # marker 2: keep 2 of 3
    # RULES §10 item 8: the action without a die puts nothing on the scales (the excess unit is lost)
    assert p.greed == {r: 0 for r in RESOURCES}
    (produced,) = event_types(events, "produced")
    assert (produced["quantity"], produced["kept"]) == (3, 2)
    assert p.dice_held() == 1


def test_track_reward_21_only_once():
    game, seat = start()
    bastet_to_21(game, seat, 4)
    act(game, "free_action", produce="papyrus", value=1)
    end_turn(game)
    other = game.state.turn_order[1]
    assert current(game) == other
    spare_die = game.state.board.sections[0][0]
    die = put_die(game, "bastet", "gray", 1)  # for the seat's next turn
    spare(game)
    take(game, spare_die)
    act(game, "no_action")
    end_turn(game)
    assert current(game) == seat
    people(game, seat, 20, 21)
    events = take_and_act(game, die, "god_action", god="bastet")
    events += act(game, "pay", papyrus=2)
    events += end_turn(game)
    assert game.state.players[seat].happiness == 21
    assert event_types(events, "track_reward") == []
    assert game.decision.kind == "take_die" and game.decision.player == other


# ======================================================================= §6.6 Thoth
@pytest.mark.parametrize("value, cost, cards", [(1, 0, 1), (2, 0, 1), (3, 2, 2), (4, 2, 2), (5, 3, 3), (6, 3, 3)])
def test_thoth_cost_and_cards_by_value(value, cost, cards):
    game, seat = start()
    people(game, seat, 5, 10)  # sections I and II
    set_resources(game, seat, papyrus=cost)
    market = [list(s) for s in game.state.board.market]
    p = game.state.players[seat]
    held = p.blessings + p.technologies + p.decrees
    die = put_die(game, "thoth", "gray", value)
    events = take_and_act(game, die, "god_action", god="thoth")
    assert game.decision.kind == "thoth_take"
    options = game.legal_actions()
    # all from one section; no papyrus left for a refresh
    expected = [(1, s) for s in combinations(range(3), cards)] + [(2, s) for s in combinations(range(4), cards)]
    assert sorted((a["section"], a["slots"]) for a in options) == sorted(expected)
    assert all(a.kind == "take_cards" for a in options)
    slots = tuple(range(cards))
    events += act(game, "take_cards", section=2, slots=slots)
    assert p.resources["papyrus"] == 0  # cost paid in full
    assert sum(e["amount"] for e in event_types(events, "spend") if e["item"] == "papyrus") == cost
    taken = [market[1][i] for i in slots]
    assert sorted(p.blessings + p.technologies + p.decrees) == sorted(held + taken)
    assert [e["card"] for e in event_types(events, "card_taken")] == taken


@pytest.mark.parametrize("value, papyrus, gold", [(3, 1, 0), (5, 2, 0), (5, 0, 2)])
def test_thoth_not_offered_without_papyrus(value, papyrus, gold):
    game, seat = start()
    people(game, seat, 5, 10)
    set_resources(game, seat, papyrus=papyrus, gold=gold)
    die = put_die(game, "thoth", "gray", value)
    take(game, die)
    assert game.legal_actions() == [Action.make("no_action")]
    assert_illegal(game, Action.make("god_action", god="thoth"))


def test_thoth_gold_pays_papyrus():
    game, seat = start()
    people(game, seat, 5, 10)
    set_resources(game, seat, papyrus=1, gold=1)
    die = put_die(game, "thoth", "gray", 3)
    take_and_act(game, die, "god_action", god="thoth")
    assert game.decision.kind == "thoth_take"
    p = game.state.players[seat]
    assert (p.resources["papyrus"], p.resources["gold"]) == (0, 0)  # 2 papyrus = 1 papyrus + 1 gold


@pytest.mark.parametrize("happiness, sections", [
    (1, [1]), (4, [1]), (5, [1, 2]), (8, [1, 2]), (9, [1, 2, 3]), (12, [1, 2, 3]), (13, [1, 2, 3, 4]),
    (20, [1, 2, 3, 4]),
])
def test_thoth_access_by_happiness(happiness, sections):
    game, seat = start()
    open_sections_iii_iv(game)
    people(game, seat, happiness, 21)
    die = put_die(game, "thoth", "gray", 1)
    take_and_act(game, die, "god_action", god="thoth")
    options = actions_of(game, "take_cards")
    assert sorted({a["section"] for a in options}) == sections
    forbidden = next((s for s in (2, 3, 4) if s not in sections), None)
    if forbidden is not None:
        assert_illegal(game, Action.make("take_cards", section=forbidden, slots=(0,)))


def test_thoth_not_offered_at_happiness_0():
    game, seat = start()
    open_sections_iii_iv(game)
    people(game, seat, 0, 21)
    set_resources(game, seat, papyrus=5)
    die = put_die(game, "thoth", "gray", 1)
    take(game, die)
    assert game.legal_actions() == [Action.make("no_action")]
    assert_illegal(game, Action.make("god_action", god="thoth"))


def test_thoth_not_offered_when_no_accessible_section_has_enough_cards():
    game, seat = start()
    board = game.state.board
    people(game, seat, 3, 10)  # section I only (3 slots)
    set_resources(game, seat, papyrus=3)
    removed = board.market[0][0]
    board.market[0][0] = None
    board.discards["blessing"].append(removed)
    die = put_die(game, "thoth", "gray", 5)  # needs 3 cards from one section
    take(game, die)
    assert game.legal_actions() == [Action.make("no_action")]  # section I holds 2 cards
    assert_illegal(game, Action.make("god_action", god="thoth"))


def test_thoth_three_cards_at_happiness_5_only_from_section_ii():
    game, seat = start()
    board = game.state.board
    people(game, seat, 5, 10)
    set_resources(game, seat, papyrus=3)
    board.discards["blessing"].append(board.market[0][0])
    board.market[0][0] = None
    die = put_die(game, "thoth", "gray", 5)
    take_and_act(game, die, "god_action", god="thoth")
    options = game.legal_actions()
    assert sorted((a["section"], a["slots"]) for a in options) == [(2, s) for s in combinations(range(4), 3)]


def test_thoth_refresh_costs_papyrus_once_per_section():
    game, seat = start()
    board = game.state.board
    people(game, seat, 5, 10)
    set_resources(game, seat, papyrus=2)
    die = put_die(game, "thoth", "gray", 1)  # free, 1 card
    take_and_act(game, die, "god_action", god="thoth")
    refreshes = sorted(a["section"] for a in actions_of(game, "refresh"))
    assert refreshes == [1, 2]
    old = list(board.market[0])
    blessings, technologies = list(board.decks["blessing"]), list(board.decks["technology"])
    events = act(game, "refresh", section=1)
    p = game.state.players[seat]
    assert p.resources["papyrus"] == 1  # 2 - 1
    # all 3 cards of section I replaced by the top cards of the decks (2 blessings, 1 technology)
    assert sorted(board.market[0]) == sorted([blessings[-1], blessings[-2], technologies[-1]])
    assert set(old) <= set(board.discards["blessing"] + board.discards["technology"])
    assert not set(old) & set(board.market[0])
    assert [e["section"] for e in event_types(events, "market_refreshed")] == [1]
    # still the same Thoth action: section I cannot be refreshed again, section II can
    assert game.decision.kind == "thoth_take"
    assert sorted(a["section"] for a in actions_of(game, "refresh")) == [2]
    assert_illegal(game, Action.make("refresh", section=1))
    act(game, "refresh", section=2)
    assert p.resources["papyrus"] == 0
    assert actions_of(game, "refresh") == []  # no papyrus left, and both used
    assert len(actions_of(game, "take_cards")) == 3 + 4  # 1 card from I (3) or II (4)
    card = board.market[0][0]
    act(game, "take_cards", section=1, slots=(0,))
    assert card in p.blessings + p.technologies


def test_thoth_taken_cards_go_to_player_decrees_hidden():
    game, seat = start()
    board = game.state.board
    other = 1 - seat
    open_sections_iii_iv(game)
    people(game, seat, 9, 10)
    set_resources(game, seat, papyrus=3)
    section = list(board.market[2])
    p = game.state.players[seat]
    before = (list(p.blessings), list(p.technologies), list(p.decrees))
    die = put_die(game, "thoth", "gray", 5)
    take_and_act(game, die, "god_action", god="thoth")
    b = next(i for i, c in enumerate(section) if c[0] == "B")
    t = next(i for i, c in enumerate(section) if c[0] == "T")
    d = next(i for i, c in enumerate(section) if c[0] == "D")
    slots = tuple(sorted((b, t, d)))
    events = act(game, "take_cards", section=3, slots=slots)
    assert p.blessings == before[0] + [section[b]]
    assert p.technologies == before[1] + [section[t]]
    assert p.decrees == before[2] + [section[d]]
    taken = {e["card"]: e for e in event_types(events, "card_taken")}
    assert taken[section[d]].get("private") is True
    assert not taken[section[b]].get("private") and not taken[section[t]].get("private")
    view = game.view(other)
    assert view["players"][seat]["decrees"] == len(p.decrees)  # only the number is visible
    assert view["players"][seat]["blessings"] == p.blessings  # face up
    assert view["players"][seat]["technologies"] == p.technologies  # face up
    assert game.view(seat)["players"][seat]["decrees"] == p.decrees


@pytest.mark.parametrize("section, kind", [(1, "B"), (2, "T"), (3, "D"), (4, "D")])
def test_thoth_empty_slot_refilled_only_at_end_of_turn(section, kind):
    game, seat = start()
    board = game.state.board
    open_sections_iii_iv(game)
    people(game, seat, 13, 13)
    deck = {"B": "blessing", "T": "technology", "D": "decree"}[kind]
    slot = next(i for i, c in enumerate(board.market[section - 1]) if c[0] == kind)
    card = board.market[section - 1][slot]
    top = board.decks[deck][-1]
    die = put_die(game, "thoth", "gray", 2)
    take_and_act(game, die, "god_action", god="thoth")
    events = act(game, "take_cards", section=section, slots=(slot,))
    # nothing is refilled before the player confirms the end of the turn
    assert board.market[section - 1][slot] is None
    events += end_turn(game)
    types = [e["type"] for e in events]
    taken = next(i for i, e in enumerate(events) if e["type"] == "card_taken" and e["card"] == card)
    filled = [i for i, e in enumerate(events) if e["type"] == "market_filled"]
    assert [(events[i]["section"], events[i]["slot"], events[i]["card"]) for i in filled] == [(section, slot, top)]
    ended = types.index("turn_ended")
    # the slot stays empty for the rest of the action and is filled at the end of the turn
    assert taken < filled[0] < ended
    assert "god_action" not in types[filled[0]:]
    assert board.market[section - 1][slot] == top
    assert card not in board.market[section - 1]


# ======================================================================= §6.7 Osiris
def osiris(game, seat, row, happiness=3, population=10):
    people(game, seat, happiness, population)
    die = put_die(game, "osiris", "gray", row)
    return take_and_act(game, die, "god_action", god="osiris")


@pytest.mark.parametrize("district", RESOURCES)
def test_osiris_row_1(district):
    game, seat = start()
    osiris(game, seat, 1)
    assert sorted(a["district"] for a in game.legal_actions()) == sorted(RESOURCES)
    act(game, "build", district=district)
    p = game.state.players[seat]
    assert p.happiness == 2  # 3 - 1
    assert p.production == {r: (3 if r == district else 2) for r in RESOURCES}  # own +1
    assert p.resources == {r: (1 if r == district else 0) for r in [*RESOURCES, "gold"]}  # 1 own
    assert game.state.board.osiris[0][RESOURCES.index(district)] == seat
    assert p.buildings_built == 1


def test_osiris_no_resource_cost_but_not_at_happiness_0():
    game, seat = start()
    people(game, seat, 0, 10)
    die = put_die(game, "osiris", "gray", 1)
    take(game, die)
    assert game.legal_actions() == [Action.make("no_action")]
    assert_illegal(game, Action.make("god_action", god="osiris"))


def test_osiris_offered_with_no_resources_at_happiness_1():
    game, seat = start()
    osiris(game, seat, 5, happiness=1)
    act(game, "build", district="papyrus")
    p = game.state.players[seat]
    assert p.happiness == 0  # 1 - 1
    assert p.resources["papyrus"] == 2


def test_osiris_not_offered_with_row_full():
    game, seat = start()
    other = 1 - seat
    game.state.board.osiris[3] = [other, other, other, other]
    people(game, seat, 5, 10)
    die = put_die(game, "osiris", "gray", 4)
    take(game, die)
    assert game.legal_actions() == [Action.make("no_action")]
    assert_illegal(game, Action.make("god_action", god="osiris"))


def test_osiris_only_free_districts_of_the_row():
    game, seat = start()
    other = 1 - seat
    game.state.board.osiris[1][0] = other  # papyrus spot of row 2 taken
    game.state.board.osiris[2] = [None, None, None, None]
    osiris(game, seat, 2)
    assert sorted(a["district"] for a in game.legal_actions()) == ["bread", "granite", "limestone"]
    assert_illegal(game, Action.make("build", district="papyrus"))


def test_osiris_row_2_first_builder_takes_gold_second_does_not():
    game, seat = start()
    other = game.state.turn_order[1]
    board = game.state.board
    osiris(game, seat, 2)
    act(game, "build", district="bread")
    p = game.state.players[seat]
    assert p.production["bread"] == 3  # 2 + 1
    assert (p.resources["bread"], p.resources["gold"]) == (1, 1)  # 1 own + the setup gold
    assert "osiris_row_2" not in board.spot_gold
    end_turn(game)
    # the second builder in row 2
    assert current(game) == other
    osiris(game, other, 2)
    act(game, "build", district="granite")
    q = game.state.players[other]
    assert q.production["granite"] == 3
    assert (q.resources["granite"], q.resources["gold"]) == (1, 0)  # no gold left in row 2


@pytest.mark.parametrize("district", RESOURCES)
@pytest.mark.parametrize("choose_partner", [False, True])
def test_osiris_row_3(district, choose_partner):
    game, seat = start()
    osiris(game, seat, 3)
    act(game, "build", district=district)
    partner = PARTNER[district]
    assert game.decision.kind == "osiris_gain_choice"
    assert sorted(a["resource"] for a in game.legal_actions()) == sorted([district, partner])
    gained = partner if choose_partner else district
    act(game, "gain_resource", resource=gained)
    p = game.state.players[seat]
    assert p.production == {r: (3 if r in (district, partner) else 2) for r in RESOURCES}  # own +1, partner +1
    assert p.resources == {r: (1 if r == gained else 0) for r in [*RESOURCES, "gold"]}
    assert p.happiness == 2


@pytest.mark.parametrize("district", RESOURCES)
def test_osiris_row_4_also_gold(district):
    game, seat = start()
    osiris(game, seat, 4)
    act(game, "build", district=district)
    partner = PARTNER[district]
    act(game, "gain_resource", resource=partner)
    p = game.state.players[seat]
    assert p.production == {r: (3 if r in (district, partner) else 2) for r in RESOURCES}
    assert p.resources == {r: (1 if r in (partner, "gold") else 0) for r in [*RESOURCES, "gold"]}


@pytest.mark.parametrize("district", RESOURCES)
def test_osiris_row_5(district):
    game, seat = start()
    osiris(game, seat, 5)
    act(game, "build", district=district)
    p = game.state.players[seat]
    assert p.production == {r: (4 if r == district else 2) for r in RESOURCES}  # own 2 + 2
    assert p.resources == {r: (2 if r == district else 0) for r in [*RESOURCES, "gold"]}  # 2 own
    # nothing more to choose (no extra track below row 6): only the end of the turn is left
    assert game.decision.kind == "turn_end" and game.legal_actions() == [Action.make("end_turn")]


@pytest.mark.parametrize("district, extra", [("papyrus", "papyrus"), ("papyrus", "granite"), ("limestone", "bread")])
def test_osiris_row_6(district, extra):
    game, seat = start()
    osiris(game, seat, 6)
    act(game, "build", district=district)
    assert game.decision.kind == "osiris_raise_any"
    assert sorted(a["resource"] for a in game.legal_actions()) == sorted(RESOURCES)
    act(game, "raise_track", resource=extra)
    p = game.state.players[seat]
    expected = {r: 2 for r in RESOURCES}
    expected[district] += 2  # own +2
    expected[extra] += 1  # any one track +1
    assert p.production == expected
    assert p.resources == {r: (2 if r == district else 0) for r in [*RESOURCES, "gold"]}


def test_osiris_production_marker_stops_at_6():
    game, seat = start()
    p = game.state.players[seat]
    p.production = {"papyrus": 5, "bread": 6, "limestone": 2, "granite": 2}
    osiris(game, seat, 6)
    act(game, "build", district="papyrus")
    # papyrus 5 + 2 = 7 -> 6; the tracks already at 6 cannot be chosen for the extra +1
    assert p.production["papyrus"] == 6
    assert sorted(a["resource"] for a in game.legal_actions()) == ["granite", "limestone"]
    assert_illegal(game, Action.make("raise_track", resource="bread"))
    act(game, "raise_track", resource="granite")
    assert p.production == {"papyrus": 6, "bread": 6, "limestone": 2, "granite": 3}


def test_osiris_row_3_partner_marker_stops_at_6():
    game, seat = start()
    p = game.state.players[seat]
    p.production = {"papyrus": 2, "bread": 2, "limestone": 6, "granite": 6}
    osiris(game, seat, 3)
    act(game, "build", district="limestone")
    act(game, "gain_resource", resource="granite")
    assert p.production == {"papyrus": 2, "bread": 2, "limestone": 6, "granite": 6}
    assert p.resources["granite"] == 1


def test_osiris_row_6_all_tracks_at_6_no_extra_choice():
    game, seat = start()
    p = game.state.players[seat]
    p.production = {r: 6 for r in RESOURCES}
    osiris(game, seat, 6)
    act(game, "build", district="bread")
    # no osiris_raise_any decision: only the end of the turn is left
    assert game.decision.kind == "turn_end" and game.legal_actions() == [Action.make("end_turn")]
    assert p.production == {r: 6 for r in RESOURCES}
    assert p.resources["bread"] == 2


# ======================================================================= §6.8 production
def produce_with(game, seat, colour, value, lighting, resource, anubis=False):
    set_lighting(game, "hathor", lighting)
    die = put_die(game, "hathor", colour, value)
    return take_and_act(game, die, "produce", anubis=anubis, resource=resource)


def test_production_example_17_greed():
    game, seat = start()
    p = game.state.players[seat]
    p.production["bread"] = 3
    events = produce_with(game, seat, "brown", 5, "shaded", "bread")
    assert p.resources["bread"] == 3  # keep 3
    assert p.greed == {"papyrus": 0, "bread": 2, "limestone": 0, "granite": 0}  # 5 - 3 on the scales
    (produced,) = event_types(events, "produced")
    assert (produced["quantity"], produced["kept"], produced["greed"]) == (5, 3, 2)


def test_production_example_18_no_greed_below_marker():
    game, seat = start()
    p = game.state.players[seat]
    p.production["limestone"] = 5
    produce_with(game, seat, "white", 4, "sunny", "limestone")
    assert p.resources["limestone"] == 4
    assert sum(p.greed.values()) == 0


@pytest.mark.parametrize("colour, resource, lighting", [
    ("yellow", "papyrus", "shaded"), ("brown", "bread", "shaded"), ("white", "limestone", "sunny"),
    ("black", "granite", "dark"),
])
def test_production_exact_marker_no_greed(colour, resource, lighting):
    game, seat = start()
    p = game.state.players[seat]
    p.production[resource] = 4
    produce_with(game, seat, colour, 4, lighting, resource)
    assert p.resources[resource] == 4
    assert sum(p.greed.values()) == 0
    assert p.resources["gold"] == 0


def test_production_resource_is_the_die_colour():
    game, seat = start()
    set_lighting(game, "hathor", "shaded")
    die = put_die(game, "hathor", "yellow", 2)
    take(game, die)
    assert actions_of(game, "produce") == [Action.make("produce", resource="papyrus")]
    assert_illegal(game, Action.make("produce", resource="bread"))


def test_gray_die_cannot_produce():
    game, seat = start()
    set_resources(game, seat, bread=4)
    die = put_die(game, "hathor", "gray", 3)
    take(game, die)
    assert actions_of(game, "produce") == []
    assert Action.make("god_action", god="hathor") in game.legal_actions()
    for r in RESOURCES:
        assert_illegal(game, Action.make("produce", resource=r))


@pytest.mark.parametrize("colour", ["gray", "yellow"])
def test_anubis_production_any_resource_greed_against_that_marker(colour):
    game, seat = start()
    p = game.state.players[seat]
    set_resources(game, seat, scribes=2)
    p.production = {"papyrus": 6, "bread": 2, "limestone": 2, "granite": 2}
    set_lighting(game, "hathor", "shaded")
    die = put_die(game, "hathor", colour, 5)
    act(game, "take_die", die=die, anubis=True)
    assert p.scribes == 0  # 2 - 2
    assert sorted(a["resource"] for a in actions_of(game, "produce")) == sorted(RESOURCES)
    act(game, "produce", resource="granite")
    assert p.resources["granite"] == 2  # marker 2
    assert p.greed["granite"] == 3  # 5 - 2, against the granite marker, not papyrus
    assert p.resources["papyrus"] == 0
    assert p.under == [die]


def test_greed_counts_minus_one_each_at_maat():
    game = first_turn(2, 0)
    # play until the last turn before the first Maat phase: round 4, last player
    while not (game.decision.kind == "take_die" and game.state.round == 4
               and game.state.current == len(game.state.turn_order) - 1):
        game.apply(game.legal_actions()[0])
    seat = current(game)
    p = game.state.players[seat]
    assert p.dice_held() == 3
    # the three dice already held go under the scales (they do not count); no greed, no faith
    p.under += p.pure + p.tainted
    p.pure.clear()
    p.tainted.clear()
    p.greed = {r: 0 for r in RESOURCES}
    for q in game.state.players:
        q.faith = 0
    p.production["bread"] = 3
    clear_wheel(game)
    pattern, offset = game.board.wheel_pattern, game.state.board.wheel_offset
    shaded = next(game.board.gods[s] for s in range(6) if pattern[(s - offset) % 6] == "shaded")
    die = put_die(game, shaded, "brown", 5)  # brown in the shade: pure
    events = take_and_act(game, die, "produce", resource="bread")
    assert not event_types(events, "maat_started")  # the Maat phase waits for the end of the turn
    events += end_turn(game)
    (placed,) = [e for e in event_types(events, "die_placed") if e["die"] == die]
    assert placed["side"] == "pure"
    (produced,) = event_types(events, "produced")
    assert (produced["kept"], produced["greed"]) == (3, 2)  # 5 bread, marker 3
    assert event_types(events, "maat_started")
    (balances,) = event_types(events, "balances")
    assert balances["balances"][seat] == 3  # pure 5 - 2 greed bread


# ======================================================================= §8.2–8.3 rewards
@pytest.mark.parametrize("happiness", [0, 3])
def test_s01_osiris_row_5_without_happiness_loss(happiness):
    game, seat = start()
    people(game, seat, happiness, 5)
    reward(game, seat, "S01")
    assert game.decision.kind == "osiris_spot" and game.decision.player == seat
    assert sorted(a["district"] for a in game.legal_actions()) == sorted(RESOURCES)
    act(game, "build", district="granite")
    p = game.state.players[seat]
    assert p.happiness == happiness  # no happiness lost
    assert game.state.board.osiris[4][3] == seat  # row 5, granite quarry
    assert p.production["granite"] == 4  # 2 + 2
    assert p.resources["granite"] == 2


@pytest.mark.parametrize("card, districts", [("S02", ["granite", "limestone"]), ("S03", ["bread", "papyrus"])])
def test_s02_s03_osiris_row_3_restricted_districts(card, districts):
    game, seat = start()
    people(game, seat, 2, 5)
    reward(game, seat, card)
    assert game.decision.kind == "osiris_spot"
    assert sorted(a["district"] for a in game.legal_actions()) == districts
    wrong = next(d for d in RESOURCES if d not in districts)
    assert_illegal(game, Action.make("build", district=wrong))
    district = districts[0]
    act(game, "build", district=district)
    act(game, "gain_resource", resource=district)
    p = game.state.players[seat]
    assert p.happiness == 2  # no happiness lost
    assert game.state.board.osiris[2][RESOURCES.index(district)] == seat
    assert p.production == {r: (3 if r in districts else 2) for r in RESOURCES}  # own and partner +1
    assert p.resources[district] == 1


def test_s04_five_resources_any_mix_not_gold():
    game, seat = start()
    reward(game, seat, "S04")
    assert game.decision.kind == "choose_resources"
    options = game.legal_actions()
    assert len(options) == 56  # multisets of 5 from 4 resources: C(8, 3)
    assert all(a.get("gold") is None and sum(v for _, v in a.args) == 5 for a in options)
    assert {k for a in options for k, _ in a.args} == set(RESOURCES)
    assert_illegal(game, Action.make("resources", papyrus=4, gold=1))
    act(game, "resources", papyrus=2, granite=3)
    p = game.state.players[seat]
    assert p.resources == {"papyrus": 2, "bread": 0, "limestone": 0, "granite": 3, "gold": 0}


@pytest.mark.parametrize("card, deck, hand", [("S05", "technology", "technologies"), ("S06", "blessing", "blessings")])
def test_s05_s06_draw_two_keep_one_other_back_in_deck(card, deck, hand):
    game, seat = start()
    board = game.state.board
    top, second = board.decks[deck][-1], board.decks[deck][-2]
    size = len(board.decks[deck])
    p = game.state.players[seat]
    before = list(getattr(p, hand))
    reward(game, seat, card)
    assert game.decision.kind == "keep_card"
    assert sorted(a["card"] for a in game.legal_actions()) == sorted([top, second])
    act(game, "keep_card", card=second)
    assert getattr(p, hand) == before + [second]
    assert len(board.decks[deck]) == size - 1  # 2 drawn, 1 back
    assert top in board.decks[deck]
    assert second not in board.decks[deck]
    assert top not in board.discards[deck]


@pytest.mark.parametrize("card, resources, scribes, faith", [
    ("S07", {"gold": 1}, 2, 0),
    ("S08", {"papyrus": 1, "bread": 1, "limestone": 1, "granite": 1}, 0, 0),
    ("S12", {"gold": 2}, 0, 0),
    ("A01", {}, 1, 0),
    ("A02", {"gold": 1}, 0, 0),
    ("A04", {}, 0, 1),
])
def test_fixed_rewards(card, resources, scribes, faith):
    game, seat = start()
    people(game, seat, 2, 5)
    reward(game, seat, card)
    assert game.decision.kind == "take_die"
    p = game.state.players[seat]
    assert p.resources == {r: resources.get(r, 0) for r in [*RESOURCES, "gold"]}
    assert (p.scribes, p.faith) == (scribes, faith)
    assert (p.happiness, p.population) == (2, 5)


@pytest.mark.parametrize("card, options, choice", [
    ("S09", ["granite", "limestone"], {"limestone": 1, "granite": 2}),
    ("S10", ["bread", "papyrus"], {"bread": 3}),
])
def test_s09_s10_three_of_two_kinds(card, options, choice):
    game, seat = start()
    reward(game, seat, card)
    assert game.decision.kind == "choose_resources"
    mixes = sorted(tuple(sorted(a.args)) for a in game.legal_actions())
    a, b = options
    expected = [((a, 3),), ((b, 3),), tuple(sorted([(a, 1), (b, 2)])), tuple(sorted([(a, 2), (b, 1)]))]
    assert mixes == sorted(expected)
    act(game, "resources", **choice)
    p = game.state.players[seat]
    assert p.resources == {r: choice.get(r, 0) for r in [*RESOURCES, "gold"]}


@pytest.mark.parametrize("before, after", [((2, 5), (4, 8)), ((5, 5), (7, 8))])
def test_s11_population_and_happiness(before, after):
    game, seat = start()
    people(game, seat, *before)
    reward(game, seat, "S11")
    p = game.state.players[seat]
    # population +3 and happiness +2 together: (5, 5) -> happiness 7 under population 8
    assert (p.happiness, p.population) == after


@pytest.mark.parametrize("choice, after", [("population", (2, 6)), ("happiness", (3, 5))])
def test_a03_population_or_happiness(choice, after):
    game, seat = start()
    people(game, seat, 2, 5)
    reward(game, seat, "A03")
    assert game.decision.kind == "choose_gain"
    assert sorted(k for a in game.legal_actions() for k, _ in a.args) == ["happiness", "population"]
    act(game, "gain", **{choice: 1})
    p = game.state.players[seat]
    assert (p.happiness, p.population) == after


def test_setup_rewards_through_the_setup_flow():
    game = new_game(2, 0)
    play_until(game, "choose_destiny")
    first = game.decision.player
    second = 1 - first
    assert game.state.turn_order == [first, second]
    game.state.players[first].starting = ["S07", "S12"]
    game.state.players[second].starting = ["S08", "S09"]
    refresh(game)
    for s in (first, second):
        p = game.state.players[s]
        assert p.resources == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 1}
        assert (p.scribes, p.faith) == (1, 0)
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A02", "A03", "A04"]
    act(game, "destiny", card="A02")
    assert game.decision.player == second
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A03", "A04"]
    assert_illegal(game, Action.make("destiny", card="A02"))
    act(game, "destiny", card="A04")
    # the first player resolves the three rewards in an order of their choice
    assert game.decision.kind == "resolve_setup_card" and game.decision.player == first
    assert sorted(a["card"] for a in game.legal_actions()) == ["A02", "S07", "S12"]
    act(game, "resolve", card="S12")
    act(game, "resolve", card="A02")  # S07 follows automatically
    assert game.decision.player == second
    act(game, "resolve", card="S09")
    act(game, "resources", limestone=1, granite=2)
    assert game.decision.kind == "resolve_setup_card" and game.decision.player == second
    assert sorted(a["card"] for a in game.legal_actions()) == ["A04", "S08"]
    act(game, "resolve", card="S08")  # A04 follows automatically
    assert game.decision.kind == "take_die"
    p, q = game.state.players[first], game.state.players[second]
    assert p.resources == {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 5}  # 1 + 2 + 1 + 1
    assert (p.scribes, p.faith, p.destiny) == (3, 0, "A02")  # 1 + 2
    assert q.resources == {"papyrus": 1, "bread": 1, "limestone": 2, "granite": 3, "gold": 1}  # S08 + S09 (1L 2G)
    assert (q.scribes, q.faith, q.destiny) == (1, 1, "A04")
