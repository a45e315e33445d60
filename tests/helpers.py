"""Building rule situations for tests: start a game, reach a decision, edit the state.

Tests set up the exact situation a rule talks about by editing ``game.state`` directly
(resources, dice on the wheel, pieces on the board), then act only through
``legal_actions()`` / ``apply()`` and assert the outcome.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.state import set_die


def new_game(players: int = 2, seed: int = 0, **config: Any) -> Game:
    """A game still in setup (first decision: keeping a decree)."""
    return Game.new(GameConfig(players=players, seed=seed, **config))


def first_turn(players: int = 2, seed: int = 0, **config: Any) -> Game:
    """A game whose setup was played with the first legal option each time, at the first take_die."""
    game = new_game(players, seed, **config)
    play_until(game, "take_die")
    return game


def play_until(game: Game, kind: str, max_steps: int = 5000) -> Game:
    """Apply the first legal action until the decision is ``kind``."""
    for _ in range(max_steps):
        if game.decision is not None and game.decision.kind == kind:
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError(f"decision {kind} never reached")


def refresh(game: Game) -> Game:
    """Forget cached legal actions after editing ``game.state`` by hand."""
    game.forget_legal_actions()
    return game


def actions_of(game: Game, kind: str | None = None) -> list[Action]:
    return [a for a in game.legal_actions() if kind is None or a.kind == kind]


def act(game: Game, kind: str, **args: Any) -> list[dict]:
    """Apply the legal action of ``kind`` whose arguments include ``args`` (exactly one must match)."""
    matches = [a for a in game.legal_actions()
               if a.kind == kind and all(a.get(k) == _freeze(v) for k, v in args.items())]
    assert len(matches) == 1, f"{len(matches)} legal {kind} actions match {args}: {game.legal_actions()}"
    return game.apply(matches[0])


def end_turn(game: Game) -> list[dict]:
    """Confirm the end of the current human player's turn and return its events.

    Every human turn ends with a ``turn_end`` decision ("End your turn (or play a card
    first)") that is never resolved on its own; only applying ``end_turn`` refills the market,
    emits ``turn_ended`` and goes on to the next turn (or the rotation, the Maat phase…).
    """
    assert game.decision is not None and game.decision.kind == "turn_end", \
        f"expected the turn_end decision, got {game.decision}"
    return act(game, "end_turn")


def assert_only_end_turn(game: Game, seat: int) -> None:
    """``seat``'s turn is waiting for its confirmation with nothing else left to do: the
    decision is ``seat``'s ``turn_end`` and ``end_turn`` is its only option."""
    assert game.decision is not None
    assert (game.decision.kind, game.decision.player) == ("turn_end", seat)
    assert game.legal_actions() == [Action.make("end_turn")]


def _freeze(value: Any) -> Any:
    return tuple(_freeze(v) for v in value) if isinstance(value, (list, tuple)) else value


def current(game: Game) -> int:
    """Seat of the player who must decide now."""
    return game.decision.player


def clear_wheel(game: Game) -> None:
    """Put every die on the wheel back into the bag."""
    for dice in game.state.board.sections:
        game.state.board.bag.extend(dice)
        dice.clear()
    refresh(game)


def put_die(game: Game, god: str, colour: str, value: int) -> int:
    """Move a die of ``colour`` from the bag (or box) into ``god``'s section showing ``value``."""
    board = game.state.board
    for pool in (board.bag, board.box):
        for die in pool:
            if game.state.dice[die].colour == colour:
                pool.remove(die)
                set_die(game.state, die, value)
                board.sections[game.board.gods.index(god)].append(die)
                refresh(game)
                return die
    raise AssertionError(f"no {colour} die left to place")


def set_lighting(game: Game, god: str, lighting: str) -> None:
    """Turn the wheel (without a rotation) so that ``god``'s section has ``lighting``."""
    section = game.board.gods.index(god)
    pattern = game.board.wheel_pattern
    for offset in range(len(pattern)):
        if pattern[(section - offset) % len(pattern)] == lighting:
            game.state.board.wheel_offset = offset
            refresh(game)
            return
    raise AssertionError(lighting)


def set_resources(game: Game, seat: int, **amounts: int) -> None:
    """Set resources (papyrus, bread, limestone, granite, gold) and scribe/faith counts."""
    p = game.state.players[seat]
    for key, value in amounts.items():
        if key == "scribes":
            p.scribes = value
        elif key == "faith":
            p.faith = value
        else:
            p.resources[key] = value
    refresh(game)


def zero_resources(game: Game, seat: int) -> None:
    set_resources(game, seat, papyrus=0, bread=0, limestone=0, granite=0, gold=0, scribes=0, faith=0)


def take_and_act(game: Game, die: int, action_kind: str, anubis: bool = False, value: int | None = None,
                 **action_args: Any) -> list[dict]:
    """Take ``die`` (optionally changing its value with scribes) and choose the action."""
    events = act(game, "take_die", die=die, anubis=anubis)
    if game.decision.kind == "adjust_die":
        target = game.state.turn.value if value is None else value
        events += act(game, "set_value", value=target)
    events += act(game, action_kind, **action_args)
    return events


def vp_events(events: Iterable[dict], seat: int | None = None) -> list[tuple[int, str]]:
    return [(e["amount"], e["reason"]) for e in events if e["type"] == "vp" and (seat is None or e["player"] == seat)]


def clear_board(game: Game) -> None:
    """Take every building, statue and pillar off the board (pillar tiles back under the stack)."""
    board = game.state.board
    for cell in board.temple:
        if cell is not None:
            board.pillar_stack.insert(0, cell.tile)
    board.temple = [None] * len(board.temple)
    board.osiris = [[None] * len(row) for row in board.osiris]
    board.temple_buildings = {}
    board.people_statues = {}
    board.god_statues = {g: [] for g in game.board.gods}
    refresh(game)
