"""Words for actions: the labels of the decision panel's buttons ("Take the white 5 from Ra"),
in the current language.

Only wording: which actions exist comes from the rules. Each label is one message with named
placeholders; cards are named by their names, spots by where they are ("Build left of row 3"),
never by their ids (see game/tekhenu/rules/names.py).
"""
from __future__ import annotations

from typing import Any, Callable

from game.core.text import listed
from game.i18n import _, ngettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog, load_catalog
from game.tekhenu.rules.names import (
    AMOUNTS,
    COLOURS,
    DIE_STATES,
    amount,
    card_name,
    die_name,
    god_name,
    resource_name,
    spot_name,
)
from game.tekhenu.rules.payment import payment_key

RESOURCES = ("papyrus", "bread", "limestone", "granite", "gold")
#: Arguments of actions that hold a card id, and the one that holds a spot id.
CARD_ARGUMENTS = ("card", "blessing")
SPOT_ARGUMENT = "spot"
#: Arguments that are an amount of a good or a track, and the good or track ("scribes": "scribe").
AMOUNT_ARGUMENTS = {**{r: r for r in RESOURCES}, "scribes": "scribe", "scribe": "scribe", "faith": "faith",
                    "happiness": "happiness", "population": "population"}


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital (a label that starts with a name or a die)."""
    return text[:1].upper() + text[1:]


def _amount_words(args: dict[str, Any], keys: tuple[str, ...]) -> list[str]:
    return [say(amount(AMOUNT_ARGUMENTS.get(k, k), args[k])) for k in keys
            if isinstance(args.get(k), int) and not isinstance(args.get(k), bool) and args[k] > 0
            and AMOUNT_ARGUMENTS.get(k, k) in AMOUNTS]


def amounts(args: dict[str, Any], keys: tuple[str, ...] = RESOURCES) -> str:
    """"1 gold + 2 papyrus" from the resource arguments of an action (only the non-zero ones)."""
    return " + ".join(_amount_words(args, keys)) or _("nothing")


def group_label(name: str, value: Any, catalog: Catalog | None = None) -> str:
    """A button standing for every action whose argument ``name`` has ``value``. ``catalog``
    (the shipped data by default) names cards and spots."""
    if isinstance(value, str) and (name in CARD_ARGUMENTS or name == SPOT_ARGUMENT):
        catalog = catalog if catalog is not None else load_catalog()
        words = card_name(catalog, value) if name in CARD_ARGUMENTS else spot_name(catalog, value)
        return capitalised(say(words))
    if name in AMOUNT_ARGUMENTS and not isinstance(value, bool):
        return say(amount(AMOUNT_ARGUMENTS[name], value or 0))
    if name in ("row", "col") and isinstance(value, int):   # 0-based in the rules
        return _("Row {number}", number=value + 1) if name == "row" else _("Column {number}", number=value + 1)
    if name == "god":
        return _("Produce") if value is None else _("Action of {god}", god=say(god_name(value)))
    if name == "produce":
        return _("Produce {resource}", resource=say(resource_name(value))) if value else _("A god action")
    label = _GROUP_LABELS.get(name)
    if label is not None and value is not None:
        return label(value)
    if value is None:
        return _("None")
    return f"{name.replace('_', ' ').capitalize()} {value}"   # an argument no action of the rules has


#: Labels of the other arguments by name, given the value.
_GROUP_LABELS: dict[str, Callable[[Any], str]] = {
    "value": lambda v: _("Value {value}", value=v),
    "resource": lambda v: capitalised(say(resource_name(v))),
    "rotation": lambda v: _("Turned {degrees}°", degrees=v * 90),
    "section": lambda v: _("Section {section}", section=v),
    # Translators: an Osiris district, named by the good it produces ("granite district").
    "district": lambda v: capitalised(_("{district} district", district=say(resource_name(v)))),
    "colour": lambda v: _("Count it as {colour}", colour=say(COLOURS[v])),
    "change": lambda v: _("Change the value by {change:+d}", change=v),
    "net": lambda v: _("Faith {net:+d}", net=v),
    "state": lambda v: _("Treat it as {state}", state=say(DIE_STATES[v])),
    "item": lambda v: _("Take {item}", item=say(resource_name(v))),
    "gain": lambda v: _("To gain {item}", item=say(resource_name(v))),
    "symbols": lambda v: ngettext("{n} triangle symbol", "{n} triangle symbols", v),
    "anubis": lambda v: _("With Anubis") if v else _("Without Anubis"),
    "idle": lambda v: _("Nothing else could be taken") if v else _("As usual"),
    "produce_first": lambda v: ngettext("Produce first ({n} scribe)", "Produce first ({n} scribes)", v),
    "die": lambda v: _("Die {number}", number=v),
}


def describe(action: Action, catalog: Catalog, view: dict[str, Any]) -> str:
    """A short imperative label for one action, as a button would show it."""
    args = dict(action.args)
    kind = action.kind
    handler = _DESCRIBERS.get(kind)
    if handler is not None:
        return handler(args, catalog, view)
    words = kind.replace("_", " ").capitalize()   # an action no decision of the rules offers
    details = ", ".join(f"{k} {v}" for k, v in args.items())
    return f"{words} ({details})" if details else words


def _card(c: Catalog, card_id: str) -> str:
    return say(card_name(c, card_id))


def _take_die(a: dict, c: Catalog, v: dict) -> str:
    section = next(s for s, dice in enumerate(v["board"]["sections"]) if a["die"] in dice)
    d = v["dice"][a["die"]]
    words = {"die": say(die_name(d["colour"], d["value"])), "god": say(god_name(v["wheel"]["gods"][section]))}
    if a.get("blessing"):
        card = _card(c, a["blessing"])
        if a.get("anubis"):
            # Translators: {die} is a die ("white 5"), {god} the god of its section of the wheel.
            return capitalised(_("{die} ({god}) with Anubis, {card}", card=card, **words))
        return capitalised(_("{die} ({god}), {card}", card=card, **words))
    if a.get("anubis"):
        return capitalised(_("{die} ({god}) with Anubis", **words))
    if not a.get("idle") and str(a["die"]) in _details(v).get("die_obstacles", {}):
        # its god action is out of reach whatever the player does (the wheel's hover says why)
        if c.board.colour_resource.get(d["colour"]):
            return capitalised(_("{die} ({god}), production only", **words))
        return capitalised(_("{die} ({god}), no action", **words))
    return capitalised(_("{die} ({god})", **words))


def _god_action(a: dict, c: Catalog, v: dict) -> str:
    god = say(god_name(a["god"]))
    if a.get("card"):
        return _("Action of {god} ({card})", god=god, card=_card(c, a["card"]))
    return _("Action of {god}", god=god)


def _details(v: dict) -> dict[str, Any]:
    """The details of the viewer's own decision (empty for anyone else's)."""
    return (v.get("decision") or {}).get("details") or {}


def _card_use(v: dict) -> dict[str, Any]:
    """What each option of a payment decision uses up or uses (the rules' ``card_use``)."""
    return _details(v).get("card_use") or {}


def _named(c: Catalog, card_id: str) -> str:
    """A card's name with its id small beside it: "Generosity of Renenutet (B16)"."""
    return f"{_card(c, card_id)} ({card_id})"


def _payment_words(payment: dict[str, int]) -> str:
    """"1 papyrus + 2 scribes": what a payment spends, resources first (nothing: "nothing")."""
    keys = [k for k in (*RESOURCES, "scribe") if payment.get(k)] + sorted(k for k in payment if k not in RESOURCES
                                                                         and k != "scribe" and payment[k])
    return amounts(payment, tuple(keys))


def _pay(a: dict, c: Catalog, v: dict) -> str:
    """"Pay 1 gold + 1 papyrus", naming the technologies whose substitution it uses."""
    payment = _payment_words(a)
    used = _card_use(v).get(payment_key(a))
    if used:
        # Translators: {payment} is "1 gold + 1 scribe"; {cards} the technologies that make it possible.
        return _("Pay {payment}, using {cards}", payment=payment,
                 cards=say(listed([_named(c, card) for card in used["cards"]])))
    return _("Pay {payment}", payment=payment)


def _play(a: dict, c: Catalog, v: dict) -> str:
    use = _card_use(v).get(a["card"])
    if use is not None:   # a card played to pay: say what it spares and what is still paid
        waived = [item for item in _details(v).get("cost", {}) if item not in use["rest"]]
        words = {"card": _named(c, a["card"]), "items": say(listed([resource_name(item) for item in waived]))}
        if use["rest"]:
            return _("Use up {card}: pay no {items}, then pay {payment}", payment=_payment_words(use["rest"]),
                     **words)
        return _("Use up {card}: pay no {items}", **words)
    extra = []
    for key, value in a.items():
        if key == "god":
            extra.append(_("for {god}", god=say(god_name(value))))
        elif key == "gain":
            extra.append(_("to gain {item}", item=say(resource_name(value))))
        elif key != "card":
            extra.append(group_label(key, value, c))
    card = _card(c, a["card"])
    if extra:
        # Translators: {details} says what the card is played for ("for Horus").
        return _("Play {card} ({details})", card=card, details=say(listed(extra, "unit")))
    return _("Play {card}", card=card)


def _build(a: dict, c: Catalog, v: dict) -> str:
    if "district" in a:
        return _("Build in the {district} district", district=say(resource_name(a["district"])))
    spot = next((b for b in c.board.temple.building_spots if b.id == a["spot"]), None)
    place = say(spot_name(c, a["spot"]))
    if spot is not None:
        # Translators: {place} is where the spot is ("left of row 3"), {cost} its price ("2 bread").
        return _("Build {place} ({cost})", place=place, cost=say(amount("bread", spot.cost)))
    return _("Build {place}", place=place)


def _statue(a: dict, c: Catalog, v: dict) -> str:
    if a.get("god"):
        return _("Statue for {god}", god=say(god_name(a["god"])))
    return _("Statue for the people {place}", place=say(spot_name(c, a["spot"])))


def _place_pillar(a: dict, c: Catalog, v: dict) -> str:
    words = {"row": a["row"] + 1, "column": a["col"] + 1, "degrees": a["rotation"] * 90}
    match = _details(v).get("edges", {}).get(f"{a['row']},{a['col']},{a['rotation']}")
    if match and match["sides"]:
        return ngettext("Pillar at row {row}, column {column}, turned {degrees}°: {n} edge matches, +{vp} VP",
                        "Pillar at row {row}, column {column}, turned {degrees}°: {n} edges match, +{vp} VP",
                        len(match["sides"]), vp=match["vp"], **words)
    return _("Pillar at row {row}, column {column}, turned {degrees}°", **words)


def _take_cards(a: dict, c: Catalog, v: dict) -> str:
    cards = v["board"]["market"][a["section"] - 1]
    names = [card_name(c, cards[s]) for s in a["slots"] if s < len(cards) and cards[s]]
    if names:
        return _("Take {cards}", cards=say(listed(names)))
    return _("Take from section {section}", section=a["section"])


def _set_value(a: dict, c: Catalog, v: dict) -> str:
    if a["scribes"] == 0:
        return _("Keep the {value}", value=a["value"])
    return ngettext("Make it a {value} ({n} scribe)", "Make it a {value} ({n} scribes)", a["scribes"],
                    value=a["value"])


def _place_faith(a: dict, c: Catalog, v: dict) -> str:
    n = a["net"]
    decision = v.get("decision") or {}
    balance = (v.get("balances") or {}).get(str(decision.get("player")))
    if not isinstance(balance, int):
        if n == 0:
            return _("Place no faith")
        if n > 0:
            return ngettext("{n} faith on the left (+)", "{n} faith on the left (+)", n)
        return ngettext("{n} faith on the right (-)", "{n} faith on the right (-)", -n)
    after = balance + n
    if n == 0:
        return _("Place no faith: balance {balance:+d}", balance=after)
    if n > 0:
        return ngettext("{n} faith on the left (+): balance {balance:+d}",
                        "{n} faith on the left (+): balance {balance:+d}", n, balance=after)
    return ngettext("{n} faith on the right (-): balance {balance:+d}",
                    "{n} faith on the right (-): balance {balance:+d}", -n, balance=after)


def _pay_symbols(a: dict, c: Catalog, v: dict) -> str:
    n, gold = a["symbols"], a["gold"]
    if n == 0:
        return _("Score no triangle symbol (pay nothing)")
    if gold:
        return ngettext("Score {n} triangle symbol: pay {n} resource, {gold} of them gold",
                        "Score {n} triangle symbols: pay {n} resources, {gold} of them gold", n, gold=gold)
    return ngettext("Score {n} triangle symbol: pay {n} resource", "Score {n} triangle symbols: pay {n} resources", n)


def _recolour(a: dict, c: Catalog, v: dict) -> str:
    value = (v.get("turn") or {}).get("value")
    if isinstance(value, int):
        die = say(die_name(a["colour"], value + a["change"]))
        if a["change"]:
            # Translators: {die} is a die ("white 5"); {change} how much its value changed ("+1").
            return _("Count it as a {die} ({change:+d})", die=die, change=a["change"])
        return _("Count it as a {die}", die=die)
    return _("Count it as {colour}, {change:+d}", colour=say(COLOURS[a["colour"]]), change=a["change"])


def _pay_bread(a: dict, c: Catalog, v: dict) -> str:
    if not any(a.values()):
        return _("Pay no bread (lose the VP)")
    return _pay(a, c, v)


def _score_decrees(a: dict, c: Catalog, v: dict) -> str:
    cards = a["cards"]
    if cards:
        return _("Score {cards}", cards=say(listed([card_name(c, x) for x in cards])))
    return _("Score no decree")


def _free_action(a: dict, c: Catalog, v: dict) -> str:
    if a.get("god"):
        return _("Free action of {god} with a {value}", god=say(god_name(a["god"])), value=a["value"])
    return _("Free produce {resource} with a {value}", resource=say(resource_name(a["produce"])), value=a["value"])


_DESCRIBERS: dict[str, Callable[[dict, Catalog, dict], str]] = {
    "take_die": _take_die,
    "god_action": _god_action,
    "produce": lambda a, c, v: _("Produce {resource}", resource=say(resource_name(a["resource"]))),
    "no_action": lambda a, c, v: _("Use the die for nothing"),
    "play_blessing": _play,
    "build": _build,
    "statue": _statue,
    "place_pillar": _place_pillar,
    "take_cards": _take_cards,
    "refresh": lambda a, c, v: _("Refresh section {section}", section=a["section"]),
    "pay": _pay,
    "pay_bread": _pay_bread,
    "pay_symbols": _pay_symbols,
    "set_value": _set_value,
    "god_value": lambda a, c, v: _("Use it as a {value}", value=a["value"]),
    "ability_value": lambda a, c, v: _("Use the value {value}", value=a["value"]),
    "set_face": lambda a, c, v: _("Turn it to {value}", value=a["value"]),
    "recolour": _recolour,
    "place_faith": _place_faith,
    "keep_decree": lambda a, c, v: _("Keep {card}", card=_card(c, a["card"])),
    "keep_card": lambda a, c, v: _("Keep {card}", card=_card(c, a["card"])),
    "draft": lambda a, c, v: _("Take {card}", card=_card(c, a["card"])),
    "destiny": lambda a, c, v: _("Choose {card}", card=_card(c, a["card"])),
    "resolve": lambda a, c, v: _("Take the reward of {card}", card=_card(c, a["card"])),
    "score_decrees": _score_decrees,
    "gain": lambda a, c, v: _("Gain {items}", items=amounts(a, tuple(a))),
    "gain_resource": lambda a, c, v: _("Gain {resource}", resource=say(resource_name(a["resource"]))),
    "raise_track": lambda a, c, v: _("Raise {resource} production", resource=say(resource_name(a["resource"]))),
    "resources": lambda a, c, v: _("Take {items}", items=amounts(a, tuple(a))),
    "take_item": lambda a, c, v: _("Take {item}", item=say(resource_name(a["item"]))),
    "die_state": lambda a, c, v: _("Treat it as {state}", state=say(DIE_STATES[a["state"]])),
    # Translators: a card that changes the die's value for producing, and the value chosen with it.
    "adjust_production": lambda a, c, v: _("{card}: use the value {value}", card=_card(c, a["card"]),
                                           value=a["value"]),
    "free_action": _free_action,
    "produce_now": lambda a, c, v: _("Produce now"),
    "end_turn": lambda a, c, v: _("End turn"),
    "use_decree": lambda a, c, v: _("Use {card} now", card=_card(c, a["card"])),
    "keep_decree_secret": lambda a, c, v: _("Go on to the final scoring"),
}
