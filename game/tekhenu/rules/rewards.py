"""Rewards printed on starting cards and destiny cards (RULES §8.2–8.3), and the small
choice decisions they need: which resources, which of two cards, which gain."""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import N_, listed, ngettext

from . import ops
from .god_actions import god_action_task
from .names import reason_text, resource_name
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game


@step("card_reward")
def _card_reward(game: "Game", t: Task) -> None:
    seat, card_id = t["player"], t["card"]
    card = game.catalog.card(card_id)
    effect = card.effect if hasattr(card, "effect") else card.reward
    params = effect.params
    reason = card_id
    game.emit("card_reward", player=seat, card=card_id)
    if effect.kind == "gain":
        ops.gain(game, seat, params["gain"], reason)
    elif effect.kind == "choose_one":
        game.push(task("choose_gain", seat, options=[dict(g) for g in params["options"]], reason=reason))
    elif effect.kind == "choose_resources":
        game.push(task("choose_resources", seat, amount=params["amount"], options=list(params["options"]),
                       reason=reason))
    elif effect.kind == "draw_keep":
        drawn = [c for c in (ops.draw_card(game, params["deck"]) for _ in range(params["draw"])) if c]
        if drawn:
            game.push(task("keep_card", seat, drawn=drawn, deck=params["deck"], reason=reason))
    elif effect.kind == "osiris":
        game.push(god_action_task(seat, "osiris", params["row"], source=reason,
                                  districts=list(params["districts"]), keep_happiness=not params["lose_happiness"]))
    else:  # pragma: no cover - the catalog validates effect kinds
        raise ValueError(f"{card_id}: unknown reward {effect.kind}")


def _gain_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("gain", **g) for g in t["options"]]


@decision("choose_gain", _gain_options,
          lambda g, t: N_("Choose your reward from {reason}", reason=reason_text(t["reason"], g.catalog)),
          auto_single=True)
def _choose_gain(game: "Game", t: Task, action: Action) -> None:
    ops.gain(game, t["player"], dict(action.args), t["reason"])


def resource_mixes(amount: int, options: list[str]) -> list[dict[str, int]]:
    mixes = []
    for combo in combinations_with_replacement(options, amount):
        mixes.append({r: combo.count(r) for r in options if combo.count(r)})
    return mixes


def _resources_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("resources", **mix) for mix in resource_mixes(t["amount"], t["options"])]


@decision("choose_resources", _resources_options,
          lambda g, t: ngettext("Choose {n} resource ({options}) from {reason}", "Choose {n} resources ({options}) from {reason}",
                                t["amount"], options=listed([resource_name(r) for r in t["options"]], "or"),
                                reason=reason_text(t["reason"], g.catalog)),
          auto_single=True)
def _choose_resources(game: "Game", t: Task, action: Action) -> None:
    ops.gain(game, t["player"], dict(action.args), t["reason"])


def _keep_card_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("keep_card", card=c) for c in t["drawn"]]


@decision("keep_card", _keep_card_options,
          lambda g, t: N_("Keep one card drawn by {reason}", reason=reason_text(t["reason"], g.catalog)),
          auto_single=True)
def _keep_card(game: "Game", t: Task, action: Action) -> None:
    kept = action["card"]
    ops.give_card(game, t["player"], kept, t["reason"])
    deck = game.state.board.decks[t["deck"]]
    for other in t["drawn"]:
        if other != kept:
            deck.append(other)
    game.state.rng.shuffle(deck)
