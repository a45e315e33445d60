"""Load a game: the saved and autosaved games, newest first, with players, mode, round and date."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game import persist
from game.i18n import N_, _, format_number
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.scenes.main_menu import describe_save, save_parts
from game.ui.text import fit_text
from game.ui.widgets.base import Button, draw_panel, draw_tooltip

ROWS = 8


class LoadGameScene(Scene):
    """An overlay list; clicking a row calls ``on_load(path)``."""

    is_overlay = True

    def __init__(self, on_load: Callable[[Path], None], saves_folder: Path | None = None,
                 autosave_folder: Path | None = None) -> None:
        self.on_load = on_load
        self.autosave_folder = autosave_folder or persist.autosave_dir()
        infos = persist.list_saves(saves_folder or persist.saves_dir()) + persist.list_saves(self.autosave_folder)
        self.infos = sorted(infos, key=lambda i: i.saved_at, reverse=True)
        self.first = 0
        self.theme = th.Theme()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[pygame.Rect, persist.SaveInfo]] = []
        self.close = Button(N_("Close"))
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        self.panel = pygame.Rect(0, 0, min(size[0] - t.px(40), t.px(1100)), t.px(120 + 72 * ROWS + 80))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.close.rect = pygame.Rect(0, 0, t.px(180), t.px(46))
        self.close.rect.bottomright = (self.panel.right - t.px(24), self.panel.bottom - t.px(18))
        self._layout_rows()

    def _layout_rows(self) -> None:
        t = self.theme
        self.rows = []
        y = self.panel.y + t.px(100)
        for info in self.infos[self.first:self.first + ROWS]:
            self.rows.append((pygame.Rect(self.panel.x + t.px(24), y, self.panel.w - t.px(48), t.px(64)), info))
            y += t.px(72)
        self.needs_redraw = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(max(0, len(self.infos) - ROWS), self.first - event.y))
            self._layout_rows()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close.contains(event.pos):
                self.stack.pop()
                return
            for rect, info in self.rows:
                if rect.collidepoint(event.pos):
                    self.stack.pop()
                    self.on_load(info.path)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(rect, describe_save(info)) for rect, info in self.rows] + [(self.close.rect, self.close.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface)
        draw_panel(surface, self.panel, t, raised=True, border=th.GOLD_DARK, radius=16)
        title = t.render(_("Load a game"), "title", 40, th.LAPIS_DARK)
        surface.blit(title, (self.panel.x + t.px(24), self.panel.y + t.px(22)))
        if not self.infos:
            empty = t.render(_("No saved games yet. Games save themselves after every decision."), "body", 20,
                             th.INK_SOFT)
            surface.blit(empty, (self.panel.x + t.px(24), self.panel.y + t.px(110)))
        for rect, info in self.rows:
            hovered = rect.collidepoint(self.hover)
            pygame.draw.rect(surface, th.TURQUOISE_LIGHT if hovered else th.PAPYRUS, rect, border_radius=t.px(8))
            pygame.draw.rect(surface, th.ERROR if info.problem else th.SAND_DARK, rect, width=1,
                             border_radius=t.px(8))
            kind = _("autosave") if info.path.parent == self.autosave_folder else _("saved")
            tag = t.render(kind, "body", 15, th.INK_SOFT)
            surface.blit(tag, tag.get_rect(midright=(rect.right - t.px(14), rect.centery)))
            room = rect.w - t.px(42) - tag.get_width()
            colour = th.ERROR if info.problem else th.TEXT
            who, *rest = save_parts(info)   # who plays, and under it the mode, the round and the date
            font = t.font("body", 19)
            first = font.render(fit_text(who, font, room), True, colour)
            second = t.font("body", 16)
            if not rest:
                surface.blit(first, first.get_rect(midleft=(rect.x + t.px(14), rect.centery)))
                continue
            surface.blit(first, first.get_rect(bottomleft=(rect.x + t.px(14), rect.centery + t.px(2))))
            details = second.render(fit_text(" · ".join(rest), second, room), True,
                                    th.ERROR if info.problem else th.INK_SOFT)
            surface.blit(details, details.get_rect(topleft=(rect.x + t.px(14), rect.centery + t.px(3))))
        if len(self.infos) > ROWS:
            more = t.render(_("{first}–{last} of {count} · scroll for more", first=format_number(self.first + 1),
                              last=format_number(self.first + len(self.rows)), count=format_number(len(self.infos))),
                            "body", 15, th.INK_SOFT)
            surface.blit(more, (self.panel.x + t.px(24), self.close.rect.centery - more.get_height() // 2))
        self.close.draw(surface, t, hovered=self.close.contains(self.hover))
        for rect, info in self.rows:
            if info.problem and rect.collidepoint(self.hover):
                draw_tooltip(surface, self.hover, _("{file} {problem}", file=info.path.name, problem=info.problem), t)
