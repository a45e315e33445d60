"""Sound effects, synthesized in code: there are no audio files.

Each effect is a short mono signal built from damped sines (bells, wooden and stone knocks)
and filtered noise (card swish, stone rumble), shaped by an envelope that starts and ends at
exactly zero (no clicks), scaled to a modest peak (the bells, heard best, lowest), and then
encoded in whatever format the mixer actually opened (rate, sample size, channels). It is
pure Python with the ``array`` module: about 2.5 s of sound, built in a quarter of a second on
a background thread in the client's first moment without input.

:class:`Sounds` never lets audio trouble reach the game: without a sound device (or without
pygame's mixer) it is simply silent and :attr:`Sounds.available` is ``False``.
Which effect fits what a rules action caused is each game's own choice (its ``ui`` package).
"""

from __future__ import annotations

import cmath
import math
import random
import threading
from array import array
from collections.abc import Callable, Iterable
from itertools import accumulate, repeat
from operator import add, attrgetter, mul, sub

import pygame

#: The mixer settings asked for; the mixer may open with another rate or channel count.
MIXER_RATE = 44100
MIXER_BUFFER = 512  # samples: ~12 ms of latency at 44.1 kHz

Signal = list[float]

#: ``array`` type codes of the mixer's sample sizes (negative = signed; 32 = float).
_TYPECODES = {-16: "h", 16: "H", -8: "b", 8: "B", 32: "f", -32: "f"}


# --------------------------------------------------------------------------- building blocks
# Signals are lists of floats. The helpers lean on ``map``/``accumulate`` over C-level
# operators rather than Python loops: that keeps every effect under 100 ms to build.

def _length(rate: int, seconds: float) -> int:
    return max(1, round(rate * seconds))


def _mul(x: Iterable[float], y: Iterable[float]) -> Signal:
    return list(map(mul, x, y))


def _scale(x: Iterable[float], gain: float) -> Signal:
    return list(map(mul, x, repeat(gain)))


def _decay(n: int, rate: int, tau: float) -> Signal:
    """exp(-t / tau) for ``n`` samples (by repeated multiplication)."""
    return list(accumulate(repeat(math.exp(-1.0 / (tau * rate)), n - 1), mul, initial=1.0))


def _bell(n: int, rate: int, freq: float, partials: Iterable[tuple[float, float, float]]) -> Signal:
    """A struck bell: sine partials ``(ratio, amplitude, decay seconds)`` of ``freq``.

    Each partial is a rotating, shrinking phasor (``amplitude * step ** k``) whose imaginary
    part is the damped sine; the partials are summed as complex numbers."""
    total: Iterable[complex] = repeat(0j, n)
    for ratio, amp, tau in partials:
        w = 2.0 * math.pi * freq * ratio / rate
        if w >= math.pi:  # above the Nyquist frequency: it would alias into a harsh tone
            continue
        step = cmath.exp(complex(-1.0 / (tau * rate), w))
        total = map(add, total, accumulate(repeat(step, n - 1), mul, initial=complex(amp)))
    return list(map(attrgetter("imag"), total))


def _glide(n: int, rate: int, start: float, end: float, glide_tau: float, tau: float) -> Signal:
    """A damped sine whose pitch falls from ``start`` to ``end`` Hz (an impact's thud)."""
    scale = 2.0 * math.pi / rate
    steps = map(add, repeat(end * scale), _scale(_decay(n, rate, glide_tau), (start - end) * scale))
    phase = accumulate(steps, initial=0.0)
    return _mul(_decay(n, rate, tau), map(math.sin, phase))


def _noise(n: int, seed: int) -> Signal:
    """White noise in [-1, 1), the same on every run (the effects never change)."""
    return _scale(array("h", random.Random(seed).randbytes(2 * n)), 1.0 / 32768)


