"""A board's frame is drawn by its changes while the window keeps its last frame (issue #14):
only the areas where its picture was painted again, or where the last frame drew over it (hover
glows, the panel, tooltips), are put back. These tests compare such frames with frames drawn
whole, pixel for pixel, in each game."""
from __future__ import annotations

import importlib
import random

import pygame
import pytest

from game import games
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui.app import App
from game.ui.scene import Scene, SceneStack
from game.ui.window_repair import WindowRepair
from tests.ui_driving import first_difference, headless_app, settle, to_board

SETTINGS = Settings(animation_speed="off", confirm_end_turn=False)
COLOURS = ("blue", "orange", "green", "pink")


@pytest.fixture
def app():
    yield from headless_app()


def test_only_the_changed_and_the_covered_areas_are_put_back() -> None:
    picture = pygame.Surface((40, 30))
    picture.fill((200, 0, 0))
    window = pygame.Surface((40, 30))
    repair = WindowRepair()
    repair.picture_replaced()
    repair.put_back(window, picture, kept=True)   # a new picture: all of it, kept or not
    assert window.get_at((39, 29))[:3] == (200, 0, 0)
    window.fill((0, 0, 255))                      # what the frame drew over the picture
    repair.covered(pygame.Rect(0, 0, 10, 10))
    repair.picture_changed(pygame.Rect(30, 20, 5, 5))
    repair.put_back(window, picture, kept=True)
    assert window.get_at((9, 9))[:3] == window.get_at((30, 20))[:3] == (200, 0, 0)
    assert window.get_at((10, 10))[:3] == window.get_at((29, 19))[:3] == (0, 0, 255)
    repair.covered_everywhere()                   # a shade over the whole board
    repair.put_back(window, picture, kept=True)
    assert window.get_at((20, 15))[:3] == (200, 0, 0)
    window.fill((0, 0, 255))
    repair.put_back(window, picture, kept=False)  # the window lost the last frame
    assert window.get_at((20, 15))[:3] == (200, 0, 0)


def test_a_frame_says_which_areas_of_the_window_it_changed() -> None:
    picture, window = pygame.Surface((40, 30)), pygame.Surface((40, 30))
    repair = WindowRepair()
    repair.put_back(window, picture, kept=True)   # the first frame: all of it
    repair.covered(pygame.Rect(0, 0, 10, 10))
    assert repair.drawn() is None
    repair.picture_changed(pygame.Rect(30, 20, 5, 5))
    repair.put_back(window, picture, kept=True)
    repair.covered(pygame.Rect(2, 2, 4, 4))
    repair.covered(pygame.Rect(0, 0, 10, 10))   # drawn over again where it was put back: shown once
    assert repair.drawn() == [pygame.Rect(30, 20, 5, 5), pygame.Rect(0, 0, 10, 10), pygame.Rect(2, 2, 4, 4)]
    repair.covered_everywhere()
    assert repair.drawn() is None


