"""Deterministic randomness whose whole state is two integers.

Each draw seeds a fresh ``random.Random`` from ``(seed, counter)`` and then bumps the
counter, so the state serialises as two numbers and a replay with the same seed and
the same actions gives byte-identical JSON.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")


@dataclass
class Rng:
    seed: int
    counter: int = 0

    def _next(self) -> random.Random:
        generator = random.Random(f"tekhenu:{self.seed}:{self.counter}")
        self.counter += 1
        return generator

    def shuffle(self, items: list[T]) -> None:
        self._next().shuffle(items)

    def randint(self, low: int, high: int) -> int:
        return self._next().randint(low, high)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._next().randrange(len(items))]

    def roll(self, count: int) -> list[int]:
        generator = self._next()
        return [generator.randint(1, 6) for _ in range(count)]
