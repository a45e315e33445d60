"""Victory points over time: the score chart's lines and the "VP trail" ("why did I lose VP?").

Pure (no pygame): everything is read from the rules events of a :class:`~game.session.Session`.
The rules emit a ``vp`` event (player, amount, reason, total) for every change, and mark the
game's rhythm with ``round_started``, ``maat_started``, ``scoring_started`` and, at the end,
``decrees_revealed``. The starting VP are not an event: they come from the players' state.

A :class:`VPHistory` cuts the game into :class:`Stage` s (setup, each round, each Maat phase,
each scoring, the final scoring) and knows every player's total at the end of each stage, and
every single change with the stage and round it happened in, losses included.

The words (stages, breakdown rows, reasons) are in the current language, made when asked for.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.i18n import N_, LazyText, _, say
from game.tekhenu.rules.catalog import load_catalog
from game.tekhenu.rules.names import card_name, god_name, reason_text

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
        if self.kind == "setup":
            return _("Setup")
        if self.kind == "round":
            return _("Round {n}", n=self.number)
        if self.kind == "maat":
            return _("Maat {n}", n=self.number)
        if self.kind == "scoring":
            return _("Scoring {n}", n=self.number)
        return _("Final scoring")

    @property
    def short(self) -> str:
        """A tick label for the chart's x axis."""
        if self.kind == "setup":
            return _("Start")
        if self.kind == "round":
            return str(self.number)
        if self.kind == "maat":
            # Translators: the chart's tick for Maat phase {n}; its caption explains the letter.
            return _("M{n}", n=self.number)
        if self.kind == "scoring":
            # Translators: the chart's tick for scoring {n}; its caption explains the letter.
            return _("S{n}", n=self.number)
        return _("End")


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
SECTIONS: tuple[tuple[str, LazyText], ...] = (
    ("start", N_("Start")),
    ("play", N_("During the rounds")),
    ("maat", N_("Maat phases")),
    ("scoring", N_("Scorings")),
    ("final", N_("End of the game")),
)

_CARD_KINDS: tuple[tuple[str, LazyText], ...] = (
    ("technologies", N_("Technology")),
    ("blessings", N_("Blessing")),
    ("pillars", N_("Pillar")),
    ("decrees", N_("Decree")),
    ("starting", N_("Starting card")),
    ("destiny", N_("Destiny card")),
    ("horus_tiles", N_("Horus tile")),
)


@dataclass(frozen=True)
class Category:
    """A row of the scoring breakdown: several reasons may share one (every technology)."""

    key: str
    label: str
    section: str


#: The label of each breakdown row the rules' VP reasons have (the others say their reason).
_LABELS: dict[str, LazyText] = {
    "scoring: Osiris districts": N_("Osiris districts"),
    "scoring: temple complex": N_("Temple complex"),
    "scoring: statues": N_("Statues"),
    "scoring: happiness": N_("Happiness"),
    "scoring: production": N_("Production"),
    "scoring: building row": N_("Building row"),
    "scoring: bread": N_("Bread not paid"),
    "scoring: Botankhamun's blessings": N_("Botankhamun's blessings"),
    "scoring: Botankhamun's technologies": N_("Botankhamun's technologies"),
    "Maat: negative balance": N_("Scales out of balance"),
    "turn order bonus": N_("Turn order bonus"),
    "Botankhamun's decrees": N_("Botankhamun's decrees"),
    "Botankhamun's scribes": N_("Botankhamun's scribes"),
    "people statue at the temple": N_("Horus: people statue at the temple"),
}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _reason_words(reason: str) -> str:
    """A reason in words, as a label: "Ra: display position", "Pillar of Dusk"."""
    return _capital(say(reason_text(reason, load_catalog())))


def category_of(reason: str) -> Category:
    """The breakdown row a VP reason belongs to (its label in the current language)."""
    if reason == START_REASON:
        return Category("start", _("Starting VP"), "start")
    if reason.startswith("decree "):
        return Category("decrees", _("Decrees"), "final")
    if reason.startswith("pillar ability "):
        return Category("pillar abilities", _("Pillar abilities"), "play")
    if reason.startswith("Horus bonus"):
        return Category("horus bonuses", _("Horus bonuses"), "play")
    if re.fullmatch(r"T\d+", reason):
        return Category("technologies", _("Technologies"), "play")
    if re.fullmatch(r"B\d+", reason):
        return Category("blessings", _("Blessings"), "play")
    label = str(_LABELS[reason]) if reason in _LABELS else _reason_words(reason)
    if reason.startswith("scoring: "):
        return Category(reason, label, "scoring")
    if reason.startswith("Maat: "):
        return Category(reason, label, "maat")
    if reason == "turn order bonus" or reason.startswith("Botankhamun's"):
        return Category(reason, label, "final")
    return Category(reason, label, "play")


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
_TRAIL_LABELS: dict[str, LazyText] = {
    START_REASON: N_("Starting VP"),
    "scoring: bread": N_("Scoring: bread not paid"),
    "Maat: negative balance": N_("Maat: scales out of balance"),
}


def reason_label(reason: str, catalog: Catalog | None = None) -> str:
    """Words for a VP reason, naming the card when it is one ("Technology: Stone Sledges")."""
    if reason in _TRAIL_LABELS:
        return str(_TRAIL_LABELS[reason])
    card_id = reason.removeprefix("decree ").removeprefix("pillar ability ")
    if catalog is not None:
        for section, kind in _CARD_KINDS:
            card = getattr(catalog, section).get(card_id)
            if card is not None:
                # Translators: a kind of card and its name: "Technology: Stone Sledges".
                return _("{kind}: {name}", kind=kind, name=say(card_name(catalog, card_id)))
    if reason.startswith("Horus bonus (") and reason.endswith(")"):
        god = reason[len("Horus bonus ("):-1]
        return _("Horus bonus ({god})", god=say(god_name(god)))
    return _reason_words(reason)
