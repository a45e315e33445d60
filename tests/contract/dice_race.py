"""Dice Race: a tiny second game on ``game.core``, for the contract suite only (it is not in
``game.games``). It shows that a game needs nothing but the core to offer the whole rules API,
and that it lives in one process beside Tekhenu (each game has its own ``TaskRegistry``).

The rules: two racers start on square 0, and each holds one secret bonus card drawn from a
shuffled face-down deck. On your turn you roll a die, then move 1 to that many squares or bank
a coin instead. Landing exactly on an oasis (5, 10, 15) draws another secret bonus card. The
race ends when someone reaches square 20, or after round 12; then the bonus cards are turned
up and each racer scores squares + coins + the values of their bonus cards. The highest total
wins (ties: the racer further ahead, then the first seat).
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.ai.score_margin import ScoreMargin
from game.core.actions import Action
from game.core.engine import Engine, Event
from game.core.rng import Rng
from game.core.serial import to_data
from game.core.tasks import Task, TaskRegistry, task

FORMAT = "dice-race-state/1"
TARGET = 20
OASES = (5, 10, 15)
LAST_ROUND = 12
CARDS = {"ankh": 3, "scarab": 2, "lotus": 1, "eye": 4, "reed": 0, "ibis": 2, "cobra": -2, "falcon": 5}

TASKS = TaskRegistry()   # Dice Race's own: Tekhenu's registry never sees these kinds


@dataclass
class DiceRaceRng(Rng):
    namespace: ClassVar[str] = "dice-race"


@dataclass(frozen=True)
class DiceRaceConfig:
    players: int = 2
    seed: int = 0


@dataclass
class Racer:
    position: int = 0
    coins: int = 0
    hand: list[str] = field(default_factory=list)   # secret bonus cards until the end


@dataclass
class DiceRaceState:
    config: DiceRaceConfig
    rng: DiceRaceRng
    racers: list[Racer]
    deck: list[str]            # face down; the top is the end of the list
    round: int = 0
    roll: int = 0              # the die the player to move has rolled
    over: bool = False
    stack: list[Any] = field(default_factory=list)


# ------------------------------------------------------------------------------ the rules
def _draw(game: DiceRace, seat: int) -> None:
    card = game.state.deck.pop()
    game.state.racers[seat].hand.append(card)
    game.reveal()   # the deck lies face down
    game.emit("bonus_drawn", player=seat, card=card)


@TASKS.step("setup")
def _setup(game: DiceRace, _: Task) -> None:
    game.state.rng.shuffle(game.state.deck)
    for seat in range(len(game.state.racers)):
        _draw(game, seat)
    game.state.round = 1
    game.push(task("turn", 0))


@TASKS.step("turn")
def _turn(game: DiceRace, t: Task) -> None:
    game.state.roll = game.state.rng.randint(1, 6)
    game.emit("rolled", player=t["player"], value=game.state.roll)
    game.push(task("move", t["player"]))


def _move_options(game: DiceRace, _: Task) -> list[Action]:
    return [Action.make("move", steps=n) for n in range(1, game.state.roll + 1)] + [Action.make("bank")]


@TASKS.decision("move", _move_options, lambda game, _: f"Move 1 to {game.state.roll} squares, or bank a coin")
def _move(game: DiceRace, t: Task, action: Action) -> None:
    state, seat = game.state, t["player"]
    racer = state.racers[seat]
    if action.kind == "bank":
        racer.coins += 1
        game.emit("banked", player=seat, coins=racer.coins)
    else:
        racer.position = min(TARGET, racer.position + action["steps"])
        game.emit("moved", player=seat, steps=action["steps"], position=racer.position)
        if racer.position in OASES and state.deck:
            _draw(game, seat)
    state.roll = 0
    game.end_turn()
    last = seat == len(state.racers) - 1
    if racer.position >= TARGET or (last and state.round >= LAST_ROUND):
        game.push(task("finish"))
        return
    if last:
        state.round += 1
    game.push(task("turn", (seat + 1) % len(state.racers)))


@TASKS.step("finish")
def _finish(game: DiceRace, _: Task) -> None:
    game.reveal()   # the bonus cards are turned up
    for seat, racer in enumerate(game.state.racers):
        game.emit("bonus_revealed", player=seat, cards=list(racer.hand))
    game.state.over = True
    game.emit("race_over", winner=game.winner())


# ------------------------------------------------------------------------------ the rules API
class DiceRace(Engine):
    tasks = TASKS
    state_type = DiceRaceState
    state_format = FORMAT

    def __init__(self, state: DiceRaceState) -> None:
        super().__init__(state)
        self.state: DiceRaceState = state

    @staticmethod
    def new(config: DiceRaceConfig) -> DiceRace:
        if config.players != 2:
            raise ValueError(f"Dice Race is for 2 players, not {config.players}")
        state = DiceRaceState(config, DiceRaceRng(config.seed), [Racer() for _ in range(config.players)],
                              deck=list(CARDS), stack=[task("setup")])
        game = DiceRace(state)
        game.start()
        return game

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def config(self) -> DiceRaceConfig:
        return self.state.config

    @property
    def round(self) -> int:
        return self.state.round

    def scores(self) -> list[dict[str, Any]]:
        found = []
        for seat, racer in enumerate(self.state.racers):
            breakdown = {"squares": racer.position, "coins": racer.coins,
                         "bonus cards": sum(CARDS[c] for c in racer.hand)}
            found.append({"player": seat, "total": sum(breakdown.values()), "breakdown": breakdown})
        return found

    def winner(self) -> int:
        totals = self.scores()
        return max(range(len(totals)),
                   key=lambda s: (totals[s]["total"], self.state.racers[s].position, -s))

    def determinize(self, player: int, rng: random.Random) -> DiceRace:
        """The other racers' cards and the deck dealt again from what ``player`` has not seen."""
        world = self.clone()
        hidden = [r.hand for seat, r in enumerate(world.state.racers) if seat != player and not world.state.over]
        hidden.append(world.state.deck)
        pool = sorted(card for cards in hidden for card in cards)
        rng.shuffle(pool)
        for cards in hidden:
            cards[:] = [pool.pop() for _ in cards]
        seed = rng.getrandbits(63)
        world.state.rng = DiceRaceRng(seed)
        if not world.state.over:
            world.state.config = dataclasses.replace(world.state.config, seed=seed)
        world.forget_legal_actions()
        return world

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (-1: the public view): no other racer's cards before the end,
        no deck order, and neither the seed nor the random generator before the end."""
        data = to_data(self.state)
        for seat, racer in enumerate(data["racers"]):
            if seat != player and not self.state.over:
                racer["hand"] = len(racer["hand"])
        data["deck"] = len(data["deck"])
        data["rng"] = None
        if not self.state.over:
            data["config"]["seed"] = None
        data["stack"] = []
        decision = self.decision
        data["decision"] = None if decision is None else {
            "player": decision.player, "kind": decision.kind, "prompt": decision.prompt}
        if decision is not None and decision.player == player:
            data["legal_actions"] = [a.to_dict() for a in self.legal_actions()]
        return data


# ------------------------------------------------------------------------------ the game module
class DiceRaceNarrator:
    heading_events = frozenset({"race_over"})

    def __init__(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> None:
        self.names, self.reveal_for, self.reveal_all = list(names), reveal_private_for, reveal_all

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Racer {seat + 1}"

    def line(self, event: Event) -> str | None:
        who = self.who(event.get("player", -1))
        kind = event["type"]
        if kind == "rolled":
            return f"{who} rolls a {event['value']}."
        if kind == "moved":
            return f"{who} moves {event['steps']} to square {event['position']}."
        if kind == "banked":
            return f"{who} banks a coin ({event['coins']} in all)."
        if kind == "bonus_drawn":
            seen = self.reveal_all or self.reveal_for == event["player"]
            return f"{who} draws a bonus card ({event['card']})." if seen else f"{who} draws a bonus card."
        if kind == "bonus_revealed":
            return f"{who} turns up {', '.join(event['cards'])}."
        if kind == "race_over":
            return f"{self.who(event['winner'])} wins the race."
        return None


class DiceRaceModule:
    id = "dice-race"
    title = "Dice Race (a test game)"
    seat_counts = (2,)
    config_type = DiceRaceConfig
    automa_name = ""
    v1_save_format = None

    def new_game(self, config: DiceRaceConfig) -> DiceRace:
        return DiceRace.new(config)

    def from_json(self, text: str) -> DiceRace:
        return DiceRace.from_json(text)

    def seats_of(self, config: DiceRaceConfig) -> int:
        return config.players

    def automa_seats(self, config: DiceRaceConfig) -> Sequence[int]:
        return ()

    def describe(self, config: DiceRaceConfig) -> str:
        return "hot-seat"

    def narrator(self, names: Sequence[str], reveal_private_for: int | None = None,
                 reveal_all: bool = False) -> DiceRaceNarrator:
        return DiceRaceNarrator(names, reveal_private_for, reveal_all)

    def ai_hints(self) -> ScoreMargin:
        return ScoreMargin()   # the lead in score is all there is to judge

    def unrecorded_action(self, game: DiceRace, version: int) -> Action | None:
        return None   # no save of an older format exists

    def upgrade_snapshot(self, snapshot: dict[str, Any], version: int) -> dict[str, Any]:
        return snapshot

    def ui(self) -> Any:
        raise NotImplementedError("Dice Race is a test-only game: the client never shows it")


DICE_RACE = DiceRaceModule()
