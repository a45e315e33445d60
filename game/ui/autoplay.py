"""Play a whole game by simulated mouse clicks, as a person would: at each screen, click one of
the places the screen highlights as clickable (chosen with a seeded RNG).

Used by the click-driven tests and by ``python -m game --autoplay-clicks``. Along the way it
also takes back moves with the Undo button and saves and reloads the game from the menu, so
those paths are played by clicks too.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.i18n import _
from game.session import Session
from game.ui.app import App
from game.ui.client import Client
from game.ui.game_ui import Board, is_board
from game.ui.scene import Scene
from game.ui.scenes.load_game import LoadGameScene

#: Fast-forward step for animations (seconds per frame while waiting).
SETTLE_DT = 0.5


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """A click at ``pos`` (window pixels) as a person makes it: the pointer moves there, then
    the button goes down and up."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


class AutoplayError(RuntimeError):
    """The game could not be finished by clicks (no clickable place, or too many clicks)."""


@dataclass
class AutoplayReport:
    session: Session
    clicks: int = 0
    undos: int = 0
    redos: int = 0
    reloaded: bool = False
    screenshots: list[Path] = field(default_factory=list)


class ClickDriver:
    """Drives a :class:`Client` through posted pygame mouse events only."""

    def __init__(self, client: Client, seed: int, screenshots: Path | None = None,
                 undo_rate: float = 0.04, max_clicks: int = 20000) -> None:
        self.client = client
        self.app: App = client.app
        self.rng = random.Random(seed)
        self.screenshots = screenshots
        self.undo_rate = undo_rate
        self.max_clicks = max_clicks
        self._shot_names: set[str] = set()
        self._last_round = 0
        self.report: AutoplayReport | None = None
        self.clicks = 0

    # ------------------------------------------------------------------ low level
    def click(self, pos: tuple[int, int]) -> None:
        self.clicks += 1
        if self.clicks > self.max_clicks:
            raise AutoplayError(f"no game over after {self.max_clicks} clicks")
        for event in click_events(pos):
            pygame.event.post(event)
        self.app.step()
        self.settle()

    def settle(self) -> None:
        """Let animations play out (fast-forwarded)."""
        for _step in range(200):
            if not self.app.stack.is_animating:
                break
            self.app.step(SETTLE_DT)
        self.app.step(0.0)

    def type_text(self, text: str, clear: int = 40) -> None:
        """Replace the focused field's text: End, Backspace until empty, then type."""
        for key in [pygame.K_END] + [pygame.K_BACKSPACE] * clear:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.app.step()

    def click_label(self, label: str) -> None:
        """Click the target whose label is ``label`` (a button's words in the language shown, or a
        target's name such as ``players:2``)."""
        top = self.app.stack.top
        for rect, text in top.autoplay_targets():
            if text == label:
                self.click(rect.center)
                return
        raise AutoplayError(f"{type(top).__name__} has no '{label}' to click")

    def shot(self, name: str) -> None:
        if self.screenshots is None or name in self._shot_names:
            return
        self._shot_names.add(name)
        path = self.app.screenshot(self.screenshots / f"{len(self._shot_names):02d}-{name}.png")
        if self.report is not None:
            self.report.screenshots.append(path)

    def _shoot_scene(self, scene: Scene) -> None:
        name = type(scene).__name__.removesuffix("Scene").lower()
        if is_board(scene):
            rnd = scene.session.game.round
            if rnd >= self._last_round + 3:
                self._last_round = rnd
                self.shot(f"board-round-{rnd}")
            return
        self.shot(name)

    # ------------------------------------------------------------------ a game
    def start_game(self, players: int | None, solo: str | None, seed: int, computers: Sequence[str] = (),
                   variant: str | None = None) -> None:
        """From the main menu: New game, the mode, the seats (``computers``: the levels of the
        computer players in the seats after the first), the game's ``variant`` if one is given, the
        seed, Start — all by clicks and typing."""
        self.client.main_menu()
        self.app.step()
        self.shot("main-menu")
        self.click_label(_("New game"))
        self.shot("new-game")
        if solo:
            self.click_label("mode:solo")
            self.click_label(f"difficulty:{solo}")
        else:
            self.click_label(f"players:{players}")
            if variant is not None:
                self.click_label(f"variant:{variant}")
            for seat, level in enumerate(computers, start=1):
                self.click_label(f"kind:{seat}:{level}")
        seed_field = self.app.stack.top.seed
        self.click(seed_field.rect.center)
        self.type_text(str(seed))
        self.click_label("start")

    def start_guided_game(self) -> None:
        """From the main menu: Learn to play (the chosen game's guided first game, from its
        start). The guided game's board offers only what its coach asks for, and the coach's
        Next: the clicks follow the coach to the end."""
        self.client.main_menu()
        self.app.step()
        self.shot("main-menu")
        self.click_label(self.app.stack.top.buttons["learn"].text)   # its label is the game's own words

    def play_to_the_end(self, save_load_at_round: int | None = 4) -> AutoplayReport:
        top = self.app.stack.top
        board = next(s for s in self.app.stack if is_board(s))
        self.report = AutoplayReport(board.session)
        while True:
            top = self.app.stack.top
            if top is None:
                raise AutoplayError("the window closed before the game ended")
            self._shoot_scene(top)
            if getattr(top, "is_game_over", False):
                self.report.session = top.session
                self.report.clicks = self.clicks
                return self.report
            if is_board(top):
                self.report.session = top.session
                if self._maybe_undo(top):
                    continue
                if (save_load_at_round is not None and not self.report.reloaded and top.can_act
                        and top.session.game.round >= save_load_at_round):
                    self._save_and_reload(top)
                    continue
            targets = top.autoplay_targets()
            if not targets:
                if top.is_animating:
                    self.settle()
                    continue
                raise AutoplayError(f"nothing to click on {type(top).__name__}")
            rect, _ = self.rng.choice(targets)
            self.click(rect.center)

    def _maybe_undo(self, board: Board) -> bool:
        buttons = board.button_targets()
        first_chance = self.report.undos == 0 and self.clicks > 20   # every game exercises undo
        if "undo" in buttons and (first_chance or self.rng.random() < self.undo_rate):
            self.click(buttons["undo"].center)
            self.report.undos += 1
            if "redo" in board.button_targets() and self.rng.random() < 0.5:
                self.click(board.button_targets()["redo"].center)
                self.report.redos += 1
            return True
        return False

    def _save_and_reload(self, board: Board) -> None:
        """Menu → Save as… → OK, then Menu → Load… → the saved game; it must continue the same."""
        history = [a.to_dict() for a in board.session.game.history]
        self.click(board.button_targets()["menu"].center)
        self.click_label(_("Save as…"))
        self.shot("save-as")
        self.click_label(_("Save"))
        saved = max(self.client.saves_folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
        self.click_label(_("OK"))
        self.click(board.button_targets()["menu"].center)
        self.click_label(_("Load…"))
        loader = self.app.stack.top
        assert isinstance(loader, LoadGameScene)
        row = next(rect for rect, info in loader.rows if info.path == saved)
        self.shot("load-game")
        self.click(row.center)
        reloaded = next(s for s in self.app.stack if is_board(s))
        if [a.to_dict() for a in reloaded.session.game.history] != history:
            raise AutoplayError("the reloaded game differs from the saved one")
        self.report.reloaded = True


def replay_scores(session: Session) -> list[dict]:
    """The scores the rules engine gives for the same actions, replayed on a fresh game."""
    game = session.module.new_game(session.game.config)
    for action in session.game.history:
        game.apply(action)
    return game.scores()
