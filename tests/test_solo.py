"""RULES.md §7 (Botankhamun, the solo mode) and BOARD_DATA.md §12, with the solo rulings of
RULES.md §10 items 33–40.

A solo game: seat 0 is the player, seat 1 Botankhamun. Situations are set up by editing
``game.state`` (then ``refresh``). The player acts only through ``legal_actions()`` / ``apply()``;
Botankhamun's turns run inside ``apply()``. For constructed situations his rule functions
(``automa.*``, ``automa_actions.*``) are also called directly. Expected numbers are literals
computed by hand from RULES.md / BOARD_DATA.md.

Board data used (BOARD_DATA.md):
- wheel pattern clockwise from the arrow: sunny, sunny, shaded, dark, dark, shaded. With
  ``wheel_offset = 0``: horus sunny, ra sunny, hathor shaded, bastet dark, thoth dark, osiris shaded.
- die states: white sunny pure / shaded tainted / dark forbidden; yellow sunny tainted / shaded pure /
  dark forbidden; brown sunny forbidden / shaded pure / dark tainted; black sunny forbidden /
  shaded tainted / dark pure; gray always tainted.
- Horus tiles (printed order, positions 1-6): H1 horus 1 granite, H2 ra 1 limestone, H3 hathor 1 gold,
  H4 bastet 1 papyrus, H5 thoth 1 scribe, H6 osiris 1 bread. Botankhamun's bonus by position:
  1-2 one scribe, 3-4 one VP, 5-6 one scribe and one VP.
- action tiles: K01-K06 god tiles horus, ra, hathor, bastet, thoth, osiris; resource tiles
  K07 granite > limestone > bread > papyrus, K08 papyrus > bread > limestone > granite,
  K09 limestone > granite > papyrus > bread, K10 bread > papyrus > granite > limestone.
- temple 5x5; 2-player building spots RS1-RS3 (rows) and CS1-CS3 (columns); people-statue
  spots TS_ROW (row 2), TS_COL (column 2), OS_WORKSHOPS (papyrus, bread), OS_QUARRIES
  (limestone, granite), 1 gold each; Osiris row 2 holds 1 gold for its first builder.
- Ra display: left (die 5-6) 1 VP, middle (3-4) 2 VP, right (1-2) 3 VP.
- market sections: I [B, B, T], II [B, B, T, T], III [B, T, T, D] (population 9), IV [B, T, D, D]
  (population 13); happiness 1-4 -> I, 5-8 -> II, 9-12 -> III, 13+ -> IV.
- statue VP by statues built 0, 1, 3, 6, 10, 15, 21; happiness 3 VP per symbol at 9/13/16/19/21.
"""
from __future__ import annotations

import random

import pytest
from helpers import (
    act,
    actions_of,
    assert_only_end_turn,
    clear_wheel,
    end_turn,
    play_until,
    put_die,
    refresh,
    vp_events,
    zero_resources,
)

from game.tekhenu.rules import Action, Game, GameConfig, IllegalAction, automa, automa_actions
from game.tekhenu.rules.state import PillarPlacement, set_die

HUMAN, BOT = 0, 1
GODS = ["horus", "ra", "hathor", "bastet", "thoth", "osiris"]
PRINTED = ["H1", "H2", "H3", "H4", "H5", "H6"]  # horus, ra, hathor, bastet, thoth, osiris at positions 1-6
TILE_GOD = dict(zip(PRINTED, GODS))
TILES = [f"K{n:02d}" for n in range(1, 11)]
PRIORITY = {
    "K07": ["granite", "limestone", "bread", "papyrus"],
    "K08": ["papyrus", "bread", "limestone", "granite"],
    "K09": ["limestone", "granite", "papyrus", "bread"],
    "K10": ["bread", "papyrus", "granite", "limestone"],
}
COLOUR = {"papyrus": "yellow", "bread": "brown", "limestone": "white", "granite": "black"}
# with wheel_offset 0: a section where the colour is takeable (pure) and one where it is forbidden
PLAYABLE_AT = {"black": "bastet", "white": "horus", "yellow": "hathor", "brown": "osiris"}
FORBIDDEN_AT = {"black": "ra", "white": "thoth", "yellow": "thoth", "brown": "ra"}
BUILDING_SPOTS_2P = ["RS1", "RS2", "RS3", "CS1", "CS2", "CS3"]
DISTRICTS = ["papyrus", "bread", "limestone", "granite"]


# ------------------------------------------------------------------------------ helpers
def solo(seed: int = 0, difficulty: str = "easy", **options) -> Game:
    config = dict(players=1, solo=True, difficulty=difficulty, seed=seed, solo_random_starting_cards=False,
                  solo_double_decree_vp=False)
    config.update(options)
    return Game.new(GameConfig(**config))


def drain(game: Game) -> list[dict]:
    """Events emitted by rule functions called directly."""
    return game._take_events()  # noqa: SLF001


def blank(game: Game) -> Game:
    """An empty board (wheel offset 0, printed Horus order, no pieces, setup gold back), the player
    with no resources or cards, Botankhamun back to his start values (happiness 4, population 7,
    1 scribe, 10 VP, no cards)."""
    state, board = game.state, game.state.board
    board.wheel_offset = 0
    board.horus_tiles = list(PRINTED)
    board.god_statues = {g: [] for g in GODS}
    board.people_statues = {}
    board.spot_gold = {"TS_ROW": 1, "TS_COL": 1, "OS_WORKSHOPS": 1, "OS_QUARRIES": 1, "osiris_row_2": 1}
    board.temple = [None] * 25
    board.temple_buildings = {}
    board.osiris = [[None] * 4 for _ in range(6)]
    for p in state.players:
        p.statues_built = p.buildings_built = p.pillars_built = 0
        p.blessings.clear()
        p.technologies.clear()
        p.decrees.clear()
        p.vp, p.vp_by_reason = 10, {"start": 10}
        p.greed = {r: 0 for r in p.greed}
    human, bot = state.players
    human.happiness, human.population = 2, 5
    bot.happiness, bot.population, bot.scribes = 4, 7, 1
    zero_resources(game, HUMAN)
    clear_wheel(game)
    drain(game)
    return refresh(game)


def human_turn(seed: int = 0) -> Game:
    """At the player's first take_die (Botankhamun has taken his first die), on a blank board."""
    game = solo(seed)
    play_until(game, "take_die")
    return blank(game)


def set_tile(game: Game, tile: str) -> None:
    """Botankhamun's next move puts the marker on ``tile`` (first tile of the base row)."""
    game.state.automa.pyramid = [tile] + [t for t in TILES if t != tile]
    game.state.automa.marker = None
    refresh(game)


def split(events: list[dict]) -> tuple[list[dict], list[dict]]:
    """(the player's turn, Botankhamun's following turn)."""
    start = next(i for i, e in enumerate(events) if e["type"] == "turn_started" and e["player"] == BOT)
    return events[:start], events[start:]


def human_produces_then_bot(game: Game, tile: str) -> list[dict]:
    """The player takes a yellow 1 from Osiris, produces papyrus and ends his turn; then
    Botankhamun plays ``tile``. Returns the events of his turn."""
    set_tile(game, tile)
    mine = put_die(game, "osiris", "yellow", 1)  # shaded: pure
    put_die(game, "thoth", "white", 1)  # forbidden (dark): never his, left for the player's next turn
    events = act(game, "take_die", die=mine, anubis=False)
    events += act(game, "produce", resource="papyrus")
    assert_only_end_turn(game, HUMAN)  # Botankhamun waits for the player to end his turn
    events += end_turn(game)
    _, his = split(events)
    assert game.decision.kind == "take_die" and game.decision.player == HUMAN
    return his


def of(events: list[dict], kind: str, player: int | None = None) -> list[dict]:
    return [e for e in events if e["type"] == kind and (player is None or e.get("player") == player)]


def taken_die(events: list[dict]) -> dict:
    (event,) = of(events, "die_taken", BOT)
    return event


def pillar(game: Game, row: int, col: int, owner: int, tile: str = "P26") -> None:
    game.state.board.temple[row * 5 + col] = PillarPlacement(tile, 0, owner)
    game.state.players[owner].pillars_built += 1 if owner >= 0 else 0


def building(game: Game, spot: str, owner: int) -> None:
    game.state.board.temple_buildings[spot] = owner
    game.state.players[owner].buildings_built += 1


def osiris_building(game: Game, row: int, district: str, owner: int) -> None:
    game.state.board.osiris[row - 1][DISTRICTS.index(district)] = owner
    game.state.players[owner].buildings_built += 1


def outcomes(game: Game, call, counters: range = range(60)) -> dict:
    """Run ``call(clone)`` on clones of the game with different RNG counters: {result: counter}."""
    found = {}
    for counter in counters:
        clone = game.clone()
        clone.state.rng.counter = counter
        found.setdefault(call(clone), counter)
    return found


