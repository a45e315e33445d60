"""The standard game of "Dynasties": set-up, rounds and turns, the dice rules, the Dynasty and
Rebirth phases and the end of the game (RULES §2 to §6, §9), each with hand-counted outcomes."""
from __future__ import annotations

from collections import Counter

import pytest
from dynasties_helpers import (
    TOTAL_CASTE_CARDS,
    act,
    arrange,
    caste_cards,
    dynasty,
    events_of,
    illegal,
    legal,
    new,
    offered,
    run,
    start_turn,
    turn,
)

from game.core.tasks import task
from game.dynasties.module import MODULE
from game.dynasties.rules import GameConfig
from game.dynasties.rules.catalog import CASTES, load_catalog


# ------------------------------------------------------------------------------ set-up
@pytest.mark.parametrize("players, deck", [(3, 28), (4, 24)])
def test_setup_deals_4_cards_and_3_deben_each_and_5_to_the_forum(players, deck):
    game = new(players, seed=5)
    state = game.state
    assert [p.deben for p in state.players] == [3] * players
    assert [len(p.hand) for p in state.players] == [4] * players
    assert all(p.known == [] and p.scribed == [] and p.afterlife == "" for p in state.players)
    assert len(state.forum) == 5 and len(state.deck) == deck
    everything = state.deck + state.forum + [card for p in state.players for card in p.hand]
    assert Counter(everything) == {caste: number for number, caste in enumerate(CASTES, start=1)}
    assert len(state.afterlife_deck) == 5 and len(state.afterlife_box) == 4
    assert sorted(state.afterlife_deck + state.afterlife_box) == sorted(load_catalog().afterlife)
    assert state.bread_supply == 20 and state.round == 1
    assert len(state.dice) == 3 and all(1 <= value <= 4 for value in state.dice)
    start = state.start_player
    assert state.order == [(start + offset) % players for offset in range(players)]
    assert (game.decision.player, game.decision.kind) == (start, "play")


def test_the_start_player_is_chosen_at_random():
    assert {new(3, seed=seed).state.start_player for seed in range(12)} == {0, 1, 2}


@pytest.mark.parametrize("config", [GameConfig(players=2), GameConfig(players=5), GameConfig(players=3, variant="aten"),
                                    GameConfig(players=2, variant="both")])
def test_the_standard_game_is_for_3_or_4_players_and_a_variant_for_2(config):
    with pytest.raises(ValueError):
        MODULE.new_game(config)


def test_the_module_offers_2_to_4_seats_and_heliopolis_in_memphis_and_thebes():
    assert (MODULE.id, tuple(MODULE.seat_counts), MODULE.automa_name) == ("dynasties", (2, 3, 4), "Heliopolis")
    assert [MODULE.seats_of(GameConfig(players=n, variant=v)) for n, v in ((3, ""), (4, ""), (2, "aten"), (2, "memphis"))] \
        == [3, 4, 2, 3]
    assert MODULE.automa_seats(GameConfig(players=2, variant="memphis")) == (2,)
    assert MODULE.automa_seats(GameConfig(players=4)) == ()
    assert str(MODULE.describe(GameConfig(players=2, variant="aten"))) == "Rise of Aten, hot-seat"
    assert str(MODULE.describe(GameConfig(players=3), ["hard", None, "easy"])) == "one person against computer players"


# ------------------------------------------------------------------------------ rounds
def test_a_round_passes_the_dice_clockwise_and_the_next_start_player_rolls_all_three():
    game = arrange(new(3, seed=2), dice=[0, 0, 1])
    game.state.start_player, game.state.order = 0, [0, 1, 2]
    events = run(game, 2, task("turn_end", 2, index=2))
    state = game.state
    assert [e["type"] for e in events][:3] == ["turn_ended", "round_ended", "round_started"]
    assert (state.round, state.start_player, state.order) == (2, 1, [1, 2, 0])
    assert all(1 <= value <= 4 for value in state.dice)   # the removed dice come back
    assert events_of(events, "round_started")[0]["dice"] == state.dice
    assert (game.decision.player, game.decision.kind) == (1, "play")


def test_the_turns_of_a_round_go_clockwise_from_the_start_player():
    game = arrange(new(4, seed=3), hands=[["farmer"]] * 4)
    game.state.order = [2, 3, 0, 1]
    run(game, 2, task("turn_end", 2, index=0))
    assert (game.decision.player, game.state.turn_player) == (3, 3)


