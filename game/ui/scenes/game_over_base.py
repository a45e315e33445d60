"""The frame of every game's game-over screen: its four buttons, the log export and the seed line.

The buttons, right-aligned along the bottom: "Same set-up again" (``on_replay``: the New game
screen with this game's seed, players and variants filled in; greyed out without it), "Export log"
(the whole log as a text file, in the user's documents folder or else the saves folder, and a line
saying where), "Main menu" and "New game" (Enter). Left of them, the game's seed, so that anyone
can replay the set-up and check the draws (or the export's message).

A game subclasses :class:`GameOverBase` and supplies its ``game_id`` and ``folder_name`` (the
exported file's name and folder), the replay button's tooltip (what the seed decides in that game),
``headline`` and ``subline`` (the winner, and by how much or how a tie was broken), the places of
its score areas (:meth:`~GameOverBase._layout_areas`) and :meth:`~GameOverBase.draw`, which may use
the shared banner (:meth:`~GameOverBase._draw_headline_band`), score panel, footer and tooltip.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import platformdirs
import pygame

from game import persist
from game.i18n import N_, LazyText, _
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.text import fit_text
from game.ui.widgets.base import Button, draw_panel, draw_tooltip


def log_folders(folder_name: str) -> list[Path]:
    """Where a game's exported log goes, in order of preference."""
    return [Path(platformdirs.user_documents_dir()) / folder_name, persist.saves_dir()]


class GameOverBase(Scene):
    """The final screen of a finished game."""

    #: the client and the autoplay recognise the end of a game by it
    is_game_over = True
    #: the game's id, in the exported file's name
    game_id: ClassVar[str]
    #: the folder of the user's documents the log goes to
    folder_name: ClassVar[str]
    #: the height of the shared banner (design px)
    BAND_H: ClassVar[int] = 140

    def __init__(self, session: Session, on_new_game: Callable[[], None], on_main_menu: Callable[[], None], *,
                 replay_tooltip: LazyText, on_replay: Callable[[], None] | None = None,
                 export_folder: Path | None = None) -> None:
        """``replay_tooltip`` says what the seed (its ``{seed}``) decides in this game."""
        self.session = session
        self.on_new_game = on_new_game
        self.on_main_menu = on_main_menu
        self.on_replay = on_replay
        #: Where "Export log" writes (None: the documents folder, else the saves folder).
        self.export_folder = export_folder
        self.theme = th.Theme()
        self.new_button = Button(N_("New game"), primary=True, tooltip=N_("Set up another game"))
        self.menu_button = Button(N_("Main menu"), tooltip=N_("Back to the main menu"))
        self.export_button = Button(N_("Export log"), tooltip=N_("Save the whole game log as a text file"))
        self.replay_button = Button(N_("Same set-up again"), enabled=on_replay is not None, tooltip=replay_tooltip)
        self.message = ""
        self.message_is_error = False
        self.hover = (-1, -1)

    @property
    def buttons(self) -> list[Button]:
        return [self.replay_button, self.export_button, self.menu_button, self.new_button]

    # ------------------------------------------------------------------ layout
    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        self._layout_areas(size)
        self._layout_buttons()
        self.needs_redraw = True

    def _layout_areas(self, size: Size) -> None:
        """Places the game's score areas."""
        raise NotImplementedError

    def _layout_buttons(self) -> None:
        """The buttons right-aligned along the bottom, each as wide as its design or as its label
        needs (a long translation's)."""
        t = self.theme
        w, h = t.size
        x = w - t.px(40)
        for button, design in ((self.new_button, 220), (self.menu_button, 200), (self.export_button, 200),
                               (self.replay_button, 260)):
            label = t.font("bold" if button.primary else "body", "body").size(button.text)[0]
            width = max(t.px(design), label + t.px(28))
            x -= width
            button.rect = pygame.Rect(x, h - t.px(84), width, t.px(54))
            x -= t.px(16)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.buttons:
                if button.enabled and button.contains(event.pos):
                    self._press(button)
                    return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._press(self.new_button)

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(button.rect, button.text) for button in self.buttons if button.enabled]

    def _press(self, button: Button) -> None:
        if button is self.export_button:
            self.export()
        elif button is self.new_button:
            self.on_new_game()
        elif button is self.menu_button:
            self.on_main_menu()
        elif button is self.replay_button and self.on_replay is not None:
            self.on_replay()

    def export(self) -> Path | None:
        """Write the log in the first folder that takes it; the file, or None (and why)."""
        name = f"{self.game_id}-game-{self.session.game_id}.txt"   # ids of ours: a plain file name
        folders = [self.export_folder] if self.export_folder is not None else log_folders(self.folder_name)
        error: OSError | None = None
        for folder in folders:
            try:
                path = self.session.export_log(folder / name)
            except OSError as problem:
                error = problem
                continue
            self.message, self.message_is_error = _("Log written to {path}", path=path), False
            self.needs_redraw = True
            return path
        reason = error.strerror if error is not None and error.strerror else str(error)
        self.message, self.message_is_error = _("Could not write the log: {reason}", reason=reason), True
        self.needs_redraw = True
        return None

    # ------------------------------------------------------------------ drawing
    def _draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The banner's background."""

    def _draw_headline_band(self, surface: pygame.Surface, winner: int) -> None:
        """The band across the top: the winner's marker and ``headline``, ``subline`` under it."""
        t = self.theme
        w = surface.get_width()
        band = pygame.Rect(0, 0, w, t.px(self.BAND_H))
        self._draw_band(surface, band)
        pygame.draw.line(surface, th.GOLD, (0, band.bottom), (w, band.bottom), max(1, t.px(4)))
        title = t.render(self.headline, "title", 56, th.GOLD_LIGHT)
        box = title.get_rect(midtop=(w // 2 + t.px(24), t.px(10)))
        pygame.draw.circle(surface, th.IVORY, (box.x - t.px(32), box.centery + t.px(4)), t.px(22))
        th.draw_player_marker(surface, (box.x - t.px(32), box.centery + t.px(4)), t.px(15),
                              self.session.seats[winner].colour)
        surface.blit(title, box)
        sub = t.render(self.subline, "body", "large", th.IVORY)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, box.bottom)))

    def _draw_score_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """The "Final scoring" panel; returns the room inside it, under its heading."""
        t = self.theme
        draw_panel(surface, rect, t, raised=True)
        heading = t.render(_("Final scoring"), "bold", 20, th.LAPIS_DARK)
        surface.blit(heading, (rect.x + t.px(16), rect.y + t.px(10)))
        return rect.inflate(-t.px(32), -t.px(60)).move(0, t.px(20))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        """The buttons, and left of them the seed of this game (or the export's message)."""
        t = self.theme
        for button in self.buttons:
            button.draw(surface, t, hovered=button.contains(self.hover))
        font = t.font("body", 16)
        room = self.replay_button.rect.x - t.px(60)
        if self.message:
            colour = th.ERROR if self.message_is_error else th.TURQUOISE_DARK
            line = font.render(fit_text(self.message, font, room), True, colour)
        else:
            line = font.render(fit_text(_("Seed of this game: {seed}", seed=self.session.seed), font, room), True,
                               th.TEXT_MUTED)
        surface.blit(line, line.get_rect(midleft=(t.px(40), self.new_button.rect.centery)))

    def _tooltip(self) -> str:
        """What the pointer rests on says (a button's tooltip here; a game adds its pieces)."""
        return next((button.hover_text for button in self.buttons if button.contains(self.hover)), "")

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        tip = self._tooltip()
        if tip:
            draw_tooltip(surface, self.hover, tip, self.theme)
