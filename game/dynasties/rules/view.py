"""What a seat knows: its view of the game (``view``), and games it cannot tell from this one
(``determinize``), which draw everything it cannot see anew.

A seat sees its own hand, the cards under its own Scribes, its own Afterlife card and the
Afterlife cards it has drawn; of the others, how many cards they hold and which castes everyone
saw them take from the Forum (``known``), how many cards lie under their Scribes, whether they
hold an Afterlife card. Nobody sees the order of either deck, the Afterlife cards in the box,
the seed or the random generator. At the end the Scribes' and Afterlife cards are turned up;
hands and decks stay hidden.

The Afterlife cards a seat has seen are all in the game, so a determinized game never puts
one of them in the box. It knows nothing finer (a card another player may have kept since), so
some of its worlds are ones a perfect memory could rule out, never the other way round.
"""
from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from game.core.serial import to_data
from game.dynasties.rules.cards import in_ladder_order
from game.dynasties.rules.state import NO_CARD, DynastiesRng, Player

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


#: What no view holds, not even converted: the random generator and the pending tasks.
HIDDEN = frozenset({"rng", "stack"})


def player_view(game: Game, seat: int) -> dict[str, Any]:
    """``seat`` -1 gives the public view (a shared screen)."""
    state = game.state
    data = to_data(state, omit=HIDDEN)
    data["deck"] = len(state.deck)
    data["afterlife_deck"] = len(state.afterlife_deck)
    data["afterlife_box"] = len(state.afterlife_box)
    data["rng"] = None
    if not state.over:   # shown at the end, so that anyone can replay the game
        data["config"]["seed"] = None
    data["stack"] = []
    for index, player in enumerate(data["players"]):
        if index == seat:
            continue
        player["hand"] = len(player["hand"])
        player["scribed"] = len(player["scribed"])
        player["drawn"] = len(player["drawn"])
        player["seen"] = None
        if not state.revealed:
            player["afterlife"] = player["afterlife"] != NO_CARD
    decision = game.decision
    data["decision"] = None if decision is None else {
        "player": decision.player, "kind": decision.kind, "prompt": decision.prompt}
    if decision is not None and decision.player == seat:
        data["legal_actions"] = [action.to_dict() for action in game.legal_actions()]
    return data


def unknown_part(player: Player) -> list[str]:
    """The cards of a hand that the others do not know of (``hand`` less ``known``)."""
    rest = list(player.hand)
    for caste in player.known:
        rest.remove(caste)
    return rest


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy with every card ``seat`` cannot see dealt again from those same unseen cards, and a
    new seed. Built from ``view(seat)`` alone: each pool is sorted before it is shuffled."""
    world = game.clone()
    state = world.state
    others = [player for index, player in enumerate(state.players) if index != seat]
    _redeal_castes(state, others, rng)
    _redeal_afterlife(state, state.players[seat].seen if seat >= 0 else [], others, rng)
    seed = rng.getrandbits(63)
    state.rng = DynastiesRng(seed)
    if not state.over:
        state.config = dataclasses.replace(state.config, seed=seed)
    world.forget_legal_actions()
    return world


def _redeal_castes(state: Any, others: list[Player], rng: random.Random) -> None:
    unknown = [unknown_part(player) for player in others]
    pool = in_ladder_order([*state.deck, *(card for part in unknown for card in part),
                            *(card for player in others for card in player.scribed)])
    rng.shuffle(pool)
    state.deck = [pool.pop() for _ in state.deck]
    for player, part in zip(others, unknown):
        player.hand = in_ladder_order([*player.known, *(pool.pop() for _ in part)])
        player.scribed = in_ladder_order(pool.pop() for _ in player.scribed)


def _redeal_afterlife(state: Any, seen: list[str], others: list[Player], rng: random.Random) -> None:
    """The box gets cards ``seen`` does not hold; the rest go to the deck and the others' hands."""
    hidden = [] if state.revealed else [player for player in others if player.afterlife != NO_CARD]
    pool = [*state.afterlife_deck, *state.afterlife_box, *(player.afterlife for player in hidden),
            *(card for player in others for card in player.drawn)]
    outside = sorted(card for card in pool if card not in seen)
    rng.shuffle(outside)
    box = sorted(outside[: len(state.afterlife_box)])
    rest = sorted(card for card in pool if card not in box)
    rng.shuffle(rest)
    state.afterlife_box = box
    state.afterlife_deck = [rest.pop() for _ in state.afterlife_deck]
    for player in hidden:
        player.afterlife = rest.pop()
    for player in others:
        player.drawn = [rest.pop() for _ in player.drawn]
        player.seen = sorted({*player.drawn, *([player.afterlife] if player.afterlife != NO_CARD else [])})
