import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # the UI tests never need a display
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _fresh_font_cache():
    """Fonts cached by the theme die with ``pygame.quit()``, which some tests call; start each
    test with an empty cache (only if the UI was imported at all)."""
    theme = sys.modules.get("game.ui.theme")
    if theme is not None:
        theme.clear_caches()
    yield


@pytest.fixture
def small_window():
    """The client's window at 1366×768, the smallest size it is laid out for (closed after)."""
    import pygame

    from game.ui.app import App
    application = App((1366, 768))
    pygame.event.clear()
    yield application
    application.close()
