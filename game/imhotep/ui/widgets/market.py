"""The Market site: the round's face-up cards, on the B side the face-down pair, and the draw
pile; a click on a card takes it for a stone delivered here (or keeps it, of the pair)."""
from __future__ import annotations

import pygame

from game.i18n import _, current_language, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import card_name, card_text, card_tooltip, describe
from game.ui import theme as th
from game.ui.kept_pictures import KeptPictures
from game.ui.text import fit_text, fitting_font, wrap_text
from game.ui.widgets.base import Hint, Target

CARD_H = 92   # design px
CARD_GAP = 10


def draw_card(surface: pygame.Surface, rect: pygame.Rect, ctx: BoardContext, card_id: str, *,
              faded: bool = False) -> None:
    """A market card: a band in its colour with its name, then what it does (its picture is made
    once per size, language and fonts: the market is painted again whenever a stone moves)."""
    t = ctx.theme
    key = (card_id, rect.size, faded, t.scale, current_language(), t.font("bold", 15), t.font("body", 12))
    surface.blit(_CARD_PICTURES.get(key, lambda: _card_picture(rect.size, ctx, card_id, faded)), rect.topleft)


#: The cards' pictures (:func:`draw_card`) by card, size, fading, scale, language and fonts (the
#: market shows four to six cards; a round deals new ones).
_CARD_PICTURES = KeptPictures(128)


