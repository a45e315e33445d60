"""The last-resort error dialog: stderr without a display, layout, drawing and closing it."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import error_dialog as ed
from game.ui import theme as th

CATALOG_MESSAGE = "cards.yaml: blessing_hathor_2: cost.gold: expected a whole number, got 'three'"
LONG_PATH = "/home/player/Downloads/tekhenu/_internal/data/" + "very_long_folder_name_" * 6 + "cards.yaml"
BACKGROUND = (1, 2, 3)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    th.clear_caches()


def make_dialog(size=(1366, 768), message=CATALOG_MESSAGE, title="Tekhenu cannot start") -> ed.ErrorDialog:
    dialog = ed.ErrorDialog(title, message, th.Theme(size))
    dialog.layout(size)
    return dialog


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos, kind=pygame.MOUSEBUTTONUP) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


# --------------------------------------------------------------------------- without a display

def test_dummy_driver_writes_to_stderr_and_returns(capsys):
    pygame.display.quit()
    ed.show_error("Tekhenu cannot start", CATALOG_MESSAGE)
    err = capsys.readouterr().err
    assert "Tekhenu cannot start" in err
    assert CATALOG_MESSAGE in err
    assert not pygame.display.get_init()  # it did not even try to open a window


def test_no_display_falls_back_to_stderr(monkeypatch, capsys):
    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")

    def no_display(title, message):
        raise pygame.error("No available video device")

    monkeypatch.setattr(ed, "_open_own_window", no_display)
    ed.show_error("Oops", "the message")
    assert capsys.readouterr().err == "Oops\nthe message\n"
    assert not pygame.display.get_init()


# --------------------------------------------------------------------------- layout and drawing

@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_draws_panel_text_and_button_centred_on_the_window(size):
    dialog = make_dialog(size, message=f"{CATALOG_MESSAGE}\n\nReinstall, or put back {LONG_PATH}")
    surface = pygame.Surface(size)
    surface.fill(BACKGROUND)
    dialog.draw(surface)

    assert dialog.rect.center == (size[0] // 2, size[1] // 2)
    assert surface.get_at((5, 5))[:3] == BACKGROUND  # the rest of the window is left alone
    assert surface.get_at((dialog.rect.left + 1, dialog.rect.centery))[:3] == th.CARNELIAN
    assert surface.get_at((dialog.button.centerx, dialog.button.top + 3))[:3] == th.LAPIS
    assert dialog.rect.contains(dialog.button)

    text_area = pygame.Rect(dialog.rect.x, dialog.rect.y + dialog.rect.h // 4, dialog.rect.w, dialog.rect.h // 3)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(text_area.left, text_area.right, 2)
               for y in range(text_area.top, text_area.bottom, 2)}
    assert any(sum(c) < 200 for c in colours), "no dark text pixels in the message area"


def test_lines_fit_and_long_words_are_broken():
    dialog = make_dialog(message=f"{CATALOG_MESSAGE}\n\n{LONG_PATH}")
    width = dialog.rect.w - 2 * dialog.theme.px(28)
    assert all(dialog.body_font.size(line)[0] <= width for line in dialog.lines)
    assert "".join(dialog.lines[-3:]).endswith("cards.yaml")
    assert "" in dialog.lines  # the blank line between paragraphs is kept
    assert "".join(dialog.lines).replace(" ", "") == f"{CATALOG_MESSAGE}{LONG_PATH}".replace(" ", "")


def test_a_very_long_message_is_cut_to_the_screen():
    size = (1366, 768)
    dialog = make_dialog(size, message="\n".join(f"line {i}" for i in range(300)))
    assert dialog.rect.h <= 0.8 * size[1]
    assert dialog.lines[-1].endswith("…")
    assert len(dialog.lines) < 300


def test_own_window_is_filled_and_sized_for_the_message():
    theme = th.Theme((1920, 1080))
    short = ed.ErrorDialog("T", "one line", theme).preferred_size((1920, 1080))
    long = ed.ErrorDialog("T", "\n".join(["a line"] * 8), theme).preferred_size((1920, 1080))
    assert short[0] == long[0] == theme.px(640)
    assert long[1] > short[1]

    dialog = ed.ErrorDialog("T", "one line", theme)
    dialog.layout(short, fill=True)
    assert dialog.rect == pygame.Rect((0, 0), short)
    assert dialog.rect.contains(dialog.button)


def test_damaged_font_file_falls_back_to_pygame_default(monkeypatch, tmp_path):
    broken = tmp_path / "broken.ttf"
    broken.write_bytes(b"not a font")
    th.clear_caches()
    monkeypatch.setattr(th, "font_path", lambda role: broken)
    dialog = make_dialog()
    surface = pygame.Surface((1366, 768))
    dialog.draw(surface)  # would raise pygame.error with the broken font
    assert dialog.lines and dialog.body_font.size("OK")[0] > 0


# --------------------------------------------------------------------------- closing it

@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE])
def test_enter_escape_and_space_close(k):
    dialog = make_dialog()
    dialog.handle(key(k))
    assert dialog.closed


def test_other_keys_and_clicks_outside_the_button_do_not_close():
    dialog = make_dialog()
    dialog.handle(key(pygame.K_a))
    dialog.handle(click(dialog.rect.topleft))
    dialog.handle(click(dialog.button.center, kind=pygame.MOUSEBUTTONDOWN))  # closes on release
    assert not dialog.closed
    dialog.handle(click(dialog.button.center))
    assert dialog.closed


def test_window_close_box_closes():
    dialog = make_dialog()
    dialog.handle(pygame.event.Event(pygame.QUIT))
    assert dialog.closed


def test_hovering_the_button_redraws_once():
    dialog = make_dialog()
    over = pygame.event.Event(pygame.MOUSEMOTION, pos=dialog.button.center, rel=(0, 0), buttons=(0, 0, 0))
    assert dialog.handle(over) and dialog.hovered
    assert not dialog.handle(over)
    away = pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
    assert dialog.handle(away) and not dialog.hovered


def test_run_dialog_draws_over_the_game_and_returns_on_escape():
    pygame.display.init()
    screen = pygame.display.set_mode((1366, 768))
    screen.fill((255, 255, 255))
    backdrop = screen.copy()
    dialog = make_dialog()
    pygame.event.clear()
    pygame.event.post(key(pygame.K_ESCAPE))
    ed.run_dialog(dialog, screen, backdrop=backdrop)
    assert dialog.closed
    assert screen.get_at((5, 5))[:3] != (255, 255, 255)  # the game behind is dimmed
    assert screen.get_at((dialog.button.centerx, dialog.button.top + 3))[:3] == th.LAPIS
    pygame.display.quit()
