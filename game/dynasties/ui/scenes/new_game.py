"""New game of "Dynasties": 2–4 players, each seat a person or a computer player (easy, medium or
hard), names and colours; with 2 players one of the two variants, Rise of Aten (the Forum as a
row) or Memphis and Thebes (the silent player Heliopolis takes a third seat); and an optional
set-up seed.

The seed decides every hidden card and every roll, so a new game's seed comes from the operating
system's randomness and nobody sees it until the game is over; a typed seed replays a known
set-up, and such a game says so. The seats, the seed and the layout are the shared screen's
(``game.ui.scenes.new_game_base``); this adds the variants' row, its note and a fan of cards.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.dynasties.module import HELIOPOLIS, VARIANT_NAMES
from game.dynasties.rules import GameConfig
from game.dynasties.rules.catalog import VARIANTS, load_catalog
from game.dynasties.ui import pieces as pc
from game.i18n import N_, LazyText, _
from game.seats import Seat
from game.ui import theme as th
from game.ui.scenes.new_game_base import PERSON_PASSES_DEVICE, PLAYER_COUNTS, NewGameBase, seat_kind_tooltips
from game.ui.text import draw_text
from game.ui.widgets.base import Button

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


class NewGameScene(NewGameBase):
    """Settings of a new game; Start calls ``on_start(config, seats, known_setup)``."""

    kind_tooltips = seat_kind_tooltips(
        PERSON_PASSES_DEVICE,
        N_("A computer player that sees only what its seat may see: hard, it weighs many possible draws and "
           "plays against the others' dynasties too"),
        easy=N_("A computer player that sees only what its seat may see: easy, it builds its own dynasty, "
                "with slips"),
        medium=N_("A computer player that sees only what its seat may see: medium, it builds its own dynasty "
                  "well but leaves the others' alone"))

    def __init__(self, on_start: Callable[[GameConfig, list[Seat], bool], None], on_back: Callable[[], None],
                 preset: GameConfig | None = None, seats: list[Seat] | None = None) -> None:
        self.catalog = load_catalog()
        config = preset or GameConfig()
        self.variant = config.variant or VARIANTS[0]   # the variant chosen for 2 players
        self.note = pygame.Rect(0, 0, 0, 0)
        super().__init__(on_start, on_back, config.players, None if preset is None else preset.seed, seats)

    def title(self) -> str:
        return _("New game of Dynasties")

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        b: dict[str, Button] = {}
        for n in (2, 3, 4):
            b[f"players:{n}"] = Button(PLAYER_COUNTS[n], primary=self.players == n)
        self._add_seat_buttons(b)
        for variant in VARIANTS:
            b[f"variant:{variant}"] = Button(VARIANT_NAMES[variant], primary=self.players == 2 and self.variant == variant,
                                             enabled=self.players == 2, tooltip=VARIANT_TOOLTIPS[variant],
                                             why_disabled=N_("A variant for 2 players"))
        self._finish_buttons(b)

    def _layout_above_seats(self, y: int) -> int:
        rows = self._place_row([f"players:{n}" for n in (2, 3, 4)], y, self._width(170, *PLAYER_COUNTS.values()))
        return rows + self.theme.px(40)   # room for the column labels

    def _layout_below_seats(self, y: int) -> int:
        t = self.theme
        y += t.px(40)   # the variants' heading
        y = self._place_row([f"variant:{variant}" for variant in VARIANTS], y,
                            self._width(260, *VARIANT_NAMES.values())) + t.px(10)
        self.note = self._ride(pygame.Rect(self.x0, y, 0, t.px(84)))
        return y + self.note.h + t.px(12)

    def _fit_width(self, width: int) -> None:
        self.note.w = width - 2 * self.x0

    # ------------------------------------------------------------------ input
    def _choose(self, kind: str, value: str) -> None:
        if kind == "variant":
            self.variant = value

    @property
    def mode(self) -> str:
        """The variant of the game set up now ("" for the standard game)."""
        return self.variant if self.players == 2 else ""

    def config(self) -> GameConfig:
        return GameConfig(players=self.players, seed=self._seed_value(), variant=self.mode)

    def seats(self) -> list[Seat]:
        seats = super().seats()
        if self.mode == "memphis":
            seats.append(Seat(HELIOPOLIS, self.colours[self.players], automa=True))
        return seats

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, key) for key, b in self.buttons.items() if b.enabled]

    # ------------------------------------------------------------------ drawing
    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The seats' column labels, the variants' heading and the note on the way of playing chosen."""
        self._draw_column_labels(surface)
        t = self.theme
        first_variant = self.buttons[f"variant:{VARIANTS[0]}"].rect
        heading = t.render(_("Two-player variants"), "bold", 18, th.TEXT)
        surface.blit(heading, (first_variant.x, first_variant.y - t.px(30)))
        draw_text(surface, str(MODE_NOTES[self.mode]), self.note.topleft, t, size=17, colour=th.INK_SOFT,
                  width=self.note.w, max_lines=3)

    def _draw_behind_buttons(self, surface: pygame.Surface) -> None:
        """Three caste cards fanned at the panel's top right corner, like a hand."""
        t = self.theme
        w, h = pc.card_size(t.px(92), t.px(132))
        for k, caste in enumerate(("pharaoh", "priest", "farmer")):
            card = pygame.Surface((w + t.px(4), h + t.px(4)), pygame.SRCALPHA)
            pc.draw_caste_card(card, pygame.Rect(0, 0, w, h), caste, self.catalog, t)
            turned = pygame.transform.rotozoom(card, 14 - 14 * k, 1.0)
            center = (self.panel.right - t.px(200) + k * t.px(62), self.panel.y + t.px(6) + abs(k - 1) * t.px(10))
            surface.blit(turned, turned.get_rect(center=center))