# ================================================================================ setup
def test_setup_two_player_game_with_botankhamun() -> None:
    game = solo(seed=4)
    state, board = game.state, game.state.board
    human, bot = state.players
    assert len(state.players) == 2 and bot.is_automa and not human.is_automa
    # 22 dice: 26 minus one yellow, brown, white and black (BOARD_DATA §1); 18 on the wheel (3 per section)
    assert len(state.dice) == 26
    assert sorted(state.dice[d].colour for d in board.box) == ["black", "brown", "white", "yellow"]
    assert [len(s) for s in board.sections] == [3, 3, 3, 3, 3, 3]
    assert len(board.bag) == 22 - 18
    # T16 and D20 are out of the game (2-player setup)
    everywhere = [c for deck in board.decks.values() for c in deck] + [c for s in board.market for c in s if c]
    assert "T16" not in everywhere and "D20" not in everywhere
    assert len(board.decks["technology"]) + sum(1 for s in board.market for c in s if c and c[0] == "T") == 23
    # Botankhamun: happiness 4, population 7, 1 scribe, no gold, 10 VP, no decree, no starting card
    assert (bot.happiness, bot.population, bot.scribes, bot.resources["gold"], bot.vp) == (4, 7, 1, 0, 10)
    assert bot.decrees == [] and bot.starting == [] and bot.faith == 0
    # his god statue stands on the god of Horus position 1 (and nowhere else)
    first_god = TILE_GOD[board.horus_tiles[0]]
    assert board.god_statues[first_god] == [BOT] and bot.statues_built == 1
    assert sum(len(owners) for owners in board.god_statues.values()) == 1
    # easy: no building, no pillar
    assert bot.buildings_built == 0 and bot.pillars_built == 0 and all(c is None for c in board.temple)
    # the pyramid holds the 10 action tiles; the marker is left of the base
    assert sorted(state.automa.pyramid) == TILES and state.automa.marker is None
    # only the player keeps a decree (one of two)
    assert game.decision.kind == "keep_decree" and game.decision.player == HUMAN
    assert len(game.legal_actions()) == 2


def test_setup_player_drafts_two_of_three_starting_cards_then_picks_destiny() -> None:
    game = solo(seed=4)
    (revealed,) = of(game.initial_events, "starting_cards_revealed")
    assert len(revealed["cards"]) == 3
    act(game, "keep_decree", card=game.legal_actions()[0]["card"])
    assert game.decision.kind == "draft_starting" and game.decision.player == HUMAN
    assert sorted(a["card"] for a in game.legal_actions()) == sorted(revealed["cards"])
    first, second, third = sorted(revealed["cards"])
    act(game, "draft", card=first)
    assert game.decision.kind == "draft_starting" and game.decision.player == HUMAN
    assert sorted(a["card"] for a in game.legal_actions()) == [second, third]
    before = game.to_json()
    with pytest.raises(IllegalAction):  # a card already taken
        game.apply(Action.make("draft", card=first))
    assert game.to_json() == before
    events = act(game, "draft", card=second)
    human, bot = game.state.players
    assert human.starting == [first, second]
    # Botankhamun is first in turn order and takes A01 or A02 at random, without its reward
    assert game.state.turn_order == [BOT, HUMAN]
    (his,) = of(events, "destiny_chosen", BOT)
    assert his["card"] in ("A01", "A02") and bot.destiny == his["card"]
    (rnd,) = [e for e in events if e["type"] == "automa_random" and e["choice"] == "destiny"]
    assert sorted(rnd["among"]) == ["A01", "A02"]
    assert (bot.scribes, bot.resources["gold"]) == (1, 0)  # no scribe (A01) or gold (A02) reward
    assert not of(events, "gain", BOT) and not of(events, "card_reward", BOT)
    # the player chooses among the other three destiny cards
    assert game.decision.kind == "choose_destiny" and game.decision.player == HUMAN
    offered = sorted(a["card"] for a in game.legal_actions())
    assert offered == sorted({"A01", "A02", "A03", "A04"} - {his["card"]})
    faith_before = human.faith
    play = act(game, "destiny", card="A04")
    while game.decision.kind != "take_die":  # resolve the rewards of S-cards and A04 (first option)
        play += game.apply(game.legal_actions()[0])
    assert human.destiny == "A04"
    assert human.faith == faith_before + 1  # A04: 1 faith (no starting card gives faith)
    assert [e for e in play if e["type"] == "card_reward" and e["card"] == "A04"][0]["player"] == HUMAN
    # his first turn ran before the player's first decision: marker on the base's leftmost tile
    assert game.state.automa.marker == [0, 0]
    (tile,) = of(play, "automa_tile", BOT)
    assert tile["tile"] == game.state.automa.pyramid[0] and (tile["row"], tile["position"]) == (0, 0)
    assert bot.dice_held() == 1 and human.dice_held() == 0


def test_setup_destiny_of_botankhamun_is_random_between_a01_and_a02() -> None:
    seen = set()
    for seed in range(16):
        game = solo(seed=seed)
        while game.decision.kind != "choose_destiny":
            game.apply(game.legal_actions()[0])
        seen.add(game.state.players[BOT].destiny)
    assert seen == {"A01", "A02"}


def test_setup_random_starting_cards_option() -> None:
    for seed in range(6):
        game = solo(seed=seed, solo_random_starting_cards=True)
        (revealed,) = of(game.initial_events, "starting_cards_revealed")
        human = game.state.players[HUMAN]
        assert len(human.starting) == 2 and set(human.starting) <= set(revealed["cards"])
        kinds = []
        while game.decision.kind != "take_die":
            kinds.append(game.decision.kind)
            game.apply(game.legal_actions()[0])
        assert "draft_starting" not in kinds
        assert kinds[:2] == ["keep_decree", "choose_destiny"]


def test_setup_two_player_limits_for_the_player() -> None:
    """1 god statue per god: the god of Horus position 1 (his statue) is not offered to the player."""
    game = solo(seed=4)
    play_until(game, "take_die")
    state = game.state
    god1, god2 = TILE_GOD[state.board.horus_tiles[0]], TILE_GOD[state.board.horus_tiles[1]]
    state.board.god_statues = {g: [] for g in GODS}
    state.board.god_statues[god1] = [BOT]
    state.board.people_statues = {}
    state.board.wheel_offset = 0
    for p in state.players:
        p.blessings.clear()
        p.technologies.clear()
    zero_resources(game, HUMAN)
    game.state.players[HUMAN].resources["granite"] = 1
    clear_wheel(game)
    die = put_die(game, "horus", "white", 1)  # horus sunny: white pure
    put_die(game, "osiris", "white", 6)  # a die left for Botankhamun
    act(game, "take_die", die=die, anubis=False)
    act(game, "god_action", god="horus")
    assert game.decision.kind == "horus_target"
    targets = sorted((a.get("god") or a.get("spot")) for a in game.legal_actions())
    assert targets == sorted(["TS_ROW", "TS_COL", "OS_WORKSHOPS", "OS_QUARRIES"])  # no statue for god1
    assert god2 not in targets


@pytest.mark.parametrize("difficulty", ["medium", "hard"])
def test_setup_medium_and_hard_pieces(difficulty: str) -> None:
    easy, game = solo(seed=9), solo(seed=9, difficulty=difficulty)
    board, bot = game.state.board, game.state.players[BOT]
    # bread workshop and granite quarry in row 5
    assert board.osiris[4] == [None, BOT, None, BOT]
    assert all(row == [None] * 4 for i, row in enumerate(board.osiris) if i != 4)
    # a pillar on the centre (2, 2), on the tile from the top of the face-down stack, unrotated
    top = easy.state.board.pillar_stack[-1]
    assert board.temple[12] == PillarPlacement(top, 0, BOT)
    assert sum(1 for c in board.temple if c) == 1
    assert board.pillar_stack == easy.state.board.pillar_stack[:-1]
    assert board.ra_display == easy.state.board.ra_display
    assert (bot.buildings_built, bot.pillars_built) == (2, 1)
    # no rewards, VP or production for these pieces
    assert bot.vp == 10 and bot.resources == {r: 0 for r in bot.resources} and bot.scribes == 1
    assert bot.production == easy.state.players[BOT].production
    assert board.spot_gold == easy.state.board.spot_gold
    gods = [TILE_GOD[board.horus_tiles[0]]] + ([TILE_GOD[board.horus_tiles[5]]] if difficulty == "hard" else [])
    assert {g: o for g, o in board.god_statues.items() if o} == {g: [BOT] for g in gods}
    assert bot.statues_built == len(gods)


# ============================================================ pyramid and progress marker
def test_first_move_goes_to_leftmost_base_tile_without_a_flip() -> None:
    game = human_turn()
    game.state.automa.marker = None
    tile = automa.move_marker(game)
    events = drain(game)
    assert game.state.automa.marker == [0, 0] and tile == game.state.automa.pyramid[0]
    assert not of(events, "deben_flipped")


