"""New game of "Dynasties": 2–4 players, each seat a person or a computer player (easy, medium or
hard), names and colours; with 2 players one of the two variants, Rise of Aten (the Forum as a
row) or Memphis and Thebes (the silent player Heliopolis takes a third seat); and an optional
set-up seed.

The seed decides every hidden card and every roll, so a new game's seed comes from the operating
system's randomness and nobody sees it until the game is over; a typed seed replays a known
set-up, and such a game says so.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable

import pygame

from game.dynasties.module import HELIOPOLIS, VARIANT_NAMES
from game.dynasties.rules import GameConfig
from game.dynasties.rules.catalog import VARIANTS, load_catalog
from game.dynasties.ui import pieces as pc
from game.i18n import N_, LazyText, _
from game.seats import COMPUTER_LEVELS, COMPUTER_NAMES, MAX_NAME_LENGTH, SEAT_COLOURS, Seat
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.main_menu import draw_backdrop
from game.ui.text import draw_text
from game.ui.widgets.base import Button, Label, draw_panel, draw_tooltip
from game.ui.widgets.text_input import DIGITS, TextInput

SEED_DIGITS = 19
SEAT_KINDS = ("human", *COMPUTER_LEVELS)
KIND_LABELS: dict[str, LazyText] = {"human": N_("Person"), "easy": N_("Easy"), "medium": N_("Medium"),
                                    "hard": N_("Hard")}
KIND_TOOLTIPS: dict[str, LazyText] = {
    "human": N_("A person plays this seat (several people pass the device between turns)"),
    "easy": N_("A computer player that sees only what its seat may see: easy, sensible but beatable"),
    "medium": N_("A computer player that sees only what its seat may see: medium, a solid player"),
    "hard": N_("A computer player that sees only what its seat may see: hard, it weighs many possible draws"),
}
PLAYER_COUNTS: dict[int, LazyText] = {2: N_("2 players"), 3: N_("3 players"), 4: N_("4 players")}
COLOUR_TOOLTIPS: dict[str, LazyText] = {"blue": N_("Blue (circle)"), "orange": N_("Orange (triangle)"),
                                        "green": N_("Green (square)"), "pink": N_("Pink (diamond)")}
#: What each way of playing is, under the choice of it.
MODE_NOTES: dict[str, LazyText] = {
    "": N_("The standard game for 3 or 4 players. With 2 players, choose one of the two variants."),
    "aten": N_("Rise of Aten: the Forum is a row. Cards given to it go to its right end; at the end of each Rebirth "
               "phase its leftmost card is discarded and two new cards come in at the right. Every die is lowered "
               "by 1 after each roll."),
    "memphis": N_("Memphis and Thebes: Heliopolis, a silent player, takes a third seat. It takes a Forum card each "
                  "round, is scored like a player and can win. Every die is lowered by 1 after each roll."),
}
VARIANT_TOOLTIPS: dict[str, LazyText] = {
    "aten": N_("The Forum as an ordered row (2 players)"),
    "memphis": N_("The silent player Heliopolis takes a third seat (2 players)"),
}
NO_PERSON = N_("At least one seat needs a person")
SEED_LABEL = N_("Set-up seed")
KNOWN_SETUP = N_("Replays a known set-up")
SEED_TOOLTIP = N_("Leave empty for a new set-up that nobody can know. Type the seed shown at the end of a game to "
                  "replay its set-up: that game is then marked as a known set-up.")


def default_name(seat: int) -> str:
    return _("Player {number}", number=seat + 1)


class NewGameScene(Scene):
    """Settings of a new game; Start calls ``on_start(config, seats, known_setup)``."""

    def __init__(self, on_start: Callable[[GameConfig, list[Seat], bool], None], on_back: Callable[[], None],
                 preset: GameConfig | None = None, seats: list[Seat] | None = None) -> None:
        self.on_start = on_start
        self.on_back = on_back
        self.theme = th.Theme()
        self.catalog = load_catalog()
        config = preset or GameConfig()
        self.players = config.players
        self.variant = config.variant or VARIANTS[0]   # the variant chosen for 2 players
        given = [seat for seat in seats or [] if not seat.automa]
        self.names = [TextInput(given[i].name if i < len(given) else default_name(i), max_length=MAX_NAME_LENGTH,
                                placeholder=default_name(i)) for i in range(4)]
        self.kinds = [(given[i].computer or "human") if i < len(given) else "human" for i in range(4)]
        self.colours = list(SEAT_COLOURS)
        for index, seat in enumerate(given):
            self._set_colour(index, seat.colour)
        self.seed = TextInput("" if preset is None else str(preset.seed), allowed=DIGITS, max_length=SEED_DIGITS,
                              placeholder=N_("random, kept secret"))
        self.buttons: dict[str, Button] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.note = pygame.Rect(0, 0, 0, 0)
        self.name_rects: list[pygame.Rect] = []
        self.hover = (-1, -1)
        self._build_buttons()

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        b: dict[str, Button] = {}
        for n in (2, 3, 4):
            b[f"players:{n}"] = Button(PLAYER_COUNTS[n], primary=self.players == n)
        for seat in range(self.players):
            for kind in SEAT_KINDS:
                b[f"kind:{seat}:{kind}"] = Button(KIND_LABELS[kind], primary=self.kinds[seat] == kind,
                                                  tooltip=KIND_TOOLTIPS[kind])
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"] = Button("", tooltip=COLOUR_TOOLTIPS[colour])
        for variant in VARIANTS:
            b[f"variant:{variant}"] = Button(VARIANT_NAMES[variant], primary=self.players == 2 and self.variant == variant,
                                             enabled=self.players == 2, tooltip=VARIANT_TOOLTIPS[variant],
                                             why_disabled=N_("A variant for 2 players"))
        b["back"] = Button(N_("Back"))
        b["start"] = Button(N_("Start"), primary=True, key_hint="Enter", enabled=self.has_person, why_disabled=NO_PERSON)
        self.buttons = b
        if self.stack is not None:
            self.on_resize(self.stack.size)

    def _width(self, design_px: int, *labels: Label) -> int:
        t = self.theme
        font = t.font("bold", "body")
        return max(t.px(design_px), max(font.size(str(label))[0] for label in labels) + t.px(28))

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        b = self.buttons
        x0, y = t.px(40), t.px(96)
        row_h, gap = t.px(44), t.px(10)
        placed: list[pygame.Rect] = []

        def place(rect: pygame.Rect) -> pygame.Rect:
            placed.append(rect)
            return rect

        x = x0
        count_w = self._width(170, *PLAYER_COUNTS.values())
        for n in (2, 3, 4):
            b[f"players:{n}"].rect = place(pygame.Rect(x, y, count_w, row_h))
            x += count_w + gap
        y += row_h + t.px(40)   # room for the column labels
        kind_w = self._width(104, *KIND_LABELS.values())
        self.name_rects = []
        for seat in range(self.players):
            self.name_rects.append(place(pygame.Rect(x0, y, t.px(300), row_h)))
            x = x0 + t.px(316)
            for kind in SEAT_KINDS:
                b[f"kind:{seat}:{kind}"].rect = place(pygame.Rect(x, y, kind_w, row_h))
                x += kind_w + t.px(6)
            x += t.px(20)
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"].rect = place(pygame.Rect(x, y, row_h, row_h))
                x += row_h + t.px(8)
            y += row_h + t.px(10)
        y += t.px(40)   # the variants' heading
        x = x0
        variant_w = self._width(260, *VARIANT_NAMES.values())
        for variant in VARIANTS:
            b[f"variant:{variant}"].rect = place(pygame.Rect(x, y, variant_w, row_h))
            x += variant_w + gap
        y += row_h + t.px(10)
        self.note = pygame.Rect(x0, y, 0, t.px(84))
        y += self.note.h + t.px(12)
        seed_x = x0 + max(t.px(160), t.font("bold", 20).size(str(SEED_LABEL))[0] + t.px(20))
        seed_rect = place(pygame.Rect(seed_x, y, t.px(340), row_h))
        y += row_h + t.px(30)
        back_w, start_w = self._width(200, b["back"].label), self._width(240, b["start"].label)
        b["back"].rect = place(pygame.Rect(x0, y, back_w, row_h))
        notes = t.font("body", 16)
        needed = max(max(rect.right for rect in placed),
                     seed_rect.right + t.px(14) + notes.size(str(KNOWN_SETUP))[0],
                     x0 + back_w + t.px(32) + t.font("bold", 16).size(str(NO_PERSON))[0] + start_w) + t.px(40)
        width = min(size[0] - t.px(40), max(t.px(1160), needed))
        b["start"].rect = place(pygame.Rect(width - t.px(40) - start_w, y, start_w, row_h))
        self.note.w = width - 2 * x0
        self.panel = pygame.Rect(0, 0, width, y + row_h + t.px(28))
        self.panel.center = (size[0] // 2, size[1] // 2)
        for rect in placed:
            rect.move_ip(self.panel.topleft)
        self.note.move_ip(self.panel.topleft)
        for seat, rect in enumerate(self.name_rects):
            self.names[seat].layout(rect, t)
        self.seed.layout(seed_rect, t)
        self.needs_redraw = True

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
        elif kind == "variant":
            self.variant = value
        elif kind == "back":
            self.on_back()
            return
        elif kind == "start":
            self.start()
            return
        self._build_buttons()

    def _set_colour(self, seat: int, colour: str) -> None:
        """Give ``seat`` the colour; whoever had it takes the seat's old colour."""
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
        return "human" in self.kinds[:self.players]

    @property
    def known_setup(self) -> bool:
        return bool(self.seed.text)

    @property
    def mode(self) -> str:
        """The variant of the game set up now ("" for the standard game)."""
        return self.variant if self.players == 2 else ""

    def config(self) -> GameConfig:
        seed = int(self.seed.text) if self.seed.text else secrets.randbits(63)
        return GameConfig(players=self.players, seed=seed, variant=self.mode)

    def seats(self) -> list[Seat]:
        seats = [Seat(self.names[i].text.strip() or default_name(i), self.colours[i],
                      computer=None if self.kinds[i] == "human" else self.kinds[i]) for i in range(self.players)]
        if self.mode == "memphis":
            seats.append(Seat(HELIOPOLIS, self.colours[self.players], automa=True))
        return seats

    def start(self) -> None:
        if self.has_person:
            self.on_start(self.config(), self.seats(), self.known_setup)

    def handle(self, event: pygame.event.Event) -> None:
        for field in [*self.names[:self.players], self.seed]:
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
        if any([field.update() for field in [*self.names[:self.players], self.seed]]):
            self.needs_redraw = True

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, key) for key, b in self.buttons.items() if b.enabled]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        draw_backdrop(surface, t)
        draw_panel(surface, self.panel, t, raised=True, border=th.GOLD_DARK, radius=16)
        title = t.render(_("New game of Dynasties"), "title", 44, th.LAPIS_DARK)
        surface.blit(title, (self.panel.x + t.px(40), self.panel.y + t.px(22)))
        self._draw_fan(surface)
        for key, button in self.buttons.items():
            if key.startswith("colour:"):
                self._draw_colour(surface, key, button)
            else:
                button.draw(surface, t, hovered=button.contains(self.hover))
        for seat in range(self.players):
            self.names[seat].draw(surface, hovered=self.names[seat].rect.collidepoint(self.hover))
        self._draw_labels(surface)
        draw_text(surface, str(MODE_NOTES[self.mode]), self.note.topleft, t, size=17, colour=th.INK_SOFT,
                  width=self.note.w, max_lines=3)
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
        for button in self.buttons.values():
            if button.contains(self.hover):
                return button.hover_text
        if self.seed.rect.collidepoint(self.hover):
            return str(SEED_TOOLTIP)
        return ""

    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The seats' column labels and the variants' heading."""
        t = self.theme
        b = self.buttons
        y = self.names[0].rect.y - t.px(6)
        first, last = th.PLAYER_COLOUR_NAMES[0], th.PLAYER_COLOUR_NAMES[-1]
        spans = ((_("Name"), self.names[0].rect), (_("Played by"), b["kind:0:human"].rect),
                 (_("Computer player"), b["kind:0:easy"].rect.union(b["kind:0:hard"].rect)),
                 (_("Colour"), b[f"colour:0:{first}"].rect.union(b[f"colour:0:{last}"].rect)))
        for index, (text, rect) in enumerate(spans):
            label = t.render(text, "bold", 16, th.INK_SOFT)
            surface.blit(label, label.get_rect(bottomleft=(rect.x + t.px(4), y)) if index == 0
                         else label.get_rect(midbottom=(rect.centerx, y)))
        first_variant = b[f"variant:{VARIANTS[0]}"].rect
        heading = t.render(_("Two-player variants"), "bold", 18, th.TEXT)
        surface.blit(heading, (first_variant.x, first_variant.y - t.px(30)))

    def _draw_fan(self, surface: pygame.Surface) -> None:
        """Three caste cards fanned at the panel's top right corner, like a hand."""
        t = self.theme
        w, h = pc.card_size(t.px(92), t.px(132))
        for k, caste in enumerate(("pharaoh", "priest", "farmer")):
            card = pygame.Surface((w + t.px(4), h + t.px(4)), pygame.SRCALPHA)
            pc.draw_caste_card(card, pygame.Rect(0, 0, w, h), caste, self.catalog, t)
            turned = pygame.transform.rotozoom(card, 14 - 14 * k, 1.0)
            center = (self.panel.right - t.px(200) + k * t.px(62), self.panel.y + t.px(6) + abs(k - 1) * t.px(10))
            surface.blit(turned, turned.get_rect(center=center))

    def _draw_colour(self, surface: pygame.Surface, key: str, button: Button) -> None:
        t = self.theme
        _kind, seat, colour = key.split(":")
        chosen = self.colours[int(seat)] == colour
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT if chosen else th.PAPYRUS, button.rect, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD if chosen else th.SAND_DARK, button.rect, width=t.px(4) if chosen else 1,
                         border_radius=t.px(8))
        th.draw_player_marker(surface, button.rect.center, t.px(13), colour)
