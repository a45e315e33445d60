"""Whole games played only by posted mouse clicks on what the client highlights (issue #5),
including Undo and a save/load through the menu (issue #6)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

from game.settings import Settings
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.ui.app import App
from game.ui.autoplay import ClickDriver, replay_scores
from game.ui.client import Client

SIZE = (1366, 768)


def play(tmp_path, players: int | None, solo: str | None, seed: int):
    app = App(SIZE)
    try:
        client = Client(app, Settings(window_size=SIZE, animation_speed="fast"),
                        autosave_folder=tmp_path / "autosave", saves_folder=tmp_path / "saves")
        driver = ClickDriver(client, seed)
        driver.start_game(players, solo, seed)
        report = driver.play_to_the_end()
        assert isinstance(app.stack.top, GameOverScene)
        return report
    finally:
        app.close()


@pytest.mark.parametrize("players,solo,seed", [
    (2, None, 11), (4, None, 12), (None, "easy", 13), (None, "medium", 14), (None, "hard", 15),
])
def test_a_whole_game_by_clicks_ends_with_the_engines_scores(tmp_path, players, solo, seed):
    report = play(tmp_path, players, solo, seed)
    game = report.session.game
    assert game.is_over
    assert game.scores() == replay_scores(report.session)
    config = game.view(-1)["config"]
    assert config["seed"] == seed                      # typed into the seed field
    assert config["solo"] == bool(solo)
    if solo:
        assert config["difficulty"] == solo
    else:
        assert config["players"] == players
    assert report.reloaded                             # saved and loaded through the menu
    assert report.undos > 0                            # the Undo button was used


def test_the_autosave_of_a_finished_game_is_marked_finished(tmp_path):
    from game import persist

    play(tmp_path, 2, None, 21)
    infos = persist.list_saves(tmp_path / "autosave")
    assert infos and all(info.finished for info in infos)
    assert persist.unfinished_autosaves(tmp_path / "autosave") == []


@pytest.mark.parametrize("variant", ["aten", "memphis"])
def test_a_two_player_variant_is_chosen_by_clicks_and_played_to_the_end(tmp_path, variant):
    app = App(SIZE)
    try:
        client = Client(app, Settings(window_size=SIZE, animation_speed="fast", game="dynasties"),
                        autosave_folder=tmp_path / "autosave", saves_folder=tmp_path / "saves")
        driver = ClickDriver(client, 8)
        driver.start_game(2, None, 8, variant=variant)
        report = driver.play_to_the_end()
        game = report.session.game
        assert game.config.variant == variant and game.is_over
        assert game.scores() == replay_scores(report.session)
    finally:
        app.close()
