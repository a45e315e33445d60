"""Ra's display: the three face-up pillar tiles, the die values that take each of them, the VP
of each display space, and the pillar stack. During a Ra action the tile being placed is
singled out (the choice of space and rotation is made on the temple complex)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, format_number, ngettext
from game.tekhenu.rules.catalog import PillarTile, RaSlot
from game.tekhenu.ui import dice
from game.tekhenu.ui.icons import draw_gain, list_words
from game.tekhenu.ui.widgets.temple import pillar_tile_surface, placing_tile, tile_text
from game.ui import theme as th
from game.ui.text import wrap_text, wrap_whole_words
from game.ui.widgets.base import Hint, Widget, draw_panel

if TYPE_CHECKING:
    from game.tekhenu.ui.context import BoardContext

# Two-word labels of the pillar abilities, by effect kind (the full text comes from the data).
_ABILITY_LABELS: dict[str, Callable[[dict[str, Any]], str]] = {
    "population": lambda p: _("+{n} population", n=p["amount"]),
    "scribe": lambda p: ngettext("+{n} scribe", "+{n} scribes", p["amount"]),
    "happiness": lambda p: _("+{n} happiness", n=p["amount"]),
    "edge_bonus": lambda p: _("+{n} VP per edge", n=p["vp_per_edge"]),
    "building_bonus": lambda p: _("+{n} VP per building", n=p["vp_per_building"]),
    "vp": lambda p: _("+{n} VP", n=p["amount"]),
    "gold": lambda p: _("+{n} gold", n=p["amount"]),
    "thoth": lambda p: _("Thoth {value}", value=p["value"]),
    "horus": lambda p: _("Horus {low}–{high}", low=min(p["values"]), high=max(p["values"])),
    "osiris": lambda p: _("Osiris row {row}", row=p["row"]),
    "draw_decree": lambda p: ngettext("+{n} decree", "+{n} decrees", p["count"]),
    "covered_reward_twice": lambda p: _("Reward ×2"),
}
#: The heading of each space of Ra's display in the hover texts, by the space's name in board.yaml.
_SLOT_HEADS: dict[str, Callable[[str, int], str]] = {
    "left": lambda values, vp: _("Ra's left tile: taken with a die of {values}, +{vp} VP.", values=values, vp=vp),
    "middle": lambda values, vp: _("Ra's middle tile: taken with a die of {values}, +{vp} VP.", values=values, vp=vp),
    "right": lambda values, vp: _("Ra's right tile: taken with a die of {values}, +{vp} VP.", values=values, vp=vp),
}
#: Where each lighting makes a tile's ability work.
_WORKS_WHEN: dict[str, Callable[[], str]] = {
    "sunny": lambda: _("Its ability works when Ra's section is sunny."),
    "shaded": lambda: _("Its ability works when Ra's section is shaded."),
    "dark": lambda: _("Its ability works when Ra's section is dark."),
}


def ability_label(tile: PillarTile) -> str:
    """A short label of the tile's ability ("+2 gold", "Thoth 1"); "No ability" without one."""
    if tile.ability is None:
        return _("No ability")
    label = _ABILITY_LABELS.get(tile.ability.kind)
    return label(dict(tile.ability.params)) if label else tile.ability.kind.replace("_", " ").capitalize()


def _fit(theme: th.Theme, role: str, text: str, width: int) -> tuple[pygame.font.Font, list[str]]:
    """The largest of a few sizes at which ``text`` wraps into at most 3 lines of ``width``,
    words whole (the smallest size, words cut, when none does)."""
    for size in (16, 15, 14):
        font = theme.font(role, size)
        lines = wrap_whole_words(text, font, width, 3)
        if lines:
            return font, lines
    return font, wrap_text(text, font, width)[:3]


def _widest_word(theme: th.Theme, role: str, text: str) -> int:
    """The width of the longest word of ``text`` at the smallest size :func:`_fit` tries."""
    font = theme.font(role, 14)
    return max(font.size(word)[0] for word in text.split())


def _values_words(slot: RaSlot) -> str:
    return list_words([str(v) for v in sorted(slot.values)], style="or")


