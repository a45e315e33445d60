"""Who sits at the table: each seat's name, colour, and whether a person, a computer player
(with its level) or the rules' own automa plays it.

The limits here are shared by the New game screen (what may be typed) and by loading a save
(what a file may contain): a name read from a file is cleaned exactly as a typed one.
"""
from __future__ import annotations

from dataclasses import dataclass

#: The player colours, in the order new seats get them (the theme draws each with a shape).
SEAT_COLOURS: tuple[str, ...] = ("blue", "orange", "green", "pink")
#: The longest name the New game screen takes; longer names in a save are cut to it.
MAX_NAME_LENGTH = 16
#: The levels of the computer players (``game.ai.LEVELS``), easiest first.
COMPUTER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: Names the New game screen gives computer players, seat by seat.
COMPUTER_NAMES: tuple[str, ...] = ("Hatshepsut", "Khufu", "Nefertari", "Ramesses")


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    automa: bool = False
    #: the level of the computer player in this seat (None: a person plays it)
    computer: str | None = None

    @property
    def human(self) -> bool:
        return not self.automa and self.computer is None


def clean_name(text: str) -> str:
    """``text`` as a player name: printable characters only, at most :data:`MAX_NAME_LENGTH`."""
    return "".join(ch for ch in text if ch.isprintable())[:MAX_NAME_LENGTH].strip()


def default_name(index: int, automa_name: str | None = None) -> str:
    """The name of a seat nobody named (an automa's seat: the automa's name)."""
    return automa_name or f"Player {index + 1}"
