"""What the rules say to a player (a decision's prompt, why an action is not open, a card's
name) in English now, and in the player's language when it is shown.

A game's rules import nothing but ``core`` and themselves (DESIGN.md), so they cannot
translate; and the rules API keeps a decision's ``prompt`` a ``str``. So the rules say a
:class:`Text`: a ``str`` that *is* the English sentence (tests, tools and the AI read it as
any string) and that also keeps what it was made from — the English message with its named
placeholders, as marked for ``pybabel extract`` by the functions below, and the values of its
placeholders: numbers, and further texts (a card's name, a god, an amount). The client says it
in the current language with ``game.i18n.say(text)``, which translates the message and every
text among its values; :meth:`Text.say` does it for any :class:`Words`::

    N_("Choose a district for your building in row {row}", row=3)
    ngettext("Take {n} card from one section", "Take {n} cards from one section", n)
    pgettext("D22", "Decree of Purity")         # a card's name, keyed by its id
    listed([first, second], "or")                # "a or b", "a, b or c"

These are the keywords ``pybabel extract`` knows (its defaults), so a message marked here is
extracted like one marked with ``game.i18n``'s functions of the same names; unlike those, these
translate nothing now. A ``Text`` is never written into a game's state or a save: events and
states keep ids, and the words are made from them when they are shown.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

#: How a list is joined: "a, b and c", "a, b or c", "2 gold, 1 papyrus" (CLDR's list styles).
LIST_STYLES = ("and", "or", "unit")


class Words(Protocol):
    """A language to say texts in: its translations and how it joins a list."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...

    def pgettext(self, context: str, message: str) -> str: ...

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str: ...

    def listed(self, items: Sequence[str], style: str) -> str: ...


class English:
    """The messages as written: the project's English (the value of every :class:`Text`)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural

    def listed(self, items: Sequence[str], style: str) -> str:
        """"a", "a and b", "a, b and c" (no comma before the last word); "2 gold, 1 papyrus"."""
        if style == "unit" or len(items) < 2:
            return ", ".join(items)
        return f"{', '.join(items[:-1])} {'or' if style == 'or' else 'and'} {items[-1]}"


ENGLISH = English()


def _restore(cls: type, value: str, state: dict[str, Any]) -> "Text":
    text = str.__new__(cls, value)
    text.__dict__.update(state)
    return text


class Text(str):
    """A sentence or a name of the rules: the English words, and the message to say it again
    in another language (see the module's docstring)."""

    #: (context, message, plural message or None, count, placeholder values)
    said: tuple[str | None, str, str | None, int, dict[str, Any]]

    def __new__(cls, message: str, params: dict[str, Any] | None = None, *, plural: str | None = None,
                n: int = 1, context: str | None = None) -> "Text":
        params = params or {}
        english = plural if plural is not None and n != 1 else message
        text = str.__new__(cls, english.format(**params) if params else english)
        text.said = (context, message, plural, n, params)
        return text

    def say(self, words: Words) -> str:
        """The text in the language of ``words``, every text among its values said alike."""
        context, message, plural, n, params = self.said
        if plural is None:
            said = words.gettext(message) if context is None else words.pgettext(context, message)
        else:
            said = (words.ngettext(message, plural, n) if context is None
                    else words.npgettext(context, message, plural, n))
        if not params:
            return said
        return said.format(**{key: value.say(words) if isinstance(value, Text) else value
                              for key, value in params.items()})

    def __reduce__(self) -> tuple[Any, ...]:   # copies and pickles keep the message, not only the words
        return _restore, (type(self), str(self), dict(self.__dict__))


class Listed(Text):
    """Texts in a list, joined the way the language joins a list (``style``: see LIST_STYLES)."""

    items: tuple[str, ...]
    style: str

    def __new__(cls, items: Sequence[str], style: str = "and") -> "Listed":   # type: ignore[override]
        if style not in LIST_STYLES:
            raise ValueError(f"unknown list style {style!r}; expected one of {LIST_STYLES}")
        text = str.__new__(cls, ENGLISH.listed(items, style))
        text.items, text.style = tuple(items), style
        return text

    def say(self, words: Words) -> str:
        return words.listed([item.say(words) if isinstance(item, Text) else item for item in self.items],
                            self.style)


def N_(message: str, /, **params: Any) -> Text:
    """``message`` with its placeholders filled from ``params``, said later in any language."""
    return Text(message, params)


def ngettext(singular: str, plural: str, n: int, /, **params: Any) -> Text:
    """The form of a message for ``n`` things (``{n}`` is ``n`` unless ``params`` says otherwise:
    ``n="+2"``)."""
    return Text(singular, {"n": n, **params}, plural=plural, n=n)


def pgettext(context: str, message: str, /, **params: Any) -> Text:
    """``message`` in ``context``: a card's or a spot's name keyed by its id (two may share
    an English name and still need different translations)."""
    return Text(message, params, context=context)


def npgettext(context: str, singular: str, plural: str, n: int, /, **params: Any) -> Text:
    return Text(singular, {"n": n, **params}, plural=plural, n=n, context=context)


def listed(items: Sequence[str], style: str = "and") -> Listed:
    """``items`` as one list: "a, b and c" ("and"), "a, b or c" ("or"), "2 gold, 1 papyrus" ("unit")."""
    return Listed(items, style)
