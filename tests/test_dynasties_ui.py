"""The screens of "Dynasties" in the shared client: whole games played only by clicks (a person
against two easy computer players; each two-player variant), a click target or a panel button for
every legal action, hover texts, every part drawn inside its area at both window sizes, no secret
of another seat on the screen, a turn held back until its player ends it, the hot-seat flow of a
Soldier's raid, the New game screen, the final scoring and the rules reference."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from dynasties_helpers import arrange, start_turn, turn

from game.computer_players import ComputerPlayers
from game.core.actions import Action
from game.dynasties.module import MODULE
from game.dynasties.rules import Game, GameConfig
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.game_ui import UI
from game.dynasties.ui.rules_document import rules_document
from game.dynasties.ui.scenes.board import BoardScene, Caption
from game.dynasties.ui.scenes.game_over import GameOverScene, afterlife_result, winner_lines
from game.dynasties.ui.scenes.new_game import NewGameScene
from game.dynasties.ui.scenes.scores import breakdown_rows
from game.dynasties.ui.words import END_TURN
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui.app import App
from game.ui.autoplay import ClickDriver, replay_scores
from game.ui.client import Client
from game.ui.document import Card, Heading
from game.ui.scenes.pass_device import PassDeviceScene

SIZES = [(1366, 768), (1920, 1080)]
NAMES = ["Ana", "Bo", "Cyra", "Dov"]
COLOURS = ["blue", "orange", "green", "pink"]
CONFIGS = [GameConfig(players=3, seed=1), GameConfig(players=4, seed=2), GameConfig(players=2, seed=3, variant="aten"),
           GameConfig(players=2, seed=4, variant="memphis")]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZES[0])
    pygame.event.clear()
    yield application
    application.close()


def seats_for(game: Game, people: set[int] | None = None) -> list[Seat]:
    """A seat per player (``people`` are persons, the others easy computer players; all persons by
    default), and Heliopolis in Memphis and Thebes."""
    count = len(game.people())
    found = [Seat(NAMES[i], COLOURS[i], computer=None if people is None or i in people else "easy")
             for i in range(count)]
    if game.heliopolis >= 0:
        found.append(Seat("Heliopolis", COLOURS[count], automa=True))
    return found


def board_for(app: App, game: Game, seats: list[Seat] | None = None, events: list[dict] | None = None,
              **settings: object) -> BoardScene:
    """The table of ``game``, shown to the seat deciding (the only person at the table)."""
    deciding = game.decision.player if game.decision is not None else 0
    session = Session(game, seats or seats_for(game, {deciding}), autosave=False, events=events)
    board = BoardScene(session, Settings(animation_speed="off", **settings), on_game_over=lambda b: None,
                       on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    return board


# ------------------------------------------------------------------------------ whole games by clicks
def play(app: App, tmp_path, players: int, variant: str, seed: int, computers: tuple[str, ...] = (),
         speed: str = "off"):
    client = Client(app, Settings(window_size=SIZES[0], animation_speed=speed, game=MODULE.id),
                    autosave_folder=tmp_path / "autosave", saves_folder=tmp_path / "saves",
                    settings_path=tmp_path / "settings.json", computers=ComputerPlayers(inline=True, iterations=12))
    driver = ClickDriver(client, seed)
    client.main_menu()
    app.step()
    driver.click_label("New game")
    driver.click_label(f"players:{players}")
    if variant:
        driver.click_label(f"variant:{variant}")
    for seat, level in enumerate(computers, start=1):
        driver.click_label(f"kind:{seat}:{level}")
    driver.click(app.stack.top.seed.rect.center)
    driver.type_text(str(seed))
    driver.click_label("start")
    report = driver.play_to_the_end(save_load_at_round=3)
    assert isinstance(app.stack.top, GameOverScene)
    session = report.session
    assert session.game.is_over and session.game.scores() == replay_scores(session)
    assert session.game.config == GameConfig(players=players, seed=seed, variant=variant)
    assert report.reloaded and report.undos > 0
    return session


def deciders(session: Session) -> set[int]:
    """The seats that made a decision in the game."""
    game = MODULE.new_game(session.game.config)
    found = set()
    for action in session.game.history:
        found.add(game.decision.player)
        game.apply(action)
    return found


def test_a_person_plays_a_whole_game_against_two_easy_computers_by_clicks(app, tmp_path):
    session = play(app, tmp_path, 3, "", 31, ("easy", "easy"))
    assert session.computers == [None, "easy", "easy"]
    assert deciders(session) == {0, 1, 2}


def test_two_people_play_rise_of_aten_by_clicks_passing_the_device(app, tmp_path):
    session = play(app, tmp_path, 2, "aten", 32)
    assert session.humans == [0, 1] and session.shared_screen
    assert session.game.state.discard   # the row lost its oldest cards


def test_a_person_plays_memphis_and_thebes_against_a_computer_and_heliopolis_by_clicks(app, tmp_path):
    session = play(app, tmp_path, 2, "memphis", 33, ("easy",))
    assert [seat.automa for seat in session.seats] == [False, False, True]
    assert sum(session.game.state.players[2].dynasty.values()) > 4   # Heliopolis took Forum cards
    assert deciders(session) == {0, 1}


# ------------------------------------------------------------------------------ every choice can be clicked
def reachable(board: BoardScene, depth: int = 0) -> set[Action]:
    """Every action a player can reach by clicking the table's targets and panel buttons."""
    found: set[Action] = set()
    for target in list(board.targets):
        if len(target.actions) == 1:
            found.add(target.actions[0])
        elif depth < 3 and set(target.actions) != set(board.ctx.candidates):
            board.choose(target.actions)
            found |= reachable(board, depth + 1)
            board.back()
    return found


