"""What the widgets of the table of "Dynasties" read each frame: the view of the game for the
seat it is shown to, the choice open now, and a few public facts the rules work out (who holds
each caste's majority, whose Farmers a Soldier may take, the scores the table sees), taken from
the rules themselves so that no rule is judged twice."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.dynasties.rules import abilities, scoring
from game.dynasties.rules.catalog import Catalog
from game.seats import Seat
from game.ui import board_context
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.dynasties.rules import Game


@dataclass
class BoardContext(board_context.BoardContext):
    """Shared by every widget of the table. ``task`` is the rules' pending task of the decision
    (public: how many cards are left to give, the Baker's price…). ``waiting_to_end``: the
    viewer's turn is played and waits for End turn."""

    catalog: Catalog
    waiting_to_end: bool = False
    task: dict[str, Any] = field(default_factory=dict)
    #: each caste's sole majority holder (``scoring.NOBODY`` when tied or empty)
    holders: dict[str, int] = field(default_factory=dict)
    #: each seat's VP as the table sees them now (the final scoring once the game is over)
    totals: list[int] = field(default_factory=list)
    #: whether a Soldier may take one of each seat's Farmers now
    exposed: list[bool] = field(default_factory=list)
    #: the Heliopolis seat in Memphis and Thebes, else -1
    heliopolis: int = -1

    # ------------------------------------------------------------------ the decision
    @property
    def kind(self) -> str:
        decision = self.decision
        return decision["kind"] if decision else ""

    # ------------------------------------------------------------------ the table
    @property
    def variant(self) -> str:
        return self.view["config"]["variant"]

    def hand_of(self, seat: int) -> list[str] | None:
        """The castes of ``seat``'s hand, when this view shows them (else None)."""
        hand = self.players[seat]["hand"]
        return hand if isinstance(hand, list) else None

    def hand_size(self, seat: int) -> int:
        hand = self.players[seat]["hand"]
        return len(hand) if isinstance(hand, list) else int(hand)

    def given(self) -> int:
        """The cards the player taking from the Forum gave to it this phase (they cannot be taken)."""
        return self.task.get("given", 0) if self.kind == "take" else 0


def build_context(game: "Game", legal: list[Action], seats: list[Seat], theme: Theme, viewer: int,
                  waiting_to_end: bool = False, view: dict[str, Any] | None = None) -> BoardContext:
    """The context of ``game`` shown to ``viewer`` (``view``: that seat's view, when the board
    shows one it changed, such as a move held back until End turn)."""
    stack = game.state.stack
    task = dict(stack[-1]) if stack and game.decision is not None else {}
    return BoardContext(
        theme=theme, seats=seats, catalog=game.catalog, view=view if view is not None else game.view(viewer),
        viewer=viewer, legal=list(legal), candidates=list(legal), waiting_to_end=waiting_to_end, task=task,
        holders=scoring.majority_holders(game), totals=[score["total"] for score in game.scores()],
        exposed=[abilities.can_lose_farmer(game, seat) for seat in range(len(game.state.players))],
        heliopolis=game.heliopolis)
