"""Play many games choosing uniformly among the legal actions; also the engine benchmark.

    python -m game.tools.simulate [--game tekhenu] --players 4 --games 200 --seed 1 [--json]
    python -m game.tools.simulate --solo --difficulty hard --games 200 --seed 3
    python -m game.tools.simulate --game imhotep --players 3 --games 300 --seed 1
    python -m game.tools.simulate --game dynasties --players 2 --variant aten --games 300

It plays every game the client offers (``games.all()``).

``scores_digest`` (in --json) fingerprints every final score of the run: two runs with the
same arguments give the same digest exactly when every game ended with the same scores.
"""
from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

from game import games
from game.core.protocols import GameModule, RulesGame


@dataclass
class Report:
    games: int = 0
    completed: int = 0
    exceptions: int = 0
    decisions: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    automa_scores: list[int] = field(default_factory=list)
    seconds: float = 0.0
    errors: Counter = field(default_factory=Counter)
    digest: "hashlib._Hash" = field(default_factory=hashlib.sha1)
    cards: Counter = field(default_factory=Counter)  # blessings played / technologies triggered

    def summary(self) -> dict:
        n = max(1, len(self.decisions))
        return {
            "games": self.games,
            "completed": self.completed,
            "exceptions": self.exceptions,
            "decisions_per_game": round(sum(self.decisions) / n, 1),
            "mean_score": round(sum(self.scores) / max(1, len(self.scores)), 2),
            "max_score": max(self.scores, default=0),
            "automa_mean_score": (round(sum(self.automa_scores) / len(self.automa_scores), 2)
                                  if self.automa_scores else None),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "scores_digest": self.digest.hexdigest()[:16],
            "errors": dict(self.errors),
            "cards": dict(sorted(self.cards.items())),
        }


CARD_EVENTS = ("card_played", "tech_triggered")


def play_random_game(module: GameModule, config: object, chooser: random.Random, cards: Counter | None = None,
                     max_decisions: int = 20000) -> tuple[RulesGame, int]:
    """Play one game to the end with uniformly random legal choices; return it and its decision count.

    ``cards`` (if given) counts each card played or triggered (``card_played`` / ``tech_triggered``).
    """
    game = module.new_game(config)
    decisions = 0
    while not game.is_over:
        events = game.apply(chooser.choice(game.legal_actions()))
        if cards is not None:
            cards.update(e["card"] for e in events if e["type"] in CARD_EVENTS)
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError(f"no end after {max_decisions} decisions")
    return game, decisions


def simulate(module: GameModule, config_for_game, games: int, seed: int) -> Report:
    report = Report()
    start = time.perf_counter()
    for index in range(games):
        report.games += 1
        chooser = random.Random(seed * 100_003 + index)
        config = config_for_game(seed + index)
        try:
            game, decisions = play_random_game(module, config, chooser, report.cards)
        except Exception as error:  # noqa: BLE001 - counted and reported, the run goes on
            report.exceptions += 1
            report.errors[f"{type(error).__name__}: {error}"[:200]] += 1
            if report.exceptions == 1:
                traceback.print_exc(file=sys.stderr)
            continue
        report.completed += 1
        report.decisions.append(decisions)
        automa = module.automa_seats(config)
        for seat, entry in enumerate(game.scores()):
            (report.automa_scores if seat in automa else report.scores).append(entry["total"])
            report.digest.update(f"{index}:{seat}:{entry['total']};".encode())
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    playable = {m.id: m for m in games.all()}
    parser.add_argument("--game", choices=list(playable), default=games.DEFAULT)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--solo", action="store_true", help="one player against the game's automa")
    parser.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="easy")
    parser.add_argument("--variant", help="the game's variant setting, for a game that has one (dynasties: aten, memphis)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    module = playable[args.game]
    settings = {f.name for f in dataclasses.fields(module.config_type)}
    if args.solo and "solo" not in settings:
        parser.error(f"{module.title} has no solo automa")
    chosen = {"players": 1, "solo": True, "difficulty": args.difficulty} if args.solo else {"players": args.players}
    if args.variant is not None:
        if "variant" not in settings:
            parser.error(f"{module.title} has no variants")
        chosen["variant"] = args.variant

    def config(seed: int) -> object:
        return module.config_type(seed=seed, **chosen)

    report = simulate(module, config, args.games, args.seed)
    summary = report.summary()
    if args.json:
        print(json.dumps(summary))
    else:
        who = f"{module.title}, " + (f"solo ({args.difficulty})" if args.solo else f"players: {args.players}")
        who += f", variant: {args.variant}" if args.variant else ""
        print(f"{who}  games: {summary['games']}  completed: {summary['completed']}")
        print(f"decisions per game: {summary['decisions_per_game']}")
        print(f"final score: mean {summary['mean_score']}  max {summary['max_score']}")
        if summary["automa_mean_score"] is not None:   # a solo automa, or a game's silent player
            print(f"{module.automa_name}'s final score: mean {summary['automa_mean_score']}")
        print(f"exceptions: {summary['exceptions']}")
        for message, count in summary["errors"].items():
            print(f"  {count} x {message}")
        played = summary["cards"]
        print("cards played or triggered:")
        print("  " + "  ".join(f"{card}:{count}" for card, count in played.items()))
        print(f"games per second: {summary['games_per_second']}")
    return 0 if summary["exceptions"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
