"""The client's fonts write English, Hungarian, Polish and Korean, in every role.

SDL_ttf draws a character missing from a font silently (a box, or nothing), and pygame-ce's
``Font.metrics()`` then reports the .notdef glyph's metrics rather than ``None``, so coverage is
checked here against each face's character map with fontTools, and once by drawing.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before pygame is imported
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from functools import cache
from pathlib import Path

import pygame
import pytest
from fontTools.ttLib import TTFont

from game.ui import theme

REPO = Path(__file__).resolve().parents[1]
ROLES = sorted(theme.FONT_FILES)
#: A private-use character: no face has it, so it draws as the .notdef glyph.
NOT_IN_ANY_FONT = "\ue000"

HUNGARIAN = "ÁÉÍÓÖŐÚÜŰáéíóöőúüű"
POLISH = "ĄĆĘŁŃÓŚŹŻąćęłńóśźż"
LATIN_1 = [chr(c) for c in range(0x20, 0x7F)] + [chr(c) for c in range(0xA0, 0x100)]
LATIN_EXTENDED_A = [chr(c) for c in range(0x100, 0x180)]
#: The symbols the glossary (GLOSSARY.md §4.1) lists for the rulebooks and the UI.
SYMBOLS = "„”“‘’–—…•·±×½→←↔↑↓−≤≥▲●①②③④⑤⑥"


def ks_x_1001_hangul() -> list[str]:
    """The 2,350 syllables of KS X 1001: EUC-KR rows 0xB0–0xC8, 94 cells each."""
    return [bytes([row, cell]).decode("euc_kr") for row in range(0xB0, 0xC9) for cell in range(0xA1, 0xFF)]


@cache
def character_map(role: str) -> frozenset[str]:
    """The characters the face of ``role`` has a glyph for."""
    return frozenset(chr(code) for code in TTFont(str(theme.font_path(role)))["cmap"].getBestCmap())


def missing(role: str, text) -> str:
    return "".join(sorted(set(text) - character_map(role)))


def shipped_texts() -> dict[Path, str]:
    """Every text the game ships to show: the data files (rules, cards, board, computer players),
    and the translation catalogues under locale/ once there are any."""
    found = [p for folder in (REPO / "data", REPO / "locale") if folder.is_dir() for p in sorted(folder.rglob("*"))
             if p.suffix in {".yaml", ".yml", ".md", ".po", ".txt"}]
    return {path: path.read_text(encoding="utf-8") for path in found}


# --------------------------------------------------------------------------- character maps


def test_the_ks_x_1001_set_is_what_it_should_be():
    syllables = ks_x_1001_hangul()
    assert len(set(syllables)) == 2350
    assert syllables[0] == "가" and syllables[-1] == "힝"
    assert all(0xAC00 <= ord(s) <= 0xD7A3 for s in syllables)


@pytest.mark.parametrize("role", ROLES)
def test_every_face_writes_latin_1_and_latin_extended_a(role):
    assert missing(role, LATIN_1) == ""
    assert missing(role, LATIN_EXTENDED_A) == ""
    assert missing(role, HUNGARIAN + POLISH) == ""


@pytest.mark.parametrize("role", ROLES)
def test_every_face_writes_every_ks_x_1001_hangul_syllable_and_letter(role):
    assert missing(role, ks_x_1001_hangul()) == ""
    # the Hangul letters a Korean input method shows while a syllable is being typed
    assert missing(role, [chr(c) for c in range(0x3131, 0x318F)]) == ""
    assert missing(role, "김민준 한국어 투트모세 람세스 네페르티티") == ""


@pytest.mark.parametrize("role", ROLES)
def test_every_face_has_the_symbols_the_rules_and_the_ui_use(role):
    assert missing(role, SYMBOLS) == ""


@pytest.mark.parametrize("role", ROLES)
def test_every_face_writes_every_character_of_the_shipped_texts(role):
    texts = shipped_texts()
    assert {"rules.md", "cards.yaml", "board.yaml"} <= {p.name for p in texts}
    for path, text in texts.items():
        printable = {c for c in text if c not in "\n\r\t"}
        assert missing(role, printable) == "", path.relative_to(REPO)


# --------------------------------------------------------------------------- names and licence


@pytest.mark.parametrize("role", ROLES)
def test_the_faces_are_named_as_modified_versions(role):
    """The OFL lets no Modified Version keep a Reserved Font Name ("Source", from Noto CJK's
    upstream); the family is the project's own, so no name says Noto either."""
    names = TTFont(str(theme.font_path(role)))["name"]
    for name_id in (1, 3, 4, 6, 16, 17):
        value = names.getDebugName(name_id) or ""
        assert "Source" not in value and "Noto" not in value, (name_id, value)
    assert names.getDebugName(1).startswith("Ankh ")
    assert "Google" in names.getDebugName(0) and "Adobe" in names.getDebugName(0)


def test_the_licence_names_every_font_and_both_copyrights():
    licence = (REPO / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    for name in theme.FONT_FILES.values():
        assert name in licence
    assert "Google" in licence and "Adobe" in licence and "Reserved Font Name 'Source'" in licence
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "PERMISSION & CONDITIONS" in licence
    shipped = {p.name for p in (REPO / "assets" / "fonts").iterdir()}
    assert shipped == set(theme.FONT_FILES.values()) | {"OFL.txt"}  # nothing unused is bundled


# --------------------------------------------------------------------------- drawing


@pytest.fixture
def fonts():
    pygame.font.init()
    theme.clear_caches()
    yield
    theme.clear_caches()


def _is_notdef(font: pygame.font.Font, ch: str) -> bool:
    """Whether ``ch`` draws as the .notdef glyph: same metrics and same pixels."""
    if font.metrics(ch) != font.metrics(NOT_IN_ANY_FONT):
        return False
    def pixels(c):
        return pygame.image.tobytes(font.render(c, True, (0, 0, 0), (255, 255, 255)), "RGB")
    return pixels(ch) == pixels(NOT_IN_ANY_FONT)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("px", [12, 20, 34])
def test_a_mixed_string_draws_without_a_missing_glyph(fonts, role, px):
    assert all(NOT_IN_ANY_FONT not in character_map(r) for r in ROLES)
    font = theme.load_font(role, px)
    text = "Łódź Győr 한국어 ①"
    assert [ch for ch in text if ch != " " and _is_notdef(font, ch)] == []


@pytest.mark.parametrize(("role", "px", "width", "line"), [
    ("body", 12, 181, 17), ("body", 20, 299, 28), ("body", 34, 519, 47),
    ("bold", 12, 195, 17), ("bold", 20, 321, 28), ("bold", 34, 552, 47),
    ("title", 12, 198, 17), ("title", 20, 333, 28), ("title", 34, 565, 47),
])
def test_latin_text_keeps_the_size_it_had_in_noto(fonts, role, px, width, line):
    """Widths and line heights measured with the unmodified Noto Sans Regular / Bold and Noto
    Serif Display Bold: the merge keeps Noto's Latin glyphs and its (shorter) line metrics."""
    font = theme.load_font(role, px)
    assert font.size("Győző, Łucja: 12 VP – „Świątynia”") == (width, line)
    assert font.get_linesize() == line
