"""The end of a game of "Dynasties": the winner (a tie goes to the most deben, then it is shared;
Heliopolis can win, and then neither player does), the final scoring by category, the majorities
caste by caste, the Afterlife cards turned up with what each scored, and the buttons: the same
set-up again, export the log, main menu, new game."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import platformdirs
import pygame

from game import persist
from game.dynasties.rules.state import NO_CARD
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.scenes.scores import draw_breakdown, draw_majorities
from game.dynasties.ui.words import card_tooltip, caste_name
from game.i18n import N_, _, ngettext
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.text import fit_text
from game.ui.widgets.base import Button, draw_panel, draw_tooltip


def export_folders() -> list[Path]:
    """Where an exported log goes, in order of preference."""
    return [Path(platformdirs.user_documents_dir()) / "Dynasties", persist.saves_dir()]


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


class GameOverScene(Scene):
    """The final screen of a finished game."""

    #: the client and the autoplay recognise the end of a game by it
    is_game_over = True

    def __init__(self, session: Session, on_new_game: Callable[[], None], on_main_menu: Callable[[], None], *,
                 on_replay: Callable[[], None] | None = None, export_folder: Path | None = None) -> None:
        self.session = session
        self.on_new_game = on_new_game
        self.on_main_menu = on_main_menu
        self.on_replay = on_replay
        self.export_folder = export_folder
        self.theme = th.Theme()
        self.headline, self.subline = winner_lines(session)
        self.new_button = Button(N_("New game"), primary=True, tooltip=N_("Set up another game"))
        self.menu_button = Button(N_("Main menu"), tooltip=N_("Back to the main menu"))
        self.export_button = Button(N_("Export log"), tooltip=N_("Save the whole game log as a text file"))
        self.replay_button = Button(N_("Same set-up again"), enabled=on_replay is not None, tooltip=N_(
            "A new game from this game's seed ({seed}): the same deal and the same draws for the same moves",
            seed=session.seed))
        self.message = ""
        self.message_is_error = False
        self.table = pygame.Rect(0, 0, 0, 0)
        self.majorities = pygame.Rect(0, 0, 0, 0)
        self.afterlife = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[pygame.Rect, str]] = []
        self.hover = (-1, -1)

    @property
    def buttons(self) -> list[Button]:
        return [self.replay_button, self.export_button, self.menu_button, self.new_button]

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        w, h = size
        band = t.px(140)
        top = band + t.px(24)
        bottom = h - t.px(110)
        self.table = pygame.Rect(t.px(40), top, w * 46 // 100 - t.px(40), (bottom - top) * 58 // 100)
        self.afterlife = pygame.Rect(t.px(40), self.table.bottom + t.px(20), self.table.w,
                                     bottom - self.table.bottom - t.px(20))
        self.majorities = pygame.Rect(self.table.right + t.px(30), top, w - self.table.right - t.px(70), bottom - top)
        x = w - t.px(40)
        for button, width in ((self.new_button, 220), (self.menu_button, 200), (self.export_button, 200),
                              (self.replay_button, 260)):
            x -= t.px(width)
            button.rect = pygame.Rect(x, h - t.px(84), t.px(width), t.px(54))
            x -= t.px(16)
        self.cards = self._card_places()
        self.needs_redraw = True

    def _card_places(self) -> list[tuple[pygame.Rect, str]]:
        t = self.theme
        area = self.afterlife.inflate(-t.px(24), -t.px(24))
        top = area.y + t.px(30)
        seats = len(self.session.seats)
        slot_w = area.w // max(1, seats)
        w, h = pc.card_size(slot_w * 0.5, area.bottom - top)
        found = []
        for seat, player in enumerate(self.session.game.state.players):
            if player.afterlife != NO_CARD:
                found.append((pygame.Rect(area.x + seat * slot_w, top, w, h), player.afterlife))
        return found

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.buttons:
                if button.enabled and button.contains(event.pos):
                    self._press(button)
                    return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._press(self.new_button)

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(button.rect, button.text) for button in self.buttons if button.enabled]

    def _press(self, button: Button) -> None:
        if button is self.export_button:
            self.export()
        elif button is self.new_button:
            self.on_new_game()
        elif button is self.menu_button:
            self.on_main_menu()
        elif button is self.replay_button and self.on_replay is not None:
            self.on_replay()

    def export(self) -> Path | None:
        """Write the log in the first folder that takes it; the file, or None (and why)."""
        name = f"dynasties-game-{self.session.game_id}.txt"   # an id of ours: a plain file name
        folders = [self.export_folder] if self.export_folder is not None else export_folders()
        error: OSError | None = None
        for folder in folders:
            try:
                path = self.session.export_log(folder / name)
            except OSError as problem:
                error = problem
                continue
            self.message, self.message_is_error = _("Log written to {path}", path=path), False
            self.needs_redraw = True
            return path
        reason = error.strerror if error is not None and error.strerror else str(error)
        self.message, self.message_is_error = _("Could not write the log: {reason}", reason=reason), True
        self.needs_redraw = True
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        w, h = surface.get_size()
        surface.fill(th.BACKGROUND)
        band = pygame.Rect(0, 0, w, t.px(140))
        pygame.draw.rect(surface, pc.AFTERLIFE, band)
        for k in range(14):   # the stars of the Duat
            _star = (band.x + (k * 137) % w, band.y + t.px(12) + (k * 53) % (band.h - t.px(24)))
            pygame.draw.circle(surface, th.GOLD_LIGHT, _star, max(1, t.px(2)))
        pygame.draw.line(surface, th.GOLD, (0, band.bottom), (w, band.bottom), max(1, t.px(4)))
        winner = self.session.seats[self.session.game.winners()[0]]
        title = t.render(self.headline, "title", 56, th.GOLD_LIGHT)
        box = title.get_rect(midtop=(w // 2 + t.px(24), t.px(10)))
        pygame.draw.circle(surface, th.IVORY, (box.x - t.px(32), box.centery + t.px(4)), t.px(22))
        th.draw_player_marker(surface, (box.x - t.px(32), box.centery + t.px(4)), t.px(15), winner.colour)
        surface.blit(title, box)
        sub = t.render(self.subline, "body", "large", th.IVORY)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, box.bottom)))
        draw_panel(surface, self.table, t, raised=True)
        heading = t.render(_("Final scoring"), "bold", 20, th.LAPIS_DARK)
        surface.blit(heading, (self.table.x + t.px(16), self.table.y + t.px(10)))
        inner = self.table.inflate(-t.px(32), -t.px(60)).move(0, t.px(20))
        draw_breakdown(surface, inner, self.session, t, self.session.game.winners())
        draw_majorities(surface, self.majorities, self.session, t)
        self._draw_afterlife(surface)
        for button in self.buttons:
            button.draw(surface, t, hovered=button.contains(self.hover))
        font = t.font("body", 16)
        room = self.replay_button.rect.x - t.px(60)
        if self.message:
            colour = th.ERROR if self.message_is_error else th.TURQUOISE_DARK
            line = font.render(fit_text(self.message, font, room), True, colour)
        else:
            line = font.render(fit_text(_("Seed of this game: {seed}", seed=self.session.seed), font, room), True,
                               th.TEXT_MUTED)
        surface.blit(line, line.get_rect(midleft=(t.px(40), self.new_button.rect.centery)))
        tip = self._tooltip()
        if tip:
            draw_tooltip(surface, self.hover, tip, t)

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
        body, bold = t.font("body", 15), t.font("bold", 16)
        for rect, card in self.cards:
            seat = next(s for s, p in enumerate(game.state.players) if p.afterlife == card)
            pc.draw_afterlife_card(surface, rect, card, game.catalog, t)
            x = rect.right + t.px(10)
            slot_right = min(self.afterlife.right - t.px(12), rect.x + (self.afterlife.w - t.px(24)) //
                             max(1, len(self.session.seats)) - t.px(8))
            room = max(t.px(20), slot_right - x)
            th.draw_player_marker(surface, (x + t.px(8), rect.y + t.px(10)), t.px(7), self.session.seats[seat].colour)
            name = bold.render(fit_text(self.session.names[seat], bold, room - t.px(20)), True, th.INK)
            surface.blit(name, (x + t.px(20), rect.y))
            points = game.state.players[seat].points.get("afterlife", 0)
            image = bold.render(_("+{n} VP", n=points), True, th.GOLD_DARK)
            surface.blit(image, (x, rect.y + t.px(28)))
            season = game.state.players[seat].season
            if season:
                text = _("doubles the {caste} majority", caste=caste_name(game.catalog, season))
                note = body.render(fit_text(text, body, room), True, th.INK_SOFT)
                surface.blit(note, (x, rect.y + t.px(52)))

    def _tooltip(self) -> str:
        for button in self.buttons:
            if button.contains(self.hover) and button.hover_text:
                return button.hover_text
        catalog = self.session.game.catalog
        for rect, card in self.cards:
            if rect.collidepoint(self.hover):
                return card_tooltip(catalog, card)
        return ""
