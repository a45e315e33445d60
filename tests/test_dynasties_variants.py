"""The two 2-player variants (RULES §11): Rise of Aten (the Forum as a row, the oldest card
discarded) and Memphis and Thebes (the silent player Heliopolis), with hand-counted outcomes."""
from __future__ import annotations

import pytest
from dynasties_helpers import (
    TOTAL_CASTE_CARDS,
    act,
    arrange,
    caste_cards,
    dynasty,
    events_of,
    finish,
    illegal,
    new,
    offered,
    run,
    turn,
)

from game.core.tasks import task

HELIOPOLIS = 2


@pytest.mark.parametrize("variant", ["aten", "memphis"])
def test_every_die_is_lowered_by_1_after_each_roll(variant):
    for seed in range(6):
        game = new(2, variant, seed=seed)
        rolled = events_of(game.initial_events, "round_started")[0]["dice"]
        assert game.state.dice == [value - 1 for value in rolled]
        events = run(game, 0, task("round_start"))
        rolled = events_of(events, "round_started")[0]["dice"]
        assert events_of(events, "dice_lowered_at_start")[0]["dice"] == [value - 1 for value in rolled]


# ------------------------------------------------------------------------------ Rise of Aten
def test_rise_of_aten_deals_as_the_standard_game_for_two():
    game = new(2, "aten", seed=3)
    state = game.state
    assert len(state.players) == 2 and len(state.deck) == 45 - 8 - 5 and len(state.forum) == 5
    assert game.heliopolis == -1 and state.discard == []


def test_in_rise_of_aten_cards_are_taken_by_place_and_the_oldest_is_discarded():
    game = arrange(new(2, "aten"), hands=[["farmer", "priest", "baker", "soldier"]],
                   forum=["noble", "soldier", "merchant", "artisan", "scribe"], draws=["pharaoh", "farmer", "noble"])
    turn(game, 0)
    act(game, "play", caste="soldier", count=1)
    act(game, "give", caste="priest")
    act(game, "give", caste="farmer")                 # both at the right end of the row
    assert offered(game) == [{"kind": "take", "slot": slot} for slot in range(5)]
    illegal(game, "take", slot=5)                     # given this phase
    illegal(game, "take", caste="noble")
    act(game, "take", slot=0)                         # noble
    act(game, "take", slot=3)                         # scribe
    events = act(game, "take", slot=1)                # merchant
    state = game.state
    assert state.players[0].hand == ["scribe", "noble", "baker", "merchant"]
    assert state.discard == ["soldier"]                                    # the leftmost card
    assert state.forum == ["artisan", "priest", "farmer", "pharaoh", "farmer"]   # 2 drawn to the right end
    assert events_of(events, "forum_discarded") == [{"type": "forum_discarded", "cards": ["soldier"]}]


def test_in_rise_of_aten_two_cards_of_a_caste_are_two_choices():
    game = arrange(new(2, "aten"), hands=[["noble", "priest", "baker"]],
                   forum=["farmer", "scribe", "farmer", "scribe", "farmer"], draws=["pharaoh", "merchant", "noble"])
    turn(game, 0)
    act(game, "play", caste="noble", count=1)
    act(game, "skip")
    act(game, "give", caste="priest")                 # then the Baker
    act(game, "take", slot=2)
    act(game, "take", slot=2)
    act(game, "take", slot=2)                         # the second Scribe and Farmers: the leftmost Farmer stays
    state = game.state
    assert state.players[0].hand == ["pharaoh", "scribe", "farmer", "farmer"]   # 1 card drawn to refill
    assert state.discard == ["farmer"] and state.forum == ["scribe", "priest", "baker", "merchant", "noble"]


def test_in_rise_of_aten_the_artisans_top_up_at_the_right_end():
    game = arrange(new(2, "aten"), hands=[["artisan", "artisan", "farmer", "priest"]], deben=[5],
                   forum=["noble", "scribe", "baker", "soldier", "merchant"], draws=["pharaoh", "farmer", "noble"])
    turn(game, 0)
    act(game, "play", caste="artisan", count=2)
    act(game, "hold_back", count=2)
    act(game, "take", slot=0)
    act(game, "take", slot=0)                         # noble, scribe
    # 3 left; the baker discarded; 2 drawn; topped up with 1
    assert game.state.forum == ["soldier", "merchant", "pharaoh", "farmer", "noble"]
    assert game.state.discard == ["baker"]


