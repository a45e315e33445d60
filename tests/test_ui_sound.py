"""The synthesized sound effects: their shape (length, level, silent ends), playing them
(muted, without a device, after the mixer closed) and which effect a batch of rules events gets."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before pygame is imported
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re
import threading
from array import array
from pathlib import Path

import pygame
import pytest
from helpers import first_turn

from game.tekhenu.ui import sounds as tekhenu_sounds
from game.tekhenu.ui.sounds import sound_for_events
from game.ui import sound
from game.ui.sound import Sounds

RATE = 44100
FULL = 32767
#: The length each effect was designed for, in seconds.
LENGTHS = {"die": 0.09, "card": 0.15, "build": 0.14, "coin": 0.25,
           "chime": 0.7, "turn": 0.4, "wheel": 0.6, "error": 0.12}
RULES = Path(__file__).resolve().parents[1] / "game" / "tekhenu" / "rules"


@pytest.fixture(scope="module")
def mono() -> dict[str, array]:
    """Every effect as 16-bit mono samples at 44.1 kHz (built once for the module)."""
    return {name: sound.samples(name, RATE) for name in Sounds.NAMES}


@pytest.fixture
def mixer():
    """A dummy-driver mixer opened the way the game opens it, or a skip if none can open."""
    pygame.mixer.quit()
    try:
        pygame.mixer.init(RATE, -16, 2, 512)
    except pygame.error as exc:
        pytest.skip(f"no mixer here: {exc}")
    yield
    pygame.mixer.quit()


# --------------------------------------------------------------------------- the effects

def test_every_effect_is_named_and_designed():
    assert set(Sounds.NAMES) == set(LENGTHS)


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_effect_lasts_as_designed(mono, name):
    assert len(mono[name]) / RATE == pytest.approx(LENGTHS[name], rel=0.1)


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_effect_is_soft_but_audible(mono, name):
    samples = mono[name]
    peak = max(map(abs, samples))
    rms = (sum(v * v for v in samples) / len(samples)) ** 0.5
    assert peak < 0.6 * FULL          # far from clipping, and never blaring
    assert rms > 0.01 * FULL          # not silent


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_effect_starts_and_ends_in_silence(mono, name):
    samples = mono[name]
    ms = RATE // 1000
    assert samples[0] == 0 and samples[-1] == 0
    assert max(map(abs, samples[:ms // 4])) < 0.05 * FULL     # no click going in …
    assert max(map(abs, samples[-ms:])) < 0.02 * FULL         # … nor coming out


def test_effects_have_distinct_timbres(mono):
    """Each effect is its own sound, not one sample reused (compared by their openings)."""
    openings = {tuple(mono[name][:2000]) for name in Sounds.NAMES}
    assert len(openings) == len(Sounds.NAMES)


@pytest.mark.parametrize("rate", [22050, 48000])
def test_length_follows_the_mixer_rate(rate):
    assert len(sound.samples("coin", rate)) == round(LENGTHS["coin"] * rate)


def test_stereo_carries_the_same_signal_on_both_channels(mono):
    stereo = sound.samples("die", RATE, -16, 2)
    assert stereo.typecode == "h"
    assert stereo[0::2] == mono["die"] and stereo[1::2] == mono["die"]


@pytest.mark.parametrize("size, low, high", [(8, 0, 255), (-8, -128, 127), (16, 0, 65535), (32, -1.0, 1.0)])
def test_other_sample_formats_stay_in_range(size, low, high):
    samples = sound.samples("build", RATE, size, 1)
    silence = {8: 128, -8: 0, 16: 32768, 32: 0.0}[size]
    assert low <= min(samples) < silence < max(samples) <= high
    assert samples[0] == silence == samples[-1]


def test_unsupported_format_is_refused():
    with pytest.raises(ValueError):
        sound.samples("die", RATE, 24, 2)


def test_unknown_effect_cannot_be_synthesized():
    with pytest.raises(ValueError):
        sound.synthesize("trumpet")


# --------------------------------------------------------------------------- playing

def test_plays_on_the_mixer(mixer):
    sounds = Sounds()
    assert sounds.available
    for name in Sounds.NAMES:
        pygame.mixer.stop()
        sounds.play(name)
        assert pygame.mixer.get_busy(), name


def test_the_effects_are_built_in_the_background_only_when_asked(mixer):
    sounds = Sounds()
    assert not sounds.preparing
    sounds.prepare()
    sounds.prepare()   # asked twice, built once
    assert sounds.preparing
    assert [thread.name for thread in threading.enumerate()].count("sound-synthesis") <= 1
    sounds.play("wheel")   # played before its turn: built on the spot
    assert pygame.mixer.get_busy()


def test_disabled_sounds_never_play(mixer):
    sounds = Sounds(enabled=False)
    for name in Sounds.NAMES:
        sounds.play(name)
    assert not pygame.mixer.get_busy()
    sounds.enabled = True
    sounds.play("coin")
    assert pygame.mixer.get_busy()
    pygame.mixer.stop()
    sounds.enabled = False
    sounds.play("coin")
    assert not pygame.mixer.get_busy()


def test_sounds_open_the_mixer_themselves():
    pygame.mixer.quit()
    try:
        sounds = Sounds()
        assert sounds.available == bool(pygame.mixer.get_init())
    finally:
        pygame.mixer.quit()


@pytest.mark.parametrize("enabled", [True, False])
def test_unknown_effect_raises(mixer, enabled):
    with pytest.raises(ValueError):
        Sounds(enabled).play("trumpet")


@pytest.mark.parametrize("failure", [pygame.error("no audio device"), NotImplementedError("no mixer module")])
def test_no_audio_device_means_silence(monkeypatch, failure):
    def fail(*args, **kwargs):
        raise failure

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sounds = Sounds()
    assert not sounds.available
    sounds.prepare()
    assert not sounds.preparing   # nothing to build for
    sounds.play("chime")  # nothing happens, nothing raises
    with pytest.raises(ValueError):
        sounds.play("trumpet")


def test_playing_after_the_mixer_closed_is_silent(mixer):
    sounds = Sounds()
    sounds.play("die")
    pygame.mixer.quit()   # as pygame.quit() does when the window closes
    sounds.play("die")
    sounds.play("wheel")
    assert not pygame.mixer.get_init()


def test_a_reopened_mixer_gets_effects_in_its_new_format(mixer):
    sounds = Sounds()
    sounds.play("turn")
    pygame.mixer.quit()
    pygame.mixer.init(22050, -16, 1, 512)
    sounds.play("turn")
    assert pygame.mixer.get_busy()


# --------------------------------------------------------------------------- events

def _event(kind, **fields):
    return {"type": kind, **fields}


@pytest.mark.parametrize("events, expected", [
    ([], None),
    ([_event("die_taken")], "die"),
    ([_event("card_taken"), _event("die_taken")], "card"),
    ([_event("building_built"), _event("card_taken"), _event("vp", amount=2)], "build"),
    ([_event("statue_built")], "build"),
    ([_event("pillar_tile_placed"), _event("vp", amount=3)], "build"),
    ([_event("wheel_rotated"), _event("building_built")], "wheel"),
    ([_event("maat_started"), _event("wheel_rotated")], "chime"),
    ([_event("scoring_started"), _event("vp", amount=5)], "chime"),
    ([_event("vp", amount=2), _event("turn_started")], "coin"),
    ([_event("gain", item="gold", amount=1)], "coin"),
    ([_event("turn_started"), _event("die_taken")], "die"),
    ([_event("turn_ended"), _event("turn_started")], "turn"),
])
def test_the_most_important_event_chooses_the_effect(events, expected):
    assert sound_for_events(events) == expected


@pytest.mark.parametrize("event", [_event("vp", amount=-3), _event("vp", amount=0),
                                   _event("gain", item="bread", amount=2), _event("gain", item="gold", amount=0),
                                   _event("balances"), _event("spend", item="gold", amount=2)])
def test_losses_and_small_bookkeeping_are_silent(event):
    assert sound_for_events([event]) is None


def test_every_event_with_a_sound_is_one_the_rules_emit():
    """A renamed event in the rules would silently lose its sound."""
    pattern = re.compile(r'emit\("(\w+)"')
    emitted = {kind for path in RULES.rglob("*.py") for kind in pattern.findall(path.read_text())}
    for _, kinds in tekhenu_sounds._EVENT_SOUNDS:
        assert kinds <= emitted


def test_taking_a_die_in_a_real_game_knocks():
    game = first_turn()
    take = next(a for a in game.legal_actions() if a.kind == "take_die")
    assert sound_for_events(game.apply(take)) == "die"
