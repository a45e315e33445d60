"""The import rules of DESIGN.md: ``core`` imports no game and no UI; a game's ``rules`` import
only ``core`` and their own modules, never pygame; no game imports another; the shared layers
(session, saves, undo, the log) reach a game only through ``game.games``; no import cycles
between these parts."""
from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(p.name for p in (ROOT / "game").iterdir() if (p / "rules").is_dir())
#: The shared modules outside game/ui that must not know any game.
SHARED = ("game.session", "game.persist", "game.undo", "game.log", "game.files", "game.seats",
          "game.settings", "game.words")
#: What the client may import from inside a game's rules besides their public API (until the
#: game's own UI moves into its package).
ALLOWED = {"game.tekhenu.rules.catalog": None, "game.tekhenu.rules.temple": {"rotated_edges"},
           "game.tekhenu.rules.automa": {"AUTOMA_NAME"}}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def imports() -> dict[str, list[tuple[str, set[str]]]]:
    """Every module of the game package -> the modules it imports (relative imports resolved)
    with the names it takes from each."""
    found: dict[str, list[tuple[str, set[str]]]] = {}
    for path in (ROOT / "game").rglob("*.py"):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                edges += [(alias.name, set()) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                edges.append((base, {alias.name for alias in node.names}))
        found[name] = edges
    return found


def part_of(module: str) -> str:
    """The part of the design a module belongs to."""
    parts = module.split(".")
    if parts[0] != "game":
        return "outside"
    if len(parts) > 1 and parts[1] in GAMES:
        return f"game:{parts[1]}"
    if len(parts) > 1 and parts[1] in ("core", "ui", "ai", "tools"):
        return parts[1]
    return {"game.games": "registry", "game.words": "words", "game.__main__": "entry",
            "game.text_summary": "entry"}.get(module, "shell")


def test_core_imports_no_game_no_ui_and_no_pygame():
    for module, edges in imports().items():
        if part_of(module) == "core":
            for target, _ in edges:
                assert part_of(target) in ("core", "outside") and not target.startswith("pygame"), (module, target)


def test_a_games_rules_import_only_core_and_themselves_never_pygame():
    code = "import sys, " + ", ".join(f"game.{g}.rules" for g in GAMES) + "; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
    for game in GAMES:
        for module, edges in imports().items():
            if module.startswith(f"game.{game}.rules"):
                for target, _ in edges:
                    assert (target.startswith(f"game.{game}.rules") or part_of(target) == "core"
                            or part_of(target) == "outside" and not target.startswith("pygame")), (module, target)


def test_no_game_imports_another():
    for module, edges in imports().items():
        mine = part_of(module)
        if mine.startswith("game:"):
            assert all(not part_of(t).startswith("game:") or part_of(t) == mine for t, _ in edges), module


def test_the_shared_layers_reach_games_only_through_the_registry():
    for module in SHARED:
        for target, _ in imports()[module]:
            assert not part_of(target).startswith("game:"), (module, target)


def test_the_client_uses_only_the_public_rules_api():
    for module, edges in imports().items():
        if part_of(module) != "ui":
            continue
        for target, names in edges:
            if not target.startswith("game.tekhenu.rules"):
                continue
            if target == "game.tekhenu.rules":
                from game.tekhenu import rules
                assert names <= set(rules.__all__), (module, names)
            else:
                assert target in ALLOWED, (module, target)
                assert ALLOWED[target] is None or names <= ALLOWED[target], (module, names)


def test_no_import_cycles_between_the_parts():
    graph: dict[str, set[str]] = {}
    for module, edges in imports().items():
        source = part_of(module)
        for target, _ in edges:
            if part_of(target) not in ("outside", source):
                graph.setdefault(source, set()).add(part_of(target))
    visiting: list[str] = []

    def visit(node: str) -> None:
        assert node not in visiting, f"import cycle: {' -> '.join(visiting + [node])}"
        visiting.append(node)
        for nxt in graph.get(node, ()):
            visit(nxt)
        visiting.pop()

    for node in set(graph):
        visit(node)
