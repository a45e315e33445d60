"""The Pyramid site. Side A: one pyramid seen from above, 3×3 stones, then 2×2 on them, then
one on top, each space with its points, filled column by column (RULES §9.2). Side B: three
small pyramids, 2×2 and one on top, some spaces with a bonus; the owner of each stone chooses
the pyramid it goes on (RULES §10.2)."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import BONUS_NAMES, describe, pyramid_name
from game.ui import theme as th
from game.ui.text import fitting_lines, wrap_text
from game.ui.widgets.base import Hint, Target

LEVEL_1 = 9   # spaces of the A pyramid's first level
LEVEL_2 = 4


# ------------------------------------------------------------------------------ side A
def a_spaces(area: pygame.Rect, ctx: BoardContext) -> list[pygame.Rect]:
    """The A pyramid's 14 spaces in filling order."""
    t = ctx.theme
    cell = min(t.px(60), (area.w - t.px(24)) // 3)
    x0, y0 = area.centerx - cell * 3 // 2, area.y + t.px(6)
    inset = max(1, t.px(3))
    spaces = []
    for i in range(len(ctx.rules("pyramid").points)):
        if i < LEVEL_1:
            x, y = x0 + (i // 3) * cell, y0 + (i % 3) * cell
        elif i < LEVEL_1 + LEVEL_2:
            j = i - LEVEL_1
            x, y = x0 + cell // 2 + (j // 2) * cell, y0 + cell // 2 + (j % 2) * cell
        else:
            x, y = x0 + cell, y0 + cell
        spaces.append(pygame.Rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset))
    return spaces


def _beside(area: pygame.Rect, top: int, ctx: BoardContext, count: int) -> pygame.Rect:
    """The row of stones placed beside a full pyramid board."""
    t = ctx.theme
    return pygame.Rect(area.x + t.px(8), top, area.w - t.px(16), t.px(24) if count else 0)


def _draw_beside(surface: pygame.Surface, rect: pygame.Rect, owners: list[int], ctx: BoardContext) -> None:
    if not owners:
        return
    t = ctx.theme
    label = t.render(_("Beside:"), "body", 13, pc.CARVED)
    surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery)))
    size = t.px(18)
    x = rect.x + label.get_width() + t.px(6)
    for owner in owners[-max(1, (rect.right - x) // (size + 2)):]:
        pc.draw_stone(surface, pygame.Rect(x, rect.centery - size // 2, size, size), ctx.colour_of(owner))
        x += size + 2


def draw_pyramid_a(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    points = ctx.rules("pyramid").points
    stones = ctx.site("pyramid")["stones"]
    spaces = a_spaces(area, ctx)
    base = spaces[0].unionall(spaces[:LEVEL_1]).inflate(t.px(10), t.px(10))
    pygame.draw.rect(surface, pc.SANDSTONE_DARK, base, border_radius=t.px(4))
    for i, rect in enumerate(spaces):
        level_open = i < LEVEL_1 or len(stones) >= (LEVEL_1 if i < LEVEL_1 + LEVEL_2 else LEVEL_1 + LEVEL_2)
        if i < len(stones):
            if i >= LEVEL_1:   # a stone on top of others casts a shadow
                pygame.draw.rect(surface, th.darken(pc.SANDSTONE_DARK, 0.3), rect.move(t.px(3), t.px(3)),
                                 border_radius=t.px(4))
            pc.draw_stone(surface, rect, ctx.colour_of(stones[i]))
        elif level_open:
            pc.draw_space(surface, rect, t, str(points[i]), size=18)
            if i == len(stones):
                pygame.draw.rect(surface, th.GOLD, rect.inflate(t.px(4), t.px(4)), max(1, t.px(2)),
                                 border_radius=t.px(5))
    y = base.bottom + t.px(8)
    if len(stones) < LEVEL_1:
        upper = " · ".join(str(p) for p in points[LEVEL_1:LEVEL_1 + LEVEL_2])
        for legend in (_("Level 2: {points}", points=upper), _("Level 3: {points}", points=points[-1])):
            text = t.render(legend, "body", 13, pc.CARVED)
            surface.blit(text, text.get_rect(midtop=(area.centerx, y)))
            y += text.get_height()
        y += t.px(4)
    if len(stones) < len(points):
        words = ngettext("Next stone: {n} point", "Next stone: {n} points", points[len(stones)])
    else:
        words = ngettext("Full: each stone scores {n} point", "Full: each stone scores {n} points",
                         ctx.rules("pyramid").beyond)
    font, lines = fitting_lines(t, words, area.w - t.px(8), 2, size=15, role="bold")   # two lines if need be
    for line in lines:
        nxt = font.render(line, True, th.INK)
        surface.blit(nxt, nxt.get_rect(midtop=(area.centerx, y)))
        y += font.get_linesize()
    y += t.px(6)
    _draw_beside(surface, _beside(area, y, ctx, len(stones) - len(points)), stones[len(points):], ctx)


def pyramid_a_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    points = ctx.rules("pyramid").points
    stones = ctx.site("pyramid")["stones"]
    found = []
    for i, rect in enumerate(a_spaces(area, ctx)):
        level = 1 if i < LEVEL_1 else 2 if i < LEVEL_1 + LEVEL_2 else 3
        if i < len(stones):
            text = ngettext("{player}'s stone on level {level}: it scored {n} point.",
                            "{player}'s stone on level {level}: it scored {n} points.", points[i],
                            player=ctx.name_of(stones[i]), level=level)
        elif i == len(stones):
            text = ngettext("The next stone delivered here goes on this space (level {level}) and scores {n} point.",
                            "The next stone delivered here goes on this space (level {level}) and scores {n} points.",
                            points[i], level=level)
        else:
            text = ngettext("A space of level {level}: {n} point.", "A space of level {level}: {n} points.",
                            points[i], level=level)
        found.append(Hint(rect, text))
    return found


# ------------------------------------------------------------------------------ side B
def b_blocks(area: pygame.Rect, ctx: BoardContext) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """Each B pyramid: its block (label and spaces) and its spaces in filling order."""
    t = ctx.theme
    pyramids = ctx.rules("pyramid").pyramids
    bold = t.font("bold", 14)   # a long translation's pyramid names take two lines
    label_h = bold.get_linesize() * max(len(wrap_text(pyramid_name(index).capitalize(), bold, area.w - t.px(12))[:2])
                                        for index in range(len(pyramids)))
    room = (area.h - t.px(40)) // len(pyramids)
    cell = min(t.px(50), (room - label_h - t.px(14)) // 2, (area.w - t.px(40)) // 2)
    inset = max(1, t.px(3))
    found = []
    for index, spaces in enumerate(pyramids):
        top = area.y + index * room
        block = pygame.Rect(area.x + t.px(6), top, area.w - t.px(12), label_h + 2 * cell + t.px(12))
        x0, y0 = area.centerx - cell, top + label_h + t.px(6)
        rects = []
        for j in range(len(spaces)):
            if j < 4:
                x, y = x0 + (j // 2) * cell, y0 + (j % 2) * cell
            else:
                x, y = x0 + cell // 2, y0 + cell // 2
            rects.append(pygame.Rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset))
        found.append((block, rects))
    return found


def draw_pyramid_b(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    pyramids = ctx.rules("pyramid").pyramids
    built = ctx.pyramid_b_stones()
    bottom = area.y
    for index, (block, rects) in enumerate(b_blocks(area, ctx)):
        bold, lines = fitting_lines(t, pyramid_name(index).capitalize(), block.w, 2, size=14, role="bold")
        for k, line in enumerate(lines):
            surface.blit(bold.render(line, True, pc.CARVED), (block.x, block.y + k * bold.get_linesize()))
        base = rects[0].unionall(rects[:4]).inflate(t.px(8), t.px(8))
        pygame.draw.rect(surface, pc.SANDSTONE_DARK, base, border_radius=t.px(4))
        stones = built[index]
        for j, (rect, space) in enumerate(zip(rects, pyramids[index])):
            if j < len(stones):
                if j >= 4:
                    pygame.draw.rect(surface, th.darken(pc.SANDSTONE_DARK, 0.3), rect.move(t.px(3), t.px(3)),
                                     border_radius=t.px(4))
                pc.draw_stone(surface, rect, ctx.colour_of(stones[j]))
            elif j < 4 or len(stones) >= 4:
                pc.draw_space(surface, rect, t)
                number = t.render(str(space.points), "bold", 15, pc.CARVED)
                if space.bonus:
                    surface.blit(number, number.get_rect(topleft=(rect.x + t.px(3), rect.y + t.px(1))))
                    pc.draw_bonus_icon(surface, (rect.centerx + rect.w // 8, rect.centery + rect.h // 7),
                                       rect.w // 2, space.bonus)
                else:
                    surface.blit(number, number.get_rect(center=rect.center))
                if j == len(stones):
                    pygame.draw.rect(surface, th.GOLD, rect.inflate(t.px(4), t.px(4)), max(1, t.px(2)),
                                     border_radius=t.px(5))
        bottom = base.bottom
    _draw_beside(surface, _beside(area, bottom + t.px(10), ctx, len(built[-1])), built[-1], ctx)


def pyramid_b_targets(area: pygame.Rect, ctx: BoardContext) -> list[Target]:
    seat = ctx.deciding if ctx.deciding is not None else -1
    found = []
    for index, (block, _rects) in enumerate(b_blocks(area, ctx)):
        actions = ctx.offered("pyramid", pyramid=index)
        if actions:
            found.append(Target(block, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
    return found


def pyramid_b_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    pyramids = ctx.rules("pyramid").pyramids
    built = ctx.pyramid_b_stones()
    found = []
    for index, (_block, rects) in enumerate(b_blocks(area, ctx)):
        for j, (rect, space) in enumerate(zip(rects, pyramids[index])):
            bonus = _(" Bonus: {bonus}, if its owner wants it.", bonus=str(BONUS_NAMES[space.bonus])) \
                if space.bonus else ""
            if j < len(built[index]):
                text = _("{player}'s stone on {pyramid}.", player=ctx.name_of(built[index][j]),
                         pyramid=pyramid_name(index))
            else:
                text = ngettext("A space of {pyramid}: {n} point.", "A space of {pyramid}: {n} points.",
                                space.points, pyramid=pyramid_name(index)) + bonus
            found.append(Hint(rect, text))
    return found
