"""VP history, the scores overlay and the game-over screen, on finished random games."""
from __future__ import annotations

import os
import random
from functools import cache
from itertools import pairwise
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.seats import Seat
from game.session import Session
from game.tekhenu.rules import GameConfig
from game.tekhenu.ui.scenes.game_over import GameOverScene
from game.tekhenu.ui.scenes.scoring import ScoringScene
from game.tekhenu.ui.vp_history import (
    START_REASON,
    build_history,
    category_of,
    history_of,
    scoring_breakdowns,
)
from game.tekhenu.ui.widgets.vp_chart import LABEL_GAP, VPChart
from game.ui import theme as th
from game.ui.scene import SceneStack

SIZES = [(1920, 1080), (1366, 768)]
KINDS = ["2p", "4p", "solo"]


@cache
def finished(kind: str, seed: int = 7) -> Session:
    """A game played to the end with random legal actions."""
    if kind == "solo":
        config = GameConfig(players=1, solo=True, seed=seed)
        seats = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
    else:
        count = int(kind[0])
        config = GameConfig(players=count, seed=seed)
        seats = [Seat(n, c) for n, c in zip(("Ana", "Bek", "Chaya", "Dedi"), ("blue", "orange", "green", "pink"))][:count]
    session = Session.new(config, seats, autosave=False)
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.quit()


def click(scene, pos: tuple[int, int]) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


# --------------------------------------------------------------------------- history

@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("seed", [7, 11])
def test_history_totals_and_trail_match_the_final_scores(kind: str, seed: int) -> None:
    session = finished(kind, seed)
    history = history_of(session)
    scores = [s["total"] for s in session.game.scores()]
    assert history.final() == scores
    for player, score in enumerate(scores):
        trail = history.trail_of(player)
        assert sum(change.amount for change in trail) == score
        assert trail[0].reason == START_REASON
        assert history.gained(player) - history.lost(player) + trail[0].amount == score
    kinds = [stage.kind for stage in history.stages]
    assert kinds[0] == "setup" and kinds[-1] == "final"
    assert kinds.count("scoring") == 2 and kinds.count("maat") == session.game.state.maat_phases
    assert all(len(row) == len(history.stages) for row in history.totals)


def test_history_records_losses_with_their_round_and_stage() -> None:
    events = [
        {"type": "round_started", "round": 1},
        {"type": "vp", "player": 1, "amount": 3, "reason": "Ra: display position", "total": 13},
        {"type": "maat_started", "number": 1},
        {"type": "vp", "player": 0, "amount": -2, "reason": "Maat: negative balance", "total": 8},
        {"type": "round_started", "round": 2},
    ]
    history = build_history(events, [10, 10])
    assert [s.label for s in history.stages] == ["Setup", "Round 1", "Maat 1", "Round 2"]
    assert history.totals == ((10, 10, 8, 8), (10, 13, 13, 13))
    loss, = history.trail_of(0, losses_only=True)
    assert (loss.amount, loss.round, history.stages[loss.stage].kind) == (-2, 1, "maat")
    assert history.lost(0) == 2 and history.gained(1) == 3


# --------------------------------------------------------------------------- scenes draw

@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", SIZES)
def test_scenes_draw_at_both_sizes(kind: str, size: tuple[int, int], tmp_path: Path) -> None:
    session = finished(kind)
    surface = pygame.Surface(size)
    stack = SceneStack(size)
    over = GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path)
    stack.push(over)
    scores = ScoringScene(session, 0)
    stack.push(scores)
    stack.draw(surface)
    scores.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB))
    assert scores.tab == 1
    stack.draw(surface)
    # Everything laid out inside the window.
    window = surface.get_rect()
    for rect in (scores.panel, over.table.rect, over.chart.rect, over.decree_area,
                 *(b.rect for b in over.buttons)):
        assert window.contains(rect), rect


# --------------------------------------------------------------------------- scoring overlay

def test_scoring_overlay_trail_filters_and_closes() -> None:
    session = finished("4p")
    stack = SceneStack((1366, 768))
    stack.push(scene_below := ScoringScene(session, 1, title="below"))
    scene = ScoringScene(session, 1)
    stack.push(scene)
    assert scene.is_overlay and scene.trail.player == 1
    click(scene, scene.tab_rects[1].center)
    assert scene.tab == 1
    click(scene, scene.trail.losses_chip.center)
    assert scene.trail.losses_only
    assert scene.trail.entries and all(c.amount < 0 and c.player == 1 for c in scene.trail.entries)
    everyone = next(rect for rect, player in scene.trail.chips if player is None)
    click(scene, everyone.center)
    assert {c.player for c in scene.trail.entries} == {c.player for c in history_of(session).trail if c.amount < 0}
    click(scene, scene.close_button.rect.center)
    assert stack.top is scene_below
    stack.push(scene)
    click(scene, (2, 2))  # outside the panel
    assert stack.top is scene_below
    stack.push(scene)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert stack.top is scene_below


