"""The program installs as a plain package: the wheel holds every module, the games' data and
the fonts (package data mapped from the top-level data/ and assets/ folders), and a copy
installed from it starts and plays without the source tree."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_of_the_source_tree_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")}
    assert listed == on_disk | {"game.data", "game.assets", "game.locale"}


def test_a_wheel_installed_elsewhere_starts_the_game_headless(tmp_path):
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(tmp_path / "wheel"), str(ROOT)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    wheel = next((tmp_path / "wheel").glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"game/data/cards.yaml", "game/data/board.yaml", "game/data/rules.md",
            "game/assets/fonts/AnkhSans-Regular.ttf", "game/assets/fonts/OFL.txt",
            *(f"game/locale/{code}/LC_MESSAGES/messages.po" for code in ("hu", "pl", "ko"))} <= names
    assert not any(name.endswith(".mo") for name in names)   # compiled where it runs, never shipped
    # a venv that sees this environment's pygame-ce, PyYAML and platformdirs, but not the checkout
    venv.create(tmp_path / "venv", system_site_packages=True, with_pip=False)
    python = tmp_path / "venv" / "bin" / "python"
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True).stdout.strip()
    installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                                "--no-index", "-q", str(wheel)], capture_output=True, text=True)
    assert installed.returncode == 0, installed.stderr
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": "",
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    where = subprocess.run([python, "-c", "import game, game.core.resources as r; print(game.__file__);"
                            "print(r.shipped('data')); print(r.shipped('assets')); print(r.shipped('locale'));"
                            "from game.i18n import _, set_language; set_language('pl'); print(_('Quit'))"],
                           cwd=tmp_path, env=env, capture_output=True, text=True)
    package, data, assets, locale, quit_in_polish = where.stdout.split()
    assert all(path.startswith(site) for path in (package, data, assets, locale)), where.stdout + where.stderr
    assert quit_in_polish == "Wyjdź"   # compiled from the installed .po into the user's cache
    assert (tmp_path / "cache" / "tekhenu" / "locale" / "pl" / "LC_MESSAGES" / "messages.mo").is_file()
    started = subprocess.run([python, "-m", "game", "--quit-after-first-frame"], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    assert started.returncode == 0, started.stderr
    played = subprocess.run([python, "-m", "game.tools.simulate", "--players", "3", "--games", "2", "--seed", "1"],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert played.returncode == 0 and "exceptions: 0" in played.stdout, played.stdout + played.stderr
    clicked = subprocess.run([python, "-m", "game", "--game", "imhotep", "--autoplay-clicks", "--players", "2",
                              "--seed", "1"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert clicked.returncode == 0 and "match" in clicked.stdout, clicked.stdout + clicked.stderr
