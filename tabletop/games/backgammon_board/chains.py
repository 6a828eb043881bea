"""Moves of one checker for the dice left: a checker going on with one die after another (13/10/5), each
step beginning a play the compulsory rules allow. A person makes one with two clicks, and a search
lists them at every decision, so they are found on own arrays (see board.own_arrays).

A step must leave the dice after it as playable as a full play needs. Most of the time that is sure
without a search: a step only takes a checker off its own point (and may hit a blot, which blocks
nothing), so each step spoils at most one of the moves the other dice had. When they move checkers
onto the board from as many points as the play has steps, every step leaves enough for the steps still
to come.
"""

from __future__ import annotations

from .board import OFF, arrays_target, arrays_targets
from .plays import advance, dice_needed, usable_dice, without_one

Chain = tuple  # (src, dice used in order, ((src, dst, hit), ...)) in the mover's own numbering


def checker_chains(mine: tuple, theirs: tuple, dice_left: tuple) -> list[Chain]:
    """Every distinct move of one checker with one or more of the dice left in a row, each one before
    those that extend it. Two orders of the same dice along different points that end alike are one
    move (the first found)."""
    dice = tuple(dice_left)
    targets = {die: arrays_targets(mine, theirs, die) for die in set(dice)}
    # The dice after a step are all alike (a roll's other die, or the rest of a double): one value.
    then = {die: without_one(dice, die)[0] for die in targets} if len(dice) > 1 else {}
    sources = {die: _board_sources(found) for die, found in targets.items()}
    need = _dice_used(mine, theirs, dice, targets, then, sources)
    search = _Search([], set())
    for die in usable_dice(mine, theirs, dice, need) if need else ():
        checked = need > 1 and sources[then[die]] < need
        for src, dst in targets[die]:
            search.step(mine, theirs, without_one(dice, die), need, checked, src, (), (), dst, die)
    return search.found


def _board_sources(targets: list) -> int:
    """How many points a die moves a checker from onto the board. While a checker is on the bar that is
    the bar alone: one point, never enough for a play of two steps or more."""
    return sum(dst != OFF for _src, dst in targets)


def _dice_used(mine: tuple, theirs: tuple, dice: tuple, targets: dict, then: dict, sources: dict) -> int:
    """How many of the dice a legal play uses: all, surely, when a die moves a checker and the dice after
    it move checkers from enough points; else as far as a search of the plays reaches."""
    if len(dice) == 1:
        return 1 if targets[dice[0]] else 0
    if any(found and sources[then[die]] >= len(dice) for die, found in targets.items()):
        return len(dice)
    return dice_needed(mine, theirs, dice)


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
        landing = arrays_target(*after, rest[0], dst)
        if landing is not None:
            self.step(*after, rest[1:], need - 1, checked, start, used, steps, landing, rest[0])
