"""After the second scoring (RULES §5.6): D23 before it, then decrees (at most 3, one per
symbol; D04 before D08), the turn-order bonus and the end of the game."""
from __future__ import annotations

from itertools import combinations
from math import ceil
from typing import TYPE_CHECKING, Any, Callable, Mapping

from game.core.actions import Action
from game.core.text import N_, ngettext

from . import automa, ops
from .catalog import RESOURCES
from .scoring import temple_vp
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game
    from .state import PlayerState


def _decrees_of_kind(game: "Game", seat: int, kind: str) -> list[str]:
    return [d for d in game.state.players[seat].decrees if game.catalog.decrees[d].effect.kind == kind]


# ------------------------------------------------------------------ D23 (before scoring)
def free_decree_tasks(game: "Game") -> list[Task]:
    """Every human player, in turn order, is asked whether to use a decree that acts now (D23):
    asking only its holder would tell everyone who holds it (docs/rules-decisions.md #16)."""
    return [task("use_free_decree", seat, card=next(iter(_decrees_of_kind(game, seat, "free_action")), None))
            for seat in game.state.turn_order if not game.state.players[seat].is_automa]


def _free_decree_options(game: "Game", t: Task) -> list[Action]:
    use = [Action.make("use_decree", card=t["card"])] if t["card"] is not None else []
    return use + [Action.make("keep_decree_secret")]


@decision("use_free_decree", _free_decree_options,
          N_("Before the final scoring: reveal a decree that acts now (one action of your choice, any value, "
             "no resource cost; it then counts as one of your scored decrees), or go on"))
def _use_free_decree(game: "Game", t: Task, action: Action) -> None:
    if action.kind != "use_decree":
        return
    seat = t["player"]
    game.state.players[seat].used_free_decree = True
    game.emit("decree_revealed", player=seat, card=t["card"])
    game.push(task("free_action", seat, source=t["card"], free=True))


# ------------------------------------------------------------------ choosing decrees
def decree_choices(game: "Game", seat: int) -> list[tuple[str, ...]]:
    """Largest sets of held decrees with at most one per symbol (a used D23 included)."""
    p = game.state.players[seat]
    decrees = game.catalog.decrees
    required = _decrees_of_kind(game, seat, "free_action")[:1] if p.used_free_decree else []
    per_symbol = game.board.scoring.max_decrees_per_symbol
    held = [decrees[d].symbol for d in p.decrees]
    limit = min(game.board.scoring.max_decrees, sum(min(held.count(s), per_symbol) for s in set(held)))
    found = []
    for combo in combinations(sorted(p.decrees), limit):
        symbols = [decrees[d].symbol for d in combo]
        if all(symbols.count(s) <= per_symbol for s in symbols) and all(r in combo for r in required):
            found.append(combo)
    return found or [()]


@step("final_decrees")
def _final_decrees(game: "Game", _: Task) -> None:
    game.state.phase = "final"
    for seat in game.state.turn_order:
        game.emit("decrees_revealed", player=seat, cards=list(game.state.players[seat].decrees))
    game.reveal()
    humans = [seat for seat in game.state.turn_order if not game.state.players[seat].is_automa]
    game.push(*[task("choose_decrees", seat) for seat in humans], task("final_score"))


def _choose_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("score_decrees", cards=combo) for combo in decree_choices(game, t["player"])]


@decision("choose_decrees", _choose_options,
          lambda g, t: ngettext("Choose up to {n} decree to score, at most one per symbol",
                                "Choose up to {n} decrees to score, at most one per symbol", g.board.scoring.max_decrees),
          auto_single=True)
