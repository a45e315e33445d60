"""The game log grouped by round and turn, for any game: a heading line opens each round,
each turn and each section the game's narrator names (a phase, a scoring); every other line is
a sentence of the narrator and names its player, so the log can be filtered by player.

Rounds and turns come from the two event types every game emits for them:
``{"type": "round_started", "round": n}`` and ``{"type": "turn_started", "player": seat}``.
A round's heading is the shared "Round {number}" unless the narrator words it itself (its
``round_heading(number)``), so that each game's log says round as its rulebook does (one
Hungarian rulebook calls a round forduló where the others say kör).

The lines are made in the current language (events hold ids and numbers, never words): a log
kept from before a language switch is made again from the events to read in the new one.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.protocols import Narrator
from game.i18n import _

Event = dict[str, Any]


@dataclass(frozen=True)
class LogLine:
    """One line of the grouped log: a heading ("Round 3", "Ana's turn") or a sentence."""

    text: str
    round: int
    #: The player the line is about (None for headings and board-wide lines).
    player: int | None
    heading: bool = False
    #: The index of the event the line tells among the game's events (those of a turn held back
    #: follow them), so that a line can be told again (:func:`told_again`).
    event: int | None = None


def round_heading(narrator: Narrator, number: int) -> str:
    """The heading of round ``number``, in the game's own word for a round."""
    own = getattr(narrator, "round_heading", None)
    # Translators: a round, in the games that do not word it themselves (a game may have its own message)
    return own(number) if own is not None else _("Round {number}", number=number)


def grouped_log(events: Sequence[Event], narrator: Narrator, current_round: int = 0, first: int = 0) -> list[LogLine]:
    """``events`` as log lines. ``current_round`` is the round the first event belongs to and
    ``first`` its index (to continue a log with new events)."""
    lines: list[LogLine] = []
    for index, event in enumerate(events, first):
        kind = event["type"]
        if kind == "round_started":
            current_round = event["round"]
            lines.append(LogLine(round_heading(narrator, current_round), current_round, None, True, index))
            continue
        if kind == "turn_started":
            seat = event["player"]
            # Translators: a log heading in every game: where the games' rulebooks name a turn differently
            # (Hungarian: forduló, kör, lépés), use words that suit them all ("{name} következik")
            lines.append(LogLine(_("{name}'s turn", name=narrator.who(seat)), current_round, seat, True, index))
            continue
        text = _sentence(event, narrator)
        if text is not None:
            player = event.get("player") if isinstance(event.get("player"), int) else None
            lines.append(LogLine(text, current_round, player, kind in narrator.heading_events, index))
    return lines


def told_again(lines: list[LogLine], events: Sequence[Event], narrator: Narrator,
               which: Callable[[Event], bool]) -> list[LogLine] | None:
    """``lines``, made from ``events``, with the lines of the events ``which`` picks told again by
    ``narrator`` (the secrets a finished game reveals), the others kept as they are; None when
    one of those events had no line or has none now (then the log is made anew)."""
    told = {line.event for line in lines}
    if any(which(event) and index not in told for index, event in enumerate(events)):
        return None
    out = []
    for line in lines:
        if line.event is not None and line.event < len(events) and which(events[line.event]):
            text = _sentence(events[line.event], narrator)
            if text is None:
                return None
            line = replace(line, text=text)
        out.append(line)
    return out


def _sentence(event: Event, narrator: Narrator) -> str | None:
    """The narrator's line for a (non-heading) event, as the log shows it; None for no line."""
    text = narrator.line(event)
    if not text:
        return None
    return text.strip("— ") if event["type"] in narrator.heading_events else text
