"""Saving, loading and autosaving games (DESIGN.md, persistence).

A save is JSON: a format name and version, the game's config (with its seed), the full list
of actions since the start, and a snapshot of the state. Loading replays the actions from a
new game with that config and checks the result against the snapshot, so a save can never
smuggle in a state the rules would not reach. Writes are atomic (a temporary file in the same
folder, flushed to disk, then renamed over the old one) and the previous good save is kept
beside it as ``<name>.bak``. Every problem is a ``SaveError`` naming the file and the reason.
"""
from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from game.rules import Action, Game, GameConfig, IllegalAction

FORMAT = "tekhenu-save"
VERSION = 1
APP_NAME = "tekhenu"


class SaveError(Exception):
    """A save that cannot be used; ``str(error)`` is "<file>: <reason>"."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


@dataclass(frozen=True)
class SaveInfo:
    """What a list of saved games shows about one of them."""

    path: Path
    players: int
    mode: str  # "hot-seat" or "solo (easy)" …
    round: int
    saved_at: float  # seconds since the epoch
    finished: bool
    names: tuple[str, ...]
    colours: tuple[str, ...] = ()


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
def to_document(game: Game, names: list[str] | None = None, game_id: str | None = None,
                colours: list[str] | None = None) -> dict[str, Any]:
    state = game.state
    return {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game_id,
        "saved_at": time.time(),
        "config": dataclasses.asdict(state.config),
        "names": list(names) if names else [],
        "colours": list(colours) if colours else [],
        "round": state.round,
        "finished": game.is_over,
        "actions": [action.to_dict() for action in game.history],
        "snapshot": json.loads(game.to_json()),
    }


def save(game: Game, path: str | os.PathLike[str], names: list[str] | None = None,
         game_id: str | None = None, colours: list[str] | None = None) -> Path:
    """Write ``game`` to ``path`` atomically, keeping the previous good save as a backup."""
    target = Path(path)
    text = json.dumps(to_document(game, names, game_id, colours), separators=(",", ":"))
    write_atomically(target, text)
    return target


def write_atomically(target: Path, text: str) -> None:
    """Replace ``target`` by ``text`` so that a crash at any moment leaves either the old or
    the new file whole; an existing file that still loads is kept as ``<name>.bak`` first."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists() and _loads_cleanly(target):
        _replace(backup_path(target), target.read_bytes())
    _replace(target, text.encode("utf-8"))
    _sync_folder(target.parent)


