"""The task registry of "Dynasties" (each game has one; see ``game.core.tasks``). The rule modules
register their steps and decisions on it when they are imported."""
from __future__ import annotations

from game.core.tasks import TaskRegistry

TASKS = TaskRegistry()
