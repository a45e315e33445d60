"""Technologies T01–T24 (RULES.md §8.6, with §6 and the rulings of §10 items 1, 4, 18, 19, 30, 31).

Every test sets up the situation by editing ``game.state`` (then ``refresh``), acts only through
``legal_actions()`` / ``apply()`` and checks the exact outcome: resources, VP with the card id as
reason, positions, and the ``tech_triggered`` event. For the optional effects (T08's choice, T13's and
T14's value changes, T19's production, T10/T22 substitutions) a test shows that declining leaves the
game exactly as if the card were not held.

Board data used (BOARD_DATA.md):
- Horus tiles in printed order (set by the tests): value 1 horus (1 granite), 2 ra (1 limestone),
  3 hathor (1 gold), 4 bastet (1 papyrus), 5 thoth (1 scribe), 6 osiris (1 bread);
  statue granite costs 1, 2, 2, 3, 3, 4; 2 players: 1 usable god-statue spot per god.
- wheel pattern from the arrow: sunny, sunny, shaded, dark, dark, shaded; die states (RULES §4.1):
  white sunny pure / shaded tainted / dark forbidden; yellow shaded pure / sunny tainted / dark forbidden;
  brown shaded pure / dark tainted / sunny forbidden; black dark pure / shaded tainted / sunny forbidden;
  gray always tainted.
- temple rewards: row 1 = 1 limestone, 2 papyrus, 2 bread, 2 papyrus, 1 limestone; centre (2,2) = 1 gold.
  Building spots (2 players): RS1-RS3 / CS1-CS3, bread 3, 4, 3.
- Ra display: right slot (die 1-2) 3 VP, middle (3-4) 2 VP, left (5-6) 1 VP.
  Pillar costs (limestone): P01-P09, P22-P27 = 2; P10-P21 = 3. Lightings: P07 sunny, P10 dark,
  P11 sunny, P12 shaded, P16 shaded, P22 none.
- Osiris row 1: own +1 production, 1 own resource; row 2: same + first builder takes the row-2 gold;
  row 4: own and partner +1, 1 own-or-partner, 1 gold; row 5: own +2, 2 own. Production markers start on 2.
- Thoth: value 1-2 free, 1 card; 3-4 2 papyrus, 2 cards. Bastet: 2 papyrus; value 1-2 2 scribes, 3-4 1 scribe.
- Building row: building 2 and 4 show 1 bread each, building 3 shows 1 VP. Unpaid bread: 3 VP each.
"""
from __future__ import annotations

import json

import pytest
from helpers import (
    act,
    actions_of,
    assert_only_end_turn,
    clear_board,
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

from game.tekhenu.rules import Action, Game, IllegalAction
from game.tekhenu.rules.gods.horus import free_people_spots, god_for_value
from game.tekhenu.rules.state import PillarPlacement, set_die

GODS = ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]
RESOURCES = ["papyrus", "bread", "limestone", "granite"]
PRINTED_ORDER = ["H1", "H2", "H3", "H4", "H5", "H6"]  # Horus positions 1-6: horus, ra, hathor, bastet, thoth, osiris
SPOT_GOLD = {"TS_ROW": 1, "TS_COL": 1, "OS_WORKSHOPS": 1, "OS_QUARRIES": 1, "osiris_row_2": 1}
START = "test: start"


# =============================================================================== helpers
def prepare(players: int = 2, seed: int = 0) -> tuple[Game, int]:
    """A game at the first take_die with a blank board, no cards held, every player's resources,
    scribes and faith at 0, production markers on 2, happiness 2 / population 5, 10 VP; the wheel
    holds only one spare gray die per other player (in the Horus section: with no granite, the
    other players can take it but do nothing with it)."""
    game = first_turn(players, seed)
    state, board = game.state, game.state.board
    clear_board(game)
    board.spot_gold = dict(SPOT_GOLD)
    board.horus_tiles = list(PRINTED_ORDER)
    for seat, p in enumerate(state.players):
        zero_resources(game, seat)
        board.discards["blessing"] += p.blessings
        board.discards["technology"] += p.technologies
        p.blessings, p.technologies = [], []
        p.production = {r: 2 for r in RESOURCES}
        p.happiness, p.population = 2, 5
        p.vp, p.vp_by_reason = 10, {START: 10}
        p.buildings_built = p.statues_built = p.pillars_built = 0
        p.track_rewards = []
    clear_wheel(game)
    for _ in range(players - 1):
        put_die(game, "horus", "gray", 1)
    return game, current(game)


def give(game: Game, seat: int, *cards: str) -> None:
    """Give cards to a player (taken out of wherever they are: decks, discards, market, hands)."""
    for card in cards:
        _remove_card(game, card)
        kind = {"T": "technologies", "B": "blessings"}[card[0]]
        getattr(game.state.players[seat], kind).append(card)
    refresh(game)


def _remove_card(game: Game, card: str) -> None:
    board = game.state.board
    for pile in list(board.decks.values()) + list(board.discards.values()):
        if card in pile:
            pile.remove(card)
    for section in board.market:
        for slot, c in enumerate(section):
            if c == card:
                section[slot] = board.decks[{"B": "blessing", "T": "technology", "D": "decree"}[card[0]]].pop()
    for p in game.state.players:
        for hand in (p.blessings, p.technologies):
            if card in hand:
                hand.remove(card)


def put_in_market(game: Game, section: int, slot: int, card: str) -> None:
    """Put ``card`` into a market slot (1-based section); the card that was there goes to the discards."""
    board = game.state.board
    _remove_card(game, card)
    old = board.market[section - 1][slot]
    if old:
        board.discards[{"B": "blessing", "T": "technology", "D": "decree"}[old[0]]].append(old)
    board.market[section - 1][slot] = card
    refresh(game)


def set_display(game: Game, left: str, middle: str, right: str) -> None:
    """Put three chosen pillar tiles on the Ra display (the tiles shown before go under the stack)."""
    board = game.state.board
    for tile in board.ra_display:
        if tile is not None:
            board.pillar_stack.insert(0, tile)
    for tile in (left, middle, right):
        board.pillar_stack.remove(tile)
    board.ra_display = [left, middle, right]
    refresh(game)


def put_pillar(game: Game, row: int, col: int, owner: int) -> None:
    tile = game.state.board.pillar_stack.pop()
    game.state.board.temple[row * 5 + col] = PillarPlacement(tile, 0, owner)
    game.state.players[owner].pillars_built += 1
    refresh(game)


def fill_osiris_row(game: Game, row: int, owner: int) -> None:
    game.state.board.osiris[row - 1] = [owner] * 4
    refresh(game)


def people(game: Game, seat: int, happiness: int, population: int) -> None:
    p = game.state.players[seat]
    p.happiness, p.population = happiness, population
    refresh(game)


def other(game: Game, seat: int) -> int:
    return (seat + 1) % len(game.state.players)


def take(game: Game, die: int, anubis: bool = False, **extra) -> list[dict]:
    """Take ``die`` and keep its value (skip the scribe decision if there is one)."""
    events = act(game, "take_die", die=die, anubis=anubis, **extra)
    if game.decision.kind == "adjust_die":
        events += act(game, "set_value", value=game.state.turn.value)
    return events


def take_new(game: Game, god: str, colour: str, value: int, anubis: bool = False) -> tuple[int, list[dict]]:
    die = put_die(game, god, colour, value)
    return die, take(game, die, anubis)


def assert_illegal(game: Game, action: Action) -> None:
    """Not offered; applying it raises IllegalAction and changes nothing."""
    assert action not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def triggered(events: list[dict], card: str, seat: int | None = None) -> list[dict]:
    return [e for e in events if e["type"] == "tech_triggered" and e["card"] == card
            and (seat is None or e["player"] == seat)]


def card_vp(events: list[dict], seat: int, card: str) -> list[tuple[int, str]]:
    return [v for v in vp_events(events, seat) if v[1] == card]


def res(game: Game, seat: int) -> dict[str, int]:
    return dict(game.state.players[seat].resources)


def snapshot(game: Game, seat: int | None = None, drop: tuple[str, ...] = ()) -> dict:
    """The whole game state; ``drop`` removes cards from ``seat``'s technologies (to compare a game
    with a card against the same game without it)."""
    data = json.loads(game.to_json())["state"]
    if seat is not None:
        p = data["players"][seat]
        p["technologies"] = [c for c in p["technologies"] if c not in drop]
    return data


def with_and_without(game: Game, seat: int, *cards: str) -> tuple[Game, Game]:
    """Two copies of the prepared game: one where ``seat`` holds ``cards``, one without."""
    holder, plain = game.clone(), game.clone()
    give(holder, seat, *cards)
    refresh(plain)
    # the cards come from the same place in both games: take them out of the other copy as well
    for card in cards:
        _remove_card(plain, card)
    refresh(plain)
    return holder, plain


def reach_21(game: Game, seat: int) -> list[dict]:
    """Bastet with a 6 from happiness 15 (population 21): 16 gives 1 gold, 19 gives 1 scribe, 21 a free
    action (RULES §6.5). Leaves the game at the free_action decision."""
    people(game, seat, 15, 21)
    set_resources(game, seat, papyrus=game.state.players[seat].resources["papyrus"] + 2)
    _, events = take_new(game, "bastet", "gray", 6)
    events += act(game, "god_action", god="bastet")
    assert game.decision.kind == "free_action" and current(game) == seat
    return events


def pass_turn(game: Game) -> list[dict]:
    """The current (other) player takes the spare gray die in the Horus section, does nothing
    and ends his turn."""
    seat = current(game)
    die = next(d for d in game.state.board.sections[0] if game.state.dice[d].colour == "gray")
    events = take(game, die)
    events += act(game, "no_action")
    events += end_turn(game)
    assert current(game) != seat
    return events


