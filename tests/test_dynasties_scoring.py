"""The final scoring (RULES §8, §10): Caste VP, Bread VP, majorities and their ties, the nine
Afterlife cards, deben, the cards under the Scribes, and the tie-breaks, with hand-counted totals."""
from __future__ import annotations

import pytest
from dynasties_helpers import act, arrange, events_of, finish, new, offered


def ended(dynasties, *, deben=(0, 0, 0), bread=None, held=None, scribed=None):
    """A 3-player game whose Dynasties, bread, deben and Afterlife cards are these, scored now."""
    game = arrange(new(3), dynasties=dynasties, deben=list(deben), bread=bread, held=held)
    for seat, cards in enumerate(scribed or ()):
        game.state.players[seat].scribed = list(cards)
    events = finish(game)
    return game, events


def breakdown(game, seat):
    return game.scores()[seat]["breakdown"]


def test_caste_bread_majority_and_deben_vp():
    game, events = ended([{"pharaoh": 1, "scribe": 2, "farmer": 3}, {"farmer": 2, "noble": 1},
                          {"scribe": 2, "merchant": 1}], deben=(7, 2, 0),
                         bread=[{"farmer": 2, "pharaoh": 1}, None, None])
    assert game.is_over
    # 5 + 2x4 + 3x1; bread 3 + 3 + 1; the Pharaoh's 1 and the Farmers' 9 (the Scribes tie); 7 // 3
    assert breakdown(game, 0) == {"castes": 16, "bread": 7, "majorities": 10, "afterlife": 0, "deben": 2}
    assert breakdown(game, 1) == {"castes": 6, "bread": 0, "majorities": 3, "afterlife": 0, "deben": 0}
    assert breakdown(game, 2) == {"castes": 9, "bread": 0, "majorities": 8, "afterlife": 0, "deben": 0}
    assert [entry["total"] for entry in game.scores()] == [35, 9, 17]
    assert events_of(events, "game_over") == [{"type": "game_over", "winners": [0]}]


def test_a_tie_for_the_most_cards_of_a_caste_scores_nobody():
    game, _ = ended([{"farmer": 2}, {"farmer": 2}, {"farmer": 1}])
    assert [breakdown(game, seat)["majorities"] for seat in range(3)] == [0, 0, 0]


def test_the_cards_under_the_scribes_join_the_dynasty_at_the_end():
    game = arrange(new(3), dynasties=[{"scribe": 1}, {"noble": 1}, {}], deben=[0, 0, 0])
    game.state.players[0].scribed = ["noble", "noble"]
    assert game.scores()[0]["breakdown"]["castes"] == 4 and game.scores()[1]["breakdown"]["majorities"] == 3
    events = finish(game)
    assert events_of(events, "scribes_revealed") == [{"type": "scribes_revealed", "player": 0, "cards": ["noble", "noble"]}]
    assert breakdown(game, 0) == {"castes": 12, "bread": 0, "majorities": 2 + 3, "afterlife": 0, "deben": 0}
    assert breakdown(game, 1)["majorities"] == 0 and game.state.players[0].scribed == []


def test_scores_during_play_leave_out_the_hidden_cards():
    game = arrange(new(3), dynasties=[{"soldier": 2}, {}, {}], deben=[10, 0, 0], held=["osiris"])
    game.state.players[0].scribed = ["pharaoh"]
    assert game.scores()[0]["breakdown"] == {"castes": 4, "bread": 0, "majorities": 6, "afterlife": 0, "deben": 3}
    finish(game)
    assert game.scores()[0]["breakdown"] == {"castes": 9, "bread": 0, "majorities": 7, "afterlife": 7, "deben": 3}


# ------------------------------------------------------------------------------ the Afterlife cards
def test_a_season_card_doubles_the_majority_its_holder_chooses():
    game = arrange(new(3), dynasties=[{"farmer": 3, "scribe": 1}, {"farmer": 1}, {}], deben=[0, 0, 0],
                   held=["peret"])
    finish(game)
    assert (game.decision.player, game.decision.kind) == (0, "season") and not game.is_over
    assert offered(game) == [{"kind": "season", "caste": "scribe"}, {"kind": "season", "caste": "farmer"}]
    events = act(game, "season", caste="farmer")
    assert game.is_over and game.state.players[0].season == "farmer"
    assert breakdown(game, 0) == {"castes": 7, "bread": 0, "majorities": 11, "afterlife": 9, "deben": 0}
    assert events_of(events, "season_chosen")[0]["caste"] == "farmer"


