"""A rules document as the rules reference shows it: a list of blocks (headings, paragraphs and
list items, tables, horizontal rules, cards and pictures) made of styled text.

Nothing here knows a game. A game builds its :class:`RulesDocument` from its rules text (see
``game.ui.markdown``) and adds its own sections, such as every card and tile as :class:`Card`
blocks, or pages illustrated with :class:`Picture` blocks that the game draws itself;
``game.ui.scenes.rules_reference`` shows it.

Text is stored as it is displayed: :func:`display_text` replaces the minus sign with an en dash
(the fonts' minus is a wide Korean-style glyph). The fonts write English, Hungarian, Polish and
Korean; a few symbols are drawn in code (``game.ui.rich_text``) to match the text around them.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.i18n import N_, LazyText, _
from game.ui.text import MINUS
from game.ui.theme import Colour, Theme

_REPLACEMENTS = str.maketrans({"−": MINUS})  # U+2212: the fonts' own is a wide Korean-style glyph

def display_text(text: str) -> str:
    """``text`` with the characters the fonts draw poorly replaced by ones they draw well."""
    return text.translate(_REPLACEMENTS)


@dataclass(frozen=True)
class Rich:
    """Text with a style per character: r regular, b bold, i italic, j bold italic."""

    text: str
    styles: str

    @staticmethod
    def plain(text: str, style: str = "r") -> Rich:
        """``text`` (made displayable) in one style."""
        text = display_text(text)
        return Rich(text, style * len(text))


@dataclass
class Heading:
    """A heading: level 1 is the document's title, 2 a chapter, 3 a section, 4 and more below."""

    level: int
    rich: Rich


@dataclass
class Paragraph:
    """A paragraph, or a list item when it has a marker ("•" or "3.")."""

    rich: Rich
    depth: int = 0      # how many list items it sits in
    marker: str = ""


@dataclass
class Table:
    """A table: its header row (if it has one) and its rows, each a list of cells."""

    header: list[Rich] | None
    rows: list[list[Rich]]
    depth: int = 0


@dataclass
class Rule:
    """A horizontal rule between parts of the text."""


@dataclass
class Card:
    """A card (or tile) of a game: its id on a badge, its name, a line of facts and its text.
    Cards that follow each other are laid out side by side."""

    id: str
    name: str
    facts: str
    text: str
    colour: Colour      # its id badge and the stripe along its edge (e.g. one per kind of card)


#: Paints a picture inside the given rect of a surface, at the theme's scale, and nowhere else.
DrawPicture = Callable[[pygame.Surface, pygame.Rect, Theme], None]


@dataclass
class Picture:
    """A small picture the game draws, with its caption beside it (under it, both centred, when
    its box leaves no room beside it). Pictures of one width that follow each other share rows,
    as many side by side as fit."""

    draw: DrawPicture
    size: tuple[int, int]   # the picture, in design pixels (at 1920×1080)
    caption: Rich
    width: int              # the room the picture and its caption take in a row, in design pixels


Block = Heading | Paragraph | Table | Rule | Card | Picture


def block_text(block: Block) -> str:
    """The words of a block, for searching."""
    if isinstance(block, (Heading, Paragraph)):
        return block.rich.text
    if isinstance(block, Picture):
        return block.caption.text
    if isinstance(block, Table):
        rows = ([block.header] if block.header else []) + block.rows
        return "\n".join(" | ".join(cell.text for cell in row) for row in rows)
    if isinstance(block, Card):
        return " ".join((block.id, display_text(block.name), display_text(block.facts),
                         display_text(block.text)))
    return ""


def missing_rules_note(error: str, instead: str) -> list[Block]:
    """The blocks shown where a rules text that could not be read would be: ``error`` says why
    (a message naming the file), ``instead`` what the reference shows all the same."""
    return [Heading(1, Rich.plain(_("Rules reference"))),
            Paragraph(Rich.plain(_("The rules text could not be loaded. {error}. {instead}", error=error,
                                   instead=instead)))]


@dataclass(frozen=True)
class RulesDocument:
    """What a game's rules reference shows.

    ``blocks`` are the game's rules text followed by the sections the game adds (its cards and
    tiles); when the rules text could not be read, ``error`` says why and the blocks begin with
    :func:`missing_rules_note` instead. The two hints name things of the game a player may
    search for (e.g. a word and a card id)."""

    blocks: list[Block]
    error: str | None = None
    #: In the empty search field.
    search_placeholder: str | LazyText = field(default_factory=lambda: N_("Search the rules"))
    #: Under "Nothing matches".
    search_tip: str | LazyText = field(default_factory=lambda: N_("Try one word."))