# ======================================================= T01-T03: +2 VP per Osiris / Ra / Thoth action
def do_osiris(game: Game, seat: int) -> list[dict]:
    """The Osiris action in row 2 (papyrus district)."""
    return act(game, "build", district="papyrus")


def do_ra(game: Game, seat: int) -> list[dict]:
    """The Ra action (value 2: right tile P22, 2 limestone) at the centre (2,2), paid in limestone."""
    events = act(game, "place_pillar", row=2, col=2, rotation=0)
    if game.decision.kind == "pay":  # gold (from the People track 16) could stand in
        events += act(game, "pay", limestone=2)
    return events


def do_thoth(game: Game, seat: int) -> list[dict]:
    """The Thoth action (value 2: 1 card, free) from section I, slot 0."""
    return act(game, "take_cards", section=1, slots=(0,))


GOD_CARDS = [
    # card, god, the rest of the action, VP of the action itself (value 2, blank board)
    ("T01", "osiris", do_osiris, []),                                   # Osiris gives no VP
    ("T02", "ra", do_ra, [(3, "Ra: display position")]),                # right slot 3 VP; no building, no edge
    ("T03", "thoth", do_thoth, []),                                     # Thoth gives no VP
]


def god_setup(game: Game, seat: int, god: str) -> None:
    if god == "osiris":
        people(game, seat, 3, 5)
    elif god == "ra":
        set_display(game, "P23", "P24", "P22")
        set_resources(game, seat, limestone=2)


@pytest.mark.parametrize("card, god, rest, action_vp", GOD_CARDS)
@pytest.mark.parametrize("holds", [True, False])
def test_t01_t02_t03_two_vp_per_action_with_a_die(card, god, rest, action_vp, holds):
    game, seat = prepare()
    god_setup(game, seat, god)
    if holds:
        give(game, seat, card)
    vp_before = game.state.players[seat].vp
    _, events = take_new(game, god, "gray", 2)
    events += act(game, "god_action", god=god)
    events += rest(game, seat)
    expected = action_vp + ([(2, card)] if holds else [])
    assert vp_events(events, seat) == expected
    assert len(triggered(events, card, seat)) == (1 if holds else 0)
    assert game.state.players[seat].vp == vp_before + sum(v for v, _ in expected)
    assert game.state.players[seat].vp_by_reason.get(card, 0) == (2 if holds else 0)
    assert_performed(game, seat, god)


def assert_performed(game: Game, seat: int, god: str) -> None:
    """Where the action left its mark (see do_osiris / do_ra / do_thoth)."""
    p, board = game.state.players[seat], game.state.board
    if god == "osiris":
        assert board.osiris[1][0] == seat and p.production["papyrus"] == 3  # row 2, papyrus district
    elif god == "ra":
        assert board.temple[12].tile == "P22" and board.temple[12].owner == seat
        assert p.resources["limestone"] == 0 and p.pillars_built == 1
    else:
        assert len(p.blessings) == 1  # section I slot 0 holds a blessing


@pytest.mark.parametrize("card, god, rest, action_vp", GOD_CARDS)
def test_t01_t02_t03_also_for_the_people_track_21_free_action(card, god, rest, action_vp):
    game, seat = prepare()
    god_setup(game, seat, god)
    give(game, seat, card)
    events = reach_21(game, seat)
    assert vp_events(events, seat) == []  # the Bastet action itself gives no VP and triggers none of these
    events = act(game, "free_action", god=god, value=2)
    events += rest(game, seat)
    assert vp_events(events, seat) == action_vp + [(2, card)]
    assert len(triggered(events, card, seat)) == 1
    assert [e["source"] for e in events if e["type"] == "god_action"] == ["people track 21"]
    assert_performed(game, seat, god)


@pytest.mark.parametrize("tile, lighting", [("P10", "dark"), ("P11", "sunny")])
def test_t03_also_for_the_thoth_action_of_a_pillar_ability(tile, lighting):
    game, seat = prepare()
    give(game, seat, "T03")
    set_display(game, "P23", "P24", tile)  # value 2 -> right slot
    set_lighting(game, "ra", lighting)      # the tile's lighting matches the Ra section: the ability resolves
    set_resources(game, seat, limestone=3)  # P10/P11 cost 3 limestone
    blessing = game.state.board.market[0][0]
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    # the ability: a Thoth action as with a die of value 1 (1 card, free), happiness 2 -> section I
    assert game.decision.kind == "thoth_take"
    events += act(game, "take_cards", section=1, slots=(0,))
    assert blessing in game.state.players[seat].blessings
    # Ra: right slot 3 VP (no building, no edge at the centre); T03 +2 for the Thoth action
    assert sorted(vp_events(events, seat)) == sorted([(3, "Ra: display position"), (2, "T03")])
    assert len(triggered(events, "T03", seat)) == 1
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("ra", 2), ("thoth", 1)]
    assert res(game, seat)["limestone"] == 0 and res(game, seat)["gold"] == 1  # 3 - 3; (2,2) gives 1 gold


def test_t03_not_for_the_thoth_action_that_took_it_but_for_the_next():
    game, seat = prepare()
    put_in_market(game, 1, 2, "T03")  # section I: blessing, blessing, technology
    _, events = take_new(game, "thoth", "gray", 2)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(2,))
    assert "T03" in game.state.players[seat].technologies
    assert vp_events(events, seat) == []
    assert triggered(events, "T03") == []
    die = put_die(game, "thoth", "gray", 2)  # for the next turn (the wheel must not be empty)
    end_turn(game)
    events = pass_turn(game)
    assert current(game) == seat
    put_die(game, "horus", "gray", 1)  # a spare die for the other player's next turn
    # the next Thoth action earns the 2 VP
    events = take(game, die)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(0,))
    assert vp_events(events, seat) == [(2, "T03")]
    assert len(triggered(events, "T03", seat)) == 1
    assert game.state.players[seat].vp == 12  # 10 + 2


@pytest.mark.parametrize("card, god", [("T01", "osiris"), ("T02", "ra"), ("T03", "thoth")])
def test_t01_t02_t03_not_for_another_god(card, god):
    game, seat = prepare()
    give(game, seat, card)
    set_resources(game, seat, papyrus=2)
    _, events = take_new(game, "bastet", "gray", 5)
    events += act(game, "god_action", god="bastet")
    assert vp_events(events, seat) == []
    assert triggered(events, card) == []


# ============================================================ T04: Horus +2 VP and 1 granite before paying
@pytest.mark.parametrize("built, granite", [
    (0, 0),  # 1st statue costs 1 granite: 0 + 1 (T04) = 1
    (1, 1),  # 2nd statue costs 2 granite: 1 + 1 = 2
    (3, 2),  # 4th statue costs 3 granite: 2 + 1 = 3
])
def test_t04_granite_before_paying_makes_horus_possible_one_granite_short(built, granite):
    game, seat = prepare()
    game.state.players[seat].statues_built = built
    set_resources(game, seat, granite=granite)
    holder, plain = with_and_without(game, seat, "T04")
    # without the card: one granite short, Horus is not offered
    take_new(plain, "horus", "gray", 2)
    assert Action.make("god_action", god="horus") not in plain.legal_actions()
    assert_illegal(plain, Action.make("god_action", god="horus"))
    # with T04: offered; the granite arrives before the payment, which takes it all
    _, events = take_new(holder, "horus", "gray", 2)
    events += act(holder, "god_action", god="horus")
    events += act(holder, "statue", god="ra")  # value 2 -> Ra (printed order); one way to pay: automatic
    p = holder.state.players[seat]
    assert p.resources["granite"] == 0  # granite + 1 - cost = 0
    assert p.statues_built == built + 1
    assert holder.state.board.god_statues["ra"] == [seat]
    assert vp_events(events, seat) == [(2, "T04")]
    assert p.vp == 12  # 10 + 2
    assert len(triggered(events, "T04", seat)) == 1
    gains = [e for e in events if e["type"] == "gain" and e["reason"] == "T04"]
    assert [(g["item"], g["amount"]) for g in gains] == [("granite", 1)]
    # the granite is gained before the statue is paid for
    kinds = [e["type"] for e in events]
    assert events.index(gains[0]) < kinds.index("spend")


def test_t04_with_enough_granite_keeps_the_extra_granite():
    game, seat = prepare()
    give(game, seat, "T04")
    set_resources(game, seat, granite=1)  # the 1st statue costs 1
    _, events = take_new(game, "horus", "gray", 2)
    events += act(game, "god_action", god="horus")
    events += act(game, "statue", god="ra")
    assert res(game, seat)["granite"] == 1  # 1 + 1 - 1
    assert vp_events(events, seat) == [(2, "T04")]


# ============================================================ T05: Hathor, own pillar in line 5 VP instead of 3
@pytest.mark.parametrize("own_cols, holds, vp_each, items", [
    # row 1 (RS1, 3 bread): (1,0) 1 limestone, (1,1) 2 papyrus, (1,2) 2 bread, (1,3) 2 papyrus, (1,4) 1 limestone;
    # the other player's pillar stands on (1,4) and gives nothing; each empty space gives exactly 1 item
    ([0], True, 5, {"papyrus": 2, "bread": 1, "limestone": 0}),     # 3 + 2
    ([0], False, 3, {"papyrus": 2, "bread": 1, "limestone": 0}),
    ([0, 3], True, 5, {"papyrus": 1, "bread": 1, "limestone": 0}),  # 5 per own pillar
    ([0, 3], False, 3, {"papyrus": 1, "bread": 1, "limestone": 0}),
])
def test_t05_hathor_own_pillar_in_line_gives_5_vp(own_cols, holds, vp_each, items):
    game, seat = prepare()
    for col in own_cols:
        put_pillar(game, 1, col, seat)
    put_pillar(game, 1, 4, other(game, seat))
    if holds:
        give(game, seat, "T05")
    set_resources(game, seat, bread=3)
    _, events = take_new(game, "hathor", "gray", 2)
    events += act(game, "god_action", god="hathor")
    events += act(game, "build", spot="RS1")
    assert vp_events(events, seat) == [(vp_each, "Hathor: own pillar in line")] * len(own_cols)
    assert game.state.players[seat].vp == 10 + vp_each * len(own_cols)
    assert len(triggered(events, "T05", seat)) == (len(own_cols) if holds else 0)
    r = res(game, seat)
    assert {k: r[k] for k in items} == items  # bread: 3 - 3 + 1
    assert game.state.players[seat].population == 7  # 5 + 2
    assert game.state.board.temple_buildings == {"RS1": seat}


