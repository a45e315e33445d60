"""A single-line text field: player names, the seed, the rules search box.

Click to focus it (the caret goes where you click); type (``pygame.TEXTINPUT`` events, so
accents and input methods work); Backspace/Delete, Ctrl+Backspace (a word), Left/Right (Ctrl: by
words), Home/End, Ctrl+V (paste) edit; Enter submits. ``allowed`` filters the characters (e.g.
:data:`DIGITS` for the seed) and ``max_length`` caps the length. Text longer than the box
scrolls so that the caret stays in view.

An input method (Korean, for one) composes a character over several keystrokes: SDL reports
the unfinished syllable with ``pygame.TEXTEDITING`` and the finished one with ``TEXTINPUT``.
The syllable being composed shows at the caret, underlined, and is not part of the text
until it is committed; the input method consumes the keys it needs meanwhile.

The owning scene passes it every event (``handle`` returns True when the field used the
event, so a focused field swallows typing that would otherwise trigger shortcuts), calls
``update`` each frame for the caret's blink, and ``draw``.
"""
from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.i18n import LazyText
from game.ui import theme as th

#: ``allowed`` for fields that take digits only (the seed).
DIGITS: Callable[[str], bool] = str.isdigit

BLINK_SECONDS = 0.53
_EDIT_KEYS = {pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME,
              pygame.K_END, pygame.K_RETURN, pygame.K_KP_ENTER}


