"""The step machine of the guided game: where the player is in the script, what the step offers,
and how the game's moves and screens move it on. Pure Python over the rules API (no pygame): the
board's guide drives it, and the tests drive it with the rules alone.

The player is always seat 0 (a solo game against Botankhamun). A step begins when the game has
``at`` actions, so the position saved with the game is only the step's id and that count:
loading checks both against the game (:meth:`Course.resume`), and anything that does not fit
lets the player play on freely rather than follow a script the game has left.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.protocols import RulesGame
from game.tekhenu.tutorial.script import Script, Step, matches

#: The player's seat.
YOU = 0
BOT = 1
#: The modes of a guided game: led by the script, played freely (the player chose it, or the
#: game left the script), or finished.
GUIDED, FREE, DONE = "guided", "free", "done"
#: The version of the position saved with a game (``to_data``).
VERSION = 1


@dataclass
class Progress:
    index: int        # the step, in the script
    at: int           # how many actions the game had when the step began
    mode: str = GUIDED


class Course:
    """The script being played through, step by step."""

    def __init__(self, script: Script, progress: Progress | None = None) -> None:
        self.script = script
        self.progress = progress or Progress(0, 0)

    # ------------------------------------------------------------------ reading
    @property
    def guided(self) -> bool:
        return self.progress.mode == GUIDED

    @property
    def step(self) -> Step | None:
        """The current step (None once the script no longer leads)."""
        return self.script.steps[self.progress.index] if self.guided else None

    @property
    def number(self) -> int:
        """The current step's number, from 1."""
        return self.progress.index + 1

    @property
    def leading(self) -> bool:
        """Whether the game is held to the script now (no undo, no hint, no choice taken by itself)."""
        step = self.step
        return step is not None and step.kind != "free"

    def done_in_step(self, game: RulesGame) -> int:
        """How many of the step's moves have been made."""
        return len(game.history) - self.progress.at

    def offered(self, game: RulesGame, legal: list[Action]) -> list[Action]:
        """The legal actions the player may choose now: all of them when playing freely, the next
        move of a ``do`` step, none while a note is to be read."""
        step = self.step
        if step is None or step.kind == "free":
            return list(legal)
        if step.kind != "do":
            return []
        done = self.done_in_step(game)
        if not 0 <= done < len(step.moves):
            return []
        return [action for action in legal if matches(action, step.moves[done])]

    def lost(self, game: RulesGame) -> bool:
        """Whether the player has a choice to make that the current step cannot offer (the game
        left the script): then the guided game goes on freely."""
        step = self.step
        if step is None or step.kind != "do" or game.decision is None or game.decision.player != YOU:
            return False
        return not self.offered(game, game.legal_actions())

    # ------------------------------------------------------------------ moving on
    def _advance(self, game: RulesGame) -> None:
        self.progress.index += 1
        self.progress.at = len(game.history)
        if self.progress.index >= len(self.script.steps):
            self.progress.index = len(self.script.steps) - 1
            self.progress.mode = DONE

    def played(self, game: RulesGame, action: Action) -> None:
        """``action`` was just applied to ``game``: a ``do`` step moves on after its last move, a
        ``free`` step after the move it waits for; a move the step did not ask for leaves the
        script."""
        step = self.step
        if step is None:
            return
        if step.kind == "free":
            if step.until_move is not None and matches(action, step.until_move):
                self._advance(game)
            return
        done = self.done_in_step(game)
        if step.kind != "do" or not 1 <= done <= len(step.moves) or not matches(action, step.moves[done - 1]):
            self.play_freely()
        elif done == len(step.moves):
            self._advance(game)

    def screen_opened(self, game: RulesGame, screen: str) -> bool:
        """A screen (maat, scoring, game_over) opened over the board: a ``free`` step waiting for
        it ends. Returns True when the step now current is a note over that screen."""
        step = self.step
        if step is not None and step.kind == "free" and step.until_screen == screen:
            self._advance(game)
            step = self.step
        return step is not None and step.kind == "over" and step.screen == screen

    def next(self, game: RulesGame) -> None:
        """The player read the note (Next), or chose to let the coach play ahead (a branch)."""
        step = self.step
        if step is not None and step.kind in ("say", "over", "branch"):
            self._advance(game)

    def play_freely(self) -> None:
        if self.guided:
            self.progress.mode = FREE

    def finish(self) -> None:
        self.progress.mode = DONE

    # ------------------------------------------------------------------ playing ahead
    def arrived(self, game: RulesGame) -> bool:
        """Whether playing ahead has reached the player's first turn of the script's round."""
        decision = game.decision
        return game.is_over or (game.round >= self.script.ahead_round and decision is not None
                                and decision.player == YOU and decision.kind == "take_die")

    def ahead_move(self, game: RulesGame) -> Action | None:
        """While playing ahead: the computer player's move for the player (None: the round is
        reached, and the step moves on)."""
        step = self.step
        if step is None or step.kind != "ahead":
            return None
        if self.arrived(game):
            self._advance(game)
            return None
        from game.ai import choose  # the search is loaded only when the coach plays ahead

        if game.decision.player != YOU:
            return None
        return choose(game, YOU, level=self.script.ahead_level, seed=len(game.history),
                      iterations=self.script.ahead_iterations)

    # ------------------------------------------------------------------ what the notes say
    def values(self, game: RulesGame) -> dict[str, Any]:
        """The numbers a note may show: {vp}, {bot_vp}, {round}, {step}, {steps}."""
        scores = game.view(YOU)["players"]
        return {"vp": scores[YOU]["vp"], "bot_vp": scores[BOT]["vp"], "round": game.round,
                "step": self.number, "steps": len(self.script.steps)}

    # ------------------------------------------------------------------ saved with the game
    def to_data(self) -> dict[str, Any]:
        """The position, as JSON-able data (the step by its id)."""
        return {"version": VERSION, "step": self.script.steps[self.progress.index].id,
                "at": self.progress.at, "mode": self.progress.mode}

    @classmethod
    def resume(cls, script: Script, data: Any, game: RulesGame) -> "Course":
        """The course at the position ``data`` saved with ``game``, checked against it: a note
        over a screen that is no longer open is passed, a ``do`` step whose moves were all made
        moves on, and a position that does not fit the game (damaged, edited, another version of
        the script) leaves the player to play on freely."""
        progress = _read(script, data)
        course = cls(script, progress or Progress(0, 0, FREE))
        if progress is None or not course.guided:
            return course
        if not 0 <= progress.at <= len(game.history):
            course.play_freely()
            return course
        while course.guided:
            step = course.step
            made = course.done_in_step(game)
            if step.kind == "over" or (step.kind == "do" and made == len(step.moves)):
                course._advance(game)
                continue
            if step.kind == "do" and not (0 <= made < len(step.moves) and not course.lost(game)):
                course.play_freely()
            elif step.kind in ("say", "branch") and made != 0:
                course.play_freely()
            break
        return course


