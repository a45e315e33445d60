"""The main menu: choose the game (when there are several), resume the last unfinished game,
start a new one, learn to play (a guided first game, for the games that have one), load, rules,
settings, quit. After a guided game it suggests a first real one."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game import games, persist
from game.i18n import N_, _, format_datetime, ngettext
from game.ui import theme as th
from game.ui.scene import Scene, Size
from game.ui.text import draw_text, wrap_text
from game.ui.widgets.base import Button, Label, draw_panel


def describe_save(info: persist.SaveInfo) -> str:
    """"Ana, Bo · (the game) · hot-seat · round 5 · Nov 25, 2025, 2:02 PM" for lists of saved games, in
    the current language; a damaged file is named with its problem (and described by its
    backup when that one loads)."""
    return " · ".join(save_parts(info))


def save_parts(info: persist.SaveInfo) -> list[str]:
    """:func:`describe_save`'s parts: who plays first, then the game, the mode, the round, the date…"""
    when = format_datetime(info.saved_at)
    if info.problem is not None and not info.backup_loads:
        return [_("{file} · damaged, cannot be loaded · {date}", file=info.path.name, date=when)]
    names = ", ".join(info.names) if info.names else ngettext("{n} player", "{n} players", info.players)
    state = _("finished") if info.finished else _round_words(info)
    # which game, as the main menu's tabs name it; the mode is the game's words (GameModule.describe)
    parts = [names, _game_name(info.game), str(info.mode), state, when]
    if info.known_setup:
        parts.insert(3, _("known set-up"))
    if info.problem is not None:
        parts.append(_("damaged: its previous save loads"))
    return parts


def name_of_title(title: object) -> str:
    """A game's name: the part of its title before the colon, in the current language."""
    return str(title).partition(":")[0]


def _game_name(game_id: str) -> str:
    try:
        return name_of_title(games.get(game_id).title)
    except KeyError:   # a game this version no longer has
        return game_id


def _round_words(info: persist.SaveInfo) -> str:
    """"round 5", in the game's own word for a round where it has one (``round_words``)."""
    try:
        own = getattr(games.get(info.game), "round_words", None)
    except KeyError:
        own = None
    return own(info.round) if own is not None else _("round {number}", number=info.round)


