"""The castes' abilities on play (RULES §7): used once after the card (or the two cards) is
played, and always optional (``skip``). The Pharaoh, the Artisan and the Farmer do nothing on
play: their permanent effects are in ``dynasty.py`` (the reroll), ``rebirth.py`` (cards held
back) and :func:`bread_price` (the discount).

An ability that costs deben is offered only if the player can pay (RULES §4.4); one that could
do nothing (the Noble with every die removed) leaves ``skip`` alone, which the engine takes
without asking.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.tasks import Task, task
from game.dynasties.rules import cards, dice
from game.dynasties.rules.state import NO_CARD, Player
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game

#: The castes with an ability on play; its task is named after the caste.
ON_PLAY = frozenset({"scribe", "noble", "priest", "soldier", "baker", "merchant"})
SKIP = Action.make("skip")


def _skipped(game: Game, seat: int, caste: str) -> None:
    game.emit("ability_skipped", player=seat, caste=caste)


# ------------------------------------------------------------------------------ Scribe (§7.2)
def _scribe_options(game: Game, t: Task) -> list[Action]:
    player = game.state.players[t["player"]]
    if player.deben < game.catalog.abilities.scribe_cost:
        return [SKIP]
    return [Action.make("hide", caste=caste) for caste in cards.castes_in(player.hand)] + [SKIP]


def _scribe_prompt(game: Game, t: Task) -> str:
    return f"Scribe: pay {game.catalog.abilities.scribe_cost} deben to hide a card of your hand and draw one"


@TASKS.decision("scribe", _scribe_options, _scribe_prompt, auto_single=True)
def _scribe(game: Game, t: Task, action: Action) -> None:
    """Pay, put the card face down under the Scribe, draw from the deck (nothing once it is empty)."""
    seat = t["player"]
    if action.kind == "skip":
        _skipped(game, seat, "scribe")
        return
    player, rules = game.state.players[seat], game.catalog.abilities
    player.deben -= rules.scribe_cost
    cards.hide_from_hand(player, action["caste"])
    player.scribed = cards.in_ladder_order([*player.scribed, action["caste"]])
    game.emit("scribe_hid", player=seat, paid=rules.scribe_cost, caste=action["caste"], private=True)
    drawn = cards.draw(game, rules.scribe_draw)
    cards.add_to_hand(player, drawn, seen=False)
    game.emit("cards_drawn", player=seat, count=len(drawn), cards=drawn, private=True)


# ------------------------------------------------------------------------------ Noble (§7.3)
def _noble_options(game: Game, t: Task) -> list[Action]:
    return [Action.make("tax"), SKIP] if dice.in_play(game.state.dice) else [SKIP]


@TASKS.decision("noble", _noble_options, "Noble: gain the sum of the dice, then lower every die by 1", auto_single=True)
def _noble(game: Game, t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind == "skip":
        _skipped(game, seat, "noble")
        return
    gained = dice.total(game.state.dice)
    game.state.players[seat].deben += gained
    dice.lower_all(game)
    game.emit("noble_taxed", player=seat, gained=gained, dice=list(game.state.dice))


# ------------------------------------------------------------------------------ Priest (§7.4)
def priest_draw(game: Game, value: int) -> int:
    """How many Afterlife cards a die of ``value`` draws: its value, or what the deck holds."""
    return min(value, len(game.state.afterlife_deck))


def _priest_options(game: Game, t: Task) -> list[Action]:
    """A die in play whose every card the player can pay for (RULES §13.9, D6); none while the
    Afterlife deck is empty."""
    deben = game.state.players[t["player"]].deben
    found = [Action.make("consult", value=value) for value in dice.values(game.state.dice)
             if 1 <= priest_draw(game, value) <= deben]
    return [*found, SKIP]


@TASKS.decision("priest", _priest_options, "Priest: choose a die and draw that many Afterlife cards, paying for each",
                auto_single=True)
def _priest(game: Game, t: Task, action: Action) -> None:
    """Pay, lower the die, draw the cards, then keep one of them and the card already held."""
    seat = t["player"]
    if action.kind == "skip":
        _skipped(game, seat, "priest")
        return
    state, value = game.state, action["value"]
    player = state.players[seat]
    count = priest_draw(game, value)
    player.deben -= count
    dice.lower(game, value)
    game.emit("priest_consulted", player=seat, value=value, count=count, paid=count, dice=list(state.dice))
    player.drawn = [state.afterlife_deck.pop() for _ in range(count)]
    player.seen = sorted({*player.seen, *player.drawn})
    game.reveal()   # the Afterlife deck lies face down
    game.emit("afterlife_drawn", player=seat, cards=list(player.drawn), private=True)
    game.push(task("keep_afterlife", seat))


def _keep_options(game: Game, t: Task) -> list[Action]:
    player = game.state.players[t["player"]]
    held = [player.afterlife] if player.afterlife != NO_CARD else []
    return [Action.make("keep", card=card) for card in sorted({*held, *player.drawn})]


@TASKS.decision("keep_afterlife", _keep_options, "Keep one Afterlife card; the others go back into the deck",
                auto_single=True)
def _keep(game: Game, t: Task, action: Action) -> None:
    """A player holds one Afterlife card at most (RULES §7.4): the others are shuffled back."""
    state, seat = game.state, t["player"]
    player = state.players[seat]
    offered = [card for card in (player.afterlife, *player.drawn) if card != NO_CARD]
    kept = action["card"]
    back = [card for card in offered if card != kept]
    player.afterlife, player.drawn = kept, []
    state.afterlife_deck.extend(back)
    state.rng.shuffle(state.afterlife_deck)
    game.emit("afterlife_kept", player=seat, card=kept, returned=len(back), private=True)


# ------------------------------------------------------------------------------ Soldier (§7.6)
def can_lose_farmer(game: Game, seat: int) -> bool:
    """Each Soldier protects 2 Farmers; Heliopolis's Farmers are never taken (RULES §7.6)."""
    if seat == game.heliopolis:
        return False
    dynasty = game.state.players[seat].dynasty
    return dynasty["farmer"] > game.catalog.abilities.soldier_guards * dynasty["soldier"]


