"""The temple complex and Ra's display: clicks map to the rules' candidates, and they draw."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable

import pygame
import pytest

from game.seats import Seat
from game.tekhenu.rules import Action, Game, GameConfig, wheel
from game.tekhenu.ui.context import BoardContext, build_context
from game.tekhenu.ui.widgets.ra_market import RaMarketWidget, ability_label
from game.tekhenu.ui.widgets.temple import (
    EDGE_COLOURS,
    TempleWidget,
    pillar_tile_surface,
    placing_tile,
)
from game.ui.theme import GOLD, PLAYER_COLOUR_NAMES, PLAYER_COLOURS, Theme

SIZES = [(1920, 1080), (1366, 768)]
TEMPLE_RECT = (600, 48, 560, 520)
RA_RECT = (600, 568, 560, 130)
FAVOURED_GODS = ("ra", "hathor", "horus")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _weight(game: Game, action) -> float:
    """A random player who likes the temple: Ra, Hathor and Horus, and people statues."""
    if action.kind == "god_action":
        return 60 if action.get("god") == "ra" else 30 if action.get("god") in FAVOURED_GODS else 1
    if action.kind in ("build", "statue") and action.get("spot"):
        return 10
    if action.kind == "take_die":
        section = next(s for s, dice in enumerate(game.state.board.sections) if action["die"] in dice)
        return 20 if wheel.god_of(game, section) in FAVOURED_GODS else 1
    return 1


END_TURN = Action.make("end_turn")


def play_until(players: int, seed: int, stop: Callable[[Game], bool], solo: bool = False) -> Game:
    """Play a game of weighted random moves (``_weight``) until ``stop(game)`` holds.

    A turn_end decision offering only end_turn is confirmed without drawing a random number,
    so that each seed still plays the same game as when turns ended on their own."""
    game = Game.new(GameConfig(players=players, seed=seed, solo=solo))
    rng = random.Random(seed)
    while not game.is_over:
        if stop(game):
            return game
        actions = game.legal_actions()
        if actions == [END_TURN]:
            game.apply(END_TURN)
            continue
        game.apply(rng.choices(actions, [_weight(game, a) for a in actions])[0])
    raise AssertionError("the game ended before the situation was reached")


def deciding(kind: str, min_round: int = 1) -> Callable[[Game], bool]:
    return lambda g: g.decision is not None and g.decision.kind == kind and g.state.round >= min_round


def context(game: Game, size=(1920, 1080)) -> BoardContext:
    seats = [Seat(f"Player {i + 1}", PLAYER_COLOUR_NAMES[i]) for i in range(len(game.state.players))]
    viewer = game.decision.player if game.decision is not None else -1
    return build_context(game, seats, Theme(size), viewer)


def widgets(ctx: BoardContext) -> tuple[TempleWidget, RaMarketWidget]:
    s = ctx.theme.scale
    temple, market = TempleWidget(), RaMarketWidget()
    temple.layout(pygame.Rect([round(v * s) for v in TEMPLE_RECT]), ctx.theme)
    market.layout(pygame.Rect([round(v * s) for v in RA_RECT]), ctx.theme)
    return temple, market


def draw(ctx: BoardContext) -> pygame.Surface:
    surface = pygame.Surface(ctx.theme.size)
    for widget in widgets(ctx):
        widget.draw(surface, ctx)
    return surface


@pytest.fixture(scope="module")
def ra_game() -> Game:
    """A 4-player game in a late round, at a Ra placement, with several pillars placed."""
    return play_until(4, 3, deciding("ra_place", min_round=12))


# --------------------------------------------------------------------------- clicks

def test_ra_place_every_space_is_a_target_holding_all_its_rotations(ra_game: Game) -> None:
    ctx = context(ra_game)
    temple, _ = widgets(ctx)
    targets = temple.targets(ctx)
    by_space: dict[tuple[int, int], set] = {}
    for action in ctx.candidates:
        by_space.setdefault((action["row"], action["col"]), set()).add(action)
    assert len(targets) == len(by_space)
    for target in targets:
        assert set(target.actions) <= set(ctx.candidates)
        (space,) = {(a["row"], a["col"]) for a in target.actions}
        assert set(target.actions) == by_space[space]
        # the target lies on that space
        assert temple._geometry(ctx).spaces[space[0] * 5 + space[1]] == target.rect


def test_ra_place_narrowed_space_confirms_the_preview(ra_game: Game) -> None:
    ctx = context(ra_game)
    temple, _ = widgets(ctx)
    first = temple.targets(ctx)[0]
    ctx.candidates = list(first.actions)          # the scene narrowed the choice to this space
    narrowed = temple.targets(ctx)
    assert [t.rect for t in narrowed] == [first.rect]
    assert set(narrowed[0].actions) == set(first.actions)
    ctx.preview = first.actions[-1]
    (confirm,) = temple.targets(ctx)
    assert confirm.actions == [first.actions[-1]]
    assert "again" in confirm.tooltip


def test_preview_is_drawn_on_the_narrowed_space(ra_game: Game) -> None:
    ctx = context(ra_game)
    temple, _ = widgets(ctx)
    target = temple.targets(ctx)[0]
    ctx.candidates = list(target.actions)
    before = draw(ctx).subsurface(target.rect).copy()
    ctx.preview = target.actions[0]
    after = draw(ctx).subsurface(target.rect).copy()
    changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                  for x in range(0, target.rect.w, 3) for y in range(0, target.rect.h, 3))
    assert changed > 0.3 * (target.rect.w // 3) * (target.rect.h // 3)


def test_hathor_spots_are_targets_for_every_candidate() -> None:
    game = play_until(2, 5, deciding("hathor_spot"))
    ctx = context(game)
    temple, _ = widgets(ctx)
    targets = temple.targets(ctx)
    offered = [a for t in targets for a in t.actions]
    assert sorted(offered) == sorted(ctx.candidates)
    geo = temple._geometry(ctx)
    for target in targets:
        (action,) = target.actions
        assert target.rect == geo.buildings[action["spot"]]


def test_people_statue_spots_beside_the_temple_are_targets() -> None:
    spots = {"TS_ROW", "TS_COL"}
    game = play_until(3, 7, lambda g: g.decision is not None and g.decision.kind == "horus_target"
                      and any(a.get("spot") in spots for a in g.legal_actions()))
    ctx = context(game)
    temple, _ = widgets(ctx)
    targets = temple.targets(ctx)
    offered = [a for t in targets for a in t.actions]
    assert set(offered) <= set(ctx.candidates)
    assert sorted(offered) == sorted(a for a in ctx.candidates if a.get("spot") in spots)


def test_no_targets_for_other_decisions_or_other_viewers(ra_game: Game) -> None:
    ctx = context(ra_game)
    ctx.candidates = []                             # a spectator: nothing to choose
    temple, market = widgets(ctx)
    assert temple.targets(ctx) == [] and market.targets(ctx) == []


# --------------------------------------------------------------------------- hover texts

def test_hints_cover_every_space_and_spot_and_say_why_a_spot_is_unusable() -> None:
    game = play_until(2, 5, deciding("hathor_spot"))
    ctx = context(game)
    temple, market = widgets(ctx)
    hints = temple.hints(ctx)
    assert len(hints) == 25 + 10 + 2
    texts = [h.text for h in hints]
    unusable = [s for s in game.catalog.board.temple.building_spots if 2 not in s.players]
    for spot in unusable:
        text = next(h.text for h in hints if h.rect == temple._geometry(ctx).buildings[spot.id])
        assert "Not used in a 2-player game" in text
    for cell in game.state.board.temple:
        if cell is not None:
            assert any(game.catalog.pillars[cell.tile].text in t for t in texts)
    market_texts = [h.text for h in market.hints(ctx)]
    for tile in game.state.board.ra_display:
        if tile is not None:
            assert any(game.catalog.pillars[tile].text in t for t in market_texts)


def _spot_hint(temple: TempleWidget, ctx: BoardContext, spot_id: str) -> str:
    rect = temple._geometry(ctx).buildings[spot_id]
    return next(h.text for h in temple.hints(ctx) if h.rect == rect)


def test_an_unaffordable_spot_says_why_to_the_deciding_player() -> None:
    game = play_until(2, 5, deciding("hathor_spot"))
    seat = game.decision.player
    game.state.players[seat].resources.update(bread=3, gold=0)  # a 3-bread spot yes, a 4-bread spot no
    game.forget_legal_actions()
    ctx = context(game)
    temple, _ = widgets(ctx)
    open_spots = [s for s in game.catalog.board.temple.building_spots
                  if 2 in s.players and s.id not in game.state.board.temple_buildings]
    dear = [s for s in open_spots if s.cost == 4]
    cheap = [s for s in open_spots if s.cost == 3]
    assert dear and cheap
    offered = {a["spot"] for a in ctx.candidates}
    for spot in dear:
        assert spot.id not in offered
        assert "Not affordable now: 4 bread needed (you have 3 bread and 0 gold" in _spot_hint(temple, ctx, spot.id)
    for spot in cheap:
        assert spot.id in offered and "Not affordable" not in _spot_hint(temple, ctx, spot.id)
    # gold stands in for bread: with 1 gold the dear spots are offered and the hint is gone
    game.state.players[seat].resources.update(gold=1)
    game.forget_legal_actions()
    ctx = context(game)
    assert all(s.id in {a["spot"] for a in ctx.candidates} for s in dear)
    assert all("Not affordable" not in _spot_hint(temple, ctx, s.id) for s in dear)


def test_the_unaffordable_hint_is_for_the_deciding_player_only() -> None:
    game = play_until(2, 5, deciding("hathor_spot"))
    seat = game.decision.player
    game.state.players[seat].resources.update(bread=3, gold=0)
    game.forget_legal_actions()
    dear = next(s for s in game.catalog.board.temple.building_spots
                if s.cost == 4 and s.id not in game.state.board.temple_buildings)
    for viewer in (-1, 1 - seat):
        ctx = build_context(game, [Seat("Player 1", "blue"), Seat("Player 2", "orange")], Theme((1920, 1080)), viewer)
        temple, _ = widgets(ctx)
        assert "Not affordable" not in _spot_hint(temple, ctx, dear.id)


def test_ability_labels_exist_for_every_tile() -> None:
    game = Game.new(GameConfig(players=2, seed=0))
    labels = {tile.id: ability_label(tile) for tile in game.catalog.pillars.values()}
    assert all(labels.values())
    assert labels["P22"] == "No ability" and labels["P17"] == "+2 gold"


def test_the_tile_being_placed_is_the_decisions_slot_or_the_one_the_die_selects(ra_game: Game) -> None:
    slot = ra_game.state.stack[-1]["slot"]
    assert placing_tile(context(ra_game)) == (slot, ra_game.state.board.ra_display[slot])
    public = context(ra_game)
    public.view = ra_game.view(-1)                  # no details: the die's value tells
    value = public.view["turn"]["value"]
    slot, tile = placing_tile(public)
    assert value in ra_game.catalog.board.temple.ra_display[slot].values
    assert tile == ra_game.state.board.ra_display[slot]


# --------------------------------------------------------------------------- pictures

def test_a_turned_tile_shows_its_edge_colours_in_the_new_places() -> None:
    game = Game.new(GameConfig(players=2, seed=0))
    tile = game.catalog.pillars["P01"]          # edges N green, E green, S red, W red
    side = 80
    for rotation in range(4):
        img = pillar_tile_surface(tile, rotation, side)
        for d, (x, y) in enumerate(((side // 2 + 12, 6), (side - 6, side // 2 + 12),
                                    (side // 2 + 12, side - 6), (6, side // 2 + 12))):
            expected = EDGE_COLOURS[tile.edges[(d - rotation) % 4]]
            got = img.get_at((x, y))[:3]
            assert sum(abs(a - b) for a, b in zip(got, expected)) < 150, (rotation, d, got, expected)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,seed,solo", [(4, 11, False), (3, 2, False), (1, 4, True)])
def test_draws_late_games_with_many_pillars(size, players, seed, solo) -> None:
    game = play_until(players, seed, lambda g: g.state.round >= 13, solo=solo)
    assert sum(cell is not None for cell in game.state.board.temple) >= 3
    ctx = context(game, size)
    temple, _ = widgets(ctx)
    surface = draw(ctx)
    # every placed pillar shows its owner's colour on its space
    geo = temple._geometry(ctx)
    for index, cell in enumerate(game.state.board.temple):
        if cell is not None:
            colour = PLAYER_COLOURS[ctx.colour_of(cell.owner)]
            centre = geo.spaces[index].center
            assert surface.get_at(centre)[:3] == colour


@pytest.mark.parametrize("size", SIZES)
def test_draws_the_placing_tile_and_a_preview(ra_game: Game, size) -> None:
    ctx = context(ra_game, size)
    temple, market = widgets(ctx)
    target = temple.targets(ctx)[-1]
    ctx.candidates = list(target.actions)
    ctx.preview = target.actions[0]
    ctx.hover = target.rect.center
    surface = draw(ctx)
    slot, _ = placing_tile(ctx)
    card = market._cards[slot]
    # the card being placed has a gold frame; the others do not
    assert surface.get_at((card.centerx, card.bottom - 1))[:3] == GOLD
    other = market._cards[(slot + 1) % 3]
    assert surface.get_at((other.centerx, other.bottom - 1))[:3] != GOLD


def test_pieces_placed_one_after_another_show_as_painting_the_temple_anew_would() -> None:
    """The walls and floor are painted once; each placed piece repaints the pieces over them."""
    game = Game.new(GameConfig(players=4, seed=8))
    rng = random.Random(8)
    ctx = context(game, (1366, 768))
    temple, _ = widgets(ctx)
    pieces_seen = set()
    while not game.is_over and len(pieces_seen) < 6:
        ctx = context(game, (1366, 768))
        kept, fresh = pygame.Surface(ctx.theme.size), pygame.Surface(ctx.theme.size)
        temple.draw(kept, ctx)
        widgets(ctx)[0].draw(fresh, ctx)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
        board = game.view(-1)["board"]
        pieces_seen.add((sum(c is not None for c in board["temple"]), len(board["temple_buildings"]),
                         len(board["people_statues"])))
        game.apply(rng.choices(game.legal_actions(), [_weight(game, a) for a in game.legal_actions()])[0])