def positions(config: GameConfig, seed: int, every: int) -> Iterator[Game]:
    """Copies of a seeded random game at every ``every``-th decision and at each decision of a
    kind not seen yet."""
    game = Game.new(config)
    rng = random.Random(seed)
    seen: set[str] = set()
    for step in range(2000):
        if game.is_over:
            return
        if step % every == 0 or game.decision.kind not in seen:
            seen.add(game.decision.kind)
            yield game.clone()
        game.apply(rng.choice(game.legal_actions()))


def raid_position() -> Game:
    """Ana plays a Soldier; Bo (3 Farmers, one with bread, 1 Soldier) and Cyra (2 Farmers) can lose
    one; Dov has none."""
    game = arrange(Game.new(GameConfig(players=4, seed=3)), hands=[["soldier", "soldier", "baker", "priest"]],
                   dynasties=[{"farmer": 1}, {"farmer": 3, "soldier": 1}, {"farmer": 2}, {"priest": 1}],
                   bread=[None, {"farmer": 1}], deben=[4, 2, 1, 3])
    turn(game, 0)
    return game


def special_positions() -> Iterator[Game]:
    """The decisions random play rarely reaches: the Priest's Afterlife cards, a Soldier's raid and
    its victim's answer, the Artisans, the Pharaoh's reroll, a season card at the end."""
    game = arrange(Game.new(GameConfig(players=3, seed=4)), hands=[["priest", "baker", "farmer", "farmer"]],
                   deben=[5, 3, 3], dice=[3, 2, 4], afterlife_draws=["peret", "khufu", "osiris"])
    turn(game, 0)
    game.apply(Action.make("play", caste="priest", count=1))
    yield game.clone()                                             # the Priest's die
    game.apply(Action.make("consult", value=3))
    yield game                                                     # keep one of three
    game = raid_position()
    game.apply(Action.make("play", caste="soldier", count=1))
    yield game.clone()                                             # whose Farmer
    game.apply(Action.make("raid", victim=2, bread=False))
    yield game                                                     # Cyra pays or not
    game = arrange(Game.new(GameConfig(players=3, seed=5)), hands=[["noble", "farmer", "farmer", "baker"]],
                   dynasties=[{"artisan": 2, "pharaoh": 1}], deben=[6], dice=[2, 3, 4])
    turn(game, 0)
    yield game.clone()                                             # the Pharaoh's reroll
    game.apply(Action.make("keep_dice"))
    game.apply(Action.make("play", caste="noble", count=1))
    game.apply(Action.make("tax"))
    yield game                                                     # how many cards the Artisans hold back


