"""Learn to play on the screen (issue #17): the guided game played through by clicks from the main
menu, every note fitting its place at 1366×768 in every language, only the suggested move
glowing (another click gets a gentle word), leaving and coming back to the same step, playing on
freely, and the first real game the main menu suggests afterwards."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.settings import Settings
from game.tekhenu.tutorial.course import DONE, FREE
from game.tekhenu.tutorial.panel import CoachPanel, NoteWords, dock_rect, layout_note
from game.tekhenu.tutorial.script import load_script, load_words
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.ui import theme as th
from game.ui.app import App
from game.ui.autoplay import ClickDriver, replay_scores
from game.ui.client import Client
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.main_menu import MainMenuScene

SIZE = (1366, 768)
LANGUAGES = ("en", "hu", "pl", "ko")


@pytest.fixture
def client(tmp_path):
    app = App(SIZE)
    yield Client(app, Settings(window_size=SIZE, animation_speed="fast"), autosave_folder=tmp_path / "auto",
                 saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
    app.close()


def board_of(client: Client) -> BoardScene:
    return next(scene for scene in client.stack if isinstance(scene, BoardScene))


def follow_until(driver: ClickDriver, step_id: str) -> BoardScene:
    """Click what the coach asks for (Next, or what glows) until ``step_id`` shows."""
    for _ in range(300):
        board = board_of(driver.client)
        if board.guide.course.step.id == step_id and board.guide.visible:
            return board
        driver.click(driver.app.stack.top.autoplay_targets()[0][0].center)
    raise AssertionError(f"step {step_id} never showed")


# --------------------------------------------------------------------------- the whole guided game

def test_the_guided_game_is_played_through_by_clicks_from_the_main_menu(client):
    driver = ClickDriver(client, seed=17)
    driver.start_guided_game()
    board = board_of(client)
    assert board.guide is not None and board.guide.course.step.id == "welcome"
    report = driver.play_to_the_end()
    assert isinstance(client.stack.top, GameOverScene)
    session = report.session
    assert session.game.is_over and session.game.scores() == replay_scores(session)
    assert session.guide["mode"] == DONE          # the coach's last note was read (Finish)
    assert report.reloaded                          # saved and loaded through the menu: the coach came back
    assert client.suggest_first_game


# --------------------------------------------------------------------------- every note fits

@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
def test_every_note_fits_its_place_in_every_language(size):
    pygame.font.init()
    theme = th.Theme(size)
    values = {"vp": 123, "bot_vp": 123, "round": 16, "step": 46, "steps": 46}   # the longest numbers
    for language in LANGUAGES:
        words = load_words(language)
        for step in load_script().steps:
            dock = dock_rect(step.coach or ("bottom" if step.kind == "over" else "temple"), theme)
            # with what the note adds after a click on nothing: "try what glows", or "press Next"
            refusal = {"do": words.refusal(step), "say": words.label("waiting"),
                       "branch": words.label("waiting")}.get(step.kind, "")
            layout = layout_note(theme, dock, words.title(step, values), words.text(step, values), refusal,
                                 buttons=step.kind in ("say", "do", "branch", "over"))
            assert layout.fits, (language, step.id, size)
            panel = CoachPanel()
            secondary = words.label("free") if step.kind in ("say", "do", "branch") else None
            primary = words.label({"branch": "ahead", "over": "got_it"}.get(step.kind, "next")) \
                if step.kind in ("say", "branch", "over") else None
            panel.place(dock, theme, NoteWords("", words.title(step, values), words.text(step, values), refusal),
                        primary, secondary)
            assert dock.contains(panel.rect)
            for _name, button in panel.buttons:
                assert panel.rect.contains(button.rect), (language, step.id)
            if primary and secondary:
                assert panel.secondary.rect.right < panel.primary.rect.left, (language, step.id)


# --------------------------------------------------------------------------- only what glows

def test_only_the_suggested_die_glows_and_another_click_gets_a_gentle_word(client):
    driver = ClickDriver(client, seed=1)
    driver.start_guided_game()
    board = follow_until(driver, "take1")
    wanted = [rect for rect, _ in board.autoplay_targets()]
    assert len(wanted) == 2   # the white 1 on the wheel, and its button in the decision panel
    every_die = board.widgets["wheel"].targets(replace(board.ctx, candidates=board.game.legal_actions()))
    other = next(t for t in every_die if all(a.get("die") != 2 for a in t.actions))
    moves = len(board.game.history)
    driver.click(other.rect.center)
    assert len(board.game.history) == moves          # nothing was played
    assert board.guide.refused
    assert "white 1" in board.guide.note_words(board.guide.course.step).note
    assert "undo" not in board.button_targets() and "hint" not in board.button_targets()
    driver.click(wanted[0].center)
    assert board.game.history[-1].get("die") == 2 and board.guide.course.step.id == "keep1"


# --------------------------------------------------------------------------- leave and come back

def test_leaving_for_the_main_menu_and_coming_back_resumes_the_same_step(client):
    driver = ClickDriver(client, seed=1)
    driver.start_guided_game()
    board = follow_until(driver, "produce")
    moves = [a.to_dict() for a in board.game.history]
    driver.click(board.button_targets()["menu"].center)
    driver.click_label("Main menu")
    assert isinstance(client.stack.top, MainMenuScene)
    driver.click_label("Learn to play")
    dialog = client.stack.top
    assert isinstance(dialog, Dialog) and dialog.title == "Continue the guided game?"
    driver.click_label("Continue")
    board = board_of(client)
    assert [a.to_dict() for a in board.game.history] == moves
    assert board.guide.course.step.id == "produce" and board.guide.visible


def test_playing_on_freely_lets_go_of_the_game(client):
    driver = ClickDriver(client, seed=1)
    driver.start_guided_game()
    board = follow_until(driver, "take1")
    driver.click(board.guide.panel.secondary.rect.center)   # Play on freely
    driver.click_label("Play on freely")                      # the confirmation
    assert board.guide.course.progress.mode == FREE and not board.guide.visible
    assert len(board.autoplay_targets()) > 2                  # every legal die glows again
    assert board.session.guide["mode"] == FREE
    client.main_menu()
    driver.click_label("Learn to play")                       # nothing to continue: a new guided game
    assert board_of(client).guide.course.step.id == "welcome"


# --------------------------------------------------------------------------- the main menu

def test_the_main_menu_offers_learn_to_play_and_afterwards_a_first_real_game(client):
    client.main_menu()
    menu = client.stack.top
    assert "learn" in menu.buttons and not menu.suggested
    client.suggest_first_game = True   # as the guided game's last note leaves it
    client.main_menu()
    menu = client.stack.top
    labels = [button.text for button, _ in menu.suggested]
    assert labels == ["Solo against Botankhamun (easy)", "Two players at this computer"]
    driver = ClickDriver(client, seed=1)
    driver.click(menu.suggested[1][0].rect.center)   # two players: the New game screen, its seed not given
    new_game = client.stack.top
    assert isinstance(new_game, NewGameScene) and not new_game.solo and not new_game.known_setup
    client.main_menu()
    driver.click(client.stack.top.suggested[0][0].rect.center)   # solo: a real game at once
    board = board_of(client)
    config = board.session.game.config
    assert (config.solo, config.difficulty, board.session.known_setup, board.guide) == (True, "easy", False, None)
    assert config.seed != load_script().seed and board.session.names[0] == "Neferet"
    assert not client.suggest_first_game


def test_a_note_over_the_maat_screen_gives_way_to_a_click_on_continue(client):
    from game.tekhenu.tutorial.guide import ScreenNote
    from game.tekhenu.ui.scenes.maat import MaatScene

    driver = ClickDriver(client, seed=1)
    driver.start_guided_game()
    board = follow_until(driver, "faith1")
    driver.click(board.autoplay_targets()[0][0].center)   # 4 faith on the left: the Maat screen opens
    note = client.stack.top
    assert isinstance(note, ScreenNote) and note.step.id == "maat1"
    maat = next(scene for scene in client.stack if isinstance(scene, MaatScene))
    driver.click(maat.button.rect.center)                 # Continue, under the note
    assert client.stack.top is board and board.guide.course.step.id == "destiny2"


def test_a_damaged_script_is_reported_and_the_menu_stays(client, monkeypatch, tmp_path):
    from game.tekhenu.tutorial import script

    (tmp_path / "script.yaml").write_text("game: {seed: 6}\nsteps: []\n", encoding="utf-8")
    monkeypatch.setattr(script, "folder", lambda: tmp_path)
    script.load_script.cache_clear()
    try:
        client.main_menu()
        ClickDriver(client, seed=1).click_label("Learn to play")
        dialog = client.stack.top
        assert isinstance(dialog, Dialog) and "script.yaml" in str(dialog.message)
        assert any(isinstance(scene, MainMenuScene) for scene in client.stack)
    finally:
        script.load_script.cache_clear()
