"""The Hint of the boards that share the turn flow (Imhotep, Dynasties): H or the Hint button asks
the hard computer player for a move; its place glows, its button is ringed in gold and a gold
strip in the panel (under its buttons, else over its prompt; under the panel when neither has
room) says what it does. Nothing is played; the next move forgets it."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.computer_players import ComputerPlayers
from game.dynasties.rules import Game as DynastiesGame
from game.dynasties.rules import GameConfig as DynastiesConfig
from game.dynasties.ui.scenes.board import BoardScene as DynastiesBoard
from game.imhotep.rules import Game as ImhotepGame
from game.imhotep.rules import GameConfig as ImhotepConfig
from game.imhotep.ui.scenes.board import BoardScene as ImhotepBoard
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui import theme as th
from game.ui.app import App
from game.ui.autoplay import click_events

SIZE = (1366, 768)
GAMES = {
    "imhotep": (lambda: ImhotepGame.new(ImhotepConfig(players=3, seed=4)), ImhotepBoard),
    "dynasties": (lambda: DynastiesGame.new(DynastiesConfig(players=3, seed=4)), DynastiesBoard),
}


@pytest.fixture
def app(small_window: App) -> App:
    return small_window


def board_for(app: App, game_id: str):
    make_game, scene = GAMES[game_id]
    game = make_game()
    deciding = game.decision.player   # the only person at the table: no pass-the-device screen
    seats = [Seat(f"Player {n + 1}", colour, computer=None if n == deciding else "easy")
             for n, colour in enumerate(("blue", "orange", "green"))]
    board = scene(Session(game, seats, autosave=False), Settings(animation_speed="off", auto_single_choice=False),
                  on_game_over=lambda b: None, on_menu=lambda b: None,
                  computers=ComputerPlayers(inline=True, iterations=20))
    app.stack.push(board)
    app.step(0.0)
    return board


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.0)
    app.step(0.0)


def click(app: App, pos: tuple[int, int]) -> None:
    for event in click_events(pos):
        pygame.event.post(event)
    app.step(0.0)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_shows_the_hard_players_move_and_plays_nothing(app, game_id):
    board = board_for(app, game_id)
    assert board.buttons["hint"].enabled
    json_before = board.session.game.to_json()
    press(app, pygame.K_h)
    assert board.suggestion is not None
    action, text = board.suggestion
    assert action in board.game.legal_actions()
    assert text.startswith("Hint: ") and board.panel.label_of(board.ctx, action) in text
    assert "Result: " in text                      # the rules' own preview of the move
    assert board.session.game.to_json() == json_before  # shown, never played
    # its places glow (on the board or as the panel's button) …
    assert any(action in target.actions for target in board.targets)
    # … and a gold strip in the panel, under its buttons, says what it does: it covers nothing else
    assert board.panel.shows_hint(board.ctx)
    surface = pygame.Surface(SIZE)
    board.draw(surface)
    panel = board.panel.rect
    under_buttons = max(target.rect.bottom for target in board.panel.targets(board.ctx))
    assert th.GOLD_LIGHT in [surface.get_at((panel.centerx, y))[:3] for y in range(under_buttons, panel.bottom)]
    assert surface.get_at((panel.centerx, panel.bottom + board.theme.px(8)))[:3] != th.GOLD_LIGHT


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_the_buttons_leave_no_room_for_covers_the_prompt(app, game_id, monkeypatch):
    board = board_for(app, game_id)
    monkeypatch.setattr(type(board.panel), "BUTTON_H", (200, 200))   # buttons that fill the panel
    press(app, pygame.K_h)
    assert board.suggestion is not None and board.panel.shows_hint(board.ctx)
    surface = pygame.Surface(SIZE)
    board.draw(surface)
    panel = board.panel.rect
    above_buttons = min(target.rect.top for target in board.panel.targets(board.ctx))
    assert th.GOLD_LIGHT in [surface.get_at((panel.centerx, y))[:3] for y in range(panel.top, above_buttons)]
    assert surface.get_at((panel.centerx, panel.bottom + board.theme.px(8)))[:3] != th.GOLD_LIGHT


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_the_panel_has_no_room_for_goes_under_it(app, game_id, monkeypatch):
    from game.ui.widgets import decision_panel

    board = board_for(app, game_id)
    monkeypatch.setattr(decision_panel, "hint_strip_height", lambda t, font, lines: 10_000)   # words too many
    press(app, pygame.K_h)
    assert board.suggestion is not None and not board.panel.shows_hint(board.ctx)
    surface = pygame.Surface(SIZE)
    board.draw(surface)
    panel = board.panel.rect
    assert surface.get_at((panel.centerx, panel.bottom + board.theme.px(8)))[:3] == th.GOLD_LIGHT


@pytest.mark.parametrize("game_id", GAMES)
def test_the_next_move_forgets_the_hint(app, game_id):
    board = board_for(app, game_id)
    press(app, pygame.K_h)
    action = board.suggestion[0]
    other = next(a for a in board.game.legal_actions() if a != action)
    board.play(other)
    app.step(0.0)
    assert board.suggestion is None
    surface = pygame.Surface(SIZE)
    board.draw(surface)
    panel = board.panel.rect
    assert surface.get_at((panel.centerx, panel.bottom + board.theme.px(8)))[:3] != th.GOLD_LIGHT


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_button_asks_and_is_off_when_there_is_nothing_to_choose(app, game_id):
    board = board_for(app, game_id)
    click(app, board.buttons["hint"].rect.center)
    assert board.suggestion is not None
    board.play(board.suggestion[0])
    while not board.waiting_to_end:                  # play the turn through to End turn
        board.play(board.game.legal_actions()[0])
    app.step(0.0)
    assert not board.buttons["hint"].enabled
    assert "choice to make" in board.buttons["hint"].hover_text
    press(app, pygame.K_h)
    assert board.suggestion is None
