"""The 5×5 temple complex: space rewards, coloured outer walls, pillar tiles with their owners,
the building spots (left: rows, bottom: columns) and the two statue spots for the people.

Clicks: Ra's ``place_pillar`` (a space holds all its rotations; once the choice is narrowed to
one space, the rotation under preview is drawn there and a second click confirms it), Hathor's
``build {spot}`` and Horus's ``statue {spot}`` for the two spots beside the complex.

Edge colours are never told by hue alone: every wall segment and pillar-tile edge carries its
colour's letter (R, B, G) and a pattern (red: stripes, blue: dots, green: plain), and the three
colours differ in lightness.

This module also holds the pillar-tile and lighting pictures that the Ra market uses.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, LazyText, _, current_language, ngettext, pgettext, say
from game.tekhenu.rules import Action
from game.tekhenu.rules.catalog import PillarTile, Temple
from game.tekhenu.rules.names import card_name
from game.tekhenu.rules.temple import rotated_edges
from game.tekhenu.ui import dice
from game.tekhenu.ui.icons import amount_words, draw_amount, draw_gain, gain_words, list_words
from game.tekhenu.ui.layers import entry_is
from game.ui import theme as th
from game.ui.text import fitting_font, wrap_text
from game.ui.widgets.base import Hint, Target, Widget, draw_panel, filter_actions

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

# --------------------------------------------------------------------------- edge colours

EDGE_COLOURS: dict[str, th.Colour] = {
    "red": (186, 62, 44),      # mid lightness
    "blue": (34, 66, 138),     # dark
    "green": (104, 168, 88),   # light
}
EDGE_INK: dict[str, th.Colour] = {"red": th.IVORY, "blue": th.IVORY, "green": (22, 48, 18)}
#: The edge colours in words.
EDGE_NAMES: dict[str, LazyText] = {"red": N_("red"), "blue": N_("blue"), "green": N_("green")}
#: A tile's sides, clockwise from the top, in words.
SIDE_NAMES = (N_("north"), N_("east"), N_("south"), N_("west"))

LIMESTONE_FLOOR = (236, 226, 198)
FLOOR_LINE = (196, 178, 136)
STONE_DARK = (120, 98, 70)

LIGHTING_WORDS: dict[str, LazyText] = {"sunny": N_("Sunny"), "shaded": N_("Shaded"), "dark": N_("Dark")}


def _edge_fill(surface: pygame.Surface, colour: str, poly: list[tuple[float, float]], unit: int) -> None:
    """Fill one edge band or wall segment with its colour and its pattern (kept inside the polygon)."""
    box = pygame.Rect(pygame.draw.polygon(surface, EDGE_COLOURS[colour], poly))
    if colour == "green" or box.w < 2 or box.h < 2:
        return
    pattern = pygame.Surface(box.size, pygame.SRCALPHA)
    light = (*th.lighten(EDGE_COLOURS[colour], 0.22), 255)
    step = max(4, unit)
    if colour == "red":
        for x in range(-box.h, box.w + box.h, step):
            pygame.draw.line(pattern, light, (x, box.h), (x + box.h, 0), max(1, step // 4))
    else:
        r = max(1, step // 6)
        for y in range(step // 2, box.h, step):
            for x in range(step // 2 if (y // step) % 2 else 0, box.w, step):
                pygame.draw.circle(pattern, light, (x, y), r)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in poly])
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(pattern, box)


def edge_letter(colour: str) -> str:
    """The letter on an edge of each colour (R, B, G in English)."""
    letters = {
        # Translators: the letter on a red edge of a pillar tile or wall; the three edge letters must differ.
        "red": pgettext("edge letter", "R"),
        # Translators: the letter on a blue edge of a pillar tile or wall.
        "blue": pgettext("edge letter", "B"),
        # Translators: the letter on a green edge of a pillar tile or wall.
        "green": pgettext("edge letter", "G"),
    }
    return letters[colour]


def _edge_letter(surface: pygame.Surface, colour: str, centre: tuple[float, float], size: int, width: int) -> None:
    """The colour's letter centred on ``centre``, ``size`` pixels high and at most ``width``
    wide (a translation's letter may be wider than R, B or G: it is drawn smaller)."""
    glyph = th.load_font("bold", max(th.MIN_FONT_PX, size)).render(edge_letter(colour), True, EDGE_INK[colour])
    if glyph.get_width() > width > 0:
        glyph = pygame.transform.smoothscale_by(glyph, width / glyph.get_width())
    surface.blit(glyph, glyph.get_rect(center=(round(centre[0]), round(centre[1]))))


# --------------------------------------------------------------------------- small pictures

def draw_lighting_symbol(surface: pygame.Surface, lighting: str, centre: tuple[int, int], r: int) -> None:
    """Sunny: a sun with rays; shaded: a half-dark disc; dark: a crescent moon."""
    cx, cy = centre
    r = max(3, r)
    if lighting == "sunny":
        for i in range(8):
            a = math.radians(i * 45)
            pygame.draw.line(surface, th.GOLD_DARK, (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7),
                             (cx + math.cos(a) * r * 1.1, cy + math.sin(a) * r * 1.1), max(1, r // 4))
        pygame.draw.circle(surface, th.GOLD_DARK, centre, round(r * 0.62))
        pygame.draw.circle(surface, th.GOLD_LIGHT, centre, max(1, round(r * 0.62) - max(1, r // 6)))
    elif lighting == "shaded":
        pygame.draw.circle(surface, th.INK_SOFT, centre, r)
        pygame.draw.circle(surface, dice.LIGHTING_COLOURS["shaded"], centre, r - max(1, r // 6))
        half = pygame.Rect(cx, cy - r, r, 2 * r)
        clip = surface.get_clip()
        surface.set_clip(half.clip(clip) if clip else half)
        pygame.draw.circle(surface, (84, 96, 112), centre, r - max(1, r // 6))
        surface.set_clip(clip)
    else:
        pygame.draw.circle(surface, dice.LIGHTING_COLOURS["dark"], centre, r)
        pygame.draw.circle(surface, th.GOLD_LIGHT, (cx - r * 0.15, cy), round(r * 0.62))
        pygame.draw.circle(surface, dice.LIGHTING_COLOURS["dark"], (cx + r * 0.15, cy - r * 0.12), round(r * 0.58))


# --------------------------------------------------------------------------- pillar tiles

_TILE_CACHE: dict[tuple, pygame.Surface] = {}
_TILE_CACHE_MAX = 400


def _render_tile(tile: PillarTile, rotation: int, side: int, centre: str) -> pygame.Surface:
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    edges = rotated_edges(tile.edges, rotation)
    band = side * 0.24
    rim = max(1, round(side / 40))
    o, f = 0.0, float(side)
    corners = [(o, o), (f, o), (f, f), (o, f)]
    inner = [(band, band), (f - band, band), (f - band, f - band), (band, f - band)]
    pygame.draw.rect(out, th.INK, (0, 0, side, side), border_radius=max(1, side // 14))
    for d in range(4):  # N, E, S, W: trapezoids from the outer side to the inner square
        a, b = corners[d], corners[(d + 1) % 4]
        c, e = inner[(d + 1) % 4], inner[d]
        poly = [(a[0] + (rim if a[0] == 0 else -rim), a[1] + (rim if a[1] == 0 else -rim)),
                (b[0] + (rim if b[0] == 0 else -rim), b[1] + (rim if b[1] == 0 else -rim)), c, e]
        _edge_fill(out, edges[d], poly, max(4, round(side / 9)))
        pygame.draw.polygon(out, th.darken(EDGE_COLOURS[edges[d]], 0.35), poly, max(1, rim // 2))
        mid = ((a[0] + b[0] + c[0] + e[0]) / 4, (a[1] + b[1] + c[1] + e[1]) / 4)
        _edge_letter(out, edges[d], mid, round(band * 0.78), round(band))
    face = pygame.Rect(round(band), round(band), round(f - 2 * band), round(f - 2 * band))
    pygame.draw.rect(out, (240, 230, 204), face)
    pygame.draw.rect(out, th.INK_SOFT, face, max(1, rim // 2))
    if centre.startswith("owner:"):
        th.draw_player_marker(out, face.center, round(face.w * 0.34), centre[6:])
    elif tile.lighting:
        draw_lighting_symbol(out, tile.lighting, face.center, round(face.w * 0.32))
    else:
        pygame.draw.circle(out, th.PAPYRUS_DARK, face.center, round(face.w * 0.18), max(1, rim))
    return out


def pillar_tile_surface(tile: PillarTile, rotation: int, side: int, centre: str = "lighting") -> pygame.Surface:
    """A pillar tile ``side`` px square, turned ``rotation`` quarter turns clockwise, cached.

    Each edge is a coloured band with its letter and pattern. ``centre`` is "lighting" (the
    tile's lighting symbol) or "owner:<colour name>" (the owner's pillar marker).
    """
    key = (tile.id, rotation % 4, int(side), centre, current_language())   # its edges carry letters
    img = _TILE_CACHE.get(key)
    if img is None:
        if len(_TILE_CACHE) >= _TILE_CACHE_MAX:
            _TILE_CACHE.clear()
        img = _TILE_CACHE[key] = _render_tile(tile, rotation % 4, max(12, int(side)), centre)
    return img


def edges_words(edges: list[str] | tuple[str, ...]) -> str:
    """A tile's edge colours clockwise from the top: "north green, east green, south red, west red"."""
    # Translators: one side of a pillar tile and its colour, e.g. "north green".
    return ", ".join(_("{side} {colour}", side=side, colour=EDGE_NAMES[colour])
                     for side, colour in zip(SIDE_NAMES, edges))


def tile_text(tile: PillarTile) -> str:
    """The full description of a pillar tile, for tooltips."""
    # Translators: {id} is the tile's number, printed small beside its name: "Pillar of Dusk (P20)".
    return _("{name} ({id}). Cost {cost}. {text} Edges (as printed): {edges}.", id=tile.id,
             name=pgettext(tile.id, tile.name), cost=gain_words(tile.cost), text=pgettext(tile.id, tile.text),
             edges=edges_words(tile.edges))


def placing_tile(ctx: BoardContext) -> tuple[int, str] | None:
    """(display slot, tile id) of the pillar tile being placed in a "ra_place" decision.

    The deciding player's view names the slot (the decision's details); other viewers see the
    slot the turn's die value selects (RULES §6.2).
    """
    decision = ctx.decision
    if not decision or not entry_is(decision, "kind", "ra_place"):
        return None
    display = ctx.view["board"]["ra_display"]
    slot = (decision.get("details") or {}).get("slot")
    if slot is None:
        value = (ctx.view.get("turn") or {}).get("value")
        slot = next((i for i, data in enumerate(ctx.catalog.board.temple.ra_display) if value in data.values), None)
    if slot is None or display[slot] is None:
        return None
    return slot, display[slot]


def edge_match(ctx: BoardContext, row: int, col: int, rotation: int) -> dict | None:
    """What the rules say a placement's edges would score: {"sides": [...], "vp": n} (only in
    the deciding player's view of a "ra_place" decision)."""
    edges = ((ctx.decision or {}).get("details") or {}).get("edges") or {}
    return edges.get(f"{row},{col},{rotation}")


def matching_sides(ctx: BoardContext, row: int, col: int, rotation: int) -> list[int]:
    """The sides of the tile, placed so, whose colour matches what they touch."""
    match = edge_match(ctx, row, col, rotation)
    return list(match["sides"]) if match else []


def edge_vp_words(ctx: BoardContext, row: int, col: int, rotation: int) -> str:
    match = edge_match(ctx, row, col, rotation)
    if not match or not match["sides"]:
        return _("No edge matches.")
    sides = match["sides"]
    return ngettext("{n} matching edge ({sides}): +{vp} VP.", "{n} matching edges ({sides}): +{vp} VP.", len(sides),
                    sides=", ".join(str(SIDE_NAMES[d]) for d in sides), vp=match["vp"])


# --------------------------------------------------------------------------- geometry

@dataclass
class _Geometry:
    grid: pygame.Rect                      # the 5×5 spaces
    cell: int
    wall: int
    spaces: list[pygame.Rect]              # row-major
    buildings: dict[str, pygame.Rect]
    statues: dict[str, pygame.Rect]
    title: pygame.Rect


def _layout(rect: pygame.Rect, theme: th.Theme, data: Temple) -> _Geometry:
    n = data.size
    left, right, top, bottom = theme.px(70), theme.px(56), theme.px(54), theme.px(66)
    wall = theme.px(18)
    cell = min((rect.w - left - right - 2 * wall) // n, (rect.h - top - bottom - 2 * wall) // n)
    frame = cell * n + 2 * wall
    x0 = rect.x + (rect.w - left - right - frame) // 2 + left + wall
    y0 = rect.y + (rect.h - top - bottom - frame) // 2 + top + wall
    grid = pygame.Rect(x0, y0, cell * n, cell * n)
    spaces = [pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell) for r in range(n) for c in range(n)]
    gap = theme.px(8)
    spot_w, spot_h = theme.px(52), cell - theme.px(12)
    buildings: dict[str, pygame.Rect] = {}
    for spot in data.building_spots:
        if spot.line == "row":
            r = pygame.Rect(0, 0, spot_w, spot_h)
            r.midright = (grid.x - wall - gap, grid.y + spot.index * cell + cell // 2)
        else:
            r = pygame.Rect(0, 0, spot_h, spot_w)
            r.midtop = (grid.x + spot.index * cell + cell // 2, grid.bottom + wall + gap)
        buildings[spot.id] = r
    statues: dict[str, pygame.Rect] = {}
    side, gap = theme.px(42), theme.px(6)
    for spot in data.statue_spots:
        r = pygame.Rect(0, 0, side, side)
        if spot.line == "row":  # at the right end of its row
            r.midleft = (grid.right + wall + gap, grid.y + spot.index * cell + cell // 2)
        else:  # at the top end of its column
            r.midbottom = (grid.x + spot.index * cell + cell // 2, grid.y - wall - gap)
        statues[spot.id] = r
    title = pygame.Rect(rect.x + theme.px(14), rect.y + theme.px(8), grid.x - wall - rect.x, top)
    return _Geometry(grid, cell, wall, spaces, buildings, statues, title)


# --------------------------------------------------------------------------- the widget

class TempleWidget(Widget):
    """The temple complex with its walls, pillars, building spots and people-statue spots."""

    def __init__(self) -> None:
        super().__init__()
        self._geo: _Geometry | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        #: the still part of the picture (panel, title, walls, floor), and the language of its title
        self._base: tuple[str, pygame.Surface] | None = None
        self._targets_key: tuple | None = None
        self._targets: list[Target] = []
        self._selected: tuple[int, int] | None = None   # the space the choice is narrowed to
        self._tints: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._geo = None
        self._layer = None
        self._base = None
        self._targets_key = None
        self._tints.clear()

    # ------------------------------------------------------------------ helpers

    def _geometry(self, ctx: BoardContext) -> _Geometry:
        if self._geo is None:
            self._geo = _layout(self.rect, ctx.theme, ctx.catalog.board.temple)
        return self._geo

    @staticmethod
    def _players(ctx: BoardContext) -> int:
        return len(ctx.view["players"])

    @staticmethod
    def _space_actions(ctx: BoardContext) -> dict[tuple[int, int], list[Action]]:
        found: dict[tuple[int, int], list[Action]] = {}
        for action in ctx.candidates:
            if action.kind == "place_pillar":
                found.setdefault((action["row"], action["col"]), []).append(action)
        return found

    @staticmethod
    def _spot_actions(ctx: BoardContext, kind: str, spots: set[str]) -> dict[str, list[Action]]:
        found: dict[str, list[Action]] = {}
        for action in ctx.candidates:
            if action.kind == kind and action.get("spot") in spots:
                found.setdefault(action["spot"], []).append(action)
        return found

    def _preview_space(self, ctx: BoardContext) -> tuple[int, int] | None:
        """The space the choice is narrowed to (every place_pillar candidate on it), if any."""
        spaces = self._space_actions(ctx)
        if len(spaces) != 1 or len(ctx.candidates) != len(next(iter(spaces.values()))):
            return None
        return next(iter(spaces))

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        geo = self._geometry(ctx)
        key = self._board_key(ctx)
        if self._layer is None or self._layer_key != key:
            self._layer = self._render_board(ctx)
            self._layer_key = key
        surface.blit(self._layer, self.rect)
        self._draw_highlights(surface, ctx, geo)

    def _board_key(self, ctx: BoardContext) -> tuple:
        """Everything the cached picture of the board depends on."""
        board = ctx.view["board"]
        cells = tuple(None if c is None else (c["tile"], c["rotation"], c["owner"]) for c in board["temple"])
        return (self.rect.size, ctx.theme.scale, tuple(s.colour for s in ctx.seats), self._players(ctx), cells,
                tuple(sorted(board["temple_buildings"].items())), tuple(sorted(board["people_statues"].items())),
                tuple(sorted(board["spot_gold"].items())))

    def _render_board(self, ctx: BoardContext) -> pygame.Surface:
        """Pillars, buildings and statues over the still part of the picture, drawn in the
        widget's own coordinates (they change only when a piece is placed)."""
        local = pygame.Rect(0, 0, *self.rect.size)
        geo = _layout(local, ctx.theme, ctx.catalog.board.temple)
        out = self._still_part(ctx.theme, ctx.catalog.board.temple, geo, local).copy()
        self._draw_pillars(out, ctx, geo)
        self._draw_buildings(out, ctx, geo)
        self._draw_statues(out, ctx, geo)
        return out

    def _still_part(self, theme: th.Theme, data: Temple, geo: _Geometry, local: pygame.Rect) -> pygame.Surface:
        """Panel, title, walls and floor with its rewards: painted once for a layout and language
        (a piece placed repaints only the pieces over it)."""
        if self._base is None or self._base[0] != current_language():
            out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            draw_panel(out, local.inflate(-theme.px(4), -theme.px(4)), theme)
            self._draw_title(out, theme, geo, local)
            self._draw_walls(out, theme, data, geo.grid, geo)
            for i, space in enumerate(geo.spaces):
                self._draw_space(out, theme, data, i // data.size, i % data.size, space, geo.cell)
            self._base = (current_language(), out)
        return self._base[1]

    @staticmethod
    def _draw_title(out: pygame.Surface, theme: th.Theme, geo: _Geometry, local: pygame.Rect) -> None:
        """"Temple complex" at the top left, ending before the statue spot above the grid (a long
        translation smaller, or on two lines)."""
        title = _("Temple complex")
        right = min([spot.x for spot in geo.statues.values() if spot.y < geo.title.bottom] + [local.right])
        room = right - theme.px(10) - geo.title.x
        font = fitting_font(theme, title, room, size=24, role="title")
        lines = [title] if font is not None else wrap_text(title, theme.font("title", th.MIN_FONT_PX), room)[:2]
        font = font or theme.font("title", th.MIN_FONT_PX)
        y = geo.title.y
        for line in lines:
            out.blit(font.render(line, True, th.LAPIS_DARK), (geo.title.x, y))
            y += font.get_linesize()

    def _draw_walls(self, out: pygame.Surface, theme: th.Theme, data: Temple, grid: pygame.Rect,
                    geo: _Geometry) -> None:
        w, cell = geo.wall, geo.cell
        frame = grid.inflate(2 * w, 2 * w)
        pygame.draw.rect(out, STONE_DARK, frame.inflate(theme.px(4), theme.px(4)), border_radius=theme.px(6))
        letter = max(th.MIN_FONT_PX, round(w * 0.8))
        for side, colours in data.walls.items():
            for i, colour in enumerate(colours):
                if side == "top":
                    seg = pygame.Rect(grid.x + i * cell, frame.y, cell, w)
                elif side == "bottom":
                    seg = pygame.Rect(grid.x + i * cell, grid.bottom, cell, w)
                elif side == "left":
                    seg = pygame.Rect(frame.x, grid.y + i * cell, w, cell)
                else:
                    seg = pygame.Rect(grid.right, grid.y + i * cell, w, cell)
                seg = seg.inflate(-2, -2)
                poly = [seg.topleft, seg.topright, seg.bottomright, seg.bottomleft]
                _edge_fill(out, colour, poly, max(4, theme.px(9)))
                _edge_letter(out, colour, seg.center, letter, min(seg.w, seg.h))
        tag = th.load_font("bold", max(th.MIN_FONT_PX, round(w * 0.62))).render("×2", True, th.INK)
        for corner in (frame.topleft, frame.topright, frame.bottomleft, frame.bottomright):
            block = pygame.Rect(0, 0, w, w)
            block.topleft = (corner[0] - (w if corner[0] == frame.right else 0),
                             corner[1] - (w if corner[1] == frame.bottom else 0))
            # the corner block, widened over the walls when its tag needs the room
            block = block.inflate(max(0, tag.get_width() + 4 - w), max(0, tag.get_height() - 2 - w))
            pygame.draw.rect(out, th.GOLD, block, border_radius=max(1, w // 5))
            pygame.draw.rect(out, th.GOLD_DARK, block, 1, border_radius=max(1, w // 5))
            out.blit(tag, tag.get_rect(center=block.center))

    def _draw_space(self, out: pygame.Surface, theme: th.Theme, data: Temple, row: int, col: int,
                    rect: pygame.Rect, cell: int) -> None:
        shade = 0.0 if (row + col) % 2 == 0 else 0.04
        pygame.draw.rect(out, th.darken(LIMESTONE_FLOOR, shade), rect)
        pygame.draw.rect(out, FLOOR_LINE, rect, 1)
        last = data.size - 1
        if row in (0, last) and col in (0, last):  # corners score edges twice: a gold corner pointing at "×2"
            corner = (rect.x if col == 0 else rect.right - 1, rect.y if row == 0 else rect.bottom - 1)
            k = cell // 5
            dx, dy = (1 if col == 0 else -1), (1 if row == 0 else -1)
            pygame.draw.polygon(out, th.GOLD, [corner, (corner[0] + dx * k, corner[1]), (corner[0], corner[1] + dy * k)])
        if (row, col) == tuple(data.centre):
            pygame.draw.circle(out, th.SAND_DARK, rect.center, round(cell * 0.44), max(1, theme.px(2)))
        draw_gain(out, theme, data.rewards[row][col], rect.center, round(cell * 0.4), 22)

    def _draw_pillars(self, surface: pygame.Surface, ctx: BoardContext, geo: _Geometry) -> None:
        inset = max(2, ctx.theme.px(4))
        side = geo.cell - 2 * inset
        for i, cell in enumerate(ctx.view["board"]["temple"]):
            if cell is None:
                continue
            colour = ctx.colour_of(cell["owner"])
            centre = f"owner:{colour}" if colour else "lighting"
            img = pillar_tile_surface(ctx.catalog.pillars[cell["tile"]], cell["rotation"], side, centre)
            surface.blit(img, geo.spaces[i].inflate(-2 * inset, -2 * inset))

    def _draw_buildings(self, surface: pygame.Surface, ctx: BoardContext, geo: _Geometry) -> None:
        theme = ctx.theme
        built = ctx.view["board"]["temple_buildings"]
        players = self._players(ctx)
        for spot in ctx.catalog.board.temple.building_spots:
            rect = geo.buildings[spot.id]
            usable = players in spot.players
            owner = built.get(spot.id)
            fill = th.PAPYRUS_LIGHT if usable else th.PAPYRUS_DARK
            pygame.draw.rect(surface, th.SAND_DARK, rect.move(0, theme.px(2)), border_radius=theme.px(6))
            pygame.draw.rect(surface, fill, rect, border_radius=theme.px(6))
            pygame.draw.rect(surface, th.INK_SOFT if usable else th.SAND_DARK, rect, max(1, theme.px(2)),
                             border_radius=theme.px(6))
            if owner is not None and ctx.colour_of(owner):
                self._draw_building(surface, theme, rect, ctx.colour_of(owner))
            elif usable:
                draw_amount(surface, theme, "bread", spot.cost, rect.center, round(min(rect.w, rect.h) * 0.42), 22)
            else:
                self._draw_unusable(surface, theme, rect, spot.cost)

    @staticmethod
    def _draw_building(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, colour: str) -> None:
        """A small pylon (a temple gateway: two sloped towers) in the owner's colour, with their marker."""
        box = rect.inflate(-rect.w // 5, -rect.h // 5)
        k = box.w // 7
        towers = [(box.x, box.bottom), (box.x + k, box.y), (box.right - k, box.y), (box.right, box.bottom)]
        pygame.draw.polygon(surface, th.INK, towers)
        inner = [(x + (1 if x < box.centerx else -1) * theme.px(3), y + (1 if y == box.y else -1) * theme.px(3))
                 for x, y in towers]
        pygame.draw.polygon(surface, th.PLAYER_COLOURS[colour], inner)
        pygame.draw.line(surface, th.INK, (box.x + k, box.y + box.h // 5), (box.right - k, box.y + box.h // 5),
                         max(1, theme.px(2)))
        th.draw_player_marker(surface, (box.centerx, box.centery + box.h // 10), round(min(box.w, box.h) * 0.24),
                              colour)

    @staticmethod
    def _draw_unusable(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, cost: int) -> None:
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-theme.px(4), -theme.px(4)).clip(clip) if clip else rect)
        step = theme.px(9)
        for x in range(rect.x - rect.h, rect.right, step):
            pygame.draw.line(surface, th.SAND_DARK, (x, rect.bottom), (x + rect.h, rect.y), max(1, theme.px(2)))
        surface.set_clip(clip)
        label = theme.render(str(cost), "bold", 20, th.INK_SOFT)
        surface.blit(label, label.get_rect(center=rect.center))
        pygame.draw.line(surface, th.CARNELIAN, (rect.centerx - label.get_width(), rect.centery),
                         (rect.centerx + label.get_width(), rect.centery), max(1, theme.px(3)))

    def _draw_statues(self, surface: pygame.Surface, ctx: BoardContext, geo: _Geometry) -> None:
        theme = ctx.theme
        board = ctx.view["board"]
        for spot in ctx.catalog.board.temple.statue_spots:
            rect = geo.statues[spot.id]
            r = rect.w // 2
            pygame.draw.circle(surface, th.SAND_DARK, (rect.centerx, rect.centery + theme.px(2)), r)
            pygame.draw.circle(surface, STONE_DARK, rect.center, r)
            pygame.draw.circle(surface, th.PAPYRUS_LIGHT, rect.center, r - max(2, theme.px(4)))
            owner = board["people_statues"].get(spot.id)
            if owner is not None and ctx.colour_of(owner):
                th.draw_player_marker(surface, rect.center, round(r * 0.6), ctx.colour_of(owner))
                continue
            gold = board["spot_gold"].get(spot.id, 0)
            if gold:
                draw_amount(surface, theme, "gold", gold, rect.center, round(r * 0.85), 18)

    # ------------------------------------------------------------------ highlights

    def _draw_highlights(self, surface: pygame.Surface, ctx: BoardContext, geo: _Geometry) -> None:
        """Legal places glow; the hovered one, and the space under preview, in gold."""
        theme = ctx.theme
        targets = self.targets(ctx)
        preview_space = self._selected
        selected = None
        if preview_space is not None:
            selected = geo.spaces[preview_space[0] * ctx.catalog.board.temple.size + preview_space[1]]
        placing = placing_tile(ctx)
        showing = selected is not None and ctx.preview is not None and placing is not None
        if showing:
            self._draw_ghost(surface, ctx, geo, selected, placing[1])
        round_spots = set(map(tuple, geo.statues.values()))
        for target in targets:
            focus = target.rect.collidepoint(ctx.hover) or target.rect == selected
            colour = th.GOLD if focus else th.TURQUOISE
            if tuple(target.rect) in round_spots:
                pygame.draw.circle(surface, colour, target.rect.center, target.rect.w // 2 + theme.px(3),
                                   theme.px(4 if focus else 3))
                continue
            ring = target.rect.inflate(-theme.px(2), -theme.px(2))
            if target.rect != selected:
                surface.blit(self._tint(ring.size, focus), ring)
            pygame.draw.rect(surface, colour, ring, theme.px(4 if focus else 2), border_radius=theme.px(6))
        if showing:
            row, col = preview_space
            anchors = (selected.midtop, selected.midright, selected.midbottom, selected.midleft)
            for d in matching_sides(ctx, row, col, ctx.preview["rotation"]):
                self._draw_match(surface, theme, anchors[d])
            self._draw_turn_badge(surface, theme, selected)

    def _tint(self, size: tuple[int, int], strong: bool) -> pygame.Surface:
        size = (max(0, size[0]), max(0, size[1]))   # a ring squeezed below nothing is empty
        key = (size, strong)
        tint = self._tints.get(key)
        if tint is None:
            tint = self._tints[key] = pygame.Surface(size, pygame.SRCALPHA)
            tint.fill((*th.TURQUOISE_LIGHT, 80 if strong else 22))
        return tint

    @staticmethod
    def _draw_ghost(surface: pygame.Surface, ctx: BoardContext, geo: _Geometry, space: pygame.Rect,
                    tile_id: str) -> None:
        """The tile being placed, see-through, turned as the preview says."""
        inset = max(2, ctx.theme.px(4))
        ghost = pillar_tile_surface(ctx.catalog.pillars[tile_id], ctx.preview["rotation"], geo.cell - 2 * inset)
        ghost = ghost.copy()
        ghost.set_alpha(200)
        surface.blit(ghost, space.inflate(-2 * inset, -2 * inset))

    @staticmethod
    def _draw_match(surface: pygame.Surface, theme: th.Theme, centre: tuple[int, int]) -> None:
        """A gold seal with a tick where an edge matches its neighbour or the wall."""
        r = theme.px(9)
        pygame.draw.circle(surface, th.INK, centre, r)
        pygame.draw.circle(surface, th.GOLD, centre, r - max(1, theme.px(2)))
        cx, cy = centre
        pygame.draw.lines(surface, th.INK, False, [(cx - r * 0.45, cy), (cx - r * 0.1, cy + r * 0.4),
                                                   (cx + r * 0.5, cy - r * 0.4)], max(2, theme.px(3)))

    @staticmethod
    def _draw_turn_badge(surface: pygame.Surface, theme: th.Theme, space: pygame.Rect) -> None:
        """A round "turn me" arrow on the previewed space's corner (R or the mouse wheel)."""
        r = theme.px(13)
        centre = (space.right - r // 2, space.y + r // 2)
        pygame.draw.circle(surface, th.LAPIS, centre, r)
        pygame.draw.circle(surface, th.IVORY, centre, r, max(1, theme.px(2)))
        arc = pygame.Rect(0, 0, r, r)
        arc.center = centre
        pygame.draw.arc(surface, th.IVORY, arc, math.radians(-40), math.radians(220), max(1, theme.px(2)))
        tip = (centre[0] + r * 0.45 * math.cos(math.radians(-40)), centre[1] - r * 0.45 * math.sin(math.radians(-40)))
        k = theme.px(4)
        pygame.draw.polygon(surface, th.IVORY, [(tip[0] - k, tip[1] - k * 0.3), (tip[0] + k, tip[1] - k * 0.3),
                                                (tip[0], tip[1] + k)])

    # ------------------------------------------------------------------ interaction

    def targets(self, ctx: BoardContext) -> list[Target]:
        placing = placing_tile(ctx)
        key = (tuple(ctx.candidates), ctx.preview, placing, self._board_key(ctx))
        if key != self._targets_key:
            self._targets = self._find_targets(ctx, placing)
            self._targets_key = key
        return list(self._targets)

    def _find_targets(self, ctx: BoardContext, placing: tuple[int, str] | None) -> list[Target]:
        geo = self._geometry(ctx)
        data = ctx.catalog.board.temple
        found: list[Target] = []
        preview_space = self._selected = self._preview_space(ctx)
        tile = say(card_name(ctx.catalog, placing[1])) if placing else _("the pillar tile")   # "Pillar of Dusk"
        for (row, col), actions in sorted(self._space_actions(ctx).items()):
            rect = geo.spaces[row * data.size + col]
            if (row, col) == preview_space:
                if ctx.preview is not None and ctx.preview in actions:
                    actions = [ctx.preview]
                    rotation = ctx.preview["rotation"]
                    text = _("Click again to place {tile} here, turned {degrees}°. {matches} R or the mouse wheel "
                             "turns it.", tile=tile, degrees=90 * rotation,
                             matches=edge_vp_words(ctx, row, col, rotation))
                else:
                    text = _("Choose how {tile} is turned here.", tile=tile)
            else:
                text = _("Place {tile} on row {row}, column {column} (gain {reward}); then choose how it is turned.",
                         tile=tile, row=row + 1, column=col + 1, reward=gain_words(data.rewards[row][col]))
            found.append(Target(rect, list(actions), text))
        for spot_id, actions in sorted(self._spot_actions(ctx, "build", set(geo.buildings)).items()):
            spot = next(s for s in data.building_spots if s.id == spot_id)
            found.append(Target(geo.buildings[spot_id], actions,
                                _("Build here for {cost}. {line}", cost=amount_words("bread", spot.cost),
                                  line=self._line_words(ctx, spot.line, spot.index))))
        for spot_id, actions in sorted(self._spot_actions(ctx, "statue", set(geo.statues)).items()):
            spot = next(s for s in data.statue_spots if s.id == spot_id)
            gold = ctx.view["board"]["spot_gold"].get(spot_id, 0)
            vp = ctx.catalog.board.scoring.temple_people_statue_vp_per_pillar
            found.append(Target(geo.statues[spot_id], actions,
                                _("Build a statue for the people here: take {gold} and gain {vp} VP for each of your "
                                  "pillars in {line}.", gold=amount_words("gold", gold), vp=vp,
                                  line=self._line_name(spot.line, spot.index))))
        return found

    @staticmethod
    def _line_name(line: str, index: int) -> str:
        return _("row {number}", number=index + 1) if line == "row" else _("column {number}", number=index + 1)

    def _line_words(self, ctx: BoardContext, line: str, index: int) -> str:
        return _("Lines up with {line}: your pillars there give {vp} VP each, empty spaces 1 of their items.",
                 line=self._line_name(line, index), vp=ctx.catalog.board.scoring.hathor_pillar_vp)

    def hints(self, ctx: BoardContext) -> list[Hint]:
        geo = self._geometry(ctx)
        found = [Hint(rect, self._space_hint(ctx, i)) for i, rect in enumerate(geo.spaces)]
        found += [Hint(geo.buildings[s.id], self._building_hint(ctx, s)) for s in ctx.catalog.board.temple.building_spots]
        found += [Hint(geo.statues[s.id], self._statue_hint(ctx, s)) for s in ctx.catalog.board.temple.statue_spots]
        return found

    def _space_hint(self, ctx: BoardContext, index: int) -> str:
        data = ctx.catalog.board.temple
        row, col = divmod(index, data.size)
        last = data.size - 1
        if row in (0, last) and col in (0, last):
            where = _("Row {row}, column {column} (corner: matching edges score {vp} VP each)", row=row + 1,
                      column=col + 1, vp=data.corner_edge_vp)
        else:
            where = _("Row {row}, column {column}", row=row + 1, column=col + 1)
        reward = gain_words(data.rewards[row][col])
        cell = ctx.view["board"]["temple"][index]
        if cell is None:
            return _("{where}: empty. Covering it gains {reward}; a Hathor building in line takes 1 of it.",
                     where=where, reward=reward)
        tile = ctx.catalog.pillars[cell["tile"]]
        owner = ctx.name_of(cell["owner"]) if cell["owner"] >= 0 else _("nobody yet")
        return _("{where} (covered: {reward}). Owner: {owner}. Edges now: {edges}. {tile}", where=where, reward=reward,
                 owner=owner, edges=edges_words(rotated_edges(tile.edges, cell["rotation"])), tile=tile_text(tile))

    def _building_hint(self, ctx: BoardContext, spot: Any) -> str:
        players = self._players(ctx)
        head = _("Building spot ({line}), {cost}.", line=self._line_name(spot.line, spot.index),
                 cost=amount_words("bread", spot.cost))
        owner = ctx.view["board"]["temple_buildings"].get(spot.id)
        if owner is not None:
            return _("{spot} Built by {name}.", spot=head, name=ctx.name_of(owner))
        if players not in spot.players:
            allowed = list_words([str(p) for p in sorted(spot.players)], style="or")
            return _("{spot} Not used in a {players}-player game (only with {allowed} players).", spot=head,
                     players=players, allowed=allowed)
        text = f"{head} {self._line_words(ctx, spot.line, spot.index)}"
        why = self._why_not_offered(ctx, spot)
        return f"{why}\n{text}" if why else text

    @staticmethod
    def _why_not_offered(ctx: BoardContext, spot: Any) -> str:
        """For the player choosing a Hathor spot: why an open spot is not among the choices.

        Only words: what is offered comes from ``ctx.candidates``. The view's goods tell whether
        the cost is the reason (gold pays for any resource, RULES §6.3 and the payment rules).
        """
        decision = ctx.decision
        if (ctx.decision_kind != "hathor_spot" or decision is None or decision["player"] != ctx.viewer
                or filter_actions(ctx.candidates, "build", spot=spot.id)):
            return ""
        goods = ctx.view["players"][ctx.viewer]["resources"]
        bread, gold = goods.get("bread", 0), goods.get("gold", 0)
        if bread + gold < spot.cost:
            return _("Not affordable now: {cost} needed (you have {bread} and {gold}; gold pays for any resource).",
                     cost=amount_words("bread", spot.cost), bread=amount_words("bread", bread),
                     gold=amount_words("gold", gold))
        return _("Not among the choices now.")

    def _statue_hint(self, ctx: BoardContext, spot: Any) -> str:
        board = ctx.view["board"]
        line = self._line_name(spot.line, spot.index)
        owner = board["people_statues"].get(spot.id)
        if owner is not None:
            return _("Statue for the people ({line}), built by {name}. It counts at scoring.", line=line,
                     name=ctx.name_of(owner))
        return _("Statue for the people ({line}), built with a Horus action: take the {gold} here and gain {vp} VP "
                 "per own pillar in {line}. It counts at scoring.", line=line,
                 gold=amount_words("gold", board["spot_gold"].get(spot.id, 0)),
                 vp=ctx.catalog.board.scoring.temple_people_statue_vp_per_pillar)
