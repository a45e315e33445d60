"""The scores overlay: the breakdown table, the VP chart and the VP trail ("why did I lose VP?").

:class:`ScoringScene` lies over the board (which it dims) and closes with Esc, its Close
button or a click outside its panel. Its two tabs:

* **Breakdown**: every category of VP per player in columns, with totals, beside the chart.
  Opened for scoring N (right after it), each player's column also shows, first and in bold,
  what that scoring alone gave them. Pointing at the Osiris districts row shows, in the
  chart's place, which district gave whom its VP, on the Osiris area itself.
* **VP trail**: every VP change, newest first, filtered by player and, with one click, to
  the losses only.

:class:`ScoreTable` and :func:`design_rect` are shared with the game-over screen.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import N_, LazyText, _, ngettext
from game.seats import Seat
from game.session import Session
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.ui.context import BoardContext
from game.tekhenu.ui.district_scores import DISTRICTS_REASON, district_line, district_scores
from game.tekhenu.ui.vp_history import (
    SECTIONS,
    BreakdownRow,
    VPChange,
    VPHistory,
    breakdown_rows,
    history_of,
    reason_label,
    scoring_breakdowns,
)
from game.tekhenu.ui.widgets.osiris import TIE_RULE, OsirisWidget
from game.tekhenu.ui.widgets.vp_chart import VPChart
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import MINUS, draw_text, fit_text, fitting_font, signed, wrap_text
from game.ui.widgets.base import Button, draw_panel, draw_tooltip

#: How dark the shade over the board under the scores is.
DIM_ALPHA = 150
GAIN = th.TURQUOISE_DARK
LOSS = th.CARNELIAN
MIN_ROW_HEIGHT = 24  # design px: the breakdown's rows never get tighter than this
LABEL_SIZE = 18      # design px: the breakdown's row labels
LABELS_W = 290       # design px: the room of the labels column, at least
HEADING_SHARE = 0.8  # a section heading's height, as a share of a row's
#: The Osiris area's shape on the board (design px), kept when it is shown in the overlay.
OSIRIS_SHAPE = (560, 382)



def design_rect(theme: th.Theme, x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle of the 1920×1080 design, scaled and centred in the window."""
    width, height = theme.size
    ox = (width - theme.px(th.DESIGN_SIZE[0])) // 2
    oy = (height - theme.px(th.DESIGN_SIZE[1])) // 2
    return pygame.Rect(ox + theme.px(x), oy + theme.px(y), theme.px(w), theme.px(h))


def draw_change_arrow(surface: pygame.Surface, center: tuple[int, int], size: int, up: bool) -> None:
    """A small triangle pointing up (gain) or down (loss): the direction does not rely on colour."""
    cx, cy = center
    h = size * 0.5
    points = ([(cx - size * 0.55, cy + h * 0.7), (cx + size * 0.55, cy + h * 0.7), (cx, cy - h)] if up
              else [(cx - size * 0.55, cy - h * 0.7), (cx + size * 0.55, cy - h * 0.7), (cx, cy + h)])
    pygame.draw.polygon(surface, GAIN if up else LOSS, points)


class Scroller:
    """A vertical scroll offset for a list taller than its view."""

    def __init__(self) -> None:
        self.offset = 0
        self.content = 0
        self.view = 0

    def set_sizes(self, content: int, view: int) -> None:
        self.content, self.view = content, view
        self.scroll(0)

    @property
    def limit(self) -> int:
        return max(0, self.content - self.view)

    def scroll(self, pixels: int) -> bool:
        """Move by ``pixels`` (down when positive); True when the offset changed."""
        before = self.offset
        self.offset = max(0, min(self.limit, self.offset + pixels))
        return self.offset != before

    def draw_bar(self, surface: pygame.Surface, area: pygame.Rect, theme: th.Theme) -> None:
        if self.limit == 0:
            return
        track = pygame.Rect(area.right - theme.px(8), area.y + theme.px(2), theme.px(5), area.h - theme.px(4))
        pygame.draw.rect(surface, th.PAPYRUS_DARK, track, border_radius=track.w)
        h = max(theme.px(24), round(track.h * self.view / self.content))
        y = track.y + round((track.h - h) * self.offset / self.limit)
        pygame.draw.rect(surface, th.SAND_DARK, (track.x, y, track.w, h), border_radius=track.w)


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class _Line:
    """A line of the table body: a section heading (``row`` None) or a category row."""

    text: str
    row: BreakdownRow | None = None


