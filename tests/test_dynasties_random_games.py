"""Seeded random games of "Dynasties" in every mode, with the invariants checked after every
action: the 45 caste cards and the 9 Afterlife cards conserved, hands within the limit and what
the table knows of them a part of them, deben and bread within bounds, Heliopolis never asked,
the scores adding up."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from dynasties_helpers import TOTAL_CASTE_CARDS, caste_cards, new

from game.dynasties.rules.catalog import load_catalog
from game.dynasties.rules.game import Game
from game.tools import simulate

GAMES = 60


def check(game: Game, catalog) -> None:
    state = game.state
    assert caste_cards(game) == TOTAL_CASTE_CARDS
    every = Counter([*state.deck, *state.forum, *state.discard,
                     *(card for p in state.players for card in (*p.hand, *p.scribed)),
                     *(caste for p in state.players for caste, count in p.dynasty.items() for _ in range(count))])
    assert every == {caste.id: caste.count for caste in catalog.castes.values()}
    afterlife = [*state.afterlife_deck, *state.afterlife_box,
                 *(card for p in state.players for card in (p.afterlife, *p.drawn) if card)]
    assert sorted(afterlife) == sorted(catalog.afterlife)
    tokens = 0
    for seat, player in enumerate(state.players):
        assert len(player.hand) <= catalog.setup.hand_size and player.deben >= 0
        assert not Counter(player.known) - Counter(player.hand), "the table knows of cards not in the hand"
        assert set(player.seen) >= {card for card in (player.afterlife, *player.drawn) if card} or seat == game.heliopolis
        assert all(0 <= player.bread[caste] <= count for caste, count in player.dynasty.items())
        tokens += sum(player.bread.values())
    assert tokens + state.bread_supply == catalog.setup.bread_supply
    assert all(0 <= value <= catalog.setup.die_faces for value in state.dice)
    assert state.final_round or not state.over
    if game.decision is not None:
        assert game.decision.player != game.heliopolis


@pytest.mark.parametrize("players, variant", [(3, ""), (4, ""), (2, "aten"), (2, "memphis")])
def test_random_games_keep_the_invariants(players, variant):
    catalog = load_catalog()
    rounds = []
    for number in range(GAMES):
        seed = 1000 * players + 100 * len(variant) + number
        game = new(players, variant, seed=seed)
        chooser = random.Random(seed)
        check(game, catalog)
        while not game.is_over:
            game.apply(chooser.choice(game.legal_actions()))
            check(game, catalog)
        assert game.state.deck == [] and game.state.revealed
        assert all(player.scribed == [] for player in game.state.players)
        scores = game.scores()
        assert all(sum(entry["breakdown"].values()) == entry["total"] for entry in scores)
        best = max(entry["total"] for entry in scores)
        assert all(scores[seat]["total"] == best for seat in game.winners())
        rounds.append(game.state.round)
    assert 5 <= min(rounds) and max(rounds) <= 11   # 5-7 rounds with 4 players, 8-10 with 2 or 3


def test_simulate_plays_each_variant(capsys):
    for variant in ("aten", "memphis"):
        assert simulate.main(["--game", "dynasties", "--players", "2", "--variant", variant, "--games", "3",
                              "--json"]) == 0
        summary = json.loads(capsys.readouterr().out)
        assert (summary["completed"], summary["exceptions"]) == (3, 0)
        assert (summary["automa_mean_score"] is None) == (variant == "aten")   # Heliopolis scores apart
    with pytest.raises(SystemExit):
        simulate.main(["--game", "tekhenu", "--variant", "aten", "--games", "1"])   # Tekhenu has no variants
