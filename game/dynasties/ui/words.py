"""What the screens of "Dynasties" say: the castes and Afterlife cards by their rulebook names,
what each one does, the question of each decision and the words of each choice — every one a
message of ``game.i18n``, translated when it is shown.

Castes and Afterlife cards are named from the data file, translated by their id (the same
messages as the log's). Numbers a sentence gives (a price, a cost, what a Noble collects) come
from the view of the game, the pending task of the rules and the data file, never typed here.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.dynasties.rules.catalog import Catalog
from game.i18n import N_, LazyText, _, ngettext, pgettext

#: The action that confirms the end of a turn (the board's own: the rules of "Dynasties" end a
#: turn with its last choice, the board holds it back until its player confirms it).
END_TURN = Action.make("end_turn")

#: The decisions whose ability belongs to a caste (their ``skip`` leaves that caste unused).
ABILITY_OF = {"scribe": "scribe", "noble": "noble", "priest": "priest", "soldier": "soldier", "bake": "baker",
              "merchant": "merchant"}

#: The question of each decision, by its kind; {player} is who decides.
PROMPTS: dict[str, LazyText] = {
    "pharaoh": N_("{player}: reroll one die with your Pharaoh, or keep the dice"),
    "play": N_("{player}: play a card into your Dynasty (a second of the same caste costs {cost} deben)"),
    "scribe": N_("{player}: Scribe: pay {cost} deben to hide a card of your hand under it and draw a card"),
    "noble": N_("{player}: Noble: collect the sum of the dice, then every die goes down by 1"),
    "priest": N_("{player}: Priest: choose a die and draw that many Afterlife cards, 1 deben each"),
    "keep_afterlife": N_("{player}: keep one Afterlife card; the others go back into the Afterlife deck"),
    "soldier": N_("{player}: Soldier: take an unprotected Farmer from another Dynasty"),
    "ransom": N_("{player}: a Soldier of {thief} comes for your Farmer: pay {cost} deben to keep it, or let it go"),
    "merchant": N_("{player}: Merchant: collect the highest die plus your Merchants in deben"),
    "artisan": N_("{player}: Artisans: give fewer cards to the Forum, {cost} deben for each"),
    "season": N_("{player}: choose the caste whose Majority VP your season card doubles"),
}


def caste_name(catalog: Catalog, caste: str) -> str:
    return pgettext(caste, catalog.castes[caste].name)


def caste_text(catalog: Catalog, caste: str) -> str:
    return pgettext(caste, catalog.castes[caste].text)


def card_name(catalog: Catalog, card: str) -> str:
    """An Afterlife card by its name."""
    return pgettext(card, catalog.afterlife[card].name)


def card_text(catalog: Catalog, card: str) -> str:
    return pgettext(card, catalog.afterlife[card].text)


def caste_facts(catalog: Catalog, caste: str) -> str:
    """The three numbers of a caste card's left edge, in words."""
    entry = catalog.castes[caste]
    return _("Caste VP {caste_vp} · Majority VP {majority_vp} · Bread VP {bread_vp} · {n} in the deck",
             caste_vp=entry.caste_vp, majority_vp=entry.majority_vp, bread_vp=entry.bread_vp, n=entry.count)


def caste_tooltip(catalog: Catalog, caste: str) -> str:
    """A caste card's name, its numbers and its ability, for hovering it."""
    return _("{name}\n{facts}\n{text}", name=caste_name(catalog, caste), facts=caste_facts(catalog, caste),
             text=caste_text(catalog, caste))


def card_tooltip(catalog: Catalog, card: str) -> str:
    """An Afterlife card's name and effect, for hovering it."""
    return _("{name}\nAt the end of the game: {text}", name=card_name(catalog, card), text=card_text(catalog, card))


def prompt(kind: str, task: dict[str, Any] | None, player: str, catalog: Catalog, names: list[str]) -> str:
    """The question of a decision of ``kind``, asked of ``player``; ``task`` is the rules' pending
    task it belongs to (it says how many cards are left to give or take, the Baker's price…)."""
    task = task or {}
    if kind == "give":
        return ngettext("{player}: give {n} card of your hand to the Forum",
                        "{player}: give {n} cards of your hand to the Forum", task.get("left", 1), player=player)
    if kind == "take":
        return ngettext("{player}: take {n} card from the Forum into your hand",
                        "{player}: take {n} cards from the Forum into your hand", task.get("left", 1), player=player)
    if kind == "bake":
        left = catalog.abilities.baker_tokens - task.get("placed", 0)
        return ngettext("{player}: Baker: put bread on a card of your Dynasty for {price} deben ({n} token left)",
                        "{player}: Baker: put bread on a card of your Dynasty for {price} deben ({n} tokens left)",
                        left, player=player, price=task.get("price", 0))
    costs = {"play": catalog.turn.second_card_cost, "scribe": catalog.abilities.scribe_cost,
             "ransom": catalog.abilities.soldier_ransom, "artisan": catalog.abilities.artisan_cost}
    thief = task.get("thief", -1)
    if kind in PROMPTS:
        return _(PROMPTS[kind].message, player=player, cost=costs.get(kind, 0),
                 thief=names[thief] if 0 <= thief < len(names) else "")
    return player


