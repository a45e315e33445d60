"""How much a computer player may think: seconds of wall time, or a number of positions.

A time budget plays as well as the machine allows; a count of positions (``iterations``)
makes the same choice on every machine for the same seed, which tests and the arena's
reproducible runs need.
"""
from __future__ import annotations

import time


class Budget:
    """Counts the positions a search judges and says when it must stop."""

    def __init__(self, seconds: float | None = None, iterations: int | None = None) -> None:
        if (seconds is None) == (iterations is None):
            raise ValueError("give a time budget or a number of iterations, not both or neither")
        self.seconds = seconds
        self.iterations = iterations
        self.start = time.perf_counter()
        self.used = 0

    def spend(self, positions: int = 1) -> None:
        self.used += positions

    @property
    def exhausted(self) -> bool:
        if self.iterations is not None:
            return self.used >= self.iterations
        return time.perf_counter() - self.start >= self.seconds

    def share(self, fraction: float) -> "Budget":
        """A part of what is left, for one stage of a search (the same kind of budget)."""
        if self.iterations is not None:
            return Budget(iterations=max(1, int((self.iterations - self.used) * fraction)))
        left = self.seconds - (time.perf_counter() - self.start)
        return Budget(seconds=max(0.0, left * fraction))
