"""The scores of "Dynasties" by category — Caste VP, Bread VP, the majorities, the Afterlife card,
deben (and Heliopolis's Merchants) — with the deben that break a tie, and the majorities caste by
caste: over the table when asked for (S), as the table sees them then, and on the game-over
screen as the final scoring."""
from __future__ import annotations

import pygame

from game.dynasties.narrator import REASON_NAMES
from game.dynasties.ui.context import build_context
from game.dynasties.ui.widgets.majorities import MajoritiesWidget
from game.i18n import N_, _
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import fit_text, fitting_font
from game.ui.widgets.base import Button, draw_panel

SIZE = 17


def breakdown_rows(session: Session) -> list[tuple[str, list[int]]]:
    """(category in words, each seat's points) for every category of the scoring, in its order."""
    scores = session.game.scores()
    categories = list(scores[0]["breakdown"]) if scores else []
    return [(str(REASON_NAMES[key]), [score["breakdown"].get(key, 0) for score in scores]) for key in categories]


def draw_breakdown(surface: pygame.Surface, rect: pygame.Rect, session: Session, theme: th.Theme,
                   winners: list[int] | None = None) -> None:
    """A row per category, a column per seat; the totals, then the deben that break a tie."""
    t = theme
    rows = breakdown_rows(session)
    seats = session.seats
    game = session.game
    totals = [score["total"] for score in game.scores()]
    deben = [player.deben for player in game.state.players]
    row_h = min(t.px(36), rect.h // (len(rows) + 3))
    bold, body = t.font("bold", SIZE), t.font("body", SIZE)
    labels = [label for label, _points in rows] + [_("Total"), _("Deben (tie-break)")]
    widest = max(body.size(label)[0] for label in labels) + t.px(18)   # a long translation's labels take more
    name_w = min(max(rect.w * 0.36, widest), rect.w * 0.5)
    col_w = (rect.w - name_w) / len(seats)
    y = rect.y
    for seat, info in enumerate(seats):
        cell = pygame.Rect(round(rect.x + name_w + seat * col_w), y, round(col_w), row_h)
        if winners and seat in winners:
            pygame.draw.rect(surface, th.GOLD_LIGHT, cell.inflate(-t.px(4), 0), border_radius=t.px(6))
        th.draw_player_marker(surface, (cell.x + t.px(12), cell.centery), t.px(8), info.colour)
        font = fitting_font(t, info.name, cell.w - t.px(28), size=SIZE, role="bold") or bold
        name = font.render(fit_text(info.name, font, cell.w - t.px(28)), True, th.INK)
        surface.blit(name, name.get_rect(midleft=(cell.x + t.px(24), cell.centery)))
    y += row_h
    for index, (label, points) in enumerate([*rows, (_("Total"), totals), (_("Deben (tie-break)"), deben)]):
        band = pygame.Rect(rect.x, y, rect.w, row_h)
        total_row = index == len(rows)
        if total_row:
            pygame.draw.line(surface, th.SAND_DARK, band.topleft, band.topright, max(1, t.px(2)))
        elif index % 2 == 0 and index < len(rows):
            pygame.draw.rect(surface, th.mix(th.PAPYRUS, th.SAND, 0.35), band)
        font = bold if total_row else body
        colour = th.INK_SOFT if index > len(rows) else th.INK
        text = font.render(fit_text(label, font, round(name_w) - t.px(10)), True, colour)
        surface.blit(text, text.get_rect(midleft=(band.x + t.px(8), band.centery)))
        for seat, value in enumerate(points):
            cell = pygame.Rect(round(rect.x + name_w + seat * col_w), y, round(col_w), row_h)
            if index > len(rows) and seat == game.heliopolis:
                value_text = "–"
            else:
                value_text = str(value)
            image = font.render(value_text, True, th.GOLD_DARK if total_row else colour)
            surface.blit(image, image.get_rect(center=cell.center))
        y += row_h


def draw_majorities(surface: pygame.Surface, rect: pygame.Rect, session: Session, theme: th.Theme) -> None:
    """The majorities table of the table (``MajoritiesWidget``), drawn for nobody's private view."""
    ctx = build_context(session.game, [], session.seats, theme, -1)
    widget = MajoritiesWidget()
    widget.layout(rect, theme)
    widget.draw(surface, ctx)


class ScoresScene(Scene):
    """An overlay over the table: the scores now and the majorities (S, Esc or a click closes it)."""

    is_overlay = True

    def __init__(self, session: Session) -> None:
        self.session = session
        self.theme = th.Theme()
        self.close = Button(N_("Close"), key_hint="Esc")
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.majorities = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        self.rect = pygame.Rect(0, 0, min(size[0] - t.px(80), t.px(1500)), min(size[1] - t.px(80), t.px(700)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        inner = self.rect.inflate(-t.px(48), -t.px(120)).move(0, t.px(30))
        self.table = pygame.Rect(inner.x, inner.y, inner.w * 48 // 100, inner.h)
        self.majorities = pygame.Rect(self.table.right + t.px(30), inner.y, inner.right - self.table.right - t.px(30),
                                      inner.h)
        label = t.font("body", "body").size(self.close.text)[0] + t.font("body", 13).size(self.close.key_hint)[0]
        self.close.rect = pygame.Rect(0, 0, max(t.px(140), label + t.px(36)), t.px(40))   # the label beside "Esc"
        self.close.rect.topright = (self.rect.right - t.px(16), self.rect.y + t.px(14))
        self.needs_redraw = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.close.contains(event.pos) or not self.rect.collidepoint(event.pos):
                self.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_s, pygame.K_RETURN):
            self.stack.pop()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.close.rect, self.close.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=14)
        title = t.render(_("Scores as the table sees them"), "title", 34, th.LAPIS_DARK)
        surface.blit(title, (self.rect.x + t.px(24), self.rect.y + t.px(14)))
        note = t.render(_("The cards under the Scribes and the Afterlife cards count only at the end."), "body", 16,
                        th.INK_SOFT)
        surface.blit(note, (self.rect.x + t.px(24), self.rect.y + t.px(62)))
        draw_breakdown(surface, self.table, self.session, t)
        draw_majorities(surface, self.majorities, self.session, t)
        self.close.draw(surface, t, hovered=self.close.contains(self.hover))
