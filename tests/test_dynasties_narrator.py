"""The log of "Dynasties": every event of a game is a whole sentence, castes and Afterlife cards
are named as the rulebook names them, and another player's secret cards are not named."""
from __future__ import annotations

import random
import re

import pytest
from dynasties_helpers import act, arrange, new, turn

from game.dynasties.module import MODULE

NAMES = ["Ann", "Bob", "Cy", "Dee"]


@pytest.mark.parametrize("players, variant", [(3, ""), (4, ""), (2, "aten"), (2, "memphis")])
def test_every_event_of_a_game_is_a_sentence(players, variant):
    game = new(players, variant, seed=6)
    chooser = random.Random(6)
    events = list(game.initial_events)
    while not game.is_over:
        events += game.apply(chooser.choice(game.legal_actions()))
    for narrator in (MODULE.narrator(NAMES), MODULE.narrator(NAMES, reveal_all=True)):
        lines = [narrator.line(event) for event in events]
        for event, line in zip(events, lines):
            if event["type"] in ("turn_ended", "afterlife_drawn") and line is None:
                continue
            assert line and (line[0].isupper() or line[0].isdigit()) and line.endswith("."), event   # "2 × Farmer …"
            assert "_" not in line and "{" not in line, line   # no internal id, no unfilled placeholder
            assert not re.search(r"\ba [AEIOUaeiou]", line), line   # never "a Artisan"


def test_another_players_cards_are_not_named():
    game = arrange(new(3), hands=[["scribe", "noble", "farmer"]], deben=[3], draws=["merchant", "baker"])
    turn(game, 0)
    act(game, "play", caste="scribe", count=1)
    events = act(game, "hide", caste="noble")
    hidden = [event for event in events if event["type"] in ("scribe_hid", "cards_drawn")]
    assert [MODULE.narrator(NAMES, reveal_private_for=1).line(e) for e in hidden] == [
        "Ann pays 1 deben and puts a card face down under the Scribe.", "Ann draws 1 card."]
    assert [MODULE.narrator(NAMES, reveal_private_for=0).line(e) for e in hidden] == [
        "Ann pays 1 deben and puts the Noble card under the Scribe.", "Ann draws Merchant."]


def test_sentences_of_a_priest_and_a_soldier():
    game = arrange(new(3), hands=[["priest", "farmer", "baker"]], deben=[5], dice=[3, 0, 2],
                   afterlife_draws=["osiris", "khufu", "peret"])
    turn(game, 0)
    act(game, "play", caste="priest", count=1)
    events = act(game, "consult", value=3) + act(game, "keep", card="khufu")
    public, own = MODULE.narrator(NAMES, reveal_private_for=2), MODULE.narrator(NAMES, reveal_private_for=0)
    assert [line for line in map(public.line, events) if line] == [
        "Ann consults the Priest with a 3: pays 3 deben and draws 3 Afterlife cards; the dice now show 2 and 2 (1 removed).",
        "Ann keeps one Afterlife card and shuffles 2 cards back into the Afterlife deck."]
    assert [line for line in map(own.line, events) if line][1:] == [
        "Ann sees Judgement of Osiris, Glory of Khufu and Peret, season of emergence in the Afterlife deck.",
        "Ann keeps Glory of Khufu and shuffles 2 cards back into the Afterlife deck."]
    game = arrange(new(3), hands=[["soldier", "priest", "baker"]], dynasties=[None, {"farmer": 1}, None], deben=[3, 0, 3])
    turn(game, 0)
    act(game, "play", caste="soldier", count=1)
    lines = [MODULE.narrator(NAMES).line(e) for e in act(game, "raid", victim=1, bread=False)]
    assert lines[:2] == ["Ann sends a Soldier for a Farmer of Bob.", "Ann takes a Farmer from Bob."]   # Bob has no deben


def test_the_final_scores_name_their_categories():
    narrator = MODULE.narrator(NAMES)
    line = narrator.line({"type": "final_score", "player": 2, "total": 71, "deben": 0,
                          "breakdown": {"castes": 18, "bread": 11, "majorities": 34, "afterlife": 7, "deben": 0,
                                        "merchants": 1}})
    assert line == ("Cy ends with 71 VP (Caste VP 18, Bread VP 11, Majority VP 34, Afterlife card 7, "
                    "Heliopolis's Merchants 1).")
    assert narrator.line({"type": "game_over", "winners": [0, 1]}) == "Ann and Bob share the win."


def test_cards_of_one_caste_are_counted_and_the_removed_dice_summed_up():
    narrator = MODULE.narrator(NAMES)
    assert narrator.cards(["farmer", "priest", "farmer"]) == "2 × Farmer and Priest"
    assert narrator.cards(["scribe"]) == "Scribe"
    assert narrator.dice([3, 1, 2]) == "3, 1 and 2"
    assert narrator.dice([0, 4, 0]) == "4 (2 removed)"
    assert narrator.dice([0, 0, 0]) == "none (all removed)"
