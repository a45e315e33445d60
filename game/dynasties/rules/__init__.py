"""The rules of "Dynasties", pure Python on ``game.core`` (the rules API of DESIGN.md)."""
from game.core.actions import Action, IllegalAction
from game.dynasties.rules.game import Game
from game.dynasties.rules.state import GameConfig

__all__ = ["Action", "Game", "GameConfig", "IllegalAction"]