# ============================================================ T06: Bastet +2 VP, +1 population, +1 happiness
@pytest.mark.parametrize("happiness, population, value, scribes, after_bastet, end_happiness, end_population", [
    (2, 5, 2, 2, 4, 5, 6),   # Bastet 2 -> 4 (+2 scribes); T06: population 6, happiness 5
    (5, 5, 3, 1, 5, 6, 6),   # Bastet capped at population 5; T06: population 6, then happiness 6
    (2, 5, 5, 0, 5, 6, 6),   # Bastet 2 + 5 capped at 5; T06: 6 / 6
])
def test_t06_bastet_bonus(happiness, population, value, scribes, after_bastet, end_happiness, end_population):
    game, seat = prepare()
    give(game, seat, "T06")
    people(game, seat, happiness, population)
    set_resources(game, seat, papyrus=2)
    _, events = take_new(game, "bastet", "gray", value)
    events += act(game, "god_action", god="bastet")
    p = game.state.players[seat]
    assert vp_events(events, seat) == [(2, "T06")]
    assert p.vp == 12
    assert (p.happiness, p.population) == (end_happiness, end_population)
    assert p.scribes == scribes
    assert p.resources["papyrus"] == 0
    bastet_happiness = [e["total"] for e in events if e["type"] == "happiness" and e["reason"] == "Bastet"]
    assert bastet_happiness == ([after_bastet] if after_bastet != happiness else [])
    assert [e["amount"] for e in events if e["type"] == "population" and e["reason"] == "T06"] == [1]
    assert [e["amount"] for e in events if e["type"] == "happiness" and e["reason"] == "T06"] == [1]
    assert len(triggered(events, "T06", seat)) == 1


# ============================================================ T07: +1 granite with each Horus bonus received
@pytest.mark.parametrize("owner_is_performer", [False, True])
@pytest.mark.parametrize("holds", [True, False])
def test_t07_granite_with_each_horus_bonus(owner_is_performer, holds):
    # 2 players: the owner of the Thoth statue receives the Thoth bonus (1 scribe) when anybody,
    # himself included, performs the Thoth action (RULES §6.1 A)
    game, seat = prepare()
    owner = seat if owner_is_performer else other(game, seat)
    game.state.board.god_statues["thoth"] = [owner]
    game.state.players[owner].statues_built = 1
    if holds:
        give(game, owner, "T07")
    _, events = take_new(game, "thoth", "gray", 2)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(0,))
    assert [(e["player"], e["god"]) for e in events if e["type"] == "horus_bonus"] == [(owner, "thoth")]
    p = game.state.players[owner]
    assert p.scribes == 1  # the Thoth bonus
    assert p.resources["granite"] == (1 if holds else 0)
    assert len(triggered(events, "T07", owner)) == (1 if holds else 0)


def test_t07_no_granite_without_a_bonus():
    game, seat = prepare()
    give(game, seat, "T07")
    game.state.board.god_statues["ra"] = [seat]  # a statue for another god
    _, events = take_new(game, "thoth", "gray", 2)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(0,))
    assert res(game, seat)["granite"] == 0
    assert triggered(events, "T07") == []


def test_t07_three_players_bonus_on_building_also_gives_granite():
    # 3 players: the owner receives the bonus once, immediately, on building (RULES §6.1 A)
    game, seat = prepare(players=3)
    give(game, seat, "T07")
    set_resources(game, seat, granite=1)  # 1st statue: 1 granite
    _, events = take_new(game, "horus", "gray", 2)
    events += act(game, "god_action", god="horus")
    events += act(game, "statue", god="ra")
    # Ra bonus: 1 limestone; T07: 1 granite (after paying the 1 granite)
    assert res(game, seat)["limestone"] == 1
    assert res(game, seat)["granite"] == 1  # 1 - 1 + 1
    assert len(triggered(events, "T07", seat)) == 1


# ============================================================ T08: a forbidden die may be taken as pure or tainted
def forbidden_white(game: Game) -> int:
    set_lighting(game, "thoth", "dark")  # white is forbidden in a dark section
    return put_die(game, "thoth", "white", 2)


def test_t08_forbidden_die_not_takeable_without_it():
    game, seat = prepare()
    die = forbidden_white(game)
    assert_illegal(game, Action.make("take_die", die=die, anubis=False))


@pytest.mark.parametrize("state", ["pure", "tainted"])
def test_t08_forbidden_die_taken_as_pure_or_tainted(state):
    game, seat = prepare()
    give(game, seat, "T08")
    die = forbidden_white(game)
    events = act(game, "take_die", die=die, anubis=False)
    assert game.decision.kind == "forbidden_state" and current(game) == seat
    assert sorted(a["state"] for a in game.legal_actions()) == ["pure", "tainted"]
    events += act(game, "die_state", state=state)
    assert [e.get("state") for e in triggered(events, "T08", seat)] == [state]
    # the die is used normally: the section's god action or its colour's production
    assert game.decision.kind == "choose_action"
    assert {a.kind for a in game.legal_actions()} == {"god_action", "produce"}
    assert [a["resource"] for a in actions_of(game, "produce")] == ["limestone"]
    events += act(game, "produce", resource="limestone")
    p = game.state.players[seat]
    assert p.resources["limestone"] == 2  # value 2, marker 2: no greed
    # the side of the scales follows the choice
    assert (p.pure, p.tainted, p.under) == (([die], [], []) if state == "pure" else ([], [die], []))
    assert vp_events(events, seat) == []


def test_t08_no_choice_for_a_forbidden_die_taken_with_anubis():
    game, seat = prepare()
    give(game, seat, "T08")
    set_resources(game, seat, scribes=2)
    die = forbidden_white(game)
    act(game, "take_die", die=die, anubis=True)
    assert game.decision.kind != "forbidden_state"
    if game.decision.kind == "adjust_die":
        act(game, "set_value", value=2)
    act(game, "produce", resource="limestone")
    p = game.state.players[seat]
    assert (p.pure, p.tainted, p.under) == ([], [], [die])


def test_t08_declined_taking_an_allowed_die_is_as_without_the_card():
    game, seat = prepare()
    set_lighting(game, "thoth", "dark")
    die = put_die(game, "thoth", "black", 2)  # black is pure in the dark
    holder, plain = with_and_without(game, seat, "T08")
    events = []
    for g in (holder, plain):
        events.append(take(g, die))
        assert g.decision.kind == "choose_action"
        events[-1] += act(g, "produce", resource="granite")
    assert triggered(events[0], "T08") == []
    assert snapshot(holder, seat, drop=("T08",)) == snapshot(plain)


# ============================================================ T09: pillar ability whatever the lighting
@pytest.mark.parametrize("tile, limestone, ability_gold, ability_vp", [
    ("P16", 3, 2, []),                              # shaded: 2 gold
    ("P07", 2, 0, [(1, "pillar ability P07")]),     # sunny: 1 VP
])
@pytest.mark.parametrize("holds", [True, False])
def test_t09_ability_regardless_of_lighting(tile, limestone, ability_gold, ability_vp, holds):
    game, seat = prepare()
    set_display(game, "P23", "P24", tile)  # value 2 -> right slot (3 VP)
    set_lighting(game, "ra", "dark")        # neither sunny nor shaded: the ability would not resolve
    set_resources(game, seat, limestone=limestone)
    if holds:
        give(game, seat, "T09")
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    # (2,2) covers 1 gold; right slot 3 VP; no building in line, no edge at the centre
    expected_vp = [(3, "Ra: display position")] + (ability_vp if holds else [])
    assert vp_events(events, seat) == expected_vp
    assert res(game, seat)["gold"] == 1 + (ability_gold if holds else 0)
    assert res(game, seat)["limestone"] == 0
    assert [e["tile"] for e in events if e["type"] == "pillar_ability"] == ([tile] if holds else [])
    assert len(triggered(events, "T09", seat)) == (1 if holds else 0)


def test_t09_tile_without_ability_gives_nothing_more():
    game, seat = prepare()
    give(game, seat, "T09")
    set_display(game, "P23", "P24", "P22")
    set_lighting(game, "ra", "dark")
    set_resources(game, seat, limestone=2)
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    assert vp_events(events, seat) == [(3, "Ra: display position")]
    assert res(game, seat)["gold"] == 1
    assert [e for e in events if e["type"] == "pillar_ability"] == []
    assert triggered(events, "T09") == []


