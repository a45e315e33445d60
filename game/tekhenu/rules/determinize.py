"""A whole game of Tekhenu consistent with what one player sees (the rules API's ``determinize``).

A computer player must not learn what its seat cannot see, yet a search needs complete games
to play on. Every secret of the seat is therefore re-drawn from what that seat has not seen:

- the decrees of the other players (until they are revealed at the end) and the decrees, or
  other cards, drawn for the other players' pending choices, together with the face-down decks
  of the same kind: all of them are pooled per kind and dealt again;
- the order of the pillar stack and of the dice bag;
- the seed of the game and the state of its random generator.

The pools are sorted before they are shuffled and dealt in a fixed order, so the result depends
only on ``view(seat)`` and ``rng``: two games that differ only in what the seat cannot see give
the same determinized game for the same ``rng``.
"""
from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from .state import TekhenuRng

if TYPE_CHECKING:
    from .game import Game

#: Pending tasks that hold cards drawn for their player alone: task kind -> (field, deck kind or
#: the task field naming the deck).
PRIVATE_DRAWS = {"keep_decree": ("offer", "decree"), "keep_card": ("drawn", "@deck")}


def determinize(game: "Game", seat: int, rng: random.Random) -> "Game":
    """A copy of ``game`` in which everything ``seat`` cannot see is drawn anew with ``rng``."""
    world = game.clone()
    state = world.state
    board = state.board
    hands: dict[str, list[list[str]]] = {kind: [] for kind in board.decks}
    if state.phase not in ("final", "over"):            # then every decree lies open
        hands["decree"] += [p.decrees for index, p in enumerate(state.players) if index != seat]
    for task in state.stack:
        if task["kind"] in PRIVATE_DRAWS and task["player"] != seat:
            field, kind = PRIVATE_DRAWS[task["kind"]]
            kind = task[kind[1:]] if kind.startswith("@") else kind
            hands[kind].append(task[field])
    for kind, deck in board.decks.items():
        hidden = [*hands[kind], deck]
        pool = sorted(card for cards in hidden for card in cards)
        rng.shuffle(pool)
        for cards in hidden:
            cards[:] = [pool.pop() for _ in cards]
    board.pillar_stack.sort()
    rng.shuffle(board.pillar_stack)
    board.bag.sort()
    rng.shuffle(board.bag)
    seed = rng.getrandbits(63)
    state.rng = TekhenuRng(seed=seed)
    if state.phase != "over":          # the seed is shown once the game is over
        state.config = dataclasses.replace(state.config, seed=seed)
    world.forget_legal_actions()
    return world
