"""The building sites, each side: where a delivered stone goes and what it scores (RULES §9, §10).

Pure functions of the state; the task flow (who delivers what, when, the owners' choices) is in
``ships.py``, ``building.py`` and ``rounds.py``. A site keeps its stones in arrival order, which
is all its geometry needs: space ``i`` of the A Pyramid, column ``i mod W`` of the Temple, column
``i div 3`` and row ``i mod 3`` of the Burial Chamber, the n-th obelisk of a colour on the B side.
The B Pyramids also record which pyramid each stone went to (``Site.places``).
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from game.imhotep.rules.catalog import BUILDING_SITES, Catalog, PyramidSpace
from game.imhotep.rules.state import BESIDE, ImhotepState, Site


def site_of(state: ImhotepState, site_id: str) -> Site:
    for site in state.sites:   # a loop, not a generator: the computer players ask millions of times
        if site.id == site_id:
            return site
    raise KeyError(site_id)


def rules_of(state: ImhotepState, catalog: Catalog, site_id: str) -> Any:
    """The rules of the side of ``site_id`` this game uses."""
    return catalog.side(site_id, site_of(state, site_id).side)


def is_b(state: ImhotepState, site_id: str) -> bool:
    return site_of(state, site_id).side == "B"


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


def build(state: ImhotepState, catalog: Catalog, seat: int, site_id: str, pyramid: int = BESIDE) -> int:
    """Put a stone of ``seat`` at a building site (on the B Pyramids: on ``pyramid``, or beside
    them when they are full); returns the points it scores at once."""
    site = site_of(state, site_id)
    before = len(site.stones)
    site.stones.append(seat)
    points = 0
    if site_id == "pyramid" and site.side == "A":
        rules = catalog.side("pyramid", "A")
        points = rules.points[before] if before < len(rules.points) else rules.beyond
    elif site_id == "pyramid":
        space = next_pyramid_space(state, catalog, pyramid) if pyramid != BESIDE else None
        site.places.append(pyramid)
        points = space.points if space else catalog.side("pyramid", "B").beyond
    elif site_id == "obelisk" and site.side == "B":
        points = obelisk_completed(state, catalog, seat)
    score(state, seat, site_id, points)
    return points


# ------------------------------------------------------------------------------ B Pyramids
def pyramid_heights(state: ImhotepState, catalog: Catalog) -> list[int]:
    """How many stones stand on each of the B Pyramids, left to right."""
    places = site_of(state, "pyramid").places
    return [places.count(index) for index in range(len(catalog.side("pyramid", "B").pyramids))]


def open_pyramids(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The B Pyramids that still have an empty space (a full one cannot be chosen)."""
    pyramids = catalog.side("pyramid", "B").pyramids
    return [index for index, height in enumerate(pyramid_heights(state, catalog)) if height < len(pyramids[index])]


def next_pyramid_space(state: ImhotepState, catalog: Catalog, pyramid: int) -> PyramidSpace:
    """The space of ``pyramid`` (B, not full) the next stone goes on."""
    return catalog.side("pyramid", "B").pyramids[pyramid][pyramid_heights(state, catalog)[pyramid]]


# ------------------------------------------------------------------------------ the Temple
def temple_width(state: ImhotepState, catalog: Catalog) -> int:
    return rules_of(state, catalog, "temple").width[len(state.players)]