def _stage_sums(session: Session, number: int) -> list[int]:
    """Each player's VP change within the history's stage of scoring ``number``."""
    history = history_of(session)
    stage = next(i for i, st in enumerate(history.stages) if st.kind == "scoring" and st.number == number)
    return [sum(c.amount for c in history.trail_of(p) if c.stage == stage) for p in range(history.players)]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("number", [1, 2])
def test_scoring_overlay_shows_what_that_scoring_gave(kind: str, number: int) -> None:
    session = finished(kind)
    scene = ScoringScene(session, 0, f"Scoring {number}", scoring=number)
    table = scene.table
    assert table.gain_totals == _stage_sums(session, number)
    assert table.gain_totals != table.totals  # not the running totals
    # Row by row: the VP events of that scoring, by category.
    start = next(i for i, e in enumerate(session.events) if e["type"] == "scoring_started" and e["number"] == number)
    end = next(i for i, e in enumerate(session.events) if e["type"] == "scoring_ended" and i > start)
    expected: dict[tuple[str, int], int] = {}
    for event in session.events[start:end]:
        if event["type"] == "vp":
            key = (category_of(event["reason"]).key, event["player"])
            expected[key] = expected.get(key, 0) + event["amount"]
    shown = {(line.row.category.key, p): table.gain_of(line, p)
             for line in table.lines if line.row is not None for p in range(len(session.seats))}
    assert expected and {k: v for k, v in shown.items() if v} == {k: v for k, v in expected.items() if v}
    SceneStack((1366, 768)).push(scene)
    scene.draw(pygame.Surface((1366, 768)))


def test_scores_so_far_keep_the_totals_only() -> None:
    scene = ScoringScene(finished("2p"), 0)
    assert scene.table.gains is None and scene.table.gain_totals == []


def vp(player: int, amount: int, reason: str) -> dict:
    return {"type": "vp", "player": player, "amount": amount, "reason": reason}


def test_scoring_breakdowns_read_one_scoring_up_to_its_end() -> None:
    events = [
        {"type": "scoring_started", "number": 1}, vp(0, 3, "scoring: statues"), {"type": "scoring_ended", "number": 1},
        {"type": "round_started", "round": 9}, vp(0, 2, "T3"),
        {"type": "scoring_started", "number": 2}, vp(1, 4, "scoring: statues"), vp(1, -2, "scoring: bread"),
        vp(1, 1, "scoring: statues"), {"type": "scoring_ended", "number": 2}, vp(1, 5, "turn order bonus"),
    ]
    assert scoring_breakdowns(events, 2, 1) == [{"scoring: statues": 3}, {}]
    latest = [{}, {"scoring: statues": 5, "scoring: bread": -2}]
    assert scoring_breakdowns(events, 2) == scoring_breakdowns(events, 2, 2) == latest
    assert scoring_breakdowns(events[:8], 2) == [{}, {"scoring: statues": 4, "scoring: bread": -2}]  # under way
    assert scoring_breakdowns(events, 2, 3) == [{}, {}]


def test_scoring_overlay_right_after_the_first_scoring() -> None:
    session = finished("4p")
    end = next(i for i, e in enumerate(session.events) if e["type"] == "scoring_ended")
    mid = Session.new(GameConfig(players=4, seed=7), session.seats, autosave=False)
    rng = random.Random(7)
    while len(mid.events) <= end:
        mid.apply(rng.choice(mid.game.legal_actions()))
    scene = ScoringScene(mid, 2, "Scoring 1", scoring=1)
    assert scene.table.gain_totals == _stage_sums(mid, 1) == _stage_sums(session, 1)


# --------------------------------------------------------------------------- chart labels

def _charts(kind: str, size: tuple[int, int], tmp_path: Path) -> list[VPChart]:
    session = finished(kind)
    stack = SceneStack(size)
    over = GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path)
    stack.push(over)
    scores = ScoringScene(session, 0, "Scoring 2", scoring=2)
    stack.push(scores)
    return [over.chart, scores.chart]


