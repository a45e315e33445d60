"""``python -m game`` / ``tekhenu``: the Tekhenu client.

Without options it opens the window at the main menu. ``--autoplay-clicks`` plays a whole
game by simulated clicks (headless with ``SDL_VIDEODRIVER=dummy``) and exits 0 at game over;
``--text`` prints a text summary of a random game instead of opening a window. ``--tutorial``
opens "Learn to play", the guided first game (with ``--autoplay-clicks``: played through by clicks).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

_STARTED = time.perf_counter()


def _window_size(text: str) -> tuple[int, int]:
    """``--size``: "WIDTHxHEIGHT" in pixels."""
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1920x1080")
    return int(width), int(height)


def _levels(text: str) -> tuple[str, ...]:
    """``--computers``: computer levels separated by commas."""
    from game.seats import COMPUTER_LEVELS

    levels = tuple(level.strip() for level in text.split(",") if level.strip())
    unknown = [level for level in levels if level not in COMPUTER_LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(f"{unknown[0]!r} is not a level ({', '.join(COMPUTER_LEVELS)})")
    return levels


def main(argv: list[str] | None = None) -> int:
    from game import APP_TITLE, games
    from game.i18n import LANGUAGES

    parser = argparse.ArgumentParser(prog="tekhenu", description=APP_TITLE)
    parser.add_argument("--game", choices=[module.id for module in games.all()],
                        help="open the main menu with this game chosen (default: the last one chosen)")
    parser.add_argument("--autoplay-clicks", action="store_true",
                        help="play a whole game by simulated mouse clicks and exit at game over")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4), help="hot-seat players (autoplay)")
    parser.add_argument("--solo", choices=("easy", "medium", "hard"), help="solo against Botankhamun (autoplay)")
    parser.add_argument("--variant", help="the game's variant, for a game that has them (autoplay; dynasties: aten, "
                                          "memphis)")
    parser.add_argument("--tutorial", action="store_true",
                        help="open Learn to play, the guided first game (with --autoplay-clicks: play it through)")
    parser.add_argument("--computers", type=_levels, default=(), metavar="LEVEL,…",
                        help="computer players in the seats after the first, e.g. easy,hard (autoplay)")
    parser.add_argument("--seed", type=int, default=1, help="game seed (autoplay) and click choices")
    parser.add_argument("--lang", choices=[language.code for language in LANGUAGES],
                        help="the client's language for an autoplay (default: English)")
    parser.add_argument("--screenshots", type=Path, help="save a screenshot of every scene here (autoplay)")
    parser.add_argument("--size", type=_window_size, default=None, help="window size, e.g. 1920x1080")
    parser.add_argument("--quit-after-first-frame", action="store_true",
                        help="draw the main menu once, print the start-up time and exit")
    parser.add_argument("--text", action="store_true", help="print a text summary of a random game instead")
    args = parser.parse_args(argv)
    if len(args.computers) >= args.players or (args.computers and args.solo):
        parser.error("--computers: at most players - 1 computer players, and none in a solo game")
    if args.variant is not None:
        chosen = games.get(args.game or games.DEFAULT)
        if "variant" not in {field.name for field in dataclasses.fields(chosen.config_type)}:
            parser.error(f"--variant: {chosen.id} has no variants")
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")   # headless: no sound device either

    if args.text:
        from game.text_summary import main as text_main
        return text_main(["--seed", str(args.seed)] + (["--solo", args.solo] if args.solo else
                                                        ["--players", str(args.players)]))
    from game.core.data import DataError
    try:
        return _run_client(args)
    except DataError as error:
        from game.i18n import _
        from game.ui.error_dialog import show_error
        _speak_the_players_language()
        show_error(_("Tekhenu cannot start"), _("The game's data files are damaged:\n\n{problem}\n\n"
                                                "Reinstalling the game restores them.", problem=error))
        return 2


def _speak_the_players_language() -> None:
    """Show the next texts in the language of the player's settings (an error before the
    client started, which sets it); English when that language's catalogue cannot be read."""
    from game.i18n import set_language
    from game.settings import load_settings

    try:
        set_language(load_settings()[0].language)
    except OSError:
        pass


def _run_client(args: argparse.Namespace) -> int:
    from game import files, persist
    from game.settings import load_settings, settings_path
    from game.tekhenu.rules.catalog import load_catalog
    from game.ui.app import App
    from game.ui.client import Client

    load_catalog()  # read and check the data before the window opens
    for folder in (persist.autosave_dir(), persist.saves_dir(), settings_path().parent):
        files.remove_stale_temp_files(folder)   # left by a write that was killed midway
    settings, problem = load_settings()
    size = args.size or settings.window_size
    if args.autoplay_clicks:
        return _autoplay(args, size)
    if args.game:
        settings = dataclasses.replace(settings, game=args.game)
    app = App(size, fullscreen=settings.fullscreen)
    client = Client(app, settings)
    client.main_menu()
    if args.tutorial:
        client.learn()
    if problem:
        from game.i18n import N_
        from game.ui.scenes.dialogs import message
        app.stack.push(message(N_("Settings reset"), problem))
    if args.quit_after_first_frame:
        app.step()
        print(f"first frame after {time.perf_counter() - _STARTED:.3f} s (from the start of the program)", flush=True)
        app.close()
        return 0
    app.run_stack()
    client.saves.flush()   # the last decision's autosave is on the disk before the program ends
    return 0


def _autoplay(args: argparse.Namespace, size: tuple[int, int]) -> int:
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.autoplay import ClickDriver, replay_scores
    from game.ui.client import Client, guided_game

    with tempfile.TemporaryDirectory(prefix="tekhenu-autoplay-") as folder:
        app = App(size)
        settings = Settings(window_size=size, confirm_end_turn=True, game=args.game or "",
                            language=args.lang or "en")
        client = Client(app, settings, autosave_folder=Path(folder) / "autosave",
                        saves_folder=Path(folder) / "saves")
        driver = ClickDriver(client, args.seed, args.screenshots)
        if args.tutorial:
            driver.start_guided_game()
        else:
            driver.start_game(None if args.solo else args.players, args.solo, args.seed, args.computers, args.variant)
        report = driver.play_to_the_end()
        client.saves.flush()   # the autosaves are written before their folder goes
        scores = report.session.game.scores()
        same = scores == replay_scores(report.session)
        guided = guided_game(report.session.module) if args.tutorial else None
        coached = guided is None or guided.finished(report.session.guide)
        app.close()
        client.computers.close()
    names = report.session.names
    print(f"Game over after {report.clicks} clicks ({report.undos} undos, {report.redos} redos, "
          f"saved and reloaded: {'yes' if report.reloaded else 'no'}).")
    for name, entry in zip(names, scores):
        print(f"  {name}: {entry['total']} VP")
    print("Scores match the rules engine's replay." if same else "Scores DIFFER from the rules engine's replay!")
    if guided is not None:
        print("The guided game was followed to its last step." if coached
              else "The guided game did NOT reach its last step!")
    return 0 if same and coached else 1


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