# ------------------------------------------------------------------------------ the dice
def test_a_die_lowered_below_1_is_removed_and_counts_for_nothing():
    game = arrange(new(3), hands=[["noble", "farmer"]], dice=[1, 2, 0], deben=[0])
    turn(game, 0)
    act(game, "play", caste="noble", count=1)
    act(game, "tax")
    assert game.state.players[0].deben == 3          # 1 + 2; the removed die adds nothing
    assert game.state.dice == [0, 1, 0]


def test_with_every_die_removed_the_noble_has_nothing_to_collect():
    game = arrange(new(3), hands=[["noble", "farmer", "priest"]], dice=[0, 0, 0], deben=[2])
    turn(game, 0)
    events = act(game, "play", caste="noble", count=1)
    assert events_of(events, "ability_skipped") == [{"type": "ability_skipped", "player": 0, "caste": "noble"}]
    assert game.decision.kind == "give" and game.state.players[0].deben == 2


# ------------------------------------------------------------------------------ the Dynasty phase
def test_one_card_or_two_of_one_caste_for_1_deben():
    game = arrange(new(3), hands=[["noble", "noble", "farmer", "priest"]], deben=[1])
    turn(game, 0)
    assert offered(game) == [
        {"kind": "play", "caste": "noble", "count": 1}, {"kind": "play", "caste": "noble", "count": 2},
        {"kind": "play", "caste": "priest", "count": 1}, {"kind": "play", "caste": "farmer", "count": 1}]
    illegal(game, "play", caste="farmer", count=2)    # only one Farmer
    illegal(game, "play", caste="baker", count=1)     # not in hand
    illegal(game, "play", caste="noble", count=3)
    events = act(game, "play", caste="noble", count=2)
    player = game.state.players[0]
    assert (player.deben, player.hand, dynasty(game, 0)) == (0, ["priest", "farmer"], {"noble": 2})
    assert events_of(events, "cards_played") == [
        {"type": "cards_played", "player": 0, "caste": "noble", "count": 2, "paid": 1}]
    assert game.decision.kind == "noble"   # the ability, once for both cards


def test_no_second_card_without_a_deben():
    game = arrange(new(3), hands=[["noble", "noble", "farmer"]], deben=[0])
    turn(game, 0)
    assert not legal(game, "play", caste="noble", count=2) and legal(game, "play", caste="noble", count=1)


def test_two_merchants_played_at_once_trade_once():
    game = arrange(new(3), hands=[["merchant", "merchant", "farmer", "priest"]], dynasties=[{"merchant": 1}], deben=[3],
                   dice=[2, 4, 4])
    turn(game, 0)
    act(game, "play", caste="merchant", count=2)       # 3 - 1 = 2 deben
    assert offered(game) == [{"kind": "trade"}, {"kind": "skip"}]
    act(game, "trade")                                 # highest die 4 + 3 Merchants = 7
    assert game.state.players[0].deben == 9
    assert game.state.dice == [2, 3, 4]
    assert game.decision.kind == "give"                # no second use: the Rebirth phase


def test_a_player_without_cards_skips_the_dynasty_phase():
    game = arrange(new(3), hands=[[]], forum=["noble", "farmer", "scribe", "baker", "soldier"])
    events = turn(game, 0)
    assert events_of(events, "dynasty_skipped") == [{"type": "dynasty_skipped", "player": 0}]
    assert (game.decision.kind, len(game.legal_actions())) == ("take", 5)   # nothing to give; take 3


def test_the_pharaoh_rerolls_one_die_in_play_at_the_start_of_a_later_turn():
    game = arrange(new(3, seed=4), hands=[["farmer", "farmer"]], dynasties=[{"pharaoh": 1}], dice=[3, 0, 3])
    turn(game, 0)
    assert game.decision.kind == "pharaoh"
    assert offered(game) == [{"kind": "reroll", "value": 3}, {"kind": "keep_dice"}]   # the removed die cannot
    reveals = game.reveals
    events = act(game, "reroll", value=3)
    rerolled = events_of(events, "die_rerolled")[0]
    assert (rerolled["die"], rerolled["before"]) == (0, 3) and 1 <= rerolled["after"] <= 4
    assert game.state.dice == [rerolled["after"], 0, 3] and game.reveals > reveals
    assert game.decision.kind == "play"


def test_no_reroll_without_a_pharaoh_or_without_a_die_in_play():
    game = arrange(new(3), hands=[["farmer"]], dynasties=[{"scribe": 1}], dice=[2, 2, 2])
    turn(game, 0)
    assert game.decision.kind == "play"
    arrange(game, dynasties=[{"pharaoh": 1}], dice=[0, 0, 0])
    turn(game, 0)
    assert game.decision.kind == "play"


