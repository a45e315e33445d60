"""Random input through every screen of the client, to find crashes and slow frames (issue #11).

    python -m game.tools.fuzz_ui --events 100000 --seed 1 [--size 1366x768] [--games imhotep,dynasties]

It runs the real client under SDL's dummy video driver (no window) and posts random input into
pygame's event queue — left and right clicks, the mouse wheel, mouse motion, drags, keys (Esc,
Ctrl+Z, Ctrl+Y, R, L, S, F1, the digits, Enter, Tab, Backspace, letters typed into text
fields…), window resizes from 1×1 to 5000×3000 and now and then the window's close button —
stepping the app one frame after each input. Most clicks go to the places the current screen
offers (``Scene.autoplay_targets``, as the click-driven autoplay uses them), so games move on
and every screen comes up: main menu, new game, set-up drafts, the board, pass-the-device,
Maat, scoring, game over, rules, settings, load, save-as, the in-game menu and the dialogs.

When the app quits, when a game has been over for a while, when nothing has changed for a long
time, and anyway every few hundred inputs, it starts again at the main menu. So that the
screens deep in a game come up often, each restart also leaves a game a few moves before a
Maat phase, a scoring or the end (or in its set-up) as the newest unfinished autosave, which
the main menu's Resume and the Load list offer (a Tekhenu game). ``--games`` keeps a run to
some of the games: a stray click that chooses another one on the main menu starts it again.

Everything the client writes (autosaves, saves, settings, exported logs) goes to a temporary
folder: the user's folders are never touched.

It reports the events posted, the screens visited, every crash (traceback, seed and event
number) and the slowest frames; the exit status is 1 after a crash or a frame over 1 s. A run
is repeatable: the same seed posts the same input (time steps are fixed, and the seeds of the
games it starts come from its own seed), so ``--events`` set to a crash's event number replays
up to that crash.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

import platformdirs
import pygame

from game.seats import SEAT_COLOURS, Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.maat import MaatScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.tekhenu.ui.scenes.scoring import ScoringScene
from game.ui.app import App
from game.ui.autoplay import click_events
from game.ui.client import Client
from game.ui.game_ui import is_board
from game.ui.scene import Scene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.log_scene import LogScene
from game.ui.scenes.main_menu import MainMenuScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene

#: Frames slower than this are reported, and fail the run.
SLOW_FRAME_SECONDS = 1.0
#: The time step of every frame (fixed, so that a run can be repeated).
FRAME_DT = 0.1
#: Inputs on one screen without any change before the fuzzer starts again from the main menu.
STUCK_INPUTS = 300
#: Inputs on the game-over screen before the fuzzer starts again from the main menu.
GAME_OVER_INPUTS = 25
#: Inputs after which the fuzzer starts again anyway (with a new game near a deep screen).
RESTART_INPUTS = 700
#: Saved games kept in each folder (older ones are removed at each restart).
KEEP_SAVES = 6

#: Window sizes a resize picks (half the time a usual one), besides random ones.
NORMAL_SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
ODD_SIZES = [(1, 1), (150, 20), (200, 25), (20, 150), (640, 360), (800, 600), (1279, 719), (3000, 500),
             (500, 3000), (5000, 3000)]
#: The kinds of input (each a ``Fuzzer._<kind>`` method) and how often each is chosen.
INPUT_KINDS = ("click", "stray_click", "right_click", "motion", "drag", "wheel", "key", "type", "resize",
               "close_window")
INPUT_WEIGHTS = (52, 5, 4, 8, 2, 5, 17, 4, 2.5, 0.3)
#: Characters typed into text fields.
TYPED = "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 -'éøß…"


def _keys() -> list[tuple[int, int, str]]:
    """(key, modifiers, the character typed) for every key the fuzzer presses."""
    ctrl = pygame.KMOD_LCTRL
    keys = [(pygame.K_ESCAPE, 0, ""), (pygame.K_z, ctrl, ""), (pygame.K_y, ctrl, ""), (pygame.K_f, ctrl, ""),
            (pygame.K_v, ctrl, ""), (pygame.K_BACKSPACE, ctrl, ""), (pygame.K_r, 0, "r"), (pygame.K_l, 0, "l"),
            (pygame.K_s, 0, "s"), (pygame.K_F1, 0, ""), (pygame.K_RETURN, 0, "\r"), (pygame.K_KP_ENTER, 0, "\r"),
            (pygame.K_TAB, 0, "\t"), (pygame.K_TAB, pygame.KMOD_LSHIFT, "\t"), (pygame.K_BACKSPACE, 0, "\b"),
            (pygame.K_DELETE, 0, ""), (pygame.K_SPACE, 0, " "), (pygame.K_LEFT, 0, ""), (pygame.K_RIGHT, 0, ""),
            (pygame.K_UP, 0, ""), (pygame.K_DOWN, 0, ""), (pygame.K_HOME, 0, ""), (pygame.K_END, 0, ""),
            (pygame.K_PAGEUP, 0, ""), (pygame.K_PAGEDOWN, 0, "")]
    keys += [(pygame.K_1 + k, 0, str(k + 1)) for k in range(9)] * 2   # the decision panel's choices
    keys += [(getattr(pygame, f"K_{letter}"), 0, letter) for letter in "aeiknotuwx"]
    return keys


KEYS = _keys()


@dataclass
class Crash:
    """An exception raised while the app handled the input up to event number ``event``."""

    event: int
    screen: str
    error: str
    traceback: str

    @property
    def where(self) -> str:
        """The innermost line of the game's code in the traceback (groups equal crashes)."""
        lines = [line.strip() for line in self.traceback.splitlines() if line.strip().startswith("File ")]
        ours = [line for line in lines if f"{os.sep}game{os.sep}" in line] or lines
        return ours[-1] if ours else "?"


