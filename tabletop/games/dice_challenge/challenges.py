"""The four challenges worked out for the current dice: what each would give, or why it cannot be taken.

One function per challenge returns an `Outcome`; the moves take their
labels from it, the view shows it on the board before the click, and the
refusals quote its reason, so the three can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .board import COLOURS, MAX_SQUARES, NUMBER_SQUARES
from .dice import made
from .state import NOBODY, State

CHALLENGES = ("straight", "group", "number", "max")
TITLES = {"straight": "Straight", "group": "Group", "number": "Number", "max": "Max"}
SQUARES_OF = {"number": NUMBER_SQUARES, "max": MAX_SQUARES}


@dataclass(frozen=True)
class Outcome:
    """One challenge applied to the dice for one colour."""

    kind: str
    colour: int
    possible: bool
    text: str                 # the move's label, or the reason it is impossible
    steps: int = 0            # tracks: squares actually moved
    start: int = 0            # tracks: where the marker stands now
    end: int = 0              # tracks: where it would stand; squares: the square
    points: int = 0           # the printed points of the square it reaches


def square_name(position: int) -> str:
    """'Start' or 'square 9'."""
    return "Start" if position == 0 else f"square {position}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def track_outcome(state: State, kind: str, colour: int) -> Outcome:
    """Straight or Group for `colour`: always possible, perhaps moving nobody."""
    here = (state.straight if kind == "straight" else state.group)[colour]
    roll = made(state.dice)
    if kind == "straight":
        head, steps = f"Straight of {roll.straight}", roll.straight_steps
    else:
        head, steps = (f"Group ({roll.group_short})" if roll.group_steps else "No pair"), roll.group_steps
    return _track_outcome(kind, head, steps, colour, here, state.board.track(kind))


@lru_cache(maxsize=65536)
def _track_outcome(kind: str, head: str, steps: int, colour: int, here: int, track: tuple) -> Outcome:
    """The track outcome from plain values (cached: the same few hundred come back in every game)."""
    name = COLOURS[colour]
    last = len(track) - 1
    end = min(last, here + steps)
    points = track[end]
    if steps == 0:
        text = f"{head} gives no steps: {name} stays on {square_name(here)} (a pass)"
    elif end == here:
        text = f"{head}: {name} is already on the last square, so it stays (a pass)"
    elif end == last and here + steps > last:
        text = f"{head}: {name} moves {plural(end - here, 'square')} to the last square, {end} ({plural(points, 'point')})"
    else:
        text = f"{head}: {name} moves {plural(end - here, 'square')} to square {end} ({plural(points, 'point')})"
    return Outcome(kind, colour, True, text, end - here, here, end, points)


def square_outcome(state: State, kind: str, colour: int) -> Outcome:
    """Number or Max for `colour`: a chip on the square of the sum, if the rules allow."""
    total = made(state.dice).total
    if total not in SQUARES_OF[kind]:
        return _square_outcome(kind, total, colour, NOBODY, True, 0)
    return _square_outcome(kind, total, colour, state.chip_on(total), state.supply[colour] > 0,
                           state.board.square_points(total))


@lru_cache(maxsize=4096)
def _square_outcome(kind: str, total: int, colour: int, holder: int, has_chip: bool, points: int) -> Outcome:
    """The square outcome from plain values (cached)."""
    squares = SQUARES_OF[kind]
    title = TITLES[kind]
    name = COLOURS[colour]
    if total not in squares:
        reason = f"Your dice add up to {total}; the {title} squares run {squares[0]} to {squares[-1]}."
        return Outcome(kind, colour, False, reason, end=total)
    if holder != NOBODY:
        return Outcome(kind, colour, False, f"{title} square {total} is already taken by {COLOURS[holder]}.", end=total)
    if not has_chip:
        return Outcome(kind, colour, False, f"{name} has no chips left in its supply.", end=total)
    text = f"{title} {total}: {name} places a chip on square {total} ({plural(points, 'point')})"
    return Outcome(kind, colour, True, text, end=total, points=points)


def outcome(state: State, kind: str, colour: int) -> Outcome:
    """Any challenge for one colour."""
    if kind in ("straight", "group"):
        return track_outcome(state, kind, colour)
    return square_outcome(state, kind, colour)


def outcomes(state: State, seat: int) -> list[Outcome]:
    """Every challenge for every colour of `seat`, challenge by challenge."""
    return [outcome(state, kind, c) for kind in CHALLENGES for c in state.colours_of(seat)]


def refusal(state: State, seat: int, kind: str) -> str:
    """Why no colour of `seat` can take the challenge `kind` (the first colour's reason, merged)."""
    reasons = []
    for colour in state.colours_of(seat):
        found = outcome(state, kind, colour)
        if found.possible:
            return ""
        if found.text not in reasons:
            reasons.append(found.text)
    if len(reasons) > 1 and all("no chips left" in r for r in reasons):
        names = " and ".join(COLOURS[c] for c in state.colours_of(seat))
        return f"{names} have no chips left in their supplies."
    return " ".join(reasons)
