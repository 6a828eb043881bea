"""Table values as JSON for the wire and back, losing nothing: views, moves and words.

A view is plain data with the engines' words in it (`Words`, `Person`: tabletop.engine.words), which each
screen words in its own language. On the wire a `Words` is {"$w": key, "$a": {name: value}}, a `Person`
{"$s": seat, "$n": words}, and a mapping with a key that is not text or starts with "$" travels as
{"$m": [[key, value], ...]}; tuples travel as lists and come back as tuples where the engines keep them
(a message's parameters, a move's). A move travels as its dict, its words and its click targets.

Security rules kept here:
- `to_wire` takes plain data, `Words` and `Person` only and raises on anything else (a state, a
  generator, a match: a dataclass too, which a JSON library would happily write), so nothing but what was
  chosen to be shown can leave the host by mistake.
- `from_wire` reads data from the other computer, untrusted: its size and nesting were bounded by the
  reader (`protocol`); here every tagged mapping must be exactly one of the known shapes, a message key a
  catalogue word, a parameter name an identifier, a seat a small number. A problem raises `WireError`.
"""

from __future__ import annotations

import math
import re
from typing import Any

from tabletop.engine.game import MalformedMove, Move
from tabletop.engine.words import Person, Words, say

WORDS, PARAMS, SEAT, SEAT_WORDS, MAPPING = "$w", "$a", "$s", "$n", "$m"
SENTENCES = "_.sentences"  # the words layer's own key: several messages read one after another (`joined`)
_BIG = 10 ** 24
MOST_SEATS = 16  # more than any game seats
MOST_TARGETS = 64  # click paths a move may list, and places a path may name
_KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")
_PLAIN = frozenset((str, int, bool, type(None)))


class WireError(ValueError):
    """Data from the other computer that is not what the protocol sends; `reason` says what, as a code for
    the log."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


# --- to the wire -------------------------------------------------------------------
def to_wire(value: Any) -> Any:
    """A view, a message or any part of one as JSON data."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is dict:
        found = {}
        for key, item in value.items():  # one pass: a view is walked for every seat's offer
            if type(key) is not str or key[:1] == "$":
                return {MAPPING: [[to_wire(key), to_wire(item)] for key, item in value.items()]}
            found[key] = item if type(item) in _PLAIN else to_wire(item)
        return found
    if kind is list or kind is tuple:
        return [item if type(item) in _PLAIN else to_wire(item) for item in value]
    if kind is Words:
        if not value.params:
            return {WORDS: value.key}
        return {WORDS: value.key, PARAMS: {name: to_wire(item) for name, item in value.params}}
    if kind is Person:
        return {SEAT: value.seat, SEAT_WORDS: to_wire(value.words)}
    if kind is float and math.isfinite(value):
        return value
    raise TypeError(f"{kind.__name__} {'out of range' if kind is float else 'is not table data'}: never on the wire")


def view_to_wire(view: dict, shared: dict) -> Any:
    """A view as JSON data, each of its parts (and each item of a list in it) that another seat's view holds
    too written once: a game may make what every seat sees alike once a position, and the very same object
    (never an equal one) has the same wire form. `shared` (id -> (part, its wire form)) holds the parts
    written, for the views of one position; it holds the parts too, so no id is reused meanwhile."""
    if type(view) is not dict or not all(type(key) is str and key[:1] != "$" for key in view):
        return to_wire(view)
    found = {}
    for key, item in view.items():
        if type(item) is list:
            found[key] = [_shared_part(part, shared) for part in item]
        else:
            found[key] = _shared_part(item, shared)
    return found


def _shared_part(part: Any, shared: dict) -> Any:
    if type(part) in _PLAIN:
        return part
    kept = shared.get(id(part))
    if kept is None or kept[0] is not part:
        kept = shared[id(part)] = (part, to_wire(part))
    return kept[1]


def move_to_wire(move: Move) -> dict:
    """A move as the wire carries it: its dict (what the client sends back), its words and its targets."""
    return {"move": to_wire(move.to_dict()), "label": to_wire(move.label), "targets": [list(t) for t in move.targets]}


