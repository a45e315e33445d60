"""Imhotep on the core engine: the rules API of DESIGN.md (``Game.new``, ``apply``, ``view`` …)."""
from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

from game.core.engine import Engine
from game.core.serial import to_data
from game.core.tasks import task
from game.imhotep.rules import building, market, rounds, scoring, ships, turn  # noqa: F401 - they register their tasks
from game.imhotep.rules.catalog import PLAYER_COUNTS, SIDES, SITES, Catalog, load_catalog
from game.imhotep.rules.state import FORMAT, FORMAT_1, GameConfig, ImhotepRng, ImhotepState, Player, Site, upgrade
from game.imhotep.rules.tasks import TASKS

#: What no view holds, not even converted: the random generator and the card put away at set-up.
HIDDEN = frozenset({"rng", "round_box"})


class Game(Engine):
    tasks = TASKS
    state_type = ImhotepState
    state_format = FORMAT

    def __init__(self, state: ImhotepState) -> None:
        super().__init__(state)
        self.state: ImhotepState = state

    @staticmethod
    def new(config: GameConfig) -> Game:
        if config.players not in PLAYER_COUNTS:
            raise ValueError(f"Imhotep is for 2 to 4 players, not {config.players}")
        for site_id in SITES:
            if config.side(site_id) not in SIDES:
                raise ValueError(f"the {site_id} has a side A and a side B, not {config.side(site_id)!r}")
        state = ImhotepState(config=config, rng=ImhotepRng(config.seed),
                             players=[Player() for _ in range(config.players)],
                             sites=[Site(site_id, config.side(site_id)) for site_id in SITES], stack=[task("setup")])
        game = Game(state)
        game.start()
        return game

    @classmethod
    def from_json(cls, text: str) -> Game:
        """The game a ``to_json`` text holds, of today's format or of format 1 (all sides A)."""
        data = json.loads(text)
        if isinstance(data, dict) and data.get("format") == FORMAT_1 and isinstance(data.get("state"), dict):
            text = json.dumps({"format": FORMAT, "state": upgrade(data["state"])})
        return super().from_json(text)

    # ------------------------------------------------------------------ the rules API
    @property
    def catalog(self) -> Catalog:
        return load_catalog()

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def is_over(self) -> bool:
        return self.state.over

    def scores(self) -> list[dict[str, Any]]:
        """Each player's points so far (the scoring track), by site or card; after the end,
        the final scoring included."""
        return [{"player": seat, "total": scoring.total(self.state, seat), "breakdown": scoring.breakdown(self.state, self.catalog, seat)}
                for seat in range(len(self.state.players))]

    def winners(self) -> list[int]:
        """The seats sharing the win (most points, then most stones on the sled)."""
        return scoring.winners(self.state)

    def winner(self) -> int:
        """The winner; of a shared win, the first of them in seat order (``winners`` has all)."""
        return self.winners()[0]

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (-1: the public view). Imhotep is open but for the face-down
        cards: the draw pile, the B Market's face-down pair (but to the player keeping one of
        them) and the round deck show only how many cards they hold, the card put away at set-up
        not even that; the seed and the random generator are hidden until the end."""
        data = to_data(self.state, omit=HIDDEN)
        data["draw_pile"] = len(self.state.draw_pile)
        if player != self.pair_looker():
            data["face_down"] = len(self.state.face_down)
        data["round_deck"] = len(self.state.round_deck)
        data["round_box"] = None
        data["rng"] = None
        if not self.state.over:
            data["config"]["seed"] = None
        decision = self.decision
        data["decision"] = None if decision is None else {
            "player": decision.player, "kind": decision.kind, "prompt": decision.prompt}
        if decision is not None and decision.player == player:
            data["legal_actions"] = [action.to_dict() for action in self.legal_actions()]
        return data

    def pair_looker(self) -> int | None:
        """The seat that took the B Market's face-down pair and is choosing the card it keeps:
        the one player who sees the pair."""
        stack = self.state.stack
        return stack[-1]["player"] if stack and stack[-1]["kind"] == "keep_card" else None

    def determinize(self, player: int, rng: random.Random) -> Game:
        """The face-down cards dealt again from what ``player`` has not seen (the draw pile and
        the face-down pair, unless ``player`` is looking at it; the round deck and the card put
        away), and a new seed. Imhotep has no other secret."""
        world = self.clone()
        state = world.state
        pair = [] if player == self.pair_looker() else state.face_down
        pool = sorted([*state.draw_pile, *pair])
        rng.shuffle(pool)
        state.draw_pile, rest = pool[:len(state.draw_pile)], pool[len(state.draw_pile):]
        if pair:
            state.face_down = rest
        unseen = sorted([*state.round_deck, *([state.round_box] if state.round_box else [])])
        rng.shuffle(unseen)
        if state.round_box:
            state.round_box = unseen.pop()
        state.round_deck = unseen
        seed = rng.getrandbits(63)
        state.rng = ImhotepRng(seed)
        if not state.over:
            state.config = dataclasses.replace(state.config, seed=seed)
        world.forget_legal_actions()
        return world
