"""The one schema layer for the files the app reads: plain data from the bounded YAML reader
(`datafiles`) converted into typed records, and the first thing wrong with it found as a `Problem`.

A file format declares its shape as `Record` types (msgspec Structs that refuse fields they do not
name, so a misspelt field is refused rather than ignored) and keeps the rules that tie fields together
as small functions run after conversion. msgspec says what is wrong in one English line; `convert`
reads that line into a `Problem` (what is wrong, and where, as keys and indexes into the data), and the
format turns the problem into its own error with its own catalogue words, so a player reads the same
sentence in either language whichever check found it.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from typing import Annotated, Any, Callable, TypeVar

import msgspec

T = TypeVar("T")

MISSING, UNKNOWN, VALUE, KEY = "missing", "unknown", "value", "key"
SOME_KEY = "…"  # in a path: a mapping's value whose key msgspec does not name

# msgspec has no finiteness test; .inf fails the upper bound and .nan fails both.
Finite = Annotated[float, msgspec.Meta(ge=-sys.float_info.max, le=sys.float_info.max)]
NonEmpty = Annotated[str, msgspec.Meta(min_length=1)]


class Record(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A mapping in a file: exactly these fields, each of its declared type. (A record whose required
    fields follow optional ones, in the order the format lists them, says `kw_only=True`: msgspec does
    not pass that on.)"""


@dataclass(frozen=True)
class Problem:
    """The first thing wrong with a file's data. `path` leads from the root to the mapping that lacks
    or has too much (MISSING, UNKNOWN: `name` is that field), to the mapping with a bad key (KEY:
    `name` is the first key that is not a word, if any; in a record that is a field it does not
    have), or to the value of the wrong type or out of range (VALUE)."""

    kind: str
    path: tuple[str | int, ...]
    name: str = ""

    def field(self) -> str:
        """The field the problem is about: the one named, or the last field on the path ('' at the top)."""
        if self.kind in (MISSING, UNKNOWN):
            return self.name
        return next((step for step in reversed(self.path) if isinstance(step, str) and step != SOME_KEY), "")


def field_names(shape: type[msgspec.Struct]) -> tuple[str, ...]:
    """The fields a record's mapping may hold, as the file writes them."""
    return shape.__struct_encode_fields__


def convert(data: Any, shape: type[T], refuse: Callable[[Problem], Exception]) -> T:
    """`data` as a `shape`; the first problem becomes the error `refuse` makes of it."""
    try:
        # Strict is msgspec's default (no text read as a number); naming it slows every move's check by a third.
        return msgspec.convert(data, shape)
    except msgspec.ValidationError as exc:
        raise refuse(problem_in(str(exc), data)) from None


def convert_leniently(data: dict, shape: type[T]) -> T:
    """`data` as a `shape` whose every field has a default: a field of the wrong kind keeps its
    default (for preferences, where one bad value must not cost the others)."""
    kept = {key: value for key, value in data.items() if isinstance(key, str)}  # a number names no field
    while True:  # each round drops one field, so it ends
        try:
            return msgspec.convert(kept, type=shape, strict=True)
        except msgspec.ValidationError as exc:
            field = problem_in(str(exc), kept).field()
            if field not in kept:
                raise
            del kept[field]


_AT = re.compile(r"^(?P<what>.*) - at `(?:(?P<key>key)` in `)?(?P<path>\$[^`]*)`$", re.DOTALL)
_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[\.\.\.\]")
_FIELD_NAMED = re.compile(r"^Object (missing required|contains unknown) field `(?P<name>.*)`$", re.DOTALL)


def problem_in(message: str, data: Any) -> Problem:
    """msgspec's one line about `data` read back into a Problem."""
    found = _AT.match(message)
    what, path = (found.group("what"), _path(found.group("path"))) if found else (message, ())
    if found and found.group("key"):
        words_wanted = what.startswith("Expected `str`")  # a record's keys, or a mapping's of words
        return Problem(KEY, path, _odd_key(value_at(data, path)) if words_wanted else "")
    named = _FIELD_NAMED.match(what)
    if named:
        return Problem(MISSING if named.group(1).startswith("missing") else UNKNOWN, path, named.group("name"))
    return Problem(VALUE, path)


def _path(text: str) -> tuple[str | int, ...]:
    steps = []
    for match in _STEP.finditer(text):
        name, index = match.groups()
        steps.append(name if name is not None else int(index) if index is not None else SOME_KEY)
    return tuple(steps)


def _odd_key(holder: Any) -> str:
    """The first key of a mapping that is not a word (a number, say), as text ('' when all are words)."""
    odd = next((key for key in holder if not isinstance(key, str)), "") if isinstance(holder, dict) else ""
    return str(odd)


def value_at(data: Any, path: tuple[str | int, ...]) -> Any:
    """What the file holds at `path` (None where the path leads nowhere)."""
    for step in path:
        if isinstance(data, dict) and step in data:
            data = data[step]
        elif isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data):
            data = data[step]
        else:
            return None
    return data

