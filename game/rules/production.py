"""Resource production (RULES §6.8): the die's value in the die's resource, with greed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops, windows
from .tasks import Task, step

if TYPE_CHECKING:
    from .game import Game


def produce(game: "Game", seat: int, resource: str, quantity: int, source: str) -> int:
    """Produce ``quantity`` of ``resource``; units above the production marker are greed.

    Returns the number of greed resources put on the tainted side of the scales.
    """
    p = game.state.players[seat]
    kept = min(quantity, p.production[resource])
    greed = quantity - kept
    if kept:
        ops.gain(game, seat, {resource: kept}, "production")
    p.greed[resource] += greed
    game.emit("produced", player=seat, resource=resource, quantity=quantity, kept=kept, greed=greed, source=source)
    return greed


@step("produce")
def _produce(game: "Game", t: Task) -> None:
    seat, resource, value = t["player"], t["resource"], t["value"]
    greed = produce(game, seat, resource, value, t["source"])
    windows.fire(game, "production", seat, resource=resource, value=value, greed=greed)
