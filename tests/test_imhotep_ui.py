"""Imhotep's screens in the shared client: whole games played only by clicks (a person against an
easy computer player; three people at one screen), a click target or a panel button for every
legal action, hover texts, every part drawn inside its area at both window sizes, and a turn held
back until its player ends it."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from imhotep_helpers import arrange, dock_all_but

from game.computer_players import ComputerPlayers
from game.core.actions import Action
from game.imhotep.module import MODULE
from game.imhotep.rules import Game, GameConfig
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.game_ui import UI
from game.imhotep.ui.rules_document import rules_document
from game.imhotep.ui.scenes.board import BoardScene
from game.imhotep.ui.scenes.game_over import GameOverScene, winner_lines
from game.imhotep.ui.scenes.new_game import NewGameScene
from game.imhotep.ui.scenes.scores import history
from game.imhotep.ui.words import END_TURN
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui import theme as th
from game.ui.app import App
from game.ui.autoplay import ClickDriver, click_events, replay_scores
from game.ui.client import Client
from game.ui.document import Card, Heading

SIZES = [(1366, 768), (1920, 1080)]
COLOURS = ["blue", "orange", "green", "pink"]
ALL_B = {f"{site}_side": "B" for site in ("market", "pyramid", "temple", "burial_chamber", "obelisk")}


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZES[0])
    pygame.event.clear()
    yield application
    application.close()


def people(players: int) -> list[Seat]:
    return [Seat(f"Player {n + 1}", COLOURS[n]) for n in range(players)]


def board_for(app: App, game: Game, seats: list[Seat] | None = None, **settings: object) -> BoardScene:
    session = Session(game, seats or people(len(game.state.players)), autosave=False)
    board = BoardScene(session, Settings(animation_speed="off", **settings), on_game_over=lambda b: None,
                       on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    return board


def play(client_app: App, tmp_path, players: int, seed: int, computers: tuple[str, ...] = (), speed: str = "fast"):
    client = Client(client_app, Settings(window_size=SIZES[0], animation_speed=speed, game=MODULE.id),
                    autosave_folder=tmp_path / "autosave", saves_folder=tmp_path / "saves",
                    settings_path=tmp_path / "settings.json", computers=ComputerPlayers(inline=True, iterations=12))
    driver = ClickDriver(client, seed)
    driver.start_game(players, None, seed, computers)
    return driver.play_to_the_end(save_load_at_round=3)


# ------------------------------------------------------------------------------ whole games by clicks
def test_a_person_plays_a_whole_game_against_an_easy_computer_by_clicks(app, tmp_path):
    report = play(app, tmp_path, 2, 31, ("easy",))
    assert isinstance(app.stack.top, GameOverScene)
    session = report.session
    assert session.game.is_over and session.computers == [None, "easy"]
    assert session.game.scores() == replay_scores(session)
    assert session.game.config.seed == 31 and session.known_setup
    assert report.reloaded and report.undos > 0
    deciders = set()
    game = MODULE.new_game(session.game.config)
    for action in session.game.history:   # the computer played its own seat, the person theirs
        deciders.add(game.decision.player)
        game.apply(action)
    assert deciders == {0, 1}


def test_three_people_play_a_whole_hot_seat_game_by_clicks(app, tmp_path):
    report = play(app, tmp_path, 3, 32, speed="off")
    session = report.session
    assert isinstance(app.stack.top, GameOverScene)
    assert session.game.is_over and session.humans == [0, 1, 2]
    assert session.game.scores() == replay_scores(session)
    assert report.reloaded and report.undos > 0


# ------------------------------------------------------------------------------ every choice can be clicked
def reachable(board: BoardScene, depth: int = 0) -> set[Action]:
    """Every action a player can reach by clicking the board's targets and panel buttons."""
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


