"""Pictures made once and kept by what they show (a card of a size, in a language): boards
painted again after every move draw the same pieces over and over."""
from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class KeptPictures:
    """Pictures by key, each made the first time it is asked for. At most ``most`` are kept: when
    that many are, all are let go (a new window size or language makes a new set anyway)."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._pictures: dict[Hashable, pygame.Surface] = {}

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept for ``key``, made by ``make`` if there is none."""
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) >= self.most:
                self._pictures.clear()
            picture = self._pictures[key] = make()
        return picture

    def clear(self) -> None:
        """Let every picture go: each is made anew when next asked for."""
        self._pictures.clear()
