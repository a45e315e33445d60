"""Tekhenu's screens for the shared client (``game.ui.game_ui.GameUI``): the New game screen
and the board, which shows the Maat phases, the scores and the game-over screen itself."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from game.settings import SPEED_FACTORS
from game.ui.document import RulesDocument
from game.ui.game_ui import ClientHooks, StartGame
from game.ui.scene import Scene, Size

if TYPE_CHECKING:   # each screen is imported when first opened: the rules from the main menu need only theirs
    from game.seats import Seat
    from game.session import Session
    from game.tekhenu.rules import GameConfig
    from game.tekhenu.ui.scenes.board import BoardScene


class TekhenuUI:
    def new_game_scene(self, on_start: StartGame, on_back: Callable[[], None], preset: GameConfig | None = None,
                       seats: list[Seat] | None = None) -> Scene:
        from game.tekhenu.ui.scenes.new_game import NewGameScene

        return NewGameScene(on_start, on_back, preset, seats)

    def board_scene(self, session: Session, hooks: ClientHooks) -> BoardScene:
        from game.tekhenu.ui.scenes.board import BoardScene
        from game.tekhenu.ui.scenes.game_over import GameOverScene
        from game.tekhenu.ui.scenes.maat import MaatScene
        from game.tekhenu.ui.scenes.scoring import ScoringScene

        def maat(board: BoardScene, events: list[dict]) -> None:
            speed = SPEED_FACTORS.get(hooks.settings().animation_speed, 1.0)
            board.stack.push(MaatScene(board.session, events, speed))

        def scoring(board: BoardScene, number: int) -> None:
            board.stack.push(ScoringScene(board.session, board.viewer(), scoring=number or None))

        def game_over(board: BoardScene) -> None:
            board.stack.push(GameOverScene(board.session, on_new_game=lambda: hooks.new_game(None),
                                           on_main_menu=hooks.main_menu,
                                           on_replay=lambda: hooks.new_game(board.session)))

        return BoardScene(session, hooks.settings(), on_game_over=game_over, on_menu=lambda board: hooks.open_menu(),
                          on_maat=maat, on_scoring=scoring, on_rules=lambda board: hooks.open_rules(),
                          sounds=hooks.sounds, computers=hooks.computers)

    def rules_document(self) -> RulesDocument:
        from game.tekhenu.ui.rules_document import rules_document

        return rules_document()

    def prepare_board(self, size: Size) -> Iterator[None]:
        """Import the New game screen, the board and the screens it opens (not needed for the
        menu), then make the board's pictures that do not depend on the set-up."""
        import game.tekhenu.ui.scenes.board  # noqa: F401
        import game.tekhenu.ui.scenes.game_over  # noqa: F401
        import game.tekhenu.ui.scenes.maat  # noqa: F401
        import game.tekhenu.ui.scenes.new_game  # noqa: F401
        import game.tekhenu.ui.scenes.scoring  # noqa: F401
        yield
        yield from game.tekhenu.ui.scenes.board.BoardScene.prepare_pictures(size)


UI = TekhenuUI()
