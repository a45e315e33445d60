"""Heliopolis, the silent player of Memphis and Thebes (RULES §11.2): its turn and what it adds
at the end of the game. It holds no hand and no deben, uses no ability, and its Farmers are
never taken (``abilities.can_lose_farmer``).

Its Dynasty phase takes one Forum card: of a caste it already has (the one it has most of), then
the highest printed Caste VP (D11), then at random (RULES §13.8). Its Rebirth phase only feeds
the Forum (``rebirth.py``). At the end it puts 2 bread tokens per Baker on its cards with the
highest Bread VP, draws an Afterlife card face up if it has a Priest, and scores 1 VP per
Merchant (``scoring.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.tasks import Task
from game.dynasties.rules import cards
from game.dynasties.rules.catalog import LADDER
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


def choices(game: Game) -> list[str]:
    """The castes Heliopolis's priority leaves it to choose from (more than one: a random pick)."""
    forum = cards.castes_in(game.state.forum)
    dynasty = game.state.players[game.heliopolis].dynasty
    owned = [caste for caste in forum if dynasty[caste]]
    if owned:
        most = max(dynasty[caste] for caste in owned)
        forum = [caste for caste in owned if dynasty[caste] == most]
    best = max((game.catalog.castes[caste].caste_vp for caste in forum), default=0)
    return [caste for caste in forum if game.catalog.castes[caste].caste_vp == best]


@TASKS.step("heliopolis_dynasty")
def _heliopolis_dynasty(game: Game, t: Task) -> None:
    state = game.state
    options = choices(game)
    if not options:
        game.emit("heliopolis_took_nothing", player=t["player"])
        return
    caste = options[0] if len(options) == 1 else state.rng.choice(options)
    state.forum.remove(caste)
    state.players[t["player"]].dynasty[caste] += 1
    game.emit("heliopolis_took", player=t["player"], caste=caste, tie=len(options) > 1)


def place_bread(game: Game) -> list[str]:
    """2 tokens per Baker, one per card, on its cards with the highest Bread VP (among equal Bread
    VP, higher on the ladder first), as far as cards and the supply go. Returns the castes."""
    state, catalog = game.state, game.catalog
    player = state.players[game.heliopolis]
    tokens = min(catalog.memphis.heliopolis_bread_per_baker * player.dynasty["baker"], state.bread_supply)
    placed: list[str] = []
    for caste in sorted(player.dynasty, key=lambda c: (-catalog.castes[c].bread_vp, LADDER[c])):
        while tokens and cards.unbread(player, caste):
            player.bread[caste] += 1
            state.bread_supply -= 1
            tokens -= 1
            placed.append(caste)
    return placed
