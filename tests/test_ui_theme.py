"""The client's theme: fonts shipped in assets/, UI scale, font cache, colour mixing, die drawing,
and the resource icons every board widget shares."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before pygame is imported
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools
import sys
from collections import OrderedDict
from pathlib import Path

import pygame
import pytest

from game.tekhenu.rules import Game, GameConfig, catalog
from game.tekhenu.ui import dice, icons
from game.ui import theme

REPO = Path(__file__).resolve().parents[1]
FONTS = REPO / "assets" / "fonts"
DIE = 64  # the rect side used for the die tests (a 58 px die)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _die_image(colour, value, state=None, size=DIE):
    surf = pygame.Surface((size + 40, size + 40), pygame.SRCALPHA)
    surf.fill((*theme.PAPYRUS, 255))
    dice.draw_die(surf, (20, 20, size, size), colour, value, state)
    return surf


def _bytes(surf):
    return pygame.image.tobytes(surf, "RGBA")


def _gray(surf):
    return pygame.transform.grayscale(surf)


def _changed_fraction(a, b):
    """Fraction of pixels that differ between two equal-sized surfaces."""
    ba, bb = _bytes(a), _bytes(b)
    changed = sum(1 for i in range(0, len(ba), 4) if ba[i:i + 3] != bb[i:i + 3])
    return changed / (len(ba) // 4)


# --------------------------------------------------------------------------- fonts


def test_font_files_and_licence_are_shipped():
    for name in theme.FONT_FILES.values():
        path = FONTS / name
        assert path.is_file(), path
        assert path.stat().st_size > 10_000
        assert path.read_bytes()[:4] in (b"\x00\x01\x00\x00", b"OTTO", b"true")
    licence = FONTS / "OFL.txt"
    assert licence.is_file()
    text = licence.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert "Google" in text and "PERMISSION & CONDITIONS" in text
    readme = REPO / "assets" / "README.md"
    assert readme.is_file() and "OFL" in readme.read_text(encoding="utf-8")


def test_fonts_are_found_in_the_assets_folder():
    assert theme.fonts_dir() == FONTS
    for role in ("body", "bold", "title"):
        assert theme.font_path(role).parent == FONTS
    with pytest.raises(ValueError):
        theme.font_path("comic")


def test_assets_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert theme.fonts_dir() == tmp_path / "assets" / "fonts"


@pytest.mark.parametrize("role", ["body", "bold", "title"])
def test_each_font_loads_and_renders_text(role):
    t = theme.Theme((1920, 1080))
    font = t.font(role, 24)
    assert isinstance(font, pygame.font.Font)
    assert font.get_height() >= 24
    img = font.render("Tekhenu: Obelisk of the Sun — 123", True, theme.INK)
    assert img.get_width() > 200
    assert img.get_bounding_rect().h >= 14  # real glyphs, not an empty surface


def test_roles_are_different_faces():
    t = theme.Theme()
    widths = {role: t.font(role, 40).size("Pharaoh Hatshepsut")[0] for role in ("body", "bold", "title")}
    assert len(set(widths.values())) == 3, widths


def test_font_cache_returns_the_same_object():
    t = theme.Theme((1920, 1080))
    assert t.font("body", 20) is t.font("body", 20)
    assert t.font("title", "title") is t.font("title", 60)
    assert t.font("body", 20) is not t.font("bold", 20)
    assert t.font("body", 20) is not t.font("body", 24)
    # Another theme at the same scale shares the cache.
    assert theme.Theme((1920, 1080)).font("bold", 30) is t.font("bold", 30)


# --------------------------------------------------------------------------- scale


def test_scale_for_the_target_window_sizes():
    assert theme.Theme((1920, 1080)).scale == pytest.approx(1.0)
    assert theme.Theme((1366, 768)).scale == pytest.approx(768 / 1080)
    assert theme.Theme((2560, 1440)).scale == pytest.approx(4 / 3)
    assert theme.Theme((3840, 1080)).scale == pytest.approx(1.0)  # ultra-wide: height decides
    assert theme.Theme((640, 360)).scale == theme.MIN_SCALE          # never below the minimum


def test_sizes_follow_the_scale_and_stay_readable():
    small, design, large = (theme.Theme(s) for s in ((1366, 768), (1920, 1080), (2560, 1440)))
    assert design.px(100) == 100 and large.px(30) == 40 and small.px(100) == 71
    assert small.px(1) == 1 and design.px(0) == 0
    assert small.font_px("body") >= 14                 # body text readable at 1366×768
    assert small.font_px("small") == theme.MIN_FONT_PX == 12   # and no text under 12 px
    assert small.font_px(8) == theme.MIN_FONT_PX
    assert large.font("body", 20).get_height() > design.font("body", 20).get_height()
    assert small.font("body", 20).get_height() < design.font("body", 20).get_height()


def test_resize_changes_the_scale():
    t = theme.Theme((1920, 1080))
    assert t.resize((2560, 1440)) is True
    assert t.scale == pytest.approx(4 / 3) and t.size == (2560, 1440)
    assert t.resize((2560, 1440)) is False


# --------------------------------------------------------------------------- palette


def test_palette_matches_the_rules_vocabulary():
    assert tuple(dice.DIE_COLOURS) == catalog.COLOURS
    assert len({dice.die_letter(colour) for colour in catalog.COLOURS}) == 5
    assert dice.DIE_STATES == catalog.DIE_STATES
    assert tuple(dice.LIGHTING_TINTS) == catalog.LIGHTINGS
    assert set(dice.LIGHTING_COLOURS) == set(catalog.LIGHTINGS)
    for name in ("PAPYRUS", "SAND", "LAPIS", "TURQUOISE", "CARNELIAN", "GOLD", "INK"):
        colour = getattr(theme, name)
        assert len(colour) == 3 and all(0 <= c <= 255 for c in colour)
    for tint in dice.LIGHTING_TINTS.values():
        assert len(tint) == 4 and 0 < tint[3] < 255


def _simulate(rgb, matrix):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def srgb(c):
        c = min(1.0, max(0.0, c))
        return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)

    linear = [lin(c) for c in rgb]
    return [srgb(sum(row[j] * linear[j] for j in range(3))) for row in matrix]


# Machado, Oliveira & Fernandes (2009), severity 1.0.
_CVD = {
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                   [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                     [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
                   [0.004733, 0.691367, 0.303900]],
}


def test_player_colours_are_named_and_colour_blind_safe():
    assert len(theme.PLAYER_COLOURS) == 4
    assert theme.PLAYER_COLOUR_NAMES == tuple(theme.PLAYER_COLOURS)
    assert len(set(theme.PLAYER_SHAPES.values())) == 4
    assert set(theme.PLAYER_SHAPES) == set(theme.PLAYER_COLOURS)
    for kind, matrix in _CVD.items():
        for a, b in itertools.combinations(theme.PLAYER_COLOURS.values(), 2):
            sa, sb = _simulate(a, matrix), _simulate(b, matrix)
            distance = sum((x - y) ** 2 for x, y in zip(sa, sb)) ** 0.5
            assert distance > 25, (kind, a, b, distance)


def test_player_markers_draw_each_shape():
    images = []
    for name in theme.PLAYER_COLOURS:
        surf = pygame.Surface((40, 40))
        surf.fill(theme.PAPYRUS)
        theme.draw_player_marker(surf, (20, 20), 14, name)
        images.append(_bytes(_gray(surf)))
    assert len(set(images)) == 4


# --------------------------------------------------------------------------- colour mixing


def test_mix_moves_a_fraction_of_the_way():
    assert theme.mix((0, 100, 200), (100, 0, 200), 0) == (0, 100, 200)
    assert theme.mix((0, 100, 200), (100, 0, 200), 1) == (100, 0, 200)
    assert theme.mix((0, 100, 200), (100, 0, 200), 0.25) == (25, 75, 200)
    assert theme.mix((250, 5, 0), (255, 0, 0), 3) == (255, 0, 0)      # clamped to 0..255


def test_mix_with_a_translucent_tint_gives_a_solid_colour():
    mixed = theme.mix(theme.PAPYRUS, dice.SUNNY_TINT, 0.5)
    assert len(mixed) == 3
    assert mixed == theme.mix(theme.PAPYRUS, dice.SUNNY_TINT[:3], 0.5)


def test_lighten_and_darken_go_towards_white_and_black():
    assert theme.lighten(theme.LAPIS, 1) == (255, 255, 255)
    assert theme.darken(theme.LAPIS, 1) == (0, 0, 0)
    assert theme.lighten(theme.LAPIS, 0) == theme.darken(theme.LAPIS, 0) == theme.LAPIS
    lighter, darker = theme.lighten(theme.LAPIS, 0.3), theme.darken(theme.LAPIS, 0.3)
    assert all(lo < c < hi for lo, c, hi in zip(darker, theme.LAPIS, lighter))


# --------------------------------------------------------------------------- icons

ICON_BG = (1, 2, 3)


def _icon_image(name, size, room=None):
    room = room or size * 2
    surf = pygame.Surface((room, room))
    surf.fill(ICON_BG)
    icons.draw_icon(surf, name, (room // 2, room // 2), size)
    return surf


@pytest.mark.parametrize("size", [12, 19, 30])
def test_every_icon_draws_inside_its_box(size):
    for name in icons.ICON_NAMES:
        surf = _icon_image(name, size)
        drawn = pygame.mask.from_threshold(surf, ICON_BG, (1, 1, 1, 255))
        drawn.invert()
        box = drawn.get_bounding_rects()
        assert box, name
        bounds = box[0].unionall(box[1:])
        allowed = pygame.Rect(0, 0, size + 4, size + 4)   # rounding may spill a pixel or two
        allowed.center = (size, size)
        assert allowed.contains(bounds), (name, size, bounds)
        assert drawn.count() > size * size // 10, (name, size)   # a picture, not a speck


def test_every_icon_has_its_own_picture():
    images = {name: _bytes(_icon_image(name, 24)) for name in icons.ICON_NAMES}
    assert len(set(images.values())) == len(images)


def test_an_unknown_icon_is_refused():
    with pytest.raises(ValueError):
        icons.draw_icon(pygame.Surface((20, 20)), "lapis lazuli", (10, 10), 16)


def test_every_good_the_board_data_names_has_an_icon_colour_and_words():
    assert set(icons.RESOURCE_COLOURS) == {*catalog.RESOURCES, "gold"}
    cat = Game.new(GameConfig(players=2, seed=1)).catalog
    goods = {key for row in cat.board.temple.rewards for cell in row for key in cell}
    goods |= {key for tile in cat.pillars.values() for key in tile.cost}
    goods |= {key for tile in cat.horus_tiles.values() for key in tile.bonus}
    assert goods <= set(icons.ICON_NAMES)
    assert all(icons.resource_words(good) for good in goods)   # each has its word


def test_gain_words_name_each_good():
    assert icons.gain_words({"bread": 2, "gold": 1}) == "2 bread and 1 gold"
    assert icons.gain_words({"scribe": 1}) == "1 scribe"
    assert icons.gain_words({"scribe": 2, "vp": 3}) == "2 scribes and 3 VP"


def test_an_amount_is_centred_number_then_icon():
    t = theme.Theme((1920, 1080))
    surf = pygame.Surface((200, 60))
    surf.fill(ICON_BG)
    box = icons.draw_amount(surf, t, "bread", 3, (100, 30), 24, 20)
    assert abs(box.centerx - 100) <= 1 and box.h == 24
    drawn = pygame.mask.from_threshold(surf, ICON_BG, (1, 1, 1, 255))
    drawn.invert()
    bounds = drawn.get_bounding_rects()
    assert box.inflate(4, 8).contains(bounds[0].unionall(bounds[1:]))
    alone = pygame.Surface((200, 60))
    alone.fill(ICON_BG)
    icons.draw_icon(alone, "bread", (box.right - 12, 30), 24)
    assert alone.get_at((box.right - 12, 30)) == surf.get_at((box.right - 12, 30))  # the icon sits last


# --------------------------------------------------------------------------- dice


def test_each_value_draws_different_pixels():
    for colour in dice.DIE_COLOURS:
        images = {_bytes(_die_image(colour, v)) for v in range(1, 7)}
        assert len(images) == 6, colour


def test_each_colour_draws_different_pixels():
    for value in range(1, 7):
        images = {_bytes(_die_image(c, value)) for c in dice.DIE_COLOURS}
        assert len(images) == 5, value


def test_each_state_draws_different_pixels():
    for colour in dice.DIE_COLOURS:
        images = [_die_image(colour, 4, state) for state in (None, *dice.DIE_STATES)]
        assert len({_bytes(img) for img in images}) == 4, colour
        # The marker is visible, not a pixel or two.
        for marked in images[1:]:
            assert _changed_fraction(images[0], marked) > 0.03, colour
        # States are told apart in grayscale too (badge shape and symbol).
        assert len({_bytes(_gray(img)) for img in images}) == 4, colour


def test_colours_stay_distinguishable_in_grayscale():
    for value in range(1, 7):
        grays = {c: _gray(_die_image(c, value)) for c in dice.DIE_COLOURS}
        for a, b in itertools.combinations(dice.DIE_COLOURS, 2):
            assert _bytes(grays[a]) != _bytes(grays[b]), (a, b, value)
            assert _changed_fraction(grays[a], grays[b]) > 0.2, (a, b, value)
    # Not only different: clearly lighter or darker, in the rules' order of lightness.
    rect = pygame.Rect(20, 20, DIE, DIE).inflate(-24, -24)
    level = {c: _gray(_die_image(c, 1)).subsurface(rect) for c in dice.DIE_COLOURS}
    mean = {c: pygame.transform.average_color(s)[0] for c, s in level.items()}
    order = sorted(mean, key=mean.get, reverse=True)
    assert order == ["white", "yellow", "gray", "brown", "black"], mean
    assert all(mean[a] - mean[b] >= 25 for a, b in itertools.pairwise(order)), mean


def test_letters_can_be_left_out():
    with_letter = pygame.Surface((80, 80), pygame.SRCALPHA)
    without = pygame.Surface((80, 80), pygame.SRCALPHA)
    dice.draw_die(with_letter, (8, 8, 64, 64), "brown", 6)
    dice.draw_die(without, (8, 8, 64, 64), "brown", 6, letter=False)
    assert _bytes(with_letter) != _bytes(without)


def test_die_is_centred_in_its_rect_and_cached():
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    body = dice.draw_die(surf, (50, 50, 100, 80), "white", 5, "pure")
    assert body == dice.die_rect((50, 50, 100, 80))
    assert body.w == body.h == 72 and body.center == (100, 90)
    assert surf.get_at(body.center).a == 255            # the die is there
    assert surf.get_at((2, 198)).a == 0                 # and nowhere near the far corner
    assert dice.die_surface(72, "white", 5, "pure") is dice.die_surface(72, "white", 5, "pure")


def test_dice_of_a_size_drawn_are_prepared_ahead_in_every_colour_value_and_state(monkeypatch):
    for name, empty in (("_DIE_CACHE", OrderedDict()), ("_SIZES_DRAWN", set()), ("_TO_PREPARE", [])):
        monkeypatch.setattr(dice, name, empty)   # as in a new process: no die drawn yet
    made = []
    render = dice._render_die
    monkeypatch.setattr(dice, "_render_die", lambda side, *args: made.append((side, *args)) or render(side, *args))
    assert not dice.has_dice_to_prepare()
    dice.die_surface(41, "white", 5, "pure")
    assert made == [(41, "white", 5, "pure", "W")] and dice.has_dice_to_prepare()
    while dice.has_dice_to_prepare():
        dice.prepare_dice(0.005)
    assert len(made) == len(dice.DIE_COLOURS) * 6 * (1 + len(dice.DIE_STATES))
    assert {entry[0] for entry in made} == {41}
    made.clear()
    for colour, value, state in itertools.product(dice.DIE_COLOURS, range(1, 7), (None, *dice.DIE_STATES)):
        dice.die_surface(41, colour, value, state)
    assert made == []                           # every one of them was made ahead


@pytest.mark.parametrize("args", [("purple", 3), ("white", 0), ("white", 7), ("white", 3, "holy")])
def test_bad_die_arguments_are_refused(args):
    with pytest.raises(ValueError):
        dice.draw_die(pygame.Surface((50, 50)), (0, 0, 50, 50), *args)


def test_dice_draw_at_every_target_scale():
    for size in (1366, 768), (1920, 1080), (2560, 1440):
        t = theme.Theme(size)
        side = t.px(56)
        surf = pygame.Surface((side * 2, side * 2), pygame.SRCALPHA)
        body = dice.draw_die(surf, (side // 2, side // 2, side, side), "yellow", 3, "tainted")
        assert body.w == round(side * 0.9)
