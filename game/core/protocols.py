"""The contracts between the shared shell and each game (DESIGN.md): what a game's rules
object offers (:class:`RulesGame`) and what a game package offers (:class:`GameModule`).

The client, saves, undo, the tools and the computer players use games only through these.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from game.core.actions import Action, Decision
from game.core.engine import Preview
from game.core.weights import Search

Event = dict[str, Any]


@runtime_checkable
class RulesGame(Protocol):
    """One game in progress (the rules API of DESIGN.md)."""

    #: every action applied since the game was set up (empty after ``from_json``)
    history: list[Action]
    #: events caused by the set-up, before the first decision
    initial_events: list[Event]

    @property
    def decision(self) -> Decision | None: ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def preview(self, action: Action) -> Preview:
        """What ``action`` would cause, as far as its chooser can know (``Engine.preview``)."""
        ...

    @property
    def is_over(self) -> bool: ...

    def scores(self) -> list[dict[str, Any]]: ...

    def winner(self) -> int: ...

    def to_json(self) -> str: ...

    def clone(self) -> "RulesGame": ...

    def quiet_copy(self) -> "RulesGame":
        """A copy for a search: ``apply`` on it records no events and no history."""
        ...

    def view(self, player: int) -> dict[str, Any]: ...

    def determinize(self, player: int, rng: random.Random) -> "RulesGame":
        """A whole game consistent with ``view(player)``: every secret of that player (others'
        hidden cards, deck orders, the seed) drawn anew with ``rng``. It depends only on the
        view and ``rng``, so a computer player searching it cannot learn a secret."""
        ...

    @property
    def reveals(self) -> int: ...

    @property
    def turn_ends(self) -> int: ...

    @property
    def config(self) -> Any:
        """The settings the game was started with (the module's ``config_type``)."""
        ...

    @property
    def round(self) -> int:
        """The round being played (0 during the set-up)."""
        ...


class AiHints(Protocol):
    """What a game tells the computer players (``game.ai`` searches; the game judges)."""

    #: the evaluation's weights by feature name (tuned by self-play; empty if it has none)
    weights: Mapping[str, float]
    #: how the levels search in this game (the easy level's noise, the hard level's replies)
    search: Search

    def with_weights(self, weights: Mapping[str, float]) -> "AiHints":
        """The same evaluation with other weights (for tuning)."""
        ...

    def for_level(self, level: str) -> "AiHints":
        """The evaluation the computer player of ``level`` uses: a game may tune a level's
        weights of its own (the hard level's, against medium players), else it is this one."""
        ...

    def evaluate(self, game: RulesGame, seat: int) -> float:
        """How good the position is for ``seat``, in VP: its expected lead over the others.
        ``game`` is a determinized copy (``RulesGame.determinize``), so reading its state
        teaches the computer nothing its seat could not see."""
        ...


class Narrator(Protocol):
    """A game's events as sentences for the log (a game's own, see ``GameModule.narrator``)."""

    #: event types that open a section of the log (a phase, a scoring)
    heading_events: frozenset[str]

    def who(self, seat: int) -> str: ...

    def line(self, event: Event) -> str | None: ...


@runtime_checkable
class GameModule(Protocol):
    """A game the client can host: its identity, its settings and how to start or load one.

    A game may also offer, and the client asks with ``getattr``: ``guided_game()`` (a "Learn
    to play" game), ``round_words(number)`` ("round 3" in lists of saved games, where the
    game's rulebook has its own word for a round)."""

    #: short, stable id: saves, settings and ``--game`` use it
    id: str
    #: the name players read (a text translated when it is shown: ``str()`` gives it)
    title: Any
    #: how many seats a game can have (solo modes included)
    seat_counts: Sequence[int]
    #: the game's settings: a frozen dataclass of bools, ints and strs with defaults
    config_type: type
    #: the name of the automa the rules play in solo games (``automa_seats``), if any
    automa_name: str

    def new_game(self, config: Any) -> RulesGame: ...

    def from_json(self, text: str) -> RulesGame: ...

    def seats_of(self, config: Any) -> int:
        """How many seats a game with these settings has (an automa's included)."""
        ...

    def automa_seats(self, config: Any) -> Sequence[int]:
        """The seats the rules themselves play (a solo automa), never asked to decide."""
        ...

    def describe(self, config: Any, computers: Sequence[str | None] = ()) -> Any:
        """The mode in a few words, for lists of saved games ("hot-seat", "solo (hard)"), with
        ``computers`` the level of the computer player at each seat (None for a person); a text
        translated when it is shown (``str()`` gives it in the current language)."""
        ...

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> Narrator:
        """Sentences for the log; private cards named only for ``reveal_private_for``, or for
        everyone with ``reveal_all`` (a finished game)."""
        ...

    def ai_hints(self) -> AiHints:
        """What the computer players need to know of this game (its evaluation)."""
        ...

    def unrecorded_action(self, game: RulesGame, version: int) -> Action | None:
        """The action a save of format ``version`` did not record because the rules did not ask
        for it then, if the game is at such a decision now (else None). Lets old saves load."""
        ...

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        """A state snapshot saved in format ``version``, as today's rules would hold it (the
        decisions ``unrecorded_action`` supplies, still pending). Lets old saves load."""
        ...

    def ui(self) -> Any:
        """The game's screens for the client (a ``game.ui.game_ui.GameUI``; imports pygame)."""
        ...
