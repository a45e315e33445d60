"""The three four-sided dice (RULES §6): rolled at the start of each round, lowered by the
abilities, removed until the next round when they fall below 1 (a removed die is written 0).

Dice showing the same value are interchangeable, so where a rule lets a player choose among
them ("if several dice share the highest value, you choose"), the first such die is used.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game

REMOVED = 0


def in_play(dice: list[int]) -> list[int]:
    """The values of the dice still in play."""
    return [value for value in dice if value != REMOVED]


def values(dice: list[int]) -> list[int]:
    """The distinct values in play, lowest first: each a choice where a rule picks a die."""
    return sorted(set(in_play(dice)))


def highest(dice: list[int]) -> int:
    """The highest die in play; 0 with none in play (RULES §6)."""
    return max(dice, default=REMOVED)


def total(dice: list[int]) -> int:
    """The sum of the dice in play; 0 with none in play."""
    return sum(dice)


def roll(game: Game) -> None:
    setup = game.catalog.setup
    game.state.dice = game.state.rng.dice(setup.dice, setup.die_faces)


def lower(game: Game, value: int, by: int = 1) -> None:
    """The first die showing ``value`` goes down by ``by``; below 1 it is removed."""
    dice = game.state.dice
    index = dice.index(value)
    dice[index] = max(REMOVED, value - by)


def lower_all(game: Game, by: int = 1) -> None:
    """Every die in play goes down by ``by`` (the Noble; the 2-player variants' round start)."""
    game.state.dice = [max(REMOVED, value - by) for value in game.state.dice]
