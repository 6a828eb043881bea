"""The backgammon board: 24 points, the bar and the trays, and single checker steps.

A `Board` is an immutable value in ABSOLUTE numbering (point n is White's
point n). Rules code works in each colour's OWN numbering, where the colour
moves from its point 24 down to 1 and bears off past 1: a step is
``(colour, src, dst)`` with ``src = 25`` for the bar and ``dst = 0`` for off.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Mapping

from tabletop.engine.words import Text, say

WHITE, BLACK = 0, 1
COLOUR_NAMES = ("White", "Black")
CHECKERS = 15
BAR, OFF = 25, 0
Step = tuple  # (colour, src, dst) in the colour's own numbering

# The standard start, in each colour's own numbering (identical for both).
START = {24: 2, 13: 5, 8: 3, 6: 5}


def absolute(colour: int, own_point: int) -> int:
    """The absolute number (1..24) of `colour`'s own point."""
    return own_point if colour == WHITE else 25 - own_point


def own(colour: int, absolute_point: int) -> int:
    """`colour`'s own number of an absolute point (the map is its own inverse)."""
    return absolute(colour, absolute_point)


@dataclass(frozen=True)
class Board:
    """Checkers on points (signed: + White, - Black), on the bar and borne off."""

    points: tuple = (0,) * 24   # index i = absolute point i + 1
    bar: tuple = (0, 0)
    off: tuple = (0, 0)

    @classmethod
    def initial(cls) -> "Board":
        """The standard starting position."""
        return cls.from_spec({"white": START, "black": START})

    @classmethod
    def from_spec(cls, spec: Mapping) -> "Board":
        """A board from {"white": {own point: n}, "black": {...}, "bar": [w, b], "off": [w, b]}.

        Points are in each colour's own numbering. When "off" is not given,
        checkers missing from the 15 of a colour count as borne off.
        """
        points = [0] * 24
        bar = tuple(int(n) for n in spec.get("bar", (0, 0)))
        for colour, key in enumerate(("white", "black")):
            sign = 1 if colour == WHITE else -1
            for point, count in (spec.get(key) or {}).items():
                if not 1 <= int(point) <= 24:
                    raise ValueError(f"There is no point {point}.")
                index = absolute(colour, int(point)) - 1
                if points[index] * sign < 0:
                    raise ValueError(f"Point {point} of {COLOUR_NAMES[colour]} is not free for it.")
                points[index] += sign * int(count)
        board_counts = [sum(p for p in points if p > 0) + bar[0], sum(-p for p in points if p < 0) + bar[1]]
        off = tuple(int(n) for n in spec.get("off", (CHECKERS - board_counts[0], CHECKERS - board_counts[1])))
        board = cls(tuple(points), bar, off)
        for colour in (WHITE, BLACK):
            if board.total(colour) != CHECKERS or min(off[colour], bar[colour]) < 0:
                raise ValueError(f"{COLOUR_NAMES[colour]} must have {CHECKERS} checkers, "
                                 f"not {board.total(colour)}.")
        return board

    def count(self, colour: int, own_point: int) -> int:
        """`colour`'s checkers on its own point (25 = bar, 0 = off)."""
        if own_point == BAR:
            return self.bar[colour]
        if own_point == OFF:
            return self.off[colour]
        value = self.points[absolute(colour, own_point) - 1]
        return value if colour == WHITE else -value

    def mine(self, colour: int, own_point: int) -> int:
        """`colour`'s checkers on a point 1..24 (0 if the opponent holds it)."""
        return max(0, self.count(colour, own_point))

    def theirs(self, colour: int, own_point: int) -> int:
        """The opponent's checkers on `colour`'s own point 1..24."""
        return max(0, -self.count(colour, own_point))

    def total(self, colour: int) -> int:
        """All checkers of a colour: points, bar and off (always 15)."""
        sign = 1 if colour == WHITE else -1
        return sum(max(0, p * sign) for p in self.points) + self.bar[colour] + self.off[colour]

    def spec(self) -> dict:
        """The inverse of `from_spec` (own numbering), handy in tests and saves."""
        out = {"white": {}, "black": {}, "bar": list(self.bar), "off": list(self.off)}
        for colour, key in enumerate(("white", "black")):
            for point in range(1, 25):
                if self.mine(colour, point):
                    out[key][point] = self.mine(colour, point)
        return out


def own_arrays(board: Board, colour: int) -> tuple[tuple, tuple]:
    """`colour`'s checkers and the opponent's per own point: index 0 off, 1..24 points, 25 bar."""
    # Black's own point p is absolute point 25 - p: its points read the board backwards, signs turned.
    if colour == WHITE:
        values = board.points
        mine = (board.off[0], *[v if v > 0 else 0 for v in values], board.bar[0])
        theirs = (0, *[-v if v < 0 else 0 for v in values], 0)
    else:
        values = board.points[::-1]
        mine = (board.off[1], *[-v if v < 0 else 0 for v in values], board.bar[1])
        theirs = (0, *[v if v > 0 else 0 for v in values], 0)
    return mine, theirs


