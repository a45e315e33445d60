"""Timing windows (game/tekhenu/rules/windows.py): each card handler names the effect kinds it acts
on, and a window calls it only for a player holding a card of one of those kinds.

A kind misspelt where a handler is registered, or a kind left out, would leave cards that never
act: every effect kind of the shipped blessings and technologies is named by a handler, and no
handler names a kind that no card has. The rules of each card are tested in test_blessings.py and
test_technologies.py.
"""
from __future__ import annotations

import pytest
from helpers import new_game

from game.tekhenu.rules import windows
from game.tekhenu.rules.catalog import load_catalog


def _kind(card_type: str, card_id: str) -> str:
    cards = load_catalog().blessings if card_type == "blessing" else load_catalog().technologies
    return f"{card_type}:{cards[card_id].effect.kind}"


def test_the_handlers_name_exactly_the_effect_kinds_of_the_shipped_cards() -> None:
    catalog = load_catalog()
    shipped = ({f"blessing:{card.effect.kind}" for card in catalog.blessings.values()}
               | {f"technology:{card.effect.kind}" for card in catalog.technologies.values()})
    assert windows.kinds_named() == shipped


def test_a_player_holds_the_kinds_of_the_cards_in_their_hand() -> None:
    game = new_game(players=2)
    player = game.state.players[0]
    player.blessings[:] = ["B07"]
    player.technologies[:] = ["T10", "T01"]
    assert windows.kinds_held(game, 0) == {_kind("blessing", "B07"), _kind("technology", "T10"),
                                           _kind("technology", "T01")}
    player.technologies[:] = []   # the answer follows the hand
    assert windows.kinds_held(game, 0) == {_kind("blessing", "B07")}
    player.blessings[:] = []
    assert windows.kinds_held(game, 0) == frozenset()


def test_botankhamun_holds_no_kind_whatever_cards_he_has() -> None:
    game = new_game(players=2, solo=True)
    seat = next(s for s, p in enumerate(game.state.players) if p.is_automa)
    game.state.players[seat].technologies[:] = ["T10"]
    game.state.players[seat].blessings[:] = ["B07"]
    assert windows.kinds_held(game, seat) == frozenset()


def test_a_handler_must_name_a_window_and_the_kinds_it_acts_on() -> None:
    before = windows.kinds_named()
    with pytest.raises(ValueError, match="names no effect kind"):
        windows.on_fire("paid", lambda game, seat, **ctx: None)
    with pytest.raises(ValueError, match="unknown timing window"):
        windows.on_fire("no_such_window", lambda game, seat, **ctx: None, technologies=("vp",))
    assert windows.kinds_named() == before   # nothing was registered
