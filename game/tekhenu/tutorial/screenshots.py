"""Screenshots of the guided game (docs/screenshots/30-tutorial-<n>-<step>-<size>.png): the game
is played by clicks on what the coach asks for, and the window is shot at chosen steps.

    python -m game.tekhenu.tutorial.screenshots [--out docs/screenshots] [--lang en]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

#: The steps shot, and what each shows (the file's name says the step).
STEPS = {
    "welcome": "the first note, before the game",
    "botankhamun": "the coach explains Botankhamun's first turn",
    "light": "the wheel in the spotlight: light and purity",
    "take1": "a click on another die: try what glows",
    "produce": "production and greed, the player board lit",
    "pillar": "Ra's pillar: one space of the temple complex glows",
    "maat1": "a note over the Maat phase",
    "scoring1": "a note over the first scoring's breakdown",
    "half": "half the game: play ahead or play on freely",
    "the_end": "a note over the game over",
    "first_game": "afterwards, the main menu suggests a first real game",
}
SIZES = ((1366, 768), (1920, 1080))


def shoot(out: Path, size: tuple[int, int], steps: Sequence[str] = tuple(STEPS), language: str = "en",
          prefix: str = "30-tutorial") -> list[Path]:
    """Play the guided game by clicks at ``size`` and shoot each of ``steps`` once; returns the files."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.settings import Settings
    from game.ui import theme as th
    from game.ui.app import App
    from game.ui.autoplay import ClickDriver
    from game.ui.client import Client
    from game.ui.game_ui import is_board

    th.clear_caches()
    wanted = list(steps)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="tekhenu-tutorial-") as folder:
        app = App(size)
        settings = Settings(window_size=size, language=language, animation_speed="fast")
        client = Client(app, settings, autosave_folder=Path(folder) / "autosave", saves_folder=Path(folder) / "saves")
        driver = ClickDriver(client, seed=1)
        try:
            driver.start_guided_game()
            for _ in range(2000):
                top = app.stack.top
                board = next((scene for scene in app.stack if is_board(scene)), None)
                guide = getattr(board, "guide", None)
                step = guide.course.step if guide is not None else None
                shown = step is not None and step.id in wanted and (
                    (step.kind == "over" and top is not board) or (step.kind != "over" and guide.visible))
                if shown and step.id == "take1" and not guide.refused:
                    driver.click(board.area("osiris").center)   # a click on no target: the coach says so
                    continue
                if shown:
                    wanted.remove(step.id)
                    driver.settle()
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(4, 4), rel=(0, 0), buttons=(0, 0, 0)))
                    app.step()   # the pointer on the title, where no tooltip shows
                    number = list(steps).index(step.id) + 1   # the files sort in the order of the game
                    name = f"{prefix}-{number:02d}-{step.id.replace('_', '-')}-{size[0]}x{size[1]}.png"
                    shots.append(app.screenshot(out / name))
                if not wanted or (wanted == ["first_game"] and step is None):   # the guided game is over
                    break
                targets = top.autoplay_targets()
                if not targets:
                    driver.settle()
                    continue
                # the board: what the coach asks for (its first target); a screen over it: its way out
                driver.click(targets[0 if top is board else -1][0].center)
            if "first_game" in wanted and client.suggest_first_game:
                client.main_menu()   # as the game over's Main menu button shows it
                app.step()
                number = list(steps).index("first_game") + 1
                shots.append(app.screenshot(out / f"{prefix}-{number:02d}-first-game-{size[0]}x{size[1]}.png"))
        finally:
            app.close()
            client.computers.close()
    return shots


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--steps", default=",".join(STEPS), help="step ids, separated by commas")
    args = parser.parse_args(argv)
    prefix = "30-tutorial" if args.lang == "en" else f"30-tutorial-{args.lang}"
    for size in SIZES:
        for path in shoot(args.out, size, args.steps.split(","), args.lang, prefix):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
