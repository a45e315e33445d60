"""Hot-seat and set-up friction (issue #13, item 8): the pass screen's menu, the starting
rewards asked in order only when the order matters, single choices taken by themselves, and
the log that waits for Botankhamun's captions. Every test drives the client by clicks and keys."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest
from test_setup_turn_maat import _draft

from game.seats import Seat
from game.session import Session
from game.settings import Settings, load_settings
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.ui.scenes.board import BoardScene
from game.ui.app import App
from game.ui.client import Client
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene

SIZE = (1366, 768)
TWO = [Seat("Neferet", "blue"), Seat("Amenhotep", "orange")]
SOLO = [Seat("Neferet", "blue"), Seat("Botankhamun", "orange", automa=True)]


@pytest.fixture
def app():
    application = App(SIZE)
    yield application
    application.close()


@pytest.fixture
def client(app, tmp_path):
    return Client(app, Settings(window_size=SIZE), autosave_folder=tmp_path / "auto",
                  saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(0.0)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.0)


def board_of(app: App) -> BoardScene:
    return next(scene for scene in app.stack if isinstance(scene, BoardScene))


def push_board(app: App, session: Session, settings: Settings) -> BoardScene:
    board = BoardScene(session, settings, on_game_over=lambda b: None, on_menu=lambda b: None)
    app.stack.push(board)
    app.step(0.0)
    return board


def click_action(app: App, board: BoardScene, action: Action) -> None:
    """Click the board or panel place that stands for ``action`` alone."""
    target = next(t for t in board._targets if t.actions == [action])
    click(app, target.rect.center)


# ----------------------------------------------------------------------------- the pass screen's menu

def test_the_pass_screen_has_a_menu_that_shows_nothing_of_the_board_and_comes_back(client, app, tmp_path):
    client.start(GameConfig(players=2, seed=3), TWO)
    app.step(0.0)
    pass_screen = app.stack.top
    assert isinstance(pass_screen, PassDeviceScene)
    click(app, pass_screen.menu_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, Dialog) and menu.title == "Menu"
    assert app.stack.visible() == [pass_screen, menu]   # the opaque pass screen hides the board
    click(app, menu.buttons[0].rect.center)             # Back to the game
    assert app.stack.top is pass_screen
    press(app, pygame.K_ESCAPE)                          # Esc opens it too
    menu = app.stack.top
    assert isinstance(menu, Dialog)
    click(app, next(b for b in menu.buttons if b.label == "Save as…").rect.center)
    assert isinstance(app.stack.top, SaveAsScene) and app.stack.visible()[0] is pass_screen
    press(app, pygame.K_RETURN)                          # the proposed name
    saved = app.stack.top
    assert isinstance(saved, Dialog) and saved.title == "Game saved"
    press(app, pygame.K_RETURN)
    assert app.stack.top is pass_screen
    [path] = (tmp_path / "saves").glob("*.json")
    assert Session.load(path, autosave_folder=tmp_path / "other").game.to_json() == board_of(app).game.to_json()
    click(app, pass_screen.button.rect.center)           # I am …: the board, for that player
    assert app.stack.top is board_of(app) and board_of(app).viewer() == board_of(app).game.decision.player


# ----------------------------------------------------------------------------- starting rewards

def _at_rewards(first: list[str], second: list[str], destinies: tuple[str, str]) -> tuple[Game, int, int]:
    """A 2-player game at the starting rewards: the first player in turn order drafted ``first``
    and chose ``destinies[0]``, the other ``second`` and ``destinies[1]``."""
    game = Game.new(GameConfig(players=2, seed=0))
    extra = next(f"S{n:02d}" for n in range(1, 13) if f"S{n:02d}" not in first + second)
    # snake order A B B A
    seats = _draft(game, sorted([*first, *second, extra]), [first[0], second[0], second[1], first[1]])
    a, b = seats[0], seats[1]
    assert game.state.turn_order[0] == a, "the first cards must have the higher initiative"
    game.apply(Action.make("destiny", card=destinies[0]))
    game.apply(Action.make("destiny", card=destinies[1]))
    assert game.decision.kind == "resolve_setup_card" and game.decision.player == a
    return game, a, b


def test_starting_rewards_whose_order_cannot_matter_are_taken_without_a_question(app):
    # A: S07 + S12 (19), A02; B: S08 + S11 (19, lower highest card), A03: no card draws from a deck
    game, a, b = _at_rewards(["S12", "S07"], ["S11", "S08"], ("A02", "A03"))
    session = Session(game, TWO, autosave=False)
    board = push_board(app, session, Settings())
    # A's three rewards needed no choice; B's order was not asked either: B is asked A03's choice
    assert session.game.decision.kind == "choose_gain" and session.game.decision.player == b
    confirm = app.stack.top
    assert isinstance(confirm, PassDeviceScene)
    click(app, confirm.button.rect.center)
    click_action(app, board, Action.make("gain", happiness=1))
    assert session.game.decision.kind == "take_die"
    pa, pb = session.game.state.players[a], session.game.state.players[b]
    # A: gold 1 + 2 (S12) + 1 (S07) + 1 (A02) = 5, scribes 1 + 2 (S07) = 3
    assert (pa.resources["gold"], pa.scribes) == (5, 3)
    # B: S11 population 5 + 3 = 8, happiness 2 + 2 + 1 (A03) = 5; S08 one of each resource
    assert (pb.population, pb.happiness) == (8, 5)
    assert [pb.resources[r] for r in ("papyrus", "bread", "limestone", "granite")] == [1, 1, 1, 1]
    # the rewards were taken in the order the cards are held: starting cards as drafted, destiny last
    resolved = [action["card"] for action in session.game.history if action.kind == "resolve"]
    assert resolved == ["S12", "S07", "S11", "S08"]   # each player's last card needs no answer at all


def test_the_order_is_asked_when_a_draw_can_meet_a_market_section_opening(app):
    # A: S11 + S06 (17), A03: S11 and A03's population reach 9, which opens section III, filled
    # with a blessing from the deck S06 draws from
    game, a, b = _at_rewards(["S11", "S06"], ["S04", "S07"], ("A03", "A01"))
    deck = list(game.state.board.decks["blessing"])
    session = Session(game, TWO, autosave=False)
    board = push_board(app, session, Settings())
    click(app, app.stack.top.button.rect.center)   # I am A
    assert board.viewer() == a and sorted(x["card"] for x in board.ctx.legal) == ["A03", "S06", "S11"]
    click_action(app, board, Action.make("resolve", card="S11"))
    # 8 population: A03 can still open section III, so the order is asked again
    assert session.game.decision.kind == "resolve_setup_card"
    click_action(app, board, Action.make("resolve", card="A03"))
    click_action(app, board, Action.make("gain", population=1))
    # population 9 opened section III; its blessing slot took the top blessing (the deck's last
    # card), so S06 drew the next two
    assert session.game.state.board.market_open == [True, True, True, False]
    assert session.game.state.board.market[2][0] == deck[-1]
    assert sorted(x["card"] for x in session.game.legal_actions()) == sorted(deck[-3:-1])


def test_taking_the_draw_first_would_have_drawn_the_top_two_blessings():
    game, a, _ = _at_rewards(["S11", "S06"], ["S04", "S07"], ("A03", "A01"))
    deck = list(game.state.board.decks["blessing"])
    game.apply(Action.make("resolve", card="S06"))
    assert sorted(x["card"] for x in game.legal_actions()) == sorted(deck[-2:])


# ----------------------------------------------------------------------------- single choices

def _before_a_single_choice(seed: int) -> tuple[Session, Action]:
    """A solo game at Neferet's take_die where taking some die leaves a single choice of action."""
    session = Session.new(GameConfig(players=1, solo=True, difficulty="easy", seed=seed), SOLO, autosave=False)
    chooser = random.Random(seed)
    for _ in range(400):
        game = session.game
        if game.decision.player == 0 and game.decision.kind == "take_die":
            for action in game.legal_actions():
                copy = game.clone()
                reveals = copy.reveals
                copy.apply(action)
                if (copy.decision.kind == "choose_action" and len(copy.legal_actions()) == 1
                        and copy.reveals == reveals):
                    return session, action
        session.apply(chooser.choice(game.legal_actions()))
    raise AssertionError("no single choice found")


