"""Saves of older formats still load and continue: format 1 (before saves named their game,
Tekhenu's release of 2026-11; fixtures/saves_v1 were written by that code) and format 2 (before
a card that is the only way to pay was asked for; fixtures/saves_v2 are the same games saved by
that code)."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game import persist
from game.session import Session

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "saves_v1").glob("*.json"))
V2_FIXTURES = sorted((Path(__file__).parent / "fixtures" / "saves_v2").glob("*.json"))
#: The decisions each format did not record, which loading supplies: the confirmation ending a
#: turn and going on before the final scoring (format 1), a card spent as the only way to pay
#: (formats 1 and 2).
SUPPLIED = {1: {"end_turn", "keep_decree_secret", "play_blessing"}, 2: {"play_blessing"}}


def test_a_version_2_save_of_each_fixture_exists():
    assert [p.name for p in V2_FIXTURES] == [p.name for p in FIXTURES]
    for path in V2_FIXTURES:
        document = json.loads(path.read_text())
        assert (document["format"], document["version"], document["game"]) == (persist.FORMAT, 2, "tekhenu")


@pytest.mark.parametrize("path", FIXTURES + V2_FIXTURES, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_an_older_save_loads_and_plays_on_to_the_end(path, tmp_path):
    document = json.loads(path.read_text())
    version = document["version"]
    if version == 1:
        assert document["format"] == "tekhenu-save" and "game" not in document
    else:
        assert document["format"] == persist.FORMAT and document["game"] == "tekhenu"
    copy = shutil.copy(path, tmp_path / path.name)
    session = Session.load(copy, autosave_folder=tmp_path / "auto")
    assert session.module.id == "tekhenu"
    # every saved action is replayed in order; between them come only the decisions the
    # format did not ask for
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
    assert {a["kind"] for a in supplied} <= SUPPLIED[version]
    assert supplied or version > 1        # format 1 always lacks the turn confirmations
    assert session.names == document["names"] and session.colours == document["colours"]
    assert session.known_setup == document.get("known_setup", False)
    info = persist.info(copy)
    assert info.game == "tekhenu" and info.round == document["round"] and info.finished == document["finished"]
    chooser = random.Random(1)
    while not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    session.autosave()
    resaved = json.loads((tmp_path / "auto" / f"{session.game_id}.json").read_text())
    assert (resaved["format"], resaved["version"], resaved["game"]) == (persist.FORMAT, persist.VERSION, "tekhenu")
    assert persist.load(tmp_path / "auto" / f"{session.game_id}.json").to_json() == session.game.to_json()


def test_the_fixtures_cover_hot_seat_solo_a_known_set_up_and_a_finished_game():
    documents = [json.loads(p.read_text()) for p in FIXTURES]
    assert any(d["config"]["solo"] for d in documents) and any(d["finished"] for d in documents)
    assert any(d.get("known_setup") for d in documents) and {d["config"]["players"] for d in documents} >= {2, 3, 4}
