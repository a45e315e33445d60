"""Imhotep's log: every event of a game is a whole English sentence naming sites and cards as
the rulebook does."""
from __future__ import annotations

import random

import pytest
from imhotep_helpers import act, arrange, end_round, last_round, new, put_at

from game.imhotep.module import MODULE
from game.imhotep.rules.state import EMPTY

NAMES = ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize("sides, wrath", [("AAAAA", False), ("BBBBB", True), ("ABABA", True)])
def test_every_event_of_a_game_is_a_sentence(sides, wrath):
    kinds = set()
    for seed in range(4):
        game = new(3, seed=seed, sides=sides, wrath=wrath)
        chooser = random.Random(seed)
        events = list(game.initial_events)
        while not game.is_over:
            events += game.apply(chooser.choice(game.legal_actions()))
        narrator = MODULE.narrator(NAMES)
        for event in events:
            line = narrator.line(event)
            assert line and line[0].isupper() and line.endswith("."), event
            assert "_" not in line, line   # no internal id such as burial_chamber
            kinds.add(event["type"])
    if sides == "BBBBB":
        assert {"face_down_taken", "card_discarded", "temple_bonus", "pharaohs_wrath"} <= kinds


def test_sentences_of_the_b_sides():
    game = new(3, sides="BBBBB")
    put_at(game, "obelisk", [2, 2])
    arrange(game, ships=[[1, 2, EMPTY], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], offer=["paved_path"],
            face_down=["statue", "lever"], turn=0)
    narrator = MODULE.narrator(NAMES)
    lines = [narrator.line(e) for e in act(game, "sail", ship=0, site="market")]
    lines += [narrator.line(e) for e in act(game, "take_face_down")]
    lines += [narrator.line(e) for e in act(game, "keep", card="lever")]   # Cy's one card follows at once
    assert lines == ["Ann sails the ship for 3 stones to the Market.", "Bob delivers a stone to the Market.",
                     "Bob takes the 2 face-down cards.", "Bob discards Statue.", "Bob keeps the Lever card.",
                     "Cy delivers a stone to the Market.", "Cy takes the Paved Path card.",
                     "Cy completes an obelisk at the Obelisk and scores 10 points.",
                     "The stones at the Market go back to the quarry."]
    arrange(game, ships=[[0, EMPTY], [EMPTY] * 4, [EMPTY] * 3, [EMPTY]], turn=0)
    lines = [narrator.line(e) for e in act(game, "sail", ship=0, site="pyramid")]
    lines += [narrator.line(e) for e in act(game, "pyramid", pyramid=1)]
    lines += [narrator.line(e) for e in act(game, "skip_bonus")]
    assert lines == ["Ann sails the ship for 2 stones to the Pyramid.",
                     "Ann builds a stone on the middle pyramid and scores 1 point.",
                     "Ann leaves the Pyramid's ship bonus."]


def test_sentences_of_a_market_delivery_and_the_end():
    game = new(3)
    arrange(game, ships=[[1, 2, EMPTY], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], offer=["paved_path", "statue"], turn=0)
    narrator = MODULE.narrator(NAMES)
    lines = [narrator.line(e) for e in act(game, "sail", ship=0, site="market")]
    lines += [narrator.line(e) for e in act(game, "take", card="paved_path")]
    assert lines == ["Ann sails the ship for 3 stones to the Market.", "Bob delivers a stone to the Market.",
                     "Bob takes the Paved Path card.", "Bob puts a stone from the quarry on the Obelisk.",
                     "Cy delivers a stone to the Market.", "Cy takes the Statue card.",
                     "The stones at the Market go back to the quarry."]
    last_round(game)
    lines = [narrator.line(e) for e in end_round(game, 0)]
    assert lines[-4:] == ["Ann ends with 0 points.", "Bob ends with 12 points (Obelisk 12).",
                          "Cy ends with 1 point (Statue 1).", "Bob wins the game."]
