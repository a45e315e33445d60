"""The coach on the board: the board's :class:`~game.tekhenu.ui.scenes.board.Guide` for the guided
game. It asks the step machine (:mod:`~game.tekhenu.tutorial.course`) what to offer, draws the
note and the spotlight, says "try what glows" to other clicks, shows its notes over the Maat,
scoring and game-over screens, plays ahead when asked, and saves its position with the game
after every change."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.data import DataError
from game.i18n import DEFAULT_LANGUAGE, current_language
from game.tekhenu.rules import Action
from game.tekhenu.tutorial.course import DONE, Course
from game.tekhenu.tutorial.panel import CoachPanel, NoteWords, dock_rect
from game.tekhenu.tutorial.script import Script, Step, Words, load_words
from game.tekhenu.tutorial.spotlight import draw_spotlight
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import confirm
from game.ui.widgets.base import draw_glow

#: The longest a frame may spend playing ahead (the computer's moves), in seconds.
AHEAD_FRAME_SECONDS = 0.05
#: The board's screens the coach may speak over, by the board's callback that opens them.
SCREEN_CALLBACKS = {"on_maat": "maat", "on_scoring": "scoring", "on_game_over": "game_over"}


def words() -> Words:
    """The coach's words in the language of the moment; in English if that language's file
    cannot be read (the English one is read before the coach starts)."""
    try:
        return load_words(current_language())
    except DataError:
        return load_words(DEFAULT_LANGUAGE)


class BoardGuide:
    """Leads the player through the script on one board."""

    def __init__(self, board: Any, course: Course, on_finish: Callable[[], None] | None = None) -> None:
        self.board = board
        self.course = course
        self.on_finish = on_finish
        self.panel = CoachPanel()
        self.hover = (-1, -1)
        #: a click chose nothing: the note says what to do, until the step moves on
        self.refused = False
        self._round = board.session.game.round   # while playing ahead: the round shown
        self._numbers: tuple[tuple[int, int, int], dict[str, Any]] | None = None
        for callback, screen in SCREEN_CALLBACKS.items():
            self._wrap(callback, screen)
        self._save()

    @property
    def script(self) -> Script:
        return self.course.script

    @property
    def game(self) -> Any:
        return self.board.session.game

    def _wrap(self, callback: str, screen: str) -> None:
        """Have the board's callback that opens ``screen`` tell the coach once it is open."""
        opens = getattr(self.board, callback)
        if opens is None:
            return

        def opened(board: Any, *args: Any) -> None:
            opens(board, *args)
            if screen != "scoring" or args[0]:   # the Scores button (0) is no scoring
                self.screen_opened(screen)

        setattr(self.board, callback, opened)

    # ------------------------------------------------------------------ the board's Guide
    @property
    def locked(self) -> str:
        return words().label("locked") if self.course.leading else ""

    @property
    def busy(self) -> bool:
        step = self.course.step
        return step is not None and step.kind == "ahead"

    def offered(self, legal: list[Action]) -> list[Action]:
        game = self.game
        if self.course.lost(game):   # the game left the script: the player plays on
            self.course.play_freely()
            self._save()
            return legal
        return self.course.offered(game, legal)

    def status(self) -> str:
        step = self.course.step
        return words().label("waiting") if step is not None and step.kind in ("say", "branch") else ""

    def played(self, action: Action) -> None:
        self.refused = False
        self.course.played(self.game, action)
        self._save()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.panel.rect.collidepoint(event.pos):
            self._press(self.panel.button_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.panel.rect.collidepoint(event.pos):
            return True
        step = self.course.step
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and step.kind in ("say", "branch")):
            self._press("primary")
            return True
        return False

    def missed(self, pos: tuple[int, int]) -> None:
        """A click on the board that chose nothing: the note says what to do (the glowing place,
        or Next)."""
        step = self.course.step
        if self.visible and step.kind in ("do", "say", "branch") and pos[1] > self.board.area("wheel").y:
            self.refused = True
            if self.board.sounds is not None and step.kind == "do":
                self.board.sounds.play("error")

    def update(self, dt: float) -> bool:
        if self.busy and self._on_top and not self.board.captions:
            self._play_ahead()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        step, t = self.course.step, self.board.theme
        self._place(step)
        places = self.board.offered_places()
        if step.spotlight:
            top_bar = pygame.Rect(0, 0, surface.get_width(), self.board.area("wheel").y)
            asked = [self.board.area("panel")] if step.kind == "do" else []   # where the move can be made too
            draw_spotlight(surface, t, [self._area(name) for name in step.spotlight],
                           [self.panel.rect, top_bar, *asked, *places])
        if step.kind == "do":   # what the note asks for, on the board: a ring that cannot be missed
            panel = self.board.area("panel")
            for place in places:
                if not panel.colliderect(place):
                    draw_glow(surface, place.inflate(t.px(6), t.px(6)), t, strong=True, colour=th.HIGHLIGHT_FOCUS)
        self.panel.draw(surface, t, hover=self.hover)

    def _place(self, step: Step) -> None:
        primary, secondary = self._buttons(step)
        self.panel.place(dock_rect(step.coach or "temple", self.board.theme), self.board.theme,
                         self.note_words(step), primary, secondary)

    def targets(self) -> list[tuple[pygame.Rect, str]]:
        """The note's primary button (Next, Show me the end): "Play on freely" is not offered to
        the autoplay, which follows the coach."""
        if not self.visible:
            return []
        step = self.course.step
        self._place(step)
        return [(self.panel.primary.rect, self.panel.primary.text)] if self.panel.primary.rect.w else []

    # ------------------------------------------------------------------ the note
    @property
    def _on_top(self) -> bool:
        return self.board.stack is not None and self.board.stack.top is self.board

    @property
    def visible(self) -> bool:
        """Whether the note shows on the board now: a step of the board (not a note over a screen),
        the board on top, no move of Botankhamun being narrated."""
        step = self.course.step
        return step is not None and step.kind != "over" and self._on_top and not self.board.captions

    def _buttons(self, step: Step) -> tuple[str | None, str | None]:
        w = words()
        primary = {"say": w.label("next"), "branch": w.label("ahead")}.get(step.kind)
        secondary = w.label("free") if step.kind in ("say", "do", "branch") else None
        return primary, secondary

    def _values(self) -> dict[str, Any]:
        """The numbers the notes show, worked out once per move (the note is drawn every frame)."""
        key = (len(self.game.history), self.course.progress.index, self.game.round)
        if self._numbers is None or self._numbers[0] != key:
            self._numbers = (key, self.course.values(self.game))
        return self._numbers[1]

    def header(self) -> str:
        """The note's first line: whose note, and which step of how many."""
        w = words()
        return f"{w.label('coach')} · {w.label('progress', **self._values())}"

    def note_words(self, step: Step) -> NoteWords:
        """What the note of ``step`` says now ("try what glows" after a click on something else)."""
        w, values = words(), self._values()
        note = "" if not self.refused else w.refusal(step) if step.kind == "do" else w.label("waiting")
        return NoteWords(self.header(), w.title(step, values), w.text(step, values), note)

    def _area(self, name: str) -> pygame.Rect:
        """A part of the board the spotlight leaves bright: one of the board's areas, or one of the
        two player boards (the players' area is split between them)."""
        if name not in ("you", "bot"):
            return self.board.area(name)
        players = self.board.area("players")
        half = players.h // 2
        return pygame.Rect(players.x, players.y + (0 if name == "you" else half), players.w, half)

    def _press(self, button: str | None) -> None:
        step = self.course.step
        if button == "primary" and step.kind in ("say", "branch"):
            self.course.next(self.game)
            self._changed()
        elif button == "secondary":
            w = words()
            self.board.stack.push(confirm(w.label("free_title"), w.label("free_text"), self.play_freely,
                                          yes=w.label("free_yes"), no=w.label("free_no")))

    def play_freely(self) -> None:
        self.course.play_freely()
        self._changed()

    # ------------------------------------------------------------------ screens and playing ahead
    def screen_opened(self, screen: str) -> None:
        """The board opened a screen: a free step waiting for it ends; a note over it shows."""
        if self.course.screen_opened(self.game, screen):
            self.board.stack.push(ScreenNote(self))
        self._save()

    def note_read(self) -> None:
        """The note over a screen was read (Next, Finish)."""
        self.course.next(self.game)
        if self.course.progress.mode == DONE and self.on_finish is not None:
            self.on_finish()
        self._changed()

    def _play_ahead(self) -> None:
        """Play the player's moves as the computer would, for a frame's worth of time; the board
        shows the game again at each new round and once the round of the script is reached."""
        started = pygame.time.get_ticks()
        while self.busy and pygame.time.get_ticks() - started < AHEAD_FRAME_SECONDS * 1000:
            action = self.course.ahead_move(self.game)
            if action is None:
                break
            self.board.moves.apply(action, by_itself=True)
        self._save()
        if not self.busy or self.game.round != self._round:
            self._round = self.game.round
            self.board.refresh()

    # ------------------------------------------------------------------ saving
    def _save(self) -> None:
        """Keep the position with the game (it is saved with every move, and now)."""
        session = self.board.session
        data = self.course.to_data()
        if session.guide != data:
            session.guide = data
            session.autosave()

    def _changed(self) -> None:
        self.refused = False
        self._save()
        self.board.refresh()


