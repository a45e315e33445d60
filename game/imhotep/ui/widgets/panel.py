"""Imhotep's decision panel: who must decide what, in words, and a button for each choice open
now (keys 1–9). A long choice is offered in groups (place a stone…, sail a ship…) that narrow it,
while the board shows every single choice as a glowing place. Once a player's turn is played it
offers End turn (Enter); while a computer player plays it tells its moves. The panel itself is
the shared :class:`~game.ui.widgets.decision_panel.ChoicePanel`; here are Imhotep's words."""
from __future__ import annotations

from game.core.actions import Action
from game.i18n import _
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import END_TURN, describe, group_label, prompt, ship_name
from game.ui.widgets.decision_panel import KEYS, MAX_BUTTONS, ChoicePanel, in_runs, split


def choices(ctx: BoardContext) -> list[tuple[str, list[Action]]]:
    """The panel's buttons: each candidate when few enough, else groups that narrow the choice
    (by kind of action, then by ship, then in runs)."""
    seat = ctx.deciding if ctx.deciding is not None else -1
    if ctx.waiting_to_end:
        return [(describe(END_TURN, ctx.catalog, ctx.view, seat), [END_TURN])]
    candidates = ctx.candidates
    if len(candidates) <= MAX_BUTTONS:
        return [(describe(a, ctx.catalog, ctx.view, seat), [a]) for a in candidates]

    def named(members: list[Action]) -> str:
        if len(members) == 1:
            return describe(members[0], ctx.catalog, ctx.view, seat)
        return group_label(members[0].kind, len(members))

    by_kind = split(candidates, lambda a: a.kind, named)
    if len(by_kind) > 1:
        return by_kind
    if all(a.get("ship") is not None for a in candidates):
        by_ship = split(candidates, lambda a: a["ship"], lambda members: _("{ship}… ({n})", ship=ship_name(
            ctx.view, members[0]["ship"]), n=len(members)) if len(members) > 1 else named(members))
        if 1 < len(by_ship) <= MAX_BUTTONS:
            return by_ship
    return in_runs(candidates)


def shown_label(index: int, label: str, actions: list[Action]) -> str:
    """A button's text: its key (1–9), its label, and Enter for the end of the turn."""
    if actions == [END_TURN]:
        label = _("{label} (Enter)", label=label)
    return (f"{index + 1}  " if index < len(KEYS) else "") + label


class DecisionPanel(ChoicePanel):
    END_TURN = END_TURN
    shown_label = staticmethod(shown_label)

    def choices(self, ctx: BoardContext) -> list[tuple[str, list[Action]]]:
        return choices(ctx)

    def label_of(self, ctx: BoardContext, action: Action) -> str:
        return describe(action, ctx.catalog, ctx.view, ctx.deciding if ctx.deciding is not None else -1)

    def prompt_text(self, ctx: BoardContext) -> str:
        decision = ctx.decision or {}
        if ctx.waiting_to_end:
            return _("{player}: your turn is played. End it, or take it back with Undo.",
                     player=ctx.name_of(decision.get("player", ctx.viewer)))
        return prompt(decision, ctx.task, ctx.name_of(decision.get("player", 0)))

    def glows_hint(self) -> str:
        return _("Or click what glows on the board")
