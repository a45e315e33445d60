"""Imhotep's 34 market cards (RULES §12): red ones build at once, green and purple score at the
end, blue tools are played as a turn's action, once per player and round."""
from __future__ import annotations

import pytest
from imhotep_helpers import act, arrange, end_round, illegal, last_round, legal, new, put_at, site

from game.imhotep.rules.state import EMPTY

ROUND_SHIPS = [[EMPTY] * 4, [EMPTY] * 3, [EMPTY] * 2, [EMPTY]]


def test_the_deck_has_the_34_cards_of_the_rulebook():
    game = new(2)
    deck = game.catalog.deck()
    assert len(deck) == 34
    counts = {card: deck.count(card) for card in dict.fromkeys(deck)}
    assert counts == {"entrance": 2, "sarcophagus": 2, "paved_path": 2, "pyramid_decoration": 2,
                      "temple_decoration": 2, "burial_decoration": 2, "obelisk_decoration": 2, "statue": 10,
                      "lever": 2, "hammer": 2, "sail": 3, "chisel": 3}
    assert sorted([*game.state.draw_pile, *game.state.offer]) == sorted(deck)


def buy(game, seat: int, card: str, offer: list[str]) -> list[dict]:
    """``seat`` sails a 1-ship with their stone to the Market and takes ``card``."""
    arrange(game, ships=[[seat], [EMPTY] * 3, [EMPTY] * 2, [EMPTY] * 4], offer=offer, turn=seat)
    game.state.players[seat].quarry -= 1
    events = act(game, "sail", ship=0, site="market")
    if game.decision.kind == "take_card":
        events += act(game, "take", card=card)
    return events


# ------------------------------------------------------------------------------ red
@pytest.mark.parametrize("card, site_id", [("entrance", "pyramid"), ("sarcophagus", "burial_chamber"),
                                           ("paved_path", "obelisk")])
def test_a_red_card_puts_a_stone_from_the_quarry_on_its_site_at_once(card, site_id):
    game = new(3)
    put_at(game, site_id, [0])
    quarry, sled = game.state.players[1].quarry, game.state.players[1].sled
    events = buy(game, 1, card, [card, "statue"])
    assert site(game, site_id) == [0, 1]
    # the ship's stone (``buy`` took it from the quarry) came back, the red card's stone left the
    # quarry; the sled is untouched
    assert (game.state.players[1].quarry, game.state.players[1].sled) == (quarry - 1, sled)
    assert card not in game.state.players[1].cards and game.state.discard[-1] == card
    points = 1 if site_id == "pyramid" else 0   # the Pyramid's second space
    assert {"type": "stone_delivered", "player": 1, "site": site_id, "points": points, "from_quarry": True} in events
    assert game.state.players[1].points.get("pyramid", 0) == points


def test_a_red_card_with_no_stone_left_in_the_quarry_does_nothing():
    """The Market's stones go back to the quarry only once the ship is unloaded: a player whose
    last stone was on the ship has none for the red card (A7)."""
    game = new(2)
    arrange(game, ships=[[0], [EMPTY] * 3, [EMPTY] * 2, [EMPTY] * 4], offer=["entrance"], turn=0)
    game.state.players[0].quarry = 0
    events = act(game, "sail", ship=0, site="market")   # the one card is taken without asking
    kinds = [e["type"] for e in events]
    assert kinds.index("no_stone_in_quarry") < kinds.index("market_stones_returned")
    assert site(game, "pyramid") == [] and game.state.players[0].quarry == 1
    assert game.state.discard[-1] == "entrance" and game.state.players[0].cards == []


# ------------------------------------------------------------------------------ green and purple
@pytest.mark.parametrize("card, site_id, stones, points", [
    ("pyramid_decoration", "pyramid", 16, 5),           # overflow stones beside the board count (A9)
    ("temple_decoration", "temple", 11, 3),             # covered stones count too
    ("burial_decoration", "burial_chamber", 13, 4),     # the rulebook's example
    ("obelisk_decoration", "obelisk", 2, 0),
])
def test_a_decoration_scores_1_per_3_stones_of_every_colour_at_its_site(card, site_id, stones, points):
    game = new(4)
    put_at(game, site_id, [n % 4 for n in range(stones)])
    game.state.players[2].cards = [card]
    last_round(game)
    end_round(game, 0)
    assert game.scores()[2]["breakdown"][card] == points


