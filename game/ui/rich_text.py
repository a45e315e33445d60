"""Styled text (``game.ui.document.Rich``) laid out in lines and drawn: each line a list of
runs, pieces of text in one font and colour, with the matches of a search marked.

The theme has no italic font files, so italics are slanted by the font renderer. The shipped
fonts have no glyphs for a few symbols rules texts use (arrows, ▲, ≤, ≥): they are drawn in
code, in the colour and on the x-height of the text around them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame
import pygame.gfxdraw

from game.ui import theme as th
from game.ui.document import Rich
from game.ui.document_search import matched_characters

SYMBOLS = frozenset("→←↔↑↓▲≤≥")  # drawn in code: the fonts' own are wide Korean-style glyphs

_ITALICS: dict[tuple[str, int], tuple[pygame.font.Font, pygame.font.Font]] = {}


def style_font(theme: th.Theme, role: str, style: str, size: int) -> pygame.font.Font:
    """The font of ``role`` ("body", "bold" or "title") for a style letter of :class:`Rich`
    at ``size`` design pixels; the title role has one style only."""
    px = theme.font_px(size)
    if role == "title":
        return th.load_font("title", px)
    role = "bold" if style in "bj" or role == "bold" else "body"
    upright = th.load_font(role, px)   # not theme.font(): that checks the file on every call
    if style not in "ij":
        return upright
    cached = _ITALICS.get((role, px))
    if cached is not None and cached[0] is upright:
        return cached[1]
    # (Re)made when the theme's font is new, e.g. after its caches were cleared.
    path = th.font_path(role)
    italic = pygame.font.Font(str(path) if path.is_file() else None, px)
    italic.italic = True
    _ITALICS[(role, px)] = (upright, italic)
    return italic


def _advance(font: pygame.font.Font, text: str) -> int:
    """How far ``text`` moves the pen: a slanted font's own size adds its overhang to every
    word, so italics are measured upright."""
    if font.italic:
        font.italic = False
        width = font.size(text)[0]
        font.italic = True
        return width
    return font.size(text)[0]


@dataclass(frozen=True)
class Run:
    """A piece of a laid-out line in one font and colour, ``x`` pixels from the line's start."""

    x: int
    width: int
    text: str
    font: pygame.font.Font
    colour: th.Colour
    highlight: bool     # a search match: drawn on gold
    symbol: bool        # one of SYMBOLS, drawn in code


Line = list[Run]


def _symbol_width(font: pygame.font.Font, ch: str) -> int:
    em = font.get_height() * 0.72
    return round(em * (0.8 if ch == "▲" else 0.72 if ch in "≤≥" else 1.05 if ch in "→←↔" else 0.6))


def wrap_rich(rich: Rich, width: int, theme: th.Theme, *, size: int, role: str = "body",
              colour: th.Colour = th.TEXT, terms: tuple[str, ...] = ()) -> list[Line]:
    """Lay ``rich`` out in lines of at most ``width`` pixels (a word too long for a line
    is broken between letters), with the search terms marked for highlighting."""
    flags = matched_characters(rich.text, terms)
    words = _words(rich, flags, theme, role, size, colour, width)
    space = style_font(theme, role, "r", size).size(" ")[0]
    lines: list[Line] = []
    line: Line = []
    x = 0
    for word in words:
        word_w = sum(run.width for run in word)
        if line and x + word_w > width:
            lines.append(line)
            line, x = [], 0
        for k, run in enumerate(word):
            after_space = k == 0 and bool(line)
            last = line[-1] if line else None
            if (last is not None and not (last.highlight or run.highlight or last.symbol or run.symbol)
                    and last.font is run.font and last.colour == run.colour):
                # One run per stretch of same-styled text: far fewer renders per frame.
                joined = last.text + (" " if after_space else "") + run.text
                line[-1] = Run(last.x, x + run.width - last.x, joined, run.font, run.colour, False, False)
            else:
                line.append(Run(x, run.width, run.text, run.font, run.colour, run.highlight, run.symbol))
            x += run.width
        x += space
    if line or not lines:
        lines.append(line)
    return lines


