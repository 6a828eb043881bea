"""The position evaluator shared by both backgammon games: a side's chance to win.

A linear score of the shape of both sides (features.py) through a logistic
curve, with weights fitted to the results of self-played games (weights.py):
one set for positions with contact, another for races. The side whose turn
comes next is "the roller": being on roll is worth something, so a position
is always judged with the roller named. `Evaluator` lets another contact
score (net.py's small network, for Strong) share the race model and the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import exp
from typing import Callable

from . import weights as w
from .board import CHECKERS, OFF, WHITE, Board, absolute, own_arrays
from .features import in_contact, pips, race, shape


def sides(board: Board, colour: int) -> tuple[tuple, tuple]:
    """(colour's own array, the other colour's own array): 0 off, 1..24 points, 25 bar."""
    return own_arrays(board, colour)[0], own_arrays(board, 1 - colour)[0]


def board_of(x: tuple, y: tuple, colour: int) -> Board:
    """The board on which `colour` has own array x and the other colour y (the inverse of `sides`)."""
    points = [0] * 24
    for side, array in ((colour, x), (1 - colour, y)):
        sign = 1 if side == WHITE else -1
        for p in range(1, 25):
            if array[p]:
                points[absolute(side, p) - 1] = sign * array[p]
    pair = (lambda i: (x[i], y[i])) if colour == WHITE else (lambda i: (y[i], x[i]))
    return Board(tuple(points), pair(25), pair(0))


def after_play(mine: tuple, theirs: tuple, their_bar: int, their_off: int) -> tuple[tuple, tuple]:
    """The two sides' own arrays from a play's outcome in the mover's arrays (plays.final_positions:
    theirs[0] counts the blots the play hit), given the other side's bar and tray before the play."""
    other = (their_off,) + tuple(theirs[25 - q] for q in range(1, 25)) + (their_bar + theirs[OFF],)
    return mine, other


def _logistic(score: float) -> float:
    """A score as a chance strictly between 0 and 1 (clamped so exp cannot overflow)."""
    return 1.0 / (1.0 + exp(-max(-30.0, min(30.0, score))))


def point_table(per_point) -> tuple:
    """For each own point 1..24 (index 0 unused), the score of holding 0..15 checkers there, from
    the weights of holding one, two, three or more, and of each one past three."""
    rows = [(0.0,) * 16]
    for one, two, three, extra in per_point:
        rows.append((0.0, one, two) + tuple(three + extra * (n - 3) for n in range(3, 16)))
    return tuple(rows)


ROLLER_POINTS = point_table(w.POINTS_ROLLER)
OTHER_POINTS = point_table(w.POINTS_OTHER)


def points_score(x, table) -> float:
    """The sum of a side's point-by-point scores."""
    return sum(table[p][x[p]] for p in range(1, 25))


def contact_score(x, y) -> float:
    """The logit of the roller x winning a position with contact."""
    score = w.CONTACT_BIAS + w.CONTACT_PIPS * (pips(y) - pips(x)) / 100
    score += points_score(x, ROLLER_POINTS) + points_score(y, OTHER_POINTS)
    score += sum(a * b for a, b in zip(w.CONTACT_ROLLER, shape(x, y)))
    score += sum(a * b for a, b in zip(w.CONTACT_OTHER, shape(y, x)))
    return score


def race_score(x, y) -> float:
    """The logit of the roller x winning a race."""
    return sum(a * b for a, b in zip(w.RACE, race(x, y)))


@dataclass(frozen=True)
class Evaluator:
    """One way to judge positions, from the logit of the roller winning a contact position (races
    always use the race model): every chance below follows from it."""

    name: str
    contact: Callable[[tuple, tuple], float]

    def roller(self, x, y) -> float:
        """The chance that x, about to roll, wins against y (1 or 0 once a side is all off)."""
        if x[OFF] == CHECKERS:
            return 1.0
        if y[OFF] == CHECKERS:
            return 0.0
        return _logistic(self.contact(x, y) if in_contact(x, y) else race_score(x, y))

    def mover(self, x, y) -> float:
        """The chance that x, having just moved (y to roll next), wins."""
        return 1.0 - self.roller(y, x)

    def either(self, x, y) -> float:
        """x's chance when either side may move next (Synchro-gammon's rounds move both teams):
        the mean of the two ways round."""
        return (self.roller(x, y) + self.mover(x, y)) / 2

    def win_chance(self, board: Board, colour: int, on_roll: int) -> float:
        """`colour`'s chance to win `board` when `on_roll` rolls next."""
        x, y = sides(board, colour)
        return self.roller(x, y) if on_roll == colour else self.mover(x, y)

    def even_chance(self, board: Board, colour: int) -> float:
        """`colour`'s chance on `board` when either side may move next."""
        return self.either(*sides(board, colour))


LINEAR = Evaluator("linear", contact_score)
# The linear evaluator's chances as plain functions: the default judges everywhere.
roller_wins, mover_wins, either_rolls = LINEAR.roller, LINEAR.mover, LINEAR.either
win_chance, even_chance = LINEAR.win_chance, LINEAR.even_chance


__all__ = ["LINEAR", "Evaluator", "after_play", "board_of", "either_rolls", "even_chance", "mover_wins", "roller_wins", "sides", "win_chance"]
