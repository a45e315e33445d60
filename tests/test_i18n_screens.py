"""The shared shell in every language: nothing overflows its button or field at 1366×768 and
1920×1080, a language chosen on the settings screen shows at once, a game saved in one
language loads in another, and an input method's unfinished syllable shows underlined."""
from __future__ import annotations

import json
import random

import pygame
import pytest
from ui_driving import Backdrop

from game.i18n import LANGUAGES, _, catalogues, set_language
from game.seats import Seat
from game.session import Session
from game.settings import Settings, load_settings
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.scenes import new_game
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.ui import theme as th
from game.ui.app import App
from game.ui.client import Client
from game.ui.scenes import load_game, new_game_base, rules_reference
from game.ui.scenes import settings as settings_scene
from game.ui.scenes.dialogs import Dialog, message
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.main_menu import MainMenuScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.rules_reference import RulesReferenceScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene, help_lines
from game.ui.widgets import base
from game.ui.widgets.text_input import TextInput

SIZES = ((1366, 768), (1920, 1080))
SEATS = [Seat("Győző", "blue"), Seat("Łucja", "orange"), Seat("김민준", "green")]


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    yield
    set_language("en")


@pytest.fixture
def cut(monkeypatch) -> list[tuple[str, str]]:
    """Every text the shell had to shorten with "…" to fit (none should be)."""
    shortened: list[tuple[str, str]] = []
    real = base.fit_text

    def recording(text, font, width):
        fitted = real(text, font, width)
        if fitted != text:
            shortened.append((text, fitted))
        return fitted

    for module in (base, load_game, rules_reference, settings_scene):
        monkeypatch.setattr(module, "fit_text", recording)
    return shortened


def played_session(folder) -> Session:
    session = Session.new(GameConfig(players=3, seed=3), SEATS, autosave_folder=folder)
    chooser = random.Random(3)
    for _turn in range(12):
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def width(text: str, theme: th.Theme, role: str, size) -> int:
    return theme.font(role, size).size(text)[0]


