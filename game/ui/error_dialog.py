"""A last-resort error dialog: a title, a wrapped message and an OK button.

The entry point uses it when the game cannot start, typically because a data file is damaged
(``game.core.data.DataError``: "file: entry: field: problem"), so that a player who
double-clicked the executable sees what went wrong instead of a traceback, or nothing at all
in a windowed build without a console.

It depends on pygame and the theme only (never on the rules or the data, which may be what
is broken). The message always goes to stderr as well, when there is one. Without a display
(``SDL_VIDEODRIVER=dummy`` or ``offscreen``, or no screen can be opened) that is all it does,
and :func:`show_error` returns at once. If the game's window is already open the dialog is
drawn over it; otherwise it opens a small window of its own and closes it again.
"""
from __future__ import annotations

import os
import sys

import pygame

from game.i18n import _
from game.ui import theme as th

#: Video drivers that never show anything to a person.
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})

# Design pixels (at 1920×1080; scaled by the theme like every other part of the client).
_WIDTH = 640
_PAD = 28
_ICON = 40
_GAP = 16
_BUTTON = (132, 46)
_TITLE_SIZE = 30
_BODY_SIZE = 22
#: The dialog keeps this fraction of the screen's height at most; longer text is cut with "…".
_MAX_HEIGHT = 0.8
_DIM: th.ColourA = (20, 14, 8, 150)  # laid over the game's window behind the dialog


def show_error(title: str, message: str) -> None:
    """Tell the player about an error: on stderr, and in a dialog when a screen is there.

    Blocks until the player closes the dialog (OK, Enter, Esc, or the window's close box).
    """
    _to_stderr(title, message)
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return
    game_window = pygame.display.get_surface() if pygame.display.get_init() else None
    try:
        if game_window is None:
            dialog, screen = _open_own_window(title, message)
        else:
            dialog, screen = ErrorDialog(title, message, th.Theme(game_window.get_size())), game_window
    except pygame.error:  # no display to be had: stderr has the message
        pygame.display.quit()
        return
    try:
        dialog.layout(screen.get_size(), fill=game_window is None)
        run_dialog(dialog, screen, backdrop=None if game_window is None else game_window.copy())
    finally:
        if game_window is None:
            pygame.display.quit()


