"""The application shell: scene stack semantics and the frame-by-frame app loop (headless)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.app import MIN_WINDOW, App
from game.ui.scene import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes every hook call into a shared log and fills a rect in its colour."""

    def __init__(self, name: str, log: list, colour=(200, 40, 40), rect=None) -> None:
        self.name = name
        self.log = log
        self.colour = colour
        self.rect = pygame.Rect(rect) if rect else None
        self.events: list[pygame.event.Event] = []
        self.sizes: list[tuple[int, int]] = []
        self.dts: list[float] = []
        self.frames_left = 0  # animate for this many more frames

    @property
    def is_animating(self) -> bool:
        return self.frames_left > 0

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.events.append(event)
            self.log.append(("click", self.name, event.pos))

    def update(self, dt):
        self.dts.append(dt)
        if self.frames_left:
            self.frames_left -= 1
            self.needs_redraw = True

    def draw(self, surface):
        self.log.append(("draw", self.name))
        surface.fill(self.colour, self.rect)

    def on_enter(self):
        self.log.append(("enter", self.name))

    def on_exit(self):
        self.log.append(("exit", self.name))

    def on_resize(self, size):
        super().on_resize(size)
        self.sizes.append(size)


class Dialog(Recorder):
    """A confirmation dialog: an overlay with an OK button that pops it, hit-tested on event.pos."""

    is_overlay = True

    def __init__(self, name, log, on_ok=None):
        super().__init__(name, log, colour=(30, 70, 138), rect=(100, 100, 200, 100))
        self.button = pygame.Rect(120, 160, 80, 30)
        self.on_ok = on_ok

    def handle(self, event):
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.button.collidepoint(event.pos):
            (self.on_ok or self.stack.pop)()


class GuardedBoard(Recorder):
    """Vetoes closing the window and asks for a confirmation instead."""

    def request_quit(self):
        self.log.append(("request_quit", self.name))
        self.stack.push(Dialog("confirm", self.log, on_ok=lambda: self.stack.clear()))
        return False


