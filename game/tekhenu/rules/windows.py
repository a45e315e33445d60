"""Timing windows: the documented hooks where card effects plug into the engine.

Blessings and technologies (a separate module) register handlers here, each naming the
effect kinds it acts on; the engine calls the window at the moment the rules name, and the
window calls only the handlers of the kinds the player holds (Botankhamun holds none: he
ignores card effects). Three mechanisms:

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
from typing import TYPE_CHECKING, Any, Callable, Iterable

from game.core.actions import Action

if TYPE_CHECKING:
    from .catalog import Catalog
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
PlayFn = Callable[..., bool]
#: The effect kinds a handler acts on, as "blessing:<kind>" and "technology:<kind>".
Needs = frozenset[str]

_fire: dict[str, list[tuple[FireFn, Needs]]] = defaultdict(list)
_modify: dict[str, list[tuple[ModifyFn, Needs]]] = defaultdict(list)
_offer: dict[str, list[tuple[OfferFn, Needs]]] = defaultdict(list)
_play: dict[str, list[PlayFn]] = defaultdict(list)


def _needs(window: str, blessings: Iterable[str], technologies: Iterable[str]) -> Needs:
    if window not in WINDOW_NAMES:
        raise ValueError(f"unknown timing window {window!r}")
    needs = frozenset([f"blessing:{kind}" for kind in blessings] + [f"technology:{kind}" for kind in technologies])
    if not needs:
        raise ValueError(f"a handler of window {window!r} names no effect kind it acts on")
    return needs


def on_fire(window: str, fn: FireFn, *, blessings: Iterable[str] = (), technologies: Iterable[str] = ()) -> None:
    """``fn`` fires in ``window`` for players holding a card of one of the effect kinds named."""
    _fire[window].append((fn, _needs(window, blessings, technologies)))


def on_modify(window: str, fn: ModifyFn, *, blessings: Iterable[str] = (), technologies: Iterable[str] = ()) -> None:
    _modify[window].append((fn, _needs(window, blessings, technologies)))


def on_offer(window: str, offer: OfferFn, play_fn: PlayFn, *, blessings: Iterable[str] = (),
             technologies: Iterable[str] = ()) -> None:
    _offer[window].append((offer, _needs(window, blessings, technologies)))
    _play[window].append(play_fn)


def kinds_named() -> Needs:
    """Every effect kind some handler acts on (a misspelt kind would leave its card without effect)."""
    tables: list[dict] = [_fire, _modify, _offer]
    return frozenset().union(*(needs for table in tables for handlers in table.values() for _, needs in handlers))


_NONE: Needs = frozenset()
#: kinds_held's answers by catalog and hand (the catalog kept with them: its id is never reused)
_kinds_by_hand: dict[tuple, tuple["Catalog", Needs]] = {}


def kinds_held(game: "Game", player: int) -> Needs:
    """The effect kinds of the cards ``player`` holds, as handlers name them; none for
    Botankhamun, who ignores card effects. A window calls only the handlers of these kinds:
    most players, most of the time, hold none of the cards a window is for."""
    p = game.state.players[player]
    if p.is_automa or not (p.blessings or p.technologies):
        return _NONE
    catalog = game.catalog
    key = (id(catalog), tuple(p.blessings), tuple(p.technologies))
    known = _kinds_by_hand.get(key)
    if known is None:
        kinds = frozenset([f"blessing:{catalog.blessings[c].effect.kind}" for c in p.blessings]
                          + [f"technology:{catalog.technologies[c].effect.kind}" for c in p.technologies])
        if len(_kinds_by_hand) >= 4096:
            _kinds_by_hand.clear()
        known = _kinds_by_hand[key] = (catalog, kinds)
    return known[1]


def fire(game: "Game", window: str, player: int, **ctx: Any) -> None:
    handlers = _fire.get(window)
    if handlers and (held := kinds_held(game, player)):
        for fn, needs in handlers:
            if not needs.isdisjoint(held):
                fn(game, player, **ctx)


def modify(game: "Game", window: str, player: int, value: Any, **ctx: Any) -> Any:
    handlers = _modify.get(window)
    if handlers and (held := kinds_held(game, player)):
        for fn, needs in handlers:
            if not needs.isdisjoint(held):
                value = fn(game, player, value, **ctx)
    return value


def offers(game: "Game", window: str, player: int, **ctx: Any) -> list[Action]:
    found: list[Action] = []
    handlers = _offer.get(window)
    if handlers and (held := kinds_held(game, player)):
        for offer, needs in handlers:
            if not needs.isdisjoint(held):
                found.extend(offer(game, player, **ctx))
    return found


def play(game: "Game", window: str, player: int, action: Action, **ctx: Any) -> bool:
    """Resolve an ``action`` that ``offers`` listed: the first handler that recognises it
    (its play function returns True) resolves it. Returns whether one did."""
    return any(play_fn(game, player, action, **ctx) for play_fn in _play.get(window, ()))
