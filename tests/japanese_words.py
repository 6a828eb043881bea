"""What the games' Japanese tests share: every message held in a view or a result, and the check that a
message reads as Japanese (never a bare key, never a parameter left unfilled, never an English word;
card letters A, J, Q, K and squares such as c4 are shorter than a word)."""

from __future__ import annotations

import re
from typing import Any, Iterator

from tabletop.engine.words import Person, Words
from tabletop.words import text

ENGLISH = re.compile(r"[A-Za-z]{3,}")


def messages(value: Any) -> Iterator[Words | Person]:
    """Every message in a view, a result or a list of them, wherever it sits."""
    if isinstance(value, (Words, Person)):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from messages(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from messages(item)


def japanese(value: Any, where: str = "") -> str:
    """`value` in Japanese, checked."""
    words = text(value, "ja")
    assert words.strip(), (where, value)
    assert not (isinstance(value, Words) and words == value.key), f"{where}: a bare key {value.key}"
    assert "%{" not in words, f"{where}: a parameter left in {words!r}"
    assert not ENGLISH.search(words), f"{where}: English in {words!r} ({value!r})"
    return words


def refusals(game, state, seat: int, odd_moves, click_paths) -> list:
    """What a seat is told when it tries what it may not: each odd move's refusal, each click path's
    explanation."""
    from tabletop.engine.game import IllegalMove
    found = []
    for move in odd_moves:
        try:
            game.apply(state, seat, move)
        except IllegalMove as refused:
            found.append(refused.reason)
    return found + [game.table.explain(state, seat, clicks) for clicks in click_paths]


def read_result(result: dict, skip_columns: int = 0) -> None:
    """A result's summary and breakdown (title, columns past `skip_columns`, notes, cells) in Japanese."""
    japanese(result["summary"])
    table = result["breakdown"]
    cells = [c for row in table["rows"] for c in row]
    for value in [table["title"], *table["columns"][skip_columns:], *table["notes"], *cells]:
        japanese(value)
