"""Numbers and dates written the current language's way (Babel's CLDR data): "1,234" in
English, "1 234" in Hungarian and Polish; "Nov 25, 2025, 2:02 PM" or "2025. nov. 25. 14:02".

Babel is loaded on first use: the client does not need it to start."""
from __future__ import annotations

import datetime as dt
import functools

from game.i18n.translate import current_language


def format_number(n: int | float) -> str:
    return _formatted_number(n, type(n), current_language())


@functools.lru_cache(maxsize=4096)
def _formatted_number(n: int | float, kind: type, language: str) -> str:
    """Babel's answer, kept: a board writes the same few numbers on every move, at ~0.1 ms each.
    ``kind`` keeps 1 and 1.0 apart (they are equal keys)."""
    from babel.numbers import format_decimal

    return format_decimal(n, locale=language)


def format_datetime(when: dt.datetime | float) -> str:
    """A date and the time of day to the minute (a saved game's date); ``when`` may be a Unix time."""
    from babel.dates import format_date, format_time, get_datetime_format

    moment = dt.datetime.fromtimestamp(when) if isinstance(when, (int, float)) else when
    language = current_language()
    pattern = get_datetime_format("medium", locale=language)
    text = pattern.replace("{1}", format_date(moment, "medium", locale=language))
    text = text.replace("{0}", format_time(moment, "short", locale=language))
    return text.replace("\u202f", " ")


def format_date(when: dt.date) -> str:
    from babel.dates import format_date as babel_date

    return babel_date(when, "medium", locale=current_language())
