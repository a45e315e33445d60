"""The events of "Dynasties" as sentences for the game log, in the language of the moment.

Whole sentences with named placeholders, marked for translation (``game.i18n``). Every line names
the player; nothing says "you", so the log reads the same on a shared screen. A hand, the card
hidden under a Scribe and an Afterlife card are private: another player's are told without the
card ("Ana draws 2 cards.") unless ``reveal_private_for`` is that player or ``reveal_all`` is set
(a finished game). Castes and Afterlife cards are named as the rulebook names them, from the
data file, translated by their id.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from game.dynasties.rules.catalog import Catalog, load_catalog
from game.i18n import N_, LazyText, _, ngettext, pgettext

Event = dict[str, Any]

#: The categories of a score, as the scoring names them.
REASON_NAMES: dict[str, LazyText] = {
    "castes": N_("Caste VP"),
    "bread": N_("Bread VP"),
    "majorities": N_("Majority VP"),
    "afterlife": N_("Afterlife card"),
    "deben": N_("Deben VP"),
    "merchants": N_("Heliopolis's Merchants"),
}


def listing(items: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C", in the current language."""
    if len(items) <= 1:
        return "".join(items)
    # Translators: the end of a list: "Farmer, Priest and Baker" ({items} holds all but the last)
    return _("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def round_title(number: int) -> str:
    """"Round 3" in this game's word for a round: a message of its own, since the Hungarian
    rulebook calls a round forduló and a turn kör, the other way round from Tekhenu's."""
    # Translators: a round of Dynasties, as its rulebook says it (Hungarian: forduló; a player's turn is kör)
    return pgettext("Dynasties", "Round {number}", number=number)


class DynastiesNarrator:
    heading_events = frozenset({"round_started", "final_scoring_started"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None, reveal_all: bool = False,
                 catalog: Catalog | None = None) -> None:
        self.names = list(names)
        self.reveal_for = reveal_private_for
        self.reveal_all = reveal_all
        self.catalog = catalog if catalog is not None else load_catalog()

    # -------------------------------------------------------------------------- words
    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else _("Player {number}", number=seat + 1)

    def round_heading(self, number: int) -> str:
        """The log's heading of a round (``game.log``)."""
        return round_title(number)

    def caste(self, caste: str) -> str:
        return pgettext(caste, self.catalog.castes[caste].name)

    def card(self, card: str) -> str:
        """An Afterlife card by its name."""
        return pgettext(card, self.catalog.afterlife[card].name)

    def cards(self, castes: Sequence[str]) -> str:
        """"Farmer and Priest"; cards of one caste counted: "2 × Farmer and Priest"."""
        counts = Counter(castes)
        return listing([self.caste(caste) if n == 1 else f"{n} × {self.caste(caste)}" for caste, n in counts.items()])

    def dice(self, dice: Sequence[int]) -> str:
        """The dice in play, and how many are out of play until the next round: "2 and 3 (1 removed)"."""
        shown = [str(value) for value in dice if value]
        removed = len(dice) - len(shown)
        if not removed:
            return listing(shown)
        if not shown:
            # Translators: every die is out of play until the next round (after "the dice now show")
            return _("none (all removed)")
        # Translators: {dice} lists the dice still in play ("2 and 3"), {n} how many are out of play
        return ngettext("{dice} ({n} removed)", "{dice} ({n} removed)", removed, dice=listing(shown))

    def reason(self, reason: str) -> str:
        return str(REASON_NAMES[reason])

    def _shown(self, e: Event) -> bool:
        """Whether this private event may name its cards for the reader of this log."""
        return self.reveal_all or self.reveal_for == e["player"]

    def line(self, event: Event) -> str | None:
        handler: Callable[[Event], str | None] | None = getattr(self, f"_{event['type']}", None)
        return handler(event) if handler else None

    # -------------------------------------------------------------------------- set-up and rounds
    def _hand_dealt(self, e: Event) -> str:
        if self._shown(e):
            return _("{player} receives {deben} deben and the cards {cards}.", player=self.who(e["player"]),
                     deben=e["deben"], cards=self.cards(e["cards"]))
        return ngettext("{player} receives {deben} deben and {n} card.", "{player} receives {deben} deben and {n} cards.",
                        e["count"], player=self.who(e["player"]), deben=e["deben"])

    def _forum_laid_out(self, e: Event) -> str:
        return _("The Forum shows {cards}.", cards=self.cards(e["cards"]))

    def _heliopolis_set_up(self, e: Event) -> str:
        return _("{player} starts with {cards} in its Dynasty.", player=self.who(e["player"]),
                 cards=self.cards(e["cards"]))

    def _start_player_chosen(self, e: Event) -> str:
        return _("{player} is the start player.", player=self.who(e["player"]))

    def _round_started(self, e: Event) -> str:
        return _("Round {round}: {player} rolls the dice: {dice}.", round=e["round"], player=self.who(e["player"]),
                 dice=self.dice(e["dice"]))

    def _dice_lowered_at_start(self, e: Event) -> str:
        return _("Every die is lowered by 1 at the start of the round: {dice}.", dice=self.dice(e["dice"]))

    def _game_end_triggered(self, e: Event) -> str:
        return _("The caste deck is empty at the start of {player}'s turn: the rest of this round is Dynasty "
                 "phases only, then the game ends.", player=self.who(e["player"]))

    def _turn_started(self, e: Event) -> str:
        return _("{player}'s turn.", player=self.who(e["player"]))

    def _round_ended(self, e: Event) -> str:
        # Translators: Dynasties' round, as in its rulebook (Hungarian: forduló)
        return pgettext("Dynasties", "Round {round} ends.", round=e["round"])

    # -------------------------------------------------------------------------- the Dynasty phase
    def _die_rerolled(self, e: Event) -> str:
        return _("{player} rerolls a {before} with the Pharaoh and gets a {after}.", player=self.who(e["player"]),
                 before=e["before"], after=e["after"])

    def _dynasty_skipped(self, e: Event) -> str:
        return _("{player} has no card to play.", player=self.who(e["player"]))

    def _cards_played(self, e: Event) -> str:
        if e["count"] == 1:
            return _("{player} plays the {caste} card.", player=self.who(e["player"]), caste=self.caste(e["caste"]))
        return ngettext("{player} plays two {caste} cards and pays {n} deben for the second.",
                        "{player} plays two {caste} cards and pays {n} deben for the second.", e["paid"],
                        player=self.who(e["player"]), caste=self.caste(e["caste"]))

    def _ability_skipped(self, e: Event) -> str:
        return _("{player} does not use the ability of the {caste}.", player=self.who(e["player"]),
                 caste=self.caste(e["caste"]))

    def _scribe_hid(self, e: Event) -> str:
        if self._shown(e):
            return ngettext("{player} pays {n} deben and puts the {caste} card under the Scribe.",
                            "{player} pays {n} deben and puts the {caste} card under the Scribe.", e["paid"],
                            player=self.who(e["player"]), caste=self.caste(e["caste"]))
        return ngettext("{player} pays {n} deben and puts a card face down under the Scribe.",
                        "{player} pays {n} deben and puts a card face down under the Scribe.", e["paid"],
                        player=self.who(e["player"]))

    def _cards_drawn(self, e: Event) -> str:
        if not e["count"]:
            return _("{player} draws nothing: the caste deck is empty.", player=self.who(e["player"]))
        if self._shown(e):
            return _("{player} draws {cards}.", player=self.who(e["player"]), cards=self.cards(e["cards"]))
        return ngettext("{player} draws {n} card.", "{player} draws {n} cards.", e["count"], player=self.who(e["player"]))

    def _noble_taxed(self, e: Event) -> str:
        return ngettext("{player} collects {n} deben with the Noble; the dice now show {dice}.",
                        "{player} collects {n} deben with the Noble; the dice now show {dice}.", e["gained"],
                        player=self.who(e["player"]), dice=self.dice(e["dice"]))

    def _priest_consulted(self, e: Event) -> str:
        return ngettext("{player} consults the Priest with a {value}: pays {n} deben and draws {n} Afterlife card; "
                        "the dice now show {dice}.",
                        "{player} consults the Priest with a {value}: pays {n} deben and draws {n} Afterlife cards; "
                        "the dice now show {dice}.", e["count"],
                        player=self.who(e["player"]), value=e["value"], dice=self.dice(e["dice"]))

    def _afterlife_drawn(self, e: Event) -> str | None:
        if not self._shown(e):
            return None   # the Priest's line has said how many
        return _("{player} sees {cards} in the Afterlife deck.", player=self.who(e["player"]),
                 cards=listing([self.card(card) for card in e["cards"]]))

    def _afterlife_kept(self, e: Event) -> str:
        if self._shown(e):
            return ngettext("{player} keeps {card} and shuffles {n} card back into the Afterlife deck.",
                            "{player} keeps {card} and shuffles {n} cards back into the Afterlife deck.", e["returned"],
                            player=self.who(e["player"]), card=self.card(e["card"]))
        return ngettext("{player} keeps one Afterlife card and shuffles {n} card back into the Afterlife deck.",
                        "{player} keeps one Afterlife card and shuffles {n} cards back into the Afterlife deck.",
                        e["returned"], player=self.who(e["player"]))

    def _soldier_raid(self, e: Event) -> str:
        if e["bread"]:
            return _("{player} sends a Soldier for a Farmer of {victim}, one with a bread token.",
                     player=self.who(e["player"]), victim=self.who(e["victim"]))
        return _("{player} sends a Soldier for a Farmer of {victim}.", player=self.who(e["player"]),
                 victim=self.who(e["victim"]))

    def _ransom_paid(self, e: Event) -> str:
        return ngettext("{player} pays {n} deben to {thief} and keeps the Farmer.",
                        "{player} pays {n} deben to {thief} and keeps the Farmer.", e["paid"],
                        player=self.who(e["player"]), thief=self.who(e["thief"]))

    def _farmer_taken(self, e: Event) -> str:
        if e["bread_returned"]:
            return _("{player} takes a Farmer from {victim}; its bread token goes back to the supply.",
                     player=self.who(e["player"]), victim=self.who(e["victim"]))
        return _("{player} takes a Farmer from {victim}.", player=self.who(e["player"]), victim=self.who(e["victim"]))

    def _bread_placed(self, e: Event) -> str:
        return ngettext("{player} puts a bread token on the {caste} card for {n} deben.",
                        "{player} puts a bread token on the {caste} card for {n} deben.", e["paid"],
                        player=self.who(e["player"]), caste=self.caste(e["caste"]))

    def _baker_done(self, e: Event) -> str:
        return ngettext("{player} is done with the Baker after {n} bread token; the dice now show {dice}.",
                        "{player} is done with the Baker after {n} bread tokens; the dice now show {dice}.", e["tokens"],
                        player=self.who(e["player"]), dice=self.dice(e["dice"]))

    def _merchant_traded(self, e: Event) -> str:
        return ngettext("{player} earns {n} deben with the Merchants; the dice now show {dice}.",
                        "{player} earns {n} deben with the Merchants; the dice now show {dice}.", e["gained"],
                        player=self.who(e["player"]), dice=self.dice(e["dice"]))

    # -------------------------------------------------------------------------- the Rebirth phase
    def _cards_held_back(self, e: Event) -> str:
        return ngettext("{player} pays {paid} deben to the Artisans and gives {n} card fewer to the Forum.",
                        "{player} pays {paid} deben to the Artisans and gives {n} cards fewer to the Forum.", e["count"],
                        player=self.who(e["player"]), paid=e["paid"])

    def _card_given(self, e: Event) -> str:
        return _("{player} gives the {caste} card to the Forum.", player=self.who(e["player"]),
                 caste=self.caste(e["caste"]))

    def _card_taken(self, e: Event) -> str:
        return _("{player} takes the {caste} card from the Forum.", player=self.who(e["player"]),
                 caste=self.caste(e["caste"]))

    def _hand_refilled(self, e: Event) -> str:
        if self._shown(e):
            return _("{player} refills the hand with {cards}.", player=self.who(e["player"]),
                     cards=self.cards(e["cards"]))
        return ngettext("{player} draws {n} card to refill the hand.", "{player} draws {n} cards to refill the hand.",
                        e["count"], player=self.who(e["player"]))

    def _forum_discarded(self, e: Event) -> str:
        return ngettext("{cards} leaves the Forum for the discard pile.", "{cards} leave the Forum for the discard pile.",
                        len(e["cards"]), cards=self.cards(e["cards"]))

    def _forum_fed(self, e: Event) -> str:
        if not e["cards"]:
            return _("The caste deck is empty: no card joins the Forum.")
        return ngettext("{cards} joins the Forum from the caste deck.", "{cards} join the Forum from the caste deck.",
                        len(e["cards"]), cards=self.cards(e["cards"]))

    def _forum_topped_up(self, e: Event) -> str:
        return _("The Forum is topped up with {cards}.", cards=self.cards(e["cards"]))

    def _heliopolis_took(self, e: Event) -> str:
        if e["tie"]:
            return _("{player} takes the {caste} card from the Forum, chosen at random among its equals.",
                     player=self.who(e["player"]), caste=self.caste(e["caste"]))
        return _("{player} takes the {caste} card from the Forum.", player=self.who(e["player"]),
                 caste=self.caste(e["caste"]))

    def _heliopolis_took_nothing(self, e: Event) -> str:
        return _("The Forum is empty: {player} takes nothing.", player=self.who(e["player"]))

    # -------------------------------------------------------------------------- the end
    def _final_scoring_started(self, e: Event) -> str:
        return _("The game ends: the final scoring.")

    def _scribes_revealed(self, e: Event) -> str:
        return _("{player} turns up {cards} from under the Scribe.", player=self.who(e["player"]),
                 cards=self.cards(e["cards"]))

    def _afterlife_revealed(self, e: Event) -> str:
        return _("{player} turns up the Afterlife card {card}.", player=self.who(e["player"]), card=self.card(e["card"]))

    def _heliopolis_bread(self, e: Event) -> str:
        return ngettext("{player} puts {n} bread token on {cards}.", "{player} puts {n} bread tokens on {cards}.",
                        len(e["castes"]), player=self.who(e["player"]), cards=self.cards(e["castes"]))

    def _season_unused(self, e: Event) -> str:
        return _("{card} doubles nothing for {player}: no caste where {player} alone has the most cards.",
                 card=self.card(e["card"]), player=self.who(e["player"]))

    def _season_chosen(self, e: Event) -> str:
        return _("{card} doubles the Majority VP of the {caste} caste for {player}.", card=self.card(e["card"]),
                 caste=self.caste(e["caste"]), player=self.who(e["player"]))

    def _final_score(self, e: Event) -> str:
        parts = [_("{reason} {points}", reason=self.reason(reason), points=points)
                 for reason, points in e["breakdown"].items() if points]
        if not parts:
            return ngettext("{player} ends with {n} VP.", "{player} ends with {n} VP.", e["total"],
                            player=self.who(e["player"]))
        return ngettext("{player} ends with {n} VP ({details}).", "{player} ends with {n} VP ({details}).", e["total"],
                        player=self.who(e["player"]), details=", ".join(parts))

    def _game_over(self, e: Event) -> str:
        winners = [self.who(seat) for seat in e["winners"]]
        if len(winners) == 1:
            return _("{player} wins the game.", player=winners[0])
        return _("{players} share the win.", players=listing(winners))
