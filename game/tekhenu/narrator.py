"""Tekhenu's events as sentences for the game log ("Ana takes the white 5 from Ra (pure).").

Every line names the player; nothing says "you", so the log reads the same on a shared screen.
Private events (another player's decree) are narrated without the card unless ``reveal`` is set.

Each line is one message of the current language with named placeholders, made when it is
asked for: a log made again after the language changed reads in the new language (events hold
ids, never words). No internal id in a sentence: a card is named by its name ("Ana takes Decree
of Purity (Thoth)."), a spot by where it is on the board ("left of row 3", "above the
quarries"), and the reasons the rules give by :func:`reason_text` — which the scoring screens
use too, for the keys of a player's VP by reason ("decree D22" -> "Decree of Purity").
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.core.text import listed
from game.i18n import _, ngettext, say
from game.tekhenu.rules.catalog import Catalog, load_catalog
from game.tekhenu.rules.names import (
    COLOURS,
    DIE_STATES,
    amount,
    card_name,
    die_name,
    god_name,
    reason_text,
    resource_name,
    spot_name,
)

__all__ = ["TekhenuNarrator", "amount_phrase", "and_list", "reason_text", "reason_words"]

Event = dict[str, Any]


def amount_phrase(amount_: int, item: str) -> str:
    """``amount_`` of a good or a track in the current language: "2 granite", "1 scribe"."""
    return say(amount(item, amount_))


def and_list(words: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" in the current language."""
    return say(listed(words))


def reason_words(text: str) -> str:
    """:func:`reason_text` with the shipped data, in the current language: a rules reason for
    the log ("Horus bonus (Bastet)", "Decree of Purity")."""
    return say(reason_text(text, load_catalog()))


