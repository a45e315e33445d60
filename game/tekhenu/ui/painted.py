"""Widgets painted once into a cached picture, with the hover texts recorded while painting.

A :class:`Painter` draws one picture and records a :class:`Region` for every part of it that
explains itself on hover; a region with a ``key`` is also a place a click may land. A
:class:`PaintedWidget` keeps the picture and its regions until what they show changes, and
finds its click targets among the regions by their keys. The player boards and the shared
tracks are painted this way, part by part (:func:`paint_part`): a move repaints only the parts
whose view entries changed, and the widget tells the board scene where its picture changed
(:meth:`PaintedWidget.changed_areas`), so that only those areas are put on the board again.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.tekhenu.ui.layers import Layer, ViewReads
from game.ui import theme as th
from game.ui.text import blit_text
from game.ui.widgets.base import Hint, Widget

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext


@dataclass
class Region:
    """A place on a picture: its hover text, and the key targets look it up by."""

    rect: pygame.Rect
    text: str
    key: tuple | None = None


class Painter:
    """Draws one picture onto ``surface`` and records its regions, moved by ``origin`` (where the
    picture will be blitted) into window coordinates."""

    def __init__(self, surface: pygame.Surface, ctx: BoardContext, origin: tuple[int, int]) -> None:
        self.surface = surface
        self.ctx = ctx
        self.theme = ctx.theme
        self.catalog = ctx.catalog
        self.view = ctx.view
        self.origin = origin
        self.regions: list[Region] = []

    def px(self, design: float) -> int:
        return self.theme.px(design)

    def region(self, rect: pygame.Rect, text: str, key: tuple | None = None) -> None:
        self.regions.append(Region(pygame.Rect(rect).move(self.origin), text, key))

    def text(self, text: str, *, size: int | str, role: str = "body", colour: th.Colour = th.TEXT,
             **anchor: Any) -> pygame.Rect:
        """One line of text placed by one rect anchor (:func:`~game.ui.text.blit_text`)."""
        return blit_text(self.surface, text, self.theme, size=size, role=role, colour=colour, **anchor)


@dataclass
class PaintedPart:
    """One part of a widget's picture: what it was painted from, its hover regions, where it lies
    (None: the whole picture, e.g. a board's frame) and, once another picture replaced it, its
    pixels."""

    layer: Layer
    regions: list[Region]
    area: pygame.Rect | None
    pixels: pygame.Surface | None = None

    def is_current(self, key: Any, view: dict[str, Any]) -> bool:
        """Whether this picture still shows ``key`` (what else it depends on) and ``view``."""
        return self.layer.is_current(key, view)


def paint_part(image: pygame.Surface, area: pygame.Rect | None, ctx: BoardContext, origin: tuple[int, int],
               key: Any, paint: Callable[[Painter], None], background: th.Colour | None = None) -> PaintedPart:
    """Paint one part of ``image`` with ``paint``, recording what it reads of the view: alone in
    its ``area`` (clipped, on ``background`` when given), or over the whole image (``area``
    None). ``origin`` is where the image is blitted in the window (for the regions)."""
    view = ViewReads(ctx.view)
    painter = Painter(image, replace(ctx, view=view), origin)
    if area is not None:
        image.set_clip(area)
        if background is not None:
            image.fill(background, area)
    paint(painter)
    image.set_clip(None)
    layer = Layer()
    layer.painted(key, view.reads)
    return PaintedPart(layer, painter.regions, area)


#: How many of a painted widget's latest changes it remembers: a move changes a few parts.
KEPT_CHANGES = 16


class PaintedWidget(Widget):
    """A widget whose cached picture a :class:`Painter` paints: the painter's regions are its
    hover texts, and its click targets are found through the regions' keys."""

    def __init__(self) -> None:
        super().__init__()
        #: What the cached picture was painted for (None: paint it anew).
        self._cache_key: Any = None
        self._regions: list[Region] = []
        #: the view (kept, so that its id is never reused) and the rest the last refresh was for
        self._refreshed: tuple[Any, Any] | None = None
        #: How many times the picture changed, and where the latest changes lay (window
        #: coordinates; None: all of it), the oldest first.
        self._version = 0
        self._changes: list[tuple[int, pygame.Rect | None]] = []

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._cache_key = None
        self._refreshed = None

    def _refresh(self, ctx: BoardContext) -> None:
        """Repaint the picture, and ``_regions``, when what it shows has changed."""
        raise NotImplementedError

    def _refresh_once(self, ctx: BoardContext) -> None:
        """``_refresh`` once for a view: the calls of one board update (targets, hover texts,
        drawing) share its work instead of each comparing what the picture shows."""
        rest = (self.rect.size, ctx.theme.scale, tuple(ctx.candidates), self._refresh_extra())
        if self._refreshed is not None and self._refreshed[0] is ctx.view and self._refreshed[1] == rest:
            return
        self._refresh(ctx)
        self._refreshed = (ctx.view, rest)

    def version(self, ctx: BoardContext) -> int:
        """What the picture for ``ctx`` shows, as a number: the same for as long as the picture
        is (the board scene repaints the widget's area when it is another)."""
        self._refresh_once(ctx)
        return self._version

    def changed_areas(self, since: int) -> list[pygame.Rect] | None:
        """Where the picture changed after its ``version`` was ``since``, in window coordinates;
        None when that is not known, or it changed all over."""
        newer = [area for version, area in self._changes if version > since]
        if len(newer) != self._version - since or any(area is None for area in newer):   # older than those kept
            return None
        return newer   # type: ignore[return-value]

    def _changed(self, area: pygame.Rect | None) -> None:
        """The picture changed in ``area`` (window coordinates; None: all over)."""
        self._version += 1
        self._changes = [*self._changes[-KEPT_CHANGES + 1:], (self._version, area)]

    def _refresh_extra(self) -> Any:
        """What else, besides the view, the picture depends on (a subclass's own state)."""
        return None

    def hints(self, ctx: BoardContext) -> list[Hint]:
        self._refresh_once(ctx)
        return [Hint(r.rect, self._hint_text(ctx, r)) for r in self._regions]

    def _hint_text(self, ctx: BoardContext, region: Region) -> str:
        """The hover text of ``region``: what was painted with it (a subclass may word some
        regions only when asked, from what the picture does not show)."""
        return region.text

    def _keyed_rects(self, ctx: BoardContext) -> tuple[int, dict[tuple, pygame.Rect]] | None:
        """The deciding seat and the rect of every keyed region; None when nothing can be clicked."""
        self._refresh_once(ctx)
        decision = ctx.decision
        if decision is None or not ctx.candidates:
            return None
        return decision["player"], {r.key: r.rect for r in self._regions if r.key is not None}