@pytest.mark.parametrize("config", CONFIGS)
def test_every_legal_action_has_a_click_target_or_a_panel_button(app, config):
    kinds = set()
    for game in positions(config, config.seed, every=6):
        board = board_for(app, game)
        assert board.ctx.legal == game.legal_actions()
        assert set(board.ctx.legal) <= reachable(board), game.decision.kind
        kinds.add(game.decision.kind)
        app.stack.pop()
    assert {"play", "give", "take"} <= kinds


def test_the_rarer_choices_are_clicked_on_the_table_too(app):
    kinds = set()
    for game in special_positions():
        board = board_for(app, game)
        assert board.ctx.legal == game.legal_actions()
        on_table = {action for target in board.targets if not board.panel.rect.colliderect(target.rect)
                    for action in target.actions}
        assert set(board.ctx.legal) <= reachable(board), game.decision.kind
        kinds.add(game.decision.kind)
        if game.decision.kind in ("priest", "keep_afterlife", "soldier", "pharaoh"):   # glowing on the table
            assert {a for a in board.ctx.legal if a.kind != "skip" and a.kind != "keep_dice"} <= on_table
        app.stack.pop()
    assert kinds == {"priest", "keep_afterlife", "soldier", "ransom", "pharaoh", "artisan"}


# ------------------------------------------------------------------------------ a turn held back
def own_turn(app: App, config: GameConfig, hand: list[str], **arranged: object) -> tuple[BoardScene, int]:
    """A hot-seat table at the start of the start player's first turn, their hand ``hand``, past
    their "I am …"."""
    game = Game.new(config)
    seat = game.state.start_player
    arrange(game, hands=[hand if index == seat else None for index in range(config.players)], **arranged)
    start_turn(game, seat)
    board = board_for(app, game, seats_for(game))
    app.stack.top._ready()
    return board, seat


def test_a_persons_moves_wait_for_end_turn_and_undo_takes_them_back(app):
    board, seat = own_turn(app, GameConfig(players=3, seed=6), ["farmer", "merchant", "baker", "baker"],
                           forum=["priest", "noble", "scribe", "soldier", "artisan"],
                           draws=["pharaoh", "farmer", "farmer", "farmer"])
    session = board.session
    board.play(Action.make("play", caste="farmer", count=1))
    assert session.game.history == []                              # held back, but shown
    assert board.ctx.players[seat]["dynasty"]["farmer"] == 1
    assert board.ctx.hand_of(seat) == ["baker", "baker", "merchant"]
    board.undo()
    assert board.game is session.game and board.ctx.hand_of(seat) == ["baker", "baker", "merchant", "farmer"]
    board.redo()
    for action in (Action.make("give", caste="baker"), Action.make("give", caste="baker"),
                   Action.make("take", caste="priest"), Action.make("take", caste="noble")):
        board.play(action)
    assert session.game.history == [] and not board.waiting_to_end
    board.play(Action.make("take", caste="scribe"))   # the last move: the Forum's new card would be drawn
    assert board.waiting_to_end and board.ctx.legal == [END_TURN] and session.game.history == []
    assert board.ctx.hand_of(seat) == ["scribe", "noble", "priest", "merchant"]   # the card taken is shown
    assert board.ctx.view["forum"] == ["soldier", "artisan", "baker", "baker"]
    assert board.ctx.view["deck"] == 4                              # nothing drawn yet
    board.undo()
    assert not board.waiting_to_end and Action.make("take", caste="scribe") in board.ctx.legal
    board.play(Action.make("take", caste="scribe"))
    board.play(END_TURN)
    state = session.game.state
    assert len(session.game.history) == 6 and state.turn_player != seat
    assert state.players[seat].hand == ["scribe", "noble", "priest", "merchant"]   # full: nothing to refill
    assert state.forum == ["soldier", "artisan", "baker", "baker", "pharaoh"] and len(state.deck) == 3
    assert isinstance(app.stack.top, PassDeviceScene)               # the next player's turn, privately


def test_with_confirm_end_of_turn_off_a_move_is_played_at_once(app):
    game = arrange(Game.new(GameConfig(players=3, seed=6)), hands=[["farmer", "merchant", "baker", "baker"]])
    turn(game, 0)
    board = board_for(app, game, confirm_end_turn=False)
    board.play(Action.make("play", caste="farmer", count=1))
    assert board.session.game.history == [Action.make("play", caste="farmer", count=1)]


