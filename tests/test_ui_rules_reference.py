"""The rules reference (headless): the generic document, Markdown reader, search, layout and
scene, and Tekhenu's rules document with its "How to play" page."""
from __future__ import annotations

import re
import subprocess
import sys

import pygame
import pytest
from ui_driving import click, headless_app, key, post

from game.tekhenu.rules.catalog import load_catalog
from game.tekhenu.ui.how_to_play import TITLE
from game.tekhenu.ui.rules_document import rules_document, rules_path
from game.ui import theme as th
from game.ui.document import Card, Heading, Paragraph, Picture, Rich, RulesDocument, Table, block_text
from game.ui.document_layout import TABLE_SIZE, CardRowPiece, Layout, PictureRowPiece
from game.ui.document_search import filter_blocks, normalise, search_terms
from game.ui.markdown import parse_inline, parse_markdown, read_markdown
from game.ui.scenes.rules_reference import RulesReferenceScene

SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture
def app():
    yield from headless_app()


@pytest.fixture(scope="module")
def tekhenu_document() -> RulesDocument:
    """The document is the same for every test: read it once."""
    document = rules_document()
    assert document.error is None
    return document


# --------------------------------------------------------------------------- the shell knows no game

def test_the_rules_reference_modules_load_no_game():
    modules = ["game.ui.document", "game.ui.markdown", "game.ui.document_search", "game.ui.rich_text",
               "game.ui.document_layout", "game.ui.scenes.rules_reference"]
    code = (f"import sys; import {', '.join(modules)}; "
            "sys.exit(sorted(m for m in sys.modules if m.startswith('game.') and m.count('.') == 1 "
            "and m not in ('game.core', 'game.ui', 'game.i18n')) or None)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# --------------------------------------------------------------------------- markdown

def test_markdown_blocks_lists_tables_and_inline_styles():
    text = "\n".join([
        "# Title", "", "Intro with **bold** and *italic*,", "wrapped here.", "",
        "1. **First.** One", "   continued.", "   - nested", "2. Second", "",
        "   | A | B |", "   |---|---|", "   | x → y | 2 |", "", "After −1.", "---", "## Next",
    ])
    blocks = parse_markdown(text)
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


def test_a_lone_star_is_kept_and_emphasis_may_nest():
    assert parse_inline("2 * 3 = 6").text == "2 * 3 = 6"
    rich = parse_inline("**a *b* c** *d*")
    assert rich.text == "a b c d" and rich.styles == "bbjbbri"


def test_an_unreadable_markdown_file_gives_a_message_naming_it(tmp_path):
    damaged = tmp_path / "rules.md"
    damaged.write_bytes(b"# Rules\n\xff\xfe not UTF-8")
    blocks, error = read_markdown(damaged)
    assert blocks == [] and error is not None and str(damaged) in error and "cannot be read" in error
    blocks, error = read_markdown(tmp_path / "none.md")
    assert blocks == [] and error is not None and "does not exist" in error


# --------------------------------------------------------------------------- search

def test_search_keeps_matching_sections_rows_and_blocks():
    blocks = parse_markdown("\n".join([
        "Before any heading: dice 2–3.", "", "## Dice", "", "Roll the dice.", "", "Nothing here.", "",
        "## Table", "", "| Name | Cost |", "|---|---|", "| Obelisk | 2-3 dice |", "| Statue | 1 |", "",
        "## Other", "", "Unrelated.",
    ]))
    terms = search_terms("2-3 DICE")
    assert terms == ("2-3", "dice")
    shown, results = filter_blocks(blocks, terms)
    assert [(r.label, r.count) for r in results] == [("Introduction", 1), ("Table", 1)]
    table = next(b for b in shown if isinstance(b, Table))
    assert [c.text for c in table.header] == ["Name", "Cost"] and [row[0].text for row in table.rows] == ["Obelisk"]
    # A heading that matches keeps its whole section (count 0: the heading itself).
    shown, results = filter_blocks(blocks, search_terms("dice"))
    dice = next(r for r in results if r.label == "Dice")
    assert dice.count == 0 and [block_text(b) for b in shown[dice.index:dice.index + 3]] == [
        "Dice", "Roll the dice.", "Nothing here."]
    assert search_terms("a") == ()          # too short to filter by


# --------------------------------------------------------------------------- Tekhenu's document

def test_the_document_has_the_rules_and_every_card(tekhenu_document):
    catalog = load_catalog()
    cards = {b.id: b for b in tekhenu_document.blocks if isinstance(b, Card)}
    for group in (catalog.starting, catalog.destiny, catalog.decrees, catalog.blessings,
                  catalog.technologies, catalog.pillars, catalog.horus_tiles, catalog.automa_tiles):
        for card_id, card in group.items():
            assert cards[card_id].name == card.name and cards[card_id].text == card.text
    assert cards["T09"].colour != cards["B07"].colour        # each kind of card has its colour
    headings = [b.rich.text for b in tekhenu_document.blocks if isinstance(b, Heading)]
    assert "5.4 Maat phase" in headings and "Cards and tiles" in headings


def test_rules_are_found_in_a_pyinstaller_bundle(monkeypatch, tmp_path):
    catalog = load_catalog()
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "rules.md").write_text("# Bundled rules\n\nFrom the bundle.\n", encoding="utf-8")
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert rules_path() == tmp_path / "data" / "rules.md"
    document = rules_document(catalog=catalog)
    assert document.error is None
    start = next(i for i, b in enumerate(document.blocks) if isinstance(b, Heading) and b.level == 1)
    assert [b.rich.text for b in document.blocks[start:start + 2]] == ["Bundled rules", "From the bundle."]


