"""The Dynasty phase (RULES §4): the Pharaoh's reroll, playing one card (or two of the same caste
for 1 deben), then that caste's ability once (``abilities.py``).

A player with no card in hand skips the phase (RULES §4, a RECONSTRUCTED edge case: refilling to
4 makes it rare, but the last round can bring it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.dynasties.rules import cards, dice
from game.dynasties.rules.abilities import ON_PLAY
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


@TASKS.step("dynasty")
def _dynasty(game: Game, t: Task) -> None:
    seat = t["player"]
    player = game.state.players[seat]
    if not player.hand:
        game.emit("dynasty_skipped", player=seat)
        return
    game.push(task("play", seat))
    if player.dynasty["pharaoh"] and dice.in_play(game.state.dice):
        game.push(task("pharaoh", seat))


def _pharaoh_options(game: Game, t: Task) -> list[Action]:
    return [Action.make("reroll", value=value) for value in dice.values(game.state.dice)] + [Action.make("keep_dice")]


@TASKS.decision("pharaoh", _pharaoh_options, "Pharaoh: reroll one die in play, or keep the dice")
def _pharaoh(game: Game, t: Task, action: Action) -> None:
    """RULES §7.1: one die in play may be rolled again before the card is played."""
    if action.kind == "keep_dice":
        return
    state = game.state
    index = state.dice.index(action["value"])
    state.dice[index] = state.rng.dice(1, game.catalog.setup.die_faces)[0]
    game.emit("die_rerolled", player=t["player"], die=index, before=action["value"], after=state.dice[index],
              dice=list(state.dice))


def play_options(game: Game, seat: int) -> list[Action]:
    """One card of any caste in hand, or two of one caste if the player can pay for the second."""
    player = game.state.players[seat]
    cost = game.catalog.turn.second_card_cost
    found = []
    for caste in cards.castes_in(player.hand):
        found.append(Action.make("play", caste=caste, count=1))
        if cards.hand_count(player, caste) >= 2 and player.deben >= cost:
            found.append(Action.make("play", caste=caste, count=2))
    return found


def _play_options(game: Game, t: Task) -> list[Action]:
    return play_options(game, t["player"])


def _play_prompt(game: Game, t: Task) -> str:
    cost = game.catalog.turn.second_card_cost
    return f"Play a caste card into your Dynasty (a second of the same caste costs {cost} deben)"


@TASKS.decision("play", _play_options, _play_prompt)
def _play(game: Game, t: Task, action: Action) -> None:
    seat, caste, count = t["player"], action["caste"], action["count"]
    player = game.state.players[seat]
    paid = game.catalog.turn.second_card_cost if count == 2 else 0
    player.deben -= paid
    cards.show_from_hand(player, caste, count)
    player.dynasty[caste] += count
    game.emit("cards_played", player=seat, caste=caste, count=count, paid=paid)
    if caste in ON_PLAY:
        game.push(task(caste, seat))
