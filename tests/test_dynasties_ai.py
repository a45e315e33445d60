"""The computer players' knowledge of "Dynasties" (game.dynasties.ai): each feature of the
evaluation on hand-built positions, the evaluation adding up as its weights say, the weights
file checked, and computer players of every level finishing games in every mode. That a computer
player chooses from its seat's view alone is checked for every game by the contract suite
(tests/contract: ``test_a_computer_player_chooses_from_its_seats_view_alone``, which judges with
``module.ai_hints()``)."""
from __future__ import annotations

import json
import math
import random

import pytest
from dynasties_helpers import act, arrange, finish, new

from game import games
from game.ai import choose
from game.core.tasks import task
from game.dynasties.ai import (
    HAND_SHARE,
    LAST_SPREAD,
    SPREAD,
    WEIGHT_NAMES,
    DynastiesAi,
    Outlook,
    Tables,
    features,
    hand_value,
    hints,
    next_taker,
    plays_left,
)
from game.dynasties.rules import Game, GameConfig
from game.dynasties.rules.catalog import CASTES, load_catalog
from game.tools import arena, tune_ai

FARMER, PHARAOH = CASTES.index("farmer"), CASTES.index("pharaoh")
TABLES = Tables.of(load_catalog())


def only(name: str) -> DynastiesAi:
    """An evaluation that counts one feature, at weight 1."""
    return DynastiesAi({n: (1.0 if n == name else 0.0) for n in WEIGHT_NAMES})


def sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def settled(game: Game) -> Game:
    """The last round, its last turn over: nobody plays again (nothing is left to blur a lead)."""
    state = game.state
    state.final_round = True
    state.turn_player = state.order[-1]
    state.stack = [task("turn_end", state.order[-1], index=len(state.order) - 1)]
    game.forget_legal_actions()
    return game


def last_turns(game: Game, seat: int) -> Game:
    """The last round, ``seat`` about to play its card: it and those after it play once more."""
    settled(game)
    state = game.state
    index = state.order.index(seat)
    state.turn_player, state.stack = seat, [task("turn_end", seat, index=index), task("play", seat)]
    game.forget_legal_actions()
    return game


def after_first_play(forum: list[str]) -> Game:
    """A 3-player game (seat 0 starts, dice 1, 3, 2): seat 0 has played a Farmer and is about
    to give cards to the Forum; no hand holds a Pharaoh."""
    game = arrange(new(3), hands=[["farmer", "noble", "baker", "merchant"], ["farmer", "farmer", "soldier", "artisan"],
                                  ["priest", "priest", "scribe", "baker"]],
                   dynasties=[{}, {}, {}], deben=[3, 3, 3], forum=forum, dice=[1, 3, 2])
    assert game.state.order == [0, 1, 2] and game.decision.player == 0 and len(game.state.deck) == 28
    act(game, "play", caste="farmer", count=1)
    assert game.decision.kind == "give"
    return game


# ------------------------------------------------------------------------------ the Dynasty now
def test_castes_and_bread_count_the_cards_under_the_scribes():
    game = arrange(new(3), dynasties=[{"pharaoh": 1, "farmer": 2}, {"farmer": 1, "soldier": 1}, {}],
                   bread=[{"farmer": 1}, {"soldier": 1}, None], deben=[0, 0, 0])
    game.state.players[0].scribed = ["noble"]
    found = features(game)
    # seat 0: 5 + 2 x 1 + the hidden Noble's 4; a token on a Farmer: 3
    assert (found[0]["castes"], found[0]["bread"]) == (11, 3)
    assert (found[1]["castes"], found[1]["bread"]) == (1 + 2, 2)
    assert (found[2]["castes"], found[2]["bread"]) == (0, 0)
    # against two rivals: half the best (3) and half the mean ((3 + 0) / 2)
    assert only("castes").evaluate(game, 0) == pytest.approx(11 - 0.5 * 3 - 0.5 * 1.5)
    assert only("bread").evaluate(game, 1) == pytest.approx(2 - 0.5 * 3 - 0.5 * 1.5)


def test_deben_count_at_the_final_rate_and_what_can_still_be_spent():
    game = arrange(new(3), deben=[7, 2, 30])
    found = features(game)
    assert [f["deben"] for f in found] == pytest.approx([7 / 3, 2 / 3, 10])
    # 10 Dynasty phases to come each: up to 5 deben a turn can be spent
    assert [f["deben_spare"] for f in found] == [7, 2, 30]
    last_turns(game, 1)
    found = features(game)   # the last round: seat 1 plays once more, seat 2 once, seat 0 no more
    assert [f["deben_spare"] for f in found] == [0, 2, 5]
    assert [f["deben"] for f in found] == pytest.approx([7 / 3, 2 / 3, 10])


