"""The screens of "Dynasties" in the shared client (``game.ui.game_ui.GameUI``): the New game
screen, the table and the rules reference."""
