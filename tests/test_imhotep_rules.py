"""Imhotep's set-up, the four actions, ships, unloading, rounds, the end and the tie-breaks
(RULES §2 to §8), each with hand-counted outcomes."""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, can_act, dock_all_but, end_round, illegal, last_round, legal, new, site

from game.imhotep.module import MODULE
from game.imhotep.rules.state import EMPTY


# ------------------------------------------------------------------------------ set-up
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_start_stones_by_seat_and_a_round_card_of_the_player_count(players):
    game = new(players, seed=5)
    assert [p.sled for p in game.state.players] == [2, 3, 4, 5][:players]
    assert [p.quarry for p in game.state.players] == [27, 26, 25, 24][:players]
    assert game.round == 1 and (game.decision.player, game.decision.kind) == (0, "turn")
    own_set = {f"{players}p-{n}" for n in range(1, 8)}
    cards = [game.state.round_card, *game.state.round_deck, game.state.round_box]
    assert set(cards) == own_set and len(cards) == 7   # one shown, five face down, one put away
    shown = game.catalog.round_card(game.state.round_card)
    assert [ship.capacity for ship in game.state.ships] == list(shown)
    assert all(ship.spaces == [EMPTY] * ship.capacity and not ship.site for ship in game.state.ships)
    assert len(game.state.offer) == 4 and len(game.state.draw_pile) == 30


def test_the_round_cards_of_each_player_count_are_the_reconstructed_sets():
    game = new(2)
    assert game.catalog.round_card("2p-1") == (4, 3, 2, 2)
    assert game.catalog.round_card("3p-2") == (4, 3, 3, 2)
    assert game.catalog.round_card("4p-3") == (4, 3, 3, 3)


def test_the_module_offers_two_to_four_players_and_no_automa():
    assert (MODULE.id, MODULE.title, tuple(MODULE.seat_counts)) == ("imhotep", "Imhotep: Builders of Egypt", (2, 3, 4))
    assert MODULE.automa_seats(MODULE.config_type(players=3)) == () and MODULE.automa_name == ""
    with pytest.raises(ValueError):
        MODULE.new_game(MODULE.config_type(players=5))


# ------------------------------------------------------------------------------ get stones
@pytest.mark.parametrize("sled, quarry, taken", [(0, 20, 3), (2, 20, 3), (3, 20, 2), (4, 20, 1), (1, 2, 2)])
def test_getting_stones_takes_3_up_to_the_sled_limit_and_what_the_quarry_holds(sled, quarry, taken):
    game = arrange(new(2), sleds=[sled, 3], turn=0)
    game.state.players[0].quarry = quarry
    events = act(game, "get_stones")
    assert (game.state.players[0].sled, game.state.players[0].quarry) == (sled + taken, quarry - taken)
    assert {"type": "stones_taken", "player": 0, "count": taken, "sled": sled + taken} in events


def test_getting_stones_is_illegal_with_a_full_sled_or_an_empty_quarry():
    game = arrange(new(2), sleds=[5, 3], turn=0)
    illegal(game, "get_stones")
    arrange(game, sleds=[4, 3])
    game.state.players[0].quarry = 0
    game.forget_legal_actions()
    illegal(game, "get_stones")


# ------------------------------------------------------------------------------ place a stone
def test_a_stone_goes_on_any_empty_space_of_a_ship_that_has_not_sailed():
    game = arrange(new(2), ships=[[EMPTY, 1, EMPTY, EMPTY], [1, 1, EMPTY], [EMPTY] * 2, [EMPTY]], sleds=[2, 3],
                   turn=0)
    assert {(a["ship"], a["space"]) for a in game.legal_actions() if a.kind == "place"} == {
        (0, 0), (0, 2), (0, 3), (1, 2), (2, 0), (2, 1), (3, 0)}
    act(game, "sail", ship=1, site="temple")
    act(game, "place", ship=0, space=3)   # seat 1
    assert game.state.ships[0].spaces == [EMPTY, 1, EMPTY, 1] and game.state.players[1].sled == 2
    illegal(game, "place", ship=1, space=0)   # sailed
    illegal(game, "place", ship=0, space=1)   # taken


