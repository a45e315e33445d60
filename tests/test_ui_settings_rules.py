"""Settings (file and scene) and the text field (headless); the rules reference is tested in
test_ui_rules_reference.py."""
from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from ui_driving import SIZE, click, headless_app, key, post

from game.settings import Settings, animation_seconds, bad_path, first_settings, load_settings, save_settings
from game.ui import theme as th
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets.text_input import DIGITS, TextInput


@pytest.fixture
def app():
    yield from headless_app()


# --------------------------------------------------------------------------- settings file

def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(window_size=(1920, 1080), fullscreen=True, animation_speed="fast", sound=False,
                      confirm_end_turn=False)
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)
    save_settings(Settings(), path)               # a second save replaces the first
    assert load_settings(path) == (Settings(), None)


def test_missing_file_gives_defaults_quietly_in_the_systems_language(tmp_path, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert load_settings(tmp_path / "nowhere" / "settings.json") == (Settings(language="pl"), None)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")   # a language the client does not speak: English
    assert load_settings(tmp_path / "nowhere" / "settings.json") == (Settings(), None)


def test_a_settings_file_without_a_language_is_english_and_a_bad_one_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ko")   # not a first start: the system's language does not count
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": False}))
    assert load_settings(path) == (Settings(sound=False), None)
    path.write_text(json.dumps({"language": "hu"}))
    assert load_settings(path) == (Settings(language="hu"), None)
    path.write_text(json.dumps({"language": "de"}))
    settings, problem = load_settings(path)
    assert settings == Settings() and "'language'" in problem


def test_default_path_is_the_user_config_folder(monkeypatch, tmp_path):
    monkeypatch.setattr("platformdirs.user_config_dir", lambda *args, **kwargs: str(tmp_path / "cfg"))
    save_settings(Settings(sound=False))
    assert (tmp_path / "cfg" / "settings.json").is_file()
    assert load_settings() == (Settings(sound=False), None)


def test_damaged_file_is_reported_and_kept_as_bad(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"sound": fals', encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings()
    assert message is not None and str(path) in message and "not valid JSON" in message
    assert path.read_text(encoding="utf-8") == '{"sound": fals'   # loading leaves it alone
    save_settings(Settings(fullscreen=True), path)
    assert bad_path(path).read_text(encoding="utf-8") == '{"sound": fals'
    assert load_settings(path) == (Settings(fullscreen=True), None)


@pytest.mark.parametrize("data, words", [
    ({"animation_speed": "turbo"}, "'animation_speed'"),
    ({"window_size": [100, 20]}, "'window_size'"),
    ({"window_size": "big"}, "'window_size'"),
    ({"sound": "yes"}, "'sound'"),
    ([1, 2], "JSON object"),
])
def test_invalid_values_give_defaults_and_say_which(tmp_path, data, words):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings()
    assert message is not None and str(path) in message and words in message


def test_a_good_file_is_not_renamed(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(sound=False), path)
    save_settings(Settings(), path)
    assert not bad_path(path).exists()


def test_missing_keys_keep_their_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"sound": false, "from_a_newer_version": 3}', encoding="utf-8")
    assert load_settings(path) == (Settings(sound=False), None)


def test_animation_seconds_follow_the_speed():
    base = 0.4
    times = {speed: animation_seconds(Settings(animation_speed=speed), base)
             for speed in ("slow", "normal", "fast", "off")}
    assert times["normal"] == base
    assert times["slow"] > times["normal"] > times["fast"] > times["off"] == 0


# --------------------------------------------------------------------------- the text field

@pytest.fixture
def field(app):
    box = TextInput(max_length=8)
    box.layout(pygame.Rect(100, 100, 300, 40), th.Theme(SIZE))
    return box


def test_text_input_focus_typing_and_editing(field):
    assert not field.handle(pygame.event.Event(pygame.TEXTINPUT, text="x"))   # not focused yet
    assert field.handle(click((150, 120))) and field.focused
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Nefer"))
    field.handle(key(pygame.K_BACKSPACE))
    assert field.text == "Nefe"
    field.handle(key(pygame.K_HOME))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="A "))
    assert (field.text, field.caret) == ("A Nefe", 2)
    field.handle(key(pygame.K_DELETE))
    field.handle(key(pygame.K_END))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="rtari too long"))
    assert field.text == "A eferta"                                      # capped at max_length
    field.handle(key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL))          # a whole word
    assert field.text == "A "
    assert not field.handle(click((10, 10))) and not field.focused


