"""The board's printed values, read from `layouts/boards/dice_challenge.yaml`, and the fixed numbers of the game.

The published game prints no point values, so the board lives in a data file
that an owner of the printed board can edit. The file is checked like a
layout: every problem raises `BoardError` naming the file and the square.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine import datafiles
from tabletop.engine.datafiles import BrokenAppFile, Limits

BOARD_FILE = Path(__file__).resolve().parents[3] / "layouts" / "boards" / "dice_challenge.yaml"

COLOURS = ("Red", "Blue", "Green", "Yellow")
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

AREAS = (("straight", "Straight track"), ("group", "Group track"), ("number", "Number square"),
         ("max", "Max square"))
TOP_FIELDS = ("board",) + tuple(key for key, _ in AREAS)
LIMITS = Limits(max_bytes=64 << 10, max_depth=4, max_nodes=2_000, max_scalar=200)


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
        raise BoardError(f"{path.name}: the board file is missing; it holds the points printed on the board.") from None
    cached = _cache.get(str(path))
    if cached and cached[0] == stamp:
        return cached[1]
    board = parse_board(_read(path), path.name)
    _cache[str(path)] = (stamp, board)
    return board


def _read(path: Path) -> Any:
    """The file's YAML data, read within the limits of a small data file; problems become BoardError."""
    return datafiles.load(path, LIMITS, BoardError)


def parse_board(data: Any, name: str = "board") -> Board:
    """Check parsed YAML data and build the Board; `name` is used in messages."""
    if not isinstance(data, dict):
        raise BoardError(f"{name}: expected a mapping with the fields {', '.join(TOP_FIELDS)}.")
    for key in data:
        if key not in TOP_FIELDS:
            raise BoardError(f"{name}: unknown field '{key}' (known: {', '.join(TOP_FIELDS)}).")
    if data.get("board") != "dice_challenge":
        raise BoardError(f"{name}: field 'board' must be 'dice_challenge'.")
    words = dict(AREAS)
    straight = _track(data, "straight", words["straight"], name)
    group = _track(data, "group", words["group"], name)
    number = _squares(data, "number", words["number"], NUMBER_SQUARES, name)
    top = _squares(data, "max", words["max"], MAX_SQUARES, name)
    return Board((0,) + straight, (0,) + group, number, top)


def _mapping(data: dict, field: str, name: str) -> dict:
    raw = data.get(field)
    if not isinstance(raw, dict) or not raw:
        raise BoardError(f"{name}: field '{field}' must map each square number to its points, like '3: 2'.")
    for key in raw:
        if isinstance(key, bool) or not isinstance(key, int):
            raise BoardError(f"{name}, {field}: '{key}' is not a square number.")
    return raw


def _track(data: dict, field: str, words: str, name: str) -> tuple[int, ...]:
    """Points of squares 1..n of a track, numbered without gaps."""
    raw = _mapping(data, field, name)
    last = max(raw)
    if last > MAX_TRACK:
        raise BoardError(f"{name}, {words} square {last}: a track may have at most {MAX_TRACK} squares.")
    for square in range(1, last + 1):
        if square not in raw:
            raise BoardError(f"{name}, {words} square {square}: missing (squares run 1 to {last} without gaps).")
    for square in raw:
        if square < 1:
            raise BoardError(f"{name}, {words} square {square}: squares are numbered from 1 (Start is 0 points).")
    return tuple(_points(raw[s], f"{name}, {words} square {s}") for s in range(1, last + 1))


def _squares(data: dict, field: str, words: str, squares: tuple[int, ...], name: str) -> tuple[int, ...]:
    """Points of exactly the given squares."""
    raw = _mapping(data, field, name)
    for square in raw:
        if square not in squares:
            raise BoardError(f"{name}, {words} {square}: there is no such square "
                             f"(they run {squares[0]} to {squares[-1]}).")
    for square in squares:
        if square not in raw:
            raise BoardError(f"{name}, {words} {square}: missing.")
    return tuple(_points(raw[s], f"{name}, {words} {s}") for s in squares)


def _points(value: Any, where: str) -> int:
    """A whole number of points 0..MAX_POINTS."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
        raise BoardError(f"{where}: points must be a whole number from 0 to {MAX_POINTS} (found {value!r}).")
    return value
