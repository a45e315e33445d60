"""Where each language's translations come from: ``locale/<code>/LC_MESSAGES/messages.po``
in the repository, compiled to a ``.mo`` file that Python's gettext reads.

Compiled catalogues are build output, never in git. A frozen executable carries them
compiled (tools/build_exe.sh compiles them before PyInstaller runs). A source checkout or an
installed wheel has only the ``.po`` files: each is compiled the first time its language is
used, and again whenever the ``.po`` is newer, into the user's cache folder (platformdirs).
"""
from __future__ import annotations

import gettext
import io
from pathlib import Path

import platformdirs

from game import APP_NAME
from game.core.resources import shipped

DOMAIN = "messages"


def locale_dir() -> Path:
    """The shipped ``locale`` folder (the catalogues' sources, and in a build their .mo files)."""
    return shipped("locale")


def cache_dir() -> Path:
    """Where catalogues compiled at run time are kept."""
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "locale"


def po_path(code: str, folder: Path | None = None) -> Path:
    return (folder or locale_dir()) / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str, folder: Path) -> Path:
    return folder / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def compile_po(source: Path, target: Path) -> None:
    """Compile ``source`` (.po) into ``target`` (.mo), written whole or not at all."""
    from babel.messages.mofile import write_mo  # only needed when a catalogue changed
    from babel.messages.pofile import read_po

    from game.files import write_atomically

    with source.open("rb") as po:
        catalogue = read_po(po)
    mo = io.BytesIO()
    write_mo(mo, catalogue)
    write_atomically(target, mo.getvalue())


def compiled(code: str, sources: Path | None = None, cache: Path | None = None) -> Path | None:
    """The ``.mo`` file of language ``code``, compiled now if it is missing or older than
    its ``.po``; None when the language has no catalogue at all."""
    sources = sources or locale_dir()
    po = po_path(code, sources)
    shipped_mo = mo_path(code, sources)
    if not po.exists():
        return shipped_mo if shipped_mo.exists() else None
    if shipped_mo.exists() and shipped_mo.stat().st_mtime >= po.stat().st_mtime:
        return shipped_mo
    mo = mo_path(code, cache or cache_dir())
    if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
        compile_po(po, mo)
    return mo


def load(code: str, sources: Path | None = None, cache: Path | None = None) -> gettext.NullTranslations:
    """The translations of language ``code``; English (the messages as written) has none."""
    mo = compiled(code, sources, cache)
    if mo is None:
        return gettext.NullTranslations()
    with mo.open("rb") as file:
        return gettext.GNUTranslations(file)
