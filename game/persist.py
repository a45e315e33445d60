"""Saving, loading and autosaving games of any game the client hosts (DESIGN.md, persistence).

A save is JSON: a format name and version, the game's id, its config (with its seed), the
full list of actions since the start, and a snapshot of the state, and who plays each seat.
Older formats still load: version 1 (one game only, no game id: its format name tells the game,
``v1_save_format``) and version 2 (before a card that is the only way to pay was asked for,
and before computer players); the game supplies the decisions they did not record
(``GameModule.unrecorded_action``). Loading replays the actions from a
new game with that config and checks the result against the snapshot, so a save can never
smuggle in a state the rules would not reach. Writes are atomic (``game.files``) and the
previous good save is kept beside it as ``<name>.bak``. Every problem is a ``SaveError``
naming the file and the reason, the reason in the language of the moment it is shown.

A save is somebody else's file as often as ours (shared, edited, damaged), so nothing read
from one is trusted: the header is checked field by field before anything uses it (a name
is cleaned like a typed one, a colour must be one of the seats' colours), only regular files
of a bounded size are read, and nothing read from a save ever becomes a path — an autosave
is named by the game this program started or resumed (:func:`new_game_id`), never by the file.
"""
from __future__ import annotations

import dataclasses
import datetime
import json
import math
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from game import APP_NAME, files, games
from game.core.actions import Action, IllegalAction
from game.core.protocols import GameModule, RulesGame
from game.i18n import N_, LazyText
from game.seats import COMPUTER_LEVELS, SEAT_COLOURS, clean_name

FORMAT = "boardgame-save"
VERSION = 3
#: The largest save read (a finished 4-player game is about 16 KB).
MAX_SAVE_BYTES = 2 * 1024 * 1024
#: What an autosave may be named (``<game id>.json``): a plain file name on every system.
_GAME_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")
#: The most seats a saved game can have (an automa's seat included).
_MAX_SEATS = 4


class SaveError(Exception):
    """A save that cannot be used; ``str(error)`` is "<file>: <reason>".

    The reason is said of the file ("is damaged: …") and shown in the language of the moment
    (an ``N_`` message; a problem ``game.files`` found is its English text)."""

    def __init__(self, path: Path, reason: LazyText | str) -> None:
        super().__init__(path, reason)
        self.path = path
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


@dataclass(frozen=True)
class SaveInfo:
    """What a list of saved games shows about one of them.

    A damaged file is listed too, with ``problem`` saying why it cannot be loaded; if its
    backup can be, the other fields describe the backup and ``backup_loads`` is true.
    """

    path: Path
    game: str  # the game's id ("" for a damaged file nothing could be read of)
    players: int
    mode: LazyText | str  # "hot-seat" or "solo (easy)" … (GameModule.describe)
    round: int
    saved_at: float  # seconds since the epoch
    finished: bool
    names: tuple[str, ...]
    colours: tuple[str, ...] = ()
    known_setup: bool = False
    #: the level of the computer player at each seat (None: a person)
    computers: tuple[str | None, ...] = ()
    #: why the file cannot be loaded (a SaveError's reason)
    problem: LazyText | str | None = None
    backup_loads: bool = False

    @property
    def loadable(self) -> bool:
        """Loading it gives a game (itself, or its backup when it is damaged)."""
        return self.problem is None or self.backup_loads


@dataclass(frozen=True)
class SaveHeader:
    """The parts of a save read before (or without) replaying it, each checked and typed."""

    game: GameModule
    version: int
    config: dict[str, Any]
    known_setup: bool
    saved_at: float
    round: int
    finished: bool
    names: tuple[str, ...]
    colours: tuple[str, ...]
    computers: tuple[str | None, ...]
    actions: list[Any]
    snapshot: dict[str, Any]
    #: where a guided game's coach is (its own data, checked by the game when it resumes), or None
    guide: dict[str, Any] | None = None