def arrays_targets(mine, theirs, die: int) -> list[tuple[int, int]]:
    """(src, dst) of every single step of `die` legal on its own, in own arrays, farthest checker first."""
    if mine[BAR]:
        dst = BAR - die
        return [(BAR, dst)] if theirs[dst] < 2 else []
    out = []
    for src in range(24, die, -1):
        if mine[src] and theirs[src - die] < 2:
            out.append((src, src - die))
    if not any(mine[7:BAR]):
        src = bearing_off_point(mine, die)
        if src:
            out.append((src, OFF))
    return out


def bearing_off_point(mine, die: int) -> int:
    """With every checker home: the point `die` bears a checker off from (its own point, else the highest
    checker's point when that is lower), or 0."""
    if mine[die]:
        return die
    if any(mine[die + 1:7]):
        return 0
    return next((point for point in range(die - 1, 0, -1) if mine[point]), 0)


def arrays_target(mine, theirs, die: int, src: int) -> int | None:
    """Where `die` takes a checker from own point `src` when that step is legal on its own (as
    `arrays_targets` finds it), else None."""
    if not mine[src] or (mine[BAR] and src != BAR):
        return None
    dst = src - die
    if dst >= 1:
        return dst if theirs[dst] < 2 else None
    if any(mine[7:BAR]):  # bearing off waits until every checker is home
        return None
    return OFF if bearing_off_point(mine, die) == src else None


def step_targets(board: Board, colour: int, die: int) -> list[Step]:
    """Every single-die step of `colour` that is legal on its own."""
    mine, theirs = own_arrays(board, colour)
    return [(colour, src, dst) for src, dst in arrays_targets(mine, theirs, die)]


def step_is_hit(board: Board, step: Step) -> bool:
    """Whether the step lands on a lone opposing checker."""
    colour, _src, dst = step
    return dst != OFF and board.theirs(colour, dst) == 1


def apply_step(board: Board, step: Step) -> tuple[Board, bool]:
    """The board after one step (trusted legal) and whether it hit a blot."""
    colour, src, dst = step
    sign = 1 if colour == WHITE else -1
    points = list(board.points)
    bar, off = list(board.bar), list(board.off)
    if src == BAR:
        bar[colour] -= 1
    else:
        points[absolute(colour, src) - 1] -= sign
    hit = False
    if dst == OFF:
        off[colour] += 1
    else:
        index = absolute(colour, dst) - 1
        if points[index] == -sign:
            hit = True
            points[index] = 0
            bar[1 - colour] += 1
        points[index] += sign
    return Board(tuple(points), tuple(bar), tuple(off)), hit


def step_die(step: Step) -> int:
    """The pips a step covers (a bearing off may use a larger die than this)."""
    return step[1] - step[2]


def point_name(own_point: int, colour: int | None = None, side: int | None = None) -> Text:
    """Notation of one end of a step: 'bar', 'off' (words each language writes its own way) or the point
    number, in the mover's own numbering (standard notation), or with `side` in that colour's numbering (a
    board kept one way is labelled for one side, and its log then numbers both colours' moves alike)."""
    if own_point == BAR:
        return say("backgammon_board.notation.bar")
    if own_point == OFF:
        return say("backgammon_board.notation.off")
    return str(own_point if side is None or side == colour else 25 - own_point)


def notation(parts: list, key: str = "backgammon_board.notation.path") -> Text:
    """Parts of a notation joined by '/' (or by ' ' with the `play` key): a plain string when every part
    is a number, else a message, since 'bar' and 'off' are words of the reader's language."""
    if all(isinstance(part, str) for part in parts):
        return ("/" if key.endswith(".path") else " ").join(parts)
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = say(key, a=part, b=joined)
    return joined


def step_notation(step: Step, hit: bool = False, side: int | None = None) -> Text:
    """A step in standard notation from the mover's side, e.g. '13/8', 'bar/20*', '3/off' (with `side`:
    numbered from that colour's side instead)."""
    colour, src, dst = step
    end = point_name(dst, colour, side)
    return notation([point_name(src, colour, side), end + "*" if hit else end])


def play_notation(board: Board, steps: Iterable[Step]) -> Text:
    """A whole play in notation ('24/18 13/8*'), hits worked out along the way."""
    parts = []
    for step in steps:
        board, hit = apply_step(board, step)
        parts.append(step_notation(step, hit))
    return notation(parts, "backgammon_board.notation.play") if parts else say("backgammon_board.notation.no_move")


@lru_cache(maxsize=None)  # 52 paths, asked for by every checker move listed
def step_path(colour: int, own_point: int) -> str:
    """The view path of one end of a step: board/point/<absolute>, board/bar/<c>, board/off/<c>."""
    if own_point == BAR:
        return f"board/bar/{colour}"
    if own_point == OFF:
        return f"board/off/{colour}"
    return f"board/point/{absolute(colour, own_point)}"


def step_paths(step: Step) -> tuple[str, str]:
    """The (from, to) view paths of a step, the click targets of a step move."""
    colour, src, dst = step
    return step_path(colour, src), step_path(colour, dst)
