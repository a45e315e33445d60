"""A card drawn large with everything it says: a header in its kind's colour with its type, id
and name, then its whole text, the facts the text leaves out (:func:`card_facts`) and, when
given, a last line for the player looking at it (whether they may play it now).

The setup drafts show their cards this way (:mod:`card_choice`), and so does the card zoom
(:mod:`card_zoom`). :func:`face_height` and :func:`draw_face` lay the card out the same way,
so a rect of the height measured always holds the whole text.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import pgettext, say
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.rules.names import card_name
from game.tekhenu.ui.card_rows import CARD_COLOURS
from game.tekhenu.ui.card_text import CARD_TYPE_NAMES, card_facts, card_kind
from game.ui import theme as th
from game.ui.text import fitting_font, text_width, wrap_text
from game.ui.widgets.base import draw_panel

#: Design sizes of the texts: the name, the card's text, and the type, id, facts and status.
NAME_SIZE = 19
TEXT_SIZE = 16
SMALL_SIZE = 15
#: Design padding inside the card, and the space between its paragraphs.
PAD = 12
PARAGRAPH = 8


@dataclass(frozen=True)
class Status:
    """A last line for the player looking at the card: ``ok`` when it says they may act."""

    text: str
    ok: bool = False


@dataclass(frozen=True)
class _Line:
    text: str
    font: pygame.font.Font
    colour: th.Colour
    #: Design pixels of space above the line (between paragraphs).
    space: int = 0
    #: Text drawn at the right end of the line (the id, beside the type).
    right: str = ""


def _words_font(theme: th.Theme, text: str, width: int, size: int) -> pygame.font.Font:
    """The bold font of ``size``, or smaller, at which no word of ``text`` is wider than ``width``:
    lines then break between words, never inside one (long words of long languages)."""
    widest = theme.font("bold", size)
    longest = max(text.split(), key=lambda word: widest.size(word)[0], default="")
    return fitting_font(theme, longest, width, size=size, role="bold") or theme.font("bold", th.MIN_FONT_PX)


def _words(catalog: Catalog, card_id: str) -> tuple[str, str, str, str]:
    """What the card says, in the current language: its type, name, text and facts."""
    return (say(CARD_TYPE_NAMES[card_kind(card_id)]).upper(), say(card_name(catalog, card_id)),
            pgettext(card_id, catalog.card(card_id).text),  # type: ignore[attr-defined]
            say(card_facts(catalog, card_id)))


def _header(theme: th.Theme, catalog: Catalog, card_id: str, width: int) -> list[_Line]:
    """The type with the id at the right (the id above the type on a narrow card), then the
    name."""
    kind, name, _text, _facts = _words(catalog, card_id)
    small, bold = _words_font(theme, kind, width, SMALL_SIZE), _words_font(theme, name, width, NAME_SIZE)
    if small.size(f"{kind}  {card_id}")[0] <= width:
        lines = [_Line(kind, small, th.GOLD_LIGHT, right=card_id)]
    else:
        lines = [_Line(card_id, small, th.GOLD_LIGHT)] + [_Line(line, small, th.GOLD_LIGHT)
                                                         for line in wrap_text(kind, small, width)]
    return lines + [_Line(line, bold, th.IVORY) for line in wrap_text(name, bold, width)]


def _body(theme: th.Theme, catalog: Catalog, card_id: str, width: int, status: Status | None) -> list[_Line]:
    """The card's text, its facts and the status, paragraph after paragraph."""
    text, small = theme.font("body", TEXT_SIZE), theme.font("body", SMALL_SIZE)
    _kind, _name, words, card_facts_text = _words(catalog, card_id)
    lines = [_Line(line, text, th.TEXT) for line in wrap_text(words, text, width)]
    facts = wrap_text(card_facts_text, small, width)
    lines += [_Line(line, small, th.TEXT_MUTED, PARAGRAPH if k == 0 else 0) for k, line in enumerate(facts)]
    if status is not None:
        bold = theme.font("bold", SMALL_SIZE)
        colour = th.TURQUOISE_DARK if status.ok else th.TEXT_MUTED
        lines += [_Line(line, bold, colour, PARAGRAPH if k == 0 else 0)
                  for k, line in enumerate(wrap_text(status.text, bold, width))]
    return lines


def _height(theme: th.Theme, lines: list[_Line]) -> int:
    return sum(line.font.get_linesize() + theme.px(line.space) for line in lines)


def breaks_words(theme: th.Theme, catalog: Catalog, card_id: str, width: int) -> bool:
    """Whether a card ``width`` pixels wide would break a word inside: too narrow for a long word
    of the language even at the smallest legible size."""
    inner = width - 2 * theme.px(PAD)
    kind, name, text, facts = _words(catalog, card_id)
    fonts = (_words_font(theme, kind, inner, SMALL_SIZE), _words_font(theme, name, inner, NAME_SIZE),
             theme.font("body", TEXT_SIZE), theme.font("body", SMALL_SIZE))
    return any(text_width(font, word) > inner for words, font in zip((kind, name, text, facts), fonts)
               for word in words.split())


def face_height(theme: th.Theme, catalog: Catalog, card_id: str, width: int, status: Status | None = None) -> int:
    """The height a card ``width`` pixels wide needs to show all it says."""
    pad = theme.px(PAD)
    header = _height(theme, _header(theme, catalog, card_id, width - 2 * pad))
    body = _height(theme, _body(theme, catalog, card_id, width - 2 * pad, status))
    return pad + header + pad + pad + body + pad


def draw_face(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, catalog: Catalog, card_id: str, *,
              status: Status | None = None, highlighted: bool = False) -> None:
    """The card in ``rect`` (as tall as :func:`face_height` or taller)."""
    pad = theme.px(PAD)
    kind = card_kind(card_id)
    colour = CARD_COLOURS[kind]
    inner = rect.w - 2 * pad
    header_lines = _header(theme, catalog, card_id, inner)
    header_h = pad + _height(theme, header_lines) + pad
    draw_panel(surface, rect, theme, raised=True, border=th.GOLD if highlighted else colour, radius=12)
    header = pygame.Rect(rect.x, rect.y, rect.w, header_h)
    pygame.draw.rect(surface, colour, header, border_top_left_radius=theme.px(12),
                     border_top_right_radius=theme.px(12))
    _blit_lines(surface, theme, header_lines, pygame.Rect(rect.x + pad, rect.y + pad, inner, 0))
    _blit_lines(surface, theme, _body(theme, catalog, card_id, inner, status),
                pygame.Rect(rect.x + pad, header.bottom + pad, inner, 0))
    if highlighted:
        pygame.draw.rect(surface, th.GOLD, rect.inflate(theme.px(8), theme.px(8)), width=theme.px(4),
                         border_radius=theme.px(14))


def _blit_lines(surface: pygame.Surface, theme: th.Theme, lines: list[_Line], column: pygame.Rect) -> None:
    """Draw ``lines`` one under another from the top of ``column``, within its width."""
    y = column.y
    for line in lines:
        y += theme.px(line.space)
        surface.blit(line.font.render(line.text, True, line.colour), (column.x, y))
        if line.right:
            right = line.font.render(line.right, True, line.colour)
            surface.blit(right, right.get_rect(topright=(column.right, y)))
        y += line.font.get_linesize()