# ------------------------------------------------------------------------ folders
def data_dir() -> Path:
    """The user's data folder for this game (never the program's own folder)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def saves_dir() -> Path:
    return data_dir() / "saves"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


# ------------------------------------------------------------------------- writing
def to_document(module: GameModule, game: RulesGame, names: list[str] | None = None,
                game_id: str | None = None, colours: list[str] | None = None,
                known_setup: bool = False, computers: list[str | None] | None = None,
                guide: dict[str, Any] | None = None) -> dict[str, Any]:
    document = {
        "format": FORMAT,
        "version": VERSION,
        "game": module.id,
        "game_id": game_id,
        "saved_at": time.time(),
        "config": dataclasses.asdict(game.config),
        "known_setup": known_setup,
        "names": list(names) if names else [],
        "colours": list(colours) if colours else [],
        "computers": list(computers) if computers else [],
        "round": game.round,
        "finished": game.is_over,
        "actions": [action.to_dict() for action in game.history],
        "snapshot": json.loads(game.to_json()),
    }
    if guide is not None:
        document["guide"] = guide
    return document


def save(module: GameModule, game: RulesGame, path: str | os.PathLike[str], names: list[str] | None = None,
         game_id: str | None = None, colours: list[str] | None = None, known_setup: bool = False,
         computers: list[str | None] | None = None, guide: dict[str, Any] | None = None) -> Path:
    """Write ``game`` (of ``module``) to ``path`` atomically, keeping the previous good save as
    a backup. ``known_setup``: the game was started from a typed seed (see ``Session``);
    ``computers``: the level of the computer player at each seat (None for a person); ``guide``:
    where the coach of a guided game is."""
    target = Path(path)
    write_save(target, save_text(module, game, names, game_id, colours, known_setup, computers, guide))
    return target


def save_text(module: GameModule, game: RulesGame, names: list[str] | None = None, game_id: str | None = None,
              colours: list[str] | None = None, known_setup: bool = False,
              computers: list[str | None] | None = None, guide: dict[str, Any] | None = None) -> str:
    """The text :func:`save` writes for ``game`` as it is now."""
    return json.dumps(to_document(module, game, names, game_id, colours, known_setup, computers, guide),
                      separators=(",", ":"))


def write_save(target: Path, text: str | bytes, previous: bytes | None = None) -> None:
    """Write a save's ``text`` to ``target`` atomically, the file there before kept as its backup
    when it loads cleanly. ``previous``: that file's bytes, known to be a good save (the writer
    wrote them), so that they need not be read and checked again."""
    if previous is None and _loads_cleanly(target):
        previous = _read(target)
    if previous is not None:
        files.write_atomically(backup_path(target), previous)
    files.write_atomically(target, text)


def _loads_cleanly(path: Path) -> bool:
    try:
        read_document(path)
    except SaveError:
        return False
    return True


# ------------------------------------------------------------------------- reading
def _read(path: Path) -> bytes:
    try:
        return files.read_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        # Translators: the reasons a saved game cannot be loaded are said of its file, after its name.
        raise SaveError(path, N_("the file does not exist")) from None
    except files.FileProblem as problem:
        raise SaveError(path, str(problem)) from None
    except OSError as error:
        raise SaveError(path, N_("cannot be read ({reason})", reason=error.strerror or str(error))) from None


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The save's JSON, checked for format, version and the type of every header field (the
    actions are not replayed)."""
    source = Path(path)
    try:
        document = files.parse_json(_read(source))
    except files.FileProblem as problem:
        raise SaveError(source, str(problem)) from None
    if not isinstance(document, dict) or _module_of(document) is None:
        raise SaveError(source, N_("is not a saved game"))
    version = document.get("version")
    if type(version) is not int:   # noqa: E721 — true is not version 1
        raise SaveError(source, N_("is damaged: it has no format version"))
    if version > VERSION:
        raise SaveError(source, N_("was written by a newer version of the game (save format {version}; this "
                                   "version reads up to {newest})", version=version, newest=VERSION))
    if version < 1 or (version == 1) != (document.get("format") != FORMAT):
        raise SaveError(source, N_("uses a save format ({version}) that this version cannot read", version=version))
    header(source, document)
    return document


def _module_of(document: dict[str, Any]) -> GameModule | None:
    """The game a save document belongs to: named in it (version 2 on), or by its format name
    (version 1, from before saves named their game)."""
    if document.get("format") == FORMAT:
        try:
            return games.get(document.get("game"))
        except KeyError:
            return None
    old_format = document.get("format")
    if old_format is None:
        return None
    return next((m for m in games.all() if old_format == getattr(m, "v1_save_format", None)), None)


