"""Computer players of a game being played: thinking in a worker process (or inline), and an
answer given only to the position it was asked about."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from game.computer_players import ComputerPlayers
from game.tekhenu.rules import Game, GameConfig


def game_in_play() -> Game:
    game = Game.new(GameConfig(players=2, seed=8))
    chooser = random.Random(8)
    for _ in range(30):
        game.apply(chooser.choice(game.legal_actions()))
    return game


def test_a_worker_process_answers_with_a_legal_action_while_the_caller_goes_on():
    game = game_in_play()
    players = ComputerPlayers(iterations=30)
    try:
        seat = game.decision.player
        players.ask("tekhenu", game, seat, "medium", moves=30)
        assert players.thinking
        players.wait(timeout=60)
        answer = players.answer(seat, 30)
        assert any(answer.identical(legal) for legal in game.legal_actions())
        assert not players.thinking
    finally:
        players.close()


def test_an_answer_is_only_given_for_the_position_asked_about():
    game = game_in_play()
    players = ComputerPlayers(inline=True, iterations=20)
    seat = game.decision.player
    players.ask("tekhenu", game, seat, "easy", moves=30)
    assert players.answer(seat, 31) is None           # the game moved on (e.g. an undo and another move)
    assert players.answer(1 - seat, 30) is None
    assert players.answer(seat, 30) is not None
    assert players.answer(seat, 30) is None           # answered once


def test_a_cancelled_question_gives_no_answer():
    game = game_in_play()
    players = ComputerPlayers(inline=True, iterations=20)
    seat = game.decision.player
    players.ask("tekhenu", game, seat, "easy", moves=30)
    players.cancel()
    assert not players.thinking and players.answer(seat, 30) is None


def test_preparing_loads_the_workers_code_and_starts_no_process():
    """Done while the menu waits: the first question to a computer player then does not load it."""
    code = ("import sys, multiprocessing; from game.computer_players import ComputerPlayers; "
            "assert 'concurrent.futures.process' not in sys.modules; ComputerPlayers().prepare(); "
            "assert 'concurrent.futures.process' in sys.modules and multiprocessing.active_children() == []")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1]).returncode == 0
