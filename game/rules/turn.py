"""A player's turn (RULES §5.1–5.3): take a die, change it with scribes, Anubis, place it
on the scales, perform one action; then the end-of-turn check, rounds and rotations."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops, wheel, windows
from .actions import Action
from .god_actions import can_perform, god_action_task
from .state import TurnState
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game

PLAYABLE = frozenset({"pure", "tainted"})


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
    game.push(task("take_die", t["player"]))


def _scribe_cost(from_value: int, to_value: int) -> int:
    """Scribes needed to turn a die from one value to another (±1 or ±2 per scribe, no wrap)."""
    return (abs(to_value - from_value) + 1) // 2


def _take_options(game: "Game", t: Task) -> list[Action]:
    seat = t["player"]
    p = game.state.players[seat]
    allowed = windows.modify(game, "take_die", seat, PLAYABLE)
    anubis = p.scribes >= game.board.anubis_scribes
    found = []
    for section, dice in enumerate(game.state.board.sections):
        for die in dice:
            if wheel.die_state(game, die, section) in allowed:
                found.append(Action.make("take_die", die=die, anubis=False))
            if anubis:
                found.append(Action.make("take_die", die=die, anubis=True))
    found += windows.offers(game, "start_of_turn", seat) + windows.offers(game, "any_time", seat)
    if not any(a.kind == "take_die" for a in found):
        # RULES §10 item 11: nothing can be taken normally: take any die and do nothing with it
        found = [Action.make("take_die", die=d, anubis=False, idle=True)
                 for dice in game.state.board.sections for d in dice]
    return found


def _take_prompt(game: "Game", t: Task) -> str:
    return "Take a pure or tainted die (or any die with Anubis for 2 scribes)"


@decision("take_die", _take_options, _take_prompt)
def _take_die(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind != "take_die":
        windows.play(game, "start_of_turn", seat, action) or windows.play(game, "any_time", seat, action)
        game.push(task("take_die", seat))
        return
    die = action["die"]
    section = next(s for s, dice in enumerate(game.state.board.sections) if die in dice)
    game.state.board.sections[section].remove(die)
    turn = game.state.turn
    turn.die, turn.section = die, section
    turn.value, turn.colour = game.state.dice[die].value, game.state.dice[die].colour
    turn.state = wheel.die_state(game, die, section)
    turn.anubis = action["anubis"]
    idle = bool(action.get("idle"))
    if turn.anubis:
        ops.spend(game, seat, {"scribe": game.board.anubis_scribes}, "Anubis")
    game.emit("die_taken", player=seat, die=die, colour=turn.colour, value=turn.value, section=section,
              god=wheel.god_of(game, section), state=turn.state, anubis=turn.anubis, idle=idle)
    windows.fire(game, "die_taken", seat, state=turn.state, anubis=turn.anubis)
    follow = []
    if game.state.players[seat].scribes > 0 and not idle:
        follow.append(task("adjust_die", seat))
    follow.append(task("place_die", seat, under=turn.anubis or idle))
    if not idle:
        follow.append(task("choose_action", seat))
    game.push(*follow, task("end_turn", seat))


def _adjust_options(game: "Game", t: Task) -> list[Action]:
    seat = t["player"]
    turn, scribes = game.state.turn, game.state.players[seat].scribes
    found = [Action.make("set_value", value=v, scribes=_scribe_cost(turn.value, v))
             for v in range(1, 7) if _scribe_cost(turn.value, v) <= scribes]
    return found + windows.offers(game, "take_die", seat) + windows.offers(game, "any_time", seat)


@decision("adjust_die", _adjust_options,
          lambda g, t: f"Change the die's value with scribes (1 scribe per ±1 or ±2); it shows {g.state.turn.value}")
def _adjust_die(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind != "set_value":
        windows.play(game, "take_die", seat, action) or windows.play(game, "any_time", seat, action)
        game.push(task("adjust_die", seat))
        return
    if action["scribes"]:
        ops.spend(game, seat, {"scribe": action["scribes"]}, "change die value")
        game.emit("die_changed", player=seat, die=game.state.turn.die, before=game.state.turn.value,
                  value=action["value"])
    game.state.turn.value = action["value"]


@step("place_die")
def _place_die(game: "Game", t: Task) -> None:
    turn = game.state.turn
    p = game.state.players[t["player"]]
    game.state.dice[turn.die].value = turn.value
    where = "under" if t["under"] else turn.state
    {"under": p.under, "pure": p.pure, "tainted": p.tainted}[where].append(turn.die)
    game.emit("die_placed", player=t["player"], die=turn.die, value=turn.value, side=where)


def action_options(game: "Game", seat: int) -> list[Action]:
    turn = game.state.turn
    gods = game.board.gods if turn.anubis else (wheel.god_of(game, turn.section),)
    found = [Action.make("god_action", god=g) for g in gods if can_perform(game, seat, g, turn.value)]
    if turn.anubis:
        resources = list(game.board.osiris.districts)
    else:
        produced = game.board.colour_resource.get(turn.colour)
        resources = [produced] if produced else []
    found += [Action.make("produce", resource=r) for r in resources]
    if not found:
        found = [Action.make("no_action")]
    return found + windows.offers(game, "any_time", seat)


def _choose_options(game: "Game", t: Task) -> list[Action]:
    return action_options(game, t["player"])


def _choose_prompt(game: "Game", t: Task) -> str:
    turn = game.state.turn
    where = "any god (Anubis)" if turn.anubis else wheel.god_of(game, turn.section).capitalize()
    return f"Use your {turn.colour} {turn.value} for the action of {where} or to produce"


@decision("choose_action", _choose_options, _choose_prompt)
def _choose_action(game: "Game", t: Task, action: Action) -> None:
    seat, turn = t["player"], game.state.turn
    if action.kind == "god_action":
        game.push(god_action_task(seat, action["god"], turn.value, source="die"))
    elif action.kind == "produce":
        game.push(task("produce", seat, resource=action["resource"], value=turn.value, source="die"))
    elif action.kind == "no_action":
        game.emit("no_action", player=seat)
    else:
        windows.play(game, "any_time", seat, action)
        game.push(task("choose_action", seat))


@step("end_turn")
def _end_turn(game: "Game", t: Task) -> None:
    state = game.state
    ops.refill_market(game)
    state.turn = None
    game.emit("turn_ended", player=t["player"])
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
