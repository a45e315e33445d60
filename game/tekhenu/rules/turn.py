"""A player's turn (RULES §5.1–5.3): take a die, change it with scribes, Anubis, place it
on the scales, perform one action; then the end-of-turn check, rounds and rotations.

Card effects plug in through ``windows``: blessings are extra legal actions at the
decisions of the turn (take_die, adjust_die, choose_action, turn_end), technologies fire
or modify values at the points named in ``windows``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import N_, listed

from . import ops, wheel, windows
from .god_actions import can_perform, god_action_task, obstacle
from .names import die_name, god_name, resource_name
from .payment import can_pay, pay_task
from .state import TurnState, set_die
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game

PLAYABLE = frozenset({"pure", "tainted"})
new_action = tuple.__new__  # Action(kind, args) without the Python-level __new__, for the hottest loop


@step("start_round")
def _start_round(game: "Game", _: Task) -> None:
    state = game.state
    state.phase = "play"
    state.round += 1
    state.current = 0
    game.emit("round_started", round=state.round, order=list(state.turn_order))
    game.push(task("turn", state.turn_order[0]))


@step("turn")
def _turn(game: "Game", t: Task) -> None:
    game.state.turn = TurnState(player=t["player"])
    game.emit("turn_started", player=t["player"], round=game.state.round)
    automa = game.state.players[t["player"]].is_automa
    game.push(task("automa_turn" if automa else "take_die", t["player"]))


def scribe_cost(game: "Game", from_value: int, to_value: int) -> int:
    """Scribes needed to turn a die from one value to another (±1 or ±2 per scribe, no wrap)."""
    step = game.board.scribe_value_change
    return (abs(to_value - from_value) + step - 1) // step


def _anubis_cost(game: "Game") -> dict[str, int]:
    return {"scribe": game.board.anubis_scribes}


# ----------------------------------------------------------------- taking a die
def _take_options(game: "Game", t: Task) -> list[Action]:
    seat = t["player"]
    allowed = windows.modify(game, "take_die", seat, PLAYABLE)
    anubis = can_pay(game, seat, _anubis_cost(game))
    states, dice_data = game.board.die_state, game.state.dice
    found = []
    for dice, light in zip(game.state.board.sections, wheel.lightings(game)):
        for die in dice:  # the hottest loop of the engine: actions built directly, args in sorted order
            if states[dice_data[die].colour][light] in allowed:
                found.append(new_action(Action, ("take_die", (("anubis", False), ("die", die)))))
            if anubis:
                found.append(new_action(Action, ("take_die", (("anubis", True), ("die", die)))))
    found += windows.offers(game, "start_of_turn", seat)
    if not found:
        # RULES §10 item 11: nothing can be taken normally: take any die and do nothing with it
        found = [Action.make("take_die", die=d, anubis=False, idle=True)
                 for dice in game.state.board.sections for d in dice]
    return found + windows.offers(game, "any_time", seat)


@decision("take_die", _take_options, N_("Take a pure or tainted die (or any die with Anubis for 2 scribes)"))
def _take_die(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind != "take_die":
        game.push(task("take_die", seat))
        windows.play(game, "any_time", seat, action)
        return
    die = action["die"]
    section = next(s for s, dice in enumerate(game.state.board.sections) if die in dice)
    game.state.board.sections[section].remove(die)
    turn = game.state.turn
    turn.die, turn.section = die, section
    turn.value, turn.colour = game.state.dice[die].value, game.state.dice[die].colour
    turn.state = wheel.die_state(game, die, section)
    turn.anubis = action["anubis"]
    # cards "declared when taking a die" (B17–B20) may be used after the action only if held now
    turn.used.extend(f"held:{card_id}" for card_id in game.state.players[seat].blessings)
    idle = bool(action.get("idle"))
    card = action.get("blessing")
    game.emit("die_taken", player=seat, die=die, colour=turn.colour, value=turn.value, section=section,
              god=wheel.god_of(game, section), state=turn.state, anubis=turn.anubis, idle=idle)
    follow = []
    if turn.anubis and not card:
        follow.append(pay_task(seat, _anubis_cost(game), "Anubis"))
    if not idle and _may_hold_options(game, seat):
        follow.append(task("adjust_die", seat))
    follow.append(task("place_die", seat, under=turn.anubis or idle))
    if not idle:
        follow.append(task("choose_action", seat))
    game.push(*follow, task("turn_end", seat), task("end_turn", seat))
    # Cards resolve first: a blessing played with the take (B11, B23), then technologies (T08).
    if card:
        windows.play(game, "start_of_turn", seat, action)
    windows.fire(game, "die_taken", seat, state=turn.state, anubis=turn.anubis, idle=idle)


# ----------------------------------------------------------- changing its value
def _may_hold_options(game: "Game", seat: int) -> bool:
    """Whether a player could have anything to decide beyond the plain turn: scribes, gold
    (T10 pays scribes with it) or cards. The decisions concerned are auto-resolved when they
    offer one option anyway; this only spares computing them for the many players without."""
    p = game.state.players[seat]
    return bool(p.scribes or p.blessings or p.technologies)


def _adjust_options(game: "Game", t: Task) -> list[Action]:
    seat, turn = t["player"], game.state.turn
    costs = {v: scribe_cost(game, turn.value, v) for v in range(1, 7)}
    most = max(costs.values())
    # the most scribes the player can pay (paying more is never easier than less): those held at
    # least, and more only where a technology lets something else stand in for scribes (T10)
    affordable = min(game.state.players[seat].scribes, most)
    while affordable < most and can_pay(game, seat, {"scribe": affordable + 1}):
        affordable += 1
    found = [Action.shared("set_value", value=v, scribes=n) for v, n in costs.items() if n <= affordable]
    return found + windows.offers(game, "take_die", seat) + windows.offers(game, "any_time", seat)


@decision("adjust_die", _adjust_options,
          lambda g, t: N_("Change the die's value with scribes (1 scribe per ±1 or ±2); it shows {value}",
                          value=g.state.turn.value),
          auto_single=True)  # keeping the value is always an option: alone, nothing to decide
def _adjust_die(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind != "set_value":
        game.push(task("adjust_die", seat))
        windows.play(game, "take_die", seat, action) or windows.play(game, "any_time", seat, action)
        return
    if action["scribes"]:
        game.push(pay_task(seat, {"scribe": action["scribes"]}, "changing the die's value"),
                  task("set_die_value", seat, value=action["value"], reason="scribes"))


@step("god_action_with_die")
def _god_action_with_die(game: "Game", t: Task) -> None:
    push_god_action_with_die(game, t["player"], t["god"], t["source"])


@step("set_die_value")
def _set_die_value(game: "Game", t: Task) -> None:
    set_die_value(game, t["player"], t["value"], t["reason"])


def set_die_value(game: "Game", seat: int, value: int, reason: str) -> None:
    """Turn the die of this turn to ``value`` (it keeps that value on the scales)."""
    turn = game.state.turn
    if value != turn.value:
        game.emit("die_changed", player=seat, die=turn.die, before=turn.value, value=value, reason=reason)
        turn.value = value
        set_die(game.state, turn.die, value)


@step("place_die")
def _place_die(game: "Game", t: Task) -> None:
    turn = game.state.turn
    p = game.state.players[t["player"]]
    set_die(game.state, turn.die, turn.value)
    where = "under" if t["under"] else turn.state
    {"under": p.under, "pure": p.pure, "tainted": p.tainted}[where].append(turn.die)
    game.emit("die_placed", player=t["player"], die=turn.die, value=turn.value, side=where)


# ------------------------------------------------------------------- the action
def god_values(game: "Game", seat: int, god: str, value: int) -> list[int]:
    """Values the die may have for ``god``'s action (T14 widens them) that make it possible."""
    candidates = windows.modify(game, "god_values", seat, [value], god=god)
    return [v for v in candidates if can_perform(game, seat, god, v)]


