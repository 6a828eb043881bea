"""A move's shape, checked before the rules see it: a known kind, exactly its fields, each of the right type.

Saves are shared, so a move read from one may hold anything. A game declares, per kind, each field
with a test of its value; `check_shape` refuses every other move with MalformedMove in plain words.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .game import MalformedMove, Move, shown
from .words import Text, Words, say

Test = Callable[[Any], bool]
Shapes = Mapping[str, Mapping[str, Test]]  # kind -> field name -> test of its value


def whole(low: int, high: int) -> Test:
    """A plain int (never a bool or a float) from `low` to `high`."""
    return lambda value: type(value) is int and low <= value <= high


def text_in(choices) -> Test:
    """A str that is one of `choices`."""
    allowed = frozenset(choices)
    return lambda value: type(value) is str and value in allowed


def tuple_of(item: Test, shortest: int, longest: int) -> Test:
    """A tuple of `shortest` to `longest` values, each passing `item`."""
    return lambda value: (type(value) is tuple and shortest <= len(value) <= longest
                          and all(map(item, value)))


def check_shape(title: Text, shapes: Shapes, move: Move, needs: Mapping[str, str] | None = None) -> None:
    """Refuse a move unless its kind is in `shapes` and its fields are exactly that kind's, each passing
    its test; `needs` gives a game's own sentence for a bad field (by field name)."""
    fields = shapes.get(move.kind) if type(move.kind) is str else None
    if fields is None:
        raise MalformedMove(say("engine.shape.no_such_kind", game=title, kind=shown(move.kind)))
    names = tuple(key for key, _ in move.params)
    if names != tuple(sorted(fields)):
        raise MalformedMove(fields_refusal(move.kind, names, tuple(sorted(fields))))
    for key, value in move.params:
        if not fields[key](value):
            said = (needs or {}).get(key)
            raise MalformedMove(said or say("engine.shape.bad_field", kind=move.kind, field=key, value=shown(value)))


def fields_refusal(kind: str, names: tuple, wanted: tuple[str, ...]) -> Words:
    """Why a move's field names are wrong: it has one too many, or lacks one."""
    listed = tuple(f"'{w}'" for w in wanted)  # field names, as the file writes them: read as a list
    if not wanted:
        return say("engine.shape.no_fields", kind=kind)
    if set(names) - set(wanted):
        return say("engine.shape.only_fields", kind=kind, fields=listed)
    return say("engine.shape.needs_fields", kind=kind, fields=listed)
