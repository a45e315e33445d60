"""Imhotep's events as whole English sentences for the game log.

Imhotep has no private cards, so every seat reads the same log (``reveal_private_for`` and
``reveal_all`` change nothing). Sites and cards are named as the rulebook names them, from the
data file.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core.engine import Event
from game.imhotep.rules.catalog import load_catalog
from game.imhotep.rules.scoring import TOOLS


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def _listing(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


class ImhotepNarrator:
    heading_events = frozenset({"round_started", "game_over"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> None:
        self.names = list(names)
        self.catalog = load_catalog()

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def site(self, site_id: str) -> str:
        return f"the {self.catalog.sites[site_id].name}"

    def card(self, card_id: str) -> str:
        return self.catalog.market_cards[card_id].name

    def reason(self, reason: str) -> str:
        """A breakdown entry: a site, a card, or the unused blue cards."""
        if reason == TOOLS:
            return "unused blue cards"
        if reason in self.catalog.sites:
            return self.catalog.sites[reason].name
        return self.card(reason)

    def line(self, event: Event) -> str | None:   # noqa: C901 - one branch per event, read top to bottom
        kind = event["type"]
        who = self.who(event.get("player", -1))
        if kind == "start_stones":
            return f"{who} starts with {_count(event['count'], 'stone', 'stones')} on the sled."
        if kind == "round_started":
            ships = _listing([str(c) for c in event["ships"]])
            return (f"Round {event['round']} begins with ships for {ships} stones; "
                    f"{self.who(event['start_player'])} plays first.")
        if kind == "market_laid_out":
            if not event["cards"]:
                return "No market card is left to lay out."
            return f"The Market shows {_listing([self.card(c) for c in event['cards']])}."
        if kind == "market_reshuffled":
            return "The market discard pile is shuffled into a new draw pile."
        if kind == "stones_taken":
            if event["count"] == 0:
                return f"{who} takes no stones: the sled is full or the quarry is empty."
            return (f"{who} takes {_count(event['count'], 'stone', 'stones')} from the quarry "
                    f"({event['sled']} on the sled).")
        if kind == "stone_placed":
            return (f"{who} places a stone on space {event['space'] + 1} of the ship for "
                    f"{_count(event['capacity'], 'stone', 'stones')}.")
        if kind == "ship_sailed":
            return (f"{who} sails the ship for {_count(event['capacity'], 'stone', 'stones')} "
                    f"to {self.site(event['site'])}.")
        if kind == "stone_delivered":
            where = self.site(event["site"])
            how = "puts a stone from the quarry on" if event.get("from_quarry") else "delivers a stone to"
            scored = f" and scores {_count(event['points'], 'point', 'points')}" if event["points"] else ""
            return f"{who} {how} {where}{scored}."
        if kind == "market_stones_returned":
            return "The stones at the Market go back to the quarry."
        if kind == "card_taken":
            return f"{who} takes the {self.card(event['card'])} card."
        if kind == "no_stone_in_quarry":
            return f"{who} has no stone left in the quarry to put on {self.site(event['site'])}."
        if kind == "card_played":
            return f"{who} plays the {self.card(event['card'])}."
        if kind == "turn_passed":
            return f"{who} can do nothing and passes."
        if kind == "temple_scored":
            scored = [f"{self.who(seat)} {_count(points, 'point', 'points')}"
                      for seat, points in enumerate(event["points"]) if points]
            return f"The Temple scores: {_listing(scored)}." if scored else "The Temple scores nothing."
        if kind == "round_ended":
            return f"Round {event['round']} ends."
        if kind == "final_score":
            parts = [f"{self.reason(reason)} {points}" for reason, points in event["breakdown"].items() if points]
            detail = f" ({', '.join(parts)})" if parts else ""
            return f"{who} ends with {_count(event['total'], 'point', 'points')}{detail}."
        if kind == "game_over":
            winners = [self.who(seat) for seat in event["winners"]]
            return f"{winners[0]} wins the game." if len(winners) == 1 else f"{_listing(winners)} share the win."
        return None
