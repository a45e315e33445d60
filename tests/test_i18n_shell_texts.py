"""What the shell shows beyond its own screens, in the language of the moment it is shown: a
saved game's mode (computer players included), the game's title on the main menu, the start-up
dialogs, the settings file's problems, a save's problems, the log's filter and Tekhenu's New
game screen."""
from __future__ import annotations

import json

import pygame
import pytest

import game.__main__ as entry
from game import persist, settings
from game.core.data import DataError
from game.i18n import catalogues, set_language
from game.log import LogLine
from game.seats import Seat
from game.settings import Settings
from game.tekhenu.module import MODULE
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.ui.scenes.new_game import NewGameScene
from game.ui import error_dialog
from game.ui import theme as th
from game.ui.app import App
from game.ui.client import Client
from game.ui.scenes import load_game
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.main_menu import MainMenuScene, describe_save
from game.ui.table import Table
from game.ui.widgets.log_view import LogWidget


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    yield
    set_language("en")


# --------------------------------------------------------------------------- a saved game's mode

@pytest.mark.parametrize(("config", "computers", "english", "polish"), [
    (GameConfig(players=2), (), "hot-seat", "przy jednym komputerze"),
    (GameConfig(players=3), (None, None, None), "hot-seat", "przy jednym komputerze"),
    (GameConfig(players=1, solo=True, difficulty="hard"), (), "solo (hard)", "solo (trudny)"),
    (GameConfig(players=1, solo=True, difficulty="easy"), (), "solo (easy)", "solo (łatwy)"),
    (GameConfig(players=3), (None, "easy", "hard"), "one person against computer players",
     "jedna osoba przeciw komputerom"),
    (GameConfig(players=4), (None, None, "medium", None), "hot-seat with computer players",
     "przy jednym komputerze, z graczami komputerowymi"),
])
def test_the_mode_names_solo_hot_seat_and_computer_players_in_the_language_shown(config, computers, english,
                                                                                 polish):
    mode = MODULE.describe(config, computers)
    assert str(mode) == english
    set_language("pl")
    assert str(mode) == polish   # the same text, shown later in another language


def test_the_load_list_says_a_saved_game_has_computer_players_in_the_language_shown(tmp_path):
    game = Game.new(GameConfig(players=3, seed=4))
    persist.save(MODULE, game, tmp_path / "vs.json", names=["Ana", "Hatshepsut", "Imhotep"],
                 computers=[None, "easy", "hard"])
    persist.save(MODULE, game, tmp_path / "mixed.json", names=["Ana", "Bo", "Imhotep"],
                 computers=[None, None, "medium"])
    listed = {info.path.name: info for info in persist.list_saves(tmp_path)}
    assert " · one person against computer players · round 0 · " in describe_save(listed["vs.json"])
    assert " · hot-seat with computer players · round 0 · " in describe_save(listed["mixed.json"])
    set_language("ko")
    assert describe_save(listed["vs.json"]).startswith(
        "Ana, Hatshepsut, Imhotep · 테케누 · 혼자서 컴퓨터 플레이어와 대결 · 0라운드 · ")


# --------------------------------------------------------------------------- the title

@pytest.mark.parametrize(("code", "name", "subtitle"), [
    ("en", "Tekhenu", "Obelisk of the Sun"), ("hu", "Tekhenu", "Obelisk of the Sun"),
    ("pl", "Tekhenu", "Obelisk Słońca"), ("ko", "테케누", "태양의 오벨리스크")])   # as each edition prints it
def test_the_main_menu_shows_the_name_and_the_editions_subtitle(code, name, subtitle):
    menu = MainMenuScene({}, games=[(MODULE.id, MODULE.title)], chosen=MODULE.id)
    set_language(code)
    assert menu.title == (name, subtitle)


# --------------------------------------------------------------------------- start-up dialogs

