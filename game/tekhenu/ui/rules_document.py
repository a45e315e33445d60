"""Tekhenu's rules reference: the "How to play" page (``how_to_play``), the rules text of
``data/rules.md`` (``data/rules.<language>.md`` when there is one for the current language),
and a "Cards and tiles" chapter generated from the catalog (each starting card, destiny card,
decree, blessing, technology, pillar tile, Horus bonus tile and Botankhamun action tile with
its id, name, facts and text, as the data files give them, translated).

The game's own document never changes while the program runs: it is made once per language,
the first time the reference opens in it."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.i18n import DEFAULT_LANGUAGE, N_, _, current_language, pgettext, say
from game.tekhenu.rules.catalog import AutomaTile, Catalog, PillarTile, default_data_dir, load_catalog
from game.tekhenu.rules.names import resource_name
from game.tekhenu.ui.how_to_play import how_to_play_blocks
from game.tekhenu.ui.icons import amount_words, god_words
from game.tekhenu.ui.pieces import SYMBOL_NAMES
from game.tekhenu.ui.widgets.temple import EDGE_NAMES, LIGHTING_WORDS
from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Paragraph, Rich, RulesDocument, missing_rules_note
from game.ui.markdown import read_markdown

RULES_FILE = "rules.md"
#: A translation of the rules: ``rules.hu.md`` beside ``rules.md``.
TRANSLATED_RULES_FILE = "rules.{language}.md"

#: The colour of each kind of card (its id badge and its stripe).
CARD_COLOURS: dict[str, th.Colour] = {
    "starting": th.TURQUOISE_DARK,
    "destiny": th.GOLD_DARK,
    "decree": th.LAPIS,
    "blessing": (112, 84, 148),
    "technology": th.CARNELIAN,
    "pillar": (135, 84, 48),
    "horus": th.LAPIS_LIGHT,
    "automa": th.INK_SOFT,
}


def rules_path(language: str | None = None) -> Path:
    """The rules in ``language`` (by default the current one): ``data/rules.<language>.md`` when
    it exists, else ``data/rules.md`` (English); in the source tree, or in the PyInstaller
    bundle when frozen."""
    language = language or current_language()
    if language != DEFAULT_LANGUAGE:
        translated = default_data_dir() / TRANSLATED_RULES_FILE.format(language=language)
        if translated.is_file():
            return translated
    return default_data_dir() / RULES_FILE


def rules_document(rules_file: Path | None = None, catalog: Catalog | None = None) -> RulesDocument:
    """How to play, the rules (``rules_file``, by default :func:`rules_path`; a note saying why
    when they cannot be read) and the cards and tiles of ``catalog`` (by default the game's),
    in the current language. The game's own document (no arguments) is made once per language."""
    if rules_file is None and catalog is None:
        return _game_document(current_language())
    return _document(rules_file or rules_path(), catalog or load_catalog())


@functools.cache
def _game_document(language: str) -> RulesDocument:
    """The game's document in ``language`` (the current language: its texts are translated now)."""
    return _document(rules_path(language), load_catalog())


def _document(rules_file: Path, catalog: Catalog) -> RulesDocument:
    rules, error = read_markdown(rules_file)
    if error is not None:
        rules = missing_rules_note(error, _("The cards and tiles below come from the game data."))
    blocks = how_to_play_blocks(catalog) + rules + card_blocks(catalog)
    return RulesDocument(blocks, error, search_placeholder=N_("Search rules and cards (e.g. greed, T09)"),
                         search_tip=N_("Try one word, or a card id such as T09 or P12."))


def card_blocks(catalog: Catalog) -> list[Block]:
    """The "Cards and tiles" chapter: a heading per kind, then its cards in id order."""
    blocks: list[Block] = [Heading(2, Rich.plain(_("Cards and tiles"))),
                           Paragraph(Rich.plain(_("Every card and tile of the game, with its name, its number and "
                                                  "what it does.")))]
    blocks += _group(_("Starting cards"), "starting",
                     [(c, _("Initiative {n}", n=c.initiative)) for c in catalog.starting.values()])
    blocks += _group(_("Destiny cards"), "destiny", [(c, _("Ankh {n}", n=c.ankh)) for c in catalog.destiny.values()])
    blocks += _group(_("Decrees"), "decree",
                     [(c, _decree_facts(c.symbol, c.removed)) for c in catalog.decrees.values()])
    blocks += _group(_("Blessings"), "blessing", [(c, "") for c in catalog.blessings.values()])
    blocks += _group(_("Technologies"), "technology",
                     [(c, _("{n}+ players only", n=c.min_players) if c.min_players > 2 else "")
                      for c in catalog.technologies.values()])
    blocks += _group(_("Pillar tiles"), "pillar", [(t, _pillar_facts(t)) for t in catalog.pillars.values()])
    blocks += _group(_("Horus bonus tiles"), "horus",
                     [(t, _("{god} statues", god=god_words(t.god))) for t in catalog.horus_tiles.values()])
    blocks += _group(_("Botankhamun's action tiles"), "automa",
                     [(t, _automa_facts(t)) for t in catalog.automa_tiles.values()])
    return blocks


def _group(title: str, kind: str, cards: list[tuple[Any, str]]) -> list[Block]:
    """A heading naming the id range, then each (card, facts) as a Card block in the colour
    of ``kind``."""
    # Translators: a kind of card, and the first and last id of its cards: "Decrees (D01–D24)".
    heading = Heading(3, Rich.plain(_("{kind} ({first}–{last})", kind=title, first=cards[0][0].id,
                                      last=cards[-1][0].id)))
    colour = CARD_COLOURS[kind]
    return [heading] + [Card(card.id, pgettext(card.id, card.name), facts, pgettext(card.id, card.text), colour)
                        for card, facts in cards]


def _decree_facts(symbol: str, removed: bool) -> str:
    if removed:
        return _("Symbol: {symbol} · removed from every game", symbol=SYMBOL_NAMES[symbol])
    return _("Symbol: {symbol}", symbol=SYMBOL_NAMES[symbol])


def _amounts(amounts: Mapping[str, int]) -> str:
    return ", ".join(amount_words(what, n) for what, n in amounts.items())


def _pillar_facts(tile: PillarTile) -> str:
    lighting = str(LIGHTING_WORDS[tile.lighting]) if tile.lighting else _("No ability")
    return _("{lighting} · cost {cost} · edges {edges}", lighting=lighting, cost=_amounts(tile.cost),
             edges=" · ".join(str(EDGE_NAMES[edge]) for edge in tile.edges))


def _automa_facts(tile: AutomaTile) -> str:
    if tile.kind == "god" and tile.god:
        return _("God tile: {god}", god=god_words(tile.god))
    return _("Resource tile: {resources}", resources=" › ".join(say(resource_name(r)) for r in tile.priority))
