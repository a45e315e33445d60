"""The parts every game's board scene has, whatever its flow: its areas scaled from design pixels
edge to edge, the top bar's buttons (made, laid out, clicked), the question before the window
closes, the "since your last move" recap of the pass-the-device screen, the sound of a batch of
events, and what the top bar's buttons and the keys every board knows do (:class:`TopBarCommands`)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.i18n import N_
from game.log import grouped_log
from game.session import Session
from game.ui import theme as th
from game.ui.scene import Scene
from game.ui.scenes.dialogs import confirm
from game.ui.scenes.log_scene import LogScene
from game.ui.widgets.base import Button
from game.ui.widgets.decision_panel import draw_hint_strip, hint_lines, hint_strip_height


def scaled_rect(box: tuple[int, int, int, int], sx: float, sy: float) -> pygame.Rect:
    """A box of design pixels (x, y, w, h) in window pixels; each edge is rounded once, so that
    neighbouring boxes meet and never overlap."""
    x, y, w, h = box
    left, top = round(x * sx), round(y * sy)
    return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)


def scaled_layout(layout: dict[str, tuple[int, int, int, int]], size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """A board's ``layout`` (its parts' boxes in design pixels) in a window of ``size``."""
    sx, sy = size[0] / th.DESIGN_SIZE[0], size[1] / th.DESIGN_SIZE[1]
    return {name: scaled_rect(box, sx, sy) for name, box in layout.items()}


#: The size of the top bar's button labels (``Button.draw``'s size on the boards).
TOP_BAR_LABEL = 17


def layout_buttons(buttons: dict[str, Button], theme: th.Theme, width: int, bar_h: int, button_w: int) -> None:
    """The top bar's buttons in a row at its right end, ``button_w`` design px each or as wide
    as a longer label needs ("Podpowiedź")."""
    t = theme
    font = t.font("body", TOP_BAR_LABEL)
    x = width - t.px(8)
    for key in reversed(list(buttons)):
        w = max(t.px(button_w), font.size(buttons[key].text)[0] + t.px(20))
        x -= w
        buttons[key].rect = pygame.Rect(x, t.px(6), w, bar_h - t.px(12))
        x -= t.px(8)


def top_bar_buttons(scores: Any, rules: Any) -> dict[str, Button]:
    """The top bar's buttons every board has, in order: Hint, Undo, Redo, Log, Scores, Rules, Menu
    (``scores`` and ``rules``: the tooltips, in the game's words). Undo's and Redo's tooltips
    follow the state of the game (the board sets them)."""
    return {
        "hint": Button(N_("Hint"), tooltip=N_("Suggest a move: what the hard computer player would do now "
                                              "(H). Nothing is played for you.")),
        "undo": Button(N_("Undo")),
        "redo": Button(N_("Redo")),
        "log": Button(N_("Log"), tooltip=N_("The whole game log, filterable by player (L)")),
        "scores": Button(N_("Scores"), tooltip=scores),
        "rules": Button(N_("Rules"), tooltip=rules),
        "menu": Button(N_("Menu"), tooltip=N_("Save, load, settings, main menu")),
    }


def draw_suggestion(surface: pygame.Surface, theme: th.Theme, text: str, panel: pygame.Rect) -> pygame.Rect:
    """A hint's words (up to three lines) on a gold strip just below the decision ``panel``, over
    the heading of what lies there (above the panel when the window ends below it): never over
    the players' boards, which the choice may depend on. (A panel with room shows them itself.)
    Returns the strip's area."""
    t = theme
    font, lines = hint_lines(t, text, panel.w - t.px(16))
    h = hint_strip_height(t, font, lines)
    top = panel.bottom + t.px(3)
    if top + h > surface.get_height():
        top = panel.y - t.px(3) - h
    strip = pygame.Rect(panel.x + t.px(8), top, panel.w - t.px(16), h)
    draw_hint_strip(surface, t, font, lines, strip)
    return strip


class TopBarCommands:
    """What the top bar's buttons and the keys every board knows do: Hint (H), Undo (Ctrl+Z),
    Redo (Ctrl+Y), Log (L), Scores (S), Rules (F1), Menu. A board supplies ``ask_hint``,
    ``undo``, ``redo`` and ``show_scores``, and has ``ctx``, ``theme``, ``log``, ``stack``,
    ``on_rules`` and ``on_menu``."""

    ctx: Any
    theme: Any
    log: Any
    stack: Any
    on_rules: Callable[[Any], None] | None
    on_menu: Callable[[Any], None]

    def ask_hint(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        raise NotImplementedError

    def show_scores(self) -> None:
        raise NotImplementedError

    def _press(self, name: str) -> None:
        """The top bar's button ``name`` was clicked."""
        commands = {"hint": self.ask_hint, "undo": self.undo, "redo": self.redo, "log": self.open_log,
                    "scores": self.show_scores, "rules": self.show_rules, "menu": lambda: self.on_menu(self)}
        commands[name]()

    def open_log(self) -> None:
        if self.ctx is not None:
            self.stack.push(LogScene(replace(self.ctx, theme=self.theme), self.log))

    def show_rules(self) -> None:
        if self.on_rules is not None:
            self.on_rules(self)

    def _shortcut(self, event: pygame.event.Event) -> bool:
        """Do what a key every board knows asks for (True), or nothing (False: the board's own)."""
        ctrl = event.mod & pygame.KMOD_CTRL
        commands = {pygame.K_s: self.show_scores, pygame.K_F1: self.show_rules, pygame.K_l: self.open_log,
                    pygame.K_h: self.ask_hint}
        if ctrl and event.key in (pygame.K_z, pygame.K_y):
            (self.undo if event.key == pygame.K_z else self.redo)()
        elif event.key in commands:
            commands[event.key]()
        else:
            return False
        return True


def click_button(buttons: dict[str, Button], pos: tuple[int, int], press: Callable[[str], None],
                 refused: Callable[[], None]) -> bool:
    """A click at ``pos`` on one of ``buttons``: ``press`` its name, or ``refused`` when it is
    greyed out. False when the click is on none of them."""
    for name, button in buttons.items():
        if button.contains(pos):
            if button.enabled:
                press(name)
            else:
                refused()
            return True
    return False


def first_sound(events: list[dict], sounds: tuple[tuple[str, frozenset[str]], ...]) -> str | None:
    """The sound a batch of events calls for: the first of ``sounds`` (name, event types; most
    important first) that one of them has."""
    kinds = {event["type"] for event in events}
    return next((name for name, types in sounds if not kinds.isdisjoint(types)), None)


def recap(session: Session, seat: int) -> list[str]:
    """What happened since ``seat``'s own last move, as public log sentences (for the
    pass-the-device screen)."""
    events = session.events
    last = next((i for i in range(len(events) - 1, -1, -1)   # from the end: a late game has thousands
                 if events[i].get("player") == seat and events[i]["type"] != "turn_started"), None)
    if last is None:
        return []
    lines = grouped_log(events[last + 1:], session.narrator(None))
    return [line.text for line in lines if not line.heading]


def ask_to_quit(scene: Scene, dialog: Scene | None, title: Any) -> Scene | None:
    """Ask before the window closes (the dialog pushed, returned); None when it is already asked,
    then closing the window again quits."""
    if dialog is not None and dialog in scene.stack:
        return None
    dialog = confirm(title, N_("The game is saved; you can resume it from the main menu."), scene.stack.clear,
                     yes=N_("Quit"))
    scene.stack.push(dialog)
    return dialog
