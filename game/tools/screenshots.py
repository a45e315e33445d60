"""Render every scene of the client into PNG files, at 1920×1080 and 1366×768 (issue #5).

    python -m game.tools.screenshots [--out docs/screenshots] [--sizes 1920x1080,1366x768]
    python -m game.tools.screenshots --lang hu|pl|ko|pseudo [--out …]

Games are played by random legal actions with fixed seeds, so the pictures are the same on
every run (apart from dates in the save list). With ``--lang`` every screen is drawn in that
language: the shared shell's (main menu, New game, Load, Settings, pass the device, the in-game
menu, Save as, the rules reference, a message) as ``29-lang-<lang>-<screen>-<size>.png``, and
Tekhenu's (the setup draft, the boards, the card zoom, the computer players' turns, a hint,
Maat, scoring, game over, How to play) as ``29-lang-<lang>-<the English shot's name>-<size>.png``,
and Imhotep's and Dynasties' (New game, the board round by round, game over, from a whole game each
played by clicks) as ``29-lang-<lang>-<game>-<screen>-<size>.png``.
``--lang pseudo`` draws them in the test pseudo-language (``game.i18n.pseudo``), about 1.6 times
as wide as English, to look for texts that do not fit.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.computer_players import ComputerPlayers
from game.i18n import DEFAULT_LANGUAGE, LANGUAGES, N_, set_language
from game.i18n.pseudo import use_pseudo_language
from game.seats import COMPUTER_NAMES, Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.tekhenu.ui.scenes.board import BoardScene
from game.ui.app import App
from game.ui.autoplay import ClickDriver
from game.ui.board_parts import recap
from game.ui.client import Client
from game.ui.scenes.pass_device import PassDeviceScene

HOT_SEAT = [Seat("Neferet", "blue"), Seat("Amenhotep", "orange"), Seat("Ita", "green"), Seat("Sobek", "pink")]
VS_COMPUTERS = [Seat("Neferet", "blue"), *(Seat(COMPUTER_NAMES[i], colour, computer=level) for i, (colour, level)
                                          in enumerate((("orange", "easy"), ("green", "medium"), ("pink", "hard")), 1))]
SOLO = [Seat("Neferet", "blue"), Seat(AUTOMA_NAME, "orange", automa=True)]
#: ``--lang``'s name for the test pseudo-language.
PSEUDO = "pseudo"


def play_until(session: Session, seed: int, stop: Callable[[Game], bool]) -> Session:
    chooser = random.Random(seed)
    while not stop(session.game):
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def decision_is(kind: str) -> Callable[[Game], bool]:
    return lambda game: game.decision is not None and game.decision.kind == kind


class Shooter:
    """Takes the shots at one window size, in one language (None: English, with the shots'
    own names; else each name gets the language's prefix)."""

    def __init__(self, out: Path, size: tuple[int, int], folder: Path, language: str | None = None) -> None:
        self.out = out
        self.size = size
        self.folder = folder
        self.tag = f"{size[0]}x{size[1]}"
        self.language = language
        self.speak()

    def speak(self) -> None:
        """Show every text in the shots' language (a client sets its own when it starts)."""
        if self.language == PSEUDO:
            use_pseudo_language()
        else:
            set_language(self.language or DEFAULT_LANGUAGE)

    def settings(self) -> Settings:
        code = self.language if self.language not in (None, PSEUDO) else DEFAULT_LANGUAGE
        return Settings(window_size=self.size, language=code)

    def client(self, app: App, autosaves: Path) -> Client:
        client = Client(app, self.settings(), autosave_folder=autosaves, saves_folder=self.folder / "saves",
                        settings_path=self.folder / "settings.json")
        self.speak()
        return client

    def app(self) -> App:
        return App(self.size)

    def save(self, app: App, name: str) -> Path:
        app.step(0.0)
        prefix = f"29-lang-{self.language}-" if self.language else ""
        return app.screenshot(self.out / f"{prefix}{name}-{self.tag}.png")

    def board(self, session: Session, name: str, prepare: Callable[[App, Any], None] | None = None,
              scene: Callable[..., Any] = BoardScene) -> None:
        """``session`` on its board (``scene``: a game's board scene, Tekhenu's by default), after
        ``prepare``."""
        app = self.app()
        board = scene(session, self.settings(), on_game_over=lambda b: None,
                           on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=200))
        app.stack.push(board)
        if session.shared_screen:
            while app.stack.top is not board:
                app.stack.pop()
            board.confirmed_viewer = session.game.decision.player
            board.refresh()
        if prepare is not None:
            prepare(app, board)
        self.save(app, name)
        app.close()


