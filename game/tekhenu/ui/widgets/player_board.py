"""The player boards: one compact board per player, stacked (solo: the player and Botankhamun).

Each board shows, in the player's colour and marker shape: the goods (papyrus, bread,
limestone, granite, each beside its production track 1–6; gold, scribes and faith in the
header), the pieces still on the board (building row with the icons revealed under built
buildings, statue row with its granite costs, pillars), the scales (pure dice left, tainted
dice and greed right, Anubis dice under) and the cards held: blessings, technologies,
decrees (faces only on the viewer's own board, backs elsewhere), destiny and starting cards.
Botankhamun's board shows his pyramid of action tiles with the progress marker and the tiles
he may move to next, his pieces and dice, and what he will score.

Everything on a board explains itself on hover (:meth:`PlayerBoardsWidget.hints`); the
clickable places (:meth:`PlayerBoardsWidget.targets`) are only ever built from
``ctx.candidates`` and only on the deciding player's board: a production track stands for
``produce`` / ``raise_track`` / ``gain_resource`` of its resource, a card for every candidate
naming that card (playing a blessing, using a technology or decree, resolving a starting card).

The board picture is cached and redrawn only when what it shows changes; hover glows are
drawn on top each frame. The boards are painted with :mod:`game.tekhenu.ui.painted`; their
pieces come from :mod:`game.tekhenu.ui.pieces` and the cards held from
:mod:`game.tekhenu.ui.card_rows`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, LazyText, _, ngettext, pgettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import RESOURCES
from game.tekhenu.rules.names import reason_text
from game.tekhenu.ui.card_rows import CardRow
from game.tekhenu.ui.card_text import card_hint, click_line
from game.tekhenu.ui.dice import DIE_NAMES, STATE_COLOURS, draw_die
from game.tekhenu.ui.icons import (
    RESOURCE_COLOURS,
    amount_words,
    draw_icon,
    god_words,
    ordinal_words,
    resource_words,
)
from game.tekhenu.ui.painted import PaintedPart, PaintedWidget, Painter, Region, paint_part
from game.tekhenu.ui.pieces import (
    draw_ankh,
    draw_building,
    draw_pillar,
    draw_statue,
    player_rgb,
)
from game.tekhenu.ui.widgets.card_zoom import ShownCard
from game.tekhenu.ui.widgets.wheel import GLYPHS
from game.ui import theme as th
from game.ui.layout import split_columns, split_rows
from game.ui.text import fitting_font, signed
from game.ui.widgets.base import Hint, Target, draw_glow

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

#: Each player colour and the shape of its markers, in words.
COLOUR_WORDS: dict[str, LazyText] = {"blue": N_("blue circle"), "orange": N_("orange triangle"),
                                     "green": N_("green square"), "pink": N_("pink diamond")}
#: The labels of the pill beside the name of the player deciding, or playing (Botankhamun).
DECIDING = N_("DECIDING")
PLAYING = N_("PLAYING")
#: The key of the DECIDING pill's region: its hover text is made when asked for (it names the prompt).
DECIDING_KEY = "deciding"

#: The gods' colours, on Botankhamun's god tiles.
GOD_COLOURS: dict[str, th.Colour] = {
    "horus": (52, 92, 150), "ra": (204, 120, 30), "hathor": (176, 64, 88),
    "bastet": (92, 132, 60), "thoth": (96, 76, 148), "osiris": (28, 120, 110),
}


# --------------------------------------------------------------------------- the widget

class PlayerBoardsWidget(PaintedWidget):
    """Every player's board, stacked; the deciding player's board is emphasised."""

    #: Boards shorter than this (design px) put the cards in a column instead of a strip.
    TALL_BOARD = 220
    GAP = 6

    def __init__(self) -> None:
        super().__init__()
        #: each seat's board picture, kept part by part
        self._boards: dict[int, _SeatPicture] = {}
        #: the context last shown, and the frames to paint ahead for it (:meth:`_frames_wanted`)
        self._frames_due: tuple[BoardContext, list[tuple[int, bool]]] | None = None
        #: The seat whose moves the board scene is showing (Botankhamun's captions), set by the
        #: scene: that board says PLAYING, and no board says DECIDING meanwhile, although the
        #: rules already wait for the next human's decision.
        self.playing: int | None = None

    # ----------------------------------------------------------------- public API
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        self._refresh_once(ctx)
        for board in self._boards.values():
            surface.blit(board.image, board.origin)
        hovered = None
        for target in self.targets(ctx):
            strong = target.rect.collidepoint(ctx.hover)
            if strong:
                hovered = target
            draw_glow(surface, target.rect, ctx.theme, strong=False)
        if hovered is not None:
            draw_glow(surface, hovered.rect, ctx.theme, strong=True, colour=th.HIGHLIGHT_FOCUS)

    def targets(self, ctx: BoardContext) -> list[Target]:
        keyed = self._keyed_rects(ctx)
        if keyed is None:
            return []
        seat, rects = keyed
        groups: dict[tuple, list[Action]] = {}
        for action in ctx.candidates:
            key = self._target_key(seat, action)
            if key is not None and key in rects:
                groups.setdefault(key, []).append(action)
        return [Target(rects[key], actions, self._target_tooltip(ctx, key, actions))
                for key, actions in groups.items()]

    def shown_cards(self, ctx: BoardContext) -> list[ShownCard]:
        """Every card drawn with its face on a board, for the card zoom (face-down decrees
        have no id here)."""
        self._refresh_once(ctx)
        return [ShownCard(r.rect, r.key[2], r.key[1]) for r in self._regions if r.key is not None and r.key[0] == "card"]

    def hints(self, ctx: BoardContext) -> list[Hint]:
        """The hover texts, the smallest place first: a part of an area (a pan of the scales,
        the stock beside a track) explains itself before the area around it. The DECIDING pill
        tells the decision's prompt, which is not painted (a new prompt repaints nothing)."""
        return sorted(super().hints(ctx), key=lambda hint: hint.rect.w * hint.rect.h)

    def _hint_text(self, ctx: BoardContext, region: Region) -> str:
        if region.key is None or region.key[0] != DECIDING_KEY:
            return region.text
        prompt = (ctx.decision or {}).get("prompt", "")
        return _("{name} must decide: {prompt}", name=ctx.name_of(region.key[1]), prompt=say(prompt))

    # ----------------------------------------------------------------- targets
    @staticmethod
    def _target_key(seat: int, action: Action) -> tuple | None:
        if action.kind in ("produce", "raise_track", "gain_resource"):
            return ("track", seat, action.get("resource"))
        card = action.get("card")
        if card:
            return ("card", seat, card)
        return None

    def _target_tooltip(self, ctx: BoardContext, key: tuple, actions: list[Action]) -> str:
        seat = key[1]
        if key[0] == "card":
            return f"{say(card_hint(ctx.catalog, key[2], ctx.name_of(seat)))}\n{say(click_line(actions))}"
        resource = key[2]
        player = ctx.view["players"][seat]
        kinds = {a.kind for a in actions}
        if "produce" in kinds:
            value = (ctx.view.get("turn") or {}).get("value", 0)
            level = player["production"][resource]
            greed = max(0, value - level)
            produce = _("Produce {amount}.", amount=amount_words(resource, value))
            if greed:
                return produce + " " + ngettext(
                    "{n} above your track level {level} goes to the scales as greed (–1 each at Maat).",
                    "{n} above your track level {level} go to the scales as greed (–1 each at Maat).", greed,
                    level=level)
            return produce + " " + _("Your track level {level} keeps them all.", level=level)
        if "raise_track" in kinds:
            return _("Raise your {resource} production track (now {level}).", resource=resource_words(resource),
                     level=player["production"][resource])
        return _("Gain {resource}.", resource=resource_words(resource))

    # ----------------------------------------------------------------- caching
    def _refresh_extra(self) -> Any:
        return self.playing

    def _refresh(self, ctx: BoardContext) -> None:
        rects = self._board_rects(ctx)
        layout = (self.rect.size, ctx.theme.scale, len(rects))
        if layout != self._cache_key:
            self._cache_key = layout
            self._boards = {}
            self._changed(None)
        margin = ctx.theme.px(4)   # room for the board's shadow (less than the gap: boards never overlap)
        changed = False
        for seat, rect in enumerate(rects):
            board = self._boards.get(seat)
            if board is None:
                board = self._boards[seat] = _SeatPicture(seat, rect, margin, (self.rect.x + rect.x,
                                                                                self.rect.y + rect.y))
            for area in board.update(ctx, self.playing):
                self._changed(area.move(board.origin))
                changed = True
        if changed:
            self._regions = [region for board in self._boards.values() for region in board.regions()]
        self._frames_due = (ctx, self._frames_wanted(ctx))

    def _frames_wanted(self, ctx: BoardContext) -> list[tuple[int, bool]]:
        """The frames to paint ahead: the deciding player's board as it will be once their turn
        ends, and the board of the player after them in turn order as it will be when they decide."""
        decision = ctx.decision
        if decision is None or self.playing is not None:
            return []
        seat, order = decision["player"], ctx.view.get("turn_order") or []
        wanted = [(seat, False)]
        if seat in order:
            wanted.append((order[(order.index(seat) + 1) % len(order)], True))
        return [(s, deciding) for s, deciding in wanted
                if s in self._boards and not ctx.view["players"][s].get("is_automa")]

    @property
    def has_idle_work(self) -> bool:
        return self._next_frame_due() is not None

    def idle(self) -> None:
        """Paint one frame ahead (:meth:`_frames_wanted`)."""
        due = self._next_frame_due()
        if due is not None:
            board, ctx, deciding = due
            board.prepare_frame(ctx, deciding)

    def _next_frame_due(self) -> tuple[_SeatPicture, BoardContext, bool] | None:
        if self._frames_due is None:
            return None
        ctx, wanted = self._frames_due
        for seat, deciding in wanted:
            board = self._boards.get(seat)   # none until the first refresh after a new layout
            if board is not None and not board.has_frame(ctx, deciding):
                return board, ctx, deciding
        return None

    def _board_rects(self, ctx: BoardContext) -> list[pygame.Rect]:
        count = len(ctx.view["players"])
        gap = ctx.theme.px(self.GAP)
        shadow = ctx.theme.px(4)
        height = max(0, (self.rect.h - shadow - gap * (count - 1)) // count)   # 0 in a squeezed rect
        return [pygame.Rect(0, i * (height + gap), max(0, self.rect.w - shadow), height) for i in range(count)]


#: Earlier pictures kept of each part of the body besides the one shown: in hot-seat the cards
#: part shows the decrees' faces to their owner and backs to the others, and each pass of the
#: device turns them back.
EARLIER_PICTURES = 1
#: Frames painted ahead and kept for a board (deciding, and not).
FRAMES_AHEAD = 2


def _frame_key(shown: tuple, deciding: bool, playing: bool) -> tuple:
    """What a board's frame shows besides the view: the board and its seat, and whether its
    player is deciding or its moves are being shown."""
    return shown, deciding, playing


class _SeatPicture:
    """One seat's board picture, kept part by part: the frame (panel, header and its counters)
    and each part of the body (goods, pieces, scales, cards…) is painted again only when what
    it read of the view while it was painted, or what else it shows, changed, unless the part's
    previous picture shows it (then that is put back). A move changes one or two parts of one or
    two boards; the rest of the picture stays as it was."""

    def __init__(self, seat: int, rect: pygame.Rect, margin: int, origin: tuple[int, int]) -> None:
        self.seat = seat
        self.rect = rect
        self.origin = origin
        self.image = pygame.Surface((rect.w + margin, rect.h + margin), pygame.SRCALPHA)
        #: part name ("frame" or a part of the body) -> the picture of it shown
        self.parts: dict[str, PaintedPart] = {}
        #: part of the body -> its earlier pictures, the latest first
        self.earlier: dict[str, list[PaintedPart]] = {}
        #: frames painted ahead (:meth:`prepare_frame`), with their pixels, the latest first
        self.frames_ahead: list[PaintedPart] = []

    def regions(self) -> list[Region]:
        return [region for part in self.parts.values() for region in part.regions]

    def update(self, ctx: BoardContext, playing: int | None) -> list[pygame.Rect]:
        """Paint again what changed; where the picture changed (in its own coordinates)."""
        seat = self.seat
        board_type = AutomaBoard if ctx.view["players"][seat].get("is_automa") else PlayerBoard
        decision = ctx.decision
        # whose decision it is is the frame's key: no part reads the decision itself, and its
        # prompt is only in the hover text of the DECIDING pill, made when asked for (hints)
        deciding = playing is None and decision is not None and decision["player"] == seat
        probe = board_type(Painter(self.image, ctx, self.origin), seat, self._local(), playing, deciding)
        shown = (board_type, ctx.seats[seat])
        changed: list[pygame.Rect] = []
        frame = self.parts.get("frame")
        frame_key = _frame_key(shown, deciding, playing == seat)
        if frame is None or not frame.is_current(frame_key, ctx.view):
            body = probe.body_rect().unionall([area for _, area in probe.parts()])   # rounding may reach past it
            body = body.clip(self.image.get_rect())   # empty in a window squeezed to nothing
            kept = self.image.subsurface(body).copy() if frame is not None and body.w > 0 and body.h > 0 else None
            self.image.fill((0, 0, 0, 0))
            ahead = next((part for part in self.frames_ahead if part.is_current(frame_key, ctx.view)), None)
            if ahead is not None and ahead.pixels is not None:   # painted ahead: always with its pixels
                self.frames_ahead.remove(ahead)
                self.image.blit(ahead.pixels, (0, 0))
                self.parts["frame"] = ahead
            else:
                self._paint("frame", None, frame_key, ctx, board_type, playing, deciding)
            if kept is not None:
                self.image.blit(kept, body)
            changed.append(self.image.get_rect())
        for name, area in probe.parts():
            part = self.parts.get(name)
            if part is None or not part.is_current(shown, ctx.view):
                self._replace(name, area, shown, ctx, board_type, playing, deciding)
                changed.append(area)
        return changed

    def has_frame(self, ctx: BoardContext, deciding: bool) -> bool:
        """Whether the frame of this player's board, deciding or not, for ``ctx`` is painted."""
        key = _frame_key((PlayerBoard, ctx.seats[self.seat]), deciding, False)
        return any(part.is_current(key, ctx.view) for part in [self.parts.get("frame"), *self.frames_ahead]
                   if part is not None)

    def prepare_frame(self, ctx: BoardContext, deciding: bool) -> None:
        """Paint ahead the frame this player's board shows when they start or stop deciding,
        with what the frame shows now (name, VP, counters, turn order): the end of a turn puts
        two such frames back instead of painting them."""
        if self.has_frame(ctx, deciding):
            return
        pixels = pygame.Surface(self.image.get_size(), pygame.SRCALPHA)
        key = _frame_key((PlayerBoard, ctx.seats[self.seat]), deciding, False)
        part = paint_part(pixels, None, ctx, self.origin, key,
                          lambda painter: PlayerBoard(painter, self.seat, self._local(), None, deciding).paint_frame())
        part.pixels = pixels
        self.frames_ahead = [part, *self.frames_ahead][:FRAMES_AHEAD]

    def _replace(self, name: str, area: pygame.Rect, key: Any, ctx: BoardContext,
                 board_type: type[_BoardBase], playing: int | None, deciding: bool) -> None:
        """Show a new picture of a part of the body: an earlier one if it shows what is to be
        shown, else one painted now; the picture it replaces is kept as an earlier one."""
        earlier = self.earlier.get(name, [])
        back = next((p for p in earlier if p.area == area and p.is_current(key, ctx.view)), None)
        current = self.parts.get(name)
        keepable = area.w > 0 and area.h > 0 and self.image.get_rect().contains(area)   # not in a squeezed window
        if current is not None and current.area == area and keepable:
            current.pixels = self.image.subsurface(area).copy()
            earlier.insert(0, current)
        if back is not None:
            earlier.remove(back)
            self.image.blit(back.pixels, area)
            self.parts[name] = back
        else:
            self._paint(name, area, key, ctx, board_type, playing, deciding)
        self.earlier[name] = earlier[:EARLIER_PICTURES]

    def _local(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.rect.w, self.rect.h)

    def _paint(self, name: str, area: pygame.Rect | None, key: Any, ctx: BoardContext,
               board_type: type[_BoardBase], playing: int | None, deciding: bool) -> None:
        """Paint the frame (``area`` None) or one part of the body, alone in its area, with a
        board that records what it reads of the view."""
        def paint(painter: Painter) -> None:
            board = board_type(painter, self.seat, self._local(), playing, deciding)
            if area is None:
                board.paint_frame()
            else:
                board.paint_part(name, area)

        self.parts[name] = paint_part(self.image, area, ctx, self.origin, key, paint,
                                      None if area is None else th.PAPYRUS)


# --------------------------------------------------------------------------- one board

class _BoardBase:
    """The frame shared by the human and the automa boards: panel, header, emphasis."""

    def __init__(self, painter: Painter, seat: int, rect: pygame.Rect, playing: int | None,
                 deciding: bool) -> None:
        self.p = painter
        self.ctx = painter.ctx
        self.seat = seat
        self.rect = rect
        self.player: dict[str, Any] = painter.view["players"][seat]
        self.colour_name = self.ctx.colour_of(seat)
        self.colour = player_rgb(self.colour_name)
        self.name = self.ctx.name_of(seat)
        #: Whether this board's moves are being shown (then nobody is shown deciding).
        self.playing = playing == seat
        #: Whether its player decides now (given: the parts never read the decision).
        self.deciding = deciding
        self.tall = rect.h >= painter.px(PlayerBoardsWidget.TALL_BOARD)
        #: Where the VP badge starts: the header's counters end left of it.
        self.header_right = rect.right

    # ----------------------------------------------------------------- frame
    def parts(self) -> list[tuple[str, pygame.Rect]]:
        """The parts of the body, each painted on its own, and where."""
        raise NotImplementedError

    def paint_part(self, name: str, area: pygame.Rect) -> None:
        raise NotImplementedError

    def body_rect(self) -> pygame.Rect:
        """The body below the header, where the parts go."""
        s = self.p.px
        rect = self.rect
        header_bottom = rect.y + s(34 if self.tall else 28)
        return pygame.Rect(rect.x + s(10), header_bottom + s(5), rect.w - s(20), rect.bottom - header_bottom - s(10))

    def paint_frame(self) -> None:
        """The panel, its header and the header's counters."""
        self.frame()
        self._header_counters()

    def _header_counters(self) -> None:
        raise NotImplementedError

    def frame(self) -> None:
        """Draw the panel and header."""
        p, s = self.p, self.p.px
        rect = self.rect
        radius = s(10)
        pygame.draw.rect(p.surface, th.SAND_DARK, rect.move(s(3), s(4)), border_radius=radius)
        pygame.draw.rect(p.surface, th.PAPYRUS, rect, border_radius=radius)
        header_h = s(34 if self.tall else 28)
        header = pygame.Rect(rect.x, rect.y, rect.w, header_h)
        pygame.draw.rect(p.surface, th.mix(th.PAPYRUS, self.colour, 0.32), header,
                         border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(p.surface, th.mix(self.colour, th.INK, 0.3), header.bottomleft, header.bottomright,
                         max(1, s(2)))
        emphasised = self.deciding or self.playing
        border_w = s(4) if emphasised else max(1, s(2))
        border = th.GOLD if emphasised else th.mix(self.colour, th.INK, 0.25)
        pygame.draw.rect(p.surface, border, rect, border_w, border_radius=radius)
        self._header(header)

    def _header(self, header: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        cy = header.centery
        marker_r = s(10 if self.tall else 9)
        th.draw_player_marker(p.surface, (header.x + s(20), cy), marker_r, self.colour_name or "blue")
        name_size = 24 if self.tall else 21
        name_rect = p.text(self.name, size=name_size, role="bold", midleft=(header.x + s(36), cy))
        colour = COLOUR_WORDS.get(self.colour_name or "", "")
        who = _("{name} (Botankhamun, the automa, {colour}).", name=self.name, colour=colour) \
            if self.player.get("is_automa") else _("{name} (player, {colour}).", name=self.name, colour=colour)
        if self.deciding:
            who += " " + _("Deciding now.")
        elif self.playing:
            who += " " + _("Playing now.")
        p.region(pygame.Rect(header.x, header.y, name_rect.right - header.x + s(6), header.h), who)
        self._vp_badge(header)
        limit = self._counters_left() - s(8)   # the header's words end before its counters
        x = name_rect.right + s(12)
        if self.deciding:
            x = self._pill(str(DECIDING), x, cy, limit, "", key=(DECIDING_KEY, self.seat))
        elif self.playing:
            x = self._pill(str(PLAYING), x, cy, limit, _("{name} is playing his turn: the panel below the boards "
                                                        "tells his moves one by one (a click skips them).",
                                                        name=self.name))
        self._order_badge(x, cy, limit)

    def _counters_left(self) -> int:
        """Where the counters drawn right of the header's words begin."""
        return self.header_right

    def _pill(self, word: str, x: int, cy: int, limit: int, text: str, key: tuple | None = None) -> int:
        """A gold pill beside the name (DECIDING, PLAYING) with its hover ``text`` (or a region
        ``key`` the widget words when hovered), ending before ``limit`` (its word smaller if need
        be); returns where the header goes on."""
        p, s = self.p, self.p.px
        font = fitting_font(p.theme, word, limit - x - s(16), size=15, role="bold") \
            or p.theme.font("bold", th.MIN_FONT_PX)
        label = font.render(word, True, th.INK)
        pill = pygame.Rect(x, 0, label.get_width() + s(16), label.get_height() + s(2))
        pill.centery = cy
        pygame.draw.rect(p.surface, th.GOLD_LIGHT, pill, border_radius=pill.h // 2)
        pygame.draw.rect(p.surface, th.GOLD_DARK, pill, max(1, s(1)), border_radius=pill.h // 2)
        p.surface.blit(label, label.get_rect(center=pill.center))
        p.region(pill, text, key)
        return pill.right + s(8)

    def _order_badge(self, x: int, cy: int, limit: int) -> None:
        """The place in turn order, between ``x`` and ``limit``: "1st in turn order", else
        "1st" alone, smaller if need be; nothing where even that has no room."""
        order = self.p.view.get("turn_order") or []
        if self.seat not in order:
            return
        place = order.index(self.seat) + 1
        p = self.p
        for words in (_("{place} in turn order", place=ordinal_words(place)), ordinal_words(place)):
            font = fitting_font(p.theme, words, limit - x, size=15)
            if font is not None:
                image = font.render(words, True, th.INK_SOFT)
                label = p.surface.blit(image, image.get_rect(midleft=(x, cy)))
                p.region(label, _("{name} plays {place} this round (turn order is set at each Maat phase).",
                                  name=self.name, place=ordinal_words(place)))
                return

    def _vp_badge(self, header: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        size = s(26 if self.tall else 22)
        value = p.theme.render(str(self.player["vp"]), "bold", 24 if self.tall else 21, th.INK)
        right = header.right - s(12)
        vrect = value.get_rect(midright=(right, header.centery))
        p.surface.blit(value, vrect)
        draw_icon(p.surface, "vp", (vrect.x - s(4) - size / 2, header.centery), size)
        area = pygame.Rect(vrect.x - s(8) - size, header.y, right - vrect.x + s(8) + size, header.h)
        reasons = self.player.get("vp_by_reason") or {}
        # Translators: a line of a player's VP by reason: "+5 scoring: statues".
        lines = [_("{vp} {reason}", vp=signed(v), reason=say(reason_text(k, p.catalog)))
                 for k, v in sorted(reasons.items(), key=lambda kv: -abs(kv[1])) if v]
        p.region(area, "\n".join([_("{name}: {vp} VP.", name=self.name, vp=self.player["vp"]), *lines[:12]]))
        self.header_right = area.x

    # ----------------------------------------------------------------- counters
    def counter(self, icon: str, value: int | str, center_x: int, cy: int, size: int, text: str,
                text_size: int = 20) -> pygame.Rect:
        """An icon with a number to its right; returns the area (also a hover region)."""
        p, s = self.p, self.p.px
        draw_icon(p.surface, icon, (center_x, cy), size)
        num = p.text(str(value), size=text_size, role="bold", midleft=(center_x + size // 2 + s(3), cy))
        area = pygame.Rect(center_x - size // 2 - s(2), cy - size // 2, num.right - center_x + size // 2 + s(4), size)
        p.region(area, text)
        return area

    # ----------------------------------------------------------------- pieces
    def pieces(self, area: pygame.Rect) -> None:
        """Building row (revealed icons), statue row (granite costs) and pillars left."""
        p, s = self.p, self.p.px
        board = p.catalog.board.player_board
        rows = split_rows(area, 3, s(4))
        self._building_row(rows[0], board.building_row)
        self._statue_row(rows[1], board.statue_costs)
        self._pillar_row(rows[2], board.pillars)

    def _slots(self, row: pygame.Rect, count: int, max_w: int) -> list[pygame.Rect]:
        gap = self.p.px(3)
        w = min(max_w, (row.w - gap * (count - 1)) // count)
        return [pygame.Rect(row.x + i * (w + gap), row.y, w, row.h) for i in range(count)]

    def _building_row(self, row: pygame.Rect, spaces: tuple) -> None:
        p, s = self.p, self.p.px
        built = self.player["buildings_built"]
        slots = self._slots(row, len(spaces), s(30))
        shown_vp = sum(sp.vp for sp in spaces[:built])
        shown_bread = sum(sp.bread for sp in spaces[:built])
        for i, (slot, space) in enumerate(zip(slots, spaces)):
            pygame.draw.rect(p.surface, th.PAPYRUS_DARK, slot, border_radius=s(3))
            if i < built:
                self._revealed(slot, space.vp, space.bread)
            else:
                draw_building(p.surface, slot.inflate(-s(2), -s(4)), self.colour)
        whole = slots[0].unionall(slots)
        p.region(whole, _("Building row: {built} of {total} buildings built, {left} left. Each building comes from "
                          "the left and uncovers the icons under it: VP scored and bread owed at each scoring. "
                          "Uncovered now: {vp} VP and {bread}.", built=built, total=len(spaces),
                          left=len(spaces) - built, vp=shown_vp, bread=amount_words("bread", shown_bread)))

    def _revealed(self, slot: pygame.Rect, vp: int, bread: int) -> None:
        p, s = self.p, self.p.px
        items = [("vp", vp)] if vp else []
        items += [("bread", bread)] if bread else []
        if not items:
            pygame.draw.circle(p.surface, th.SAND_DARK, slot.center, max(1, s(2)))
            return
        step = slot.h / len(items)
        for k, (icon, amount) in enumerate(items):
            cy = slot.y + step * (k + 0.5)
            size = min(slot.w, step) * 0.95
            if icon == "vp":
                draw_icon(p.surface, "vp", (slot.centerx, cy), size)
                p.text(str(amount), size=max(12, round(size / p.theme.scale * 0.5)), role="bold",
                       center=(slot.centerx, round(cy)))
            else:
                draw_icon(p.surface, "bread", (slot.centerx, cy), size * 0.9)

    def _statue_row(self, row: pygame.Rect, costs: tuple[int, ...]) -> None:
        p, s = self.p, self.p.px
        built = self.player["statues_built"]
        slots = self._slots(row, len(costs), s(40))
        for i, (slot, cost) in enumerate(zip(slots, costs)):
            pygame.draw.rect(p.surface, th.PAPYRUS_DARK, slot, border_radius=s(3))
            digit = p.theme.render(str(cost), "bold", 14, th.IVORY)
            ink = digit.get_bounding_rect()
            chip = min(slot.w, slot.h, max(s(13), min(slot.h // 2, slot.w // 2), ink.w + s(4), ink.h + s(4)))
            if i >= built:
                piece = pygame.Rect(0, 0, min(slot.w - chip // 2, round(slot.h * 0.7)), slot.h - s(4))
                piece.midleft = (slot.x + s(1), slot.centery)
                draw_statue(p.surface, piece, self.colour)
            box = pygame.Rect(slot.right - chip, slot.bottom - chip, chip, chip)
            pygame.draw.rect(p.surface, RESOURCE_COLOURS["granite"] if i >= built else th.SAND_DARK, box,
                             border_radius=s(3))
            p.surface.blit(digit, (box.centerx - ink.centerx, box.centery - ink.centery))
        whole = slots[0].unionall(slots)
        next_cost = _("The next statue costs {cost}.", cost=amount_words("granite", costs[built])) \
            if built < len(costs) else _("All statues built.")
        vp = "/".join(str(v) for v in p.catalog.board.scoring.statue_vp[1:])
        p.region(whole, " ".join([
            _("Statue row: {built} of {total} statues built; the number on each is the granite it costs.", built=built,
              total=len(costs)), next_cost,
            _("Statues are built from the left; each scoring pays {vp} VP for 1–{total} statues built.", vp=vp,
              total=len(costs))]))

    def _pillar_row(self, row: pygame.Rect, total: int) -> None:
        p, s = self.p, self.p.px
        built = self.player["pillars_built"]
        slots = self._slots(row, total, s(26))
        for i, slot in enumerate(slots):
            piece = slot.inflate(-max(2, slot.w // 5), -s(4))
            if i < total - built:
                draw_pillar(p.surface, piece, self.colour)
            else:
                pygame.draw.rect(p.surface, th.PAPYRUS_DARK, piece, max(1, s(1)))
        whole = slots[0].unionall(slots)
        p.region(whole, _("Pillar row: {left} of {total} pillars left; {built} raised in the temple complex (a Ra "
                          "action places a pillar tile there and puts one of your pillars on it).",
                          left=total - built, total=total, built=built))

    def dice_row(self, area: pygame.Rect, dice: list[int], size: int, state: str | None = None) -> list[pygame.Rect]:
        """Dice side by side from the left of ``area``; returns their rects."""
        gap = self.p.px(3)
        rects = []
        for k, die in enumerate(dice):
            rect = pygame.Rect(area.x + k * (size + gap), area.y, size, size)
            info = self.p.view["dice"][die]
            draw_die(self.p.surface, rect, info["colour"], info["value"], state)
            rects.append(rect)
        return rects

    def cards(self, area: pygame.Rect) -> None:
        """Every card the player holds (:class:`CardRow`)."""
        CardRow(self.p, self.seat, self.name).draw(area)


class PlayerBoard(_BoardBase):
    """A human player's board."""

    def parts(self) -> list[tuple[str, pygame.Rect]]:
        body = self.body_rect()
        s = self.p.px
        if self.tall:
            strip_h = min(s(90), round(body.h * 0.36))
            main = pygame.Rect(body.x, body.y, body.w, body.h - strip_h - s(8))
            goods, pieces, scales = split_columns(main, [0.36, 0.32, 0.32], s(16))
            cards = pygame.Rect(body.x, main.bottom + s(8), body.w, strip_h)
        else:
            goods, pieces, scales, cards = split_columns(body, [0.27, 0.22, 0.18, 0.33], s(10))
        return [("cards", cards), ("goods", goods), ("pieces", pieces), ("scales", scales)]

    def paint_part(self, name: str, area: pygame.Rect) -> None:
        {"cards": self.cards, "goods": self.goods, "pieces": self.pieces, "scales": self.scales}[name](area)

    #: The distance between two counters of the header (design px).
    COUNTER_STEP = 62

    def _counters_left(self) -> int:
        return self.header_right - self.p.px(14) - self.p.px(self.COUNTER_STEP) * 3 - self.p.px(2)

    def _header_counters(self) -> None:
        s = self.p.px
        header = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, s(34 if self.tall else 28))
        size = s(22 if self.tall else 20)
        step = s(self.COUNTER_STEP)
        x = self.header_right - s(14) - step * 3 + size // 2
        player = self.player
        for icon, value, text in (
            ("gold", player["resources"]["gold"],
             _("Gold: {n}. Gold is wild: it pays for any other resource.", n=player["resources"]["gold"])),
            ("scribe", player["scribes"],
             _("Scribes: {n}. Spend 1 to change a die's value by 1 or 2; 2 for an Anubis action (any die, any "
               "action).", n=player["scribes"])),
            ("faith", player["faith"],
             _("Faith: {n}. At a Maat phase each token may add or subtract 1 from your balance; unused faith is "
               "lost.", n=player["faith"])),
        ):
            self.counter(icon, value, x, header.centery, size, text, 21)
            x += step

    # ----------------------------------------------------------------- goods
    def goods(self, area: pygame.Rect) -> None:
        """Each resource with its count, beside its production track 1–6."""
        p, s = self.p, self.p.px
        board = p.catalog.board.player_board
        rows = split_rows(area, len(RESOURCES), s(3))
        top_vp = p.catalog.board.scoring.production_top_vp
        for resource, row in zip(RESOURCES, rows):
            icon_size = min(row.h, s(30))
            draw_icon(p.surface, resource, (row.x + icon_size / 2, row.centery), icon_size)
            count = self.player["resources"][resource]
            num_w = s(30)
            number = p.text(str(count), size=21 if self.tall else 19, role="bold",
                            colour=th.INK if count else th.INK_SOFT, midright=(row.x + icon_size + num_w, row.centery))
            p.region(pygame.Rect(row.x, row.y, number.right - row.x, row.h),
                     _("{resource} in stock: {n}, spent to pay for actions (gold may stand in for it).",
                       resource=_capital(resource_words(resource)), n=count))
            track = pygame.Rect(row.x + icon_size + num_w + s(8), row.y, row.right - (row.x + icon_size + num_w + s(8)),
                                row.h)
            level = self.player["production"][resource]
            self._track(track, resource, level, board.production_min, board.production_max)
            greed = (self.player.get("greed") or {}).get(resource, 0)
            name = resource_words(resource)
            text = [_("{Resource} production: {level} – producing {resource} gives up to {level}; more is greed: it "
                      "goes to the tainted side of the scales (–1 each at Maat, never spendable).",
                      Resource=_capital(name), resource=name, level=level)]
            if greed:
                text.append(_("Greed on the scales now: {n}.", n=greed))
            text.append(_("The track runs {low}–{high}; at {high} it scores {vp} VP at each scoring.",
                          low=board.production_min, high=board.production_max, vp=top_vp))
            p.region(row, " ".join(text), key=("track", self.seat, resource))

    def _track(self, track: pygame.Rect, resource: str, level: int, lo: int, hi: int) -> None:
        p, s = self.p, self.p.px
        cells = hi - lo + 1
        gap = s(2)
        w = (track.w - gap * (cells - 1)) / cells
        h = min(track.h, s(30))
        tint = th.mix(th.PAPYRUS, RESOURCE_COLOURS[resource], 0.45)
        for k in range(cells):
            value = lo + k
            cell = pygame.Rect(round(track.x + k * (w + gap)), round(track.centery - h / 2), round(w), round(h))
            fill = tint if value <= level else th.PAPYRUS_LIGHT
            pygame.draw.rect(p.surface, fill, cell, border_radius=s(3))
            edge = th.GOLD_DARK if value == hi else th.PAPYRUS_DARK
            pygame.draw.rect(p.surface, edge, cell, max(1, s(2) if value == hi else s(1)), border_radius=s(3))
            if value == level:
                th.draw_player_marker(p.surface, cell.center, round(min(cell.w, cell.h) * 0.36),
                                      self.colour_name or "blue")
            else:
                p.text(str(value), size=14, colour=th.INK_SOFT, center=cell.center)

    # ----------------------------------------------------------------- scales
    def scales(self, area: pygame.Rect) -> None:
        """The scales: a beam on a post, pure dice on the left pan, tainted dice and greed on the
        right pan, Anubis dice at the foot of the post."""
        p, s = self.p, self.p.px
        player, view = self.player, p.view
        dice = view["dice"]
        pure_sum = sum(dice[d]["value"] for d in player["pure"])
        taint_sum = sum(dice[d]["value"] for d in player["tainted"])
        greed = {r: n for r, n in (player.get("greed") or {}).items() if n}
        balances = view.get("balances") or {}
        balance = balances.get(str(self.seat), view["scales"][self.seat])
        tilt = max(-1, min(1, balance))  # the heavier side sinks

        pan_w = area.w // 2 - s(14)
        die = min(s(38 if self.tall else 26), round(pan_w * 0.42), (area.h - s(24)) // 3)
        beam_y = area.y + s(14)
        post_x = area.centerx
        ends = [(area.x + pan_w // 2 + s(2), beam_y + tilt * s(4)),
                (area.right - pan_w // 2 - s(2), beam_y - tilt * s(4))]
        ink = th.mix(th.GOLD_DARK, th.INK, 0.35)
        line_w = max(1, s(3))
        post_bottom = area.bottom - die - s(8)
        pygame.draw.line(p.surface, ink, (post_x, beam_y), (post_x, post_bottom), line_w)
        base = pygame.Rect(0, 0, s(44), s(6))
        base.midtop = (post_x, post_bottom)
        pygame.draw.rect(p.surface, ink, base, border_radius=s(2))
        pygame.draw.line(p.surface, th.GOLD_DARK, ends[0], ends[1], max(2, s(4)))
        pans = []
        for end in ends:
            pan = pygame.Rect(0, 0, pan_w, s(6))
            pan.midtop = (round(end[0]), round(end[1] + die + s(16)))
            pygame.draw.line(p.surface, ink, end, pan.topleft, max(1, s(1)))
            pygame.draw.line(p.surface, ink, end, pan.topright, max(1, s(1)))
            pygame.draw.ellipse(p.surface, th.GOLD, pan)
            pygame.draw.ellipse(p.surface, th.GOLD_DARK, pan, max(1, s(1)))
            pans.append(pan)
        # balance medallion on the fulcrum
        medal_r = s(15 if self.tall else 13)
        colour = th.TURQUOISE_DARK if balance >= 0 else STATE_COLOURS["tainted"]
        pygame.draw.circle(p.surface, th.PAPYRUS_LIGHT, (post_x, beam_y), medal_r)
        pygame.draw.circle(p.surface, colour, (post_x, beam_y), medal_r, max(1, s(2)))
        p.text(signed(balance), size=16, role="bold", colour=colour, center=(post_x, beam_y))

        pure_rects = self._pan_dice(pans[0], player["pure"], die, "pure")
        taint_rects = self._pan_dice(pans[1], player["tainted"], die, "tainted")
        greed_rect = self._greed(pans[1], greed, die, area)
        under_rects = self.dice_row(pygame.Rect(area.x + s(2), area.bottom - die, post_x - area.x, die),
                                    player["under"], die)
        self._scale_regions(area, pans, pure_rects, taint_rects, greed_rect, under_rects,
                            pure_sum, taint_sum, greed, balance)

    def _pan_dice(self, pan: pygame.Rect, dice: list[int], size: int, state: str) -> list[pygame.Rect]:
        gap = self.p.px(2)
        if not dice:
            return []
        step = min(size + gap, (pan.w - size) / max(1, len(dice) - 1)) if len(dice) > 1 else size
        width = step * (len(dice) - 1) + size
        x0 = pan.centerx - width / 2
        rects = []
        for k, die in enumerate(dice):
            rect = pygame.Rect(round(x0 + k * step), pan.y - size + self.p.px(2), size, size)
            info = self.p.view["dice"][die]
            draw_die(self.p.surface, rect, info["colour"], info["value"], state)
            rects.append(rect)
        return rects

    def _greed(self, pan: pygame.Rect, greed: dict[str, int], die: int, area: pygame.Rect) -> pygame.Rect | None:
        """Each greed resource's icon and count under the right pan, smaller when they would
        reach past the scales' right edge, and starting left of the pan when even that is too wide."""
        if not greed:
            return None
        p, s = self.p, self.p.px
        font = p.theme.font("bold", 15)
        counts = sum(font.size(f"×{amount}")[0] + s(5) for amount in greed.values())
        size = max(s(8), min(max(s(14), die * 2 // 3), (area.right - pan.x - s(2) - counts) // len(greed)))
        x = max(area.x, min(pan.x + s(2), area.right - counts - size * len(greed)))
        y = pan.bottom + s(4) + size // 2
        start = x
        for resource, amount in greed.items():
            draw_icon(p.surface, resource, (x + size / 2, y), size)
            label = p.text(f"×{amount}", size=15, role="bold", colour=STATE_COLOURS["tainted"],
                           midleft=(x + size, y))
            x = label.right + s(5)
        return pygame.Rect(start, y - size // 2, x - start, size)

    def _scale_regions(self, area: pygame.Rect, pans: list[pygame.Rect], pure_rects: list[pygame.Rect],
                       taint_rects: list[pygame.Rect], greed_rect: pygame.Rect | None,
                       under_rects: list[pygame.Rect], pure_sum: int, taint_sum: int, greed: dict[str, int],
                       balance: int) -> None:
        p = self.p
        bands = p.catalog.board.maat_vp_loss
        loss = next((b.vp for b in bands if balance <= b.balance_at_most), 0)
        greed_total = sum(greed.values())
        worst = signed(max(b.balance_at_most for b in bands))
        scales = _("Scales of Maat. Balance now {balance} = pure {pure} – tainted {tainted} – greed {greed}. At a "
                   "Maat phase faith may move it; the smallest distance from 0 plays first, and a balance of {worst} "
                   "or lower costs VP.", balance=signed(balance), pure=pure_sum, tainted=taint_sum, greed=greed_total,
                   worst=worst)
        now = _("Now it costs {vp} VP.", vp=loss) if loss else _("None at this balance.")
        p.region(area, f"{scales} {now}")
        left = pans[0].inflate(0, self.p.px(60)).clip(area)
        p.region(left, ngettext("Pure side: {n} die worth +{value}. Pure dice count for you at Maat.",
                                "Pure side: {n} dice worth +{value}. Pure dice count for you at Maat.",
                                len(pure_rects), value=pure_sum))
        if greed_total:
            greed_words = ngettext("{n} greed resource worth –{n}", "{n} greed resources worth –{n}", greed_total)
            tainted = ngettext("Tainted side: {n} die worth –{value}, and {greed}.",
                               "Tainted side: {n} dice worth –{value}, and {greed}.", len(taint_rects),
                               value=taint_sum, greed=greed_words)
        else:
            tainted = ngettext("Tainted side: {n} die worth –{value}.", "Tainted side: {n} dice worth –{value}.",
                               len(taint_rects), value=taint_sum)
        tainted += " " + _("Tainted dice and greed count against you at Maat.")
        p.region(pans[1].inflate(0, self.p.px(60)).clip(area), tainted)
        if greed_rect is not None:
            parts = ", ".join(amount_words(r, n) for r, n in greed.items())
            p.region(greed_rect, _("Greed: {items} produced above the production tracks. Each counts –1 at Maat and "
                                   "cannot be spent.", items=parts))
        if under_rects:
            p.region(under_rects[0].unionall(under_rects),
                     ngettext("Under the scales: {n} die taken with Anubis. It does not count at Maat.",
                              "Under the scales: {n} dice taken with Anubis. They do not count at Maat.",
                              len(under_rects)))
        for rect, die in zip(pure_rects + taint_rects + under_rects,
                             self.player["pure"] + self.player["tainted"] + self.player["under"]):
            info = p.view["dice"][die]
            name = DIE_NAMES[info["colour"]]
            if die in self.player["pure"]:
                text = _("A {die} showing {value}, pure.", die=name, value=info["value"])
            elif die in self.player["tainted"]:
                text = _("A {die} showing {value}, tainted.", die=name, value=info["value"])
            else:
                text = _("A {die} showing {value}, under the scales (Anubis).", die=name, value=info["value"])
            p.region(rect, text)


class AutomaBoard(_BoardBase):
    """Botankhamun: his pyramid of action tiles and where he may go next, his pieces, dice and
    cards, and what he will score, so that the player can anticipate him."""

    def parts(self) -> list[tuple[str, pygame.Rect]]:
        body = self.body_rect()
        s = self.p.px
        if self.tall:
            pyramid, middle, right = split_columns(body, [0.42, 0.3, 0.28], s(16))
            pieces, dice = split_rows(middle, 2, s(8))
            info, cards = split_rows(right, 2, s(8))
            return [("pieces", pieces), ("dice", dice), ("info", info), ("cards", cards), ("pyramid", pyramid)]
        pyramid, pieces, right, cards = split_columns(body, [0.31, 0.25, 0.22, 0.22], s(12))
        info, dice = split_rows(right, 2, s(4))
        return [("pieces", pieces), ("info", info), ("dice", dice), ("cards", cards), ("pyramid", pyramid)]

    def paint_part(self, name: str, area: pygame.Rect) -> None:
        {"pieces": self.pieces, "dice": self._dice, "info": self._maat_info, "cards": self.cards,
         "pyramid": self._pyramid}[name](area)

    def _counters_left(self) -> int:
        return self.header_right - self.p.px(40) - self.p.px(22 if self.tall else 20) // 2 - self.p.px(2)

    def _header_counters(self) -> None:
        s = self.p.px
        header = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, s(34 if self.tall else 28))
        size = s(22 if self.tall else 20)
        scribes = self.player["scribes"]
        per = self.p.catalog.board.solo.scribes_per_vp
        self.counter("scribe", scribes, self.header_right - s(40), header.centery, size,
                     ngettext("Botankhamun's scribes: {scribes}. He never spends them: at the end he scores 1 VP per "
                              "{n} scribe, and they break ties.",
                              "Botankhamun's scribes: {scribes}. He never spends them: at the end he scores 1 VP per "
                              "{n} scribes, and they break ties.", per, scribes=scribes), 21)

    # ----------------------------------------------------------------- pyramid
    def _pyramid(self, area: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        automa = p.view.get("automa")
        rows = p.catalog.board.solo.pyramid_rows
        if not automa or not automa.get("pyramid"):
            p.text(_("no action tiles"), size=15, colour=th.INK_SOFT, center=area.center)
            return
        pyramid = automa["pyramid"]
        marker = automa.get("marker")
        nxt = _next_tiles(marker, rows)
        count = len(rows)
        gap = s(4)
        tile_h = min((area.h - gap * (count - 1)) / count, s(52))
        tile_w = min((area.w - gap * (rows[0] - 1)) / rows[0], tile_h * 1.9)
        total_h = tile_h * count + gap * (count - 1)
        index = 0
        for r, n in enumerate(rows):
            y = area.y + (area.h + total_h) / 2 - (r + 1) * tile_h - r * gap
            x0 = area.centerx - (n * tile_w + (n - 1) * gap) / 2
            for i in range(n):
                rect = pygame.Rect(round(x0 + i * (tile_w + gap)), round(y), round(tile_w), round(tile_h))
                self._tile(rect, pyramid[index], current=marker == [r, i], upcoming=(r, i) in nxt)
                index += 1
        where = _("His progress marker is left of the base row.") if marker is None \
            else _("His progress marker is on row {row}, tile {tile}.", row=marker[0] + 1, tile=marker[1] + 1)
        p.region(area, " ".join([
            _("Botankhamun's pyramid of action tiles."), where,
            _("Each turn it moves onto the base's first tile, then by a deben flip up-right or right; the tile tells "
              "which die he takes. Gold-outlined tiles are where he may go next.")]))

    def _tile(self, rect: pygame.Rect, tile_id: str, current: bool, upcoming: bool) -> None:
        p, s = self.p, self.p.px
        tile = p.catalog.automa_tiles[tile_id]
        fill = th.PAPYRUS_LIGHT if not current else th.mix(th.PAPYRUS_LIGHT, self.colour, 0.35)
        pygame.draw.rect(p.surface, th.SAND_DARK, rect.move(s(1), s(2)), border_radius=s(5))
        pygame.draw.rect(p.surface, fill, rect, border_radius=s(5))
        if tile.kind == "god":
            band = GOD_COLOURS.get(tile.god or "", th.LAPIS)
            pygame.draw.rect(p.surface, band, (rect.x, rect.y, s(5), rect.h),
                             border_top_left_radius=s(5), border_bottom_left_radius=s(5))
            name = god_words(tile.god) if tile.god else ""
            face = fitting_font(p.theme, name, rect.w - s(10), size=16 if rect.h > s(34) else 15, role="bold")
            centre = (rect.centerx + s(2), rect.centery)
            if face is not None:
                image = face.render(name, True, band)
                p.surface.blit(image, image.get_rect(center=centre))
            elif tile.god in GLYPHS:   # a name too long for the tile: the god's glyph, as on the wheel
                GLYPHS[tile.god](p.surface, centre, min(rect.h, rect.w) * 0.32, band, fill)
        else:
            first, rest = tile.priority[0], tile.priority[1:]
            big = min(rect.h * 0.8, rect.w * 0.42)
            draw_icon(p.surface, first, (rect.x + s(4) + big / 2, rect.centery), big)
            small = min(rect.h * 0.42, (rect.right - rect.x - big - s(10)) / max(1, len(rest)))
            x0 = rect.x + s(8) + big
            for k, resource in enumerate(rest):
                draw_icon(p.surface, resource, (x0 + small * (k + 0.5), rect.centery + small * 0.3), small)
        edge = th.GOLD if upcoming else th.mix(th.PAPYRUS_DARK, th.INK, 0.2)
        pygame.draw.rect(p.surface, edge, rect, s(3) if upcoming else max(1, s(1)), border_radius=s(5))
        if current:
            th.draw_player_marker(p.surface, (rect.right - s(8), rect.y + s(8)), s(7), self.colour_name or "blue")
        text = _("{name}: {text}", name=pgettext(tile.id, tile.name), text=pgettext(tile.id, tile.text))
        if current:
            text += " " + _("His marker is here.")
        elif upcoming:
            text += " " + _("He may move here next.")
        p.region(rect, text)

    # ----------------------------------------------------------------- Maat & dice
    def _maat_info(self, area: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        solo = p.catalog.board.solo
        phases = p.view.get("maat_phases", 0)
        balances = solo.maat_balances
        upcoming = balances[min(phases, len(balances) - 1)]
        pygame.draw.rect(p.surface, th.PAPYRUS_LIGHT, area, border_radius=s(6))
        pygame.draw.rect(p.surface, th.PAPYRUS_DARK, area, max(1, s(1)), border_radius=s(6))
        rows = split_rows(area.inflate(-s(8), -s(6)), 2, s(2))
        for words in (_("Next Maat balance {balance}", balance=signed(upcoming)),
                      _("Maat {balance}", balance=signed(upcoming)), signed(upcoming)):
            font = fitting_font(p.theme, words, rows[0].w, size=16, role="bold")
            if font is not None:   # the longest words that fit
                image = font.render(words, True, th.TEXT)
                p.surface.blit(image, image.get_rect(midleft=(rows[0].x, rows[0].centery)))
                break
        draw_ankh(p.surface, (rows[1].x + s(7), rows[1].centery), min(rows[1].h * 0.9, s(20)), th.GOLD_DARK)
        p.text(_("ankh {value}", value=solo.ankh), size=16, midleft=(rows[1].x + s(18), rows[1].centery))
        decree_vp = solo.decree_vp_hard if (p.view.get("config") or {}).get("solo_double_decree_vp") else solo.decree_vp
        p.region(area, _("Botankhamun's balance is fixed at each Maat phase ({balances}); the next one is {next}. His "
                         "ankh value {ankh} wins ties, so to play before him you need a balance closer to 0. He scores "
                         "{blessing_vp} VP per blessing and {technology_vp} VP per technology at each scoring, and "
                         "{decree_vp} VP per decree at the end.", balances=", ".join(signed(b) for b in balances),
                         next=signed(upcoming), ankh=solo.ankh, blessing_vp=solo.blessing_vp,
                         technology_vp=solo.technology_vp, decree_vp=decree_vp))

    def _dice(self, area: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        dice = self.player["under"]
        label = p.text(_("His dice"), size=15, colour=th.INK_SOFT, topleft=area.topleft)
        size = min(s(30), area.h - label.h - s(4), area.w // 5)
        rects = self.dice_row(pygame.Rect(area.x, label.bottom + s(3), area.w, size), dice, size)
        region = area if not rects else area.union(rects[0].unionall(rects))
        p.region(region, ngettext("Botankhamun has taken {n} die this Maat cycle. He has no scales: his dice never "
                                  "count for a balance.",
                                  "Botankhamun has taken {n} dice this Maat cycle. He has no scales: his dice never "
                                  "count for a balance.", len(dice)))


def _capital(text: str) -> str:
    """``text`` with its first letter a capital ("Papyrus in stock")."""
    return text[:1].upper() + text[1:]


def _next_tiles(marker: list[int] | None, rows: tuple[int, ...]) -> set[tuple[int, int]]:
    """The pyramid tiles the progress marker may move to next (RULES §7.4)."""
    if marker is None:
        return {(0, 0)}
    r, i = marker
    options = {(r, i + 1), (r + 1, i)}
    return {(rr, ii) for rr, ii in options if rr < len(rows) and ii < rows[rr]}