def check_settings(scene: SettingsScene) -> None:
    theme = scene.theme
    px = theme.px
    for i, row in enumerate(scene.rows):
        help_w = scene.option_rects[i][0].x - scene.row_rects[i].x - px(16)
        assert width(str(row.label), theme, "bold", 24) <= help_w, row.label
        lines = help_lines(str(row.help), theme.font("body", 17), help_w)
        assert " ".join(lines) == str(row.help), row.help     # the whole explanation shows
        if row.is_switch:
            room = scene.row_rects[i].right - scene.option_rects[i][1].right - px(16)
            assert all(width(str(word), theme, "bold", 22) <= room for _value, word in row.options)
        else:
            for rect, (_value, text) in zip(scene.option_rects[i], row.options):
                assert width(str(text), theme, "bold", 20) <= rect.w - px(12), text   # a margin each side
    assert width(_("Settings"), theme, "title", 52) <= scene.panel.w - px(40)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_no_text_of_the_shell_overflows_in_any_language(code, size, tmp_path, cut):
    played_session(tmp_path / "auto")
    app = App(size)
    client = Client(app, Settings(window_size=size, language=code), autosave_folder=tmp_path / "auto",
                    saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
    try:
        client.main_menu()
        menu = app.stack.top
        assert isinstance(menu, MainMenuScene) and menu.resume_info is not None
        app.step()
        theme = menu.theme
        assert width(_("F1 rules · Enter resumes or starts"), theme, "body", 15) <= size[0] // 2

        client.load_menu()
        app.step()
        loader = app.stack.top
        assert isinstance(loader, LoadGameScene)
        assert width(_("Load a game"), theme, "title", 40) <= loader.panel.w - theme.px(48)
        assert width(_("No saved games yet. Games save themselves after every decision."), theme, "body", 20) \
            <= loader.panel.w - theme.px(48)
        app.stack.pop()

        client.settings_screen()
        app.step()
        check_settings(app.stack.top)
        app.stack.pop()

        save_as = SaveAsScene("Győző, Łucja, 김민준 2025-11-25 14.02", lambda name: None)
        app.stack.push(save_as)
        app.step()
        assert width(_("Save the game"), theme, "title", 30) <= save_as.rect.w - theme.px(48)
        app.stack.pop()

        app.stack.push(message(_("Cannot load this game"), "x"))
        app.stack.push(message(_("Loaded the backup"), "x"))
        app.step()
        for dialog in list(app.stack)[-2:]:
            assert width(str(dialog.title), theme, "title", 30) <= dialog.rect.w - theme.px(24)
        app.stack.clear()

        app.stack.push(Backdrop())
        recap = [f"Győző took a die ({k})." for k in range(12)]
        pass_screen = PassDeviceScene("Łucja", "orange", lambda: None, recap=recap, on_menu=client._in_game_menu)
        app.stack.push(pass_screen)
        app.step()
        title = _("Pass the device to {name}", name="Łucja")
        assert width(title, theme, "title", 56) <= size[0] - theme.px(40)
        client._in_game_menu()
        app.step()
        in_game_menu = app.stack.top
        assert isinstance(in_game_menu, Dialog)
        assert width(str(in_game_menu.title), theme, "title", 30) <= in_game_menu.rect.w - theme.px(24)
        app.stack.clear()

        from game.tekhenu.ui.rules_document import rules_document

        app.stack.push(Backdrop())
        rules = RulesReferenceScene(rules_document())
        app.stack.push(rules)
        rules.search.insert("zzzz")
        app.step()
        assert width(_("Nothing matches “{terms}”", terms="zzzz"), theme, "title", 30) <= rules.viewport.w
        assert cut == []
    finally:
        app.close()


def check_new_game(scene: NewGameScene, size) -> None:
    """Every label whole in its button, the notes and column labels in their room, nothing
    overlapping, everything inside the panel and the panel inside the window."""
    theme, px = scene.theme, scene.theme.px
    assert pygame.Rect(0, 0, *size).contains(scene.panel)
    fields = [field.rect for field in scene.names[:scene.seat_count]] + [scene.seed.rect]
    rects = [button.rect for button in scene.buttons.values()] + fields
    assert all(scene.panel.contains(rect) for rect in rects)
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
    assert width(_("New game"), theme, "title", 48) <= scene.panel.w - px(80)
    if not scene.solo:
        for index, (text, rect) in enumerate(scene.column_spans()):
            assert width(str(text), theme, "bold", 16) <= (scene.panel.right - rect.x if index == 0 else rect.w), text
    else:
        note = width(str(new_game.SOLO_NOTES[scene.difficulty]), theme, "body", 17)
        assert scene.names[0].rect.x + note <= scene.panel.right - px(16)
    back, start = scene.buttons["back"].rect, scene.buttons["start"].rect
    assert back.right + px(16) + width(str(new_game_base.NO_PERSON), theme, "bold", 16) <= start.x - px(16)
    assert scene.seed.rect.right + px(14) + width(str(new_game_base.KNOWN_SETUP), theme, "body", 16) \
        <= scene.panel.right - px(16)
    label = width(str(new_game_base.SEED_LABEL), theme, "bold", 20)
    assert scene.panel.x + px(40) + label < scene.seed.rect.x


@pytest.mark.parametrize("size", [*SIZES, (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_nothing_on_the_new_game_screen_overflows_in_any_language(code, size, cut):
    set_language(code)
    app = App(size)
    try:
        scene = NewGameScene(lambda config, seats, known: None, lambda: None, GameConfig(players=4, seed=12345))
        app.stack.push(scene)
        for seat in range(4):                  # every seat a computer: the note beside Start shows
            scene._press(f"kind:{seat}:hard")
        app.step()
        assert not scene.has_person and scene.known_setup
        check_new_game(scene, size)
        scene._press("mode:solo")
        app.step()
        check_new_game(scene, size)
        assert cut == []
    finally:
        app.close()


def test_the_new_game_check_sees_a_button_narrower_than_its_label(cut, monkeypatch):
    """With the buttons of the English layout, a Hungarian label is cut."""
    monkeypatch.setattr(NewGameScene, "_width", lambda self, design_px, *labels, check=False: self.theme.px(design_px))
    set_language("hu")
    app = App((1366, 768))
    try:
        app.stack.push(NewGameScene(lambda config, seats, known: None, lambda: None))
        app.step()
        assert [text for text, _fitted in cut] == ["Egyszemélyes: Botankhamun ellen"]
    finally:
        app.close()


def test_the_overflow_check_sees_a_label_too_long_for_its_button(cut):
    pygame.init()
    surface = pygame.Surface((400, 100))
    button = base.Button("A label far too long for a button this narrow", rect=pygame.Rect(0, 0, 120, 40))
    button.draw(surface, th.Theme((1366, 768)))
    assert cut and cut[0][0] == button.label


def click(app: App, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step()


def test_choosing_a_language_on_the_settings_screen_changes_the_main_menu_at_once(tmp_path):
    app = App((1366, 768))
    client = Client(app, Settings(window_size=(1366, 768)), autosave_folder=tmp_path / "auto",
                    saves_folder=tmp_path / "saves", settings_path=tmp_path / "settings.json")
    try:
        client.main_menu()
        menu = app.stack.top
        app.step()
        assert menu.buttons["new"].label == "New game"
        click(app, menu.buttons["settings"].rect.center)
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        row = [r.field for r in settings.rows].index("language")
        polish = [value for value, _name in settings.rows[row].options].index("pl")
        click(app, settings.option_rects[row][polish].center)
        click(app, settings.save_button.rect.center)
        assert app.stack.top is menu                       # the same menu, not a new one
        assert [b.text for key, b in menu.buttons.items() if not key.startswith("game:")] == [
            "Nowa gra", "Nauka gry", "Wczytaj grę", "Zasady", "Ustawienia", "Wyjdź"]
        assert [target for _rect, target in menu.autoplay_targets()][0] == "Nowa gra"
        assert json.loads((tmp_path / "settings.json").read_text())["language"] == "pl"
        assert load_settings(tmp_path / "settings.json")[0].language == "pl"
        click(app, menu.buttons["settings"].rect.center)   # and back to English
        settings = app.stack.top
        assert settings.rows[row].label == "Język"
        click(app, settings.option_rects[row][0].center)
        click(app, settings.save_button.rect.center)
        assert menu.buttons["new"].label == "New game"
    finally:
        app.close()


def test_a_game_saved_in_one_language_loads_in_another_and_the_save_is_the_same(tmp_path):
    app = App((1366, 768))
    try:
        saved, sessions = {}, {}
        for code in ("hu", "en"):
            client = Client(app, Settings(window_size=(1366, 768), language=code), autosave_folder=tmp_path / code,
                            saves_folder=tmp_path / f"saves-{code}", settings_path=tmp_path / "settings.json")
            sessions[code] = played_session(tmp_path / code)
            path = client._save_named(sessions[code], "game")
            saved[code] = json.loads(path.read_text(encoding="utf-8"))
            assert app.stack.top.title == ("Játék elmentve" if code == "hu" else "Game saved")
        for document in saved.values():
            del document["saved_at"], document["game_id"]   # when, and which game: a new one each time
        assert saved["hu"] == saved["en"]                    # nothing in a save depends on the language
        client = Client(app, Settings(window_size=(1366, 768), language="ko"), autosave_folder=tmp_path / "ko",
                        saves_folder=tmp_path / "saves-hu", settings_path=tmp_path / "settings.json")
        assert Session.load(tmp_path / "saves-hu" / "game.json").game.view(-1) == sessions["hu"].game.view(-1)
        client.load(tmp_path / "saves-hu" / "game.json")
        board = next(scene for scene in app.stack if hasattr(scene, "session"))
        assert board.session.names == [seat.name for seat in SEATS]
        app.step()
    finally:
        app.close()


def test_the_syllable_an_input_method_is_composing_shows_underlined_until_it_is_committed():
    pygame.init()
    theme = th.Theme((1366, 768))
    field = TextInput("김", size="large")
    field.layout(pygame.Rect(10, 10, 400, 60), theme)
    field.focus()
    plain = pygame.Surface((420, 80))
    field.draw(plain)
    assert field.handle(pygame.event.Event(pygame.TEXTEDITING, text="민", start=1, length=0))
    assert field.text == "김" and field.composition == "민"
    assert field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0))
    assert field.text == "김"                               # the input method's key, not the field's
    composing = pygame.Surface((420, 80))
    field.draw(composing)
    font = theme.font("body", "large")
    start = field.rect.x + theme.px(12) + font.size("김")[0]
    end = start + font.size("민")[0]
    underline = field.rect.centery - font.get_height() // 2 + font.get_ascent() + theme.px(3)
    assert all(composing.get_at((x, underline))[:3] == th.LAPIS for x in range(start + 1, end - 1))
    assert all(plain.get_at((x, underline))[:3] != th.LAPIS for x in range(start + 4, end - 1))   # past the caret
    assert field.handle(pygame.event.Event(pygame.TEXTINPUT, text="민"))
    assert field.text == "김민" and field.composition == ""
    field.blur()
    assert field.composition == ""
