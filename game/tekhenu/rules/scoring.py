"""The two scorings (RULES §5.5): districts, temple complex, statues, happiness,
production, building row, bread upkeep."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import ngettext

from . import automa, ops, temple, windows
from .payment import payment_key, payment_options, substitutes_used
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game


def district_pieces(game: "Game", district: str) -> dict[int, tuple[int, int]]:
    """Seat -> (pieces in the district, rank of the highest piece: 0 statue, else row)."""
    board, data = game.state.board, game.board.osiris
    column = data.districts.index(district)
    found: dict[int, tuple[int, int]] = {}
    for row_index, spots in enumerate(board.osiris):
        owner = spots[column]
        if owner is not None:
            count, rank = found.get(owner, (0, 99))
            found[owner] = (count + 1, min(rank, row_index + 1))
    for spot in data.statue_spots:
        owner = board.people_statues.get(spot.id)
        if owner is not None and district in spot.districts:
            count, _ = found.get(owner, (0, 99))
            found[owner] = (count + 1, 0)
    return found


def district_winner(game: "Game", district: str) -> int | None:
    pieces = district_pieces(game, district)
    if not pieces:
        return None
    return min(pieces, key=lambda seat: (-pieces[seat][0], pieces[seat][1]))


def temple_vp(game: "Game", seat: int, include_statues: bool = True) -> int:
    """1 VP per own piece around the complex, plus, per own pillar, 1 VP per own piece in line
    (the VP per piece come from the board data)."""
    return temple_vps(game, include_statues).get(seat, 0)


def temple_vps(game: "Game", include_statues: bool = True) -> dict[int, int]:
    """:func:`temple_vp` of every seat that has a piece around the complex or a pillar in it,
    worked out in one pass (the computer players judge it for every seat at every position)."""
    board, spots = game.state.board, game.board.temple
    around = [(owner, spot.line, spot.index) for spot in spots.building_spots
              if (owner := board.temple_buildings.get(spot.id)) is not None]
    if include_statues:
        around += [(owner, spot.line, spot.index) for spot in spots.statue_spots
                   if (owner := board.people_statues.get(spot.id)) is not None]
    pieces: dict[int, int] = {}
    for owner, _, _ in around:
        pieces[owner] = pieces.get(owner, 0) + 1
    in_line: dict[int, int] = {}
    n = temple.size(game)
    for space, cell in enumerate(board.temple):
        if cell is not None:
            row, col = divmod(space, n)
            in_line[cell.owner] = in_line.get(cell.owner, 0) + sum(
                1 for owner, line, index in around if owner == cell.owner and temple.in_line(line, index, row, col))
    data = game.board.scoring
    return {seat: data.temple_piece_vp * pieces.get(seat, 0) + data.temple_line_vp * in_line.get(seat, 0)
            for seat in pieces.keys() | in_line.keys()}


def uncovered_building_row(game: "Game", seat: int):
    return game.board.player_board.building_row[: game.state.players[seat].buildings_built]


def bread_owed(game: "Game", seat: int) -> int:
    owed = sum(space.bread for space in uncovered_building_row(game, seat))
    return windows.modify(game, "bread_upkeep", seat, owed)


@step("scoring")
def _scoring(game: "Game", t: Task) -> None:
    state, data = game.state, game.board.scoring
    state.phase = "scoring"
    state.scorings += 1
    game.emit("scoring_started", number=state.scorings)
    for district in game.board.osiris.districts:
        winner = district_winner(game, district)
        if winner is not None:
            ops.gain_vp(game, winner, data.district_vp, "scoring: Osiris districts")
    for seat in state.turn_order:
        p = state.players[seat]
        ops.gain_vp(game, seat, temple_vp(game, seat), "scoring: temple complex")
        ops.gain_vp(game, seat, data.statue_vp[p.statues_built], "scoring: statues")
        ops.gain_vp(game, seat, data.happiness_vp_per_symbol * ops.symbols_reached(game, p.happiness),
                    "scoring: happiness")
        if p.is_automa:  # no production, building row or bread; his cards score instead (RULES §7.8)
            automa.score_cards(game, seat)
            continue
        top = game.board.player_board.production_max
        ops.gain_vp(game, seat, data.production_top_vp * sum(1 for v in p.production.values() if v >= top),
                    "scoring: production")
        ops.gain_vp(game, seat, sum(s.vp for s in uncovered_building_row(game, seat)), "scoring: building row")
    upkeep = [task("bread_upkeep", seat, owed=bread_owed(game, seat)) for seat in state.turn_order
              if not state.players[seat].is_automa]
    game.push(*[u for u in upkeep if u["owed"] > 0], task("scoring_done", final=t["final"]))


def _bread_options(game: "Game", t: Task) -> list[Action]:
    """Every way to pay any part of the bread owed (gold and card substitutions included)."""
    found = []
    for paid in range(t["owed"] + 1):
        for payment in payment_options(game, t["player"], {"bread": paid}):
            found.append(Action.make("pay_bread", bread=payment.pop("bread", 0), gold=payment.pop("gold", 0),
                                     **payment))
    return found


def _bread_prompt(game: "Game", t: Task) -> str:
    return ngettext("Pay {n} bread for your buildings (gold may stand in); each bread not paid costs {vp} VP",
                    "Pay {n} bread for your buildings (gold may stand in); each bread not paid costs {vp} VP",
                    t["owed"], vp=game.board.scoring.bread_penalty_vp)


def bread_card_use(game: "Game", t: Task) -> dict[str, dict]:
    """For each way to pay the bread upkeep that uses a technology (T10: scribes as gold), the
    cards it uses, keyed by :func:`payment_key` of its arguments."""
    found = {}
    for action in _bread_options(game, t):
        payment = dict(action.args)
        used = substitutes_used(game, t["player"], {"bread": sum(payment.values())}, payment)
        if used:
            found[payment_key(payment)] = {"cards": used}
    return found


@decision("bread_upkeep", _bread_options, _bread_prompt, auto_single=True)
def _pay_bread(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    payment = dict(action.args)
    for card in substitutes_used(game, seat, {"bread": sum(payment.values())}, payment):
        game.emit("tech_triggered", player=seat, card=card)
    ops.spend(game, seat, payment, "bread upkeep")
    unpaid = t["owed"] - sum(payment.values())
    game.emit("bread_paid", player=seat, owed=t["owed"], paid=t["owed"] - unpaid)
    if unpaid:
        ops.gain_vp(game, seat, -unpaid * game.board.scoring.bread_penalty_vp, "scoring: bread")


@step("scoring_done")
def _scoring_done(game: "Game", t: Task) -> None:
    game.emit("scoring_ended", number=game.state.scorings)
    if t["final"]:
        game.push(task("final_decrees"))
