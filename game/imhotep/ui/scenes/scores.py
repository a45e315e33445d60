"""Every player's points by where they came from (each site, each kind of card, the blue cards
never played, Pharaoh's Wrath), as a table: over the board when asked for (S), and on the
game-over screen; and each player's points round by round, read from the game's events."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import N_, _
from game.imhotep.rules import scoring
from game.imhotep.rules.scoring import reasons
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import fit_text, fitting_font
from game.ui.widgets.base import Button, draw_panel


def breakdown_rows(session: Session) -> list[tuple[str, list[int]]]:
    """(reason in words, each player's points) for every entry of the scoring, in its order."""
    game = session.game
    narrator = session.narrator(None)
    scores = game.scores()
    entries = reasons(game.catalog, game.config.pharaohs_wrath)
    return [(narrator.reason(entry), [score["breakdown"].get(entry, 0) for score in scores]) for entry in entries]


def if_it_ended_now(session: Session) -> list[int]:
    """Each player's total if the final scoring came now (the rules' own, on a copy)."""
    copy = session.game.quiet_copy()
    scoring.final_scoring(copy)
    return [scoring.total(copy.state, seat) for seat in range(len(session.seats))]


def history(events: list[dict[str, Any]], seats: int) -> list[list[int]]:
    """Each player's points at the start (0), at the end of each round and after the final
    scoring, from the events: points of stones delivered and of the Temple, the final totals."""
    totals = [0] * seats
    found = [list(totals)]
    for event in events:
        kind = event["type"]
        if kind in ("stone_delivered", "temple_bonus"):
            totals[event["player"]] += event.get("points", 0)
        elif kind == "temple_scored":
            totals = [total + points for total, points in zip(totals, event["points"])]
        elif kind == "round_ended":
            found.append(list(totals))
        elif kind == "final_score":
            totals[event["player"]] = event["total"]
        elif kind == "game_over":
            found.append(list(totals))
    return found


def draw_table(surface: pygame.Surface, rect: pygame.Rect, session: Session, theme: th.Theme,
               winners: list[int] | None = None) -> None:
    """The breakdown: a row per reason, a column per player, the totals at the bottom."""
    t = theme
    rows = breakdown_rows(session)
    seats = session.seats
    totals = [score["total"] for score in session.game.scores()]
    bold, body = t.font("bold", 16), t.font("body", 16)
    labels = [label for label, _points in rows] + [_("Stones on the sled (breaks a tie)"), _("If the game ended now")]
    widest = max(body.size(label)[0] for label in labels) + t.px(20)   # a long translation's labels take more
    name_w = min(max(rect.w * 0.34, widest), rect.w * 0.55)
    col_w = (rect.w - name_w) / len(seats)
    row_h = min(t.px(40), rect.h // (len(rows) + 3))
    for i, seat in enumerate(seats):
        cell = pygame.Rect(round(rect.x + name_w + i * col_w), rect.y, round(col_w), row_h)
        if winners and i in winners:
            pygame.draw.rect(surface, th.GOLD_LIGHT, (cell.x, rect.y, cell.w, row_h * (len(rows) + 3)),
                             border_radius=t.px(6))
        th.draw_player_marker(surface, (cell.x + t.px(14), cell.centery), t.px(8), seat.colour)
        font = fitting_font(t, seat.name, cell.w - t.px(30), size=16, role="bold") or bold
        name = font.render(fit_text(seat.name, font, cell.w - t.px(30)), True, th.INK)
        surface.blit(name, name.get_rect(midleft=(cell.x + t.px(26), cell.centery)))
    for r, (label, points) in enumerate(rows, start=1):
        y = rect.y + r * row_h
        if r % 2:
            pygame.draw.rect(surface, th.PAPYRUS_DARK, (rect.x, y, rect.w, row_h), border_radius=t.px(4))
        text = body.render(fit_text(label, body, round(name_w) - t.px(12)), True, th.INK)
        surface.blit(text, text.get_rect(midleft=(rect.x + t.px(8), y + row_h // 2)))
        for i, amount in enumerate(points):
            cell = pygame.Rect(round(rect.x + name_w + i * col_w), y, round(col_w), row_h)
            value = (bold if amount else body).render(str(amount), True, th.INK if amount else th.TEXT_MUTED)
            surface.blit(value, value.get_rect(center=cell.center))
    y = rect.y + (len(rows) + 1) * row_h
    pygame.draw.line(surface, th.INK, (rect.x, y), (rect.right, y), max(1, t.px(2)))
    total = t.font("bold", 19)
    surface.blit(total.render(_("Total"), True, th.INK), (rect.x + t.px(8), y + t.px(4)))
    for i, amount in enumerate(totals):
        cell = pygame.Rect(round(rect.x + name_w + i * col_w), y, round(col_w), row_h)
        value = total.render(str(amount), True, th.LAPIS_DARK)
        surface.blit(value, value.get_rect(center=cell.center))
    if session.game.is_over:   # the tie-break
        label, values = _("Stones on the sled (breaks a tie)"), [p["sled"] for p in session.game.view(-1)["players"]]
    else:
        label, values = _("If the game ended now"), if_it_ended_now(session)
    y += row_h
    text = body.render(fit_text(label, body, round(name_w) - t.px(12)), True, th.TEXT_MUTED)
    surface.blit(text, text.get_rect(midleft=(rect.x + t.px(8), y + row_h // 2)))
    for i, amount in enumerate(values):
        cell = pygame.Rect(round(rect.x + name_w + i * col_w), y, round(col_w), row_h)
        value = body.render(str(amount), True, th.TEXT_MUTED)
        surface.blit(value, value.get_rect(center=cell.center))


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, session: Session, theme: th.Theme) -> None:
    """Each player's points after each round and at the end: a line in their colour with their
    marker shape at every point (apart without colour vision too)."""
    t = theme
    points = history(session.events, len(session.seats))
    draw_panel(surface, rect, t)
    title = t.render(_("Points round by round"), "bold", 17, th.INK)
    surface.blit(title, (rect.x + t.px(14), rect.y + t.px(10)))
    plot = pygame.Rect(rect.x + t.px(50), rect.y + t.px(44), rect.w - t.px(80), rect.h - t.px(90))
    top = max(10, max(max(row) for row in points))
    step = next(s for s in (5, 10, 20, 25, 50, 100) if top / s <= 6)
    top = -(-top // step) * step
    font = t.font("body", 13)
    for value in range(0, top + 1, step):
        y = plot.bottom - plot.h * value / top
        pygame.draw.line(surface, th.PAPYRUS_DARK, (plot.x, y), (plot.right, y))
        label = font.render(str(value), True, th.TEXT_MUTED)
        surface.blit(label, label.get_rect(midright=(plot.x - t.px(6), y)))
    columns = len(points)
    inset = t.px(16)   # the first and last points clear of the axis's numbers and of the panel's edge
    xs = [plot.x + inset + (plot.w - 2 * inset) * k / max(1, columns - 1) for k in range(columns)]
    for k, x in enumerate(xs):
        text = _("Start") if k == 0 else _("End") if k == columns - 1 and session.game.is_over else str(k)
        label = font.render(text, True, th.TEXT_MUTED)
        place = label.get_rect(midtop=(x, plot.bottom + t.px(6)))
        place.right = min(place.right, rect.right - t.px(8))
        surface.blit(label, place)
    for seat, info in enumerate(session.seats):
        colour = th.PLAYER_COLOURS[info.colour]
        line = [(x + (seat - len(session.seats) / 2) * t.px(2), plot.bottom - plot.h * row[seat] / top)
                for x, row in zip(xs, points)]
        if len(line) > 1:
            pygame.draw.lines(surface, colour, False, line, max(2, t.px(3)))
        for x, y in line:
            th.draw_player_marker(surface, (round(x), round(y)), t.px(7), info.colour)


class ScoresScene(Scene):
    """Over the board: the points so far by site and card (S or Esc closes it)."""

    is_overlay = True

    def __init__(self, session: Session, on_close: Callable[[], None] | None = None) -> None:
        self.session = session
        self.on_close = on_close
        self.theme = th.Theme()
        self.close = Button(N_("Close"), key_hint="Esc", primary=True)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - t.px(40), t.px(1500)), min(size[1] - t.px(40), t.px(900)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.close.rect = pygame.Rect(0, 0, t.px(180), t.px(48))
        self.close.rect.bottomright = (self.rect.right - t.px(24), self.rect.bottom - t.px(20))
        self.needs_redraw = True

    def _leave(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        if self.on_close is not None:
            self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.close.contains(event.pos):
            self._leave()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_s, pygame.K_RETURN):
            self._leave()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.close.rect, self.close.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=14)
        title = t.render(_("Scores"), "title", 34, th.LAPIS_DARK)
        surface.blit(title, (self.rect.x + t.px(28), self.rect.y + t.px(16)))
        if not self.session.game.is_over:
            note = t.render(_("Points so far; the Burial Chamber, the Obelisk (A) and the cards score at the end."),
                            "body", 15, th.TEXT_MUTED)
            surface.blit(note, (self.rect.x + t.px(30), self.rect.y + t.px(16) + title.get_height()))
        body = pygame.Rect(self.rect.x + t.px(28), self.rect.y + t.px(100), self.rect.w - t.px(56),
                           self.rect.h - t.px(190))
        left = pygame.Rect(body.x, body.y, body.w * 55 // 100, body.h)
        draw_table(surface, left, self.session, t)
        draw_chart(surface, pygame.Rect(left.right + t.px(24), body.y, body.right - left.right - t.px(24), body.h),
                   self.session, t)
        self.close.draw(surface, t, hovered=self.close.contains(self.hover))
