"""The state of a game of Imhotep: plain dataclasses that ``game.core.serial`` turns into JSON.

A stone is written as its owner's seat. Hidden: the order of the market draw pile, the B
Market's face-down pair (but to the player looking at it), the order of the round deck and which
round card was put away unseen, the seed and the random generator.

Format 2 added the choice of sides and Pharaoh's Wrath (``GameConfig``), the B Pyramids' record
of which pyramid each stone went to (``Site.places``) and the B Market's face-down pair
(``ImhotepState.face_down``); :func:`upgrade` reads a game of format 1 (all sides A) into it.

A stone whose owner is choosing the B pyramid it goes on is in their hand: the pending
``choose_pyramid`` task on the stack.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from game.core.rng import Rng

FORMAT = "imhotep-state/2"
FORMAT_1 = "imhotep-state/1"
EMPTY = -1   # an empty space on a ship
BESIDE = -1  # a B-Pyramids stone placed beside the board, every pyramid being full


@dataclass(frozen=True)
class GameConfig:
    """The game's settings: the player count, the seed, the side of each site ("A" or "B", any
    mix, RULES §10) and the Pharaoh's Wrath variant (RULES §11)."""

    players: int = 2
    seed: int = 0
    market_side: str = "A"
    pyramid_side: str = "A"
    temple_side: str = "A"
    burial_chamber_side: str = "A"
    obelisk_side: str = "A"
    pharaohs_wrath: bool = False

    def side(self, site: str) -> str:
        """The side (``"A"`` or ``"B"``) this game uses of ``site``."""
        return getattr(self, f"{site}_side")


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
    #: B Pyramids: the pyramid each of ``stones`` went to (``BESIDE``: next to the full board)
    places: list[int] = field(default_factory=list)


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
    face_down: list[str] = field(default_factory=list)    # the B Market's face-down pair
    start_player: int = 0            # who takes the first turn of this round
    turn_player: int = 0             # who is taking (or last took) a turn
    over: bool = False
    stack: list[Any] = field(default_factory=list)


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """The state data of a game saved in format 1 (before the B sides) in today's format: the
    same game, every site on its A side."""
    defaults = {setting.name: setting.default for setting in fields(GameConfig)}
    return {**data, "config": {**defaults, **data["config"]},
            "sites": [{**site, "places": []} for site in data["sites"]], "face_down": []}
