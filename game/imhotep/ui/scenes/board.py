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

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.actions import Action
from game.i18n import N_, _
from game.imhotep.rules import Game
from game.imhotep.rules.catalog import load_catalog
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import build_context
from game.imhotep.ui.scenes.round_end import RoundEnd, RoundEndScene, round_ends
from game.imhotep.ui.widgets.harbour import HarbourWidget
from game.imhotep.ui.widgets.panel import DecisionPanel
from game.imhotep.ui.widgets.players import PlayersWidget
from game.imhotep.ui.widgets.quarry import QuarryWidget
from game.imhotep.ui.widgets.sites import SitesWidget, docked_hull
from game.imhotep.ui.widgets.track import TrackWidget
from game.imhotep.ui.words import END_TURN
from game.log import LogLine, grouped_log
from game.ui import board_flow
from game.ui import theme as th
from game.ui.board_flow import TOP_BAR_H, BoardFlow
from game.ui.board_parts import first_sound, layout_buttons, scaled_layout, scaled_rect, top_bar_buttons
from game.ui.scene import Size
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.widgets.base import Target

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
SAIL_SECONDS = 0.7
UNLOAD_SECONDS = 0.22
#: The sound each kind of event calls for, most important first (one sound per batch).
SOUNDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("chime", frozenset({"round_started", "game_over", "temple_scored"})),
    ("card", frozenset({"card_taken", "card_played", "face_down_taken"})),
    ("coin", frozenset({"stone_delivered"})),
    ("build", frozenset({"stone_placed", "ship_sailed"})),
    ("die", frozenset({"stones_taken"})),
)
WHY_NO_UNDO: dict[str, Any] = {
    **board_flow.WHY_NO_UNDO,
    "something new was revealed": N_("Undo cannot go back past something revealed (a card drawn from the pile)."),
}


def sound_for(events: list[dict]) -> str | None:
    return first_sound(events, SOUNDS)


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


