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

from collections.abc import Sequence
from dataclasses import dataclass
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


def round_heading(narrator: Narrator, number: int) -> str:
    """The heading of round ``number``, in the game's own word for a round."""
    own = getattr(narrator, "round_heading", None)
    # Translators: a round, in the games that do not word it themselves (a game may have its own message)
    return own(number) if own is not None else _("Round {number}", number=number)


def grouped_log(events: Sequence[Event], narrator: Narrator, current_round: int = 0) -> list[LogLine]:
    """``events`` as log lines. ``current_round`` is the round the first event belongs to (to
    continue a log with new events)."""
    lines: list[LogLine] = []
    for event in events:
        kind = event["type"]
        if kind == "round_started":
            current_round = event["round"]
            lines.append(LogLine(round_heading(narrator, current_round), current_round, None, heading=True))
            continue
        if kind == "turn_started":
            seat = event["player"]
            # Translators: a log heading in every game: where the games' rulebooks name a turn differently
            # (Hungarian: forduló, kör, lépés), use words that suit them all ("{name} következik")
            lines.append(LogLine(_("{name}'s turn", name=narrator.who(seat)), current_round, seat, heading=True))
            continue
        text = narrator.line(event)
        if not text:
            continue
        heading = kind in narrator.heading_events
        player = event.get("player") if isinstance(event.get("player"), int) else None
        lines.append(LogLine(text.strip("— ") if heading else text, current_round, player, heading))
    return lines
