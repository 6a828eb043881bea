"""Whole plays for a roll, with the compulsory rules, and the steps that start them.

Standard backgammon: play both dice if any order allows it; otherwise the
larger die if it alone can be played, else the smaller; a double gives four
steps, as many as can be played. `legal_plays` takes a roll (a pair of equal
dice means four steps); the other helpers take the dice LEFT, one step per
die, so equal dice of any number mean "that many steps of the value, as many
as possible", which also serves Synchro-gammon's one or two moves of a value
(`value_plays`).

The search works on each colour's own arrays (see board.own_arrays) and keeps
one path per distinct position at each depth: two paths to the same position
with the same dice left have the same futures, so this loses nothing and keeps
doubles cheap. Where only the number of dice a play uses matters (`dice_needed`),
the search goes depth first, stops at the first play that uses them all, and
remembers the latest positions it judged.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from .board import BAR, OFF, Board, Step, arrays_targets, own_arrays

Play = tuple  # a tuple of Steps


def advance(mine: tuple, theirs: tuple, src: int, dst: int) -> tuple[tuple, tuple]:
    """Own arrays after one step; a hit sends the blot to the opponent's bar (theirs[0])."""
    m = list(mine)
    m[src] -= 1
    m[dst] += 1
    if dst != OFF and theirs[dst] == 1:
        t = list(theirs)
        t[dst] = 0
        t[0] += 1
        return tuple(m), tuple(t)
    return tuple(m), theirs


def _levels(mine: tuple, theirs: tuple, order: Sequence[int]) -> tuple[int, dict]:
    """Play the dice in `order` as far as possible: (depth reached, {position: steps})."""
    frontier = {(mine, theirs): ()}
    depth = 0
    for die in order:
        nxt = {}
        for (m, t), steps in frontier.items():
            for src, dst in arrays_targets(m, t, die):
                key = advance(m, t, src, dst)
                if key not in nxt:
                    nxt[key] = steps + ((src, dst),)
        if not nxt:
            break
        frontier, depth = nxt, depth + 1
    return depth, frontier


def _check_dice(dice: Sequence[int]) -> tuple[int, ...]:
    """Dice as a tuple: one die, two dice, or any number of equal dice."""
    dice = tuple(int(d) for d in dice)
    if any(not 1 <= d <= 6 for d in dice):
        raise ValueError(f"Dice must be 1 to 6, not {dice}.")
    if len(dice) > 2 and len(set(dice)) > 1:
        raise ValueError(f"More than two dice must all be equal, not {dice}.")
    return dice


def _best(mine: tuple, theirs: tuple, dice: tuple) -> tuple[int, dict]:
    """The plays the compulsory rules allow: (steps used, {final position: steps})."""
    if len(set(dice)) <= 1:
        return _levels(mine, theirs, dice)
    high, low = max(dice), min(dice)
    depth_hl, plays_hl = _levels(mine, theirs, (high, low))
    depth_lh, plays_lh = _levels(mine, theirs, (low, high))
    if depth_hl == depth_lh == 2:
        return 2, {**plays_lh, **plays_hl}
    if depth_lh == 2:
        return 2, plays_lh
    if depth_hl >= 1:            # only one die can be played: the larger if it can
        return depth_hl, plays_hl
    return depth_lh, plays_lh


def roll_steps(dice: Sequence[int]) -> tuple[int, ...]:
    """The dice a roll gives to play: a pair of equal dice (a double) gives four."""
    dice = tuple(int(d) for d in dice)
    return dice * 2 if len(dice) == 2 and dice[0] == dice[1] else dice


def legal_plays(board: Board, colour: int, dice: Sequence[int]) -> list[Play]:
    """Every legal play for a roll, one per distinct resulting position.

    `dice` is a roll: two dice, where a double such as (6, 6) gives four
    steps; any other number of dice is taken literally (dice still left).
    A play is a tuple of steps ``(colour, src, dst)`` in the colour's own
    numbering; a colour that cannot move at all has the single play ``()``.
    """
    return plays_for_dice_left(board, colour, roll_steps(dice))


def plays_for_dice_left(board: Board, colour: int, dice_left: Sequence[int]) -> list[Play]:
    """Like `legal_plays`, with every die in `dice_left` one step ((6, 6) is two steps of 6)."""
    dice = _check_dice(dice_left)
    mine, theirs = own_arrays(board, colour)
    _depth, plays = _best(mine, theirs, dice)
    return [tuple((colour, src, dst) for src, dst in steps) for steps in plays.values()]