@pytest.mark.parametrize("on", [True, False])
def test_a_single_choice_is_taken_by_itself_after_a_beat_only_with_the_setting(app, on):
    session, take = _before_a_single_choice(1)
    board = push_board(app, session, Settings(auto_single_choice=on))
    click_action(app, board, take)
    assert session.game.decision.kind == "choose_action"
    app.step(0.5)   # the beat: the single choice is on the screen
    assert session.game.decision.kind == "choose_action"
    app.step(0.5)
    assert (session.game.decision.kind == "choose_action") is not on


def test_undo_steps_back_over_a_choice_taken_by_itself(app):
    session, take = _before_a_single_choice(1)
    before = session.game.to_json()
    board = push_board(app, session, Settings(auto_single_choice=True))
    click_action(app, board, take)
    app.step(1.0)
    assert session.game.decision.kind == "turn_end"
    click(app, board.buttons["undo"].rect.center)
    # back at the die, not at the single choice (which would be taken again at once)
    assert session.game.to_json() == before
    app.step(1.0)
    assert session.game.decision.kind == "take_die"
    click(app, board.buttons["redo"].rect.center)
    assert session.game.decision.kind == "turn_end"


def test_the_end_of_a_turn_is_never_taken_by_itself(app):
    session, take = _before_a_single_choice(1)
    board = push_board(app, session, Settings(auto_single_choice=True))
    click_action(app, board, take)
    app.step(1.0)
    assert session.game.decision.kind == "turn_end" and session.game.legal_actions() == [Action.make("end_turn")]
    app.step(2.0)
    assert session.game.decision.kind == "turn_end"


