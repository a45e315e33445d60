"""Window sizes (issue #11, item 7): the client keeps a usable layout when the window is smaller
than its minimum, and every screen lays itself out, draws and takes input at any size without
an exception (1×1, 150×20, a strip 10 px high…)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame
import pytest

from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.ui.context import build_context
from game.tekhenu.ui.rules_document import rules_document
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.maat import MaatScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.tekhenu.ui.scenes.scoring import ScoringScene
from game.tekhenu.ui.widgets.card_choice import CardChoiceWidget
from game.tekhenu.ui.widgets.decision_panel import DecisionPanel
from game.tekhenu.ui.widgets.horus import HorusWidget
from game.tekhenu.ui.widgets.market import MarketWidget
from game.tekhenu.ui.widgets.osiris import OsirisWidget
from game.tekhenu.ui.widgets.player_board import PlayerBoardsWidget
from game.tekhenu.ui.widgets.ra_market import RaMarketWidget
from game.tekhenu.ui.widgets.temple import TempleWidget
from game.tekhenu.ui.widgets.tracks import TracksWidget
from game.tekhenu.ui.widgets.wheel import WheelWidget
from game.ui import theme as th
from game.ui.app import MIN_WINDOW, App
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.dialogs import confirm, message
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.main_menu import MainMenuScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets.log_view import LogWidget

HOT_SEAT = [Seat("Neferet", "blue"), Seat("Amenhotep", "orange"), Seat("Ita", "green"), Seat("Sobek", "pink")]
SOLO = [Seat("Neferet", "blue"), Seat("Botankhamun", "orange", automa=True)]
#: Sizes far below anything the layout is made for.
TINY_SIZES = [(1, 1), (150, 20), (200, 25), (20, 150), (600, 10), (10, 600)]


# ---------------------------------------------------------------------- the app keeps a usable size

class Probe(Scene):
    """Fills the whole screen in one colour; records its sizes and where clicks land."""

    def __init__(self, colour=(212, 164, 46)) -> None:
        self.colour = colour
        self.sizes: list[tuple[int, int]] = []
        self.clicks: list[tuple[int, int]] = []

    def on_resize(self, size):
        super().on_resize(size)
        self.sizes.append(size)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicks.append(event.pos)

    def draw(self, surface):
        surface.fill(self.colour)


@pytest.fixture
def app():
    application = App(MIN_WINDOW)
    pygame.event.clear()
    yield application
    application.close()


def resize(app: App, size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


def test_a_window_below_the_minimum_is_laid_out_at_the_minimum(app):
    probe = Probe()
    app.stack.push(probe)
    for size in TINY_SIZES:
        resize(app, size)
        assert app.size == size                    # the window is what the window manager made it
        assert app.stack.size == MIN_WINDOW        # the screens keep their smallest layout
    resize(app, (900, 1000))
    assert app.stack.size == (1280, 1000)          # each side is widened only as far as needed
    resize(app, (1600, 900))
    assert app.stack.size == (1600, 900)
    assert probe.sizes[0] == MIN_WINDOW and all(w >= 1280 and h >= 720 for w, h in probe.sizes)


def test_a_small_window_shows_the_whole_layout_scaled_down_and_centred(app, tmp_path):
    app.stack.push(Probe(colour=(30, 70, 138)))
    resize(app, (640, 720))                        # the 1280×720 layout at half size: 640×360
    image = pygame.image.load(str(app.screenshot(tmp_path / "small.png")))
    assert image.get_size() == (640, 720)
    assert image.get_at((320, 360))[:3] == (30, 70, 138)              # the picture, in the middle
    assert image.get_at((320, 185))[:3] == (30, 70, 138)
    assert image.get_at((320, 100))[:3] != (30, 70, 138)              # bars above and below it
    assert image.get_at((320, 620))[:3] != (30, 70, 138)


def test_clicks_in_a_small_window_land_where_the_picture_shows_them(app):
    probe = Probe()
    app.stack.push(probe)
    resize(app, (640, 720))
    for pos in ((0, 180), (320, 360), (639, 539)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    assert probe.clicks == [(0, 0), (640, 360), (1278, 718)]


def test_a_point_of_the_layout_is_found_in_a_small_window(app):
    probe = Probe()
    app.stack.push(probe)
    resize(app, (640, 720))
    assert app.window_pos((640, 360)) == (320, 360)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.window_pos((1000, 500)), button=1))
    app.step()
    assert probe.clicks == [(1000, 500)]


def test_a_full_screen_smaller_than_the_minimum_is_laid_out_at_the_minimum():
    application = App(fullscreen=True)
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        assert application.size == desktop
        assert application.stack.size == (max(desktop[0], MIN_WINDOW[0]), max(desktop[1], MIN_WINDOW[1]))
    finally:
        application.close()


def test_a_window_of_one_pixel_still_draws(app, tmp_path):
    app.stack.push(Probe())
    resize(app, (1, 1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1))
    app.step()
    assert pygame.image.load(str(app.screenshot(tmp_path / "dot.png"))).get_size() == (1, 1)


def test_a_large_enough_window_is_drawn_directly(app):
    probe = Probe()
    app.stack.push(probe)
    resize(app, (1366, 768))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(700, 400), button=1))
    app.step()
    assert app.screen is pygame.display.get_surface()
    assert probe.clicks == [(700, 400)]


# ---------------------------------------------------------------------- every screen at any size

def play(session: Session, seed: int, stop: Callable[[Game], bool]) -> Session:
    chooser = random.Random(seed)
    while not stop(session.game):
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


@cache
def finished_game() -> Session:
    return play(Session.new(GameConfig(players=3, seed=10), HOT_SEAT[:3], autosave=False), 10, lambda g: g.is_over)


def drafting_game() -> Session:
    """Three players choosing their starting cards (the card choice covers the board)."""
    return play(Session.new(GameConfig(players=3, seed=6), HOT_SEAT[:3], autosave=False), 6,
                lambda g: g.decision.kind == "draft_starting")


def mid_game() -> Session:
    return play(Session.new(GameConfig(players=4, seed=8), HOT_SEAT, autosave=False), 8,
                lambda g: g.view(-1)["round"] >= 6)


def maat_events(session: Session) -> list[dict]:
    events = session.events
    start = max(i for i, e in enumerate(events) if e["type"] == "maat_started")
    end = max(i for i, e in enumerate(events) if e["type"] == "turn_order")
    return events[start:end + 1]


def board(session: Session) -> BoardScene:
    return BoardScene(session, Settings(confirm_end_turn=False), on_game_over=lambda b: None,
                      on_menu=lambda b: None, on_maat=lambda b, e: None, on_scoring=lambda b, n: None)


def hot_seat_board(new_session: Callable[[], Session]) -> Callable[[SceneStack], None]:
    """The board of a shared screen, past its pass-the-device screen."""
    def push(stack: SceneStack) -> None:
        session = new_session()
        scene = board(session)
        stack.push(scene)
        while stack.top is not scene:
            stack.pop()
        scene.confirmed_viewer = session.game.decision.player
        scene.refresh()
    return push


def pushing(make: Callable[[], Scene]) -> Callable[[SceneStack], None]:
    return lambda stack: stack.push(make())


def log_over_board(stack: SceneStack) -> None:
    scene = board(play(Session.new(GameConfig(players=1, solo=True, difficulty="easy", seed=4), SOLO, autosave=False),
                       4, lambda g: g.view(-1)["round"] >= 3))
    stack.push(scene)
    scene.open_log()


def rules_with_a_search(stack: SceneStack) -> None:
    rules = RulesReferenceScene(rules_document())
    stack.push(rules)
    rules.search.insert("greed")


def screens(folder: Path) -> dict[str, Callable[[SceneStack], None]]:
    """Every screen of the client, each as a way to put it on a stack."""
    Session.new(GameConfig(players=2, seed=1), HOT_SEAT[:2], autosave_folder=folder).save_as(folder / "a.json")
    menu_actions = {key: (lambda: None) for key in ("resume", "new", "load", "rules", "settings", "quit")}
    over = finished_game()
    return {
        "board-draft": hot_seat_board(drafting_game),
        "board-4p": hot_seat_board(mid_game),
        "board-solo": pushing(lambda: board(play(
            Session.new(GameConfig(players=1, solo=True, difficulty="hard", seed=9), SOLO, autosave=False),
            9, lambda g: g.view(-1)["round"] >= 8))),
        "log": log_over_board,
        "maat": pushing(lambda: MaatScene(over, maat_events(over), speed=0.0)),
        "scoring": pushing(lambda: ScoringScene(over, -1, "Scoring 1", scoring=1)),
        "game-over": pushing(lambda: GameOverScene(over, lambda: None, lambda: None, export_folder=folder)),
        "rules": rules_with_a_search,
        "settings": pushing(lambda: SettingsScene(Settings(), lambda settings: None)),
        "pass-device": pushing(lambda: PassDeviceScene("Amenhotep", "orange", lambda: None,
                                                       "Amenhotep: take a die", ["Ita took a die."] * 12)),
        "main-menu": pushing(lambda: MainMenuScene(menu_actions, None)),
        "new-game": pushing(lambda: NewGameScene(lambda *started: None, lambda: None)),
        "load-game": pushing(lambda: LoadGameScene(lambda path: None, folder, folder)),
        "save-as": pushing(lambda: SaveAsScene("Neferet, Ita", lambda name: folder / "saved.json")),
        "dialog": pushing(lambda: confirm("End your turn?", "Nothing more can be played in this turn. " * 6,
                                          lambda: None, yes="End turn")),
        "message": pushing(lambda: message("Game saved", "Saved as \u201cgame\u201d in " + str(folder))),
    }


KEYS = [pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_r, pygame.K_1,
        pygame.K_2, pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_HOME, pygame.K_END, pygame.K_a]


def random_input(rng: random.Random, stack: SceneStack, size: tuple[int, int]) -> list[pygame.event.Event]:
    """A few events: mostly at the top scene's clickable places, the rest anywhere."""
    targets = stack.top.autoplay_targets() if stack.top is not None else []
    if targets and rng.random() < 0.6:
        pos = rng.choice(targets)[0].center
    else:
        pos = (rng.randrange(-2, size[0] + 2), rng.randrange(-2, size[1] + 2))
    kind = rng.random()
    if kind < 0.25:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if kind < 0.6:
        button = 3 if rng.random() < 0.2 else 1
        return [pygame.event.Event(t, pos=pos, button=button) for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    if kind < 0.75:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False,
                                   precise_x=0.0, precise_y=0.0)]
    if kind < 0.85:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab1 "))]
    return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)]


