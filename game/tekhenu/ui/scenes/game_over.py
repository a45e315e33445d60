"""The end of the game: the winner, the final breakdown, the VP chart and every decree revealed.

The buttons, the log export and the seed line are every game's (``game.ui.scenes.game_over_base``);
the exported log names every private card. Here the buttons' labels shrink when a long translation
would crowd out the seed, a press needs the mouse down and up on the same button, and the wheel
scrolls the score table.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.i18n import N_, _, pgettext, say
from game.session import Session
from game.tekhenu.rules.names import card_name
from game.tekhenu.ui.pieces import SYMBOL_COLOURS, SYMBOL_NAMES
from game.tekhenu.ui.scenes.scoring import ScoreTable, design_rect
from game.tekhenu.ui.vp_history import history_of
from game.tekhenu.ui.widgets.vp_chart import VPChart
from game.ui import theme as th
from game.ui.scene import Size
from game.ui.scenes.game_over_base import GameOverBase, log_folders
from game.ui.text import draw_text, fit_text, fitting_font, signed, wrap_text
from game.ui.widgets.base import Button, draw_panel, draw_tooltip

#: The least room the seed's line keeps beside the buttons (design px).
MIN_SEED_W = 320


def export_folders() -> list[Path]:
    """Where an exported log goes, in order of preference."""
    return log_folders(GameOverScene.folder_name)


def winner_lines(session: Session) -> tuple[str, str]:
    """The headline and the line under it, ties explained by the rules' tie-breakers."""
    game = session.game
    players = game.state.players
    winner = game.winner()
    name, vp = session.names[winner], players[winner].vp
    tied = [s for s, p in enumerate(players) if p.vp == vp and s != winner]
    headline = _("{name} wins!", name=name)
    if not tied:
        runner_up = max((p.vp for s, p in enumerate(players) if s != winner), default=vp)
        return headline, (_("{vp} VP, {lead} ahead", vp=vp, lead=vp - runner_up) if len(players) > 1
                          else _("{vp} VP", vp=vp))
    others = ", ".join(session.names[s] for s in tied)
    scribes = players[winner].scribes
    if all(players[s].scribes < scribes for s in tied):
        most = max(players[s].scribes for s in tied)
        return headline, _("Tied with {others} on {vp} VP: more scribes wins ({scribes} against {most})",
                           others=others, vp=vp, scribes=scribes, most=most)
    return headline, _("Tied with {others} on {vp} VP and on scribes: earlier in turn order wins", others=others,
                       vp=vp)


