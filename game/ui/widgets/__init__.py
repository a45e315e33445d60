"""Widgets: each draws one part of a scene and maps clicks to what the rules offer."""
