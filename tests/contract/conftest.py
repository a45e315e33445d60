"""What the contract suite (``test_contract.py``) plays, and what each game declares secret.

Every game the client hosts (``game.games.all()``) and the test-only Dice Race is played in
each of its *modes* (seat counts, solo levels), a few seeds each. A game declares its secrets
with two functions (:class:`Secrets`), since only the game knows where its hidden cards lie.

A new game added to ``game.games`` needs an entry in ``MODES`` (the suite fails until it has
one) and a :class:`Secrets` of its own.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from typing import Any, Protocol

import pytest
from dice_race import DICE_RACE, DiceRaceConfig
from dynasties_modes import dynasties_modes

from game import games
from game.core.protocols import GameModule, RulesGame
from game.tekhenu.rules.catalog import load_catalog

#: Seeds long enough that their digits never turn up by chance in a view (the suite looks for
#: them there), a few per mode.
SEEDS = (8_123_456_789_012_345_601, 8_123_456_789_012_345_602,
         8_123_456_789_012_345_603, 8_123_456_789_012_345_604)


class Secrets(Protocol):
    """What a game hides from a seat (-1: from everyone, the public view)."""

    def hidden(self, game: RulesGame, seat: int) -> list[Any]:
        """Values that must not appear anywhere in ``game.view(seat)`` now: a card id, the seed,
        or a whole list (a deck's order). Reads the game's state: only the game knows where
        its secrets are."""
        ...

    def redeal(self, text: str, seat: int, rnd: random.Random) -> str:
        """The game ``text`` (its ``to_json()``) with everything ``seat`` cannot see drawn
        again with ``rnd`` (others' cards, deck orders, a new seed and random-generator state),
        and nothing else changed: ``view(seat)`` must not tell the two apart."""
        ...


@dataclass(frozen=True)
class Mode:
    """One way to play a game: its module, its settings (``seed`` is set per test) and secrets."""

    name: str
    module: GameModule
    config: Any
    secrets: Secrets
    seeds: tuple[int, ...] = SEEDS

    @property
    def seats(self) -> int:
        return self.module.seats_of(self.config)

    def new_game(self, seed: int) -> RulesGame:
        return self.module.new_game(replace(self.config, seed=seed))


def _new_seed(rnd: random.Random) -> int:
    return 9_000_000_000_000_000_000 + rnd.randrange(10 ** 15)


def _deal_again(rnd: random.Random, places: list[list[Any]]) -> None:
    """Shuffle every card of ``places`` together and deal them back, each place keeping its size."""
    pool = [card for place in places for card in place]
    rnd.shuffle(pool)
    for place in places:
        place[:] = [pool.pop() for _ in place]


# ------------------------------------------------------------------------------ Tekhenu
#: D23: revealed when its holder uses it before the final scoring.
_TEKHENU_FREE_ACTION_DECREES = frozenset(d.id for d in load_catalog().decrees.values() if d.effect.kind == "free_action")


class TekhenuSecrets:
    """Other players' decrees (and the decrees offered to them at set-up) until they are all
    revealed at the end, except a D23 its holder has used (revealed then); the order of every
    deck, of the pillar stack and of the dice bag; the seed and the random generator until the
    game is over."""

    @staticmethod
    def _secret(decrees: list[str], used_free_decree: bool) -> list[str]:
        """The decrees of a player that the others cannot see."""
        return [card for card in decrees if not (used_free_decree and card in _TEKHENU_FREE_ACTION_DECREES)]

    def hidden(self, game: Any, seat: int) -> list[Any]:
        state = game.state
        board = state.board
        found: list[Any] = [list(order) for order in (*board.decks.values(), board.pillar_stack, board.bag)
                            if len(order) > 1]
        if state.phase != "over":
            found.append(state.config.seed)
        if state.phase not in ("final", "over"):
            for other, player in enumerate(state.players):
                if other != seat:
                    found += self._secret(player.decrees, player.used_free_decree)
            found += [card for t in state.stack if t["kind"] == "keep_decree" and t["player"] != seat
                      for card in t["offer"]]
        return found

    def redeal(self, text: str, seat: int, rnd: random.Random) -> str:
        data = json.loads(text)
        state, board = data["state"], data["state"]["board"]
        for order in (board["decks"]["blessing"], board["decks"]["technology"], board["pillar_stack"], board["bag"]):
            rnd.shuffle(order)
        if state["phase"] != "over":
            state["config"]["seed"] = state["rng"]["seed"] = _new_seed(rnd)
            state["rng"]["counter"] += rnd.randint(1, 9)
        if state["phase"] in ("final", "over"):
            rnd.shuffle(board["decks"]["decree"])
        else:
            others = [p for i, p in enumerate(state["players"]) if i != seat]
            hands = [self._secret(p["decrees"], p["used_free_decree"]) for p in others]
            shown = [[card for card in p["decrees"] if card not in hand] for p, hand in zip(others, hands)]
            offers = [t["offer"] for t in state["stack"] if t["kind"] == "keep_decree" and t["player"] != seat]
            _deal_again(rnd, [board["decks"]["decree"], *hands, *offers])
            for player, hand, known in zip(others, hands, shown):
                player["decrees"] = hand + known
        return json.dumps(data, separators=(",", ":"))


# ------------------------------------------------------------------------------ Dice Race
class DiceRaceSecrets:
    """The other racer's bonus cards until the end, the deck order, the seed and the random
    generator until the end."""

    def hidden(self, game: Any, seat: int) -> list[Any]:
        state = game.state
        found: list[Any] = [list(state.deck)] if len(state.deck) > 1 else []
        if not state.over:
            found.append(state.config.seed)
            found += [card for other, racer in enumerate(state.racers) if other != seat for card in racer.hand]
        return found

    def redeal(self, text: str, seat: int, rnd: random.Random) -> str:
        data = json.loads(text)
        state = data["state"]
        if state["over"]:
            rnd.shuffle(state["deck"])
        else:
            state["config"]["seed"] = state["rng"]["seed"] = _new_seed(rnd)
            state["rng"]["counter"] += rnd.randint(1, 9)
            others = [r["hand"] for i, r in enumerate(state["racers"]) if i != seat]
            _deal_again(rnd, [state["deck"], *others])
        return json.dumps(data, separators=(",", ":"))


# ------------------------------------------------------------------------------ Imhotep
class ImhotepSecrets:
    """Imhotep has no private cards: only the face-down cards are secret (the order of the market
    draw pile, the B Market's face-down pair but to the player keeping one of them, the order of
    the round deck and which round card was put away unseen), with the seed and the random
    generator until the end."""

    @staticmethod
    def _looking(stack: list[dict[str, Any]], seat: int) -> bool:
        """Whether ``seat`` is looking at the face-down pair (keeping one of its cards)."""
        return bool(stack) and stack[-1] == {"kind": "keep_card", "player": seat}

    def hidden(self, game: Any, seat: int) -> list[Any]:
        state = game.state
        # (not the face-down pair: a pair of card ids is as often a player's cards, since the
        # ids repeat; the view of the redealt twin shows whether it leaks)
        found: list[Any] = [list(order) for order in (state.draw_pile, state.round_deck) if len(order) > 1]
        if state.round_box:
            found.append(state.round_box)
        if not state.over:
            found.append(state.config.seed)
        return found

    def redeal(self, text: str, seat: int, rnd: random.Random) -> str:
        data = json.loads(text)
        state = data["state"]
        if self._looking(state["stack"], seat):
            rnd.shuffle(state["draw_pile"])
        else:
            _deal_again(rnd, [state["draw_pile"], state["face_down"]])
        box = [state["round_box"]] if state["round_box"] else []
        _deal_again(rnd, [state["round_deck"], box])
        state["round_box"] = box[0] if box else ""
        if not state["over"]:
            state["config"]["seed"] = state["rng"]["seed"] = _new_seed(rnd)
            state["rng"]["counter"] += rnd.randint(1, 9)
        return json.dumps(data, separators=(",", ":"))


# ------------------------------------------------------------------------------ the modes
_TEKHENU = games.get("tekhenu")
_IMHOTEP = games.get("imhotep")
_IMHOTEP_SITES = ("market", "pyramid", "temple", "burial_chamber", "obelisk")
MODES: dict[str, list[Mode]] = {
    "tekhenu": [
        *(Mode(f"tekhenu-{n}p", _TEKHENU, _TEKHENU.config_type(players=n), TekhenuSecrets()) for n in (2, 3, 4)),
        *(Mode(f"tekhenu-solo-{level}", _TEKHENU, _TEKHENU.config_type(players=1, solo=True, difficulty=level),
               TekhenuSecrets()) for level in ("easy", "medium", "hard")),
    ],
    "imhotep": [
        *(Mode(f"imhotep-{n}p", _IMHOTEP, _IMHOTEP.config_type(players=n), ImhotepSecrets()) for n in (2, 3, 4)),
        # the B sides (all of them, or mixed with A sides) and Pharaoh's Wrath, two seeds each
        *(Mode(f"imhotep-{n}p-{sides}{'-wrath' if wrath else ''}", _IMHOTEP,
               _IMHOTEP.config_type(players=n, pharaohs_wrath=wrath,
                                    **{f"{site}_side": side for site, side in zip(_IMHOTEP_SITES, sides)}),
               ImhotepSecrets(), SEEDS[:2])
          for n, sides, wrath in ((2, "BBBBB", True), (3, "ABABA", False), (4, "BBBBB", False), (4, "BABAB", True))),
    ],
    "dice-race": [Mode("dice-race-2p", DICE_RACE, DiceRaceConfig(players=2), DiceRaceSecrets())],
    "dynasties": dynasties_modes(Mode),
}

#: Every module the suite checks: the client's games and the test-only Dice Race.
MODULES: list[GameModule] = [*games.all(), DICE_RACE]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``mode, seed`` run a test for every mode of every module and a few seeds each;
    ``module`` runs it for every module."""
    names = metafunc.fixturenames
    if "mode" in names and "seed" in names:
        cases = [(mode, seed) for module in MODULES for mode in MODES.get(module.id, ())
                 for seed in mode.seeds]
        metafunc.parametrize(("mode", "seed"), cases,
                             ids=[f"{mode.name}-seed{mode.seeds.index(seed)}" for mode, seed in cases])
    elif "module" in names:
        metafunc.parametrize("module", MODULES, ids=[module.id for module in MODULES])


@pytest.fixture
def modes() -> dict[str, list[Mode]]:
    return MODES
