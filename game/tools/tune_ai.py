"""Tune a game's evaluation weights by self-play, and keep the result as data.

    python -m game.tools.tune_ai --game tekhenu --candidates 30 --games 16 --iterations 150 \\
        --jobs 2 --seed 1 [--level hard] [--write]

A (1+1) evolution strategy with paired games: each candidate is the current best with a few
weights multiplied by a random factor. It plays ``--games`` 4-player games, each in one seat
(rotated) against three medium players; the same games are played with the best weights in that
seat too. The weights every level uses (``--level medium``, the default) are tuned against
themselves: the other seats play the best weights found so far. A level's own weights
(``--level hard``) are tuned against medium players with the shipped weights, which stay as
they are: what that level should beat. The difference of the seat's lead (its score minus the mean
of the others') between the two is the candidate's gain on that game: the seat, the seed and
the luck of the draws cancel out. A candidate whose mean gain exceeds ``--margin`` VP and its
own standard error becomes the new best. ``--write`` puts the best weights into the game's
weights file (only the numbers change; the comments stay) and notes the run in its last line.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import re
import statistics
import sys
from collections.abc import Mapping
from pathlib import Path

from game import games
from game.core.resources import shipped
from game.tools.arena import Match, play

COMMON = "medium"     # the level whose weights are every level's
PLAYERS = 4


def perturb(weights: Mapping[str, float], rng: random.Random, changes: int, spread: float) -> dict[str, float]:
    """``weights`` with ``changes`` of them multiplied by exp(N(0, spread))."""
    found = dict(weights)
    for name in rng.sample(sorted(found), changes):
        found[name] = round(found[name] * math.exp(rng.gauss(0.0, spread)), 3)
    return found


def leads(game_id: str, weights: Mapping[str, float], best: Mapping[str, float], games_: int, seed: int,
          iterations: int, jobs: int, level: str = COMMON) -> list[float]:
    """Per game: the lead of the seat played at ``level`` with ``weights``; the others play medium,
    with ``best`` when tuning every level's weights, else with the shipped ones."""
    matches = []
    for index in range(games_):
        seat = index % PLAYERS
        others = best if level == COMMON else None
        seat_weights = tuple(weights if s == seat else others for s in range(PLAYERS))
        levels = tuple(level if s == seat else COMMON for s in range(PLAYERS))
        matches.append(Match(game_id, levels, seed + index, None, iterations, weights=seat_weights))
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.map(play, matches)
    else:
        results = [play(match) for match in matches]
    found = []
    for index, result in enumerate(results):
        seat = index % PLAYERS
        others = [score for s, score in enumerate(result.scores) if s != seat]
        found.append(result.scores[seat] - statistics.fmean(others))
    return found


def gain(candidate: list[float], baseline: list[float]) -> tuple[float, float]:
    """The mean paired gain of a candidate's leads over the baseline's, and its standard error."""
    differences = [c - b for c, b in zip(candidate, baseline, strict=True)]
    error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else math.inf
    return statistics.fmean(differences), error


def write_weights(path: Path, weights: Mapping[str, float], note: str, section: str = "weights") -> None:
    """Replace the numbers of the mapping ``section`` in the file, keeping its comments, and note
    the run on the line after it. A level's new section is added at the end, a copy of
    ``weights:`` with these numbers."""
    lines = path.read_text(encoding="utf-8").splitlines()
    tuned = "# tuned:" if section == "weights" else f"# tuned ({section}):"
    if not any(line.startswith(f"{section}:") for line in lines):
        common = lines.index("weights:") + 1
        block = lines[common:]
        block = block[:next((i for i, line in enumerate(block) if not line.startswith("  ")), len(block))]
        lines += ["", f"{section}:   # the {section} level's own weights, tuned against medium players", *block]
    out: list[str] = []
    current = None
    for line in lines:
        if line.startswith(tuned):
            continue
        if re.match(r"^[a-z_]+:", line):
            current = line.split(":")[0]
        match = re.match(r"^(  )([a-z_]+):(\s*)(-?[0-9.]+)(\s*)(.*)$", line)
        if match and current == section and match.group(2) in weights:
            indent, name, gap, old, spaces, comment = match.groups()
            value = repr(float(weights[name]))
            # the comments stay in their column
            tail = " " * max(1, len(old) + len(spaces) - len(value)) + comment if comment else ""
            line = f"{indent}{name}:{gap}{value}{tail}"
        out.append(line)
    last = next(i for i, line in enumerate(out) if line.startswith(f"{section}:"))
    while last + 1 < len(out) and (out[last + 1].startswith("  ") or out[last + 1].startswith("# tuned")):
        last += 1
    out.insert(last + 1, f"{tuned} {note}")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[m.id for m in games.all()], default=games.DEFAULT)
    parser.add_argument("--candidates", type=int, default=30)
    parser.add_argument("--games", type=int, default=16, help="games per candidate")
    parser.add_argument("--iterations", type=int, default=150, help="positions per decision")
    parser.add_argument("--changes", type=int, default=3, help="weights changed per candidate")
    parser.add_argument("--spread", type=float, default=0.4, help="log-normal spread of a change")
    parser.add_argument("--margin", type=float, default=1.0, help="VP of lead a candidate needs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", choices=("medium", "hard"), default=COMMON,
                        help="medium: every level's weights (self-play); hard: the hard level's own, against medium")
    parser.add_argument("--write", action="store_true", help="write the best weights into the data file")
    args = parser.parse_args(argv)
    module = games.get(args.game)
    best = dict(module.ai_hints().for_level(args.level).weights)
    if not best:
        parser.error(f"{module.title} has no evaluation weights to tune")
    rng = random.Random(args.seed)
    accepted = 0
    seed = args.seed * 1000
    baseline = leads(args.game, best, best, args.games, seed, args.iterations, args.jobs, args.level)
    for number in range(args.candidates):
        candidate = perturb(best, rng, args.changes, args.spread)
        tried = leads(args.game, candidate, best, args.games, seed, args.iterations, args.jobs, args.level)
        mean, error = gain(tried, baseline)
        better = mean > max(args.margin, error)
        changed = {k: v for k, v in candidate.items() if v != best[k]}
        print(f"candidate {number + 1}: gain {mean:+.1f} VP (standard error {error:.1f}) "
              f"{'ACCEPTED' if better else 'rejected'}  {changed}", flush=True)
        if better:
            best, accepted = candidate, accepted + 1
            baseline = leads(args.game, best, best, args.games, seed, args.iterations, args.jobs, args.level)
    print("best weights:", best)
    if args.write:
        path = shipped("data") / f"{args.game}_ai.yaml"
        write_weights(path, best, f"{accepted} of {args.candidates} candidates accepted, {args.games} games each, "
                                  f"{args.iterations} iterations, seed {args.seed}",
                      "weights" if args.level == COMMON else args.level)
        print(f"written to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
