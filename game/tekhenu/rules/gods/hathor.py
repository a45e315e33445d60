"""Hathor: build a building around the temple complex; rewards from the spaces in line;
population rises by the die value (RULES §6.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_, Text, ngettext

from .. import ops, temple, windows
from ..god_actions import register
from ..payment import can_pay, pay_task
from ..tasks import Task, decision, step, task

if TYPE_CHECKING:
    from ..game import Game


def open_spots(game: "Game") -> list:
    players = len(game.state.players)
    taken = game.state.board.temple_buildings
    return [s for s in game.board.temple.building_spots if players in s.players and s.id not in taken]


def spot_cost(spot) -> dict[str, int]:
    return {"bread": spot.cost}


def affordable_spots(game: "Game", seat: int, free: bool, started: bool) -> list:
    return [s for s in open_spots(game) if free or can_pay(game, seat, spot_cost(s), god="hathor", started=started)]


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    if game.state.players[seat].buildings_built >= len(game.board.player_board.building_row):
        return N_("all your buildings are built")
    spots = open_spots(game)
    if not spots:
        return N_("no building spot left")
    cheapest = min(spots, key=lambda s: s.cost)  # costs are all bread: the cheapest decides
    if options.get("free") or can_pay(game, seat, spot_cost(cheapest), god="hathor"):
        return None
    return ngettext("not enough bread (the cheapest free building spot costs {n} bread)",
                    "not enough bread (the cheapest free building spot costs {n} bread)", cheapest.cost)


def start(game: "Game", t: Task) -> None:
    game.push(task("hathor_spot", t["player"], value=t["value"], free=t["free"]))


def _spot_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("build", spot=s.id) for s in affordable_spots(game, t["player"], t["free"], started=True)]


@decision("hathor_spot", _spot_options, N_("Choose a building spot around the temple complex"))
def _choose_spot(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    spot = next(s for s in game.board.temple.building_spots if s.id == action["spot"])
    follow = []
    if not t["free"]:
        follow.append(pay_task(seat, spot_cost(spot), f"building spot {spot.id}", god="hathor"))
    follow.append(task("hathor_build", seat, spot=spot.id, value=t["value"]))
    game.push(*follow)


@step("hathor_build")
def _build(game: "Game", t: Task) -> None:
    seat = t["player"]
    spot = next(s for s in game.board.temple.building_spots if s.id == t["spot"])
    game.state.board.temple_buildings[spot.id] = seat
    game.state.players[seat].buildings_built += 1
    game.emit("building_built", player=seat, spot=spot.id, area="temple")
    follow = []
    for row, col in temple.line_spaces(game, spot.line, spot.index):
        cell = temple.pillar_at(game, row, col)
        if cell is None:
            reward = game.board.temple.rewards[row][col]
            if len(reward) == 1:
                (item,) = reward
                ops.gain(game, seat, {item: 1}, "Hathor: empty space in line")
            elif reward:
                follow.append(task("hathor_item", seat, items=sorted(reward)))
        elif cell.owner == seat:
            vp = windows.modify(game, "hathor_pillar_vp", seat, game.board.scoring.hathor_pillar_vp)
            ops.gain_vp(game, seat, vp, "Hathor: own pillar in line")
    follow.append(task("hathor_population", seat, value=t["value"]))
    game.push(*follow)


def _item_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("take_item", item=i) for i in t["items"]]


@decision("hathor_item", _item_options, N_("Choose one item from the space in line"), auto_single=True)
def _take_item(game: "Game", t: Task, action: Action) -> None:
    ops.gain(game, t["player"], {action["item"]: 1}, "Hathor: empty space in line")


@step("hathor_population")
def _population(game: "Game", t: Task) -> None:
    ops.add_population(game, t["player"], t["value"], "Hathor")


register("hathor", obstacle, start)
