"""A document's blocks (``game.ui.document``) laid out for a column of a given width: a list
of pieces, each a line of text, a table row, a horizontal rule or a row of cards, from top to
bottom, that draw themselves where the scrolling puts them.

Only the pieces in view are drawn, found by their top (:meth:`Layout.first_at`). Sizes are in
design pixels (at 1920×1080), scaled by the theme.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import pygame

from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Paragraph, Rich, Table
from game.ui.rich_text import Line, Run, draw_line, style_font, wrap_rich

BODY_SIZE = 21
TABLE_SIZE = 18
CARD_SIZE = 19
MEASURE = 1120          # the longest paragraph line: long lines are hard to read
HEADING_STYLE = {       # level: (font role, size, colour, space above, space below)
    1: ("title", 46, th.LAPIS_DARK, 0, 18),
    2: ("title", 34, th.LAPIS_DARK, 44, 18),
    3: ("bold", 26, th.INK, 30, 10),
    4: ("bold", 22, th.LAPIS, 22, 8),
}


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
    """A horizontal rule: a line broken by three gold lozenges."""

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
class LaidOutCard:
    """A card laid out in its box: its lines and its id badge."""

    card: Card
    lines: list[tuple[int, int, Line]]   # (dx, dy, line) inside the card
    badge: pygame.Surface


@dataclass
class CardRowPiece(Piece):
    """A row of cards side by side."""

    cards: list[LaidOutCard] = field(default_factory=list)
    card_w: int = 0
    gap: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        body_h = self.h - theme.px(16)
        for k, laid in enumerate(self.cards):
            rect = pygame.Rect(x + k * (self.card_w + self.gap), y, self.card_w, body_h)
            radius = theme.px(10)
            pygame.draw.rect(surface, th.SAND_DARK, rect.move(theme.px(2), theme.px(3)), border_radius=radius)
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=radius)
            stripe = pygame.Rect(rect.x, rect.y, theme.px(9), rect.h)
            pygame.draw.rect(surface, laid.card.colour, stripe, border_top_left_radius=radius,
                             border_bottom_left_radius=radius)
            pygame.draw.rect(surface, th.PAPYRUS_DARK, rect, width=max(1, theme.px(1)), border_radius=radius)
            pad = theme.px(18)
            surface.blit(laid.badge, (rect.x + pad + theme.px(4), rect.y + pad))
            for dx, dy, line in laid.lines:
                draw_line(surface, line, rect.x + dx, rect.y + dy, theme)


def _badge(theme: th.Theme, text: str, colour: th.Colour) -> pygame.Surface:
    """A card id in a rounded pill of the card's colour."""
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
        line_h = style_font(self.theme, role, "r", size).get_linesize()
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
        lines = wrap_rich(block.rich, width, self.theme, size=BODY_SIZE, terms=self.terms)
        font = style_font(self.theme, "body", "r", BODY_SIZE)
        line_h = round(font.get_linesize() * 1.2)
        marker: Line = []
        if block.marker:
            marker_font = style_font(self.theme, "bold", "b", BODY_SIZE)
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
        line_h = style_font(self.theme, "body", "r", TABLE_SIZE).get_linesize()
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
            font = style_font(self.theme, "bold" if r == 0 else "body", "r", TABLE_SIZE)
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

    def _card(self, card: Card, width: int) -> tuple[LaidOutCard, int]:
        """A card's lines inside its box (badge and name, facts, text) and the box's height."""
        px = self.theme.px
        pad = px(18)
        left = pad + px(4)
        badge = _badge(self.theme, card.id, card.colour)
        badge_w = badge.get_width() + px(12)
        inner = width - left - pad
        lines: list[tuple[int, int, Line]] = []
        name = wrap_rich(Rich.plain(card.name, "b"), inner - badge_w, self.theme, role="bold", size=22,
                         colour=th.INK, terms=self.terms)
        name_h = style_font(self.theme, "bold", "b", 22).get_linesize()
        y = pad + (badge.get_height() - name_h) // 2
        for line in name:
            lines.append((left + badge_w, y, line))
            y += name_h
        y = max(y, pad + badge.get_height()) + px(4)
        if card.facts:
            facts_h = style_font(self.theme, "body", "r", 17).get_linesize()
            for line in wrap_rich(Rich.plain(card.facts), inner, self.theme, size=17, colour=th.TEXT_MUTED,
                                  terms=self.terms):
                lines.append((left, y, line))
                y += facts_h
        y += px(6)
        text_h = round(style_font(self.theme, "body", "r", CARD_SIZE).get_linesize() * 1.12)
        for line in wrap_rich(Rich.plain(card.text), inner, self.theme, size=CARD_SIZE, terms=self.terms):
            lines.append((left, y, line))
            y += text_h
        return LaidOutCard(card, lines, badge), y + pad


def layout_blocks(blocks: list[Block], theme: th.Theme, width: int, terms: tuple[str, ...] = ()) -> Layout:
    """``blocks`` laid out for a column ``width`` pixels wide, the matches of ``terms`` marked."""
    return _Layouter(theme, width, terms).run(blocks)
