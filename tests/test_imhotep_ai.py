"""Imhotep's knowledge for the computer players (game/imhotep/ai.py): the weights as data, the
features of a position counted by hand, the settling of an unloading, and the players it makes."""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, new, put_at

from game.ai import choose
from game.core.data import DataError
from game.core.resources import shipped
from game.core.weights import read_weights
from game.imhotep.ai import WEIGHT_NAMES, ImhotepAi, features, hints, settle
from game.imhotep.module import MODULE
from game.imhotep.rules.state import EMPTY
from game.tools.arena import Match, play

TEXT = (shipped("data") / "imhotep_ai.yaml").read_text(encoding="utf-8")


def only(**weights: float) -> ImhotepAi:
    """An evaluation that counts only the features named."""
    return ImhotepAi({name: weights.get(name, 0.0) for name in WEIGHT_NAMES})


def test_the_module_hints_are_the_shipped_weights_for_every_level():
    judge = MODULE.ai_hints()
    assert isinstance(judge, ImhotepAi) and judge is hints()
    assert set(judge.weights) == set(WEIGHT_NAMES) and judge.weights["vp"] == 1.0
    assert all(judge.for_level(level) is judge for level in ("easy", "medium", "hard"))
    assert judge.with_weights({**judge.weights, "vp": 2.0}).weights["vp"] == 2.0


@pytest.mark.parametrize("old, new_text, message", [
    ("  vp: 1.0 ", "  vp: one ", "imhotep_ai.yaml: weights: vp: expected a number, found 'one'"),
    ("  sled: 0.5 ", "  sleds: 0.5 ", "imhotep_ai.yaml: weights: sled: missing (every feature needs a weight)"),
])
def test_a_mistake_in_the_weights_is_refused_naming_the_feature(old, new_text, message):
    assert old in TEXT
    with pytest.raises(DataError) as error:
        read_weights(TEXT.replace(old, new_text), "imhotep_ai.yaml", WEIGHT_NAMES)
    assert str(error.value) == message


def test_the_features_of_an_a_side_position_counted_by_hand():
    game = new(2)
    put_at(game, "temple", [0, 1, 0])            # 4 a row: all three seen: 2 and 1
    put_at(game, "burial_chamber", [0, 0, 1])    # a group of 2 (3) and a single (1)
    put_at(game, "obelisk", [1, 1, 0])           # 1 first (10), 0 second (1)
    arrange(game, ships=[[0, 1, EMPTY], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], sleds=[3, 1], offer=["statue"])
    game.state.players[0].cards = ["statue", "statue", "lever"]
    game.state.players[0].points = {"pyramid": 5}
    # the ship (0 then 1) at each site, each player's gain: Market 2 (a card) / 0 (none left);
    # Pyramid 2 / 1; Temple 0 / 1 (1 covers 0's first stone); Burial Chamber 3 (a group of 3) / 1
    # (another single); Obelisk 0 / 0
    assert features(game) == [
        {"vp": 5, "burial": 3, "obelisk": 1.0, "temple": 2.0, "cards": 3, "tools": 1, "sled": 3.0, "on_ships": 1,
         "ship_best": 3.0, "ship_mean": 7 / 5, "wrath": 0.0},
        {"vp": 0, "burial": 1, "obelisk": 10.0, "temple": 1.0, "cards": 0, "tools": 0, "sled": 1.0, "on_ships": 1,
         "ship_best": 1.0, "ship_mean": 3 / 5, "wrath": 0.0},
    ]


def test_the_features_of_the_b_sides_and_the_wrath():
    game = new(3, sides="BBBBB", wrath=True)
    put_at(game, "obelisk", [0, 0, 1])           # the next obelisk, the 10: 2/3 of it, 1/3
    put_at(game, "temple", [2, 1])               # columns: choice (1), points (2)
    put_at(game, "burial_chamber", [1, 2])       # the top row 1 (8), the middle row 2 (8)
    arrange(game, ships=[[EMPTY] * 4, [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], sleds=[0, 0, 0])
    found = features(game)
    assert [f["obelisk"] for f in found] == pytest.approx([20 / 3, 10 / 3, 0])
    assert [f["temple"] for f in found] == [0, 2.0, 1.0]
    assert [f["burial"] for f in found] == [0, 8, 8]
    # the Pharaoh's Wrath looms: 5 points by the share of the four building sites missing
    assert [f["wrath"] for f in found] == [-5 * 3 / 4, -5 * 1 / 4, -5 * 2 / 4]


def test_an_unloading_is_settled_each_choice_by_its_own_player():
    game = new(2)
    arrange(game, ships=[[0, 1], [EMPTY] * 3, [EMPTY] * 4, [EMPTY]], offer=["statue", "lever", "chisel"], turn=0)
    act(game, "sail", ship=0, site="market")
    act(game, "take", card="chisel")
    assert (game.decision.player, game.decision.kind) == (1, "take_card")
    judge = only(tools=1.0)
    settled = settle(game, judge)
    assert settled.decision.kind == "turn" and settled.state.players[1].cards == ["lever"]
    assert game.decision.kind == "take_card"             # the game itself is untouched
    assert judge.evaluate(game, 0) == judge.judge(settled, 0) == 1 - 1


def test_a_finished_game_is_worth_the_lead_in_points():
    game = new(2)
    game.state.over = True
    game.state.players[0].points = {"pyramid": 7}
    game.state.players[1].points = {"temple": 3}
    assert hints().evaluate(game, 0) == 4 and hints().evaluate(game, 1) == -4


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_computer_player_sails_its_own_full_ship_to_the_pyramid(level):
    game = new(2)
    arrange(game, ships=[[0, 0, 0], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], sleds=[0, 0], offer=[], turn=0)
    action = choose(game, 0, level, seed=1, iterations=300)
    assert (action.kind, action.get("ship"), action.get("site")) == ("sail", 0, "pyramid")


def test_medium_beats_random_players():
    results = [play(Match("imhotep", ("medium", "random") if n % 2 == 0 else ("random", "medium"), 40 + n,
                          None, 60)) for n in range(4)]
    medium = [result.seats.index("medium") for result in results]
    assert [result.winner for result in results] == medium
