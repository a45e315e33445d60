"""The decision panel: who must decide what, in words, and a button for each remaining choice.

Every legal action can be chosen here when the choice is small enough to list; larger choices
(a die among twenty, a temple space among a hundred placements) are made on the board, and
the panel says so. Buttons 1–9 have keyboard shortcuts.
"""
from __future__ import annotations

import pygame

from game.tekhenu.rules import Action
from game.tekhenu.ui.context import BoardContext
from game.tekhenu.ui.describe import describe, group_label
from game.ui import theme as th
from game.ui.text import draw_text, fit_text, wrap_text
from game.ui.widgets.base import Target, Widget, draw_panel

#: The most buttons the panel lists; more candidates are chosen on the board.
MAX_BUTTONS = 12
LABEL_SIZE = 17
PROMPT_SIZE = 19
#: Arguments whose choice the board itself shows (the selected die, the chosen card slots).
_SHOWN_ON_THE_BOARD = frozenset({"die", "slots"})
_NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
                pygame.K_7, pygame.K_8, pygame.K_9)

#: The action that confirms the end of a turn.
END_TURN = Action.make("end_turn")


class DecisionPanel(Widget):
    """Shows the current decision and offers its candidates as buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.status = ""  # what is happening when it is nobody's decision here (automa, game over)
        #: Set by the board when its widgets offer every candidate (then a long list stays there).
        self.board_covers = False
        #: Botankhamun's move being shown (the panel then narrates it instead).
        self.caption = ""
        #: Where the board's glowing choices are, in words (set by the board).
        self.where = ""

    def _prompt_lines(self, ctx: BoardContext) -> list[str]:
        decision = ctx.decision or {}
        t = ctx.theme
        text = f"{ctx.name_of(decision.get('player', 0))}: {decision.get('prompt', '')}"
        lines = wrap_text(text, t.font("bold", PROMPT_SIZE), self.rect.w - t.px(24) - t.px(28))
        return lines[:3]

    def _buttons_top(self, ctx: BoardContext) -> int:
        """Below the prompt (one to three lines) and the "so far" line when there is one."""
        t = ctx.theme
        top = self.rect.y + t.px(10) + len(self._prompt_lines(ctx)) * t.font("bold", PROMPT_SIZE).get_linesize()
        if so_far(ctx):
            top += t.font("body", 16).get_linesize()
        return top + t.px(8)

    def _button_rects(self, ctx: BoardContext, count: int) -> list[pygame.Rect]:
        t = ctx.theme
        pad = t.px(12)
        top = self._buttons_top(ctx)
        columns = 2 if count > 4 else 1
        columns = 3 if count > 8 else columns
        rows = max(1, -(-count // columns))
        footer = t.px(18) if len(ctx.candidates) < len(ctx.legal) else 0
        avail_h = self.rect.bottom - pad - footer - top
        gap = t.px(6)
        h = min(t.px(38), max(t.px(20), (avail_h - gap * (rows - 1)) // rows))
        w = (self.rect.w - 2 * pad - gap * (columns - 1)) // columns
        rects = []
        for i in range(count):
            r, c = divmod(i, columns)
            rects.append(pygame.Rect(self.rect.x + pad + c * (w + gap), top + r * (h + gap), w, h))
        return rects

    def choices(self, ctx: BoardContext) -> list[tuple[str, list[Action]]]:
        """The panel's buttons: one per candidate when few enough; otherwise, if the board does
        not offer them, one per value of an argument ("How much papyrus?"), narrowing step by step."""
        candidates = ctx.candidates
        if 0 < len(candidates) <= MAX_BUTTONS:
            return [(describe(a, ctx.catalog, ctx.view), [a]) for a in candidates]
        if not candidates or self.board_covers:
            return []
        return group_by_argument(candidates)

    def targets(self, ctx: BoardContext) -> list[Target]:
        choices = self.choices(ctx)
        rects = self._button_rects(ctx, len(choices))
        return [Target(rect, actions, label, _NUMBER_KEYS[i] if i < len(_NUMBER_KEYS) else None)
                for i, (rect, (label, actions)) in enumerate(zip(rects, choices))]

    @staticmethod
    def label_fits(ctx: BoardContext, target: Target) -> bool:
        """Whether a button shows its whole label (else hovering it shows the label)."""
        return ctx.theme.font("body", LABEL_SIZE).size(f"0 {target.tooltip}")[0] <= target.rect.w - ctx.theme.px(14)

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        draw_panel(surface, self.rect, t, raised=True)
        pad = t.px(12)
        decision = ctx.decision
        x, y, width = self.rect.x + pad, self.rect.y + t.px(8), self.rect.w - 2 * pad
        if self.caption:
            self._draw_caption(surface, ctx)
            return
        if decision is None or not ctx.legal:
            title = self.status or ("Waiting…" if decision is None else f"{ctx.name_of(decision['player'])} is deciding")
            draw_text(surface, title, (x, y), t, role="bold", size="large", width=width, max_lines=3)
            return
        colour = ctx.colour_of(decision["player"])
        if colour:
            th.draw_player_marker(surface, (x + t.px(10), y + t.px(14)), t.px(10), colour)
        bold = t.font("bold", PROMPT_SIZE)
        for line in self._prompt_lines(ctx):
            surface.blit(bold.render(line, True, th.TEXT), (x + t.px(28), y))
            y += bold.get_linesize()
        chosen = so_far(ctx)
        if chosen:
            surface.blit(t.render(f"So far: {chosen}", "body", 16, th.LAPIS), (x + t.px(28), y))
        if len(ctx.candidates) < len(ctx.legal):
            hint = t.render("Right-click or Esc goes back", "body", 14, th.TEXT_MUTED)
            surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - pad, self.rect.bottom - t.px(4))))
        actions = self.choices(ctx)
        if not actions:
            text = "Choose on the board: the places that glow are yours to pick."
            if self.where:
                text += f" Glowing now: {self.where}."
            draw_text(surface, text, (x, self._buttons_top(ctx) + t.px(4)), t, size="body",
                      colour=th.TEXT_MUTED, width=width)
            return
        font = t.font("body", LABEL_SIZE)
        for i, target in enumerate(self.targets(ctx)):
            hovered = target.rect.collidepoint(ctx.hover)
            selected = ctx.preview in target.actions
            ends_turn = target.actions == [END_TURN]   # the turn's confirmation: the primary button
            fill = th.TURQUOISE_LIGHT if hovered else (th.GOLD_LIGHT if selected else th.PAPYRUS)
            if ends_turn:
                fill = th.LAPIS_LIGHT if hovered else th.LAPIS
            pygame.draw.rect(surface, th.SAND_DARK, target.rect.move(0, t.px(2)), border_radius=t.px(7))
            pygame.draw.rect(surface, fill, target.rect, border_radius=t.px(7))
            pygame.draw.rect(surface, th.LAPIS_DARK if ends_turn else th.TURQUOISE_DARK, target.rect,
                             width=max(1, t.px(2)), border_radius=t.px(7))
            key = f"{i + 1} " if i < len(_NUMBER_KEYS) else ""
            label = key + target.tooltip + ("   (Enter)" if ends_turn else "")
            img = font.render(fit_text(label, font, target.rect.w - t.px(14)), True,
                              th.IVORY if ends_turn else th.TEXT)
            surface.blit(img, img.get_rect(midleft=(target.rect.x + t.px(8), target.rect.centery)))

    def _draw_caption(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        """One of Botankhamun's moves, in words, while it plays out on the board."""
        t = ctx.theme
        x, y = self.rect.x + t.px(12), self.rect.y + t.px(10)
        automa = next((i for i, seat in enumerate(ctx.seats) if seat.automa), None)
        if automa is not None:
            th.draw_player_marker(surface, (x + t.px(10), y + t.px(16)), t.px(11), ctx.seats[automa].colour)
        surface.blit(t.render("Botankhamun is playing", "bold", PROMPT_SIZE, th.LAPIS), (x + t.px(28), y))
        draw_text(surface, self.caption, (x + t.px(28), y + t.px(40)), t, role="bold", size="large",
                  width=self.rect.w - t.px(64), max_lines=3)
        hint = t.render("Click anywhere to skip", "body", 14, th.TEXT_MUTED)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - t.px(12), self.rect.bottom - t.px(6))))


