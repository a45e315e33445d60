"""Paying costs: every distinct way to pay, with gold standing in for any resource.

A cost is a mapping of resource -> amount. A payment is the mapping of what is actually
spent. Card substitutions (T10, T22) extend the option list through the ``payment``
window; the engine then offers each distinct payment and never an overdraft.
"""
from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Mapping

from . import ops, windows
from .actions import Action
from .tasks import Task, decision

if TYPE_CHECKING:
    from .game import Game

Payment = dict[str, int]


def payment_options(game: "Game", seat: int, cost: Mapping[str, int]) -> list[Payment]:
    """All distinct payments of ``cost`` the player can afford (empty list: cannot pay)."""
    have = game.state.players[seat].resources
    needed = {k: v for k, v in cost.items() if v > 0}
    gold_due = needed.pop("gold", 0)
    ranges = [range(max(0, n - have[r]), n + 1) for r, n in needed.items()]
    options: list[Payment] = []
    for golds in product(*ranges):
        gold = gold_due + sum(golds)
        if gold > have["gold"]:
            continue
        payment = {r: n - g for (r, n), g in zip(needed.items(), golds) if n - g > 0}
        if gold:
            payment["gold"] = gold
        options.append(payment)
    return windows.modify(game, "payment", seat, options, cost=dict(cost))


def can_pay(game: "Game", seat: int, cost: Mapping[str, int]) -> bool:
    if not any(v > 0 for v in cost.values()):
        return True
    have = game.state.players[seat].resources
    short = sum(max(0, n - have[r]) for r, n in cost.items() if r != "gold" and n > 0)
    if short + cost.get("gold", 0) <= have["gold"]:
        return True
    return bool(payment_options(game, seat, cost))


def pay_task(seat: int, cost: Mapping[str, int], reason: str) -> Task:
    return {"kind": "pay", "player": seat, "cost": dict(cost), "reason": reason}


def _pay_options(game: "Game", task: Task) -> list[Action]:
    return [Action.make("pay", **payment) for payment in payment_options(game, task["player"], task["cost"])]


def _pay_prompt(game: "Game", task: Task) -> str:
    cost = ", ".join(f"{n} {r}" for r, n in task["cost"].items())
    return f"Choose how to pay {cost} for {task['reason']} (gold may stand in for any resource)"


@decision("pay", _pay_options, _pay_prompt, auto_single=True)
def _resolve_pay(game: "Game", task: Task, action: Action) -> None:
    ops.spend(game, task["player"], dict(action.args), task["reason"])
