"""Tekhenu's "How to play" page, the first section of the rules reference: one screen that a
newcomer reads first (the goal, a turn, light and purity, production, the six gods, the scales
and Maat, scoring, the end of the game), each part beside a small picture.

The pictures are made of the board's own drawings (dice, god glyphs, pillar tiles, pieces,
icons), so that what the page shows is what the board shows. Each one paints itself inside the
rect it is given (``game.ui.document.Picture``), in proportion to it.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.i18n import N_, LazyText, _
from game.tekhenu.rules.catalog import Catalog, PillarTile
from game.tekhenu.ui.card_rows import CARD_COLOURS
from game.tekhenu.ui.dice import LIGHTING_COLOURS, STATE_COLOURS, draw_die
from game.tekhenu.ui.icons import draw_icon, ordinal_words
from game.tekhenu.ui.pieces import draw_building, draw_cog, draw_statue, draw_symbol
from game.tekhenu.ui.widgets.osiris import draw_raise_arrow
from game.tekhenu.ui.widgets.temple import draw_lighting_symbol, pillar_tile_surface
from game.tekhenu.ui.widgets.wheel import GLYPHS
from game.ui import theme as th
from game.ui.document import Block, DrawPicture, Heading, Paragraph, Picture, Rich
from game.ui.markdown import parse_inline

TITLE = N_("How to play")
PANEL_W = 640               # two panels side by side fill the column
PANEL_PICTURE = (180, 112)
GOD_W = 190                 # the six gods side by side
GOD_PICTURE = (140, 70)
COLOUR = "blue"             # the player colour the pieces are shown in
PIECES = th.PLAYER_COLOURS[COLOUR]

# Translators: markdown: keep the ** around the words in bold.
GOAL = N_("**The goal.** Build the temple of Amun-Ra and win the most victory points (VP) in 16 rounds.")
GOD_LINES: dict[str, LazyText] = {
    # Translators: markdown: keep the ** around the words in bold.
    "horus": N_("**Horus**: a statue for a god or the people"),
    # Translators: markdown: keep the ** around the words in bold.
    "ra": N_("**Ra**: a pillar in the temple complex"),
    # Translators: markdown: keep the ** around the words in bold.
    "hathor": N_("**Hathor**: a building; gain population"),
    # Translators: markdown: keep the ** around the words in bold.
    "bastet": N_("**Bastet**: a festival; gain happiness"),
    # Translators: markdown: keep the ** around the words in bold.
    "thoth": N_("**Thoth**: 1–3 cards from the market"),
    # Translators: markdown: keep the ** around the words in bold.
    "osiris": N_("**Osiris**: a workshop; raise production"),
}


def how_to_play_blocks(catalog: Catalog) -> list[Block]:
    """The page in the current language: its heading and the goal, then each part of the game
    beside its picture."""
    tile = catalog.pillars[min(catalog.pillars)]       # the one shown raised in the temple complex
    return [
        Heading(2, Rich.plain(str(TITLE))),
        Paragraph(parse_inline(str(GOAL))),
        _panel(_turn,
               # Translators: markdown: keep the ** around the words in bold.
               _("**Each round**, in turn order, everyone takes one die from around the obelisk for the action of "
                 "the god of its section, or to produce resources of its colour.")),
        _panel(_light,
               # Translators: markdown: keep the ** around the words in bold.
               _("**Light.** The obelisk's shadow turns every 2 rounds. A die is pure where its shade matches its "
                 "section's light; elsewhere tainted, or forbidden: not to be taken.")),
        *[Picture(partial(_god, god=god, tile=tile), GOD_PICTURE, parse_inline(str(GOD_LINES[god])), GOD_W)
          for god in catalog.board.gods],
        _panel(_production,
               # Translators: markdown: keep the ** around the words in bold.
               _("**Production.** Yellow makes papyrus, brown bread, white limestone, black granite, as many as the "
                 "die's value. What goes above your production marker is greed.")),
        _panel(_maat,
               # Translators: markdown: keep the ** around the words in bold.
               _("**The scales.** Pure dice go on the left, tainted dice and greed on the right. Every 4 rounds Maat "
                 "weighs them: nearest 0 plays first; –3 or lower costs VP.")),
        _panel(partial(_scoring, tile=tile),
               # Translators: markdown: keep the ** around the words in bold.
               _("**Scoring**, after rounds 8 and 16: VP for Osiris districts, the temple complex, statues, "
                 "happiness and full production tracks; buildings cost bread.")),
        _panel(_end,
               # Translators: markdown: keep the ** around the words in bold.
               _("**The end.** Everyone scores up to 3 secret decrees, one per symbol, and the first in turn order "
                 "3 VP. The most VP wins; a tie goes to the most scribes.")),
    ]


def _panel(draw: DrawPicture, caption: str) -> Picture:
    return Picture(draw, PANEL_PICTURE, parse_inline(caption), PANEL_W)


# --------------------------------------------------------------------------- the pictures
# Each paints inside ``rect`` only, with its lengths in proportion to the rect's height.

def _turn(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """A row of dice in a section; the one taken goes to a god's action or to production."""
    u = rect.h / 100
    groove = pygame.Rect(rect.x + round(2 * u), rect.y + round(36 * u), round(92 * u), round(30 * u))
    pygame.draw.rect(surface, th.mix(th.PAPYRUS, STATE_COLOURS["pure"], 0.22), groove, border_radius=round(6 * u))
    pygame.draw.rect(surface, th.mix(th.PAPYRUS, STATE_COLOURS["pure"], 0.55), groove, max(1, round(u)),
                     border_radius=round(6 * u))
    for k, (colour, value) in enumerate((("white", 5), ("white", 2), ("yellow", 4))):
        cell = pygame.Rect(groove.x + round((4 + 30 * k) * u), groove.y - round(2 * u), round(26 * u), round(26 * u))
        taken = k == 2
        if taken:
            cell.move_ip(0, -round(20 * u))
            pygame.draw.rect(surface, th.GOLD, cell.inflate(round(6 * u), round(6 * u)), max(1, round(2 * u)),
                             border_radius=round(5 * u))
        draw_die(surface, cell, colour, value, "pure", letter=False)
    _arrow(surface, (groove.right + round(4 * u), rect.centery), (rect.x + round(124 * u), rect.centery), u)
    x = rect.x + round(140 * u)
    _roundel(surface, "ra", (x, rect.y + round(22 * u)), 18 * u)
    # Translators: in a small picture between a god and a resource: the die is taken for one or the other.
    _words(surface, theme, _("or"), (x, rect.y + round(52 * u)), 16 * u, th.INK_SOFT, rect)
    draw_icon(surface, "papyrus", (x, rect.y + round(78 * u)), 30 * u)