# ============================================================ T10: gold and scribes interchangeable, +1 VP once per turn
def test_t10_scribe_pays_a_statues_granite_in_place_of_gold():
    game, seat = prepare()
    set_resources(game, seat, scribes=1)  # no granite, no gold
    holder, plain = with_and_without(game, seat, "T10")
    take_new(plain, "horus", "gray", 2)
    assert_illegal(plain, Action.make("god_action", god="horus"))
    _, events = take_new(holder, "horus", "gray", 2)
    events += act(holder, "god_action", god="horus")
    events += act(holder, "statue", god="ra")  # only payment: the scribe (standing in for gold, wild for granite)
    p = holder.state.players[seat]
    assert p.scribes == 0 and p.statues_built == 1
    assert [(e["item"], e["amount"]) for e in events if e["type"] == "spend"] == [("scribe", 1)]
    assert vp_events(events, seat) == [(1, "T10")]
    assert len(triggered(events, "T10", seat)) >= 1


def test_t10_gold_pays_for_changing_the_die_value():
    game, seat = prepare()
    set_resources(game, seat, gold=1)  # no scribes
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 3)  # yellow is pure in the shade
    holder, plain = with_and_without(game, seat, "T10")
    act(plain, "take_die", die=die, anubis=False)
    assert plain.decision.kind == "choose_action"  # no scribe: no value change offered
    events = act(holder, "take_die", die=die, anubis=False)
    assert holder.decision.kind == "adjust_die"
    # 1 gold = 1 scribe: values 1..5 (3 -1/-2/+1/+2) cost 1, 3 is free, 6 would need 2
    assert {(a["value"], a["scribes"]) for a in actions_of(holder, "set_value")} == {
        (1, 1), (2, 1), (3, 0), (4, 1), (5, 1)}
    events += act(holder, "set_value", value=5, scribes=1)
    events += act(holder, "produce", resource="papyrus")
    p = holder.state.players[seat]
    assert p.resources["gold"] == 0
    assert holder.state.dice[die].value == 5 and p.pure == [die]
    assert p.resources["papyrus"] == 2 and p.greed["papyrus"] == 3  # 5 produced, marker 2
    assert vp_events(events, seat) == [(1, "T10")]
    assert len(triggered(events, "T10", seat)) >= 1


def test_t10_gold_pays_for_anubis():
    game, seat = prepare()
    set_resources(game, seat, gold=2)
    die = put_die(game, "ra", "gray", 4)
    holder, plain = with_and_without(game, seat, "T10")
    assert_illegal(plain, Action.make("take_die", die=die, anubis=True))
    events = act(holder, "take_die", die=die, anubis=True)  # the only payment (2 gold) is automatic
    if holder.decision.kind == "adjust_die":
        events += act(holder, "set_value", value=4)
    events += act(holder, "produce", resource="bread")  # Anubis: any resource
    p = holder.state.players[seat]
    assert p.resources["gold"] == 0 and p.under == [die]
    assert p.resources["bread"] == 2 and p.greed["bread"] == 2  # 4 produced, marker 2
    assert vp_events(events, seat) == [(1, "T10")]
    assert len(triggered(events, "T10", seat)) >= 1


@pytest.mark.parametrize("payment, vp", [
    ({"scribe": 2}, []),                          # no substitution: the card is not used
    ({"scribe": 1, "gold": 1}, [(1, "T10")]),     # gold as a scribe though 2 scribes were there:
    ({"gold": 2}, [(1, "T10")]),                  # "if you do so" scores, needed or not (decision #24)
])
def test_t10_anubis_payment_choices(payment, vp):
    game, seat = prepare()
    give(game, seat, "T10")
    set_resources(game, seat, scribes=2, gold=2)
    die = put_die(game, "ra", "gray", 4)
    events = act(game, "take_die", die=die, anubis=True)
    assert game.decision.kind == "pay"
    assert sorted(sorted(a.args) for a in game.legal_actions()) == sorted([
        [("scribe", 2)], [("gold", 1), ("scribe", 1)], [("gold", 2)]])
    events += act(game, "pay", **payment)
    p = game.state.players[seat]
    assert p.scribes == 2 - payment.get("scribe", 0) and p.resources["gold"] == 2 - payment.get("gold", 0)
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T10")) == (1 if vp else 0)


def test_t10_vp_once_per_turn_and_again_next_turn():
    game, seat = prepare()
    give(game, seat, "T10")
    set_resources(game, seat, gold=3)
    die = put_die(game, "ra", "gray", 4)
    events = act(game, "take_die", die=die, anubis=True)  # 2 gold for Anubis: T10 used
    assert game.decision.kind == "adjust_die"
    events += act(game, "set_value", value=6, scribes=1)  # 1 gold for the value: T10 used again
    next_die = put_die(game, "ra", "gray", 4)  # for this player's next turn
    events += act(game, "produce", resource="papyrus")
    assert game.state.players[seat].resources["gold"] == 0
    assert game.state.dice[die].value == 6
    assert vp_events(events, seat) == [(1, "T10")]  # once per turn
    end_turn(game)
    pass_turn(game)
    assert current(game) == seat
    put_die(game, "horus", "gray", 1)  # a spare die for the other player
    set_resources(game, seat, papyrus=0, gold=2)
    events = act(game, "take_die", die=next_die, anubis=True)  # T10 used in a new turn: 1 VP again
    if game.decision.kind == "adjust_die":
        events += act(game, "set_value", value=4)
    events += act(game, "produce", resource="papyrus")
    assert vp_events(events, seat) == [(1, "T10")]
    assert game.state.players[seat].vp_by_reason["T10"] == 2


def test_t10_declined_paying_scribes_as_scribes_is_as_without_the_card():
    game, seat = prepare()
    set_resources(game, seat, scribes=2, gold=2)
    die = put_die(game, "ra", "gray", 4)
    holder, plain = with_and_without(game, seat, "T10")
    events = act(holder, "take_die", die=die, anubis=True)
    events += act(holder, "pay", scribe=2)  # holder chooses between 3 payments; plain has one (automatic)
    act(plain, "take_die", die=die, anubis=True)
    for g in (holder, plain):
        if g.decision.kind == "adjust_die":
            act(g, "set_value", value=4)
        act(g, "produce", resource="papyrus")
    assert triggered(events, "T10") == []
    assert snapshot(holder, seat, drop=("T10",)) == snapshot(plain)


# ============================================================ T11: +2 VP for an action with a die of value 1
@pytest.mark.parametrize("value, vp", [(1, [(2, "T11")]), (2, [])])
def test_t11_god_action_with_value_1(value, vp):
    game, seat = prepare()
    give(game, seat, "T11")
    people(game, seat, 3, 5)
    _, events = take_new(game, "osiris", "gray", value)
    events += act(game, "god_action", god="osiris")
    events += act(game, "build", district="bread")
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T11", seat)) == len(vp)
    assert game.state.board.osiris[value - 1][1] == seat


@pytest.mark.parametrize("value, vp", [(1, [(2, "T11")]), (2, [])])
def test_t11_production_with_value_1(value, vp):
    game, seat = prepare()
    give(game, seat, "T11")
    set_lighting(game, "ra", "shaded")
    _, events = take_new(game, "ra", "yellow", value)
    events += act(game, "produce", resource="papyrus")
    assert res(game, seat)["papyrus"] == value
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T11", seat)) == len(vp)


def test_t11_die_changed_to_1_by_a_scribe_counts():
    game, seat = prepare()
    give(game, seat, "T11")
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=1)
    die = put_die(game, "osiris", "gray", 3)
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "set_value", value=1, scribes=1)  # 3 -> 1: one scribe
    events += act(game, "god_action", god="osiris")
    events += act(game, "build", district="papyrus")
    assert game.state.board.osiris[0][0] == seat  # row 1
    assert vp_events(events, seat) == [(2, "T11")]


# ============================================================ T12: +1 VP per greed resource
@pytest.mark.parametrize("marker, value, kept, greed", [
    (2, 5, 2, 3),
    (4, 6, 4, 2),
    (2, 2, 2, 0),
    (5, 3, 3, 0),
])
def test_t12_one_vp_per_greed_resource(marker, value, kept, greed):
    game, seat = prepare()
    give(game, seat, "T12")
    game.state.players[seat].production["papyrus"] = marker
    set_lighting(game, "ra", "shaded")
    _, events = take_new(game, "ra", "yellow", value)
    events += act(game, "produce", resource="papyrus")
    p = game.state.players[seat]
    assert p.resources["papyrus"] == kept and p.greed["papyrus"] == greed
    assert vp_events(events, seat) == ([(greed, "T12")] if greed else [])
    assert [e.get("greed") for e in triggered(events, "T12", seat)] == ([greed] if greed else [])


# ============================================================ T13: production value +-1/2 and 1 extra resource, never greed
def black_pure(game: Game, value: int) -> int:
    set_lighting(game, "ra", "dark")  # black is pure in the dark
    return put_die(game, "ra", "black", value)


@pytest.mark.parametrize("value, offered", [
    (1, [2, 3]),
    (3, [1, 2, 4, 5]),
    (6, [4, 5]),
])
def test_t13_offered_values(value, offered):
    game, seat = prepare()
    give(game, seat, "T13")
    die = black_pure(game, value)
    take(game, die)
    act(game, "produce", resource="granite")
    assert game.decision.kind == "production_cards" and current(game) == seat
    assert sorted(a["value"] for a in actions_of(game, "adjust_production")) == offered
    assert {a["card"] for a in actions_of(game, "adjust_production")} == {"T13"}
    assert actions_of(game, "produce_now") == [Action.make("produce_now")]
    assert_illegal(game, Action.make("adjust_production", card="T13", value=value))


