"""Tekhenu's rules reference: the "How to play" page (``how_to_play``), the rules text of
``data/rules.md``, and a "Cards and tiles" chapter generated from the catalog (each starting
card, destiny card, decree, blessing, technology, pillar tile, Horus bonus tile and
Botankhamun action tile with its id, name, facts and text, as the data files give them).

The game's own document never changes while the program runs: it is made once, the first
time the reference opens."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.tekhenu.rules.catalog import AutomaTile, Catalog, PillarTile, default_data_dir, load_catalog
from game.tekhenu.ui.how_to_play import how_to_play_blocks
from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Paragraph, Rich, RulesDocument, missing_rules_note
from game.ui.markdown import read_markdown

RULES_FILE = "rules.md"

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


def rules_path() -> Path:
    """``data/rules.md``: in the source tree, or in the PyInstaller bundle when frozen."""
    return default_data_dir() / RULES_FILE


def rules_document(rules_file: Path | None = None, catalog: Catalog | None = None) -> RulesDocument:
    """How to play, the rules (``rules_file``, by default :func:`rules_path`; a note saying why
    when they cannot be read) and the cards and tiles of ``catalog`` (by default the game's).
    The game's own document (no arguments) is made once."""
    if rules_file is None and catalog is None:
        return _game_document()
    return _document(rules_file or rules_path(), catalog or load_catalog())


@functools.cache
def _game_document() -> RulesDocument:
    return _document(rules_path(), load_catalog())


def _document(rules_file: Path, catalog: Catalog) -> RulesDocument:
    rules, error = read_markdown(rules_file)
    if error is not None:
        rules = missing_rules_note(error, "The cards and tiles below come from the game data.")
    blocks = how_to_play_blocks(catalog) + rules + card_blocks(catalog)
    return RulesDocument(blocks, error, search_placeholder="Search rules and cards (e.g. greed, T09)",
                         search_tip="Try one word, or a card id such as T09 or P12.")


def card_blocks(catalog: Catalog) -> list[Block]:
    """The "Cards and tiles" chapter: a heading per kind, then its cards in id order."""
    blocks: list[Block] = [Heading(2, Rich.plain("Cards and tiles")),
                           Paragraph(Rich.plain("Every card and tile of the game, with its name, its "
                                                "number and what it does."))]
    blocks += _group("Starting cards", "starting",
                     [(c, f"Initiative {c.initiative}") for c in catalog.starting.values()])
    blocks += _group("Destiny cards", "destiny", [(c, f"Ankh {c.ankh}") for c in catalog.destiny.values()])
    blocks += _group("Decrees", "decree",
                     [(c, f"Symbol: {c.symbol}" + (" · removed from every game" if c.removed else ""))
                      for c in catalog.decrees.values()])
    blocks += _group("Blessings", "blessing", [(c, "") for c in catalog.blessings.values()])
    blocks += _group("Technologies", "technology",
                     [(c, f"{c.min_players}+ players only" if c.min_players > 2 else "")
                      for c in catalog.technologies.values()])
    blocks += _group("Pillar tiles", "pillar", [(t, _pillar_facts(t)) for t in catalog.pillars.values()])
    blocks += _group("Horus bonus tiles", "horus",
                     [(t, f"{t.god.capitalize()} statues") for t in catalog.horus_tiles.values()])
    blocks += _group("Botankhamun's action tiles", "automa",
                     [(t, _automa_facts(t)) for t in catalog.automa_tiles.values()])
    return blocks


def _group(title: str, kind: str, cards: list[tuple[Any, str]]) -> list[Block]:
    """A heading naming the id range, then each (card, facts) as a Card block in the colour
    of ``kind``."""
    heading = Heading(3, Rich.plain(f"{title} ({cards[0][0].id}–{cards[-1][0].id})"))
    colour = CARD_COLOURS[kind]
    return [heading] + [Card(card.id, card.name, facts, card.text, colour) for card, facts in cards]


def _amounts(amounts: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {what}" for what, n in amounts.items())


def _pillar_facts(tile: PillarTile) -> str:
    lighting = tile.lighting.capitalize() if tile.lighting else "No ability"
    return f"{lighting} · cost {_amounts(tile.cost)} · edges {' · '.join(tile.edges)}"


def _automa_facts(tile: AutomaTile) -> str:
    if tile.kind == "god" and tile.god:
        return f"God tile: {tile.god.capitalize()}"
    return "Resource tile: " + " › ".join(tile.priority)
