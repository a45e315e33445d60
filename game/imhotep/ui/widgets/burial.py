"""The Burial Chamber site: three rows, filled column by column, open to the right without end;
scored at the game's end — side A by each group of a player's stones side by side, side B by the
majority of each row (RULES §9.4, §10.4). What it would pay now is written above the chamber."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.imhotep.rules.sites import set_points, shared_ranks
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.ui import theme as th
from game.ui.text import wrap_text
from game.ui.widgets.base import Hint

CHAMBER = (70, 52, 40)      # the dark inside of the chamber


def groups(ctx: BoardContext) -> dict[int, tuple[int, int]]:
    """Stone index -> (its owner's group id, the group's size), groups joined side by side."""
    rows = ctx.rules("burial_chamber").rows
    stones = ctx.site("burial_chamber")["stones"]
    cell = {(index // rows, index % rows): index for index in range(len(stones))}
    found: dict[int, tuple[int, int]] = {}
    for start in range(len(stones)):
        if start in found:
            continue
        members, frontier = [start], [start]
        seen = {start}
        while frontier:
            index = frontier.pop()
            column, row = index // rows, index % rows
            for near in ((column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)):
                other = cell.get(near)
                if other is not None and other not in seen and stones[other] == stones[start]:
                    seen.add(other)
                    members.append(other)
                    frontier.append(other)
        for index in members:
            found[index] = (start, len(members))
    return found


def points_now(ctx: BoardContext) -> list[int]:
    """What the Burial Chamber would pay each player if the game ended now."""
    rules = ctx.rules("burial_chamber")
    stones = ctx.site("burial_chamber")["stones"]
    seats = len(ctx.players)
    points = [0] * seats
    if ctx.side("burial_chamber") == "A":
        for index, (group, size) in groups(ctx).items():
            if index == group:
                points[stones[index]] += set_points(rules.groups, rules.beyond, size)
        return points
    for row in range(rules.rows):
        owners = stones[row::rules.rows]
        for seat, amount in enumerate(shared_ranks([owners.count(s) for s in range(seats)], rules.ranks)):
            points[seat] += amount
    return points


def _summary_title(area: pygame.Rect, ctx: BoardContext) -> list[str]:
    title = _("Points at the end:") if ctx.view["over"] else _("Points if the game ended now:")
    return wrap_text(title, ctx.theme.font("body", 13), area.w - ctx.theme.px(16))[:2]


class ChamberArea:
    def __init__(self, area: pygame.Rect, ctx: BoardContext) -> None:
        t = ctx.theme
        self.rows = ctx.rules("burial_chamber").rows
        count = len(ctx.site("burial_chamber")["stones"])
        self.columns = count // self.rows + 1
        self.summary_h = t.font("body", 13).get_linesize() * (len(_summary_title(area, ctx)) + 1) + t.px(8)
        label_w = t.px(22) if ctx.side("burial_chamber") == "B" else 0
        self.cell = max(t.px(12), min(t.px(40), (area.w - t.px(20) - label_w) // max(self.columns, 5)))
        self.left = area.x + t.px(10) + label_w
        self.top = area.y + self.summary_h + t.px(10)
        self.chamber = pygame.Rect(self.left - t.px(6), self.top - t.px(6),
                                   max(self.columns, 5) * self.cell + t.px(12), self.rows * self.cell + t.px(12))

    def rect(self, index: int) -> pygame.Rect:
        inset = max(1, self.cell // 14)
        column, row = index // self.rows, index % self.rows
        return pygame.Rect(self.left + column * self.cell + inset, self.top + row * self.cell + inset,
                           self.cell - 2 * inset, self.cell - 2 * inset)


def draw_burial(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    stones = ctx.site("burial_chamber")["stones"]
    place = ChamberArea(area, ctx)
    pygame.draw.rect(surface, CHAMBER, place.chamber, border_radius=t.px(6))
    pygame.draw.rect(surface, pc.CARVED, place.chamber, max(1, t.px(3)), border_radius=t.px(6))
    for index, owner in enumerate(stones):
        pc.draw_stone(surface, place.rect(index), ctx.colour_of(owner))
    nxt = place.rect(len(stones))
    pygame.draw.rect(surface, th.GOLD, nxt, max(1, t.px(2)), border_radius=t.px(4))
    if ctx.side("burial_chamber") == "B":
        ranks = " ".join(str(r) for r in ctx.rules("burial_chamber").ranks)
        font = t.font("body", 13)
        y = place.chamber.bottom + t.px(6)
        for line in wrap_text(_("Each row pays {ranks}", ranks=ranks), font, area.w - t.px(16))[:2]:
            surface.blit(font.render(line, True, pc.CARVED), (area.x + t.px(8), y))
            y += font.get_linesize()
        for row in range(place.rows):
            label = t.render(str(row + 1), "bold", 14, pc.CARVED)
            surface.blit(label, label.get_rect(midright=(place.chamber.x - t.px(4),
                                                         place.top + row * place.cell + place.cell // 2)))
    _draw_summary(surface, pygame.Rect(area.x, area.y, area.w, place.summary_h), ctx)


def _draw_summary(surface: pygame.Surface, rect: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    font = t.font("body", 13)
    points = points_now(ctx)
    y = rect.y
    for line in _summary_title(rect, ctx):
        surface.blit(font.render(line, True, pc.CARVED), (rect.x + t.px(8), y))
        y += font.get_linesize()
    x, y = rect.x + t.px(8), y + t.px(2)
    bold = t.font("bold", 14)
    for seat, amount in enumerate(points):
        text = bold.render(str(amount), True, th.INK)
        width = t.px(16) + text.get_width() + t.px(10)
        if x + width > rect.right:
            x, y = rect.x + t.px(8), y + font.get_linesize()
        th.draw_player_marker(surface, (x + t.px(7), y + font.get_linesize() // 2), t.px(6), ctx.colour_of(seat))
        surface.blit(text, (x + t.px(16), y))
        x += width


def burial_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    stones = ctx.site("burial_chamber")["stones"]
    rules = ctx.rules("burial_chamber")
    place = ChamberArea(area, ctx)
    found = []
    joined = groups(ctx) if ctx.side("burial_chamber") == "A" else {}
    for index, owner in enumerate(stones):
        who = ctx.name_of(owner)
        if joined:
            size = joined[index][1]
            text = ngettext("{player}'s stone, in a group of {size}: {n} point at the end.",
                            "{player}'s stone, in a group of {size}: {n} points at the end.",
                            set_points(rules.groups, rules.beyond, size), player=who, size=size)
        else:
            row = index % rules.rows
            mine = stones[row::rules.rows].count(owner)
            text = ngettext("{player}'s stone in row {row}, where {player} has {n} stone.",
                            "{player}'s stone in row {row}, where {player} has {n} stones.", mine, player=who,
                            row=row + 1)
        found.append(Hint(place.rect(index), text))
    found.append(Hint(place.rect(len(stones)), _("The next stone delivered to the Burial Chamber goes here.")))
    return found