def test_farmers_a_soldier_could_take_and_the_pharaohs_rerolls():
    game = arrange(new(3), dynasties=[{"farmer": 3}, {"farmer": 3, "soldier": 1}, {"farmer": 2, "pharaoh": 1}])
    found = features(game)
    # each Soldier protects 2 Farmers
    assert [f["exposed"] for f in found] == [-3, -1, -2]
    assert [f["pharaoh"] for f in found] == [0, 0, 10]   # a reroll in each of its 10 turns to come


# ------------------------------------------------------------------------------ the Afterlife cards
@pytest.mark.parametrize("card, dynasty, deben, value", [
    ("hatshepsut", {"scribe": 1, "priest": 2}, 0, 6),      # the hidden Noble completes one set
    ("amenhotep", {"baker": 2, "merchant": 1, "farmer": 3}, 0, 4),
    ("peret", {"farmer": 2, "soldier": 1}, 0, 9),          # leads Farmers (9), Soldiers tie, Nobles (3)
    ("anubis", {"soldier": 2, "farmer": 2}, 0, 4),         # 2 Soldiers' 2 VP once more
    ("anubis", {"soldier": 1, "farmer": 2}, 0, 0),
    ("osiris", {}, 7, 7 - 2),                              # 1 VP per deben instead of 7 // 3
    ("khufu", {"scribe": 1, "priest": 1}, 0, 7),           # 3 castes with the hidden Noble, against 2
    ("nephthys", {}, 0, 0),                                # no more bread than the others
])
def test_the_afterlife_card_held_adds_what_it_would_give_now(card, dynasty, deben, value):
    game = arrange(new(3), dynasties=[dynasty, {"soldier": 1, "farmer": 1}, {}], deben=[deben, 0, 0],
                   held=[card, None, None])
    game.state.players[0].scribed = ["noble"]
    assert features(game)[0]["afterlife"] == value
    assert features(game)[0]["afterlife_held"] == 1


def test_cards_a_priest_just_drew_count_as_the_best_one_kept():
    game = arrange(new(3), dynasties=[{"farmer": 1}, {}, {}], deben=[9, 0, 0], held=["khufu", None, None])
    game.state.players[0].drawn = ["osiris", "nephthys"]
    # Khufu: 1 caste against 0 and 0: 7; Osiris: 9 - 3 = 6; Nephthys: no bread, 0
    assert features(game)[0]["afterlife"] == 7
    game.state.players[1].dynasty["soldier"] = 1
    assert features(game)[0]["afterlife"] == 6       # a tie for most castes scores nothing


# ------------------------------------------------------------------------------ the turns to come
def test_the_turns_left_follow_the_deck_and_the_turn_order():
    # 4 players: 24 cards in the deck, 1 a turn: 6 rounds empty it, the 7th is the last
    assert plays_left(Game.new(GameConfig(players=4, seed=1))) == [7, 7, 7, 7]
    # Rise of Aten: 32 cards, 2 a turn: 8 rounds, then the last
    assert plays_left(Game.new(GameConfig(players=2, variant="aten", seed=1))) == [9, 9]
    # Memphis and Thebes: 28 cards, 3 turns a round (Heliopolis's too): 9 rounds leave 1 card,
    # drawn in the 10th round's first turn; the rest of that round is the last
    assert plays_left(Game.new(GameConfig(players=2, variant="memphis", seed=1))) == [10, 10, 10]
    # once seat 0 has played, its turn no longer counts, and its Rebirth phase still draws
    assert plays_left(after_first_play(["pharaoh"])) == [9, 10, 10]


def test_the_hand_counts_its_best_cards_one_for_each_turn_to_come():
    hand = ["pharaoh", "noble", "baker", "farmer"]
    assert hand_value(hand, 2, TABLES) == 5 + 4
    assert hand_value(hand, 7, TABLES) == 5 + 4 + 2 + 1
    game = arrange(new(3), hands=[hand, None, None])
    assert features(game)[0]["hand"] == 12
    settled(game)
    assert features(game)[0]["hand"] == 0            # no turn left to play them


