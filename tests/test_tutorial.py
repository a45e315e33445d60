"""Learn to play, the guided first game (issue #17), without a window: the script plays through
with the rules alone and every note says what happens; the data files are checked with clear
errors; the step machine offers only the move asked for, leaves the script when the game does,
and resumes from a save only where the save fits the game."""
from __future__ import annotations

import json

import pytest

from game import persist
from game.core.data import DataError
from game.tekhenu.rules import Action
from game.tekhenu.tutorial import GUIDED_GAME
from game.tekhenu.tutorial.course import DONE, FREE, GUIDED, Course, Progress
from game.tekhenu.tutorial.rehearsal import new_game, rehearse
from game.tekhenu.tutorial.script import KINDS, fill, load_script, load_words, matches, read_script, read_words

LANGUAGES = ("en", "hu", "pl", "ko")


@pytest.fixture(scope="module")
def rehearsed():
    return rehearse()


# --------------------------------------------------------------------------- the script plays through

def test_every_step_of_the_script_is_reached_and_the_game_ends(rehearsed):
    game, seen = rehearsed
    script = load_script()
    assert game.is_over
    assert [record.step for record in seen] == [step.id for step in script.steps]
    assert {step.kind for step in script.steps} == set(KINDS)   # the script shows every kind of step


def test_the_numbers_the_notes_give_are_the_games(rehearsed):
    """Each step's ``expect`` holds once it is done: 1 − 3 − 2 − 1 − 1 = −6 at the first Maat, 4 faith
    make it −2 and the player goes first; 17 VP after Ra (10 + 4 for two matching edges in a corner
    + 3 for the right tile), 23 against 27 after the first scoring…"""
    _, seen = rehearsed
    assert all(not record.unmet for record in seen), [(r.step, r.unmet) for r in seen if r.unmet]
    expecting = [step.id for step in load_script().steps if step.expect]
    assert {"resources", "workshop", "pillar", "faith1", "faith2", "scoring1"} <= set(expecting)


def test_the_notes_over_screens_come_when_their_screen_opens(rehearsed):
    _, seen = rehearsed
    screens = {record.step: record.screens for record in seen}
    assert screens["maat1"] == ["maat"]
    assert screens["scoring1"] == ["scoring"]
    assert screens["scoring2"] == ["scoring"]
    assert screens["the_end"] == ["game_over"]


def test_botankhamun_played_the_turn_the_coach_explains(rehearsed):
    """"He took the highest die in Ra's section, a yellow 5, and raised a pillar … for 3 VP"."""
    _, seen = rehearsed
    setup = next(record for record in seen if record.step == "resources")
    taken = [e for e in setup.events if e["type"] == "die_taken" and e["player"] == 1]
    assert [(e["colour"], e["value"], e["god"]) for e in taken] == [("yellow", 5, "ra")]
    assert sum(e["amount"] for e in setup.events if e["type"] == "vp" and e["player"] == 1) == 3


def test_every_move_of_the_script_is_one_of_the_rules_own_actions(rehearsed):
    """Replaying the game's history move by move, each scripted move is legal when it comes."""
    game, _ = rehearsed
    replay = new_game(load_script())
    for action in game.history:
        assert action in replay.legal_actions()
        replay.apply(action)
    assert replay.to_json() == game.to_json()


# --------------------------------------------------------------------------- the data files

def test_every_language_has_words_for_every_step():
    script = load_script()
    for language in LANGUAGES:
        words = load_words(language)
        assert set(words.titles) == set(words.texts) == {step.id for step in script.steps}
        for step in script.steps:
            assert "{" not in words.text(step, {"vp": 1, "bot_vp": 2, "round": 3, "step": 4, "steps": 5})


def test_placeholders_are_filled_by_name_only():
    assert fill("You have {vp} VP, round {round}.", {"vp": 17, "round": 4}) == "You have 17 VP, round 4."
    assert fill("{vp.__class__}", {"vp": 17}) == "{vp.__class__}"   # never str.format: no attribute access


def _script(**change):
    raw = {"game": {"seed": 6, "difficulty": "easy", "player": "Neferet"},
           "ahead": {"round": 16, "level": "medium", "iterations": 10},
           "steps": [{"id": "hello", "kind": "say"}, {"id": "take", "kind": "do", "moves": [{"kind": "end_turn"}]}]}
    raw.update(change)
    return raw


