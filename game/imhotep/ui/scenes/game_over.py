"""The end of a game of Imhotep: the winner (a tie goes to the most stones on the sled, then it is
shared), every player's final scoring by site and card, their points round by round, and the
buttons of every game's end (``game.ui.scenes.game_over_base``): the same set-up again, export the
log, main menu, new game."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.i18n import N_, _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.scenes.scores import draw_chart, draw_table
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Size
from game.ui.scenes.game_over_base import GameOverBase


def winner_lines(session: Session) -> tuple[str, str]:
    """The headline and the line under it; ties explained by the sleds."""
    game = session.game
    winners = game.winners()
    totals = [score["total"] for score in game.scores()]
    sleds = [player.sled for player in game.state.players]
    best = totals[winners[0]]
    names = [session.names[seat] for seat in winners]
    if len(winners) > 1:
        return (_("{names} share the win!", names=", ".join(names)),
                ngettext("{n} point each, and as many stones on the sled", "{n} points each, and as many stones on the sled",
                         best))
    tied = [seat for seat, total in enumerate(totals) if total == best and seat not in winners]
    if tied:
        return (_("{name} wins!", name=names[0]),
                ngettext("Tied on {n} point: more stones on the sled wins ({mine} against {theirs})",
                         "Tied on {n} points: more stones on the sled wins ({mine} against {theirs})", best,
                         mine=sleds[winners[0]], theirs=max(sleds[seat] for seat in tied)))
    runner_up = max((total for seat, total in enumerate(totals) if seat not in winners), default=best)
    return (_("{name} wins!", name=names[0]),
            ngettext("{n} point, {ahead} ahead", "{n} points, {ahead} ahead", best, ahead=best - runner_up))


class GameOverScene(GameOverBase):
    """The final screen of a finished game."""

    game_id = "imhotep"
    folder_name = "Imhotep"

    def __init__(self, session: Session, on_new_game: Callable[[], None], on_main_menu: Callable[[], None], *,
                 on_replay: Callable[[], None] | None = None, export_folder: Path | None = None) -> None:
        super().__init__(session, on_new_game, on_main_menu, on_replay=on_replay, export_folder=export_folder,
                         replay_tooltip=N_("A new game from this game's seed ({seed}): the same round cards and "
                                           "market cards for the same moves", seed=session.seed))
        self.headline, self.subline = winner_lines(session)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.chart = pygame.Rect(0, 0, 0, 0)

    def _layout_areas(self, size: Size) -> None:
        t = self.theme
        w, h = size
        band = t.px(self.BAND_H)
        self.table = pygame.Rect(t.px(40), band + t.px(24), w * 52 // 100 - t.px(40), h - band - t.px(130))
        self.chart = pygame.Rect(self.table.right + t.px(30), self.table.y, w - self.table.right - t.px(70),
                                 self.table.h)

    def _draw_band(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        pc.draw_water(surface, band, self.theme, seed=17)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        surface.fill(th.BACKGROUND)
        self._draw_headline_band(surface, self.session.game.winners()[0])
        inner = self._draw_score_panel(surface, self.table)
        draw_table(surface, inner, self.session, t, self.session.game.winners())
        draw_chart(surface, self.chart, self.session, t)
        self._draw_footer(surface)
        self._draw_tooltip(surface)
