"""Dispatching god actions, Horus statue bonuses, and free actions with a chosen value.

Each god module registers ``obstacle`` (why this player cannot perform it with this value
now, in words for the player; None when they can) and ``start`` (push the action's decisions
and steps). The words let the client say why an action is not offered without judging it.
Every resolution of a god action — by a die, Anubis, a pillar ability, a starting card, the
People-track 21 reward or D23 — goes through the ``god_action`` task, so statue bonuses and
technologies trigger alike (RULES §10 item 4).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from game.core.actions import Action
from game.core.text import N_, Text

from . import ops, windows
from .catalog import RESOURCES
from .names import reason_text
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game

#: Why a god action is impossible, said to the player (None: it is possible).
ObstacleFn = Callable[["Game", int, int, dict[str, Any]], "Text | None"]
StartFn = Callable[["Game", Task], None]


@dataclass(frozen=True)
class GodAction:
    obstacle: ObstacleFn
    start: StartFn


GOD_ACTIONS: dict[str, GodAction] = {}


def register(god: str, obstacle: ObstacleFn, start: StartFn) -> None:
    GOD_ACTIONS[god] = GodAction(obstacle, start)


def god_action_task(seat: int, god: str, value: int, source: str, free: bool = False, **options: Any) -> Task:
    """A god action with die value ``value``; ``free`` waives resource costs (D23)."""
    return task("god_action", seat, god=god, value=value, source=source, free=free, **options)


def can_perform(game: "Game", seat: int, god: str, value: int, **options: Any) -> bool:
    return GOD_ACTIONS[god].obstacle(game, seat, value, options) is None


def obstacle(game: "Game", seat: int, god: str, value: int, **options: Any) -> Text | None:
    """Why ``seat`` cannot perform ``god``'s action with ``value`` now ("no building spot
    left"), or None when they can."""
    return GOD_ACTIONS[god].obstacle(game, seat, value, options)


@step("god_action")
def _god_action(game: "Game", t: Task) -> None:
    game.emit("god_action", player=t["player"], god=t["god"], value=t["value"], source=t["source"])
    # Statue owners are noted now: a statue built by this very action earns nothing from it.
    # So are the technologies: one gained during this action (Thoth) acts from the next one on.
    owners = sorted(set(game.state.board.god_statues[t["god"]]))
    techs = list(game.state.players[t["player"]].technologies)
    game.state.stack.append(task("god_action_done", t["player"], god=t["god"], value=t["value"], owners=owners,
                                 techs=techs))
    windows.fire(game, "god_action_start", t["player"], god=t["god"], value=t["value"])
    GOD_ACTIONS[t["god"]].start(game, t)


@step("god_action_done")
def _god_action_done(game: "Game", t: Task) -> None:
    windows.fire(game, "god_action", t["player"], god=t["god"], value=t["value"], techs=t["techs"])
    pay_statue_bonuses(game, t["god"], t["player"], t["owners"])


def bonus_tile(game: "Game", god: str):
    for tile_id in game.state.board.horus_tiles:
        tile = game.catalog.horus_tiles[tile_id]
        if tile.god == god:
            return tile
    raise KeyError(god)  # pragma: no cover - the catalog guarantees one tile per god


def pay_statue_bonuses(game: "Game", god: str, performer: int, owners: list[int]) -> None:
    """Owners of statues for ``god`` receive its Horus bonus (once each per action).

    With 2 players the owner also receives it for their own actions (RULES §6.1 A).
    """
    personal = len(game.state.players) in game.board.horus.bonus_on_own_action_players
    for owner in owners:
        if owner == performer and not personal:
            continue
        receive_statue_bonus(game, owner, god)


def receive_statue_bonus(game: "Game", owner: int, god: str) -> None:
    tile = bonus_tile(game, god)
    game.emit("horus_bonus", player=owner, god=god, tile=tile.id)
    if game.state.players[owner].is_automa:
        # Botankhamun ignores the tile and gains by its position (RULES §7.6)
        position = game.state.board.horus_tiles.index(tile.id) + 1
        ops.gain(game, owner, game.board.horus.automa_bonus[position], f"Horus bonus ({god})")
        return
    ops.gain(game, owner, tile.bonus, f"Horus bonus ({god})")
    windows.fire(game, "horus_bonus", owner, god=god)


# -------------------------------------------------------------- free action
def free_action_options(game: "Game", seat: int, free: bool) -> list[Action]:
    """Any god action or production with any value 1–6 (People track 21, D23)."""
    found = []
    for value in range(1, 7):
        for god in game.board.gods:
            if can_perform(game, seat, god, value, free=free):
                found.append(Action.make("free_action", god=god, value=value))
        for resource in RESOURCES:
            found.append(Action.make("free_action", produce=resource, value=value))
    return found


def _free_options(game: "Game", t: Task) -> list[Action]:
    return free_action_options(game, t["player"], t["free"])


@decision("free_action", _free_options,
          lambda g, t: N_("Perform one action of your choice with a value of your choice ({reason})",
                          reason=reason_text(t["source"], g.catalog)))
def _free_action(game: "Game", t: Task, action: Action) -> None:
    seat, value = t["player"], action["value"]
    if action.get("god"):
        game.push(god_action_task(seat, action["god"], value, source=t["source"], free=t["free"]))
    else:
        game.push(task("produce", seat, resource=action["produce"], value=value, source=t["source"], on_scales=False))
