"""Saves written before saves named their game (format version 1, Tekhenu's release of
2026-11) still load and continue: the files under fixtures/saves_v1 were written by that code."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game import persist
from game.session import Session

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "saves_v1").glob("*.json"))


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_version_1_save_loads_and_plays_on_to_the_end(path, tmp_path):
    document = json.loads(path.read_text())
    assert document["format"] == "tekhenu-save" and document["version"] == 1 and "game" not in document
    copy = shutil.copy(path, tmp_path / path.name)
    session = Session.load(copy, autosave_folder=tmp_path / "auto")
    assert session.module.id == "tekhenu"
    replayed = [a.to_dict() for a in session.game.history]
    supplied = len(replayed) - len(document["actions"])   # format 1 asked only D23's holder
    assert supplied in (0, len(session.humans)) if document["finished"] else supplied == 0
    assert [a for a in replayed if a != {"kind": "keep_decree_secret"}] == \
        [a for a in document["actions"] if a != {"kind": "keep_decree_secret"}]
    assert session.names == document["names"] and session.colours == document["colours"]
    assert session.known_setup == document.get("known_setup", False)
    info = persist.info(copy)
    assert info.game == "tekhenu" and info.round == document["round"] and info.finished == document["finished"]
    chooser = random.Random(1)
    while not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    session.autosave()
    resaved = json.loads((tmp_path / "auto" / f"{session.game_id}.json").read_text())
    assert (resaved["format"], resaved["version"], resaved["game"]) == (persist.FORMAT, 2, "tekhenu")
    assert persist.load(tmp_path / "auto" / f"{session.game_id}.json").to_json() == session.game.to_json()


def test_the_fixtures_cover_hot_seat_solo_a_known_set_up_and_a_finished_game():
    documents = [json.loads(p.read_text()) for p in FIXTURES]
    assert any(d["config"]["solo"] for d in documents) and any(d["finished"] for d in documents)
    assert any(d.get("known_setup") for d in documents) and {d["config"]["players"] for d in documents} >= {2, 3, 4}