def test_keeping_the_dice_changes_nothing():
    game = arrange(new(3), hands=[["farmer"]], dynasties=[{"pharaoh": 1}], dice=[1, 4, 2])
    turn(game, 0)
    act(game, "keep_dice")
    assert game.state.dice == [1, 4, 2] and game.decision.kind == "play"


# ------------------------------------------------------------------------------ the Rebirth phase
def test_rebirth_gives_2_takes_3_others_refills_to_4_and_feeds_the_forum():
    game = arrange(new(3), hands=[["farmer", "priest", "baker", "soldier"]],
                   forum=["noble", "soldier", "merchant", "artisan", "scribe"], draws=["pharaoh", "farmer"])
    turn(game, 0)
    act(game, "play", caste="soldier", count=1)         # nobody to raid: the Soldier does nothing
    assert offered(game) == [{"kind": "give", "caste": c} for c in ("priest", "baker", "farmer")]
    act(game, "give", caste="priest")
    act(game, "give", caste="farmer")
    state = game.state
    assert state.forum == ["noble", "soldier", "merchant", "artisan", "scribe", "priest", "farmer"]
    assert offered(game) == [{"kind": "take", "caste": c} for c in ("scribe", "noble", "artisan", "soldier", "merchant")]
    illegal(game, "take", caste="priest")   # given this phase
    act(game, "take", caste="noble")
    act(game, "take", caste="merchant")
    events = act(game, "take", caste="scribe")
    player = state.players[0]
    assert player.hand == ["scribe", "noble", "baker", "merchant"] and player.known == ["scribe", "noble", "merchant"]
    assert state.forum == ["soldier", "artisan", "priest", "farmer", "pharaoh"]   # 5 + 2 - 3 + 1
    assert state.deck == ["farmer"]
    assert events_of(events, "forum_fed") == [{"type": "forum_fed", "cards": ["pharaoh"]}]
    assert (game.decision.player, game.decision.kind) == (1, "play")


def test_an_old_card_of_a_caste_just_given_may_be_taken():
    game = arrange(new(3), hands=[["farmer", "farmer", "baker"]], forum=["farmer", "noble", "noble", "noble", "noble"],
                   dice=[1, 1, 1])
    turn(game, 0)
    act(game, "play", caste="baker", count=1)
    act(game, "skip")                                   # no bread; both Farmers go to the Forum (no other choice)
    assert game.state.forum == ["farmer", "noble", "noble", "noble", "noble", "farmer", "farmer"]
    assert offered(game) == [{"kind": "take", "caste": "noble"}, {"kind": "take", "caste": "farmer"}]
    events = act(game, "take", caste="farmer")           # the old one; then 2 Nobles, the only cards left
    assert [e["caste"] for e in events_of(events, "card_taken")] == ["farmer", "noble", "noble"]
    assert game.state.forum[:4] == ["noble", "noble", "farmer", "farmer"]   # the 2 given stay, then 1 fed


def test_the_hand_refills_from_the_deck_after_taking():
    game = arrange(new(3), hands=[["farmer", "farmer", "priest", "scribe"]], draws=["merchant", "baker"],
                   forum=["noble", "noble", "noble", "noble", "noble"])
    turn(game, 0)
    act(game, "play", caste="farmer", count=2)          # 3 - 1 deben; hand: scribe, priest
    assert offered(game) == [{"kind": "give", "caste": "scribe"}, {"kind": "give", "caste": "priest"}]
    act(game, "give", caste="priest")                   # the Scribe follows, then 3 Nobles: no other choice
    player = game.state.players[0]
    assert player.hand == ["noble", "noble", "noble", "merchant"] and player.known == ["noble"] * 3
    assert game.state.forum == ["noble", "noble", "priest", "scribe", "baker"]


def test_artisans_hold_cards_back_for_a_deben_each_and_top_the_forum_up_to_5():
    """D13: two Artisans played this turn already work in its Rebirth phase."""
    game = arrange(new(3), hands=[["artisan", "artisan", "farmer", "priest"]], deben=[5],
                   forum=["noble", "scribe", "baker", "soldier", "merchant"], draws=["pharaoh", "farmer", "noble"])
    turn(game, 0)
    act(game, "play", caste="artisan", count=2)         # 5 - 1 = 4 deben
    assert offered(game) == [{"kind": "hold_back", "count": n} for n in (0, 1, 2)]
    events = act(game, "hold_back", count=2)            # 4 - 2 = 2 deben, nothing given
    assert events_of(events, "cards_held_back") == [{"type": "cards_held_back", "player": 0, "count": 2, "paid": 2}]
    assert game.decision.kind == "take" and game.state.players[0].deben == 2
    act(game, "take", caste="noble")
    events = act(game, "take", caste="scribe")          # hand 4: only 2 taken (D14)
    state = game.state
    assert state.players[0].hand == ["scribe", "noble", "priest", "farmer"]
    # 5 - 2 = 3, fed 1 (pharaoh) = 4, topped up to 5 (farmer)
    assert state.forum == ["baker", "soldier", "merchant", "pharaoh", "farmer"]
    assert events_of(events, "forum_topped_up") == [{"type": "forum_topped_up", "cards": ["farmer"]}]


