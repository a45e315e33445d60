"""The games the client hosts, by id. Imported statically, so that a frozen executable
(PyInstaller) finds every game; the shared shell reaches a game only through this registry
and the ``GameModule`` protocol (``game.core.protocols``)."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.core.protocols import GameModule
from game.dynasties.module import MODULE as DYNASTIES
from game.imhotep.module import MODULE as IMHOTEP
from game.tekhenu.module import MODULE as TEKHENU

_GAMES: dict[str, GameModule] = {module.id: module for module in (TEKHENU, IMHOTEP, DYNASTIES)}
#: The game ``python -m game`` opens when none is chosen.
DEFAULT = TEKHENU.id


def get(game_id: str) -> GameModule:
    """The game with this id; ``KeyError`` naming the known ones if there is none."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_GAMES)})") from None


def all() -> list[GameModule]:   # noqa: A001 — the registry's own word (DESIGN.md: games.all())
    """Every game, in the order the main menu offers them."""
    return list(_GAMES.values())


@contextmanager
def registered(module: GameModule) -> Iterator[GameModule]:
    """``module`` is one of the games while inside (tests add stand-in games this way)."""
    if module.id in _GAMES:
        raise ValueError(f"a game {module.id!r} is registered already")
    _GAMES[module.id] = module
    try:
        yield module
    finally:
        del _GAMES[module.id]


def of_config(config: object) -> GameModule:
    """The game whose settings ``config`` is (each game has its own config type). The games of the
    config type's own package are asked first: asking a game for its config type loads its rules."""
    home = type(config).__module__

    def elsewhere(module: GameModule) -> bool:
        return not home.startswith(type(module).__module__.rpartition(".")[0] + ".")

    for module in sorted(_GAMES.values(), key=elsewhere):
        if type(config) is module.config_type:
            return module
    raise KeyError(f"no game has settings of type {type(config).__name__}")
