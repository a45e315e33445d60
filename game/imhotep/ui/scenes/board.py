"""Imhotep's board scene: the harbour and its ships, the five sites with their docks, the quarry,
the scoring track, the players' panels, the decision panel and the log; and the flow of a game.

The scene never judges legality: it asks the rules for the legal actions of the player deciding,
lets the widgets offer them (glowing places), narrows the choice on each click and plays the
action when one is left.

A turn ends when its player confirms it. Imhotep's rules end a turn with its one action, so
the board holds a person's turn back: the action is played on a copy of the game, shown, and
played for real only at End turn (Enter); until then Undo takes it back. An action that would
reveal something (a card drawn from the pile) is played at once: nothing revealed can be taken
back. With the setting "Confirm end of turn" off, actions are played at once.

Computer players' moves are told one by one in the decision panel (a click skips them), a ship
sailing is shown moving to its dock and unloading. Imhotep hides almost nothing: a hot-seat game
needs a pass-the-device screen only before a player looks at the B Market's face-down pair.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.computer_players import ComputerPlayers, Question
from game.core.actions import Action
from game.i18n import N_, _
from game.imhotep.rules import Game
from game.imhotep.rules.catalog import load_catalog
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext, build_context
from game.imhotep.ui.widgets.harbour import HarbourWidget
from game.imhotep.ui.widgets.panel import DecisionPanel, shown_label
from game.imhotep.ui.widgets.players import PlayersWidget
from game.imhotep.ui.widgets.quarry import QuarryWidget
from game.imhotep.ui.widgets.sites import SitesWidget, docked_hull
from game.imhotep.ui.widgets.track import TrackWidget
from game.imhotep.ui.words import END_TURN
from game.log import LogLine, grouped_log
from game.session import Session
from game.settings import SPEED_FACTORS, Settings
from game.ui import theme as th
from game.ui.auto_moves import AutoMoves
from game.ui.scene import Scene, Size
from game.ui.scenes.dialogs import confirm
from game.ui.scenes.log_scene import LogScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.sound import Sounds
from game.ui.widgets.base import Button, Hint, Target, Widget, draw_glow, draw_tooltip
from game.ui.widgets.log_view import LogWidget

TOP_BAR_H = 48
SIDE_X, SIDE_W = 1400, 520
PLAYER_H = 150          # design px per player panel
PANEL_H = 236
#: Where the parts of the board sit on a 1920×1080 window (design pixels, scaled with the window).
LAYOUT: dict[str, tuple[int, int, int, int]] = {
    "harbour": (0, TOP_BAR_H, 330, 690),
    "quarry": (0, TOP_BAR_H + 690, 330, 252),
    "sites": (330, TOP_BAR_H, 1070, 942),
    "track": (0, 990, 1400, 90),
}
#: Decisions that show their player something the others may not see (the face-down pair).
PRIVATE = frozenset({"keep_card"})
CAPTION_SECONDS = 1.0
SAIL_SECONDS = 0.7
UNLOAD_SECONDS = 0.22
SINGLE_CHOICE_SECONDS = 0.8
#: The sound each kind of event calls for, most important first (one sound per batch).
SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"round_started", "game_over", "temple_scored"})),
    ("card", frozenset({"card_taken", "card_played", "face_down_taken"})),
    ("coin", frozenset({"stone_delivered"})),
    ("build", frozenset({"stone_placed", "ship_sailed"})),
    ("die", frozenset({"stones_taken"})),
)
WHY_NO_UNDO: dict[str, Any] = {
    "the turn has passed": N_("Undo takes back only your own moves in this turn."),
    "something new was revealed": N_("Undo cannot go back past something revealed (a card drawn from the pile)."),
    "nothing to undo yet": N_("Nothing to undo yet in this turn."),
    "back at the start of what can be undone": N_("Everything that can be undone in this turn has been."),
}


def sound_for(events: list[dict]) -> str | None:
    kinds = {event["type"] for event in events}
    return next((name for name, types in SOUNDS if not kinds.isdisjoint(types)), None)


@dataclass
class Caption:
    """One move of a computer player: its log line and how long it stays up."""

    seat: int
    text: str
    seconds: float


@dataclass
class Sailing:
    """A ship on its way to a dock, then unloading its stones one by one (the board's picture
    already shows the end of it)."""

    site: str
    capacity: int
    stones: list[int]
    start: pygame.Rect
    end: pygame.Rect
    speed: float
    elapsed: float = 0.0

    @property
    def duration(self) -> float:
        return (SAIL_SECONDS + UNLOAD_SECONDS * sum(1 for s in self.stones if s >= 0)) * self.speed


class BoardScene(Scene):
    """Plays one :class:`Session` of Imhotep from its current decision to the game over."""

    def __init__(self, session: Session, settings: Settings, *, on_game_over: Callable[["BoardScene"], None],
                 on_menu: Callable[["BoardScene"], None], on_rules: Callable[["BoardScene"], None] | None = None,
                 on_scores: Callable[["BoardScene"], None] | None = None, sounds: Sounds | None = None,
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
        self.catalog = load_catalog()
        self.theme = th.Theme()
        self.harbour = HarbourWidget()
        self.sites = SitesWidget()
        self.players = PlayersWidget()
        self.widgets: dict[str, Widget] = {"harbour": self.harbour, "quarry": QuarryWidget(), "sites": self.sites,
                                           "track": TrackWidget(), "players": self.players}
        self.panel = DecisionPanel()
        self.log = LogWidget()
        self.buttons: dict[str, Button] = {
            "undo": Button(N_("Undo")),
            "redo": Button(N_("Redo")),
            "log": Button(N_("Log"), tooltip=N_("The whole game log, filterable by player (L)")),
            "scores": Button(N_("Scores"), tooltip=N_("Every player's points by site and card (S)")),
            "rules": Button(N_("Rules"), tooltip=N_("The rules and every market card (F1)")),
            "menu": Button(N_("Menu"), tooltip=N_("Save, load, settings, main menu")),
        }
        self.ctx: BoardContext | None = None
        self.confirmed_viewer: int | None = None
        #: the person's turn played on a copy, waiting for End turn: its actions, the copy, its events
        self._staged: list[Action] = []
        self._staged_game: Game | None = None
        self._staged_events: list[dict] = []
        self._redo_staged: list[Action] = []
        self._narrow: list[list[Action]] = []
        self._outcomes: dict[Action, str] = {}
        self.captions: list[Caption] = []
        self.sailing: list[Sailing] = []
        self._single_timer: float | None = None
        self._hold_single = False
        self._game_over_shown = False
        self._quit_dialog: Scene | None = None
        self._areas: dict[str, pygame.Rect] = {}
        #: the board without what changes from frame to frame; each area painted again only when what
        #: its widget shows changed (its ``picture_key``)
        self._picture: pygame.Surface | None = None
        self._painted: dict[str, object] = {}
        self._targets_cache: list[Target] | None = None
        self._hints_cache: dict[str, list[Hint]] = {}
        #: the log lines of the session's events: how many events, the last of them, the lines
        self._log_cache: tuple[int, dict | None, list[LogLine]] = (0, None, [])
        self.hover = (-1, -1)

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

    # ------------------------------------------------------------------ layout
    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        sx, sy = size[0] / th.DESIGN_SIZE[0], size[1] / th.DESIGN_SIZE[1]

        def rect(x: int, y: int, w: int, h: int) -> pygame.Rect:
            left, top = round(x * sx), round(y * sy)
            return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)

        seats = len(self.session.seats)
        players_h = PLAYER_H * seats
        self._areas = {name: rect(*box) for name, box in LAYOUT.items()}
        self._areas["players"] = rect(SIDE_X, TOP_BAR_H, SIDE_W, players_h)
        self._areas["panel"] = rect(SIDE_X, TOP_BAR_H + players_h, SIDE_W, PANEL_H)
        log_top = TOP_BAR_H + players_h + PANEL_H
        self._areas["log"] = rect(SIDE_X, log_top, SIDE_W, th.DESIGN_SIZE[1] - log_top)
        for name, widget in self.widgets.items():
            widget.layout(self._areas[name], t)
        self.panel.layout(self._areas["panel"].inflate(-t.px(8), -t.px(8)), t)
        self.log.layout(self._areas["log"].inflate(-t.px(8), -t.px(8)), t)
        x = size[0] - t.px(8)
        for key in reversed(list(self.buttons)):
            w = t.px(104)
            x -= w
            self.buttons[key].rect = pygame.Rect(x, t.px(6), w, round(TOP_BAR_H * sy) - t.px(12))
            x -= t.px(8)
        if self.ctx is not None:
            self.ctx.theme = t
        self._picture = None   # a new scale, or a new language: everything is painted and said again
        self._log_cache = (0, None, [])
        if self.ctx is not None:
            self._build_context()

    def on_enter(self) -> None:
        self.refresh()

    def on_exit(self) -> None:
        self.computers.cancel()

    # ------------------------------------------------------------------ the game shown
    @property
    def game(self) -> Game:
        """The game as the board shows it: the session's, with the person's turn held back on it."""
        return self._staged_game if self._staged_game is not None else self.session.game

    @property
    def waiting_to_end(self) -> bool:
        """The person's held-back turn is played through and waits for End turn."""
        game = self._staged_game
        return game is not None and self._turn_over(game)

    def _turn_over(self, game: Game) -> bool:
        seat = self._staged_seat
        decision = game.decision
        return (game.is_over or decision is None or decision.player != seat
                or game.turn_ends != self.session.game.turn_ends)

    @property
    def _staged_seat(self) -> int:
        decision = self.session.game.decision
        return decision.player if decision is not None else -1

    def viewer(self) -> int:
        """Whose eyes the board is drawn for: the only person (against computers), or the person
        deciding (hot-seat; one looking at private cards once they said "I am …"), else nobody (-1)."""
        humans = self.session.humans
        if not self.session.shared_screen:
            return humans[0] if humans else -1
        if self._staged_game is not None:
            return self._staged_seat
        decision = self.game.decision
        if decision is None or not self.session.seats[decision.player].human:
            return -1
        if decision.kind in PRIVATE and self.confirmed_viewer != decision.player:
            return -1
        return decision.player

    def refresh(self) -> None:
        """Rebuild what is shown after the game changed, then show what comes next."""
        decision = self.session.game.decision
        if decision is None or decision.player != self.confirmed_viewer:
            self.confirmed_viewer = None
        self._single_timer = None
        self._build_context()
        self._show_next()

    def _build_context(self) -> None:
        self._outcomes.clear()
        self._narrow.clear()
        game, viewer = self.game, self.viewer()
        view = game.view(viewer)
        waiting = self.waiting_to_end
        if waiting:
            view["decision"] = {"player": self._staged_seat, "kind": "end_turn", "prompt": ""}
            legal = [END_TURN]
        else:
            decision = game.decision
            mine = decision is not None and decision.player == viewer and viewer >= 0 and not self.captions
            legal = game.legal_actions() if mine else []
        self.ctx = build_context(view, legal, self.catalog, self.session.seats, self.theme, viewer, waiting)
        self.ctx.hover = self.hover
        self.log.set_lines(self._log_lines(viewer))
        self.panel.status = self._status()
        self._invalidate()

    def _log_lines(self, viewer: int) -> list[LogLine]:
        """The grouped log: the session's events (extended with the new ones only, made anew when
        they are no longer the same, e.g. after an undo), then those of a turn held back."""
        events = self.session.events
        count, last, lines = self._log_cache
        narrator = self.session.narrator(viewer if viewer >= 0 else None)
        if count > len(events) or (count and events[count - 1] is not last):
            count, lines = 0, []
        if count < len(events):
            lines = lines + grouped_log(events[count:], narrator, lines[-1].round if lines else 0)
            self._log_cache = (len(events), events[-1], lines)
        if self._staged_events:
            lines = lines + grouped_log(self._staged_events, narrator, lines[-1].round if lines else 0)
        return lines

    def _status(self) -> str:
        game = self.session.game
        if game.is_over:
            winners = ", ".join(self.session.names[s] for s in game.winners())
            return _("Game over: {winners} won.", winners=winners)
        decision = self.game.decision
        if decision is None:
            return ""
        name = self.session.names[decision.player]
        if self.session.seats[decision.player].computer is not None:
            return _("{name} is thinking…", name=name)
        return _("Waiting for {name}…", name=name)

    # ------------------------------------------------------------------ the flow
    def _show_next(self) -> None:
        """The next thing to happen once the captions have played: the game over, a computer
        player's move, a pass-the-device screen, a single choice taken by itself."""
        if self.stack is None or self.stack.top is not self or self.captions or self.sailing:
            return
        game = self.session.game
        if game.is_over:
            if not self._game_over_shown:
                self._game_over_shown = True
                self.on_game_over(self)
            return
        if self._staged_game is not None:
            return   # the person's turn waits for them
        decision = game.decision
        if decision is None:
            return
        seat = self.session.seats[decision.player]
        if seat.computer is not None:
            self._ask_computer(decision.player)
        elif self.session.shared_screen and decision.kind in PRIVATE and self.confirmed_viewer != decision.player:
            self._ask_for(decision.player)
        elif self._single_choice() is not None:
            self._single_timer = SINGLE_CHOICE_SECONDS * self.speed

    def _single_choice(self) -> Action | None:
        ctx = self.ctx
        if (not self.settings.auto_single_choice or self._hold_single or ctx is None or ctx.waiting_to_end
                or len(ctx.legal) != 1):
            return None
        return ctx.legal[0]

    def _ask_for(self, seat: int) -> None:
        info = self.session.seats[seat]

        def ready() -> None:
            self.confirmed_viewer = seat
            self._build_context()

        self._sound("turn")
        self.stack.push(PassDeviceScene(info.name, info.colour, ready, _(
            "{name} looks at the two face-down cards: everyone else, please look away.", name=info.name),
            on_menu=lambda: self.on_menu(self)))

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
        if action == END_TURN:
            self._end_turn()
            return
        self._redo_staged.clear()
        self._play(action)

    def _play(self, action: Action) -> None:
        game = self.game
        if not self.settings.confirm_end_turn or (self._staged_game is None and game.decision.kind != "turn"):
            self._commit([action])   # not held back: someone's choice outside their own turn
            return
        trial = game.clone()
        reveals = trial.reveals
        events = trial.apply(action)
        if trial.reveals != reveals:   # it reveals something: it cannot be taken back, so it is played now
            self._commit([*self._staged, action])
            return
        self._staged.append(action)
        self._staged_game = trial
        self._staged_events += events
        self._sound(sound_for(events))
        self._animate(events)
        self.refresh()

    def _end_turn(self) -> None:
        staged = self._staged
        self._clear_staged()
        self._commit(staged, shown=True)

    def _clear_staged(self) -> None:
        self._staged, self._staged_game, self._staged_events = [], None, []

    def _stage(self, actions: list[Action]) -> None:
        """Hold back ``actions`` (a person's turn so far) on a copy of the session's game, silently."""
        self._clear_staged()
        if not actions:
            return
        game = self.session.game.clone()
        events: list[dict] = []
        for action in actions:
            events += game.apply(action)
        self._staged, self._staged_game, self._staged_events = list(actions), game, events

    def _commit(self, actions: list[Action], shown: bool = False) -> None:
        """Play ``actions`` on the session; ``shown``: all of them were shown already (a turn held
        back until End turn), else only the ships sailing of those held back."""
        sailed = sum(1 for event in self._staged_events if event["type"] == "ship_sailed")
        self._clear_staged()
        self._redo_staged.clear()   # what was undone of this turn cannot come back in another
        events: list[dict] = []
        for action in actions:
            events += self.moves.apply(action)
        if not shown:
            self._present(events, sailed)
        self.refresh()

    def _present(self, events: list[dict], sailed: int = 0) -> None:
        """The sound of a move, its ships sailing (but the first ``sailed``, shown already), and the
        computer players' moves as captions."""
        narrated = {i for i, seat in enumerate(self.session.seats) if not seat.human}
        self._sound(sound_for(events))
        self._animate([event for event in events if event["type"] == "ship_sailed"][sailed:])
        if self.speed <= 0:
            return
        viewer = self.viewer()
        narrator = self.session.narrator(viewer if viewer >= 0 else None)
        for event in events:
            if event.get("player") in narrated:
                text = narrator.line(event)
                if text:
                    self.captions.append(Caption(event["player"], text, CAPTION_SECONDS * self.speed))

    def _animate(self, events: list[dict]) -> None:
        if self.speed <= 0:
            return
        for event in events:
            if event["type"] == "ship_sailed":
                capacity = event["capacity"]
                start = self.harbour.hull(event["ship"], capacity)
                end = docked_hull(self.sites.docks[event["site"]], capacity, self.theme)
                self.sailing.append(Sailing(event["site"], capacity, list(event["stones"]), start, end, self.speed))

    # ------------------------------------------------------------------ undo
    @property
    def can_undo(self) -> bool:
        return bool(self._staged) or (self.moves.can_undo and self.can_act)

    def undo(self) -> None:
        if self._staged:
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
        if self._redo_staged and self.can_act:
            self._play(self._redo_staged.pop())
        elif self.moves.can_redo and self.can_act and not self._staged:
            self._present(self.moves.redo())
            self.refresh()
        else:
            self._sound("error")

    def _refresh_buttons(self) -> None:
        undo, redo = self.buttons["undo"], self.buttons["redo"]
        undo.enabled = self.can_undo
        undo.tooltip = N_("Take back your last move (Ctrl+Z)")
        why = self.session.why_not_undo
        undo.why_disabled = WHY_NO_UNDO.get(why, N_("Nothing to undo.")) if self.can_act else N_(
            "Only the player deciding can undo")
        redo.enabled = (bool(self._redo_staged) or (self.moves.can_redo and not self._staged)) and self.can_act
        redo.tooltip = N_("Play the undone move again (Ctrl+Y)")
        redo.why_disabled = N_("Nothing to redo")

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

    def outcome_of(self, target: Target) -> str:
        """What choosing ``target`` does, from the rules' own preview of it."""
        ctx = self.ctx
        if ctx is None or len(target.actions) != 1 or target.actions[0] not in ctx.legal:
            return ""
        action = target.actions[0]
        if action == END_TURN:
            return _("The next player's turn begins; this one can no longer be undone.")
        if action not in self._outcomes:
            preview = self.game.preview(action)
            narrator = self.session.narrator(ctx.viewer if ctx.viewer >= 0 else None)
            lines = [line for line in (narrator.line(event) for event in preview.events) if line]
            text = " ".join(lines[:5]) + (" …" if len(lines) > 5 else "")
            if preview.reveals:
                text = _("{result} Then a card is drawn from the pile: what it is, nobody knows yet.",
                         result=text).strip()
            self._outcomes[action] = _("Result: {result}", result=text) if text else ""
        return self._outcomes[action]

    # ------------------------------------------------------------------ targets and hover texts
    @property
    def targets(self) -> list[Target]:
        if self._targets_cache is None:
            ctx = self.ctx
            found: list[Target] = []
            if ctx is not None and ctx.legal and not self.captions and not self.sailing:
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
        if self.captions or self.sailing:
            return []
        return [(t.rect, t.tooltip or "choice") for t in self.targets]

    def _invalidate(self) -> None:
        self._targets_cache = None
        self._hints_cache = {}
        self.players.playing = self.captions[0].seat if self.captions else None
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
        self.sailing.clear()
        self._build_context()
        self._show_next()

    def _click(self, pos: tuple[int, int]) -> None:
        if self.captions or self.sailing:
            self._skip_captions()
            return
        for name, button in self.buttons.items():
            if button.contains(pos):
                if button.enabled:
                    self._press(name)
                else:
                    self._sound("error")
                return
        if self.log.handle_click(pos):
            self.needs_redraw = True
            return
        for target in self.targets:
            if target.rect.collidepoint(pos):
                self.choose(target.actions)
                return

    def _press(self, name: str) -> None:
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "log":
            self.open_log()
        elif name == "scores" and self.on_scores is not None:
            self.on_scores(self)
        elif name == "rules" and self.on_rules is not None:
            self.on_rules(self)
        elif name == "menu":
            self.on_menu(self)

    def open_log(self) -> None:
        if self.ctx is not None:
            self.stack.push(LogScene(replace(self.ctx, theme=self.theme), self.log))

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_ESCAPE:
            if self._narrow:
                self.back()
            else:
                self.on_menu(self)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.captions or self.sailing:
                self._skip_captions()
            elif self.ctx is not None and END_TURN in self.ctx.legal:
                self.play(END_TURN)
        elif event.key == pygame.K_s and self.on_scores is not None:
            self.on_scores(self)
        elif event.key == pygame.K_F1 and self.on_rules is not None:
            self.on_rules(self)
        elif event.key == pygame.K_l:
            self.open_log()
        else:
            for target in self.targets:
                if target.key == event.key:
                    self.choose(target.actions)
                    return

    def request_quit(self) -> bool:
        if self._quit_dialog is not None and self._quit_dialog in self.stack:
            return True
        self._quit_dialog = confirm(N_("Quit Imhotep?"), N_("The game is saved; you can resume it from the main menu."),
                                    self.stack.clear, yes=N_("Quit"))
        self.stack.push(self._quit_dialog)
        return False

    def _sound(self, name: str | None) -> None:
        if name is not None and self.sounds is not None:
            self.sounds.play(name)

    # ------------------------------------------------------------------ time
    @property
    def is_animating(self) -> bool:
        return bool(self.captions or self.sailing) or self._single_timer is not None or self.computers.thinking

    def update(self, dt: float) -> None:
        on_top = self.stack is not None and self.stack.top is self
        changed = False
        if self.sailing:
            sailing = self.sailing[0]
            sailing.elapsed += dt
            if sailing.elapsed >= sailing.duration:
                self.sailing.pop(0)
                if not self.sailing:
                    self._invalidate()   # the choices glow again
            changed = True
        elif self.captions:
            self.captions[0].seconds -= dt
            if self.captions[0].seconds <= 0:
                self.captions.pop(0)
                if self.captions:
                    self._invalidate()   # the panel of the one playing is marked
                else:
                    self._build_context()   # the person's choice opens now
            changed = True
        if on_top and not self.captions and not self.sailing:
            decision = self.session.game.decision
            question = self.computers.question
            if question is not None and decision is not None and self._staged_game is None:
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
        if decision is None or self._staged_game is not None:
            return False
        seat = self.session.seats[decision.player]
        return (seat.computer is not None and not self.computers.thinking) or (
            self.session.shared_screen and decision.kind in PRIVATE and self.confirmed_viewer != decision.player)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        if ctx is None:
            return
        surface.blit(self._painted_board(surface.get_size(), ctx), (0, 0))
        self._draw_sailing(surface, ctx)
        self._draw_targets(surface, ctx)
        self.panel.caption = self.captions[0].text if self.captions else ""
        self.panel.caption_seat = self.captions[0].seat if self.captions else -1
        self.panel.draw(surface, ctx)
        for button in self.buttons.values():
            button.draw(surface, self.theme, hovered=button.contains(self.hover), size=17)
        if self.stack is not None and self.stack.top is self:
            tip = self._tooltip_at(self.hover)
            if tip:
                draw_tooltip(surface, self.hover, tip, self.theme)

    def _painted_board(self, size: Size, ctx: BoardContext) -> pygame.Surface:
        """The board without what changes from frame to frame (hover, panel, animations), each area
        painted again only when what it shows changed."""
        if self._picture is None or self._picture.get_size() != size:
            self._picture = pygame.Surface(size)
            self._picture.fill(th.BACKGROUND)
            self._painted = {}
        picture = self._picture
        plain = replace(ctx, hover=(-1, -1))
        log = self.log
        keys: dict[str, object] = {name: widget.picture_key(plain) for name, widget in self.widgets.items()}
        keys["log"] = (len(log.lines), log.lines[-1] if log.lines else None, log.scroll, log.only)
        keys["top"] = self.status_line(ctx)
        for name, key in keys.items():
            if self._painted.get(name) == key:
                continue
            self._painted[name] = key
            if name == "top":
                self._draw_top_bar(picture, ctx)
                continue
            area = self._areas[name]
            picture.set_clip(area)
            picture.fill(th.BACKGROUND, area)
            (log if name == "log" else self.widgets[name]).draw(picture, plain)
            picture.set_clip(None)
        return picture

    def _draw_top_bar(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = self.theme
        bar = pygame.Rect(0, 0, surface.get_width(), round(TOP_BAR_H * t.size[1] / th.DESIGN_SIZE[1]))
        pygame.draw.rect(surface, pc.NILE_DARK, bar)
        pygame.draw.rect(surface, th.GOLD, (0, bar.bottom - max(1, t.px(3)), bar.w, max(1, t.px(3))))
        title = t.render(str(self.session.module.title).partition(":")[0], "title", 30, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midleft=(t.px(16), bar.centery)))
        info = t.render(self.status_line(ctx), "bold", 19, th.IVORY)
        surface.blit(info, info.get_rect(midleft=(title.get_rect().right + t.px(40), bar.centery)))

    def status_line(self, ctx: BoardContext) -> str:
        parts = [_("Round {number} of {rounds}", number=ctx.view["round"], rounds=self.catalog.rounds)]
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

    def _draw_targets(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = self.theme
        pointed = self._hovered_panel_actions()
        seat = ctx.deciding
        for target in self.targets:
            if self.panel.rect.colliderect(target.rect):
                continue
            hovered = target.rect.collidepoint(self.hover)
            if pointed and pointed & set(target.actions):
                draw_glow(surface, target.rect, t, strong=True, colour=th.HIGHLIGHT_FOCUS)
            else:
                draw_glow(surface, target.rect, t, strong=hovered)
            if (hovered or (pointed and pointed & set(target.actions))) and len(target.actions) == 1 \
                    and target.actions[0].kind == "place" and seat is not None:
                pc.draw_ghost_stone(surface, target.rect, ctx.colour_of(seat))

    def _draw_sailing(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        if not self.sailing:
            return
        t = self.theme
        sailing = self.sailing[0]
        sail_time = SAIL_SECONDS * sailing.speed
        dock = self.sites.docks[sailing.site]
        clip = surface.get_clip()
        surface.set_clip(dock)
        pc.draw_water(surface, dock, t, seed=7)   # the ship is not there yet
        surface.set_clip(clip)
        k = min(1.0, sailing.elapsed / sail_time) if sail_time else 1.0
        k = k * k * (3 - 2 * k)
        start, end = sailing.start, sailing.end
        hull = pygame.Rect(round(start.x + (end.x - start.x) * k), round(start.y + (end.y - start.y) * k),
                           round(start.w + (end.w - start.w) * k), round(start.h + (end.h - start.h) * k))
        pc.draw_hull(surface, hull, t, minimum=self.catalog.minimum(sailing.capacity))
        unloaded = max(0, int((sailing.elapsed - sail_time) / (UNLOAD_SECONDS * sailing.speed))) if k >= 1 else 0
        loaded = [(space, owner) for space, owner in enumerate(sailing.stones) if owner >= 0]
        target = self.sites.content(sailing.site, ctx.side(sailing.site))
        for order, (space, owner) in enumerate(loaded):
            slot = pc.ship_slots(hull, sailing.capacity)[space]
            if order < unloaded:
                continue
            if order == unloaded and k >= 1:   # this one is on its way to the site
                f = ((sailing.elapsed - sail_time) / (UNLOAD_SECONDS * sailing.speed)) % 1.0
                x = slot.x + (target.centerx - slot.centerx) * f
                y = slot.y + (target.y + t.px(40) - slot.centery) * f
                slot = pygame.Rect(round(x), round(y), slot.w, slot.h)
            pc.draw_stone(surface, slot, ctx.colour_of(owner))

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
                if in_panel and not label and len(target.actions) > 1:
                    label = shown_label(0, target.tooltip, target.actions)
                return "\n".join(text for text in (label, self.outcome_of(target)) if text)
        for name in (*self.widgets, "log"):
            if self._areas[name].collidepoint(pos):
                for hint in self.hints_of(name):
                    if hint.rect.collidepoint(pos):
                        return hint.text
        return ""
