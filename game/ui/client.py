"""The client's screens wired together: main menu → new game → board → game over, with the
in-game menu, save/load, rules and settings around them — for whichever game is chosen. The
client reaches a game only through the registry (``game.games``) and the game's screens
(``GameModule.ui()``, a ``game.ui.game_ui.GameUI``). It shows everything in the language of
the settings, and a new one at once when the player saves it.

A game may also offer a guided first game ("Learn to play"): its module then has
``guided_game()``, which returns a :class:`GuidedGame`. A game saved with a coach's position
(``Session.guide``) gets its coach back on its board when it is loaded."""
from __future__ import annotations

import dataclasses
import errno
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

import pygame

from game import games, persist
from game.computer_players import ComputerPlayers
from game.core.data import DataError
from game.core.protocols import GameModule
from game.i18n import N_, _, format_number, set_language
from game.save_writer import SaveWriter
from game.seats import Seat
from game.session import Session
from game.settings import Settings, load_settings, save_settings
from game.ui.app import App
from game.ui.game_ui import ClientHooks, is_board
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.dialogs import Dialog, message
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.main_menu import MainMenuScene
from game.ui.scenes.save_as import MAX_NAME, SaveAsScene, file_stem
from game.ui.scenes.settings import SettingsScene
from game.ui.sound import Sounds
from game.ui.widgets.base import Label


class GuidedGame(Protocol):
    """A game's guided first game (``GameModule.guided_game()``, for the games that have one)."""

    def new_session(self, autosave_folder: Path | None = None) -> Session:
        """A new guided game, its coach at the first step."""
        ...

    def attach(self, board: Scene, on_finish: Callable[[], None] | None = None) -> None:
        """Put the coach on the board of a game saved with a coach's position (``on_finish``:
        called when the guided game has been played to its end)."""
        ...

    def leads(self, guide: Any) -> bool:
        """Whether a game saved with this coach's position is still guided."""
        ...

    def finished(self, guide: Any) -> bool:
        """Whether a game saved with this coach's position was followed to its end."""
        ...

    def words(self, name: str, **values: Any) -> str:
        """The guided game's own words for the client's dialogs (resume_title, suggest_title…)."""
        ...

    def suggestions(self) -> list[tuple[str, tuple[Any, list[Seat]] | None]]:
        """First real games to suggest after the guided one, each with its label (a name for
        :meth:`words`): a game to start at once (its settings and seats), or None for the New
        game screen."""
        ...


class GuidedWords:
    """One of a guided game's own labels, shown in the language of the moment (like an ``N_``
    message: the main menu keeps it while the player may switch the language); ``fallback``
    when the guided game's words cannot be read."""

    def __init__(self, guided: GuidedGame, name: str, fallback: Label = "") -> None:
        self.guided = guided
        self.name = name
        self.fallback = fallback

    def __str__(self) -> str:
        try:
            return self.guided.words(self.name)
        except DataError:
            return str(self.fallback) or self.name


#: The event by which the save writer's thread says a save failed (the writer keeps the problem).
SAVE_FAILED = pygame.event.custom_type()

#: Why a save cannot be written, in the player's words, for the system's errors a player can act on.
_SAVE_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    getattr(errno, "EDQUOT", errno.ENOSPC): N_("the disk is full"),
    errno.EACCES: N_("no permission to write in the save folder"),
    errno.EPERM: N_("no permission to write in the save folder"),
    errno.EROFS: N_("the disk is read-only"),
}


def save_problem(error: Exception) -> str:
    """What a failed autosave means to the player, with the reason (the system's own words where
    the player cannot act on it)."""
    known = _SAVE_REASONS.get(getattr(error, "errno", None))
    reason = str(known) if known is not None else getattr(error, "strerror", None) or str(error)
    return _("The game goes on, but its last decision is not saved ({reason}). It is saved again after "
             "the next decision.", reason=reason)


def guided_game(module: GameModule) -> GuidedGame | None:
    """The guided first game of ``module``, if it has one."""
    offer = getattr(module, "guided_game", None)
    return offer() if offer is not None else None


