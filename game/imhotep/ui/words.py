"""What Imhotep's screens say: the names of sites, cards and ships, what each card does, what a
site scores, the question of each decision and the words of each choice — every one a message
of ``game.i18n``, translated when it is shown.

Sites and cards are named as the rulebook names them (the data file's names, keyed by their ids,
the same messages as the log's). A card's effect is said from its data: the site a red card
builds on or a green card counts, the points of the Statues.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.i18n import N_, LazyText, _, ngettext, pgettext
from game.imhotep.rules.catalog import Catalog

#: The action that confirms the end of a turn (the board's own: Imhotep's rules end a turn with
#: its action, the board holds it back until its player confirms it).
END_TURN = Action.make("end_turn")

#: The word for each kind of market card.
CARD_KINDS: dict[str, LazyText] = {
    "red": N_("Red: carried out at once"),
    "green": N_("Green: scores at the end"),
    "purple": N_("Purple: scores at the end"),
    "blue": N_("Blue: a tool, played as a turn"),
}
#: What each blue card does when played (RULES §12.4).
TOOL_TEXTS: dict[str, LazyText] = {
    "lever": N_("Sail a ship that carries its minimum load to a free site; you choose the order in which "
                "its stones are unloaded."),
    "hammer": N_("Take 3 stones from the quarry (your sled holds 5 at most), then place 1 stone on a ship."),
    "sail": N_("Place 1 stone on a ship, then sail that same ship to a free site (once it carries its "
               "minimum load)."),
    "chisel": N_("Place 2 stones from your sled: both on one ship, or one each on two ships."),
}
#: How each side of each site scores, in a line (RULES §9, §10).
SITE_NOTES: dict[tuple[str, str], LazyText] = {
    ("market", "A"): N_("Each stone delivered takes a face-up card; then it goes back to the quarry."),
    ("market", "B"): N_("Each stone takes a face-up card, or the face-down pair (keep one of the two)."),
    ("pyramid", "A"): N_("Scores at once: the points of the space each stone fills."),
    ("pyramid", "B"): N_("Scores at once; each stone's owner chooses its pyramid. Some spaces give a bonus."),
    ("temple", "A"): N_("End of each round: 1 point for each stone seen from above."),
    ("temple", "B"): N_("End of each round: each stone seen from above takes its column's bonus."),
    ("burial_chamber", "A"): N_("Game end: each group of stones side by side scores 1, 3, 6, 10, 15, +2."),
    ("burial_chamber", "B"): N_("Game end: the most stones in each row score 8, 4, 2, 1."),
    ("obelisk", "A"): N_("Game end: the highest towers score the most."),
    ("obelisk", "B"): N_("Every 3 stones of a colour raise an obelisk, which scores the best free space at once."),
}
#: When each side of each site scores, in a few words (where its whole note does not fit).
SCORES_WHEN: dict[tuple[str, str], LazyText] = {
    ("market", "A"): N_("Gives market cards"),
    ("market", "B"): N_("Gives market cards"),
    ("pyramid", "A"): N_("Scores at once"),
    ("pyramid", "B"): N_("Scores at once"),
    ("temple", "A"): N_("Scores each round"),
    ("temple", "B"): N_("Bonuses each round"),
    ("burial_chamber", "A"): N_("Scores at the end"),
    ("burial_chamber", "B"): N_("Scores at the end"),
    ("obelisk", "A"): N_("Scores at the end"),
    ("obelisk", "B"): N_("Scores at once"),
}
#: The question of each decision, by its kind; {player} is who decides.
PROMPTS: dict[str, LazyText] = {
    "turn": N_("{player}: get stones, place a stone, sail a ship or play a blue card"),
    "take_card": N_("{player}: take a market card for your stone"),
    "keep_card": N_("{player}: keep one of the two cards; the other is discarded"),
    "choose_pyramid": N_("{player}: choose the pyramid your stone goes on"),
    "temple_choice": N_("{player}: your stone in the Temple gives 1 point or 2 stones"),
    "lever_sail": N_("{player}: sail a ship; you choose the order it unloads in (Lever)"),
    "unload_next": N_("{player}: choose the next stone to unload (Lever)"),
    "tool_sail": N_("{player}: choose the site the ship sails to (Sail)"),
}
TOOL_PLACE_PROMPTS: dict[str, LazyText] = {
    "hammer": N_("{player}: place a stone on a ship (Hammer)"),
    "sail": N_("{player}: place a stone on the ship that will sail (Sail)"),
    "chisel": N_("{player}: place a stone on a ship (Chisel)"),
}
BONUS_PROMPTS: dict[str, LazyText] = {
    "card": N_("{player}: take the top market card? (Pyramid bonus)"),
    "stones": N_("{player}: take 3 stones from the quarry? (Pyramid bonus)"),
    "ship": N_("{player}: place a stone from your sled on a ship? (Pyramid bonus)"),
}
BONUS_NAMES: dict[str, LazyText] = {
    "card": N_("the top market card"),
    "stones": N_("3 stones from the quarry"),
    "ship": N_("a stone from the sled onto a ship"),
    "points": N_("2 points"),
    "choice": N_("1 point or 2 stones"),
}
PYRAMIDS: tuple[LazyText, ...] = (N_("the left pyramid"), N_("the middle pyramid"), N_("the right pyramid"))


def site_name(catalog: Catalog, site_id: str) -> str:
    return pgettext(site_id, catalog.sites[site_id].name)


def card_name(catalog: Catalog, card_id: str) -> str:
    return pgettext(card_id, catalog.market_cards[card_id].name)


def pyramid_name(index: int) -> str:
    return str(PYRAMIDS[index]) if 0 <= index < len(PYRAMIDS) else _("pyramid {number}", number=index + 1)


def card_text(catalog: Catalog, card_id: str) -> str:
    """What a market card does, from its data."""
    card = catalog.market_cards[card_id]
    if card.colour == "red":
        return _("At once: a stone of your colour from the quarry goes to the {site}.",
                 site=site_name(catalog, card.site))
    if card.colour == "green":
        return ngettext("Game end: 1 point for every stone at the {site}.",
                        "Game end: 1 point for every {n} stones at the {site}.",
                        catalog.decoration_stones, site=site_name(catalog, card.site))
    if card.colour == "purple":
        scale = ", ".join(str(points) for points in catalog.statues)
        return _("Game end: your Statues score together: {scale} points for 1 to {most} of them, and {more} more "
                 "for each one beyond.", scale=scale, most=len(catalog.statues), more=catalog.statues_beyond)
    return _("{effect} Unused at the end: {n} point.", effect=str(TOOL_TEXTS[card_id]), n=catalog.unused_tool)


def card_tooltip(catalog: Catalog, card_id: str) -> str:
    """A card's name, kind and effect, for hovering it."""
    card = catalog.market_cards[card_id]
    return _("{name} ({kind})\n{text}", name=card_name(catalog, card_id), kind=str(CARD_KINDS[card.colour]),
             text=card_text(catalog, card_id))


