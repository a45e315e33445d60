"""Saves and settings that cannot harm (issue #11, items 1–4): nothing read from a save becomes
a path, a bad file of any kind is refused with a message naming it and never stops the start,
long names cannot freeze the client, and temporary files of killed writes are cleaned up."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import files, persist
from game.persist import SaveError
from game.seats import MAX_NAME_LENGTH, Seat
from game.session import Session
from game.settings import Settings, load_settings
from game.tekhenu.module import MODULE as TEKHENU
from game.tekhenu.rules import GameConfig

ROOT = Path(__file__).resolve().parent.parent
SEATS = [Seat("Ana", "pink"), Seat("Bo", "green")]


def _played_session(folder: Path, steps: int = 12, seed: int = 3) -> Session:
    session = Session.new(GameConfig(players=2, seed=seed), SEATS, autosave_folder=folder)
    chooser = random.Random(seed)
    for _ in range(steps):
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def _document(tmp_path: Path) -> dict:
    session = _played_session(tmp_path / "source")
    return json.loads((tmp_path / "source" / f"{session.game_id}.json").read_text())


def _write(path: Path, document: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document))
    return path


# ------------------------------------------------------------------ 1. no path from a save
@pytest.mark.parametrize("evil_id", ["../../victim", "ABSOLUTE", "..", "sub/dir", "CON", ""])
def test_the_game_id_inside_a_save_never_chooses_the_file_written(tmp_path, evil_id):
    victim = tmp_path / "victim.json"
    victim.write_text("my own file")
    document = _document(tmp_path)
    document["game_id"] = str(tmp_path / "victim") if evil_id == "ABSOLUTE" else evil_id
    shared = _write(tmp_path / "downloads" / "shared.json", document)
    autosaves = tmp_path / "profile" / "autosave"
    autosaves.mkdir(parents=True)
    session = Session.load(shared, autosave_folder=autosaves)
    session.apply(session.game.legal_actions()[0])
    assert victim.read_text() == "my own file"
    assert not (tmp_path / "profile" / "victim.json").exists() and not (tmp_path / "victim.json.bak").exists()
    written = sorted(p.name for p in autosaves.iterdir())
    assert written == [f"{session.game_id}.json"] and persist.is_game_id(session.game_id)
    assert session.game_id != document["game_id"]


def test_an_autosave_goes_on_in_its_own_file_and_a_saved_copy_of_it_too(tmp_path):
    session = _played_session(tmp_path)
    autosave = tmp_path / f"{session.game_id}.json"
    resumed = Session.load(autosave, autosave_folder=tmp_path)
    assert resumed.game_id == session.game_id
    copy = session.save_as(tmp_path / "elsewhere" / "copy.json")
    assert Session.load(copy, autosave_folder=tmp_path).game_id == session.game_id   # the same position
    resumed.apply(resumed.game.legal_actions()[0])   # the autosave moves on; the copy is now older
    older = Session.load(copy, autosave_folder=tmp_path)
    assert older.game_id != session.game_id   # a branch: the later moves are never overwritten


def test_autosave_refuses_an_id_that_is_not_a_plain_name(tmp_path):
    game = _played_session(tmp_path).game
    for bad in ("../x", "/tmp/x", "a.b", "", ".hidden", "x" * 65):
        with pytest.raises(ValueError):
            persist.autosave(TEKHENU, game, bad, folder=tmp_path)


@pytest.mark.parametrize("game_id", [5, None, {"a": 1}, ["x"], True])
def test_a_save_with_a_strange_game_id_loads_and_its_log_exports(tmp_path, game_id):
    from game.tekhenu.ui.scenes.game_over import GameOverScene

    session = _played_session(tmp_path / "source", steps=0)
    chooser = random.Random(1)
    while not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    document = json.loads((tmp_path / "source" / f"{session.game_id}.json").read_text())
    document["game_id"] = game_id
    loaded = Session.load(_write(tmp_path / "saves" / "odd.json", document), autosave_folder=tmp_path / "auto")
    scene = GameOverScene(loaded, lambda: None, lambda: None, export_folder=tmp_path / "export")
    path = scene.export()
    assert path is not None and path.parent == tmp_path / "export" and "Game over." in path.read_text()


# ------------------------------------------------------------------ 2. bad files never stop the start
def _variants(tmp_path: Path) -> dict[str, bytes]:
    """Damaged versions of a good save, each one a way a file reached players' folders."""
    good = _document(tmp_path)

    def changed(**fields) -> bytes:
        return json.dumps({**good, **fields}).encode()

    def config(**fields) -> bytes:
        return json.dumps({**good, "config": {**good["config"], **fields}}).encode()

    return {
        "round-text": changed(round="five"), "round-list": changed(round=[1]), "round-float": changed(round=2.5),
        "saved_at-text": changed(saved_at="yesterday"), "saved_at-infinite": changed(saved_at=float("inf")),
        "saved_at-year-33658": changed(saved_at=1e12), "saved_at-huge": changed(saved_at=1e300),
        "colours-twice": changed(colours=["blue", "blue"]),
        "deep-in-an-action": changed(actions=[])[:-1] + b',"actions":[{"kind":"take_die","die":'
        + b"[" * 900 + b"]" * 900 + b"}]}",
        "names-text": changed(names="Ana"), "names-numbers": changed(names=[1, 2]),
        "names-dict": changed(names={"a": "b"}), "colours-unknown": changed(colours=["blue", "mauve"]),
        "colours-number": changed(colours=[3, 4]), "colours-text": changed(colours="blue"),
        "players-text": config(players="2"), "players-huge": config(players=10 ** 30),
        "players-bool": config(players=True), "solo-text": config(solo="yes"), "seed-float": config(seed=1.5),
        "config-unknown": config(cheat=True), "config-list": changed(config=[2]),
        "finished-text": changed(finished="no"), "version-true": changed(version=True),
        "version-float": changed(version=1.0), "actions-dict": changed(actions={}),
        "snapshot-list": changed(snapshot=[]), "not-an-object": b"[1, 2, 3]",
        "deep": b"[" * 100_000 + b"]" * 100_000, "deep-in-names": changed(names=[])[:-1] + b',"x":'
        + b"[" * 50_000 + b"]" * 50_000 + b"}",
        "long-number": changed(round=0)[:-1] + b',"x":' + b"9" * 5000 + b"}",
        "too-large": changed(padding="x" * (persist.MAX_SAVE_BYTES + 10)),
        "not-utf8": b"\xff\xfe" + changed(),
        "truncated": changed()[:500], "empty": b"",
    }


