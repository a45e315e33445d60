"""The shared tracks: victory points, the people track and the turn order with the Maat calendar.

- **VP**: a ranked bar; each player's marker stands at their score (markers that would touch
  are pushed apart, keeping their order, with a stem to the exact spot).
- **People**: happiness and population drawn as two lanes 0–21 (both markers share one track
  on the board; two lanes keep them readable), with the ▲ symbols from the data, the rewards
  of the happiness lane and the population thresholds that open market sections III and IV.
- **Turn order and Maat**: the players in turn order with the current one marked, the round,
  and the Maat phases with the two scorings.

Hover explains every part; the only clicks offered are a ``gain`` of happiness or population
(a reward's choice), on the deciding player's lane, and only from ``ctx.candidates``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.i18n import _, ngettext
from game.tekhenu.rules import Action
from game.tekhenu.ui.icons import draw_icon, gain_words, list_words, ordinal_words, resource_words
from game.tekhenu.ui.painted import PaintedPart, PaintedWidget, Painter, paint_part
from game.tekhenu.ui.pieces import player_rgb
from game.ui import theme as th
from game.ui.text import fitting_font, signed
from game.ui.widgets.base import Target, draw_glow

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

#: Rounds between two Maat phases: 2 rotations of 2 rounds each (RULES §1.1).
ROUNDS_PER_MAAT = 4
LANES = ("happiness", "population")
#: Design widths of the round / turn order / Maat column, and of the icons before the tracks
#: (as small as they can be, so that the people track's cells hold two digits at 1366×768).
SIDE_W = 170
ICON_W = 28


def draw_triangle(surface: pygame.Surface, center: tuple[float, float], size: float,
                  colour: th.Colour = th.GOLD, outline: th.Colour = th.GOLD_DARK) -> None:
    """The ▲ symbol of the people track (the font has no such glyph)."""
    cx, cy = center
    pts = [(cx, cy - size * 0.5), (cx + size * 0.55, cy + size * 0.45), (cx - size * 0.55, cy + size * 0.45)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, max(1, round(size / 8)))


def spread(positions: list[float], min_gap: float, lo: float, hi: float) -> list[float]:
    """Move sorted ``positions`` apart to at least ``min_gap`` each, staying in [lo, hi]."""
    out = list(positions)
    for i in range(1, len(out)):
        out[i] = max(out[i], out[i - 1] + min_gap)
    overflow = out[-1] - hi if out else 0
    if overflow > 0:
        out = [x - overflow for x in out]
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - min_gap)
    return [max(lo, x) for x in out]


class TracksWidget(PaintedWidget):
    """VP, the people track (happiness and population), turn order and the Maat calendar."""

    def __init__(self) -> None:
        super().__init__()
        self._image: pygame.Surface | None = None
        #: each part of the picture ("vp", a lane, "calendar"), as last painted
        self._parts: dict[str, PaintedPart] = {}

    # ----------------------------------------------------------------- public API
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        self._refresh_once(ctx)
        assert self._image is not None
        surface.blit(self._image, self.rect.topleft)
        for target in self.targets(ctx):
            strong = target.rect.collidepoint(ctx.hover)
            draw_glow(surface, target.rect, ctx.theme, strong=strong,
                      colour=th.HIGHLIGHT_FOCUS if strong else th.HIGHLIGHT_LEGAL)

    def targets(self, ctx: BoardContext) -> list[Target]:
        keyed = self._keyed_rects(ctx)
        if keyed is None:
            return []
        rects = keyed[1]
        out = []
        for lane in LANES:
            actions = [a for a in ctx.candidates if _is_gain_of(a, lane)]   # the deciding player's gains
            key = ("lane", lane)
            if actions and key in rects:
                amount = actions[0].get(lane)
                text = _("Gain {n} happiness.", n=amount) if lane == "happiness" \
                    else _("Gain {n} population.", n=amount)
                out.append(Target(rects[key], actions, text))
        return out

    # ----------------------------------------------------------------- caching
    def _refresh(self, ctx: BoardContext) -> None:
        """Paint again the parts whose view entries changed (the end of a turn moves the turn
        order's marker, not the VP or the people track)."""
        layout = (self.rect.size, ctx.theme.scale)
        if layout != self._cache_key or self._image is None:
            self._cache_key = layout
            self._parts = {}
            self._image = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            _paint_frame(self._image, ctx.theme)
            self._changed(None)
        areas = _part_areas(self._image.get_rect(), ctx.theme)
        keys = {name: (tuple(ctx.seats), name in LANES and ctx.decision is not None) for name in areas}
        stale = [name for name in areas
                 if name not in self._parts or not self._parts[name].is_current(keys[name], ctx.view)]
        if not stale:
            return
        for name in stale:
            area, content = areas[name]
            self._parts[name] = paint_part(self._image, area, ctx, self.rect.topleft, keys[name],
                                           _painting(name, content), th.PAPYRUS)
            self._changed(area.move(self.rect.topleft))
        self._regions = [region for name in areas for region in self._parts[name].regions]


def _panel(rect: pygame.Rect, theme: th.Theme) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, int]:
    """The panel, the tracks' column, the side column and the x of the line between them."""
    s = theme.px
    panel = rect.inflate(-s(4), -s(4)).move(-s(1), -s(1))
    inner = panel.inflate(-s(16), -s(10))
    side_w = s(SIDE_W)
    tracks = pygame.Rect(inner.x, inner.y, inner.w - side_w - s(14), inner.h)
    side = pygame.Rect(tracks.right + s(14), inner.y, side_w, inner.h)
    return panel, tracks, side, side.x - s(7)


