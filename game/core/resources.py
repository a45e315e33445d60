"""Where the files shipped with the program are: the games' data (``data/``) and the fonts
(``assets/``).

In the source tree they are top-level folders; pyproject.toml maps them into the package as
``game.data`` and ``game.assets``, so an installed copy (a wheel, ``pip install .``) finds them
as package data through the import system; a frozen executable carries them in its bundle.
"""
from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path


def shipped(folder: str) -> Path:
    """The folder ``folder`` ("data" or "assets") of this copy of the program."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / folder
    return _installed(folder)


@functools.cache
def _installed(folder: str) -> Path:
    """``folder`` of a source tree or an installed copy, found once (the import system's search
    took a millisecond, and every font loaded asks for it)."""
    try:
        spec = importlib.util.find_spec(f"game.{folder}")
    except ModuleNotFoundError:
        spec = None
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(__file__).resolve().parents[2] / folder   # the source tree