class ScoreTable:
    """The scoring breakdown: categories in rows, players in columns, totals pinned below.

    ``highlight`` is a column to tint (the viewer, or the winner at the end). ``gains`` (each
    player's VP by reason from one scoring) split every player's column in two: what that
    scoring gave, headed ``gains_label`` ("Scoring 1"; ``gains_short``, "S1", where it does not
    fit) and in bold, then the total so far."""

    def __init__(self, seats: Sequence[Seat], breakdowns: Sequence[Mapping[str, int]], totals: Sequence[int],
                 highlight: int | None = None, row_height: int = 30, *,
                 gains: Sequence[Mapping[str, int]] | None = None, gains_label: str = "",
                 gains_short: str = "") -> None:
        self.seats = list(seats)
        self.row_height = row_height
        self._row_px = row_height
        self.totals = list(totals)
        self.highlight = highlight
        self.gains_label = gains_label
        self.gains_short = gains_short
        #: Per category key, each player's VP from the scoring shown (None: totals only).
        self.gains: dict[str, tuple[int, ...]] | None = None
        #: Each player's VP from the scoring shown, all categories together.
        self.gain_totals: list[int] = []
        if gains is not None:
            self.gains = {row.category.key: row.values for row in breakdown_rows(gains)}
            self.gain_totals = [sum(g.values()) for g in gains]
            # A reason met only in this scoring (a total of 0 so far) still gets its row.
            breakdowns = [{**dict.fromkeys(g, 0), **b} for b, g in zip(breakdowns, gains)]
        self.lines = self._lines(breakdown_rows(breakdowns))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.theme = th.Theme()
        self.scroller = Scroller()
        #: The category of the row under the pointer (drawn highlighted), None: none.
        self.pointed: str | None = None

    @staticmethod
    def _lines(rows: list[BreakdownRow]) -> list[_Line]:
        lines: list[_Line] = []
        titles = dict(SECTIONS)
        for row in rows:
            section = row.category.section
            if section != "start" and (not lines or lines[-1].row is None
                                       or lines[-1].row.category.section != section):
                lines.append(_Line(str(titles[section])))
            lines.append(_Line(row.category.label, row))
        return lines

    # ------------------------------------------------------------------ geometry

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        """Take ``rect``; rows shrink (to a readable minimum) before the body has to scroll."""
        self.rect, self.theme = pygame.Rect(rect), theme
        self._row_px = theme.px(self.row_height)
        body = self._body().h
        if self.lines and self._content_h() > body:
            weight = sum(1 if line.row is not None else HEADING_SHARE for line in self.lines)
            self._row_px = max(theme.px(MIN_ROW_HEIGHT), int(body / weight))
        self.scroller.set_sizes(self._content_h(), body)

    def _content_h(self) -> int:
        return sum(self._line_height(line) for line in self.lines)

    @property
    def _header_h(self) -> int:
        return self.theme.px(58 if self.gains is None else 84)

    @property
    def _total_h(self) -> int:
        return self.theme.px(50)

    def _line_height(self, line: _Line) -> int:
        return self._row_px if line.row is not None else round(self._row_px * HEADING_SHARE)

    def _body(self) -> pygame.Rect:
        pad = self.theme.px(10)
        return pygame.Rect(self.rect.x + pad, self.rect.y + self._header_h,
                           self.rect.w - 2 * pad, self.rect.h - self._header_h - self._total_h - pad)

    def _labels_width(self, theme: th.Theme) -> int:
        """The room the row labels take: the widest label, with its indent and a gap after it,
        and at least the design's :data:`LABELS_W` (a long translation may need more)."""
        font = theme.font("body", LABEL_SIZE)
        widest = max((font.size(line.text)[0] for line in self.lines if line.row is not None), default=0)
        return max(theme.px(LABELS_W), widest + theme.px(54))

    def extra_width(self, theme: th.Theme) -> int:
        """How much wider than the design the labels need the table to be (0 in English)."""
        return self._labels_width(theme) - theme.px(LABELS_W)

    def _columns(self) -> tuple[int, list[pygame.Rect]]:
        """The label column's right edge and one rectangle (full height) per player column."""
        t = self.theme
        body = self._body()
        n = len(self.seats)
        col_w = min(t.px(150), (body.w - self._labels_width(t)) // max(1, n))
        x = body.right - t.px(10) - col_w * n
        return x, [pygame.Rect(x + i * col_w, self.rect.y + t.px(8), col_w, self.rect.h - t.px(16))
                   for i in range(n)]

    @staticmethod
    def split(column: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A player column's two halves when gains are shown: this scoring, then the total."""
        half = column.w // 2
        return (pygame.Rect(column.x, column.y, half, column.h),
                pygame.Rect(column.x + half, column.y, column.w - half, column.h))

    def gain_of(self, line: _Line, player: int) -> int:
        """``player``'s VP from the scoring shown in ``line``'s category."""
        assert line.row is not None and self.gains is not None
        return self.gains.get(line.row.category.key, (0,) * len(self.seats))[player]

    def scroll(self, pixels: int) -> bool:
        return self.scroller.scroll(pixels)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def category_at(self, pos: tuple[int, int]) -> str | None:
        """The category of the row at ``pos`` (None: no row there, or it is scrolled away)."""
        body = self._body()
        if not body.collidepoint(pos):
            return None
        y = body.y - self.scroller.offset
        for line in self.lines:
            h = self._line_height(line)
            if y <= pos[1] < y + h:
                return line.row.category.key if line.row is not None else None
            y += h
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        draw_panel(surface, self.rect, t, raised=True)
        label_right, columns = self._columns()
        if self.highlight is not None and 0 <= self.highlight < len(columns):
            tint = pygame.Surface(columns[self.highlight].size, pygame.SRCALPHA)
            tint.fill((*th.GOLD_LIGHT, 70))
            surface.blit(tint, columns[self.highlight])
        if self.gains is not None:
            for column in columns:
                gain = self.split(column)[0]
                band = pygame.Surface(gain.size, pygame.SRCALPHA)
                band.fill((*th.GOLD, 44))
                surface.blit(band, gain)
        self._draw_header(surface, columns)
        body = self._body()
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        y = body.y - self.scroller.offset
        for index, line in enumerate(self.lines):
            h = self._line_height(line)
            if y + h >= body.y and y <= body.bottom:
                self._draw_line(surface, line, pygame.Rect(body.x, y, body.w, h), columns, label_right, index)
            y += h
        surface.set_clip(clip)
        self.scroller.draw_bar(surface, body, t)
        self._draw_totals(surface, columns)

    def _draw_header(self, surface: pygame.Surface, columns: list[pygame.Rect]) -> None:
        t = self.theme
        font = t.font("bold", 17)
        top = self.rect.y + t.px(10)
        caption = t.font("bold", "small").render(_("VICTORY POINTS"), True, th.LAPIS)
        surface.blit(caption, (self.rect.x + t.px(22), top + t.px(12)))
        if self.gains is not None:
            body = t.font("body", 14)
            # Translators: explains the heading of the columns of one scoring: "S1: gained in Scoring 1".
            text = _("{short}: gained in {scoring}", short=self.gains_short, scoring=self.gains_label)
            note = body.render(fit_text(text, body, columns[0].x - self.rect.x - t.px(30)), True, th.TEXT_MUTED)
            surface.blit(note, (self.rect.x + t.px(22), top + t.px(50)))
        for seat, column in zip(self.seats, columns):
            th.draw_player_marker(surface, (column.centerx, top + t.px(10)), t.px(8), seat.colour)
            face = fitting_font(t, seat.name, column.w - t.px(8), size=17, role="bold") or font
            name = face.render(fit_text(seat.name, face, column.w - t.px(8)), True, th.INK)
            surface.blit(name, name.get_rect(midtop=(column.centerx, top + t.px(22))))
            if self.gains is not None:
                self._draw_subheader(surface, column, top + t.px(50))
        y = self.rect.y + self._header_h - t.px(2)
        pygame.draw.line(surface, th.SAND_DARK, (self.rect.x + t.px(14), y), (self.rect.right - t.px(14), y),
                         max(1, t.px(2)))

    def _draw_subheader(self, surface: pygame.Surface, column: pygame.Rect, y: int) -> None:
        """"Scoring 1 | Total" over a player's two halves ("S1" when the name does not fit)."""
        t = self.theme
        gain, total = self.split(column)
        text = _fitted(t, (self.gains_label, self.gains_short), gain.w - t.px(6), 14, "bold", th.GOLD_DARK)
        surface.blit(text, text.get_rect(midtop=(gain.centerx, y)))
        text = _fitted(t, (_("Total"), "Σ"), total.w - t.px(4), 14, "body", th.TEXT_MUTED)
        surface.blit(text, text.get_rect(midtop=(total.centerx, y)))

    def _draw_line(self, surface: pygame.Surface, line: _Line, area: pygame.Rect, columns: list[pygame.Rect],
                   label_right: int, index: int) -> None:
        t = self.theme
        if line.row is None:
            text = t.font("bold", 14).render(line.text.upper(), True, th.LAPIS)
            surface.blit(text, text.get_rect(midleft=(area.x + t.px(12), area.centery + t.px(3))))
            return
        pointed = line.row.category.key == self.pointed
        if index % 2 or pointed:
            shade = pygame.Surface(area.size, pygame.SRCALPHA)
            shade.fill((*th.GOLD_LIGHT, 150) if pointed else (*th.PAPYRUS_DARK, 70))
            surface.blit(shade, area)
        room = label_right - area.x - t.px(30)
        font = fitting_font(t, line.text, room, size=LABEL_SIZE) or t.font("body", LABEL_SIZE)
        label = font.render(fit_text(line.text, font, room), True, th.INK)
        surface.blit(label, label.get_rect(midleft=(area.x + t.px(24), area.centery)))
        for player, (value, column) in enumerate(zip(line.row.values, columns)):
            colour = th.TEXT_MUTED if value == 0 else LOSS if value < 0 else th.INK
            text = ("·" if value == 0 else signed(value) if value < 0 else str(value))
            if self.gains is None:
                rendered = t.font("bold" if value < 0 else "body", 18).render(text, True, colour)
                surface.blit(rendered, rendered.get_rect(center=(column.centerx, area.centery)))
                continue
            gain_half, total_half = self.split(column)
            rendered = t.font("body", 16).render(text, True, th.TEXT_MUTED if value >= 0 else LOSS)
            surface.blit(rendered, rendered.get_rect(center=(total_half.centerx, area.centery)))
            gain = self.gain_of(line, player)
            if gain or line.row.category.section == "scoring":  # no dots where a scoring cannot score
                colour = th.TEXT_MUTED if gain == 0 else LOSS if gain < 0 else GAIN
                rendered = t.font("bold", 19).render("·" if gain == 0 else signed(gain), True, colour)
                surface.blit(rendered, rendered.get_rect(center=(gain_half.centerx, area.centery)))

    def _draw_totals(self, surface: pygame.Surface, columns: list[pygame.Rect]) -> None:
        t = self.theme
        area = pygame.Rect(self.rect.x + t.px(10), self.rect.bottom - self._total_h - t.px(8),
                           self.rect.w - t.px(20), self._total_h)
        pygame.draw.line(surface, th.GOLD_DARK, area.topleft, area.topright, max(1, t.px(2)))
        pygame.draw.line(surface, th.GOLD_DARK, (area.x, area.y + t.px(4)), (area.right, area.y + t.px(4)),
                         max(1, t.px(1)))
        label = t.font("bold", 20).render(_("Total"), True, th.INK)
        surface.blit(label, label.get_rect(midleft=(area.x + t.px(14), area.centery + t.px(2))))
        if self.gains is not None:
            self._draw_gain_totals(surface, columns, area.centery + t.px(2))
            return
        best = max(self.totals) if self.totals else 0
        font = t.font("title", 28)
        for total, column in zip(self.totals, columns):
            text = font.render(str(total), True, th.INK)
            box = text.get_rect(center=(column.centerx, area.centery + t.px(2)))
            if total == best:
                _pill(surface, box.inflate(t.px(22), t.px(2)), t)
            surface.blit(text, box)

    def _draw_gain_totals(self, surface: pygame.Surface, columns: list[pygame.Rect], cy: int) -> None:
        """What the scoring gave each player (the best in a pill), and each total beside it."""
        t = self.theme
        best = max(self.gain_totals) if self.gain_totals else 0
        font, small = t.font("bold", 24), t.font("bold", 19)
        for gain, total, column in zip(self.gain_totals, self.totals, columns):
            gain_half, total_half = self.split(column)
            text = font.render(signed(gain), True, LOSS if gain < 0 else th.INK)
            box = text.get_rect(center=(gain_half.centerx, cy))
            if gain == best:
                _pill(surface, box.inflate(t.px(14), t.px(2)), t)
            surface.blit(text, box)
            text = small.render(str(total), True, th.INK_SOFT)
            surface.blit(text, text.get_rect(center=(total_half.centerx, cy)))


def _fitted(theme: th.Theme, forms: tuple[str, ...], width: int, size: int, role: str,
            colour: th.Colour) -> pygame.Surface:
    """The first of ``forms`` (a label, then shorter ones) that fits in ``width`` at ``size``
    or smaller, rendered; the last form shortened with "…" when none does."""
    for text in forms:
        font = fitting_font(theme, text, width, size=size, role=role)
        if font is not None:
            return font.render(text, True, colour)
    font = theme.font(role, size)
    return font.render(fit_text(forms[-1], font, width), True, colour)


def _pill(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """The gold pill that marks the best number of a row."""
    pygame.draw.rect(surface, th.GOLD_LIGHT, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, th.GOLD_DARK, rect, max(1, theme.px(2)), border_radius=rect.h // 2)


# --------------------------------------------------------------------------- the trail


class TrailList:
    """Every VP change, newest first, for one player or everyone, optionally losses only."""

    def __init__(self, history: VPHistory, seats: Sequence[Seat], catalog: Catalog,
                 player: int | None = None) -> None:
        self.history = history
        self.seats = list(seats)
        self.catalog = catalog
        self.player = player
        self.losses_only = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.theme = th.Theme()
        self.scroller = Scroller()
        #: Filter chips: (rect, player or None for everyone); the losses toggle's rect.
        self.chips: list[tuple[pygame.Rect, int | None]] = []
        self.losses_chip = pygame.Rect(0, 0, 0, 0)

    @property
    def entries(self) -> list[VPChange]:
        return list(reversed(self.history.trail_of(self.player, losses_only=self.losses_only)))

    def set_filter(self, player: int | None = None, losses_only: bool | None = None) -> None:
        self.player = player
        if losses_only is not None:
            self.losses_only = losses_only
        self.scroller.offset = 0
        self._measure()

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        self.rect, self.theme = pygame.Rect(rect), theme
        t = theme
        font = t.font("bold", 17)
        x, y, h = rect.x, rect.y, t.px(38)
        self.chips = []
        for player in [None, *range(len(self.seats))]:
            text = _("Everyone") if player is None else self.seats[player].name
            w = font.size(fit_text(text, font, t.px(200)))[0] + t.px(28 if player is None else 52)
            self.chips.append((pygame.Rect(x, y, w, h), player))
            x += w + t.px(10)
        w = font.size(_("Losses only"))[0] + t.px(54)
        self.losses_chip = pygame.Rect(rect.right - w, y, w, h)
        self._measure()

    def _list_area(self) -> pygame.Rect:
        t = self.theme
        top = self.rect.y + t.px(104)
        return pygame.Rect(self.rect.x, top, self.rect.w, self.rect.bottom - top)

    def _row_h(self) -> int:
        return self.theme.px(36)

    def _measure(self) -> None:
        area = self._list_area()
        self.scroller.set_sizes(len(self.entries) * self._row_h() + self.theme.px(12), area.h)

    def scroll(self, pixels: int) -> bool:
        return self.scroller.scroll(pixels)

    def click(self, pos: tuple[int, int]) -> bool:
        """Apply the chip under ``pos``; True when one was hit."""
        if self.losses_chip.collidepoint(pos):
            self.set_filter(self.player, not self.losses_only)
            return True
        for rect, player in self.chips:
            if rect.collidepoint(pos):
                self.set_filter(player)
                return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_chips(surface)
        self._draw_summary(surface)
        area = self._list_area()
        draw_panel(surface, area, self.theme, raised=True)
        self._draw_rows(surface, area)

    def _chip(self, surface: pygame.Surface, rect: pygame.Rect, on: bool) -> None:
        t = self.theme
        pygame.draw.rect(surface, th.LAPIS if on else th.PAPYRUS_LIGHT, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, th.LAPIS_DARK if on else th.SAND_DARK, rect, max(1, t.px(2)),
                         border_radius=rect.h // 2)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        t = self.theme
        font = t.font("bold", 17)
        for rect, player in self.chips:
            on = self.player == player
            self._chip(surface, rect, on)
            colour = th.IVORY if on else th.INK
            if player is None:
                text = font.render(_("Everyone"), True, colour)
                surface.blit(text, text.get_rect(center=rect.center))
                continue
            seat = self.seats[player]
            th.draw_player_marker(surface, (rect.x + t.px(22), rect.centery), t.px(8), seat.colour)
            text = font.render(fit_text(seat.name, font, t.px(200)), True, colour)
            surface.blit(text, text.get_rect(midleft=(rect.x + t.px(38), rect.centery)))
        self._chip(surface, self.losses_chip, self.losses_only)
        rect = self.losses_chip
        draw_change_arrow(surface, (rect.x + t.px(22), rect.centery), t.px(14), up=False)
        text = font.render(_("Losses only"), True, th.IVORY if self.losses_only else th.INK)
        surface.blit(text, text.get_rect(midleft=(rect.x + t.px(36), rect.centery)))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        t = self.theme
        y = self.rect.y + t.px(52)
        font = t.font("body", 18)
        if self.player is None:
            final = self.history.final()
            scores = "  ·  ".join(_("{name} {vp} VP", name=seat.name, vp=final[p])
                                  for p, seat in enumerate(self.seats))
            text = ngettext("{n} change of VP so far  ·  {scores}", "{n} changes of VP so far  ·  {scores}",
                            len(self.history.trail), scores=scores)
            surface.blit(font.render(fit_text(text, font, self.rect.w), True, th.TEXT_MUTED), (self.rect.x, y + t.px(8)))
            return
        p = self.player
        start = self.history.trail_of(p)[0].amount  # the starting VP come first in every trail
        lost = MINUS + str(self.history.lost(p))
        # Translators: a player's VP so far; the marks {{…}} set the numbers in colour and must stay.
        sentence = _("{name} started with {start} VP,  gained {{+{gained}}},  lost {{{lost}}}  =  {{{vp} VP}}",
                     name=self.seats[p].name, start=start, gained=self.history.gained(p),
                     lost=lost, vp=self.history.final()[p])
        colours = iter((GAIN, LOSS, th.INK))
        x = self.rect.x
        for k, text in enumerate(sentence.replace("}", "{").split("{")):
            colour = th.TEXT_MUTED if k % 2 == 0 else next(colours, th.INK)
            image = t.font("body" if k % 2 == 0 else "bold", 18).render(text, True, colour)
            surface.blit(image, (x, y + t.px(8)))
            x += image.get_width()

    def _draw_rows(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t = self.theme
        inner = area.inflate(-t.px(8), -t.px(8))
        entries = self.entries
        if not entries:
            text = t.font("body", 20).render(
                _("No VP lost so far.") if self.losses_only else _("No VP changes yet."), True, th.TEXT_MUTED)
            surface.blit(text, text.get_rect(center=area.center))
            return
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        row_h = self._row_h()
        first = self.scroller.offset // row_h
        y = inner.y + t.px(4) + first * row_h - self.scroller.offset
        for index in range(first, len(entries)):
            if y > inner.bottom:
                break
            self._draw_entry(surface, entries[index], pygame.Rect(inner.x, y, inner.w - t.px(12), row_h), index)
            y += row_h
        surface.set_clip(clip)
        self.scroller.draw_bar(surface, inner, t)

    def _draw_entry(self, surface: pygame.Surface, change: VPChange, row: pygame.Rect, index: int) -> None:
        t = self.theme
        if change.is_loss:
            shade = pygame.Surface(row.size, pygame.SRCALPHA)
            shade.fill((*th.CARNELIAN_LIGHT, 46))
            surface.blit(shade, row)
        elif index % 2:
            shade = pygame.Surface(row.size, pygame.SRCALPHA)
            shade.fill((*th.PAPYRUS_DARK, 60))
            surface.blit(shade, row)
        body, bold, muted = t.font("body", 17), t.font("bold", 17), th.TEXT_MUTED
        cy = row.centery
        stage = self.history.stages[change.stage]
        when = _fitted(t, (stage.label, stage.short), t.px(132), 17, "body",
                       th.LAPIS if stage.kind != "round" else muted)
        surface.blit(when, when.get_rect(midleft=(row.x + t.px(12), cy)))
        x = row.x + t.px(150)
        seat = self.seats[change.player]
        th.draw_player_marker(surface, (x + t.px(8), cy), t.px(7), seat.colour)
        name = bold.render(fit_text(seat.name, bold, t.px(150)), True, th.INK)
        surface.blit(name, name.get_rect(midleft=(x + t.px(24), cy)))
        x += t.px(190)
        right = row.right - t.px(150)
        reason = body.render(fit_text(reason_label(change.reason, self.catalog), body, right - x - t.px(110)), True, th.INK)
        surface.blit(reason, reason.get_rect(midleft=(x, cy)))
        draw_change_arrow(surface, (right - t.px(76), cy), t.px(14), up=change.amount >= 0)
        amount = t.font("bold", 19).render(signed(change.amount), True, LOSS if change.is_loss else GAIN)
        surface.blit(amount, amount.get_rect(midright=(right, cy)))
        total = body.render(_("now {vp} VP", vp=change.total), True, muted)
        surface.blit(total, total.get_rect(midright=(row.right - t.px(10), cy)))


# --------------------------------------------------------------------------- the scene


class ScoringScene(Scene):
    """The scores so far (or at any time), over the board.

    With ``scoring`` (the number of the scoring just played), the breakdown puts what that
    scoring gave each player beside the totals."""

    is_overlay = True
    #: The tabs: their names in the autoplay's targets, and their labels.
    TABS = ("Breakdown", "VP trail")
    TAB_LABELS = (N_("Breakdown"), N_("VP trail"))

    def __init__(self, session: Session, viewer: int, title: str | LazyText | None = None, *,
                 scoring: int | None = None) -> None:
        """``title`` by default: "Scoring N" with ``scoring``, else "Scores so far"."""
        self.session = session
        self.viewer = viewer
        if title is None:
            title = N_("Scoring {n}", n=scoring) if scoring else N_("Scores so far")
        self.title = title
        self.scoring = scoring
        self.theme = th.Theme()
        game = session.game
        scores = game.scores()
        self.history = history_of(session)
        highlight = viewer if 0 <= viewer < len(session.seats) else None
        gains = None if scoring is None else scoring_breakdowns(session.events, len(scores), scoring)
        self.table = ScoreTable(session.seats, [s["breakdown"] for s in scores], [s["total"] for s in scores],
                                highlight, gains=gains, gains_label=_("Scoring {n}", n=scoring),
                                # Translators: short for "Scoring {n}", where that does not fit.
                                gains_short=_("S{n}", n=scoring))
        self.chart = VPChart()
        self.chart.set_history(self.history, session.seats)
        self.trail = TrailList(self.history, session.seats, game.catalog, highlight)
        self.districts = district_scores(game, session.events, scoring)
        self.osiris = OsirisWidget()
        self.district_area = pygame.Rect(0, 0, 0, 0)
        self.tab = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tab_rects: list[pygame.Rect] = []
        self.close_button = Button(N_("Close"), tooltip=N_("Back to the board (Esc)"), key_hint="Esc")
        self.close_x = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)
        self._pressed: object = None

    # ------------------------------------------------------------------ layout

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        self.panel = design_rect(t, 150, 70, 1620, 940)
        p = self.panel
        font = t.font("bold", "large")
        x = p.x + t.px(560)
        self.tab_rects = []
        for label in self.TAB_LABELS:
            w = font.size(str(label))[0] + t.px(44)
            self.tab_rects.append(pygame.Rect(x, p.y + t.px(26), w, t.px(52)))
            x += w + t.px(8)
        self.close_x = pygame.Rect(p.right - t.px(62), p.y + t.px(20), t.px(42), t.px(42))
        self.close_button.rect = pygame.Rect(p.right - t.px(200), p.bottom - t.px(74), t.px(170), t.px(50))
        content = pygame.Rect(p.x + t.px(30), p.y + t.px(96), p.w - t.px(60), p.h - t.px(96) - t.px(94))
        # the table wider when its labels need it (a long language's), the chart beside it
        split = content.x + min(round(content.w * 0.6), round(content.w * 0.47) + self.table.extra_width(t))
        self.table.layout(pygame.Rect(content.x, content.y, split - content.x - t.px(12), content.h), t)
        self.district_area = pygame.Rect(split + t.px(12), content.y, content.right - split - t.px(12), content.h)
        self.chart.layout(self.district_area, t)
        self.trail.layout(content, t)
        self.needs_redraw = True

    # ------------------------------------------------------------------ input

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        """The tabs and the Close button (the click-driven autoplay closes the overlay with it)."""
        return [(rect, f"tab:{label}") for rect, label in zip(self.tab_rects, self.TABS)] + [
            (self.close_button.rect, "close")]

    def _element_at(self, pos: tuple[int, int]) -> object:
        """What a click at ``pos`` would act on (compared between button down and up)."""
        if not self.panel.collidepoint(pos):
            return "outside"
        if self.close_button.contains(pos) or self.close_x.collidepoint(pos):
            return "close"
        for index, rect in enumerate(self.tab_rects):
            if rect.collidepoint(pos):
                return ("tab", index)
        if self.tab == 1:
            for rect, player in self.trail.chips:
                if rect.collidepoint(pos):
                    return ("chip", player)
            if self.trail.losses_chip.collidepoint(pos):
                return "losses"
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.table.pointed = self.table.category_at(event.pos) if self.tab == 0 else None
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._element_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            element = self._element_at(event.pos)
            if element is not None and element == pressed:  # down and up on the same thing
                self._click(element, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * self.theme.px(60))

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.close()
        elif key == pygame.K_TAB:
            self._set_tab(1 - self.tab)
        elif key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = self.theme.px(36) * (8 if key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) else 1)
            self._scroll(step if key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step)

    def _click(self, element: object, pos: tuple[int, int]) -> None:
        if element in ("outside", "close"):
            self.close()
        elif isinstance(element, tuple) and element[0] == "tab":
            self._set_tab(element[1])
        elif self.tab == 1 and self.trail.click(pos):
            self.needs_redraw = True

    def _set_tab(self, tab: int) -> None:
        self.tab = tab
        self.needs_redraw = True

    def _scroll(self, pixels: int) -> None:
        target = self.table if self.tab == 0 else self.trail
        if target.scroll(pixels):
            self.needs_redraw = True

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface, DIM_ALPHA)
        draw_panel(surface, self.panel, t, radius=16)
        self._draw_header(surface)
        if self.tab == 0:
            self.table.draw(surface)
            if self.shows_districts:
                self._draw_districts(surface)
            else:
                self.chart.draw(surface)
        else:
            self.trail.draw(surface)
        keys = _("Tab: switch view  ·  wheel or arrows: scroll  ·  Esc or a click outside: close")
        if self.tab == 0 and any(line.row is not None and line.row.category.key == DISTRICTS_REASON
                                 for line in self.table.lines):
            keys = _("Point at Osiris districts: each district  ·  {keys}", keys=keys)
        room = self.close_button.rect.x - t.px(16) - self.panel.x - t.px(30)
        font = fitting_font(t, keys, room, size=15)
        lines = [keys] if font is not None else wrap_text(keys, t.font("body", th.MIN_FONT_PX), room)[:2]
        font = font or t.font("body", th.MIN_FONT_PX)
        y = self.close_button.rect.centery - len(lines) * font.get_linesize() // 2
        for line in lines:   # the keys, on two lines where one is too short for a translation
            surface.blit(font.render(line, True, th.TEXT_MUTED), (self.panel.x + t.px(30), y))
            y += font.get_linesize()
        self.close_button.draw(surface, t, hovered=self.close_button.contains(self.hover))
        self._draw_hover(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        t = self.theme
        p = self.panel
        words = str(self.title)
        room = (self.tab_rects[0].x if self.tab_rects else p.right) - t.px(24) - (p.x + t.px(32))   # before the tabs
        title = (fitting_font(t, words, room, size=44, role="title") or t.font("title", 44)).render(words, True,
                                                                                                    th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midleft=(p.x + t.px(32), p.y + t.px(52))))
        font = t.font("bold", "large")
        for index, (label, rect) in enumerate(zip(self.TAB_LABELS, self.tab_rects)):
            on = index == self.tab
            hovered = rect.collidepoint(self.hover)
            fill = th.LAPIS if on else th.PAPYRUS_LIGHT if hovered else th.PAPYRUS
            pygame.draw.rect(surface, fill, rect, border_radius=t.px(10))
            pygame.draw.rect(surface, th.LAPIS_DARK if on else th.SAND_DARK, rect, max(1, t.px(2)),
                             border_radius=t.px(10))
            text = font.render(str(label), True, th.IVORY if on else th.INK)
            surface.blit(text, text.get_rect(center=rect.center))
        hovered = self.close_x.collidepoint(self.hover)
        pygame.draw.circle(surface, th.PAPYRUS_DARK if hovered else th.PAPYRUS_LIGHT, self.close_x.center,
                           self.close_x.w // 2)
        pygame.draw.circle(surface, th.SAND_DARK, self.close_x.center, self.close_x.w // 2, max(1, t.px(2)))
        r = self.close_x.w // 5
        cx, cy = self.close_x.center
        for dx in (-r, r):
            pygame.draw.line(surface, th.INK, (cx - r, cy - dx), (cx + r, cy + dx), max(2, t.px(3)))

    @property
    def shows_districts(self) -> bool:
        """Whether the Osiris districts are shown in the chart's place (their row is pointed at)."""
        return self.tab == 0 and self.table.pointed == DISTRICTS_REASON

    def district_lines(self) -> list[str]:
        """Each Osiris district's result in words (without a scoring: who leads it now)."""
        return [district_line(score, self.session.names, self.scoring is not None) for score in self.districts]

    def _draw_districts(self, surface: pygame.Surface) -> None:
        """Each district's winner and VP in words, above the Osiris area with every district
        outlined in its winner's colour."""
        t = self.theme
        area = self.district_area
        draw_panel(surface, area, t, raised=True)
        scored = self.scoring is not None
        x, width = area.x + t.px(20), area.w - t.px(40)
        y = area.y + t.px(14)
        heading = _("Osiris districts at scoring {n}", n=self.scoring) if scored else _("Osiris districts now")
        surface.blit(t.render(heading, "bold", 21, th.LAPIS_DARK), (x, y))
        y += t.px(36)
        vp = self.session.game.catalog.board.scoring.district_vp
        y += draw_text(surface, _("The most pieces in a district (buildings, and the statue above it) gains {vp} VP; "
                                  "{tie_rule}.", vp=vp, tie_rule=TIE_RULE), (x, y), t, size=15, colour=th.TEXT_MUTED,
                       width=width) + t.px(6)
        for score, line in zip(self.districts, self.district_lines()):
            if score.winner is not None:
                th.draw_player_marker(surface, (x + t.px(8), y + t.px(11)), t.px(7),
                                      self.session.seats[score.winner].colour)
            y += draw_text(surface, line, (x + t.px(24), y), t, size=17, width=width - t.px(24)) + t.px(2)
        room = pygame.Rect(area.x + t.px(12), y + t.px(8), area.w - t.px(24), area.bottom - t.px(12) - y - t.px(8))
        w = min(room.w, room.h * OSIRIS_SHAPE[0] // OSIRIS_SHAPE[1])
        rect = pygame.Rect(0, 0, w, w * OSIRIS_SHAPE[1] // OSIRIS_SHAPE[0])
        rect.midtop = room.midtop
        if self.osiris.rect != rect:
            self.osiris.layout(rect, t)
        game = self.session.game
        ctx = BoardContext(theme=t, catalog=game.catalog, seats=self.session.seats,
                           view=game.view(self.viewer), viewer=self.viewer)
        self.osiris.draw(surface, ctx)
        self.osiris.draw_district_winners(surface, ctx, {s.district: s.winner for s in self.districts})

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.shows_districts:
            return
        if self.tab == 0:
            hint = self.chart.hint_at(self.hover)
            if hint is not None:
                draw_tooltip(surface, self.hover, hint.text, self.theme)
        elif self.close_button.contains(self.hover):
            draw_tooltip(surface, self.hover, self.close_button.hover_text, self.theme)
