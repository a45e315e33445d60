"""``Game``: Tekhenu on the core engine (the rules API of DESIGN.md)."""
from __future__ import annotations

import random
from typing import Any

from game.core.engine import Engine

from .catalog import Catalog, load_catalog
from .state import GameConfig, GameState
from .tasks import TASKS

Event = dict[str, Any]
FORMAT = "tekhenu-state/1"


class Game(Engine):
    """One game of Tekhenu. All play goes through ``legal_actions()`` and ``apply()``."""

    tasks = TASKS
    state_type = GameState
    state_format = FORMAT

    def __init__(self, state: GameState, catalog: Catalog | None = None) -> None:
        super().__init__(state)
        self.state: GameState = state
        self.catalog = catalog or load_catalog()
        self.board = self.catalog.board

    # ----------------------------------------------------------------- public API
    @staticmethod
    def new(config: GameConfig) -> "Game":
        from .setup import new_state

        catalog = load_catalog()
        game = Game(new_state(config, catalog), catalog)
        game.start()
        return game

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def round(self) -> int:
        return self.state.round

    def scores(self) -> list[dict[str, Any]]:
        return [
            {"player": seat, "total": p.vp, "breakdown": dict(p.vp_by_reason)}
            for seat, p in enumerate(self.state.players)
        ]

    def winner(self) -> int:
        """Seat of the winner by the final tie-breakers (VP, then scribes, then turn order)."""
        order = self.state.turn_order
        return min(
            range(len(self.state.players)),
            key=lambda s: (-self.state.players[s].vp, -self.state.players[s].scribes, order.index(s)),
        )

    def _with_state(self, state: GameState) -> "Game":
        return Game(state, self.catalog)   # the catalog, loaded and checked once, is shared

    def view(self, player: int) -> dict[str, Any]:
        from .view import player_view

        return player_view(self, player)

    def explain(self, player: int) -> dict[str, Any]:
        """What the rules tell ``player`` about its choices now, in words (``view.explanations``)."""
        from .view import explanations

        return explanations(self, player)

    def determinize(self, player: int, rng: random.Random) -> "Game":
        from .determinize import determinize

        return determinize(self, player, rng)


# Importing the rule modules registers their tasks.
from . import automa, automa_actions, blessings, final, maat, payment, pillars, production, rewards, scoring, setup, technologies, turn  # noqa: E402,F401,I001
from .gods import bastet, hathor, horus, osiris, ra, thoth  # noqa: E402,F401
