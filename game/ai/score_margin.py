"""The evaluation any game has without hints of its own: the lead in score right now."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from game.core.protocols import RulesGame
from game.core.weights import Search


class ScoreMargin:
    """A seat's score minus the best other score (what ``scores()`` says at this moment)."""

    weights: Mapping[str, float] = MappingProxyType({})
    search: Search = Search()

    def with_weights(self, weights: Mapping[str, float]) -> "ScoreMargin":
        return self

    def for_level(self, level: str) -> "ScoreMargin":
        return self

    def evaluate(self, game: RulesGame, seat: int) -> float:
        totals = [entry["total"] for entry in game.scores()]
        others = [total for index, total in enumerate(totals) if index != seat]
        return totals[seat] - max(others, default=0)
