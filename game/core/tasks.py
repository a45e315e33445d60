"""The task registry of a rules engine: which step or decision each pending task is.

An engine keeps a stack of small JSON-ready task dicts (``{"kind": ..., "player": ...}``).
A *step* task runs at once and may push more tasks; a *decision* task stops the engine until
the deciding player applies one of its options. Each game owns one :class:`TaskRegistry`; its
rule modules register their tasks on it at import time, so the flow of an action reads top to
bottom in its own module, and two games never share (or collide in) a registry.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.core.actions import Action

Task = dict[str, Any]
StepFn = Callable[[Any, Task], None]
OptionsFn = Callable[[Any, Task], list[Action]]
ResolveFn = Callable[[Any, Task, Action], None]
PromptFn = Callable[[Any, Task], str]


@dataclass(frozen=True)
class DecisionHandler:
    options: OptionsFn
    resolve: ResolveFn
    prompt: PromptFn
    auto_single: bool  # resolve without asking when there is exactly one option


class TaskRegistry:
    """The steps and decisions of one game, by task kind."""

    def __init__(self) -> None:
        self.steps: dict[str, StepFn] = {}
        self.decisions: dict[str, DecisionHandler] = {}

    def _free(self, kind: str) -> None:
        if kind in self.steps or kind in self.decisions:
            raise ValueError(f"task kind {kind!r} registered twice")

    def step(self, kind: str) -> Callable[[StepFn], StepFn]:
        """Register a step task: ``@registry.step("ra_score")`` over ``def fn(game, task)``."""

        def register(fn: StepFn) -> StepFn:
            self._free(kind)
            self.steps[kind] = fn
            return fn

        return register

    def decision(self, kind: str, options: OptionsFn, prompt: PromptFn | str, *,
                 auto_single: bool = False) -> Callable[[ResolveFn], ResolveFn]:
        """Register a decision task; the decorated function resolves the chosen action."""
        prompt_fn: PromptFn = (lambda game, task: prompt) if isinstance(prompt, str) else prompt

        def register(fn: ResolveFn) -> ResolveFn:
            self._free(kind)
            self.decisions[kind] = DecisionHandler(options, fn, prompt_fn, auto_single)
            return fn

        return register


def task(kind: str, player: int = -1, **args: Any) -> Task:
    return {"kind": kind, "player": player, **args}