def test_damaged_data_files_are_reported_in_the_language_of_the_players_settings(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    settings.save_settings(Settings(language="pl"), path)
    monkeypatch.setattr(settings, "settings_path", lambda: path)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_error", lambda title, text: shown.append((title, text)))

    def damaged(args):
        raise DataError("cards.yaml", "D01", "cost", "expected a number")

    monkeypatch.setattr(entry, "_run_client", damaged)
    assert entry.main([]) == 2
    assert shown == [("Nie można uruchomić gry Tekhenu",
                      "Pliki danych gry są uszkodzone:\n\ncards.yaml: D01: cost: expected a number\n\n"
                      "Ponowna instalacja gry je przywróci.")]


def test_a_damaged_settings_file_is_explained_in_the_language_of_the_moment(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": 3}), encoding="utf-8")
    loaded, problem = settings.load_settings(path)
    assert loaded == Settings()
    assert str(problem) == (f"{path} is invalid: 'sound' must be true or false, not 3. The default settings are "
                            "used; the file will be kept as settings.json.bad when the settings are next saved.")
    set_language("hu")
    assert str(problem) == (f"{path}: érvénytelen: 'sound' értéke true vagy false lehet, nem 3. Az alapbeállítások "
                            "érvényesek; a beállítások következő mentésekor a fájl settings.json.bad néven megmarad.")
    path.write_text(json.dumps({"window_size": [100, 100]}), encoding="utf-8")
    assert "'window_size' 100×100 kívül esik ezen a tartományon: 800×600 – 7680×4320" in settings.load_settings(path)[1]


# --------------------------------------------------------------------------- a save's problems

def test_why_a_save_cannot_be_loaded_is_told_in_the_language_shown(tmp_path, monkeypatch):
    saves = tmp_path / "saves"
    game = Game.new(GameConfig(players=2, seed=4))
    path = persist.save(MODULE, game, saves / "game.json", names=["Ana", "Bo"])
    document = json.loads(path.read_text(encoding="utf-8"))
    document["round"] = "three"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(persist.SaveError) as error:
        persist.load(path)
    assert str(error.value) == f"{path}: is damaged: 'round' is not a round number"
    set_language("pl")
    assert str(error.value) == f"{path}: jest uszkodzony: 'round' nie jest numerem rundy"
    [info] = persist.list_saves(saves)
    assert info.problem == "jest uszkodzony: 'round' nie jest numerem rundy"

    app = App((1366, 768))
    try:
        client = Client(app, Settings(window_size=(1366, 768), language="pl"), autosave_folder=tmp_path / "auto",
                        saves_folder=saves, settings_path=tmp_path / "settings.json")
        client.load(path)
        dialog = app.stack.top
        assert isinstance(dialog, Dialog)
        assert str(dialog.message) == f"{path}: jest uszkodzony: 'round' nie jest numerem rundy"
        app.stack.clear()
        client.load_menu()
        loader = app.stack.top
        assert isinstance(loader, LoadGameScene)
        app.step()
        row = loader.rows[0][0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
        shown: list[str] = []
        monkeypatch.setattr(load_game, "draw_tooltip", lambda surface, pos, text, theme: shown.append(text))
        app.step()
        assert shown == ["game.json: jest uszkodzony: 'round' nie jest numerem rundy"]
    finally:
        app.close()


# --------------------------------------------------------------------------- the log's filter

def test_the_logs_filter_and_its_hints_are_in_the_language_shown():
    pygame.init()
    set_language("pl")
    theme = th.Theme((1366, 768))
    table = Table(theme, [Seat("Ana", "blue"), Seat("Bo", "orange")])
    log = LogWidget()
    log.rect = pygame.Rect(0, 0, 600, 300)
    log.set_lines([LogLine(f"Ana took a die ({k}).", 1, 0) for k in range(40)])
    log.handle_wheel(1)
    surface = pygame.Surface((600, 300))
    rendered: list[str] = []
    real = theme.render
    theme.render = lambda text, *args, **kwargs: rendered.append(text) or real(text, *args, **kwargs)
    log.draw(surface, table)
    assert rendered == ["Dziennik", "3 nowsze linie poniżej: przewiń w dół"]
    assert [hint.text for hint in log.hints(table)] == [
        "Pokaż wiersze wszystkich graczy", "Pokaż tylko wiersze gracza Ana", "Pokaż tylko wiersze gracza Bo",
        "Dziennik gry. Przewijaj kółkiem myszy; L pokazuje cały dziennik."]


# --------------------------------------------------------------------------- the New game screen

def test_the_new_game_screen_speaks_the_language_shown():
    set_language("pl")
    app = App((1366, 768))
    try:
        scene = NewGameScene(lambda config, seats, known: None, lambda: None)
        app.stack.push(scene)
        app.step()
        labels = {key: button.text for key, button in scene.buttons.items() if not key.startswith("colour:")}
        assert labels == {
            "mode:hot-seat": "2–4 graczy", "mode:solo": "Solo z Botankhamunem", "players:2": "2 graczy",
            "players:3": "3 graczy", "players:4": "4 graczy",
            "printed_horus": "Płytki bonusowe Horusa w kolejności z nadruku",
            "kind:0:human": "Osoba", "kind:0:easy": "Łatwy", "kind:0:medium": "Średni", "kind:0:hard": "Trudny",
            "kind:1:human": "Osoba", "kind:1:easy": "Łatwy", "kind:1:medium": "Średni", "kind:1:hard": "Trudny",
            "back": "Wstecz", "start": "Start"}
        assert [field.text for field in scene.names] == ["Gracz 1", "Gracz 2", "Gracz 3", "Gracz 4"]
        assert str(scene.seed.placeholder) == "losowy, tajny"
        assert scene.buttons["colour:0:pink"].hover_text == "Różowy (romb)"
        assert [str(text) for text, _rect in scene.column_spans()] == ["Imię", "Kto gra", "Gracz komputerowy", "Kolor"]
        scene._press("kind:0:hard")
        scene._press("kind:1:easy")
        assert [field.text for field in scene.names[:2]] == ["Hatshepsut", "Khufu"]
        assert scene.buttons["start"].hover_text == "Co najmniej jedno miejsce musi zająć osoba"
        scene._press("kind:0:human")
        assert scene.names[0].text == "Gracz 1"   # a name nobody typed follows the choice
        scene._press("mode:solo")
        assert [scene.buttons[f"difficulty:{level}"].text for level in ("easy", "medium", "hard")] == \
            ["Łatwy", "Średni", "Trudny"]
        assert scene.buttons["random_starting"].hover_text == \
            "Twoje dwie karty Początkowe są rozdawane losowo, a nie wybierane"
    finally:
        app.close()


def test_the_colour_buttons_name_the_shape_the_theme_draws():
    for colour, shape in th.PLAYER_SHAPES.items():
        button = NewGameScene(lambda config, seats, known: None, lambda: None).buttons[f"colour:0:{colour}"]
        assert button.hover_text == f"{colour.capitalize()} ({shape})"
