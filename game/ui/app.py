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

Window sizes: the screens are laid out for at least :data:`MIN_WINDOW`. The window manager is
asked not to let the window shrink below it, but it may not listen (tiling window managers, a
desktop smaller than the minimum, a full screen on a small display). Then the app does what
games do with a "logical size": the scenes are laid out and drawn at the smallest size that
fits the minimum (each side widened only as far as needed) on an off-screen canvas, which is
scaled down into the window, centred, with bars on the sides that are left over; mouse
positions are mapped back onto the canvas, so every button still works. Forcing the window
back to the minimum instead would fight the window manager (and cannot work on a screen
smaller than the minimum); cutting the picture off would hide buttons.
"""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path
from typing import Callable

import pygame

from game import APP_TITLE
from game.ui import theme as th
from game.ui.scene import Scene, SceneStack, Size

DEFAULT_TITLE = APP_TITLE


HEADLESS_DRIVERS = ("dummy", "offscreen")
#: The smallest size the screens are laid out for (a smaller window shows them scaled down).
MIN_WINDOW: Size = (1280, 720)
#: The colour of the bars around a scaled-down picture.
LETTERBOX = th.LAPIS_DARK
#: Mouse events whose ``pos`` is a point in the window.
_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def set_minimum_size(size: Size) -> None:
    """Ask the window manager not to let the window be dragged smaller than ``size`` (SDL's
    minimum window size). Headless drivers have no window manager: a window smaller than the
    minimum is handled like anywhere else (see the module's docstring)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return
    with warnings.catch_warnings():
        # pygame-ce reaches SDL's window through Window.from_display_module(), which warns that
        # drawing should move to the Window API; only the minimum size is set here.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = size


def layout_size(window: Size) -> Size:
    """The size the scenes are laid out at in a window of ``window`` pixels: the window's
    own size, each side widened to at least :data:`MIN_WINDOW`."""
    return (max(window[0], MIN_WINDOW[0]), max(window[1], MIN_WINDOW[1]))


def fitted(picture: Size, window: Size) -> pygame.Rect:
    """Where a ``picture`` no smaller than ``window`` shows in it: scaled down to fit, keeping
    its shape, centred (at least 1×1 pixel)."""
    factor = min(window[0] / picture[0], window[1] / picture[1])
    rect = pygame.Rect(0, 0, max(1, round(picture[0] * factor)), max(1, round(picture[1] * factor)))
    rect.center = (window[0] // 2, window[1] // 2)
    return rect


#: The share of the desktop a window may take: room for the title bar, a task bar and a dock.
DESKTOP_ROOM = (0.96, 0.9)


def fit_to_desktop(size: Size) -> Size:
    """``size``, shrunk (keeping its shape) to fit the desktop with room for the title bar and
    task bar: a window of the desktop's own size would open partly off the screen."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:   # no real screen: any size fits
        return size
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return size
    room_w, room_h = desktops[0][0] * DESKTOP_ROOM[0], desktops[0][1] * DESKTOP_ROOM[1]
    factor = min(1.0, room_w / size[0], room_h / size[1])
    return (int(size[0] * factor), int(size[1] * factor))


def open_window(size: Size, fullscreen: bool) -> pygame.Surface:
    """Open (or change) the window: full screen at the desktop's size, or resizable, fitted to
    the desktop and centred on it (SDL otherwise leaves the position to the window manager,
    which may put a large window partly off the screen)."""
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    size = fit_to_desktop(size)
    os.environ["SDL_VIDEO_CENTERED"] = "1"   # read by set_mode, for a new window and a resized one
    window = pygame.display.set_mode(size, pygame.RESIZABLE)
    # a desktop smaller than the minimum: the window may be smaller than the layout (see above)
    set_minimum_size((min(MIN_WINDOW[0], size[0]), min(MIN_WINDOW[1], size[1])))
    return window


class App:
    """The client window and its main loop."""

    #: Frames per second while animating or receiving input.
    fps: int = 60
    #: Longest idle sleep before the loop looks around again, in milliseconds.
    idle_timeout_ms: int = 500
    #: How long without input, in milliseconds, before waiting work is done (:meth:`idle_moment`).
    idle_work_after_ms: int = 150
    #: Longest time step handed to ``Scene.update`` (a stalled frame does not jump ahead).
    max_dt: float = 0.1

    def __init__(self, size: Size = (1366, 768), title: str = DEFAULT_TITLE,
                 fullscreen: bool = False) -> None:
        pygame.display.init()
        pygame.font.init()
        self._flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        window = open_window(size, fullscreen)
        pygame.display.set_caption(title)
        #: The window's surface.
        self.window: pygame.Surface = window
        #: What the scenes draw on: the window itself, or a canvas of :func:`layout_size` when
        #: the window is smaller than :data:`MIN_WINDOW`.
        self.screen: pygame.Surface = window
        #: Where the canvas shows in the window (None: the scenes draw on the window).
        self._view: pygame.Rect | None = None
        self._adopt(window)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self.screen.get_size())
        #: How many frames were drawn and flipped so far.
        self.frames_drawn = 0
        self._pending: list[pygame.event.Event] = []  # events taken while sleeping
        self._animating = False  # whether the last frame had a visible scene animating
        self._last_step = time.perf_counter()
        self._waiting_work: list[Callable[[], None]] = []   # the app's own (:meth:`when_idle`)
        self._listeners: dict[int, Callable[[pygame.event.Event], None]] = {}   # (:meth:`listen`)

    @property
    def running(self) -> bool:
        """True while there is a scene on the stack."""
        return bool(self.stack)

    @property
    def size(self) -> Size:
        """The window size in pixels (the scenes' size is ``stack.size``)."""
        return self.window.get_size()

    def when_idle(self, work: Callable[[], None]) -> None:
        """Run ``work`` once, in a moment without input (:meth:`idle_moment`): work nobody is
        waiting for yet, which must neither delay the first frame nor slow what a click asks for."""
        self._waiting_work.append(work)

    def listen(self, event_type: int, handler: Callable[[pygame.event.Event], None]) -> None:
        """Hand the events of ``event_type`` (one of the program's own, ``pygame.event.custom_type()``,
        which another thread may post) to ``handler`` instead of the scenes."""
        self._listeners[event_type] = handler

    @property
    def has_idle_work(self) -> bool:
        """Whether the app or a visible scene has work waiting for a moment without input."""
        return bool(self._waiting_work) or self.stack.has_idle_work

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
        self._adopt(open_window(size, fullscreen))
        self.stack.resize(self.screen.get_size())

    def quit(self) -> None:
        """End the app: take every scene off the stack (each gets ``on_exit``)."""
        self.stack.clear()

    def close(self) -> None:
        """Close the window and shut pygame down (safe to call twice). Cached fonts die with
        pygame's font module, so the theme's caches are emptied too."""
        pygame.quit()
        th.clear_caches()

    def screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save the window's current picture as a PNG (drawing a pending frame first); return
        the path."""
        if self.running and self.stack.needs_redraw:
            self._draw()
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as file:  # PNG whatever the file name's suffix
            pygame.image.save(self.window, file, "png")
        return target

    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Where the point ``pos`` of the scenes' layout shows in the window (to click it)."""
        view = self._view
        if view is None:
            return pos
        return (view.x + int(pos[0] * view.w / self.screen.get_width()),
                view.y + int(pos[1] * view.h / self.screen.get_height()))

    # ------------------------------------------------------------------ internals

    def _busy(self) -> bool:
        """True when the next frame should come without waiting for input."""
        return bool(self._pending) or self.stack.is_animating or self.stack.needs_redraw

    def _sleep_until_event(self) -> None:
        """Block (near 0 % CPU) until an event arrives or the idle timeout passes; when the app or
        the scenes have work waiting for a moment without input, wait less and then do a piece of it."""
        waiting_work = self.has_idle_work
        event = pygame.event.wait(self.idle_work_after_ms if waiting_work else self.idle_timeout_ms)
        if event.type != pygame.NOEVENT:
            self._pending.append(event)
        elif waiting_work:
            self.idle_moment()

    def idle_moment(self) -> None:
        """Nobody has touched the client for :attr:`idle_work_after_ms` and nothing animates: a
        piece of the app's waiting work (:meth:`when_idle`) is done, or else the visible scenes do
        a piece of theirs (:meth:`Scene.idle`)."""
        if self._waiting_work:
            self._waiting_work.pop(0)()
        else:
            self.stack.idle()

    def _dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit and resize are the app's, the program's own events go to their
        listener, all other input goes to the top scene."""
        if event.type == pygame.QUIT:
            # every scene, from the top down, may veto (a game under a dialog asks first)
            if all(scene.request_quit() for scene in reversed(list(self.stack))):
                self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self._resize(tuple(event.size))
        elif event.type == pygame.WINDOWSIZECHANGED:
            self._resize((event.x, event.y))
        elif event.type in self._listeners:
            self._listeners[event.type](event)
        else:
            if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
                self.stack.dirty = True  # the window lost its picture: paint it again
            top = self.stack.top
            if top is not None:
                top.handle(self._to_canvas(event))

    def _resize(self, size: tuple[int, ...]) -> None:
        """Follow the window to ``size`` and tell every scene (once per distinct layout size)."""
        width, height = max(1, int(size[0])), max(1, int(size[1]))
        surface = pygame.display.get_surface()
        if surface.get_size() != (width, height):
            # pygame 2 resizes the surface of a RESIZABLE window itself; this covers the
            # rest (an event posted by a test, drivers that do not resize it).
            surface = pygame.display.set_mode((width, height), self._flags)
        self._adopt(surface)
        self.stack.dirty = True   # the bars around a scaled picture must be painted too
        if self.stack.size != self.screen.get_size():
            self.stack.resize(self.screen.get_size())

    def _adopt(self, window: pygame.Surface) -> None:
        """Draw into ``window`` directly, or through a canvas if it is below the minimum."""
        self.window = window
        size = layout_size(window.get_size())
        if size == window.get_size():
            self.screen, self._view = window, None
            return
        if self._view is None or self.screen.get_size() != size:   # no canvas yet, or a new size
            self.screen = pygame.Surface(size)
        self._view = fitted(size, window.get_size())

    def _to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with its mouse position moved from the window onto the canvas."""
        view = self._view
        if view is None or event.type not in _POINTER_EVENTS:
            return event
        scale_x, scale_y = self.screen.get_width() / view.w, self.screen.get_height() / view.h
        x, y = event.pos
        moved = dict(event.dict, pos=(int((x - view.x) * scale_x), int((y - view.y) * scale_y)))
        if "rel" in moved:
            moved["rel"] = (int(event.rel[0] * scale_x), int(event.rel[1] * scale_y))
        return pygame.event.Event(event.type, moved)

    def _draw(self) -> bool:
        """Draw and show the picture if it is out of date; return whether it was. Only the areas
        that changed are shown when the scene drawn says which (a board on a kept window)."""
        if not self.stack.needs_redraw:
            return False
        changed = self.stack.draw(self.screen)
        if self._view is not None:   # the canvas is shown scaled: all of it
            self.window.fill(LETTERBOX)
            self.window.blit(pygame.transform.smoothscale(self.screen, self._view.size), self._view)
            changed = None
        if changed is None:
            pygame.display.flip()
        else:
            pygame.display.update(changed)
        self.frames_drawn += 1
        return True
