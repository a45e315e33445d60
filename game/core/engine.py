"""The engine every game's rules run on: a stack of pending tasks, decisions with their legal
actions, events, and the two counters undo relies on.

A game subclasses :class:`Engine`, gives it its own :class:`~game.core.tasks.TaskRegistry`
(``tasks``) and a state object with a ``stack`` (list of task dicts, top at the end) and an
``rng`` (:class:`~game.core.rng.Rng`), and says when it ``is_over``. Everything else of the
rules API (DESIGN.md) that is not specific to a game lives here.

``reveals`` counts what became known that was not known before: every draw of the random
generator and every :meth:`Engine.reveal` the rules call (a card drawn from a face-down deck,
secret cards turned up). ``turn_ends`` counts :meth:`Engine.end_turn`. Undo never goes back
over either. Neither is part of the state: they only ever compare before and after an action.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import Action, Decision, IllegalAction
from game.core.serial import copy_state, from_data, to_data
from game.core.tasks import Task, TaskRegistry

Event = dict[str, Any]


@dataclass(frozen=True)
class Preview:
    """What an action would cause, as far as the player choosing it can know (see
    :meth:`Engine.preview`)."""

    #: the events up to the next decision, cut before the first thing the action would reveal
    events: list[Event]
    #: whether the action would reveal something (a draw, a roll): its outcome is not all known
    reveals: bool
    #: the chooser's view of the game after the action, when it reveals nothing (else None)
    view: dict[str, Any] | None


class Engine:
    """The rules API on top of the task stack (see the module docstring)."""

    #: The game's steps and decisions (one registry per game).
    tasks: ClassVar[TaskRegistry]
    #: The class of the game's state, and the format name its JSON carries (``to_json``).
    state_type: ClassVar[type]
    state_format: ClassVar[str]

    def __init__(self, state: Any) -> None:
        self.state = state
        self._legal: list[Action] | None = None
        #: the decision now, made when first asked for (its prompt is worded from the state), and
        #: forgotten with the legal actions: a search asks for it at every position it judges
        self._decision: Decision | None = None
        self._events: list[Event] = []
        #: events caused by setup before the first decision (``new`` only)
        self.initial_events: list[Event] = []
        #: every action applied since the game was set up (saves replay it; empty after ``from_json``)
        self.history: list[Action] = []
        self._revealed = 0
        self._turn_ends = 0
        #: while previewing: how many reveals had happened when each event was emitted
        self._emitted_at: list[int] | None = None
        #: a search's copy (``quiet_copy``): no events, no history
        self.quiet = False

    # ----------------------------------------------------------------- public API
    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def decision(self) -> Decision | None:
        if self._decision is None:
            if self.is_over or not self.state.stack:
                return None
            top = self.state.stack[-1]
            self._decision = Decision(top["player"], top["kind"], self.tasks.decisions[top["kind"]].prompt(self, top))
        return self._decision

    def legal_actions(self) -> list[Action]:
        return list(self._legal_now())

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; returns the events it caused. An action that is not legal now
        raises :class:`IllegalAction` and changes nothing."""
        # ``==`` alone would take 6.0 or True for 6 or 1; the engine then resolves its own
        # legal action, so nothing of a look-alike ever reaches the state
        options = self._legal_now()
        for legal in options:   # most callers pass one of them
            if legal is action:
                break
        else:
            legal = next((a for a in options if a == action and a.identical(action)), None)
            if legal is None:
                raise IllegalAction(f"{action} is not legal now ({self.decision.kind if self.decision else 'game over'})")
        top = self.state.stack.pop()
        self._legal = self._decision = None
        self.tasks.decisions[top["kind"]].resolve(self, top, legal)
        self._advance()
        if self.quiet:
            return []
        self.history.append(legal)
        return self._take_events()

    def to_json(self) -> str:
        # key order is kept (not sorted): the order of legal actions may follow it
        return json.dumps({"format": self.state_format, "state": to_data(self.state)}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Engine":
        """The game a ``to_json`` text holds (a ``ValueError`` for any other JSON)."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != cls.state_format:
            raise ValueError(f"not a game state of format {cls.state_format!r}")
        return cls(from_data(cls.state_type, data["state"]))

    def clone(self) -> "Engine":
        """An independent copy, with the same event and undo bookkeeping."""
        copy = self._with_state(copy_state(self.state))
        self._copy_counters(copy)
        return copy

    def _with_state(self, state: Any) -> "Engine":
        """A game of this kind on ``state`` (a game that holds more than its state passes it on)."""
        return type(self)(state)

    def quiet_copy(self) -> "Engine":
        """A copy for a search, which plays thousands of actions on copies and reads only their
        states: it records no events and no history (``apply`` returns an empty list)."""
        copy = self.clone()
        copy.quiet = True
        copy.history = []
        copy._events = []
        return copy

    def preview(self, action: Action) -> Preview:
        """What ``action`` would cause, played on a copy (this game is unchanged): its events up
        to the next decision, cut before the first reveal — what follows a draw or a roll is not
        known to anyone yet — and the chooser's view afterwards when nothing was revealed. The
        client shows it before a choice is made ("+2 granite, scales −3"). Raises
        :class:`IllegalAction` like :meth:`apply`."""
        seat = self.decision.player if self.decision is not None else -1
        copy = self.clone()
        copy._emitted_at = []
        before = copy.reveals
        events = copy.apply(action)
        known = [event for event, at in zip(events, copy._emitted_at) if at == before]
        revealed = copy.reveals != before
        return Preview(events=known, reveals=revealed, view=None if revealed else copy.view(seat))

    @property
    def reveals(self) -> int:
        """How many times something hidden or random became known (it only ever grows)."""
        return self.state.rng.counter + self._revealed

    @property
    def turn_ends(self) -> int:
        """How many turns (or phases) ended since this engine object was made."""
        return self._turn_ends

    # ------------------------------------------------------------ for the rules
    def start(self) -> None:
        """Run the set-up tasks up to the first decision; their events become ``initial_events``
        (a game's ``new`` calls this once, after building its state)."""
        self._advance()
        self.initial_events = self._take_events()

    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run in the given order, before anything already pending."""
        self.state.stack.extend(reversed(tasks))

    def emit(self, type_: str, **fields: Any) -> None:
        if self.quiet:
            return
        self._events.append({"type": type_, **fields})
        if self._emitted_at is not None:
            self._emitted_at.append(self.reveals)

    def reveal(self) -> None:
        """Something hidden became known without the random generator (a card drawn from a
        face-down deck, secret cards turned up): undo must not go back over it."""
        self._revealed += 1

    def end_turn(self) -> None:
        """A player's turn (or a phase) ended: undo must not go back over it."""
        self._turn_ends += 1

    def forget_legal_actions(self) -> None:
        """The state was changed from outside a decision (e.g. a determinized copy's hidden
        cards were dealt again): the legal actions (and the decision's words) are worked out afresh."""
        self._legal = self._decision = None

    def _copy_counters(self, other: "Engine") -> None:
        """Give ``other`` (a copy of this game) the same event and undo bookkeeping."""
        other._legal = self._legal
        other._decision = self._decision
        other.history = list(self.history)
        other._revealed = self._revealed
        other._turn_ends = self._turn_ends

    def _legal_now(self) -> list[Action]:
        if self._legal is None:
            if self.is_over:
                self._legal = []
            else:
                top = self.state.stack[-1]
                self._legal = self.tasks.decisions[top["kind"]].options(self, top)
        return self._legal

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def _advance(self) -> None:
        """Run steps until a decision with more than one option (or the end of the game)."""
        stack, decisions, steps = self.state.stack, self.tasks.decisions, self.tasks.steps
        while stack:
            top = stack[-1]
            kind = top["kind"]
            handler = decisions.get(kind)
            if handler is None:
                stack.pop()
                steps[kind](self, top)
                continue
            options = handler.options(self, top)
            if not options:
                raise RuntimeError(f"dead end: decision {kind} has no legal action ({top})")
            if handler.auto_single and len(options) == 1:
                stack.pop()
                handler.resolve(self, top, options[0])
                continue
            self._legal, self._decision = options, None
            return
        if not self.is_over:
            raise RuntimeError("the task stack ran empty before the game ended")
