"""The computer players of a game being played: their thinking runs in a worker process.

A hard computer player thinks for up to a second; in the window's own process that would
freeze the screen. :class:`ComputerPlayers` hands the game (its JSON) to one worker process,
which rebuilds it and asks :func:`game.ai.choose`; the board polls for the answer once per
frame and keeps drawing meanwhile. The worker gets the whole game, secrets included, but
``choose`` only ever searches determinized copies built from the seat's view (its contract,
tested for every game), so it plays on what its seat may see.

``inline=True`` thinks in the calling process instead, at once (tests, and the click-driven
autoplay, which has no frames to keep drawing).
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game import games
from game.core.actions import Action
from game.core.protocols import RulesGame

if TYPE_CHECKING:
    import concurrent.futures

#: Seconds a computer player may think per decision (the easy and medium levels need less).
THINKING_SECONDS = 1.0


def think(game_id: str, state: str, seat: int, level: str, seed: int, budget_s: float | None,
          iterations: int | None) -> dict:
    """In the worker: the action ``level`` chooses for ``seat`` in the game ``state`` (JSON)."""
    from game.ai import choose  # the search is imported where it runs (not at the client's start)

    module = games.get(game_id)
    game = module.from_json(state)
    action = choose(game, seat, level, seed=seed, budget_s=budget_s, iterations=iterations, hints=module.ai_hints())
    return action.to_dict()


@dataclass(frozen=True)
class Question:
    """What a computer player was asked: its seat at a position (the game's move count), to play
    there, or only to suggest a move to the person at that seat (``hint``)."""

    seat: int
    moves: int
    hint: bool = False


#: The level whose move a hint suggests.
HINT_LEVEL = "hard"


class ComputerPlayers:
    """Asks computer players for their choices, one at a time, without blocking the caller."""

    def __init__(self, inline: bool = False, budget_s: float | None = THINKING_SECONDS,
                 iterations: int | None = None) -> None:
        self.inline = inline
        self.budget_s = None if iterations is not None else budget_s
        self.iterations = iterations
        self._executor: concurrent.futures.Executor | None = None
        self._future: concurrent.futures.Future | None = None
        self._answer: dict | None = None
        self.question: Question | None = None

    def ask(self, module_id: str, game: RulesGame, seat: int, level: str, moves: int, hint: bool = False) -> None:
        """Start choosing for ``seat`` (``moves``: how many actions the game has had, so that an
        answer to an older position is never played; ``hint``: a suggestion for a person)."""
        self.cancel()
        self.question = Question(seat, moves, hint)
        arguments = (module_id, game.to_json(), seat, level, secrets.randbits(32), self.budget_s, self.iterations)
        if self.inline:
            self._answer = think(*arguments)
            return
        if self._executor is None:
            self._executor = _worker()
        self._future = self._executor.submit(think, *arguments)

    def suggest(self, module_id: str, game: RulesGame, moves: int) -> None:
        """Start choosing a move to suggest to the person deciding in ``game``: what the hard
        computer player would do there (a hint; see :meth:`ask`)."""
        self.ask(module_id, game, game.decision.player, HINT_LEVEL, moves, hint=True)

    @property
    def thinking(self) -> bool:
        return self.question is not None

    def answer(self, seat: int, moves: int, hint: bool = False) -> Action | None:
        """The chosen action once it is ready, if it answers this very question (else None)."""
        if self.question != Question(seat, moves, hint):
            return None
        if self._future is not None:
            if not self._future.done():
                return None
            self._answer = self._future.result()
            self._future = None
        answer, self._answer, self.question = self._answer, None, None
        return Action.from_dict(answer) if answer is not None else None

    def wait(self, timeout: float | None = None) -> None:
        """Block until the answer is ready (the click-driven autoplay, which draws no frames)."""
        if self._future is not None:
            try:
                self._future.exception(timeout=timeout)
            except TimeoutError:
                pass

    def cancel(self) -> None:
        """Forget the question being thought about (the game moved on: undo, a loaded game)."""
        if self._future is not None:
            self._future.cancel()
        self._future, self._answer, self.question = None, None, None

    def prepare(self) -> None:
        """Load the code of the worker process's pool (multiprocessing) before a game: the first
        question to a computer player then does not wait for it (about 25 ms). No process starts."""
        if not self.inline and self._executor is None:
            _worker().shutdown()

    def close(self) -> None:
        """Stop the worker process (the game is left)."""
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _worker() -> "concurrent.futures.ProcessPoolExecutor":
    """A pool of one worker process, started on first use (imported then: the client starts
    faster without multiprocessing)."""
    import concurrent.futures
    import multiprocessing

    return concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