def test_the_dice_count_for_the_players_still_to_play_this_round():
    game = after_first_play(["pharaoh"])
    assert [f["dice"] for f in features(game)] == [0, 6, 6]


# ------------------------------------------------------------------------------ the majorities to come
def row(**counts: float) -> list[float]:
    return [counts.get(caste, 0.0) for caste in CASTES]


def test_the_odds_of_a_majority_grow_with_the_lead_and_shrink_with_what_is_to_come():
    farmers_only = tuple(9 if caste == "farmer" else 0 for caste in CASTES)
    outlook = Outlook([row(farmer=2.6), row(farmer=1.0)], [1.0] * len(CASTES), farmers_only)
    assert outlook.rivals == [row(farmer=1.0), row(farmer=2.6)]
    # a lead of 1.6, less the half card a tie needs, over a spread of 1
    assert outlook.odds == pytest.approx([9 * sigmoid(1.1), 9 * sigmoid(-2.1)])
    assert outlook.gain(0, FARMER) == pytest.approx(9 * (sigmoid(2.1) - sigmoid(1.1)))
    sure = Outlook(outlook.expected, [0.1] * len(CASTES), farmers_only)
    assert sure.odds[0] == pytest.approx(9 * sigmoid(11), abs=1e-6)


def test_the_outlook_counts_a_share_of_the_hand_and_the_cards_still_to_come():
    game = arrange(new(3), hands=[["farmer", "farmer", "noble", "baker"], None, None], dynasties=[{"farmer": 1}, {}, {}])
    counts = [[p.dynasty[c] for c in CASTES] for p in game.state.players]
    outlook = Outlook.of(game, counts, [10, 10, 10], None, TABLES)
    assert outlook.expected[0][FARMER] == pytest.approx(1 + 2 * HAND_SHARE)
    others = max(outlook.expected[1][FARMER], outlook.expected[2][FARMER])
    assert outlook.rivals[0][FARMER] == others and outlook.rivals[1][FARMER] == outlook.expected[0][FARMER]
    outlook = Outlook.of(game, counts, [2, 10, 10], None, TABLES)   # 2 turns for 4 cards: half of them
    assert outlook.expected[0][FARMER] == pytest.approx(1 + 2 * HAND_SHARE / 2)
    # 44 cards still to come, of which 22 will be played; 8 Farmers among them
    assert outlook.spread[FARMER] == pytest.approx(SPREAD * math.sqrt(22 / 44 * 8) + LAST_SPREAD)


def test_once_nothing_is_left_to_play_the_odds_are_the_majorities_held():
    game = settled(arrange(new(3), dynasties=[{"farmer": 2}, {"farmer": 1, "soldier": 1}, {}]))
    found = features(game)
    # a lead of 1 over a spread of LAST_SPREAD, a tie in every other caste
    tie = sigmoid(-0.5 / LAST_SPREAD)
    assert found[0]["odds"] == pytest.approx(9 * sigmoid(0.5 / LAST_SPREAD) + (45 - 9 - 6) * tie, abs=1e-4)
    assert found[0]["odds"] == pytest.approx(9, abs=0.25)   # the Farmers' majority, about


def test_the_next_player_to_take_values_the_best_forum_card():
    game = after_first_play(["pharaoh"])
    assert next_taker(game) == 1
    # the Pharaoh: 5 Caste VP, and the odds of its 1 Majority VP from a tie to a lead of 1;
    # 44 cards to come, 29 turns left, 1 Pharaoh
    spread = SPREAD * math.sqrt(29 / 44 * 1) + LAST_SPREAD
    gain = sigmoid(0.5 / spread) - sigmoid(-0.5 / spread)
    assert [f["forum"] for f in features(game)] == pytest.approx([0, 5 + gain, 0])


def test_nobody_takes_from_the_forum_in_the_last_round():
    game = last_turns(arrange(new(3)), 0)
    assert plays_left(game) == [1, 1, 1] and next_taker(game) is None


# ------------------------------------------------------------------------------ Heliopolis
def test_heliopolis_is_judged_with_the_cards_it_will_take_and_its_bread():
    game = arrange(new(2, "memphis"), hands=[["farmer"] * 4, ["farmer"] * 4, None],
                   dynasties=[{}, {}, {"baker": 1, "farmer": 2, "pharaoh": 1}], forum=["baker", "artisan"])
    last_turns(game, 1)
    assert plays_left(game) == [0, 1, 1] and next_taker(game) == 2
    found = features(game)[2]
    # now: 5 + 2 + 2 x 1; 2 tokens on its Farmers (3 VP each)
    assert (found["castes"], found["bread"]) == (9, 6)
    # it takes the Baker (a caste it has): +2 Caste VP; 4 tokens: 2 on Farmers (3), 2 on Bakers (2)
    assert found["heliopolis"] == 2 + (2 * 3 + 2 * 2 - 6)
    assert (found["hand"], found["pharaoh"], found["deben_spare"], found["dice"]) == (0, 0, 0, 0)


