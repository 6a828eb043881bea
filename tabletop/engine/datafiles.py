"""The one way the app reads a YAML file: bounded, plain data only, one short sentence per problem.

Every file the app opens (saves, layouts, board values, rules pages) may
have been edited by hand or shared by someone else, so it is read as
untrusted input: its size is limited before it is read, and the parser's
events are turned into data here, one at a time, so that nesting depth,
node count and scalar length are limited while parsing. Anchors, aliases
and `!` tags are refused: none of our formats needs them, and they are how
alias bombs and surprising types get in. Plain words resolve as YAML 1.1
says, except that only true and false are booleans (yes, no, on and off stay
words). Every problem raises the caller's own error type with a sentence
that names the file and the place.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import yaml
from yaml.events import (AliasEvent, DocumentEndEvent, DocumentStartEvent, MappingEndEvent,
                         MappingStartEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent,
                         StreamEndEvent, StreamStartEvent)
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

from .game import GameError
from .words import Text, Words, say

# libyaml's event parser keeps its stacks on the heap, so deep nesting cannot crash it; the
# recursive C composer that can is never used here.
_Parser = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_RESOLVER = Resolver()
_TAG = "tag:yaml.org,2002:"
MESSAGE_LIMIT = 200
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x80-\x9f]")
_BOOLS = {"true": True, "false": False}
_MAX_DIGITS = 24


@dataclass(frozen=True)
class Limits:
    """How much of a file the app will read: bytes, nesting, nodes and the length of one scalar."""

    max_bytes: int = 1 << 20
    max_depth: int = 24
    max_nodes: int = 200_000
    max_scalar: int = 20_000


class DataFileError(ValueError):
    """A file that cannot be used, and the base of each file format's own error type (callers re-raise
    the reader's problems as theirs). `reason` is its message for a player; `str()` is the English."""

    def __init__(self, reason: Text):
        super().__init__(str(reason))
        self.reason = reason


class BrokenAppFile(GameError):
    """A file the app ships (a board's values) is broken: a game cannot start, through no fault of a save."""


def printable(text: Any, limit: int = 60) -> str:
    """Text safe to show in one line of a message: controls replaced, cut to `limit` characters."""
    words = "".join(ch if unicodedata.category(ch)[0] != "C" else "?" for ch in str(text)[:limit + 1])
    return words if len(words) <= limit else words[:limit - 1] + "…"


def sentence(text: Text) -> Text:
    """A message cut to the length one line of the screen or terminal can hold (a message's parameters
    are cut where they are made: a file name, a value quoted from a file)."""
    return text if isinstance(text, Words) else printable(text, MESSAGE_LIMIT)


_KINDS = {dict: "mapping", list: "list", str: "text", type(None): "nothing", bool: "bool", int: "int",
          float: "float"}


def has_control(text: str) -> bool:
    """Whether words hold a control character (a YAML file may not, raw or escaped)."""
    return _CONTROL.search(text) is not None


def kind_of(value: Any) -> Words:
    """A plain word for a YAML value's type, for messages that say what a file held instead."""
    kind = _KINDS.get(type(value))
    return say("files.kind." + kind) if kind else say("files.kind.other", name=type(value).__name__)


def at_line(name: str, line: int | None) -> Text:
    """The place in a file a message names: the file, and the line when it is known."""
    return name if line is None else say("files.at_line", file=name, line=line)


def read_text(path: str | os.PathLike, limits: Limits, error: type[Exception] = DataFileError) -> str:
    """A regular file's UTF-8 text, refused when too large, odd (a pipe, a folder) or not text."""
    name = printable(Path(path).name)
    raw = read_bytes(path, limits.max_bytes + 1, error)
    if len(raw) > limits.max_bytes:
        raise error(say("files.too_large", file=name, size=_size(limits.max_bytes)))
    return decode(raw, name, error)


def read_bytes(path: str | os.PathLike, count: int, error: type[Exception] = DataFileError) -> bytes:
    """At most `count` bytes from the start of a regular file."""
    name = printable(Path(path).name)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; the S_ISREG check then refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise error(say("files.no_such_file", file=name)) from None
    except OSError as exc:
        raise error(say("files.cannot_open", file=name, why=system_reason(exc, 40))) from None
    try:
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise error(say("files.not_regular", file=name))
            return handle.read(count)
    except OSError as exc:
        raise error(say("files.cannot_read", file=name, why=system_reason(exc, 40))) from None