@dataclass
class Frame:
    """One frame: how long it took, after which event, on which screen, at which window size."""

    seconds: float
    event: int
    screen: str
    window: tuple[int, int]


@dataclass
class FuzzReport:
    """What a run did and found."""

    seed: int
    size: tuple[int, int]
    events: int = 0
    inputs: int = 0
    restarts: int = 0
    frames: int = 0
    screens: Counter[str] = field(default_factory=Counter)
    crashes: list[Crash] = field(default_factory=list)
    slowest: Frame | None = None
    slow_frames: list[Frame] = field(default_factory=list)
    wall_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.crashes and not self.slow_frames

    def summary(self) -> str:
        lines = [f"Posted {self.events} events ({self.inputs} inputs, seed {self.seed}) in {self.wall_seconds:.0f} s: "
                 f"{self.frames} frames, {self.restarts} restarts from the main menu.",
                 f"Screens visited ({len(self.screens)}), times each came up:"]
        lines += [f"  {count:7d}  {name}" for name, count in self.screens.most_common()]
        if self.slowest is not None:
            lines.append(f"Slowest frame: {_frame_text(self.slowest)}")
        lines.append(f"Frames over {SLOW_FRAME_SECONDS:g} s: {len(self.slow_frames)}")
        lines += [f"  {_frame_text(frame)}" for frame in self.slow_frames[:20]]
        groups: dict[str, list[Crash]] = {}
        for crash in self.crashes:
            groups.setdefault(crash.where, []).append(crash)
        lines.append(f"Crashes: {len(self.crashes)} ({len(groups)} different)")
        for crashes in groups.values():
            first = crashes[0]
            lines += [f"--- {first.error} — {len(crashes)}×, first at event {first.event} on {first.screen}",
                      f"    reproduce: python -m game.tools.fuzz_ui --seed {self.seed} --events {first.event}"
                      f" --size {self.size[0]}x{self.size[1]}",
                      first.traceback.rstrip()]
        return "\n".join(lines)


def _frame_text(frame: Frame) -> str:
    return (f"{frame.seconds:.3f} s after event {frame.event} on {frame.screen} "
            f"({frame.window[0]}×{frame.window[1]} window)")


# --------------------------------------------------------------------------- isolation

@contextmanager
def isolated(root: Path, rng: random.Random) -> Iterator[None]:
    """While inside: every user folder ``platformdirs`` names is a folder under ``root``, and
    the seeds of new games come from ``rng`` instead of the operating system (so a run can
    be repeated)."""
    def folder(name: str) -> Callable[..., str | Path]:
        path = root / name
        return (lambda *args, **kwargs: path) if name.endswith("_path") else (lambda *args, **kwargs: str(path))

    with ExitStack() as stack:
        for name in dir(platformdirs):
            if name.startswith("user_") and name.endswith(("_dir", "_path")):
                stack.enter_context(mock.patch.object(platformdirs, name, folder(name)))
        stack.enter_context(mock.patch("secrets.randbits", rng.getrandbits))
        yield


