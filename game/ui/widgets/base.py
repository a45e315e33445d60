"""Shared widget pieces: clickable targets, buttons, panels, glows and tooltips.

A board widget owns one rectangle of the board. Each frame the board scene asks it to
``draw`` itself and for its ``targets``: the places a click means something for the current
decision. A :class:`Target` carries the legal actions it stands for (a subset of the
candidates the rules offer, never judged here); clicking it narrows the choice to them, and
when one action is left it is played.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.i18n import LazyText
from game.ui import theme as th
from game.ui.text import fit_text, rendered, wrap_text

if TYPE_CHECKING:
    from game.ui.table import Table


@dataclass
class Target:
    """A clickable place: the legal actions it stands for and the words shown on hover."""

    rect: pygame.Rect
    actions: list[Action]
    tooltip: str = ""
    #: Keyboard key (a pygame key constant) that also chooses it, if any.
    key: int | None = None


@dataclass
class Hint:
    """Hover text for something that is not a target (or not one now): what it is, and why not."""

    rect: pygame.Rect
    text: str


class Widget:
    """One part of a scene. Subclasses override :meth:`draw`, and :meth:`targets` and
    :meth:`hints` when they have something to click or explain."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        """Take ``rect`` (window pixels); rebuild cached images that depend on the size.
        A rect squeezed below nothing (a tiny window) counts as empty, never negative."""
        rect = pygame.Rect(rect)
        self.rect = pygame.Rect(rect.x, rect.y, max(0, rect.w), max(0, rect.h))

    def draw(self, surface: pygame.Surface, ctx: "Table") -> None:
        raise NotImplementedError

    def targets(self, ctx: "Table") -> list[Target]:
        """Clickable places for the current candidates (each with a non-empty action list)."""
        return []

    def hints(self, ctx: "Table") -> list[Hint]:
        """Tooltips for everything else under the mouse (cards, spaces, illegal dice…)."""
        return []

    @property
    def is_animating(self) -> bool:
        return False

    def update(self, dt: float) -> bool:
        """Advance animations; True when the picture changed."""
        return False

    @property
    def has_idle_work(self) -> bool:
        """True while the widget has work that waits for a moment without input (:meth:`idle`)."""
        return False

    def idle(self) -> None:
        """Do a piece of the work that waits for a moment without input (see ``Scene.idle``)."""


def filter_actions(actions: list[Action], kind: str | None = None, **args: Any) -> list[Action]:
    """The actions of ``kind`` (any kind if None) whose named arguments have these values."""
    out = []
    for action in actions:
        if kind is not None and action.kind != kind:
            continue
        if all(action.get(name) == value for name, value in args.items()):
            out.append(action)
    return out


# --------------------------------------------------------------------------- drawing helpers

def draw_panel(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, *, raised: bool = False,
               fill: th.Colour | None = None, border: th.Colour | None = None, radius: int = 10) -> pygame.Rect:
    """A papyrus panel with a soft shadow and a thin border; returns the area drawn on."""
    r = theme.px(radius)
    pygame.draw.rect(surface, th.SAND_DARK, _panel_shadow(rect, theme), border_radius=r)
    pygame.draw.rect(surface, fill or (th.PANEL_RAISED if raised else th.PANEL), rect, border_radius=r)
    pygame.draw.rect(surface, border or th.PANEL_BORDER, rect, width=max(1, theme.px(2)), border_radius=r)
    return panel_area(rect, theme)


def _panel_shadow(rect: pygame.Rect, theme: th.Theme) -> pygame.Rect:
    return pygame.Rect(rect).move(theme.px(2), theme.px(3))


def panel_area(rect: pygame.Rect, theme: th.Theme) -> pygame.Rect:
    """The area a panel drawn in ``rect`` (:func:`draw_panel`) covers: its shadow included."""
    return _panel_shadow(rect, theme).union(rect)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme, *, strong: bool = False,
              colour: th.Colour = th.HIGHLIGHT_LEGAL) -> pygame.Rect:
    """The "this is legal now" ring (thicker when hovered or selected); returns its area."""
    width = theme.px(4 if strong else 2)
    ring = pygame.Rect(rect).inflate(width * 2 + theme.px(2), width * 2 + theme.px(2))
    pygame.draw.rect(surface, colour, ring, width=width, border_radius=theme.px(8))
    return ring


def draw_tooltip(surface: pygame.Surface, pos: tuple[int, int], text: str, theme: th.Theme) -> pygame.Rect:
    """A tooltip near ``pos``, kept inside the window; returns the area drawn on."""
    font = theme.font("body", "small")
    width = theme.px(380)
    lines = wrap_text(text, font, width)
    line_h = font.get_linesize()
    w = min(width, max(font.size(line)[0] for line in lines)) + theme.px(20)
    h = line_h * len(lines) + theme.px(14)
    rect = pygame.Rect(pos[0] + theme.px(16), pos[1] + theme.px(18), w, h)
    rect.clamp_ip(surface.get_rect())
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - theme.px(6)
        rect.clamp_ip(surface.get_rect())
    area = draw_panel(surface, rect, theme, raised=True, border=th.INK_SOFT, radius=6)
    y = rect.y + theme.px(7)
    for line in lines:
        surface.blit(rendered(font, line, th.TEXT), (rect.x + theme.px(10), y))   # drawn every frame
        y += line_h
    return area


#: A text a widget keeps: as it is, or a message translated each time it is drawn (``N_``).
Label = str | LazyText


@dataclass
class Button:
    """A push button with a label, an optional shortcut and a disabled reason for its tooltip.

    The label and the tooltip may be ``N_`` messages: they show in the language of the moment."""

    label: Label
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    why_disabled: Label = ""
    tooltip: Label = ""
    primary: bool = False
    key_hint: str = ""
    #: A check box drawn before the label: True (ticked), False (empty) or None (no box).
    check: bool | None = None

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, theme: th.Theme, hovered: bool = False,
             size: int | str = "body") -> pygame.Rect:
        """Draw the button; returns the area drawn on (its shadow below it included)."""
        if not self.enabled:
            fill, text_colour, border = th.PAPYRUS_DARK, th.TEXT_MUTED, th.SAND_DARK
        elif self.primary:
            fill = th.LAPIS_LIGHT if hovered else th.LAPIS
            text_colour, border = th.TEXT_ON_DARK, th.LAPIS_DARK
        else:
            fill = th.PAPYRUS_LIGHT if hovered else th.PAPYRUS
            text_colour, border = th.TEXT, th.SAND_DARK
        r = theme.px(8)
        shadow = self.rect.move(0, theme.px(2))
        pygame.draw.rect(surface, th.SAND_DARK, shadow, border_radius=r)
        pygame.draw.rect(surface, fill, self.rect, border_radius=r)
        pygame.draw.rect(surface, th.GOLD if hovered and self.enabled else border, self.rect,
                         width=max(1, theme.px(2)), border_radius=r)
        font = theme.font("bold" if self.primary else "body", size)
        label = str(self.label)
        box = 0
        if self.check is not None:
            box = font.get_height() * 3 // 4
            square = pygame.Rect(self.rect.x + theme.px(12), self.rect.centery - box // 2, box, box)
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, square, border_radius=theme.px(3))
            pygame.draw.rect(surface, text_colour, square, width=max(1, theme.px(2)), border_radius=theme.px(3))
            if self.check:
                pygame.draw.lines(surface, th.TURQUOISE_DARK, False, [
                    (square.x + box * 0.2, square.y + box * 0.55), (square.x + box * 0.42, square.y + box * 0.78),
                    (square.x + box * 0.82, square.y + box * 0.25)], max(2, theme.px(3)))
            box += theme.px(12)
        text = rendered(font, fit_text(label, font, self.rect.w - theme.px(12) - box), text_colour)
        if box:
            surface.blit(text, text.get_rect(midleft=(self.rect.x + theme.px(12) + box, self.rect.centery)))
        else:
            surface.blit(text, text.get_rect(center=self.rect.center))
        if self.key_hint:
            hint = rendered(theme.font("body", 13), self.key_hint, th.TEXT_MUTED if not self.primary else th.GOLD_LIGHT)
            surface.blit(hint, hint.get_rect(topright=(self.rect.right - theme.px(5), self.rect.y + theme.px(2))))
        return shadow.union(self.rect)

    @property
    def text(self) -> str:
        """The label as it shows now."""
        return str(self.label)

    @property
    def hover_text(self) -> str:
        return str(self.tooltip if self.enabled else (self.why_disabled or self.tooltip))
