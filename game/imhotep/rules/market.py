"""The market cards (RULES §12): laying them out, taking one for a stone delivered to the Market
(on the B side, or the face-down pair, one of them kept: RULES §10.1), cards drawn from the top
of the pile (the B sites' bonuses), the red cards' immediate stone, and the blue tools played as
a turn's action.

Green Decorations and purple Statues only wait for the final scoring (``scoring.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.core.text import N_
from game.imhotep.rules import sites
from game.imhotep.rules.ships import place, place_actions, sail, sail_actions
from game.imhotep.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.imhotep.rules.game import Game


# ------------------------------------------------------------------------------ the draw pile
def draw(game: Game, face_down: bool = False) -> str | None:
    """The top card of the draw pile, the discard pile shuffled into a new one when it runs
    out; None when both are empty (RULES §13.9). A card drawn face up reveals what the pile
    hid; one laid out face down (``face_down``) does not, yet."""
    state = game.state
    if not state.draw_pile and state.discard:
        state.draw_pile, state.discard = state.discard, []
        state.rng.shuffle(state.draw_pile)
        game.emit("market_reshuffled", cards=len(state.draw_pile))
    if not state.draw_pile:
        return None
    if not face_down:
        game.reveal()
    return state.draw_pile.pop()


def lay_out(game: Game) -> None:
    """The round's face-up cards on the Market (RULES §3.2), and on the B side the face-down pair."""
    rules = sites.rules_of(game.state, game.catalog, "market")
    for _ in range(rules.face_up):
        card = draw(game)
        if card is None:
            break
        game.state.offer.append(card)
    for _ in range(rules.face_down if sites.is_b(game.state, "market") else 0):
        card = draw(game, face_down=True)
        if card is None:
            break
        game.state.face_down.append(card)
    game.emit("market_laid_out", cards=list(game.state.offer), face_down=len(game.state.face_down))


def clear(game: Game) -> None:
    """Cards nobody took are discarded at the end of a round, the face-down pair too (RULES
    §6.3, A12)."""
    game.state.discard += game.state.offer + game.state.face_down
    game.state.offer = []
    game.state.face_down = []


# ------------------------------------------------------------------------------ taking a card
def _take_options(game: Game, _: Task) -> list[Action]:
    found = [Action.make("take", card=card) for card in dict.fromkeys(game.state.offer)]
    if game.state.face_down:
        found.append(Action.make("take_face_down"))
    return found


