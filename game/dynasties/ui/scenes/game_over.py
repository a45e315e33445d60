"""The end of a game of "Dynasties": the winner (a tie goes to the most deben, then it is shared;
Heliopolis can win, and then neither player does), the final scoring by category, the majorities
caste by caste, the Afterlife cards turned up with what each scored, and the buttons of every game's
end (``game.ui.scenes.game_over_base``): the same set-up again, export the log, main menu, new game."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.dynasties.rules import Game
from game.dynasties.rules.state import NO_CARD
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.scenes.scores import draw_breakdown, draw_majorities
from game.dynasties.ui.words import card_text, card_tooltip, caste_name
from game.i18n import N_, _, ngettext
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Size
from game.ui.scenes.game_over_base import GameOverBase
from game.ui.text import fit_text, fitting_lines
from game.ui.widgets.base import draw_panel


def winner_lines(session: Session) -> tuple[str, str]:
    """The headline and the line under it; a tie explained by the deben."""
    game = session.game
    winners = game.winners()
    totals = [score["total"] for score in game.scores()]
    deben = [player.deben for player in game.state.players]
    best = totals[winners[0]]
    names = [session.names[seat] for seat in winners]
    if len(winners) > 1:
        return (_("{names} share the win!", names=", ".join(names)),
                ngettext("{n} VP each, and as many deben", "{n} VP each, and as many deben", best))
    tied = [seat for seat, total in enumerate(totals) if total == best and seat not in winners]
    if winners[0] == game.heliopolis:
        headline = _("{name} wins!", name=names[0])
        return headline, ngettext("{n} VP: the silent player ends ahead, neither player wins",
                                  "{n} VP: the silent player ends ahead, neither player wins", best)
    if tied:
        return (_("{name} wins!", name=names[0]),
                ngettext("Tied on {n} VP: more deben wins ({mine} against {theirs})",
                         "Tied on {n} VP: more deben wins ({mine} against {theirs})", best,
                         mine=deben[winners[0]], theirs=max(deben[seat] for seat in tied)))
    runner_up = max((total for seat, total in enumerate(totals) if seat not in winners), default=best)
    return (_("{name} wins!", name=names[0]),
            ngettext("{n} VP, {ahead} ahead", "{n} VP, {ahead} ahead", best, ahead=best - runner_up))


def afterlife_result(game: Game, seat: int) -> str:
    """What the end screen says under the points of ``seat``'s Afterlife card: the caste a season
    card doubled, else what the card does (which says why it scored what it did, 0 VP too)."""
    player = game.state.players[seat]
    if player.season:
        return _("doubles the {caste} majority", caste=caste_name(game.catalog, player.season))
    if game.catalog.afterlife[player.afterlife].effect.kind == "double_majority":
        return _("doubles nothing: no caste where this player alone has the most cards")
    return card_text(game.catalog, player.afterlife)


#: The least room beside an Afterlife card (design pixels) for its words there rather than under it.
WORDS_BESIDE_MIN = 120


class GameOverScene(GameOverBase):
    """The final screen of a finished game."""

    game_id = "dynasties"
    folder_name = "Dynasties"

    def __init__(self, session: Session, on_new_game: Callable[[], None], on_main_menu: Callable[[], None], *,
                 on_replay: Callable[[], None] | None = None, export_folder: Path | None = None) -> None:
        super().__init__(session, on_new_game, on_main_menu, on_replay=on_replay, export_folder=export_folder,
                         replay_tooltip=N_("A new game from this game's seed ({seed}): the same deal and the same "
                                           "draws for the same moves", seed=session.seed))
        self.headline, self.subline = winner_lines(session)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.majorities = pygame.Rect(0, 0, 0, 0)
        self.afterlife = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[pygame.Rect, str]] = []
        #: the cards held whose face, at their size, carries their own words (laid out once)
        self._faces_with_words: set[str] = set()

    def _layout_areas(self, size: Size) -> None:
        t = self.theme
        w, h = size
        top = t.px(self.BAND_H) + t.px(24)
        bottom = h - t.px(110)
        self.table = pygame.Rect(t.px(40), top, w * 46 // 100 - t.px(40), (bottom - top) * 58 // 100)
        self.afterlife = pygame.Rect(t.px(40), self.table.bottom + t.px(20), self.table.w,
                                     bottom - self.table.bottom - t.px(20))
        self.majorities = pygame.Rect(self.table.right + t.px(30), top, w - self.table.right - t.px(70), bottom - top)
        self.cards = self._card_places()
        catalog = self.session.game.catalog
        self._faces_with_words = {card for rect, card in self.cards
                                  if pc.afterlife_card_shows_text(rect.size, card, catalog)}

    def _card_places(self) -> list[tuple[pygame.Rect, str]]:
        """Each Afterlife card held, in seat order: one size for every game of this many players,
        and the cards held share the panel's width (their words beside them get its room)."""
        t = self.theme
        area = self.afterlife.inflate(-t.px(24), -t.px(24))
        top = area.y + t.px(30)
        w, h = pc.card_size(area.w // max(1, len(self.session.seats)) * 0.5, area.bottom - top)
        held = [player.afterlife for player in self.session.game.state.players if player.afterlife != NO_CARD]
        slot_w = area.w // max(1, len(held))
        return [(pygame.Rect(area.x + i * slot_w, top, w, h), card) for i, card in enumerate(held)]

    # ------------------------------------------------------------------ drawing
    def _draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        t = self.theme
        pygame.draw.rect(surface, pc.AFTERLIFE, band)
        for k in range(14):   # the stars of the Duat
            _star = (band.x + (k * 137) % band.w, band.y + t.px(12) + (k * 53) % (band.h - t.px(24)))
            pygame.draw.circle(surface, th.GOLD_LIGHT, _star, max(1, t.px(2)))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        surface.fill(th.BACKGROUND)
        self._draw_headline_band(surface, self.session.game.winners()[0])
        inner = self._draw_score_panel(surface, self.table)
        draw_breakdown(surface, inner, self.session, t, self.session.game.winners())
        draw_majorities(surface, self.majorities, self.session, t)
        self._draw_afterlife(surface)
        self._draw_footer(surface)
        self._draw_tooltip(surface)

    def _draw_afterlife(self, surface: pygame.Surface) -> None:
        t = self.theme
        draw_panel(surface, self.afterlife, t, raised=True)
        heading = t.render(_("Afterlife cards turned up"), "bold", 20, th.LAPIS_DARK)
        surface.blit(heading, (self.afterlife.x + t.px(16), self.afterlife.y + t.px(10)))
        game = self.session.game
        if not self.cards:
            note = t.render(_("Nobody held an Afterlife card."), "body", 17, th.INK_SOFT)
            surface.blit(note, (self.afterlife.x + t.px(16), self.afterlife.y + t.px(50)))
            return
        bold = t.font("bold", 16)
        slot_w = (self.afterlife.w - t.px(24)) // len(self.cards)
        bottom = self.afterlife.bottom - t.px(12)
        for rect, card in self.cards:
            seat = next(s for s, p in enumerate(game.state.players) if p.afterlife == card)
            pc.draw_afterlife_card(surface, rect, card, game.catalog, t)
            x = rect.right + t.px(10)
            room = max(t.px(20), rect.x + slot_w - t.px(8) - x)
            th.draw_player_marker(surface, (x + t.px(8), rect.y + t.px(10)), t.px(7), self.session.seats[seat].colour)
            name = bold.render(fit_text(self.session.names[seat], bold, room - t.px(20)), True, th.INK)
            surface.blit(name, (x + t.px(20), rect.y))
            points = game.state.players[seat].points.get("afterlife", 0)
            image = bold.render(_("+{n} VP", n=points), True, th.GOLD_DARK)
            surface.blit(image, (x, rect.y + t.px(28)))
            said = afterlife_result(game, seat)
            if said == card_text(game.catalog, card) and card in self._faces_with_words:
                continue   # the card's face says it already
            # what it did: beside the card while there is room for a few words a line, else under it
            if room >= t.px(WORDS_BESIDE_MIN):
                words = pygame.Rect(x, rect.y + t.px(52), room, bottom - rect.y - t.px(52))
            else:
                words = pygame.Rect(rect.x, rect.bottom + t.px(8), slot_w - t.px(8), bottom - rect.bottom - t.px(8))
            step = t.font("body", 15).get_linesize()
            if words.h >= step:
                font, lines = fitting_lines(t, said, words.w, words.h // step, size=15)
                for i, line in enumerate(lines):
                    surface.blit(font.render(line, True, th.INK_SOFT), (words.x, words.y + i * font.get_linesize()))

    def _tooltip(self) -> str:
        tip = super()._tooltip()
        if tip:
            return tip
        catalog = self.session.game.catalog
        for rect, card in self.cards:
            if rect.collidepoint(self.hover):
                return card_tooltip(catalog, card)
        return ""