def click(pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def only(log, kind):
    return [entry[1:] if len(entry) > 2 else entry[1] for entry in log if entry[0] == kind]


@pytest.fixture
def app():
    application = App(size=MIN_WINDOW)
    pygame.event.clear()  # the window's own start-up events
    yield application
    application.close()


@pytest.fixture
def flips(monkeypatch):
    """Count display flips."""
    count = {"n": 0}
    real_flip = pygame.display.flip

    def counting_flip():
        count["n"] += 1
        real_flip()

    monkeypatch.setattr(pygame.display, "flip", counting_flip)
    return count


# ---------------------------------------------------------------------- scene stack


def test_push_pop_enter_exit_order_and_stack_reference():
    log: list = []
    stack = SceneStack((800, 600))
    menu, board = Recorder("menu", log), Recorder("board", log)
    stack.push(menu)
    stack.push(board)
    assert stack.top is board and len(stack) == 2 and list(stack) == [menu, board]
    assert menu.stack is stack and board.stack is stack
    assert board.sizes == [(800, 600)]  # laid out before on_enter
    assert stack.pop() is board
    assert board.stack is None and stack.top is menu
    assert log == [("enter", "menu"), ("enter", "board"), ("exit", "board")]
    with pytest.raises(ValueError):
        stack.push(menu)  # already on the stack


def test_replace_exits_old_before_entering_new():
    log: list = []
    stack = SceneStack()
    menu, setup, board = (Recorder(n, log) for n in ("menu", "setup", "board"))
    stack.push(menu)
    stack.push(setup)
    assert stack.replace(board) is setup
    assert list(stack) == [menu, board] and setup.stack is None
    assert log[-2:] == [("exit", "setup"), ("enter", "board")]
    empty = SceneStack()
    assert empty.replace(Recorder("first", log)) is None and len(empty) == 1


def test_clear_exits_top_first_and_pop_empty_raises():
    log: list = []
    stack = SceneStack()
    for name in ("a", "b", "c"):
        stack.push(Recorder(name, log))
    stack.clear()
    assert only(log, "exit") == ["c", "b", "a"] and stack.top is None and not stack
    with pytest.raises(IndexError):
        stack.pop()


def test_scene_changes_the_stack_through_its_reference():
    log: list = []
    stack = SceneStack()
    menu = Recorder("menu", log)
    stack.push(menu)
    menu.stack.replace(Recorder("board", log))
    assert stack.top.name == "board" and menu.stack is None


def test_overlays_draw_over_the_scenes_below_in_order(app):
    log: list = []
    board = Recorder("board", log, colour=(240, 228, 196))
    app.stack.push(board)
    app.stack.push(Dialog("dialog", log))
    app.stack.push(Dialog("tooltip", log))
    app.step()
    assert only(log, "draw") == ["board", "dialog", "tooltip"]
    assert app.screen.get_at((10, 10))[:3] == (240, 228, 196)  # board shows around the dialog
    assert app.screen.get_at((150, 150))[:3] == (30, 70, 138)  # dialog on top of it

    log.clear()
    app.stack.push(Recorder("menu", log))  # opaque: hides everything below
    app.step()
    assert only(log, "draw") == ["menu"]
    assert app.stack.visible() == [app.stack.top]


def test_closing_an_overlay_redraws_the_scene_below(app, flips):
    log: list = []
    app.stack.push(Recorder("board", log))
    app.stack.push(Dialog("dialog", log))
    app.step()
    log.clear()
    app.stack.pop()
    assert app.step() is True and only(log, "draw") == ["board"] and flips["n"] == 2


def test_popping_the_last_scene_ends_the_app(app, flips):
    log: list = []
    app.stack.push(Dialog("only", log))  # its OK button pops it
    assert app.step() and app.running
    click((130, 170))
    assert app.step() is False
    assert not app.running and only(log, "exit") == ["only"] and flips["n"] == 1


# ---------------------------------------------------------------------- app loop


def test_events_go_to_the_top_scene_only_hit_tested_on_event_pos(app):
    log: list = []
    board = Recorder("board", log)
    dialog = Dialog("dialog", log)
    app.stack.push(board)
    app.stack.push(dialog)
    click((10, 10))  # outside the dialog's button: the board underneath must not get it
    app.step()
    assert [e.pos for e in dialog.events] == [(10, 10)] and board.events == []

    click((130, 170))  # OK: the dialog pops itself; the next click in the same batch
    click((300, 300))  # already goes to the new top
    app.step()
    assert app.stack.top is board
    assert only(log, "click") == [("dialog", (10, 10)), ("dialog", (130, 170)), ("board", (300, 300))]


def test_resize_is_forwarded_to_every_scene(app):
    log: list = []
    board, dialog, menu = Recorder("board", log), Dialog("dialog", log), Recorder("menu", log)
    for scene in (board, dialog, menu):
        app.stack.push(scene)
    app.step()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=900))  # same resize
    app.step()
    for scene in (board, dialog, menu):  # hidden scenes too, each told once
        assert scene.sizes == [MIN_WINDOW, (1600, 900)]
    assert app.size == (1600, 900) and app.stack.size == (1600, 900)
    assert board.events == dialog.events == menu.events == []
    late = Recorder("late", log)
    app.stack.push(late)
    assert late.sizes == [(1600, 900)]


def test_quit_can_be_vetoed_to_ask_for_confirmation(app):
    log: list = []
    app.stack.push(GuardedBoard("board", log))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert app.running and app.stack.top.name == "confirm"
    assert only(log, "draw")[-2:] == ["board", "confirm"]  # the dialog over the board
    click((130, 170))  # confirm
    app.step()
    assert not app.running and only(log, "exit") == ["confirm", "board"]


def test_quit_without_veto_ends_the_app(app):
    log: list = []
    app.stack.push(Recorder("menu", log))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step() is False and not app.running


def test_step_with_nothing_to_do_draws_nothing(app, flips):
    log: list = []
    board = Recorder("board", log)
    app.stack.push(board)
    assert app.step() is True and flips["n"] == 1
    for _ in range(5):
        assert app.step() is False
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.step() is False  # input that changes nothing draws nothing
    assert flips["n"] == 1 and app.frames_drawn == 1 and only(log, "draw") == ["board"]
    board.needs_redraw = True
    assert app.step() is True and flips["n"] == 2


def test_animating_scene_gets_frames_and_idle_time_does_not_count(app, flips):
    log: list = []
    board = Recorder("board", log)
    app.stack.push(board)
    app.step()
    assert board.dts == [0.0]  # not animating before: no time step
    board.frames_left = 3
    app.step(dt=1 / 60)
    assert app.stack.is_animating and app.step() and app.step()
    assert not app.stack.is_animating and not app.step()
    assert board.dts[1] == pytest.approx(1 / 60)
    assert all(0 <= dt <= app.max_dt for dt in board.dts)
    assert flips["n"] == 4


def test_screenshot_writes_a_png_of_the_window_size(app, tmp_path):
    log: list = []
    app.stack.push(Recorder("board", log, colour=(212, 164, 46)))
    path = app.screenshot(tmp_path / "shots" / "board.png")  # draws the pending frame first
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(path))
    assert image.get_size() == MIN_WINDOW and image.get_at((640, 360))[:3] == (212, 164, 46)


