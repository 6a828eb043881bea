"""How exposed a side's blots are: the rolls (of 36) on which the other side can hit one.

Sides are given as own arrays (index 0 off, 1..24 own points, 25 bar); the
other side's point q is this side's point 25 - q. A shot is direct (one die
covers the distance) or indirect (both dice, or a double's steps, each
landing on a point this side has not made). Two simplifications keep it
cheap: a hitter with checkers on the bar hits only from the bar, and an
entry is not checked beyond its landing point.
"""

from __future__ import annotations

ROLLS = tuple((a, b) for a in range(1, 7) for b in range(a, 7))  # the 21 distinct rolls
ROLL_WEIGHT = tuple(1 if a == b else 2 for a, b in ROLLS)          # how many of the 36 each is


def _ways(distance: int, roll: tuple[int, int]) -> tuple[tuple[int, ...], ...]:
    """The alternative lists of stops (pips from the hitter) that must be open for `roll` to
    cover `distance`; empty when it cannot."""
    a, b = roll
    if a == b:
        for times in range(1, 5):
            if a * times == distance:
                return (tuple(a * k for k in range(1, times)),)
        return ()
    if distance in roll:
        return ((),)
    if distance == a + b:
        return ((a,), (b,))
    return ()


# For each distance 1..24: (roll index, alternatives) for every roll that can cover it.
HIT_WAYS = tuple(tuple((index, ways) for index, roll in enumerate(ROLLS) if (ways := _ways(d, roll)))
                 for d in range(25))


def _hitting_rolls(x, hitters, point: int) -> set[int]:
    """Indices of the rolls on which a checker of `hitters` (the other side's own points) hits the
    blot on `x`'s own `point`."""
    found: set[int] = set()
    for q in hitters:
        distance = point + q - 25
        if distance < 1:
            continue
        start = 25 - q  # the hitter's place in x's numbering; stops lie at start + pips
        for index, ways in HIT_WAYS[distance]:
            if index in found:
                continue
            for way in ways:
                if all(x[start + stop] < 2 for stop in way):
                    found.add(index)
                    break
    return found


def exposure(x, y) -> tuple[int, float]:
    """(rolls of 36 that hit some blot of x, the pips x expects to lose to a hit, per roll).

    A blot hit on x's point p goes back to the bar and loses 25 - p pips.
    """
    blots = [p for p in range(1, 25) if x[p] == 1]
    if not blots:
        return 0, 0.0
    hitters = (25,) if y[25] else [q for q in range(1, 25) if y[q]]
    every: set[int] = set()
    lost = 0.0
    for point in blots:
        rolls = _hitting_rolls(x, hitters, point)
        if rolls:
            lost += sum(ROLL_WEIGHT[i] for i in rolls) * (25 - point)
            every |= rolls
    return sum(ROLL_WEIGHT[i] for i in every), lost / 36
