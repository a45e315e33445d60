"""The cards a player holds, drawn as a row on their board, in the richest style that fits.

:func:`card_layout` chooses the style and places the cards, measuring the names with the real
fonts; :class:`CardRow` draws them. Blessings, technologies, decrees (face-down, with a count
when there are many, on the boards of the viewer's opponents), the destiny card and starting
cards each have their colour and emblem, so a card is told by more than its id.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.tekhenu.ui.card_text import card_hint
from game.tekhenu.ui.painted import Painter
from game.tekhenu.ui.pieces import SYMBOL_COLOURS, draw_ankh, draw_cog, draw_symbol
from game.ui import theme as th
from game.ui.layout import grid, grid_shapes
from game.ui.text import ink_line_step, ink_lines_fitting, ink_metrics, wrap_whole_words
from game.words import plural

#: Each kind of card's colour: its band, tab, chip or swatch, and its edge.
CARD_COLOURS: dict[str, th.Colour] = {
    "blessing": (58, 118, 178),
    "technology": (148, 96, 48),
    "decree": th.CARNELIAN,
    "destiny": th.GOLD_DARK,
    "starting": (92, 124, 64),
}
#: Design sizes of the card texts: the id (on its band or tab) and the name.
CARD_ID_SIZE = 14
CARD_NAME_SIZE = 15
#: More face-down decrees than this are drawn as one back with a count.
MAX_BACKS = 3


@dataclass(frozen=True)
class CardEntry:
    """One card on a board: its kind, its id (None: face-down decrees) and, for a face-down
    decree, how many cards it stands for."""

    kind: str
    card: str | None
    hidden: int = 0

    @property
    def label(self) -> str:
        return self.card if self.card is not None else f"×{self.hidden}"


@dataclass(frozen=True)
class CardLayout:
    """Where a player's cards go, and how they are drawn.

    ``style`` is the richest that fits, measured with the real fonts: "named" (one row of
    cards, the id on a band and the whole name below), "tabbed" (rows of cards, the id on a
    tab and the name beside it), "small" (small cards, the id on a band and an emblem below),
    "chip" (the id on the kind's colour) or "swatch" (the kind's colour and emblem). Words are
    never cut: a name that does not fit whole is left to the card's hover text.
    """

    style: str
    rects: list[pygame.Rect]
    #: The width of the tab holding the id ("tabbed"), the same on every card.
    tab: int = 0


def card_layout(area: pygame.Rect, entries: list[CardEntry], names: list[str | None], theme: th.Theme,
                with_names: bool) -> CardLayout:
    """The layout of ``entries`` in ``area``; ``names`` are the names to show (None: no name,
    e.g. a destiny card shows its ankh value instead)."""
    px = theme.px
    id_face = theme.font("bold", CARD_ID_SIZE)
    id_w = max(id_face.size(e.label)[0] for e in entries) + px(8)
    band = id_face.get_ascent() + px(4)
    if with_names:
        layout = _named_layout(area, names, theme, id_w, band) or _tabbed_layout(area, names, theme, id_w)
        if layout is not None:
            return layout
    return _small_layout(area, len(entries), px, id_w, band)


def _named_layout(area: pygame.Rect, names: list[str | None], theme: th.Theme, id_w: int,
                  band: int) -> CardLayout | None:
    px, count = theme.px, len(names)
    gap = px(4)
    w = min(px(118), round(area.h * 1.55), (area.w - gap * (count - 1)) // count)
    face = theme.font("body", CARD_NAME_SIZE)
    room = ink_lines_fitting(face, area.h - band - px(6))
    if w < id_w or not all(n is None or wrap_whole_words(n, face, w - px(6), room) for n in names):
        return None
    return CardLayout("named", grid(area, count, count, w, area.h, gap))


def _tabbed_layout(area: pygame.Rect, names: list[str | None], theme: th.Theme, id_w: int) -> CardLayout | None:
    px, count = theme.px, len(names)
    gap = px(4)
    face = theme.font("body", CARD_NAME_SIZE)
    for rows, per_row in grid_shapes(count, 3)[1:]:
        w = min(px(240), (area.w - gap * (per_row - 1)) // per_row)
        h = (area.h - gap * (rows - 1)) // rows
        room = ink_lines_fitting(face, h - px(4))
        text_w = w - id_w - px(8)
        if room >= 1 and text_w >= px(30) and all(n is None or wrap_whole_words(n, face, text_w, room) for n in names):
            return CardLayout("tabbed", grid(area, count, per_row, w, h, gap), tab=id_w)
    return None


def _small_layout(area: pygame.Rect, count: int, px: Callable[[float], int], id_w: int, band: int) -> CardLayout:
    """The best of small cards, chips and swatches: the richest style, then the biggest."""
    gap = px(3)
    best: tuple[int, float] | None = None
    layout = CardLayout("swatch", [])
    for rows, per_row in grid_shapes(count, 6):
        cell_w = (area.w - gap * (per_row - 1)) / per_row
        cell_h = (area.h - gap * (rows - 1)) / rows
        if cell_w < 2 or cell_h < 2:
            continue
        h = min(cell_h, px(64))
        w = min(cell_w, h * 0.8)
        if w >= id_w and h >= band + px(12):
            style, rank = "small", 3
        elif cell_w >= id_w and cell_h >= band:
            style, rank, w, h = "chip", 2, min(cell_w, px(64)), min(cell_h, px(30))
        else:
            style, rank, w, h = "swatch", 1, min(cell_w, px(40)), min(cell_h, px(30))
        if best is None or (rank, w * h) > best:
            best = (rank, w * h)
            layout = CardLayout(style, grid(area, count, per_row, w, h, gap))
    return layout


class CardRow:
    """The cards a player holds, grouped by type, drawn in the richest style that fits."""

    def __init__(self, painter: Painter, seat: int, owner: str) -> None:
        self.p = painter
        self.seat = seat
        #: The holder's name, for the hover texts.
        self.owner = owner
        self.player: dict[str, Any] = painter.view["players"][seat]
        #: The width of the tab holding the id, in the "tabbed" style.
        self.tab = 0

    def draw(self, area: pygame.Rect, *, names: bool) -> None:
        p = self.p
        entries = self.entries()
        if not entries:
            p.text("no cards", size=15, colour=th.INK_SOFT, center=area.center)
            p.region(area, f"{self.owner} holds no cards.")
            return
        shown = [None if e.card is None or e.kind == "destiny" else p.catalog.name(e.card) for e in entries]
        layout = card_layout(area, entries, shown, p.theme, names)
        self.tab = layout.tab
        draw = {"named": self._named, "tabbed": self._tabbed, "small": self._small, "chip": self._chip,
                "swatch": self._swatch}[layout.style]
        for entry, name, rect in zip(entries, shown, layout.rects):
            pygame.draw.rect(p.surface, th.SAND_DARK, rect.move(p.px(1), p.px(2)), border_radius=p.px(4))
            if entry.card is None:
                self._back(rect, entry.hidden)
                continue
            draw(rect, entry, name)
            p.region(rect, card_hint(p.catalog, entry.card, self.owner), key=("card", self.seat, entry.card))

    def entries(self) -> list[CardEntry]:
        """The cards in the order drawn: blessings, technologies, decrees, destiny, starting."""
        player = self.player
        entries = [CardEntry("blessing", c) for c in player["blessings"]]
        entries += [CardEntry("technology", c) for c in player["technologies"]]
        decrees = player["decrees"]
        if isinstance(decrees, list):
            entries += [CardEntry("decree", c) for c in decrees]
        else:
            revealed = list(player.get("scored_decrees") or [])
            entries += [CardEntry("decree", c) for c in revealed]
            hidden = decrees - len(revealed)
            if hidden > MAX_BACKS:
                entries.append(CardEntry("decree", None, hidden))
            else:
                entries += [CardEntry("decree", None, 1)] * hidden
        if player.get("destiny"):
            entries.append(CardEntry("destiny", player["destiny"]))
        entries += [CardEntry("starting", c) for c in player.get("starting") or []]
        return entries

    # ----------------------------------------------------------------- pieces of a card
    def _face(self, rect: pygame.Rect, kind: str) -> None:
        """The card's papyrus face and its edge in the kind's colour."""
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, th.PAPYRUS_LIGHT, rect, border_radius=s(4))
        pygame.draw.rect(p.surface, th.mix(CARD_COLOURS[kind], th.INK, 0.4), rect, max(1, s(1)), border_radius=s(4))

    def _id(self, text: str, center: tuple[int, int]) -> None:
        image = self.p.theme.render(text, "bold", CARD_ID_SIZE, th.IVORY)
        self.p.surface.blit(image, image.get_rect(center=center))

    def _band(self, rect: pygame.Rect, entry: CardEntry) -> pygame.Rect:
        """The coloured band on top with the id (and a decree's symbol when there is room);
        returns the body below it."""
        p, s = self.p, self.p.px
        band_h = p.theme.font("bold", CARD_ID_SIZE).get_ascent() + s(4)
        band = pygame.Rect(rect.x, rect.y, rect.w, band_h)
        pygame.draw.rect(p.surface, CARD_COLOURS[entry.kind], band,
                         border_top_left_radius=s(4), border_top_right_radius=s(4))
        self._id(entry.label, band.center)
        id_w = p.theme.font("bold", CARD_ID_SIZE).size(entry.label)[0]
        if entry.kind == "decree" and band.w >= id_w + 2 * band_h + s(8):
            draw_symbol(p.surface, p.catalog.decrees[entry.card].symbol,
                        (band.right - band_h / 2 - s(2), band.centery), band_h * 0.72, th.IVORY)
        return pygame.Rect(rect.x + s(3), band.bottom + s(2), rect.w - s(6), rect.bottom - band.bottom - s(4))

    def _name(self, name: str, box: pygame.Rect, *, centred: bool) -> None:
        """The card's whole name in ``box``, on as many lines as it needs, centred vertically."""
        face = self.p.theme.font("body", CARD_NAME_SIZE)
        lines = wrap_whole_words(name, face, box.w, ink_lines_fitting(face, box.h))
        assert lines is not None, "the layout measured every name"
        step = ink_line_step(face)
        offset, ink = ink_metrics(face)
        y = box.centery - (step * (len(lines) - 1) + ink) / 2 - offset
        for line in lines:
            image = face.render(line, True, th.INK)
            where = image.get_rect(midtop=(box.centerx, round(y))) if centred else image.get_rect(
                topleft=(box.x, round(y)))
            self.p.surface.blit(image, where)
            y += step

    def _destiny(self, body: pygame.Rect, card: str, colour: th.Colour = th.GOLD_DARK,
                 text: th.Colour = th.TEXT) -> None:
        """The ankh value of a destiny card, centred in ``body``."""
        p, s = self.p, self.p.px
        height = min(body.h * 0.8, s(22))
        value = p.theme.render(str(p.catalog.destiny[card].ankh), "bold", 18 if body.h >= s(24) else 15, text)
        width = height * 0.7 + s(2) + value.get_width()
        x = body.centerx - width / 2
        draw_ankh(p.surface, (x + height * 0.35, body.centery), height, colour)
        p.surface.blit(value, value.get_rect(midleft=(round(x + height * 0.7 + s(2)), body.centery)))

    def _emblem(self, box: pygame.Rect, entry: CardEntry, colour: th.Colour | None = None) -> None:
        """The kind's emblem in ``box``: a decree's symbol, a starting card's initiative, a
        destiny card's ankh value, a blessing's seal or a technology's cog."""
        p = self.p
        assert entry.card is not None
        size = min(box.w, box.h) * 0.8
        if entry.kind == "destiny":
            self._destiny(box, entry.card, colour or th.GOLD_DARK, colour or th.TEXT)
        elif entry.kind == "decree":
            symbol = p.catalog.decrees[entry.card].symbol
            draw_symbol(p.surface, symbol, box.center, size, colour or SYMBOL_COLOURS.get(symbol, th.INK_SOFT))
        elif entry.kind == "starting":
            p.text(str(p.catalog.starting[entry.card].initiative), size=16, role="bold",
                   colour=colour or th.INK_SOFT, center=box.center)
        elif entry.kind == "technology":
            draw_cog(p.surface, box.center, size * 0.8, colour or th.mix(CARD_COLOURS["technology"], th.PAPYRUS, 0.3))
        else:
            seal = colour or th.mix(CARD_COLOURS["blessing"], th.PAPYRUS, 0.3)
            pygame.draw.circle(p.surface, seal, box.center, max(2, round(size * 0.32)))
            pygame.draw.circle(p.surface, seal, box.center, max(3, round(size * 0.45)), max(1, round(size / 12)))

    # ----------------------------------------------------------------- the styles
    def _named(self, rect: pygame.Rect, entry: CardEntry, name: str | None) -> None:
        self._face(rect, entry.kind)
        body = self._band(rect, entry)
        if name is None:
            self._emblem(body, entry)
            return
        self._name(name, body, centred=True)

    def _tabbed(self, rect: pygame.Rect, entry: CardEntry, name: str | None) -> None:
        p, s = self.p, self.p.px
        self._face(rect, entry.kind)
        tab = pygame.Rect(rect.x, rect.y, self.tab, rect.h)
        pygame.draw.rect(p.surface, CARD_COLOURS[entry.kind], tab,
                         border_top_left_radius=s(4), border_bottom_left_radius=s(4))
        self._id(entry.label, tab.center)
        body = pygame.Rect(tab.right + s(4), rect.y + s(1), rect.right - tab.right - s(8), rect.h - s(2))
        if name is None:
            self._emblem(body, entry)
            return
        self._name(name, body, centred=False)

    def _small(self, rect: pygame.Rect, entry: CardEntry, name: str | None) -> None:
        self._face(rect, entry.kind)
        self._emblem(self._band(rect, entry), entry)

    def _chip(self, rect: pygame.Rect, entry: CardEntry, name: str | None) -> None:
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, CARD_COLOURS[entry.kind], rect, border_radius=s(4))
        pygame.draw.rect(p.surface, th.mix(CARD_COLOURS[entry.kind], th.INK, 0.4), rect, max(1, s(1)),
                         border_radius=s(4))
        if entry.kind == "destiny":
            self._emblem(rect, entry, th.IVORY)
        else:
            self._id(entry.label, rect.center)

    def _swatch(self, rect: pygame.Rect, entry: CardEntry, name: str | None) -> None:
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, CARD_COLOURS[entry.kind], rect, border_radius=s(3))
        self._emblem(rect, entry, th.IVORY)

    def _back(self, rect: pygame.Rect, hidden: int) -> None:
        """A face-down decree (a count on it when it stands for several)."""
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, th.CARNELIAN_DARK, rect, border_radius=s(4))
        inner = rect.inflate(-min(s(6), rect.w // 4), -min(s(6), rect.h // 4))
        pygame.draw.rect(p.surface, th.GOLD_DARK, inner, max(1, s(1)), border_radius=s(4))
        badge = p.theme.render(f"×{hidden}", "bold", 15, th.IVORY) if hidden > 1 else None
        room = inner.h - (badge.get_height() if badge else 0)
        if room >= s(10):
            eye = pygame.Rect(0, 0, inner.w * 0.7, min(room * 0.5, inner.w * 0.35))
            eye.center = (inner.centerx, inner.y + room // 2)
            pygame.draw.ellipse(p.surface, th.GOLD, eye, max(1, s(2)))
            pygame.draw.circle(p.surface, th.GOLD, eye.center, max(2, eye.h // 3))
        if badge is not None:
            anchor = {"midbottom": (rect.centerx, rect.bottom - s(2))} if room >= s(10) else {"center": rect.center}
            p.surface.blit(badge, badge.get_rect(**anchor))
        count = self.player["decrees"]
        p.region(rect, f"{self.owner} holds {plural(count, 'secret decree')}: "
                       "decrees are hidden from the other players until the end of the game.")
