"""Setting up "Dynasties" situations for the rule tests: a new game whose cards are then arranged
by hand (hands, Dynasties, the Forum, the deck, the dice, deben), a turn started at its Dynasty
phase or at any step, and the actions a player takes."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.actions import Action, IllegalAction
from game.core.tasks import task
from game.dynasties.rules import Game, GameConfig
from game.dynasties.rules.cards import empty_columns, in_ladder_order

TOTAL_CASTE_CARDS = 45


def new(players: int = 3, variant: str = "", seed: int = 1) -> Game:
    return Game.new(GameConfig(players=players, seed=seed, variant=variant))


def columns(counts: Mapping[str, int] | None = None) -> dict[str, int]:
    """A Dynasty (or its bread) with these cards, every other caste column empty."""
    found = empty_columns()
    found.update(counts or {})
    return found


def arrange(game: Game, *, hands: Sequence[Sequence[str] | None] | None = None,
            dynasties: Sequence[Mapping[str, int] | None] | None = None,
            bread: Sequence[Mapping[str, int] | None] | None = None,
            deben: Sequence[int | None] | None = None, forum: Sequence[str] | None = None,
            draws: Sequence[str] | None = None, dice: Sequence[int] | None = None,
            afterlife_draws: Sequence[str] | None = None, held: Sequence[str | None] | None = None) -> Game:
    """Give each seat this hand (nobody knowing any of it), Dynasty, bread and deben (None: leave
    the seat as it is); the Forum these cards; ``draws``: the caste deck, in the order its cards
    will be drawn; the dice these values (0: removed); ``afterlife_draws``: the Afterlife deck in
    drawing order; ``held``: each seat's Afterlife card ("" none)."""
    state = game.state
    for seat, hand in enumerate(hands or ()):
        if hand is not None:
            state.players[seat].hand = in_ladder_order(hand)
            state.players[seat].known = []
    for seat, dynasty in enumerate(dynasties or ()):
        if dynasty is not None:
            state.players[seat].dynasty = columns(dynasty)
            state.players[seat].bread = columns()
    for seat, tokens in enumerate(bread or ()):
        if tokens is not None:
            state.players[seat].bread = columns(tokens)
            state.bread_supply -= sum(tokens.values())
    for seat, amount in enumerate(deben or ()):
        if amount is not None:
            state.players[seat].deben = amount
    if forum is not None:
        state.forum = list(forum)
    if draws is not None:
        state.deck = list(reversed(draws))
    if dice is not None:
        state.dice = list(dice)
    if afterlife_draws is not None:
        state.afterlife_deck = list(reversed(afterlife_draws))
    for seat, card in enumerate(held or ()):
        if card is not None:
            state.players[seat].afterlife = card
    game.forget_legal_actions()
    return game


def run(game: Game, seat: int, *tasks: dict) -> list[dict]:
    """Run ``tasks`` (steps or decisions) for ``seat`` as the rules would, until a decision; once
    they are done, the next player's Dynasty phase waits (their ``play``). Returns the events."""
    state = game.state
    state.turn_player = seat
    after = (seat + 1) % len(game.people())
    if not state.players[after].hand:
        state.players[after].hand = ["farmer"]
    state.stack = [task("play", after), *reversed(tasks)]
    game.forget_legal_actions()
    game.start()
    return game.initial_events


def start_turn(game: Game, seat: int) -> list[dict]:
    """``seat``'s turn starts, as the rules start it (the end check first), in this round's order."""
    game.state.stack = [task("turn_start", seat, index=game.state.order.index(seat))]
    game.forget_legal_actions()
    game.start()
    return game.initial_events


def finish(game: Game) -> list[dict]:
    """The game ends now: the final scoring runs (a season card's holder may be asked first)."""
    game.state.stack = [task("game_end")]
    game.forget_legal_actions()
    game.start()
    return game.initial_events


def turn(game: Game, seat: int, *, rebirth: bool = True) -> list[dict]:
    """``seat``'s turn from its Dynasty phase (the Pharaoh's reroll, then a card to play), with its
    Rebirth phase (``rebirth``) or without (the last round)."""
    return run(game, seat, task("dynasty", seat), *([task("rebirth", seat)] if rebirth else []))


def act(game: Game, kind: str, **args: object) -> list[dict]:
    return game.apply(Action.make(kind, **args))


def legal(game: Game, kind: str, **args: object) -> bool:
    return Action.make(kind, **args) in game.legal_actions()


def offered(game: Game) -> list[dict]:
    """The legal actions as dicts (kind and arguments)."""
    return [action.to_dict() for action in game.legal_actions()]


def illegal(game: Game, kind: str, **args: object) -> None:
    """The action is refused and the game is unchanged."""
    before = game.to_json()
    try:
        game.apply(Action.make(kind, **args))
    except IllegalAction:
        assert game.to_json() == before
        return
    raise AssertionError(f"{kind} {args} was accepted")


def events_of(events: list[dict], kind: str) -> list[dict]:
    return [event for event in events if event["type"] == kind]


def caste_cards(game: Game) -> int:
    """Every caste card of the game: deck, Forum, discard pile, hands, Dynasties, Scribes."""
    state = game.state
    return (len(state.deck) + len(state.forum) + len(state.discard)
            + sum(len(p.hand) + sum(p.dynasty.values()) + len(p.scribed) for p in state.players))


def dynasty(game: Game, seat: int) -> dict[str, int]:
    """A seat's Dynasty without its empty columns."""
    return {caste: count for caste, count in game.state.players[seat].dynasty.items() if count}

