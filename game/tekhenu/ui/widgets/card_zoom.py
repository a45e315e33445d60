"""The card zoom: a card of the market, of a player board or of a setup draft shown large with
all it says (:mod:`card_face`), beside the card itself.

It opens when the mouse has rested on a card for :data:`HOVER_SECONDS`, or at once on a
right-click; Esc, a click or the mouse leaving the card closes it. The widgets that show cards
list them (``shown_cards``) with their ids only when the viewer may see them: a face-down
decree has no id, so no view ever zooms another player's secret. On the viewer's own board the
zoom also says whether the card can be played now, and what a click on it does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import _, say
from game.tekhenu.ui.card_text import click_line
from game.tekhenu.ui.widgets.card_face import Status, draw_face, face_height

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

#: Seconds the mouse rests on a card before the zoom opens.
HOVER_SECONDS = 0.6
#: The zoom's width and its distance from the card, in design pixels.
WIDTH = 360
GAP = 12


@dataclass(frozen=True)
class ShownCard:
    """A card where it shows: its rect on the screen, its id, and the seat holding it (None: a
    card of the market or of a draft)."""

    rect: pygame.Rect
    card: str
    holder: int | None = None


class CardSource(Protocol):
    """A widget that shows cards (the market, the player boards, the drafts)."""

    def shown_cards(self, ctx: BoardContext) -> list[ShownCard]: ...


class CardZoom:
    """Which card the mouse rests on, how long it has, and the zoom of it when open."""

    def __init__(self, sources: list[CardSource]) -> None:
        self.sources = sources
        #: The card under the mouse, and for how many seconds it has been.
        self.pointed: ShownCard | None = None
        self.rested = 0.0
        #: The card zoomed now (None: the zoom is closed).
        self.open: ShownCard | None = None

    def card_at(self, ctx: BoardContext, pos: tuple[int, int]) -> ShownCard | None:
        for source in self.sources:
            for shown in source.shown_cards(ctx):
                if shown.rect.collidepoint(pos):
                    return shown
        return None

    # ----------------------------------------------------------------- input
    def hover(self, ctx: BoardContext, pos: tuple[int, int]) -> bool:
        """The mouse moved to ``pos``: on another card (or none) the wait starts again and an
        open zoom closes. True when the zoom closed."""
        pointed = self.card_at(ctx, pos)
        if pointed == self.pointed:
            return False
        was_open = self.open is not None
        self.pointed, self.rested, self.open = pointed, 0.0, None
        return was_open

    def right_click(self, ctx: BoardContext, pos: tuple[int, int]) -> bool:
        """Open the zoom of the card at ``pos`` at once, or close it if it is the one open;
        False when there is no card there."""
        shown = self.card_at(ctx, pos)
        if shown is None:
            return False
        self.pointed, self.rested = shown, HOVER_SECONDS
        self.open = None if self.open == shown else shown
        return True

    def close(self) -> bool:
        """Close the zoom (Esc, a click); it opens again only once the mouse has left the card.
        True when it was open."""
        was_open = self.open is not None
        self.open, self.rested = None, HOVER_SECONDS
        return was_open

    def forget(self) -> None:
        """The board changed (a move, a new size): the cards may have moved."""
        self.pointed, self.rested, self.open = None, 0.0, None

    # ----------------------------------------------------------------- time
    @property
    def waiting(self) -> bool:
        """True while the mouse rests on a card and the zoom is still to open."""
        return self.pointed is not None and self.open is None and self.rested < HOVER_SECONDS

    def update(self, dt: float) -> bool:
        """Count the time the mouse rests on a card; True when the zoom opens."""
        if not self.waiting:
            return False
        self.rested += dt
        if self.rested < HOVER_SECONDS:
            return False
        self.open = self.pointed
        return True

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        shown = self.open
        if shown is None:
            return
        theme = ctx.theme
        status = self._status(ctx, shown)
        width = theme.px(WIDTH)
        size = (width, face_height(theme, ctx.catalog, shown.card, width, status))
        draw_face(surface, self._place(surface.get_rect(), shown.rect, size, theme.px(GAP)), theme, ctx.catalog,
                  shown.card, status=status)

    @staticmethod
    def _status(ctx: BoardContext, shown: ShownCard) -> Status | None:
        """On the viewer's own board: whether the card can be played now, and how."""
        if shown.holder is None or shown.holder != ctx.viewer:
            return None
        actions = [a for a in ctx.candidates if a.get("card") == shown.card]
        if actions:
            return Status(_("Playable now. {what}", what=say(click_line(actions))), ok=True)
        return Status(_("Not playable now."))

    @staticmethod
    def _place(screen: pygame.Rect, card: pygame.Rect, size: tuple[int, int], gap: int) -> pygame.Rect:
        """Beside the card, inside the window: right of it, else left, below or above; over
        it only when none of these fits."""
        w, h = size
        for rect in (pygame.Rect(card.right + gap, card.y, w, h), pygame.Rect(card.x - gap - w, card.y, w, h),
                     pygame.Rect(card.x, card.bottom + gap, w, h), pygame.Rect(card.x, card.y - gap - h, w, h)):
            rect = rect.clamp(screen)
            if not rect.colliderect(card):
                return rect
        return pygame.Rect(card.topleft, size).clamp(screen)
