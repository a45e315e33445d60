"""The language machinery (game.i18n): plural forms, named placeholders, numbers and dates per
language, texts translated when shown, the system's language, catalogues compiled at run time,
and card names extracted from YAML keyed by their id."""
from __future__ import annotations

import datetime as dt
import io
import os
import shutil
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract

from game.i18n import (
    N_,
    _,
    catalogues,
    current_language,
    format_date,
    format_datetime,
    format_number,
    ngettext,
    pgettext,
    set_language,
    system_language,
)
from game.i18n.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    """Catalogues compiled in a test go to its own folder; the language is English again after."""
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    yield
    set_language("en")


def sections(n: int) -> str:
    return ngettext("{n} section matches", "{n} sections match", n)


def test_polish_has_three_plural_forms_hungarian_two_korean_one():
    set_language("en")
    assert [sections(n) for n in (1, 2)] == ["1 section matches", "2 sections match"]
    set_language("pl")
    assert [sections(n) for n in (1, 2, 4, 5, 12, 22, 25, 104)] == [
        "1 sekcja pasuje", "2 sekcje pasują", "4 sekcje pasują", "5 sekcji pasuje", "12 sekcji pasuje",
        "22 sekcje pasują", "25 sekcji pasuje", "104 sekcje pasują"]
    set_language("hu")
    assert [sections(n) for n in (1, 3)] == ["1 részben van találat", "3 részben van találat"]
    set_language("ko")
    assert [sections(n) for n in (1, 3)] == ["일치하는 항목 1개", "일치하는 항목 3개"]


def test_named_placeholders_move_with_the_language():
    set_language("hu")
    assert _("I am {name}", name="Győző") == "Győző vagyok"
    assert _("round {number}", number=6) == "6. kör"
    set_language("ko")
    assert _("Pass the device to {name}", name="김민준") == "김민준 님에게 기기를 넘겨 주세요"
    set_language("en")
    assert _("Pass the device to {name}", name="Ita") == "Pass the device to Ita"


def test_a_message_without_a_translation_or_parameters_shows_as_written():
    set_language("pl")
    assert _("Not in any catalogue {x}") == "Not in any catalogue {x}"
    assert pgettext("Z99", "A card nobody translated") == "A card nobody translated"


def test_numbers_and_dates_are_written_the_languages_way():
    moment = dt.datetime(2025, 11, 25, 14, 2)
    written = {}
    for language in LANGUAGES:
        set_language(language.code)
        written[language.code] = (format_number(1234567), format_datetime(moment), format_date(moment.date()))
    assert written == {
        "en": ("1,234,567", "Nov 25, 2025, 2:02 PM", "Nov 25, 2025"),
        "hu": ("1\xa0234\xa0567", "2025. nov. 25. 14:02", "2025. nov. 25."),
        "pl": ("1\xa0234\xa0567", "25 lis 2025, 14:02", "25 lis 2025"),
        "ko": ("1,234,567", "2025. 11. 25. 오후 2:02", "2025. 11. 25."),
    }
    set_language("pl")
    assert ngettext("{n} player", "{n} players", 1500) == "1\xa0500 graczy"   # {n} written the Polish way


def test_a_kept_text_is_translated_each_time_it_is_shown():
    label = N_("Pass the device to {name}", name="Ita")
    assert label == "Pass the device to Ita" and "device" in label
    set_language("pl")
    assert str(label) == "Przekaż urządzenie: Ita" and label.startswith("Przekaż")
    assert N_("Save") == N_("Save") and N_("Save") != N_("Cancel")


def test_only_the_four_languages_can_be_chosen():
    assert [(language.code, language.name) for language in LANGUAGES] == [
        ("en", "English"), ("hu", "Magyar"), ("pl", "Polski"), ("ko", "한국어")]
    with pytest.raises(ValueError):
        set_language("de")
    assert current_language() == "en"


