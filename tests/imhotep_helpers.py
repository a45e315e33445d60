"""Setting up Imhotep situations for the rule tests: a new game whose state is then arranged by
hand (ships, sleds, sites, market), and the actions a player takes."""
from __future__ import annotations

from game.core.actions import Action, IllegalAction
from game.core.tasks import task
from game.imhotep.rules import Game, GameConfig
from game.imhotep.rules.catalog import SITES
from game.imhotep.rules.state import EMPTY, Ship
from game.imhotep.rules.turn import turn_actions


def config(players: int, seed: int = 1, sides: str = "AAAAA", wrath: bool = False) -> GameConfig:
    """A game's settings, ``sides`` the side of each site in the order of ``SITES`` ("ABAAB")."""
    return GameConfig(players=players, seed=seed, pharaohs_wrath=wrath,
                      **{f"{site}_side": side for site, side in zip(SITES, sides, strict=True)})


def new(players: int, seed: int = 1, sides: str = "AAAAA", wrath: bool = False) -> Game:
    return Game.new(config(players, seed, sides, wrath))


def arrange(game: Game, *, ships: list[list[int]] | None = None, sleds: list[int] | None = None,
            offer: list[str] | None = None, face_down: list[str] | None = None, pile: list[str] | None = None,
            turn: int | None = None) -> Game:
    """Give the round these ships (each a list of owners from the bow, -1 for an empty space),
    the players these sleds, the Market these face-up cards (and, B side, face-down ones), the
    draw pile these cards on top (the last one first), and ``turn`` the turn."""
    state = game.state
    if ships is not None:
        state.ships = [Ship(len(spaces), game.catalog.minimum(len(spaces)), list(spaces)) for spaces in ships]
    if sleds is not None:
        for player, sled in zip(state.players, sleds, strict=True):
            player.quarry += player.sled - sled
            player.sled = sled
    if offer is not None:   # (the cards it replaces go to the bottom of the pile)
        state.draw_pile[:0] = state.offer
        for card in offer:
            state.draw_pile.remove(card)
        state.offer = list(offer)
    if face_down is not None:
        state.draw_pile[:0] = state.face_down
        for card in face_down:
            state.draw_pile.remove(card)
        state.face_down = list(face_down)
    if pile is not None:
        for card in pile:
            state.draw_pile.remove(card)
        state.draw_pile += pile
    if turn is not None:
        state.stack = [task("turn", turn)]
    game.forget_legal_actions()
    return game


def act(game: Game, kind: str, **args: object) -> list[dict]:
    return game.apply(Action.make(kind, **args))


def legal(game: Game, kind: str, **args: object) -> bool:
    return Action.make(kind, **args) in game.legal_actions()


def illegal(game: Game, kind: str, **args: object) -> None:
    """The action is refused and the game is unchanged."""
    before = game.to_json()
    try:
        game.apply(Action.make(kind, **args))
    except IllegalAction:
        assert game.to_json() == before
        return
    raise AssertionError(f"{kind} {args} was accepted")


def site(game: Game, site_id: str) -> list[int]:
    return next(s for s in game.state.sites if s.id == site_id).stones


def put_at(game: Game, site_id: str, stones: list[int], places: list[int] | None = None) -> None:
    """Stones already built at a site (taken from their owners' quarries); on the B Pyramids,
    ``places`` says on which pyramid each one stands."""
    for owner in stones:
        game.state.players[owner].quarry -= 1
    site(game, site_id).extend(stones)
    if places is not None:
        next(s for s in game.state.sites if s.id == site_id).places.extend(places)


def points(game: Game, reason: str) -> list[int]:
    """Each player's points booked under ``reason`` (a site or card) so far."""
    return [player.points.get(reason, 0) for player in game.state.players]


def dock_all_but(game: Game, waiting: int, taken: tuple[str, ...] = ()) -> None:
    """Every ship but ``waiting`` has sailed (to the sites other than ``taken``'s complement)."""
    free = [s for s in SITES if s not in taken]
    for index, ship in enumerate(game.state.ships):
        if index != waiting:
            ship.spaces = [EMPTY] * ship.capacity
            ship.site = free.pop()
    game.forget_legal_actions()


def last_round(game: Game) -> None:
    game.state.round = game.catalog.rounds
    game.state.round_deck = []


def end_round(game: Game, seat: int) -> list[dict]:
    """``seat`` sails the round's last ship, a 1-ship carrying their stone, to the Market (which
    offers nothing, face up or down): nothing at any building site changes and the round ends."""
    arrange(game, ships=[[seat], [EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY] * 4], offer=[], face_down=[],
            turn=seat)
    game.state.players[seat].quarry -= 1   # the stone on the ship
    dock_all_but(game, 0, taken=("market",))
    return act(game, "sail", ship=0, site="market")


def can_act(game: Game, seat: int) -> bool:
    return bool(turn_actions(game, seat))
