"""What a held card says on hover: its type, name and effect from the data, who holds it and,
when it can be clicked, what the click does."""
from __future__ import annotations

from typing import Any

from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog

#: A card's type by the letter its id starts with.
CARD_KINDS = {"B": "blessing", "T": "technology", "D": "decree", "A": "destiny", "S": "starting"}
CARD_TYPE_NAMES = {"blessing": "Blessing", "technology": "Technology", "decree": "Decree",
                   "destiny": "Destiny card", "starting": "Starting card"}
#: What clicking a held card does, by the kind of its actions.
CLICK_VERBS = {"play_blessing": "play it now", "use_decree": "use it now", "resolve": "resolve it now",
               "adjust_production": "use it now", "god_action": "use it now"}


def card_kind(card_id: str) -> str:
    """"blessing", "technology", "decree", "destiny" or "starting"."""
    return CARD_KINDS[card_id[0]]


def card_hint(catalog: Catalog, card_id: str, owner: str) -> str:
    """A card's full hover text from the data: type, name, what it does and who holds it."""
    card = catalog.card(card_id)
    kind = card_kind(card_id)
    extra = ""
    if kind == "decree":
        extra = f" Symbol: {card.symbol}. Scored at the end (at most 3, one per symbol)."  # type: ignore[attr-defined]
    elif kind == "blessing":
        extra = " One use, then discarded."
    elif kind == "technology":
        extra = " Permanent."
    elif kind == "destiny":
        extra = " The ankh value breaks turn-order ties at the next Maat phase."
    elif kind == "starting":
        extra = f" Initiative {card.initiative}; used at setup."  # type: ignore[attr-defined]
    return f"{CARD_TYPE_NAMES[kind]} {card_id} · {card.name} ({owner})\n{card.text}{extra}"  # type: ignore[attr-defined]


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
