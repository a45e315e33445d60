"""The client's scenes (one screen each), pushed on the :class:`~game.ui.scene.SceneStack`."""
