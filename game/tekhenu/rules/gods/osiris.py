"""Osiris: lose 1 happiness, build a workshop or quarry in the row given by the die value,
raise production and gain what the row shows (RULES §6.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_, Text, ngettext

from .. import ops
from ..god_actions import register
from ..tasks import Task, decision, task

if TYPE_CHECKING:
    from ..game import Game


def free_districts(game: "Game", row: int, allowed: list[str] | None) -> list[str]:
    districts = game.board.osiris.districts
    spots = game.state.board.osiris[row - 1]
    return [d for i, d in enumerate(districts) if spots[i] is None and (allowed is None or d in allowed)]


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    p = game.state.players[seat]
    if p.buildings_built >= len(game.board.player_board.building_row):
        return N_("all your buildings are built")
    cost = game.board.osiris.happiness_cost
    if not options.get("keep_happiness") and p.happiness < cost:
        return ngettext("no happiness to lose (building costs {n} happiness)",
                        "no happiness to lose (building costs {n} happiness)", cost)
    if free_districts(game, value, options.get("districts")):
        return None
    return N_("with a {value}, row {value} of Osiris has no free spot", value=value)


def start(game: "Game", t: Task) -> None:
    game.push(task("osiris_spot", t["player"], row=t["value"], districts=t.get("districts"),
                   keep_happiness=bool(t.get("keep_happiness"))))


def _spot_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("build", district=d) for d in free_districts(game, t["row"], t["districts"])]


@decision("osiris_spot", _spot_options,
          lambda g, t: N_("Choose a district for your building in row {row}", row=t["row"]))
def _choose_spot(game: "Game", t: Task, action: Action) -> None:
    seat, row, district = t["player"], t["row"], action["district"]
    data = game.board.osiris
    if not t["keep_happiness"]:
        ops.lose_happiness(game, seat, data.happiness_cost, "Osiris")
    game.state.board.osiris[row - 1][data.districts.index(district)] = seat
    game.state.players[seat].buildings_built += 1
    game.emit("building_built", player=seat, area="osiris", row=row, district=district)
    spec = data.rows[row - 1]
    partner = data.partner[district]
    ops.raise_production(game, seat, district, spec.raise_own, "Osiris")
    ops.raise_production(game, seat, partner, spec.raise_partner, "Osiris")
    follow = []
    if spec.raise_any and any(v < game.board.player_board.production_max
                              for v in game.state.players[seat].production.values()):
        follow.append(task("osiris_raise_any", seat, amount=spec.raise_any))
    ops.gain(game, seat, {district: spec.gain_own, "gold": spec.gain_gold}, "Osiris")
    if spec.gain_own_or_partner:
        follow.append(task("osiris_gain_choice", seat, options=[district, partner], amount=spec.gain_own_or_partner))
    if spec.first_builder_gold:
        gold = game.state.board.spot_gold.pop(f"osiris_row_{row}", 0)
        if gold:
            ops.gain(game, seat, {"gold": gold}, f"first building in Osiris row {row}")
    game.push(*follow)


def _raise_options(game: "Game", t: Task) -> list[Action]:
    production, top = game.state.players[t["player"]].production, game.board.player_board.production_max
    return [Action.make("raise_track", resource=r) for r, v in production.items() if v < top]


@decision("osiris_raise_any", _raise_options, N_("Raise one production track of your choice"), auto_single=True)
def _raise_any(game: "Game", t: Task, action: Action) -> None:
    ops.raise_production(game, t["player"], action["resource"], t["amount"], "Osiris row 6")


def _gain_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("gain_resource", resource=r) for r in t["options"]]


@decision("osiris_gain_choice", _gain_options, N_("Choose which resource to gain"), auto_single=True)
def _gain_choice(game: "Game", t: Task, action: Action) -> None:
    ops.gain(game, t["player"], {action["resource"]: t["amount"]}, "Osiris")
register("osiris", obstacle, start)
