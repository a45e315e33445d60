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
    # every saved action is replayed in order; between them come only the decisions format 1
    # did not ask for: the confirmation ending a turn, going on before the final scoring
    replayed = iter(a.to_dict() for a in session.game.history)
    supplied = []
    for saved in document["actions"]:
        for action in replayed:
            if action == saved:
                break
            supplied.append(action)
        else:
            pytest.fail(f"saved action {saved} was not replayed")
    supplied += list(replayed)
    assert supplied and {a["kind"] for a in supplied} <= {"end_turn", "keep_decree_secret"}
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