@pytest.mark.parametrize("new_value, granite, greed", [
    (2, 3, 0),   # 2 produced (marker 2): no greed; +1 extra -> 3
    (1, 2, 0),   # 1 + 1
    (5, 3, 3),   # 5 produced: keep 2, greed 3; +1 extra (never greed) -> 3
    (4, 3, 2),
])
def test_t13_value_change_and_extra_resource(new_value, granite, greed):
    game, seat = prepare()
    give(game, seat, "T13")
    die = black_pure(game, 3)
    take(game, die)
    events = act(game, "produce", resource="granite")
    # the value may be changed only once: with no other card to play, the production follows at once
    events += act(game, "adjust_production", card="T13", value=new_value)
    assert_only_end_turn(game, seat)  # no production_cards decision again: only the end of the turn
    end_turn(game)
    assert game.decision.kind == "take_die" and current(game) == other(game, seat)
    p = game.state.players[seat]
    assert p.resources["granite"] == granite and p.greed["granite"] == greed
    # the die keeps its new value on the scales (RULES §10 item 1)
    assert game.state.dice[die].value == new_value and p.pure == [die]
    assert [e.get("value") for e in triggered(events, "T13", seat)] == [new_value, None]
    extra = [e for e in events if e["type"] == "gain" and e["reason"] == "T13"]
    assert [(e["item"], e["amount"]) for e in extra] == [("granite", 1)]


def test_t13_declined_value_change_is_as_without_the_card_plus_the_extra_resource():
    game, seat = prepare()
    die = black_pure(game, 3)
    holder, plain = with_and_without(game, seat, "T13")
    take(holder, die)
    act(holder, "produce", resource="granite")
    events = act(holder, "produce_now")  # value kept
    take(plain, die)
    act(plain, "produce", resource="granite")
    # 3 produced, marker 2: keep 2, greed 1; T13 adds 1 granite that is never greed
    assert res(plain, seat)["granite"] == 2 and plain.state.players[seat].greed["granite"] == 1
    assert res(holder, seat)["granite"] == 3 and holder.state.players[seat].greed["granite"] == 1
    assert holder.state.dice[die].value == 3
    assert [e.get("value") for e in triggered(events, "T13", seat)] == [None]
    expected = snapshot(plain)
    expected["players"][seat]["resources"]["granite"] += 1  # the mandatory extra resource
    assert snapshot(holder, seat, drop=("T13",)) == expected


# ============================================================ T14: god action value +-1/2; the die keeps the new value
def test_t14_makes_an_osiris_row_reachable():
    game, seat = prepare()
    people(game, seat, 3, 5)
    fill_osiris_row(game, 3, other(game, seat))  # the die's own row is full
    die = put_die(game, "osiris", "gray", 3)
    holder, plain = with_and_without(game, seat, "T14")
    take(plain, die)
    assert plain.legal_actions() == [Action.make("no_action")]  # gray: no production; row 3 full
    assert_illegal(plain, Action.make("god_action", god="osiris"))
    take(holder, die)
    events = act(holder, "god_action", god="osiris")
    assert holder.decision.kind == "god_value"
    assert sorted(a["value"] for a in holder.legal_actions()) == [1, 2, 4, 5]  # 3 +-1/2; row 3 full
    events += act(holder, "god_value", value=5)
    events += act(holder, "build", district="papyrus")
    p = holder.state.players[seat]
    assert holder.state.board.osiris[4][0] == seat  # row 5
    assert p.production["papyrus"] == 4 and p.resources["papyrus"] == 2  # row 5: +2 marker, 2 papyrus
    assert holder.state.dice[die].value == 5 and p.tainted == [die]  # gray: tainted side, new value
    assert [e.get("value") for e in triggered(events, "T14", seat)] == [5]


def test_t14_single_reachable_value_still_turns_the_die():
    # rows 1, 2, 3 and 4 are full: of 1..5 only row 5 remains; the die (3) must show the value used
    game, seat = prepare()
    give(game, seat, "T14")
    people(game, seat, 3, 5)
    for row in (1, 2, 3, 4):
        fill_osiris_row(game, row, other(game, seat))
    die = put_die(game, "osiris", "gray", 3)
    take(game, die)
    events = act(game, "god_action", god="osiris")
    if game.decision.kind == "god_value":
        assert game.legal_actions() == [Action.make("god_value", value=5)]
        events += act(game, "god_value", value=5)
    events += act(game, "build", district="bread")
    assert game.state.board.osiris[4][1] == seat  # row 5
    assert [(e["god"], e["value"]) for e in events if e["type"] == "god_action"] == [("osiris", 5)]
    # RULES §10 item 1: the die keeps the value it was used with
    assert game.state.dice[die].value == 5
    assert [e.get("value") for e in triggered(events, "T14", seat)] == [5]


def test_t14_ra_value_change_selects_another_tile():
    game, seat = prepare()
    give(game, seat, "T14")
    set_display(game, "P23", "P24", "P22")
    set_resources(game, seat, limestone=2)
    die = put_die(game, "ra", "gray", 4)  # 4 -> middle tile; with T14 2..6: right, middle or left
    take(game, die)
    events = act(game, "god_action", god="ra")
    assert sorted(a["value"] for a in game.legal_actions()) == [2, 3, 4, 5, 6]
    events += act(game, "god_value", value=6)  # left tile P23, 1 VP
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.state.board.temple[12].tile == "P23"
    assert vp_events(events, seat) == [(1, "Ra: display position")]
    assert game.state.dice[die].value == 6


def test_t14_declined_keeping_the_value_is_as_without_the_card():
    game, seat = prepare()
    people(game, seat, 3, 5)
    die = put_die(game, "osiris", "gray", 3)
    holder, plain = with_and_without(game, seat, "T14")
    take(holder, die)
    events = act(holder, "god_action", god="osiris")
    assert holder.decision.kind == "god_value"
    events += act(holder, "god_value", value=3)
    events += act(holder, "build", district="limestone")
    events += act(holder, "gain_resource", resource="granite")  # row 3: limestone or granite
    take(plain, die)
    act(plain, "god_action", god="osiris")
    act(plain, "build", district="limestone")
    act(plain, "gain_resource", resource="granite")
    assert triggered(events, "T14") == []
    assert snapshot(holder, seat, drop=("T14",)) == snapshot(plain)


# ============================================================ Maat phase helpers (T15, T16, T17)
_BASE: dict[tuple[int, int], str] = {}


def at_last_turn_of_round(players: int, round_: int, seed: int = 3) -> Game:
    """A game (first legal action each time) at the last player's take_die of ``round_``."""
    key = (players, round_)
    if key not in _BASE:
        game = first_turn(players, seed)
        while not (game.state.round == round_ and game.state.current == players - 1
                   and game.decision.kind == "take_die"):
            game.apply(game.legal_actions()[0])
        _BASE[key] = game.to_json()
    return Game.from_json(_BASE[key])


def set_scales(game: Game, specs: list[dict]) -> int:
    """Set every player's scales (``specs`` by turn-order position) and clear cards, resources and faith.
    The last player holds 3 dice and must take a gray 1 (tainted; nothing else on the wheel, no action
    possible). Returns that die."""
    state, board = game.state, game.state.board
    for seat, p in enumerate(state.players):
        for side in (p.pure, p.tainted, p.under):
            board.bag.extend(side)
            side.clear()
        p.technologies, p.blessings = [], []
        p.greed = {r: 0 for r in RESOURCES}
        zero_resources(game, seat)
    clear_wheel(game)
    last = state.turn_order[-1]
    gray = put_die(game, "horus", "gray", 1)
    for position, spec in enumerate(specs):
        seat = state.turn_order[position]
        p = state.players[seat]
        for side in ("pure", "tainted"):
            for value in spec.get(side, []):
                die = board.bag.pop()
                set_die(state, die, value)
                getattr(p, side).append(die)
        p.vp, p.vp_by_reason = 10, {START: 10}
        p.destiny = spec["destiny"]
        assert p.dice_held() == (3 if seat == last else 4)
    refresh(game)
    return gray


def finish_round(game: Game, gray: int) -> list[dict]:
    """The last player takes the gray die (no action possible) and ends his turn: rotation,
    then the Maat phase. Returns the events of that turn and of what followed it."""
    assert game.legal_actions() == [Action.make("take_die", die=gray, anubis=False)]
    last = current(game)
    events = act(game, "take_die", die=gray, anubis=False)
    assert game.legal_actions() == [Action.make("no_action")]
    events += act(game, "no_action")
    assert_only_end_turn(game, last)
    return events + end_turn(game)


# balance of each spec: pure - tainted (the last player's gray 1 is added to his tainted side)
BAL_0 = {"pure": [3, 3], "tainted": [4, 2]}      # 6 - 6 = 0
BAL_1 = {"pure": [3, 1], "tainted": [2, 1]}      # 4 - 3 = 1
BAL_M1 = {"pure": [2, 2], "tainted": [3, 2]}     # 4 - 5 = -1
BAL_M4 = {"pure": [1, 1], "tainted": [3, 3]}     # 2 - 6 = -4
LAST_0 = {"pure": [4], "tainted": [1, 2]}        # 4 - 3 - 1 = 0
LAST_5 = {"pure": [6, 1], "tainted": [1]}        # 7 - 1 - 1 = 5


# ============================================================ T15: +2 faith each Maat phase, ankh 5
@pytest.mark.parametrize("holds, first", [(True, 0), (False, 1)])
def test_t15_ankh_5_breaks_the_turn_order_tie(holds, first):
    game = at_last_turn_of_round(3, 4)
    order = list(game.state.turn_order)
    # order[0]: balance +1 with A01 (ankh 0); order[1]: -1 with A04 (ankh 3); order[2]: 0
    gray = set_scales(game, [dict(BAL_1, destiny="A01"), dict(BAL_M1, destiny="A04"), dict(LAST_0, destiny="A02")])
    if holds:
        give(game, order[0], "T15")
    events = finish_round(game, gray)
    if holds:
        assert game.decision.kind == "maat_faith" and current(game) == order[0]
        events += act(game, "place_faith", net=0)  # keep the balance at +1
    assert [e["balances"] for e in events if e["type"] == "turn_order"] == [[
        {order[0]: 1, order[1]: -1, order[2]: 0}[s] for s in range(3)]]
    # 0 first; |+1| and |-1| tie: the higher ankh first (T15: 5 beats A04's 3; without it A04 beats A01's 0)
    tied = [order[0], order[1]] if first == 0 else [order[1], order[0]]
    assert game.state.turn_order == [order[2], *tied]
    assert len(triggered(events, "T15", order[0])) == (1 if holds else 0)


