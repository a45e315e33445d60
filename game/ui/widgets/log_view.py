"""The game log on the board: grouped by round and turn, scrollable, filterable by player."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.log import LogLine
from game.ui import theme as th
from game.ui.table import Table
from game.ui.text import fit_text, rendered, text_width, wrap_text
from game.ui.widgets.base import Hint, Widget, draw_panel


class LogWidget(Widget):
    """Shows the newest lines at the bottom; the wheel scrolls back; chips filter by player."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[LogLine] = []
        self.scroll = 0          # lines scrolled back from the newest
        self.only: int | None = None  # the player the log is filtered to
        self._chips: list[tuple[pygame.Rect, int | None]] = []
        self._wrapped: dict[tuple[str, bool, int, int], list[str]] = {}

    def set_lines(self, lines: list[LogLine]) -> None:
        if len(lines) != len(self.lines):
            self.scroll = 0
        self.lines = lines

    def _last_rows(self, count: int, width: int, font: pygame.font.Font,
                   bold: pygame.font.Font) -> list[tuple[str, LogLine]]:
        """The last ``count`` wrapped rows of the visible lines (wrapping only what is shown;
        wrapped lines are remembered, as a long game has thousands)."""
        rows: list[tuple[str, LogLine]] = []
        for line in reversed(self.visible_lines()):
            key = (line.text, line.heading, width, font.get_height())
            wrapped = self._wrapped.get(key)
            if wrapped is None:
                wrapped = self._wrapped[key] = wrap_text(line.text, bold if line.heading else font, width)
            rows[:0] = [(text, line) for text in wrapped]
            if len(rows) >= count:
                break
        return rows

    def visible_lines(self) -> list[LogLine]:
        if self.only is None:
            return self.lines
        return [line for line in self.lines
                if line.player == self.only or (line.heading and line.player is None)]

    def handle_click(self, pos: tuple[int, int]) -> bool:
        for rect, seat in self._chips:
            if rect.collidepoint(pos):
                self.only = seat
                self.scroll = 0
                return True
        return False

    def handle_wheel(self, dy: int) -> None:
        """Scroll back (``dy`` > 0, wheel up) or towards the newest lines."""
        self.scroll = max(0, min(max(0, len(self.visible_lines()) - 1), self.scroll + dy * 3))

    def draw(self, surface: pygame.Surface, ctx: Table) -> None:
        t = ctx.theme
        draw_panel(surface, self.rect, t)
        pad = t.px(10)
        header_h = t.px(26)
        title = t.render(_("Log"), "bold", 17, th.TEXT)
        surface.blit(title, (self.rect.x + pad, self.rect.y + t.px(5)))
        self._draw_chips(surface, ctx, self.rect.x + pad + title.get_width() + t.px(14), self.rect.y + t.px(4))
        body = pygame.Rect(self.rect.x + pad, self.rect.y + header_h + t.px(4),
                           self.rect.w - 2 * pad, self.rect.h - header_h - t.px(10))
        font = t.font("body", 15)
        bold = t.font("bold", 15)
        line_h = font.get_linesize()
        capacity = max(1, body.h // line_h)
        rows = self._last_rows(capacity + self.scroll, body.w - t.px(14), font, bold)
        end = max(0, len(rows) - self.scroll)
        shown = rows[max(0, end - capacity):end]
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y
        for text, line in shown:
            colour = ctx.colour_of(line.player)
            if line.heading:
                surface.blit(rendered(bold, text, th.LAPIS), (body.x, y))
            else:
                if colour:
                    pygame.draw.rect(surface, th.PLAYER_COLOURS[colour],
                                     (body.x, y + t.px(3), t.px(4), line_h - t.px(6)))
                surface.blit(rendered(font, text, th.TEXT), (body.x + t.px(10), y))
            y += line_h
        surface.set_clip(clip)
        if self.scroll:
            note = t.render(ngettext("{n} newer line below: scroll down", "{n} newer lines below: scroll down",
                                     self.scroll), "body", 13, th.TEXT_MUTED)
            surface.blit(note, note.get_rect(bottomright=(self.rect.right - pad, self.rect.bottom - t.px(2))))

    def _draw_chips(self, surface: pygame.Surface, ctx: Table, x: int, y: int) -> None:
        t = ctx.theme
        self._chips = []
        # Translators: the log's filter that shows every player's lines
        options: list[tuple[str, int | None]] = [(_("All"), None)] + [(s.name, i) for i, s in enumerate(ctx.seats)]
        font, labels = self._chip_labels(t, [label for label, _seat in options], self.rect.right - t.px(8) - x)
        for label, (_name, seat) in zip(labels, options):
            w = text_width(font, label) + t.px(16 if seat is None else 30)
            rect = pygame.Rect(x, y, w, t.px(20))
            active = self.only == seat
            pygame.draw.rect(surface, th.LAPIS if active else th.PAPYRUS_LIGHT, rect, border_radius=t.px(10))
            pygame.draw.rect(surface, th.SAND_DARK, rect, width=1, border_radius=t.px(10))
            tx = rect.x + t.px(8)
            if seat is not None:
                th.draw_player_marker(surface, (rect.x + t.px(12), rect.centery), t.px(6), ctx.seats[seat].colour)
                tx = rect.x + t.px(22)
            img = rendered(font, label, th.TEXT_ON_DARK if active else th.TEXT)
            surface.blit(img, img.get_rect(midleft=(tx, rect.centery)))
            self._chips.append((rect, seat))
            x = rect.right + t.px(6)

    @staticmethod
    def _chip_labels(t: th.Theme, labels: list[str], room: int) -> tuple[pygame.font.Font, list[str]]:
        """The chips' font and words within ``room`` pixels: smaller letters first, then the
        players' names cut to one width (each chip keeps its player's marker)."""
        padding = t.px(16) + t.px(30) * (len(labels) - 1) + t.px(6) * (len(labels) - 1)
        for px in range(t.font_px(14), th.MIN_FONT_PX - 1, -1):
            font = th.load_font("body", px)
            if padding + sum(text_width(font, label) for label in labels) <= room:
                return font, labels
        each = max(t.px(12), (room - padding - text_width(font, labels[0])) // max(1, len(labels) - 1))
        return font, [labels[0]] + [fit_text(label, font, each) for label in labels[1:]]

    def hints(self, ctx: Table) -> list[Hint]:
        hints = [Hint(rect, _("Show every player's lines") if seat is None
                      else _("Show only {name}'s lines", name=ctx.name_of(seat)))
                 for rect, seat in self._chips]
        hints.append(Hint(self.rect, _("The game log. Scroll with the mouse wheel; press L for the full log.")))
        return hints