def _paint_frame(surface: pygame.Surface, theme: th.Theme) -> None:
    """The panel and the line between the tracks and the side column."""
    s = theme.px
    panel, _tracks, side, line_x = _panel(surface.get_rect(), theme)
    pygame.draw.rect(surface, th.SAND_DARK, panel.move(s(2), s(3)), border_radius=s(10))
    pygame.draw.rect(surface, th.PAPYRUS, panel, border_radius=s(10))
    pygame.draw.rect(surface, th.SAND_DARK, panel, max(1, s(2)), border_radius=s(10))
    pygame.draw.line(surface, th.PAPYRUS_DARK, (line_x, side.y + s(2)), (line_x, side.bottom - s(2)), max(1, s(2)))


def _part_areas(rect: pygame.Rect, theme: th.Theme) -> dict[str, tuple[pygame.Rect, pygame.Rect]]:
    """Each part painted on its own ("vp", each lane, "calendar"): the area it is painted alone
    in (side by side, off the line between the columns and clear of the panel's rounded border)
    and the rect its content is laid out in."""
    s = theme.px
    panel, tracks, side, line_x = _panel(rect, theme)
    top, bottom = panel.y + s(4), panel.bottom - s(4)   # a lane's numbers reach a pixel past it
    vp_h = round(tracks.h * 0.36)
    gap = s(3)
    lane_h = (tracks.h - vp_h - 2 * gap) // 2
    contents = {"vp": pygame.Rect(tracks.x, tracks.y, tracks.w, vp_h)}
    for k, lane in enumerate(LANES):
        contents[lane] = pygame.Rect(tracks.x, tracks.y + vp_h + gap + k * (lane_h + gap), tracks.w, lane_h)
    left, right = panel.x + s(6), line_x - s(2)
    edges = [top, contents[LANES[0]].y, contents[LANES[1]].y, bottom]
    found = {name: (pygame.Rect(left, edges[k], right - left, edges[k + 1] - edges[k]), contents[name])
             for k, name in enumerate(("vp", *LANES))}
    found["calendar"] = (pygame.Rect(line_x + s(2), top, panel.right - s(6) - line_x - s(2), bottom - top), side)
    return {name: (area.clip(rect), content) for name, (area, content) in found.items()}


def _painting(name: str, content: pygame.Rect) -> Callable[[Painter], None]:
    """What paints the part ``name`` with its content in ``content``."""
    return lambda painter: _TracksPainter(painter).paint(name, content)


def _is_gain_of(action: Action, lane: str) -> bool:
    return action.kind == "gain" and len(action.args) == 1 and action.args[0][0] == lane


