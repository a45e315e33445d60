"""The screens of "Dynasties" for the shared client (``game.ui.game_ui.GameUI``): the New game
screen, the table (which shows the scores and the game-over screen itself) and the rules
reference."""
from __future__ import annotations

from game.dynasties.ui.rules_document import rules_document
from game.dynasties.ui.scenes.board import BoardScene
from game.dynasties.ui.scenes.game_over import GameOverScene
from game.dynasties.ui.scenes.new_game import NewGameScene
from game.dynasties.ui.scenes.scores import ScoresScene
from game.ui.game_screens import GameScreens

UI = GameScreens(NewGameScene, BoardScene, GameOverScene, ScoresScene, rules_document)
