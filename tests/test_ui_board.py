"""The board scene's flow: narrowing a choice by clicks, going back, Ra's rotation preview,
undo/redo buttons, the pass-the-device screen and the decision panel."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random

import pygame
import pytest

from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import Action, GameConfig
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.widgets.decision_panel import MAX_BUTTONS, group_by_argument
from game.ui.app import App
from game.ui.scenes.pass_device import PassDeviceScene

SEATS = [Seat("Ana", "blue"), Seat("Bo", "orange"), Seat("Cy", "green")]


@pytest.fixture
def app():
    application = App((1366, 768))
    yield application
    application.close()


def board_at(app, session, until=None):
    board = BoardScene(session, Settings(confirm_end_turn=False), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    return board


def advance(session, seed, predicate, limit=3000):
    chooser = random.Random(seed)
    for _ in range(limit):
        if predicate(session.game):
            return
        session.apply(chooser.choice(session.game.legal_actions()))
    raise AssertionError("situation not reached")


def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()


def confirm_pass(app):
    top = app.stack.top
    assert isinstance(top, PassDeviceScene)
    click(app, top.button.rect.center)


def test_a_shared_screen_hides_the_board_until_the_next_player_says_who_they_are(app):
    session = Session.new(GameConfig(players=2, seed=4), SEATS[:2], autosave=False)
    board = board_at(app, session)
    assert isinstance(app.stack.top, PassDeviceScene)
    assert board.viewer() == -1 and board.ctx.legal == []
    assert isinstance(board.ctx.view["players"][0]["decrees"], int)   # nobody's decrees shown
    confirm_pass(app)
    seat = session.game.decision.player
    assert board.viewer() == seat and board.ctx.legal
    assert isinstance(board.ctx.view["players"][seat]["decrees"], list)


def test_a_solo_game_needs_no_pass_screen_and_shows_the_human_view(app):
    seats = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
    session = Session.new(GameConfig(players=1, solo=True, seed=4), seats, autosave=False)
    board = board_at(app, session)
    app.step()
    assert app.stack.top is board
    assert board.viewer() == 0 and board.ctx.legal == session.game.legal_actions()


def test_ra_space_click_narrows_to_its_rotations_r_turns_the_preview_and_esc_goes_back(app):
    session = Session.new(GameConfig(players=3, seed=8), SEATS, autosave=False)
    advance(session, 8, lambda g: g.decision is not None and g.decision.kind == "ra_place"
            and len({a.get("rotation") for a in g.legal_actions()}) > 1)
    board = board_at(app, session)
    confirm_pass(app)
    space = next(t for t in board._targets if t.actions[0].kind == "place_pillar" and len(t.actions) > 1)
    click(app, space.rect.center)
    rotations = board.ctx.candidates
    assert set(rotations) == set(space.actions)
    first = board.ctx.preview
    assert first in rotations
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0))
    app.step()
    assert board.ctx.preview in rotations and board.ctx.preview != first
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert board.ctx.candidates == board.ctx.legal and board.ctx.preview is None
    click(app, space.rect.center)
    preview = board.ctx.preview
    before = len(session.game.history)
    click(app, space.rect.center)            # the same space again: place the previewed tile
    assert session.game.history[before] == preview


def test_undo_and_redo_buttons_follow_the_session(app):
    session = Session.new(GameConfig(players=2, seed=6), SEATS[:2], autosave=False)
    advance(session, 6, lambda g: g.decision is not None and g.decision.kind == "take_die")
    board = board_at(app, session)
    confirm_pass(app)
    assert not board.buttons["undo"].enabled
    assert "finished turn" in board.buttons["undo"].why_disabled   # the previous player's moves
    # a take_die with a later decision by the same player is undoable
    for target in board._targets:
        snapshot = session.game.to_json()
        click(app, target.rect.center)
        if session.can_undo:
            break
    assert board.buttons["undo"].enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    app.step()
    assert session.game.to_json() == snapshot
    assert board.buttons["redo"].enabled
    click(app, board.buttons["redo"].rect.center)
    assert not board.buttons["redo"].enabled


def test_grouping_a_long_choice_reaches_every_action():
    actions = [Action.make("resources", papyrus=p, bread=b, limestone=5 - p - b)
               for p in range(6) for b in range(6 - p)]
    assert len(actions) > MAX_BUTTONS
    reached = set()
    frontier = [actions]
    while frontier:
        current = frontier.pop()
        if len(current) <= MAX_BUTTONS:
            reached.update(current)
            continue
        groups = group_by_argument(current)
        assert 2 <= len(groups) <= MAX_BUTTONS
        assert sorted(a for _, g in groups for a in g) == sorted(current)
        frontier.extend(g for _, g in groups)
    assert reached == set(actions)


def test_botankhamuns_moves_become_captions_with_track_steps_summed_up(app):
    from game.tekhenu.ui.scenes.board import MAJOR_EVENTS, MERGED_EVENTS

    seats = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
    session = Session.new(GameConfig(players=1, solo=True, difficulty="medium", seed=4), seats, autosave=False)
    board = board_at(app, session)
    chooser = random.Random(4)
    merged_seen = 0
    while not session.game.is_over:
        before = len(session.events)
        board.captions.clear()
        board.play(chooser.choice(session.game.legal_actions()))
        events = [e for e in session.events[before:] if e.get("player") == 1]
        if not events:
            continue
        kinds = [c.kind for c in board.captions]
        assert all(a != b or a not in MERGED_EVENTS for a, b in zip(kinds, kinds[1:]))
        merged_seen += sum(1 for a, b in zip(events, events[1:]) if a["type"] == b["type"] in MERGED_EVENTS)
        for caption in board.captions:
            assert caption.text and "Botankhamun" in caption.text
            assert caption.seconds == pytest.approx(1.1 if caption.kind in MAJOR_EVENTS else 0.6)
        while app.stack.top is not board:
            app.stack.pop()
    assert merged_seen > 0


def test_the_panel_says_where_the_glowing_choices_are(app):
    session = Session.new(GameConfig(players=2, seed=6), SEATS[:2], autosave=False)
    advance(session, 6, lambda g: g.decision is not None and g.decision.kind == "take_die")
    board = board_at(app, session)
    confirm_pass(app)
    dice = len(board.widgets["wheel"].targets(board.ctx))
    assert dice > 1 and board.panel.where == f"{dice} dice on the wheel"


def _play_by_clicks_until_the_end_of_the_turn(app, board, session, seed):
    """Click glowing targets (never End turn) until the deciding player's turn is waiting for
    its confirmation."""
    chooser = random.Random(seed)
    seat = session.game.decision.player
    for _ in range(200):
        decision = session.game.decision
        if decision.kind == "turn_end":
            return seat
        assert decision.player == seat   # the turn never passes without the confirmation
        targets = [t for t in board._targets if Action.make("end_turn") not in t.actions]
        click(app, chooser.choice(targets).rect.center)
    raise AssertionError("the turn did not reach its end")


def test_a_hot_seat_turn_waits_for_end_turn_and_its_last_move_can_be_undone(app):
    session = Session.new(GameConfig(players=3, seed=12), SEATS, autosave=False)
    advance(session, 12, lambda g: g.decision is not None and g.decision.kind == "take_die")
    board = BoardScene(session, Settings(), on_game_over=lambda b: None,   # the default: a turn waits for End turn
                       on_menu=lambda b: None)
    app.stack.push(board)
    confirm_pass(app)
    seat = _play_by_clicks_until_the_end_of_the_turn(app, board, session, 12)
    assert app.stack.top is board and board.viewer() == seat   # no hand-over yet
    assert [e for e in session.events if e["type"] == "turn_ended"] == []
    end = next(t for t in board._targets if t.actions == [Action.make("end_turn")])
    assert end.tooltip == "End turn"
    # the turn's last move is taken back before the confirmation …
    last_move = session.game.history[-1]
    click(app, board.buttons["undo"].rect.center)
    assert session.game.decision.player == seat and session.game.decision.kind != "turn_end"
    click(app, board.buttons["redo"].rect.center)
    assert session.game.history[-1] == last_move and session.game.decision.kind == "turn_end"
    # … and Enter confirms: the next player's pass screen comes only now
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step()
    assert [e["player"] for e in session.events if e["type"] == "turn_ended"] == [seat]
    assert isinstance(app.stack.top, PassDeviceScene) and session.game.decision.player != seat
    assert not session.can_undo


def test_without_confirmation_a_turn_with_nothing_left_to_play_ends_by_itself(app):
    session = Session.new(GameConfig(players=3, seed=12), SEATS, autosave=False)
    advance(session, 12, lambda g: g.decision is not None and g.decision.kind == "take_die")
    board = BoardScene(session, Settings(confirm_end_turn=False), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    confirm_pass(app)
    seat = session.game.decision.player
    chooser = random.Random(12)
    while not any(e["type"] == "turn_ended" for e in session.events):
        assert session.game.decision.kind != "turn_end" or len(session.game.legal_actions()) > 1
        click(app, chooser.choice(board._targets).rect.center)
    assert [e["player"] for e in session.events if e["type"] == "turn_ended"] == [seat]


@pytest.mark.parametrize(("config", "seats"), [
    (GameConfig(players=2, seed=1), SEATS[:2]),
    (GameConfig(players=1, solo=True, seed=3), [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]),
])
def test_every_kind_of_decision_previews_each_hovered_option_from_the_rules(app, config, seats):
    """Through whole games, at the first two decisions of each kind: hovering each place or
    button that stands for one action shows "Result: …" in words made from the rules' preview,
    and the preview's events are the first the action then produces."""
    from game.tekhenu.ui.preview_text import preview_text

    session = Session.new(config, seats, autosave=False)
    board = BoardScene(session, Settings(confirm_end_turn=True, animation_speed="off"), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    chooser = random.Random(config.seed)
    previewed: dict[str, int] = {}
    while not session.game.is_over:
        while app.stack.top is not board:
            app.stack.pop()
        game, decision = session.game, session.game.decision
        if previewed.get(decision.kind, 0) < 2:
            board.confirmed_viewer = decision.player
            board.refresh()
            app.step()
            for target in [t for t in board._targets if len(t.actions) == 1][:8]:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                app.step()
                action = target.actions[0]
                preview = game.preview(action)
                expected = preview_text(preview, decision.player, board.ctx.view, game.catalog)
                assert board._tooltip_at(target.rect.center).endswith("Result: " + expected), (decision.kind, action)
                assert game.clone().apply(action)[:len(preview.events)] == preview.events
            previewed[decision.kind] = previewed.get(decision.kind, 0) + 1
        session.apply(chooser.choice(game.legal_actions()))
    assert len(previewed) >= 12, sorted(previewed)


def test_hovering_a_choice_tells_what_it_will_do_from_the_rules_preview(app):
    """Each option says its result: the words come from the events the action produces."""
    from game.tekhenu.ui.preview_text import preview_text
    from game.ui.text import signed

    seats = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
    session = Session.new(GameConfig(players=1, solo=True, seed=7), seats, autosave=False)
    advance(session, 7, lambda g: g.decision is not None and g.decision.kind == "adjust_die"
            and len(g.legal_actions()) > 2)
    board = board_at(app, session)
    app.step()
    seen = 0
    for target in [t for t in board._targets if len(t.actions) == 1]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        action = target.actions[0]
        played = session.game.clone()
        events = played.apply(action)
        expected = preview_text(session.game.preview(action), 0, board.ctx.view, session.game.catalog)
        assert board._tooltip_at(target.rect.center).endswith("Result: " + expected)
        if "scales" in expected:   # the scales' change is the one the rules then count
            assert f"to {signed(played.view(0)['scales'][0])}" in expected
        assert [e for e in events if e.get("player") == 0 and e["type"] == "gain"] == \
            [e for e in session.game.preview(action).events if e.get("player") == 0 and e["type"] == "gain"]
        seen += 1
    assert seen >= 2
