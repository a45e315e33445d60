"""New game of Imhotep: 2–4 players, each seat a person or a computer player (easy, medium or
hard), names and colours; the side (A or B) of each of the five sites, in any mix; the variants
the rules offer (Pharaoh's Wrath); and an optional set-up seed.

The site and variant rows are made from the fields of the rules' ``GameConfig``: a ``<site>_side``
field is a site's A/B choice, a yes/no field a variant. The seed decides every face-down card and
round card, so a new game's seed comes from the operating system's randomness and nobody sees it
until the game is over; a typed seed replays a known set-up, and such a game says so. The seats, the
seed and the layout are the shared screen's (``game.ui.scenes.new_game_base``).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.i18n import N_, LazyText, _
from game.imhotep.rules import GameConfig
from game.imhotep.rules.catalog import SIDES, SITES, load_catalog
from game.imhotep.ui.words import SITE_NOTES, site_name
from game.seats import Seat
from game.ui import theme as th
from game.ui.scenes.new_game_base import PLAYER_COUNTS, NewGameBase, seat_kind_tooltips
from game.ui.text import fit_text
from game.ui.widgets.base import Button

#: The variants (the config's yes/no fields) in words.
VARIANTS: dict[str, tuple[LazyText, LazyText]] = {
    "pharaohs_wrath": (N_("Pharaoh's Wrath"),
                       N_("At the end, a player without a stone at each of the four building sites loses 5 points")),
}
SIDE_TOOLTIPS: dict[str, LazyText] = {"A": N_("Side A: the rules of a first game"),
                                      "B": N_("Side B: the variant side")}


def side_fields() -> list[str]:
    """The sites whose side the config chooses, in their order on the table."""
    names = {f.name for f in dataclasses.fields(GameConfig)}
    return [site for site in SITES if f"{site}_side" in names]


def variant_fields() -> list[str]:
    return [f.name for f in dataclasses.fields(GameConfig) if f.type in (bool, "bool")]


class NewGameScene(NewGameBase):
    """Settings of a new game; Start calls ``on_start(config, seats, known_setup)``."""

    kind_tooltips = seat_kind_tooltips(
        N_("A person plays this seat (several people share the screen: Imhotep hides almost nothing)"),
        N_("A computer player that sees only what its seat may see: hard, it weighs many possible draws"))

    def __init__(self, on_start: Callable[[GameConfig, list[Seat], bool], None], on_back: Callable[[], None],
                 preset: GameConfig | None = None, seats: list[Seat] | None = None) -> None:
        self.catalog = load_catalog()
        config = preset or GameConfig()
        self.sides = {site: getattr(config, f"{site}_side") for site in side_fields()}
        self.variants = {name: bool(getattr(config, name)) for name in variant_fields()}
        self.site_labels: dict[str, pygame.Rect] = {}
        super().__init__(on_start, on_back, config.players, None if preset is None else preset.seed, seats)

    def title(self) -> str:
        return _("New game of Imhotep")

    # ------------------------------------------------------------------ buttons
    def _build_buttons(self) -> None:
        b: dict[str, Button] = {}
        for n in (2, 3, 4):
            b[f"players:{n}"] = Button(PLAYER_COUNTS[n], primary=self.players == n)
        self._add_seat_buttons(b)
        for site, side in self.sides.items():
            for letter in SIDES:
                b[f"side:{site}:{letter}"] = Button(letter, primary=side == letter, tooltip=SIDE_TOOLTIPS[letter])
        for name, on in self.variants.items():
            label, tooltip = VARIANTS.get(name, (name, ""))
            b[f"variant:{name}"] = Button(label, check=on, tooltip=tooltip)
        self._finish_buttons(b)

    def _layout_above_seats(self, y: int) -> int:
        rows = self._place_row([f"players:{n}" for n in (2, 3, 4)], y, self._width(170, *PLAYER_COUNTS.values()))
        return rows + self.theme.px(40)   # room for the column labels

    def _layout_below_seats(self, y: int) -> int:
        t, b, x0, row_h = self.theme, self.buttons, self.x0, self.row_h
        y += t.px(34)   # the sites' heading
        label_font = t.font("bold", 16)
        widest = max((label_font.size(site_name(self.catalog, site))[0] for site in self.sides), default=0)
        site_w = min(max(t.px(196), widest + t.px(12)), (t.size[0] - t.px(160)) // max(1, len(self.sides)) - t.px(18))
        self.site_labels = {}
        x = x0
        for site in self.sides:
            self.site_labels[site] = self._ride(pygame.Rect(x, y, site_w, t.px(26)))
            for k, letter in enumerate(SIDES):
                b[f"side:{site}:{letter}"].rect = self._place(pygame.Rect(x + k * (site_w // 2), y + t.px(28),
                                                                          site_w // 2 - t.px(4), row_h))
            x += site_w + t.px(18)
        y += t.px(28) + row_h + t.px(18)
        for name in self.variants:
            label = b[f"variant:{name}"].label
            b[f"variant:{name}"].rect = self._place(pygame.Rect(x0, y, self._width(420, label, check=True), row_h))
            y += row_h + t.px(10)
        return y + t.px(8)

    # ------------------------------------------------------------------ input
    def _choose(self, kind: str, value: str) -> None:
        if kind == "side":
            site, letter = value.split(":")
            self.sides[site] = letter
        elif kind == "variant":
            self.variants[value] = not self.variants[value]

    def config(self) -> GameConfig:
        sides = {f"{site}_side": side for site, side in self.sides.items()}
        return GameConfig(players=self.players, seed=self._seed_value(), **sides, **self.variants)

    # ------------------------------------------------------------------ drawing
    def _button_tooltip(self, key: str, button: Button) -> str:
        if key.startswith("side:"):
            _kind, site, letter = key.split(":")
            return f"{button.hover_text}\n{SITE_NOTES[(site, letter)]}"
        return button.hover_text

    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The seats' column labels and each site's name over its A/B choice."""
        self._draw_column_labels(surface)
        t = self.theme
        if self.site_labels:
            first_site = next(iter(self.site_labels.values()))
            heading = t.render(_("Sites: side A or B of each"), "bold", 18, th.TEXT)
            surface.blit(heading, (first_site.x, first_site.y - t.px(30)))
        for site, rect in self.site_labels.items():
            font = t.font("bold", 16)
            label = font.render(fit_text(site_name(self.catalog, site), font, rect.w), True, th.LAPIS_DARK)
            surface.blit(label, label.get_rect(midleft=(rect.x + t.px(2), rect.centery)))
