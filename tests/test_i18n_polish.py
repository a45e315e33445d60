"""The last language polish of issue #16: each game's log says round and turn as its rulebook
does, one "Log written" message, Polish words for a game at one computer and for End turn,
Korean edge letters, a real recap on the pass-the-device shot, whole caste names on the cards."""
from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game.computer_players import ComputerPlayers
from game.dynasties.rules import GameConfig as DynastiesConfig
from game.dynasties.rules.catalog import CASTES, load_catalog
from game.dynasties.ui import pieces
from game.dynasties.ui.words import caste_name
from game.i18n import _, set_language
from game.imhotep.rules import GameConfig as ImhotepConfig
from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.rules import GameConfig as TekhenuConfig
from game.ui import theme as th

ROOT = Path(__file__).resolve().parents[1]
SEATS = [Seat("Ana", "blue"), Seat("Bek", "orange"), Seat("Chaya", "green"), Seat("Dedi", "pink")]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def played(config, rounds: int = 2) -> Session:
    """A seeded game played by random legal actions until round ``rounds`` has begun."""
    session = Session.new(config, SEATS[:config.players], autosave=False)
    chooser = random.Random(config.seed)
    while session.game.view(-1)["round"] < rounds and not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def finished(config) -> Session:
    session = Session.new(config, SEATS[:config.players], autosave=False)
    chooser = random.Random(config.seed)
    while not session.game.is_over:
        session.apply(chooser.choice(session.game.legal_actions()))
    return session


def log_of(session: Session) -> tuple[list[str], list[str]]:
    """The log's headings and its sentences, in the current language."""
    lines = grouped_log(session.events, session.narrator(None))
    return [line.text for line in lines if line.heading], [line.text for line in lines if not line.heading]


# ------------------------------------------------------------------------------ 1. round and turn
def test_the_hungarian_dynasties_log_says_fordulo_for_a_round_and_no_tekhenu_word_for_a_turn():
    session = played(DynastiesConfig(players=3, seed=3))
    set_language("hu")
    headings, sentences = log_of(session)
    # seat 2 (Chaya) starts: the Dynasties rulebook's round is forduló, its turn kör
    assert headings[:3] == ["1. forduló", "Chaya következik", "Ana következik"]
    assert "2. forduló" in headings and "1. forduló vége." in sentences
    assert not any(text.endswith(("kör", "fordulója")) for text in headings)


def test_the_hungarian_tekhenu_and_imhotep_logs_keep_kor_for_a_round():
    tekhenu, imhotep = played(TekhenuConfig(players=2, seed=6)), played(ImhotepConfig(players=3, seed=3))
    set_language("hu")
    tekhenu_headings, _sentences = log_of(tekhenu)
    assert "1. kör" in tekhenu_headings and "2. kör" in tekhenu_headings
    assert any(text.endswith(" következik") for text in tekhenu_headings)
    imhotep_headings, imhotep_sentences = log_of(imhotep)
    assert "1. kör" in imhotep_headings and "1. kör vége." in imhotep_sentences
    assert not any("forduló" in text for text in imhotep_headings + imhotep_sentences)


@pytest.mark.parametrize("code, round_2, end_turn", [("en", "Round 2", "End turn"), ("hu", "2. forduló", "Kör vége"),
                                                     ("pl", "Runda 2", "Zakończ turę"), ("ko", "2라운드", "차례 종료")])
def test_dynasties_top_bar_and_end_turn_use_its_own_words(code, round_2, end_turn):
    from game.dynasties.narrator import round_title
    from game.dynasties.ui.words import END_TURN, describe

    set_language(code)
    assert round_title(2) == round_2
    assert describe(END_TURN, load_catalog(), {"players": []}, 0, "turn_end", None, []) == end_turn


def test_the_list_of_saved_games_says_each_games_word_for_a_round():
    from game.persist import SaveInfo
    from game.ui.scenes.main_menu import describe_save

    set_language("hu")
    saved = {game: SaveInfo(path=Path(f"{game}.json"), game=game, players=2, mode="", round=3, saved_at=0.0,
                            finished=False, names=("Ana", "Bo")) for game in ("dynasties", "tekhenu", "imhotep")}
    assert "3. forduló" in describe_save(saved["dynasties"])
    assert "3. kör" in describe_save(saved["tekhenu"]) and "3. kör" in describe_save(saved["imhotep"])


def test_polish_and_korean_name_round_and_turn_alike_in_every_game():
    sessions = [played(DynastiesConfig(players=3, seed=3)), played(TekhenuConfig(players=2, seed=6))]
    for code, round_1, turn in (("pl", "Runda 1", "Tura: "), ("ko", "1라운드", " 님의 차례")):
        set_language(code)
        for session in sessions:
            headings, _sentences = log_of(session)
            assert round_1 in headings and any(turn in text for text in headings)


