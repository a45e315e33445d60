"""The rules reference: the whole rules text and every card and tile, searchable.

The rules come from ``data/rules.md`` (found like the card data: next to the package, or
inside a PyInstaller bundle) and are rendered as a document: headings, wrapped paragraphs,
bulleted and numbered lists (nested), tables, **bold** and *italic*. A "Cards and tiles"
chapter is generated from the catalog: each starting card, destiny card, decree, blessing,
technology, pillar tile, Horus bonus tile and Botankhamun action tile with its id, name,
facts and text, as the data files give them.

The left column is a table of contents (the chapter being read is expanded). Typing in the
search box filters the document to the sections, table rows, paragraphs and cards that
contain every word typed, highlights the words, and lists the matching sections on the
left. Scroll with the mouse wheel, PageUp/PageDown, Up/Down, Ctrl+Home/End or the scrollbar.
Ctrl+F goes to the search box; Esc closes the reference.

The shipped font has no glyphs for a few symbols the rules use (arrows, ▲, ≤, ≥); they are
drawn in code. The minus sign is shown as an en dash, and the one Korean term in the
glossary is shown romanised.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pygame.gfxdraw

from game.tekhenu.rules.catalog import AutomaTile, Catalog, PillarTile, default_data_dir, load_catalog
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.widgets.base import Button, draw_panel
from game.ui.widgets.text_input import TextInput

RULES_FILE = "rules.md"
MIN_QUERY = 2          # shorter queries do not filter (one letter matches nearly everything)

# Design sizes (pixels at 1920×1080).
HEADER_H = 100
SIDE_W = 430
MARGIN = 24
BODY_SIZE = 21
TABLE_SIZE = 18
CARD_SIZE = 19
MEASURE = 1120          # the longest paragraph line: long lines are hard to read
MIN_COLUMN = 360        # the text is never laid out narrower (a tiny window shows part of it)
HEADING_STYLE = {       # level: (font role, size, colour, space above, space below)
    1: ("title", 46, th.LAPIS_DARK, 0, 18),
    2: ("title", 34, th.LAPIS_DARK, 44, 18),
    3: ("bold", 26, th.INK, 30, 10),
    4: ("bold", 22, th.LAPIS, 22, 8),
}


def rules_path() -> Path:
    """``data/rules.md``: in the source tree, or in the PyInstaller bundle when frozen."""
    return default_data_dir() / RULES_FILE


# =========================================================================== text

_SYMBOLS = frozenset("→←↔↑↓▲≤≥")  # drawn in code: the shipped font has no glyph for them
_REPLACEMENTS = str.maketrans({"−": "–"})  # the minus sign is not in the font; the en dash is
_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-"})

_HANGUL_INITIAL = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch",
                   "k", "t", "p", "h")
_HANGUL_VOWEL = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u",
                 "wo", "we", "wi", "yu", "eu", "ui", "i")
_HANGUL_FINAL = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l",
                 "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t")


def _romanise(match: re.Match[str]) -> str:
    """Hangul syllables in the Revised Romanization (the font has no Korean glyphs)."""
    out = []
    for ch in match.group(0):
        initial, rest = divmod(ord(ch) - 0xAC00, 588)
        vowel, final = divmod(rest, 28)
        out.append(_HANGUL_INITIAL[initial] + _HANGUL_VOWEL[vowel] + _HANGUL_FINAL[final])
    return "".join(out)


def display_text(text: str) -> str:
    """``text`` with every character the fonts cannot show replaced by one they can."""
    return re.sub("[\uac00-\ud7a3]+", _romanise, text.translate(_REPLACEMENTS))


def normalise(text: str) -> str:
    """For matching: lower case, every dash a hyphen (same length as ``text``)."""
    return text.lower().translate(_DASHES)


def search_terms(query: str) -> tuple[str, ...]:
    """The words of a search (empty when the query is too short to filter by)."""
    query = normalise(display_text(query)).strip()
    return tuple(query.split()) if len(query) >= MIN_QUERY else ()


@dataclass(frozen=True)
class Rich:
    """Text with a style per character: r regular, b bold, i italic, j bold italic."""

    text: str
    styles: str

    @staticmethod
    def plain(text: str, style: str = "r") -> Rich:
        text = display_text(text)
        return Rich(text, style * len(text))


def parse_inline(markdown: str) -> Rich:
    """``**bold**`` and ``*italic*`` markup as styled text."""
    markdown = display_text(markdown)
    chars: list[str] = []
    styles: list[str] = []
    bold = italic = False
    i = 0
    while i < len(markdown):
        if markdown.startswith("**", i):
            bold = not bold
            i += 2
            continue
        if markdown[i] == "*":
            opening = not italic and i + 1 < len(markdown) and markdown[i + 1] != " "
            closing = italic and i > 0 and markdown[i - 1] != " "
            if opening or closing:
                italic = not italic
                i += 1
                continue
        chars.append(markdown[i])
        styles.append("j" if bold and italic else "b" if bold else "i" if italic else "r")
        i += 1
    return Rich("".join(chars), "".join(styles))


# =========================================================================== blocks

@dataclass
class Heading:
    level: int
    rich: Rich


@dataclass
class Paragraph:
    """A paragraph, or a list item when it has a marker ("•" or "3.")."""

    rich: Rich
    depth: int = 0
    marker: str = ""


@dataclass
class Table:
    header: list[Rich] | None
    rows: list[list[Rich]]
    depth: int = 0


@dataclass
class Rule:
    """A horizontal rule between parts of the text."""


@dataclass
class Card:
    """One card or tile from the catalog, as the reference shows it."""

    kind: str          # "starting", "destiny", … (the colour of its stripe)
    id: str
    name: str
    facts: str
    text: str


Block = Heading | Paragraph | Table | Rule | Card


def block_text(block: Block) -> str:
    """The words of a block, for searching."""
    if isinstance(block, (Heading, Paragraph)):
        return block.rich.text
    if isinstance(block, Table):
        rows = ([block.header] if block.header else []) + block.rows
        return "\n".join(" | ".join(cell.text for cell in row) for row in rows)
    if isinstance(block, Card):
        return " ".join((block.id, display_text(block.name), display_text(block.facts),
                         display_text(block.text)))
    return ""


# --------------------------------------------------------------------------- markdown

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_RULE = re.compile(r"^(-{3,}|\*{3,}|_{3,})$")
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$")


class _MarkdownReader:
    """A line-by-line reader for the Markdown the rules use (CommonMark's common core)."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self._items: list[int] = []   # the content column of each open list item
        self._para: tuple[int, str, list[str]] | None = None
        self._table: Table | None = None
        self._after_blank = False

    def feed(self, line: str) -> None:
        if not line.strip():
            self._close()
            self._after_blank = True
            return
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        after_blank, self._after_blank = self._after_blank, False
        if stripped.startswith("|"):
            self._table_row(stripped, indent)
            return
        self._close_table()
        heading = _HEADING.match(stripped) if indent < 4 else None
        if heading:
            self._close()
            self._items.clear()
            self.blocks.append(Heading(len(heading.group(1)), parse_inline(heading.group(2))))
        elif _RULE.match(stripped) and indent < 4:
            self._close()
            self._items.clear()
            self.blocks.append(Rule())
        elif item := _ITEM.match(line):
            self._close()
            depth = self._depth(indent)
            self._items.append(indent + len(item.group(2)) + 1)
            marker = "•" if item.group(2) in "-*+" else item.group(2)
            self._para = (depth, marker, [item.group(3)])
        elif self._para is not None and not after_blank:
            self._para[2].append(stripped)          # a wrapped line of the same paragraph
        else:
            self._close()
            self._para = (self._depth(indent), "", [stripped])

    def _depth(self, indent: int) -> int:
        """How deep a block at ``indent`` sits in the open list items (closing the others)."""
        while self._items and self._items[-1] > indent:
            self._items.pop()
        return len(self._items)

    def _table_row(self, stripped: str, indent: int) -> None:
        if self._table is None:
            self._close_paragraph()
            self._table = Table(None, [], self._depth(indent))
            self.blocks.append(self._table)
        if _TABLE_SEPARATOR.match(stripped):
            if self._table.header is None and len(self._table.rows) == 1:
                self._table.header = self._table.rows.pop()
            return
        cells = stripped.strip("|").split("|")
        self._table.rows.append([parse_inline(cell.strip()) for cell in cells])

    def _close_paragraph(self) -> None:
        if self._para is not None:
            depth, marker, lines = self._para
            self.blocks.append(Paragraph(parse_inline(" ".join(lines)), depth, marker))
            self._para = None

    def _close_table(self) -> None:
        self._table = None

    def _close(self) -> None:
        self._close_paragraph()
        self._close_table()


def parse_markdown(text: str) -> list[Block]:
    reader = _MarkdownReader()
    for line in text.splitlines():
        reader.feed(line)
    reader.feed("")
    return reader.blocks


# --------------------------------------------------------------------------- the cards

CARD_COLOURS: dict[str, th.Colour] = {
    "starting": th.TURQUOISE_DARK,
    "destiny": th.GOLD_DARK,
    "decree": th.LAPIS,
    "blessing": (112, 84, 148),
    "technology": th.CARNELIAN,
    "pillar": (135, 84, 48),
    "horus": th.LAPIS_LIGHT,
    "automa": th.INK_SOFT,
}


def _amounts(amounts: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {what}" for what, n in amounts.items())


def _pillar_facts(tile: PillarTile) -> str:
    lighting = tile.lighting.capitalize() if tile.lighting else "No ability"
    return f"{lighting} · cost {_amounts(tile.cost)} · edges {' · '.join(tile.edges)}"


def _automa_facts(tile: AutomaTile) -> str:
    if tile.kind == "god" and tile.god:
        return f"God tile: {tile.god.capitalize()}"
    return "Resource tile: " + " › ".join(tile.priority)


def _group(title: str, kind: str, cards: list[tuple[Any, str]]) -> list[Block]:
    """A heading naming the id range, then each (card, facts) as a Card block."""
    heading = Heading(3, Rich.plain(f"{title} ({cards[0][0].id}–{cards[-1][0].id})"))
    return [heading] + [Card(kind, card.id, card.name, facts, card.text) for card, facts in cards]


def card_blocks(catalog: Catalog) -> list[Block]:
    """The "Cards and tiles" chapter: a heading per kind, then its cards in id order."""
    blocks: list[Block] = [Heading(2, Rich.plain("Cards and tiles")),
                           Paragraph(Rich.plain("Every card and tile of the game, with its text as the "
                                                "game data gives it."))]
    blocks += _group("Starting cards", "starting",
                     [(c, f"Initiative {c.initiative}") for c in catalog.starting.values()])
    blocks += _group("Destiny cards", "destiny", [(c, f"Ankh {c.ankh}") for c in catalog.destiny.values()])
    blocks += _group("Decrees", "decree",
                     [(c, f"Symbol: {c.symbol}" + (" · removed from every game" if c.removed else ""))
                      for c in catalog.decrees.values()])
    blocks += _group("Blessings", "blessing", [(c, "") for c in catalog.blessings.values()])
    blocks += _group("Technologies", "technology",
                     [(c, f"{c.min_players}+ players only" if c.min_players > 2 else "")
                      for c in catalog.technologies.values()])
    blocks += _group("Pillar tiles", "pillar", [(t, _pillar_facts(t)) for t in catalog.pillars.values()])
    blocks += _group("Horus bonus tiles", "horus",
                     [(t, f"{t.god.capitalize()} statues") for t in catalog.horus_tiles.values()])
    blocks += _group("Botankhamun's action tiles", "automa",
                     [(t, _automa_facts(t)) for t in catalog.automa_tiles.values()])
    return blocks


def read_rules(path: Path) -> tuple[str | None, str | None]:
    """The rules text, or None and a message naming the file and the problem."""
    try:
        return path.read_text(encoding="utf-8"), None
    except FileNotFoundError:
        return None, f"{path}: the file does not exist"
    except (OSError, UnicodeDecodeError) as error:
        return None, f"{path}: cannot be read ({error})"


def build_document(rules_text: str | None, error: str | None, catalog: Catalog) -> list[Block]:
    """The rules (or a note saying why they are missing) followed by the cards chapter."""
    if rules_text is not None:
        blocks = parse_markdown(rules_text)
    else:
        blocks = [Heading(1, Rich.plain("Rules reference")),
                  Paragraph(Rich.plain(f"The rules text could not be loaded. {error}. "
                                       "The cards and tiles below come from the game data."))]
    return blocks + card_blocks(catalog)


# --------------------------------------------------------------------------- search

@dataclass(frozen=True)
class Result:
    """A section with matches: its heading, how many blocks match (0: the heading itself),
    and the index of its heading in the filtered blocks."""

    label: str
    count: int
    index: int


def _matches(block: Block, terms: tuple[str, ...]) -> bool:
    text = normalise(block_text(block))
    return all(term in text for term in terms)


def _filter_table(table: Table, terms: tuple[str, ...]) -> tuple[Table | None, int]:
    """The table's matching rows under its header (the whole table if the header matches)."""
    if table.header and _matches(Table(None, [table.header]), terms):
        return table, len(table.rows)
    rows = [row for row in table.rows if _matches(Table(None, [row]), terms)]
    return (Table(table.header, rows, 0), len(rows)) if rows else (None, 0)


def filter_blocks(blocks: list[Block], terms: tuple[str, ...]) -> tuple[list[Block], list[Result]]:
    """The sections and blocks that contain every term; a section whose heading matches is
    kept whole."""
    starts = [i for i, block in enumerate(blocks) if isinstance(block, Heading)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    out: list[Block] = []
    results: list[Result] = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(blocks)
        head = blocks[start]
        body = blocks[start + 1:end] if isinstance(head, Heading) else blocks[start:end]
        head_matches = isinstance(head, Heading) and _matches(head, terms)
        kept, count = (list(body), 0) if head_matches else _matching(body, terms)
        if kept or head_matches:
            label = head.rich.text if isinstance(head, Heading) else "Introduction"
            results.append(Result(label, count, len(out)))
            if isinstance(head, Heading):
                out.append(Heading(3, head.rich))
            out.extend(kept)
    return out, results


def _matching(body: list[Block], terms: tuple[str, ...]) -> tuple[list[Block], int]:
    kept: list[Block] = []
    count = 0
    for block in body:
        if isinstance(block, Table):
            table, rows = _filter_table(block, terms)
            if table is not None:
                kept.append(table)
                count += rows
        elif _matches(block, terms):
            kept.append(Paragraph(block.rich, 0, block.marker) if isinstance(block, Paragraph) else block)
            count += 1
    return kept, count


# =========================================================================== layout

_ITALICS: dict[tuple[str, int], tuple[pygame.font.Font, pygame.font.Font]] = {}


def _font(theme: th.Theme, role: str, style: str, size: int) -> pygame.font.Font:
    """The font for a style letter; the title role has one style only. The theme has no
    italic font files, so italics are slanted by the font renderer."""
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
    """A piece of a laid-out line in one font and colour."""

    x: int
    width: int
    text: str
    font: pygame.font.Font
    colour: th.Colour
    highlight: bool
    symbol: bool


Line = list[Run]


def _symbol_width(font: pygame.font.Font, ch: str) -> int:
    em = font.get_height() * 0.72
    return round(em * (0.8 if ch == "▲" else 0.72 if ch in "≤≥" else 1.05 if ch in "→←↔" else 0.6))


def _highlights(text: str, terms: tuple[str, ...]) -> list[bool]:
    flags = [False] * len(text)
    lowered = normalise(text)
    for term in terms:
        start = lowered.find(term)
        while start >= 0:
            flags[start:start + len(term)] = [True] * len(term)
            start = lowered.find(term, start + 1)
    return flags


def wrap_rich(rich: Rich, width: int, theme: th.Theme, *, role: str = "body", size: int = BODY_SIZE,
              colour: th.Colour = th.TEXT, terms: tuple[str, ...] = ()) -> list[Line]:
    """Lay ``rich`` out in lines of at most ``width`` pixels (a word too long for a line
    is broken between letters), with the search terms marked for highlighting."""
    flags = _highlights(rich.text, terms)
    words = _words(rich, flags, theme, role, size, colour, width)
    space = _font(theme, role, "r", size).size(" ")[0]
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
            symbol = rich.text[k] in _SYMBOLS
            j = k + 1
            while (not symbol and j < end and rich.text[j] not in _SYMBOLS
                   and rich.styles[j] == rich.styles[k] and flags[j] == flags[k]):
                j += 1
            font = _font(theme, role, rich.styles[k], size)
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


def _draw_symbol(surface: pygame.Surface, run: Run, x: int, y: int) -> None:
    """Draw one of the symbols the font lacks, in the run's colour, on the text's x-height."""
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


# --------------------------------------------------------------------------- pieces

@dataclass
class Piece:
    """A laid-out part of the document: ``h`` pixels tall at ``y`` from the top, drawn with
    its top-left corner where the scene says. ``block`` is the index of its block."""

    y: int
    h: int
    block: int

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        raise NotImplementedError


@dataclass
class TextPiece(Piece):
    """One line of a heading, paragraph or list item (with its marker on its first line)."""

    line: Line = field(default_factory=list)
    dx: int = 0
    marker: Line = field(default_factory=list)
    marker_dx: int = 0
    underline: int = 0          # a gold rule under a chapter heading: its width

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        if self.marker:
            if self.marker[0].text == "•":
                _bullet(surface, theme, x + self.marker_dx, y, self.marker[0])
            else:
                draw_line(surface, self.marker, x + self.marker_dx, y, theme)
        draw_line(surface, self.line, x + self.dx, y, theme)
        if self.underline:
            rule_y = y + self.h - theme.px(6)
            pygame.draw.line(surface, th.GOLD, (x, rule_y), (x + self.underline, rule_y), max(1, theme.px(2)))
            d = theme.px(5)
            pygame.draw.polygon(surface, th.GOLD_DARK, [(x, rule_y - d), (x + d, rule_y), (x, rule_y + d),
                                                        (x - d, rule_y)])


def _bullet(surface: pygame.Surface, theme: th.Theme, x: int, y: int, run: Run) -> None:
    """A small gold lozenge instead of a round bullet."""
    cy = y + run.font.get_ascent() - round(run.font.get_height() * 0.26)
    r = max(2, theme.px(5))
    cx = x + run.width // 2
    pygame.draw.polygon(surface, th.GOLD_DARK, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])


@dataclass
class RulePiece(Piece):
    width: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        cy = y + self.h // 2
        cx = x + self.width // 2
        d = theme.px(7)
        pygame.draw.line(surface, th.SAND_DARK, (x + self.width // 5, cy), (cx - 3 * d, cy), max(1, theme.px(1)))
        pygame.draw.line(surface, th.SAND_DARK, (cx + 3 * d, cy), (x + self.width * 4 // 5, cy), max(1, theme.px(1)))
        for dx in (-2 * d, 0, 2 * d):
            s = d if dx == 0 else d // 2
            pygame.draw.polygon(surface, th.GOLD, [(cx + dx, cy - s), (cx + dx + s, cy), (cx + dx, cy + s),
                                                   (cx + dx - s, cy)])


@dataclass
class TableRowPiece(Piece):
    """One row of a table: its cells' lines, the column positions and widths."""

    cells: list[list[Line]] = field(default_factory=list)
    columns: list[tuple[int, int]] = field(default_factory=list)
    dx: int = 0
    line_h: int = 0
    header: bool = False
    stripe: bool = False
    first: bool = False
    last: bool = False

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        x += self.dx
        width = self.columns[-1][0] + self.columns[-1][1]
        rect = pygame.Rect(x, y, width, self.h)
        radius = theme.px(8)
        corners = {"border_top_left_radius": radius if self.first else 0,
                   "border_top_right_radius": radius if self.first else 0,
                   "border_bottom_left_radius": radius if self.last else 0,
                   "border_bottom_right_radius": radius if self.last else 0}
        fill = th.LAPIS if self.header else (th.PAPYRUS if self.stripe else th.PAPYRUS_LIGHT)
        pygame.draw.rect(surface, fill, rect, **corners)
        pad_x, pad_y = theme.px(12), theme.px(7)
        line_w = max(1, theme.px(1))
        for (cx, cw), lines in zip(self.columns, self.cells):
            if cx > 0:
                pygame.draw.line(surface, th.LAPIS_LIGHT if self.header else th.PAPYRUS_DARK,
                                 (x + cx, y), (x + cx, y + self.h - 1), line_w)
            for k, line in enumerate(lines):
                draw_line(surface, line, x + cx + pad_x, y + pad_y + k * self.line_h, theme)
        if not self.last:
            pygame.draw.line(surface, th.PAPYRUS_DARK, (x, y + self.h - 1), (x + width, y + self.h - 1), line_w)
        pygame.draw.rect(surface, th.SAND_DARK if not self.header else th.LAPIS_DARK, rect, width=line_w, **corners)


@dataclass
class _CardLayout:
    card: Card
    lines: list[tuple[int, int, Line]]   # (dx, dy, line) inside the card
    badge: pygame.Surface


@dataclass
class CardRowPiece(Piece):
    """A row of cards side by side."""

    cards: list[_CardLayout] = field(default_factory=list)
    card_w: int = 0
    gap: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        body_h = self.h - theme.px(16)
        for k, laid in enumerate(self.cards):
            rect = pygame.Rect(x + k * (self.card_w + self.gap), y, self.card_w, body_h)
            colour = CARD_COLOURS[laid.card.kind]
            radius = theme.px(10)
            pygame.draw.rect(surface, th.SAND_DARK, rect.move(theme.px(2), theme.px(3)), border_radius=radius)
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=radius)
            stripe = pygame.Rect(rect.x, rect.y, theme.px(9), rect.h)
            pygame.draw.rect(surface, colour, stripe, border_top_left_radius=radius,
                             border_bottom_left_radius=radius)
            pygame.draw.rect(surface, th.PAPYRUS_DARK, rect, width=max(1, theme.px(1)), border_radius=radius)
            pad = theme.px(18)
            surface.blit(laid.badge, (rect.x + pad + theme.px(4), rect.y + pad))
            for dx, dy, line in laid.lines:
                draw_line(surface, line, rect.x + dx, rect.y + dy, theme)


def _badge(theme: th.Theme, text: str, colour: th.Colour) -> pygame.Surface:
    """A card id in a rounded pill of the card kind's colour."""
    label = theme.render(text, "bold", 17, th.IVORY)
    pad_x, pad_y = theme.px(9), theme.px(2)
    surf = pygame.Surface((label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=surf.get_height() // 2)
    surf.blit(label, (pad_x, pad_y))
    return surf


# --------------------------------------------------------------------------- the document laid out

@dataclass
class Layout:
    """The laid-out document: its pieces top to bottom and where each block starts."""

    pieces: list[Piece]
    total_h: int
    block_y: dict[int, int]
    tops: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.tops = [piece.y for piece in self.pieces]

    def first_at(self, y: int) -> int:
        """The index of the first piece whose bottom is below ``y``."""
        k = max(0, bisect.bisect_right(self.tops, y) - 1)
        while k < len(self.pieces) and self.pieces[k].y + self.pieces[k].h <= y:
            k += 1
        return k


class _Layouter:
    """Lays out a list of blocks for a column ``width`` pixels wide."""

    def __init__(self, theme: th.Theme, width: int, terms: tuple[str, ...]) -> None:
        self.theme = theme
        self.width = width
        self.terms = terms
        self.pieces: list[Piece] = []
        self.block_y: dict[int, int] = {}
        self.y = 0

    def run(self, blocks: list[Block]) -> Layout:
        px = self.theme.px
        self.y = px(28)
        cards: list[tuple[int, Card]] = []
        after_item = False
        for index, block in enumerate(blocks):
            if isinstance(block, Card):
                cards.append((index, block))
                continue
            if cards:
                self._cards(cards)
                cards = []
            if after_item and isinstance(block, Paragraph) and not block.marker and not block.depth:
                self.y += px(10)            # a list ends: a little more room before the text
            after_item = isinstance(block, Paragraph) and bool(block.marker)
            self.block_y[index] = self.y
            if isinstance(block, Heading):
                self._heading(index, block)
            elif isinstance(block, Paragraph):
                self._paragraph(index, block)
            elif isinstance(block, Table):
                self._table(index, block)
            else:
                self.pieces.append(RulePiece(self.y, px(44), index, self.width))
                self.y += px(44)
        if cards:
            self._cards(cards)
        return Layout(self.pieces, self.y + px(48), self.block_y)

    def _heading(self, index: int, block: Heading) -> None:
        px = self.theme.px
        role, size, colour, above, below = HEADING_STYLE[min(block.level, 4)]
        if self.pieces:
            self.y += px(above)
        self.block_y[index] = self.y
        lines = wrap_rich(block.rich, self.width, self.theme, role=role, size=size, colour=colour,
                          terms=self.terms)
        line_h = _font(self.theme, role, "r", size).get_linesize()
        for k, line in enumerate(lines):
            underline = self.width if block.level == 2 and k == len(lines) - 1 else 0
            h = line_h + (px(14) if underline else 0)
            self.pieces.append(TextPiece(self.y, h, index, line, underline=underline))
            self.y += h
        self.y += px(below)

    def _paragraph(self, index: int, block: Paragraph) -> None:
        px = self.theme.px
        hang = (px(30) if block.marker == "•" else px(42)) if block.marker else 0  # room for "10."
        indent = px(34) * block.depth + hang
        width = min(self.width, px(MEASURE)) - indent
        lines = wrap_rich(block.rich, width, self.theme, terms=self.terms)
        font = _font(self.theme, "body", "r", BODY_SIZE)
        line_h = round(font.get_linesize() * 1.2)
        marker: Line = []
        if block.marker:
            marker_font = _font(self.theme, "bold", "b", BODY_SIZE)
            w = marker_font.size(block.marker)[0]
            marker = [Run(0, w, block.marker, marker_font, th.LAPIS, False, False)]
        for k, line in enumerate(lines):
            piece = TextPiece(self.y, line_h, index, line, dx=indent)
            if k == 0 and marker:
                piece.marker = marker
                piece.marker_dx = indent - px(10) - marker[0].width
            self.pieces.append(piece)
            self.y += line_h
        self.y += px(6) if block.marker else px(14)

    def _table(self, index: int, table: Table) -> None:
        px = self.theme.px
        dx = px(34) * table.depth
        rows = ([table.header] if table.header else []) + table.rows
        n = max(len(row) for row in rows)
        rows = [row + [Rich("", "")] * (n - len(row)) for row in rows]
        widths = self._column_widths(rows, self.width - dx)
        columns = []
        x = 0
        for w in widths:
            columns.append((x, w))
            x += w
        line_h = _font(self.theme, "body", "r", TABLE_SIZE).get_linesize()
        pad_x, pad_y = px(12), px(7)
        self.y += px(4)
        for r, row in enumerate(rows):
            header = r == 0 and table.header is not None
            cells = [wrap_rich(cell, w - 2 * pad_x, self.theme, role="bold" if header else "body",
                               size=TABLE_SIZE, colour=th.IVORY if header else th.TEXT, terms=self.terms)
                     for cell, w in zip(row, widths)]
            h = max(len(lines) for lines in cells) * line_h + 2 * pad_y
            self.pieces.append(TableRowPiece(self.y, h, index, cells, columns, dx, line_h, header,
                                             stripe=r % 2 == 0, first=r == 0, last=r == len(rows) - 1))
            self.y += h
        self.y += px(22)

    def _column_widths(self, rows: list[list[Rich]], width: int) -> list[int]:
        """Natural widths if they fit (stretched to the full width when close to it).
        Otherwise each column gets its longest word, and the room left goes to the columns
        in proportion to how much text they hold (never past their natural width)."""
        pad = 2 * self.theme.px(12)
        n = len(rows[0])
        natural, least, total = [0] * n, [0] * n, [0] * n
        for r, row in enumerate(rows):
            font = _font(self.theme, "bold" if r == 0 else "body", "r", TABLE_SIZE)
            for c, cell in enumerate(row):
                w = font.size(cell.text)[0]
                natural[c] = max(natural[c], w + pad)
                total[c] += w
                longest = max((font.size(word)[0] for word in cell.text.split()), default=0)
                least[c] = max(least[c], longest + pad)
        if sum(natural) <= width:
            if sum(natural) < width * 0.6:
                return natural
            extra = width - sum(natural)
            return [w + extra * w // sum(natural) for w in natural]
        if sum(least) >= width:
            return [max(pad + 4, w * width // sum(least)) for w in least]
        widths = list(least)
        for _ in range(n):
            open_ = [c for c in range(n) if widths[c] < natural[c]]
            spare = width - sum(widths)
            if spare <= 0 or not open_:
                break
            weight = sum(total[c] for c in open_) or 1
            for c in open_:
                widths[c] = min(natural[c], widths[c] + spare * total[c] // weight)
        return widths

    def _cards(self, cards: list[tuple[int, Card]]) -> None:
        px = self.theme.px
        columns = 2 if self.width >= px(900) else 1
        gap = px(22)
        card_w = (self.width - gap * (columns - 1)) // columns
        for start in range(0, len(cards), columns):
            row = cards[start:start + columns]
            laid = [self._card(card, card_w) for _, card in row]
            h = max(height for _, height in laid) + px(16)
            for index, _ in row:
                self.block_y[index] = self.y
            self.pieces.append(CardRowPiece(self.y, h, row[0][0], [card for card, _ in laid], card_w, gap))
            self.y += h
        self.y += px(12)

    def _card(self, card: Card, width: int) -> tuple[_CardLayout, int]:
        """A card's lines inside its box (badge and name, facts, text) and the box's height."""
        px = self.theme.px
        pad = px(18)
        left = pad + px(4)
        badge = _badge(self.theme, card.id, CARD_COLOURS[card.kind])
        badge_w = badge.get_width() + px(12)
        inner = width - left - pad
        lines: list[tuple[int, int, Line]] = []
        name = wrap_rich(Rich.plain(card.name, "b"), inner - badge_w, self.theme, role="bold", size=22,
                         colour=th.INK, terms=self.terms)
        name_h = _font(self.theme, "bold", "b", 22).get_linesize()
        y = pad + (badge.get_height() - name_h) // 2
        for line in name:
            lines.append((left + badge_w, y, line))
            y += name_h
        y = max(y, pad + badge.get_height()) + px(4)
        if card.facts:
            facts_h = _font(self.theme, "body", "r", 17).get_linesize()
            for line in wrap_rich(Rich.plain(card.facts), inner, self.theme, size=17, colour=th.TEXT_MUTED,
                                  terms=self.terms):
                lines.append((left, y, line))
                y += facts_h
        y += px(6)
        text_h = round(_font(self.theme, "body", "r", CARD_SIZE).get_linesize() * 1.12)
        for line in wrap_rich(Rich.plain(card.text), inner, self.theme, size=CARD_SIZE, terms=self.terms):
            lines.append((left, y, line))
            y += text_h
        return _CardLayout(card, lines, badge), y + pad


def layout_blocks(blocks: list[Block], theme: th.Theme, width: int, terms: tuple[str, ...] = ()) -> Layout:
    return _Layouter(theme, width, terms).run(blocks)


# =========================================================================== the scene

@dataclass(frozen=True)
class _SideEntry:
    """A line of the left column: a contents entry or a search result."""

    label: str
    level: int          # 2 chapter, 3 section
    target: int         # index of the block it jumps to (in the shown blocks)
    count: int = -1     # search results: matching blocks (0 = the heading matches); -1 contents
    active: bool = False


class RulesReferenceScene(Scene):
    """The rules and every card text, with a table of contents and a search box."""

    def __init__(self, catalog: Catalog | None = None, rules_file: Path | None = None) -> None:
        self.catalog = catalog if catalog is not None else load_catalog()
        text, error = read_rules(rules_file if rules_file is not None else rules_path())
        self.load_error = error
        self.blocks = build_document(text, error, self.catalog)
        self._chapter_of, self._section_of = _heading_owners(self.blocks)
        self.search = TextInput(placeholder="Search rules and cards (e.g. greed, T09)", max_length=60,
                                on_change=self._on_query, size=21)
        self.terms: tuple[str, ...] = ()
        self.shown: list[Block] = self.blocks
        self.results: list[Result] = []
        self.theme = th.Theme()
        self.scroll = 0
        self.side_scroll = 0
        self._full_scroll = 0
        self._full_layout: Layout | None = None
        self._layout: Layout | None = None
        self.close_button = Button("Close", key_hint="Esc")
        self.clear_rect = pygame.Rect(0, 0, 0, 0)
        self.side = self.content = self.viewport = self.header = pygame.Rect(0, 0, 0, 0)
        self.mouse = (0, 0)
        self.hover: object = None
        self._drag: int | None = None   # the grab offset inside the scrollbar thumb while dragging
        self._chrome: pygame.Surface | None = None
        self._last_active: tuple[int, tuple[str, ...]] | None = None

    # ------------------------------------------------------------------ lifecycle and layout

    def on_enter(self) -> None:
        self.search.focus()

    def on_resize(self, size: Size) -> None:
        super().on_resize(size)
        self.theme = th.Theme(size)
        px = self.theme.px
        w, h = size
        self.header = pygame.Rect(0, 0, w, px(HEADER_H))
        top = self.header.bottom + px(MARGIN)
        # In a window too small for them the panels shrink to nothing, never below.
        self.side = pygame.Rect(px(MARGIN), top, px(SIDE_W), max(0, h - top - px(MARGIN)))
        self.content = pygame.Rect(self.side.right + px(MARGIN), top,
                                   max(0, w - self.side.right - 2 * px(MARGIN)), self.side.h)
        self.viewport = pygame.Rect(self.content.x + px(52), self.content.y + px(6),
                                    max(0, self.content.w - px(52) - px(60)), max(0, self.content.h - px(12)))
        field_h = px(54)
        self.close_button.rect = pygame.Rect(0, 0, px(150), field_h)
        self.close_button.rect.midright = (w - px(MARGIN), self.header.centery)
        search = pygame.Rect(0, 0, max(0, min(px(640), self.close_button.rect.x - px(560))), field_h)
        search.midright = (self.close_button.rect.x - px(70), self.header.centery)
        self.search.layout(search, self.theme)
        self.clear_rect = pygame.Rect(0, 0, px(34), px(34))
        self.clear_rect.midleft = (search.right + px(14), search.centery)
        self._full_layout = None
        self._chrome = None
        self._relayout()

    def _relayout(self) -> None:
        width = max(self.viewport.w, self.theme.px(MIN_COLUMN))
        if not self.terms:
            if self._full_layout is None:
                self._full_layout = layout_blocks(self.blocks, self.theme, width)
            self._layout = self._full_layout
        else:
            self._layout = layout_blocks(self.shown, self.theme, width, self.terms)
        self.scroll = self._clamp(self.scroll)
        self.needs_redraw = True

    @property
    def layout(self) -> Layout:
        if self._layout is None:
            self._relayout()
        assert self._layout is not None
        return self._layout

    # ------------------------------------------------------------------ searching

    def _on_query(self, query: str) -> None:
        terms = search_terms(query)
        self.needs_redraw = True
        if terms == self.terms:
            return
        if not self.terms:
            self._full_scroll = self.scroll       # come back here when the search is cleared
        self.terms = terms
        if terms:
            self.shown, self.results = filter_blocks(self.blocks, terms)
            self.scroll = 0
        else:
            self.shown, self.results = self.blocks, []
            self.scroll = self._full_scroll
        self.side_scroll = 0
        self._relayout()

    # ------------------------------------------------------------------ scrolling

    @property
    def max_scroll(self) -> int:
        return max(0, self.layout.total_h - self.viewport.h)

    def _clamp(self, value: float) -> int:
        return int(max(0, min(self.max_scroll, value)))

    def scroll_to(self, y: float) -> None:
        new = self._clamp(y)
        if new != self.scroll:
            self.scroll = new
            self.needs_redraw = True

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def scroll_to_block(self, index: int) -> None:
        """Bring the block ``index`` of the shown document to the top of the view."""
        self.scroll_to(self.layout.block_y.get(index, 0) - self.theme.px(12))

    def first_visible_line(self) -> int:
        """The index of the first laid-out line (piece) at least partly in view."""
        return self.layout.first_at(self.scroll)

    def _line_step(self) -> int:
        return _font(self.theme, "body", "r", BODY_SIZE).get_linesize()

    def _page(self) -> int:
        return max(self._line_step(), self.viewport.h - 2 * self._line_step())

    # ------------------------------------------------------------------ the left column

    def side_entries(self) -> list[_SideEntry]:
        """The contents (the current chapter expanded), or the search results."""
        top_block = self._top_block()
        if self.terms:
            current = max((r.index for r in self.results if r.index <= top_block), default=-1)
            return [_SideEntry(r.label, 2, r.index, r.count, active=r.index == current) for r in self.results]
        chapter = self._chapter_of[top_block]
        section = self._section_of[top_block]
        active = section if section >= 0 else chapter
        entries = []
        for i, block in enumerate(self.blocks):
            if not isinstance(block, Heading):
                continue
            if block.level <= 2 or (block.level == 3 and self._chapter_of[i] == chapter):
                label = "Introduction" if block.level == 1 else block.rich.text
                entries.append(_SideEntry(label, max(2, block.level), i, active=i == active))
        return entries

    def _top_block(self) -> int:
        pieces = self.layout.pieces
        k = min(self.layout.first_at(self.scroll + self.theme.px(40)), len(pieces) - 1)
        return pieces[k].block if pieces else 0

    def _side_rows(self) -> list[tuple[pygame.Rect, _SideEntry, list[str]]]:
        """Each entry's rect (window pixels, before the column's own scrolling) and lines."""
        px = self.theme.px
        x = self.side.x + px(14)
        y = self.side.y + px(64)
        rows = []
        for entry in self.side_entries():
            font = self._side_font(entry)
            indent = px(22) if entry.level >= 3 else 0
            room = self.side.w - px(28) - indent - px(20) - (px(48) if entry.count >= 0 else 0)
            lines = _wrap_plain(entry.label, font, room, max_lines=2)
            h = len(lines) * font.get_linesize() + px(10)
            rows.append((pygame.Rect(x + indent, y, self.side.w - px(28) - indent, h), entry, lines))
            y += h + px(3)
        return rows

    def _side_font(self, entry: _SideEntry) -> pygame.font.Font:
        return _font(self.theme, "bold" if entry.level <= 2 else "body", "r", 18 if entry.level <= 2 else 17)

    def _side_view(self) -> pygame.Rect:
        px = self.theme.px
        return pygame.Rect(self.side.x, self.side.y + px(58), self.side.w, self.side.h - px(58) - px(62))

    def _side_max_scroll(self, rows: list[tuple[pygame.Rect, _SideEntry, list[str]]] | None = None) -> int:
        rows = self._side_rows() if rows is None else rows
        if not rows:
            return 0
        return max(0, rows[-1][0].bottom + self.theme.px(8) - self._side_view().bottom)

    def _side_hit(self, pos: tuple[int, int]) -> _SideEntry | None:
        if not self._side_view().collidepoint(pos):
            return None
        for rect, entry, _ in self._side_rows():
            if rect.move(0, -self.side_scroll).collidepoint(pos):
                return entry
        return None

    # ------------------------------------------------------------------ the scrollbar

    def _track(self) -> pygame.Rect:
        px = self.theme.px
        return pygame.Rect(self.content.right - px(30), self.content.y + px(16), px(12),
                           self.content.h - px(32))

    def _thumb(self) -> pygame.Rect | None:
        track = self._track()
        total = self.layout.total_h
        if total <= self.viewport.h:
            return None
        h = max(self.theme.px(48), track.h * self.viewport.h // total)
        y = track.y + (track.h - h) * self.scroll // max(1, self.max_scroll)
        return pygame.Rect(track.x, y, track.w, h)

    def _drag_to(self, mouse_y: int) -> None:
        thumb = self._thumb()
        if thumb is None or self._drag is None:
            return
        track = self._track()
        free = max(1, track.h - thumb.h)
        self.scroll_to((mouse_y - self._drag - track.y) * self.max_scroll / free)

    # ------------------------------------------------------------------ input

    def close(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.search.handle(event):
            self.needs_redraw = True
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            self.needs_redraw = True

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        key = event.key
        if ctrl and key == pygame.K_f:
            self.search.focus()
            self.needs_redraw = True
        elif key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not self.search.focused):
            self.scroll_by(self._page())
        elif key == pygame.K_PAGEUP:
            self.scroll_by(-self._page())
        elif key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll_by(self._line_step() * 2 * (1 if key == pygame.K_DOWN else -1))
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll)

    def _wheel(self, event: pygame.event.Event) -> None:
        steps = getattr(event, "precise_y", event.y)
        if self.side.collidepoint(self.mouse):
            old = self.side_scroll
            self.side_scroll = int(max(0, min(self._side_max_scroll(),
                                              self.side_scroll - steps * self._line_step() * 3)))
            self.needs_redraw |= old != self.side_scroll
        else:
            self.scroll_by(-steps * self._line_step() * 3)

    def _motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self._drag is not None:
            self._drag_to(pos[1])
            return
        hover: object = None
        if self.close_button.contains(pos):
            hover = "close"
        elif self.search.rect.collidepoint(pos):
            hover = "search"
        elif self.search.text and self.clear_rect.collidepoint(pos):
            hover = "clear"
        elif (thumb := self._thumb()) is not None and thumb.collidepoint(pos):
            hover = "thumb"
        elif (entry := self._side_hit(pos)) is not None:
            hover = entry.target
        if hover != self.hover:
            self.hover = hover
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        """Close, the search field (and its clear button), the scrollbar and the contents
        entries in view."""
        targets = [(self.close_button.rect, "Close"), (self.search.rect, "search")]
        if self.search.text:
            targets.append((self.clear_rect, "clear"))
        if self._thumb() is not None:
            targets.append((self._track(), "scrollbar"))
        view = self._side_view()
        for rect, entry, _ in self._side_rows():
            shown = rect.move(0, -self.side_scroll)
            if view.contains(shown):
                targets.append((shown, entry.label))
        return targets

    def _click(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self.close_button.contains(pos):
            self.close()
            return
        if self.search.text and self.clear_rect.collidepoint(pos):
            self.search.clear()
            self.search.focus()
            return
        thumb = self._thumb()
        if thumb is not None and thumb.collidepoint(pos):
            self._drag = pos[1] - thumb.y
            self.needs_redraw = True
        elif thumb is not None and self._track().inflate(self.theme.px(12), 0).collidepoint(pos):
            self.scroll_by(self._page() if pos[1] > thumb.bottom else -self._page())
        elif (entry := self._side_hit(pos)) is not None:
            self.scroll_to_block(entry.target)
        self.needs_redraw = True

    def update(self, dt: float) -> None:
        if self.search.update():
            self.needs_redraw = True

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self._chrome is None or self._chrome.get_size() != surface.get_size():
            self._chrome = self._paint_chrome(surface.get_size())
        surface.blit(self._chrome, (0, 0))
        self._draw_header(surface)
        self._draw_side(surface)
        self._draw_content(surface)

    def _paint_chrome(self, size: Size) -> pygame.Surface:
        """What never changes while the window keeps its size: the table, the header band,
        the title and the two empty panels (painted once, blitted each frame)."""
        theme = self.theme
        px = theme.px
        chrome = pygame.Surface(size)
        chrome.fill(th.BACKGROUND)
        pygame.draw.rect(chrome, th.LAPIS_DARK, self.header)
        band = pygame.Rect(0, self.header.bottom - px(6), self.header.w, px(6))
        pygame.draw.rect(chrome, th.GOLD, band)
        pygame.draw.line(chrome, th.GOLD_DARK, band.bottomleft, band.bottomright, max(1, px(2)))
        _header_pattern(chrome, theme, pygame.Rect(0, band.y - px(10), self.header.w, px(8)))
        title = theme.render("Rules reference", "title", 44, th.GOLD_LIGHT)
        chrome.blit(title, (px(MARGIN + 8), self.header.centery - title.get_height() // 2 - px(4)))
        _magnifier(chrome, theme, (self.search.rect.x - px(28), self.search.rect.centery), th.GOLD_LIGHT)
        draw_panel(chrome, self.side, theme, radius=12)
        pygame.draw.line(chrome, th.PAPYRUS_DARK, (self.side.x + px(16), self.side.y + px(54)),
                         (self.side.right - px(16), self.side.y + px(54)), max(1, px(1)))
        draw_panel(chrome, self.content, theme, radius=12)
        self._draw_keys(chrome)
        return chrome

    def _draw_header(self, surface: pygame.Surface) -> None:
        self.search.draw(surface, hovered=self.hover == "search")
        if self.search.text:
            _clear_icon(surface, self.theme, self.clear_rect, self.hover == "clear")
        self.close_button.draw(surface, self.theme, hovered=self.hover == "close")

    def _draw_side(self, surface: pygame.Surface) -> None:
        theme = self.theme
        px = theme.px
        heading = "Contents" if not self.terms else _results_heading(self.results)
        label = theme.render(heading.upper(), "bold", 16, th.GOLD_DARK)
        surface.blit(label, (self.side.x + px(20), self.side.y + px(22)))
        view = self._side_view()
        rows = self._side_rows()
        self._follow_active(rows, view)
        self.side_scroll = min(self.side_scroll, self._side_max_scroll(rows))
        clip = surface.get_clip()
        surface.set_clip(view)
        for rect, entry, lines in rows:
            rect = rect.move(0, -self.side_scroll)
            if rect.bottom < view.y or rect.y > view.bottom:
                continue
            self._draw_side_entry(surface, rect, entry, lines)
        surface.set_clip(clip)
        # Entries cut by the column's edges fade out.
        h = px(28)
        fade = _fade((view.w - px(8), h), th.PANEL)
        if self.side_scroll > 0:
            surface.blit(fade, (view.x + px(4), view.y))
        if self.side_scroll < self._side_max_scroll(rows):
            surface.blit(pygame.transform.flip(fade, False, True), (view.x + px(4), view.bottom - h))

    def _follow_active(self, rows: list[tuple[pygame.Rect, _SideEntry, list[str]]], view: pygame.Rect) -> None:
        """When the entry being read changes, scroll the column so that it is in view."""
        active = next((rect for rect, entry, _ in rows if entry.active), None)
        key = None if active is None else (active.y, self.terms)
        if key == self._last_active:
            return
        self._last_active = key
        if active is None:
            return
        margin = self.theme.px(30)
        if active.y - self.side_scroll < view.y:
            self.side_scroll = max(0, active.y - view.y - margin)
        elif active.bottom - self.side_scroll > view.bottom:
            self.side_scroll = active.bottom - view.bottom + margin

    def _draw_side_entry(self, surface: pygame.Surface, rect: pygame.Rect, entry: _SideEntry,
                         lines: list[str]) -> None:
        theme = self.theme
        px = theme.px
        hovered = self.hover == entry.target
        if entry.active:
            pygame.draw.rect(surface, th.LAPIS, rect, border_radius=px(8))
        elif hovered:
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=px(8))
            pygame.draw.rect(surface, th.GOLD, rect, width=max(1, px(2)), border_radius=px(8))
        if entry.level >= 3 and not entry.active:
            cy = rect.y + px(5) + self._side_font(entry).get_linesize() // 2
            pygame.draw.circle(surface, th.SAND_DARK, (rect.x - px(9), cy), max(2, px(3)))
        font = self._side_font(entry)
        colour = th.IVORY if entry.active else (th.INK if entry.level <= 2 else th.INK_SOFT)
        for k, line in enumerate(lines):
            surface.blit(font.render(line, True, colour), (rect.x + px(10), rect.y + px(5) + k * font.get_linesize()))
        if entry.count >= 0:
            text = "all" if entry.count == 0 else str(entry.count)   # 0: the heading matched
            badge = theme.render(text, "bold", 15, th.INK)
            pill = pygame.Rect(0, 0, badge.get_width() + px(16), badge.get_height() + px(2))
            pill.midright = (rect.right - px(8), rect.y + px(5) + font.get_linesize() // 2)
            pygame.draw.rect(surface, th.GOLD_LIGHT, pill, border_radius=pill.h // 2)
            surface.blit(badge, badge.get_rect(center=pill.center))

    def _draw_keys(self, surface: pygame.Surface) -> None:
        theme = self.theme
        px = theme.px
        y = self.side.bottom - px(50)
        pygame.draw.line(surface, th.PAPYRUS_DARK, (self.side.x + px(16), y), (self.side.right - px(16), y),
                         max(1, px(1)))
        font = theme.font("body", 15)
        text = "Wheel or PgUp/PgDn scroll · Ctrl+F search · Esc close"
        text = _wrap_plain(text, font, self.side.w - px(32), max_lines=1)[0]
        surface.blit(font.render(text, True, th.TEXT_MUTED), (self.side.x + px(18), y + px(14)))

    def _draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        clip = surface.get_clip()
        # Markers hang left of the text column: the clip starts at the panel's edge.
        surface.set_clip(self.viewport.inflate(self.viewport.x - self.content.x - self.theme.px(4), 0)
                         .clip(self.content))
        layout = self.layout
        if self.terms and not layout.pieces:
            self._draw_no_results(surface)
        k = layout.first_at(self.scroll)
        bottom = self.scroll + self.viewport.h
        while k < len(layout.pieces) and layout.pieces[k].y < bottom:
            piece = layout.pieces[k]
            piece.draw(surface, self.viewport.x, self.viewport.y + piece.y - self.scroll, theme)
            k += 1
        surface.set_clip(clip)
        self._draw_fades(surface)
        self._draw_scrollbar(surface)

    def _draw_no_results(self, surface: pygame.Surface) -> None:
        theme = self.theme
        cx = self.viewport.centerx
        y = self.viewport.y + theme.px(120)
        title = theme.render(f"Nothing matches “{self.search.text.strip()}”", "title", 30, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(cx, y)))
        tip = theme.render("Try one word, or a card id such as T09 or P12.", "body", 20, th.TEXT_MUTED)
        surface.blit(tip, tip.get_rect(midtop=(cx, y + title.get_height() + theme.px(14))))

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where the text runs under the top and bottom of the panel."""
        h = self.theme.px(18)
        rect = pygame.Rect(self.viewport.x - self.theme.px(30), 0, self.viewport.w + self.theme.px(40), h)
        fade = _fade(rect.size, th.PANEL)
        if self.scroll > 0:
            surface.blit(fade, (rect.x, self.viewport.y))
        if self.scroll < self.max_scroll:
            surface.blit(pygame.transform.flip(fade, False, True), (rect.x, self.viewport.bottom - h))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        thumb = self._thumb()
        if thumb is None:
            return
        track = self._track()
        radius = track.w // 2
        pygame.draw.rect(surface, th.PAPYRUS_DARK, track, border_radius=radius)
        active = self._drag is not None or self.hover == "thumb"
        pygame.draw.rect(surface, th.LAPIS if active else th.SAND_DARK, thumb, border_radius=radius)


# --------------------------------------------------------------------------- helpers

def _heading_owners(blocks: list[Block]) -> tuple[list[int], list[int]]:
    """For each block, the index of its chapter heading (level 1–2) and of its section
    heading (level 3, or -1 when it sits directly in a chapter)."""
    chapter, section = 0, -1
    chapters, sections = [], []
    for i, block in enumerate(blocks):
        if isinstance(block, Heading):
            if block.level <= 2:
                chapter, section = i, -1
            elif block.level == 3:
                section = i
        chapters.append(chapter)
        sections.append(section)
    return chapters, sections


def _results_heading(results: list[Result]) -> str:
    if not results:
        return "No matches"
    return f"{len(results)} section{'s' if len(results) != 1 else ''} match"


def _wrap_plain(text: str, font: pygame.font.Font, width: int, max_lines: int) -> list[str]:
    """``text`` in at most ``max_lines`` lines of ``width`` pixels, the last cut with "…"."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for k, word in enumerate(words):
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width or not line:
            line = trial
            continue
        if len(lines) + 1 == max_lines:
            line = " ".join([line] + words[k:])
            break
        lines.append(line)
        line = word
    lines.append(line)
    last = lines[-1]
    if font.size(last)[0] > width:
        while last and font.size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return lines


_FADES: dict[tuple[tuple[int, int], th.Colour], pygame.Surface] = {}


def _fade(size: tuple[int, int], colour: th.Colour) -> pygame.Surface:
    """A strip that goes from ``colour`` at the top to transparent at the bottom."""
    size = (max(0, size[0]), max(0, size[1]))   # empty in a window too small for it
    key = (size, colour)
    surf = _FADES.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        for row in range(size[1]):
            alpha = round(255 * (1 - row / size[1]) ** 1.6)
            pygame.draw.line(surf, (*colour, alpha), (0, row), (size[0], row))
        _FADES[key] = surf
    return surf


def _header_pattern(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect) -> None:
    """A row of small gold triangles above the header's gold band (a frieze)."""
    step = theme.px(22)
    h = rect.h
    for x in range(rect.x + step // 2, rect.right, step):
        pygame.draw.polygon(surface, th.GOLD_DARK, [(x - h // 2, rect.bottom), (x + h // 2, rect.bottom),
                                                    (x, rect.bottom - h)])


def _magnifier(surface: pygame.Surface, theme: th.Theme, center: tuple[int, int], colour: th.Colour) -> None:
    r = theme.px(10)
    w = max(2, theme.px(3))
    cx, cy = center[0] - theme.px(3), center[1] - theme.px(3)
    pygame.draw.circle(surface, colour, (cx, cy), r, w)
    d = round(r * 0.72)
    pygame.draw.line(surface, colour, (cx + d, cy + d), (cx + d + theme.px(9), cy + d + theme.px(9)), w + 1)


def _clear_icon(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, hovered: bool) -> None:
    """A round "clear the search" button with a cross."""
    pygame.draw.circle(surface, th.GOLD if hovered else th.LAPIS_LIGHT, rect.center, rect.w // 2)
    d = rect.w // 5
    w = max(2, theme.px(3))
    cx, cy = rect.center
    pygame.draw.line(surface, th.IVORY, (cx - d, cy - d), (cx + d, cy + d), w)
    pygame.draw.line(surface, th.IVORY, (cx - d, cy + d), (cx + d, cy - d), w)