def _assert_labels_clear(chart: VPChart, theme: th.Theme) -> None:
    labels = [rect for _, rect in chart.band_labels()]
    gap = max(2, theme.px(LABEL_GAP))
    for i, rect in enumerate(labels):
        plot = chart._plot
        assert chart.rect.contains(rect) and plot.top <= rect.top and rect.bottom <= plot.bottom
        assert rect.inflate(2 * gap, 2 * gap).collidelist(labels[i + 1:]) == -1, "two band names run together"
        assert rect.collidelist([pill for _, _, pill in chart._end_labels()]) == -1
        for player in range(chart.history.players):
            points = chart._screen_points(player)
            for (ax, ay), (bx, by) in pairwise(points):
                for step in range(41):
                    x, y = ax + (bx - ax) * step / 40, ay + (by - ay) * step / 40
                    assert not rect.collidepoint(x, y), f"a line crosses a band name at {rect}"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", SIZES)
def test_chart_band_names_never_touch_each_other_or_the_lines(kind: str, size: tuple[int, int],
                                                                  tmp_path: Path) -> None:
    for chart in _charts(kind, size, tmp_path):
        names = [text for text, _ in chart.band_labels()]
        assert "Scoring" in names  # the names are still shown where there is room
        _assert_labels_clear(chart, th.Theme(size))


@pytest.mark.parametrize("size", SIZES)
def test_chart_band_names_in_narrow_bands_are_stacked_or_left_out(size: tuple[int, int]) -> None:
    theme = th.Theme(size)
    session = finished("2p")
    chart = VPChart()
    chart.set_history(history_of(session), session.seats)
    label_w = theme.font("bold", 13).get_linesize()
    for slack in (0, 2, 6):  # bands barely wider than a name: side by side they would touch
        band = label_w + slack
        width = band * (len(chart.history.stages) - 1) + theme.px(58) + theme.px(70)
        chart.layout(pygame.Rect(10, 10, width, theme.px(500)), theme)
        _assert_labels_clear(chart, theme)


def test_a_drag_that_ends_elsewhere_does_not_close() -> None:
    session = finished("2p")
    stack = SceneStack((1920, 1080))
    scene = ScoringScene(session, 0)
    stack.push(scene)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.panel.center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1))
    assert stack.top is scene


# --------------------------------------------------------------------------- game over

def test_game_over_buttons_call_back_through_the_app(tmp_path: Path) -> None:
    from game.ui.app import App

    calls: list[str] = []
    app = App((1366, 768))
    scene = GameOverScene(finished("4p"), lambda: calls.append("new"), lambda: calls.append("menu"),
                          export_folder=tmp_path)
    app.stack.push(scene)
    app.step()
    for button, expected in ((scene.new_button, "new"), (scene.menu_button, "menu")):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
        app.step()
        assert calls[-1] == expected
    assert calls == ["new", "menu"]


def test_export_writes_the_log_naming_the_decrees(tmp_path: Path) -> None:
    session = finished("4p")
    scene = GameOverScene(session, lambda: None, lambda: None, export_folder=tmp_path)
    SceneStack((1920, 1080)).push(scene)
    click(scene, scene.export_button.rect.center)
    written = list(tmp_path.glob("*.txt"))
    assert len(written) == 1 and str(written[0]) in scene.message and not scene.message_is_error
    text = written[0].read_text(encoding="utf-8")
    scored = [d for p in session.game.state.players for d in p.scored_decrees]
    assert scored and all(session.game.catalog.name(d) in text for d in scored)


def test_export_reports_a_folder_it_cannot_write(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    scene = GameOverScene(finished("2p"), lambda: None, lambda: None, export_folder=blocker)
    SceneStack((1920, 1080)).push(scene)
    assert scene.export() is None
    assert scene.message_is_error and scene.message.startswith("Could not write the log")


def test_winner_line_explains_a_tie_on_vp() -> None:
    from game.tekhenu.ui.scenes.game_over import winner_lines

    session = finished("2p")
    players = session.game.state.players
    saved = [(p.vp, p.scribes) for p in players]
    try:
        players[0].vp = players[1].vp = 30
        players[0].scribes, players[1].scribes = 1, 4
        headline, line = winner_lines(session)
        assert headline == "Bek wins!" and "more scribes" in line and "(4 against 1)" in line
    finally:
        for p, (vp, scribes) in zip(players, saved):
            p.vp, p.scribes = vp, scribes
