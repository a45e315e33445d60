"""An action is legal only if it equals a legal one in type too (issue #11, item 6): 6.0 or True
is not the die value 6 or the count 1, and refusing one leaves the game exactly unchanged."""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.tekhenu.rules import Action, Game, GameConfig, IllegalAction


def _look_alikes(value: Any) -> list[Any]:
    """Values Python's ``==`` takes for ``value`` although they are of another type."""
    if isinstance(value, bool):
        return [int(value), float(value)]
    if isinstance(value, int):
        return [float(value)] + ([bool(value)] if value in (0, 1) else [])
    if isinstance(value, (list, tuple)):
        return [[*value[:i], alike, *value[i + 1:]] for i, item in enumerate(value) for alike in _look_alikes(item)]
    return []


def _variants(action: Action) -> list[Action]:
    data = action.to_dict()
    found = []
    for key, value in data.items():
        if key != "kind":
            found += [Action.from_dict({**data, key: alike}) for alike in _look_alikes(value)]
    return found


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_look_alike_values_are_illegal_and_change_nothing(players, seed):
    game = Game.new(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed)
    tried = 0
    while not game.is_over:
        legal = game.legal_actions()
        before = game.to_json()
        for action in legal:
            for variant in _variants(action):
                assert variant == action   # what made the old check accept it
                with pytest.raises(IllegalAction):
                    game.apply(variant)
                tried += 1
        assert game.to_json() == before and game.legal_actions() == legal
        game.apply(chooser.choice(legal))
    assert tried > 1000


def test_identical_compares_types_all_the_way_down():
    six = Action.make("pick", value=6, path=(1, 2))
    assert six.identical(Action.make("pick", value=6, path=(1, 2)))
    assert not six.identical(Action.make("pick", value=6.0, path=(1, 2)))
    assert not six.identical(Action.make("pick", value=6, path=(True, 2)))
    assert six == Action.make("pick", value=6.0, path=(True, 2))   # plain equality cannot tell them apart
