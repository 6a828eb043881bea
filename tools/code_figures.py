"""Figures of the code's shape, printed for the closing notes of a refactor.

    python tools/code_figures.py

Prints: lines of app code, the Game contract's methods and attributes, the games'
methods and how many of them only pass their arguments on, imports made inside
functions (and how many say why), and the import circles among the app's modules.
It reads the source as text (ast, through `import_graph`); it imports nothing of the app.
"""

from __future__ import annotations

import ast

import import_graph

APP = import_graph.APP


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
    found = import_graph.inner_statements()
    return len(found), sum(i.commented for i in found)


def main() -> None:
    files = import_graph.app_files()
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
        groups = import_graph.circles(late)
        what = "counting imports inside functions" if late else "at import time"
        print(f"import circles, {what}: {len(groups)}")
        for group in groups:
            print("  " + " <-> ".join(group))


if __name__ == "__main__":
    main()
