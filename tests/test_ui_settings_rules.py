"""Settings (file and scene), the text field and the rules reference (headless)."""
from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.tekhenu.rules.catalog import load_catalog
from game.settings import Settings, animation_seconds, bad_path, load_settings, save_settings
from game.ui import theme as th
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes import rules_reference as rr
from game.ui.scenes.rules_reference import Card, Heading, Paragraph, RulesReferenceScene, Table
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets.text_input import DIGITS, TextInput

SIZE = (1366, 768)


# --------------------------------------------------------------------------- helpers

class Backdrop(Scene):
    """The scene under the one being tested (so that popping leaves something)."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(th.SAND)


@pytest.fixture
def app():
    th.clear_caches()          # fonts made under an earlier pygame.init are invalid now
    application = App(size=SIZE)
    pygame.event.clear()
    application.stack.push(Backdrop())
    yield application
    application.close()
    th.clear_caches()


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


@pytest.fixture(scope="module")
def reference_scene_blocks():
    """The document is the same for every test: parse it once."""
    catalog = load_catalog()
    text, error = rr.read_rules(rr.rules_path())
    assert error is None
    return rr.build_document(text, error, catalog)


# --------------------------------------------------------------------------- settings file

def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(window_size=(1920, 1080), fullscreen=True, animation_speed="fast", sound=False,
                      confirm_end_turn=False)
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)
    save_settings(Settings(), path)               # a second save replaces the first
    assert load_settings(path) == (Settings(), None)


def test_missing_file_gives_defaults_quietly(tmp_path):
    assert load_settings(tmp_path / "nowhere" / "settings.json") == (Settings(), None)


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
    labels = [label for _, label in scene.rows[0].options]
    assert "1280 × 800" in labels
    scene.restore_defaults()
    assert scene.draft == Settings()


# --------------------------------------------------------------------------- markdown

def test_markdown_blocks_lists_tables_and_inline_styles():
    text = "\n".join([
        "# Title", "", "Intro with **bold** and *italic*,", "wrapped here.", "",
        "1. **First.** One", "   continued.", "   - nested", "2. Second", "",
        "   | A | B |", "   |---|---|", "   | x → y | 2 |", "", "After −1.", "---", "## Next",
    ])
    blocks = rr.parse_markdown(text)
    kinds = [type(b).__name__ for b in blocks]
    assert kinds == ["Heading", "Paragraph", "Paragraph", "Paragraph", "Paragraph", "Table", "Paragraph",
                     "Rule", "Heading"]
    intro = blocks[1]
    assert intro.rich.text == "Intro with bold and italic, wrapped here."
    assert intro.rich.styles[intro.rich.text.index("bold")] == "b"
    assert intro.rich.styles[intro.rich.text.index("italic")] == "i"
    first, nested, second, table = blocks[2], blocks[3], blocks[4], blocks[5]
    assert (first.marker, first.depth, first.rich.text) == ("1.", 0, "First. One continued.")
    assert (nested.marker, nested.depth) == ("•", 1)
    assert (second.marker, second.depth) == ("2.", 0)
    assert [c.text for c in table.header] == ["A", "B"] and table.depth == 1
    assert table.rows[0][0].text == "x → y"
    assert blocks[6].rich.text == "After –1."     # the font has no minus sign: an en dash


def test_the_document_has_the_rules_and_every_card(reference_scene_blocks):
    catalog = load_catalog()
    cards = {b.id: b for b in reference_scene_blocks if isinstance(b, Card)}
    for group in (catalog.starting, catalog.destiny, catalog.decrees, catalog.blessings,
                  catalog.technologies, catalog.pillars, catalog.horus_tiles, catalog.automa_tiles):
        for card_id, card in group.items():
            assert cards[card_id].name == card.name and cards[card_id].text == card.text
    headings = [b.rich.text for b in reference_scene_blocks if isinstance(b, Heading)]
    assert "5.4 Maat phase" in headings and "Cards and tiles" in headings


# --------------------------------------------------------------------------- rules reference scene

@pytest.fixture
def reference(app, reference_scene_blocks, monkeypatch):
    monkeypatch.setattr(rr, "build_document", lambda *args: reference_scene_blocks)
    scene = RulesReferenceScene()
    app.stack.push(scene)
    app.step()
    return scene


def test_search_finds_a_card_by_a_word_of_its_text(app, reference):
    card = load_catalog().technologies["T01"]
    word = max(card.text.replace(":", " ").replace(".", " ").split(), key=len)   # "Whenever"…
    post(*(pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in word.upper()))
    app.step()
    assert reference.search.text == word.upper()
    shown_cards = [b.id for b in reference.shown if isinstance(b, Card)]
    assert "T01" in shown_cards
    assert all(word.lower() in rr.normalise(rr.block_text(b)) for b in reference.shown
               if not isinstance(b, (Heading, Table)))
    assert any(r.label.startswith("Technologies") for r in reference.results)
    highlighted = [run.text for piece in reference.layout.pieces if isinstance(piece, rr.CardRowPiece)
                   for laid in piece.cards for _, _, line in laid.lines for run in line if run.highlight]
    assert highlighted and all(t.lower() == word.lower() for t in highlighted)
    # Clearing the search brings the whole document back.
    reference.search.clear()
    assert reference.shown is reference.blocks and reference.results == []


def test_search_by_card_id_and_nothing_found(app, reference):
    reference.search.text = ""
    reference.search.insert("B07")
    assert any(isinstance(b, Card) and b.id == "B07" for b in reference.shown)
    reference.search.clear()
    reference.search.insert("zzqx")
    assert reference.shown == [] and reference.results == []
    app.step()   # draws the "nothing matches" note without failing


def test_scrolling_moves_the_first_visible_line(app, reference):
    assert reference.first_visible_line() == 0
    post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    app.step()
    after_wheel = reference.first_visible_line()
    assert after_wheel > 0
    post(key(pygame.K_PAGEDOWN))
    app.step()
    after_page = reference.first_visible_line()
    assert after_page > after_wheel
    post(key(pygame.K_PAGEUP), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    app.step()
    assert reference.first_visible_line() == 0


def test_scrollbar_drag_and_contents_jump(app, reference):
    thumb = reference._thumb()
    assert thumb is not None
    post(click(thumb.center),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, reference._track().bottom), rel=(0, 0),
                            buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, reference._track().bottom), button=1))
    app.step()
    assert reference.scroll == reference.max_scroll > 0
    # Clicking a chapter in the contents brings its heading to the top.
    rows = reference._side_rows()
    rect, entry, _ = next(row for row in rows if row[1].label.startswith("5."))
    post(click(rect.move(0, -reference.side_scroll).center))   # the column may have scrolled
    app.step()
    top_piece = reference.layout.pieces[reference.first_visible_line()]
    assert top_piece.block == entry.target
    assert any(e.active and e.target == entry.target for e in reference.side_entries())


def test_escape_closes_the_reference_even_while_typing(app, reference):
    assert reference.search.focused
    post(key(pygame.K_ESCAPE, unicode="\x1b"))
    app.step()
    assert reference.stack is None and len(app.stack) == 1


def test_layout_scales_with_the_window(app, reference):
    small_width = reference.viewport.w
    small_height = reference.layout.total_h
    assert reference.theme.font_px(rr.TABLE_SIZE) >= 12        # still readable at 1366×768
    app.stack.resize((1920, 1080))
    assert reference.theme.scale == 1.0
    assert reference.viewport.w == pytest.approx(small_width * 1920 / 1366, rel=0.02)
    # The same document, every length scaled with the window (give or take font rounding).
    assert reference.layout.total_h == pytest.approx(small_height * 1920 / 1366, rel=0.12)
    app.step()


def test_rules_are_found_in_a_pyinstaller_bundle(monkeypatch, tmp_path, app):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "rules.md").write_text("# Bundled rules\n\nFrom the bundle.\n", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert rr.rules_path() == tmp_path / "data" / "rules.md"
    scene = RulesReferenceScene(catalog=load_catalog())
    assert scene.load_error is None
    assert [b.rich.text for b in scene.blocks[:2]] == ["Bundled rules", "From the bundle."]


def test_a_missing_rules_file_is_explained_not_fatal(app, tmp_path):
    missing = tmp_path / "rules.md"
    scene = RulesReferenceScene(catalog=load_catalog(), rules_file=missing)
    assert scene.load_error is not None and str(missing) in scene.load_error
    assert isinstance(scene.blocks[1], Paragraph) and str(missing) in scene.blocks[1].rich.text
    assert any(isinstance(b, Card) for b in scene.blocks)
    app.stack.push(scene)
    app.step()