def ship_name(view: dict[str, Any], index: int) -> str:
    """"ship 2 (for 3 stones)": ships are numbered down the harbour."""
    capacity = view["ships"][index]["capacity"]
    return ngettext("ship {number} (for {n} stone)", "ship {number} (for {n} stones)", capacity, number=index + 1)


def prompt(decision: dict[str, Any], stack_top: dict[str, Any] | None, player: str) -> str:
    """The question of ``decision`` (the view's), asked of ``player``."""
    kind = decision["kind"]
    if kind == "tool_place" and stack_top is not None and stack_top.get("tool") in TOOL_PLACE_PROMPTS:
        return _(TOOL_PLACE_PROMPTS[stack_top["tool"]].message, player=player)
    if kind == "pyramid_bonus" and stack_top is not None and stack_top.get("bonus") in BONUS_PROMPTS:
        return _(BONUS_PROMPTS[stack_top["bonus"]].message, player=player)
    if kind in PROMPTS:
        return _(PROMPTS[kind].message, player=player)
    return _("{player}: {question}", player=player, question=decision.get("prompt", ""))


def stones_taken(view: dict[str, Any], seat: int, catalog: Catalog, wanted: int) -> int:
    """How many stones ``seat`` would take of ``wanted`` (the sled's room, the quarry)."""
    player = view["players"][seat]
    return max(0, min(wanted, catalog.sled_capacity - player["sled"], player["quarry"]))


def describe(action: Action, catalog: Catalog, view: dict[str, Any], seat: int) -> str:
    """A choice in words, for its button (short: the board shows the ships' numbers; the hover
    text adds what it does)."""
    kind = action.kind
    if kind == "end_turn":
        # Translators: the End turn button in Imhotep, in its rulebook's word for a turn (Hungarian: lépés)
        return pgettext("Imhotep", "End turn")
    if kind == "get_stones":
        n = stones_taken(view, seat, catalog, catalog.stones_taken)
        return ngettext("Get {n} stone", "Get {n} stones", n)
    if kind == "place":
        return _("Ship {number}, space {space}", number=action["ship"] + 1, space=action["space"] + 1)
    if kind == "sail":
        return _("Sail ship {number} to the {site}", number=action["ship"] + 1, site=site_name(catalog, action["site"]))
    if kind == "play":
        return _("Play the {card}", card=card_name(catalog, action["card"]))
    if kind == "take":
        return _("Take the {card}", card=card_name(catalog, action["card"]))
    if kind == "take_face_down":
        return _("Take the face-down pair and keep one")
    if kind == "keep":
        return _("Keep the {card}", card=card_name(catalog, action["card"]))
    if kind == "pyramid":
        return _("Build on {pyramid}", pyramid=pyramid_name(action["pyramid"]))
    if kind == "take_bonus":
        return _("Take the bonus")
    if kind == "skip_bonus":
        return _("Leave the bonus")
    if kind == "choose":
        return _("1 point") if action["bonus"] == "points" else _("2 stones from the quarry")
    if kind == "unload":
        return _("Unload space {space} next", space=action["space"] + 1)
    return str(action)


#: The group a choice belongs to when there are too many to list (the panel narrows by them).
GROUPS: dict[str, LazyText] = {
    "place": N_("Place a stone…"),
    "sail": N_("Sail a ship…"),
    "play": N_("Play a blue card…"),
    "take": N_("Take a face-up card…"),
    "pyramid": N_("Choose a pyramid…"),
    "unload": N_("Choose a stone…"),
}


def group_label(kind: str, count: int) -> str:
    label = GROUPS.get(kind)
    return _("{what} ({n})", what=str(label), n=count) if label is not None else kind
