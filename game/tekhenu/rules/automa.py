"""Botankhamun, the solo automa (RULES §7): setup, the pyramid of action tiles, choosing
his die, and the Maat/scoring differences. His god actions are in ``automa_actions``.

He is part of the rules, not an AI: every choice is fixed by the rules, and every random
one (deben flips, ties) comes from the game's RNG and is reported as an event.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence, TypeVar

from . import ops, wheel
from .state import AutomaState, PillarPlacement
from .tasks import Task, step, task

if TYPE_CHECKING:
    from .game import Game

T = TypeVar("T")
PLAYABLE = ("pure", "tainted")
#: His name, as the rulebooks give it.
AUTOMA_NAME = "Botankhamun"


def seat(game: "Game") -> int | None:
    for index, p in enumerate(game.state.players):
        if p.is_automa:
            return index
    return None


def random_pick(game: "Game", what: str, options: Sequence[T]) -> T:
    """A random choice of the automa, reported as an event (a single option is no choice)."""
    if len(options) == 1:
        return options[0]
    chosen = game.state.rng.choice(list(options))
    game.emit("automa_random", choice=what, among=list(options), chose=chosen)
    return chosen


# ---------------------------------------------------------------------- setup
def build_pyramid(game: "Game") -> None:
    tiles = list(game.catalog.automa_tiles)
    game.state.rng.shuffle(tiles)
    game.state.automa = AutomaState(pyramid=tiles, marker=None)
    game.emit("pyramid_built", tiles=list(tiles))


def setup(game: "Game") -> None:
    """Botankhamun's pieces on the board at the start (RULES §7.2–7.3)."""
    me = seat(game)
    solo, board = game.board.solo, game.state.board
    difficulty = game.state.config.difficulty
    p = game.state.players[me]
    for position in solo.setup_statue_positions[difficulty]:
        god = game.catalog.horus_tiles[board.horus_tiles[position - 1]].god
        board.god_statues[god].append(me)
        p.statues_built += 1
        game.emit("statue_built", player=me, god=god, setup=True)
    if difficulty in ("medium", "hard"):
        for placement in solo.medium_buildings:
            district = game.board.osiris.districts.index(placement.district)
            board.osiris[placement.row - 1][district] = me
            p.buildings_built += 1
            game.emit("building_built", player=me, area="osiris", row=placement.row, district=placement.district,
                      setup=True)
        row, col = solo.medium_pillar_space
        tile = board.pillar_stack.pop()
        board.temple[row * game.board.temple.size + col] = PillarPlacement(tile, 0, me)
        p.pillars_built += 1
        game.emit("pillar_tile_placed", player=me, tile=tile, row=row, col=col, rotation=0, setup=True)
    build_pyramid(game)


# ----------------------------------------------------------------- his turn
def _tile_at(game: "Game", row: int, position: int) -> str:
    rows = game.board.solo.pyramid_rows
    return game.state.automa.pyramid[sum(rows[:row]) + position]


def move_marker(game: "Game") -> str:
    """Move the progress marker (flipping the deben after the first move); return the tile."""
    automa = game.state.automa
    if automa.marker is None:
        automa.marker = [0, 0]
    else:
        row, position = automa.marker
        face = "up_right" if game.state.rng.randint(0, 1) else "right"
        game.emit("deben_flipped", face=face)
        automa.marker = [row + 1, position] if face == "up_right" else [row, position + 1]
    tile = _tile_at(game, *automa.marker)
    game.emit("automa_tile", player=seat(game), tile=tile, row=automa.marker[0], position=automa.marker[1])
    return tile


def _takeable(game: "Game", section: int) -> list[tuple[int, str]]:
    return [(d, wheel.die_state(game, d, section)) for d in game.state.board.sections[section]
            if wheel.die_state(game, d, section) in PLAYABLE]


def die_for_god_tile(game: "Game", god: str) -> int | None:
    """Highest pure/tainted die of the god's section (pure wins ties, then random); if none,
    the next section counter-clockwise, and so on."""
    gods = len(game.board.gods)
    start = wheel.section_of(game, god)
    for step_back in range(gods):
        candidates = _takeable(game, (start - step_back) % gods)
        if candidates:
            top = max(game.state.dice[d].value for d, _ in candidates)
            best = [(d, s) for d, s in candidates if game.state.dice[d].value == top]
            pure = [d for d, s in best if s == "pure"]
            return random_pick(game, "die", pure or [d for d, _ in best])
    return None


def _section_of_die(game: "Game", die: int) -> int:
    return next(s for s, dice in enumerate(game.state.board.sections) if die in dice)


