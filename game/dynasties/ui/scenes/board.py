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

from typing import Any

import pygame

from game.core.actions import Action
from game.dynasties.module import VARIANT_NAMES
from game.dynasties.narrator import round_title
from game.dynasties.rules import Game
from game.dynasties.rules.cards import in_ladder_order
from game.dynasties.ui.context import build_context
from game.dynasties.ui.widgets.dynasties import DynastiesWidget
from game.dynasties.ui.widgets.forum import ForumWidget
from game.dynasties.ui.widgets.hand import HandWidget
from game.dynasties.ui.widgets.majorities import MajoritiesWidget
from game.dynasties.ui.widgets.panel import DecisionPanel
from game.dynasties.ui.words import END_TURN
from game.i18n import N_, _, ngettext
from game.log import LogLine, grouped_log
from game.ui import board_flow
from game.ui import theme as th
from game.ui.board_flow import TOP_BAR_H, BoardFlow, Caption
from game.ui.board_parts import first_sound, layout_buttons, recap, scaled_layout, top_bar_buttons
from game.ui.scene import Size
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.widgets.base import Target

__all__ = ["BoardScene", "Caption", "shown_after"]

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
    **board_flow.WHY_NO_UNDO,
    "something new was revealed": N_("Undo cannot go back past something revealed (a card drawn, a die rolled)."),
}


def sound_for(events: list[dict]) -> str | None:
    return first_sound(events, SOUNDS)


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


