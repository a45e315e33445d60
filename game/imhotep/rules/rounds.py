"""Set-up, the start and end of each of the six rounds, and the end of the game (RULES §2, §3,
§6, §7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.core.text import N_, ngettext
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
    """Score the Temple: on the A side 1 point per visible stone, on the B side the bonus under
    each visible stone's column, left to right (RULES §10.3); then close the round."""
    state, catalog = game.state, game.catalog
    game.push(task("round_close", last=t["last"]))
    if sites.is_b(state, "temple"):
        game.push(*(task("temple_bonus", owner, column=column, bonus=bonus)
                    for column, owner, bonus in sites.temple_bonuses(state, catalog)))
        return
    points = sites.temple_points(state, catalog)
    for seat, amount in enumerate(points):
        sites.score(state, seat, "temple", amount)
    game.emit("temple_scored", points=points)


@TASKS.step("temple_bonus")
def _temple_bonus(game: Game, t: Task) -> None:
    """One visible stone's B-Temple bonus: points, the top market card, or the owner's choice
    of a point or stones (asked only when stones can be taken)."""
    seat, bonus, rules = t["player"], t["bonus"], game.catalog.side("temple", "B")
    if bonus == "card":
        game.emit("temple_bonus", player=seat, column=t["column"], bonus=bonus, points=0)
        game.push(task("gain_top_card", seat))
    elif bonus == "points":
        _temple_points(game, t, rules.points)
    elif len(_choice_options(game, t)) > 1:
        game.push(task("temple_choice", seat, column=t["column"]))
    else:
        _temple_points(game, t, rules.choice_points)


def _temple_points(game: Game, t: Task, points: int) -> None:
    sites.score(game.state, t["player"], "temple", points)
    game.emit("temple_bonus", player=t["player"], column=t["column"], bonus=t.get("bonus", "choice"), points=points)


CHOOSE_POINTS = Action.make("choose", bonus="points")
CHOOSE_STONES = Action.make("choose", bonus="stones")


def _choice_options(game: Game, t: Task) -> list[Action]:
    player = game.state.players[t["player"]]
    stones = player.sled < game.catalog.sled_capacity and player.quarry > 0
    return [CHOOSE_POINTS, CHOOSE_STONES] if stones else [CHOOSE_POINTS]


def _choice_prompt(game: Game, t: Task) -> str:
    rules = game.catalog.side("temple", "B")
    return N_("Temple: score {points} or take {stones}",
              points=ngettext("{n} point", "{n} points", rules.choice_points),
              stones=ngettext("{n} stone", "{n} stones", rules.choice_stones))


@TASKS.decision("temple_choice", _choice_options, _choice_prompt)
def _temple_choice(game: Game, t: Task, action: Action) -> None:
    rules = game.catalog.side("temple", "B")
    if action["bonus"] == "points":
        _temple_points(game, t, rules.choice_points)
        return
    game.emit("temple_bonus", player=t["player"], column=t["column"], bonus="choice", points=0)
    market.take_stones(game, t["player"], rules.choice_stones)


@TASKS.step("round_close")
def _round_close(game: Game, t: Task) -> None:
    """Return the ships (stones left on them go back to the quarry), discard the market
    leftovers; the next round starts with the left neighbour of the player who sailed the last
    ship (or took the last turn, RULES §13.9)."""
    state, catalog = game.state, game.catalog
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
