"""The four challenges worked out for the current dice: what each would give, or why it cannot be taken.

One function per challenge returns an `Outcome`; the moves take their
labels from it, the view shows it on the board before the click, and the
refusals quote its reason, so the three can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from tabletop.engine.game import Move
from tabletop.engine.words import Words, joined, say

from .board import COLOUR_WORDS, MAX_SQUARES, NUMBER_SQUARES, colour_names
from .dice import made
from .state import NOBODY, State

CHALLENGES = ("straight", "group", "number", "max")
TITLES = {kind: say(f"dice_challenge.challenge.{kind}") for kind in CHALLENGES}
SQUARES_OF = {"number": NUMBER_SQUARES, "max": MAX_SQUARES}
NO_CHIPS = "dice_challenge.outcome.no_chips"


@dataclass(frozen=True)
class Outcome:
    """One challenge applied to the dice for one colour."""

    kind: str
    colour: int
    possible: bool
    # The move's label, or the reason it is impossible. Outcomes are compared and hashed (moves are cached
    # by them) by the plain values the words are made from, `made_of`, which is quicker than by the words.
    text: Words = field(compare=False)
    steps: int = 0            # tracks: squares actually moved
    start: int = 0            # tracks: where the marker stands now
    end: int = 0              # tracks: where it would stand; squares: the square
    points: int = 0           # the printed points of the square it reaches
    made_of: tuple = ()


def square_name(position: int) -> Words:
    """'Start' or 'square 9'."""
    return say("dice_challenge.outcome.start") if position == 0 else say("dice_challenge.outcome.square", square=position)


@lru_cache(maxsize=None)
def squares(n: int) -> Words:
    """'1 square', '3 squares'."""
    return say("dice_challenge.squares", count=n)


@lru_cache(maxsize=None)
def points(n: int) -> Words:
    """'1 point', '8 points'."""
    return say("dice_challenge.points", count=n)


def track_outcome(state: State, kind: str, colour: int) -> Outcome:
    """Straight or Group for `colour`: always possible, perhaps moving nobody."""
    here = (state.straight if kind == "straight" else state.group)[colour]
    roll = made(state.dice)
    if kind == "straight":
        shown, steps = roll.straight, roll.straight_steps
    else:
        shown, steps = roll.group_short, roll.group_steps
    return _track_outcome(kind, shown, steps, colour, here, state.board.track(kind))


def _head(kind: str, shown: int | str) -> Words:
    """What the dice make for a track: 'Straight of 4', 'Group (3-3 + 5-5)' or 'No pair'."""
    if kind == "straight":
        return say("dice_challenge.outcome.straight_head", length=shown)
    if shown:
        return say("dice_challenge.outcome.group_head", groups=shown)
    return say("dice_challenge.outcome.no_pair")


@lru_cache(maxsize=65536)
def _track_outcome(kind: str, shown: int | str, steps: int, colour: int, here: int, track: tuple) -> Outcome:
    """The track outcome from plain values (cached: the same few hundred come back in every game); `shown`
    is the straight's length or the groups the dice show."""
    head, name = _head(kind, shown), COLOUR_WORDS[colour]
    last = len(track) - 1
    end = min(last, here + steps)
    gain = points(track[end])
    if steps == 0:
        text = say("dice_challenge.outcome.no_steps", head=head, colour=name, place=square_name(here))
    elif end == here:
        text = say("dice_challenge.outcome.at_end", head=head, colour=name)
    elif end == last and here + steps > last:
        text = say("dice_challenge.outcome.to_end", head=head, colour=name, squares=squares(end - here), square=end,
                   points=gain)
    else:
        text = say("dice_challenge.outcome.moves", head=head, colour=name, squares=squares(end - here), square=end,
                   points=gain)
    return Outcome(kind, colour, True, text, end - here, here, end, track[end], (shown,))


def square_outcome(state: State, kind: str, colour: int) -> Outcome:
    """Number or Max for `colour`: a chip on the square of the sum, if the rules allow."""
    total = made(state.dice).total
    if total not in SQUARES_OF[kind]:
        return _square_outcome(kind, total, colour, NOBODY, True, 0)
    return _square_outcome(kind, total, colour, state.chip_on(total), state.supply[colour] > 0,
                           state.board.square_points(total))


@lru_cache(maxsize=4096)
def _square_outcome(kind: str, total: int, colour: int, holder: int, has_chip: bool, gain: int) -> Outcome:
    """The square outcome from plain values (cached)."""
    row = SQUARES_OF[kind]
    title = TITLES[kind]
    name = COLOUR_WORDS[colour]
    if total not in row:
        reason = say("dice_challenge.outcome.out_of_range", total=total, challenge=title, low=row[0], high=row[-1])
        return Outcome(kind, colour, False, reason, end=total)
    if holder != NOBODY:
        reason = say("dice_challenge.outcome.taken", challenge=title, square=total, holder=COLOUR_WORDS[holder])
        return Outcome(kind, colour, False, reason, end=total, made_of=(holder,))
    if not has_chip:
        return Outcome(kind, colour, False, say(NO_CHIPS, colour=name), end=total)
    text = say("dice_challenge.outcome.places", challenge=title, square=total, colour=name, points=points(gain))
    return Outcome(kind, colour, True, text, end=total, points=gain)


def outcome(state: State, kind: str, colour: int) -> Outcome:
    """Any challenge for one colour."""
    if kind in ("straight", "group"):
        return track_outcome(state, kind, colour)
    return square_outcome(state, kind, colour)


def outcomes(state: State, seat: int) -> list[Outcome]:
    """Every challenge for every colour of `seat`, challenge by challenge."""
    return [outcome(state, kind, c) for kind in CHALLENGES for c in state.colours_of(seat)]


def refusal(state: State, seat: int, kind: str) -> Words | None:
    """Why no colour of `seat` can take the challenge `kind` (the first colour's reason, merged); None when
    one can."""
    reasons: list[Words] = []
    for colour in state.colours_of(seat):
        found = outcome(state, kind, colour)
        if found.possible:
            return None
        if found.text not in reasons:
            reasons.append(found.text)
    if not reasons:
        return None
    if len(reasons) > 1 and all(r.key == NO_CHIPS for r in reasons):
        return say("dice_challenge.outcome.none_left", colours=colour_names(state.colours_of(seat)))
    return reasons[0] if len(reasons) == 1 else joined(*reasons)


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Ask before a Straight or Group that moves nothing: the turn would pass for no points."""
    if move.kind in ("straight", "group") and move.get("colour") in state.colours_of(seat):
        found = outcome(state, move.kind, move.get("colour"))
        if found.steps == 0:
            return say("dice_challenge.warning.nothing", outcome=found.text)
    return None


def pointless(state: State, seat: int, move: Move) -> bool:
    """A Straight or Group that moves the colour no square is a pass: with two colours, the one
    that moves is played without asking."""
    if move.kind not in ("straight", "group"):
        return False
    return outcome(state, move.kind, move.get("colour")).steps == 0
