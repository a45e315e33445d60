"""Thoth: take 1–3 cards from one market section your happiness gives access to; refresh
sections for 1 papyrus each first if you like (RULES §6.6)."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.text import N_, Text, ngettext

from .. import ops
from ..god_actions import register
from ..names import items_text, section_name
from ..payment import can_pay, pay_task
from ..tasks import Task, decision, step, task

if TYPE_CHECKING:
    from ..game import Game


def option_for(game: "Game", value: int):
    return next(o for o in game.board.thoth if value in o.values)


def takeable_sections(game: "Game", seat: int, cards: int) -> list[int]:
    """Open sections (0-based) the player may use that hold at least ``cards`` cards."""
    board = game.state.board
    limit = ops.accessible_sections(game, game.state.players[seat].happiness)
    return [i for i in range(min(limit, len(board.market)))
            if board.market_open[i] and sum(1 for c in board.market[i] if c) >= cards]


def obstacle(game: "Game", seat: int, value: int, options: dict[str, Any]) -> Text | None:
    option = option_for(game, value)
    if not options.get("free") and option.cost and not can_pay(game, seat, {"papyrus": option.cost}, god="thoth"):
        return ngettext("not enough papyrus (taking cards with a {value} costs {n} papyrus)",
                        "not enough papyrus (taking cards with a {value} costs {n} papyrus)", option.cost, value=value)
    if takeable_sections(game, seat, option.cards):
        return None
    return ngettext("with a {value}, no market section your happiness reaches holds a card",
                    "with a {value}, no market section your happiness reaches holds {n} cards", option.cards,
                    value=value)


def section_obstacle(game: "Game", seat: int, section: int, cards: int) -> Text | None:
    """Why ``seat`` cannot take ``cards`` cards from market section ``section`` (1-based) now,
    or None when they can."""
    board, index = game.state.board, section - 1
    name = section_name(section)
    if not board.market_open[index]:
        opens = game.board.market[index].opens_at_population
        # Translators: {section} is "section II"; {n} a population.
        return N_("{section} opens when a player's population reaches {n}", section=name, n=opens)
    reach = ops.accessible_sections(game, game.state.players[seat].happiness)
    if section > reach:
        need = min(b.min_happiness for b in game.board.happiness_access if b.max_section >= section)
        return N_("{section} needs a happiness of {need} (yours is {happiness})", section=name, need=need,
                  happiness=game.state.players[seat].happiness)
    held = sum(1 for card in board.market[index] if card)
    if held < cards:
        # Translators: {section} is "section II"; {held} how many cards it holds.
        return ngettext("you take {n} card from one section and {section} holds {held}",
                        "you take {n} cards from one section and {section} holds {held}", cards,
                        section=name, held=held)
    return None


def start(game: "Game", t: Task) -> None:
    seat, option = t["player"], option_for(game, t["value"])
    follow = []
    if not t["free"] and option.cost:
        follow.append(pay_task(seat, {"papyrus": option.cost}, "Thoth", god="thoth"))
    follow.append(task("thoth_take", seat, cards=option.cards, refreshed=[]))
    game.push(*follow)


def refresh_cost(game: "Game") -> dict[str, int]:
    return {"papyrus": game.board.thoth_refresh_cost}


def _take_options(game: "Game", t: Task) -> list[Action]:
    seat, board = t["player"], game.state.board
    found = []
    for section in takeable_sections(game, seat, t["cards"]):
        filled = [i for i, card in enumerate(board.market[section]) if card]
        for slots in combinations(filled, t["cards"]):
            found.append(Action.make("take_cards", section=section + 1, slots=slots))
    # A refresh never leaves fewer cards in a section (its own cards return to the pool),
    # so it cannot take away the take that made Thoth legal.
    if can_pay(game, seat, refresh_cost(game)):
        for section, is_open in enumerate(board.market_open):
            if is_open and section + 1 not in t["refreshed"] and any(board.market[section]):
                found.append(Action.make("refresh", section=section + 1))
    return found


def _take_prompt(game: "Game", t: Task) -> str:
    return ngettext("Take {n} card from one section (or refresh a section for {cost})",
                    "Take {n} cards from one section (or refresh a section for {cost})", t["cards"],
                    cost=items_text(refresh_cost(game)))


@decision("thoth_take", _take_options, _take_prompt)
def _take(game: "Game", t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind == "refresh":
        section = action["section"]
        game.push(pay_task(seat, refresh_cost(game), f"refreshing section {section}"),
                  task("thoth_refresh", seat, section=section),
                  task("thoth_take", seat, cards=t["cards"], refreshed=[*t["refreshed"], section]))
        return
    market = game.state.board.market[action["section"] - 1]
    for slot in action["slots"]:
        card = market[slot]
        market[slot] = None
        ops.give_card(game, seat, card, "Thoth")


@step("thoth_refresh")
def _refresh(game: "Game", t: Task) -> None:
    board = game.state.board
    index = t["section"] - 1
    for slot, card in enumerate(board.market[index]):
        if card:
            board.discards[ops.card_type(card)].append(card)
            board.market[index][slot] = None
    game.emit("market_refreshed", player=t["player"], section=t["section"])
    ops.fill_section(game, index)


register("thoth", obstacle, start)