class BoardScene(BoardFlow):
    """Plays one :class:`Session` of "Dynasties" from its current decision to the game over (the
    flow is :class:`~game.ui.board_flow.BoardFlow`'s; here are this game's parts, its hot-seat
    questions and its last move held until End turn)."""

    END_TURN = END_TURN
    WHY_NO_UNDO = WHY_NO_UNDO
    QUIT_TITLE = N_("Quit Dynasties?")
    PLAYING_WIDGET = "dynasties"
    UNTOLD = UNTOLD

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.dynasties = DynastiesWidget()
        self.widgets = {"forum": ForumWidget(), "dynasties": self.dynasties, "hand": HandWidget(),
                        "majorities": MajoritiesWidget()}
        self.panel = DecisionPanel()
        self.buttons = top_bar_buttons(N_("Every player's points by category and the majorities (S)"),
                                       N_("The rules and every card (F1)"))
        self._log_cache: tuple[int, bool, int, list[LogLine]] = (-1, False, 0, [])

    # ------------------------------------------------------------------ layout
    def on_resize(self, size: Size) -> None:
        self.theme = t = th.Theme(size)
        sy = size[1] / th.DESIGN_SIZE[1]
        self._areas = scaled_layout(LAYOUT, size)
        inset = t.px(6)
        for name, widget in self.widgets.items():
            widget.layout(self._areas[name].inflate(-inset, -inset), t)
        self.panel.layout(self._areas["panel"].inflate(-2 * inset, -2 * inset), t)
        self.log.layout(self._areas["log"].inflate(-2 * inset, -2 * inset), t)
        layout_buttons(self.buttons, t, size[0], round(TOP_BAR_H * sy), self.BUTTON_W)
        if self.ctx is not None:
            self.ctx.theme = t
        self._picture = None   # a new scale, or a new language: everything is painted and said again
        self._log_cache = (-1, False, 0, [])
        if self.ctx is not None:
            self._build_context()
        else:
            self._invalidate()

    # ------------------------------------------------------------------ the game shown
    def _turn_over(self, game: Game) -> bool:
        return game.is_over or game.turn_ends != self.session.game.turn_ends

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

    def _offers_choice(self, viewer: int) -> bool:
        """Whether the person deciding is offered their choice now: the one the table is shown to,
        or anyone answering on the public view."""
        decision = self.game.decision
        if decision is None or self.captions or not self.session.seats[decision.player].human:
            return False
        return decision.player == viewer or (decision.kind in PUBLIC and not self.holding)

    def _shown_while_waiting(self, view: dict) -> dict:
        if self._held is not None:
            return shown_after(view, self._held_events, self._staged_seat)
        return view

    def _make_context(self, game: Game, view: dict, legal: list[Action], viewer: int, waiting: bool) -> Any:
        return build_context(game, legal, self.session.seats, self.theme, viewer, waiting, view)

    def _log_lines(self, viewer: int) -> list[LogLine]:
        events = self.session.events
        count, over, last_round, lines = self._log_cache
        narrator = self.session.narrator(viewer)
        if count < 0 or count > len(events) or over != self.session.game.is_over:
            count, last_round, lines = 0, 0, []
        if count < len(events):
            lines = lines + grouped_log(events[count:], narrator, last_round, count)
            last_round = lines[-1].round if lines else 0
            self._log_cache = (len(events), self.session.game.is_over, last_round, lines)
        staged = self._staged_events + self._held_events
        if staged:
            lines = lines + grouped_log(staged, narrator, last_round, len(events))
        return lines

    def _game_over_status(self) -> str:
        names = [self.session.names[seat] for seat in self.session.game.winners()]
        if len(names) > 1:
            return _("Game over: {names} share the win.", names=", ".join(names))
        return _("Game over: {name} wins.", name=names[0])

    # ------------------------------------------------------------------ the flow
    def _needs_pass_screen(self) -> bool:
        decision = self.session.game.decision
        return (self.session.shared_screen and decision is not None and decision.kind not in PUBLIC
                and self.session.seats[decision.player].human and self.confirmed_viewer != decision.player)

    def _ask_for(self, seat: int) -> None:
        info = self.session.seats[seat]

        def ready() -> None:
            self.confirmed_viewer = seat
            self._build_context()
            self._show_next()

        self._sound("turn")
        self.stack.push(PassDeviceScene(info.name, info.colour, ready, recap=recap(self.session, seat),
                                        on_menu=lambda: self.on_menu(self), prepare=self._board_ahead(seat)))

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
        if not shown:
            self._sound(sound_for(events))
        self._caption(events)

    def _end_turn_outcome(self) -> str:
        if self._held is not None:
            return _("Your last choice is played now, then what it draws; the next player's turn begins and "
                     "this one can no longer be undone.")
        return super()._end_turn_outcome()

    def _preview_text(self, action: Action) -> str:
        ctx = self.ctx
        preview = self.game.preview(action)
        narrator = self.session.narrator(ctx.viewer)
        lines = [line for line in (narrator.line(event) for event in preview.events
                                   if event["type"] not in UNTOLD) if line]
        text = " ".join(lines[:4]) + (" …" if len(lines) > 4 else "")
        if preview.reveals and text:
            text = _("{result} Then a card is drawn, a die rolled or a deck shuffled: nobody knows the outcome "
                     "yet.", result=text)
        elif preview.reveals:
            text = _("a card is drawn, a die rolled or a deck shuffled: nobody knows the outcome yet.")
        return text

    # ------------------------------------------------------------------ drawing
    def _fit_status(self, info: pygame.Surface, title: pygame.Surface) -> pygame.Surface:
        room = self.buttons["undo"].rect.x - title.get_width() - self.theme.px(70)
        if info.get_width() > room:
            info = info.subsurface((0, 0, max(1, room), info.get_height()))
        return info

    def _round_parts(self, ctx: Any) -> list[str]:
        view = ctx.view
        parts = [round_title(view["round"])]
        if view["final_round"] and not view["over"]:
            parts.append(_("last round"))
        if ctx.variant:
            parts.append(str(VARIANT_NAMES[ctx.variant]))
        return parts

    def _narrowing_note(self, target: Target) -> str:
        return ngettext("A click narrows the choice to these {n} options.",
                        "A click narrows the choice to these {n} options.", len(target.actions))
