"""Geometry of the temple complex: spaces, lines, pillar-tile edges and what stands in line.

Spaces are numbered row-major, ``row * size + col``. A building or statue spot around the
complex lines up with one whole row (``line == "row"``) or column (``line == "col"``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from .game import Game

NORTH, EAST, SOUTH, WEST = range(4)
_STEP = {NORTH: (-1, 0), EAST: (0, 1), SOUTH: (1, 0), WEST: (0, -1)}
_WALL = {NORTH: "top", EAST: "right", SOUTH: "bottom", WEST: "left"}


def size(game: "Game") -> int:
    return game.board.temple.size


def line_spaces(game: "Game", line: str, index: int) -> list[tuple[int, int]]:
    n = size(game)
    return [(index, c) for c in range(n)] if line == "row" else [(r, index) for r in range(n)]


def in_line(line: str, index: int, row: int, col: int) -> bool:
    return (line == "row" and index == row) or (line == "col" and index == col)


def pillar_at(game: "Game", row: int, col: int):
    return game.state.board.temple[row * size(game) + col]


def empty_spaces(game: "Game") -> list[tuple[int, int]]:
    n = size(game)
    return [(i // n, i % n) for i, cell in enumerate(game.state.board.temple) if cell is None]


def has_empty_space(game: "Game") -> bool:
    return any(cell is None for cell in game.state.board.temple)


def is_corner(game: "Game", row: int, col: int) -> bool:
    last = size(game) - 1
    return row in (0, last) and col in (0, last)


def touches_outer_edge(game: "Game", row: int, col: int) -> bool:
    last = size(game) - 1
    return row in (0, last) or col in (0, last)


def rotated_edges(edges: tuple[str, ...], rotation: int) -> tuple[str, ...]:
    """Edges (N, E, S, W) of a tile turned ``rotation`` quarter turns clockwise."""
    return tuple(edges[(d - rotation) % 4] for d in range(4))


def placed_edges(game: "Game", row: int, col: int) -> tuple[str, ...] | None:
    cell = pillar_at(game, row, col)
    if cell is None:
        return None
    return rotated_edges(game.catalog.pillars[cell.tile].edges, cell.rotation)


def facing(game: "Game", row: int, col: int) -> Iterator[tuple[int, str | None]]:
    """For each side of a space: (direction, colour it touches, or None for an empty space)."""
    n = size(game)
    walls = game.board.temple.walls
    for direction, (dr, dc) in _STEP.items():
        r, c = row + dr, col + dc
        if 0 <= r < n and 0 <= c < n:
            neighbour = placed_edges(game, r, c)
            yield direction, None if neighbour is None else neighbour[(direction + 2) % 4]
        else:
            wall = walls[_WALL[direction]]
            yield direction, wall[col] if direction in (NORTH, SOUTH) else wall[row]


def matching_edges(game: "Game", row: int, col: int, edges: tuple[str, ...]) -> int:
    return sum(1 for direction, colour in facing(game, row, col) if colour == edges[direction])


def adjacent_edges(game: "Game", row: int, col: int) -> int:
    """Sides touching a placed tile or the outer wall (Botankhamun's Ra scoring)."""
    return sum(1 for _, colour in facing(game, row, col) if colour is not None)


def buildings_in_line(game: "Game", row: int, col: int, owner: int | None = None) -> int:
    """Buildings (not statues) around the complex in this space's row or column."""
    placed = game.state.board.temple_buildings
    return sum(
        1 for spot in game.board.temple.building_spots
        if spot.id in placed and in_line(spot.line, spot.index, row, col) and (owner is None or placed[spot.id] == owner)
    )


def own_pillars_in_line(game: "Game", line: str, index: int, owner: int) -> int:
    return sum(1 for r, c in line_spaces(game, line, index)
               if (cell := pillar_at(game, r, c)) is not None and cell.owner == owner)