@pytest.mark.parametrize("start, face, expected, index", [
    ([0, 0], "right", [0, 1], 1),
    ([0, 0], "up_right", [1, 0], 4),
    ([0, 2], "right", [0, 3], 3),
    ([1, 1], "right", [1, 2], 6),  # row 1 starts at index 4
    ([1, 1], "up_right", [2, 1], 8),  # row 2 starts at index 7
    ([2, 0], "up_right", [3, 0], 9),
])
def test_deben_flip_moves_marker(start, face, expected, index) -> None:
    game = human_turn()
    game.state.automa.marker = list(start)

    def flip(clone: Game) -> str:
        automa.move_marker(clone)
        return of(drain(clone), "deben_flipped")[0]["face"]

    counters = outcomes(game, flip)
    assert set(counters) == {"right", "up_right"}  # the token has both faces
    game.state.rng.counter = counters[face]
    tile = automa.move_marker(game)
    events = drain(game)
    assert of(events, "deben_flipped")[0]["face"] == face
    assert game.state.automa.marker == expected
    assert tile == game.state.automa.pyramid[index]
    (shown,) = of(events, "automa_tile")
    assert (shown["row"], shown["position"], shown["tile"]) == (expected[0], expected[1], tile)


def test_deben_faces_are_even() -> None:
    game = human_turn()
    faces = []
    for counter in range(400):
        clone = game.clone()
        clone.state.automa.marker = [0, 0]
        clone.state.rng.counter = counter
        automa.move_marker(clone)
        faces.append(of(drain(clone), "deben_flipped")[0]["face"])
    assert 140 <= faces.count("right") <= 260  # ½ each (binomial, 400 flips)


# ====================================================================== god action tiles
def god_tile_die(game: Game, god: str) -> tuple[int, list[dict]]:
    die = automa.die_for_god_tile(game, god)
    return die, drain(game)


def test_god_tile_highest_pure_or_tainted_die() -> None:
    game = human_turn()
    put_die(game, "bastet", "black", 2)  # bastet dark: black pure
    brown = put_die(game, "bastet", "brown", 4)  # tainted
    put_die(game, "bastet", "white", 6)  # forbidden
    put_die(game, "bastet", "yellow", 5)  # forbidden
    put_die(game, "thoth", "black", 6)  # another section
    die, events = god_tile_die(game, "bastet")
    assert die == brown and not of(events, "automa_random")


def test_god_tile_pure_wins_a_value_tie() -> None:
    game = human_turn()
    put_die(game, "bastet", "brown", 4)  # tainted
    black = put_die(game, "bastet", "black", 4)  # pure
    put_die(game, "bastet", "gray", 4)  # tainted
    die, events = god_tile_die(game, "bastet")
    assert die == black and not of(events, "automa_random")


@pytest.mark.parametrize("dice, tied", [
    ([("black", 4), ("black", 4), ("brown", 4)], [0, 1]),  # two pure 4s (the tainted 4 is out)
    ([("brown", 5), ("gray", 5), ("black", 3)], [0, 1]),  # no pure among the highest: both tainted 5s
])
def test_god_tile_random_among_tied(dice, tied) -> None:
    game = human_turn()
    ids = [put_die(game, "bastet", colour, value) for colour, value in dice]
    candidates = sorted(ids[i] for i in tied)

    def pick(clone: Game) -> int:
        return automa.die_for_god_tile(clone, "bastet")

    assert sorted(outcomes(game, pick)) == candidates  # each tied die can be chosen
    die, events = god_tile_die(game, "bastet")
    (rnd,) = of(events, "automa_random")
    assert sorted(rnd["among"]) == candidates and rnd["chose"] == die


@pytest.mark.parametrize("god, expected", [
    ("hathor", "ra"),  # hathor empty -> ra (counter-clockwise = previous god)
    ("horus", "osiris"),  # wraps around
    ("ra", "horus"),
    ("osiris", "thoth"),
])
def test_god_tile_counter_clockwise_fallback(god: str, expected: str) -> None:
    game = human_turn()
    nxt = GODS[(GODS.index(god) + 1) % 6]  # clockwise neighbour: never used
    put_die(game, nxt, "gray", 6)
    target = put_die(game, expected, "gray", 1)
    die, _ = god_tile_die(game, god)
    assert die == target


def test_god_tile_skips_a_section_with_only_forbidden_dice_end_to_end() -> None:
    game = human_turn()
    put_die(game, "ra", "black", 6)  # ra sunny: forbidden
    put_die(game, "ra", "brown", 5)  # forbidden
    put_die(game, "hathor", "white", 6)  # clockwise neighbour: not considered
    yellow = put_die(game, "osiris", "yellow", 3)  # ra -> horus (empty) -> osiris
    his = human_produces_then_bot(game, "K02")
    taken = taken_die(his)
    assert (taken["die"], taken["god"], taken["value"]) == (yellow, "osiris", 3)
    (action,) = of(his, "god_action", BOT)
    assert action["god"] == "osiris"
    (built,) = of(his, "building_built", BOT)
    assert (built["row"], built["district"]) == (3, "papyrus")  # yellow 3: papyrus district, row 3
    assert game.state.players[BOT].under[-1] == yellow


# ================================================================== resource action tiles
@pytest.mark.parametrize("tile", ["K07", "K08", "K09", "K10"])
@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_resource_tile_priority(tile: str, level: int) -> None:
    """The first resource of the tile with a takeable die wins, even over higher dice of later colours;
    forbidden dice of earlier colours and a gray 6 are ignored."""
    game = human_turn()
    order = PRIORITY[tile]
    for resource in order[:level]:
        put_die(game, FORBIDDEN_AT[COLOUR[resource]], COLOUR[resource], 6)
    wanted = put_die(game, PLAYABLE_AT[COLOUR[order[level]]], COLOUR[order[level]], 1)
    for resource in order[level + 1:]:
        put_die(game, PLAYABLE_AT[COLOUR[resource]], COLOUR[resource], 6)
    put_die(game, "horus", "gray", 6)
    assert automa.die_for_resource_tile(game, order) == wanted
    assert not of(drain(game), "automa_random")


def test_resource_tile_takes_gray_only_when_no_colour_is_takeable() -> None:
    game = human_turn()
    for colour in ("black", "white", "yellow", "brown"):
        put_die(game, FORBIDDEN_AT[colour], colour, 6)
    put_die(game, "horus", "gray", 2)
    gray5 = put_die(game, "thoth", "gray", 5)
    assert automa.die_for_resource_tile(game, PRIORITY["K07"]) == gray5
    # one takeable coloured die, however low, is preferred to gray
    white = put_die(game, "horus", "white", 1)
    assert automa.die_for_resource_tile(game, PRIORITY["K08"]) == white  # papyrus, bread: none; limestone: yes


def test_resource_tile_highest_value_before_statue() -> None:
    game = human_turn()
    game.state.board.god_statues["hathor"] = [BOT]
    put_die(game, "hathor", "black", 5)  # his statue, but lower
    six = put_die(game, "bastet", "black", 6)
    assert automa.die_for_resource_tile(game, PRIORITY["K07"]) == six


def test_resource_tile_tie_prefers_his_statue_section() -> None:
    game = human_turn()
    game.state.board.god_statues["hathor"] = [BOT]
    game.state.board.god_statues["thoth"] = [HUMAN]  # the player's statue does not count
    put_die(game, "bastet", "black", 5)  # dark: pure
    hathor = put_die(game, "hathor", "black", 5)  # shaded: tainted, but his statue
    put_die(game, "thoth", "black", 5)  # dark: pure
    assert automa.die_for_resource_tile(game, PRIORITY["K07"]) == hathor
    assert not of(drain(game), "automa_random")


@pytest.mark.parametrize("horus_tiles, expected", [
    (PRINTED, "thoth"),  # bastet position 4, thoth position 5
    (["H5", "H1", "H2", "H3", "H6", "H4"], "bastet"),  # thoth position 1, bastet position 6
])
def test_resource_tile_tie_between_statues_prefers_highest_horus_position(horus_tiles, expected) -> None:
    game = human_turn()
    game.state.board.horus_tiles = list(horus_tiles)
    game.state.board.god_statues["bastet"] = [BOT]
    game.state.board.god_statues["thoth"] = [BOT]
    dice = {god: put_die(game, god, "black", 4) for god in ("bastet", "thoth")}
    put_die(game, "osiris", "black", 4)  # no statue there
    assert automa.die_for_resource_tile(game, PRIORITY["K07"]) == dice[expected]
    assert not of(drain(game), "automa_random")


