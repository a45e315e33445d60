"""The guided game played through with the rules alone, as the board would play it: each step's
moves found among the legal actions, the screens opened where the board opens them, the free
steps and the playing ahead made by the computer player. The tests use it to check that every
step is reachable and that every expectation of the script holds; ``python -m
game.tekhenu.tutorial.rehearsal`` prints what happens at each step (for writing the notes).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field

from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.setup import unasked_reward
from game.tekhenu.tutorial.course import DONE, YOU, Course, unmet
from game.tekhenu.tutorial.script import Script, load_script


class RehearsalError(AssertionError):
    """The script cannot be played through: a move that is not legal, a screen that never opens…"""


@dataclass
class Seen:
    """What one step saw: the events of its moves and the screens they opened."""

    step: str
    events: list[dict] = field(default_factory=list)
    screens: list[str] = field(default_factory=list)
    unmet: list[str] = field(default_factory=list)


def new_game(script: Script) -> Game:
    return Game.new(GameConfig(solo=True, difficulty=script.difficulty, seed=script.seed))


def screens_of(events: list[dict]) -> list[str]:
    """The screens the board opens for these events, in order (as BoardScene queues them)."""
    return [("maat" if e["type"] == "turn_order" else "scoring") for e in events
            if (e["type"] == "turn_order" and e.get("reason") == "Maat") or e["type"] == "scoring_ended"]


def rehearse(script: Script | None = None, limit: int = 2000) -> tuple[Game, list[Seen]]:
    """Play the whole script; returns the game (over) and what each step saw. Raises
    :class:`RehearsalError` where the script and the game part."""
    script = script or load_script()
    game = new_game(script)
    course = Course(script)
    seen: list[Seen] = []
    pending: list[str] = []   # screens opened by the moves, not yet shown
    game_over_shown = False

    def record() -> Seen:
        """The record of the current step (begun when the step begins)."""
        if not seen or seen[-1].step != course.step.id:
            if seen:
                seen[-1].unmet = unmet(script.steps[script.index(seen[-1].step)], game)
            seen.append(Seen(course.step.id))
        return seen[-1]

    def show(screen: str) -> None:
        """The board opens ``screen``; a note over it is read at once."""
        shown = course.screen_opened(game, screen)
        if course.guided:
            record().screens.append(screen)
        if shown:
            course.next(game)

    for _ in range(limit):
        if not course.guided:
            break
        step = course.step
        record()
        if pending:   # the board shows its screens before the next decision
            show(pending.pop(0))
            continue
        if game.is_over and not game_over_shown:
            game_over_shown = True
            show("game_over")
            continue
        if step.kind in ("say", "branch"):
            course.next(game)
            continue
        if step.kind == "over":
            raise RehearsalError(f"step {step.id}: the {step.screen} screen never opens while it waits")
        if game.is_over:
            raise RehearsalError(f"step {step.id}: the game is over, the step still waits")
        if step.kind == "ahead":
            action = course.ahead_move(game)
        else:
            action = _choose(course, game)
        if action is None:
            continue
        events = game.apply(action)
        record().events += events
        if step.kind != "ahead":
            course.played(game, action)
            if not course.guided and course.progress.mode != DONE:
                raise RehearsalError(f"step {step.id}: {action.to_dict()} left the script")
        pending += screens_of(events)
    else:
        raise RehearsalError(f"the script did not end within {limit} moves")
    if seen:
        seen[-1].unmet = unmet(script.steps[script.index(seen[-1].step)], game)
    return game, seen


def _choose(course: Course, game: Game) -> Action:
    """The move the player makes at a ``do`` or ``free`` step (a free step's by the computer)."""
    step, script = course.step, course.script
    offered = course.offered(game, game.legal_actions())
    unasked = unasked_reward(game)
    if unasked is not None and unasked in offered:
        return unasked   # the board takes it by itself
    if step.kind == "free":
        from game.ai import choose

        return choose(game, YOU, level=script.ahead_level, seed=len(game.history),
                      iterations=script.ahead_iterations)
    if len(offered) == 1:
        return offered[0]
    done = course.done_in_step(game)
    raise RehearsalError(f"step {step.id}, move {done + 1} ({dict(step.moves[done])}): {len(offered)} "
                         f"legal actions match it at the decision {game.decision.kind!r} (expected exactly one)")


def main() -> int:
    """Print what happens at each step, in the log's English sentences."""
    from game.tekhenu.narrator import TekhenuNarrator

    script = load_script()
    game, seen = rehearse(script)
    narrator = TekhenuNarrator([script.player, "Botankhamun"], YOU, False)
    for record in seen:
        print(f"== {record.step}" + (f"  (screens: {', '.join(record.screens)})" if record.screens else ""))
        for event in record.events:
            line = narrator.line(event)
            if line:
                print(f"   {line}")
        for problem in record.unmet:
            print(f"   !! {problem}")
    print("final:", [(s["player"], s["total"]) for s in game.scores()])
    return 0 if all(not record.unmet for record in seen) else 1


if __name__ == "__main__":
    sys.exit(main())
