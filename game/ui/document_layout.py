"""A document's blocks (``game.ui.document``) laid out for a column of a given width: a list
of pieces, each a line of text, a table row, a horizontal rule, a row of cards or a row of
pictures, from top to bottom, that draw themselves where the scrolling puts them.

A whole rules text takes a good part of a second to lay out, so a :class:`Layout` is made
block by block, as far down as it is asked to go: a scene lays out what it shows first and the
rest a little at a time between frames. Only the pieces in view are drawn, found by their top
(:meth:`Layout.first_at`). Sizes are in design pixels (at 1920×1080), scaled by the theme.
"""
from __future__ import annotations

import bisect
import time
from dataclasses import dataclass, field

import pygame

from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Paragraph, Picture, Rich, Table
from game.ui.rich_text import Line, Run, draw_line, style_font, wrap_rich

BODY_SIZE = 21
TABLE_SIZE = 18
CARD_SIZE = 19
CAPTION_SIZE = 19
MIN_CAPTION_W = 220     # a caption narrower than this beside its picture goes under it instead
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


@dataclass
class LaidOutPicture:
    """A picture laid out in its box: where the picture and its caption's lines go, and the
    picture itself once painted (it is painted the first time it is shown)."""

    picture: Picture
    at: tuple[int, int]                   # the picture's top-left corner inside the box
    lines: list[tuple[int, int, Line]]    # (dx, dy, line) inside the box
    image: pygame.Surface | None = None


@dataclass
class PictureRowPiece(Piece):
    """A row of pictures side by side, each on a panel with its caption."""

    pictures: list[LaidOutPicture] = field(default_factory=list)
    box_w: int = 0
    gap: int = 0

    def draw(self, surface: pygame.Surface, x: int, y: int, theme: th.Theme) -> None:
        body_h = self.h - theme.px(16)
        radius = theme.px(10)
        for k, laid in enumerate(self.pictures):
            box = pygame.Rect(x + k * (self.box_w + self.gap), y, self.box_w, body_h)
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, box, border_radius=radius)
            pygame.draw.rect(surface, th.PAPYRUS_DARK, box, width=max(1, theme.px(1)), border_radius=radius)
            if laid.image is None:
                laid.image = _picture_image(laid.picture, theme)
            surface.blit(laid.image, (box.x + laid.at[0], box.y + laid.at[1]))
            for dx, dy, line in laid.lines:
                draw_line(surface, line, box.x + dx, box.y + dy, theme)


def _picture_image(picture: Picture, theme: th.Theme) -> pygame.Surface:
    """The picture painted on a transparent surface of its size at the theme's scale."""
    image = pygame.Surface((theme.px(picture.size[0]), theme.px(picture.size[1])), pygame.SRCALPHA)
    picture.draw(image, image.get_rect(), theme)
    return image


# --------------------------------------------------------------------------- the document laid out

class Layout:
    """A list of blocks laid out for a column ``width`` pixels wide, with the matches of
    ``terms`` marked: its pieces top to bottom and where each block starts, as far down as it
    has been laid out so far (everything once :attr:`done`)."""

    def __init__(self, blocks: list[Block], theme: th.Theme, width: int, terms: tuple[str, ...] = ()) -> None:
        self._blocks = blocks
        self._next = 0                   # the first block not laid out yet
        self.width = width
        self._layouter = _Layouter(theme, width, terms)
        self.pieces: list[Piece] = self._layouter.pieces
        self.block_y: dict[int, int] = self._layouter.block_y
        self.tops: list[int] = self._layouter.tops

    @property
    def done(self) -> bool:
        """Whether every block is laid out."""
        return self._next >= len(self._blocks)

    @property
    def total_h(self) -> int:
        """The height laid out so far: the whole document's (with a margin below) once done."""
        return self._layouter.y + (self._layouter.theme.px(48) if self.done else 0)

    def extend_to(self, y: int) -> None:
        """Lay out blocks until the pieces reach ``y`` pixels down (or the end)."""
        while not self.done and self._layouter.y < y:
            self._lay_out_next()

    def extend_to_block(self, index: int) -> None:
        """Lay out blocks up to and including block ``index``."""
        while not self.done and self._next <= index:
            self._lay_out_next()

    def extend_for(self, seconds: float) -> None:
        """Lay out blocks for about ``seconds`` (at least one block)."""
        deadline = time.perf_counter() + seconds
        self._lay_out_next()
        while not self.done and time.perf_counter() < deadline:
            self._lay_out_next()

    def finish(self) -> None:
        """Lay out every block left."""
        while not self.done:
            self._lay_out_next()

    def first_at(self, y: int) -> int:
        """The index of the first piece whose bottom is below ``y``."""
        k = max(0, bisect.bisect_right(self.tops, y) - 1)
        while k < len(self.pieces) and self.pieces[k].y + self.pieces[k].h <= y:
            k += 1
        return k

    def _lay_out_next(self) -> None:
        """Lay out the next block, or the next run of cards or of pictures (they share rows)."""
        if self.done:
            return
        start = self._next
        end = start + 1
        while end < len(self._blocks) and _shares_rows(self._blocks[start], self._blocks[end]):
            end += 1
        self._next = end
        self._layouter.add(list(enumerate(self._blocks[start:end], start)))