def _lowpass(x: Signal, rate: int, cutoff: float) -> Signal:
    """A one-pole low-pass filter (6 dB per octave)."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / rate)
    return list(accumulate(x, lambda y, v: y + a * (v - y)))


def _highpass(x: Signal, rate: int, cutoff: float) -> Signal:
    return list(map(sub, x, _lowpass(x, rate, cutoff)))


def _band(x: Signal, rate: int, low: float, high: float) -> Signal:
    """Keep ``low``..``high`` Hz: two low-pass poles above, one high-pass pole below."""
    return _highpass(_lowpass(_lowpass(x, rate, high), rate, high), rate, low)


def _add(into: Signal, x: Signal, offset: int = 0, gain: float = 1.0) -> None:
    """Mix ``x`` into ``into`` from sample ``offset`` on (what does not fit is dropped)."""
    end = min(len(into), offset + len(x))
    into[offset:end] = map(add, into[offset:end], map(mul, x, repeat(gain)))


def _ramp(n: int) -> Signal:
    """A raised-cosine rise over ``n`` samples, from exactly 0."""
    return [0.5 - 0.5 * math.cos(math.pi * i / n) for i in range(n)]


def _fades(x: Signal, attack: int, release: int) -> Signal:
    """``x`` faded in from exactly 0 at its first sample and out to exactly 0 at its last."""
    x = list(x)
    attack, release = min(attack, len(x)), min(release, len(x))
    x[:attack] = _mul(x[:attack], _ramp(attack))
    if release:
        x[-release:] = _mul(x[-release:], reversed(_ramp(release)))
    return x


def _finish(x: Signal, rate: int, peak: float, attack: float = 0.002, release: float = 0.012) -> Signal:
    """Fade the ends to silence and scale the loudest sample to ``peak`` (of full scale)."""
    x = _fades(x, _length(rate, attack), _length(rate, release))
    loudest = max(map(abs, x))
    return _scale(x, peak / loudest) if loudest > 0 else x


# --------------------------------------------------------------------------- the effects

def _knock(rate: int, seconds: float, seed: int) -> Signal:
    """One tap of wood on wood: a noisy click over three quickly damped wooden modes."""
    n = _length(rate, seconds)
    out = _bell(n, rate, 240.0, ((1.0, 1.0, 0.018), (2.55, 0.5, 0.009), (6.1, 0.22, 0.004)))
    _add(out, _mul(_band(_noise(n, seed), rate, 1500.0, 5000.0), _decay(n, rate, 0.003)), gain=2.5)
    return _fades(out, _length(rate, 0.0006), 0)


def _die(rate: int) -> Signal:
    """A wooden die set down: a knock and a small rebound as it settles."""
    out = [0.0] * _length(rate, 0.09)
    _add(out, _knock(rate, 0.05, seed=11))
    _add(out, _knock(rate, 0.05, seed=12), offset=_length(rate, 0.036), gain=0.35)
    return _finish(out, rate, 0.5, attack=0.0008, release=0.01)


def _card(rate: int) -> Signal:
    """A card slid across the table: noise whose colour darkens as the card slows down."""
    n = _length(rate, 0.15)
    noise = _noise(n, seed=21)
    bright, dark = _band(noise, rate, 3000.0, 7000.0), _band(noise, rate, 900.0, 2800.0)
    t = [i / n for i in range(n)]
    slide = [b * (1.0 - u) + 1.6 * d * u for b, d, u in zip(bright, dark, t)]
    # a quick swell (about 35 ms) and a longer fall: the shape of a flick and a slide
    swell = [math.sin(math.pi * min(1.0, u / 0.24) / 2) ** 2 * (1.0 - u) ** 1.5 for u in t]
    return _finish(_mul(slide, swell), rate, 0.17, attack=0.004, release=0.02)


def _build(rate: int) -> Signal:
    """A stone piece put down: a low falling thud, a harder overtone and a gritty contact."""
    n = _length(rate, 0.14)
    out = _glide(n, rate, 165.0, 95.0, glide_tau=0.03, tau=0.045)
    _add(out, _bell(n, rate, 330.0, ((1.0, 0.6, 0.022), (2.8, 0.15, 0.006))))
    _add(out, _mul(_lowpass(_noise(n, seed=31), rate, 1200.0), _decay(n, rate, 0.006)), gain=1.2)
    return _finish(out, rate, 0.55, attack=0.0015, release=0.02)


def _coin(rate: int) -> Signal:
    """A small bright ping (gold, victory points); two close partials give it a shimmer."""
    n = _length(rate, 0.25)
    out = _bell(n, rate, 1568.0, ((1.0, 1.0, 0.075), (1.0015, 0.5, 0.09), (2.0, 0.22, 0.04),
                                  (2.76, 0.18, 0.03), (5.4, 0.06, 0.012)))
    return _finish(out, rate, 0.16, attack=0.0015, release=0.04)


_SOFT_BELL = ((1.0, 1.0, 0.22), (2.0, 0.2, 0.12), (2.76, 0.12, 0.07), (3.0, 0.05, 0.05), (5.4, 0.03, 0.02))


def _chime(rate: int) -> Signal:
    """A gentle rising fourth (G5 then C6): Maat or a scoring begins."""
    n = _length(rate, 0.7)
    out = _bell(n, rate, 784.0, _SOFT_BELL)
    second = _length(rate, 0.17)
    upper = _fades(_bell(n - second, rate, 1046.5, _SOFT_BELL), _length(rate, 0.004), 0)
    _add(out, upper, offset=second, gain=1.1)
    return _finish(out, rate, 0.18, attack=0.004, release=0.12)


def _turn(rate: int) -> Signal:
    """A soft single bell (A5): your turn."""
    n = _length(rate, 0.4)
    out = _bell(n, rate, 880.0, ((1.0, 1.0, 0.15), (2.0, 0.25, 0.09), (2.76, 0.15, 0.06),
                                 (5.4, 0.04, 0.02)))
    return _finish(out, rate, 0.17, attack=0.005, release=0.07)


def _wheel(rate: int) -> Signal:
    """The obelisk wheel turning: low, grinding stone rumble that swells and settles."""
    n = _length(rate, 0.6)
    noise = _noise(n, seed=41)
    rumble = _highpass(_lowpass(_lowpass(noise, rate, 240.0), rate, 240.0), rate, 45.0)
    grind = _highpass(_lowpass(noise, rate, 700.0), rate, 250.0)
    body = _glide(n, rate, 70.0, 58.0, glide_tau=0.3, tau=10.0)
    out = [4.0 * r + 0.6 * g + 0.25 * b for r, g, b in zip(rumble, grind, body)]
    # the stone catches and slips: an uneven, slowly wandering grind (7.5 Hz, wobbling at 2.1 Hz)
    w = 2.0 * math.pi / rate
    wobble = _scale(map(math.sin, _scale(range(n), 2.1 * w)), 0.8)
    grain = map(math.sin, map(add, _scale(range(n), 7.5 * w), wobble))
    out = _mul(out, map(add, repeat(0.7), _scale(grain, 0.3)))
    return _finish(out, rate, 0.4, attack=0.12, release=0.22)


def _error(rate: int) -> Signal:
    """Not possible: a short, muted low buzz (a soft square wave with its edges filtered off)."""
    n = _length(rate, 0.12)
    # the odd harmonics of a square wave, decaying so slowly that they hold for the whole buzz
    square = _bell(n, rate, 140.0, ((1.0, 1.0, 10.0), (3.0, 1 / 3, 10.0), (5.0, 1 / 5, 10.0),
                                    (7.0, 1 / 7, 10.0)))
    return _finish(_lowpass(square, rate, 900.0), rate, 0.17, attack=0.006, release=0.045)


#: Every effect, by name.
_RECIPES: dict[str, Callable[[int], Signal]] = {  # the quick, frequent ones first (built first)
    "die": _die, "card": _card, "build": _build, "coin": _coin,
    "error": _error, "turn": _turn, "chime": _chime, "wheel": _wheel,
}


def synthesize(name: str, rate: int = MIXER_RATE) -> Signal:
    """The effect ``name`` as mono floats in [-1, 1] at ``rate`` samples per second."""
    try:
        recipe = _RECIPES[name]
    except KeyError:
        raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(_RECIPES)}") from None
    return recipe(rate)


def samples(name: str, rate: int = MIXER_RATE, size: int = -16, channels: int = 1) -> array:
    """The effect ``name`` as raw PCM samples for a mixer opened with ``(rate, size, channels)``
    (as :func:`pygame.mixer.get_init` reports them): interleaved channels, native byte order."""
    if size not in _TYPECODES or channels < 1:
        raise ValueError(f"unsupported sample format: size {size}, {channels} channels")
    code = _TYPECODES[size]
    signal = synthesize(name, rate)
    if code == "f":
        mono = array(code, signal)
    else:
        full = 2 ** (abs(size) - 1) - 1
        offset = 0 if size < 0 else full + 1
        mono = array(code, map(add, map(round, _scale(signal, full)), repeat(offset)))
    if channels == 1:
        return mono
    out = array(code, bytes(len(mono) * channels * mono.itemsize))
    for channel in range(channels):
        out[channel::channels] = mono
    return out


MixerFormat = tuple[int, int, int]  # (rate, size, channels), as pygame.mixer.get_init() gives it

_pcm_cache: dict[tuple[str, MixerFormat], bytes] = {}
_pcm_lock = threading.Lock()


def _pcm(name: str, mixer_format: MixerFormat) -> bytes:
    """The bytes of one effect for the mixer's format, built once (by whichever thread asks
    first; the other waits rather than building it again)."""
    with _pcm_lock:
        key = (name, mixer_format)
        if key not in _pcm_cache:
            _pcm_cache[key] = samples(name, *mixer_format).tobytes()
        return _pcm_cache[key]


def _prebuild(mixer_format: MixerFormat) -> None:
    for name in _RECIPES:
        _pcm(name, mixer_format)


# --------------------------------------------------------------------------- playing

def _open_mixer() -> MixerFormat | None:
    """The mixer's format, opening it if nobody did; ``None`` if it cannot open."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(MIXER_RATE, -16, 2, MIXER_BUFFER)
        return _mixer_format()
    except (pygame.error, NotImplementedError):  # no device / pygame built without the mixer
        return None


