"""The pygame-ce client: the app loop and scene stack, scenes, widgets and the theme."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