# ------------------------------------------------------------------------------ 2. one "Log written"
def test_one_log_written_message_in_the_template():
    with (ROOT / "locale" / "messages.pot").open("rb") as pot:
        ids = [m.id for m in read_po(pot) if isinstance(m.id, str) and m.id.startswith("Log written")]
    assert ids == ["Log written to {path}"]


def test_both_game_over_screens_say_where_the_log_went_in_the_same_words(tmp_path: Path):
    from game.dynasties.ui.scenes.game_over import GameOverScene as DynastiesGameOver
    from game.tekhenu.ui.scenes.game_over import GameOverScene as TekhenuGameOver

    pygame.init()
    set_language("hu")
    for scene_type, config in ((TekhenuGameOver, TekhenuConfig(players=2, seed=7)),
                               (DynastiesGameOver, DynastiesConfig(players=3, seed=7))):
        folder = tmp_path / scene_type.__module__.split(".")[1]
        scene = scene_type(finished(config), lambda: None, lambda: None, export_folder=folder)
        path = scene.export()
        assert path is not None and scene.message == f"A napló mentve ide: {path}"


# ------------------------------------------------------------------------------ 3. Polish words
def test_polish_names_a_game_at_one_computer_in_polish():
    from game.dynasties.module import MODULE as dynasties
    from game.tekhenu.module import MODULE as tekhenu

    set_language("pl")
    assert str(tekhenu.describe(TekhenuConfig(players=2))) == "przy jednym komputerze"
    assert str(tekhenu.describe(TekhenuConfig(players=3), [None, "easy", None])) == (
        "przy jednym komputerze, z graczami komputerowymi")
    assert str(dynasties.describe(DynastiesConfig(players=2, variant="aten"))) == (
        "Wzlot Atona, przy jednym komputerze")


