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
          "game.settings", "game.computer_players",
          *sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                  for p in (ROOT / "game" / "i18n").glob("*.py")))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _edges(nodes: list[ast.stmt] | ast.AST, package: str) -> list[tuple[str, set[str]]]:
    edges = []
    for node in (nodes if isinstance(nodes, list) else ast.walk(nodes)):
        if isinstance(node, ast.Import):
            edges += [(alias.name, set()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            edges.append((base, {alias.name for alias in node.names}))
    return edges


@cache
def scanned() -> dict[str, tuple[list[tuple[str, set[str]]], list[tuple[str, set[str]]]]]:
    """Every module of the game package -> (every module it imports anywhere, the modules it
    imports when it is loaded: top-level statements only, not type-checking blocks or the
    imports a function defers), relative imports resolved, with the names taken from each."""
    found = {}
    for path in (ROOT / "game").rglob("*.py"):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found[name] = (_edges(tree, package), _edges(list(tree.body), package))
    return found


def imports() -> dict[str, list[tuple[str, set[str]]]]:
    return {name: every for name, (every, _) in scanned().items()}


def part_of(module: str) -> str:
    """The part of the design a module belongs to."""
    parts = module.split(".")
    if parts[0] != "game":
        return "outside"
    if len(parts) > 1 and parts[1] in GAMES:   # a game's rules, its screens, the rest of it
        return f"game:{parts[1]}" + (f":{parts[2]}" if len(parts) > 2 and parts[2] in ("rules", "ui") else "")
    if len(parts) > 1 and parts[1] in ("core", "ui", "ai", "tools"):
        return parts[1]
    return {"game.games": "registry", "game.__main__": "entry",
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


def test_a_game_started_loads_no_other_games_rules():
    """The session finds a config's game (``games.of_config``) without loading rules the registry
    itself did not load."""
    for game in GAMES:
        others = [f"game.{other}.rules" for other in GAMES if other != game]
        code = (f"import sys; from game import games; loaded = set(sys.modules); "
                f"from game.{game}.rules import GameConfig; assert games.of_config(GameConfig()).id == {game!r}; "
                f"sys.exit(any(m in sys.modules and m not in loaded for m in {others!r}))")
        assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0, game


def test_no_game_imports_another():
    def game_of(module: str) -> str:
        return part_of(module).split(":")[1] if part_of(module).startswith("game:") else ""

    for module, edges in imports().items():
        if game_of(module):
            assert all(game_of(t) in ("", game_of(module)) for t, _ in edges), module


def test_the_shared_layers_reach_games_only_through_the_registry():
    for module in SHARED:
        for target, _ in imports()[module]:
            assert not part_of(target).startswith("game:"), (module, target)


def test_the_shared_client_reaches_games_only_through_the_registry():
    for module, edges in imports().items():
        if part_of(module) == "ui":
            assert not any(part_of(t).startswith("game:") for t, _ in edges), module


def test_no_import_cycles_between_the_parts():
    """Between the parts, as modules load (a function may defer an import on purpose:
    ``GameModule.ui()`` loads a game's screens only when the client asks for them)."""
    graph: dict[str, set[str]] = {}
    for module, (_, edges) in scanned().items():
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


def test_the_shared_code_names_no_game():
    """The core, the client and the shared layers say nothing of any one game (its name, its
    automa's name): whatever they know of a game comes through the registry."""
    from game import games

    words = {name.lower() for module in games.all() for name in (module.id, module.automa_name) if name}
    shared = [p for part in ("core", "ui") for p in (ROOT / "game" / part).rglob("*.py")]
    shared += [path for name in SHARED for path in (ROOT.joinpath(*name.split(".")).with_suffix(".py"),
                                                    ROOT.joinpath(*name.split("."), "__init__.py")) if path.exists()]
    for path in shared:
        text = path.read_text(encoding="utf-8").lower()
        assert not any(word in text for word in words), (path, [w for w in words if w in text])


#: What a game's screens (and its guided game) read of its rules besides their public API (the
#: rules package itself): the data and its constants, the rules' names for things, and the rules'
#: own functions for what a screen shows, so that no screen recomputes a rule. Anything else
#: stays inside the rules; adding to this list is a decision, not a convenience.
SCREENS_READ_OF_THE_RULES: dict[str, set[str]] = {
    "game.tekhenu.rules.catalog": {"AutomaTile", "Catalog", "HorusTile", "OsirisRow", "PillarTile", "RESOURCES",
                                   "RaSlot", "Temple", "default_data_dir", "load_catalog"},
    "game.tekhenu.rules.names": {"AMOUNTS", "COLOURS", "DIE_STATES", "amount", "card_name", "die_name", "god_name",
                                 "reason_text", "resource_name", "spot_name"},
    "game.tekhenu.rules.automa": {"AUTOMA_NAME"},
    "game.tekhenu.rules.temple": {"rotated_edges"},              # a pillar tile's edges as it is turned
    "game.tekhenu.rules.payment": {"payment_key"},               # payments that differ only in order, as one
    "game.tekhenu.rules.scoring": {"district_pieces", "district_winner"},   # which district gave what
    "game.tekhenu.rules.setup": {"unasked_reward"},              # a starting reward taken without a question
    "game.imhotep.rules.catalog": {"Catalog", "SIDES", "SITES", "load_catalog"},
    "game.imhotep.rules.state": {"BESIDE", "EMPTY"},
    "game.imhotep.rules.scoring": {"reasons"},
    "game.imhotep.rules.sites": {"set_points", "shared_ranks"},  # what a site's stones score
    "game.dynasties.rules.catalog": {"CASTES", "Catalog", "VARIANTS", "load_catalog"},
    "game.dynasties.rules.state": {"NO_CARD"},
    "game.dynasties.rules.cards": {"in_ladder_order"},
    # modules a screen imports whole (``from game.imhotep.rules import scoring``)
    "game.tekhenu.rules.names *": set(),               # the rules' names for things
    "game.imhotep.rules.scoring *": set(),             # the final scoring on a copy, for the scores table
    "game.dynasties.rules.scoring *": set(),           # each caste's sole majority holder
    "game.dynasties.rules.abilities *": set(),         # the Farmers a Soldier could take
}


def test_a_games_screens_read_its_rules_through_the_public_api_and_a_known_list():
    for module, edges in imports().items():
        game_name = module.split(".")[1] if module.count(".") >= 2 else ""
        if game_name not in GAMES or not module.startswith((f"game.{game_name}.ui", f"game.{game_name}.tutorial")):
            continue
        rules = f"game.{game_name}.rules"
        for target, names in edges:
            if target.startswith(f"{rules}."):
                allowed = SCREENS_READ_OF_THE_RULES.get(target, set())
                assert names <= allowed, f"{module} reads {sorted(names - allowed)} of {target}"
            elif target == rules:   # the public API, but a submodule named there is read whole
                for name in names:
                    if (ROOT / "game" / game_name / "rules" / f"{name}.py").exists():
                        assert f"{rules}.{name} *" in SCREENS_READ_OF_THE_RULES, f"{module} reads all of {name}"
