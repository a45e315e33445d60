"""A whole game played only by clicks in each language of the client (issue #16): the driver
clicks what the screens offer, whatever their words, and the game ends with the engine's scores."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

from game.i18n import current_language, set_language
from game.settings import Settings
from game.ui.app import App
from game.ui.autoplay import ClickDriver, replay_scores
from game.ui.client import Client

SIZE = (1366, 768)


@pytest.mark.parametrize("code,seed", [("hu", 31), ("pl", 32), ("ko", 33)])
def test_a_whole_tekhenu_game_by_clicks_in_each_language(tmp_path, code, seed):
    app = App(SIZE)
    try:
        client = Client(app, Settings(window_size=SIZE, animation_speed="fast", language=code),
                        autosave_folder=tmp_path / "autosave", saves_folder=tmp_path / "saves")
        assert current_language() == code
        driver = ClickDriver(client, seed)
        driver.start_game(2, None, seed)
        report = driver.play_to_the_end()
        game = report.session.game
        assert game.is_over and game.scores() == replay_scores(report.session)
        assert report.reloaded and report.undos > 0
    finally:
        app.close()
        set_language("en")
