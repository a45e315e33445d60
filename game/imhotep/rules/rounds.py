"""Set-up, the start and end of each of the six rounds, and the end of the game (RULES §2, §3,
§6, §7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.tasks import Task, task
from game.imhotep.rules import market, scoring, sites
from game.imhotep.rules.state import EMPTY, Ship
from game.imhotep.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game


@TASKS.step("setup")
def _setup(game: Game, _: Task) -> None:
    """Round cards of the player count, one put away unseen; the market deck shuffled; start
    stones on the sleds from the start player (seat 0) clockwise."""
    state, catalog = game.state, game.catalog
    cards = list(catalog.round_card_ids(len(state.players)))
    state.rng.shuffle(cards)
    state.round_box = cards.pop()
    state.round_deck = cards
    state.draw_pile = catalog.deck()
    state.rng.shuffle(state.draw_pile)
    for seat, player in enumerate(state.players):
        player.quarry = catalog.stones_per_colour - catalog.start_stones[seat]
        player.sled = catalog.start_stones[seat]
        game.emit("start_stones", player=seat, count=player.sled)
    game.push(task("round_start"))


@TASKS.step("round_start")
def _round_start(game: Game, _: Task) -> None:
    """Reveal the round card and take its four ships, lay out the market, and the start player
    takes the first turn."""
    state, catalog = game.state, game.catalog
    state.round += 1
    state.round_card = state.round_deck.pop()
    game.reveal()   # the round deck lies face down
    capacities = catalog.round_card(state.round_card)
    state.ships = [Ship(capacity, catalog.minimum(capacity), [EMPTY] * capacity) for capacity in capacities]
    for player in state.players:
        player.played_tool = False
    game.emit("round_started", round=state.round, ships=list(capacities), start_player=state.start_player)
    market.lay_out(game)
    game.push(task("next_turn", state.start_player, last=state.start_player))


@TASKS.step("round_end")
def _round_end(game: Game, t: Task) -> None:
    """Score the Temple, return the ships (stones left on them go back to the quarry), discard
    the market leftovers; the next round starts with the left neighbour of the player who
    sailed the last ship (or took the last turn, RULES §13.9)."""
    state, catalog = game.state, game.catalog
    points = sites.temple_points(state, catalog)
    for seat, amount in enumerate(points):
        sites.score(state, seat, "temple", amount)
    game.emit("temple_scored", points=points)
    for ship in state.ships:
        for owner in ship.spaces:
            if owner != EMPTY:
                state.players[owner].quarry += 1
    state.ships = []
    market.clear(game)
    game.emit("round_ended", round=state.round)
    if state.round < catalog.rounds:
        state.start_player = (t["last"] + 1) % len(state.players)
        game.push(task("round_start"))
    else:
        game.push(task("game_end"))


@TASKS.step("game_end")
def _game_end(game: Game, _: Task) -> None:
    scoring.final_scoring(game)
    game.state.over = True
    for seat in range(len(game.state.players)):
        game.emit("final_score", player=seat, total=scoring.total(game.state, seat),
                  breakdown=scoring.breakdown(game.state, game.catalog, seat))
    game.emit("game_over", winners=scoring.winners(game.state))