def test_resource_tile_tie_without_statue_is_random() -> None:
    game = human_turn()
    dice = sorted([put_die(game, "bastet", "black", 4), put_die(game, "hathor", "black", 4)])
    put_die(game, "thoth", "black", 2)

    def pick(clone: Game) -> int:
        return automa.die_for_resource_tile(clone, PRIORITY["K07"])

    assert sorted(outcomes(game, pick)) == dice
    die = automa.die_for_resource_tile(game, PRIORITY["K07"])
    (rnd,) = of(drain(game), "automa_random")
    assert sorted(rnd["among"]) == dice and rnd["chose"] == die


def test_resource_tile_end_to_end_performs_the_action_of_the_die_section() -> None:
    game = human_turn()
    put_die(game, "bastet", "brown", 2)  # dark: tainted, lower
    brown = put_die(game, "osiris", "brown", 3)  # shaded: pure
    put_die(game, "horus", "white", 6)
    his = human_produces_then_bot(game, "K10")  # bread first
    taken = taken_die(his)
    assert (taken["die"], taken["god"], taken["state"]) == (brown, "osiris", "pure")
    (built,) = of(his, "building_built", BOT)
    assert (built["row"], built["district"]) == (3, "bread")
    assert game.state.board.osiris[2] == [None, BOT, None, None]


# ================================================== every die forbidden for him (rules-decisions #28)
@pytest.mark.parametrize("tile", ["K02", "K07"])  # a god tile (Ra) and a resource tile (granite first)
def test_every_die_forbidden_he_takes_the_highest_and_performs_no_action(tile: str) -> None:
    """Neither tile can be resolved: he takes a die as a player who can take none does (RULES §10
    item 11): the highest one, beside his pyramid, and no action at all."""
    game = human_turn()
    black = put_die(game, "ra", "black", 6)  # ra sunny: forbidden
    put_die(game, "horus", "brown", 4)  # horus sunny: forbidden
    put_die(game, "bastet", "yellow", 5)  # bastet dark: forbidden
    his = human_produces_then_bot(game, tile)  # leaves a forbidden white 1 on Thoth as well
    taken = taken_die(his)
    assert (taken["die"], taken["god"], taken["state"], taken["idle"]) == (black, "ra", "forbidden", True)
    assert game.state.players[BOT].under[-1] == black
    # no god action: with the black 6 Ra would have placed the left display tile (die 5-6, 1 VP)
    assert of(his, "god_action") == [] and of(his, "pillar_tile_placed") == [] and of(his, "vp") == []
    bot = game.state.players[BOT]
    assert (bot.vp, bot.scribes, bot.pillars_built, bot.happiness, bot.population) == (10, 1, 0, 4, 7)


# =============================================================================== Horus
@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_horus_statue_for_the_god_of_the_die_value(value: int) -> None:
    order = ["H3", "H6", "H1", "H5", "H2", "H4"]  # hathor, osiris, horus, thoth, ra, bastet
    game = human_turn()
    game.state.board.horus_tiles = list(order)
    white = put_die(game, "horus", "white", value)  # sunny: pure
    his = human_produces_then_bot(game, "K01")
    bot = game.state.players[BOT]
    god = TILE_GOD[order[value - 1]]
    assert taken_die(his)["die"] == white
    assert game.state.board.god_statues[god] == [BOT]
    assert bot.statues_built == 1
    assert (bot.vp, bot.resources["granite"]) == (10, 0)  # no cost paid, no VP
    (built,) = of(his, "statue_built", BOT)
    assert built["god"] == god


def people_game(workshops_influence: bool, quarries_influence: bool) -> Game:
    """God spot of Horus value 3 (hathor) taken by the player; districts arranged so that a statue
    on each Osiris people spot does (or does not) win him a district."""
    game = human_turn()
    game.state.board.god_statues["hathor"] = [HUMAN]
    game.state.players[HUMAN].statues_built = 1
    # workshops: player 1 building in papyrus -> his statue ties 1-1 and wins by the higher piece;
    # otherwise the player has 2 in papyrus and 2 in bread -> no change
    if workshops_influence:
        osiris_building(game, 1, "papyrus", HUMAN)
    else:
        for district in ("papyrus", "bread"):
            osiris_building(game, 1, district, HUMAN)
            osiris_building(game, 2, district, HUMAN)
    if quarries_influence:
        osiris_building(game, 1, "granite", HUMAN)
    else:
        for district in ("limestone", "granite"):
            osiris_building(game, 3, district, HUMAN)
            osiris_building(game, 4, district, HUMAN)
    return refresh(game)


@pytest.mark.parametrize("workshops, quarries, expected", [
    (True, False, "OS_WORKSHOPS"),  # workshops: papyrus (tie won by the statue) + bread (empty) = 2; quarries 0
    (False, True, "OS_QUARRIES"),
])
def test_horus_people_statue_in_osiris_by_district_influence(workshops, quarries, expected) -> None:
    game = people_game(workshops, quarries)
    automa_actions.horus(game, BOT, 3, "white")
    events = drain(game)
    board, bot = game.state.board, game.state.players[BOT]
    assert board.people_statues == {expected: BOT}
    assert bot.statues_built == 1 and board.god_statues["hathor"] == [HUMAN]
    # the gold on the spot is discarded, he gains none
    assert expected not in board.spot_gold and bot.resources["gold"] == 0
    (gone,) = of(events, "gold_discarded", BOT)
    assert (gone["spot"], gone["amount"]) == (expected, 1)
    assert bot.vp == 10 and not of(events, "automa_random")


def test_horus_people_statue_tie_is_random() -> None:
    game = people_game(True, True)  # 2 districts each (one tie won, one empty)

    def pick(clone: Game) -> str:
        automa_actions.horus(clone, BOT, 3, "white")
        return next(iter(clone.state.board.people_statues))

    assert sorted(outcomes(game, pick)) == ["OS_QUARRIES", "OS_WORKSHOPS"]
    automa_actions.horus(game, BOT, 3, "white")
    (rnd,) = of(drain(game), "automa_random")
    assert sorted(rnd["among"]) == ["OS_QUARRIES", "OS_WORKSHOPS"]


def temple_pillars(game: Game) -> None:
    """His pillars: 2 in row 2 ((2,0), (2,4)), 1 in column 2 ((0,2)); the player's 2 in column 2."""
    for row, col in ((2, 0), (2, 4), (0, 2)):
        pillar(game, row, col, BOT)
    for row, col in ((3, 2), (4, 2)):
        pillar(game, row, col, HUMAN)


@pytest.mark.parametrize("case", ["player_holds_every_district", "he_already_wins_every_district",
                                  "osiris_spots_taken"])
def test_horus_temple_statue_when_osiris_spots_do_not_affect_control(case: str) -> None:
    game = people_game(False, False) if case == "player_holds_every_district" else human_turn()
    game.state.board.god_statues["hathor"] = [HUMAN]
    if case == "he_already_wins_every_district":
        for district in DISTRICTS:
            osiris_building(game, 6, district, BOT)
    if case == "osiris_spots_taken":
        game.state.board.people_statues = {"OS_WORKSHOPS": HUMAN, "OS_QUARRIES": HUMAN}
        game.state.players[HUMAN].statues_built += 2
    temple_pillars(game)
    bot = game.state.players[BOT]
    statues, buildings = bot.statues_built, bot.buildings_built
    automa_actions.horus(game, BOT, 3, "white")
    events = drain(game)
    assert game.state.board.people_statues.get("TS_ROW") == BOT  # row 2: 2 of his pillars; column 2: 1
    assert "TS_COL" not in game.state.board.people_statues
    assert vp_events(events, BOT) == [(6, "people statue at the temple")]  # 2 pillars x 3 VP
    assert bot.vp == 16 and bot.statues_built == statues + 1 and bot.buildings_built == buildings
    assert "TS_ROW" not in game.state.board.spot_gold and bot.resources["gold"] == 0
    assert of(events, "gold_discarded", BOT)[0]["spot"] == "TS_ROW"


def test_horus_temple_statue_tie_is_random() -> None:
    game = people_game(False, False)  # no pillars at all: 0 and 0

    def pick(clone: Game) -> str:
        automa_actions.horus(clone, BOT, 3, "white")
        return next(s for s in clone.state.board.people_statues if s.startswith("TS"))

    assert sorted(outcomes(game, pick)) == ["TS_COL", "TS_ROW"]
    automa_actions.horus(game, BOT, 3, "white")
    events = drain(game)
    assert sorted(of(events, "automa_random")[0]["among"]) == ["TS_COL", "TS_ROW"]
    assert vp_events(events, BOT) == []  # 0 pillars in line


def test_horus_three_vp_when_every_spot_is_taken() -> None:
    game = human_turn()
    game.state.board.god_statues["hathor"] = [HUMAN]
    game.state.board.people_statues = {s: HUMAN for s in ("TS_ROW", "TS_COL", "OS_WORKSHOPS", "OS_QUARRIES")}
    game.state.players[HUMAN].statues_built = 5
    automa_actions.horus(game, BOT, 3, "white")
    events = drain(game)
    bot = game.state.players[BOT]
    assert vp_events(events, BOT) == [(3, "Botankhamun: Horus without a statue")]
    assert bot.vp == 13 and bot.statues_built == 0