def shoot(out: Path, size: tuple[int, int], folder: Path) -> None:
    """Every screen in English, under the shots' own names."""
    s = Shooter(out, size, folder)
    shoot_menus(s)
    shoot_game(s)
    shoot_more_menus(s)
    shoot_other_hints(s)


def shoot_menus(s: Shooter) -> None:
    """The main menu with a game to resume, New game, the list of saves."""
    autosaves = s.folder / "autosave"
    resumable = Session.new(GameConfig(players=3, seed=5), HOT_SEAT[:3], autosave_folder=autosaves)
    play_until(resumable, 5, lambda g: g.view(-1)["round"] >= 6)
    app = s.app()
    client = s.client(app, autosaves)
    client.main_menu()
    s.save(app, "01-main-menu")
    client.new_game()
    new_game = app.stack.top
    new_game._press("players:3")
    for field, name in zip(new_game.names, ("Neferet", "Amenhotep", "Ita")):
        field.text = name
    s.save(app, "02-new-game")
    app.stack.pop()
    client.load_menu()
    s.save(app, "03-load-game")
    app.close()
    app = s.app()
    app.stack.push(PassDeviceScene("Amenhotep", "orange", lambda: None))
    s.save(app, "04-pass-the-device")
    app.close()


def shoot_game(s: Shooter) -> None:
    """Tekhenu's screens: the setup draft, the boards, the card zoom, the computer players,
    Maat, scoring, game over and How to play."""
    from game.tekhenu.ui.rules_document import rules_document
    from game.tekhenu.ui.scenes.game_over import GameOverScene
    from game.tekhenu.ui.scenes.maat import MaatScene
    from game.tekhenu.ui.scenes.scoring import ScoringScene
    from game.ui.scenes.rules_reference import RulesReferenceScene

    drafting = Session.new(GameConfig(players=3, seed=6), HOT_SEAT[:3], autosave=False)
    s.board(play_until(drafting, 6, decision_is("draft_starting")), "05-setup-draft")
    mid = play_until(Session.new(GameConfig(players=2, seed=7), HOT_SEAT[:2], autosave=False), 7,
                     lambda g: g.view(-1)["round"] >= 7 and g.decision.kind == "take_die")
    s.board(mid, "06-board-2-players")
    ra = play_until(Session.new(GameConfig(players=4, seed=8), HOT_SEAT, autosave=False), 8,
                    lambda g: g.view(-1)["round"] >= 9 and g.decision.kind == "ra_place")

    def choose_space(app: App, board: BoardScene) -> None:
        target = next(t for t in board._targets if t.actions[0].kind == "place_pillar")
        board.choose(target.actions)
        board.hover = board.ctx.hover = target.rect.center

    s.board(ra, "07-board-4-players-ra-preview", choose_space)
    solo = play_until(Session.new(GameConfig(players=1, solo=True, difficulty="hard", seed=9), SOLO, autosave=False),
                      9, lambda g: g.view(-1)["round"] >= 10 and g.decision.kind == "take_die")

    def hover_die(app: App, board: BoardScene) -> None:
        target = board._targets[0]
        board.hover = board.ctx.hover = target.rect.center

    s.board(solo, "08-board-solo-tooltip", hover_die)
    ending = play_until(Session.new(GameConfig(players=3, seed=11), HOT_SEAT[:3], autosave=False), 11,
                        lambda g: g.view(-1)["round"] >= 4 and g.decision.kind == "turn_end")

    def hover_end_turn(app: App, board: BoardScene) -> None:
        target = next(t for t in board._targets if t.actions == [Action.make("end_turn")])
        board.hover = board.ctx.hover = target.rect.center

    s.board(ending, "14-end-turn-confirmation", hover_end_turn)

    def zoom_market_card(app: App, board: BoardScene) -> None:
        slots = [rect for row in board.widgets["market"].slot_rects for rect in row]
        next(rect for rect in slots if board.zoom.right_click(board.ctx, rect.center))

    s.board(mid, "16-card-zoom", zoom_market_card)
    choosing = play_until(Session.new(GameConfig(players=2, seed=12), HOT_SEAT[:2], autosave=False), 12,
                          lambda g: g.view(-1)["round"] >= 3 and g.decision.kind == "choose_action")

    def hover_a_result(app: App, board: BoardScene) -> None:
        in_panel = [t for t in board._targets if board.panel.rect.colliderect(t.rect) and board.outcome_of(t)]
        target = next((t for t in in_panel if "nothing changes" not in board.outcome_of(t)), in_panel[0])
        board.hover = board.ctx.hover = target.rect.center

    s.board(choosing, "17-choice-preview", hover_a_result)
    against = play_until(Session.new(GameConfig(players=4, seed=14), VS_COMPUTERS, autosave=False), 14,
                         lambda g: g.view(-1)["round"] >= 3 and g.decision.kind == "turn_end"
                         and g.decision.player == 0)

    def end_turn_then_watch(app: App, board: BoardScene) -> None:
        board.play(Action.make("end_turn"))
        for _ in range(50):
            if board.captions:
                break
            app.step(0.0)

    s.board(against, "26-computer-turn", end_turn_then_watch)
    thinking = play_until(Session.new(GameConfig(players=4, seed=15), VS_COMPUTERS, autosave=False), 15,
                          lambda g: g.view(-1)["round"] >= 5 and g.decision.kind == "take_die"
                          and g.decision.player == 0)

    s.board(thinking, "27-hint", ask_for_a_hint)

    # Maat, scoring, game over
    game = Session.new(GameConfig(players=3, seed=10), HOT_SEAT[:3], autosave=False)
    play_until(game, 10, lambda g: any(e["type"] == "scoring_ended" for e in game.events))
    events = game.events
    start = max(i for i, e in enumerate(events) if e["type"] == "maat_started")
    end = max(i for i, e in enumerate(events) if e["type"] == "turn_order")
    app = s.app()
    app.stack.push(MaatScene(game, events[start:end + 1], speed=0.0))
    s.save(app, "09-maat")
    app.stack.clear()
    app.stack.push(ScoringScene(game, -1, scoring=1))
    s.save(app, "10-scoring")
    app.close()
    play_until(game, 10, lambda g: g.is_over)
    app = s.app()
    app.stack.push(GameOverScene(game, on_new_game=lambda: None, on_main_menu=lambda: None))
    s.save(app, "11-game-over")
    app.stack.clear()
    app.stack.push(RulesReferenceScene(rules_document()))
    s.save(app, "15-how-to-play")   # the rules reference opens at its top: How to play
    app.close()


