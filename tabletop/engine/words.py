"""What the engines say, as data: a message key with parameters, never a finished sentence.

An engine says `say("three_kings.discard", seat=Person(0, RED), card=...)`; the
words layer (`tabletop.words`) turns that into English or Japanese through its
catalogues when a person reads it. A `Words` value is plain and immutable, so it
can live in a state (what a move revealed), cross to the bot worker, and be
compared in tests; `str()` gives the English, so logs, the command line and
older callers read as before. The engine never imports the words layer: that
layer hands its English in (`read_english_with`) when it is imported, and until
then `str()` gives the key and its parameters, plain and the same on every run.

Parameters are text the catalogues do not translate (a name typed at setup, a
card's rank), numbers, other `Words`, a `Person`, or tuples of these (read as a
list: "A, B and C" / "A、B、C"). A parameter called `count` also chooses the
plural form of an English entry ("1 card" / "3 cards").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

# A finished string is still accepted everywhere Words go: names, numbers written as text, and code
# that has not yet moved its sentences out.
Text = Union[str, "Words"]


@dataclass(frozen=True, slots=True)
class Words:
    """A message: the catalogue key and its parameters (sorted by name)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        """One parameter's value."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __str__(self) -> str:
        return _english(self)

    def __bool__(self) -> bool:
        return True  # a message is never empty, even one with no parameters


@dataclass(frozen=True, slots=True)
class Person:
    """A seat named in a message. The table may read it as the person playing it (the name typed at
    setup, or "you" in a lesson); on its own it reads as the seat's own words (`words`: "Red")."""

    seat: int
    words: Text

    def __str__(self) -> str:
        return str(self.words)


def plain(words: Words) -> str:
    """A message without the catalogues: `key(name=value, ...)`."""
    if not words.params:
        return words.key
    return f"{words.key}({', '.join(f'{name}={_plain_value(value)}' for name, value in words.params)})"


def _plain_value(value: Any) -> str:
    if isinstance(value, tuple):
        return f"[{', '.join(_plain_value(v) for v in value)}]"
    return str(value)


_english: Callable[[Words], str] = plain


def read_english_with(renderer: Callable[[Words], str]) -> None:
    """Make `str(words)` the English of `renderer` (the words layer calls this as it is imported)."""
    global _english
    _english = renderer


def say(key: str, **params: Any) -> Words:
    """A message with its parameters (lists become tuples, so messages stay hashable)."""
    return Words(key, tuple(sorted((name, _frozen(value)) for name, value in params.items())))


# Messages `kept` so far: a long match says the same few sentences thousands of times, and a state that holds
# its own copy of each is that many more objects for the garbage collector to walk. Forgotten all at once when full:
# the table itself stays in memory, walked by every full collection, so it is small (a long match of The Things
# says some 8,000 different ones, most of them rarely).
_KEPT: dict = {}
KEPT_MOST = 4096


def kept(value: Any) -> Any:
    """The copy of an equal message (or tuple of messages) kept before, else `value`, kept from now on: for the
    sentences a state holds. A message that cannot be hashed (a parameter of no fixed value) is not kept."""
    try:
        found = _KEPT.get(value)
        if found is None:
            if len(_KEPT) >= KEPT_MOST:
                _KEPT.clear()
            found = _KEPT[value] = value
        return found
    except TypeError:
        return value


def joined(*parts: Text) -> Words:
    """Several sentences read one after another (a move, then what it revealed)."""
    return say("_.sentences", parts=tuple(part for part in parts if part))


def clause(words: Text) -> Words:
    """A sentence read as a part of another, its closing full stop left off ("Only move: 13/7.")."""
    return say("_.clause", words=words)


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value