def test_t15_two_faith_at_the_start_of_the_maat_phase_can_be_used():
    game = at_last_turn_of_round(3, 4)
    order = list(game.state.turn_order)
    gray = set_scales(game, [dict(BAL_M4, destiny="A01"), dict(BAL_0, destiny="A02"), dict(LAST_0, destiny="A03")])
    give(game, order[0], "T15")
    events = finish_round(game, gray)
    assert [(e["item"], e["amount"]) for e in events if e["type"] == "gain" and e["reason"] == "T15"] == [("faith", 2)]
    assert len(triggered(events, "T15", order[0])) == 1
    assert game.decision.kind == "maat_faith" and current(game) == order[0]
    assert sorted(a["net"] for a in game.legal_actions()) == [-2, -1, 0, 1, 2]
    events += act(game, "place_faith", net=2)  # -4 + 2 = -2: no VP loss (a -4 would cost 1 VP)
    assert [e["balances"][order[0]] for e in events if e["type"] == "turn_order"] == [-2]
    assert vp_events(events, order[0]) == []
    assert game.state.players[order[0]].vp == 10
    assert game.state.players[order[0]].faith == 0  # discarded at the clean-up


# ============================================================ T16: first after Maat +2 VP, last +1 gold
@pytest.mark.parametrize("position, vp, gold", [
    (0, [(2, "T16")], 0),   # balance 0: first
    (1, [], 0),             # balance 1: second of three
    (2, [], 1),             # balance 5: last
])
def test_t16_first_two_vp_last_one_gold(position, vp, gold):
    game = at_last_turn_of_round(3, 4)
    order = list(game.state.turn_order)
    gray = set_scales(game, [dict(BAL_0, destiny="A01"), dict(BAL_1, destiny="A02"), dict(LAST_5, destiny="A03")])
    holder = order[position]
    give(game, holder, "T16")
    events = finish_round(game, gray)
    assert game.state.turn_order == order  # 0, 1, 5
    assert vp_events(events, holder) == vp
    assert game.state.players[holder].resources["gold"] == gold
    assert [e.get("place") for e in triggered(events, "T16", holder)] == (
        ["first"] if position == 0 else ["last"] if position == 2 else [])


# ============================================================ T17: +2 VP per bread production, no bread upkeep
@pytest.mark.parametrize("colour, resource, lighting, value, vp", [
    ("brown", "bread", "shaded", 2, [(2, "T17")]),
    ("brown", "bread", "shaded", 5, [(2, "T17")]),   # per production, not per bread (5: keep 2, greed 3)
    ("yellow", "papyrus", "shaded", 2, []),
    ("white", "limestone", "sunny", 2, []),
])
def test_t17_two_vp_per_bread_production(colour, resource, lighting, value, vp):
    game, seat = prepare()
    give(game, seat, "T17")
    set_lighting(game, "ra", lighting)
    _, events = take_new(game, "ra", colour, value)
    events += act(game, "produce", resource=resource)
    assert res(game, seat)[resource] == min(value, 2)
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T17", seat)) == len(vp)


def test_t17_anubis_bread_production_counts():
    game, seat = prepare()
    give(game, seat, "T17")
    set_resources(game, seat, scribes=2)
    _, events = take_new(game, "ra", "gray", 2, anubis=True)
    events += act(game, "produce", resource="bread")
    assert res(game, seat)["bread"] == 2
    assert vp_events(events, seat) == [(2, "T17")]


@pytest.mark.parametrize("holds", [True, False])
def test_t17_no_bread_upkeep_at_scoring(holds):
    game = at_last_turn_of_round(2, 8)
    order = list(game.state.turn_order)
    gray = set_scales(game, [dict(BAL_0, destiny="A01"), dict(LAST_0, destiny="A02")])
    holder = order[0]
    p = game.state.players[holder]
    p.buildings_built = 4  # building row: buildings 2 and 4 show 1 bread each -> 2 bread owed
    set_resources(game, holder, bread=2)
    if holds:
        give(game, holder, "T17")
    events = finish_round(game, gray)
    while game.decision.kind in ("maat_faith", "bread_upkeep"):
        if game.decision.kind == "bread_upkeep" and current(game) == holder:
            assert not holds
            events += act(game, "pay_bread", bread=0, gold=0)  # keep the bread: 2 x 3 VP lost
        else:
            events += game.apply(game.legal_actions()[0])
    assert game.state.scorings == 1
    bread_vp = [v for v in vp_events(events, holder) if v[1] == "scoring: bread"]
    if holds:
        assert bread_vp == []
        assert [e.get("bread_waived") for e in triggered(events, "T17", holder)] == [2]
        assert not [e for e in events if e["type"] == "bread_paid" and e["player"] == holder]
    else:
        assert bread_vp == [(-6, "scoring: bread")]
    assert game.state.players[holder].resources["bread"] == 2


# ============================================================ T18: +1 VP for taking a pure die
@pytest.mark.parametrize("lighting, anubis, vp", [
    ("sunny", False, [(1, "T18")]),   # white is pure in the sun
    ("shaded", False, []),            # white is tainted in the shade
    ("sunny", True, [(1, "T18")]),    # Anubis: pure where it lay (RULES §10 item 31)
    ("shaded", True, []),
])
def test_t18_one_vp_for_taking_a_pure_die(lighting, anubis, vp):
    game, seat = prepare()
    give(game, seat, "T18")
    set_lighting(game, "ra", lighting)
    if anubis:
        set_resources(game, seat, scribes=2)
    die = put_die(game, "ra", "white", 2)
    events = act(game, "take_die", die=die, anubis=anubis)
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T18", seat)) == len(vp)
    if game.decision.kind == "adjust_die":
        events += act(game, "set_value", value=2)
    events += act(game, "produce", resource="limestone")
    p = game.state.players[seat]
    side = "under" if anubis else ("pure" if lighting == "sunny" else "tainted")
    assert getattr(p, side) == [die]
    assert p.vp == 10 + len(vp)


# ============================================================ T19: tainted die for a god action: 1 scribe, produce first
def tainted_white(game: Game, god: str, value: int) -> int:
    set_lighting(game, god, "shaded")  # white is tainted in the shade
    return put_die(game, god, "white", value)


def test_t19_produce_first_then_the_god_action():
    game, seat = prepare()
    give(game, seat, "T19")
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=1)
    die = tainted_white(game, "osiris", 2)
    take(game, die)
    offer = Action.make("god_action", god="osiris", produce_first=1, card="T19")
    assert offer in game.legal_actions()
    events = game.apply(offer)  # the scribe is the only payment: automatic; 2 limestone produced
    assert game.decision.kind == "osiris_spot"
    assert res(game, seat)["limestone"] == 2 and game.state.players[seat].scribes == 0
    events += act(game, "build", district="papyrus")  # row 2: papyrus +1, 1 papyrus, first-builder gold
    p = game.state.players[seat]
    assert p.resources == {"papyrus": 1, "bread": 0, "limestone": 2, "granite": 0, "gold": 1}
    assert p.greed["limestone"] == 0  # 2 produced, marker 2
    assert p.production["papyrus"] == 3 and p.happiness == 2
    assert p.tainted == [die] and game.state.dice[die].value == 2
    assert len(triggered(events, "T19", seat)) == 1
    kinds = [e["type"] for e in events]
    assert kinds.index("tech_triggered") < kinds.index("produced") < kinds.index("god_action")
    assert [e["source"] for e in events if e["type"] == "produced"] == ["die"]


def test_t19_production_is_subject_to_greed():
    game, seat = prepare()
    give(game, seat, "T19")
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=1)
    die = tainted_white(game, "osiris", 4)
    take(game, die)
    events = act(game, "god_action", god="osiris", produce_first=1, card="T19")
    events += act(game, "build", district="papyrus")  # row 4: papyrus and bread +1; papyrus or bread; 1 gold
    events += act(game, "gain_resource", resource="bread")
    p = game.state.players[seat]
    # 4 limestone produced, marker 2: keep 2, 2 greed on the tainted side (RULES §10 item 30)
    assert p.resources == {"papyrus": 0, "bread": 1, "limestone": 2, "granite": 0, "gold": 1}
    assert p.greed["limestone"] == 2
    assert p.production == {"papyrus": 3, "bread": 3, "limestone": 2, "granite": 2}


@pytest.mark.parametrize("case", ["pure", "gray", "no_scribe"])
def test_t19_not_offered(case):
    game, seat = prepare()
    give(game, seat, "T19")
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=0 if case == "no_scribe" else (3 if case == "anubis" else 1))
    if case == "pure":
        set_lighting(game, "osiris", "sunny")  # white is pure in the sun
        die = put_die(game, "osiris", "white", 2)
    elif case == "gray":
        die = put_die(game, "osiris", "gray", 2)  # tainted, but gray produces nothing
    else:
        die = tainted_white(game, "osiris", 2)
    take(game, die, anubis=(case == "anubis"))
    assert game.decision.kind == "choose_action"
    assert Action.make("god_action", god="osiris") in game.legal_actions()
    assert [a for a in game.legal_actions() if a.get("produce_first")] == []
    assert_illegal(game, Action.make("god_action", god="osiris", produce_first=1, card="T19"))


