"""The nine castes' abilities (RULES §7), each with hand-counted outcomes: what is offered, what it
costs and gives, which die it lowers, and when it cannot be used."""
from __future__ import annotations

import pytest
from dynasties_helpers import act, arrange, dynasty, events_of, illegal, new, offered, turn


def playing(caste: str, *, hand: tuple[str, ...] = ("farmer", "priest"), **arranged: object):
    """Seat 0 of a 3-player game has played a card of ``caste`` (its hand also holding ``hand``)."""
    game = arrange(new(3), hands=[[caste, *hand]], **arranged)
    turn(game, 0)
    events = act(game, "play", caste=caste, count=1)
    return game, events


# ------------------------------------------------------------------------------ Pharaoh, Artisan, Farmer
@pytest.mark.parametrize("caste", ["pharaoh", "artisan", "farmer"])
def test_castes_without_an_ability_on_play_go_on_to_the_rebirth_phase(caste):
    game, events = playing(caste, hand=("scribe", "priest", "baker"), deben=[0])
    assert game.decision.kind == "give"
    assert not events_of(events, "ability_skipped")


# ------------------------------------------------------------------------------ Scribe
def test_the_scribe_pays_1_hides_a_card_of_the_hand_and_draws_one():
    game, _ = playing("scribe", hand=("farmer", "priest", "baker"), deben=[3], draws=["merchant", "noble"])
    assert offered(game) == [{"kind": "hide", "caste": c} for c in ("priest", "baker", "farmer")] + [{"kind": "skip"}]
    illegal(game, "hide", caste="noble")   # not in hand
    events = act(game, "hide", caste="baker")
    player = game.state.players[0]
    assert (player.deben, player.scribed, player.hand) == (2, ["baker"], ["priest", "merchant", "farmer"])
    assert dynasty(game, 0) == {"scribe": 1}
    assert events_of(events, "scribe_hid") == [{"type": "scribe_hid", "player": 0, "paid": 1, "caste": "baker",
                                                 "private": True}]
    assert events_of(events, "cards_drawn")[0]["cards"] == ["merchant"]


def test_a_card_under_the_scribe_is_not_in_the_dynasty_until_the_end():
    game, _ = playing("scribe", hand=("noble", "priest", "baker"), deben=[3], draws=["merchant"] * 3)
    act(game, "hide", caste="noble")
    castes = game.scores()[0]["breakdown"]["castes"]
    assert castes == 4   # the Scribe's 4 Caste VP; the hidden Noble counts for nothing yet


def test_the_scribe_cannot_be_used_without_a_deben():
    game, events = playing("scribe", hand=("farmer", "priest", "baker"), deben=[0])
    assert events_of(events, "ability_skipped") == [{"type": "ability_skipped", "player": 0, "caste": "scribe"}]
    assert game.state.players[0].scribed == []


def test_the_scribe_with_an_empty_deck_hides_and_draws_nothing():
    game, _ = playing("scribe", hand=("farmer", "priest", "baker"), deben=[1], draws=[])
    events = act(game, "hide", caste="farmer")
    assert events_of(events, "cards_drawn")[0]["count"] == 0
    assert game.state.players[0].hand == ["priest", "baker"]


# ------------------------------------------------------------------------------ Noble
def test_the_noble_collects_the_sum_of_the_dice_and_lowers_each():
    game, _ = playing("noble", deben=[0], dice=[3, 1, 4])
    events = act(game, "tax")
    assert game.state.players[0].deben == 8 and game.state.dice == [2, 0, 3]
    assert events_of(events, "noble_taxed") == [{"type": "noble_taxed", "player": 0, "gained": 8, "dice": [2, 0, 3]}]


def test_skipping_the_noble_leaves_the_dice():
    game, _ = playing("noble", deben=[0], dice=[3, 1, 4])
    act(game, "skip")
    assert game.state.players[0].deben == 0 and game.state.dice == [3, 1, 4]


# ------------------------------------------------------------------------------ Priest
def test_the_priest_draws_a_die_of_afterlife_cards_for_a_deben_each_and_keeps_one():
    game, _ = playing("priest", hand=("farmer", "baker"), deben=[5], dice=[3, 2, 0],
                      afterlife_draws=["osiris", "khufu", "peret", "akhet", "shemu"])
    assert offered(game) == [{"kind": "consult", "value": 2}, {"kind": "consult", "value": 3}, {"kind": "skip"}]
    illegal(game, "consult", value=0)   # a removed die cannot be chosen
    act(game, "consult", value=3)
    state, player = game.state, game.state.players[0]
    assert (player.deben, state.dice, player.drawn) == (2, [2, 2, 0], ["osiris", "khufu", "peret"])
    assert offered(game) == [{"kind": "keep", "card": c} for c in ("khufu", "osiris", "peret")]
    act(game, "keep", card="khufu")
    assert (player.afterlife, player.drawn, player.seen) == ("khufu", [], ["khufu", "osiris", "peret"])
    assert sorted(state.afterlife_deck) == ["akhet", "osiris", "peret", "shemu"]