# ------------------------------------------------------------------------------ Memphis and Thebes
def test_heliopolis_starts_with_4_face_up_cards_and_never_starts_a_round():
    for seed in range(8):
        game = new(2, "memphis", seed=seed)
        state = game.state
        neutral = state.players[HELIOPOLIS]
        assert (neutral.deben, neutral.hand, sum(neutral.dynasty.values())) == (0, [], 4)
        assert len(state.deck) == 45 - 8 - 5 - 4 and caste_cards(game) == TOTAL_CASTE_CARDS
        assert state.start_player in (0, 1) and state.order == [state.start_player, 1 - state.start_player, 2]


def test_the_start_player_alternates_between_the_two_people():
    game = new(2, "memphis", seed=1)
    game.state.start_player, game.state.order = 0, [0, 1, 2]
    run(game, HELIOPOLIS, task("turn_end", HELIOPOLIS, index=2))
    assert (game.state.start_player, game.state.order, game.decision.player) == (1, [1, 0, 2], 1)
    run(game, HELIOPOLIS, task("turn_end", HELIOPOLIS, index=2))
    assert (game.state.start_player, game.state.order) == (0, [0, 1, 2])


def heliopolis_turn(owned: dict[str, int], forum: list[str], seed: int = 1) -> tuple[object, list[dict]]:
    game = arrange(new(2, "memphis", seed=seed), dynasties=[None, None, owned], forum=forum, draws=["soldier"])
    events = run(game, HELIOPOLIS, task("heliopolis_dynasty", HELIOPOLIS), task("rebirth", HELIOPOLIS))
    return game, events


@pytest.mark.parametrize("owned, forum, taken", [
    ({"farmer": 2, "baker": 1}, ["baker", "farmer", "pharaoh", "noble", "scribe"], "farmer"),   # what it has most of
    ({"soldier": 1, "priest": 1}, ["soldier", "priest", "pharaoh"], "priest"),                   # then the higher Caste VP
    ({"noble": 3}, ["farmer", "merchant", "pharaoh", "baker"], "pharaoh"),                        # none owned: the most VP
])
def test_heliopolis_takes_a_caste_it_has_most_of_then_the_most_caste_vp(owned, forum, taken):
    game, events = heliopolis_turn(owned, forum)
    assert dynasty(game, HELIOPOLIS) == {caste: owned.get(caste, 0) + (caste == taken) for caste in {*owned, taken}}
    assert events_of(events, "heliopolis_took") == [{"type": "heliopolis_took", "player": HELIOPOLIS, "caste": taken,
                                                      "tie": False}]
    # its Rebirth phase: no card given or taken, 1 fed from the deck
    assert len(game.state.forum) == len(forum) and game.state.forum[-1] == "soldier"


def test_heliopolis_breaks_a_last_tie_at_random():
    taken = set()
    for seed in range(10):
        _, events = heliopolis_turn({"noble": 1, "scribe": 1}, ["noble", "scribe", "pharaoh"], seed=seed)
        event = events_of(events, "heliopolis_took")[0]
        assert event["tie"] and event["caste"] in ("noble", "scribe")
        taken.add(event["caste"])
    assert taken == {"noble", "scribe"}


def test_heliopolis_in_the_last_round_only_takes_a_card():
    game = arrange(new(2, "memphis"), dynasties=[None, None, {"farmer": 1}], forum=["farmer", "noble"], draws=[])
    game.state.final_round = True
    run(game, HELIOPOLIS, task("heliopolis_dynasty", HELIOPOLIS))
    assert game.state.forum == ["noble"] and dynasty(game, HELIOPOLIS) == {"farmer": 2}


def test_the_farmers_of_heliopolis_are_never_taken():
    game = arrange(new(2, "memphis"), hands=[["soldier", "priest"]], dynasties=[None, None, {"farmer": 5}])
    turn(game, 0)
    events = act(game, "play", caste="soldier", count=1)
    assert events_of(events, "ability_skipped")[0]["caste"] == "soldier"


