"""In hot-seat, while a player can end their turn, the board makes the words of the next player's
turn ahead: the prompt, the buttons' labels and the top bar (issue #14). The next player's first
frame then renders none of them: only what cannot be known before (a card dealt, a die rolled)
is drawn anew.
"""
from __future__ import annotations

import functools
import random

import pygame
import pytest

from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.scenes import board as board_module
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.widgets import decision_panel
from game.tekhenu.ui.widgets.decision_panel import END_TURN, MAX_BUTTONS, shown_label
from game.ui import text
from game.ui.app import App
from game.ui.scenes.pass_device import PassDeviceScene
from tests.ui_driving import headless_app

COLOURS = ("blue", "orange", "green", "pink")


@pytest.fixture
def app():
    yield from headless_app()


def before_an_end_of_turn_with_buttons_next(seed: int) -> Session:
    """A 4-player hot-seat game at a turn's end, where ending it reveals nothing and the next
    player chooses among few enough options for the panel to list them as buttons."""
    seats = [Seat(f"Player {i + 1}", COLOURS[i]) for i in range(4)]
    session = Session.new(GameConfig(players=4, seed=seed), seats, autosave=False)
    chooser = random.Random(seed)
    while True:
        game = session.game
        assert not game.is_over, "no such turn end in this game"
        if END_TURN in game.legal_actions():
            copy = game.clone()
            revealed = copy.reveals
            copy.apply(END_TURN)
            if copy.reveals == revealed and 0 < len(copy.legal_actions()) <= MAX_BUTTONS:
                return session
        session.apply(chooser.choice(game.legal_actions()))


def show_board(app: App, board: BoardScene) -> None:
    """Past the pass screen (the next player says who they are), then one frame drawn."""
    while app.stack.top is not board:
        top = app.stack.pop()
        if isinstance(top, PassDeviceScene):
            top.on_ready()
    app.step(0.0)


def words_rendered_by_the_next_turn(app: App, monkeypatch, pause: bool) -> tuple[list[str], list[str]]:
    """(the texts rendered anew by the next player's first frame, the words that frame shows in
    the panel and the top bar), after the turn is ended with or without a pause before."""
    session = before_an_end_of_turn_with_buttons_next(seed=5)
    board = BoardScene(session, Settings(animation_speed="off"), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    show_board(app, board)
    drawn_anew: list[str] = []

    def render(font: pygame.font.Font, words: str, colour: tuple) -> pygame.Surface:
        drawn_anew.append(words)
        return font.render(words, True, colour)

    kept = functools.lru_cache(maxsize=4096)(render)   # the kept renderings, from nothing
    monkeypatch.setattr(text, "rendered", kept)
    monkeypatch.setattr(decision_panel, "rendered", kept)
    # the dice pictures of every size earlier tests drew would wait for the pause too: not these words
    monkeypatch.setattr(board_module, "has_dice_to_prepare", lambda: False)
    app.step(0.0)
    while pause and app.stack.has_idle_work:   # the player looks at the board, the mouse still
        app.idle_moment()
    drawn_anew.clear()
    board.play(END_TURN)
    show_board(app, board)
    ctx = board.ctx
    name = session.names[ctx.decision["player"]]
    labels = [shown_label(i, target.tooltip, target.actions) for i, target in enumerate(board.panel.targets(ctx))]
    assert labels and all(target.actions != [END_TURN] for target in board.panel.targets(ctx))
    shown = [board.status_line(ctx), f"{name}:"] + labels
    return drawn_anew, shown


def _shows(drawn: str, shown: str) -> bool:
    """Whether a text rendered shows ``shown``: the same words, their start fitted with "…", or a
    line that begins with them (the prompt's first line begins with the player's name)."""
    fitted = drawn.endswith("…") and shown.startswith(drawn[:-1])
    return drawn == shown or fitted or drawn.startswith(shown)


def test_after_a_pause_the_next_players_words_are_not_rendered_again(app, monkeypatch) -> None:
    drawn_anew, shown = words_rendered_by_the_next_turn(app, monkeypatch, pause=True)
    assert not [drawn for drawn in drawn_anew if any(_shows(drawn, words) for words in shown)]


def test_without_a_pause_the_next_players_first_frame_renders_them(app, monkeypatch) -> None:
    """The measure above sees them when nothing was made ahead: its silence is not blindness."""
    drawn_anew, shown = words_rendered_by_the_next_turn(app, monkeypatch, pause=False)
    assert len([drawn for drawn in drawn_anew if any(_shows(drawn, words) for words in shown)]) >= 3
