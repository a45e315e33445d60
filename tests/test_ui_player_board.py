"""The player boards and the shared tracks: drawing at both window sizes, privacy of decrees,
and clicks offered only from the candidates (headless)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from dataclasses import replace

import pygame
import pytest

from game.seats import Seat
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.ui.card_text import click_line, name_forms
from game.tekhenu.ui.context import BoardContext, build_context
from game.tekhenu.ui.widgets import player_board
from game.tekhenu.ui.widgets.player_board import PlayerBoardsWidget, _next_tiles
from game.tekhenu.ui.widgets.tracks import TracksWidget
from game.ui import theme as th

SIZES = [(1920, 1080), (1366, 768)]
NAMES = ["Hatshepsut", "Imhotep", "Nefertiti", "Khufu"]
COLOURS = ["blue", "orange", "green", "pink"]
# Design rectangles of the two widgets in the board scene (1920×1080).
BOARDS_RECT = (1160, 168, 760, 560)
TRACKS_RECT = (1160, 48, 760, 120)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    th.clear_caches()
    pygame.quit()


def seats_for(game: Game) -> list[Seat]:
    if game.state.config.solo:
        return [Seat("Nefertari", "green"), Seat("Botankhamun", "orange", automa=True)]
    return [Seat(NAMES[i], COLOURS[i]) for i in range(len(game.state.players))]


def played(players: int, fraction: float, seed: int) -> Game:
    """A random game stopped ``fraction`` of the way through its actions."""
    config = GameConfig(players=players, seed=seed, solo=players == 1)
    game, chooser, actions = Game.new(config), random.Random(seed), []
    while not game.is_over:
        actions.append(chooser.choice(game.legal_actions()))
        game.apply(actions[-1])
    game = Game.new(config)
    for action in actions[: int(len(actions) * fraction)]:
        game.apply(action)
    return game


def scaled(theme: th.Theme, rect: tuple[int, int, int, int]) -> pygame.Rect:
    return pygame.Rect(*(round(v * theme.scale) for v in rect))


def laid_out(theme: th.Theme) -> tuple[PlayerBoardsWidget, TracksWidget]:
    boards, tracks = PlayerBoardsWidget(), TracksWidget()
    boards.layout(scaled(theme, BOARDS_RECT), theme)
    tracks.layout(scaled(theme, TRACKS_RECT), theme)
    return boards, tracks


def deciding_context(game: Game, theme: th.Theme) -> BoardContext:
    return build_context(game, seats_for(game), theme, game.decision.player)


def picture(widget: PlayerBoardsWidget | TracksWidget, ctx: BoardContext) -> bytes:
    """The pixels of ``widget`` drawn for ``ctx`` over the board's background, the mouse away."""
    surface = pygame.Surface(ctx.theme.size)
    surface.fill(th.BACKGROUND)
    widget.draw(surface, replace(ctx, hover=(-1, -1)))
    return pygame.image.tobytes(surface.subsurface(widget.rect), "RGB")


STATES = [(2, 0.5, 3), (2, 0.85, 4), (4, 0.5, 5), (4, 0.85, 6), (1, 0.5, 7), (1, 0.85, 8), (3, 0.7, 9)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,fraction,seed", STATES)
def test_draws_every_board_inside_its_rect_with_hints(size, players, fraction, seed) -> None:
    game = played(players, fraction, seed)
    theme = th.Theme(size)
    ctx = deciding_context(game, theme)
    boards, tracks = laid_out(theme)
    surface = pygame.Surface(size)
    surface.fill(th.SAND)
    boards.draw(surface, ctx)
    tracks.draw(surface, ctx)
    for widget in (boards, tracks):
        area = surface.subsurface(widget.rect)
        colours = {area.get_at((x, y))[:3] for x in range(0, widget.rect.w, 7) for y in range(0, widget.rect.h, 7)}
        assert len(colours) > 20, "the widget drew next to nothing"
        hints = widget.hints(ctx)
        assert hints and all(h.text for h in hints)
        for hint in hints:
            assert widget.rect.contains(hint.rect), (hint.rect, hint.text)
    # one board per player, each with its name in a hint and no two boards overlapping
    for seat in range(len(game.state.players)):
        assert any(ctx.name_of(seat) in h.text for h in boards.hints(ctx))


def _decree_words(game: Game, seat: int) -> set[str]:
    words = set()
    for card in game.state.players[seat].decrees:
        words |= {card, game.catalog.name(card)}
    return words


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12), (1, 13)])
def test_decrees_are_named_only_on_the_viewers_own_board(players, seed) -> None:
    game = played(players, 0.6, seed)
    theme = th.Theme((1920, 1080))
    for viewer in [-1, *range(len(game.state.players))]:
        ctx = build_context(game, seats_for(game), theme, viewer)
        boards, tracks = laid_out(theme)
        texts = [h.text for h in boards.hints(ctx) + tracks.hints(ctx)]
        texts += [t.tooltip for t in boards.targets(ctx) + tracks.targets(ctx)]
        for seat in range(len(game.state.players)):
            words = _decree_words(game, seat)
            if seat == viewer:
                assert all(any(w in text for text in texts) for w in words), "own decrees must be shown"
            else:
                leaked = [w for w in words for text in texts if w in text]
                assert not leaked, f"viewer {viewer} sees decrees of seat {seat}: {leaked}"


