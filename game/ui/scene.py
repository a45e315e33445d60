"""Scenes and the scene stack.

A :class:`Scene` is one screen of the client (main menu, board, a confirmation dialog…).
Scenes live on a :class:`SceneStack`; the app loop (:mod:`game.ui.app`) sends input to the
top scene only, updates and draws the *visible* scenes, and ends when the stack is empty.

Lifecycle, as the stack drives it:

* ``push(scene)``: the stack sets ``scene.stack``, calls ``scene.on_resize(size)`` (so a
  scene lays itself out in one place) and then ``scene.on_enter()``.
* ``pop()``: ``scene.on_exit()``, then ``scene.stack`` becomes ``None``.
* ``replace(scene)``: the old top's ``on_exit()`` runs before the new scene's ``on_enter()``.
* ``clear()``: ``on_exit()`` from the top down. An empty stack ends the app.

When nothing needs a frame, the app waits for input; a visible scene that has work waiting
for a moment without input (``has_idle_work``) gets ``idle()`` calls once the client has been
left alone for a short while.

Changes take effect at once: after a scene pushes a dialog from ``handle()``, the next event
goes to the dialog. A scene with ``is_overlay = True`` is transparent: the scenes below it
stay visible (down to and including the first opaque scene) and are drawn first, bottom to
top, e.g. a confirmation dialog over the board.

Scenes never decide what is legal; they show what the rules offer and report clicks.
Hit-test on ``event.pos``, not on ``pygame.mouse.get_pos()`` (simulated clicks in tests and
the autoplay mode do not move the mouse).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

import pygame

Size = tuple[int, int]


class Scene:
    """One screen of the client. Subclasses override the hooks they need.

    ``needs_redraw`` is the scene's "my picture changed" flag: set it whenever what
    :meth:`draw` would paint differs from the last frame; the stack clears it after drawing.
    It starts ``True`` so a new scene is drawn once.
    """

    #: Transparent scenes let the scenes below show through (dialogs, tooltips, menus).
    is_overlay: ClassVar[bool] = False
    #: The stack this scene is on (set by the stack), ``None`` when not on a stack.
    stack: SceneStack | None = None
    #: Set when the scene's picture changed; the app only redraws when some scene needs it.
    needs_redraw: bool = True
    #: Set by the stack before each :meth:`draw`: True when the surface still holds exactly the
    #: scene's last frame (it was and is the only visible scene, and nothing was pushed, popped,
    #: resized or exposed since), so that the scene may repaint only what changed.
    window_kept: bool = False
    #: Set by a scene's :meth:`draw` that knows it: the areas of the surface that frame changed
    #: (None: maybe all of it). When the window was kept, the app shows only those.
    drawn_areas: list[pygame.Rect] | None = None

    @property
    def is_animating(self) -> bool:
        """True while the scene needs frames without input (animations, timers, waiting AI)."""
        return False

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (only the top scene receives events)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (called once per frame for every visible scene)."""

    @property
    def has_idle_work(self) -> bool:
        """True while the scene has work that waits for a moment without input (:meth:`idle`)."""
        return False

    def idle(self) -> None:
        """Do a piece of the work that waits for a moment without input: preparing what the
        next moves may show, so that the frame after a click does not pay for it. The app calls
        it when nobody has touched the client for a while, never while something animates."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene onto ``surface`` (the whole window)."""

    def on_enter(self) -> None:
        """Called once, when the scene is put on the stack."""

    def on_exit(self) -> None:
        """Called once, when the scene is taken off the stack."""

    def on_resize(self, size: Size) -> None:
        """The window is now ``size`` pixels; lay out again. The default asks for a redraw."""
        self.needs_redraw = True

    def on_settings(self, settings: Any) -> None:
        """The player changed the settings (``game.settings.Settings``); a scene that uses
        them (a board: animation speed, confirmations) follows them at once."""

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        """The places a player may click now, with their labels: what this scene highlights as
        clickable. The click-driven autoplay (tests, ``--autoplay-clicks``) chooses among them."""
        return []

    def request_quit(self) -> bool:
        """The window's close button was pressed while this scene is on the stack.

        The app asks every scene from the top down and ends when all return True. Return
        False to veto, e.g. after pushing a confirmation dialog that calls
        ``self.stack.clear()`` if the player confirms.
        """
        return True


