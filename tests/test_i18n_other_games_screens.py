"""Imhotep's and Dynasties' screens in every language: in a test pseudo-language about 1.6 times as
wide as English (game.i18n.pseudo) nothing drawn on the New game screen, the board or table, the
scores and the game-over screen at 1366×768 runs past its picture or its widget, is cut short, or
covers another text (the recording harness is tests/text_overflow.py, shared with Tekhenu's test)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable, Iterator

import pytest
from text_overflow import Inked, Watch, shown, watching

from game.computer_players import ComputerPlayers
from game.dynasties.rules import Game as DynastiesGame
from game.dynasties.rules import GameConfig as DynastiesConfig
from game.dynasties.ui.scenes.board import BoardScene as DynastiesBoard
from game.dynasties.ui.scenes.game_over import GameOverScene as DynastiesGameOver
from game.dynasties.ui.scenes.new_game import NewGameScene as DynastiesNewGame
from game.dynasties.ui.scenes.scores import ScoresScene as DynastiesScores
from game.imhotep.rules import Game as ImhotepGame
from game.imhotep.rules import GameConfig as ImhotepConfig
from game.imhotep.rules.catalog import SITES
from game.imhotep.ui.scenes.board import BoardScene as ImhotepBoard
from game.imhotep.ui.scenes.game_over import GameOverScene as ImhotepGameOver
from game.imhotep.ui.scenes.new_game import NewGameScene as ImhotepNewGame
from game.imhotep.ui.scenes.scores import ScoresScene as ImhotepScores
from game.imhotep.ui.words import card_name, card_text, site_name
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.ui.app import App

SIZE = (1366, 768)
NAMES = ["Neferet", "Amenhotep", "Ita", "Sobek"]
COLOURS = ["blue", "orange", "green", "pink"]
ALL_B = {f"{site}_side": "B" for site in ("market", "pyramid", "temple", "burial_chamber", "obelisk")}

#: Where shortening a text with "…" is part of the design, the whole text showing on hovering: a
#: decision panel's button label (``ChoicePanel.label_fits``, as in Tekhenu's panel), and the name
#: on a small Dynasties card's face (the card's tooltip names it).
SHORTENED_BY_DESIGN = {"game.ui.widgets.decision_panel", "game.dynasties.ui.pieces"}


def shortened_by_design(session: Session) -> set[str]:
    """The texts a screen of ``session`` may shorten: an Imhotep site's name on its header (hovering
    the site names it in full), a market card's name and the last line of its text (hovering the card
    shows it whole); and a player's name in a narrow column (as long in every language: English
    shortens it alike)."""
    texts = set(session.names)
    if isinstance(session.game, ImhotepGame):
        catalog = session.game.catalog
        texts |= {site_name(catalog, site) for site in SITES}
        texts |= {card_name(catalog, card) for card in catalog.market_cards}
    return texts


def unexpected(faults: list[tuple[str, str]], session: Session) -> list[tuple[str, str]]:
    """``faults`` but for a text the design shortens (:func:`shortened_by_design`)."""
    allowed = shortened_by_design(session)
    card_texts = [card_text(session.game.catalog, card) for card in session.game.catalog.market_cards] \
        if isinstance(session.game, ImhotepGame) else []

    def by_design(text: str, fault: str) -> bool:
        return fault == "is shortened to fit" and (text in allowed or text.endswith("…") and any(
            text[:-1].rstrip() in words for words in card_texts))
    return [(text, fault) for text, fault in faults if not by_design(text, fault)]


@pytest.fixture
def watch(monkeypatch, tmp_path) -> Iterator[Watch]:
    with watching(monkeypatch, tmp_path, SHORTENED_BY_DESIGN) as seen:
        yield seen


@pytest.fixture
def app() -> Iterator[App]:
    application = App(SIZE)
    yield application
    application.close()


# --------------------------------------------------------------------------- games to show

def seats_for(game) -> list[Seat]:
    """A person per player, and Heliopolis in Dynasties' Memphis and Thebes."""
    players = game.people() if isinstance(game, DynastiesGame) else game.state.players
    seats = [Seat(NAMES[i], COLOURS[i]) for i in range(len(players))]
    if isinstance(game, DynastiesGame) and game.heliopolis >= 0:
        seats.append(Seat("Heliopolis", COLOURS[len(seats)], automa=True))
    return seats


def played(game, seed: int, moves: int | None = None) -> Session:
    """A session of ``game`` after ``moves`` random legal actions (to the end when None)."""
    session = Session(game, seats_for(game), autosave=False)
    chooser = random.Random(seed)
    done = 0
    while not session.game.is_over and (moves is None or done < moves):
        session.apply(chooser.choice(session.game.legal_actions()))
        done += 1
    return session


