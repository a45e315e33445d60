"""The flow of a board scene that holds a person's turn back until End turn: computer players
asked and answered, their moves told as captions, the pass-the-device screen, a choice narrowed
click by click, undo and redo, a hint (the hard computer player's suggestion, shown, never
played), the top bar's buttons and keys, the board's picture painted again only where it changed,
hover texts.

A turn ends when its player confirms it. A game's rules end a turn with its last choice, so the
board plays a person's moves on a copy of the game (``_staged``: the actions, ``_staged_game``:
the copy, ``_staged_events``: what they did) and plays them for good at End turn; until then Undo
takes them back. A last move that reveals something may wait for End turn too (``_held``, shown
by the events it is known to cause, ``_held_events``).

A game's board subclasses :class:`BoardFlow` and supplies (see each hook's docstring): its
widgets, panel, buttons and areas (``__init__``, ``on_resize``, with :mod:`game.ui.board_parts`),
``END_TURN``, ``WHY_NO_UNDO``, ``QUIT_TITLE``, ``PLAYING_WIDGET``, ``TOP_BAR_COLOUR``, ``viewer``,
``_make_context``, ``_offers_choice``, ``_log_lines``, ``_game_over_status``, ``_play`` (what is
held back), ``_commit``, ``_present``, ``_turn_over``, ``_needs_pass_screen``, ``_ask_for``,
``_preview_text``, ``_round_parts``.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.computer_players import ComputerPlayers, Question
from game.core.actions import Action
from game.i18n import N_, _
from game.log import LogLine
from game.session import Session
from game.settings import SPEED_FACTORS, Settings
from game.ui import theme as th
from game.ui.auto_moves import AutoMoves
from game.ui.board_ahead import BoardAhead, sliced
from game.ui.board_parts import TOP_BAR_LABEL, TopBarCommands, ask_to_quit, click_button, draw_suggestion
from game.ui.scene import Scene, Size
from game.ui.sound import Sounds
from game.ui.widgets.base import Button, Hint, Target, Widget, draw_glow, draw_tooltip, panel_area
from game.ui.widgets.decision_panel import ChoicePanel
from game.ui.widgets.log_view import LogWidget
from game.ui.window_repair import WindowRepair

TOP_BAR_H = 48
#: The greyed-out Undo button's tooltip for each reason the session gives; a game adds what
#: "something new was revealed" means in it.
WHY_NO_UNDO: dict[str, Any] = {
    "the turn has passed": N_("Undo takes back only your own moves in this turn."),
    "nothing to undo yet": N_("Nothing to undo yet in this turn."),
    "back at the start of what can be undone": N_("Everything that can be undone in this turn has been."),
}


@dataclass
class Caption:
    """One move of a computer player (or an automa): its log line and how long it stays up."""

    seat: int
    text: str
    seconds: float


class BoardFlow(TopBarCommands, Scene):
    """Plays one :class:`Session` from its current decision to the game over (see the module)."""

    #: the action that confirms the end of a turn
    END_TURN: Action
    #: the greyed-out Undo button's tooltip for each reason the session gives
    WHY_NO_UNDO: dict[str, Any] = WHY_NO_UNDO
    QUIT_TITLE: Any = ""
    #: the widget whose ``playing`` marks the seat whose move a caption tells
    PLAYING_WIDGET = ""
    TOP_BAR_COLOUR = th.LAPIS_DARK
    BUTTON_W = 112
    CAPTION_SECONDS = 1.0
    SINGLE_CHOICE_SECONDS = 0.8
    #: events the captions leave to the log
    UNTOLD: frozenset[str] = frozenset()

    def __init__(self, session: Session, settings: Settings, *, on_game_over: Callable[[Any], None],
                 on_menu: Callable[[Any], None], on_rules: Callable[[Any], None] | None = None,
                 on_scores: Callable[[Any], None] | None = None, sounds: Sounds | None = None,
                 computers: ComputerPlayers | None = None) -> None:
        self.session = session
        self.settings = settings
        self.on_game_over = on_game_over
        self.on_menu = on_menu
        self.on_rules = on_rules
        self.on_scores = on_scores
        self.sounds = sounds
        self.computers = computers if computers is not None else ComputerPlayers()
        self.moves = AutoMoves(session)
        self.theme = th.Theme()
        self.widgets: dict[str, Widget] = {}
        self.panel: ChoicePanel   # the game's, made by its __init__
        self.log = LogWidget()
        self.buttons: dict[str, Button] = {}
        self.ctx: Any = None
        self.confirmed_viewer: int | None = None
        #: the person's moves played on a copy, waiting for End turn: the actions, the copy, its events
        self._staged: list[Action] = []
        self._staged_game: Any = None
        self._staged_events: list[dict] = []
        #: the turn's last move when it reveals something: held until End turn, with what is known of it
        self._held: Action | None = None
        self._held_events: list[dict] = []
        self._redo_staged: list[Action] = []
        self._narrow: list[list[Action]] = []
        self._outcomes: dict[Action, str] = {}
        self.captions: list[Caption] = []
        self._single_timer: float | None = None
        self._hold_single = False
        self._game_over_shown = False
        self._quit_dialog: Scene | None = None
        self._areas: dict[str, pygame.Rect] = {}
        #: the board without what changes from frame to frame; each area painted again only when
        #: what its widget shows changed (its ``picture_key``)
        self._picture: pygame.Surface | None = None
        self._painted: dict[str, object] = {}
        #: what the next frame puts back from the picture onto the window
        self._repair = WindowRepair()
        self._targets_cache: list[Target] | None = None
        self._hints_cache: dict[str, list[Hint]] = {}
        self.hover = (-1, -1)
        #: the hard computer player's suggestion for the person deciding, and its words (Hint, H)
        self.suggestion: tuple[Action, str] | None = None
        #: the next person's board made ready under the pass screen (see ``_board_ahead``)
        self._ahead = BoardAhead()

    # ------------------------------------------------------------------ what a game supplies
    @classmethod
    def prepare_pictures(cls, size: Size) -> Iterator[None]:
        """Make the pictures every board of the game shows at ``size`` whatever the game, a piece
        at a time (a step of the iterator each), while the menus wait (``GameUI.prepare_board``):
        none unless the game has such pictures."""
        return iter(())

    def viewer(self) -> int:
        """Whose eyes the board is drawn for (-1: nobody's, the public view)."""
        raise NotImplementedError

    def _make_context(self, game: Any, view: dict, legal: list[Action], viewer: int, waiting: bool) -> Any:
        """The game's board context for ``view`` (of ``viewer``) and the ``legal`` actions offered."""
        raise NotImplementedError

    def _offers_choice(self, viewer: int) -> bool:
        """Whether the board offers the decision of the game shown to the person at the screen."""
        raise NotImplementedError

    def _shown_while_waiting(self, view: dict) -> dict:
        """``view`` while the turn waits for End turn: with what is known of a move held back."""
        return view

    def _game_over_status(self) -> str:
        raise NotImplementedError

    def _play(self, action: Action) -> None:
        """Play a person's ``action``: held back on the copy, or committed."""
        raise NotImplementedError

    def _commit(self, actions: list[Action], shown: bool = False) -> None:
        """Play ``actions`` on the session (``shown``: the person saw them already), then refresh."""
        raise NotImplementedError

    def _present(self, events: list[dict]) -> None:
        """The sound and the captions of moves played for good (a redo)."""
        raise NotImplementedError

    def _turn_over(self, game: Any) -> bool:
        """Whether the held-back turn played on ``game`` is over."""
        raise NotImplementedError

    def _needs_pass_screen(self) -> bool:
        """Whether the person deciding must say "I am …" before the board shows their choice."""
        raise NotImplementedError

    def _ask_for(self, seat: int) -> None:
        """Push the pass-the-device screen for ``seat``."""
        raise NotImplementedError

    def _preview_text(self, action: Action) -> str:
        """What ``action`` does, in words, from the rules' preview ("" if nothing to say)."""
        raise NotImplementedError

    def _round_parts(self, ctx: Any) -> list[str]:
        """The top bar's first words: the round, and what else the game says of it."""
        raise NotImplementedError

    def _busy(self) -> bool:
        """Whether moves are being told or shown (no choice is open meanwhile)."""
        return bool(self.captions)

    def _advance(self, dt: float) -> bool:
        """Advance the captions (and a game's animations); True when something changed."""
        if not self.captions:
            return False
        self.captions[0].seconds -= dt
        if self.captions[0].seconds <= 0:
            self.captions.pop(0)
            if self.captions:
                self._invalidate()   # the one playing is marked
            else:
                self._build_context()   # the person's choice opens now
        return True

    def _draw_moving(self, surface: pygame.Surface, ctx: Any) -> bool:
        """Draw what moves over the board's picture (a game's animations); returns whether
        anything was drawn."""
        return False

    def _decorate_target(self, surface: pygame.Surface, ctx: Any, target: Target, lit: bool) -> None:
        """Draw over a glowing target (``lit``: hovered, or the one move a panel button or the hint
        points at)."""

    def _narrowing_note(self, target: Target) -> str:
        """A board target's hover text's second line when it stands for several actions."""
        return ""

    def _picture_keys(self, plain: Any) -> dict[str, object]:
        """What each area of the picture shows (painted again when it changes)."""
        return {name: widget.picture_key(plain) for name, widget in self.widgets.items()}

    def _top_bar_title(self) -> str:
        return str(self.session.module.title)

    def _fit_status(self, info: pygame.Surface, title: pygame.Surface) -> pygame.Surface:
        """The status line's picture, cut to the room the top bar leaves it."""
        return info

    # ------------------------------------------------------------------ what the client reads
    @property
    def can_act(self) -> bool:
        return self.ctx is not None and bool(self.ctx.legal)

    def button_targets(self) -> dict[str, pygame.Rect]:
        return {name: b.rect for name, b in self.buttons.items() if b.enabled}

    def on_settings(self, settings: Settings) -> None:
        self.settings = settings

    @property
    def speed(self) -> float:
        return SPEED_FACTORS.get(self.settings.animation_speed, 1.0)

    def on_enter(self) -> None:
        self.refresh()

    def on_exit(self) -> None:
        self.computers.cancel()

    # ------------------------------------------------------------------ the game shown
    @property
    def game(self) -> Any:
        """The game as the board shows it: the session's, with the person's moves held back on it."""
        return self._staged_game if self._staged_game is not None else self.session.game

    @property
    def holding(self) -> bool:
        """Whether moves of the person deciding are held back until End turn."""
        return self._staged_game is not None or self._held is not None

    @property
    def waiting_to_end(self) -> bool:
        """The person's held-back turn is played through and waits for End turn."""
        return self._held is not None or (self._staged_game is not None and self._turn_over(self._staged_game))

    @property
    def _staged_seat(self) -> int:
        decision = self.session.game.decision
        return decision.player if decision is not None else -1

    def _build_context(self) -> None:
        """Make the context of what is shown now (the choices offered, or End turn once the turn
        held back is played through), the log and the panel's status."""
        self._outcomes.clear()
        self._narrow.clear()
        question = self.computers.question
        if question is not None and question.hint and question.moves != self._moves_shown:
            self.computers.cancel()   # a suggestion for a position already left
        viewer = self.viewer()
        self.ctx = self._ahead.take(viewer, self.session, self.theme) or self._context_for(viewer)
        self.ctx.hover = self.hover
        if self.suggestion is not None and self.suggestion[0] not in self.ctx.legal:
            self.suggestion = None    # the game moved on
        self.log.set_lines(self._log_lines(viewer))
        self.panel.status = self._status()
        self._invalidate()

    def _context_for(self, viewer: int) -> Any:
        """The context of what ``viewer`` is shown now."""
        game = self.game
        view = game.view(viewer)
        waiting = self.waiting_to_end
        if waiting:
            view = self._shown_while_waiting(view)
            view["decision"] = {"player": self._staged_seat, "kind": "end_turn", "prompt": ""}
            legal = [self.END_TURN]
        else:
            legal = game.legal_actions() if self._offers_choice(viewer) else []
        return self._make_context(game, view, legal, viewer, waiting)

    def _board_ahead(self, seat: int) -> Iterator[None]:
        """While the pass screen waits for the person at ``seat`` (see :mod:`game.ui.board_ahead`;
        a game's ``_ask_for`` hands it to the screen): their context, then the picture of the board
        painted for it, in slices. A change of the game or of the window meanwhile leaves the rest
        undone (and the context unused)."""
        if self.waiting_to_end:   # a turn held back is shown as it stands: not ahead
            return
        ctx = self._context_for(seat)
        self._ahead.keep(seat, ctx, self.session, self.theme)
        self.log.set_lines(self._log_lines(seat))
        painting = self._painting(self.theme.size, ctx)
        yield from sliced(itertools.takewhile(lambda _piece: self._ahead.still_for(seat, self.session, self.theme),
                                              painting))

    def _log_lines(self, viewer: int) -> list[LogLine]:
        """The grouped log of the session's events, then those of the turn held back."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Rebuild what is shown after the game changed, then show what comes next."""
        decision = self.session.game.decision
        if decision is None or decision.player != self.confirmed_viewer:
            self.confirmed_viewer = None
        self._single_timer = None
        self._build_context()
        self._show_next()

    def _status(self) -> str:
        game = self.session.game
        if game.is_over:
            return self._game_over_status()
        decision = self.game.decision
        if decision is None:
            return ""
        name = self.session.names[decision.player]
        if self.session.seats[decision.player].computer is not None:
            return _("{name} is thinking…", name=name)
        return _("Waiting for {name}…", name=name)

    # ------------------------------------------------------------------ the flow
    def _show_next(self) -> None:
        """What happens next once the captions have played: the game over, a computer player's
        move, a pass-the-device screen, a single choice taken by itself."""
        if self.stack is None or self.stack.top is not self or self._busy():
            return
        game = self.session.game
        if game.is_over:
            if not self._game_over_shown:
                self._game_over_shown = True
                self.on_game_over(self)
            return
        if self.holding:
            return   # the person's turn waits for them
        decision = game.decision
        if decision is None:
            return
        seat = self.session.seats[decision.player]
        if seat.computer is not None:
            self._ask_computer(decision.player)
        elif self._needs_pass_screen():
            self._ask_for(decision.player)
        elif self._single_choice() is not None:
            self._single_timer = self.SINGLE_CHOICE_SECONDS * self.speed

    def _single_choice(self) -> Action | None:
        ctx = self.ctx
        if (not self.settings.auto_single_choice or self._hold_single or ctx is None or ctx.waiting_to_end
                or len(ctx.legal) != 1):
            return None
        return ctx.legal[0]

    def _ask_computer(self, seat: int) -> None:
        legal = self.session.game.legal_actions()
        if len(legal) == 1:
            self._commit([legal[0]])
        elif self.computers.question != Question(seat, len(self.session.events)):
            self.computers.ask(self.session.module.id, self.session.game, seat, self.session.seats[seat].computer,
                               len(self.session.events))

    def play(self, action: Action) -> None:
        """The person deciding chose ``action`` (End turn included)."""
        self._hold_single = False
        self.suggestion = None
        if action == self.END_TURN:
            self._end_turn()
            return
        self._redo_staged.clear()
        self._play(action)

    def _end_turn(self) -> None:
        actions = [*self._staged, *([self._held] if self._held is not None else [])]
        self._clear_staged()
        self._commit(actions, shown=True)

    def _clear_staged(self) -> None:
        self._staged, self._staged_game, self._staged_events = [], None, []
        self._held, self._held_events = None, []

    def _stage(self, actions: list[Action]) -> None:
        """Hold back ``actions`` (a person's moves so far) on a copy of the session's game, silently."""
        self._clear_staged()
        if not actions:
            return
        game = self.session.game.clone()
        events: list[dict] = []
        for action in actions:
            events += game.apply(action)
        self._staged, self._staged_game, self._staged_events = list(actions), game, events

    def _caption(self, events: list[dict]) -> None:
        """The moves of the seats nobody here plays, as captions told one by one."""
        if self.speed <= 0:
            return
        narrated = {i for i, seat in enumerate(self.session.seats) if not seat.human}
        viewer = self.viewer()
        narrator = self.session.narrator(viewer)
        for event in events:
            if event.get("player") in narrated and event["type"] not in self.UNTOLD:
                text = narrator.line(event)
                if text:
                    self.captions.append(Caption(event["player"], text, self.CAPTION_SECONDS * self.speed))

    # ------------------------------------------------------------------ undo
    @property
    def can_undo(self) -> bool:
        return self.holding or (self.moves.can_undo and self.can_act)

    def undo(self) -> None:
        self.suggestion = None
        if self._held is not None:
            self._redo_staged.append(self._held)
            self._held, self._held_events = None, []
            self._hold_single = True
            self.refresh()
        elif self._staged:
            self._redo_staged.append(self._staged[-1])
            self._stage(self._staged[:-1])
            self._hold_single = True
            self.refresh()
        elif self.moves.can_undo and self.can_act:
            self.moves.undo()
            self._hold_single = True
            self.refresh()
        else:
            self._sound("error")

    def redo(self) -> None:
        self.suggestion = None
        if self._redo_staged and self.can_act and self._held is None:
            self._play(self._redo_staged.pop())
        elif self.moves.can_redo and self.can_act and not self.holding:
            self._present(self.moves.redo())
            self.refresh()
        else:
            self._sound("error")

    def _refresh_buttons(self) -> None:
        undo, redo, hint = self.buttons["undo"], self.buttons["redo"], self.buttons["hint"]
        hint.enabled = self.can_act and len(self.ctx.legal) > 1 and not self.computers.thinking
        hint.why_disabled = (N_("Thinking about a suggestion…") if self.computers.thinking
                             else N_("A suggestion is for the player deciding, when there is a choice to make"))
        undo.enabled = self.can_undo
        undo.tooltip = N_("Take back your last move (Ctrl+Z)")
        why = self.session.why_not_undo
        undo.why_disabled = self.WHY_NO_UNDO.get(why, N_("Nothing to undo.")) if self.can_act else N_(
            "Only the player deciding can undo")
        redo.enabled = ((bool(self._redo_staged) and self._held is None)
                        or (self.moves.can_redo and not self.holding)) and self.can_act
        redo.tooltip = N_("Play the undone move again (Ctrl+Y)")
        redo.why_disabled = N_("Nothing to redo")

    # ------------------------------------------------------------------ the hint
    @property
    def _moves_shown(self) -> int:
        """How far the game shown has gone (the moves held back included): a suggestion answers
        the position it was asked for and no other."""
        return len(self.session.events) + len(self._staged_events)

    def ask_hint(self) -> None:
        """Ask the hard computer player what the person deciding should do (shown, not played)."""
        if not self.buttons["hint"].enabled or self.game.decision is None:
            self._sound("error")
            return
        self.suggestion = None
        self.computers.suggest(self.session.module.id, self.game, self._moves_shown)
        self._invalidate()

    def _show_hint(self, action: Action) -> None:
        """The suggestion arrived: its places glow and a strip under the panel says what it does."""
        ctx = self.ctx
        if ctx is None or action not in ctx.legal:
            return
        label = self.panel.label_of(ctx, action)
        result = self.outcome_of(Target(pygame.Rect(0, 0, 0, 0), [action], label))
        self.suggestion = (action, _("Hint: {move}.", move=label) + (f" {result}" if result else ""))
        self._invalidate()

    # ------------------------------------------------------------------ choosing
    def choose(self, actions: list[Action]) -> None:
        """A click stood for ``actions``: play the one left, or narrow the choice to them."""
        ctx = self.ctx
        if ctx is None or not actions:
            return
        if len(actions) == 1:
            self.play(actions[0])
            return
        if set(actions) == set(ctx.candidates):
            return
        self._narrow.append(ctx.candidates)
        ctx.candidates = list(actions)
        self._invalidate()

    def back(self) -> None:
        if self.ctx is not None and self._narrow:
            self.ctx.candidates = self._narrow.pop()
            self._invalidate()

    def _end_turn_outcome(self) -> str:
        return _("The next player's turn begins; this one can no longer be undone.")

    def outcome_of(self, target: Target) -> str:
        """What choosing ``target`` does, from the rules' own preview of it."""
        ctx = self.ctx
        if ctx is None or len(target.actions) != 1 or target.actions[0] not in ctx.legal:
            return ""
        action = target.actions[0]
        if action == self.END_TURN:
            return self._end_turn_outcome()
        if action not in self._outcomes:
            text = self._preview_text(action)
            self._outcomes[action] = _("Result: {result}", result=text) if text else ""
        return self._outcomes[action]

    # ------------------------------------------------------------------ targets and hover texts
    @property
    def targets(self) -> list[Target]:
        if self._targets_cache is None:
            ctx = self.ctx
            found: list[Target] = []
            if ctx is not None and ctx.legal and not self._busy():
                if not ctx.waiting_to_end:
                    for widget in self.widgets.values():
                        found += [t for t in widget.targets(ctx) if t.actions]
                found += self.panel.targets(ctx)
            self._targets_cache = found
        return self._targets_cache

    def hints_of(self, name: str) -> list[Hint]:
        """The hover texts of one part of the board (made when first asked for)."""
        if name not in self._hints_cache:
            widget = self.log if name == "log" else self.widgets[name]
            self._hints_cache[name] = [] if self.ctx is None else widget.hints(self.ctx)
        return self._hints_cache[name]

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        if self._busy():
            return []
        return [(t.rect, t.tooltip or "choice") for t in self.targets]

    def _invalidate(self) -> None:
        self._targets_cache = None
        self._hints_cache = {}
        self.widgets[self.PLAYING_WIDGET].playing = self.captions[0].seat if self.captions else None
        self.panel.caption = self.captions[0].text if self.captions else ""
        self.panel.caption_seat = self.captions[0].seat if self.captions else -1
        self._refresh_buttons()
        self.needs_redraw = True

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.ctx is not None:
                self.ctx.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.back()
        elif event.type == pygame.MOUSEWHEEL and self.log.rect.collidepoint(self.hover):
            self.log.handle_wheel(event.y)
            self.needs_redraw = True
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _skip_captions(self) -> None:
        self.captions.clear()
        self._build_context()
        self._show_next()

    def _click(self, pos: tuple[int, int]) -> None:
        if self._busy():
            self._skip_captions()
            return
        if click_button(self.buttons, pos, self._press, lambda: self._sound("error")):
            return
        if self.log.handle_click(pos):
            self.needs_redraw = True
            return
        for target in self.targets:
            if target.rect.collidepoint(pos):
                self.choose(target.actions)
                return

    def show_scores(self) -> None:
        if self.on_scores is not None:
            self.on_scores(self)

    def _key(self, event: pygame.event.Event) -> None:
        if self._shortcut(event):
            return
        if event.key == pygame.K_ESCAPE:
            if self._narrow:
                self.back()
            else:
                self.on_menu(self)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self._busy():
                self._skip_captions()
            elif self.ctx is not None and self.END_TURN in self.ctx.legal:
                self.play(self.END_TURN)
        else:
            for target in self.targets:
                if target.key == event.key:
                    self.choose(target.actions)
                    return

    def request_quit(self) -> bool:
        dialog = ask_to_quit(self, self._quit_dialog, self.QUIT_TITLE)
        if dialog is None:
            return True
        self._quit_dialog = dialog
        return False

    def _sound(self, name: str | None) -> None:
        if name is not None and self.sounds is not None:
            self.sounds.play(name)

    # ------------------------------------------------------------------ time
    @property
    def is_animating(self) -> bool:
        return self._busy() or self._single_timer is not None or self.computers.thinking

    def update(self, dt: float) -> None:
        on_top = self.stack is not None and self.stack.top is self
        changed = self._advance(dt)
        if on_top and not self._busy():
            decision = self.session.game.decision
            question = self.computers.question
            if question is not None and question.hint:
                answer = self.computers.answer(question.seat, self._moves_shown, hint=True)
                if answer is not None:
                    self._show_hint(answer)
                    changed = True
            elif question is not None and decision is not None and not self.holding:
                answer = self.computers.answer(decision.player, len(self.session.events))
                if answer is not None:
                    self._commit([answer])
                    changed = True
            elif changed or self._waiting_for_next():
                self._show_next()
        if self._single_timer is not None and on_top:
            self._single_timer -= dt
            if self._single_timer <= 0:
                self._single_timer = None
                single = self._single_choice()
                if single is not None:
                    self.play(single)
            changed = True
        if changed:
            self.needs_redraw = True

    def _waiting_for_next(self) -> bool:
        """Something comes next without input (a pass screen just closed, a computer's turn)."""
        game = self.session.game
        if game.is_over:
            return not self._game_over_shown
        decision = game.decision
        if decision is None or self.holding:
            return False
        seat = self.session.seats[decision.player]
        return (seat.computer is not None and not self.computers.thinking) or self._needs_pass_screen()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        if ctx is None:
            return
        hint = self.suggestion[1] if self.suggestion is not None and not self.captions else ""
        if hint != self.panel.hint:
            self.panel.hint = hint
            self._targets_cache = None   # the panel's buttons make room for the hint's words, or take it back
        repair = self._repair
        repair.put_back(surface, self._painted_board(surface.get_size(), ctx), self.window_kept)
        if self._draw_moving(surface, ctx):
            repair.covered_everywhere()
        self._draw_targets(surface, ctx)
        self.panel.suggested = self.suggestion[0] if hint else None
        self.panel.draw(surface, ctx)
        repair.covered(panel_area(self.panel.rect, self.theme))
        if hint and not self.panel.shows_hint(ctx):
            repair.covered(draw_suggestion(surface, self.theme, hint, self.panel.rect))
        for button in self.buttons.values():
            repair.covered(button.draw(surface, self.theme, hovered=button.contains(self.hover), size=TOP_BAR_LABEL))
        if self.stack is not None and self.stack.top is self:
            tip = self._tooltip_at(self.hover)
            if tip:
                repair.covered(draw_tooltip(surface, self.hover, tip, self.theme))
        self.drawn_areas = repair.drawn()

    def _painted_board(self, size: Size, ctx: Any) -> pygame.Surface:
        """The board without what changes from frame to frame (hover, panel, captions), each area
        painted again only when what it shows changed."""
        for _piece in self._painting(size, ctx):
            pass
        return self._picture

    def _painting(self, size: Size, ctx: Any) -> Iterator[None]:
        """Bring the board's picture up to date for ``ctx``, an area at a time (a step of the
        iterator for each area painted)."""
        if self._picture is None or self._picture.get_size() != size:
            self._picture = pygame.Surface(size)
            self._picture.fill(th.BACKGROUND)
            self._painted = {}
            self._repair.picture_replaced()
        picture = self._picture
        plain = replace(ctx, hover=(-1, -1))
        log = self.log
        keys = self._picture_keys(plain)
        keys["log"] = (len(log.lines), log.lines[-1] if log.lines else None, log.scroll, log.only)
        keys["top"] = self.status_line(ctx)
        for name, key in keys.items():
            if self._painted.get(name) == key:
                continue
            self._painted[name] = key
            if name == "top":
                self._repair.picture_changed(self._draw_top_bar(picture, ctx))
                continue
            area = self._areas[name]
            picture.set_clip(area)
            picture.fill(th.BACKGROUND, area)
            (log if name == "log" else self.widgets[name]).draw(picture, plain)
            picture.set_clip(None)
            self._repair.picture_changed(area)
            yield

    def _draw_top_bar(self, surface: pygame.Surface, ctx: Any) -> pygame.Rect:
        """Paint the top bar (title and status line) on the picture; returns its area."""
        t = self.theme
        bar = pygame.Rect(0, 0, surface.get_width(), round(TOP_BAR_H * t.size[1] / th.DESIGN_SIZE[1]))
        pygame.draw.rect(surface, self.TOP_BAR_COLOUR, bar)
        pygame.draw.rect(surface, th.GOLD, (0, bar.bottom - max(1, t.px(3)), bar.w, max(1, t.px(3))))
        title = t.render(self._top_bar_title(), "title", 30, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midleft=(t.px(16), bar.centery)))
        info = self._fit_status(t.render(self.status_line(ctx), "bold", 19, th.IVORY), title)
        surface.blit(info, info.get_rect(midleft=(title.get_rect().right + t.px(40), bar.centery)))
        return bar

    def status_line(self, ctx: Any) -> str:
        parts = self._round_parts(ctx)
        if self.captions:
            parts.append(_("{name} is playing", name=ctx.name_of(self.captions[0].seat)))
        elif self.session.game.is_over:
            parts.append(_("Game over"))
        elif ctx.waiting_to_end:
            parts.append(_("{name}: end your turn", name=ctx.name_of(ctx.deciding)))
        elif ctx.deciding is not None:
            parts.append(_("{name} to decide", name=ctx.name_of(ctx.deciding)))
        if self.session.known_setup:
            parts.append(_("Known set-up (seed {seed})", seed=self.session.seed))
        return "   ·   ".join(parts)

    def _draw_targets(self, surface: pygame.Surface, ctx: Any) -> None:
        t = self.theme
        button = self._hovered_panel_actions()
        hint = {self.suggestion[0]} if self.suggestion is not None else set()
        pointed = button | hint
        # drawn as if chosen (a stone on a ship) only where the pointing stands for one move:
        # "Place a stone… (13)" lights every free space without filling them all
        as_chosen = hint | (button if len(button) == 1 else set())
        for target in self.targets:
            if self.panel.rect.colliderect(target.rect):
                continue
            hovered = target.rect.collidepoint(self.hover)
            if pointed and pointed & set(target.actions):
                glow = draw_glow(surface, target.rect, t, strong=True, colour=th.HIGHLIGHT_FOCUS)
            else:
                glow = draw_glow(surface, target.rect, t, strong=hovered)
            self._repair.covered(glow)
            self._decorate_target(surface, ctx, target, hovered or bool(as_chosen & set(target.actions)))

    def _hovered_panel_actions(self) -> set[Action]:
        for target in self.targets:
            if self.panel.rect.colliderect(target.rect) and target.rect.collidepoint(self.hover):
                return set(target.actions)
        return set()

    def _tooltip_at(self, pos: tuple[int, int]) -> str:
        for button in self.buttons.values():
            if button.contains(pos):
                return button.hover_text
        ctx = self.ctx
        for target in self.targets:
            if target.rect.collidepoint(pos):
                in_panel = self.panel.rect.colliderect(target.rect)
                label = "" if in_panel and self.panel.label_fits(ctx, target) else target.tooltip
                if in_panel and not label and len(target.actions) > 1:   # a group: its label leads its outcomes
                    label = target.tooltip
                if not in_panel and len(target.actions) > 1 and (note := self._narrowing_note(target)):
                    label = "\n".join((label, note))
                return "\n".join(text for text in (label, self.outcome_of(target)) if text)
        for name in (*self.widgets, "log"):
            if self._areas[name].collidepoint(pos):
                for hint in self.hints_of(name):
                    if hint.rect.collidepoint(pos):
                        return hint.text
        return ""
