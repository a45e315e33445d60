"""Imhotep's settings and saves: the sides and Pharaoh's Wrath are settings of a frozen config
with defaults, and games saved before the B sides existed (state format 1, all sides A) still
load. The fixtures in tests/fixtures/imhotep_saves_step1 were written by that version."""
from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from imhotep_helpers import config

from game import persist
from game.imhotep.module import MODULE
from game.imhotep.rules import Game, GameConfig
from game.imhotep.rules.state import FORMAT, FORMAT_1

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "imhotep_saves_step1"


def test_the_settings_are_a_frozen_dataclass_of_plain_values_all_a_and_no_wrath_by_default():
    defaults = {f.name: f.default for f in dataclasses.fields(GameConfig)}
    assert defaults == {"players": 2, "seed": 0, "market_side": "A", "pyramid_side": "A", "temple_side": "A",
                        "burial_chamber_side": "A", "obelisk_side": "A", "pharaohs_wrath": False}
    game = Game.new(config(3, sides="ABBAB", wrath=True))
    assert [site.side for site in game.state.sites] == ["A", "B", "B", "A", "B"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.config.players = 4


@pytest.mark.parametrize("side", ["C", "a", ""])
def test_a_site_has_only_an_a_and_a_b_side(side):
    with pytest.raises(ValueError):
        Game.new(GameConfig(players=2, temple_side=side))


@pytest.mark.parametrize("name, round_, totals, over", [("3p-60-moves.json", 4, [12, 11, 11], False),
                                                         ("2p-finished.json", 6, [37, 46], True)])
def test_a_game_saved_before_the_b_sides_loads_the_same(name, round_, totals, over):
    saved = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    assert saved["snapshot"]["format"] == FORMAT_1 and "market_side" not in saved["config"]
    game = persist.load(FIXTURES / name)
    assert (game.round, game.is_over, [entry["total"] for entry in game.scores()]) == (round_, over, totals)
    assert game.config == GameConfig(players=len(totals), seed=saved["config"]["seed"])


def test_a_format_1_state_reads_as_today_s_and_plays_on():
    saved = json.loads((FIXTURES / "3p-60-moves.json").read_text(encoding="utf-8"))
    old = Game.from_json(json.dumps(saved["snapshot"]))
    assert json.loads(old.to_json())["format"] == FORMAT
    assert [site.places for site in old.state.sites] == [[]] * 5 and old.state.face_down == []
    chooser = random.Random(1)
    while not old.is_over:
        old.apply(chooser.choice(old.legal_actions()))
    assert old.round == 6


def test_a_game_with_b_sides_and_the_wrath_saves_and_loads(tmp_path):
    game = MODULE.new_game(config(4, seed=9, sides="BBBBB", wrath=True))
    chooser = random.Random(3)
    for _ in range(80):
        game.apply(chooser.choice(game.legal_actions()))
    path = persist.save(MODULE, game, tmp_path / "b.json", names=["A", "B", "C", "D"])
    loaded = persist.load(path)
    assert loaded.to_json() == game.to_json() and loaded.config == game.config
