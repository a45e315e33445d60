"""Saves: exact resumption, clear messages for damaged files, atomic writes, backups, autosave."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import files, persist
from game.persist import SaveError
from game.tekhenu.module import MODULE as TEKHENU
from game.tekhenu.rules import Game, GameConfig

CONFIGS = [
    GameConfig(players=2, seed=11), GameConfig(players=3, seed=12), GameConfig(players=4, seed=13),
    GameConfig(players=1, solo=True, difficulty="easy", seed=14),
    GameConfig(players=1, solo=True, difficulty="hard", seed=15),
]


def _play(game: Game, chooser: random.Random, steps: int | None = None) -> Game:
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(chooser.choice(game.legal_actions()))
        done += 1
    return game


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{'solo-' + c.difficulty if c.solo else c.players}")
def test_saved_at_random_points_and_loaded_continues_to_the_same_scores(config: GameConfig, tmp_path: Path) -> None:
    """10 random save points per configuration, 50 in all."""
    points = random.Random(config.seed)
    for index in range(10):
        original = Game.new(config)
        _play(original, random.Random(index), points.randint(0, 220))
        path = persist.save(TEKHENU, original, tmp_path / f"game{index}.json", names=["Ana", "Bo", "Cy", "Di"][:config.players])
        loaded = persist.load(path)
        assert loaded.to_json() == original.to_json()
        assert loaded.history == original.history
        rest_a, rest_b = random.Random(100 + index), random.Random(100 + index)
        _play(original, rest_a)
        _play(loaded, rest_b)
        assert loaded.scores() == original.scores()


def _saved(tmp_path: Path, steps: int = 40, name: str = "game.json") -> tuple[Game, Path]:
    game = _play(Game.new(GameConfig(players=3, seed=5)), random.Random(5), steps)
    return game, persist.save(TEKHENU, game, tmp_path / name)


def test_truncated_save_is_reported_and_the_backup_still_loads(tmp_path: Path) -> None:
    first, path = _saved(tmp_path, steps=30)
    second = _play(first, random.Random(6), 10)
    persist.save(TEKHENU, second, path)
    text = path.read_bytes()
    path.write_bytes(text[: len(text) // 2])
    with pytest.raises(SaveError) as error:
        persist.load(path)
    assert str(error.value).startswith(f"{path}: is damaged: it is not valid JSON (cut short or altered? line 1,")
    game, problem = persist.load_with_backup(path)
    assert problem is not None and "is damaged" in str(problem)
    assert len(game.history) == 30  # the previous good save
    assert path.read_bytes() == text[: len(text) // 2]  # the damaged file is left as it is


def test_altered_action_is_reported(tmp_path: Path) -> None:
    _, path = _saved(tmp_path)
    document = json.loads(path.read_text())
    document["actions"][12] = {"kind": "take_die", "die": 999, "anubis": False}
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match=r"is damaged: saved action 13 is not legal at that point"):
        persist.load(path)


def test_flipped_byte_in_the_snapshot_is_reported(tmp_path: Path) -> None:
    _, path = _saved(tmp_path)
    document = json.loads(path.read_text())
    document["snapshot"]["state"]["players"][0]["vp"] += 1
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="replaying its actions does not give the saved game"):
        persist.load(path)


def test_flipping_bytes_never_passes_silently(tmp_path: Path) -> None:
    game, path = _saved(tmp_path)
    original = path.read_bytes()
    flips = random.Random(3)
    for _ in range(25):
        damaged = bytearray(original)
        position = flips.randrange(len(damaged))
        damaged[position] ^= 0x5A
        path.write_bytes(bytes(damaged))
        try:
            loaded = persist.load(path)
        except SaveError as error:
            assert str(error).startswith(f"{path}: ")
        else:  # a flip that left the document meaning the same game (e.g. inside the save time)
            assert loaded.to_json() == game.to_json()


def test_newer_version_is_reported(tmp_path: Path) -> None:
    _, path = _saved(tmp_path)
    document = json.loads(path.read_text())
    document["version"] = persist.VERSION + 1
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError) as error:
        persist.load(path)
    assert str(error.value) == (f"{path}: was written by a newer version of the game (save format "
                                f"{persist.VERSION + 1}; this version reads up to {persist.VERSION})")


def test_foreign_and_missing_files_are_reported(tmp_path: Path) -> None:
    foreign = tmp_path / "notes.json"
    foreign.write_text('{"hello": "world"}')
    with pytest.raises(SaveError, match="is not a saved game"):
        persist.load(foreign)
    with pytest.raises(SaveError, match="the file does not exist"):
        persist.load(tmp_path / "nothing.json")


def test_interrupted_write_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, path = _saved(tmp_path, steps=20)
    before = path.read_bytes()
    later = _play(first, random.Random(9), 15)

    def crash(*_: object) -> None:
        raise OSError("power cut after the temporary file was written")

    monkeypatch.setattr(files.os, "replace", crash)
    with pytest.raises(OSError):
        persist.save(TEKHENU, later, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert len(persist.load(path).history) == 20
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []


def test_backup_keeps_the_previous_good_save(tmp_path: Path) -> None:
    first, path = _saved(tmp_path, steps=10)
    persist.save(TEKHENU, _play(first, random.Random(2), 5), path)
    assert len(persist.load(persist.backup_path(path)).history) == 10
    assert len(persist.load(path).history) == 15


def test_save_list_and_unfinished_autosaves(tmp_path: Path) -> None:
    running = _play(Game.new(GameConfig(players=1, solo=True, difficulty="medium", seed=4)), random.Random(4), 12)
    finished = _play(Game.new(GameConfig(players=2, seed=8)), random.Random(8))
    persist.autosave(TEKHENU, running, "a-running", names=["Ana"], folder=tmp_path)
    persist.autosave(TEKHENU, finished, "b-finished", names=["Ana", "Bo"], folder=tmp_path)
    (tmp_path / "junk.json").write_text("{")
    listed = {i.path.name: i for i in persist.list_saves(tmp_path)}
    assert set(listed) == {"a-running.json", "b-finished.json", "junk.json"}
    assert listed["junk.json"].problem.startswith("is damaged") and not listed["junk.json"].loadable
    assert listed["a-running.json"].problem is None
    assert listed["a-running.json"].mode == "solo (medium)" and listed["a-running.json"].players == 1
    assert listed["a-running.json"].round == running.state.round and not listed["a-running.json"].finished
    assert listed["b-finished.json"].finished and listed["b-finished.json"].names == ("Ana", "Bo")
    assert [i.path.name for i in persist.unfinished_autosaves(tmp_path)] == ["a-running.json"]


def test_user_folders_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(persist.platformdirs, "user_data_dir", lambda app, appauthor=False: str(tmp_path / app))
    assert persist.autosave_dir() == tmp_path / "tekhenu" / "autosave"
    assert persist.saves_dir() == tmp_path / "tekhenu" / "saves"


CHILD = textwrap.dedent("""
    import random, sys
    from game import files, persist
    from game.tekhenu.module import MODULE as TEKHENU
    from game.tekhenu.rules import Game, GameConfig
    folder, seed = sys.argv[1], int(sys.argv[2])
    chooser = random.Random(seed)
    while True:
        game = Game.new(GameConfig(players=4, seed=seed))
        while not game.is_over:
            game.apply(chooser.choice(game.legal_actions()))
            persist.autosave(TEKHENU, game, "soak", folder=folder)
            print("saved", flush=True)
