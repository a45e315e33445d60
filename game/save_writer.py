"""Autosaves written beside the game rather than in its way.

A game saves itself after every decision. Writing a save safely flushes the disk four times
(the backup of the save before it, then the save, each with its folder): from a few
milliseconds on a fast disk to tens on a slow one, which the click that made the decision
would otherwise wait for. A :class:`SaveWriter` takes the save's text, made at once from the
game as it is (what is saved is the moment of the decision), and writes it on its own thread.
Where a newer text for a file arrives before the older one was written, only the newer is.

Whatever reads the saves (the main menu, Load a game) calls :meth:`SaveWriter.flush` first, and
so does the end of the program. A write that fails (a full disk, a folder made read-only) is
kept in :attr:`SaveWriter.problem` and told through :attr:`SaveWriter.on_problem` (the client
says it at once, over whatever shows); it never stops the game.
"""
from __future__ import annotations

import atexit
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path

from game import persist

log = logging.getLogger(__name__)

#: What tells a file apart from the one written before it: its inode, size and time of change.
Signature = tuple[int, int, int]


def _signature(path: Path) -> Signature | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_ino, found.st_size, found.st_mtime_ns


class SaveWriter:
    """One thread writing the saves handed to it, newest text per file (see the module)."""

    def __init__(self) -> None:
        self._pending: dict[Path, str] = {}
        #: what this writer last wrote to each file, and how the file looked after: while it
        #: still looks so, those bytes are its backup, without reading and checking it again
        self._written: dict[Path, tuple[Signature | None, bytes]] = {}
        self._writing = False
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        #: the last write that failed, until a write succeeds
        self.problem: Exception | None = None
        #: told of each failed write, on the writer's thread (it may post an event, nothing more)
        self.on_problem: Callable[[Exception], None] | None = None

    def submit(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` (a save, with its backup) soon, on the writer's thread."""
        with self._changed:
            self._pending[path] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
                atexit.register(self.flush)   # a save handed over is on the disk before the program ends
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every save handed over is written (or failed)."""
        with self._changed:
            self._changed.wait_for(lambda: not self._pending and not self._writing)

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._writing = True
            try:
                self._write(path, text)
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()

    def _write(self, path: Path, text: str) -> None:
        known = self._written.get(path)
        previous = known[1] if known is not None and known[0] == _signature(path) else None
        data = text.encode("utf-8")
        try:
            persist.write_save(path, data, previous)
        except Exception as error:  # noqa: BLE001 - the game goes on; the client tells the problem
            log.warning("could not save %s: %s", path, error)
            self.problem = error
            self._written.pop(path, None)
            self._tell(error)
            return
        self.problem = None
        self._written[path] = (_signature(path), data)

    def _tell(self, error: Exception) -> None:
        if self.on_problem is None:
            return
        try:
            self.on_problem(error)
        except Exception as failure:  # noqa: BLE001 - the writer goes on (the window may be closed)
            log.warning("could not tell the save's problem: %s", failure)