class BoardScene(BoardFlow):
    """Plays one :class:`Session` of Imhotep from its current decision to the game over (the flow
    is :class:`~game.ui.board_flow.BoardFlow`'s; here are Imhotep's parts, its turn held back and
    its ships sailing)."""

    END_TURN = END_TURN
    WHY_NO_UNDO = WHY_NO_UNDO
    QUIT_TITLE = N_("Quit Imhotep?")
    PLAYING_WIDGET = "players"
    TOP_BAR_COLOUR = pc.NILE_DARK
    BUTTON_W = 104

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.catalog = load_catalog()
        self.harbour = HarbourWidget()
        self.sites = SitesWidget()
        self.players = PlayersWidget()
        self.widgets = {"harbour": self.harbour, "quarry": QuarryWidget(), "sites": self.sites,
                        "track": TrackWidget(), "players": self.players}
        self.panel = DecisionPanel()
        self.buttons = top_bar_buttons(N_("Every player's points by site and card (S)"),
                                       N_("The rules and every market card (F1)"))
        self.sailing: list[Sailing] = []
        #: rounds ended by the moves played, each shown (RoundEndScene) before what comes next
        self.round_ends: list[RoundEnd] = []
        #: the log lines of the session's events: how many events, the last of them, the lines
        self._log_cache: tuple[int, dict | None, list[LogLine]] = (0, None, [])

    # ------------------------------------------------------------------ layout
    @classmethod
    def prepare_pictures(cls, size: Size) -> Iterator[None]:
        """The stone of the sites, the quarry and the score track (about a tenth of a second of a
        game's first frame), laid out as :meth:`on_resize` lays them out."""
        theme = th.Theme(size)
        areas = scaled_layout(LAYOUT, size)
        for name, widget in (("sites", SitesWidget()), ("quarry", QuarryWidget()), ("track", TrackWidget())):
            widget.layout(areas[name], theme)
            yield from widget.stone_pictures()

    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        sx, sy = size[0] / th.DESIGN_SIZE[0], size[1] / th.DESIGN_SIZE[1]
        seats = len(self.session.seats)
        players_h = PLAYER_H * seats
        self._areas = scaled_layout(LAYOUT, size)
        self._areas["players"] = scaled_rect((SIDE_X, TOP_BAR_H, SIDE_W, players_h), sx, sy)
        self._areas["panel"] = scaled_rect((SIDE_X, TOP_BAR_H + players_h, SIDE_W, PANEL_H), sx, sy)
        log_top = TOP_BAR_H + players_h + PANEL_H
        self._areas["log"] = scaled_rect((SIDE_X, log_top, SIDE_W, th.DESIGN_SIZE[1] - log_top), sx, sy)
        for name, widget in self.widgets.items():
            widget.layout(self._areas[name], t)
        self.panel.layout(self._areas["panel"].inflate(-t.px(8), -t.px(8)), t)
        self.log.layout(self._areas["log"].inflate(-t.px(8), -t.px(8)), t)
        layout_buttons(self.buttons, t, size[0], round(TOP_BAR_H * sy), self.BUTTON_W)
        if self.ctx is not None:
            self.ctx.theme = t
        self._picture = None   # a new scale, or a new language: everything is painted and said again
        self._log_cache = (0, None, [])
        if self.ctx is not None:
            self._build_context()

    # ------------------------------------------------------------------ the game shown
    def _turn_over(self, game: Game) -> bool:
        seat = self._staged_seat
        decision = game.decision
        return (game.is_over or decision is None or decision.player != seat
                or game.turn_ends != self.session.game.turn_ends)

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

    def _offers_choice(self, viewer: int) -> bool:
        decision = self.game.decision
        return decision is not None and decision.player == viewer and viewer >= 0 and not self.captions

    def _make_context(self, game: Game, view: dict, legal: list[Action], viewer: int, waiting: bool) -> Any:
        return build_context(view, legal, self.catalog, self.session.seats, self.theme, viewer, waiting)

    def _log_lines(self, viewer: int) -> list[LogLine]:
        """The grouped log: the session's events (extended with the new ones only, made anew when
        they are no longer the same, e.g. after an undo), then those of a turn held back."""
        events = self.session.events
        count, last, lines = self._log_cache
        narrator = self.session.narrator(viewer)
        if count > len(events) or (count and events[count - 1] is not last):
            count, lines = 0, []
        if count < len(events):
            lines = lines + grouped_log(events[count:], narrator, lines[-1].round if lines else 0, count)
            self._log_cache = (len(events), events[-1], lines)
        if self._staged_events:
            lines = lines + grouped_log(self._staged_events, narrator, lines[-1].round if lines else 0, len(events))
        return lines

    def _game_over_status(self) -> str:
        winners = ", ".join(self.session.names[s] for s in self.session.game.winners())
        return _("Game over: {winners} won.", winners=winners)

    # ------------------------------------------------------------------ the flow
    def _needs_pass_screen(self) -> bool:
        decision = self.session.game.decision
        return self.session.shared_screen and decision.kind in PRIVATE and self.confirmed_viewer != decision.player

    def _ask_for(self, seat: int) -> None:
        info = self.session.seats[seat]

        def ready() -> None:
            self.confirmed_viewer = seat
            self._build_context()

        self._sound("turn")
        self.stack.push(PassDeviceScene(info.name, info.colour, ready, _(
            "{name} looks at the two face-down cards: everyone else, please look away.", name=info.name),
            on_menu=lambda: self.on_menu(self), prepare=self._board_ahead(seat)))

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
        self.round_ends += round_ends(events, self.session)
        self.refresh()

    def _show_next(self) -> None:
        """A round's end is shown first, once the ships have sailed and the moves are told."""
        if self.round_ends and self.stack is not None and self.stack.top is self and not self._busy():
            self.stack.push(RoundEndScene(self.round_ends.pop(0), self.session, on_close=self.refresh))
            return
        super()._show_next()

    def _present(self, events: list[dict], sailed: int = 0) -> None:
        """The sound of a move, its ships sailing (but the first ``sailed``, shown already), and the
        computer players' moves as captions."""
        self._sound(sound_for(events))
        self._animate([event for event in events if event["type"] == "ship_sailed"][sailed:])
        self._caption(events)

    def _animate(self, events: list[dict]) -> None:
        if self.speed <= 0:
            return
        for event in events:
            if event["type"] == "ship_sailed":
                capacity = event["capacity"]
                start = self.harbour.hull(event["ship"], capacity)
                end = docked_hull(self.sites.docks[event["site"]], capacity, self.theme)
                self.sailing.append(Sailing(event["site"], capacity, list(event["stones"]), start, end, self.speed))

    def _preview_text(self, action: Action) -> str:
        ctx = self.ctx
        preview = self.game.preview(action)
        narrator = self.session.narrator(ctx.viewer)
        lines = [line for line in (narrator.line(event) for event in preview.events) if line]
        text = " ".join(lines[:5]) + (" …" if len(lines) > 5 else "")
        if preview.reveals:
            text = _("{result} Then a card is drawn from the pile: what it is, nobody knows yet.",
                     result=text).strip()
        return text

    # ------------------------------------------------------------------ time: ships sailing
    def _busy(self) -> bool:
        return bool(self.captions or self.sailing)

    def _skip_captions(self) -> None:
        self.sailing.clear()
        super()._skip_captions()

    def _advance(self, dt: float) -> bool:
        if not self.sailing:
            return super()._advance(dt)
        sailing = self.sailing[0]
        sailing.elapsed += dt
        if sailing.elapsed >= sailing.duration:
            self.sailing.pop(0)
            if not self.sailing:
                self._invalidate()   # the choices glow again
        return True

    # ------------------------------------------------------------------ drawing
    def _top_bar_title(self) -> str:
        return str(self.session.module.title).partition(":")[0]

    def _round_parts(self, ctx: Any) -> list[str]:
        return [_("Round {number} of {rounds}", number=ctx.view["round"], rounds=self.catalog.rounds)]

    def _decorate_target(self, surface: pygame.Surface, ctx: Any, target: Target, lit: bool) -> None:
        seat = ctx.deciding
        if lit and len(target.actions) == 1 and target.actions[0].kind == "place" and seat is not None:
            pc.draw_ghost_stone(surface, target.rect, ctx.colour_of(seat))

    def _draw_moving(self, surface: pygame.Surface, ctx: Any) -> bool:
        if not self.sailing:
            return False
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
        return True
