"""Loading ships, sailing them to a site and unloading them stone by stone (RULES §4.2, §4.3, §5).

A ship unloads from the bow (space 0) to the stern, skipping empty spaces; with the Lever the
sailing player picks each next stone (``unload_next``). Each stone is delivered by its owner:
at the Market it takes a card (``market.py``), at a building site it is built (``building.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.core.text import N_
from game.imhotep.rules import sites
from game.imhotep.rules.catalog import SITES
from game.imhotep.rules.state import EMPTY, Ship
from game.imhotep.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game


def waiting(game: Game) -> list[int]:
    """The ships that have not sailed this round."""
    return [index for index, ship in enumerate(game.state.ships) if not ship.site]


def free_sites(game: Game) -> list[str]:
    """The sites no ship has sailed to this round."""
    taken = {ship.site for ship in game.state.ships}
    return [site for site in SITES if site not in taken]


def place_actions(game: Game, seat: int, ships: list[int] | None = None) -> list[Action]:
    """Putting one stone of ``seat``'s sled on an empty space of a waiting ship (of ``ships``)."""
    if game.state.players[seat].sled == 0:
        return []
    return [Action.make("place", ship=index, space=space)
            for index in (waiting(game) if ships is None else ships)
            for space, owner in enumerate(game.state.ships[index].spaces) if owner == EMPTY]


def sail_actions(game: Game, ships: list[int] | None = None) -> list[Action]:
    """Sailing a waiting ship that carries its minimum load (of ``ships``) to a free site."""
    state = game.state
    ready = [index for index in (waiting(game) if ships is None else ships)
             if state.ships[index].load >= state.ships[index].minimum]
    return [Action.make("sail", ship=index, site=site) for index in ready for site in free_sites(game)]


def place(game: Game, seat: int, action: Action) -> None:
    ship: Ship = game.state.ships[action["ship"]]
    ship.spaces[action["space"]] = seat
    game.state.players[seat].sled -= 1
    game.emit("stone_placed", player=seat, ship=action["ship"], space=action["space"], capacity=ship.capacity)


def sail(game: Game, seat: int, action: Action, choose_order: bool = False) -> None:
    """Sail the ship and schedule its unloading (by the sailing player's choice with the Lever)."""
    index, site = action["ship"], action["site"]
    ship = game.state.ships[index]
    ship.site = site
    game.emit("ship_sailed", player=seat, ship=index, capacity=ship.capacity, site=site, stones=list(ship.spaces))
    loaded = [space for space, owner in enumerate(ship.spaces) if owner != EMPTY]
    if site == "market":   # pushed first, so it runs once the whole ship is unloaded
        game.push(task("market_return"))
    if choose_order and len(loaded) > 1:
        game.push(task("unload_next", seat, ship=index))
    else:
        game.push(*(task("deliver", ship=index, space=space) for space in loaded))


def _unload_options(game: Game, t: Task) -> list[Action]:
    spaces = game.state.ships[t["ship"]].spaces
    return [Action.make("unload", space=space) for space, owner in enumerate(spaces) if owner != EMPTY]


@TASKS.decision("unload_next", _unload_options, N_("Choose the next stone to unload (Lever)"), auto_single=True)
def _unload_next(game: Game, t: Task, action: Action) -> None:
    rest = len(_unload_options(game, t)) - 1
    game.push(task("deliver", ship=t["ship"], space=action["space"]),
              *([task("unload_next", t["player"], ship=t["ship"])] if rest else []))


@TASKS.step("deliver")
def _deliver(game: Game, t: Task) -> None:
    """The stone on one space goes to the ship's site, for its owner."""
    ship = game.state.ships[t["ship"]]
    owner = ship.spaces[t["space"]]
    ship.spaces[t["space"]] = EMPTY
    if ship.site == "market":
        sites.site_of(game.state, "market").stones.append(owner)
        game.emit("stone_delivered", player=owner, site="market", points=0)
        if game.state.offer or game.state.face_down:   # they take a card, if one is left (``market.py``)
            game.push(task("take_card", owner))
        return
    game.push(task("build", owner, site=ship.site))   # (``building.py``)


@TASKS.step("market_return")
def _market_return(game: Game, _: Task) -> None:
    """The stones at the Market go back to the quarry once the ship is unloaded (the rulebook's
    example: "afterwards"), so a red card taken there cannot build with its own stone."""
    market = sites.site_of(game.state, "market")
    for owner in market.stones:
        game.state.players[owner].quarry += 1
    game.emit("market_stones_returned", players=list(market.stones))
    market.stones = []
