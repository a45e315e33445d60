"""The board repaints only what changed, and what it shows is never stale (issue #14).

The board scene keeps one picture of the board and repaints a widget's area only when what the
widget reads changed (:mod:`game.tekhenu.ui.layers`). These tests play random moves and compare
every frame with one painted from scratch by a new board scene, pixel for pixel.
"""
from __future__ import annotations

import random

import pygame
import pytest

from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.layers import Layer, ViewReads, entry_is
from game.tekhenu.ui.scenes import board as board_module
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.widgets.decision_panel import END_TURN
from game.ui.app import App
from game.ui.scenes.pass_device import PassDeviceScene
from tests.ui_driving import first_difference, headless_app, settle

SETTINGS = Settings(animation_speed="off")
COLOURS = ("blue", "orange", "green", "pink")


@pytest.fixture
def app():
    yield from headless_app()


def new_session(players: int, seed: int, warm_up: int) -> Session:
    """A hot-seat game of ``players`` people (1: solo against Botankhamun), ``warm_up`` random
    moves in."""
    if players == 1:
        config = GameConfig(players=1, solo=True, seed=seed)
        seats = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
    else:
        config = GameConfig(players=players, seed=seed)
        seats = [Seat(f"Player {i + 1}", COLOURS[i]) for i in range(players)]
    session = Session.new(config, seats, autosave=False)
    chooser = random.Random(seed)
    for _ in range(warm_up):
        if session.game.is_over:
            break
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def open_board(app: App, session: Session) -> BoardScene:
    board = BoardScene(session, SETTINGS, on_game_over=lambda b: None, on_menu=lambda b: None)
    app.stack.push(board)
    settle(app, board)
    return board


def frame(board: BoardScene, size: tuple[int, int]) -> tuple[bytes, list]:
    """The board's cached picture (all but what is drawn over it each frame: hover glows,
    tooltips, the decision panel, the buttons), as up to date as the next frame shows it, and
    its click targets."""
    picture = board._painted_board(size, board.ctx)   # noqa: SLF001
    targets = [(tuple(t.rect), t.actions, t.tooltip) for t in board._targets]   # noqa: SLF001
    return pygame.image.tobytes(picture, "RGB"), targets


def from_scratch(board: BoardScene, size: tuple[int, int]) -> tuple[bytes, list]:
    """What a new board scene paints for the same position and viewer."""
    fresh = BoardScene(board.session, SETTINGS, on_game_over=lambda b: None, on_menu=lambda b: None)
    fresh.on_resize(size)
    fresh.confirmed_viewer = board.confirmed_viewer
    fresh.refresh()
    return frame(fresh, size)


def wait_on_pass_screens(app: App, board: BoardScene) -> None:
    """Past the pass screens over ``board`` (and anything else), each left alone until it has no
    more work for its moments without input: the board prepares the next player's board there."""
    while app.stack.top is not board:
        top = app.stack.top
        while isinstance(top, PassDeviceScene) and app.stack.has_idle_work:
            app.idle_moment()
        app.stack.pop()
        if isinstance(top, PassDeviceScene):
            top.on_ready()


def play_and_compare(app: App, board: BoardScene, moves: int, seed: int) -> int:
    """Play random legal moves on ``board``; after each, its frame must be the one painted from
    scratch. Returns how many moves were compared."""
    size = app.stack.size
    chooser = random.Random(seed)
    compared = 0
    for _ in range(moves):
        game = board.session.game
        if game.is_over:
            break
        while app.stack.has_idle_work:   # the player pauses: what the board prepares ahead shows too
            app.idle_moment()
        action = chooser.choice(game.legal_actions())
        board.play(action)
        if compared % 2:   # every other move, the next player takes their time on the pass screen
            wait_on_pass_screens(app, board)
        settle(app, board)
        got, want = frame(board, size), from_scratch(board, size)
        assert got[1] == want[1], f"stale targets after {action} at {size}"
        assert got[0] == want[0], f"stale picture after {action} at {size}: first difference at " \
                                  f"{first_difference(got[0], want[0], size[0])}"
        compared += 1
    return compared


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize(("players", "seed", "warm_up"), [(2, 11, 0), (4, 12, 120), (1, 13, 40)])
def test_after_every_move_the_board_shows_what_a_new_board_would(app, size, players, seed, warm_up) -> None:
    """2 and 4 players in hot-seat (the viewer changes every turn) and solo; from the setup and
    from later rounds: every kind of move the random player happens to make."""
    app.set_window(size)
    board = open_board(app, new_session(players, seed, warm_up))
    assert play_and_compare(app, board, 50, seed) >= 40


