"""What the board widgets read each frame: the visible state and the current choice."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.i18n import say
from game.seats import Seat
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import Catalog
from game.ui import board_context
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.tekhenu.rules import Game


@dataclass
class BoardContext(board_context.BoardContext):
    """Shared by every widget of the board scene (besides the theme and the seats).

    ``view`` is :func:`seen_by` the viewer (``viewer`` -1: the public view of a shared screen): the
    view with the rules' own derived facts (``wheel`` lighting, ``die_states``) and explanations
    (why not, what a payment uses up). ``candidates`` narrow after a click (e.g. a temple space
    chosen, rotation still open).
    """

    catalog: Catalog
    #: The candidate shown as a preview where a choice has a visible result (Ra's rotation).
    preview: Action | None = None

    @property
    def decision_kind(self) -> str | None:
        decision = self.decision
        return decision["kind"] if decision else None


def seen_by(game: "Game", viewer: int) -> dict[str, Any]:
    """``game.view(viewer)`` with the rules' explanations of the viewer's choices merged in (the
    reasons why not, what each payment uses up, the edges a pillar would match).

    What the rules say in words — the decision's ``prompt``, the reasons why not — is said here
    in the current language (plain strings), so a widget shows it as it is; a context made
    before the language changed is made again (the board's ``refresh``)."""
    view = game.view(viewer)
    explained = game.explain(viewer)
    details = explained.pop("details")
    for key in ("god_action_obstacles", "market_obstacles"):
        if key in explained:
            explained[key] = _said(explained[key])
    view.update(explained)
    decision = view.get("decision")
    if decision is not None:
        decision["prompt"] = say(decision["prompt"])
        if details:
            if "die_obstacles" in details:
                details["die_obstacles"] = _said(details["die_obstacles"])
            decision.setdefault("details", {}).update(details)
    return view


def _said(reasons: dict[str, Any]) -> dict[str, Any]:
    """Reasons (by die, section or god and value) in the current language."""
    return {key: _said(value) if isinstance(value, dict) else say(value) for key, value in reasons.items()}


def build_context(game: "Game", seats: list[Seat], theme: Theme, viewer: int) -> BoardContext:
    """A context for ``viewer`` (-1: the public view) with all of the viewer's legal actions."""
    view = seen_by(game, viewer)
    decision = view.get("decision")
    legal = game.legal_actions() if decision is not None and decision["player"] == viewer else []
    return BoardContext(theme=theme, catalog=game.catalog, seats=seats, view=view, viewer=viewer,
                        legal=legal, candidates=list(legal))