def _load_rules(module: GameModule) -> None:
    """Load ``module``'s rules and data by setting up a game of it (thrown away). Damaged data is
    left to be told when that game is started: the menu stays usable for the other games."""
    try:
        module.new_game(module.config_type(players=max(module.seat_counts), seed=0))
    except DataError:
        pass


class Client:
    """Owns the app window and the settings; each method shows one screen."""

    def __init__(self, app: App, settings: Settings | None = None, autosave_folder: Path | None = None,
                 saves_folder: Path | None = None, settings_path: Path | None = None,
                 computers: ComputerPlayers | None = None) -> None:
        """The folders and the settings file default to the user's own (platformdirs); the
        computer players think in a worker process unless ``computers`` says otherwise."""
        self.app = app
        self.settings_path = settings_path
        self.settings = settings if settings is not None else load_settings()[0]
        set_language(self.settings.language)
        self.sounds = Sounds(enabled=self.settings.sound)
        app.when_idle(self.sounds.prepare)
        self.autosave_folder = autosave_folder
        self.saves_folder = saves_folder or persist.saves_dir()
        self.computers = computers if computers is not None else ComputerPlayers()
        #: writes the games' autosaves beside the game (see ``game.save_writer``); a failed save is
        #: told at once, through an event of the app's (the writer has a thread of its own)
        self.saves = SaveWriter()
        self.saves.on_problem = lambda error: pygame.event.post(pygame.event.Event(SAVE_FAILED))
        app.listen(SAVE_FAILED, self._tell_save_problem)
        self.hooks = ClientHooks(settings=lambda: self.settings, sounds=self.sounds, open_menu=self._in_game_menu,
                                 open_rules=self.rules, new_game=self._new_from_menu, main_menu=self.main_menu,
                                 computers=self.computers)
        #: a guided game was just played to its end: the main menu suggests a first real game
        self.suggest_first_game = False
        #: the games whose first start is prepared in moments without input (:meth:`_prepare_start`)
        self._prepared: set[str] = set()

    def _tell_save_problem(self, _event: pygame.event.Event | None = None) -> None:
        """Tell the last failed save, once (none when a later save was written meanwhile)."""
        problem, self.saves.problem = self.saves.problem, None
        if problem is not None:
            self.stack.push(message(N_("The game could not be saved"), save_problem(problem)))

    @property
    def stack(self) -> SceneStack:
        return self.app.stack

    @property
    def module(self) -> GameModule:
        """The game chosen on the main menu (remembered in the settings)."""
        try:
            return games.get(self.settings.game)
        except KeyError:   # never chosen, or a game this version no longer has
            return games.get(games.DEFAULT)

    def choose_game(self, game_id: str) -> None:
        """Make ``game_id`` the chosen game (and remember it)."""
        self.apply_settings(dataclasses.replace(self.settings, game=game_id))
        self.main_menu()

    # ------------------------------------------------------------------ menus
    def main_menu(self) -> None:
        self.saves.flush()   # every save read below is written whole
        persist.prune_finished_autosaves(self.autosave_folder)
        resumable = persist.unfinished_autosaves(self.autosave_folder)
        actions = {
            "resume": lambda: self.load(resumable[0].path) if resumable else None,
            "new": self.new_game,
            "learn": self.learn,
            "load": self.load_menu,
            "rules": self.rules,
            "settings": self.settings_screen,
            "quit": self.stack.clear,
        }
        guided = guided_game(self.module)
        suggestion = None
        if guided is not None and self.suggest_first_game:
            suggestion = (GuidedWords(guided, "suggest_title"), GuidedWords(guided, "suggest_text"),
                          [(GuidedWords(guided, label), self._first_game(game)) for label, game in guided.suggestions()])
        scene = MainMenuScene(actions, resumable[0] if resumable else None, games=[(m.id, m.title) for m in games.all()],
                              chosen=self.module.id, on_choose=self.choose_game, suggestion=suggestion,
                              learn=GuidedWords(guided, "coach", N_("Learn to play")) if guided is not None else None)
        self.stack.clear()
        self.stack.push(scene)
        self._tell_save_problem()
        self._prepare_start(self.module)

    def _prepare_start(self, module: GameModule) -> None:
        """Have the chosen game's first start made ready while the menus wait for a click: its
        screens' code and pictures, its rules and their data, the language's way of writing
        numbers and the computer players' worker code are loaded in moments without input, one
        piece at a time, not when Start is clicked (they took a fifth of a second or more before
        the board showed)."""
        if module.id in self._prepared:
            return
        first = not self._prepared
        self._prepared.add(module.id)
        self._when_idle_each(self._board_made_ready(module))
        self.app.when_idle(lambda: _load_rules(module))
        self.app.when_idle(lambda: format_number(0))
        if first:
            self.app.when_idle(self.computers.prepare)

    def _board_made_ready(self, module: GameModule) -> Iterator[None]:
        """The pieces of ``module``'s ``prepare_board`` at the window's size; its screens are
        loaded with the first piece, not before the menu's first frame."""
        yield from module.ui().prepare_board(self.stack.size or self.app.size)

    def _when_idle_each(self, pieces: Iterator[None]) -> None:
        """Do the work of ``pieces`` (a step of the iterator for each piece), a piece in each moment
        without input. Damaged data met on the way ends it: it is told when that game is started
        (as by :func:`_load_rules`), and the menu stays usable for the other games."""
        def piece() -> None:
            try:
                for _done in pieces:
                    self.app.when_idle(piece)   # the next piece in a later moment
                    return
            except DataError:
                pass

        self.app.when_idle(piece)

    def new_game(self, preset: Any = None, seats: list[Seat] | None = None) -> None:
        """The chosen game's New game screen, filled in from ``preset`` (that game's settings)
        and ``seats`` when given."""
        module = games.of_config(preset) if preset is not None else self.module
        self.stack.push(module.ui().new_game_scene(self.start, self.stack.pop, preset, seats))

    def learn(self) -> None:
        """"Learn to play": the chosen game's guided first game, or the unfinished one continued
        (the player is asked, and may start it again)."""
        guided = guided_game(self.module)
        if guided is None:
            return
        self.saves.flush()
        try:
            unfinished = self._unfinished_guided_game(guided)
            if unfinished is None:
                self.play(guided.new_session(self.autosave_folder))
                return
            self.stack.push(Dialog(guided.words("resume_title"), guided.words("resume_text", round=unfinished.round), [
                (guided.words("resume_yes"), lambda: self.load(unfinished.path)),
                (guided.words("resume_no"), lambda: self.play(guided.new_session(self.autosave_folder))),
                (N_("Cancel"), None),
            ]))
        except DataError as error:   # the guided game's own files are damaged: said, and the menu stays
            self.stack.push(message(N_("Cannot load this game"), str(error)))

    def _unfinished_guided_game(self, guided: GuidedGame) -> persist.SaveInfo | None:
        """The newest unfinished autosave of the chosen game that its coach still leads."""
        for info in persist.unfinished_autosaves(self.autosave_folder):
            if info.game != self.module.id:
                continue
            try:
                if guided.leads(persist.read_header(info.path).guide):
                    return info
            except persist.SaveError:
                continue
        return None

    def load_menu(self) -> None:
        self.saves.flush()
        self.stack.push(LoadGameScene(self.load, self.saves_folder, self.autosave_folder))

    def rules(self) -> None:
        """The rules of the game being played, else of the chosen game."""
        from game.ui.scenes.rules_reference import RulesReferenceScene  # not needed to start

        board = self._board()
        module = board.session.module if board is not None else self.module
        self.stack.push(RulesReferenceScene(module.ui().rules_document()))

    def settings_screen(self) -> None:
        self.stack.push(SettingsScene(self.settings, self.apply_settings))

    def apply_settings(self, settings: Settings) -> None:
        size_changed = settings.window_size != self.settings.window_size or settings.fullscreen != self.settings.fullscreen
        language_changed = settings.language != self.settings.language
        self.settings = settings
        if language_changed:   # every scene lays its words out again in the new language
            set_language(settings.language)
            if self.stack.size is not None:
                self.stack.resize(self.stack.size)
        self.sounds.enabled = settings.sound
        for scene in self.stack:   # a game in progress follows the new settings at once
            scene.on_settings(settings)
        save_settings(settings, self.settings_path)
        if size_changed:
            self.app.set_window(settings.window_size, settings.fullscreen)

    # ------------------------------------------------------------------ games
    def start(self, config: Any, seats: list[Seat], known_setup: bool = False) -> None:
        self.suggest_first_game = False   # the first real game has begun
        session = Session.new(config, seats, autosave_folder=self.autosave_folder, known_setup=known_setup)
        self.play(session)

    def load(self, path: Path) -> None:
        self.saves.flush()
        try:
            session = Session.load(path, autosave_folder=self.autosave_folder)
        except persist.SaveError as error:
            backup = persist.backup_path(Path(path))
            try:
                session = Session.load(backup, autosave_folder=self.autosave_folder)
            except persist.SaveError:
                self.stack.push(message(N_("Cannot load this game"), str(error)))
                return
            self.stack.push(message(N_("Loaded the backup"), _(
                "{problem}\n\nThe previous save of this game was loaded instead; the damaged file was left "
                "untouched.", problem=error)))
        self.play(session, on_top=True)

    def play(self, session: Session, on_top: bool = False) -> None:
        session.saver = self.saves
        board = session.module.ui().board_scene(session, self.hooks)
        guided = guided_game(session.module) if session.guide is not None else None
        if guided is not None:
            try:
                guided.attach(board, on_finish=self._guided_game_over)
            except DataError as error:   # the coach's files are damaged: the game goes on without it
                self._replace_all(board)
                self.stack.push(message(N_("Cannot load this game"), str(error)))
                return
        if on_top and len(self.stack) and isinstance(self.stack.top, Dialog):
            dialog = self.stack.pop()
            self._replace_all(board)
            self.stack.push(dialog)
        else:
            self._replace_all(board)

    def _first_game(self, game: tuple[Any, list[Seat]] | None) -> Callable[[], None]:
        """What a suggested first game's button does: start it, or open the New game screen."""
        if game is None:
            return self.new_game
        config, seats = game
        return lambda: self.start(config, seats)

    def _guided_game_over(self) -> None:
        """The guided game was played to its end: the main menu will suggest a real one."""
        self.suggest_first_game = True

    def _replace_all(self, scene: Scene) -> None:
        self.stack.clear()
        self.stack.push(scene)

    # ------------------------------------------------------------------ around a game
    def _board(self) -> Any:
        """The board of the game on the stack, if there is one."""
        return next((scene for scene in self.stack if is_board(scene)), None)

    def _new_from_menu(self, same_as: Session | None = None) -> None:
        """The main menu with the New game screen over it (filled in like ``same_as``)."""
        self.main_menu()
        if same_as is None:
            self.new_game()
        else:
            self.new_game(same_as.game.config, same_as.seats)

    def _in_game_menu(self) -> None:
        board = self._board()
        self.stack.push(Dialog(N_("Menu"), N_("The game saves itself after every decision."), [
            (N_("Back to the game"), None),
            (N_("Save as…"), lambda: self.save_as(board)),
            (N_("Load…"), self.load_menu),
            (N_("Settings"), self.settings_screen),
            (N_("Main menu"), self.main_menu),
        ], cancel=0))   # Esc goes back to the game

    def save_as(self, board: Any) -> None:
        """Ask for a name (players and date proposed), then save under it."""
        when = time.strftime('%Y-%m-%d %H.%M')   # the names shortened if need be: the date is never cut off
        names = ", ".join(board.session.names)[:MAX_NAME - len(when) - 1].rstrip(", ")
        proposed = f"{names} {when}"
        self.stack.push(SaveAsScene(proposed, lambda name: self._save_named(board.session, name)))

    def _save_named(self, session: Session, name: str) -> Path:
        """Save in the saves folder; an existing game of that name is never overwritten."""
        stem = file_stem(name)
        path = self.saves_folder / f"{stem}.json"
        number = 2
        while path.exists():
            path = self.saves_folder / f"{stem} ({number}).json"
            number += 1
        session.save_as(path)
        self.stack.push(message(N_("Game saved"), _("Saved as \u201c{name}\u201d in {folder}.", name=path.stem,
                                                        folder=path.parent)))
        return path
