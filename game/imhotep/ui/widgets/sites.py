"""The five sites in a row, each a sandstone board with its name, its side and what it scores,
and above each its dock on the Nile, where the ship that sailed there this round lies.

A click on a dock sails a ship there (after a ship was chosen, or choosing it next); the sites
themselves offer what is chosen on them (a market card, a pyramid).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from game.i18n import _
from game.imhotep.rules.catalog import SITES
from game.imhotep.rules.state import EMPTY
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.context import BoardContext
from game.imhotep.ui.widgets import burial, market, obelisk, pyramid, temple
from game.imhotep.ui.words import SCORES_WHEN, SITE_NOTES, describe, site_name
from game.ui import theme as th
from game.ui.text import fit_text, fitting_font, wrap_text
from game.ui.widgets.base import Hint, Target, Widget

DOCK_H = 150        # design px of the Nile band above the sites
DOCKED_HULL = 50    # design px: the height of a ship lying at a dock
NOTE_LINES = 3
#: The grain of the first site's slab (the next ones count on from it: each site's stone differs).
SLAB_SEED = 11

Draw = Callable[[pygame.Surface, pygame.Rect, BoardContext], None]
Hints = Callable[[pygame.Rect, BoardContext], list[Hint]]
#: Each side of each site: how it is drawn and what its parts say when hovered.
SIDES: dict[tuple[str, str], tuple[Draw, Hints]] = {
    ("market", "A"): (market.draw_market, market.market_hints),
    ("market", "B"): (market.draw_market, market.market_hints),
    ("pyramid", "A"): (pyramid.draw_pyramid_a, pyramid.pyramid_a_hints),
    ("pyramid", "B"): (pyramid.draw_pyramid_b, pyramid.pyramid_b_hints),
    ("temple", "A"): (temple.draw_temple, temple.temple_hints),
    ("temple", "B"): (temple.draw_temple, temple.temple_hints),
    ("burial_chamber", "A"): (burial.draw_burial, burial.burial_hints),
    ("burial_chamber", "B"): (burial.draw_burial, burial.burial_hints),
    ("obelisk", "A"): (obelisk.draw_obelisk_a, obelisk.obelisk_a_hints),
    ("obelisk", "B"): (obelisk.draw_obelisk_b, obelisk.obelisk_b_hints),
}


def docked_hull(dock: pygame.Rect, capacity: int, theme: th.Theme) -> pygame.Rect:
    """Where a ship of ``capacity`` lies at ``dock`` (bow towards the site's right)."""
    h = min(theme.px(DOCKED_HULL), dock.w * 100 // max(1, pc.ship_length(4, 100)))
    length = pc.ship_length(capacity, h)
    return pygame.Rect(dock.centerx - length // 2, dock.bottom - h - theme.px(22), length, h)


class SitesWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        self.docks: dict[str, pygame.Rect] = {}
        self.slabs: dict[str, pygame.Rect] = {}
        self.theme = th.Theme()
        self._static: tuple[object, pygame.Surface] | None = None

    def layout(self, rect: pygame.Rect, theme: th.Theme) -> None:
        super().layout(rect, theme)
        self.theme = t = theme
        dock_h = t.px(DOCK_H)
        width = self.rect.w / len(SITES)
        for i, site_id in enumerate(SITES):
            left, right = round(self.rect.x + i * width), round(self.rect.x + (i + 1) * width)
            self.docks[site_id] = pygame.Rect(left, self.rect.y, right - left, dock_h)
            self.slabs[site_id] = pygame.Rect(left + t.px(5), self.rect.y + dock_h + t.px(4), right - left - t.px(10),
                                              self.rect.h - dock_h - t.px(12))

    def picture_key(self, ctx: BoardContext) -> object:
        view = ctx.view
        return repr((view["sites"], view["ships"], view["offer"], view["face_down"], view["draw_pile"],
                     len(view["discard"]), view["over"]))

    # ------------------------------------------------------------------ geometry
    def header(self, site_id: str) -> pygame.Rect:
        slab = self.slabs[site_id]
        return pygame.Rect(slab.x, slab.y, slab.w, self.theme.px(46))

    def note_lines(self, site_id: str, side: str) -> list[str]:
        """What the site scores, wrapped to its width; when that takes more than a few lines (a
        narrow window, a long language), when it scores only (its hover text tells the rest)."""
        t = self.theme
        font = t.font("body", 13)
        width = self.slabs[site_id].w - t.px(16)
        lines = wrap_text(str(SITE_NOTES[(site_id, side)]), font, width)
        return lines if len(lines) <= NOTE_LINES else wrap_text(str(SCORES_WHEN[(site_id, side)]), font, width)[:2]

    def content(self, site_id: str, side: str) -> pygame.Rect:
        """Where the site's own drawing goes: below its name and its note."""
        t = self.theme
        slab = self.slabs[site_id]
        lines = len(self.note_lines(site_id, side))
        top = self.header(site_id).bottom + t.px(2) + lines * t.font("body", 13).get_linesize() + t.px(10)
        return pygame.Rect(slab.x + t.px(4), top, slab.w - t.px(8), slab.bottom - top - t.px(8))

    def docked(self, ctx: BoardContext) -> dict[str, int]:
        """Site -> the index of the ship lying at its dock this round."""
        return {ship["site"]: index for index, ship in enumerate(ctx.ships) if ship["site"]}

    def dock_slots(self, ctx: BoardContext, site_id: str) -> list[pygame.Rect]:
        index = self.docked(ctx).get(site_id)
        if index is None:
            return []
        ship = ctx.ships[index]
        return pc.ship_slots(docked_hull(self.docks[site_id], ship["capacity"], self.theme), ship["capacity"])

    # ------------------------------------------------------------------ drawing
    def stone_pictures(self) -> Iterator[None]:
        """The stone of the sites' slabs at this layout (the same in every game), made a slab at a
        time (a step of the iterator each) before a game's first frame needs it."""
        for i, site_id in enumerate(SITES):
            pc.slab_picture(self.slabs[site_id].size, self.theme, seed=SLAB_SEED + i)
            yield

    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        surface.blit(self._background(ctx), self.rect)
        docked = self.docked(ctx)
        for site_id in SITES:
            self._draw_dock(surface, ctx, site_id, docked.get(site_id))
            clip = surface.get_clip()
            slab = self.slabs[site_id]
            surface.set_clip(slab.clip(clip) if clip else slab)
            side = ctx.side(site_id)
            SIDES[(site_id, side)][0](surface, self.content(site_id, side), ctx)
            surface.set_clip(clip)

    def _background(self, ctx: BoardContext) -> pygame.Surface:
        """What stays the same all game (the Nile, the piers, the slabs with their names, notes
        and carvings), painted once per window size and language."""
        sides = tuple(ctx.side(site_id) for site_id in SITES)
        key = (self.rect.size, ctx.theme.scale, sides, tuple(site_name(ctx.catalog, s) for s in SITES),
               tuple(str(SITE_NOTES[(s, side)]) for s, side in zip(SITES, sides)))
        if self._static is not None and self._static[0] == key:
            return self._static[1]
        t = ctx.theme
        picture = pygame.Surface(self.rect.size)
        picture.fill(th.BACKGROUND)
        offset = (-self.rect.x, -self.rect.y)
        band = pygame.Rect(0, 0, self.rect.w, t.px(DOCK_H))
        pc.draw_water(picture, band, t, seed=7)
        bank = pygame.Rect(0, band.bottom - t.px(10), self.rect.w, self.rect.h - band.bottom + t.px(10))
        pygame.draw.rect(picture, th.SAND, bank)
        pygame.draw.line(picture, pc.SANDSTONE_DARK, (0, bank.y), (bank.right - 1, bank.y), max(1, t.px(3)))
        for i, (site_id, side) in enumerate(zip(SITES, sides)):
            dock = self.docks[site_id].move(offset)
            pier = pygame.Rect(dock.x + t.px(14), dock.bottom - t.px(22), dock.w - t.px(28), t.px(12))
            pygame.draw.rect(picture, pc.WOOD_DARK, pier.move(0, t.px(3)), border_radius=t.px(3))
            pygame.draw.rect(picture, pc.WOOD, pier, border_radius=t.px(3))
            for x in range(pier.x + t.px(10), pier.right, t.px(22)):
                pygame.draw.line(picture, pc.WOOD_DARK, (x, pier.y), (x, pier.bottom), max(1, t.px(1)))
            self._draw_slab(picture, ctx, site_id, side, offset, seed=SLAB_SEED + i)
        self._static = (key, picture)
        return picture

    def _draw_dock(self, surface: pygame.Surface, ctx: BoardContext, site_id: str, ship_index: int | None) -> None:
        t = ctx.theme
        dock = self.docks[site_id]
        if ship_index is None:
            free = t.render(_("free dock"), "body", 13, th.lighten(pc.NILE_LIGHT, 0.3))
            surface.blit(free, free.get_rect(midbottom=(dock.centerx, dock.bottom - t.px(28))))
            return
        ship = ctx.ships[ship_index]
        hull = docked_hull(dock, ship["capacity"], t)
        pc.draw_hull(surface, hull, t, minimum=ship["minimum"])
        for slot, owner in zip(pc.ship_slots(hull, ship["capacity"]), ship["spaces"]):
            if owner == EMPTY:
                pygame.draw.rect(surface, pc.WOOD_DARK, slot, max(1, t.px(1)), border_radius=t.px(3))
            else:
                pc.draw_stone(surface, slot, ctx.colour_of(owner))
        label = t.render(_("ship {number}", number=ship_index + 1), "bold", 13, th.IVORY)
        surface.blit(label, label.get_rect(midbottom=(hull.centerx, hull.y - t.px(2))))

    def _draw_slab(self, surface: pygame.Surface, ctx: BoardContext, site_id: str, side: str,
                   offset: tuple[int, int], seed: int) -> None:
        """A site's board: the slab, its carving, its name and side, what it scores."""
        t = ctx.theme
        slab = self.slabs[site_id].move(offset)
        pc.draw_slab(surface, slab, t, seed=seed)
        emblem = pygame.Rect(0, 0, slab.w * 3 // 4, min(slab.h // 3, slab.w))
        emblem.midbottom = (slab.centerx, slab.bottom - t.px(60))
        pc.draw_emblem_of_site(surface, emblem, site_id)
        head = self.header(site_id).move(offset)
        band = head.inflate(-t.px(8), -t.px(8))
        pygame.draw.rect(surface, pc.SANDSTONE_DARK, band, border_radius=t.px(6))
        badge = pygame.Rect(0, 0, t.px(26), t.px(26))
        badge.midright = (band.right - t.px(6), band.centery)
        title = site_name(ctx.catalog, site_id)
        room = badge.x - band.x - t.px(12)
        font = fitting_font(t, title, room, size=22, role="title") or t.font("title", 16)
        name = font.render(fit_text(title, font, room), True, th.IVORY)
        surface.blit(name, name.get_rect(midleft=(band.x + t.px(8), band.centery)))
        pygame.draw.circle(surface, th.LAPIS if side == "B" else th.PAPYRUS_LIGHT, badge.center, badge.w // 2)
        pygame.draw.circle(surface, th.GOLD_DARK, badge.center, badge.w // 2, max(1, t.px(2)))
        letter = t.render(side, "bold", 16, th.IVORY if side == "B" else th.INK)
        surface.blit(letter, letter.get_rect(center=badge.center))
        font = t.font("body", 13)
        for k, line in enumerate(self.note_lines(site_id, side)):
            surface.blit(font.render(line, True, th.INK), (head.x + t.px(8), head.bottom + t.px(2) + k * font.get_linesize()))

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        seat = ctx.deciding if ctx.deciding is not None else -1
        found = []
        for site_id in SITES:
            sail = ctx.offered("sail", site=site_id)
            if sail:
                tip = describe(sail[0], ctx.catalog, ctx.view, seat) if len(sail) == 1 else _(
                    "Sail a ship to the {site}", site=site_name(ctx.catalog, site_id))
                found.append(Target(self.docks[site_id], sail, tip))
        task = ctx.task
        if ctx.offered("unload") and task is not None and "ship" in task:
            site_id = ctx.ships[task["ship"]]["site"]
            for space, slot in enumerate(self.dock_slots(ctx, site_id)):
                actions = ctx.offered("unload", space=space)
                if actions:
                    found.append(Target(slot, actions, describe(actions[0], ctx.catalog, ctx.view, seat)))
        found += market.market_targets(self.content("market", ctx.side("market")), ctx)
        if ctx.side("pyramid") == "B":
            found += pyramid.pyramid_b_targets(self.content("pyramid", "B"), ctx)
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found: list[Hint] = []
        docked = self.docked(ctx)
        for site_id in SITES:
            area = self.content(site_id, ctx.side(site_id))
            found += SIDES[(site_id, ctx.side(site_id))][1](area, ctx)
            index = docked.get(site_id)
            if index is None:
                found.append(Hint(self.docks[site_id], _(
                    "The dock of the {site}: no ship has sailed here this round. A ship that carries its minimum "
                    "load may sail here.", site=site_name(ctx.catalog, site_id))))
            else:
                found.append(Hint(self.docks[site_id], _(
                    "Ship {number} sailed to the {site} this round: no other ship may sail here until the next round.",
                    number=index + 1, site=site_name(ctx.catalog, site_id))))
            found.append(Hint(self.slabs[site_id], _("{site}, side {side}: {rules}", site=site_name(
                ctx.catalog, site_id), side=ctx.side(site_id), rules=str(SITE_NOTES[(site_id, ctx.side(site_id))]))))
        return found
