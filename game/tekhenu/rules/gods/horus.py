"""Horus: build a statue for a god (bonus whenever that god's action is performed) or for
the people (gold from the spot; at the temple, 3 VP per own pillar in line) — RULES §6.1."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_, Text, ngettext

from .. import ops, temple
from ..god_actions import receive_statue_bonus, register
from ..names import god_name
from ..payment import can_pay, pay_task
from ..tasks import Task, decision, step, task

if TYPE_CHECKING:
    from ..game import Game


def statue_cost(game: "Game", seat: int) -> dict[str, int]:
    built = game.state.players[seat].statues_built
    return {"granite": game.board.player_board.statue_costs[built]}


def god_for_value(game: "Game", value: int) -> str:
    return game.catalog.horus_tiles[game.state.board.horus_tiles[value - 1]].god


def god_spot_free(game: "Game", god: str) -> bool:
    usable = game.board.horus.usable_statue_spots[len(game.state.players)]
    return len(game.state.board.god_statues[god]) < usable


def free_people_spots(game: "Game") -> list[str]:
    taken = game.state.board.people_statues
    spots = [s.id for s in game.board.temple.statue_spots] + [s.id for s in game.board.osiris.statue_spots]
    return [s for s in spots if s not in taken]


def targets(game: "Game", value: int) -> list[Action]:
    found = []
    god = god_for_value(game, value)
    if god_spot_free(game, god):
        found.append(Action.shared("statue", god=god))
    found += [Action.shared("statue", spot=spot) for spot in free_people_spots(game)]
    return found


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    p = game.state.players[seat]
    if p.statues_built >= len(game.board.player_board.statue_costs):
        return N_("all your statues are built")
    if not options.get("free") and not can_pay(game, seat, statue_cost(game, seat), god="horus"):
        return ngettext("not enough granite (your next statue costs {n} granite)",
                        "not enough granite (your next statue costs {n} granite)", statue_cost(game, seat)["granite"])
    if god_spot_free(game, god_for_value(game, value)) or free_people_spots(game):   # targets(), not built
        return None
    return N_("with a {value}, no statue spot left for {god} or for the people", value=value,
              god=god_name(god_for_value(game, value)))


def start(game: "Game", t: Task) -> None:
    game.push(task("horus_target", t["player"], value=t["value"], free=t["free"]))


def _target_options(game: "Game", t: Task) -> list[Action]:
    return targets(game, t["value"])


def _target_prompt(game: "Game", t: Task) -> str:
    """Names only the statues on offer: a god's statue spots may all be taken."""
    offered = targets(game, t["value"])
    gods = [a["god"] for a in offered if a.get("god")]   # one god at most: the god of the value
    people = any(a.get("spot") for a in offered)
    if gods and people:
        return N_("Build a statue: for {god} or for the people", god=god_name(gods[0]))
    if gods:
        return N_("Build a statue: for {god}", god=god_name(gods[0]))
    return N_("Build a statue: for the people")


@decision("horus_target", _target_options, _target_prompt)
def _choose_target(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    follow = []
    if not t["free"]:
        follow.append(pay_task(seat, statue_cost(game, seat), "a statue", god="horus"))
    follow.append(task("horus_build", seat, god=action.get("god"), spot=action.get("spot")))
    game.push(*follow)


@step("horus_build")
def _build(game: "Game", t: Task) -> None:
    seat = t["player"]
    board = game.state.board
    game.state.players[seat].statues_built += 1
    if t["god"]:
        first_for_god = seat not in board.god_statues[t["god"]]  # a second one adds no benefit
        board.god_statues[t["god"]].append(seat)
        game.emit("statue_built", player=seat, god=t["god"])
        if first_for_god and len(game.state.players) in game.board.horus.bonus_on_build_players:
            receive_statue_bonus(game, seat, t["god"])
        return
    spot = t["spot"]
    board.people_statues[spot] = seat
    game.emit("statue_built", player=seat, spot=spot)
    gold = board.spot_gold.pop(spot, 0)
    if gold:
        ops.gain(game, seat, {"gold": gold}, "statue spot gold")
    for temple_spot in game.board.temple.statue_spots:
        if temple_spot.id == spot:
            pillars = temple.own_pillars_in_line(game, temple_spot.line, temple_spot.index, seat)
            ops.gain_vp(game, seat, pillars * game.board.scoring.temple_people_statue_vp_per_pillar,
                        "people statue at the temple")


register("horus", obstacle, start)
