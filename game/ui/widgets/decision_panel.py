"""The generic part of a decision panel: who must decide what, in words, and a button for each
choice open now (keys 1–9), grouped when there are too many; End turn as the primary button; a
computer player's move told while it plays.

A game's panel supplies what is its own (see :class:`ChoicePanel`): the buttons' labels and
groups (``choices``), the prompt's sentence, a button's shown text (``shown_label``: how it marks
End turn), the footer that points at the board, and the grid's proportions.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.actions import Action
from game.i18n import _
from game.ui import theme as th
from game.ui.text import draw_text, fit_text, fitting_font, fitting_lines, rendered, wrap_text
from game.ui.widgets.base import Target, Widget, draw_panel

MAX_BUTTONS = 9
KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)
PROMPT_SIZE = 18
LABEL_SIZE = 16


def split(actions: list[Action], key: Callable[[Action], object], label: Callable[[list[Action]], str]
          ) -> list[tuple[str, list[Action]]]:
    """``actions`` grouped by ``key`` (in the order each key first comes), each group labelled."""
    groups: dict[object, list[Action]] = {}
    for action in actions:
        groups.setdefault(key(action), []).append(action)
    return [(label(members), members) for members in groups.values()]


def in_runs(candidates: list[Action]) -> list[tuple[str, list[Action]]]:
    """At most :data:`MAX_BUTTONS` runs of consecutive candidates ("Choices 1–4"): the last resort
    when no argument splits a long choice into few enough groups."""
    size = -(-len(candidates) // MAX_BUTTONS)
    return [(_("Choices {first}–{last}", first=i + 1, last=min(i + size, len(candidates))), candidates[i:i + size])
            for i in range(0, len(candidates), size)]


def draw_corner_hint(surface: pygame.Surface, t: th.Theme, text: str, rect: pygame.Rect, size: int = 13,
                     right: int = 12, bottom: int = 4) -> None:
    """A muted line in the bottom right corner of ``rect`` ("Click anywhere to skip"); ``right``
    and ``bottom`` are the margins in design px."""
    hint = t.render(text, "body", size, th.TEXT_MUTED)
    surface.blit(hint, hint.get_rect(bottomright=(rect.right - t.px(right), rect.bottom - t.px(bottom))))


#: A hint's words ("Hint: … Result: …"): design px, and at most this many lines on their gold strip.
HINT_SIZE = 15
HINT_LINES = 3


def hint_lines(t: th.Theme, text: str, width: int, most: int = HINT_LINES) -> tuple[pygame.font.Font, list[str]]:
    """A hint's words wrapped for a strip ``width`` pixels wide in at most ``most`` lines, and their font."""
    return fitting_lines(t, text, width - t.px(16), most, size=HINT_SIZE, role="bold")


def hint_strip_height(t: th.Theme, font: pygame.font.Font, lines: list[str]) -> int:
    return len(lines) * font.get_linesize() + t.px(8)


def hint_within(t: th.Theme, text: str, area: pygame.Rect) -> tuple[pygame.Rect, pygame.font.Font, list[str]] | None:
    """A hint's strip at the top of ``area``, its font and lines: fewer and smaller lines where
    the area is low; None when not even one line fits."""
    for most in range(HINT_LINES, 0, -1):
        font, lines = hint_lines(t, text, area.w, most)
        h = hint_strip_height(t, font, lines)
        if h <= area.h:
            return pygame.Rect(area.x, area.y, area.w, h), font, lines
    return None


def draw_hint_strip(surface: pygame.Surface, t: th.Theme, font: pygame.font.Font, lines: list[str],
                    strip: pygame.Rect) -> None:
    """A hint's words on a gold strip (as :func:`hint_lines` wrapped them)."""
    pygame.draw.rect(surface, th.GOLD_LIGHT, strip, border_radius=t.px(6))
    pygame.draw.rect(surface, th.GOLD_DARK, strip, width=max(1, t.px(2)), border_radius=t.px(6))
    y = strip.y + t.px(4)
    for line in lines:
        surface.blit(rendered(font, line, th.INK), (strip.x + t.px(8), y))
        y += font.get_linesize()


def draw_playing_heading(surface: pygame.Surface, t: th.Theme, ctx: Any, seat: int, pos: tuple[int, int],
                         marker: tuple[int, int], size: int) -> None:
    """"{name} is playing" with the seat's marker before it, at ``pos`` (the top left of the
    panel's text); ``marker`` is the marker's centre below ``pos`` and its radius, in design px.
    Nothing for a seat the context does not know (-1: nobody's move)."""
    if not 0 <= seat < len(ctx.seats):
        return
    info = ctx.seats[seat]
    x, y = pos
    th.draw_player_marker(surface, (x + t.px(10), y + t.px(marker[0])), t.px(marker[1]), info.colour)
    surface.blit(t.render(_("{name} is playing", name=info.name), "bold", size, th.LAPIS), (x + t.px(28), y))


