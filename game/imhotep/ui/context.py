"""What Imhotep's board widgets read each frame: the view of the game, the choice open now, and
the facts each site shows (which stones are seen from above, how far each pyramid is built),
worked out from the view the way the rules work them out from the state (RULES §9, §10)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.imhotep.rules.catalog import Catalog
from game.imhotep.rules.state import BESIDE, EMPTY
from game.seats import Seat
from game.ui import board_context
from game.ui.theme import Theme


@dataclass
class BoardContext(board_context.BoardContext):
    """Shared by every widget of the board (``viewer`` -1: nobody's private view).
    ``waiting_to_end`` says the viewer's turn is played and waits for End turn."""

    catalog: Catalog
    waiting_to_end: bool = False

    # ------------------------------------------------------------------ the decision
    @property
    def task(self) -> dict[str, Any] | None:
        """The rules' pending task the decision belongs to (it says which tool, which bonus)."""
        stack = self.view.get("stack") or []
        return stack[-1] if stack else None

    # ------------------------------------------------------------------ the table
    @property
    def ships(self) -> list[dict[str, Any]]:
        return self.view["ships"]

    def site(self, site_id: str) -> dict[str, Any]:
        return next(site for site in self.view["sites"] if site["id"] == site_id)

    def side(self, site_id: str) -> str:
        return self.site(site_id)["side"]

    def rules(self, site_id: str) -> Any:
        """The rules of the side of ``site_id`` this game uses (from the data file)."""
        return self.catalog.side(site_id, self.side(site_id))

    def score(self, seat: int) -> int:
        return sum(self.players[seat]["points"].values())

    # ------------------------------------------------------------------ the sites
    def temple_width(self) -> int:
        return self.rules("temple").width[len(self.players)]

    def temple_visible(self) -> list[int]:
        """The indices (in arrival order) of the Temple's stones seen from above: the last of
        each column (RULES §9.3)."""
        stones = self.site("temple")["stones"]
        width = self.temple_width()
        return list(range(max(0, len(stones) - width), len(stones)))

    def pyramid_b_stones(self) -> list[list[int]]:
        """The owners on each B pyramid in filling order, and (last) those beside the board."""
        site = self.site("pyramid")
        found: list[list[int]] = [[] for _ in self.rules("pyramid").pyramids] + [[]]
        for owner, place in zip(site["stones"], site["places"]):
            found[place if place != BESIDE else -1].append(owner)
        return found

    def obelisks_raised(self) -> list[int]:
        """The owners of the B obelisks raised so far, in order: the n-th on the n-th best space."""
        size = self.rules("obelisk").stones
        counts = [0] * len(self.players)
        raised = []
        for owner in self.site("obelisk")["stones"]:
            counts[owner] += 1
            if counts[owner] % size == 0:
                raised.append(owner)
        return raised

    def obelisk_waiting(self, seat: int) -> int:
        """The stones of ``seat`` waiting on the B Obelisks for their obelisk."""
        return self.site("obelisk")["stones"].count(seat) % self.rules("obelisk").stones

    def ship_load(self, index: int) -> int:
        return sum(1 for owner in self.ships[index]["spaces"] if owner != EMPTY)


def build_context(view: dict[str, Any], legal: list[Action], catalog: Catalog, seats: list[Seat], theme: Theme,
                  viewer: int, waiting_to_end: bool = False) -> BoardContext:
    return BoardContext(theme=theme, seats=seats, catalog=catalog, view=view, viewer=viewer, legal=list(legal),
                        candidates=list(legal), waiting_to_end=waiting_to_end)
