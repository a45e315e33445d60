"""The decision panel: who must decide what, in words, and a button for each choice open now
(keys 1–9). A long choice is offered in groups that narrow it, while the table shows every single
choice as a glowing place. Once a player's turn is played it offers End turn (Enter); while a
computer player or Heliopolis plays it tells their moves."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.actions import Action
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import END_TURN, describe, group_label, prompt
from game.i18n import _
from game.ui import theme as th
from game.ui.text import draw_text, fit_text, wrap_text
from game.ui.widgets.base import Target, Widget, draw_panel

MAX_BUTTONS = 9
KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)
PROMPT_SIZE = 18
LABEL_SIZE = 16


def label_of(ctx: BoardContext, action: Action) -> str:
    seat = ctx.deciding if ctx.deciding is not None else -1
    return describe(action, ctx.catalog, ctx.view, seat, ctx.kind, ctx.task, [s.name for s in ctx.seats])


def _split(actions: list[Action], key: Callable[[Action], object], label: Callable[[list[Action]], str]
           ) -> list[tuple[str, list[Action]]]:
    groups: dict[object, list[Action]] = {}
    for action in actions:
        groups.setdefault(key(action), []).append(action)
    return [(label(members), members) for members in groups.values()]


def choices(ctx: BoardContext) -> list[tuple[str, list[Action]]]:
    """The panel's buttons: each candidate when few enough, else groups that narrow the choice
    (by kind of action, then in runs)."""
    if ctx.waiting_to_end:
        return [(label_of(ctx, END_TURN), [END_TURN])]
    candidates = ctx.candidates
    if len(candidates) <= MAX_BUTTONS:
        return [(label_of(ctx, a), [a]) for a in candidates]

    def named(members: list[Action]) -> str:
        return label_of(ctx, members[0]) if len(members) == 1 else group_label(members[0].kind, len(members))

    by_kind = _split(candidates, lambda a: a.kind, named)
    if 1 < len(by_kind) <= MAX_BUTTONS:
        return by_kind
    size = -(-len(candidates) // MAX_BUTTONS)
    return [(_("Choices {first}–{last}", first=i + 1, last=min(i + size, len(candidates))), candidates[i:i + size])
            for i in range(0, len(candidates), size)]


def shown_label(index: int, label: str, actions: list[Action]) -> str:
    """A button's text: its key (1–9), its label, and Enter for the end of the turn."""
    key = f"{index + 1}  " if index < len(KEYS) else ""
    return key + label + ("   " + _("(Enter)") if actions == [END_TURN] else "")


