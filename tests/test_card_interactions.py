"""Regression tests for rules interactions found in review: card combinations that once
dead-ended or resolved in the wrong order."""
from __future__ import annotations

from helpers import act, assert_only_end_turn, clear_wheel, end_turn, first_turn, put_die, refresh, set_lighting

from game.tekhenu.rules import Action, wheel


def _tainted_colour(game, god: str) -> str:
    light = wheel.lighting(game, game.board.gods.index(god))
    return next(c for c in ("white", "brown", "black", "yellow") if game.board.die_state[c][light] == "tainted")


def _player(game, **resources):
    seat = game.decision.player
    p = game.state.players[seat]
    p.blessings, p.technologies, p.scribes, p.faith = [], [], 0, 0
    p.resources = {"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0, "gold": 0} | resources
    refresh(game)
    return seat, p


def _spare_dice(game, *gods: str) -> None:
    for god in gods:
        put_die(game, god, "gray", 3)


def test_t19_with_t10_and_t14_never_offers_a_value_the_gold_no_longer_pays() -> None:
    """T19's scribe paid with gold (T10) before Thoth: the value offered afterwards (T14)
    must still be payable; 5 would need 3 papyrus with only 2 left."""
    game = first_turn(2, seed=1)
    clear_wheel(game)
    game.state.board.wheel_offset = 5
    die = put_die(game, "thoth", _tainted_colour(game, "thoth"), 5)
    _spare_dice(game, "horus", "ra")
    seat, p = _player(game, papyrus=2, gold=1)
    p.technologies, p.happiness = ["T14", "T10", "T19"], 5
    refresh(game)
    act(game, "take_die", die=die, anubis=False)
    while game.decision.kind == "adjust_die":
        act(game, "set_value", value=5, scribes=0)
    act(game, "god_action", god="thoth", produce_first=1, card="T19")
    while game.decision.kind != "god_value":
        game.apply(game.legal_actions()[0])
    offered = sorted(a["value"] for a in game.legal_actions())
    # the gold paid the scribe: papyrus 2 pays Thoth 3-4 (2 papyrus); 5-6 would need 3
    assert offered == [3, 4]


def test_b17_taken_during_the_action_is_not_offered_after_it() -> None:
    """B17-B20 are declared when taking the die: a B17 taken by this Thoth action cannot add
    an extra action at the end of the turn."""
    game = first_turn(2, seed=1)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 1)  # yellow is pure in the shade: value 1 = 1 card, free
    _spare_dice(game, "horus", "ra")
    seat, p = _player(game)
    p.happiness, p.scribes = 5, 2
    board = game.state.board
    board.market[0] = ["B17", board.market[0][1], board.market[0][2]]
    refresh(game)
    act(game, "take_die", die=die, anubis=False)
    while game.decision.kind == "adjust_die":
        act(game, "set_value", value=1, scribes=0)
    act(game, "god_action", god="thoth")
    act(game, "take_cards", section=1, slots=(0,))
    assert "B17" in p.blessings
    # the end of the turn does not offer B17 (it was not held when the die was taken)
    assert_only_end_turn(game, seat)
    end_turn(game)
    assert game.decision.player != seat and game.state.turn.player != seat


def test_pillar_ability_resolves_before_the_pillar_is_owned() -> None:
    """RULES §6.2: the ability (step 5) comes before ownership (step 6): a people statue at the
    temple built by P12 does not count the pillar being raised."""
    game = first_turn(2, seed=1)
    clear_wheel(game)
    die = put_die(game, "ra", "gray", 5)  # gray is tainted everywhere
    _spare_dice(game, "horus", "thoth")
    seat, p = _player(game, limestone=3, granite=1)
    p.technologies = ["T09"]  # the ability resolves whatever the light
    game.state.board.ra_display[0] = "P12"
    refresh(game)
    act(game, "take_die", die=die, anubis=False)
    act(game, "god_action", god="ra")
    act(game, "place_pillar", row=2, col=0, rotation=0)  # row 2: in line with the TS_ROW statue spot
    while game.decision.kind != "horus_target":
        game.apply(game.legal_actions()[0])
    events = act(game, "statue", spot="TS_ROW")
    assert [e for e in events if e["type"] == "vp" and e["reason"] == "people statue at the temple"] == []
    assert game.state.board.temple[2 * 5 + 0].owner == seat  # owned once the action is over
    assert p.pillars_built == 1


