"""Every player's Dynasty, one band per seat: who they are, their VP and deben, the cards in their
hand (backs, and the castes everyone saw them take), what lies under their Scribes and whether
they hold an Afterlife card; then the nine caste columns, from the Pharaoh to the Farmer, their
cards fanned, bread tokens on them and a pyramid on each column whose majority the seat holds.

A Soldier's victim is chosen on their Farmer column; the Baker's bread and a season card's caste
on the deciding player's own columns.
"""
from __future__ import annotations

import pygame

from game.dynasties.rules.catalog import CASTES
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import card_tooltip, caste_facts, caste_name
from game.i18n import _, ngettext
from game.ui import theme as th
from game.ui.text import fit_text, fitting_font
from game.ui.widgets.base import Hint, Target, Widget, draw_panel

INFO_W = 270
NAME_SIZE = 19
SMALL_SIZE = 15


class DynastiesWidget(Widget):
    def __init__(self) -> None:
        super().__init__()
        #: the seat whose moves are being told (its band is outlined)
        self.playing: int | None = None

    # ------------------------------------------------------------------ layout
    def bands(self, ctx: BoardContext) -> list[pygame.Rect]:
        t = ctx.theme
        seats = len(ctx.players)
        gap = t.px(8)
        h = (self.rect.h - gap * (seats - 1)) // seats
        return [pygame.Rect(self.rect.x, self.rect.y + k * (h + gap), self.rect.w, h) for k in range(seats)]

    def info_rect(self, ctx: BoardContext, band: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(band.x, band.y, ctx.theme.px(INFO_W), band.h)

    def columns(self, ctx: BoardContext, band: pygame.Rect) -> dict[str, pygame.Rect]:
        t = ctx.theme
        left = band.x + t.px(INFO_W) + t.px(8)
        gap = t.px(6)
        w = (band.right - t.px(6) - left - gap * (len(CASTES) - 1)) / len(CASTES)
        return {caste: pygame.Rect(round(left + k * (w + gap)), band.y + t.px(6), round(w), band.h - t.px(12))
                for k, caste in enumerate(CASTES)}

    def cards(self, ctx: BoardContext, column: pygame.Rect, count: int) -> list[pygame.Rect]:
        """The cards of a column of ``count`` cards, fanned down and to the right as room allows."""
        w, h = pc.card_size(column.w * (0.84 if column.h > column.w * 1.8 else 0.74), column.h)   # larger when tall
        if count <= 1:
            return [pygame.Rect(column.x, column.y, w, h)]
        dx = min(w * 0.3, (column.w - w) / (count - 1))
        dy = min(h * 0.16, (column.h - h) / (count - 1))
        return [pygame.Rect(round(column.x + k * dx), round(column.y + k * dy), w, h) for k in range(count)]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        for seat, band in enumerate(self.bands(ctx)):
            self._draw_band(surface, ctx, seat, band)

    def _draw_band(self, surface: pygame.Surface, ctx: BoardContext, seat: int, band: pygame.Rect) -> None:
        t = ctx.theme
        colour = th.PLAYER_COLOURS[ctx.seats[seat].colour]
        turn = ctx.view["turn_player"] == seat and not ctx.view["over"]
        draw_panel(surface, band, t, fill=th.mix(th.PAPYRUS, colour, 0.07), radius=8,
                   border=th.darken(colour, 0.2) if turn or self.playing == seat else None)
        info = self.info_rect(ctx, band)
        pygame.draw.rect(surface, th.mix(th.PAPYRUS_LIGHT, colour, 0.22), info.inflate(-t.px(8), -t.px(8)),
                         border_radius=t.px(6))
        pygame.draw.rect(surface, colour, (info.x + t.px(4), info.y + t.px(4), t.px(6), info.h - t.px(8)),
                         border_radius=t.px(3))
        self._draw_info(surface, ctx, seat, info)
        player = ctx.players[seat]
        for caste, column in self.columns(ctx, band).items():
            count = player["dynasty"][caste]
            if not count:
                pc.draw_slot(surface, self.cards(ctx, column, 1)[0], caste, t)
                continue
            rects = self.cards(ctx, column, count)
            bread = player["bread"][caste]
            for k, rect in enumerate(rects):
                pc.draw_caste_card(surface, rect, caste, ctx.catalog, t, bread=k >= count - bread)
            if count > 1:
                last = rects[-1]   # below the name band of the last card, whose name a long translation fills
                self._badge(surface, ctx, f"×{count}", (last.right, last.y + pc.name_band_height(last.h)),
                            column.right)
            if ctx.holders.get(caste) == seat:   # on the last card's corner: this column holds the majority
                size = min(t.px(26), column.w * 0.24)
                last = rects[-1]
                pc.draw_badge(surface, "majority", (min(last.right, column.right - size * 0.6),
                                                    min(last.bottom - size * 0.1, column.bottom - size * 0.7)), size,
                              ctx.catalog.castes[caste].majority_vp, t)

    def _badge(self, surface: pygame.Surface, ctx: BoardContext, text: str, corner: tuple[int, int],
               right: int) -> None:
        """A count at the right edge of a column's last card, just below its name, inside the column."""
        t = ctx.theme
        image = t.render(text, "bold", 15, th.IVORY)
        box = image.get_rect().inflate(t.px(10), t.px(2))
        box.topright = (corner[0] + t.px(4), corner[1] + t.px(2))
        box.right = min(box.right, right)
        pygame.draw.rect(surface, th.INK, box, border_radius=box.h // 2)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_info(self, surface: pygame.Surface, ctx: BoardContext, seat: int, info: pygame.Rect) -> None:
        t = ctx.theme
        view, player = ctx.view, ctx.players[seat]
        x = info.x + t.px(20)
        y = info.y + t.px(10)
        name_font = t.font("bold", NAME_SIZE)
        th.draw_player_marker(surface, (x + t.px(8), y + name_font.get_linesize() // 2), t.px(9), ctx.seats[seat].colour)
        chips = []
        if view["turn_player"] == seat and not view["over"]:
            chips.append(_("turn"))
        if view["start_player"] == seat and seat != ctx.heliopolis:
            chips.append(_("start"))
        below: list[str] = []   # the chips that leave no room for the name (a long translation's) go after the VP

        def room_beside(shown: list[str]) -> int:
            return info.right - x - t.px(32) - (self._chips_width(t, shown) + t.px(14) if shown else 0)

        while chips and fitting_font(t, ctx.name_of(seat), room_beside(chips), size=NAME_SIZE, role="bold") is None:
            below.insert(0, chips.pop())   # one at a time: "turn" beside the name, "start" after the VP
        score = t.render(ngettext("{n} VP", "{n} VP", ctx.totals[seat] if seat < len(ctx.totals) else 0), "bold", 20,
                         th.GOLD_DARK)
        deben = t.render(str(player["deben"]), "bold", 20, th.INK)
        coin_x = x + max(score.get_width() + t.px(26), t.px(88))
        after_vp = coin_x + t.px(16) + deben.get_width() + t.px(10)
        while below and seat != ctx.heliopolis and after_vp + self._chips_width(t, below) > info.right - t.px(4):
            chips.append(below.pop(0))   # no room after the VP either: back beside the name, cut to make room
        room = room_beside(chips)
        name_font = fitting_font(t, ctx.name_of(seat), room, size=NAME_SIZE, role="bold") or name_font
        name = fit_text(ctx.name_of(seat), name_font, room)
        surface.blit(name_font.render(name, True, th.INK), (x + t.px(22), y))
        self._draw_chips(surface, t, chips, x + t.px(26) + name_font.size(name)[0] + t.px(6),
                         y + name_font.get_linesize() // 2)
        y += name_font.get_linesize() + t.px(4)
        surface.blit(score, (x, y))
        if seat == ctx.heliopolis:
            note = t.render(_("silent player"), "body", SMALL_SIZE, th.INK_SOFT)
            place = note.get_rect(midleft=(x + score.get_width() + t.px(14), y + score.get_height() // 2))
            surface.blit(note, place)
            self._draw_chips(surface, t, below, place.right + t.px(8), place.centery)
            return
        pc.draw_coin(surface, (coin_x, y + score.get_height() // 2), t.px(11))
        surface.blit(deben, (coin_x + t.px(16), y))
        self._draw_chips(surface, t, below, after_vp, y + score.get_height() // 2)
        if info.h >= t.px(100):
            self._draw_holdings(surface, ctx, seat, info)

    @staticmethod
    def _chips_width(t: th.Theme, chips: list[str]) -> int:
        """How wide :meth:`_draw_chips` draws ``chips``."""
        font = t.font("bold", 13)
        return sum(font.size(chip)[0] + t.px(12) for chip in chips) + t.px(4) * max(0, len(chips) - 1)

    @staticmethod
    def _draw_chips(surface: pygame.Surface, t: th.Theme, chips: list[str], x: int, centre_y: int) -> None:
        """The "turn" and "start" chips in a row from ``x``."""
        chip_font = t.font("bold", 13)
        for chip in chips:
            image = chip_font.render(chip, True, th.IVORY)
            box = image.get_rect().inflate(t.px(12), t.px(4))
            box.midleft = (x, centre_y)
            pygame.draw.rect(surface, th.LAPIS if chip == _("turn") else th.GOLD_DARK, box, border_radius=box.h // 2)
            surface.blit(image, image.get_rect(center=box.center))
            x = box.right + t.px(4)

    def _draw_holdings(self, surface: pygame.Surface, ctx: BoardContext, seat: int, info: pygame.Rect) -> None:
        """The hand (backs; known castes face up), the Scribes' hidden cards and the Afterlife card."""
        t = ctx.theme
        player = ctx.players[seat]
        places = self.holdings(ctx, seat, info)
        known = list(player["known"]) if ctx.hand_of(seat) is None else list(ctx.hand_of(seat) or [])
        for k, rect in enumerate(places["hand"]):
            if k < len(known):
                pc.draw_caste_card(surface, rect, known[k], ctx.catalog, t)
            else:
                pc.draw_card_back(surface, rect, t)
        for rect in places["scribed"]:
            pc.draw_card_back(surface, rect, t)
        held = player["afterlife"]
        for rect in places["afterlife"]:
            if isinstance(held, str):
                pc.draw_afterlife_card(surface, rect, held, ctx.catalog, t)
            else:
                pc.draw_card_back(surface, rect, t, afterlife=True)

    def holdings(self, ctx: BoardContext, seat: int, info: pygame.Rect) -> dict[str, list[pygame.Rect]]:
        """Where the cards of the hand, those under the Scribes and the Afterlife card of a band lie:
        small, side by side below the name and the VP, as wide as the band's left part allows."""
        t = ctx.theme
        name_h = t.font("bold", NAME_SIZE).get_linesize() + t.px(4)
        score_h = t.font("bold", 20).get_linesize() + t.px(6)
        top = info.y + t.px(10) + name_h + score_h
        area = pygame.Rect(info.x + t.px(20), top, info.right - info.x - t.px(30), info.bottom - top - t.px(8))
        player = ctx.players[seat]
        hand = ctx.hand_size(seat)
        scribed = player["scribed"]
        hidden = len(scribed) if isinstance(scribed, list) else int(scribed)
        held = 1 if player["afterlife"] else 0
        gap = t.px(10)
        units = (1 + 0.55 * (hand - 1) if hand else 0) + (0.8 + 0.35 * (hidden - 1) if hidden else 0) + held
        gaps = gap * (sum(1 for part in (hand, hidden, held) if part) - 1)
        w, h = pc.card_size((area.w - max(0, gaps)) / max(1.0, units), min(area.h, t.px(90)))
        found: dict[str, list[pygame.Rect]] = {"hand": [], "scribed": [], "afterlife": []}
        if area.h < t.px(16):
            return found
        x = float(area.x)
        for k in range(hand):
            found["hand"].append(pygame.Rect(round(x + k * w * 0.55), area.y, w, h))
        if hand:
            x += w + (hand - 1) * w * 0.55 + gap
        small_w, small_h = pc.card_size(w * 0.8, h * 0.8)
        for k in range(hidden):
            found["scribed"].append(pygame.Rect(round(x + k * w * 0.35), area.y + h - small_h, small_w, small_h))
        if hidden:
            x += small_w + (hidden - 1) * w * 0.35 + gap
        if held:
            found["afterlife"].append(pygame.Rect(round(x), area.y, w, h))
        return found

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        if not ctx.candidates:
            return []
        found: list[Target] = []
        deciding = ctx.deciding
        for seat, band in enumerate(self.bands(ctx)):
            columns = self.columns(ctx, band)
            raids = ctx.offered("raid", victim=seat)
            if raids:
                found.append(Target(columns["farmer"], raids, _("Take a Farmer of {name}", name=ctx.name_of(seat))))
            if seat != deciding:
                continue
            for caste, column in columns.items():
                actions = ctx.offered("bake", caste=caste) + ctx.offered("season", caste=caste)
                if actions:
                    found.append(Target(column, actions, caste_name(ctx.catalog, caste)))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found: list[Hint] = []
        for seat, band in enumerate(self.bands(ctx)):
            player = ctx.players[seat]
            name = ctx.name_of(seat)
            info = self.info_rect(ctx, band)
            if seat != ctx.heliopolis and info.h >= ctx.theme.px(100):
                found += self._holding_hints(ctx, seat, info)
            found.append(Hint(info, self._info_text(ctx, seat)))
            for caste, column in self.columns(ctx, band).items():
                count, bread = player["dynasty"][caste], player["bread"][caste]
                lines = [ngettext("{name}'s {caste} column: {n} card", "{name}'s {caste} column: {n} cards", count,
                                  name=name, caste=caste_name(ctx.catalog, caste))]
                if bread:
                    lines.append(ngettext("{n} of them carries a bread token", "{n} of them carry a bread token",
                                          bread))
                lines.append(self._majority_text(ctx, caste))
                if caste == "farmer" and count:
                    lines.append(self._protection_text(ctx, seat))
                if ctx.kind == "bake" and ctx.legal and seat == ctx.deciding and count and count == bread:
                    lines.append(_("Every card of this column carries bread already: one token per card."))
                lines.append(caste_facts(ctx.catalog, caste))
                found.append(Hint(column, "\n".join(lines)))
        return found

    def _holding_hints(self, ctx: BoardContext, seat: int, info: pygame.Rect) -> list[Hint]:
        player = ctx.players[seat]
        name = ctx.name_of(seat)
        places = self.holdings(ctx, seat, info)
        rects = {name: rect_list[0].unionall(rect_list[1:]) for name, rect_list in places.items() if rect_list}
        hand = ctx.hand_of(seat)
        if hand is not None:
            text = ngettext("{name}'s hand: {n} card (shown below)", "{name}'s hand: {n} cards (shown below)",
                            len(hand), name=name)
        elif player["known"]:
            known = ", ".join(caste_name(ctx.catalog, caste) for caste in player["known"])
            text = ngettext("{name}'s hand: {n} card. Everyone saw {known} taken from the Forum.",
                            "{name}'s hand: {n} cards. Everyone saw {known} taken from the Forum.",
                            ctx.hand_size(seat), name=name, known=known)
        else:
            text = ngettext("{name}'s hand: {n} card, secret", "{name}'s hand: {n} cards, secret",
                            ctx.hand_size(seat), name=name)
        found = [Hint(rects["hand"], text)] if "hand" in rects else []
        if "scribed" in rects:
            scribed = player["scribed"]
            if isinstance(scribed, list):
                text = _("Under {name}'s Scribe, face down: {cards}. They join the Dynasty at the end of the game.",
                         name=name, cards=", ".join(caste_name(ctx.catalog, caste) for caste in scribed))
            else:
                text = ngettext("{n} card face down under {name}'s Scribe: it joins the Dynasty at the end.",
                                "{n} cards face down under {name}'s Scribe: they join the Dynasty at the end.",
                                scribed, name=name)
            found.append(Hint(rects["scribed"], text))
        if "afterlife" in rects:
            held = player["afterlife"]
            if isinstance(held, str):
                text = card_tooltip(ctx.catalog, held)
            else:
                text = _("{name} holds an Afterlife card, face down until the end of the game.", name=name)
            found.append(Hint(rects["afterlife"], text))
        return found

    def _info_text(self, ctx: BoardContext, seat: int) -> str:
        player = ctx.players[seat]
        total = ctx.totals[seat] if seat < len(ctx.totals) else 0
        if seat == ctx.heliopolis:
            return _("{name}, the silent player: it takes a Forum card each round and is scored like a player "
                     "(no deben). VP now: {vp}.", name=ctx.name_of(seat), vp=total)
        lines = [_("{name}: {vp} VP as the table sees them now (without the cards under the Scribe and the Afterlife "
                   "card), {deben} deben.", name=ctx.name_of(seat), vp=total, deben=player["deben"])]
        if ctx.view["start_player"] == seat:
            lines.append(_("Start player of this round."))
        return "\n".join(lines)

    def _majority_text(self, ctx: BoardContext, caste: str) -> str:
        holder = ctx.holders.get(caste, -1)
        vp = ctx.catalog.castes[caste].majority_vp
        if holder >= 0:
            return ngettext("Majority: {name} ({n} VP)", "Majority: {name} ({n} VP)", vp, name=ctx.name_of(holder))
        if any(player["dynasty"][caste] for player in ctx.players):
            return ngettext("Majority: tied, nobody scores its {n} VP", "Majority: tied, nobody scores its {n} VP", vp)
        return ngettext("Majority: nobody yet ({n} VP)", "Majority: nobody yet ({n} VP)", vp)

    def _protection_text(self, ctx: BoardContext, seat: int) -> str:
        if seat == ctx.heliopolis:
            return _("Heliopolis's Farmers can never be taken.")
        soldiers = ctx.players[seat]["dynasty"]["soldier"]
        guarded = soldiers * ctx.catalog.abilities.soldier_guards
        if seat < len(ctx.exposed) and ctx.exposed[seat]:
            return ngettext("A Soldier may take one: {n} Farmer is guarded, the others are not.",
                            "A Soldier may take one: {n} Farmers are guarded, the others are not.", guarded)
        return _("Safe from Soldiers: each Soldier guards {per} Farmers.", per=ctx.catalog.abilities.soldier_guards)

    def picture_key(self, ctx: BoardContext) -> object:
        view = ctx.view
        players = tuple((p["deben"], tuple(p["dynasty"].values()), tuple(p["bread"].values()),
                         str(p["hand"]), tuple(p["known"]), str(p["scribed"]), str(p["afterlife"]))
                        for p in view["players"])
        return (players, view["turn_player"], view["start_player"], view["over"], tuple(ctx.totals),
                tuple(sorted(ctx.holders.items())), self.playing)