def test_the_priest_uses_only_a_die_whose_cards_the_player_can_pay():
    game, _ = playing("priest", hand=("farmer", "baker"), deben=[2], dice=[3, 2, 0],
                      afterlife_draws=["osiris", "khufu", "peret", "akhet", "shemu"])
    assert offered(game) == [{"kind": "consult", "value": 2}, {"kind": "skip"}]


def test_a_short_afterlife_deck_draws_and_costs_what_it_holds():
    """RULES §13.9: a 4 with one card left draws that card for 1 deben."""
    game, _ = playing("priest", hand=("farmer", "baker"), deben=[1], dice=[4, 0, 0], afterlife_draws=["nephthys"])
    events = act(game, "consult", value=4)   # the only card is kept without a question
    player = game.state.players[0]
    assert (player.deben, player.afterlife, game.state.dice, game.state.afterlife_deck) == (0, "nephthys", [3, 0, 0], [])
    assert events_of(events, "priest_consulted")[0]["count"] == 1


def test_an_empty_afterlife_deck_leaves_the_priest_nothing_to_do():
    game, events = playing("priest", hand=("farmer", "baker"), deben=[5], dice=[4, 0, 0], afterlife_draws=[])
    assert events_of(events, "ability_skipped")[0]["caste"] == "priest" and game.state.dice == [4, 0, 0]


def test_a_second_priest_keeps_one_of_the_old_card_and_the_new_ones():
    game, _ = playing("priest", hand=("farmer", "baker"), deben=[2], dice=[2, 0, 0], held=["osiris"],
                      afterlife_draws=["khufu", "peret", "akhet"])
    act(game, "consult", value=2)
    assert offered(game) == [{"kind": "keep", "card": c} for c in ("khufu", "osiris", "peret")]
    events = act(game, "keep", card="peret")
    state = game.state
    assert state.players[0].afterlife == "peret" and sorted(state.afterlife_deck) == ["akhet", "khufu", "osiris"]
    assert events_of(events, "afterlife_kept")[0]["returned"] == 2


# ------------------------------------------------------------------------------ Soldier
def soldier_game(**arranged: object):
    return playing("soldier", dynasties=[None, {"farmer": 3, "soldier": 1}, {"farmer": 2, "soldier": 1}],
                   bread=[None, {"farmer": 1}, None], **arranged)


def test_the_soldier_raids_a_player_with_more_farmers_than_twice_their_soldiers():
    game, _ = soldier_game(deben=[3, 2, 4])
    # seat 1: 3 Farmers > 2 x 1 Soldier; seat 2: 2 Farmers are protected
    assert offered(game) == [{"kind": "raid", "victim": 1, "bread": False}, {"kind": "raid", "victim": 1, "bread": True},
                             {"kind": "skip"}]
    illegal(game, "raid", victim=2, bread=False)
    act(game, "raid", victim=1, bread=True)
    assert (game.decision.player, game.decision.kind) == (1, "ransom")
    assert offered(game) == [{"kind": "pay_ransom"}, {"kind": "give_farmer"}]


def test_a_farmer_taken_leaves_its_bread_token_to_the_supply():
    game, _ = soldier_game(deben=[3, 2, 4])
    supply = game.state.bread_supply
    act(game, "raid", victim=1, bread=True)
    events = act(game, "give_farmer")
    state = game.state
    assert dynasty(game, 0) == {"soldier": 1, "farmer": 1} and state.players[0].bread["farmer"] == 0
    assert dynasty(game, 1) == {"soldier": 1, "farmer": 2} and state.players[1].bread["farmer"] == 0
    assert state.bread_supply == supply + 1
    assert events_of(events, "farmer_taken") == [{"type": "farmer_taken", "player": 0, "victim": 1,
                                                   "bread_returned": True}]


def test_the_victim_may_pay_1_deben_to_the_thief_to_keep_the_farmer():
    game, _ = soldier_game(deben=[3, 2, 4])
    act(game, "raid", victim=1, bread=False)
    act(game, "pay_ransom")
    assert [p.deben for p in game.state.players] == [4, 1, 4]
    assert dynasty(game, 1) == {"soldier": 1, "farmer": 3} and dynasty(game, 0) == {"soldier": 1}


def test_a_victim_without_deben_loses_the_farmer_without_a_question():
    game, _ = soldier_game(deben=[3, 0, 4])
    events = act(game, "raid", victim=1, bread=False)
    assert events_of(events, "farmer_taken")[0]["bread_returned"] is False
    assert dynasty(game, 1) == {"soldier": 1, "farmer": 2} and game.state.players[1].bread["farmer"] == 1


