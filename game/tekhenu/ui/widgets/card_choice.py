"""Choosing among cards (the setup drafts, S05's draw): the cards shown large, in a band over
the board, each with its full text (:mod:`card_face`). Clicking a card chooses it."""
from __future__ import annotations

import pygame

from game.i18n import N_, LazyText, current_language
from game.tekhenu.rules import Action
from game.tekhenu.ui.context import BoardContext
from game.tekhenu.ui.widgets.card_face import breaks_words, draw_face, face_height
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

#: The most rows the cards of one choice are laid out in.
MAX_ROWS = 3


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
        #: the last layout made, with what it was made for: the band's targets, its drawing and
        #: the card zoom ask for it in every frame, and laying out measures every word
        self._laid_out: tuple[tuple, list[pygame.Rect]] | None = None

    def _card_rects(self, ctx: BoardContext, cards: list[str]) -> list[pygame.Rect]:
        """The cards in as few rows as keep every word whole (seven cards side by side at
        1366×768 broke long Hungarian words) and fit in the window; one row if none does."""
        key = (tuple(cards), tuple(self.rect), ctx.theme.size, current_language())
        if self._laid_out is None or self._laid_out[0] != key:
            self._laid_out = (key, self._lay_out(ctx, cards))
        return [rect.copy() for rect in self._laid_out[1]]

    def _lay_out(self, ctx: BoardContext, cards: list[str]) -> list[pygame.Rect]:
        t = ctx.theme
        for rows in range(1, MAX_ROWS + 1):
            rects = self._grid(ctx, cards, rows)
            whole = not any(breaks_words(t, ctx.catalog, card, rect.w) for card, rect in zip(cards, rects))
            if whole and max(rect.bottom for rect in rects) + t.px(24) <= t.size[1]:   # the band may grow down
                return rects
        return self._grid(ctx, cards, 1)

    def _grid(self, ctx: BoardContext, cards: list[str], rows: int) -> list[pygame.Rect]:
        """Cards in ``rows`` rows (the first ones fuller), each row centred, each card as wide
        as fits (at most 250 design px), all as tall as the longest text needs."""
        t = ctx.theme
        per_row = -(-len(cards) // rows)
        w, gap = t.px(250), t.px(18)
        if per_row * w + (per_row - 1) * gap > self.rect.w - t.px(40):
            w = (self.rect.w - t.px(40) - (per_row - 1) * gap) // max(1, per_row)
        h = max(t.px(200), *(face_height(t, ctx.catalog, card, w) for card in cards))
        rects = []
        for i in range(len(cards)):
            row, column = divmod(i, per_row)
            in_row = min(per_row, len(cards) - row * per_row)
            x = self.rect.centerx - (in_row * w + (in_row - 1) * gap) // 2
            rects.append(pygame.Rect(x + column * (w + gap), self.rect.y + t.px(80) + row * (h + gap), w, h))
        return rects

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

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> pygame.Rect | None:
        """Draw the band of cards offered over the board, if any; returns its area (None: none shows)."""
        if self.hidden or not is_card_choice(ctx):
            return None
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
        return band
