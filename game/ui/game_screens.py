"""A game's :class:`~game.ui.game_ui.GameUI` assembled from its scene classes.

A game whose board shows its scores and its game-over screen and needs nothing else of the client
supplies four classes and its rules document: the New game scene (``(on_start, on_back, preset,
seats)``), the board scene (``(session, settings, on_game_over=, on_menu=, on_rules=, on_scores=,
sounds=, computers=)``, with the class method ``prepare_pictures(size)`` of
:class:`~game.ui.board_flow.BoardFlow`), the game-over scene (``(session, on_new_game=, on_main_menu=, on_replay=)``)
and the scores scene (``(session)``). "Same set-up again" opens the New game screen filled in from
the finished game; the game-over screen's New game opens it empty.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from game.seats import Seat
from game.ui.document import RulesDocument
from game.ui.game_ui import ClientHooks, StartGame
from game.ui.scene import Scene, Size

if TYPE_CHECKING:
    from game.session import Session


class GameScreens:
    """The New game screen, the board (which pushes the scores and game over) and the rules."""

    def __init__(self, new_game: type[Scene], board: type[Scene], game_over: type[Scene], scores: type[Scene],
                 rules: Callable[[], RulesDocument]) -> None:
        self.new_game, self.board, self.game_over, self.scores, self.rules = new_game, board, game_over, scores, rules

    def new_game_scene(self, on_start: StartGame, on_back: Callable[[], None], preset: Any = None,
                       seats: list[Seat] | None = None) -> Scene:
        return self.new_game(on_start, on_back, preset, seats)

    def board_scene(self, session: Session, hooks: ClientHooks) -> Scene:
        def game_over(board: Any) -> None:
            board.stack.push(self.game_over(board.session, on_new_game=lambda: hooks.new_game(None),
                                            on_main_menu=hooks.main_menu,
                                            on_replay=lambda: hooks.new_game(board.session)))

        return self.board(session, hooks.settings(), on_game_over=game_over, on_menu=lambda board: hooks.open_menu(),
                          on_rules=lambda board: hooks.open_rules(),
                          on_scores=lambda board: board.stack.push(self.scores(board.session)),
                          sounds=hooks.sounds, computers=hooks.computers)

    def rules_document(self) -> RulesDocument:
        return self.rules()

    def prepare_board(self, size: Size) -> Iterator[None]:
        """The board's pictures that do not depend on the game (its scene class's
        ``prepare_pictures``, as :class:`~game.ui.board_flow.BoardFlow`'s); its code is imported
        with the game's screens."""
        return self.board.prepare_pictures(size)
