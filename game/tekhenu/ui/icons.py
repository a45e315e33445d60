"""The resource and token icons, drawn in code so that they scale cleanly.

Every part of the board (Osiris, Horus, the temple complex, Ra's display, the player boards,
the tracks) draws its goods with :func:`draw_icon`, so a good has one picture everywhere.
:func:`draw_amount` and :func:`draw_gain` draw counts with their icons ("2 [bread]"), and
:func:`amount_words` and :func:`gain_words` say them in words for the hover texts, in the
current language (the words of ``game.tekhenu.rules.names``).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import partial

import pygame

from game.core.text import listed
from game.i18n import N_, say
from game.tekhenu.rules import names
from game.ui import theme as th

Point = tuple[float, float]

#: Resource colours follow the dice that produce them (yellow papyrus, brown bread,
#: white limestone, black granite), so the board speaks one colour language.
RESOURCE_COLOURS: dict[str, th.Colour] = {
    "papyrus": (222, 196, 70),
    "bread": (168, 104, 52),
    "limestone": (236, 230, 214),
    "granite": (74, 72, 76),
    "gold": th.GOLD,
}

# --------------------------------------------------------------------------- the pictures
# Each draws its icon about ``s`` pixels across, centred on (cx, cy).


def _scroll(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Papyrus: a sheet between two rolls, outlined in ink so it reads on any panel."""
    base = RESOURCE_COLOURS["papyrus"]
    centre = (round(cx), round(cy))
    body = pygame.Rect(0, 0, round(s * 0.7), round(s * 0.62))
    body.center = centre
    pygame.draw.rect(surface, base, body)
    pygame.draw.rect(surface, th.INK, body, 1)
    for x in (body.left, body.right):
        roll = pygame.Rect(0, 0, max(3, s // 4), round(s * 0.78))
        roll.center = (x, centre[1])
        pygame.draw.ellipse(surface, th.darken(base, 0.18), roll)
        pygame.draw.ellipse(surface, th.INK, roll, 1)
    for i in (1, 2):
        y = body.y + body.h * i // 3
        pygame.draw.line(surface, th.darken(base, 0.45), (body.x + s // 6, y), (body.right - s // 6, y))


def _loaf(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Bread: a scored loaf with a lit crust and a dark underside, outlined in ink."""
    base = RESOURCE_COLOURS["bread"]
    loaf = pygame.Rect(0, 0, round(s * 0.92), round(s * 0.6))
    loaf.center = (round(cx), round(cy + s * 0.02))
    pygame.draw.ellipse(surface, th.darken(base, 0.45), loaf.move(0, max(1, round(s * 0.05))))
    pygame.draw.ellipse(surface, base, loaf)
    top = loaf.inflate(-loaf.w * 0.25, -loaf.h * 0.45).move(0, -loaf.h * 0.12)
    pygame.draw.ellipse(surface, th.mix(base, (255, 230, 190), 0.35), top)
    pygame.draw.ellipse(surface, th.INK, loaf, 1)
    width = max(1, round(s / 14))
    for fx in (-0.2, 0.0, 0.2):
        x = cx + fx * s
        pygame.draw.line(surface, th.darken(base, 0.4), (x - s * 0.06, cy - s * 0.12),
                         (x + s * 0.06, cy + s * 0.08), width)


def _block(surface: pygame.Surface, cx: float, cy: float, s: int, resource: str) -> None:
    """Limestone or granite: a quarried block seen from above-front (lit top, darker side);
    granite is speckled."""
    colour = RESOURCE_COLOURS[resource]
    speckled = resource == "granite"
    rect = pygame.Rect(0, 0, s - max(1, s // 10), s - max(2, s // 5))
    rect.center = (round(cx), round(cy))
    top_h = max(2, rect.h // 3)
    top = [(rect.x + rect.w * 0.18, rect.y), (rect.right, rect.y),
           (rect.right - rect.w * 0.18, rect.y + top_h), (rect.x, rect.y + top_h)]
    front = pygame.Rect(rect.x, rect.y + top_h, round(rect.w * 0.82), rect.h - top_h)
    side = [(front.right, front.y), (rect.right, rect.y), (rect.right, rect.bottom - top_h),
            (front.right, front.bottom)]
    pygame.draw.polygon(surface, th.darken(colour, 0.35), side)
    pygame.draw.rect(surface, th.darken(colour, 0.12), front)
    pygame.draw.polygon(surface, th.lighten(colour, 0.35), top)
    outline = (20, 20, 22) if speckled else th.INK
    pygame.draw.polygon(surface, outline, [top[0], top[1], side[2], front.bottomright,
                                           front.bottomleft, top[3]], 1)
    if speckled:
        for fx, fy in ((0.2, 0.55), (0.55, 0.7), (0.4, 0.85), (0.65, 0.5)):
            pygame.draw.circle(surface, (150, 148, 150),
                               (round(rect.x + rect.w * fx), round(rect.y + rect.h * fy)),
                               max(1, rect.w // 14))


def _coin(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Gold: a coin with a raised rim and a glint."""
    r = round(s * 0.45)
    c = (round(cx), round(cy))
    pygame.draw.circle(surface, th.GOLD_DARK, c, r)
    pygame.draw.circle(surface, th.GOLD, c, max(1, r - max(1, round(s / 16))))
    pygame.draw.circle(surface, th.GOLD_LIGHT, c, max(1, round(r * 0.6)), max(1, round(s / 14)))
    pygame.draw.circle(surface, (255, 244, 200), (round(cx - r * 0.35), round(cy - r * 0.35)),
                       max(1, round(r * 0.16)))


def _palette(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """A scribe: a scribe's palette (a wooden slat with two ink wells) and a reed pen."""
    body = pygame.Rect(0, 0, round(s * 0.34), round(s * 0.86))
    body.center = (round(cx - s * 0.08), round(cy))
    wood = (196, 160, 104)
    pygame.draw.rect(surface, th.darken(wood, 0.45), body.inflate(2, 2), border_radius=max(1, round(s * 0.06)))
    pygame.draw.rect(surface, wood, body, border_radius=max(1, round(s * 0.06)))
    r = max(1, round(s * 0.07))
    pygame.draw.circle(surface, (170, 40, 30), (body.centerx, round(body.y + s * 0.14)), r)
    pygame.draw.circle(surface, (30, 26, 24), (body.centerx, round(body.y + s * 0.3)), r)
    slot = pygame.Rect(0, 0, max(1, round(s * 0.08)), round(s * 0.36))
    slot.midbottom = (body.centerx, body.bottom - round(s * 0.08))
    pygame.draw.rect(surface, th.darken(wood, 0.35), slot)
    pygame.draw.line(surface, (60, 90, 50), (cx + s * 0.32, cy - s * 0.42), (cx + s * 0.02, cy + s * 0.42),
                     max(1, round(s * 0.09)))


def _feather(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Faith: the feather of Maat, a curved vane on a quill (the ankh is the Destiny cards')."""
    pts_l, pts_r = [], []
    for i in range(9):
        t = i / 8
        y = cy - s * 0.44 + t * s * 0.78
        bend = math.sin(t * math.pi) * s * 0.23
        x = cx - s * 0.1 * (t - 0.5) * 2
        pts_l.append((x - bend * 1.05, y))
        pts_r.append((x + bend * 0.85, y))
    vane = pts_l + pts_r[::-1]
    pygame.draw.polygon(surface, (88, 146, 200), vane)
    pygame.draw.polygon(surface, (26, 54, 100), vane, max(1, round(s / 14)))
    pygame.draw.line(surface, (246, 244, 236), (cx + s * 0.1, cy - s * 0.44), (cx - s * 0.12, cy + s * 0.46),
                     max(1, round(s / 12)))


def _sun(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Victory points: a gold sun disc with rays."""
    c = (round(cx), round(cy))
    for k in range(8):
        a = math.radians(k * 45 + 22.5)
        pts = [(cx + math.cos(a) * s * 0.48, cy + math.sin(a) * s * 0.48),
               (cx + math.cos(a + 0.32) * s * 0.3, cy + math.sin(a + 0.32) * s * 0.3),
               (cx + math.cos(a - 0.32) * s * 0.3, cy + math.sin(a - 0.32) * s * 0.3)]
        pygame.draw.polygon(surface, th.GOLD_DARK, pts)
    pygame.draw.circle(surface, th.GOLD_DARK, c, round(s * 0.33))
    pygame.draw.circle(surface, th.GOLD_LIGHT, c, max(1, round(s * 0.27)))


def _lotus(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Happiness: a lotus flower on the water."""
    petal = (222, 120, 150)
    dark = (130, 50, 76)
    for angle, w, h in ((-38, 0.26, 0.62), (38, 0.26, 0.62), (0, 0.3, 0.78)):
        leaf = pygame.Surface((round(s * w) + 2, round(s * h) + 2), pygame.SRCALPHA)
        pygame.draw.ellipse(leaf, petal, leaf.get_rect())
        pygame.draw.ellipse(leaf, dark, leaf.get_rect(), max(1, round(s / 16)))
        leaf = pygame.transform.rotate(leaf, angle)
        rect = leaf.get_rect(midbottom=(round(cx + math.sin(math.radians(-angle)) * s * 0.1), round(cy + s * 0.3)))
        surface.blit(leaf, rect)
    pygame.draw.line(surface, (70, 120, 60), (cx - s * 0.34, cy + s * 0.34), (cx + s * 0.34, cy + s * 0.34),
                     max(1, round(s / 10)))


def _person(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Population: the figure of a commoner."""
    colour = (96, 70, 52)
    pygame.draw.circle(surface, colour, (round(cx), round(cy - s * 0.26)), max(1, round(s * 0.15)))
    pygame.draw.polygon(surface, colour, [(cx - s * 0.12, cy - s * 0.08), (cx + s * 0.12, cy - s * 0.08),
                                          (cx + s * 0.26, cy + s * 0.44), (cx - s * 0.26, cy + s * 0.44)])


def _any_resource(surface: pygame.Surface, cx: float, cy: float, s: int) -> None:
    """Any one of the four resources: a disc in their four colours."""
    centre = (round(cx), round(cy))
    r = s // 2
    for i, name in enumerate(("papyrus", "bread", "granite", "limestone")):
        start = i * 90
        points = [centre] + [(cx + r * math.cos(math.radians(a)), cy - r * math.sin(math.radians(a)))
                             for a in range(start, start + 91, 15)]
        pygame.draw.polygon(surface, RESOURCE_COLOURS[name], points)
    pygame.draw.circle(surface, th.INK, centre, r, 1)


_ICONS: dict[str, Callable[[pygame.Surface, float, float, int], None]] = {
    "papyrus": _scroll,
    "bread": _loaf,
    "limestone": partial(_block, resource="limestone"),
    "granite": partial(_block, resource="granite"),
    "gold": _coin,
    "scribe": _palette,
    "faith": _feather,
    "vp": _sun,
    "happiness": _lotus,
    "population": _person,
    "any": _any_resource,
}
#: Every name :func:`draw_icon` knows.
ICON_NAMES: tuple[str, ...] = tuple(_ICONS)


def draw_icon(surface: pygame.Surface, name: str, center: Point, size: float) -> None:
    """Draw one icon about ``size`` pixels across, centred on ``center``.

    ``name``: a resource (papyrus, bread, limestone, granite, gold), scribe, faith, vp,
    happiness, population, or ``any`` (any one of the four resources).
    """
    try:
        draw = _ICONS[name]
    except KeyError:
        raise ValueError(f"no icon {name!r}; expected one of {list(_ICONS)}") from None
    draw(surface, center[0], center[1], max(6, round(size)))


# --------------------------------------------------------------------------- counts with icons

def draw_amount(surface: pygame.Surface, theme: th.Theme, name: str, amount: int, centre: tuple[int, int],
                icon: int, text_size: int, colour: th.Colour = th.TEXT) -> pygame.Rect:
    """"2 [bread]": the number then the icon, centred on ``centre``; returns the box used."""
    digits = theme.render(str(amount), "bold", text_size, colour)
    gap = max(1, icon // 8)
    w = digits.get_width() + gap + icon
    x = centre[0] - w // 2
    surface.blit(digits, digits.get_rect(midleft=(x, centre[1])))
    draw_icon(surface, name, (x + digits.get_width() + gap + icon // 2, centre[1]), icon)
    return pygame.Rect(x, centre[1] - icon // 2, w, icon)


def draw_gain(surface: pygame.Surface, theme: th.Theme, gain: Mapping[str, int], centre: tuple[int, int],
              icon: int, text_size: int) -> None:
    """Every item of a reward or cost ("2 [bread]  1 [gold]") in a row centred on ``centre``;
    several items share the room with smaller icons."""
    items = list(gain.items())
    if len(items) == 1:
        draw_amount(surface, theme, items[0][0], items[0][1], centre, icon, text_size)
        return
    small = round(icon * 0.7)
    step = small * 2
    x0 = centre[0] - step * (len(items) - 1) // 2
    for i, (name, amount) in enumerate(items):
        draw_amount(surface, theme, name, amount, (x0 + i * step, centre[1]), small, round(text_size * 0.8))


def amount_words(name: str, n: int) -> str:
    """``n`` of the good ``name`` in words: "2 bread", "1 scribe", "3 scribes"."""
    return say(names.amount(name, n))


def resource_words(name: str) -> str:
    """A good or a track by the word for it: "granite", "scribe", "VP"."""
    return say(names.resource_name(name))


def god_words(god: str) -> str:
    """A god's name: "Horus"."""
    return say(names.god_name(god))


#: A place in the turn order or a ranking, 1st to 4th (more than four places is never needed).
_ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def ordinal_words(n: int) -> str:
    """The ``n``-th place in words: "1st", "2nd" (the number itself past the fourth)."""
    return str(_ORDINALS[n - 1]) if 1 <= n <= len(_ORDINALS) else str(n)


def list_words(items: list[str], style: str = "and") -> str:
    """Words joined as the current language lists them: "2 bread and 2 scribes"; with ``style``
    "or": "2, 3 or 4"."""
    return say(listed(items, style))


def gain_words(gain: Mapping[str, int]) -> str:
    """``{"bread": 2, "scribe": 2}`` -> ``"2 bread and 2 scribes"``."""
    return list_words([amount_words(name, n) for name, n in gain.items()])