def test_no_polish_text_says_hot_seat_and_every_one_naming_end_turn_uses_the_buttons_words():
    set_language("pl")
    button = _("End turn")
    with (ROOT / "locale" / "pl" / "LC_MESSAGES" / "messages.po").open("rb") as po:
        texts = [text for m in read_po(po) if m.id
                 for text in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert button == "Zakończ turę"
    assert not any("hot-seat" in text.lower() or "Koniec tury" in text for text in texts)
    settings = _("Turns end with End turn (or Enter), so the last move can still be undone. Off: a turn with "
                 "nothing left to do ends by itself.")
    assert f"„{button}”" in settings


# ------------------------------------------------------------------------------ 4. Korean edge letters
@pytest.mark.parametrize("code, letters", [("en", "RBG"), ("hu", "PKZ"), ("pl", "CNZ"), ("ko", "빨파초")])
def test_each_edge_letter_is_the_initial_of_its_colour_in_the_language(code, letters):
    from game.tekhenu.ui.widgets.temple import EDGE_NAMES, edge_letter

    set_language(code)
    shown = [edge_letter(colour) for colour in ("red", "blue", "green")]
    assert "".join(shown) == letters
    assert all(letter == str(EDGE_NAMES[colour])[0].upper() for letter, colour in zip(shown, ("red", "blue", "green")))


def test_the_korean_edge_letters_are_drawn_from_the_bundled_font_within_the_edge():
    from fontTools.ttLib import TTFont

    from game.tekhenu.ui.widgets import temple

    set_language("ko")
    cmap = TTFont(th.font_path("bold")).getBestCmap()
    assert all(ord(temple.edge_letter(colour)) in cmap for colour in temple.EDGE_COLOURS)
    # a Hangul syllable is wider than R: on a 14-pixel-wide edge a 16-pixel letter is made to fit
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    temple._edge_letter(surface, "red", (20, 20), 16, 14)
    inked = surface.get_bounding_rect()
    assert 8 <= inked.w <= 14


# ------------------------------------------------------------------------------ 5. the pass screen's recap
def test_the_pass_the_device_shot_tells_a_real_recap_in_the_shots_language():
    from game.tools.screenshots import passing_recap

    seat, english = passing_recap()
    set_language("hu")
    hungarian_seat, hungarian = passing_recap()
    # round 3 of the seeded four-player game: Ita, Sobek and Neferet played since Amenhotep
    assert seat == hungarian_seat == Seat("Amenhotep", "orange")
    assert len(english) == len(hungarian) == 15
    assert english[0] == "Ita takes the white 5 from Hathor (forbidden) with Anubis."
    assert hungarian[0] == "Ita Anubisz akcióval elveszi a fehér 5 kockát Hathor szakaszából (tiltott)."
    assert hungarian[-1] == "Az obeliszkkerék elfordul (1. forgatás)."



# ------------------------------------------------------------------------------ 6. caste card titles
def test_a_long_name_shrinks_to_the_legible_size_before_it_is_squeezed_or_cut():
    pygame.init()
    # a 75×108 card: band round(108 × 0.22) = 24, so min(round(24 × 0.62), round(75 × 0.17)) = 13 px;
    # "Kereskedő" is wider than the room (75 − 8 = 67) at 13 px: it is drawn whole at 12
    font = pieces.title_font("Kereskedő", 75, 108)
    assert font.point_size == 12 == th.MIN_FONT_PX and font.size("Kereskedő")[0] <= pieces.title_room(75) == 67
    # a short name keeps the band's size
    assert pieces.title_font("Pap", 75, 108).point_size == 13
    # "Rzemieślnik" is wider than 69 even at 12 px: squeezed to the room, still whole
    wide = th.load_font("bold", 12).size("Rzemieślnik")[0]
    assert 69 < wide <= 69 / pieces.MOST_SQUEEZED
    assert pieces.title_image("Rzemieślnik", 77, 110, th.INK).get_width() == pieces.title_room(77) == 69
    # a name far too long is cut with "…" at 12 px
    long = pieces.title_image("Rzemieślnikrzemieślnik", 77, 110, th.INK)
    assert long.get_width() <= 69 and long.get_height() == th.load_font("bold", 12).get_height()


def card_sizes_at_1366x768(monkeypatch) -> set[tuple[int, int]]:
    """The caste cards' sizes on Dynasties' table at 1366×768 (hand, dynasties, Forum), in 2-, 3-
    and 4-player games."""
    from game.dynasties.ui.scenes.board import BoardScene
    from game.ui.app import App

    sizes: set[tuple[int, int]] = set()
    title_font = pieces.title_font

    def spy(name: str, card_w: int, card_h: int, room: int | None = None) -> pygame.font.Font:
        sizes.add((card_w, card_h))
        return title_font(name, card_w, card_h, room)

    monkeypatch.setattr(pieces, "title_font", spy)
    for config in (DynastiesConfig(players=2, seed=4, variant="aten"), DynastiesConfig(players=3, seed=4),
                   DynastiesConfig(players=4, seed=4)):
        session = played(config, rounds=3)
        pieces._DRAWN.clear()
        app = App((1366, 768))
        board = BoardScene(session, Settings(window_size=(1366, 768)), on_game_over=lambda b: None,
                           on_menu=lambda b: None, computers=ComputerPlayers(inline=True))
        app.stack.push(board)
        while app.stack.top is not board:   # past the pass-the-device screen, to the hand
            app.stack.pop()
        board.confirmed_viewer = session.game.decision.player
        board.refresh()
        app.step(0.0)
        app.close()
    monkeypatch.setattr(pieces, "title_font", title_font)
    return sizes


def test_every_caste_name_in_every_language_is_whole_on_its_card_at_1366x768(monkeypatch):
    sizes = card_sizes_at_1366x768(monkeypatch)
    assert len(sizes) >= 3 and min(w for w, _h in sizes) >= 58
    catalog = load_catalog()
    for code in ("en", "hu", "pl", "ko"):
        set_language(code)
        for caste in CASTES:
            name = caste_name(catalog, caste)
            for w, h in sizes:
                font, room = pieces.title_font(name, w, h), pieces.title_room(w)
                band = max(th.MIN_FONT_PX - 2, min(round(pieces.name_band_height(h) * 0.62), round(w * 0.17)))
                assert font.point_size >= min(band, th.MIN_FONT_PX), (code, name, w)
                assert font.size(name)[0] * pieces.MOST_SQUEEZED <= room, (code, name, w)   # never cut
                assert font.size(name)[0] <= room or font.point_size == min(band, th.MIN_FONT_PX), (code, name, w)
                assert pieces.title_image(name, w, h, th.INK).get_width() <= room


@pytest.mark.parametrize("code", ["en", "hu", "pl", "ko"])
def test_the_top_bars_buttons_show_their_whole_labels_at_1366x768(code):
    """A Polish "Podpowiedź" was cut to "Podpowie…": a button is as wide as its label needs."""
    from game.ui.board_parts import TOP_BAR_LABEL, layout_buttons, top_bar_buttons

    pygame.init()
    set_language(code)
    theme = th.Theme((1366, 768))
    buttons = top_bar_buttons("", "")
    layout_buttons(buttons, theme, 1366, theme.px(48), 112)
    font = theme.font("body", TOP_BAR_LABEL)
    for button in buttons.values():
        assert font.size(button.text)[0] <= button.rect.w - theme.px(12), (code, button.text)
    rects = [button.rect for button in buttons.values()]
    assert all(a.right <= b.x for a, b in zip(rects, rects[1:])) and rects[0].x > 1366 // 3
