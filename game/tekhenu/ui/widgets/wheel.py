"""The obelisk wheel and the six god sections: the centrepiece of the board.

The picture has three kinds of layers:

* the **board layer** — the six god wedges tinted by their lighting, with their cartouches,
  dice grooves and the rim — is rendered once per lighting of the wheel and cached (there
  are only six); its wedges without what the game puts on them (:func:`lit_wedges`) are the
  same in every game, kept for every board and made ahead while the menu waits;
* the **wheel** — the rotating disc with its sunny / shaded / dark sectors, the obelisk's
  shadow and the arrow — is rendered once, and its rotated images are cached by angle
  (rotating a few hundred pixels costs milliseconds: never done per frame at rest);
* the **obelisk**, the scoring markers and the dice are drawn each frame from cached images.

When ``board.wheel_offset`` differs from the offset last drawn, the wheel turns to it in an
eased animation of :data:`ROTATION_SECONDS` while the god wedges cross-fade to their new
lighting. The board layer of the next wheel position is rendered ahead, in a moment without
input (:meth:`WheelWidget.idle`), so that neither the move that turns the wheel nor the first
frames of its turning wait for it. Clicks only ever offer ``take_die`` actions taken from
``ctx.candidates``.
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, LazyText, _, current_language, ngettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.names import COLOURS, DIE_STATES, die_name, god_name, resource_name
from game.tekhenu.ui import dice
from game.tekhenu.ui.widgets.temple import LIGHTING_WORDS
from game.ui import theme as th
from game.ui.text import fitting_font
from game.ui.widgets.base import Hint, Target, Widget, draw_glow, filter_actions

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

Point = tuple[float, float]
Span = tuple[float, float]

# --------------------------------------------------------------------------- timing

ROTATION_SECONDS = 0.8   # one turn of the wheel, whatever its length
ANGLE_STEP = 2           # degrees between cached animation frames
FRAME_CACHE_MAX = 48     # rotated wheel images kept (a full 60° turn needs 31)

# --------------------------------------------------------------------------- geometry
# Design pixels on the 600-px board (scaled to the widget's rect). Section s is centred on
# the screen angle -90° + 60°·s (clockwise from the top), so Horus sits at the top.

BOARD = 600
CENTRE = BOARD / 2
WHEEL_R = 118            # the rotating disc
RIM_R = 136              # the fixed bronze rim around it (scoring markers sit on it)
CLEAR_R = 144            # nothing of a section comes nearer the centre than this
HUB_R = 20
EDGE = 10                # margin inside the widget's rect
INSET = 6                # margin of rows and cartouches from the wedge's borders
CELL = 34                # one die's place (34 keeps the die letter at 1366×768)
ROW_GAP = 3
LABEL_H = 30
LABEL_GAP = 2
LABEL_MIN_W = 140
MARKER_R = 12
MARKER_SHIFT = 13        # degrees from the section's centre line (the arrow uses the centre)
MOTIF_SHIFT = 14         # the wheel's sun/moon motifs, off the line the obelisk covers
SUPERSAMPLE = 3
#: A size (px) past which a layer is painted without supersampling: the wheel's side in a window
#: of about 5K (at 4K it is some 850 px), whose pixels are too small for its edges to show steps.
FINE_ENOUGH = 1000

STATE_ORDER = dice.DIE_STATES                  # pure, tainted, forbidden: the three rows
COLOUR_ORDER = tuple(dice.DIE_COLOURS)
GRANITE_LIT = (214, 152, 128)                # the obelisk's faces: rose granite
GRANITE_SHADE = (150, 92, 78)
GRANITE_EDGE = (96, 54, 44)

# One line per god action (RULES §1.3), for hints.
GOD_ACTIONS: dict[str, LazyText] = {
    "horus": N_("build a statue for a god or for the people, paying granite"),
    "ra": N_("raise a pillar on a tile in the temple complex, paying the tile's cost"),
    "hathor": N_("build a building around the temple complex, paying 2–4 bread; gain population"),
    "bastet": N_("pay 2 papyrus to gain happiness; low dice also give scribes"),
    "thoth": N_("take 1–3 cards from the card market"),
    "osiris": N_("lose 1 happiness to build a workshop or quarry and raise production"),
}


def _god(god: str) -> str:
    return say(god_name(god))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _ease(t: float) -> float:
    """Cubic ease-in-out on 0..1."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _polar(centre: Point, r: float, degrees: float) -> Point:
    a = math.radians(degrees)
    return centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)


def section_angle(section: int) -> float:
    """Screen angle (degrees, clockwise from +x) of the centre line of god section ``section``."""
    return -90.0 + 60.0 * section


# --------------------------------------------------------------------------- section planning

def _wedge_span(y: float, a0: float, a1: float, margin: float) -> Span | None:
    """The x range at height ``y`` inside the wedge between the rays at ``a0`` and ``a1``
    (radians, span < 180°), at least ``margin`` from both rays and :data:`EDGE` from the board."""
    lo, hi = float(EDGE), float(BOARD - EDGE)
    vy = y - CENTRE
    for (dx, dy), sign in (((math.cos(a0), math.sin(a0)), 1), ((math.cos(a1), math.sin(a1)), -1)):
        # the point (x, y) must lie on the inner side of each ray: sign · cross(d, v) ≥ margin
        coeff = -dy * sign          # factor of (x - CENTRE)
        rest = dx * vy * sign
        if abs(coeff) < 1e-9:
            if rest < margin:
                return None
        elif coeff > 0:
            lo = max(lo, CENTRE + (margin - rest) / coeff)
        else:
            hi = min(hi, CENTRE + (margin - rest) / coeff)
    return (lo, hi) if hi > lo else None


def _strip_span(top: float, bottom: float, a0: float, a1: float) -> Span | None:
    """The x range of a horizontal strip that lies wholly in the wedge and outside the
    :data:`CLEAR_R` disc (the wedge is convex, so its two edges bound the strip)."""
    upper, lower = _wedge_span(top, a0, a1, INSET), _wedge_span(bottom, a0, a1, INSET)
    if upper is None or lower is None:
        return None
    lo, hi = max(upper[0], lower[0]), min(upper[1], lower[1])
    nearest = 0.0 if top <= CENTRE <= bottom else min(abs(top - CENTRE), abs(bottom - CENTRE))
    if nearest < CLEAR_R:
        half = math.sqrt(CLEAR_R ** 2 - nearest ** 2)
        lo, hi = max(((lo, min(hi, CENTRE - half)), (max(lo, CENTRE + half), hi)),
                     key=lambda span: span[1] - span[0])
    return (lo, hi) if hi - lo > 1 else None