class RaMarketWidget(Widget):
    """The three face-up pillar tiles of Ra's display and the pillar stack."""

    def __init__(self) -> None:
        super().__init__()
        self._stack_rect = pygame.Rect(0, 0, 0, 0)
        self._cards: list[pygame.Rect] = []
        self._image: pygame.Surface | None = None
        self._image_key: tuple | None = None

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        pad, gap = theme.px(8), theme.px(8)
        self._stack_rect = pygame.Rect(rect.x + pad, rect.y + pad, theme.px(56), rect.h - 2 * pad)
        x0 = self._stack_rect.right + gap
        width = (rect.right - pad - x0 - 2 * gap) // 3
        self._cards = [pygame.Rect(x0 + i * (width + gap), rect.y + pad, width, rect.h - 2 * pad) for i in range(3)]
        self._image = None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        placing = placing_tile(ctx)
        hovered = next((i for i, card in enumerate(self._cards) if card.collidepoint(ctx.hover)), None)
        board = ctx.view["board"]
        key = (self.rect.size, ctx.theme.scale, tuple(board["ra_display"]), board["pillar_stack"],
               placing and placing[0], hovered)
        if self._image is None or key != self._image_key:
            self._image = self._render(ctx, placing and placing[0], hovered)
            self._image_key = key
        surface.blit(self._image, self.rect)

    def _render(self, ctx: BoardContext, placing: int | None, hovered: int | None) -> pygame.Surface:
        """The whole widget in its own coordinates (redrawn only when something in it changes)."""
        theme = ctx.theme
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shift = (-self.rect.x, -self.rect.y)
        draw_panel(out, pygame.Rect(0, 0, *self.rect.size).inflate(-theme.px(4), -theme.px(4)), theme)
        self._draw_stack(out, ctx, self._stack_rect.move(shift))
        display = ctx.view["board"]["ra_display"]
        for i, slot in enumerate(ctx.catalog.board.temple.ra_display):
            state = "normal" if placing is None else ("placing" if placing == i else "idle")
            self._draw_card(out, ctx, self._cards[i].move(shift), slot, display[i], state, hovered == i)
        return out

    @staticmethod
    def _draw_stack(surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect) -> None:
        theme = ctx.theme
        title = theme.render(_("Ra"), "title", 26, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y - theme.px(2))))
        count = ctx.view["board"]["pillar_stack"]
        side = theme.px(34)
        base = pygame.Rect(0, 0, side, side)
        base.midbottom = (rect.centerx - theme.px(3), rect.bottom - theme.px(12))
        top = base
        for k in range(min(3, count)):
            top = base.move(theme.px(3) * k, -theme.px(3) * k)
            pygame.draw.rect(surface, th.INK, top, border_radius=theme.px(4))
            pygame.draw.rect(surface, th.SAND_DARK, top.inflate(-theme.px(3), -theme.px(3)), border_radius=theme.px(3))
            pygame.draw.rect(surface, th.PAPYRUS_DARK, top.inflate(-theme.px(10), -theme.px(10)),
                             border_radius=theme.px(2))
        if count == 0:
            pygame.draw.rect(surface, th.SAND_DARK, base, max(1, theme.px(2)), border_radius=theme.px(4))
        # the tiles left, on the stack itself: a number needs no words in any language (the hover says them)
        label = theme.render(format_number(count), "bold", 18, th.INK)
        surface.blit(label, label.get_rect(center=top.center))

    def _draw_card(self, surface: pygame.Surface, ctx: BoardContext, rect: pygame.Rect, slot: RaSlot,
                   tile_id: str | None, state: str, hovered: bool) -> None:
        theme = ctx.theme
        fill = th.PAPYRUS_LIGHT if state == "placing" or hovered else th.PAPYRUS
        pygame.draw.rect(surface, th.SAND_DARK, rect.move(0, theme.px(2)), border_radius=theme.px(8))
        pygame.draw.rect(surface, fill, rect, border_radius=theme.px(8))
        pad = theme.px(6)
        head_h = theme.px(26)
        self._draw_head(surface, theme, pygame.Rect(rect.x + pad, rect.y + pad // 2, rect.w - 2 * pad, head_h), slot)
        body = pygame.Rect(rect.x + pad, rect.y + pad // 2 + head_h + theme.px(2), rect.w - 2 * pad, 0)
        body.h = rect.bottom - pad - body.y
        if tile_id is None:
            empty = theme.render(_("empty"), "body", 16, th.INK_SOFT)
            surface.blit(empty, empty.get_rect(center=body.center))
        else:
            self._draw_tile_face(surface, theme, body, ctx.catalog.pillars[tile_id])
        if state == "idle":
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*th.SAND, 120))
            surface.blit(veil, rect)
        border = th.GOLD if state == "placing" else th.SAND_DARK
        pygame.draw.rect(surface, border, rect, theme.px(4) if state == "placing" else max(1, theme.px(2)),
                         border_radius=theme.px(8))

    @staticmethod
    def _draw_head(surface: pygame.Surface, theme: th.Theme, rect: pygame.Rect, slot: RaSlot) -> None:
        """The die values that take this tile, and the VP of its display space."""
        side = rect.h - theme.px(2)
        x = rect.x
        for value in sorted(slot.values):
            dice.draw_die(surface, pygame.Rect(x, rect.y + theme.px(1), side, side), "white", value, letter=False)
            x += side + theme.px(1)
        vp = theme.render(_("+{n} VP", n=slot.vp), "bold", 17, th.INK)
        badge = vp.get_rect().inflate(theme.px(12), theme.px(4))
        badge.midright = (rect.right, rect.centery)
        pygame.draw.rect(surface, th.GOLD, badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, th.GOLD_DARK, badge, max(1, theme.px(1)), border_radius=badge.h // 2)
        surface.blit(vp, vp.get_rect(center=badge.center))

    @staticmethod
    def _draw_tile_face(surface: pygame.Surface, theme: th.Theme, body: pygame.Rect, tile: PillarTile) -> None:
        """The tile with its cost under it; its ability's short label to the right."""
        icon = theme.px(16)
        role = "bold" if tile.ability else "body"
        label = ability_label(tile)
        # the tile as large as the height allows, smaller if the label's longest word needs the room
        side = max(icon, min(body.h - icon - theme.px(2), body.w - theme.px(6) - _widest_word(theme, role, label)))
        surface.blit(pillar_tile_surface(tile, 0, side), (body.x, body.y))
        draw_gain(surface, theme, tile.cost, (body.x + side // 2, body.bottom - icon // 2), icon, 16)
        col = pygame.Rect(body.x + side + theme.px(6), body.y, body.right - body.x - side - theme.px(6), body.h)
        font, lines = _fit(theme, role, label, col.w)
        y = col.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            surface.blit(font.render(line, True, th.INK if tile.ability else th.INK_SOFT), (col.x, y))
            y += font.get_linesize()

    # ------------------------------------------------------------------ hover texts

    def hints(self, ctx: BoardContext) -> list[Hint]:
        count = ctx.view["board"]["pillar_stack"]
        found = [Hint(self._stack_rect, ngettext(
            "Pillar stack: {n} tile face down. After a Ra action the display slides right and the top tile fills "
            "the left space.",
            "Pillar stack: {n} tiles face down. After a Ra action the display slides right and the top tile fills "
            "the left space.", count))]
        display = ctx.view["board"]["ra_display"]
        placing = placing_tile(ctx)
        for i, slot in enumerate(ctx.catalog.board.temple.ra_display):
            parts = [_SLOT_HEADS[slot.name](_values_words(slot), slot.vp)]
            tile_id = display[i]
            if tile_id is None:
                parts.append(_("The space is empty."))
                found.append(Hint(self._cards[i], " ".join(parts)))
                continue
            tile = ctx.catalog.pillars[tile_id]
            parts.append(tile_text(tile))
            if tile.lighting:
                parts.append(_WORKS_WHEN[tile.lighting]())
            if placing and placing[0] == i:
                parts.append(_("Being placed now: choose a space on the temple complex."))
            else:
                why = self._obstacle(ctx, slot)
                if why:
                    parts.append(_("You could not raise it now: {reason}.", reason=why))
            found.append(Hint(self._cards[i], " ".join(parts)))
        return found

    @staticmethod
    def _obstacle(ctx: BoardContext, slot: RaSlot) -> str | None:
        """Why the viewer could not perform Ra's action with any die value that takes this tile,
        from the rules (None when one value could, or the view is not a player's)."""
        ra = (ctx.view.get("god_action_obstacles") or {}).get("ra") or {}
        reasons = [ra.get(str(value)) for value in sorted(slot.values)]
        return reasons[0] if reasons and all(reasons) else None