def push_god_action_with_die(game: "Game", seat: int, god: str, source: str) -> None:
    values = god_values(game, seat, god, game.state.turn.value)
    if len(values) > 1:
        game.push(task("god_value", seat, god=god, values=values, source=source))
    else:
        _use_value(game, seat, values[0])
        game.push(god_action_task(seat, god, values[0], source=source))


def _use_value(game: "Game", seat: int, value: int) -> None:
    """The die takes the value it is used with (a technology may have changed it, T14)."""
    if value != game.state.turn.value:
        card = next(c for c in game.state.players[seat].technologies
                    if game.catalog.technologies[c].effect.kind == "god_value_adjust")
        game.emit("tech_triggered", player=seat, card=card, value=value)
        set_die_value(game, seat, value, card)


def action_options(game: "Game", seat: int) -> list[Action]:
    turn = game.state.turn
    gods = game.board.gods if turn.anubis else (wheel.god_of(game, turn.section),)
    found = [Action.shared("god_action", god=g) for g in gods if god_values(game, seat, g, turn.value)]
    if turn.anubis:
        resources = list(game.board.osiris.districts)
    else:
        produced = game.board.colour_resource.get(turn.colour)
        resources = [produced] if produced else []
    found += [Action.shared("produce", resource=r) for r in resources]
    found += windows.offers(game, "choose_action", seat)
    if not any(a.kind in ("god_action", "produce") for a in found):
        found.append(Action.shared("no_action"))
    return found + windows.offers(game, "any_time", seat)


def _choose_options(game: "Game", t: Task) -> list[Action]:
    return action_options(game, t["player"])


