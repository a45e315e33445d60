"""Timing windows: the documented hooks where card effects plug into the engine.

Blessings and technologies (a separate module) register handlers here; the engine calls
the window at the moment the rules name. Three mechanisms, all no-ops while nothing is
registered:

* ``fire(game, window, player, **ctx)`` — automatic effects (most technologies).
* ``modify(game, window, player, value, **ctx)`` — a value passed through every handler
  (a cost, the ankh value, which dice may be taken, the bread owed at scoring…).
* ``offers(game, window, player, **ctx)`` — extra legal actions at a decision point
  (playing a blessing, an optional technology); the chosen one is resolved by
  ``play(game, window, player, action, **ctx)``.

The windows and when the engine opens them:

=====================  ==========================================================
``start_of_turn``      offers: before the die is taken (B23/B24)
``any_time``           offers: at every decision of the active player's turn (B07/B08)
``take_die``           offers + modify("takeable_states"): choosing/after taking a die
                       (B09–B12, B17–B20, T08)
``die_taken``          fire: after a die is taken, ctx die state (T18, T23)
``god_action``         fire: ctx god, value, when a god action is performed (T01–T06,
                       T11, T20, T21); offers before resolving (B13–B16, T14)
``production``         fire/offers: when producing (B01–B06, B21/B22, T12, T13, T17, T19)
``horus_bonus``        fire: a player receives a Horus statue bonus (T07)
``ra_ability``         modify(bool): whether a pillar ability resolves (T09)
``payment``            modify(list of payment options): substitutions (T10, T22)
``play_blessing``      fire: a blessing was played (T24)
``maat_start``         fire: before faith is placed (T15)
``ankh``               modify(int): a player's ankh value (T15)
``after_maat_order``   fire: after the new turn order (T16)
``bread_upkeep``       modify(int): bread owed at scoring (T17)
=====================  ==========================================================
"""
from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any, Callable

from .actions import Action

if TYPE_CHECKING:
    from .game import Game

WINDOW_NAMES = frozenset({
    "start_of_turn", "any_time", "take_die", "die_taken", "god_action", "production",
    "horus_bonus", "ra_ability", "payment", "play_blessing", "maat_start", "ankh",
    "after_maat_order", "bread_upkeep",
})

FireFn = Callable[..., None]
ModifyFn = Callable[..., Any]
OfferFn = Callable[..., list[Action]]
PlayFn = Callable[..., None]

_fire: dict[str, list[FireFn]] = defaultdict(list)
_modify: dict[str, list[ModifyFn]] = defaultdict(list)
_offer: dict[str, list[tuple[OfferFn, PlayFn]]] = defaultdict(list)


def _check(window: str) -> None:
    if window not in WINDOW_NAMES:
        raise ValueError(f"unknown timing window {window!r}")


def on_fire(window: str, fn: FireFn) -> None:
    _check(window)
    _fire[window].append(fn)


def on_modify(window: str, fn: ModifyFn) -> None:
    _check(window)
    _modify[window].append(fn)


def on_offer(window: str, offer: OfferFn, play_fn: PlayFn) -> None:
    _check(window)
    _offer[window].append((offer, play_fn))


def fire(game: "Game", window: str, player: int, **ctx: Any) -> None:
    for fn in _fire.get(window, ()):
        fn(game, player, **ctx)


def modify(game: "Game", window: str, player: int, value: Any, **ctx: Any) -> Any:
    for fn in _modify.get(window, ()):
        value = fn(game, player, value, **ctx)
    return value


def offers(game: "Game", window: str, player: int, **ctx: Any) -> list[Action]:
    found: list[Action] = []
    for offer, _ in _offer.get(window, ()):
        found.extend(offer(game, player, **ctx))
    return found


def play(game: "Game", window: str, player: int, action: Action, **ctx: Any) -> bool:
    """Resolve ``action`` if a handler of ``window`` offered it; return whether one did."""
    for offer, play_fn in _offer.get(window, ()):
        if action in offer(game, player, **ctx):
            play_fn(game, player, action, **ctx)
            return True
    return False
