"""The shell's text helpers (game/ui/text.py) and rect cutting (game/ui/layout.py), headless."""
from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui import theme as th
from game.ui.layout import grid, grid_shapes, split_columns, split_rows
from game.ui.text import (
    blit_text,
    ink_line_step,
    ink_lines_fitting,
    ink_metrics,
    signed,
    wrap_whole_words,
)


@pytest.fixture(scope="module")
def face() -> Iterator[pygame.font.Font]:
    pygame.font.init()
    yield th.Theme((1920, 1080)).font("body", 15)
    th.clear_caches()


def test_signed_numbers_use_an_en_dash() -> None:
    assert [signed(n) for n in (3, 0, -2)] == ["+3", "0", "–2"]


def test_whole_words_are_never_cut(face) -> None:
    name = "Gift of the White Cliffs"
    wide = face.size(name)[0]
    assert wrap_whole_words(name, face, wide, 1) == [name]
    lines = wrap_whole_words(name, face, face.size("White Cliffs")[0], 4)
    assert lines is not None and " ".join(lines) == name
    assert all(face.size(line)[0] <= face.size("White Cliffs")[0] for line in lines)
    assert wrap_whole_words(name, face, face.size("Cliff")[0], 9) is None, "a word wider than the line"
    assert wrap_whole_words(name, face, wide // 2, 1) is None, "more lines than allowed"


def test_lines_spaced_by_their_ink(face) -> None:
    offset, ink = ink_metrics(face)
    assert 0 <= offset and 0 < ink < face.get_linesize()
    step = ink_line_step(face)
    assert ink < step < face.get_linesize()
    assert ink_lines_fitting(face, ink - 1) == 0
    assert ink_lines_fitting(face, ink) == 1
    assert ink_lines_fitting(face, ink + step) == 2
    assert ink_lines_fitting(face, ink + 2 * step - 1) == 2


def test_blit_text_places_the_text_by_its_anchor(face) -> None:
    surface = pygame.Surface((300, 100))
    rect = blit_text(surface, "Ra", th.Theme((1920, 1080)), size=20, midleft=(10, 50))
    assert rect.midleft == (10, 50) and rect.w > 0


def test_rows_and_columns_share_the_area_with_gaps() -> None:
    area = pygame.Rect(10, 20, 300, 100)
    rows = split_rows(area, 3, 4)
    assert [r.y for r in rows] == [20, 55, 89] and all(r.h == 31 and r.w == 300 for r in rows)
    columns = split_columns(area, [1, 2, 1], 10)
    assert [c.w for c in columns] == [70, 140, 70]
    assert columns[-1].right == area.right and columns[1].x == columns[0].right + 10


def test_grids_leave_no_row_empty() -> None:
    assert grid_shapes(4, 3) == [(1, 4), (2, 2)]   # 3 rows of 2 would leave the third row empty
    for count in range(1, 12):
        for rows, per_row in grid_shapes(count, 6):
            assert per_row * (rows - 1) < count <= per_row * rows
    cells = grid(pygame.Rect(0, 0, 100, 100), 5, 3, 20, 10, 2)
    assert [c.topleft for c in cells] == [(0, 0), (22, 0), (44, 0), (0, 12), (22, 12)]
