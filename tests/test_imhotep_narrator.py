"""Imhotep's log: every event of a game is a whole English sentence naming sites and cards as
the rulebook does."""
from __future__ import annotations

import random

from imhotep_helpers import act, arrange, end_round, last_round, new

from game.imhotep.module import MODULE
from game.imhotep.rules.state import EMPTY

NAMES = ["Ann", "Bob", "Cy"]


def test_every_event_of_a_game_is_a_sentence():
    game = new(3, seed=4)
    chooser = random.Random(2)
    events = list(game.initial_events)
    while not game.is_over:
        events += game.apply(chooser.choice(game.legal_actions()))
    narrator = MODULE.narrator(NAMES)
    for event in events:
        line = narrator.line(event)
        assert line and line[0].isupper() and line.endswith("."), event
        assert "_" not in line, line   # no internal id such as burial_chamber


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