class TextInput:
    """A single-line editable text field."""

    def __init__(self, text: str = "", *, placeholder: str | LazyText = "", max_length: int = 40,
                 allowed: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None,
                 size: int | str = "body", clock: Callable[[], float] = time.monotonic) -> None:
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed
        self.on_change = on_change
        self.on_submit = on_submit
        self.size = size
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self._clock = clock
        self._theme = th.Theme()
        self._text = self._clean(text)
        self.caret = len(self._text)
        #: what an input method is composing at the caret, not yet part of the text
        self.composition = ""
        self._scroll = 0          # pixels of text hidden on the left
        self._blink_start = clock()
        self._caret_shown = True

    # ------------------------------------------------------------------ the text

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        """Replace the text (filtered and capped like typing; ``on_change`` is not called)."""
        self._text = self._clean(value)
        self.caret = len(self._text)
        self._wake()

    def _clean(self, value: str) -> str:
        kept = "".join(ch for ch in value if ch.isprintable() and (self.allowed is None or self.allowed(ch)))
        return kept[:self.max_length]

    def insert(self, value: str) -> bool:
        """Type ``value`` at the caret (filtered, cut to the room left); True if anything changed."""
        room = self.max_length - len(self._text)
        value = self._clean(value)[:max(0, room)]
        if not value:
            return False
        self._set(self._text[:self.caret] + value + self._text[self.caret:], self.caret + len(value))
        return True

    def clear(self) -> None:
        """Empty the field (calls ``on_change`` if it had text)."""
        if self._text:
            self._set("", 0)

    def _set(self, text: str, caret: int) -> None:
        self._text = text
        self.caret = caret
        self._wake()
        if self.on_change is not None:
            self.on_change(text)

    # ------------------------------------------------------------------ focus

    def focus(self) -> None:
        if not self.focused:
            self.focused = True
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        self._wake()

    def blur(self) -> None:
        self.focused = False
        self.composition = ""

    def _wake(self) -> None:
        """Show the caret now and restart its blink (after a keystroke the caret is solid)."""
        self._blink_start = self._clock()
        self._caret_shown = True

    # ------------------------------------------------------------------ layout and input

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        self.rect = pygame.Rect(rect)
        self._theme = theme
        self._scroll = 0

    def _font(self) -> pygame.font.Font:
        return self._theme.font("body", self.size)

    def _padding(self) -> int:
        return self._theme.px(12)

    def handle(self, event: pygame.event.Event) -> bool:
        """Use ``event`` if it is for this field; True when it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                self.blur()
                return False
            self.focus()
            self.caret = self._index_at(event.pos[0])
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            self._wake()
            return True
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return bool(self.composition) or self._key(event)   # keys the input method is using
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        key = event.key
        if ctrl and key in (pygame.K_HOME, pygame.K_END):
            return False            # Ctrl+Home/End are the scene's (e.g. to scroll a page)
        if key in _EDIT_KEYS:
            self._edit(key, ctrl)
            return True
        if ctrl and key == pygame.K_v:
            self.insert(_clipboard_text())
            return True
        # Keys that type a character arrive again as TEXTINPUT: swallow them here, so that a
        # focused field's typing never triggers a scene's shortcut.
        return bool(event.unicode) and event.unicode.isprintable() and not ctrl

    def _edit(self, key: int, ctrl: bool) -> None:
        text, caret = self._text, self.caret
        if key == pygame.K_BACKSPACE and caret > 0:
            start = _word_start(text, caret) if ctrl else caret - 1
            self._set(text[:start] + text[caret:], start)
        elif key == pygame.K_DELETE and caret < len(text):
            self._set(text[:caret] + text[caret + 1:], caret)
        elif key == pygame.K_LEFT:
            self.caret = _word_start(text, caret) if ctrl else max(0, caret - 1)
        elif key == pygame.K_RIGHT:
            self.caret = _word_end(text, caret) if ctrl else min(len(text), caret + 1)
        elif key == pygame.K_HOME:
            self.caret = 0
        elif key == pygame.K_END:
            self.caret = len(text)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_submit is not None:
            self.on_submit(text)
        self._wake()

    def _index_at(self, x: int) -> int:
        """The caret position nearest to window x-coordinate ``x``."""
        font = self._font()
        local = x - (self.rect.x + self._padding()) + self._scroll
        best, best_gap = 0, abs(local)
        for i in range(1, len(self._text) + 1):
            gap = abs(font.size(self._text[:i])[0] - local)
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def update(self) -> bool:
        """Advance the caret's blink; True when the picture changed (the caret showed or hid)."""
        if not self.focused:
            return False
        shown = int((self._clock() - self._blink_start) / BLINK_SECONDS) % 2 == 0
        changed = shown != self._caret_shown
        self._caret_shown = shown
        return changed

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, hovered: bool = False) -> None:
        theme = self._theme
        radius = theme.px(8)
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT if self.focused or hovered else th.PAPYRUS,
                         self.rect, border_radius=radius)
        border = th.GOLD if self.focused else (th.INK_SOFT if hovered else th.SAND_DARK)
        pygame.draw.rect(surface, border, self.rect, width=theme.px(3 if self.focused else 2),
                         border_radius=radius)
        inner = self.rect.inflate(-2 * self._padding(), 0)
        font = self._font()
        shown = self._text[:self.caret] + self.composition + self._text[self.caret:]
        caret_x = font.size(shown[:self.caret + len(self.composition)])[0]
        self._scroll = min(max(self._scroll, caret_x - inner.w + theme.px(2)), caret_x)
        self._scroll = max(0, min(self._scroll, max(0, font.size(shown)[0] - inner.w + theme.px(2))))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        y = self.rect.centery - font.get_height() // 2
        if shown:
            surface.blit(font.render(shown, True, th.TEXT), (inner.x - self._scroll, y))
        elif self.placeholder and not self.focused:
            surface.blit(font.render(str(self.placeholder), True, th.TEXT_MUTED), (inner.x, y))
        elif self.placeholder:
            hint = font.render(str(self.placeholder), True, th.TEXT_MUTED)
            hint.set_alpha(140)
            surface.blit(hint, (inner.x + theme.px(3), y))
        if self.composition:
            self._underline_composition(surface, font, inner.x - self._scroll, y)
        if self.focused and self._caret_shown:
            x = inner.x - self._scroll + caret_x
            pygame.draw.rect(surface, th.LAPIS, (x, y + theme.px(2), max(2, theme.px(2)),
                                                 font.get_height() - theme.px(4)))
        surface.set_clip(clip)

    def _underline_composition(self, surface: pygame.Surface, font: pygame.font.Font, x: int, y: int) -> None:
        """The line under the syllable being composed (where the input method's text is)."""
        start = x + font.size(self._text[:self.caret])[0]
        end = start + font.size(self.composition)[0]
        base = y + font.get_ascent() + self._theme.px(3)
        pygame.draw.line(surface, th.LAPIS, (start, base), (end, base), max(2, self._theme.px(2)))


def _word_start(text: str, caret: int) -> int:
    i = caret
    while i > 0 and text[i - 1] == " ":
        i -= 1
    while i > 0 and text[i - 1] != " ":
        i -= 1
    return i


def _word_end(text: str, caret: int) -> int:
    i = caret
    while i < len(text) and text[i] == " ":
        i += 1
    while i < len(text) and text[i] != " ":
        i += 1
    return i


def _clipboard_text() -> str:
    """The clipboard's text, or "" when there is none (or no clipboard, e.g. headless)."""
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:
        return ""
