"""The Temple site: rows of 4 (two players) or 5 spaces, filled left to right, layer on layer
without end; at the end of each round the stones seen from above score (side A: 1 point each;
side B: the bonus under their column) (RULES §9.3, §10.3). The stones that would score now have
a gold rim."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import BONUS_NAMES
from game.ui import theme as th
from game.ui.text import fitting_lines
from game.ui.widgets.base import Hint

FOOT = 44   # design px under the floor: the columns' bonuses or points
#: The number on a bonus icon: the points of the "points" bonus, the point of the "choice" one.
_BONUS_LABELS = {"points": "2", "choice": "1"}


class TempleArea:
    """Where each stone and space of the Temple is drawn in the site's content ``area``."""

    def __init__(self, area: pygame.Rect, ctx: BoardContext) -> None:
        t = ctx.theme
        self.width = ctx.temple_width()
        self.cell = min(t.px(40), (area.w - t.px(16)) // self.width)
        self.left = area.centerx - self.cell * self.width // 2
        self.floor = area.bottom - t.px(FOOT)
        self.summary_h = t.font("body", 13).get_linesize() * 2 + t.px(6)
        room = max(1, (self.floor - area.y - self.summary_h) // self.cell)
        count = len(ctx.site("temple")["stones"])
        layers = count // self.width + 1   # the layer being filled included
        self.lowest = max(0, layers - room)   # layers below it are hidden (only the top ones matter)
        self.hidden = self.lowest * self.width

    def rect(self, index: int) -> pygame.Rect:
        """The space of the ``index``-th stone (arrival order)."""
        column, layer = index % self.width, index // self.width - self.lowest
        inset = max(1, self.cell // 14)
        return pygame.Rect(self.left + column * self.cell + inset, self.floor - (layer + 1) * self.cell + inset,
                           self.cell - 2 * inset, self.cell - 2 * inset)

    def column_foot(self, column: int, ctx: BoardContext) -> pygame.Rect:
        t = ctx.theme
        return pygame.Rect(self.left + column * self.cell, self.floor + t.px(4), self.cell, t.px(FOOT - 8))


def _visible_counts(ctx: BoardContext) -> dict[int, int]:
    """How many stones seen from above each player has (what the A side pays at the round's end)."""
    stones = ctx.site("temple")["stones"]
    counts: dict[int, int] = {}
    for index in ctx.temple_visible():
        counts[stones[index]] = counts.get(stones[index], 0) + 1
    return counts


def draw_temple(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    stones = ctx.site("temple")["stones"]
    place = TempleArea(area, ctx)
    width = place.width
    floor = pygame.Rect(place.left - t.px(6), place.floor, width * place.cell + t.px(12), t.px(6))
    pygame.draw.rect(surface, pc.SANDSTONE_DARK, floor, border_radius=t.px(2))
    for column in range(width):   # the pillars' ghosts: the columns the layers rise in
        x = place.left + column * place.cell + place.cell // 2
        pygame.draw.line(surface, th.mix(pc.SANDSTONE, pc.CARVED, 0.25), (x, area.y + place.summary_h),
                         (x, place.floor), max(1, t.px(1)))
    visible = set(ctx.temple_visible())
    for index in range(place.hidden, len(stones)):
        pc.draw_stone(surface, place.rect(index), ctx.colour_of(stones[index]), lit=index in visible)
    nxt = place.rect(len(stones))
    pc.draw_space(surface, nxt, t)
    pygame.draw.rect(surface, th.GOLD, nxt.inflate(t.px(4), t.px(4)), max(1, t.px(2)), border_radius=t.px(5))
    if place.hidden:
        note = t.render(ngettext("{n} layer below", "{n} layers below", place.lowest), "body", 13, pc.CARVED)
        surface.blit(note, note.get_rect(midtop=(area.centerx, place.floor + t.px(FOOT) - t.px(14))))
    for column in range(width):
        foot = place.column_foot(column, ctx)
        if ctx.side("temple") == "B":
            bonus = ctx.rules("temple").columns[column]
            pc.draw_bonus_icon(surface, (foot.centerx, foot.y + foot.h // 2 - t.px(4)), min(foot.w, foot.h) - t.px(6),
                               bonus, _BONUS_LABELS.get(bonus, ""), t)
        else:
            number = t.render(str(column + 1), "bold", 14, pc.CARVED)
            surface.blit(number, number.get_rect(midtop=(foot.centerx, foot.y)))
    _draw_summary(surface, pygame.Rect(area.x, area.y, area.w, place.summary_h), ctx)


def _draw_summary(surface: pygame.Surface, rect: pygame.Rect, ctx: BoardContext) -> None:
    """Who the stones seen from above would pay now ("At the round's end: ● 2 points ▲ 1 point")."""
    t = ctx.theme
    if ctx.side("temple") == "B":
        return   # the bonuses are under the columns; hovering a stone names its own
    counts = _visible_counts(ctx)
    words = _("At the round's end:") if counts else _("Nothing scores here yet.")
    font, lines = fitting_lines(t, words, rect.w - t.px(16), 2, size=13)
    for k, line in enumerate(lines):
        surface.blit(font.render(line, True, pc.CARVED), (rect.x + t.px(8), rect.y + k * font.get_linesize()))
    x, y = rect.x + t.px(8), rect.y + len(lines) * font.get_linesize() + t.px(2)
    for seat, amount in sorted(counts.items()):
        text = font.render(ngettext("{n} point", "{n} points", amount), True, th.INK)
        if x > rect.x + t.px(8) and x + t.px(16) + text.get_width() > rect.right - t.px(8):   # on the next line
            x, y = rect.x + t.px(8), y + font.get_linesize()
        th.draw_player_marker(surface, (x + t.px(7), y + font.get_linesize() // 2), t.px(6), ctx.colour_of(seat))
        surface.blit(text, (x + t.px(16), y))
        x += t.px(16) + text.get_width() + t.px(10)


def temple_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    stones = ctx.site("temple")["stones"]
    place = TempleArea(area, ctx)
    visible = set(ctx.temple_visible())
    b_side = ctx.side("temple") == "B"
    found = []
    for index in range(place.hidden, len(stones)):
        who = ctx.name_of(stones[index])
        if index in visible and b_side:
            bonus = str(BONUS_NAMES[ctx.rules("temple").columns[index % place.width]])
            text = _("{player}'s stone, seen from above: at the end of the round it takes {bonus}.", player=who,
                     bonus=bonus)
        elif index in visible:
            text = _("{player}'s stone, seen from above: 1 point at the end of the round.", player=who)
        else:
            text = _("{player}'s stone, covered: it scores no more.", player=who)
        found.append(Hint(place.rect(index), text))
    found.append(Hint(place.rect(len(stones)), _("The next stone delivered to the Temple goes here.")))
    if b_side:
        for column in range(place.width):
            bonus = str(BONUS_NAMES[ctx.rules("temple").columns[column]])
            found.append(Hint(place.column_foot(column, ctx),
                              _("Column {column}: its stone seen from above takes {bonus} at the end of each round.",
                                column=column + 1, bonus=bonus)))
    return found
