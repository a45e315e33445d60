"""Deterministic randomness whose whole state is two integers.

Each draw seeds a fresh ``random.Random`` from ``(namespace, seed, counter)`` and then bumps
the counter, so the state serialises as two numbers and a replay with the same seed and the
same actions gives byte-identical JSON. The counter also tells the engine that something
random became known (``Engine.reveals``). Each game subclasses :class:`Rng` with its own
``namespace``, so two games given the same seed draw differently.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar, Sequence, TypeVar

T = TypeVar("T")


@dataclass
class Rng:
    seed: int
    counter: int = 0
    #: Mixed into every draw; each game sets its own (changing it changes every game's draws).
    namespace: ClassVar[str] = "game"

    def _next(self) -> random.Random:
        generator = random.Random(f"{self.namespace}:{self.seed}:{self.counter}")
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
