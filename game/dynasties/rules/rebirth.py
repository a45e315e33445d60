"""The Rebirth phase (RULES §5, §11.1): give 2 cards to the Forum (fewer with Artisans, 1 deben
each held back), take 3 others, refill the hand to 4, feed the Forum from the deck, and after an
Artisan's use top it up to 5.

The hand limit of 4 caps the cards taken (D14); an empty deck draws nothing. In Rise of Aten the
Forum is a row: cards given go to its right end, a card is taken from any place in it (so the
choice is a place, ``slot``), and instead of 1 card from the deck the leftmost card is discarded
and 2 are drawn to the right end. Elsewhere the Forum's order means nothing and a card is taken
by its caste.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.dynasties.rules import cards
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game


@TASKS.step("rebirth")
def _rebirth(game: Game, t: Task) -> None:
    seat = t["player"]
    if seat == game.heliopolis:   # it neither gives nor takes: it only feeds the Forum (RULES §11.2)
        _feed(game)
        return
    player, catalog = game.state.players[seat], game.catalog
    most = min(player.dynasty["artisan"], player.deben // catalog.abilities.artisan_cost,
               catalog.turn.give, len(player.hand))
    game.push(task("artisan", seat, most=most) if most else task("give_start", seat, held=0))


def _artisan_options(game: Game, t: Task) -> list[Action]:
    return [Action.make("hold_back", count=count) for count in range(t["most"] + 1)]


def _artisan_prompt(game: Game, t: Task) -> str:
    return f"Artisans: pay {game.catalog.abilities.artisan_cost} deben for each card you give fewer to the Forum"


@TASKS.decision("artisan", _artisan_options, _artisan_prompt)
def _artisan(game: Game, t: Task, action: Action) -> None:
    """Each Artisan lets its owner give 1 card fewer, for 1 deben each (RULES §7.5, D13)."""
    seat, held = t["player"], action["count"]
    if held:
        paid = held * game.catalog.abilities.artisan_cost
        game.state.players[seat].deben -= paid
        game.emit("cards_held_back", player=seat, count=held, paid=paid)
    game.push(task("give_start", seat, held=held))


@TASKS.step("give_start")
def _give_start(game: Game, t: Task) -> None:
    seat, held = t["player"], t["held"]
    count = min(game.catalog.turn.give - held, len(game.state.players[seat].hand))
    game.push(*([task("give", seat, left=count)] if count else []), task("take_start", seat, given=count, held=held))


def _give_options(game: Game, t: Task) -> list[Action]:
    return [Action.make("give", caste=caste) for caste in cards.castes_in(game.state.players[t["player"]].hand)]


@TASKS.decision("give", _give_options, "Give a card of your hand to the Forum", auto_single=True)
def _give(game: Game, t: Task, action: Action) -> None:
    seat, caste = t["player"], action["caste"]
    cards.show_from_hand(game.state.players[seat], caste)
    game.state.forum.append(caste)   # at the right end (in Rise of Aten the only place allowed)
    game.emit("card_given", player=seat, caste=caste)
    if t["left"] > 1:
        game.push(task("give", seat, left=t["left"] - 1))


@TASKS.step("take_start")
def _take_start(game: Game, t: Task) -> None:
    """Take 3 of the Forum's other cards, as many as the hand limit and the Forum allow (D14)."""
    seat, given = t["player"], t["given"]
    state, catalog = game.state, game.catalog
    count = min(catalog.turn.take, catalog.setup.hand_size - len(state.players[seat].hand), len(state.forum) - given)
    game.push(*([task("take", seat, left=count, given=given)] if count > 0 else []),
              task("rebirth_draws", seat, held=t["held"]))


def takeable(game: Game, given: int) -> list[str]:
    """The Forum cards a player may take: all but the ``given`` they just put at its right end."""
    forum = game.state.forum
    return forum[: len(forum) - given]


def _take_options(game: Game, t: Task) -> list[Action]:
    offered = takeable(game, t["given"])
    if game.config.variant == "aten":
        return [Action.make("take", slot=slot) for slot in range(len(offered))]
    return [Action.make("take", caste=caste) for caste in cards.castes_in(offered)]


@TASKS.decision("take", _take_options, "Take a card from the Forum into your hand", auto_single=True)
def _take(game: Game, t: Task, action: Action) -> None:
    state, seat = game.state, t["player"]
    slot = action["slot"] if game.config.variant == "aten" else state.forum.index(action["caste"])
    caste = state.forum.pop(slot)
    cards.add_to_hand(state.players[seat], [caste], seen=True)
    game.emit("card_taken", player=seat, caste=caste, slot=slot)
    if t["left"] > 1:
        game.push(task("take", seat, left=t["left"] - 1, given=t["given"]))


@TASKS.step("rebirth_draws")
def _rebirth_draws(game: Game, t: Task) -> None:
    """Refill the hand to 4, feed the Forum, and top it up to 5 if an Artisan was used."""
    state, catalog, seat = game.state, game.catalog, t["player"]
    player = state.players[seat]
    drawn = cards.draw(game, catalog.setup.hand_size - len(player.hand))
    if drawn:
        cards.add_to_hand(player, drawn, seen=False)
        game.emit("hand_refilled", player=seat, count=len(drawn), cards=drawn, private=True)
    _feed(game)
    if t["held"]:
        topped = cards.draw(game, catalog.setup.forum_size - len(state.forum))
        state.forum.extend(topped)
        if topped:
            game.emit("forum_topped_up", cards=topped)


def _feed(game: Game) -> None:
    """1 card from the deck to the Forum; in Rise of Aten the leftmost card is discarded and 2
    are drawn to the right end instead (RULES §11.1)."""
    state = game.state
    if game.config.variant == "aten":
        rules = game.catalog.aten
        gone = state.forum[: rules.forum_discard]
        del state.forum[: rules.forum_discard]
        state.discard.extend(gone)
        if gone:
            game.emit("forum_discarded", cards=gone)
        count = rules.forum_draw
    else:
        count = game.catalog.turn.feed
    fed = cards.draw(game, count)
    state.forum.extend(fed)
    game.emit("forum_fed", cards=fed)
