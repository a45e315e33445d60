"""The decision panel: who must decide what, in words, and a button for each remaining choice.

Every legal action can be chosen here when the choice is small enough to list; larger choices
(a die among twenty, a temple space among a hundred placements) are made on the board, and
the panel says so. Buttons 1–9 have keyboard shortcuts.
"""
from __future__ import annotations

import pygame

from game.i18n import _, current_language, say
from game.tekhenu.rules import Action
from game.tekhenu.ui.context import BoardContext
from game.tekhenu.ui.describe import describe, group_label
from game.ui import theme as th
from game.ui.text import draw_text, fit_text, fitting_lines, rendered, text_width
from game.ui.widgets.base import Target, Widget, draw_panel
from game.ui.widgets.decision_panel import draw_corner_hint, draw_hint_strip, draw_playing_heading, hint_within

#: The most buttons the panel lists; more candidates are chosen on the board.
MAX_BUTTONS = 12
#: The buttons' grid: at least one column per this many buttons, and at most this many columns
#: (more only if the buttons need them).
ROWS_AT_MOST = 4
MAX_COLUMNS = 4
LABEL_SIZE = 17
PROMPT_SIZE = 19
#: Room left and right of a button's label, in design px.
LABEL_MARGIN = 14
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
        self.caption_seat = -1   # whose move the caption tells
        #: Where the board's glowing choices are, in words (set by the board).
        self.where = ""
        #: A hint's move (set by the board): its button is ringed in gold.
        self.suggested: Action | None = None
        #: A hint's words (set by the board): over the prompt where they fit (:meth:`shows_hint`)
        self.hint = ""
        #: The buttons last laid out, and what they were laid out for (every frame draws them).
        self._laid_out: tuple[BoardContext, tuple, list[Target]] | None = None

    def _prompt(self, ctx: BoardContext) -> tuple[pygame.font.Font, list[str]]:
        """The prompt's font and its lines: at most three, in a smaller font when a long
        translation needs it (the last one shortened with "…" if even that is not enough)."""
        decision = ctx.decision or {}
        t = ctx.theme
        # Translators: the decision panel's heading: who decides, and what ("Neferet: Take a die").
        text = _("{name}: {prompt}", name=ctx.name_of(decision.get("player", 0)),
                 prompt=say(decision.get("prompt", "")))
        return fitting_lines(t, text, self.rect.w - t.px(24) - t.px(28), 3, size=PROMPT_SIZE, role="bold")

    def _hint_over_prompt(self, ctx: BoardContext) -> tuple[pygame.Rect, pygame.font.Font, list[str]] | None:
        if not self.hint or self.caption or ctx.decision is None or not ctx.legal:
            return None
        t = ctx.theme
        top = self.rect.y + t.px(4)
        return hint_within(t, self.hint, pygame.Rect(self.rect.x + t.px(10), top, self.rect.w - 2 * t.px(10),
                                                     self._buttons_top(ctx) - t.px(2) - top))

    def shows_hint(self, ctx: BoardContext) -> bool:
        """Whether the panel shows :attr:`hint` itself, over its prompt."""
        return self._hint_over_prompt(ctx) is not None

    def _buttons_top(self, ctx: BoardContext) -> int:
        """Below the prompt (one to three lines) and the "so far" line when there is one."""
        t = ctx.theme
        font, lines = self._prompt(ctx)
        top = self.rect.y + t.px(10) + len(lines) * font.get_linesize()
        if so_far(ctx):
            top += t.font("body", 16).get_linesize()
        return top + t.px(8)

    def _button_rects(self, ctx: BoardContext, labels: list[str]) -> list[pygame.Rect]:
        """A grid of buttons below the prompt, one per label (as drawn, with its key).

        The grid has the fewest columns (at least one per :data:`ROWS_AT_MOST` buttons) whose
        buttons are tall enough for a line of text and wide enough for every label; failing
        that, the fewest whose buttons are tall enough (a cut label shows whole on hovering).
        Stacking four scribe options in one column squeezed them to slivers at 1366×768."""
        t = ctx.theme
        pad, gap = t.px(12), t.px(6)
        top = self._buttons_top(ctx)
        footer = t.px(18) if len(ctx.candidates) < len(ctx.legal) else 0
        area_w, area_h = self.rect.w - 2 * pad, self.rect.bottom - pad - footer - top
        count = len(labels)
        font = t.font("body", LABEL_SIZE)
        least_h = font.get_height() + t.px(6)

        def size(columns: int) -> tuple[int, int]:
            rows = max(1, -(-count // columns))
            h = min(t.px(38), max(t.px(20), (area_h - gap * (rows - 1)) // rows))
            return (area_w - gap * (columns - 1)) // columns, h

        options = range(max(1, -(-count // ROWS_AT_MOST)), max(MAX_COLUMNS, -(-count // ROWS_AT_MOST)) + 1)
        tall = [c for c in options if size(c)[1] >= least_h]
        readable = [c for c in tall if all(_fits(font, label, size(c)[0], t) for label in labels)]
        columns = (readable or tall or [options[-1]])[0]
        w, h = size(columns)
        return [pygame.Rect(self.rect.x + pad + c * (w + gap), top + r * (h + gap), w, h)
                for r, c in (divmod(i, columns) for i in range(count))]

    def choices(self, ctx: BoardContext) -> list[tuple[str, list[Action]]]:
        """The panel's buttons: one per candidate when few enough; otherwise, if the board does
        not offer them, one per value of an argument ("How much papyrus?"), narrowing step by step."""
        candidates = ctx.candidates
        if 0 < len(candidates) <= MAX_BUTTONS:
            return [(say(describe(a, ctx.catalog, ctx.view)), [a]) for a in candidates]
        if not candidates or self.board_covers:
            return []
        return group_by_argument(candidates)

    def targets(self, ctx: BoardContext) -> list[Target]:
        """The buttons (laid out once for a context, its choices, the panel's place and the
        language: the labels are words of the rules' actions, and the panel is drawn every frame)."""
        rest = (tuple(ctx.candidates), tuple(self.rect), self.board_covers, current_language())
        if self._laid_out is None or self._laid_out[0] is not ctx or self._laid_out[1] != rest:
            self._laid_out = (ctx, rest, self._lay_out(ctx))
        return list(self._laid_out[2])

    def _lay_out(self, ctx: BoardContext) -> list[Target]:
        choices = self.choices(ctx)
        labels = [shown_label(i, label, actions) for i, (label, actions) in enumerate(choices)]
        rects = self._button_rects(ctx, labels)
        return [Target(rect, actions, label, _NUMBER_KEYS[i] if i < len(_NUMBER_KEYS) else None)
                for i, (rect, (label, actions)) in enumerate(zip(rects, choices))]

    @staticmethod
    def label_fits(ctx: BoardContext, target: Target) -> bool:
        """Whether a button shows its whole label (else hovering it shows the label)."""
        label = shown_label(0, target.tooltip, target.actions)
        return _fits(ctx.theme.font("body", LABEL_SIZE), label, target.rect.w, ctx.theme) \
            and ctx.theme.font("body", LABEL_SIZE).get_height() <= target.rect.h

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
            title = say(self.status) or (_("Waiting…") if decision is None
                                         else _("{name} is deciding", name=ctx.name_of(decision["player"])))
            _draw_lines(surface, *fitting_lines(t, title, width, 3, size="large", role="bold"), (x, y))
            return
        over = self._hint_over_prompt(ctx)
        if over is not None:   # the hint answers the prompt: its words take the prompt's place
            draw_hint_strip(surface, t, *over[1:], over[0])
        else:
            colour = ctx.colour_of(decision["player"])
            if colour:
                th.draw_player_marker(surface, (x + t.px(10), y + t.px(14)), t.px(10), colour)
            bold, images = self._prompt_images(ctx)
            for image in images:
                surface.blit(image, (x + t.px(28), y))
                y += bold.get_linesize()
            chosen = so_far(ctx)
            if chosen:
                surface.blit(t.render(_("So far: {choices}", choices=chosen), "body", 16, th.LAPIS),
                             (x + t.px(28), y))
        if len(ctx.candidates) < len(ctx.legal):
            draw_corner_hint(surface, t, _("Right-click or Esc goes back"), self.rect, size=14)
        targets = self.targets(ctx)
        if not targets:
            text = _("Choose on the board: the places that glow are yours to pick.")
            if self.where:
                text += " " + _("Glowing now: {places}.", places=say(self.where))
            draw_text(surface, text, (x, self._buttons_top(ctx) + t.px(4)), t, size="body",
                      colour=th.TEXT_MUTED, width=width)
            return
        for i, target in enumerate(targets):
            hovered = target.rect.collidepoint(ctx.hover)
            selected = ctx.preview in target.actions
            ends_turn = target.actions == [END_TURN]   # the turn's confirmation: the primary button
            fill = th.TURQUOISE_LIGHT if hovered else (th.GOLD_LIGHT if selected else th.PAPYRUS)
            if ends_turn:
                fill = th.LAPIS_LIGHT if hovered else th.LAPIS
            pygame.draw.rect(surface, th.SAND_DARK, target.rect.move(0, t.px(2)), border_radius=t.px(7))
            pygame.draw.rect(surface, fill, target.rect, border_radius=t.px(7))
            suggested = self.suggested is not None and self.suggested in target.actions
            pygame.draw.rect(surface, th.GOLD_DARK if suggested else th.LAPIS_DARK if ends_turn else th.TURQUOISE_DARK,
                             target.rect, width=max(1, t.px(3 if suggested else 2)), border_radius=t.px(7))
            img = self._label_image(ctx, i, target)
            surface.blit(img, img.get_rect(midleft=(target.rect.x + t.px(8), target.rect.centery)))

    def prepare(self, ctx: BoardContext) -> None:
        """Make ahead the words :meth:`draw` will show for ``ctx`` (the prompt and the buttons'
        labels, each fitted and rendered once), while a player still looks at the position
        before it: the next player's turn in hot-seat."""
        if not ctx.legal or ctx.decision is None:
            return
        self._prompt_images(ctx)
        if len(ctx.candidates) <= MAX_BUTTONS:   # more are chosen on the board, or grouped
            for i, target in enumerate(self._lay_out(ctx)):
                self._label_image(ctx, i, target)

    def _prompt_images(self, ctx: BoardContext) -> tuple[pygame.font.Font, list[pygame.Surface]]:
        bold, lines = self._prompt(ctx)
        return bold, [rendered(bold, line, th.TEXT) for line in lines]

    def _label_image(self, ctx: BoardContext, index: int, target: Target) -> pygame.Surface:
        t = ctx.theme
        font = t.font("body", LABEL_SIZE)
        label = shown_label(index, target.tooltip, target.actions)
        return rendered(font, fit_text(label, font, target.rect.w - t.px(LABEL_MARGIN)),
                        th.IVORY if target.actions == [END_TURN] else th.TEXT)

    def _draw_caption(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        """A move of Botankhamun or of a computer player, in words, while it plays out on the board."""
        t = ctx.theme
        x, y = self.rect.x + t.px(12), self.rect.y + t.px(10)
        draw_playing_heading(surface, t, ctx, self.caption_seat, (x, y), (16, 11), PROMPT_SIZE)
        font, lines = fitting_lines(t, say(self.caption), self.rect.w - t.px(64), 3, size="large", role="bold")
        _draw_lines(surface, font, lines, (x + t.px(28), y + t.px(40)))
        draw_corner_hint(surface, t, _("Click anywhere to skip"), self.rect, size=14, bottom=6)


def _draw_lines(surface: pygame.Surface, font: pygame.font.Font, lines: list[str], pos: tuple[int, int]) -> None:
    """Lines one under another from ``pos``, in ``font`` (a caption, a status)."""
    x, y = pos
    for line in lines:
        surface.blit(rendered(font, line, th.TEXT), (x, y))
        y += round(font.get_linesize() * 1.15)


def shown_label(index: int, label: str, actions: list[Action]) -> str:
    """A button's text: its key (1–9), its label, and Enter for the end of the turn."""
    key = f"{index + 1} " if index < len(_NUMBER_KEYS) else ""
    return key + label + ("   " + _("(Enter)") if actions == [END_TURN] else "")


def _fits(font: pygame.font.Font, label: str, width: int, t: th.Theme) -> bool:
    """Whether ``label`` fits a button ``width`` pixels wide, inside its margins."""
    return text_width(font, label) <= width - t.px(LABEL_MARGIN)


def group_by_argument(actions: list[Action]) -> list[tuple[str, list[Action]]]:
    """Split many actions by the first argument that tells them apart in a few groups."""
    names = sorted({name for action in actions for name, _ in action.args})
    for name in names:
        values = sorted({action.get(name) for action in actions}, key=lambda v: (v is not None, str(type(v)), v))
        if 2 <= len(values) <= MAX_BUTTONS:
            return [(say(group_label(name, value)), [a for a in actions if a.get(name) == value]) for value in values]
    size = -(-len(actions) // MAX_BUTTONS)
    return [(_("Options {first}–{last}", first=i + 1, last=min(i + size, len(actions))), actions[i:i + size])
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
                settled.append(say(group_label(name, value)))
    return ", ".join(settled)
