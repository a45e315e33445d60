"""A stone arriving at a building site, from a ship or from the quarry (a red card): built at once,
or, on the B Pyramids, on the pyramid its owner chooses, whose space may offer a bonus (RULES
§10.2) that the owner may take or leave.

Other modules ask for a stone to be built by pushing a ``build`` task; what is built scores
through ``sites.build``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.core.text import N_
from game.imhotep.rules import market, sites
from game.imhotep.rules.ships import place, place_actions
from game.imhotep.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game

SKIP = Action.make("skip_bonus")
TAKE = Action.make("take_bonus")


def _delivered(game: Game, seat: int, site: str, points: int, from_quarry: bool, **more: object) -> None:
    details = {"from_quarry": True} if from_quarry else {}
    game.emit("stone_delivered", player=seat, site=site, points=points, **details, **more)


@TASKS.step("build")
def _build(game: Game, t: Task) -> None:
    """``t["player"]``'s stone is built at ``t["site"]`` (a building site)."""
    state, catalog = game.state, game.catalog
    seat, site, from_quarry = t["player"], t["site"], t.get("from_quarry", False)
    if site == "pyramid" and sites.is_b(state, "pyramid") and sites.open_pyramids(state, catalog):
        game.push(task("choose_pyramid", seat, from_quarry=from_quarry))
        return
    points = sites.build(state, catalog, seat, site)
    if site == "obelisk" and points and sites.is_b(state, "obelisk"):
        _delivered(game, seat, site, points, from_quarry, obelisk=len(sites.obelisks(state, catalog)) - 1)
    else:
        _delivered(game, seat, site, points, from_quarry)


# ------------------------------------------------------------------------------ the B Pyramids
def _pyramid_options(game: Game, _: Task) -> list[Action]:
    return [Action.make("pyramid", pyramid=index) for index in sites.open_pyramids(game.state, game.catalog)]


@TASKS.decision("choose_pyramid", _pyramid_options, N_("Choose the pyramid your stone goes on"), auto_single=True)
def _choose_pyramid(game: Game, t: Task, action: Action) -> None:
    seat, pyramid = t["player"], action["pyramid"]
    bonus = sites.next_pyramid_space(game.state, game.catalog, pyramid).bonus
    points = sites.build(game.state, game.catalog, seat, "pyramid", pyramid)
    _delivered(game, seat, "pyramid", points, t["from_quarry"], pyramid=pyramid)
    if bonus is not None and bonus_options(game, seat, bonus):
        game.push(task("pyramid_bonus", seat, bonus=bonus))


def bonus_options(game: Game, seat: int, bonus: str) -> list[Action]:
    """What ``seat`` may do with a B-Pyramid space's bonus: take it or leave it; the ship bonus
    is a stone from the sled onto a waiting ship (never the one unloading, which has sailed,
    RULES A15). Nothing when it could do nothing (no card left, a full sled, an empty quarry,
    no stone or no empty space)."""
    state = game.state
    if bonus == "card":
        usable = bool(state.draw_pile or state.discard)
    elif bonus == "stones":
        player = state.players[seat]
        usable = player.sled < game.catalog.sled_capacity and player.quarry > 0
    else:
        places = place_actions(game, seat)
        return [*places, SKIP] if places else []
    return [TAKE, SKIP] if usable else []


def _bonus_options(game: Game, t: Task) -> list[Action]:
    return bonus_options(game, t["player"], t["bonus"])


BONUS_PROMPTS = {"card": N_("Take the top market card? (Pyramid bonus)"),
                 "stones": N_("Take stones from the quarry? (Pyramid bonus)"),
                 "ship": N_("Place a stone from your sled on a ship? (Pyramid bonus)")}


def _bonus_prompt(game: Game, t: Task) -> str:
    return BONUS_PROMPTS[t["bonus"]]


@TASKS.decision("pyramid_bonus", _bonus_options, _bonus_prompt)
def _pyramid_bonus(game: Game, t: Task, action: Action) -> None:
    seat, bonus = t["player"], t["bonus"]
    if action.kind == "skip_bonus":
        game.emit("bonus_skipped", player=seat, bonus=bonus)
    elif bonus == "card":
        game.push(task("gain_top_card", seat))
    elif bonus == "stones":
        market.take_stones(game, seat, game.catalog.side("pyramid", "B").bonus_stones)
    else:
        place(game, seat, action)
