"""Pictures kept by what they show: made once, and let go all at once when too many are kept."""
from __future__ import annotations

import pygame

from game.ui.kept_pictures import KeptPictures


def test_a_picture_is_made_once_per_key_and_all_are_let_go_when_too_many_are_kept():
    made: list[str] = []

    def maker(key: str):
        return lambda: made.append(key) or pygame.Surface((2, 2))

    kept = KeptPictures(2)
    first = kept.get("a", maker("a"))
    assert kept.get("a", maker("a")) is first and made == ["a"]
    kept.get("b", maker("b"))
    kept.get("c", maker("c"))       # a third: the two kept are let go
    assert made == ["a", "b", "c"]
    assert kept.get("c", maker("c")) is not None and made == ["a", "b", "c"]
    assert kept.get("a", maker("a")) is not first and made == ["a", "b", "c", "a"]
    kept.clear()
    kept.get("a", maker("a"))
    assert made == ["a", "b", "c", "a", "a"]
