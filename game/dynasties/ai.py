"""What a position of "Dynasties" is worth, for the computer players (the game's ``AiHints``).

``game.ai`` searches; this module judges. A player's worth adds up, in VP, what the final
scoring would give now and what will still turn into VP:

- the Caste VP and Bread VP of the Dynasty, with the cards under the Scribes counted in it
  (they join it at the end);
- the Majority VP it can expect at the end (:class:`Outlook`): for each caste, the odds that it
  alone will have most cards of it, from its Dynasty, a share of its hand and the cards of the
  caste still to come;
- what the Afterlife card would add now (a season card doubling the best majority held; the
  best of the cards a Priest just drew), and the promise of holding one while turns remain;
- deben: 1 VP per 3 at the end, and more while there are turns left to spend them (bread, a
  second card, a Priest);
- the hand: the Caste VP of its best cards, one card per Dynasty phase still to come
  (:func:`plays_left`, from the caste deck and the turn order), and those turns themselves
  (each plays a card, and the Forum refills the hand);
- for the next player to take from the Forum, the best card there; the dice still in play
  before a player's Dynasty phase this round (the Noble's, Merchant's and Priest's fuel);
  Farmers a Soldier could take; the Pharaoh's reroll for each turn to come.

In Memphis and Thebes the silent player Heliopolis is judged like a player (it can win, D10),
with the bread it puts out at the end and the cards its priority will take from the Forum.

The weights are data (data/dynasties_ai.yaml), tuned by self-play (``python -m
game.tools.tune_ai --game dynasties``), and a level may have its own. A seat's value is its
worth minus the others' (the best and the mean of the others, half and half), so hurting a
rival counts as much as helping oneself; easy and medium count only their own worth (the
weights file's ``search`` section: they build their own dynasty, only hard plays against the
others), less Heliopolis's in Memphis and Thebes (it wins when no player beats it). A finished
game is judged by its final scores, at every level.

The evaluation reads the game it is given, which for a computer player is always a
determinized copy: the others' hands (but for what everyone saw them take), the cards under
their Scribes and their Afterlife cards are guesses drawn from the unseen cards.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.core import weights as ai_weights
from game.core.resources import shipped
from game.dynasties.rules import Game, dice, heliopolis
from game.dynasties.rules.catalog import CASTES, LADDER, Catalog
from game.dynasties.rules.state import NO_CARD, Player

WEIGHT_NAMES = ("castes", "bread", "odds", "afterlife", "afterlife_held", "deben", "deben_spare",
                "hand", "turns", "forum", "dice", "exposed", "pharaoh", "heliopolis")
WEIGHTS_FILE = "dynasties_ai.yaml"   # in the shipped data folder; game.tools.tune_ai rewrites it
INDEX = LADDER   # a caste's place in the tables (ladder order)
#: Deben a player can put to use in one turn, about (3 bread tokens at 1-2 deben, a second card,
#: a Priest): what it holds beyond that for the turns to come only counts at 1 VP per 3.
DEBEN_PER_TURN = 5
#: The odds of a majority (:class:`Outlook`): the share of a hand's cards counted as good as
#: played (all of them will not be), and how far the cards still to be played may move a lead.
HAND_SHARE = 0.6
SPREAD = 0.6
LAST_SPREAD = 0.1   # with nothing left to play: a lead of 1 wins, a tie does not
#: Of Heliopolis's turns after the next, the share in which the Forum offers the caste it has most of.
HELIOPOLIS_SHARE = 0.6
#: Tasks of a turn still to come while they wait on the stack: its card is not played yet, or
#: its Rebirth phase (which draws from the caste deck) is not over.
PLAY_TASKS = frozenset({"dynasty", "pharaoh", "play", "heliopolis_dynasty"})
REBIRTH_TASKS = frozenset({"rebirth", "artisan", "give_start", "give", "take_start", "take", "rebirth_draws"})


@dataclass(frozen=True)
class DynastiesAi(ai_weights.WeightedHints):
    """The evaluation with its weights (``weights[name]`` for each of ``WEIGHT_NAMES``), the
    weights of the levels that have their own, and its search settings."""

    def evaluate(self, game: Game, seat: int) -> float:
        if game.is_over:
            totals = [entry["total"] for entry in game.scores()]
            return totals[seat] - max(total for other, total in enumerate(totals) if other != seat)
        worth = self.worths(game)
        value = self.lead(worth, seat)
        if game.heliopolis >= 0 and self.rivals < 1:
            # Heliopolis wins when no player beats it: a level that leaves the others alone still
            # plays against it (its regard for the others goes to Heliopolis alone)
            value -= (1 - self.rivals) * worth[game.heliopolis]
        return value

    def worths(self, game: Game) -> list[float]:
        """Each seat's worth (Heliopolis's included): its features weighted, in VP."""
        return [sum(self.weights[name] * value for name, value in found.items()) for found in features(game)]


# ------------------------------------------------------------------------------ the features
@dataclass(frozen=True)
class Tables:
    """The catalog's numbers by caste, in ladder order (``CASTES``)."""

    count: tuple[int, ...]          # cards of the caste in the game
    caste_vp: tuple[int, ...]
    majority_vp: tuple[int, ...]
    bread_vp: tuple[int, ...]

    @staticmethod
    def of(catalog: Catalog) -> "Tables":
        castes = [catalog.castes[caste] for caste in CASTES]
        return Tables(tuple(c.count for c in castes), tuple(c.caste_vp for c in castes),
                      tuple(c.majority_vp for c in castes), tuple(c.bread_vp for c in castes))


