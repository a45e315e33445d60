"""Computer players against each other: win rates, scores and thinking times per level.

    python -m game.tools.arena --game tekhenu --players 4 --seats hard,medium,medium,medium \\
        --games 200 --seed 1 [--budget 1.0 | --iterations 400] [--jobs 2] [--json]
    python -m game.tools.arena --solo-vs-botankhamun hard --difficulty medium --games 50
    python -m game.tools.arena --game dynasties --players 2 --variant memphis --seats hard,medium --games 40

Each game seats the listed players, rotated by one seat per game so that no level keeps the
advantage of a seat; a seat is a level of ``game.ai`` or ``random`` (uniform among the legal
actions); an automa the rules play (Botankhamun, Heliopolis) is listed under its name. Per level
it prints the win rate with its 95 % interval (Wilson), the mean score and the time per decision
(median, 95th percentile, worst). ``--iterations`` instead of a time budget makes a run
reproducible on any machine.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field

from game import games
from game.ai import LEVELS, choose

RANDOM = "random"


@dataclass
class GameResult:
    """One game: the level at each seat, the winner's seat, the scores and the thinking times."""

    seats: list[str]
    winner: int
    scores: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)


@dataclass(frozen=True)
class Match:
    game: str
    seats: tuple[str, ...]          # the level at each seat, already rotated for this game
    seed: int
    budget: float | None
    iterations: int | None
    solo_difficulty: str | None = None
    #: other weights of the evaluation for some seats (tuning: a candidate against the current ones)
    weights: tuple[Mapping[str, float] | None, ...] = ()
    variant: str | None = None      # the game's variant setting, for a game that has one


def play(match: Match) -> GameResult:
    """Play one game to its end with the seats' computer players."""
    module = games.get(match.game)
    shipped = module.ai_hints()
    hints = [shipped.with_weights(w) if w else shipped
             for w in (match.weights or (None,) * len(match.seats))]
    if match.solo_difficulty is not None:
        config = module.config_type(players=1, solo=True, difficulty=match.solo_difficulty, seed=match.seed)
    else:
        variant = {"variant": match.variant} if match.variant else {}
        config = module.config_type(players=len(match.seats), seed=match.seed, **variant)
    game = module.new_game(config)
    chooser = random.Random(match.seed)
    times: dict[str, list[float]] = defaultdict(list)
    decisions = 0
    while not game.is_over:
        seat = game.decision.player
        level = match.seats[seat]
        start = time.perf_counter()
        if level == RANDOM:
            action = chooser.choice(game.legal_actions())
        else:
            action = choose(game, seat, level, seed=match.seed * 1000 + decisions, budget_s=match.budget,
                            iterations=match.iterations, hints=hints[seat])
            times[level].append(time.perf_counter() - start)
        game.apply(action)
        decisions += 1
    scores = [entry["total"] for entry in game.scores()]
    seats = list(match.seats)
    if len(seats) < module.seats_of(config):   # a silent player the rules add (Heliopolis)
        for seat in module.automa_seats(config):
            seats.insert(seat, module.automa_name.lower())
    return GameResult(seats, game.winner(), scores, dict(times))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(results: list[GameResult], automa_seats: tuple[int, ...] = ()) -> dict[str, dict[str, float]]:
    """Per level (and per automa seat): win rate and interval, mean score, decision times."""
    seats_played: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    scores: dict[str, list[int]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    for result in results:
        for seat, level in enumerate(result.seats):
            seats_played[level] += 1
            scores[level].append(result.scores[seat])
            wins[level] += result.winner == seat
        for level, spent in result.times.items():
            times[level] += spent
    summary = {}
    for level, n in seats_played.items():
        low, high = wilson(wins[level], n)
        spent = sorted(times[level])
        summary[level] = {
            "seats": n, "win_rate": wins[level] / n, "win_low": low, "win_high": high,
            "mean_score": statistics.fmean(scores[level]),
            "move_p50_s": spent[len(spent) // 2] if spent else 0.0,
            "move_p95_s": spent[min(len(spent) - 1, int(len(spent) * 0.95))] if spent else 0.0,
            "move_max_s": spent[-1] if spent else 0.0,
            "decisions": len(spent),
        }
    return summary


def matches(args: argparse.Namespace, seats: list[str]) -> list[Match]:
    found = []
    for index in range(args.games):
        shift = index % len(seats)
        rotated = tuple(seats[-shift:] + seats[:-shift]) if shift else tuple(seats)
        if args.solo_vs_botankhamun:
            rotated = tuple(seats)
        found.append(Match(args.game, rotated, args.seed + index, args.budget, args.iterations,
                           args.difficulty if args.solo_vs_botankhamun else None,
                           variant=getattr(args, "variant", None)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[m.id for m in games.all()], default=games.DEFAULT)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", help="the game's variant setting, for a game that has one (dynasties: aten, memphis)")
    parser.add_argument("--seats", default="medium,easy,easy,easy",
                        help=f"the level of each seat: {', '.join([*LEVELS, RANDOM])}")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per decision")
    parser.add_argument("--iterations", type=int, help="positions per decision instead of a time budget")
    parser.add_argument("--solo-vs-botankhamun", metavar="LEVEL", choices=list(LEVELS),
                        help="a computer player of LEVEL in the human's seat of a solo game")
    parser.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="medium",
                        help="Botankhamun's difficulty (with --solo-vs-botankhamun)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.iterations is not None:
        args.budget = None
    if args.solo_vs_botankhamun:
        seats = [args.solo_vs_botankhamun, "botankhamun"]
    else:
        seats = [s.strip() for s in args.seats.split(",")]
        unknown = [s for s in seats if s not in (*LEVELS, RANDOM)]
        if unknown or len(seats) != args.players:
            parser.error(f"--seats needs {args.players} of {', '.join([*LEVELS, RANDOM])}")
    module = games.get(args.game)
    if args.variant and "variant" not in {f.name for f in dataclasses.fields(module.config_type)}:
        parser.error(f"{module.title} has no variants")
    start = time.perf_counter()
    todo = matches(args, seats)
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(play, todo)
    else:
        results = [play(match) for match in todo]
    summary = summarize(results)
    if args.json:
        print(json.dumps({"games": len(results), "seconds": time.perf_counter() - start, "levels": summary}))
        return 0
    mode = (f"solo against Botankhamun ({args.difficulty})" if args.solo_vs_botankhamun
            else f"{args.players} players{f' ({args.variant})' if args.variant else ''}, "
                 f"seats {','.join(seats)} rotated")
    limit = f"{args.iterations} iterations" if args.iterations else f"{args.budget} s"
    print(f"{args.game}: {len(results)} games, {mode}, {limit} per decision, "
          f"{time.perf_counter() - start:.0f} s")
    print(f"{'level':<12}{'seats':>6}{'wins':>8}{'95% interval':>16}{'score':>8}{'p50 s':>8}{'p95 s':>8}{'max s':>8}")
    for level, row in summary.items():
        interval = f"{row['win_low']:.0%}-{row['win_high']:.0%}"
        print(f"{level:<12}{row['seats']:>6}{row['win_rate']:>8.1%}{interval:>16}"
              f"{row['mean_score']:>8.1f}{row['move_p50_s']:>8.3f}{row['move_p95_s']:>8.3f}{row['move_max_s']:>8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