# --------------------------------------------------------------------------- the fuzzer

class Fuzzer:
    """Drives one :class:`~game.ui.client.Client` with random input (see the module's docstring)."""

    def __init__(self, seed: int, folder: Path, size: tuple[int, int] = (1366, 768),
                 games: tuple[str, ...] = ()) -> None:
        self.rng = random.Random(seed)
        #: the games the main menu's game row may choose (empty: every game)
        self.games = games
        self.app = App(size)
        settings = Settings(window_size=size, game=games[0]) if games else Settings(window_size=size)
        self.client = Client(self.app, settings, autosave_folder=folder / "autosave", saves_folder=folder / "saves")
        self.report = FuzzReport(seed, size)
        self._shown: Scene | None = None   # the screen on top after the last input
        self._progress: object = None      # what changes when the game moves on
        self._idle = 0                     # inputs since it last changed
        self._since_restart = 0

    def run(self, events: int, progress: Callable[[FuzzReport], None] | None = None) -> FuzzReport:
        """Post ``events`` events (a little more: the last input is posted whole)."""
        started = time.perf_counter()
        self._guarded(self._restart)
        next_progress = 5000
        while self.report.events < events:
            self._one_input()
            if progress is not None and self.report.events >= next_progress:
                progress(self.report)
                next_progress += 5000
        self.report.wall_seconds = time.perf_counter() - started
        return self.report

    def close(self) -> None:
        self.app.close()

    # ------------------------------------------------------------------ one input
    def _one_input(self) -> None:
        if self._needs_restart():
            self._guarded(self._restart)
        top = self.app.stack.top
        if top is not self._shown and top is not None:
            self.report.screens[screen_name(top)] += 1
        self._shown = top
        for event in self._input(top):
            pygame.event.post(event)
            self.report.events += 1
        self.report.inputs += 1
        self._guarded(self._frame)

    def _frame(self) -> None:
        started = time.perf_counter()
        try:
            self.app.step(FRAME_DT)
        finally:
            top = self.app.stack.top
            frame = Frame(time.perf_counter() - started, self.report.events,
                          screen_name(top) if top is not None else "(none)", self.app.size)
            self.report.frames += 1
            if self.report.slowest is None or frame.seconds > self.report.slowest.seconds:
                self.report.slowest = frame
            if frame.seconds > SLOW_FRAME_SECONDS:
                self.report.slow_frames.append(frame)

    def _guarded(self, action: Callable[[], None]) -> None:
        """Run ``action``; on an exception, record the crash and start again from the main menu."""
        try:
            action()
        except Exception as error:   # noqa: BLE001 - every crash is what the fuzzer looks for
            top = self.app.stack.top if self.app.running else None
            self.report.crashes.append(Crash(self.report.events, screen_name(top) if top is not None else "(none)",
                                             f"{type(error).__name__}: {error}", traceback.format_exc()))
            self._recover()

    def _recover(self) -> None:
        """Back to the main menu. Taking a broken scene off may fail too; each try takes at
        least one scene off, so a few tries always get there (or the main menu itself fails,
        and the run cannot go on)."""
        pygame.event.clear()
        for _ in range(len(self.app.stack) + 1):
            try:
                self.client.main_menu()
                return
            except Exception as error:   # noqa: BLE001 - a crash while leaving a broken screen
                self.report.crashes.append(Crash(self.report.events, "(back to the main menu)",
                                                 f"{type(error).__name__}: {error}", traceback.format_exc()))
        self.client.main_menu()

    # ------------------------------------------------------------------ restarts
    def _needs_restart(self) -> bool:
        """Whether to start again from the main menu (see the module's docstring); counts the
        inputs since the game or the screen last changed."""
        top = self.app.stack.top
        if top is None:
            return True   # the app quit
        board = next((scene for scene in self.app.stack if is_board(scene)), None)
        progress = (top, len(board.session.events) if board is not None else 0)
        self._idle = self._idle + 1 if progress == self._progress else 0
        self._progress = progress
        limit = GAME_OVER_INPUTS if isinstance(top, GameOverScene) else STUCK_INPUTS
        self._since_restart += 1
        strayed = bool(self.games) and isinstance(top, MainMenuScene) and self.client.module.id not in self.games
        return strayed or self._idle >= limit or self._since_restart >= RESTART_INPUTS

    def _restart(self) -> None:
        self.report.restarts += 1
        self._idle = self._since_restart = 0
        for folder in (self.client.autosave_folder, self.client.saves_folder):
            _keep_newest(folder, KEEP_SAVES)
        if not self.games or "tekhenu" in self.games:   # a Tekhenu game to resume, near a phase worth reaching
            prepare_game(self.rng, self.client.autosave_folder)
        if self.games and self.client.module.id not in self.games:
            self.client.choose_game(self.games[0])   # a stray click chose another game: back to this run's
        self.client.main_menu()

    # ------------------------------------------------------------------ random input
    def _input(self, top: Scene | None) -> list[pygame.event.Event]:
        """One input: the events one action of a person sends."""
        kind = self.rng.choices(INPUT_KINDS, INPUT_WEIGHTS)[0]
        return getattr(self, f"_{kind}")(top)

    def _targets(self, top: Scene | None) -> list[pygame.Rect]:
        if top is None:
            return []
        targets = [rect for rect, _ in top.autoplay_targets()]
        if is_board(top) and (not targets or self.rng.random() < 0.15):
            targets += list(top.button_targets().values())   # undo, redo, log, scores, rules, menu
        return targets

    def _somewhere(self, top: Scene | None, on_target: float = 0.7) -> tuple[int, int]:
        """A point in the window: mostly on one of the screen's targets, else anywhere."""
        targets = self._targets(top)
        if targets and self.rng.random() < on_target:
            rect = self.rng.choice(targets)
            point = rect.center if self.rng.random() < 0.8 else (
                self.rng.randint(rect.left, max(rect.left, rect.right - 1)),
                self.rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
            return self.app.window_pos(point)
        w, h = self.app.size
        return self.rng.randint(-4, w + 4), self.rng.randint(-4, h + 4)

    def _click(self, top: Scene | None) -> list[pygame.event.Event]:
        return click_events(self._somewhere(top, on_target=0.92))

    def _stray_click(self, top: Scene | None) -> list[pygame.event.Event]:
        return click_events(self._somewhere(top, on_target=0.0))

    def _right_click(self, top: Scene | None) -> list[pygame.event.Event]:
        return click_events(self._somewhere(top, on_target=0.5), button=3)

    def _motion(self, top: Scene | None) -> list[pygame.event.Event]:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=self._somewhere(top), rel=(0, 0), buttons=(0, 0, 0))]

    def _drag(self, top: Scene | None) -> list[pygame.event.Event]:
        start, end = self._somewhere(top), self._somewhere(top, on_target=0.3)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - start[0], end[1] - start[1]),
                                   buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]

    def _wheel(self, top: Scene | None) -> list[pygame.event.Event]:
        y = self.rng.choice((-5, -1, -1, 1, 1, 5))
        return self._motion(top) + [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                                       precise_x=0.0, precise_y=float(y))]

    def _key(self, top: Scene | None) -> list[pygame.event.Event]:
        key, mod, text = self.rng.choice(KEYS)
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)]
        if text and not mod & pygame.KMOD_CTRL:
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
        return events + [pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)]

    def _type(self, top: Scene | None) -> list[pygame.event.Event]:
        text = "".join(self.rng.choice(TYPED) for _ in range(self.rng.randint(1, 12)))
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]

    def _resize(self, top: Scene | None) -> list[pygame.event.Event]:
        roll = self.rng.random()
        if roll < 0.5:
            size = self.rng.choice(NORMAL_SIZES)
        elif roll < 0.85:
            size = self.rng.choice(ODD_SIZES)
        else:
            size = (self.rng.randint(1, 3000), self.rng.randint(1, 2000))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]),
                pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])]

    def _close_window(self, top: Scene | None) -> list[pygame.event.Event]:
        return [pygame.event.Event(pygame.QUIT)]



