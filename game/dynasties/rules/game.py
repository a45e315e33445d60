"""The game "Dynasties" on the core engine: the rules API of DESIGN.md (``Game.new``, ``apply``, ``view`` …)."""
from __future__ import annotations

import random
from typing import Any

from game.core.engine import Engine
from game.core.tasks import task
from game.dynasties.rules import abilities, dynasty, heliopolis, rebirth, rounds, scoring  # noqa: F401 - tasks
from game.dynasties.rules.catalog import (
    STANDARD_PLAYERS,
    VARIANT_PLAYERS,
    VARIANTS,
    Aten,
    Catalog,
    Memphis,
    load_catalog,
)
from game.dynasties.rules.state import FORMAT, STANDARD, DynastiesRng, DynastiesState, GameConfig, Player
from game.dynasties.rules.tasks import TASKS
from game.dynasties.rules.view import determinize, player_view


def check_config(config: GameConfig) -> None:
    """3 or 4 players for the standard game, 2 for each variant (RULES §13.4, D19)."""
    if config.variant == STANDARD:
        if config.players not in STANDARD_PLAYERS:
            raise ValueError(f"the standard game is for 3 or 4 players, not {config.players}: "
                             f"2 players choose a variant ({', '.join(VARIANTS)})")
    elif config.variant not in VARIANTS:
        raise ValueError(f"unknown variant {config.variant!r} (one of {', '.join(VARIANTS)})")
    elif config.players != VARIANT_PLAYERS:
        raise ValueError(f"the variant {config.variant!r} is for 2 players, not {config.players}")


def seats(config: GameConfig) -> int:
    """The players, and Heliopolis in Memphis and Thebes."""
    return config.players + (1 if config.variant == "memphis" else 0)


class Game(Engine):
    tasks = TASKS
    state_type = DynastiesState
    state_format = FORMAT

    def __init__(self, state: DynastiesState) -> None:
        super().__init__(state)
        self.state: DynastiesState = state

    @staticmethod
    def new(config: GameConfig) -> Game:
        check_config(config)
        state = DynastiesState(config=config, rng=DynastiesRng(config.seed),
                               players=[Player() for _ in range(seats(config))], stack=[task("setup")])
        game = Game(state)
        game.start()
        return game

    # ------------------------------------------------------------------ the game's own terms
    @property
    def catalog(self) -> Catalog:
        return load_catalog()

    @property
    def heliopolis(self) -> int:
        """The silent player's seat in Memphis and Thebes (the last), else -1."""
        return self.state.config.players if self.state.config.variant == "memphis" else -1

    def people(self) -> list[int]:
        """The seats of the players who decide (all but Heliopolis)."""
        return list(range(self.state.config.players))

    def variant_rules(self) -> Aten | Memphis | None:
        variant = self.state.config.variant
        return getattr(self.catalog, variant) if variant else None

    # ------------------------------------------------------------------ the rules API
    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> list[dict[str, Any]]:
        """Each seat's VP by category: during play what the table sees, at the end the final
        scoring (``scoring.py``)."""
        return [{"player": seat, "total": sum(breakdown.values()), "breakdown": breakdown}
                for seat, breakdown in enumerate(scoring.breakdowns(self))]

    def winners(self) -> list[int]:
        """The seats sharing the win (most VP, then most deben)."""
        return scoring.winners(self)

    def winner(self) -> int:
        """The winner; of a shared win, the first of them in seat order (``winners`` has all)."""
        return self.winners()[0]

    def view(self, player: int) -> dict[str, Any]:
        return player_view(self, player)

    def determinize(self, player: int, rng: random.Random) -> Game:
        return determinize(self, player, rng)
