"""The Maat phase (RULES §5.4): balances, faith, VP losses, the new turn order, the scoring
check, clearing the scales and choosing destiny cards again."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import ngettext

from . import automa, ops, wheel, windows
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game


def balance(game: "Game", seat: int) -> int:
    """Pure dice minus tainted dice minus greed resources; dice under the scales do not count.
    Botankhamun's balance is fixed by the Maat phase (RULES §7.7)."""
    p, dice = game.state.players[seat], game.state.dice
    if p.is_automa:
        return automa.maat_balance(game)
    return (sum(dice[d].value for d in p.pure) - sum(dice[d].value for d in p.tainted)
            - sum(p.greed.values()))


def vp_loss(game: "Game", final_balance: int) -> int:
    for band in game.board.maat_vp_loss:  # most negative band first
        if final_balance <= band.balance_at_most:
            return band.vp
    return 0


def ankh(game: "Game", seat: int) -> int:
    if game.state.players[seat].is_automa:
        return game.board.solo.ankh
    destiny = game.state.players[seat].destiny
    printed = game.catalog.destiny[destiny].ankh if destiny else 0
    return windows.modify(game, "ankh", seat, printed)


def turn_order_by_balance(game: "Game") -> list[int]:
    """Smallest |balance| first (+1 and −1 tie); ties go to the higher ankh value."""
    balances = game.state.balances
    return sorted(range(len(game.state.players)), key=lambda s: (abs(balances[str(s)]), -ankh(game, s)))


@step("maat")
def _maat(game: "Game", _: Task) -> None:
    state = game.state
    state.phase = "maat"
    state.maat_phases += 1
    game.emit("maat_started", number=state.maat_phases)
    for seat in state.turn_order:
        windows.fire(game, "maat_start", seat)
    state.balances = {str(seat): balance(game, seat) for seat in range(len(state.players))}
    game.emit("balances", balances=[state.balances[str(s)] for s in range(len(state.players))])
    faith = [task("maat_faith", seat) for seat in state.turn_order if state.players[seat].faith > 0]
    game.push(*faith, task("maat_resolve"))


def _faith_options(game: "Game", t: Task) -> list[Action]:
    faith = game.state.players[t["player"]].faith
    return [Action.make("place_faith", net=n) for n in range(-faith, faith + 1)]


def _faith_prompt(game: "Game", t: Task) -> str:
    seat = t["player"]
    return ngettext("Place faith on your scales (balance {balance:+d}; {n} faith: each on the left +1, "
                    "on the right -1)",
                    "Place faith on your scales (balance {balance:+d}; {n} faith: each on the left +1, "
                    "on the right -1)", game.state.players[seat].faith, balance=game.state.balances[str(seat)])


@decision("maat_faith", _faith_options, _faith_prompt)
def _place_faith(game: "Game", t: Task, action: Action) -> None:
    seat, net = t["player"], action["net"]
    game.state.balances[str(seat)] += net
    game.emit("faith_placed", player=seat, net=net, balance=game.state.balances[str(seat)])


@step("maat_resolve")
def _resolve(game: "Game", _: Task) -> None:
    state = game.state
    for seat in state.turn_order:
        loss = 0 if state.players[seat].is_automa else vp_loss(game, state.balances[str(seat)])
        if loss:
            ops.gain_vp(game, seat, -loss, "Maat: negative balance")
    state.turn_order = turn_order_by_balance(game)
    game.emit("turn_order", order=list(state.turn_order), reason="Maat",
              balances=[state.balances[str(s)] for s in range(len(state.players))])
    for seat in state.turn_order:
        windows.fire(game, "after_maat_order", seat)
    markers = state.board.scoring_markers
    lowest = min(markers, key=int) if markers else None
    if lowest is not None and markers[lowest] == wheel.arrow(game):
        del markers[lowest]
        if markers:
            game.push(task("scoring", final=False), task("maat_cleanup"))
        else:
            from .final import free_decree_tasks

            game.push(*free_decree_tasks(game), task("scoring", final=True))
    else:
        game.push(task("maat_cleanup"))


@step("maat_cleanup")
def _cleanup(game: "Game", _: Task) -> None:
    state = game.state
    for p in state.players:
        for dice in (p.pure, p.tainted, p.under):
            state.board.bag.extend(dice)
            dice.clear()
        p.greed = {r: 0 for r in p.greed}
        p.faith = 0
        p.destiny = None
    state.balances = {}
    game.emit("scales_cleared")
    state.setup.destiny_offer = list(game.catalog.destiny)
    humans = [seat for seat in state.turn_order if not state.players[seat].is_automa]
    if state.automa is not None:
        me = automa.seat(game)
        if state.turn_order[0] == me:  # first: he takes the gold or scribe destiny at random
            automa.choose_destiny(game, me)
        automa.build_pyramid(game)
    game.push(*[task("choose_destiny", seat, reward_now=True) for seat in humans], task("rotation_dice"))
