"""The coach's note: a card with a title, a few sentences and its buttons, at one of a few fixed
places (docks) on the board or over a screen. The same layout draws it and measures it (a test
checks that every step's words fit their note at 1366×768 in every language)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme as th
from game.ui.text import wrap_text
from game.ui.widgets.base import Button, draw_panel

#: Where a note sits, in design pixels (1920×1080): docks on the board, each inside the area it
#: is named after (the log's dock is the log itself), and docks over a screen (Maat, scoring,
#: game over), each off the screen's buttons.
DOCKS: dict[str, tuple[int, int, int, int]] = {
    "temple": (606, 60, 548, 404),
    "players": (1172, 178, 740, 372),
    "wheel": (6, 60, 588, 404),
    "osiris": (606, 704, 548, 370),
    "market": (6, 656, 588, 418),
    "log": (1164, 930, 752, 146),
    "bottom": (410, 800, 1100, 262),
    "right": (940, 300, 800, 360),
    "top": (410, 16, 1100, 262),
}
#: Design sizes of the note's lines.
HEADER_SIZE = 15
TITLE_SIZE = 24
TEXT_SIZE = 19
NOTE_SIZE = 17
BUTTON_H = 44
PAD = 18


def dock_rect(dock: str, theme: th.Theme) -> pygame.Rect:
    """The dock's rectangle in window pixels (each edge scaled once, like the board's areas)."""
    x, y, w, h = DOCKS[dock]
    sx, sy = theme.size[0] / th.DESIGN_SIZE[0], theme.size[1] / th.DESIGN_SIZE[1]
    left, top = round(x * sx), round(y * sy)
    return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)


@dataclass
class NoteLayout:
    """Where each part of a note goes, and whether the words fit."""

    header: tuple[int, int]
    title: list[str]
    title_at: tuple[int, int]
    text: list[str]
    text_at: tuple[int, int]
    note: list[str]
    note_at: tuple[int, int]
    bottom: int         # below the last line
    buttons_top: int
    fits: bool


def layout_note(theme: th.Theme, rect: pygame.Rect, title: str, text: str, note: str = "",
                buttons: bool = True) -> NoteLayout:
    """Lay the note's words out in ``rect``: the header line, the title, the text, the refusal
    (``note``) and, with ``buttons``, a row of buttons at the bottom. ``fits`` is False when a
    line would reach the buttons or leave the card."""
    t = theme
    pad = t.px(PAD)
    width = rect.w - 2 * pad
    header_font, title_font = t.font("body", HEADER_SIZE), t.font("bold", TITLE_SIZE)
    text_font, note_font = t.font("body", TEXT_SIZE), t.font("bold", NOTE_SIZE)
    y = rect.y + t.px(10)
    header = (rect.x + pad, y)
    y += header_font.get_linesize()
    title_lines = wrap_text(title, title_font, width)
    title_at = (rect.x + pad, y)
    y += title_font.get_linesize() * len(title_lines) + t.px(4)
    text_lines = wrap_text(text, text_font, width)
    text_at = (rect.x + pad, y)
    y += text_font.get_linesize() * len(text_lines)
    note_lines = wrap_text(note, note_font, width) if note else []
    note_at = (rect.x + pad, y + t.px(6))
    if note_lines:
        y += t.px(6) + note_font.get_linesize() * len(note_lines)
    buttons_top = rect.bottom - pad // 2 - t.px(BUTTON_H) if buttons else rect.bottom - t.px(4)
    fits = y <= buttons_top - t.px(4) and all(
        font.size(line)[0] <= width for font, lines in ((title_font, title_lines), (text_font, text_lines))
        for line in lines)
    return NoteLayout(header, title_lines, title_at, text_lines, text_at, note_lines, note_at, y, buttons_top, fits)


@dataclass(frozen=True)
class NoteWords:
    """What a note says: its first line (whose note, which step), title, text, and the refusal
    after a click on something else ("" when there is none)."""

    header: str
    title: str
    text: str
    note: str = ""


class CoachPanel:
    """The note on the screen: its card, its words and up to two buttons (the primary one on the
    right: Next, Show me the end, Finish; "Play on freely" on the left). The card takes the top
    of its dock, as tall as its words need."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.words = NoteWords("", "", "")
        self.primary = Button("", primary=True)
        self.secondary = Button("")

    def place(self, dock: pygame.Rect, theme: th.Theme, words: NoteWords, primary: str | None,
              secondary: str | None) -> None:
        """Put the card in ``dock`` with these words and buttons (None: no such button)."""
        t = theme
        self.words = words
        pad = t.px(PAD)
        buttons = bool(primary or secondary)
        layout = layout_note(t, dock, words.title, words.text, words.note, buttons)
        height = layout.bottom - dock.y + (t.px(12) + t.px(BUTTON_H) + pad // 2 if buttons else pad)
        rect = self.rect = pygame.Rect(dock.x, dock.y, dock.w, max(t.px(120), min(dock.h, height)))
        top = rect.bottom - pad // 2 - t.px(BUTTON_H)
        font = t.font("bold", "body")
        self.primary.label = primary or ""
        width = max(t.px(150), font.size(self.primary.text)[0] + t.px(36))
        self.primary.rect = pygame.Rect(rect.right - pad - width, top, width, t.px(BUTTON_H)) if primary \
            else pygame.Rect(0, 0, 0, 0)
        self.secondary.label = secondary or ""
        small = t.font("body", "small")
        width = small.size(self.secondary.text)[0] + t.px(28)
        self.secondary.rect = pygame.Rect(rect.x + pad, top + t.px(6), width, t.px(BUTTON_H - 12)) if secondary \
            else pygame.Rect(0, 0, 0, 0)

    @property
    def buttons(self) -> list[tuple[str, Button]]:
        return [(name, button) for name, button in (("primary", self.primary), ("secondary", self.secondary))
                if button.rect.w]

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """"primary", "secondary", or None."""
        return next((name for name, button in self.buttons if button.contains(pos)), None)

    def draw(self, surface: pygame.Surface, theme: th.Theme, hover: tuple[int, int] = (-1, -1)) -> None:
        t, words = theme, self.words
        draw_panel(surface, self.rect, t, raised=True, fill=th.PAPYRUS_LIGHT, border=th.GOLD_DARK, radius=12)
        pygame.draw.rect(surface, th.GOLD, (self.rect.x + t.px(2), self.rect.y + t.px(2), t.px(6),
                                            self.rect.h - t.px(4)), border_radius=t.px(4))
        layout = layout_note(t, self.rect, words.title, words.text, words.note, buttons=bool(self.buttons))
        surface.blit(t.render(words.header, "body", HEADER_SIZE, th.GOLD_DARK), layout.header)
        for font_role, size, colour, lines, (x, y) in (
                ("bold", TITLE_SIZE, th.LAPIS_DARK, layout.title, layout.title_at),
                ("body", TEXT_SIZE, th.TEXT, layout.text, layout.text_at),
                ("bold", NOTE_SIZE, th.CARNELIAN_DARK, layout.note, layout.note_at)):
            font = t.font(font_role, size)
            for line in lines:
                surface.blit(font.render(line, True, colour), (x, y))
                y += font.get_linesize()
        for _, button in self.buttons:
            button.draw(surface, t, hovered=button.contains(hover), size="body" if button.primary else "small")
