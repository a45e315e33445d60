"""The complete, serialisable state of one game of Tekhenu.

Everything the rules need lives here; nothing is cached elsewhere, so
``to_data``/``from_data`` (see ``serial``) round-trip a game exactly at any point.
Dice are referred to by index into ``GameState.dice``; each die is in exactly one of:
the bag, the box, a god section of the wheel, or a player's pure / tainted / under-the-scales area.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.rng import Rng


@dataclass
class TekhenuRng(Rng):
    """The game's random generator: draws of its own (see ``Rng.namespace``)."""

    namespace: ClassVar[str] = "tekhenu"


@dataclass(frozen=True)
class GameConfig:
    """Options chosen before a game starts (the rules API's ``GameConfig``)."""

    players: int = 2
    seed: int = 0
    solo: bool = False
    difficulty: str = "easy"
    horus_printed_order: bool = False  # beginner variant: Horus bonuses printed on the board
    solo_random_starting_cards: bool = False  # solo challenge: 2 random starting cards, no choice
    solo_double_decree_vp: bool = False  # solo option: Botankhamun scores 8 VP per decree
    d07_cap: bool = True  # RULES §10.25: D07 scores at most 21 VP
    p19_reading: str = "double"  # RULES §11.4: "double" (PL/HU) or "choice" (KO)


@dataclass(frozen=True)
class Die:
    """One die: frozen, so that copies of a game share it (a new value is a new ``Die``)."""

    colour: str
    value: int = 1


@dataclass(frozen=True)
class PillarPlacement:
    """A pillar tile in the temple: frozen like ``Die`` (raising it is a new placement)."""

    tile: str
    rotation: int  # quarter turns clockwise from the printed orientation
    owner: int  # seat index, or -1 for a pillar nobody owns


@dataclass
class PlayerState:
    resources: dict[str, int]
    scribes: int
    faith: int
    vp: int
    vp_by_reason: dict[str, int]
    happiness: int
    population: int
    production: dict[str, int]
    buildings_built: int = 0
    statues_built: int = 0
    pillars_built: int = 0
    pure: list[int] = field(default_factory=list)
    tainted: list[int] = field(default_factory=list)
    under: list[int] = field(default_factory=list)
    greed: dict[str, int] = field(default_factory=dict)
    blessings: list[str] = field(default_factory=list)
    technologies: list[str] = field(default_factory=list)
    decrees: list[str] = field(default_factory=list)
    destiny: str | None = None
    starting: list[str] = field(default_factory=list)
    track_rewards: list[int] = field(default_factory=list)  # People-track thresholds already rewarded
    used_free_decree: bool = False  # D23 used before the final scoring
    scored_decrees: list[str] = field(default_factory=list)
    is_automa: bool = False

    def dice_held(self) -> int:
        return len(self.pure) + len(self.tainted) + len(self.under)


@dataclass
class BoardState:
    wheel_offset: int  # the arrow points at god section wheel_offset % 6
    scoring_markers: dict[str, int]  # hourglasses ("1"/"2") -> god section index; removed when used
    sections: list[list[int]]  # dice around the wheel, per god section (GODS order)
    bag: list[int]
    box: list[int]
    horus_tiles: list[str]  # tile id at Horus positions 1..6
    god_statues: dict[str, list[int]]  # god -> owners of the statues in its area
    people_statues: dict[str, int]  # people-statue spot id -> owner
    spot_gold: dict[str, int]  # gold still lying on the board, by spot id (incl. the Osiris row-2 gold)
    temple: list[PillarPlacement | None]  # size*size spaces, row-major
    temple_buildings: dict[str, int]  # building spot id -> owner
    osiris: list[list[int | None]]  # [row-1][district index] -> owner
    pillar_stack: list[str]  # face down; the top is the end of the list
    ra_display: list[str | None]  # left, middle, right
    market: list[list[str | None]]  # sections I..IV, slot by slot
    market_open: list[bool]
    decks: dict[str, list[str]]  # "blessing"/"technology"/"decree"; top is the end of the list
    discards: dict[str, list[str]]


@dataclass
class TurnState:
    """The die in use during the current turn and what has happened with it."""

    player: int
    die: int | None = None
    section: int | None = None  # god section the die was taken from
    value: int = 0
    colour: str = ""  # the colour the die counts as (cards may change it)
    state: str = ""  # "pure" / "tainted" / "forbidden" where it lay when taken
    anubis: bool = False
    used: list[str] = field(default_factory=list)  # once-per-turn effects already used


@dataclass
class SetupState:
    starting_offer: list[str] = field(default_factory=list)  # starting cards still on the table
    destiny_offer: list[str] = field(default_factory=list)  # destiny cards in the middle
    first_player: int = 0


@dataclass
class AutomaState:
    """Botankhamun's action tiles: the pyramid (base row first) and the progress marker."""

    pyramid: list[str] = field(default_factory=list)
    marker: list[int] | None = None  # [row, position]; None = left of the base row


@dataclass
class GameState:
    config: GameConfig
    rng: TekhenuRng
    players: list[PlayerState]
    board: BoardState
    turn_order: list[int]
    current: int = 0  # index into turn_order of the player whose turn it is
    round: int = 0
    rotations: int = 0
    maat_phases: int = 0
    scorings: int = 0
    phase: str = "setup"  # setup / play / maat / scoring / final / over
    turn: TurnState | None = None
    setup: SetupState = field(default_factory=SetupState)
    stack: list[Any] = field(default_factory=list)  # pending tasks (plain dicts), top = end
    dice: list[Die] = field(default_factory=list)
    balances: dict[str, int] = field(default_factory=dict)  # seat -> balance during a Maat phase
    automa: AutomaState | None = None  # solo games only


def set_die(state: GameState, die: int, value: int) -> None:
    """Die number ``die`` now shows ``value`` (dice are frozen: the list gets a new one)."""
    state.dice[die] = Die(state.dice[die].colour, value)
