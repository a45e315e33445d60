"""Tekhenu as one game of the client (the ``GameModule`` of DESIGN.md)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Action, Game, GameConfig
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

    def unrecorded_action(self, game: Game, version: int) -> Action | None:
        """Format 1 asked only D23's holder whether to use it before the final scoring; the
        others, asked today, went on (docs/rules-decisions.md #16)."""
        go_on = Action.make("keep_decree_secret")
        if version == 1 and game.decision is not None and game.decision.kind == "use_free_decree" \
                and game.legal_actions() == [go_on]:
            return go_on
        return None

    def ui(self) -> Any:
        """Tekhenu's screens for the client (imported only now: the rules never need pygame)."""
        from game.tekhenu.ui.game_ui import UI

        return UI


MODULE = TekhenuModule()