def test_text_input_filter_submit_and_shortcuts(field):
    submitted, changes = [], []
    digits = TextInput(allowed=DIGITS, max_length=6, on_submit=submitted.append, on_change=changes.append)
    digits.layout(field.rect, th.Theme(SIZE))
    digits.focus()
    digits.handle(pygame.event.Event(pygame.TEXTINPUT, text="4a2-7"))
    assert digits.text == "427"
    assert changes == ["427"]
    digits.handle(key(pygame.K_RETURN))
    assert submitted == ["427"]
    # A focused field swallows the key that types a letter (no scene shortcut fires) but not
    # Escape or PageDown.
    assert digits.handle(key(pygame.K_q, unicode="q"))
    assert not digits.handle(key(pygame.K_ESCAPE, unicode="\x1b"))
    assert not digits.handle(key(pygame.K_PAGEDOWN))
    digits.text = "12x3456789"
    assert digits.text == "123456"


def test_text_input_click_places_the_caret(field):
    field.text = "abcdef"
    field.focus()
    field.draw(pygame.display.get_surface())
    field.handle(click((field.rect.x + 2, field.rect.centery)))
    assert field.caret == 0
    field.handle(click((field.rect.right - 4, field.rect.centery)))
    assert field.caret == 6


def test_text_input_caret_blinks_on_its_clock(app):
    now = [0.0]
    box = TextInput(clock=lambda: now[0])
    box.focus()
    assert not box.update()
    now[0] = 0.6
    assert box.update()            # the caret hid
    box.insert("a")                # typing shows it again at once
    assert not box.update()


# --------------------------------------------------------------------------- settings scene

def test_settings_scene_saves_the_edited_settings(app):
    saved: list[Settings] = []
    scene = SettingsScene(Settings(), saved.append)
    app.stack.push(scene)
    app.step()
    speed_row = [row.field for row in scene.rows].index("animation_speed")
    fast = [value for value, _ in scene.rows[speed_row].options].index("fast")
    size_row = [row.field for row in scene.rows].index("window_size")
    post(click(scene.option_rects[speed_row][fast].center),
         click(scene.option_rects[size_row][0].center),   # 1366 × 768
         key(pygame.K_DOWN), key(pygame.K_SPACE))           # the row below: full screen, on
    app.step()
    post(click(scene.save_button.rect.center))
    app.step()
    assert saved == [Settings(window_size=(1366, 768), fullscreen=True, animation_speed="fast")]
    assert app.stack.top is not scene and scene.stack is None


def test_settings_scene_escape_cancels(app):
    saved: list[Settings] = []
    scene = SettingsScene(Settings(), saved.append)
    app.stack.push(scene)
    app.step()
    post(click(scene.option_rects[1][1].center), key(pygame.K_ESCAPE))
    app.step()
    assert saved == [] and scene.stack is None and len(app.stack) == 1


def test_settings_scene_offers_a_custom_size_from_the_file(app):
    custom = Settings(window_size=(1280, 800))
    scene = SettingsScene(custom, lambda s: None)
    app.stack.push(scene)
    size_row = [row.field for row in scene.rows].index("window_size")
    labels = [label for _, label in scene.rows[size_row].options]
    assert "1280 × 800" in labels
    scene.restore_defaults()
    assert scene.draft == first_settings()


def test_restoring_the_defaults_keeps_the_game_chosen_on_the_main_menu(app):
    scene = SettingsScene(Settings(window_size=(1280, 800), sound=False, game="imhotep"), lambda s: None)
    app.stack.push(scene)
    scene.restore_defaults()
    assert scene.draft == dataclasses.replace(first_settings(), game="imhotep")


def test_the_chosen_game_is_a_games_id_or_the_settings_are_refused(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"game": "tekhenu"}))
    assert load_settings(path) == (Settings(game="tekhenu"), None)
    for bad in ("../x", 5, "T" * 50, ["tekhenu"]):
        path.write_text(json.dumps({"game": bad}))
        settings, problem = load_settings(path)
        assert settings == Settings() and "'game'" in problem
