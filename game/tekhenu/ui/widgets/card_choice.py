"""Choosing among cards (the setup drafts, S05's draw): the cards shown large, in a band over
the board, each with its full text (:mod:`card_face`). Clicking a card chooses it."""
from __future__ import annotations

import pygame

from game.i18n import N_, LazyText
from game.tekhenu.rules import Action
from game.tekhenu.ui.context import BoardContext
from game.tekhenu.ui.widgets.card_face import draw_face, face_height
from game.tekhenu.ui.widgets.card_zoom import ShownCard
from game.ui import theme as th
from game.ui.text import fitting_font
from game.ui.widgets.base import Target, Widget

#: Decisions shown as a row of big cards, with a title for the band.
CARD_DECISIONS: dict[str, LazyText] = {
    "keep_decree": N_("Keep one decree — it stays secret until the end"),
    "draft_starting": N_("Draft a starting card"),
    "choose_destiny": N_("Choose your destiny card"),
    "keep_card": N_("Keep one of the drawn cards"),
    "resolve_setup_card": N_("Which starting reward first?"),
}


def is_card_choice(ctx: BoardContext) -> bool:
    return (ctx.decision_kind in CARD_DECISIONS and bool(ctx.candidates)
            and all(action.get("card") for action in ctx.candidates))


class CardChoiceWidget(Widget):
    """Drawn over the board while the decision is a choice of cards."""

    def __init__(self) -> None:
        super().__init__()
        #: Set by the board while the choice must wait: under the Maat summary or a scoring that
        #: come before it, and while Botankhamun's moves are shown. The band then neither shows
        #: nor zooms, so that it does not cover what is being shown.
        self.hidden = False

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
        h = max(t.px(200), *(face_height(t, ctx.catalog, card, w) for card in cards))
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

    def shown_cards(self, ctx: BoardContext) -> list[ShownCard]:
        """The cards offered, for the card zoom."""
        if self.hidden:
            return []
        return [ShownCard(target.rect, target.actions[0].get("card")) for target in self.targets(ctx)]

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        if self.hidden or not is_card_choice(ctx):
            return
        t = ctx.theme
        targets = self.targets(ctx)
        bottom = max(target.rect.bottom for target in targets) + t.px(24)
        band = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, bottom - self.rect.y)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((17, 40, 86, 225))
        surface.blit(shade, band.topleft)
        words = str(CARD_DECISIONS[ctx.decision_kind])
        font = fitting_font(t, words, band.w - t.px(40), size=34, role="title") or t.font("title", 34)
        title = font.render(words, True, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midtop=(band.centerx, band.y + t.px(18))))
        for target in targets:
            draw_face(surface, target.rect, t, ctx.catalog, target.actions[0].get("card"),
                      highlighted=target.rect.collidepoint(ctx.hover))
