"""Imhotep's events as whole sentences for the game log, in the language of the moment.

Imhotep has no private cards, so every seat reads the same log (``reveal_private_for`` and
``reveal_all`` change nothing); the face-down pair of the B Market is never named, only the
card kept from it once it is face up. Sites and cards are named as the rulebook names them,
from the data file, translated by their ids (``pgettext``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.engine import Event
from game.core.text import listed
from game.i18n import _, ngettext, pgettext, say
from game.imhotep.rules.catalog import load_catalog
from game.imhotep.rules.scoring import TOOLS, WRATH


def listing(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c", joined as the current language joins a list."""
    return say(listed(items))


class ImhotepNarrator:
    heading_events = frozenset({"round_started", "game_over"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> None:
        self.names = list(names)
        self.catalog = load_catalog()

    def who(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _("Player {number}", number=seat + 1)

    def site(self, site_id: str) -> str:
        return pgettext(site_id, self.catalog.sites[site_id].name)

    def card(self, card_id: str) -> str:
        return pgettext(card_id, self.catalog.market_cards[card_id].name)

    def pyramid(self, index: int) -> str:
        names = (_("the left pyramid"), _("the middle pyramid"), _("the right pyramid"))
        return names[index] if index < len(names) else _("pyramid {number}", number=index + 1)

    def reason(self, reason: str) -> str:
        """A breakdown entry: a site, a card, the unused blue cards or Pharaoh's Wrath."""
        if reason == TOOLS:
            return _("Unused blue cards")
        if reason == WRATH:
            return _("Pharaoh's Wrath")
        if reason in self.catalog.sites:
            return self.site(reason)
        return self.card(reason)

    def line(self, event: Event) -> str | None:
        handler: Callable[[Event], str | None] | None = getattr(self, f"_{event['type']}", None)
        return handler(event) if handler else None

    # ------------------------------------------------------------------ set-up and rounds
    def _start_stones(self, e: Event) -> str:
        return ngettext("{player} starts with {n} stone on the sled.", "{player} starts with {n} stones on the sled.",
                        e["count"], player=self.who(e["player"]))

    def _round_started(self, e: Event) -> str:
        # Translators: {ships} lists the ships' sizes: "4, 3, 2 and 1".
        return _("Round {round} begins with ships for {ships} stones; {player} plays first.", round=e["round"],
                 ships=listing([str(c) for c in e["ships"]]), player=self.who(e["start_player"]))

    def _market_laid_out(self, e: Event) -> str:
        hidden = e.get("face_down", 0)
        if not e["cards"] and not hidden:
            return _("No market card is left to lay out.")
        shown = listing([self.card(c) for c in e["cards"]])
        if not hidden:
            return _("The Market shows {cards}.", cards=shown)
        return ngettext("The Market shows {cards}, and {n} card face down.",
                        "The Market shows {cards}, and {n} cards face down.", hidden, cards=shown)

    def _market_reshuffled(self, e: Event) -> str:
        return _("The market discard pile is shuffled into a new draw pile.")

    def _round_ended(self, e: Event) -> str:
        return _("Round {round} ends.", round=e["round"])

    # ------------------------------------------------------------------ turns
    def _stones_taken(self, e: Event) -> str:
        who = self.who(e["player"])
        if e["count"] == 0:
            return _("{player} takes no stones: the sled is full or the quarry is empty.", player=who)
        return ngettext("{player} takes {n} stone from the quarry ({sled} on the sled).",
                        "{player} takes {n} stones from the quarry ({sled} on the sled).",
                        e["count"], player=who, sled=e["sled"])

    def _stone_placed(self, e: Event) -> str:
        return ngettext("{player} places a stone on space {space} of the ship for {n} stone.",
                        "{player} places a stone on space {space} of the ship for {n} stones.",
                        e["capacity"], player=self.who(e["player"]), space=e["space"] + 1)

    def _ship_sailed(self, e: Event) -> str:
        return ngettext("{player} sails the ship for {n} stone to the {site}.",
                        "{player} sails the ship for {n} stones to the {site}.",
                        e["capacity"], player=self.who(e["player"]), site=self.site(e["site"]))

    def _turn_passed(self, e: Event) -> str:
        return _("{player} can do nothing and passes.", player=self.who(e["player"]))

    # ------------------------------------------------------------------ stones at the sites
    def _stone_delivered(self, e: Event) -> str:
        who, site, points = self.who(e["player"]), self.site(e["site"]), e["points"]
        if "obelisk" in e:
            return ngettext("{player} completes an obelisk at the {site} and scores {n} point.",
                            "{player} completes an obelisk at the {site} and scores {n} points.",
                            points, player=who, site=site)
        if "pyramid" in e:
            pyramid = self.pyramid(e["pyramid"])
            if e.get("from_quarry"):
                return ngettext("{player} puts a stone from the quarry on {pyramid} and scores {n} point.",
                                "{player} puts a stone from the quarry on {pyramid} and scores {n} points.",
                                points, player=who, pyramid=pyramid)
            return ngettext("{player} builds a stone on {pyramid} and scores {n} point.",
                            "{player} builds a stone on {pyramid} and scores {n} points.",
                            points, player=who, pyramid=pyramid)
        if e.get("from_quarry"):
            if points:
                return ngettext("{player} puts a stone from the quarry on the {site} and scores {n} point.",
                                "{player} puts a stone from the quarry on the {site} and scores {n} points.",
                                points, player=who, site=site)
            return _("{player} puts a stone from the quarry on the {site}.", player=who, site=site)
        if points:
            return ngettext("{player} delivers a stone to the {site} and scores {n} point.",
                            "{player} delivers a stone to the {site} and scores {n} points.",
                            points, player=who, site=site)
        return _("{player} delivers a stone to the {site}.", player=who, site=site)

    def _market_stones_returned(self, e: Event) -> str:
        return _("The stones at the Market go back to the quarry.")

    def _no_stone_in_quarry(self, e: Event) -> str:
        return _("{player} has no stone left in the quarry to put on the {site}.",
                 player=self.who(e["player"]), site=self.site(e["site"]))

    def _bonus_skipped(self, e: Event) -> str:
        who = self.who(e["player"])
        return {"card": _("{player} leaves the Pyramid's card bonus.", player=who),
                "stones": _("{player} leaves the Pyramid's stones bonus.", player=who),
                "ship": _("{player} leaves the Pyramid's ship bonus.", player=who)}[e["bonus"]]

    def _temple_scored(self, e: Event) -> str:
        scored = [ngettext("{player} {n} point", "{player} {n} points", points, player=self.who(seat))
                  for seat, points in enumerate(e["points"]) if points]
        return _("The Temple scores: {scores}.", scores=listing(scored)) if scored else _("The Temple scores nothing.")

    def _temple_bonus(self, e: Event) -> str:
        who, column = self.who(e["player"]), e["column"] + 1
        if e["bonus"] == "card":
            return _("{player}'s stone in column {column} of the Temple takes the top market card.",
                     player=who, column=column)
        if e["points"]:
            return ngettext("{player}'s stone in column {column} of the Temple scores {n} point.",
                            "{player}'s stone in column {column} of the Temple scores {n} points.",
                            e["points"], player=who, column=column)
        return _("{player}'s stone in column {column} of the Temple takes stones instead of a point.",
                 player=who, column=column)

    # ------------------------------------------------------------------ cards
    def _card_taken(self, e: Event) -> str:
        who, card = self.who(e["player"]), self.card(e["card"])
        source = e.get("source", "market")
        if source == "face_down":
            return _("{player} keeps the {card} card.", player=who, card=card)
        if source == "pile":
            return _("{player} draws the {card} card from the market pile.", player=who, card=card)
        return _("{player} takes the {card} card.", player=who, card=card)

    def _face_down_taken(self, e: Event) -> str:
        return ngettext("{player} takes the face-down card.", "{player} takes the {n} face-down cards.",
                        e["cards"], player=self.who(e["player"]))

    def _card_discarded(self, e: Event) -> str:
        return _("{player} discards {cards}.", player=self.who(e["player"]),
                 cards=listing([self.card(c) for c in e["cards"]]))

    def _no_card_left(self, e: Event) -> str:
        return _("No market card is left for {player}.", player=self.who(e["player"]))

    def _card_played(self, e: Event) -> str:
        return _("{player} plays the {card}.", player=self.who(e["player"]), card=self.card(e["card"]))

    # ------------------------------------------------------------------ the end
    def _pharaohs_wrath(self, e: Event) -> str:
        return ngettext("Pharaoh's Wrath: {player} loses {n} point (no stone at: {sites}).",
                        "Pharaoh's Wrath: {player} loses {n} points (no stone at: {sites}).",
                        -e["points"], player=self.who(e["player"]),
                        sites=listing([self.site(s) for s in e["sites"]]))

    def _final_score(self, e: Event) -> str:
        who = self.who(e["player"])
        parts = [f"{self.reason(reason)} {points}" for reason, points in e["breakdown"].items() if points]
        if not parts:
            return ngettext("{player} ends with {n} point.", "{player} ends with {n} points.", e["total"], player=who)
        return ngettext("{player} ends with {n} point ({details}).", "{player} ends with {n} points ({details}).",
                        e["total"], player=who, details=", ".join(parts))

    def _game_over(self, e: Event) -> str:
        winners = [self.who(seat) for seat in e["winners"]]
        if len(winners) == 1:
            return _("{player} wins the game.", player=winners[0])
        return _("{players} share the win.", players=listing(winners))