def test_every_damaged_header_is_refused_with_a_message_naming_the_file(tmp_path):
    for name, data in _variants(tmp_path).items():
        path = tmp_path / "bad" / f"{name}.json"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
        for reader in (persist.read_document, persist.info, persist.load, Session.load):
            with pytest.raises(SaveError) as error:
                reader(path)
            assert str(error.value).startswith(f"{path}: "), name
    listed = {info.path.name: info for info in persist.list_saves(tmp_path / "bad")}
    assert len(listed) == len(_variants(tmp_path))
    assert all(info.problem and not info.loadable for info in listed.values())


def test_a_fifo_or_folder_named_like_a_save_is_skipped_and_never_blocks(tmp_path):
    os.mkfifo(tmp_path / "x.json")
    (tmp_path / "folder.json").mkdir()
    _played_session(tmp_path)
    listed = persist.list_saves(tmp_path)   # would block forever reading the FIFO
    assert [info.problem for info in listed] == [None]
    with pytest.raises(SaveError, match="is not a regular file"):
        persist.load(tmp_path / "x.json")


def test_a_fifo_or_looping_link_in_place_of_a_save_is_listed_by_its_last_good_save_which_loads(tmp_path):
    session = _played_session(tmp_path, steps=6)
    target = tmp_path / f"{session.game_id}.json"
    assert persist.backup_path(target).is_file()
    target.unlink()
    os.symlink(target, target)   # a link to itself: reading it fails (too many levels of links)
    assert [info.problem for info in persist.list_saves(tmp_path)] == ["is not a regular file"]
    target.unlink()
    os.mkfifo(target)
    [listed] = persist.list_saves(tmp_path)
    assert listed.path == target and listed.problem == "is not a regular file" and listed.loadable
    assert listed.names == tuple(seat.name for seat in SEATS)
    game, problem = persist.load_with_backup(target)   # never opens the FIFO
    assert problem is not None and str(problem).startswith(f"{target}: ")
    assert len(game.history) == 5   # the backup: the save before the last


