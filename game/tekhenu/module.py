"""Tekhenu as one game of the client (the ``GameModule`` of DESIGN.md)."""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from game.i18n import N_, LazyText
from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME

#: The mode of a solo game at each level, for lists of saved games.
SOLO_MODES: dict[str, LazyText] = {
    "easy": N_("solo (easy)"),
    "medium": N_("solo (medium)"),
    "hard": N_("solo (hard)"),
}


class TekhenuModule:
    id = "tekhenu"
    # Translators: the game's title as the edition prints it; the main menu shows the part before the
    # colon as the name and the rest as the subtitle (the Korean edition writes the name 테케누).
    title = N_("Tekhenu: Obelisk of the Sun")
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

    def describe(self, config: GameConfig, computers: Sequence[str | None] = ()) -> LazyText:
        """The mode in a few words, in the language of the moment it is shown: "hot-seat",
        "solo (hard)", or who the computer players play with (``computers``: the level of the
        computer player at each seat, None for a person)."""
        if config.solo:
            return SOLO_MODES[config.difficulty]
        if not any(computers):
            return N_("hot-seat")
        people = self.seats_of(config) - sum(1 for level in computers if level)
        if people <= 1:
            return N_("one person against computer players")
        return N_("hot-seat with computer players")

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> TekhenuNarrator:
        return TekhenuNarrator(names, reveal_private_for, reveal_all)

    def unrecorded_action(self, game: Game, version: int) -> Action | None:
        """Format 1 did not record two decisions asked today: the confirmation that ends a turn
        (asked then only when a card could still be played) and, for the players without D23,
        the question before the final scoring (docs/rules-decisions.md #16). Formats 1 and 2
        spent a card without asking when it was the only way to pay; today the player
        confirms it (``pay_with_card``, which then offers only that card)."""
        if game.decision is None:
            return None
        if version <= 2 and game.decision.kind == "pay_with_card":
            return game.legal_actions()[0]
        if version != 1:
            return None
        answer = {"turn_end": Action.make("end_turn"), "use_free_decree": Action.make("keep_decree_secret")}
        found = answer.get(game.decision.kind)
        return found if found in game.legal_actions() else None

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        """In format 1 a human's turn had no pending confirmation: it is added right above each
        of their pending turn ends, where today's rules put it."""
        if version != 1:
            return snapshot
        upgraded = copy.deepcopy(snapshot)
        state = upgraded["state"]
        stack: list[dict[str, Any]] = []
        for index, pending in enumerate(state["stack"]):
            stack.append(pending)
            above = state["stack"][index + 1] if index + 1 < len(state["stack"]) else None
            seat = pending.get("player", -1)
            if (pending["kind"] == "end_turn" and not state["players"][seat]["is_automa"]
                    and (above is None or above["kind"] != "turn_end")):
                stack.append({"kind": "turn_end", "player": seat})
        state["stack"] = stack
        return upgraded

    def ai_hints(self) -> Any:
        """Tekhenu's evaluation for the computer players (``game.tekhenu.ai``)."""
        from game.tekhenu.ai import hints

        return hints()

    def ui(self) -> Any:
        """Tekhenu's screens for the client (imported only now: the rules never need pygame)."""
        from game.tekhenu.ui.game_ui import UI

        return UI

    def guided_game(self) -> Any:
        """"Learn to play": the guided first game (``game.tekhenu.tutorial``, imported only now)."""
        from game.tekhenu.tutorial import GUIDED_GAME

        return GUIDED_GAME


MODULE = TekhenuModule()
