"""The game "Dynasties" in the client (the ``GameModule`` of DESIGN.md).

In Memphis and Thebes the silent player Heliopolis takes the third seat: the rules play it
(``automa_seats``), it is scored and ranked like a player, and it can win (D10).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.i18n import N_, LazyText, pgettext

if TYPE_CHECKING:   # the rules load when a game is first asked for, not with the main menu
    from game.dynasties.ai import DynastiesAi
    from game.dynasties.narrator import DynastiesNarrator
    from game.dynasties.rules import Action, Game, GameConfig

#: The two-player variants by their setting (``GameConfig.variant``), as the rulebook names them.
VARIANT_NAMES: dict[str, LazyText] = {
    "aten": N_("Rise of Aten"),
    "memphis": N_("Memphis and Thebes"),
}
HELIOPOLIS = "Heliopolis"


class DynastiesModule:
    id = "dynasties"
    # Translators: a working title: the rulebook gives the game no name
    title = N_("Dynasties")
    seat_counts = (2, 3, 4)
    automa_name = HELIOPOLIS
    v1_save_format = None

    @property
    def config_type(self) -> type[GameConfig]:
        from game.dynasties.rules import GameConfig

        return GameConfig

    def new_game(self, config: GameConfig) -> Game:
        from game.dynasties.rules import Game

        return Game.new(config)

    def from_json(self, text: str) -> Game:
        from game.dynasties.rules import Game

        return Game.from_json(text)

    def seats_of(self, config: GameConfig) -> int:
        from game.dynasties.rules.game import seats

        return seats(config)

    def automa_seats(self, config: GameConfig) -> Sequence[int]:
        """Heliopolis, after the two players, in Memphis and Thebes."""
        return (config.players,) if config.variant == "memphis" else ()

    def describe(self, config: GameConfig, computers: Sequence[str | None] = ()) -> LazyText:
        """The mode in a few words ("Rise of Aten, hot-seat"), with ``computers`` the level of the
        computer player at each seat (None for a person)."""
        people = config.players - sum(1 for level in computers[: config.players] if level)
        if not any(computers):
            mode = N_("hot-seat")
        elif people <= 1:
            mode = N_("one person against computer players")
        else:
            mode = N_("hot-seat with computer players")
        if not config.variant:
            return mode
        # Translators: a two-player variant and who plays it ("Rise of Aten, hot-seat")
        return N_("{variant}, {mode}", variant=VARIANT_NAMES[config.variant], mode=mode)

    def round_words(self, number: int) -> str:
        """"round 3" in lists of saved games, in this game's word for a round."""
        # Translators: a round of Dynasties in a list of saved games ("Ana, Bo · hot-seat · round 3 · date"), as
        # its rulebook says it (Hungarian: forduló, not kör)
        return pgettext("Dynasties", "round {number}", number=number)

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> DynastiesNarrator:
        from game.dynasties.narrator import DynastiesNarrator

        return DynastiesNarrator(names, reveal_private_for, reveal_all)

    def ai_hints(self) -> DynastiesAi:
        """The game's evaluation for the computer players, with its shipped weights."""
        from game.dynasties.ai import hints

        return hints()

    def unrecorded_action(self, game: Game, version: int) -> Action | None:
        return None   # no save of an older format exists

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        return snapshot

    def ui(self) -> Any:
        """The screens of "Dynasties" for the client (imported only now: the rules never need pygame)."""
        from game.dynasties.ui.game_ui import UI

        return UI


MODULE = DynastiesModule()
