"""What one player may see: the state without other players' decrees, deck orders,
the pillar stack order, the contents of pending private decisions — or the seed and the
random generator's state, from which every hidden card and future draw follows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.serial import to_data

from . import maat, ops, payment, scoring, temple, wheel, why_not

if TYPE_CHECKING:
    from .game import Game


#: What no view holds, not even converted: the random generator, and the pending tasks (the
#: private ones too; the deciding player gets its own decision's details below).
HIDDEN = frozenset({"rng", "stack"})


def player_view(game: "Game", seat: int) -> dict[str, Any]:
    """``seat`` -1 gives the public view (every decree hidden until they are all revealed at
    the end of the game), e.g. for a shared screen.

    Besides the state, the view carries what the rules derive from it for display:
    ``wheel`` (the arrow's section, each section's god and lighting) and ``die_states``
    (die id -> pure/tainted/forbidden for every die on the wheel), ``scales`` (each player's
    balance as the next Maat phase would count it), ``maat_vp_loss`` (the VP that balance would
    cost then, before faith) and ``market_reach`` (the highest market
    section each player's happiness opens), so that a client never has to recompute a rule.
    What the rules can explain about the player's choices in words is asked separately
    (:func:`explanations`): a search reads views by the thousand and needs none of it.
    """
    data = to_data(game.state, omit=HIDDEN)
    sections = range(len(game.board.gods))
    data["wheel"] = {
        "arrow": wheel.arrow(game),
        "gods": [wheel.god_of(game, s) for s in sections],
        "lighting": [wheel.lighting(game, s) for s in sections],
    }
    data["scales"] = [maat.balance(game, seat) for seat in range(len(game.state.players))]
    # what the next Maat phase would cost each player at that balance, before any faith
    data["maat_vp_loss"] = [0 if p.is_automa else maat.vp_loss(game, balance)
                            for p, balance in zip(game.state.players, data["scales"])]
    data["market_reach"] = [ops.accessible_sections(game, p.happiness) for p in game.state.players]
    data["die_states"] = {str(die): state for die, state in wheel.die_states(game).items()}
    decision = game.decision
    revealed = game.state.phase in ("final", "over")   # every decree is shown at the end
    for index, p in enumerate(data["players"]):
        if index != seat and not revealed:
            p["decrees"] = len(p["decrees"])
    board = data["board"]
    board["decks"] = {kind: len(cards) for kind, cards in board["decks"].items()}
    board["pillar_stack"] = len(board["pillar_stack"])
    board["bag"] = len(board["bag"])
    data["rng"] = None   # with the seed below: every hidden card and future draw follows from them
    if game.state.phase != "over":   # shown at the end, so that anyone can replay the game
        data["config"]["seed"] = None
    data["stack"] = []
    data["decision"] = None if decision is None else {
        "player": decision.player, "kind": decision.kind, "prompt": decision.prompt,
    }
    if decision is not None and decision.player == seat:
        data["legal_actions"] = [a.to_dict() for a in game.legal_actions()]
        # what the decision is about (e.g. the Osiris row the die chose), for its own player only
        top = game.state.stack[-1]
        data["decision"]["details"] = {k: v for k, v in top.items() if k not in ("kind", "player")}
    return data


def explanations(game: "Game", seat: int) -> dict[str, Any]:
    """What the rules tell ``seat`` about its choices now, for the client's words (nothing of
    it is secret from that seat; other seats get nothing):

    - during play, why it could not do some things now (see ``why_not``):
      ``god_action_obstacles`` (god -> value -> reason) and ``market_obstacles`` (section ->
      reason; for the card count of its Thoth action while it takes cards);
    - ``details`` of its own decision: ``edges`` (placement "row,col,rotation" -> matching sides
      and their VP) while it places a pillar, ``die_obstacles`` (die -> why its god action is
      out of reach) while it takes a die, ``card_use`` (option -> the cards it uses up or uses)
      while it pays.
    """
    found: dict[str, Any] = {"details": {}}
    if not 0 <= seat < len(game.state.players):
        return found
    decision = game.decision
    god_obstacles = why_not.god_action_obstacles(game, seat) if game.state.phase == "play" else None
    if god_obstacles is not None:
        found["god_action_obstacles"] = {god: {str(v): why for v, why in by_value.items()}
                                         for god, by_value in god_obstacles.items()}
        taking = decision is not None and decision.kind == "thoth_take" and decision.player == seat
        cards = game.state.stack[-1]["cards"] if taking else 1
        found["market_obstacles"] = {str(s): why for s, why in why_not.market_obstacles(game, seat, cards).items()}
    if decision is None or decision.player != seat:
        return found
    top, details = game.state.stack[-1], found["details"]
    if decision.kind == "ra_place":
        details["edges"] = _edge_matches(game, top)
    elif decision.kind == "take_die":
        details["die_obstacles"] = {str(die): why for die, why
                                    in why_not.die_obstacles(game, seat, god_obstacles).items()}
    if decision.kind in ("pay", "pay_with_card"):
        details["card_use"] = payment.card_use(game, top)
    elif decision.kind == "bread_upkeep":
        details["card_use"] = scoring.bread_card_use(game, top)
    return found


def _edge_matches(game: "Game", top: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """For each placement offered ("row,col,rotation"): the sides (0 north, clockwise) whose
    colour matches what they touch, and the VP Ra pays for them (RULES §6.2 step 2)."""
    from .gods.ra import edge_vp

    tile = game.catalog.pillars[game.state.board.ra_display[top["slot"]]]
    found = {}
    for action in game.legal_actions():
        row, col, rotation = action["row"], action["col"], action["rotation"]
        edges = temple.rotated_edges(tile.edges, rotation)
        sides = [side for side, colour in temple.facing(game, row, col) if colour == edges[side]]
        found[f"{row},{col},{rotation}"] = {"sides": sides, "vp": edge_vp(game, row, col, edges)}
    return found
