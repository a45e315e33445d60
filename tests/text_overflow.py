"""Finding text that does not fit on a screen: surfaces that record where each text's ink is
drawn (directly or inside the pictures blitted onto them), fonts whose texts they recognise, and
the texts shortened with "…". Used by the screen tests in the pseudo-language
(test_i18n_tekhenu_screens, test_i18n_other_games_screens)::

    with watching(monkeypatch, tmp_path, shortened_by_design={"game.x.widget"}) as watch:
        screen = shown(scene, (1366, 768))
        assert watch.faults(screen) == []
"""
from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.i18n import catalogues, set_language
from game.i18n.pseudo import use_pseudo_language
from game.ui import text as text_module
from game.ui import theme as th

_Surface = pygame.Surface


class Inked(_Surface):
    """A surface that knows where text is drawn on it, directly or within the pictures blitted
    onto it: each text's ink rectangle, and every text that ran past the picture it was drawn
    on or was cut across by a clip (a scrolled list cut at its top or bottom is no fault)."""

    #: id of a text image (kept alive here) -> the image, its text and where its ink is in it
    rendered: dict[int, tuple[_Surface, str, pygame.Rect]] = {}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.cuts: list[tuple[str, str]] = []

    def copy(self):
        """A copy with the same texts (pygame makes it of this class without calling __init__)."""
        twin = super().copy()
        twin.texts, twin.cuts = list(self.texts), list(self.cuts)
        return twin

    def fill(self, color, rect=None, special_flags=0):
        area = self.get_rect() if rect is None else pygame.Rect(rect)
        self.texts = [(text, ink) for text, ink in self.texts if not area.contains(ink)]
        return super().fill(color, rect, special_flags)

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        if id(source) in self.rendered:
            _image, text, ink = self.rendered[id(source)]
            texts, cuts = [(text, ink)], []
        else:
            self._cover(source, done)
            texts, cuts = getattr(source, "texts", []), getattr(source, "cuts", [])
        self.cuts.extend(cuts)
        if texts:
            self._add(texts, dest, area)
        return done

    def _add(self, texts, dest, area) -> None:
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        window = None
        if area is not None:   # only this part of the source is copied: the rest is left out on purpose
            window = pygame.Rect(area)
            x, y = x - window.x, y - window.y
            window.move_ip(x, y)
        bounds, clip = self.get_rect(), self.get_clip()
        for text, ink in texts:
            ink = ink.move(x, y)
            if window is not None:
                ink = ink.clip(window)
                if not ink.w or not ink.h:
                    continue
            shown = ink.clip(clip)
            if not bounds.contains(ink):
                self.cuts.append((text, "runs past its picture"))
            elif shown.w and shown.w < ink.w:
                self.cuts.append((text, "is cut across by its area"))
            if shown.w and shown.h:
                self.texts.append((text, shown))

    def _cover(self, source, done: pygame.Rect) -> None:
        """Forget the texts that a picture was just blitted over (where it is opaque)."""
        opaque = None
        kept = []
        for text, ink in self.texts:
            if done.contains(ink):
                if opaque is None:
                    opaque = pygame.mask.from_surface(source, 127) if source.get_flags() & pygame.SRCALPHA else False
                if opaque is False or opaque.overlap_area(pygame.mask.Mask(ink.size, fill=True),
                                                          (ink.x - done.x, ink.y - done.y)) == ink.w * ink.h:
                    continue
            kept.append((text, ink))
        self.texts = kept

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of texts whose ink touches."""
        return [(a, b) for i, (a, ra) in enumerate(self.texts) for b, rb in self.texts[i + 1:] if ra.colliderect(rb)]


class InkFont(pygame.font.Font):
    """A font whose rendered texts :class:`Inked` surfaces recognise."""

    def render(self, text, antialias, color, bg=None):
        image = super().render(text, antialias, color) if bg is None else super().render(text, antialias, color, bg)
        ink = image.get_bounding_rect() if bg is None else image.get_rect()
        if str(text).strip() and ink.w and ink.h:
            Inked.rendered[id(image)] = (image, str(text), ink)
        return image


@dataclass
class Watch:
    """What the screens did with their texts: shortened with "…" to fit (``fit_text``,
    ``draw_text``'s last line), everything else is read from the :class:`Inked` surfaces."""

    shortened: list[str] = field(default_factory=list)

    def faults(self, screen: Inked) -> list[tuple[str, str]]:
        return ([(text, "is shortened to fit") for text in self.shortened] + screen.cuts
                + [(f"{a} / {b}", "overlap") for a, b in screen.overlaps()])


@contextmanager
def watching(monkeypatch, tmp_path, shortened_by_design: Iterable[str] = ()) -> Iterator[Watch]:
    """Fonts that mark their texts, surfaces that record them, and the shortened texts (except
    in the modules of ``shortened_by_design``, where the whole text shows on hovering); the
    pseudo-language on; English and plain fonts again afterwards."""
    allowed = set(shortened_by_design)
    monkeypatch.setattr(catalogues, "cache_dir", lambda: tmp_path / "cache")
    seen = Watch()
    real_fit, real_draw = text_module.fit_text, text_module.draw_text

    def fit_text(text, font, width):
        fitted = real_fit(text, font, width)
        if fitted != text:
            seen.shortened.append(text)
        return fitted

    def draw_text(surface, text, pos, theme, *, role="body", size="body", width=None, max_lines=None, **rest):
        if width and max_lines and len(text_module.wrap_text(text, theme.font(role, size), width)) > max_lines:
            seen.shortened.append(text)
        return real_draw(surface, text, pos, theme, role=role, size=size, width=width, max_lines=max_lines, **rest)

    def load_font(role, px):
        key = (role, int(px))
        if key not in th._FONT_CACHE:
            pygame.font.init()
            th._FONT_CACHE[key] = InkFont(str(th.font_path(role)), key[1])
        return th._FONT_CACHE[key]

    th.clear_caches()
    monkeypatch.setattr(th, "load_font", load_font)
    monkeypatch.setattr(pygame, "Surface", Inked)
    for name, module in list(sys.modules.items()):
        if name.startswith("game.") and getattr(module, "fit_text", None) is real_fit and name not in allowed:
            monkeypatch.setattr(module, "fit_text", fit_text)
        if name.startswith("game.") and getattr(module, "draw_text", None) is real_draw:
            monkeypatch.setattr(module, "draw_text", draw_text)
    use_pseudo_language()
    try:
        yield seen
    finally:
        set_language("en")
        th.clear_caches()
        Inked.rendered.clear()


def shown(scene, size: tuple[int, int]) -> Inked:
    """``scene`` drawn alone on a window-sized surface that records its texts."""
    screen = Inked(size)
    scene.draw(screen)
    return screen
