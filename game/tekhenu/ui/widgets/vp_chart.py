"""A line chart of every player's VP over the game (rounds on x, with Maat and scoring bands).

Each player is a line in their colour with their marker shape at the points where their VP
changed, so the lines stay apart without colour vision. Lines of tied players are nudged a
little apart so that none hides another. The scoring bands' names stand upright in their band,
as low as they can go clear of the lines, of each other and of the final VP (VP rise over the
game, so the bottom of a late band is usually empty); one with no such place is left out, the
x axis still names its stage. The plot is drawn at twice the size and smoothed
down, which gives anti-aliased thick lines; the result is cached until the data or the size
changes.
"""
from __future__ import annotations

import math
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, LazyText, _
from game.seats import Seat
from game.tekhenu.ui.vp_history import VPHistory
from game.ui import theme as th
from game.ui.widgets.base import Hint, Widget, draw_panel

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

_SS = 2  # supersampling factor of the plot layer
MAAT_BAND: th.ColourA = (*th.LAPIS_LIGHT, 46)
SCORING_BAND: th.ColourA = (*th.GOLD, 70)
FINAL_BAND: th.ColourA = (*th.GOLD, 110)
_BANDS = {"maat": MAAT_BAND, "scoring": SCORING_BAND, "final": FINAL_BAND}
_BAND_NAMES: dict[str, LazyText] = {"scoring": N_("Scoring"), "final": N_("Final")}
#: Which ticks of the x axis keep their label when neighbours would touch: the end, the
#: scorings, the Maat phases, the start, then the rounds.
_TICK_PRIORITY = {"final": 0, "scoring": 1, "maat": 2, "setup": 3}
LABEL_GAP = 6  # design px kept clear around a band's name


def nice_step(span: int, lines: int = 5) -> int:
    """A round grid step (1, 2, 5, 10, 20, 25, 50…) giving about ``lines`` grid lines."""
    raw = max(1.0, span / max(1, lines))
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        step = factor * magnitude
        if step >= raw and float(step).is_integer():
            return int(step)
    return int(10 * magnitude)