def test_holding_back_needs_the_deben_and_costs_nothing_when_not_used():
    game = arrange(new(3), hands=[["farmer", "priest", "scribe"]], dynasties=[{"artisan": 2}], deben=[1],
                   forum=["noble"] * 5, draws=["baker"] * 3)
    turn(game, 0)
    act(game, "play", caste="farmer", count=1)
    assert offered(game) == [{"kind": "hold_back", "count": 0}, {"kind": "hold_back", "count": 1}]
    act(game, "hold_back", count=0)
    assert game.decision.kind == "give" and game.state.players[0].deben == 1


def test_an_empty_deck_draws_nothing_in_the_rebirth_phase():
    game = arrange(new(3), hands=[["farmer", "noble", "priest"]],
                   forum=["scribe", "baker", "soldier", "merchant", "artisan"], draws=[])
    turn(game, 0)
    act(game, "play", caste="farmer", count=1)
    act(game, "give", caste="noble")                    # then the Priest; the hand is empty: take 3 old cards
    act(game, "take", caste="scribe")
    act(game, "take", caste="baker")
    events = act(game, "take", caste="soldier")
    assert len(game.state.players[0].hand) == 3 and game.state.forum == ["merchant", "artisan", "noble", "priest"]
    assert events_of(events, "forum_fed") == [{"type": "forum_fed", "cards": []}]
    assert events_of(events, "hand_refilled") == []


# ------------------------------------------------------------------------------ the end of the game
def test_an_empty_deck_at_the_start_of_a_turn_ends_the_game_after_the_round():
    """D12: the deck runs out in seat 0's Rebirth phase; seats 1 and 2 play their Dynasty phase
    only, then the final scoring follows."""
    game = arrange(new(3, seed=7), hands=[["farmer", "farmer", "farmer", "farmer"], ["noble", "priest"],
                                          ["soldier", "baker"]],
                   forum=["merchant"] * 5, draws=["scribe"], dice=[1, 1, 1])
    state = game.state
    state.start_player, state.order = 0, [0, 1, 2]
    start_turn(game, 0)
    # two Farmers to give, three Merchants to take: no other choice; the Forum gets the deck's last card
    events = act(game, "play", caste="farmer", count=1)
    assert state.players[0].hand == ["merchant", "merchant", "merchant", "farmer"]
    assert state.deck == [] and events_of(events, "game_end_triggered") == [{"type": "game_end_triggered",
                                                                              "player": 1}]
    assert state.final_round and (game.decision.player, game.decision.kind) == (1, "play")
    act(game, "play", caste="priest", count=1)
    act(game, "skip")                                   # no Priest: no Rebirth phase either
    assert (game.decision.player, game.decision.kind) == (2, "play")
    assert state.players[1].hand == ["noble"]
    act(game, "play", caste="baker", count=1)
    events = act(game, "skip")
    assert game.is_over and state.round == 1
    assert [e["type"] for e in events][-5:] == ["final_scoring_started", "final_score", "final_score",
                                                "final_score", "game_over"]


def test_the_trigger_at_the_start_players_turn_makes_the_whole_round_dynasty_only():
    game = arrange(new(3, seed=7), hands=[["farmer"], ["noble"], ["soldier"]], draws=[])
    state = game.state
    state.start_player, state.order = 0, [0, 1, 2]
    events = start_turn(game, 0)
    assert events_of(events, "game_end_triggered")[0]["player"] == 0
    act(game, "play", caste="farmer", count=1)
    assert (game.decision.player, state.players[0].hand) == (1, [])   # no Rebirth: no card back


def test_cards_are_conserved_through_a_whole_game():
    game = new(4, seed=11)
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
        assert caste_cards(game) == TOTAL_CASTE_CARDS


def test_in_the_last_round_a_player_without_cards_has_no_turn_at_all():
    game = arrange(new(3, seed=7), hands=[[], ["noble"], ["soldier"]], draws=[])
    state = game.state
    state.start_player, state.order, state.final_round = 0, [0, 1, 2], True
    events = start_turn(game, 0)
    assert [e["type"] for e in events] == ["turn_started", "dynasty_skipped", "turn_ended", "turn_started"]
    assert (game.decision.player, game.decision.kind) == (1, "play")
