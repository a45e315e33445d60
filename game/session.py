"""A game being played in the client: the rules game, who sits where, its log, undo and autosave.

No pygame here: the scenes drive a :class:`Session`, the tests can drive it directly.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import persist
from game.log import Narrator
from game.rules import Action, Game, GameConfig
from game.undo import UndoableGame

Event = dict[str, Any]
AUTOMA_NAME = "Botankhamun"
DEFAULT_COLOURS = ("blue", "orange", "green", "pink")


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    automa: bool = False


class Session:
    """One game in progress. ``seats`` follow the rules' player indices (solo: the human is
    seat 0 and Botankhamun seat 1)."""

    def __init__(self, game: Game, seats: list[Seat], *, events: list[Event] | None = None,
                 game_id: str | None = None, autosave_folder: Path | None = None,
                 autosave: bool = True) -> None:
        self._undoable = UndoableGame(game)
        self.seats = seats
        self.events: list[Event] = list(game.initial_events) if events is None else list(events)
        self.game_id = game_id or persist.new_game_id()
        self.autosave_folder = autosave_folder
        self.autosave_enabled = autosave
        self._event_marks: list[int] = []   # len(events) before each undoable action

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, config: GameConfig, seats: list[Seat], **kwargs: Any) -> "Session":
        session = cls(Game.new(config), seats, **kwargs)
        session.autosave()
        return session

    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> "Session":
        """Resume a save (raises :class:`game.persist.SaveError` with a clear message)."""
        game, events = persist.load_with_log(path)
        document = persist.read_document(path)
        names = list(document.get("names") or [])
        colours = list(document.get("colours") or [])
        seats = seats_for(game.view(-1)["config"], names, colours)
        kwargs.setdefault("game_id", document.get("game_id"))
        return cls(game, seats, events=events, **kwargs)

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        return self._undoable.game

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def colours(self) -> list[str]:
        return [seat.colour for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.automa]

    @property
    def shared_screen(self) -> bool:
        """Two or more people at one screen: private information needs a pass-the-device screen."""
        return len(self.humans) >= 2

    def narrator(self, viewer: int | None) -> Narrator:
        """Log sentences for a viewer (``None``: a shared screen, nothing private named)."""
        return Narrator(self.names, reveal_private_for=viewer if not self.shared_screen else None,
                        reveal_all=self.game.is_over, card_names=self.card_names())

    def card_names(self) -> dict[str, str]:
        """Card and tile id -> name, for sentences that name cards."""
        return {card_id: card.name for card_id, card in self.game.catalog.by_id.items()}

    # ------------------------------------------------------------------ playing
    def apply(self, action: Action) -> list[Event]:
        mark = len(self.events)
        events = self._undoable.apply(action)
        self._after(mark, events)
        return events

    def _after(self, mark: int, events: list[Event]) -> None:
        self.events.extend(events)
        if self._undoable.can_undo:   # the action just applied is the newest undoable one
            self._event_marks.append(mark)
        else:
            self._event_marks.clear()
        self.autosave()

    @property
    def can_undo(self) -> bool:
        return self._undoable.can_undo

    @property
    def why_not_undo(self) -> str:
        return self._undoable.why_not

    @property
    def can_redo(self) -> bool:
        return self._undoable.can_redo

    def undo(self) -> None:
        mark = self._event_marks.pop()
        self._undoable.undo()
        del self.events[mark:]
        self.autosave()

    def redo(self) -> list[Event]:
        mark = len(self.events)
        events = self._undoable.redo()
        self._after(mark, events)
        return events

    # ------------------------------------------------------------------ saving
    def autosave(self) -> Path | None:
        if not self.autosave_enabled:
            return None
        return persist.autosave(self.game, self.game_id, self.names, self.autosave_folder, self.colours)

    def save_as(self, path: str | Path) -> Path:
        return persist.save(self.game, path, self.names, self.game_id, self.colours)


def seats_for(config: dict[str, Any], names: list[str], colours: list[str]) -> list[Seat]:
    """Seats for a loaded game; names and colours missing from an older save get defaults."""
    count = 2 if config.get("solo") else int(config["players"])
    seats = []
    for index in range(count):
        automa = bool(config.get("solo")) and index == 1
        name = names[index] if index < len(names) else (AUTOMA_NAME if automa else f"Player {index + 1}")
        colour = colours[index] if index < len(colours) else DEFAULT_COLOURS[index]
        seats.append(Seat(name, colour, automa))
    return seats
