"""Digital editions of Egyptian euro games: one shared client (``game.ui``) and one package per
game (``game.tekhenu`` …), registered in ``game.games``."""

#: The name of the user's folders for saves and settings (platformdirs). It is the first
#: game's, kept so that no save or setting of an earlier release is left behind.
APP_NAME = "tekhenu"
#: The window's title.
APP_TITLE = "Tekhenu: Obelisk of the Sun"
