"""The screens of "Dynasties" for the shared client (``game.ui.game_ui.GameUI``): the New game
screen, the table (which shows the scores and the game-over screen itself) and the rules
reference."""
from __future__ import annotations

from collections.abc import Callable

from game.dynasties.rules import GameConfig
from game.dynasties.ui.rules_document import rules_document
from game.dynasties.ui.scenes.board import BoardScene
from game.dynasties.ui.scenes.game_over import GameOverScene
from game.dynasties.ui.scenes.new_game import NewGameScene
from game.dynasties.ui.scenes.scores import ScoresScene
from game.seats import Seat
from game.session import Session
from game.ui.document import RulesDocument
from game.ui.game_ui import ClientHooks, StartGame
from game.ui.scene import Scene


class DynastiesUI:
    def new_game_scene(self, on_start: StartGame, on_back: Callable[[], None], preset: GameConfig | None = None,
                       seats: list[Seat] | None = None) -> Scene:
        return NewGameScene(on_start, on_back, preset, seats)

    def board_scene(self, session: Session, hooks: ClientHooks) -> BoardScene:
        def game_over(board: BoardScene) -> None:
            board.stack.push(GameOverScene(board.session, on_new_game=lambda: hooks.new_game(None),
                                           on_main_menu=hooks.main_menu,
                                           on_replay=lambda: hooks.new_game(board.session)))

        return BoardScene(session, hooks.settings(), on_game_over=game_over, on_menu=lambda board: hooks.open_menu(),
                          on_rules=lambda board: hooks.open_rules(),
                          on_scores=lambda board: board.stack.push(ScoresScene(board.session)),
                          sounds=hooks.sounds, computers=hooks.computers)

    def rules_document(self) -> RulesDocument:
        return rules_document()


UI = DynastiesUI()
