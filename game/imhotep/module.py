"""Imhotep as one game of the client (the ``GameModule`` of DESIGN.md)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.i18n import N_, LazyText

if TYPE_CHECKING:   # the rules load when a game is first asked for, not with the main menu
    from game.imhotep.narrator import ImhotepNarrator
    from game.imhotep.rules import Action, Game, GameConfig


class ImhotepModule:
    id = "imhotep"
    # Translators: the game's title as the edition prints it; the main menu shows the part before the
    # colon as the name and the rest as the subtitle. The name stays "Imhotep" in every language.
    title = N_("Imhotep: Builders of Egypt")
    seat_counts = (2, 3, 4)
    automa_name = ""   # Imhotep has no automa: alone, one plays against computer players
    v1_save_format = None

    @property
    def config_type(self) -> type[GameConfig]:
        from game.imhotep.rules import GameConfig

        return GameConfig

    def new_game(self, config: GameConfig) -> Game:
        from game.imhotep.rules import Game

        return Game.new(config)

    def from_json(self, text: str) -> Game:
        from game.imhotep.rules import Game

        return Game.from_json(text)

    def seats_of(self, config: GameConfig) -> int:
        return config.players

    def automa_seats(self, config: GameConfig) -> Sequence[int]:
        return ()

    def describe(self, config: GameConfig, computers: Sequence[str | None] = ()) -> LazyText:
        """The mode in a few words, in the language of the moment it is shown: "hot-seat", or who
        the computer players play with (``computers``: the level of the computer player at each
        seat, None for a person)."""
        if not any(computers):
            return N_("hot-seat")
        people = self.seats_of(config) - sum(1 for level in computers if level)
        return N_("one person against computer players") if people <= 1 else N_("hot-seat with computer players")

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> ImhotepNarrator:
        from game.imhotep.narrator import ImhotepNarrator

        return ImhotepNarrator(names, reveal_private_for, reveal_all)

    def ai_hints(self) -> Any:
        """Imhotep's evaluation for the computer players (``game.imhotep.ai``)."""
        from game.imhotep.ai import hints

        return hints()

    def unrecorded_action(self, game: Game, version: int) -> Action | None:
        return None   # the rules never asked for a decision more than they did

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        """A snapshot of a game saved before the B sides (state format 1), in today's format."""
        from game.imhotep.rules.state import FORMAT, FORMAT_1, upgrade

        if snapshot.get("format") != FORMAT_1:
            return snapshot
        return {"format": FORMAT, "state": upgrade(snapshot["state"])}

    def ui(self) -> Any:
        """Imhotep's screens for the client (imported only now: the rules never need pygame)."""
        from game.imhotep.ui.game_ui import UI

        return UI


MODULE = ImhotepModule()