def test_an_empty_sled_places_nothing():
    game = arrange(new(2), ships=[[EMPTY] * 4, [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], sleds=[0, 3], turn=0)
    assert [a.kind for a in game.legal_actions()] == ["get_stones"]


# ------------------------------------------------------------------------------ sail
@pytest.mark.parametrize("capacity, minimum", [(4, 3), (3, 2), (2, 1), (1, 1)])
def test_a_ship_sails_only_with_its_minimum_load(capacity, minimum):
    short = [0] * (minimum - 1) + [EMPTY] * (capacity - minimum + 1)
    game = arrange(new(2), ships=[short, [EMPTY] * 3, [EMPTY] * 2, [EMPTY] * 4], turn=0)
    assert game.state.ships[0].minimum == minimum
    illegal(game, "sail", ship=0, site="pyramid")
    game.state.ships[0].spaces[minimum - 1] = 1
    game.forget_legal_actions()
    assert legal(game, "sail", ship=0, site="pyramid")


def test_a_ship_unloads_from_the_bow_skipping_empty_spaces_whatever_the_loading_order():
    game = arrange(new(3), ships=[[EMPTY] * 4, [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], sleds=[3, 3, 3], turn=0)
    act(game, "place", ship=0, space=3)   # 0 loads the stern first
    act(game, "place", ship=0, space=1)   # 1
    act(game, "place", ship=0, space=0)   # 2 the bow last
    act(game, "sail", ship=0, site="burial_chamber")   # 0 sails
    assert site(game, "burial_chamber") == [2, 1, 0]
    assert game.state.ships[0].site == "burial_chamber" and game.state.ships[0].spaces == [EMPTY] * 4


def test_a_ship_sails_once_and_may_carry_none_of_the_sailors_stones():
    game = arrange(new(2), ships=[[1, 1, 1, EMPTY], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], turn=0)
    act(game, "sail", ship=0, site="obelisk")
    assert site(game, "obelisk") == [1, 1, 1]
    assert not any(a.kind in ("sail", "place") and a["ship"] == 0 for a in game.legal_actions())


# ------------------------------------------------------------------------------ rounds
@pytest.mark.parametrize("players, sailor", [(2, 1), (3, 2), (4, 1), (4, 3)])
def test_the_next_round_starts_with_the_left_neighbour_of_who_sailed_the_fourth_ship(players, sailor):
    game = new(players)
    events = end_round(game, sailor)
    start = (sailor + 1) % players
    assert game.round == 2 and (game.decision.player, game.decision.kind) == (start, "turn")
    assert next(e for e in events if e["type"] == "round_started") == {
        "type": "round_started", "round": 2, "ships": list(game.catalog.round_card(game.state.round_card)),
        "start_player": start}


def test_the_round_end_returns_the_ships_discards_the_market_and_keeps_the_sleds():
    game = new(3)
    arrange(game, ships=[[2], [EMPTY, EMPTY], [EMPTY] * 3, [EMPTY] * 4], offer=["statue", "hammer"], turn=2)
    game.state.players[2].quarry -= 1
    dock_all_but(game, 0, taken=("temple",))
    sleds = [p.sled for p in game.state.players]
    act(game, "sail", ship=0, site="temple")
    assert game.state.discard[-2:] == ["statue", "hammer"] and len(game.state.offer) == 4
    assert [p.sled for p in game.state.players] == sleds
    assert all(not ship.site and ship.spaces == [EMPTY] * ship.capacity for ship in game.state.ships)


def test_a_player_who_cannot_act_passes_and_when_nobody_can_the_round_ends():
    """Only ship left: a 4-ship with one stone; nobody has a stone on the sled or in the quarry."""
    game = new(2)
    arrange(game, ships=[[0, EMPTY, EMPTY, EMPTY], [EMPTY] * 3, [EMPTY] * 2, [EMPTY]], sleds=[1, 0], offer=[],
            turn=0)
    game.state.players[0].quarry -= 1
    dock_all_but(game, 0)
    for player in game.state.players:
        player.quarry = 0
    game.forget_legal_actions()
    assert not can_act(game, 1)
    events = act(game, "place", ship=0, space=1)   # 0's last stone: then nobody can act
    ended = [e["type"] for e in events].index("round_ended")
    assert [e["player"] for e in events[:ended] if e["type"] == "turn_passed"] == [1, 0]
    assert [p.quarry for p in game.state.players] == [2, 0]   # the 2 stones on the ship went back
    assert game.round == 2 and game.state.start_player == 1   # left of the last to act
    # 1 still can do nothing: 0, with stones back in the quarry, takes the first turn
    assert events[-1] == {"type": "turn_passed", "player": 1} and game.decision.player == 0


# ------------------------------------------------------------------------------ the end
def test_the_game_ends_after_the_sixth_round():
    game = new(2)
    for number in range(1, 6):
        end_round(game, 0)
        assert game.round == number + 1 and not game.is_over
    events = end_round(game, 0)
    assert game.is_over and game.decision is None and game.legal_actions() == []
    assert [e["type"] for e in events][-3:] == ["final_score", "final_score", "game_over"]
    illegal(game, "get_stones")


@pytest.mark.parametrize("sleds, winners", [([3, 1], [0]), ([1, 3], [1]), ([2, 2], [0, 1])])
def test_a_tie_goes_to_more_stones_on_the_sled_then_is_shared(sleds, winners):
    game = new(2)
    last_round(game)
    for player in game.state.players:
        player.points = {"pyramid": 7}
    arrange(game, sleds=sleds)
    events = end_round(game, 0)
    assert [entry["total"] for entry in game.scores()] == [7, 7]
    assert game.winners() == winners and game.winner() == winners[0]
    assert events[-1] == {"type": "game_over", "winners": winners}


def test_the_most_points_win_whatever_the_sleds():
    game = new(3)
    last_round(game)
    game.state.players[1].points = {"temple": 8}
    game.state.players[2].points = {"temple": 7}
    arrange(game, sleds=[5, 0, 5])
    end_round(game, 0)
    assert game.winners() == [1]


def test_scores_break_down_by_site_and_card_and_add_up():
    game = new(2)
    last_round(game)
    game.state.players[0].cards = ["statue", "statue", "lever", "obelisk_decoration"]
    game.state.players[0].points = {"pyramid": 4, "temple": 2}
    game.state.sites[4].stones = [1, 1, 1]   # the Obelisk: 1's tower of 3
    game.state.players[1].quarry -= 3
    end_round(game, 0)
    zero = {"pyramid": 0, "temple": 0, "burial_chamber": 0, "obelisk": 0, "pyramid_decoration": 0,
            "temple_decoration": 0, "burial_decoration": 0, "obelisk_decoration": 0, "statue": 0, "tools": 0}
    assert game.scores() == [
        {"player": 0, "total": 4 + 2 + 1 + 3 + 1,
         "breakdown": {**zero, "pyramid": 4, "temple": 2, "obelisk_decoration": 1, "statue": 3, "tools": 1}},
        {"player": 1, "total": 10, "breakdown": {**zero, "obelisk": 10}},
    ]
