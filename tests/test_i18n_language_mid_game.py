"""A language chosen in the middle of a game (Settings, from the in-game menu) is the board's at once:
its log and its prompt are said again in it, as a board opened afresh in that language says them.
The client tells a new language to every scene as a resize (``Client.apply_settings``)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pytest

from game.computer_players import ComputerPlayers
from game.dynasties.rules import Game as DynastiesGame
from game.dynasties.rules import GameConfig as DynastiesConfig
from game.dynasties.ui.scenes.board import BoardScene as DynastiesBoard
from game.i18n import set_language
from game.imhotep.rules import Game as ImhotepGame
from game.imhotep.rules import GameConfig as ImhotepConfig
from game.imhotep.ui.scenes.board import BoardScene as ImhotepBoard
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import Game as TekhenuGame
from game.tekhenu.rules import GameConfig as TekhenuConfig
from game.tekhenu.ui.scenes.board import BoardScene as TekhenuBoard
from game.ui.app import App
from tests.test_i18n_other_games_screens import played

SIZE = (1366, 768)

GAMES = {
    "tekhenu": (lambda: played(TekhenuGame.new(TekhenuConfig(players=3, seed=5)), 5, 40), TekhenuBoard),
    "imhotep": (lambda: played(ImhotepGame.new(ImhotepConfig(players=3, seed=6)), 6, 40), ImhotepBoard),
    "dynasties": (lambda: played(DynastiesGame.new(DynastiesConfig(players=3, seed=7)), 7, 40), DynastiesBoard),
}


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZE)
    yield application
    application.close()
    set_language("en")


def board_for(app: App, board_class, session: Session):
    board = board_class(session, Settings(window_size=SIZE, animation_speed="off"), on_game_over=lambda b: None,
                        on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    while app.stack.top is not board:   # the pass screen: the player at the board is the one to decide
        app.stack.pop()
    board.confirmed_viewer = session.game.decision.player
    board.refresh()
    app.step(0.0)
    return board


def said(board) -> tuple[list[str], str]:
    """The log's lines and the prompt of the decision, as the board shows them now."""
    return [line.text for line in board.log.lines], board.ctx.view["decision"]["prompt"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["hu", "ko"])
def test_a_language_chosen_during_a_game_says_the_log_and_the_prompt_again(app, game, language) -> None:
    make, board_class = GAMES[game]
    session = make()
    board = board_for(app, board_class, session)
    english = said(board)
    set_language(language)
    app.stack.resize(app.stack.size)   # what the client does when the language changes
    app.step(0.0)
    app.stack.pop()
    afresh = said(board_for(app, board_class, session))
    assert said(board) == afresh
    assert afresh[0] != english[0]
