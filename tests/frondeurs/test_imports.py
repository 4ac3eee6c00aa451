"""The Frondeurs modules import one another in one direction only: the engine dispatches, the
rule modules (`seasons`, `musketeers`, ...) add their steps through `windows` hooks, and none
of them reaches back into the engine (docs/ARCHITECTURE.md: pure engines, small modules)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[2] / "games" / "frondeurs"


def imports() -> dict[str, set[str]]:
    """Each module's imports of its sister modules, wherever they stand in the file."""
    out: dict[str, set[str]] = {}
    for path in PACKAGE.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "games.frondeurs":
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "games.frondeurs."
            ):
                found.add(node.module.split(".")[2])
            elif isinstance(node, ast.Import):
                found |= {a.name.split(".")[2] for a in node.names if a.name.count(".") >= 2}
        out[path.stem] = found - {path.stem}
    return out


def test_no_module_imports_back_into_one_that_imports_it() -> None:
    graph = imports()
    assert "musketeers" in graph["engine"] and "engine" not in graph["musketeers"]

    def cycle(node: str, path: list[str]) -> list[str] | None:
        if node in path:
            return [*path[path.index(node) :], node]
        for nxt in sorted(graph.get(node, ())):
            if found := cycle(nxt, [*path, node]):
                return found
        return None

    for module in graph:
        assert cycle(module, []) is None, " → ".join(cycle(module, []) or [])
