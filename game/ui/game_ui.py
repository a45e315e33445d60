"""What the shared client needs from a game's own screens, and what it offers them.

Each game package has a ``ui`` module with a :class:`GameUI` (``GameModule.ui()`` returns it,
importing pygame only then, so the rules and the tools stay free of it). The client shows the
game's New game screen and its board; the board shows everything else of the game (its phase
screens, its scores, its game-over screen) and asks the client, through :class:`ClientHooks`,
for what belongs to the client: the in-game menu, the rules, a new game, the main menu.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.computer_players import ComputerPlayers
from game.seats import Seat
from game.settings import Settings
from game.ui.document import RulesDocument
from game.ui.scene import Scene, Size
from game.ui.sound import Sounds

if TYPE_CHECKING:
    from game.session import Session

#: Called by a New game screen: the game's settings, the seats, and whether the seed was typed.
StartGame = Callable[[Any, list[Seat], bool], None]


@dataclass(frozen=True)
class ClientHooks:
    """What a game's screens may ask of the client."""

    settings: Callable[[], Settings]      # the player's current settings
    sounds: Sounds
    open_menu: Callable[[], None]         # the in-game menu (save, load, settings, main menu)
    open_rules: Callable[[], None]        # the rules reference
    new_game: Callable[["Session | None"], None]   # the New game screen (filled in like a game)
    main_menu: Callable[[], None]
    computers: ComputerPlayers                # the computer players' thinking (a worker process)


class GameUI(Protocol):
    def new_game_scene(self, on_start: StartGame, on_back: Callable[[], None], preset: Any = None,
                       seats: list[Seat] | None = None) -> Scene:
        """The New game screen, filled in from ``preset`` (settings) and ``seats`` when given."""
        ...

    def board_scene(self, session: "Session", hooks: ClientHooks) -> Scene:
        """The screen a game is played on (it must offer :class:`Board`)."""
        ...

    def rules_document(self) -> RulesDocument:
        """The game's rules and cards for the rules reference."""
        ...

    def prepare_board(self, size: Size) -> Iterator[None]:
        """Make ready what the board scene needs before a game starts, a piece at a time (a step of
        the iterator each): its code, and the pictures its board shows at the window's ``size``
        whatever the game. The client asks for one piece per moment without input on the menus, so
        that Start does not wait for them."""
        ...


class Board(Protocol):
    """What the client and the click-driven autoplay read of a game's board scene."""

    session: "Session"

    def button_targets(self) -> dict[str, Any]:
        """The board's own buttons by name ("undo", "redo", "menu" …) and where they are."""
        ...

    @property
    def can_act(self) -> bool:
        """Whether the player this board is shown to has a choice open now."""
        ...


def is_board(scene: Scene) -> bool:
    """Whether ``scene`` is a game's board (the scene a game is played on)."""
    return getattr(scene, "session", None) is not None and hasattr(scene, "button_targets")