# --------------------------------------------------------------------------- helpers

SCREEN_NAMES: dict[type[Scene], str] = {
    MainMenuScene: "main menu", PassDeviceScene: "pass the device", MaatScene: "Maat", ScoringScene: "scoring",
    GameOverScene: "game over", RulesReferenceScene: "rules reference", SettingsScene: "settings",
    LoadGameScene: "load list", SaveAsScene: "save as", LogScene: "log",
}


def screen_name(scene: Scene) -> str:
    """What a person would call the screen ``scene`` shows."""
    if isinstance(scene, BoardScene):
        return "board (set-up)" if scene.game.view(-1)["round"] == 0 else "board"
    if is_board(scene):
        return f"board ({scene.session.module.id})"
    if isinstance(scene, NewGameScene):
        return f"new game ({'solo' if scene.solo else 'hot-seat'})"
    if isinstance(scene, Dialog):
        return "in-game menu" if scene.title == "Menu" else f"dialog ({scene.title})"
    return SCREEN_NAMES.get(type(scene), type(scene).__name__)


def _keep_newest(folder: Path, keep: int) -> None:
    """Remove all but the ``keep`` newest games (and their backups) from ``folder``."""
    if not folder.is_dir():
        return
    games = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
    for old in games[keep:]:
        for path in (old, old.with_name(old.name + ".bak")):
            path.unlink(missing_ok=True)


