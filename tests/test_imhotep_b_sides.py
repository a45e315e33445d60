"""The B sides of Imhotep's sites (RULES §10, the values of §13), each scored at 2, 3 and 4
players with hand-counted outcomes, and the market cards that touch them.

Seats and the rulebook's colours, where its examples name them: white 0, black 1, brown 2, grey 3.
"""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, dock_all_but, end_round, last_round, new, points, put_at, site

from game.imhotep.rules.state import BESIDE, EMPTY

WHITE, BLACK, BROWN, GREY = 0, 1, 2, 3
MARKET_B, PYRAMID_B, TEMPLE_B, BURIAL_B, OBELISK_B = "BAAAA", "ABAAA", "AABAA", "AAABA", "AAAAB"
LEFT, MIDDLE, RIGHT = 0, 1, 2


def decision(game) -> tuple[int, str]:
    return game.decision.player, game.decision.kind


def options(game) -> list[str]:
    return [str(action) for action in game.legal_actions()]


def sail(game, seat: int, owners: list[int], site_id: str, **market) -> list[dict]:
    """``seat`` sails a ship carrying ``owners`` (from the bow) to ``site_id``; the round's other
    ships wait empty."""
    arrange(game, ships=[owners, [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], turn=seat, **market)
    for owner in owners:
        if owner != EMPTY:
            game.state.players[owner].quarry -= 1
    return act(game, "sail", ship=0, site=site_id)


# ------------------------------------------------------------------------------ the Market (B)
def test_the_b_market_lays_out_four_cards_face_up_and_two_face_down():
    game = new(3, sides=MARKET_B)
    assert len(game.state.offer) == 4 and len(game.state.face_down) == 2
    assert len(game.state.draw_pile) == 34 - 6
    assert game.view(0)["face_down"] == 2 and game.view(-1)["face_down"] == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_stone_takes_the_face_down_pair_keeps_one_and_the_pair_is_gone_for_the_next(players):
    game = new(players, sides=MARKET_B)
    taker, next_owner = players - 1, 0
    sail(game, 0, [taker, next_owner, EMPTY], "market", offer=["statue", "lever", "chisel", "hammer"],
         face_down=["obelisk_decoration", "sail"])
    assert decision(game) == (taker, "take_card")
    assert "take_face_down()" in options(game)
    act(game, "take_face_down")
    assert decision(game) == (taker, "keep_card")
    assert options(game) == ["keep(card=obelisk_decoration)", "keep(card=sail)"]
    # only the player keeping one sees the pair; everyone else sees two cards face down
    assert game.view(taker)["face_down"] == ["obelisk_decoration", "sail"]
    assert game.view(next_owner)["face_down"] == 2 and game.view(-1)["face_down"] == 2
    events = act(game, "keep", card="sail")
    assert game.state.players[taker].cards == ["sail"] and game.state.discard[-1] == "obelisk_decoration"
    assert {"type": "card_discarded", "player": taker, "cards": ["obelisk_decoration"]} in events
    assert game.state.face_down == []
    assert decision(game) == (next_owner, "take_card")
    assert "take_face_down()" not in options(game) and len(options(game)) == 4


def test_a_red_card_kept_from_the_pair_builds_at_once():
    game = new(2, sides=MARKET_B)
    events = sail(game, 0, [1], "market", offer=["statue"], face_down=["entrance", "statue"])
    act(game, "take_face_down")
    events += act(game, "keep", card="entrance")
    assert site(game, "pyramid") == [1] and points(game, "pyramid") == [0, 2]   # the A Pyramid's first space
    assert game.state.discard[-2:] == ["statue", "entrance"]
    assert {"type": "card_taken", "player": 1, "card": "entrance", "source": "face_down"} in events


def test_with_no_face_up_card_left_a_stone_takes_the_pair():
    game = new(2, sides=MARKET_B)
    sail(game, 0, [1, 0], "market", offer=[], face_down=["statue", "statue"])
    # one option (the pair) is taken without asking, and two Statues leave nothing to choose
    assert game.state.players[1].cards == ["statue"] and game.state.discard[-1] == "statue"
    assert game.state.players[0].cards == [] and decision(game) == (1, "turn")


def test_a_pair_nobody_took_is_discarded_with_the_face_up_leftovers_at_the_end_of_the_round():
    game = new(2, sides=MARKET_B)
    arrange(game, ships=[[0], [EMPTY] * 2, [EMPTY] * 3, [EMPTY] * 4], offer=["lever"], face_down=["statue", "hammer"],
            turn=0)
    game.state.players[0].quarry -= 1
    dock_all_but(game, 0, taken=("temple",))
    discard = list(game.state.discard)
    act(game, "sail", ship=0, site="temple")
    assert game.round == 2
    assert game.state.discard[len(discard):len(discard) + 3] == ["lever", "statue", "hammer"]
    assert len(game.state.face_down) == 2 and len(game.state.offer) == 4   # round 2's market


def test_the_determinized_pair_is_redrawn_unless_its_seat_is_looking_at_it():
    import random

    game = new(3, sides=MARKET_B)
    sail(game, 0, [1, 2], "market", offer=["lever"], face_down=["statue", "hammer"])
    assert decision(game) == (1, "take_card")
    act(game, "take_face_down")
    looking = [sorted(game.determinize(1, random.Random(n)).state.face_down) for n in range(5)]
    assert looking == [["hammer", "statue"]] * 5
    others = {tuple(game.determinize(2, random.Random(n)).state.face_down) for n in range(20)}
    assert len(others) > 1


# ------------------------------------------------------------------------------ the Pyramids (B)
def build_on(game, *choices: int) -> None:
    """Each stone's owner in turn chooses a pyramid; every bonus offered is left."""
    for pyramid in choices:
        while game.decision.kind == "pyramid_bonus":
            act(game, "skip_bonus")
        assert game.decision.kind == "choose_pyramid"
        act(game, "pyramid", pyramid=pyramid)
    while game.decision.kind == "pyramid_bonus":
        act(game, "skip_bonus")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rulebook_example_three_stones_on_the_middle_pyramid_one_on_the_left(players):
    """A 4-ship unloads brown, black, brown, white: the middle pyramid's spaces 1, 2, 3 (1 point
    and a ship, 2 points, 1 point and a card), the left one's space 1 (2 points)."""
    brown, black, white = (BROWN, BLACK, WHITE) if players == 4 else (1, 0, players - 1)
    game = new(players, sides=PYRAMID_B)
    sail(game, 0, [brown, black, brown, white], "pyramid")
    assert decision(game) == (brown, "choose_pyramid")
    assert options(game) == ["pyramid(pyramid=0)", "pyramid(pyramid=1)", "pyramid(pyramid=2)"]
    build_on(game, MIDDLE, MIDDLE, MIDDLE, LEFT)
    assert site(game, "pyramid") == [brown, black, brown, white]
    assert game.state.sites[1].places == [MIDDLE, MIDDLE, MIDDLE, LEFT]
    expected = [0] * players
    for seat, scored in ((brown, 1 + 1), (black, 2), (white, 2)):   # (with 2 players, white is brown)
        expected[seat] += scored
    assert points(game, "pyramid") == expected


@pytest.mark.parametrize("pyramid, values", [(LEFT, [2, 1, 3, 1, 4]), (MIDDLE, [1, 2, 1, 3, 4]),
                                             (RIGHT, [3, 1, 2, 1, 4])])
def test_each_pyramid_scores_its_spaces_in_filling_order_level_2_worth_4(pyramid, values):
    game = new(2, sides=PYRAMID_B)
    sail(game, 0, [1, 1, 1, 1], "pyramid")
    build_on(game, pyramid, pyramid, pyramid, pyramid)
    assert points(game, "pyramid") == [0, sum(values[:4])]
    sail(game, 0, [0], "pyramid")
    build_on(game, pyramid)
    assert points(game, "pyramid")[0] == values[4] == 4


def test_a_full_pyramid_cannot_be_chosen_and_beyond_three_full_pyramids_a_stone_scores_1():
    game = new(3, sides=PYRAMID_B)
    put_at(game, "pyramid", [0] * 5, places=[LEFT] * 5)
    sail(game, 0, [1], "pyramid")
    assert options(game) == ["pyramid(pyramid=1)", "pyramid(pyramid=2)"]
    game = new(3, sides=PYRAMID_B)
    put_at(game, "pyramid", [0] * 15, places=[LEFT] * 5 + [MIDDLE] * 5 + [RIGHT] * 5)
    events = sail(game, 0, [1, 2], "pyramid")   # nothing to choose: beside the board, 1 point each
    assert points(game, "pyramid") == [0, 1, 1] and decision(game) == (1, "turn")
    assert game.state.sites[1].places[-2:] == [BESIDE, BESIDE]
    assert [e["points"] for e in events if e["type"] == "stone_delivered"] == [1, 1]


def test_the_card_bonus_takes_the_top_market_card_or_is_left():
    game = new(2, sides=PYRAMID_B)
    put_at(game, "pyramid", [0], places=[LEFT])
    sail(game, 0, [1, 0], "pyramid", pile=["hammer", "statue"])
    act(game, "pyramid", pyramid=LEFT)                 # space 2: 1 point and a card
    assert decision(game) == (1, "pyramid_bonus") and options(game) == ["take_bonus()", "skip_bonus()"]
    events = act(game, "take_bonus")
    assert game.state.players[1].cards == ["statue"] and points(game, "pyramid")[1] == 1
    assert {"type": "card_taken", "player": 1, "card": "statue", "source": "pile"} in events
    act(game, "pyramid", pyramid=LEFT)                 # space 3: 3 points, no bonus
    assert game.state.players[0].cards == [] and points(game, "pyramid")[0] == 3
    assert game.state.draw_pile[-1] == "hammer"


def test_a_red_card_drawn_as_a_bonus_builds_at_once():
    game = new(3, sides=PYRAMID_B)
    put_at(game, "pyramid", [0], places=[LEFT])
    sail(game, 0, [2], "pyramid", pile=["sarcophagus"])
    act(game, "pyramid", pyramid=LEFT)
    act(game, "take_bonus")
    assert site(game, "burial_chamber") == [2] and "sarcophagus" == game.state.discard[-1]


@pytest.mark.parametrize("sled, quarry, after", [(0, 20, 3), (3, 20, 5), (4, 1, 5), (2, 2, 4)])
def test_the_stones_bonus_takes_3_up_to_the_sled_limit_and_the_quarry(sled, quarry, after):
    game = new(2, sides=PYRAMID_B)
    put_at(game, "pyramid", [0, 0, 0], places=[LEFT] * 3)
    arrange(game, sleds=[2, sled])
    sail(game, 0, [1], "pyramid")
    game.state.players[1].quarry = quarry
    act(game, "pyramid", pyramid=LEFT)                 # space 4: 1 point and stones
    assert options(game) == ["take_bonus()", "skip_bonus()"]
    act(game, "take_bonus")
    assert game.state.players[1].sled == after and game.state.players[1].quarry == quarry - (after - sled)
    assert points(game, "pyramid")[1] == 1


def test_a_bonus_that_could_do_nothing_is_not_offered():
    game = new(2, sides=PYRAMID_B)
    put_at(game, "pyramid", [0, 0, 0], places=[LEFT] * 3)
    arrange(game, sleds=[2, 5])
    sail(game, 0, [1, 1], "pyramid")
    act(game, "pyramid", pyramid=LEFT)                 # stones, with a full sled: only the point
    assert decision(game) == (1, "choose_pyramid")
    act(game, "pyramid", pyramid=MIDDLE)               # a ship, with stones on the sled: offered
    assert decision(game) == (1, "pyramid_bonus")


def test_the_ship_bonus_puts_a_stone_from_the_sled_on_a_waiting_ship_never_the_unloading_one():
    game = new(3, sides=PYRAMID_B)
    arrange(game, sleds=[2, 3, 4])
    sail(game, 0, [2, 1, 0, EMPTY], "pyramid")
    act(game, "pyramid", pyramid=MIDDLE)               # space 1: 1 point and a ship
    assert decision(game) == (2, "pyramid_bonus")
    places = [a for a in game.legal_actions() if a.kind == "place"]
    assert {a["ship"] for a in places} == {1, 2, 3} and len(places) == 4 + 2 + 1
    act(game, "place", ship=3, space=0)
    assert game.state.ships[3].spaces == [2] and game.state.players[2].sled == 3
    assert decision(game) == (1, "choose_pyramid")
    assert points(game, "pyramid")[2] == 1


def test_the_entrance_puts_its_stone_on_the_pyramid_its_owner_chooses_with_the_bonus():
    game = new(4, sides=PYRAMID_B)
    events = sail(game, 0, [3], "market", offer=["entrance", "statue"])
    events += act(game, "take", card="entrance")
    assert decision(game) == (3, "choose_pyramid")
    events += act(game, "pyramid", pyramid=RIGHT)     # space 1: 3 points
    assert points(game, "pyramid")[3] == 3 and game.state.sites[1].places == [RIGHT]
    assert {"type": "stone_delivered", "player": 3, "site": "pyramid", "points": 3, "from_quarry": True,
            "pyramid": RIGHT} in events


def test_with_the_lever_the_sailor_orders_the_stones_and_each_owner_chooses_a_pyramid():
    game = new(3, sides=PYRAMID_B)
    arrange(game, ships=[[1, 2, 0], [EMPTY] * 4, [EMPTY] * 2, [EMPTY]], turn=0)
    game.state.players[0].cards = ["lever"]
    act(game, "play", card="lever")
    act(game, "sail", ship=0, site="pyramid")
    act(game, "unload", space=2)                       # 0's own stone first: the left pyramid's 2
    assert decision(game) == (0, "choose_pyramid")
    act(game, "pyramid", pyramid=LEFT)
    act(game, "unload", space=1)                       # then 2's: the left pyramid's 1 and a card
    assert decision(game) == (2, "choose_pyramid")
    act(game, "pyramid", pyramid=LEFT)
    act(game, "skip_bonus")
    assert decision(game) == (1, "choose_pyramid")     # the last stone follows without a question
    act(game, "pyramid", pyramid=RIGHT)
    assert points(game, "pyramid") == [2, 3, 1] and decision(game) == (1, "turn")


def test_the_pyramid_decoration_counts_every_stone_of_the_three_pyramids_and_beside():
    game = new(2, sides=PYRAMID_B)
    put_at(game, "pyramid", [0, 1] * 8 + [0], places=[LEFT] * 5 + [MIDDLE] * 5 + [RIGHT] * 5 + [BESIDE] * 2)
    game.state.players[1].cards = ["pyramid_decoration"]
    last_round(game)
    end_round(game, 0)
    assert game.scores()[1]["breakdown"]["pyramid_decoration"] == 17 // 3


# ------------------------------------------------------------------------------ the Temple (B)
def test_the_rulebook_example_grey_chooses_brown_scores_2_white_chooses_and_draws_black_chooses():
    """4 players, visible left to right: grey, brown, white, white, black."""
    game = new(4, sides=TEMPLE_B)
    put_at(game, "temple", [GREY, BROWN, WHITE, WHITE, BLACK])
    arrange(game, sleds=[2, 2, 2, 2], pile=["statue"])
    before = [p.sled for p in game.state.players]
    end_round(game, 0)
    assert decision(game) == (GREY, "temple_choice")
    assert options(game) == ["choose(bonus=points)", "choose(bonus=stones)"]
    act(game, "choose", bonus="stones")
    assert decision(game) == (WHITE, "temple_choice")   # brown's 2 points needed no choice
    act(game, "choose", bonus="points")
    assert decision(game) == (BLACK, "temple_choice")   # white's card came from the top of the pile
    act(game, "choose", bonus="points")
    assert points(game, "temple") == [1, 1, 2, 0]
    assert game.state.players[WHITE].cards == ["statue"]
    assert [p.sled - b for p, b in zip(game.state.players, before)] == [0, 0, 0, 2]
    assert game.round == 2


@pytest.mark.parametrize("players, stones, expected", [
    # 4 columns: choice, points, choice, card. Visible: 1 (covering 0), 1, 1, 0 (the card)
    (2, [0, 1, 1, 0, 1], [0, 1 + 2 + 1]),
    # 5 columns; visible: 2 (over 0), 0 (over 1), 1, 2 (card), 0
    (3, [0, 1, 1, 2, 0, 2, 0], [2 + 1, 1, 1]),
    # visible: 3, 3, 2, 1 (card), 0
    (4, [3, 3, 2, 1, 0], [1, 0, 1, 1 + 2]),
])
def test_each_visible_stone_gets_its_columns_bonus_at_the_end_of_a_round(players, stones, expected):
    game = new(players, sides=TEMPLE_B)
    put_at(game, "temple", stones)
    arrange(game, sleds=[5] * players, pile=["statue"])   # full sleds: every choice is the point
    end_round(game, 0)
    assert points(game, "temple") == expected
    card = {2: 0, 3: 2, 4: 1}[players]
    assert game.state.players[card].cards == ["statue"]


def test_the_choice_is_asked_in_column_order_and_only_when_stones_can_be_taken():
    game = new(3, sides=TEMPLE_B)
    put_at(game, "temple", [0, 1, 1, 2, 2])
    arrange(game, sleds=[5, 4, 3])
    game.state.players[2].quarry = 0
    end_round(game, 0)   # 0 has a full sled, 2 an empty quarry: their points are taken at once
    assert decision(game) == (1, "temple_choice")
    act(game, "choose", bonus="stones")
    assert game.state.players[1].sled == 5                 # 2 stones, the sled holds 1 more
    assert points(game, "temple") == [1, 2, 1] and game.round == 2


def test_a_red_card_drawn_by_the_temple_builds_at_once():
    game = new(2, sides=TEMPLE_B)
    put_at(game, "temple", [1, 1, 1, 0])
    arrange(game, sleds=[5, 5], pile=["paved_path"])
    events = end_round(game, 1)
    assert site(game, "obelisk") == [0]
    assert {"type": "stone_delivered", "player": 0, "site": "obelisk", "points": 0, "from_quarry": True} in events


# ------------------------------------------------------------------------------ the Burial Chamber (B)
@pytest.mark.parametrize("players, stones, expected", [
    # rows by majority, 8 / 4 / 2 / 1: top 0 0 (8) 1 (4); middle 1 1 (8); bottom 0 0 (8)
    (2, [0, 1, 0, 1, 1, 0, 0], [16, 12]),
    # top 0 1: a tie for 1st, (8 + 4) / 2 = 6 each; middle 1 (8); bottom 1 (8)
    (2, [0, 1, 1, 1], [6, 6 + 8 + 8]),
    # top 0 0 2: 8 and 4; middle 0 1 and bottom 0 1: ties, 6 each
    (3, [0, 0, 0, 0, 1, 1, 2], [20, 12, 4]),
    # the rulebook's example: white 8 + 4, black 8, brown 3, grey 3 + 8
    (4, [WHITE, BLACK, GREY] * 3 + [GREY, WHITE, GREY, BROWN], [12, 8, 3, 11]),
])
def test_each_row_of_the_b_burial_chamber_scores_by_majority_at_the_end(players, stones, expected):
    game = new(players, sides=BURIAL_B)
    put_at(game, "burial_chamber", stones)
    last_round(game)
    end_round(game, 0)
    assert [entry["breakdown"]["burial_chamber"] for entry in game.scores()] == expected


def test_four_tied_players_share_all_four_places_rounded_down():
    game = new(4, sides=BURIAL_B)
    put_at(game, "burial_chamber", [0, 3, 3, 1, 3, 3, 2, 3, 3, 3, 3, 3])
    assert game.state.sites[3].stones[0::3] == [0, 1, 2, 3]
    last_round(game)
    end_round(game, 0)
    # the top row: one stone each, (8 + 4 + 2 + 1) / 4 = 3; the middle and bottom rows: 3 alone, 8 each
    assert [entry["breakdown"]["burial_chamber"] for entry in game.scores()] == [3, 3, 3, 3 + 8 + 8]


def test_the_sarcophagus_puts_its_stone_in_the_next_space_of_the_b_chamber():
    game = new(3, sides=BURIAL_B)
    put_at(game, "burial_chamber", [0, 0])
    sail(game, 0, [2], "market", offer=["sarcophagus"])
    assert site(game, "burial_chamber") == [0, 0, 2]   # the bottom row of the first column
    last_round(game)
    end_round(game, 0)
    assert [entry["breakdown"]["burial_chamber"] for entry in game.scores()] == [16, 0, 8]


# ------------------------------------------------------------------------------ the Obelisks (B)
def test_the_rulebook_example_white_completes_an_obelisk_on_the_9():
    """One obelisk already took the 10; a 3-ship unloads black, white (2 waiting), grey."""
    game = new(4, sides=OBELISK_B)
    put_at(game, "obelisk", [GREY, GREY, GREY, WHITE, WHITE])
    events = sail(game, 0, [BLACK, WHITE, GREY], "obelisk")
    assert points(game, "obelisk") == [9, 0, 0, 0]
    delivered = [e for e in events if e["type"] == "stone_delivered"]
    assert [(e["player"], e["points"], e.get("obelisk")) for e in delivered] == [(BLACK, 0, None), (WHITE, 9, 1),
                                                                                  (GREY, 0, None)]


@pytest.mark.parametrize("players, owners, expected", [
    (2, [0, 0, 0, 1], [10, 0]),
    (2, [1, 1, 1, 1], [0, 10]),                     # the 4th waits for the next obelisk
    (3, [2, 1, 2, 2], [0, 0, 10]),
    (4, [3, 3, 3], [0, 0, 0, 10]),
])
def test_the_third_stone_of_a_colour_raises_an_obelisk_scored_at_once(players, owners, expected):
    game = new(players, sides=OBELISK_B)
    sail(game, 0, owners, "obelisk")
    assert points(game, "obelisk") == expected


def test_obelisks_take_the_spaces_10_down_to_1_then_score_1_each():
    game = new(2, sides=OBELISK_B)
    put_at(game, "obelisk", [0, 1] * 12 + [0, 0, 0])   # 0: 5 obelisks, 1: 4; the spaces 10 to 2 taken
    sail(game, 0, [1, 1, 1], "obelisk")               # the 10th obelisk takes the last space, the 1
    assert points(game, "obelisk") == [0, 1]
    sail(game, 0, [0, 0, 0], "obelisk")               # 0 had 15: an 11th, beside the board: 1
    assert points(game, "obelisk") == [1, 1]


def test_the_b_obelisks_score_nothing_more_at_the_end():
    game = new(3, sides=OBELISK_B)
    sail(game, 0, [1, 1, 1, 0], "obelisk")
    last_round(game)
    end_round(game, 0)
    assert [entry["breakdown"]["obelisk"] for entry in game.scores()] == [0, 10, 0]


def test_the_paved_path_completes_an_obelisk_at_once():
    game = new(2, sides=OBELISK_B)
    put_at(game, "obelisk", [1, 1])
    events = sail(game, 0, [1], "market", offer=["paved_path"])
    assert points(game, "obelisk") == [0, 10]
    assert {"type": "stone_delivered", "player": 1, "site": "obelisk", "points": 10, "from_quarry": True,
            "obelisk": 0} in events


def test_the_obelisk_decoration_counts_the_waiting_stones_and_the_obelisks():
    game = new(2, sides=OBELISK_B)
    sail(game, 0, [0, 0, 0, 1], "obelisk")
    put_at(game, "obelisk", [1, 1])
    game.state.players[0].cards = ["obelisk_decoration"]
    last_round(game)
    end_round(game, 1)
    assert game.scores()[0]["breakdown"]["obelisk_decoration"] == 6 // 3
