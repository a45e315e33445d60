"""Autosaves written on the save writer's thread: what is handed over is written whole, the
newest text of a file wins, a failed write is kept to be told (never raised into the game),
and the client waits for the writes before it reads the saves."""
from __future__ import annotations

import errno
import os
import random
import shutil
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import persist
from game.save_writer import SaveWriter
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.ui.app import App
from game.ui.client import Client
from game.ui.game_ui import is_board
from game.ui.scenes.dialogs import Dialog

SEATS = [Seat("Ana", "blue"), Seat("Bo", "pink")]


def save_texts(count: int) -> list[str]:
    """``count`` save texts of one game, a decision apart."""
    session = Session.new(GameConfig(players=2, seed=5), SEATS, autosave=False)
    chooser, texts = random.Random(5), []
    for _ in range(count):
        texts.append(persist.save_text(session.module, session.game, session.names, session.game_id))
        session.apply(chooser.choice(session.game.legal_actions()))
    return texts


def test_a_save_handed_over_is_written_and_the_one_before_kept_as_its_backup(tmp_path):
    first, second = save_texts(2)
    writer, target = SaveWriter(), tmp_path / "autosave" / "game.json"
    writer.submit(target, first)
    writer.flush()
    assert target.read_text() == first and not persist.backup_path(target).exists()
    writer.submit(target, second)
    writer.flush()
    assert target.read_text() == second and persist.backup_path(target).read_text() == first
    assert writer.problem is None


def test_only_the_newest_text_of_a_file_waiting_to_be_written_is_written(tmp_path, monkeypatch):
    texts = save_texts(3)
    written: list[bytes] = []
    busy, go_on = threading.Event(), threading.Event()
    real = persist.write_save

    def slow_write(path, text, previous=None):
        busy.set()
        go_on.wait()
        written.append(text)
        real(path, text, previous)

    monkeypatch.setattr(persist, "write_save", slow_write)
    writer, target = SaveWriter(), tmp_path / "game.json"
    writer.submit(target, texts[0])
    busy.wait()                      # the first is being written
    writer.submit(target, texts[1])  # … and two newer ones arrive meanwhile
    writer.submit(target, texts[2])
    go_on.set()
    writer.flush()
    assert written == [texts[0].encode(), texts[2].encode()] and target.read_text() == texts[2]


def test_a_file_changed_by_someone_else_is_read_again_for_its_backup(tmp_path):
    mine, theirs, newest = save_texts(3)
    writer, target = SaveWriter(), tmp_path / "game.json"
    writer.submit(target, mine)
    writer.flush()
    target.write_text(theirs)        # another copy of the game saved here meanwhile
    writer.submit(target, newest)
    writer.flush()
    assert persist.backup_path(target).read_text() == theirs and target.read_text() == newest


def test_a_failed_write_is_kept_to_be_told_and_the_next_one_clears_it(tmp_path):
    first, second = save_texts(2)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    writer = SaveWriter()
    writer.submit(blocked / "game.json", first)
    writer.flush()                   # no exception reaches the game
    assert isinstance(writer.problem, OSError)
    writer.submit(tmp_path / "game.json", second)
    writer.flush()
    assert writer.problem is None and (tmp_path / "game.json").read_text() == second


def test_a_session_hands_its_autosaves_to_its_writer(tmp_path):
    session = Session.new(GameConfig(players=2, seed=5), SEATS, autosave_folder=tmp_path)
    session.saver = SaveWriter()
    chooser = random.Random(5)
    for _ in range(6):
        session.apply(chooser.choice(session.game.legal_actions()))
    session.saver.flush()
    saved = persist.read_document(persist.autosave_path(session.game_id, tmp_path))
    assert saved["actions"] == [action.to_dict() for action in session.game.history]


def board_of(client: Client):
    return next(scene for scene in client.stack if is_board(scene))


@pytest.fixture
def client(tmp_path):
    app = App((1366, 768))
    yield Client(app, Settings(window_size=(1366, 768)), autosave_folder=tmp_path / "auto",
                 saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
    app.close()


def test_the_client_writes_the_games_autosaves_beside_it_and_reads_them_only_once_written(client):
    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    session = board_of(client).session
    assert session.saver is client.saves
    chooser = random.Random(3)
    for _ in range(5):
        session.apply(chooser.choice(session.game.legal_actions()))
    waits = []
    flush = client.saves.flush
    client.saves.flush = lambda: (waits.append("flush"), flush())
    client.main_menu()
    assert waits   # the menu waited for the writes before reading the folder
    resume = client.stack.top.resume_info
    assert resume is not None and resume.path == persist.autosave_path(session.game_id, client.autosave_folder)
    assert len(persist.read_document(resume.path)["actions"]) == len(session.game.history)


def break_the_autosave_folder(client: Client) -> None:
    shutil.rmtree(client.autosave_folder)
    client.autosave_folder.write_text("a file where the folder should be")


def test_a_failed_save_is_told_at_once_over_the_game_and_only_once(client):
    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    session = board_of(client).session
    break_the_autosave_folder(client)
    session.apply(session.game.legal_actions()[0])   # the game goes on
    client.saves.flush()
    client.app.step()                                 # the writer's event reaches the client
    assert isinstance(client.stack.top, Dialog) and client.stack.top.title == "The game could not be saved"
    client.stack.pop()
    client.main_menu()
    assert not isinstance(client.stack.top, Dialog)


def test_the_main_menu_tells_a_failed_save_not_told_yet(client):
    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    session = board_of(client).session
    break_the_autosave_folder(client)
    session.apply(session.game.legal_actions()[0])
    client.main_menu()                                # before the client heard of it
    assert isinstance(client.stack.top, Dialog) and client.stack.top.title == "The game could not be saved"
    client.stack.pop()
    client.app.step()                                 # the writer's event comes after: told once
    assert not isinstance(client.stack.top, Dialog)


@pytest.mark.parametrize(("error", "words"), [
    (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
    (OSError(errno.EROFS, "Read-only file system"), "the disk is read-only"),
    (OSError(errno.EACCES, "Permission denied"), "no permission to write in the save folder"),
    (OSError(errno.EIO, "Input/output error"), "Input/output error"),   # none a player can act on: the system's
])
def test_a_failed_save_says_why_in_the_players_words(client, monkeypatch, error, words):
    def fail(path, text, previous=None):
        raise error

    client.start(GameConfig(players=1, solo=True, seed=3), [Seat("A", "blue"), Seat("Botankhamun", "orange", True)])
    session = board_of(client).session
    monkeypatch.setattr(persist, "write_save", fail)
    session.apply(session.game.legal_actions()[0])
    client.saves.flush()
    client.app.step()
    assert isinstance(client.stack.top, Dialog) and f"({words})" in str(client.stack.top.message), words