class ChoicePanel(Widget):
    """The decision panel of a board whose context has ``decision``, ``legal``, ``candidates``,
    ``waiting_to_end``, ``hover``, ``seats``, ``theme``, ``colour_of`` and ``name_of``.

    A game supplies ``END_TURN``, ``choices(ctx)`` (the buttons: label and actions),
    ``label_of(ctx, action)`` (one choice in words), ``prompt_text(ctx)``, ``shown_label(index, label, actions)``, ``glows_hint()`` (the footer's
    "Or click what glows …") and may change the grid (``PROMPT_GAP``, ``BUTTON_H``,
    ``columns(count)``) and how many lines a status or a caption may take."""

    END_TURN: Action
    #: design px between the prompt and the buttons; a button's least and greatest height
    PROMPT_GAP = 6
    BUTTON_H = (22, 38)
    STATUS_LINES = 3
    CAPTION_LINES = 4

    def __init__(self) -> None:
        super().__init__()
        self.status = ""          # what happens when nobody here decides (a computer thinks, game over)
        self.caption = ""         # a computer player's move being told
        self.caption_seat = -1
        self.suggested: Action | None = None   # a hint's move: its button is ringed in gold
        #: a hint's words: on a gold strip under the buttons where they leave it room (:meth:`shows_hint`)
        self.hint = ""

    # ------------------------------------------------------------------ what a game supplies
    def choices(self, ctx: Any) -> list[tuple[str, list[Action]]]:
        raise NotImplementedError

    def label_of(self, ctx: Any, action: Action) -> str:
        raise NotImplementedError

    def prompt_text(self, ctx: Any) -> str:
        raise NotImplementedError

    @staticmethod
    def shown_label(index: int, label: str, actions: list[Action]) -> str:
        raise NotImplementedError

    def glows_hint(self) -> str:
        raise NotImplementedError

    def columns(self, count: int) -> int:
        """How many columns ``count`` buttons take."""
        return 1 if count <= 3 else 2 if count <= 8 else 3

    # ------------------------------------------------------------------ the panel
    def _prompt_lines(self, ctx: Any) -> list[str]:
        t = ctx.theme
        return wrap_text(self.prompt_text(ctx), t.font("bold", PROMPT_SIZE), self.rect.w - t.px(52))[:3]

    def _button_area(self, ctx: Any) -> tuple[int, int]:
        """The top and bottom of the buttons' room: under the prompt, above the corner line."""
        t = ctx.theme
        top = (self.rect.y + t.px(10) + len(self._prompt_lines(ctx)) * t.font("bold", PROMPT_SIZE).get_linesize()
               + t.px(self.PROMPT_GAP))
        return top, self.rect.bottom - t.px(8) - t.font("body", 13).get_height()   # above draw_corner_hint's line

    def _rows(self, count: int) -> int:
        return -(-count // self.columns(count))

    def _hint_place(self, ctx: Any, count: int) -> tuple[pygame.Rect, pygame.font.Font, list[str], bool] | None:
        """Where the hint's words go, their font and lines, and whether they cover the prompt:
        under the ``count`` buttons where those leave room, else over the prompt (the question the
        hint answers; the buttons stay in sight); None without a hint, or when neither has room
        (the board then shows them under the panel)."""
        if not self.hint:
            return None
        t = ctx.theme
        top, bottom = self._button_area(ctx)
        x, width = self.rect.x + t.px(10), self.rect.w - 2 * t.px(10)
        font, lines = hint_lines(t, self.hint, width)
        h = hint_strip_height(t, font, lines)
        if top + self._rows(count) * (t.px(self.BUTTON_H[0]) + t.px(6)) + h <= bottom:
            return pygame.Rect(x, bottom - h, width, h), font, lines, False
        prompt_top = self.rect.y + t.px(4)
        over = hint_within(t, self.hint, pygame.Rect(x, prompt_top, width, top - t.px(2) - prompt_top))
        return None if over is None else (*over, True)

    def shows_hint(self, ctx: Any) -> bool:
        """Whether the panel shows :attr:`hint` itself (under its buttons, or over its prompt)."""
        return self._hint_place(ctx, len(self.targets(ctx))) is not None

    def _button_rects(self, ctx: Any, count: int) -> list[pygame.Rect]:
        t = ctx.theme
        pad, gap = t.px(10), t.px(6)
        top, bottom = self._button_area(ctx)
        place = self._hint_place(ctx, count)
        if place is not None and not place[3]:   # the hint's words under the buttons
            bottom = place[0].y - gap
        columns, rows = self.columns(count), self._rows(count)
        least, most = self.BUTTON_H
        h = max(t.px(least), min(t.px(most), (bottom - top - gap * (rows - 1)) // max(1, rows)))
        w = (self.rect.w - 2 * pad - gap * (columns - 1)) // columns
        return [pygame.Rect(self.rect.x + pad + (i % columns) * (w + gap), top + (i // columns) * (h + gap), w, h)
                for i in range(count)]

    def targets(self, ctx: Any) -> list[Target]:
        if ctx.decision is None or not ctx.legal or self.caption:
            return []
        found = self.choices(ctx)
        rects = self._button_rects(ctx, len(found))
        return [Target(rect, actions, label, KEYS[i] if i < len(KEYS) else None)
                for i, (rect, (label, actions)) in enumerate(zip(rects, found))]

    def draw(self, surface: pygame.Surface, ctx: Any) -> None:
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
            draw_text(surface, text, (x, y), t, role="bold", size="large", width=self.rect.w - 2 * pad,
                      max_lines=self.STATUS_LINES)
            return
        targets = self.targets(ctx)
        place = self._hint_place(ctx, len(targets))
        if place is not None:
            draw_hint_strip(surface, t, *place[1:3], place[0])
        if place is None or not place[3]:   # the prompt, unless the hint's words cover it
            colour = ctx.colour_of(decision["player"])
            bold = t.font("bold", PROMPT_SIZE)
            if colour:
                th.draw_player_marker(surface, (x + t.px(10), y + bold.get_linesize() // 2), t.px(10), colour)
            for line in self._prompt_lines(ctx):
                surface.blit(rendered(bold, line, th.TEXT), (x + t.px(28), y))
                y += bold.get_linesize()
        for i, target in enumerate(targets):
            hovered = target.rect.collidepoint(ctx.hover)
            primary = target.actions == [self.END_TURN]
            fill = (th.LAPIS_LIGHT if hovered else th.LAPIS) if primary else (
                th.TURQUOISE_LIGHT if hovered else th.PAPYRUS)
            pygame.draw.rect(surface, th.SAND_DARK, target.rect.move(0, t.px(2)), border_radius=t.px(7))
            pygame.draw.rect(surface, fill, target.rect, border_radius=t.px(7))
            suggested = self.suggested is not None and self.suggested in target.actions
            pygame.draw.rect(surface, th.GOLD_DARK if suggested else th.LAPIS_DARK if primary else th.TURQUOISE_DARK,
                             target.rect, max(1, t.px(3 if suggested else 2)), border_radius=t.px(7))
            font, label = self._fitted_label(ctx, self.shown_label(i, target.tooltip, target.actions), target)
            image = rendered(font, label, th.IVORY if primary else th.TEXT)
            surface.blit(image, image.get_rect(midleft=(target.rect.x + t.px(8), target.rect.centery)))
        if len(ctx.candidates) < len(ctx.legal):
            draw_corner_hint(surface, t, _("Right-click or Esc goes back"), self.rect)
        elif not ctx.waiting_to_end:
            draw_corner_hint(surface, t, self.glows_hint(), self.rect)

    def label_fits(self, ctx: Any, target: Target) -> bool:
        """Whether a button shows its whole label (else hovering it shows the label)."""
        label = self.shown_label(0, target.tooltip, target.actions)
        return self._fitted_label(ctx, label, target)[1] == label

    @staticmethod
    def _fitted_label(ctx: Any, label: str, target: Target) -> tuple[pygame.font.Font, str]:
        """The font and text a button shows ``label`` with: the label size, or smaller down to
        the least legible size when a long label (often a translation) needs it, so that labels
        differing only at their end stay distinguishable; cut with "…" only when even that fails."""
        t = ctx.theme
        width = target.rect.w - t.px(14)
        font = fitting_font(t, label, width, size=LABEL_SIZE)
        if font is not None:
            return font, label
        font = th.load_font("body", th.MIN_FONT_PX)
        return font, fit_text(label, font, width)

    def _draw_caption(self, surface: pygame.Surface, ctx: Any) -> None:
        t = ctx.theme
        x, y = self.rect.x + t.px(12), self.rect.y + t.px(10)
        draw_playing_heading(surface, t, ctx, self.caption_seat, (x, y), (12, 10), PROMPT_SIZE)
        draw_text(surface, self.caption, (x + t.px(28), y + t.px(34)), t, role="bold", size=20,
                  width=self.rect.w - t.px(64), max_lines=self.CAPTION_LINES)
        draw_corner_hint(surface, t, _("Click anywhere to skip"), self.rect)