_tables_of: list[tuple[Catalog, Tables]] = []


def _tables(catalog: Catalog) -> Tables:
    """The tables of ``catalog``, made once (the rules always read the same catalog)."""
    if not _tables_of or _tables_of[0][0] is not catalog:
        _tables_of[:] = [(catalog, Tables.of(catalog))]
    return _tables_of[0][1]


def features(game: Game) -> list[dict[str, float]]:
    """The value of each feature for every seat (Heliopolis's included), in VP before weighting."""
    state, catalog = game.state, game.catalog
    tables = _tables(catalog)
    counts = [final_counts(player) for player in state.players]
    leaders = _leaders(counts)
    plays = plays_left(game)
    before_my_play = _to_play_this_round(game)
    taker = next_taker(game)
    in_play = dice.total(state.dice)
    outlook = Outlook.of(game, counts, plays, taker, tables)
    found = []
    for seat, player in enumerate(state.players):
        f = dict.fromkeys(WEIGHT_NAMES, 0.0)
        f["castes"] = sum(n * vp for n, vp in zip(counts[seat], tables.caste_vp))
        f["bread"] = sum(player.bread[caste] * vp for caste, vp in zip(CASTES, tables.bread_vp))
        f["odds"] = outlook.odds[seat]
        f["afterlife"] = afterlife_now(game, seat, counts, leaders)
        f["deben"] = player.deben / catalog.deben_per_vp
        if seat == game.heliopolis:
            f["castes"] += player.dynasty["merchant"] * catalog.memphis.heliopolis_merchant_vp
            f["bread"] += heliopolis_bread(game, tables, counts[seat])
            f["heliopolis"] = heliopolis_growth(game, tables, counts[seat], outlook.expected[seat])
        if plays[seat] and seat != game.heliopolis:   # it has no hand, no deben, no ability
            f["afterlife_held"] = 1.0 if player.afterlife != NO_CARD or player.drawn else 0.0
            f["deben_spare"] = min(player.deben, DEBEN_PER_TURN * plays[seat])
            f["hand"] = hand_value(player.hand, plays[seat], tables)
            f["turns"] = plays[seat]
            f["pharaoh"] = plays[seat] if player.dynasty["pharaoh"] else 0
            f["exposed"] = -_exposed(game, seat)
        if taker is not None and seat == taker and seat != game.heliopolis:
            f["forum"] = max((tables.caste_vp[INDEX[caste]] + outlook.gain(seat, INDEX[caste])
                              for caste in set(state.forum)), default=0.0)
        if seat in before_my_play and seat != game.heliopolis:
            f["dice"] = in_play
        found.append(f)
    return found