def _soldier_options(game: Game, t: Task) -> list[Action]:
    """A victim and which kind of their Farmers (with a bread token or without) to take."""
    found = []
    for victim, player in enumerate(game.state.players):
        if victim == t["player"] or not can_lose_farmer(game, victim):
            continue
        if cards.unbread(player, "farmer"):
            found.append(Action.make("raid", victim=victim, bread=False))
        if player.bread["farmer"]:
            found.append(Action.make("raid", victim=victim, bread=True))
    return [*found, SKIP]


@TASKS.decision("soldier", _soldier_options, "Soldier: take an unprotected Farmer from another Dynasty",
                auto_single=True)
def _soldier(game: Game, t: Task, action: Action) -> None:
    seat = t["player"]
    if action.kind == "skip":
        _skipped(game, seat, "soldier")
        return
    game.emit("soldier_raid", player=seat, victim=action["victim"], bread=action["bread"])
    game.push(task("ransom", action["victim"], thief=seat, bread=action["bread"]))


def _ransom_options(game: Game, t: Task) -> list[Action]:
    can_pay = game.state.players[t["player"]].deben >= game.catalog.abilities.soldier_ransom
    return ([Action.make("pay_ransom")] if can_pay else []) + [Action.make("give_farmer")]


def _ransom_prompt(game: Game, t: Task) -> str:
    return f"A Soldier comes for your Farmer: pay {game.catalog.abilities.soldier_ransom} deben to keep it, or let it go"


