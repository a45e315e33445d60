"""Builds the client's fonts in ``assets/fonts/``: Noto faces with Korean Hangul merged in.

Run once by a developer when the fonts must change (see docs/fonts.md); the files it writes are
committed. From the repository root, on Debian or Ubuntu with apt (the files themselves are the
same everywhere, since the sources and fontTools are pinned):

    pip install -r tools/requirements-fonts.txt
    python tools/build_fonts.py                # downloads the two Debian packages below
    python tools/build_fonts.py --debs DIR     # or uses their .deb files already in DIR

Why merged faces: the Latin Noto faces write English, Hungarian and Polish but have no Hangul;
the Korean faces have Hangul but only 30 of the 128 Latin Extended-A letters (no ő ű ą ł ś …).
SDL_ttf draws one font per string, so a face that writes a player name in any of the four
languages must hold both. Each output face is the Latin Noto face, unchanged, plus:

- the 2,350 Hangul syllables of KS X 1001 (every syllable of ordinary Korean text; the Korean
  rulebook uses 431, all of them in the set) and KS X 1001's 94 Hangul letters (jamo), which
  a Korean input method shows while a syllable is being typed;
- the symbols of :data:`SYMBOLS` that the Latin face lacks (arrows, ▲ ●, ①–⑥, −, ≤ ≥),
taken from the matching Noto CJK KR face (Sans for the body faces, Serif for the title face).

Steps per face: subset the KR face of the Noto CJK collection to those characters, drop its
vertical and layout tables, convert its CFF outlines to TrueType quadratics (at most 1 unit
off), merge it after the Latin face with fontTools' merger, then give the result the Latin
face's vertical metrics (so lines keep their height), a family name of its own (a Modified
Version under the OFL) and a fixed timestamp (so a rebuild gives identical bytes). The script
then checks that every Latin glyph and advance is the Latin face's own, that Latin text draws
pixel for pixel as before, and that the face covers Latin-1, Latin Extended-A and the
characters above.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import fontTools
from fontTools.merge import Merger
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection, TTFont, newTable

REPO = Path(__file__).resolve().parents[1]
DEST = REPO / "assets" / "fonts"

#: The pinned sources: Debian 12 (bookworm) packages of Google's Noto fonts.
DEBIAN_PACKAGES: dict[str, str] = {
    "fonts-noto-core": "20201225-1",          # Noto Sans 2.004, Noto Serif Display 2.003
    "fonts-noto-cjk": "1:20220127+repack1-1",  # Noto Sans CJK 2.004, Noto Serif CJK 2.001
}
#: fontTools' output differs between versions; this one made the committed files.
FONTTOOLS_VERSION = "4.68.0"

NOTO = "usr/share/fonts/truetype/noto"
NOTO_CJK = "usr/share/fonts/opentype/noto"

#: Drawn by the client and used in the rules texts, but missing from the Latin Noto faces.
SYMBOLS = "→←↔↑↓−≤≥▲●①②③④⑤⑥"
#: The largest distance, in font units (1,000 per em), of a converted curve from the original.
MAX_CURVE_ERROR = 1.0


def ks_x_1001_hangul() -> list[str]:
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0–0xC8), in code order."""
    return [bytes([row, cell]).decode("euc_kr") for row in range(0xB0, 0xC9) for cell in range(0xA1, 0xFF)]


def ks_x_1001_jamo() -> list[str]:
    """The 94 Hangul letters of KS X 1001 (EUC-KR row 0xA4), which are U+3131–U+318E in order.

    (Python's EUC-KR codec cannot decode 0xA4D4, the Hangul filler, on its own: it starts
    KS X 1001's composed-syllable sequences; so the range is given in Unicode.)"""
    return [chr(code) for code in range(0x3131, 0x318F)]


@dataclass(frozen=True)
class Face:
    """One output face: a Latin Noto face with Hangul from a Noto CJK KR face merged in."""

    output: str          # file name in assets/fonts/
    family: str          # the new family name (the OFL forbids keeping a reserved one)
    style: str           # "Regular" or "Bold"
    latin: str           # the Latin face, inside fonts-noto-core
    cjk: str             # the CJK collection, inside fonts-noto-cjk
    cjk_name: str        # the full name of its KR face

    @property
    def postscript_name(self) -> str:
        return f"{self.family.replace(' ', '')}-{self.style}"


