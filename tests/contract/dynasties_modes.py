"""The contract suite's modes of "Dynasties" and its secrets (joined to ``conftest.MODES``).

Four modes: the standard game for 3 and for 4 players, and the two 2-player variants, Rise of
Aten and Memphis and Thebes (where the rules play the silent player Heliopolis in a third seat).
"""
from __future__ import annotations

import json
import random
from typing import Any

from game import games
from game.dynasties.rules.catalog import CASTES, VARIANTS
from game.dynasties.rules.state import GameConfig

_LADDER = {caste: index for index, caste in enumerate(CASTES)}


def _sorted_castes(cards: list[str]) -> list[str]:
    return sorted(cards, key=_LADDER.__getitem__)


def _without(cards: list[str], taken: list[str]) -> list[str]:
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return rest


def _deal_again(rnd: random.Random, places: list[list[Any]]) -> None:
    """Shuffle every card of ``places`` together and deal them back, each place keeping its size."""
    pool = [card for place in places for card in place]
    rnd.shuffle(pool)
    for place in places:
        place[:] = [pool.pop() for _ in place]


class DynastiesSecrets:
    """Hidden from a seat: the order of the caste deck and of the Afterlife deck, the 4 Afterlife
    cards in the box (from everyone, always), the other players' hands but for the castes everyone
    saw them take from the Forum, the cards under their Scribes and their Afterlife cards (drawn
    or held) until the end turns them up, except those the seat itself has seen; the seed and the
    random generator until the end.

    A caste card is written as its caste, a word every view shows (the Forum, the Dynasties), so
    a hand cannot be listed here as words to look for: the redealt twin, which must look the same
    to the seat, is what guards the hands and the Scribes' cards.
    """

    def hidden(self, game: Any, seat: int) -> list[Any]:
        state = game.state
        found: list[Any] = [list(order) for order in (state.deck, state.afterlife_deck) if len(order) > 1]
        found += state.afterlife_box
        if not state.over:
            found.append(state.config.seed)
        if not state.revealed:
            seen = set(state.players[seat].seen) if seat >= 0 else set()
            for other, player in enumerate(state.players):
                if other != seat:
                    found += [card for card in (player.afterlife, *player.drawn) if card and card not in seen]
        return found

    def redeal(self, text: str, seat: int, rnd: random.Random) -> str:
        data = json.loads(text)
        state = data["state"]
        if not state["over"]:
            state["config"]["seed"] = state["rng"]["seed"] = 9_000_000_000_000_000_000 + rnd.randrange(10 ** 15)
            state["rng"]["counter"] += rnd.randint(1, 9)
        others = [player for index, player in enumerate(state["players"]) if index != seat]
        unknown = [_without(player["hand"], player["known"]) for player in others]
        _deal_again(rnd, [state["deck"], *unknown, *(player["scribed"] for player in others)])
        for player, part in zip(others, unknown):
            player["hand"] = _sorted_castes(player["known"] + part)
            player["scribed"] = _sorted_castes(player["scribed"])
        # the Afterlife cards: those the seat has seen are in the game, so never in the box
        seen = set(state["players"][seat]["seen"]) if seat >= 0 else set()
        holders = [] if state["revealed"] else [player for player in others if player["afterlife"]]
        held = [[player["afterlife"]] for player in holders]
        pool = [*state["afterlife_deck"], *state["afterlife_box"], *(card for one in held for card in one),
                *(card for player in others for card in player["drawn"])]
        outside = [card for card in pool if card not in seen]
        rnd.shuffle(outside)
        state["afterlife_box"] = sorted(outside[: len(state["afterlife_box"])])
        inside = [card for card in pool if card not in state["afterlife_box"]]
        rnd.shuffle(inside)
        for place in (state["afterlife_deck"], *held, *(player["drawn"] for player in others)):
            place[:] = [inside.pop() for _ in place]
        for player, one in zip(holders, held):
            player["afterlife"] = one[0]
        for player in others:
            player["seen"] = sorted({*player["drawn"], *([player["afterlife"]] if player["afterlife"] else [])})
        return json.dumps(data, separators=(",", ":"))


def dynasties_modes(mode: Any) -> list[Any]:
    """The modes, each a ``mode`` (conftest's ``Mode``) of the game."""
    module = games.get("dynasties")
    return [*(mode(f"dynasties-{n}p", module, GameConfig(players=n), DynastiesSecrets()) for n in (3, 4)),
            *(mode(f"dynasties-2p-{variant}", module, GameConfig(players=2, variant=variant), DynastiesSecrets())
              for variant in VARIANTS)]