def test_t19_with_anubis_counts_the_state_where_the_die_lay():
    """As for T18 (RULES §10 item 31): an Anubis die that was tainted where it lay may use T19,
    for the god action it is used for (any god with Anubis)."""
    game, seat = prepare()
    give(game, seat, "T19")
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=3)  # 2 for Anubis, 1 for T19
    die = tainted_white(game, "osiris", 2)
    take(game, die, anubis=True)
    offered = sorted(a["god"] for a in game.legal_actions() if a.get("produce_first"))
    assert "bastet" not in offered  # Bastet costs 2 papyrus the player does not have
    assert "osiris" in offered and "horus" not in offered  # no granite for a statue


def test_t19_declined_is_as_without_the_card():
    game, seat = prepare()
    people(game, seat, 3, 5)
    set_resources(game, seat, scribes=1)
    die = tainted_white(game, "osiris", 2)
    holder, plain = with_and_without(game, seat, "T19")
    events = []
    for g in (holder, plain):
        take(g, die)
        events += g.apply(Action.make("god_action", god="osiris"))  # the plain god action
        events += act(g, "build", district="papyrus")
    assert triggered(events, "T19") == []
    assert holder.state.players[seat].scribes == 1
    assert snapshot(holder, seat, drop=("T19",)) == snapshot(plain)


def test_t19_production_with_t13_offers_only_values_that_leave_the_god_action_possible():
    """T19 produces first; T13 turns the die itself, and Horus follows with the new value. With
    every people's statue spot taken and the statue spots of the god of a 1 full, a 1 would
    leave the Horus action impossible (a dead end the computer players ran into): T13 offers
    2, 4 and 5, not 1."""
    game, seat = prepare()
    give(game, seat, "T13", "T19")
    set_resources(game, seat, scribes=1, granite=1)   # the first statue costs 1 granite
    board = game.state.board
    other = 1 - seat
    board.people_statues = {spot: other for spot in free_people_spots(game)}
    god_of_1 = god_for_value(game, 1)
    board.god_statues[god_of_1] = [other] * game.board.horus.usable_statue_spots[2]
    set_lighting(game, "horus", "shaded")   # black is tainted in the shade
    die = put_die(game, "horus", "black", 3)
    take(game, die)
    act(game, "god_action", god="horus", produce_first=1, card="T19")
    assert game.decision.kind == "production_cards"
    assert sorted(a["value"] for a in actions_of(game, "adjust_production")) == [2, 4, 5]
    act(game, "adjust_production", card="T13", value=2)   # nothing more to play: produced at once
    assert game.decision.kind == "horus_target"
    assert res(game, seat)["granite"] == 1 + 2 + 1     # marker 2, and T13's extra one
    assert {a["god"] for a in game.legal_actions()} == {god_for_value(game, 2)}

# ============================================================ T20: +1 papyrus before Thoth
def test_t20_thoth_value_3_with_one_papyrus():
    game, seat = prepare()
    set_resources(game, seat, papyrus=1)  # Thoth 3-4 costs 2 papyrus
    holder, plain = with_and_without(game, seat, "T20")
    take_new(plain, "thoth", "gray", 3)
    assert_illegal(plain, Action.make("god_action", god="thoth"))
    _, events = take_new(holder, "thoth", "gray", 3)
    events += act(holder, "god_action", god="thoth")
    hand = list(holder.state.board.market[0][:2])
    events += act(holder, "take_cards", section=1, slots=(0, 1))
    p = holder.state.players[seat]
    assert p.resources["papyrus"] == 0  # 1 + 1 - 2
    assert p.blessings == hand
    assert [(e["item"], e["amount"]) for e in events if e["type"] == "gain" and e["reason"] == "T20"] == [("papyrus", 1)]
    assert vp_events(events, seat) == []
    assert len(triggered(events, "T20", seat)) == 1


def test_t20_free_thoth_keeps_the_papyrus():
    game, seat = prepare()
    give(game, seat, "T20")
    _, events = take_new(game, "thoth", "gray", 2)
    events += act(game, "god_action", god="thoth")
    events += act(game, "take_cards", section=1, slots=(0,))
    assert res(game, seat)["papyrus"] == 1


# ============================================================ T21: +1 bread before Hathor
def test_t21_hathor_with_one_bread_short():
    game, seat = prepare()
    set_resources(game, seat, bread=2)  # 2 players: the cheapest spots cost 3 bread
    holder, plain = with_and_without(game, seat, "T21")
    take_new(plain, "hathor", "gray", 2)
    assert_illegal(plain, Action.make("god_action", god="hathor"))
    _, events = take_new(holder, "hathor", "gray", 2)
    events += act(holder, "god_action", god="hathor")
    # 2 + 1 = 3 bread: the 3-bread spots, not RS2 / CS2 (4 bread)
    assert sorted(a["spot"] for a in actions_of(holder, "build")) == ["CS1", "CS3", "RS1", "RS3"]
    events += act(holder, "build", spot="RS1")
    p = holder.state.players[seat]
    # 2 + 1 - 3 = 0, then row 1 empty spaces: 1 limestone, 1 papyrus, 1 bread, 1 papyrus, 1 limestone
    assert p.resources == {"papyrus": 2, "bread": 1, "limestone": 2, "granite": 0, "gold": 0}
    assert p.population == 7  # 5 + 2
    assert vp_events(events, seat) == []
    assert len(triggered(events, "T21", seat)) == 1


# ============================================================ T22: limestone and granite interchangeable, +1 VP once per turn
def test_t22_limestone_pays_a_statue():
    game, seat = prepare()
    set_resources(game, seat, limestone=1)  # the 1st statue costs 1 granite
    holder, plain = with_and_without(game, seat, "T22")
    take_new(plain, "horus", "gray", 2)
    assert_illegal(plain, Action.make("god_action", god="horus"))
    _, events = take_new(holder, "horus", "gray", 2)
    events += act(holder, "god_action", god="horus")
    events += act(holder, "statue", god="ra")
    assert res(holder, seat)["limestone"] == 0 and holder.state.players[seat].statues_built == 1
    assert vp_events(events, seat) == [(1, "T22")]
    assert len(triggered(events, "T22", seat)) == 1


def test_t22_granite_pays_a_pillar():
    game, seat = prepare()
    give(game, seat, "T22")
    set_display(game, "P23", "P24", "P22")  # P22: 2 limestone
    set_resources(game, seat, granite=2)
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    assert res(game, seat)["granite"] == 0
    assert sorted(vp_events(events, seat)) == sorted([(1, "T22"), (3, "Ra: display position")])


def test_t22_vp_once_per_turn():
    # Ra with P12 (3 limestone) paid with 3 granite, then P12's Horus action (1 granite) paid with limestone
    game, seat = prepare()
    give(game, seat, "T22")
    set_display(game, "P23", "P24", "P12")
    set_lighting(game, "ra", "shaded")  # P12 is shaded: its ability resolves
    set_resources(game, seat, granite=3, limestone=1)
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.decision.kind == "pay"
    events += act(game, "pay", granite=3)
    assert game.decision.kind == "ability_value"  # a Horus action as with a 1, 2 or 3
    events += act(game, "ability_value", value=2)
    events += act(game, "statue", god="ra")
    # no granite left: the limestone (T22) or the gold just gained from the covered space (2,2)
    assert sorted(sorted(a.args) for a in game.legal_actions()) == [[("gold", 1)], [("limestone", 1)]]
    events += act(game, "pay", limestone=1)
    p = game.state.players[seat]
    assert (p.resources["granite"], p.resources["limestone"], p.resources["gold"]) == (0, 0, 1)
    assert p.statues_built == 1 and game.state.board.god_statues["ra"] == [seat]
    assert sorted(vp_events(events, seat)) == sorted([(1, "T22"), (3, "Ra: display position")])
    assert len(triggered(events, "T22", seat)) >= 1


def test_t22_declined_paying_in_kind_is_as_without_the_card():
    game, seat = prepare()
    set_resources(game, seat, granite=1, limestone=1)
    holder, plain = with_and_without(game, seat, "T22")
    events = []
    for g in (holder, plain):
        take_new(g, "horus", "gray", 2)
        events += act(g, "god_action", god="horus")
        events += act(g, "statue", god="ra")
        if g is holder:
            assert sorted(sorted(a.args) for a in g.legal_actions()) == [[("granite", 1)], [("limestone", 1)]]
            events += act(g, "pay", granite=1)
    assert triggered(events, "T22") == []
    assert snapshot(holder, seat, drop=("T22",)) == snapshot(plain)


# ============================================================ T23: +3 VP per Anubis action
@pytest.mark.parametrize("how, vp", [("scribes", [(3, "T23")]), ("B23", [(3, "T23")]), ("normal", [])])
def test_t23_three_vp_per_anubis_action(how, vp):
    game, seat = prepare()
    give(game, seat, "T23")
    die = put_die(game, "ra", "gray", 2)
    if how == "scribes":
        set_resources(game, seat, scribes=2)
        events = act(game, "take_die", die=die, anubis=True)
    elif how == "B23":
        give(game, seat, "B23")
        events = act(game, "take_die", die=die, anubis=True, blessing="B23")
    else:
        events = act(game, "take_die", die=die, anubis=False)
    if game.decision.kind == "adjust_die":
        events += act(game, "set_value", value=2)
    events += act(game, "produce" if how != "normal" else "no_action",
                  **({"resource": "granite"} if how != "normal" else {}))
    assert vp_events(events, seat) == vp
    assert len(triggered(events, "T23", seat)) == len(vp)
    p = game.state.players[seat]
    assert (p.under if how != "normal" else p.tainted) == [die]


