"""Every action the rules can offer has words on its button."""
from __future__ import annotations

import random

from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.ui.context import seen_by
from game.tekhenu.ui.describe import _DESCRIBERS, describe


def test_every_offered_action_kind_has_a_label():
    seen = set()
    configs = [GameConfig(players=n, seed=s) for n in (2, 3, 4) for s in range(3)]
    configs += [GameConfig(players=1, solo=True, difficulty=d, seed=4) for d in ("easy", "medium", "hard")]
    for config in configs:
        game = Game.new(config)
        chooser = random.Random(config.seed)
        while not game.is_over:
            view = seen_by(game, game.decision.player)
            for action in game.legal_actions():
                seen.add(action.kind)
                label = describe(action, game.catalog, view)
                assert label and "_" not in label, (action, label)   # words, not identifiers
            game.apply(chooser.choice(game.legal_actions()))
    assert seen <= set(_DESCRIBERS)
    assert {"take_die", "place_pillar", "take_cards", "pay", "place_faith", "draft"} <= seen
