"""The players' panels: each player's name and points, their sled (five stones at most), their
stones left in the quarry and the market cards they keep. The blue cards they may play now
glow; a click plays one (it is the turn's action)."""
from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import _, ngettext
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import card_name, card_tooltip, describe
from game.ui import theme as th
from game.ui.text import fit_text
from game.ui.widgets.base import Hint, Target, Widget, draw_panel

COLOUR_ORDER = ("blue", "red", "green", "purple")


class PlayersWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.theme = th.Theme()
        #: the seat whose move is being narrated (their panel is marked instead of the decider's)
        self.playing: int | None = None

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = theme

    def picture_key(self, ctx: BoardContext) -> object:
        return repr((ctx.players, ctx.deciding, self.playing, [ctx.score(s) for s in range(len(ctx.players))]))

    # ------------------------------------------------------------------ geometry
    def panel(self, seat: int, seats: int) -> pygame.Rect:
        t = self.theme
        height = self.rect.h // seats
        return pygame.Rect(self.rect.x + t.px(4), self.rect.y + seat * height + t.px(4), self.rect.w - t.px(8),
                           height - t.px(10))

    def sled(self, seat: int, seats: int, capacity: int) -> list[pygame.Rect]:
        t = self.theme
        panel = self.panel(seat, seats)
        size = min(t.px(30), panel.h // 4)
        top = panel.y + t.font("bold", 18).get_linesize() + t.px(12)
        left = panel.x + t.px(12) + t.font("body", 14).size(_("Sled"))[0] + t.px(8)
        return [pygame.Rect(left + k * (size + t.px(4)), top, size, size) for k in range(capacity)]

    def chips(self, ctx: BoardContext, seat: int) -> list[tuple[pygame.Rect, str, int]]:
        """Each kind of card ``seat`` keeps: its chip, its id and how many."""
        t = self.theme
        panel = self.panel(seat, len(ctx.players))
        slots = self.sled(seat, len(ctx.players), ctx.catalog.sled_capacity)
        top = slots[0].bottom + t.px(8)
        font = t.font("body", 13)
        counts = Counter(ctx.players[seat]["cards"])
        order = sorted(counts, key=lambda c: (COLOUR_ORDER.index(ctx.catalog.market_cards[c].colour), c))
        found = []
        x, y = panel.x + t.px(10), top
        h = font.get_linesize() + t.px(8)
        for card_id in order:
            label = self._chip_label(ctx, card_id, counts[card_id])
            w = min(panel.w - t.px(20), font.size(label)[0] + t.px(22))
            if x + w > panel.right - t.px(10) and x > panel.x + t.px(10):
                x, y = panel.x + t.px(10), y + h + t.px(4)
            found.append((pygame.Rect(x, y, w, h), card_id, counts[card_id]))
            x += w + t.px(5)
        if not found or found[-1][0].bottom <= panel.bottom - t.px(4):
            return found
        # more chips than the panel holds at their width: equal columns, every chip in sight, a
        # long name shortened ("Zdobienie Obel…"; hovering the chip shows the card)
        rows = max(1, (panel.bottom - t.px(4) - top + t.px(4)) // (h + t.px(4)))
        columns = -(-len(order) // rows)
        w = (panel.w - t.px(20) - t.px(5) * (columns - 1)) // columns
        return [(pygame.Rect(panel.x + t.px(10) + (k % columns) * (w + t.px(5)), top + (k // columns) * (h + t.px(4)),
                             w, h), card_id, counts[card_id]) for k, card_id in enumerate(order)]

    @staticmethod
    def _chip_label(ctx: BoardContext, card_id: str, count: int) -> str:
        name = card_name(ctx.catalog, card_id)
        return name if count == 1 else _("{card} ×{n}", card=name, n=count)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        seats = len(ctx.players)
        marked = self.playing if self.playing is not None else ctx.deciding
        for seat, player in enumerate(ctx.players):
            panel = self.panel(seat, seats)
            mine = seat == marked
            draw_panel(surface, panel, t, raised=mine, border=th.GOLD if mine else None)
            if mine:
                pygame.draw.rect(surface, th.GOLD, panel, max(2, t.px(3)), border_radius=t.px(10))
            colour = ctx.colour_of(seat)
            bold = t.font("bold", 18)
            th.draw_player_marker(surface, (panel.x + t.px(18), panel.y + t.px(8) + bold.get_linesize() // 2),
                                  t.px(9), colour)
            score = t.render(str(ctx.score(seat)), "bold", 26, th.LAPIS_DARK)
            score_rect = score.get_rect(topright=(panel.right - t.px(12), panel.y + t.px(2)))
            name_w = score_rect.x - panel.x - t.px(44)
            name = bold.render(fit_text(ctx.name_of(seat), bold, name_w), True, th.INK)
            surface.blit(name, (panel.x + t.px(34), panel.y + t.px(8)))
            surface.blit(score, score_rect)
            slots = self.sled(seat, seats, ctx.catalog.sled_capacity)
            label = t.render(_("Sled"), "body", 14, th.INK_SOFT)
            surface.blit(label, label.get_rect(midleft=(panel.x + t.px(12), slots[0].centery)))
            for k, slot in enumerate(slots):
                if k < player["sled"]:
                    pc.draw_stone(surface, slot, colour)
                else:
                    pygame.draw.rect(surface, th.PAPYRUS_DARK, slot, border_radius=t.px(4))
                    pygame.draw.rect(surface, th.SAND_DARK, slot, 1, border_radius=t.px(4))
            note = ngettext("{n} in the quarry", "{n} in the quarry", player["quarry"])
            if player["played_tool"]:
                note = _("{stones} · blue card played this round", stones=note)
            font = t.font("body", 13)
            text = font.render(fit_text(note, font, panel.right - slots[-1].right - t.px(20)), True, th.INK_SOFT)
            surface.blit(text, text.get_rect(midleft=(slots[-1].right + t.px(10), slots[0].centery)))
            self._draw_cards(surface, ctx, seat)

    def _draw_cards(self, surface: pygame.Surface, ctx: BoardContext, seat: int) -> None:
        t = ctx.theme
        font = t.font("body", 13)
        panel = self.panel(seat, len(ctx.players))
        clip = surface.get_clip()
        surface.set_clip(panel.clip(clip) if clip else panel)
        chips = self.chips(ctx, seat)
        if not chips:
            none = font.render(_("No market cards"), True, th.TEXT_MUTED)
            surface.blit(none, (panel.x + t.px(12), self.sled(seat, len(ctx.players), 1)[0].bottom + t.px(10)))
        for rect, card_id, count in chips:
            colour = pc.CARD_COLOURS[ctx.catalog.market_cards[card_id].colour]
            pygame.draw.rect(surface, th.PAPYRUS_LIGHT, rect, border_radius=t.px(5))
            pygame.draw.rect(surface, colour, (rect.x, rect.y, t.px(10), rect.h), border_top_left_radius=t.px(5),
                             border_bottom_left_radius=t.px(5))
            pygame.draw.rect(surface, th.darken(colour, 0.2), rect, max(1, t.px(2)), border_radius=t.px(5))
            label = font.render(fit_text(self._chip_label(ctx, card_id, count), font, rect.w - t.px(18)), True, th.INK)
            surface.blit(label, label.get_rect(midleft=(rect.x + t.px(15), rect.centery)))
        surface.set_clip(clip)

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        seat = ctx.deciding
        if seat is None:
            return []
        found = []
        for rect, card_id, _count in self.chips(ctx, seat):
            actions = ctx.offered("play", card=card_id)
            if actions:
                found.append(Target(rect, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
        stones = ctx.offered("get_stones")
        if stones:
            slots = self.sled(seat, len(ctx.players), ctx.catalog.sled_capacity)
            found.append(Target(slots[0].unionall(slots), stones, describe(stones[0], ctx.catalog, ctx.view, seat)))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        seats = len(ctx.players)
        found = []
        for seat, player in enumerate(ctx.players):
            for rect, card_id, _count in self.chips(ctx, seat):
                found.append(Hint(rect, card_tooltip(ctx.catalog, card_id)))
            slots = self.sled(seat, seats, ctx.catalog.sled_capacity)
            found.append(Hint(slots[0].unionall(slots), ngettext(
                "{player}'s sled: {n} stone (5 at most). Stones are placed on ships from the sled.",
                "{player}'s sled: {n} stones (5 at most). Stones are placed on ships from the sled.",
                player["sled"], player=ctx.name_of(seat))))
            found.append(Hint(self.panel(seat, seats), ngettext(
                "{player}: {n} point so far. The track shows it too.", "{player}: {n} points so far. The track shows it too.",
                ctx.score(seat), player=ctx.name_of(seat))))
        return found