FACES: tuple[Face, ...] = (
    Face("AnkhSans-Regular.ttf", "Ankh Sans", "Regular",
         f"{NOTO}/NotoSans-Regular.ttf", f"{NOTO_CJK}/NotoSansCJK-Regular.ttc", "Noto Sans CJK KR"),
    Face("AnkhSans-Bold.ttf", "Ankh Sans", "Bold",
         f"{NOTO}/NotoSans-Bold.ttf", f"{NOTO_CJK}/NotoSansCJK-Bold.ttc", "Noto Sans CJK KR Bold"),
    Face("AnkhSerifDisplay-Bold.ttf", "Ankh Serif Display", "Bold",
         f"{NOTO}/NotoSerifDisplay-Bold.ttf", f"{NOTO_CJK}/NotoSerifCJK-Bold.ttc", "Noto Serif CJK KR Bold"),
)

#: The upstream projects' copyright lines, as their LICENSE files give them (with Noto CJK's
#: Reserved Font Name, which the merged faces must not use).
NOTO_COPYRIGHT = "Copyright 2010, 2012-2020 Google Inc. / 2015-2020 Google LLC."
NOTO_CJK_COPYRIGHT = ("Copyright 2014-2021 Adobe (http://www.adobe.com/) (Noto Sans CJK) and 2017-2022 Adobe "
                      "(Noto Serif CJK), with Reserved Font Name 'Source'.")


# --------------------------------------------------------------------------- sources


def fetch_sources(debs: Path | None, work: Path) -> Path:
    """The pinned Debian packages unpacked under ``work/root``; downloaded unless in ``debs``."""
    if debs is None:
        debs = work / "debs"
        debs.mkdir()
        pinned = [f"{name}={version}" for name, version in DEBIAN_PACKAGES.items()]
        subprocess.run(["apt-get", "download", *pinned], cwd=debs, check=True)
    root = work / "root"
    for name, version in DEBIAN_PACKAGES.items():
        found = sorted(debs.glob(f"{name}_*.deb"))
        if not found:
            raise SystemExit(f"build_fonts: no {name}_*.deb in {debs}")
        actual = subprocess.run(["dpkg-deb", "-f", str(found[-1]), "Version"], check=True,
                                capture_output=True, text=True).stdout.strip()
        if actual != version:
            raise SystemExit(f"build_fonts: {found[-1].name} is version {actual}; this script is pinned to {version}")
        subprocess.run(["dpkg-deb", "-x", str(found[-1]), str(root)], check=True)
    return root


def kr_face(collection: Path, full_name: str) -> TTFont:
    """The face called ``full_name`` in an OpenType collection (the CJK ones hold JP, KR, SC …)."""
    for font in TTCollection(str(collection)).fonts:
        if font["name"].getDebugName(4) == full_name:
            return font
    raise SystemExit(f"build_fonts: {collection.name} has no face named {full_name!r}")


# --------------------------------------------------------------------------- one face


def hangul_part(cjk: TTFont, wanted: set[int], work: Path) -> Path:
    """``cjk`` cut down to ``wanted`` and converted to TrueType outlines, saved under ``work``."""
    options = Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = True
    options.glyph_names = False
    options.name_IDs = []
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "GDEF", "GPOS", "GSUB", "DSIG"]
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted))
    subsetter.subset(cjk)
    cff_to_truetype(cjk)
    path = work / "hangul.ttf"
    cjk.save(str(path))
    return path


