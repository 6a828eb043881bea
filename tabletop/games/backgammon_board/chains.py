"""Moves of one checker for the dice left: a checker going on with one die after another (13/10/5), each
step beginning a play the compulsory rules allow. A person makes one with two clicks, and a search
lists them at every decision, so they are found on own arrays (see board.own_arrays).
"""

from __future__ import annotations

from .board import BAR, OFF, arrays_target, arrays_targets
from .plays import advance, dice_needed, usable_dice, without_one

Chain = tuple  # (src, dice used in order, ((src, dst, hit), ...)) in the mover's own numbering


def checker_chains(mine: tuple, theirs: tuple, dice_left: tuple) -> list[Chain]:
    """Every distinct move of one checker with one or more of the dice left in a row, each one before
    those that extend it. Two orders of the same dice along different points that end alike are one
    move (the first found)."""
    found: list[Chain] = []
    dice = tuple(dice_left)
    need = dice_needed(mine, theirs, dice)
    search = _Search(found, set())
    for die in usable_dice(mine, theirs, dice, need) if need else ():
        rest = without_one(dice, die)
        # A first step needs no check when the rest of the dice stay playable whatever it does.
        checked = need > 1 and not _stays_playable(mine, theirs, rest[0], need)
        for src, dst in arrays_targets(mine, theirs, die):
            search.step(mine, theirs, rest, need, checked, src, (), (), dst, die)
    return found


def _stays_playable(mine: tuple, theirs: tuple, die: int, need: int) -> bool:
    """Whether any first step, and any steps after it, leave `die` playable as often as a full play needs:
    at least `need` points (no checker on the bar) from which `die` moves a checker onto the board.

    A step only takes a checker off its own point and may hit a blot: any j steps leave at least
    need - j of these moves as they were, one fewer for each step, enough for the need - j left.
    """
    if mine[BAR]:
        return False
    sources = 0
    for src, dst in arrays_targets(mine, theirs, die):
        sources += dst != OFF
    return sources >= need


class _Search:
    """The chains found so far (in `found`), and the ends already reached by some chain (`seen`)."""

    def __init__(self, found: list, seen: set) -> None:
        self.found, self.seen = found, seen

    def step(self, mine: tuple, theirs: tuple, rest: tuple, need: int, checked: bool, start: int, used: tuple,
             steps: tuple, dst: int, die: int) -> None:
        """The chain `steps` (from `start`) goes on to `dst` with `die`, leaving `rest`, when the rules allow
        the step (`checked`: when asked); then the chains that extend it."""
        src = steps[-1][1] if steps else start
        after = advance(mine, theirs, src, dst)
        if checked and dice_needed(*after, rest) < need - 1:
            return
        used = used + (die,)
        if steps:  # a one-step chain is the only one from its point with its die
            key = (start, dst, after, tuple(sorted(used)))
            if key in self.seen:
                return
            self.seen.add(key)
        steps = steps + ((src, dst, dst != OFF and theirs[dst] == 1),)
        self.found.append((start, used, steps))
        if dst == OFF or need == 1:
            return
        for die in usable_dice(*after, rest, need - 1):
            landing = arrays_target(*after, die, dst)
            if landing is not None:
                self.step(*after, without_one(rest, die), need - 1, checked, start, used, steps, landing, die)