def _choose_decrees(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    chosen = list(action["cards"])
    game.state.players[seat].scored_decrees = chosen
    game.emit("decrees_chosen", player=seat, cards=chosen)
    paid = [d for d in chosen if game.catalog.decrees[d].effect.kind == "per_population_symbol_paid"]
    if paid:
        game.push(task("pay_population_decree", seat, card=paid[0]))


def _symbols_and_payers(game: "Game", t: Task) -> tuple[int, int]:
    p = game.state.players[t["player"]]
    return ops.symbols_reached(game, p.population), sum(p.resources[r] for r in RESOURCES)


def _population_options(game: "Game", t: Task) -> list[Action]:
    symbols, others = _symbols_and_payers(game, t)
    gold = game.state.players[t["player"]].resources["gold"]
    return [Action.make("pay_symbols", symbols=k, gold=g)
            for k in range(symbols + 1) for g in range(min(k, gold) + 1) if k - g <= others]


@decision("pay_population_decree", _population_options,
          lambda g, t: N_("{card}: pay 1 resource for each triangle symbol your population reached "
                          "that you want to score", card=g.catalog.name(t["card"])),
          auto_single=True)
def _pay_population(game: "Game", t: Task, action: Action) -> None:
    seat, card = t["player"], t["card"]
    p = game.state.players[seat]
    payment = {"gold": action["gold"]}
    rest = action["symbols"] - action["gold"]
    while rest:  # which ordinary resource pays does not matter at the end: take the most plentiful
        richest = max(RESOURCES, key=lambda r: (p.resources[r] - payment.get(r, 0), -RESOURCES.index(r)))
        payment[richest] = payment.get(richest, 0) + 1
        rest -= 1
    ops.spend(game, seat, payment, card)
    ops.gain_vp(game, seat, action["symbols"] * game.catalog.decrees[card].effect.params["vp"], f"decree {card}")


# ------------------------------------------------------------------ decree values
def _own_temple_buildings(game: "Game", seat: int) -> int:
    return sum(1 for owner in game.state.board.temple_buildings.values() if owner == seat)


def _god_statues(game: "Game", seat: int) -> int:
    return sum(owners.count(seat) for owners in game.state.board.god_statues.values())


def _people_statues(game: "Game", seat: int) -> int:
    return sum(1 for owner in game.state.board.people_statues.values() if owner == seat)


def _osiris_buildings(game: "Game", seat: int, districts) -> int:
    columns = [game.board.osiris.districts.index(d) for d in districts]
    return sum(1 for row in game.state.board.osiris for c in columns if row[c] == seat)


def _turn_order_vp(game: "Game", seat: int, params: Mapping[str, Any]) -> int:
    order = game.state.turn_order
    return params["vp_first"] if order[0] == seat else params["vp_second"] if len(order) > 1 and order[1] == seat else 0


def _scribes_vp(game: "Game", p: "PlayerState", params: Mapping[str, Any]) -> int:
    vp = params["vp"] * p.scribes
    return min(vp, params["max_vp"]) if game.state.config.d07_cap else vp


def _resources_vp(p: "PlayerState", params: Mapping[str, Any]) -> int:
    other = sum(p.resources[r] for r in RESOURCES)
    return min(params["max_vp"], params["vp_gold"] * p.resources["gold"] + params["vp_other"] * other)


DecreeValue = Callable[["Game", int, "PlayerState", Mapping[str, Any]], int]

#: What each kind of decree is worth to its holder now: (game, seat, the holder, the decree's
#: parameters) -> VP. A table made once: the computer players judge decrees at every position.
_DECREE_VP: dict[str, DecreeValue] = {
    "per_technology": lambda game, seat, p, params: params["vp"] * len(p.technologies),
    "per_decree_symbol": lambda game, seat, p, params: (
        params["vp"] * len({game.catalog.decrees[d].symbol for d in p.decrees})),
    "per_population_symbol_paid": lambda game, seat, p, params: 0,
    "per_happiness_symbol": lambda game, seat, p, params: params["vp"] * ops.symbols_reached(game, p.happiness),
    "happiness_over_lowest": lambda game, seat, p, params: p.happiness - min(q.happiness for q in game.state.players),
    "per_scribe": lambda game, seat, p, params: _scribes_vp(game, p, params),
    "per_resource": lambda game, seat, p, params: _resources_vp(p, params),
    "per_osiris_building": lambda game, seat, p, params: (
        params["vp"] * _osiris_buildings(game, seat, params["districts"])),
    "per_temple_building": lambda game, seat, p, params: params["vp"] * _own_temple_buildings(game, seat),
    "per_pillar": lambda game, seat, p, params: params["vp"] * p.pillars_built,
    "statues_and_temple_buildings": lambda game, seat, p, params: (
        params["vp_statue"] * p.statues_built + params["vp_building"] * _own_temple_buildings(game, seat)),
    "pillars_and_temple_buildings": lambda game, seat, p, params: (
        params["vp_pillar"] * p.pillars_built + params["vp_building"] * _own_temple_buildings(game, seat)),
    "per_god_statue": lambda game, seat, p, params: params["vp"] * _god_statues(game, seat),
    "statues_and_pillars": lambda game, seat, p, params: (
        params["vp_statue"] * p.statues_built + params["vp_pillar"] * p.pillars_built),
    "per_statue": lambda game, seat, p, params: params["vp"] * p.statues_built,
    "per_people_statue": lambda game, seat, p, params: params["vp"] * _people_statues(game, seat),
    "turn_order": lambda game, seat, p, params: _turn_order_vp(game, seat, params),
    "per_building": lambda game, seat, p, params: params["vp"] * p.buildings_built,
    "half_pure_dice": lambda game, seat, p, params: ceil(sum(game.state.dice[d].value for d in p.pure) / 2),
    "free_action": lambda game, seat, p, params: 0,
    "rescore_temple": lambda game, seat, p, params: temple_vp(game, seat, include_statues=False),
    "rescore_other": lambda game, seat, p, params: 0,
}


def decree_vp(game: "Game", seat: int, card: str) -> int:
    """VP a decree is worth to its holder now (D04's paid VP are scored when paid)."""
    effect = game.catalog.decrees[card].effect
    return _DECREE_VP[effect.kind](game, seat, game.state.players[seat], effect.params)


@step("final_score")
def _final_score(game: "Game", _: Task) -> None:
    state = game.state
    for seat in state.turn_order:
        if state.players[seat].is_automa:
            automa.final_score(game, seat)
        for card in state.players[seat].scored_decrees:
            ops.gain_vp(game, seat, decree_vp(game, seat, card), f"decree {card}")
    for bonus in game.board.scoring.turn_order_bonus:
        if len(state.players) >= bonus.min_players:
            ops.gain_vp(game, state.turn_order[bonus.place - 1], bonus.vp, "turn order bonus")
    state.phase = "over"
    winner = game.winner()
    game.emit("game_over", winner=winner, scores=[p.vp for p in state.players])

