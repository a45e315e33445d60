"""What every widget of a game's screens may read: the theme and who sits where. Each game's
board context extends it with its own view of the game."""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.seats import Seat
from game.ui.theme import Theme


@dataclass
class Table:
    theme: Theme
    seats: list[Seat]

    def colour_of(self, seat: int | None) -> str | None:
        return None if seat is None or not 0 <= seat < len(self.seats) else self.seats[seat].colour

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else _("Player {number}", number=seat + 1)
