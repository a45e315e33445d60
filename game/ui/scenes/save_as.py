"""Save as…: name the saved game (a sensible name is proposed), then Save."""
from __future__ import annotations

import re
from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.widgets.base import Button, draw_panel
from game.ui.widgets.text_input import TextInput

#: The longest name the field takes (the saves folder's file names stay short).
MAX_NAME = 60
#: Characters a file name keeps; anything else becomes a space (names work on every system).
_UNSAFE = re.compile(r"[^\w\- .,()']+", re.UNICODE)


def file_stem(name: str) -> str:
    """A file name (without extension) from what the player typed."""
    stem = " ".join(_UNSAFE.sub(" ", name).split()).strip(" .")
    return stem or _("Saved game")


class SaveAsScene(Scene):
    """An overlay with the name field; Save (or Enter) calls ``on_save(name)``, Esc cancels."""

    is_overlay = True

    def __init__(self, proposed: str, on_save: Callable[[str], None]) -> None:
        self.on_save = on_save
        self.field = TextInput(proposed, max_length=MAX_NAME, on_submit=lambda text: self._save())
        self.field.focus()
        self.save = Button(N_("Save"), primary=True, key_hint="Enter")
        self.cancel = Button(N_("Cancel"), key_hint="Esc")
        self.theme = th.Theme()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - t.px(40), t.px(640)), t.px(230))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.field.layout(pygame.Rect(self.rect.x + t.px(24), self.rect.y + t.px(84),
                                      self.rect.w - t.px(48), t.px(48)), t)
        self.save.rect = pygame.Rect(0, 0, t.px(180), t.px(44))
        self.save.rect.bottomright = (self.rect.right - t.px(24), self.rect.bottom - t.px(20))
        self.cancel.rect = self.save.rect.move(-t.px(196), 0)
        self.needs_redraw = True

    def _save(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_save(self.field.text)

    def _cancel(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._cancel()
            return
        if self.field.handle(event):
            self.needs_redraw = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.save.contains(event.pos):
                self._save()
            elif self.cancel.contains(event.pos):
                self._cancel()

    def update(self, dt: float) -> None:
        if self.field.update():
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.save.rect, self.save.text), (self.cancel.rect, self.cancel.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=14)
        title = t.render(_("Save the game"), "title", 30, th.LAPIS_DARK)
        surface.blit(title, (self.rect.x + t.px(24), self.rect.y + t.px(18)))
        self.field.draw(surface, hovered=self.field.rect.collidepoint(self.hover))
        for button in (self.save, self.cancel):
            button.draw(surface, t, hovered=button.contains(self.hover))
