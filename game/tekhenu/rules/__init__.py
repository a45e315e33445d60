"""The Tekhenu rules: pure Python, no pygame. The public API (DESIGN.md) and nothing else."""
from game.core.actions import Action, Decision, IllegalAction

from .game import Game
from .state import GameConfig

__all__ = ["Action", "Decision", "Game", "GameConfig", "IllegalAction"]