def group_by_argument(actions: list[Action]) -> list[tuple[str, list[Action]]]:
    """Split many actions by the first argument that tells them apart in a few groups."""
    names = sorted({name for action in actions for name, _ in action.args})
    for name in names:
        values = sorted({action.get(name) for action in actions}, key=lambda v: (v is not None, str(type(v)), v))
        if 2 <= len(values) <= MAX_BUTTONS:
            return [(group_label(name, value), [a for a in actions if a.get(name) == value]) for value in values]
    size = -(-len(actions) // MAX_BUTTONS)
    return [(f"Options {i + 1}–{min(i + size, len(actions))}", actions[i:i + size])
            for i in range(0, len(actions), size)]


def so_far(ctx: BoardContext) -> str:
    """What earlier clicks have settled, in words ("2 papyrus, 1 bread"): the arguments every
    remaining candidate shares but the legal actions do not."""
    if not ctx.candidates or len(ctx.candidates) == len(ctx.legal) or len(ctx.candidates) == 1:
        return ""
    first = dict(ctx.candidates[0].args)
    settled = []
    for name, value in sorted(first.items(), key=lambda item: (item[0] not in ("row", "col"), item[0] != "row")):
        if name in _SHOWN_ON_THE_BOARD:
            continue
        if all(a.get(name) == value for a in ctx.candidates) and any(a.get(name) != value for a in ctx.legal):
            if isinstance(value, (int, str)) or value is None:
                settled.append(group_label(name, value))
    return ", ".join(settled)