def test_other_players_decrees_are_drawn_as_backs_with_a_count_hint() -> None:
    game = played(4, 0.6, 21)
    ctx = build_context(game, seats_for(game), th.Theme((1920, 1080)), 0)
    boards, _ = laid_out(ctx.theme)
    hints = [h.text for h in boards.hints(ctx)]
    for seat in (1, 2, 3):
        count = len(game.state.players[seat].decrees)
        assert any(text.startswith(f"{ctx.name_of(seat)} holds {count} secret decree") for text in hints)


def _random_contexts(players: int, seed: int, limit: int):
    """Contexts for the deciding player at every decision of a random game."""
    game = Game.new(GameConfig(players=players, seed=seed, solo=players == 1))
    chooser = random.Random(seed)
    theme = th.Theme((1366, 768))
    for _ in range(limit):
        if game.is_over:
            return
        yield game, deciding_context(game, theme)
        game.apply(chooser.choice(game.legal_actions()))


@pytest.mark.parametrize("players,seed,limit", [(2, 31, 150), (4, 32, 100), (1, 33, 150)])
def test_targets_are_candidates_on_the_deciding_players_board(players, seed, limit) -> None:
    theme = th.Theme((1366, 768))
    boards, tracks = laid_out(theme)
    seen_kinds: set[str] = set()
    for game, ctx in _random_contexts(players, seed, limit):
        board_rects = boards._board_rects(ctx)
        own = board_rects[ctx.decision["player"]].move(boards.rect.topleft)
        for widget in (boards, tracks):
            for target in widget.targets(ctx):
                assert target.actions, "a target without actions"
                assert set(target.actions) <= set(ctx.candidates)
                assert widget.rect.contains(target.rect)
                if widget is boards:
                    assert own.contains(target.rect), "a target off the deciding player's board"
                seen_kinds |= {a.kind for a in target.actions}
    assert "produce" in seen_kinds


def test_produce_is_a_click_on_the_production_track() -> None:
    for game, ctx in _random_contexts(2, 41, 400):
        produce = [a for a in ctx.candidates if a.kind == "produce"]
        if not produce:
            continue
        boards, _ = laid_out(ctx.theme)
        targets = boards.targets(ctx)
        for action in produce:
            target = next(t for t in targets if action in t.actions)
            assert target.actions == [action]
            assert action["resource"] in target.tooltip
        return
    pytest.fail("no produce decision reached")


def test_narrowed_candidates_narrow_the_targets() -> None:
    for game, ctx in _random_contexts(2, 51, 400):
        produce = [a for a in ctx.candidates if a.kind == "produce"]
        if not produce:
            continue
        boards, _ = laid_out(ctx.theme)
        ctx.candidates = [a for a in ctx.candidates if a.kind != "produce"]
        assert not any(a.kind == "produce" for t in boards.targets(ctx) for a in t.actions)
        return
    pytest.fail("no produce decision reached")


def test_no_targets_for_a_viewer_who_is_not_deciding() -> None:
    game = played(3, 0.4, 61)
    other = (game.decision.player + 1) % 3
    ctx = build_context(game, seats_for(game), th.Theme((1920, 1080)), other)
    boards, tracks = laid_out(ctx.theme)
    assert boards.targets(ctx) == [] and tracks.targets(ctx) == []


