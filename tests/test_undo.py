"""Undo/redo within a turn, never past a reveal of hidden or random information."""
from __future__ import annotations

import pytest
from helpers import clear_wheel, first_turn, put_die, refresh, set_lighting

from game.tekhenu.rules import Action, Game, GameConfig
from game.undo import UndoableGame


def _turn_with_choices() -> UndoableGame:
    """First turn of a 2-player game: a white die in the sunny Bastet section, papyrus to pay,
    scribes to change the value — several decisions without anything random."""
    game = first_turn(2, seed=4)
    clear_wheel(game)
    set_lighting(game, "bastet", "sunny")
    put_die(game, "bastet", "white", 3)
    put_die(game, "horus", "gray", 2)
    seat = game.decision.player
    p = game.state.players[seat]
    p.blessings, p.technologies = [], []
    p.resources.update(papyrus=2, gold=1)
    p.scribes = 2
    refresh(game)
    return UndoableGame(game)


def _die(undoable: UndoableGame, god: str) -> int:
    game = undoable.game
    return game.state.board.sections[game.board.gods.index(god)][0]


def test_undo_steps_back_within_the_turn_and_redo_replays() -> None:
    session = _turn_with_choices()
    start = session.game.to_json()
    assert not session.can_undo and session.why_not
    session.apply(Action.make("take_die", die=_die(session, "bastet"), anubis=False))
    after_take = session.game.to_json()
    session.apply(Action.make("set_value", value=5, scribes=1))
    assert session.can_undo and session.why_not == ""
    session.undo()
    assert session.game.to_json() == after_take
    session.undo()
    assert session.game.to_json() == start
    assert not session.can_undo and session.can_redo
    session.redo()
    assert session.game.to_json() == after_take
    session.redo()
    assert session.game.state.turn.value == 5 and not session.can_redo


def test_a_new_action_clears_redo() -> None:
    session = _turn_with_choices()
    session.apply(Action.make("take_die", die=_die(session, "bastet"), anubis=False))
    session.apply(Action.make("set_value", value=5, scribes=1))
    session.undo()
    assert session.can_redo
    session.apply(Action.make("set_value", value=4, scribes=1))
    assert not session.can_redo


def test_undo_stops_at_the_end_of_the_turn() -> None:
    session = _turn_with_choices()
    seat = session.game.decision.player
    session.apply(Action.make("take_die", die=_die(session, "bastet"), anubis=False))
    session.apply(Action.make("set_value", value=3, scribes=0))
    session.apply(Action.make("god_action", god="bastet"))
    while session.game.decision.player == seat:  # paying, confirming the end, then the turn passes
        session.apply(session.game.legal_actions()[0])
    assert not session.can_undo
    assert session.why_not in ("the turn has passed", "something new was revealed")
    with pytest.raises(ValueError, match="cannot undo"):
        session.undo()


def test_the_last_action_of_a_turn_stays_undoable_until_the_end_is_confirmed() -> None:
    """The confirmation (end_turn) is the boundary, not the action before it: with turn_end
    pending, the turn's last action can still be undone and redone."""
    session = _turn_with_choices()
    seat = session.game.decision.player
    session.apply(Action.make("take_die", die=_die(session, "bastet"), anubis=False))
    session.apply(Action.make("set_value", value=3, scribes=0))
    session.apply(Action.make("god_action", god="bastet"))
    assert session.game.decision.kind == "pay"  # 2 papyrus, or 1 papyrus and 1 gold
    before_pay = session.game.to_json()
    session.apply(Action.make("pay", papyrus=2))  # the last action of the turn
    after_pay = session.game.to_json()
    assert (session.game.decision.kind, session.game.decision.player) == ("turn_end", seat)
    assert session.game.legal_actions() == [Action.make("end_turn")]
    assert session.can_undo and session.why_not == ""
    session.undo()
    assert session.game.to_json() == before_pay
    assert session.game.decision.kind == "pay" and session.can_redo
    session.redo()
    assert session.game.to_json() == after_pay
    # confirming the end of the turn closes undo
    events = session.apply(Action.make("end_turn"))
    assert [e["type"] for e in events if e["type"] in ("turn_ended", "turn_started")] == ["turn_ended", "turn_started"]
    assert session.game.decision.player != seat
    assert not session.can_undo and session.why_not == "the turn has passed"
    with pytest.raises(ValueError, match="cannot undo"):
        session.undo()


def test_undo_never_goes_past_a_card_draw() -> None:
    """A Thoth refresh draws new cards into the market: undo cannot go back past it."""
    game = first_turn(2, seed=6)
    clear_wheel(game)
    set_lighting(game, "thoth", "shaded")
    die = put_die(game, "thoth", "yellow", 3)  # 2 papyrus, 2 cards
    put_die(game, "horus", "gray", 2)
    seat = game.decision.player
    p = game.state.players[seat]
    p.blessings, p.technologies, p.scribes, p.happiness = [], [], 0, 6
    p.resources.update(papyrus=3, gold=0)
    refresh(game)
    session = UndoableGame(game)
    session.apply(Action.make("take_die", die=die, anubis=False))
    session.apply(Action.make("god_action", god="thoth"))
    assert session.can_undo
    session.apply(Action.make("refresh", section=1))  # new cards are drawn and seen
    assert not session.can_undo and session.why_not == "something new was revealed"


def test_solo_undo_stays_within_the_human_turn() -> None:
    game = Game.new(GameConfig(players=1, solo=True, difficulty="easy", seed=3))
    session = UndoableGame(game)
    while session.game.decision.kind != "take_die":
        session.apply(session.game.legal_actions()[0])
    turn = session.game.state.round
    seat = session.game.decision.player
    while session.game.state.round == turn and session.game.decision.player == seat:
        session.apply(session.game.legal_actions()[0])
    # Botankhamun has played (a deben flip or a die choice revealed): nothing of his is undoable
    assert not session.can_undo


BOUNDARIES = {"decrees_revealed": "something new was revealed", "turn_ended": None,
              "wheel_rotated": None, "maat_started": None}


@pytest.mark.parametrize("config", [GameConfig(players=2, seed=9), GameConfig(players=3, seed=10),
                                    GameConfig(players=1, solo=True, difficulty="hard", seed=11)],
                         ids=["2p-seed-9", "3p", "solo"])
def test_undo_is_never_open_after_a_reveal_or_the_end_of_a_turn(config) -> None:
    """The two gaps found by a tester: the action that ends the last Maat phase turns every
    decree up (seat 1 saw seat 0's decree, undid, chose again), and undo spanned the end of a
    turn, the wheel's rotation and the start of a Maat phase."""
    import random

    session = UndoableGame(Game.new(config))
    chooser = random.Random(config.seed)
    seen = set()
    while not session.game.is_over:
        events = session.apply(chooser.choice(session.game.legal_actions()))
        kinds = {e["type"] for e in events} & set(BOUNDARIES)
        if kinds:
            seen |= kinds
            assert not session.can_undo, kinds
            if "decrees_revealed" in kinds:
                assert session.why_not == BOUNDARIES["decrees_revealed"]
    assert seen == set(BOUNDARIES)
