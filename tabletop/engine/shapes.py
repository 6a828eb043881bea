"""A move's shape, checked before the rules see it: a known kind, exactly its fields, each of its type.

Saves are shared, so a move read from one may hold anything. A game declares, per kind, each field's
type (`whole`, `one_of`, `tuple_of`); `kinds` makes each kind a record of the schema layer, and
`check_shape` converts a move's fields with the layer, refusing every other move with MalformedMove in
plain words.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Mapping

import msgspec

from . import schema
from .game import MalformedMove, Move, shown
from .schema import Problem, Record
from .words import Text, say

Shapes = Mapping[str, type[Record]]  # kind -> the record of its fields


def whole(low: int, high: int) -> Any:
    """A plain int (never a bool or a float) from `low` to `high`."""
    return Annotated[int, msgspec.Meta(ge=low, le=high)]


def one_of(choices) -> Any:
    """One of `choices` (words or whole numbers), of exactly its type."""
    return Literal[tuple(choices)]


def tuple_of(item: Any, shortest: int, longest: int) -> Any:
    """A tuple of `shortest` to `longest` values, each an `item`."""
    return Annotated[tuple[item, ...], msgspec.Meta(min_length=shortest, max_length=longest)]


def kinds(declared: Mapping[str, Mapping[str, Any]]) -> dict[str, type[Record]]:
    """Each kind's fields (name -> type) as a record, its fields in the order `Move.of` keeps them."""
    return {kind: msgspec.defstruct(kind, sorted(fields.items()), bases=(Record,))
            for kind, fields in declared.items()}


class ShapeWords:
    """How a game words a move that is not one of its moves: the engine's sentences, naming the game,
    with the game's own sentence for a bad field where `needs` gives one (by field name). A game with
    sentences of its own says them in a subclass."""

    def __init__(self, title: Text, needs: Mapping[str, Text] | None = None):
        self.title, self.needs = title, dict(needs or {})

    def no_such_kind(self, kind: Any) -> Text:
        return say("engine.shape.no_such_kind", game=self.title, kind=shown(kind))

    def wrong_fields(self, kind: str, names: tuple, wanted: tuple[str, ...]) -> Text:
        """Why a move's field names are wrong: it has one too many, or lacks one."""
        listed = tuple(f"'{w}'" for w in wanted)  # field names, as the file writes them: read as a list
        if not wanted:
            return say("engine.shape.no_fields", kind=kind)
        if set(names) - set(wanted):
            return say("engine.shape.only_fields", kind=kind, fields=listed)
        return say("engine.shape.needs_fields", kind=kind, fields=listed)

    def bad_field(self, kind: str, field: str, value: Any) -> Text:
        """A field of the wrong type or out of range (a game's own checks after the layer's say it too)."""
        return self.needs.get(field) or say("engine.shape.bad_field", kind=kind, field=field, value=shown(value))


def check_shape(words: ShapeWords, shapes: Shapes, move: Move) -> Record:
    """A move's fields as its kind's record; MalformedMove, in the game's `words`, unless its kind is in
    `shapes` and its fields are exactly that kind's, in order, each of its type."""
    shape = shapes.get(move.kind) if type(move.kind) is str else None
    if shape is None:
        raise MalformedMove(words.no_such_kind(move.kind))
    names, wanted = tuple(key for key, _ in move.params), shape.__struct_fields__
    if names != wanted:  # before any value, so a move with a field too many is told so first
        raise MalformedMove(words.wrong_fields(move.kind, names, wanted))
    if not wanted:
        return shape()  # nothing to convert: most moves of a turn's end are these, and cheap this way
    return schema.convert(dict(move.params), shape, lambda problem: _bad_field(words, move, problem))


def _bad_field(words: ShapeWords, move: Move, problem: Problem) -> MalformedMove:
    field = problem.path[0]  # the names are right, so the problem is a value's
    return MalformedMove(words.bad_field(move.kind, field, move.get(field)))
