"""Imhotep as one game of the client (the ``GameModule`` of DESIGN.md). It joins
``game.games.all()`` once it has its board; until then ``game.games.in_development()`` lists it
for the tools and the tests."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.score_margin import ScoreMargin
from game.imhotep.narrator import ImhotepNarrator
from game.imhotep.rules import Action, Game, GameConfig


class ImhotepModule:
    id = "imhotep"
    title = "Imhotep: Builders of Egypt"
    seat_counts = (2, 3, 4)
    config_type = GameConfig
    automa_name = ""   # Imhotep has no automa: alone, one plays against computer players
    v1_save_format = None

    def new_game(self, config: GameConfig) -> Game:
        return Game.new(config)

    def from_json(self, text: str) -> Game:
        return Game.from_json(text)

    def seats_of(self, config: GameConfig) -> int:
        return config.players

    def automa_seats(self, config: GameConfig) -> Sequence[int]:
        return ()

    def describe(self, config: GameConfig, computers: Sequence[str | None] = ()) -> str:
        """The mode in a few words: "hot-seat", or who the computer players play with (``computers``:
        the level of the computer player at each seat, None for a person)."""
        if not any(computers):
            return "hot-seat"
        people = self.seats_of(config) - sum(1 for level in computers if level)
        return "one person against computer players" if people <= 1 else "hot-seat with computer players"

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> ImhotepNarrator:
        return ImhotepNarrator(names, reveal_private_for, reveal_all)

    def ai_hints(self) -> ScoreMargin:
        """The lead on the scoring track (an evaluation of Imhotep's own comes with its computer players)."""
        return ScoreMargin()

    def unrecorded_action(self, game: Game, version: int) -> Action | None:
        return None   # no save of an older format exists

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        return snapshot

    def ui(self) -> Any:
        raise NotImplementedError("Imhotep's board comes in a later step; the client does not offer it yet")


MODULE = ImhotepModule()
