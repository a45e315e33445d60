"""The pass-the-device screen of a hot-seat game: hides every private thing until the next
player says who they are."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.widgets.base import Button, draw_text


class PassDeviceScene(Scene):
    """Opaque: nothing of the board shows through. "I am <name>" (or Enter) continues."""

    def __init__(self, name: str, colour: str, on_ready: Callable[[], None], what: str = "") -> None:
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.what = what
        self.theme = th.Theme()
        self.button = Button(f"I am {name}", primary=True)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        self.button.rect = pygame.Rect(0, 0, t.px(360), t.px(64))
        self.button.rect.center = (size[0] // 2, size[1] // 2 + t.px(120))
        self.needs_redraw = True

    def _ready(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.contains(event.pos):
            self._ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._ready()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.button.rect, self.button.label)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        w, h = surface.get_size()
        surface.fill(th.LAPIS_DARK)
        # a frieze of the player's markers along the top and the bottom
        step = t.px(56)
        for x in range(step // 2, w, step):
            th.draw_player_marker(surface, (x, t.px(40)), t.px(12), self.colour)
            th.draw_player_marker(surface, (x, h - t.px(40)), t.px(12), self.colour)
        title = t.render(f"Pass the device to {self.name}", "title", 56, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - t.px(90))))
        sub = self.what or "Everyone else, please look away: private cards are shown next."
        draw_text(surface, sub, (w // 2 - t.px(400), h // 2 - t.px(20)), t, size="large",
                  colour=th.IVORY, width=t.px(800))
        self.button.draw(surface, t, hovered=self.button.contains(self.hover), size="large")
