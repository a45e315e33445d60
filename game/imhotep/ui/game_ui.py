"""Imhotep's screens for the shared client (``game.ui.game_ui.GameUI``): the New game screen, the
board (which shows the scores and the game-over screen itself) and the rules reference."""
from __future__ import annotations

from game.imhotep.ui.rules_document import rules_document
from game.imhotep.ui.scenes.board import BoardScene
from game.imhotep.ui.scenes.game_over import GameOverScene
from game.imhotep.ui.scenes.new_game import NewGameScene
from game.imhotep.ui.scenes.scores import ScoresScene
from game.ui.game_screens import GameScreens

UI = GameScreens(NewGameScene, BoardScene, GameOverScene, ScoresScene, rules_document)
