"""The majorities at a glance: for each caste its Majority VP and every seat's cards of it, the
seat holding the majority (strictly the most cards) marked, and each seat's VP as the table sees
them now. On a tie for the most, nobody scores the caste's Majority VP (RULES §10.4)."""
from __future__ import annotations

import pygame

from game.dynasties.rules.catalog import CASTES
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import caste_name
from game.i18n import _, ngettext
from game.ui import theme as th
from game.ui.text import fit_text
from game.ui.widgets.base import Hint, Widget, draw_panel


class MajoritiesWidget(Widget):
    def grid(self, ctx: BoardContext) -> tuple[list[int], list[int]]:
        """The x of each column's left edge (caste, Majority VP, then one per seat) and the y of
        each row's top (the header, the nine castes, the VP)."""
        t = ctx.theme
        pad = t.px(10)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        seats = len(ctx.players)
        name_w = inner.w * 0.38
        maj_w = inner.w * 0.12
        seat_w = (inner.w - name_w - maj_w) / seats
        xs = [inner.x, round(inner.x + name_w)] + [round(inner.x + name_w + maj_w + k * seat_w) for k in range(seats)]
        xs.append(inner.right)
        rows = len(CASTES) + 2
        row_h = min(inner.h / rows, t.px(46))
        ys = [round(inner.y + k * row_h) for k in range(rows + 1)]
        return xs, ys

    def fonts(self, ctx: BoardContext, ys: list[int]) -> tuple[pygame.font.Font, pygame.font.Font]:
        """The body and bold fonts for rows of this height (the table grows on the game-over screen)."""
        px = self.font_px(ctx, ys)
        return th.load_font("body", px), th.load_font("bold", px)

    def font_px(self, ctx: BoardContext, ys: list[int]) -> int:
        return max(th.MIN_FONT_PX, min(ctx.theme.font_px(22), round((ys[1] - ys[0]) * 0.58)))

    def name_font(self, ctx: BoardContext, ys: list[int], name: str, room: int) -> pygame.font.Font:
        """The body font, or a smaller one down to the smallest legible size if ``name`` needs it."""
        sizes = range(self.font_px(ctx, ys), th.MIN_FONT_PX - 1, -1)
        fonts = (th.load_font("body", px) for px in sizes)
        return next((font for font in fonts if font.size(name)[0] <= room), th.load_font("body", th.MIN_FONT_PX))

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        draw_panel(surface, self.rect, t)
        xs, ys = self.grid(ctx)
        body, bold = self.fonts(ctx, ys)
        seats = len(ctx.players)
        header = pygame.Rect(xs[0], ys[0], xs[-1] - xs[0], ys[1] - ys[0])
        title = bold.render(fit_text(_("Majorities"), bold, xs[1] - xs[0] - t.px(4)), True, th.LAPIS_DARK)
        surface.blit(title, title.get_rect(midleft=(header.x + t.px(4), header.centery)))
        pc.draw_badge(surface, "majority", ((xs[1] + xs[2]) / 2, header.centery), min(t.px(22), header.h * 0.8), None, t)
        cells = [pygame.Rect(xs[2 + seat], ys[0], xs[3 + seat] - xs[2 + seat], ys[1] - ys[0]) for seat in range(seats)]
        fonts = [self.name_font(ctx, ys, ctx.name_of(seat), cell.w - t.px(24)) for seat, cell in enumerate(cells)]
        named = all(font.size(ctx.name_of(seat))[0] <= cell.w - t.px(24)   # else the markers alone: a cut
                    for seat, (font, cell) in enumerate(zip(fonts, cells)))   # name says nothing
        for seat, (font, cell) in enumerate(zip(fonts, cells)):
            if not named:
                th.draw_player_marker(surface, cell.center, t.px(8), ctx.seats[seat].colour)
                continue
            th.draw_player_marker(surface, (cell.x + t.px(10), cell.centery), t.px(7), ctx.seats[seat].colour)
            name = font.render(ctx.name_of(seat), True, th.INK)
            surface.blit(name, name.get_rect(midleft=(cell.x + t.px(20), cell.centery)))
        for row, caste in enumerate(CASTES, start=1):
            band = pygame.Rect(xs[0], ys[row], xs[-1] - xs[0], ys[row + 1] - ys[row])
            if row % 2:
                pygame.draw.rect(surface, th.mix(th.PAPYRUS, th.SAND, 0.35), band)
            colour = pc.CASTE_COLOURS[caste]
            side = min(band.h - 2, t.px(30))
            symbol = pygame.Rect(band.x + t.px(2), band.centery - side // 2, side, side)
            pygame.draw.rect(surface, th.mix(colour, th.IVORY, 0.72), symbol, border_radius=t.px(4))
            pc.draw_symbol(surface, caste, symbol.inflate(-t.px(4), -t.px(4)), th.darken(colour, 0.15))
            name = body.render(fit_text(caste_name(ctx.catalog, caste), body, xs[1] - symbol.right - t.px(8)), True,
                               th.INK)
            surface.blit(name, name.get_rect(midleft=(symbol.right + t.px(6), band.centery)))
            vp = bold.render(str(ctx.catalog.castes[caste].majority_vp), True, th.LAPIS_DARK)
            surface.blit(vp, vp.get_rect(center=((xs[1] + xs[2]) // 2, band.centery)))
            holder = ctx.holders.get(caste, -1)
            for seat in range(seats):
                cell = pygame.Rect(xs[2 + seat], band.y, xs[3 + seat] - xs[2 + seat], band.h)
                count = ctx.players[seat]["dynasty"][caste]
                if seat == holder:
                    player_colour = th.PLAYER_COLOURS[ctx.seats[seat].colour]
                    box = cell.inflate(-t.px(6), -max(2, t.px(3)))
                    pygame.draw.rect(surface, th.mix(player_colour, th.IVORY, 0.55), box, border_radius=t.px(5))
                    pygame.draw.rect(surface, th.darken(player_colour, 0.25), box, max(1, t.px(2)),
                                     border_radius=t.px(5))
                text = str(count) if count else "·"
                image = (bold if seat == holder else body).render(text, True, th.INK if count else th.INK_SOFT)
                surface.blit(image, image.get_rect(center=cell.center))
        last = pygame.Rect(xs[0], ys[-2], xs[-1] - xs[0], ys[-1] - ys[-2])
        pygame.draw.line(surface, th.SAND_DARK, (last.x, last.y), (last.right, last.y), max(1, t.px(2)))
        words = _("Final VP") if ctx.view["over"] else _("VP now")
        label = bold.render(fit_text(words, bold, xs[2] - xs[0] - t.px(4)), True, th.GOLD_DARK)
        surface.blit(label, label.get_rect(midleft=(last.x + t.px(4), last.centery)))
        for seat in range(seats):
            cell = pygame.Rect(xs[2 + seat], last.y, xs[3 + seat] - xs[2 + seat], last.h)
            total = ctx.totals[seat] if seat < len(ctx.totals) else 0
            image = bold.render(str(total), True, th.GOLD_DARK)
            surface.blit(image, image.get_rect(center=cell.center))

    def hints(self, ctx: BoardContext) -> list[Hint]:
        xs, ys = self.grid(ctx)
        found = [Hint(pygame.Rect(xs[2 + seat], ys[0], xs[3 + seat] - xs[2 + seat], ys[1] - ys[0]),
                      _("{name}: cards of each caste", name=ctx.name_of(seat))) for seat in range(len(ctx.players))]
        for row, caste in enumerate(CASTES, start=1):
            band = pygame.Rect(xs[0], ys[row], xs[-1] - xs[0], ys[row + 1] - ys[row])
            counts = ", ".join(f"{ctx.name_of(seat)} {player['dynasty'][caste]}" for seat, player in
                               enumerate(ctx.players))
            holder = ctx.holders.get(caste, -1)
            vp = ctx.catalog.castes[caste].majority_vp
            if holder >= 0:
                text = ngettext("{caste}: {counts}. {name} has the most and scores {n} VP.",
                                "{caste}: {counts}. {name} has the most and scores {n} VP.", vp,
                                caste=caste_name(ctx.catalog, caste), counts=counts, name=ctx.name_of(holder))
            else:
                text = ngettext("{caste}: {counts}. Nobody has strictly the most: its {n} VP go to nobody.",
                                "{caste}: {counts}. Nobody has strictly the most: its {n} VP go to nobody.", vp,
                                caste=caste_name(ctx.catalog, caste), counts=counts)
            found.append(Hint(band, text))
        last = pygame.Rect(xs[0], ys[-2], xs[-1] - xs[0], ys[-1] - ys[-2])
        found.append(Hint(last, _("VP as the table sees them now: Caste VP, Bread VP, the majorities and 1 VP per "
                                  "{deben} deben, without the cards hidden under the Scribes and the Afterlife cards.",
                                  deben=ctx.catalog.deben_per_vp)))
        found.append(Hint(self.rect, _("Each caste's Majority VP go to the player with strictly the most cards of it "
                                       "at the end; on a tie, to nobody.")))
        return found

    def picture_key(self, ctx: BoardContext) -> object:
        return (tuple(tuple(player["dynasty"].values()) for player in ctx.players), tuple(ctx.totals),
                tuple(sorted(ctx.holders.items())))
