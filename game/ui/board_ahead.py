"""A board made ready for the next player of a hot-seat game while the pass screen waits for them.

The pass-the-device screen hides the board until the next player says who they are. Its moments
without input are the board's (``PassDeviceScene(prepare=...)``): it makes that player's context
and paints their board, so that their "I am …" finds both ready. Nothing of it shows before: the
screen is opaque, and the board's own context stays the public one until then. A
:class:`BoardAhead` keeps what was made, and the moment it was made for: it is used only if
nothing has changed since (the game, the window's scale, the language).
"""
from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.i18n import current_language
from game.session import Session
from game.ui import theme as th


@dataclass(frozen=True)
class _Made:
    """A context made ahead for ``viewer``, and the moment of the game it was made at."""

    viewer: int
    ctx: Any
    game: Any
    events: int
    last_event: dict | None
    theme: th.Theme
    language: str

    def still_for(self, viewer: int, session: Session, theme: th.Theme) -> bool:
        events = session.events
        return (viewer == self.viewer and session.game is self.game and len(events) == self.events
                and (events[-1] if events else None) is self.last_event and theme is self.theme
                and current_language() == self.language)


class BoardAhead:
    """The context a board made ahead (at most one), until it is used or something changed."""

    def __init__(self) -> None:
        self._made: _Made | None = None

    def keep(self, viewer: int, ctx: Any, session: Session, theme: th.Theme) -> None:
        """``ctx`` was made for ``viewer`` at the session's moment, at the scale of ``theme``."""
        events = session.events
        self._made = _Made(viewer, ctx, session.game, len(events), events[-1] if events else None, theme,
                           current_language())

    def still_for(self, viewer: int, session: Session, theme: th.Theme) -> bool:
        """Whether the context kept is for ``viewer`` at the session's moment: the same rules'
        game, as many events, the same last one (a move taken back and another made has a new
        last event), the same scale and language."""
        return self._made is not None and self._made.still_for(viewer, session, theme)

    def take(self, viewer: int, session: Session, theme: th.Theme) -> Any:
        """The context kept for ``viewer`` if it is still for them (used once), else None."""
        if not self.still_for(viewer, session, theme):
            return None
        ctx, self._made = self._made.ctx, None
        return ctx


#: About how long one piece of a board's work in a moment without input takes: input waits no
#: longer than that (a piece that cannot be cut, such as painting one widget, may take longer).
SLICE_SECONDS = 0.012


def sliced(pieces: Iterator[None], seconds: float = SLICE_SECONDS) -> Iterator[None]:
    """The work of ``pieces`` (a step of the iterator for each piece) in slices of about
    ``seconds``: a step of this iterator for each slice."""
    ends = time.perf_counter() + seconds
    for _ in pieces:
        if time.perf_counter() > ends:
            yield
            ends = time.perf_counter() + seconds
