"""The rules API contract of DESIGN.md."""
from __future__ import annotations

import json
import random

import pytest
from helpers import first_turn, play_until

from game.tekhenu.rules import Action, Decision, Game, GameConfig, IllegalAction


def _played(players: int, seed: int, steps: int) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed)
    for _ in range(steps):
        game.apply(chooser.choice(game.legal_actions()))
    return game


def test_decision_names_player_kind_and_prompt() -> None:
    game = Game.new(GameConfig(players=3, seed=4))
    decision = game.decision
    assert isinstance(decision, Decision)
    assert decision.kind == "keep_decree"
    assert decision.player == 0
    assert "decree" in decision.prompt


def test_actions_are_hashable_and_round_trip_through_dicts() -> None:
    game = _played(4, 2, 40)
    for action in game.legal_actions():
        data = action.to_dict()
        assert json.loads(json.dumps(data)) == data
        assert Action.from_dict(data) == action
        assert hash(Action.from_dict(data)) == hash(action)


def test_illegal_action_raises_and_changes_nothing() -> None:
    game = first_turn(2, 3)
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(Action.make("take_die", die=999, anubis=False))
    with pytest.raises(IllegalAction):
        game.apply(Action.make("god_action", god="ra"))
    assert game.to_json() == before
    assert game.legal_actions()  # still playable


def test_json_round_trip_mid_game_continues_identically() -> None:
    game = _played(3, 9, 120)
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert copy.decision == game.decision
    assert copy.legal_actions() == game.legal_actions()
    chooser_a, chooser_b = random.Random(1), random.Random(1)
    while not game.is_over:
        game.apply(chooser_a.choice(game.legal_actions()))
        copy.apply(chooser_b.choice(copy.legal_actions()))
    assert copy.to_json() == game.to_json()
    assert copy.scores() == game.scores()


def test_from_json_rejects_foreign_text() -> None:
    with pytest.raises(ValueError, match="not a game state of format 'tekhenu-state/1'"):
        Game.from_json('{"hello": 1}')


def test_clone_is_independent() -> None:
    game = _played(2, 5, 30)
    before = game.to_json()
    clone = game.clone()
    clone.apply(clone.legal_actions()[0])
    assert game.to_json() == before
    assert clone.to_json() != before


def test_view_hides_other_players_decrees_and_deck_order() -> None:
    game = _played(4, 6, 60)
    view = game.view(1)
    assert view["players"][1]["decrees"] == game.state.players[1].decrees
    for seat in (0, 2, 3):
        assert view["players"][seat]["decrees"] == len(game.state.players[seat].decrees)
    assert view["board"]["decks"] == {k: len(v) for k, v in game.state.board.decks.items()}
    assert view["board"]["pillar_stack"] == len(game.state.board.pillar_stack)
    assert view["rng"] is None and view["stack"] == []
    json.dumps(view)


def test_view_shows_own_legal_actions_only() -> None:
    game = Game.new(GameConfig(players=2, seed=1))
    seat = game.decision.player
    assert "legal_actions" in game.view(seat)
    assert "legal_actions" not in game.view(1 - seat)


def test_every_decree_is_visible_once_they_are_revealed_at_the_end() -> None:
    game = _played(3, 6, 0)
    chooser = random.Random(6)
    while not any(e["type"] == "decrees_revealed" for e in game.apply(chooser.choice(game.legal_actions()))):
        assert all(isinstance(p["decrees"], int) for p in game.view(-1)["players"])
    assert [p["decrees"] for p in game.view(-1)["players"]] == [p.decrees for p in game.state.players]


def test_public_view_hides_every_decree() -> None:
    view = _played(3, 6, 40).view(-1)
    assert all(isinstance(p["decrees"], int) for p in view["players"])
    assert "legal_actions" not in view and "details" not in view["decision"]


