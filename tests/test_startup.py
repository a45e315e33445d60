"""What the main menu's first frame needs, and nothing more (issue #14: start-up).

The client checks Tekhenu's data before its window opens; the other games' rules, the
computer players and the guided game's script load when they are first asked for. The main
menu's "Learn to play" button reads only the coach's labels.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FIRST_FRAME = """
import json, sys
from game.__main__ import main
from game.tekhenu.tutorial.script import load_labels, load_script
main(["--quit-after-first-frame"])
print(json.dumps({"modules": sorted(sys.modules), "script_read": load_script.cache_info().currsize,
                  "labels_read": load_labels.cache_info().currsize}))
"""


def _first_frame(tmp_path: Path) -> dict:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_main_menu_opens_without_loading_what_it_does_not_show(tmp_path):
    found = _first_frame(tmp_path)
    modules = found["modules"]
    assert "game.tekhenu.rules" in modules   # its data is checked before the window opens
    for later in ("game.imhotep.rules", "game.dynasties.rules", "game.imhotep.narrator", "game.dynasties.ai",
                  "game.ai", "game.tekhenu.ui.scenes.board"):
        assert later not in modules, f"{later} was loaded for the main menu"
    assert found["labels_read"] == 1    # "Learn to play", in the player's language
    assert found["script_read"] == 0

