"""The state of a game of Imhotep: plain dataclasses that ``game.core.serial`` turns into JSON.

A stone is written as its owner's seat. Hidden: the order of the market draw pile, the order of
the round deck and which round card was put away unseen, the seed and the random generator.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.rng import Rng

FORMAT = "imhotep-state/1"
EMPTY = -1   # an empty space on a ship


@dataclass(frozen=True)
class GameConfig:
    players: int = 2
    seed: int = 0


@dataclass
class ImhotepRng(Rng):
    namespace: ClassVar[str] = "imhotep"


@dataclass
class Player:
    sled: int = 0
    quarry: int = 0                 # this colour's stones left in the quarry
    cards: list[str] = field(default_factory=list)   # market cards kept (blue ones until played)
    played_tool: bool = False       # has played a blue card this round (RULES A1)
    #: points scored so far, by site or card (the scoring track, split by where they came from)
    points: dict[str, int] = field(default_factory=dict)


@dataclass
class Ship:
    capacity: int
    minimum: int
    spaces: list[int]               # owners from the bow (index 0) to the stern; EMPTY if free
    site: str = ""                  # where it sailed this round ("" while it waits)

    @property
    def load(self) -> int:
        return sum(1 for owner in self.spaces if owner != EMPTY)


@dataclass
class Site:
    id: str
    side: str = "A"
    #: the stones there, in the order they arrived (at the Market only while a ship unloads there)
    stones: list[int] = field(default_factory=list)


@dataclass
class ImhotepState:
    config: GameConfig
    rng: ImhotepRng
    players: list[Player]
    sites: list[Site]
    ships: list[Ship] = field(default_factory=list)   # this round's four
    round: int = 0
    round_card: str = ""             # the round card showing ("3p-5": the 5th of the 3-player set)
    round_deck: list[str] = field(default_factory=list)   # face down, the top at the end
    round_box: str = ""              # the card put away unseen at set-up
    draw_pile: list[str] = field(default_factory=list)    # face down, the top at the end
    discard: list[str] = field(default_factory=list)
    offer: list[str] = field(default_factory=list)        # the face-up market cards
    start_player: int = 0            # who takes the first turn of this round
    turn_player: int = 0             # who is taking (or last took) a turn
    over: bool = False
    stack: list[Any] = field(default_factory=list)