def _read(script: Script, data: Any) -> Progress | None:
    """A saved position, each field checked (None: not one)."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    index = script.index(data.get("step")) if isinstance(data.get("step"), str) else None
    at, mode = data.get("at"), data.get("mode")
    if index is None or type(at) is not int or mode not in (GUIDED, FREE, DONE):   # noqa: E721 — true is no count
        return None
    return Progress(index, at, mode)


def unmet(step: Step, game: RulesGame) -> list[str]:
    """The expectations of ``step`` (``expect`` in the script) that ``game`` does not meet, each
    as "name: expected X, found Y"."""
    view = game.view(YOU)
    found = []
    for name, wanted in step.expect.items():
        value = _counter(view, name)
        if value != wanted:
            found.append(f"{name}: expected {wanted!r}, found {value!r}")
    return found


def _counter(view: dict[str, Any], name: str) -> Any:
    if name == "first":
        return "you" if view["turn_order"][0] == YOU else "bot"
    who, _, counter = name.partition(".")
    player = view["players"][YOU if who == "you" else BOT]
    if counter == "greed":
        return sum(player["greed"].values())
    if counter.startswith("production."):
        return player["production"][counter.partition(".")[2]]
    if counter in player["resources"]:
        return player["resources"][counter]
    return player[counter]
