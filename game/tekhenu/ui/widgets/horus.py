"""The Horus area: the six Horus bonus tiles and the god-statue spots of each god.

The tile in position *n* says which god a Horus action with a die of value *n* may honour
(RULES §6.1), so every tile shows its die face, its god, the bonus it pays, and beneath it
that god's statue spots — the usable ones for this player count, then the unusable ones.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, pgettext, say
from game.tekhenu.rules.catalog import HorusTile
from game.tekhenu.rules.names import card_name
from game.tekhenu.ui import dice
from game.tekhenu.ui.icons import draw_icon, gain_words, god_words
from game.tekhenu.ui.widgets.osiris import draw_player_marker_safe
from game.ui import theme as th
from game.ui.text import fitting_font
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


class HorusWidget(Widget):
    """Six Horus tiles in board order, each above its god's statue spots."""

    def __init__(self) -> None:
        super().__init__()
        self.columns: list[pygame.Rect] = []
        self.tile_rects: list[pygame.Rect] = []
        self.spot_rects: list[list[pygame.Rect]] = []
        self._tiles_cache: tuple[tuple[str, ...], pygame.Surface] | None = None

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self._tiles_cache = None
        pad, gap = theme.px(8), theme.px(6)
        width = (self.rect.w - 2 * pad - 5 * gap) // 6
        top = self.rect.y + pad
        tile_h = theme.px(72)
        spots_h = self.rect.bottom - pad - top - tile_h - theme.px(4)
        self.columns, self.tile_rects, self.spot_rects = [], [], []
        for i in range(6):
            x = self.rect.x + pad + i * (width + gap)
            column = pygame.Rect(x, top, width, self.rect.bottom - pad - top)
            tile = pygame.Rect(x, top, width, tile_h)
            side = min(spots_h, (width - theme.px(8)) // 3)
            spots_y = tile.bottom + theme.px(4) + (spots_h - side) // 2
            step = (width - 3 * side) // 4
            self.columns.append(column)
            self.tile_rects.append(tile)
            self.spot_rects.append([pygame.Rect(x + step + k * (side + step), spots_y, side, side)
                                    for k in range(3)])

    # ------------------------------------------------------------------ data
    @staticmethod
    def _tiles(ctx: BoardContext) -> list[HorusTile]:
        return [ctx.catalog.horus_tiles[tile_id] for tile_id in ctx.view["board"]["horus_tiles"]]

    @staticmethod
    def _usable(ctx: BoardContext) -> int:
        return ctx.catalog.board.horus.usable_statue_spots[len(ctx.view["players"])]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        theme = ctx.theme
        draw_panel(surface, self.rect.inflate(-theme.px(3), -theme.px(4)).move(0, -theme.px(1)), theme)
        tiles = self._tiles(ctx)
        key = tuple(t.id for t in tiles)
        if self._tiles_cache is None or self._tiles_cache[0] != key:
            self._tiles_cache = (key, self._render_tiles(theme, tiles))
        surface.blit(self._tiles_cache[1], self.rect.topleft)
        usable = self._usable(ctx)
        statues = ctx.view["board"]["god_statues"]
        for i, tile in enumerate(tiles):
            owners = statues.get(tile.god, [])
            for k, spot in enumerate(self.spot_rects[i]):
                self._draw_spot(surface, ctx, spot, owners[k] if k < len(owners) else None, k < usable)
        for target in self.targets(ctx):
            draw_glow(surface, target.rect, theme, strong=target.rect.collidepoint(ctx.hover))

    def _render_tiles(self, theme: th.Theme, tiles: list[HorusTile]) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for i, tile in enumerate(tiles):
            self._draw_tile(surf, self.tile_rects[i].move(-self.rect.x, -self.rect.y), theme, i + 1, tile)
            spots = self.spot_rects[i][0].unionall(self.spot_rects[i][1:]).inflate(theme.px(8), theme.px(6))
            pygame.draw.rect(surf, th.mix(th.PAPYRUS, th.SAND, 0.45), spots.move(-self.rect.x, -self.rect.y),
                             border_radius=spots.h // 2)
        return surf

    @staticmethod
    def _draw_tile(surf: pygame.Surface, rect: pygame.Rect, theme: th.Theme, value: int, tile: HorusTile) -> None:
        radius = theme.px(7)
        pygame.draw.rect(surf, th.SAND_DARK, rect.move(0, theme.px(2)), border_radius=radius)
        pygame.draw.rect(surf, th.PAPYRUS_LIGHT, rect, border_radius=radius)
        band = pygame.Rect(rect.x, rect.y, rect.w, theme.px(28))
        pygame.draw.rect(surf, th.LAPIS, band, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(surf, th.GOLD, (band.x, band.bottom), (band.right - 1, band.bottom), max(1, theme.px(2)))
        pygame.draw.rect(surf, th.LAPIS_DARK, rect, max(1, theme.px(2)), border_radius=radius)
        god = god_words(tile.god)
        smallest_die = theme.px(12)
        font = fitting_font(theme, god, band.w - smallest_die - theme.px(13), size=16, role="bold")
        if font is None:   # too long even small: the die leaves the band to the name
            smallest_die = 0
            font = fitting_font(theme, god, band.w - theme.px(6), size=16, role="bold") \
                or theme.font("bold", th.MIN_FONT_PX)
        name = font.render(god, True, th.IVORY)
        side = max(smallest_die, min(theme.px(22), band.w - name.get_width() - theme.px(13)))   # room for the name
        die = pygame.Rect(0, 0, side, side)
        die.midleft = (band.x + theme.px(4), band.centery)
        if side:
            dice.draw_die(surf, die, "white", value, letter=False)
        name_x = die.right + theme.px(4) if side else band.x + theme.px(3)
        room = band.right - name_x - theme.px(3)
        surf.blit(name, name.get_rect(midleft=(name_x + max(0, (room - name.get_width()) // 2), band.centery)))
        body = pygame.Rect(rect.x, band.bottom, rect.w, rect.bottom - band.bottom)
        icon = theme.px(24)
        items = list(tile.bonus.items())
        count_font = theme.font("bold", 20)
        widths = [count_font.size(f"+{n}")[0] + theme.px(3) + icon for _, n in items]
        x = body.centerx - (sum(widths) + theme.px(8) * (len(items) - 1)) // 2
        for (key, n), w in zip(items, widths):
            count = count_font.render(f"+{n}", True, th.INK)
            surf.blit(count, count.get_rect(midleft=(x, body.centery)))
            draw_icon(surf, key, (x + w - icon // 2, body.centery), icon)
            x += w + theme.px(8)

    @staticmethod
    def _draw_spot(surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect,
                   owner: int | None, usable: bool) -> None:
        theme = ctx.theme
        centre = rect.center
        r = rect.w // 2
        if not usable and owner is None:
            pygame.draw.circle(surface, th.mix(th.PAPYRUS_DARK, th.SAND_DARK, 0.4), centre, r)
            d = round(r * 0.45)
            for sign in (1, -1):
                pygame.draw.line(surface, th.PAPYRUS, (centre[0] - d, centre[1] - d * sign),
                                 (centre[0] + d, centre[1] + d * sign), max(1, theme.px(2)))
            return
        pygame.draw.circle(surface, th.PAPYRUS_DARK if owner is None else th.PAPYRUS_LIGHT, centre, r)
        pygame.draw.circle(surface, th.SAND_DARK, centre, r, max(1, theme.px(2)))
        if owner is not None:
            draw_player_marker_safe(surface, ctx, centre, round(r * 0.62), owner)

    # ------------------------------------------------------------------ interaction
    @staticmethod
    def _players(ctx: BoardContext) -> int:
        return len(ctx.view["players"])

    @staticmethod
    def _is_automa(ctx: BoardContext, seat: int) -> bool:
        return bool(ctx.view["players"][seat].get("is_automa"))

    @staticmethod
    def _automa_seat(ctx: BoardContext) -> int | None:
        return next((i for i, p in enumerate(ctx.view["players"]) if p.get("is_automa")), None)

    def _bonus_words(self, ctx: BoardContext, seat: int, value: int, tile: HorusTile) -> str:
        """What ``seat`` gains from a statue for this tile's god: Botankhamun ignores the tile and
        gains by its position (RULES §7.6), everyone else the tile's bonus."""
        if self._is_automa(ctx, seat):
            return gain_words(ctx.catalog.board.horus.automa_bonus[value])
        return gain_words(tile.bonus)

    def _count_rule(self, ctx: BoardContext, god: str, who: str | None = None) -> str:
        """The player-count extra of RULES §6.1 A, for the statue's owner ``who`` (None: any
        owner), as a sentence to add ("" when the player count has none)."""
        horus = ctx.catalog.board.horus
        players = self._players(ctx)
        if players in horus.bonus_on_build_players:
            if who is None:
                return " " + _("With {players} players a statue's owner also gains it once, immediately on building "
                               "the statue.", players=players)
            return " " + _("With {players} players {name} also gained it once, immediately on building the statue.",
                           players=players, name=who)
        if players in horus.bonus_on_own_action_players:
            if who is None:
                return " " + _("With {players} players a statue's owner also gains it whenever performing the {god} "
                               "action personally (but not on building the statue).", players=players, god=god)
            return " " + _("With {players} players {name} also gains it whenever performing the {god} action "
                           "personally (but not on building the statue).", players=players, name=who, god=god)
        return ""

    def _tile_text(self, ctx: BoardContext, value: int, tile: HorusTile) -> str:
        god = god_words(tile.god)
        text = _("Horus tile {value} — {name}: a Horus action with a die showing {value} builds a statue for {god}. "
                 "{text}", value=value, name=say(card_name(ctx.catalog, tile.id)), god=god,
                 text=pgettext(tile.id, tile.text)) + self._count_rule(ctx, god)
        automa = self._automa_seat(ctx)
        if automa is not None:
            text += " " + _("Botankhamun ignores the tile's bonus: for his statue here (position {value}) he gains "
                            "{bonus}.", value=value, bonus=self._bonus_words(ctx, automa, value, tile))
        owners = ctx.view["board"]["god_statues"].get(tile.god, [])
        names = ", ".join(ctx.name_of(s) for s in owners)
        text += " " + (_("{god} statues: {names}.", god=god, names=names) if owners
                       else _("No statue for {god} yet.", god=god))
        return text

    def _statue_text(self, ctx: BoardContext, value: int, tile: HorusTile, owners: list[int], k: int) -> str:
        """The hover text of the k-th built statue for the tile's god."""
        god = god_words(tile.god)
        owner = owners[k]
        name = ctx.name_of(owner)
        if owner in owners[:k]:
            return _("{name}'s second statue for {god}: it earns nothing extra, the first one already pays the bonus. "
                     "It still counts as a statue at scoring.", name=name, god=god)
        text = _("{name}'s statue for {god}: earns {bonus} whenever another player performs the {god} action.",
                 name=name, god=god, bonus=self._bonus_words(ctx, owner, value, tile)) \
            + self._count_rule(ctx, god, name)
        if self._is_automa(ctx, owner):
            text += " " + _("Botankhamun ignores the tile's own bonus and gains by its position ({value}).",
                            value=value)
        return text

    def _build_text(self, ctx: BoardContext, value: int, tile: HorusTile) -> str:
        """The click text for building a statue for the tile's god, for the deciding player."""
        god = god_words(tile.god)
        seat = ctx.decision["player"]
        if seat in ctx.view["board"]["god_statues"].get(tile.god, []):
            return _("Build a second statue for {god}: it counts at scoring, but earns no extra bonus (your first "
                     "statue for {god} already pays it).", god=god)
        bonus = self._bonus_words(ctx, seat, value, tile)
        horus = ctx.catalog.board.horus
        players = self._players(ctx)
        text = _("Build a statue for {god}: whenever another player performs the {god} action, you gain {bonus}.",
                 god=god, bonus=bonus)
        if players in horus.bonus_on_build_players:
            text += " " + _("With {players} players you also gain {bonus} once, as you build it.", players=players,
                            bonus=bonus)
        elif players in horus.bonus_on_own_action_players:
            text += " " + _("With {players} players you also gain it when you perform the {god} action yourself.",
                            players=players, god=god)
        return text

    def targets(self, ctx: BoardContext) -> list[Target]:
        if not ctx.candidates or ctx.decision_kind != "horus_target" or not self.columns:
            return []
        found = []
        for i, tile in enumerate(self._tiles(ctx)):
            actions = filter_actions(ctx.candidates, "statue", god=tile.god)
            if actions:
                found.append(Target(self.columns[i], actions, self._build_text(ctx, i + 1, tile)))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found = []
        usable = self._usable(ctx)
        players = self._players(ctx)
        statues = ctx.view["board"]["god_statues"]
        for i, tile in enumerate(self._tiles(ctx)):
            value = i + 1
            found.append(Hint(self.tile_rects[i], self._tile_text(ctx, value, tile)))
            owners = statues.get(tile.god, [])
            god = god_words(tile.god)
            for k, rect in enumerate(self.spot_rects[i]):
                if k < len(owners):
                    text = self._statue_text(ctx, value, tile, owners, k)
                elif k < usable:
                    text = _("A free statue spot for {god}. Build here with a Horus action and a die showing {value}; "
                             "the statue earns {bonus} whenever another player performs the {god} action.", god=god,
                             value=value, bonus=gain_words(tile.bonus)) + self._count_rule(ctx, god)
                else:
                    text = ngettext("Not used with {players} players: only {n} statue per god.",
                                    "Not used with {players} players: only {n} statues per god.", usable,
                                    players=players)
                found.append(Hint(rect, text))
        return found
