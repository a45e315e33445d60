"""The rules' texts (:class:`game.core.text.Text`: a prompt, a reason, a card's name) said in
the current language.

The rules cannot translate (they import only ``core``); they say English ``Text`` strings that
keep their messages. ``say`` translates such a text when it is shown, in the language of that
moment, with the current catalogue (a test's pseudo-language included) and the language's way
of joining a list (Babel's CLDR data; English keeps the project's "a, b and c").
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core.text import ENGLISH, Text
from game.i18n import translate
from game.i18n.languages import DEFAULT_LANGUAGE

#: CLDR's name of each list style of game.core.text.
_CLDR_STYLES = {"and": "standard", "or": "or", "unit": "unit"}


class CurrentLanguage:
    """The current language as :class:`game.core.text.Words` (it follows every switch)."""

    def gettext(self, message: str) -> str:
        return translate._catalogue().gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return translate._catalogue().ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return translate._catalogue().pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return translate._catalogue().npgettext(context, singular, plural, n)

    def listed(self, items: Sequence[str], style: str) -> str:
        language = translate.current_language()
        if language == DEFAULT_LANGUAGE or len(items) < 2:
            return ENGLISH.listed(items, style)
        from babel.lists import format_list  # only needed once a list is said in another language

        return format_list(list(items), style=_CLDR_STYLES[style], locale=language)


CURRENT = CurrentLanguage()


def say(text: object) -> str:
    """``text`` in the current language: a rules ``Text`` translated (its values too), any
    other text (an ``N_`` message, a player's name) as ``str`` gives it."""
    if isinstance(text, Text):
        return text.say(CURRENT)
    return str(text)
