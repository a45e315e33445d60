"""Tekhenu's task registry: every step and decision of the game registers here at import time
(see ``game.core.tasks``); ``Game.tasks`` is this registry."""
from __future__ import annotations

from game.core.tasks import Task, TaskRegistry, task

TASKS = TaskRegistry()
step = TASKS.step
decision = TASKS.decision

__all__ = ["TASKS", "Task", "decision", "step", "task"]