def test_a_missing_rules_file_is_explained_not_fatal(app, tmp_path):
    missing = tmp_path / "rules.md"
    document = rules_document(missing)
    assert document.error is not None and str(missing) in document.error
    note = next(i for i, b in enumerate(document.blocks) if isinstance(b, Heading) and b.level == 1) + 1
    assert isinstance(document.blocks[note], Paragraph) and str(missing) in document.blocks[note].rich.text
    assert document.blocks[0].rich.text == TITLE          # How to play needs no rules file
    assert any(isinstance(b, Card) for b in document.blocks)
    app.stack.push(RulesReferenceScene(document))
    app.step()


# --------------------------------------------------------------------------- the scene

@pytest.fixture
def reference(app, tekhenu_document):
    scene = RulesReferenceScene(tekhenu_document)
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
    assert all(word.lower() in normalise(block_text(b)) for b in reference.shown
               if not isinstance(b, (Heading, Table)))
    assert any(r.label.startswith("Technologies") for r in reference.results)
    reference.layout.finish()                # the matches further down are laid out in later frames
    highlighted = [run.text for piece in reference.layout.pieces if isinstance(piece, CardRowPiece)
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
    while reference.is_animating:         # the scrollbar shows once the document is laid out
        app.step()
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
    reference.layout.finish()
    small_height = reference.layout.total_h
    assert reference.theme.font_px(TABLE_SIZE) >= 12        # still readable at 1366×768
    app.stack.resize((1920, 1080))
    assert reference.theme.scale == 1.0
    assert reference.viewport.w == pytest.approx(small_width * 1920 / 1366, rel=0.02)
    # The same document, every length scaled with the window (give or take font rounding).
    reference.layout.finish()
    assert reference.layout.total_h == pytest.approx(small_height * 1920 / 1366, rel=0.12)
    app.step()


def test_any_games_document_is_shown_with_its_own_cards_and_hints(app):
    colour = (200, 30, 160)
    blocks = [Card("X1", "Sphinx", "Cost 2", "Gain 1 stone.", colour), Card("X2", "Barge", "", "Move 1.", colour),
              Heading(2, Rich.plain("Rules")), Paragraph(Rich.plain("Stones are placed on ships."))]
    document = RulesDocument(blocks, search_placeholder="Search (e.g. barge)", search_tip="Try a card id.")
    scene = RulesReferenceScene(document)
    app.stack.push(scene)
    app.step()
    assert scene.search.placeholder == "Search (e.g. barge)"
    row = scene.layout.pieces[0]
    assert isinstance(row, CardRowPiece) and [laid.card.id for laid in row.cards] == ["X1", "X2"]
    # The card's stripe along its left edge is drawn in the colour the game gave it.
    stripe = (scene.viewport.x + 3, scene.viewport.y + row.y - scene.scroll + row.h // 2)
    assert tuple(pygame.display.get_surface().get_at(app.window_pos(stripe)))[:3] == colour
    scene.search.insert("stone")
    assert [r.label for r in scene.results] == ["Introduction", "Rules"]
    app.stack.push(RulesReferenceScene(RulesDocument([])))   # even an empty one
    app.step()


def test_a_games_pictures_share_rows_with_their_captions(app):
    """A picture is drawn by the game in the rect it is given; pictures of one width share rows,
    with the caption beside the picture, or under it in a narrow box."""
    drawn = []

    def draw(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
        drawn.append(rect.size)
        pygame.draw.rect(surface, (200, 30, 160), rect)

    wide = [Picture(draw, (100, 60), Rich.plain(f"Wide {k}: a caption beside."), 600) for k in range(3)]
    narrow = [Picture(draw, (100, 60), Rich.plain(f"Narrow {k}: under."), 200) for k in range(2)]
    scene = RulesReferenceScene(RulesDocument(wide + [Paragraph(Rich.plain("Between."))] + narrow))
    app.stack.push(scene)
    app.step()
    rows = [piece for piece in scene.layout.pieces if isinstance(piece, PictureRowPiece)]
    assert [len(row.pictures) for row in rows] == [2, 1, 2]
    beside, under = rows[0].pictures[0], rows[2].pictures[0]
    assert beside.lines[0][0] > beside.at[0] + scene.theme.px(100)           # text right of the picture
    assert under.lines[0][1] > under.at[1] + scene.theme.px(60)              # text below it
    assert drawn and all(size == (scene.theme.px(100), scene.theme.px(60)) for size in drawn)
    scene.search.insert("narrow")
    assert [b.caption.text for b in scene.shown if isinstance(b, Picture)] == ["Narrow 0: under.", "Narrow 1: under."]


def test_the_layout_is_made_as_far_as_it_is_shown(app, tekhenu_document):
    """Opening lays out the first screen only; the rest follows a few milliseconds a frame, or
    at once where a jump needs it."""
    scene = RulesReferenceScene(tekhenu_document)
    app.stack.push(scene)
    assert not scene.layout.done and scene.is_animating
    assert scene.viewport.h <= scene.layout.total_h < 3 * scene.viewport.h
    last = max(i for i, b in enumerate(scene.blocks) if isinstance(b, Heading) and b.level == 2)
    scene.scroll_to_block(last)
    assert scene.layout.block_y[last] - scene.theme.px(12) == scene.scroll
    steps = 0
    while scene.is_animating:
        app.step()
        steps += 1
    assert scene.layout.done and 0 < steps < 200
    whole = Layout(scene.blocks, scene.theme, scene.layout.width)
    whole.finish()
    assert [(piece.y, piece.h) for piece in whole.pieces] == [(piece.y, piece.h) for piece in scene.layout.pieces]


def test_the_games_document_is_made_once():
    assert rules_document() is rules_document()


# --------------------------------------------------------------------------- How to play

def how_to_play(document: RulesDocument) -> list:
    """The blocks of the How to play page: up to the next chapter."""
    end = next(i for i, b in enumerate(document.blocks) if i and isinstance(b, Heading) and b.level <= 2)
    return document.blocks[:end]


def test_how_to_play_comes_first_and_is_in_the_contents(app, reference):
    first = reference.blocks[0]
    assert isinstance(first, Heading) and first.level == 2 and first.rich.text == TITLE
    entries = reference.side_entries()
    assert entries[0].label == TITLE and entries[0].active          # what the reference opens on
    page = how_to_play(reference.document)
    assert sum(isinstance(b, Picture) for b in page) >= 12          # the parts of a turn, and six gods
    words = normalise(" ".join(block_text(b) for b in page))
    for topic in ("goal", "round", "die", "pure", "scales", "horus", "ra", "hathor", "bastet", "thoth", "osiris",
                  "produc", "maat", "scoring", "decree", "wins"):
        assert topic in words, topic
    # Back to it from further down, through the contents.
    reference.scroll_to(reference.theme.px(3000))
    rect, _, _ = next(row for row in reference._side_rows() if row[1].label == TITLE)
    post(click(rect.move(0, -reference.side_scroll).center))
    app.step()
    assert reference.first_visible_line() == 0


@pytest.mark.parametrize("size", SIZES)
def test_how_to_play_fits_one_screen(app, tekhenu_document, size):
    scene = RulesReferenceScene(tekhenu_document)
    app.stack.push(scene)
    app.stack.resize(size)
    end = len(how_to_play(tekhenu_document))
    scene.layout.extend_to_block(end)
    page_bottom = scene.layout.block_y[end] - scene.theme.px(44)     # the next chapter's heading, less its space
    assert page_bottom <= scene.viewport.h


@pytest.mark.parametrize("size", SIZES)
def test_every_picture_draws_inside_its_box(app, tekhenu_document, size):
    theme = th.Theme(size)
    for picture in [b for b in how_to_play(tekhenu_document) if isinstance(b, Picture)]:
        box = pygame.Rect(0, 0, theme.px(picture.size[0]), theme.px(picture.size[1]))
        surface = pygame.Surface((box.w * 3, box.h * 3), pygame.SRCALPHA)
        box.center = surface.get_rect().center
        picture.draw(surface, box, theme)
        ink = pygame.mask.from_surface(surface, 1)
        inside = pygame.mask.Mask(surface.get_size())
        inside.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
        assert ink.overlap_area(inside, (0, 0)) > box.w * box.h // 10, picture.caption.text   # it drew
        assert ink.count() == ink.overlap_area(inside, (0, 0)), picture.caption.text           # nothing outside


# --------------------------------------------------------------------------- a rulebook for players

#: Words that talk about the program, its data or the sources of the rules rather than the game.
#: Those belong in docs/rules-notes.md (and docs/rules-decisions.md), never in front of players.
SOFTWARE_WORDS = [r"software", r"implement", r"engine", r"programmer", r"data files?", r"yaml", r"board data",
                  r"game data", r"configurable", r"invariant", r"\bcode\b"]
SOURCE_WORDS = [r"edition", r"rulebook", r"translation", r"extraction", r"\.txt", r"\b(?:PL|HU|KO)\b",
                r"specification", r"\bspec\b", r"§", r"RULES\.md", r"BOARD_DATA", r"\bFAQ\b", r"not stated"]


def test_the_rules_speak_to_players_only(tekhenu_document):
    forbidden = re.compile("|".join(SOFTWARE_WORDS + SOURCE_WORDS), re.IGNORECASE)
    found = [(type(b).__name__, m.group(), block_text(b)[:80]) for b in tekhenu_document.blocks
             for m in forbidden.finditer(block_text(b))]
    assert found == []



def test_korean_text_is_shown_in_hangul_and_the_minus_sign_as_a_dash():
    assert parse_inline("마트 −1").text == "마트 –1"
