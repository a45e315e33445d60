"""Victory points over time: the score chart's lines and the "VP trail" ("why did I lose VP?").

Pure (no pygame): everything is read from the rules events of a :class:`~game.session.Session`.
The rules emit a ``vp`` event (player, amount, reason, total) for every change, and mark the
game's rhythm with ``round_started``, ``maat_started``, ``scoring_started`` and, at the end,
``decrees_revealed``. The starting VP are not an event: they come from the players' state.

A :class:`VPHistory` cuts the game into :class:`Stage` s (setup, each round, each Maat phase,
each scoring, the final scoring) and knows every player's total at the end of each stage, and
every single change with the stage and round it happened in, losses included.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.session import Session
    from game.tekhenu.rules.catalog import Catalog

Event = Mapping[str, Any]

START_REASON = "start"

# --------------------------------------------------------------------------- stages


@dataclass(frozen=True)
class Stage:
    """A stretch of the game: ``kind`` is setup, round, maat, scoring or final."""

    kind: str
    number: int = 0

    @property
    def label(self) -> str:
        return {
            "setup": "Setup",
            "round": f"Round {self.number}",
            "maat": f"Maat {self.number}",
            "scoring": f"Scoring {self.number}",
            "final": "Final scoring",
        }[self.kind]

    @property
    def short(self) -> str:
        """A tick label for the chart's x axis."""
        return {
            "setup": "Start",
            "round": str(self.number),
            "maat": f"M{self.number}",
            "scoring": f"S{self.number}",
            "final": "End",
        }[self.kind]


#: Which event opens which kind of stage (the number is read from the event).
_STAGE_OPENERS: dict[str, tuple[str, str | None]] = {
    "round_started": ("round", "round"),
    "maat_started": ("maat", "number"),
    "scoring_started": ("scoring", "number"),
    "decrees_revealed": ("final", None),
}


@dataclass(frozen=True)
class VPChange:
    """One change of a player's VP (the starting VP are the first one of each player)."""

    player: int
    amount: int
    reason: str
    total: int
    #: Index into :attr:`VPHistory.stages`.
    stage: int
    #: The round the change happened in or after (0: before the first round).
    round: int

    @property
    def is_loss(self) -> bool:
        return self.amount < 0


@dataclass(frozen=True)
class VPHistory:
    """Every player's VP, stage by stage, and every change that made them."""

    stages: tuple[Stage, ...]
    #: ``totals[player][stage]``: the player's VP at the end of that stage.
    totals: tuple[tuple[int, ...], ...]
    #: Every change in the order it happened, starting VP first.
    trail: tuple[VPChange, ...]

    @property
    def players(self) -> int:
        return len(self.totals)

    def final(self) -> list[int]:
        """Each player's VP now (at the end of the last stage)."""
        return [row[-1] for row in self.totals]

    def trail_of(self, player: int | None = None, *, losses_only: bool = False) -> list[VPChange]:
        """The changes of ``player`` (everyone's if None), optionally only the losses."""
        return [c for c in self.trail
                if (player is None or c.player == player) and (c.is_loss or not losses_only)]

    def gained(self, player: int) -> int:
        """VP gained by ``player`` after the start (losses not subtracted)."""
        return sum(c.amount for c in self.trail_of(player) if c.amount > 0 and c.reason != START_REASON)

    def lost(self, player: int) -> int:
        """VP lost by ``player``, as a positive number."""
        return -sum(c.amount for c in self.trail_of(player, losses_only=True))


def build_history(events: Sequence[Event], starting: Sequence[int]) -> VPHistory:
    """The history of a game from its events; ``starting`` holds each player's starting VP."""
    players = len(starting)
    stages = [Stage("setup")]
    current = list(starting)
    totals = [[vp] for vp in starting]
    trail = [VPChange(p, vp, START_REASON, vp, 0, 0) for p, vp in enumerate(starting)]
    round_number = 0
    for event in events:
        kind = event.get("type")
        opener = _STAGE_OPENERS.get(kind)
        if opener is not None and not (opener[0] == "final" and stages[-1].kind == "final"):
            stage_kind, field = opener
            number = int(event[field]) if field else 0
            if stage_kind == "round":
                round_number = number
            stages.append(Stage(stage_kind, number))
            for p in range(players):
                totals[p].append(current[p])
        elif kind == "vp":
            seat = int(event["player"])
            current[seat] = int(event["total"])
            totals[seat][-1] = current[seat]
            trail.append(VPChange(seat, int(event["amount"]), str(event["reason"]), current[seat],
                                  len(stages) - 1, round_number))
    return VPHistory(tuple(stages), tuple(tuple(row) for row in totals), tuple(trail))


def scoring_breakdowns(events: Sequence[Event], players: int, number: int | None = None) -> list[dict[str, int]]:
    """Each player's VP by reason from one scoring alone: the ``vp`` events between its
    ``scoring_started`` and ``scoring_ended`` (or the last event, while it is under way).

    ``number`` picks the scoring (the latest when None); every dict is empty when that scoring
    has not started."""
    gains: list[dict[str, int]] = [{} for _ in range(players)]
    starts = [i for i, e in enumerate(events) if e.get("type") == "scoring_started"
              and (number is None or int(e["number"]) == number)]
    if not starts:
        return gains
    for event in events[starts[-1] + 1:]:
        kind = event.get("type")
        if kind == "scoring_ended":
            break
        if kind == "vp":
            breakdown = gains[int(event["player"])]
            reason = str(event["reason"])
            breakdown[reason] = breakdown.get(reason, 0) + int(event["amount"])
    return gains