def draw_backdrop(surface: pygame.Surface, theme: th.Theme) -> None:
    """Sand, a setting sun and the obelisk: the menus' background, drawn in code."""
    w, h = surface.get_size()
    horizon = int(h * 0.72)
    for y in range(0, horizon, 4):   # the evening sky, lighter towards the horizon
        pygame.draw.rect(surface, th.mix((214, 178, 120), th.SAND, y / horizon), (0, y, w, 4))
    sun = (int(w * 0.5), horizon)
    for i, radius in enumerate(range(theme.px(420), theme.px(150), -theme.px(45))):
        colour = th.mix(th.SAND, th.GOLD_LIGHT, 0.25 + i * 0.1)
        pygame.draw.circle(surface, colour, sun, radius)
    pygame.draw.circle(surface, th.GOLD, sun, theme.px(150))
    for cx, base, shade in ((0.78, 0.30, 0.0), (0.9, 0.18, 0.08)):   # pyramids
        half, top = int(w * base / 2), int(w * base * 0.62)
        apex = (int(w * cx), horizon - top)
        pygame.draw.polygon(surface, th.mix(th.SAND_DARK, th.GOLD_LIGHT, 0.35 - shade),
                            [(apex[0] - half, horizon), apex, (apex[0], horizon)])
        pygame.draw.polygon(surface, th.mix(th.SAND_DARK, th.INK, 0.18 + shade),
                            [(apex[0], horizon), apex, (apex[0] + half, horizon)])
    pygame.draw.rect(surface, th.SAND_DARK, (0, horizon, w, h - horizon))
    for i in range(5):  # dunes
        y = horizon + theme.px(20 + 40 * i)
        pygame.draw.ellipse(surface, th.mix(th.SAND_DARK, th.SAND, 0.2 * i),
                            (-theme.px(200) + i * theme.px(300), y, theme.px(900), theme.px(120)))
    base_w, top_w, height = theme.px(90), theme.px(54), theme.px(560)
    cx = int(w * 0.5)
    shaft = [(cx - base_w // 2, horizon), (cx + base_w // 2, horizon),
             (cx + top_w // 2, horizon - height), (cx - top_w // 2, horizon - height)]
    pygame.draw.polygon(surface, th.mix(th.SAND_DARK, th.INK, 0.25), shaft)
    pygame.draw.polygon(surface, th.GOLD, [(cx - top_w // 2, horizon - height), (cx + top_w // 2, horizon - height),
                                           (cx, horizon - height - theme.px(60))])
    for k in range(6):  # carved glyph marks
        gy = horizon - height + theme.px(90 + 75 * k)
        pygame.draw.circle(surface, th.SAND_DARK, (cx, gy), theme.px(8), width=max(1, theme.px(3)))
        pygame.draw.line(surface, th.SAND_DARK, (cx - theme.px(12), gy + theme.px(22)),
                         (cx + theme.px(12), gy + theme.px(22)), max(1, theme.px(3)))
    for r in range(3):  # rays
        a = math.radians(200 + r * 70)
        pygame.draw.line(surface, th.GOLD_LIGHT, (cx, horizon - height - theme.px(60)),
                         (cx + math.cos(a) * theme.px(40), horizon - height - theme.px(60) + math.sin(a) * theme.px(40)),
                         max(1, theme.px(2)))


#: A card suggesting what to play next: its title, its text, and its buttons (label, action);
#: texts kept like a button's label (shown in the language of the moment).
Suggestion = tuple[Label, Label, list[tuple[Label, Callable[[], Any]]]]


class MainMenuScene(Scene):
    """Buttons down the left side over the backdrop; Resume names the game it continues. With
    several games, a row of game names above them chooses the game that New game, Rules and the
    title are about (``on_choose``). A guided first game's button shows with the label ``learn``
    (its action: "learn"); a ``suggestion`` shows as a card on the right (after a guided game: a
    first real game)."""

    def __init__(self, actions: dict[str, Callable[[], None]], resume: persist.SaveInfo | None = None, *,
                 games: list[tuple[str, Label]] | None = None, chosen: str = "",
                 on_choose: Callable[[str], None] | None = None, learn: Label | None = None,
                 suggestion: Suggestion | None = None) -> None:
        self.actions = actions
        self.resume_info = resume
        self.games = games or []
        self.chosen = chosen
        self.on_choose = on_choose
        self.theme = th.Theme()
        labels = [("resume", N_("Resume")), ("new", N_("New game")), ("learn", learn), ("load", N_("Load game")),
                  ("rules", N_("Rules")), ("settings", N_("Settings")), ("quit", N_("Quit"))]
        self.buttons: dict[str, Button] = {key: Button(label, primary=(key == "resume" or (key == "new" and not resume)))
                                           for key, label in labels if (key != "resume" or resume) and label is not None}
        self.suggestion = suggestion
        self.suggested: list[tuple[Button, Callable[[], Any]]] = [
            (Button(label, primary=index == 0), action) for index, (label, action) in enumerate(suggestion[2])
        ] if suggestion else []
        self.suggestion_rect = pygame.Rect(0, 0, 0, 0)
        if len(self.games) > 1:
            for game_id, title in self.games:
                self.buttons[f"game:{game_id}"] = Button(name_of_title(title), primary=game_id == chosen,
                                                         tooltip=N_("Play {game}", game=title))
        self.hover = (-1, -1)

    @property
    def title(self) -> tuple[str, str]:
        """The chosen game's name and subtitle: its title (in the language of the moment) split
        at the colon."""
        full = next((str(title) for game_id, title in self.games if game_id == self.chosen), "")
        name, _colon, subtitle = full.partition(": ")
        return name, subtitle

    def on_resize(self, size: Size) -> None:
        self.theme = th.Theme(size)
        t = self.theme
        x = t.px(120)
        for key, button in self.buttons.items():   # the games' row, under the title
            if key.startswith("game:"):
                button.rect = pygame.Rect(x, t.px(262), t.px(200), t.px(42))
                x += t.px(212)
        y = t.px(330 if len(self.games) > 1 else 300)
        for key, button in self.buttons.items():
            if key.startswith("game:"):
                continue
            h = t.px(76 if key == "resume" else 58)
            button.rect = pygame.Rect(t.px(120), y, t.px(440), h)
            y += h + t.px(40 if key == "resume" else 16)
        if self.suggestion:
            self.suggestion_rect = pygame.Rect(size[0] - t.px(700), t.px(300), t.px(600), 0)
            text_h = len(wrap_text(str(self.suggestion[1]), t.font("body", "body"), self.suggestion_rect.w - t.px(48))) \
                * t.font("body", "body").get_linesize()
            y = self.suggestion_rect.y + t.px(84) + text_h + t.px(24)
            for button, _action in self.suggested:
                button.rect = pygame.Rect(self.suggestion_rect.x + t.px(24), y, self.suggestion_rect.w - t.px(48),
                                          t.px(58))
                y += t.px(58 + 14)
            self.suggestion_rect.h = y - self.suggestion_rect.y + t.px(10)
        self.needs_redraw = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button, action in self.suggested:
                if button.contains(event.pos):
                    action()
                    return
            for key, button in self.buttons.items():
                if button.contains(event.pos):
                    if key.startswith("game:"):
                        if self.on_choose is not None:
                            self.on_choose(key.partition(":")[2])
                    else:
                        self.actions[key]()
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RETURN:
                self.actions["resume" if "resume" in self.buttons else "new"]()
            elif event.key == pygame.K_F1:
                self.actions["rules"]()

    def autoplay_targets(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, b.text) for b in self.buttons.values()] + [(b.rect, b.text) for b, _action in self.suggested]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        draw_backdrop(surface, t)
        name, subtitle = self.title
        title = t.render(name, "title", 110, th.LAPIS_DARK)
        surface.blit(title, (t.px(110), t.px(80)))
        if subtitle:
            sub = t.render(subtitle, "title", 40, th.GOLD_DARK)
            surface.blit(sub, (t.px(120), t.px(210)))
        for key, button in self.buttons.items():
            button.draw(surface, t, hovered=button.contains(self.hover), size="large")
            if key == "resume" and self.resume_info is not None:
                who, *rest = save_parts(self.resume_info)   # the game, round and date first: names may be cut
                note = " · ".join([*rest, who])
                draw_text(surface, note, (button.rect.x + t.px(4), button.rect.bottom + t.px(2)), t,
                          size=15, colour=th.INK_SOFT, width=t.px(600), max_lines=1)
        if self.suggestion:
            self._draw_suggestion(surface)
        foot = t.render(_("F1 rules · Enter resumes or starts"), "body", 15, th.INK_SOFT)
        surface.blit(foot, foot.get_rect(bottomleft=(t.px(20), surface.get_height() - t.px(12))))

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        """The card suggesting a first real game, on the right."""
        t = self.theme
        title, text = str(self.suggestion[0]), str(self.suggestion[1])
        box = self.suggestion_rect
        draw_panel(surface, box, t, raised=True, fill=th.PAPYRUS_LIGHT, border=th.GOLD_DARK, radius=14)
        surface.blit(t.render(title, "title", 34, th.LAPIS_DARK), (box.x + t.px(24), box.y + t.px(18)))
        draw_text(surface, text, (box.x + t.px(24), box.y + t.px(84)), t, width=box.w - t.px(48))
        for button, _action in self.suggested:
            button.draw(surface, t, hovered=button.contains(self.hover), size="large")