class VPChart(Widget):
    """VP over time for every player; give it data with :meth:`set_history`."""

    def __init__(self, *, legend: bool = True) -> None:
        super().__init__()
        self.legend = legend
        self.theme = th.Theme()
        self.history: VPHistory | None = None
        self.seats: list[Seat] = []
        self._plot = pygame.Rect(0, 0, 0, 0)
        self._layer: pygame.Surface | None = None
        self._labels: list[tuple[str, pygame.Rect]] | None = None

    # ------------------------------------------------------------------ data and layout

    def set_history(self, history: VPHistory, seats: list[Seat]) -> None:
        self.history, self.seats = history, list(seats)
        self._layer = self._labels = None

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = theme
        t = theme
        top = t.px(58) if self.legend else t.px(18)
        left, right = t.px(58), t.px(70)  # the y labels; the final VP labels
        self._plot = pygame.Rect(rect.x + left, rect.y + top, rect.w - left - right, rect.h - top - t.px(50))
        self._layer = self._labels = None

    # ------------------------------------------------------------------ geometry

    def _y_range(self) -> tuple[int, int, int]:
        """The lowest and highest VP shown and the grid step."""
        assert self.history is not None
        values = [v for row in self.history.totals for v in row]
        top = max(values + [10])
        step = nice_step(top)
        return 0, step * math.ceil((top + 1) / step), step

    def _x_of(self, index: int) -> float:
        count = len(self.history.stages) if self.history else 1
        if count <= 1:
            return self._plot.centerx
        return self._plot.x + self._plot.w * index / (count - 1)

    def _y_of(self, vp: float) -> float:
        low, high, _ = self._y_range()
        return self._plot.bottom - self._plot.h * (vp - low) / max(1, high - low)

    def _nudge(self, player: int) -> float:
        """A small vertical offset per player so equal totals do not hide each other's lines."""
        count = self.history.players if self.history else 1
        return (player - (count - 1) / 2) * self.theme.px(3)

    def _screen_points(self, player: int) -> list[tuple[float, float]]:
        return self._points(player, 1, (0, 0))

    def stage_at(self, pos: tuple[int, int]) -> int | None:
        """The stage nearest to ``pos`` when it is over the plot, else None."""
        if self.history is None or not self._plot.inflate(self.theme.px(16), self.theme.px(16)).collidepoint(pos):
            return None
        return min(range(len(self.history.stages)), key=lambda i: abs(self._x_of(i) - pos[0]))

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, ctx: BoardContext | None = None) -> None:
        t = self.theme
        draw_panel(surface, self.rect, t, raised=True)
        if self.history is None:
            return
        self._draw_bands(surface)
        self._draw_grid(surface)
        self._draw_x_axis(surface)
        if self._layer is None:
            self._layer = self._render_lines()
        surface.blit(self._layer, self.rect.topleft)
        self._draw_end_labels(surface)
        if self.legend:
            self._draw_legend(surface)

    def _stage_span(self, index: int) -> tuple[int, int]:
        """Left and right edges of a stage's band (half way to its neighbours)."""
        count = len(self.history.stages)
        half = (self._x_of(1) - self._x_of(0)) / 2 if count > 1 else self._plot.w / 2
        return round(self._x_of(index) - half), round(self._x_of(index) + half)

    def _draw_bands(self, surface: pygame.Surface) -> None:
        t = self.theme
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        font = t.font("bold", 13)
        for index, stage in enumerate(self.history.stages):
            band = _BANDS.get(stage.kind)
            if band is None:
                continue
            left, right = self._stage_span(index)
            area = pygame.Rect(left - self.rect.x, self._plot.y - self.rect.y - t.px(6),
                               right - left, self._plot.h + t.px(6))
            pygame.draw.rect(layer, band, area)
        surface.blit(layer, self.rect.topleft)
        for text, rect in self.band_labels():
            surface.blit(pygame.transform.rotate(font.render(text, True, th.GOLD_DARK), 90), rect)

    def band_labels(self) -> list[tuple[str, pygame.Rect]]:
        """Each named band's name and where it stands (upright), left out where it has no room."""
        if self._labels is None:
            self._labels = self._place_band_labels()
        return self._labels

    def _place_band_labels(self) -> list[tuple[str, pygame.Rect]]:
        t = self.theme
        font = t.font("bold", 13)
        gap = max(2, t.px(LABEL_GAP))
        taken = [box.inflate(gap, gap) for _, _, box in self._end_labels()]
        placed: list[tuple[str, pygame.Rect]] = []
        for index, stage in enumerate(self.history.stages):
            name = _BAND_NAMES.get(stage.kind)
            if name is None:
                continue
            text = str(name)
            height, width = font.size(text)  # upright: the text's width is the label's height
            left, right = self._stage_span(index)
            if right - left < width:
                continue
            rect = self._free_spot(pygame.Rect((left + right - width) // 2, 0, width, height), taken)
            if rect is not None:
                placed.append((text, rect))
                taken.append(rect.inflate(4 * gap, 4 * gap))  # two gaps between names: no run-ons
        return placed

    def _free_spot(self, rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect | None:
        """``rect`` moved to the lowest height in the plot where it touches neither ``taken``
        nor any player's line, or None."""
        t = self.theme
        obstacles = taken + self._line_boxes(rect.left, rect.right)
        rect = pygame.Rect(rect)
        rect.bottom = self._plot.bottom - t.px(6)
        while rect.top >= self._plot.top + t.px(4):
            hit = rect.collidelistall(obstacles)
            if not hit:
                return rect
            rect.bottom = min(obstacles[i].top for i in hit) - 1
        return None

    def _line_boxes(self, x0: int, x1: int) -> list[pygame.Rect]:
        """Boxes around every player's line (markers and a gap included) between x0 and x1."""
        t = self.theme
        pad = max(4, t.px(7)) + max(2, t.px(LABEL_GAP))
        boxes = []
        for player in range(self.history.players):
            for (ax, ay), (bx, by) in pairwise(self._screen_points(player)):
                lo, hi = max(ax, x0 - pad), min(bx, x1 + pad)
                if lo > hi:
                    continue
                ys = [ay + (by - ay) * (x - ax) / (bx - ax or 1) for x in (lo, hi)]
                boxes.append(pygame.Rect(round(lo) - pad, round(min(ys)) - pad,
                                         round(hi - lo) + 2 * pad, round(max(ys) - min(ys)) + 2 * pad))
        return boxes

    def _draw_grid(self, surface: pygame.Surface) -> None:
        t = self.theme
        low, high, step = self._y_range()
        font = t.font("body", "small")
        for vp in range(low, high + 1, step):
            y = round(self._y_of(vp))
            colour = th.SAND_DARK if vp == low else th.PAPYRUS_DARK
            pygame.draw.line(surface, colour, (self._plot.x, y), (self._plot.right, y), max(1, t.px(1)))
            label = font.render(str(vp), True, th.TEXT_MUTED)
            surface.blit(label, label.get_rect(midright=(self._plot.x - t.px(10), y)))

    def _draw_x_axis(self, surface: pygame.Surface) -> None:
        t = self.theme
        font = t.font("body", 14)
        bold = t.font("bold", 14)
        stages = self.history.stages
        gap = self._x_of(1) - self._x_of(0) if len(stages) > 1 else self._plot.w
        widest = max(font.size(s.short)[0] for s in stages)
        every = max(1, math.ceil((widest + t.px(6)) / max(1, gap)))
        y = self._plot.bottom + t.px(8)
        labels: list[tuple[int, pygame.Surface, pygame.Rect]] = []
        for index, stage in enumerate(stages):
            x = round(self._x_of(index))
            pygame.draw.line(surface, th.SAND_DARK, (x, self._plot.bottom), (x, self._plot.bottom + t.px(5)),
                             max(1, t.px(1)))
            special = stage.kind != "round"
            if not special and stage.number % every and index != len(stages) - 1:
                continue
            colour = {"maat": th.LAPIS, "scoring": th.GOLD_DARK, "final": th.GOLD_DARK}.get(stage.kind, th.TEXT_MUTED)
            label = (bold if special else font).render(stage.short, True, colour)
            labels.append((_TICK_PRIORITY.get(stage.kind, len(_TICK_PRIORITY)), label, label.get_rect(midtop=(x, y))))
        # the ticks that matter most first; one that would touch a tick already there is left out
        placed: list[pygame.Rect] = []
        for _priority, label, rect in sorted(labels, key=lambda entry: entry[0]):
            if rect.inflate(t.px(6), 0).collidelist(placed) < 0:
                surface.blit(label, rect)
                placed.append(rect)
        caption = t.font("body", 14).render(_("Rounds  ·  M = Maat phase  ·  S = scoring"), True, th.TEXT_MUTED)
        surface.blit(caption, caption.get_rect(midtop=(self._plot.centerx, y + font.get_linesize())))

    def _points(self, player: int, scale: int, origin: tuple[int, int]) -> list[tuple[float, float]]:
        row = self.history.totals[player]
        nudge = self._nudge(player)
        return [((self._x_of(i) - origin[0]) * scale, (self._y_of(vp) + nudge - origin[1]) * scale)
                for i, vp in enumerate(row)]

    def _render_lines(self) -> pygame.Surface:
        """The players' lines and markers on a transparent layer the size of the widget."""
        t = self.theme
        big = pygame.Surface((self.rect.w * _SS, self.rect.h * _SS), pygame.SRCALPHA)
        width = max(2, t.px(4)) * _SS
        for player in self._drawing_order():
            colour = th.PLAYER_COLOURS[self.seats[player].colour]
            points = self._points(player, _SS, self.rect.topleft)
            _thick_polyline(big, th.INK, points, width + 2 * _SS)
            _thick_polyline(big, colour, points, width)
        radius = max(4, t.px(7)) * _SS
        for player in self._drawing_order():
            row = self.history.totals[player]
            points = self._points(player, _SS, self.rect.topleft)
            for i, (x, y) in enumerate(points):
                if i == len(points) - 1 or (i and row[i] != row[i - 1]):
                    th.draw_player_marker(big, (round(x), round(y)), radius, self.seats[player].colour)
        return pygame.transform.smoothscale(big, self.rect.size)

    def _drawing_order(self) -> list[int]:
        """Lowest final total first, so the leader's line is on top."""
        return sorted(range(self.history.players), key=lambda p: self.history.totals[p][-1])

    def _end_labels(self) -> list[tuple[int, pygame.Surface, pygame.Rect]]:
        """Each player's final VP, rendered, and where it goes: beside the last point, moved
        apart when they would overlap."""
        t = self.theme
        font = t.font("bold", 15)
        height = font.get_linesize()
        x = round(self._x_of(len(self.history.stages) - 1))
        wanted = sorted((self._y_of(self.history.totals[p][-1]) + self._nudge(p), p)
                         for p in range(self.history.players))
        placed: list[tuple[float, int]] = []
        for y, p in wanted:
            if placed and y - placed[-1][0] < height:
                y = placed[-1][0] + height
            placed.append((y, p))
        labels = []
        for y, p in placed:
            label = font.render(str(self.history.totals[p][-1]), True, th.INK)
            labels.append((p, label, label.get_rect(midleft=(x + t.px(16), round(y))).inflate(t.px(8), t.px(2))))
        return labels

    def _draw_end_labels(self, surface: pygame.Surface) -> None:
        t = self.theme
        for p, label, pill in self._end_labels():
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, pill, border_radius=t.px(6))
            pygame.draw.rect(surface, th.PLAYER_COLOURS[self.seats[p].colour], pill, max(1, t.px(2)),
                             border_radius=t.px(6))
            surface.blit(label, label.get_rect(center=pill.center))

    def _draw_legend(self, surface: pygame.Surface) -> None:
        t = self.theme
        font = t.font("bold", "small")
        x, y = self.rect.x + t.px(20), self.rect.y + t.px(26)
        for player, seat in enumerate(self.seats[: self.history.players]):
            th.draw_player_marker(surface, (x + t.px(8), y), t.px(8), seat.colour)
            label = font.render(seat.name, True, th.INK)
            surface.blit(label, label.get_rect(midleft=(x + t.px(22), y)))
            x += t.px(22) + label.get_width() + t.px(26)
        for text, band in ((_("Maat"), MAAT_BAND), (_("Scoring"), SCORING_BAND)):
            label = t.font("body", 14).render(text, True, th.TEXT_MUTED)
            swatch = pygame.Rect(0, 0, t.px(16), t.px(16))
            swatch.midleft = (x, y)
            if swatch.right + t.px(6) + label.get_width() > self.rect.right - t.px(10):
                break
            fill = pygame.Surface(swatch.size, pygame.SRCALPHA)
            fill.fill(band)
            surface.blit(fill, swatch)
            pygame.draw.rect(surface, th.SAND_DARK, swatch, 1)
            surface.blit(label, label.get_rect(midleft=(swatch.right + t.px(6), y)))
            x = swatch.right + t.px(6) + label.get_width() + t.px(16)

    # ------------------------------------------------------------------ hover

    def hint_at(self, pos: tuple[int, int]) -> Hint | None:
        """Every player's VP at the stage under ``pos``."""
        index = self.stage_at(pos)
        if index is None:
            return None
        stage = self.history.stages[index]
        scores = ", ".join(_("{name} {vp}", name=self.seats[p].name, vp=self.history.totals[p][index])
                           for p in range(self.history.players))
        left, right = self._stage_span(index)
        text = _("After the final scoring: {scores}", scores=scores) if stage.kind == "final" \
            else _("After {stage}: {scores}", stage=stage.label, scores=scores)
        return Hint(pygame.Rect(left, self._plot.y, right - left, self._plot.h), text)


def _thick_polyline(surface: pygame.Surface, colour: th.Colour, points: list[tuple[float, float]],
                    width: int) -> None:
    """A polyline ``width`` pixels wide with round joints (pygame's wide lines leave gaps)."""
    half = width / 2
    for (x1, y1), (x2, y2) in pairwise(points):
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * half, dx / length * half
        pygame.draw.polygon(surface, colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny),
                                              (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
    for x, y in points:
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(half))
