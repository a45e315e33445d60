"""The final scoring (RULES §7) and the totals: Burial Chamber, Obelisk, then the market cards
(Decorations, Statues, 1 point per blue card never played), then Pharaoh's Wrath if the game
plays it (RULES §11). The winner has the most points; a tie goes to the most stones on the sled,
and a tie on both is a shared win."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.imhotep.rules import sites
from game.imhotep.rules.catalog import BUILDING_SITES, Catalog
from game.imhotep.rules.state import ImhotepState

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game

#: The breakdown entry of the blue cards never played.
TOOLS = "tools"
#: The breakdown entry of Pharaoh's Wrath (a loss).
WRATH = "wrath"


def reasons(catalog: Catalog, wrath: bool = False) -> list[str]:
    """The entries of a score's breakdown, in the order of the scoring: the building sites, the
    green and purple cards by id, the unused blue cards (``tools``), then Pharaoh's Wrath when
    the game plays it."""
    cards = [card.id for colour in ("green", "purple") for card in catalog.market_cards.values()
             if card.colour == colour]
    return [*BUILDING_SITES, *cards, TOOLS, *([WRATH] if wrath else [])]


def card_points(state: ImhotepState, catalog: Catalog, seat: int) -> dict[str, int]:
    """What ``seat``'s kept cards score at the end, by card (``tools``: the blue ones)."""
    cards = state.players[seat].cards
    found: dict[str, int] = {}
    for card_id in dict.fromkeys(cards):
        card = catalog.market_cards[card_id]
        copies = cards.count(card_id)
        if card.colour == "green":
            stones = len(sites.site_of(state, card.site).stones)
            found[card_id] = copies * (stones // catalog.decoration_stones)
        elif card.colour == "purple":
            found[card_id] = sites.set_points(catalog.statues, catalog.statues_beyond, copies)
        elif card.colour == "blue":
            found[TOOLS] = found.get(TOOLS, 0) + copies * catalog.unused_tool
    return found


def final_scoring(game: Game) -> None:
    """Score the end of the game into every player's breakdown, in the order of RULES §7."""
    state, catalog = game.state, game.catalog
    for reason, points in (("burial_chamber", sites.burial_points(state, catalog)),
                           ("obelisk", sites.obelisk_points(state, catalog))):
        for seat, amount in enumerate(points):
            sites.score(state, seat, reason, amount)
    for seat in range(len(state.players)):
        for reason, amount in card_points(state, catalog, seat).items():
            sites.score(state, seat, reason, amount)
    if state.config.pharaohs_wrath:
        for seat in range(len(state.players)):
            missing = sites.missing_sites(state, seat)
            if missing:
                sites.score(state, seat, WRATH, -catalog.wrath_penalty)
                game.emit("pharaohs_wrath", player=seat, sites=missing, points=-catalog.wrath_penalty)


def total(state: ImhotepState, seat: int) -> int:
    return sum(state.players[seat].points.values())


def breakdown(state: ImhotepState, catalog: Catalog, seat: int) -> dict[str, int]:
    """``seat``'s points by site and card, every entry of :func:`reasons` (0 if none yet)."""
    points = state.players[seat].points
    return {reason: points.get(reason, 0) for reason in reasons(catalog, state.config.pharaohs_wrath)}


def winners(state: ImhotepState) -> list[int]:
    """The seats that share the win: the most points, then the most stones on the sled."""
    best = max((total(state, seat), player.sled) for seat, player in enumerate(state.players))
    return [seat for seat, player in enumerate(state.players) if (total(state, seat), player.sled) == best]
