"""Learn to play: the guided first game of Tekhenu (issue #17).

A solo game against Botankhamun on a fixed set-up, in which a coach explains one idea at a time,
lights up the part of the board it talks about and asks for one move at a time; only that move
glows. The script (``data/tutorial/script.yaml``) and the coach's words (one file per language)
are data: :mod:`.script` reads them, :mod:`.course` is the step machine over the rules API,
:mod:`.guide` the coach on the board (its note: :mod:`.panel`, its spotlight: :mod:`.spotlight`),
:mod:`.rehearsal` plays the script with the rules alone.

The client reaches it through ``TekhenuModule.guided_game()`` (:data:`GUIDED_GAME`): it starts a
guided game, attaches the coach to the board of a game saved with a coach's position, offers to
continue an unfinished guided game, and suggests a first real game afterwards.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.data import DataError
from game.i18n import DEFAULT_LANGUAGE, current_language
from game.seats import Seat
from game.session import Session, seats_for
from game.tekhenu.tutorial.course import DONE, GUIDED, Course
from game.tekhenu.tutorial.script import fill, load_labels, load_script, load_words


class GuidedGame:
    """What the client asks of the guided game (``TekhenuModule.guided_game()``)."""

    def new_session(self, autosave_folder: Path | None = None) -> Session:
        """A new guided game, at its first step (autosaved like any game). Raises DataError, saying
        what is wrong, if the script or the English words cannot be read."""
        from game.tekhenu.module import MODULE
        from game.tekhenu.rules import GameConfig

        script = load_script()
        load_words(DEFAULT_LANGUAGE)   # the coach's words of last resort
        config = GameConfig(solo=True, difficulty=script.difficulty, seed=script.seed)
        seats = seats_for(MODULE, config, [script.player], [])
        return Session.new(config, seats, autosave_folder=autosave_folder,
                           guide=Course(script).to_data())

    def attach(self, board: Any, on_finish: Callable[[], None] | None = None) -> None:
        """Put the coach on ``board`` at the position saved with its game; a game the coach no
        longer leads (played on freely, finished, or whose position does not fit) is played as
        any other game."""
        from game.tekhenu.tutorial.guide import BoardGuide

        load_words(DEFAULT_LANGUAGE)   # raises DataError before the board shows, not while it draws
        course = Course.resume(load_script(), board.session.guide, board.session.game)
        if course.guided:
            board.guide = BoardGuide(board, course, on_finish)
        else:
            board.session.guide = course.to_data()

    def leads(self, guide: Any) -> bool:
        """Whether a game saved with ``guide`` (its coach's position) is still a guided one."""
        return isinstance(guide, dict) and guide.get("mode") == GUIDED

    def finished(self, guide: Any) -> bool:
        """Whether a game saved with ``guide`` was followed to the script's last step."""
        return isinstance(guide, dict) and guide.get("mode") == DONE

    def words(self, name: str, **values: Any) -> str:
        """One of the coach's labels in the language of the moment (the client's dialogs); in
        English if that language's file cannot be read."""
        try:
            labels = load_labels(current_language())
        except DataError:
            labels = load_labels(DEFAULT_LANGUAGE)
        return fill(labels[name], values)

    def suggestions(self) -> list[tuple[str, tuple[Any, list[Seat]] | None]]:
        """First real games to suggest once the guided one is over, each with the name of its
        label among :meth:`words`: a solo game against Botankhamun (easy) to start at once, the
        player still Neferet (its settings, with a new secret seed, and its seats); or two people
        at this computer, set up on the New game screen (None)."""
        from game.tekhenu.module import MODULE
        from game.tekhenu.rules import GameConfig

        solo = GameConfig(solo=True, difficulty="easy", seed=secrets.randbits(63))
        return [("suggest_solo", (solo, seats_for(MODULE, solo, [load_script().player], []))),
                ("suggest_hotseat", None)]


GUIDED_GAME = GuidedGame()
