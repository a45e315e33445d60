"""The end of a round of Imhotep over the board: what the Temple gave each player, everyone's
points, who begins next; shown once the moves are told, before the next player's turn, and
closed by a click or Enter."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from imhotep_helpers import EMPTY, arrange, dock_all_but, new, put_at

from game.computer_players import ComputerPlayers
from game.core.actions import Action
from game.imhotep.ui.scenes.board import BoardScene
from game.imhotep.ui.scenes.round_end import RoundEndScene, round_ends
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui.app import App
from game.ui.autoplay import click_events

SIZE = (1366, 768)
SEATS = [Seat("Ana", "blue"), Seat("Bartek", "orange"), Seat("Csilla", "green")]


@pytest.fixture
def app(small_window: App) -> App:
    return small_window


def last_ship_to_the_market():
    """3 players, A sides; the Temple holds 0, 0, 1, 2, 1, 2, 0 (5 spaces a row: visible 2, 0 on
    top of columns 1, 2 and 1, 2, 1 below: Ana 1, Bartek 2, Csilla 2 points); Ana sails the last
    ship, carrying her stone, to the Market, which offers nothing: the round ends."""
    game = new(3, seed=3)
    put_at(game, "temple", [0, 0, 1, 2, 1, 2, 0])
    arrange(game, ships=[[0], [EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY] * 4], offer=[], face_down=[], turn=0)
    game.state.players[0].quarry -= 1
    dock_all_but(game, 0, taken=("market",))
    return game


def test_the_round_end_says_what_the_temple_gave_and_who_begins_next():
    game = last_ship_to_the_market()
    session = Session(game, SEATS, autosave=False)
    before = [score["total"] for score in game.scores()]
    events = session.apply(Action.make("sail", ship=0, site="market"))
    [summary] = round_ends(events, session)
    assert summary.round == 1 and summary.temple == [1, 2, 2] and summary.bonuses == []
    assert summary.totals == [b + t for b, t in zip(before, [1, 2, 2])]
    assert summary.next_round.startswith("Round 2 begins")


def test_the_board_shows_the_round_end_before_the_next_turn_and_a_click_closes_it(app):
    session = Session(last_ship_to_the_market(), SEATS, autosave=False)
    board = BoardScene(session, Settings(animation_speed="off"), on_game_over=lambda b: None,
                       on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    app.step(0.0)
    board.play(Action.make("sail", ship=0, site="market"))
    board.play(board.END_TURN)
    app.step(0.0)
    overlay = app.stack.top
    assert isinstance(overlay, RoundEndScene) and overlay.summary.temple == [1, 2, 2]
    surface = pygame.Surface(SIZE)
    overlay.draw(surface)                                   # draws inside the window
    assert pygame.Rect((0, 0), SIZE).contains(overlay.rect)
    assert overlay.button.rect.bottom <= overlay.rect.bottom
    for event in click_events(overlay.rect.center):
        pygame.event.post(event)
    app.step(0.0)
    assert app.stack.top is not overlay and board.round_ends == []
