"""The middle of the table: the caste deck, the Forum (in Rise of Aten a row from the oldest card
to the newest, with its discard pile), the Afterlife deck, the three dice and the bread supply.

Forum cards are taken by a click in the Rebirth phase (in Rise of Aten each place is a choice of
its own); a die is clicked for the Pharaoh's reroll and the Priest's draw, and shows what the
Noble and the Merchant use.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.dynasties.ui import pieces as pc
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import caste_tooltip
from game.i18n import _, ngettext
from game.ui import theme as th
from game.ui.text import fit_text, fitting_lines
from game.ui.widgets.base import Hint, Target, Widget, draw_panel

LABEL_SIZE = 16
#: The Forum has room for this many cards before they are drawn narrower.
FORUM_ROOM = 7


@dataclass
class Places:
    """Where each part of the middle of the table is drawn (window pixels)."""

    deck: pygame.Rect
    discard: pygame.Rect | None
    forum: pygame.Rect
    cards: list[pygame.Rect]
    afterlife: pygame.Rect
    dice: list[pygame.Rect]
    bread: pygame.Rect
    dice_area: pygame.Rect


class ForumWidget(Widget):
    def places(self, ctx: BoardContext) -> Places:
        t = ctx.theme
        r = self.rect
        pad, gap, space = t.px(12), t.px(10), t.px(22)
        label_h = t.px(26)
        top = r.y + pad + label_h
        dice_w = t.px(232)
        aten = ctx.variant == "aten"
        count = len(ctx.view["forum"])
        room = max(count, FORUM_ROOM)
        # the deck, the Forum's cards (and in Rise of Aten the discard pile), the Afterlife deck, side by side
        fixed = 2 * pad + 3 * space + t.px(16) + gap * (room - 1) + dice_w + (space if aten else 0)
        card_w, card_h = pc.card_size((r.w - fixed) / (room + 2 + (0.75 if aten else 0)),
                                      r.bottom - top - pad - label_h)
        x = r.x + pad
        deck = pygame.Rect(x, top, card_w, card_h)
        x = deck.right + space
        discard = None
        if aten:
            discard = pygame.Rect(x, top + card_h // 4, card_w * 3 // 4, card_h * 3 // 4)
            x = discard.right + space
        afterlife_x = r.right - pad - dice_w - space - card_w
        forum = pygame.Rect(x, r.y + pad, afterlife_x - space - x, r.h - 2 * pad)
        step = min(card_w + gap, (forum.w - t.px(16) - card_w) / max(1, room - 1))
        row_w = card_w + step * max(0, count - 1)
        first = forum.x + (forum.w - row_w) / 2
        title_bottom = forum.y + t.px(4) + t.font("bold", LABEL_SIZE).get_linesize()   # the Forum's title, whole
        row_top = max(top, title_bottom + t.px(2))
        cards = [pygame.Rect(round(first + k * step), row_top, card_w, card_h) for k in range(count)]
        afterlife = pygame.Rect(afterlife_x, top, card_w, card_h)
        dice_area = pygame.Rect(r.right - pad - dice_w, r.y + pad, dice_w, r.h - 2 * pad)
        size = min(t.px(66), (dice_w - 2 * gap) // 3)
        dice = [pygame.Rect(dice_area.x + k * (size + gap) + (dice_w - 3 * size - 2 * gap) // 2,
                            dice_area.y + label_h + t.px(8), size, size) for k in range(len(ctx.view["dice"]))]
        bread = pygame.Rect(dice_area.x, dice_area.bottom - t.px(64), dice_w, t.px(56))
        return Places(deck, discard, forum, cards, afterlife, dice, bread, dice_area)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        places = self.places(ctx)
        view = ctx.view
        draw_panel(surface, places.forum, t, fill=th.mix(th.PAPYRUS, th.SAND, 0.35))
        forum_title = _("Forum") if ctx.variant != "aten" else _("Forum: oldest on the left, newest on the right")
        self._label(surface, ctx, forum_title, (places.forum.x + t.px(14), places.forum.y + t.px(4)), bold=True)
        given = ctx.given()
        for index, (rect, caste) in enumerate(zip(places.cards, view["forum"])):
            pc.draw_caste_card(surface, rect, caste, ctx.catalog, t, faded=index >= len(view["forum"]) - given)
        if ctx.variant == "aten" and places.cards:
            arrow_y = places.cards[0].bottom + t.px(12)
            left, right = places.cards[0].x, places.cards[-1].right
            pygame.draw.line(surface, th.INK_SOFT, (left, arrow_y), (right, arrow_y), max(1, t.px(2)))
            pygame.draw.polygon(surface, th.INK_SOFT, [(right, arrow_y), (right - t.px(10), arrow_y - t.px(6)),
                                                       (right - t.px(10), arrow_y + t.px(6))])
        self._label(surface, ctx, _("Caste deck"), (places.deck.x, self._above_pile(ctx, places.deck)))
        pc.draw_pile(surface, places.deck, view["deck"], t)
        self._count(surface, ctx, view["deck"], places.deck)
        if places.discard is not None:
            self._label(surface, ctx, _("Discarded"), (places.discard.x, places.discard.y - t.px(26)))
            if view["discard"]:
                pc.draw_caste_card(surface, places.discard, view["discard"][-1], ctx.catalog, t)
            else:
                pygame.draw.rect(surface, th.SAND_DARK, places.discard, max(1, t.px(2)), border_radius=t.px(6))
            self._count(surface, ctx, len(view["discard"]), places.discard)
        self._label(surface, ctx, _("Afterlife"), (places.afterlife.x, self._above_pile(ctx, places.afterlife)))
        pc.draw_pile(surface, places.afterlife, view["afterlife_deck"], t, afterlife=True)
        self._count(surface, ctx, view["afterlife_deck"], places.afterlife)
        self._draw_dice(surface, ctx, places)

    def _label(self, surface: pygame.Surface, ctx: BoardContext, text: str, pos: tuple[int, int],
               bold: bool = False) -> None:
        t = ctx.theme
        font = t.font("bold" if bold else "body", LABEL_SIZE)
        image = font.render(fit_text(text, font, self.rect.right - pos[0] - t.px(8)), True,
                            th.LAPIS_DARK if bold else th.INK_SOFT)
        surface.blit(image, pos)

    @staticmethod
    def _above_pile(ctx: BoardContext, pile: pygame.Rect) -> int:
        """The top of a label over ``pile``, clear of its highest card."""
        t = ctx.theme
        return pile.y - pc.pile_rise(t) - t.px(2) - t.font("body", LABEL_SIZE).get_linesize()

    def _count(self, surface: pygame.Surface, ctx: BoardContext, count: int, rect: pygame.Rect) -> None:
        t = ctx.theme
        image = t.render(ngettext("{n} card", "{n} cards", count), "bold", LABEL_SIZE, th.INK)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom + t.px(4))))

    def _draw_dice(self, surface: pygame.Surface, ctx: BoardContext, places: Places) -> None:
        t = ctx.theme
        area = places.dice_area
        draw_panel(surface, area, t, fill=th.mix(th.PAPYRUS, th.SAND, 0.35))
        self._label(surface, ctx, _("Dice"), (area.x + t.px(12), area.y + t.px(4)), bold=True)
        for rect, value in zip(places.dice, ctx.view["dice"]):
            pc.draw_die(surface, rect, value, t)
        bread = places.bread
        pc.draw_bread_token(surface, (bread.x + t.px(34), bread.centery), t.px(22))
        text = ngettext("{n} bread token", "{n} bread tokens", ctx.view["bread_supply"])
        font, lines = fitting_lines(t, text, area.right - bread.x - t.px(72), 2, size=LABEL_SIZE, role="bold")
        y = bread.centery - len(lines) * font.get_linesize() // 2
        for line in lines:   # two lines in a long translation
            surface.blit(font.render(line, True, th.INK), (bread.x + t.px(64), y))
            y += font.get_linesize()

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        if not ctx.candidates:
            return []
        places = self.places(ctx)
        found: list[Target] = []
        forum = ctx.view["forum"]
        for index, (rect, caste) in enumerate(zip(places.cards, forum)):
            if ctx.variant == "aten":
                actions = ctx.offered("take", slot=index)
            else:
                actions = ctx.offered("take", caste=caste) if index < len(forum) - ctx.given() else []
            if actions:
                found.append(Target(rect, actions, caste_tooltip(ctx.catalog, caste)))
        dice = ctx.view["dice"]
        highest = max(dice, default=0)
        for rect, value in zip(places.dice, dice):
            if not value:
                continue
            actions = ctx.offered("reroll", value=value) + ctx.offered("consult", value=value) + ctx.offered("tax")
            if value == highest:
                actions += ctx.offered("trade")
            if actions:
                found.append(Target(rect, actions, _("A die showing {value}", value=value)))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        places = self.places(ctx)
        view = ctx.view
        found = [Hint(places.deck, ngettext(
            "Caste deck: {n} card, face down. When it is empty at the start of a turn, the rest of that round is "
            "Dynasty phases only, then the game ends.",
            "Caste deck: {n} cards, face down. When it is empty at the start of a turn, the rest of that round is "
            "Dynasty phases only, then the game ends.", view["deck"]))]
        given = ctx.given()
        for index, (rect, caste) in enumerate(zip(places.cards, view["forum"])):
            text = caste_tooltip(ctx.catalog, caste)
            if index >= len(view["forum"]) - given:
                text += "\n" + _("Given to the Forum this turn: it cannot be taken back now.")
            elif ctx.variant == "aten":
                text += "\n" + _("Place {number} of the row: the leftmost card is discarded at the end of each "
                                 "Rebirth phase, and two new cards come in at the right.", number=index + 1)
            found.append(Hint(rect, text))
        found.append(Hint(places.forum, _("The Forum: in the Rebirth phase each player gives cards to it, then takes "
                                          "other cards from it.")))
        if places.discard is not None:
            found.append(Hint(places.discard, ngettext(
                "Discarded: {n} card out of the game (Rise of Aten)",
                "Discarded: {n} cards out of the game (Rise of Aten)", len(view["discard"]))))
        found.append(Hint(places.afterlife, ngettext(
            "Afterlife deck: {n} card, face down. {in_game} of the {all} Afterlife cards are in this game; the others "
            "stay in the box unseen. A Priest draws from it.",
            "Afterlife deck: {n} cards, face down. {in_game} of the {all} Afterlife cards are in this game; the "
            "others stay in the box unseen. A Priest draws from it.", view["afterlife_deck"],
            in_game=ctx.catalog.setup.afterlife_in_game, all=len(ctx.catalog.afterlife))))
        for rect, value in zip(places.dice, view["dice"]):
            text = _("Removed: this die is out of play until the next round.") if not value else _(
                "A die showing {value}. The dice stay until the next round; abilities lower them, and a die that "
                "falls below 1 is removed.", value=value)
            if value and ctx.kind == "priest" and ctx.legal and not ctx.offered("consult", value=value):
                count = min(value, view["afterlife_deck"])
                text += "\n" + ngettext("The Priest cannot use it: it would draw {n} card, 1 deben each.",
                                         "The Priest cannot use it: it would draw {n} cards, 1 deben each.", count)
            found.append(Hint(rect, text))
        found.append(Hint(places.bread, ngettext(
            "{n} bread token left in the supply (a Baker puts them on cards).",
            "{n} bread tokens left in the supply (a Baker puts them on cards).", view["bread_supply"])))
        found.append(Hint(places.dice_area, _("The three four-sided dice, rolled at the start of each round.")))
        return found

    def picture_key(self, ctx: BoardContext) -> object:
        view = ctx.view
        return (tuple(view["forum"]), tuple(view["discard"]), view["deck"], view["afterlife_deck"],
                tuple(view["dice"]), view["bread_supply"], ctx.given(), ctx.variant)
