"""The obelisk wheel widget: its dice targets follow the rules' candidates, it draws at both
window sizes, and the wheel turns (and stops turning) when the wheel offset changes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before pygame is imported
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections import Counter

import pygame
import pytest

from game.seats import Seat
from game.tekhenu.rules import Game, GameConfig
from game.tekhenu.rules.automa import AUTOMA_NAME
from game.tekhenu.ui.context import build_context
from game.tekhenu.ui.widgets import wheel as wheel_module
from game.tekhenu.ui.widgets.wheel import ROTATION_SECONDS, WheelWidget
from game.ui import theme as th
from game.ui.widgets.base import filter_actions

SIZES = [(1920, 1080), (1366, 768)]
CONFIGS = {
    "2p": {"players": 2},
    "4p": {"players": 4},
    "solo": {"players": 1, "solo": True, "difficulty": "medium"},
}


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((8, 8))
    yield
    th.clear_caches()


def _seats(game: Game) -> list[Seat]:
    colours = ["blue", "orange", "green", "pink"]
    return [Seat(AUTOMA_NAME if p.is_automa else f"Player {i + 1}", colours[i], p.is_automa)
            for i, p in enumerate(game.state.players)]


def _game(config: str, seed: int, steps: int) -> tuple[Game, random.Random]:
    game = Game.new(GameConfig(seed=seed, **CONFIGS[config]))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game, rng


def _advance_to(game: Game, rng: random.Random, kind: str) -> Game:
    while game.decision is None or game.decision.kind != kind:
        assert not game.is_over, f"the game ended before a {kind} decision"
        game.apply(rng.choice(game.legal_actions()))
    return game


def _widget(size=(1920, 1080)):
    theme = th.Theme(size)
    widget = WheelWidget()
    widget.layout(pygame.Rect(0, theme.px(48), theme.px(600), theme.px(600)), theme)
    return widget, theme


def _context(game: Game, theme: th.Theme, viewer: int | None = None):
    if viewer is None:
        viewer = game.decision.player if game.decision is not None else -1
    return build_context(game, _seats(game), theme, viewer)


# --------------------------------------------------------------------------- targets


@pytest.mark.parametrize("config,seed,steps", [("2p", 1, 40), ("4p", 3, 150), ("solo", 5, 30), ("4p", 8, 200)])
def test_each_take_die_candidate_is_covered_by_exactly_one_target_inside_the_widget(config, seed, steps):
    game, rng = _game(config, seed, steps)
    _advance_to(game, rng, "take_die")
    widget, theme = _widget()
    ctx = _context(game, theme)
    targets = widget.targets(ctx)
    assert targets
    covered = Counter(action for target in targets for action in target.actions)
    take = filter_actions(ctx.candidates, "take_die")
    assert set(covered) <= set(ctx.candidates)
    assert covered == Counter(take)  # each candidate once
    for target in targets:
        assert widget.rect.contains(target.rect)
        dice = {action["die"] for action in target.actions}
        assert len(dice) == 1
        assert target.actions == filter_actions(ctx.candidates, "take_die", die=dice.pop())
        assert target.tooltip.startswith("Take the ")


def test_targets_follow_narrowed_candidates_and_mark_the_chosen_die():
    game, rng = _game("4p", 3, 150)
    _advance_to(game, rng, "take_die")
    widget, theme = _widget()
    ctx = _context(game, theme)
    die = filter_actions(ctx.candidates, "take_die")[0]["die"]
    surface = pygame.Surface(theme.size)
    widget.draw(surface, ctx)
    before = surface.copy()

    ctx.candidates = filter_actions(ctx.legal, "take_die", die=die)
    targets = widget.targets(ctx)
    assert [a for t in targets for a in t.actions] == ctx.candidates
    widget.draw(surface, ctx)
    rect = targets[0].rect.inflate(theme.px(12), theme.px(12))
    column = [surface.get_at((rect.centerx, y))[:3] for y in range(rect.y, rect.bottom)]
    assert th.GOLD in column                     # the gold ring of the chosen die
    assert surface.get_at(rect.center) == before.get_at(rect.center)


def test_no_targets_unless_the_viewer_is_taking_a_die():
    game, rng = _game("2p", 2, 30)
    _advance_to(game, rng, "choose_action")
    widget, theme = _widget()
    assert widget.targets(_context(game, theme)) == []
    _advance_to(game, rng, "take_die")
    other = 1 - game.decision.player
    ctx = _context(game, theme, viewer=other)
    assert widget.targets(ctx) == []
    hints = [h.text for h in widget.hints(ctx)]
    assert any(f"It is Player {game.decision.player + 1}'s turn" in text for text in hints)


def test_forbidden_dice_explain_that_they_need_anubis():
    for seed in range(20):
        game, rng = _game("2p", seed, 0)
        _advance_to(game, rng, "take_die")
        player = game.state.players[game.decision.player]
        if player.scribes < game.catalog.board.anubis_scribes:
            break
    widget, theme = _widget()
    ctx = _context(game, theme)
    view = ctx.view
    forbidden = [d for d, state in view["die_states"].items() if state == "forbidden"]
    assert forbidden
    texts = [h.text for h in widget.hints(ctx)]
    for die in forbidden:
        colour, value = view["dice"][int(die)]["colour"], view["dice"][int(die)]["value"]
        assert any(t.startswith(f"{colour.capitalize()} {value} in ") and "Anubis" in t for t in texts)
    sections = [t for t in texts if "God action:" in t]
    assert len(sections) == 6


# --------------------------------------------------------------------------- drawing


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("config,seed,steps", [("2p", 4, 60), ("4p", 6, 200), ("solo", 7, 40)])
def test_draws_inside_its_rect_at_both_sizes(size, config, seed, steps):
    game, _ = _game(config, seed, steps)
    widget, theme = _widget(size)
    ctx = _context(game, theme)
    surface = pygame.Surface(size)
    sentinel = (255, 0, 255)
    surface.fill(sentinel)
    widget.draw(surface, ctx)
    inside = surface.subsurface(widget.rect)
    assert pygame.transform.average_color(inside)[:3] != sentinel
    outside = pygame.mask.from_threshold(surface, sentinel, (1, 1, 1, 255))
    outside.erase(pygame.mask.Mask(widget.rect.size, fill=True), widget.rect.topleft)
    assert outside.count() == size[0] * size[1] - widget.rect.w * widget.rect.h


def test_eight_dice_in_a_section_fit_their_rows():
    game, rng = _game("4p", 2, 0)
    _advance_to(game, rng, "take_die")
    board = game.state.board
    crowded = [die for section in board.sections for die in section][:8]
    board.sections = [crowded] + [[d for d in s if d not in crowded] for s in board.sections[1:]]
    for size in SIZES:
        widget, theme = _widget(size)
        ctx = _context(game, theme)
        dice = [h for h in widget.hints(ctx) if " in Horus:" in h.text]
        assert len(dice) == len(game.state.board.sections[0])
        rows = widget._sections[0].rows
        for hint in dice:
            assert any(row.move(widget.rect.topleft).contains(hint.rect) for row in rows)
        for a in dice:
            assert all(not a.rect.colliderect(b.rect) for b in dice if b is not a)


def test_static_layers_are_cached_at_rest(monkeypatch):
    game, _ = _game("4p", 3, 150)
    widget, theme = _widget()
    ctx = _context(game, theme)
    surface = pygame.Surface(theme.size)
    widget.draw(surface, ctx)
    calls = []
    monkeypatch.setattr(wheel_module, "_supersampled", lambda *a, **k: calls.append("art"))
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a, **k: calls.append("rotozoom"))
    for _ in range(3):
        widget.draw(surface, ctx)
    assert calls == []
    assert not widget.is_animating


def test_the_next_position_is_rendered_in_a_moment_without_input_not_when_the_wheel_turns(monkeypatch):
    game, rng = _game("2p", 7, 0)
    widget, theme = _widget()
    surface = pygame.Surface(theme.size)
    rendered = []
    render = WheelWidget._render_board
    monkeypatch.setattr(WheelWidget, "_render_board",
                        lambda self, theme, lighting, gods: rendered.append(lighting) or render(self, theme, lighting, gods))
    widget.draw(surface, _context(game, theme))
    assert len(rendered) == 1 and widget.has_idle_work   # the position shown; the next one waits
    widget.update(1.0)
    assert len(rendered) == 1                      # frames alone render nothing ahead
    widget.idle()
    assert len(rendered) == 2 and not widget.has_idle_work   # the next position, without input
    widget.draw(surface, _context(game, theme))
    assert not widget.has_idle_work                # already made: nothing more waits

    offset = game.state.board.wheel_offset
    while game.state.board.wheel_offset == offset:
        game.apply(rng.choice(game.legal_actions()))
    widget.draw(surface, _context(game, theme))    # the move that turns the wheel
    assert widget.is_animating and len(rendered) == 2
    while widget.update(1 / 60):                   # nothing is rendered ahead while it turns
        widget.draw(surface, _context(game, theme))
    assert len(rendered) == 2


# --------------------------------------------------------------------------- rotation


@pytest.mark.parametrize("size", SIZES)
def test_the_wheel_turns_when_the_offset_changes_and_then_stops(size):
    game, rng = _game("2p", 7, 0)
    widget, theme = _widget(size)
    surface = pygame.Surface(size)
    widget.draw(surface, _context(game, theme))
    assert not widget.is_animating and not widget.update(0.1)

    offset = game.state.board.wheel_offset
    while game.state.board.wheel_offset == offset:
        game.apply(rng.choice(game.legal_actions()))
    ctx = _context(game, theme)
    widget.draw(surface, ctx)
    assert widget.is_animating
    start = surface.subsurface(widget.rect).copy()

    frames = 0
    while widget.update(1 / 60):
        frames += 1
        widget.draw(surface, ctx)
        if frames == 20:
            middle = surface.subsurface(widget.rect).copy()
        assert frames <= ROTATION_SECONDS * 60 + 1
    assert frames >= ROTATION_SECONDS * 60 - 2
    assert not widget.is_animating
    widget.draw(surface, ctx)
    end = surface.subsurface(widget.rect).copy()
    centre = pygame.Rect(0, 0, theme.px(200), theme.px(200))
    centre.center = (widget.rect.w // 2, widget.rect.h // 2)
    pictures = {bytes(pygame.image.tobytes(img.subsurface(centre), "RGB")) for img in (start, middle, end)}
    assert len(pictures) == 3  # the wheel moved between start, middle and end
