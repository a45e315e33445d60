"""The New game screen every game shares: who sits at each seat and the set-up seed.

The shared part is the seat editor — the player count (``players:N``), each seat's name, who plays
it (``kind:<seat>:human`` or a computer level ``kind:<seat>:easy|medium|hard``) and its colour
(``colour:<seat>:<colour>``, colours stay unique) —, the set-up seed field, Back and Start (``back``,
``start``; Start needs a person at some seat), the panel and its layout, input, tooltips and drawing.
The click driver and the tests name the buttons by those keys.

A game subclasses :class:`NewGameBase` and supplies:

* its rows above and below the seats: the buttons (:meth:`NewGameBase._build_buttons`, with
  :meth:`~NewGameBase._add_seat_buttons` and :meth:`~NewGameBase._finish_buttons`) and their places
  (:meth:`~NewGameBase._layout_above_seats`, :meth:`~NewGameBase._layout_below_seats`);
* what its own buttons do (:meth:`~NewGameBase._choose`), its title, its ``GameConfig``
  (:meth:`~NewGameBase.config`) and any seat the rules add (an automa, a silent player);
* its :class:`Metrics` (sizes in design pixels) and ``kind_tooltips`` (how a seat is played there,
  from :func:`seat_kind_tooltips`).

The seed decides every hidden card and future draw, so a new game's seed is drawn from the operating
system's randomness and shown to nobody until the game is over; a typed seed replays a known set-up.
Every text is an ``N_`` message, and the buttons are as wide as their longest label in the language
shown; the panel widens with them, up to the window's width.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import pygame

from game.i18n import N_, LazyText, _
from game.seats import COMPUTER_LEVELS, COMPUTER_NAMES, MAX_NAME_LENGTH, SEAT_COLOURS, Seat
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.main_menu import draw_backdrop
from game.ui.widgets.base import Button, Label, draw_panel, draw_tooltip
from game.ui.widgets.text_input import DIGITS, TextInput

#: Digits a typed seed may have (any seed shown at the end of a game fits).
SEED_DIGITS = 19
#: What can sit at a seat: a person, or a computer player of a level.
SEAT_KINDS = ("human", *COMPUTER_LEVELS)
#: The buttons of a seat's kind (a game's levels may name an automa's difficulty too).
KIND_LABELS: dict[str, LazyText] = {"human": N_("Person"), "easy": N_("Easy"), "medium": N_("Medium"),
                                    "hard": N_("Hard")}
#: The tooltip of a person's seat in a game that hides what is private between turns.
PERSON_PASSES_DEVICE = N_("A person plays this seat (several people pass the device between turns)")
EASY_TOOLTIP = N_("A computer player that sees only what its seat may see: easy, sensible but beatable")
MEDIUM_TOOLTIP = N_("A computer player that sees only what its seat may see: medium, a solid player")
PLAYER_COUNTS: dict[int, LazyText] = {2: N_("2 players"), 3: N_("3 players"), 4: N_("4 players")}
#: Each colour's button names the colour and the shape its pieces have (theme.PLAYER_SHAPES).
COLOUR_TOOLTIPS: dict[str, LazyText] = {"blue": N_("Blue (circle)"), "orange": N_("Orange (triangle)"),
                                        "green": N_("Green (square)"), "pink": N_("Pink (diamond)")}
#: The labels above the seats' columns: the names, who plays (a person, or a computer player and
#: its level), the colours.
COLUMN_LABELS: dict[str, LazyText] = {"name": N_("Name"), "human": N_("Played by"),
                                      "levels": N_("Computer player"), "colour": N_("Colour")}
NO_PERSON = N_("At least one seat needs a person")
SEED_LABEL = N_("Set-up seed")
#: Beside a typed seed.
KNOWN_SETUP = N_("Replays a known set-up")
SEED_TOOLTIP = N_("Leave empty for a new set-up that nobody can know. Type the seed shown at the end of a game to "
                  "replay its set-up: that game is then marked as a known set-up.")


def default_name(seat: int) -> str:
    """The name a person at ``seat`` (from 0) has until one is typed, in the language shown."""
    return _("Player {number}", number=seat + 1)


def seat_kind_tooltips(person: LazyText, hard: LazyText, easy: LazyText = EASY_TOOLTIP,
                       medium: LazyText = MEDIUM_TOOLTIP) -> dict[str, LazyText]:
    """The tooltips of a seat's kind buttons: a game says what a person's seat and its hard level
    are, and its easy and medium levels where they play differently from other games'."""
    return {"human": person, "easy": easy, "medium": medium, "hard": hard}