def test_horus_three_vp_when_he_has_no_statue_left() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    bot.statues_built = 6  # RULES §10 item 35
    automa_actions.horus(game, BOT, 2, "white")  # ra's spot is free, but he has no statue
    events = drain(game)
    assert vp_events(events, BOT) == [(3, "Botankhamun: Horus without a statue")]
    assert game.state.board.god_statues["ra"] == [] and bot.statues_built == 6


# ================================================================================== Ra
def ra_game(value: int) -> tuple[Game, int]:
    game = human_turn()
    board = game.state.board
    board.ra_display = ["P02", "P01", "P03"]  # left, middle, right
    board.pillar_stack = ["P10", "P11", "P27"]  # top: P27
    refresh(game)
    die = put_die(game, "ra", "white", value)  # ra sunny: pure
    return game, die


@pytest.mark.parametrize("value, slot, display_vp", [(1, 2, 3), (2, 2, 3), (3, 1, 2), (4, 1, 2), (5, 0, 1),
                                                     (6, 0, 1)])
def test_ra_best_space_buildings_edges_display(value: int, slot: int, display_vp: int) -> None:
    game, die = ra_game(value)
    board, bot = game.state.board, game.state.players[BOT]
    pillar(game, 2, 2, HUMAN, "P07")  # east edge blue; no tile placed matches it: colour does not matter
    building(game, "RS2", HUMAN)
    building(game, "CS3", HUMAN)
    tile = board.ra_display[slot]
    his = human_produces_then_bot(game, "K02")
    assert taken_die(his)["die"] == die
    # (2,3): RS2 + CS3 = 2 buildings, 1 edge (the tile at (2,2)); every other space scores at most 2
    assert board.temple[2 * 5 + 3] == PillarPlacement(tile, 0, BOT)
    assert vp_events(his, BOT) == [(2, "Ra: buildings in line"), (1, "Ra: adjacent edges"),
                                   (display_vp, "Ra: display position")]
    assert bot.vp == 10 + 3 + display_vp and bot.pillars_built == 1
    # no cost, no covered reward (2 bread), no ability (P01 sunny: 3 population; Ra is sunny)
    assert bot.resources == {r: 0 for r in bot.resources} and bot.population == 7 and bot.faith == 0
    assert not of(his, "pillar_ability") and not of(his, "gain", BOT)
    # display refilled: the others slide right, the top of the stack fills the left
    rest = [t for i, t in enumerate(["P02", "P01", "P03"]) if i != slot]
    assert board.ra_display == ["P27"] + rest


def test_ra_tie_prefers_own_building_in_line_then_not_on_the_edge() -> None:
    game, _ = ra_game(5)
    board, bot = game.state.board, game.state.players[BOT]
    building(game, "RS1", BOT)
    building(game, "CS1", HUMAN)
    # 2 VP (+display): (1,1) 2 buildings; (1,0), (1,4), (0,1), (4,1) 1 building + 1 wall; corners 2 walls.
    # his building in line: (1,1), (1,0), (1,4); of these only (1,1) is off the outer edge
    his = human_produces_then_bot(game, "K02")
    assert board.temple[1 * 5 + 1] == PillarPlacement("P02", 0, BOT)
    assert vp_events(his, BOT) == [(2, "Ra: buildings in line"), (1, "Ra: display position")]
    assert bot.vp == 13 and not of(his, "automa_random")


def test_ra_own_building_in_line_beats_a_space_off_the_edge() -> None:
    game, _ = ra_game(5)
    board = game.state.board
    building(game, "RS1", BOT)
    pillar(game, 3, 1, HUMAN)
    pillar(game, 3, 3, HUMAN)
    # (3,2): 2 edges (tiles), off the edge, no building of his -> loses to (1,0)/(1,4): his RS1 + 1 wall
    his = human_produces_then_bot(game, "K02")
    placed = [(r, c) for r in range(5) for c in range(5)
              if board.temple[r * 5 + c] is not None and board.temple[r * 5 + c].owner == BOT]
    assert placed in ([(1, 0)], [(1, 4)])
    (rnd,) = of(his, "automa_random")
    assert sorted(tuple(x) for x in rnd["among"]) == [(1, 0), (1, 4)]
    assert vp_events(his, BOT) == [(1, "Ra: buildings in line"), (1, "Ra: adjacent edges"),
                                   (1, "Ra: display position")]


def test_ra_empty_temple_random_corner_without_doubling() -> None:
    game, _ = ra_game(1)
    his = human_produces_then_bot(game, "K02")
    (rnd,) = of(his, "automa_random")
    assert sorted(tuple(x) for x in rnd["among"]) == [(0, 0), (0, 4), (4, 0), (4, 4)]
    (placed,) = of(his, "pillar_tile_placed", BOT)
    assert (placed["row"], placed["col"]) == tuple(rnd["chose"]) and placed["rotation"] == 0
    assert placed["tile"] == "P03"
    # 2 wall edges, 1 VP each (no corner doubling, RULES §10 item 36); right slot 3 VP
    assert vp_events(his, BOT) == [(2, "Ra: adjacent edges"), (3, "Ra: display position")]


# ============================================================================== Hathor
def test_hathor_spot_with_most_own_pillars() -> None:
    game = human_turn()
    board, bot = game.state.board, game.state.players[BOT]
    board.market_open[2] = board.market_open[3] = False
    board.market[2], board.market[3] = [None] * 4, [None] * 4
    for row, col in ((1, 0), (1, 3), (0, 2), (0, 0), (0, 1), (0, 4)):
        pillar(game, row, col, BOT)  # RS0 would have 4, but it is not a 2-player spot
    for row, col in ((3, 1), (3, 2), (3, 3)):
        pillar(game, row, col, HUMAN)  # the player's pillars do not count
    yellow = put_die(game, "hathor", "yellow", 4)  # shaded: pure
    his = human_produces_then_bot(game, "K03")
    assert taken_die(his)["die"] == yellow
    # RS1: (1,0), (1,3) = 2; CS1: (0,1) = 1; CS2: (0,2) = 1; CS3: (1,3) = 1; RS2, RS3: 0
    assert board.temple_buildings == {"RS1": BOT}
    assert vp_events(his, BOT) == [(6, "Hathor: own pillar in line")]  # 2 x 3 VP
    assert bot.vp == 16 and bot.buildings_built == 1
    assert bot.population == 11  # 7 + 4
    assert game.state.board.market_open[2]  # population 9 reached: section III opens as usual
    assert bot.resources == {r: 0 for r in bot.resources} and bot.faith == 0 and not of(his, "gain", BOT)


def test_hathor_tie_is_random_among_the_two_player_spots() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    bot.population = 3
    bot.happiness = 3
    put_die(game, "hathor", "white", 2)  # shaded: tainted
    his = human_produces_then_bot(game, "K03")
    (rnd,) = of(his, "automa_random")
    assert sorted(rnd["among"]) == sorted(BUILDING_SPOTS_2P)
    assert game.state.board.temple_buildings == {rnd["chose"]: BOT}
    assert vp_events(his, BOT) == [] and bot.population == 5  # 3 + 2


def test_hathor_without_a_spot_has_no_effect() -> None:
    """RULES §10 item 35: if he cannot build for Hathor, the action has no effect (die still taken)."""
    game = human_turn()
    for spot in BUILDING_SPOTS_2P:
        building(game, spot, HUMAN)
    bot = game.state.players[BOT]
    automa_actions.hathor(game, BOT, 4, "white")
    drain(game)
    assert bot.population == 7 and bot.buildings_built == 0 and bot.vp == 10


@pytest.mark.parametrize("god", ["ra", "osiris"])
def test_ra_and_osiris_without_a_piece_have_no_effect(god: str) -> None:
    """RULES §10 item 35: no pillar (8 built) / no building (10 built) left: nothing happens."""
    game = human_turn()
    bot = game.state.players[BOT]
    bot.pillars_built, bot.buildings_built = 8, 10
    before = game.to_json()
    automa_actions.ACTIONS[god](game, BOT, 3, "white")
    events = drain(game)
    assert game.to_json() == before
    assert [e["type"] for e in events] == ["automa_no_effect"]


# ============================================================================== Bastet
@pytest.mark.parametrize("start, value, expected, scribes", [
    ((4, 7), 1, (5, 7), 2),
    ((4, 7), 2, (6, 7), 2),
    ((4, 7), 3, (7, 7), 1),
    ((4, 7), 4, (7, 8), 1),  # h5, h6, h7, then h = p: p8
    ((4, 7), 5, (8, 8), 0),  # h5, h6, h7, p8, h8
    ((7, 7), 6, (10, 10), 0),  # p8, h8, p9, h9, p10, h10
    ((3, 9), 6, (9, 9), 0),
    ((20, 21), 3, (21, 21), 1),  # h21, then both at the top: nothing
])
def test_bastet_step_by_step(start, value, expected, scribes) -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    bot.happiness, bot.population = start
    automa_actions.bastet(game, BOT, value, "black")
    events = drain(game)
    assert (bot.happiness, bot.population) == expected
    assert bot.scribes == 1 + scribes
    assert not of(events, "track_reward")


