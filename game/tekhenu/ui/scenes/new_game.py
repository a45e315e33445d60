"""New game: hot-seat for 2–4 or solo against Botankhamun; names, colours, variants, and an
optional set-up seed.

The seed decides every hidden card and future draw, so a new game's seed is drawn from the
operating system's randomness and shown to nobody until the game is over. A seed typed here
replays a known set-up (e.g. the one shown at the end of an earlier game); such a game says so.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable

import pygame

from game.seats import MAX_NAME_LENGTH, SEAT_COLOURS, Seat
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.scenes.main_menu import draw_backdrop
from game.ui.widgets.base import Button, draw_panel, draw_tooltip
from game.ui.widgets.text_input import DIGITS, TextInput

DIFFICULTIES = ("easy", "medium", "hard")
#: Digits a typed seed may have (any seed shown at the end of a game fits).
SEED_DIGITS = 19
SEED_TOOLTIP = ("Leave empty for a new set-up that nobody can know. Type the seed shown at the end of "
                "a game to replay its set-up: that game is then marked as a known set-up.")


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
        humans = [seat for seat in seats or [] if not seat.automa]
        self.names = [TextInput(humans[i].name if i < len(humans) else f"Player {i + 1}",
                                max_length=MAX_NAME_LENGTH, placeholder=f"Player {i + 1}") for i in range(4)]
        self.colours = list(SEAT_COLOURS)
        for index, seat in enumerate(humans):
            self._set_colour(index, seat.colour)
        self.seed = TextInput("" if preset is None else str(preset.seed), allowed=DIGITS, max_length=SEED_DIGITS,
                              placeholder="random, kept secret")
        self.buttons: dict[str, Button] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.hover = (-1, -1)
        self._build_buttons()

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        b: dict[str, Button] = {
            "mode:hot-seat": Button("Hot-seat", primary=not self.solo),
            "mode:solo": Button("Solo vs Botankhamun", primary=self.solo),
        }
        if self.solo:
            for level in DIFFICULTIES:
                b[f"difficulty:{level}"] = Button(level.capitalize(), primary=self.difficulty == level)
            b["random_starting"] = Button("Challenge: 2 random starting cards", check=self.random_starting,
                                          tooltip="Your two starting cards are dealt at random instead of drafted")
        else:
            for n in (2, 3, 4):
                b[f"players:{n}"] = Button(f"{n} players", primary=self.players == n)
        b["printed_horus"] = Button("Horus tiles in printed order", check=self.printed_horus,
                                    tooltip="Beginner variant: the Horus bonus tiles are not shuffled")
        for seat in range(self.seat_count):
            for colour in th.PLAYER_COLOUR_NAMES:
                b[f"colour:{seat}:{colour}"] = Button("", tooltip=f"{colour.capitalize()} ({th.PLAYER_SHAPES[colour]})")
        b["back"] = Button("Back")
        b["start"] = Button("Start", primary=True, key_hint="Enter")
        self.buttons = b
        if self.stack is not None:
            self.on_resize(self.stack.size)

    @property
    def seat_count(self) -> int:
        return 1 if self.solo else self.players

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        width = min(size[0] - t.px(40), t.px(880))
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
                self.buttons[key].rect = place(pygame.Rect(x, y, w, row_h))
                x += w + gap
            y += row_h + t.px(18)

        row(["mode:hot-seat", "mode:solo"], t.px(300))
        if self.solo:
            row([f"difficulty:{d}" for d in DIFFICULTIES], t.px(190))
            row(["random_starting"], t.px(620))
        else:
            row([f"players:{n}" for n in (2, 3, 4)], t.px(190))
        row(["printed_horus"], t.px(620))
        y += t.px(8)
        name_rects = []
        for seat in range(self.seat_count):
            name_rects.append(place(pygame.Rect(x0, y, t.px(360), row_h)))
            x = x0 + t.px(380)
            for colour in th.PLAYER_COLOUR_NAMES:
                self.buttons[f"colour:{seat}:{colour}"].rect = place(pygame.Rect(x, y, row_h, row_h))
                x += row_h + t.px(8)
            y += row_h + t.px(12) + (t.px(22) if self.solo else 0)
        y += t.px(10)
        seed_rect = place(pygame.Rect(x0 + t.px(160), y, t.px(340), row_h))
        y += row_h + t.px(40)
        self.buttons["back"].rect = place(pygame.Rect(x0, y, t.px(200), row_h))
        self.buttons["start"].rect = place(pygame.Rect(width - t.px(40) - t.px(260), y, t.px(260), row_h))
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
        seats = [Seat(self.names[i].text.strip() or f"Player {i + 1}", self.colours[i]) for i in range(self.seat_count)]
        if self.solo:
            automa_colour = next(c for c in SEAT_COLOURS if c != self.colours[0])
            seats.append(Seat(AUTOMA_NAME, automa_colour, automa=True))
        return seats

    def start(self) -> None:
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
                if button.contains(event.pos):
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
        title = t.render("New game", "title", 48, th.LAPIS_DARK)
        surface.blit(title, (self.panel.x + t.px(40), self.panel.y + t.px(24)))
        for key, button in self.buttons.items():
            if key.startswith("colour:"):
                self._draw_colour(surface, key, button)
            else:
                button.draw(surface, t, hovered=button.contains(self.hover))
        for seat in range(self.seat_count):
            self.names[seat].draw(surface, hovered=self.names[seat].rect.collidepoint(self.hover))
        if self.solo:
            rect = self.names[0].rect
            note = t.render(f"against {AUTOMA_NAME} ({self.difficulty})", "body", 17, th.INK_SOFT)
            surface.blit(note, (rect.x, rect.bottom + t.px(4)))
        label = t.render("Set-up seed", "bold", 20, th.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.panel.x + t.px(40), self.seed.rect.centery)))
        self.seed.draw(surface, hovered=self.seed.rect.collidepoint(self.hover))
        if self.known_setup:
            note = t.render("Replays a known set-up", "body", 16, th.INK_SOFT)
            surface.blit(note, note.get_rect(midleft=(self.seed.rect.right + t.px(14), self.seed.rect.centery)))
        for key, button in self.buttons.items():
            if button.contains(self.hover) and button.tooltip:
                draw_tooltip(surface, self.hover, button.tooltip, t)
        if self.seed.rect.collidepoint(self.hover):
            draw_tooltip(surface, self.hover, SEED_TOOLTIP, t)

    def _draw_colour(self, surface: pygame.Surface, key: str, button: Button) -> None:
        t = self.theme
        _, seat_text, colour = key.split(":")
        chosen = self.colours[int(seat_text)] == colour
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT if chosen else th.PAPYRUS, button.rect, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD if chosen else th.SAND_DARK, button.rect,
                         width=t.px(4) if chosen else 1, border_radius=t.px(8))
        th.draw_player_marker(surface, button.rect.center, t.px(13), colour)
