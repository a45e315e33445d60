"""What a card says in words, in the current language: its type, name and effect from the data
(whole, or its name shortened for a tight row), who holds it and, when it can be clicked, what
the click does.

A card's name and text are the data's English, translated with the card's id as context (as
``pybabel extract`` takes them from data/cards.yaml)."""
from __future__ import annotations

import re
from typing import Any

from game.core.text import listed
from game.i18n import N_, LazyText, _, ngettext, pgettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog
from game.tekhenu.rules.names import god_name, resource_name

#: A card's type by the letter its id starts with.
CARD_KINDS = {"B": "blessing", "T": "technology", "D": "decree", "A": "destiny", "S": "starting"}
CARD_TYPE_NAMES: dict[str, LazyText] = {
    "blessing": N_("Blessing"), "technology": N_("Technology"), "decree": N_("Decree"),
    "destiny": N_("Destiny card"), "starting": N_("Starting card"),
}
#: When a blessing or technology applies, in two or three words (from its data ``window``).
WINDOW_LABELS: dict[str, LazyText] = {
    "production": N_("Producing"), "any_time": N_("Any time"), "take_die": N_("Taking a die"),
    "ra_horus": N_("Ra or Horus"), "bastet_hathor": N_("Bastet or Hathor"), "start_of_turn": N_("Turn start"),
    "horus_bonus": N_("Horus bonus"), "ra_ability": N_("Pillar ability"), "die_value_1": N_("Die of 1"),
    "maat": N_("Maat phase"), "after_maat": N_("After Maat"), "scoring": N_("Scoring"), "take_pure_die": N_("Pure die"),
    "take_tainted_die_god": N_("Tainted die"), "anubis": N_("Anubis"), "play_blessing": N_("Blessings"),
}
#: The symbols of the decrees.
SYMBOL_NAMES: dict[str, LazyText] = {"ankh": N_("ankh"), "eye": N_("eye"), "scarab": N_("scarab"), "sun": N_("sun")}
#: Where :func:`short_name` cuts a name: its first "of" or "to" (and a "the" after it).
_OF_OR_TO = re.compile(r" (?:of|to) (?:the )?")
#: A name too long for its place is shortened to its telling part, then its words are cut to
#: these many letters.
ABBREVIATIONS = (7, 5, 4)
#: Characters an abbreviated word never ends on before its full stop.
_NOT_CUT_AFTER = "-'"
#: What clicking a held card does, by the kind of its actions: "play", "use" or "resolve" it now.
CLICK_VERBS = {"play_blessing": "play", "use_decree": "use", "resolve": "resolve", "adjust_production": "use",
               "god_action": "use"}


def card_kind(card_id: str) -> str:
    """"blessing", "technology", "decree", "destiny" or "starting"."""
    return CARD_KINDS[card_id[0]]


def card_name(catalog: Catalog, card_id: str) -> str:
    """A card's or tile's name in the current language."""
    return say(catalog.name(card_id))


def card_text(card: Any) -> str:
    """A card's whole text (its effect) in the current language."""
    return pgettext(card.id, card.text)


def short_text(card: Any, kind: str) -> str:
    """The card's effect in a few words: when it applies, then what it does (a decree: its
    text)."""
    text = card_text(card)
    if kind == "decree":
        return text
    label = WINDOW_LABELS.get(card.window)
    if label is not None:
        when = str(label)
    elif card.window in ("horus", "ra", "hathor", "bastet", "thoth", "osiris"):
        # Translators: when a card applies: during the action of this god ("Thoth action").
        when = _("{god} action", god=say(god_name(card.window)))
    else:
        when = card.window.replace("_", " ").capitalize()   # a window no card of the data has
    effect = text.split(": ", 1)[-1]
    # Translators: a card's effect in a few words: when it applies, then what it does.
    return _("{when}: {effect}", when=when, effect=effect[:1].upper() + effect[1:])


def short_name(name: str) -> str:
    """The telling part of a card's name, for a tight row: what follows its first "of" or "to"
    ("Decree of the Quarries" gives "Quarries", "Sacrifice to Sekhmet" "Sekhmet"); a name
    without either is kept whole (so is, for now, every name in another language)."""
    return _OF_OR_TO.split(name, maxsplit=1)[-1]


def abbreviated(name: str, letters: int) -> str:
    """``name`` with every word longer than ``letters`` letters cut to its first ``letters - 1``
    and a full stop ("Astronomical Tables", 6: "Astro. Tables")."""
    return " ".join(word if len(word) <= letters else f"{word[:letters - 1].rstrip(_NOT_CUT_AFTER)}."
                    for word in name.split())