def test_three_players_second_statue_for_the_same_god_gives_no_second_build_bonus() -> None:
    game = first_turn(3, seed=2)
    seat, p = _player(game, granite=5)
    god = game.catalog.horus_tiles[game.state.board.horus_tiles[0]].god  # the god at Horus value 1
    game.state.board.god_statues[god] = [seat]
    p.statues_built = 1
    clear_wheel(game)
    die = put_die(game, "horus", "gray", 1)
    _spare_dice(game, "ra", "thoth")
    act(game, "take_die", die=die, anubis=False)
    act(game, "god_action", god="horus")
    events = act(game, "statue", god=god)
    assert [e for e in events if e["type"] == "horus_bonus"] == []


def test_t18_counts_a_die_that_b11_makes_pure() -> None:
    game = first_turn(2, seed=1)
    clear_wheel(game)
    set_lighting(game, "bastet", "sunny")
    die = put_die(game, "bastet", "black", 3)  # black is forbidden in the sun, white would be pure
    _spare_dice(game, "horus", "ra")
    seat, p = _player(game)
    p.blessings, p.technologies = ["B11"], ["T18"]
    refresh(game)
    act(game, "take_die", die=die, anubis=False, blessing="B11")
    events = act(game, "recolour", colour="white", change=0)
    assert [(e["amount"], e["reason"]) for e in events if e["type"] == "vp"] == [(1, "T18")]
    assert die in p.pure


def test_t18_pays_once_for_a_die_made_tainted_then_pure_again_by_b11_and_b12() -> None:
    """One die is taken per turn: taken pure (T18: 1 VP), B11 makes it tainted, B12 pure again,
    and T18 does not pay a second time."""
    game = first_turn(2, seed=1)
    clear_wheel(game)
    set_lighting(game, "hathor", "shaded")
    die = put_die(game, "hathor", "yellow", 3)  # in the shade: yellow pure, white tainted, brown pure
    _spare_dice(game, "horus", "ra")
    seat, p = _player(game)
    p.blessings, p.technologies = ["B11", "B12"], ["T18"]
    refresh(game)
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "play_blessing", card="B11")
    events += act(game, "recolour", colour="white", change=0)
    events += act(game, "play_blessing", card="B12")
    events += act(game, "recolour", colour="brown", change=0)
    assert [(e["amount"], e["reason"]) for e in events if e["type"] == "vp"] == [(1, "T18")]
    act(game, "produce", resource="bread")  # brown: bread
    assert die in p.pure and p.resources["bread"] == 2  # 3 produced, the marker on 2 keeps 2


def test_t11_counts_one_production_action_even_when_b21_doubles_it() -> None:
    game = first_turn(2, seed=1)
    clear_wheel(game)
    die = put_die(game, "osiris", "gray", 1)
    _spare_dice(game, "horus", "ra")
    seat, p = _player(game)
    p.blessings, p.technologies, p.scribes = ["B21"], ["T11"], 2
    refresh(game)
    act(game, "take_die", die=die, anubis=True)
    while game.decision.kind == "adjust_die":
        act(game, "set_value", value=1, scribes=0)
    while game.decision.kind == "pay":
        game.apply(game.legal_actions()[0])
    act(game, "produce", resource="bread")
    events = act(game, "play_blessing", card="B21")  # then producing is the only option: done at once
    assert [(e["amount"], e["reason"]) for e in events if e["type"] == "vp"] == [(2, "T11")]
    assert p.resources["bread"] == 2  # 1 + 1


def test_actions_are_immutable_tuples_with_names() -> None:
    action = Action.make("take_die", die=3, anubis=False)
    assert action.kind == "take_die" and action["die"] == 3 and action.get("missing") is None
    assert action == Action.from_dict(action.to_dict()) and hash(action) == hash(Action.from_dict(action.to_dict()))
