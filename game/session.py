"""A game being played in the client: the rules game, who sits where, its log, undo and autosave.

No pygame here: the scenes drive a :class:`Session`, the tests can drive it directly.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game import games, persist
from game.core.actions import Action
from game.core.protocols import GameModule, Narrator, RulesGame
from game.save_writer import SaveWriter
from game.seats import SEAT_COLOURS, Seat, default_name
from game.undo import UndoableGame

Event = dict[str, Any]


class Session:
    """One game in progress, of any game. ``seats`` follow the rules' player indices (the
    seats the rules play themselves, such as a solo automa, are marked ``automa``).

    ``known_setup`` marks a game started from a seed somebody typed ("replay this set-up"):
    its hidden cards and future draws may be known to whoever knows that seed, and the game
    says so. Otherwise the seed is a secret until the game is over.

    ``guide`` is where the coach of a guided game is (the game's own JSON data, saved with
    the game and checked by the game when it resumes); None for any other game.
    """

    def __init__(self, game: RulesGame, seats: list[Seat], *, events: list[Event] | None = None,
                 game_id: str | None = None, autosave_folder: Path | None = None,
                 autosave: bool = True, known_setup: bool = False, guide: dict[str, Any] | None = None) -> None:
        self.module: GameModule = games.of_config(game.config)
        self._undoable = UndoableGame(game)
        self.seats = seats
        self.events: list[Event] = list(game.initial_events) if events is None else list(events)
        self.game_id = game_id or persist.new_game_id()
        self.autosave_folder = autosave_folder
        self.autosave_enabled = autosave
        self.known_setup = known_setup
        self.guide = guide
        #: writes the autosaves on its own thread (the client's); None: each is written at once
        self.saver: SaveWriter | None = None
        self._event_marks: list[int] = []   # len(events) before each undoable action

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, config: Any, seats: list[Seat], **kwargs: Any) -> "Session":
        """A new game with these settings (their type tells the game)."""
        session = cls(games.of_config(config).new_game(config), seats, **kwargs)
        session.autosave()
        return session

    @classmethod
    def load(cls, path: str | Path, *, autosave_folder: Path | None = None, **kwargs: Any) -> "Session":
        """Resume a save (raises :class:`game.persist.SaveError` with a clear message).

        An autosave goes on being written to its own file, and so does the autosave that holds
        exactly the same game as another file (a game saved and loaded again); anything else (an
        older save point, a backup, a file from elsewhere) continues under a new game id, so the
        later moves of the game it came from are never overwritten. Which file is written is
        never decided by a name or an id written inside the save.
        """
        source = Path(path)
        game, events = persist.load_with_log(source)
        saved = persist.read_header(source)
        seats = seats_for(saved.game, game.config, list(saved.names), list(saved.colours), list(saved.computers))
        folder = autosave_folder if autosave_folder is not None else persist.autosave_dir()
        if "game_id" not in kwargs:
            same = source if _is_autosave(source, folder) else persist.autosave_of_position(saved, folder)
            if same is not None:
                kwargs["game_id"] = same.stem
        kwargs.setdefault("known_setup", saved.known_setup)
        kwargs.setdefault("guide", saved.guide)
        return cls(game, seats, events=events, autosave_folder=autosave_folder, **kwargs)

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> RulesGame:
        return self._undoable.game

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def colours(self) -> list[str]:
        return [seat.colour for seat in self.seats]

    @property
    def computers(self) -> list[str | None]:
        """The level of the computer player at each seat (None: a person or the automa)."""
        return [seat.computer for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.human]

    @property
    def shared_screen(self) -> bool:
        """Two or more people at one screen: private information needs a pass-the-device screen."""
        return len(self.humans) >= 2

    def private_reader(self, viewer: int | None) -> int | None:
        """Whose private information the log may name for ``viewer`` (a seat, or None / -1 for
        nobody's): nobody's on a shared screen, where anyone may be looking. Viewers with the same
        reader read the same log."""
        return viewer if viewer is not None and viewer >= 0 and not self.shared_screen else None

    def narrator(self, viewer: int | None) -> Narrator:
        """Log sentences for a viewer (a seat, or None / -1: nothing private named)."""
        return self.module.narrator(self.names, reveal_private_for=self.private_reader(viewer),
                                    reveal_all=self.game.is_over)

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
        """Save the game as it is now to its autosave file: at once, or handed to :attr:`saver`."""
        if not self.autosave_enabled:
            return None
        return persist.autosave(self.module, self.game, self.game_id, self.names, self.autosave_folder,
                                self.colours, known_setup=self.known_setup, computers=self.computers,
                                guide=self.guide, write=None if self.saver is None else self.saver.submit)

    def save_as(self, path: str | Path) -> Path:
        return persist.save(self.module, self.game, path, self.names, self.game_id, self.colours,
                            known_setup=self.known_setup, computers=self.computers, guide=self.guide)

    def export_log(self, path: str | Path) -> Path:
        """The whole log as text, every private card named, the seed at the end (a finished game)."""
        return persist.export_log(self.module, self.events, self.names, path, seed=self.seed)

    @property
    def seed(self) -> int | None:
        """The game's seed once it is over (it would reveal every hidden card before that),
        or when the set-up was typed in and is known anyway."""
        return self.game.config.seed if self.game.is_over or self.known_setup else None


def _is_autosave(path: Path, folder: Path) -> bool:
    """Whether ``path`` is an autosave file directly in ``folder`` (named by a game id)."""
    try:
        same_folder = path.resolve().parent == folder.resolve()
    except OSError:
        return False
    return same_folder and path.suffix == ".json" and persist.is_game_id(path.stem)


def seats_for(module: GameModule, config: Any, names: list[str], colours: list[str],
              computers: list[str | None] | None = None) -> list[Seat]:
    """Seats for a loaded game; names, colours and computer players missing from an older save
    get defaults (a person at every seat the automa does not play)."""
    automa_seats = module.automa_seats(config)
    computers = computers or []
    seats = []
    for index in range(module.seats_of(config)):
        automa = index in automa_seats
        name = (names[index] if index < len(names) else "") or default_name(index, module.automa_name if automa else None)
        colour = colours[index] if index < len(colours) else SEAT_COLOURS[index]
        computer = computers[index] if index < len(computers) and not automa else None
        seats.append(Seat(name, colour, automa, computer))
    return seats