def test_after_a_resize_the_board_is_painted_for_the_new_size(app) -> None:
    app.set_window((1920, 1080))
    board = open_board(app, new_session(4, 21, 60))
    play_and_compare(app, board, 5, 21)
    app.set_window((1366, 768))
    settle(app, board)
    assert frame(board, (1366, 768)) == from_scratch(board, (1366, 768))
    play_and_compare(app, board, 5, 22)


def test_a_frame_without_a_change_repaints_no_widget(app, monkeypatch) -> None:
    """Hovering, or updating for the same position again, only composes the cached picture."""
    app.set_window((1920, 1080))
    board = open_board(app, new_session(4, 31, 80))
    painted: list[str] = []
    for name, widget in [*board.widgets.items(), ("log", board.log)]:
        original = widget.draw
        monkeypatch.setattr(widget, "draw", lambda surface, ctx, name=name, original=original:
                            (painted.append(name), original(surface, ctx)))
    board.refresh()
    app.step(0.0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    assert painted == []


def test_a_move_repaints_only_the_widgets_showing_something_new(app, monkeypatch) -> None:
    """Taking the first die of the game changes the wheel, not the Osiris districts."""
    app.set_window((1920, 1080))
    board = open_board(app, new_session(2, 41, 0))
    while board.session.game.decision.kind != "take_die":
        board.play(board.session.game.legal_actions()[0])
        settle(app, board)
    painted: list[str] = []
    for name, widget in board.widgets.items():
        original = widget.draw
        monkeypatch.setattr(widget, "draw", lambda surface, ctx, name=name, original=original:
                            (painted.append(name), original(surface, ctx)))
    board.play(board.session.game.legal_actions()[0])
    settle(app, board)
    assert "wheel" in painted and "osiris" not in painted


def test_the_log_is_narrated_once_for_every_viewer_of_a_shared_screen(app, monkeypatch) -> None:
    """In hot-seat the viewer changes every turn, and every viewer reads the same log (nothing
    private is named on a shared screen): passing the device narrates nothing again."""
    app.set_window((1366, 768))
    board = open_board(app, new_session(2, 51, 60))
    narrated: list[int] = []
    original = board_module.grouped_log
    monkeypatch.setattr(board_module, "grouped_log",
                        lambda events, *args: (narrated.append(len(events)), original(events, *args))[1])
    for viewer in (0, 1, 0, 1):
        board.confirmed_viewer = viewer
        board._build_context()   # noqa: SLF001 - the same position for one viewer, then the other
    assert narrated == []   # the board, opened, made the log already
    assert board.log.lines == original(board.session.events, board.session.narrator(1))


def test_a_view_records_only_the_entries_read() -> None:
    view = {"board": {"wheel_offset": 2, "temple": [[None, "A"]]}, "players": [{"vp": 3}, {"vp": 5}],
            "decision": {"kind": "take_die", "player": 0}}
    reads = ViewReads(view)
    assert reads["board"]["wheel_offset"] == 2
    assert [p["vp"] for p in reads["players"]] == [3, 5]
    assert reads.get("decision") and reads["decision"]["player"] == 0
    layer = Layer()
    layer.painted("key", reads.reads)
    unread = {**view, "board": {**view["board"], "temple": [[None, "B"]]},
              "decision": {"kind": "ra_place", "player": 0}}
    assert layer.is_current("key", unread)
    assert not layer.is_current("other key", unread)
    assert not layer.is_current("key", {**view, "board": {**view["board"], "wheel_offset": 3}})
    assert not layer.is_current("key", {**view, "players": [{"vp": 3}, {"vp": 5}, {"vp": 0}]})
    assert not layer.is_current("key", {**view, "players": [{"vp": 3}, {"vp": 6}]})
    assert not layer.is_current("key", {**view, "decision": None})
    layer.forget()
    assert not layer.is_current("key", view)


def test_a_view_looked_at_whole_records_it_whole() -> None:
    """Two reads side by side in one dictionary, and the view walked as a whole: a change of either
    entry, or of anything once the whole was looked at, makes the picture out of date."""
    view = {"round": 3, "turn": {"value": 4, "colour": "red", "section": 2}}
    reads = ViewReads(view)
    assert (reads["turn"]["value"], reads["turn"]["colour"]) == (4, "red")
    layer = Layer()
    layer.painted("key", reads.reads)
    assert layer.is_current("key", {"round": 9, "turn": {"value": 4, "colour": "red", "section": 0}})
    assert not layer.is_current("key", {**view, "turn": {**view["turn"], "colour": "blue"}})
    assert not layer.is_current("key", {**view, "turn": {"colour": "red"}})
    assert sorted(reads) == ["round", "turn"]   # looked at whole
    layer.painted("key", reads.reads)
    assert layer.is_current("key", {"round": 3, "turn": {"value": 4, "colour": "red", "section": 2}})
    assert not layer.is_current("key", {**view, "round": 4})


def test_a_view_read_for_one_value_records_only_whether_it_has_it() -> None:
    """The temple shows the pillar being placed in a "ra_place" decision only: the decisions
    that follow one another in a turn (take_die, choose_action…) do not repaint it."""
    view = {"decision": {"kind": "take_die", "player": 0}}
    reads = ViewReads(view)
    assert not entry_is(reads["decision"], "kind", "ra_place")
    layer = Layer()
    layer.painted("key", reads.reads)
    assert layer.is_current("key", {"decision": {"kind": "choose_action", "player": 0}})
    assert layer.is_current("key", {"decision": {"player": 0}})
    assert not layer.is_current("key", {"decision": {"kind": "ra_place", "player": 0}})


def counting_contexts(monkeypatch) -> list[int]:
    """The viewers of the contexts Tekhenu's board makes from now on, in order."""
    made: list[int] = []
    original = board_module.build_context

    def counted(game, seats, theme, viewer):
        made.append(viewer)
        return original(game, seats, theme, viewer)

    monkeypatch.setattr(board_module, "build_context", counted)
    return made


def test_passing_the_device_makes_one_context_for_the_next_player(app, monkeypatch) -> None:
    """The end of a turn on a shared screen covers the board with the pass screen: the board's
    context is made once, for the player who then says who they are (not first for nobody)."""
    app.set_window((1366, 768))
    board = open_board(app, new_session(3, 52, 40))
    made = counting_contexts(monkeypatch)
    for _ in range(6):
        game = board.session.game
        while game.decision.kind != "turn_end":
            board.play(game.legal_actions()[0])
            settle(app, board)
        made.clear()
        board.play(END_TURN)
        assert isinstance(app.stack.top, PassDeviceScene) and made == []
        settle(app, board)
        assert made == [game.decision.player] and board.ctx.viewer == game.decision.player


def test_a_board_shown_before_the_next_player_says_who_they_are_shows_the_public_view(app) -> None:
    app.set_window((1366, 768))
    board = open_board(app, new_session(3, 53, 40))
    game = board.session.game
    while game.decision.kind != "turn_end":
        board.play(game.legal_actions()[0])
        settle(app, board)
    board.play(END_TURN)
    assert isinstance(app.stack.top, PassDeviceScene)
    assert board.ctx.viewer == -1 and board.ctx.legal == []
    assert all(isinstance(player["decrees"], int) for player in board.ctx.view["players"])   # counts, no names


@pytest.mark.parametrize("players", [1, 2])
def test_when_the_game_ends_the_log_names_the_secret_cards_as_a_log_made_anew_would(app, players) -> None:
    """The lines kept from the game are reused; only those of the cards taken face down are told
    again, now with the cards named."""
    session = new_session(players, 31, 0)
    board = open_board(app, session)
    chooser = random.Random(31)
    while not session.game.is_over:
        board.play(chooser.choice(session.game.legal_actions()))
        settle(app, board)
    reader = session.private_reader(board.viewer())
    anew = [line.text for line in grouped_log(session.events, session.narrator(reader))]
    assert [line.text for line in board.log.lines] == anew
    if players > 1:   # on a shared screen every decree was taken out of sight: each line reads otherwise now
        hidden = TekhenuNarrator(session.names, reveal_private_for=reader)
        secret = [e for e in session.events if TekhenuNarrator.told_in_secret(e)]
        assert secret and all(hidden.line(e) not in anew for e in secret)
