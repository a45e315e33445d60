"""The private part of the table, for the seat it is shown to: the hand, the cards hidden under
the Scribes and the Afterlife card held (with the ones a Priest just drew, one of which is kept).

Only the seat the board is drawn for sees these: on a shared screen between turns, and for the
seats of computer players, the strip says the hand is hidden. A card of the hand is clicked to
play it, to hide it under the Scribe or to give it to the Forum; an Afterlife card to keep it.
"""
from __future__ import annotations

import pygame

from game.dynasties.ui import pieces as pc
from game.dynasties.ui.context import BoardContext
from game.dynasties.ui.words import card_tooltip, caste_name, caste_tooltip
from game.i18n import _, ngettext
from game.ui import theme as th
from game.ui.text import draw_text, fit_text, fitting_lines
from game.ui.widgets.base import Hint, Target, Widget, draw_panel

LABEL_W = 200
TITLE_SIZE = 18
LABEL_SIZE = 15


class HandWidget(Widget):
    # ------------------------------------------------------------------ layout
    def places(self, ctx: BoardContext) -> dict[str, list[pygame.Rect]]:
        """The cards of the hand, those under the Scribes and the Afterlife cards, where they lie."""
        t = ctx.theme
        seat = ctx.viewer
        found: dict[str, list[pygame.Rect]] = {"hand": [], "scribed": [], "afterlife": []}
        if seat < 0 or ctx.hand_of(seat) is None:
            return found
        pad, gap = t.px(10), t.px(12)
        top = self.rect.y + pad + t.px(22)
        w, h = pc.card_size(self.rect.h, self.rect.bottom - pad - top)
        x = self.rect.x + t.px(LABEL_W)
        hand = ctx.hand_of(seat) or []
        for _card in hand:
            found["hand"].append(pygame.Rect(x, top, w, h))
            x += w + gap
        x = max(x, self.rect.x + t.px(LABEL_W) + 4 * (w + gap)) + t.px(24)
        player = ctx.players[seat]
        small_w, small_h = pc.card_size(w * 0.8, h * 0.8)
        for _card in player["scribed"]:
            found["scribed"].append(pygame.Rect(x, top + h - small_h, small_w, small_h))
            x += small_w * 2 // 3
        if player["scribed"]:
            x += small_w // 3 + t.px(32)
        for _card in self.afterlife_cards(ctx):
            found["afterlife"].append(pygame.Rect(x, top, w, h))
            x += w + gap
        return found

    def afterlife_cards(self, ctx: BoardContext) -> list[str]:
        """The viewer's Afterlife card and those a Priest just drew (to keep one of)."""
        player = ctx.players[ctx.viewer]
        held = [player["afterlife"]] if isinstance(player["afterlife"], str) and player["afterlife"] else []
        drawn = player["drawn"] if isinstance(player["drawn"], list) else []
        return held + [card for card in drawn if card not in held]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        t = ctx.theme
        draw_panel(surface, self.rect, t, fill=th.mix(th.PAPYRUS, th.LAPIS, 0.06))
        seat = ctx.viewer
        x, y = self.rect.x + t.px(14), self.rect.y + t.px(10)
        if seat < 0 or ctx.hand_of(seat) is None:
            text = _("The hands are secret: each player sees their own on their turn.")
            draw_text(surface, text, (x, y + t.px(6)), t, role="bold", size=TITLE_SIZE, colour=th.INK_SOFT,
                      width=self.rect.w - t.px(28), max_lines=2)
            return
        places = self.places(ctx)
        colour = ctx.seats[seat].colour
        title_font, lines = fitting_lines(t, _("{name}'s hand", name=ctx.name_of(seat)), t.px(LABEL_W) - t.px(40), 2,
                                          size=TITLE_SIZE, role="bold")
        th.draw_player_marker(surface, (x + t.px(8), y + title_font.get_linesize() // 2), t.px(9), colour)
        for k, line in enumerate(lines):   # two lines in a long translation
            surface.blit(title_font.render(line, True, th.INK), (x + t.px(22), y + k * title_font.get_linesize()))
        note = _("Only you see these cards.")
        draw_text(surface, note, (x, y + len(lines) * title_font.get_linesize() + t.px(8)), t, size=LABEL_SIZE,
                  colour=th.INK_SOFT, width=t.px(LABEL_W) - t.px(28), max_lines=3)
        hand = ctx.hand_of(seat) or []
        for rect, caste in zip(places["hand"], hand):
            pc.draw_caste_card(surface, rect, caste, ctx.catalog, t)
        if not hand:
            image = t.render(_("No card in hand"), "body", LABEL_SIZE, th.INK_SOFT)
            surface.blit(image, (self.rect.x + t.px(LABEL_W), self.rect.centery))
        player = ctx.players[seat]
        if places["scribed"]:
            self._label(surface, ctx, _("Under your Scribe"), places["scribed"][0])
            for rect, caste in zip(places["scribed"], player["scribed"]):
                pc.draw_caste_card(surface, rect, caste, ctx.catalog, t, hidden_mark=True)
        cards = self.afterlife_cards(ctx)
        if places["afterlife"]:
            label = _("Afterlife: keep one") if ctx.kind == "keep_afterlife" and ctx.legal else _("Your Afterlife card")
            self._label(surface, ctx, label, places["afterlife"][0])
            for rect, card in zip(places["afterlife"], cards):
                pc.draw_afterlife_card(surface, rect, card, ctx.catalog, t)

    def _label(self, surface: pygame.Surface, ctx: BoardContext, text: str, first: pygame.Rect) -> None:
        t = ctx.theme
        font = t.font("bold", LABEL_SIZE)
        image = font.render(fit_text(text, font, self.rect.right - first.x - t.px(8)), True, th.LAPIS_DARK)
        surface.blit(image, (first.x, self.rect.y + t.px(8)))

    # ------------------------------------------------------------------ choosing
    def targets(self, ctx: BoardContext) -> list[Target]:
        if not ctx.candidates or ctx.viewer < 0:
            return []
        places = self.places(ctx)
        found: list[Target] = []
        for rect, caste in zip(places["hand"], ctx.hand_of(ctx.viewer) or []):
            actions = ctx.offered("play", caste=caste) + ctx.offered("hide", caste=caste) + ctx.offered(
                "give", caste=caste)
            if actions:
                found.append(Target(rect, actions, caste_tooltip(ctx.catalog, caste)))
        for rect, card in zip(places["afterlife"], self.afterlife_cards(ctx)):
            actions = ctx.offered("keep", card=card)
            if actions:
                found.append(Target(rect, actions, card_tooltip(ctx.catalog, card)))
        return found

    def hints(self, ctx: BoardContext) -> list[Hint]:
        found: list[Hint] = []
        if ctx.viewer < 0 or ctx.hand_of(ctx.viewer) is None:
            return [Hint(self.rect, _("The hands are secret: on a shared screen each player's hand shows only after "
                                      "they said who they are."))]
        places = self.places(ctx)
        hand = ctx.hand_of(ctx.viewer) or []
        for rect, caste in zip(places["hand"], hand):
            text = caste_tooltip(ctx.catalog, caste)
            why = self._why_not(ctx, caste, hand)
            found.append(Hint(rect, f"{text}\n{why}" if why else text))
        for rect in places["scribed"]:
            found.append(Hint(rect, _("Face down under your Scribe: nobody else sees it. It joins your Dynasty at "
                                      "the end of the game.")))
        for rect, card in zip(places["afterlife"], self.afterlife_cards(ctx)):
            found.append(Hint(rect, card_tooltip(ctx.catalog, card) + "\n" + _(
                "Face down: nobody else sees it until the end of the game. You may hold only one.")))
        found.append(Hint(self.rect, _("Your hand: only you see it (4 cards at most).")))
        return found

    def _why_not(self, ctx: BoardContext, caste: str, hand: list[str]) -> str:
        """Why a card of the hand cannot be chosen (or only partly), when the decision is the viewer's."""
        if not ctx.legal or ctx.deciding != ctx.viewer:
            return ""
        name = caste_name(ctx.catalog, caste)
        if ctx.kind == "play" and hand.count(caste) >= 2 and not ctx.offered("play", caste=caste, count=2):
            return ngettext("A second {caste} in the same turn costs {n} deben: you have too few.",
                            "A second {caste} in the same turn costs {n} deben: you have too few.",
                            ctx.catalog.turn.second_card_cost, caste=name)
        return ""

    def picture_key(self, ctx: BoardContext) -> object:
        seat = ctx.viewer
        if seat < 0:
            return (seat,)
        player = ctx.players[seat]
        return (seat, str(player["hand"]), str(player["scribed"]), str(player["afterlife"]), str(player["drawn"]),
                ctx.kind, bool(ctx.legal))
