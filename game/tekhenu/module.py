"""Tekhenu as one game of the client (the ``GameModule`` of DESIGN.md)."""
from __future__ import annotations

from collections.abc import Sequence

from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME


class TekhenuModule:
    id = "tekhenu"
    title = "Tekhenu: Obelisk of the Sun"
    seat_counts = (1, 2, 3, 4)
    config_type = GameConfig
    #: the name saves had before they named their game (save format version 1)
    v1_save_format = "tekhenu-save"
    #: the solo automa's name
    automa_name = AUTOMA_NAME

    def new_game(self, config: GameConfig) -> Game:
        return Game.new(config)

    def from_json(self, text: str) -> Game:
        return Game.from_json(text)

    def seats_of(self, config: GameConfig) -> int:
        return 2 if config.solo else config.players

    def automa_seats(self, config: GameConfig) -> Sequence[int]:
        return (1,) if config.solo else ()

    def describe(self, config: GameConfig) -> str:
        return f"solo ({config.difficulty})" if config.solo else "hot-seat"

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> TekhenuNarrator:
        return TekhenuNarrator(names, reveal_private_for, reveal_all)


MODULE = TekhenuModule()