def _words(rich: Rich, flags: list[bool], theme: th.Theme, role: str, size: int,
           colour: th.Colour, width: int) -> list[Line]:
    """The words of ``rich``, each a list of runs (x relative to the word's start)."""
    words: list[Line] = []
    for match in re.finditer(r"\S+", rich.text):
        start, end = match.span()
        runs: Line = []
        x = 0
        k = start
        while k < end:
            symbol = rich.text[k] in SYMBOLS
            j = k + 1
            while (not symbol and j < end and rich.text[j] not in SYMBOLS
                   and rich.styles[j] == rich.styles[k] and flags[j] == flags[k]):
                j += 1
            font = style_font(theme, role, rich.styles[k], size)
            text = rich.text[k:j]
            w = _symbol_width(font, text) if symbol else _advance(font, text)
            runs.append(Run(x, w, text, font, colour, flags[k], symbol))
            x += w
            k = j
        words.extend(_break_word(runs, width) if x > width else [runs])
    return words


def _break_word(runs: Line, width: int) -> list[Line]:
    """A word wider than a line, cut between letters into pieces that fit."""
    pieces: list[Line] = [[]]
    x = 0
    for run in runs:
        for ch in ([run.text] if run.symbol else list(run.text)):
            w = run.width if run.symbol else _advance(run.font, ch)
            if pieces[-1] and x + w > width:
                pieces.append([])
                x = 0
            pieces[-1].append(Run(x, w, ch, run.font, run.colour, run.highlight, run.symbol))
            x += w
    return pieces


def draw_line(surface: pygame.Surface, line: Line, x: int, y: int, theme: th.Theme) -> None:
    """Draw one laid-out line with its top-left corner at (x, y); search matches on gold."""
    for run in line:
        if run.highlight:
            pad = theme.px(2)
            pygame.draw.rect(surface, th.GOLD_LIGHT, (x + run.x - pad, y, run.width + 2 * pad,
                                                      run.font.get_height()), border_radius=theme.px(4))
    for run in line:
        if run.symbol:
            _draw_symbol(surface, run, x + run.x, y)
        else:
            surface.blit(run.font.render(run.text, True, run.colour), (x + run.x, y))


def _draw_symbol(surface: pygame.Surface, run: Run, x: int, y: int) -> None:
    """Draw one of the symbols drawn in code, in the run's colour, on the text's x-height."""
    font, ch, colour = run.font, run.text, run.colour
    em = font.get_height() * 0.72
    mid = y + font.get_ascent() - em * 0.36
    stroke = max(1, round(em * 0.09))
    left, right = x + em * 0.12, x + run.width - em * 0.12
    head = em * 0.32
    if ch in "→←↔":
        pygame.draw.line(surface, colour, (left + (head * 0.6 if ch != "→" else 0), mid),
                         (right - (head * 0.6 if ch != "←" else 0), mid), stroke)
        if ch in "→↔":
            _triangle(surface, colour, [(right, mid), (right - head, mid - head * 0.7),
                                        (right - head, mid + head * 0.7)])
        if ch in "←↔":
            _triangle(surface, colour, [(left, mid), (left + head, mid - head * 0.7),
                                        (left + head, mid + head * 0.7)])
    elif ch in "↑↓":
        cx = x + run.width / 2
        top, bottom = mid - em * 0.42, mid + em * 0.42
        pygame.draw.line(surface, colour, (cx, top), (cx, bottom), stroke)
        tip, base = (top, top + head) if ch == "↑" else (bottom, bottom - head)
        _triangle(surface, colour, [(cx, tip), (cx - head * 0.7, base), (cx + head * 0.7, base)])
    elif ch == "▲":
        base = y + font.get_ascent()
        _triangle(surface, colour, [(left, base), (right, base), ((left + right) / 2, base - em * 0.56)])
    else:  # ≤ ≥: an angle over a bar
        top, bottom = mid - em * 0.3, mid + em * 0.2
        point, open_ = (left, right) if ch == "≤" else (right, left)
        pygame.draw.lines(surface, colour, False, [(open_, top), (point, (top + bottom) / 2), (open_, bottom)],
                          stroke)
        pygame.draw.line(surface, colour, (left, bottom + em * 0.18), (right, bottom + em * 0.18), stroke)


def _triangle(surface: pygame.Surface, colour: th.Colour, points: list[tuple[float, float]]) -> None:
    """A filled triangle with smooth edges."""
    pts = [(round(px_), round(py_)) for px_, py_ in points]
    pygame.gfxdraw.aapolygon(surface, pts, colour)
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