def shoot_more_menus(s: Shooter) -> None:
    """The rules reference searched, Settings, the pass screen's menu, computer players on
    the New game screen, names in four languages."""
    from game.tekhenu.ui.rules_document import rules_document
    from game.ui.scenes.rules_reference import RulesReferenceScene
    from game.ui.scenes.settings import SettingsScene

    autosaves = s.folder / "autosave"
    app = s.app()
    rules = RulesReferenceScene(rules_document())
    app.stack.push(rules)
    rules.search.insert("greed")
    s.save(app, "12-rules-reference")
    app.stack.clear()
    app.stack.push(SettingsScene(s.settings(), lambda settings: None))
    s.save(app, "13-settings")
    app.close()

    # the pass screen's menu: the in-game menu over the pass screen, nothing of the board behind
    app = s.app()
    client = s.client(app, autosaves)
    client.play(play_until(Session.new(GameConfig(players=3, seed=13), HOT_SEAT[:3], autosave=False), 13,
                           lambda g: g.view(-1)["round"] >= 2 and g.decision.kind == "take_die"))
    app.step(0.0)
    pass_screen = app.stack.top
    assert isinstance(pass_screen, PassDeviceScene)
    pass_screen.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    s.save(app, "18-pass-screen-menu")
    app.close()

    # computer players chosen on the New game screen; names in four languages
    def new_game_with(name: str, names: tuple[str, ...], computers: tuple[str, ...] = ()) -> None:
        app = s.app()
        client = s.client(app, autosaves)
        client.new_game()
        new_game = app.stack.top
        new_game._press("players:4")
        for seat, level in enumerate(computers, start=1):
            new_game._press(f"kind:{seat}:{level}")
        for field, typed in zip(new_game.names, names):
            field.text = typed
        s.save(app, name)
        app.close()

    new_game_with("25-new-game-computers", ("Neferet",), ("easy", "medium", "hard"))
    new_game_with("28-names-in-four-languages", ("김민준", "Győző", "Łucja", "Neferet"))


