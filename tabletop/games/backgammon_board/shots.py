"""How exposed a side's blots are: the rolls (of 36) on which the other side can hit one.

Sides are given as own arrays (index 0 off, 1..24 own points, 25 bar); the
other side's point q is this side's point 25 - q. A shot is direct (one die
covers the distance) or indirect (both dice, or a double's steps, each
landing on a point this side has not made). A hitter with checkers on the
bar enters them first and hits with what the dice leave. One simplification
keeps it cheap: a hit is counted without asking whether the rest of the
roll could then be played as the rules demand.
"""

from __future__ import annotations

from .board import BAR

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


def _entering_rolls(x, y, hitters, point: int) -> set[int]:
    """Indices of the rolls on which y, with checkers on the bar, hits the blot on x's own `point`: every
    bar checker enters first (with a die d, on x's point d, when x has not made it), hitting by landing
    there, or with the dice left once all are in, by any checker, the entered ones too."""
    found: set[int] = set()
    for index, (a, b) in enumerate(ROLLS):
        entries = [d for d in (a, b) if x[d] < 2]
        if point in entries:
            found.add(index)
        elif a == b:
            if entries and y[BAR] < 4 and _double_reaches(x, hitters + [25 - a], point, a, 4 - y[BAR]):
                found.add(index)
        elif y[BAR] == 1:  # one die enters, the other moves any checker
            other = {a: b, b: a}
            if any(q - other[e] == 25 - point for e in entries for q in hitters + [25 - e]):
                found.add(index)
    return found


def _double_reaches(x, starts, point: int, die: int, steps: int) -> bool:
    """Whether a checker on one of y's `starts` lands on x's own `point` within `steps` steps of `die`,
    stopping only on points x has not made."""
    for q in starts:
        for stop in range(q - die, max(0, q - steps * die - 1), -die):
            if 25 - stop == point:
                return True
            if x[25 - stop] >= 2:
                break
    return False


ALL_POINTS = range(1, 25)
OUTSIDE = range(1, 19)  # x's points outside the other side's home board (where a hit costs real ground)


def exposure(x, y, points: range = ALL_POINTS) -> tuple[int, float]:
    """(rolls of 36 that hit some blot of x on `points`, the pips x expects to lose to such a hit, per roll).

    A blot hit on x's point p goes back to the bar and loses 25 - p pips.
    """
    blots = [p for p in points if x[p] == 1]
    if not blots:
        return 0, 0.0
    hitters = [q for q in range(1, 25) if y[q]]
    every: set[int] = set()
    lost = 0.0
    for point in blots:
        rolls = _entering_rolls(x, y, hitters, point) if y[25] else _hitting_rolls(x, hitters, point)
        if rolls:
            lost += sum(ROLL_WEIGHT[i] for i in rolls) * (25 - point)
            every |= rolls
    return sum(ROLL_WEIGHT[i] for i in every), lost / 36
