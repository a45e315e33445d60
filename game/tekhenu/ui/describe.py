"""Words for actions: the labels of the decision panel's buttons ("Take the white 5 from Ra").

Only wording: which actions exist comes from the rules. Cards are named by their names, spots
by where they are ("Build left of row 3"), never by their ids (see game/tekhenu/rules/names.py).
"""
from __future__ import annotations

from typing import Any

from game.tekhenu.narrator import and_list
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog, load_catalog
from game.tekhenu.rules.names import card_name, spot_name
from game.tekhenu.rules.payment import payment_key
from game.words import plural

RESOURCES = ("papyrus", "bread", "limestone", "granite", "gold")
#: Arguments of actions that hold a card id, and the one that holds a spot id.
CARD_ARGUMENTS = ("card", "blessing")
SPOT_ARGUMENT = "spot"


def amounts(args: dict[str, Any], keys: tuple[str, ...] = RESOURCES) -> str:
    """"1 gold + 2 papyrus" from the resource arguments of an action (only the non-zero ones)."""
    parts = [f"{args[k]} {k}" for k in keys if isinstance(args.get(k), int) and args[k] > 0]
    return " + ".join(parts) if parts else "nothing"


def group_label(name: str, value: Any, catalog: Catalog | None = None) -> str:
    """A button standing for every action whose argument ``name`` has ``value``. ``catalog``
    (the shipped data by default) names cards and spots."""
    if isinstance(value, str) and (name in CARD_ARGUMENTS or name == SPOT_ARGUMENT):
        catalog = catalog if catalog is not None else load_catalog()
        words = card_name(catalog, value) if name in CARD_ARGUMENTS else spot_name(catalog, value)
        return words[:1].upper() + words[1:]
    if name in RESOURCES or name in ("scribes", "bread"):
        return f"{value or 0} {name}"
    if name in ("row", "col") and isinstance(value, int):   # 0-based in the rules
        return f"{'Row' if name == 'row' else 'Column'} {value + 1}"
    if name == "god":
        return "Produce" if value is None else f"Action of {str(value).capitalize()}"
    if name == "produce":
        return f"Produce {value}" if value else "A god action"
    if value is None:
        return f"No {name.replace('_', ' ')}"
    if isinstance(value, bool):
        return f"{name.replace('_', ' ').capitalize()}: {'yes' if value else 'no'}"
    return f"{name.replace('_', ' ').capitalize()} {value}"


def describe(action: Action, catalog: Catalog, view: dict[str, Any]) -> str:
    """A short imperative label for one action, as a button would show it."""
    args = dict(action.args)
    kind = action.kind
    handler = _DESCRIBERS.get(kind)
    if handler is not None:
        return handler(args, catalog, view)
    words = kind.replace("_", " ").capitalize()
    details = ", ".join(f"{k} {v}" for k, v in args.items())
    return f"{words} ({details})" if details else words


def _die(view: dict[str, Any], die: int) -> str:
    d = view["dice"][die]
    return f"{d['colour']} {d['value']}"


def _take_die(a: dict, c: Catalog, v: dict) -> str:
    section = next((s for s, dice in enumerate(v["board"]["sections"]) if a["die"] in dice), None)
    where = f" from {v['wheel']['gods'][section].capitalize()}" if section is not None else ""
    label = f"{_die(v, a['die']).capitalize()}{where}"
    if a.get("anubis"):
        label += " with Anubis"
    if a.get("blessing"):
        label += f" ({card_name(c, a['blessing'])})"
    elif not a.get("anubis") and not a.get("idle") and str(a["die"]) in _details(v).get("die_obstacles", {}):
        # its god action is out of reach whatever the player does (the wheel's hover says why)
        label += " (production only)" if c.board.colour_resource.get(v["dice"][a["die"]]["colour"]) else " (no action)"
    return label


def _god_action(a: dict, c: Catalog, v: dict) -> str:
    label = f"Action of {a['god'].capitalize()}"
    if a.get("card"):
        label += f" ({card_name(c, a['card'])})"
    return label


