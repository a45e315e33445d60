"""What a position of Tekhenu is worth, for the computer players (the game's ``AiHints``).

``game.ai`` searches; this module judges. A player's worth adds up what will turn into VP:
the VP scored, what a scoring would pay now (times the scorings to come), the decrees held,
the cost of the scales at the next Maat, and the resources, production, people and cards
that buy more. The weights are data (data/tekhenu_ai.yaml), tuned by self-play: one set for
every level, and the hard level's own (tuned against medium players). A seat's value is its
worth minus the others', so hurting a rival counts as much as helping oneself.

The evaluation reads the game it is given, which for a computer player is always a
determinized copy: the others' decrees in it are guesses drawn from the unseen cards.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from game.core import weights as ai_weights
from game.core.resources import shipped
from game.tekhenu.rules import Game, final, maat, ops, scoring
from game.tekhenu.rules.catalog import RESOURCES

WEIGHT_NAMES = ("vp", "scoring_now", "decrees", "maat_loss", "balance", "resource", "gold", "scribe", "faith",
                "production", "happiness", "population", "blessing", "technology", "bread_short")
WEIGHTS_FILE = "tekhenu_ai.yaml"   # in the shipped data folder; game.tools.tune_ai rewrites it
LAST_ROUND = 16
SCORINGS = 2


@dataclass(frozen=True)
class TekhenuAi(ai_weights.WeightedHints):
    """Tekhenu's evaluation with its weights (``weights[name]`` for each of ``WEIGHT_NAMES``), the
    weights of the levels that have their own, and its search settings."""

    def evaluate(self, game: Game, seat: int) -> float:
        if game.is_over:
            totals = [p.vp for p in game.state.players]
            others = [t for i, t in enumerate(totals) if i != seat]
            return totals[seat] - max(others, default=0)
        board = board_facts(game)
        return self.lead([self.worth(game, index, board) for index in range(len(game.state.players))], seat)

    def worth(self, game: Game, seat: int, board: BoardFacts | None = None) -> float:
        """What player ``seat`` holds, in VP (see the module docstring)."""
        features = self.features(game, seat, board)
        return sum(self.weights[name] * value for name, value in features.items())

    @staticmethod
    def features(game: Game, seat: int, board: BoardFacts | None = None) -> dict[str, float]:
        """The value of each feature for player ``seat`` (``board``: :func:`board_facts`, when
        already worked out for this position)."""
        state = game.state
        p = state.players[seat]
        scorings_left = SCORINGS - state.scorings
        to_play = max(0, LAST_ROUND - state.round) / LAST_ROUND
        found = {name: 0.0 for name in WEIGHT_NAMES}
        found["vp"] = p.vp
        found["scoring_now"] = scorings_left * _scoring_now(game, seat, board or board_facts(game))
        found["decrees"] = _decrees_now(game, seat)
        found["happiness"] = p.happiness
        if p.is_automa:
            return found
        balance = maat.balance(game, seat)
        found["maat_loss"] = -maat.vp_loss(game, balance) if state.maat_phases < 4 else 0
        found["balance"] = -abs(balance)
        found["resource"] = sum(p.resources[r] for r in RESOURCES)
        found["gold"] = p.resources["gold"]
        found["scribe"] = p.scribes
        found["faith"] = p.faith
        found["production"] = to_play * sum(p.production.values())
        found["population"] = p.population
        found["blessing"] = len(p.blessings)
        found["technology"] = len(p.technologies)
        short = max(0, scoring.bread_owed(game, seat) - p.resources["bread"] - p.resources["gold"])
        found["bread_short"] = -scorings_left * short
        return found


@dataclass(frozen=True)
class BoardFacts:
    """What a scoring now would give on the shared board, worked out once for every seat's worth."""

    #: who would win each Osiris district (None: nobody is there)
    winners: list[int | None]
    #: the temple complex's VP by seat (scoring.temple_vps)
    temple: dict[int, int]


def board_facts(game: Game) -> BoardFacts:
    return BoardFacts([scoring.district_winner(game, district) for district in game.board.osiris.districts],
                      scoring.temple_vps(game))


def _scoring_now(game: Game, seat: int, board: BoardFacts) -> int:
    """The VP a scoring would give ``seat`` if it happened now (RULES §5.5)."""
    data, p = game.board.scoring, game.state.players[seat]
    vp = data.district_vp * board.winners.count(seat)
    vp += board.temple.get(seat, 0)
    vp += data.statue_vp[min(p.statues_built, len(data.statue_vp) - 1)]
    vp += data.happiness_vp_per_symbol * ops.symbols_reached(game, p.happiness)
    if not p.is_automa:
        top = game.board.player_board.production_max
        vp += data.production_top_vp * sum(1 for v in p.production.values() if v >= top)
        vp += sum(space.vp for space in scoring.uncovered_building_row(game, seat))
    return vp


def _decrees_now(game: Game, seat: int) -> int:
    """The VP the decrees ``seat`` holds would score now: the best one per symbol, up to the
    number a player may score (an estimate: the final choice is the player's)."""
    best: dict[str, int] = {}
    catalog = game.catalog
    for card in game.state.players[seat].decrees:
        symbol = catalog.decrees[card].symbol
        best[symbol] = max(best.get(symbol, 0), final.decree_vp(game, seat, card))
    return sum(sorted(best.values(), reverse=True)[: game.board.scoring.max_decrees])


@functools.cache
def hints(data_dir: Path | None = None) -> TekhenuAi:
    """Tekhenu's evaluation with the shipped (tuned) weights."""
    return TekhenuAi.load((data_dir or shipped("data")) / WEIGHTS_FILE, WEIGHT_NAMES)
