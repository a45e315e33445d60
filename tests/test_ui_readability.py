"""Readable at 1366×768 with 2–4 players and solo (issue #13, item 6): no text under 12 px,
every card on a player board labelled with a name, the card zoom (right-click, or the mouse
resting on a card) with the card's full text and never another player's secret, and the same
scale for every widget after a resize. Driven through the board scene by mouse events, with
time advanced by ``app.step(dt)``."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
import re

import pygame
import pytest

from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui import card_rows
from game.tekhenu.ui.card_text import CARD_TYPE_NAMES, card_kind, name_forms
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.widgets.card_choice import is_card_choice
from game.tekhenu.ui.widgets.card_zoom import HOVER_SECONDS, CardZoom
from game.ui import theme as th
from game.ui.app import App

SMALL = (1366, 768)
LARGE = (1920, 1080)
HOT_SEAT = [Seat("Neferet", "blue"), Seat("Amenhotep", "orange"), Seat("Ita", "green"), Seat("Sobek", "pink")]
SOLO = [Seat("Neferet", "blue"), Seat("Botankhamun", "orange", automa=True)]
#: How far into a whole random game each situation stops (setup: at the first card draft).
STAGES = {"setup": 0.0, "early": 0.15, "mid": 0.5, "late": 0.9}


# --------------------------------------------------------------------------- situations

def session_at(players: int, stage: str, seed: int) -> Session:
    """A game of ``players`` (1: solo) stopped at ``stage``; late games hold 8 cards each."""
    config = GameConfig(players=players, seed=seed, solo=players == 1)
    seats = SOLO if players == 1 else HOT_SEAT[:players]
    probe, chooser, moves = Session.new(config, seats, autosave=False), random.Random(seed), 0
    while not probe.game.is_over:
        probe.apply(chooser.choice(probe.game.legal_actions()))
        moves += 1
    session, chooser = Session.new(config, seats, autosave=False), random.Random(seed)
    for _ in range(int(moves * STAGES[stage])):
        session.apply(chooser.choice(session.game.legal_actions()))
    if stage == "late":
        for seat in range(len(session.game.state.players)):
            hold(session, seat, 8)
    return session


def hold(session: Session, seat: int, count: int) -> None:
    """Give the player ``count`` cards nobody else holds: blessings, technologies, decrees."""
    game = session.game
    pools = [list(game.catalog.blessings), list(game.catalog.technologies), list(game.catalog.decrees)]
    mine = [pool[seat * 6 + k] for k in range(count // 3 + 1) for pool in pools][:count]
    player = game.state.players[seat]
    player.blessings = [c for c in mine if c[0] == "B"]
    player.technologies = [c for c in mine if c[0] == "T"]
    player.decrees = [c for c in mine if c[0] == "D"]
    game.forget_legal_actions()


@pytest.fixture
def app():
    th.clear_caches()
    application = App(SMALL)
    yield application
    application.close()


def open_board(app: App, session: Session, *, public: bool = False) -> BoardScene:
    """The board scene on top, seen by the player deciding (``public``: by nobody, as behind
    the pass-the-device screen)."""
    board = BoardScene(session, Settings(confirm_end_turn=False), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    while app.stack.top is not board:   # the pass-the-device screen
        app.stack.pop()
    if session.shared_screen and not public:
        board.confirmed_viewer = session.game.decision.player
        board.refresh()
    app.step(0.0)
    return board


# --------------------------------------------------------------------------- input

def move(app: App, pos: tuple[int, int], dt: float = 0.0) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(dt)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.0)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.0)


# --------------------------------------------------------------------------- the text drawn

class _Recorder:
    """A font that records the size and the text of everything rendered with it."""

    def __init__(self, face: pygame.font.Font, px: int, log: list[tuple[int, str]]) -> None:
        self.face, self.px, self.log = face, px, log

    def render(self, text: str, *args):
        self.log.append((self.px, text))
        return self.face.render(text, *args)

    def __getattr__(self, name: str):
        return getattr(self.face, name)


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[int, str]]:
    """Every (font size in pixels, text) rendered through the theme while the test runs."""
    log: list[tuple[int, str]] = []
    real = th.load_font
    monkeypatch.setattr(th, "load_font", lambda role, px: _Recorder(real(role, px), int(px), log))
    return log


def redraw(app: App, board: BoardScene) -> None:
    """Paint the whole board again, cached pictures included."""
    for widget in board.widgets.values():
        widget.layout(widget.rect, board.theme)
    board._invalidate()   # noqa: SLF001 - forget the cached picture of the board
    app.step(0.0)


# --------------------------------------------------------------------------- no text under 12 px

@pytest.mark.parametrize("players", [2, 3, 4, 1])
@pytest.mark.parametrize("stage", list(STAGES))
def test_no_text_under_12_px_at_1366x768(app, drawn, players, stage) -> None:
    session = session_at(players, stage, 40 + players)
    board = open_board(app, session)
    redraw(app, board)
    card = board.zoom.card_at(board.ctx, next(iter(_card_centres(board))))
    move(app, card.rect.center)                  # its tooltip
    move(app, card.rect.center, HOVER_SECONDS)   # then its zoom
    assert board.zoom.open == card
    small = sorted({(px, text) for px, text in drawn if px < 12 and text.strip()})
    assert drawn and not small, small


def _card_centres(board: BoardScene) -> list[tuple[int, int]]:
    return [shown.rect.center for source in board.zoom.sources for shown in source.shown_cards(board.ctx)]


# --------------------------------------------------------------------------- card labels

@pytest.mark.parametrize("count", [8, 10])
@pytest.mark.parametrize("players", [3, 4])
def test_every_card_on_a_player_board_shows_a_name(app, monkeypatch, players, count) -> None:
    session = session_at(players, "mid", 50 + players)
    for seat in range(players):
        hold(session, seat, count)
    laid: list[tuple[list[card_rows.CardEntry], card_rows.CardLayout]] = []
    real = card_rows.card_layout

    def recorded(area, entries, catalog, theme):
        layout = real(area, entries, catalog, theme)
        laid.append((entries, layout))
        return layout

    board = open_board(app, session)
    monkeypatch.setattr(card_rows, "card_layout", recorded)
    redraw(app, board)
    catalog = session.game.catalog
    assert len(laid) == players
    for entries, layout in laid:
        assert layout.more is None, "every card has its chip"
        faces = [e for e in entries if e.card is not None]
        assert len(layout.rects) == len(entries)
        if layout.style == "labelled":
            labels = [label for e, label in zip(entries, layout.labels) if e.card is not None]
        else:
            labels = [catalog.name(e.card) for e in faces]
        for entry, label in zip(faces, labels):
            assert re.search(r"[A-Za-z]{2}", label) and label != entry.card, (entry.card, label)


def test_a_name_gets_shorter_by_its_telling_part_then_by_abbreviation() -> None:
    assert name_forms("Decree of the Quarries") == ["Decree of the Quarries", "Quarries", "Quarri.", "Quar.", "Qua."]
    assert name_forms("Sacrifice to Sekhmet") == ["Sacrifice to Sekhmet", "Sekhmet", "Sekh.", "Sek."]
    assert name_forms("Astronomical Tables") == ["Astronomical Tables", "Astron. Tables", "Astr. Tabl.", "Ast. Tab."]
    assert name_forms("Decree of Amun-Ra's Glory")[-1] == "Amu. Glo."   # never "Amun-." or "Ra'."
    assert name_forms("Bes") == ["Bes"]


# --------------------------------------------------------------------------- the card zoom

def _zoom_texts(drawn: list[tuple[int, str]], start: int) -> str:
    return " ".join(text for _, text in drawn[start:])


def test_right_click_on_a_market_card_zooms_it_with_its_full_text_and_esc_closes_it(app, drawn) -> None:
    session = session_at(3, "mid", 61)
    board = open_board(app, session)
    shown = board.widgets["market"].shown_cards(board.ctx)[0]
    move(app, shown.rect.center)
    start = len(drawn)
    click(app, shown.rect.center, button=3)
    assert board.zoom.open == shown
    card = session.game.catalog.card(shown.card)
    words = _zoom_texts(drawn, start)
    for word in (card.name + " " + card.text).split():
        assert word in words
    assert CARD_TYPE_NAMES[card_kind(shown.card)].upper() in words and shown.card in words
    menus: list[BoardScene] = []
    board.on_menu = menus.append
    press(app, pygame.K_ESCAPE)
    assert board.zoom.open is None and not menus, "Esc closes the zoom, not the game"
    press(app, pygame.K_ESCAPE)
    assert menus == [board]


def test_resting_on_a_card_for_a_moment_zooms_it_and_moving_away_closes_it(app) -> None:
    session = session_at(4, "mid", 62)
    board = open_board(app, session)
    own = [c for c in board.widgets["players"].shown_cards(board.ctx) if c.holder == board.viewer()]
    shown = own[0]
    move(app, shown.rect.center)
    app.step(HOVER_SECONDS / 2)
    assert board.zoom.open is None and board.is_animating, "the zoom waits for the mouse to rest"
    app.step(HOVER_SECONDS / 2)
    assert board.zoom.open == shown
    move(app, (shown.rect.x + 1, shown.rect.y + 1))   # still on the card
    assert board.zoom.open == shown
    move(app, (2, board.theme.size[1] - 2))
    assert board.zoom.open is None
    move(app, shown.rect.center)
    app.step(HOVER_SECONDS)
    click(app, shown.rect.center)
    assert board.zoom.open is None, "a click closes it"
    app.step(HOVER_SECONDS)
    assert board.zoom.open is None, "and it waits for the mouse to come back"


def test_a_setup_draft_card_zooms_on_hover(app) -> None:
    session = session_at(3, "setup", 63)
    board = open_board(app, session)
    assert is_card_choice(board.ctx)
    shown = board.cards.shown_cards(board.ctx)[-1]
    move(app, shown.rect.center, HOVER_SECONDS)
    assert board.zoom.open == shown


def test_the_zoom_of_an_own_card_says_whether_it_can_be_played_now(app, drawn) -> None:
    session = session_at(2, "early", 64)
    game = session.game
    chooser = random.Random(64)
    while game.decision.kind != "take_die":
        session.apply(chooser.choice(game.legal_actions()))
    seat = game.decision.player
    game.state.players[seat].blessings = ["B07", "B01"]   # any time; when producing
    game.forget_legal_actions()
    board = open_board(app, session)
    for card, expected in (("B07", "Playable now. Click to play it now"), ("B01", "Not playable now.")):
        shown = next(c for c in board.widgets["players"].shown_cards(board.ctx) if c.card == card)
        start = len(drawn)
        click(app, shown.rect.center, button=3)
        assert board.zoom.open == shown
        assert expected in _zoom_texts(drawn, start)
        click(app, shown.rect.center, button=3)
        assert board.zoom.open is None, "a second right-click closes it"


def test_a_public_view_never_zooms_a_secret_card(app) -> None:
    session = session_at(3, "mid", 65)
    board = open_board(app, session, public=True)
    assert board.viewer() == -1
    decrees = {d for p in session.game.state.players for d in p.decrees}
    shown = {c.card for source in board.zoom.sources for c in source.shown_cards(board.ctx)}
    assert decrees and not decrees & shown
    backs = [h.rect for h in board._hints if "secret decree" in h.text]   # noqa: SLF001
    assert backs
    for rect in backs:
        click(app, rect.center, button=3)
        move(app, rect.center, HOVER_SECONDS)
        assert board.zoom.open is None


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_zoom_never_covers_its_card(size) -> None:
    screen = pygame.Rect((0, 0), size)
    for x in range(0, size[0] - 40, 97):
        for y in range(40, size[1] - 20, 61):
            card = pygame.Rect(x, y, 90, 20)
            placed = CardZoom._place(screen, card, (round(360 * size[1] / 1080), 300), 8)   # noqa: SLF001
            assert screen.contains(placed) and not placed.colliderect(card)


# --------------------------------------------------------------------------- resizing

def test_after_a_resize_every_widget_draws_at_the_new_scale(app) -> None:
    """Resized from 1366×768 to 1920×1080, then played on until the market refills: the board
    is drawn exactly as a board opened at 1920×1080."""
    session = session_at(2, "early", 66)
    chooser = random.Random(66)
    while session.game.decision.kind != "thoth_take":
        session.apply(chooser.choice(session.game.legal_actions()))
    board = open_board(app, session)
    market = [c for row in session.game.view(-1)["board"]["market"] for c in row]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=LARGE, w=LARGE[0], h=LARGE[1]))
    app.step(0.0)
    assert board.ctx.theme is board.theme and board.theme.size == LARGE
    while session.game.decision.kind != "take_die":
        board.play(session.game.legal_actions()[0])
        while app.stack.top is not board:
            app.stack.pop()
        board.confirmed_viewer = session.game.decision.player
        board.refresh()
    assert {c for row in session.game.view(-1)["board"]["market"] for c in row} - set(market), "refilled"
    app.step(0.0)
    while board.is_animating:   # the wheel turning to the next round
        app.step(1.0)
    move(app, (1, 1))
    resized = pygame.image.tobytes(app.window, "RGB")
    app.close()
    fresh = App(LARGE)
    open_board(fresh, session)
    move(fresh, (1, 1))
    assert pygame.image.tobytes(fresh.window, "RGB") == resized
    fresh.close()
