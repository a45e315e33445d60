"""``Game``: the rules API of DESIGN.md on top of the task stack."""
from __future__ import annotations

import json
from typing import Any

from . import tasks as task_registry
from .actions import Action, Decision, IllegalAction
from .catalog import Catalog, load_catalog
from .serial import from_data, to_data
from .state import GameConfig, GameState

Event = dict[str, Any]
FORMAT = "tekhenu-state/1"


class Game:
    """One game of Tekhenu. All play goes through ``legal_actions()`` and ``apply()``."""

    def __init__(self, state: GameState, catalog: Catalog | None = None) -> None:
        self.state = state
        self.catalog = catalog or load_catalog()
        self.board = self.catalog.board
        self._legal: list[Action] | None = None
        self._events: list[Event] = []
        #: events caused by setup before the first decision (``Game.new`` only)
        self.initial_events: list[Event] = []
        #: every action applied since ``Game.new`` (saves replay it; empty after ``from_json``)
        self.history: list[Action] = []

    # ----------------------------------------------------------------- public API
    @staticmethod
    def new(config: GameConfig) -> "Game":
        from .setup import new_state

        catalog = load_catalog()
        game = Game(new_state(config, catalog), catalog)
        game._advance()
        game.initial_events = game._take_events()
        return game

    @property
    def decision(self) -> Decision | None:
        if self.is_over or not self.state.stack:
            return None
        top = self.state.stack[-1]
        handler = task_registry.DECISIONS[top["kind"]]
        return Decision(top["player"], top["kind"], handler.prompt(self, top))

    def legal_actions(self) -> list[Action]:
        return list(self._legal_now())

    def _legal_now(self) -> list[Action]:
        if self._legal is None:
            if self.is_over:
                self._legal = []
            else:
                top = self.state.stack[-1]
                self._legal = task_registry.DECISIONS[top["kind"]].options(self, top)
        return self._legal

    def apply(self, action: Action) -> list[Event]:
        # ``==`` alone would take 6.0 or True for 6 or 1; the engine then resolves its own
        # legal action, so nothing of a look-alike ever reaches the state
        legal = next((a for a in self._legal_now() if a == action and a.identical(action)), None)
        if legal is None:
            raise IllegalAction(f"{action} is not legal now ({self.decision.kind if self.decision else 'game over'})")
        action = legal
        top = self.state.stack.pop()
        self._legal = None
        task_registry.DECISIONS[top["kind"]].resolve(self, top, action)
        self._advance()
        self.history.append(action)
        return self._take_events()

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    def scores(self) -> list[dict[str, Any]]:
        return [
            {"player": seat, "total": p.vp, "breakdown": dict(p.vp_by_reason)}
            for seat, p in enumerate(self.state.players)
        ]

    def winner(self) -> int:
        """Seat of the winner by the final tie-breakers (VP, then scribes, then turn order)."""
        order = self.state.turn_order
        return min(
            range(len(self.state.players)),
            key=lambda s: (-self.state.players[s].vp, -self.state.players[s].scribes, order.index(s)),
        )

    def to_json(self) -> str:
        # key order is kept (not sorted): the order of legal actions may follow it
        return json.dumps({"format": FORMAT, "state": to_data(self.state)}, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> "Game":
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a Tekhenu game state (expected format {FORMAT!r})")
        return Game(from_data(GameState, data["state"]))

    def clone(self) -> "Game":
        copy = Game(from_data(GameState, to_data(self.state)), self.catalog)
        copy._legal = self._legal
        copy.history = list(self.history)
        return copy

    def view(self, player: int) -> dict[str, Any]:
        from .view import player_view

        return player_view(self, player)

    # ------------------------------------------------------------ engine helpers
    def push(self, *tasks: dict[str, Any]) -> None:
        """Schedule tasks to run in the given order, before anything already pending."""
        self.state.stack.extend(reversed(tasks))

    def emit(self, type_: str, **fields: Any) -> None:
        self._events.append({"type": type_, **fields})

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _advance(self) -> None:
        stack = self.state.stack
        while stack:
            top = stack[-1]
            kind = top["kind"]
            handler = task_registry.DECISIONS.get(kind)
            if handler is None:
                stack.pop()
                task_registry.STEPS[kind](self, top)
                continue
            options = handler.options(self, top)
            if not options:
                raise RuntimeError(f"dead end: decision {kind} has no legal action ({top})")
            if handler.auto_single and len(options) == 1:
                stack.pop()
                handler.resolve(self, top, options[0])
                continue
            self._legal = options
            return
        if self.state.phase != "over":
            raise RuntimeError("the task stack ran empty before the game ended")


# Importing the rule modules registers their tasks.
from . import automa, automa_actions, blessings, final, maat, payment, pillars, production, rewards, scoring, setup, technologies, turn  # noqa: E402,F401,I001
from .gods import bastet, hathor, horus, osiris, ra, thoth  # noqa: E402,F401