# --- from the wire -----------------------------------------------------------------
def from_wire(value: Any) -> Any:
    """Data read from the wire as the table's values (the inverse of `to_wire`)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is float:
        if not math.isfinite(value):
            raise WireError("number_out_of_range")
        return value
    if kind is list:
        return [item if type(item) in _PLAIN else from_wire(item) for item in value]
    if kind is not dict:
        raise WireError(f"type:{kind.__name__}")
    found = {}
    for key, item in value.items():  # one pass: an offer's view is read whole on every client
        if key[:1] == "$":
            return _tagged(value)
        found[key] = item if type(item) in _PLAIN else from_wire(item)
    return found


def _tagged(value: dict) -> Any:
    size = len(value)  # the shapes told apart by their keys without making a set of them: a view holds hundreds
    if WORDS in value and (size == 1 or (size == 2 and PARAMS in value)):
        return _words(value[WORDS], value.get(PARAMS, {}))
    if size == 2 and SEAT in value and SEAT_WORDS in value:
        return Person(seat_number(value[SEAT]), text_from_wire(value[SEAT_WORDS]))
    if size == 1 and type(value.get(MAPPING)) is list:
        pairs = value[MAPPING]
        if not all(type(pair) is list and len(pair) == 2 and type(pair[0]) in (str, int) for pair in pairs):
            raise WireError("mapping_pairs")
        return {pair[0]: from_wire(pair[1]) for pair in pairs}
    raise WireError("unknown_tag")


def _words(key: Any, params: Any) -> Words:
    if type(key) is not str or not _KEY.fullmatch(key):
        raise WireError("message_key")
    if type(params) is not dict or not all(_NAME.fullmatch(name) for name in params):
        raise WireError("message_parameters")
    words = say(key, **{name: _frozen(from_wire(item)) for name, item in params.items()})
    # What the words layer counts on when it words a message: a count is a whole number (it picks the
    # plural), and sentences read one after another are a list of them.
    count = words.get("count")
    if "count" in params and (type(count) is not int or not -_BIG < count < _BIG):
        raise WireError("message_count")
    if key == SENTENCES and (set(params) != {"parts"} or type(words.get("parts")) is not tuple):
        raise WireError("message_sentences")
    return words


def _frozen(value: Any) -> Any:
    """Lists as tuples, all the way down, as the engines keep them in messages and moves (which are
    hashed); a mapping has no place there."""
    if type(value) in (list, tuple):
        return tuple(_frozen(item) for item in value)
    if type(value) is dict:
        raise WireError("mapping_in_message")
    return value


def text_from_wire(value: Any) -> Any:
    """A message (`Words`), finished words (str), or nothing (None)."""
    found = from_wire(value)
    if found is not None and type(found) not in (str, Words):
        raise WireError("not_words")
    return found


def seat_number(value: Any) -> int:
    """A seat as the wire names it: a small whole number."""
    if type(value) is not int or not 0 <= value < MOST_SEATS:
        raise WireError("seat")
    return value


def maybe_seat(value: Any) -> int | None:
    """A seat, or None."""
    return None if value is None else seat_number(value)


def move_from_wire(entry: Any) -> Move:
    """A move the other computer sent or offered, with its words and click targets."""
    if type(entry) is not dict or set(entry) != {"move", "label", "targets"}:
        raise WireError("move_fields")
    data = from_wire(entry["move"])
    try:
        move = Move.from_dict(data)
    except MalformedMove:
        raise WireError("move_shape") from None
    _frozen(move.params)  # refuses a mapping among the parameters
    return Move(move.kind, move.params, text_from_wire(entry["label"]) or "", targets_from_wire(entry["targets"]))


def targets_from_wire(value: Any) -> tuple[tuple[str, ...], ...]:
    """A move's click targets: lists of view paths."""
    if type(value) is not list or len(value) > MOST_TARGETS:
        raise WireError("move_targets")
    paths = []
    for target in value:
        if type(target) is not list or len(target) > MOST_TARGETS or not all(type(p) is str for p in target):
            raise WireError("move_targets")
        paths.append(tuple(target))
    return tuple(paths)