def _mixer_format() -> MixerFormat | None:
    """The open mixer's format if the effects can be made in it, else ``None``."""
    mixer_format = pygame.mixer.get_init()
    return mixer_format if mixer_format is not None and mixer_format[1] in _TYPECODES else None


class Sounds:
    """The game's sound effects, ready to play.

    Creating one opens the mixer (if nobody did); :meth:`prepare` builds the effects on a
    background thread (about 0.25 s of pure Python in all). The client asks for it in its first
    moment without input: running beside the start-up, the thread took half the interpreter's
    time from it (the first menu frame after 0.50 s with it, 0.28 s without), and beside a
    click's work it would slow that work as much. An effect played before its turn is built on
    the spot. Audio trouble never raises: without a device it is silent and :attr:`available`
    is ``False``. Setting :attr:`enabled` to ``False`` (the "Sound" setting) mutes it.
    """

    #: The effects, by name.
    NAMES: tuple[str, ...] = tuple(_RECIPES)

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._format = _open_mixer()
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._preparing = False

    @property
    def preparing(self) -> bool:
        """Whether :meth:`prepare` started building the effects."""
        return self._preparing

    def prepare(self) -> None:
        """Build every effect on a background thread, so that no first play stalls a frame
        (once; nothing to build without a mixer)."""
        if self._preparing or self._format is None:
            return
        try:
            threading.Thread(target=_prebuild, args=(self._format,), name="sound-synthesis", daemon=True).start()
        except RuntimeError:  # no thread to spare: each effect is built when first played
            return
        self._preparing = True

    @property
    def available(self) -> bool:
        """Whether the mixer is open in a format the effects can be made in."""
        return self._format is not None

    def play(self, name: str) -> None:
        """Play the effect ``name`` (mixed over whatever is playing). Unknown names are a
        programming error (``ValueError``); audio trouble is not (it stays silent)."""
        if name not in self.NAMES:
            raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(self.NAMES)}")
        if not self.enabled or self._format is None:
            return
        try:
            sound = self._sound(name)
            if sound is not None:
                sound.play()
        except pygame.error:  # the device went away
            pass

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The effect for the mixer as it is now: ``None`` once it was closed (playing then
        would crash pygame), rebuilt if it was reopened in another format."""
        mixer_format = _mixer_format()
        if mixer_format is None:
            return None
        if mixer_format != self._format:
            self._format, self._sounds = mixer_format, {}
        if name not in self._sounds:
            self._sounds[name] = pygame.mixer.Sound(buffer=_pcm(name, mixer_format))
        return self._sounds[name]
