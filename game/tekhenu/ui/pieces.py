"""Tekhenu's pieces and card emblems, drawn in code: the buildings, statues and pillars in a
player's colour, the ankh, the decrees' symbols and the technologies' cog.

Every piece fills the rectangle (or the size) it is given, so one drawing serves from a
crowded player board to a large one.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import N_, LazyText
from game.ui import theme as th

Point = tuple[float, float]

#: The decree symbols' colours (each symbol also has its own emblem, :func:`draw_symbol`).
SYMBOL_COLOURS: dict[str, th.Colour] = {
    "scarab": th.TURQUOISE_DARK, "eye": th.LAPIS, "sun": th.GOLD_DARK, "ankh": th.CARNELIAN,
}
#: The decree symbols in words.
SYMBOL_NAMES: dict[str, LazyText] = {"scarab": N_("scarab"), "eye": N_("eye"), "sun": N_("sun"), "ankh": N_("ankh")}


def player_rgb(colour_name: str | None) -> th.Colour:
    """The colour a seat's pieces and markers are drawn in (soft ink for a seat without one)."""
    return th.PLAYER_COLOURS.get(colour_name or "", th.INK_SOFT)


# --------------------------------------------------------------------------- a player's pieces

def draw_building(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour) -> None:
    """A building piece: a squat mastaba with a doorway, sitting on the bottom of ``rect``."""
    w = rect.w
    h = min(rect.h, round(w * 0.85))
    top = rect.bottom - h
    body = [(rect.x, rect.bottom), (rect.x + w * 0.14, top), (rect.right - w * 0.14, top), (rect.right, rect.bottom)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, th.INK, body, max(1, w // 12))
    pygame.draw.line(surface, th.lighten(colour, 0.4), (rect.x + w * 0.2, top + max(1, w // 10)),
                     (rect.right - w * 0.2, top + max(1, w // 10)), max(1, w // 14))
    door = pygame.Rect(0, 0, max(2, round(w * 0.26)), max(2, round(h * 0.45)))
    door.midbottom = (rect.centerx, rect.bottom)
    pygame.draw.rect(surface, th.darken(colour, 0.55), door)


def draw_statue(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour) -> None:
    """A statue piece: a seated figure on a plinth."""
    w, h = rect.w, rect.h
    plinth = pygame.Rect(rect.x + w * 0.15, rect.bottom - h * 0.2, w * 0.7, h * 0.2)
    body = [(rect.centerx - w * 0.16, plinth.y), (rect.centerx - w * 0.12, rect.y + h * 0.32),
            (rect.centerx + w * 0.12, rect.y + h * 0.32), (rect.centerx + w * 0.2, plinth.y)]
    outline = max(1, w // 12)
    pygame.draw.rect(surface, colour, plinth)
    pygame.draw.rect(surface, th.INK, plinth, outline)
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, th.INK, body, outline)
    head = (rect.centerx, round(rect.y + h * 0.2))
    pygame.draw.circle(surface, colour, head, max(2, round(w * 0.15)))
    pygame.draw.circle(surface, th.INK, head, max(2, round(w * 0.15)), outline)


def draw_pillar(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour) -> None:
    """A pillar piece: capital, slim shaft and base, centred in ``rect``."""
    w = min(rect.w, max(4, round(rect.h * 0.42)))
    x = rect.centerx - w / 2
    h = rect.h
    outline = max(1, w // 8)
    parts = [pygame.Rect(x, rect.y, w, h * 0.16),
             pygame.Rect(x + w * 0.22, rect.y + h * 0.16, w * 0.56, h * 0.68),
             pygame.Rect(x, rect.y + h * 0.84, w, h * 0.16)]
    for part in parts:
        pygame.draw.rect(surface, colour, part)
        pygame.draw.rect(surface, th.INK, part, outline)


# --------------------------------------------------------------------------- emblems

def draw_ankh(surface: pygame.Surface, center: Point, height: float, colour: th.Colour) -> None:
    """An ankh ``height`` pixels tall (the Destiny cards' ankh value)."""
    cx, cy = center
    s = height / 2
    w = max(1, round(s * 0.26))
    loop = pygame.Rect(0, 0, max(3, round(s * 0.8)), max(3, round(s * 0.9)))
    loop.midtop = (round(cx), round(cy - s))
    pygame.draw.ellipse(surface, colour, loop, w)
    bar_y = loop.bottom - w // 2
    pygame.draw.line(surface, colour, (cx - s * 0.62, bar_y), (cx + s * 0.62, bar_y), w)
    pygame.draw.line(surface, colour, (cx, bar_y), (cx, cy + s), w)


def draw_symbol(surface: pygame.Surface, symbol: str, center: Point, size: float, colour: th.Colour) -> None:
    """A decree's symbol, ``size`` pixels across: ankh, sun (disc with rays), eye or scarab."""
    cx, cy = center
    r = size / 2
    w = max(1, round(size / 10))
    if symbol == "ankh":
        draw_ankh(surface, center, size, colour)
    elif symbol == "sun":
        for i in range(8):
            a = math.radians(i * 45)
            pygame.draw.line(surface, colour, (cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62),
                             (cx + math.cos(a) * r, cy + math.sin(a) * r), w)
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), max(2, round(r * 0.45)))
    elif symbol == "eye":
        almond = pygame.Rect(0, 0, round(size), max(3, round(size * 0.56)))
        almond.center = (round(cx), round(cy - r * 0.1))
        pygame.draw.ellipse(surface, colour, almond, w)
        pygame.draw.circle(surface, colour, almond.center, max(1, round(r * 0.24)))
        pygame.draw.line(surface, colour, (cx - r * 0.2, almond.bottom - w), (cx - r * 0.35, cy + r * 0.85), w)
    else:  # scarab
        body = pygame.Rect(0, 0, max(3, round(size * 0.56)), max(4, round(size * 0.64)))
        body.midbottom = (round(cx), round(cy + r * 0.92))
        for k in (-1, 0, 1):
            y = body.centery + k * body.h * 0.28
            pygame.draw.line(surface, colour, (cx - r * 0.9, y + k * r * 0.15), (cx + r * 0.9, y + k * r * 0.15), w)
        pygame.draw.ellipse(surface, colour, body)
        pygame.draw.circle(surface, colour, (round(cx), round(body.y - r * 0.1)), max(1, round(r * 0.22)))
        pygame.draw.line(surface, th.lighten(colour, 0.45), (cx, body.y + w), (cx, body.bottom - w), max(1, w // 2))


def draw_cog(surface: pygame.Surface, center: Point, size: float, colour: th.Colour) -> None:
    """A cog, the technologies' emblem."""
    cx, cy = center
    r = size / 2
    for i in range(8):
        a = math.radians(i * 45)
        pygame.draw.line(surface, colour, (cx, cy), (cx + math.cos(a) * r, cy + math.sin(a) * r),
                         max(2, round(size / 6)))
    pygame.draw.circle(surface, colour, (round(cx), round(cy)), max(2, round(r * 0.72)))
    pygame.draw.circle(surface, th.PAPYRUS_LIGHT, (round(cx), round(cy)), max(1, round(r * 0.28)))