def test_a_season_card_with_one_sole_majority_doubles_it_without_a_question():
    game, events = ended([{"baker": 2}, {"baker": 1, "farmer": 1}, {"farmer": 1}], held=["akhet"])
    assert game.is_over and breakdown(game, 0)["afterlife"] == 7
    assert events_of(events, "season_chosen") == [{"type": "season_chosen", "player": 0, "card": "akhet",
                                                    "caste": "baker"}]


def test_a_season_card_without_a_sole_majority_doubles_nothing():
    game, events = ended([{"baker": 1}, {"baker": 1}, {}], held=["shemu"])
    assert breakdown(game, 0)["afterlife"] == 0
    assert events_of(events, "season_unused") == [{"type": "season_unused", "player": 0, "card": "shemu"}]


@pytest.mark.parametrize("card, castes, bonus", [
    ("hatshepsut", {"scribe": 2, "noble": 3, "priest": 1}, 6),     # 1 set of Scribe, Noble, Priest
    ("hatshepsut", {"scribe": 2, "noble": 2, "priest": 2}, 12),
    ("hatshepsut", {"scribe": 2, "noble": 2}, 0),
    ("amenhotep", {"baker": 2, "merchant": 2, "farmer": 3}, 8),    # 2 sets of Baker, Merchant, Farmer
    ("anubis", {"soldier": 2, "farmer": 2}, 4),                    # the Soldiers' 2 x 2 once more
    ("anubis", {"soldier": 1, "farmer": 2}, 0),                    # a Farmer without a Soldier
    ("anubis", {"soldier": 3}, 6),                                 # no Farmer: every one is guarded (D8)
    ("anubis", {"scribe": 1}, 0),
])
def test_the_set_and_soldier_cards(card, castes, bonus):
    game, _ = ended([castes, {}, {}], held=[card])
    assert breakdown(game, 0)["afterlife"] == bonus


def test_osiris_scores_every_deben():
    game, _ = ended([{}, {}, {}], deben=(10, 10, 0), held=["osiris"])
    assert breakdown(game, 0)["deben"] + breakdown(game, 0)["afterlife"] == 10
    assert breakdown(game, 1)["deben"] == 3


@pytest.mark.parametrize("others, bonus", [((2, 2), 5), ((3, 0), 0), ((0, 4), 0)])
def test_nephthys_needs_more_bread_than_each_other_player(others, bonus):
    game, _ = ended([{"farmer": 3}, {"farmer": 4}, {"farmer": 4}], held=["nephthys"],
                    bread=[{"farmer": 3}, {"farmer": others[0]}, {"farmer": others[1]}])
    assert breakdown(game, 0)["afterlife"] == bonus


@pytest.mark.parametrize("second, bonus", [({"noble": 1, "farmer": 1, "baker": 1}, 7),
                                           ({"noble": 1, "farmer": 1, "baker": 1, "priest": 5}, 0)])
def test_khufu_needs_more_different_castes_than_each_other_player(second, bonus):
    game, _ = ended([{"pharaoh": 1, "scribe": 1, "noble": 1, "farmer": 1}, second, {"farmer": 1}], held=["khufu"])
    assert breakdown(game, 0)["afterlife"] == bonus


def test_the_afterlife_cards_are_turned_up_at_the_end():
    _, events = ended([{}, {}, {}], held=["osiris", "", "khufu"])
    assert events_of(events, "afterlife_revealed") == [
        {"type": "afterlife_revealed", "player": 0, "card": "osiris"},
        {"type": "afterlife_revealed", "player": 2, "card": "khufu"}]


# ------------------------------------------------------------------------------ the winner
def test_a_tie_goes_to_the_most_deben_and_then_is_shared():
    game, _ = ended([{"farmer": 1}, {"farmer": 1}, {}], deben=(5, 4, 0))
    assert [entry["total"] for entry in game.scores()] == [2, 2, 0]
    assert game.winners() == [0] and game.winner() == 0
    game, events = ended([{"farmer": 1}, {"farmer": 1}, {}], deben=(5, 5, 0))
    assert game.winners() == [0, 1] and game.winner() == 0
    assert events_of(events, "game_over") == [{"type": "game_over", "winners": [0, 1]}]
