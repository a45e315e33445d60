"""Searching a document (``game.ui.document``): the words of a query, the sections and blocks
that contain every one of them, and where in a text they are (to highlight them).

Matching ignores case and tells no dash from another, so "2-3" finds "2–3".
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.ui.document import Block, Heading, Paragraph, Table, block_text, display_text

MIN_QUERY = 2          # shorter queries do not filter (one letter matches nearly everything)

_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-"})


def normalise(text: str) -> str:
    """For matching: lower case, every dash a hyphen (same length as ``text``)."""
    return text.lower().translate(_DASHES)


def search_terms(query: str) -> tuple[str, ...]:
    """The words of a search (empty when the query is too short to filter by)."""
    query = normalise(display_text(query)).strip()
    return tuple(query.split()) if len(query) >= MIN_QUERY else ()


def matched_characters(text: str, terms: tuple[str, ...]) -> list[bool]:
    """For each character of ``text``, whether it is part of a match of one of ``terms``."""
    flags = [False] * len(text)
    lowered = normalise(text)
    for term in terms:
        start = lowered.find(term)
        while start >= 0:
            flags[start:start + len(term)] = [True] * len(term)
            start = lowered.find(term, start + 1)
    return flags


@dataclass(frozen=True)
class Result:
    """A section with matches: its heading, how many blocks match (0: the heading itself),
    and the index of its heading in the filtered blocks."""

    label: str
    count: int
    index: int


def filter_blocks(blocks: list[Block], terms: tuple[str, ...]) -> tuple[list[Block], list[Result]]:
    """The sections and blocks that contain every term; a section whose heading matches is
    kept whole. Each section kept starts with its heading as a level 3 heading (blocks before
    the first heading form an "Introduction"); list items lose their nesting, tables keep their
    header and matching rows."""
    starts = [i for i, block in enumerate(blocks) if isinstance(block, Heading)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    out: list[Block] = []
    results: list[Result] = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(blocks)
        head = blocks[start]
        body = blocks[start + 1:end] if isinstance(head, Heading) else blocks[start:end]
        head_matches = isinstance(head, Heading) and _matches(head, terms)
        kept, count = (list(body), 0) if head_matches else _matching(body, terms)
        if kept or head_matches:
            label = head.rich.text if isinstance(head, Heading) else _("Introduction")
            results.append(Result(label, count, len(out)))
            if isinstance(head, Heading):
                out.append(Heading(3, head.rich))
            out.extend(kept)
    return out, results


def _matches(block: Block, terms: tuple[str, ...]) -> bool:
    text = normalise(block_text(block))
    return all(term in text for term in terms)


def _filter_table(table: Table, terms: tuple[str, ...]) -> tuple[Table | None, int]:
    """The table's matching rows under its header (the whole table if the header matches)."""
    if table.header and _matches(Table(None, [table.header]), terms):
        return table, len(table.rows)
    rows = [row for row in table.rows if _matches(Table(None, [row]), terms)]
    return (Table(table.header, rows, 0), len(rows)) if rows else (None, 0)


def _matching(body: list[Block], terms: tuple[str, ...]) -> tuple[list[Block], int]:
    kept: list[Block] = []
    count = 0
    for block in body:
        if isinstance(block, Table):
            table, rows = _filter_table(block, terms)
            if table is not None:
                kept.append(table)
                count += rows
        elif _matches(block, terms):
            kept.append(Paragraph(block.rich, 0, block.marker) if isinstance(block, Paragraph) else block)
            count += 1
    return kept, count
