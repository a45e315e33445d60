"""Paying costs: every distinct way to pay, never an overdraft.

A cost maps what is owed (a resource, or ``scribe``) to an amount. Each owed unit may be
paid by one of its *payers*: a resource by itself or gold (gold is wild); a scribe by a
scribe. Technologies widen the payers through the ``payers`` window (T10: gold and scribes
stand in for each other; T22: limestone and granite). ``payment_options`` lists each
distinct payment (what is actually spent) the player can afford.

Costs of god actions pass through the ``action_cost`` window before the affordability
check, so cards that give resources before an action (T04, T20, T21) or waive a cost
(B13–B16) make the action possible; the ``payment`` window offers the waiver itself.

Nothing is spent silently: a payment that uses up a card is never resolved on its own. When
using the card is the only way to pay, the player still confirms it (``pay_with_card``), and
``card_use`` tells, for each option of a payment, which cards it uses (for the labels).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Mapping

from game.core.actions import Action
from game.core.text import N_

from . import ops, windows
from .catalog import RESOURCES
from .god_actions import can_perform
from .names import items_text, reason_text
from .tasks import Task, decision

if TYPE_CHECKING:
    from .game import Game

Payment = dict[str, int]


def payers(game: "Game", seat: int, owed: str) -> tuple[str, ...]:
    base = (owed, "gold") if owed in RESOURCES else (owed,)
    return tuple(windows.modify(game, "payers", seat, base, owed=owed))


def _holdings(game: "Game", seat: int) -> dict[str, int]:
    p = game.state.players[seat]
    return {**p.resources, "scribe": p.scribes}


@lru_cache(maxsize=4096)
def _splits(amount: int, count: int) -> tuple[tuple[int, ...], ...]:
    """All ways to write ``amount`` as an ordered sum of ``count`` non-negative parts."""
    if count == 1:
        return ((amount,),)
    return tuple((first, *rest) for first in range(amount + 1) for rest in _splits(amount - first, count - 1))


def payment_options(game: "Game", seat: int, cost: Mapping[str, int]) -> list[Payment]:
    """All distinct payments of ``cost`` the player can afford (empty: cannot pay), in the
    order of the ways to split each owed amount among its payers."""
    have = _holdings(game, seat)
    ways: list[dict[str, int]] = [{}]   # what is spent so far, one dict per way of paying
    for item, amount in cost.items():
        if amount <= 0:
            continue
        who = payers(game, seat, item)
        grown = []
        for spent in ways:
            for split in _splits(amount, len(who)):
                nxt = dict(spent)
                for payer, n in zip(who, split):
                    total = nxt.get(payer, 0) + n
                    if total > have.get(payer, 0):
                        break
                    nxt[payer] = total
                else:
                    grown.append(nxt)
        ways = grown
    found: dict[tuple, Payment] = {}
    for spent in ways:
        payment = {k: v for k, v in spent.items() if v}
        found.setdefault(tuple(sorted(payment.items())), payment)
    return list(found.values())


def can_pay(game: "Game", seat: int, cost: Mapping[str, int], god: str | None = None, started: bool = False) -> bool:
    """Whether the player can pay ``cost``; for ``god``'s action, cards that help count
    (resources gained before the action only while it has not ``started``)."""
    p = game.state.players[seat]
    short = 0
    for item, amount in cost.items():  # most costs are affordable as they are: judged without a copy
        held = p.scribes if item == "scribe" else p.resources.get(item, 0)
        if amount > held:
            short += amount - held
    if short == 0:
        return True
    have = _holdings(game, seat)
    if god is not None:  # cards only ever lower a cost: ask them only when it is not affordable as it is
        cost = windows.modify(game, "action_cost", seat, dict(cost), god=god, started=started)
        short = sum(max(0, n - have.get(r, 0)) for r, n in cost.items())
        if short == 0:
            return True
    resources_short = sum(max(0, n - have.get(r, 0)) for r, n in cost.items() if r in RESOURCES)
    if resources_short == short and short <= have["gold"]:
        return True  # gold, the wild resource, fills the gap
    if not windows.kinds_held(game, seat):
        return False  # without cards nothing else stands in
    # Otherwise only substitutions (cards) can help; refuse at once when even all stand-ins fall short.
    stand_ins = {p for r in cost for p in payers(game, seat, r)[1:]}
    if short > sum(have.get(p, 0) for p in stand_ins):
        return False
    return bool(payment_options(game, seat, cost))


def pay_task(seat: int, cost: Mapping[str, int], reason: str, god: str | None = None,
             then: dict | None = None) -> Task:
    """A payment decision. ``then`` ({"god", "values"}) names the god action this payment is
    for, when it is paid first (B17's scribe, T19's scribe): only payments that leave that
    action possible are offered."""
    return {"kind": "pay", "player": seat, "cost": dict(cost), "reason": reason, "god": god, "then": then}


def holds_with(game: "Game", seat: int, change: Mapping[str, int], check: Callable[[], bool]) -> bool:
    """Whether ``check()`` holds once ``seat``'s resources and scribes are changed by ``change``
    (gains positive, payments negative); the state is restored after."""
    p = game.state.players[seat]
    saved_resources, saved_scribes = dict(p.resources), p.scribes
    for key, amount in change.items():
        if key == "scribe":
            p.scribes += amount
        else:
            p.resources[key] += amount
    try:
        return check()
    finally:
        p.resources, p.scribes = saved_resources, saved_scribes


def payments_keeping(game: "Game", seat: int, cost: Mapping[str, int], then: dict | None) -> list[Payment]:
    options = payment_options(game, seat, cost)
    if not then:
        return options
    def possible() -> bool:
        return any(can_perform(game, seat, then["god"], v) for v in then["values"])

    return [payment for payment in options
            if holds_with(game, seat, {key: -amount for key, amount in payment.items()}, possible)]


def payment_key(payment: Mapping[str, int]) -> str:
    """A payment (what is spent) as one stable text: "gold=1,scribe=2" (zeros left out)."""
    return ",".join(f"{k}={n}" for k, n in sorted(payment.items()) if n)


def substitutes_used(game: "Game", seat: int, cost: Mapping[str, int], payment: Mapping[str, int]) -> list[str]:
    """The technologies (T10, T22) whose substitution ``payment`` uses for ``cost``: one of
    their two items paid what the other was owed (the cards: "if you do so")."""
    from .technologies import held

    used = []
    for card in held(game, seat, "substitute"):
        a, b = card.effect.params["a"], card.effect.params["b"]
        if "gold" in (a, b):
            other = b if a == "gold" else a
            substituted = payment.get(other, 0) != cost.get(other, 0)
        else:
            substituted = payment.get(a, 0) > cost.get(a, 0) or payment.get(b, 0) > cost.get(b, 0)
        if substituted:
            used.append(card.id)
    return used


def card_use(game: "Game", task: Task) -> dict[str, dict]:
    """For each option of a payment decision, the cards it uses: ``{key: {"cards": [ids],
    "rest": {...}}}``, keyed by :func:`payment_key` of a payment's arguments or by the card id
    of a card played to pay (``rest``: what is still owed after the card, paid next). Options
    that use no card are left out."""
    seat, cost = task["player"], task["cost"]
    found: dict[str, dict] = {}
    for action in _pay_options(game, task):
        if action.kind == "pay":
            used = substitutes_used(game, seat, cost, dict(action.args))
            if used:
                found[payment_key(dict(action.args))] = {"cards": used}
        elif action.get("card"):
            from .blessings import cost_after

            found[action["card"]] = {"cards": [action["card"]], "rest": cost_after(game, action["card"], cost)}
    return found


def _pay_options(game: "Game", task: Task) -> list[Action]:
    seat = task["player"]
    payments = payments_keeping(game, seat, task["cost"], task.get("then"))
    found = [Action.shared("pay", **payment) for payment in payments]
    if task.get("god"):
        found += windows.offers(game, "payment", seat, god=task["god"], cost=task["cost"])
    return found


def _pay_prompt(game: "Game", task: Task) -> str:
    cost, reason = items_text(task["cost"]), reason_text(task["reason"], game.catalog)
    if any(r in RESOURCES for r in task["cost"]):
        # Translators: {cost} is a list of amounts ("2 bread, 1 gold"); {reason} what it pays for.
        return N_("Choose how to pay {cost} for {reason} (gold may stand in for any resource)",
                  cost=cost, reason=reason)
    return N_("Choose how to pay {cost} for {reason}", cost=cost, reason=reason)


@decision("pay", _pay_options, _pay_prompt, auto_single=True)
def _resolve_pay(game: "Game", task: Task, action: Action) -> None:
    if action.kind != "pay" and len(_pay_options(game, task)) == 1:
        # the card is the only way to pay: resolved on its own it would be spent unseen
        game.push({**task, "kind": "pay_with_card"})
        return
    _settle(game, task, action)


def _card_prompt(game: "Game", task: Task) -> str:
    return N_("You cannot pay {cost} for {reason} yourself: a card pays it",
              cost=items_text(task["cost"]), reason=reason_text(task["reason"], game.catalog))


@decision("pay_with_card", _pay_options, _card_prompt)
def _resolve_pay_with_card(game: "Game", task: Task, action: Action) -> None:
    _settle(game, task, action)


def _settle(game: "Game", task: Task, action: Action) -> None:
    """Spend the chosen payment, or play the card chosen to pay (B13–B16)."""
    seat = task["player"]
    if action.kind != "pay":
        windows.play(game, "payment", seat, action, god=task["god"], cost=task["cost"])
        return
    payment = dict(action.args)
    ops.spend(game, seat, payment, task["reason"])
    windows.fire(game, "paid", seat, cost=task["cost"], payment=payment)