@TASKS.decision("take_card", _take_options, N_("Take a market card"), auto_single=True)
def _take_card(game: Game, t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind == "take_face_down":
        game.reveal()   # its taker looks at the pair
        game.emit("face_down_taken", player=seat, cards=len(game.state.face_down))
        game.push(task("keep_card", seat))
        return
    game.state.offer.remove(action["card"])
    gain(game, seat, action["card"], "market")


def _keep_options(game: Game, _: Task) -> list[Action]:
    return [Action.make("keep", card=card) for card in dict.fromkeys(game.state.face_down)]


@TASKS.decision("keep_card", _keep_options, N_("Keep one of the face-down cards; the other is discarded"),
                auto_single=True)
def _keep_card(game: Game, t: Task, action: Action) -> None:
    pair = game.state.face_down
    pair.remove(action["card"])
    game.state.discard += pair
    game.emit("card_discarded", player=t["player"], cards=list(pair))
    game.state.face_down = []
    gain(game, t["player"], action["card"], "face_down")


@TASKS.step("gain_top_card")
def _gain_top_card(game: Game, t: Task) -> None:
    """The top card of the draw pile for ``t["player"]`` (a B site's bonus)."""
    card = draw(game)
    if card is None:
        game.emit("no_card_left", player=t["player"])
        return
    gain(game, t["player"], card, "pile")


def gain(game: Game, seat: int, card_id: str, source: str) -> None:
    """``seat`` takes a card (from ``source``: the market's face-up cards, its face-down pair or
    the top of the pile): a red one is carried out at once and discarded, any other is kept."""
    card = game.catalog.market_cards[card_id]
    game.emit("card_taken", player=seat, card=card_id, source=source)
    if card.colour != "red":
        game.state.players[seat].cards.append(card_id)
        return
    game.state.discard.append(card_id)
    build_from_quarry(game, seat, card.site)


def build_from_quarry(game: Game, seat: int, site: str) -> None:
    """A red card: a stone of ``seat``'s colour from the quarry to ``site`` (none left: nothing,
    RULES A7), built by the site's rules (``building.py``)."""
    player = game.state.players[seat]
    if player.quarry == 0:
        game.emit("no_stone_in_quarry", player=seat, site=site)
        return
    player.quarry -= 1
    game.push(task("build", seat, site=site, from_quarry=True))


# ------------------------------------------------------------------------------ blue tools
def take_stones(game: Game, seat: int, wanted: int) -> int:
    """Up to ``wanted`` stones from the quarry onto ``seat``'s sled, as many as the sled's limit
    and the quarry allow (RULES §4.1, A8)."""
    player = game.state.players[seat]
    count = min(wanted, game.catalog.sled_capacity - player.sled, player.quarry)
    player.quarry -= count
    player.sled += count
    game.emit("stones_taken", player=seat, count=count, sled=player.sled)
    return count


def _sail_card_places(game: Game, seat: int) -> list[Action]:
    """Places for the Sail card's stone: on a ship that then carries its minimum load."""
    ships = game.state.ships
    return [a for a in place_actions(game, seat) if ships[a["ship"]].load + 1 >= ships[a["ship"]].minimum]


def playable_tools(game: Game, seat: int) -> list[str]:
    """The blue cards ``seat`` may play now (RULES §8), once each whatever the copies."""
    player = game.state.players[seat]
    if player.played_tool:
        return []
    found = []
    for tool in dict.fromkeys(card for card in player.cards if game.catalog.market_cards[card].colour == "blue"):
        if tool == "lever":
            usable = bool(sail_actions(game))
        elif tool == "sail":
            usable = bool(_sail_card_places(game, seat))
        elif tool == "chisel":
            usable = bool(place_actions(game, seat))
        else:   # the Hammer can always be played
            usable = True
        if usable:
            found.append(tool)
    return found


def play(game: Game, seat: int, tool: str) -> None:
    """Play a blue card as the turn's action: it is discarded and its effect follows."""
    player = game.state.players[seat]
    player.cards.remove(tool)
    player.played_tool = True
    game.state.discard.append(tool)
    game.emit("card_played", player=seat, card=tool)
    if tool == "lever":
        game.push(task("lever_sail", seat))
    elif tool == "hammer":
        take_stones(game, seat, game.catalog.stones_taken)
        game.push(task("maybe_tool_place", seat, tool=tool))
    elif tool == "sail":
        game.push(task("tool_place", seat, tool=tool))
    else:   # chisel: two stones, one ship or two
        game.push(task("tool_place", seat, tool=tool), task("maybe_tool_place", seat, tool=tool))


def _lever_options(game: Game, t: Task) -> list[Action]:
    return sail_actions(game)


@TASKS.decision("lever_sail", _lever_options, N_("Sail a ship; you choose the unloading order (Lever)"))
def _lever_sail(game: Game, t: Task, action: Action) -> None:
    sail(game, t["player"], action, choose_order=True)


def _tool_place_options(game: Game, t: Task) -> list[Action]:
    if t["tool"] == "sail":
        return _sail_card_places(game, t["player"])
    return place_actions(game, t["player"])


TOOL_PLACE_PROMPTS = {"hammer": N_("Place a stone on a ship (Hammer)"),
                      "sail": N_("Place a stone on the ship to sail (Sail)"),
                      "chisel": N_("Place a stone on a ship (Chisel)")}


def _tool_place_prompt(game: Game, t: Task) -> str:
    return TOOL_PLACE_PROMPTS[t["tool"]]


@TASKS.decision("tool_place", _tool_place_options, _tool_place_prompt)
def _tool_place(game: Game, t: Task, action: Action) -> None:
    place(game, t["player"], action)
    if t["tool"] == "sail":
        game.push(task("tool_sail", t["player"], ship=action["ship"]))


@TASKS.step("maybe_tool_place")
def _maybe_tool_place(game: Game, t: Task) -> None:
    """A placement the card makes only when it can (the Hammer's, the Chisel's second stone):
    with no stone on the sled or no empty space it is skipped."""
    if _tool_place_options(game, t):
        game.push(task("tool_place", t["player"], tool=t["tool"]))


def _tool_sail_options(game: Game, t: Task) -> list[Action]:
    return sail_actions(game, [t["ship"]])


@TASKS.decision("tool_sail", _tool_sail_options, N_("Choose the site the ship sails to (Sail)"))
def _tool_sail(game: Game, t: Task, action: Action) -> None:
    sail(game, t["player"], action)
