"""A test-only pseudo-language: every message about 1.6 times as wide as in English, written
with the accented letters of Hungarian and Polish (áőűłęż…), so that a screen can be checked
for text that does not fit before the real translations arrive.

Hungarian and Polish run about 1.6 times as wide as English; a screen whose every label fits
in the pseudo-language leaves them room. Placeholders (``{name}``), markdown's ``**`` and
line breaks are kept, so the messages are filled and laid out as the real ones would be::

    use_pseudo_language()          # until set_language() is called again
    _("End turn")                  # -> "Ęńdęń túrńtú"
"""
from __future__ import annotations

import gettext
import re

from game.i18n import translate
from game.i18n.languages import DEFAULT_LANGUAGE

#: How much longer each word grows (its letters again, accented, up to this share of its length).
WIDENING = 0.7
_ACCENTED = str.maketrans("aeoulzcnsAEOULZCNS", "áęőűłżćńśÁĘŐŰŁŻĆŃŚ")
#: What stays as written: placeholders, markdown's bold marks, web addresses.
_KEPT = re.compile(r"(\{[^{}]*\}|\*\*|https?://\S+)")
_WORD = re.compile(r"[A-Za-z]+")


def _widened(match: re.Match[str]) -> str:
    word = match.group()
    extra = round(len(word) * WIDENING) or 1
    return (word + (word.lower() * 2)[:extra]).translate(_ACCENTED)


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language: each word longer and accented, placeholders kept."""
    parts = _KEPT.split(message)
    return "".join(part if i % 2 else _WORD.sub(_widened, part) for i, part in enumerate(parts))


class PseudoTranslations(gettext.NullTranslations):
    """Translates every message into the pseudo-language (English plural rule)."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


def use_pseudo_language(numbers_of: str = DEFAULT_LANGUAGE) -> None:
    """Show every message in the pseudo-language until :func:`~game.i18n.set_language` is
    called again; numbers and dates are written as in ``numbers_of``."""
    translate.set_language(numbers_of)
    translate._stand_in = PseudoTranslations()