def _replace(target: Path, data: bytes) -> None:
    """Write a temporary file beside ``target``, flush it to disk, then rename it over ``target``."""
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def _sync_folder(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):  # POSIX: make the rename itself durable
        descriptor = os.open(folder, os.O_DIRECTORY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _loads_cleanly(path: Path) -> bool:
    try:
        read_document(path)
    except SaveError:
        return False
    return True


# ------------------------------------------------------------------------- reading
def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The save's JSON, checked for format and version (the actions are not replayed)."""
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError:
        raise SaveError(source, "the file does not exist") from None
    except OSError as error:
        raise SaveError(source, f"cannot be read ({error.strerror})") from None
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(source, "is damaged: it is not complete, valid JSON (cut short or altered?)") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveError(source, "is not a Tekhenu saved game")
    version = document.get("version")
    if not isinstance(version, int):
        raise SaveError(source, "is damaged: it has no format version")
    if version > VERSION:
        raise SaveError(source, f"was written by a newer version of the game (save format {version}; "
                                f"this version reads up to {VERSION})")
    if version < VERSION:
        raise SaveError(source, f"uses an old save format ({version}) that this version cannot read")
    for key, kind in (("config", dict), ("actions", list), ("snapshot", dict)):
        if not isinstance(document.get(key), kind):
            raise SaveError(source, f"is damaged: '{key}' is missing or has the wrong type")
    return document


def load(path: str | os.PathLike[str]) -> Game:
    """Replay the saved actions and check the result against the saved state."""
    return load_with_log(path)[0]


def load_with_log(path: str | os.PathLike[str]) -> tuple[Game, list[dict[str, Any]]]:
    """``load``, also returning every event of the game so far (the game log is rebuilt by
    the replay, exactly as it was played)."""
    source = Path(path)
    document = read_document(source)
    try:
        config = GameConfig(**document["config"])
        game = Game.new(config)
    except (TypeError, ValueError) as error:
        raise SaveError(source, f"is damaged: its game settings are not valid ({error})") from None
    events = list(game.initial_events)
    for number, data in enumerate(document["actions"], start=1):
        try:
            events += game.apply(Action.from_dict(data))
        except (IllegalAction, KeyError, TypeError, AttributeError):
            raise SaveError(source, f"is damaged: saved action {number} is not legal at that point") from None
    if json.loads(game.to_json()) != document["snapshot"]:
        raise SaveError(source, "is damaged: replaying its actions does not give the saved game")
    return game, events


def export_log(events: list[dict[str, Any]], names: list[str], path: str | os.PathLike[str],
               card_names: dict[str, str] | None = None) -> Path:
    """Write the game log as a text file, grouped by round and turn like the log in the game
    (private cards of every player are named: it is the record of a finished game)."""
    from game.log import Narrator, grouped_log

    narrator = Narrator(names, reveal_all=True, card_names=card_names)
    out: list[str] = [f"Tekhenu: Obelisk of the Sun — {', '.join(names)}"]
    for line in grouped_log(events, narrator):
        if line.heading and line.player is None:
            out += ["", f"== {line.text} =="]
        elif line.heading:
            out.append(f"-- {line.text}")
        else:
            out.append(f"   {line.text}")
    target = Path(path)
    write_atomically(target, "\n".join(out) + "\n")
    return target


def load_with_backup(path: str | os.PathLike[str]) -> tuple[Game, SaveError | None]:
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
    document = read_document(source)
    config = document["config"]
    solo = bool(config.get("solo"))
    return SaveInfo(
        path=source,
        players=1 if solo else int(config.get("players", 0)),
        mode=f"solo ({config.get('difficulty', 'easy')})" if solo else "hot-seat",
        round=int(document.get("round", 0)),
        saved_at=float(document.get("saved_at", 0.0)),
        finished=bool(document.get("finished")),
        names=tuple(document.get("names") or ()),
        colours=tuple(document.get("colours") or ()),
    )


def list_saves(folder: str | os.PathLike[str]) -> list[SaveInfo]:
    """Saved games in a folder, newest first; unreadable files are left out."""
    found = []
    for path in Path(folder).glob("*.json"):
        try:
            found.append(info(path))
        except SaveError:
            continue
    return sorted(found, key=lambda i: i.saved_at, reverse=True)


# ------------------------------------------------------------------------ autosave
def new_game_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + f"-{os.getpid()}-{time.monotonic_ns() % 1_000_000:06d}"


def autosave(game: Game, game_id: str, names: list[str] | None = None,
             folder: str | os.PathLike[str] | None = None, colours: list[str] | None = None) -> Path:
    """Save after a decision; one file per game, so several unfinished games can be resumed."""
    base = Path(folder) if folder is not None else autosave_dir()
    return save(game, base / f"{game_id}.json", names, game_id, colours)


def unfinished_autosaves(folder: str | os.PathLike[str] | None = None) -> list[SaveInfo]:
    """Autosaved games that are not over, newest first (for "Resume")."""
    base = Path(folder) if folder is not None else autosave_dir()
    return [i for i in list_saves(base) if not i.finished]


#: Finished games kept in the autosave folder (the newest); older ones are removed.
KEEP_FINISHED = 20


def prune_finished_autosaves(folder: str | os.PathLike[str] | None = None, keep: int = KEEP_FINISHED) -> list[Path]:
    """Remove all but the ``keep`` newest finished games from the autosave folder (unfinished
    games are never touched; they are what "Resume" offers). Returns the removed files."""
    base = Path(folder) if folder is not None else autosave_dir()
    finished = [i for i in list_saves(base) if i.finished]   # newest first
    removed = []
    for old in finished[keep:]:
        for path in (old.path, backup_path(old.path)):
            if path.exists():
                path.unlink()
                removed.append(path)
    return removed
