"""The cards a player holds, drawn as a row on their board, in the richest style that fits.

:func:`card_layout` chooses the style and places the cards, measuring the names with the real
fonts; :class:`CardRow` draws them. Every card shows a name, never its id alone: its whole name
when there is room, else the telling part of it, else that part abbreviated (the card's hover
text and its zoom give the rest). Blessings, technologies, decrees (on the boards of the
viewer's opponents one face-down back with their count), the destiny card and starting cards
each have their colour, and decrees and destiny cards their emblem.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import _, ngettext, say
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.rules.names import card_name
from game.tekhenu.ui.card_text import card_hint, name_forms
from game.tekhenu.ui.painted import Painter
from game.tekhenu.ui.pieces import draw_ankh, draw_symbol
from game.ui import theme as th
from game.ui.layout import grid, grid_shapes
from game.ui.text import ink_line_step, ink_lines_fitting, ink_metrics, rendered, text_width, wrap_whole_words

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


@dataclass(frozen=True)
class CardEntry:
    """One card on a board: its kind, its id (None: the face-down decrees, drawn as one back)
    and, for the face-down decrees, how many cards they are."""

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
    tab and the whole name beside it) or "labelled" (rows of chips in the kind's colour, each
    with a label: the name, shortened as far as needed for every card to fit). Words are never
    cut: a name that does not fit whole is shortened instead.
    """

    style: str
    #: One rect per card shown, in the order of the entries.
    rects: list[pygame.Rect]
    #: The width of the tab holding the id ("tabbed"), the same on every card.
    tab: int = 0
    #: Each shown card's label ("labelled").
    labels: list[str] = field(default_factory=list)
    #: The chip standing for the cards that did not fit even with the shortest labels, if any.
    more: pygame.Rect | None = None


def card_layout(area: pygame.Rect, entries: list[CardEntry], catalog: Catalog, theme: th.Theme) -> CardLayout:
    """The layout of ``entries`` in ``area``."""
    names = [_shown_name(entry, catalog) for entry in entries]
    id_face = theme.font("bold", CARD_ID_SIZE)
    id_w = max(text_width(id_face, e.label) for e in entries) + theme.px(8)
    band = id_face.get_ascent() + theme.px(4)
    return (_named_layout(area, names, theme, id_w, band) or _tabbed_layout(area, names, theme, id_w)
            or _labelled_layout(area, entries, catalog, theme))


def _shown_name(entry: CardEntry, catalog: Catalog) -> str | None:
    """The name a named or tabbed card shows, with a destiny card's ankh value (None: a
    face-down decree)."""
    if entry.card is None:
        return None
    if entry.kind == "destiny":
        return _("{name} (ankh {value})", name=say(card_name(catalog, entry.card)),
                 value=catalog.destiny[entry.card].ankh)
    return say(card_name(catalog, entry.card))


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


def _labelled_layout(area: pygame.Rect, entries: list[CardEntry], catalog: Catalog, theme: th.Theme) -> CardLayout:
    """Chips in rows, each labelled with the card's name. While they do not fit, the widest
    label that can be takes its next shorter form (:func:`name_forms`); once they fit, the most
    shortened labels get a step back while they still fit. When even the shortest labels
    leave cards over: the chips that fit, and a "+N" chip for the rest."""
    chips = _Chips(area, theme)
    forms = [name_forms(say(card_name(catalog, e.card))) if e.card is not None else [""] for e in entries]
    widths = [[chips.width(entry, label, catalog) for label in labels] for entry, labels in zip(entries, forms)]
    chosen = [0] * len(entries)

    def flow() -> list[pygame.Rect] | None:
        return chips.flow([w[k] for w, k in zip(widths, chosen)])

    while flow() is None:
        shorter = [i for i, k in enumerate(chosen) if k + 1 < len(forms[i])]
        if not shorter:
            return _overflowing(chips, [w[-1] for w in widths], [s[-1] for s in forms])
        chosen[max(shorter, key=lambda i: widths[i][chosen[i]])] += 1
    longer = [i for i, k in enumerate(chosen) if k > 0]
    while longer:
        i = max(longer, key=lambda i: chosen[i])
        chosen[i] -= 1
        if flow() is None:
            chosen[i] += 1
            longer.remove(i)
        elif chosen[i] == 0:
            longer.remove(i)
    return CardLayout("labelled", flow() or [], labels=[s[k] for s, k in zip(forms, chosen)])


def _overflowing(chips: _Chips, widths: list[int], labels: list[str]) -> CardLayout:
    """The first chips that fit with their shortest labels, and a "+N" chip for the rest."""
    for shown in range(len(widths) - 1, -1, -1):
        rects = chips.flow(widths[:shown] + [chips.more_width(len(widths) - shown)])
        if rects is not None:
            return CardLayout("labelled", rects[:-1], labels=labels[:shown], more=rects[-1])
    return CardLayout("labelled", [])


