"""The rules API contract (DESIGN.md, "The rules API"): what every game must satisfy.

Run over every game in ``game.games`` and over Dice Race (``dice_race.py``, a tiny test-only
game on ``game.core``), in each of their modes and a few seeds each (``conftest.py``). Each
case is one random game to its end (uniform among the legal actions), replayed with checks:

- the game module: offers ``GameModule``; settings are a frozen dataclass with a ``seed``;
  its seat counts, automa seats, description and narrator agree with its modes;
- random play always ends, and never meets a dead end (no decision without a legal action);
  decisions name a seat the rules do not play themselves; actions are hashable and round-trip
  through ``to_dict``/``from_dict``; events are JSON-able dicts with a ``type``;
- determinism: same seed + same actions => byte-identical ``to_json()`` and the same events,
  in another process too (another hash seed);
- ``from_json(to_json())`` and ``clone()`` give the same game (JSON, decision, legal actions)
  which, continued with the same actions, ends in the same JSON; a clone is independent;
- an illegal action (unknown or other kind, a field missing or extra, a look-alike such as
  ``6.0``/``True`` for ``6``/``1``, a plain tuple) raises ``IllegalAction`` and changes nothing;
- ``view(seat)`` (and ``view(-1)``, the public view) is plain JSON, never shows the seed before
  the game is over nor any secret the game declares, and cannot tell the game from one whose
  secrets were dealt again: the decider's legal actions cannot either;
- ``preview(action)`` gives the events the action causes up to the first reveal (all of them,
  and the chooser's view afterwards, when it reveals nothing) and changes nothing;
- ``reveals`` and ``turn_ends`` never decrease and grow over a game; an action whose outcome,
  as its player sees it, depends on something they could not see counts as a reveal;
- ``scores()``: one entry per seat, an int total, a breakdown summing to it; the winner has
  the highest total;
- games live side by side in one process: interleaved, each ends as it does alone, and none
  loads another's state.

Only the public API is used, except that each game's ``Secrets`` (conftest.py) read where the
game keeps its secrets, to check that the views never show them.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from dice_race import DICE_RACE, DiceRaceConfig

from game import games
from game.ai import LEVELS, choose
from game.core.actions import Action, IllegalAction
from game.core.protocols import GameModule, RulesGame

if TYPE_CHECKING:   # the fixtures ``mode``, ``seed``, ``module`` and ``modes`` come from conftest.py
    from conftest import Mode

HERE = Path(__file__).resolve().parent
#: A random game still going after this many actions is taken as one that never ends.
MAX_ACTIONS = 20_000
#: The heavier checks (round trips continued to the end, scores) run at about this many
#: states spread over each game; the others run at every state.
CHECKPOINTS = 10


# ------------------------------------------------------------------------------ helpers
@dataclass(frozen=True)
class Playthrough:
    actions: tuple[Action, ...]
    final_json: str


@functools.cache
def playthrough(mode: Mode, seed: int) -> Playthrough:
    """A random game to its end: uniform among the legal actions, chosen with ``seed``."""
    game = mode.new_game(seed)
    chooser = random.Random(seed)
    actions: list[Action] = []
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, f"dead end after {len(actions)} actions: {game.decision}"
        assert len(actions) < MAX_ACTIONS, f"random play did not end in {MAX_ACTIONS} actions"
        actions.append(chooser.choice(legal))
        game.apply(actions[-1])
    return Playthrough(tuple(actions), game.to_json())


def states(mode: Mode, seed: int) -> Iterator[tuple[int, RulesGame, Action | None]]:
    """The recorded game state by state: ``(index, game, the action about to be applied)``,
    then ``(index, the finished game, None)``. Each action is applied after the caller's
    checks, so the caller must leave the game as it found it."""
    game = mode.new_game(seed)
    actions = playthrough(mode, seed).actions
    for index, action in enumerate(actions):
        yield index, game, action
        game.apply(action)
    yield len(actions), game, None


def checkpoints(mode: Mode, seed: int) -> set[int]:
    count = len(playthrough(mode, seed).actions)
    return set(range(0, count + 1, max(1, count // CHECKPOINTS))) | {count}


def viewers(mode: Mode) -> list[int]:
    return [-1, *range(mode.seats)]


def same_actions(first: Sequence[Action], second: Sequence[Action]) -> bool:
    """Equal in value and type, in the same order (``==`` would take ``True`` for ``1``)."""
    return len(first) == len(second) and all(a.identical(b) for a, b in zip(first, second))


def check_events(events: Any) -> None:
    assert isinstance(events, list)
    for event in events:
        assert isinstance(event, dict) and isinstance(event.get("type"), str), event
        json.dumps(event)


def shown(secrets: list[Any], view_text: str) -> list[Any]:
    """The secrets that a view (its JSON text) shows: a card id or a number as a whole word
    anywhere (a value, a key, a word of a text), a list (an order) as a list equal to it."""
    found = [secret for secret in secrets if isinstance(secret, list) and json.dumps(secret) in view_text]
    words = [word for word in (str(secret) for secret in secrets if not isinstance(secret, list)) if word in view_text]
    if words:
        pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, words)) + r")(?![\w-])")
        found += sorted(set(pattern.findall(view_text)))
    return found


def look_alikes(value: Any) -> list[Any]:
    """Values Python's ``==`` may take for ``value`` (or that merely resemble it)."""
    if isinstance(value, bool):
        return [int(value), float(value)]
    if isinstance(value, int):
        return [float(value), str(value)] + ([bool(value)] if value in (0, 1) else [])
    if isinstance(value, float):
        return [int(value)] if value.is_integer() else []
    if isinstance(value, str):
        return [value + " ", value.swapcase()] if value.swapcase() != value else [value + " "]
    if isinstance(value, list) and value:
        return [[other, *value[1:]] for other in look_alikes(value[0])]
    if value is None:
        return [0, False, ""]
    return []


