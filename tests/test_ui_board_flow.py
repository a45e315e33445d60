"""The shared flow of the boards that hold a turn back (game.ui.board_flow), the parts every board
has (game.ui.board_parts) and the generic decision panel: areas scaled edge to edge, the sound of
a batch of events, a click on the top bar, the "since your last move" recap, the runs of a long
choice, and the panel's buttons open again as click targets once a computer player's captions
are over."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from game.computer_players import ComputerPlayers
from game.core.actions import Action
from game.i18n import N_
from game.imhotep.rules import Game, GameConfig
from game.imhotep.ui.scenes.board import BoardScene
from game.imhotep.ui.words import END_TURN
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui.app import App
from game.ui.autoplay import click_events
from game.ui.board_parts import click_button, first_sound, recap, scaled_rect, top_bar_buttons
from game.ui.widgets.decision_panel import in_runs


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1366, 768))
    pygame.event.clear()
    yield application
    application.close()


def test_scaled_boxes_meet_edge_to_edge():
    sx = sy = 1366 / 1920   # 0.7114…
    left, right = scaled_rect((0, 48, 330, 690), sx, sy), scaled_rect((330, 48, 1070, 942), sx, sy)
    # 330 * 0.7114 = 234.8 -> 235; 48 * 0.7114 = 34.15 -> 34; 738 * 0.7114 = 525.0 -> 525
    assert (left.x, left.y, left.w, left.h) == (0, 34, 235, 491)
    assert right.x == left.right == 235 and right.w == round(1400 * sx) - 235 == 761


def test_the_first_sound_named_for_a_batch_is_the_most_important():
    sounds = (("chime", frozenset({"game_over"})), ("coin", frozenset({"paid", "gained"})))
    assert first_sound([{"type": "gained"}, {"type": "game_over"}], sounds) == "chime"
    assert first_sound([{"type": "gained"}], sounds) == "coin"
    assert first_sound([{"type": "moved"}], sounds) is None


def test_a_click_on_the_top_bar_presses_an_enabled_button_and_refuses_a_greyed_one():
    buttons = top_bar_buttons(N_("Scores"), N_("Rules"))
    assert list(buttons) == ["hint", "undo", "redo", "log", "scores", "rules", "menu"]
    buttons["undo"].rect, buttons["redo"].rect = pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 10, 10)
    buttons["redo"].enabled = False
    pressed, refused = [], []
    assert click_button(buttons, (5, 5), pressed.append, lambda: refused.append(1))
    assert click_button(buttons, (25, 5), pressed.append, lambda: refused.append(1))
    assert not click_button(buttons, (15, 5), pressed.append, lambda: refused.append(1))
    assert pressed == ["undo"] and refused == [1]


def test_a_long_choice_is_cut_into_at_most_nine_runs():
    actions = [Action.make("take", n=n) for n in range(20)]
    runs = in_runs(actions)     # 20 / 9 -> runs of 3: 1–3, 4–6, … 19–20
    assert [label for label, _ in runs][:2] == ["Choices 1–3", "Choices 4–6"] and runs[-1][0] == "Choices 19–20"
    assert len(runs) == 7 and [a for _, members in runs for a in members] == actions


def test_the_recap_tells_what_happened_since_the_seats_own_last_move():
    game = Game.new(GameConfig(players=2, seed=5))
    session = Session(game, [Seat("Ana", "blue"), Seat("Bo", "orange")], autosave=False)
    # the set-up: Ana's stones, Bo's stones, the round, the market: Bo's last is his stones
    assert recap(session, 1) == ["The Market shows Statue, Temple Decoration, Paved Path and Burial Chamber "
                                 "Decoration."]
    session.apply(next(a for a in session.game.legal_actions() if a.kind == "get_stones"))
    session.apply(next(a for a in session.game.legal_actions() if a.kind == "get_stones"))
    assert recap(session, 0) == ["Bo takes 2 stones from the quarry (5 on the sled)."]   # 3 on his sled + 2
    assert recap(session, 1) == []            # nothing since Bo's own move


def test_the_panels_buttons_are_click_targets_as_soon_as_the_captions_are_over(app):
    session = Session(Game.new(GameConfig(players=2, seed=5)), [Seat("Ana", "blue"),
                      Seat("Bo", "orange", computer="easy")], autosave=False)
    board = BoardScene(session, Settings(animation_speed="normal"), on_game_over=lambda b: None,
                       on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    board.play(next(a for a in board.ctx.legal if a.kind == "get_stones"))
    board.play(END_TURN)
    told = False
    for _ in range(40):
        app.step(0.25)           # Bo answers, his move is told, then Ana's choice opens (drawn each frame)
        told |= bool(board.captions)
        if told and not board.captions and board.ctx.legal:
            break
    assert told and board.ctx.legal and board.panel.caption == ""
    in_panel = [t for t in board.targets if board.panel.rect.colliderect(t.rect)]
    assert in_panel and {a for t in in_panel for a in t.actions} == set(board.ctx.legal)


@pytest.mark.parametrize("board_kind", ["shared flow", "tekhenu"])
def test_every_board_answers_the_same_keys_and_top_bar_buttons(app, board_kind):
    """S and Scores show the scores, F1 and Rules the rules, L and Log the log, Menu the menu."""
    from game.tekhenu.rules import Game as TekhenuGame
    from game.tekhenu.rules import GameConfig as TekhenuConfig
    from game.tekhenu.ui.scenes.board import BoardScene as TekhenuBoard
    from game.ui.scenes.log_scene import LogScene

    calls: list[str] = []
    seats = [Seat("Ana", "blue"), Seat("Bo", "orange", computer="easy")]
    callbacks = {"on_game_over": lambda b: None, "on_menu": lambda b: calls.append("menu"),
                 "on_rules": lambda b: calls.append("rules")}
    if board_kind == "tekhenu":
        session = Session(TekhenuGame.new(TekhenuConfig(players=2, seed=3)), seats, autosave=False)
        board = TekhenuBoard(session, Settings(animation_speed="off"), on_scoring=lambda b, n: calls.append("scores"),
                             computers=ComputerPlayers(inline=True, iterations=5), **callbacks)
    else:
        session = Session(Game.new(GameConfig(players=2, seed=5)), seats, autosave=False)
        board = BoardScene(session, Settings(animation_speed="off"), on_scores=lambda b: calls.append("scores"),
                           computers=ComputerPlayers(inline=True, iterations=5), **callbacks)
    app.stack.push(board)
    app.step(0.0)
    for key in (pygame.K_s, pygame.K_F1):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.step(0.0)
    for name in ("scores", "rules", "menu"):
        for event in click_events(board.buttons[name].rect.center):
            pygame.event.post(event)
        app.step(0.0)
    assert calls == ["scores", "rules", "scores", "rules", "menu"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    app.step(0.0)
    assert isinstance(app.stack.top, LogScene)
