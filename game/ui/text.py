"""Text on the screen: measuring, fitting, wrapping and drawing it, and numbers in words.

Two ways of putting lines one under another live here. :func:`wrap_text` and
:func:`draw_text` space lines by the font's line height and break any text to fit a width
(a word wider than the width is cut). :func:`wrap_whole_words` and the ``ink_`` functions are
for short labels in tight boxes (card names on a player board): lines are spaced by the
height of their ink, and a word is never cut — a label that does not fit whole is not drawn.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.ui import theme as th

#: The minus sign of :func:`signed`: an en dash, as the fonts have no U+2212.
MINUS = "–"


def signed(n: int) -> str:
    """``n`` with its sign: "+3", "–2", "0"."""
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "0"


# --------------------------------------------------------------------------- drawing, kept

@functools.lru_cache(maxsize=4096)
def rendered(font: pygame.font.Font, text: str, colour: th.Colour) -> pygame.Surface:
    """``text`` drawn in ``font`` and ``colour``, made once and then shared by every frame that
    shows it (the top bar's buttons and the decision panel are drawn anew each frame): blit it,
    never draw on it."""
    return font.render(text, True, colour)


# --------------------------------------------------------------------------- fitting

@functools.lru_cache(maxsize=8192)
def text_width(font: pygame.font.Font, text: str) -> int:
    """How wide ``text`` is in ``font``, in pixels, measured once: the labels of a repainted
    board part (card names, buttons, chips) are mostly those measured before."""
    return font.size(text)[0]


@functools.lru_cache(maxsize=4096)
def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, shortened with an ellipsis until it fits in ``width`` pixels (no space or
    punctuation is left before the ellipsis)."""
    if font.size(text)[0] <= width:
        return text
    return text[:_fitting_prefix(text, font, width, "…")].rstrip(" ,.:;") + "…"


def _fitting_prefix(text: str, font: pygame.font.Font, width: int, suffix: str = "") -> int:
    """The length of the longest start of ``text`` that fits in ``width`` pixels followed by
    ``suffix`` (0 if none does). A binary search: a few measurements even for a text of
    thousands of characters, where cutting one character at a time took seconds. It measures
    the starts alone, in the room the suffix leaves, and then the one or two lengths around
    the answer with the suffix: a text with "…" is measured ten times slower than plain
    English (the renderer's path for other characters)."""
    room = width - (font.size(suffix)[0] if suffix else 0)
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle])[0] <= room:
            low = middle
        else:
            high = middle - 1
    if not suffix:
        return low
    while low > 0 and font.size(text[:low] + suffix)[0] > width:   # kerning beside the suffix
        low -= 1
    while low < len(text) and font.size(text[:low + 1] + suffix)[0] <= width:
        low += 1
    return low


def fitting_font(theme: th.Theme, text: str, width: int, *, size: int | str,
                 role: str = "body") -> pygame.font.Font | None:
    """The font of ``role`` at the design ``size``, or a pixel at a time smaller down to the
    smallest legible size (theme.MIN_FONT_PX), at which ``text`` is at most ``width`` pixels
    wide; None when it is wider even then (a translation longer than the English may need the
    smaller sizes)."""
    for px in range(theme.font_px(size), th.MIN_FONT_PX - 1, -1):
        font = th.load_font(role, px)
        if text_width(font, text) <= width:
            return font
    return None


def fitting_lines(theme: th.Theme, text: str, width: int, max_lines: int, *, size: int | str,
                  role: str = "body") -> tuple[pygame.font.Font, list[str]]:
    """``text`` wrapped to ``width`` pixels in at most ``max_lines`` lines, and the font: the
    design ``size``, or a smaller one when a long translation needs it; at the smallest size,
    the last line ends with "…" if even that is not enough."""
    for px in range(theme.font_px(size), th.MIN_FONT_PX - 1, -1):
        font = th.load_font(role, px)
        lines = wrap_text(text, font, width)
        if len(lines) <= max_lines:
            return font, lines
    return font, [*lines[:max_lines - 1], fit_text(" ".join(lines[max_lines - 1:]), font, width)]


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (explicit newlines kept); a
    word wider than a whole line is broken where it reaches the edge."""
    return list(_wrapped(text, font, width))


@functools.lru_cache(maxsize=4096)
def _wrapped(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    """:func:`wrap_text`'s lines, measured once for each text, font and width (a tooltip or a
    recap is wrapped again in every frame that shows it)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = word if not line else f"{line} {word}"
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            while len(word) > 1 and font.size(word)[0] > width:
                cut = max(1, _fitting_prefix(word, font, width))
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return tuple(lines)


def wrap_whole_words(text: str, font: pygame.font.Font, width: int, max_lines: int) -> list[str] | None:
    """``text`` wrapped at spaces into at most ``max_lines`` lines no wider than ``width``, or
    None when that is impossible without cutting a word."""
    lines: list[str] = []
    for word in text.split():
        if text_width(font, word) > width:
            return None
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(font, trial) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines if len(lines) <= max_lines else None


# --------------------------------------------------------------------------- lines spaced by their ink

def ink_metrics(font: pygame.font.Font) -> tuple[int, int]:
    """Where a line's ink starts below the top of its rendered image, and how tall it is (from
    the top of an "l" to the bottom of a "g"): the font's own line height leaves room for
    accents that short labels do not use."""
    (_, _, _, top, _), (_, _, bottom, _, _) = font.metrics("lg")
    return font.get_ascent() - top, top - bottom


def rise_above_ink(font: pygame.font.Font, text: str) -> int:
    """How far the tallest glyph of ``text`` rises above the top of an "l", the top of a line
    spaced by its ink: an accented capital (Ő, Ś, Á) does; English letters do not."""
    l_top = font.metrics("l")[0][3]
    return max([0] + [metrics[3] - l_top for metrics in font.metrics(text) if metrics is not None])


def ink_line_step(font: pygame.font.Font) -> int:
    """The distance from one line to the next when lines are spaced by their ink."""
    ink = ink_metrics(font)[1]
    return ink + max(1, ink // 6)


def ink_lines_fitting(font: pygame.font.Font, height: int) -> int:
    """How many lines spaced by their ink fit in ``height`` pixels."""
    ink = ink_metrics(font)[1]
    return 0 if height < ink else 1 + (height - ink) // ink_line_step(font)


# --------------------------------------------------------------------------- drawing

def blit_text(surface: pygame.Surface, text: str, theme: th.Theme, *, size: int | str, role: str = "body",
              colour: th.Colour = th.TEXT, **anchor: Any) -> pygame.Rect:
    """Render ``text`` on one line and blit it placed by one rect anchor (``center=…``,
    ``midleft=…``…); return where it went. The picture of the words is kept (:func:`rendered`):
    a board part painted again shows mostly the words it showed before."""
    image = rendered(theme.font(role, size), text, colour)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], theme: th.Theme, *,
              role: str = "body", size: int | str = "body", colour: th.Colour = th.TEXT,
              width: int | None = None, line_gap: float = 1.15, max_lines: int | None = None) -> int:
    """Draw ``text`` at ``pos`` (wrapped to ``width`` if given); return the height used."""
    font = theme.font(role, size)
    lines = wrap_text(text, font, width) if width else text.split("\n")
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(". ") + "…"
    step = round(font.get_linesize() * line_gap)
    x, y = pos
    for line in lines:
        surface.blit(rendered(font, line, colour), (x, y))   # the decision panel's words: every frame
        y += step
    return y - pos[1]
