"""Finds the English a player could read that is still written in the code instead of the catalogues.

A string in the code counts when it holds two English words or more, or is one capitalised English word
("Pass", "Joker") that is not a seat's name (seats keep their English names as identifiers, and the table
reads them in the app's language); and it is not: a docstring; the key of a message (`say`, `Words`); a
name in `__all__`; a line for the developers' log; the message of an error only a programmer sees
(ValueError, TypeError...); an assert's message; or in a module the command line alone uses. What is left
a player reads, so it belongs in the English catalogue.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "tabletop"
ENGLISH = re.compile(r"[A-Za-z]{2,}[,.:;!?'’()-]*\s+[(\"'‘“]?[A-Za-z]{2,}")
ONE_WORD = re.compile(r"[A-Z][a-z]{2,}[.!?:]?")
NOT_SHOWN = ("# not for players",  # a line's marker: its words are for developers (a table of effects...)
             "# names, the same in every language")  # or names: the app's, computer seats', languages'.
PROGRAMMER_ERRORS = {"ValueError", "TypeError", "KeyError", "RuntimeError", "AssertionError", "IndexError",
                     "NotImplementedError", "AttributeError", "LookupError"}
MESSAGE_CALLS = {"say", "Words"}  # their first argument is a key
LOGGERS = {"log", "logger", "_LOG", "logging", "warnings"}  # what they are handed goes to the developers' log
QUIET_CALLS = {"getLogger", "add_argument", "ArgumentParser", "add_parser", "compile", "match", "search", "sub",
               "fullmatch", "findall", "strftime", "startswith", "endswith", "split", "replace", "join", "format"}
COMMAND_LINE = {"cli.py"}


def literals(path: Path) -> list[tuple[int, str]]:
    """(line, words) of every string in a module that a player could read in English."""
    source = path.read_text(encoding="utf-8")
    marked = {number for number, line in enumerate(source.splitlines(), 1) if any(m in line for m in NOT_SHOWN)}
    tree = ast.parse(source)
    quiet = _quiet_nodes(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in quiet or getattr(node, "lineno", 0) in marked:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _english(node.value):
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.JoinedStr):
            words = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if ENGLISH.search(words):
                found.append((node.lineno, words))
    return found


def _english(words: str) -> bool:
    if ENGLISH.search(words):
        return True
    return bool(ONE_WORD.fullmatch(words.strip())) and words.strip() not in _seat_names()


@lru_cache(maxsize=1)
def _seat_names() -> frozenset[str]:
    from tabletop.words import catalogue
    return frozenset(words for key, words in catalogue.entries("en").items()
                     if key.startswith("seat.") and isinstance(words, str))


def _quiet_nodes(tree: ast.AST) -> set[int]:
    quiet: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):  # type hints name classes
            hints = [a.annotation for a in ast.walk(node.args) if isinstance(a, ast.arg) and a.annotation]
            for hint in hints + ([node.returns] if node.returns else []):
                quiet.update(id(n) for n in ast.walk(hint))
        elif isinstance(node, ast.AnnAssign):
            quiet.update(id(n) for n in ast.walk(node.annotation))
        elif isinstance(node, ast.Subscript) and _name(node.value) in ("Union", "Optional"):  # a type alias
            quiet.update(id(n) for n in ast.walk(node.slice))
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                quiet.add(id(body[0].value))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MESSAGE_CALLS:
            quiet.update(id(n) for n in ast.walk(node.args[0])) if node.args else None
        elif isinstance(node, ast.Call) and (_name(node.func) in QUIET_CALLS or _logger(node.func)):
            quiet.update(id(n) for n in ast.walk(node) if n is not node.func)
        elif isinstance(node, ast.Raise) and node.exc is not None and _raised(node.exc) in PROGRAMMER_ERRORS:
            quiet.update(id(n) for n in ast.walk(node.exc))
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            quiet.update(id(n) for n in ast.walk(node.value))
        elif isinstance(node, ast.Assert) and node.msg is not None:
            quiet.update(id(n) for n in ast.walk(node.msg))
        elif isinstance(node, ast.JoinedStr):
            quiet.update(id(v) for v in node.values)  # judged as one string
    return quiet


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _logger(func: ast.AST) -> bool:
    return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in LOGGERS


def _raised(exc: ast.AST) -> str:
    return _name(exc.func) if isinstance(exc, ast.Call) else _name(exc)


def english_by_module() -> dict[str, list[tuple[int, str]]]:
    """Every module of the app with English still in it, by its path under tabletop/."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        if path.name in COMMAND_LINE:
            continue
        found = literals(path)
        if found:
            out[path.relative_to(ROOT).as_posix()] = found
    return out


if __name__ == "__main__":
    total = 0
    for module, found in english_by_module().items():
        total += len(found)
        print(f"{len(found):4d} {module}")
    print(total, "strings")
