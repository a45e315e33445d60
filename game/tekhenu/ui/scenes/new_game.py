"""New game: 2–4 players, each seat a person or a computer player (easy, medium or hard), or
solo against Botankhamun; names, colours, variants, and an optional set-up seed.

The seed decides every hidden card and future draw, so a new game's seed is drawn from the
operating system's randomness and shown to nobody until the game is over. A seed typed here
replays a known set-up (e.g. the one shown at the end of an earlier game); such a game says so.

Every text is an ``N_`` message, and the buttons are as wide as their longest label in the
language shown (Hungarian and Polish run half again as wide as English); the panel widens with
them, up to the window's width.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable

import pygame

from game.i18n import N_, LazyText, _
from game.seats import COMPUTER_LEVELS, COMPUTER_NAMES, MAX_NAME_LENGTH, SEAT_COLOURS, Seat
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.main_menu import draw_backdrop
from game.ui.widgets.base import Button, Label, draw_panel, draw_tooltip
from game.ui.widgets.text_input import DIGITS, TextInput

DIFFICULTIES = ("easy", "medium", "hard")
#: Digits a typed seed may have (any seed shown at the end of a game fits).
SEED_DIGITS = 19
#: What can sit at a seat: a person, or a computer player of a level.
SEAT_KINDS = ("human", *COMPUTER_LEVELS)
#: The buttons of a seat's kind; the levels name Botankhamun's difficulty too.
KIND_LABELS: dict[str, LazyText] = {"human": N_("Person"), "easy": N_("Easy"), "medium": N_("Medium"),
                                    "hard": N_("Hard")}
KIND_TOOLTIPS: dict[str, LazyText] = {
    "human": N_("A person plays this seat (several people pass the device between turns)"),
    "easy": N_("A computer player that sees only what its seat may see: easy, sensible but beatable"),
    "medium": N_("A computer player that sees only what its seat may see: medium, a solid player"),
    "hard": N_("A computer player that sees only what its seat may see: hard, it searches the others' replies"),
}
PLAYER_COUNTS: dict[int, LazyText] = {2: N_("2 players"), 3: N_("3 players"), 4: N_("4 players")}
#: Under the name in a solo game.
SOLO_NOTES: dict[str, LazyText] = {"easy": N_("against Botankhamun (easy)"),
                                   "medium": N_("against Botankhamun (medium)"),
                                   "hard": N_("against Botankhamun (hard)")}
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
SEED_TOOLTIP = N_("Leave empty for a new set-up that nobody can know. Type the seed shown at the end of "
                  "a game to replay its set-up: that game is then marked as a known set-up.")


def default_name(seat: int) -> str:
    """The name a person at ``seat`` (from 0) has until one is typed, in the language shown."""
    return _("Player {number}", number=seat + 1)


class NewGameScene(Scene):
    """Settings of a new game; Start calls ``on_start(config, seats)``."""

    def __init__(self, on_start: Callable[[GameConfig, list[Seat], bool], None], on_back: Callable[[], None],
                 preset: GameConfig | None = None, seats: list[Seat] | None = None) -> None:
        """``preset`` and ``seats`` fill the screen in, seed included ("play this set-up again")."""
        self.on_start = on_start
        self.on_back = on_back
        self.theme = th.Theme()
        config = preset or GameConfig()
        self.solo = config.solo
        self.players = 2 if config.solo else config.players
        self.difficulty = config.difficulty
        self.random_starting = config.solo_random_starting_cards
        self.printed_horus = config.horus_printed_order
        players = [seat for seat in seats or [] if not seat.automa]
        self.names = [TextInput(players[i].name if i < len(players) else default_name(i),
                                max_length=MAX_NAME_LENGTH, placeholder=default_name(i)) for i in range(4)]
        #: who plays each seat: "human" or a computer level
        self.kinds = [(players[i].computer or "human") if i < len(players) else "human" for i in range(4)]
        self.colours = list(SEAT_COLOURS)
        for index, seat in enumerate(players):
            self._set_colour(index, seat.colour)
        self.seed = TextInput("" if preset is None else str(preset.seed), allowed=DIGITS, max_length=SEED_DIGITS,
                              placeholder=N_("random, kept secret"))
        self.buttons: dict[str, Button] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)
        self._build_buttons()

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        b: dict[str, Button] = {
            "mode:hot-seat": Button(N_("2–4 players"), primary=not self.solo,
                                    tooltip=N_("People at this computer and computer players, in any mix")),
            "mode:solo": Button(N_("Solo vs Botankhamun"), primary=self.solo),
        }
        if self.solo:
            for level in DIFFICULTIES:
                b[f"difficulty:{level}"] = Button(KIND_LABELS[level], primary=self.difficulty == level)
            b["random_starting"] = Button(N_("Challenge: 2 random starting cards"), check=self.random_starting,
                                          tooltip=N_("Your two starting cards are dealt at random instead of drafted"))
        else:
            for n in (2, 3, 4):
                b[f"players:{n}"] = Button(PLAYER_COUNTS[n], primary=self.players == n)
        b["printed_horus"] = Button(N_("Horus tiles in printed order"), check=self.printed_horus,
                                    tooltip=N_("Beginner variant: the Horus bonus tiles are not shuffled"))
        for seat in range(self.seat_count):
            if not self.solo:
                for kind in SEAT_KINDS:
                    b[f"kind:{seat}:{kind}"] = Button(KIND_LABELS[kind], primary=self.kinds[seat] == kind,
                                                      tooltip=KIND_TOOLTIPS[kind])
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"] = Button("", tooltip=COLOUR_TOOLTIPS[colour])
        b["back"] = Button(N_("Back"))
        b["start"] = Button(N_("Start"), primary=True, key_hint="Enter", enabled=self.has_person,
                            why_disabled=NO_PERSON)
        self.buttons = b
        if self.stack is not None:
            self.on_resize(self.stack.size)

    @property
    def seat_count(self) -> int:
        return 1 if self.solo else self.players

    def _width(self, design_px: int, *labels: Label, check: bool = False) -> int:
        """``design_px`` at the window's scale, or wider: room for the longest of ``labels``
        (in the bold of a chosen button), a margin each side, and the box of a check button."""
        t = self.theme
        font = t.font("bold", "body")
        box = font.get_height() * 3 // 4 + t.px(12) if check else 0
        return max(t.px(design_px), max(font.size(str(label))[0] for label in labels) + t.px(28) + box)

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        b = self.buttons
        x0, y = t.px(40), t.px(100)   # laid out from the panel's top-left, then moved
        row_h, gap = t.px(46), t.px(12)
        placed: list[pygame.Rect] = []

        def place(rect: pygame.Rect) -> pygame.Rect:
            placed.append(rect)
            return rect

        def row(keys: list[str], w: int) -> None:
            nonlocal y
            x = x0
            for key in keys:
                b[key].rect = place(pygame.Rect(x, y, w, row_h))
                x += w + gap
            y += row_h + t.px(18)

        row(["mode:hot-seat", "mode:solo"], self._width(300, b["mode:hot-seat"].label, b["mode:solo"].label))
        if self.solo:
            row([f"difficulty:{d}" for d in DIFFICULTIES], self._width(190, *(KIND_LABELS[d] for d in DIFFICULTIES)))
            row(["random_starting"], self._width(620, b["random_starting"].label, check=True))
        else:
            row([f"players:{n}" for n in (2, 3, 4)], self._width(190, *PLAYER_COUNTS.values()))
        row(["printed_horus"], self._width(620, b["printed_horus"].label, check=True))
        y += t.px(8) + (0 if self.solo else t.px(26))   # room for the column labels
        kind_w = self._width(112, *KIND_LABELS.values(), COLUMN_LABELS["human"])
        name_rects = []
        for seat in range(self.seat_count):
            name_rects.append(place(pygame.Rect(x0, y, t.px(320), row_h)))
            x = x0 + t.px(340)
            if not self.solo:
                for kind in SEAT_KINDS:
                    b[f"kind:{seat}:{kind}"].rect = place(pygame.Rect(x, y, kind_w, row_h))
                    x += kind_w + t.px(6)
                x += t.px(20)
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"].rect = place(pygame.Rect(x, y, row_h, row_h))
                x += row_h + t.px(8)
            y += row_h + t.px(12) + (t.px(22) if self.solo else 0)
        y += t.px(10)
        seed_x = x0 + max(t.px(160), t.font("bold", 20).size(str(SEED_LABEL))[0] + t.px(20))
        seed_rect = place(pygame.Rect(seed_x, y, t.px(340), row_h))
        y += row_h + t.px(40)
        back_w, start_w = self._width(200, b["back"].label), self._width(260, b["start"].label)
        b["back"].rect = place(pygame.Rect(x0, y, back_w, row_h))
        notes = t.font("body", 16)
        needed = max(max(rect.right for rect in placed),
                     seed_rect.right + t.px(14) + notes.size(str(KNOWN_SETUP))[0],
                     x0 + back_w + t.px(32) + t.font("bold", 16).size(str(NO_PERSON))[0] + start_w) + t.px(40)
        width = min(size[0] - t.px(40), max(t.px(1160), needed))
        b["start"].rect = place(pygame.Rect(width - t.px(40) - start_w, y, start_w, row_h))
        height = y + row_h + t.px(30)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        for rect in placed:
            rect.move_ip(self.panel.topleft)
        for seat, rect in enumerate(name_rects):
            self.names[seat].layout(rect, t)
        self.seed.layout(seed_rect, t)
        self.needs_redraw = True

    # ------------------------------------------------------------------ input
    def _press(self, key: str) -> None:
        kind, _, value = key.partition(":")
        if kind == "mode":
            self.solo = value == "solo"
        elif kind == "players":
            self.players = int(value)
        elif kind == "difficulty":
            self.difficulty = value
        elif kind == "random_starting":
            self.random_starting = not self.random_starting
        elif kind == "printed_horus":
            self.printed_horus = not self.printed_horus
        elif kind == "colour":
            seat_text, colour = value.split(":")
            self._set_colour(int(seat_text), colour)
        elif kind == "kind":
            seat_text, seat_kind = value.split(":")
            self._set_kind(int(seat_text), seat_kind)
        elif kind == "back":
            self.on_back()
            return
        elif kind == "start":
            self.start()
            return
        self._build_buttons()

    def _set_colour(self, seat: int, colour: str) -> None:
        """Give ``seat`` the colour; whoever had it takes the seat's old colour (colours stay unique)."""
        other = self.colours.index(colour)
        self.colours[other], self.colours[seat] = self.colours[seat], colour

    def _set_kind(self, seat: int, kind: str) -> None:
        """A person or a computer player at ``seat``; a name nobody typed follows the choice."""
        self.kinds[seat] = kind
        field = self.names[seat]
        default_person, default_computer = default_name(seat), COMPUTER_NAMES[seat]
        if kind == "human" and field.text in ("", default_computer):
            field.text = default_person
        elif kind != "human" and field.text in ("", default_person):
            field.text = default_computer

    @property
    def has_person(self) -> bool:
        return self.solo or "human" in self.kinds[:self.seat_count]

    @property
    def known_setup(self) -> bool:
        """A seed was typed: the set-up (and every draw) is known to whoever knows it."""
        return bool(self.seed.text)

    def config(self) -> GameConfig:
        seed = int(self.seed.text) if self.seed.text else secrets.randbits(63)
        if self.solo:
            return GameConfig(players=1, solo=True, difficulty=self.difficulty, seed=seed,
                              horus_printed_order=self.printed_horus,
                              solo_random_starting_cards=self.random_starting)
        return GameConfig(players=self.players, seed=seed, horus_printed_order=self.printed_horus)

    def seats(self) -> list[Seat]:
        seats = [Seat(self.names[i].text.strip() or default_name(i), self.colours[i],
                      computer=None if self.solo or self.kinds[i] == "human" else self.kinds[i])
                 for i in range(self.seat_count)]
        if self.solo:
            automa_colour = next(c for c in SEAT_COLOURS if c != self.colours[0])
            seats.append(Seat(AUTOMA_NAME, automa_colour, automa=True))
        return seats

    def start(self) -> None:
        if self.has_person:
            self.on_start(self.config(), self.seats(), self.known_setup)

    def handle(self, event: pygame.event.Event) -> None:
        for field in [*self.names[:self.seat_count], self.seed]:
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
        if any([field.update() for field in [*self.names[:self.seat_count], self.seed]]):
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, key) for key, b in self.buttons.items()]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        draw_backdrop(surface, t)
        draw_panel(surface, self.panel, t, raised=True, border=th.GOLD_DARK, radius=16)
        title = t.render(_("New game"), "title", 48, th.LAPIS_DARK)
        surface.blit(title, (self.panel.x + t.px(40), self.panel.y + t.px(24)))
        for key, button in self.buttons.items():
            if key.startswith("colour:"):
                self._draw_colour(surface, key, button)
            else:
                button.draw(surface, t, hovered=button.contains(self.hover))
        for seat in range(self.seat_count):
            self.names[seat].draw(surface, hovered=self.names[seat].rect.collidepoint(self.hover))
        if not self.solo:
            self._draw_column_labels(surface)
        if self.solo:
            rect = self.names[0].rect
            note = t.render(str(SOLO_NOTES[self.difficulty]), "body", 17, th.INK_SOFT)
            surface.blit(note, (rect.x, rect.bottom + t.px(4)))
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
        for key, button in self.buttons.items():
            if button.contains(self.hover) and button.hover_text:
                draw_tooltip(surface, self.hover, button.hover_text, t)
        if self.seed.rect.collidepoint(self.hover):
            draw_tooltip(surface, self.hover, str(SEED_TOOLTIP), t)

    def column_spans(self) -> list[tuple[LazyText, pygame.Rect]]:
        """Each column's label with what it stands over: the names, the person buttons, the
        computer levels, the colours (a game of several seats)."""
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
        _, seat_text, colour = key.split(":")
        chosen = self.colours[int(seat_text)] == colour
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT if chosen else th.PAPYRUS, button.rect, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD if chosen else th.SAND_DARK, button.rect,
                         width=t.px(4) if chosen else 1, border_radius=t.px(8))
        th.draw_player_marker(surface, button.rect.center, t.px(13), colour)
