"""The end of a round of Imhotep, over the board: what the Temple gave each player (its points on
the A side, its bonuses on the B side), everyone's points now and who begins the next round. It
waits for a click or Enter, so that nobody misses a scoring that happens between two turns."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import draw_text, fit_text, wrap_text
from game.ui.widgets.base import Button, draw_panel


@dataclass(frozen=True)
class RoundEnd:
    """One round's end, from its events: the Temple's points per player and its bonus sentences,
    everyone's total afterwards, and the next round's opening sentence ("" after the last)."""

    round: int
    temple: list[int]
    bonuses: list[str]
    totals: list[int]
    next_round: str


def round_ends(events: list[dict[str, Any]], session: Session) -> list[RoundEnd]:
    """The rounds that ``events`` (just played on the session's game) end, in order."""
    if not any(event["type"] == "round_ended" for event in events):
        return []      # most moves: the scores are not worked out for nothing
    narrator = session.narrator(None)
    seats = len(session.seats)
    found: list[RoundEnd] = []
    temple, bonuses = [0] * seats, []
    totals = [score["total"] for score in session.game.scores()]
    for event in events:
        kind = event["type"]
        if kind == "temple_scored":
            temple = [a + b for a, b in zip(temple, event["points"])]
        elif kind == "temple_bonus":
            temple[event["player"]] += event["points"]
            bonuses.append(narrator.line(event) or "")
        elif kind == "round_ended":
            found.append(RoundEnd(event["round"], temple, bonuses, totals, ""))
            temple, bonuses = [0] * seats, []
        elif kind == "round_started" and found and not found[-1].next_round:
            found[-1] = RoundEnd(found[-1].round, found[-1].temple, found[-1].bonuses, totals,
                                 narrator.line(event) or "")
    return found


class RoundEndScene(Scene):
    """The summary of one round's end; Continue (a click anywhere, Enter or Esc) closes it."""

    is_overlay = True

    def __init__(self, summary: RoundEnd, session: Session, on_close: Callable[[], None]) -> None:
        self.summary = summary
        self.session = session
        self.on_close = on_close
        self.theme = th.Theme()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(N_("Continue"), primary=True)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        width = min(size[0] - t.px(40), t.px(620))
        body, bold = t.font("body", "body"), t.font("bold", "body")
        text_h = sum(len(wrap_text(line, body, width - t.px(56))) * round(body.get_linesize() * 1.15)
                     for line in self.summary.bonuses)
        if self.summary.next_round:
            text_h += t.px(10) + len(wrap_text(self.summary.next_round, bold, width - t.px(56))) * round(
                bold.get_linesize() * 1.15)
        height = t.px(108) + len(self.session.seats) * t.px(40) + text_h + t.px(84)
        self.rect = pygame.Rect(0, 0, width, min(size[1] - t.px(40), height))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.button.rect = pygame.Rect(0, 0, t.px(200), t.px(44))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - t.px(18))
        self.needs_redraw = True

    def _close(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self._close()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.button.rect, self.button.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t, summary, seats = self.theme, self.summary, self.session.seats
        dim(surface)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=14)
        x, y, w = self.rect.x + t.px(28), self.rect.y + t.px(18), self.rect.w - t.px(56)
        title = t.render(_("End of round {round}", round=summary.round), "title", 30, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, y)))
        y += t.px(56)
        heading = t.render(_("What the Temple gave"), "bold", 18, th.TEXT_MUTED)
        surface.blit(heading, (x, y))
        points_label = t.render(_("Points now"), "bold", 18, th.TEXT_MUTED)
        surface.blit(points_label, points_label.get_rect(topright=(x + w, y)))
        y += t.px(34)
        name_font = t.font("bold", 20)
        for seat, info in enumerate(seats):
            row = pygame.Rect(x, y, w, t.px(34))
            pygame.draw.rect(surface, th.lighten(th.PLAYER_COLOURS[info.colour], 0.75), row, border_radius=t.px(8))
            th.draw_player_marker(surface, (row.x + t.px(18), row.centery), t.px(9), info.colour)
            gained = summary.temple[seat]
            gain = t.render(f"+{gained}" if gained else "—", "bold", 22, th.LAPIS_DARK if gained else th.TEXT_MUTED)
            total = t.render(ngettext("{n} point", "{n} points", summary.totals[seat]), "bold", 20, th.TEXT)
            room = row.w - t.px(150) - total.get_width()
            name = name_font.render(fit_text(info.name, name_font, room), True, th.TEXT)
            surface.blit(name, name.get_rect(midleft=(row.x + t.px(36), row.centery)))
            surface.blit(gain, gain.get_rect(center=(row.right - total.get_width() - t.px(70), row.centery)))
            surface.blit(total, total.get_rect(midright=(row.right - t.px(12), row.centery)))
            y += t.px(40)
        for line in summary.bonuses:
            y += draw_text(surface, line, (x, y), t, width=w)
        if summary.next_round:
            y += t.px(10)
            draw_text(surface, summary.next_round, (x, y), t, role="bold", width=w, colour=th.LAPIS)
        self.button.draw(surface, t, hovered=self.button.contains(self.hover))
