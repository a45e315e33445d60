"""Driving a scene headless in the UI tests: a backdrop under it, an app at a fixed size, and
input events posted the way the window would send them."""
from __future__ import annotations

import os
from collections.abc import Iterator

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.ui import theme as th
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.pass_device import PassDeviceScene

SIZE = (1366, 768)


class Backdrop(Scene):
    """The scene under the one being tested (so that popping leaves something)."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(th.SAND)


def headless_app() -> Iterator[App]:
    """An app at :data:`SIZE` with a backdrop, closed afterwards (``yield from`` it in a
    fixture)."""
    th.clear_caches()          # fonts made under an earlier pygame.init are invalid now
    application = App(size=SIZE)
    pygame.event.clear()
    application.stack.push(Backdrop())
    yield application
    application.close()
    th.clear_caches()


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


def first_difference(a: bytes, b: bytes, width: int) -> tuple[int, int] | None:
    """The first pixel (x, y) where two RGB pictures ``width`` pixels wide differ, if any."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return (i // 3) % width, (i // 3) // width
    return None


def to_board(app: App, board: Scene) -> None:
    """Past the pass screens (the next player says who they are) and anything else over ``board``."""
    for _ in range(20):
        top = app.stack.top
        if isinstance(top, PassDeviceScene):
            app.stack.pop()
            top.on_ready()
        elif top is not board:
            app.stack.pop()
        else:
            break


def settle(app: App, board: Scene) -> None:
    """Past the pass screens and to the end of every animation of ``board``, then one frame drawn."""
    to_board(app, board)
    app.step(0.0)        # the first frame of the new position starts its animations (the wheel turning)
    board.update(10.0)   # and they end
    app.step(0.0)
