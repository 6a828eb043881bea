"""What the evaluator looks at in a position, as numbers: one side's shape against the other's.

A side is its own array (index 0 borne off, 1..24 its own points, 25 the
bar); the other side's own point q is this side's point 25 - q. Every
function reads the two arrays and nothing else, so plays can be judged
without building boards.
"""

from __future__ import annotations

from math import sqrt

from .shots import exposure

# The names of `shape`'s numbers, in order (weights.py gives each a weight, per side): checkers on
# the bar and borne off; made points on 4-6, 1-3, the bar point, 8-11, and anchors on 18-21 and
# 22-24; the longest prime past two; blots, the rolls of 36 that hit one and the pips a hit is
# expected to cost; checkers still back (19 up and the bar), spares stacked past three, the bar
# against the other side's home board, and the other side's points in front of the rearmost checker.
SHAPE_NAMES = ("bar", "off", "home_high", "home_low", "bar_point", "outfield", "anchor_high",
               "anchor_deep", "prime", "blots", "shots", "hit_loss", "back", "stacked", "entry", "trapped")
RACE_NAMES = ("lead", "on_roll", "checkers", "bias")
PLACES = tuple(range(26))  # each index's distance from off


def pips(x) -> int:
    """Pips a side still has to travel (25 for a checker on the bar)."""
    return sum(map(int.__mul__, PLACES, x))


def rearmost(x) -> int:
    """The side's farthest checker from home, as its own point (25 the bar, 0 all borne off)."""
    for p in range(25, 0, -1):
        if x[p]:
            return p
    return 0


def in_contact(x, y) -> bool:
    """Whether the two sides can still hit or block each other (their rearmost checkers have not passed)."""
    return rearmost(x) + rearmost(y) > 25


def made(x, low: int, high: int) -> int:
    """How many of the side's own points low..high hold two or more of its checkers."""
    return sum(1 for p in range(low, high + 1) if x[p] >= 2)


def blocks_ahead(x, y) -> int:
    """Points the other side has made within six pips in front of x's rearmost checker."""
    back = rearmost(x)
    return sum(1 for p in range(max(1, back - 6), back) if y[25 - p] >= 2)


def _points(x) -> tuple:
    """One pass over x's points: made points by region, the longest prime, blots, stacked spares."""
    low = high = bar = outfield = anchor_high = anchor_deep = blots = stacked = run = prime = 0
    for p in range(1, 25):
        n = x[p]
        if n < 2:
            run = 0
            blots += n
            continue
        run += 1
        prime = max(prime, run)
        stacked += max(0, n - 3)
        if p <= 3:
            low += 1
        elif p <= 6:
            high += 1
        elif p == 7:
            bar = 1
        elif p <= 11:
            outfield += 1
        elif p >= 22:
            anchor_deep += 1
        elif p >= 18:
            anchor_high += 1
    return low, high, bar, outfield, anchor_high, anchor_deep, prime, blots, stacked


def shape(x, y) -> tuple[float, ...]:
    """x's numbers against y, in SHAPE_NAMES order (contact positions)."""
    low, high, bar, outfield, anchor_high, anchor_deep, prime, blots, stacked = _points(x)
    shots, lost = exposure(x, y)
    rear = rearmost(x)
    return (
        x[25],
        x[0] / 15,
        high,
        low,
        bar,
        outfield,
        anchor_high,
        anchor_deep,
        max(0, prime - 2),
        blots,
        shots / 36,
        lost / 25,
        x[19] + x[20] + x[21] + x[22] + x[23] + x[24] + x[25],
        stacked / 3,
        x[25] * made(y, 1, 6) / 6 if x[25] else 0.0,
        blocks_ahead(x, y) / 6 if rear >= 16 else 0.0,
    )


def race_count(x) -> float:
    """Pips plus the waste of a bear-off (checkers piled low, gaps on the high points): the
    count of a race judged by how many rolls it needs rather than raw pips."""
    waste = 2 * max(0, x[1] - 1) + max(0, x[2] - 1) + max(0, x[3] - 3)
    gaps = sum(1 for p in (4, 5, 6) if x[p] == 0) if any(x[p] for p in range(4, 25)) else 0
    return pips(x) + waste + gaps


def race(x, y) -> tuple[float, ...]:
    """The roller x's race numbers against y, in RACE_NAMES order: its lead and the worth of being
    on roll, both scaled by how long the race still is (a lead counts for more near the end)."""
    mine, theirs = race_count(x), race_count(y)
    spread = sqrt(mine + theirs + 4)
    checkers = sum(y[1:25]) - sum(x[1:25])
    return ((theirs - mine) / spread, 10 / spread, checkers / spread, 1.0)
