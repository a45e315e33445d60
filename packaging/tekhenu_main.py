"""Entry script of the frozen Tekhenu executable (see ``packaging/tekhenu.spec``).

PyInstaller needs a script, not a module: this one runs ``game.__main__.main`` exactly as
``python -m game`` does. It is also the last line of defence of a windowed build, which has
no console to show a traceback in: an error that escapes ``main`` is reported in a dialog
(``game.ui.error_dialog``) and on stderr, and the program exits with status 1.
"""
from __future__ import annotations

import multiprocessing
import os
import sys
import traceback

# pygame prints a greeting on import; a packaged game has no business doing so.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def run() -> int:
    from game.__main__ import main

    try:
        return main()
    except (SystemExit, KeyboardInterrupt):
        raise
    except Exception as exc:  # noqa: BLE001 - anything here would otherwise be a bare traceback
        traceback.print_exc()
        from game.ui.error_dialog import show_error

        show_error("Tekhenu stopped unexpectedly",
                   f"{type(exc).__name__}: {exc}\n\nPlease report this message to the developers.")
        return 1


if __name__ == "__main__":
    # the computer players think in a worker process started by running this executable again
    multiprocessing.freeze_support()
    sys.exit(run())
