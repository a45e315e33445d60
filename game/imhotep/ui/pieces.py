"""Imhotep's look, drawn in code: sandstone slabs, the Nile, wooden ships, the players' stones
(each colour with its shape, so that stones are told apart without colour vision), the market
cards and the small icons of the B sides' bonuses.

Every function paints inside the rect it is given, at the theme's scale; nothing here knows the
rules or the game being played.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from game.ui import theme as th

# --------------------------------------------------------------------------- palette
SANDSTONE = (226, 192, 136)
SANDSTONE_LIGHT = (242, 216, 168)
SANDSTONE_DARK = (184, 140, 86)
CARVED = (150, 106, 60)             # engraved lines and numbers
NILE = (34, 92, 146)
NILE_LIGHT = (78, 140, 188)
NILE_DARK = (18, 54, 96)
WOOD = (142, 94, 52)
WOOD_LIGHT = (182, 132, 80)
WOOD_DARK = (90, 56, 28)
#: The market cards' colours (their kind), told apart by their word and icon too.
CARD_COLOURS: dict[str, th.Colour] = {
    "red": (176, 58, 40),
    "green": (58, 124, 72),
    "purple": (110, 72, 142),
    "blue": (38, 88, 164),
}


# --------------------------------------------------------------------------- surfaces
@functools.lru_cache(maxsize=64)
def _speckles(w: int, h: int, base: th.Colour, seed: int) -> pygame.Surface:
    """A textured slab of ``base`` (grain and a few darker flecks), cached per size. A site's slab
    has thousands of flecks: each one's colour is worked out here as :func:`theme.mix` would (the
    same numbers), without its generality, which took half of the first frame of a game."""
    surface = pygame.Surface((max(1, w), max(1, h)))
    surface.fill(base)
    rng = random.Random(seed)
    randrange, uniform, choice, fill = rng.randrange, rng.random, rng.choice, surface.fill
    # per channel: where a fleck's colour starts, and how far it may go (lighter or darker)
    light, dark = ([(x, y - x) for x, y in zip(base, end)] for end in (th.lighten(base, 0.35), th.darken(base, 0.12)))
    for _ in range(w * h // 90):
        x, y = randrange(max(1, w)), randrange(max(1, h))
        (r, dr), (g, dg), (b, db) = light if uniform() < 0.5 else dark
        t = uniform()
        fill((round(r + dr * t), round(g + dg * t), round(b + db * t)), (x, y, choice((1, 1, 2)), 1))
    for _ in range(max(1, w * h // 9000)):   # long faint strata
        y = randrange(max(1, h))
        pygame.draw.line(surface, th.mix(base, th.darken(base, 0.1), 0.6), (0, y), (w, y + rng.randint(-6, 6)))
    return surface


def draw_slab(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, *, base: th.Colour = SANDSTONE,
              seed: int = 1, radius: int = 10) -> None:
    """A sandstone block with bevelled edges (a site's board, the score track)."""
    if rect.w > 0 and rect.h > 0:
        surface.blit(slab_picture(rect.size, theme, base=base, seed=seed, radius=radius), rect)


def slab_picture(size: tuple[int, int], theme: th.Theme, *, base: th.Colour = SANDSTONE, seed: int = 1,
                 radius: int = 10) -> pygame.Surface:
    """The picture :func:`draw_slab` draws for a block of ``size``, made once (a board's slabs are
    the same in every game: they can be made before one starts)."""
    return _slab(size[0], size[1], base, seed, theme.px(radius), max(1, theme.px(2)), theme.px(3))


@functools.lru_cache(maxsize=64)
def _slab(w: int, h: int, base: th.Colour, seed: int, r: int, edge: int, shadow: int) -> pygame.Surface:
    slab = pygame.Surface((w + shadow, h + shadow + shadow // 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(slab, th.darken(base, 0.35), rect.move(shadow, shadow + shadow // 3), border_radius=r)
    texture = pygame.Surface((w, h), pygame.SRCALPHA)
    texture.blit(_speckles(w, h, base, seed), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    slab.blit(texture, (0, 0))
    pygame.draw.rect(slab, th.lighten(base, 0.3), rect, width=edge, border_radius=r)
    pygame.draw.rect(slab, th.darken(base, 0.28), rect.inflate(-edge * 2, -edge * 2), width=max(1, edge // 2),
                     border_radius=r)
    return slab


def draw_water(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, seed: int = 3) -> None:
    """The Nile: deep blue with bands of lighter ripples."""
    if rect.w > 0 and rect.h > 0:
        surface.blit(_water(rect.w, rect.h, seed, theme.scale), rect)


@functools.lru_cache(maxsize=32)
def _water(w: int, h: int, seed: int, scale: float) -> pygame.Surface:
    def px(value: float) -> int:
        return max(1, round(value * scale))

    water = pygame.Surface((w, h))
    band = max(2, px(6))
    for i in range(0, h, band):
        water.fill(th.mix(NILE_DARK, NILE, 0.55 + 0.45 * math.sin(i / h * math.pi)), (0, i, w, band))
    rng = random.Random(seed)
    step = px(34)
    for y in range(px(14), h, px(26)):
        offset = rng.randrange(step)
        for x in range(-offset, w, step):
            if rng.random() < 0.55:
                arc = pygame.Rect(x, y, px(rng.randint(10, 20)), px(6))
                pygame.draw.arc(water, NILE_LIGHT, arc, 0.3, math.pi - 0.3, max(1, px(2)))
    return water


# --------------------------------------------------------------------------- stones
def draw_emblem(surface: pygame.Surface, center: tuple[float, float], r: float, shape: str,
                fill: th.Colour, outline: th.Colour) -> None:
    """A player's shape (circle, triangle, square, diamond) of radius ``r``."""
    cx, cy = center
    width = max(1, round(r / 4))
    if shape == "circle":
        pygame.draw.circle(surface, fill, (round(cx), round(cy)), max(1, round(r)))
        pygame.draw.circle(surface, outline, (round(cx), round(cy)), max(1, round(r)), width)
        return
    if shape == "square":
        box = pygame.Rect(0, 0, round(r * 1.6), round(r * 1.6))
        box.center = (round(cx), round(cy))
        pygame.draw.rect(surface, fill, box)
        pygame.draw.rect(surface, outline, box, width)
        return
    if shape == "triangle":
        points = [(cx + r * 1.1 * math.cos(math.radians(a)), cy + r * 0.2 + r * 1.1 * math.sin(math.radians(a)))
                  for a in (-90, 30, 150)]
    else:
        points = [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)]
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, width)


def draw_stone(surface: pygame.Surface, rect: pygame.Rect, colour: str, *, lit: bool = False) -> None:
    """A player's stone seen from above: a bevelled block in their colour with their shape on
    it; ``lit``: a gold rim (it scores now). Each look is drawn once per size (a site painted
    again draws dozens of stones)."""
    if rect.w <= 2 or rect.h <= 2:
        return
    surface.blit(_stone_picture(rect.size, colour, lit), rect.topleft)


@functools.lru_cache(maxsize=256)
def _stone_picture(size: tuple[int, int], colour: str, lit: bool) -> pygame.Surface:
    """A stone of ``size`` on a see-through picture."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    base = th.PLAYER_COLOURS[colour]
    r = max(1, min(rect.w, rect.h) // 6)
    pygame.draw.rect(surface, th.darken(base, 0.45), rect, border_radius=r)
    inner = rect.inflate(-max(2, rect.w // 9), -max(2, rect.h // 9))
    pygame.draw.rect(surface, base, inner.move(-1, -1), border_radius=r)
    bevel = max(1, rect.w // 14)
    pygame.draw.line(surface, th.lighten(base, 0.45), (inner.x + r, inner.y - 1), (inner.right - r, inner.y - 1), bevel)
    pygame.draw.line(surface, th.lighten(base, 0.3), (inner.x - 1, inner.y + r), (inner.x - 1, inner.bottom - r), bevel)
    draw_emblem(surface, inner.move(-1, -1).center, min(inner.w, inner.h) * 0.24, th.PLAYER_SHAPES[colour],
                th.lighten(base, 0.72), th.darken(base, 0.6))
    if lit:
        pygame.draw.rect(surface, th.GOLD_LIGHT, rect, width=max(2, rect.w // 10), border_radius=r)
    return surface


def draw_ghost_stone(surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
    """A see-through stone at ``rect``: where the choice under the mouse would put one."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_stone(layer, pygame.Rect((0, 0), rect.size), colour)
    layer.set_alpha(150)
    surface.blit(layer, rect.topleft)


def draw_space(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, label: str = "", *,
               base: th.Colour = SANDSTONE_LIGHT, size: int = 16) -> None:
    """An empty space carved in stone, with the points (or a word) printed in it."""
    if rect.w <= 2 or rect.h <= 2:
        return
    r = max(1, min(rect.w, rect.h) // 7)
    pygame.draw.rect(surface, th.darken(base, 0.08), rect, border_radius=r)
    pygame.draw.rect(surface, CARVED, rect, width=max(1, theme.px(2)), border_radius=r)
    pygame.draw.line(surface, th.lighten(base, 0.4), (rect.x + r, rect.bottom - 2), (rect.right - r, rect.bottom - 2),
                     max(1, theme.px(1)))
    if label:
        text = theme.render(label, "bold", size, CARVED)
        surface.blit(text, text.get_rect(center=rect.center))


# --------------------------------------------------------------------------- ships
def ship_slots(hull: pygame.Rect, capacity: int) -> list[pygame.Rect]:
    """The stone spaces of a ship drawn in ``hull`` (bow at the right), from the bow (space 0)
    to the stern."""
    slot = hull.h * 0.62
    gap = hull.h * 0.08
    bow = hull.h * 0.62
    right = hull.right - bow
    return [pygame.Rect(round(right - (i + 1) * slot - i * gap), round(hull.y + hull.h * 0.2), round(slot), round(slot))
            for i in range(capacity)]


def ship_length(capacity: int, height: float) -> int:
    """How long a ship of ``capacity`` is when drawn ``height`` tall."""
    return round(height * (0.62 * capacity + 0.08 * (capacity - 1) + 0.62 + 0.36))


def draw_hull(surface: pygame.Surface, hull: pygame.Rect, theme: th.Theme, *, minimum: int = 0,
              capacity: int = 0, faded: bool = False) -> pygame.Rect:
    """A wooden ship (bow to the right, a papyrus-bundle prow): its deck, and at the bow as
    many grey stone marks as the stones it needs before it may sail. Returns the bow's rect
    (where a click sails the ship)."""
    wood, dark, light = (WOOD, WOOD_DARK, WOOD_LIGHT) if not faded else (
        th.mix(WOOD, th.SAND, 0.5), th.mix(WOOD_DARK, th.SAND, 0.5), th.mix(WOOD_LIGHT, th.SAND, 0.5))
    h = hull.h
    top, bottom = hull.y + h * 0.12, hull.bottom - h * 0.04
    stern_x, bow_x = hull.x, hull.right
    body = [(stern_x + h * 0.1, top), (bow_x - h * 0.62, top), (bow_x - h * 0.05, hull.y - h * 0.05),
            (bow_x - h * 0.18, bottom - h * 0.35), (bow_x - h * 0.55, bottom), (stern_x + h * 0.25, bottom),
            (stern_x, top - h * 0.12)]
    shadow = [(x + theme.px(3), y + theme.px(4)) for x, y in body]
    pygame.draw.polygon(surface, th.darken(NILE_DARK, 0.2), shadow)
    pygame.draw.polygon(surface, wood, body)
    pygame.draw.polygon(surface, dark, body, max(1, theme.px(2)))
    for k in range(1, 3):   # planks
        y = top + (bottom - top) * k / 3
        pygame.draw.line(surface, light, (stern_x + h * 0.2, y), (bow_x - h * 0.55, y), max(1, theme.px(1)))
    prow = pygame.Rect(round(bow_x - h * 0.6), round(hull.y - h * 0.05), round(h * 0.6), round(h * 0.9))
    for i in range(minimum):   # the bow's grey stone marks: its minimum load
        mark = pygame.Rect(0, 0, max(3, round(h * 0.13)), max(3, round(h * 0.13)))
        mark.center = (round(bow_x - h * 0.42 + (i % 2) * h * 0.16), round(top + h * 0.12 + (i // 2) * h * 0.17))
        pygame.draw.rect(surface, (150, 150, 146), mark)
        pygame.draw.rect(surface, (70, 70, 66), mark, 1)
    return prow


def draw_emblem_of_site(surface: pygame.Surface, rect: pygame.Rect, site_id: str) -> None:
    """A faint carving of the site's monument in the lower part of its slab (a watermark under
    the stones): a jar for the Market, a stepped pyramid, a temple front, a sarcophagus, an obelisk."""
    fill = th.mix(SANDSTONE, CARVED, 0.13)
    line = th.mix(SANDSTONE, CARVED, 0.3)
    w, h = rect.w, rect.h
    cx, bottom = rect.centerx, rect.bottom
    width = max(1, w // 60)
    shapes: list[list[tuple[float, float]]] = []
    if site_id == "pyramid":
        for step in range(5):
            half, top = w * (0.42 - step * 0.08), bottom - h * (step + 1) * 0.17
            shapes.append([(cx - half, top + h * 0.17), (cx - half, top), (cx + half, top), (cx + half, top + h * 0.17)])
    elif site_id == "temple":
        shapes.append([(cx - w * 0.44, bottom - h * 0.78), (cx, bottom - h), (cx + w * 0.44, bottom - h * 0.78)])
        for k in range(4):
            x = cx - w * 0.36 + k * w * 0.24
            shapes.append([(x - w * 0.05, bottom), (x - w * 0.05, bottom - h * 0.74), (x + w * 0.05, bottom - h * 0.74),
                           (x + w * 0.05, bottom)])
    elif site_id == "obelisk":
        shapes.append([(cx - w * 0.12, bottom), (cx - w * 0.08, bottom - h * 0.85), (cx, bottom - h),
                       (cx + w * 0.08, bottom - h * 0.85), (cx + w * 0.12, bottom)])
    elif site_id == "burial_chamber":
        shapes.append([(cx - w * 0.16, bottom), (cx - w * 0.2, bottom - h * 0.55), (cx - w * 0.12, bottom - h * 0.9),
                       (cx, bottom - h), (cx + w * 0.12, bottom - h * 0.9), (cx + w * 0.2, bottom - h * 0.55),
                       (cx + w * 0.16, bottom)])
    else:   # the market's jar
        shapes.append([(cx - w * 0.12, bottom), (cx - w * 0.3, bottom - h * 0.45), (cx - w * 0.12, bottom - h * 0.82),
                       (cx - w * 0.1, bottom - h), (cx + w * 0.1, bottom - h), (cx + w * 0.12, bottom - h * 0.82),
                       (cx + w * 0.3, bottom - h * 0.45), (cx + w * 0.12, bottom)])
    for points in shapes:
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, line, points, width)


# --------------------------------------------------------------------------- icons
def draw_bonus_icon(surface: pygame.Surface, center: tuple[int, int], size: int, kind: str, label: str = "",
                    theme: th.Theme | None = None) -> None:
    """The icon of a B side's bonus: ``card`` (a card back), ``stones`` (three stones),
    ``ship`` (a boat with a stone), ``points`` (a gold disc), ``choice`` (a point or two stones);
    ``label`` (a number) is written on its gold disc."""
    cx, cy = center
    s = max(4, size)
    if kind == "card":
        card = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.86))
        card.center = center
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT, card.move(round(s * 0.12), -round(s * 0.06)), border_radius=2)
        pygame.draw.rect(surface, th.INK_SOFT, card.move(round(s * 0.12), -round(s * 0.06)), 1, border_radius=2)
        pygame.draw.rect(surface, th.LAPIS, card, border_radius=2)
        pygame.draw.rect(surface, th.GOLD, card, max(1, s // 12), border_radius=2)
    elif kind == "stones":
        block = round(s * 0.38)
        for dx, dy in ((-0.22, 0.14), (0.22, 0.14), (0.0, -0.22)):
            rect = pygame.Rect(0, 0, block, block)
            rect.center = (round(cx + dx * s), round(cy + dy * s))
            pygame.draw.rect(surface, (168, 164, 156), rect, border_radius=2)
            pygame.draw.rect(surface, th.INK_SOFT, rect, 1, border_radius=2)
    elif kind == "ship":
        hull = [(cx - s * 0.48, cy), (cx + s * 0.48, cy), (cx + s * 0.3, cy + s * 0.3), (cx - s * 0.32, cy + s * 0.3)]
        pygame.draw.polygon(surface, WOOD, hull)
        pygame.draw.polygon(surface, WOOD_DARK, hull, 1)
        rect = pygame.Rect(0, 0, round(s * 0.34), round(s * 0.34))
        rect.midbottom = (cx, round(cy))
        pygame.draw.rect(surface, (168, 164, 156), rect, border_radius=2)
        pygame.draw.rect(surface, th.INK_SOFT, rect, 1, border_radius=2)
    elif kind == "points":
        pygame.draw.circle(surface, th.GOLD, center, round(s * 0.42))
        pygame.draw.circle(surface, th.GOLD_DARK, center, round(s * 0.42), max(1, s // 10))
        _disc_label(surface, center, label, theme)
    else:   # choice: a point or two stones
        disc = (round(cx - s * 0.24), cy)
        pygame.draw.circle(surface, th.GOLD, disc, round(s * 0.27))
        pygame.draw.circle(surface, th.GOLD_DARK, disc, round(s * 0.27), 1)
        _disc_label(surface, disc, label, theme)
        for dy in (-0.16, 0.16):
            rect = pygame.Rect(0, 0, round(s * 0.28), round(s * 0.28))
            rect.center = (round(cx + s * 0.3), round(cy + dy * s))
            pygame.draw.rect(surface, (168, 164, 156), rect, border_radius=2)
            pygame.draw.rect(surface, th.INK_SOFT, rect, 1, border_radius=2)


def _disc_label(surface: pygame.Surface, center: tuple[int, int], label: str, theme: th.Theme | None) -> None:
    if label and theme is not None:
        text = theme.render(label, "bold", 13, th.INK)
        surface.blit(text, text.get_rect(center=center))


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """A market card face down: lapis with a gold frame and an eye."""
    r = theme.px(6)
    pygame.draw.rect(surface, th.LAPIS_DARK, rect.move(theme.px(2), theme.px(3)), border_radius=r)
    pygame.draw.rect(surface, th.LAPIS, rect, border_radius=r)
    pygame.draw.rect(surface, th.GOLD, rect.inflate(-theme.px(8), -theme.px(8)), max(1, theme.px(2)), border_radius=r)
    eye = pygame.Rect(0, 0, min(rect.w // 2, theme.px(40)), min(rect.h // 3, theme.px(18)))
    eye.center = rect.center
    pygame.draw.ellipse(surface, th.GOLD_LIGHT, eye, max(1, theme.px(2)))
    pygame.draw.circle(surface, th.GOLD_LIGHT, eye.center, max(2, eye.h // 4))