def test_view_carries_wheel_lighting_and_die_states_as_the_rules_compute_them() -> None:
    from game.tekhenu.rules import wheel

    game = _played(4, 6, 60)
    view = game.view(0)
    assert view["wheel"]["arrow"] == game.state.board.wheel_offset % 6
    assert view["wheel"]["gods"] == list(game.board.gods)
    for section, dice in enumerate(game.state.board.sections):
        assert view["wheel"]["lighting"][section] == wheel.lighting(game, section)
        for die in dice:
            assert view["die_states"][str(die)] == wheel.die_state(game, die, section)
    assert len(view["die_states"]) == sum(len(d) for d in game.state.board.sections)
    from game.tekhenu.rules import maat

    assert view["scales"] == [maat.balance(game, seat) for seat in range(4)]
    from game.tekhenu.rules import ops

    assert view["market_reach"] == [ops.accessible_sections(game, p.happiness) for p in game.state.players]


def test_view_tells_the_deciding_player_what_the_decision_is_about() -> None:
    game = Game.new(GameConfig(players=2, seed=3))
    chooser = random.Random(3)
    while game.decision.kind != "osiris_spot":
        game.apply(chooser.choice(game.legal_actions()))
    seat = game.decision.player
    row = game.view(seat)["decision"]["details"]["row"]
    assert f"row {row}" in game.decision.prompt
    assert "details" not in game.view(1 - seat)["decision"]


def test_a_pillar_placement_shows_the_edge_vp_the_rules_will_pay() -> None:
    game = Game.new(GameConfig(players=3, seed=8))
    chooser = random.Random(8)
    checked = 0
    while not game.is_over and checked < 5:
        if game.decision.kind == "ra_place":
            seat = game.decision.player
            edges = game.explain(seat)["details"]["edges"]
            assert set(edges) == {f"{a['row']},{a['col']},{a['rotation']}" for a in game.legal_actions()}
            action = chooser.choice(game.legal_actions())
            match = edges[f"{action['row']},{action['col']},{action['rotation']}"]
            events = game.apply(action)
            paid = sum(e["amount"] for e in events if e["type"] == "vp" and e["reason"] == "Ra: matching edges")
            assert paid == match["vp"] and (match["vp"] > 0) == bool(match["sides"])
            checked += 1
        else:
            game.apply(chooser.choice(game.legal_actions()))
    assert checked == 5


def test_scores_have_total_and_breakdown() -> None:
    game = _played(4, 8, 0)
    chooser = random.Random(3)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    assert game.is_over and game.decision is None and game.legal_actions() == []
    for entry in game.scores():
        assert entry["total"] == sum(entry["breakdown"].values())
        assert entry["breakdown"]["start"] == 10
        assert any(reason.startswith("scoring:") for reason in entry["breakdown"])


def test_events_are_dicts_with_a_type_and_vp_events_carry_a_reason() -> None:
    game = Game.new(GameConfig(players=3, seed=12))
    chooser = random.Random(12)
    seen = set()
    while not game.is_over:
        for event in game.apply(chooser.choice(game.legal_actions())):
            assert isinstance(event["type"], str)
            json.dumps(event)
            seen.add(event["type"])
            if event["type"] == "vp":
                assert event["reason"] and isinstance(event["amount"], int)
    assert {"die_taken", "vp", "wheel_rotated", "maat_started", "scoring_started", "game_over"} <= seen


@pytest.mark.parametrize("players", [1, 5])
def test_player_count_out_of_range_is_refused(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        Game.new(GameConfig(players=players, seed=1))


def test_setup_events_are_kept_for_the_log() -> None:
    game = Game.new(GameConfig(players=2, seed=1))
    assert game.initial_events[0]["type"] == "dice_added"
    assert any(e["type"] == "setup" for e in game.initial_events)
    play_until(game, "take_die")


def test_explanations_are_asked_apart_from_the_view_and_only_tell_a_seat_about_itself() -> None:
    game = Game.new(GameConfig(players=3, seed=8))
    chooser = random.Random(8)
    while not (game.decision.kind == "take_die" and game.state.round >= 2):
        game.apply(chooser.choice(game.legal_actions()))
    seat = game.decision.player
    assert "die_obstacles" not in game.view(seat)["decision"]["details"]   # the view stays lean
    assert "die_obstacles" in game.explain(seat)["details"]
    other = (seat + 1) % 3
    assert game.explain(other)["details"] == {}                            # not deciding: no details
    assert game.explain(-1) == {"details": {}}                              # the public view: nothing