def test_a_move_that_draws_a_card_in_the_middle_of_a_turn_is_played_at_once(app):
    game = arrange(Game.new(GameConfig(players=3, seed=7)), hands=[["scribe", "farmer", "baker", "baker"]],
                   deben=[3, 3, 3], draws=["pharaoh", "farmer"])
    turn(game, 0)
    board = board_for(app, game)
    board.play(Action.make("play", caste="scribe", count=1))
    board.play(Action.make("hide", caste="farmer"))
    assert board.session.game.history[-1] == Action.make("hide", caste="farmer") and not board.holding
    assert board.ctx.hand_of(0) == ["pharaoh", "baker", "baker"]   # the card drawn
    assert "undo" not in board.button_targets()                    # nothing before a draw is taken back


# ------------------------------------------------------------------------------ hot seat
def test_hot_seat_hides_the_hands_until_the_player_says_who_they_are(app):
    game = Game.new(GameConfig(players=3, seed=8))
    board = board_for(app, game, seats_for(game))
    seat = game.decision.player
    assert isinstance(app.stack.top, PassDeviceScene) and board.viewer() == -1
    assert board.ctx.legal == [] and board.widgets["hand"].places(board.ctx)["hand"] == []
    app.stack.top._ready()
    assert board.viewer() == seat and board.ctx.hand_of(seat) == game.state.players[seat].hand
    assert board.ctx.legal == game.legal_actions()


def test_a_soldiers_victim_answers_on_the_public_table_and_the_thief_confirms_again(app):
    game = raid_position()
    board = board_for(app, game, seats_for(game))
    app.stack.top._ready()                                       # Ana: "I am Ana"
    board.play(Action.make("play", caste="soldier", count=1))
    board.play(Action.make("raid", victim=2, bread=False))       # asks Cyra: played at once
    assert board.session.game.history[-1] == Action.make("raid", victim=2, bread=False)
    assert board.session.game.decision.kind == "ransom" and not isinstance(app.stack.top, PassDeviceScene)
    assert board.viewer() == -1 and board.ctx.hand_of(0) is None and board.ctx.hand_of(2) is None
    assert set(board.ctx.legal) == {Action.make("pay_ransom"), Action.make("give_farmer")}
    board.play(Action.make("give_farmer"))
    assert board.session.game.state.players[0].dynasty["farmer"] == 2
    assert isinstance(app.stack.top, PassDeviceScene) and app.stack.top.name == "Ana"   # back to Ana, privately


