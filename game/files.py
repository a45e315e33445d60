"""The user's own files (saves, settings, exported logs), read and written so that no file can
harm the program.

Reading takes regular files only and at most a fixed number of bytes: a FIFO named like a
save would block the start forever, and a huge file would take seconds to refuse. JSON that
is nested too deep or holds a number too long to convert is a damaged file, not a crash.

Writing is atomic: a temporary file beside the target (named after it and the writing
process), flushed to disk, then renamed over it, so a crash at any moment leaves either the
old or the new file whole. Temporary files left by a process killed mid-write are removed by
:func:`remove_stale_temp_files` at the next start.
"""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from game.i18n import N_, LazyText, format_number

#: Temporary files of :func:`write_atomically`: ``.<target name>.<pid>.<random>.tmp``.
_TEMP_NAME = re.compile(r"\..+\.(?P<pid>\d+)\.[^.]+\.tmp")
#: Where the writing process cannot be checked (not POSIX), a temporary file older than this
#: is taken to be abandoned: a write takes milliseconds.
STALE_TEMP_SECONDS = 60.0


class FileProblem(Exception):
    """A file that cannot be used; ``str(problem)`` is the reason, to follow the file's name
    ("is not a regular file", "is damaged: …"), in the language of the moment it is shown."""

    def __init__(self, reason: LazyText) -> None:
        super().__init__(reason)
        #: The reason, translated each time it is shown.
        self.reason = reason


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, refused (``FileProblem``) if it is anything
    else (a folder, a FIFO, a device) or longer than ``limit`` bytes. Missing files and read
    errors raise ``FileNotFoundError`` / ``OSError`` as usual."""
    if not stat.S_ISREG(path.stat().st_mode):   # before opening: opening a FIFO blocks
        raise FileProblem(N_("is not a regular file"))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):   # swapped since the check
            raise FileProblem(N_("is not a regular file"))
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileProblem(N_("is too large (more than {size} KB)", size=format_number(limit // 1024)))
    return data


#: The deepest nesting of lists and objects read from a file. The saves and settings nest 6 deep;
#: a file nested hundreds deep would exhaust the recursion of whatever walks it later.
MAX_JSON_DEPTH = 32


def parse_json(raw: bytes) -> Any:
    """Parse UTF-8 JSON; anything that is not clean JSON, or nested more than
    :data:`MAX_JSON_DEPTH` deep, raises ``FileProblem``."""
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise FileProblem(N_("is damaged: it is not UTF-8 text")) from None
    except json.JSONDecodeError as error:
        raise FileProblem(N_("is damaged: it is not valid JSON (cut short or altered? line {line}, column {column})",
                             line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise FileProblem(N_("is damaged: its JSON is nested too deeply")) from None
    except ValueError:   # e.g. an integer with more digits than Python converts
        raise FileProblem(N_("is damaged: it holds a number too long to read")) from None
    if _nesting(document) > MAX_JSON_DEPTH:
        raise FileProblem(N_("is damaged: its JSON is nested too deeply"))
    return document


def _nesting(document: Any) -> int:
    """How deep lists and objects nest in ``document`` (walked without recursion)."""
    deepest, todo = 0, [(document, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (list, dict)):
            deepest = max(deepest, depth)
            if depth > MAX_JSON_DEPTH:
                break
            todo.extend((item, depth + 1) for item in (value.values() if isinstance(value, dict) else value))
    return deepest


def read_json(path: Path, limit: int) -> Any:
    """:func:`read_limited` then :func:`parse_json`."""
    return parse_json(read_limited(path, limit))


def write_atomically(target: Path, data: str | bytes) -> None:
    """Replace ``target`` by ``data`` (text is written as UTF-8) so that a crash at any moment
    leaves either the old or the new file whole."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp",
                                         dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(payload)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):  # POSIX: make the rename itself durable
        descriptor = os.open(folder, os.O_DIRECTORY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Remove the temporary files that :func:`write_atomically` left in ``folder`` when its
    process was killed mid-write. A file whose writer is still running (another copy of the
    game saving right now) is left alone. Returns the files removed; never raises."""
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.fullmatch(entry.name)
        if match is None or not entry.is_file(follow_symlinks=False):
            continue
        if _writer_may_be_running(int(match["pid"]), entry):
            continue
        try:
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _writer_may_be_running(pid: int, entry: os.DirEntry[str]) -> bool:
    if pid == os.getpid():
        return False   # this process writes synchronously: none of its writes is under way
    if os.name == "posix":
        try:
            os.kill(pid, 0)
        except (ProcessLookupError, OverflowError):   # no such process (or no such pid at all)
            return False
        except PermissionError:
            return True   # it exists, under another user
        return True
    try:
        return time.time() - entry.stat(follow_symlinks=False).st_mtime < STALE_TEMP_SECONDS
    except OSError:
        return True
