"""The rules reference of "Dynasties": "How to play" (what a newcomer reads first, beside small
pictures drawn like the cards), the rules, the two-player variants, every caste and every
Afterlife card.

The texts are messages of ``game.i18n`` (Markdown inside, translated as a whole section), and
every number they give that the rules read comes from the data file: the document is made anew
each time the reference opens, in the language of that moment.
"""
from __future__ import annotations

import pygame

from game.dynasties.rules.catalog import Catalog, load_catalog
from game.dynasties.ui import pieces as pc
from game.dynasties.ui.words import card_name, card_text, caste_facts, caste_name, caste_text
from game.i18n import _
from game.ui import theme as th
from game.ui.document import Block, Card, Heading, Picture, RulesDocument
from game.ui.markdown import parse_inline, parse_markdown

PANEL_W = 640
PICTURE = (220, 130)


def rules_document(catalog: Catalog | None = None) -> RulesDocument:
    catalog = catalog or load_catalog()
    blocks = how_to_play(catalog) + rules(catalog) + caste_blocks(catalog) + afterlife_blocks(catalog)
    return RulesDocument(blocks, search_placeholder=_("Search the rules and cards (e.g. Soldier, Forum)"),
                         search_tip=_("Try one word, such as a caste or a card."))


# ------------------------------------------------------------------------------ how to play
def how_to_play(catalog: Catalog) -> list[Block]:
    setup, turn = catalog.setup, catalog.turn
    return [
        Heading(2, parse_inline(_("How to play"))),
        *parse_markdown(_("**The goal.** Build the strongest dynasty of Egypt: caste cards in your Dynasty score "
                          "their Caste VP, cards with bread their Bread VP, and the player with strictly the most "
                          "cards of a caste its Majority VP. The game ends soon after the caste deck runs out.")),
        Picture(_draw_castes, PICTURE, parse_inline(_(
            "**The castes.** Nine castes from the Pharaoh down to the Farmer, each with its colour and its symbol. "
            "A card's left edge shows its **Caste VP** (gold disc), its **Majority VP** (blue pyramid, also the "
            "number of its cards in the deck) and its **Bread VP** (loaf).")), PANEL_W),
        Picture(_draw_play, PICTURE, parse_inline(_(
            "**Your turn, the Dynasty phase.** Play a card from your hand into your Dynasty (a second of the same "
            "caste for {cost} deben), then you may use that caste's ability once.", cost=turn.second_card_cost)),
            PANEL_W),
        Picture(_draw_forum, PICTURE, parse_inline(_(
            "**The Rebirth phase.** Give {give} cards of your hand to the Forum, take {take} other Forum cards, "
            "refill your hand to {hand} from the deck; then a card from the deck joins the Forum.",
            give=turn.give, take=turn.take, hand=setup.hand_size)), PANEL_W),
        Picture(_draw_dice, PICTURE, parse_inline(_(
            "**The dice.** Three four-sided dice are rolled at the start of each round and stay for the round. "
            "Abilities read them and lower them; a die that falls below 1 is removed until the next round.")),
            PANEL_W),
        *parse_markdown(_("**On the screen.** What you may choose glows; the decision panel lists it too (keys 1–9). "
                          "Hover anything to read what it is and what a choice will do. Your hand is at the bottom, "
                          "for your eyes only: in a game of several people at one screen, each says who they are "
                          "before their hand shows. Your moves are played for good when you end your turn (Enter); "
                          "until then Undo (Ctrl+Z) takes them back, but never past a card drawn or a die rolled. "
                          "S shows the scores, L the log.")),
    ]


