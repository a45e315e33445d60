"""Main menu (resume), new game (seats, colours, variants) and quitting with confirmation."""
from __future__ import annotations

import random

import pygame
import pytest

from game.core.data import DataError
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.tekhenu.ui.widgets.wheel import lit_wedges
from game.ui.app import App
from game.ui.client import Client
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.main_menu import MainMenuScene

SIZE = (1366, 768)


@pytest.fixture
def client(tmp_path):
    app = App(SIZE)
    yield Client(app, Settings(window_size=SIZE), autosave_folder=tmp_path / "auto", saves_folder=tmp_path / "saves",
                 settings_path=tmp_path / "settings.json")
    app.close()


def click(app, rect):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
    app.step()


def test_the_sound_effects_are_built_in_the_first_moment_without_input_not_before_the_menu_shows(client):
    client.main_menu()
    client.app.step()
    assert client.app.frames_drawn == 1 and client.sounds.available
    assert not client.sounds.preparing
    client.app.idle_moment()
    assert client.sounds.preparing


def test_the_chosen_games_first_start_is_prepared_while_the_menu_waits_for_a_click(client, monkeypatch):
    module = client.module
    screens = module.ui()
    done = []

    def prepare_board(size):
        assert size == client.stack.size
        done.append("board")
        yield
        done.append("board's pictures")
        yield

    monkeypatch.setattr(screens, "prepare_board", prepare_board, raising=False)
    monkeypatch.setattr(client.computers, "prepare", lambda: done.append("computers"))
    monkeypatch.setattr(module, "ui", lambda: done.append("screens") or screens, raising=False)
    monkeypatch.setattr(module, "new_game", lambda config: done.append(("rules", config.players)), raising=False)
    client.main_menu()
    client.app.step()
    assert done == []   # not before the menu shows, not even the game's screens loaded
    while client.app.has_idle_work:   # moments without input, one piece of work each
        client.app.idle_moment()
    assert done == ["screens", "board", ("rules", max(module.seat_counts)), "computers", "board's pictures"]
    client.main_menu()   # back on the menu: done once is enough
    while client.app.has_idle_work:
        client.app.idle_moment()
    assert done == ["screens", "board", ("rules", max(module.seat_counts)), "computers", "board's pictures"]


def test_the_wheel_at_each_position_is_made_while_the_menu_waits_and_the_first_frame_makes_none(tmp_path):
    """Tekhenu's wheel, tinted at each of its positions, is the same in every game: the menu makes
    it for the window's size in its moments without input, and a game's first frame uses it."""
    size = (1500, 844)   # a size no other test draws Tekhenu at: nothing made before
    app = App(size)
    try:
        client = Client(app, Settings(window_size=size, game="tekhenu"), autosave_folder=tmp_path / "auto",
                        saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
        made = lit_wedges.cache_info().misses
        client.main_menu()
        app.step()
        while app.has_idle_work:
            app.idle_moment()
        assert lit_wedges.cache_info().misses == made + 6   # one picture per position of the wheel
        client.start(GameConfig(players=1, solo=True, seed=4),
                     [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)])
        app.step()
        assert isinstance(client.stack.top, BoardScene) and lit_wedges.cache_info().misses == made + 6
    finally:
        client.computers.close()
        app.close()


def test_damaged_data_of_the_chosen_game_is_left_to_its_start_and_the_menu_stays(client, monkeypatch):
    def damaged(config):
        raise DataError("board.yaml", "wheel", "sections", "expected 6, found 5")

    def board_made_ahead(size):
        yield
        damaged(None)

    screens = client.module.ui()
    monkeypatch.setattr(screens, "prepare_board", board_made_ahead, raising=False)
    monkeypatch.setattr(client.module, "ui", lambda: screens, raising=False)
    monkeypatch.setattr(client.module, "new_game", damaged, raising=False)
    client.main_menu()
    client.app.step()
    while client.app.has_idle_work:
        client.app.idle_moment()
    assert isinstance(client.stack.top, MainMenuScene)


def test_resume_continues_the_newest_unfinished_game(client, tmp_path):
    session = Session.new(GameConfig(players=3, seed=2), [Seat("A", "blue"), Seat("B", "pink"), Seat("C", "green")],
                          autosave_folder=tmp_path / "auto")
    chooser = random.Random(2)
    for _ in range(40):
        session.apply(chooser.choice(session.game.legal_actions()))
    client.main_menu()
    menu = client.stack.top
    assert isinstance(menu, MainMenuScene) and "resume" in menu.buttons
    assert menu.resume_info.names == ("A", "B", "C") and menu.resume_info.round == session.game.view(-1)["round"]
    click(client.app, menu.buttons["resume"].rect)
    board = next(scene for scene in client.stack if isinstance(scene, BoardScene))
    assert board.game.to_json() == session.game.to_json()
    assert board.session.colours == ["blue", "pink", "green"]


