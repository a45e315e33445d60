"""The seed is a secret until the game is over (issue #11, item 5): every hidden card and future
draw follows from it, so no view, screen or log line carries it during the game; it is shown at
game over and in the exported log, and a typed seed makes a game that says it is a known set-up."""
from __future__ import annotations

import json
import random

import pytest

from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.ui.app import App
from game.ui.client import Client

SEED = 8_123_456_789_012_345_677   # distinctive: its digits cannot turn up by chance
SEATS = [Seat("Ana", "pink"), Seat("Bo", "green"), Seat("Cy", "blue")]


def _texts(view: dict) -> str:
    return json.dumps(view)


@pytest.mark.parametrize("config", [GameConfig(players=3, seed=SEED),
                                    GameConfig(players=1, solo=True, difficulty="hard", seed=SEED)],
                         ids=["hot-seat", "solo"])
def test_no_view_and_no_log_line_carries_the_seed_before_the_game_is_over(config):
    game = Game.new(config)
    seats = range(-1, 2 if config.solo else config.players)
    events = list(game.initial_events)
    chooser = random.Random(1)
    while not game.is_over:
        for seat in seats:
            view = game.view(seat)
            assert view["config"]["seed"] is None and view["rng"] is None
            assert str(SEED) not in _texts(view)
        events += game.apply(chooser.choice(game.legal_actions()))
    lines = [line.text for line in grouped_log(events, TekhenuNarrator(["A", "B", "C"], reveal_all=True))]
    assert not any(str(SEED) in line for line in lines)
    assert all(game.view(seat)["config"]["seed"] == SEED for seat in seats)   # shown at the end


def test_a_view_is_the_same_whatever_the_seed():
    """Two games that differ only in their seed (and so in every future draw) look alike."""
    game = Game.new(GameConfig(players=2, seed=1))
    chooser = random.Random(1)
    for _ in range(30):
        game.apply(chooser.choice(game.legal_actions()))
    data = json.loads(game.to_json())
    data["state"]["config"]["seed"] = data["state"]["rng"]["seed"] = 2
    other = Game.from_json(json.dumps(data))
    assert other.to_json() != game.to_json()
    assert all(other.view(seat) == game.view(seat) for seat in (-1, 0, 1))


def test_the_session_shows_the_seed_only_at_the_end_or_for_a_known_set_up(tmp_path):
    secret = Session.new(GameConfig(players=2, seed=SEED), SEATS[:2], autosave_folder=tmp_path)
    known = Session.new(GameConfig(players=2, seed=42), SEATS[:2], autosave_folder=tmp_path, known_setup=True)
    assert secret.seed is None and known.seed == 42
    chooser = random.Random(2)
    while not secret.game.is_over:
        secret.apply(chooser.choice(secret.game.legal_actions()))
    assert secret.seed == SEED
    resumed = Session.load(tmp_path / f"{known.game_id}.json", autosave_folder=tmp_path)
    assert resumed.known_setup and resumed.seed == 42


@pytest.fixture
def client(tmp_path):
    app = App((1366, 768))
    yield Client(app, Settings(window_size=(1366, 768)), autosave_folder=tmp_path / "auto",
                 saves_folder=tmp_path / "saves")
    app.close()


def test_a_new_game_gets_a_secret_unpredictable_seed_and_a_typed_one_is_a_known_set_up(client):
    started = []
    scene = NewGameScene(lambda config, seats, known: started.append((config, known)), lambda: None)
    client.stack.push(scene)
    assert scene.seed.text == ""   # nothing to read off the screen
    scene.start()
    scene.start()
    (first, first_known), (second, second_known) = started
    assert not first_known and not second_known
    assert first.seed != second.seed and max(first.seed, second.seed) >= 2 ** 40   # 63 random bits
    scene.seed.text = "12345"
    scene.start()
    assert started[-1][0].seed == 12345 and started[-1][1]


def test_the_board_names_a_known_set_up_and_hides_a_secret_seed(client):
    client.start(GameConfig(players=2, seed=SEED), SEATS[:2])
    board = next(s for s in client.stack if isinstance(s, BoardScene))
    assert board.session.seed is None
    client.start(GameConfig(players=2, seed=777), SEATS[:2], known_setup=True)
    board = next(s for s in client.stack if isinstance(s, BoardScene))
    assert board.session.known_setup
    assert "Known set-up (seed 777)" in board.status_line(board.ctx)


def test_game_over_shows_the_seed_exports_it_and_offers_the_same_set_up_again(client, tmp_path):
    session = Session.new(GameConfig(players=2, seed=SEED), SEATS[:2], autosave=False)
    chooser = random.Random(3)
    while not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    replays = []
    scene = GameOverScene(session, lambda: None, lambda: None, on_replay=lambda: replays.append(1),
                          export_folder=tmp_path)
    client.stack.push(scene)
    client.app.step()
    log = scene.export().read_text()
    assert f"Seed: {SEED}" in log
    scene._press(scene.replay_button)
    assert replays == [1]


def test_same_set_up_again_opens_new_game_filled_in_with_the_seed(client):
    session = Session.new(GameConfig(players=3, seed=SEED, horus_printed_order=True), SEATS, autosave=False)
    client._new_from_menu(session)
    scene = client.stack.top
    assert isinstance(scene, NewGameScene)
    assert scene.seed.text == str(SEED) and scene.players == 3 and scene.printed_horus
    assert [field.text for field in scene.names[:3]] == ["Ana", "Bo", "Cy"] and scene.colours[:3] == ["pink", "green", "blue"]
    assert scene.known_setup