@pytest.mark.parametrize("steps, problem", [
    ([{"id": "a", "kind": "talk"}], "script.yaml: a: kind: expected a step kind (say, do, free, over, branch, ahead)"),
    ([{"id": "a", "kind": "do"}], "script.yaml: a: moves: missing: a do step needs it"),
    ([{"id": "a", "kind": "say", "moves": [{"kind": "end_turn"}]}], "script.yaml: a: moves: a say step has no moves"),
    ([{"id": "a", "kind": "do", "moves": [{"die": 3}]}], "script.yaml: a: moves[0].kind: missing"),
    ([{"id": "a", "kind": "do", "moves": [{"kind": "take_die", "die": 2.5}]}], "moves[0].die: expected a text"),
    ([{"id": "a", "kind": "say"}, {"id": "a", "kind": "say"}], "steps[1]: duplicate value 'a'"),
    ([{"id": "Hello!", "kind": "say"}], "expected a step id"),
    ([{"id": "a", "kind": "free"}], "a free step needs until_move or until_screen"),
    ([{"id": "a", "kind": "branch"}], "a: kind: a branch step is followed by an ahead step"),
    ([{"id": "a", "kind": "say", "spotlight": ["sky"]}], "a: spotlight[0]: expected an area"),
    ([{"id": "a", "kind": "over", "screen": "maat", "coach": "temple"}], "a: coach: the note of a over step sits in"),
    ([{"id": "a", "kind": "say", "expect": {"you.luck": 3}}], "a: expect.you.luck: unknown expectation"),
    ([{"id": "a", "kind": "say", "color": "blue"}], "a: color: unknown field"),
])
def test_a_bad_script_says_what_is_wrong_and_where(steps, problem):
    with pytest.raises(DataError) as error:
        read_script(_script(steps=steps), "script.yaml")
    assert problem in str(error.value)


def _words(**steps):
    labels = dict(load_words("en").labels)
    return {"language": "xx", "labels": labels,
            "steps": steps or {"hello": {"title": "Hi", "text": "Hello."}, "take": {"title": "Go", "text": "Go."}}}


@pytest.mark.parametrize("change, problem", [
    ({"steps": {"hello": {"title": "Hi", "text": "Hello."}}}, "xx.yaml: take: (entry): missing"),
    ({"steps": {"hello": {"title": "Hi", "text": "Hi {name}."}, "take": {"title": "Go", "text": "Go."}}},
     "xx.yaml: hello: text: unknown placeholder {name}"),
    ({"steps": {"hello": {"title": "Hi", "text": "Hi } there."}, "take": {"title": "Go", "text": "Go."}}},
     "a brace outside a {placeholder}"),
    ({"steps": {"hello": {"title": "Hi", "text": "Hi."}, "take": {"title": "Go", "text": "Go."},
                "bye": {"title": "Bye", "text": "Bye."}}}, "xx.yaml: bye: (entry): no step of script.yaml has this id"),
    ({"labels": {"next": "Next"}}, "xx.yaml: labels: coach: missing"),
])
def test_bad_words_say_what_is_wrong_and_where(change, problem):
    raw = _words()
    raw.update(change)
    with pytest.raises(DataError) as error:
        read_words(raw, "xx.yaml", read_script(_script(), "script.yaml"))
    assert problem in str(error.value)


def test_a_move_matches_an_action_in_value_and_type():
    assert matches(Action.make("take_die", die=2, anubis=False), {"kind": "take_die", "die": 2})
    assert not matches(Action.make("take_die", die=1, anubis=False), {"kind": "take_die", "die": True})
    assert not matches(Action.make("take_die", die=1, anubis=False), {"kind": "take_die", "die": 2})
    assert matches(Action.make("take_cards", section=1, slots=(0,)), {"kind": "take_cards", "slots": [0]})


# --------------------------------------------------------------------------- the step machine

def _at_step(step_id: str):
    """The game and the course at the start of ``step_id``, played with the script's moves."""
    script = load_script()
    game, course = new_game(script), Course(script)
    while course.step.id != step_id:
        step = course.step
        if step.kind in ("say", "branch"):
            course.next(game)
            continue
        if step.kind == "over":
            course.next(game)
            continue
        action = course.offered(game, game.legal_actions())[0]
        game.apply(action)
        course.played(game, action)
    return script, game, course


