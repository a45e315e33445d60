"""What a card says in words: its type, name and effect from the data (whole, or its name
shortened for a tight row), who holds it and, when it can be clicked, what the click does."""
from __future__ import annotations

import re
from typing import Any

from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog

#: A card's type by the letter its id starts with.
CARD_KINDS = {"B": "blessing", "T": "technology", "D": "decree", "A": "destiny", "S": "starting"}
CARD_TYPE_NAMES = {"blessing": "Blessing", "technology": "Technology", "decree": "Decree",
                   "destiny": "Destiny card", "starting": "Starting card"}
#: When a blessing or technology applies, in two or three words (from its data ``window``).
WINDOW_LABELS: dict[str, str] = {
    "production": "Producing", "any_time": "Any time", "take_die": "Taking a die",
    "ra_horus": "Ra or Horus", "bastet_hathor": "Bastet or Hathor", "start_of_turn": "Turn start",
    "horus_bonus": "Horus bonus", "ra_ability": "Pillar ability", "die_value_1": "Die of 1",
    "maat": "Maat phase", "after_maat": "After Maat", "scoring": "Scoring", "take_pure_die": "Pure die",
    "take_tainted_die_god": "Tainted die", "anubis": "Anubis", "play_blessing": "Blessings",
}
#: Where :func:`short_name` cuts a name: its first "of" or "to" (and a "the" after it).
_OF_OR_TO = re.compile(r" (?:of|to) (?:the )?")
#: A name too long for its place is shortened to its telling part, then its words are cut to
#: these many letters.
ABBREVIATIONS = (7, 5, 4)
#: Characters an abbreviated word never ends on before its full stop.
_NOT_CUT_AFTER = "-'"
#: What clicking a held card does, by the kind of its actions.
CLICK_VERBS = {"play_blessing": "play it now", "use_decree": "use it now", "resolve": "resolve it now",
               "adjust_production": "use it now", "god_action": "use it now"}


def card_kind(card_id: str) -> str:
    """"blessing", "technology", "decree", "destiny" or "starting"."""
    return CARD_KINDS[card_id[0]]


def short_text(card: Any, kind: str) -> str:
    """The card's effect in a few words: when it applies, then what it does (a decree: its
    text)."""
    if kind == "decree":
        return card.text
    when = WINDOW_LABELS.get(card.window, f"{card.window.capitalize()} action")
    effect = card.text.split(": ", 1)[-1]
    return f"{when}: {effect[0].upper()}{effect[1:]}"


def short_name(name: str) -> str:
    """The telling part of a card's name, for a tight row: what follows its first "of" or "to"
    ("Decree of the Quarries" gives "Quarries", "Sacrifice to Sekhmet" "Sekhmet"); a name
    without either is kept whole."""
    return _OF_OR_TO.split(name, maxsplit=1)[-1]


def abbreviated(name: str, letters: int) -> str:
    """``name`` with every word longer than ``letters`` letters cut to its first ``letters - 1``
    and a full stop ("Astronomical Tables", 6: "Astro. Tables")."""
    return " ".join(word if len(word) <= letters else f"{word[:letters - 1].rstrip(_NOT_CUT_AFTER)}."
                    for word in name.split())


def name_forms(name: str) -> list[str]:
    """A card's name from its longest form to its shortest: whole, its telling part, then that
    part abbreviated further and further (repeats left out)."""
    short = short_name(name)
    return list(dict.fromkeys([name, short] + [abbreviated(short, letters) for letters in ABBREVIATIONS]))


def card_facts(catalog: Catalog, card_id: str) -> str:
    """What a card's text leaves out: a decree's symbol and when it scores, whether a blessing
    or technology lasts, a destiny card's ankh value, a starting card's initiative."""
    card = catalog.card(card_id)
    kind = card_kind(card_id)
    if kind == "decree":
        return f"Symbol: {card.symbol}. Scored at the end (at most 3, one per symbol)."  # type: ignore[attr-defined]
    if kind == "blessing":
        return "One use, then discarded."
    if kind == "technology":
        return "Permanent."
    if kind == "destiny":
        return "The ankh value breaks turn-order ties at the next Maat phase."
    return f"Initiative {card.initiative}; used at setup."  # type: ignore[attr-defined]


def card_hint(catalog: Catalog, card_id: str, owner: str) -> str:
    """A card's full hover text from the data: type, name, what it does and who holds it."""
    card = catalog.card(card_id)
    return (f"{CARD_TYPE_NAMES[card_kind(card_id)]} {card_id} · {card.name} ({owner})\n"  # type: ignore[attr-defined]
            f"{card.text} {card_facts(catalog, card_id)}")  # type: ignore[attr-defined]


def click_line(actions: list[Action]) -> str:
    """What clicking a card does, in words: "Click to play it now; then choose Horus or Thoth."."""
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    sentences = []
    for kind, group in by_kind.items():
        verb = CLICK_VERBS.get(kind, kind.replace("_", " "))
        keys = [k for k, _ in group[0].args if k != "card" and len({a.get(k) for a in group}) > 1]
        if keys:
            options = list(dict.fromkeys(" ".join(_arg_word(k, a.get(k)) for k in keys) for a in group))
            label = "the value " if keys == ["value"] else ""
            sentences.append(f"Click to {verb}; then choose {label}{or_list(options)}.")
        elif group[0].get("god"):
            sentences.append(f"Click to {verb}, for the action of {_arg_word('god', group[0]['god'])}.")
        else:
            sentences.append(f"Click to {verb}.")
    return " ".join(sentences)


def or_list(words: list[str]) -> str:
    """"a", "a or b", "a, b or c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _arg_word(key: str, value: Any) -> str:
    """An action's argument in words: a god's name capitalised, underscores as spaces."""
    return str(value).capitalize() if key == "god" else str(value).replace("_", " ")
