"""Blessings B01–B24 (RULES §8.5): one-shot cards played as decisions in their windows.

Each effect kind registers an *offer* (the legal ``play_blessing``/``take_die`` actions it
adds at a decision) and a *play* function (resolving the chosen action) in ``windows``.
A played blessing is discarded, emits ``card_played`` and fires ``play_blessing`` (T24).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_

from . import ops, wheel, windows
from .catalog import Blessing
from .payment import can_pay, pay_task, payments_keeping
from .tasks import Task, decision, task
from .turn import god_values, push_god_action_with_die, set_die_value

if TYPE_CHECKING:
    from .game import Game

PLAYABLE = frozenset({"pure", "tainted"})


def held(game: "Game", seat: int, kind: str) -> list[Blessing]:
    """Held blessings of an effect kind, one per distinct effect (identical twins offered once)."""
    p = game.state.players[seat]
    if not p.blessings or p.is_automa:  # Botankhamun ignores all card effects
        return []
    found: list[Blessing] = []
    for card_id in sorted(p.blessings):
        card = game.catalog.blessings[card_id]
        if card.effect.kind == kind and all(card.effect.params != twin.effect.params for twin in found):
            found.append(card)
    return found


def play_card(game: "Game", seat: int, card_id: str, **details: Any) -> None:
    p = game.state.players[seat]
    p.blessings.remove(card_id)
    game.state.board.discards["blessing"].append(card_id)
    game.emit("card_played", player=seat, card=card_id, **details)
    windows.fire(game, "play_blessing", seat, card=card_id)


def _in_turn(game: "Game", seat: int) -> bool:
    return game.state.turn is not None and game.state.turn.player == seat


def _card_of(game: "Game", action: Action, kind: str, action_kind: str = "play_blessing") -> Blessing | None:
    card_id = action.get("blessing") if action_kind == "take_die" else action.get("card")
    if action.kind != action_kind or not card_id or card_id not in game.catalog.blessings:
        return None
    card = game.catalog.blessings[card_id]
    return card if card.effect.kind == kind else None


# ----------------------------------------------------------- B01–B06: gain when producing
def _gain_offers(game: "Game", seat: int, production: dict) -> list[Action]:
    return [Action.make("play_blessing", card=c.id) for c in held(game, seat, "gain")]


def _gain_play(game: "Game", seat: int, action: Action, production: dict) -> bool:
    card = _card_of(game, action, "gain")
    if card is None:
        return False
    play_card(game, seat, card.id)
    ops.gain(game, seat, card.effect.params["gain"], card.id)
    return True


# ------------------------------------------------------------- B21/B22: produce twice
def _double_offers(game: "Game", seat: int, production: dict) -> list[Action]:
    if production["times"] > 1:
        return []
    return [Action.make("play_blessing", card=c.id) for c in held(game, seat, "double_production")]


def _double_play(game: "Game", seat: int, action: Action, production: dict) -> bool:
    card = _card_of(game, action, "double_production")
    if card is None:
        return False
    play_card(game, seat, card.id)
    production["times"] = 2
    return True


# ------------------------------------------------------- B07/B08: population or happiness
def _people_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    if not _in_turn(game, seat):
        return []
    return [Action.make("play_blessing", card=c.id, gain=item)
            for c in held(game, seat, "population_or_happiness") for item in ("population", "happiness")]


def _people_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "population_or_happiness")
    if card is None:
        return False
    play_card(game, seat, card.id, gain=action["gain"])
    ops.gain(game, seat, {action["gain"]: card.effect.params["amount"]}, card.id)
    return True


# ------------------------------------------------------------------ B09/B10: any face
def _face_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    return [Action.make("play_blessing", card=c.id) for c in held(game, seat, "set_face")]


def _face_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "set_face")
    if card is None:
        return False
    play_card(game, seat, card.id)
    game.push(task("set_face", seat, card=card.id))
    return True


def _set_face_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("set_face", value=v) for v in range(1, 7)]


@decision("set_face", _set_face_options,
          lambda g, t: N_("{card}: turn the die to any face", card=g.catalog.name(t["card"])))
def _set_face(game: "Game", t: Task, action: Action) -> None:
    set_die_value(game, t["player"], action["value"], t["card"])


# ---------------------------------------------------- B11/B12: treat as another colour
def _recolour_targets(game: "Game", seat: int, colour: str, section: int, anubis: bool) -> list[str]:
    """The other colours the die may be taken as: those whose state in its section the player may
    take (pure or tainted; forbidden too with T08, which then makes it pure or tainted); any
    colour with Anubis, where the state does not matter."""
    allowed = windows.modify(game, "take_die", seat, PLAYABLE)
    return [c for c in game.board.die_state if c != colour
            and (anubis or wheel.state_of(game, c, section) in allowed)]


def _recolour_take_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    """Taking a die that is not takeable otherwise, because the card changes its colour."""
    cards = held(game, seat, "recolour")
    if not cards:
        return []
    allowed = windows.modify(game, "take_die", seat, PLAYABLE)
    found = []
    for section, dice in enumerate(game.state.board.sections):
        for die in dice:
            colour = game.state.dice[die].colour
            if (wheel.state_of(game, colour, section) not in allowed
                    and _recolour_targets(game, seat, colour, section, anubis=False)):
                found.append(Action.make("take_die", die=die, anubis=False, blessing=cards[0].id))
    return found


def _recolour_take_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "recolour", action_kind="take_die")
    if card is None:
        return False
    _start_recolour(game, seat, card)
    return True


def _recolour_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    return [Action.make("play_blessing", card=c.id) for c in held(game, seat, "recolour")]


def _recolour_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "recolour")
    if card is None:
        return False
    _start_recolour(game, seat, card)
    return True


def _start_recolour(game: "Game", seat: int, card: Blessing) -> None:
    play_card(game, seat, card.id)
    game.push(task("recolour", seat, card=card.id, change=card.effect.params["value_change"]))


def _recolour_options(game: "Game", t: Task) -> list[Action]:
    turn = game.state.turn
    deltas = [d for d in range(-t["change"], t["change"] + 1) if 1 <= turn.value + d <= 6]
    return [Action.make("recolour", colour=c, change=d)
            for c in _recolour_targets(game, t["player"], turn.colour, turn.section, turn.anubis)
            for d in deltas]


@decision("recolour", _recolour_options,
          lambda g, t: N_("{card}: choose the colour the die counts as, and change its value by up to 1",
                          card=g.catalog.name(t["card"])))
def _recolour(game: "Game", t: Task, action: Action) -> None:
    turn = game.state.turn
    before = turn.state
    turn.colour = action["colour"]
    if not turn.anubis:
        turn.state = wheel.state_of(game, turn.colour, turn.section)
    game.emit("die_recoloured", player=t["player"], die=turn.die, colour=turn.colour, state=turn.state)
    if turn.state != before:  # taken in this state after all: T08's choice if forbidden, T18 if pure
        windows.fire(game, "die_taken", t["player"], state=turn.state, anubis=False, idle=False)
    set_die_value(game, t["player"], turn.value + action["change"], t["card"])


# ------------------------------------------------------ B13–B16: waive a cost part
def _waivers(game: "Game", seat: int, god: str) -> list[Blessing]:
    return [c for c in held(game, seat, "waive_cost") if god in c.effect.params["gods"]]


def _waived(cost: dict, card: Blessing) -> dict:
    return {r: n for r, n in cost.items() if r not in card.effect.params["resources"]}


def _waive_cost(game: "Game", seat: int, cost: dict, god: str, **_: Any) -> dict:
    for card in _waivers(game, seat, god):
        cost = _waived(cost, card)
    return cost


def cost_after(game: "Game", card_id: str, cost: dict) -> dict:
    """What is still owed of ``cost`` once the waiver ``card_id`` is played (paid next)."""
    return {r: n for r, n in _waived(cost, game.catalog.blessings[card_id]).items() if n}


def _waive_offers(game: "Game", seat: int, god: str, cost: dict) -> list[Action]:
    return [Action.make("play_blessing", card=c.id) for c in _waivers(game, seat, god)
            if _waived(cost, c) != {r: n for r, n in cost.items() if n}]


def _waive_play(game: "Game", seat: int, action: Action, god: str, cost: dict) -> bool:
    card = _card_of(game, action, "waive_cost")
    if card is None:
        return False
    rest = cost_after(game, card.id, cost)
    play_card(game, seat, card.id, waived=[r for r, n in cost.items() if n and r not in rest], god=god)
    if rest:
        game.push(pay_task(seat, rest, f"{god.capitalize()} (rest of the cost)"))
    return True


# ------------------------------------------- B17–B20: an extra god action with the same die
def _extra_gods(game: "Game", card: Blessing) -> list[str]:
    gods, section = game.board.gods, game.state.turn.section
    n = len(gods)
    if card.effect.kind == "adjacent_action":
        return [gods[(section - 1) % n], gods[(section + 1) % n]]
    return [gods[(section + n // 2) % n]]


def _extra_cost_ok(game: "Game", seat: int, card: Blessing) -> bool:
    params = card.effect.params
    if card.effect.kind == "adjacent_action":
        return can_pay(game, seat, {"scribe": params["scribe_cost"]})
    p = game.state.players[seat]
    return p.happiness >= params["happiness_cost"] and p.population >= params["population_cost"]


def _extra_then(game: "Game", seat: int, god: str) -> dict:
    """The god action a B17 scribe is paid for, with the values the die may take (T14)."""
    return {"god": god, "values": windows.modify(game, "god_values", seat, [game.state.turn.value], god=god)}


def _extra_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    turn = game.state.turn
    if turn is None or turn.section is None:
        return []
    found = []
    p = game.state.players[seat]
    for kind in ("adjacent_action", "opposite_action"):
        for card in held(game, seat, kind):
            if not _extra_cost_ok(game, seat, card):
                continue
            # B19/B20 cost happiness and population first: judge the action after that loss
            loss = card.effect.params if kind == "opposite_action" else {}
            saved = p.happiness, p.population
            p.population -= loss.get("population_cost", 0)
            p.happiness = min(p.population, p.happiness - loss.get("happiness_cost", 0))
            try:
                for god in _extra_gods(game, card):
                    if kind == "adjacent_action":
                        cost = {"scribe": card.effect.params["scribe_cost"]}
                        possible = bool(payments_keeping(game, seat, cost, _extra_then(game, seat, god)))
                    else:
                        possible = bool(god_values(game, seat, god, turn.value))
                    if possible:
                        found.append(Action.make("play_blessing", card=card.id, god=god))
            finally:
                p.happiness, p.population = saved
    return found


def _extra_after_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    """After the normal action: only cards already held when the die was taken (they are
    declared with the die, RULES §5.1 step 3)."""
    turn = game.state.turn
    if turn is None or "action" not in turn.used:
        return []
    return [a for a in _extra_offers(game, seat) if f"held:{a['card']}" in turn.used]


def _extra_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "adjacent_action") or _card_of(game, action, "opposite_action")
    if card is None:
        return False
    play_card(game, seat, card.id, god=action["god"])
    params = card.effect.params
    if card.effect.kind == "adjacent_action":
        # the die's possible values (T14) are judged once the scribe is paid
        game.push(pay_task(seat, {"scribe": params["scribe_cost"]}, card.id,
                           then=_extra_then(game, seat, action["god"])),
                  task("god_action_with_die", seat, god=action["god"], source=card.id))
    else:
        ops.lose_happiness(game, seat, params["happiness_cost"], card.id)
        ops.lose_population(game, seat, params["population_cost"], card.id)
        push_god_action_with_die(game, seat, action["god"], card.id)
    return True


# ------------------------------------------------------ B23/B24: Anubis without scribes
def _anubis_offers(game: "Game", seat: int, **_: Any) -> list[Action]:
    cards = held(game, seat, "free_anubis")
    if not cards:
        return []
    return [Action.make("take_die", die=d, anubis=True, blessing=cards[0].id)
            for dice in game.state.board.sections for d in dice]


def _anubis_play(game: "Game", seat: int, action: Action, **_: Any) -> bool:
    card = _card_of(game, action, "free_anubis", action_kind="take_die")
    if card is None:
        return False
    play_card(game, seat, card.id)
    return True


windows.on_offer("production", _gain_offers, _gain_play, blessings=("gain",))
windows.on_offer("production", _double_offers, _double_play, blessings=("double_production",))
windows.on_offer("any_time", _people_offers, _people_play, blessings=("population_or_happiness",))
windows.on_offer("take_die", _face_offers, _face_play, blessings=("set_face",))
windows.on_offer("take_die", _recolour_offers, _recolour_play, blessings=("recolour",))
windows.on_offer("start_of_turn", _recolour_take_offers, _recolour_take_play, blessings=("recolour",))
windows.on_offer("start_of_turn", _anubis_offers, _anubis_play, blessings=("free_anubis",))
windows.on_modify("action_cost", _waive_cost, blessings=("waive_cost",))
windows.on_offer("payment", _waive_offers, _waive_play, blessings=("waive_cost",))
windows.on_offer("choose_action", _extra_offers, _extra_play, blessings=("adjacent_action", "opposite_action"))
windows.on_offer("turn_end", _extra_after_offers, _extra_play, blessings=("adjacent_action", "opposite_action"))