def lever_position() -> Game:
    """Player 1 holds a Lever and ship 0 carries three stones: the Lever's sailing and unloading."""
    game = arrange(Game.new(GameConfig(players=2, seed=4)), ships=[[0, 1, 0, -1], [-1, -1, -1], [-1, -1], [-1]],
                   turn=0)
    game.state.players[0].cards.append("lever")
    game.forget_legal_actions()
    return game


@pytest.mark.parametrize("config,seed", [(GameConfig(players=2, seed=1), 1),
                                         (GameConfig(players=3, seed=2, **ALL_B), 2),
                                         (GameConfig(players=4, seed=3, pharaohs_wrath=True, pyramid_side="B",
                                                     market_side="B"), 3)])
def test_every_legal_action_has_a_click_target_or_a_panel_button(app, config, seed):
    kinds = set()
    for game in positions(config, seed, every=4):
        board = board_for(app, game)
        board.confirmed_viewer = game.decision.player   # past the pass screen of a private choice
        board.refresh()
        assert board.ctx.legal == game.legal_actions()
        assert set(board.ctx.legal) <= reachable(board), game.decision.kind
        kinds.add(game.decision.kind)
        app.stack.pop()
    assert {"turn", "take_card"} <= kinds


def test_the_levers_sailing_and_unloading_order_are_chosen_by_clicks(app):
    board = board_for(app, lever_position())
    play_by_clicks(board, Action.make("play", card="lever"))
    assert board.game.decision.kind == "lever_sail"
    assert set(board.ctx.legal) <= reachable(board)
    play_by_clicks(board, Action.make("sail", ship=0, site="temple"))
    assert board.game.decision.kind == "unload_next"
    unloads = board.ctx.legal
    assert {a["space"] for a in unloads} == {0, 1, 2} and set(unloads) <= reachable(board)


def play_by_clicks(board: BoardScene, action: Action) -> None:
    """Click the targets that lead to ``action`` (narrowing first when a target holds several)."""
    for _ in range(3):
        target = min((t for t in board.targets if action in t.actions), key=lambda t: len(t.actions))
        board.choose(target.actions)
        if len(target.actions) == 1:
            return
    raise AssertionError(f"{action} not reached")


# ------------------------------------------------------------------------------ a turn held back
def test_a_persons_turn_is_held_back_until_end_turn_and_undo_takes_it_back(app):
    board = board_for(app, Game.new(GameConfig(players=2, seed=5)))
    session = board.session
    place = next(a for a in board.ctx.legal if a.kind == "place")
    play_by_clicks(board, place)
    assert session.game.history == []                       # not played for good yet
    assert board.ctx.waiting_to_end and board.ctx.legal == [END_TURN]
    assert board.game.state.ships[place["ship"]].spaces[place["space"]] == 0   # but shown
    assert "undo" in board.button_targets()
    board.undo()
    assert board.game is session.game and not board.ctx.waiting_to_end and place in board.ctx.legal
    board.redo()
    assert board.ctx.waiting_to_end
    board.play(END_TURN)
    assert session.game.history == [place] and session.game.decision.player == 1
    stones = Action.make("get_stones")
    board.play(stones)
    board.undo()                      # undone, then another move ends the turn:
    other = next(a for a in board.ctx.legal if a.kind == "place")
    board.play(other)
    board.play(END_TURN)
    assert session.game.history == [place, other] and "redo" not in board.button_targets()


def test_a_move_that_reveals_a_card_is_played_at_once(app):
    game = arrange(Game.new(GameConfig(players=2, seed=6)), ships=[[0, 1, -1], [-1, -1], [-1, -1], [-1]], turn=0)
    dock_all_but(game, waiting=0)   # the last ship: sailing it ends the round, the next one deals cards
    board = board_for(app, game)
    sail = Action.make("sail", ship=0, site="pyramid")
    play_by_clicks(board, sail)
    assert board.session.game.history == [sail] and board.game is board.session.game
    assert board.session.game.round == 2