def header(path: Path, document: dict[str, Any]) -> SaveHeader:
    """The checked header of a save document (raises ``SaveError`` naming the bad field)."""
    module = _module_of(document)
    if module is None:
        raise SaveError(path, N_("is not a saved game"))
    config = document.get("config")
    if not isinstance(config, dict):
        raise SaveError(path, N_("is damaged: {field} is missing or is not an object", field="'config'"))
    _check_config(path, module, config)
    actions, snapshot = document.get("actions"), document.get("snapshot")
    if not isinstance(actions, list):
        raise SaveError(path, N_("is damaged: {field} is missing or is not a list", field="'actions'"))
    if not isinstance(snapshot, dict):
        raise SaveError(path, N_("is damaged: {field} is missing or is not an object", field="'snapshot'"))
    saved_at = document.get("saved_at", 0.0)
    if type(saved_at) not in (int, float) or not math.isfinite(saved_at) or saved_at < 0 or not _a_date(saved_at):
        raise SaveError(path, N_("is damaged: {field} is not a time", field="'saved_at'"))
    round_ = document.get("round", 0)
    if type(round_) is not int or not 0 <= round_ <= 99:   # noqa: E721
        raise SaveError(path, N_("is damaged: {field} is not a round number", field="'round'"))
    finished, known_setup = document.get("finished", False), document.get("known_setup", False)
    if type(finished) is not bool or type(known_setup) is not bool:   # noqa: E721
        raise SaveError(path, N_("is damaged: 'finished' or 'known_setup' is not true or false"))
    names = _string_list(path, document.get("names"), "names")
    colours = _string_list(path, document.get("colours"), "colours")
    unknown = [c for c in colours if c not in SEAT_COLOURS]
    if unknown:
        raise SaveError(path, N_("is damaged: unknown player colour {colour} (one of {colours})",
                                 colour=repr(unknown[0][:20]), colours=", ".join(SEAT_COLOURS)))
    if len(set(colours)) != len(colours):
        raise SaveError(path, N_("is damaged: two players have the same colour"))
    computers = document.get("computers", [])
    if not isinstance(computers, list) or not all(c is None or c in COMPUTER_LEVELS for c in computers):
        raise SaveError(path, N_("is damaged: {field} is not a list of computer levels ({levels}) or nulls",
                                 field="'computers'", levels=", ".join(COMPUTER_LEVELS)))
    guide = document.get("guide")
    if guide is not None and not isinstance(guide, dict):
        raise SaveError(path, N_("is damaged: {field} is missing or is not an object", field="'guide'"))
    return SaveHeader(game=module, version=document["version"], config=config, known_setup=known_setup,
                      saved_at=float(saved_at), round=round_, finished=finished,
                      names=tuple(clean_name(name) for name in names), colours=tuple(colours),
                      computers=tuple(computers), actions=actions, snapshot=snapshot, guide=guide)


def _a_date(seconds: float) -> bool:
    """Whether ``seconds`` since the epoch is a moment the clock of this computer can show."""
    try:
        datetime.datetime.fromtimestamp(seconds)
    except (ValueError, OverflowError, OSError):
        return False
    return True