def _details(v: dict) -> dict[str, Any]:
    """The details of the viewer's own decision (empty for anyone else's)."""
    return (v.get("decision") or {}).get("details") or {}


def _card_use(v: dict) -> dict[str, Any]:
    """What each option of a payment decision uses up or uses (the rules' ``card_use``)."""
    return _details(v).get("card_use") or {}


def _named(c: Catalog, card_id: str) -> str:
    """A card's name with its id small beside it: "Generosity of Renenutet (B16)"."""
    return f"{card_name(c, card_id)} ({card_id})"


def _payment_words(payment: dict[str, int]) -> str:
    """"1 papyrus + 2 scribes": what a payment spends, resources first (nothing: "nothing")."""
    keys = [k for k in (*RESOURCES, "scribe") if payment.get(k)] + sorted(k for k in payment if k not in RESOURCES
                                                                         and k != "scribe" and payment[k])
    return " + ".join(plural(payment[k], k) for k in keys) or "nothing"


def _pay(a: dict, c: Catalog, v: dict) -> str:
    """"Pay 1 gold + 1 papyrus", naming the technologies whose substitution it uses."""
    label = f"Pay {_payment_words(a)}"
    used = _card_use(v).get(payment_key(a))
    if used:
        label += ", using " + and_list([_named(c, card) for card in used["cards"]])
    return label


def _play(a: dict, c: Catalog, v: dict) -> str:
    use = _card_use(v).get(a["card"])
    if use is not None:   # a card played to pay: say what it spares and what is still paid
        decision = (v.get("decision") or {}).get("details") or {}
        waived = [item for item in decision.get("cost", {}) if item not in use["rest"]]
        label = f"Use up {_named(c, a['card'])}: pay no {and_list(waived)}"
        return label + (f", then pay {_payment_words(use['rest'])}" if use["rest"] else "")
    extra = []
    for key, value in a.items():
        if key == "god":
            extra.append(f"for {str(value).capitalize()}")
        elif key == "gain":
            extra.append(f"to gain {value}")
        elif key != "card":
            extra.append(f"{key.replace('_', ' ')} {value}")
    return f"Play {card_name(c, a['card'])}" + (f" ({', '.join(extra)})" if extra else "")


def _build(a: dict, c: Catalog, v: dict) -> str:
    if "district" in a:
        return f"Build in the {a['district']} district"
    spot = next((b for b in c.board.temple.building_spots if b.id == a["spot"]), None)
    cost = f" ({spot.cost} bread)" if spot is not None else ""
    return f"Build {spot_name(c, a['spot'])}{cost}"


def _statue(a: dict, c: Catalog, v: dict) -> str:
    return f"Statue for {a['god'].capitalize()}" if a.get("god") else f"Statue for the people {spot_name(c, a['spot'])}"


def _place_pillar(a: dict, c: Catalog, v: dict) -> str:
    label = f"Pillar at row {a['row'] + 1}, column {a['col'] + 1}, turned {a['rotation'] * 90}°"
    edges = (((v.get("decision") or {}).get("details") or {}).get("edges") or {})
    match = edges.get(f"{a['row']},{a['col']},{a['rotation']}")
    if match and match["sides"]:
        count = len(match["sides"])
        label += f": {count} edge{'s' if count > 1 else ''} match, +{match['vp']} VP"
    return label


def _take_cards(a: dict, c: Catalog, v: dict) -> str:
    cards = v["board"]["market"][a["section"] - 1]
    names = [card_name(c, cards[s]) for s in a["slots"] if s < len(cards) and cards[s]]
    return f"Take {and_list(names)}" if names else f"Take from section {a['section']}"


def _set_value(a: dict, c: Catalog, v: dict) -> str:
    if a["scribes"] == 0:
        return f"Keep the {a['value']}"
    return f"Make it a {a['value']} ({a['scribes']} scribe{'s' if a['scribes'] > 1 else ''})"