def test_with_confirm_end_of_turn_off_a_move_is_played_at_once(app):
    board = board_for(app, Game.new(GameConfig(players=2, seed=5)), confirm_end_turn=False)
    stones = Action.make("get_stones")
    board.play(stones)
    assert board.session.game.history == [stones]


def test_only_a_look_at_the_face_down_pair_needs_the_device_passed(app):
    game = Game.new(GameConfig(players=3, seed=15, market_side="B"))
    rng = random.Random(15)
    open_decisions = 0
    while game.decision.kind != "keep_card":
        if Action.make("take_face_down") in game.legal_actions():
            game.apply(Action.make("take_face_down"))
            continue
        board = board_for(app, game.clone())   # a hot-seat board at an open decision: no pass screen
        assert app.stack.top is board
        app.stack.pop()
        open_decisions += 1
        game.apply(rng.choice(game.legal_actions()))
    looker = game.decision.player
    board = board_for(app, game)
    assert app.stack.top is not board and board.ctx.legal == []    # hidden until they say who they are
    assert isinstance(board.ctx.view["face_down"], int)
    for event in click_events(app.stack.top.button.rect.center):   # "I am …"
        pygame.event.post(event)
    app.step(0.0)
    assert app.stack.top is board and board.viewer() == looker
    assert {a["card"] for a in board.ctx.legal} == set(game.state.face_down)
    assert set(board.ctx.legal) <= reachable(board) and open_decisions > 0


def test_the_rules_reference_shows_imhotep_at_both_sizes(tmp_path):
    from game.ui.scenes.rules_reference import RulesReferenceScene

    for size in SIZES:
        application = App(size)
        try:
            application.stack.push(RulesReferenceScene(rules_document()))
            application.step(0.0)
            application.screenshot(tmp_path / f"rules-{size[0]}.png")
        finally:
            application.close()


# ------------------------------------------------------------------------------ hover texts
@pytest.mark.parametrize("config", [GameConfig(players=2, seed=8), GameConfig(players=4, seed=9, **ALL_B)])
def test_every_piece_explains_itself_and_every_choice_says_what_it_does(app, config):
    game = Game.new(config)
    rng = random.Random(config.seed)
    for _ in range(45):
        game.apply(rng.choice(game.legal_actions()))
    board = board_for(app, game)
    board.refresh()
    for name in (*board.widgets, "log"):
        hints = board.hints_of(name)
        assert hints, name
        assert all(hint.text and "{" not in hint.text for hint in hints), name
    for index, ship in enumerate(game.state.ships):   # every stone on a waiting ship names its owner
        if not ship.site:
            for slot, owner in zip(board.harbour.slots(index, ship.capacity), ship.spaces):
                if owner >= 0:
                    assert board.session.names[owner] in board._tooltip_at(slot.center)
    temple = board.sites.content("temple", game.state.config.temple_side)
    assert board._tooltip_at(board.sites.slabs["obelisk"].midbottom) or board._tooltip_at(temple.center)
    for target in board.targets:
        tip = board._tooltip_at(target.rect.center)
        assert tip and "{" not in tip
        if len(target.actions) == 1 and target.actions[0].kind in ("place", "sail", "get_stones"):
            assert "Result:" in tip     # the rules' preview of it


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
@pytest.mark.parametrize("config,moves", [(GameConfig(players=2, seed=10), 50),
                                          (GameConfig(players=4, seed=11, **ALL_B), 80),
                                          (GameConfig(players=3, seed=12, pharaohs_wrath=True), 10_000)])
def test_every_part_of_the_board_draws_inside_its_area(size, config, moves):
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
        areas = [board._areas[name] for name in ("harbour", "quarry", "sites", "track", "players", "panel", "log")]
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(area) for area in areas)
        assert not any(a.colliderect(b) for i, a in enumerate(areas) for b in areas[i + 1:])
    finally:
        application.close()


