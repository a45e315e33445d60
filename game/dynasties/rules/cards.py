"""Moving caste cards: drawing from the face-down deck, a hand and what the others know of it,
the Forum, a Dynasty.

A hand is secret, but a card taken from the Forum was taken in view of everyone: ``known`` keeps
those castes, and loses them again as the hand shows or may have lost them. Cards of a caste are
alike, so what the table knows is a lower bound per caste: playing or giving a Farmer takes one
Farmer off it; hiding a card under a Scribe (which nobody sees) takes one card of *every* known
caste off it, since any of them may be the one hidden.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.dynasties.rules.catalog import CASTES, LADDER
from game.dynasties.rules.state import Player

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


def in_ladder_order(castes: Iterable[str]) -> list[str]:
    return sorted(castes, key=LADDER.__getitem__)


def empty_columns() -> dict[str, int]:
    """A Dynasty (or its bread) with no card in any caste column."""
    return dict.fromkeys(CASTES, 0)


def draw(game: Game, count: int) -> list[str]:
    """Up to ``count`` cards from the top of the caste deck (fewer, or none, once it runs out:
    RULES §5)."""
    deck = game.state.deck
    drawn = [deck.pop() for _ in range(min(count, len(deck)))]
    if drawn:
        game.reveal()   # the deck lies face down
    return drawn


def add_to_hand(player: Player, castes: Iterable[str], *, seen: bool) -> None:
    """Cards into a hand; ``seen``: taken in view of everyone (from the Forum)."""
    castes = list(castes)
    player.hand = in_ladder_order([*player.hand, *castes])
    if seen:
        player.known = in_ladder_order([*player.known, *castes])


def show_from_hand(player: Player, caste: str, count: int = 1) -> None:
    """``count`` cards of ``caste`` leave the hand face up (played, given to the Forum)."""
    for _ in range(count):
        player.hand.remove(caste)
        if caste in player.known:
            player.known.remove(caste)


def hide_from_hand(player: Player, caste: str) -> None:
    """A card leaves the hand face down (under a Scribe): the others cannot tell which, so one
    card of every caste they knew of may be gone."""
    player.hand.remove(caste)
    for known in dict.fromkeys(player.known):
        player.known.remove(known)


def hand_count(player: Player, caste: str) -> int:
    return player.hand.count(caste)


def castes_in(cards: Iterable[str]) -> list[str]:
    """The distinct castes of some cards, in ladder order."""
    return in_ladder_order(set(cards))


def unbread(player: Player, caste: str) -> int:
    """Cards of ``caste`` in the Dynasty without a bread token."""
    return player.dynasty[caste] - player.bread[caste]
