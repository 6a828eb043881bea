"""What each of the app's modules imports, read from the source as text (ast; nothing of the app is imported).

`tools/code_figures.py` counts from it, and `tests/test_layers.py` holds the layers to their rules with it:
which modules import which, which imports wait inside a function (and whether their line says why), and the
circles among the app's modules.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "tabletop"


@dataclass(frozen=True)
class Import:
    """One module named by an import statement of an app module."""

    source: str         # the importing module
    target: str         # the module imported, resolved ("tabletop.words.render", "pygame_gui.elements")
    line: int
    inner: bool         # inside a function: made when the function runs
    typing_only: bool   # under `if TYPE_CHECKING:`, never made when the app runs
    commented: bool     # the line carries a comment (for an inner import: why it waits)

    def within(self, *packages: str) -> bool:
        """Whether the target is one of `packages` or inside one of them."""
        return any(self.target == p or self.target.startswith(p + ".") for p in packages)


def app_files() -> list[Path]:
    return sorted([*APP.rglob("*.py"), ROOT / "main.py"])


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@lru_cache(maxsize=None)
def modules() -> dict[str, Path]:
    """Every app module by its dotted name."""
    return {module_name(path): path for path in app_files()}


@lru_cache(maxsize=None)
def imports_of(name: str) -> tuple[Import, ...]:
    """Every import statement of the app module `name`, one entry per module it names."""
    path = modules()[name]
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, inner: bool, typing_only: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            commented = "#" in lines[node.lineno - 1]
            found.extend(Import(name, target, node.lineno, inner, typing_only, commented)
                         for target in _targets(node, package))
            return
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            typing_only = True
        inner = inner or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner, typing_only)

    visit(ast.parse(source), False, False)
    return tuple(found)


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> set[str]:
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        parts = parts[:len(parts) - node.level + 1]
        base = ".".join(p for p in [*parts, base] if p)
    submodules = {f"{base}.{alias.name}" for alias in node.names} & set(modules())
    # `from . import rules` needs the module `rules`, not what the package's __init__ imports
    return submodules if len(submodules) == len(node.names) else {base, *submodules}


def all_imports() -> list[Import]:
    return [found for name in modules() for found in imports_of(name)]


def graph(late: bool) -> dict[str, set[str]]:
    """App module -> the app modules it imports when it is imported (not for typing), and with `late` also
    those imported inside its functions."""
    known = modules()
    return {name: {i.target for i in imports_of(name)
                   if i.target in known and i.target != name and not i.typing_only and (late or not i.inner)}
            for name in known}


def circles(late: bool) -> list[list[str]]:
    """Strongly connected groups of app modules (Tarjan), each a circle of imports."""
    edges = graph(late)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    for node in edges:
        if node not in index:
            visit(node)
    return groups


def inner_statements() -> list[Import]:
    """The imports made inside functions, one per statement (a statement may name several modules)."""
    first: dict[tuple[str, int], Import] = {}
    for found in all_imports():
        if found.inner and not found.typing_only:
            first.setdefault((found.source, found.line), found)
    return list(first.values())