class _TracksPainter:
    def __init__(self, painter: Painter) -> None:
        self.p = painter
        self.ctx = painter.ctx
        self.view = painter.view
        self.catalog = painter.catalog
        self.players: list[dict[str, Any]] = self.view["players"]

    def paint(self, name: str, content: pygame.Rect) -> None:
        """One part: the VP bar, a lane of the people track, or the round, turn order and Maat."""
        if name == "vp":
            self._vp(content)
        elif name in LANES:
            self._lane(content, name)
        else:
            self._calendar(content)

    # ----------------------------------------------------------------- VP
    def _vp(self, area: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        label_w = s(ICON_W)
        icon = min(area.h, s(26))
        draw_icon(p.surface, "vp", (area.x + label_w / 2, area.centery), icon)
        bar = pygame.Rect(area.x + label_w + s(6), area.y, area.w - label_w - s(12), area.h)
        line_y = bar.bottom - s(5)
        scores = [pl["vp"] for pl in self.players]
        top = max(40, (max(scores) // 10 + 1) * 10)
        pygame.draw.line(p.surface, th.SAND_DARK, (bar.x, line_y), (bar.right, line_y), max(1, s(3)))
        for mark in range(0, top + 1, 10):
            x = bar.x + bar.w * mark / top
            pygame.draw.line(p.surface, th.SAND_DARK, (x, line_y - s(4)), (x, line_y + s(3)), max(1, s(2)))
        order = sorted(range(len(self.players)), key=lambda i: (scores[i], i))
        chip_w = s(54)
        exact = [bar.x + bar.w * scores[i] / top for i in order]
        placed = spread([max(bar.x + chip_w / 2, x) for x in exact], chip_w + s(3), bar.x + chip_w / 2,
                        bar.right - chip_w / 2)
        chip_h = min(bar.h - s(12), s(26))
        leader = max(scores)
        for seat, x_exact, x in zip(order, exact, placed):
            chip = pygame.Rect(0, 0, chip_w, chip_h)
            chip.midbottom = (round(x), line_y - s(6))
            pygame.draw.line(p.surface, th.mix(player_rgb(self.ctx.colour_of(seat)), th.INK, 0.3),
                             (x_exact, line_y), (x, chip.bottom), max(1, s(2)))
            pygame.draw.circle(p.surface, th.INK, (round(x_exact), line_y), max(2, s(3)))
            self._vp_chip(chip, seat, scores[seat] == leader)
        scores_text = "; ".join(_("{name} {vp}", name=self.ctx.name_of(i), vp=scores[i]) for i in reversed(order))
        p.region(area, _("Victory points. {scores}.", scores=scores_text))

    def _vp_chip(self, chip: pygame.Rect, seat: int, leading: bool) -> None:
        p, s = self.p, self.p.px
        colour = player_rgb(self.ctx.colour_of(seat))
        pygame.draw.rect(p.surface, th.mix(th.PAPYRUS_LIGHT, colour, 0.25), chip, border_radius=chip.h // 2)
        pygame.draw.rect(p.surface, th.GOLD_DARK if leading else th.mix(colour, th.INK, 0.3), chip,
                         max(1, s(2)), border_radius=chip.h // 2)
        r = max(3, chip.h // 2 - s(5))
        th.draw_player_marker(p.surface, (chip.x + r + s(5), chip.centery), r, self.ctx.colour_of(seat) or "blue")
        p.text(str(self.players[seat]["vp"]), size=18, role="bold",
               center=(chip.x + (r * 2 + s(5) + chip.w) // 2, chip.centery))
        name, vp = self.ctx.name_of(seat), self.players[seat]["vp"]
        p.region(chip, _("{name}: {vp} VP (leading).", name=name, vp=vp) if leading
                 else _("{name}: {vp} VP.", name=name, vp=vp))

    # ----------------------------------------------------------------- people
    def _lane(self, area: pygame.Rect, lane: str) -> None:
        p, s = self.p, self.p.px
        track = self.catalog.board.people_track
        label_w = s(ICON_W)
        draw_icon(p.surface, lane, (area.x + label_w / 2, area.centery), min(area.h, s(24)))
        cells = track.max + 1
        x0 = area.x + label_w + s(6)
        gap = max(1, s(2))
        w = (area.right - x0 - gap * (cells - 1)) / cells
        cell_rects = [pygame.Rect(round(x0 + k * (w + gap)), area.y, round(w), area.h) for k in range(cells)]
        markers: dict[int, list[int]] = {}
        for seat, player in enumerate(self.players):
            markers.setdefault(player[lane], []).append(seat)
        for value, cell in enumerate(cell_rects):
            self._cell(cell, value, lane, markers.get(value, []))
        lane_rect = pygame.Rect(area.x, area.y, area.w, area.h)
        if self.ctx.decision is not None:   # the lane is where the deciding player clicks a gain of it
            p.region(lane_rect, self._lane_text(lane), key=("lane", lane))
        else:
            p.region(lane_rect, self._lane_text(lane))

    def _cell(self, cell: pygame.Rect, value: int, lane: str, seats: list[int]) -> None:
        p, s = self.p, self.p.px
        track = self.catalog.board.people_track
        symbol = value in track.symbols
        fill = th.mix(th.PAPYRUS_LIGHT, th.GOLD_LIGHT, 0.45) if symbol else th.PAPYRUS_LIGHT
        pygame.draw.rect(p.surface, fill, cell, border_radius=s(3))
        pygame.draw.rect(p.surface, th.GOLD_DARK if symbol else th.PAPYRUS_DARK, cell, max(1, s(1)),
                         border_radius=s(3))
        if symbol:
            draw_triangle(p.surface, (cell.centerx, cell.y + s(6)), s(8))
        if seats:
            self._markers(cell, seats)
        elif value % 5 == 0 or symbol:
            number = p.theme.render(str(value), "body", 13, th.INK_SOFT)
            if number.get_width() <= cell.w:   # a narrow window leaves the hover text to say it
                p.surface.blit(number, number.get_rect(midbottom=(cell.centerx, cell.bottom + s(1))))
        text = self._cell_text(value, lane, seats)
        if text:
            p.region(cell, text)

    def _markers(self, cell: pygame.Rect, seats: list[int]) -> None:
        p, s = self.p, self.p.px
        top = cell.y + s(6)
        if len(seats) == 1:
            centres = [(cell.centerx, (top + cell.bottom) // 2 + s(1))]
            r = max(3, min(cell.w, cell.bottom - top) // 2 - s(1))
        else:
            r = max(3, min(cell.w // 2, (cell.bottom - top) // 2) - s(1))
            cols = 2
            centres = [(cell.x + r + (k % cols) * (cell.w - 2 * r), top + r + (k // cols) * (cell.bottom - top - 2 * r))
                       for k in range(len(seats))]
        for seat, centre in zip(seats, centres):
            th.draw_player_marker(p.surface, (round(centre[0]), round(centre[1])), r,
                                  self.ctx.colour_of(seat) or "blue")

    def _cell_text(self, value: int, lane: str, seats: list[int]) -> str:
        track = self.catalog.board.people_track
        parts = []
        if seats:
            names = ", ".join(self.ctx.name_of(i) for i in seats)
            parts.append(_("{names}: {lane} {value}.", names=names, lane=resource_words(lane), value=value))
        if value in track.symbols:
            n = track.symbols.index(value) + 1
            if lane == "happiness":
                vp = self.catalog.board.scoring.happiness_vp_per_symbol * n
                if self._decrees_count("per_happiness_symbol"):
                    parts.append(_("Triangle {n}: happiness at {value} or more scores {vp} VP at each scoring (only "
                                   "the furthest triangle counts), and counts {n} for decrees that score these "
                                   "triangles.", n=n, value=value, vp=vp))
                else:
                    parts.append(_("Triangle {n}: happiness at {value} or more scores {vp} VP at each scoring (only "
                                   "the furthest triangle counts).", n=n, value=value, vp=vp))
            elif self._decrees_count("per_population_symbol_paid"):
                parts.append(ngettext("Triangle {n}: population at {value} or more has reached {n} triangle, and "
                                      "counts {n} for decrees that score these triangles.",
                                      "Triangle {n}: population at {value} or more has reached {n} triangles, and "
                                      "counts {n} for decrees that score these triangles.", n, value=value))
            else:
                parts.append(ngettext("Triangle {n}: population at {value} or more has reached {n} triangle.",
                                      "Triangle {n}: population at {value} or more has reached {n} triangles.", n,
                                      value=value))
        if lane == "happiness":
            parts.extend(self._reward_texts(value))
            for band in self.catalog.board.happiness_access:
                if band.min_happiness == value and value:
                    parts.append(_("From happiness {value}, Thoth may take cards from {sections}.", value=value,
                                   sections=_sections(band.max_section)))
        else:
            for section in self.catalog.board.market:
                if section.opens_at_population == value:
                    parts.append(_("The first time any player's population reaches {value}, market section "
                                   "{section} opens.", value=value, section=_roman(section.number)))
        return " ".join(parts)

    def _decrees_count(self, kind: str) -> bool:
        """Whether a decree in play scores these triangles (the hover text then says so).

        Decrees are secret, so the shared tracks never name one."""
        return any(d.effect.kind == kind and not d.removed for d in self.catalog.decrees.values())

    def _reward_texts(self, value: int) -> list[str]:
        """The people-track rewards printed at ``value`` (happiness only, RULES §6.5)."""
        texts = []
        for reward in self.catalog.board.people_track.rewards:
            if reward.at == value:
                what = (_("one extra action of your choice, with a die value you choose, without taking a die")
                        if reward.free_action else gain_words(reward.gain or {}))
                texts.append(_("The first time your happiness reaches {value}: {reward}.", value=value, reward=what))
        if texts and any(pl.get("is_automa") for pl in self.players):
            texts.append(_("Botankhamun ignores these rewards."))
        return texts

    def _lane_text(self, lane: str) -> str:
        values = "; ".join(_("{name} {value}", name=self.ctx.name_of(i), value=pl[lane])
                           for i, pl in enumerate(self.players))
        if lane == "happiness":
            bands = "; ".join(_("{values}: {sections}", values=_band_range(k, self.catalog.board.happiness_access),
                                sections=_sections(band.max_section))
                              for k, band in enumerate(self.catalog.board.happiness_access))
            return _("Happiness (people track): {values}. Raised mainly by Bastet festivals, lowered by each Osiris "
                     "building; never above population. It decides which card-market sections you may take cards "
                     "from with Thoth ({bands}), and its furthest triangle scores VP at each scoring.", values=values,
                     bands=bands)
        opens = list_words([_("section {section} at {n}", section=_roman(m.number), n=m.opens_at_population)
                            for m in self.catalog.board.market if m.opens_at_population is not None])
        return _("Population (people track): {values}. Raised mainly by Hathor buildings; happiness can never exceed "
                 "it. The first time any player's population reaches a threshold, a card-market section opens "
                 "({opens}).", values=values, opens=opens)

    # ----------------------------------------------------------------- turn order & Maat
    def _calendar(self, area: pygame.Rect) -> None:
        rows = [pygame.Rect(area.x, area.y + k * area.h // 3, area.w, area.h // 3) for k in range(3)]
        self._round(rows[0])
        self._turn_order(rows[1])
        self._maat(rows[2])

    def _round(self, row: pygame.Rect) -> None:
        p = self.p
        phases = 2 * len(self.catalog.board.scoring_markers)
        total = phases * ROUNDS_PER_MAAT
        rnd = self.view.get("round", 0)
        phase = self.view.get("phase", "")
        labels = [_("Round {n} of {total}", n=rnd, total=total), _("Round {n}/{total}", n=rnd, total=total)] \
            if rnd else [_("Setup")]
        if phase in ("maat", "scoring", "final", "over"):
            suffix = {"maat": _("Maat"), "scoring": _("Scoring"), "final": _("Final"), "over": _("Game over")}[phase]
            # Translators: the round, and the phase the game is in ("Round 8 of 16 · Scoring").
            labels = [_("{round} · {phase}", round=label, phase=suffix) for label in labels] + labels
        face = p.theme.font("bold", 18)
        label = next((label for label in labels if face.size(label)[0] <= row.w), labels[-1])
        rect = p.text(label, size=18, role="bold", midleft=(row.x, row.centery))
        p.region(row.union(rect), _("Round {n} of {total}. Every player takes one turn per round; the wheel turns "
                                    "every 2 rounds and a Maat phase follows every {rounds} rounds.", n=rnd,
                                    total=total, rounds=ROUNDS_PER_MAAT))

    def _turn_order(self, row: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        order = self.view.get("turn_order") or []
        current = self.view.get("current", 0)
        playing = self.view.get("phase") == "play"
        r = max(4, min(row.h // 2 - s(4), s(10)))
        step = min(s(42), row.w // max(1, len(order)))
        x = row.x + r + s(2)
        for place, seat in enumerate(order):
            centre = (x, row.centery - s(2))
            if playing and place == current:
                pygame.draw.circle(p.surface, th.GOLD_LIGHT, centre, r + s(5))
                pygame.draw.circle(p.surface, th.GOLD_DARK, centre, r + s(5), max(1, s(2)))
            th.draw_player_marker(p.surface, centre, r, self.ctx.colour_of(seat) or "blue")
            if place < len(order) - 1:
                ax = x + step // 2
                pygame.draw.polygon(p.surface, th.INK_SOFT, [(ax - s(3), centre[1] - s(4)), (ax + s(3), centre[1]),
                                                             (ax - s(3), centre[1] + s(4))])
            spot = pygame.Rect(0, 0, step, row.h)
            spot.center = (x, row.centery)
            name, ordinal = self.ctx.name_of(seat), ordinal_words(place + 1)
            p.region(spot, _("{place} in turn order: {name} — playing now.", place=ordinal, name=name)
                     if playing and place == current else _("{place} in turn order: {name}.", place=ordinal, name=name))
            x += step

    def _maat(self, row: pygame.Rect) -> None:
        p, s = self.p, self.p.px
        phases = 2 * len(self.catalog.board.scoring_markers)
        done = self.view.get("maat_phases", 0)
        scorings = self.view.get("scorings", 0)
        size = max(s(14), min(row.h - s(6), s(20)))
        loss_from = signed(max(band.balance_at_most for band in self.catalog.board.maat_vp_loss))
        # the word before the pips, smaller where a translation is long, left out where it does not fit
        font = fitting_font(p.theme, _("Maat"), row.w - phases * (size + s(8)), size=15)
        x = row.x
        if font is not None:
            image = font.render(_("Maat"), True, th.INK_SOFT)
            x = p.surface.blit(image, image.get_rect(midleft=(row.x, row.centery))).right + s(8)
        for k in range(1, phases + 1):
            pip = pygame.Rect(x, 0, size, size)
            pip.centery = row.centery
            scoring = k % 2 == 0
            filled = k <= done
            fill = (th.LAPIS if filled else th.PAPYRUS_LIGHT)
            pygame.draw.rect(p.surface, fill, pip, border_radius=s(4) if not scoring else size // 2)
            pygame.draw.rect(p.surface, th.GOLD_DARK if scoring else th.LAPIS_DARK, pip,
                             max(1, s(2)), border_radius=s(4) if not scoring else size // 2)
            p.text(str(k), size=14, role="bold", colour=th.IVORY if filled else th.INK_SOFT, center=pip.center)
            text = _("Maat phase {n} (done): the balance nearest 0 plays first in the new turn order, and a balance "
                     "of {balance} or lower costs VP.", n=k, balance=loss_from) if filled \
                else _("Maat phase {n} (after round {round}): the balance nearest 0 plays first in the new turn order, "
                       "and a balance of {balance} or lower costs VP.", n=k, round=k * ROUNDS_PER_MAAT,
                       balance=loss_from)
            if scoring:
                text += " " + (_("It is followed by scoring {n} (done).", n=k // 2) if k // 2 <= scorings
                               else _("It is followed by scoring {n}.", n=k // 2))
            p.region(pip.inflate(s(4), s(4)), text)
            if k == done + 1:
                pygame.draw.rect(p.surface, th.GOLD, pip.inflate(s(6), s(6)), max(1, s(2)),
                                 border_radius=s(6) if not scoring else size)
            x = pip.right + s(8)


def _sections(max_section: int) -> str:
    """Market sections I..max_section in words: "no section", "section I", "sections I–III"."""
    if max_section == 0:
        return _("no section")
    if max_section == 1:
        return _("section I")
    return _("sections I–{last}", last=_roman(max_section))


def _band_range(k: int, bands: Any) -> str:
    """The happiness values of access band ``k``: "0", "1–4", "13+"."""
    lo = bands[k].min_happiness
    if k + 1 == len(bands):
        return f"{lo}+"
    hi = bands[k + 1].min_happiness - 1
    return str(lo) if hi == lo else f"{lo}–{hi}"


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))
