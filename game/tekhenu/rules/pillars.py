"""Pillar-tile abilities P01–P21 (RULES §8.1), resolved at Ra step 5."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import N_

from . import ops, temple
from .catalog import RESOURCES, SPENDABLE
from .god_actions import can_perform, god_action_task, obstacle
from .names import god_name, reason_text
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game


@step("pillar_ability")
def _ability(game: "Game", t: Task) -> None:
    seat, tile_id, row, col = t["player"], t["tile"], t["row"], t["col"]
    ability = game.catalog.pillars[tile_id].ability
    kind, params = ability.kind, ability.params
    reason = f"pillar ability {tile_id}"
    game.emit("pillar_ability", player=seat, tile=tile_id, ability=kind)
    if kind == "population":
        ops.add_population(game, seat, params["amount"], reason)
    elif kind == "happiness":
        ops.add_happiness(game, seat, params["amount"], reason)
    elif kind == "scribe":
        ops.gain(game, seat, {"scribe": params["amount"]}, reason)
    elif kind == "gold":
        ops.gain(game, seat, {"gold": params["amount"]}, reason)
    elif kind == "vp":
        ops.gain_vp(game, seat, params["amount"], reason)
    elif kind == "edge_bonus":
        matches = temple.matching_edges(game, row, col, tuple(t["edges"]))
        ops.gain_vp(game, seat, matches * params["vp_per_edge"], reason)
    elif kind == "building_bonus":
        ops.gain_vp(game, seat, temple.buildings_in_line(game, row, col) * params["vp_per_building"], reason)
    elif kind == "draw_decree":
        for _ in range(params["count"]):
            card = ops.draw_card(game, "decree")
            if card:
                ops.give_card(game, seat, card, reason)
    elif kind in ("thoth", "osiris"):
        value = params["value"] if kind == "thoth" else params["row"]
        why = obstacle(game, seat, kind, value)
        if why is None:
            game.push(god_action_task(seat, kind, value, source=reason))
        else:
            game.emit("ability_skipped", player=seat, tile=tile_id, reason=why)
    elif kind == "horus":
        values = [v for v in params["values"] if can_perform(game, seat, "horus", v)]
        if values:
            game.push(task("ability_value", seat, god="horus", values=values, source=reason))
        else:
            why = obstacle(game, seat, "horus", params["values"][0])
            game.emit("ability_skipped", player=seat, tile=tile_id, reason=why)
    elif kind == "covered_reward_twice":
        if game.state.config.p19_reading == "choice":
            game.push(task("choose_resources", seat, amount=2, options=list(RESOURCES), reason=reason))
        else:
            reward = game.board.temple.rewards[row][col]
            ops.gain(game, seat, {k: v for k, v in reward.items() if k in SPENDABLE or k == "faith"}, reason)
    else:  # pragma: no cover - the catalog validates ability kinds
        raise ValueError(f"{tile_id}: unknown ability {kind}")


def _value_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("ability_value", value=v) for v in t["values"]]


@decision("ability_value", _value_options,
          lambda g, t: N_("Choose the value for the {god} action ({reason})", god=god_name(t["god"]),
                          reason=reason_text(t["source"], g.catalog)),
          auto_single=True)
def _choose_value(game: "Game", t: Task, action: Action) -> None:
    game.push(god_action_task(t["player"], t["god"], action["value"], source=t["source"]))
