"""The pass-the-device screen of a hot-seat game while it waits for the next player (issue #14):
it is painted straight onto the window, and its hover frames redraw its buttons alone.
"""
from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.pass_device import PassDeviceScene
from tests.ui_driving import headless_app, post


@pytest.fixture
def app():
    yield from headless_app()


def window(app: App) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def test_the_pass_screen_shows_the_same_whether_painted_straight_kept_or_under_the_menu(app):
    app.set_window((1366, 768))
    screen = PassDeviceScene("Łucja", "green", lambda: None, "Łucja: take a die",
                             recap=["Ana took a die and built a statue."], on_menu=lambda: None)
    app.stack.push(screen)
    app.step(0.0)
    first = window(app)

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=screen.button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    assert screen.window_kept
    assert screen.drawn_areas and all(area.colliderect(screen.button.rect) or area.colliderect(screen.menu_button.rect)
                                      for area in screen.drawn_areas)
    assert window(app) != first                  # the button is lit

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)
    assert window(app) == first                  # and put out again, on the same background

    app.stack.push(Overlay())                    # e.g. the in-game menu: the screen is drawn under it
    app.step(0.0)
    assert not screen.window_kept and window(app) == first
    app.stack.pop()
    app.step(0.0)
    assert not screen.window_kept and window(app) == first


class Overlay(Scene):
    """A scene over the pass screen that draws nothing of its own."""

    is_overlay = True