def final_counts(player: Player) -> list[int]:
    """The cards of each caste (ladder order) the Dynasty will have at the end: those in it and
    those under its Scribes."""
    counts = [player.dynasty[caste] for caste in CASTES]
    for caste in player.scribed:
        counts[INDEX[caste]] += 1
    return counts


def _leaders(counts: Sequence[Sequence[int]]) -> list[int | None]:
    """Each caste's sole leader (strictly more cards than every other seat), or None."""
    found: list[int | None] = []
    for column in zip(*counts):
        most = max(column)
        found.append(column.index(most) if most and column.count(most) == 1 else None)
    return found


def hand_value(hand: Sequence[str], plays: int, tables: Tables) -> float:
    """The Caste VP of the best ``plays`` cards of ``hand`` (one card per Dynasty phase to come;
    what they do for the majorities is in :class:`Outlook`)."""
    return sum(sorted((tables.caste_vp[INDEX[caste]] for caste in hand), reverse=True)[:plays])


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class Outlook:
    """What each seat's Dynasty may hold at the end, caste by caste, and how sure that is: the
    cards it has, a share of those in its hand (``HAND_SHARE``, as far as its turns to come allow;
    Heliopolis: the cards it will take, :func:`heliopolis_takes`), blurred by the cards of the
    caste still to come (in the deck, the Forum, the hands), as many as the turns left will play
    of them (``SPREAD``). From these, each seat's odds of having most cards of a caste alone."""

    def __init__(self, expected: list[list[float]], spread: list[float], majority_vp: Sequence[int]) -> None:
        self.expected = expected        # per seat, per caste (ladder order): the cards it is expected to have
        self.spread = spread            # per caste
        self.majority_vp = majority_vp
        seats = range(len(expected))
        #: per seat, per caste: the most cards any other seat is expected to have
        self.rivals = [[0.0] * len(spread) for _ in seats]
        #: per seat: its expected Majority VP at the end
        self.odds = [0.0] * len(expected)
        for i, (column, vp, blur) in enumerate(zip(zip(*expected), majority_vp, spread)):
            first = max(seats, key=column.__getitem__)
            second = max((n for seat, n in enumerate(column) if seat != first), default=0.0)
            for seat in seats:
                rival = second if seat == first else column[first]
                self.rivals[seat][i] = rival
                self.odds[seat] += vp * _sigmoid((column[seat] - rival - 0.5) / blur)

    @staticmethod
    def of(game: Game, counts: Sequence[Sequence[int]], plays: Sequence[int], taker: int | None,
           tables: Tables) -> "Outlook":
        state = game.state
        free = [total - sum(column) for total, column in zip(tables.count, zip(*counts))]
        for caste in state.discard:
            free[INDEX[caste]] -= 1
        expected = []
        for seat, player in enumerate(state.players):
            row = [float(n) for n in counts[seat]]
            if seat == game.heliopolis:
                heliopolis_takes(game, row, free, plays[seat], taker == seat, tables)
            elif player.hand and plays[seat]:
                share = HAND_SHARE * min(1.0, plays[seat] / len(player.hand))
                for caste in player.hand:
                    row[INDEX[caste]] += share
            expected.append(row)
        played = min(1.0, sum(plays) / max(1, sum(free)))   # the share of the cards to come that will be played
        return Outlook(expected, [SPREAD * math.sqrt(played * max(0, n)) + LAST_SPREAD for n in free],
                       tables.majority_vp)

    def _chance(self, seat: int, i: int, more: float = 0.0) -> float:
        """The odds that ``seat`` alone has most cards of caste ``i`` at the end (with ``more``)."""
        return _sigmoid((self.expected[seat][i] + more - self.rivals[seat][i] - 0.5) / self.spread[i])

    def gain(self, seat: int, i: int) -> float:
        """What one more card of caste ``i`` adds to the seat's expected Majority VP."""
        return self.majority_vp[i] * (self._chance(seat, i, 1.0) - self._chance(seat, i))


