"""The client in several languages: the current language, translated text with named
placeholders and real plural forms, and numbers and dates written the language's way.

Code marks what a player reads with the functions below (``pybabel extract`` finds them by
these names; docs/translating.md has the commands)::

    _("Pass the device to {name}", name=name)          # translated now
    ngettext("{n} saved game", "{n} saved games", n)    # the language's plural form for n
    pgettext("P01", "Pillar of the Gathering")          # a name keyed by its id (the bare id)
    N_("Save")                                          # translated each time it is shown
    say(game.decision.prompt)                           # what the rules said, translated now

Text is translated when it is drawn, never when a module is imported, so that switching the
language shows at once without a restart; a widget that keeps a label keeps an ``N_`` text.
The rules cannot translate (they import only ``game.core``): what they say (prompts, reasons,
names) is an English ``game.core.text.Text`` that keeps its message, and ``say`` translates it.
"""
from game.i18n.formats import format_date, format_datetime, format_number
from game.i18n.languages import DEFAULT_LANGUAGE, LANGUAGES, Language, system_language
from game.i18n.texts import say
from game.i18n.translate import N_, LazyText, _, current_language, ngettext, pgettext, set_language

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "Language", "LazyText", "N_", "_", "current_language",
           "format_date", "format_datetime", "format_number", "ngettext", "pgettext", "say", "set_language",
           "system_language"]
