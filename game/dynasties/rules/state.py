"""The state of a game of "Dynasties": plain dataclasses that ``game.core.serial`` turns into JSON.

A caste card is written as its caste ("farmer"): cards of a caste are alike, so a hand, the
deck or the Forum is a list of castes and a Dynasty counts its cards by caste. An Afterlife card
is written as its id ("peret"). Hidden (``view.py``): the order of both decks, the 4 Afterlife
cards left in the box, each hand but for what everyone saw go into it (``known``), the cards
under each Scribe, each held Afterlife card and the ones a player has seen, the seed and the
random generator.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.rng import Rng

FORMAT = "dynasties-state/1"
STANDARD = ""   # the variant setting of the standard game
NO_CARD = ""    # no Afterlife card held


@dataclass(frozen=True)
class GameConfig:
    """``players`` 3 or 4 for the standard game; 2 with ``variant`` "aten" (Rise of Aten) or
    "memphis" (Memphis and Thebes, where the silent player Heliopolis takes a third seat)."""

    players: int = 3
    seed: int = 0
    variant: str = STANDARD


@dataclass
class DynastiesRng(Rng):
    namespace: ClassVar[str] = "dynasties"

    def dice(self, count: int, faces: int) -> list[int]:
        """``count`` dice of ``faces`` faces, in one draw."""
        generator = self._next()
        return [generator.randint(1, faces) for _ in range(count)]


@dataclass
class Player:
    deben: int = 0
    hand: list[str] = field(default_factory=list)      # secret; kept in ladder order
    #: the castes everyone knows are in the hand: taken from the Forum in view of all, and not
    #: played, given or possibly hidden under a Scribe since (a part of ``hand``)
    known: list[str] = field(default_factory=list)
    dynasty: dict[str, int] = field(default_factory=dict)   # caste -> face-up cards (every caste)
    bread: dict[str, int] = field(default_factory=dict)     # caste -> its cards carrying a token
    scribed: list[str] = field(default_factory=list)        # face down under the Scribes
    afterlife: str = NO_CARD                                # the Afterlife card held, face down
    #: Afterlife cards drawn with a Priest and not yet kept or shuffled back
    drawn: list[str] = field(default_factory=list)
    #: every Afterlife card this player has seen (they are all in the game, none in the box)
    seen: list[str] = field(default_factory=list)
    season: str = ""   # the caste a season card doubles, chosen at the final scoring
    #: points of the final scoring by category (empty until then)
    points: dict[str, int] = field(default_factory=dict)


@dataclass
class DynastiesState:
    config: GameConfig
    rng: DynastiesRng
    players: list[Player]
    deck: list[str] = field(default_factory=list)            # caste deck, face down; the top at the end
    forum: list[str] = field(default_factory=list)           # face up, left (oldest) to right (newest)
    discard: list[str] = field(default_factory=list)         # Rise of Aten: out of the game, face up
    afterlife_deck: list[str] = field(default_factory=list)  # face down; the top at the end
    afterlife_box: list[str] = field(default_factory=list)   # out of the game, never seen
    dice: list[int] = field(default_factory=list)            # 0: removed until the next round
    bread_supply: int = 0
    round: int = 0
    start_player: int = 0
    order: list[int] = field(default_factory=list)           # the seats' turns this round
    turn_player: int = -1                                    # whose turn it is (or was last)
    final_round: bool = False                                # the deck ran out: Dynasty phases only
    revealed: bool = False                                   # the Scribes' and Afterlife cards turned up
    over: bool = False
    stack: list[Any] = field(default_factory=list)