def afterlife_now(game: Game, seat: int, counts: Sequence[Sequence[int]], leaders: Sequence[int | None]) -> float:
    """What the seat's Afterlife card would add if the game ended now (RULES §8); with cards just
    drawn by a Priest, the best of them and the card held (the player keeps one)."""
    player = game.state.players[seat]
    cards = [card for card in (player.afterlife, *player.drawn) if card != NO_CARD]
    return max((afterlife_points(game, seat, card, counts, leaders) for card in cards), default=0.0)


def afterlife_points(game: Game, seat: int, card: str, counts: Sequence[Sequence[int]],
                     leaders: Sequence[int | None]) -> int:
    """What ``card`` would add to ``seat``'s score now, with the cards under the Scribes counted
    (``counts``, ``leaders``: :func:`final_counts`, :func:`_leaders`), a season card doubling the
    best majority the seat leads alone."""
    catalog, state = game.catalog, game.state
    effect = catalog.afterlife[card].effect
    params, mine = effect.params, counts[seat]
    others = [other for other in range(len(state.players)) if other != seat]
    if effect.kind == "double_majority":
        return max((catalog.castes[c].majority_vp for i, c in enumerate(CASTES) if leaders[i] == seat), default=0)
    if effect.kind == "caste_sets":
        return params["vp"] * min(mine[INDEX[caste]] for caste in params["castes"])
    if effect.kind == "guarded_double":
        guarded, caste = mine[INDEX[params["guarded"]]], mine[INDEX[params["caste"]]]
        return caste * catalog.castes[params["caste"]].caste_vp if caste >= guarded else 0
    if effect.kind == "deben_rate":
        deben = state.players[seat].deben
        return deben // params["deben_per_vp"] - deben // catalog.deben_per_vp
    if effect.kind == "most_bread":
        bread = [sum(player.bread.values()) for player in state.players]
        return params["vp"] if all(bread[seat] > bread[other] for other in others) else 0
    if effect.kind == "most_castes":
        kinds = [sum(1 for n in seat_counts if n) for seat_counts in counts]
        return params["vp"] if all(kinds[seat] > kinds[other] for other in others) else 0
    raise ValueError(f"unknown Afterlife effect {effect.kind!r}")


def heliopolis_takes(game: Game, row: list[float], free: Sequence[int], plays: int, next_to_take: bool,
                     tables: Tables) -> None:
    """Add to ``row`` (Heliopolis's cards, per caste) the cards it will take: in its next turn, the
    Forum card its priority takes now (RULES §11.2; a tie shared out) — all of it if that turn
    comes next, ``HELIOPOLIS_SHARE`` of it if a player takes from the Forum before; in each later
    turn, ``HELIOPOLIS_SHARE`` of a card of the caste it has most of (its priority's first rule),
    as far as cards of it are still to come."""
    if not plays:
        return
    choices = heliopolis.choices(game)
    for caste in choices:
        row[INDEX[caste]] += (1.0 if next_to_take else HELIOPOLIS_SHARE) / len(choices)
    plays -= 1
    open_castes = [i for i, n in enumerate(free) if n > 0 and row[i]]
    if plays and open_castes:
        top = max(open_castes, key=lambda i: (row[i], tables.caste_vp[i]))
        row[top] += min(free[top], HELIOPOLIS_SHARE * plays)


def heliopolis_bread(game: Game, tables: Tables, row: Sequence[float]) -> float:
    """The Bread VP the tokens Heliopolis puts out at the end will add, with ``row`` its cards per
    caste: 2 per Baker, one per card, on its cards with the highest Bread VP, as far as the supply
    goes (RULES §11.2)."""
    state = game.state
    player = state.players[game.heliopolis]
    tokens = min(game.catalog.memphis.heliopolis_bread_per_baker * row[INDEX["baker"]], state.bread_supply)
    total = 0.0
    for i in sorted(range(len(CASTES)), key=lambda i: -tables.bread_vp[i]):
        placed = min(tokens, max(0.0, row[i] - player.bread[CASTES[i]]))
        total += placed * tables.bread_vp[i]
        tokens -= placed
    return total


