"""The board keeps quiet while something that comes first is shown (issue #13, items 8 and 9):
no band of cards under the Maat summary, and no human board DECIDING while Botankhamun plays."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.computer_players import ComputerPlayers
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.game_ui import UI
from game.tekhenu.ui.scenes import board as board_module
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.maat import MaatScene
from game.tekhenu.ui.widgets import card_choice
from game.tekhenu.ui.widgets.decision_panel import END_TURN
from game.ui.app import App

SOLO = [Seat("Neferet", "blue"), Seat("Botankhamun", "orange", automa=True)]


class Hooks:
    """The client's side of the board: only the settings matter here."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self.sounds = None
        self.computers = ComputerPlayers(inline=True, iterations=10)

    def settings(self) -> Settings:
        return self._settings


@pytest.fixture
def window(small_window: App) -> App:
    return small_window


def solo_before_a_maat_phase(seed: int = 3) -> Session:
    """A solo game at the human's last action before a Maat phase (whose end offers the
    destiny cards): a random game replayed up to the action that began one."""
    def new() -> Session:
        return Session.new(GameConfig(players=1, solo=True, seed=seed), SOLO, autosave=False)

    session, chooser, actions = new(), random.Random(seed), []
    while True:
        actions.append(chooser.choice(session.game.legal_actions()))
        if any(e["type"] == "maat_started" for e in session.apply(actions[-1])):
            break
    replayed = new()
    for action in actions[:-1]:
        replayed.apply(action)
    return replayed


def click(window: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    window.step(0.0)


def play_to_the_maat_phase(window: App, board: BoardScene) -> None:
    """Play the human's remaining choices by clicks (the first one each time) until the turn is
    confirmed and the Maat phase begins."""
    for _ in range(50):
        if any(e["type"] == "maat_started" for e in board.session.events[-200:]) \
                and board.game.decision.kind == "choose_destiny":
            return
        target = next((t for t in board._targets if t.actions == [END_TURN]), board._targets[0])
        click(window, target.rect.center)
    raise AssertionError("the Maat phase never began")


def test_the_maat_summary_opens_over_the_board_without_the_destiny_cards_under_it(window, monkeypatch):
    faces: list[str] = []
    glows: list[pygame.Rect] = []
    real_face, real_glow = card_choice.draw_face, board_module.draw_glow
    monkeypatch.setattr(card_choice, "draw_face", lambda surface, rect, t, catalog, card, **kw: (
        faces.append(card), real_face(surface, rect, t, catalog, card, **kw)))
    monkeypatch.setattr(board_module, "draw_glow", lambda surface, rect, t, **kw: (
        glows.append(pygame.Rect(rect)), real_glow(surface, rect, t, **kw))[1])
    board = UI.board_scene(solo_before_a_maat_phase(), Hooks(Settings(animation_speed="off")))
    window.stack.push(board)
    window.step(0.0)
    play_to_the_maat_phase(window, board)
    window.step(0.0)
    maat = window.stack.top
    assert isinstance(maat, MaatScene) and board.ctx.decision_kind == "choose_destiny"
    faces.clear()
    glows.clear()
    window.stack.dirty = True
    window.step(0.0)
    cards = [target.rect for target in board.cards.targets(board.ctx)]
    assert faces == [] and not any(rect in cards for rect in glows)   # the destiny cards wait for the summary
    click(window, maat.button.rect.center)           # Continue: the choice shows now
    offered = {action.get("card") for action in board.ctx.candidates}
    assert window.stack.top is board and len(offered) >= 2 and set(faces) == offered


def test_no_human_board_says_deciding_while_botankhamun_plays(window):
    session = Session.new(GameConfig(players=1, solo=True, seed=5), SOLO, autosave=False)
    chooser = random.Random(5)
    while not (session.game.decision.kind == "turn_end" and session.game.view(0)["round"] >= 2):
        session.apply(chooser.choice(session.game.legal_actions()))
    board = UI.board_scene(session, Hooks(Settings(animation_speed="normal")))
    window.stack.push(board)
    window.step(0.0)
    end_turn = next(t for t in board._targets if t.actions == [END_TURN])
    click(window, end_turn.rect.center)
    assert board.captions                             # Botankhamun's turn is being shown
    texts = [hint.text for hint in board.widgets["players"].hints(board.ctx)]
    assert not any("must decide" in text or "Deciding now" in text for text in texts)
    assert any(text.startswith("Botankhamun is playing his turn") for text in texts)
    click(window, (5, 400))                           # a click skips his moves
    texts = [hint.text for hint in board.widgets["players"].hints(board.ctx)]
    assert any(text.startswith("Neferet must decide") for text in texts)
    assert not any(text.startswith("Botankhamun is playing") for text in texts)
