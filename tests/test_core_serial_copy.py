"""The compiled deep copy of state dataclasses (game.core.serial): equal, sharing nothing that
can change, written for any new field without code, and used by every game's clone."""
from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

import pytest

from game.core.serial import copy_data, copy_state, to_data
from game.tekhenu.rules import Game, GameConfig


@dataclass(frozen=True)
class Settings:
    level: str = "easy"
    seats: int = 2


@dataclass
class Piece:
    colour: str
    value: int = 1


@dataclass
class Box:
    settings: Settings
    pieces: list[Piece]
    grid: list[list[int | None]]
    spots: list[Piece | None]
    by_name: dict[str, list[int]]
    counts: dict[str, int]
    maybe: Piece | None = None
    pending: list[Any] = field(default_factory=list)
    label: str = ""


def sample() -> Box:
    return Box(Settings(), [Piece("red", 3), Piece("blue")], [[1, None], [2, 3]], [None, Piece("white", 6)],
               {"a": [1, 2]}, {"x": 1}, Piece("black", 2), [{"kind": "take", "args": [1, [2]]}], "box")


def mutable_objects(value: Any) -> list[Any]:
    """Every list, dict and mutable dataclass reachable from ``value``."""
    found = []
    if isinstance(value, (list, dict)):
        found.append(value)
        for item in (value.values() if isinstance(value, dict) else value):
            found += mutable_objects(item)
    elif is_dataclass(value) and not type(value).__dataclass_params__.frozen:
        found.append(value)
        for f in fields(value):
            found += mutable_objects(getattr(value, f.name))
    return found


def assert_shares_nothing_mutable(original: Any, copy: Any) -> None:
    mine = {id(obj) for obj in mutable_objects(original)}
    theirs = mutable_objects(copy)
    assert theirs and not mine & {id(obj) for obj in theirs}


def test_a_copy_is_equal_and_shares_nothing_that_can_change():
    box = sample()
    copy = copy_state(box)
    assert copy == box and type(copy) is Box and type(copy.pieces[0]) is Piece
    assert_shares_nothing_mutable(box, copy)
    assert copy.settings is box.settings            # frozen and plain: shared, it cannot change
    copy.pieces[0].value = 5
    copy.grid[0][1] = 9
    copy.pending[0]["args"][1].append(3)
    assert box == sample()


def test_none_where_the_type_allows_it():
    box = sample()
    box.maybe = None
    assert copy_state(box).maybe is None


def test_data_copies_are_deep():
    data = {"a": [1, {"b": [2]}], "c": "d"}
    copy = copy_data(data)
    copy["a"][1]["b"].append(3)
    assert data == {"a": [1, {"b": [2]}], "c": "d"}


def test_data_can_leave_fields_out_without_converting_them():
    box = sample()
    box.maybe = "not a piece"   # converting it as a Piece would fail
    with pytest.raises(AttributeError):
        to_data(box)
    data = to_data(box, omit=frozenset({"maybe", "label"}))
    assert "maybe" not in data and "label" not in data
    assert data["pieces"] == [{"colour": "red", "value": 3}, {"colour": "blue", "value": 1}]
    assert to_data(sample())["maybe"] == {"colour": "black", "value": 2}   # the whole conversion is unchanged


def test_a_type_that_cannot_be_copied_is_refused():
    @dataclass
    class Odd:
        items: set[int]

    with pytest.raises(TypeError, match="cannot be converted"):
        copy_state(Odd({1}))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_tekhenu_clone_shares_nothing_with_the_game_at_any_point(players):
    config = GameConfig(players=1, solo=True, seed=3) if players == 1 else GameConfig(players=players, seed=3)
    game = Game.new(config)
    chooser = random.Random(players)
    step = 0
    while not game.is_over:
        if step % 25 == 0:
            clone = game.clone()
            assert to_data(clone.state) == to_data(game.state)
            assert_shares_nothing_mutable(game.state, clone.state)
        game.apply(chooser.choice(game.legal_actions()))
        step += 1
