"""The scoring track along the bottom: spaces 0 to 39, each player's marker on their points (a
score past 40 goes round again, its marker says "+40")."""
from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.i18n import _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.ui import theme as th
from game.ui.widgets.base import Hint, Widget

LAP = 40
#: The grain and the corners of the track's stone (:func:`pieces.draw_slab`).
SLAB_SEED = 29
SLAB_RADIUS = 8


class TrackWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.theme = th.Theme()

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = theme

    def picture_key(self, ctx: BoardContext) -> object:
        return tuple(ctx.score(seat) for seat in range(len(ctx.players)))

    def cell(self, space: int) -> pygame.Rect:
        t = self.theme
        inner = self.rect.inflate(-t.px(20), -t.px(20))
        width = inner.w / LAP
        return pygame.Rect(round(inner.x + space * width), inner.y, round(width) - 1, inner.h)

    def _slab(self) -> pygame.Rect:
        return self.rect.inflate(-self.theme.px(6), -self.theme.px(6))

    def stone_pictures(self) -> Iterator[None]:
        """The track's slab at this layout (the same in every game), made before a game's first frame."""
        pc.slab_picture(self._slab().size, self.theme, base=pc.SANDSTONE_DARK, seed=SLAB_SEED, radius=SLAB_RADIUS)
        yield

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        pc.draw_slab(surface, self._slab(), t, base=pc.SANDSTONE_DARK, seed=SLAB_SEED, radius=SLAB_RADIUS)
        font = t.font("bold", 13)
        for space in range(LAP):
            rect = self.cell(space)
            fill = pc.SANDSTONE_LIGHT if space % 5 else th.GOLD_LIGHT
            pygame.draw.rect(surface, fill, rect, border_radius=t.px(3))
            pygame.draw.rect(surface, pc.CARVED, rect, 1, border_radius=t.px(3))
            number = font.render(str(space), True, pc.CARVED)
            surface.blit(number, number.get_rect(midtop=(rect.centerx, rect.y + t.px(2))))
        stacks: dict[int, int] = {}
        for seat in range(len(ctx.players)):
            score = ctx.score(seat)
            space = score % LAP
            rect = self.cell(space)
            level = stacks.get(space, 0)
            stacks[space] = level + 1
            size = min(rect.w - t.px(4), t.px(18))
            marker = pygame.Rect(0, 0, size, size)
            marker.midbottom = (rect.centerx + (level % 2) * t.px(5), rect.bottom - t.px(3) - level * t.px(8))
            pc.draw_stone(surface, marker, ctx.colour_of(seat))
            if score >= LAP:
                lap = t.render(f"+{score // LAP * LAP}", "bold", 12, th.IVORY)
                box = lap.get_rect(midbottom=(marker.centerx, marker.y - t.px(1)))
                pygame.draw.rect(surface, th.LAPIS_DARK, box.inflate(t.px(4), 0), border_radius=t.px(3))
                surface.blit(lap, box)

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found = []
        by_space: dict[int, list[str]] = {}
        for seat in range(len(ctx.players)):
            score = ctx.score(seat)
            by_space.setdefault(score % LAP, []).append(ngettext("{player}: {n} point", "{player}: {n} points", score,
                                                                 player=ctx.name_of(seat)))
        for space, lines in by_space.items():
            found.append(Hint(self.cell(space), "\n".join(lines)))
        found.append(Hint(self.rect, _("The scoring track: each player's points so far (past 40, round again).")))
        return found
