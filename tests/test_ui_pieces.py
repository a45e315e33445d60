"""Tekhenu's pieces and emblems (game/tekhenu/ui/pieces.py): each fills the place it is given,
in the colour it is given, at every size a board uses (headless)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.tekhenu.rules.catalog import load_catalog
from game.tekhenu.ui.pieces import (
    SYMBOL_COLOURS,
    draw_ankh,
    draw_building,
    draw_cog,
    draw_pillar,
    draw_statue,
    draw_symbol,
    player_rgb,
)
from game.ui import theme as th

RED = (200, 30, 30)
#: Piece rects as the player boards give them, from a crowded 1366×768 board to a 2560×1440 one.
PIECE_SIZES = [(10, 14), (12, 20), (20, 26), (30, 40), (60, 90)]


def _picture(draw, *args) -> pygame.Surface:
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    draw(surface, *args)
    return surface


def _colours(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(200) for y in range(200) if surface.get_at((x, y))[3]}


@pytest.mark.parametrize("draw", [draw_building, draw_statue, draw_pillar])
@pytest.mark.parametrize("w,h", PIECE_SIZES)
def test_a_piece_fills_its_rect_in_its_colour_with_an_ink_outline(draw, w, h) -> None:
    rect = pygame.Rect(50, 50, w, h)
    picture = _picture(draw, rect, RED)
    drawn = picture.get_bounding_rect()
    outline = max(2, w // 6)   # outlines are drawn on the edge, half of them outside
    assert rect.inflate(outline, outline).contains(drawn), (drawn, rect)
    assert drawn.w * drawn.h >= w * h / 4, "a piece fills much of its rect"
    colours = _colours(picture)
    assert RED in colours and th.INK in colours


@pytest.mark.parametrize("symbol", sorted(SYMBOL_COLOURS))
@pytest.mark.parametrize("size", [8, 14, 20, 40])
def test_a_decree_symbol_fits_its_size(symbol, size) -> None:
    drawn = _picture(draw_symbol, symbol, (100, 100), size, RED).get_bounding_rect()
    box = pygame.Rect(0, 0, size + 2, size + 2)
    box.center = (100, 100)
    assert box.contains(drawn), (symbol, drawn, box)
    assert max(drawn.w, drawn.h) >= size * 0.7


def test_every_decree_symbol_has_a_colour_and_its_own_picture() -> None:
    symbols = {card.symbol for card in load_catalog().decrees.values()}
    assert symbols == set(SYMBOL_COLOURS)
    pictures = {pygame.image.tobytes(_picture(draw_symbol, s, (100, 100), 30, RED), "RGBA") for s in symbols}
    assert len(pictures) == len(symbols)


@pytest.mark.parametrize("draw", [draw_ankh, draw_cog])
def test_the_ankh_and_the_cog_are_as_tall_as_asked(draw) -> None:
    drawn = _picture(draw, (100, 100), 40, RED).get_bounding_rect()
    assert 39 <= drawn.h <= 42 and drawn.w <= 42


def test_player_rgb_is_the_seat_colour_or_soft_ink() -> None:
    assert player_rgb("blue") == th.PLAYER_COLOURS["blue"]
    assert player_rgb(None) == player_rgb("") == th.INK_SOFT
