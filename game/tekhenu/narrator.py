"""Tekhenu's events as sentences for the game log ("Ana takes the white 5 from Ra (pure).").

Every line names the player; nothing says "you", so the log reads the same on a shared screen.
Private events (another player's decree) are narrated without the card unless ``reveal`` is set.

No internal id in a sentence: a card is named by its name ("Ana takes Decree of Purity
(Thoth)."), a spot by where it is on the board ("left of row 3", "above the quarries"), and
the reasons the rules give by :func:`reason_text` — which the scoring screens use too, for the
keys of a player's VP by reason ("decree D22" -> "Decree of Purity").
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.tekhenu.rules.catalog import Catalog, load_catalog
from game.tekhenu.rules.names import card_name, reason_text, spot_name
from game.words import plural

__all__ = ["TekhenuNarrator", "amount_phrase", "and_list", "reason_text", "reason_words"]

Event = dict[str, Any]


def amount_phrase(amount: int, item: str) -> str:
    return plural(amount, item)


def and_list(words: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def reason_words(text: str) -> str:
    """:func:`reason_text` with the shipped data: a rules reason for the log ("Horus bonus
    (Bastet)", "Decree of Purity")."""
    return reason_text(text, load_catalog())


class TekhenuNarrator:
    """Sentences for the events of one game. ``reveal_private_for`` / ``reveal_all`` decide
    whose private cards are named; ``catalog`` (the shipped data by default) names cards and
    spots."""

    heading_events = frozenset({"maat_started", "scoring_started"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None, reveal_all: bool = False,
                 catalog: Catalog | None = None) -> None:
        self.names = list(names)
        self.reveal_for = reveal_private_for
        self.reveal_all = reveal_all
        self.catalog = catalog if catalog is not None else load_catalog()

    def card(self, card_id: str) -> str:
        """A card or tile by its name ("Touch of Shai")."""
        return card_name(self.catalog, card_id)

    def reason(self, reason: str) -> str:
        """A reason the rules give, in words (see :func:`reason_text`)."""
        return reason_text(reason, self.catalog)

    def cards(self, card_ids: Sequence[str]) -> str:
        return and_list([self.card(c) for c in card_ids])

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def line(self, event: Event) -> str | None:
        handler: Callable[[Event], str | None] | None = getattr(self, f"_{event['type']}", None)
        return handler(event) if handler else None

    def lines(self, events: Sequence[Event]) -> list[str]:
        return [text for text in map(self.line, events) if text]

    # -- setup
    def _setup(self, e: Event) -> str:
        return f"Setup for {e['players']} players: Ra offers {self.cards(e['ra_display'])}."

    def _starting_cards_revealed(self, e: Event) -> str:
        return f"Starting cards on offer: {self.cards(e['cards'])}; {self.who(e['first_player'])} drafts first."

    def _starting_card_drafted(self, e: Event) -> str:
        return f"{self.who(e['player'])} drafts {self.card(e['card'])}."

    def _decree_kept(self, e: Event) -> str:
        return f"{self.who(e['player'])} keeps a decree."

    def _turn_order(self, e: Event) -> str:
        order = ", ".join(self.who(s) for s in e["order"])
        return f"Turn order ({e['reason']}): {order}."

    def _destiny_chosen(self, e: Event) -> str:
        return f"{self.who(e['player'])} chooses {self.card(e['card'])} (ankh {e['ankh']})."   # "Destiny of …"

    # -- turns
    def _round_started(self, e: Event) -> str:
        return f"— Round {e['round']} —"

    def _die_taken(self, e: Event) -> str:
        how = " with Anubis" if e["anubis"] else (" (nothing else could be taken)" if e["idle"] else "")
        return (f"{self.who(e['player'])} takes the {e['colour']} {e['value']} from "
                f"{e['god'].capitalize()} ({e['state']}){how}.")

    def _die_changed(self, e: Event) -> str:
        how = "with scribes" if e["reason"] == "scribes" else f"({self.reason(e['reason'])})"
        return f"{self.who(e['player'])} turns the die from {e['before']} to {e['value']} {how}."

    def _die_placed(self, e: Event) -> str:
        side = {"pure": "on the pure side of", "tainted": "on the tainted side of", "under": "under"}[e["side"]]
        return f"{self.who(e['player'])} puts the {e['value']} {side} the scales."

    def _god_action(self, e: Event) -> str:
        source = "" if e["source"] == "die" else f" ({self.reason(e['source'])})"
        return f"{self.who(e['player'])} performs the action of {e['god'].capitalize()} with value {e['value']}{source}."

    def _produced(self, e: Event) -> str:
        greed = (f", {e['greed']} {'goes' if e['greed'] == 1 else 'go'} to the scales as greed"
                 if e["greed"] else "")
        return f"{self.who(e['player'])} produces {e['quantity']} {e['resource']}: keeps {e['kept']}{greed}."

    def _no_action(self, e: Event) -> str:
        return f"{self.who(e['player'])} cannot use the die for any action."

    def _gain(self, e: Event) -> str:
        return f"{self.who(e['player'])} gains {amount_phrase(e['amount'], e['item'])} ({self.reason(e['reason'])})."

    def _spend(self, e: Event) -> str:
        return f"{self.who(e['player'])} pays {amount_phrase(e['amount'], e['item'])} ({self.reason(e['reason'])})."

    def _vp(self, e: Event) -> str:
        verb = "scores" if e["amount"] >= 0 else "loses"
        return f"{self.who(e['player'])} {verb} {abs(e['amount'])} VP — {self.reason(e['reason'])} (now {e['total']})."

    def _happiness(self, e: Event) -> str:
        return f"{self.who(e['player'])}'s happiness {'rises' if e['amount'] > 0 else 'falls'} to {e['total']} ({self.reason(e['reason'])})."

    def _population(self, e: Event) -> str:
        return f"{self.who(e['player'])}'s population {'rises' if e['amount'] > 0 else 'falls'} to {e['total']} ({self.reason(e['reason'])})."

    def _production_raised(self, e: Event) -> str:
        return f"{self.who(e['player'])}'s {e['resource']} production rises to {e['total']}."

    def _statue_built(self, e: Event) -> str:
        where = f"for {e['god'].capitalize()}" if e.get("god") else f"for the people {spot_name(self.catalog, e['spot'])}"
        return f"{self.who(e['player'])} builds a statue {where}."

    def _horus_bonus(self, e: Event) -> str:
        return f"{self.who(e['player'])} receives the Horus bonus of {e['god'].capitalize()}."

    def _building_built(self, e: Event) -> str:
        if e["area"] == "osiris":
            return f"{self.who(e['player'])} builds in the {e['district']} district, row {e['row']}."
        return f"{self.who(e['player'])} builds around the temple complex, {spot_name(self.catalog, e['spot'])}."

    def _pillar_tile_placed(self, e: Event) -> str:
        return (f"{self.who(e['player'])} raises a pillar on {self.card(e['tile'])} at row {e['row'] + 1}, "
                f"column {e['col'] + 1}.")

    def _pillar_ability(self, e: Event) -> str:
        return f"The ability of {self.card(e['tile'])} takes effect for {self.who(e['player'])}."

    # -- cards played or taking effect (blessings are public once played, technologies always)
    def _card_played(self, e: Event) -> str:
        what = ""
        if e.get("gain"):
            what = f" to gain {e['gain']}"
        elif "waived" in e:
            what = f" and pays no {and_list(e['waived'])} for the action of {e['god'].capitalize()}"
        elif e.get("god"):
            what = f" for an extra action of {e['god'].capitalize()}"
        return f"{self.who(e['player'])} plays {self.card(e['card'])}{what}."

    def _tech_triggered(self, e: Event) -> str:
        details = []
        if "value" in e:
            details.append(f"the die is used as a {e['value']}")
        if e.get("state"):
            details.append(f"the forbidden die counts as {e['state']}")
        if e.get("tile"):
            details.append(f"the ability of {self.card(e['tile'])} works")
        if e.get("blessing"):
            details.append(f"for playing {self.card(e['blessing'])}")
        if e.get("greed"):
            details.append(f"for {plural(e['greed'], 'greed')}")
        if e.get("place"):
            details.append(f"for being {e['place']} in turn order")
        if e.get("bread_waived"):
            details.append(f"no bread owed for the buildings (instead of {e['bread_waived']})")
        said = f": {'; '.join(details)}" if details else ""
        return f"{self.who(e['player'])} uses {self.card(e['card'])}{said}."

    def _card_reward(self, e: Event) -> str:
        return f"{self.who(e['player'])} takes the reward of {self.card(e['card'])}."

    def _die_recoloured(self, e: Event) -> str:
        return f"{self.who(e['player'])}'s die now counts as {e['colour']} ({e['state']})."

    def _ability_skipped(self, e: Event) -> str:
        why = f": {e['reason']}" if e.get("reason") else ""
        return f"The ability of {self.card(e['tile'])} does nothing for {self.who(e['player'])}{why}."

    def _card_taken(self, e: Event) -> str:
        if e.get("private") and not self.reveal_all and self.reveal_for != e["player"]:
            return f"{self.who(e['player'])} takes a decree."
        return f"{self.who(e['player'])} takes {self.card(e['card'])} ({self.reason(e['reason'])})."

    def _market_opened(self, e: Event) -> str:
        return f"Section {e['section']} of the card market opens."

    def _market_refreshed(self, e: Event) -> str:
        return f"{self.who(e['player'])} refreshes section {e['section']} of the card market."

    def _wheel_rotated(self, e: Event) -> str:
        return f"The obelisk wheel turns (rotation {e['rotation']})."

    # -- Maat and scoring
    def _maat_started(self, e: Event) -> str:
        return f"— Maat phase {e['number']} —"

    def _balances(self, e: Event) -> str:
        return "Balances: " + ", ".join(f"{self.who(s)} {b:+d}" for s, b in enumerate(e["balances"])) + "."

    def _faith_placed(self, e: Event) -> str:
        return f"{self.who(e['player'])} places faith: {e['net']:+d}, balance {e['balance']:+d}."

    def _scoring_started(self, e: Event) -> str:
        return f"— Scoring {e['number']} —"

    def _bread_paid(self, e: Event) -> str:
        return f"{self.who(e['player'])} pays {e['paid']} of {e['owed']} bread for the buildings."

    def _decrees_revealed(self, e: Event) -> str:
        cards = e["cards"]
        if not cards:
            return f"{self.who(e['player'])} has no decree to reveal."
        return f"{self.who(e['player'])} reveals {self.cards(cards)}."   # each name says "Decree of …"

    def _decree_revealed(self, e: Event) -> str:
        return f"{self.who(e['player'])} reveals {self.card(e['card'])} to use it now."

    def _decrees_chosen(self, e: Event) -> str:
        if not e["cards"]:
            return f"{self.who(e['player'])} chooses to score no decree."
        return f"{self.who(e['player'])} chooses to score {self.cards(e['cards'])}."

    def _game_over(self, e: Event) -> str:
        return f"Game over. {self.who(e['winner'])} wins with {e['scores'][e['winner']]} VP."
