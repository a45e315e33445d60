"""The Obelisk site. Side A: each player raises one tower; the highest score the most at the
game's end (RULES §9.5). Side B: every third stone of a colour raises an obelisk, which takes the
best free scoring space and scores it at once (RULES §10.5)."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.imhotep.rules.sites import shared_ranks
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.ui import theme as th
from game.ui.text import fit_text, fitting_font, wrap_text
from game.ui.widgets.base import Hint


# ------------------------------------------------------------------------------ side A
def towers(area: pygame.Rect, ctx: BoardContext) -> list[list[pygame.Rect]]:
    """Each player's tower, a rect per stone from the bottom up; the rect under the last is the base."""
    t = ctx.theme
    seats = len(ctx.players)
    stones = ctx.site("obelisk")["stones"]
    heights = [stones.count(seat) for seat in range(seats)]
    column = (area.w - t.px(20)) // seats
    width = min(t.px(44), column - t.px(10))
    lines = t.font("bold", 14).get_linesize() + t.font("body", 12).get_linesize() + t.font("body", 13).get_linesize()
    base = area.bottom - lines - t.px(40)
    top = area.y + t.px(8)
    block = max(t.px(6), min(t.px(26), (base - top) // max(1, max(heights) + 1)))
    found = []
    for seat in range(seats):
        cx = area.x + t.px(10) + column * seat + column // 2
        found.append([pygame.Rect(cx - width // 2, base - (k + 1) * block, width, block) for k in range(heights[seat])]
                     + [pygame.Rect(cx - width // 2, base, width, t.px(30))])
    return found


def draw_obelisk_a(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    ranks = ctx.rules("obelisk").ranks[len(ctx.players)]
    heights = [ctx.site("obelisk")["stones"].count(seat) for seat in range(len(ctx.players))]
    now = shared_ranks(heights, ranks)
    font = t.font("bold", 14)
    placed = towers(area, ctx)
    column = placed[1][-1].centerx - placed[0][-1].centerx if len(placed) > 1 else area.w   # a tower's room
    for seat, rects in enumerate(placed):
        *blocks, base = rects
        pygame.draw.rect(surface, pc.SANDSTONE_DARK, base, border_radius=t.px(3))
        th.draw_player_marker(surface, (base.centerx, base.y + t.px(12)), t.px(8), ctx.colour_of(seat))
        for rect in blocks:
            pc.draw_stone(surface, rect.inflate(-t.px(2), -max(1, t.px(1))), ctx.colour_of(seat))
        if blocks:   # the pyramidion on top
            top = blocks[-1]
            pygame.draw.polygon(surface, th.GOLD, [(top.x + t.px(3), top.y), (top.right - t.px(3), top.y),
                                                   (top.centerx, top.y - t.px(12))])
        count = font.render(str(len(blocks)), True, th.INK)
        surface.blit(count, count.get_rect(midtop=(base.centerx, base.bottom + t.px(2))))
        if now[seat]:   # under its tower: smaller, or the bare number, where the unit does not fit
            words = ngettext("{n} pt", "{n} pts", now[seat])
            small = fitting_font(t, words, column - t.px(4), size=12)
            earn = (small or t.font("body", 12)).render(words if small else str(now[seat]), True, pc.CARVED)
            surface.blit(earn, earn.get_rect(midtop=(base.centerx, base.bottom + t.px(2) + count.get_height())))
    words = _("Game end: {ranks}", ranks=" · ".join(str(r) for r in ranks))
    font = fitting_font(t, words, area.w, size=13) or t.font("body", 13)
    legend = font.render(fit_text(words, font, area.w), True, pc.CARVED)
    surface.blit(legend, legend.get_rect(midbottom=(area.centerx, area.bottom - t.px(2))))


def obelisk_a_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    ranks = ctx.rules("obelisk").ranks[len(ctx.players)]
    heights = [ctx.site("obelisk")["stones"].count(seat) for seat in range(len(ctx.players))]
    now = shared_ranks(heights, ranks)
    found = []
    for seat, rects in enumerate(towers(area, ctx)):
        tower = rects[0].unionall(rects)
        text = ngettext("{player}'s tower: {n} stone. If the game ended now: {points} points.",
                        "{player}'s tower: {n} stones. If the game ended now: {points} points.",
                        heights[seat], player=ctx.name_of(seat), points=now[seat])
        found.append(Hint(tower, text))
    return found


# ------------------------------------------------------------------------------ side B
class ObeliskBArea:
    """The waiting spaces of each colour (top) and the scoring spaces, best first (below)."""

    def __init__(self, area: pygame.Rect, ctx: BoardContext) -> None:
        t = ctx.theme
        rules = ctx.rules("obelisk")
        seats = len(ctx.players)
        self.slot = min(t.px(30), (area.w - t.px(60)) // rules.stones)
        self.rows = [pygame.Rect(area.x + t.px(8), area.y + t.px(4) + seat * (self.slot + t.px(6)), area.w - t.px(16),
                                 self.slot) for seat in range(seats)]
        font = t.font("body", 13)   # above the spaces, "Scoring spaces" (two lines in a long translation)
        self.title = wrap_text(_("Scoring spaces"), font, area.w - t.px(16))[:2]
        top = area.y + t.px(14) + seats * (self.slot + t.px(6)) + len(self.title) * font.get_linesize()
        count = len(rules.spaces)
        per_row = 2
        cell_w = (area.w - t.px(24)) // per_row
        cell_h = min(t.px(66), (area.bottom - top - t.px(30)) // -(-count // per_row))
        self.spaces = [pygame.Rect(area.x + t.px(8) + (i % per_row) * (cell_w + t.px(8)),
                                   top + (i // per_row) * cell_h, cell_w, cell_h - t.px(6)) for i in range(count)]
        self.beside = pygame.Rect(area.x + t.px(8), top + -(-count // per_row) * cell_h, area.w - t.px(16), t.px(24))
        self.scoring_top = top

    def waiting(self, seat: int, k: int) -> pygame.Rect:
        row = self.rows[seat]
        return pygame.Rect(row.x + row.h + k * (self.slot + 4), row.y, self.slot, self.slot)


def _draw_obelisk(surface: pygame.Surface, rect: pygame.Rect, colour: str, theme: th.Theme) -> None:
    """A raised obelisk standing in ``rect``, in its owner's colour with their shape."""
    base = th.PLAYER_COLOURS[colour]
    w = max(6, rect.h // 3)
    shaft = [(rect.centerx - w // 2, rect.bottom), (rect.centerx + w // 2, rect.bottom),
             (rect.centerx + w // 3, rect.y + w // 2), (rect.centerx - w // 3, rect.y + w // 2)]
    pygame.draw.polygon(surface, base, shaft)
    pygame.draw.polygon(surface, th.darken(base, 0.5), shaft, max(1, theme.px(2)))
    pygame.draw.polygon(surface, th.GOLD, [(rect.centerx - w // 3, rect.y + w // 2),
                                           (rect.centerx + w // 3, rect.y + w // 2), (rect.centerx, rect.y)])
    pc.draw_emblem(surface, (rect.centerx, rect.bottom - rect.h * 0.32), w * 0.28, th.PLAYER_SHAPES[colour],
                   th.lighten(base, 0.7), th.darken(base, 0.6))


def draw_obelisk_b(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    rules = ctx.rules("obelisk")
    place = ObeliskBArea(area, ctx)
    for seat, row in enumerate(place.rows):
        th.draw_player_marker(surface, (row.x + row.h // 2, row.centery), max(4, row.h // 3), ctx.colour_of(seat))
        waiting = ctx.obelisk_waiting(seat)
        for k in range(rules.stones - 1):
            rect = place.waiting(seat, k)
            if k < waiting:
                pc.draw_stone(surface, rect, ctx.colour_of(seat))
            else:
                pc.draw_space(surface, rect, t)
    font = t.font("body", 13)
    for k, line in enumerate(reversed(place.title), start=1):
        surface.blit(font.render(line, True, pc.CARVED),
                     (area.x + t.px(8), place.scoring_top - k * font.get_linesize() - t.px(2)))
    raised = ctx.obelisks_raised()
    bold = t.font("bold", 18)
    for i, (rect, value) in enumerate(zip(place.spaces, rules.spaces)):
        pc.draw_space(surface, rect, t)
        number = bold.render(str(value), True, pc.CARVED)
        surface.blit(number, number.get_rect(midleft=(rect.x + t.px(8), rect.centery)))
        if i < len(raised):
            stand = pygame.Rect(rect.right - rect.h, rect.y + t.px(3), rect.h - t.px(6), rect.h - t.px(6))
            _draw_obelisk(surface, stand, ctx.colour_of(raised[i]), t)
        elif i == len(raised):
            pygame.draw.rect(surface, th.GOLD, rect.inflate(t.px(4), t.px(4)), max(1, t.px(2)), border_radius=t.px(5))
    beyond = raised[len(rules.spaces):]
    if beyond:
        words = ngettext("{n} more obelisk beside the board", "{n} more obelisks beside the board", len(beyond))
        font = fitting_font(t, words, place.beside.w, size=13) or t.font("body", 13)
        note = font.render(fit_text(words, font, place.beside.w), True, pc.CARVED)
        surface.blit(note, (place.beside.x, place.beside.y))


def obelisk_b_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    rules = ctx.rules("obelisk")
    place = ObeliskBArea(area, ctx)
    raised = ctx.obelisks_raised()
    found = []
    for seat, row in enumerate(place.rows):
        waiting = ctx.obelisk_waiting(seat)
        found.append(Hint(row, ngettext(
            "{player}: {n} stone waiting; every {size} stones raise an obelisk.",
            "{player}: {n} stones waiting; every {size} stones raise an obelisk.",
            waiting, player=ctx.name_of(seat), size=rules.stones)))
    for i, (rect, value) in enumerate(zip(place.spaces, rules.spaces)):
        if i < len(raised):
            text = ngettext("{player}'s obelisk: it scored {n} point.", "{player}'s obelisk: it scored {n} points.",
                            value, player=ctx.name_of(raised[i]))
        elif i == len(raised):
            text = ngettext("The next obelisk raised stands here and scores {n} point at once.",
                            "The next obelisk raised stands here and scores {n} points at once.", value)
        else:
            text = ngettext("A scoring space: {n} point.", "A scoring space: {n} points.", value)
        found.append(Hint(rect, text))
    return found