# ------------------------------------------------------------------------------ the other screens
def test_the_new_game_screen_makes_the_settings_from_the_rules_config():
    started = []
    scene = NewGameScene(lambda config, seats, known: started.append((config, seats, known)), lambda: None)
    scene.theme = scene.theme   # laid out by the stack when shown; pressing works without it
    for key in ("players:3", "side:pyramid:B", "side:obelisk:B", "variant:pharaohs_wrath", "kind:2:hard"):
        scene._press(key)
    scene.seed.text = "77"
    scene.start()
    config, seats, known = started[0]
    assert config == GameConfig(players=3, seed=77, pyramid_side="B", obelisk_side="B", pharaohs_wrath=True)
    assert [seat.computer for seat in seats] == [None, None, "hard"] and known
    for seat in range(3):
        scene._press(f"kind:{seat}:easy")
    assert not scene.buttons["start"].enabled   # a game needs a person


def test_the_new_game_screen_is_filled_in_from_a_game_to_replay():
    config = GameConfig(players=4, seed=5, temple_side="B")
    seats = [Seat("Ana", "pink"), Seat("Bo", "blue", computer="medium"), Seat("Cy", "green"), Seat("Di", "orange")]
    scene = UI.new_game_scene(lambda *a: None, lambda: None, config, seats)
    assert scene.config() == config and scene.seats() == seats


def test_game_over_names_the_winner_and_exports_the_log(app, tmp_path):
    game = Game.new(GameConfig(players=2, seed=14))
    rng = random.Random(14)
    session = Session(game, people(2), autosave=False)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    scene = GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path)
    app.stack.push(scene)
    app.step(0.0)
    winner = session.names[session.game.winners()[0]]
    assert winner in winner_lines(session)[0]
    path = scene.export()
    assert path is not None and path.read_text(encoding="utf-8").count("\n") > 50
    assert history(session.events, 2)[-1] == [score["total"] for score in session.game.scores()]
    assert len(history(session.events, 2)) == 1 + game.catalog.rounds + 1   # the start, each round, the end


def test_the_rules_document_has_how_to_play_the_rules_and_every_market_card():
    document = rules_document()
    headings = [block.rich.text for block in document.blocks if isinstance(block, Heading)]
    assert {"How to play", "Rules", "Market cards"} <= set(headings)
    cards = [block for block in document.blocks if isinstance(block, Card)]
    catalog = Game.new(GameConfig()).catalog
    assert len(cards) == len(catalog.market_cards)
    assert sum(int(card.id.rstrip("×")) for card in cards) == len(catalog.deck())


@pytest.mark.parametrize("players", [3, 4])
def test_every_card_a_player_keeps_shows_inside_their_panel_even_when_many_in_polish(app, players):
    """Long Polish names ("Zdobienie Świątyni") made a third row that the panel cut off: when the
    chips do not fit at their width they share the rows in equal columns, names shortened."""
    from game.i18n import set_language

    set_language("pl")
    try:
        game = Game.new(GameConfig(players=players, seed=3))
        kept = ["obelisk_decoration", "pyramid_decoration", "temple_decoration", "burial_decoration", "lever",
                "statue", "paved_path"]
        game.state.players[0].cards = list(kept)
        board = board_for(app, game)
        app.step()
        widget = board.widgets["players"]
        chips = widget.chips(board.ctx, 0)
        panel = widget.panel(0, players)
        assert sorted(card for _, card, _ in chips) == sorted(kept)
        assert all(panel.contains(rect) for rect, _, _ in chips)
        assert not any(a.colliderect(b) for i, (a, _, _) in enumerate(chips) for b, _, _ in chips[i + 1:])
    finally:
        set_language("en")


