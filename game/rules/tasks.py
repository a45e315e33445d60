"""The pending-task stack that drives the game.

The engine keeps a stack of small JSON-ready task dicts (``{"kind": ..., "player": ...}``).
A *step* task runs at once and may push more tasks; a *decision* task stops the engine
until the deciding player applies one of its options. Each module registers its tasks
here at import time, so the flow of a god action reads top to bottom in its own module.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .actions import Action

if TYPE_CHECKING:
    from .game import Game

Task = dict[str, Any]
StepFn = Callable[["Game", Task], None]
OptionsFn = Callable[["Game", Task], list[Action]]
ResolveFn = Callable[["Game", Task, Action], None]
PromptFn = Callable[["Game", Task], str]


@dataclass(frozen=True)
class DecisionHandler:
    options: OptionsFn
    resolve: ResolveFn
    prompt: PromptFn
    auto_single: bool  # resolve without asking when there is exactly one option


STEPS: dict[str, StepFn] = {}
DECISIONS: dict[str, DecisionHandler] = {}


def step(kind: str) -> Callable[[StepFn], StepFn]:
    """Register a step task: ``@step("ra_score")`` over ``def fn(game, task)``."""

    def register(fn: StepFn) -> StepFn:
        if kind in STEPS or kind in DECISIONS:
            raise ValueError(f"task kind {kind!r} registered twice")
        STEPS[kind] = fn
        return fn

    return register


def decision(kind: str, options: OptionsFn, prompt: PromptFn | str, *, auto_single: bool = False) -> Callable[[ResolveFn], ResolveFn]:
    """Register a decision task; the decorated function resolves the chosen action."""

    prompt_fn: PromptFn = (lambda game, task: prompt) if isinstance(prompt, str) else prompt

    def register(fn: ResolveFn) -> ResolveFn:
        if kind in STEPS or kind in DECISIONS:
            raise ValueError(f"task kind {kind!r} registered twice")
        DECISIONS[kind] = DecisionHandler(options, fn, prompt_fn, auto_single)
        return fn

    return register


def task(kind: str, player: int = -1, **args: Any) -> Task:
    return {"kind": kind, "player": player, **args}