def _shares_rows(first: Block, other: Block) -> bool:
    """Whether ``other``, following ``first``, goes in the same rows: cards with cards, pictures
    with pictures of the same width."""
    if isinstance(first, Card):
        return isinstance(other, Card)
    if isinstance(first, Picture):
        return isinstance(other, Picture) and other.width == first.width
    return False


class _Layouter:
    """Lays out blocks one after the other for a column ``width`` pixels wide."""

    def __init__(self, theme: th.Theme, width: int, terms: tuple[str, ...]) -> None:
        self.theme = theme
        self.width = width
        self.terms = terms
        self.pieces: list[Piece] = []
        self.tops: list[int] = []
        self.block_y: dict[int, int] = {}
        self.y = theme.px(28)
        self._after_item = False        # the last block was a list item

    def add(self, run: list[tuple[int, Block]]) -> None:
        """Lay out one block, or a run of cards or of pictures, below what is laid out."""
        px = self.theme.px
        index, block = run[0]
        if isinstance(block, Card):
            self._cards([(i, b) for i, b in run if isinstance(b, Card)])
        elif isinstance(block, Picture):
            self._pictures([(i, b) for i, b in run if isinstance(b, Picture)])
        else:
            if self._after_item and isinstance(block, Paragraph) and not block.marker and not block.depth:
                self.y += px(10)            # a list ends: a little more room before the text
            self.block_y[index] = self.y
            if isinstance(block, Heading):
                self._heading(index, block)
            elif isinstance(block, Paragraph):
                self._paragraph(index, block)
            elif isinstance(block, Table):
                self._table(index, block)
            else:
                self._piece(RulePiece(self.y, px(44), index, self.width))
                self.y += px(44)
        self._after_item = isinstance(block, Paragraph) and bool(block.marker)

    def _piece(self, piece: Piece) -> None:
        self.pieces.append(piece)
        self.tops.append(piece.y)

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
            self._piece(TextPiece(self.y, h, index, line, underline=underline))
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
            self._piece(piece)
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
            self._piece(TableRowPiece(self.y, h, index, cells, columns, dx, line_h, header,
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
            self._piece(CardRowPiece(self.y, h, row[0][0], [card for card, _ in laid], card_w, gap))
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

    def _pictures(self, pictures: list[tuple[int, Picture]]) -> None:
        """Pictures of one width in rows, as many side by side as fit, each box widened so that
        a row fills the column."""
        px = self.theme.px
        gap = px(22)
        wanted = min(self.width, px(pictures[0][1].width))
        per_row = max(1, (self.width + gap) // (wanted + gap))
        box_w = (self.width - gap * (per_row - 1)) // per_row
        for start in range(0, len(pictures), per_row):
            row = pictures[start:start + per_row]
            laid = [self._picture(picture, box_w) for _, picture in row]
            h = max(height for _, height in laid) + px(16)
            for index, _ in row:
                self.block_y[index] = self.y
            self._piece(PictureRowPiece(self.y, h, row[0][0], [picture for picture, _ in laid], box_w, gap))
            self.y += h
        self.y += px(12)

    def _picture(self, picture: Picture, width: int) -> tuple[LaidOutPicture, int]:
        """A picture and its caption inside their box (the caption beside the picture, or under
        it when there is no room beside) and the box's height."""
        px = self.theme.px
        pad = px(12)
        pic_w, pic_h = px(picture.size[0]), px(picture.size[1])
        inner = width - 2 * pad
        line_h = round(style_font(self.theme, "body", "r", CAPTION_SIZE).get_linesize() * 1.06)
        beside = inner - pic_w - pad
        if beside >= px(MIN_CAPTION_W):
            lines = wrap_rich(picture.caption, beside, self.theme, size=CAPTION_SIZE, terms=self.terms)
            laid = [(pad + pic_w + pad, pad + k * line_h, line) for k, line in enumerate(lines)]
            return LaidOutPicture(picture, (pad, pad), laid), max(pic_h, len(lines) * line_h) + 2 * pad
        # Under the picture, both centred.
        lines = wrap_rich(picture.caption, inner, self.theme, size=CAPTION_SIZE, terms=self.terms)
        top = pad + pic_h + px(8)
        laid = [(pad + (inner - _line_width(line)) // 2, top + k * line_h, line) for k, line in enumerate(lines)]
        return LaidOutPicture(picture, (pad + max(0, inner - pic_w) // 2, pad), laid), top + len(lines) * line_h + pad


def _line_width(line: Line) -> int:
    return line[-1].x + line[-1].width if line else 0
