"""The client's game session: seats, the log kept in step with undo, autosave and loading."""
from __future__ import annotations

import random

from game import persist
from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME

SEATS = [Seat("Ana", "pink"), Seat("Bo", "green")]


def test_events_follow_undo_and_redo(tmp_path):
    session = Session.new(GameConfig(players=2, seed=3), SEATS, autosave_folder=tmp_path)
    chooser = random.Random(3)
    checked = 0
    while not session.game.is_over:
        before = list(session.events)
        events = session.apply(chooser.choice(session.game.legal_actions()))
        assert session.events == before + events
        if session.can_undo:
            session.undo()
            assert session.events == before
            assert session.can_redo
            redone = session.redo()
            assert session.events == before + redone
            checked += 1
    assert checked > 10


def test_every_decision_is_autosaved_and_loads_with_names_and_colours(tmp_path):
    session = Session.new(GameConfig(players=2, seed=4), SEATS, autosave_folder=tmp_path)
    chooser = random.Random(4)
    for _ in range(30):
        session.apply(chooser.choice(session.game.legal_actions()))
    path = tmp_path / f"{session.game_id}.json"
    loaded = Session.load(path, autosave_folder=tmp_path)
    assert loaded.game.to_json() == session.game.to_json()
    assert loaded.seats == SEATS
    assert loaded.events == session.events
    assert loaded.game_id == session.game_id
    info = persist.info(path)
    assert info.names == ("Ana", "Bo") and info.colours == ("pink", "green")


def test_a_solo_session_has_botankhamun_in_seat_two_and_no_shared_screen(tmp_path):
    seats = [Seat("Ana", "blue"), Seat(AUTOMA_NAME, "orange", automa=True)]
    session = Session.new(GameConfig(players=1, solo=True, seed=5), seats, autosave=False)
    assert session.humans == [0] and not session.shared_screen
    assert not list(tmp_path.iterdir())   # autosave off writes nothing
    loaded_seats = Session.load(session.save_as(tmp_path / "solo.json")).seats
    assert loaded_seats == seats


def test_grouped_log_opens_each_round_and_turn_and_names_players():
    session = Session.new(GameConfig(players=2, seed=6), SEATS, autosave=False)
    chooser = random.Random(6)
    while session.game.view(-1)["round"] < 3:
        session.apply(chooser.choice(session.game.legal_actions()))
    lines = grouped_log(session.events, session.narrator(None))
    headings = [line.text for line in lines if line.heading]
    assert "Round 1" in headings and "Round 2" in headings
    assert any(text.endswith("'s turn") for text in headings)
    rounds = [line.round for line in lines]
    assert rounds == sorted(rounds)
    for line in lines:
        if not line.heading and line.player is not None:
            assert SEATS[line.player].name in line.text
    # continuing from the middle gives the same lines as doing it all at once
    cut = len(session.events) // 2
    first = grouped_log(session.events[:cut], session.narrator(None))
    rest = grouped_log(session.events[cut:], session.narrator(None), first[-1].round if first else 0, cut)
    assert first + rest == lines


def test_a_shared_screen_log_never_names_a_kept_decree():
    session = Session.new(GameConfig(players=2, seed=7), SEATS, autosave=False)
    chooser = random.Random(7)
    while session.game.decision.kind in ("keep_decree",):
        session.apply(chooser.choice(session.game.legal_actions()))
    kept = [d for p in session.game.view(0)["players"][:1] for d in p["decrees"]]
    text = " ".join(line.text for line in grouped_log(session.events, session.narrator(None)))
    assert kept and not any(card in text or session.game.catalog.name(card) in text for card in kept)


def test_on_a_shared_screen_every_seat_reads_the_public_log_and_alone_a_person_reads_their_own():
    shared = Session.new(GameConfig(players=2, seed=7), SEATS, autosave=False)
    chooser = random.Random(7)
    while shared.game.decision.kind == "keep_decree":
        shared.apply(chooser.choice(shared.game.legal_actions()))
    assert [shared.private_reader(seat) for seat in (0, 1, -1, None)] == [None] * 4
    public = grouped_log(shared.events, shared.narrator(None))
    assert grouped_log(shared.events, shared.narrator(0)) == public == grouped_log(shared.events, shared.narrator(1))
    seats = [Seat("Ana", "blue"), Seat(AUTOMA_NAME, "orange", automa=True)]
    solo = Session.new(GameConfig(players=1, solo=True, seed=5), seats, autosave=False)
    assert [solo.private_reader(seat) for seat in (0, -1, None)] == [0, None, None]


def test_old_finished_games_are_pruned_from_the_autosaves_but_never_unfinished_ones(tmp_path):
    import json
    import os

    finished = Session.new(GameConfig(players=2, seed=8), SEATS, autosave_folder=tmp_path)
    chooser = random.Random(8)
    while not finished.game.is_over:
        finished.apply(chooser.choice(finished.game.legal_actions()))
    text = (tmp_path / f"{finished.game_id}.json").read_text()
    for n in range(5):   # five more finished games, older and older
        path = tmp_path / f"old-{n}.json"
        document = json.loads(text)
        document["saved_at"] -= 1000 * (n + 1)
        path.write_text(json.dumps(document))
        os.utime(path, (0, 0))
    unfinished = Session.new(GameConfig(players=2, seed=9), SEATS, autosave_folder=tmp_path)
    unfinished.apply(unfinished.game.legal_actions()[0])
    removed = persist.prune_finished_autosaves(tmp_path, keep=3)
    assert {p.name for p in removed} == {"old-2.json", "old-3.json", "old-4.json"}   # the three oldest
    left = {i.path.name for i in persist.list_saves(tmp_path)}
    assert f"{unfinished.game_id}.json" in left and f"{finished.game_id}.json" in left
    assert len([i for i in persist.list_saves(tmp_path) if i.finished]) == 3