# ============================================================ T24: +1 gold per blessing played
def test_t24_one_gold_per_blessing_played():
    game, seat = prepare()
    give(game, seat, "T24", "B07", "B01")
    set_lighting(game, "ra", "shaded")
    die = put_die(game, "ra", "yellow", 2)
    events = act(game, "play_blessing", card="B07", gain="population")  # any time in the turn
    assert res(game, seat)["gold"] == 1 and game.state.players[seat].population == 8  # 5 + 3
    events += take(game, die)
    events += act(game, "produce", resource="papyrus")
    assert game.decision.kind == "production_cards"
    events += act(game, "play_blessing", card="B01")  # 4 limestone when producing
    p = game.state.players[seat]
    assert p.resources == {"papyrus": 2, "bread": 0, "limestone": 4, "granite": 0, "gold": 2}
    assert [e["card"] for e in events if e["type"] == "card_played"] == ["B07", "B01"]
    assert [e.get("blessing") for e in triggered(events, "T24", seat)] == ["B07", "B01"]
    assert [(e["amount"], e["reason"]) for e in events if e["type"] == "gain" and e["item"] == "gold"] == [
        (1, "T24"), (1, "T24")]


# ============================================================ payments with gold, T10 and T22 together
PAIRS = [  # the 2nd statue costs 2 granite; holdings 1 granite, 1 limestone, 1 gold, 1 scribe
    ({"granite": 1, "gold": 1}, []),
    ({"granite": 1, "scribe": 1}, [(1, "T10")]),
    ({"granite": 1, "limestone": 1}, [(1, "T22")]),
    ({"gold": 1, "scribe": 1}, [(1, "T10")]),
    ({"gold": 1, "limestone": 1}, [(1, "T22")]),
    ({"scribe": 1, "limestone": 1}, [(1, "T10"), (1, "T22")]),
]


@pytest.mark.parametrize("payment, vp", PAIRS)
def test_pay_options_with_gold_t10_t22_are_exactly_the_distinct_affordable_payments(payment, vp):
    game, seat = prepare()
    give(game, seat, "T10", "T22")
    game.state.players[seat].statues_built = 1
    set_resources(game, seat, granite=1, limestone=1, gold=1, scribes=1)
    _, events = take_new(game, "horus", "gray", 2)
    events += act(game, "god_action", god="horus")
    events += act(game, "statue", god="ra")
    assert game.decision.kind == "pay"
    offered = sorted(sorted(a.args) for a in game.legal_actions())
    assert offered == sorted(sorted(p.items()) for p, _ in PAIRS)
    assert len(offered) == len(set(map(tuple, offered)))  # distinct
    for overdraft in ({"granite": 2}, {"gold": 2}, {"scribe": 2}, {"limestone": 2}):
        assert_illegal(game, Action.make("pay", **overdraft))
    assert_illegal(game, Action.make("pay", granite=1))  # too little
    assert_illegal(game, Action.make("pay", granite=1, gold=1, scribe=1))  # too much
    events += act(game, "pay", **payment)
    p = game.state.players[seat]
    left = {"granite": 1, "limestone": 1, "gold": 1, "scribe": 1}
    for key, n in payment.items():
        left[key] -= n
    assert (p.resources["granite"], p.resources["limestone"], p.resources["gold"], p.scribes) == (
        left["granite"], left["limestone"], left["gold"], left["scribe"])
    assert p.statues_built == 2
    assert sorted(vp_events(events, seat)) == sorted(vp)


def test_pay_options_scribe_cost_with_t10_t22_never_limestone_or_granite():
    game, seat = prepare()
    give(game, seat, "T10", "T22")
    set_resources(game, seat, scribes=1, gold=2, limestone=2, granite=2)
    die = put_die(game, "ra", "gray", 2)
    act(game, "take_die", die=die, anubis=True)
    assert game.decision.kind == "pay"  # Anubis: 2 scribes
    assert sorted(sorted(a.args) for a in game.legal_actions()) == [
        [("gold", 1), ("scribe", 1)], [("gold", 2)]]
    assert_illegal(game, Action.make("pay", scribe=2))
    assert_illegal(game, Action.make("pay", scribe=1, limestone=1))
    assert_illegal(game, Action.make("pay", gold=3))


def test_pay_options_with_gold_only():
    game, seat = prepare()
    game.state.players[seat].statues_built = 1
    set_resources(game, seat, granite=1, limestone=1, gold=1, scribes=1)
    _, events = take_new(game, "horus", "gray", 2)
    events += act(game, "god_action", god="horus")
    events += act(game, "statue", god="ra")  # 1 granite + 1 gold is the only way: automatic
    p = game.state.players[seat]
    assert (p.resources["granite"], p.resources["limestone"], p.resources["gold"], p.scribes) == (0, 1, 0, 1)
    assert vp_events(events, seat) == []


# ============================================================ more sources and timings
def test_t01_also_for_the_osiris_action_of_pillar_p15():
    game, seat = prepare()
    give(game, seat, "T01")
    people(game, seat, 3, 5)
    set_display(game, "P23", "P24", "P15")  # value 2 -> right slot; P15: 3 limestone, shaded
    set_lighting(game, "ra", "shaded")
    set_resources(game, seat, limestone=3)
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    assert game.decision.kind == "osiris_spot"  # an Osiris action as with a 3 (row 3)
    events += act(game, "build", district="papyrus")
    events += act(game, "gain_resource", resource="papyrus")
    assert game.state.board.osiris[2][0] == seat
    assert game.state.players[seat].happiness == 2  # 3 - 1
    assert sorted(vp_events(events, seat)) == sorted([(3, "Ra: display position"), (2, "T01")])
    assert len(triggered(events, "T01", seat)) == 1


def test_t02_taken_by_the_thoth_ability_of_a_ra_action_acts_from_the_next_action():
    # a technology gained during a god action acts from the next action on (docs/rules-decisions, brief)
    game, seat = prepare()
    put_in_market(game, 1, 2, "T02")
    set_display(game, "P23", "P24", "P10")
    set_lighting(game, "ra", "dark")  # P10 is dark: a Thoth action as with a 1
    set_resources(game, seat, limestone=3)
    _, events = take_new(game, "ra", "gray", 2)
    events += act(game, "god_action", god="ra")
    events += act(game, "place_pillar", row=2, col=2, rotation=0)
    events += act(game, "take_cards", section=1, slots=(2,))
    assert game.state.players[seat].technologies == ["T02"]
    assert vp_events(events, seat) == [(3, "Ra: display position")]
    assert triggered(events, "T02") == []


def test_t16_also_after_the_fourth_maat_phase():
    game = at_last_turn_of_round(3, 16)
    order = list(game.state.turn_order)
    gray = set_scales(game, [dict(BAL_0, destiny="A01"), dict(BAL_1, destiny="A02"), dict(LAST_5, destiny="A03")])
    give(game, order[0], "T16")
    events = finish_round(game, gray)
    assert game.state.maat_phases == 4
    assert game.state.turn_order == order
    assert [v for v in vp_events(events, order[0]) if v[1] == "T16"] == [(2, "T16")]


def test_t16_not_in_a_two_player_game():
    game = first_turn(2, 0)
    board = game.state.board
    cards = [c for pile in list(board.decks.values()) + list(board.discards.values()) for c in pile]
    cards += [c for section in board.market for c in section if c]
    for p in game.state.players:
        cards += p.technologies
    assert "T16" not in cards
    assert len([c for c in cards if c.startswith("T")]) == 23  # T01-T24 without T16


@pytest.mark.parametrize("card, value, vp", [
    ("T17", 2, [(2, "T17"), (2, "T17")]),   # two bread productions: 2 x 2 VP
    ("T12", 4, [(2, "T12"), (2, "T12")]),   # each production of 4 (marker 2) has 2 greed
])
def test_b21_double_production_applies_t12_t17_to_each(card, value, vp):
    game, seat = prepare()
    give(game, seat, card, "B21")
    set_lighting(game, "ra", "shaded")  # brown is pure in the shade
    _, events = take_new(game, "ra", "brown", value)
    events += act(game, "produce", resource="bread")
    events += act(game, "play_blessing", card="B21")
    p = game.state.players[seat]
    assert p.resources["bread"] == 2 * min(value, 2)
    assert p.greed["bread"] == 2 * max(0, value - 2)
    assert vp_events(events, seat) == vp
    assert len(triggered(events, card, seat)) == 2


def test_t10_scribes_may_pay_bread_upkeep_as_gold():
    # T10 "any time: gold and scribes are interchangeable when you spend them"; gold may be paid as bread
    # at the upkeep (RULES §5.5 step 7): like a statue's granite, the bread may be paid with scribes.
    game = at_last_turn_of_round(2, 8)
    order = list(game.state.turn_order)
    gray = set_scales(game, [dict(BAL_0, destiny="A01"), dict(LAST_0, destiny="A02")])
    holder = order[0]
    game.state.players[holder].buildings_built = 4  # buildings 2 and 4 show 1 bread each: 2 bread owed
    set_resources(game, holder, scribes=2)  # no bread, no gold
    give(game, holder, "T10")
    events = finish_round(game, gray)
    ways = []
    while game.decision.kind in ("maat_faith", "bread_upkeep"):
        if game.decision.kind == "bread_upkeep" and current(game) == holder:
            for action in game.legal_actions():
                trial = game.clone()
                trial_events = trial.apply(action)
                if (trial.state.players[holder].scribes == 0
                        and not [v for v in vp_events(trial_events, holder) if v[1] == "scoring: bread"]):
                    ways.append(action)
        events += game.apply(game.legal_actions()[0])
    assert game.state.scorings == 1
    assert ways, "no way offered to pay the 2 bread with 2 scribes (T10: scribes as gold, gold as bread)"