def test_the_setting_is_on_the_settings_screen_and_off_by_default(app, tmp_path):
    assert Settings().auto_single_choice is False
    client = Client(app, Settings(window_size=SIZE), settings_path=tmp_path / "settings.json",
                    autosave_folder=tmp_path / "auto", saves_folder=tmp_path / "saves")
    client.settings_screen()
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    row = next(i for i, r in enumerate(scene.rows) if r.field == "auto_single_choice")
    click(app, scene.option_rects[row][1].center)   # On
    click(app, scene.save_button.rect.center)
    assert client.settings.auto_single_choice is True
    assert load_settings(tmp_path / "settings.json")[0].auto_single_choice is True


# ----------------------------------------------------------------------------- the log and the captions

def test_the_log_announces_the_next_turn_only_after_botankhamuns_captions(app):
    session = Session.new(GameConfig(players=1, solo=True, difficulty="easy", seed=2), SOLO, autosave=False)
    chooser = random.Random(2)
    while True:   # Neferet about to end a turn that Botankhamun's turn follows, then hers again
        game = session.game
        if game.decision.kind == "turn_end" and game.decision.player == 0:
            copy = game.clone()
            events = copy.apply(Action.make("end_turn"))
            kinds = [(e["type"], e.get("player")) for e in events]
            if ("turn_started", 1) in kinds and ("turn_started", 0) in kinds:
                break
        session.apply(chooser.choice(game.legal_actions()))
    board = push_board(app, session, Settings())
    lines = len(board.log.lines)
    press(app, pygame.K_RETURN)   # End turn
    assert board.captions
    new = [line.text for line in board.log.lines[lines:]]
    assert "Botankhamun's turn" in new and "Neferet's turn" not in new
    click(app, (5, 300))          # a click skips the captions
    assert not board.captions
    assert "Neferet's turn" in [line.text for line in board.log.lines[lines:]]