""")


@pytest.mark.parametrize("seed", range(5))
def test_killed_while_autosaving_the_autosave_always_loads(tmp_path: Path, seed: int) -> None:
    """SIGKILL after a random number of autosaves: the process is writing the next one then."""
    moment = random.Random(seed).randint(3, 60)
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), str(seed)], stdout=subprocess.PIPE,
                             text=True, cwd=Path(__file__).resolve().parent.parent)
    try:
        for _ in range(moment):
            assert child.stdout.readline() == "saved\n"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait()
    game = persist.load(tmp_path / "soak.json")
    assert len(game.history) >= moment


def test_loading_rebuilds_the_game_log_and_exports_it(tmp_path: Path) -> None:
    game = Game.new(GameConfig(players=2, seed=21))
    events = list(game.initial_events)
    chooser = random.Random(21)
    while not game.is_over:
        events += game.apply(chooser.choice(game.legal_actions()))
    path = persist.save(TEKHENU, game, tmp_path / "done.json", names=["Ana", "Bo"])
    loaded, replayed = persist.load_with_log(path)
    assert replayed == events
    names = {card_id: card.name for card_id, card in loaded.catalog.by_id.items()}
    log = persist.export_log(TEKHENU, replayed, ["Ana", "Bo"], tmp_path / "log.txt").read_text()
    assert log.splitlines()[-1].strip().startswith("Game over.")
    assert "Ana" in log and "Bo" in log and " you " not in log.lower()
    assert "== Round 1 ==" in log and "-- Ana's turn" in log   # grouped by round and turn
    decree = next(e for e in events if e["type"] == "card_taken" and e["deck"] == "decree")
    assert f"takes {names[decree['card']]} (" in log  # decrees named by their names


def test_shared_screen_log_hides_other_players_decrees() -> None:
    from game.tekhenu.narrator import TekhenuNarrator as Narrator

    event = {"type": "card_taken", "player": 1, "card": "D07", "deck": "decree", "reason": "Thoth", "private": True}
    assert Narrator(["Ana", "Bo"]).line(event) == "Bo takes a decree."
    assert Narrator(["Ana", "Bo"], reveal_private_for=0).line(event) == "Bo takes a decree."
    assert Narrator(["Ana", "Bo"], reveal_private_for=1).line(event) == "Bo takes Decree of the Scribes (Thoth)."