@pytest.mark.parametrize("environ, expected", [
    ({"LANGUAGE": "hu:en", "LANG": "en_US.UTF-8"}, "hu"),
    ({"LANGUAGE": "de:pl"}, "pl"),
    ({"LC_ALL": "ko_KR.UTF-8"}, "ko"),
    ({"LC_MESSAGES": "pl_PL", "LANG": "hu_HU"}, "pl"),
    ({"LANG": "Polish_Poland.1250"}, "pl"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_the_systems_language_when_the_client_speaks_it(environ, expected):
    assert system_language(environ) == expected


def copy_of_catalogue(tmp_path: Path, code: str) -> Path:
    sources = tmp_path / "locale"
    target = catalogues.po_path(code, sources)
    target.parent.mkdir(parents=True)
    shutil.copy(catalogues.po_path(code), target)
    return sources


def test_a_catalogue_is_compiled_when_missing_and_again_when_its_po_is_newer(tmp_path):
    sources = copy_of_catalogue(tmp_path, "hu")
    cache = tmp_path / "compiled"
    mo = catalogues.compiled("hu", sources, cache)
    assert mo == catalogues.mo_path("hu", cache) and mo.is_file()
    assert catalogues.load("hu", sources, cache).gettext("Quit") == "Kilépés"
    po = catalogues.po_path("hu", sources)
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Kilépés"', 'msgstr "Kilép"'), encoding="utf-8")
    later = mo.stat().st_mtime + 10
    os.utime(po, (later, later))
    assert catalogues.load("hu", sources, cache).gettext("Quit") == "Kilép"     # compiled again
    os.utime(mo, (later + 10, later + 10))
    mo.write_bytes(b"not a catalogue")
    os.utime(mo, (later + 10, later + 10))
    assert catalogues.compiled("hu", sources, cache) == mo                      # newer than the .po: used


def test_a_build_uses_its_compiled_catalogue_and_english_needs_none(tmp_path):
    sources = copy_of_catalogue(tmp_path, "pl")
    shipped = catalogues.mo_path("pl", sources)
    catalogues.compile_po(catalogues.po_path("pl", sources), shipped)
    catalogues.po_path("pl", sources).unlink()          # an executable carries the .mo alone
    assert catalogues.compiled("pl", sources, tmp_path / "cache") == shipped
    assert catalogues.load("pl", sources, tmp_path / "cache").gettext("Quit") == "Wyjdź"
    assert catalogues.compiled("en", sources, tmp_path / "cache") is None
    assert catalogues.load("en", sources).gettext("Quit") == "Quit"


YAML = b"""\
pillars:
  - id: P01
    name: Pillar of the Gathering
    text: "Sunny ability: gain 3 population."
  - id: P02
    name: Pillar of the Gathering
board:
  title: not an item
"""


def test_card_names_and_texts_are_extracted_from_yaml_keyed_by_their_id():
    found = list(extract("game.i18n.extract_yaml:extract", io.BytesIO(YAML), DEFAULT_KEYWORDS))
    assert [(line, message, context) for line, message, _comments, context in found] == [
        (3, "Pillar of the Gathering", "P01"), (4, "Sunny ability: gain 3 population.", "P01"),
        (6, "Pillar of the Gathering", "P02")]
    assert found[0][2] == ["Name of P01: the project's own wording; no rulebook names it."]
    with (ROOT / "data" / "cards.yaml").open("rb") as cards:
        contexts = {context for *_rest, context in extract("game.i18n.extract_yaml:extract", cards, DEFAULT_KEYWORDS)}
    assert {"P01", "S12", "D24", "B24", "T24"} <= contexts


def test_entries_keyed_by_their_id_are_extracted_with_the_key_as_context():
    keyed = b"""\
market_cards:
  entrance: {name: Entrance, colour: red}   # an entry: its key is its id
  statue:
    name: Statue
sites:
  - {id: ignored, name: not keyed}
rounds: 6
"""
    options = {"ids": "keys", "note": "{field} of {id}: as the Hungarian rulebook names it."}
    found = list(extract("game.i18n.extract_yaml:extract", io.BytesIO(keyed), DEFAULT_KEYWORDS, options=options))
    assert [(message, context) for _line, message, _comments, context in found] == [
        ("Entrance", "entrance"), ("Statue", "statue")]
    assert found[0][2] == ["Name of entrance: as the Hungarian rulebook names it."]
    with (ROOT / "data" / "imhotep.yaml").open("rb") as data:
        contexts = {context for *_rest, context in extract("game.i18n.extract_yaml:extract", data, DEFAULT_KEYWORDS,
                                                            options={"ids": "keys"})}
    assert {"market", "obelisk", "entrance", "sarcophagus", "statue"} <= contexts