class Plain(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        self.kept_when_drawn = self.window_kept


class Over(Plain):
    is_overlay = True


def test_the_window_is_kept_for_a_scene_alone_on_it_until_the_scenes_change() -> None:
    surface = pygame.Surface((10, 10))
    board, dialog = Plain(), Over()
    stack = SceneStack((10, 10))
    stack.push(board)
    stack.draw(surface)
    assert not board.kept_when_drawn          # its first frame
    stack.draw(surface)
    assert board.kept_when_drawn
    stack.push(dialog)
    stack.draw(surface)
    stack.draw(surface)
    assert not board.kept_when_drawn and not dialog.kept_when_drawn   # drawn under and over another
    stack.pop()
    stack.draw(surface)
    assert not board.kept_when_drawn          # the dialog's pixels are still there
    stack.draw(pygame.Surface((10, 10)))
    assert not board.kept_when_drawn          # another surface
    stack.dirty = True                        # e.g. the window was exposed
    stack.draw(surface)
    assert not board.kept_when_drawn
    alone = SceneStack((10, 10))
    alone.push(Over())
    alone.draw(surface)
    alone.draw(surface)
    assert not alone.top.kept_when_drawn      # nothing opaque under it: the surface is cleared each frame


def board_scene(game_id: str, players: int, seed: int, warm_up: int, settings: Settings = SETTINGS) -> Scene:
    """A hot-seat game of ``game_id`` with ``warm_up`` random moves played, on its board."""
    module = games.get(game_id)
    config = module.config_type(players=players, seed=seed)
    seats = [Seat(f"Player {i + 1}", COLOURS[i]) for i in range(players)]
    session = Session.new(config, seats, autosave=False)
    chooser = random.Random(seed)
    for _ in range(warm_up):
        session.apply(chooser.choice(session.game.legal_actions()))
    board_type = importlib.import_module(f"game.{game_id}.ui.scenes.board").BoardScene
    return board_type(session, settings, on_game_over=lambda b: None, on_menu=lambda b: None)


def hover_frames(app: App, board: Scene, chooser: random.Random, frames: int, dt: float = 0.0) -> None:
    """Frames ``dt`` seconds apart with the mouse moved: mostly onto what may be clicked (a glow,
    a tooltip, a panel button lit), else anywhere."""
    w, h = app.stack.size
    for _ in range(frames):
        places = board.autoplay_targets()
        if places and chooser.random() < 0.7:
            pos = chooser.choice(places)[0].center
        else:
            pos = (chooser.randrange(w), chooser.randrange(h))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(dt)


@pytest.mark.parametrize(("game_id", "players", "seed", "warm_up"), [
    ("tekhenu", 4, 61, 100), ("tekhenu", 2, 62, 0), ("imhotep", 3, 63, 10), ("dynasties", 4, 64, 8)])
def test_a_frame_drawn_by_its_changes_is_the_frame_drawn_whole(app, game_id, players, seed, warm_up) -> None:
    """After moves and hovering, the window is, pixel for pixel, the frame drawn whole."""
    app.set_window((1366, 768))
    board = board_scene(game_id, players, seed, warm_up)
    app.stack.push(board)
    settle(app, board)
    chooser = random.Random(seed)
    kept = compared = 0
    while compared < 30 and not board.session.game.is_over:
        board.play(chooser.choice(board.ctx.legal))
        settle(app, board)
        hover_frames(app, board, chooser, 3)
        kept += board.window_kept
        assert_same_as_whole(app, f"move {compared}")
        compared += 1
    assert compared == 30 and kept >= 20


def assert_same_as_whole(app: App, when: str) -> None:
    """The window is the frame drawn whole (drawn next, at the same moment of any animation)."""
    got = pygame.image.tobytes(app.window, "RGB")
    app.stack.dirty = True
    app.step(0.0)
    want = pygame.image.tobytes(app.window, "RGB")
    assert got == want, f"{when}: first difference at {first_difference(got, want, app.size[0])}"


@pytest.mark.parametrize(("game_id", "players", "seed", "warm_up"), [("tekhenu", 2, 66, 0), ("imhotep", 2, 67, 0)])
def test_the_frames_of_an_animation_drawn_by_their_changes_are_the_frames_drawn_whole(
        app, game_id, players, seed, warm_up) -> None:
    """The wheel turning, a ship sailing: frame after frame of the animation, with the mouse
    moving, the window is the frame drawn whole."""
    app.set_window((1366, 768))
    board = board_scene(game_id, players, seed, warm_up, Settings(animation_speed="normal", confirm_end_turn=False))
    app.stack.push(board)
    settle(app, board)
    chooser = random.Random(seed)
    animated = 0
    for move in range(60):
        if board.session.game.is_over or animated >= 12:
            break
        if board.ctx.legal:
            board.play(chooser.choice(board.ctx.legal))
        to_board(app, board)
        for _ in range(3):
            hover_frames(app, board, chooser, 1, dt=0.1)
            if board.is_animating and board.window_kept:
                animated += 1
                assert_same_as_whole(app, f"move {move}, animating")
    assert animated >= 12


def test_the_app_shows_only_the_areas_a_frame_changed_on_a_kept_window(app, monkeypatch) -> None:
    app.set_window((1366, 768))
    board = board_scene("tekhenu", 2, 65, 40)   # a choice on the board (no band of cards over it)
    app.stack.push(board)
    settle(app, board)
    shown: list[object] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("all"))
    monkeypatch.setattr(pygame.display, "update", lambda areas: shown.append(list(areas)))
    app.stack.dirty = True                    # e.g. the window was exposed
    app.step(0.0)
    assert shown == ["all"]
    glow = board.autoplay_targets()[0][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=glow.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    areas = shown[-1]
    assert isinstance(areas, list) and any(area.contains(glow) for area in areas)
    shown_pixels = pygame.mask.Mask((1366, 768))
    for area in areas:
        shown_pixels.draw(pygame.mask.Mask(area.size, fill=True), area.topleft)
    assert shown_pixels.count() < 1366 * 768 / 3   # the glows, the panel, the buttons: not the board
