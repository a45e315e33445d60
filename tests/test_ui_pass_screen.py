"""The pass-the-device screen of a hot-seat game while it waits for the next player (issue #14).

It is painted straight onto the window, its hover frames redraw its buttons alone, and the board
under it uses its moments without input to make the next player's board ready: their "I am …"
then finds the context made, and the board shows exactly what a board made afresh would. Nothing
of it shows before they say who they are.
"""
from __future__ import annotations

import pygame
import pytest

from game.computer_players import ComputerPlayers
from game.dynasties.rules import Game as DynastiesGame
from game.dynasties.rules import GameConfig as DynastiesConfig
from game.dynasties.ui.scenes.board import BoardScene as DynastiesBoard
from game.i18n import set_language
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.ui.context import build_context
from game.tekhenu.ui.widgets.decision_panel import END_TURN
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.pass_device import PassDeviceScene
from tests.test_ui_repaint import counting_contexts, frame, from_scratch, new_session, open_board
from tests.ui_driving import headless_app, post, settle


@pytest.fixture
def app():
    yield from headless_app()
    set_language("en")


def window(app: App) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def to_pass_screen(app: App, board) -> PassDeviceScene:
    """Play the first legal moves of the player deciding up to the end of their turn, and end it."""
    game = board.session.game
    while game.decision.kind != "turn_end":
        board.play(game.legal_actions()[0])
        settle(app, board)
    board.play(END_TURN)
    app.step(0.0)
    top = app.stack.top
    assert isinstance(top, PassDeviceScene) and top.name == board.session.names[game.decision.player]
    return top


def wait(app: App) -> int:
    """The moments without input the screen on top has work for (each drawn after, as the app does)."""
    moments = 0
    while app.stack.has_idle_work:
        app.idle_moment()
        app.step(0.0)
        moments += 1
    return moments


def test_the_next_players_board_is_made_while_the_pass_screen_waits_and_shown_only_after_i_am(app, monkeypatch):
    app.set_window((1366, 768))
    board = open_board(app, new_session(3, 61, 30))
    pass_screen = to_pass_screen(app, board)
    made = counting_contexts(monkeypatch)
    seat = board.session.game.decision.player
    shown = window(app)
    assert wait(app) >= 1
    assert made == [seat]                        # made ahead, for the player named on the screen
    assert window(app) == shown                  # nothing of it shows
    assert board.viewer() == -1 and app.stack.top is pass_screen

    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pass_screen.button.rect.center, button=1))
    app.step(0.0)
    assert app.stack.top is board and board.viewer() == seat
    assert made == [seat]                        # "I am …" made nothing again
    assert frame(board, (1366, 768)) == from_scratch(board, (1366, 768))


def test_a_board_made_ahead_in_another_language_is_made_again_in_the_new_one(app, monkeypatch):
    """The settings can be changed from the pass screen's menu: what was made in the old language
    is not shown."""
    app.set_window((1366, 768))
    board = open_board(app, new_session(2, 62, 10))
    pass_screen = to_pass_screen(app, board)
    made = counting_contexts(monkeypatch)
    seat = board.session.game.decision.player
    wait(app)
    english = build_context(board.session.game, board.session.seats, board.theme, seat).view["decision"]["prompt"]
    set_language("hu")
    app.stack.resize(app.stack.size)   # what the settings do when the language changes
    app.stack.pop()
    pass_screen.on_ready()
    app.step(0.0)
    assert made.count(seat) == 2 and made[-1] == seat   # (the public one is made for the resize meanwhile)
    prompt = board.ctx.view["decision"]["prompt"]
    assert prompt != english
    assert prompt == build_context(board.session.game, board.session.seats, board.theme, seat).view["decision"]["prompt"]
    assert frame(board, (1366, 768)) == from_scratch(board, (1366, 768))


def test_the_pass_screen_shows_the_same_whether_painted_straight_kept_or_under_the_menu(app):
    app.set_window((1366, 768))
    screen = PassDeviceScene("Łucja", "green", lambda: None, "Łucja: take a die",
                             recap=["Ana took a die and built a statue."], on_menu=lambda: None)
    app.stack.push(screen)
    app.step(0.0)
    first = window(app)

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=screen.button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    assert screen.window_kept
    assert screen.drawn_areas and all(area.colliderect(screen.button.rect) or area.colliderect(screen.menu_button.rect)
                                      for area in screen.drawn_areas)
    assert window(app) != first                  # the button is lit

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    assert window(app) == first                  # and put out again, on the same background

    app.stack.push(Overlay())                    # e.g. the in-game menu: the screen is drawn under it
    app.step(0.0)
    assert not screen.window_kept and window(app) == first
    app.stack.pop()
    app.step(0.0)
    assert not screen.window_kept and window(app) == first


class Overlay(Scene):
    """A scene over the pass screen that draws nothing of its own."""

    is_overlay = True


def test_a_dynasties_table_is_made_for_the_next_person_while_the_pass_screen_waits(app, monkeypatch):
    """The same for the boards of the shared flow (Dynasties, Imhotep): the person's context is
    made once, under the pass screen, and the table they are shown is the one a new board draws."""
    game = DynastiesGame.new(DynastiesConfig(players=3, seed=8))
    session = Session(game, [Seat(name, colour) for name, colour in (("Ana", "blue"), ("Bo", "orange"),
                                                                     ("Cyra", "green"))], autosave=False)
    made: list[int] = []
    original = DynastiesBoard._make_context

    def counted(board, game, view, legal, viewer, waiting):
        made.append(viewer)
        return original(board, game, view, legal, viewer, waiting)

    monkeypatch.setattr(DynastiesBoard, "_make_context", counted)
    board = dynasties_board(app, session)
    app.step(0.0)
    pass_screen, seat = app.stack.top, game.decision.player
    assert isinstance(pass_screen, PassDeviceScene)
    made.clear()
    shown = window(app)
    assert wait(app) >= 1
    assert made == [seat] and window(app) == shown and board.viewer() == -1

    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pass_screen.button.rect.center, button=1))
    app.step(0.0)
    assert app.stack.top is board and board.viewer() == seat and made == [seat]
    table = drawn(board)
    fresh = dynasties_board(app, session)
    app.stack.top._ready()   # the pass screen over the new board
    assert fresh.viewer() == seat and drawn(fresh) == table


def dynasties_board(app: App, session: Session) -> DynastiesBoard:
    board = DynastiesBoard(session, Settings(animation_speed="off"), on_game_over=lambda b: None,
                           on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    return board


def drawn(board) -> bytes:
    surface = pygame.Surface(board.stack.size)
    board.draw(surface)
    return pygame.image.tobytes(surface, "RGB")
