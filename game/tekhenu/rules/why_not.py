"""Why a choice is not open to a player, in the player's words, for the client to show.

The god modules say why their action is impossible (``god_actions.obstacle``); Thoth says why a
market section cannot be taken from (``thoth.section_obstacle``), each an English
:class:`~game.core.text.Text` the client says in the player's language. Here those answers are
gathered for what a player looks at: each die on the wheel whose god action is out of reach
whatever value the player could give it, each god action and value, each market section.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.text import Text

from . import windows
from .blessings import held
from .god_actions import obstacle
from .gods.thoth import section_obstacle
from .payment import can_pay
from .turn import scribe_cost
from .wheel import god_of

if TYPE_CHECKING:
    from .game import Game


def _reachable_values(game: "Game", seat: int, value: int) -> set[int]:
    """The values a die showing ``value`` may have for its god action once taken: changed with
    the scribes the player can pay, by a card (B09/B10 any face, B11/B12 ±1), then widened by T14."""
    if held(game, seat, "set_face"):
        values = set(range(1, 7))
    else:
        most, needed = 0, max(scribe_cost(game, value, v) for v in range(1, 7))
        while most < needed and can_pay(game, seat, {"scribe": most + 1}):
            most += 1
        values = {v for v in range(1, 7) if scribe_cost(game, value, v) <= most}
    for card in held(game, seat, "recolour"):
        change = card.effect.params["value_change"]
        values |= {v + d for v in values for d in range(-change, change + 1) if 1 <= v + d <= 6}
    return values


def die_obstacles(game: "Game", seat: int,
                  god_obstacles: dict[str, dict[int, Text]] | None = None) -> dict[int, Text]:
    """Each die on the wheel whose god action (the god of its section) ``seat`` could not
    perform with any value they could give it, with the reason at the value it shows.
    ``god_obstacles`` is :func:`god_action_obstacles` for ``seat`` when already worked out."""
    if god_obstacles is None:
        god_obstacles = god_action_obstacles(game, seat)
    found: dict[int, Text] = {}
    for section, dice in enumerate(game.state.board.sections):
        god = god_of(game, section)
        impossible = god_obstacles.get(god, {})
        for die in dice:
            value = game.state.dice[die].value
            why = impossible.get(value)
            if why is None:
                continue
            candidates = {v for start in _reachable_values(game, seat, value)
                          for v in windows.modify(game, "god_values", seat, [start], god=god)}
            if all(v in impossible for v in candidates):
                found[die] = why
    return found


def god_action_obstacles(game: "Game", seat: int) -> dict[str, dict[int, Text]]:
    """For each god, the values 1–6 with which ``seat`` cannot perform its action now, and why."""
    found: dict[str, dict[int, Text]] = {}
    for god in game.board.gods:
        for value in range(1, 7):
            why = obstacle(game, seat, god, value)
            if why is not None:
                found.setdefault(god, {})[value] = why
    return found


def market_obstacles(game: "Game", seat: int, cards: int = 1) -> dict[int, Text]:
    """Each market section (1-based) ``seat`` could not take ``cards`` cards from now, and why."""
    found = {}
    for section in range(1, len(game.state.board.market) + 1):
        why = section_obstacle(game, seat, section, cards)
        if why:
            found[section] = why
    return found