def board_for(app: App, board_class, session: Session):
    board = board_class(session, Settings(window_size=SIZE, animation_speed="off"), on_game_over=lambda b: None,
                        on_menu=lambda b: None, computers=ComputerPlayers(inline=True, iterations=5))
    app.stack.push(board)
    while app.stack.top is not board:   # a pass-the-device screen: the player at the board is the one to decide
        app.stack.pop()
    board.confirmed_viewer = session.game.decision.player
    board.refresh()
    app.step(0.0)
    return board


def board_faults(board, watch: Watch) -> list[tuple[str, str]]:
    """What is wrong with the board's texts: on the whole screen, and each widget's texts
    outside its own area (drawn alone, where nothing clips them)."""
    faults = watch.faults(shown(board, SIZE))
    ctx = board.ctx
    for name, widget in [*board.widgets.items(), ("panel", board.panel), ("log", board.log)]:
        alone = Inked(SIZE)
        widget.draw(alone, ctx)
        faults += [(text, f"leaves the {name} area") for text, ink in alone.texts if not widget.rect.contains(ink)]
    return faults


BOARDS: dict[str, tuple[Callable[[], Session], type]] = {
    "Imhotep, A sides, 2 players": (lambda: played(ImhotepGame.new(ImhotepConfig(players=2, seed=10)), 10, 40),
                                    ImhotepBoard),
    "Imhotep, B sides, 4 players": (lambda: played(ImhotepGame.new(ImhotepConfig(players=4, seed=11, **ALL_B)), 11, 80),
                                    ImhotepBoard),
    "Dynasties, 3 players": (lambda: played(DynastiesGame.new(DynastiesConfig(players=3, seed=1)), 1, 60),
                             DynastiesBoard),
    "Dynasties, Rise of Aten": (lambda: played(DynastiesGame.new(DynastiesConfig(players=2, seed=3, variant="aten")),
                                               3, 40), DynastiesBoard),
    "Dynasties, Memphis and Thebes": (
        lambda: played(DynastiesGame.new(DynastiesConfig(players=2, seed=4, variant="memphis")), 4, 40),
        DynastiesBoard),
}


@pytest.mark.parametrize("name", BOARDS)
def test_no_text_of_the_board_overflows_in_a_long_language(name, watch, app):
    make, board_class = BOARDS[name]
    board = board_for(app, board_class, make())
    assert unexpected(board_faults(board, watch), board.session) == []


# --------------------------------------------------------------------------- the other screens

NEW_GAMES = {
    "Imhotep, 4 players": (ImhotepNewGame, ("players:4", "side:pyramid:B", "variant:pharaohs_wrath", "kind:2:hard")),
    "Dynasties, 4 players": (DynastiesNewGame, ("players:4", "kind:3:hard")),
    "Dynasties, 2 players": (DynastiesNewGame, ("players:2", "variant:memphis", "kind:1:hard")),
}


@pytest.mark.parametrize("name", NEW_GAMES)
def test_the_new_game_screen_fits_in_a_long_language(name, watch, app):
    scene_class, presses = NEW_GAMES[name]
    scene = scene_class(lambda *a: None, lambda: None)
    app.stack.push(scene)
    for key in presses:
        scene._press(key)
    app.step(0.0)
    assert watch.faults(shown(scene, SIZE)) == []


FINISHED = {
    "Imhotep, A sides": lambda: played(ImhotepGame.new(ImhotepConfig(players=3, seed=14)), 14),
    "Imhotep, B sides and Pharaoh's Wrath": lambda: played(
        ImhotepGame.new(ImhotepConfig(players=4, seed=15, pharaohs_wrath=True, **ALL_B)), 15),
    "Dynasties, 4 players": lambda: played(DynastiesGame.new(DynastiesConfig(players=4, seed=2)), 2),
    "Dynasties, Memphis and Thebes": lambda: played(
        DynastiesGame.new(DynastiesConfig(players=2, seed=4, variant="memphis")), 4),
}


def scores_scene(session: Session):
    return (ImhotepScores if isinstance(session.game, ImhotepGame) else DynastiesScores)(session)


def game_over_scene(session: Session):
    scene_class = ImhotepGameOver if isinstance(session.game, ImhotepGame) else DynastiesGameOver
    return scene_class(session, lambda: None, lambda: None)


@pytest.mark.parametrize("name", FINISHED)
def test_the_scores_and_the_game_over_screen_fit_in_a_long_language(name, watch, app):
    session = FINISHED[name]()
    for make in (scores_scene, game_over_scene):
        scene = make(session)
        app.stack.push(scene)
        app.step(0.0)
        assert unexpected(watch.faults(shown(scene, SIZE)), session) == [], make.__name__
        app.stack.pop()