def history_of(session: Session) -> VPHistory:
    """The history of a session's game so far."""
    starting = [p.vp_by_reason.get(START_REASON, 0) for p in session.game.state.players]
    return build_history(session.events, starting)


# --------------------------------------------------------------------------- categories

#: The sections of the scoring breakdown, in the order the game reaches them.
SECTIONS: tuple[tuple[str, str], ...] = (
    ("start", "Start"),
    ("play", "During the rounds"),
    ("maat", "Maat phases"),
    ("scoring", "Scorings"),
    ("final", "End of the game"),
)

_CARD_KINDS: tuple[tuple[str, str], ...] = (
    ("technologies", "Technology"),
    ("blessings", "Blessing"),
    ("pillars", "Pillar"),
    ("decrees", "Decree"),
    ("starting", "Starting card"),
    ("destiny", "Destiny card"),
    ("horus_tiles", "Horus tile"),
)


@dataclass(frozen=True)
class Category:
    """A row of the scoring breakdown: several reasons may share one (every technology)."""

    key: str
    label: str
    section: str


#: Breakdown labels that read better than the rules' reason.
_LABELS: dict[str, str] = {
    "scoring: bread": "Bread not paid",
    "Maat: negative balance": "Scales out of balance",
}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def category_of(reason: str) -> Category:
    """The breakdown row a VP reason belongs to."""
    if reason == START_REASON:
        return Category("start", "Starting VP", "start")
    if reason.startswith("decree "):
        return Category("decrees", "Decrees", "final")
    if reason.startswith("pillar ability "):
        return Category("pillar abilities", "Pillar abilities", "play")
    if reason.startswith("Horus bonus"):
        return Category("horus bonuses", "Horus bonuses", "play")
    if re.fullmatch(r"T\d+", reason):
        return Category("technologies", "Technologies", "play")
    if re.fullmatch(r"B\d+", reason):
        return Category("blessings", "Blessings", "play")
    if reason.startswith("scoring: "):
        return Category(reason, _LABELS.get(reason, _capital(reason.removeprefix("scoring: "))), "scoring")
    if reason.startswith("Maat: "):
        return Category(reason, _LABELS.get(reason, _capital(reason.removeprefix("Maat: "))), "maat")
    if reason == "turn order bonus" or reason.startswith("Botankhamun's"):
        return Category(reason, _capital(reason), "final")
    if reason == "people statue at the temple":
        return Category(reason, "Horus: people statue at the temple", "play")
    return Category(reason, _capital(reason), "play")


@dataclass(frozen=True)
class BreakdownRow:
    category: Category
    #: VP per player in this category (0 where a player has none).
    values: tuple[int, ...]


#: Rows in the order a player meets them on the board and in the rulebook; others follow.
_ROW_ORDER: tuple[str, ...] = (
    "start", "Ra: display position", "Ra: buildings in line", "Ra: matching edges", "Ra: adjacent edges",
    "Hathor: own pillar in line", "people statue at the temple", "horus bonuses", "technologies",
    "blessings", "pillar abilities", "scoring: Osiris districts", "scoring: temple complex",
    "scoring: statues", "scoring: happiness", "scoring: production", "scoring: building row",
    "scoring: bread", "scoring: Botankhamun's blessings", "scoring: Botankhamun's technologies",
    "decrees", "Botankhamun's decrees", "Botankhamun's scribes", "turn order bonus",
)


def breakdown_rows(breakdowns: Sequence[Mapping[str, int]]) -> list[BreakdownRow]:
    """Rows for a scoring table from each player's VP by reason (``game.scores()`` breakdowns):
    by section, then in board order; unknown reasons after the known ones of their section."""
    order = {key: i for i, (key, _) in enumerate(SECTIONS)}
    rank = {key: i for i, key in enumerate(_ROW_ORDER)}
    found: dict[str, Category] = {}
    values: dict[str, list[int]] = {}
    for seat, breakdown in enumerate(breakdowns):
        for reason, vp in breakdown.items():
            category = category_of(reason)
            found.setdefault(category.key, category)
            values.setdefault(category.key, [0] * len(breakdowns))[seat] += vp
    keys = sorted(found, key=lambda k: (order[found[k].section], rank.get(k, len(rank))))  # stable
    return [BreakdownRow(found[k], tuple(values[k])) for k in keys]


#: Trail labels that read better than the rules' reason.
_TRAIL_LABELS: dict[str, str] = {
    START_REASON: "Starting VP",
    "scoring: bread": "Scoring: bread not paid",
    "Maat: negative balance": "Maat: scales out of balance",
}


def reason_label(reason: str, catalog: Catalog | None = None) -> str:
    """Words for a VP reason, naming the card when it is one ("Technology: Stone Sledges")."""
    if reason in _TRAIL_LABELS:
        return _TRAIL_LABELS[reason]
    card_id = reason.removeprefix("decree ").removeprefix("pillar ability ")
    if catalog is not None:
        for section, kind in _CARD_KINDS:
            card = getattr(catalog, section).get(card_id)
            if card is not None:
                return f"{kind}: {card.name}"
    if reason.startswith("Horus bonus (") and reason.endswith(")"):
        god = reason[len("Horus bonus ("):-1]
        return f"Horus bonus ({_capital(god)})"
    return _capital(reason)
