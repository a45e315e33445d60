"""The table of "Dynasties": the caste deck, the Forum, the Afterlife deck and the dice; every
player's Dynasty in caste columns; the hand of the seat the table is shown to; the majorities,
the decision panel and the log; and the flow of a game.

The scene never judges legality: it asks the rules for the legal actions of the player deciding,
lets the widgets offer them (glowing places), narrows the choice on each click and plays the
action when one is left.

A turn ends when its player confirms it. The rules end a turn with its last choice, so the board
holds a person's moves back: they are played on a copy of the game, shown, and played for good at
End turn (Enter); until then Undo takes them back. A move that reveals something (a card drawn
from a deck, a die rolled) is played at once — nothing revealed can be taken back — unless it is
the turn's last move: then it waits for End turn, shown as far as it is known (the card taken
from the Forum), and what it reveals (the cards that refill the hand) comes only then. A move that
asks another player something (a Soldier's raid asks its victim) is played at once too. With the
setting "Confirm end of turn" off, moves are played at once.

Hands are secret: in a hot-seat game a pass-the-device screen comes before each person's turn,
and the table shows the public view while nobody has said who they are. A question to another
person inside someone's turn (the Soldier's victim pays or not) shows on the public view, and the
player whose turn it is confirms again afterwards. The moves of computer players and of
Heliopolis are told one by one in the decision panel (a click skips them).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.computer_players import ComputerPlayers, Question
from game.core.actions import Action
from game.dynasties.module import VARIANT_NAMES
from game.dynasties.rules import Game
from game.dynasties.rules.cards import in_ladder_order
from game.dynasties.ui.context import BoardContext, build_context
from game.dynasties.ui.widgets.dynasties import DynastiesWidget
from game.dynasties.ui.widgets.forum import ForumWidget
from game.dynasties.ui.widgets.hand import HandWidget
from game.dynasties.ui.widgets.majorities import MajoritiesWidget
from game.dynasties.ui.widgets.panel import DecisionPanel, shown_label
from game.dynasties.ui.words import END_TURN
from game.i18n import N_, _, ngettext
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
#: Where the parts of the table sit on a 1920×1080 window (design pixels, scaled with the window).
LAYOUT: dict[str, tuple[int, int, int, int]] = {
    "forum": (0, TOP_BAR_H, 1380, 240),
    "dynasties": (0, TOP_BAR_H + 240, 1380, 592),
    "hand": (0, TOP_BAR_H + 832, 1380, 200),
    "panel": (1380, TOP_BAR_H, 540, 300),
    "majorities": (1380, TOP_BAR_H + 300, 540, 320),
    "log": (1380, TOP_BAR_H + 620, 540, 412),
}
#: Decisions a person answers on the public view, without a pass-the-device screen: nothing
#: secret is needed to answer them (the Soldier's victim; a season card turned up at the end).
PUBLIC = frozenset({"ransom", "season"})
CAPTION_SECONDS = 1.0
SINGLE_CHOICE_SECONDS = 0.8
#: Events the captions of a computer player's (or Heliopolis's) moves leave to the log.
UNTOLD = frozenset({"turn_started", "turn_ended", "round_ended"})
#: The sound each kind of event calls for, most important first (one sound per batch).
SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"round_started", "game_over", "final_scoring_started"})),
    ("coin", frozenset({"noble_taxed", "merchant_traded", "ransom_paid"})),
    ("die", frozenset({"die_rerolled"})),
    ("card", frozenset({"cards_played", "card_given", "card_taken", "heliopolis_took", "farmer_taken",
                        "afterlife_kept", "scribe_hid"})),
    ("build", frozenset({"bread_placed"})),
)
WHY_NO_UNDO: dict[str, Any] = {
    "the turn has passed": N_("Undo takes back only your own moves in this turn."),
    "something new was revealed": N_("Undo cannot go back past something revealed (a card drawn, a die rolled)."),
    "nothing to undo yet": N_("Nothing to undo yet in this turn."),
    "back at the start of what can be undone": N_("Everything that can be undone in this turn has been."),
}


def sound_for(events: list[dict]) -> str | None:
    kinds = {event["type"] for event in events}
    return next((name for name, types in SOUNDS if not kinds.isdisjoint(types)), None)


def shown_after(view: dict[str, Any], events: list[dict], seat: int) -> dict[str, Any]:
    """``view`` (of ``seat``) with what ``events`` did to it: the part of a move held back until
    End turn that is known before it is played (the card taken from the Forum, the card played;
    what it then draws is not). Only what the table shows is followed: deben, cards, bread, dice."""
    players = view["players"]

    def hand_remove(who: int, caste: str, count: int = 1) -> None:
        hand = players[who]["hand"]
        if isinstance(hand, list):
            for _ in range(count):
                if caste in hand:
                    hand.remove(caste)
        else:
            players[who]["hand"] = max(0, hand - count)

    for event in events:
        kind, who = event["type"], event.get("player", -1)
        if kind == "card_taken":
            forum = view["forum"]
            slot = event.get("slot", -1)
            if 0 <= slot < len(forum):
                forum.pop(slot)
            hand = players[who]["hand"]
            players[who]["hand"] = in_ladder_order([*hand, event["caste"]]) if isinstance(hand, list) else hand + 1
        elif kind == "card_given":
            hand_remove(who, event["caste"])
            view["forum"].append(event["caste"])
        elif kind == "cards_played":
            hand_remove(who, event["caste"], event["count"])
            players[who]["dynasty"][event["caste"]] += event["count"]
            players[who]["deben"] -= event["paid"]
        elif kind == "cards_held_back":
            players[who]["deben"] -= event["paid"]
        elif kind in ("noble_taxed", "merchant_traded"):
            players[who]["deben"] += event["gained"]
            view["dice"] = list(event["dice"])
        elif kind == "bread_placed":
            players[who]["bread"][event["caste"]] += 1
            players[who]["deben"] -= event["paid"]
            view["bread_supply"] -= 1
        elif kind in ("baker_done", "priest_consulted"):
            view["dice"] = list(event["dice"])
    return view


@dataclass
class Caption:
    """One move of a computer player or of Heliopolis: its log line and how long it stays up."""

    seat: int
    text: str
    seconds: float


class BoardScene(Scene):
    """Plays one :class:`Session` of "Dynasties" from its current decision to the game over."""

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
        self.theme = th.Theme()
        self.dynasties = DynastiesWidget()
        self.widgets: dict[str, Widget] = {"forum": ForumWidget(), "dynasties": self.dynasties, "hand": HandWidget(),
                                           "majorities": MajoritiesWidget()}
        self.panel = DecisionPanel()
        self.log = LogWidget()
        self.buttons: dict[str, Button] = {
            "undo": Button(N_("Undo")),
            "redo": Button(N_("Redo")),
            "log": Button(N_("Log"), tooltip=N_("The whole game log, filterable by player (L)")),
            "scores": Button(N_("Scores"), tooltip=N_("Every player's points by category and the majorities (S)")),
            "rules": Button(N_("Rules"), tooltip=N_("The rules and every card (F1)")),
            "menu": Button(N_("Menu"), tooltip=N_("Save, load, settings, main menu")),
        }
        self.ctx: BoardContext | None = None
        self.confirmed_viewer: int | None = None
        #: the person's moves played on a copy, waiting for End turn: the actions, the copy, its events
        self._staged: list[Action] = []
        self._staged_game: Game | None = None
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
        #: the table without what changes from frame to frame; each area painted again only when
        #: what its widget shows changed (its ``picture_key``)
        self._picture: pygame.Surface | None = None
        self._painted: dict[str, object] = {}
        self._targets_cache: list[Target] | None = None
        self._hints_cache: dict[str, list[Hint]] = {}
        self._log_cache: tuple[int, bool, int, list[LogLine]] = (-1, False, 0, [])
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
            left, top = round(x * sx), round(y * sy)   # each edge rounded once: neighbours never overlap
            return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)

        self._areas = {name: rect(*box) for name, box in LAYOUT.items()}
        inset = t.px(6)
        for name, widget in self.widgets.items():
            widget.layout(self._areas[name].inflate(-inset, -inset), t)
        self.panel.layout(self._areas["panel"].inflate(-2 * inset, -2 * inset), t)
        self.log.layout(self._areas["log"].inflate(-2 * inset, -2 * inset), t)
        x = size[0] - t.px(8)
        for key in reversed(list(self.buttons)):
            w = t.px(112)
            x -= w
            self.buttons[key].rect = pygame.Rect(x, t.px(6), w, round(TOP_BAR_H * sy) - t.px(12))
            x -= t.px(8)
        if self.ctx is not None:
            self.ctx.theme = t
        self._picture = None   # a new scale, or a new language: everything is painted again
        self._invalidate()

    def on_enter(self) -> None:
        self.refresh()

    def on_exit(self) -> None:
        self.computers.cancel()

    # ------------------------------------------------------------------ the game shown
    @property
    def game(self) -> Game:
        """The game as the table shows it: the session's, with the person's moves held back on it."""
        return self._staged_game if self._staged_game is not None else self.session.game

    @property
    def holding(self) -> bool:
        """Whether moves of the person deciding are held back until End turn."""
        return self._staged_game is not None or self._held is not None

    @property
    def waiting_to_end(self) -> bool:
        """The person's held-back turn is played through and waits for End turn."""
        return self._held is not None or (self._staged_game is not None and self._turn_over(self._staged_game))

    def _turn_over(self, game: Game) -> bool:
        return game.is_over or game.turn_ends != self.session.game.turn_ends

    @property
    def _staged_seat(self) -> int:
        decision = self.session.game.decision
        return decision.player if decision is not None else -1

    def viewer(self) -> int:
        """Whose eyes the table is drawn for: the only person (against computers); in hot-seat the
        person deciding once they said "I am …" (and the one whose moves are held back), else
        nobody (-1: the public view)."""
        humans = self.session.humans
        if not self.session.shared_screen:
            return humans[0] if humans else -1
        if self.holding:
            return self._staged_seat
        decision = self.session.game.decision
        if decision is None or decision.kind in PUBLIC or decision.player != self.confirmed_viewer:
            return -1
        return decision.player

    def _acting(self) -> int | None:
        """The person whose choice the table offers now, if any."""
        decision = self.game.decision
        if decision is None or self.captions or not self.session.seats[decision.player].human:
            return None
        viewer = self.viewer()
        if decision.player == viewer or (decision.kind in PUBLIC and not self.holding):
            return decision.player
        return None

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
            if self._held is not None:
                view = shown_after(view, self._held_events, self._staged_seat)
            view["decision"] = {"player": self._staged_seat, "kind": "end_turn", "prompt": ""}
            legal = [END_TURN]
        else:
            legal = game.legal_actions() if self._acting() is not None else []
        self.ctx = build_context(game, legal, self.session.seats, self.theme, viewer, waiting, view)
        self.ctx.hover = self.hover
        self.log.set_lines(self._log_lines(viewer))
        self.panel.status = self._status()
        self._invalidate()

    def _log_lines(self, viewer: int) -> list[LogLine]:
        events = self.session.events
        count, over, last_round, lines = self._log_cache
        narrator = self.session.narrator(viewer if viewer >= 0 else None)
        if count < 0 or count > len(events) or over != self.session.game.is_over:
            count, last_round, lines = 0, 0, []
        if count < len(events):
            lines = lines + grouped_log(events[count:], narrator, last_round)
            last_round = lines[-1].round if lines else 0
            self._log_cache = (len(events), self.session.game.is_over, last_round, lines)
        staged = self._staged_events + self._held_events
        if staged:
            lines = lines + grouped_log(staged, narrator, last_round)
        return lines

    def _status(self) -> str:
        game = self.session.game
        if game.is_over:
            names = [self.session.names[seat] for seat in game.winners()]
            if len(names) > 1:
                return _("Game over: {names} share the win.", names=", ".join(names))
            return _("Game over: {name} wins.", name=names[0])
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
        if self.stack is None or self.stack.top is not self or self.captions:
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
            self._single_timer = SINGLE_CHOICE_SECONDS * self.speed

    def _needs_pass_screen(self) -> bool:
        decision = self.session.game.decision
        return (self.session.shared_screen and decision is not None and decision.kind not in PUBLIC
                and self.session.seats[decision.player].human and self.confirmed_viewer != decision.player)

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
            self._show_next()

        self._sound("turn")
        self.stack.push(PassDeviceScene(info.name, info.colour, ready, recap=self._recap(seat),
                                        on_menu=lambda: self.on_menu(self)))

    def _recap(self, seat: int) -> list[str]:
        """What happened since ``seat``'s own last move, as public log sentences."""
        events = self.session.events
        last = max((i for i, e in enumerate(events) if e.get("player") == seat and e["type"] != "turn_started"),
                   default=None)
        if last is None:
            return []
        lines = grouped_log(events[last + 1:], self.session.narrator(None))
        return [line.text for line in lines if not line.heading]

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
        seat = game.decision.player
        own_turn = game.state.turn_player == seat and game.decision.kind not in PUBLIC
        if not self.settings.confirm_end_turn or not own_turn:
            self._commit([*self._staged, action])
            return
        trial = game.clone()
        reveals = trial.reveals
        events = trial.apply(action)
        revealed = trial.reveals != reveals
        if revealed and self._turn_over(trial):   # the turn's last move: it waits, shown as far as it is known
            self._held = action
            self._held_events = game.preview(action).events
            self._sound(sound_for(self._held_events))
            self.refresh()
        elif revealed or (not self._turn_over(trial) and trial.decision is not None and trial.decision.player != seat):
            self._commit([*self._staged, action])   # nothing revealed is taken back; a question to another
        else:
            self._staged.append(action)
            self._staged_game = trial
            self._staged_events += events
            self._sound(sound_for(events))
            self.refresh()

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

    def _commit(self, actions: list[Action], shown: bool = False) -> None:
        """Play ``actions`` on the session; ``shown``: the person saw them already (their turn held
        back until End turn). The moves of the seats nobody here plays are told as captions."""
        self._clear_staged()
        events: list[dict] = []
        for action in actions:
            events += self.moves.apply(action)
        self._present(events, shown)
        self.refresh()

    def _present(self, events: list[dict], shown: bool = False) -> None:
        """The sound of a move and the moves of computer players and Heliopolis as captions."""
        narrated = {i for i, seat in enumerate(self.session.seats) if not seat.human}
        if not shown:
            self._sound(sound_for(events))
        if self.speed <= 0:
            return
        viewer = self.viewer()
        narrator = self.session.narrator(viewer if viewer >= 0 else None)
        for event in events:
            if event.get("player") in narrated and event["type"] not in UNTOLD:
                text = narrator.line(event)
                if text:
                    self.captions.append(Caption(event["player"], text, CAPTION_SECONDS * self.speed))

    # ------------------------------------------------------------------ undo
    @property
    def can_undo(self) -> bool:
        return self.holding or (self.moves.can_undo and self.can_act)

    def undo(self) -> None:
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
        if self._redo_staged and self.can_act and self._held is None:
            self._play(self._redo_staged.pop())
        elif self.moves.can_redo and self.can_act and not self.holding:
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
        redo.enabled = ((bool(self._redo_staged) and self._held is None)
                        or (self.moves.can_redo and not self.holding)) and self.can_act
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
            if self._held is not None:
                return _("Your last choice is played now, then what it draws; the next player's turn begins and "
                         "this one can no longer be undone.")
            return _("The next player's turn begins; this one can no longer be undone.")
        if action not in self._outcomes:
            preview = self.game.preview(action)
            narrator = self.session.narrator(ctx.viewer if ctx.viewer >= 0 else None)
            lines = [line for line in (narrator.line(event) for event in preview.events
                                       if event["type"] not in UNTOLD) if line]
            text = " ".join(lines[:4]) + (" …" if len(lines) > 4 else "")
            if preview.reveals and text:
                text = _("{result} Then a card is drawn, a die rolled or a deck shuffled: nobody knows the outcome "
                         "yet.", result=text)
            elif preview.reveals:
                text = _("a card is drawn, a die rolled or a deck shuffled: nobody knows the outcome yet.")
            self._outcomes[action] = _("Result: {result}", result=text) if text else ""
        return self._outcomes[action]

    # ------------------------------------------------------------------ targets and hover texts
    @property
    def targets(self) -> list[Target]:
        if self._targets_cache is None:
            ctx = self.ctx
            found: list[Target] = []
            if ctx is not None and ctx.legal and not self.captions:
                if not ctx.waiting_to_end:
                    for widget in self.widgets.values():
                        found += [t for t in widget.targets(ctx) if t.actions]
                found += self.panel.targets(ctx)
            self._targets_cache = found
        return self._targets_cache

    def hints_of(self, name: str) -> list[Hint]:
        """The hover texts of one part of the table (made when first asked for)."""
        if name not in self._hints_cache:
            widget = self.log if name == "log" else self.widgets[name]
            self._hints_cache[name] = [] if self.ctx is None else widget.hints(self.ctx)
        return self._hints_cache[name]

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        if self.captions:
            return []
        return [(t.rect, t.tooltip or "choice") for t in self.targets]

    def _invalidate(self) -> None:
        self._targets_cache = None
        self._hints_cache = {}
        self.dynasties.playing = self.captions[0].seat if self.captions else None
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
        if self.captions:
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
            if self.captions:
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
        self._quit_dialog = confirm(N_("Quit Dynasties?"), N_("The game is saved; you can resume it from the main "
                                                              "menu."), self.stack.clear, yes=N_("Quit"))
        self.stack.push(self._quit_dialog)
        return False

    def _sound(self, name: str | None) -> None:
        if name is not None and self.sounds is not None:
            self.sounds.play(name)

    # ------------------------------------------------------------------ time
    @property
    def is_animating(self) -> bool:
        return bool(self.captions) or self._single_timer is not None or self.computers.thinking

    def update(self, dt: float) -> None:
        on_top = self.stack is not None and self.stack.top is self
        changed = False
        if self.captions:
            self.captions[0].seconds -= dt
            if self.captions[0].seconds <= 0:
                self.captions.pop(0)
                if self.captions:
                    self._invalidate()   # the band of the one playing is marked
                else:
                    self._build_context()   # the person's choice opens now
            changed = True
        if on_top and not self.captions:
            decision = self.session.game.decision
            if self.computers.question is not None and decision is not None and not self.holding:
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
        surface.blit(self._painted_table(surface.get_size(), ctx), (0, 0))
        self._draw_targets(surface, ctx)
        self.panel.draw(surface, ctx)
        for button in self.buttons.values():
            button.draw(surface, self.theme, hovered=button.contains(self.hover), size=17)
        if self.stack is not None and self.stack.top is self:
            tip = self._tooltip_at(self.hover)
            if tip:
                draw_tooltip(surface, self.hover, tip, self.theme)

    def _painted_table(self, size: Size, ctx: BoardContext) -> pygame.Surface:
        """The table without what changes from frame to frame (hover, panel, captions), each area
        painted again only when what it shows changed."""
        if self._picture is None or self._picture.get_size() != size:
            self._picture = pygame.Surface(size)
            self._picture.fill(th.BACKGROUND)
            self._painted = {}
        picture = self._picture
        plain = replace(ctx, hover=(-1, -1))
        log = self.log
        keys: dict[str, object] = {name: widget.picture_key(plain) for name, widget in self.widgets.items()}
        keys["hand"] = (keys["hand"], self.viewer())
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
        pygame.draw.rect(surface, th.LAPIS_DARK, bar)
        pygame.draw.rect(surface, th.GOLD, (0, bar.bottom - max(1, t.px(3)), bar.w, max(1, t.px(3))))
        title = t.render(str(self.session.module.title), "title", 30, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midleft=(t.px(16), bar.centery)))
        info = t.render(self.status_line(ctx), "bold", 19, th.IVORY)
        room = self.buttons["undo"].rect.x - title.get_width() - t.px(70)
        if info.get_width() > room:
            info = info.subsurface((0, 0, max(1, room), info.get_height()))
        surface.blit(info, info.get_rect(midleft=(title.get_rect().right + t.px(40), bar.centery)))

    def status_line(self, ctx: BoardContext) -> str:
        view = ctx.view
        parts = [_("Round {number}", number=view["round"])]
        if view["final_round"] and not view["over"]:
            parts.append(_("last round"))
        if ctx.variant:
            parts.append(str(VARIANT_NAMES[ctx.variant]))
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
        for target in self.targets:
            if self.panel.rect.colliderect(target.rect):
                continue
            hovered = target.rect.collidepoint(self.hover)
            if pointed and pointed & set(target.actions):
                draw_glow(surface, target.rect, t, strong=True, colour=th.HIGHLIGHT_FOCUS)
            else:
                draw_glow(surface, target.rect, t, strong=hovered)

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
                if not in_panel and len(target.actions) > 1:
                    label = "\n".join((label, ngettext("A click narrows the choice to these {n} options.",
                                                       "A click narrows the choice to these {n} options.",
                                                       len(target.actions))))
                return "\n".join(text for text in (label, self.outcome_of(target)) if text)
        for name in (*self.widgets, "log"):
            if self._areas[name].collidepoint(pos):
                for hint in self.hints_of(name):
                    if hint.rect.collidepoint(pos):
                        return hint.text
        return ""