class ScreenNote(Scene):
    """A note of the coach over a screen the board opened (Maat, a scoring, the game over). Its
    button, Enter or Esc closes it; a click on the screen under it closes it and goes on to that
    screen."""

    is_overlay = True

    def __init__(self, guide: BoardGuide) -> None:
        self.guide = guide
        self.step = guide.course.step
        self.panel = CoachPanel()
        self.theme = th.Theme()
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        self.needs_redraw = True

    def _label(self) -> str:
        last = self.guide.course.progress.index == len(self.guide.script.steps) - 1
        return words().label("finish" if last else "got_it")

    def _place(self) -> None:
        self.panel.place(dock_rect(self.step.coach or "bottom", self.theme), self.theme,
                         self.guide.note_words(self.step), self._label(), None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
            return
        self._place()
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if click and self.panel.rect.collidepoint(event.pos) and self.panel.button_at(event.pos) != "primary":
            return   # a click on the note's words
        if click or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                   pygame.K_SPACE, pygame.K_ESCAPE)):
            stack = self.stack
            stack.pop()
            self.guide.note_read()
            if click and not self.panel.rect.collidepoint(event.pos) and stack.top is not None:
                stack.top.handle(event)   # a click on the screen under the note (its Continue) counts too

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        self._place()
        return [(self.panel.primary.rect, self.panel.primary.text)]

    def draw(self, surface: pygame.Surface) -> None:
        self._place()
        self.panel.draw(surface, self.theme, hover=self.hover)