@dataclass(frozen=True)
class Metrics:
    """A game's New game layout, in design pixels (the theme scales them)."""

    top: int = 96           # the first row's top, below the title
    row_h: int = 44
    gap: int = 10           # between the buttons of a row
    name_w: int = 300
    kinds_x: int = 316      # where a seat's kind buttons start, from the name's left
    kind_w: int = 104
    #: the kind buttons are also as wide as the "Played by" label over them
    kind_w_fits_column: bool = False
    seat_gap: int = 10      # below each seat's row
    seed_gap: int = 30      # below the seed field
    start_w: int = 240
    bottom: int = 28        # below Back and Start
    title_size: int = 44
    title_y: int = 22


class NewGameBase(Scene):
    """Settings of a new game; Start calls ``on_start(config, seats, known_setup)``."""

    metrics: ClassVar[Metrics] = Metrics()
    kind_tooltips: ClassVar[dict[str, LazyText]]

    def __init__(self, on_start: Callable[[Any, list[Seat], bool], None], on_back: Callable[[], None],
                 players: int, seed: int | None = None, seats: list[Seat] | None = None) -> None:
        """``seed`` and ``seats`` fill the screen in ("play this set-up again"); a game sets its own
        choices before calling this (it builds the buttons)."""
        self.on_start = on_start
        self.on_back = on_back
        self.theme = th.Theme()
        self.players = players
        given = [seat for seat in seats or [] if not seat.automa]
        self.names = [TextInput(given[i].name if i < len(given) else default_name(i), max_length=MAX_NAME_LENGTH,
                                placeholder=default_name(i)) for i in range(4)]
        #: who plays each seat: "human" or a computer level
        self.kinds = [(given[i].computer or "human") if i < len(given) else "human" for i in range(4)]
        self.colours = list(SEAT_COLOURS)
        for index, seat in enumerate(given):
            self._set_colour(index, seat.colour)
        self.seed = TextInput("" if seed is None else str(seed), allowed=DIGITS, max_length=SEED_DIGITS,
                              placeholder=N_("random, kept secret"))
        self.buttons: dict[str, Button] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.name_rects: list[pygame.Rect] = []
        self.hover = (-1, -1)
        #: the left margin, a row's height and the gap between buttons, at the window's scale
        self.x0 = self.row_h = self.gap = 0
        self._placed: list[pygame.Rect] = []
        self._riders: list[pygame.Rect] = []
        self._build_buttons()

    # ------------------------------------------------------------------ what a game supplies
    def title(self) -> str:
        raise NotImplementedError

    def config(self) -> Any:
        """The game's ``GameConfig`` (use :meth:`_seed_value`)."""
        raise NotImplementedError

    def _build_buttons(self) -> None:
        """The game's rows around ``_add_seat_buttons(b)``, then ``_finish_buttons(b)``."""
        raise NotImplementedError

    def _layout_above_seats(self, y: int) -> int:
        """Places the rows above the seats from ``y``; returns the top of the first seat (leave
        room for the column labels)."""
        raise NotImplementedError

    def _layout_below_seats(self, y: int) -> int:
        """Places the rows between the seats and the seed field; returns the seed field's top."""
        return y

    def _choose(self, kind: str, value: str) -> None:
        """A press on one of the game's own buttons (key ``kind:value``)."""

    @property
    def shows_kinds(self) -> bool:
        """Whether each seat chooses a person or a computer level (else every seat is a person)."""
        return True

    @property
    def seat_count(self) -> int:
        return self.players

    def _under_name_room(self) -> int:
        """Room under each seat's row (for a note under the name)."""
        return 0

    def _button_tooltip(self, key: str, button: Button) -> str:
        return button.hover_text

    def _draw_behind_buttons(self, surface: pygame.Surface) -> None:
        """Decoration drawn under the buttons."""

    # ------------------------------------------------------------------ buttons
    def _add_seat_buttons(self, b: dict[str, Button]) -> None:
        for seat in range(self.seat_count):
            if self.shows_kinds:
                for kind in SEAT_KINDS:
                    b[f"kind:{seat}:{kind}"] = Button(KIND_LABELS[kind], primary=self.kinds[seat] == kind,
                                                      tooltip=self.kind_tooltips[kind])
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"] = Button("", tooltip=COLOUR_TOOLTIPS[colour])

    def _finish_buttons(self, b: dict[str, Button]) -> None:
        """Adds Back and Start, keeps the buttons and lays them out when on a stack."""
        b["back"] = Button(N_("Back"))
        b["start"] = Button(N_("Start"), primary=True, key_hint="Enter", enabled=self.has_person,
                            why_disabled=NO_PERSON)
        self.buttons = b
        if self.stack is not None:
            self.on_resize(self.stack.size)

    def _width(self, design_px: int, *labels: Label, check: bool = False) -> int:
        """``design_px`` at the window's scale, or wider: room for the longest of ``labels``
        (in the bold of a chosen button), a margin each side, and the box of a check button."""
        t = self.theme
        font = t.font("bold", "body")
        box = font.get_height() * 3 // 4 + t.px(12) if check else 0
        return max(t.px(design_px), max(font.size(str(label))[0] for label in labels) + t.px(28) + box)

    # ------------------------------------------------------------------ layout
    def _place(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect laid out from the panel's top-left; the panel is as wide as they need."""
        self._placed.append(rect)
        return rect

    def _ride(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect that moves with the panel but does not widen it (a label's box, a note)."""
        self._riders.append(rect)
        return rect

    def _place_row(self, keys: list[str], y: int, w: int) -> int:
        """Buttons ``w`` wide side by side from the left margin at ``y``; returns the row's bottom."""
        x = self.x0
        for key in keys:
            self.buttons[key].rect = self._place(pygame.Rect(x, y, w, self.row_h))
            x += w + self.gap
        return y + self.row_h

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        m, b = self.metrics, self.buttons
        self._placed, self._riders = [], []
        self.x0, self.row_h, self.gap = t.px(40), t.px(m.row_h), t.px(m.gap)
        x0, row_h = self.x0, self.row_h
        y = self._layout_below_seats(self._layout_seats(self._layout_above_seats(t.px(m.top))))
        seed_x = x0 + max(t.px(160), t.font("bold", 20).size(str(SEED_LABEL))[0] + t.px(20))
        seed_rect = self._place(pygame.Rect(seed_x, y, t.px(340), row_h))
        y += row_h + t.px(m.seed_gap)
        back_w, start_w = self._width(200, b["back"].label), self._width(m.start_w, b["start"].label)
        b["back"].rect = self._place(pygame.Rect(x0, y, back_w, row_h))
        notes = t.font("body", 16)
        needed = max(max(rect.right for rect in self._placed),
                     seed_rect.right + t.px(14) + notes.size(str(KNOWN_SETUP))[0],
                     x0 + back_w + t.px(32) + t.font("bold", 16).size(str(NO_PERSON))[0] + start_w) + t.px(40)
        width = min(size[0] - t.px(40), max(t.px(1160), needed))
        b["start"].rect = self._place(pygame.Rect(width - t.px(40) - start_w, y, start_w, row_h))
        self._fit_width(width)
        self.panel = pygame.Rect(0, 0, width, y + row_h + t.px(m.bottom))
        self.panel.center = (size[0] // 2, size[1] // 2)
        for rect in [*self._placed, *self._riders]:
            rect.move_ip(self.panel.topleft)
        for seat, rect in enumerate(self.name_rects):
            self.names[seat].layout(rect, t)
        self.seed.layout(seed_rect, t)
        self.needs_redraw = True

    def _fit_width(self, width: int) -> None:
        """The panel's width is known (before the rects move onto it)."""

    def _layout_seats(self, y: int) -> int:
        t, m, b = self.theme, self.metrics, self.buttons
        x0, row_h = self.x0, self.row_h
        extra = [COLUMN_LABELS["human"]] if m.kind_w_fits_column else []
        kind_w = self._width(m.kind_w, *KIND_LABELS.values(), *extra)
        self.name_rects = []
        for seat in range(self.seat_count):
            self.name_rects.append(self._place(pygame.Rect(x0, y, t.px(m.name_w), row_h)))
            x = x0 + t.px(m.kinds_x)
            if self.shows_kinds:
                for kind in SEAT_KINDS:
                    b[f"kind:{seat}:{kind}"].rect = self._place(pygame.Rect(x, y, kind_w, row_h))
                    x += kind_w + t.px(6)
                x += t.px(20)
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"].rect = self._place(pygame.Rect(x, y, row_h, row_h))
                x += row_h + t.px(8)
            y += row_h + t.px(m.seat_gap) + self._under_name_room()
        return y

    # ------------------------------------------------------------------ input
    def _press(self, key: str) -> None:
        kind, _colon, value = key.partition(":")
        if kind == "players":
            self.players = int(value)
        elif kind == "colour":
            seat, colour = value.split(":")
            self._set_colour(int(seat), colour)
        elif kind == "kind":
            seat, seat_kind = value.split(":")
            self._set_kind(int(seat), seat_kind)
        elif kind == "back":
            self.on_back()
            return
        elif kind == "start":
            self.start()
            return
        else:
            self._choose(kind, value)
        self._build_buttons()

    def _set_colour(self, seat: int, colour: str) -> None:
        """Give ``seat`` the colour; whoever had it takes the seat's old colour (colours stay unique)."""
        other = self.colours.index(colour)
        self.colours[other], self.colours[seat] = self.colours[seat], colour

    def _set_kind(self, seat: int, kind: str) -> None:
        """A person or a computer player at ``seat``; a name nobody typed follows the choice."""
        self.kinds[seat] = kind
        field = self.names[seat]
        person, computer = default_name(seat), COMPUTER_NAMES[seat]
        if kind == "human" and field.text in ("", computer):
            field.text = person
        elif kind != "human" and field.text in ("", person):
            field.text = computer

    @property
    def has_person(self) -> bool:
        return not self.shows_kinds or "human" in self.kinds[:self.seat_count]

    @property
    def known_setup(self) -> bool:
        """A seed was typed: the set-up (and every draw) is known to whoever knows it."""
        return bool(self.seed.text)

    def _seed_value(self) -> int:
        """The typed seed, or a new one from the operating system's randomness."""
        return int(self.seed.text) if self.seed.text else secrets.randbits(63)

    def seats(self) -> list[Seat]:
        """The seats of the people and the computer players, in order."""
        return [Seat(self.names[i].text.strip() or default_name(i), self.colours[i],
                     computer=None if not self.shows_kinds or self.kinds[i] == "human" else self.kinds[i])
                for i in range(self.seat_count)]

    def start(self) -> None:
        if self.has_person:
            self.on_start(self.config(), self.seats(), self.known_setup)

    def _fields(self) -> list[TextInput]:
        return [*self.names[:self.seat_count], self.seed]

    def handle(self, event: pygame.event.Event) -> None:
        for field in self._fields():
            if field.handle(event):
                self.needs_redraw = True
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for key, button in self.buttons.items():
                if button.contains(event.pos) and button.enabled:
                    self._press(key)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key == pygame.K_ESCAPE:
                self.on_back()

    def update(self, dt: float) -> None:
        # every field's caret advances (no short-circuit); the app wakes twice a second when idle
        if any([field.update() for field in self._fields()]):
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, key) for key, b in self.buttons.items()]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t, m = self.theme, self.metrics
        draw_backdrop(surface, t)
        draw_panel(surface, self.panel, t, raised=True, border=th.GOLD_DARK, radius=16)
        title = t.render(self.title(), "title", m.title_size, th.LAPIS_DARK)
        surface.blit(title, (self.panel.x + t.px(40), self.panel.y + t.px(m.title_y)))
        self._draw_behind_buttons(surface)
        for key, button in self.buttons.items():
            if key.startswith("colour:"):
                self._draw_colour(surface, key, button)
            else:
                button.draw(surface, t, hovered=button.contains(self.hover))
        for seat in range(self.seat_count):
            self.names[seat].draw(surface, hovered=self.names[seat].rect.collidepoint(self.hover))
        self._draw_labels(surface)
        label = t.render(str(SEED_LABEL), "bold", 20, th.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.panel.x + t.px(40), self.seed.rect.centery)))
        self.seed.draw(surface, hovered=self.seed.rect.collidepoint(self.hover))
        if not self.has_person:
            start = self.buttons["start"].rect
            note = t.render(str(NO_PERSON), "bold", 16, th.CARNELIAN)
            surface.blit(note, note.get_rect(midright=(start.x - t.px(16), start.centery)))
        if self.known_setup:
            note = t.render(str(KNOWN_SETUP), "body", 16, th.INK_SOFT)
            surface.blit(note, note.get_rect(midleft=(self.seed.rect.right + t.px(14), self.seed.rect.centery)))
        tip = self._tooltip()
        if tip:
            draw_tooltip(surface, self.hover, tip, t)

    def _tooltip(self) -> str:
        for key, button in self.buttons.items():
            if button.contains(self.hover):
                return self._button_tooltip(key, button)
        if self.seed.rect.collidepoint(self.hover):
            return str(SEED_TOOLTIP)
        return ""

    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The labels over the seats' columns; a game adds its own headings."""
        self._draw_column_labels(surface)

    def column_spans(self) -> list[tuple[LazyText, pygame.Rect]]:
        """Each column's label with what it stands over: the names, the person buttons, the
        computer levels, the colours (seats that choose their kind)."""
        b = self.buttons
        first, last = th.PLAYER_COLOUR_NAMES[0], th.PLAYER_COLOUR_NAMES[-1]
        spans = (self.names[0].rect, b["kind:0:human"].rect, b["kind:0:easy"].rect.union(b["kind:0:hard"].rect),
                 b[f"colour:0:{first}"].rect.union(b[f"colour:0:{last}"].rect))
        return list(zip(COLUMN_LABELS.values(), spans))

    def _draw_column_labels(self, surface: pygame.Surface) -> None:
        """"Name" at the left of its column; "Played by" (a person) or "Computer player" (its
        level), and "Colour", centred over theirs."""
        t = self.theme
        y = self.names[0].rect.y - t.px(6)
        for index, (text, rect) in enumerate(self.column_spans()):
            label = t.render(str(text), "bold", 16, th.INK_SOFT)
            surface.blit(label, label.get_rect(bottomleft=(rect.x + t.px(4), y)) if index == 0
                         else label.get_rect(midbottom=(rect.centerx, y)))

    def _draw_colour(self, surface: pygame.Surface, key: str, button: Button) -> None:
        t = self.theme
        _kind, seat, colour = key.split(":")
        chosen = self.colours[int(seat)] == colour
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT if chosen else th.PAPYRUS, button.rect, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD if chosen else th.SAND_DARK, button.rect,
                         width=t.px(4) if chosen else 1, border_radius=t.px(8))
        th.draw_player_marker(surface, button.rect.center, t.px(13), colour)
