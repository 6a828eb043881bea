"""A save's move list, one move a line: how the app writes a move, and how it reads one back quickly.

The app writes each move as one line, `- {"seat": 0, "move": {...}, "text": "..."}`: a YAML flow
mapping that is also JSON. Reading a long save, the YAML reader's work for every value is most of the
time, so a line that is exactly as the app writes it is decoded as JSON instead, which gives the same
data many times faster. Any other line (edited by hand, damaged) is read by the bounded YAML reader on
its own, naming its line in the file as a whole-file read would; all such lines share one limit of
values. Only a move list written one move a line is read like this: anything else (moves over several
lines, as earlier versions wrote them) is left to the whole-file reader.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Iterator

import msgspec

from . import datafiles
from .datafiles import Limits

MOVES_LINE = "moves:\n"
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]")  # refused raw by YAML, or read as line breaks
_MOVES = re.compile(r"^moves:\n", re.MULTILINE)
_ONE_A_LINE = re.compile(r"(?:- [^\n]*(?:\n|\Z))*")
_BIG = 10 ** 24  # the YAML reader's longest whole number has 24 digits
_DECODE = msgspec.json.Decoder()
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps(..., ensure_ascii=False), built once


def move_line(entry: dict) -> str:
    """A move of a save as its one line: JSON's text, which is YAML's, with every character a YAML reader
    would refuse raw or read as a line break written as a \\u escape."""
    return f"- {_UNSAFE.sub(_escaped, _ENCODE(entry))}\n"


def _escaped(found: re.Match) -> str:
    return "\\u%04x" % ord(found.group())


@dataclass(frozen=True)
class MoveList:
    """A save's text cut in two: its move list, one move a line, and everything else (its header)."""

    header: str  # the other keys, in the file's order, without the move list
    moves: str  # the move list's lines, exactly as the file holds them
    lines: list[str]  # each move's line, without its line break
    before: int  # how many lines come before the `moves:` line

    def header_line(self, line: int) -> int:
        """The file's line for a line of `header`."""
        return line if line <= self.before else line + 1 + len(self.lines)

    def move_line(self, number: int) -> int:
        """The file's line of the `number`-th move (from 1)."""
        return self.before + 1 + number


def split(text: str) -> MoveList | None:
    """The move list of a save written one move a line and the rest of its text; None for any other
    text (no such list, or something other than a key after it)."""
    found = _MOVES.search(text)
    if found is None:
        return None
    start, end = found.end(), _ONE_A_LINE.match(text, found.end()).end()
    rest = text[end:]
    if rest and not (rest[0].isalpha() or rest[0] == "_"):
        return None  # an indented line, a comment, a stray dash: the whole-file reader says what it is
    moves = text[start:end]
    lines = moves.split("\n")
    if lines and not lines[-1]:
        lines.pop()
    return MoveList(text[:found.start()] + rest, moves, lines, text.count("\n", 0, found.start()))


def entries(moves: MoveList, name: str, limits: Limits, error: type[Exception]) -> Iterator[tuple[Any, bool]]:
    """Each move's data as the YAML reader would give it, one at a time, and whether its line is exactly
    as the app writes it; problems raise `error` naming the file's line. `limits` bound one line's nesting
    and length, and the values of all lines read by the YAML reader together."""
    counted = 0  # values the YAML reader read so far, for every line it read
    for number, line in enumerate(moves.lines, start=1):
        data = _as_written(line, limits)
        if data is not _NOT_OURS:
            yield data, True
            continue
        at = moves.move_line(number)
        one, counted = datafiles.parse_counted(line, name, limits, error, lambda _, at=at: at, counted)
        yield (one[0] if isinstance(one, list) and len(one) == 1 else None), False


_NOT_OURS = object()


def _as_written(line: str, limits: Limits) -> Any:
    """The data of a line exactly as the app writes it (so JSON and YAML read it alike), else _NOT_OURS."""
    if len(line) > limits.max_scalar or not line.startswith("- {"):
        return _NOT_OURS
    try:
        data = _DECODE.decode(line[2:])
    except (msgspec.DecodeError, RecursionError):  # nested deeper than JSON's reader goes: not ours either
        return _NOT_OURS
    depth = limits.max_depth - 1  # the entry's own level is the list's second
    if not (_surely_plain(line, depth) or _plain(data, depth)) or move_line(data) != line + "\n":
        return _NOT_OURS
    return data


_ODD_NUMBER = re.compile(r"[0-9](?:[.eE]|[0-9]{24})")  # perhaps a decimal number, perhaps a very long one


def _surely_plain(line: str, depth: int) -> bool:
    """What most lines show at a glance: no escape (so no control character), no decimal or overlong number,
    too few brackets to nest too deep."""
    return "\\" not in line and not _ODD_NUMBER.search(line) and line.count("[") + line.count("{") <= depth


def _plain(value: Any, depth: int) -> bool:
    """Whether JSON's reading of a value is YAML's too: words without control characters, whole numbers
    of at most 24 digits, no decimal numbers (JSON's 1e5 is words in YAML), within the nesting limit."""
    kind = type(value)
    if kind is str:
        return not datafiles.has_control(value)
    if kind is int:
        return -_BIG < value < _BIG
    if kind is bool or value is None:
        return True
    if depth <= 0 or kind not in (list, dict):
        return False
    for item in value.values() if kind is dict else value:
        if not _plain(item, depth - 1):
            return False
    return True
