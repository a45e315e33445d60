"""``python -m game --text``: one game of Tekhenu with every seat choosing at random among
the legal actions, printed as the game log and the final score breakdown — a text summary of
what the rules engine does, without a window.
"""
from __future__ import annotations

import argparse
import random
import sys

from game.i18n import _, say
from game.tekhenu.narrator import TekhenuNarrator, reason_text
from game.tekhenu.rules import Game, GameConfig


def print_scores(game: Game, names: list[str]) -> None:
    """The final breakdown: one row per reason for VP (in words: "Decree of Purity", never
    "decree D22"), one column per player."""
    scores = game.scores()
    reasons = sorted({reason for entry in scores for reason in entry["breakdown"]})
    labels = {reason: say(reason_text(reason, game.catalog)) for reason in reasons}
    width = max(len(_("total")), *(len(label) for label in labels.values()))
    column = max(10, *(len(name) + 2 for name in names))
    print("\n" + _("Final scores"))
    print(" " * width + "".join(f"{name:>{column}}" for name in names))
    for reason in sorted(reasons, key=lambda r: labels[r].lower()):
        print(f"{labels[reason]:<{width}}" + "".join(f"{entry['breakdown'].get(reason, 0):>{column}}" for entry in scores))
    print(f"{_('total'):<{width}}" + "".join(f"{entry['total']:>{column}}" for entry in scores))
    print("\n" + _("Winner: {name}", name=names[game.winner()]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play one random game of Tekhenu and print its log (text summary).")
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--solo", choices=("easy", "medium", "hard"), help="one player against Botankhamun")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quiet", action="store_true", help="print only the final scores")
    args = parser.parse_args(argv)

    if args.solo:
        names = [_("Player {number}", number=1), "Botankhamun"]
        config = GameConfig(players=1, solo=True, difficulty=args.solo, seed=args.seed)
    else:
        names = [_("Player {number}", number=i + 1) for i in range(args.players)]
        config = GameConfig(players=args.players, seed=args.seed)
    narrator = TekhenuNarrator(names)
    game = Game.new(config)
    chooser = random.Random(args.seed)
    events = list(game.initial_events)
    while not game.is_over:
        events += game.apply(chooser.choice(game.legal_actions()))
    if not args.quiet:
        for text in narrator.lines(events):
            print(text)
    print_scores(game, names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
