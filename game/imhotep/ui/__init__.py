"""Imhotep's screens for the shared client (``game.ui``)."""