@pytest.mark.parametrize("farmers, soldiers, open_", [(5, 2, True), (4, 2, False), (1, 0, True), (0, 0, False)])
def test_each_soldier_protects_two_farmers(farmers, soldiers, open_):
    game, _ = playing("soldier", dynasties=[None, {"farmer": farmers, "soldier": soldiers}, None])
    victims = {action["victim"] for action in offered(game) if action["kind"] == "raid"}
    assert victims == ({1} if open_ else set())


def test_farmers_under_a_scribe_cannot_be_taken():
    game = arrange(new(3), hands=[["soldier", "priest"]], dynasties=[None, {"scribe": 1}, None])
    game.state.players[1].scribed = ["farmer"]
    turn(game, 0)
    events = act(game, "play", caste="soldier", count=1)
    assert events_of(events, "ability_skipped")[0]["caste"] == "soldier"


# ------------------------------------------------------------------------------ Baker and Farmer
def test_the_baker_sells_up_to_3_tokens_at_the_highest_die_less_the_farmers_discount():
    """Highest die 4, 2 Farmers: 3 deben a token; then the 4 is lowered."""
    game, _ = playing("baker", dynasties=[{"farmer": 2, "priest": 1}], deben=[9], dice=[4, 2, 1])
    assert offered(game) == [{"kind": "bake", "caste": c} for c in ("priest", "baker", "farmer")] + [{"kind": "skip"}]
    act(game, "bake", caste="farmer")
    act(game, "bake", caste="farmer")
    assert offered(game) == [{"kind": "bake", "caste": c} for c in ("priest", "baker")] + [{"kind": "done"}]
    events = act(game, "bake", caste="priest")   # the third token: the Baker is done
    state, player = game.state, game.state.players[0]
    assert player.deben == 0 and {c: n for c, n in player.bread.items() if n} == {"priest": 1, "farmer": 2}
    assert state.dice == [3, 2, 1] and state.bread_supply == 17
    assert events_of(events, "baker_done") == [{"type": "baker_done", "player": 0, "tokens": 3, "dice": [3, 2, 1]}]


@pytest.mark.parametrize("dice, farmers, price", [([4, 2, 1], 0, 4), ([4, 2, 1], 3, 3), ([4, 2, 1], 4, 2),
                                                  ([1, 0, 0], 4, 1), ([3, 3, 0], 9, 1), ([0, 0, 0], 0, 1)])
def test_a_bread_token_costs_the_highest_die_less_1_per_2_farmers_and_at_least_1(dice, farmers, price):
    game, _ = playing("baker", dynasties=[{"farmer": farmers}], deben=[20], dice=dice)
    act(game, "bake", caste="baker")
    assert game.state.players[0].deben == 20 - price


def test_stopping_after_one_token_lowers_the_highest_die_and_skipping_lowers_none():
    game, _ = playing("baker", dynasties=[{"farmer": 1}], deben=[9], dice=[2, 3, 3])
    act(game, "bake", caste="baker")
    act(game, "done")
    assert game.state.dice == [2, 2, 3] and game.state.players[0].deben == 6
    game, _ = playing("baker", deben=[9], dice=[2, 3, 3])
    act(game, "skip")
    assert game.state.dice == [2, 3, 3] and game.state.players[0].deben == 9


def test_with_every_die_removed_bread_costs_1_and_no_die_is_lowered():
    game, _ = playing("baker", deben=[1], dice=[0, 0, 0])
    act(game, "bake", caste="baker")   # then nothing more can be paid: done
    assert game.state.dice == [0, 0, 0] and game.state.players[0].deben == 0


def test_bread_needs_a_card_without_a_token_a_token_in_the_supply_and_the_price():
    game, _ = playing("baker", dynasties=[{"priest": 1}], bread=[{"priest": 1}], deben=[5], dice=[2, 1, 1])
    assert offered(game) == [{"kind": "bake", "caste": "baker"}, {"kind": "skip"}]
    game, _ = playing("baker", deben=[5], dice=[2, 1, 1])
    game.state.bread_supply = 0
    game.forget_legal_actions()
    assert offered(game) == [{"kind": "skip"}]
    game, events = playing("baker", deben=[1], dice=[2, 1, 1])   # a token costs 2
    assert events_of(events, "ability_skipped")[0]["caste"] == "baker"


# ------------------------------------------------------------------------------ Merchant
def test_the_merchant_gains_the_highest_die_plus_the_merchants_and_lowers_that_die():
    game, _ = playing("merchant", dynasties=[{"merchant": 2}], deben=[0], dice=[1, 3, 2])
    events = act(game, "trade")   # 3 + 3 Merchants
    assert game.state.players[0].deben == 6 and game.state.dice == [1, 2, 2]
    assert events_of(events, "merchant_traded")[0]["gained"] == 6


def test_with_every_die_removed_the_merchant_gains_only_the_merchants():
    game, _ = playing("merchant", deben=[0], dice=[0, 0, 0])
    act(game, "trade")
    assert game.state.players[0].deben == 1 and game.state.dice == [0, 0, 0]
