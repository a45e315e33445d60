"""The coach's spotlight: the board dimmed around the parts a note talks about, which stay bright
with a gold ring (the places that glow for the move asked for stay bright too)."""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame

from game.ui import theme as th

#: The shade laid over what the note does not talk about.
SHADE = (20, 14, 8, 165)


def draw_spotlight(surface: pygame.Surface, theme: th.Theme, lit: Iterable[pygame.Rect],
                   clear: Iterable[pygame.Rect] = ()) -> None:
    """Dim ``surface`` except ``lit`` (ringed in gold) and ``clear`` (left as it is: the note
    itself, the glowing places, the top bar)."""
    lit = [pygame.Rect(r) for r in lit if r.w and r.h]
    surface.blit(_shade(surface.get_size(), tuple(map(tuple, (*lit, *clear)))), (0, 0))
    for rect in lit:
        pygame.draw.rect(surface, th.LAPIS_DARK, rect.inflate(theme.px(2), theme.px(2)), width=max(2, theme.px(6)),
                         border_radius=theme.px(10))
        pygame.draw.rect(surface, th.GOLD_LIGHT, rect, width=max(1, theme.px(3)), border_radius=theme.px(10))


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int], holes: tuple[tuple[int, int, int, int], ...]) -> pygame.Surface:
    """The shade with its holes (made once per spotlight: the board is drawn every frame the
    mouse moves)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill(SHADE)
    for hole in holes:
        shade.fill((0, 0, 0, 0), hole)
    return shade