def test_bastet_ignores_people_track_rewards() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    bot.happiness, bot.population = 15, 21
    automa_actions.bastet(game, BOT, 6, "black")
    events = drain(game)
    assert bot.happiness == 21
    # 16: 1 gold, 19: 1 scribe, 21: a free action -- none for him
    assert bot.resources["gold"] == 0 and bot.scribes == 1 and bot.track_rewards == []
    assert not of(events, "track_reward") and not of(events, "gain", BOT)
    assert not any(t["kind"] == "free_action" for t in game.state.stack)


def test_bastet_end_to_end_population_opens_market() -> None:
    game = human_turn()
    board, bot = game.state.board, game.state.players[BOT]
    board.market_open[2] = False
    board.market[2] = [None] * 4
    black = put_die(game, "bastet", "black", 6)  # dark: pure
    his = human_produces_then_bot(game, "K04")
    assert taken_die(his)["die"] == black
    assert (bot.happiness, bot.population) == (8, 9)  # h5 h6 h7 p8 h8 p9
    assert board.market_open[2] and all(board.market[2])
    assert bot.scribes == 1


# =============================================================================== Thoth
MARKET = [["B01", "B02", "T01"], ["B03", "B04", "T02", "T03"], ["B05", "T04", "T05", "D01"],
          ["B06", "T06", "D02", "D03"]]


@pytest.mark.parametrize("happiness, value, closed, empty, expected", [
    (4, 5, [], [], ["T01", "B01", "B02"]),  # section I; technology first, then blessings left to right
    (4, 1, [], [], ["T01"]),
    (5, 3, [], [], ["T02", "T03"]),  # section II
    (8, 5, [], [], ["T02", "T03", "B03"]),
    (9, 1, [], [], ["D01"]),  # section III: decree first
    (12, 5, [], [], ["D01", "T04", "T05"]),
    (13, 5, [], [], ["D02", "D03", "T06"]),  # section IV
    (13, 3, [], [], ["D02", "D03"]),
    (13, 3, [3], [], ["D01", "T04"]),  # section IV closed -> III
    (13, 3, [], [3], ["D01", "T04"]),  # section IV empty -> III
    (13, 2, [], [2, 3], ["T02"]),  # III and IV empty -> II
    (9, 6, [2], [], ["T02", "T03", "B03"]),  # III closed -> II
])
def test_thoth_highest_accessible_section_and_priority(happiness, value, closed, empty, expected) -> None:
    game = human_turn()
    board, bot = game.state.board, game.state.players[BOT]
    bot.population, bot.happiness = 13, happiness
    board.market = [list(s) for s in MARKET]
    board.market_open = [True, True, True, True]
    for i in closed:
        board.market_open[i] = False
    for i in empty:
        board.market[i] = [None] * len(board.market[i])
    automa_actions.thoth(game, BOT, value, "black")
    events = drain(game)
    assert [e["card"] for e in of(events, "card_taken", BOT)] == expected
    held = bot.decrees + bot.technologies + bot.blessings
    assert sorted(held) == sorted(expected)
    for section, cards in enumerate(MARKET):
        for slot, card in enumerate(cards):
            if card in expected:
                assert board.market[section][slot] is None
    assert bot.happiness == happiness and bot.resources["papyrus"] == 0  # no cost, no happiness change


def test_thoth_with_happiness_zero_takes_nothing() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    bot.happiness = 0
    automa_actions.thoth(game, BOT, 5, "black")
    events = drain(game)
    assert not of(events, "card_taken") and bot.technologies == bot.blessings == bot.decrees == []


def test_thoth_end_to_end_market_refilled_after_his_turn() -> None:
    game = human_turn()
    board, bot = game.state.board, game.state.players[BOT]
    section1 = list(board.market[0])
    blessing_top = board.decks["blessing"][-2:]
    technology_top = board.decks["technology"][-1]
    black = put_die(game, "thoth", "black", 6)  # dark: pure
    his = human_produces_then_bot(game, "K05")
    assert taken_die(his)["die"] == black
    # happiness 4: section I only; 3 cards: the technology, then the blessings left to right
    assert bot.technologies == [section1[2]] and bot.blessings == [section1[0], section1[1]]
    # refilled at the end of his turn from the top of the decks
    assert board.market[0] == [blessing_top[1], blessing_top[0], technology_top]


# ============================================================================== Osiris
@pytest.mark.parametrize("colour, value, row, district", [
    ("yellow", 1, 1, "papyrus"), ("brown", 3, 3, "bread"), ("white", 4, 4, "limestone"),
    ("black", 6, 6, "granite"), ("black", 5, 5, "granite"),
])
def test_osiris_colour_gives_district_value_gives_row(colour, value, row, district) -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    automa_actions.osiris(game, BOT, value, colour)
    events = drain(game)
    expected = [[None] * 4 for _ in range(6)]
    expected[row - 1][DISTRICTS.index(district)] = BOT
    assert game.state.board.osiris == expected
    # no happiness loss, no production, no resources
    assert bot.happiness == 4 and bot.production == {r: 2 for r in DISTRICTS}
    assert bot.resources == {r: 0 for r in bot.resources} and bot.buildings_built == 1
    assert not of(events, "gain", BOT) and not of(events, "production_raised")


@pytest.mark.parametrize("taken, colour, value, expected", [
    ([(3, "granite")], "black", 3, (3, "papyrus")),  # shift right, wrapping granite -> papyrus
    ([(3, "granite"), (3, "papyrus")], "black", 3, (3, "bread")),
    ([(2, "bread")], "brown", 2, (2, "limestone")),
    ([(1, d) for d in DISTRICTS], "black", 1, (6, "granite")),  # row 1 full -> row 6
    ([(1, d) for d in DISTRICTS] + [(6, "granite")], "black", 1, (6, "papyrus")),
    ([(4, d) for d in DISTRICTS] + [(3, d) for d in DISTRICTS] + [(2, "limestone")], "white", 4, (2, "granite")),
])
def test_osiris_occupied_spot_shifts_right_then_up(taken, colour, value, expected) -> None:
    game = human_turn()
    for row, district in taken:
        osiris_building(game, row, district, HUMAN)
    automa_actions.osiris(game, BOT, value, colour)
    drain(game)
    row, district = expected
    assert game.state.board.osiris[row - 1][DISTRICTS.index(district)] == BOT
    assert sum(1 for r in game.state.board.osiris for o in r if o == BOT) == 1


@pytest.mark.parametrize("layout, expected", [
    ({"papyrus": 2, "bread": 1, "limestone": 1, "granite": 3}, "bread"),  # fewest 1: leftmost
    ({"papyrus": 1, "bread": 1, "limestone": 0, "granite": 2}, "limestone"),  # statue above is not counted
    ({"papyrus": 0, "bread": 0, "limestone": 0, "granite": 0}, "papyrus"),
])
def test_osiris_gray_die_fewest_buildings(layout, expected) -> None:
    game = human_turn()
    for district, count in layout.items():
        for i in range(count):
            osiris_building(game, 6 - i, district, HUMAN if i % 2 else BOT)
    game.state.board.people_statues = {"OS_QUARRIES": HUMAN}
    automa_actions.osiris(game, BOT, 5, "gray")
    events = drain(game)
    (built,) = of(events, "building_built", BOT)
    assert (built["row"], built["district"]) == (5, expected)


def test_osiris_row_two_gold_is_discarded() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    automa_actions.osiris(game, BOT, 2, "yellow")
    events = drain(game)
    assert game.state.board.osiris[1][0] == BOT
    assert "osiris_row_2" not in game.state.board.spot_gold and bot.resources["gold"] == 0
    (gone,) = of(events, "gold_discarded", BOT)
    assert gone["amount"] == 1


def test_osiris_end_to_end_no_happiness_loss() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    brown = put_die(game, "osiris", "brown", 6)  # shaded: pure
    his = human_produces_then_bot(game, "K06")
    assert taken_die(his)["die"] == brown
    assert game.state.board.osiris[5][1] == BOT  # brown 6: bread, row 6
    assert bot.happiness == 4 and bot.production == {r: 2 for r in DISTRICTS}
    assert bot.resources == {r: 0 for r in bot.resources}
    assert not of(his, "happiness", BOT)


# ===================================================================== Horus bonuses
BONUS = {1: (1, 0), 2: (1, 0), 3: (0, 1), 4: (0, 1), 5: (1, 1), 6: (1, 1)}  # position -> (scribes, VP)