# ------------------------------------------------------------------------------ the evaluation
def test_the_evaluation_adds_the_features_as_the_weights_say():
    game = after_first_play(["pharaoh", "farmer", "soldier", "merchant", "priest"])
    game.state.players[2].afterlife = "osiris"
    weights = {name: 0.1 * (index + 1) for index, name in enumerate(WEIGHT_NAMES)}
    found = features(game)
    worth = [sum(weights[name] * f[name] for name in WEIGHT_NAMES) for f in found]
    ai = DynastiesAi(weights)
    for seat in range(3):
        others = [w for other, w in enumerate(worth) if other != seat]
        assert ai.evaluate(game, seat) == pytest.approx(worth[seat] - 0.5 * max(others) - 0.5 * sum(others) / 2)


def test_a_finished_game_is_judged_by_the_final_scores_alone():
    game = arrange(new(3), dynasties=[{"farmer": 2}, {"pharaoh": 1}, {}], deben=[0, 9, 0])
    finish(game)
    # 2 + 9; 5 + 1 + 3; 0
    assert [entry["total"] for entry in game.scores()] == [11, 9, 0]
    assert [hints().evaluate(game, seat) for seat in range(3)] == [2, -2, -11]


# ------------------------------------------------------------------------------ the weights file
def test_the_shipped_weights_name_every_feature_and_the_game_uses_them():
    assert set(hints().weights) == set(WEIGHT_NAMES)
    assert games.get("dynasties").ai_hints() is hints()


# ------------------------------------------------------------------------------ whole games
def play(game: Game, levels: dict[int, str], iterations: int, seed: int = 1) -> Game:
    """Play to the end: the seats in ``levels`` by computer players, the others at random."""
    chooser = random.Random(seed)
    decisions = 0
    while not game.is_over:
        seat = game.decision.player
        if seat in levels:
            action = choose(game, seat, levels[seat], seed=seed + decisions, iterations=iterations, hints=hints())
        else:
            action = chooser.choice(game.legal_actions())
        game.apply(action)
        decisions += 1
    return game


@pytest.mark.parametrize("config, levels", [
    (GameConfig(players=4, seed=5), ["easy", "medium", "hard", "easy"]),
    (GameConfig(players=3, seed=6), ["hard", "easy", "medium"]),
    (GameConfig(players=2, variant="aten", seed=7), ["medium", "hard"]),
    (GameConfig(players=2, variant="memphis", seed=8), ["easy", "hard"]),
])
def test_computer_players_of_every_level_finish_a_game_in_every_mode(config, levels):
    game = play(Game.new(config), dict(enumerate(levels)), iterations=12)
    assert game.is_over and len(game.scores()) == len(game.state.players)


def test_a_medium_computer_player_beats_random_players_by_far():
    game = play(Game.new(GameConfig(players=4, seed=11)), {0: "medium"}, iterations=60)
    scores = [entry["total"] for entry in game.scores()]
    assert game.winner() == 0 and scores[0] >= max(scores[1:]) + 10


# ------------------------------------------------------------------------------ the tools
def test_the_arena_plays_a_two_player_variant_and_lists_heliopolis(capsys):
    assert arena.main(["--game", "dynasties", "--players", "2", "--variant", "memphis", "--seats", "easy,random",
                       "--games", "2", "--iterations", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["levels"]) == {"easy", "random", "heliopolis"}
    assert report["levels"]["heliopolis"]["seats"] == 2 and report["levels"]["heliopolis"]["decisions"] == 0


def test_the_arena_refuses_a_variant_for_a_game_without_variants():
    with pytest.raises(SystemExit):
        arena.main(["--game", "tekhenu", "--players", "2", "--seats", "easy,random", "--variant", "aten",
                    "--games", "1"])


def test_the_tuner_plays_dynasties(capsys):
    assert tune_ai.main(["--game", "dynasties", "--candidates", "0", "--games", "1", "--iterations", "3"]) == 0
    assert "best weights:" in capsys.readouterr().out
