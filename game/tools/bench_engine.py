"""Engine benchmark: random games per second, and the cost of apply, clone and view.

    python -m game.tools.bench_engine [--game tekhenu] [--rounds 5] [--games 8] [--json]
    python -m game.tools.bench_engine --baseline main~3      # that commit and this tree, alternately

Each round plays one untimed game (what a process loads or makes once), then ``--games`` seeded
random games at every player count (the same games every round and in every tree: the scores
digest must match when the rules did not change), and times ``apply`` during the 4-player games,
``clone`` of a mid-game 4-player state and ``view`` of the deciding player at every decision of
one 4-player game (each decision timed three times, the fastest kept; the median and the worst
decision are reported).

With ``--baseline REV`` the commit REV is checked out in a temporary git worktree and both trees
are measured in turn in fresh processes, round after round, each going first every other round,
so that the noise of a shared machine falls on both alike; the medians over the rounds and the
ratios (this tree / baseline) are printed. REV must have ``game.games`` (the registry of games).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: Seats of every measured game, and the round at which the clone is measured.
PLAYER_COUNTS = (2, 3, 4)
CLONE_ROUND = 8
#: Lower is better for these measures; higher for the rest (games per second).
COSTS = ("apply_us", "clone_us", "view_median_us", "view_worst_us")


def measure(game_id: str, games: int, seed: int) -> dict[str, object]:
    """One round of measurements of the engine importable as ``game`` (this tree or a baseline's)."""
    from game import games as registry

    module = registry.get(game_id)
    _play_one(module, random.Random(seed - 1), seed - 1)   # not timed: what is loaded or made once
    result: dict[str, object] = {}
    apply_seconds, applies, digest = 0.0, 0, []
    for players in PLAYER_COUNTS:
        start = time.perf_counter()
        for index in range(games):
            chooser = random.Random(seed * 100_003 + index)
            game = module.new_game(module.config_type(players=players, seed=seed + index))
            while not game.is_over:
                action = chooser.choice(game.legal_actions())
                before = time.perf_counter()
                game.apply(action)
                if players == 4:
                    apply_seconds += time.perf_counter() - before
                    applies += 1
            digest.append(tuple(entry["total"] for entry in game.scores()))
        result[f"games_per_s_{players}p"] = games / (time.perf_counter() - start)
    result["apply_us"] = apply_seconds / applies * 1e6
    result["scores_digest"] = hashlib.sha1(repr(digest).encode()).hexdigest()[:12]

    chooser = random.Random(seed)
    game = module.new_game(module.config_type(players=4, seed=seed))
    view_times = []
    mid_game = None
    while not game.is_over:
        seat = game.decision.player
        if seat >= 0:
            view_times.append(min(_seconds(lambda: game.view(seat)) for _ in range(3)))
        if mid_game is None and game.view(-1).get("round", 0) >= CLONE_ROUND:
            mid_game = game.clone()
        game.apply(chooser.choice(game.legal_actions()))
    result["view_median_us"] = statistics.median(view_times) * 1e6
    result["view_worst_us"] = max(view_times) * 1e6
    clones = 2000
    start = time.perf_counter()
    for _ in range(clones):
        mid_game.clone()
    result["clone_us"] = (time.perf_counter() - start) / clones * 1e6
    return result


def _play_one(module, chooser: random.Random, seed: int) -> None:
    """A random 2-player game, untimed: the catalog, the rule modules and the caches are made by
    the first game of a process, which would otherwise weigh on the 2-player figure alone."""
    game = module.new_game(module.config_type(players=2, seed=seed))
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))


def _seconds(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def _measure_in(tree: Path, args: argparse.Namespace) -> dict[str, object]:
    """One round measured in a fresh process importing ``game`` from ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    command = [sys.executable, str(Path(__file__).resolve()), "--measure", "--game", args.game,
               "--games", str(args.games), "--seed", str(args.seed)]
    output = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def _medians(rounds: list[dict[str, object]]) -> dict[str, object]:
    keys = [k for k in rounds[0] if k != "scores_digest"]
    medians: dict[str, object] = {k: statistics.median(float(r[k]) for r in rounds) for k in keys}
    medians["scores_digest"] = ",".join(sorted({str(r["scores_digest"]) for r in rounds}))
    return medians


def _print_table(columns: dict[str, dict[str, object]]) -> None:
    names = list(columns)
    keys = list(next(iter(columns.values())))
    print(f"{'measure':<18}" + "".join(f"{n:>16}" for n in names))
    for key in keys:
        cells = []
        for name in names:
            value = columns[name][key]
            cells.append(f"{value:>16.2f}" if isinstance(value, float) else f"{value!s:>16}")
        print(f"{key:<18}" + "".join(cells))


def _worktree(rev: str) -> tuple[Path, Path]:
    """A temporary checkout of ``rev`` (and the repository it belongs to)."""
    repo = Path(subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                               check=True, cwd=Path(__file__).parent).stdout.strip())
    tree = Path(tempfile.mkdtemp(prefix="bench-baseline-")) / "tree"
    subprocess.run(["git", "worktree", "add", "--quiet", "--detach", str(tree), rev], cwd=repo, check=True)
    return repo, tree


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tekhenu")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=8, help="games per player count and round")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baseline", metavar="REV", help="a git commit to measure against, alternately")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # one round, in a child
    args = parser.parse_args(argv)
    if args.measure:
        print(json.dumps(measure(args.game, args.games, args.seed)))
        return 0

    here = Path(__file__).resolve().parents[2]
    trees = {"this tree": here}
    repo = None
    if args.baseline:
        repo, trees["baseline"] = _worktree(args.baseline)
        trees = {"baseline": trees["baseline"], "this tree": here}
    try:
        rounds: dict[str, list[dict[str, object]]] = {name: [] for name in trees}
        for number in range(args.rounds):
            order = list(trees.items())
            for name, tree in order if number % 2 == 0 else reversed(order):   # neither always goes first
                rounds[name].append(_measure_in(tree, args))
            print(f"round {number + 1}/{args.rounds} done", file=sys.stderr)
    finally:
        if repo is not None:
            subprocess.run(["git", "worktree", "remove", "--force", str(trees["baseline"])], cwd=repo, check=False)
    columns = {name: _medians(r) for name, r in rounds.items()}
    if args.baseline:
        base, new = columns["baseline"], columns["this tree"]
        columns["ratio"] = {k: (float(new[k]) / float(base[k]) if k != "scores_digest" else
                                ("same" if new[k] == base[k] else "DIFFERENT")) for k in base}
    if args.json:
        print(json.dumps(columns))
    else:
        print(f"{args.game}: medians of {args.rounds} rounds, {args.games} random games per player count "
              f"each (ratio = this tree / baseline; for *_us lower is better)")
        _print_table(columns)
    return 0


if __name__ == "__main__":
    sys.exit(main())