def _card_picture(size: tuple[int, int], ctx: BoardContext, card_id: str, faded: bool) -> pygame.Surface:
    """A card of ``size`` with its shadow, on a see-through picture."""
    t = ctx.theme
    surface = pygame.Surface((size[0] + t.px(2), size[1] + t.px(3)), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    card = ctx.catalog.market_cards[card_id]
    colour = pc.CARD_COLOURS[card.colour]
    r = t.px(6)
    pygame.draw.rect(surface, th.darken(colour, 0.4), rect.move(t.px(2), t.px(3)), border_radius=r)
    pygame.draw.rect(surface, th.PAPYRUS_LIGHT if not faded else th.PAPYRUS_DARK, rect, border_radius=r)
    band = pygame.Rect(rect.x, rect.y, rect.w, t.font("bold", 15).get_linesize() + t.px(6))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=r, border_top_right_radius=r)
    title = card_name(ctx.catalog, card_id)
    font = fitting_font(t, title, rect.w - t.px(14), size=15, role="bold") or t.font("bold", 15)
    name = font.render(fit_text(title, font, rect.w - t.px(14)), True, th.IVORY)
    surface.blit(name, name.get_rect(midleft=(rect.x + t.px(7), band.centery)))
    body = t.font("body", 12)
    room = rect.bottom - band.bottom - t.px(4)
    lines = wrap_text(card_text(ctx.catalog, card_id), body, rect.w - t.px(12))
    shown = max(1, room // body.get_linesize())
    if len(lines) > shown:
        lines = lines[:shown]
        lines[-1] = fit_text(lines[-1] + "…", body, rect.w - t.px(12))
    y = band.bottom + t.px(2)
    for line in lines:
        surface.blit(body.render(line, True, th.INK), (rect.x + t.px(6), y))
        y += body.get_linesize()
    pygame.draw.rect(surface, th.darken(colour, 0.2), rect, max(1, t.px(2)), border_radius=r)
    return surface


class MarketArea:
    """Where the Market's cards lie in the site's content ``area``."""

    def __init__(self, area: pygame.Rect, ctx: BoardContext) -> None:
        t = ctx.theme
        self.ctx = ctx
        step = t.px(CARD_H + CARD_GAP)
        width = area.w - t.px(12)
        self.offer = [pygame.Rect(area.x + t.px(6), area.y + i * step, width, t.px(CARD_H))
                      for i in range(len(ctx.view["offer"]))]
        below = area.y + len(self.offer) * step
        pair = ctx.view["face_down"]
        count = pair if isinstance(pair, int) else len(pair)
        self.face_down: list[pygame.Rect] = []
        self.pair_cards: list[str] = pair if isinstance(pair, list) else []
        if self.pair_cards:   # the one looking at the pair sees it face up
            self.face_down = [pygame.Rect(area.x + t.px(6), below + i * step, width, t.px(CARD_H))
                              for i in range(count)]
        elif count:
            w = min(t.px(70), width // 2)
            self.face_down = [pygame.Rect(area.x + t.px(6) + i * (w // 2), below + t.px(6) + i * t.px(6), w,
                                          t.px(CARD_H) - t.px(12)) for i in range(count)]
        self.pair_area = self.face_down[0].unionall(self.face_down) if self.face_down else pygame.Rect(0, 0, 0, 0)
        self.pile = pygame.Rect(area.x + t.px(6), area.bottom - t.px(44), width, t.px(40))


def draw_market(surface: pygame.Surface, area: pygame.Rect, ctx: BoardContext) -> None:
    t = ctx.theme
    places = MarketArea(area, ctx)
    for rect, card_id in zip(places.offer, ctx.view["offer"]):
        draw_card(surface, rect, ctx, card_id)
    if places.pair_cards:
        for rect, card_id in zip(places.face_down, places.pair_cards):
            draw_card(surface, rect, ctx, card_id)
    else:
        for rect in places.face_down:
            pc.draw_card_back(surface, rect, t)
        if places.face_down:
            font = t.font("body", 13)
            for k, line in enumerate(wrap_text(_("face-down pair"), font, area.w - t.px(12))):
                surface.blit(font.render(line, True, pc.CARVED),
                             (area.x + t.px(6), places.pair_area.bottom + t.px(4) + k * font.get_linesize()))
    if not ctx.view["offer"] and not places.face_down:
        empty = t.render(_("No cards left this round"), "body", 14, pc.CARVED)
        surface.blit(empty, empty.get_rect(midtop=(area.centerx, area.y + t.px(10))))
    pile = places.pile
    back = pygame.Rect(pile.x, pile.y, t.px(28), pile.h)
    pc.draw_card_back(surface, back, t)
    discard = len(ctx.view["discard"])
    text = ngettext("{n} card to draw", "{n} cards to draw", ctx.view["draw_pile"])
    used = ngettext("{n} discarded", "{n} discarded", discard)
    font = t.font("body", 13)   # a long translation's lines wrap, rising above the pile
    lines = [(line, th.INK) for line in wrap_text(text, font, pile.w - back.w - t.px(8))] + [
        (line, th.INK_SOFT) for line in wrap_text(used, font, pile.w - back.w - t.px(8))]
    y = min(pile.y + t.px(2), pile.bottom - len(lines) * font.get_linesize())
    for line, colour in lines:
        surface.blit(font.render(line, True, colour), (back.right + t.px(6), y))
        y += font.get_linesize()


def market_targets(area: pygame.Rect, ctx: BoardContext) -> list[Target]:
    places = MarketArea(area, ctx)
    seat = ctx.deciding if ctx.deciding is not None else -1
    found = []
    for rect, card_id in zip(places.offer, ctx.view["offer"]):
        actions = ctx.offered("take", card=card_id)
        if actions:
            found.append(Target(rect, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
    for rect, card_id in zip(places.face_down, places.pair_cards):
        actions = ctx.offered("keep", card=card_id)
        if actions:
            found.append(Target(rect, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
    pair = ctx.offered("take_face_down")
    if pair and places.face_down:
        found.append(Target(places.pair_area, pair, describe(pair[0], ctx.catalog, ctx.view, seat)))
    return found


def market_hints(area: pygame.Rect, ctx: BoardContext) -> list[Hint]:
    places = MarketArea(area, ctx)
    found = [Hint(rect, card_tooltip(ctx.catalog, card_id)) for rect, card_id in zip(places.offer, ctx.view["offer"])]
    found += [Hint(rect, card_tooltip(ctx.catalog, card_id)) for rect, card_id in zip(places.face_down,
                                                                                       places.pair_cards)]
    if places.face_down and not places.pair_cards:
        found.append(Hint(places.pair_area, _(
            "Two cards face down. A stone delivered to the Market may take both instead of a face-up card: "
            "its owner looks at them, keeps one and discards the other. Only once a round.")))
    found.append(Hint(places.pile, _("The market draw pile: the cards of the next rounds, face down. "
                                     "When it runs out, the discarded cards are shuffled into a new one.")))
    return found

