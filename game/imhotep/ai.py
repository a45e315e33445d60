"""What a position of Imhotep is worth, for the computer players (the game's ``AiHints``).

``game.ai`` searches; this module judges. A player's worth adds up what will turn into points:
the points on the track, what the end-of-game sites would pay if the game ended now (the
Burial Chamber's groups or row majorities, the A Obelisk's ranks, a B obelisk half built), the
Temple's next scoring, the cards kept, the stones on the sled and on the ships waiting to sail,
and Pharaoh's Wrath looming over a site never built on. The weights are data
(data/imhotep_ai.yaml). A seat's value is its worth minus the others' (the best and the mean of
the others, half and half), so hurting a rival counts as much as helping oneself.

A turn of Imhotep is one small action, and no decision is wide (some thirty options at most:
a stone on one of a dozen ship spaces, a ship to one of five sites), so the search needs no
grouping of options. But a ship that sails hands the decisions of its unloading to the stones'
owners (a market card, a pyramid, a bonus): the search stops at the first of them, with the
rest of the ship still to unload. The evaluation therefore first *settles* such a position:
each pending choice of an unloading or of the Temple's bonuses is made greedily by the player
it belongs to (the best of the options judged one step ahead), up to the next turn.

The evaluation reads the game it is given, which for a computer player is always a
determinized copy: the market pile and the round cards in it are guesses drawn from the unseen.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from game.core import weights as ai_weights
from game.core.resources import shipped
from game.imhotep.rules import Game, scoring, sites
from game.imhotep.rules.catalog import BUILDING_SITES, SITES
from game.imhotep.rules.state import BESIDE, EMPTY

WEIGHT_NAMES = ("vp", "burial", "obelisk", "temple", "cards", "tools", "sled", "on_ships", "ship_best",
                "ship_mean", "wrath")
WEIGHTS_FILE = "imhotep_ai.yaml"   # in the shipped data folder
#: Decisions that belong to a turn: the search plays them; any other is settled (module docstring).
TURN_DECISIONS = frozenset({"turn"})
#: A settling longer than this is cut (a safeguard: an unloading asks at most a few questions).
SETTLE_STEPS = 40
#: What a B-Temple column's bonus is worth at the next round end, in points (a card: about 1.5).
TEMPLE_B_VALUE = {"choice": 1.0, "points": 2.0, "card": 1.5}
#: What a market card is worth, about, to the owner of a stone unloaded at the Market.
CARD_VALUE = 2.0
#: What a B-Pyramid bonus is worth besides its point, about.
PYRAMID_BONUS_VALUE = 1.0


@dataclass(frozen=True)
class ImhotepAi(ai_weights.WeightedHints):
    """Imhotep's evaluation with its weights (``weights[name]`` for each of ``WEIGHT_NAMES``), the
    weights of the levels that have their own (none yet: the levels differ in how they search),
    and its search settings."""

    def evaluate(self, game: Game, seat: int) -> float:
        return self.judge(settle(game, self), seat)

    def judge(self, game: Game, seat: int) -> float:
        """The value of ``game`` as it stands, for ``seat`` (no settling)."""
        if game.is_over:
            totals = [entry["total"] for entry in game.scores()]
            others = [t for i, t in enumerate(totals) if i != seat]
            return totals[seat] - max(others)
        return self.lead([sum(self.weights[name] * value for name, value in found.items())
                          for found in features(game)], seat)


def features(game: Game) -> list[dict[str, float]]:
    """The value of each feature, for each player."""
    state, catalog = game.state, game.catalog
    rounds_left = catalog.rounds - state.round + 1   # this one included
    burial = sites.burial_points(state, catalog)
    obelisk = _obelisk(game)
    temple = _temple(game)
    gains = ship_gains(game)
    found = []
    for seat, player in enumerate(state.players):
        cards = scoring.card_points(state, catalog, seat)
        tools = cards.pop(scoring.TOOLS, 0)
        mine = [[gain[seat] for gain in ship.values()] for ship in gains]
        missing = len(sites.missing_sites(state, seat)) if state.config.pharaohs_wrath else 0
        found.append({
            "vp": scoring.total(state, seat),
            "burial": burial[seat],
            "obelisk": obelisk[seat],
            "temple": temple[seat],
            "cards": sum(cards.values()),
            "tools": tools,
            "sled": player.sled * rounds_left / catalog.rounds,
            "on_ships": sum(ship.spaces.count(seat) for ship in state.ships if not ship.site),
            "ship_best": sum(max(ship) for ship in mine),
            "ship_mean": sum(sum(ship) / len(ship) for ship in mine),
            "wrath": -catalog.wrath_penalty * missing / len(BUILDING_SITES),
        })
    return found


def _obelisk(game: Game) -> list[float]:
    """The A Obelisk's rank points now; on the B side, the share of the next obelisk built."""
    state, catalog = game.state, game.catalog
    if not sites.is_b(state, "obelisk"):
        return [float(points) for points in sites.obelisk_points(state, catalog)]
    size = catalog.side("obelisk", "B").stones
    following = sites.obelisk_value(catalog, len(sites.obelisks(state, catalog)))
    return [height % size / size * following for height in sites.obelisk_heights(state)]


