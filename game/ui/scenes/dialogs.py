"""Small modal dialogs over other scenes: a question with buttons, or a message.

Titles, messages and labels may be ``N_`` messages (shown in the language of the moment) or
text already translated by the caller."""
from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from game.i18n import N_
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.text import draw_text, wrap_text
from game.ui.widgets.base import Button, Label, draw_panel


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


@functools.lru_cache(maxsize=4)   # the few darknesses the screens use, at one window size
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The see-through shade laid over a window of ``size`` (made once: a dialog's every frame dims)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((20, 14, 8, alpha))
    return shade


class Dialog(Scene):
    """A title, a message and a row of buttons; each button runs its action and closes the dialog.

    Enter chooses the first (default) button; Esc chooses ``cancel``, the way out (by default
    the last button).
    """

    is_overlay = True

    def __init__(self, title: Label, message: Label, buttons: list[tuple[Label, Callable[[], None] | None]],
                 cancel: int = -1) -> None:
        self.title = title
        self.cancel = cancel % len(buttons)
        self.message = message
        self.buttons = [Button(label, primary=(i == 0)) for i, (label, _) in enumerate(buttons)]
        self.actions = [action for _, action in buttons]
        self.theme = th.Theme()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        width = min(size[0] - t.px(40), t.px(640))
        lines = wrap_text(str(self.message), t.font("body", "body"), width - t.px(48))
        text_h = len(lines) * t.font("body", "body").get_linesize()
        bw, bh, gap = t.px(180), t.px(44), t.px(14)
        stacked = len(self.buttons) > 3   # a menu: one button per row
        buttons_h = len(self.buttons) * (bh + gap) if stacked else bh + gap
        self.rect = pygame.Rect(0, 0, width, t.px(110) + text_h + buttons_h)
        self.rect.center = (size[0] // 2, size[1] // 2)
        if stacked:
            y = self.rect.bottom - buttons_h - t.px(6)
            for button in self.buttons:
                button.rect = pygame.Rect(self.rect.centerx - t.px(170), y, t.px(340), bh)
                y += bh + gap
        else:
            total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
            x = self.rect.centerx - total // 2
            for button in self.buttons:
                button.rect = pygame.Rect(x, self.rect.bottom - bh - t.px(20), bw, bh)
                x += bw + gap
        self.needs_redraw = True

    def choose(self, index: int) -> None:
        if self.stack is not None:
            self.stack.pop()
        action = self.actions[index]
        if action is not None:
            action()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, button in enumerate(self.buttons):
                if button.contains(event.pos):
                    self.choose(index)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose(0)
            elif event.key == pygame.K_ESCAPE:
                self.choose(self.cancel)

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(button.rect, button.text) for button in self.buttons]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=14)
        title = t.render(str(self.title), "title", 30, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + t.px(18))))
        draw_text(surface, str(self.message), (self.rect.x + t.px(24), self.rect.y + t.px(72)), t,
                  width=self.rect.w - t.px(48))
        for button in self.buttons:
            button.draw(surface, t, hovered=button.contains(self.hover))


def confirm(title: Label, message: Label, on_yes: Callable[[], None], yes: Label = N_("Yes"),
            no: Label = N_("Cancel")) -> Dialog:
    return Dialog(title, message, [(yes, on_yes), (no, None)])


def message(title: Label, text: Label, ok: Label = N_("OK"), on_ok: Callable[[], None] | None = None) -> Dialog:
    return Dialog(title, text, [(ok, on_ok)])