class FakeClock:
    def __init__(self):
        self.ticks: list[int] = []

    def tick(self, fps=0):
        self.ticks.append(fps)
        return 16


def run_quietly(app, monkeypatch, scene: Recorder, frames: int, quiet: int) -> list[int]:
    """Run the app with ``scene`` animating for ``frames`` frames; ``pygame.event.wait`` times
    out ``quiet`` times (nobody touches the client), then the window is closed. Returns the
    timeouts the loop waited with."""
    waits: list[int] = []

    def fake_wait(timeout=0):
        waits.append(timeout)
        return pygame.event.Event(pygame.NOEVENT if len(waits) <= quiet else pygame.QUIT)

    monkeypatch.setattr(pygame.event, "wait", fake_wait)
    scene.frames_left = frames
    app.clock = FakeClock()
    app.run(scene)
    return waits


def test_run_sleeps_when_idle_and_ticks_at_60_fps_when_animating(app, monkeypatch):
    log: list = []
    waits = run_quietly(app, monkeypatch, Recorder("board", log), frames=3, quiet=1)
    # 3 animated frames without waiting, then asleep (one timeout) until the close button
    assert waits == [app.idle_timeout_ms, app.idle_timeout_ms]
    assert app.clock.ticks == [60] * 5
    assert only(log, "draw") == ["board"] * 3 and only(log, "exit") == ["board"]


class Preparing(Recorder):
    """A scene with two pieces of work waiting for a moment without input."""

    def __init__(self, name, log):
        super().__init__(name, log)
        self.waiting = 2

    @property
    def has_idle_work(self):
        return self.waiting > 0

    def idle(self):
        self.log.append(("idle", self.name, self.frames_left))
        self.waiting -= 1


def test_waiting_work_is_done_in_moments_without_input_never_while_animating(app, monkeypatch):
    log: list = []
    waits = run_quietly(app, monkeypatch, Preparing("board", log), frames=2, quiet=3)
    # the animation's frames first; then a short wait before each piece of work, the usual one after
    assert only(log, "idle") == [("board", 0), ("board", 0)]
    assert waits == [app.idle_work_after_ms, app.idle_work_after_ms, app.idle_timeout_ms, app.idle_timeout_ms]
    assert app.idle_work_after_ms < app.idle_timeout_ms


def test_the_apps_own_waiting_work_is_done_once_in_the_first_moment_without_input(app, monkeypatch):
    log: list = []
    app.when_idle(lambda: log.append(("idle", "app", len(only(log, "draw")))))
    waits = run_quietly(app, monkeypatch, Preparing("board", log), frames=2, quiet=4)
    # never before the first frames nor during the animation; first the app's, then the scene's, once each
    assert only(log, "idle") == [("app", 2), ("board", 0), ("board", 0)]
    assert waits == [app.idle_work_after_ms] * 3 + [app.idle_timeout_ms] * 2


def test_the_apps_waiting_work_keeps_the_loop_waking_for_it(app):
    done: list[str] = []
    assert not app.has_idle_work
    app.when_idle(lambda: done.append("sounds"))
    assert app.has_idle_work
    app.idle_moment()
    assert done == ["sounds"] and not app.has_idle_work


class Hearing(Recorder):
    """A scene that notes every event it is handed."""

    def handle(self, event):
        self.log.append(("event", self.name, event.type))


def test_the_programs_own_events_go_to_their_listener_not_the_scenes(app):
    log: list = []
    app.stack.push(Hearing("board", log))
    heard: list[str] = []
    saved, other = pygame.event.custom_type(), pygame.event.custom_type()
    app.listen(saved, lambda event: heard.append(event.reason))
    pygame.event.post(pygame.event.Event(saved, reason="disk full"))
    pygame.event.post(pygame.event.Event(other))
    app.step()
    types = [entry[1] for entry in only(log, "event")]
    assert heard == ["disk full"] and saved not in types and other in types


def test_a_moment_without_input_goes_to_the_visible_scenes_only(app):
    log: list = []
    hidden, shown = Preparing("hidden", log), Preparing("shown", log)
    app.stack.push(hidden)
    app.stack.push(shown)   # opaque: the scene below does not show
    assert app.stack.has_idle_work
    app.idle_moment()
    assert only(log, "idle") == [("shown", 0)] and hidden.waiting == 2


def test_fullscreen_window_uses_the_desktop_size():
    application = App(fullscreen=True, title="Tekhenu test")
    try:
        assert application.size == pygame.display.get_desktop_sizes()[0]
        assert pygame.display.get_caption()[0] == "Tekhenu test"
    finally:
        application.close()