#: Where :func:`prepare_game` stops a game (a few moves before an event of that kind, in the
#: set-up, or no game at all), and how often.
STAGES = {"maat_started": 3, "scoring_ended": 3, "game_over": 4, "setup": 1, "none": 1}


def prepare_game(rng: random.Random, folder: Path) -> None:
    """Leave a random game, stopped a few moves before a Maat phase, a scoring or its end (or in
    its set-up), in ``folder`` as the newest unfinished autosave — or, now and then, nothing."""
    stage = rng.choices(list(STAGES), list(STAGES.values()))[0]
    if stage == "none":
        return
    solo = rng.random() < 0.35
    players = 1 if solo else rng.randint(2, 4)
    config = GameConfig(players=players, solo=solo, difficulty=rng.choice(("easy", "medium", "hard")),
                        seed=rng.getrandbits(32))
    seats = [Seat(f"Player {i + 1}", SEAT_COLOURS[i]) for i in range(players)]
    if solo:
        seats.append(Seat(AUTOMA_NAME, SEAT_COLOURS[1], automa=True))
    game = Game.new(config)
    actions, stops = [], []
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        events = game.apply(action)
        actions.append(action)
        if game.is_over and stage == "game_over" or any(event["type"] == stage for event in events):
            stops.append(len(actions))
    if stage == "setup":
        stop = rng.randint(0, 3)
    else:
        stop = max(0, rng.choice(stops) - rng.randint(1, 4)) if stops else len(actions) // 2
    session = Session.new(config, seats, autosave=False, autosave_folder=folder)
    for action in actions[:stop]:
        session.apply(action)
    session.autosave_enabled = True
    session.autosave()


# --------------------------------------------------------------------------- command line

def fuzz(events: int, seed: int, size: tuple[int, int] = (1366, 768),
         progress: Callable[[FuzzReport], None] | None = None, games: tuple[str, ...] = ()) -> FuzzReport:
    """One fuzzing run in a temporary folder, under the dummy video driver (of ``games`` only,
    when given: the main menu's other games are never chosen)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"   # read when the window opens: never a real window
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    rng = random.Random(f"{seed}:seeds")
    with tempfile.TemporaryDirectory(prefix="tekhenu-fuzz-") as folder, isolated(Path(folder) / "user", rng):
        fuzzer = Fuzzer(seed, Path(folder), size, games)
        try:
            return fuzzer.run(events, progress)
        finally:
            fuzzer.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=10000, help="how many events to post")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the random input")
    parser.add_argument("--size", default="1366x768", help="the window's size at the start")
    parser.add_argument("--games", default="", help="only these games, by id, comma-separated (default: every game)")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))

    def progress(report: FuzzReport) -> None:
        print(f"… {report.events} events, {report.restarts} restarts, {len(report.crashes)} crashes",
              file=sys.stderr, flush=True)

    report = fuzz(args.events, args.seed, size, progress, tuple(g for g in args.games.split(",") if g))
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
