"""The pygame-ce client: the app loop and scene stack, scenes, widgets and the theme."""
