"""Tekhenu's dice and the wheel's lighting, drawn in code.

Colour-blind safety: the five die colours have well separated lightness (they differ in a
grayscale picture too) and each die carries its colour's letter (W, K, Y, B, G in English, the
current language's letters otherwise); die states are told apart by the badge's shape and
symbol, not only its colour. :data:`DIE_NAMES` says a die in words.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict

import pygame

from game.i18n import N_, LazyText, pgettext
from game.ui.theme import (
    CARNELIAN,
    CARNELIAN_DARK,
    CARNELIAN_LIGHT,
    IVORY,
    SHADOW,
    TURQUOISE_DARK,
    Colour,
    ColourA,
    darken,
    lighten,
    load_font,
    mix,
)

# --------------------------------------------------------------------------- dice

DIE_WHITE = (242, 238, 226)
DIE_BLACK = (44, 42, 40)
DIE_YELLOW = (244, 200, 50)
DIE_BROWN = (135, 84, 48)
DIE_GRAY = (146, 146, 142)
DIE_COLOURS: dict[str, Colour] = {
    "white": DIE_WHITE,
    "black": DIE_BLACK,
    "yellow": DIE_YELLOW,
    "brown": DIE_BROWN,
    "gray": DIE_GRAY,
}
#: Each colour's die in words.
DIE_NAMES: dict[str, LazyText] = {"white": N_("white die"), "black": N_("black die"), "yellow": N_("yellow die"),
                                  "brown": N_("brown die"), "gray": N_("gray die")}


def die_letter(colour: str) -> str:
    """The letter printed on each die, so a colour never has to be told by its hue alone (in
    English K for black, as in CMYK, so that B can be brown)."""
    letters = {
        # Translators: the letter printed on a white die; the five dice's letters must differ (one or two each).
        "white": pgettext("die letter", "W"),
        # Translators: the letter printed on a black die (K in English, as in CMYK, so that B can be brown).
        "black": pgettext("die letter", "K"),
        # Translators: the letter printed on a yellow die.
        "yellow": pgettext("die letter", "Y"),
        # Translators: the letter printed on a brown die.
        "brown": pgettext("die letter", "B"),
        # Translators: the letter printed on a gray die.
        "gray": pgettext("die letter", "G"),
    }
    return letters[colour]
# Pip colour per die colour: dark pips on light dice, light pips on dark ones.
DIE_PIPS: dict[str, Colour] = {
    "white": (40, 34, 30),
    "black": (246, 240, 224),
    "yellow": (52, 38, 14),
    "brown": (250, 232, 200),
    "gray": (26, 26, 28),
}
DIE_STATES: tuple[str, ...] = ("pure", "tainted", "forbidden")
STATE_COLOURS: dict[str, Colour] = {
    "pure": TURQUOISE_DARK,
    "tainted": (112, 84, 148),     # a dull violet, away from every die colour
    "forbidden": CARNELIAN,
}
# Each state also has a badge shape and a symbol: circle + ankh, diamond + drop, octagon + cross.
STATE_SHAPES: dict[str, str] = {"pure": "circle", "tainted": "diamond", "forbidden": "octagon"}

# --------------------------------------------------------------------------- lighting

# Translucent tints laid over a wheel section (blit with alpha) and solid base colours.
SUNNY_TINT: ColourA = (255, 210, 96, 64)
SHADED_TINT: ColourA = (96, 120, 150, 72)
DARK_TINT: ColourA = (22, 20, 54, 128)
LIGHTING_TINTS: dict[str, ColourA] = {"sunny": SUNNY_TINT, "shaded": SHADED_TINT, "dark": DARK_TINT}
LIGHTING_COLOURS: dict[str, Colour] = {
    "sunny": (246, 214, 132),
    "shaded": (150, 160, 170),
    "dark": (58, 54, 88),
}


# --------------------------------------------------------------------------- die drawing

# Proportions of the die's body (its side = 1).
_FILL = 0.9           # the body's side / the smaller side of draw_die's rect
_MARGIN = 0.2         # room around the body in die_surface()'s image (shadow, badge)
_CORNER = 0.15        # corner radius
_INSET = 0.045        # rim width
_PIP_STEP = 0.22      # distance between pip rows and columns
_PIP_R = 0.08         # pip radius
_LETTER_AT = 0.078    # the colour letter's top-left corner
_LETTER_BOX = 0.145   # its largest height
_LETTER_MIN_SIDE = 22  # smaller dice leave the letter out: it would be an unreadable smudge
_BADGE_R = 0.18       # state badge radius
_SS = 4                      # supersampling factor for smooth edges
_DIE_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_DIE_CACHE_MAX = 1024
#: The sizes drawn so far (side, with the letter), and the images of those sizes still to be
#: made ahead (:func:`prepare_dice`): the first die of a value drawn at a size costs ~0.25 ms.
_SIZES_DRAWN: set[tuple[int, bool]] = set()
_TO_PREPARE: list[tuple[int, str, int, str | None, bool]] = []

# Pip positions on a 3×3 grid (column, row) for each value.
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def _rounded_mask(size: tuple[int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def _gradient(size: tuple[int, int], top_left: Colour, bottom_right: Colour) -> pygame.Surface:
    """A smooth diagonal gradient (a 2×2 image stretched with bilinear filtering)."""
    mid = mix(top_left, bottom_right, 0.5)
    seed = pygame.Surface((2, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), (*top_left, 255))
    seed.set_at((1, 0), (*mid, 255))
    seed.set_at((0, 1), (*mid, 255))
    seed.set_at((1, 1), (*bottom_right, 255))
    # Stretch a 2×2 into 4×4 with the colours at the pixel centres, then to the full size.
    return pygame.transform.smoothscale(pygame.transform.smoothscale(seed, (4, 4)), size)


def _soft_shadow(n: int, rect: pygame.Rect, radius: int, alpha: int) -> pygame.Surface:
    """A blurred rounded-rectangle shadow: drawn small, then stretched."""
    k = 8
    small = pygame.Surface((max(1, n // k), max(1, n // k)), pygame.SRCALPHA)
    r = pygame.Rect(rect.x // k, rect.y // k, max(1, rect.w // k), max(1, rect.h // k))
    pygame.draw.rect(small, (*SHADOW[:3], alpha), r, border_radius=max(0, radius // k))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(small, (n // 2, n // 2)), (n, n))


def _ankh(surf: pygame.Surface, cx: float, cy: float, s: float, colour: Colour) -> None:
    """An ankh about 2s tall centred on (cx, cy): an oval loop, a cross-bar and a flared stem."""
    w = max(1, round(s * 0.27))
    loop = pygame.Rect(0, 0, round(s * 0.82), round(s * 0.98))
    loop.midtop = (round(cx), round(cy - s))
    pygame.draw.ellipse(surf, colour, loop, w)
    bar_top = loop.bottom - round(w * 0.6)
    pygame.draw.rect(surf, colour, (round(cx - s * 0.66), bar_top, round(s * 1.32), w),
                     border_radius=max(0, w // 3))
    foot = cy + s
    pygame.draw.polygon(surf, colour, [
        (cx - w * 0.5, bar_top), (cx + w * 0.5, bar_top),
        (cx + w * 0.85, foot), (cx - w * 0.85, foot),
    ])


def _drop(surf: pygame.Surface, cx: float, cy: float, s: float, colour: Colour) -> None:
    """A drop (a stain): a circle with a point on top."""
    r = s * 0.56
    ccy = cy + s * 0.30
    pygame.draw.circle(surf, colour, (round(cx), round(ccy)), round(r))
    a = math.radians(38)
    pygame.draw.polygon(surf, colour, [
        (cx, cy - s * 0.95),
        (cx - r * math.cos(a), ccy - r * math.sin(a)),
        (cx + r * math.cos(a), ccy - r * math.sin(a)),
    ])


def _cross(surf: pygame.Surface, cx: float, cy: float, s: float, colour: Colour) -> None:
    w = max(1, s * 0.32)
    for sign in (1, -1):
        dx, dy = s * 0.58, s * 0.58 * sign
        # A thick bar as a polygon (pygame's wide lines have ragged ends).
        nx, ny = -dy, dx
        ln = math.hypot(nx, ny)
        nx, ny = nx / ln * w / 2, ny / ln * w / 2
        pygame.draw.polygon(surf, colour, [
            (cx - dx + nx, cy - dy + ny), (cx + dx + nx, cy + dy + ny),
            (cx + dx - nx, cy + dy - ny), (cx - dx - nx, cy - dy - ny),
        ])


def _badge_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "diamond":
        r *= 1.12
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "octagon":
        return [(cx + r * math.cos(math.radians(22.5 + 45 * i)),
                 cy + r * math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]
    raise ValueError(shape)


def _draw_badge(surf: pygame.Surface, state: str, cx: float, cy: float, r: float) -> None:
    colour = STATE_COLOURS[state]
    shape = STATE_SHAPES[state]
    edge = max(1, round(r * 0.16))
    shadow_off = r * 0.14
    for layer, (fill, grow, off) in enumerate((
        ((*SHADOW[:3], 110), edge, shadow_off),   # shadow
        (IVORY, edge, 0.0),                       # light rim
        (colour, 0, 0.0),                         # body
    )):
        rr = r + grow
        x, y = cx + off * 0.5, cy + off
        if shape == "circle":
            pygame.draw.circle(surf, fill, (round(x), round(y)), round(rr))
        else:
            pygame.draw.polygon(surf, fill, _badge_points(shape, x, y, rr))
    s = r * 0.62
    if state == "pure":
        _ankh(surf, cx, cy, s, IVORY)
    elif state == "tainted":
        _drop(surf, cx, cy, s * 0.95, IVORY)
    else:
        _cross(surf, cx, cy, s, IVORY)


def _die_margin(side: int) -> int:
    return math.ceil(side * _MARGIN)


def _render_die(side_px: int, colour: str, value: int, state: str | None, letter: str) -> pygame.Surface:
    base = DIE_COLOURS[colour]
    pip = DIE_PIPS[colour]
    dark_die = colour in ("black", "brown")
    # The die's body is centred in an image with a margin for its shadow and its state badge
    # (the same margin with or without a badge, so that dice line up).
    margin = _die_margin(side_px)
    out_px = side_px + 2 * margin
    n = out_px * _SS
    out = pygame.Surface((n, n), pygame.SRCALPHA)
    side = side_px * _SS
    body = pygame.Rect(margin * _SS, margin * _SS, side, side)
    radius = round(side * _CORNER)

    # 1. Soft drop shadow.
    shadow_rect = body.move(round(n * 0.012), round(n * 0.03))
    out.blit(_soft_shadow(n, shadow_rect, radius, 125), (0, 0))

    # 2. Rim: the die's edge, lit from the top left.
    rim = _gradient((n, n), lighten(base, 0.12) if dark_die else darken(base, 0.06),
                    darken(base, 0.48 if not dark_die else 0.40))
    rim.blit(_rounded_mask((n, n), body, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(rim, (0, 0))

    # 3. Face: inset, with a bevel highlight along its top-left edge and a gentle gradient.
    inset = max(1, round(side * _INSET))
    face = body.inflate(-2 * inset, -2 * inset)
    face_r = max(1, radius - inset)
    shift = max(1, round(inset * 0.4))
    bevel = _rounded_mask((n, n), face.move(-shift, -shift), face_r)
    bevel.fill((*lighten(base, 0.6 if not dark_die else 0.3), 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(bevel, (0, 0))
    face_img = _gradient((n, n), lighten(base, 0.32 if not dark_die else 0.17),
                         darken(base, 0.08 if not dark_die else 0.04))
    face_img.blit(_rounded_mask((n, n), face, face_r), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(face_img, (0, 0))

    # 3b. Forbidden dice are struck through with a faint hatch, so the state reads at a glance.
    if state == "forbidden":
        hatch = pygame.Surface((n, n), pygame.SRCALPHA)
        stripe = (*CARNELIAN_LIGHT, 90) if dark_die else (*CARNELIAN_DARK, 80)
        gap = max(4, round(side * 0.11))
        w = max(1, round(side * 0.028))
        for k0 in range(-n, 2 * n, gap):
            pygame.draw.line(hatch, stripe, (k0, 0), (k0 - n, n), w)
        hatch.blit(_rounded_mask((n, n), face, face_r), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(hatch, (0, 0))

    # 4. Pips, drilled in: a light lip below right, the pip, a soft inner shade.
    step = side * _PIP_STEP
    pip_r = side * _PIP_R
    lip = lighten(base, 0.5) if not dark_die else lighten(base, 0.25)
    inner = mix(pip, base, 0.30)
    for col, row in _PIPS[value]:
        cx = body.x + side * 0.5 + (col - 1) * step
        cy = body.y + side * 0.5 + (row - 1) * step
        pygame.draw.circle(out, lip, (round(cx + pip_r * 0.08), round(cy + pip_r * 0.14)),
                           round(pip_r * 1.07))
        pygame.draw.circle(out, pip, (round(cx), round(cy)), round(pip_r))
        pygame.draw.circle(out, inner, (round(cx + pip_r * 0.20), round(cy + pip_r * 0.24)),
                           round(pip_r * 0.58))
        pygame.draw.circle(out, pip, (round(cx - pip_r * 0.08), round(cy - pip_r * 0.10)),
                           round(pip_r * 0.58))

    # 5. The colour letter, engraved in the top-left corner, fitted between the face's rounded
    #    corner and the corner pip.
    if letter and side_px >= _LETTER_MIN_SIDE:
        box = side * _LETTER_BOX
        font = load_font("bold", max(4, round(box * 1.32)))
        glyph = font.render(letter, True, pip)
        g = glyph.get_bounding_rect()
        k = min(box / max(1, g.h), box * 1.05 / max(1, g.w))
        if k < 1:
            glyph = pygame.transform.smoothscale_by(glyph, k)
            g = glyph.get_bounding_rect()
        shadow = glyph.copy()
        shadow.fill((*lip, 255), special_flags=pygame.BLEND_RGBA_MULT)
        x = body.x + side * _LETTER_AT - g.x
        y = body.y + side * _LETTER_AT - g.y
        off = max(1, round(side * 0.012))
        out.blit(shadow, (round(x + off), round(y + off)))
        out.blit(glyph, (round(x), round(y)))

    # 7. State badge, on the top-right corner.
    if state is not None:
        br = side * _BADGE_R
        _draw_badge(out, state, body.right - br * 0.22, body.y + br * 0.22, br)

    return pygame.transform.smoothscale(out, (out_px, out_px))


def die_surface(side: int, colour: str, value: int, state: str | None = None,
                letter: bool = True) -> pygame.Surface:
    """The picture of one die whose body is ``side`` pixels square, cached.

    The image is larger than the body: the body sits in its centre, with a transparent
    margin of ``ceil(0.2 * side)`` on every side for the shadow and the state badge.
    """
    if colour not in DIE_COLOURS:
        raise ValueError(f"unknown die colour {colour!r}; expected one of {list(DIE_COLOURS)}")
    if value not in _PIPS:
        raise ValueError(f"die value must be 1..6, not {value!r}")
    if state is not None and state not in DIE_STATES:
        raise ValueError(f"unknown die state {state!r}; expected None or one of {list(DIE_STATES)}")
    side = max(8, int(side))
    if (side, letter) not in _SIZES_DRAWN:
        _SIZES_DRAWN.add((side, letter))
        _TO_PREPARE.extend((side, colour_, value_, state_, letter)
                           for colour_ in DIE_COLOURS for value_ in _PIPS for state_ in (None, *DIE_STATES))
    shown = die_letter(colour) if letter else ""
    key = (side, colour, value, state, shown)
    img = _DIE_CACHE.get(key)
    if img is None:
        img = _render_die(side, colour, value, state, shown)
        _DIE_CACHE[key] = img
        if len(_DIE_CACHE) > _DIE_CACHE_MAX:
            _DIE_CACHE.popitem(last=False)
    else:
        _DIE_CACHE.move_to_end(key)
    return img


def has_dice_to_prepare() -> bool:
    """Whether some die of a size already drawn has no image yet (:func:`prepare_dice`)."""
    while _TO_PREPARE and _is_made(*_TO_PREPARE[-1]):
        _TO_PREPARE.pop()
    return bool(_TO_PREPARE)


def prepare_dice(seconds: float) -> None:
    """Make, for about ``seconds``, the images of dice not drawn yet at the sizes already
    drawn (every colour, value and state): in a moment without input, so that the move that
    first shows a die does not pay for its picture."""
    end = time.perf_counter() + seconds
    while has_dice_to_prepare() and time.perf_counter() < end:
        die_surface(*_TO_PREPARE.pop())


def _is_made(side: int, colour: str, value: int, state: str | None, letter: bool) -> bool:
    return (side, colour, value, state, die_letter(colour) if letter else "") in _DIE_CACHE


def die_rect(rect: pygame.Rect | tuple[int, int, int, int]) -> pygame.Rect:
    """The die's body as draw_die() places it in ``rect`` (for hit-testing and highlights)."""
    rect = pygame.Rect(rect)
    side = max(8, round(min(rect.w, rect.h) * _FILL))
    body = pygame.Rect(0, 0, side, side)
    body.center = rect.center
    return body


def draw_die(surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int], colour: str,
             value: int, state: str | None = None, *, letter: bool = True) -> pygame.Rect:
    """Draw a die (``colour`` from DIE_COLOURS, ``value`` 1–6) centred in ``rect``.

    The die is a rounded square, 90 % of the smaller side of ``rect``, shaded and lit from
    the top left, with drilled pips and its colour letter (W, K, Y, B, G) in the top-left
    corner (``letter=False`` leaves it out; so do dice under 22 px). ``state`` ("pure",
    "tainted", "forbidden") adds a badge on the top-right corner — circle with an ankh,
    diamond with a drop, octagon with a cross — and a hatch on forbidden dice. The soft
    shadow and the badge may reach a few pixels past ``rect``. Returns the die's body.
    """
    body = die_rect(rect)
    img = die_surface(body.w, colour, value, state, letter)
    margin = _die_margin(body.w)
    surface.blit(img, (body.x - margin, body.y - margin))
    return body


