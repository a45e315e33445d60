"""The decision panel: who must decide what, in words, and a button for each remaining choice.

Every legal action can be chosen here when the choice is small enough to list; larger choices
(a die among twenty, a temple space among a hundred placements) are made on the board, and
the panel says so. Buttons 1–9 have keyboard shortcuts.
"""
from __future__ import annotations

import pygame

from game.rules import Action
from game.ui import theme as th
from game.ui.context import BoardContext
from game.ui.describe import describe
from game.ui.widgets.base import Target, Widget, draw_panel, draw_text

#: The most buttons the panel lists; more candidates are chosen on the board.
MAX_BUTTONS = 12
LABEL_SIZE = 17
_NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
                pygame.K_7, pygame.K_8, pygame.K_9)


class DecisionPanel(Widget):
    """Shows the current decision and offers its candidates as buttons."""

    def __init__(self) -> None:
        super().__init__()
        self.status = ""  # what is happening when it is nobody's decision here (automa, game over)
        #: Set by the board when its widgets offer every candidate (then a long list stays there).
        self.board_covers = False

    def _button_rects(self, ctx: BoardContext, count: int) -> list[pygame.Rect]:
        t = ctx.theme
        pad = t.px(12)
        top = self.rect.y + t.px(64)
        columns = 2 if count > 4 else 1
        columns = 3 if count > 8 else columns
        rows = max(1, -(-count // columns))
        avail_h = self.rect.bottom - pad - top
        gap = t.px(6)
        h = min(t.px(38), max(t.px(22), (avail_h - gap * (rows - 1)) // rows))
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
        if decision is None or not ctx.legal:
            title = self.status or ("Waiting…" if decision is None else f"{ctx.name_of(decision['player'])} is deciding")
            draw_text(surface, title, (x, y), t, role="bold", size="large", width=width, max_lines=3)
            return
        seat = decision["player"]
        colour = ctx.colour_of(seat)
        if colour:
            th.draw_player_marker(surface, (x + t.px(10), y + t.px(16)), t.px(10), colour)
        draw_text(surface, f"{ctx.name_of(seat)}: {decision['prompt']}", (x + t.px(28), y), t,
                  role="bold", size=19, width=width - t.px(28), max_lines=2)
        actions = self.choices(ctx)
        if not actions:
            note = ("Choose on the board: the places that glow are yours to pick."
                    if len(ctx.candidates) > MAX_BUTTONS else "")
            if len(ctx.candidates) < len(ctx.legal):
                note += "  Right-click or Esc goes back."
            draw_text(surface, note.strip(), (x, self.rect.y + t.px(70)), t, size="body",
                      colour=th.TEXT_MUTED, width=width)
            return
        for i, target in enumerate(self.targets(ctx)):
            hovered = target.rect.collidepoint(ctx.hover)
            selected = ctx.preview in target.actions
            fill = th.TURQUOISE_LIGHT if hovered else (th.GOLD_LIGHT if selected else th.PAPYRUS)
            pygame.draw.rect(surface, th.SAND_DARK, target.rect.move(0, t.px(2)), border_radius=t.px(7))
            pygame.draw.rect(surface, fill, target.rect, border_radius=t.px(7))
            pygame.draw.rect(surface, th.TURQUOISE_DARK, target.rect, width=max(1, t.px(2)),
                             border_radius=t.px(7))
            font = t.font("body", LABEL_SIZE)
            label = target.tooltip
            key = f"{i + 1} " if i < len(_NUMBER_KEYS) else ""
            max_w = target.rect.w - t.px(14)
            text = key + label
            while font.size(text)[0] > max_w and len(text) > 4:
                text = text[:-2] + "…"
            img = font.render(text, True, th.TEXT)
            surface.blit(img, img.get_rect(midleft=(target.rect.x + t.px(8), target.rect.centery)))


def group_by_argument(actions: list[Action]) -> list[tuple[str, list[Action]]]:
    """Split many actions by the first argument that tells them apart in a few groups."""
    names = sorted({name for action in actions for name, _ in action.args})
    for name in names:
        values = sorted({action.get(name) for action in actions}, key=lambda v: (str(type(v)), v))
        if 2 <= len(values) <= MAX_BUTTONS:
            groups = [(f"{value} {name}" if isinstance(value, int) else f"{name}: {value}",
                       [a for a in actions if a.get(name) == value]) for value in values]
            return groups
    size = -(-len(actions) // MAX_BUTTONS)
    return [(f"Options {i + 1}–{min(i + size, len(actions))}", actions[i:i + size])
            for i in range(0, len(actions), size)]
