"""Botankhamun's six god actions (RULES §7.6): he never pays, never produces and never
gains resources or faith; he scores VP and scribes. Statue bonuses are paid as for any
god action (he receives his own table's bonus, see ``god_actions``)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import ops, temple
from .automa import random_pick
from .god_actions import pay_statue_bonuses
from .gods.horus import free_people_spots, god_for_value, god_spot_free
from .gods.ra import slot_for_value
from .scoring import district_winner
from .state import PillarPlacement
from .tasks import task

if TYPE_CHECKING:
    from .game import Game


def perform(game: "Game", me: int, god: str, value: int, colour: str) -> None:
    game.emit("god_action", player=me, god=god, value=value, source="die", automa=True)
    owners = sorted(set(game.state.board.god_statues[god]))
    ACTIONS[god](game, me, value, colour)
    pay_statue_bonuses(game, god, me, owners)


def _nothing(game: "Game", me: int, god: str, why: str) -> None:
    game.emit("automa_no_effect", player=me, god=god, reason=why)


# ------------------------------------------------------------------------ Horus
def _influence(game: "Game", me: int, spot) -> int:
    """Districts under a people-statue spot he would newly win by building there."""
    board = game.state.board
    before = {d: district_winner(game, d) for d in spot.districts}
    board.people_statues[spot.id] = me
    try:
        return sum(1 for d in spot.districts if before[d] != me and district_winner(game, d) == me)
    finally:
        del board.people_statues[spot.id]


def horus(game: "Game", me: int, value: int, colour: str) -> None:
    p, board = game.state.players[me], game.state.board
    fallback = game.board.solo.horus_fallback_vp
    if p.statues_built >= len(game.board.player_board.statue_costs):
        ops.gain_vp(game, me, fallback, "Botankhamun: Horus without a statue")
        return
    god = god_for_value(game, value)
    if god_spot_free(game, god):
        board.god_statues[god].append(me)
        p.statues_built += 1
        game.emit("statue_built", player=me, god=god)
        return
    free = set(free_people_spots(game))
    osiris = [s for s in game.board.osiris.statue_spots if s.id in free]
    influence = {s.id: _influence(game, me, s) for s in osiris}
    if influence and max(influence.values()) > 0:
        top = max(influence.values())
        spot = random_pick(game, "people statue spot", [s for s, n in influence.items() if n == top])
        _people_statue(game, me, spot)
        return
    temple_spots = [s for s in game.board.temple.statue_spots if s.id in free]
    if temple_spots:
        pillars = {s.id: temple.own_pillars_in_line(game, s.line, s.index, me) for s in temple_spots}
        top = max(pillars.values())
        spot = random_pick(game, "people statue spot", [s for s, n in pillars.items() if n == top])
        _people_statue(game, me, spot)
        ops.gain_vp(game, me, pillars[spot] * game.board.scoring.temple_people_statue_vp_per_pillar,
                    "people statue at the temple")
        return
    ops.gain_vp(game, me, fallback, "Botankhamun: Horus without a statue")


def _people_statue(game: "Game", me: int, spot: str) -> None:
    board = game.state.board
    board.people_statues[spot] = me
    game.state.players[me].statues_built += 1
    game.emit("statue_built", player=me, spot=spot)
    gold = board.spot_gold.pop(spot, 0)
    if gold:
        game.emit("gold_discarded", player=me, spot=spot, amount=gold)


# --------------------------------------------------------------------------- Ra
def _ra_score(game: "Game", row: int, col: int, slot_vp: int) -> tuple[int, int, int]:
    return temple.buildings_in_line(game, row, col), temple.adjacent_edges(game, row, col), slot_vp


def ra(game: "Game", me: int, value: int, colour: str) -> None:
    board, p = game.state.board, game.state.players[me]
    slot = slot_for_value(game, value)
    tile = board.ra_display[slot]
    spaces = temple.empty_spaces(game)
    if tile is None or p.pillars_built >= game.board.player_board.pillars or not spaces:
        _nothing(game, me, "ra", "no tile, pillar or space")
        return
    slot_vp = game.board.temple.ra_display[slot].vp
    scores = {space: _ra_score(game, *space, slot_vp) for space in spaces}
    top = max(sum(s) for s in scores.values())
    best = [space for space, s in scores.items() if sum(s) == top]
    own_line = [s for s in best if temple.buildings_in_line(game, *s, owner=me)]
    best = own_line or best
    inner = [s for s in best if not temple.touches_outer_edge(game, *s)]
    row, col = random_pick(game, "temple space", inner or best)
    board.ra_display[slot] = None
    board.temple[row * temple.size(game) + col] = PillarPlacement(tile, 0, me)
    p.pillars_built += 1
    game.emit("pillar_tile_placed", player=me, tile=tile, row=row, col=col, rotation=0)
    buildings, edges, display = scores[(row, col)]
    ops.gain_vp(game, me, buildings, "Ra: buildings in line")
    ops.gain_vp(game, me, edges, "Ra: adjacent edges")
    ops.gain_vp(game, me, display, "Ra: display position")
    game.push(task("ra_refill"))


# ----------------------------------------------------------------------- Hathor
def hathor(game: "Game", me: int, value: int, colour: str) -> None:
    from .gods.hathor import open_spots

    p = game.state.players[me]
    spots = open_spots(game)
    if p.buildings_built < len(game.board.player_board.building_row) and spots:
        pillars = {s.id: temple.own_pillars_in_line(game, s.line, s.index, me) for s in spots}
        top = max(pillars.values())
        spot = random_pick(game, "building spot", [s for s, n in pillars.items() if n == top])
        game.state.board.temple_buildings[spot] = me
        p.buildings_built += 1
        game.emit("building_built", player=me, spot=spot, area="temple")
        ops.gain_vp(game, me, pillars[spot] * game.board.scoring.hathor_pillar_vp, "Hathor: own pillar in line")
        ops.add_population(game, me, value, "Hathor")
    else:  # RULES §10 item 35: no building or spot, no effect at all
        _nothing(game, me, "hathor", "no building or spot left")


# ----------------------------------------------------------------------- Bastet
def bastet(game: "Game", me: int, value: int, colour: str) -> None:
    p = game.state.players[me]
    scribes = game.board.bastet.scribes.get(value, 0)
    if scribes:
        ops.gain(game, me, {"scribe": scribes}, "Bastet")
    top = game.board.people_track.max
    for _ in range(value):  # one step at a time; a step past population moves population instead
        if p.happiness < p.population:
            ops.add_happiness(game, me, 1, "Bastet")
        elif p.population < top:
            ops.add_population(game, me, 1, "Bastet")


# ------------------------------------------------------------------------ Thoth
CARD_PRIORITY = {"decree": 0, "technology": 1, "blessing": 2}


def thoth(game: "Game", me: int, value: int, colour: str) -> None:
    board = game.state.board
    count = next(o.cards for o in game.board.thoth if value in o.values)
    limit = min(ops.accessible_sections(game, game.state.players[me].happiness), len(board.market))
    usable = [i for i in range(limit) if board.market_open[i] and any(board.market[i])]
    if not usable:
        _nothing(game, me, "thoth", "no section he may take from")
        return
    full = [i for i in usable if sum(1 for c in board.market[i] if c) >= count]
    section = max(full or usable)
    slots = [i for i, card in enumerate(board.market[section]) if card]
    slots.sort(key=lambda i: (CARD_PRIORITY[ops.card_type(board.market[section][i])], i))
    for slot in slots[:count]:
        card = board.market[section][slot]
        board.market[section][slot] = None
        ops.give_card(game, me, card, "Thoth")


# ----------------------------------------------------------------------- Osiris
def osiris(game: "Game", me: int, value: int, colour: str) -> None:
    p, board = game.state.players[me], game.state.board
    districts = game.board.osiris.districts
    if p.buildings_built >= len(game.board.player_board.building_row):
        _nothing(game, me, "osiris", "no building left")
        return
    resource = game.board.colour_resource.get(colour)
    if resource is None:  # gray: the district with the fewest buildings (statues excluded), leftmost
        counts = [sum(1 for row in board.osiris if row[c] is not None) for c in range(len(districts))]
        target = counts.index(min(counts))
    else:
        target = districts.index(resource)
    rows = len(board.osiris)
    for up in range(rows):
        row = (value - 1 - up) % rows
        for shift in range(len(districts)):
            column = (target + shift) % len(districts)
            if board.osiris[row][column] is None:
                board.osiris[row][column] = me
                p.buildings_built += 1
                game.emit("building_built", player=me, area="osiris", row=row + 1, district=districts[column])
                gold = board.spot_gold.pop(f"osiris_row_{row + 1}", 0)
                if gold:
                    game.emit("gold_discarded", player=me, spot=f"osiris_row_{row + 1}", amount=gold)
                return
    _nothing(game, me, "osiris", "every spot is taken")


ACTIONS: dict[str, Callable[["Game", int, int, str], None]] = {
    "horus": horus, "ra": ra, "hathor": hathor, "bastet": bastet, "thoth": thoth, "osiris": osiris,
}