@dataclass(frozen=True)
class _Plan:
    """Where a section's cartouche and three dice rows go, as (x0, y0, x1, y1) in design px."""

    label: tuple[float, float, float, float]
    rows: tuple[tuple[float, float, float, float], ...]

    def mirrored(self) -> "_Plan":
        """The plan of the section opposite across the horizontal axis (rows keep their order)."""
        def flip(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
            x0, y0, x1, y1 = box
            return x0, BOARD - y1, x1, BOARD - y0
        flipped = [flip(row) for row in self.rows]
        tops = sorted(row[1] for row in flipped)
        rows = tuple((row[0], top, row[2], top + (row[3] - row[1])) for row, top in zip(reversed(flipped), tops))
        return _Plan(flip(self.label), rows)


def _plan_upper(section: int) -> _Plan:
    """Cartouche on the outer side, three rows below it: the placement whose narrowest row
    is widest."""
    mid = math.radians(section_angle(section))
    a0, a1 = mid - math.radians(30), mid + math.radians(30)
    block = LABEL_H + LABEL_GAP + 3 * CELL + 2 * ROW_GAP
    best: tuple[float, _Plan] | None = None
    for top in range(EDGE, int(CENTRE - CLEAR_R - block) + 60):
        label = _strip_span(top, top + LABEL_H, a0, a1)
        if label is None or label[1] - label[0] < LABEL_MIN_W:
            continue
        rows, y = [], top + LABEL_H + LABEL_GAP
        for _state in STATE_ORDER:
            span = _strip_span(y, y + CELL, a0, a1)
            if span is None:
                break
            rows.append((span[0], y, span[1], y + CELL))
            y += CELL + ROW_GAP
        else:
            score = min(r[2] - r[0] for r in rows)
            if best is None or score > best[0]:
                best = (score, _Plan((label[0], top, label[1], top + LABEL_H), tuple(rows)))
    if best is None:
        raise RuntimeError(f"the wheel's section {section} has no room for its dice")
    return best[1]


@lru_cache(maxsize=1)
def section_plans() -> tuple[_Plan, ...]:
    """The six sections' plans: the upper three computed, the lower three their mirrors."""
    upper = {s: _plan_upper(s) for s in (5, 0, 1)}
    return (upper[0], upper[1], upper[1].mirrored(), upper[0].mirrored(), upper[5].mirrored(), upper[5])


# --------------------------------------------------------------------------- drawing helpers

def _supersampled(size: tuple[int, int], paint: Callable[[pygame.Surface, float], None],
                  factor: int = SUPERSAMPLE) -> pygame.Surface:
    """Paint at ``factor``× (``paint(surface, factor)``), then shrink: smooth edges. Past
    :data:`FINE_ENOUGH` pixels it paints at 1×: the edges are smooth enough there."""
    if max(size) > FINE_ENOUGH:
        factor = 1
    big = pygame.Surface((max(1, size[0] * factor), max(1, size[1] * factor)), pygame.SRCALPHA)
    paint(big, factor)
    return big if factor == 1 else pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def _arc_points(centre: Point, r: float, a0: float, a1: float) -> list[Point]:
    steps = max(2, int(abs(a1 - a0) / 2) + 1)
    return [_polar(centre, r, a0 + (a1 - a0) * i / steps) for i in range(steps + 1)]


def _band(surface: pygame.Surface, colour: th.Colour | th.ColourA, centre: Point, r0: float, r1: float,
          a0: float, a1: float) -> None:
    """A ring sector between radii r0 < r1 and angles a0 < a1 (degrees)."""
    outer = _arc_points(centre, r1, a0, a1)
    inner = _arc_points(centre, r0, a1, a0) if r0 > 0 else [centre]
    pygame.draw.polygon(surface, colour, outer + inner)


def _thick_line(surface: pygame.Surface, colour: th.Colour | th.ColourA, a: Point, b: Point, width: float) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(surface, colour, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                          (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])


def _sun(surface: pygame.Surface, c: Point, r: float, disc: th.Colour, rays: th.Colour) -> None:
    for i in range(8):
        a = i * 45.0
        tip, left, right = _polar(c, r, a), _polar(c, r * 0.62, a - 13), _polar(c, r * 0.62, a + 13)
        pygame.draw.polygon(surface, rays, [tip, left, right])
    pygame.draw.circle(surface, rays, c, r * 0.56)
    pygame.draw.circle(surface, disc, c, r * 0.45)


def _half_shade(surface: pygame.Surface, c: Point, r: float, light: th.Colour, dark: th.Colour) -> None:
    pygame.draw.circle(surface, light, c, r)
    _band(surface, dark, c, 0, r, -90, 90)
    pygame.draw.circle(surface, dark, c, r, max(1, round(r * 0.16)))


def _moon(surface: pygame.Surface, c: Point, r: float, colour: th.Colour, sky: th.Colour | th.ColourA) -> None:
    """A crescent (a disc with an offset disc of the sky's colour cut out) and a small star."""
    pygame.draw.circle(surface, colour, (c[0] - r * 0.12, c[1]), r * 0.82)
    pygame.draw.circle(surface, sky, (c[0] + r * 0.22, c[1] - r * 0.16), r * 0.7)
    _star(surface, (c[0] + r * 0.62, c[1] + r * 0.5), r * 0.3, colour)


def _star(surface: pygame.Surface, c: Point, r: float, colour: th.Colour | th.ColourA) -> None:
    points = []
    for i in range(8):
        rr = r if i % 2 == 0 else r * 0.34
        points.append(_polar(c, rr, -90 + i * 45))
    pygame.draw.polygon(surface, colour, points)


def _lighting_icon(surface: pygame.Surface, lighting: str, c: Point, r: float) -> None:
    """A round badge for a lighting: a sun, a half-shaded disc or a crescent moon."""
    base = dice.LIGHTING_COLOURS[lighting]
    pygame.draw.circle(surface, th.GOLD_DARK, c, r)
    pygame.draw.circle(surface, base, c, r * 0.86)
    if lighting == "sunny":
        _sun(surface, c, r * 0.74, th.GOLD_LIGHT, th.GOLD_DARK)
    elif lighting == "shaded":
        _half_shade(surface, c, r * 0.5, th.PAPYRUS_LIGHT, th.INK_SOFT)
    else:
        _moon(surface, c, r * 0.62, th.IVORY, base)


def _hourglass(surface: pygame.Surface, c: Point, h: float, colour: th.Colour) -> None:
    w = h * 0.62
    x, y = c
    pygame.draw.polygon(surface, colour, [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w * 0.08, y),
                                          (x + w / 2, y + h / 2), (x - w / 2, y + h / 2), (x - w * 0.08, y)])
    bar = max(1.0, h * 0.12)
    pygame.draw.rect(surface, colour, (x - w * 0.62, y - h / 2 - bar * 0.8, w * 1.24, bar))
    pygame.draw.rect(surface, colour, (x - w * 0.62, y + h / 2 - bar * 0.2, w * 1.24, bar))


# --------------------------------------------------------------------------- the board at a position

@lru_cache(maxsize=12)
def lit_wedges(size: tuple[int, int], k: float, origin: tuple[float, float],
               lighting: tuple[str, ...]) -> pygame.Surface:
    """The wheel's board at one position, without its cartouches and grooves: the wedges tinted by
    their ``lighting``, their motifs, the bronze rim and the rounded frame, for a board of ``size``
    drawn at ``k`` pixels per design pixel from ``origin``. The same in every game: kept, and made
    ahead for each position while the menu waits (:meth:`WheelWidget.positions_ahead`). The layer is
    large: 2× supersampling is smooth enough and twice as fast (and 1× in a window of about 5K,
    which keeps the first frame after such a resize short)."""
    ox, oy = origin

    def paint(s: pygame.Surface, f: float) -> None:
        def p(x: float, y: float) -> Point:
            return (ox + x * k) * f, (oy + y * k) * f
        c, scale = p(CENTRE, CENTRE), k * f
        far = BOARD * scale
        for section, light in enumerate(lighting):
            colour = th.mix(th.PAPYRUS, dice.LIGHTING_TINTS[light], dice.LIGHTING_TINTS[light][3] / 255)
            a = section_angle(section)
            _band(s, colour, c, 0, far, a - 30, a + 30)
        motifs = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        for section, light in enumerate(lighting):
            _paint_motif(motifs, light, section, c, scale)
        s.blit(motifs, (0, 0))
        for section in range(len(lighting)):
            a = section_angle(section) - 30
            _thick_line(s, th.GOLD_DARK, _polar(c, RIM_R * scale, a), _polar(c, far, a), 3.2 * scale)
            _thick_line(s, th.GOLD_LIGHT, _polar(c, RIM_R * scale, a), _polar(c, far, a), 1.0 * scale)
        # the bronze rim the wheel turns in
        pygame.draw.circle(s, th.GOLD_DARK, c, (RIM_R + 2) * scale)
        pygame.draw.circle(s, th.mix(th.GOLD_DARK, th.GOLD, 0.45), c, RIM_R * scale)
        pygame.draw.circle(s, th.GOLD_DARK, c, (WHEEL_R + 1.5) * scale)
        for section in range(len(lighting)):
            a = section_angle(section) - 30
            _thick_line(s, th.GOLD_LIGHT, _polar(c, WHEEL_R * scale, a), _polar(c, RIM_R * scale, a),
                        1.6 * scale)
            for step in range(1, 6):   # studs along the rim, between the section lines
                pygame.draw.circle(s, th.GOLD_LIGHT if step % 2 else th.GOLD_DARK,
                                   _polar(c, (WHEEL_R + RIM_R + 1.5) / 2 * scale, a + step * 10),
                                   (1.6 if step % 2 else 1.2) * scale)
        # the board's edge: a rounded frame
        mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        frame = pygame.Rect(round(ox * f), round(oy * f), round(far), round(far))
        pygame.draw.rect(mask, (255, 255, 255, 255), frame, border_radius=round(16 * scale))
        s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(s, th.GOLD_DARK, frame, width=max(1, round(3 * scale)), border_radius=round(16 * scale))

    return _supersampled(size, paint, 2)


def _paint_motif(s: pygame.Surface, light: str, section: int, c: Point, scale: float) -> None:
    """Faint sun rays, shade ripples or stars over a wedge (on a transparent layer)."""
    mid = section_angle(section)
    if light == "sunny":
        for i in range(-3, 4):
            a = mid + i * 8
            _band(s, (255, 236, 170, 70), c, CLEAR_R * scale, 460 * scale, a - 1.6, a + 1.6)
    elif light == "shaded":
        r = CLEAR_R + 14
        while r < 440:
            _band(s, (70, 90, 120, 26), c, r * scale, (r + 7) * scale, mid - 29, mid + 29)
            r += 22
    else:
        rng = random.Random(section)
        for _ in range(22):
            a = mid + rng.uniform(-27, 27)
            r = rng.uniform(CLEAR_R + 10, 420)
            x, y = _polar(c, r * scale, a)
            _star(s, (x, y), rng.uniform(2.5, 4.5) * scale, (250, 246, 226, 120))


# --------------------------------------------------------------------------- god glyphs

def _glyph_horus(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """The wedjat eye: a filled almond eye with its pupil, the brow, the tear and the curl."""
    x, y = c
    ey = y - r * 0.14
    top = [(x + r * 0.85 * math.cos(math.radians(a)), ey - r * 0.42 * math.sin(math.radians(a)))
           for a in range(0, 181, 15)]
    bottom = [(x - r * 0.85 * math.cos(math.radians(a)), ey + r * 0.32 * math.sin(math.radians(a)))
              for a in range(0, 181, 15)]
    pygame.draw.polygon(s, ink, top + bottom)
    pygame.draw.circle(s, hole, (x, ey), r * 0.27)
    pygame.draw.circle(s, ink, (x, ey), r * 0.14)
    _thick_line(s, ink, (x - r * 0.7, ey - r * 0.6), (x + r * 0.75, ey - r * 0.66), r * 0.18)
    _thick_line(s, ink, (x - r * 0.15, ey + r * 0.28), (x - r * 0.3, y + r * 0.85), r * 0.2)
    curl = [(x + r * 0.32 + r * 0.26 * math.cos(math.radians(a)), y + r * 0.55 + r * 0.26 * math.sin(math.radians(a)))
            for a in range(-120, 200, 20)]
    pygame.draw.lines(s, ink, False, [(x + r * 0.05, ey + r * 0.3)] + curl, max(1, round(r * 0.17)))


def _glyph_ra(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """The hieroglyph of Ra, the sun: a ring with a dot in its middle."""
    pygame.draw.circle(s, ink, c, r * 0.8)
    pygame.draw.circle(s, hole, c, r * 0.56)
    pygame.draw.circle(s, ink, c, r * 0.22)


def _glyph_hathor(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """Cow horns cradling the sun disc."""
    x, y = c
    outer = [(x + r * 0.9 * math.cos(math.radians(a)), y - r * 0.2 + r * 0.9 * math.sin(math.radians(a)))
             for a in range(-10, 191, 10)]
    inner = [(x + r * 0.62 * math.cos(math.radians(a)), y - r * 0.12 + r * 0.7 * math.sin(math.radians(a)))
             for a in range(190, -11, -10)]
    pygame.draw.polygon(s, ink, outer + inner)
    pygame.draw.circle(s, ink, (x, y - r * 0.12), r * 0.46)


def _glyph_bastet(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """A cat's head: pointed ears, a broad face and two slit eyes."""
    x, y = c
    head = [(x - r * 0.72, y - r * 0.8), (x - r * 0.32, y - r * 0.36), (x + r * 0.32, y - r * 0.36),
            (x + r * 0.72, y - r * 0.8), (x + r * 0.74, y + r * 0.12), (x + r * 0.4, y + r * 0.62),
            (x, y + r * 0.78), (x - r * 0.4, y + r * 0.62), (x - r * 0.74, y + r * 0.12)]
    pygame.draw.polygon(s, ink, head)
    for side in (-1, 1):
        eye = [(x + side * r * 0.46, y - r * 0.02), (x + side * r * 0.16, y - r * 0.1),
               (x + side * r * 0.2, y + r * 0.08)]
        pygame.draw.polygon(s, hole, eye)
    pygame.draw.polygon(s, hole, [(x - r * 0.12, y + r * 0.3), (x + r * 0.12, y + r * 0.3), (x, y + r * 0.44)])


def _glyph_thoth(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """The ibis of Thoth, facing left: body, neck, head and the long down-curved beak."""
    x, y = c
    body = pygame.Rect(0, 0, round(r * 1.05), round(r * 0.62))
    body.center = (round(x + r * 0.3), round(y + r * 0.42))
    pygame.draw.ellipse(s, ink, body)
    pygame.draw.polygon(s, ink, [(x + r * 0.7, y + r * 0.25), (x + r * 0.95, y + r * 0.6), (x + r * 0.6, y + r * 0.7)])
    head = (x - r * 0.1, y - r * 0.55)
    _thick_line(s, ink, (x - r * 0.05, y + r * 0.35), head, r * 0.22)
    pygame.draw.circle(s, ink, head, r * 0.24)
    pygame.draw.circle(s, hole, (head[0] - r * 0.06, head[1] - r * 0.05), r * 0.06)
    beak = [(head[0] - r * 0.8 * t, head[1] + r * 0.95 * t * t) for t in (i / 9 for i in range(10))]
    pygame.draw.lines(s, ink, False, beak, max(1, round(r * 0.15)))


def _glyph_osiris(s: pygame.Surface, c: Point, r: float, ink: th.Colour, hole: th.Colour) -> None:
    """The djed pillar: a column crowned with four cross-bars."""
    x, y = c
    pygame.draw.rect(s, ink, (x - r * 0.2, y - r * 0.6, r * 0.4, r * 1.36))
    for i in range(4):
        by = y - r * 0.78 + i * r * 0.22
        pygame.draw.rect(s, ink, (x - r * 0.56, by, r * 1.12, r * 0.13))
    pygame.draw.rect(s, ink, (x - r * 0.44, y + r * 0.7, r * 0.88, r * 0.14))


GLYPHS: dict[str, Callable[[pygame.Surface, Point, float, th.Colour, th.Colour], None]] = {
    "horus": _glyph_horus, "ra": _glyph_ra, "hathor": _glyph_hathor,
    "bastet": _glyph_bastet, "thoth": _glyph_thoth, "osiris": _glyph_osiris,
}


def _glyph_surface(god: str, diameter: int) -> pygame.Surface:
    """A god's glyph on a lapis roundel with a gold ring."""
    def paint(s: pygame.Surface, k: float) -> None:
        c = (diameter * k / 2, diameter * k / 2)
        r = diameter * k / 2
        pygame.draw.circle(s, th.GOLD_DARK, c, r)
        pygame.draw.circle(s, th.GOLD, c, r * 0.9)
        pygame.draw.circle(s, th.LAPIS, c, r * 0.78)
        painter = GLYPHS.get(god)
        if painter is not None:
            painter(s, c, r * 0.6, th.GOLD_LIGHT, th.LAPIS)
        else:  # a god these glyphs do not know (other board data): a plain gold disc
            pygame.draw.circle(s, th.GOLD_LIGHT, c, r * 0.3)
    return _supersampled((diameter, diameter), paint)


# --------------------------------------------------------------------------- the widget

@dataclass
class _Section:
    """One god section in window pixels relative to the widget."""

    index: int
    angle: float                        # centre line, degrees
    label: pygame.Rect
    rows: tuple[pygame.Rect, ...]       # pure, tainted, forbidden
    marker: Point                       # where a scoring marker sits on the rim

    @property
    def area(self) -> pygame.Rect:
        return self.label.unionall(list(self.rows))


@dataclass
class _Slot:
    """A die as placed on screen (absolute window pixels)."""

    die: int
    section: int
    state: str
    colour: str
    value: int
    rect: pygame.Rect        # the die's place (the body is 90 % of it)
    ghost: bool = False      # the die taken this turn, shown where it came from


class WheelWidget(Widget):
    """The obelisk wheel, the six god sections and their dice (600×600 design px)."""

    def __init__(self) -> None:
        super().__init__()
        self._scale: float | None = None            # the theme scale the caches were made for
        self._k = 1.0                               # window px per design px
        self._origin = (0.0, 0.0)                   # the board's top-left, relative to rect
        self._sections: list[_Section] = []
        self._boards: dict[tuple[tuple[str, ...], tuple[str, ...], str], pygame.Surface] = {}
        self._wheel_base: pygame.Surface | None = None
        self._wheel_key: tuple[str, ...] = ()
        self._frames: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._obelisk: pygame.Surface | None = None
        self._markers: dict[int, pygame.Surface] = {}
        self._ghosts: dict[tuple[int, str, int, str], pygame.Surface] = {}
        # what is shown, and the running rotation
        self._offset: int | None = None
        self._lighting: tuple[str, ...] = ()
        self._from_lighting: tuple[str, ...] = ()
        self._angle_from = 0.0
        self._angle_to = 0.0
        self._elapsed = ROTATION_SECONDS
        #: the board layer to render ahead (lighting, gods, theme), in a moment without input
        self._prepare: tuple[tuple[str, ...], tuple[str, ...], th.Theme] | None = None
        #: the board at rest without its dice, and what it shows (:meth:`_still_picture`)
        self._still: tuple[tuple, pygame.Surface] | None = None

    # ------------------------------------------------------------------ layout and caches

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._scale = theme.scale
        side = max(1, min(self.rect.w, self.rect.h))   # an empty rect still gets a positive scale
        self._k = side / BOARD
        self._origin = ((self.rect.w - side) / 2, (self.rect.h - side) / 2)
        self._sections = [self._place_section(s, plan) for s, plan in enumerate(section_plans())]
        self._boards.clear()
        self._frames.clear()
        self._markers.clear()
        self._ghosts.clear()
        self._wheel_base = None
        self._obelisk = None
        self._still = None

    def _pt(self, x: float, y: float) -> Point:
        """Design px on the board → px relative to the widget's rect."""
        return self._origin[0] + x * self._k, self._origin[1] + y * self._k

    def _box(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        x0, y0 = self._pt(box[0], box[1])
        x1, y1 = self._pt(box[2], box[3])
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def _place_section(self, index: int, plan: _Plan) -> _Section:
        angle = section_angle(index)
        marker = _polar((CENTRE, CENTRE), (WHEEL_R + RIM_R) / 2 + 1, angle + MARKER_SHIFT)
        return _Section(index, angle, self._box(plan.label), tuple(self._box(r) for r in plan.rows),
                        self._pt(*marker))

    @property
    def centre(self) -> Point:
        """The wheel's centre in window pixels."""
        x, y = self._pt(CENTRE, CENTRE)
        return self.rect.x + x, self.rect.y + y

    # ------------------------------------------------------------------ animation

    @property
    def is_animating(self) -> bool:
        return self._elapsed < ROTATION_SECONDS

    def update(self, dt: float) -> bool:
        if not self.is_animating:
            return False
        self._elapsed = min(ROTATION_SECONDS, self._elapsed + max(0.0, dt))
        return True

    @property
    def _progress(self) -> float:
        return _ease(self._elapsed / ROTATION_SECONDS)

    def _angle(self) -> float:
        """The wheel's current angle, degrees clockwise (60° per wheel offset)."""
        return self._angle_from + (self._angle_to - self._angle_from) * self._progress

    def _follow(self, offset: int, lighting: tuple[str, ...]) -> None:
        """Start turning when the wheel's offset changed since the last frame drawn."""
        if self._offset is None:
            self._offset, self._lighting = offset, lighting
            self._angle_from = self._angle_to = 60.0 * offset
            return
        if offset == self._offset:
            return
        self._angle_from = self._angle()
        self._from_lighting = self._lighting if not self.is_animating or self._progress >= 0.5 \
            else self._from_lighting
        self._angle_to = 60.0 * offset
        self._offset, self._lighting = offset, lighting
        self._elapsed = 0.0

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, ctx: "BoardContext") -> None:
        if self._scale != ctx.theme.scale:  # the window was resized without a new layout
            self.layout(self.rect, ctx.theme)
        view = ctx.view
        lighting = tuple(view["wheel"]["lighting"])
        self._follow(int(view["board"]["wheel_offset"]), lighting)

        if self.is_animating:
            self._draw_turning(surface, ctx, lighting)
        else:
            surface.blit(self._still_picture(ctx, lighting), self.rect)
        self._draw_dice(surface, ctx)
        # the wedges of the next wheel position, rendered in a moment without input (idle)
        upcoming = (lighting[-1:] + lighting[:-1], tuple(view["wheel"]["gods"]), ctx.theme)
        self._prepare = None if self._has_layer(*upcoming[:2]) else upcoming

    def _draw_turning(self, surface: pygame.Surface, ctx: "BoardContext", lighting: tuple[str, ...]) -> None:
        """The board while the wheel turns: the wedges fading to their new lighting under it."""
        if self._from_lighting:
            surface.blit(self._board_layer(ctx, self._from_lighting), self.rect)
            fading = self._board_layer(ctx, lighting)
            fading.set_alpha(round(255 * self._progress))
            surface.blit(fading, self.rect)
            fading.set_alpha(255)   # None would blit its transparent corners black from now on
        else:
            surface.blit(self._board_layer(ctx, lighting), self.rect)
        self._draw_wheel(surface, ctx, self.rect.topleft)
        self._draw_markers(surface, ctx.view, self.rect.topleft)
        self._draw_obelisk(surface, self.rect.topleft)

    def _still_picture(self, ctx: "BoardContext", lighting: tuple[str, ...]) -> pygame.Surface:
        """The board at rest without its dice (the wedges, the wheel, the scoring markers and the
        obelisk) in one picture, made once for each position: a move that changes only the dice
        or what is offered puts it back instead of four layers."""
        view = ctx.view
        key = (lighting, tuple(view["wheel"]["gods"]), current_language(), self._offset,
               tuple(sorted(view["board"]["scoring_markers"].items())), tuple(ctx.catalog.board.wheel_pattern))
        if self._still is None or self._still[0] != key:
            picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            picture.blit(self._board_layer(ctx, lighting), (0, 0))
            self._draw_wheel(picture, ctx, (0, 0))
            self._draw_markers(picture, view, (0, 0))
            self._draw_obelisk(picture, (0, 0))
            self._still = (key, picture)
        return self._still[1]

    @property
    def has_idle_work(self) -> bool:
        return self._prepare is not None

    def idle(self) -> None:
        """Render the board layer of the next wheel position, asked for by the last drawing: a
        moment without input pays for it, not the move that turns the wheel."""
        if self._prepare is None:
            return
        lighting, gods, theme = self._prepare
        self._prepare = None
        if theme.scale == self._scale:   # else a resize came first: the layout renders anew
            self._layer_for(lighting, gods, theme)

    def _board_layer(self, ctx: "BoardContext", lighting: tuple[str, ...]) -> pygame.Surface:
        return self._layer_for(lighting, tuple(ctx.view["wheel"]["gods"]), ctx.theme)

    def _has_layer(self, lighting: tuple[str, ...], gods: tuple[str, ...]) -> bool:
        return (lighting, gods, current_language()) in self._boards

    def _layer_for(self, lighting: tuple[str, ...], gods: tuple[str, ...], theme: th.Theme) -> pygame.Surface:
        key = (lighting, gods, current_language())   # the cartouches name the gods
        layer = self._boards.get(key)
        if layer is None:
            layer = self._render_board(theme, lighting, gods)
            self._boards[key] = layer
        return layer

    def positions_ahead(self, pattern: Sequence[str]) -> Iterator[None]:
        """The board at every position of the wheel (each turn of the lighting ``pattern``) at this
        layout, without what the game puts on it (:func:`lit_wedges`), made a position at a time
        (a step of the iterator each): ahead of a game's first frame."""
        for shift in range(len(pattern)):
            lit_wedges(self.rect.size, self._k, self._origin, tuple(pattern[shift:]) + tuple(pattern[:shift]))
            yield

    def _render_board(self, theme: th.Theme, lighting: tuple[str, ...], gods: tuple[str, ...]) -> pygame.Surface:
        layer = lit_wedges(self.rect.size, self._k, self._origin, lighting).copy()
        for section in self._sections:
            self._draw_rows(layer, section, lighting[section.index], theme)
            self._draw_cartouche(layer, section, gods[section.index], lighting[section.index], theme)
        return layer

    def _draw_rows(self, layer: pygame.Surface, section: _Section, light: str, theme: th.Theme) -> None:
        """The three grooves where dice lie, each marked with its state's shape."""
        radius = theme.px(7)
        for state, row in zip(STATE_ORDER, section.rows):
            tint = dice.STATE_COLOURS[state]
            wedge = th.mix(th.PAPYRUS, dice.LIGHTING_TINTS[light], dice.LIGHTING_TINTS[light][3] / 255)
            pygame.draw.rect(layer, th.mix(wedge, tint, 0.22), row, border_radius=radius)
            pygame.draw.rect(layer, th.mix(wedge, tint, 0.55), row, width=max(1, theme.px(1.5)),
                             border_radius=radius)
            self._draw_state_mark(layer, state, (row.x + theme.px(11), row.centery), theme.px(6), tint)

    @staticmethod
    def _draw_state_mark(surface: pygame.Surface, state: str, c: tuple[int, int], r: int,
                         colour: th.Colour) -> None:
        """The row's state, in the shapes of the dice badges: ringed dot, diamond, crossed octagon."""
        x, y = c
        width = max(1, round(r / 3))
        if state == "pure":
            pygame.draw.circle(surface, colour, c, r, width)
            pygame.draw.circle(surface, colour, c, max(1, r // 3))
        elif state == "tainted":
            pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], width)
        else:
            pygame.draw.polygon(surface, colour, [_polar(c, r, 22.5 + 45 * i) for i in range(8)], width)
            d = r * 0.45
            pygame.draw.line(surface, colour, (x - d, y - d), (x + d, y + d), width)
            pygame.draw.line(surface, colour, (x - d, y + d), (x + d, y - d), width)

    def _draw_cartouche(self, layer: pygame.Surface, section: _Section, god: str, light: str,
                        theme: th.Theme) -> None:
        """The god's cartouche: glyph, name and lighting badge on a papyrus plaque."""
        glyph_d = theme.px(26)
        icon_r = theme.px(10)
        gap = theme.px(6)
        word = _god(god).upper()
        room = section.label.w - (glyph_d + 2 * gap + 2 * icon_r + theme.px(16))   # a long name shrinks to fit
        font = fitting_font(theme, word, room, size=19, role="title") or th.load_font("title", th.MIN_FONT_PX)
        name = font.render(word, True, th.INK)
        width = glyph_d + gap + name.get_width() + gap + 2 * icon_r + theme.px(16)
        height = section.label.h - theme.px(2)
        plaque = pygame.Rect(0, 0, min(width, section.label.w), height)
        plaque.center = section.label.center
        pygame.draw.rect(layer, th.SAND_DARK, plaque.move(0, theme.px(2)), border_radius=height // 2)
        pygame.draw.rect(layer, th.PAPYRUS_LIGHT, plaque, border_radius=height // 2)
        pygame.draw.rect(layer, th.GOLD_DARK, plaque, width=max(1, theme.px(2)), border_radius=height // 2)
        x = plaque.x + theme.px(4)
        layer.blit(_glyph_surface(god, glyph_d), (x, plaque.centery - glyph_d // 2))
        x += glyph_d + gap
        layer.blit(name, (x, plaque.centery - name.get_height() // 2))
        x += name.get_width() + gap
        icon = _supersampled((2 * icon_r, 2 * icon_r),
                             lambda s, f: _lighting_icon(s, light, (icon_r * f, icon_r * f), icon_r * f))
        layer.blit(icon, (x, plaque.centery - icon_r))

    # ------------------------------------------------------------------ the wheel

    def _draw_wheel(self, surface: pygame.Surface, ctx: "BoardContext", at: tuple[int, int]) -> None:
        """The wheel at its current angle, on ``surface`` where the widget's top-left is ``at``."""
        pattern = tuple(ctx.catalog.board.wheel_pattern)
        if self._wheel_base is None or self._wheel_key != pattern:
            self._wheel_base = self._render_wheel(pattern)
            self._wheel_key = pattern
            self._frames.clear()
        frame = self._wheel_frame(self._angle())
        x, y = self._pt(CENTRE, CENTRE)
        surface.blit(frame, frame.get_rect(center=(round(at[0] + x), round(at[1] + y))))

    def _wheel_frame(self, angle: float) -> pygame.Surface:
        """The wheel turned ``angle`` degrees clockwise, from the cache (steps of ANGLE_STEP)."""
        assert self._wheel_base is not None
        key = round(angle / ANGLE_STEP) * ANGLE_STEP % 360
        frame = self._frames.get(key)
        if frame is None:
            frame = self._wheel_base if key == 0 else pygame.transform.rotozoom(self._wheel_base, -key, 1.0)
            self._frames[key] = frame
            if len(self._frames) > FRAME_CACHE_MAX:
                self._frames.popitem(last=False)
        else:
            self._frames.move_to_end(key)
        return frame

    def _render_wheel(self, pattern: tuple[str, ...]) -> pygame.Surface:
        """The disc at offset 0: sector k (clockwise from the arrow's) lies on section k."""
        k = self._k
        side = math.ceil(2 * (RIM_R + 2) * k)

        def paint(s: pygame.Surface, f: float) -> None:
            scale = k * f
            c = (side * f / 2, side * f / 2)
            r = WHEEL_R * scale
            pygame.draw.circle(s, th.LAPIS_DARK, c, r)
            for sector, light in enumerate(pattern):
                a = section_angle(sector)
                _band(s, dice.LIGHTING_COLOURS[light], c, HUB_R * scale, r - 4 * scale, a - 30, a + 30)
                inner = th.mix(dice.LIGHTING_COLOURS[light], th.INK, 0.12)
                _band(s, inner, c, HUB_R * scale, (HUB_R + 16) * scale, a - 30, a + 30)
            for sector in range(len(pattern)):
                a = section_angle(sector) - 30
                _thick_line(s, th.LAPIS_DARK, _polar(c, HUB_R * scale, a), _polar(c, r, a), 2.4 * scale)
            self._paint_shadow(s, pattern, c, scale)
            for sector, light in enumerate(pattern):
                spot = _polar(c, r * 0.76, section_angle(sector) + MOTIF_SHIFT)
                size = 17 * scale
                if light == "sunny":
                    _sun(s, spot, size, th.GOLD_LIGHT, th.GOLD)
                elif light == "shaded":
                    _half_shade(s, spot, size * 0.62, th.PAPYRUS_LIGHT, th.INK_SOFT)
                else:
                    _moon(s, spot, size * 0.8, th.IVORY, dice.LIGHTING_COLOURS["dark"])
            pygame.draw.circle(s, th.GOLD, c, r, max(1, round(2.2 * scale)))
            pygame.draw.circle(s, th.GOLD_DARK, c, HUB_R * scale)
            pygame.draw.circle(s, th.SAND_DARK, c, (HUB_R - 3) * scale)
            self._paint_arrow(s, c, scale)

        return _supersampled((side, side), paint)

    @staticmethod
    def _paint_shadow(s: pygame.Surface, pattern: tuple[str, ...], c: Point, scale: float) -> None:
        """The obelisk's shadow, cast across the middle of the dark sectors."""
        dark = [section_angle(i) for i, light in enumerate(pattern) if light == "dark"]
        if not dark:
            return
        x = sum(math.cos(math.radians(a)) for a in dark)
        y = sum(math.sin(math.radians(a)) for a in dark)
        toward = math.degrees(math.atan2(y, x))
        shade = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        tip = _polar(c, (WHEEL_R - 10) * scale, toward)
        left, right = _polar(c, 13 * scale, toward - 90), _polar(c, 13 * scale, toward + 90)
        near = _polar(tip, -8 * scale, toward)
        pygame.draw.polygon(shade, (10, 8, 30, 96), [left, _polar(near, 5 * scale, toward - 90), tip,
                                                      _polar(near, 5 * scale, toward + 90), right])
        s.blit(shade, (0, 0))

    @staticmethod
    def _paint_arrow(s: pygame.Surface, c: Point, scale: float) -> None:
        """The wheel's arrow, on sector 0, reaching into the rim toward its god section."""
        a = section_angle(0)
        tip = _polar(c, (RIM_R - 1) * scale, a)
        base_l = _polar(_polar(c, (WHEEL_R - 16) * scale, a), 11 * scale, a - 90)
        base_r = _polar(_polar(c, (WHEEL_R - 16) * scale, a), 11 * scale, a + 90)
        notch = _polar(c, (WHEEL_R - 10) * scale, a)
        pygame.draw.polygon(s, th.INK, [_polar(tip, 2 * scale, a), _polar(base_l, 2 * scale, a - 100), notch,
                                        _polar(base_r, 2 * scale, a + 100)])
        pygame.draw.polygon(s, th.GOLD, [tip, base_l, notch, base_r])
        pygame.draw.polygon(s, th.GOLD_LIGHT, [tip, base_l, notch])

    # ------------------------------------------------------------------ obelisk and markers

    def _draw_obelisk(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        if self._obelisk is None:
            self._obelisk = self._render_obelisk()
        x, y = self._pt(CENTRE, CENTRE)
        cx, cy = at[0] + x, at[1] + y
        img = self._obelisk
        surface.blit(img, (round(cx - img.get_width() / 2), round(cy - img.get_height() + 30 * self._k)))

    def _render_obelisk(self) -> pygame.Surface:
        """A standing obelisk: plinth, tapered rose-granite shaft with carved signs, gold pyramidion.
        Its base is 30 design px above the image's bottom edge (that is the wheel's centre)."""
        k = self._k
        w, h = math.ceil(64 * k), math.ceil(132 * k)

        def paint(s: pygame.Surface, f: float) -> None:
            u = k * f
            cx = w * f / 2
            base_y = h * f - 30 * u      # the wheel's centre
            top_y = base_y - 84 * u
            tip_y = top_y - 18 * u
            shadow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (20, 12, 6, 90), (cx - 20 * u, base_y + 4 * u, 44 * u, 14 * u))
            s.blit(shadow, (0, 0))
            plinth = pygame.Rect(round(cx - 19 * u), round(base_y - 3 * u), round(38 * u), round(12 * u))
            pygame.draw.rect(s, GRANITE_EDGE, plinth.inflate(2 * u, 2 * u), border_radius=round(2 * u))
            pygame.draw.rect(s, th.SAND, plinth, border_radius=round(2 * u))
            pygame.draw.rect(s, th.SAND_DARK, (plinth.x, plinth.centery, plinth.w, plinth.h // 2))
            half_b, half_t = 12 * u, 8 * u
            outline = [(cx - half_b, base_y), (cx - half_t, top_y), (cx, tip_y), (cx + half_t, top_y),
                       (cx + half_b, base_y)]
            pygame.draw.polygon(s, GRANITE_EDGE, [(x + (1.5 * u if x > cx else -1.5 * u), y + (0 if y > tip_y else -2 * u))
                                                  for x, y in outline])
            pygame.draw.polygon(s, GRANITE_LIT, [(cx - half_b, base_y), (cx - half_t, top_y), (cx, top_y), (cx, base_y)])
            pygame.draw.polygon(s, GRANITE_SHADE, [(cx, base_y), (cx, top_y), (cx + half_t, top_y), (cx + half_b, base_y)])
            pygame.draw.polygon(s, th.GOLD_LIGHT, [(cx - half_t, top_y), (cx, tip_y), (cx, top_y)])
            pygame.draw.polygon(s, th.GOLD, [(cx, top_y), (cx, tip_y), (cx + half_t, top_y)])
            pygame.draw.circle(s, (255, 246, 200), (cx - 1 * u, tip_y + 4 * u), 1.6 * u)
            carve = th.mix(GRANITE_LIT, GRANITE_EDGE, 0.55)
            for i in range(6):           # carved signs down the lit face
                y = top_y + (10 + i * 11) * u
                half = half_t + (half_b - half_t) * (y - top_y) / (base_y - top_y)
                x0 = cx - half + 3.5 * u
                if i % 3 == 0:
                    pygame.draw.circle(s, carve, (x0 + 2.6 * u, y), 2.2 * u, max(1, round(0.9 * u)))
                elif i % 3 == 1:
                    pygame.draw.rect(s, carve, (x0, y - 1 * u, half - 4.5 * u, 1.8 * u))
                    pygame.draw.rect(s, carve, (x0 + 1.5 * u, y + 2.2 * u, half - 7 * u, 1.4 * u))
                else:
                    _hourglass(s, (x0 + 3 * u, y), 5 * u, carve)
        return _supersampled((w, h), paint)

    def _marker_surface(self, hourglasses: int) -> pygame.Surface:
        img = self._markers.get(hourglasses)
        if img is None:
            d = math.ceil(2 * MARKER_R * self._k + 4)

            def paint(s: pygame.Surface, f: float) -> None:
                c = (d * f / 2, d * f / 2)
                r = MARKER_R * self._k * f
                pygame.draw.circle(s, th.INK, (c[0], c[1] + r * 0.12), r)
                pygame.draw.circle(s, th.GOLD, c, r)
                pygame.draw.circle(s, th.LAPIS, c, r * 0.8)
                count = max(1, hourglasses)
                step = r * 0.62
                for i in range(count):
                    x = c[0] + (i - (count - 1) / 2) * step
                    _hourglass(s, (x, c[1]), r * (0.9 if count == 1 else 0.72), th.GOLD_LIGHT)
            img = _supersampled((d, d), paint)
            self._markers[hourglasses] = img
        return img

    def _marker_centres(self, view: dict[str, Any]) -> list[tuple[int, int, tuple[int, int]]]:
        """(hourglasses, section, centre in window px) of each scoring marker on the board."""
        out = []
        for hourglasses, section in sorted(view["board"]["scoring_markers"].items()):
            if 0 <= int(section) < len(self._sections):
                x, y = self._sections[int(section)].marker
                out.append((int(hourglasses), int(section), (round(self.rect.x + x), round(self.rect.y + y))))
        return out

    def _draw_markers(self, surface: pygame.Surface, view: dict[str, Any], at: tuple[int, int]) -> None:
        for hourglasses, _section, (x, y) in self._marker_centres(view):
            img = self._marker_surface(hourglasses)
            surface.blit(img, img.get_rect(center=(x - self.rect.x + at[0], y - self.rect.y + at[1])))

    # ------------------------------------------------------------------ dice

    def _slots(self, ctx: "BoardContext") -> list[_Slot]:
        """Every die around the wheel in its row (plus the die taken this turn, as a ghost)."""
        view = ctx.view
        dice, states = view["dice"], view["die_states"]
        rows: dict[tuple[int, str], list[tuple[int, str, int, bool]]] = {}
        for section, ids in enumerate(view["board"]["sections"]):
            for die in ids:
                state = states.get(str(die), "tainted")
                rows.setdefault((section, state), []).append((die, dice[die]["colour"], dice[die]["value"], False))
        turn = view.get("turn") or {}
        if turn.get("die") is not None and turn.get("section") is not None and turn.get("state") in STATE_ORDER:
            rows.setdefault((turn["section"], turn["state"]), []).append(
                (turn["die"], turn["colour"], int(turn["value"]), True))
        slots = []
        for (section, state), entries in rows.items():
            if not 0 <= section < len(self._sections):
                continue
            entries.sort(key=lambda e: (e[3], COLOUR_ORDER.index(e[1]) if e[1] in COLOUR_ORDER else 9, e[2], e[0]))
            row = self._sections[section].rows[STATE_ORDER.index(state)].move(self.rect.topleft)
            for (die, colour, value, ghost), rect in zip(entries, self._cells(row, len(entries))):
                slots.append(_Slot(die, section, state, colour, value, rect, ghost))
        return slots

    def _cells(self, row: pygame.Rect, count: int) -> list[pygame.Rect]:
        """``count`` square places centred in ``row``; smaller than a full cell when crowded."""
        pad = max(1, round(4 * self._k))
        usable = row.w - 2 * pad
        cell = min(row.h, usable / max(1, count))
        start = row.centerx - cell * count / 2
        side = round(cell)
        return [pygame.Rect(round(start + i * cell + (cell - side) / 2), row.centery - side // 2, side, side)
                for i in range(count)]

    def _draw_dice(self, surface: pygame.Surface, ctx: "BoardContext") -> None:
        theme = ctx.theme
        by_die = self._takeable(ctx)
        selected = self._selected_die(ctx)
        for slot in self._slots(ctx):
            if slot.ghost:
                self._draw_ghost(surface, slot, ctx)
                continue
            actions = by_die.get(slot.die)
            body = dice.die_rect(slot.rect)
            if slot.die == selected:
                draw_glow(surface, body, theme, strong=True, colour=th.HIGHLIGHT_FOCUS)
            elif actions:
                hovered = slot.rect.collidepoint(ctx.hover)
                anubis_only = all(a.get("anubis") for a in actions)
                draw_glow(surface, body, theme, strong=hovered,
                          colour=th.LAPIS_LIGHT if anubis_only else th.HIGHLIGHT_LEGAL)
            dice.draw_die(surface, slot.rect, slot.colour, slot.value, slot.state)
            if actions and self._action_obstacle(ctx, slot.die, actions):
                self._draw_no_action_mark(surface, body, theme)

    @staticmethod
    def _draw_no_action_mark(surface: pygame.Surface, body: pygame.Rect, theme: th.Theme) -> None:
        """A small "no entry" badge on the die's top right corner: its god action is out of reach."""
        r = max(4, round(body.w * 0.22))
        centre = (body.right - r // 4, body.y + r // 4)
        pygame.draw.circle(surface, th.IVORY, centre, r + max(1, theme.px(1)))
        pygame.draw.circle(surface, th.CARNELIAN, centre, r)
        bar = max(2, round(r * 0.45))
        pygame.draw.line(surface, th.IVORY, (centre[0] - r * 0.6, centre[1]), (centre[0] + r * 0.6, centre[1]), bar)

    @staticmethod
    def _action_obstacle(ctx: "BoardContext", die: int, actions: list[Action]) -> str | None:
        """Why the god action of a die the viewer may take (without Anubis, which allows any god)
        is out of reach, from the rules; None when it is not."""
        if not any(not a.get("anubis") and not a.get("idle") for a in actions):
            return None
        details = (ctx.decision or {}).get("details") or {}
        return (details.get("die_obstacles") or {}).get(str(die))

    @staticmethod
    def _production_only(ctx: "BoardContext", god: str, colour: str, why: str) -> str:
        """"no Hathor action, no building spot left: production only (bread)"."""
        resource = ctx.catalog.board.colour_resource.get(colour)
        if resource:
            return _("no {god} action, {why}: production only ({resource})", god=_god(god), why=why,
                     resource=say(resource_name(resource)))
        return _("no {god} action, {why}: and a gray die cannot produce, so it does nothing", god=_god(god), why=why)

    def _draw_ghost(self, surface: pygame.Surface, slot: _Slot, ctx: "BoardContext") -> None:
        """The die taken this turn, faded where it lay, ringed in its taker's colour."""
        body = dice.die_rect(slot.rect)
        key = (body.w, slot.colour, slot.value, slot.state)
        img = self._ghosts.get(key)
        if img is None:
            img = dice.die_surface(body.w, slot.colour, slot.value, slot.state).copy()
            img.set_alpha(105)
            self._ghosts[key] = img
        margin = (img.get_width() - body.w) // 2
        surface.blit(img, (body.x - margin, body.y - margin))
        owner = ctx.colour_of(ctx.view.get("turn", {}).get("player"))
        colour = th.PLAYER_COLOURS.get(owner or "", th.INK_SOFT)
        ring = body.inflate(ctx.theme.px(6), ctx.theme.px(6))
        self._dashed_rect(surface, ring, colour, max(1, ctx.theme.px(2)), ctx.theme.px(5))

    @staticmethod
    def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour, width: int, dash: int) -> None:
        corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
        for (x0, y0), (x1, y1) in pairwise(corners):
            length = max(abs(x1 - x0), abs(y1 - y0))
            for start in range(0, length, 2 * dash):
                t0, t1 = start / length, min(length, start + dash) / length
                pygame.draw.line(surface, colour, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                                 (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), width)

    # ------------------------------------------------------------------ what can be clicked

    @staticmethod
    def _takeable(ctx: "BoardContext") -> dict[int, list[Action]]:
        """Candidate take_die actions by die (only while the decision is take_die)."""
        if not ctx.candidates or ctx.decision_kind != "take_die":   # nothing offered: whatever the decision
            return {}
        out: dict[int, list[Action]] = {}
        for action in filter_actions(ctx.candidates, "take_die"):
            die = action.get("die")
            if die is not None:
                out.setdefault(die, []).append(action)
        return out

    def _selected_die(self, ctx: "BoardContext") -> int | None:
        """The die a preview shows or the candidates were narrowed to."""
        if ctx.preview is not None and ctx.preview.kind == "take_die":
            return ctx.preview.get("die")
        takeable = self._takeable(ctx)
        if len(takeable) == 1 and set(ctx.candidates) != set(ctx.legal):
            return next(iter(takeable))
        return None

    def targets(self, ctx: "BoardContext") -> list[Target]:
        takeable = self._takeable(ctx)
        if not takeable or not self._sections:
            return []
        out = []
        for slot in self._slots(ctx):
            actions = takeable.get(slot.die)
            if slot.ghost or not actions:
                continue
            rect = slot.rect.inflate(2, 2).clip(self.rect)
            out.append(Target(rect, list(actions), self._take_tooltip(ctx, slot, actions)))
        return out

    def _take_tooltip(self, ctx: "BoardContext", slot: _Slot, actions: list[Action]) -> str:
        god_id = ctx.view["wheel"]["gods"][slot.section]
        shown = {"die": say(die_name(slot.colour, slot.value)), "god": _god(god_id), "state": say(DIE_STATES[slot.state])}
        plain = [a for a in actions if not a.get("anubis") and not a.get("blessing")]
        anubis = [a for a in actions if a.get("anubis")]
        blessings = sorted({a.get("blessing") for a in actions if a.get("blessing")})
        scribes = ctx.catalog.board.anubis_scribes
        resource = ctx.catalog.board.colour_resource.get(slot.colour)
        parts = []
        if plain:
            idle = all(a.get("idle") for a in plain)
            why = self._action_obstacle(ctx, slot.die, plain)
            if idle:
                parts.append(_("Take the {die} from {god} ({state}): no die can be used now, so it is taken "
                               "without an action.", **shown))
            elif why:
                parts.append(_("Take the {die} from {god} ({state}) — {why}.", **shown,
                               why=self._production_only(ctx, god_id, slot.colour, why)))
            elif resource:
                parts.append(_("Take the {die} from {god} ({state}) — {god}: {action}; or produce {resource}.",
                               **shown, action=str(GOD_ACTIONS[god_id]), resource=say(resource_name(resource))))
            else:
                parts.append(_("Take the {die} from {god} ({state}) — {god}: {action}; gray dice cannot produce.",
                               **shown, action=str(GOD_ACTIONS[god_id])))
        if anubis:
            if plain:
                parts.append(ngettext("Or take it with Anubis ({n} scribe): any god action or any production; "
                                      "the die goes under your scales.",
                                      "Or take it with Anubis ({n} scribes): any god action or any production; "
                                      "the die goes under your scales.", scribes))
            else:
                parts.append(ngettext("Take the {die} from {god} ({state}) with Anubis ({n} scribe): any god action "
                                      "or any production; the die goes under your scales.",
                                      "Take the {die} from {god} ({state}) with Anubis ({n} scribes): any god action "
                                      "or any production; the die goes under your scales.", scribes, **shown))
        for card in blessings:
            parts.append(_("Or take it with {card}.", card=self._card_name(ctx, card)))
        return " ".join(parts)

    @staticmethod
    def _card_name(ctx: "BoardContext", card: str) -> str:
        try:
            return f"{say(ctx.catalog.name(card))} ({card})"   # "Guidance of Anubis (B23)"
        except (KeyError, AttributeError):
            return card

    # ------------------------------------------------------------------ hover texts

    def hints(self, ctx: "BoardContext") -> list[Hint]:
        if not self._sections:
            return []
        view = ctx.view
        gods = view["wheel"]["gods"]
        takeable = self._takeable(ctx)
        out = []
        for slot in self._slots(ctx):
            out.append(Hint(slot.rect, self._die_hint(ctx, slot, gods, takeable)))
        for hourglasses, section, centre in self._marker_centres(view):
            r = max(4, round(MARKER_R * self._k))
            out.append(Hint(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r),
                            self._marker_hint(view, hourglasses, gods[section])))
        for section in self._sections:
            out.append(Hint(section.area.move(self.rect.topleft), self._section_hint(ctx, section.index)))
        cx, cy = self.centre
        r = round(RIM_R * self._k)
        out.append(Hint(pygame.Rect(round(cx) - r, round(cy) - r, 2 * r, 2 * r), self._wheel_hint(view)))
        return out

    def _die_hint(self, ctx: "BoardContext", slot: _Slot, gods: list[str],
                  takeable: dict[int, list[Action]]) -> str:
        shown = {"die": say(die_name(slot.colour, slot.value)), "god": _god(gods[slot.section]),
                 "state": say(DIE_STATES[slot.state])}
        if slot.ghost:
            taker = ctx.name_of(ctx.view["turn"]["player"])
            return _("{name} took the {die} from {god} ({state}) this turn.", name=taker, **shown)
        resource = ctx.catalog.board.colour_resource.get(slot.colour)
        light = str(LIGHTING_WORDS[ctx.view["wheel"]["lighting"][slot.section]])
        if resource:
            text = _("{Die} in {god}: {state} here ({light}). Produces {resource}.", Die=_capital(shown["die"]),
                     light=light.lower(), resource=say(resource_name(resource)), **shown)
        else:
            text = _("{Die} in {god}: {state} here ({light}). Gray dice cannot produce.", Die=_capital(shown["die"]),
                     light=light.lower(), **shown)
        why = self._why_not(ctx, slot, takeable)
        actions = takeable.get(slot.die)
        obstacle = self._action_obstacle(ctx, slot.die, actions) if actions else None
        if obstacle:
            why = _capital(self._production_only(ctx, gods[slot.section], slot.colour, obstacle)) + "."
        return f"{text} {why}" if why else text

    def _why_not(self, ctx: "BoardContext", slot: _Slot, takeable: dict[int, list[Action]]) -> str:
        """Why this die cannot be taken now ("" when it can, or when nobody takes dice now)."""
        decision = ctx.decision
        if decision is None or slot.die in takeable:
            return ""
        if decision["player"] != ctx.viewer:
            if decision["kind"] == "take_die":
                return _("It is {name}'s turn to take a die.", name=ctx.name_of(decision["player"]))
            return ""
        if decision["kind"] != "take_die":
            return _("Dice are taken at the start of a turn.")
        if not filter_actions(ctx.legal, "take_die", die=slot.die):
            if slot.state == "forbidden":
                scribes = ctx.catalog.board.anubis_scribes
                players = ctx.view.get("players") or []
                have = players[ctx.viewer].get("scribes") if 0 <= ctx.viewer < len(players) else None
                if have is None:
                    return ngettext("Forbidden dice can only be taken with Anubis ({n} scribe).",
                                    "Forbidden dice can only be taken with Anubis ({n} scribes).", scribes)
                return ngettext("Forbidden dice can only be taken with Anubis ({n} scribe — you have {have}).",
                                "Forbidden dice can only be taken with Anubis ({n} scribes — you have {have}).",
                                scribes, have=have)
            return _("It cannot be taken now.")
        return _("Not among the current choices.")

    def _section_hint(self, ctx: "BoardContext", section: int) -> str:
        view = ctx.view
        god = view["wheel"]["gods"][section]
        light = view["wheel"]["lighting"][section]
        states = ctx.catalog.board.die_state
        by_state: dict[str, list[str]] = {}
        for colour, table in states.items():
            by_state.setdefault(table[light], []).append(say(COLOURS[colour]))
        sorting = "; ".join(_("{colours} {state}", colours=", ".join(by_state[s]), state=say(DIE_STATES[s]))
                            for s in STATE_ORDER if by_state.get(s))
        text = _("{god} — {light}. God action: {action}. Dice here: {dice}.", god=_god(god),
                 light=str(LIGHTING_WORDS[light]), action=str(GOD_ACTIONS[god]), dice=sorting)
        if view["wheel"]["arrow"] == section:
            text += " " + _("The wheel's arrow points here.")
        return text

    @staticmethod
    def _marker_hint(view: dict[str, Any], hourglasses: int, god: str) -> str:
        markers = view["board"]["scoring_markers"]
        first = min(int(h) for h in markers)
        if hourglasses == first:
            return ngettext("Scoring marker ({n} hourglass) at {god}: the next scoring happens at the Maat phase "
                            "when the wheel's arrow points here.",
                            "Scoring marker ({n} hourglasses) at {god}: the next scoring happens at the Maat phase "
                            "when the wheel's arrow points here.", hourglasses, god=_god(god))
        return ngettext("Scoring marker ({n} hourglass) at {god}: it counts only after the lower-numbered marker "
                        "has been scored.",
                        "Scoring marker ({n} hourglasses) at {god}: it counts only after the lower-numbered marker "
                        "has been scored.", hourglasses, god=_god(god))

    @staticmethod
    def _wheel_hint(view: dict[str, Any]) -> str:
        gods = view["wheel"]["gods"]
        return _("The Obelisk wheel turns one section clockwise every 2 rounds, changing the light — and so which "
                 "dice are pure, tainted or forbidden — in every section. Its arrow points at {god}.",
                 god=_god(gods[view["wheel"]["arrow"]]))