def shoot_language(out: Path, size: tuple[int, int], folder: Path, language: str) -> None:
    """Every screen in ``language``: the shared shell's, Tekhenu's, then Imhotep's and Dynasties'."""
    s = Shooter(out, size, folder, language)
    shoot_shell(s)
    shoot_game(s)
    shoot_other_games(s)
    shoot_other_hints(s)


#: The games whose screens are shot from a game played by clicks: (id, players, variant).
OTHER_GAMES = (("imhotep", 3, None), ("dynasties", 2, "aten"))
#: The click driver's shots kept, by name: the New game screen, the board as the game goes on, game over.
KEPT_SHOTS = ("new-game", "board-round", "passdevice", "gameover")


def shoot_other_games(s: Shooter) -> None:
    """Imhotep's and Dynasties' screens in the shooter's language, from a whole game each played by
    clicks (``game.ui.autoplay``): its New game screen, its board round by round and game over."""
    for game_id, players, variant in OTHER_GAMES:
        app = s.app()
        folder = s.folder / game_id
        settings = dataclasses.replace(s.settings(), game=game_id, animation_speed="fast")
        client = Client(app, settings, autosave_folder=folder / "autosave", saves_folder=folder / "saves",
                        settings_path=folder / "settings.json")
        s.speak()
        driver = ClickDriver(client, 6, folder / "shots")
        driver.start_game(players, None, 6, variant=variant)
        driver.play_to_the_end()
        app.close()
        client.computers.close()
        prefix = f"29-lang-{s.language}-" if s.language else ""
        for shot in sorted((folder / "shots").glob("*.png")):
            name = shot.stem.split("-", 1)[1]   # without the driver's counter
            if name.startswith(KEPT_SHOTS):
                shutil.copyfile(shot, s.out / f"{prefix}{game_id}-{name}-{s.tag}.png")


def ask_for_a_hint(app: App, board: Any) -> None:
    board.ask_hint()
    for _ in range(20):
        if board.suggestion is not None:
            break
        app.step(0.0)


