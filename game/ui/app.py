"""The application shell: the window, the main loop and the scene stack.

The loop runs at a steady 60 fps while a visible scene animates or input keeps arriving, and
sleeps in ``pygame.event.wait`` when there is nothing to do, so an idle window costs next to
no CPU. A frame is drawn only when some visible scene needs it, and the display is flipped
only when something was drawn.

``App.step()`` processes the pending events, updates and draws exactly one frame, without
waiting: tests and the autoplay mode drive the app with it frame by frame::

    app = App()
    app.stack.push(MenuScene())
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1))
    app.step()
    app.screenshot("menu.png")
"""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path

import pygame

from game.ui.scene import Scene, SceneStack, Size
from game.ui.theme import clear_caches

DEFAULT_TITLE = "Tekhenu: Obelisk of the Sun"


HEADLESS_DRIVERS = ("dummy", "offscreen")
#: The smallest window the layout is made for; the window cannot be made smaller.
MIN_WINDOW: Size = (1280, 720)


def set_minimum_size(size: Size) -> None:
    """Stop the window from being dragged smaller than ``size`` (SDL's minimum window size).
    Headless drivers keep any size (tests and tools render small windows on purpose)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return
    with warnings.catch_warnings():
        # pygame-ce reaches SDL's window through Window.from_display_module(), which warns that
        # drawing should move to the Window API; only the minimum size is set here.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = size


def fit_to_desktop(size: Size) -> Size:
    """``size``, shrunk (keeping its shape) to fit the desktop with room for the title bar."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:   # no real screen: any size fits
        return size
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return size
    room_w, room_h = desktops[0][0] * 0.96, desktops[0][1] * 0.9
    factor = min(1.0, room_w / size[0], room_h / size[1])
    return (int(size[0] * factor), int(size[1] * factor))


class App:
    """The client window and its main loop."""

    #: Frames per second while animating or receiving input.
    fps: int = 60
    #: Longest idle sleep before the loop looks around again, in milliseconds.
    idle_timeout_ms: int = 500
    #: Longest time step handed to ``Scene.update`` (a stalled frame does not jump ahead).
    max_dt: float = 0.1

    def __init__(self, size: Size = (1366, 768), title: str = DEFAULT_TITLE,
                 fullscreen: bool = False) -> None:
        pygame.display.init()
        pygame.font.init()
        if fullscreen:
            self._flags = pygame.FULLSCREEN
            self.screen = pygame.display.set_mode((0, 0), self._flags)  # the desktop's size
        else:
            self._flags = pygame.RESIZABLE
            self.screen = pygame.display.set_mode(fit_to_desktop(size), self._flags)
            set_minimum_size(MIN_WINDOW)
        pygame.display.set_caption(title)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self.screen.get_size())
        #: How many frames were drawn and flipped so far.
        self.frames_drawn = 0
        self._pending: list[pygame.event.Event] = []  # events taken while sleeping
        self._animating = False  # whether the last frame had a visible scene animating
        self._last_step = time.perf_counter()

    @property
    def running(self) -> bool:
        """True while there is a scene on the stack."""
        return bool(self.stack)

    @property
    def size(self) -> Size:
        """The window size in pixels."""
        return self.screen.get_size()

    # ------------------------------------------------------------------ main loop

    def run(self, first_scene: Scene) -> None:
        """Show ``first_scene`` and run until the stack is empty, then close the window."""
        self.stack.push(first_scene)
        self.run_stack()

    def run_stack(self) -> None:
        """Run the scenes already on the stack until it is empty, then close the window."""
        try:
            while self.running:
                if not self._busy():
                    self._sleep_until_event()
                self.clock.tick(self.fps)  # caps the frame rate; no wait after a long sleep
                self.step()
        finally:
            self.close()

    def step(self, dt: float | None = None) -> bool:
        """Process the pending events, then update and draw one frame. Never waits.

        ``dt`` is the time step in seconds given to the scenes; by default the time since the
        last frame when animating (at most :attr:`max_dt`), else 0 (time spent idle does
        not count). Returns True if a frame was drawn and flipped.
        """
        events, self._pending = self._pending + pygame.event.get(), []
        for event in events:
            if not self.running:
                break
            self._dispatch(event)
        if not self.running:
            return False
        now = time.perf_counter()
        if dt is None:
            dt = min(now - self._last_step, self.max_dt) if self._animating else 0.0
        self._last_step = now
        self.stack.update(dt)
        drawn = self._draw()
        self._animating = self.stack.is_animating
        return drawn

    def set_window(self, size: Size, fullscreen: bool = False) -> None:
        """Change the window's size or switch full screen on or off; the scenes lay out again."""
        self._flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        self.screen = pygame.display.set_mode((0, 0) if fullscreen else size, self._flags)
        self.stack.resize(self.screen.get_size())

    def quit(self) -> None:
        """End the app: take every scene off the stack (each gets ``on_exit``)."""
        self.stack.clear()

    def close(self) -> None:
        """Close the window and shut pygame down (safe to call twice). Cached fonts die with
        pygame's font module, so the theme's caches are emptied too."""
        pygame.quit()
        clear_caches()

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save the current frame as a PNG (drawing a pending frame first); return the path."""
        if self.running and self.stack.needs_redraw:
            self._draw()
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as file:  # PNG whatever the file name's suffix
            pygame.image.save(self.screen, file, "png")
        return target

    # ------------------------------------------------------------------ internals

    def _busy(self) -> bool:
        """True when the next frame should come without waiting for input."""
        return bool(self._pending) or self.stack.is_animating or self.stack.needs_redraw

    def _sleep_until_event(self) -> None:
        """Block (near 0 % CPU) until an event arrives or the idle timeout passes."""
        event = pygame.event.wait(self.idle_timeout_ms)
        if event.type != pygame.NOEVENT:
            self._pending.append(event)

    def _dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit and resize are the app's, all other input goes to the top."""
        if event.type == pygame.QUIT:
            # every scene, from the top down, may veto (a game under a dialog asks first)
            if all(scene.request_quit() for scene in reversed(list(self.stack))):
                self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self._resize(tuple(event.size))
        elif event.type == pygame.WINDOWSIZECHANGED:
            self._resize((event.x, event.y))
        else:
            if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
                self.stack.dirty = True  # the window lost its picture: paint it again
            top = self.stack.top
            if top is not None:
                top.handle(event)

    def _resize(self, size: tuple[int, ...]) -> None:
        """Follow the window to ``size`` and tell every scene (once per distinct size)."""
        width, height = max(1, int(size[0])), max(1, int(size[1]))
        surface = pygame.display.get_surface()
        if surface.get_size() != (width, height):
            # pygame 2 resizes the surface of a RESIZABLE window itself; this covers the
            # rest (an event posted by a test, drivers that do not resize it).
            surface = pygame.display.set_mode((width, height), self._flags)
        self.screen = surface
        if self.stack.size != (width, height):
            self.stack.resize((width, height))

    def _draw(self) -> bool:
        """Draw and flip if the picture is out of date; return whether it was."""
        if not self.stack.needs_redraw:
            return False
        self.stack.draw(self.screen)
        pygame.display.flip()
        self.frames_drawn += 1
        return True
