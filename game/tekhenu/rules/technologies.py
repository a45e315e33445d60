"""Technologies T01–T24 (RULES §8.6): permanent effects, registered in ``windows``.

Automatic effects emit ``tech_triggered``; optional ones (T08's state, T13's and T14's
value changes, T19's production) are decisions or extra legal actions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_

from . import ops, windows
from .catalog import Technology
from .payment import holds_with, payments_keeping, substitutes_used
from .tasks import Task, decision, task
from .turn import god_values, set_die_value

if TYPE_CHECKING:
    from .game import Game


def held(game: "Game", seat: int, kind: str, window: str | None = None,
         among: list[str] | None = None) -> list[Technology]:
    """The player's technologies of an effect kind (and window); ``among`` limits them to
    those already held when an action began."""
    p = game.state.players[seat]
    if not p.technologies or p.is_automa:  # Botankhamun ignores all card effects
        return []
    cards = (game.catalog.technologies[c] for c in p.technologies if among is None or c in among)
    return [c for c in cards if c.effect.kind == kind and (window is None or c.window == window)]


def triggered(game: "Game", seat: int, card: Technology, **details: Any) -> None:
    game.emit("tech_triggered", player=seat, card=card.id, **details)


# ------------------------------------------------------------ god actions
def _on_god_action(game: "Game", seat: int, god: str, value: int, techs: list[str]) -> None:
    for card in held(game, seat, "vp", god, among=techs):  # T01–T03
        triggered(game, seat, card)
        ops.gain_vp(game, seat, card.effect.params["amount"], card.id)
    if god == "bastet":
        for card in held(game, seat, "bastet_bonus", among=techs):  # T06
            params = card.effect.params
            triggered(game, seat, card)
            ops.gain_vp(game, seat, params["vp"], card.id)
            ops.add_population(game, seat, params["population"], card.id)
            ops.add_happiness(game, seat, params["happiness"], card.id)
    if value == 1:
        _on_value_one(game, seat, techs)


def _on_value_one(game: "Game", seat: int, techs: list[str] | None = None) -> None:
    for card in held(game, seat, "vp", "die_value_1", among=techs):  # T11
        triggered(game, seat, card)
        ops.gain_vp(game, seat, card.effect.params["amount"], card.id)


def _before_god_action(game: "Game", seat: int, god: str, value: int) -> None:
    for card in held(game, seat, "vp_and_gain", god):  # T04, T20, T21: gained before paying
        params = card.effect.params
        triggered(game, seat, card)
        ops.gain(game, seat, params["gain"], card.id)
        if params["amount"]:
            ops.gain_vp(game, seat, params["amount"], card.id)


def _cost_relief(game: "Game", seat: int, cost: dict, god: str, started: bool) -> dict:
    if started:
        return cost
    for card in held(game, seat, "vp_and_gain", god):
        cost = {r: n - card.effect.params["gain"].get(r, 0) for r, n in cost.items()}
    return cost


def _hathor_pillar_vp(game: "Game", seat: int, vp: int) -> int:
    for card in held(game, seat, "hathor_pillar_bonus"):  # T05
        triggered(game, seat, card)
        vp += card.effect.params["extra_vp"]
    return vp


def _god_values(game: "Game", seat: int, values: list[int], god: str) -> list[int]:
    for card in held(game, seat, "god_value_adjust"):  # T14
        change = card.effect.params["max_change"]
        base = values[0]
        values = [v for v in range(base - change, base + change + 1) if 1 <= v <= 6]
    return values


def _ability_always(game: "Game", seat: int, active: bool, tile: str) -> bool:
    for card in held(game, seat, "ability_always"):  # T09
        if not active:
            triggered(game, seat, card, tile=tile)
        return True
    return active


# ----------------------------------------------------------------- dice
def _takeable(game: "Game", seat: int, states: frozenset) -> frozenset:
    if held(game, seat, "forbidden_as_allowed"):  # T08
        return states | {"forbidden"}
    return states


def _on_die_taken(game: "Game", seat: int, state: str, anubis: bool, idle: bool) -> None:
    turn = game.state.turn
    if state == "forbidden" and not anubis and not idle:
        for card in held(game, seat, "forbidden_as_allowed")[:1]:  # T08: the player chooses
            game.push(task("forbidden_state", seat, card=card.id))
    if state == "pure":
        for card in held(game, seat, "vp", "take_pure_die"):  # T18: one die is taken per turn, so once
            if card.id not in turn.used:  # (B11/B12 or T08 may make it pure again)
                turn.used.append(card.id)
                triggered(game, seat, card)
                ops.gain_vp(game, seat, card.effect.params["amount"], card.id)
    if anubis:
        for card in held(game, seat, "vp", "anubis"):  # T23
            triggered(game, seat, card)
            ops.gain_vp(game, seat, card.effect.params["amount"], card.id)


def _forbidden_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("die_state", state=s) for s in ("pure", "tainted")]


@decision("forbidden_state", _forbidden_options,
          lambda g, t: N_("{card}: treat the forbidden die as pure or tainted", card=g.catalog.name(t["card"])))
def _forbidden_state(game: "Game", t: Task, action: Action) -> None:
    game.state.turn.state = action["state"]
    triggered(game, t["player"], game.catalog.technologies[t["card"]], state=action["state"])
    if action["state"] == "pure":
        _on_die_taken(game, t["player"], "pure", False, False)


def _tainted_production_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    turn = game.state.turn
    cards = held(game, seat, "tainted_production")  # T19
    resource = game.board.colour_resource.get(turn.colour)
    if not cards or turn.state != "tainted" or resource is None:  # tainted where it lay, Anubis too
        return []
    cost = cards[0].effect.params["scribe_cost"]
    gods = game.board.gods if turn.anubis else (game.board.gods[turn.section],)
    found = []
    for god in gods:
        then = {"god": god, "values": windows.modify(game, "god_values", seat, [turn.value], god=god)}
        if god_values(game, seat, god, turn.value) and payments_keeping(game, seat, {"scribe": cost}, then):
            found.append(Action.make("god_action", god=god, produce_first=cost, card=cards[0].id))
    return found


# ------------------------------------------------------------ production
def _production_offers(game: "Game", seat: int, production: dict) -> list[Action]:
    if "T13" in production["played"]:
        return []
    found = []
    for card in held(game, seat, "production_adjust")[:1]:  # T13: optional value change
        change = card.effect.params["max_change"]
        value = production["value"]
        found += [Action.make("adjust_production", card=card.id, value=v)
                  for v in range(value - change, value + change + 1) if 1 <= v <= 6 and v != value
                  and _god_action_follows(game, seat, production, card, v)]
    return found


def _god_action_follows(game: "Game", seat: int, production: dict, card: Technology, value: int) -> bool:
    """Whether the god action that follows this production (T19: the die produces first) is
    still possible with the die turned to ``value`` (T13 turns the die itself), counting what
    producing at ``value`` surely gives (docs/rules-decisions.md, T13 during T19)."""
    god = production.get("then_god")
    if god is None:
        return True
    resource = production["resource"]
    kept = min(value, game.state.players[seat].production[resource])
    gain = production["times"] * (kept + card.effect.params["extra"])
    return holds_with(game, seat, {resource: gain}, lambda: bool(god_values(game, seat, god, value)))


def _production_play(game: "Game", seat: int, action: Action, production: dict) -> bool:
    if action.kind != "adjust_production":
        return False
    production["played"].append(action["card"])
    triggered(game, seat, game.catalog.technologies[action["card"]], value=action["value"])
    production["value"] = action["value"]
    if production["with_die"]:
        set_die_value(game, seat, action["value"], action["card"])
    return True


def _on_production(game: "Game", seat: int, resource: str, value: int, greed: int, repeat: int) -> None:
    for card in held(game, seat, "production_greed_vp"):  # T12
        if greed:
            triggered(game, seat, card, greed=greed)
            ops.gain_vp(game, seat, greed * card.effect.params["vp_per_greed"], card.id)
    for card in held(game, seat, "production_adjust"):  # T13: one extra, never greed
        triggered(game, seat, card)
        ops.gain(game, seat, {resource: card.effect.params["extra"]}, card.id)
    if resource == "bread":
        for card in held(game, seat, "bread_production"):  # T17
            triggered(game, seat, card)
            ops.gain_vp(game, seat, card.effect.params["vp_per_production"], card.id)
    if value == 1 and repeat == 0:  # T11: one action, even when B21/B22 produce twice
        _on_value_one(game, seat)


# ------------------------------------------------------------- payments
def _payers(game: "Game", seat: int, payers: tuple, owed: str) -> tuple:
    for card in held(game, seat, "substitute"):  # T10 gold/scribe, T22 limestone/granite
        a, b = card.effect.params["a"], card.effect.params["b"]
        for one, other in ((a, b), (b, a)):
            if one in payers and other not in payers:
                payers = payers + (other,)
    return payers


def _on_paid(game: "Game", seat: int, cost: dict, payment: dict) -> None:
    turn = game.state.turn
    # used whenever one of the two paid what the other was owed, needed or not (the card: "if you do so")
    for card_id in substitutes_used(game, seat, cost, payment):
        card = game.catalog.technologies[card_id]
        triggered(game, seat, card)
        if turn is not None and turn.player == seat and card.id not in turn.used:
            turn.used.append(card.id)
            ops.gain_vp(game, seat, card.effect.params["vp_once_per_turn"], card.id)


# ----------------------------------------------------------------- other
def _on_horus_bonus(game: "Game", seat: int, god: str) -> None:
    for card in held(game, seat, "gain", "horus_bonus"):  # T07
        triggered(game, seat, card)
        ops.gain(game, seat, card.effect.params["gain"], card.id)


def _on_blessing_played(game: "Game", seat: int, card: str) -> None:
    for tech in held(game, seat, "gain", "play_blessing"):  # T24
        triggered(game, seat, tech, blessing=card)
        ops.gain(game, seat, tech.effect.params["gain"], tech.id)


def _on_maat_start(game: "Game", seat: int) -> None:
    for card in held(game, seat, "maat_faith"):  # T15
        triggered(game, seat, card)
        ops.gain(game, seat, {"faith": card.effect.params["faith"]}, card.id)


def _ankh(game: "Game", seat: int, ankh: int) -> int:
    for card in held(game, seat, "maat_faith"):
        ankh = card.effect.params["ankh"]
    return ankh


def _after_maat_order(game: "Game", seat: int) -> None:
    order = game.state.turn_order
    for card in held(game, seat, "turn_order_rewards"):  # T16
        params = card.effect.params
        if order[0] == seat:
            triggered(game, seat, card, place="first")
            ops.gain_vp(game, seat, params["vp_first"], card.id)
        elif order[-1] == seat:
            triggered(game, seat, card, place="last")
            ops.gain(game, seat, {"gold": params["gold_last"]}, card.id)


def _bread_upkeep(game: "Game", seat: int, owed: int) -> int:
    for card in held(game, seat, "bread_production"):  # T17
        if card.effect.params["no_bread_upkeep"] and owed:
            triggered(game, seat, card, bread_waived=owed)
            return 0
    return owed


windows.on_fire("god_action", _on_god_action, technologies=("vp", "bastet_bonus"))
windows.on_fire("god_action_start", _before_god_action, technologies=("vp_and_gain",))
windows.on_modify("action_cost", _cost_relief, technologies=("vp_and_gain",))
windows.on_modify("hathor_pillar_vp", _hathor_pillar_vp, technologies=("hathor_pillar_bonus",))
windows.on_modify("god_values", _god_values, technologies=("god_value_adjust",))
windows.on_modify("ra_ability", _ability_always, technologies=("ability_always",))
windows.on_modify("take_die", _takeable, technologies=("forbidden_as_allowed",))
windows.on_fire("die_taken", _on_die_taken, technologies=("forbidden_as_allowed", "vp"))
windows.on_offer("choose_action", _tainted_production_offers, lambda game, seat, action, **_: False,
                technologies=("tainted_production",))
windows.on_offer("production", _production_offers, _production_play, technologies=("production_adjust",))
windows.on_fire("production_done", _on_production,
                technologies=("production_greed_vp", "production_adjust", "bread_production", "vp"))
windows.on_modify("payers", _payers, technologies=("substitute",))
windows.on_fire("paid", _on_paid, technologies=("substitute",))
windows.on_fire("horus_bonus", _on_horus_bonus, technologies=("gain",))
windows.on_fire("play_blessing", _on_blessing_played, technologies=("gain",))
windows.on_fire("maat_start", _on_maat_start, technologies=("maat_faith",))
windows.on_modify("ankh", _ankh, technologies=("maat_faith",))
windows.on_fire("after_maat_order", _after_maat_order, technologies=("turn_order_rewards",))
windows.on_modify("bread_upkeep", _bread_upkeep, technologies=("bread_production",))
