"""The languages the client speaks, each named in its own language, and the system's language.

Pure Python (no pygame, no Babel): the settings read it before the window opens.
"""
from __future__ import annotations

import locale
import os
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """A language of the client: its code (the catalogue's folder) and its own name."""

    code: str
    #: the name a speaker looks for in a list of languages: "Magyar", not "Hungarian"
    name: str


#: In the order the settings screen offers them.
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"), Language("hu", "Magyar"), Language("pl", "Polski"), Language("ko", "한국어"),
)
DEFAULT_LANGUAGE = "en"
CODES = frozenset(language.code for language in LANGUAGES)

#: Windows names its locales in English ("Hungarian_Hungary"), not by code.
_WINDOWS_NAMES = {"english": "en", "hungarian": "hu", "polish": "pl", "korean": "ko"}
#: The variables gettext consults, in its order (LANGUAGE may list several, "hu:en").
_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _code_of(name: str) -> str | None:
    """The supported language a locale name means ("hu_HU.UTF-8", "ko", "Polish_Poland"), if any."""
    base = name.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    code = _WINDOWS_NAMES.get(base, base)
    return code if code in CODES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language when the client speaks it, else English.

    The first of LANGUAGE, LC_ALL, LC_MESSAGES, LANG that is set decides (as for gettext);
    without any, the locale Python reports (on Windows the user's own)."""
    environ = os.environ if environ is None else environ
    for variable in _ENVIRONMENT:
        value = environ.get(variable, "")
        if value and value not in ("C", "POSIX"):
            for name in value.split(":"):
                code = _code_of(name)
                if code is not None:
                    return code
            return DEFAULT_LANGUAGE
    if environ is os.environ:
        try:
            name = locale.getlocale()[0] or ""
        except ValueError:
            name = ""
        return _code_of(name) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE
