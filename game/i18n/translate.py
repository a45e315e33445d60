"""The current language and the functions that translate into it.

Messages are English sentences, whole, with named placeholders (``{name}``, ``{n}``), so a
translator can move the words around them. ``_`` and ``ngettext`` translate at once;
``N_`` keeps a message to be translated whenever it is shown (a button's label made before
the player switches the language).
"""
from __future__ import annotations

import gettext
from typing import Any

from game.i18n.catalogues import load
from game.i18n.languages import CODES, DEFAULT_LANGUAGE

_current = DEFAULT_LANGUAGE
_translations: dict[str, gettext.NullTranslations] = {}
#: Translations standing in for the current language's catalogue until the language is set
#: again: a test's pseudo-language (:mod:`game.i18n.pseudo`).
_stand_in: gettext.NullTranslations | None = None
#: English before any language is set: the messages as they are
_UNTRANSLATED = gettext.NullTranslations()


def current_language() -> str:
    """The code of the language text is shown in ("en", "hu", "pl", "ko")."""
    return _current


def set_language(code: str) -> None:
    """Show every text in ``code`` from now on (its catalogue is loaded, compiled if needed)."""
    global _current, _stand_in
    if code not in CODES:
        raise ValueError(f"no such language: {code!r}; expected one of {sorted(CODES)}")
    if code not in _translations:
        _translations[code] = gettext.NullTranslations() if code == DEFAULT_LANGUAGE else load(code)
    _current = code
    _stand_in = None


def _catalogue() -> gettext.NullTranslations:
    return _stand_in or _translations.get(_current) or _UNTRANSLATED


def _filled(text: str, params: dict[str, Any]) -> str:
    """``text`` with its named placeholders filled (a text without parameters is left as it
    is, braces and all)."""
    return text.format(**params) if params else text


def _(message: str, **params: Any) -> str:
    """``message`` in the current language, its ``{placeholders}`` filled from ``params``."""
    return _filled(_catalogue().gettext(message), params)


def ngettext(singular: str, plural: str, n: int, **params: Any) -> str:
    """The current language's form of a message for ``n`` things (Polish has three, Korean
    one); ``{n}`` is filled with ``n`` written the language's way, unless ``params`` says otherwise."""
    from game.i18n.formats import format_number

    return _filled(_catalogue().ngettext(singular, plural, n), {"n": format_number(n), **params})


def pgettext(context: str, message: str, **params: Any) -> str:
    """``message`` translated in ``context`` (a card's id: two cards may share an English name
    and still need different translations)."""
    return _filled(_catalogue().pgettext(context, message), params)


class LazyText:
    """A message translated each time it is shown (``str(text)``), in the language of that
    moment. It reads like the string it shows now: it equals it (``button.label == "Save"``),
    and ``in``, ``len`` and the string methods work on it."""

    __slots__ = ("message", "params")
    __hash__ = None   # type: ignore[assignment]  # what it shows changes with the language

    def __init__(self, message: str, **params: Any) -> None:
        self.message = message
        self.params = params

    def __str__(self) -> str:
        return _(self.message, **self.params)

    def __repr__(self) -> str:
        return f"N_({self.message!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyText):
            return (self.message, self.params) == (other.message, other.params)
        return isinstance(other, str) and str(self) == other

    def __contains__(self, part: str) -> bool:
        return part in str(self)

    def __len__(self) -> int:
        return len(str(self))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):   # copy and pickle look for hooks before the slots are filled
            raise AttributeError(name)
        return getattr(str(self), name)   # text.startswith(…), text.upper()…


def N_(message: str, **params: Any) -> LazyText:
    """``message`` kept to be translated whenever it is shown (see :class:`LazyText`)."""
    return LazyText(message, **params)
