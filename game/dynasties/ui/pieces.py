"""The pieces of "Dynasties", drawn in code: the caste cards, the card backs, the Afterlife cards,
the four-sided dice, deben coins and bread tokens.

Each caste has a colour and a symbol of its own (the Pharaoh's nemes headdress, the Scribe's
scroll, the Noble's fan, the Priest's ankh, the Artisan's vase, the Soldier's shield and spear,
the Baker's loaf, the Merchant's scales, the Farmer's wheat), so a card is told by its symbol
without colour vision too; the colours also differ in lightness. A caste card shows, like the
printed ones, its three numbers down its left edge: Caste VP on a gold disc, Majority VP on a
lapis pyramid, Bread VP on a loaf.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame
import pygame.gfxdraw

from game.dynasties.rules.catalog import CASTES, Catalog
from game.dynasties.ui.words import card_name, card_text, caste_name
from game.i18n import current_language
from game.ui import theme as th
from game.ui.kept_pictures import KeptPictures
from game.ui.text import fit_text, wrap_whole_words

Point = tuple[float, float]

#: Each caste's colour, from the top of the ladder to the bottom.
CASTE_COLOURS: dict[str, th.Colour] = {
    "pharaoh": (222, 168, 34),    # gold
    "scribe": (38, 78, 160),      # lapis
    "noble": (124, 66, 150),      # purple
    "priest": (52, 48, 58),       # the black of Anubis
    "artisan": (28, 156, 156),    # turquoise
    "soldier": (182, 46, 34),     # carnelian
    "baker": (226, 122, 40),      # ochre
    "merchant": (198, 96, 142),   # rose
    "farmer": (96, 148, 54),      # the green of the fields
}
DEBEN = (232, 128, 30)            # the orange 1-deben disc
DEBEN_DARK = (150, 74, 10)
BREAD = (196, 132, 64)
BREAD_DARK = (112, 66, 24)
BREAD_LIGHT = (240, 200, 140)
AFTERLIFE = (22, 34, 72)          # the night of the Duat
CARD_RATIO = 0.7                  # a card's width to its height


def luminance(colour: Sequence[int]) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def ink_on(colour: Sequence[int]) -> th.Colour:
    """Ink or ivory, whichever reads on ``colour``."""
    return th.INK if luminance(colour) > 150 else th.IVORY


def card_size(width: float, height: float) -> tuple[int, int]:
    """The largest card of :data:`CARD_RATIO` inside ``width`` × ``height``."""
    w = min(width, height * CARD_RATIO)
    return max(1, int(w)), max(1, int(w / CARD_RATIO))


# ------------------------------------------------------------------------------ primitives
def _poly(surface: pygame.Surface, colour: Sequence[int], points: Sequence[Point]) -> None:
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, colour)


def _disc(surface: pygame.Surface, colour: Sequence[int], center: Point, radius: float) -> None:
    x, y, r = round(center[0]), round(center[1]), max(1, round(radius))
    pygame.gfxdraw.filled_circle(surface, x, y, r, colour)
    pygame.gfxdraw.aacircle(surface, x, y, r, colour)


def _ellipse(surface: pygame.Surface, colour: Sequence[int], rect: pygame.Rect) -> None:
    if rect.w < 2 or rect.h < 2:
        return
    pygame.gfxdraw.filled_ellipse(surface, rect.centerx, rect.centery, rect.w // 2, rect.h // 2, colour)
    pygame.gfxdraw.aaellipse(surface, rect.centerx, rect.centery, rect.w // 2, rect.h // 2, colour)


def _line(surface: pygame.Surface, colour: Sequence[int], a: Point, b: Point, width: float) -> None:
    """A thick line with round ends."""
    w = max(1.0, width)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * w / 2, dx / length * w / 2
    _poly(surface, colour, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
                            (a[0] - nx, a[1] - ny)])
    if w >= 3:
        _disc(surface, colour, a, w / 2)
        _disc(surface, colour, b, w / 2)


# ------------------------------------------------------------------------------ the castes' symbols
def draw_symbol(surface: pygame.Surface, caste: str, rect: pygame.Rect, colour: Sequence[int],
                light: Sequence[int] = th.PAPYRUS_LIGHT) -> None:
    """The symbol of ``caste`` filling the square in the middle of ``rect``, in ``colour``
    (``light`` for its inner details)."""
    s = min(rect.w, rect.h)
    if s < 4:
        return
    ox, oy = rect.centerx - s / 2, rect.centery - s / 2

    def p(x: float, y: float) -> Point:
        return ox + x * s, oy + y * s

    stroke = max(1.0, s * 0.07)
    if caste == "pharaoh":   # the nemes headdress around the face, the false beard, the uraeus at the brow
        _poly(surface, colour, [p(0.5, 0.04), p(0.72, 0.09), p(0.82, 0.3), p(0.94, 0.94), p(0.68, 0.94),
                                p(0.66, 0.72), p(0.34, 0.72), p(0.32, 0.94), p(0.06, 0.94), p(0.18, 0.3), p(0.28, 0.09)])
        _poly(surface, light, [p(0.33, 0.28), p(0.67, 0.28), p(0.66, 0.52), p(0.58, 0.66), p(0.42, 0.66),
                               p(0.34, 0.52)])
        _poly(surface, colour, [p(0.45, 0.66), p(0.55, 0.66), p(0.54, 0.86), p(0.46, 0.86)])
        for k in range(3):   # the stripes of the lappets
            y = 0.5 + k * 0.14
            _line(surface, light, p(0.13 - k * 0.025, y), p(0.29, y), max(1.0, s * 0.045))
            _line(surface, light, p(0.87 + k * 0.025, y), p(0.71, y), max(1.0, s * 0.045))
        _line(surface, light, p(0.3, 0.2), p(0.7, 0.2), max(1.0, s * 0.04))
        _disc(surface, colour, p(0.5, 0.3), s * 0.055)
    elif caste == "scribe":   # a papyrus scroll
        body = pygame.Rect(*map(round, p(0.26, 0.2)), round(s * 0.48), round(s * 0.6))
        pygame.draw.rect(surface, light, body)
        pygame.draw.rect(surface, colour, body, max(1, round(stroke * 0.6)))
        for y in (0.2, 0.8):
            _line(surface, colour, p(0.18, y), p(0.82, y), s * 0.12)
        for k in range(4):
            y = 0.33 + k * 0.1
            _line(surface, colour, p(0.34, y), p(0.66 - (k % 2) * 0.1, y), max(1.0, s * 0.035))
    elif caste == "noble":   # a feather fan on its handle
        _line(surface, colour, p(0.5, 0.5), p(0.5, 0.94), s * 0.09)
        cx, cy, r = ox + 0.5 * s, oy + 0.5 * s, 0.4 * s
        fan = [(cx + r * math.cos(math.radians(a)), cy - r * math.sin(math.radians(a))) for a in range(10, 171, 8)]
        _poly(surface, colour, [(cx, cy), *fan])
        for a in range(30, 160, 25):   # the ribs
            _line(surface, light, (cx, cy), (cx + r * 0.85 * math.cos(math.radians(a)),
                                             cy - r * 0.85 * math.sin(math.radians(a))), max(1.0, s * 0.03))
        _disc(surface, colour, (cx, cy), s * 0.07)
    elif caste == "priest":   # the ankh
        loop = pygame.Rect(0, 0, round(s * 0.36), round(s * 0.42))
        loop.center = tuple(map(round, p(0.5, 0.27)))
        _ellipse(surface, colour, loop)
        _ellipse(surface, light, loop.inflate(-round(s * 0.16), -round(s * 0.17)))
        _poly(surface, colour, [p(0.16, 0.46), p(0.84, 0.46), p(0.84, 0.58), p(0.16, 0.58)])
        _poly(surface, colour, [p(0.43, 0.46), p(0.57, 0.46), p(0.62, 0.94), p(0.38, 0.94)])
    elif caste == "artisan":   # an amphora
        _poly(surface, colour, [p(0.4, 0.08), p(0.6, 0.08), p(0.57, 0.26), p(0.74, 0.36), p(0.78, 0.52),
                                p(0.68, 0.76), p(0.58, 0.9), p(0.42, 0.9), p(0.32, 0.76), p(0.22, 0.52),
                                p(0.26, 0.36), p(0.43, 0.26)])
        for side in (-1, 1):   # the handles
            _line(surface, colour, p(0.5 + side * 0.08, 0.2), p(0.5 + side * 0.3, 0.24), s * 0.06)
            _line(surface, colour, p(0.5 + side * 0.3, 0.24), p(0.5 + side * 0.26, 0.4), s * 0.06)
        _line(surface, light, p(0.3, 0.52), p(0.7, 0.52), max(1.0, s * 0.04))
        _line(surface, light, p(0.34, 0.62), p(0.66, 0.62), max(1.0, s * 0.04))
    elif caste == "soldier":   # a shield before a spear
        _line(surface, colour, p(0.14, 0.94), p(0.8, 0.14), s * 0.06)
        _poly(surface, colour, [p(0.86, 0.04), p(0.9, 0.2), p(0.72, 0.12)])
        _poly(surface, colour, [p(0.22, 0.18), p(0.66, 0.18), p(0.66, 0.58), p(0.44, 0.9), p(0.22, 0.58)])
        _poly(surface, light, [p(0.3, 0.26), p(0.58, 0.26), p(0.58, 0.56), p(0.44, 0.78), p(0.3, 0.56)])
        _line(surface, colour, p(0.44, 0.3), p(0.44, 0.72), s * 0.06)
        _line(surface, colour, p(0.33, 0.42), p(0.55, 0.42), s * 0.06)
    elif caste == "baker":   # a loaf
        draw_loaf(surface, pygame.Rect(*map(round, p(0.08, 0.26)), round(s * 0.84), round(s * 0.56)), colour, light)
    elif caste == "merchant":   # the scales
        _line(surface, colour, p(0.5, 0.16), p(0.5, 0.86), s * 0.08)
        _poly(surface, colour, [p(0.3, 0.86), p(0.7, 0.86), p(0.74, 0.94), p(0.26, 0.94)])
        _line(surface, colour, p(0.12, 0.24), p(0.88, 0.24), s * 0.06)
        _disc(surface, colour, p(0.5, 0.14), s * 0.06)
        for cx in (0.2, 0.8):
            _line(surface, colour, p(cx, 0.24), p(cx - 0.12, 0.56), max(1.0, s * 0.025))
            _line(surface, colour, p(cx, 0.24), p(cx + 0.12, 0.56), max(1.0, s * 0.025))
            bowl = [(ox + (cx - 0.16 + 0.32 * k / 8) * s, oy + (0.56 + 0.1 * math.sin(math.pi * k / 8)) * s)
                    for k in range(9)]
            _poly(surface, colour, bowl)
    elif caste == "farmer":   # an ear of wheat
        _line(surface, colour, p(0.5, 0.95), p(0.5, 0.3), s * 0.05)
        for k in range(4):
            y = 0.62 - k * 0.13
            for side in (-1, 1):
                grain = [p(0.5, y + 0.02), p(0.5 + side * 0.1, y - 0.02), p(0.5 + side * 0.2, y - 0.11),
                         p(0.5 + side * 0.09, y - 0.09)]
                _poly(surface, colour, grain)
        _poly(surface, colour, [p(0.5, 0.05), p(0.56, 0.16), p(0.5, 0.26), p(0.44, 0.16)])
        _line(surface, colour, p(0.5, 0.8), p(0.72, 0.7), s * 0.04)


def draw_loaf(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int] = BREAD,
              light: Sequence[int] = BREAD_LIGHT) -> None:
    """A loaf of bread (the bread token, and the Baker's symbol) filling ``rect``."""
    if rect.w < 3 or rect.h < 3:
        return
    dome = [(rect.x + rect.w * (0.5 - 0.5 * math.cos(math.pi * k / 12)),
             rect.bottom - rect.h * 0.3 - rect.h * 0.7 * math.sin(math.pi * k / 12)) for k in range(13)]
    _poly(surface, colour, [*dome, (rect.right, rect.bottom - rect.h * 0.12), (rect.right - rect.w * 0.06, rect.bottom),
                            (rect.x + rect.w * 0.06, rect.bottom), (rect.x, rect.bottom - rect.h * 0.12)])
    for k in range(3):   # the slashes of the crust
        x = rect.x + rect.w * (0.3 + 0.2 * k)
        _line(surface, light, (x - rect.w * 0.06, rect.y + rect.h * 0.5), (x + rect.w * 0.06, rect.y + rect.h * 0.2),
              max(1.0, rect.h * 0.09))


def draw_bread_token(surface: pygame.Surface, center: Point, radius: float) -> None:
    """A bread token: a loaf on a pale disc (it reads on any card)."""
    _disc(surface, BREAD_DARK, center, radius)
    _disc(surface, th.PAPYRUS_LIGHT, center, radius * 0.86)
    loaf = pygame.Rect(0, 0, round(radius * 1.4), round(radius * 0.95))
    loaf.center = (round(center[0]), round(center[1] + radius * 0.05))
    draw_loaf(surface, loaf)


def draw_coin(surface: pygame.Surface, center: Point, radius: float) -> None:
    """A deben disc."""
    _disc(surface, DEBEN_DARK, center, radius)
    _disc(surface, DEBEN, center, radius * 0.82)
    _disc(surface, th.lighten(DEBEN, 0.35), (center[0] - radius * 0.22, center[1] - radius * 0.22), radius * 0.3)


# ------------------------------------------------------------------------------ the three numbers
def draw_badge(surface: pygame.Surface, kind: str, center: Point, size: float, value: int | None,
               theme: th.Theme) -> None:
    """One of a card's numbers: ``kind`` "caste" (a gold disc), "majority" (a lapis pyramid) or
    "bread" (a loaf); ``value`` None: the sign alone."""
    cx, cy = center
    r = size / 2
    if kind == "caste":
        _disc(surface, th.GOLD_DARK, center, r)
        _disc(surface, th.GOLD, center, r * 0.84)
        colour = th.INK
    elif kind == "majority":
        _poly(surface, th.LAPIS_DARK, [(cx, cy - r * 1.05), (cx + r * 1.1, cy + r * 0.8), (cx - r * 1.1, cy + r * 0.8)])
        _poly(surface, th.LAPIS, [(cx, cy - r * 0.75), (cx + r * 0.82, cy + r * 0.62), (cx - r * 0.82, cy + r * 0.62)])
        colour, cy = th.IVORY, cy + r * 0.2
    else:   # a loaf without its slashes, so that the number reads
        draw_loaf(surface, pygame.Rect(round(cx - r * 1.15), round(cy - r * 0.85), round(r * 2.3), round(r * 1.7)),
                  BREAD_DARK, BREAD_DARK)
        colour, cy = th.IVORY, cy + r * 0.1
    if value is None:
        return
    font = th.load_font("bold", max(8, round(size * 0.72)))
    image = font.render(str(value), True, colour)
    surface.blit(image, image.get_rect(center=(round(cx), round(cy))))


# ------------------------------------------------------------------------------ cards
#: Pieces drawn already, by what they show (a table shows dozens of cards in every frame).
_DRAWN = KeptPictures(600)
_SEE_THROUGH = (255, 0, 255)


def _blit_cached(surface: pygame.Surface, rect: pygame.Rect, key: tuple, paint: Callable[[pygame.Surface], None]
                 ) -> None:
    """Blit the piece ``key`` at ``rect`` (with room for its shadow), painting it once by ``paint``
    on a transparent surface of the rect's size."""
    def made() -> pygame.Surface:
        # an opaque surface with a see-through colour around the piece: its smoothed edges are blended
        # with the piece's own colours, as they would be painted directly on the table
        image = pygame.Surface((rect.w + max(1, rect.w // 40), rect.h + max(1, rect.w // 30)))
        image.fill(_SEE_THROUGH)
        image.set_colorkey(_SEE_THROUGH)
        paint(image)
        return image

    surface.blit(_DRAWN.get(key, made), rect.topleft)


def draw_caste_card(surface: pygame.Surface, rect: pygame.Rect, caste: str, catalog: Catalog, theme: th.Theme, *,
                    bread: bool = False, faded: bool = False, hidden_mark: bool = False) -> None:
    """A caste card face up: the caste's band and name, its symbol on a medallion, its three
    numbers (when the card is large enough), a bread token when it carries one. ``faded``: a
    card shown but not in play (a preview); ``hidden_mark``: face down under a Scribe (its owner
    sees it)."""
    if rect.w < 6 or rect.h < 8:
        return
    key = ("card", caste, rect.w, rect.h, bread, faded, hidden_mark, id(catalog), current_language())
    _blit_cached(surface, rect, key, lambda image: _paint_caste_card(
        image, pygame.Rect(0, 0, rect.w, rect.h), caste, catalog, theme, bread, faded, hidden_mark))


def name_band_height(card_h: int) -> int:
    """The height of the coloured band with a caste card's name at its top."""
    return max(3, round(card_h * 0.22))


#: How far a caste card's name may be squeezed (its drawn width to its font's) at the smallest
#: legible size before it is cut: Polish "Rzemieślnik" needs 0.84 to 0.93 on the table at 1366×768.
MOST_SQUEEZED = 0.8
#: ... and beside a bread token, which would otherwise hide its first letters (Polish
#: "Rzemieślnik" needs about 0.55 there on the smallest cards of the table).
BESIDE_BREAD_SQUEEZED = 0.55


def title_room(card_w: int) -> int:
    """How wide a caste card's name may be on a card ``card_w`` pixels wide."""
    return card_w - round(card_w * 0.1)


def title_font(name: str, card_w: int, card_h: int, room: int | None = None) -> pygame.font.Font:
    """The bold font of a caste card's name: the size the card's band calls for, or a pixel at a
    time smaller down to the smallest legible size where a long name needs it (Kereskedő,
    Rzemieślnik); only at that size is a name squeezed or cut (:func:`title_image`). This is
    ``game.ui.text.fitting_font``'s rule counted in the card's own pixels (a card is painted at its
    size on the screen, not at a design size of the theme); a card too small for the legible size
    keeps the size of its band."""
    px = max(th.MIN_FONT_PX - 2, min(round(name_band_height(card_h) * 0.62), round(card_w * 0.17)))
    for size in range(px, min(px, th.MIN_FONT_PX) - 1, -1):
        font = th.load_font("bold", size)
        if font.size(name)[0] <= (title_room(card_w) if room is None else room):
            break
    return font


def title_image(name: str, card_w: int, card_h: int, colour: Sequence[int], room: int | None = None,
                squeezed: float = MOST_SQUEEZED) -> pygame.Surface:
    """A caste card's name as it is drawn: in :func:`title_font`; a name still too wide at the
    smallest size is squeezed to the room (down to ``squeezed``), only a longer one is cut with
    "…". ``room``: less than :func:`title_room` (a bread token beside the name)."""
    room = title_room(card_w) if room is None else room
    font = title_font(name, card_w, card_h, room)
    if font.size(name)[0] * squeezed > room:
        name = fit_text(name, font, room)
    image = font.render(name, True, colour)
    if image.get_width() > room:
        image = pygame.transform.smoothscale(image, (room, image.get_height()))
    return image


def _paint_caste_card(surface: pygame.Surface, rect: pygame.Rect, caste: str, catalog: Catalog, theme: th.Theme,
                      bread: bool, faded: bool, hidden_mark: bool) -> None:
    colour = CASTE_COLOURS[caste]
    w, h = rect.w, rect.h
    radius = max(2, round(w * 0.08))
    pygame.draw.rect(surface, th.SAND_DARK, rect.move(max(1, w // 40), max(1, w // 30)), border_radius=radius)
    pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, w, name_band_height(h))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(surface, th.darken(colour, 0.35), rect, max(1, round(w * 0.025)), border_radius=radius)
    # a bread token sits in the name's band, at its left (a cascade of cards leaves the bands in
    # sight), and the name takes the rest of the band
    token_r = max(4.0, band.h * 0.42) if bread else 0.0
    token_x = rect.x + max(2, round(w * 0.04)) + token_r
    if w >= 58:
        name = caste_name(catalog, caste)
        beside = round(token_x + token_r) - rect.x if bread else 0
        room = title_room(w) - beside
        if beside and title_font(name, w, h, room).size(name)[0] * BESIDE_BREAD_SQUEEZED > room:
            beside = 0   # a name too long to sit beside the token keeps the whole band, under the token's edge
        image = title_image(name, w, h, ink_on(colour), title_room(w) - beside,
                            BESIDE_BREAD_SQUEEZED if beside else MOST_SQUEEZED)
        surface.blit(image, image.get_rect(center=((rect.x + beside + rect.right) // 2, band.centery)))
    numbers = h >= 96
    medallion_x = rect.x + (w * 0.58 if numbers else w * 0.5)
    medallion_y = band.bottom + (rect.bottom - band.bottom) * 0.5
    r = min(w * (0.3 if numbers else 0.4), (rect.bottom - band.bottom) * 0.42)
    _disc(surface, th.darken(colour, 0.25), (medallion_x, medallion_y), r)
    _disc(surface, th.mix(colour, th.IVORY, 0.78), (medallion_x, medallion_y), r * 0.9)
    symbol = pygame.Rect(0, 0, round(r * 1.4), round(r * 1.4))
    symbol.center = (round(medallion_x), round(medallion_y))
    draw_symbol(surface, caste, symbol, th.darken(colour, 0.1) if luminance(colour) < 150 else th.darken(colour, 0.3),
                th.mix(colour, th.IVORY, 0.78))
    if numbers:
        entry = catalog.castes[caste]
        size = min(w * 0.2, h * 0.13)
        x = rect.x + w * 0.15
        top, bottom = band.bottom + size * 0.75, rect.bottom - size * 0.8
        for k, (kind, value) in enumerate((("caste", entry.caste_vp), ("majority", entry.majority_vp),
                                           ("bread", entry.bread_vp))):
            draw_badge(surface, kind, (x, top + (bottom - top) * k / 2), size, value, theme)
    if bread:
        draw_bread_token(surface, (token_x, band.centery), token_r)
    if hidden_mark:   # an eye crossed out: the others do not see it
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*th.INK, 70), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)
    if faded:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*th.PAPYRUS_LIGHT, 150), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, caste: str, theme: th.Theme) -> None:
    """An empty caste column: the caste's symbol faintly, where its cards will lie."""
    _blit_cached(surface, rect, ("slot", caste, rect.w, rect.h, theme.scale),
                 lambda image: _paint_slot(image, pygame.Rect(0, 0, rect.w, rect.h), caste, theme))


def _paint_slot(surface: pygame.Surface, rect: pygame.Rect, caste: str, theme: th.Theme) -> None:
    colour = CASTE_COLOURS[caste]
    radius = max(2, round(rect.w * 0.08))
    pygame.draw.rect(surface, th.mix(th.PAPYRUS, colour, 0.05), rect, border_radius=radius)
    pygame.draw.rect(surface, th.mix(th.PAPYRUS_DARK, colour, 0.25), rect, max(1, theme.px(2)), border_radius=radius)
    symbol = pygame.Rect(0, 0, round(rect.w * 0.5), round(rect.w * 0.5))
    symbol.center = rect.center
    draw_symbol(surface, caste, symbol, th.mix(th.PAPYRUS, colour, 0.32), th.mix(th.PAPYRUS, colour, 0.05))


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, afterlife: bool = False) -> None:
    """A card face down: a caste card's back shows the nine castes' colours; an Afterlife card's
    back the winged sun over the night."""
    if rect.w < 4 or rect.h < 4:
        return
    _blit_cached(surface, rect, ("back", afterlife, rect.w, rect.h),
                 lambda image: _paint_card_back(image, pygame.Rect(0, 0, rect.w, rect.h), afterlife))


def _paint_card_back(surface: pygame.Surface, rect: pygame.Rect, afterlife: bool) -> None:
    w = rect.w
    radius = max(2, round(w * 0.08))
    base = AFTERLIFE if afterlife else (112, 72, 40)
    pygame.draw.rect(surface, th.SAND_DARK, rect.move(max(1, w // 40), max(1, w // 30)), border_radius=radius)
    pygame.draw.rect(surface, base, rect, border_radius=radius)
    pygame.draw.rect(surface, th.GOLD, rect, max(1, round(w * 0.03)), border_radius=radius)
    inner = rect.inflate(-round(w * 0.2), -round(w * 0.2))
    if inner.w < 4 or inner.h < 4:
        return
    pygame.draw.rect(surface, th.GOLD_DARK, inner, max(1, round(w * 0.015)), border_radius=max(1, radius // 2))
    if afterlife:
        cx, cy = inner.centerx, inner.centery
        r = min(inner.w, inner.h) * 0.18
        for side in (-1, 1):   # the wings
            _poly(surface, th.GOLD, [(cx, cy), (cx + side * inner.w * 0.46, cy - r * 0.8),
                                     (cx + side * inner.w * 0.4, cy + r * 0.2)])
        _disc(surface, th.GOLD_LIGHT, (cx, cy), r)
        for k in range(5):   # stars
            sx = inner.x + inner.w * ((k * 37) % 100) / 100
            sy = inner.y + inner.h * ((k * 53 + 11) % 100) / 100
            if abs(sy - cy) > r * 1.5:
                _disc(surface, th.GOLD_LIGHT, (sx, sy), max(1.0, w * 0.018))
        return
    cell_w, cell_h = inner.w / 3, inner.h / 3
    for index, caste in enumerate(CASTES):
        cell = pygame.Rect(round(inner.x + (index % 3) * cell_w), round(inner.y + (index // 3) * cell_h),
                           round(cell_w), round(cell_h))
        _disc(surface, CASTE_COLOURS[caste], cell.center, min(cell.w, cell.h) * 0.3)


#: The most cards a pile shows, each a step up and to the right of the one under it.
PILE_DEPTH = 4


def pile_rise(theme: th.Theme) -> int:
    """How far above its place a full pile's top card reaches (what lies above must leave room)."""
    return (PILE_DEPTH - 1) * max(1, theme.px(3))


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, count: int, theme: th.Theme, afterlife: bool = False) -> None:
    """A face-down pile of ``count`` cards (an outline when it is empty)."""
    if count <= 0:
        pygame.draw.rect(surface, th.SAND_DARK, rect, max(1, theme.px(2)), border_radius=max(2, round(rect.w * 0.08)))
        return
    depth = min(PILE_DEPTH, (count + 4) // 5)
    step = max(1, theme.px(3))
    for k in range(depth - 1, -1, -1):
        draw_card_back(surface, rect.move(k * step, -k * step), theme, afterlife)


def draw_afterlife_card(surface: pygame.Surface, rect: pygame.Rect, card: str, catalog: Catalog,
                        theme: th.Theme) -> None:
    """An Afterlife card face up: its sign, its name and (when it has room) what it does."""
    if rect.w < 6 or rect.h < 8:
        return
    _blit_cached(surface, rect, ("afterlife", card, rect.w, rect.h, id(catalog), current_language()),
                 lambda image: _paint_afterlife_card(image, pygame.Rect(0, 0, rect.w, rect.h), card, catalog))


def _paint_afterlife_card(surface: pygame.Surface, rect: pygame.Rect, card: str, catalog: Catalog) -> None:
    w, h = rect.w, rect.h
    radius = max(2, round(w * 0.08))
    pygame.draw.rect(surface, th.SAND_DARK, rect.move(max(1, w // 40), max(1, w // 30)), border_radius=radius)
    pygame.draw.rect(surface, AFTERLIFE, rect, border_radius=radius)
    pygame.draw.rect(surface, th.GOLD, rect, max(1, round(w * 0.03)), border_radius=radius)
    draw_afterlife_sign(surface, card, catalog, _afterlife_sign_rect(rect))
    words = _AfterlifeWords.of(w, h, card, catalog)
    y = words.top
    for font, lines, colour in ((words.name_font, words.name, th.GOLD_LIGHT), (words.text_font, words.text, th.IVORY)):
        for line in lines:
            image = font.render(line, True, colour)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += font.get_linesize()


def afterlife_card_shows_text(size: tuple[int, int], card: str, catalog: Catalog) -> bool:
    """Whether an Afterlife card drawn at ``size`` has room for what it does under its name."""
    return bool(_AfterlifeWords.of(size[0], size[1], card, catalog).text)


def _afterlife_sign_rect(rect: pygame.Rect) -> pygame.Rect:
    sign = pygame.Rect(0, 0, round(rect.w * 0.42), round(rect.w * 0.42))
    sign.midtop = (rect.centerx, rect.y + round(rect.h * 0.06))
    return sign


class _AfterlifeWords:
    """The words on an Afterlife card of a size: its name, smaller if need be, and what it does
    when there is room for it (two lines or more) under the name."""

    def __init__(self, name_font: pygame.font.Font, name: list[str], text_font: pygame.font.Font,
                 text: list[str], top: int) -> None:
        self.name_font, self.name, self.text_font, self.text, self.top = name_font, name, text_font, text, top

    @staticmethod
    def of(w: int, h: int, card: str, catalog: Catalog) -> "_AfterlifeWords":
        top = _afterlife_sign_rect(pygame.Rect(0, 0, w, h)).bottom + round(h * 0.03)
        name, lines = card_name(catalog, card), None
        for px in range(max(th.MIN_FONT_PX - 2, round(w * 0.11)), th.MIN_FONT_PX - 3, -1):   # smaller if need be
            name_font = th.load_font("bold", px)
            room = max(1, min(3, (h - round(h * 0.03) - top) // name_font.get_linesize()))   # a small card's
            lines = wrap_whole_words(name, name_font, w - round(w * 0.12), room)                # height too
            if lines:
                break
        lines = lines or [fit_text(name, name_font, w - round(w * 0.12))]
        y = top + len(lines) * name_font.get_linesize()
        text: list[str] | None = None
        for px in range(max(th.MIN_FONT_PX - 2, round(w * 0.085)), th.MIN_FONT_PX - 3, -1):   # smaller if need be
            text_font = th.load_font("body", px)
            room = (h - round(h * 0.04) - y) // text_font.get_linesize()
            text = wrap_whole_words(card_text(catalog, card), text_font, w - round(w * 0.14), room) if room >= 2 else None
            if text:
                break
        return _AfterlifeWords(name_font, lines, text_font, text or [], top)


def draw_afterlife_sign(surface: pygame.Surface, card: str, catalog: Catalog, rect: pygame.Rect) -> None:
    """The sign of an Afterlife card: the Nile's waves for the seasons, the castes of a dynasty's
    set, Anubis's shield, Osiris's deben, Nephthys's bread, Khufu's pyramid."""
    kind = catalog.afterlife[card].effect.kind
    params = catalog.afterlife[card].effect.params
    s = min(rect.w, rect.h)
    if s < 4:
        return
    ox, oy = rect.centerx - s / 2, rect.centery - s / 2
    if kind == "double_majority":
        for k in range(3):
            y = oy + s * (0.3 + 0.2 * k)
            pts = [(ox + s * i / 12, y + s * 0.07 * math.sin(i * math.pi / 3 + k)) for i in range(13)]
            pygame.draw.lines(surface, th.TURQUOISE_LIGHT, False, pts, max(1, round(s * 0.07)))
    elif kind == "caste_sets":
        castes = params["castes"]
        size = s / len(castes)
        for k, caste in enumerate(castes):
            box = pygame.Rect(round(ox + k * size), round(oy + s * 0.5 - size / 2), round(size), round(size))
            _disc(surface, th.mix(CASTE_COLOURS[caste], th.IVORY, 0.75), box.center, size * 0.48)
            draw_symbol(surface, caste, box.inflate(-round(size * 0.3), -round(size * 0.3)), CASTE_COLOURS[caste])
    elif kind == "guarded_double":
        draw_symbol(surface, params["caste"], rect, th.GOLD_LIGHT, AFTERLIFE)
    elif kind == "deben_rate":
        draw_coin(surface, rect.center, s * 0.36)
    elif kind == "most_bread":
        draw_loaf(surface, rect.inflate(0, -round(s * 0.3)), th.GOLD_LIGHT, AFTERLIFE)
    else:
        _poly(surface, th.GOLD_LIGHT, [(ox + s * 0.5, oy + s * 0.1), (ox + s * 0.95, oy + s * 0.85),
                                       (ox + s * 0.05, oy + s * 0.85)])
        _poly(surface, th.GOLD_DARK, [(ox + s * 0.5, oy + s * 0.1), (ox + s * 0.95, oy + s * 0.85),
                                      (ox + s * 0.55, oy + s * 0.85)])


# ------------------------------------------------------------------------------ dice
def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, theme: th.Theme) -> None:
    """A four-sided die showing ``value``; 0: removed until the next round (a hollow outline)."""
    s = min(rect.w, rect.h)
    cx, top, bottom = rect.centerx, rect.centery - s * 0.46, rect.centery + s * 0.42
    half = s * 0.52
    points = [(cx, top), (cx + half, bottom), (cx - half, bottom)]
    if not value:
        pygame.draw.polygon(surface, th.mix(th.PAPYRUS, th.SAND_DARK, 0.4), [(round(x), round(y)) for x, y in points])
        pygame.draw.polygon(surface, th.SAND_DARK, [(round(x), round(y)) for x, y in points], max(1, theme.px(2)))
        image = th.load_font("bold", max(th.MIN_FONT_PX, round(s * 0.3))).render("–", True, th.INK_SOFT)
        surface.blit(image, image.get_rect(center=(round(cx), round(bottom - s * 0.26))))
        return
    shadow = [(x + s * 0.04, y + s * 0.05) for x, y in points]
    _poly(surface, th.SAND_DARK, shadow)
    _poly(surface, th.IVORY, points)
    _poly(surface, th.mix(th.IVORY, th.SAND, 0.5), [(cx, top), (cx + half, bottom), (cx, bottom - s * 0.2)])
    pygame.draw.aalines(surface, th.INK, True, [(round(x), round(y)) for x, y in points])
    pygame.draw.polygon(surface, th.INK, [(round(x), round(y)) for x, y in points], max(1, theme.px(2)))
    image = th.load_font("bold", max(th.MIN_FONT_PX, round(s * 0.42))).render(str(value), True, th.INK)
    surface.blit(image, image.get_rect(center=(round(cx), round(bottom - s * 0.26))))