def test_blessings_are_clickable_cards_with_their_text() -> None:
    game = played(2, 0.3, 71)
    while game.decision.kind != "take_die":
        game.apply(game.legal_actions()[0])
    seat = game.decision.player
    game.state.players[seat].blessings = ["B07"]
    game._legal = None
    ctx = deciding_context(game, th.Theme((1920, 1080)))
    boards, _ = laid_out(ctx.theme)
    card = [t for t in boards.targets(ctx) if all(a.get("card") == "B07" for a in t.actions)]
    assert len(card) == 1
    assert {a.kind for a in card[0].actions} == {"play_blessing"}
    hint = next(h for h in boards.hints(ctx) if h.rect == card[0].rect)
    assert game.catalog.blessings["B07"].text in hint.text
    # the click target explains the card too, then what clicking does
    text = game.catalog.blessings["B07"].text
    assert text in card[0].tooltip
    assert card[0].tooltip.endswith("Click to play it now; then choose population or happiness.")


def test_click_line_names_the_choices_that_follow() -> None:
    khonsu = [Action.make("play_blessing", card="B18", god="thoth"), Action.make("play_blessing", card="B18", god="horus")]
    assert click_line(khonsu) == "Click to play it now; then choose Thoth or Horus."
    assert click_line(khonsu[:1]) == "Click to play it now, for the action of Thoth."
    values = [Action.make("adjust_production", card="T13", value=v) for v in (2, 3, 5)]
    assert click_line(values) == "Click to use it now; then choose the value 2, 3 or 5."
    assert click_line([Action.make("use_decree", card="D03")]) == "Click to use it now."


def test_hints_say_die_for_one_and_dice_for_more() -> None:
    game = played(2, 0.5, 3)
    player = game.state.players[0]
    player.pure, player.tainted, player.under = [0], [1, 2], [3]  # die ids
    ctx = build_context(game, seats_for(game), th.Theme((1920, 1080)), 0)
    boards, _ = laid_out(ctx.theme)
    texts = " ".join(h.text for h in boards.hints(ctx))
    assert "Pure side: 1 die worth" in texts
    assert "Tainted side: 2 dice worth" in texts
    assert "Under the scales: 1 die taken with Anubis. It does not count" in texts


# --------------------------------------------------------------------------- crowded card rows

