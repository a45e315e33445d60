"""The decision panel of "Dynasties": who must decide what, in words, and a button for each
choice open now (keys 1–9). A long choice is offered in groups that narrow it, while the table
shows every single choice as a glowing place. Once a player's turn is played it offers End turn
(Enter); while a computer player or Heliopolis plays it tells their moves. The panel itself is
the shared :class:`~game.ui.widgets.decision_panel.ChoicePanel`; here are this game's words."""
from __future__ import annotations

from game.core.actions import Action
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import END_TURN, describe, group_label, prompt
from game.i18n import _
from game.ui.widgets.decision_panel import KEYS, MAX_BUTTONS, ChoicePanel, in_runs, split


def label_of(ctx: BoardContext, action: Action) -> str:
    seat = ctx.deciding if ctx.deciding is not None else -1
    return describe(action, ctx.catalog, ctx.view, seat, ctx.kind, ctx.task, [s.name for s in ctx.seats])


def choices(ctx: BoardContext) -> list[tuple[str, list[Action]]]:
    """The panel's buttons: each candidate when few enough, else groups that narrow the choice
    (by kind of action, then in runs)."""
    if ctx.waiting_to_end:
        return [(label_of(ctx, END_TURN), [END_TURN])]
    candidates = ctx.candidates
    if len(candidates) <= MAX_BUTTONS:
        return [(label_of(ctx, a), [a]) for a in candidates]

    def named(members: list[Action]) -> str:
        return label_of(ctx, members[0]) if len(members) == 1 else group_label(members[0].kind, len(members))

    by_kind = split(candidates, lambda a: a.kind, named)
    if 1 < len(by_kind) <= MAX_BUTTONS:
        return by_kind
    return in_runs(candidates)


def shown_label(index: int, label: str, actions: list[Action]) -> str:
    """A button's text: its key (1–9), its label, and Enter for the end of the turn."""
    key = f"{index + 1}  " if index < len(KEYS) else ""
    return key + label + ("   " + _("(Enter)") if actions == [END_TURN] else "")


class DecisionPanel(ChoicePanel):
    END_TURN = END_TURN
    PROMPT_GAP = 8
    BUTTON_H = (24, 40)
    STATUS_LINES = 4
    CAPTION_LINES = 5
    shown_label = staticmethod(shown_label)

    def choices(self, ctx: BoardContext) -> list[tuple[str, list[Action]]]:
        return choices(ctx)

    def label_of(self, ctx: BoardContext, action: Action) -> str:
        return label_of(ctx, action)

    def columns(self, count: int) -> int:
        return 1 if count <= 4 else 2

    def prompt_text(self, ctx: BoardContext) -> str:
        decision = ctx.decision or {}
        player = ctx.name_of(decision.get("player", max(ctx.viewer, 0)))
        if ctx.waiting_to_end:
            return _("{player}: your turn is played. End it, or take back your last choice with Undo.", player=player)
        return prompt(ctx.kind, ctx.task, player, ctx.catalog, [s.name for s in ctx.seats])

    def glows_hint(self) -> str:
        return _("Or click what glows on the table")