def test_a_computer_players_moves_are_told_one_by_one_and_a_click_skips_them(app):
    game = Game.new(GameConfig(players=3, seed=9))
    computer = game.decision.player
    person = (computer + 1) % 3
    session = Session(game, seats_for(game, {person}), autosave=False)
    board = BoardScene(session, Settings(animation_speed="normal"), on_game_over=lambda b: None,
                       on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    for _ in range(10):   # its answer comes at the next frame
        app.step(0.0)
        if board.captions:
            break
    assert board.captions and all(caption.seat == computer for caption in board.captions[:1])
    first = board.captions[0]
    assert first.text.startswith(NAMES[computer]) and board.autoplay_targets() == []
    board._click((5, 5))
    assert all(caption is not first for caption in board.captions)   # skipped, with the rest of that move


def test_a_choice_offered_only_in_the_panel_opens_once_the_captions_are_told(app):
    game = raid_position()
    game.apply(Action.make("play", caste="soldier", count=1))
    game.apply(Action.make("raid", victim=2, bread=False))       # Cyra, the only person, pays or not
    board = board_for(app, game)
    board.captions = [Caption(0, "Ana sends a Soldier for a Farmer of Cyra.", 0.5)]
    board._build_context()
    app.step(0.0)                                                  # drawn with the caption
    assert board.autoplay_targets() == []
    for _ in range(8):
        app.step(0.1)                                              # the caption is over
    assert board.captions == []
    assert {action for target in board.targets for action in target.actions} == {
        Action.make("pay_ransom"), Action.make("give_farmer")}


# ------------------------------------------------------------------------------ no secret on the screen
def picture(app: App, game: Game, seats: list[Seat], events: list[dict], viewer_ready: bool) -> pygame.Surface:
    """The table of ``game`` as drawn (past the pass-the-device screen when ``viewer_ready``)."""
    board = board_for(app, game, seats, events)
    if viewer_ready and isinstance(app.stack.top, PassDeviceScene):
        app.stack.top._ready()
    while app.stack.top is not board:
        app.stack.pop()
    shot = pygame.Surface(SIZES[0])
    board.draw(shot)
    app.stack.pop()
    return shot


@pytest.mark.parametrize("config", CONFIGS)
def test_the_table_for_a_seat_is_the_same_whatever_the_others_hold(app, config):
    game = Game.new(config)
    rng = random.Random(config.seed)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    seat = game.decision.player
    world = game.determinize(seat, random.Random(5))

    def hidden(state) -> list:
        return [state.deck, state.afterlife_deck, *([p.hand, p.scribed, p.afterlife] for i, p in
                                                    enumerate(state.players) if i != seat)]

    assert hidden(world.state) != hidden(game.state)   # the other seats' cards and the decks differ
    events = list(game.initial_events)
    for people, ready in (({seat}, False), (None, True), (None, False)):   # a person's table; hot seat, both sides
        seats = seats_for(game, people)
        first = picture(app, game, seats, events, ready)
        second = picture(app, world, seats, events, ready)
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB"), (people, ready)


# ------------------------------------------------------------------------------ hover texts
@pytest.mark.parametrize("config", CONFIGS)
def test_every_part_explains_itself_and_every_choice_says_what_it_does(app, config):
    game = Game.new(config)
    rng = random.Random(config.seed + 10)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    board = board_for(app, game)
    for name in (*board.widgets, "log"):
        hints = board.hints_of(name)
        assert hints, name
        assert all(hint.text and "{" not in hint.text for hint in hints), name
    for target in board.targets:
        tip = board._tooltip_at(target.rect.center)
        assert tip and "{" not in tip
        if len(target.actions) == 1 and target.actions[0].kind in ("play", "give", "take"):
            assert "Result:" in tip     # the rules' preview of it
    dynasties = board.dynasties
    band = dynasties.bands(board.ctx)[1]
    farmer = dynasties.columns(board.ctx, band)["farmer"]
    assert board.session.names[1] in board._tooltip_at(farmer.center)


# ------------------------------------------------------------------------------ drawing inside the areas
SENTINEL = (255, 0, 255)


def drawn_outside(widget, area: pygame.Rect, ctx, size) -> list[pygame.Rect]:
    """Where ``widget`` paints outside ``area`` (drawn unclipped on a sentinel colour)."""
    surface = pygame.Surface(size)
    surface.fill(SENTINEL)
    widget.draw(surface, ctx)
    mask = pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255))
    mask.invert()
    return [rect for rect in mask.get_bounding_rects() if not area.contains(rect)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("config,moves", [(CONFIGS[0], 60), (CONFIGS[1], 120), (CONFIGS[2], 10_000),
                                          (CONFIGS[3], 90)])
def test_every_part_of_the_table_draws_inside_its_area(size, config, moves):
    application = App(size)
    try:
        game = Game.new(config)
        rng = random.Random(config.seed)
        for _ in range(moves):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        board = board_for(application, game)
        application.step(0.0)
        ctx = replace(board.ctx, hover=(-1, -1))
        for name, widget in [*board.widgets.items(), ("panel", board.panel), ("log", board.log)]:
            assert drawn_outside(widget, board._areas[name], ctx, size) == [], name
        areas = list(board._areas.values())
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(area) for area in areas)
        assert not any(a.colliderect(b) for i, a in enumerate(areas) for b in areas[i + 1:])
    finally:
        application.close()


# ------------------------------------------------------------------------------ the other screens
def test_the_new_game_screen_offers_the_variants_to_two_players_only():
    started = []
    scene = NewGameScene(lambda config, seats, known: started.append((config, seats, known)), lambda: None)
    assert not scene.buttons["variant:aten"].enabled                 # 3 players: the standard game
    for key in ("players:2", "variant:memphis", "kind:1:hard"):
        scene._press(key)
    scene.seed.text = "77"
    scene.start()
    config, seats, known = started[0]
    assert config == GameConfig(players=2, seed=77, variant="memphis") and known
    assert [(seat.computer, seat.automa) for seat in seats] == [(None, False), ("hard", False), (None, True)]
    assert seats[2].name == MODULE.automa_name and seats[2].colour not in (seats[0].colour, seats[1].colour)
    scene._press("players:4")
    scene.start()
    assert started[1][0].variant == "" and started[1][0].players == 4
    for seat in range(4):
        scene._press(f"kind:{seat}:easy")
    assert not scene.buttons["start"].enabled   # a game needs a person