def bastet_at(position: int) -> list[str]:
    order = ["H1", "H2", "H3", "H5", "H6"]
    order.insert(position - 1, "H4")
    return order


@pytest.mark.parametrize("position", [1, 2, 3, 4, 5, 6])
def test_his_bonus_by_position_when_the_player_performs(position: int) -> None:
    game = human_turn()
    game.state.board.horus_tiles = bastet_at(position)
    game.state.board.god_statues["bastet"] = [BOT]
    human, bot = game.state.players
    human.resources["papyrus"] = 2
    die = put_die(game, "bastet", "black", 5)  # dark: pure; Bastet 5 gives no scribe
    put_die(game, "horus", "white", 1)  # for his turn
    put_die(game, "thoth", "white", 1)  # forbidden: left for the player's next turn
    set_tile(game, "K01")
    events = act(game, "take_die", die=die, anubis=False)
    events += act(game, "god_action", god="bastet")
    events += end_turn(game)
    mine, _ = split(events)
    scribes, vp = BONUS[position]
    assert [(e["player"], e["god"]) for e in of(mine, "horus_bonus")] == [(BOT, "bastet")]
    assert vp_events(mine, BOT) == ([(1, "Horus bonus (bastet)")] if vp else [])
    gains = [(e["item"], e["amount"]) for e in of(mine, "gain", BOT)]
    assert gains == ([("scribe", 1)] if scribes else [])
    # the player receives nothing (no statue); the tile's papyrus is not given to him
    assert human.resources["papyrus"] == 0 and bot.resources["papyrus"] == 0


@pytest.mark.parametrize("position", [1, 2, 3, 4, 5, 6])
def test_his_bonus_by_position_when_he_performs(position: int) -> None:
    game = human_turn()
    game.state.board.horus_tiles = bastet_at(position)
    game.state.board.god_statues["bastet"] = [BOT]
    bot = game.state.players[BOT]
    automa_actions.perform(game, BOT, "bastet", 5, "black")
    events = drain(game)
    scribes, vp = BONUS[position]
    assert bot.scribes == 1 + scribes and bot.vp == 10 + vp
    assert vp_events(events, BOT) == ([(1, "Horus bonus (bastet)")] if vp else [])


def test_player_bonus_when_he_performs_a_god_with_the_player_statue() -> None:
    game = human_turn()
    game.state.board.horus_tiles = ["H3", "H1", "H2", "H4", "H5", "H6"]  # hathor's tile at position 1
    game.state.board.god_statues["hathor"] = [HUMAN]
    human, bot = game.state.players
    human.statues_built = 1
    put_die(game, "hathor", "white", 2)  # shaded: tainted
    his = human_produces_then_bot(game, "K03")
    # the player gets the tile's bonus (H3: 1 gold), not Botankhamun's position bonus
    assert [(e["player"], e["item"], e["amount"], e["reason"]) for e in of(his, "gain")] == [
        (HUMAN, "gold", 1, "Horus bonus (hathor)")]
    assert human.resources["gold"] == 1 and human.scribes == 0
    assert not of(his, "horus_bonus", BOT) and bot.scribes == 1


def test_he_gets_no_bonus_for_a_statue_built_by_the_same_action() -> None:
    game = human_turn()
    bot = game.state.players[BOT]
    automa_actions.perform(game, BOT, "horus", 1, "white")  # statue for horus (position 1)
    events = drain(game)
    assert game.state.board.god_statues["horus"] == [BOT]
    assert not of(events, "horus_bonus") and bot.scribes == 1


# ================================================================================ Maat
def last_turn_of_cycle(seed: int = 2, **options) -> Game:
    """The player's 4th take_die of the first Maat cycle (Botankhamun holds 4 dice), blank board."""
    game = solo(seed, **options)
    for _ in range(3000):
        d = game.decision
        if d.kind == "take_die" and d.player == HUMAN and game.state.players[HUMAN].dice_held() == 3:
            break
        game.apply(game.legal_actions()[0])
    state = game.state
    assert state.maat_phases == 0 and state.turn_order == [BOT, HUMAN]
    assert state.players[BOT].dice_held() == 4
    blank(game)
    state.board.scoring_markers = {"1": 4, "2": 2}  # the arrow reaches section 1 now: no scoring
    return game


def finish_cycle(game: Game, balance: int, faith_net: int | None = None) -> list[dict]:
    """Give the player a Maat balance of exactly ``balance``; the last die taken is a tainted gray
    (no action), then the player ends his turn and the Maat phase is played (placing faith
    ``faith_net`` when given). Returns the events of that turn and of the Maat phase."""
    human = game.state.players[HUMAN]
    dice = human.pure + human.tainted + human.under
    if balance >= 0:  # one pure die of balance + 1, the gray 1 taken now: balance + 1 - 1
        human.pure, human.tainted, human.under = [dice[0]], [], dice[1:]
        set_die(game.state, dice[0], balance + 1)
        gray_value = 1
    else:  # every held die under the scales, the gray die worth -balance
        human.pure, human.tainted, human.under = [], [], list(dice)
        gray_value = -balance
    gray = put_die(game, "horus", "gray", gray_value)  # horus sunny: gray tainted; no granite: no action
    refresh(game)
    assert sorted(a.kind for a in actions_of(game, "take_die")) == ["take_die"]
    events = act(game, "take_die", die=gray, anubis=False)
    assert [a.kind for a in game.legal_actions()] == ["no_action"]
    events += act(game, "no_action")
    events += end_turn(game)
    if faith_net is not None:
        events += act(game, "place_faith", net=faith_net)
    return events


@pytest.mark.parametrize("balance, tech, order", [
    (3, None, [BOT, HUMAN]),  # |3| = |+3|: his ankh 4 beats the player's A04 (ankh 3)
    (-3, None, [BOT, HUMAN]),
    (4, None, [BOT, HUMAN]),
    (2, None, [HUMAN, BOT]),
    (-2, None, [HUMAN, BOT]),
    (0, None, [HUMAN, BOT]),
    (3, "T15", [HUMAN, BOT]),  # T15: ankh 5 beats his 4
])
def test_maat_fixed_balance_and_ankh(balance: int, tech, order) -> None:
    game = last_turn_of_cycle()
    human, bot = game.state.players
    human.destiny = "A04"
    if tech:
        human.technologies.append(tech)
    events = finish_cycle(game, balance, faith_net=0 if tech else None)
    (balances,) = of(events, "balances")
    assert balances["balances"] == [balance, 3]  # his balance in the 1st Maat phase: +3
    (turn_order,) = [e for e in events if e["type"] == "turn_order" and e["reason"] == "Maat"]
    assert turn_order["order"] == order and game.state.turn_order == order
    assert not [r for r in bot.vp_by_reason if r.startswith("Maat")]
    if balance == -3:
        assert vp_events(events, HUMAN) == [(-1, "Maat: negative balance")]  # −3: −1 VP


def test_maat_destiny_when_he_is_first() -> None:
    game = last_turn_of_cycle()
    events = finish_cycle(game, 4)
    human, bot = game.state.players
    (his,) = of(events, "destiny_chosen", BOT)
    assert his["card"] in ("A01", "A02") and bot.destiny == his["card"]
    assert bot.scribes == 1 and bot.resources["gold"] == 0  # no reward
    assert game.decision.kind == "choose_destiny" and game.decision.player == HUMAN
    assert sorted(a["card"] for a in game.legal_actions()) == sorted({"A01", "A02", "A03", "A04"} - {his["card"]})
    before = game.to_json()
    with pytest.raises(IllegalAction):  # his card is not available to the player
        game.apply(Action.make("destiny", card=his["card"]))
    assert game.to_json() == before
    # the pyramid is rebuilt and the marker put back left of the base
    (built,) = of(events, "pyramid_built")
    assert sorted(built["tiles"]) == TILES and game.state.automa.pyramid == built["tiles"]
    assert game.state.automa.marker is None
    # the player receives the destiny reward; then he plays first: marker on the new base's leftmost tile
    after = act(game, "destiny", card="A04")
    assert human.destiny == "A04" and human.faith == 1
    (tile,) = of(after, "automa_tile", BOT)
    assert (tile["row"], tile["position"], tile["tile"]) == (0, 0, built["tiles"][0])
    assert game.state.automa.marker == [0, 0]


def test_maat_destiny_when_the_player_is_first() -> None:
    game = last_turn_of_cycle()
    events = finish_cycle(game, 1)
    human, bot = game.state.players
    assert game.state.turn_order == [HUMAN, BOT]
    assert not of(events, "destiny_chosen", BOT) and bot.destiny is None
    assert game.decision.kind == "choose_destiny" and game.decision.player == HUMAN
    assert sorted(a["card"] for a in game.legal_actions()) == ["A01", "A02", "A03", "A04"]
    assert of(events, "pyramid_built") and game.state.automa.marker is None
    act(game, "destiny", card="A02")
    assert human.resources["gold"] == 1  # A02: 1 gold
    assert game.decision.kind == "take_die" and game.decision.player == HUMAN
    assert game.state.automa.marker is None  # he has not played yet this cycle