def shoot_other_hints(s: Shooter) -> None:
    """A hint on Imhotep's board (4 players, round 2) and on Dynasties' table (3 players, round 2):
    one person against computer players; and Imhotep's end of round 1 over its board."""
    from game.dynasties.rules import GameConfig as DynastiesConfig
    from game.dynasties.ui.scenes.board import BoardScene as DynastiesBoard
    from game.imhotep.rules import GameConfig as ImhotepConfig
    from game.imhotep.ui.scenes.board import BoardScene as ImhotepBoard
    from game.imhotep.ui.scenes.round_end import RoundEndScene, round_ends

    def show_the_round_end(app: App, board: Any) -> None:
        app.stack.push(RoundEndScene(round_ends(board.session.events, board.session)[-1], board.session, lambda: None))

    session = Session.new(ImhotepConfig(players=4, seed=8), VS_COMPUTERS, autosave=False)
    play_until(session, 8, lambda g: g.view(-1)["round"] >= 2)
    s.board(session, "43-imhotep-round-end", show_the_round_end, ImhotepBoard)

    for name, config, scene in (("42-imhotep-hint", ImhotepConfig(players=4, seed=8), ImhotepBoard),
                                ("52-dynasties-hint", DynastiesConfig(players=3, seed=8), DynastiesBoard)):
        session = Session.new(config, VS_COMPUTERS[:config.players], autosave=False)
        play_until(session, 8, lambda g: g.view(-1)["round"] >= 2 and g.decision.player == 0
                   and len(g.legal_actions()) > 2)
        s.board(session, name, ask_for_a_hint, scene)


def passing_recap() -> tuple[Seat, list[str]]:
    """Who the pass-the-device shot is for, and what the others did since that player's last move:
    round 3 of a seeded four-player game, in the narrator's words of the current language."""
    session = play_until(Session.new(GameConfig(players=4, seed=13), HOT_SEAT, autosave=False), 13,
                         lambda g: g.view(-1)["round"] >= 3 and g.decision.kind == "take_die")
    seat = session.game.decision.player
    return HOT_SEAT[seat], recap(session, seat)


def shoot_shell(s: Shooter) -> None:
    """The shared shell's screens in the shooter's language."""
    from game.tekhenu.ui.rules_document import rules_document
    from game.ui.scenes.dialogs import message
    from game.ui.scenes.rules_reference import RulesReferenceScene
    from game.ui.scenes.save_as import SaveAsScene

    autosaves = s.folder / "autosave"
    resumable = Session.new(GameConfig(players=3, seed=5), HOT_SEAT[:3], autosave_folder=autosaves)
    play_until(resumable, 5, lambda g: g.view(-1)["round"] >= 6)
    app = s.app()
    client = s.client(app, autosaves)
    client.main_menu()
    s.save(app, "main-menu")
    client.new_game()
    s.save(app, "new-game")
    app.stack.pop()
    client.load_menu()
    s.save(app, "load-game")
    app.stack.pop()
    client.settings_screen()
    s.save(app, "settings")
    app.stack.pop()
    app.stack.push(SaveAsScene("Neferet, Amenhotep 2025-11-25 14.02", lambda name: None))
    s.save(app, "save-as")
    app.stack.pop()
    app.stack.push(message(N_("Game saved"), N_("Saved as “{name}” in {folder}.", name="Neferet, Amenhotep",
                                                 folder=s.folder / "saves")))
    s.save(app, "message")
    app.stack.clear()
    seat, lines = passing_recap()
    app.stack.push(PassDeviceScene(seat.name, seat.colour, lambda: None, on_menu=client._in_game_menu, recap=lines))
    s.save(app, "pass-the-device")
    client._in_game_menu()
    s.save(app, "in-game-menu")
    app.stack.clear()
    rules = RulesReferenceScene(rules_document())
    app.stack.push(rules)
    rules.search.insert("zzzz")
    s.save(app, "rules-reference")
    app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--sizes", default="1920x1080,1366x768")
    languages = [language.code for language in LANGUAGES if language.code != DEFAULT_LANGUAGE]
    parser.add_argument("--lang", choices=[*languages, PSEUDO],
                        help="draw every screen in this language (pseudo: the test pseudo-language)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # read when the first window opens
    try:
        for text in args.sizes.split(","):
            size = tuple(int(v) for v in text.split("x"))
            with tempfile.TemporaryDirectory() as folder:
                if args.lang:
                    shoot_language(args.out, size, Path(folder), args.lang)
                else:
                    shoot(args.out, size, Path(folder))
    finally:
        set_language(DEFAULT_LANGUAGE)
    for path in sorted(args.out.glob(f"29-lang-{args.lang}-*.png" if args.lang else "*.png")):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