def _hold(game: Game, seat: int, count: int) -> None:
    """Give the player ``count`` cards that nobody else holds: blessings, technologies, decrees."""
    pools = [list(game.catalog.blessings), list(game.catalog.technologies), list(game.catalog.decrees)]
    mine = [pool[seat * 6 + k] for k in range(count // 3 + 1) for pool in pools][:count]
    player = game.state.players[seat]
    player.blessings = [c for c in mine if c[0] == "B"]
    player.technologies = [c for c in mine if c[0] == "T"]
    player.decrees = [c for c in mine if c[0] == "D"]
    player.destiny, player.starting = None, []


class _Recorder:
    """A font that records the width of everything rendered with it."""

    def __init__(self, face: pygame.font.Font, log: list[tuple[str, int]]) -> None:
        self.face, self.log = face, log

    def render(self, text: str, *args):
        image = self.face.render(text, *args)
        self.log.append((text, image.get_width()))
        return image

    def __getattr__(self, name: str):
        return getattr(self.face, name)


def _drawn_cards(monkeypatch, game: Game, size: tuple[int, int], viewer: int):
    """Draw the boards; return the texts rendered (in order, each card row between "<cards>"
    and "</cards>") and every card's region by id."""
    log: list[tuple[str, int]] = []
    real_font, real_cards = th.load_font, player_board._BoardBase.cards

    def cards(board, *args, **kwargs) -> None:
        log.append(("<cards>", 0))
        real_cards(board, *args, **kwargs)
        log.append(("</cards>", 0))

    monkeypatch.setattr(th, "load_font", lambda role, px: _Recorder(real_font(role, px), log))
    monkeypatch.setattr(player_board._BoardBase, "cards", cards)
    ctx = build_context(game, seats_for(game), th.Theme(size), viewer)
    boards, _ = laid_out(ctx.theme)
    boards.draw(pygame.Surface(size), ctx)
    monkeypatch.undo()
    regions = {r.key[2]: r.rect for r in boards._regions if r.key and r.key[0] == "card"}
    return log, regions, boards


@pytest.mark.parametrize("size", SIZES)
def test_card_labels_fit_their_cards_at_four_players_with_eight_cards_each(monkeypatch, size) -> None:
    game = played(4, 0.5, 5)
    for seat in range(4):
        _hold(game, seat, 8)
    viewer = game.decision.player
    log, regions, boards = _drawn_cards(monkeypatch, game, size, viewer)
    assert len(regions) == 8 + 3 * 6  # the viewer's 8, the others' blessings and technologies
    assert not [text for text, _ in log if "…" in text], "a label was cut"
    widths = dict(log)
    for card, rect in regions.items():
        assert boards.rect.contains(rect)
        if card in widths:
            assert widths[card] <= rect.w, (card, widths[card], rect)
    rects = list(regions.values())
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "cards overlap"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [7, 8])
def test_crowded_card_rows_name_every_card_and_cut_no_word(monkeypatch, size, count) -> None:
    game = played(2, 0.5, 4)
    for seat in range(2):
        _hold(game, seat, count)
    viewer = game.decision.player
    log, regions, _ = _drawn_cards(monkeypatch, game, size, viewer)
    rects = list(regions.values())
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "cards overlap"
    assert not [text for text, _ in log if "…" in text], "a name was cut"
    texts = [text for text, _ in log]
    drawn = " ".join(texts)
    held = game.state.players[viewer]
    for card in held.blessings + held.technologies + held.decrees:
        name = game.catalog.name(card)
        # the whole name (on one line or several), or one of its shorter forms
        assert name in drawn or any(form in texts for form in name_forms(name)), (card, name)
    if count == 7:  # the review's case: seven cards still show their whole names
        assert all(game.catalog.name(c) in drawn for c in held.blessings + held.technologies + held.decrees)


def test_tracks_explain_the_people_track_symbols() -> None:
    game = played(2, 0.5, 81)
    ctx = deciding_context(game, th.Theme((1920, 1080)))
    _, tracks = laid_out(ctx.theme)
    texts = " ".join(h.text for h in tracks.hints(ctx))
    for at in game.catalog.board.people_track.symbols:
        assert f"at {at} or more" in texts
    assert f"of {2 * len(game.catalog.board.scoring_markers) * 4}" in texts  # rounds in a game


def test_people_track_hints_say_what_each_lane_does() -> None:
    game = played(2, 0.5, 81)
    ctx = deciding_context(game, th.Theme((1920, 1080)))
    _, tracks = laid_out(ctx.theme)
    tracks.draw(pygame.Surface(ctx.theme.size), ctx)
    texts = [h.text for h in tracks.hints(ctx)]
    happiness = next(t for t in texts if t.startswith("Happiness (people track)"))
    population = next(t for t in texts if t.startswith("Population (people track)"))
    assert "opens" not in happiness and "take cards from with Thoth" in happiness
    assert "5–8: sections I–II" in happiness and "13+: sections I–IV" in happiness
    assert "section III at 9" in population and "section IV at 13" in population
    joined = " ".join(texts)
    assert "has reached 1 triangle," in joined and "1 triangles" not in joined
    assert "a balance of –3 or lower costs VP" in joined


def test_automa_next_tiles_follow_the_deben_moves() -> None:
    rows = (4, 3, 2, 1)
    assert _next_tiles(None, rows) == {(0, 0)}
    assert _next_tiles([0, 0], rows) == {(0, 1), (1, 0)}
    assert _next_tiles([1, 1], rows) == {(1, 2), (2, 1)}
    assert _next_tiles([1, 2], rows) == set()  # the end of a row: the pyramid is rebuilt at Maat
    assert _next_tiles([3, 0], rows) == set()


def test_picture_is_cached_until_the_view_changes() -> None:
    game = played(2, 0.5, 91)
    ctx = deciding_context(game, th.Theme((1920, 1080)))
    boards, _ = laid_out(ctx.theme)
    surface = pygame.Surface(ctx.theme.size)
    boards.draw(surface, ctx)
    first = boards.version(ctx)
    boards.draw(surface, ctx)
    assert boards.version(ctx) == first
    game.apply(game.legal_actions()[0])   # only the prompt changes: the boards do not show it
    assert boards.version(deciding_context(game, ctx.theme)) == first
    shown = game.view(-1)["players"]
    while game.view(-1)["players"] == shown:
        game.apply(game.legal_actions()[0])
    assert boards.version(deciding_context(game, ctx.theme)) != first


def test_passing_the_device_shows_each_board_as_painting_it_anew_would_and_no_one_elses_decrees() -> None:
    game = played(4, 0.6, 12)
    theme = th.Theme((1920, 1080))
    boards, _ = laid_out(theme)
    for viewer in (0, 1, 0, 1, 2, 0):   # a board's earlier picture is put back when it shows the same again
        ctx = build_context(game, seats_for(game), theme, viewer)
        fresh, _ = laid_out(theme)
        assert picture(boards, ctx) == picture(fresh, ctx)
        texts = sorted(h.text for h in boards.hints(ctx))
        assert texts == sorted(h.text for h in fresh.hints(ctx))
        for seat in range(4):
            if seat != viewer:
                assert not [w for w in _decree_words(game, seat) for text in texts if w in text]


def test_tracks_painted_part_by_part_show_what_painting_them_anew_would() -> None:
    config = GameConfig(players=4, seed=21)
    game, chooser = Game.new(config), random.Random(21)
    theme = th.Theme((1366, 768))
    _, tracks = laid_out(theme)
    checked = 0
    while not game.is_over and checked < 60:
        ctx = build_context(game, seats_for(game), theme, game.decision.player)
        _, fresh = laid_out(theme)
        assert picture(tracks, ctx) == picture(fresh, ctx)
        assert [(h.rect, h.text) for h in tracks.hints(ctx)] == [(h.rect, h.text) for h in fresh.hints(ctx)]
        assert [(t.rect, t.actions) for t in tracks.targets(ctx)] == [(t.rect, t.actions) for t in fresh.targets(ctx)]
        checked += 1
        for _ in range(4):
            if not game.is_over:
                game.apply(chooser.choice(game.legal_actions()))


def at_the_end_of_a_turn() -> tuple[Game, th.Theme]:
    """A 4-player game halfway, at a player's "end your turn" decision, and a 1920×1080 theme."""
    game = played(4, 0.5, 5)
    while game.decision.kind != "turn_end":
        game.apply(game.legal_actions()[0])
    return game, th.Theme((1920, 1080))


def test_the_end_of_a_turn_repaints_the_turn_order_not_the_vp_or_the_people_track(monkeypatch) -> None:
    from game.tekhenu.ui.widgets import tracks as tracks_module

    game, theme = at_the_end_of_a_turn()
    _, tracks = laid_out(theme)
    before = tracks.version(build_context(game, seats_for(game), theme, game.decision.player))
    painted = []
    for name in ("_vp", "_lane", "_calendar"):
        real = getattr(tracks_module._TracksPainter, name)
        monkeypatch.setattr(tracks_module._TracksPainter, name,
                            lambda self, *args, _name=name, _real=real: painted.append(_name) or _real(self, *args))
    game.apply(Action.make("end_turn"))
    ctx = build_context(game, seats_for(game), theme, game.decision.player)
    assert tracks.version(ctx) != before and painted == ["_calendar"]
    changed = tracks.changed_areas(before)   # the calendar column only: a narrow part of the tracks
    assert len(changed) == 1 and tracks.rect.contains(changed[0]) and changed[0].w < tracks.rect.w / 3


def test_the_frames_an_end_of_turn_changes_are_painted_ahead_and_put_back(monkeypatch) -> None:
    game, theme = at_the_end_of_a_turn()
    boards, _ = laid_out(theme)
    ending = game.decision.player
    boards.draw(pygame.Surface(theme.size), deciding_context(game, theme))
    assert boards.has_idle_work
    while boards.has_idle_work:   # moments without input: the two frames the end of the turn changes
        boards.idle()
    painted = []
    real = player_board.PlayerBoard.paint_frame
    monkeypatch.setattr(player_board.PlayerBoard, "paint_frame", lambda board: painted.append(board.seat) or real(board))
    game.apply(Action.make("end_turn"))
    ctx = deciding_context(game, theme)
    assert game.decision.player != ending
    shown = picture(boards, ctx)
    assert painted == []   # both frames were put back: the one who ended and the one who decides now
    assert shown == picture(laid_out(theme)[0], ctx)   # as painting them anew shows
