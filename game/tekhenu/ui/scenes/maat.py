"""The Maat phase summary: each player's scales balance, the faith placed, the VP lost and the
new turn order — animated: the beams tilt to their balance, then the order is revealed."""
from __future__ import annotations

import math

import pygame

from game.i18n import N_, _
from game.session import Session
from game.tekhenu.ui import dice
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import dim
from game.ui.text import draw_text, fitting_font
from game.ui.widgets.base import Button, draw_panel

#: Seconds the beams take to tilt at normal speed.
TILT_SECONDS = 1.2
#: Height of one player's row (design px) and the steepest tilt of a beam (degrees): a tilted
#: beam's pans stay inside its row.
ROW_H = 120
MAX_TILT = 16


class MaatScene(Scene):
    """An overlay built from the events of one Maat phase."""

    is_overlay = True

    def __init__(self, session: Session, events: list[dict], speed: float = 1.0) -> None:
        self.session = session
        self.number = next(e["number"] for e in events if e["type"] == "maat_started")
        first = next(e for e in events if e["type"] == "balances")["balances"]
        self.before = list(first)
        order_event = next(e for e in reversed(events) if e["type"] == "turn_order")
        self.after = list(order_event.get("balances") or first)
        self.order = list(order_event["order"])
        self.faith = {e["player"]: e["net"] for e in events if e["type"] == "faith_placed"}
        self.losses = {e["player"]: -e["amount"] for e in events
                       if e["type"] == "vp" and e.get("reason", "").startswith("Maat")}
        self.duration = TILT_SECONDS * speed
        self.elapsed = 0.0 if speed > 0 else self.duration
        self.theme = th.Theme()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = Button(N_("Continue"), primary=True)
        self.hover = (-1, -1)

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        rows = len(self.session.seats)
        self.rect = pygame.Rect(0, 0, min(size[0] - t.px(40), t.px(1100)), t.px(260 + ROW_H * rows))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.button.rect = pygame.Rect(0, 0, t.px(220), t.px(48))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - t.px(18))
        self.needs_redraw = True

    @property
    def is_animating(self) -> bool:
        return self.elapsed < self.duration

    def update(self, dt: float) -> None:
        if self.is_animating:
            self.elapsed = min(self.duration, self.elapsed + dt)
            self.needs_redraw = True

    def _close(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.is_animating:
                self.elapsed = self.duration
                self.needs_redraw = True
            elif self.button.contains(event.pos):
                self._close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE):
            self._close()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [] if self.is_animating else [(self.button.rect, self.button.text)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        dim(surface, 185)
        draw_panel(surface, self.rect, t, raised=True, border=th.GOLD_DARK, radius=16)
        words = _("Maat — judgement {n}", n=self.number)
        title = (fitting_font(t, words, self.rect.w - t.px(60), size=40, role="title") or t.font("title", 40)).render(
            words, True, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + t.px(16))))
        draw_text(surface, _("Each player's scales: pure dice on the left, tainted dice and greed on the right. A "
                             "balance below zero costs VP; the most balanced player goes first."),
                  (self.rect.x + t.px(30), self.rect.y + t.px(78)), t, size=17, colour=th.TEXT_MUTED,
                  width=self.rect.w - t.px(60))
        progress = self.elapsed / self.duration if self.duration else 1.0
        ease = 1 - (1 - progress) ** 3
        y = self.rect.y + t.px(140)
        for seat, info in enumerate(self.session.seats):
            self._draw_row(surface, seat, info.name, info.colour, y, ease)
            y += t.px(ROW_H)
        if not self.is_animating:
            order = ",  ".join(self.session.seats[s].name for s in self.order)
            words = _("New turn order: {order}", order=order)
            font = fitting_font(t, words, self.rect.w - t.px(60), size=20, role="bold") or t.font("bold", 20)
            text = font.render(words, True, th.LAPIS_DARK)
            surface.blit(text, text.get_rect(midbottom=(self.rect.centerx, self.button.rect.y - t.px(12))))
        self.button.draw(surface, t, hovered=self.button.contains(self.hover))

    def _draw_row(self, surface: pygame.Surface, seat: int, name: str, colour: str, y: int, ease: float) -> None:
        t = self.theme
        x = self.rect.x + t.px(40)
        th.draw_player_marker(surface, (x + t.px(10), y + t.px(30)), t.px(11), colour)
        surface.blit(t.render(name, "bold", 22, th.TEXT), (x + t.px(30), y + t.px(16)))
        balance = self.after[seat]
        # the scales: a beam on a pillar, tilted by the balance (positive: left side down)
        cx, cy = self.rect.x + t.px(470), y + t.px(40)
        angle = math.radians(max(-MAX_TILT, min(MAX_TILT, -balance * 3)) * ease)
        half = t.px(90)
        dx, dy = math.cos(angle) * half, math.sin(angle) * half
        pygame.draw.line(surface, th.GOLD_DARK, (cx, cy), (cx, cy + t.px(50)), t.px(6))
        pygame.draw.polygon(surface, th.GOLD_DARK, [(cx - t.px(26), cy + t.px(56)), (cx + t.px(26), cy + t.px(56)),
                                                    (cx, cy + t.px(44))])
        left, right = (cx - dx, cy - dy), (cx + dx, cy + dy)
        pygame.draw.line(surface, th.GOLD, left, right, t.px(6))
        for end, label, col in ((left, "pure", th.TURQUOISE_DARK), (right, "tainted", dice.STATE_COLOURS["tainted"])):
            pan = pygame.Rect(0, 0, t.px(60), t.px(14))
            pan.midtop = (end[0], end[1] + t.px(16))
            pygame.draw.line(surface, th.INK_SOFT, end, pan.midtop, 2)
            pygame.draw.ellipse(surface, col, pan)
        pygame.draw.circle(surface, th.GOLD_LIGHT, (cx, cy), t.px(7))
        sx = self.rect.x + t.px(640)
        before, after = format(self.before[seat], "+d"), format(balance, "+d")
        lines = [_("Balance {balance}", balance=before)]
        if seat in self.faith and self.faith[seat]:
            lines.append(_("Faith placed {faith}, now {balance}", faith=format(self.faith[seat], "+d"), balance=after))
        loss = self.losses.get(seat, 0)
        verdict = _("loses {n} VP", n=loss) if loss else _("loses no VP")
        colour_text = th.CARNELIAN_DARK if loss else th.TURQUOISE_DARK
        place = self.order.index(seat) + 1
        badge = t.render(f"#{place}", "title", 34, th.LAPIS if ease >= 1 else th.SAND_DARK)
        room = self.rect.right - t.px(40) - badge.get_width() - t.px(12) - sx   # up to the badge
        for i, line in enumerate(lines):
            font = fitting_font(t, line, room, size=19) or t.font("body", 19)
            surface.blit(font.render(line, True, th.TEXT), (sx, y + t.px(8 + 26 * i)))
        font = fitting_font(t, verdict, room, size=20, role="bold") or t.font("bold", 20)
        surface.blit(font.render(verdict, True, colour_text), (sx, y + t.px(8 + 26 * len(lines))))
        surface.blit(badge, badge.get_rect(midright=(self.rect.right - t.px(40), y + t.px(34))))
