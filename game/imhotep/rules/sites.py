"""The A-side building sites: where a delivered stone goes and what it scores (RULES §9).

Pure functions of the state; the task flow (who delivers what, when) is in ``turn.py``. A site
keeps its stones in arrival order, which is all its geometry needs: space ``i`` of the Pyramid,
column ``i mod W`` of the Temple, column ``i div 3`` and row ``i mod 3`` of the Burial Chamber.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.imhotep.rules.catalog import Catalog
from game.imhotep.rules.state import ImhotepState, Site


def site_of(state: ImhotepState, site_id: str) -> Site:
    return next(site for site in state.sites if site.id == site_id)


def score(state: ImhotepState, seat: int, reason: str, points: int) -> None:
    """Add ``points`` to ``seat``'s track, booked under ``reason`` (a site or card id)."""
    if points:
        booked = state.players[seat].points
        booked[reason] = booked.get(reason, 0) + points


def set_points(scale: Sequence[int], beyond: int, size: int) -> int:
    """Points of a set of ``size`` (a Burial Chamber group, Statues): the scale, then ``beyond``
    for each one past its end."""
    if size <= 0:
        return 0
    if size <= len(scale):
        return scale[size - 1]
    return scale[-1] + beyond * (size - len(scale))


def shared_ranks(counts: Sequence[int], values: Sequence[int]) -> list[int]:
    """Points of each player ranked by ``counts`` (RULES §9.5): only counts above 0 take part;
    tied players share their places' values, rounded down; a place past the table is worth 0."""
    points = [0] * len(counts)
    place = 0
    for count in sorted({c for c in counts if c > 0}, reverse=True):
        tied = [seat for seat, c in enumerate(counts) if c == count]
        pooled = sum(values[p] for p in range(place, place + len(tied)) if p < len(values))
        for seat in tied:
            points[seat] = pooled // len(tied)
        place += len(tied)
    return points


def build(state: ImhotepState, catalog: Catalog, seat: int, site_id: str) -> int:
    """Put a stone of ``seat`` at a building site; returns the points it scores at once."""
    site = site_of(state, site_id)
    before = len(site.stones)
    site.stones.append(seat)
    if site_id == "pyramid":
        rules = catalog.side("pyramid", site.side)
        points = rules.points[before] if before < len(rules.points) else rules.beyond
        score(state, seat, "pyramid", points)
        return points
    return 0


def temple_width(state: ImhotepState, catalog: Catalog) -> int:
    site = site_of(state, "temple")
    return catalog.side("temple", site.side).width[len(state.players)]


def temple_visible(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The owners of the stones seen from above, by column (RULES §9.3): the last W placed."""
    stones = site_of(state, "temple").stones
    width = temple_width(state, catalog)
    tops: dict[int, int] = {}
    for index, owner in enumerate(stones):
        tops[index % width] = owner
    return [tops[column] for column in sorted(tops)]


def temple_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    """What each player scores at the end of a round: 1 per visible stone."""
    points = [0] * len(state.players)
    for owner in temple_visible(state, catalog):
        points[owner] += 1
    return points


def burial_groups(state: ImhotepState, catalog: Catalog) -> list[list[int]]:
    """The sizes of each player's orthogonally connected groups in the Burial Chamber."""
    rows = catalog.side("burial_chamber", site_of(state, "burial_chamber").side).rows
    stones = site_of(state, "burial_chamber").stones
    cell = {(index // rows, index % rows): owner for index, owner in enumerate(stones)}
    groups: list[list[int]] = [[] for _ in state.players]
    seen: set[tuple[int, int]] = set()
    for start in sorted(cell):
        if start in seen:
            continue
        owner, size, frontier = cell[start], 0, [start]
        seen.add(start)
        while frontier:
            column, row = frontier.pop()
            size += 1
            for near in ((column - 1, row), (column + 1, row), (column, row - 1), (column, row + 1)):
                if near not in seen and cell.get(near) == owner:
                    seen.add(near)
                    frontier.append(near)
        groups[owner].append(size)
    return groups


def burial_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    rules = catalog.side("burial_chamber", site_of(state, "burial_chamber").side)
    return [sum(set_points(rules.groups, rules.beyond, size) for size in sizes)
            for sizes in burial_groups(state, catalog)]


def obelisk_heights(state: ImhotepState) -> list[int]:
    stones = site_of(state, "obelisk").stones
    return [stones.count(seat) for seat in range(len(state.players))]


def obelisk_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    ranks = catalog.side("obelisk", site_of(state, "obelisk").side).ranks[len(state.players)]
    return shared_ranks(obelisk_heights(state), ranks)