def decode(raw: bytes, name: str, error: type[Exception] = DataFileError) -> str:
    """Bytes as UTF-8 text without control characters (a BOM is allowed)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(say("files.not_utf8", file=name, byte=exc.start + 1)) from None
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        raise error(say("files.control_character", at=at_line(name, line), code=f"{ord(bad.group()):#04x}"))
    return text


def load(path: str | os.PathLike, limits: Limits, error: type[Exception] = DataFileError) -> Any:
    """Read and parse one YAML file within `limits`; every problem raises `error`."""
    path = Path(path)
    return parse(read_text(path, limits, error), printable(path.name), limits, error)


def parse(text: str, name: str, limits: Limits, error: type[Exception] = DataFileError,
          lines: Callable[[int], int] | None = None) -> Any:
    """The plain data (dict, list, str, int, float, bool, None) of one YAML document. `lines`: the line of
    the file for a line of `text`, when `text` is a part of a file (a message names the file's line)."""
    return parse_counted(text, name, limits, error, lines)[0]


def parse_counted(text: str, name: str, limits: Limits, error: type[Exception] = DataFileError,
                  lines: Callable[[int], int] | None = None, counted: int = 0) -> tuple[Any, int]:
    """`parse`, for one of several parts of a file that share its limit of values: `counted` values were
    read before this part; returns the data and the values read so far, this part's included."""
    if len(text) > limits.max_bytes:
        raise error(say("files.too_large", file=name, size=_size(limits.max_bytes)))
    place = lines or _same_line
    parser = _Parser(text)
    builder = _Builder(name, limits, place)
    builder.nodes = counted
    try:
        return builder.run(parser), builder.nodes
    except DataFileError as exc:
        raise error(exc.reason) from None
    except yaml.YAMLError as exc:
        line = _line(exc)
        line = None if line is None else place(line)
        # Newer PyYAML scans a deep file to its own limit before we count (its words, compared: not for players)
        if "nesting depth" in _problem(exc):  # not for players
            raise error(say("files.nested_deeper", at=at_line(name, line), depth=limits.max_depth)) from None
        raise error(say("files.not_yaml", at=at_line(name, line), problem=yaml_problem(exc))) from None
    except RecursionError:
        raise error(say("files.nested_too_deeply", file=name)) from None
    finally:
        parser.dispose()


def _same_line(line: int) -> int:
    return line


class _Builder:
    """Turns parser events into plain data, refusing what our formats never need."""

    def __init__(self, name: str, limits: Limits, place: Callable[[int], int] = _same_line):
        self.name, self.limits, self.place = name, limits, place
        self.nodes = 0

    def run(self, parser) -> Any:
        """The single document of the stream (None when the file is empty)."""
        result = None
        documents = 0
        while True:
            event = parser.get_event()
            if isinstance(event, StreamEndEvent):
                return result
            if isinstance(event, (StreamStartEvent, DocumentEndEvent)):
                continue
            if isinstance(event, DocumentStartEvent):
                documents += 1
                if documents > 1:
                    self.fail(event, say("files.yaml.documents"))
                result = self.document(parser)

    def document(self, parser) -> Any:
        """One document's root value, built without recursion."""
        stack: list[tuple[Any, Any]] = []  # (container, pending mapping key or _NO_KEY)
        while True:
            event = parser.get_event()
            if isinstance(event, DocumentEndEvent):
                return None
            value, done = self.value_of(event, stack)
            if done:
                continue
            if not stack:
                return self.finish_document(parser, value, event)
            self.add(stack, value, event)

    def value_of(self, event, stack: list) -> tuple[Any, bool]:
        """The value an event completes, or (None, True) when it only opens or closes a level."""
        self.check_node(event)
        if isinstance(event, ScalarEvent):
            return self.scalar(event), False
        if isinstance(event, (MappingStartEvent, SequenceStartEvent)):
            if len(stack) >= self.limits.max_depth:
                self.fail(event, say("files.yaml.depth", depth=self.limits.max_depth))
            stack.append(({} if isinstance(event, MappingStartEvent) else [], _NO_KEY))
            return None, True
        if isinstance(event, (MappingEndEvent, SequenceEndEvent)):
            container, key = stack.pop()
            if key is not _NO_KEY:
                self.fail(event, say("files.yaml.key_without_value"))
            return container, False
        self.fail(event, say("files.yaml.not_plain"))
        return None, True

    def add(self, stack: list, value: Any, event) -> None:
        """Put a finished value into the open container on top of the stack."""
        container, key = stack[-1]
        if isinstance(container, list):
            container.append(value)
            return
        if key is _NO_KEY:
            if not isinstance(value, (str, int)) or isinstance(value, bool):
                self.fail(event, say("files.yaml.odd_key"))
            if value in container:
                self.fail(event, say("files.yaml.repeated_key", name=printable(value, 40)))
            stack[-1] = (container, value)
            return
        container[key] = value
        stack[-1] = (container, _NO_KEY)

    def finish_document(self, parser, value: Any, event) -> Any:
        """The root is done: only the document's end may follow."""
        end = parser.get_event()
        if not isinstance(end, DocumentEndEvent):
            self.fail(end, say("files.yaml.roots"))
        return value

    def check_node(self, event) -> None:
        """Refuse aliases, anchors and tags, and count nodes."""
        if isinstance(event, AliasEvent) or getattr(event, "anchor", None) is not None:
            self.fail(event, say("files.yaml.aliases"))
        if getattr(event, "tag", None) is not None and not isinstance(event, (MappingEndEvent, SequenceEndEvent)):
            self.fail(event, say("files.yaml.tag", tag=printable(event.tag, 30)))
        self.nodes += 1
        if self.nodes > self.limits.max_nodes:
            self.fail(event, say("files.yaml.nodes", count=self.limits.max_nodes))

    def scalar(self, event: ScalarEvent) -> Any:
        """A plain scalar resolved as YAML 1.1 would; quoted ones are always text."""
        text = event.value
        if len(text) > self.limits.max_scalar:
            self.fail(event, say("files.yaml.long_value", count=self.limits.max_scalar))
        if _CONTROL.search(text):
            self.fail(event, say("files.yaml.control_character"))
        if not event.implicit[0]:
            return text  # quoted or block text
        tag = _RESOLVER.resolve(ScalarNode, text, (True, False))
        kind = tag[len(_TAG):] if tag.startswith(_TAG) else "str"
        if kind == "null":
            return None
        if kind == "bool":
            # Only true/false: YAML 1.1's yes/no/on/off turned a board's `off:` key into False.
            return _BOOLS.get(text.lower(), text)
        if kind == "int":
            return self.integer(text, event)
        if kind == "float":
            return self.real(text, event)
        return text  # str, and also timestamps, merge keys and '=' read as the words they are

    def integer(self, text: str, event) -> int:
        """A whole number with a sane count of digits (no base-60, which nobody means)."""
        digits = text.replace("_", "")
        if ":" in digits or len(digits) > _MAX_DIGITS:
            self.fail(event, say("files.yaml.odd_number", number=printable(text, 30)))
        sign = -1 if digits.startswith("-") else 1
        digits = digits.lstrip("+-")
        if digits.startswith(("0x", "0b")):
            return sign * int(digits[2:], 16 if digits[1] == "x" else 2)
        if len(digits) > 1 and digits.startswith("0"):
            return sign * int(digits, 8)
        return sign * int(digits)

    def real(self, text: str, event) -> float:
        """A decimal number; .inf and .nan are read but the formats' own checks refuse them."""
        lowered = text.replace("_", "").lower()
        if ":" in lowered or len(lowered) > 64:
            self.fail(event, say("files.yaml.odd_number", number=printable(text, 30)))
        special = {".inf": "inf", "+.inf": "inf", "-.inf": "-inf", ".nan": "nan"}
        return float(special.get(lowered, lowered))

    def fail(self, event, problem: Words) -> None:
        """Raise the file's error naming the line."""
        mark = getattr(event, "start_mark", None)
        line = self.place(mark.line + 1) if mark is not None else None
        raise DataFileError(say("files.problem", at=at_line(self.name, line), problem=problem))


_NO_KEY = object()


def _line(exc: yaml.YAMLError) -> int | None:
    mark = getattr(exc, "problem_mark", None)
    return mark.line + 1 if mark is not None else None


def _problem(exc: yaml.YAMLError) -> str:
    return printable(getattr(exc, "problem", None) or "syntax error", 60)  # not for players: the parser's own words


# The parser's commonest problems in the players' words, by the start of the parser's own (compared, not shown).
_YAML_PROBLEMS = {
    "found character": "tab_or_sign",  # not for players
    "mapping values are not allowed": "colon",  # not for players
    "could not find expected ':'": "no_colon",  # not for players
    "found unexpected end of stream": "unfinished",  # not for players
    "expected ',' or": "unfinished",  # not for players
    "did not find expected ',' or": "unfinished",  # not for players
    "expected <block end>": "indent",  # not for players
    "did not find expected key": "indent",  # not for players
    "found undefined alias": "alias",  # not for players
    "found unknown escape character": "escape",  # not for players
}


def yaml_problem(exc: yaml.YAMLError) -> Text:
    """What is wrong at the parser's mark, in the players' language where it is a common problem; else the
    parser's own short words."""
    problem = _problem(exc)
    key = next((key for start, key in _YAML_PROBLEMS.items() if problem.startswith(start)), None)
    return say(f"files.yaml.{key}") if key else problem


# The system's commonest reasons a file cannot be used, in the players' words.
_SYSTEM_REASONS = {errno.ENOENT: "not_found", errno.EACCES: "no_permission", errno.EPERM: "no_permission",
                   errno.ENOSPC: "disk_full", errno.EISDIR: "is_folder", errno.ENOTDIR: "not_folder",
                   errno.EROFS: "read_only", errno.ENAMETOOLONG: "name_too_long"}


def system_reason(exc: OSError, limit: int = 60) -> Text:
    """Why the system refused a file, in the players' language where it is a common reason; else the
    system's own words."""
    key = _SYSTEM_REASONS.get(exc.errno)
    return say(f"files.system.{key}") if key else printable(exc.strerror or exc, limit)


def _size(count: int) -> str:
    return f"{count / (1 << 20):g} MB" if count >= 1 << 20 else f"{count // 1024} KB"
