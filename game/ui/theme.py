"""The client's visual theme: palette, UI scale, fonts and the die drawing.

Everything here is drawn in code or loaded from ``assets/fonts/`` (SIL OFL 1.1); there are no
image files. The fonts are Noto Sans and Noto Serif Display with the Hangul of Noto Sans/Serif
CJK KR merged in (``tools/build_fonts.py``, docs/fonts.md), so every role writes English,
Hungarian, Polish and Korean, and a player's name in any of them, whatever the client's
language; the Latin glyphs are Noto's own, unchanged. A font is loaded at its first use
(:func:`load_font`), never at import.

The layout is designed for a 1920×1080 window; :class:`Theme` turns a design size in pixels
into a window size in pixels (``theme.px(24)``), stays readable at 1366×768 and crisp at
2560×1440.

Colour-blind safety: the five die colours have well separated lightness (they differ in a
grayscale picture too) and each die carries its colour's letter (W, K, Y, B, G); the four
player colours are the Okabe–Ito set, which stays apart under protanopia, deuteranopia and
tritanopia, and each player colour also has a shape (:data:`PLAYER_SHAPES`). Die states are
told apart by the badge's shape and symbol, not only its colour.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from pathlib import Path

import pygame

from game.core.resources import shipped

Colour = tuple[int, int, int]
ColourA = tuple[int, int, int, int]

# --------------------------------------------------------------------------- palette

PAPYRUS = (240, 228, 196)          # panels, cards, the main background
PAPYRUS_LIGHT = (250, 244, 226)    # raised panels, tooltips
PAPYRUS_DARK = (214, 196, 152)     # panel borders, pressed buttons
SAND = (224, 199, 148)             # the table behind the board
SAND_DARK = (189, 156, 103)        # sand shadows, separators
LAPIS = (30, 70, 138)              # primary accent: headers, selected items
LAPIS_DARK = (17, 40, 86)
LAPIS_LIGHT = (80, 124, 196)
TURQUOISE = (38, 160, 152)         # "legal / available" highlights
TURQUOISE_DARK = (20, 110, 104)
TURQUOISE_LIGHT = (120, 208, 198)
CARNELIAN = (178, 56, 36)          # warnings, forbidden, errors
CARNELIAN_DARK = (120, 34, 22)
CARNELIAN_LIGHT = (222, 120, 96)
GOLD = (212, 164, 46)              # gold resource, victory points, focus rings
GOLD_LIGHT = (242, 208, 112)
GOLD_DARK = (146, 106, 22)
INK = (36, 29, 24)                 # body text
INK_SOFT = (96, 82, 66)            # secondary text, disabled labels
IVORY = (252, 248, 236)            # text on dark backgrounds
SHADOW: ColourA = (28, 18, 8, 90)  # drop shadows (blit with alpha)

# Roles, so widgets say what a colour is for rather than which colour it is.
BACKGROUND = SAND
PANEL = PAPYRUS
PANEL_RAISED = PAPYRUS_LIGHT
PANEL_BORDER = SAND_DARK
TEXT = INK
TEXT_MUTED = INK_SOFT
TEXT_ON_DARK = IVORY
ACCENT = LAPIS
HIGHLIGHT_LEGAL = TURQUOISE
HIGHLIGHT_FOCUS = GOLD
ERROR = CARNELIAN

# --------------------------------------------------------------------------- players

# The Okabe–Ito colours (Okabe & Ito, "Color Universal Design", 2002): distinguishable with
# every common colour-vision deficiency. Each also has a shape for its markers.
PLAYER_BLUE = (0, 114, 178)
PLAYER_ORANGE = (230, 159, 0)
PLAYER_GREEN = (0, 158, 115)
PLAYER_PINK = (204, 121, 167)
PLAYER_COLOURS: dict[str, Colour] = {
    "blue": PLAYER_BLUE,
    "orange": PLAYER_ORANGE,
    "green": PLAYER_GREEN,
    "pink": PLAYER_PINK,
}
PLAYER_COLOUR_NAMES: tuple[str, ...] = tuple(PLAYER_COLOURS)
PLAYER_SHAPES: dict[str, str] = {
    "blue": "circle",
    "orange": "triangle",
    "green": "square",
    "pink": "diamond",
}

# --------------------------------------------------------------------------- colour mixing


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """``a`` moved a fraction ``t`` of the way to ``b`` (0 gives ``a``, 1 gives ``b``).

    Only the red, green and blue channels are mixed, so an RGBA tint such as
    :data:`SUNNY_TINT` can be mixed into a solid colour; the result is always RGB.
    """
    return tuple(max(0, min(255, round(x + (y - x) * t))) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def lighten(c: Sequence[int], t: float) -> Colour:
    """``c`` moved a fraction ``t`` of the way to white."""
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> Colour:
    """``c`` moved a fraction ``t`` of the way to black."""
    return mix(c, (0, 0, 0), t)


# --------------------------------------------------------------------------- fonts

DESIGN_SIZE = (1920, 1080)
MIN_SCALE = 0.5
#: No text is drawn smaller than this, whatever the scale: at 1366×768 (scale 0.71) every design
#: size up to 16 would fall below it, so small labels keep this size and their boxes, which are
#: measured with the real fonts, make room.
MIN_FONT_PX = 12

#: One face per role, each covering every language (one font per string is all SDL_ttf draws).
#: Titles keep Noto Serif Display's Latin; their Hangul is Noto Serif CJK KR Bold (Myeongjo),
#: the serif counterpart, so a Korean title or a Korean name in a title stays a serif title.
FONT_FILES: dict[str, str] = {
    "body": "AnkhSans-Regular.ttf",
    "bold": "AnkhSans-Bold.ttf",
    "title": "AnkhSerifDisplay-Bold.ttf",
}
# Named design sizes (pixels at 1920×1080); font() also takes a plain number.
FONT_SIZES: dict[str, int] = {"small": 16, "body": 20, "large": 26, "heading": 34, "title": 60}


def assets_dir() -> Path:
    """The shipped ``assets`` folder (see ``game.core.resources``)."""
    return shipped("assets")


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def font_path(role: str) -> Path:
    try:
        return fonts_dir() / FONT_FILES[role]
    except KeyError:
        raise ValueError(f"unknown font role {role!r}; expected one of {sorted(FONT_FILES)}") from None


_FONT_CACHE: dict[tuple[str, int], pygame.font.Font] = {}


def load_font(role: str, px: int) -> pygame.font.Font:
    """The font for ``role`` at ``px`` pixels, loaded once and then cached."""
    key = (role, int(px))
    cached = _FONT_CACHE.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(role)
    if path.is_file():
        font = pygame.font.Font(str(path), key[1])
    else:  # a broken install: stay usable, but say so
        warnings.warn(f"font file {path} is missing; using pygame's default font", RuntimeWarning,
                      stacklevel=2)
        font = pygame.font.Font(None, key[1])
    _FONT_CACHE[key] = font
    return font


def clear_caches() -> None:
    """Forget cached fonts (e.g. after pygame.quit())."""
    _FONT_CACHE.clear()


def scale_for(width: int, height: int) -> float:
    """UI scale for a window: 1.0 at 1920×1080, never below :data:`MIN_SCALE`."""
    return max(MIN_SCALE, min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1]))


class Theme:
    """The UI scale for the current window size, and the fonts at that scale."""

    def __init__(self, size: tuple[int, int] = DESIGN_SIZE) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.scale = scale_for(*self.size)

    def resize(self, size: tuple[int, int]) -> bool:
        """Adopt a new window size; True when the scale changed."""
        old = self.scale
        self.size = (int(size[0]), int(size[1]))
        self.scale = scale_for(*self.size)
        return self.scale != old

    def px(self, design_px: float) -> int:
        """A length in design pixels (at 1920×1080) as window pixels, at least 1 when non-zero."""
        if design_px == 0:
            return 0
        value = round(design_px * self.scale)
        return value if value != 0 else (1 if design_px > 0 else -1)

    def font_px(self, size: int | str) -> int:
        design = FONT_SIZES[size] if isinstance(size, str) else size
        return max(MIN_FONT_PX, round(design * self.scale))

    def font(self, role: str = "body", size: int | str = "body") -> pygame.font.Font:
        """``role`` is "body", "bold" or "title"; ``size`` design pixels or a FONT_SIZES name."""
        if role not in FONT_FILES:
            raise ValueError(f"unknown font role {role!r}; expected one of {sorted(FONT_FILES)}")
        return load_font(role, self.font_px(size))

    def render(self, text: str, role: str = "body", size: int | str = "body",
               colour: Colour = TEXT) -> pygame.Surface:
        """``text`` drawn in the font of ``role`` and ``size``: the kept rendering
        (:func:`game.ui.text.rendered`), shared by every caller, so blit it, never draw on it."""
        from game.ui.text import rendered  # text measures and draws with this module's fonts

        return rendered(self.font(role, size), text, colour)


def draw_player_marker(surface: pygame.Surface, center: tuple[int, int], radius: int,
                       player_colour: str) -> None:
    """A player's marker: their colour in their shape, with a dark outline."""
    colour = PLAYER_COLOURS[player_colour]
    shape = PLAYER_SHAPES[player_colour]
    cx, cy = center
    r = max(2, int(radius))
    outline = max(1, r // 6)
    if shape == "circle":
        pygame.draw.circle(surface, INK, center, r)
        pygame.draw.circle(surface, colour, center, r - outline)
        return
    if shape == "square":
        outer = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        outer.center = center
        pygame.draw.rect(surface, INK, outer, border_radius=max(1, r // 5))
        pygame.draw.rect(surface, colour, outer.inflate(-2 * outline, -2 * outline),
                         border_radius=max(1, r // 6))
        return
    if shape == "triangle":
        def pts(rr: float) -> list[tuple[float, float]]:
            return [(cx + rr * math.cos(math.radians(a)), cy + rr * 0.15 + rr * math.sin(math.radians(a)))
                    for a in (-90, 30, 150)]
        pygame.draw.polygon(surface, INK, pts(r * 1.1))
        pygame.draw.polygon(surface, colour, pts(r * 1.1 - outline * 2))
        return
    # diamond
    def dpts(rr: float) -> list[tuple[float, float]]:
        return [(cx, cy - rr), (cx + rr, cy), (cx, cy + rr), (cx - rr, cy)]
    pygame.draw.polygon(surface, INK, dpts(r * 1.05))
    pygame.draw.polygon(surface, colour, dpts(r * 1.05 - outline * 1.5))
