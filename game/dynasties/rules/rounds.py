"""Set-up, rounds and turns (RULES §2, §3, §9, §11): the deal, each round's roll, the order of
the turns, the end of the game once the caste deck is empty at the start of a turn.

A round: the start player rolls the three dice (in both 2-player variants every die is then
lowered by 1, D2), then each player takes a turn clockwise from the start player: the Dynasty
phase, then the Rebirth phase. In Memphis and Thebes the silent player Heliopolis takes its turn
last. The next round's start player is the next seat clockwise (in Memphis and Thebes, the other
person: Heliopolis never starts). Once the deck is empty at the start of a turn, that turn and
the rest of the round are Dynasty phases only; then the final scoring follows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.tasks import Task, task
from game.dynasties.rules import cards, dice
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


@TASKS.step("setup")
def _setup(game: Game, _: Task) -> None:
    """Shuffle the caste deck; 5 random Afterlife cards face down, the other 4 to the box unseen;
    3 deben and 4 cards to each player; 5 cards face up as the Forum; in Memphis and Thebes 4 face
    up for Heliopolis (the top of the deck after the Forum, RULES §13.8); a random start player."""
    state, catalog = game.state, game.catalog
    setup = catalog.setup
    state.deck = catalog.caste_deck()
    state.rng.shuffle(state.deck)
    afterlife = list(catalog.afterlife)
    state.rng.shuffle(afterlife)
    state.afterlife_deck = afterlife[: setup.afterlife_in_game]
    state.afterlife_box = sorted(afterlife[setup.afterlife_in_game:])
    state.bread_supply = setup.bread_supply
    for player in state.players:
        player.dynasty, player.bread = cards.empty_columns(), cards.empty_columns()
    for seat in game.people():
        player = state.players[seat]
        player.deben = setup.start_deben
        cards.add_to_hand(player, cards.draw(game, setup.hand_size), seen=False)
        game.emit("hand_dealt", player=seat, deben=player.deben, count=len(player.hand),
                  cards=list(player.hand), private=True)
    state.forum = cards.draw(game, setup.forum_size)
    game.emit("forum_laid_out", cards=list(state.forum))
    if game.heliopolis >= 0:
        neutral = state.players[game.heliopolis]
        for caste in cards.draw(game, catalog.memphis.heliopolis_cards):
            neutral.dynasty[caste] += 1
        game.emit("heliopolis_set_up", player=game.heliopolis,
                  cards=[caste for caste, count in neutral.dynasty.items() for _ in range(count)])
    state.start_player = state.rng.randint(0, len(game.people()) - 1)
    game.emit("start_player_chosen", player=state.start_player)
    game.push(task("round_start"))


@TASKS.step("round_start")
def _round_start(game: Game, _: Task) -> None:
    state = game.state
    state.round += 1
    dice.roll(game)
    people = game.people()
    first = people.index(state.start_player)
    state.order = people[first:] + people[:first] + ([game.heliopolis] if game.heliopolis >= 0 else [])
    game.emit("round_started", round=state.round, player=state.start_player, dice=list(state.dice))
    variant = game.variant_rules()
    lowered = variant.start_dice_reduction if variant else 0
    if lowered:
        dice.lower_all(game, lowered)
        game.emit("dice_lowered_at_start", by=lowered, dice=list(state.dice))
    game.push(task("turn_start", state.order[0], index=0))


@TASKS.step("turn_start")
def _turn_start(game: Game, t: Task) -> None:
    """The end check (RULES §9, D12), then the turn's phases."""
    state, seat = game.state, t["player"]
    state.turn_player = seat
    if not state.deck and not state.final_round:
        state.final_round = True
        game.emit("game_end_triggered", player=seat)
    game.emit("turn_started", player=seat, round=state.round, final=state.final_round)
    after = [task("turn_end", seat, index=t["index"])]
    if not state.final_round:
        after.insert(0, task("rebirth", seat))
    if seat == game.heliopolis:
        game.push(task("heliopolis_dynasty", seat), *after)
    else:
        game.push(task("dynasty", seat), *after)


@TASKS.step("turn_end")
def _turn_end(game: Game, t: Task) -> None:
    game.end_turn()
    game.emit("turn_ended", player=t["player"])
    index = t["index"] + 1
    if index < len(game.state.order):
        game.push(task("turn_start", game.state.order[index], index=index))
    else:
        game.push(task("round_end"))


@TASKS.step("round_end")
def _round_end(game: Game, _: Task) -> None:
    state = game.state
    game.emit("round_ended", round=state.round)
    if state.final_round:
        game.push(task("game_end"))
        return
    people = game.people()
    state.start_player = people[(people.index(state.start_player) + 1) % len(people)]
    game.push(task("round_start"))
