"""New game of Tekhenu: 2–4 players, each seat a person or a computer player (easy, medium or hard), or
solo against Botankhamun; names, colours, variants, and an optional set-up seed.

The seats, the seed and the layout are the shared screen's (``game.ui.scenes.new_game_base``); this
adds the choice between several players and solo (``mode:hot-seat``, ``mode:solo``), Botankhamun's
difficulty (``difficulty:<level>``) and the challenge (``random_starting``), the beginner variant
(``printed_horus``) and Botankhamun's seat. In a solo game the one seat is a person's.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, LazyText, _
from game.seats import SEAT_COLOURS, Seat
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.ui import theme as th
from game.ui.scenes.new_game_base import (
    KIND_LABELS,
    PERSON_PASSES_DEVICE,
    PLAYER_COUNTS,
    Metrics,
    NewGameBase,
    seat_kind_tooltips,
)
from game.ui.widgets.base import Button

DIFFICULTIES = ("easy", "medium", "hard")
#: Under the name in a solo game.
SOLO_NOTES: dict[str, LazyText] = {"easy": N_("against Botankhamun (easy)"),
                                   "medium": N_("against Botankhamun (medium)"),
                                   "hard": N_("against Botankhamun (hard)")}


class NewGameScene(NewGameBase):
    """Settings of a new game; Start calls ``on_start(config, seats, known_setup)``."""

    metrics = Metrics(top=100, row_h=46, gap=12, name_w=320, kinds_x=340, kind_w=112, kind_w_fits_column=True,
                      seat_gap=12, seed_gap=40, start_w=260, bottom=30, title_size=48, title_y=24)
    kind_tooltips = seat_kind_tooltips(
        PERSON_PASSES_DEVICE,
        N_("A computer player that sees only what its seat may see: hard, it searches the others' replies"))

    def __init__(self, on_start: Callable[[GameConfig, list[Seat], bool], None], on_back: Callable[[], None],
                 preset: GameConfig | None = None, seats: list[Seat] | None = None) -> None:
        """``preset`` and ``seats`` fill the screen in, seed included ("play this set-up again")."""
        config = preset or GameConfig()
        self.solo = config.solo
        self.difficulty = config.difficulty
        self.random_starting = config.solo_random_starting_cards
        self.printed_horus = config.horus_printed_order
        super().__init__(on_start, on_back, 2 if config.solo else config.players,
                         None if preset is None else preset.seed, seats)

    def title(self) -> str:
        return _("New game")

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
        self._add_seat_buttons(b)
        self._finish_buttons(b)

    @property
    def shows_kinds(self) -> bool:
        return not self.solo

    @property
    def seat_count(self) -> int:
        return 1 if self.solo else self.players

    def _layout_above_seats(self, y: int) -> int:
        t, b = self.theme, self.buttons
        y = self._place_row(["mode:hot-seat", "mode:solo"], y,
                            self._width(300, b["mode:hot-seat"].label, b["mode:solo"].label)) + t.px(18)
        if self.solo:
            y = self._place_row([f"difficulty:{d}" for d in DIFFICULTIES], y,
                                self._width(190, *(KIND_LABELS[d] for d in DIFFICULTIES))) + t.px(18)
            y = self._place_row(["random_starting"], y,
                                self._width(620, b["random_starting"].label, check=True)) + t.px(18)
        else:
            y = self._place_row([f"players:{n}" for n in (2, 3, 4)], y,
                                self._width(190, *PLAYER_COUNTS.values())) + t.px(18)
        y = self._place_row(["printed_horus"], y, self._width(620, b["printed_horus"].label, check=True)) + t.px(18)
        return y + t.px(8) + (0 if self.solo else t.px(26))   # room for the column labels

    def _layout_below_seats(self, y: int) -> int:
        return y + self.theme.px(10)

    def _under_name_room(self) -> int:
        return self.theme.px(22) if self.solo else 0   # the solo note

    # ------------------------------------------------------------------ input
    def _choose(self, kind: str, value: str) -> None:
        if kind == "mode":
            self.solo = value == "solo"
        elif kind == "difficulty":
            self.difficulty = value
        elif kind == "random_starting":
            self.random_starting = not self.random_starting
        elif kind == "printed_horus":
            self.printed_horus = not self.printed_horus

    def config(self) -> GameConfig:
        seed = self._seed_value()
        if self.solo:
            return GameConfig(players=1, solo=True, difficulty=self.difficulty, seed=seed,
                              horus_printed_order=self.printed_horus,
                              solo_random_starting_cards=self.random_starting)
        return GameConfig(players=self.players, seed=seed, horus_printed_order=self.printed_horus)

    def seats(self) -> list[Seat]:
        seats = super().seats()
        if self.solo:
            automa_colour = next(c for c in SEAT_COLOURS if c != self.colours[0])
            seats.append(Seat(AUTOMA_NAME, automa_colour, automa=True))
        return seats

    # ------------------------------------------------------------------ drawing
    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The column labels over several seats; under a solo player's name, Botankhamun's level."""
        if not self.solo:
            self._draw_column_labels(surface)
            return
        t = self.theme
        rect = self.names[0].rect
        note = t.render(str(SOLO_NOTES[self.difficulty]), "body", 17, th.INK_SOFT)
        surface.blit(note, (rect.x, rect.bottom + t.px(4)))