def test_a_button_for_many_places_lights_them_without_a_stone_on_each(app, monkeypatch):
    from game.imhotep.ui import pieces

    board = board_for(app, Game.new(GameConfig(players=4, seed=4)))   # more free spaces than buttons
    app.step(0.0)
    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(pieces, "draw_ghost_stone", lambda surface, rect, colour: drawn.append(rect))
    surface = pygame.Surface(SIZES[0])
    panel = board.panel.rect
    button = next(t for t in board.targets if panel.colliderect(t.rect) and len(t.actions) > 1
                  and all(action.kind == "place" for action in t.actions))
    board.hover = button.rect.center   # "Place a stone… (n)": every free space glows, none gets a stone
    board.draw(surface)
    assert drawn == []
    assert board._tooltip_at(button.rect.center).startswith(button.tooltip)   # not another button's key
    space = next(t for t in board.targets if not panel.colliderect(t.rect) and t.actions[0].kind == "place")
    board.hover = space.rect.center    # one space under the mouse: the stone shows where it would go
    board.draw(surface)
    assert drawn == [space.rect]


def test_a_slabs_flecks_have_the_colours_theme_mix_gives_them():
    """The flecks of the sandstone are coloured without ``theme.mix`` (the first frame of a game
    paints thousands of them): the same pixels as with it."""
    w, h, base, seed = 90, 60, pc.SANDSTONE, 7
    expected = pygame.Surface((w, h))
    expected.fill(base)
    rng = random.Random(seed)
    for _ in range(w * h // 90):
        x, y = rng.randrange(w), rng.randrange(h)
        shade = th.mix(base, th.lighten(base, 0.35) if rng.random() < 0.5 else th.darken(base, 0.12), rng.random())
        expected.fill(shade, (x, y, rng.choice((1, 1, 2)), 1))
    y = rng.randrange(h)
    pygame.draw.line(expected, th.mix(base, th.darken(base, 0.1), 0.6), (0, y), (w, y + rng.randint(-6, 6)))
    assert pygame.image.tobytes(pc._speckles(w, h, base, seed), "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_market_cards_picture_is_made_again_for_another_language(app):
    """A card's picture is kept (the market is painted again whenever a stone moves) for the
    language it was made in."""
    from game.i18n import set_language
    from game.imhotep.ui.widgets.market import draw_card

    board = board_for(app, Game.new(GameConfig(players=2, seed=8)))
    app.step()
    ctx, card = board.ctx, "statue"

    def drawn(size: tuple[int, int]) -> bytes:
        surface = pygame.Surface((size[0] + 10, size[1] + 10))
        surface.fill(th.BACKGROUND)
        draw_card(surface, pygame.Rect((2, 2), size), ctx, card)
        return pygame.image.tobytes(surface, "RGB")

    english = drawn((200, 90))
    try:
        set_language("hu")
        hungarian = drawn((200, 90))
    finally:
        set_language("en")
    assert hungarian != english
    assert drawn((200, 90)) == english


def test_the_stone_of_the_board_is_made_while_the_menu_waits_and_the_first_frame_paints_none(tmp_path, monkeypatch):
    """The sites', the quarry's and the track's slabs are the same in every game: the menu makes
    them for the window's size in its moments without input, and the board's first frame uses them."""
    size = (1500, 844)   # a size no other test draws Imhotep at: nothing made before
    painted: list[tuple[int, int]] = []
    original = pc._speckles

    def counted(w, h, base, seed):
        painted.append((w, h))
        return original(w, h, base, seed)

    monkeypatch.setattr(pc, "_speckles", counted)
    app = App(size)
    try:
        client = Client(app, Settings(window_size=size, game="imhotep"), autosave_folder=tmp_path / "auto",
                        saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
        client.main_menu()
        app.step()
        while app.has_idle_work:
            app.idle_moment()
        assert len(painted) == 7   # five sites, the quarry, the track
        painted.clear()
        board = board_for(app, Game.new(GameConfig(players=3, seed=12)))
        app.step()
        assert app.stack.top is board and painted == []
    finally:
        app.close()