def _temple(game: Game) -> list[float]:
    """What the Temple would give each player at the end of this round as it stands."""
    state, catalog = game.state, game.catalog
    if not sites.is_b(state, "temple"):
        return [float(points) for points in sites.temple_points(state, catalog)]
    worth = [0.0] * len(state.players)
    for _, owner, bonus in sites.temple_bonuses(state, catalog):
        worth[owner] += TEMPLE_B_VALUE[bonus]
    return worth


# ------------------------------------------------------------------------------ the waiting ships
def ship_gains(game: Game) -> list[dict[str, list[float]]]:
    """For each ship waiting with stones on it: what it would bring each player at each free
    site, as the site stands (the Market: a card per stone while cards last)."""
    state = game.state
    free = [site for site in SITES if site not in {ship.site for ship in state.ships}]
    found: list[dict[str, list[float]]] = []
    now: dict[str, list[float]] = {}   # each site's worth as it stands, judged once for every ship
    for ship in state.ships:
        owners = [owner for owner in ship.spaces if owner != EMPTY]
        if ship.site or not owners:
            continue
        found.append({site: _delivery(game, site, owners, now) for site in free})
    return found


def _delivery(game: Game, site_id: str, owners: list[int], now: dict[str, list[float]]) -> list[float]:
    """What stones of ``owners`` (in unloading order) delivered to ``site_id`` would bring each
    player, as the site's worth before and after (the site is left as it was; ``now`` keeps the
    worth before of each site judged)."""
    state = game.state
    gains = [0.0] * len(state.players)
    if site_id == "market":
        cards = len(state.offer) + (1 if state.face_down else 0)
        for owner in owners[:cards]:
            gains[owner] += CARD_VALUE
        return gains
    site = sites.site_of(state, site_id)
    before = now.get(site_id)
    if before is None:
        before = now[site_id] = _site_worth(game, site_id)
    stones, places = len(site.stones), len(site.places)
    try:
        for owner in owners:
            _put(game, site_id, owner)
        after = _site_worth(game, site_id)
    finally:
        del site.stones[stones:], site.places[places:]
    return [a - b for a, b in zip(after, before)]


def _put(game: Game, site_id: str, owner: int) -> None:
    """A stone of ``owner`` at the site, for :func:`_delivery` (on the B Pyramids, on the pyramid
    whose next space is worth most)."""
    state, catalog = game.state, game.catalog
    site = sites.site_of(state, site_id)
    site.stones.append(owner)
    if site_id == "pyramid" and site.side == "B":
        open_ = sites.open_pyramids(state, catalog)
        site.places.append(max(open_, key=lambda p: _space_worth(game, p)) if open_ else BESIDE)


def _space_worth(game: Game, pyramid: int) -> float:
    space = sites.next_pyramid_space(game.state, game.catalog, pyramid)
    return space.points + (PYRAMID_BONUS_VALUE if space.bonus else 0.0)


def _site_worth(game: Game, site_id: str) -> list[float]:
    """What the stones at a building site are worth to each player: the points the Pyramid gave
    them, what the Temple gives at the round's end, what the Burial Chamber and the Obelisk
    would give at the game's end (on the B side: the obelisks raised and the share of the next)."""
    state, catalog = game.state, game.catalog
    seats = range(len(state.players))
    site = sites.site_of(state, site_id)
    if site_id == "pyramid":
        worth = [0.0 for _ in seats]
        if site.side == "A":
            rules = catalog.side("pyramid", "A")
            for index, owner in enumerate(site.stones):
                worth[owner] += rules.points[index] if index < len(rules.points) else rules.beyond
            return worth
        rules = catalog.side("pyramid", "B")
        heights = [0] * len(rules.pyramids)
        for owner, pyramid in zip(site.stones, site.places):
            if pyramid == BESIDE:
                worth[owner] += rules.beyond
                continue
            space = rules.pyramids[pyramid][heights[pyramid]]
            heights[pyramid] += 1
            worth[owner] += space.points + (PYRAMID_BONUS_VALUE if space.bonus else 0.0)
        return worth
    if site_id == "temple":
        return _temple(game)
    if site_id == "burial_chamber":
        return [float(points) for points in sites.burial_points(state, catalog)]
    if site.side == "A":
        return [float(points) for points in sites.obelisk_points(state, catalog)]
    worth = _obelisk(game)
    for number, owner in enumerate(sites.obelisks(state, catalog)):
        worth[owner] += sites.obelisk_value(catalog, number)
    return worth


# ------------------------------------------------------------------------------ settling
def settle(game: Game, hints: ImhotepAi) -> Game:
    """``game`` with the pending choices of an unloading or a round's end made, each by its own
    player, greedily (the module docstring): ``game`` itself when none is pending."""
    decision = game.decision
    if decision is None or decision.kind in TURN_DECISIONS:
        return game
    world = game.quiet_copy()
    for _ in range(SETTLE_STEPS):
        decision = world.decision
        if decision is None or decision.kind in TURN_DECISIONS:
            break
        best, best_value = None, float("-inf")
        for action in world.legal_actions():
            child = world.quiet_copy()
            child.apply(action)
            value = hints.judge(child, decision.player)
            if value > best_value:
                best, best_value = child, value
        world = best
    return world


@functools.cache
def hints(data_dir: Path | None = None) -> ImhotepAi:
    """Imhotep's evaluation with the shipped weights."""
    return ImhotepAi.load((data_dir or shipped("data")) / WEIGHTS_FILE, WEIGHT_NAMES)
