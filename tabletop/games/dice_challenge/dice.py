"""What five dice make: the longest straight (1s wild), the group steps and the sum."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

STRAIGHT_STEPS = {3: 1, 4: 2, 5: 4}          # run length -> squares moved
GROUP_STEPS = {2: 1, 3: 2, 4: 3, 5: 5}       # dice showing one value -> squares moved


@lru_cache(maxsize=None)
def _straight_of_sorted(dice: tuple[int, ...]) -> int:
    wild = dice.count(1)
    values = set(dice) - {1}
    for length in range(len(dice), 0, -1):
        for low in range(1, 8 - length):
            if len(values & set(range(low, low + length))) + wild >= length:
                return length
    return 0


def straight_length(dice) -> int:
    """The longest run of consecutive values the dice can show, each die once; a 1 stands for any value."""
    return _straight_of_sorted(tuple(sorted(dice)))


@dataclass(frozen=True)
class Made:
    """Everything the challenges read from one roll."""

    straight: int       # longest straight
    straight_steps: int
    group_steps: int
    group_short: str
    total: int


@lru_cache(maxsize=8192)
def made(dice: tuple[int, ...]) -> Made:
    """What a roll makes, worked out once per distinct roll (there are 7776)."""
    length = straight_length(dice)
    return Made(length, STRAIGHT_STEPS.get(length, 0), group_steps(dice), group_short(dice), sum(dice))


def straight_steps(dice) -> int:
    """Squares the Straight challenge moves: 3 -> 1, 4 -> 2, 5 -> 4, shorter -> 0."""
    return STRAIGHT_STEPS.get(straight_length(dice), 0)


def groups(dice) -> list[tuple[int, int]]:
    """(value, how many) for every value shown at least twice (1s are not wild here), biggest first."""
    found = [(value, count) for value, count in Counter(dice).items() if count >= 2]
    return sorted(found, key=lambda vc: (-vc[1], -vc[0]))


def group_steps(dice) -> int:
    """Squares the Group challenge moves: every group adds its steps (pair 1, three 2, four 3, five 5)."""
    return sum(GROUP_STEPS[count] for _, count in groups(dice))


def dice_sum(dice) -> int:
    """The sum of the dice (1s count as 1)."""
    return sum(dice)


def group_short(dice) -> str:
    """The groups as the dice show them: '6-6 + 4-4', or '' when no value shows twice."""
    return " + ".join("-".join([str(value)] * count) for value, count in groups(dice))