class _Chips:
    """The measures of the "labelled" style in one area: a chip's height and width, and rows of
    chips flowing from the top left."""

    def __init__(self, area: pygame.Rect, theme: th.Theme) -> None:
        self.area = area
        self.px = theme.px
        self.face = theme.font("body", CARD_NAME_SIZE)
        self.bold = theme.font("bold", CARD_NAME_SIZE)
        self.ink = ink_metrics(self.face)[1]
        self.h = self.ink + 2 * max(1, self.px(2))
        self.gap = max(1, self.px(3))

    def emblem(self, entry: CardEntry, catalog: Catalog) -> int:
        """The width of a chip's emblem: a decree's symbol before the label, a destiny card's
        ankh and value after it."""
        if entry.kind == "decree" and entry.card is not None:
            return self.ink + self.px(3)
        if entry.kind == "destiny" and entry.card is not None:
            return round(self.ink * 0.7) + text_width(self.bold, str(catalog.destiny[entry.card].ankh)) + self.px(5)
        return 0

    def width(self, entry: CardEntry, label: str, catalog: Catalog) -> int:
        if entry.card is None:   # a face-down decree: its eye, and the count it stands for
            count = text_width(self.bold, f"×{entry.hidden}") + self.px(4) if entry.hidden > 1 else 0
            return round(self.h * 1.6) + count
        return self.px(10) + self.emblem(entry, catalog) + text_width(self.face, label)

    def more_width(self, count: int) -> int:
        return text_width(self.bold, f"+{count}") + self.px(10)

    def flow(self, widths: list[int]) -> list[pygame.Rect] | None:
        """Chips of ``widths`` left to right, row under row; None when they do not fit."""
        area, gap = self.area, self.gap
        rows: list[list[int]] = [[]]
        for w in widths:
            if w > area.w:
                return None
            if rows[-1] and sum(rows[-1]) + gap * len(rows[-1]) + w > area.w:
                rows.append([])
            rows[-1].append(w)
        if len(rows) * (self.h + gap) - gap > area.h:
            return None
        rects = []
        for r, row in enumerate(rows):
            x, y = area.x, area.y + r * (self.h + gap)
            for w in row:
                rects.append(pygame.Rect(x, y, w, self.h))
                x += w + gap
        return rects


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

    def draw(self, area: pygame.Rect) -> None:
        p = self.p
        entries = self.entries()
        if not entries:
            p.text(_("no cards"), size=15, colour=th.INK_SOFT, center=area.center)
            p.region(area, _("{name} holds no cards.", name=self.owner))
            return
        layout = card_layout(area, entries, p.catalog, p.theme)
        self.tab = layout.tab
        for k, (entry, rect) in enumerate(zip(entries, layout.rects)):
            pygame.draw.rect(p.surface, th.SAND_DARK, rect.move(p.px(1), p.px(2)), border_radius=p.px(4))
            if entry.card is None:
                self._back(rect, entry.hidden)
                continue
            if layout.style == "named":
                self._named(rect, entry)
            elif layout.style == "tabbed":
                self._tabbed(rect, entry)
            else:
                self._labelled(rect, entry, layout.labels[k])
            p.region(rect, card_hint(p.catalog, entry.card, self.owner), key=("card", self.seat, entry.card))
        if layout.more is not None:
            self._more(layout.more, entries[len(layout.rects):])

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
            if hidden:
                entries.append(CardEntry("decree", None, hidden))
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
        image = rendered(self.p.theme.font("bold", CARD_ID_SIZE), text, th.IVORY)
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
        id_w = text_width(p.theme.font("bold", CARD_ID_SIZE), entry.label)
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
            image = rendered(face, line, th.INK)
            where = image.get_rect(midtop=(box.centerx, round(y))) if centred else image.get_rect(
                topleft=(box.x, round(y)))
            self.p.surface.blit(image, where)
            y += step

    # ----------------------------------------------------------------- the styles
    def _named(self, rect: pygame.Rect, entry: CardEntry) -> None:
        self._face(rect, entry.kind)
        body = self._band(rect, entry)
        self._name(_shown_name(entry, self.p.catalog), body, centred=True)

    def _tabbed(self, rect: pygame.Rect, entry: CardEntry) -> None:
        p, s = self.p, self.p.px
        self._face(rect, entry.kind)
        tab = pygame.Rect(rect.x, rect.y, self.tab, rect.h)
        pygame.draw.rect(p.surface, CARD_COLOURS[entry.kind], tab,
                         border_top_left_radius=s(4), border_bottom_left_radius=s(4))
        self._id(entry.label, tab.center)
        body = pygame.Rect(tab.right + s(4), rect.y + s(1), rect.right - tab.right - s(8), rect.h - s(2))
        self._name(_shown_name(entry, self.p.catalog), body, centred=False)

    def _labelled(self, rect: pygame.Rect, entry: CardEntry, label: str) -> None:
        """A chip: a strip of the kind's colour, then a decree's symbol and the label, or the
        label and a destiny card's ankh and value."""
        p, s = self.p, self.p.px
        assert entry.card is not None
        colour = CARD_COLOURS[entry.kind]
        pygame.draw.rect(p.surface, th.mix(th.PAPYRUS_LIGHT, colour, 0.14), rect, border_radius=s(4))
        pygame.draw.rect(p.surface, colour, (rect.x, rect.y, s(4), rect.h),
                         border_top_left_radius=s(4), border_bottom_left_radius=s(4))
        pygame.draw.rect(p.surface, th.mix(colour, th.INK, 0.4), rect, max(1, s(1)), border_radius=s(4))
        face = p.theme.font("body", CARD_NAME_SIZE)
        offset, ink = ink_metrics(face)
        top = round(rect.centery - ink / 2 - offset)   # the label's ink centred on the chip
        x = rect.x + s(7)
        if entry.kind == "decree":
            draw_symbol(p.surface, p.catalog.decrees[entry.card].symbol, (x + ink / 2, rect.centery), ink * 0.9,
                        colour)
            x += ink + s(3)
        image = rendered(face, label, th.INK)
        p.surface.blit(image, (x, top))
        if entry.kind == "destiny":
            x += image.get_width() + s(3)
            draw_ankh(p.surface, (x + ink * 0.35, rect.centery), ink, th.GOLD_DARK)
            p.text(str(p.catalog.destiny[entry.card].ankh), size=CARD_NAME_SIZE, role="bold",
                   topleft=(round(x + ink * 0.7), top))

    def _more(self, rect: pygame.Rect, hidden: list[CardEntry]) -> None:
        """The chip standing for the cards that did not fit, naming them on hover."""
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, th.PAPYRUS_DARK, rect, border_radius=s(4))
        pygame.draw.rect(p.surface, th.SAND_DARK, rect, max(1, s(1)), border_radius=s(4))
        p.text(f"+{len(hidden)}", size=CARD_NAME_SIZE, role="bold", center=rect.center)
        names = [_("{name} ({id})", name=say(card_name(p.catalog, e.card)), id=e.card) if e.card
                 else ngettext("{n} secret decree", "{n} secret decrees", e.hidden) for e in hidden]
        p.region(rect, _("{name} also holds: {cards}.", name=self.owner, cards=", ".join(names)))

    def _back(self, rect: pygame.Rect, hidden: int) -> None:
        """A face-down decree: its eye, and a count when it stands for several (under the eye on
        a card, beside it on a chip)."""
        p, s = self.p, self.p.px
        pygame.draw.rect(p.surface, th.CARNELIAN_DARK, rect, border_radius=s(4))
        inner = rect.inflate(-min(s(6), rect.w // 4), -min(s(6), rect.h // 4))
        pygame.draw.rect(p.surface, th.GOLD_DARK, inner, max(1, s(1)), border_radius=s(4))
        eye_box = inner
        if hidden > 1:
            badge = rendered(p.theme.font("bold", CARD_NAME_SIZE), f"×{hidden}", th.IVORY)
            if rect.w >= 2 * rect.h:
                where = badge.get_rect(midright=(inner.right - s(2), inner.centery))
                eye_box = pygame.Rect(inner.x, inner.y, where.x - inner.x, inner.h)
            else:
                where = badge.get_rect(midbottom=(rect.centerx, rect.bottom - s(2)))
                eye_box = pygame.Rect(inner.x, inner.y, inner.w, where.y - inner.y)
            p.surface.blit(badge, where)
        if eye_box.h >= s(10) and eye_box.w >= s(10):
            eye = pygame.Rect(0, 0, 0, min(eye_box.h * 0.5, eye_box.w * 0.35))
            eye.w = min(eye_box.w * 0.7, eye.h * 2.2)
            eye.center = eye_box.center
            pygame.draw.ellipse(p.surface, th.GOLD, eye, max(1, s(2)))
            pygame.draw.circle(p.surface, th.GOLD, eye.center, max(2, eye.h // 3))
        count = self.player["decrees"]
        p.region(rect, ngettext("{name} holds {n} secret decree: decrees are hidden from the other players until "
                                "the end of the game.",
                                "{name} holds {n} secret decrees: decrees are hidden from the other players until "
                                "the end of the game.", count, name=self.owner))