# ============================================================================== scoring
def scoring_board(game: Game) -> None:
    """His pieces: Osiris papyrus row 1, bread row 6, granite row 6; temple RS1, CS3 and a pillar
    at (1,2); god statues for horus and ra. The player's: limestone row 3, granite row 2."""
    state = game.state
    human, bot = state.players
    osiris_building(game, 1, "papyrus", BOT)
    osiris_building(game, 6, "bread", BOT)
    osiris_building(game, 6, "granite", BOT)
    osiris_building(game, 3, "limestone", HUMAN)
    osiris_building(game, 2, "granite", HUMAN)
    building(game, "RS1", BOT)
    building(game, "CS3", BOT)
    pillar(game, 1, 2, BOT)
    state.board.god_statues["horus"] = [BOT]
    state.board.god_statues["ra"] = [BOT]
    bot.statues_built = 2
    bot.population, bot.happiness = 12, 9
    bot.production = {r: 6 for r in DISTRICTS}  # would be 8 VP for a player
    blessings = state.board.decks["blessing"][-2:]
    technology = state.board.decks["technology"][-1]
    del state.board.decks["blessing"][-2:]
    del state.board.decks["technology"][-1]
    bot.blessings, bot.technologies = list(blessings), [technology]
    refresh(game)


def test_scoring_for_botankhamun() -> None:
    game = last_turn_of_cycle()
    scoring_board(game)
    game.state.board.scoring_markers = {"1": 1, "2": 4}  # after the rotation the arrow is on section 1
    bot = game.state.players[BOT]
    blessings, technologies = list(bot.blessings), list(bot.technologies)
    events = finish_cycle(game, 1)
    assert of(events, "scoring_started")
    scored = [(vp, reason) for vp, reason in vp_events(events, BOT)]
    assert scored == [
        (3, "scoring: Osiris districts"),  # papyrus (only him)
        (3, "scoring: Osiris districts"),  # bread (only him); granite 1-1: the player's row 2 beats his row 6
        (3, "scoring: temple complex"),  # RS1 + CS3 = 2 pieces, + pillar (1,2) in line with RS1 = 1
        (3, "scoring: statues"),  # 2 statues
        (3, "scoring: happiness"),  # happiness 9: one symbol
        (4, "scoring: Botankhamun's blessings"),  # 2 x 2 VP
        (2, "scoring: Botankhamun's technologies"),  # 1 x 2 VP
    ]
    assert bot.vp == 10 + 21
    # the blessings are discarded, the technology is kept
    assert bot.blessings == [] and set(blessings) <= set(game.state.board.discards["blessing"])
    assert bot.technologies == technologies
    # no production, building row or bread for him
    assert not [e for e in of(events, "bread_paid") if e["player"] == BOT]
    assert not any(t.get("player") == BOT and t["kind"] == "bread_upkeep" for t in game.state.stack)
    # the player scores as usual: limestone and granite districts
    assert vp_events(events, HUMAN)[:2] == [(3, "scoring: Osiris districts"), (3, "scoring: Osiris districts")]


# ========================================================================== final scoring
@pytest.mark.parametrize("double", [False, True])
@pytest.mark.parametrize("balance, first", [(5, BOT), (1, HUMAN)])
def test_final_scoring_for_botankhamun(double: bool, balance: int, first: int) -> None:
    game = last_turn_of_cycle(solo_double_decree_vp=double)
    state = game.state
    human, bot = state.players
    state.board.scoring_markers = {"2": 1}  # the last scoring marker: this Maat phase ends the game
    decrees = ["D01", "D02", "D05", "D06"]  # three scarabs: no symbol limit, no 3-decree limit for him
    state.board.decks["decree"] = [d for d in state.board.decks["decree"] if d not in decrees]
    bot.decrees = list(decrees)
    bot.scribes = 7
    pyramid, marker = list(state.automa.pyramid), list(state.automa.marker)
    events = finish_cycle(game, balance)
    assert (game.decision.kind, game.decision.player) == ("use_free_decree", HUMAN)   # no D23: go on
    events += act(game, "keep_decree_secret")
    assert game.is_over and game.decision is None
    assert state.turn_order[0] == first
    final = [(vp, reason) for vp, reason in vp_events(events, BOT) if not reason.startswith("scoring")]
    per_decree = 8 if double else 4
    expected = [(4 * per_decree, "Botankhamun's decrees"),  # 4 decrees
                (3, "Botankhamun's scribes")]  # 7 scribes // 2
    if first == BOT:
        expected.append((3, "turn order bonus"))
    assert final == expected
    player_bonus = [e for e in vp_events(events, HUMAN) if e[1] == "turn order bonus"]
    assert player_bonus == ([(3, "turn order bonus")] if first == HUMAN else [])
    # no pyramid after the final Maat phase
    assert not of(events, "pyramid_built")
    assert state.automa.pyramid == pyramid and state.automa.marker == marker


# ========================================================================== whole games
def play_random(seed: int, difficulty: str, chooser_seed: int) -> tuple[Game, list[dict], list]:
    game = solo(seed, difficulty)
    chooser = random.Random(chooser_seed)
    events = list(game.initial_events)
    actions = []
    while not game.is_over:
        assert game.decision.player == HUMAN, game.decision
        assert not game.state.players[game.decision.player].is_automa
        action = chooser.choice(game.legal_actions())
        actions.append(action)
        events += game.apply(action)
    return game, events, actions


@pytest.mark.parametrize("difficulty, seed", [("easy", 11), ("medium", 12), ("hard", 13), ("easy", 14)])
def test_whole_random_game(difficulty: str, seed: int) -> None:
    game, events, _ = play_random(seed, difficulty, seed * 7)
    state = game.state
    human, bot = state.players
    assert state.maat_phases == 4 and state.scorings == 2 and state.round == 16
    # his fixed balances +3, +2, +1, +1
    assert [e["balances"][BOT] for e in of(events, "balances")] == [3, 2, 1, 1]
    # the pyramid: built at setup and after the 1st, 2nd and 3rd Maat phases only
    assert len(of(events, "pyramid_built")) == 4
    # each Maat cycle: 4 moves, the first onto (0,0), then one step right or up-right per flip
    cycles, current, face = [], None, None
    for e in events:
        if e["type"] == "pyramid_built":
            current = []
            cycles.append(current)
            pyramid = e["tiles"]
        elif e["type"] == "deben_flipped":
            face = e["face"]
        elif e["type"] == "automa_tile":
            pos = (e["row"], e["position"])
            if not current:
                assert pos == (0, 0) and face is None
            else:
                row, position = current[-1]
                assert pos == ((row + 1, position) if face == "up_right" else (row, position + 1))
            assert e["tile"] == pyramid[[0, 4, 7, 9][pos[0]] + pos[1]]
            current.append(pos)
            face = None
    assert [len(c) for c in cycles] == [4, 4, 4, 4]
    # every die he took was pure or tainted and he performed that section's god
    taken = of(events, "die_taken", BOT)
    actions = of(events, "god_action", BOT)
    assert len(taken) == 16
    assert all(t["state"] in ("pure", "tainted") for t in taken)
    assert [t["god"] for t in taken] == [a["god"] for a in actions if a.get("source") == "die"]
    # he never gains resources, faith or production, never pays
    assert bot.resources == {r: 0 for r in bot.resources} and bot.faith == 0
    assert bot.production == {r: 2 for r in DISTRICTS}
    assert not of(events, "spend", BOT) and not of(events, "production_raised", BOT)
    assert not [r for r in bot.vp_by_reason if r.startswith("Maat")]
    assert bot.destiny in (None, "A01", "A02")
    # his final scoring
    assert bot.vp_by_reason.get("Botankhamun's scribes", 0) == bot.scribes // 2
    assert bot.vp_by_reason.get("Botankhamun's decrees", 0) == 4 * len(bot.decrees)
    assert bot.vp == sum(bot.vp_by_reason.values())


def test_solo_game_replays_identically() -> None:
    first, events1, actions = play_random(21, "medium", 5)
    replay = solo(21, "medium")
    events2 = list(replay.initial_events)
    for action in actions:
        events2 += replay.apply(action)
    assert replay.is_over
    assert replay.to_json() == first.to_json()
    assert events2 == events1
    other, _, _ = play_random(22, "medium", 5)
    assert other.to_json() != first.to_json()


def test_automa_seat_never_decides_and_illegal_action_is_refused() -> None:
    game = solo(seed=3)
    play_until(game, "take_die")
    assert game.decision.player == HUMAN
    before = game.to_json()
    bogus = Action.make("take_die", die=999, anubis=False)
    with pytest.raises(IllegalAction):
        game.apply(bogus)
    assert game.to_json() == before
