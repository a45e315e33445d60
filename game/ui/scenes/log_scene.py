"""The full game log (L on the board): the whole window's height, grouped by round and turn,
filterable by player, scrollable."""
from __future__ import annotations

import pygame

from game.i18n import N_
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.table import Table
from game.ui.widgets.base import Button
from game.ui.widgets.log_view import LogWidget


class LogScene(Scene):
    """An overlay holding a large :class:`LogWidget` with the board's lines and filter."""

    is_overlay = True

    def __init__(self, ctx: Table, log: LogWidget) -> None:
        self.ctx = ctx
        self.log = LogWidget()
        self.log.set_lines(log.lines)
        self.log.only = log.only
        self.close = Button(N_("Close"), key_hint="Esc")
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.ctx.theme = t = th.Theme(size)
        rect = pygame.Rect(0, 0, min(size[0] - t.px(80), t.px(1100)), size[1] - t.px(80))
        rect.center = (size[0] // 2, size[1] // 2)
        self.log.layout(rect, t)
        self.close.rect = pygame.Rect(0, 0, t.px(140), t.px(36))
        self.close.rect.topright = (rect.right - t.px(10), rect.y + t.px(6))
        self.needs_redraw = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEWHEEL:
            self.log.handle_wheel(event.y)
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close.contains(event.pos) or not self.log.rect.collidepoint(event.pos):
                self.stack.pop()
            elif self.log.handle_click(event.pos):
                self.needs_redraw = True
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_l):
                self.stack.pop()
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.log.handle_wheel(5 if event.key == pygame.K_PAGEUP else -5)
                self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.close.rect, self.close.text)]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        self.log.draw(surface, self.ctx)
        self.close.draw(surface, self.ctx.theme, hovered=self.close.contains(self.hover), size=17)
