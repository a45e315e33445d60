"""Computer players in the client: chosen seat by seat on the New game screen, playing their
turns on the board (narrated like Botankhamun's, no pass-the-device screen for one person),
saved and resumed with the game, and a Hint that suggests a move without playing it."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.computer_players import ComputerPlayers
from game.seats import COMPUTER_NAMES, Seat
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.scenes import board as board_module
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.ui import theme as th
from game.ui.app import App
from game.ui.autoplay import ClickDriver, click_events
from game.ui.client import Client

SIZE = (1366, 768)


@pytest.fixture
def client(tmp_path):
    app = App(SIZE)
    pygame.event.clear()
    made = Client(app, Settings(window_size=SIZE, animation_speed="fast"), autosave_folder=tmp_path / "autosave",
                  saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json",
                  computers=ComputerPlayers(inline=True, iterations=15))
    yield made
    app.close()


def click(client: Client, pos: tuple[int, int]) -> None:
    for event in click_events(pos):
        pygame.event.post(event)
    client.app.step()


def settle(client: Client) -> None:
    for _ in range(400):
        if not client.app.stack.is_animating:
            break
        client.app.step(0.5)
    client.app.step(0.0)


def test_one_person_plays_a_whole_game_against_three_computers_by_clicks_and_resumes_it(client, monkeypatch):
    pass_screens = []
    monkeypatch.setattr(board_module, "PassDeviceScene", lambda *args, **kwargs: pass_screens.append(args))
    driver = ClickDriver(client, seed=21, undo_rate=0.02)
    driver.start_game(4, None, 21, computers=("easy", "easy", "easy"))
    report = driver.play_to_the_end(save_load_at_round=5)
    assert isinstance(client.app.stack.top, GameOverScene)
    session = report.session
    assert report.reloaded and session.computers == [None, "easy", "easy", "easy"]
    assert [seat.name for seat in session.seats[1:]] == list(COMPUTER_NAMES[1:4])
    assert pass_screens == []                       # one person: nothing to hide from anybody
    # the computers played their own seats: every seat decided many times
    deciders = {action_seat for action_seat in _deciders(session)}
    assert deciders == {0, 1, 2, 3}


def _deciders(session) -> list[int]:
    game = session.module.new_game(session.game.config)
    seats = []
    for action in session.game.history:
        seats.append(game.decision.player)
        game.apply(action)
    return seats


def test_each_seat_is_a_person_or_a_computer_and_a_game_needs_a_person(client):
    started = []
    scene = NewGameScene(lambda config, seats, known: started.append(seats), lambda: None, GameConfig(players=3))
    client.app.stack.push(scene)
    client.app.step()
    click(client, scene.buttons["kind:1:hard"].rect.center)
    assert scene.names[1].text == COMPUTER_NAMES[1]          # a name nobody typed follows the choice
    click(client, scene.buttons["kind:1:human"].rect.center)
    assert scene.names[1].text == "Player 2"
    for seat in range(3):
        click(client, scene.buttons[f"kind:{seat}:easy"].rect.center)
    assert not scene.buttons["start"].enabled
    click(client, scene.buttons["start"].rect.center)
    assert started == []                                     # nobody would play: not started
    click(client, scene.buttons["kind:2:human"].rect.center)
    click(client, scene.buttons["start"].rect.center)
    assert [(seat.computer, seat.human) for seat in started[0]] == [("easy", False), ("easy", False), (None, True)]


def test_a_computers_turn_is_narrated_with_its_name_and_a_click_skips_it(client):
    seats = [Seat("Ana", "blue"), Seat("Imhotep", "orange", computer="medium")]
    client.start(GameConfig(players=2, seed=4), seats)
    board = client.app.stack.top
    assert isinstance(board, BoardScene)
    client.app.step()
    seen_caption = False
    for _ in range(300):                     # Ana chooses, the computer answers, until one of its captions shows
        if board.captions:
            seen_caption = True
            break
        if board.can_act:
            target = board._targets[0]       # noqa: SLF001 - the first glowing choice, clicked
            click(client, target.rect.center)
        else:
            client.app.step(0.05)
    assert seen_caption
    shown = board.captions[0]
    assert shown.seat == 1 and "Imhotep is playing" in board.status_line(board.ctx)
    click(client, (5, SIZE[1] - 5))          # a click anywhere skips the captions
    assert shown not in board.captions       # (the computer may already be on its next move)


def test_a_hint_shows_the_hard_players_move_without_playing_it(client):
    client.start(GameConfig(players=2, seed=6), [Seat("Ana", "blue"), Seat("Imhotep", "orange", computer="easy")])
    board = client.app.stack.top
    settle(client)
    while board.game.decision.player != 0 or len(board.game.legal_actions()) < 2:
        click(client, board._targets[0].rect.center)  # noqa: SLF001 - play on to a real choice of Ana's
        settle(client)
    history = list(board.game.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    client.app.step()
    settle(client)
    assert board.suggestion is not None
    action, text = board.suggestion
    assert action in board.game.legal_actions() and text.startswith("Hint: ")
    assert board.game.history == history            # shown, never played
    glowing = [t for t in board._targets if action in t.actions]  # noqa: SLF001
    assert glowing                                   # its place on the board or its button glows
    # its words on a gold strip over the panel's prompt (the question it answers), not over the log
    surface = pygame.Surface(SIZE)
    board.draw(surface)
    panel = board.panel.rect
    assert board.panel.shows_hint(board.ctx)
    assert surface.get_at((panel.centerx, panel.y + board.theme.px(12)))[:3] == th.GOLD_LIGHT
    assert surface.get_at((panel.centerx, panel.bottom + board.theme.px(8)))[:3] != th.GOLD_LIGHT
