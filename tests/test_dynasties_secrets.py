"""Hidden information: what each seat's view shows of the others' hands, Scribes and Afterlife
cards, what the table knows of a hand (the castes seen taken from the Forum), and the games
``determinize`` draws from a seat's view."""
from __future__ import annotations

import random
from collections import Counter

from dynasties_helpers import act, arrange, caste_cards, new, turn

from game.dynasties.rules.catalog import load_catalog


def test_a_view_shows_the_own_secrets_and_only_counts_of_the_others():
    game = arrange(new(3, seed=4), held=["", "khufu", ""])
    game.state.players[1].scribed = ["noble"]
    game.state.players[2].drawn = ["osiris", "peret"]
    view = game.view(0)
    mine, second, third = view["players"]
    assert mine["hand"] == game.state.players[0].hand and mine["seen"] == []
    assert (second["hand"], second["scribed"], second["afterlife"], second["seen"]) == (4, 1, True, None)
    assert (third["drawn"], third["afterlife"]) == (2, False)
    assert (view["deck"], view["afterlife_deck"], view["afterlife_box"]) == (28, 5, 4)
    assert view["rng"] is None and view["config"]["seed"] is None and view["stack"] == []
    public = game.view(-1)
    assert all(isinstance(player["hand"], int) for player in public["players"])
    decider = game.decision.player
    assert "legal_actions" in game.view(decider) and "legal_actions" not in game.view((decider + 1) % 3)


def test_the_table_knows_the_castes_taken_from_the_forum_until_they_are_shown_again():
    game = arrange(new(3), hands=[["farmer", "priest", "baker", "soldier"]],
                   forum=["noble", "soldier", "merchant", "artisan", "scribe"], draws=["pharaoh", "farmer"])
    turn(game, 0)
    act(game, "play", caste="soldier", count=1)
    act(game, "give", caste="priest")
    act(game, "give", caste="farmer")
    for caste in ("noble", "merchant", "scribe"):
        act(game, "take", caste=caste)
    seen_by_1 = game.view(1)["players"][0]
    assert (seen_by_1["hand"], seen_by_1["known"]) == (4, ["scribe", "noble", "merchant"])
    player = game.state.players[0]
    player.hand, player.known = ["noble", "farmer"], ["noble"]
    turn(game, 0)
    act(game, "play", caste="noble", count=1)   # the known Noble is in the Dynasty now
    assert player.known == []


def test_a_card_hidden_under_a_scribe_takes_one_card_of_every_known_caste_off_the_known_part():
    game = arrange(new(3), hands=[["scribe", "noble", "noble", "farmer", "priest"]], deben=[3], draws=["baker"])
    player = game.state.players[0]
    player.known = ["noble", "noble", "farmer"]
    turn(game, 0)
    act(game, "play", caste="scribe", count=1)
    act(game, "hide", caste="priest")   # not a known card, but nobody else can tell
    assert player.known == ["noble"] and player.hand == ["noble", "noble", "baker", "farmer"]
    assert game.view(1)["players"][0]["scribed"] == 1


def test_the_afterlife_cards_a_priest_draws_are_seen_by_that_player_alone():
    game = arrange(new(3), hands=[["priest", "farmer", "baker"]], deben=[5], dice=[3, 0, 0],
                   afterlife_draws=["osiris", "khufu", "peret", "akhet", "shemu"])
    turn(game, 0)
    act(game, "play", caste="priest", count=1)
    act(game, "consult", value=3)
    assert game.view(0)["players"][0]["drawn"] == ["osiris", "khufu", "peret"]
    assert game.view(1)["players"][0]["drawn"] == 3
    act(game, "keep", card="khufu")
    assert game.view(1)["players"][0]["afterlife"] is True and game.view(0)["players"][0]["afterlife"] == "khufu"


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest_again():
    game = arrange(new(3, seed=9), hands=[["priest", "farmer", "baker", "noble"], ["scribe", "merchant", "farmer"],
                                          ["soldier", "soldier", "artisan", "baker"]],
                   deben=[5], dice=[3, 0, 0], afterlife_draws=["osiris", "khufu", "peret", "akhet", "shemu"])
    game.state.players[1].known = ["merchant"]
    game.state.afterlife_box = ["amenhotep", "anubis", "hatshepsut", "nephthys"]
    turn(game, 0)
    act(game, "play", caste="priest", count=1)
    act(game, "consult", value=3)
    act(game, "keep", card="khufu")   # osiris and peret went back: they are in the game
    catalog = load_catalog()
    worlds = [game.determinize(0, random.Random(n)) for n in range(40)]
    for world in worlds:
        state = world.state
        assert world.view(0) == game.view(0)
        assert caste_cards(world) == caste_cards(game)   # the arranged hands: not quite the 45
        assert state.players[0].hand == game.state.players[0].hand and state.players[0].afterlife == "khufu"
        assert "merchant" in state.players[1].hand and len(state.players[1].hand) == 3
        assert not {"osiris", "peret"} & set(state.afterlife_box)
        every = state.afterlife_deck + state.afterlife_box + [p.afterlife for p in state.players if p.afterlife]
        assert Counter(every) == Counter(list(catalog.afterlife))
    assert len({tuple(world.state.players[2].hand) for world in worlds}) > 1
    assert len({tuple(world.state.afterlife_box) for world in worlds}) > 1


def test_at_the_end_the_hands_stay_hidden_and_the_seed_is_shown():
    game = new(3, seed=12)
    chooser = random.Random(12)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    view = game.view(0)
    assert view["config"]["seed"] == 12 and view["deck"] == 0 and view["afterlife_box"] == 4
    assert [isinstance(player["hand"], int) for player in view["players"]] == [False, True, True]
    assert all(player["scribed"] in ([], 0) for player in view["players"])
    assert all(not isinstance(player["afterlife"], bool) for player in view["players"])   # turned up
