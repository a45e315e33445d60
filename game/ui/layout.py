"""Cutting a rectangle into smaller ones: rows, weighted columns and grids of cells."""
from __future__ import annotations

import math

import pygame


def split_rows(area: pygame.Rect, parts: int, gap: int) -> list[pygame.Rect]:
    """``area`` cut into ``parts`` rows of equal height, ``gap`` pixels apart."""
    h = (area.h - gap * (parts - 1)) / parts
    return [pygame.Rect(area.x, round(area.y + i * (h + gap)), area.w, round(h)) for i in range(parts)]


def split_columns(area: pygame.Rect, weights: list[float], gap: int) -> list[pygame.Rect]:
    """``area`` cut into columns ``gap`` pixels apart whose widths follow ``weights``."""
    free = area.w - gap * (len(weights) - 1)
    total = sum(weights)
    out, x = [], area.x
    for w in weights:
        width = round(free * w / total)
        out.append(pygame.Rect(x, area.y, width, area.h))
        x += width + gap
    return out


def grid(area: pygame.Rect, count: int, per_row: int, w: float, h: float, gap: int) -> list[pygame.Rect]:
    """``count`` cells of ``w``×``h`` from the top left of ``area``, ``per_row`` to a row,
    ``gap`` pixels apart."""
    return [pygame.Rect(round(area.x + (i % per_row) * (w + gap)), round(area.y + (i // per_row) * (h + gap)),
                        round(w), round(h)) for i in range(count)]


def grid_shapes(count: int, max_rows: int) -> list[tuple[int, int]]:
    """Every useful (rows, cells per row) for ``count`` cells in at most ``max_rows`` rows:
    those that leave no row empty, fewest rows first."""
    found = []
    for rows in range(1, min(count, max_rows) + 1):
        per_row = math.ceil(count / rows)
        if per_row * (rows - 1) < count:
            found.append((rows, per_row))
    return found
