"""Resource production (RULES §6.8): the die's value in the die's resource, with greed.

Before producing, a player holding cards for this moment (B01–B06, B21/B22, T13) gets a
``production_cards`` decision; the choices are kept in the task (``times``, ``value``,
``played``) until ``produce_now`` resolves them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import N_

from . import ops, windows
from .names import amount
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game


def produce(game: "Game", seat: int, resource: str, quantity: int, source: str, on_scales: bool = True) -> int:
    """Produce ``quantity`` of ``resource``; units above the production marker are greed.

    Greed goes on the tainted side of the scales — except for an action without a die
    (People track 21, D23), which leaves the scales alone: its excess is simply lost.
    Returns the number of greed resources.
    """
    p = game.state.players[seat]
    kept = min(quantity, p.production[resource])
    greed = quantity - kept
    if kept:
        ops.gain(game, seat, {resource: kept}, "production")
    if on_scales:
        p.greed[resource] += greed
    game.emit("produced", player=seat, resource=resource, quantity=quantity, kept=kept, greed=greed,
              on_scales=on_scales, source=source)
    return greed


def _context(t: Task) -> dict:
    found = {k: t[k] for k in ("resource", "value", "source", "with_die", "on_scales", "times", "played")}
    found["then_god"] = t.get("then_god")   # absent from the tasks of older saves
    return found


@step("produce")
def _produce(game: "Game", t: Task) -> None:
    # then_god: the god action the die performs after this production (T19), which a change of
    # the die's value (T13) must leave possible
    ctx = {"resource": t["resource"], "value": t["value"], "source": t["source"],
           "with_die": bool(t.get("with_die")), "on_scales": t.get("on_scales", True), "times": 1, "played": [],
           "then_god": t.get("then_god")}
    p = game.state.players[t["player"]]
    game.push(task("production_cards" if p.blessings or p.technologies else "produce_now", t["player"], **ctx))


def _cards_options(game: "Game", t: Task) -> list[Action]:
    return [Action.shared("produce_now")] + windows.offers(game, "production", t["player"], production=_context(t))


@decision("production_cards", _cards_options,
          lambda g, t: N_("Play cards for producing {amount}, or produce now", amount=amount(t["resource"], t["value"])),
          auto_single=True)  # only asked when a card could be played
def _cards(game: "Game", t: Task, action: Action) -> None:
    seat, ctx = t["player"], _context(t)
    if action.kind == "produce_now":
        game.push(task("produce_now", seat, **ctx))
        return
    windows.play(game, "production", seat, action, production=ctx)
    game.push(task("production_cards", seat, **ctx))


@step("produce_now")
def _produce_now(game: "Game", t: Task) -> None:
    seat, resource, value = t["player"], t["resource"], t["value"]
    for repeat in range(t["times"]):
        greed = produce(game, seat, resource, value, t["source"], t["on_scales"])
        windows.fire(game, "production_done", seat, resource=resource, value=value, greed=greed, repeat=repeat)
