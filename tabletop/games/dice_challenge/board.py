"""The board's printed values, read from `board_values.yaml` beside this module, and the fixed numbers of
the game.

The published game prints no point values, so the board lives in a data file
that an owner of the printed board can edit. The file is checked like a
layout: every problem raises `BoardError` naming the file and the square.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import msgspec

from tabletop.engine import datafiles, schema
from tabletop.engine.datafiles import BrokenAppFile, Limits
from tabletop.engine.game import seat_words
from tabletop.engine.package_files import game_file, lasting_path
from tabletop.engine.schema import KEY, UNKNOWN, VALUE, Problem, Record
from tabletop.engine.words import Words, say

# A real file that stays, as it is re-read whenever an owner edits it while the app runs.
BOARD_FILE = lasting_path(game_file("dice_challenge", "board_values.yaml"))

COLOURS = ("Red", "Blue", "Green", "Yellow")  # identifiers: the table paints by them
COLOUR_WORDS = tuple(seat_words(name) for name in COLOURS)  # the colours as players read them
DICE = 5
CHIPS = 8                    # per colour: score marker, two track markers and five in supply
SUPPLY = CHIPS - 3
ROUNDS = {2: 10, 3: 8, 4: 6}
NUMBER_SQUARES = tuple(range(11, 21))
MAX_SQUARES = tuple(range(21, 31))
MAX_POINTS = 99
MAX_TRACK = 30

# Bonuses from the rules (not printed values): first and second place.
TRACK_BONUS = (4, 2)
NUMBER_BONUS = (6, 3)
MAX_BONUS = (4, 2)

AREAS = tuple((key, say(f"dice_challenge.board_file.area.{key}")) for key in ("straight", "group", "number", "max"))
TOP_FIELDS = ("board",) + tuple(key for key, _ in AREAS)
LIMITS = Limits(max_bytes=64 << 10, max_depth=4, max_nodes=2_000, max_scalar=200)


def colour_names(colours, plus: bool = False) -> Words | None:
    """One seat's colours as players read them: 'Red', 'Red and Green' (or, `plus`, the label 'Red + Green')."""
    names = [COLOUR_WORDS[c] for c in colours]
    if len(names) < 2:
        return names[0] if names else None
    return say("dice_challenge.pair" if plus else "dice_challenge.both", first=names[0], second=names[1])


class BoardError(BrokenAppFile):
    """A board file that cannot be used; the reason names the file and the square."""


@dataclass(frozen=True)
class Board:
    """Points per square. Track tuples start with Start (0 points); squares are indexed by sum - 11 / - 21."""

    straight: tuple[int, ...]
    group: tuple[int, ...]
    number: tuple[int, ...]
    max: tuple[int, ...]

    def track(self, name: str) -> tuple[int, ...]:
        """The points of the 'straight' or 'group' track, Start first."""
        return self.straight if name == "straight" else self.group

    def last_square(self, name: str) -> int:
        """The last square of a track."""
        return len(self.track(name)) - 1

    def square_points(self, total: int) -> int:
        """The printed points of Number or Max square `total`."""
        return self.number[total - 11] if total <= 20 else self.max[total - 21]


_cache: dict[str, tuple[float, Board]] = {}


def load_board(path: str | Path | None = None) -> Board:
    """The checked board of a file, by default the shipped one (re-read only when the file changes)."""
    path = Path(path if path is not None else BOARD_FILE)
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        raise BoardError(_said("missing", file=path.name)) from None
    cached = _cache.get(str(path))
    if cached and cached[0] == stamp:
        return cached[1]
    board = parse_board(_read(path), path.name)
    _cache[str(path)] = (stamp, board)
    return board


def _read(path: Path) -> Any:
    """The file's YAML data, read within the limits of a small data file; problems become BoardError."""
    return datafiles.load(path, LIMITS, BoardError)


Squares = Annotated[dict[int, Any], msgspec.Meta(min_length=1)]  # square number -> its points (checked by _points)


class _BoardFile(Record):
    """The file's fields; which squares a track or an area holds, and their points, are checked after."""

    board: Any
    straight: Squares
    group: Squares
    number: Squares
    max: Squares


def parse_board(data: Any, name: str = "board") -> Board:
    """Check parsed YAML data and build the Board; `name` is used in messages."""
    read = schema.convert(data, _BoardFile, lambda problem: BoardError(_refusal(problem, data, name)))
    if read.board != "dice_challenge":
        raise BoardError(_said("wrong_board", file=name))
    words = dict(AREAS)
    straight = _track(read.straight, words["straight"], name)
    group = _track(read.group, words["group"], name)
    number = _squares(read.number, words["number"], NUMBER_SQUARES, name)
    top = _squares(read.max, words["max"], MAX_SQUARES, name)
    return Board((0,) + straight, (0,) + group, number, top)


def _refusal(problem: Problem, data: Any, name: str) -> Words:
    """The words for what the schema layer found wrong with a board file."""
    field, fields = problem.field(), ", ".join(TOP_FIELDS)
    if not problem.path and problem.kind in (UNKNOWN, KEY):
        return _said("unknown_field", file=name, field=datafiles.printable(problem.name, 30), fields=fields)
    if not problem.path and problem.kind == VALUE:
        return _said("not_mapping", file=name, fields=fields)
    if field == "board":
        return _said("wrong_board", file=name)
    if problem.kind == KEY:
        odd = next(key for key in schema.value_at(data, problem.path) if type(key) is not int)
        return _said("not_a_number", file=name, field=field, found=datafiles.printable(odd, 30))
    return _said("not_squares", file=name, field=field)


def _track(raw: dict[int, Any], words: Words, name: str) -> tuple[int, ...]:
    """Points of squares 1..n of a track, numbered without gaps."""
    last = max(raw)
    if last > MAX_TRACK:
        raise BoardError(_said("too_long", where=_on_track(name, words, last), most=MAX_TRACK))
    for square in range(1, last + 1):
        if square not in raw:
            raise BoardError(_said("gap", where=_on_track(name, words, square), last=last))
    for square in raw:
        if square < 1:
            raise BoardError(_said("below_one", where=_on_track(name, words, square)))
    return tuple(_points(raw[s], _on_track(name, words, s)) for s in range(1, last + 1))


def _squares(raw: dict[int, Any], words: Words, squares: tuple[int, ...], name: str) -> tuple[int, ...]:
    """Points of exactly the given squares."""
    for square in raw:
        if square not in squares:
            raise BoardError(_said("no_such_square", where=_on_square(name, words, square), low=squares[0],
                                   high=squares[-1]))
    for square in squares:
        if square not in raw:
            raise BoardError(_said("square_missing", where=_on_square(name, words, square)))
    return tuple(_points(raw[s], _on_square(name, words, s)) for s in squares)


def _points(value: Any, where: Words) -> int:
    """A whole number of points 0..MAX_POINTS."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
        raise BoardError(_said("bad_points", where=where, most=MAX_POINTS, found=datafiles.printable(repr(value), 30)))
    return value


def _said(name: str, **params: Any) -> Words:
    """A board file problem as a message of the catalogue's `board_file` part."""
    return say(f"dice_challenge.board_file.{name}", **params)


def _on_track(file: str, track: Words, square: int) -> Words:
    """Where a track square's problem is: 'board.yaml, Straight track square 3'."""
    return say("dice_challenge.board_file.track_square", file=file, track=track, square=square)


def _on_square(file: str, area: Words, square: int) -> Words:
    """Where a Number or Max square's problem is: 'board.yaml, Number square 12'."""
    return say("dice_challenge.board_file.square", file=file, area=area, square=square)