def heliopolis_growth(game: Game, tables: Tables, now: Sequence[int], ahead: Sequence[float]) -> float:
    """What the cards Heliopolis will take (``ahead`` less ``now``, per caste) add to its Caste VP,
    its Merchants' VP and its bread at the end."""
    merchant_vp = game.catalog.memphis.heliopolis_merchant_vp
    def worth(row: Sequence[float]) -> float:
        return (sum(n * vp for n, vp in zip(row, tables.caste_vp)) + merchant_vp * row[INDEX["merchant"]]
                + heliopolis_bread(game, tables, row))
    return worth(ahead) - worth(now)


def _exposed(game: Game, seat: int) -> int:
    """The seat's Farmers beyond what its Soldiers protect (2 each); none for Heliopolis."""
    if seat == game.heliopolis:
        return 0
    dynasty = game.state.players[seat].dynasty
    return max(0, dynasty["farmer"] - game.catalog.abilities.soldier_guards * dynasty["soldier"])


# ------------------------------------------------------------------------------ the tempo
def _pending(game: Game) -> set[str]:
    """The kinds of the tasks of the current turn's player still on the stack."""
    state = game.state
    return {t["kind"] for t in state.stack if t["player"] == state.turn_player}


def _draws_per_turn(game: Game) -> int:
    """Caste cards a turn takes from the deck, about: the card fed to the Forum (2 in Rise of Aten)."""
    catalog = game.catalog
    return max(1, catalog.aten.forum_draw if game.config.variant == "aten" else catalog.turn.feed)


def _round_order(game: Game, start: int) -> list[int]:
    people = game.people()
    first = people.index(start)
    return people[first:] + people[:first] + ([game.heliopolis] if game.heliopolis >= 0 else [])


def plays_left(game: Game) -> list[int]:
    """How many Dynasty phases each seat still plays, the current one included if its card is
    not played yet: the turns to come in order, each taking cards from the deck, until the deck
    is empty at the start of a turn and the rest of that round is played (RULES §9)."""
    state = game.state
    plays = [0] * len(state.players)
    if state.over or state.turn_player not in state.order:
        return plays
    per_turn, deck, final = _draws_per_turn(game), len(state.deck), state.final_round
    pending = _pending(game)
    if pending & PLAY_TASKS:
        plays[state.turn_player] += 1
    if pending & REBIRTH_TASKS:
        deck -= per_turn
    rest = state.order[state.order.index(state.turn_player) + 1:]
    start = state.start_player
    people = game.people()
    while True:
        for seat in rest:
            final = final or deck <= 0
            plays[seat] += 1
            if not final:
                deck -= per_turn
        if final:
            return plays
        start = people[(people.index(start) + 1) % len(people)]
        rest = _round_order(game, start)


def _to_play_this_round(game: Game) -> set[int]:
    """The seats whose Dynasty phase of this round is still to come (they play on these dice)."""
    state = game.state
    if state.over or state.turn_player not in state.order:
        return set()
    index = state.order.index(state.turn_player)
    found = set(state.order[index + 1:])
    if _pending(game) & PLAY_TASKS:
        found.add(state.turn_player)
    return found


def next_taker(game: Game) -> int | None:
    """The seat of the next turn, which takes from the Forum as the current turn leaves it
    (Heliopolis in its Dynasty phase, a player in its Rebirth phase); None once nobody will take
    again. The current player's own taking is not counted: its search plays it out."""
    state = game.state
    if state.over or state.turn_player not in state.order:
        return None
    index = state.order.index(state.turn_player)
    if index + 1 < len(state.order):
        upcoming = state.order[index + 1]
    elif state.final_round:
        return None
    else:
        people = game.people()
        upcoming = people[(people.index(state.start_player) + 1) % len(people)]
    if (state.final_round or not state.deck) and upcoming != game.heliopolis:
        return None   # the last round has Dynasty phases only
    return upcoming


@functools.cache
def hints(data_dir: Path | None = None) -> DynastiesAi:
    """The evaluation with the shipped (tuned) weights."""
    return DynastiesAi.load((data_dir or shipped("data")) / WEIGHTS_FILE, WEIGHT_NAMES)