class ErrorDialog:
    """The dialog's layout, drawing and input, apart from any window or event loop."""

    def __init__(self, title: str, message: str, theme: th.Theme) -> None:
        self.title = title
        self.message = message
        self.theme = theme
        self.title_font = _font(theme, "title", _TITLE_SIZE)
        self.body_font = _font(theme, "body", _BODY_SIZE)
        self.button_font = _font(theme, "bold", _BODY_SIZE)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.hovered = False
        self.closed = False

    def preferred_size(self, screen: tuple[int, int]) -> tuple[int, int]:
        """The dialog's size for a screen of ``screen`` pixels (used to size its own window)."""
        width = min(self.theme.px(_WIDTH), screen[0] - 2 * self.theme.px(_GAP))
        lines = self._wrapped(width, max_height=int(screen[1] * _MAX_HEIGHT))
        return width, self._height(len(lines))

    def layout(self, area: tuple[int, int], *, fill: bool = False) -> None:
        """Place the dialog in a window of ``area`` pixels: centred, or filling it (``fill``)."""
        px = self.theme.px
        if fill:
            self.rect = pygame.Rect((0, 0), area)
        else:
            self.rect = pygame.Rect((0, 0), self.preferred_size(area))
            self.rect.center = (area[0] // 2, area[1] // 2)
        self.lines = self._wrapped(self.rect.w, max_height=self.rect.h)
        self.button = pygame.Rect(0, 0, px(_BUTTON[0]), px(_BUTTON[1]))
        self.button.bottomright = (self.rect.right - px(_PAD), self.rect.bottom - px(_PAD))

    def draw(self, surface: pygame.Surface) -> None:
        px = self.theme.px
        radius = px(10)
        pygame.draw.rect(surface, th.SAND_DARK, self.rect.move(px(2), px(3)), border_radius=radius)
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT, self.rect, border_radius=radius)
        pygame.draw.rect(surface, th.CARNELIAN, self.rect, width=max(1, px(3)), border_radius=radius)

        left, top = self.rect.x + px(_PAD), self.rect.y + px(_PAD)
        icon = pygame.Rect(left, top, px(_ICON), px(_ICON))
        _draw_warning_icon(surface, icon)
        title_x = icon.right + px(_GAP)
        title = _fit(self.title, self.title_font, self.rect.right - px(_PAD) - title_x)
        text = self.title_font.render(title, True, th.CARNELIAN_DARK)
        surface.blit(text, text.get_rect(midleft=(title_x, icon.centery)))

        y = icon.bottom + px(_GAP)
        for line in self.lines:
            surface.blit(self.body_font.render(line, True, th.TEXT), (left, y))
            y += self.body_font.get_linesize()

        fill = th.LAPIS_LIGHT if self.hovered else th.LAPIS
        pygame.draw.rect(surface, th.SAND_DARK, self.button.move(0, px(2)), border_radius=px(8))
        pygame.draw.rect(surface, fill, self.button, border_radius=px(8))
        pygame.draw.rect(surface, th.GOLD if self.hovered else th.LAPIS_DARK, self.button,
                         width=max(1, px(2)), border_radius=px(8))
        label = self.button_font.render(_("OK"), True, th.TEXT_ON_DARK)
        surface.blit(label, label.get_rect(center=self.button.center))

    def handle(self, event: pygame.event.Event) -> bool:
        """Take one event; True when the picture changed (``closed`` tells when it is done)."""
        if self._closes(event):
            self.closed = True
        elif event.type == pygame.MOUSEMOTION:
            hovered = self.button.collidepoint(event.pos)
            changed, self.hovered = hovered != self.hovered, hovered
            return changed
        return False

    def _closes(self, event: pygame.event.Event) -> bool:
        """OK clicked (on release, like a native button), Enter, Esc, Space, or the close box."""
        if event.type == pygame.KEYDOWN:
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE)
        if event.type == pygame.MOUSEBUTTONUP:
            return event.button == 1 and self.button.collidepoint(event.pos)
        return event.type == pygame.QUIT

    # ------------------------------------------------------------------ layout helpers

    def _text_width(self, width: int) -> int:
        return width - 2 * self.theme.px(_PAD)

    def _height(self, line_count: int) -> int:
        px = self.theme.px
        return (px(_PAD) + px(_ICON) + px(_GAP) + line_count * self.body_font.get_linesize()
                + px(_GAP) + px(_BUTTON[1]) + px(_PAD))

    def _wrapped(self, width: int, max_height: int) -> list[str]:
        """The message's lines at ``width``, cut with "…" to what fits in ``max_height``."""
        lines = wrap(self.message, self.body_font, self._text_width(width))
        room = max(1, (max_height - self._height(0)) // self.body_font.get_linesize())
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = _fit(lines[-1] + "…", self.body_font, self._text_width(width))
        return lines


def run_dialog(dialog: ErrorDialog, screen: pygame.Surface, backdrop: pygame.Surface | None = None) -> None:
    """Show ``dialog`` on ``screen`` until it is closed, sleeping between events.

    ``backdrop`` is the picture to dim behind the dialog (the game's window), if any.
    """
    dirty = True
    while not dialog.closed:
        if dirty:
            if backdrop is not None:
                screen.blit(backdrop, (0, 0))
                veil = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
                veil.fill(_DIM)
                screen.blit(veil, (0, 0))
            else:
                screen.fill(th.PAPYRUS_LIGHT)
            dialog.draw(screen)
            pygame.display.flip()
        dirty = dialog.handle(pygame.event.wait())


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines at most ``width`` pixels wide, keeping its newlines.

    Unlike ``widgets.base.wrap_text`` it also breaks a word that is wider than a line on its
    own, since error messages carry long file paths.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = word
            while font.size(line)[0] > width and len(line) > 1:
                cut = _longest_prefix(line, font, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


# --------------------------------------------------------------------------- internals

def _to_stderr(title: str, message: str) -> None:
    # In a windowed Windows build sys.stderr and sys.stdout are None, and print() then does nothing.
    print(f"{title}\n{message}", file=sys.stderr, flush=True)


def _open_own_window(title: str, message: str) -> tuple[ErrorDialog, pygame.Surface]:
    """A window just the dialog's size, scaled for the desktop; pygame.error when none opens."""
    pygame.display.init()
    pygame.font.init()
    desktop = pygame.display.get_desktop_sizes()[0]
    dialog = ErrorDialog(title, message, th.Theme(desktop))
    screen = pygame.display.set_mode(dialog.preferred_size(desktop))
    pygame.display.set_caption(title)
    return dialog, screen


def _font(theme: th.Theme, role: str, size: int) -> pygame.font.Font:
    """The theme's font, or pygame's default font when the font file cannot be read."""
    try:
        font = theme.font(role, size)
        font.size("OK")  # a damaged font file loads, then fails at its first use
        return font
    except (pygame.error, OSError):
        return pygame.font.Font(None, round(theme.font_px(size) * 1.3))  # its letters are small


def _fit(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, shortened with "…" until it fits in ``width`` pixels."""
    while font.size(text)[0] > width and len(text) > 1:
        text = text[:-2] + "…"
    return text


def _longest_prefix(word: str, font: pygame.font.Font, width: int) -> int:
    """How many leading characters of ``word`` fit in ``width`` pixels (at least one)."""
    fit = 1
    while fit < len(word) and font.size(word[:fit + 1])[0] <= width:
        fit += 1
    return fit


def _draw_warning_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A carnelian disc with an exclamation mark, drawn in code."""
    radius = rect.w // 2
    pygame.draw.circle(surface, th.CARNELIAN_DARK, (rect.centerx, rect.centery + max(1, radius // 12)), radius)
    pygame.draw.circle(surface, th.CARNELIAN, rect.center, radius)
    bar = pygame.Rect(0, 0, max(2, rect.w // 8), rect.h * 9 // 20)
    bar.midtop = (rect.centerx, rect.y + rect.h * 3 // 16)
    pygame.draw.rect(surface, th.IVORY, bar, border_radius=bar.w // 2)
    dot = max(2, rect.w // 14)
    pygame.draw.circle(surface, th.IVORY, (rect.centerx, rect.y + rect.h * 25 // 32), dot)
