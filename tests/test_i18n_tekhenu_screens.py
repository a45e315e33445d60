"""Tekhenu's screens in every language: every text they show is marked for translation, and in
a test pseudo-language about 1.6 times as wide as English (game.i18n.pseudo) nothing drawn on
the board, the Maat and scoring overlays, the game-over screen, the card zoom, the VP chart and
the rules reference at 1366×768 runs past its picture or its widget, is cut short, or covers
another text. The rules reference shows the rules in the player's language when there is a
translation of them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from test_i18n_catalogues import unmarked_texts
from text_overflow import Inked, Watch, watching
from text_overflow import shown as shown_on

from game.computer_players import ComputerPlayers
from game.files import FileProblem, read_limited
from game.i18n import catalogues, pgettext, set_language
from game.i18n.pseudo import pseudo, use_pseudo_language
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.tekhenu.ui import rules_document as rules_module
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.maat import MaatScene
from game.tekhenu.ui.scenes.scoring import ScoringScene
from game.ui import text as text_module
from game.ui import theme as th
from game.ui.app import App
from game.ui.document import Heading
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.widgets.base import Button

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1366, 768)
HOT_SEAT = [Seat("Neferet", "blue"), Seat("Amenhotep", "orange"), Seat("Ita", "green"), Seat("Sobek", "pink")]
SOLO = [Seat("Neferet", "blue"), Seat(AUTOMA_NAME, "orange", automa=True)]

#: The files whose texts this step marked (the shared shell's are checked in test_i18n_catalogues).
MARKED = sorted({*(ROOT / "game" / "tekhenu" / "ui" / "widgets").glob("*.py"),
                 *(ROOT / "game" / "tekhenu" / "ui" / "scenes").glob("*.py"),
                 *(ROOT / "game" / "tekhenu" / "ui" / name for name in (
                     "how_to_play.py", "rules_document.py", "vp_history.py", "district_scores.py", "card_rows.py",
                     "dice.py", "icons.py", "pieces.py", "painted.py", "sounds.py")),
                 *(ROOT / "game" / "ui").glob("*.py"), *(ROOT / "game" / "ui" / "widgets").glob("*.py"),
                 ROOT / "game" / "files.py"}
                - {ROOT / "game" / "tekhenu" / "ui" / "widgets" / "wheel.py",
                   ROOT / "game" / "tekhenu" / "ui" / "scenes" / "board.py",
                   ROOT / "game" / "ui" / "client.py"})


@pytest.mark.parametrize("path", MARKED, ids=lambda p: p.name)
def test_every_text_the_tekhenu_screens_draw_is_marked_for_translation(path):
    assert unmarked_texts(path.read_text(encoding="utf-8")) == []


#: Where ``fit_text`` shortening a text is part of the design: the whole text shows on hovering
#: (a card's effect on a small market card, with its zoom; a decision panel's button label).
SHORTENED_BY_DESIGN = {"game.tekhenu.ui.widgets.market", "game.tekhenu.ui.widgets.decision_panel"}


@pytest.fixture
def watch(monkeypatch, tmp_path) -> Iterator[Watch]:
    """The texts recorded in the pseudo-language (tests/text_overflow.py), the rules made anew."""
    rules_module._game_document.cache_clear()
    try:
        with watching(monkeypatch, tmp_path, SHORTENED_BY_DESIGN) as seen:
            yield seen
    finally:
        rules_module._game_document.cache_clear()


def shown(scene, size=SIZE) -> Inked:
    """``scene`` drawn alone on a window-sized surface that records its texts."""
    return shown_on(scene, size)


# --------------------------------------------------------------------------- games to show

def played(players: int, seed: int, stop: Callable[[Session], bool], solo: str | None = None) -> Session:
    """A game played by random legal actions until ``stop`` says so."""
    config = GameConfig(players=1, solo=True, difficulty=solo, seed=seed) if solo else GameConfig(players=players,
                                                                                                  seed=seed)
    session = Session.new(config, SOLO if solo else HOT_SEAT[:players], autosave=False)
    chooser = random.Random(seed)
    while not stop(session):
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def deciding(kind: str, from_round: int = 0) -> Callable[[Session], bool]:
    return lambda session: (session.game.decision is not None and session.game.decision.kind == kind
                            and session.game.view(-1)["round"] >= from_round)


def board_for(app: App, session: Session) -> BoardScene:
    board = BoardScene(session, Settings(window_size=SIZE), on_game_over=lambda b: None, on_menu=lambda b: None,
                       computers=ComputerPlayers(inline=True, iterations=20))
    app.stack.push(board)
    while app.stack.top is not board:   # a pass-the-device screen: the player at the board is the one to decide
        app.stack.pop()
    board.confirmed_viewer = session.game.decision.player
    board.refresh()
    app.step(0.0)
    return board


def board_faults(board: BoardScene, watch: Watch) -> list[tuple[str, str]]:
    """What is wrong with the board's texts: on the whole screen, and each widget's texts
    outside its own area (drawn alone, where nothing clips them)."""
    faults = watch.faults(shown(board))
    ctx = board.ctx
    for name, widget in [*board.widgets.items(), ("panel", board.panel), ("log", board.log)]:
        alone = Inked(SIZE)
        widget.draw(alone, ctx)
        faults += [(text, f"leaves the {name} area") for text, ink in alone.texts if not widget.rect.contains(ink)]
    return faults


BOARDS = {
    "4 players, a die to take": lambda: played(4, 7, deciding("take_die", 7)),
    "2 players, a god's action to choose": lambda: played(2, 12, deciding("choose_action", 3)),
    "3 players, the end of a turn": lambda: played(3, 11, deciding("turn_end", 4)),
    "4 players, a pillar tile to place": lambda: played(4, 8, deciding("ra_place", 9)),
    "solo against Botankhamun": lambda: played(1, 9, deciding("take_die", 10), solo="hard"),
    "3 players, a starting card to draft": lambda: played(3, 6, deciding("draft_starting")),
}


@pytest.mark.parametrize("name", BOARDS)
def test_no_text_of_the_board_overflows_in_a_long_language(name, watch):
    app = App(SIZE)
    try:
        board = board_for(app, BOARDS[name]())
        if board.game.decision.kind == "ra_place":   # a space chosen: the tile turned there, the panel's choices
            target = next(t for t in board._targets if t.actions[0].kind == "place_pillar")
            board.choose(target.actions)
            app.step(0.0)
        assert board_faults(board, watch) == []
    finally:
        app.close()


def test_the_card_zoom_holds_its_whole_text_in_a_long_language(watch):
    app = App(SIZE)
    try:
        board = board_for(app, played(2, 7, deciding("take_die", 7)))
        market = board.widgets["market"]
        slots = [rect for row in market.slot_rects for rect in row]
        assert any(board.zoom.right_click(board.ctx, rect.center) for rect in slots)
        zoom = Inked(SIZE)
        board.zoom.draw(zoom, board.ctx)
        assert zoom.texts and watch.faults(zoom) == []
        card = board.zoom.open.rect
        assert not any(ink.colliderect(card) for _text, ink in zoom.texts)   # beside the card, never over it
    finally:
        app.close()


# --------------------------------------------------------------------------- Maat, scoring, game over

def finished() -> Session:
    return played(3, 10, lambda session: session.game.is_over)


def test_the_maat_summary_fits_in_a_long_language(watch):
    session = played(3, 10, lambda session: any(e["type"] == "scoring_ended" for e in session.events))
    events = session.events
    start = max(i for i, e in enumerate(events) if e["type"] == "maat_started")
    end = max(i for i, e in enumerate(events) if e["type"] == "turn_order")
    app = App(SIZE)
    try:
        scene = MaatScene(session, events[start:end + 1], speed=0.0)
        app.stack.push(scene)
        app.step(0.0)
        screen = shown(scene)
        assert watch.faults(screen) == []
        assert all(scene.rect.contains(ink) for _text, ink in screen.texts)
    finally:
        app.close()


@pytest.mark.parametrize("tab", [0, 1], ids=["breakdown", "VP trail"])
def test_the_scores_and_the_vp_chart_fit_in_a_long_language(tab, watch):
    session = finished()
    app = App(SIZE)
    try:
        for scene in (ScoringScene(session, 0, scoring=1), ScoringScene(session, -1)):
            app.stack.push(scene)
            scene._set_tab(tab)
            app.step(0.0)
            screen = shown(scene)
            assert watch.faults(screen) == []
            assert all(scene.panel.contains(ink) for _text, ink in screen.texts)
            app.stack.pop()
    finally:
        app.close()


def test_the_game_over_screen_fits_in_a_long_language(watch):
    session = finished()
    app = App(SIZE)
    try:
        scene = GameOverScene(session, on_new_game=lambda: None, on_main_menu=lambda: None, on_replay=lambda: None)
        app.stack.push(scene)
        app.step(0.0)
        screen = shown(scene)
        # a decree's text too long for its card shows whole on hovering the card
        decrees = {pgettext(card_id, card.text) for card_id, card in session.game.catalog.decrees.items()}
        assert [fault for fault in watch.faults(screen) if fault[0] not in decrees] == []
        theme = scene.theme
        for button in scene.buttons:
            font = theme.font("bold" if button.primary else "body", scene.button_size)
            assert font.size(button.text)[0] <= button.rect.w - theme.px(12), button.text
        rects = sorted((button.rect for button in scene.buttons), key=lambda rect: rect.x)
        assert all(left.right < right.x for left, right in zip(rects, rects[1:]))
    finally:
        app.close()


# --------------------------------------------------------------------------- the rules reference

def test_the_rules_reference_fits_in_a_long_language(watch):
    app = App(SIZE)
    try:
        rules = RulesReferenceScene(rules_module.rules_document())
        app.stack.push(rules)
        app.step(0.0)
        assert watch.faults(shown(rules)) == []
        headings = [b.rich.text for b in rules.blocks if isinstance(b, Heading)]
        assert pseudo("Cards and tiles") in headings and pseudo("How to play") in headings
        rules.search.insert("zzzz")
        app.step(0.0)
        assert watch.faults(shown(rules)) == []
    finally:
        app.close()


def test_the_rules_are_shown_in_the_players_language_when_they_are_translated(monkeypatch, tmp_path):
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    data = tmp_path / "data"
    data.mkdir()
    (data / "rules.md").write_text("# Rules\n\nIn English.\n", encoding="utf-8")
    (data / "rules.pl.md").write_text("# Zasady\n\nPo polsku.\n", encoding="utf-8")
    monkeypatch.setattr(rules_module, "default_data_dir", lambda: data)
    assert rules_module.rules_path("pl") == data / "rules.pl.md"
    assert rules_module.rules_path("ko") == data / "rules.md"        # no Korean rules here: the English ones
    assert rules_module.rules_path("en") == data / "rules.md"
    rules_module._game_document.cache_clear()
    try:
        for code, first in (("pl", "Zasady"), ("ko", "Rules"), ("en", "Rules")):
            set_language(code)
            document = rules_module.rules_document()
            assert document is rules_module.rules_document()          # made once per language
            assert [b.rich.text for b in document.blocks if isinstance(b, Heading) and b.level == 1] == [first]
        set_language("pl")
        assert rules_module.rules_document() is not document          # each language its own
    finally:
        set_language("en")
        rules_module._game_document.cache_clear()


def test_the_shipped_translations_of_the_rules_are_the_ones_shown():
    for language in ("hu", "pl", "ko"):
        path = rules_module.rules_path(language)
        assert path.name == f"rules.{language}.md" and path.is_file()


def test_a_language_chosen_during_a_game_shows_on_the_board_at_once(watch):
    set_language("en")
    app = App(SIZE)
    try:
        board = board_for(app, played(2, 7, deciding("take_die", 3)))
        english = {text for text, _ink in shown(board).texts}
        assert {"Temple complex", "Card market"} <= english
        use_pseudo_language()
        app.stack.resize(SIZE)            # what the settings screen does when the language changes
        app.step(0.0)
        words = {text for text, _ink in shown(board).texts}
        assert {pseudo("Temple complex"), pseudo("Card market")} <= words
        assert not {"Temple complex", "Card market"} & words
    finally:
        app.close()


def test_the_pseudo_language_is_wider_by_half_and_keeps_placeholders_and_bold():
    pygame.font.init()
    font = th.load_font("body", 20)
    for message in ("End turn", "Scales of Maat", "Click anywhere to skip", "Right-click or Esc goes back"):
        assert font.size(pseudo(message))[0] >= 1.5 * font.size(message)[0], pseudo(message)
    assert pseudo("Balance now {balance} = pure {pure}.").format(balance="+2", pure=5).endswith("+2 = pűrępűr 5.")
    assert pseudo("**The goal.** Win").startswith("**") and pseudo("**The goal.** Win").count("**") == 2
    assert set(pseudo("Sunny, Shaded")) & set("áęőűłżćńś")


def test_the_checks_see_a_cut_label_a_text_past_its_picture_and_texts_on_each_other(watch):
    theme = th.Theme(SIZE)
    screen = Inked(SIZE)
    Button("A label far too long for a button this narrow", rect=pygame.Rect(0, 0, 120, 40)).draw(screen, theme)
    assert watch.shortened == ["A label far too long for a button this narrow"]
    picture = Inked((60, 30), pygame.SRCALPHA)
    picture.blit(theme.render("Much too wide for it", "body", 20), (4, 4))
    screen.blit(picture, (300, 300))
    assert ("Much too wide for it", "runs past its picture") in screen.cuts
    screen.blit(theme.render("One text", "body", 20), (500, 500))
    screen.blit(theme.render("Another", "body", 20), (520, 505))
    assert ("One text", "Another") in screen.overlaps()
    covered = theme.render("Hidden", "body", 20)
    screen.blit(covered, (800, 600))
    screen.blit(Inked((200, 80)), (780, 590))   # an opaque picture over it: no longer shown
    assert "Hidden" not in [text for text, _ink in screen.texts]


def test_a_file_problem_is_said_in_the_language_it_is_shown_in(tmp_path, watch):
    with pytest.raises(FileProblem) as problem:
        read_limited(tmp_path, 100)
    assert str(problem.value) == pseudo("is not a regular file")
    set_language("en")
    assert str(problem.value) == "is not a regular file"


def test_a_long_text_takes_a_smaller_font_down_to_the_smallest_legible_one():
    pygame.font.init()
    theme = th.Theme(SIZE)                                  # "large" (26 design px) is 18 px here
    word = "Gráńitęgráńi"
    wide = th.load_font("bold", 18).size(word)[0]
    assert text_module.fitting_font(theme, word, wide, size="large", role="bold").get_height() \
        == th.load_font("bold", 18).get_height()
    smaller = text_module.fitting_font(theme, word, wide - 10, size="large", role="bold")
    assert smaller is not None and smaller.size(word)[0] <= wide - 10 < wide
    assert text_module.fitting_font(theme, word, th.load_font("bold", th.MIN_FONT_PX).size(word)[0] - 1,
                                    size="large", role="bold") is None
    sentence = " ".join([word] * 12)
    font, lines = text_module.fitting_lines(theme, sentence, 300, 3, size="large", role="bold")
    assert len(lines) <= 3 and all(font.size(line)[0] <= 300 for line in lines)
    font, lines = text_module.fitting_lines(theme, sentence * 4, 300, 3, size="large", role="bold")
    assert len(lines) == 3 and lines[-1].endswith("…")   # too long even small: the last line says so


def test_an_accented_capital_rises_above_the_top_of_a_line_and_english_letters_do_not():
    pygame.font.init()
    font = th.load_font("bold", 20)
    assert text_module.rise_above_ink(font, "Stone Sledges of the Gods") == 0
    assert text_module.rise_above_ink(font, "Őrök Śl") > 0