def _card_row(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    w, h = pc.card_size(rect.w / (count * 0.8 + 0.2), rect.h)
    step = (rect.w - w) / max(1, count - 1)
    return [pygame.Rect(round(rect.x + k * step), rect.y + (rect.h - h) // 2, w, h) for k in range(count)]


def _draw_castes(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    catalog = load_catalog()
    for card, caste in zip(_card_row(rect, 3), ("pharaoh", "priest", "farmer")):
        pc.draw_caste_card(surface, card, caste, catalog, theme)


def _draw_play(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    catalog = load_catalog()
    cards = _card_row(rect, 3)
    pc.draw_caste_card(surface, cards[0], "merchant", catalog, theme)
    pc.draw_caste_card(surface, cards[1], "merchant", catalog, theme)
    pc.draw_caste_card(surface, cards[2], "baker", catalog, theme, bread=True)


def _draw_forum(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    catalog = load_catalog()
    pygame.draw.rect(surface, th.mix(th.PAPYRUS, th.SAND, 0.35), rect, border_radius=theme.px(8))
    for card, caste in zip(_card_row(rect.inflate(-theme.px(12), -theme.px(12)), 5),
                           ("noble", "artisan", "farmer", "scribe", "baker")):
        pc.draw_caste_card(surface, card, caste, catalog, theme)


def _draw_dice(surface: pygame.Surface, rect: pygame.Rect, theme: th.Theme) -> None:
    size = min(rect.h * 2 // 3, rect.w // 4)
    gap = (rect.w - 3 * size) // 4
    for k, value in enumerate((4, 2, 0)):
        pc.draw_die(surface, pygame.Rect(rect.x + gap + k * (size + gap), rect.centery - size // 2, size, size), value,
                    theme)


# ------------------------------------------------------------------------------ the rules
def rules(catalog: Catalog) -> list[Block]:
    setup, turn, abilities = catalog.setup, catalog.turn, catalog.abilities
    aten, memphis = catalog.aten, catalog.memphis
    text = _(
        "## Rules\n\n"
        "### Setting up\n\n"
        "The {cards} caste cards are shuffled into the caste deck. {in_game} of the {afterlife} Afterlife cards "
        "are dealt face down as the Afterlife deck; the others go back to the box unseen. Each player gets "
        "{deben} deben and {hand} cards as a secret hand; {forum} cards are laid face up as the Forum. A random "
        "player starts. The standard game is for 3 or 4 players; 2 players play one of the two variants.\n\n"
        "### A round\n\n"
        "The start player rolls the three dice; they stay until the next round, lowered only by abilities. Then "
        "each player takes a turn, clockwise: the Dynasty phase, then the Rebirth phase. The next player "
        "clockwise starts the next round.\n\n"
        "### The Dynasty phase\n\n"
        "- With a Pharaoh in your Dynasty you may first reroll one die in play.\n"
        "- Play one card of your hand face up into your Dynasty, in the column of its caste. You may play a "
        "second card of the same caste for {second} deben.\n"
        "- Then you may use that caste's ability once (two cards played still give one use). An ability that "
        "costs deben can be used only if you can pay.\n\n"
        "### The Rebirth phase\n\n"
        "Give {give} cards of your hand to the Forum, take {take} other Forum cards into your hand (never the "
        "ones you just gave, and never more than a hand of {hand}), refill your hand to {hand} from the deck, "
        "then draw a card from the deck into the Forum. If you held cards back with your Artisans, the Forum is "
        "then topped up to {forum} cards.\n\n"
        "### The dice\n\n"
        "Abilities lower the dice by 1. A die below 1 is removed until the next round: it does not count for the "
        "sum or the highest die, and it cannot be chosen or rerolled. With no die in play the highest die and "
        "the sum are 0.\n\n"
        "### The end\n\n"
        "When the caste deck is empty at the start of a turn, that turn and the rest of the round are Dynasty "
        "phases only; then the game ends. The cards under the Scribes join their Dynasties and the Afterlife "
        "cards are turned up. Each player scores the Caste VP of their cards, the Bread VP of the cards carrying "
        "bread, the Majority VP of each caste of which they have strictly the most cards (on a tie nobody scores "
        "it), their Afterlife card, and 1 VP for every {rate} deben. The most VP wins; a tie goes to the most "
        "deben, else the win is shared.\n\n"
        "## Two-player variants\n\n"
        "### Rise of Aten\n\n"
        "After each roll every die is lowered by {aten_lower}. The Forum is a row from the oldest card (left) to "
        "the newest (right): cards given go to its right end and any card may be taken. Instead of a card from "
        "the deck, at the end of each Rebirth phase the leftmost {discard} card leaves the game and {draw} new "
        "cards come in at the right.\n\n"
        "### Memphis and Thebes\n\n"
        "After each roll every die is lowered by {memphis_lower}. Heliopolis, a silent player, starts with "
        "{helio_cards} face-up cards and takes its turn last in each round: it takes a Forum card of the caste "
        "it has most of (else the card of the highest Caste VP), and one card from the deck joins the Forum. It "
        "has no hand and no deben, uses no ability, and its Farmers can never be taken. At the end it puts "
        "{per_baker} bread tokens per Baker on its cards of the highest Bread VP, draws an Afterlife card if it "
        "has a Priest, and scores {merchant_vp} VP per Merchant. It is scored and ranked like a player: if it "
        "ends ahead, neither player wins.",
        cards=len(catalog.caste_deck()), in_game=setup.afterlife_in_game, afterlife=len(catalog.afterlife),
        deben=setup.start_deben, hand=setup.hand_size, forum=setup.forum_size, second=turn.second_card_cost,
        give=turn.give, take=turn.take, rate=catalog.deben_per_vp, aten_lower=aten.start_dice_reduction,
        discard=aten.forum_discard, draw=aten.forum_draw, memphis_lower=memphis.start_dice_reduction,
        helio_cards=memphis.heliopolis_cards, per_baker=memphis.heliopolis_bread_per_baker,
        merchant_vp=memphis.heliopolis_merchant_vp)
    limits = _("A player holds {held} Afterlife card at most; each Soldier guards {guards} Farmers; the Baker places "
               "{tokens} bread tokens at most, one per card, from a supply of {supply}.", held=abilities.afterlife_held,
               guards=abilities.soldier_guards, tokens=abilities.baker_tokens, supply=setup.bread_supply)
    return parse_markdown(text) + parse_markdown(limits)


# ------------------------------------------------------------------------------ the cards
def caste_blocks(catalog: Catalog) -> list[Block]:
    """"The castes": each caste once, its cards in the deck on the badge, its numbers and ability."""
    blocks: list[Block] = [Heading(2, parse_inline(_("The castes")))]
    for caste, entry in catalog.castes.items():
        blocks.append(Card(_("{n}×", n=entry.count), caste_name(catalog, caste), caste_facts(catalog, caste),
                           caste_text(catalog, caste), pc.CASTE_COLOURS[caste]))
    return blocks


def afterlife_blocks(catalog: Catalog) -> list[Block]:
    """"Afterlife cards": each of the nine, what it scores at the end."""
    blocks: list[Block] = [Heading(2, parse_inline(_("Afterlife cards"))),
                           *parse_markdown(_("{in_game} of these {all} cards are in each game. A Priest draws them; a "
                                             "player keeps one at most, face down until the end.",
                                             in_game=catalog.setup.afterlife_in_game, all=len(catalog.afterlife)))]
    for card in catalog.afterlife:
        blocks.append(Card(_("{n}×", n=1), card_name(catalog, card), _("Scores at the end of the game"),
                           card_text(catalog, card), pc.AFTERLIFE))
    return blocks
