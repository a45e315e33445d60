"""Choosing among cards (the setup drafts, S05's draw): the cards shown large, in a band over
the board, each with its full text. Clicking a card chooses it."""
from __future__ import annotations

import pygame

from game.rules import Action
from game.ui import theme as th
from game.ui.context import BoardContext
from game.ui.widgets.base import Target, Widget, draw_panel, draw_text

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


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card_id: str, ctx: BoardContext,
              highlighted: bool = False) -> None:
    """A large card: coloured header with id and name, then its full text."""
    t = ctx.theme
    card = ctx.catalog.by_id.get(card_id)
    colour = _KIND_COLOURS.get(card_id[:1], th.INK_SOFT)
    draw_panel(surface, rect, t, raised=True, border=th.GOLD if highlighted else colour, radius=12)
    header = pygame.Rect(rect.x, rect.y, rect.w, t.px(70))
    pygame.draw.rect(surface, colour, header, border_top_left_radius=t.px(12), border_top_right_radius=t.px(12))
    ident = t.render(card_id, "bold", 16, th.GOLD_LIGHT)
    surface.blit(ident, (rect.x + t.px(12), rect.y + t.px(6)))
    name = getattr(card, "name", card_id)
    draw_text(surface, name, (rect.x + t.px(12), rect.y + t.px(26)), t, role="bold", size=19,
              colour=th.IVORY, width=rect.w - t.px(24), max_lines=2, line_gap=1.0)
    text = getattr(card, "text", "")
    draw_text(surface, text, (rect.x + t.px(12), header.bottom + t.px(10)), t, size=17,
              width=rect.w - t.px(24), max_lines=12)
    if highlighted:
        pygame.draw.rect(surface, th.GOLD, rect.inflate(t.px(8), t.px(8)), width=t.px(4), border_radius=t.px(14))


class CardChoiceWidget(Widget):
    """Drawn over the board while the decision is a choice of cards."""

    def _card_rects(self, ctx: BoardContext, count: int) -> list[pygame.Rect]:
        t = ctx.theme
        w, h, gap = t.px(250), t.px(330), t.px(24)
        total = count * w + (count - 1) * gap
        if total > self.rect.w - t.px(40):
            w = (self.rect.w - t.px(40) - (count - 1) * gap) // max(1, count)
            total = count * w + (count - 1) * gap
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
        return [Target(rect, actions, f"Choose {card}")
                for rect, (card, actions) in zip(self._card_rects(ctx, len(groups)), groups.items())]

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        if not is_card_choice(ctx):
            return
        t = ctx.theme
        band = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, t.px(450))
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((17, 40, 86, 225))
        surface.blit(shade, band.topleft)
        title = t.render(CARD_DECISIONS[ctx.decision_kind], "title", 34, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midtop=(band.centerx, band.y + t.px(18))))
        for target in self.targets(ctx):
            draw_card(surface, target.rect, target.actions[0].get("card"), ctx,
                      highlighted=target.rect.collidepoint(ctx.hover))
