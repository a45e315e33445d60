"""Ra: raise a pillar on a pillar tile in the temple complex (RULES §6.2, seven steps)."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_, Text

from .. import ops, temple, wheel, windows
from ..god_actions import register
from ..names import items_text
from ..payment import can_pay, pay_task
from ..state import PillarPlacement
from ..tasks import Task, decision, step, task

if TYPE_CHECKING:
    from ..game import Game


def slot_for_value(game: "Game", value: int) -> int:
    return next(i for i, slot in enumerate(game.board.temple.ra_display) if value in slot.values)


def tile_for_value(game: "Game", value: int) -> str | None:
    return game.state.board.ra_display[slot_for_value(game, value)]


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    p = game.state.players[seat]
    tile = tile_for_value(game, value)
    if tile is None:
        return N_("no pillar tile in Ra's display for a {value}", value=value)
    if p.pillars_built >= game.board.player_board.pillars:
        return N_("all your pillars are raised")
    cost = game.catalog.pillars[tile].cost
    if not options.get("free") and not can_pay(game, seat, cost, god="ra"):
        # Translators: {tile} is a pillar tile's name, {cost} a list of amounts ("2 limestone, 1 gold").
        return N_("not enough to pay for {tile}, the tile for a {value} ({cost})", tile=game.catalog.name(tile),
                  value=value, cost=items_text(cost))
    if not temple.has_empty_space(game):
        return N_("no empty space left in the temple complex")
    return None


def start(game: "Game", t: Task) -> None:
    game.push(task("ra_place", t["player"], slot=slot_for_value(game, t["value"]), free=t["free"]))


def placements(game: "Game", tile_id: str) -> list[Action]:
    edges = game.catalog.pillars[tile_id].edges
    rotations: list[int] = []
    seen: set[tuple[str, ...]] = set()
    for rotation in range(4):
        turned = temple.rotated_edges(edges, rotation)
        if turned not in seen:
            seen.add(turned)
            rotations.append(rotation)
    # built directly (arguments in sorted order): up to 100 placements per decision
    new = tuple.__new__
    return [new(Action, ("place_pillar", (("col", c), ("rotation", rot), ("row", r))))
            for r, c in temple.empty_spaces(game) for rot in rotations]


def _place_options(game: "Game", t: Task) -> list[Action]:
    return placements(game, game.state.board.ra_display[t["slot"]])


@decision("ra_place", _place_options, N_("Choose a temple space and the tile's orientation"))
def _place(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    tile = game.state.board.ra_display[t["slot"]]
    follow = []
    if not t["free"]:
        follow.append(pay_task(seat, game.catalog.pillars[tile].cost, f"pillar tile {tile}", god="ra"))
    follow.append(task("ra_build", seat, slot=t["slot"], row=action["row"], col=action["col"],
                       rotation=action["rotation"]))
    game.push(*follow)


def edge_vp(game: "Game", row: int, col: int, edges: tuple[str, ...]) -> int:
    data = game.board.temple
    per_edge = data.corner_edge_vp if temple.is_corner(game, row, col) else data.edge_vp
    return per_edge * temple.matching_edges(game, row, col, edges)


@step("ra_build")
def _build(game: "Game", t: Task) -> None:
    seat, row, col = t["player"], t["row"], t["col"]
    board = game.state.board
    tile_id = board.ra_display[t["slot"]]
    board.ra_display[t["slot"]] = None
    tile = game.catalog.pillars[tile_id]
    edges = temple.rotated_edges(tile.edges, t["rotation"])
    game.emit("pillar_tile_placed", player=seat, tile=tile_id, row=row, col=col, rotation=t["rotation"])
    # 1. buildings in line, any owner
    ops.gain_vp(game, seat, game.board.temple.ra_building_vp * temple.buildings_in_line(game, row, col),
                "Ra: buildings in line")
    # 2. matching edges (corners double); scored before the tile is on the board
    ops.gain_vp(game, seat, edge_vp(game, row, col, edges), "Ra: matching edges")
    # 3. the reward of the covered space
    ops.gain(game, seat, game.board.temple.rewards[row][col], "Ra: covered space")
    # 4. display position
    ops.gain_vp(game, seat, game.board.temple.ra_display[t["slot"]].vp, "Ra: display position")
    # the tile lies on the space now; the pillar (ownership, step 6) comes after the ability
    board.temple[row * temple.size(game) + col] = PillarPlacement(tile_id, t["rotation"], -1)
    follow = []
    # 5. the ability, when the tile's lighting matches the Ra section's
    ra_lighting = wheel.lighting(game, wheel.section_of(game, "ra"))
    active = tile.ability is not None and windows.modify(
        game, "ra_ability", seat, tile.lighting == ra_lighting, tile=tile_id)
    if active:
        follow.append(task("pillar_ability", seat, tile=tile_id, row=row, col=col, edges=list(edges)))
    # 6. ownership, 7. refill the display
    follow += [task("ra_pillar", seat, row=row, col=col), task("ra_refill")]
    game.push(*follow)


@step("ra_pillar")
def _pillar(game: "Game", t: Task) -> None:
    spaces, at = game.state.board.temple, t["row"] * temple.size(game) + t["col"]
    spaces[at] = dataclasses.replace(spaces[at], owner=t["player"])
    game.state.players[t["player"]].pillars_built += 1
    game.emit("pillar_raised", player=t["player"], row=t["row"], col=t["col"])


@step("ra_refill")
def _refill(game: "Game", t: Task) -> None:
    board = game.state.board
    remaining = [tile for tile in board.ra_display if tile is not None]
    slots = len(board.ra_display)
    refilled: list[str | None] = [None] * (slots - len(remaining)) + remaining
    if refilled[0] is None and board.pillar_stack:
        # slide right, then draw onto the leftmost space
        for i in range(slots - len(remaining) - 1, -1, -1):
            if board.pillar_stack and refilled[i] is None:
                refilled[i] = board.pillar_stack.pop()
                game.reveal()   # the stack lies face down
                game.emit("pillar_tile_revealed", tile=refilled[i], slot=i)
    board.ra_display = refilled


register("ra", obstacle, start)
