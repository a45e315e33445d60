"""The Osiris, Horus and card-market widgets: targets come from the candidates, every candidate
can be reached by clicks, chosen cards are shown, hints explain, and drawing works at two sizes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from functools import cache

import pygame
import pytest

from game.seats import Seat
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.ui.context import BoardContext, build_context
from game.tekhenu.ui.widgets.horus import HorusWidget
from game.tekhenu.ui.widgets.market import MarketWidget
from game.tekhenu.ui.widgets.osiris import OsirisWidget
from game.ui.theme import Theme
from game.ui.widgets.base import Widget

KINDS = ("osiris_spot", "horus_target", "thoth_take")
RECTS = {"osiris": (600, 698, 560, 382), "horus": (0, 648, 600, 130), "market": (0, 778, 600, 302)}
SETUPS = [("2p", GameConfig(players=2, seed=11)), ("4p", GameConfig(players=4, seed=3)),
          ("solo", GameConfig(players=2, seed=7, solo=True, difficulty="medium"))]
SIZES = [(1920, 1080), (1366, 768)]


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    # No pygame.quit() afterwards: it would invalidate the theme's font cache for later tests.
    pygame.init()


def seats_for(game: Game) -> list[Seat]:
    players = game.view(-1)["players"]
    colours = ["blue", "orange", "green", "pink"]
    return [Seat("Botankhamun" if p["is_automa"] else f"Player {i + 1}", colours[i], p["is_automa"])
            for i, p in enumerate(players)]


@cache
def snapshots(setup: str) -> dict[str, list[Game]]:
    """Copies of a game paused at each decision kind of these widgets, from seeded random play."""
    config = dict(SETUPS)[setup]
    game = Game.new(config)
    rng = random.Random(config.seed)
    found: dict[str, list[Game]] = {kind: [] for kind in KINDS}
    for _ in range(4000):
        if game.is_over or all(len(v) >= 3 for v in found.values()):
            break
        decision = game.view(-1)["decision"]
        if decision and decision["kind"] in found and len(found[decision["kind"]]) < 3:
            found[decision["kind"]].append(game.clone())
        game.apply(rng.choice(game.legal_actions()))
    return found


def games(kind: str) -> list[Game]:
    out = [saved.clone() for setup, _ in SETUPS for saved in snapshots(setup)[kind]]
    assert out, f"random play reached no {kind} decision"
    return out


def make(game: Game, size=(1920, 1080)) -> tuple[BoardContext, list[Widget]]:
    theme = Theme(size)
    viewer = game.view(-1)["decision"]["player"]
    ctx = build_context(game, seats_for(game), theme, viewer)
    widgets: list[Widget] = []
    for key, widget in (("osiris", OsirisWidget()), ("horus", HorusWidget()), ("market", MarketWidget())):
        x, y, w, h = RECTS[key]
        s = theme.scale
        widget.layout(pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s)), theme)
        widgets.append(widget)
    return ctx, widgets


def all_targets(ctx: BoardContext, widgets: list[Widget]):
    return [t for w in widgets for t in w.targets(ctx)]


def is_ours(action: Action) -> bool:
    """Candidates these widgets must offer (temple statue spots belong to the temple widget)."""
    return not (action.kind == "statue" and str(action.get("spot", "")).startswith("TS_"))


@pytest.mark.parametrize("kind", KINDS)
def test_targets_are_candidates_and_every_candidate_is_reachable(kind: str) -> None:
    for game in games(kind):
        ctx, widgets = make(game)
        targets = all_targets(ctx, widgets)
        assert targets
        for target in targets:
            assert target.actions and set(target.actions) <= set(ctx.candidates)
            assert target.tooltip
        for wanted in filter(is_ours, ctx.legal):
            ctx.candidates = list(ctx.legal)
            for _ in range(5):
                hits = [t for t in all_targets(ctx, widgets) if wanted in t.actions]
                assert hits, f"{wanted} cannot be clicked among {ctx.candidates}"
                step = min(hits, key=lambda t: len(t.actions))
                assert len(step.actions) < len(ctx.candidates) or len(step.actions) == 1
                ctx.candidates = list(step.actions)
                if ctx.candidates == [wanted]:
                    break
            assert ctx.candidates == [wanted]


def test_clicking_a_card_marks_it_chosen_and_narrows_to_takes_with_it() -> None:
    checked = 0
    for game in games("thoth_take"):
        ctx, widgets = make(game)
        market = widgets[2]
        takes = [a for a in ctx.legal if a.kind == "take_cards"]
        if not takes or len(takes[0]["slots"]) < 2 or len(takes) < 2:
            continue
        assert market.chosen(ctx) is None
        card = next(t for t in market.targets(ctx) if t.actions[0].kind == "take_cards" and len(t.actions) > 1)
        section, slot = card.actions[0]["section"], next(
            s for s in card.actions[0]["slots"] if all(s in a["slots"] for a in card.actions))
        ctx.candidates = list(card.actions)
        assert market.chosen(ctx) == (section, frozenset([slot]))
        remaining = market.targets(ctx)
        assert all(t.rect != card.rect for t in remaining), "the chosen card is not offered again"
        assert all(a.kind == "take_cards" and slot in a["slots"] for t in remaining for a in t.actions)
        market.draw(pygame.Surface(ctx.theme.size), ctx)
        checked += 1
    assert checked


def test_osiris_targets_the_cells_of_the_chosen_row_in_free_districts_and_statue_spots() -> None:
    for game in games("osiris_spot"):
        ctx, widgets = make(game)
        osiris = widgets[0]
        targets = osiris.targets(ctx)
        row = ctx.decision["details"]["row"]
        assert {t.actions[0]["district"] for t in targets} == {a["district"] for a in ctx.legal}
        districts = list(ctx.catalog.board.osiris.districts)
        for t in targets:
            assert t.rect == osiris.cell_rects[row - 1][districts.index(t.actions[0]["district"])]
    for game in games("horus_target"):
        ctx, widgets = make(game)
        spots = {a["spot"] for a in ctx.legal if a.get("spot", "").startswith("OS_")}
        assert {t.actions[0]["spot"] for t in widgets[0].targets(ctx)} == spots
        gods = {a["god"] for a in ctx.legal if a.get("god")}
        assert {t.actions[0]["god"] for t in widgets[1].targets(ctx)} == gods


def test_hints_explain_cells_tiles_cards_and_locks() -> None:
    game = games("thoth_take")[0]
    ctx, widgets = make(game)
    osiris, horus, market = widgets
    cells = osiris.hints(ctx)
    catalog = ctx.catalog
    row4 = next(h for h in cells if h.text.startswith("Row 4, papyrus"))
    assert "gold" in row4.text and "bread" in row4.text
    row6 = next(h for h in cells if h.text.startswith("Row 6, granite"))
    assert "any one production track" in row6.text
    tile_hints = [h.text for h in horus.hints(ctx)]
    for tile_id in ctx.view["board"]["horus_tiles"]:
        assert any(catalog.horus_tiles[tile_id].text in text for text in tile_hints)
    card_hints = [h.text for h in market.hints(ctx)]
    for section in ctx.view["board"]["market"]:
        for card in filter(None, section):
            assert any(catalog.by_id[card].text in text for text in card_hints)
    ctx.view["board"]["market_open"][3] = False
    needed = catalog.board.market[3].opens_at_population
    assert any("locked" in text and str(needed) in text for text in (h.text for h in market.hints(ctx)))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", KINDS)
def test_drawing_paints_each_area(kind: str, size: tuple[int, int]) -> None:
    for game in games(kind):
        ctx, widgets = make(game, size)
        surface = pygame.Surface(size)
        for widget in widgets:
            surface.fill((0, 0, 0))
            ctx.hover = widget.rect.center
            widget.draw(surface, ctx)
            area = surface.subsurface(widget.rect)
            colours = {area.get_at((x, y))[:3] for x in range(0, area.get_width(), 7)
                       for y in range(0, area.get_height(), 7)}
            assert len(colours) > 20, f"{type(widget).__name__} drew too little"
            inner = widget.rect.inflate(-ctx.theme.px(12), -ctx.theme.px(12))
            assert surface.get_at(inner.center)[:3] != (0, 0, 0)


# --------------------------------------------------------------------------- rule wording

RESOURCE_WORDS = ("papyrus", "bread", "limestone", "granite", "gold")


def fresh(players: int, solo: bool = False) -> tuple[BoardContext, list[Widget]]:
    """A game just set up (its first decision), with the three widgets laid out."""
    return make(Game.new(GameConfig(players=players, seed=5, solo=solo)))


def horus_texts(ctx: BoardContext, horus: HorusWidget, god: str) -> tuple[str, list[str]]:
    """The hover text of ``god``'s Horus tile and of its statue spots."""
    position = ctx.view["board"]["horus_tiles"].index(
        next(t for t, tile in ctx.catalog.horus_tiles.items() if tile.god == god))
    hints = {tuple(h.rect): h.text for h in horus.hints(ctx)}
    return hints[tuple(horus.tile_rects[position])], [hints[tuple(r)] for r in horus.spot_rects[position]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_horus_hints_state_the_statue_bonus_rule_for_the_player_count(players: int) -> None:
    ctx, (_, horus, _) = fresh(players)
    ctx.view["board"]["god_statues"]["ra"] = [1]
    tile, spots = horus_texts(ctx, horus, "ra")
    owner = ctx.name_of(1)
    own_action = "performing the Ra action personally"
    on_build = "once, immediately on building"
    assert "whenever another player performs the Ra action" in spots[0] and owner in spots[0]
    for text in (tile, spots[0]):
        assert (own_action in text) == (players == 2), text
        assert (on_build in text) == (players == 3), text
    if players >= 3:  # the free spots say it too
        assert (on_build in spots[1]) == (players == 3)


def test_a_second_statue_of_the_same_player_earns_nothing_extra() -> None:
    ctx, (_, horus, _) = fresh(4)
    ctx.view["board"]["god_statues"]["thoth"] = [2, 2]
    _, spots = horus_texts(ctx, horus, "thoth")
    assert "earns nothing extra" not in spots[0]
    assert "second statue" in spots[1] and "earns nothing extra" in spots[1]


def test_botankhamuns_statue_gains_by_position_never_resources() -> None:
    ctx, (_, horus, _) = fresh(2, solo=True)
    automa = next(i for i, p in enumerate(ctx.view["players"]) if p["is_automa"])
    bonus = ctx.catalog.board.horus.automa_bonus
    for position, tile_id in enumerate(ctx.view["board"]["horus_tiles"], start=1):
        god = ctx.catalog.horus_tiles[tile_id].god
        ctx.view["board"]["god_statues"][god] = [automa]
        tile, spots = horus_texts(ctx, horus, god)
        expected = " and ".join(
            f"1 {'scribe' if key == 'scribe' else 'VP'}" for key in bonus[position]) + " whenever"
        assert spots[0].startswith("Botankhamun's statue") and expected in spots[0], spots[0]
        assert not any(word in spots[0] for word in RESOURCE_WORDS), spots[0]
        assert f"he gains {expected.removesuffix(' whenever')}." in tile


def test_osiris_hints_word_the_district_tie_break_and_plurals() -> None:
    ctx, (osiris, _, _) = fresh(4)
    texts = [h.text for h in osiris.hints(ctx)]
    rows = [t for t in texts if t.startswith("Row ") and "an Osiris action" in t]
    assert len(rows) == 6
    for text in rows:
        assert "Higher rows" not in text
        assert "statue above the districts beats any building, then row 1 beats row 2" in text
    assert any(t.startswith("Limestone quarries.") for t in texts)
    assert not any("quarrys" in t for t in texts)


def test_market_hints_use_correct_plurals() -> None:
    ctx, (_, _, market) = fresh(4)
    texts = " ".join(h.text for h in market.hints(ctx))
    assert "2 technologies" in texts and "1 technology," in texts
    assert "technologys" not in texts and "1 technologys" not in texts


def test_the_market_makes_the_faces_of_cards_not_shown_yet_in_moments_without_input(monkeypatch) -> None:
    game = Game.new(GameConfig(players=4, seed=8))
    ctx, widgets = make(game)
    market = widgets[2]
    surface = pygame.Surface((1920, 1080))
    assert not market.has_idle_work             # nothing known before it is drawn
    market.draw(surface, ctx)
    assert market.has_idle_work
    while market.has_idle_work:
        market.idle()
    monkeypatch.setattr(MarketWidget, "_render_face", lambda *args: pytest.fail("a face made during a move"))
    chooser, shown = random.Random(8), set()
    while not game.is_over:                     # cards dealt from the decks as the game goes on
        game.apply(chooser.choice(game.legal_actions()))
        ctx = build_context(game, seats_for(game), ctx.theme, -1)
        market.draw(surface, ctx)
        shown |= {card for row in ctx.view["board"]["market"] for card in row if card}
    assert len(shown) >= 20
