"""The translation catalogues: complete, never fuzzy, placeholders kept, every character
drawable, in step with the code; and no text of this step's shell screens left unmarked."""
from __future__ import annotations

import ast
import re
import string
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game.i18n import catalogues
from game.ui import theme

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = ("hu", "pl", "ko")
PLURAL_FORMS = {"hu": 2, "pl": 3, "ko": 1}


@cache
def catalogue(code: str):
    with catalogues.po_path(code, ROOT / "locale").open("rb") as po:
        return read_po(po, locale=code)


def entries(code: str):
    return [message for message in catalogue(code) if message.id]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_entry_is_translated_and_none_is_fuzzy(code):
    assert catalogue(code).num_plurals == PLURAL_FORMS[code]
    assert not catalogue(code).fuzzy
    for message in entries(code):
        assert not message.fuzzy, message.id
        forms = message.string if message.pluralizable else (message.string,)
        assert len(forms) == (PLURAL_FORMS[code] if message.pluralizable else 1), message.id
        assert all(form.strip() for form in forms), message.id


@pytest.mark.parametrize("code", TRANSLATED)
def test_named_placeholders_are_the_same_in_the_message_and_its_translation(code):
    for message in entries(code):
        if message.pluralizable:
            wanted = placeholders(message.id[1])
            for form in message.string:   # a form may spell out the number ("one section")
                assert placeholders(form) in (wanted, wanted - {"n"}), (message.id, form)
        else:
            assert placeholders(message.string) == placeholders(message.id), message.id


@cache
def character_map(role: str) -> frozenset[str]:
    return frozenset(chr(code) for code in TTFont(str(theme.font_path(role)))["cmap"].getBestCmap())


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_character_of_every_catalogue_is_in_every_font(code):
    text = "".join(form for message in entries(code)
                   for form in (message.string if message.pluralizable else (message.string,)))
    for role in theme.FONT_FILES:
        assert "".join(sorted(set(text) - character_map(role) - {"\n"})) == "", role


def extracted_ids() -> set[object]:
    with (ROOT / "babel.cfg").open() as config:
        method_map, options_map = parse_mapping_cfg(config)
    return {message if context is None else (context, message)
            for _file, _line, message, _comments, context in extract_from_dir(str(ROOT), method_map, options_map)}


def catalogue_ids(messages) -> set[object]:
    return {(message.id if isinstance(message.id, str) else tuple(message.id))
            if message.context is None else (message.context, message.id) for message in messages if message.id}


def test_the_template_and_every_catalogue_hold_exactly_what_the_code_marks():
    """A message added to (or removed from) the code without ``pybabel extract`` and
    ``pybabel update`` fails here (docs/translating.md)."""
    wanted = extracted_ids()
    with (ROOT / "locale" / "messages.pot").open("rb") as pot:
        assert catalogue_ids(read_po(pot)) == wanted
    for code in TRANSLATED:
        assert catalogue_ids(entries(code)) == wanted, code
        assert not catalogue(code).obsolete, code


# --------------------------------------------------------------------------- unmarked texts

#: The shell files translated so far, and Tekhenu's New game screen; every text they draw is a marked message.
SHELL = sorted([*(ROOT / "game" / "ui" / "scenes").glob("*.py"),
                *(ROOT / "game" / "ui" / "widgets" / name for name in ("base.py", "text_input.py", "log_view.py")),
                ROOT / "game" / "ui" / "error_dialog.py", ROOT / "game" / "ui" / "client.py",
                ROOT / "game" / "__main__.py", ROOT / "game" / "tekhenu" / "ui" / "scenes" / "new_game.py"])
#: Calls that put their first argument on the screen (Dialog and message: the first two).
DRAWING = {"render": 1, "blit_text": 2, "draw_text": 2, "fit_text": 1, "wrap_text": 1, "Button": 1, "Dialog": 2,
           "message": 2, "confirm": 2, "show_error": 2}
SHOWN_KEYWORDS = {"tooltip", "why_disabled", "placeholder", "title", "label", "text"}
MARKS = {"_", "N_", "ngettext", "pgettext"}


def _name(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _is_words(node: ast.AST) -> bool:
    """A literal a player would read: a string, or an f-string, with words in it."""
    if isinstance(node, ast.JoinedStr):
        return any(_is_words(part) for part in node.values)
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(re.search(r"[A-Za-z]{2}", node.value))


def unmarked_texts(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or _name(node) not in DRAWING:
            continue
        shown = node.args[:DRAWING[_name(node)]] + [k.value for k in node.keywords if k.arg in SHOWN_KEYWORDS]
        found += [(arg.lineno, ast.unparse(arg)) for arg in shown if _is_words(arg)]
    return found


def test_the_check_finds_texts_that_are_not_marked():
    source = ('t.render("Load a game", "title", 40)\nButton("Close", key_hint="Esc")\n'
              'Button(N_("Save"), tooltip=f"Play {x}")\nmessage(N_("A"), _("B {x}", x=1))\nfont.render(line, True)\n')
    assert [line for line, _text in unmarked_texts(source)] == [1, 2, 3]


@pytest.mark.parametrize("path", SHELL, ids=lambda p: p.name)
def test_every_text_the_shell_draws_is_marked_for_translation(path):
    assert unmarked_texts(path.read_text(encoding="utf-8")) == []
