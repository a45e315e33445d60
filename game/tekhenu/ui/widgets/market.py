"""The card market: four sections of face-up blessings, technologies and decrees (RULES §6.6).

Each section is a row: its numeral, its cards as small cards (kind told by colour, by the
glyph in the card's stripe and by its caption) and, while Thoth may refresh it, a refresh
button. Locked sections show the population that opens them. Taking two or three cards is
done card by card: every card stands for the legal takes that include it, so each click
narrows the choice; cards already chosen are drawn raised with a check mark.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, pgettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.names import card_name
from game.tekhenu.ui.card_rows import CARD_COLOURS
from game.tekhenu.ui.card_text import CARD_TYPE_NAMES, card_kind, name_forms, short_text
from game.tekhenu.ui.icons import amount_words
from game.tekhenu.ui.pieces import draw_symbol
from game.tekhenu.ui.widgets.card_zoom import ShownCard
from game.ui import theme as th
from game.ui.text import (
    fit_text,
    fitting_font,
    ink_line_step,
    ink_lines_fitting,
    ink_metrics,
    rise_above_ink,
    wrap_text,
    wrap_whole_words,
)
from game.ui.widgets.base import Hint, Target, Widget, draw_glow, draw_panel

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

ROMAN = ("I", "II", "III", "IV", "V", "VI")
#: Card faces made ahead in one moment without input (about a millisecond each).
FACES_AHEAD_AT_ONCE = 8
#: A number of cards of each kind a market section holds, in words.
_KIND_COUNTS = {
    "blessing": lambda n: ngettext("{n} blessing", "{n} blessings", n),
    "technology": lambda n: ngettext("{n} technology", "{n} technologies", n),
    "decree": lambda n: ngettext("{n} decree", "{n} decrees", n),
}


def _name_lines(name: str, font: pygame.font.Font, width: int, most: int = 2) -> list[str]:
    """A card's name on at most ``most`` (1 or 2) lines of ``width``, words whole: the longest
    of its forms that fits (:func:`name_forms`), else the shortest with an ellipsis (the zoom
    shows it all)."""
    forms = name_forms(name)
    for form in forms:
        lines = wrap_whole_words(form, font, width, most)
        if lines:
            return lines
    return [fit_text(forms[-1], font, width)]


def _glyph(surface: pygame.Surface, kind: str, center: tuple[int, int], r: int, symbol: str | None) -> None:
    """The kind's emblem drawn in ivory on its stripe: a sun disc, a cog wheel or the decree's
    symbol."""
    cx, cy = center
    if kind == "blessing":
        for i in range(8):
            v = pygame.math.Vector2(0, -r).rotate(45 * i)
            pygame.draw.line(surface, th.IVORY, (cx + v.x * 0.55, cy + v.y * 0.55), (cx + v.x, cy + v.y),
                             max(1, r // 4))
        pygame.draw.circle(surface, th.IVORY, center, max(2, round(r * 0.45)))
    elif kind == "technology":
        for i in range(6):
            v = pygame.math.Vector2(0, -r).rotate(60 * i)
            pygame.draw.circle(surface, th.IVORY, (round(cx + v.x * 0.8), round(cy + v.y * 0.8)), max(1, r // 4))
        pygame.draw.circle(surface, th.IVORY, center, max(2, round(r * 0.72)))
        pygame.draw.circle(surface, CARD_COLOURS["technology"], center, max(1, round(r * 0.3)))
    elif symbol:
        draw_symbol(surface, symbol, center, 2 * r, th.IVORY)


def _smiley(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """Happiness, as on the people track: a round smiling face."""
    r = max(3, size // 2)
    cx, cy = center
    pygame.draw.circle(surface, th.GOLD_LIGHT, center, r)
    pygame.draw.circle(surface, th.INK, center, r, 1)
    eye = max(1, r // 5)
    for dx in (-r // 3, r // 3):
        pygame.draw.circle(surface, th.INK, (cx + dx, cy - r // 4), eye)
    mouth = pygame.Rect(0, 0, round(r * 1.1), round(r * 0.9))
    mouth.center = (cx, cy + r // 6)
    pygame.draw.arc(surface, th.INK, mouth, 3.5, 5.9, max(1, r // 5))


class MarketWidget(Widget):
    """The four market sections with their cards, deck counts and refresh buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.row_rects: list[pygame.Rect] = []
        self.label_rects: list[pygame.Rect] = []
        self.slot_rects: list[list[pygame.Rect]] = []
        self.refresh_rects: list[pygame.Rect] = []
        self.deck_rects: dict[str, pygame.Rect] = {}
        self._faces: dict[tuple[str, int, int], pygame.Surface] = {}
        self._title: pygame.Surface | None = None
        #: The faces to make ahead in moments without input (every card the market may show, at
        #: the size of its slots), and the context they are made with; None: not known yet.
        self._ahead: tuple[BoardContext, tuple[int, int], list[str]] | None = None

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._faces.clear()
        self._ahead = None
        px = theme.px
        pad, gap = px(8), px(4)
        header_h = px(24)
        top = self.rect.y + pad + header_h + gap
        row_h = max(0, (self.rect.bottom - pad - top - 3 * gap) // 4)   # 0 in a squeezed rect
        label_w = px(46)
        x0 = self.rect.x + pad
        cards_x = x0 + label_w + gap
        cards_w = self.rect.right - pad - cards_x
        slot_w = max(0, (cards_w - 3 * gap) // 4)
        self.row_rects, self.label_rects, self.slot_rects, self.refresh_rects = [], [], [], []
        for s in range(4):
            y = top + s * (row_h + gap)
            self.row_rects.append(pygame.Rect(x0, y, self.rect.w - 2 * pad, row_h))
            self.label_rects.append(pygame.Rect(x0, y, label_w, row_h))
            self.slot_rects.append([pygame.Rect(cards_x + k * (slot_w + gap), y + px(2), slot_w, max(0, row_h - px(4)))
                                    for k in range(4)])
            button = pygame.Rect(0, 0, px(28), px(28))
            button.center = (x0 + label_w // 2, y + row_h - px(18))
            self.refresh_rects.append(button)
        self.deck_rects = {}
        deck_w = px(54)
        for i, kind in enumerate(("decree", "technology", "blessing")):
            self.deck_rects[kind] = pygame.Rect(self.rect.right - pad - (i + 1) * deck_w - i * gap,
                                                self.rect.y + pad, deck_w, header_h)

    # ------------------------------------------------------------------ card faces
    @property
    def has_idle_work(self) -> bool:
        if self._ahead is None:
            return False
        _, size, cards = self._ahead
        while cards and (cards[-1], *size) in self._faces:   # already made while a move showed it
            cards.pop()
        return bool(cards)

    def idle(self) -> None:
        """Make a few faces of cards the market has not shown yet (each takes about a
        millisecond), so that the move that deals one does not wait for its picture."""
        for _made in range(FACES_AHEAD_AT_ONCE):
            if not self.has_idle_work:
                return
            ctx, size, cards = self._ahead
            self._face(ctx, cards.pop(), size)

    def _face(self, ctx: BoardContext, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        key = (card_id, *size)
        face = self._faces.get(key)
        if face is None:
            face = self._render_face(ctx, card_id, size)
            self._faces[key] = face
        return face

    def _render_face(self, ctx: BoardContext, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        theme = ctx.theme
        kind = card_kind(card_id)
        card = ctx.catalog.by_id[card_id]
        colour = CARD_COLOURS[kind]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        radius = theme.px(6)
        pygame.draw.rect(surf, th.mix(th.PAPYRUS_LIGHT, colour, 0.06), rect, border_radius=radius)
        stripe = pygame.Rect(0, 0, theme.px(16), rect.h)
        pygame.draw.rect(surf, colour, stripe, border_top_left_radius=radius, border_bottom_left_radius=radius)
        _glyph(surf, kind, (stripe.centerx, stripe.y + theme.px(12)), theme.px(6), getattr(card, "symbol", None))
        pygame.draw.rect(surf, th.mix(colour, th.INK, 0.2), rect, max(1, theme.px(2)), border_radius=radius)
        text_x = stripe.right + theme.px(4)
        width = rect.w - text_x - theme.px(4)
        name_font, body_font = theme.font("bold", 15), theme.font("body", 14)
        name = say(card_name(ctx.catalog, card_id))
        pad = theme.px(2) + rise_above_ink(name_font, name)   # room above for the accents of a capital
        most = max(1, min(2, ink_lines_fitting(name_font, rect.h - 2 * pad)))
        lines = [(line, name_font, th.INK) for line in _name_lines(name, name_font, width, most)]
        room = ink_lines_fitting(body_font, rect.h - 2 * pad - len(lines) * ink_line_step(name_font))
        if room > 0:
            effect = wrap_text(say(short_text(card, kind)), body_font, width)
            if len(effect) > room:
                effect = effect[:room]
                effect[-1] = fit_text(effect[-1] + "…", body_font, width)
            lines += [(line, body_font, th.INK_SOFT) for line in effect]
        y = pad
        for line, font, colour in lines:
            offset = ink_metrics(font)[0]
            surf.blit(font.render(line, True, colour), (text_x, y - offset))
            y += ink_line_step(font)
        return surf

    # ------------------------------------------------------------------ state helpers
    @staticmethod
    def _takes(ctx: BoardContext) -> list[Action]:
        if not ctx.candidates or ctx.decision_kind != "thoth_take":   # nothing offered: whatever the decision
            return []
        return [a for a in ctx.candidates if a.kind == "take_cards"]

    def chosen(self, ctx: BoardContext) -> tuple[int, frozenset[int]] | None:
        """(section, slots) already picked when a click has narrowed the takes, else None."""
        takes = self._takes(ctx)
        all_takes = [a for a in ctx.legal if a.kind == "take_cards"]
        if not takes or len(takes) >= len(all_takes):
            return None
        sections = {a["section"] for a in takes}
        if len(sections) != 1:
            return None
        common = frozenset.intersection(*(frozenset(a["slots"]) for a in takes))
        return (sections.pop(), common) if common else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        theme = ctx.theme
        board = ctx.view["board"]
        draw_panel(surface, self.rect.inflate(-theme.px(3), -theme.px(4)).move(0, -theme.px(1)), theme)
        title = theme.render(_("Card market"), "title", 19, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midleft=(self.rect.x + theme.px(12), self.deck_rects["blessing"].centery)))
        self._draw_decks(surface, ctx, board["decks"])
        chosen = self.chosen(ctx)
        targets = self.targets(ctx)
        refreshable = {t.actions[0]["section"] for t in targets if t.actions[0].kind == "refresh"}
        for s, spec in enumerate(ctx.catalog.board.market):
            self._draw_label(surface, ctx, s, s + 1 in refreshable)
            if board["market_open"][s]:
                for k, kind in enumerate(spec.slots):
                    selected = chosen is not None and chosen[0] == s + 1 and k in chosen[1]
                    self._draw_slot(surface, ctx, self.slot_rects[s][k], board["market"][s][k], kind, selected)
            else:
                self._draw_locked(surface, ctx, s, spec.opens_at_population)
        for target in targets:
            hovered = target.rect.collidepoint(ctx.hover)
            if target.actions[0].kind == "refresh":
                self._draw_refresh(surface, theme, target.rect, hovered)
            draw_glow(surface, target.rect, theme, strong=hovered)
        if self._ahead is None and self.slot_rects:
            catalog = ctx.catalog
            self._ahead = (ctx, self.slot_rects[0][0].size, [*catalog.blessings, *catalog.technologies,
                                                             *catalog.decrees])

    def _draw_decks(self, surface: pygame.Surface, ctx: BoardContext, decks: dict[str, int]) -> None:
        theme = ctx.theme
        for kind, rect in self.deck_rects.items():
            back = pygame.Rect(rect.x, rect.y + theme.px(2), theme.px(15), rect.h - theme.px(4))
            for depth in (2, 1, 0):
                r = back.move(theme.px(2) * depth, -theme.px(1) * depth)
                pygame.draw.rect(surface, CARD_COLOURS[kind], r, border_radius=theme.px(3))
                pygame.draw.rect(surface, th.PAPYRUS_LIGHT, r, 1, border_radius=theme.px(3))
            count = theme.render(str(decks.get(kind, 0)), "bold", 16, th.INK)
            surface.blit(count, count.get_rect(midleft=(back.right + theme.px(8), rect.centery)))

    def _draw_label(self, surface: pygame.Surface, ctx: BoardContext, s: int, refreshable: bool) -> None:
        theme = ctx.theme
        rect = self.label_rects[s]
        open_ = ctx.view["board"]["market_open"][s]
        pygame.draw.rect(surface, th.LAPIS if open_ else th.INK_SOFT, rect, border_radius=theme.px(6))
        numeral = theme.render(ROMAN[s], "title", 22, th.GOLD_LIGHT if open_ else th.PAPYRUS_DARK)
        surface.blit(numeral, numeral.get_rect(center=(rect.centerx, rect.y + theme.px(16))))
        need = self._happiness_needed(ctx, s + 1)
        if need is not None and not refreshable:
            text = theme.render(f"{need}+", "bold", 14, th.IVORY if open_ else th.PAPYRUS_DARK)
            face = theme.px(13)
            total = face + theme.px(3) + text.get_width()
            x = rect.centerx - total // 2
            y = self.refresh_rects[s].centery
            _smiley(surface, (x + face // 2, y), face)
            surface.blit(text, text.get_rect(midleft=(x + face + theme.px(3), y)))

    @staticmethod
    def _happiness_needed(ctx: BoardContext, number: int) -> int | None:
        bands = [b.min_happiness for b in ctx.catalog.board.happiness_access if b.max_section >= number]
        return min(bands) if bands else None

    def _draw_slot(self, surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect, card_id: str | None,
                   kind: str, selected: bool) -> None:
        theme = ctx.theme
        if card_id is None:
            colour = th.mix(CARD_COLOURS[kind], th.PAPYRUS, 0.6)
            pygame.draw.rect(surface, th.mix(th.PAPYRUS, th.SAND, 0.35), rect, border_radius=theme.px(6))
            pygame.draw.rect(surface, colour, rect, max(1, theme.px(2)), border_radius=theme.px(6))
            label = theme.render(say(CARD_TYPE_NAMES[kind]), "body", 14, colour)
            surface.blit(label, label.get_rect(center=rect.center))
            return
        lift = theme.px(4) if selected else 0
        face_rect = rect.move(0, -lift)
        pygame.draw.rect(surface, th.SAND_DARK, rect.move(theme.px(1), theme.px(2)), border_radius=theme.px(6))
        surface.blit(self._face(ctx, card_id, rect.size), face_rect.topleft)
        if selected:
            pygame.draw.rect(surface, th.GOLD, face_rect.inflate(theme.px(4), theme.px(4)), max(2, theme.px(3)),
                             border_radius=theme.px(8))
            badge = (face_rect.right - theme.px(9), face_rect.y + theme.px(9))
            pygame.draw.circle(surface, th.GOLD_DARK, badge, theme.px(10))
            pygame.draw.lines(surface, th.IVORY, False, [(badge[0] - theme.px(5), badge[1]),
                                                       (badge[0] - theme.px(1), badge[1] + theme.px(4)),
                                                       (badge[0] + theme.px(5), badge[1] - theme.px(4))],
                              max(2, theme.px(3)))

    def _draw_locked(self, surface: pygame.Surface, ctx: BoardContext, s: int, population: int | None) -> None:
        theme = ctx.theme
        slots = self.slot_rects[s]
        area = slots[0].union(slots[-1])
        pygame.draw.rect(surface, th.mix(th.PAPYRUS_DARK, th.SAND, 0.3), area, border_radius=theme.px(6))
        step = theme.px(14)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        for x in range(area.x - area.h, area.right, step):
            pygame.draw.line(surface, th.mix(th.PAPYRUS_DARK, th.SAND_DARK, 0.35), (x, area.bottom), (x + area.h, area.y))
        surface.set_clip(clip)
        pygame.draw.rect(surface, th.SAND_DARK, area, max(1, theme.px(2)), border_radius=theme.px(6))
        words = _("Opens when a player reaches {n} population", n=population) if population else _("Closed")
        lock_w = theme.px(20)
        room = area.w - lock_w - theme.px(10) - theme.px(24) - theme.px(8)
        font = fitting_font(theme, words, room, size=17, role="bold")
        if font is None:   # a long translation: on two lines, small
            font = theme.font("bold", th.MIN_FONT_PX)
            lines = wrap_text(words, font, room)
        else:
            lines = [words]
        text = pygame.Surface((max(font.size(line)[0] for line in lines), font.get_linesize() * len(lines)),
                              pygame.SRCALPHA)
        for k, line in enumerate(lines):
            text.blit(font.render(line, True, th.INK), (0, k * font.get_linesize()))
        total = lock_w + theme.px(10) + text.get_width()
        panel = pygame.Rect(0, 0, total + theme.px(24), text.get_height() + theme.px(10))
        panel.center = area.center
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT, panel, border_radius=panel.h // 2)
        pygame.draw.rect(surface, th.SAND_DARK, panel, 1, border_radius=panel.h // 2)
        lock = pygame.Rect(panel.x + theme.px(12), 0, lock_w, theme.px(15))
        lock.centery = panel.centery + theme.px(3)
        shackle = pygame.Rect(0, 0, round(lock_w * 0.62), theme.px(14))
        shackle.midbottom = (lock.centerx, lock.y + theme.px(4))
        pygame.draw.ellipse(surface, th.INK_SOFT, shackle, max(2, theme.px(3)))
        pygame.draw.rect(surface, th.INK_SOFT, lock, border_radius=theme.px(3))
        surface.blit(text, text.get_rect(midleft=(lock.right + theme.px(10), panel.centery)))

    @staticmethod
    def _draw_refresh(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, hovered: bool) -> None:
        """A round button with two chasing arrows."""
        pygame.draw.circle(surface, th.SAND_DARK, (rect.centerx, rect.centery + theme.px(2)), rect.w // 2)
        pygame.draw.circle(surface, th.LAPIS_LIGHT if hovered else th.LAPIS, rect.center, rect.w // 2)
        r = rect.w * 0.28
        width = max(2, theme.px(3))
        arc = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        arc.center = rect.center
        for start in (0.35, 3.49):
            pygame.draw.arc(surface, th.IVORY, arc, start, start + 2.3, width)
            end = pygame.math.Vector2(r, 0).rotate_rad(-(start + 2.3))
            tip = (rect.centerx + end.x, rect.centery + end.y)
            normal = pygame.math.Vector2(end).normalize()
            along = pygame.math.Vector2(-normal.y, normal.x) * -1
            size = theme.px(6)
            pygame.draw.polygon(surface, th.IVORY, [tip + normal * size, tip - normal * size, tip + along * size])

    # ------------------------------------------------------------------ interaction
    def targets(self, ctx: BoardContext) -> list[Target]:
        if not ctx.candidates or ctx.decision_kind != "thoth_take" or not self.slot_rects:
            return []
        found: list[Target] = []
        board = ctx.view["board"]
        takes = self._takes(ctx)
        chosen = self.chosen(ctx)
        for s in range(len(board["market"])):
            for k, card_id in enumerate(board["market"][s]):
                if card_id is None or (chosen and chosen[0] == s + 1 and k in chosen[1]):
                    continue
                actions = [a for a in takes if a["section"] == s + 1 and k in a["slots"]]
                if actions:
                    card = ctx.catalog.by_id[card_id]
                    found.append(Target(self.slot_rects[s][k], actions,
                                        _("Take {name}: {text}", name=say(card_name(ctx.catalog, card_id)),
                                          text=pgettext(card_id, card.text))))
            refresh = [a for a in ctx.candidates if a.kind == "refresh" and a["section"] == s + 1]
            if refresh:
                text = _("Refresh section {section}: discard its cards and deal new ones (costs {cost}), then take "
                         "your cards.", section=ROMAN[s],
                         cost=amount_words("papyrus", ctx.catalog.board.thoth_refresh_cost))
                if s + 1 > self._reach(ctx):
                    text += " " + _("Your happiness does not reach section {section} yet: you could not take these "
                                    "new cards; others could.", section=ROMAN[s])
                found.append(Target(self.refresh_rects[s], refresh, text))
        return found

    @staticmethod
    def _reach(ctx: BoardContext) -> int:
        """The highest section the deciding player's happiness gives access to (RULES §6.5)."""
        return ctx.view["market_reach"][ctx.decision["player"]]

    @staticmethod
    def _obstacle(ctx: BoardContext, section: int) -> str | None:
        """Why the viewer could not take cards from ``section`` now, from the rules (None: they
        could, or the view is not a player's)."""
        return (ctx.view.get("market_obstacles") or {}).get(str(section))

    def shown_cards(self, ctx: BoardContext) -> list[ShownCard]:
        """The face-up cards of the open sections, for the card zoom."""
        board = ctx.view["board"]
        return [ShownCard(self.slot_rects[s][k], card_id)
                for s, row in enumerate(board["market"]) if board["market_open"][s] and s < len(self.slot_rects)
                for k, card_id in enumerate(row) if card_id is not None]

    def hints(self, ctx: BoardContext) -> list[Hint]:
        board = ctx.view["board"]
        found: list[Hint] = []
        for s, spec in enumerate(ctx.catalog.board.market):
            if not board["market_open"][s]:
                slots = self.slot_rects[s]
                found.append(Hint(slots[0].union(slots[-1]),
                                  _("Section {section} is locked: it opens and fills with cards as soon as any "
                                    "player's population reaches {n}.", section=ROMAN[s], n=spec.opens_at_population)))
            else:
                for k, card_id in enumerate(board["market"][s]):
                    rect = self.slot_rects[s][k]
                    if card_id is None:
                        found.append(Hint(rect, _("An empty slot for a {kind}: it is refilled at the end of the turn.",
                                                  kind=say(CARD_TYPE_NAMES[spec.slots[k]]))))
                    else:
                        card = ctx.catalog.by_id[card_id]
                        text = _("{name} ({kind}). {text}", name=say(card_name(ctx.catalog, card_id)),
                                 kind=say(CARD_TYPE_NAMES[card_kind(card_id)]), text=pgettext(card_id, card.text))
                        why = self._obstacle(ctx, s + 1)
                        if why:
                            text += " " + _("You cannot take it with Thoth now: {reason}.", reason=say(why))
                        found.append(Hint(rect, text))
            need = self._happiness_needed(ctx, s + 1)
            kinds = ", ".join(_KIND_COUNTS[k](spec.slots.count(k)) for k in dict.fromkeys(spec.slots))
            text = _("Section {section}: {cards}.", section=ROMAN[s], cards=kinds)
            if need is not None:
                text += " " + _("Taking cards here with Thoth needs a happiness of {n} or more.", n=need)
            found.append(Hint(self.label_rects[s], text))
        for kind, rect in self.deck_rects.items():
            left = board["decks"].get(kind, 0)
            discarded = len(board["discards"].get(kind, []))
            found.append(Hint(rect, ngettext("{kind} deck: {n} card left, {discarded} in the discard pile.",
                                             "{kind} deck: {n} cards left, {discarded} in the discard pile.", left,
                                             kind=say(CARD_TYPE_NAMES[kind]), discarded=discarded)))
        return found
