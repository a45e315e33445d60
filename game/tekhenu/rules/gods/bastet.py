"""Bastet: pay papyrus, raise happiness by the die value (capped by population); low dice
also give scribes (RULES §6.5). People-track rewards are handled by ``ops.add_happiness``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.text import Text, ngettext

from .. import ops
from ..god_actions import register
from ..payment import can_pay, pay_task
from ..tasks import Task, step, task

if TYPE_CHECKING:
    from ..game import Game


def cost(game: "Game") -> dict[str, int]:
    return {"papyrus": game.board.bastet.cost}


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    if options.get("free") or can_pay(game, seat, cost(game), god="bastet"):
        return None
    return ngettext("not enough papyrus (a festival costs {n} papyrus)",
                    "not enough papyrus (a festival costs {n} papyrus)", game.board.bastet.cost)


def start(game: "Game", t: Task) -> None:
    follow = [] if t["free"] else [pay_task(t["player"], cost(game), "a festival", god="bastet")]
    game.push(*follow, task("bastet_festival", t["player"], value=t["value"]))


@step("bastet_festival")
def _festival(game: "Game", t: Task) -> None:
    seat, value = t["player"], t["value"]
    scribes = game.board.bastet.scribes.get(value, 0)
    if scribes:
        ops.gain(game, seat, {"scribe": scribes}, "Bastet")
    ops.add_happiness(game, seat, value, "Bastet")


register("bastet", obstacle, start)