def _choose_prompt(game: "Game", t: Task) -> str:
    """Names only what is offered: a god action that is impossible is left out (and said why)."""
    turn = game.state.turn
    die = die_name(turn.colour, turn.value)
    offered = game.legal_actions()   # this decision's options (cached by the engine)
    gods = [a["god"] for a in offered if a.kind == "god_action" and not a.get("produce_first")]
    produce = [a["resource"] for a in offered if a.kind == "produce"]
    if turn.anubis:
        if len(gods) == len(game.board.gods):
            return N_("Use your {die} for the action of any god or to produce any resource (Anubis)", die=die)
        if gods:
            return N_("Use your {die} for the action of {gods} or to produce any resource (Anubis)", die=die,
                      gods=listed([god_name(g) for g in gods], "or"))
        return N_("Use your {die} to produce any resource (Anubis)", die=die)
    # a die of one section: its god's action (one at most), the good of its colour (one at most)
    if gods and produce:
        return N_("Use your {die} for the action of {god} or to produce {resource}", die=die,
                  god=god_name(gods[0]), resource=resource_name(produce[0]))
    if gods:
        return N_("Use your {die} for the action of {god}", die=die, god=god_name(gods[0]))
    god = wheel.god_of(game, turn.section)
    why = obstacle(game, t["player"], god, turn.value)
    if produce and why:
        # Translators: {reason} says why the god's action is impossible ("no building spot left").
        return N_("Use your {die} to produce {resource} (no action of {god}: {reason})", die=die,
                  resource=resource_name(produce[0]), god=god_name(god), reason=why)
    if produce:
        return N_("Use your {die} to produce {resource}", die=die, resource=resource_name(produce[0]))
    if why:
        return N_("Use your {die}: it can be used for nothing (no action of {god}: {reason})", die=die,
                  god=god_name(god), reason=why)
    return N_("Use your {die}: it can be used for nothing", die=die)


@decision("choose_action", _choose_options, _choose_prompt)
def _choose_action(game: "Game", t: Task, action: Action) -> None:
    seat, turn = t["player"], game.state.turn
    if action.kind in ("god_action", "produce", "no_action"):
        turn.used.append("action")
    if action.kind == "god_action" and action.get("produce_first"):
        # T19: produce with the tainted die first; the die's value for the god action (T14) is
        # judged afterwards, once the scribe is paid and the production (maybe T13) is done
        game.emit("tech_triggered", player=seat, card=action["card"])
        then = {"god": action["god"], "values": windows.modify(game, "god_values", seat, [turn.value],
                                                               god=action["god"])}
        game.push(pay_task(seat, {"scribe": action["produce_first"]}, "T19: producing first", then=then),
                  task("produce", seat, resource=game.board.colour_resource[turn.colour],
                       value=turn.value, source="die", with_die=True, then_god=action["god"]),
                  task("god_action_with_die", seat, god=action["god"], source="die"))
    elif action.kind == "god_action":
        push_god_action_with_die(game, seat, action["god"], "die")
    elif action.kind == "produce":
        game.push(task("produce", seat, resource=action["resource"], value=turn.value, source="die", with_die=True))
    elif action.kind == "no_action":
        game.emit("no_action", player=seat)
    else:  # a blessing: an extra action first (B17–B20) or one playable any time (B07/B08)
        game.push(task("choose_action", seat))
        windows.play(game, "choose_action", seat, action) or windows.play(game, "any_time", seat, action)


def _god_value_options(game: "Game", t: Task) -> list[Action]:
    return [Action.shared("god_value", value=v) for v in t["values"]]


@decision("god_value", _god_value_options,
          lambda g, t: N_("Choose the die's value for the action of {god}", god=god_name(t["god"])))
def _god_value(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    _use_value(game, seat, action["value"])
    game.push(god_action_task(seat, t["god"], action["value"], source=t["source"]))


# ------------------------------------------------------------------ end of turn
def _turn_end_options(game: "Game", t: Task) -> list[Action]:
    seat = t["player"]
    return [Action.shared("end_turn")] + windows.offers(game, "turn_end", seat) + windows.offers(game, "any_time", seat)


def _turn_end_prompt(game: "Game", t: Task) -> str:
    if len(_turn_end_options(game, t)) > 1:
        return N_("Play a card, or end your turn")
    return N_("End your turn (until you do, its last move can still be undone)")


@decision("turn_end", _turn_end_options, _turn_end_prompt)
def _turn_end(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind == "end_turn":
        return
    if game.state.players[seat].blessings:
        game.push(task("turn_end", seat))
    windows.play(game, "turn_end", seat, action) or windows.play(game, "any_time", seat, action)


@step("end_turn")
def _end_turn(game: "Game", t: Task) -> None:
    state = game.state
    ops.refill_market(game)
    state.turn = None
    game.emit("turn_ended", player=t["player"])
    game.end_turn()
    if state.current < len(state.turn_order) - 1:
        state.current += 1
        game.push(task("turn", state.turn_order[state.current]))
    elif state.players[t["player"]].dice_held() in (2, 4):
        game.push(task("rotation"))
    else:
        game.push(task("start_round"))


@step("rotation")
def _rotation(game: "Game", t: Task) -> None:
    wheel.rotate(game)
    if game.state.players[game.state.turn_order[-1]].dice_held() == 4:
        game.push(task("maat"))
    else:
        game.push(task("rotation_dice"))


@step("rotation_dice")
def _rotation_dice(game: "Game", t: Task) -> None:
    for section in wheel.shaded_sections(game):
        wheel.draw_dice(game, section, len(game.state.players))
    game.push(task("start_round"))