def name_forms(name: str) -> list[str]:
    """A card's name from its longest form to its shortest: whole, its telling part, then that
    part abbreviated further and further (repeats left out). ``name`` as shown: translated."""
    name = say(name)
    short = short_name(name)
    return list(dict.fromkeys([name, short] + [abbreviated(short, letters) for letters in ABBREVIATIONS]))


def card_facts(catalog: Catalog, card_id: str) -> str:
    """What a card's text leaves out: a decree's symbol and when it scores, whether a blessing
    or technology lasts, a destiny card's ankh value, a starting card's initiative."""
    card = catalog.card(card_id)
    kind = card_kind(card_id)
    if kind == "decree":
        symbol = SYMBOL_NAMES.get(card.symbol)  # type: ignore[attr-defined]
        return ngettext("Symbol: {symbol}. Scored at the end (at most {n}, one per symbol).",
                        "Symbol: {symbol}. Scored at the end (at most {n}, one per symbol).",
                        catalog.board.scoring.max_decrees, symbol=str(symbol) if symbol is not None else "—")
    if kind == "blessing":
        return _("One use, then discarded.")
    if kind == "technology":
        return _("Permanent.")
    if kind == "destiny":
        return _("The ankh value breaks turn-order ties at the next Maat phase.")
    return _("Initiative {initiative}; used at setup.", initiative=card.initiative)  # type: ignore[attr-defined]


def card_hint(catalog: Catalog, card_id: str, owner: str) -> str:
    """A card's full hover text from the data: type, name, what it does and who holds it."""
    card = catalog.card(card_id)
    # Translators: a card's hover text: its type, id and name, then who holds it.
    heading = _("{kind} {id} · {name} ({owner})", kind=CARD_TYPE_NAMES[card_kind(card_id)], id=card_id,
                name=card_name(catalog, card_id), owner=owner)
    return f"{heading}\n{card_text(card)} {card_facts(catalog, card_id)}"


def click_line(actions: list[Action]) -> str:
    """What clicking a card does, in words: "Click to play it now; then choose Horus or Thoth."."""
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    sentences = []
    for kind, group in by_kind.items():
        verb = CLICK_VERBS.get(kind, "use")
        keys = [k for k, _value in group[0].args if k != "card" and len({a.get(k) for a in group}) > 1]
        if keys:
            options = or_list(list(dict.fromkeys(" ".join(_arg_word(k, a.get(k)) for k in keys) for a in group)))
            sentences.append(_CHOOSE_VALUE[verb](options) if keys == ["value"] else _CHOOSE[verb](options))
        elif group[0].get("god"):
            sentences.append(_FOR_GOD[verb](say(god_name(group[0]["god"]))))
        else:
            sentences.append(_CLICK[verb]())
    return " ".join(sentences)


_CLICK = {"play": lambda: _("Click to play it now."), "use": lambda: _("Click to use it now."),
          "resolve": lambda: _("Click to resolve it now.")}
_CHOOSE = {
    # Translators: {options} lists what can be chosen next ("Thoth or Horus").
    "play": lambda options: _("Click to play it now; then choose {options}.", options=options),
    "use": lambda options: _("Click to use it now; then choose {options}.", options=options),
    "resolve": lambda options: _("Click to resolve it now; then choose {options}.", options=options),
}
_CHOOSE_VALUE = {
    # Translators: {options} lists the values that can be chosen next ("2, 3 or 5").
    "play": lambda options: _("Click to play it now; then choose the value {options}.", options=options),
    "use": lambda options: _("Click to use it now; then choose the value {options}.", options=options),
    "resolve": lambda options: _("Click to resolve it now; then choose the value {options}.", options=options),
}
_FOR_GOD = {
    "play": lambda god: _("Click to play it now, for the action of {god}.", god=god),
    "use": lambda god: _("Click to use it now, for the action of {god}.", god=god),
    "resolve": lambda god: _("Click to resolve it now, for the action of {god}.", god=god),
}


def or_list(words: list[str]) -> str:
    """"a", "a or b", "a, b or c" in the current language."""
    return say(listed(words, "or"))


def _arg_word(key: str, value: Any) -> str:
    """An action's argument in words: a god's or a good's name, a number as it is."""
    if key == "god":
        return say(god_name(value))
    if key == "gain":
        return say(resource_name(value))
    return str(value).replace("_", " ")
