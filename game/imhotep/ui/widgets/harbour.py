"""The harbour: the round (of six) and the round's four ships waiting on the Nile, bows towards
the sites. A click on an empty space puts a stone there; a click on a bow sails that ship (the
dock is chosen next, unless only one is free)."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.imhotep.rules.state import EMPTY
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.words import describe, site_name
from game.ui import theme as th
from game.ui.text import fit_text, fitting_font, fitting_lines
from game.ui.widgets.base import Hint, Target, Widget

HEADER = 108    # design px: the round and the round card (its ships in two lines in a long translation)
HULL = 80       # design px: a waiting ship's height


class HarbourWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.theme = th.Theme()

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = theme

    def picture_key(self, ctx: BoardContext) -> object:
        """What its picture shows (it is painted again only when this changes)."""
        return repr((ctx.view["ships"], ctx.view["round"], ctx.view["over"]))

    # ------------------------------------------------------------------ geometry
    def berth(self, index: int) -> pygame.Rect:
        """The stretch of water ship ``index`` waits in."""
        t = self.theme
        top = self.rect.y + t.px(HEADER)
        step = (self.rect.bottom - top - t.px(8)) // 4
        return pygame.Rect(self.rect.x + t.px(8), top + index * step, self.rect.w - t.px(16), step)

    def hull(self, index: int, capacity: int) -> pygame.Rect:
        t = self.theme
        berth = self.berth(index)
        h = min(t.px(HULL), berth.h - t.px(40), berth.w * 100 // pc.ship_length(4, 100))
        length = pc.ship_length(capacity, h)
        return pygame.Rect(berth.right - length - t.px(6), berth.y + t.px(22), length, h)

    def prow(self, index: int, capacity: int) -> pygame.Rect:
        hull = self.hull(index, capacity)
        return pygame.Rect(hull.right - round(hull.h * 0.62), hull.y - round(hull.h * 0.05), round(hull.h * 0.62),
                           round(hull.h * 0.9))

    def slots(self, index: int, capacity: int) -> list[pygame.Rect]:
        return pc.ship_slots(self.hull(index, capacity), capacity)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        pc.draw_water(surface, self.rect, t, seed=5)
        self._draw_round(surface, ctx)
        for index, ship in enumerate(ctx.ships):
            berth = self.berth(index)
            number = t.render(str(index + 1), "title", 20, th.GOLD_LIGHT)
            surface.blit(number, (berth.x + t.px(2), berth.y + t.px(2)))
            if ship["site"]:
                gone = t.render(_("sailed to the {site}", site=site_name(ctx.catalog, ship["site"])), "body", 14,
                                th.lighten(pc.NILE_LIGHT, 0.4))
                surface.blit(gone, gone.get_rect(midleft=(berth.x + t.px(30), berth.y + t.px(16))))
                continue
            hull = self.hull(index, ship["capacity"])
            pc.draw_hull(surface, hull, t, minimum=ship["minimum"])
            for slot, owner in zip(pc.ship_slots(hull, ship["capacity"]), ship["spaces"]):
                if owner == EMPTY:
                    pygame.draw.rect(surface, th.darken(pc.WOOD, 0.25), slot, border_radius=t.px(4))
                    pygame.draw.rect(surface, pc.WOOD_DARK, slot, max(1, t.px(2)), border_radius=t.px(4))
                else:
                    pc.draw_stone(surface, slot, ctx.colour_of(owner))
            load = ctx.ship_load(index)
            ready = load >= ship["minimum"]
            text = ngettext("{load} of {n} · sails with {minimum}", "{load} of {n} · sails with {minimum}",
                            ship["capacity"], load=load, minimum=ship["minimum"])
            label = t.render(text, "bold" if ready else "body", 14, th.GOLD_LIGHT if ready else th.IVORY)
            surface.blit(label, label.get_rect(topright=(hull.right, hull.bottom + t.px(6))))
        if not ctx.ships:
            quiet = t.render(_("The game is over") if ctx.view["over"] else _("No ships this round"), "body", 16,
                             th.IVORY)
            surface.blit(quiet, quiet.get_rect(center=self.rect.center))

    def _draw_round(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        rounds = ctx.catalog.rounds
        current = ctx.view["round"]
        head = pygame.Rect(self.rect.x + t.px(8), self.rect.y + t.px(8), self.rect.w - t.px(16), t.px(HEADER - 16))
        pygame.draw.rect(surface, th.darken(pc.NILE_DARK, 0.2), head, border_radius=t.px(8))
        pygame.draw.rect(surface, th.GOLD_DARK, head, max(1, t.px(2)), border_radius=t.px(8))
        pip = t.px(12)
        pips_x = head.right - t.px(12) - rounds * (pip + t.px(6))
        text = _("Round {number} of {rounds}", number=current, rounds=rounds)
        room = pips_x - head.x - t.px(20)
        font = fitting_font(t, text, room, size=22, role="title") or t.font("title", 22)
        title = font.render(fit_text(text, font, room), True, th.GOLD_LIGHT)
        surface.blit(title, (head.x + t.px(12), head.y + t.px(6)))
        x = pips_x
        for r in range(1, rounds + 1):
            centre = (x + pip // 2, head.y + t.px(6) + title.get_height() // 2)
            pygame.draw.circle(surface, th.GOLD if r <= current else th.darken(pc.NILE, 0.2), centre, pip // 2)
            pygame.draw.circle(surface, th.GOLD_LIGHT, centre, pip // 2, max(1, t.px(1)))
            x += pip + t.px(6)
        if ctx.ships:
            capacities = " · ".join(str(ship["capacity"]) for ship in ctx.ships)
            font, lines = fitting_lines(t, _("Ships this round: {sizes}", sizes=capacities), head.w - t.px(20), 2,
                                        size=14)
            y = head.bottom - t.px(6) - len(lines) * font.get_linesize()
            for line in lines:
                surface.blit(font.render(line, True, th.IVORY), (head.x + t.px(12), y))
                y += font.get_linesize()

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        seat = ctx.deciding if ctx.deciding is not None else -1
        found = []
        for index, ship in enumerate(ctx.ships):
            if ship["site"]:
                continue
            for space, slot in enumerate(self.slots(index, ship["capacity"])):
                actions = ctx.offered("place", ship=index, space=space)
                if actions:
                    found.append(Target(slot, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
            sail = ctx.offered("sail", ship=index)
            if sail:
                tip = describe(sail[0], ctx.catalog, ctx.view, seat) if len(sail) == 1 else _(
                    "Sail ship {number}: then choose the dock it sails to", number=index + 1)
                found.append(Target(self.prow(index, ship["capacity"]), sail, tip))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found = [Hint(pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.theme.px(HEADER)), _(
            "The game lasts {rounds} rounds. A round ends when its four ships have sailed; the Temple scores then.",
            rounds=ctx.catalog.rounds))]
        for index, ship in enumerate(ctx.ships):
            if ship["site"]:
                continue
            load = ctx.ship_load(index)
            for space, (slot, owner) in enumerate(zip(self.slots(index, ship["capacity"]), ship["spaces"])):
                if owner != EMPTY:
                    found.append(Hint(slot, _("{player}'s stone on ship {number}, space {space} from the bow: "
                                              "unloaded {order}.", player=ctx.name_of(owner), number=index + 1,
                                              space=space + 1,
                                              order=_ordinal(sum(1 for o in ship["spaces"][:space] if o != EMPTY)))))
            hull = self.hull(index, ship["capacity"])
            if load >= ship["minimum"]:
                why = _("It carries its minimum load and may sail to a free dock.")
            else:
                why = ngettext("It needs {n} more stone before it may sail.",
                               "It needs {n} more stones before it may sail.", ship["minimum"] - load)
            found.append(Hint(hull, ngettext(
                "Ship {number}: {load} of {n} stone. The grey marks at its bow: at least {minimum} to sail. {why} "
                "Stones unload from the bow (right) to the stern.",
                "Ship {number}: {load} of {n} stones. The grey marks at its bow: at least {minimum} to sail. {why} "
                "Stones unload from the bow (right) to the stern.", ship["capacity"], number=index + 1, load=load,
                minimum=ship["minimum"], why=why)))
        return found


def _ordinal(before: int) -> str:
    """When a stone unloads that has ``before`` stones nearer the bow."""
    return {0: _("first"), 1: _("second"), 2: _("third"), 3: _("fourth")}.get(before, _("later"))