def test_two_copies_of_a_decoration_score_twice():
    game = new(2)
    put_at(game, "temple", [0, 1, 0, 1, 0, 1])
    game.state.players[1].cards = ["temple_decoration", "temple_decoration"]
    last_round(game)
    end_round(game, 0)
    assert game.scores()[1]["breakdown"]["temple_decoration"] == 4


@pytest.mark.parametrize("statues, points", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 17), (8, 21)])
def test_statues_score_as_a_set(statues, points):
    game = new(3)
    game.state.players[1].cards = ["statue"] * statues
    last_round(game)
    end_round(game, 0)
    assert game.scores()[1]["breakdown"]["statue"] == points


def test_every_blue_card_never_played_scores_1_the_sail_too():
    game = new(2)
    game.state.players[0].cards = ["lever", "hammer", "sail", "chisel", "sail"]
    last_round(game)
    end_round(game, 1)
    assert game.scores()[0]["breakdown"]["tools"] == 5


def test_green_purple_and_blue_cards_are_kept():
    game = new(2)
    for card in ("statue", "obelisk_decoration", "chisel"):
        buy(game, 0, card, [card, "entrance"])
    assert game.state.players[0].cards == ["statue", "obelisk_decoration", "chisel"]


# ------------------------------------------------------------------------------ blue tools
def test_the_lever_sails_a_ship_and_its_player_chooses_the_unloading_order():
    game = new(3)
    arrange(game, ships=[[0, 1, EMPTY, 2], *ROUND_SHIPS[1:]], turn=1)
    game.state.players[1].cards = ["lever"]
    assert legal(game, "play", card="lever")
    act(game, "play", card="lever")
    assert game.decision.kind == "lever_sail" and game.decision.player == 1
    act(game, "sail", ship=0, site="pyramid")
    assert {a["space"] for a in game.legal_actions()} == {0, 1, 3}
    act(game, "unload", space=3)
    act(game, "unload", space=1)   # the last stone follows without a question
    assert site(game, "pyramid") == [2, 1, 0]
    assert [game.state.players[s].points.get("pyramid", 0) for s in (2, 1, 0)] == [2, 1, 3]
    assert game.state.players[1].cards == [] and game.state.discard[-1] == "lever"
    assert (game.decision.player, game.decision.kind) == (2, "turn")


def test_the_lever_needs_a_ship_at_its_minimum_load():
    game = arrange(new(2), ships=[[0, 1, EMPTY, EMPTY], [0, EMPTY, EMPTY], [EMPTY] * 2, [EMPTY]], turn=0)
    game.state.players[0].cards = ["lever"]
    game.forget_legal_actions()
    illegal(game, "play", card="lever")   # 2 of 3, 1 of 2, 0 of 1 and 0 of 1: no ship may sail
    game.state.ships[1].spaces[2] = 1
    game.forget_legal_actions()
    assert legal(game, "play", card="lever")   # the 3-ship now carries its minimum of 2


def test_the_hammer_takes_3_stones_then_places_one():
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[1, 3], turn=0)
    game.state.players[0].cards = ["hammer"]
    act(game, "play", card="hammer")
    assert game.state.players[0].sled == 4 and game.decision.kind == "tool_place"
    act(game, "place", ship=2, space=1)
    assert game.state.ships[2].spaces == [EMPTY, 0] and game.state.players[0].sled == 3
    assert game.decision.player == 1


def test_the_hammer_with_a_full_sled_still_places_a_stone():
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[5, 3], turn=0)
    game.state.players[0].cards = ["hammer"]
    act(game, "play", card="hammer")
    assert game.state.players[0].sled == 5 and game.decision.kind == "tool_place"
    act(game, "place", ship=3, space=0)
    assert game.state.players[0].sled == 4


