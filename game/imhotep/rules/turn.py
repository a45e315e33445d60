"""A player's turn: exactly one of the four actions (RULES §4), then the next player.

The order of play goes clockwise. A player with no legal action passes; when nobody has one
the round ends at once (RULES §13.9). After the fourth ship has sailed and unloaded, the
round ends (``rounds.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.core.text import N_
from game.imhotep.rules import market, ships
from game.imhotep.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game


def turn_actions(game: Game, seat: int) -> list[Action]:
    """Everything ``seat`` may do as their turn's action (RULES §8)."""
    player = game.state.players[seat]
    found = []
    if player.sled < game.catalog.sled_capacity and player.quarry > 0:
        found.append(Action.make("get_stones"))
    found += ships.place_actions(game, seat)
    found += ships.sail_actions(game)
    found += [Action.make("play", card=tool) for tool in market.playable_tools(game, seat)]
    return found


def _turn_options(game: Game, t: Task) -> list[Action]:
    return turn_actions(game, t["player"])


@TASKS.decision("turn", _turn_options, N_("Get stones, place a stone, sail a ship or play a blue card"))
def _turn(game: Game, t: Task, action: Action) -> None:
    seat = t["player"]
    game.state.turn_player = seat
    game.push(task("after_turn", seat))
    if action.kind == "get_stones":
        market.take_stones(game, seat, game.catalog.stones_taken)
    elif action.kind == "place":
        ships.place(game, seat, action)
    elif action.kind == "sail":
        ships.sail(game, seat, action)
    else:
        market.play(game, seat, action["card"])


@TASKS.step("after_turn")
def _after_turn(game: Game, t: Task) -> None:
    """The turn is over: the round ends, or the next player who can act takes a turn."""
    game.end_turn()
    if not ships.waiting(game):
        game.push(task("round_end", last=t["player"]))
        return
    seats = len(game.state.players)
    game.push(task("next_turn", (t["player"] + 1) % seats, last=t["player"]))


@TASKS.step("next_turn")
def _next_turn(game: Game, t: Task) -> None:
    """``t["player"]`` takes a turn, or the first player after them who can (RULES §13.9)."""
    seats = len(game.state.players)
    for offset in range(seats):
        seat = (t["player"] + offset) % seats
        if turn_actions(game, seat):
            game.push(task("turn", seat))
            return
        game.emit("turn_passed", player=seat)
    game.push(task("round_end", last=t["last"]))
