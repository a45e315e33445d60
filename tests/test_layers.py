"""The layers stay apart: the rules never import pygame, and the client reaches the rules only
through their public API (plus the card data and one piece of tile geometry for drawing)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: What the client may import from inside game.rules besides the public API.
ALLOWED = {"game.rules.catalog": None, "game.rules.temple": {"rotated_edges"}}


def test_the_rules_never_import_pygame():
    code = "import sys, game.rules, game.rules.catalog; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
    for path in (ROOT / "game" / "rules").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            modules = ([a.name for a in node.names] if isinstance(node, ast.Import)
                       else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(m.split(".")[0] in ("pygame", "game.ui") or m.startswith("game.ui")
                           for m in modules), (path, modules)


def test_the_client_uses_only_the_public_rules_api():
    from game import rules

    for path in (ROOT / "game" / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.rules"):
                names = {alias.name for alias in node.names}
                if node.module == "game.rules":
                    assert names <= set(rules.__all__), (path, names)
                else:
                    assert node.module in ALLOWED, (path, node.module)
                    allowed = ALLOWED[node.module]
                    assert allowed is None or names <= allowed, (path, names)
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.rules.") for a in node.names), path