def test_a_bad_file_in_place_of_an_autosave_is_replaced_without_being_read_as_a_backup(tmp_path):
    session = _played_session(tmp_path, steps=2)
    target = tmp_path / f"{session.game_id}.json"
    target.unlink()
    os.mkfifo(target)
    session.apply(session.game.legal_actions()[0])   # opening the FIFO for the backup would block
    assert persist.load(target).to_json() == session.game.to_json()


def test_a_wrong_version_type_is_not_version_one(tmp_path):
    document = _document(tmp_path)
    document["version"] = True
    with pytest.raises(SaveError, match="no format version"):
        persist.load(_write(tmp_path / "v.json", document))


def test_unknown_colours_and_non_string_names_are_refused_and_long_names_cut(tmp_path):
    document = _document(tmp_path)
    with pytest.raises(SaveError, match="unknown player colour 'mauve'"):
        persist.load(_write(tmp_path / "c.json", {**document, "colours": ["mauve", "blue"]}))
    with pytest.raises(SaveError, match="'names'"):
        persist.load(_write(tmp_path / "n.json", {**document, "names": [None, "Bo"]}))
    long = _write(tmp_path / "long.json", {**document, "names": ["A" * 10_000, "B\n\x00" + "b" * 50_000]})
    session = Session.load(long, autosave_folder=tmp_path / "auto")
    assert session.names == ["A" * MAX_NAME_LENGTH, "B" + "b" * (MAX_NAME_LENGTH - 1)]


@pytest.mark.parametrize("content", [b"[" * 100_000, b'{"window_size": [' + b"9" * 5000 + b', 900]}',
                                     b'{"sound": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
                                     b" " * (2 * 1024 * 1024)])