def temple_visible(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The owners of the stones seen from above, by column (RULES §9.3): the last W placed."""
    stones = site_of(state, "temple").stones
    width = temple_width(state, catalog)
    tops: dict[int, int] = {}
    for index, owner in enumerate(stones):
        tops[index % width] = owner
    return [tops[column] for column in sorted(tops)]


def temple_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    """What each player scores at the end of a round on the A side: 1 per visible stone."""
    points = [0] * len(state.players)
    for owner in temple_visible(state, catalog):
        points[owner] += 1
    return points


def temple_bonuses(state: ImhotepState, catalog: Catalog) -> list[tuple[int, int, str]]:
    """The B Temple's bonuses at the end of a round: ``(column, owner, bonus)`` for each visible
    stone, left to right (RULES §10.3, §13.5)."""
    columns = catalog.side("temple", "B").columns
    return [(column, owner, columns[column]) for column, owner in enumerate(temple_visible(state, catalog))]


# ------------------------------------------------------------------------------ the Burial Chamber
def burial_rows(state: ImhotepState, catalog: Catalog) -> list[list[int]]:
    """The owners of the stones in each row, top to bottom (filled column by column)."""
    rows = rules_of(state, catalog, "burial_chamber").rows
    stones = site_of(state, "burial_chamber").stones
    return [stones[row::rows] for row in range(rows)]


def burial_groups(state: ImhotepState, catalog: Catalog) -> list[list[int]]:
    """The sizes of each player's orthogonally connected groups in the Burial Chamber."""
    rows = rules_of(state, catalog, "burial_chamber").rows
    stones = site_of(state, "burial_chamber").stones
    return [list(sizes) for sizes in _groups(tuple(stones), rows, len(state.players))]


@functools.lru_cache(maxsize=4096)
def _groups(stones: tuple[int, ...], rows: int, players: int) -> tuple[tuple[int, ...], ...]:
    """:func:`burial_groups` of these stones, found once: the chamber changes a few times a game,
    and the computer players score it at every position they judge."""
    cell = {(index // rows, index % rows): owner for index, owner in enumerate(stones)}
    groups: list[list[int]] = [[] for _ in range(players)]
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
    return tuple(tuple(sizes) for sizes in groups)


def burial_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The final scoring of the Burial Chamber: A, every connected group (RULES §9.4); B, the
    majority of each row, ties sharing their places (RULES §10.4)."""
    rules = rules_of(state, catalog, "burial_chamber")
    if not is_b(state, "burial_chamber"):
        return [sum(set_points(rules.groups, rules.beyond, size) for size in sizes)
                for sizes in burial_groups(state, catalog)]
    seats = range(len(state.players))
    points = [0] * len(state.players)
    for row in burial_rows(state, catalog):
        for seat, amount in enumerate(shared_ranks([row.count(seat) for seat in seats], rules.ranks)):
            points[seat] += amount
    return points


# ------------------------------------------------------------------------------ the Obelisk
def obelisk_heights(state: ImhotepState) -> list[int]:
    stones = site_of(state, "obelisk").stones
    return [stones.count(seat) for seat in range(len(state.players))]


def obelisk_points(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The final scoring of the A Obelisk by tower height; the B Obelisks scored during play."""
    if is_b(state, "obelisk"):
        return [0] * len(state.players)
    ranks = catalog.side("obelisk", "A").ranks[len(state.players)]
    return shared_ranks(obelisk_heights(state), ranks)


def obelisks(state: ImhotepState, catalog: Catalog) -> list[int]:
    """The owners of the B obelisks raised so far, in the order they were completed: the n-th
    stands on the n-th best scoring space."""
    size = catalog.side("obelisk", "B").stones
    counts = [0] * len(state.players)
    raised = []
    for owner in site_of(state, "obelisk").stones:
        counts[owner] += 1
        if counts[owner] % size == 0:
            raised.append(owner)
    return raised


def obelisk_value(catalog: Catalog, number: int) -> int:
    """The points of the ``number``-th B obelisk raised (0-based): the best empty scoring space."""
    rules = catalog.side("obelisk", "B")
    return rules.spaces[number] if number < len(rules.spaces) else rules.beyond


def obelisk_completed(state: ImhotepState, catalog: Catalog, seat: int) -> int:
    """After a stone of ``seat`` joined the B Obelisks: the points of the obelisk it completed,
    0 if it only waits (RULES §10.5)."""
    raised = obelisks(state, catalog)
    if site_of(state, "obelisk").stones.count(seat) % catalog.side("obelisk", "B").stones:
        return 0
    return obelisk_value(catalog, len(raised) - 1)


# ------------------------------------------------------------------------------ Pharaoh's Wrath
def missing_sites(state: ImhotepState, seat: int) -> list[str]:
    """The building sites where ``seat`` has never placed a stone (RULES §11, A10: stones never
    leave a building site, so one still there, covered or not, is one placed)."""
    return [site_id for site_id in BUILDING_SITES if seat not in site_of(state, site_id).stones]
