"""Figures of the code's shape, printed for the closing notes of a refactor.

    python tools/code_figures.py

Prints: lines of app code, the Game contract's methods and attributes, the games'
methods and how many of them only pass their arguments on, imports made inside
functions (and how many say why), and the import circles among the app's modules.
It reads the source as text (ast); it imports nothing of the app.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "tabletop"


def app_files() -> list[Path]:
    return sorted([*APP.rglob("*.py"), ROOT / "main.py"])


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def contract(tree: ast.Module, name: str) -> tuple[list[str], list[str]]:
    """The public methods and the class attributes of the class `name`."""
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            methods = [n.name for n in node.body
                       if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and not n.name.startswith("_")]
            attributes = [n.target.id for n in node.body
                          if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
            attributes += [t.id for n in node.body if isinstance(n, ast.Assign)
                           for t in n.targets if isinstance(t, ast.Name)]
            return methods, attributes
    return [], []


def _names(args: ast.arguments) -> list[str]:
    return [a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]]


def passes_on(function: ast.FunctionDef) -> bool:
    """True when the body (after a docstring) is one call handed exactly the function's own
    parameters (self aside), in any form, and nothing else."""
    body = [s for s in function.body
            if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    if len(body) != 1:
        return False
    statement = body[0]
    call = statement.value if isinstance(statement, (ast.Return, ast.Expr)) else None
    if not isinstance(call, ast.Call):
        return False
    params = [n for n in _names(function.args) if n not in ("self", "cls")]
    given = [a.id for a in call.args if isinstance(a, ast.Name)]
    given += [k.value.id for k in call.keywords if isinstance(k.value, ast.Name)]
    extras = [a for a in call.args if not isinstance(a, ast.Name)]
    extras += [k for k in call.keywords if not isinstance(k.value, ast.Name)]
    return not extras and sorted(n for n in given if n != "self") == sorted(params)


def game_methods() -> tuple[int, int]:
    methods = passing = 0
    for path in sorted((APP / "games").glob("*/game.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef):
                        methods += 1
                        passing += passes_on(item)
    return methods, passing


def inner_imports() -> tuple[int, int]:
    """Imports inside functions, and how many of them carry a comment on their line."""
    count = explained = 0
    for path in app_files():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for inner in ast.walk(node):
                    if isinstance(inner, (ast.Import, ast.ImportFrom)):
                        count += 1
                        explained += "#" in lines[inner.lineno - 1]
    return count, explained


def imports_of(path: Path, modules: set[str], late: bool) -> set[str]:
    """The app modules `path` imports when it is imported (not for typing), and with `late` also
    those its functions import when they run."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            continue
        nested = (ast.If, ast.Try) + ((ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef) if late else ())
        for inner in (ast.walk(node) if isinstance(node, nested) else [node]):
            if isinstance(inner, ast.Import):
                found.update(a.name for a in inner.names)
            elif isinstance(inner, ast.ImportFrom):
                base = inner.module or ""
                if inner.level:
                    parts = package.split(".")
                    parts = parts[:len(parts) - inner.level + 1]
                    base = ".".join(p for p in [*parts, base] if p)
                submodules = {f"{base}.{a.name}" for a in inner.names} & modules
                # `from . import rules` needs the module `rules`, not what the package's __init__ imports
                found.update(submodules if len(submodules) == len(inner.names) else {base, *submodules})
    return {m for m in found if m in modules and m != name}


def circles(late: bool) -> list[list[str]]:
    """Strongly connected groups of app modules (Tarjan), each a circle of imports."""
    paths = {module_name(p): p for p in app_files()}
    graph = {name: imports_of(path, set(paths), late) for name, path in paths.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
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

    sys.setrecursionlimit(10000)
    for node in graph:
        if node not in index:
            visit(node)
    return groups


def main() -> None:
    files = app_files()
    lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in files)
    game_tree = ast.parse((APP / "engine" / "game.py").read_text(encoding="utf-8"))
    methods, attributes = contract(game_tree, "Game")
    games, passing = game_methods()
    inner, explained = inner_imports()
    print(f"app code: {lines} lines in {len(files)} files")
    print(f"Game contract: {len(methods)} public methods, {len(attributes)} attributes")
    print(f"games' game.py: {games} methods, {passing} only pass their arguments on")
    print(f"imports inside functions: {inner} ({explained} with a comment on the line)")
    for late in (False, True):
        groups = circles(late)
        what = "counting imports inside functions" if late else "at import time"
        print(f"import circles, {what}: {len(groups)}")
        for group in groups:
            print("  " + " <-> ".join(group))


if __name__ == "__main__":
    main()