def test_a_damaged_settings_file_gives_the_defaults_and_a_message(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and str(path) in problem


def test_a_fifo_named_settings_json_gives_the_defaults(tmp_path):
    os.mkfifo(tmp_path / "settings.json")
    settings, problem = load_settings(tmp_path / "settings.json")
    assert settings == Settings() and "not a regular file" in problem


def test_the_client_opens_its_menu_and_lists_every_damaged_autosave(tmp_path):
    import pygame

    from game.ui.app import App
    from game.ui.client import Client
    from game.ui.scenes.load_game import LoadGameScene
    from game.ui.scenes.main_menu import MainMenuScene

    autosaves = tmp_path / "profile" / "autosave"
    good = _played_session(autosaves)
    variants = _variants(tmp_path)
    for name, data in variants.items():
        (autosaves / f"{name}.json").write_bytes(data)
    os.mkfifo(autosaves / "fifo.json")
    app = App((1366, 768))
    try:
        client = Client(app, Settings(window_size=(1366, 768)), autosave_folder=autosaves,
                        saves_folder=tmp_path / "profile" / "saves")
        client.main_menu()
        menu = client.stack.top
        assert isinstance(menu, MainMenuScene) and menu.resume_info.path.name == f"{good.game_id}.json"
        assert app.step()
        client.load_menu()
        loader = client.stack.top
        assert isinstance(loader, LoadGameScene)
        assert len(loader.infos) == len(variants) + 1
        assert app.step()
        damaged = next(info for info in loader.infos if info.path.name == "deep.json")
        client.load(damaged.path)
        dialog = client.stack.top
        assert "Cannot load" in dialog.title and str(damaged.path) in dialog.message
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        assert app.step()
    finally:
        app.close()


def test_the_program_starts_with_bad_files_in_every_user_folder(tmp_path):
    """The real start-up (``python -m game``) with a FIFO, damaged saves and a damaged settings
    file in the user's folders (platformdirs follows XDG_* on Linux): it draws its first frame."""
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    autosaves = tmp_path / "data" / "tekhenu" / "autosave"
    autosaves.mkdir(parents=True)
    for name, data in _variants(tmp_path).items():
        (autosaves / f"{name}.json").write_bytes(data)
    os.mkfifo(autosaves / "x.json")
    config = tmp_path / "config" / "tekhenu"
    config.mkdir(parents=True)
    (config / "settings.json").write_bytes(b"[" * 100_000)
    stale = autosaves / ".abc.json.999999999.xyz.tmp"
    stale.write_text("half a save")
    result = subprocess.run([sys.executable, "-m", "game", "--quit-after-first-frame"], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "first frame after" in result.stdout
    assert not stale.exists()


# ------------------------------------------------------------------ 3. long text stays fast
class _CountingFont:
    """A font stand-in: every character 10 px wide; counts measurements and measured characters."""

    def __init__(self) -> None:
        self.calls = 0
        self.characters = 0

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        self.characters += len(text)
        return 10 * len(text), 20


def test_fitting_a_very_long_text_measures_it_a_few_times_only():
    from game.ui.text import fit_text

    font = _CountingFont()
    text = "N" * 50_000
    assert fit_text(text, font, 200) == "N" * 19 + "…"
    assert font.calls <= 20 and font.characters <= 20 * len(text)   # cutting one at a time: 50,000 calls


def test_wrapping_breaks_a_word_wider_than_the_line():
    from game.ui.text import wrap_text

    font = _CountingFont()
    lines = wrap_text("ab " + "x" * 45 + " cd", font, 200)
    assert lines == ["ab", "x" * 20, "x" * 20, "x" * 5 + " cd"]
    assert font.characters < 2_000


# ------------------------------------------------------------------ 4. temporary files of killed writes
def test_stale_temporary_files_are_removed_and_live_ones_kept(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = tmp_path / f".game.json.{int(dead.stdout)}.k2j3.tmp"
    live = tmp_path / f".game.json.{os.getppid()}.a8b9.tmp"    # our parent is running
    unrelated = tmp_path / "notes.tmp"
    for path in (stale, live, unrelated):
        path.write_text("x")
    assert files.remove_stale_temp_files(tmp_path) == [stale]
    assert live.exists() and unrelated.exists()


CHILD = textwrap.dedent("""
    import os, signal, sys
    from game import files, persist
    from game.tekhenu.module import MODULE as TEKHENU
    from game.tekhenu.rules import Game, GameConfig
    game = Game.new(GameConfig(players=2, seed=1))
    persist.autosave(TEKHENU, game, "kill", folder=sys.argv[1])
    game.apply(game.legal_actions()[0])
    # killed after the temporary file is written and before it replaces the save
    files.os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)
    persist.autosave(TEKHENU, game, "kill", folder=sys.argv[1])
""")


def test_a_temporary_file_left_by_a_killed_autosave_is_removed_at_the_next_start(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    autosaves = tmp_path / "data" / "tekhenu" / "autosave"
    killed = subprocess.run([sys.executable, "-c", CHILD, str(autosaves)], cwd=ROOT, env=env)
    assert killed.returncode == -9
    assert len([p for p in autosaves.iterdir() if p.suffix == ".tmp"]) == 1   # left by the kill
    started = subprocess.run([sys.executable, "-m", "game", "--quit-after-first-frame"], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=120)
    assert started.returncode == 0, started.stderr
    assert sorted(p.name for p in autosaves.iterdir()) == ["kill.json"]
    assert persist.load(autosaves / "kill.json").history == []   # the save before the killed one
