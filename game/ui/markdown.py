"""Markdown as document blocks (``game.ui.document``): the common core of CommonMark that
rules texts use.

Headings, paragraphs (wrapped lines joined), bulleted and numbered lists (nested by
indentation), tables (a header row when a separator row follows it), horizontal rules, and
``**bold**`` and ``*italic*`` inside them. No links, images, code or HTML.
"""
from __future__ import annotations

import re
from pathlib import Path

from game.i18n import _
from game.ui.document import Block, Heading, Paragraph, Rich, Rule, Table, display_text

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_RULE = re.compile(r"^(-{3,}|\*{3,}|_{3,})$")
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$")
_EMPHASIS = re.compile(r"\*\*|\*")


def parse_inline(markdown: str) -> Rich:
    """``**bold**`` and ``*italic*`` markup as styled text. A single ``*`` opens italics before
    a non-space and closes them after one; any other ``*`` is kept as it is."""
    markdown = display_text(markdown)
    texts: list[str] = []
    styles: list[str] = []
    bold = italic = False

    def add(text: str) -> None:
        texts.append(text)
        styles.append(_style(bold, italic) * len(text))

    done = 0
    for mark in _EMPHASIS.finditer(markdown):
        start = mark.start()
        add(markdown[done:start])
        done = mark.end()
        if mark.group() == "**":
            bold = not bold
        elif (not italic and done < len(markdown) and markdown[done] != " ") or \
                (italic and start > 0 and markdown[start - 1] != " "):
            italic = not italic
        else:
            add("*")
    add(markdown[done:])
    return Rich("".join(texts), "".join(styles))


def _style(bold: bool, italic: bool) -> str:
    return "j" if bold and italic else "b" if bold else "i" if italic else "r"


class _MarkdownReader:
    """A line-by-line reader: each line either continues the open paragraph or table, or
    closes it and opens the next block."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self._items: list[int] = []   # the content column of each open list item
        self._para: tuple[int, str, list[str]] | None = None
        self._table: Table | None = None
        self._after_blank = False

    def feed(self, line: str) -> None:
        if not line.strip():
            self._close()
            self._after_blank = True
            return
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        after_blank, self._after_blank = self._after_blank, False
        if stripped.startswith("|"):
            self._table_row(stripped, indent)
            return
        self._close_table()
        heading = _HEADING.match(stripped) if indent < 4 else None
        if heading:
            self._close()
            self._items.clear()
            self.blocks.append(Heading(len(heading.group(1)), parse_inline(heading.group(2))))
        elif _RULE.match(stripped) and indent < 4:
            self._close()
            self._items.clear()
            self.blocks.append(Rule())
        elif item := _ITEM.match(line):
            self._close()
            depth = self._depth(indent)
            self._items.append(indent + len(item.group(2)) + 1)
            marker = "•" if item.group(2) in "-*+" else item.group(2)
            self._para = (depth, marker, [item.group(3)])
        elif self._para is not None and not after_blank:
            self._para[2].append(stripped)          # a wrapped line of the same paragraph
        else:
            self._close()
            self._para = (self._depth(indent), "", [stripped])

    def _depth(self, indent: int) -> int:
        """How deep a block at ``indent`` sits in the open list items (closing the others)."""
        while self._items and self._items[-1] > indent:
            self._items.pop()
        return len(self._items)

    def _table_row(self, stripped: str, indent: int) -> None:
        if self._table is None:
            self._close_paragraph()
            self._table = Table(None, [], self._depth(indent))
            self.blocks.append(self._table)
        if _TABLE_SEPARATOR.match(stripped):
            if self._table.header is None and len(self._table.rows) == 1:
                self._table.header = self._table.rows.pop()
            return
        cells = stripped.strip("|").split("|")
        self._table.rows.append([parse_inline(cell.strip()) for cell in cells])

    def _close_paragraph(self) -> None:
        if self._para is not None:
            depth, marker, lines = self._para
            self.blocks.append(Paragraph(parse_inline(" ".join(lines)), depth, marker))
            self._para = None

    def _close_table(self) -> None:
        self._table = None

    def _close(self) -> None:
        self._close_paragraph()
        self._close_table()


def parse_markdown(text: str) -> list[Block]:
    """The blocks of a Markdown text, in order."""
    reader = _MarkdownReader()
    for line in text.splitlines():
        reader.feed(line)
    reader.feed("")
    return reader.blocks


def read_markdown(path: Path) -> tuple[list[Block], str | None]:
    """The blocks of the Markdown file at ``path``, or no blocks and a message naming the file
    and the problem (a missing or unreadable file is not an error of the program)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return [], _("{file}: the file does not exist", file=str(path))
    except (OSError, UnicodeDecodeError) as error:
        return [], _("{file}: cannot be read ({reason})", file=str(path), reason=str(error))
    return parse_markdown(text), None
