"""The Osiris area: four districts × six rows of building spots and the two people-statue spots.

The die value chooses the row, the player chooses the district (RULES §6.7). Each cell shows
what building there gives — the production raised (an up-arrow on the resource) on its top
line and the goods gained ("+n") on its bottom line — all read from ``data/board.yaml``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, LazyText, _, ngettext
from game.tekhenu.rules.catalog import OsirisRow
from game.tekhenu.ui import dice
from game.tekhenu.ui.icons import RESOURCE_COLOURS, amount_words, draw_icon, list_words, resource_words
from game.ui import theme as th
from game.ui.text import fitting_font, wrap_text
from game.ui.widgets.base import (
    Hint,
    Target,
    Widget,
    draw_glow,
    draw_panel,
    filter_actions,
)

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

# --------------------------------------------------------------------------- pictures

def draw_raise_arrow(surface: pygame.Surface, center: tuple[int, int], size: int,
                     colour: th.Colour = th.TURQUOISE_DARK) -> None:
    """The "raise a production track" arrow: a bold upward triangle on a stem."""
    cx, cy = center
    h = max(4, size)
    w = max(4, round(size * 0.8))
    head = [(cx, cy - h // 2), (cx + w // 2, cy), (cx - w // 2, cy)]
    pygame.draw.polygon(surface, colour, head)
    stem = pygame.Rect(0, 0, max(2, w // 3), h // 2)
    stem.midtop = (cx, cy - 1)
    pygame.draw.rect(surface, colour, stem)


# --------------------------------------------------------------------------- helpers

#: Each district's title on the board: the good it produces.
DISTRICT_TITLES: dict[str, LazyText] = {"papyrus": N_("Papyrus"), "bread": N_("Bread"), "limestone": N_("Limestone"),
                                        "granite": N_("Granite")}
#: A building of each district, in words ("Row 2, papyrus workshop").
DISTRICT_BUILDINGS: dict[str, LazyText] = {
    "papyrus": N_("papyrus workshop"), "bread": N_("bread workshop"), "limestone": N_("limestone quarry"),
    "granite": N_("granite quarry")}
#: Each district as a whole, in words.
DISTRICT_NAMES: dict[str, LazyText] = {
    "papyrus": N_("Papyrus workshops"), "bread": N_("Bread workshops"), "limestone": N_("Limestone quarries"),
    "granite": N_("Granite quarries")}
#: The title of each statue spot above the districts.
SPOT_TITLES: dict[str, LazyText] = {"OS_WORKSHOPS": N_("Workshops statue"), "OS_QUARRIES": N_("Quarries statue")}
#: The first words of a statue spot's hover text: as it is, and (True) when it may be built now.
_SPOT_HEADS: dict[str, dict[bool, Callable[[], str]]] = {
    "OS_WORKSHOPS": {False: lambda: _("Statue for the people above the workshops."),
                     True: lambda: _("Build your statue for the people above the workshops.")},
    "OS_QUARRIES": {False: lambda: _("Statue for the people above the quarries."),
                    True: lambda: _("Build your statue for the people above the quarries.")},
}
#: How a district tie is broken at scoring (RULES §5.5 step 1), for the hover texts.
TIE_RULE = N_("a tie goes to the tied player whose piece stands nearest the top: a statue above the districts "
              "beats any building, then row 1 beats row 2, and so on")


def row_reward_text(spec: OsirisRow, district: str, partner: str) -> str:
    """What building in this row and district gives, in words (from the board data)."""
    parts: list[str] = []
    own, other = resource_words(district), resource_words(partner)
    if spec.raise_own and spec.raise_partner and spec.raise_own == spec.raise_partner:
        parts.append(_("raise your {resource} and {partner} production by {n} each", resource=own, partner=other,
                       n=spec.raise_own))
    else:
        if spec.raise_own:
            parts.append(_("raise your {resource} production by {n}", resource=own, n=spec.raise_own))
        if spec.raise_partner:
            parts.append(_("raise your {resource} production by {n}", resource=other, n=spec.raise_partner))
    if spec.raise_any:
        parts.append(_("raise any one production track by {n}", n=spec.raise_any))
    gains = []
    if spec.gain_own:
        gains.append(amount_words(district, spec.gain_own))
    if spec.gain_own_or_partner:
        gains.append(list_words([amount_words(district, spec.gain_own_or_partner),
                                 amount_words(partner, spec.gain_own_or_partner)], style="or"))
    if spec.gain_gold:
        gains.append(amount_words("gold", spec.gain_gold))
    if gains:
        parts.append(_("gain {items}", items=list_words(gains)))
    text = list_words(parts)
    # Translators: what building in an Osiris row gives, a list of things ("raise …, gain …") made a sentence.
    return _("{reward}.", reward=text[0].upper() + text[1:])


# --------------------------------------------------------------------------- widget

class OsirisWidget(Widget):
    """The Osiris districts with their buildings, and the two statue spots above them."""

    def __init__(self) -> None:
        super().__init__()
        self._theme: th.Theme | None = None
        self._background: pygame.Surface | None = None
        self._background_key: tuple[Any, ...] = ()
        self.spot_rects: dict[str, pygame.Rect] = {}
        self.header_rects: dict[str, pygame.Rect] = {}
        self.column_rects: dict[str, pygame.Rect] = {}
        self.cell_rects: list[list[pygame.Rect]] = []
        self.row_label_rects: list[pygame.Rect] = []
        self.row_gold_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._theme = theme
        self._background = None
        px = theme.px
        pad = px(8)
        left = self.rect.x + pad
        label_w = px(58)
        gap = px(4)
        cols_x = left + label_w
        col_w = max(0, (self.rect.right - pad - cols_x - gap * 3) // 4)   # 0 in a squeezed rect
        band_top = self.rect.y + pad
        band_h = px(66)
        header_top = band_top + band_h + px(4)
        header_h = px(30)
        rows_top = header_top + header_h + px(3)
        row_gap = px(3)
        row_h = max(0, (self.rect.bottom - pad - rows_top - row_gap * 5) // 6)
        self.cell_rects = [[pygame.Rect(cols_x + d * (col_w + gap), rows_top + r * (row_h + row_gap),
                                        col_w, row_h) for d in range(4)] for r in range(6)]
        self.row_label_rects = [pygame.Rect(left, rows_top + r * (row_h + row_gap), label_w - gap, row_h)
                                for r in range(6)]
        self._header_top, self._header_h = header_top, header_h
        self._band = pygame.Rect(cols_x, band_top, col_w * 4 + gap * 3, band_h)
        self._col_w, self._gap = col_w, gap

    def _layout_data(self, ctx: BoardContext) -> None:
        """Rects that depend on the board data (district order, statue spots)."""
        osiris = ctx.catalog.board.osiris
        self.header_rects = {}
        self.column_rects = {}
        for d, district in enumerate(osiris.districts):
            first = self.cell_rects[0][d]
            self.header_rects[district] = pygame.Rect(first.x, self._header_top, first.w, self._header_h)
            self.column_rects[district] = first.union(self.cell_rects[-1][d])
        self.spot_rects = {}
        inset = ctx.theme.px(10)
        for spot in osiris.statue_spots:
            cols = [self.column_rects[d] for d in spot.districts]
            span = cols[0].union(cols[1])
            self.spot_rects[spot.id] = pygame.Rect(span.x + inset, self._band.y, span.w - 2 * inset, self._band.h)
        gold = self.row_label_rects[1]
        self.row_gold_rect = pygame.Rect(0, 0, ctx.theme.px(18), ctx.theme.px(18))
        self.row_gold_rect.center = (gold.right - ctx.theme.px(10), gold.centery)

    # ------------------------------------------------------------------ static art
    def _ensure_background(self, ctx: BoardContext) -> None:
        key = (self.rect.size, ctx.theme.scale)
        if self._background is not None and key == self._background_key:
            return
        self._layout_data(ctx)
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = pygame.Rect(0, 0, *self.rect.size)
        draw_panel(surf, local.inflate(-ctx.theme.px(3), -ctx.theme.px(4)).move(0, -ctx.theme.px(1)),
                   ctx.theme)
        offset = (-self.rect.x, -self.rect.y)
        osiris = ctx.catalog.board.osiris
        for d, district in enumerate(osiris.districts):
            self._draw_header(surf, self.header_rects[district].move(offset), ctx.theme, district)
            for r, spec in enumerate(osiris.rows):
                self._draw_cell(surf, self.cell_rects[r][d].move(offset), ctx.theme, spec,
                                district, osiris.partner[district])
        for r in range(len(osiris.rows)):
            self._draw_row_label(surf, self.row_label_rects[r].move(offset), ctx.theme, r + 1)
        self._background = surf
        self._background_key = key

    def _draw_header(self, surf: pygame.Surface, rect: pygame.Rect, theme: th.Theme, district: str) -> None:
        colour = RESOURCE_COLOURS[district]
        pygame.draw.rect(surf, th.mix(colour, th.PAPYRUS_LIGHT, 0.55), rect, border_radius=theme.px(6))
        pygame.draw.rect(surf, th.mix(colour, th.INK, 0.35), rect, 1, border_radius=theme.px(6))
        icon, gap = theme.px(20), theme.px(6)
        title = str(DISTRICT_TITLES[district])
        room = rect.w - theme.px(8)
        font = fitting_font(theme, title, room - icon - gap, size=17, role="bold")   # a narrow column: smaller
        if font is None:   # still too narrow: the word alone, or else the icon alone
            icon = gap = 0
            font = fitting_font(theme, title, room, size=17, role="bold")
        if font is None:
            icon, title = theme.px(20), ""
        label = font.render(title, True, th.INK) if font is not None else pygame.Surface((0, 0))
        x = rect.centerx - (icon + gap + label.get_width()) // 2
        if icon:
            draw_icon(surf, district, (x + icon // 2, rect.centery), icon)
        surf.blit(label, label.get_rect(midleft=(x + icon + gap, rect.centery)))

    def _draw_row_label(self, surf: pygame.Surface, rect: pygame.Rect, theme: th.Theme, row: int) -> None:
        side = min(rect.h - theme.px(6), theme.px(30))
        die = pygame.Rect(0, 0, side, side)
        die.midleft = (rect.x + theme.px(2), rect.centery)
        dice.draw_die(surf, die, "white", row, letter=False)

    def _draw_cell(self, surf: pygame.Surface, rect: pygame.Rect, theme: th.Theme, spec: OsirisRow,
                   district: str, partner: str) -> None:
        base = th.mix(RESOURCE_COLOURS[district], th.PAPYRUS_LIGHT, 0.8)
        pygame.draw.rect(surf, base, rect, border_radius=theme.px(5))
        pygame.draw.rect(surf, th.PAPYRUS_DARK, rect, 1, border_radius=theme.px(5))
        icon = theme.px(19)
        line_gap = theme.px(2)
        top_y = rect.centery - (icon + line_gap) // 2 - theme.px(1)
        bottom_y = rect.centery + (icon + line_gap) // 2 + theme.px(1)
        raises = [(district, spec.raise_own), (partner, spec.raise_partner), ("any", spec.raise_any)]
        self._draw_line(surf, rect, top_y, theme, [("raise", key, n) for key, n in raises if n], icon)
        gains: list[tuple[str, str, int]] = []
        if spec.gain_own:
            gains.append(("gain", district, spec.gain_own))
        if spec.gain_own_or_partner:
            gains.append(("either", f"{district}/{partner}", spec.gain_own_or_partner))
        if spec.gain_gold:
            gains.append(("gain", "gold", spec.gain_gold))
        self._draw_line(surf, rect, bottom_y, theme, gains, icon)

    def _item_width(self, theme: th.Theme, kind: str, key: str, amount: int, icon: int) -> int:
        if kind == "raise":
            return icon + theme.px(12) + (theme.font("bold", 14).size(f"{amount}")[0] if amount > 1 else 0)
        count = theme.font("bold", 15).size(f"+{amount}")[0] + theme.px(2)
        if kind == "either":
            return count + icon * 2 + theme.px(10)
        return count + icon

    def _draw_line(self, surf: pygame.Surface, rect: pygame.Rect, y: int, theme: th.Theme,
                   items: list[tuple[str, str, int]], icon: int) -> None:
        """Lay out a line of reward icons centred in the cell (smaller icons when it is tight)."""
        space = theme.px(7)
        widths = [self._item_width(theme, *item, icon) for item in items]
        while icon > theme.px(10) and sum(widths) + space * (len(items) - 1) > rect.w - theme.px(6):
            icon -= 1
            widths = [self._item_width(theme, *item, icon) for item in items]
        x = rect.centerx - (sum(widths) + space * (len(items) - 1)) // 2
        for (kind, key, amount), width in zip(items, widths):
            if kind == "raise":
                arrow_x = x + theme.px(5)
                draw_raise_arrow(surf, (arrow_x, y + theme.px(3)), theme.px(13))
                cx = arrow_x + theme.px(6)
                if amount > 1:
                    n = theme.render(f"{amount}", "bold", 14, th.TURQUOISE_DARK)
                    surf.blit(n, n.get_rect(midleft=(cx, y)))
                    cx += n.get_width()
                draw_icon(surf, key, (cx + icon // 2, y), icon)
            else:
                count = theme.render(f"+{amount}", "bold", 15, th.INK)
                surf.blit(count, count.get_rect(midleft=(x, y)))
                cx = x + count.get_width() + theme.px(2)
                if kind == "either":
                    first, second = key.split("/")
                    draw_icon(surf, first, (cx + icon // 2, y), icon)
                    slash = theme.render("/", "bold", 15, th.INK_SOFT)
                    surf.blit(slash, slash.get_rect(center=(cx + icon + theme.px(5), y)))
                    draw_icon(surf, second, (cx + icon + theme.px(10) + icon // 2, y), icon)
                else:
                    draw_icon(surf, key, (cx + icon // 2, y), icon)
            x += width + space

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        self._ensure_background(ctx)
        assert self._background is not None
        surface.blit(self._background, self.rect.topleft)
        board = ctx.view["board"]
        theme = ctx.theme
        self._draw_row_gold(surface, theme, board)
        for spot in ctx.catalog.board.osiris.statue_spots:
            self._draw_spot(surface, ctx, spot.id, board)
        for r, row in enumerate(board["osiris"]):
            for d, seat in enumerate(row):
                if seat is not None:
                    self._draw_building(surface, ctx, self.cell_rects[r][d], seat)
        self._draw_highlights(surface, ctx)

    def _draw_row_gold(self, surface: pygame.Surface, theme: th.Theme, board: dict[str, Any]) -> None:
        gold = board["spot_gold"].get("osiris_row_2", 0)
        if gold:
            draw_icon(surface, "gold", self.row_gold_rect.center, self.row_gold_rect.w)
            if gold > 1:
                n = theme.render(str(gold), "bold", 13, th.INK)
                surface.blit(n, n.get_rect(center=self.row_gold_rect.center))

    def _draw_spot(self, surface: pygame.Surface, ctx: BoardContext, spot_id: str,
                   board: dict[str, Any]) -> None:
        theme = ctx.theme
        rect = self.spot_rects[spot_id]
        pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=theme.px(8))
        pygame.draw.rect(surface, th.SAND_DARK, rect, max(1, theme.px(2)), border_radius=theme.px(8))
        plinth = pygame.Rect(0, 0, theme.px(50), rect.h - theme.px(14))
        plinth.midleft = (rect.x + theme.px(10), rect.centery)
        owner = board["people_statues"].get(spot_id)
        pygame.draw.ellipse(surface, th.SAND, plinth.inflate(0, -plinth.h // 2).move(0, plinth.h // 3))
        if owner is None:
            self._draw_statue_outline(surface, plinth, theme)
        else:
            draw_player_marker_safe(surface, ctx, plinth.center, theme.px(15), owner)
        gold = board["spot_gold"].get(spot_id, 0)
        coin = theme.px(22)
        text_x = plinth.right + theme.px(8)
        room = rect.right - theme.px(2) - text_x
        title = str(SPOT_TITLES.get(spot_id, spot_id))
        spec = next(s for s in ctx.catalog.board.osiris.statue_spots if s.id == spot_id)
        icon = theme.px(18)
        icons_w = 2 * icon + theme.px(14)
        font = fitting_font(theme, title, room, size=17, role="bold")
        if font is not None:   # the title on one line, "counts for" and the districts' icons below it
            surface.blit(font.render(title, True, th.INK), (text_x, rect.y + theme.px(9)))
            words = fitting_font(theme, _("counts for"), room - icons_w - theme.px(6), size=14)
            label = words.render(_("counts for"), True, th.INK_SOFT) if words is not None else pygame.Surface((0, 0))
            y = min(rect.y + theme.px(13) + font.get_linesize() + max(label.get_height(), icon) // 2,
                    rect.bottom - icon // 2 - theme.px(3))
            surface.blit(label, label.get_rect(midleft=(text_x, y)))
            x = text_x + label.get_width() + (theme.px(6) if label.get_width() else 0) + icon // 2
        else:   # a long title takes two lines, the districts' icons under them (the hover says the rest)
            font = theme.font("bold", th.MIN_FONT_PX)
            lines = wrap_text(title, font, room)[:2]
            step = font.get_linesize() - theme.px(3)   # tight: two lines and the icons share the spot's height
            y = rect.y + theme.px(2)
            for line in lines:
                surface.blit(font.render(line, True, th.INK), (text_x, y))
                y += step
            x, y = text_x + icon // 2, min(y + theme.px(3) + icon // 2, rect.bottom - icon // 2 - theme.px(2))
        for i, district in enumerate(spec.districts):
            draw_icon(surface, district, (x, y), icon)
            if i == 0:
                plus = theme.render("+", "bold", 15, th.INK_SOFT)
                surface.blit(plus, plus.get_rect(center=(x + icon // 2 + theme.px(7), y)))
                x += icon + theme.px(14)
        if gold:  # the gold lies on the spot until someone builds there
            centre = (plinth.right - coin // 2, plinth.bottom - coin // 2)
            draw_icon(surface, "gold", centre, coin)
            n = theme.render(str(gold), "bold", 14, th.GOLD_DARK)
            surface.blit(n, n.get_rect(center=centre))

    @staticmethod
    def _draw_statue_outline(surface: pygame.Surface, box: pygame.Rect, theme: th.Theme) -> None:
        """An empty plinth waiting for a statue: a faint standing figure."""
        colour = th.PAPYRUS_DARK
        head_r = max(2, box.h // 8)
        cx = box.centerx
        head = (cx, box.y + head_r + theme.px(2))
        pygame.draw.circle(surface, colour, head, head_r)
        body = [(cx - head_r, head[1] + head_r + theme.px(1)), (cx + head_r, head[1] + head_r + theme.px(1)),
                (cx + round(head_r * 1.5), box.bottom - theme.px(4)), (cx - round(head_r * 1.5), box.bottom - theme.px(4))]
        pygame.draw.polygon(surface, colour, body)

    def _draw_building(self, surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect, seat: int) -> None:
        theme = ctx.theme
        colour_name = ctx.colour_of(seat)
        colour = th.PLAYER_COLOURS.get(colour_name or "", th.INK_SOFT)
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*th.mix(colour, th.PAPYRUS_LIGHT, 0.55), 255), veil.get_rect(),
                         border_radius=theme.px(5))
        surface.blit(veil, rect.topleft)
        pygame.draw.rect(surface, th.mix(colour, th.INK, 0.3), rect, max(1, theme.px(2)), border_radius=theme.px(5))
        # A small house: walls and a roof in the owner's colour, their marker on the door.
        h = min(rect.h - theme.px(8), theme.px(30))
        walls = pygame.Rect(0, 0, round(h * 1.2), round(h * 0.62))
        walls.midbottom = (rect.centerx, rect.centery + h // 2)
        roof = [(walls.x - theme.px(3), walls.y), (walls.centerx, walls.y - round(h * 0.38)),
                (walls.right + theme.px(3), walls.y)]
        pygame.draw.rect(surface, colour, walls)
        pygame.draw.rect(surface, th.INK, walls, 1)
        pygame.draw.polygon(surface, th.mix(colour, th.INK, 0.25), roof)
        pygame.draw.polygon(surface, th.INK, roof, 1)
        draw_player_marker_safe(surface, ctx, (walls.centerx, walls.centery + theme.px(1)),
                                max(4, round(h * 0.2)), seat)

    def draw_district_winners(self, surface: pygame.Surface, ctx: BoardContext,
                              winners: Mapping[str, int | None]) -> None:
        """A scoring's result on the area: each district outlined in the colour of the player
        who has it, with their marker on its name; a district nobody has is veiled."""
        theme = ctx.theme
        for district, column in self.column_rects.items():
            whole = self.header_rects[district].union(column)
            winner = winners.get(district)
            if winner is None:
                veil = pygame.Surface(whole.size, pygame.SRCALPHA)
                veil.fill((*th.PAPYRUS_LIGHT, 170))
                surface.blit(veil, whole.topleft)
                continue
            colour = th.PLAYER_COLOURS.get(ctx.colour_of(winner) or "", th.INK)
            outline = whole.inflate(theme.px(4), theme.px(4))
            pygame.draw.rect(surface, th.INK, outline.inflate(2, 2), max(1, theme.px(6)) + 2,
                             border_radius=theme.px(8))
            pygame.draw.rect(surface, colour, outline, max(2, theme.px(6)), border_radius=theme.px(8))
            header = self.header_rects[district]
            draw_player_marker_safe(surface, ctx, (header.right - theme.px(10), header.top), theme.px(9), winner)

    def _draw_highlights(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        for target in self.targets(ctx):
            hovered = target.rect.collidepoint(ctx.hover)
            draw_glow(surface, target.rect, ctx.theme, strong=hovered)

    # ------------------------------------------------------------------ interaction
    def targets(self, ctx: BoardContext) -> list[Target]:
        if not self.column_rects:
            self._layout_data(ctx)
        if not ctx.candidates:   # nothing offered, whatever the decision
            return []
        kind = ctx.decision_kind
        found: list[Target] = []
        if kind == "osiris_spot":
            row = ctx.decision.get("details", {}).get("row")   # 1-based: the row the die chose
            for d, (district, rect) in enumerate(self.column_rects.items()):
                actions = filter_actions(ctx.candidates, "build", district=district)
                if actions:
                    cell = self.cell_rects[row - 1][d] if isinstance(row, int) else rect
                    found.append(Target(cell, actions, _("Build your {building} here (the row your die chose).",
                                                         building=DISTRICT_BUILDINGS[district])))
        elif kind == "horus_target":
            for spot_id, rect in self.spot_rects.items():
                actions = filter_actions(ctx.candidates, "statue", spot=spot_id)
                if actions:
                    found.append(Target(rect, actions, self._spot_text(ctx, spot_id, building=True)))
        return found

    def _spot_text(self, ctx: BoardContext, spot_id: str, building: bool = False) -> str:
        spec = next(s for s in ctx.catalog.board.osiris.statue_spots if s.id == spot_id)
        board = ctx.view["board"]
        a, b = spec.districts
        gold = board["spot_gold"].get(spot_id, 0)
        owner = board["people_statues"].get(spot_id)
        parts = [_SPOT_HEADS[spot_id][building](),
                 _("At each scoring it counts as a piece in both the {first} and the {second} district, and it stands "
                   "above every building, so it wins ties there.", first=resource_words(a), second=resource_words(b))]
        if owner is not None:
            parts.append(_("Built by {name}.", name=ctx.name_of(owner)))
        elif gold:
            parts.append(_("Whoever builds it takes the {gold} lying on it.", gold=amount_words("gold", gold)))
            parts += _automa_discards(ctx)
        return " ".join(parts)

    def hints(self, ctx: BoardContext) -> list[Hint]:
        if not self.column_rects:
            self._layout_data(ctx)
        osiris = ctx.catalog.board.osiris
        board = ctx.view["board"]
        found: list[Hint] = []
        for r, spec in enumerate(osiris.rows):
            for d, district in enumerate(osiris.districts):
                seat = board["osiris"][r][d]
                reward = row_reward_text(spec, district, osiris.partner[district])
                if seat is None:
                    text = _("Row {row}, {building} (free). {reward}", row=spec.row,
                             building=DISTRICT_BUILDINGS[district], reward=reward)
                else:
                    text = _("Row {row}, {building} (built by {name}). {reward}", row=spec.row,
                             building=DISTRICT_BUILDINGS[district], name=ctx.name_of(seat), reward=reward)
                found.append(Hint(self.cell_rects[r][d], text))
            found.append(Hint(self.row_label_rects[r], self._row_text(ctx, spec.row)))
        gold = board["spot_gold"].get("osiris_row_2", 0)
        if gold:
            found.insert(0, Hint(self.row_gold_rect, " ".join([
                _("The first player to build in row 2 also takes the {gold} lying here.",
                  gold=amount_words("gold", gold)), *_automa_discards(ctx)])))
        for district, rect in self.header_rects.items():
            found.append(Hint(rect, self._district_text(ctx, district)))
        for spot_id, rect in self.spot_rects.items():
            found.append(Hint(rect, self._spot_text(ctx, spot_id)))
        return found

    def _row_text(self, ctx: BoardContext, row: int) -> str:
        cost = ctx.catalog.board.osiris.happiness_cost
        rows = len(ctx.catalog.board.osiris.rows)
        place = _("Row {row} (the top row)", row=row) if row == 1 \
            else _("Row {row} (the bottom row)", row=row) if row == rows else _("Row {row}", row=row)
        return _("{row}: an Osiris action with a die showing {value} builds in this row. Building costs no resources "
                 "but lowers your happiness by {cost} (not possible at happiness 0). At scoring, {tie_rule}.",
                 row=place, value=row, cost=cost, tie_rule=TIE_RULE)

    def _district_text(self, ctx: BoardContext, district: str) -> str:
        osiris = ctx.catalog.board.osiris
        board = ctx.view["board"]
        d = osiris.districts.index(district)
        counts: dict[int, int] = {}
        for row in board["osiris"]:
            if row[d] is not None:
                counts[row[d]] = counts.get(row[d], 0) + 1
        for spot in osiris.statue_spots:
            owner = board["people_statues"].get(spot.id)
            if owner is not None and district in spot.districts:
                counts[owner] = counts.get(owner, 0) + 1
        vp = ctx.catalog.board.scoring.district_vp
        text = _("{district}. At each scoring the player with the most pieces here (buildings, and the statue above) "
                 "gains {vp} VP; {tie_rule}.", district=DISTRICT_NAMES[district], vp=vp, tie_rule=TIE_RULE)
        if counts:
            ranked = sorted(counts.items(), key=lambda item: -item[1])
            pieces = ", ".join(ngettext("{name} {n} piece", "{name} {n} pieces", n, name=ctx.name_of(s))
                               for s, n in ranked)
            text += " " + _("Now: {pieces}.", pieces=pieces)
        else:
            text += " " + _("Nobody has built here yet.")
        return text


def _automa_discards(ctx: BoardContext) -> list[str]:
    """Botankhamun never gains resources: board gold he would take is discarded (RULES §7.4);
    the sentence that says so when he plays, else none."""
    if any(p.get("is_automa") for p in ctx.view["players"]):
        return [_("If Botankhamun builds there, the gold is discarded.")]
    return []


def draw_player_marker_safe(surface: pygame.Surface, ctx: BoardContext, center: tuple[int, int],
                            radius: int, seat: int) -> None:
    """A seat's marker; a neutral ink disc if the seat has no known colour."""
    colour = ctx.colour_of(seat)
    if colour in th.PLAYER_COLOURS:
        th.draw_player_marker(surface, center, radius, colour)
    else:
        pygame.draw.circle(surface, th.INK_SOFT, center, radius)

