"""Choosing among cards (the setup drafts, S05's draw): the cards shown large, in a band over
the board, each with its full text. Clicking a card chooses it."""
from __future__ import annotations

import pygame

from game.tekhenu.rules import Action
from game.tekhenu.ui.context import BoardContext
from game.ui import theme as th
from game.ui.text import wrap_text
from game.ui.widgets.base import Target, Widget, draw_panel

#: Decisions shown as a row of big cards, with a title for the band.
CARD_DECISIONS: dict[str, str] = {
    "keep_decree": "Keep one decree — it stays secret until the end",
    "draft_starting": "Draft a starting card",
    "choose_destiny": "Choose your destiny card",
    "keep_card": "Keep one of the drawn cards",
    "resolve_setup_card": "Which starting reward first?",
}

_KIND_COLOURS = {
    "S": (154, 98, 48),     # starting cards: earth
    "A": (112, 84, 148),    # destiny: violet
    "D": th.LAPIS,          # decrees: lapis
    "B": th.TURQUOISE_DARK,  # blessings
    "T": th.GOLD_DARK,      # technologies
}


def is_card_choice(ctx: BoardContext) -> bool:
    return (ctx.decision_kind in CARD_DECISIONS and bool(ctx.candidates)
            and all(action.get("card") for action in ctx.candidates))


def _card_lines(card_id: str, ctx: BoardContext, width: int) -> tuple[list[str], list[str]]:
    """The card's name and text, wrapped to ``width``."""
    t = ctx.theme
    card = ctx.catalog.by_id.get(card_id)
    name = wrap_text(getattr(card, "name", card_id), t.font("bold", 18), width)
    text = wrap_text(getattr(card, "text", ""), t.font("body", 16), width)
    return name, text


def card_height(card_id: str, ctx: BoardContext, width: int) -> int:
    """The height a card needs at ``width`` to show its whole text."""
    t = ctx.theme
    name, text = _card_lines(card_id, ctx, width - t.px(24))
    return (t.px(34) + len(name) * t.font("bold", 18).get_linesize() + t.px(12)
            + len(text) * t.font("body", 16).get_linesize() + t.px(14))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card_id: str, ctx: BoardContext,
              highlighted: bool = False) -> None:
    """A large card: coloured header with id and name, then its full text."""
    t = ctx.theme
    colour = _KIND_COLOURS.get(card_id[:1], th.INK_SOFT)
    name, text = _card_lines(card_id, ctx, rect.w - t.px(24))
    bold, body = t.font("bold", 18), t.font("body", 16)
    header_h = t.px(34) + len(name) * bold.get_linesize()
    draw_panel(surface, rect, t, raised=True, border=th.GOLD if highlighted else colour, radius=12)
    header = pygame.Rect(rect.x, rect.y, rect.w, header_h)
    pygame.draw.rect(surface, colour, header, border_top_left_radius=t.px(12), border_top_right_radius=t.px(12))
    surface.blit(t.render(card_id, "bold", 15, th.GOLD_LIGHT), (rect.x + t.px(12), rect.y + t.px(6)))
    y = rect.y + t.px(28)
    for line in name:
        surface.blit(bold.render(line, True, th.IVORY), (rect.x + t.px(12), y))
        y += bold.get_linesize()
    y = header.bottom + t.px(10)
    for line in text:
        surface.blit(body.render(line, True, th.TEXT), (rect.x + t.px(12), y))
        y += body.get_linesize()
    if highlighted:
        pygame.draw.rect(surface, th.GOLD, rect.inflate(t.px(8), t.px(8)), width=t.px(4), border_radius=t.px(14))


class CardChoiceWidget(Widget):
    """Drawn over the board while the decision is a choice of cards."""

    def _card_rects(self, ctx: BoardContext, cards: list[str]) -> list[pygame.Rect]:
        """Cards side by side, as wide as fits (at most 250 design px), all as tall as the
        longest text needs."""
        t = ctx.theme
        count = len(cards)
        w, gap = t.px(250), t.px(18)
        total = count * w + (count - 1) * gap
        if total > self.rect.w - t.px(40):
            w = (self.rect.w - t.px(40) - (count - 1) * gap) // max(1, count)
            total = count * w + (count - 1) * gap
        h = max(t.px(200), *(card_height(card, ctx, w) for card in cards))
        x = self.rect.centerx - total // 2
        y = self.rect.y + t.px(80)
        return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(count)]

    def _by_card(self, ctx: BoardContext) -> dict[str, list[Action]]:
        groups: dict[str, list[Action]] = {}
        for action in ctx.candidates:
            groups.setdefault(action.get("card"), []).append(action)
        return groups

    def targets(self, ctx: BoardContext) -> list[Target]:
        if not is_card_choice(ctx):
            return []
        groups = self._by_card(ctx)
        return [Target(rect, actions, "")   # the card shows its whole text
                for rect, (card, actions) in zip(self._card_rects(ctx, list(groups)), groups.items())]

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        if not is_card_choice(ctx):
            return
        t = ctx.theme
        targets = self.targets(ctx)
        bottom = max(target.rect.bottom for target in targets) + t.px(24)
        band = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, bottom - self.rect.y)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((17, 40, 86, 225))
        surface.blit(shade, band.topleft)
        title = t.render(CARD_DECISIONS[ctx.decision_kind], "title", 34, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midtop=(band.centerx, band.y + t.px(18))))
        for target in targets:
            draw_card(surface, target.rect, target.actions[0].get("card"), ctx,
                      highlighted=target.rect.collidepoint(ctx.hover))
