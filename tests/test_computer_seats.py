"""Seats played by computer players: who is a person, what a save keeps of them, and what a
damaged save may not smuggle in."""
from __future__ import annotations

import json

import pytest

from game import persist
from game.ai import LEVELS
from game.persist import SaveError
from game.seats import COMPUTER_LEVELS, Seat
from game.session import Session
from game.tekhenu.rules import GameConfig


def four_seats() -> list[Seat]:
    return [Seat("Ana", "blue"), Seat("Imhotep", "orange", computer="easy"),
            Seat("Nefertari", "green", computer="hard"), Seat("Ramesses", "pink", computer="medium")]


def test_the_levels_offered_are_the_computer_players_levels():
    assert COMPUTER_LEVELS == tuple(LEVELS)


def test_one_person_among_computers_needs_no_pass_the_device_screen(tmp_path):
    session = Session.new(GameConfig(players=4, seed=1), four_seats(), autosave_folder=tmp_path)
    assert session.humans == [0] and not session.shared_screen
    assert session.computers == [None, "easy", "hard", "medium"]
    two_people = [Seat("Ana", "blue"), Seat("Bo", "orange"), Seat("Imhotep", "green", computer="easy")]
    assert Session.new(GameConfig(players=3, seed=1), two_people, autosave=False).shared_screen


def test_a_saved_game_resumes_with_its_computer_players(tmp_path):
    session = Session.new(GameConfig(players=4, seed=1), four_seats(), autosave_folder=tmp_path)
    path = session.save_as(tmp_path / "vs-computers.json")
    loaded = Session.load(path, autosave_folder=tmp_path)
    assert loaded.seats == four_seats()
    assert persist.info(path).computers == (None, "easy", "hard", "medium")


def test_a_save_from_before_computer_players_seats_people_only(tmp_path):
    session = Session.new(GameConfig(players=2, seed=1), [Seat("Ana", "blue"), Seat("Bo", "orange")],
                          autosave_folder=tmp_path)
    path = session.save_as(tmp_path / "old.json")
    document = json.loads(path.read_text())
    del document["computers"]
    path.write_text(json.dumps(document))
    assert [seat.human for seat in Session.load(path, autosave_folder=tmp_path).seats] == [True, True]


@pytest.mark.parametrize("computers", [["genius", None], "hard", [1, None], [["hard"], None]])
def test_a_save_naming_an_unknown_computer_player_is_refused_as_damaged(tmp_path, computers):
    session = Session.new(GameConfig(players=2, seed=1), [Seat("Ana", "blue"), Seat("Bo", "orange")],
                          autosave_folder=tmp_path)
    path = session.save_as(tmp_path / "bad.json")
    document = json.loads(path.read_text())
    document["computers"] = computers
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="'computers' is not a list of computer levels"):
        persist.read_header(path)