def test_the_sail_card_places_a_stone_then_sails_that_ship():
    game = arrange(new(2), ships=[[1, 1, EMPTY, EMPTY], [EMPTY] * 3, [EMPTY, EMPTY], [1]], sleds=[2, 3], turn=0)
    game.state.players[0].cards = ["sail"]
    act(game, "play", card="sail")
    # only where the stone brings the ship to its minimum: the 4-ship (2 + 1 = 3) and the 2-ship
    assert {(a["ship"], a["space"]) for a in game.legal_actions()} == {(0, 2), (0, 3), (2, 0), (2, 1)}
    act(game, "place", ship=0, space=3)
    assert game.decision.kind == "tool_sail"
    assert {a["ship"] for a in game.legal_actions()} == {0}
    act(game, "sail", ship=0, site="obelisk")
    assert site(game, "obelisk") == [1, 1, 0] and game.state.ships[0].site == "obelisk"


def test_the_sail_card_needs_a_stone_that_brings_a_ship_to_its_minimum():
    game = arrange(new(2), ships=[[EMPTY] * 4, [EMPTY] * 3, [1, 1], [1]], sleds=[2, 3], turn=0)
    game.state.players[0].cards = ["sail"]
    game.forget_legal_actions()
    illegal(game, "play", card="sail")   # the 4-ship and the 3-ship need more; the small ones are full
    arrange(game, sleds=[0, 3])
    game.state.ships[1].spaces = [1, EMPTY, EMPTY]
    game.forget_legal_actions()
    illegal(game, "play", card="sail")   # a ship to complete, but no stone on the sled


@pytest.mark.parametrize("second_ship", [0, 1])
def test_the_chisel_places_two_stones_on_one_ship_or_two(second_ship):
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[3, 3], turn=0)
    game.state.players[0].cards = ["chisel"]
    act(game, "play", card="chisel")
    act(game, "place", ship=0, space=0)
    assert game.decision.kind == "tool_place" and game.decision.player == 0
    act(game, "place", ship=second_ship, space=1)
    assert game.state.players[0].sled == 1 and game.state.ships[second_ship].spaces[1] == 0
    assert game.decision.player == 1


def test_the_chisel_with_one_stone_on_the_sled_places_one():
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[1, 3], turn=0)
    game.state.players[0].cards = ["chisel"]
    act(game, "play", card="chisel")
    act(game, "place", ship=1, space=2)
    assert game.state.players[0].sled == 0 and (game.decision.player, game.decision.kind) == (1, "turn")


def test_one_blue_card_per_player_and_round():
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[3, 3], turn=0)
    game.state.players[0].cards = ["hammer", "chisel"]
    act(game, "play", card="hammer")
    act(game, "place", ship=0, space=0)
    act(game, "get_stones")   # 1's turn
    assert not any(a.kind == "play" for a in game.legal_actions())
    illegal(game, "play", card="chisel")
    end_round(game, 1)   # a new round: 0 may play a blue card again
    arrange(game, ships=ROUND_SHIPS, sleds=[3, 3], turn=0)
    assert legal(game, "play", card="chisel")


def test_two_copies_of_a_tool_are_offered_once():
    game = arrange(new(2), ships=ROUND_SHIPS, sleds=[3, 3], turn=0)
    game.state.players[0].cards = ["chisel", "chisel"]
    game.forget_legal_actions()
    assert [a.to_dict() for a in game.legal_actions() if a.kind == "play"] == [{"kind": "play", "card": "chisel"}]


# ------------------------------------------------------------------------------ the draw pile
def test_the_discard_pile_is_shuffled_into_a_new_draw_pile_when_it_runs_out():
    """2 cards left to draw, 32 discarded: the round's market takes the 2, then 2 from the
    reshuffled 32."""
    game = new(2)
    state = game.state
    state.draw_pile, state.discard, state.offer = state.draw_pile[:2], state.draw_pile[2:] + state.offer, []
    last_two = list(reversed(state.draw_pile))
    counter = state.rng.counter
    events = end_round(game, 0)
    assert {"type": "market_reshuffled", "cards": 32} in events
    assert state.offer[:2] == last_two and len(state.offer) == 4
    assert (len(state.draw_pile), state.discard, state.rng.counter) == (30, [], counter + 1)