def cff_to_truetype(font: TTFont) -> None:
    """Replace the CFF outlines with quadratic TrueType ones (fontTools' otf2ttf recipe)."""
    glyph_order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = glyph_order
    glyf.glyphs = {}
    for name in glyph_order:
        pen = TTGlyphPen(glyph_set)
        # CFF contours run counter-clockwise, TrueType ones clockwise.
        glyph_set[name].draw(Cu2QuPen(pen, MAX_CURVE_ERROR, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf
    del font["CFF "]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        if hasattr(glyph, "xMin"):
            hmtx[name] = (hmtx[name][0], glyph.xMin)
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1   # no instructions: no twilight zone, functions or stack
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    font["maxp"] = maxp
    maxp.compile(font)
    post = font["post"]
    post.formatType = 3.0
    font.sfntVersion = "\x00\x01\x00\x00"


def build_face(face: Face, root: Path, work: Path) -> TTFont:
    """The merged face, checked; see the module docstring for the steps."""
    latin_path = root / face.latin
    latin = TTFont(str(latin_path))
    latin_cmap = latin.getBestCmap()
    cjk = kr_face(root / face.cjk, face.cjk_name)
    cjk_cmap = cjk.getBestCmap()
    hangul = {ord(c) for c in ks_x_1001_hangul() + ks_x_1001_jamo()}
    missing = sorted(chr(u) for u in hangul if u not in cjk_cmap)
    if missing:
        raise SystemExit(f"build_fonts: {face.cjk_name} lacks {''.join(missing)}")
    symbols = {ord(c) for c in SYMBOLS if ord(c) in cjk_cmap and ord(c) not in latin_cmap}
    part = hangul_part(cjk, hangul | symbols, work)

    merger = Merger()
    merged = merger.merge([str(latin_path), str(part)])
    merged.recalcTimestamp = False
    keep_latin_metrics(merged, latin)
    rename(merged, latin, face)
    merged["OS/2"].recalcUnicodeRanges(merged)
    merged["OS/2"].recalcCodePageRanges(merged)
    merged["post"].formatType = 3.0   # no glyph names: pygame never needs them
    check_latin_unchanged(merged, latin, face)
    return merged


def keep_latin_metrics(merged: TTFont, latin: TTFont) -> None:
    """The Latin face's line metrics and dates: the merger takes the taller CJK ascender, which
    would make every line of every language taller; Hangul tops out near 880 units, well inside."""
    for field in ("ascent", "descent", "lineGap"):
        setattr(merged["hhea"], field, getattr(latin["hhea"], field))
    for field in ("sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"):
        setattr(merged["OS/2"], field, getattr(latin["OS/2"], field))
    for field in ("created", "modified", "fontRevision"):
        setattr(merged["head"], field, getattr(latin["head"], field))


def rename(merged: TTFont, latin: TTFont, face: Face) -> None:
    """Names of the new family, with both upstream copyrights and what was merged."""
    name = merged["name"]
    name.names = [record for record in latin["name"].names if record.platformID == 3]
    version = latin["name"].getDebugName(5).split(";")[0]          # "Version 2.004"
    copyright_ = f"{latin['name'].getDebugName(0)} Hangul and symbols: {NOTO_CJK_COPYRIGHT}"
    description = (f"{latin['name'].getDebugName(4)} with the KS X 1001 Hangul of {face.cjk_name} merged in, "
                   "for the board-game client (tools/build_fonts.py). A Modified Version under the SIL Open Font "
                   "License 1.1.")
    unique_id = f"{version.removeprefix('Version ')};TEKHENU;{face.postscript_name}"
    for name_id, value in {0: copyright_, 1: face.family, 2: face.style, 3: unique_id,
                           4: f"{face.family} {face.style}", 5: version, 6: face.postscript_name,
                           10: description}.items():
        name.setName(value, name_id, 3, 1, 0x409)
    for name_id in (16, 17):     # typographic family names would still say Noto
        name.removeNames(nameID=name_id)


def check_latin_unchanged(merged: TTFont, latin: TTFont, face: Face) -> None:
    """Every character of the Latin face keeps its glyph (outline and hinting) and advance."""
    merged_cmap, latin_cmap = merged.getBestCmap(), latin.getBestCmap()
    for code, glyph_name in latin_cmap.items():
        mine = merged_cmap.get(code)
        if mine is None or merged["hmtx"][mine] != latin["hmtx"][glyph_name] or (
                merged["glyf"][mine].compile(merged["glyf"]) != latin["glyf"][glyph_name].compile(latin["glyf"])):
            raise SystemExit(f"build_fonts: {face.output}: U+{code:04X} differs from the Latin face")


def check_rendering(built: Path, latin: Path) -> None:
    """Latin text draws pixel for pixel as with the Latin face (the hinting programs survived)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # here, so that the environment above is set first

    pygame.font.init()
    sample = "Tekhenu: Győző, Łucja, Świątynia – 12 VP (½) „Ő ű ą ż”"
    for px in (12, 14, 16, 20, 26, 34, 60):
        old = pygame.font.Font(str(latin), px).render(sample, True, (0, 0, 0), (255, 255, 255))
        new = pygame.font.Font(str(built), px).render(sample, True, (0, 0, 0), (255, 255, 255))
        if old.get_size() != new.get_size() or pygame.image.tobytes(old, "RGB") != pygame.image.tobytes(new, "RGB"):
            raise SystemExit(f"build_fonts: {built.name} draws Latin text differently at {px} px")


# --------------------------------------------------------------------------- licence


def licence_text(root: Path) -> str:
    """OFL.txt: the copyright lines of every source, what was changed, then the OFL 1.1 text as
    Debian's fonts-noto-core copyright file carries it (one-space indent and " ." lines undone)."""
    lines = (root / "usr/share/doc/fonts-noto-core/copyright").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line == "License: OFL-1.1" and lines[i - 1] == "")
    body = []
    for line in lines[start + 1:]:
        if not line or not line.startswith(" "):
            break
        body.append("" if line == " ." else line[1:])
    header = [
        "Fonts: " + ", ".join(face.output for face in FACES),
        "",
        "Ankh Sans (Regular, Bold) and Ankh Serif Display (Bold) are Modified Versions of Noto fonts, made by",
        "tools/build_fonts.py: Noto Sans Regular / Bold and Noto Serif Display Bold, unchanged, with the KS X 1001",
        "Hangul and a few symbols of Noto Sans CJK KR / Noto Serif CJK KR merged in.",
        f"Sources: Debian's fonts-noto-core {DEBIAN_PACKAGES['fonts-noto-core']} and "
        f"fonts-noto-cjk {DEBIAN_PACKAGES['fonts-noto-cjk']}",
        "(https://github.com/notofonts, https://github.com/notofonts/noto-cjk).",
        "",
        f"Noto Sans, Noto Serif Display: {NOTO_COPYRIGHT}",
        f"Noto Sans CJK, Noto Serif CJK: {NOTO_CJK_COPYRIGHT}",
        "Noto is a trademark of Google LLC. "
        "Source is a trademark of Adobe in the United States and/or other countries.",
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at:",
        "https://openfontlicense.org",
        "",
        "-----------------------------------------------------------",
        "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
        "-----------------------------------------------------------",
        "",
    ]
    return "\n".join(header + body) + "\n"


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--debs", type=Path, help="a folder holding the two pinned .deb files (else apt-get download)")
    parser.add_argument("--dest", type=Path, default=DEST, help="where to write the fonts (default: assets/fonts)")
    args = parser.parse_args(argv)
    if fontTools.version != FONTTOOLS_VERSION:
        raise SystemExit(f"build_fonts: needs fontTools {FONTTOOLS_VERSION} (found {fontTools.version}); "
                         "pip install -r tools/requirements-fonts.txt")
    args.dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tekhenu-fonts.") as tmp:
        work = Path(tmp)
        root = fetch_sources(args.debs.resolve() if args.debs else None, work)
        for face in FACES:
            merged = build_face(face, root, work)
            out = args.dest / face.output
            merged.save(str(out))
            check_rendering(out, root / face.latin)
            cmap = merged.getBestCmap()
            print(f"{out.relative_to(REPO) if out.is_relative_to(REPO) else out}: {out.stat().st_size:,} bytes, "
                  f"{len(cmap):,} characters, {sum(0xAC00 <= u <= 0xD7A3 for u in cmap):,} Hangul syllables")
        (args.dest / "OFL.txt").write_text(licence_text(root), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
