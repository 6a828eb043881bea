"""Choosing a whole play for the dice left: every distinct final position judged by the evaluator
(one ply), optionally the best few judged again more deeply (backgammon: over the other side's 21
replies, `reply_average`).

A play is chosen whole, then made one step at a time: `first_step` finds a
step from which the chosen final position is still reachable. Judging the
final positions again from the partial position picks the same one at one
ply (its rivals can only be fewer); at two ply a rival the first judgement
never looked at could creep into the best few, so the chosen play is also
remembered for the position its next step leaves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .board import CHECKERS, Board, apply_step
from .evaluation import after_play, mover_wins, roller_wins
from .plays import arrays_final_positions, final_positions, playable_die_steps, roll_steps
from .shots import ROLL_WEIGHT, ROLLS

Judge = Callable[[tuple, tuple], float]   # (mover's array, other's array) after a play -> mover's chance
Deepen = Callable[[list], list]           # ranked choices -> the same, reordered by a deeper look
SHORTLIST = 4            # plays judged again more deeply (the best at one ply) ...
SHORTLIST_MARGIN = 0.12  # ... and only those within this chance of the best
REPLY_BUDGET = 3000      # the other side's replies looked at per two-ply choice (about a second)
_PLANS: dict = {}      # (colour, board, dice left, level) -> the final position being played towards
_PLANS_KEPT = 256


@dataclass(frozen=True)
class Choice:
    """One play: its final position (both sides' own arrays), its (src, dst) steps and its worth."""

    mover: tuple
    other: tuple
    steps: tuple
    value: float

    @property
    def key(self) -> tuple:
        """What tells two final positions apart (the board, bar and trays of both sides)."""
        return self.mover, self.other


def _key_of(mine: tuple, theirs: tuple, board: Board, colour: int) -> tuple:
    """The both-sides key of a final position given as final_positions reports it."""
    return after_play(mine, theirs, board.bar[1 - colour], board.off[1 - colour])


def ranked(board: Board, colour: int, dice_left: Sequence[int], judge: Judge = mover_wins) -> list[Choice]:
    """Every distinct play of the dice left, best first (ties broken by the position, so the
    order never depends on how the plays were found)."""
    found = []
    for (mine, theirs), steps in final_positions(board, colour, dice_left).items():
        x, y = _key_of(mine, theirs, board, colour)
        found.append(Choice(x, y, steps, judge(x, y)))
    found.sort(key=lambda c: (-c.value, c.key))
    return found


def facing(x: tuple) -> tuple:
    """x as the other side's "theirs" array (in the other side's numbering; bar and tray left out)."""
    return (0,) + tuple(x[25 - q] for q in range(1, 25)) + (0,)


def replies(x: tuple, y: tuple) -> list[tuple[int, list[tuple[tuple, tuple]]]]:
    """For each of y's 21 rolls, (how many of 36, [(x, y) after each of y's plays of it])."""
    theirs = facing(x)
    out = []
    for roll, weight in zip(ROLLS, ROLL_WEIGHT):
        finals = arrays_final_positions(y, theirs, roll_steps(roll))   # keys: (y's, x's) arrays
        out.append((weight, [after_play(mine, hit, x[25], x[0])[::-1] for mine, hit in finals]))
    return out


def reply_average(x: tuple, y: tuple, roller: Judge = roller_wins, found: list | None = None) -> float:
    """x's chance after y, on roll, answers each of its 21 rolls with its best play at one ply
    (`roller` judging both: y picks the reply that leaves x, then on roll, the least)."""
    if x[0] == CHECKERS:
        return 1.0
    total = 0.0
    for weight, positions in found or replies(x, y):
        total += weight * min(0.0 if yy[0] == CHECKERS else roller(xx, yy) for xx, yy in positions)
    return total / 36


def shortlist(choices: list[Choice], size: int = SHORTLIST) -> list[Choice]:
    """The best few plays, as long as they are close to the best."""
    best = choices[0].value
    return [c for c in choices[:size] if c.value >= best - SHORTLIST_MARGIN]


def reordered(choices: list[Choice], judged: list[Choice]) -> list[Choice]:
    """The plays judged again, best first, then the others in their old order."""
    judged = sorted(judged, key=lambda c: (-c.value, c.key))
    again = {c.key for c in judged}
    return judged + [c for c in choices if c.key not in again]


def rejudged(choices: list[Choice], rejudge: Judge, size: int = SHORTLIST) -> list[Choice]:
    """The shortlist judged again by `rejudge` (a chance for the mover's and other's arrays)."""
    return reordered(choices, [Choice(c.mover, c.other, c.steps, rejudge(c.mover, c.other))
                               for c in shortlist(choices, size)])


def two_ply(choices: list[Choice], roller: Judge = roller_wins, size: int = SHORTLIST,
            budget: int = REPLY_BUDGET) -> list[Choice]:
    """The shortlist judged over the other side's 21 replies, while the replies looked at stay
    within `budget` (the first always judged): a fixed amount of work, so Strong's time stays bounded
    and its choice never depends on the machine's speed."""
    judged, spent = [], 0
    for c in shortlist(choices, size):
        found = replies(c.mover, c.other)
        spent += sum(len(positions) for _weight, positions in found)
        if judged and spent > budget:
            break
        judged.append(Choice(c.mover, c.other, c.steps, reply_average(c.mover, c.other, roller, found)))
    return reordered(choices, judged)


def best_play(board: Board, colour: int, dice_left: Sequence[int], judge: Judge = mover_wins,
              deepen: Deepen | None = None, level: str = "") -> Choice:
    """The play to make: the best by `judge`, or after `deepen` (rejudged, two_ply) has judged the
    best few again; a plan remembered from an earlier step of the same play comes first."""
    choices = ranked(board, colour, dice_left, judge)
    planned = _PLANS.get((colour, board, tuple(dice_left), level))
    if planned is not None:
        for choice in choices:
            if choice.key == planned:
                return choice
    if deepen is not None and len(choices) > 1:
        choices = deepen(choices)
    return choices[0]


def first_step(board: Board, colour: int, dice_left: Sequence[int], target: Choice,
               level: str = "") -> tuple[int, tuple]:
    """(die, (colour, src, dst)): a step from which `target`'s final position is still reachable;
    the plan is remembered for the position it leaves."""
    for die, step in playable_die_steps(board, colour, dice_left):
        after, _hit = apply_step(board, step)
        rest = list(dice_left)
        rest.remove(die)
        finals = final_positions(after, colour, rest)
        if any(_key_of(m, t, after, colour) == target.key for m, t in finals):
            _remember((colour, after, tuple(rest), level), target.key)
            return die, step
    raise ValueError("The chosen play cannot be reached from this position.")


def _remember(key: tuple, final: tuple) -> None:
    """Keep a plan for the next step (a small memory: old plans are dropped wholesale)."""
    if len(_PLANS) >= _PLANS_KEPT:
        _PLANS.clear()
    _PLANS[key] = final


__all__ = ["Choice", "best_play", "first_step", "ranked", "rejudged", "replies", "reply_average", "two_ply"]