class TekhenuNarrator:
    """Sentences for the events of one game, in the current language. ``reveal_private_for`` /
    ``reveal_all`` decide whose private cards are named; ``catalog`` (the shipped data by
    default) names cards and spots."""

    heading_events = frozenset({"maat_started", "scoring_started"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None, reveal_all: bool = False,
                 catalog: Catalog | None = None) -> None:
        self.names = list(names)
        self.reveal_for = reveal_private_for
        self.reveal_all = reveal_all
        self.catalog = catalog if catalog is not None else load_catalog()

    @staticmethod
    def told_in_secret(event: Event) -> bool:
        """Whether the event's line depends on who reads it (``reveal_private_for``,
        ``reveal_all``): a card taken face down. No other line does."""
        return bool(event.get("private"))

    def card(self, card_id: str) -> str:
        """A card or tile by its name ("Touch of Shai")."""
        return say(card_name(self.catalog, card_id))

    def reason(self, reason: str) -> str:
        """A reason the rules give, in words (see :func:`reason_text`)."""
        return say(reason_text(reason, self.catalog))

    def cards(self, card_ids: Sequence[str]) -> str:
        return say(listed([card_name(self.catalog, c) for c in card_ids]))

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else _("Player {number}", number=seat + 1)

    def line(self, event: Event) -> str | None:
        handler: Callable[[Event], str | None] | None = getattr(self, f"_{event['type']}", None)
        return handler(event) if handler else None

    def lines(self, events: Sequence[Event]) -> list[str]:
        return [text for text in map(self.line, events) if text]

    def _name(self, e: Event) -> str:
        return self.who(e["player"])

    # -- setup
    def _setup(self, e: Event) -> str:
        return ngettext("Setup for {n} player: Ra offers {tiles}.", "Setup for {n} players: Ra offers {tiles}.",
                        e["players"], tiles=self.cards(e["ra_display"]))

    def _starting_cards_revealed(self, e: Event) -> str:
        return _("Starting cards on offer: {cards}; {name} drafts first.", cards=self.cards(e["cards"]),
                 name=self.who(e["first_player"]))

    def _starting_card_drafted(self, e: Event) -> str:
        return _("{name} drafts {card}.", name=self._name(e), card=self.card(e["card"]))

    def _decree_kept(self, e: Event) -> str:
        return _("{name} keeps a decree.", name=self._name(e))

    def _turn_order(self, e: Event) -> str:
        # Translators: {reason} is why the order is what it is ("Maat", "initiative"); {order} lists the players.
        return _("Turn order ({reason}): {order}.", reason=self.reason(e["reason"]),
                 order=say(listed([self.who(s) for s in e["order"]], "unit")))

    def _destiny_chosen(self, e: Event) -> str:
        # Translators: {card} is a destiny card ("Destiny of …"); {ankh} its ankh value.
        return _("{name} chooses {card} (ankh {ankh}).", name=self._name(e), card=self.card(e["card"]), ankh=e["ankh"])

    # -- turns
    def _round_started(self, e: Event) -> str:
        return _("— Round {number} —", number=e["round"])

    def _die_taken(self, e: Event) -> str:
        words = {"name": self._name(e), "die": say(die_name(e["colour"], e["value"])), "god": say(god_name(e["god"])),
                 "state": say(DIE_STATES[e["state"]])}
        if e["anubis"]:
            # Translators: {die} is a die ("white 5"), {state} pure, tainted or forbidden.
            return _("{name} takes the {die} from {god} ({state}) with Anubis.", **words)
        if e["idle"]:
            return _("{name} takes the {die} from {god} ({state}) (nothing else could be taken).", **words)
        return _("{name} takes the {die} from {god} ({state}).", **words)

    def _die_changed(self, e: Event) -> str:
        if e["reason"] == "scribes":
            return _("{name} turns the die from {before} to {value} with scribes.", name=self._name(e),
                     before=e["before"], value=e["value"])
        return _("{name} turns the die from {before} to {value} ({reason}).", name=self._name(e),
                 before=e["before"], value=e["value"], reason=self.reason(e["reason"]))

    def _die_placed(self, e: Event) -> str:
        if e["side"] == "pure":
            return _("{name} puts the {value} on the pure side of the scales.", name=self._name(e), value=e["value"])
        if e["side"] == "tainted":
            return _("{name} puts the {value} on the tainted side of the scales.", name=self._name(e),
                     value=e["value"])
        return _("{name} puts the {value} under the scales.", name=self._name(e), value=e["value"])

    def _god_action(self, e: Event) -> str:
        god = say(god_name(e["god"]))
        if e["source"] == "die":
            return _("{name} performs the action of {god} with value {value}.", name=self._name(e), god=god,
                     value=e["value"])
        # Translators: {reason} is what allowed the action (a card's name, "people track 21").
        return _("{name} performs the action of {god} with value {value} ({reason}).", name=self._name(e), god=god,
                 value=e["value"], reason=self.reason(e["source"]))

    def _produced(self, e: Event) -> str:
        produced = say(amount(e["resource"], e["quantity"]))
        if e["greed"]:
            # Translators: {amount} is what was produced ("3 granite"), {kept} how many of them are kept.
            return ngettext("{name} produces {amount}: keeps {kept}, {n} goes to the scales as greed.",
                            "{name} produces {amount}: keeps {kept}, {n} go to the scales as greed.", e["greed"],
                            name=self._name(e), amount=produced, kept=e["kept"])
        return _("{name} produces {amount}: keeps {kept}.", name=self._name(e), amount=produced, kept=e["kept"])

    def _no_action(self, e: Event) -> str:
        return _("{name} cannot use the die for any action.", name=self._name(e))

    def _gain(self, e: Event) -> str | None:
        if e["reason"] == "production":
            return None   # the "produces" line that follows says what is kept
        # Translators: {amount} is "2 granite", "1 scribe"; {reason} where it comes from.
        return _("{name} gains {amount} ({reason}).", name=self._name(e), amount=amount_phrase(e["amount"], e["item"]),
                 reason=self.reason(e["reason"]))

    def _spend(self, e: Event) -> str:
        # Translators: {amount} is "2 granite", "1 scribe"; {reason} what it pays for.
        return _("{name} pays {amount} ({reason}).", name=self._name(e), amount=amount_phrase(e["amount"], e["item"]),
                 reason=self.reason(e["reason"]))

    def _vp(self, e: Event) -> str:
        words = {"name": self._name(e), "reason": self.reason(e["reason"]), "total": e["total"]}
        if e["amount"] >= 0:
            return ngettext("{name} scores {n} VP — {reason} (now {total}).",
                            "{name} scores {n} VP — {reason} (now {total}).", e["amount"], **words)
        return ngettext("{name} loses {n} VP — {reason} (now {total}).",
                        "{name} loses {n} VP — {reason} (now {total}).", -e["amount"], **words)

    def _happiness(self, e: Event) -> str:
        words = {"name": self._name(e), "total": e["total"], "reason": self.reason(e["reason"])}
        if e["amount"] > 0:
            return _("{name}'s happiness rises to {total} ({reason}).", **words)
        return _("{name}'s happiness falls to {total} ({reason}).", **words)

    def _population(self, e: Event) -> str:
        words = {"name": self._name(e), "total": e["total"], "reason": self.reason(e["reason"])}
        if e["amount"] > 0:
            return _("{name}'s population rises to {total} ({reason}).", **words)
        return _("{name}'s population falls to {total} ({reason}).", **words)

    def _production_raised(self, e: Event) -> str:
        # Translators: {resource} is the good whose production track rises ("granite").
        return _("{name}'s {resource} production rises to {total}.", name=self._name(e),
                 resource=say(resource_name(e["resource"])), total=e["total"])

    def _statue_built(self, e: Event) -> str:
        if e.get("god"):
            return _("{name} builds a statue for {god}.", name=self._name(e), god=say(god_name(e["god"])))
        # Translators: {place} is where the statue stands ("above the quarries").
        return _("{name} builds a statue for the people {place}.", name=self._name(e),
                 place=say(spot_name(self.catalog, e["spot"])))

    def _horus_bonus(self, e: Event) -> str:
        return _("{name} receives the Horus bonus of {god}.", name=self._name(e), god=say(god_name(e["god"])))

    def _building_built(self, e: Event) -> str:
        if e["area"] == "osiris":
            # Translators: {district} is the good an Osiris district produces ("granite").
            return _("{name} builds in the {district} district, row {row}.", name=self._name(e),
                     district=say(resource_name(e["district"])), row=e["row"])
        return _("{name} builds around the temple complex, {place}.", name=self._name(e),
                 place=say(spot_name(self.catalog, e["spot"])))

    def _pillar_tile_placed(self, e: Event) -> str:
        return _("{name} raises a pillar on {tile} at row {row}, column {column}.", name=self._name(e),
                 tile=self.card(e["tile"]), row=e["row"] + 1, column=e["col"] + 1)

    def _pillar_ability(self, e: Event) -> str:
        return _("The ability of {tile} takes effect for {name}.", tile=self.card(e["tile"]), name=self._name(e))

    # -- cards played or taking effect (blessings are public once played, technologies always)
    def _card_played(self, e: Event) -> str:
        words = {"name": self._name(e), "card": self.card(e["card"])}
        if e.get("gain"):
            return _("{name} plays {card} to gain {item}.", item=say(resource_name(e["gain"])), **words)
        if "waived" in e:
            # Translators: {items} lists the goods the card pays for ("bread and granite").
            return _("{name} plays {card} and pays no {items} for the action of {god}.", god=say(god_name(e["god"])),
                     items=say(listed([resource_name(item) for item in e["waived"]])), **words)
        if e.get("god"):
            return _("{name} plays {card} for an extra action of {god}.", god=say(god_name(e["god"])), **words)
        return _("{name} plays {card}.", **words)

    def _tech_triggered(self, e: Event) -> str:
        details = []
        if "value" in e:
            details.append(_("the die is used as a {value}", value=e["value"]))
        if e.get("state"):
            details.append(_("the forbidden die counts as {state}", state=say(DIE_STATES[e["state"]])))
        if e.get("tile"):
            details.append(_("the ability of {tile} works", tile=self.card(e["tile"])))
        if e.get("blessing"):
            details.append(_("for playing {card}", card=self.card(e["blessing"])))
        if e.get("greed"):
            details.append(ngettext("for {n} greed", "for {n} greed", e["greed"]))
        if e.get("place") == "first":
            details.append(_("for being first in turn order"))
        elif e.get("place") == "last":
            details.append(_("for being last in turn order"))
        if e.get("bread_waived"):
            details.append(ngettext("no bread owed for the buildings (instead of {n})",
                                    "no bread owed for the buildings (instead of {n})", e["bread_waived"]))
        if not details:
            return _("{name} uses {card}.", name=self._name(e), card=self.card(e["card"]))
        # Translators: {details} says what the technology did ("the die is used as a 4").
        return _("{name} uses {card}: {details}.", name=self._name(e), card=self.card(e["card"]),
                 details="; ".join(details))

    def _card_reward(self, e: Event) -> str:
        return _("{name} takes the reward of {card}.", name=self._name(e), card=self.card(e["card"]))

    def _die_recoloured(self, e: Event) -> str:
        return _("{name}'s die now counts as {colour} ({state}).", name=self._name(e), colour=say(COLOURS[e["colour"]]),
                 state=say(DIE_STATES[e["state"]]))

    def _ability_skipped(self, e: Event) -> str:
        if e.get("reason"):
            # Translators: {reason} says why the ability does nothing ("all your statues are built").
            return _("The ability of {tile} does nothing for {name}: {reason}.", tile=self.card(e["tile"]),
                     name=self._name(e), reason=say(e["reason"]))
        return _("The ability of {tile} does nothing for {name}.", tile=self.card(e["tile"]), name=self._name(e))

    def _card_taken(self, e: Event) -> str:
        if e.get("private") and not self.reveal_all and self.reveal_for != e["player"]:
            return _("{name} takes a decree.", name=self._name(e))
        # Translators: {reason} is how the card was taken ("Thoth", a starting card's name).
        return _("{name} takes {card} ({reason}).", name=self._name(e), card=self.card(e["card"]),
                 reason=self.reason(e["reason"]))

    def _market_opened(self, e: Event) -> str:
        return _("Section {section} of the card market opens.", section=e["section"])

    def _market_refreshed(self, e: Event) -> str:
        return _("{name} refreshes section {section} of the card market.", name=self._name(e), section=e["section"])

    def _wheel_rotated(self, e: Event) -> str:
        return _("The obelisk wheel turns (rotation {rotation}).", rotation=e["rotation"])

    # -- Maat and scoring
    def _maat_started(self, e: Event) -> str:
        return _("— Maat phase {number} —", number=e["number"])

    def _balances(self, e: Event) -> str:
        # Translators: one player's balance on the scales in the list of balances ("Ana +2").
        each = [_("{name} {balance:+d}", name=self.who(s), balance=b) for s, b in enumerate(e["balances"])]
        return _("Balances: {balances}.", balances=say(listed(each, "unit")))

    def _faith_placed(self, e: Event) -> str:
        return _("{name} places faith: {net:+d}, balance {balance:+d}.", name=self._name(e), net=e["net"],
                 balance=e["balance"])

    def _scoring_started(self, e: Event) -> str:
        return _("— Scoring {number} —", number=e["number"])

    def _bread_paid(self, e: Event) -> str:
        return ngettext("{name} pays {paid} of {n} bread for the buildings.",
                        "{name} pays {paid} of {n} bread for the buildings.", e["owed"], name=self._name(e),
                        paid=e["paid"])

    def _decrees_revealed(self, e: Event) -> str:
        if not e["cards"]:
            return _("{name} has no decree to reveal.", name=self._name(e))
        return _("{name} reveals {cards}.", name=self._name(e), cards=self.cards(e["cards"]))   # "Decree of …"

    def _decree_revealed(self, e: Event) -> str:
        return _("{name} reveals {card} to use it now.", name=self._name(e), card=self.card(e["card"]))

    def _decrees_chosen(self, e: Event) -> str:
        if not e["cards"]:
            return _("{name} chooses to score no decree.", name=self._name(e))
        return _("{name} chooses to score {cards}.", name=self._name(e), cards=self.cards(e["cards"]))

    def _game_over(self, e: Event) -> str:
        return ngettext("Game over. {name} wins with {n} VP.", "Game over. {name} wins with {n} VP.",
                        e["scores"][e["winner"]], name=self.who(e["winner"]))
