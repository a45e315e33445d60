"""The settings dialog: language, window size, full screen, animation speed, sound,
end-of-turn check, single choices taken by themselves.

A modal dialog over the scene below it. Changes are made on a draft; "Save" (or Enter) hands
the new :class:`~game.settings.Settings` to ``on_save`` and closes, "Cancel" (or Esc)
closes and keeps the old ones. Everything is reachable from the keyboard too: Up/Down (or
Tab) choose a row, Left/Right change it, Space flips an on/off switch.

Every word is an ``N_`` message, translated as it is drawn: once the player saves another
language, this dialog (still on screen for a frame) and everything else show in it. The
languages are named in their own language, never translated.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import LANGUAGES, N_, LazyText, _
from game.settings import ANIMATION_SPEEDS, WINDOW_SIZES, Settings, first_settings
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import fit_text
from game.ui.widgets.base import Button, draw_panel

DIALOG_SIZE = (980, 1040)   # design pixels
ROW_HEIGHT = 108
LABEL_WIDTH = 380
#: The most lines a setting's explanation takes (Hungarian and Polish need a third).
HELP_LINES = 3
#: How dark the veil over the screen under the settings is.
VEIL_ALPHA = 150
_SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "off": N_("Off")}


@dataclass(frozen=True)
class _Row:
    """One setting: the Settings field it edits, its words, and the values it offers."""

    field: str
    label: LazyText
    help: LazyText
    options: tuple[tuple[Any, LazyText | str], ...]

    @property
    def is_switch(self) -> bool:
        return self.options == _SWITCH


_SWITCH = ((False, N_("Off")), (True, N_("On")))


def _rows(current: Settings) -> tuple[_Row, ...]:
    sizes = list(WINDOW_SIZES)
    if current.window_size not in sizes:  # a size from a hand-edited file stays selectable
        sizes.append(current.window_size)
    return (
        _Row("language", N_("Language"), N_("The language of every screen. Saved games load in any language."),
             tuple((language.code, language.name) for language in LANGUAGES)),
        _Row("window_size", N_("Window size"), N_("Used when the game is not full screen."),
             tuple((size, f"{size[0]} × {size[1]}") for size in sizes)),
        _Row("fullscreen", N_("Full screen"), N_("Fill the whole screen at its own resolution."), _SWITCH),
        _Row("animation_speed", N_("Animations"), N_("How fast pieces and dice move and automated players play."),
             tuple((speed, _SPEED_LABELS[speed]) for speed in ANIMATION_SPEEDS)),
        _Row("sound", N_("Sound"), N_("Sound effects."), _SWITCH),
        _Row("confirm_end_turn", N_("Confirm end of turn"),
             N_("Turns end with End turn (or Enter), so the last move can still be undone. "
                "Off: a turn with nothing left to do ends by itself."), _SWITCH),
        _Row("auto_single_choice", N_("Take single choices"),
             N_("A decision with only one possible choice is taken by itself after a short pause."), _SWITCH),
    )


class SettingsScene(Scene):
    """Edit the settings; ``on_save(new_settings)`` is called when the player saves."""

    is_overlay = True

    def __init__(self, settings: Settings, on_save: Callable[[Settings], None]) -> None:
        self.original = settings
        self.draft = settings
        self.on_save = on_save
        self.rows = _rows(settings)
        self.theme = th.Theme()
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: Per row: the rect of the row and the rect of each option (same order as row.options).
        self.row_rects: list[pygame.Rect] = []
        self.option_rects: list[list[pygame.Rect]] = []
        self.save_button = Button(N_("Save"), primary=True, key_hint="Enter")
        self.cancel_button = Button(N_("Cancel"), key_hint="Esc")
        self.defaults_button = Button(N_("Restore defaults"), tooltip=N_("Put every setting back as it was first"))
        self.focus_row = 0
        self.focus_visible = False   # the focus ring shows once the keyboard is used
        self.hover: tuple[str, int, int] | None = None

    # ------------------------------------------------------------------ layout

    def on_resize(self, size: Size) -> None:
        super().on_resize(size)
        self.theme = th.Theme(size)
        px = self.theme.px
        self.panel = pygame.Rect(0, 0, min(px(DIALOG_SIZE[0]), size[0] - px(20)),
                                 min(px(DIALOG_SIZE[1]), size[1] - px(20)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self._layout_rows()
        self._layout_buttons()

    def _layout_rows(self) -> None:
        px = self.theme.px
        top = self.panel.y + px(146)
        row_h = px(ROW_HEIGHT)
        label_w = px(LABEL_WIDTH)
        self.row_rects, self.option_rects = [], []
        for i, row in enumerate(self.rows):
            rect = pygame.Rect(self.panel.x + px(40), top + i * row_h, self.panel.w - px(80), row_h)
            self.row_rects.append(rect)
            control = pygame.Rect(rect.x + label_w, rect.y, rect.w - label_w, rect.h)
            self.option_rects.append(self._option_rects(row, control))

    def _option_rects(self, row: _Row, control: pygame.Rect) -> list[pygame.Rect]:
        px = self.theme.px
        h = px(46)
        y = control.centery - h // 2
        if row.is_switch:
            # One switch: clicking either half sets that value.
            switch = pygame.Rect(control.x, y, px(84), h)
            half = switch.w // 2
            return [pygame.Rect(switch.x, y, half, h), pygame.Rect(switch.x + half, y, switch.w - half, h)]
        n = len(row.options)
        width = control.w
        rects = []
        for k in range(n):
            x0 = control.x + width * k // n
            x1 = control.x + width * (k + 1) // n
            rects.append(pygame.Rect(x0, y, x1 - x0, h))
        return rects

    def _layout_buttons(self) -> None:
        px = self.theme.px
        h = px(56)
        y = self.panel.bottom - px(40) - h
        self.save_button.rect = pygame.Rect(0, y, px(190), h)
        self.save_button.rect.right = self.panel.right - px(40)
        self.cancel_button.rect = pygame.Rect(0, y, px(190), h)
        self.cancel_button.rect.right = self.save_button.rect.x - px(16)
        self.defaults_button.rect = pygame.Rect(self.panel.x + px(40), y, px(250), h)

    # ------------------------------------------------------------------ changes

    def set_value(self, row_index: int, value: Any) -> None:
        """Set the draft's value for a row (one of the values the row offers)."""
        row = self.rows[row_index]
        if value not in [v for v, _ in row.options]:
            raise ValueError(f"{row.field} does not offer {value!r}")
        if getattr(self.draft, row.field) != value:
            self.draft = dataclasses.replace(self.draft, **{row.field: value})
            self.needs_redraw = True

    def save(self) -> None:
        """Close and hand the draft to ``on_save``."""
        if self.stack is not None:
            self.stack.pop()
        self.on_save(self.draft)

    def cancel(self) -> None:
        """Close without saving."""
        if self.stack is not None:
            self.stack.pop()

    def restore_defaults(self) -> None:
        """Every setting on this screen as at a first start; the game chosen on the main menu stays."""
        self.draft = dataclasses.replace(first_settings(), game=self.draft.game)
        self.needs_redraw = True

    def _step_value(self, row_index: int, step: int) -> None:
        row = self.rows[row_index]
        values = [v for v, _ in row.options]
        k = values.index(getattr(self.draft, row.field))
        self.set_value(row_index, values[max(0, min(len(values) - 1, k + step))])

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self._set_hover(self._hit(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.cancel()
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1,
                 pygame.K_TAB: -1 if event.mod & pygame.KMOD_SHIFT else 1}
        if key in moves:
            self.focus_row = (self.focus_row + moves[key]) % len(self.rows)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step_value(self.focus_row, -1 if key == pygame.K_LEFT else 1)
        elif key == pygame.K_SPACE and self.rows[self.focus_row].is_switch:
            field = self.rows[self.focus_row].field
            self.set_value(self.focus_row, not getattr(self.draft, field))
        else:
            return
        self.focus_visible = True
        self.needs_redraw = True

    def _hit(self, pos: tuple[int, int]) -> tuple[str, int, int] | None:
        """What is under ``pos``: ("option", row, k), ("button", index, 0) or None."""
        for i, rects in enumerate(self.option_rects):
            for k, rect in enumerate(rects):
                if rect.collidepoint(pos):
                    return ("option", i, k)
        for b, button in enumerate(self._buttons()):
            if button.contains(pos):
                return ("button", b, 0)
        return None

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        """Every option of every row, then Save, Cancel and Restore defaults."""
        options = [(rect, f"{row.field}:{label}") for row, rects in zip(self.rows, self.option_rects)
                   for rect, (_value, label) in zip(rects, row.options)]
        return options + [(button.rect, button.text) for button in self._buttons()]

    def _buttons(self) -> tuple[Button, Button, Button]:
        return (self.save_button, self.cancel_button, self.defaults_button)

    def _set_hover(self, hover: tuple[str, int, int] | None) -> None:
        if hover != self.hover:
            self.hover = hover
            self.needs_redraw = True

    def _click(self, pos: tuple[int, int]) -> None:
        hit = self._hit(pos)
        if hit is None:
            return
        kind, i, k = hit
        if kind == "option":
            self.focus_row = i
            self.focus_visible = False
            self.set_value(i, self.rows[i].options[k][0])
        else:
            (self.save, self.cancel, self.restore_defaults)[i]()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self.stack is not None and self.stack.visible()[0] is self:
            surface.fill(th.BACKGROUND)   # nothing underneath: stand on the sand
        dim(surface, VEIL_ALPHA)
        theme = self.theme
        draw_panel(surface, self.panel, theme, raised=True, border=th.GOLD_DARK, radius=16)
        inner = self.panel.inflate(-theme.px(14), -theme.px(14))
        pygame.draw.rect(surface, th.GOLD_LIGHT, inner, width=max(1, theme.px(1)), border_radius=theme.px(12))
        self._draw_title(surface)
        for i, row in enumerate(self.rows):
            self._draw_row(surface, i, row)
        for b, button in enumerate(self._buttons()):
            button.draw(surface, theme, hovered=self.hover == ("button", b, 0))

    def _draw_title(self, surface: pygame.Surface) -> None:
        theme = self.theme
        title = theme.render(_("Settings"), "title", 52, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + theme.px(30))))
        y = self.panel.y + theme.px(112)
        _ornament(surface, theme, self.panel.centerx, y, theme.px(300))

    def _draw_row(self, surface: pygame.Surface, i: int, row: _Row) -> None:
        theme = self.theme
        rect = self.row_rects[i]
        if i > 0:
            pygame.draw.line(surface, th.PAPYRUS_DARK, rect.topleft, rect.topright, max(1, theme.px(1)))
        if self.focus_visible and i == self.focus_row:
            pygame.draw.rect(surface, th.GOLD, rect.inflate(theme.px(16), -theme.px(10)),
                             width=theme.px(3), border_radius=theme.px(10))
        label = theme.render(str(row.label), "bold", 24, th.TEXT)
        help_font = theme.font("body", 17)
        help_w = self.option_rects[i][0].x - rect.x - theme.px(16)
        lines = help_lines(str(row.help), help_font, help_w)
        total = label.get_height() + len(lines) * help_font.get_linesize()
        y = rect.centery - total // 2
        surface.blit(label, (rect.x, y))
        for k, line in enumerate(lines):
            surface.blit(help_font.render(line, True, th.TEXT_MUTED),
                         (rect.x, y + label.get_height() + k * help_font.get_linesize()))
        value = getattr(self.draft, row.field)
        if row.is_switch:
            self._draw_switch(surface, i, bool(value))
        else:
            self._draw_choices(surface, i, row, value)

    def _draw_switch(self, surface: pygame.Surface, i: int, on: bool) -> None:
        theme = self.theme
        left, right = self.option_rects[i]
        track = left.union(right)
        hovered = self.hover is not None and self.hover[:2] == ("option", i)
        fill = th.TURQUOISE if on else th.PAPYRUS_DARK
        pygame.draw.rect(surface, th.SAND_DARK, track.move(0, theme.px(2)), border_radius=track.h // 2)
        pygame.draw.rect(surface, fill, track, border_radius=track.h // 2)
        pygame.draw.rect(surface, th.GOLD if hovered else (th.TURQUOISE_DARK if on else th.SAND_DARK),
                         track, width=max(1, theme.px(2)), border_radius=track.h // 2)
        r = track.h // 2 - theme.px(5)
        cx = track.right - track.h // 2 if on else track.x + track.h // 2
        pygame.draw.circle(surface, th.SAND_DARK, (cx, track.centery + theme.px(2)), r)
        pygame.draw.circle(surface, th.IVORY, (cx, track.centery), r)
        word = theme.render(str(_SWITCH[on][1]), "bold", 22, th.TURQUOISE_DARK if on else th.TEXT_MUTED)
        surface.blit(word, word.get_rect(midleft=(track.right + theme.px(16), track.centery)))

    def _draw_choices(self, surface: pygame.Surface, i: int, row: _Row, value: Any) -> None:
        theme = self.theme
        rects = self.option_rects[i]
        whole = rects[0].union(rects[-1])
        radius = theme.px(10)
        pygame.draw.rect(surface, th.SAND_DARK, whole.move(0, theme.px(2)), border_radius=radius)
        pygame.draw.rect(surface, th.PAPYRUS, whole, border_radius=radius)
        for k, ((option, text), rect) in enumerate(zip(row.options, rects)):
            chosen = option == value
            hovered = self.hover == ("option", i, k)
            corners = {"border_top_left_radius": radius if k == 0 else 0,
                       "border_bottom_left_radius": radius if k == 0 else 0,
                       "border_top_right_radius": radius if k == len(rects) - 1 else 0,
                       "border_bottom_right_radius": radius if k == len(rects) - 1 else 0}
            if chosen:
                pygame.draw.rect(surface, th.LAPIS, rect, **corners)
            elif hovered:
                pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, **corners)
            if k > 0 and not chosen and row.options[k - 1][0] != value:
                pygame.draw.line(surface, th.SAND_DARK, (rect.x, rect.y + theme.px(8)),
                                 (rect.x, rect.bottom - theme.px(8)), max(1, theme.px(1)))
            font = theme.font("bold" if chosen else "body", 20)
            label = font.render(str(text), True, th.TEXT_ON_DARK if chosen else th.TEXT)
            surface.blit(label, label.get_rect(center=rect.center))
        hovered_row = self.hover is not None and self.hover[:2] == ("option", i)
        pygame.draw.rect(surface, th.GOLD if hovered_row else th.SAND_DARK, whole,
                         width=max(1, theme.px(2)), border_radius=radius)


def _ornament(surface: pygame.Surface, theme: th.Theme, cx: int, y: int, half: int) -> None:
    """A gold rule with a lozenge in the middle, the dialog's heading flourish."""
    w = max(1, theme.px(2))
    d = theme.px(9)
    pygame.draw.line(surface, th.GOLD_DARK, (cx - half, y), (cx - d * 2, y), w)
    pygame.draw.line(surface, th.GOLD_DARK, (cx + d * 2, y), (cx + half, y), w)
    pygame.draw.polygon(surface, th.GOLD, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])
    pygame.draw.polygon(surface, th.GOLD_DARK, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)],
                        max(1, theme.px(1)))


def help_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken into at most :data:`HELP_LINES` lines of ``width`` pixels (the last one
    cut with "…" if it still does not fit)."""
    words = text.split(" ")
    lines = [""]
    for word in words:
        trial = f"{lines[-1]} {word}".strip()
        if font.size(trial)[0] <= width or not lines[-1]:
            lines[-1] = trial
        elif len(lines) < HELP_LINES:
            lines.append(word)
        else:
            lines[-1] = fit_text(f"{lines[-1]} {word}", font, width)
            break
    return lines


