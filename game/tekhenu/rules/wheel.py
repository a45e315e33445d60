"""The obelisk wheel: lighting of each god section, the state of a die, rotation and dice."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .state import set_die

if TYPE_CHECKING:
    from .game import Game


def lighting(game: "Game", section: int) -> str:
    """Lighting of god section ``section`` for the current wheel position."""
    pattern = game.board.wheel_pattern
    return pattern[(section - game.state.board.wheel_offset) % len(pattern)]


def lightings(game: "Game") -> tuple[str, ...]:
    """Lighting of every god section, in section order (one rotation of the pattern)."""
    pattern = game.board.wheel_pattern
    shift = game.state.board.wheel_offset % len(pattern)
    return pattern[-shift:] + pattern[:-shift] if shift else pattern


def state_of(game: "Game", colour: str, section: int) -> str:
    """``pure``, ``tainted`` or ``forbidden`` for a die of ``colour`` lying in ``section``."""
    return game.board.die_state[colour][lighting(game, section)]


def die_state(game: "Game", die: int, section: int) -> str:
    return state_of(game, game.state.dice[die].colour, section)


def die_states(game: "Game") -> dict[int, str]:
    """The state of every die on the wheel (each section's lighting read once, not per die)."""
    table, dice, sections = game.board.die_state, game.state.dice, game.state.board.sections
    found = {}
    for ids, light in zip(sections, lightings(game)):
        for die in ids:
            found[die] = table[dice[die].colour][light]
    return found


def god_of(game: "Game", section: int) -> str:
    return game.board.gods[section]


def section_of(game: "Game", god: str) -> int:
    return game.board.gods.index(god)


def arrow(game: "Game") -> int:
    return game.state.board.wheel_offset % len(game.board.gods)


def shaded_sections(game: "Game") -> list[int]:
    return [s for s in range(len(game.board.gods)) if lighting(game, s) == "shaded"]


def draw_dice(game: "Game", section: int, count: int) -> None:
    """Draw ``count`` random dice from the bag, roll them and add them to ``section``."""
    board = game.state.board
    game.state.rng.shuffle(board.bag)
    drawn = [board.bag.pop() for _ in range(min(count, len(board.bag)))]
    for die, value in zip(drawn, game.state.rng.roll(len(drawn))):
        set_die(game.state, die, value)
        board.sections[section].append(die)
    board.sections[section].sort()
    game.emit(
        "dice_added",
        section=section,
        god=god_of(game, section),
        dice=[{"die": d, "colour": game.state.dice[d].colour, "value": game.state.dice[d].value} for d in drawn],
    )


def rotate(game: "Game") -> None:
    game.state.board.wheel_offset += 1
    game.state.rotations += 1
    game.emit("wheel_rotated", rotation=game.state.rotations, arrow=arrow(game),
              lighting=[lighting(game, s) for s in range(len(game.board.gods))])