def _place_faith(a: dict, c: Catalog, v: dict) -> str:
    n = a["net"]
    decision = v.get("decision") or {}
    balance = (v.get("balances") or {}).get(str(decision.get("player")))
    result = f": balance {balance + n:+d}" if isinstance(balance, int) else ""
    if n == 0:
        return f"Place no faith{result}"
    return f"{abs(n)} faith on the {'left (+)' if n > 0 else 'right (-)'}{result}"


def _pay_symbols(a: dict, c: Catalog, v: dict) -> str:
    n, gold = a["symbols"], a["gold"]
    if n == 0:
        return "Score no triangle symbol (pay nothing)"
    paid = plural(n, "resource") + (f", {gold} of them gold" if gold else "")
    return f"Score {plural(n, 'triangle symbol')}: pay {paid}"


def _recolour(a: dict, c: Catalog, v: dict) -> str:
    value = (v.get("turn") or {}).get("value")
    if isinstance(value, int):
        return f"Count it as a {a['colour']} {value + a['change']}" + (f" ({a['change']:+d})" if a["change"] else "")
    return f"Count it as {a['colour']}, {a['change']:+d}"


def _pay_bread(a: dict, c: Catalog, v: dict) -> str:
    if not any(a.values()):
        return "Pay no bread (lose the VP)"
    return _pay(a, c, v)


def _score_decrees(a: dict, c: Catalog, v: dict) -> str:
    cards = a["cards"]
    return "Score " + and_list([card_name(c, x) for x in cards]) if cards else "Score no decree"


def _free_action(a: dict, c: Catalog, v: dict) -> str:
    what = f"action of {a['god'].capitalize()}" if a.get("god") else f"produce {a['produce']}"
    return f"Free {what} with a {a['value']}"


def _card(verb: str):
    def describe_card(a: dict, c: Catalog, v: dict) -> str:
        return f"{verb} {card_name(c, a['card'])}"
    return describe_card


_DESCRIBERS = {
    "take_die": _take_die,
    "god_action": _god_action,
    "produce": lambda a, c, v: f"Produce {a['resource']}",
    "no_action": lambda a, c, v: "Use the die for nothing",
    "play_blessing": _play,
    "build": _build,
    "statue": _statue,
    "place_pillar": _place_pillar,
    "take_cards": _take_cards,
    "refresh": lambda a, c, v: f"Refresh section {a['section']}",
    "pay": _pay,
    "pay_bread": _pay_bread,
    "pay_symbols": _pay_symbols,
    "set_value": _set_value,
    "god_value": lambda a, c, v: f"Use it as a {a['value']}",
    "ability_value": lambda a, c, v: f"Use the value {a['value']}",
    "set_face": lambda a, c, v: f"Turn it to {a['value']}",
    "recolour": _recolour,
    "place_faith": _place_faith,
    "keep_decree": _card("Keep"),
    "keep_card": _card("Keep"),
    "draft": _card("Take"),
    "destiny": _card("Choose"),
    "resolve": _card("Take the reward of"),
    "score_decrees": _score_decrees,
    "gain": lambda a, c, v: f"Gain {amounts(a, tuple(a))}",
    "gain_resource": lambda a, c, v: f"Gain {a['resource']}",
    "raise_track": lambda a, c, v: f"Raise {a['resource']} production",
    "resources": lambda a, c, v: f"Take {amounts(a, tuple(a))}",
    "take_item": lambda a, c, v: f"Take {a['item']}",
    "die_state": lambda a, c, v: f"Treat it as {a['state']}",
    "adjust_production": lambda a, c, v: f"{card_name(c, a['card'])}: {a['value']}",
    "free_action": _free_action,
    "produce_now": lambda a, c, v: "Produce now",
    "end_turn": lambda a, c, v: "End turn",
    "use_decree": lambda a, c, v: f"Use {card_name(c, a['card'])} now",
    "keep_decree_secret": lambda a, c, v: "Go on to the final scoring",
}