class GameOverScene(GameOverBase):
    """The final screen of a finished game."""

    game_id = "tekhenu"
    folder_name = "Tekhenu"

    def __init__(self, session: Session, on_new_game: Callable[[], None], on_main_menu: Callable[[], None],
                 *, on_replay: Callable[[], None] | None = None, export_folder: Path | None = None) -> None:
        """``on_replay`` opens the New game screen with this game's set-up (its seed, players
        and variants) filled in."""
        super().__init__(session, on_new_game, on_main_menu, on_replay=on_replay, export_folder=export_folder,
                         replay_tooltip=N_("A new game from this game's seed ({seed}): the same set-up and the "
                                           "same draws for the same moves", seed=session.seed))
        game = session.game
        scores = game.scores()
        self.winner = game.winner()
        self.table = ScoreTable(session.seats, [s["breakdown"] for s in scores], [s["total"] for s in scores],
                                self.winner, row_height=30)
        self.chart = VPChart()
        self.chart.set_history(history_of(session), session.seats)
        self.decree_area = pygame.Rect(0, 0, 0, 0)
        self.decree_rects: list[tuple[pygame.Rect, str]] = []
        self._pressed: Button | None = None
        #: The buttons' label size (design px): smaller when long labels need it.
        self.button_size = th.FONT_SIZES["body"]

    @property
    def headline(self) -> str:
        """The winner, in the language of the moment ("Neferet wins!")."""
        return winner_lines(self.session)[0]

    @property
    def subline(self) -> str:
        """By how much, or how a tie was broken."""
        return winner_lines(self.session)[1]

    # ------------------------------------------------------------------ layout

    def _layout_areas(self, size: Size) -> None:
        t = self.theme
        held = max((len(p.decrees) for p in self.session.game.state.players), default=0)
        decrees_h = 60 + max(1, held) * 82  # design px: a caption, then one card per decree held
        top, bottom = 148, 990 - decrees_h - 16
        self.table.layout(design_rect(t, 40, top, 860, bottom - top), t)
        self.chart.layout(design_rect(t, 920, top, 960, bottom - top), t)
        self.decree_area = design_rect(t, 40, 990 - decrees_h, 1840, decrees_h)

    def _layout_buttons(self) -> None:
        """The buttons right-aligned along the bottom, each as wide as its design or as its label
        needs (a long translation's), their labels smaller when they would crowd out the seed."""
        t = self.theme
        designed = ((self.new_button, 220), (self.menu_button, 200), (self.export_button, 200),
                    (self.replay_button, 250))
        room = t.px(1840 - MIN_SEED_W - 16 * len(designed))
        for size in range(th.FONT_SIZES["body"], 0, -1):   # design px
            widths = [max(t.px(width), t.font("bold" if button.primary else "body", size).size(button.text)[0]
                          + t.px(28)) for button, width in designed]
            if sum(widths) <= room or t.font_px(size) == th.MIN_FONT_PX:
                break
        self.button_size = size
        right = design_rect(t, 1880, 1008, 0, 54)
        x = right.x
        for (button, _width), width in zip(designed, widths):
            x -= width
            button.rect = pygame.Rect(x, right.y, width, right.h)
            x -= t.px(16)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._button_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            button = self._button_at(event.pos)
            if button is not None and button is pressed:
                self._press(button)
        elif event.type == pygame.MOUSEWHEEL:
            if self.table.scroll(-event.y * self.theme.px(60)):
                self.needs_redraw = True
        else:
            super().handle(event)

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(button.rect, button.text) for button in self.buttons]

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons if b.enabled and b.contains(pos)), None)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(th.BACKGROUND)
        self._draw_banner(surface)
        self.table.draw(surface)
        self.chart.draw(surface)
        self._draw_decrees(surface)
        self._draw_footer(surface)
        self._draw_hover(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        t = self.theme
        band = design_rect(t, 0, 0, 1920, 132)
        band.x, band.w = 0, surface.get_width()
        pygame.draw.rect(surface, th.LAPIS_DARK, band)
        for offset, colour in ((0, th.GOLD), (6, th.GOLD_DARK)):
            y = band.bottom - t.px(10) + t.px(offset)
            pygame.draw.line(surface, colour, (0, y), (band.right, y), max(1, t.px(3 if offset == 0 else 1)))
        seat = self.session.seats[self.winner]
        headline = self.headline
        face = fitting_font(t, headline, band.w - t.px(120), size=56, role="title") or t.font("title", 56)
        title = face.render(headline, True, th.GOLD_LIGHT)
        box = title.get_rect(midtop=(band.centerx + t.px(24), band.y + t.px(6)))
        marker_x = box.x - t.px(30)
        pygame.draw.circle(surface, th.IVORY, (marker_x, box.centery + t.px(4)), t.px(20))
        th.draw_player_marker(surface, (marker_x, box.centery + t.px(4)), t.px(14), seat.colour)
        surface.blit(title, box)
        subline = self.subline
        face = fitting_font(t, subline, band.w - t.px(40), size="large") or t.font("body", "large")
        sub = face.render(subline, True, th.IVORY)
        surface.blit(sub, sub.get_rect(midtop=(band.centerx, box.bottom - t.px(8))))

    def _draw_decrees(self, surface: pygame.Surface) -> None:
        t = self.theme
        area = self.decree_area
        draw_panel(surface, area, t, raised=True)
        caption = t.font("bold", "small").render(_("DECREES REVEALED"), True, th.LAPIS)
        surface.blit(caption, (area.x + t.px(20), area.y + t.px(12)))
        legend = t.font("body", 14).render(_("Gold border: scored  ·  faded: not scored"), True, th.TEXT_MUTED)
        surface.blit(legend, legend.get_rect(topright=(area.right - t.px(20), area.y + t.px(13))))
        seats = self.session.seats
        gap = t.px(14)
        inner = pygame.Rect(area.x + t.px(14), area.y + t.px(42), area.w - t.px(28), area.h - t.px(54))
        col_w = (inner.w - gap * (len(seats) - 1)) // len(seats)
        self.decree_rects = []
        for seat_index, seat in enumerate(seats):
            column = pygame.Rect(inner.x + seat_index * (col_w + gap), inner.y, col_w, inner.h)
            self._draw_decree_column(surface, seat_index, column)

    def _draw_decree_column(self, surface: pygame.Surface, seat_index: int, column: pygame.Rect) -> None:
        t = self.theme
        game = self.session.game
        player = game.state.players[seat_index]
        seat = self.session.seats[seat_index]
        th.draw_player_marker(surface, (column.x + t.px(10), column.y + t.px(10)), t.px(8), seat.colour)
        font = t.font("bold", 17)
        name = font.render(fit_text(seat.name, font, column.w - t.px(120)), True, th.INK)
        surface.blit(name, name.get_rect(midleft=(column.x + t.px(26), column.y + t.px(10))))
        breakdown = player.vp_by_reason
        if player.is_automa:
            total = breakdown.get("Botankhamun's decrees", 0)
            note = _("{n} held: {vp} VP", n=len(player.decrees), vp=signed(total))
        else:
            total = sum(v for k, v in breakdown.items() if k.startswith("decree "))
            note = _("{n} scored: {vp} VP", n=len(player.scored_decrees), vp=signed(total))
        text = t.font("body", 15).render(note, True, th.TEXT_MUTED)
        surface.blit(text, text.get_rect(midright=(column.right - t.px(4), column.y + t.px(10))))
        decrees = list(player.decrees)
        if not decrees:
            none = t.font("body", 16).render(_("No decrees"), True, th.TEXT_MUTED)
            surface.blit(none, (column.x + t.px(4), column.y + t.px(30)))
            return
        top = column.y + t.px(24)
        gap = t.px(6)
        card_h = min(t.px(76), (column.bottom - top - gap * (len(decrees) - 1)) // len(decrees))
        for index, card_id in enumerate(decrees):
            rect = pygame.Rect(column.x, top + index * (card_h + gap), column.w, card_h)
            scored = card_id in player.scored_decrees or player.is_automa
            self._draw_decree(surface, rect, card_id, scored, breakdown.get(f"decree {card_id}", 0))
            self.decree_rects.append((rect, card_id))

    def _draw_decree(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, scored: bool, vp: int) -> None:
        t = self.theme
        decree = self.session.game.catalog.decrees[card_id]
        fill = th.PAPYRUS if scored else th.PAPYRUS_DARK
        pygame.draw.rect(surface, fill, rect, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD if scored else th.SAND_DARK, rect, max(1, t.px(3 if scored else 1)),
                         border_radius=t.px(8))
        symbol_colour = SYMBOL_COLOURS.get(decree.symbol, th.INK_SOFT)
        label = t.font("bold", 12).render(str(SYMBOL_NAMES[decree.symbol]).upper(), True, th.IVORY)
        badge = pygame.Rect(rect.x + t.px(8), rect.y + t.px(7), max(t.px(62), label.get_width() + t.px(14)),
                            max(t.px(20), label.get_height() + t.px(2)))   # the pill always holds its word
        pygame.draw.rect(surface, symbol_colour, badge, border_radius=badge.h // 2)
        surface.blit(label, label.get_rect(center=badge.center))
        ink = th.INK if scored else th.INK_SOFT
        title_font = t.font("bold", 16)
        status = _("{vp} VP", vp=signed(vp)) if scored and vp else (_("scored") if scored else _("not scored"))
        status_img = t.font("bold" if scored else "body", 15).render(status, True,
                                                                      th.GOLD_DARK if scored else th.TEXT_MUTED)
        surface.blit(status_img, status_img.get_rect(topright=(rect.right - t.px(10), rect.y + t.px(7))))
        room = rect.right - t.px(16) - status_img.get_width() - badge.right - t.px(8)
        name = say(card_name(self.session.game.catalog, card_id))
        title = title_font.render(fit_text(name, title_font, room), True, ink)
        surface.blit(title, title.get_rect(midleft=(badge.right + t.px(8), badge.centery)))
        body = t.font("body", 14)
        lines = max(1, (rect.bottom - badge.bottom - t.px(6)) // body.get_linesize())
        draw_text(surface, pgettext(card_id, decree.text), (rect.x + t.px(10), badge.bottom + t.px(3)), t, size=14,
                  colour=ink, width=rect.w - t.px(20), line_gap=1.0, max_lines=lines)

    def _draw_footer(self, surface: pygame.Surface) -> None:
        t = self.theme
        for button in self.buttons:
            button.draw(surface, t, hovered=button.contains(self.hover), size=self.button_size)
        area = design_rect(t, 40, 1004, 910, 62)
        area.w = min(self.buttons, key=lambda b: b.rect.x).rect.x - t.px(16) - area.x   # up to the buttons
        font = t.font("body", 16)
        if not self.message:   # the seed, so that anyone can replay the set-up and check the draws
            seed = font.render(fit_text(_("Seed of this game: {seed}", seed=self.session.seed), font, area.w), True,
                               th.TEXT_MUTED)
            surface.blit(seed, seed.get_rect(midleft=area.midleft))
        else:
            colour = th.ERROR if self.message_is_error else th.TURQUOISE_DARK
            lines = wrap_text(self.message, font, area.w)[:2]
            y = area.centery - len(lines) * font.get_linesize() // 2
            for line in lines:
                surface.blit(font.render(line, True, colour), (area.x, y))
                y += font.get_linesize()

    def _draw_hover(self, surface: pygame.Surface) -> None:
        hint = self.chart.hint_at(self.hover)
        if hint is not None:
            draw_tooltip(surface, self.hover, hint.text, self.theme)
            return
        for rect, card_id in self.decree_rects:
            if rect.collidepoint(self.hover):
                decree = self.session.game.catalog.decrees[card_id]
                name = say(card_name(self.session.game.catalog, card_id))
                draw_tooltip(surface, self.hover, _("{name} ({symbol}): {text}", name=name,
                                                    symbol=SYMBOL_NAMES[decree.symbol],
                                                    text=pgettext(card_id, decree.text)), self.theme)
                return
        self._draw_tooltip(surface)