def _best_of_colour(game: "Game", colours: Sequence[str]) -> int | None:
    me = seat(game)
    candidates = [d for s in range(len(game.board.gods)) for d, _ in _takeable(game, s)
                  if game.state.dice[d].colour in colours]
    if not candidates:
        return None
    top = max(game.state.dice[d].value for d in candidates)
    best = [d for d in candidates if game.state.dice[d].value == top]
    with_statue = [d for d in best if me in game.state.board.god_statues[wheel.god_of(game, _section_of_die(game, d))]]
    if not with_statue:
        return random_pick(game, "die", best)
    position = {d: horus_position(game, wheel.god_of(game, _section_of_die(game, d))) for d in with_statue}
    highest = max(position.values())
    return random_pick(game, "die", [d for d in with_statue if position[d] == highest])


def horus_position(game: "Game", god: str) -> int:
    """Position (1–6) of the Horus bonus tile of ``god``."""
    tiles = game.state.board.horus_tiles
    return next(i + 1 for i, tile in enumerate(tiles) if game.catalog.horus_tiles[tile].god == god)


def die_for_resource_tile(game: "Game", priority: Sequence[str]) -> int | None:
    """Highest pure/tainted die of the first available colour; ties: a section with his god
    statue, then the highest Horus position, then random. Gray only if nothing else."""
    by_resource = {r: c for c, r in game.board.colour_resource.items() if r}
    for resource in priority:
        die = _best_of_colour(game, [by_resource[resource]])
        if die is not None:
            return die
    return _best_of_colour(game, [c for c, r in game.board.colour_resource.items() if r is None])


def choose_die(game: "Game", tile_id: str) -> tuple[int, bool]:
    """The die his tile gives him, and whether it is taken idly: when every die on the wheel is
    forbidden for him he takes the highest one (ties at random) and performs no action, as a
    player who can take no die does (RULES §10 item 11, docs/rules-decisions.md #28)."""
    tile = game.catalog.automa_tiles[tile_id]
    die = die_for_god_tile(game, tile.god) if tile.kind == "god" else die_for_resource_tile(game, tile.priority)
    if die is not None:
        return die, False
    every = [d for dice in game.state.board.sections for d in dice]
    top = max(game.state.dice[d].value for d in every)
    return random_pick(game, "die", [d for d in every if game.state.dice[d].value == top]), True


@step("automa_turn")
def _automa_turn(game: "Game", t: Task) -> None:
    from .automa_actions import perform

    me = t["player"]
    tile = move_marker(game)
    die, idle = choose_die(game, tile)
    section = _section_of_die(game, die)
    game.state.board.sections[section].remove(die)
    game.state.players[me].under.append(die)
    d = game.state.dice[die]
    turn = game.state.turn
    turn.die, turn.section, turn.value, turn.colour = die, section, d.value, d.colour
    turn.state = wheel.die_state(game, die, section)
    god = wheel.god_of(game, section)
    game.emit("die_taken", player=me, die=die, colour=d.colour, value=d.value, section=section, god=god,
              state=turn.state, anubis=False, idle=idle, automa=True)
    game.push(task("end_turn", me))
    if not idle:
        perform(game, me, god, d.value, d.colour)


# ------------------------------------------------------- Maat and scoring
def maat_balance(game: "Game") -> int:
    balances = game.board.solo.maat_balances
    return balances[min(game.state.maat_phases, len(balances)) - 1]


def score_cards(game: "Game", me: int) -> None:
    """At each scoring: VP per blessing (then discarded) and per technology (kept)."""
    p, solo = game.state.players[me], game.board.solo
    ops.gain_vp(game, me, solo.blessing_vp * len(p.blessings), "scoring: Botankhamun's blessings")
    game.state.board.discards["blessing"].extend(p.blessings)
    p.blessings.clear()
    ops.gain_vp(game, me, solo.technology_vp * len(p.technologies), "scoring: Botankhamun's technologies")


def final_score(game: "Game", me: int) -> None:
    p, solo = game.state.players[me], game.board.solo
    per_decree = solo.decree_vp_hard if game.state.config.solo_double_decree_vp else solo.decree_vp
    ops.gain_vp(game, me, per_decree * len(p.decrees), "Botankhamun's decrees")
    ops.gain_vp(game, me, p.scribes // solo.scribes_per_vp, "Botankhamun's scribes")


def choose_destiny(game: "Game", me: int) -> None:
    card = random_pick(game, "destiny", list(game.board.solo.destiny_choices))
    game.state.setup.destiny_offer.remove(card)
    game.state.players[me].destiny = card
    game.emit("destiny_chosen", player=me, card=card, ankh=game.catalog.destiny[card].ankh)