def test_a_do_step_offers_only_its_next_move_and_a_note_to_read_offers_nothing():
    script, game, course = _at_step("take1")
    legal = game.legal_actions()
    assert len(legal) > 10
    assert course.offered(game, legal) == [Action.make("take_die", die=2, anubis=False)]
    assert course.leading
    _, game, course = _at_step("light")
    assert course.offered(game, game.legal_actions()) == []


def test_a_move_the_step_did_not_ask_for_leaves_the_script():
    _, game, course = _at_step("take1")
    other = next(a for a in game.legal_actions() if a.get("die") != 2)
    game.apply(other)
    course.played(game, other)
    assert course.progress.mode == FREE and course.step is None
    assert course.offered(game, game.legal_actions()) == game.legal_actions()


def test_the_position_saved_with_the_game_resumes_where_it_fits():
    script, game, course = _at_step("produce")
    data = json.loads(json.dumps(course.to_data()))   # as a save holds it
    assert data == {"version": 1, "step": "produce", "at": len(game.history), "mode": GUIDED}
    resumed = Course.resume(script, data, game)
    assert (resumed.step.id, resumed.progress.at) == ("produce", len(game.history))


def test_a_position_saved_before_the_last_move_of_its_step_moves_on():
    """The move is saved with the game before the coach moves on: loading does it."""
    script, game, course = _at_step("keep1")
    data = course.to_data()
    action = course.offered(game, game.legal_actions())[0]
    game.apply(action)
    resumed = Course.resume(script, data, game)
    assert resumed.step.id == "osiris" and resumed.progress.at == len(game.history)


def test_a_note_over_a_screen_that_is_gone_is_passed_when_resuming():
    script, game, course = _at_step("maat1")
    resumed = Course.resume(script, course.to_data(), game)
    assert resumed.step.id == "destiny2"


@pytest.mark.parametrize("data", [
    None, "produce", {"version": 2, "step": "produce", "at": 0, "mode": GUIDED},
    {"version": 1, "step": "no_such_step", "at": 0, "mode": GUIDED},
    {"version": 1, "step": "produce", "at": True, "mode": GUIDED},
    {"version": 1, "step": "produce", "at": 9999, "mode": GUIDED},
    {"version": 1, "step": "welcome", "at": 0, "mode": GUIDED},   # a note to read, but moves were made since
    {"version": 1, "step": "take1", "at": 0, "mode": GUIDED},     # its move is not the game's decision
])
def test_a_position_that_does_not_fit_the_game_lets_the_player_play_on(data):
    script, game, _ = _at_step("produce")
    resumed = Course.resume(script, data, game)
    assert resumed.progress.mode == FREE and resumed.step is None


def test_the_last_note_finishes_the_guided_game():
    script = load_script()
    course = Course(script, Progress(len(script.steps) - 1, 0))
    course.next(new_game(script))
    assert course.progress.mode == DONE and GUIDED_GAME.finished(course.to_data())
    assert not GUIDED_GAME.leads(course.to_data())


# --------------------------------------------------------------------------- saved with the game

def test_a_new_guided_game_is_autosaved_with_its_coach_and_loads_with_it(tmp_path):
    from game.session import Session

    session = GUIDED_GAME.new_session(tmp_path)
    assert session.game.config.seed == load_script().seed and session.game.config.solo
    assert session.names == ["Neferet", "Botankhamun"]
    path = tmp_path / f"{session.game_id}.json"
    assert persist.read_header(path).guide == {"version": 1, "step": "welcome", "at": 0, "mode": GUIDED}
    session.guide = {"version": 1, "step": "decree", "at": 0, "mode": GUIDED}
    session.apply(session.game.legal_actions()[0])
    assert Session.load(path, autosave_folder=tmp_path).guide == session.guide


def test_a_save_whose_coach_is_not_an_object_is_damaged(tmp_path):
    session = GUIDED_GAME.new_session(tmp_path)
    path = tmp_path / f"{session.game_id}.json"
    document = json.loads(path.read_text())
    document["guide"] = ["welcome"]
    path.write_text(json.dumps(document))
    with pytest.raises(persist.SaveError, match="'guide'"):
        persist.read_header(path)


def test_a_save_without_a_coach_has_none(tmp_path):
    session = GUIDED_GAME.new_session(tmp_path)
    session.guide = None
    path = session.save_as(tmp_path / "plain.json")
    assert "guide" not in json.loads(path.read_text())
    assert persist.read_header(path).guide is None