def impostors(legal: list[Action], kinds_of_the_game: set[str]) -> list[Any]:
    """Actions that are not legal now but resemble legal ones."""
    found: list[Any] = [Action.make("no_such_action"), tuple(legal[0])]   # an unknown kind; a plain tuple
    other_kinds = sorted(kinds_of_the_game - {a.kind for a in legal})
    for action in legal[:: max(1, len(legal) // 4)]:   # a few legal actions, spread over the list
        data = action.to_dict()
        found.append(Action.from_dict({**data, "unexpected": 1}))   # an extra field
        if other_kinds:   # a kind the game uses for another decision
            found.append(Action.from_dict({**data, "kind": other_kinds[len(found) % len(other_kinds)]}))
        for key in data.keys() - {"kind"}:
            found.append(Action.from_dict({k: v for k, v in data.items() if k != key}))   # a field missing
            found += [Action.from_dict({**data, key: other}) for other in look_alikes(data[key])]
    offered = set(legal)   # ``identical`` implies ``==``: only actions equal to a legal one need a closer look
    return [a for a in found
            if not (isinstance(a, Action) and a in offered and any(a.identical(b) for b in legal if b == a))]


# ------------------------------------------------------------------------------ the game module
def test_every_registered_game_is_played_by_this_suite(modes: dict[str, list[Mode]]) -> None:
    ids = [module.id for module in games.all()]
    assert len(ids) == len(set(ids))
    assert DICE_RACE.id not in ids   # a test-only game
    for game_id in ids:
        assert modes.get(game_id), f"give {game_id!r} modes and secrets in tests/contract/conftest.py"


def test_the_module_describes_its_game(module: GameModule, modes: dict[str, list[Mode]]) -> None:
    assert isinstance(module, GameModule)
    assert module.id and isinstance(module.id, str) and " " not in module.id
    assert isinstance(str(module.title), str) and str(module.title)   # a str, or a text translated when shown
    assert module.seat_counts and all(type(n) is int and n > 0 for n in module.seat_counts)
    assert isinstance(module.automa_name, str)
    config_type = module.config_type
    assert dataclasses.is_dataclass(config_type) and config_type.__dataclass_params__.frozen
    fields = {f.name: f for f in dataclasses.fields(config_type)}
    assert "seed" in fields
    default = config_type()   # every setting has a default
    assert all(type(getattr(default, name)) in (bool, int, str) for name in fields)
    assert module.seats_of(default) in module.seat_counts
    for mode in modes[module.id]:
        seats = module.seats_of(mode.config)
        assert seats in module.seat_counts
        automa = module.automa_seats(mode.config)
        assert set(automa) <= set(range(seats)) and (not automa or module.automa_name)
        assert str(module.describe(mode.config))
        if module in games.all():
            assert games.of_config(mode.config) is module
        game = mode.new_game(mode.seeds[0])
        events = list(game.initial_events)
        for action in playthrough(mode, mode.seeds[0]).actions:
            events += game.apply(action)
        names = [f"Seat {n}" for n in range(seats)]
        for narrator in (module.narrator(names), module.narrator(names, reveal_private_for=0),
                         module.narrator(names, reveal_all=True)):
            assert all(isinstance(kind, str) for kind in narrator.heading_events)
            assert all(isinstance(narrator.who(seat), str) for seat in range(seats))
            for event in events:
                line = narrator.line(event)
                assert line is None or isinstance(line, str), event


# ------------------------------------------------------------------------------ playing
def test_random_play_ends_without_a_dead_end(mode: Mode, seed: int) -> None:
    game = mode.new_game(seed)
    assert isinstance(game, RulesGame)
    assert game.config == replace(mode.config, seed=seed) and type(game.config) is mode.module.config_type
    check_events(game.initial_events)
    automa = set(mode.module.automa_seats(game.config))
    chooser = random.Random(seed)
    applied = 0
    while not game.is_over:
        decision, legal, round_ = game.decision, game.legal_actions(), game.round
        assert decision is not None and legal, f"dead end after {applied} actions: {decision}"
        assert decision.player in range(mode.seats) and decision.player not in automa
        assert isinstance(decision.kind, str) and isinstance(decision.prompt, str) and decision.prompt
        assert len(set(legal)) == len(legal), "the same action offered twice"
        for action in legal:
            data = action.to_dict()
            assert json.loads(json.dumps(data)) == data
            assert Action.from_dict(data).identical(action) and hash(Action.from_dict(data)) == hash(action)
        action = chooser.choice(legal)
        check_events(game.apply(action))
        applied += 1
        assert len(game.history) == applied and game.history[-1].identical(action)
        assert isinstance(game.round, int) and game.round >= round_
        assert applied < MAX_ACTIONS, f"random play did not end in {MAX_ACTIONS} actions"
    assert game.decision is None and game.legal_actions() == []


def test_same_seed_and_actions_give_the_same_game(mode: Mode, seed: int) -> None:
    first, second = mode.new_game(seed), mode.new_game(seed)
    assert first.to_json() == second.to_json() and first.initial_events == second.initial_events
    for action in playthrough(mode, seed).actions:
        assert first.apply(action) == second.apply(action)
        assert first.to_json() == second.to_json()
    assert first.to_json() == playthrough(mode, seed).final_json


def test_a_game_replays_the_same_in_another_process(modes: dict[str, list[Mode]]) -> None:
    """Saves are replayed by another run of the program: nothing may follow Python's hash seed
    (the order of a set of strings), neither the state nor the order of the legal actions."""
    by_name = {mode.name: mode for of_a_game in modes.values() for mode in of_a_game}
    cases = [(name, mode.seeds[0]) for name, mode in by_name.items()]
    script = (
        "import json, sys\n"
        f"sys.path[:0] = [{str(HERE)!r}, {str(HERE.parents[1])!r}]\n"
        "import conftest, test_contract\n"
        "by_name = {m.name: m for of_a_game in conftest.MODES.values() for m in of_a_game}\n"
        f"print(json.dumps([test_contract.playthrough(by_name[name], seed).final_json for name, seed in {cases!r}]))\n"
    )
    hash_seed = "1" if os.environ.get("PYTHONHASHSEED") != "1" else "2"
    child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": hash_seed})
    for (name, seed), final in zip(cases, json.loads(child.stdout), strict=True):
        assert final == playthrough(by_name[name], seed).final_json, f"{name} plays differently in another process"


def test_json_round_trip_and_clone_give_the_same_game(mode: Mode, seed: int) -> None:
    """At about ten states spread over the game (and at its end)."""
    record, at = playthrough(mode, seed), checkpoints(mode, seed)
    earlier: tuple[RulesGame, str] | None = None   # a clone taken one action ago, and its JSON
    for index, game, action in states(mode, seed):
        if earlier is not None:   # the original moved on: the clone did not
            clone, text = earlier
            assert clone.to_json() == text
            earlier = None
        if index not in at:
            continue
        text = game.to_json()
        copy, clone = mode.module.from_json(text), game.clone()
        for twin in (copy, clone):
            assert twin.to_json() == text
            assert twin.decision == game.decision and twin.is_over == game.is_over
            assert same_actions(twin.legal_actions(), game.legal_actions())
            assert all(twin.view(seat) == game.view(seat) for seat in viewers(mode))
        assert copy.history == []   # a loaded game starts its history afresh
        assert same_actions(clone.history, game.history)
        assert (clone.reveals, clone.turn_ends) == (game.reveals, game.turn_ends)
        # continued with the same actions, both end as the game did; the original stays put
        for later in record.actions[index:]:
            copy.apply(later)
            clone.apply(later)
        assert copy.to_json() == clone.to_json() == record.final_json
        assert game.to_json() == text
        earlier = (game.clone(), text)


def test_illegal_actions_raise_and_change_nothing(mode: Mode, seed: int) -> None:
    """At every state (and after the end, where nothing is legal)."""
    kinds = {action.kind for action in playthrough(mode, seed).actions}
    for _, game, action in states(mode, seed):
        legal = game.legal_actions()
        if action is None:   # the game is over: nothing is legal any more
            legal, tried = [], [playthrough(mode, seed).actions[-1]]
        else:
            tried = impostors(legal, kinds)
        text, history = game.to_json(), list(game.history)
        before = (game.decision, game.reveals, game.turn_ends, len(history))
        for impostor in tried:
            with pytest.raises(IllegalAction):
                game.apply(impostor)
            assert (game.decision, game.reveals, game.turn_ends, len(game.history)) == before, impostor
        # (a change an impostor made would still be there: one closer look for them all)
        assert game.to_json() == text, tried
        assert same_actions(game.legal_actions(), legal) and same_actions(game.history, history), tried


# ------------------------------------------------------------------------------ secrets
def test_views_are_json_and_hide_the_secrets(mode: Mode, seed: int) -> None:
    """At every state, every seat's view and the public view (-1); the redealt twin is compared
    for the public view and, in turn, for one seat (it is the slow part)."""
    rnd = random.Random(seed)
    for index, game, _ in states(mode, seed):
        text = game.to_json()
        for seat in viewers(mode):
            view = game.view(seat)
            view_text = json.dumps(view)
            assert json.loads(view_text) == view, "a view is plain JSON (str keys, lists, no tuples)"
            secrets = mode.secrets.hidden(game, seat) + ([] if game.is_over else [game.config.seed])
            leaks = shown(secrets, view_text)
            assert not leaks, f"view({seat}) shows {leaks}"
            if seat not in (-1, index % mode.seats):
                continue
            # the same game with every secret of ``seat`` dealt again looks the same to ``seat``
            twin = mode.module.from_json(mode.secrets.redeal(text, seat, rnd))
            assert game.is_over or twin.to_json() != text
            assert twin.view(seat) == view, f"view({seat}) tells the game from its redealt twin"
            if game.decision is not None and game.decision.player == seat:
                assert same_actions(twin.legal_actions(), game.legal_actions()), \
                    f"seat {seat}'s legal actions depend on what it cannot see"


def test_reveals_count_what_becomes_known(mode: Mode, seed: int) -> None:
    """Each action is also applied to a twin game whose secrets (those its player cannot see)
    were dealt again: if the player then sees a difference, the action uncovered something."""
    rnd = random.Random(seed)
    game = mode.new_game(seed)
    first = (game.reveals, game.turn_ends)
    for action in playthrough(mode, seed).actions:
        seat = game.decision.player
        reveals, turn_ends = game.reveals, game.turn_ends
        twin = mode.module.from_json(mode.secrets.redeal(game.to_json(), seat, rnd))
        game.apply(action)
        twin.apply(action)
        assert game.reveals >= reveals and game.turn_ends >= turn_ends
        if game.reveals == reveals and not game.is_over:   # nothing hidden became known, so the
            # outcome is the same whatever ``seat`` could not see: undo may go back over it (the
            # end of the game shows the seed, but undo never goes back over the end anyway)
            assert twin.view(seat) == game.view(seat), f"{action} uncovered something without a reveal"
    assert game.reveals > first[0], "a whole game reveals something"
    assert game.turn_ends > first[1], "a whole game ends turns"


def test_a_preview_tells_what_an_action_does_and_changes_nothing(mode: Mode, seed: int) -> None:
    """``preview(action)`` (what the client shows before a choice) gives the events the action
    would cause, up to the first reveal, and the chooser's view after it when nothing is
    revealed; the game itself is unchanged."""
    at = checkpoints(mode, seed)
    for index, game, action in states(mode, seed):
        if action is None or index not in at:
            continue
        before, seat, legal = game.to_json(), game.decision.player, game.legal_actions()
        for candidate in [*legal[:: max(1, len(legal) // 4)], action]:
            preview = game.preview(candidate)
            assert game.to_json() == before and same_actions(game.legal_actions(), legal)
            played = game.clone()
            events = played.apply(candidate)
            assert events[: len(preview.events)] == preview.events
            if preview.reveals:
                assert preview.view is None
            else:
                assert events == preview.events and preview.view == played.view(seat)


def test_a_quiet_copy_plays_the_same_game_without_events_or_history(mode: Mode, seed: int) -> None:
    """``quiet_copy()`` (a search's copy) reaches the same states as the game, records nothing,
    and leaves the game it was copied from alone."""
    record, at = playthrough(mode, seed), checkpoints(mode, seed)
    for index, game, _ in states(mode, seed):
        if index not in at:
            continue
        before = game.to_json()
        quiet = game.quiet_copy()
        for later in record.actions[index:]:
            assert quiet.apply(later) == []
        assert quiet.to_json() == record.final_json and quiet.history == []
        assert game.to_json() == before


def test_a_determinized_game_looks_the_same_to_its_seat_and_plays_on(mode: Mode, seed: int) -> None:
    """``determinize(seat, rng)`` (what a computer player searches) shows that seat exactly its
    view, re-draws what it cannot see, and is a whole game that random play takes to its end."""
    redrawn = False
    for index, game, _ in states(mode, seed):
        if index not in checkpoints(mode, seed):
            continue
        before = game.to_json()
        for seat in range(mode.seats):
            world = game.determinize(seat, random.Random(index * 10 + seat))
            assert world.view(seat) == game.view(seat)
            redrawn |= world.to_json() != before
            if seat == 0:
                chooser = random.Random(index)
                while not world.is_over:
                    world.apply(chooser.choice(world.legal_actions()))
        assert game.to_json() == before
    assert redrawn, "no hidden card, deck order or seed was ever drawn anew"


def test_a_determinized_game_depends_only_on_what_its_seat_sees(mode: Mode, seed: int) -> None:
    """Two games that differ only in what ``seat`` cannot see (the game's own ``Secrets.redeal``)
    give the same determinized game for the same generator: no secret can leak through it into
    a search."""
    rnd = random.Random(seed)
    for index, game, _ in states(mode, seed):
        if index not in checkpoints(mode, seed):
            continue
        for seat in range(mode.seats):
            twin = mode.module.from_json(mode.secrets.redeal(game.to_json(), seat, rnd))
            assert twin.view(seat) == game.view(seat)
            first = game.determinize(seat, random.Random(index))
            second = twin.determinize(seat, random.Random(index))
            assert first.to_json() == second.to_json()


def test_a_computer_player_chooses_from_its_seats_view_alone(module: GameModule, modes: dict[str, list[Mode]]) -> None:
    """At every level, ``choose`` gives the same legal action for a game and for its twin that
    differs only in what the deciding seat cannot see (same seed, same iterations)."""
    hints = module.ai_hints()
    for mode in modes[module.id]:
        seed = mode.seeds[0]
        rnd = random.Random(seed)
        for index, game, _ in states(mode, seed):
            if index not in checkpoints(mode, seed) or game.decision is None:
                continue
            seat = game.decision.player
            twin = mode.module.from_json(mode.secrets.redeal(game.to_json(), seat, rnd))
            for number, level in enumerate(LEVELS):
                chosen = choose(game, seat, level, seed=index + number, iterations=40, hints=hints)
                assert any(chosen.identical(legal) for legal in game.legal_actions())
                assert chosen.identical(choose(twin, seat, level, seed=index + number, iterations=40, hints=hints))


# ------------------------------------------------------------------------------ scores
def test_scores_add_up(mode: Mode, seed: int) -> None:
    at = checkpoints(mode, seed)
    for index, game, action in states(mode, seed):
        if index not in at:
            continue
        scores = game.scores()
        assert len(scores) == mode.seats
        for seat, entry in enumerate(scores):
            assert entry["player"] == seat
            assert type(entry["total"]) is int
            breakdown = entry["breakdown"]
            assert all(isinstance(k, str) and type(v) is int for k, v in breakdown.items()), breakdown
            assert sum(breakdown.values()) == entry["total"], f"seat {seat}: {breakdown} != {entry['total']}"
        if action is None:
            winner = game.winner()
            assert winner in range(mode.seats)
            assert scores[winner]["total"] == max(entry["total"] for entry in scores)


# ------------------------------------------------------------------------------ one process
def test_games_live_side_by_side(modes: dict[str, list[Mode]]) -> None:
    """Two Tekhenu games and a Dice Race, their moves interleaved, each end as they do alone."""
    mode = {mode.name: mode for of_a_game in modes.values() for mode in of_a_game}
    plays = [(mode["tekhenu-4p"], mode["tekhenu-4p"].seeds[0]),
             (mode["tekhenu-solo-hard"], mode["tekhenu-solo-hard"].seeds[1]),
             (mode["dice-race-2p"], mode["dice-race-2p"].seeds[2])]
    running = [mode.new_game(seed) for mode, seed in plays]
    assert type(running[0]).tasks is not type(running[2]).tasks   # a task registry per game
    queues = [list(playthrough(mode, seed).actions) for mode, seed in plays]
    while any(queues):
        for game, queue in zip(running, queues):
            if queue:
                game.apply(queue.pop(0))
    for game, (mode, seed) in zip(running, plays):
        assert game.to_json() == playthrough(mode, seed).final_json
    tekhenu, dice_race = running[0], running[2]
    with games.registered(DICE_RACE):   # a stand-in game, registered beside the real ones while the test runs
        assert games.get(DICE_RACE.id) is DICE_RACE and DICE_RACE in games.all()
        assert games.of_config(DiceRaceConfig(players=2)) is DICE_RACE
        with pytest.raises(ValueError):
            games.get(DICE_RACE.id).from_json(tekhenu.to_json())
        with pytest.raises(ValueError):
            games.get("tekhenu").from_json(dice_race.to_json())
    with pytest.raises(KeyError):
        games.get(DICE_RACE.id)
