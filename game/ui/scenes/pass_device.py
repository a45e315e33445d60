"""The pass-the-device screen of a hot-seat game: hides every private thing until the next
player says who they are."""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterator

import pygame

from game.i18n import N_, _, current_language, ngettext
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.text import wrap_text
from game.ui.widgets.base import Button, draw_panel

#: The most lines of the "since your last turn" summary.
RECAP_LINES = 10


class PassDeviceScene(Scene):
    """Opaque: nothing of the board shows through. "I am <name>" (or Enter) continues; "Menu"
    (or Esc) opens the in-game menu over this screen (save, settings, main menu…), which shows
    nothing of the board either, and comes back here.

    ``prepare`` is work of the board below while this screen waits for the player, one piece
    (one step of the iterator) per moment without input: the board made ready for the player
    named, so that their "I am …" does not wait for it. Nothing of it is shown here."""

    def __init__(self, name: str, colour: str, on_ready: Callable[[], None], what: str = "",
                 recap: list[str] | None = None, on_menu: Callable[[], None] | None = None,
                 prepare: Iterator[None] | None = None) -> None:
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.on_menu = on_menu
        self._prepare = prepare
        self.what = what
        #: What the others did since this player's last move (public information only).
        self.recap = recap or []
        self.theme = th.Theme()
        self.button = Button(N_("I am {name}", name=name), primary=True)
        self.menu_button = Button(N_("Menu"), tooltip=N_("Save, load, settings, main menu (Esc)"))
        self.title_top = 0
        self.lines: list[str] = []
        self.hover = (-1, -1)
        #: Everything but the buttons, for a window size and language: painted when a frame needs
        #: it again (under the in-game menu); the first frame paints it straight onto the window.
        self._still: tuple[tuple, pygame.Surface] | None = None
        #: The size and language of the screen the window shows (None: not drawn yet).
        self._shown: tuple | None = None

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        w, h = size
        self.title_top = h // 2 - t.px(200) if self.recap else h // 2 - t.px(110)
        sub = self.what or _("Everyone else, please look away: private cards are shown next.")
        self.lines = wrap_text(sub, t.font("body", "large"), t.px(900))
        y = self.title_top + t.font("title", 56).get_linesize() + t.px(16)
        y += len(self.lines) * t.font("body", "large").get_linesize()
        self.button.rect = pygame.Rect(0, 0, t.px(360), t.px(64))
        self.button.rect.midtop = (w // 2, y + t.px(24))
        band = t.px(56)   # the menu sits just below the top frieze, at the right
        self.menu_button.rect = pygame.Rect(0, 0, t.px(140), t.px(48))
        self.menu_button.rect.topright = (w - t.px(24), band + t.px(16))
        self.needs_redraw = True

    @property
    def has_idle_work(self) -> bool:
        return self._prepare is not None

    def idle(self) -> None:
        if self._prepare is not None and next(self._prepare, StopIteration) is StopIteration:
            self._prepare = None

    def _ready(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_ready()

    def _menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.contains(event.pos):
            self._ready()
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.on_menu is not None
              and self.menu_button.contains(event.pos)):
            self._menu()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.button.rect, self.button.text)]

    def draw(self, surface: pygame.Surface) -> None:
        key = (surface.get_size(), current_language(), self.title_top)
        if self.window_kept and self._shown == key:
            # the window still shows this screen: only the buttons change (hover), on the plain background
            self.drawn_areas = []
            for button in self._buttons():
                area = button.rect.union(button.rect.move(0, self.theme.px(2)))   # the button and its shadow
                surface.fill(th.LAPIS_DARK, area)
                self.drawn_areas.append(area.union(self._draw_button(surface, button)))
            return
        if self._still is not None and self._still[0] == key:
            surface.blit(self._still[1], (0, 0))
        elif self._shown is None:   # the first frame: nothing to copy from
            self._paint_still(surface)
        else:
            still = pygame.Surface(surface.get_size())
            self._paint_still(still)
            self._still = (key, still)
            surface.blit(still, (0, 0))
        self._shown = key
        for button in self._buttons():
            self._draw_button(surface, button)

    def _buttons(self) -> list[Button]:
        return [self.button, self.menu_button] if self.on_menu is not None else [self.button]

    def _draw_button(self, surface: pygame.Surface, button: Button) -> pygame.Rect:
        size = "large" if button is self.button else 17
        return button.draw(surface, self.theme, hovered=button.contains(self.hover), size=size)

    def _paint_still(self, surface: pygame.Surface) -> None:
        """The screen without its buttons: the friezes, what to do, and the recap."""
        t = self.theme
        w, h = surface.get_size()
        surface.fill(th.LAPIS_DARK)
        # a frieze of the player's markers on papyrus bands along the top and the bottom
        band = t.px(56)
        step = t.px(56)
        frieze = _frieze(w, band, step, t.px(13), self.colour)
        for y in (0, h - band):
            surface.blit(frieze, (0, y))
            pygame.draw.line(surface, th.GOLD, (0, y + (band if y == 0 else 0)), (w, y + (band if y == 0 else 0)),
                             max(1, t.px(3)))
        title = t.render(_("Pass the device to {name}", name=self.name), "title", 56, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.title_top)))
        font = t.font("body", "large")
        y = self.title_top + t.font("title", 56).get_linesize() + t.px(16)
        for line in self.lines:
            img = font.render(line, True, th.IVORY)
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += font.get_linesize()
        if self.recap:
            self._draw_recap(surface, self.button.rect.bottom + t.px(36))

    def _draw_recap(self, surface: pygame.Surface, top: int) -> None:
        t = self.theme
        font = t.font("body", 17)
        width = t.px(900)
        lines = [row for text in self.recap for row in wrap_text(text, font, width - t.px(40))]
        if len(lines) > RECAP_LINES:   # the newest lines; the rest is one key away
            hidden = len(lines) - RECAP_LINES + 1
            lines = [ngettext("… {n} earlier line: press L on the board for the whole log",
                              "… {n} earlier lines: press L on the board for the whole log", hidden),
                     *lines[-RECAP_LINES + 1:]]
        box = pygame.Rect(0, top, width, t.px(44) + len(lines) * font.get_linesize())
        box.centerx = surface.get_width() // 2
        draw_panel(surface, box, t, fill=th.LAPIS, border=th.GOLD_DARK)
        surface.blit(t.render(_("Since your last turn"), "bold", 18, th.GOLD_LIGHT), (box.x + t.px(20), box.y + t.px(10)))
        y = box.y + t.px(36)
        for line in lines:
            surface.blit(font.render(line, True, th.IVORY), (box.x + t.px(20), y))
            y += font.get_linesize()


@functools.lru_cache(maxsize=8)
def _frieze(width: int, band: int, step: int, radius: int, colour: str) -> pygame.Surface:
    """A papyrus band with the player's markers in a row (the same for every turn of theirs)."""
    surface = pygame.Surface((width, band))
    surface.fill(th.PAPYRUS)
    for x in range(step // 2, width, step):
        th.draw_player_marker(surface, (x, band // 2), radius, colour)
    return surface