@TASKS.decision("ransom", _ransom_options, _ransom_prompt, auto_single=True)
def _ransom(game: Game, t: Task, action: Action) -> None:
    """The victim pays the thief to keep the Farmer, or loses it; its bread token goes back to the
    supply (RULES §13.6)."""
    state, victim, thief = game.state, t["player"], t["thief"]
    if action.kind == "pay_ransom":
        price = game.catalog.abilities.soldier_ransom
        state.players[victim].deben -= price
        state.players[thief].deben += price
        game.emit("ransom_paid", player=victim, thief=thief, paid=price)
        return
    loser = state.players[victim]
    loser.dynasty["farmer"] -= 1
    if t["bread"]:
        loser.bread["farmer"] -= 1
        state.bread_supply += 1
    state.players[thief].dynasty["farmer"] += 1
    game.emit("farmer_taken", player=thief, victim=victim, bread_returned=t["bread"])


# ------------------------------------------------------------------------------ Baker (§7.7, §7.9)
def bread_price(game: Game, player: Player) -> int:
    """The highest die in play, 1 deben less for every 2 Farmers, at least 1 (D4)."""
    rules = game.catalog.abilities
    discount = player.dynasty["farmer"] // rules.farmers_per_discount
    return max(rules.bread_min_price, dice.highest(game.state.dice) - discount)


def _baker_options(game: Game, t: Task) -> list[Action]:
    state = game.state
    player = state.players[t["player"]]
    placed = t.get("placed", 0)
    found = []
    if placed < game.catalog.abilities.baker_tokens and state.bread_supply and player.deben >= t["price"]:
        found = [Action.make("bake", caste=caste) for caste, count in player.dynasty.items()
                 if count > player.bread[caste]]
    return [*found, Action.make("done") if placed else SKIP]


@TASKS.step("baker")
def _baker_start(game: Game, t: Task) -> None:
    """The price is the highest die now: it stays until the Baker is done (the die is lowered then)."""
    seat = t["player"]
    game.push(task("bake", seat, placed=0, price=bread_price(game, game.state.players[seat])))


@TASKS.decision("bake", _baker_options, "Baker: put a bread token on a card of your Dynasty, or stop",
                auto_single=True)
def _bake(game: Game, t: Task, action: Action) -> None:
    """One token at a time, up to 3, one per card; then the die used for the price is lowered —
    unless no token was placed: then the ability was not used (RULES §7.7)."""
    state, seat = game.state, t["player"]
    player = state.players[seat]
    if action.kind == "skip":
        _skipped(game, seat, "baker")
        return
    if action.kind == "done":
        highest = dice.highest(state.dice)
        if highest:
            dice.lower(game, highest)
        game.emit("baker_done", player=seat, tokens=t["placed"], dice=list(state.dice))
        return
    caste = action["caste"]
    player.deben -= t["price"]
    player.bread[caste] += 1
    state.bread_supply -= 1
    game.emit("bread_placed", player=seat, caste=caste, paid=t["price"])
    game.push(task("bake", seat, placed=t["placed"] + 1, price=t["price"]))


# ------------------------------------------------------------------------------ Merchant (§7.8)
def merchant_income(game: Game, player: Player) -> int:
    """The highest die in play plus the Merchants in the Dynasty, those just played included (D3)."""
    return dice.highest(game.state.dice) + player.dynasty["merchant"]


def _merchant_options(game: Game, t: Task) -> list[Action]:
    return [Action.make("trade"), SKIP]


@TASKS.decision("merchant", _merchant_options, "Merchant: gain the highest die plus your Merchants in deben")
def _merchant(game: Game, t: Task, action: Action) -> None:
    state, seat = game.state, t["player"]
    if action.kind == "skip":
        _skipped(game, seat, "merchant")
        return
    gained = merchant_income(game, state.players[seat])
    state.players[seat].deben += gained
    highest = dice.highest(state.dice)
    if highest:
        dice.lower(game, highest)
    game.emit("merchant_traded", player=seat, gained=gained, dice=list(state.dice))