def test_the_new_game_screen_is_filled_in_from_a_game_to_replay():
    config = GameConfig(players=2, seed=5, variant="memphis")
    seats = [Seat("Ana", "pink"), Seat("Bo", "blue", computer="medium"), Seat("Heliopolis", "green", automa=True)]
    scene = UI.new_game_scene(lambda *a: None, lambda: None, config, seats)
    assert scene.config() == config and scene.seats() == seats


def finished(config: GameConfig, seed: int) -> Session:
    """A session of a whole game of random moves."""
    game = Game.new(config)
    session = Session(game, seats_for(game), autosave=False)
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


def test_the_final_scoring_breaks_a_tie_on_deben_and_names_the_winner(app, tmp_path):
    session = finished(GameConfig(players=3, seed=14), 14)
    players = session.game.state.players
    for seat, (points, deben) in enumerate(((20, 4), (20, 7), (15, 9))):   # a tie on VP, broken by deben
        players[seat].points = {"castes": points - 2, "bread": 0, "majorities": 0, "afterlife": 0, "deben": 2}
        players[seat].deben = deben
    assert winner_lines(session) == ("Bo wins!", "Tied on 20 VP: more deben wins (7 against 4)")
    rows = dict(breakdown_rows(session))
    assert rows["Caste VP"] == [18, 18, 13] and rows["Deben VP"] == [2, 2, 2]
    players[0].deben = 7
    assert winner_lines(session) == ("Ana, Bo share the win!", "20 VP each, and as many deben")
    scene = GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path)
    app.stack.push(scene)
    app.step(0.0)
    path = scene.export()
    assert path is not None and path.read_text(encoding="utf-8").count("\n") > 50


def test_the_end_screen_says_what_each_afterlife_card_did(app, tmp_path):
    session = finished(GameConfig(players=4, seed=14), 14)
    players = session.game.state.players
    players[0].afterlife, players[0].season = "peret", "farmer"
    players[1].afterlife, players[1].season = "akhet", ""   # no caste where it alone has the most cards
    players[2].afterlife, players[2].season = "osiris", ""
    players[3].afterlife, players[3].season = "hatshepsut", ""
    assert [afterlife_result(session.game, seat) for seat in range(4)] == [
        "doubles the Farmer majority",
        "doubles nothing: no caste where this player alone has the most cards",
        "1 VP for every deben, instead of 1 VP for every 3 deben.",
        "6 VP for each set of a Scribe, a Noble and a Priest in your Dynasty.",
    ]
    app.stack.push(GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path))   # words under 4 cards
    app.step(0.0)
    # a card drawn big enough says what it does itself (the screen then does not repeat it beside)
    catalog = session.game.catalog
    assert not pc.afterlife_card_shows_text((40, 56), "osiris", catalog)
    assert pc.afterlife_card_shows_text((200, 280), "osiris", catalog)


def test_heliopolis_can_win_and_then_neither_player_does():
    session = finished(GameConfig(players=2, seed=15, variant="memphis"), 15)
    players = session.game.state.players
    for seat, points in enumerate((30, 31, 40)):
        players[seat].points = {"castes": points}
    assert winner_lines(session) == ("Heliopolis wins!", "40 VP: the silent player ends ahead, neither player wins")


def test_the_rules_document_has_how_to_play_the_rules_every_caste_and_every_afterlife_card():
    document = rules_document()
    headings = [block.rich.text for block in document.blocks if isinstance(block, Heading)]
    assert {"How to play", "Rules", "Two-player variants", "The castes", "Afterlife cards"} <= set(headings)
    cards = [block for block in document.blocks if isinstance(block, Card)]
    catalog = Game.new(GameConfig()).catalog
    assert len(cards) == len(catalog.castes) + len(catalog.afterlife)
    assert sum(int(card.id.rstrip("×")) for card in cards[:len(catalog.castes)]) == len(catalog.caste_deck()) == 45
