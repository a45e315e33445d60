"""Small state-changing operations shared by all rule modules.

Every gain or loss goes through here so that caps (happiness ≤ population ≤ track max,
production ≤ 6, VP ≥ 0), triggered thresholds (market sections, People-track rewards)
and events are handled in one place.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from .catalog import SPENDABLE
from .tasks import task

if TYPE_CHECKING:
    from .game import Game
    from .state import PlayerState


def player(game: "Game", seat: int) -> "PlayerState":
    return game.state.players[seat]


# --------------------------------------------------------------------- victory points
def gain_vp(game: "Game", seat: int, amount: int, reason: str) -> int:
    """Add (or, if negative, remove) VP; VP never drop below 0. Returns the change made."""
    p = player(game, seat)
    change = max(amount, -p.vp)
    if change == 0:
        return 0
    p.vp += change
    p.vp_by_reason[reason] = p.vp_by_reason.get(reason, 0) + change
    game.emit("vp", player=seat, amount=change, reason=reason, total=p.vp)
    return change


# ----------------------------------------------------------------------- gains
def gain(game: "Game", seat: int, gains: Mapping[str, int], reason: str) -> None:
    """Give a mapping of gain keys (resources, scribe, faith, vp, population, happiness)."""
    p = player(game, seat)
    for key, amount in gains.items():
        if amount <= 0:
            continue
        if key in SPENDABLE:
            if p.is_automa:
                continue
            p.resources[key] += amount
            game.emit("gain", player=seat, item=key, amount=amount, reason=reason)
        elif key == "scribe":
            p.scribes += amount
            game.emit("gain", player=seat, item="scribe", amount=amount, reason=reason)
        elif key == "faith":
            if p.is_automa:
                continue
            p.faith += amount
            game.emit("gain", player=seat, item="faith", amount=amount, reason=reason)
        elif key == "vp":
            gain_vp(game, seat, amount, reason)
        elif key == "population":
            add_population(game, seat, amount, reason)
        elif key == "happiness":
            add_happiness(game, seat, amount, reason)
        else:  # pragma: no cover - the catalog validates gain keys
            raise ValueError(f"unknown gain {key!r}")


def spend(game: "Game", seat: int, payment: Mapping[str, int], reason: str) -> None:
    p = player(game, seat)
    for key, amount in payment.items():
        if amount <= 0:
            continue
        if key == "scribe":
            p.scribes -= amount
        else:
            p.resources[key] -= amount
        if (p.scribes if key == "scribe" else p.resources[key]) < 0:
            raise RuntimeError(f"overdraft of {key} for player {seat}")
        game.emit("spend", player=seat, item=key, amount=amount, reason=reason)


# ------------------------------------------------------------------ People track
def add_population(game: "Game", seat: int, amount: int, reason: str) -> None:
    p = player(game, seat)
    before = p.population
    p.population = min(game.board.people_track.max, p.population + amount)
    if p.population != before:
        game.emit("population", player=seat, amount=p.population - before, total=p.population, reason=reason)
        open_market_sections(game, p.population)


def add_happiness(game: "Game", seat: int, amount: int, reason: str) -> None:
    """Raise happiness, capped by population; first arrivals at 16/19/21 give their rewards."""
    p = player(game, seat)
    before = p.happiness
    p.happiness = max(0, min(p.population, p.happiness + amount))
    if p.happiness == before:
        return
    game.emit("happiness", player=seat, amount=p.happiness - before, total=p.happiness, reason=reason)
    if p.is_automa:
        return
    for reward in game.board.people_track.rewards:
        if before < reward.at <= p.happiness and reward.at not in p.track_rewards:
            p.track_rewards.append(reward.at)
            game.emit("track_reward", player=seat, at=reward.at)
            if reward.gain:
                gain(game, seat, reward.gain, f"people track {reward.at}")
            if reward.free_action:
                game.push(task("free_action", seat, source=f"people track {reward.at}", free=False))


def lose_happiness(game: "Game", seat: int, amount: int, reason: str) -> None:
    p = player(game, seat)
    before = p.happiness
    p.happiness = max(0, p.happiness - amount)
    game.emit("happiness", player=seat, amount=p.happiness - before, total=p.happiness, reason=reason)


def lose_population(game: "Game", seat: int, amount: int, reason: str) -> None:
    p = player(game, seat)
    before = p.population
    p.population = max(0, p.population - amount)
    p.happiness = min(p.happiness, p.population)
    game.emit("population", player=seat, amount=p.population - before, total=p.population, reason=reason)


def symbols_reached(game: "Game", position: int) -> int:
    return sum(1 for at in game.board.people_track.symbols if position >= at)


def accessible_sections(game: "Game", happiness: int) -> int:
    """Highest market section a player with this happiness may take cards from (0 = none)."""
    best = 0
    for band in game.board.happiness_access:
        if happiness >= band.min_happiness:
            best = max(best, band.max_section)
    return best


# ------------------------------------------------------------------- production
def raise_production(game: "Game", seat: int, resource: str, amount: int, reason: str) -> None:
    p = player(game, seat)
    if p.is_automa:
        return
    before = p.production[resource]
    p.production[resource] = min(game.board.player_board.production_max, before + amount)
    if p.production[resource] != before:
        game.emit("production_raised", player=seat, resource=resource, total=p.production[resource], reason=reason)


# ------------------------------------------------------------------------ cards
def draw_card(game: "Game", deck: str) -> str | None:
    """Top card of a deck; an empty deck is first rebuilt from its shuffled discard pile."""
    board = game.state.board
    if not board.decks[deck] and board.discards[deck]:
        board.decks[deck] = board.discards[deck]
        board.discards[deck] = []
        game.state.rng.shuffle(board.decks[deck])
        game.emit("deck_reshuffled", deck=deck)
    if not board.decks[deck]:
        return None
    game.reveal()   # the deck's order was hidden
    return board.decks[deck].pop()


def card_type(card_id: str) -> str:
    return {"B": "blessing", "T": "technology", "D": "decree"}[card_id[0]]


def give_card(game: "Game", seat: int, card_id: str, reason: str) -> None:
    p = player(game, seat)
    kind = card_type(card_id)
    {"blessing": p.blessings, "technology": p.technologies, "decree": p.decrees}[kind].append(card_id)
    if kind == "decree":
        # decree ids are private: the view hides the card from other players
        game.emit("card_taken", player=seat, card=card_id, deck=kind, reason=reason, private=True)
    else:
        game.emit("card_taken", player=seat, card=card_id, deck=kind, reason=reason)


def open_market_sections(game: "Game", population: int) -> None:
    board = game.state.board
    for index, section in enumerate(game.board.market):
        threshold = section.opens_at_population
        if threshold is not None and not board.market_open[index] and population >= threshold:
            board.market_open[index] = True
            game.emit("market_opened", section=section.number)
            fill_section(game, index)


def fill_section(game: "Game", index: int) -> None:
    board = game.state.board
    slots = board.market[index]
    for slot, kind in enumerate(game.board.market[index].slots):
        if slots[slot] is None:
            slots[slot] = draw_card(game, kind)
            if slots[slot] is not None:
                game.emit("market_filled", section=index + 1, slot=slot, card=slots[slot])


def refill_market(game: "Game") -> None:
    for index, is_open in enumerate(game.state.board.market_open):
        if is_open:
            fill_section(game, index)


def resources_total(p: "PlayerState") -> int:
    return sum(p.resources[r] for r in SPENDABLE)

