"""Imhotep: Builders of Egypt's rules, pure Python on ``game.core`` (the rules API of DESIGN.md)."""
from game.core.actions import Action, IllegalAction
from game.imhotep.rules.game import Game
from game.imhotep.rules.state import GameConfig

__all__ = ["Action", "Game", "GameConfig", "IllegalAction"]
