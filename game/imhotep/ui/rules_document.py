"""Imhotep's rules reference: "How to play" (one screen a newcomer reads first, beside small
pictures drawn like the board), the rules of each site on both sides, and every market card.

The texts are messages of ``game.i18n`` (Markdown inside, translated as a whole section), and
every number they give that the rules read comes from the data file: the document is made anew
each time the reference opens, in the language of that moment.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.imhotep.rules.catalog import Catalog, load_catalog
from game.imhotep.ui import pieces as pc
from game.imhotep.ui.words import CARD_KINDS, card_name, card_text
from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Picture, RulesDocument
from game.ui.markdown import parse_inline, parse_markdown

PANEL_W = 640
PICTURE = (180, 100)
COLOURS = ("blue", "orange", "green", "pink")


def rules_document(catalog: Catalog | None = None) -> RulesDocument:
    catalog = catalog or load_catalog()
    blocks = how_to_play(catalog) + rules(catalog) + card_blocks(catalog)
    return RulesDocument(blocks, search_placeholder=_("Search the rules and cards (e.g. Temple, Lever)"),
                         search_tip=_("Try one word, such as a site or a card."))


# ------------------------------------------------------------------------------ how to play
def how_to_play(catalog: Catalog) -> list[Block]:
    ships = "; ".join(_("for {capacity}, at least {minimum}", capacity=tile.capacity, minimum=tile.minimum)
                      for tile in catalog.ships)
    return [
        Heading(2, parse_inline(_("How to play"))),
        *parse_markdown(_("**The goal.** Build the monuments of Egypt with your stones and score the most points in "
                          "{rounds} rounds.", rounds=catalog.rounds)),
        Picture(_draw_turn, PICTURE, parse_inline(_(
            "**Your turn** is one action: **get stones** from the quarry onto your sled (3, it holds {sled} at most), "
            "**place a stone** from your sled on a ship, **sail a ship** to a site, or **play a blue card**.",
            sled=catalog.sled_capacity)), PANEL_W),
        Picture(_draw_ship, PICTURE, parse_inline(_(
            "**Ships.** Each round has 4 ships. A ship sails only with its minimum load (the grey marks at its bow; "
            "{ships}), and only to a dock no ship has sailed to this round. Anyone may sail any "
            "ship, whoever's stones are on it.", ships=ships)), PANEL_W),
        Picture(_draw_unloading, PICTURE, parse_inline(_(
            "**Unloading.** The stones leave from the bow to the stern, and each goes to its owner at the site: "
            "where a stone lands matters as much as who sails.")), PANEL_W),
        Picture(_draw_stones, PICTURE, parse_inline(_(
            "**Colours and shapes.** Each player's stones have their colour and a shape (circle, triangle, square, "
            "diamond), so they are told apart without colour vision too.")), PANEL_W),
        *parse_markdown(_("**A round** ends when its 4 ships have sailed: the Temple scores, and the next round "
                          "starts with the player after the one who sailed the last ship. **At the end** the Burial "
                          "Chamber, the Obelisk (side A) and the cards score; the most points wins, a tie goes to the "
                          "most stones on the sled.")),
        *parse_markdown(_("**On the screen.** What you may choose glows; the decision panel lists it too (keys 1–9). "
                          "Hover anything to read what it is and what a choice will do. Your move is shown at once "
                          "and played for good when you end your turn (Enter); until then Undo (Ctrl+Z) takes it "
                          "back, but never past a card drawn from the pile. S shows the scores, L the log.")),
    ]


def _draw_turn(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    pc.draw_slab(surface, rect, theme, base=pc.SANDSTONE_DARK, seed=3)
    size = rect.h // 3
    for k in range(3):
        pc.draw_stone(surface, pygame.Rect(rect.x + rect.w // 8 + k * (size + 4), rect.centery - size // 2, size,
                                           size), "blue")
    arrow_y = rect.centery
    pygame.draw.line(surface, th.IVORY, (rect.centerx, arrow_y), (rect.right - rect.w // 8, arrow_y), 3)
    pygame.draw.polygon(surface, th.IVORY, [(rect.right - rect.w // 8, arrow_y - 8), (rect.right - rect.w // 8 + 12,
                                                                                     arrow_y),
                                            (rect.right - rect.w // 8, arrow_y + 8)])


def _draw_ship(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    pc.draw_water(surface, rect, theme)
    h = rect.h * 45 // 100
    hull = pygame.Rect(0, 0, pc.ship_length(4, h), h)
    hull.center = rect.center
    pc.draw_hull(surface, hull, theme, minimum=3)
    for slot, colour in zip(pc.ship_slots(hull, 4), ("orange", "blue", None, None)):
        if colour:
            pc.draw_stone(surface, slot, colour)
        else:
            pygame.draw.rect(surface, pc.WOOD_DARK, slot, 2, border_radius=3)


def _draw_unloading(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    pc.draw_slab(surface, rect, theme, seed=9)
    size = rect.h // 4
    for k, colour in enumerate(("green", "orange", "blue")):
        stone = pygame.Rect(rect.x + rect.w // 6 + k * (size + size // 2), rect.y + rect.h // 2 - k * size // 3, size,
                            size)
        pc.draw_stone(surface, stone, colour)


def _draw_stones(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    pc.draw_slab(surface, rect, theme, seed=5)
    size = min(rect.h // 2, rect.w // 6)
    gap = (rect.w - 4 * size) // 5
    for k, colour in enumerate(COLOURS):
        pc.draw_stone(surface, pygame.Rect(rect.x + gap + k * (size + gap), rect.centery - size // 2, size, size),
                      colour)


# ------------------------------------------------------------------------------ the rules
def rules(catalog: Catalog) -> list[Block]:
    pyramid_a = catalog.side("pyramid", "A")
    temple = catalog.side("temple", "A")
    burial_a, burial_b = catalog.side("burial_chamber", "A"), catalog.side("burial_chamber", "B")
    obelisk_a, obelisk_b = catalog.side("obelisk", "A"), catalog.side("obelisk", "B")
    ranks = "; ".join(_("{n} players: {points}", n=n, points=", ".join(map(str, points)))
                      for n, points in obelisk_a.ranks.items())
    start = ", ".join(str(n) for n in catalog.start_stones)
    text = _(
        "## Rules\n\n"
        "### Setting up\n\n"
        "Each player takes a sled. The start player puts {start} stones on their sled, the next players one more "
        "each, in order: {start_list}. The rest of each colour is the quarry. The round cards of the player count "
        "are shuffled, one of them put away unseen; the market cards are shuffled face down.\n\n"
        "### A round\n\n"
        "The round card shows the round's 4 ships; 4 market cards are laid face up on the Market. Players take "
        "turns, one action each, until all 4 ships have sailed. There are 5 sites for 4 ships: one site gets no "
        "ship each round.\n\n"
        "### The actions\n\n"
        "- **Get stones**: take {taken} stones of your colour from the quarry onto your sled, as many as it has "
        "room for ({sled} at most).\n"
        "- **Place a stone**: from your sled on any empty space of a ship still waiting.\n"
        "- **Sail a ship**: a ship with at least its minimum load, to a site no ship has sailed to this round. "
        "It unloads at once, bow first.\n"
        "- **Play a blue card**: its effect is your action; one blue card per round at most.\n\n"
        "### The sites, side A\n\n"
        "- **Market**: each stone delivered takes one of the face-up cards for its owner, in unloading order; "
        "then the stones go back to the quarry.\n"
        "- **Pyramid**: each stone fills the next space (3×3, then 2×2 on top, then one) and scores its points at "
        "once; beyond the top each stone scores {beyond}.\n"
        "- **Temple**: stones fill a row of {width} spaces (4 with 2 players), then a new layer on top, without "
        "end. At the end of each round every stone seen from above scores 1 point.\n"
        "- **Burial Chamber**: three rows, filled column by column. At the end, each group of a player's stones "
        "side by side scores {groups}, and {more} more for each stone beyond.\n"
        "- **Obelisk**: each player stacks their own tower. At the end the highest score the most ({ranks}); "
        "tied players share their places' points, rounded down.\n\n"
        "### The sites, side B\n\n"
        "- **Market**: 2 more cards lie face down; a stone may take both, keep one and discard the other.\n"
        "- **Pyramids**: three small pyramids; the owner of each stone chooses one. Some spaces give 1 point and a "
        "bonus the owner may take: the top card of the pile, 3 stones from the quarry, or a stone from their sled "
        "onto a waiting ship.\n"
        "- **Temple**: the stone seen from above in each column takes that column's bonus at the round's end: "
        "1 point or 2 stones, 2 points, or the top card of the pile.\n"
        "- **Burial Chamber**: each row scores by majority: {burial_ranks}.\n"
        "- **Obelisks**: every {obelisk_stones} stones of a colour raise an obelisk, which takes the best free "
        "scoring space ({spaces}) and scores it at once.\n\n"
        "### The end\n\n"
        "After round {rounds}: the Burial Chamber, the Obelisk (side A), the green and purple cards and each blue "
        "card never played ({tool} point) score. The most points wins; a tie goes to the most stones on the sled, "
        "else the win is shared.\n\n"
        "### Pharaoh's Wrath (variant)\n\n"
        "At the end, a player without a stone at each of the four building sites loses {wrath} points.",
        start=catalog.start_stones[0], start_list=start, taken=catalog.stones_taken, sled=catalog.sled_capacity,
        beyond=pyramid_a.beyond, width=temple.width[3], groups=", ".join(map(str, burial_a.groups)),
        more=burial_a.beyond, ranks=ranks, burial_ranks=", ".join(map(str, burial_b.ranks)),
        obelisk_stones=obelisk_b.stones, spaces=", ".join(map(str, obelisk_b.spaces)), rounds=catalog.rounds,
        tool=catalog.unused_tool, wrath=catalog.wrath_penalty)
    return parse_markdown(text)


# ------------------------------------------------------------------------------ the cards
def card_blocks(catalog: Catalog) -> list[Block]:
    """"Market cards": each card once, its copies on the badge, its kind and what it does."""
    blocks: list[Block] = [Heading(2, parse_inline(_("Market cards")))]
    for colour in ("red", "green", "purple", "blue"):
        for card in catalog.market_cards.values():
            if card.colour == colour:
                blocks.append(Card(_("{n}×", n=card.count), card_name(catalog, card.id), str(CARD_KINDS[colour]),
                                   card_text(catalog, card.id), pc.CARD_COLOURS[colour]))
    return blocks