@pytest.fixture(scope="module")
def _pygame() -> None:
    pygame.init()   # no pygame.quit() afterwards: the theme's font cache must stay valid for later tests


@pytest.fixture(scope="module")
def every_screen(_pygame, tmp_path_factory) -> dict[str, Callable[[SceneStack], None]]:
    return screens(tmp_path_factory.mktemp("saves"))


@pytest.mark.parametrize("name", ["board-draft", "board-4p", "board-solo", "log", "maat", "scoring", "game-over",
                                  "rules", "settings", "pass-device", "main-menu", "new-game", "load-game",
                                  "save-as", "dialog", "message"])
def test_every_screen_lays_out_draws_and_takes_input_at_any_size(every_screen, name):
    rng = random.Random(name)
    for size in TINY_SIZES:
        stack = SceneStack(size)
        every_screen[name](stack)
        surface = pygame.Surface(size)
        stack.draw(surface)
        for _ in range(12):
            if stack.top is None:
                break
            for event in random_input(rng, stack, size):
                if stack.top is not None:
                    stack.top.handle(event)
            stack.update(0.25)
            stack.draw(surface)
        stack.resize((1366, 768))       # and back to a normal size, laid out again
        stack.draw(pygame.Surface((1366, 768)))


@pytest.mark.parametrize("widget_type", [WheelWidget, HorusWidget, MarketWidget, TempleWidget, RaMarketWidget,
                                         OsirisWidget, TracksWidget, PlayerBoardsWidget, DecisionPanel, LogWidget,
                                         CardChoiceWidget])
@pytest.mark.parametrize("rect", [(0, 0, 0, 0), (4, 4, 1, 1), (10, 10, -30, -8), (0, 0, 400, 3)])
def test_a_board_widget_squeezed_to_nothing_still_draws(_pygame, widget_type, rect):
    session = drafting_game() if widget_type is CardChoiceWidget else mid_game()
    game = session.game
    theme = th.Theme((150, 20))
    ctx = build_context(game, HOT_SEAT[:len(game.view(-1)["players"])], theme, game.decision.player)
    widget = widget_type()
    widget.layout(pygame.Rect(rect), theme)
    surface = pygame.Surface((200, 30))
    widget.draw(surface, ctx)
    for target in widget.targets(ctx):
        assert target.actions
    widget.hints(ctx)


def test_the_ui_scale_stays_positive_and_fonts_readable_at_any_size():
    for size in [(0, 0), (1, 1), (-5, 40), (150, 20), (10 ** 6, 1)]:
        theme = th.Theme(size)
        assert theme.scale >= th.MIN_SCALE > 0
        assert theme.px(1) >= 1 and theme.font_px("small") >= th.MIN_FONT_PX