def _string_list(path: Path, value: Any, key: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > _MAX_SEATS or not all(isinstance(v, str) for v in value):
        raise SaveError(path, N_("is damaged: {field} is not a list of at most {count} texts",
                                 field=f"'{key}'", count=_MAX_SEATS))
    return value


def _check_config(path: Path, module: GameModule, config: dict[str, Any]) -> None:
    """Every setting known and of the type of its default (the rules judge the values)."""
    defaults = {field.name: field.default for field in dataclasses.fields(module.config_type)}
    for key, value in config.items():
        if key not in defaults:
            raise SaveError(path, N_("is damaged: unknown game setting {setting}", setting=repr(str(key)[:40])))
        if type(value) is not type(defaults[key]):
            raise SaveError(path, N_("is damaged: game setting {setting} has the wrong type", setting=f"'{key}'"))
    players, seed = config.get("players", 1), config.get("seed", 0)
    if not 1 <= players <= _MAX_SEATS:
        raise SaveError(path, N_("is damaged: {field} is {value}, not 1 to {most}",
                                 field="'players'", value=players, most=_MAX_SEATS))
    if not 0 <= seed < 2 ** 64:
        raise SaveError(path, N_("is damaged: {field} is out of range", field="'seed'"))


def read_header(path: str | os.PathLike[str]) -> SaveHeader:
    """The checked header of the save at ``path`` (the actions are not replayed)."""
    source = Path(path)
    return header(source, read_document(source))


def load(path: str | os.PathLike[str]) -> RulesGame:
    """Replay the saved actions and check the result against the saved state."""
    return load_with_log(path)[0]


def load_with_log(path: str | os.PathLike[str]) -> tuple[RulesGame, list[dict[str, Any]]]:
    """``load``, also returning every event of the game so far (the game log is rebuilt by
    the replay, exactly as it was played)."""
    source = Path(path)
    saved = read_header(source)
    try:
        game = saved.game.new_game(saved.game.config_type(**saved.config))
    except (TypeError, ValueError) as error:
        raise SaveError(source, N_("is damaged: its game settings are not valid ({error})", error=str(error))) from None
    events = list(game.initial_events)
    for number, data in enumerate(saved.actions, start=1):
        try:
            events += _replay(saved, game, Action.from_dict(data))
        except (IllegalAction, KeyError, TypeError, AttributeError, ValueError):
            raise SaveError(source, N_("is damaged: saved action {number} is not legal at that point",
                                       number=number)) from None
    # (a game's own state format may change within a save version: the game upgrades it too)
    expected = saved.game.upgrade_snapshot(saved.snapshot, saved.version)
    while json.loads(game.to_json()) != expected:
        # an older format may also end before decisions the rules ask for today
        filler = saved.game.unrecorded_action(game, saved.version) if saved.version < VERSION else None
        if filler is None:
            raise SaveError(source, N_("is damaged: replaying its actions does not give the saved game"))
        events += game.apply(filler)
    return game, events


def _replay(saved: SaveHeader, game: RulesGame, action: Action) -> list[dict[str, Any]]:
    """Apply one saved action. A save of an older format may lack decisions the rules ask for
    today; the game supplies them (``GameModule.unrecorded_action``) until the action fits."""
    events: list[dict[str, Any]] = []
    while True:
        try:
            return events + game.apply(action)
        except IllegalAction:
            filler = saved.game.unrecorded_action(game, saved.version) if saved.version < VERSION else None
            if filler is None:
                raise
            events += game.apply(filler)


def export_log(module: GameModule, events: list[dict[str, Any]], names: list[str], path: str | os.PathLike[str],
               seed: int | None = None) -> Path:
    """Write the game log as a text file, grouped by round and turn like the log in the game
    (private cards of every player are named: it is the record of a finished game). The seed
    closes it, so that anyone can replay the set-up and check that the draws were fair."""
    from game.log import grouped_log

    narrator = module.narrator(names, reveal_all=True)
    out: list[str] = [f"{module.title} — {', '.join(names)}"]
    for line in grouped_log(events, narrator):
        if line.heading and line.player is None:
            out += ["", f"== {line.text} =="]
        elif line.heading:
            out.append(f"-- {line.text}")
        else:
            out.append(f"   {line.text}")
    if seed is not None:
        out += ["", f"Seed: {seed} (New game → Set-up seed replays this set-up)"]
    target = Path(path)
    files.write_atomically(target, "\n".join(out) + "\n")
    return target


def load_with_backup(path: str | os.PathLike[str]) -> tuple[RulesGame, SaveError | None]:
    """Load a save; if it is damaged, load its backup instead and report why.

    Raises the original error when the backup does not load either. The damaged file is left
    untouched (never deleted or overwritten by this call).
    """
    source = Path(path)
    try:
        return load(source), None
    except SaveError as error:
        backup = backup_path(source)
        if not backup.exists():
            raise
        try:
            return load(backup), error
        except SaveError:
            raise error from None


def info(path: str | os.PathLike[str]) -> SaveInfo:
    """A summary of a save for lists (the actions are not replayed)."""
    source = Path(path)
    saved = read_header(source)
    module = saved.game
    config = module.config_type(**saved.config)
    return SaveInfo(
        path=source,
        game=module.id,
        players=module.seats_of(config) - len(module.automa_seats(config)),
        mode=module.describe(config, saved.computers),
        round=saved.round,
        saved_at=saved.saved_at,
        finished=saved.finished,
        names=saved.names,
        colours=saved.colours,
        known_setup=saved.known_setup,
        computers=saved.computers,
    )


def _damaged_info(path: Path, error: SaveError) -> SaveInfo:
    """A damaged file for the list: described by its backup when that one reads."""
    try:
        backup = info(backup_path(path))
    except SaveError:
        try:
            mtime = path.stat().st_mtime
        except OSError:
            mtime = 0.0
        return SaveInfo(path=path, game="", players=0, mode="", round=0, saved_at=mtime, finished=False, names=(),
                        problem=error.reason)
    return dataclasses.replace(backup, path=path, problem=error.reason, backup_loads=True)


def list_saves(folder: str | os.PathLike[str]) -> list[SaveInfo]:
    """Saved games in a folder (``*.json`` regular files), newest first; damaged ones are
    listed with their problem. Never raises: an unreadable folder lists nothing."""
    found = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        if not entry.name.endswith(".json"):
            continue
        path = Path(entry.path)
        try:
            regular = entry.is_file()
        except OSError:   # e.g. a link that loops
            regular = False
        if not regular:   # a FIFO, a folder…: never read, listed only when its last good save can be loaded
            try:
                found.append(dataclasses.replace(info(backup_path(path)), path=path, backup_loads=True,
                                                 problem=N_("is not a regular file")))
            except SaveError:
                pass
            continue
        try:
            found.append(info(path))
        except SaveError as error:
            found.append(_damaged_info(path, error))
    return sorted(found, key=lambda i: i.saved_at, reverse=True)


# ------------------------------------------------------------------------ autosave
def new_game_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + f"-{os.getpid()}-{time.monotonic_ns() % 1_000_000:06d}"


def is_game_id(text: str) -> bool:
    """Whether ``text`` can name an autosave: letters, digits, ``-`` and ``_`` only."""
    return isinstance(text, str) and _GAME_ID.fullmatch(text) is not None


def autosave(module: GameModule, game: RulesGame, game_id: str, names: list[str] | None = None,
             folder: str | os.PathLike[str] | None = None, colours: list[str] | None = None,
             known_setup: bool = False, computers: list[str | None] | None = None,
             guide: dict[str, Any] | None = None,
             write: Callable[[Path, str], None] | None = None) -> Path:
    """Save after a decision; one file per game, so several unfinished games can be resumed.
    ``write``: what writes the save's text to its file (the client's writer thread, see
    ``game.save_writer``); at once by default."""
    target = autosave_path(game_id, folder)
    (write or write_save)(target, save_text(module, game, names, game_id, colours, known_setup, computers, guide))
    return target


def autosave_path(game_id: str, folder: str | os.PathLike[str] | None = None) -> Path:
    """The autosave file of the game ``game_id`` (in the user's autosave folder by default)."""
    if not is_game_id(game_id):
        raise ValueError(f"{game_id!r} cannot name an autosave")
    return (Path(folder) if folder is not None else autosave_dir()) / f"{game_id}.json"


def autosave_of_position(saved: SaveHeader, folder: str | os.PathLike[str] | None = None) -> Path | None:
    """The autosave that holds exactly the game ``saved`` holds (same settings, same actions),
    if there is one: loading a saved game then goes on in that autosave instead of starting a
    second copy of it. Found by reading the folder, never by a name written in the save."""
    base = Path(folder) if folder is not None else autosave_dir()
    for listed in list_saves(base):
        if listed.problem is not None or not is_game_id(listed.path.stem):
            continue
        try:
            other = read_header(listed.path)
        except SaveError:
            continue
        if other.game is saved.game and other.config == saved.config and other.actions == saved.actions:
            return listed.path
    return None


def unfinished_autosaves(folder: str | os.PathLike[str] | None = None) -> list[SaveInfo]:
    """Autosaved games that are not over and can be loaded, newest first (for "Resume")."""
    base = Path(folder) if folder is not None else autosave_dir()
    return [i for i in list_saves(base) if not i.finished and i.loadable]


def remove_stale_temp_files(folder: str | os.PathLike[str] | None = None) -> list[Path]:
    """Temporary files of writes killed midway, removed from the autosave (or given) folder."""
    return files.remove_stale_temp_files(Path(folder) if folder is not None else autosave_dir())


#: Finished games kept in the autosave folder (the newest); older ones are removed.
KEEP_FINISHED = 20


def prune_finished_autosaves(folder: str | os.PathLike[str] | None = None, keep: int = KEEP_FINISHED) -> list[Path]:
    """Remove all but the ``keep`` newest finished games from the autosave folder (unfinished
    and damaged games are never touched; they are what "Resume" offers, or what the player may
    want to rescue). Returns the removed files; never raises."""
    base = Path(folder) if folder is not None else autosave_dir()
    finished = [i for i in list_saves(base) if i.finished and i.problem is None]   # newest first
    removed = []
    for old in finished[keep:]:
        for path in (old.path, backup_path(old.path)):
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
    return removed