def value_plays(board: Board, colour: int, value: int, count: int) -> list[Play]:
    """The plays of `count` steps of one value, as many as possible (Synchro-gammon's moves)."""
    return plays_for_dice_left(board, colour, (value,) * count)


def final_positions(board: Board, colour: int, dice_left: Sequence[int]) -> dict:
    """{(mine, theirs): steps} for every legal play of the dice left, as the mover's own arrays
    (theirs[0] counts the blots the play hits) and (src, dst) steps: plays judged without boards."""
    mine, theirs = own_arrays(board, colour)
    return arrays_final_positions(mine, theirs, dice_left)


def arrays_final_positions(mine: tuple, theirs: tuple, dice_left: Sequence[int]) -> dict:
    """`final_positions` from the mover's own arrays (theirs[0] and theirs[25] unused, zero)."""
    return _best(mine, theirs, _check_dice(dice_left))[1]


def max_steps(board: Board, colour: int, dice_left: Sequence[int]) -> int:
    """How many of the dice left a legal play uses (each die one step, (6, 6) is two)."""
    mine, theirs = own_arrays(board, colour)
    return dice_needed(mine, theirs, _check_dice(dice_left))


def without_one(dice: tuple, die: int) -> tuple:
    """The dice with one `die` taken out."""
    out = list(dice)
    out.remove(die)
    return tuple(out)


@lru_cache(maxsize=1 << 13)
def dice_needed(mine: tuple, theirs: tuple, dice: tuple) -> int:
    """How many of the dice left (checked) a legal play uses from own arrays: the most in either order.

    Kept for the latest positions: a turn asks again about the positions its steps lead to, step by step.
    """
    played = _depth(mine, theirs, dice)
    if played == len(dice) or len(set(dice)) <= 1:
        return played
    return max(played, _depth(mine, theirs, dice[::-1]))


def _depth(mine: tuple, theirs: tuple, order: tuple) -> int:
    """The most dice of `order`, played in that order, that some sequence of steps uses (the first that
    uses them all ends the search)."""
    if not order:
        return 0
    rest, best = order[1:], 0
    for src, dst in arrays_targets(mine, theirs, order[0]):
        if not rest:
            return 1
        best = max(best, 1 + dice_needed(*advance(mine, theirs, src, dst), rest))
        if best > len(rest):
            break
    return best


def usable_dice(mine: tuple, theirs: tuple, dice: tuple, need: int) -> list[int]:
    """The dice values a first step may use, larger first: only the larger of two when just one die
    can be used and the larger can be played at all."""
    candidates = sorted(set(dice), reverse=True)
    if need == 1 and len(candidates) == 2 and arrays_targets(mine, theirs, candidates[0]):
        return candidates[:1]
    return candidates


def playable_die_steps(board: Board, colour: int, dice_left: Sequence[int],
                       only_from: int | None = None) -> list[tuple[int, Step]]:
    """(die, step) pairs that begin some play allowed by the compulsory rules.

    This is what step-by-step clicking needs: a step is allowed when the
    remaining dice can still be used as fully as the whole roll could.
    The same step may appear with two dice (a bearing off with either
    larger die); the caller decides whether that difference matters.
    `only_from` keeps the steps leaving that own point (cheaper than filtering after).
    """
    dice = _check_dice(dice_left)
    mine, theirs = own_arrays(board, colour)
    need = dice_needed(mine, theirs, dice)
    out = []
    for die in usable_dice(mine, theirs, dice, need) if need else ():
        rest = without_one(dice, die)
        for src, dst in arrays_targets(mine, theirs, die):
            if only_from is not None and src != only_from:
                continue
            if need == 1 or dice_needed(*advance(mine, theirs, src, dst), rest) >= need - 1:
                out.append((die, (colour, src, dst)))
    return out


def playable_steps(board: Board, colour: int, dice_left: Sequence[int]) -> list[Step]:
    """The distinct first steps of the plays the compulsory rules allow."""
    seen = []
    for _die, step in playable_die_steps(board, colour, dice_left):
        if step not in seen:
            seen.append(step)
    return seen


def can_move(board: Board, colour: int, dice: Sequence[int]) -> bool:
    """Whether at least one step of the dice can be played."""
    mine, theirs = own_arrays(board, colour)
    return any(arrays_targets(mine, theirs, die) for die in set(_check_dice(dice)))


__all__ = ["BAR", "OFF", "Play", "arrays_final_positions", "dice_needed", "final_positions", "legal_plays",
           "plays_for_dice_left", "roll_steps", "value_plays", "max_steps", "playable_die_steps", "playable_steps",
           "can_move"]