def test_without_an_unfinished_game_there_is_no_resume(client):
    client.main_menu()
    assert "resume" not in client.stack.top.buttons


def test_new_game_colours_stay_unique_and_the_solo_settings_reach_the_config(client):
    started = []
    scene = NewGameScene(lambda config, seats, known: started.append((config, seats, known)), lambda: None,
                         GameConfig(players=2, seed=77))
    client.stack.push(scene)
    scene._press("players:4")
    click(client.app, scene.buttons["colour:0:pink"].rect)
    assert scene.colours[:4] == ["pink", "orange", "green", "blue"]
    assert len(set(scene.colours)) == 4
    click(client.app, scene.buttons["mode:solo"].rect)
    click(client.app, scene.buttons["difficulty:hard"].rect)
    click(client.app, scene.buttons["random_starting"].rect)
    click(client.app, scene.buttons["printed_horus"].rect)
    click(client.app, scene.buttons["start"].rect)
    config, seats, known = started[0]
    assert (config.solo, config.players, config.difficulty, config.seed, known) == (True, 1, "hard", 77, True)
    assert config.solo_random_starting_cards and config.horus_printed_order
    assert seats[1].automa and seats[1].colour != seats[0].colour == "pink"


def test_closing_the_window_during_a_game_asks_first(client):
    client.start(GameConfig(players=2, seed=3), [Seat("A", "blue"), Seat("B", "orange")])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    client.app.step()
    assert client.app.running and isinstance(client.stack.top, Dialog)
    click(client.app, client.stack.top.buttons[0].rect)   # "Quit"
    assert not client.app.running


def test_closing_the_window_twice_during_a_game_quits(client):
    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    client.app.step()
    assert client.app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    client.app.step()
    assert not client.app.running


def test_escape_twice_on_the_board_opens_the_menu_and_returns_to_the_game(client):
    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    board = client.stack.top
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        client.app.step()
    assert client.stack.top is board


def test_save_as_asks_for_a_name_and_never_overwrites(client):
    from game.ui.scenes.save_as import SaveAsScene, file_stem

    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    board = client.stack.top
    for expected in ("My game.json", "My game (2).json"):
        client.save_as(board)
        scene = client.stack.top
        assert isinstance(scene, SaveAsScene) and "A" in scene.field.text   # a name is proposed
        scene.field.text = "My game"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        client.app.step()
        assert (client.saves_folder / expected).exists()
        client.stack.pop()   # the "Game saved" message
    assert file_stem("a/b:c*?") == "a b c" and file_stem("  ") == "Saved game"


def test_the_proposed_save_name_shortens_long_names_never_the_date(client):
    import re

    from game.ui.game_ui import is_board
    from game.ui.scenes.save_as import MAX_NAME

    seats = [Seat(f"{n}. játékos a Nílus partjáról", colour) for n, colour in ((1, "blue"), (2, "pink"), (3, "green"))]
    client.start(GameConfig(players=3, seed=3), seats)
    client.save_as(next(scene for scene in client.stack if is_board(scene)))
    proposed = client.stack.top.field.text
    assert len(proposed) <= MAX_NAME and proposed.startswith("1. játékos")
    assert re.search(r" \d{4}-\d\d-\d\d \d\d\.\d\d$", proposed)   # the minutes included


def test_the_main_menu_chooses_among_the_games_and_remembers_the_choice(client, tmp_path):
    from game.settings import load_settings

    client.main_menu()
    menu = client.stack.top
    assert {"game:tekhenu", "game:imhotep"} <= {key for key in menu.buttons if key.startswith("game:")}
    assert menu.title == ("Tekhenu", "Obelisk of the Sun")
    click(client.app, menu.buttons["game:imhotep"].rect)
    assert client.module.id == "imhotep" and client.stack.top.title[0] == "Imhotep"
    assert load_settings(tmp_path / "settings.json")[0].game == "imhotep"   # remembered
    click(client.app, client.stack.top.buttons["game:tekhenu"].rect)
    assert client.module.id == "tekhenu" and client.stack.top.title == ("Tekhenu", "Obelisk of the Sun")


def test_python_m_game_opens_with_the_game_given(tmp_path):
    import os
    import subprocess
    import sys

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    started = subprocess.run([sys.executable, "-m", "game", "--game", "tekhenu", "--quit-after-first-frame"],
                             env=env, capture_output=True, text=True, timeout=120)
    assert started.returncode == 0, started.stderr
    refused = subprocess.run([sys.executable, "-m", "game", "--game", "chess"], env=env, capture_output=True,
                             text=True, timeout=120)
    assert refused.returncode == 2 and "invalid choice: 'chess'" in refused.stderr
