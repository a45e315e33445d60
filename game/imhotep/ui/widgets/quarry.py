"""The quarry: each colour's stones not yet taken, in a heap with their number. A click on the
heap of the player deciding gets new stones (RULES §4.1)."""
from __future__ import annotations

import random
from collections.abc import Iterator

import pygame

from game.i18n import _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import describe
from game.ui import theme as th
from game.ui.widgets.base import Hint, Target, Widget

TITLE_H = 34   # design px
#: The grain of the quarry's stone (:func:`pieces.draw_slab`).
SLAB_SEED = 41


class QuarryWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.theme = th.Theme()

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = theme

    def picture_key(self, ctx: BoardContext) -> object:
        return tuple(player["quarry"] for player in ctx.players)

    def heap(self, seat: int, seats: int) -> pygame.Rect:
        t = self.theme
        inner = pygame.Rect(self.rect.x + t.px(10), self.rect.y + t.px(TITLE_H), self.rect.w - t.px(20),
                            self.rect.h - t.px(TITLE_H) - t.px(10))
        width = inner.w // seats
        return pygame.Rect(inner.x + seat * width, inner.y, width - t.px(6), inner.h)

    def _slab(self) -> pygame.Rect:
        return self.rect.inflate(-self.theme.px(8), -self.theme.px(8))

    def stone_pictures(self) -> Iterator[None]:
        """The quarry's slab at this layout (the same in every game), made before a game's first frame."""
        pc.slab_picture(self._slab().size, self.theme, base=pc.SANDSTONE_DARK, seed=SLAB_SEED)
        yield

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        pc.draw_slab(surface, self._slab(), t, base=pc.SANDSTONE_DARK, seed=SLAB_SEED)
        title = t.render(_("Quarry"), "title", 20, th.IVORY)
        surface.blit(title, (self.rect.x + t.px(16), self.rect.y + t.px(8)))
        seats = len(ctx.players)
        for seat, player in enumerate(ctx.players):
            heap = self.heap(seat, seats)
            left = player["quarry"]
            rng = random.Random(seat)
            size = min(t.px(26), heap.w // 3)
            per_row = max(1, heap.w // size)
            base_y = heap.bottom - t.px(30)
            rows = max(1, (base_y - heap.y) * 4 // (size * 3))
            for k in range(min(left, per_row * rows)):   # the heap stands for what is left
                row = k // per_row
                x = heap.centerx - per_row * size // 2 + (k % per_row) * size + (row % 2) * size // 4 + rng.randint(-1, 1)
                y = base_y - (row + 1) * (size * 3 // 4)
                pc.draw_stone(surface, pygame.Rect(x, y, size, size), ctx.colour_of(seat))
            count = t.render(str(left), "bold", 18, th.IVORY)
            surface.blit(count, count.get_rect(midtop=(heap.centerx, base_y + t.px(4))))

    def targets(self, ctx: BoardContext) -> list[Target]:
        actions = ctx.offered("get_stones")
        seat = ctx.deciding
        if not actions or seat is None:
            return []
        return [Target(self.heap(seat, len(ctx.players)), actions, describe(actions[0], ctx.catalog, ctx.view, seat))]

    def hints(self, ctx: BoardContext) -> list[Hint]:
        seats = len(ctx.players)
        return [Hint(self.heap(seat, seats), ngettext(
            "{player}'s stones in the quarry: {n}. Getting new stones takes 3 of them, as many as the sled has room for.",
            "{player}'s stones in the quarry: {n}. Getting new stones takes 3 of them, as many as the sled has room for.",
            player["quarry"], player=ctx.name_of(seat))) for seat, player in enumerate(ctx.players)]
