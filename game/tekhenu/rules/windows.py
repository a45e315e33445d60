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

The windows and when the engine opens them (ctx arguments in brackets):

=====================  ==========================================================
``start_of_turn``      offers ``take_die`` actions with a ``blessing`` (B11/B12 on a die
                       that is not takeable otherwise, B23/B24 Anubis without scribes)
``any_time``           offers at the take_die, adjust_die, choose_action and turn_end
                       decisions of the player's own turn (B07/B08)
``take_die``           modify: the die states that may be taken (T08);
                       offers at adjust_die, after the die is taken (B09–B12)
``die_taken``          fire [state, anubis, idle] (T08's choice, T18, T23)
``god_values``         modify [god]: the values the die may have for a god action (T14)
``choose_action``      offers: extra actions before the normal one (B17–B20, T19)
``turn_end``           offers after the normal action (B17–B20 afterwards)
``god_action_start``   fire [god, value]: before a god action is paid (T04, T20, T21)
``action_cost``        modify [god, started]: the cost checked for affordability (T04,
                       T20, T21 before the action starts; B13–B16 waivers)
``payment``            offers at a god action's payment [god, cost] (B13–B16)
``payers``             modify [owed]: who may pay one owed unit (T10, T22)
``paid``               fire [cost, payment] (T10/T22's once-per-turn VP)
``god_action``         fire [god, value]: after a god action (T01–T03, T06, T11)
``hathor_pillar_vp``   modify: VP per own pillar in line at Hathor (T05)
``ra_ability``         modify [tile]: whether a pillar ability resolves (T09)
``production``         offers before producing [production: a mutable dict with
                       resource, value, times, played] (B01–B06, B21/B22, T13)
``production_done``    fire [resource, value, greed] after each production (T11–T13, T17)
``horus_bonus``        fire [god]: a player received a Horus statue bonus (T07)
``play_blessing``      fire [card]: a blessing was played (T24)
``maat_start``         fire: before faith is placed (T15)
``ankh``               modify: a player's ankh value (T15)
``after_maat_order``   fire: after the new turn order (T16)
``bread_upkeep``       modify: bread owed at scoring (T17)
=====================  ==========================================================
"""
from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any, Callable

from game.core.actions import Action

if TYPE_CHECKING:
    from .game import Game

WINDOW_NAMES = frozenset({
    "start_of_turn", "any_time", "take_die", "die_taken", "god_values", "choose_action", "turn_end",
    "god_action_start", "action_cost", "payment", "payers", "paid", "god_action", "hathor_pillar_vp",
    "ra_ability", "production", "production_done", "horus_bonus", "play_blessing", "maat_start", "ankh",
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


def _holds_cards(game: "Game", player: int) -> bool:
    """Every handler is a card's: a player without blessings or technologies skips them all
    (most calls, on every decision of every turn)."""
    p = game.state.players[player]
    return bool(p.blessings or p.technologies)


def fire(game: "Game", window: str, player: int, **ctx: Any) -> None:
    if _holds_cards(game, player):
        for fn in _fire.get(window, ()):
            fn(game, player, **ctx)


def modify(game: "Game", window: str, player: int, value: Any, **ctx: Any) -> Any:
    if _holds_cards(game, player):
        for fn in _modify.get(window, ()):
            value = fn(game, player, value, **ctx)
    return value


def offers(game: "Game", window: str, player: int, **ctx: Any) -> list[Action]:
    found: list[Action] = []
    if _holds_cards(game, player):
        for offer, _ in _offer.get(window, ()):
            found.extend(offer(game, player, **ctx))
    return found


def play(game: "Game", window: str, player: int, action: Action, **ctx: Any) -> bool:
    """Resolve an ``action`` that ``offers`` listed: the first handler that recognises it
    (its play function returns True) resolves it. Returns whether one did."""
    return any(play_fn(game, player, action, **ctx) for _, play_fn in _offer.get(window, ()))