def describe(action: Action, catalog: Catalog, view: dict[str, Any], seat: int, kind: str,
             task: dict[str, Any] | None, names: list[str]) -> str:
    """A choice in words, for its button; ``kind`` is the decision it answers."""
    task = task or {}
    player = view["players"][seat] if 0 <= seat < len(view["players"]) else {}
    act = action.kind
    if act == "end_turn":
        # Translators: the End turn button in Dynasties, in its rulebook's word for a turn (Hungarian: kör)
        return pgettext("Dynasties", "End turn")
    if act == "reroll":
        return _("Reroll a {value}", value=action["value"])
    if act == "keep_dice":
        return _("Keep the dice")
    if act == "play":
        if action["count"] == 1:
            return _("Play {caste}", caste=caste_name(catalog, action["caste"]))
        return ngettext("Play 2 × {caste} ({n} deben)", "Play 2 × {caste} ({n} deben)", catalog.turn.second_card_cost,
                        caste=caste_name(catalog, action["caste"]))
    if act == "hide":
        return _("Hide {caste} under the Scribe", caste=caste_name(catalog, action["caste"]))
    if act == "skip":
        ability = ABILITY_OF.get(kind)
        return _("Do not use the {caste}", caste=caste_name(catalog, ability)) if ability else _("Skip")
    if act == "tax":
        total = sum(value for value in view["dice"] if value)
        return ngettext("Collect {n} deben", "Collect {n} deben", total)
    if act == "consult":
        count = min(action["value"], view["afterlife_deck"])
        return ngettext("Die {value}: draw {n} card for {n} deben", "Die {value}: draw {n} cards for {n} deben",
                        count, value=action["value"])
    if act == "keep":
        return _("Keep {card}", card=card_name(catalog, action["card"]))
    if act == "raid":
        victim = names[action["victim"]] if 0 <= action["victim"] < len(names) else "?"
        if action["bread"]:
            return _("A Farmer with bread of {name}", name=victim)
        return _("A Farmer of {name}", name=victim)
    if act == "pay_ransom":
        return ngettext("Pay {n} deben, keep the Farmer", "Pay {n} deben, keep the Farmer",
                        catalog.abilities.soldier_ransom)
    if act == "give_farmer":
        return _("Let the Farmer go")
    if act == "bake":   # the price is in the question
        return _("Bread on {caste}", caste=caste_name(catalog, action["caste"]))
    if act == "done":
        return _("Done: lower the highest die")
    if act == "trade":
        merchants = player.get("dynasty", {}).get("merchant", 0)
        highest = max(view["dice"], default=0)
        return ngettext("Collect {n} deben", "Collect {n} deben", highest + merchants)
    if act == "hold_back":
        count = action["count"]
        if not count:
            return _("Give all the cards")
        return ngettext("Hold back {n} card ({paid} deben)", "Hold back {n} cards ({paid} deben)", count,
                        paid=count * catalog.abilities.artisan_cost)
    if act == "give":
        return _("Give {caste}", caste=caste_name(catalog, action["caste"]))
    if act == "take":
        if action.get("slot") is not None:
            caste = view["forum"][action["slot"]]
            return _("Take {caste} (place {number})", caste=caste_name(catalog, caste), number=action["slot"] + 1)
        return _("Take {caste}", caste=caste_name(catalog, action["caste"]))
    if act == "season":
        caste = action["caste"]
        # Translators: a season card's choice (the prompt says which): the caste whose Majority VP it
        # doubles, and the VP that adds
        return ngettext("{caste} (+{n} VP)", "{caste} (+{n} VP)",
                        catalog.castes[caste].majority_vp, caste=caste_name(catalog, caste))
    return str(action)


#: The group a choice belongs to when there are too many to list (the panel narrows by them).
GROUPS: dict[str, LazyText] = {
    "bake": N_("Put bread on a card…"),
    "take": N_("Take a Forum card…"),
    "season": N_("Choose a caste…"),
    "raid": N_("Take a Farmer…"),
}


def group_label(kind: str, count: int) -> str:
    label = GROUPS.get(kind)
    return _("{what} ({n})", what=str(label), n=count) if label is not None else kind