def _light(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """Sunny, shaded and dark sections, each with the dice that are pure there."""
    u = rect.h / 100
    pure = {"sunny": ["white"], "shaded": ["yellow", "brown"], "dark": ["black"]}
    w = rect.w / len(pure)
    for k, (light, colours) in enumerate(pure.items()):
        column = pygame.Rect(round(rect.x + k * w + 2 * u), rect.y + round(2 * u), round(w - 4 * u), rect.h - round(4 * u))
        pygame.draw.rect(surface, th.mix(th.PAPYRUS, LIGHTING_COLOURS[light], 0.55), column,
                         border_radius=round(8 * u))
        draw_lighting_symbol(surface, light, (column.centerx, column.y + round(22 * u)), round(13 * u))
        side = round(30 * u if len(colours) == 1 else 26 * u)
        for j, colour in enumerate(colours):
            cx = column.centerx + round((j - (len(colours) - 1) / 2) * 28 * u)
            cell = pygame.Rect(0, 0, side, side)
            cell.center = (cx, column.y + round(66 * u))
            draw_die(surface, cell, colour, 3 + j, "pure", letter=False)


def _production(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """A brown 5 makes 5 bread: the bread marker on 3 keeps 3, the other 2 are greed."""
    u = rect.h / 100
    draw_die(surface, pygame.Rect(rect.x + round(2 * u), rect.centery - round(17 * u), round(34 * u), round(34 * u)),
             "brown", 5, letter=False)
    _arrow(surface, (rect.x + round(40 * u), rect.centery), (rect.x + round(54 * u), rect.centery), u)
    cells = 6
    x0 = rect.x + round(58 * u)
    cell_w = (rect.right - x0 - round(2 * u)) / cells
    marker = 3
    greed = pygame.Rect(round(x0 + marker * cell_w), rect.y + round(14 * u), round(2 * cell_w), round(30 * u))
    pygame.draw.rect(surface, th.mix(th.PAPYRUS_LIGHT, STATE_COLOURS["tainted"], 0.3), greed,
                     border_radius=round(5 * u))
    for k in range(cells):
        cell = pygame.Rect(round(x0 + k * cell_w + u), rect.y + round(52 * u), round(cell_w - 2 * u), round(26 * u))
        pygame.draw.rect(surface, th.mix(th.PAPYRUS, (168, 104, 52), 0.45) if k < marker else th.PAPYRUS_LIGHT, cell,
                         border_radius=round(3 * u))
        pygame.draw.rect(surface, th.GOLD_DARK if k == cells - 1 else th.PAPYRUS_DARK, cell, max(1, round(u)),
                         border_radius=round(3 * u))
        if k + 1 == marker:
            th.draw_player_marker(surface, cell.center, round(min(cell.w, cell.h) * 0.36), COLOUR)
        else:
            _words(surface, theme, str(k + 1), cell.center, 13 * u, th.INK_SOFT, cell, role="body")
        if k < marker + 2:
            draw_icon(surface, "bread", (cell.centerx, rect.y + round(29 * u)), min(20 * u, cell_w - 2 * u))
    _words(surface, theme, _("greed"), (greed.centerx, rect.y + round(90 * u)), 14 * u, STATE_COLOURS["tainted"],
           rect)


def _maat(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """The scales: pure 4 + 3 on the left, tainted 6 and 1 greed on the right, balance 0."""
    u = rect.h / 100
    ink = th.mix(th.GOLD_DARK, th.INK, 0.35)
    cx, beam_y = rect.centerx, rect.y + round(18 * u)
    pygame.draw.line(surface, ink, (cx, beam_y), (cx, rect.bottom - round(8 * u)), max(1, round(3 * u)))
    base = pygame.Rect(0, 0, round(40 * u), round(6 * u))
    base.midbottom = (cx, rect.bottom - round(3 * u))
    pygame.draw.rect(surface, ink, base, border_radius=round(2 * u))
    ends = [(rect.x + round(42 * u), beam_y), (rect.right - round(42 * u), beam_y)]
    pygame.draw.line(surface, th.GOLD_DARK, ends[0], ends[1], max(2, round(4 * u)))
    pans = []
    for end in ends:
        pan = pygame.Rect(0, 0, round(76 * u), round(7 * u))
        pan.midtop = (end[0], beam_y + round(50 * u))
        for corner in (pan.topleft, pan.topright):
            pygame.draw.line(surface, ink, end, corner, max(1, round(u)))
        pygame.draw.ellipse(surface, th.GOLD, pan)
        pygame.draw.ellipse(surface, th.GOLD_DARK, pan, max(1, round(u)))
        pans.append(pan)
    side = round(28 * u)
    for pan, dice in ((pans[0], (("white", 4, "pure"), ("yellow", 3, "pure"))), (pans[1], (("gray", 6, "tainted"),))):
        for k, (colour, value, state) in enumerate(dice):
            cell = pygame.Rect(0, 0, side, side)
            cell.midbottom = (pan.centerx + round((k - (len(dice) - 1) / 2) * 31 * u), pan.y + round(2 * u))
            draw_die(surface, cell, colour, value, state, letter=False)
    draw_icon(surface, "bread", (pans[1].centerx + round(28 * u), pans[1].y - round(11 * u)), 20 * u)
    medal = (cx, beam_y)
    pygame.draw.circle(surface, th.PAPYRUS_LIGHT, medal, round(14 * u))
    pygame.draw.circle(surface, th.TURQUOISE_DARK, medal, round(14 * u), max(1, round(2 * u)))
    _words(surface, theme, "0", medal, 17 * u, th.TURQUOISE_DARK, rect)


def _scoring(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, tile: PillarTile) -> None:
    """What scores: a pillar on its tile, a building, a statue and happiness, turned into VP."""
    u = rect.h / 100
    side = round(46 * u)
    surface.blit(pillar_tile_surface(tile, 0, side, f"owner:{COLOUR}"), (rect.x + round(2 * u), rect.y + round(2 * u)))
    draw_building(surface, pygame.Rect(rect.x + round(56 * u), rect.y + round(8 * u), round(36 * u), round(34 * u)),
                  PIECES)
    draw_statue(surface, pygame.Rect(rect.x + round(6 * u), rect.y + round(54 * u), round(36 * u), round(44 * u)),
                PIECES)
    draw_icon(surface, "happiness", (rect.x + round(74 * u), rect.y + round(76 * u)), 38 * u)
    _arrow(surface, (rect.x + round(100 * u), rect.centery), (rect.x + round(122 * u), rect.centery), u)
    draw_icon(surface, "vp", (rect.right - round(22 * u), rect.centery), 40 * u)


def _end(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    """The four decree symbols, and the bonus of the first player in turn order."""
    u = rect.h / 100
    r = 15 * u
    for k, symbol in enumerate(("sun", "ankh", "eye", "scarab")):
        centre = (rect.x + round((20 + 38 * k) * u), rect.y + round(26 * u))
        pygame.draw.circle(surface, CARD_COLOURS["decree"], centre, round(r))
        draw_symbol(surface, symbol, centre, r * 1.2, th.IVORY)
    y = rect.y + round(74 * u)
    th.draw_player_marker(surface, (rect.x + round(26 * u), y), round(13 * u), COLOUR)
    between = pygame.Rect(rect.x + round(40 * u), rect.y, round(36 * u), rect.h)   # from the marker to the +3
    _words(surface, theme, ordinal_words(1), (between.centerx, y), 17 * u, th.INK, between)
    _words(surface, theme, "+3", (rect.x + round(100 * u), y), 19 * u, th.GOLD_DARK, rect)
    draw_icon(surface, "vp", (rect.x + round(134 * u), y), 30 * u)


def _god(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, god: str, tile: PillarTile) -> None:
    """The god's glyph, as on the wheel, beside what the god's action gives."""
    u = rect.h / 100
    _roundel(surface, god, (rect.x + round(48 * u), rect.centery), 46 * u)
    area = pygame.Rect(rect.x + round(104 * u), rect.y + round(10 * u), rect.right - rect.x - round(106 * u),
                       rect.h - round(20 * u))
    left = _square(pygame.Rect(area.x, area.y, area.w // 2, area.h))     # when two things are shown
    right = _square(pygame.Rect(area.centerx, area.y, area.w - area.w // 2, area.h))
    if god == "horus":
        draw_statue(surface, _square(area).inflate(-round(14 * u), 0), PIECES)
    elif god == "ra":
        square = _square(area)
        surface.blit(pillar_tile_surface(tile, 1, square.w, f"owner:{COLOUR}"), square)
    elif god == "hathor":
        draw_building(surface, left.inflate(0, -round(6 * u)), PIECES)
        draw_icon(surface, "population", right.center, right.w)
    elif god == "bastet":
        draw_icon(surface, "happiness", left.center, left.w)
        draw_icon(surface, "scribe", right.center, right.w)
    elif god == "thoth":
        for k, kind in enumerate(("blessing", "technology")):
            card = pygame.Rect(0, 0, round(38 * u), round(56 * u))
            card.center = (area.centerx + round((k - 0.5) * 32 * u), area.centery + round((k - 0.5) * 12 * u))
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, card, border_radius=round(5 * u))
            pygame.draw.rect(surface, CARD_COLOURS[kind], card, max(1, round(4 * u)), border_radius=round(5 * u))
            if kind == "technology":
                draw_cog(surface, card.center, 22 * u, CARD_COLOURS[kind])
            else:
                draw_icon(surface, "vp", card.center, 26 * u)
    else:
        draw_building(surface, left.inflate(0, -round(6 * u)), PIECES)
        draw_raise_arrow(surface, right.center, round(right.w * 0.8))


# --------------------------------------------------------------------------- parts of pictures

def _roundel(surface: pygame.Surface, god: str, centre: tuple[int, int], r: float) -> None:
    """A god's glyph on a lapis disc in a gold ring, as on the wheel's cartouches."""
    pygame.draw.circle(surface, th.GOLD_DARK, centre, round(r))
    pygame.draw.circle(surface, th.GOLD, centre, round(r * 0.9))
    pygame.draw.circle(surface, th.LAPIS, centre, round(r * 0.78))
    GLYPHS[god](surface, centre, r * 0.6, th.GOLD_LIGHT, th.LAPIS)


def _square(rect: pygame.Rect) -> pygame.Rect:
    """The largest square centred in ``rect``."""
    square = pygame.Rect(0, 0, min(rect.w, rect.h), min(rect.w, rect.h))
    square.center = rect.center
    return square


def _arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], u: float) -> None:
    """A gold arrow from ``start`` to ``end`` (left to right)."""
    head = round(7 * u)
    pygame.draw.line(surface, th.GOLD_DARK, start, (end[0] - head, end[1]), max(1, round(3 * u)))
    pygame.draw.polygon(surface, th.GOLD_DARK, [end, (end[0] - head, end[1] - head), (end[0] - head, end[1] + head)])


def _words(surface: pygame.Surface, theme: th.Theme, text: str, centre: tuple[int, int], size: float,
           colour: th.Colour, bounds: pygame.Rect, role: str = "bold") -> None:
    """A few words centred on ``centre``, ``size`` pixels high, inside ``bounds`` (the picture,
    or the part of it they label): a longer translation in a smaller font, or drawn smaller
    still when even the smallest font is too wide."""
    width = 2 * min(centre[0] - bounds.left, bounds.right - centre[0])
    px = max(th.MIN_FONT_PX, round(size))
    font = th.load_font(role, px)
    while px > th.MIN_FONT_PX and font.size(text)[0] > width:
        px -= 1
        font = th.load_font(role, px)
    label = font.render(text, True, colour)
    if label.get_width() > width > 0:
        label = pygame.transform.smoothscale_by(label, width / label.get_width())
    surface.blit(label, label.get_rect(center=centre))
