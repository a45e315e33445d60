"""Which Osiris district gave whom its VP at a scoring (RULES §5.5 step 1), in words, for the
scores overlay.

The VP are the rules' own ``vp`` events of that scoring ("scoring: Osiris districts"): the rules
score the districts in the board's order, one event per district that has a winner. Who has
how many pieces in a district, and so which district each event belongs to, is the rules'
:func:`~game.tekhenu.rules.scoring.district_pieces` and
:func:`~game.tekhenu.rules.scoring.district_winner` on the board, which nothing changes
between a scoring and its overlay (the next builds come with the next round). Without a
scoring, the same standing tells who leads each district now.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.i18n import _, ngettext, say
from game.tekhenu.rules.names import resource_name
from game.tekhenu.rules.scoring import district_pieces, district_winner

if TYPE_CHECKING:
    from game.tekhenu.rules import Game

#: The rules' reason for the VP of the districts.
DISTRICTS_REASON = "scoring: Osiris districts"


@dataclass(frozen=True)
class DistrictScore:
    """One district at a scoring (or now)."""

    district: str
    #: Seat -> pieces in the district (its buildings, and a statue above it).
    pieces: Mapping[int, int]
    #: Who has the district (the most pieces; a tie goes to the highest piece), None: nobody.
    winner: int | None
    #: The VP the winner gained for it at the scoring (0 without a scoring).
    vp: int = 0

    @property
    def tied(self) -> bool:
        """Whether the winner won a tie on pieces (by having the highest piece)."""
        if self.winner is None:
            return False
        return sum(1 for count in self.pieces.values() if count == self.pieces[self.winner]) > 1


def district_scores(game: Game, events: Sequence[Mapping[str, Any]], number: int | None) -> list[DistrictScore]:
    """Every district in the board's order, with the VP its winner gained at scoring ``number``
    (read from the scoring's events; None: no scoring, the standing now)."""
    gains = iter(_district_gains(events, number) if number is not None else [])
    found = []
    for district in game.board.osiris.districts:
        pieces = {seat: count for seat, (count, _) in district_pieces(game, district).items()}
        winner = district_winner(game, district)
        vp = 0
        if winner is not None:
            player, amount = next(gains, (None, 0))
            vp = amount if player == winner else 0
        found.append(DistrictScore(district, pieces, winner, vp))
    return found


def _district_gains(events: Sequence[Mapping[str, Any]], number: int) -> list[tuple[int, int]]:
    """(player, VP) of each district's ``vp`` event of scoring ``number``, in order."""
    start = next((i for i, e in enumerate(events)
                  if e.get("type") == "scoring_started" and int(e["number"]) == number), None)
    if start is None:
        return []
    gains = []
    for event in events[start + 1:]:
        if event.get("type") == "scoring_ended":
            break
        if event.get("type") == "vp" and event.get("reason") == DISTRICTS_REASON:
            gains.append((int(event["player"]), int(event["amount"])))
    return gains


def district_line(score: DistrictScore, names: Sequence[str], scored: bool) -> str:
    """"Papyrus district: Neferet +3 VP (3 pieces; Ita 2)", or "… leads" without a scoring."""
    words = say(resource_name(score.district))
    district = words[:1].upper() + words[1:]
    if score.winner is None:
        return _("{district} district: nobody has built there, no VP", district=district) if scored \
            else _("{district} district: nobody has built there", district=district)
    others = sorted(((count, seat) for seat, count in score.pieces.items() if seat != score.winner),
                    key=lambda entry: (-entry[0], entry[1]))
    count = score.pieces[score.winner]
    detail = ngettext("{n} piece, placed higher", "{n} pieces, placed higher", count) if score.tied \
        else ngettext("{n} piece", "{n} pieces", count)
    detail = "; ".join([detail, *(_("{name} {n}", name=names[seat], n=n) for n, seat in others)])
    if scored:
        return _("{district} district: {name} +{vp} VP ({detail})", district=district, name=names[score.winner],
                 vp=score.vp, detail=detail)
    return _("{district} district: {name} leads ({detail})", district=district, name=names[score.winner],
             detail=detail)
