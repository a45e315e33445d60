"""A board's frame drawn by its changes: which areas of its picture go back onto the window.

A board keeps one picture of everything that stays from frame to frame and draws the rest (hover
glows, the decision panel, tooltips) over it in every frame. Copying the whole picture onto the
window costs about a millisecond at 1920×1080, more than the rest of a hover frame. While the
window still holds the board's last frame (``Scene.window_kept``), only two kinds of area need
the picture put back: where the picture was painted again since, and where the last frame drew
over it. A :class:`WindowRepair` collects both, and says which areas of the window a frame
changed (``Scene.drawn_areas``): the app then shows only those (``pygame.display.update``).
"""
from __future__ import annotations

import pygame


class WindowRepair:
    """The areas a board puts back from its picture before it draws the next frame over it."""

    def __init__(self) -> None:
        #: the picture's areas painted again since the last frame (None: all of it, or unknown)
        self._changed: list[pygame.Rect] | None = None
        #: the areas this frame draws over the picture (None: somewhere not said)
        self._covered: list[pygame.Rect] | None = []
        #: the areas this frame put back from the picture (None: all of it)
        self._put_back: list[pygame.Rect] | None = None

    def picture_changed(self, area: pygame.Rect) -> None:
        """The picture was painted again in ``area``."""
        if self._changed is not None:
            self._changed.append(pygame.Rect(area))

    def picture_replaced(self) -> None:
        """The picture is a new one (or changed all over)."""
        self._changed = None

    def covered(self, area: pygame.Rect) -> None:
        """This frame drew over the picture within ``area``: the next frame puts it back there."""
        if self._covered is not None:
            self._covered.append(pygame.Rect(area))

    def covered_everywhere(self) -> None:
        """This frame drew over the whole picture (a shade over the board, a zoomed card)."""
        self._covered = None

    def put_back(self, surface: pygame.Surface, picture: pygame.Surface, kept: bool) -> None:
        """Bring ``surface`` to ``picture`` before a frame is drawn over it: only the changed and
        the covered areas when ``surface`` still holds the last frame (``kept``), else all of it.
        Then this frame's covered areas are collected afresh."""
        if not kept or self._changed is None or self._covered is None:
            surface.blit(picture, (0, 0))
            self._put_back = None
        else:
            self._put_back = self._changed + self._covered
            for area in self._put_back:
                surface.blit(picture, area, area)
        self._changed = []
        self._covered = []

    def drawn(self) -> list[pygame.Rect] | None:
        """The areas of the window this frame changed so far: those put back and those drawn over
        (None: all of it)."""
        if self._put_back is None or self._covered is None:
            return None
        # the same area put back and drawn over again (the panel, a glow) is shown once
        return [pygame.Rect(area) for area in dict.fromkeys(tuple(area) for area in self._put_back + self._covered)]
