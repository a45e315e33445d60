"""The player's preferences: the game chosen on the main menu, the language, window size, full
screen, animation speed, sound, confirmations, single choices taken by themselves.

The language is the system's on the first start (when the client speaks it, else English),
and after that the one the player chose. It changes only what is shown: saves and logs are
written the same in every language.

They live in ``settings.json`` in the user's configuration folder (``platformdirs``), never
beside the program. Loading never fails: a missing file gives the defaults, and a damaged or
invalid one gives the defaults *and* a message that names the file and the problem, for the
client to show. The message is read before the language is known, so it is an ``N_`` message
(its parts named) that shows in the language of the moment it is drawn. Such a file is never
overwritten silently: the next save first renames it to ``settings.json.bad``, so a hand edit
that went wrong can still be recovered.

Pure Python: no pygame here, so the settings can be read before the window opens.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from game import APP_NAME
from game.files import FileProblem, read_json, write_atomically
from game.i18n import N_, LazyText
from game.i18n.languages import CODES, DEFAULT_LANGUAGE, system_language

FILE_NAME = "settings.json"
BAD_SUFFIX = ".bad"
#: The largest settings file read (a real one is about 150 bytes).
MAX_SETTINGS_BYTES = 64 * 1024

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "off")
#: How long an animation lasts at each speed, as a multiple of its normal duration.
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
#: The window sizes the settings screen offers (width, height).
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
#: The range a window size read from the file must lie in (anything else is a damaged file).
MIN_WINDOW = (800, 600)
MAX_WINDOW = (7680, 4320)


@dataclass(frozen=True)
class Settings:
    """The player's preferences (immutable: change one with ``dataclasses.replace``)."""

    #: the id of the game chosen on the main menu ("": the registry's default game)
    game: str = ""
    #: the code of the language shown ("en", "hu", "pl", "ko")
    language: str = DEFAULT_LANGUAGE
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: str = "normal"
    sound: bool = True
    confirm_end_turn: bool = True
    #: a decision with a single possible choice is taken by itself after a short pause
    auto_single_choice: bool = False

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def first_settings() -> Settings:
    """The settings of a first start: the defaults, in the system's language."""
    return Settings(language=system_language())


def settings_path() -> Path:
    """Where the settings are kept: the user's configuration folder for the game."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / FILE_NAME


def bad_path(path: Path) -> Path:
    """Where a damaged settings file is kept before it is replaced."""
    return path.with_name(path.name + BAD_SUFFIX)


def animation_seconds(settings: Settings, base: float) -> float:
    """``base`` seconds (an animation's normal duration) at the chosen speed; 0 when off."""
    return base * SPEED_FACTORS[settings.animation_speed]


# --------------------------------------------------------------------------- reading

class _Invalid(ValueError):
    """A settings file that cannot be used; ``reason`` says why."""

    def __init__(self, reason: LazyText) -> None:
        super().__init__(reason)
        self.reason = reason


def _shown(value: Any) -> str:
    """``value`` as JSON, cut short: the message must fit in a dialog."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _read_bool(data: dict[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise _Invalid(N_("{key} must be true or false, not {value}", key=f"'{key}'", value=_shown(value)))
    return value


def _read_window_size(data: dict[str, Any]) -> tuple[int, int]:
    value = data["window_size"]
    ok = (isinstance(value, list) and len(value) == 2
          and all(isinstance(v, int) and not isinstance(v, bool) for v in value))
    if not ok:
        raise _Invalid(N_("{key} must be [width, height] in pixels, not {value}", key="'window_size'",
                          value=_shown(value)))
    width, height = value
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        raise _Invalid(N_("{key} {size} is outside {smallest} to {largest}", key="'window_size'",
                          size=f"{width}×{height}", smallest=f"{MIN_WINDOW[0]}×{MIN_WINDOW[1]}",
                          largest=f"{MAX_WINDOW[0]}×{MAX_WINDOW[1]}"))
    return width, height


def _read_speed(data: dict[str, Any]) -> str:
    value = data["animation_speed"]
    if value not in ANIMATION_SPEEDS:
        raise _Invalid(N_("{key} must be one of {choices}, not {value}", key="'animation_speed'",
                          choices=", ".join(ANIMATION_SPEEDS), value=_shown(value)))
    return value


def _read_game(data: dict[str, Any]) -> str:
    value = data["game"]
    if not isinstance(value, str) or not re.fullmatch(r"[a-z0-9-]{0,40}", value):
        raise _Invalid(N_("{key} must be a game's id, not {value}", key="'game'", value=_shown(value)))
    return value


def _read_language(data: dict[str, Any]) -> str:
    value = data["language"]
    if value not in CODES:
        raise _Invalid(N_("{key} must be one of {choices}, not {value}", key="'language'",
                          choices=", ".join(sorted(CODES)), value=_shown(value)))
    return value


_READERS = {
    "game": _read_game,
    "language": _read_language,
    "window_size": _read_window_size,
    "animation_speed": _read_speed,
}


def settings_from_dict(data: Any) -> Settings:
    """Settings from parsed JSON. Keys that are missing keep their default (a file from an
    older version, whose player saw English); unknown keys are ignored (a file from a newer
    one). Raises ValueError."""
    if not isinstance(data, dict):
        raise _Invalid(N_("it does not hold a JSON object of settings"))
    values: dict[str, Any] = {}
    for field in fields(Settings):
        if field.name in data:
            reader = _READERS.get(field.name)
            values[field.name] = reader(data) if reader else _read_bool(data, field.name)
    return Settings(**values)


def _problem(path: Path) -> tuple[Settings, LazyText | str | None]:
    """Read ``path`` (which exists): the settings, or the defaults and why they are used (said
    of the file: "is invalid: …"; a problem ``read_json`` found is its English text)."""
    try:
        data = read_json(path, MAX_SETTINGS_BYTES)
    except FileProblem as problem:
        return Settings(), str(problem)
    except OSError as error:
        return Settings(), N_("cannot be read ({reason})", reason=error.strerror or str(error))
    try:
        return settings_from_dict(data), None
    except _Invalid as error:
        return Settings(), N_("is invalid: {reason}", reason=error.reason)


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, LazyText | None]:
    """The saved settings and ``None`` (the first start's when there are none yet); or the
    defaults and a message naming the file and its problem (the file is left as it is)."""
    source = Path(path) if path is not None else settings_path()
    if not source.exists():
        return first_settings(), None
    settings, problem = _problem(source)
    if problem is None:
        return settings, None
    return settings, N_("{file} {problem}. The default settings are used; the file will be kept as {backup} "
                        "when the settings are next saved.", file=str(source), problem=problem,
                        backup=bad_path(source).name)


# --------------------------------------------------------------------------- writing

def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write ``settings`` atomically. A damaged file in the way is renamed to ``.bad`` first."""
    target = Path(path) if path is not None else settings_path()
    if target.exists() and _problem(target)[1] is not None:
        os.replace(target, bad_path(target))
    write_atomically(target, json.dumps(settings.to_dict(), indent=2) + "\n")
    return target