class SceneStack:
    """The scenes of the client, bottom to top; the top scene has the input focus."""

    def __init__(self, size: Size | None = None) -> None:
        self._scenes: list[Scene] = []
        #: The window size, given to every scene when it is pushed and on each resize.
        self.size: Size | None = size
        #: Set when scenes were added or removed, so the whole window needs a redraw.
        self.dirty = True
        #: The surface and the scenes of the last frame (see ``Scene.window_kept``).
        self._last_frame: tuple[pygame.Surface, list[Scene]] | None = None

    # ------------------------------------------------------------------ changes

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top: it gets the input focus."""
        if scene.stack is not None:
            raise ValueError(f"{scene!r} is already on a scene stack")
        self._scenes.append(scene)
        scene.stack = self
        scene.needs_redraw = True
        self.dirty = True
        if self.size is not None:
            scene.on_resize(self.size)
        scene.on_enter()

    def pop(self) -> Scene:
        """Take the top scene off and return it. Popping the last scene ends the app."""
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        self.dirty = True
        scene.on_exit()
        scene.stack = None
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene`` (old ``on_exit`` first); return the old top."""
        old = self.pop() if self._scenes else None
        self.push(scene)
        return old

    def clear(self) -> None:
        """Take every scene off, top first. This ends the app."""
        while self._scenes:
            self.pop()

    def resize(self, size: Size) -> None:
        """Record the new window size and tell every scene, bottom to top."""
        self.size = size
        self.dirty = True
        for scene in list(self._scenes):
            if scene.stack is self:
                scene.on_resize(size)

    # ------------------------------------------------------------------ queries

    @property
    def top(self) -> Scene | None:
        """The scene with the input focus, or ``None`` when the stack is empty."""
        return self._scenes[-1] if self._scenes else None

    def visible(self) -> list[Scene]:
        """The scenes that show, bottom to top: the top one and, through overlays, those
        below it down to and including the first opaque scene."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].is_overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    @property
    def is_animating(self) -> bool:
        """True while a visible scene needs frames without input."""
        return any(scene.is_animating for scene in self.visible())

    @property
    def has_idle_work(self) -> bool:
        """True while a visible scene has work waiting for a moment without input."""
        return any(scene.has_idle_work for scene in self.visible())

    def idle(self) -> None:
        """A moment without input: the visible scenes do a piece of their waiting work."""
        for scene in self.visible():
            if scene.stack is self and scene.has_idle_work:
                scene.idle()

    @property
    def needs_redraw(self) -> bool:
        """True when the window's picture is out of date."""
        return self.dirty or any(scene.needs_redraw for scene in self.visible())

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """The scenes, bottom to top."""
        return iter(list(self._scenes))

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    # ------------------------------------------------------------------ per frame

    def update(self, dt: float) -> None:
        """Advance the visible scenes by ``dt`` seconds, bottom to top."""
        for scene in self.visible():
            if scene.stack is self:  # an earlier update may have removed it
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Paint the visible scenes bottom to top and mark the picture up to date. Returns the
        areas of ``surface`` that changed, when the one scene drawn says so on a kept window (None:
        maybe all of it)."""
        scenes = self.visible()
        kept = not self.dirty and self._last_frame == (surface, scenes)
        self._last_frame = (surface, scenes)
        if not scenes or scenes[0].is_overlay:
            surface.fill((0, 0, 0))  # nothing opaque underneath: do not smear old frames
            kept = False
        self.dirty = False
        for scene in scenes:
            scene.needs_redraw = False  # cleared first: a draw() may ask for another frame
            scene.window_kept = kept and len(scenes) == 1
            scene.drawn_areas = None
            scene.draw(surface)
        return scenes[0].drawn_areas if kept and len(scenes) == 1 else None
