"""The rules reference: a game's whole rules text and every card and tile, searchable.

It shows a :class:`~game.ui.document.RulesDocument` the game makes (``GameUI.rules_document``):
headings, wrapped paragraphs, bulleted and numbered lists (nested), tables, **bold** and
*italic*, the game's cards with their id, name, facts and text, and the pictures the game
draws.

The first frame shows as soon as what it shows is laid out; the rest of the document is laid
out a few milliseconds at a time in the frames that follow (the scrollbar appears when it is
done), or at once when a jump needs it.

The left column is a table of contents (the chapter being read is expanded). Typing in the
search box filters the document to the sections, table rows, paragraphs and cards that
contain every word typed, highlights the words, and lists the matching sections on the
left. Scroll with the mouse wheel, PageUp/PageDown, Up/Down, Ctrl+Home/End or the scrollbar.
Ctrl+F goes to the search box; Esc closes the reference.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _, ngettext
from game.ui import theme as th
from game.ui.document import Block, Heading, RulesDocument
from game.ui.document_layout import BODY_SIZE, Layout
from game.ui.document_search import Result, filter_blocks, search_terms
from game.ui.rich_text import style_font
from game.ui.scene import Scene, Size
from game.ui.text import fit_text, fitting_font, wrap_text
from game.ui.widgets.base import Button, draw_panel
from game.ui.widgets.text_input import TextInput

# Design sizes (pixels at 1920×1080).
HEADER_H = 100
SIDE_W = 430
MARGIN = 24
MIN_COLUMN = 360        # the text is never laid out narrower (a tiny window shows part of it)
LAYOUT_SLICE = 0.006    # seconds of each frame spent laying out the rest of the document


@dataclass(frozen=True)
class _SideEntry:
    """A line of the left column: a contents entry or a search result."""

    label: str
    level: int          # 2 chapter, 3 section
    target: int         # index of the block it jumps to (in the shown blocks)
    count: int = -1     # search results: matching blocks (0 = the heading matches); -1 contents
    active: bool = False


class RulesReferenceScene(Scene):
    """The rules and every card text, with a table of contents and a search box."""

    def __init__(self, document: RulesDocument) -> None:
        self.document = document
        self.blocks = document.blocks
        self._chapter_of, self._section_of = _heading_owners(self.blocks)
        self.search = TextInput(placeholder=document.search_placeholder, max_length=60,
                                on_change=self._on_query, size=21)
        self.terms: tuple[str, ...] = ()
        self.shown: list[Block] = self.blocks
        self.results: list[Result] = []
        self.theme = th.Theme()
        self.scroll = 0
        self.side_scroll = 0
        self._full_scroll = 0
        self._full_layout: Layout | None = None
        self._layout: Layout | None = None
        self.close_button = Button(N_("Close"), key_hint="Esc")
        self.clear_rect = pygame.Rect(0, 0, 0, 0)
        self.side = self.content = self.viewport = self.header = pygame.Rect(0, 0, 0, 0)
        self.mouse = (0, 0)
        self.hover: object = None
        self._drag: int | None = None   # the grab offset inside the scrollbar thumb while dragging
        self._chrome: pygame.Surface | None = None
        self._last_active: tuple[int, tuple[str, ...]] | None = None

    # ------------------------------------------------------------------ lifecycle and layout

    def on_enter(self) -> None:
        self.search.focus()

    def on_resize(self, size: Size) -> None:
        super().on_resize(size)
        self.theme = th.Theme(size)
        px = self.theme.px
        w, h = size
        self.header = pygame.Rect(0, 0, w, px(HEADER_H))
        top = self.header.bottom + px(MARGIN)
        # In a window too small for them the panels shrink to nothing, never below.
        self.side = pygame.Rect(px(MARGIN), top, px(SIDE_W), max(0, h - top - px(MARGIN)))
        self.content = pygame.Rect(self.side.right + px(MARGIN), top,
                                   max(0, w - self.side.right - 2 * px(MARGIN)), self.side.h)
        self.viewport = pygame.Rect(self.content.x + px(52), self.content.y + px(6),
                                    max(0, self.content.w - px(52) - px(60)), max(0, self.content.h - px(12)))
        field_h = px(54)
        self.close_button.rect = pygame.Rect(0, 0, px(150), field_h)
        self.close_button.rect.midright = (w - px(MARGIN), self.header.centery)
        search = pygame.Rect(0, 0, max(0, min(px(640), self.close_button.rect.x - px(560))), field_h)
        search.midright = (self.close_button.rect.x - px(70), self.header.centery)
        self.search.layout(search, self.theme)
        self.clear_rect = pygame.Rect(0, 0, px(34), px(34))
        self.clear_rect.midleft = (search.right + px(14), search.centery)
        self._full_layout = None
        self._chrome = None
        self._relayout()

    def _relayout(self) -> None:
        width = max(self.viewport.w, self.theme.px(MIN_COLUMN))
        if not self.terms:
            if self._full_layout is None:
                self._full_layout = Layout(self.blocks, self.theme, width)
            self._layout = self._full_layout
        else:
            self._layout = Layout(self.shown, self.theme, width, self.terms)
        self.scroll = self._clamp(self.scroll)
        self.needs_redraw = True

    @property
    def layout(self) -> Layout:
        if self._layout is None:
            self._relayout()
        assert self._layout is not None
        return self._layout

    # ------------------------------------------------------------------ searching

    def _on_query(self, query: str) -> None:
        terms = search_terms(query)
        self.needs_redraw = True
        if terms == self.terms:
            return
        if not self.terms:
            self._full_scroll = self.scroll       # come back here when the search is cleared
        self.terms = terms
        if terms:
            self.shown, self.results = filter_blocks(self.blocks, terms)
            self.scroll = 0
        else:
            self.shown, self.results = self.blocks, []
            self.scroll = self._full_scroll
        self.side_scroll = 0
        self._relayout()

    # ------------------------------------------------------------------ scrolling

    @property
    def max_scroll(self) -> int:
        return max(0, self.layout.total_h - self.viewport.h)

    def _clamp(self, value: float) -> int:
        """``value`` as a scroll position within the document, laid out far enough to show it."""
        self.layout.extend_to(int(value) + self.viewport.h)
        return int(max(0, min(self.max_scroll, value)))

    def scroll_to(self, y: float) -> None:
        new = self._clamp(y)
        if new != self.scroll:
            self.scroll = new
            self.needs_redraw = True

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def scroll_to_block(self, index: int) -> None:
        """Bring the block ``index`` of the shown document to the top of the view."""
        self.layout.extend_to_block(index)
        self.scroll_to(self.layout.block_y.get(index, 0) - self.theme.px(12))

    def first_visible_line(self) -> int:
        """The index of the first laid-out line (piece) at least partly in view."""
        return self.layout.first_at(self.scroll)

    def _line_step(self) -> int:
        return style_font(self.theme, "body", "r", BODY_SIZE).get_linesize()

    def _page(self) -> int:
        return max(self._line_step(), self.viewport.h - 2 * self._line_step())

    # ------------------------------------------------------------------ the left column

    def side_entries(self) -> list[_SideEntry]:
        """The contents (the current chapter expanded), or the search results."""
        top_block = self._top_block()
        if self.terms:
            current = max((r.index for r in self.results if r.index <= top_block), default=-1)
            return [_SideEntry(r.label, 2, r.index, r.count, active=r.index == current) for r in self.results]
        if not self.blocks:
            return []
        chapter = self._chapter_of[top_block]
        section = self._section_of[top_block]
        active = section if section >= 0 else chapter
        entries = []
        for i, block in enumerate(self.blocks):
            if not isinstance(block, Heading):
                continue
            if block.level <= 2 or (block.level == 3 and self._chapter_of[i] == chapter):
                label = _("Introduction") if block.level == 1 else block.rich.text
                entries.append(_SideEntry(label, max(2, block.level), i, active=i == active))
        return entries

    def _top_block(self) -> int:
        pieces = self.layout.pieces
        k = min(self.layout.first_at(self.scroll + self.theme.px(40)), len(pieces) - 1)
        return pieces[k].block if pieces else 0

    def _side_rows(self) -> list[tuple[pygame.Rect, _SideEntry, list[str]]]:
        """Each entry's rect (window pixels, before the column's own scrolling) and lines."""
        px = self.theme.px
        x = self.side.x + px(14)
        y = self.side.y + px(64)
        rows = []
        for entry in self.side_entries():
            font = self._side_font(entry)
            indent = px(22) if entry.level >= 3 else 0
            room = self.side.w - px(28) - indent - px(20) - (px(48) if entry.count >= 0 else 0)
            lines = wrap_text(entry.label, font, room)
            if len(lines) > 2:      # two lines at most, the second cut short
                lines = [lines[0], fit_text(" ".join(lines[1:]), font, room)]
            h = len(lines) * font.get_linesize() + px(10)
            rows.append((pygame.Rect(x + indent, y, self.side.w - px(28) - indent, h), entry, lines))
            y += h + px(3)
        return rows

    def _side_font(self, entry: _SideEntry) -> pygame.font.Font:
        return style_font(self.theme, "bold" if entry.level <= 2 else "body", "r", 18 if entry.level <= 2 else 17)

    def _side_view(self) -> pygame.Rect:
        px = self.theme.px
        return pygame.Rect(self.side.x, self.side.y + px(58), self.side.w, self.side.h - px(58) - px(62))

    def _side_max_scroll(self, rows: list[tuple[pygame.Rect, _SideEntry, list[str]]] | None = None) -> int:
        rows = self._side_rows() if rows is None else rows
        if not rows:
            return 0
        return max(0, rows[-1][0].bottom + self.theme.px(8) - self._side_view().bottom)

    def _side_hit(self, pos: tuple[int, int]) -> _SideEntry | None:
        if not self._side_view().collidepoint(pos):
            return None
        for rect, entry, _lines in self._side_rows():
            if rect.move(0, -self.side_scroll).collidepoint(pos):
                return entry
        return None

    # ------------------------------------------------------------------ the scrollbar

    def _track(self) -> pygame.Rect:
        px = self.theme.px
        return pygame.Rect(self.content.right - px(30), self.content.y + px(16), px(12),
                           self.content.h - px(32))

    def _thumb(self) -> pygame.Rect | None:
        """The scrollbar's thumb (none until the whole document is laid out, or when it fits)."""
        track = self._track()
        total = self.layout.total_h
        if not self.layout.done or total <= self.viewport.h:
            return None
        h = max(self.theme.px(48), track.h * self.viewport.h // total)
        y = track.y + (track.h - h) * self.scroll // max(1, self.max_scroll)
        return pygame.Rect(track.x, y, track.w, h)

    def _drag_to(self, mouse_y: int) -> None:
        thumb = self._thumb()
        if thumb is None or self._drag is None:
            return
        track = self._track()
        free = max(1, track.h - thumb.h)
        self.scroll_to((mouse_y - self._drag - track.y) * self.max_scroll / free)

    # ------------------------------------------------------------------ input

    def close(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.search.handle(event):
            self.needs_redraw = True
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            self.needs_redraw = True

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        key = event.key
        if ctrl and key == pygame.K_f:
            self.search.focus()
            self.needs_redraw = True
        elif key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not self.search.focused):
            self.scroll_by(self._page())
        elif key == pygame.K_PAGEUP:
            self.scroll_by(-self._page())
        elif key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll_by(self._line_step() * 2 * (1 if key == pygame.K_DOWN else -1))
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.layout.finish()
            self.scroll_to(self.max_scroll)

    def _wheel(self, event: pygame.event.Event) -> None:
        steps = getattr(event, "precise_y", event.y)
        if self.side.collidepoint(self.mouse):
            old = self.side_scroll
            self.side_scroll = int(max(0, min(self._side_max_scroll(),
                                              self.side_scroll - steps * self._line_step() * 3)))
            self.needs_redraw |= old != self.side_scroll
        else:
            self.scroll_by(-steps * self._line_step() * 3)

    def _motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self._drag is not None:
            self._drag_to(pos[1])
            return
        hover: object = None
        if self.close_button.contains(pos):
            hover = "close"
        elif self.search.rect.collidepoint(pos):
            hover = "search"
        elif self.search.text and self.clear_rect.collidepoint(pos):
            hover = "clear"
        elif (thumb := self._thumb()) is not None and thumb.collidepoint(pos):
            hover = "thumb"
        elif (entry := self._side_hit(pos)) is not None:
            hover = entry.target
        if hover != self.hover:
            self.hover = hover
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        """Close, the search field (and its clear button), the scrollbar and the contents
        entries in view."""
        targets = [(self.close_button.rect, self.close_button.text), (self.search.rect, "search")]
        if self.search.text:
            targets.append((self.clear_rect, "clear"))
        if self._thumb() is not None:
            targets.append((self._track(), "scrollbar"))
        view = self._side_view()
        for rect, entry, _lines in self._side_rows():
            shown = rect.move(0, -self.side_scroll)
            if view.contains(shown):
                targets.append((shown, entry.label))
        return targets

    def _click(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self.close_button.contains(pos):
            self.close()
            return
        if self.search.text and self.clear_rect.collidepoint(pos):
            self.search.clear()
            self.search.focus()
            return
        thumb = self._thumb()
        if thumb is not None and thumb.collidepoint(pos):
            self._drag = pos[1] - thumb.y
            self.needs_redraw = True
        elif thumb is not None and self._track().inflate(self.theme.px(12), 0).collidepoint(pos):
            self.scroll_by(self._page() if pos[1] > thumb.bottom else -self._page())
        elif (entry := self._side_hit(pos)) is not None:
            self.scroll_to_block(entry.target)
        self.needs_redraw = True

    @property
    def is_animating(self) -> bool:
        """While the rest of the document is being laid out, frames keep coming."""
        return self._layout is not None and not self._layout.done

    def update(self, dt: float) -> None:
        if self.search.update():
            self.needs_redraw = True
        if self.is_animating and not self.needs_redraw:   # only in frames with nothing else to draw
            self.layout.extend_for(LAYOUT_SLICE)
            self.needs_redraw = self.layout.done          # the scrollbar appears

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        if self._chrome is None or self._chrome.get_size() != surface.get_size():
            self._chrome = self._paint_chrome(surface.get_size())
        surface.blit(self._chrome, (0, 0))
        self._draw_header(surface)
        self._draw_side(surface)
        self._draw_content(surface)

    def _paint_chrome(self, size: Size) -> pygame.Surface:
        """What never changes while the window keeps its size: the table, the header band,
        the title and the two empty panels (painted once, blitted each frame)."""
        theme = self.theme
        px = theme.px
        chrome = pygame.Surface(size)
        chrome.fill(th.BACKGROUND)
        pygame.draw.rect(chrome, th.LAPIS_DARK, self.header)
        band = pygame.Rect(0, self.header.bottom - px(6), self.header.w, px(6))
        pygame.draw.rect(chrome, th.GOLD, band)
        pygame.draw.line(chrome, th.GOLD_DARK, band.bottomleft, band.bottomright, max(1, px(2)))
        _header_pattern(chrome, theme, pygame.Rect(0, band.y - px(10), self.header.w, px(8)))
        title = theme.render(_("Rules reference"), "title", 44, th.GOLD_LIGHT)
        chrome.blit(title, (px(MARGIN + 8), self.header.centery - title.get_height() // 2 - px(4)))
        _magnifier(chrome, theme, (self.search.rect.x - px(28), self.search.rect.centery), th.GOLD_LIGHT)
        draw_panel(chrome, self.side, theme, radius=12)
        pygame.draw.line(chrome, th.PAPYRUS_DARK, (self.side.x + px(16), self.side.y + px(54)),
                         (self.side.right - px(16), self.side.y + px(54)), max(1, px(1)))
        draw_panel(chrome, self.content, theme, radius=12)
        self._draw_keys(chrome)
        return chrome

    def _draw_header(self, surface: pygame.Surface) -> None:
        self.search.draw(surface, hovered=self.hover == "search")
        if self.search.text:
            _clear_icon(surface, self.theme, self.clear_rect, self.hover == "clear")
        self.close_button.draw(surface, self.theme, hovered=self.hover == "close")

    def _draw_side(self, surface: pygame.Surface) -> None:
        theme = self.theme
        px = theme.px
        heading = _("Contents") if not self.terms else _results_heading(self.results)
        label = theme.render(heading.upper(), "bold", 16, th.GOLD_DARK)
        surface.blit(label, (self.side.x + px(20), self.side.y + px(22)))
        view = self._side_view()
        rows = self._side_rows()
        self._follow_active(rows, view)
        self.side_scroll = min(self.side_scroll, self._side_max_scroll(rows))
        clip = surface.get_clip()
        surface.set_clip(view)
        for rect, entry, lines in rows:
            rect = rect.move(0, -self.side_scroll)
            if rect.bottom < view.y or rect.y > view.bottom:
                continue
            self._draw_side_entry(surface, rect, entry, lines)
        surface.set_clip(clip)
        # Entries cut by the column's edges fade out.
        h = px(28)
        fade = _fade((view.w - px(8), h), th.PANEL)
        if self.side_scroll > 0:
            surface.blit(fade, (view.x + px(4), view.y))
        if self.side_scroll < self._side_max_scroll(rows):
            surface.blit(pygame.transform.flip(fade, False, True), (view.x + px(4), view.bottom - h))

    def _follow_active(self, rows: list[tuple[pygame.Rect, _SideEntry, list[str]]], view: pygame.Rect) -> None:
        """When the entry being read changes, scroll the column so that it is in view."""
        active = next((rect for rect, entry, _lines in rows if entry.active), None)
        key = None if active is None else (active.y, self.terms)
        if key == self._last_active:
            return
        self._last_active = key
        if active is None:
            return
        margin = self.theme.px(30)
        if active.y - self.side_scroll < view.y:
            self.side_scroll = max(0, active.y - view.y - margin)
        elif active.bottom - self.side_scroll > view.bottom:
            self.side_scroll = active.bottom - view.bottom + margin

    def _draw_side_entry(self, surface: pygame.Surface, rect: pygame.Rect, entry: _SideEntry,
                         lines: list[str]) -> None:
        theme = self.theme
        px = theme.px
        hovered = self.hover == entry.target
        if entry.active:
            pygame.draw.rect(surface, th.LAPIS, rect, border_radius=px(8))
        elif hovered:
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=px(8))
            pygame.draw.rect(surface, th.GOLD, rect, width=max(1, px(2)), border_radius=px(8))
        if entry.level >= 3 and not entry.active:
            cy = rect.y + px(5) + self._side_font(entry).get_linesize() // 2
            pygame.draw.circle(surface, th.SAND_DARK, (rect.x - px(9), cy), max(2, px(3)))
        font = self._side_font(entry)
        colour = th.IVORY if entry.active else (th.INK if entry.level <= 2 else th.INK_SOFT)
        for k, line in enumerate(lines):
            surface.blit(font.render(line, True, colour), (rect.x + px(10), rect.y + px(5) + k * font.get_linesize()))
        if entry.count >= 0:
            # Translators: a search result's count when its heading matches: the whole section.
            text = _("all") if entry.count == 0 else str(entry.count)   # 0: the heading matched
            badge = theme.render(text, "bold", 15, th.INK)
            pill = pygame.Rect(0, 0, badge.get_width() + px(16), badge.get_height() + px(2))
            pill.midright = (rect.right - px(8), rect.y + px(5) + font.get_linesize() // 2)
            pygame.draw.rect(surface, th.GOLD_LIGHT, pill, border_radius=pill.h // 2)
            surface.blit(badge, badge.get_rect(center=pill.center))

    def _draw_keys(self, surface: pygame.Surface) -> None:
        theme = self.theme
        px = theme.px
        y = self.side.bottom - px(50)
        pygame.draw.line(surface, th.PAPYRUS_DARK, (self.side.x + px(16), y), (self.side.right - px(16), y),
                         max(1, px(1)))
        text = _("Wheel, PgUp/PgDn · Ctrl+F search · Esc close")
        room = self.side.w - px(32)
        font = fitting_font(theme, text, room, size=15)
        lines = [text] if font is not None else wrap_text(text, theme.font("body", th.MIN_FONT_PX), room)[:2]
        font = font or theme.font("body", th.MIN_FONT_PX)
        y += px(14) if len(lines) == 1 else px(4)
        for line in lines:   # a long translation on two lines
            surface.blit(font.render(line, True, th.TEXT_MUTED), (self.side.x + px(18), y))
            y += font.get_linesize()

    def _draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        clip = surface.get_clip()
        # Markers hang left of the text column: the clip starts at the panel's edge.
        surface.set_clip(self.viewport.inflate(self.viewport.x - self.content.x - self.theme.px(4), 0)
                         .clip(self.content))
        layout = self.layout
        if self.terms and not layout.pieces:
            self._draw_no_results(surface)
        k = layout.first_at(self.scroll)
        bottom = self.scroll + self.viewport.h
        while k < len(layout.pieces) and layout.pieces[k].y < bottom:
            piece = layout.pieces[k]
            piece.draw(surface, self.viewport.x, self.viewport.y + piece.y - self.scroll, theme)
            k += 1
        surface.set_clip(clip)
        self._draw_fades(surface)
        self._draw_scrollbar(surface)

    def _draw_no_results(self, surface: pygame.Surface) -> None:
        theme = self.theme
        cx = self.viewport.centerx
        y = self.viewport.y + theme.px(120)
        title = theme.render(_("Nothing matches “{terms}”", terms=self.search.text.strip()), "title", 30,
                             th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(cx, y)))
        tip = theme.render(str(self.document.search_tip), "body", 20, th.TEXT_MUTED)
        surface.blit(tip, tip.get_rect(midtop=(cx, y + title.get_height() + theme.px(14))))

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where the text runs under the top and bottom of the panel."""
        h = self.theme.px(18)
        rect = pygame.Rect(self.viewport.x - self.theme.px(30), 0, self.viewport.w + self.theme.px(40), h)
        fade = _fade(rect.size, th.PANEL)
        if self.scroll > 0:
            surface.blit(fade, (rect.x, self.viewport.y))
        if self.scroll < self.max_scroll:
            surface.blit(pygame.transform.flip(fade, False, True), (rect.x, self.viewport.bottom - h))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        thumb = self._thumb()
        if thumb is None:
            return
        track = self._track()
        radius = track.w // 2
        pygame.draw.rect(surface, th.PAPYRUS_DARK, track, border_radius=radius)
        active = self._drag is not None or self.hover == "thumb"
        pygame.draw.rect(surface, th.LAPIS if active else th.SAND_DARK, thumb, border_radius=radius)


# --------------------------------------------------------------------------- helpers

def _heading_owners(blocks: list[Block]) -> tuple[list[int], list[int]]:
    """For each block, the index of its chapter heading (level 1–2) and of its section
    heading (level 3, or -1 when it sits directly in a chapter)."""
    chapter, section = 0, -1
    chapters, sections = [], []
    for i, block in enumerate(blocks):
        if isinstance(block, Heading):
            if block.level <= 2:
                chapter, section = i, -1
            elif block.level == 3:
                section = i
        chapters.append(chapter)
        sections.append(section)
    return chapters, sections


def _results_heading(results: list[Result]) -> str:
    if not results:
        return _("No matches")
    return ngettext("{n} section matches", "{n} sections match", len(results))


_FADES: dict[tuple[tuple[int, int], th.Colour], pygame.Surface] = {}


def _fade(size: tuple[int, int], colour: th.Colour) -> pygame.Surface:
    """A strip that goes from ``colour`` at the top to transparent at the bottom."""
    size = (max(0, size[0]), max(0, size[1]))   # empty in a window too small for it
    key = (size, colour)
    surf = _FADES.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        for row in range(size[1]):
            alpha = round(255 * (1 - row / size[1]) ** 1.6)
            pygame.draw.line(surf, (*colour, alpha), (0, row), (size[0], row))
        _FADES[key] = surf
    return surf


def _header_pattern(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect) -> None:
    """A row of small gold triangles above the header's gold band (a frieze)."""
    step = theme.px(22)
    h = rect.h
    for x in range(rect.x + step // 2, rect.right, step):
        pygame.draw.polygon(surface, th.GOLD_DARK, [(x - h // 2, rect.bottom), (x + h // 2, rect.bottom),
                                                    (x, rect.bottom - h)])


def _magnifier(surface: pygame.Surface, theme: th.Theme, center: tuple[int, int], colour: th.Colour) -> None:
    r = theme.px(10)
    w = max(2, theme.px(3))
    cx, cy = center[0] - theme.px(3), center[1] - theme.px(3)
    pygame.draw.circle(surface, colour, (cx, cy), r, w)
    d = round(r * 0.72)
    pygame.draw.line(surface, colour, (cx + d, cy + d), (cx + d + theme.px(9), cy + d + theme.px(9)), w + 1)


def _clear_icon(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, hovered: bool) -> None:
    """A round "clear the search" button with a cross."""
    pygame.draw.circle(surface, th.GOLD if hovered else th.LAPIS_LIGHT, rect.center, rect.w // 2)
    d = rect.w // 5
    w = max(2, theme.px(3))
    cx, cy = rect.center
    pygame.draw.line(surface, th.IVORY, (cx - d, cy - d), (cx + d, cy + d), w)
    pygame.draw.line(surface, th.IVORY, (cx - d, cy + d), (cx + d, cy - d), w)