def heliopolis_end(afterlife: list[str], humans=({"noble": 1}, {"scribe": 1}), deben=(0, 0)):
    game = arrange(new(2, "memphis"), dynasties=[*humans, {"baker": 2, "farmer": 2, "merchant": 1, "artisan": 1,
                                                           "pharaoh": 1, "priest": 1}],
                   deben=[*deben, 0], afterlife_draws=afterlife, held=["", "", ""])
    game.state.bread_supply = 20
    events = finish(game)
    return game, events


def test_heliopolis_scores_bread_per_baker_an_afterlife_card_and_its_merchants():
    game, events = heliopolis_end(["khufu"])
    neutral = game.state.players[HELIOPOLIS]
    # 2 Bakers: 4 tokens on the highest Bread VP, one per card: Merchant and Farmers (3), then the Artisan (2)
    assert events_of(events, "heliopolis_bread") == [{"type": "heliopolis_bread", "player": HELIOPOLIS,
                                                       "castes": ["merchant", "farmer", "farmer", "artisan"]}]
    assert neutral.afterlife == "khufu"
    assert game.scores()[HELIOPOLIS]["breakdown"] == {
        "castes": 2 * 2 + 2 * 1 + 1 + 3 + 5 + 3, "bread": 3 + 3 + 3 + 2,
        "majorities": 7 + 9 + 8 + 5 + 1 + 4, "afterlife": 7, "deben": 0, "merchants": 1}
    assert [entry["total"] for entry in game.scores()] == [4 + 3, 4 + 2, 18 + 11 + 34 + 7 + 1]
    assert game.winners() == [HELIOPOLIS]   # D10: Heliopolis can win
    assert events_of(events, "game_over") == [{"type": "game_over", "winners": [HELIOPOLIS]}]


def test_heliopolis_doubles_its_best_majority_with_a_season_card():
    game, events = heliopolis_end(["shemu"])
    assert game.scores()[HELIOPOLIS]["breakdown"]["afterlife"] == 9   # the Farmers
    assert events_of(events, "season_chosen")[0]["caste"] == "farmer" and game.decision is None


def test_heliopolis_without_a_priest_draws_no_afterlife_card():
    game = arrange(new(2, "memphis"), dynasties=[{}, {}, {"farmer": 1}], afterlife_draws=["khufu"])
    finish(game)
    assert game.state.players[HELIOPOLIS].afterlife == "" and game.state.afterlife_deck == ["khufu"]


def test_heliopolis_loses_a_tie_to_a_player_with_deben():
    """Heliopolis: 2 Farmers (2) and their majority (9) = 11; seat 0: a Noble (4), its majority (3)
    and 12 deben (4) = 11."""
    game = arrange(new(2, "memphis"), dynasties=[{"noble": 1}, {}, {"farmer": 2}], deben=[12, 0, 0])
    finish(game)
    assert [entry["total"] for entry in game.scores()] == [11, 0, 11]
    assert game.winners() == [0]


@pytest.mark.parametrize("bakers, bonus", [(0, 5), (1, 0)])
def test_heliopolis_takes_part_in_the_bread_comparison(bakers, bonus):
    """Seat 0 has 2 tokens (Nephthys); Heliopolis puts out 2 per Baker at the end."""
    game = arrange(new(2, "memphis"), dynasties=[{"merchant": 2}, {}, {"farmer": 2, "baker": bakers}],
                   bread=[{"merchant": 2}, None, None], held=["nephthys", "", ""])
    finish(game)
    assert game.scores()[0]["breakdown"]["afterlife"] == bonus


def test_an_empty_deck_at_the_start_of_heliopolis_s_turn_ends_the_game_after_it():
    game = arrange(new(2, "memphis", seed=2), dynasties=[None, None, {"farmer": 1}], forum=["farmer", "noble"],
                   draws=[])
    game.state.order = [0, 1, 2]
    events = run(game, 1, task("turn_start", HELIOPOLIS, index=2))
    assert events_of(events, "game_end_triggered") == [{"type": "game_end_triggered", "player": HELIOPOLIS}]
    assert dynasty(game, HELIOPOLIS) == {"farmer": 2} and game.state.forum == ["noble"]   # took one, fed none
    assert game.is_over
