"""The board scene: the whole table, the decision panel, the log, and the flow of a game.

The scene never judges legality. It asks the rules for the legal actions of the player who
must decide, lets the widgets offer them (glowing targets), narrows the choice on each click
and plays the action when one is left. A computer player's choices come from its worker
(``game.computer_players``) while the board keeps drawing. After each action it shows what
happened: the moves of Botankhamun and of the computer players as short captions, the Maat
phase and the scorings as overlays, and the end of the game.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import pygame

from game.computer_players import ComputerPlayers, Question
from game.i18n import N_, _, ngettext
from game.log import LogLine, grouped_log, told_again
from game.session import Session
from game.settings import SPEED_FACTORS, Settings
from game.tekhenu.narrator import TekhenuNarrator, amount_phrase, reason_words
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.setup import unasked_reward
from game.tekhenu.ui.context import BoardContext, build_context
from game.tekhenu.ui.describe import describe
from game.tekhenu.ui.dice import has_dice_to_prepare, prepare_dice
from game.tekhenu.ui.layers import Layer, ViewReads
from game.tekhenu.ui.painted import PaintedWidget
from game.tekhenu.ui.preview_text import preview_text
from game.tekhenu.ui.sounds import sound_for_events
from game.tekhenu.ui.widgets.card_choice import CardChoiceWidget, is_card_choice
from game.tekhenu.ui.widgets.card_zoom import CardZoom
from game.tekhenu.ui.widgets.decision_panel import END_TURN, DecisionPanel
from game.tekhenu.ui.widgets.horus import HorusWidget
from game.tekhenu.ui.widgets.market import MarketWidget
from game.tekhenu.ui.widgets.osiris import OsirisWidget
from game.tekhenu.ui.widgets.player_board import PlayerBoardsWidget
from game.tekhenu.ui.widgets.ra_market import RaMarketWidget
from game.tekhenu.ui.widgets.temple import TempleWidget
from game.tekhenu.ui.widgets.tracks import TracksWidget
from game.tekhenu.ui.widgets.wheel import WheelWidget
from game.ui import theme as th
from game.ui.auto_moves import AutoMoves
from game.ui.board_ahead import SLICE_SECONDS, BoardAhead, sliced
from game.ui.board_parts import (
    TOP_BAR_LABEL,
    TopBarCommands,
    ask_to_quit,
    click_button,
    draw_suggestion,
    layout_buttons,
    recap,
    scaled_layout,
    top_bar_buttons,
)
from game.ui.scene import Scene, Size
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.sound import Sounds
from game.ui.widgets.base import Button, Hint, Target, Widget, draw_glow, draw_tooltip, panel_area
from game.ui.widgets.log_view import LogWidget
from game.ui.window_repair import WindowRepair

#: Where each widget sits on a 1920×1080 window (design pixels; scaled with the window).
LAYOUT: dict[str, tuple[int, int, int, int]] = {
    "wheel": (0, 48, 600, 600),
    "horus": (0, 648, 600, 130),
    "market": (0, 778, 600, 302),
    "temple": (600, 48, 560, 520),
    "ra": (600, 568, 560, 130),
    "osiris": (600, 698, 560, 382),
    "tracks": (1160, 48, 760, 120),
    "players": (1160, 168, 760, 560),
    "panel": (1160, 728, 760, 200),
    "log": (1160, 928, 760, 152),
    "cards": (0, 160, 1160, 470),
}
TOP_BAR_H = 48
#: Seconds a caption of Botankhamun's move stays up at normal animation speed: his moves
#: themselves, then what follows from them (VP, resources, track steps).
CAPTION_SECONDS = 1.1
MINOR_CAPTION_SECONDS = 0.6
MAJOR_EVENTS = frozenset({"die_taken", "god_action", "building_built", "statue_built", "pillar_tile_placed",
                          "card_taken", "automa_tile"})
#: Steps along a track that one caption sums up ("happiness rises to 5, 6, 7" shows "to 7").
MERGED_EVENTS = frozenset({"happiness", "population", "production_raised"})
#: Seconds a decision with a single choice stays up before it is taken by itself (with the
#: "Take single choices" setting), at normal animation speed.
SINGLE_CHOICE_SECONDS = 0.8


class Guide(Protocol):
    """Someone who leads the player through a game (the guided first game's coach). The board asks
    it which of the legal actions to offer (only those glow and can be clicked), tells it each
    action played and each click on nothing, gives it every input event first, and lets it draw
    over the board; everything else about it is its own."""

    @property
    def locked(self) -> str:
        """Why undo, redo and the hint are off now ("" when the guide lets the player play on;
        while it holds the game to its moves, no choice is taken by itself either)."""
        ...

    @property
    def busy(self) -> bool:
        """Whether it needs frames without input (it is playing moves itself)."""
        ...

    def offered(self, legal: list[Action]) -> list[Action]:
        """The legal actions the player may choose now."""
        ...

    def status(self) -> str:
        """What the decision panel says while the guide offers none of the legal actions."""
        ...

    def played(self, action: Action) -> None:
        """``action`` was just played (by the player, or taken by itself)."""
        ...

    def handle(self, event: pygame.event.Event) -> bool:
        """An input event, before the board: True when the guide used it."""
        ...

    def missed(self, pos: tuple[int, int]) -> None:
        """A click that chose nothing."""
        ...

    def update(self, dt: float) -> bool:
        """Advance its time; True when its picture changed."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the board (under the tooltips)."""
        ...

    def targets(self) -> list[tuple[pygame.Rect, str]]:
        """Its own buttons the autoplay may click, with their labels."""
        ...


@dataclass
class Caption:
    """One move of Botankhamun or of a computer player: its log line, how long it stays up, and
    the board area it happened in (outlined meanwhile)."""

    seat: int
    text: str
    seconds: float
    area: str | None = None
    sound: str | None = None
    kind: str = ""
    cards: list[str] = field(default_factory=list)
    vp: list[tuple[int, str]] = field(default_factory=list)


#: How the decision panel names the board areas where choices glow ("2 in the temple complex");
#: the wheel's count is of dice (:func:`_area_count`).
_AREA_WORDS = {"horus": N_("{n} in the Horus area"), "market": N_("{n} in the card market"),
               "temple": N_("{n} in the temple complex"), "ra": N_("{n} in Ra's display"),
               "osiris": N_("{n} in the Osiris districts"), "tracks": N_("{n} on the shared tracks"),
               "players": N_("{n} on your player board")}


def _area_count(area: str, count: int) -> str:
    """"18 dice on the wheel", "2 in the temple complex"."""
    if area == "wheel":
        return ngettext("{n} die on the wheel", "{n} dice on the wheel", count)
    return _(_AREA_WORDS[area].message, n=count)


#: Where a god's action shows on the board.
_GOD_AREAS = {"horus": "horus", "ra": "temple", "hathor": "temple", "bastet": "players",
              "thoth": "market", "osiris": "osiris"}


def event_area(event: dict) -> str | None:
    """The widget an event of the rules happens in (for outlining it while it is narrated)."""
    kind = event["type"]
    if kind == "die_taken":
        return "wheel"
    if kind == "god_action":
        return _GOD_AREAS.get(event.get("god"))
    if kind == "building_built":
        return "osiris" if event.get("area") == "osiris" else "temple"
    if kind == "statue_built":
        spot = event.get("spot") or ""
        return "osiris" if spot.startswith("OS_") else "temple" if spot else "horus"
    if kind == "pillar_tile_placed":
        return "temple"
    if kind == "card_taken":
        return "market"
    if kind in ("automa_tile", "pyramid_built", "gain", "spend", "produced"):
        return "players"
    return None


def _why_no_undo(reason: str) -> str:
    """The greyed-out Undo button's tooltip, from the reason the session gives."""
    known = {
        "the turn has passed": N_("Undo takes back only your own moves in this turn; "
                                  "the moves before it belong to a finished turn."),
        "something new was revealed": N_("Undo cannot go back past something revealed "
                                         "(a die rolled, a card or tile drawn, Botankhamun's deben)."),
        "nothing to undo yet": N_("Nothing to undo yet in this turn."),
        "back at the start of what can be undone": N_("Everything that can be undone in this turn has been."),
    }
    return str(known[reason]) if reason in known else _("Nothing to undo: {reason}", reason=reason)


class BoardScene(TopBarCommands, Scene):
    """Plays one :class:`Session` from its current decision to the game over."""

    def __init__(self, session: Session, settings: Settings, *,
                 on_game_over: Callable[["BoardScene"], None],
                 on_menu: Callable[["BoardScene"], None],
                 on_maat: Callable[["BoardScene", list[dict]], None] | None = None,
                 on_scoring: Callable[["BoardScene", int], None] | None = None,
                 on_rules: Callable[["BoardScene"], None] | None = None,
                 sounds: Sounds | None = None, computers: ComputerPlayers | None = None) -> None:
        self.session = session
        self.computers = computers if computers is not None else ComputerPlayers()
        self.moves = AutoMoves(session)
        self.settings = settings
        self.on_game_over = on_game_over
        self.on_menu = on_menu
        self.on_maat = on_maat
        self.on_scoring = on_scoring
        self.on_rules = on_rules
        self.sounds = sounds
        self.theme = th.Theme()
        self.players = PlayerBoardsWidget()
        self.widgets: dict[str, Widget] = {
            "wheel": WheelWidget(), "horus": HorusWidget(), "market": MarketWidget(),
            "temple": TempleWidget(), "ra": RaMarketWidget(), "osiris": OsirisWidget(),
            "tracks": TracksWidget(), "players": self.players,
        }
        self.panel = DecisionPanel()
        self.log = LogWidget()
        self.cards = CardChoiceWidget()
        self.zoom = CardZoom([self.cards, self.widgets["market"], self.widgets["players"]])
        self.buttons: dict[str, Button] = top_bar_buttons(N_("The score breakdown and every VP gained or lost (S)"),
                                                          N_("Rules and every card's text (F1)"))
        self.confirmed_viewer: int | None = None  # the human who said "I am …" last
        self._ctx: BoardContext | None = None
        #: the game changed while a pass-the-device screen was to cover the board: the context
        #: is made when first asked for (the next player's, usually, once they say who they are)
        self._context_due = False
        self._narrow: list[list[Action]] = []     # earlier candidate lists (for going back)
        self._outcomes: dict[Action, str] = {}    # what each legal action will do, in words
        self.preview_index = 0
        self.captions: list[Caption] = []
        #: while captions play: how many of the session's events the log shows (the next
        #: turn's heading must not come before the captions of the turn before it)
        self._log_until: int | None = None
        self._single_timer: float | None = None   # until a single choice is taken by itself
        self._hold_single = False   # just undone: the decision shown is the player's to take
        self._pending: list[tuple[str, Any]] = []  # overlays still to show: ("maat", events) …
        #: the board's areas (window pixels, edge to edge: no two overlap), set by ``on_resize``
        self._areas: dict[str, pygame.Rect] = {}
        #: the targets and hover texts of the current context, found when first needed after it
        #: changed (None: not yet); the targets per board widget decide what each one paints
        self._found: tuple[list[Target], dict[str, list[Target]]] | None = None
        self._found_hints: dict[int, list[Hint]] | None = None   # by id of the widget
        #: the board without what changes from frame to frame (hover, panel, captions), each
        #: widget's area repainted only when what it shows changed (:mod:`~game.tekhenu.ui.layers`)
        self._picture: pygame.Surface | None = None
        #: the plain background of the picture, copied under a widget painted again
        self._background: pygame.Surface | None = None
        self._layers: dict[str, Layer] = {}
        self._picture_checked = False   # whether each layer was checked since the context changed
        #: what the next frame puts back from the picture onto the window
        self._repair = WindowRepair()
        self._top_bar: str | None = None   # the status line the picture's top bar shows
        self.hover = (-1, -1)
        self._game_over_shown = False
        self._quit_dialog: Scene | None = None
        #: whose private information the log names (``Session.private_reader``) -> (game over?,
        #: the last event narrated, the log lines): with one person and computers, the person's
        #: log and the public one while nobody's choice is shown
        self._log_caches: dict[int | None, tuple[bool, dict | None, list[LogLine]]] = {}
        #: the hard computer player's suggestion for the person deciding, and why (Hint, H)
        self.suggestion: tuple[Action, str] | None = None
        #: who leads the player through this game, if anyone (the guided first game)
        self.guide: Guide | None = None
        #: the context whose next turn's words were made ahead (see ``_prepare_next_turn_words``)
        self._words_ahead_for: BoardContext | None = None
        #: the next player's board made ready under the pass screen (see ``_board_ahead``)
        self._ahead = BoardAhead()

    def on_settings(self, settings: Settings) -> None:
        self.settings = settings

    @property
    def ctx(self) -> BoardContext | None:
        """What the board shows and offers now, to the player it is shown to."""
        if self._context_due:
            self._context_due = False
            self._build_context()
        return self._ctx

    @property
    def can_act(self) -> bool:
        """Whether the player this board is shown to has a choice open now."""
        return self.ctx is not None and bool(self.ctx.legal)

    # ------------------------------------------------------------------ layout

    @classmethod
    def prepare_pictures(cls, size: Size) -> Iterator[None]:
        """The wheel's board at each of its positions (the same in every game: about a fifth of a
        game's first frame), laid out as :meth:`on_resize` lays it out, a position at a time (a step
        of the iterator each) while the menus wait."""
        wheel = WheelWidget()
        wheel.layout(scaled_layout(LAYOUT, size)["wheel"], th.Theme(size))
        yield from wheel.positions_ahead(Game.new(GameConfig(players=2, seed=0)).catalog.board.wheel_pattern)

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        if self.ctx is not None:
            self.ctx.theme = self.theme   # every widget draws at the new scale from now on
        self.zoom.forget()
        t = self.theme
        sy = size[1] / th.DESIGN_SIZE[1]
        self._areas = scaled_layout(LAYOUT, size)
        for name, widget in self.widgets.items():
            widget.layout(self._areas[name], t)
        self.panel.layout(self._areas["panel"].inflate(-t.px(8), -t.px(8)), t)
        self.log.layout(self._areas["log"].inflate(-t.px(8), -t.px(8)), t)
        self.cards.layout(self._areas["cards"], t)
        self._picture = None
        layout_buttons(self.buttons, t, size[0], round(TOP_BAR_H * sy), 118)
        # a new scale, or a new language (the client tells it as a resize): the log, the prompt and
        # the other words of the context are said again
        self._log_caches.clear()
        if self._ctx is not None:
            self._build_context()
        else:
            self._invalidate()

    def on_enter(self) -> None:
        self.refresh()

    def on_exit(self) -> None:
        self.computers.cancel()   # the game is left: nobody waits for its computer players

    # ------------------------------------------------------------------ the flow of the game
    @property
    def game(self) -> Game:
        return self.session.game

    def viewer(self) -> int:
        """Whose eyes the board is drawn for: the human deciding (hot-seat, after they said
        "I am …"), the only human (solo), or nobody's private view (-1)."""
        humans = self.session.humans
        if not self.session.shared_screen:
            return humans[0] if humans else -1
        return self.confirmed_viewer if self.confirmed_viewer is not None else -1

    def refresh(self) -> None:
        """Rebuild the context after the game changed, then show what comes next."""
        decision = self.game.decision
        if self.session.shared_screen and (decision is None or decision.player != self.confirmed_viewer):
            self.confirmed_viewer = None
        self._single_timer = None
        if self.confirmed_viewer is None and self.session.shared_screen:
            # on a shared screen nobody is shown the board until a player says who they are: the
            # public context is made only if the board shows before that (a caption, the Maat summary)
            self._context_due = True
            self._forget_found()
            self.needs_redraw = True
        else:
            self._context_due = False
            self._build_context()
        self._show_next_pending()

    def _sound(self, name: str | None) -> None:
        if name is not None and self.sounds is not None:
            self.sounds.play(name)

    def _ask_for(self, seat: int) -> None:
        seat_info = self.session.seats[seat]
        self._sound("turn")

        def ready() -> None:
            self.confirmed_viewer = seat
            self.refresh()

        self.stack.push(PassDeviceScene(seat_info.name, seat_info.colour, ready,
                                        _("{name}: {prompt}", name=seat_info.name, prompt=self.game.decision.prompt),
                                        recap(self.session, seat),
                                        on_menu=lambda: self.on_menu(self), prepare=self._board_ahead(seat)))

    def _board_ahead(self, seat: int) -> Iterator[None]:
        """While the pass screen waits for the player of ``seat`` (see :mod:`game.ui.board_ahead`):
        their context, then the picture of the board painted for it, in slices. A change of the
        game or of the window meanwhile leaves the rest undone (and the context unused)."""
        if self.guide is not None:   # the guide adjusts each context it is shown
            return
        ctx = build_context(self.game, self.session.seats, self.theme, seat)
        self._ahead.keep(seat, ctx, self.session, self.theme)
        self.log.set_lines(self._log_lines(seat))
        by_widget = self._widget_targets(ctx)
        self._picture_of(self.theme.size)
        self._paint_top_bar(ctx)
        self._paint_log(ctx)

        def widgets_painted() -> Iterator[None]:
            for name, widget in self.widgets.items():
                if not self._ahead.still_for(seat, self.session, self.theme):
                    return
                self._paint_layer(name, widget, ctx, bool(by_widget.get(name)))
                yield
        yield from sliced(widgets_painted())

    def _build_context(self) -> None:
        self._outcomes.clear()
        if self.suggestion is not None and self.suggestion[0] not in self.game.legal_actions():
            self.suggestion = None   # the game moved on
        question = self.computers.question
        if question is not None and question.hint and question.moves != len(self.session.events):
            self.computers.cancel()  # a suggestion for a position already left
        viewer = self.viewer()
        self._ctx = (self._ahead.take(viewer, self.session, self.theme)
                     or build_context(self.game, self.session.seats, self.theme, viewer))
        self.zoom.forget()
        self._narrow.clear()
        self.preview_index = 0
        if self.guide is not None and self.ctx.legal:
            self.ctx.legal = self.guide.offered(self.ctx.legal)
            self.ctx.candidates = list(self.ctx.legal)
            self._update_preview()   # a single pillar offered: shown where it would stand
        self.log.set_lines(self._log_lines(viewer))
        self.panel.status = self._status()
        self._invalidate()

    def _log_lines(self, viewer: int) -> list[LogLine]:
        """The grouped log for ``viewer``, extended with the new events only (recomputed when
        the events it was made of are no longer the session's, e.g. after an undo)."""
        events = self.session.events if self._log_until is None else self.session.events[:self._log_until]
        reader = self.session.private_reader(viewer)   # in hot-seat every viewer reads the same log
        over, last, lines = self._log_caches.get(reader, (False, None, []))
        seen = len(lines) and self._events_seen(events, last)
        narrator = self.session.narrator(reader)
        if seen is None:
            seen, lines = 0, []
        elif over != self.game.is_over:   # the game has ended: the lines of the cards taken in secret name them
            again = told_again(lines, events[:seen], narrator, TekhenuNarrator.told_in_secret)
            seen, lines = (seen, again) if again is not None else (0, [])
        if seen < len(events):
            last_round = lines[-1].round if lines else 0
            lines = lines + grouped_log(events[seen:], narrator, last_round, seen)
        self._log_caches[reader] = (self.game.is_over, events[-1] if events else None, lines)
        return lines

    @staticmethod
    def _events_seen(events: list[dict], last: dict | None) -> int | None:
        """How many of ``events`` a log ending with the event ``last`` was made of (None: that
        event is no longer among them, the log must be made anew)."""
        for index in range(len(events) - 1, -1, -1):
            if events[index] is last:
                return index + 1
        return None

    def _status(self) -> str:
        game = self.game
        if game.is_over:
            return _("Game over — {name} wins.", name=self.session.names[game.winner()])
        decision = game.decision
        if decision is not None and self.session.seats[decision.player].computer is not None:
            return _("{name} is thinking…", name=self.session.names[decision.player])
        if decision is not None and self.viewer() != decision.player:
            return _("Waiting for {name}…", name=self.session.names[decision.player])
        if self.guide is not None and self.ctx is not None and not self.ctx.legal:
            return self.guide.status()
        return ""

    def play(self, action: Action, by_itself: bool = False) -> None:
        """Play one legal action (``by_itself``: one the player was not asked for) and present
        what it caused."""
        self._hold_single = False
        events = self.moves.apply(action, by_itself)
        if self.guide is not None:
            self.guide.played(action)
        if self._turn_ends_by_itself():
            events += self.moves.apply(END_TURN, by_itself=True)
            if self.guide is not None:
                self.guide.played(END_TURN)
        self._present(events)

    def _turn_ends_by_itself(self) -> bool:
        """A turn ends when its player confirms it (End turn, Enter), so that its last choice can
        still be undone; with "Confirm end of turn" off, a turn with nothing left to play ends by
        itself."""
        decision = self.game.decision
        return (not self.settings.confirm_end_turn and decision is not None and decision.kind == "turn_end"
                and self.game.legal_actions() == [END_TURN] and not self._guide_locks())

    def _guide_locks(self) -> bool:
        """Whether a guide holds the game to its moves (nothing is then taken by itself)."""
        return self.guide is not None and bool(self.guide.locked)

    @property
    def narrated_seats(self) -> set[int]:
        """The seats nobody at the screen plays (the automa, computer players): their moves are
        shown as captions, one by one."""
        return {i for i, seat in enumerate(self.session.seats) if not seat.human}

    def _present(self, events: list[dict]) -> None:
        """The sound of the player's own move now; the others' moves with their captions."""
        narrated = self.narrated_seats
        self._sound(sound_for_events([e for e in events if e.get("player") not in narrated]))
        self._queue_presentations(events)
        self.refresh()

    def _queue_presentations(self, events: list[dict]) -> None:
        """Captions for the moves of Botankhamun and the computer players; the Maat summary and
        the scorings as overlays."""
        narrated = self.narrated_seats
        narrator = self.session.narrator(self.viewer())
        speed = SPEED_FACTORS.get(self.settings.animation_speed, 1.0)
        was_quiet = not self.captions
        first = len(self.session.events) - len(events)   # where ``events`` start among the session's
        for index, event in enumerate(events, start=first):
            kind = event["type"]
            if kind == "turn_order" and event.get("reason") == "Maat":
                self._pending.append(("maat", self._maat_events()))
            elif kind == "scoring_ended":
                self._pending.append(("scoring", event["number"]))
            elif speed > 0 and event.get("player") in narrated:
                seat = event["player"]
                text = narrator.line(event)
                if not text:
                    continue
                self._log_until = index + 1   # the log waits for the captions up to here
                last = self.captions[-1] if self.captions and self.captions[-1].seat == seat else None
                if last is not None and kind in MERGED_EVENTS and last.kind == kind:
                    last.text = text   # the latest step says where the track ended
                    continue
                if last is not None and kind == "card_taken" and last.kind == kind:
                    last.cards.append(narrator.card(event["card"]))   # one Thoth action, one line
                    last.text = _("{player} takes {cards} ({reason}).", player=narrator.who(seat),
                                  cards=", ".join(last.cards), reason=narrator.reason(event["reason"]))
                    continue
                if last is not None and kind == "vp" and last.kind == kind and event["amount"] > 0 \
                        and last.vp and all(amount > 0 for amount, _ in last.vp):
                    last.vp.append((event["amount"], reason_words(event["reason"])))
                    parts = ", ".join(_("{vp} for {reason}", vp=amount, reason=reason) for amount, reason in last.vp)
                    last.text = _("{player} scores {vp} VP: {reasons} (now {total}).", player=narrator.who(seat),
                                  vp=sum(amount for amount, _reason in last.vp), reasons=parts, total=event["total"])
                    continue
                if last is not None and kind == "gain" and last.kind == "horus_bonus" \
                        and event["reason"].startswith("Horus bonus"):
                    last.text = _("{line}: {gain}.", line=last.text.rstrip("."),
                                  gain=amount_phrase(event["amount"], event["item"]))
                    continue
                seconds = CAPTION_SECONDS if kind in MAJOR_EVENTS else MINOR_CAPTION_SECONDS
                self.captions.append(Caption(seat, text, seconds * speed, event_area(event),
                                             sound_for_events([event]), kind,
                                             [narrator.card(event["card"])] if kind == "card_taken" else [],
                                             [(event["amount"], reason_words(event["reason"]))] if kind == "vp" else []))
        if was_quiet and self.captions:
            self._sound(self.captions[0].sound)

    def _maat_events(self) -> list[dict]:
        """The events of the latest Maat phase (it may span several decisions)."""
        events = self.session.events
        start = max(i for i, e in enumerate(events) if e["type"] == "maat_started")
        end = max(i for i, e in enumerate(events) if e["type"] == "turn_order")
        return events[start:end + 1]

    def _show_next_pending(self) -> None:
        """Push the next queued overlay (Maat, scoring) once the captions have played."""
        if self.stack is None or self.captions or self.stack.top is not self:
            return
        if self._pending:
            kind, data = self._pending.pop(0)
            if kind == "maat" and self.on_maat is not None:
                self.on_maat(self, data)
            elif kind == "scoring" and self.on_scoring is not None:
                self.on_scoring(self, data)
            else:
                self._show_next_pending()
            return
        if self.game.is_over and not self._game_over_shown:
            self._game_over_shown = True
            self.on_game_over(self)
            return
        unasked = None if self._hold_single else unasked_reward(self.game)
        if unasked is not None and self.guide is not None and unasked not in self.guide.offered([unasked]):
            unasked = None   # the guide has not come to it yet
        if unasked is not None:   # the order of the starting rewards cannot matter: not asked
            self.play(unasked, by_itself=True)
            return
        decision = self.game.decision
        if decision is not None and self.session.seats[decision.player].computer is not None:
            self._ask_computer(decision.player)
        elif (self.session.shared_screen and decision is not None
                and decision.player != self.confirmed_viewer):
            self._ask_for(decision.player)
        elif self._single_choice() is not None:
            speed = SPEED_FACTORS.get(self.settings.animation_speed, 1.0)
            self._single_timer = SINGLE_CHOICE_SECONDS * speed

    def _ask_computer(self, seat: int) -> None:
        """The computer player at ``seat`` decides: a single choice at once, else its worker
        thinks (the board keeps drawing; ``update`` plays the answer)."""
        legal = self.game.legal_actions()
        if len(legal) == 1:
            self.play(legal[0])
        elif self.computers.question != Question(seat, len(self.session.events)):
            self.computers.ask(self.session.module.id, self.game, seat, self.session.seats[seat].computer,
                               len(self.session.events))

    def _has_next(self) -> bool:
        decision = self.game.decision
        computer = decision is not None and self.session.seats[decision.player].computer is not None
        return bool(self._pending) or (self.game.is_over and not self._game_over_shown) or (
            computer and not self.computers.thinking) or (
            self.session.shared_screen and not computer and decision is not None
            and decision.player != self.confirmed_viewer) or (
            self._single_timer is None and self._single_choice() is not None)

    def _single_choice(self) -> Action | None:
        """With "Take single choices" on: the only legal action of the decision shown, when it
        is the viewer's own (nobody else's secrets are on the screen) and not the end of a turn
        (that confirmation has its own setting)."""
        ctx, decision = self.ctx, self.game.decision
        if (not self.settings.auto_single_choice or self._hold_single or ctx is None or decision is None
                or len(ctx.legal) != 1 or decision.kind == "turn_end" or decision.player != self.viewer()
                or self._guide_locks()):
            return None
        return ctx.legal[0]

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
        self.preview_index = 0
        self._update_preview()
        self._invalidate()

    def back(self) -> None:
        if self.ctx is not None and self._narrow:
            self.ctx.candidates = self._narrow.pop()
            self.preview_index = 0
            self._update_preview()
            self._invalidate()

    def _update_preview(self) -> None:
        """Where the remaining choice is only the orientation of one pillar tile, preview it."""
        ctx = self.ctx
        ctx.preview = None
        if ctx.candidates and all(a.kind == "place_pillar" for a in ctx.candidates):
            spaces = {(a.get("row"), a.get("col")) for a in ctx.candidates}
            if len(spaces) == 1:
                ctx.preview = ctx.candidates[self.preview_index % len(ctx.candidates)]

    def _preview_hovered_rotation(self) -> None:
        """Hovering one orientation's button previews that orientation on the board."""
        ctx = self.ctx
        if ctx.preview is None:
            return
        pointed = self._hovered_panel_actions()
        if len(pointed) == 1:
            action = next(iter(pointed))
            if action in ctx.candidates and action != ctx.preview:
                self.preview_index = ctx.candidates.index(action)
                self._update_preview()
                self._invalidate()

    def rotate_preview(self, step: int = 1) -> None:
        if self.ctx is not None and self.ctx.preview is not None:
            self.preview_index += step
            self._update_preview()
            self._invalidate()

    def ask_hint(self) -> None:
        """Ask the hard computer player what the person deciding should do (shown, not played)."""
        if not self.buttons["hint"].enabled or self.game.decision is None:
            self._sound("error")
            return
        self.suggestion = None
        self.computers.suggest(self.session.module.id, self.game, len(self.session.events))
        self._refresh_buttons()
        self.needs_redraw = True

    def _show_hint(self, action: Action) -> None:
        """The suggestion arrived: its place glows and the panel says what it does."""
        ctx = self.ctx
        label = describe(action, self.game.catalog, ctx.view)
        result = self.outcome_of(Target(pygame.Rect(0, 0, 0, 0), [action], label))
        self.suggestion = (action, _("Hint: {move}.", move=label) + (f" {result}" if result else ""))
        self._refresh_buttons()

    def undo(self) -> None:
        """Take back the player's last action (and what was taken by itself after it); the
        decision it answered is then the player's again, even if it has a single choice."""
        if self.moves.can_undo and self.ctx is not None and self.ctx.legal:
            self.moves.undo()
            self._hold_single = True
            self.refresh()
        else:
            self._sound("error")

    def redo(self) -> None:
        if self.moves.can_redo and self.ctx is not None and self.ctx.legal:
            self._hold_single = False
            self._present(self.moves.redo())
        else:
            self._sound("error")

    # ------------------------------------------------------------------ targets and hints
    @property
    def _targets(self) -> list[Target]:
        """The places a click chooses something now (found once per change of the context)."""
        return self._collect()[0]

    @property
    def _hints(self) -> list[Hint]:
        """The hover texts of the board (made when first asked for: a move does not wait for them)."""
        return [hint for widget in (*self.widgets.values(), self.log) for hint in self._hints_of(widget)]

    def _hints_of(self, widget: Widget) -> list[Hint]:
        """One widget's hover texts, made when first asked for (they lie inside its area, so the
        first hover after a move makes only those of the widget under the mouse)."""
        if self._found_hints is None:
            self._found_hints = {}
        found = self._found_hints.get(id(widget))
        if found is None:
            ctx = self.ctx
            self._collect()
            found = self._found_hints[id(widget)] = [] if ctx is None else widget.hints(ctx)
        return found

    def _collect(self) -> tuple[list[Target], dict[str, list[Target]]]:
        """The targets of the current context, and those of each board widget."""
        if self._found is not None:
            return self._found
        ctx = self.ctx
        if ctx is None:
            self._found = ([], {})
            return self._found
        by_widget = self._widget_targets(ctx)
        if is_card_choice(ctx):
            targets = self.cards.targets(ctx)
            self.panel.where = ""
        else:
            targets = [t for found in by_widget.values() for t in found]
            self.panel.where = ", ".join(_area_count(name, len(found)) for name, found in by_widget.items() if found)
        offered = {action for target in targets for action in target.actions}
        self.panel.board_covers = offered.issuperset(ctx.candidates)
        targets += self.panel.targets(ctx)
        self._found = ([t for t in targets if t.actions] if not self.captions else [], by_widget)
        return self._found

    def _widget_targets(self, ctx: BoardContext) -> dict[str, list[Target]]:
        """The targets each board widget offers in ``ctx``."""
        # the board of the one whose moves are narrated, not the next human's
        self.players.playing = self.captions[0].seat if self.captions else None
        return {name: [t for t in w.targets(ctx) if t.actions] for name, w in self.widgets.items()}

    def _refresh_buttons(self) -> None:
        undo, redo = self.buttons["undo"], self.buttons["redo"]
        mine = self.ctx is not None and bool(self.ctx.legal)
        hint = self.buttons["hint"]
        hint.enabled = mine and len(self.ctx.legal) > 1 and not self.computers.thinking
        hint.why_disabled = (N_("Thinking about a suggestion…") if self.computers.thinking
                             else N_("A suggestion is for the player deciding, when there is a choice to make"))
        undo.enabled = self.moves.can_undo and mine
        undo.why_disabled = _why_no_undo(self.session.why_not_undo) if mine else N_("Only the player deciding can undo")
        undo.tooltip = N_("Take back your last action (Ctrl+Z)")
        redo.enabled = self.moves.can_redo and mine
        redo.why_disabled = N_("Nothing to redo")
        redo.tooltip = N_("Play the undone action again (Ctrl+Y)")
        locked = self.guide.locked if self.guide is not None else ""
        if locked:
            for button in (hint, undo, redo):
                button.enabled = False
                button.why_disabled = locked

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        if self.captions:
            return []
        guide = self.guide.targets() if self.guide is not None else []
        return guide + [(t.rect, t.tooltip or "choice") for t in self._targets]

    def offered_places(self) -> list[pygame.Rect]:
        """Where the choices offered now glow (on the board and in the decision panel)."""
        return [] if self.captions else [t.rect for t in self._targets]

    def area(self, name: str) -> pygame.Rect:
        """Where the board shows one of its parts (a name of :data:`LAYOUT`), in window pixels."""
        return pygame.Rect(self._areas[name])

    def button_targets(self) -> dict[str, pygame.Rect]:
        """The top bar's enabled buttons (for the autoplay's undo and save/load)."""
        return {name: b.rect for name, b in self.buttons.items() if b.enabled}

    def _invalidate(self) -> None:
        """The context changed: targets and hover texts are found anew when next needed, and
        each widget's picture is checked against what it shows when next drawn."""
        self._forget_found()
        self._refresh_buttons()
        self.needs_redraw = True

    def _forget_found(self) -> None:
        """Targets, hover texts and the pictures' check are for another context now."""
        self._found = None
        self._found_hints = None
        self._picture_checked = False

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if self.guide is not None and self.guide.handle(event):
            self.needs_redraw = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            if self.ctx is not None:
                self.ctx.hover = event.pos
                self.zoom.hover(self.ctx, event.pos)
                self._preview_hovered_rotation()
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.needs_redraw |= self.zoom.close()
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            if self.ctx is None or not self.zoom.right_click(self.ctx, event.pos):   # a card: its zoom
                self.back()
            self.needs_redraw = True
        elif event.type == pygame.MOUSEWHEEL:
            if self.log.rect.collidepoint(self.hover):
                self.log.handle_wheel(event.y)
                self.needs_redraw = True
            else:
                self.rotate_preview(1 if event.y < 0 else -1)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.captions:   # a click skips Botankhamun's captions
            self.captions.clear()
            self._captions_done()
            return
        if click_button(self.buttons, pos, self._press, lambda: self._sound("error")):
            return
        if self.log.handle_click(pos):
            self.needs_redraw = True
            return
        for target in self._targets:
            if target.rect.collidepoint(pos):
                self.choose(target.actions)
                return
        if self.guide is not None:
            self.guide.missed(pos)
            self.needs_redraw = True

    def show_scores(self) -> None:
        if self.on_scoring is not None:
            self.on_scoring(self, 0)

    def _key(self, event: pygame.event.Event) -> None:
        if self._shortcut(event):
            return
        if event.key == pygame.K_r:
            self.rotate_preview()
        elif event.key == pygame.K_ESCAPE:
            if self.zoom.close():
                self.needs_redraw = True
            elif self._narrow:
                self.back()
            else:
                self.on_menu(self)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ctx is not None and self.ctx.preview:
            self.play(self.ctx.preview)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ctx is not None and END_TURN in self.ctx.legal:
            self.play(END_TURN)
        else:
            for target in self._targets:
                if target.key == event.key:
                    self.choose(target.actions)
                    return

    def request_quit(self) -> bool:
        """Ask before the window closes; closing it again while asked quits."""
        dialog = ask_to_quit(self, self._quit_dialog, N_("Quit Tekhenu?"))
        if dialog is None:
            return True
        self._quit_dialog = dialog
        return False

    # ------------------------------------------------------------------ time
    @property
    def is_animating(self) -> bool:
        return (bool(self.captions) or self._single_timer is not None or self.zoom.waiting
                or self.computers.thinking or any(w.is_animating for w in self.widgets.values())
                or (self.guide is not None and self.guide.busy))

    @property
    def has_idle_work(self) -> bool:
        return (any(w.has_idle_work for w in self.widgets.values()) or self._words_ahead_due()
                or has_dice_to_prepare())

    def idle(self) -> None:
        """The wheel's next position first (the next move may turn it), the frames of the boards
        the end of the turn changes, the words of the next player's turn, the pictures of dice
        not drawn yet (a slice at a time: input waits no longer than that), then what the other
        widgets prepare (the market's card faces: a card is dealt less often)."""
        first = [self.widgets["wheel"], self.widgets["players"]]
        busy = next((w for w in first if w.has_idle_work), None)
        if busy is None and self._words_ahead_due():
            self._prepare_next_turn_words()
            return
        if busy is None and has_dice_to_prepare():
            prepare_dice(SLICE_SECONDS)
            return
        busy = busy or next((w for w in self.widgets.values() if w.has_idle_work), None)
        if busy is not None:
            busy.idle()

    def _words_ahead_due(self) -> bool:
        """Whether the words of the next player's turn are still to be made ahead: in hot-seat,
        while the player deciding can end their turn."""
        ctx = self._ctx
        return (self.session.shared_screen and not self._context_due and ctx is not None
                and ctx is not self._words_ahead_for and END_TURN in ctx.legal)

    def _prepare_next_turn_words(self) -> None:
        """The prompt, the buttons and the top bar of the next player's turn, fitted and rendered
        ahead (nothing is shown): worked out on a copy of the game with this turn ended, and only
        when ending it reveals nothing — otherwise what follows is not known yet. The next
        player's first frame then draws none of its words anew (2–3 ms a turn)."""
        self._words_ahead_for = self._ctx
        if END_TURN not in self.game.legal_actions():   # the context is not the game's now
            return
        copy = self.game.quiet_copy()
        revealed = copy.reveals
        copy.apply(END_TURN)
        decision = copy.decision
        if copy.reveals != revealed or decision is None or self.session.seats[decision.player].computer is not None:
            return
        ctx = build_context(copy, self.session.seats, self.theme, decision.player)
        self.panel.prepare(ctx)
        self._status_image(ctx)

    def update(self, dt: float) -> None:
        if self.stack is not None and self.stack.top is self and not self.captions and self._has_next():
            self._show_next_pending()   # an overlay (Maat, scores, pass screen) has just closed
        changed = self.zoom.update(dt)
        if self.guide is not None:
            changed |= self.guide.update(dt)
        for name, widget in self.widgets.items():
            was_animating = widget.is_animating
            changed |= widget.update(dt)
            if was_animating and not widget.is_animating and name in self._layers:
                self._layers[name].forget()   # the picture shows the widget as its animation began
                self._picture_checked = False
        if self.captions:
            self.captions[0].seconds -= dt
            if self.captions[0].seconds <= 0:
                self.captions.pop(0)
                if self.captions:
                    self._sound(self.captions[0].sound)
                if not self.captions:
                    self._captions_done()
            changed = True
        decision = self.game.decision
        question = self.computers.question
        if question is not None and decision is not None and self.stack is not None and self.stack.top is self:
            answer = self.computers.answer(decision.player, len(self.session.events), question.hint)
            if answer is not None and question.hint:
                self._show_hint(answer)
            elif answer is not None:
                self.play(answer)
            changed = changed or answer is not None
        if self._single_timer is not None and self.stack is not None and self.stack.top is self:
            self._single_timer -= dt
            if self._single_timer <= 0:
                single = self._single_choice()
                self._single_timer = None
                if single is not None:
                    self.play(single, by_itself=True)
            changed = True
        if changed:
            self.needs_redraw = True

    def _captions_done(self) -> None:
        """The captions have played (or were skipped): the log catches up, then what comes next."""
        self._log_until = None
        if self.ctx is not None:
            self.log.set_lines(self._log_lines(self.viewer()))
        self._invalidate()
        self._show_next_pending()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        if ctx is None:
            return
        animating = {name for name, w in self.widgets.items() if w.is_animating}
        repair = self._repair
        repair.put_back(surface, self._painted_board(surface.get_size(), ctx), self.window_kept)
        for name in animating:
            self.widgets[name].draw(surface, ctx)
            repair.covered(self.widgets[name].rect)
        # a choice of cards waits for what comes before it: Botankhamun's moves, the Maat summary
        self.cards.hidden = bool(self.captions) or (self.stack is not None and self.stack.top is not self)
        band = self.cards.draw(surface, ctx)
        if band is not None:
            repair.covered(band)
        self._draw_dynamic(surface, ctx)
        self.drawn_areas = repair.drawn()

    def _painted_board(self, size: Size, ctx: BoardContext) -> pygame.Surface:
        """The picture of the board without what changes from frame to frame, brought up to date:
        only the areas whose widget now shows something else are painted again."""
        picture = self._picture_of(size)
        self._paint_top_bar(ctx)
        self._paint_log(ctx)   # scrolled or filtered without a change of the context: checked every frame
        if not self._picture_checked:   # else a frame for the same context (hover): nothing to check
            self._picture_checked = True
            by_widget = self._collect()[1]
            for name, widget in self.widgets.items():
                self._paint_layer(name, widget, ctx, bool(by_widget.get(name)))
        return picture

    def _picture_of(self, size: Size) -> pygame.Surface:
        """The board's picture, a blank one of ``size`` if it had another size (or none yet)."""
        if self._picture is None or self._picture.get_size() != size:
            self._picture = pygame.Surface(size)
            self._picture.fill(th.BACKGROUND)
            self._background = self._picture.copy()
            self._repair.picture_replaced()
            self._layers.clear()
            self._top_bar = None
            self._picture_checked = False
        return self._picture

    def _paint_top_bar(self, ctx: BoardContext) -> None:
        """The top bar on the picture, painted again when its status line changed."""
        status = self.status_line(ctx)
        if status != self._top_bar:
            self._top_bar = status
            self._repair.picture_changed(self._draw_top_bar(self._picture, ctx))

    def _paint_log(self, ctx: BoardContext) -> None:
        """The log on the picture, painted again when its lines, scroll or filter changed."""
        log_key = (self._areas["log"], ctx.theme.scale, tuple(ctx.seats), self.log.lines, self.log.scroll,
                   self.log.only)
        layer = self._layers.setdefault("log", Layer())
        if not layer.is_current(log_key, ctx.view):
            self._paint_area(self._areas["log"], self.log, ctx)
            layer.painted(log_key, {})

    def _paint_layer(self, name: str, widget: Widget, ctx: BoardContext, offers: bool) -> None:
        """Paint ``widget``'s area again if what it shows changed. What it shows follows from the
        view's entries it reads (recorded while it paints), the choice, when it offers part of it
        (a widget offering nothing paints as if there were no choice), and the window's scale.
        The painted widgets (player boards, tracks) keep their own pictures: the version of theirs
        is the key, and while they offer nothing, only the areas where it changed are painted."""
        layer = self._layers.setdefault(name, Layer())
        choice = (tuple(ctx.candidates), tuple(ctx.legal)) if offers else None
        painted = isinstance(widget, PaintedWidget)
        key = (self._areas[name], ctx.theme.scale, tuple(ctx.seats), ctx.preview, choice,
               widget.version(ctx) if painted else None)
        if layer.is_current(key, ctx.view):
            return
        if painted:   # it reads the view only to make its own picture, already up to date
            areas = None
            if choice is None and layer.reads is not None and layer.key[:-1] == key[:-1]:   # no glow moved
                areas = widget.changed_areas(layer.key[-1])
            painting = replace(ctx, hover=(-1, -1))
            for area in [self._areas[name]] if areas is None else areas:
                self._paint_area(area.clip(self._areas[name]), widget, painting)
            layer.painted(key, {})
            return
        view = ViewReads(ctx.view)
        candidates, legal = (ctx.candidates, ctx.legal) if offers else ([], [])
        self._paint_area(self._areas[name], widget,
                         replace(ctx, view=view, candidates=candidates, legal=legal, hover=(-1, -1)))
        layer.painted(key, view.reads)

    def _paint_area(self, area: pygame.Rect, widget: Widget, ctx: BoardContext) -> None:
        """Paint ``widget`` alone in its ``area`` of the picture (clipped: the picture of one
        area never depends on another's)."""
        picture = self._picture
        picture.set_clip(area)
        # copying the plain background is four times faster than filling part of an opaque
        # picture (0.06 against 0.23 ms for the wheel's 600×600 area)
        picture.blit(self._background, area, area)
        widget.draw(picture, ctx)
        picture.set_clip(None)
        self._repair.picture_changed(area)

    def _draw_dynamic(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        """What changes from frame to frame, over the picture (each area drawn on is told to
        ``_repair``: the next frame puts the picture back there)."""
        t = self.theme
        covered = self._repair.covered
        ra = self.widgets["ra"]
        if ra.rect.collidepoint(self.hover):   # the card under the mouse is lit: drawn over the picture
            ra.draw(surface, ctx)
            covered(ra.rect)
        pointed = self._hovered_panel_actions()
        waiting = self.cards.hidden and is_card_choice(ctx)   # the cards offered are not shown
        for target in self._targets:
            if self.panel.rect.colliderect(target.rect) or waiting:
                continue
            suggested = self.suggestion is not None and self.suggestion[0] in target.actions
            if (pointed and pointed & set(target.actions)) or suggested:   # the hovered button's place, a hint
                covered(draw_glow(surface, target.rect, t, strong=True, colour=th.HIGHLIGHT_FOCUS))
            else:
                covered(draw_glow(surface, target.rect, t, strong=target.rect.collidepoint(self.hover)))
        self.panel.caption = self.captions[0].text if self.captions else ""
        self.panel.caption_seat = self.captions[0].seat if self.captions else -1
        hinted = self.suggestion is not None and not self.captions
        self.panel.suggested = self.suggestion[0] if hinted else None
        self.panel.hint = self.suggestion[1] if hinted else ""
        self.panel.draw(surface, ctx)
        covered(panel_area(self.panel.rect, t))
        if hinted and not self.panel.shows_hint(ctx):   # no room in the panel: under it
            covered(draw_suggestion(surface, t, self.suggestion[1], self.panel.rect))
        for button in self.buttons.values():
            covered(button.draw(surface, t, hovered=button.contains(self.hover), size=TOP_BAR_LABEL))
        if self.captions:
            area = self.captions[0].area
            if area in self.widgets:
                self._spotlight(surface, self.widgets[area].rect)
                self._repair.covered_everywhere()
        if self.guide is not None:
            self.guide.draw(surface)
            self._repair.covered_everywhere()
        on_top = self.stack is not None and self.stack.top is self
        if on_top and self.zoom.open is not None:
            self.zoom.draw(surface, ctx)
            self._repair.covered_everywhere()
        elif on_top and (tip := self._tooltip_at(self.hover)):
            covered(draw_tooltip(surface, self.hover, tip, t))

    def _spotlight(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Dim the board around the area Botankhamun acts on, and ring it."""
        t = self.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((20, 14, 8, 110))
        shade.fill((0, 0, 0, 0), rect)
        shade.fill((0, 0, 0, 0), self.panel.rect)   # the caption stays bright
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, th.LAPIS_DARK, rect.inflate(t.px(2), t.px(2)), width=t.px(7), border_radius=t.px(10))
        pygame.draw.rect(surface, th.GOLD_LIGHT, rect, width=t.px(4), border_radius=t.px(10))

    def _hovered_panel_actions(self) -> set[Action]:
        """The actions of the panel button under the mouse (to point at their board place)."""
        for target in self._targets:
            if self.panel.rect.colliderect(target.rect) and target.rect.collidepoint(self.hover):
                return set(target.actions)
        return set()

    def outcome_of(self, target: Target) -> str:
        """What choosing ``target`` will do, from the rules' own preview of it (a target that
        only narrows the choice says nothing yet)."""
        if self.ctx is None or len(target.actions) != 1 or target.actions[0] not in self.ctx.legal:
            return ""
        action = target.actions[0]
        if action not in self._outcomes:
            preview = self.game.preview(action)
            outcome = preview_text(preview, self.ctx.viewer, self.ctx.view, self.game.catalog)
            self._outcomes[action] = _("Result: {outcome}", outcome=outcome)
        return self._outcomes[action]

    def status_line(self, ctx: BoardContext) -> str:
        """The top bar's text: the round, who is to decide, and whether the set-up is known."""
        view = ctx.view
        decision = ctx.decision
        parts = [_("Round {number}", number=view["round"]) if view["round"] else _("Setup")]
        if self.captions:
            parts.append(_("{name} is playing", name=ctx.name_of(self.captions[0].seat)))
        elif decision is not None:
            parts.append(_("{name} to decide", name=ctx.name_of(decision["player"])))
        elif self.game.is_over:
            parts.append(_("Game over"))
        if self.session.known_setup:   # typed in on the New game screen: the draws may be known
            parts.append(_("Known set-up (seed {seed})", seed=self.session.seed))
        return "   ·   ".join(parts)

    def _draw_top_bar(self, surface: pygame.Surface, ctx: BoardContext) -> pygame.Rect:
        """Paint the top bar (title and status line) on the picture; returns its area."""
        t = self.theme
        bar = pygame.Rect(0, 0, surface.get_width(), round(TOP_BAR_H * t.size[1] / th.DESIGN_SIZE[1]))
        surface.set_clip(bar)   # the widgets' areas start below it
        pygame.draw.rect(surface, th.LAPIS_DARK, bar)
        line = max(1, t.px(3))   # the gold edge inside the bar: the wheel's area starts below it
        pygame.draw.rect(surface, th.GOLD, (0, bar.bottom - line, bar.w, line))
        title = t.render("Tekhenu", "title", 30, th.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midleft=(t.px(16), bar.centery)))
        info = self._status_image(ctx)
        surface.blit(info, info.get_rect(midleft=(title.get_rect().right + t.px(40), bar.centery)))
        surface.set_clip(None)
        return bar

    def _status_image(self, ctx: BoardContext) -> pygame.Surface:
        return self.theme.render(self.status_line(ctx), "bold", 20, th.IVORY)

    def _tooltip_at(self, pos: tuple[int, int]) -> str:
        if self._picture is None or not self._picture.get_rect().collidepoint(pos):
            return ""   # the mouse is not over the board (e.g. outside the window)
        for button in self.buttons.values():
            if button.contains(pos):
                return button.hover_text
        for target in self._targets:
            if target.rect.collidepoint(pos):
                in_panel = self.panel.rect.colliderect(target.rect)
                label = "" if in_panel and self.panel.label_fits(self.ctx, target) else target.tooltip
                return "\n".join(text for text in (label, self.outcome_of(target)) if text)
        if is_card_choice(self.ctx):
            return ""
        for widget in (*self.widgets.values(), self.log):
            if widget.rect.collidepoint(pos):
                for hint in self._hints_of(widget):
                    if hint.rect.collidepoint(pos):
                        return hint.text
        return ""