class DecisionPanel(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.status = ""          # what happens when nobody here decides (a computer thinks, game over)
        self.caption = ""         # a computer player's (or Heliopolis's) move being told
        self.caption_seat = -1

    def _prompt_lines(self, ctx: BoardContext) -> list[str]:
        t = ctx.theme
        decision = ctx.decision or {}
        player = ctx.name_of(decision.get("player", max(ctx.viewer, 0)))
        if ctx.waiting_to_end:
            text = _("{player}: your turn is played. End it, or take back your last choice with Undo.", player=player)
        else:
            text = prompt(ctx.kind, ctx.task, player, ctx.catalog, [s.name for s in ctx.seats])
        return wrap_text(text, t.font("bold", PROMPT_SIZE), self.rect.w - t.px(52))[:3]

    def _button_rects(self, ctx: BoardContext, count: int) -> list[pygame.Rect]:
        t = ctx.theme
        pad, gap = t.px(10), t.px(6)
        top = self.rect.y + t.px(10) + len(self._prompt_lines(ctx)) * t.font("bold", PROMPT_SIZE).get_linesize() + t.px(8)
        bottom = self.rect.bottom - pad - t.px(14)
        columns = 1 if count <= 4 else 2
        rows = -(-count // columns)
        h = max(t.px(24), min(t.px(40), (bottom - top - gap * (rows - 1)) // max(1, rows)))
        w = (self.rect.w - 2 * pad - gap * (columns - 1)) // columns
        return [pygame.Rect(self.rect.x + pad + (i % columns) * (w + gap), top + (i // columns) * (h + gap), w, h)
                for i in range(count)]

    def targets(self, ctx: BoardContext) -> list[Target]:
        if ctx.decision is None or not ctx.legal:   # (no choice is open while a caption is told: the board's rule)
            return []
        found = choices(ctx)
        rects = self._button_rects(ctx, len(found))
        return [Target(rect, actions, label, KEYS[i] if i < len(KEYS) else None)
                for i, (rect, (label, actions)) in enumerate(zip(rects, found))]

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        draw_panel(surface, self.rect, t, raised=True)
        pad = t.px(12)
        x, y = self.rect.x + pad, self.rect.y + t.px(10)
        if self.caption:
            self._draw_caption(surface, ctx)
            return
        decision = ctx.decision
        if decision is None or not ctx.legal:
            text = self.status or _("Waiting…")
            draw_text(surface, text, (x, y), t, role="bold", size="large", width=self.rect.w - 2 * pad, max_lines=4)
            return
        colour = ctx.colour_of(decision["player"])
        bold = t.font("bold", PROMPT_SIZE)
        if colour:
            th.draw_player_marker(surface, (x + t.px(10), y + bold.get_linesize() // 2), t.px(10), colour)
        for line in self._prompt_lines(ctx):
            surface.blit(bold.render(line, True, th.TEXT), (x + t.px(28), y))
            y += bold.get_linesize()
        font = t.font("body", LABEL_SIZE)
        for i, target in enumerate(self.targets(ctx)):
            hovered = target.rect.collidepoint(ctx.hover)
            primary = target.actions == [END_TURN]
            fill = (th.LAPIS_LIGHT if hovered else th.LAPIS) if primary else (
                th.TURQUOISE_LIGHT if hovered else th.PAPYRUS)
            pygame.draw.rect(surface, th.SAND_DARK, target.rect.move(0, t.px(2)), border_radius=t.px(7))
            pygame.draw.rect(surface, fill, target.rect, border_radius=t.px(7))
            pygame.draw.rect(surface, th.LAPIS_DARK if primary else th.TURQUOISE_DARK, target.rect,
                             max(1, t.px(2)), border_radius=t.px(7))
            label = shown_label(i, target.tooltip, target.actions)
            image = font.render(fit_text(label, font, target.rect.w - t.px(14)), True, th.IVORY if primary else th.TEXT)
            surface.blit(image, image.get_rect(midleft=(target.rect.x + t.px(8), target.rect.centery)))
        hint_text = ""
        if len(ctx.candidates) < len(ctx.legal):
            hint_text = _("Right-click or Esc goes back")
        elif not ctx.waiting_to_end:
            hint_text = _("Or click what glows on the table")
        if hint_text:
            hint = t.render(hint_text, "body", 13, th.TEXT_MUTED)
            surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - pad, self.rect.bottom - t.px(4))))

    def label_fits(self, ctx: BoardContext, target: Target) -> bool:
        font = ctx.theme.font("body", LABEL_SIZE)
        return font.size(shown_label(0, target.tooltip, target.actions))[0] <= target.rect.w - ctx.theme.px(14)

    def _draw_caption(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        x, y = self.rect.x + t.px(12), self.rect.y + t.px(10)
        if 0 <= self.caption_seat < len(ctx.seats):
            seat = ctx.seats[self.caption_seat]
            th.draw_player_marker(surface, (x + t.px(10), y + t.px(12)), t.px(10), seat.colour)
            surface.blit(t.render(_("{name} is playing", name=seat.name), "bold", PROMPT_SIZE, th.LAPIS),
                         (x + t.px(28), y))
        draw_text(surface, self.caption, (x + t.px(28), y + t.px(34)), t, role="bold", size=20,
                  width=self.rect.w - t.px(64), max_lines=5)
        hint = t.render(_("Click anywhere to skip"), "body", 13, th.TEXT_MUTED)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - t.px(12), self.rect.bottom - t.px(4))))
