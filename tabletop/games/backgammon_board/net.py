"""A small neural network for contact positions: Strong's evaluator (races keep the race model).

One hidden layer of tanh units over the same numbers as the linear score
(features.shape of both sides, the pip lead) and, per own point of each side,
whether it holds one, two, three or more checkers and how many past three.
The point inputs are few and sparse, so each is a lookup of its column of
weights rather than a product. Weights in net_weights.py, fitted to self-play.
"""

from __future__ import annotations

from math import tanh
from operator import mul

from . import net_weights as nw
from .evaluation import LINEAR, Evaluator
from .features import pips, shape


def _columns(per_point) -> tuple:
    """For each own point 1..24 (index 0 unused), the hidden units' inputs from holding 0..15 checkers."""
    zero = (0.0,) * nw.HIDDEN
    rows = [(zero,) * 16]
    for one, two, three, extra in per_point:
        more = tuple(tuple(t + e * (n - 3) for t, e in zip(three, extra)) for n in range(3, 16))
        rows.append((zero, one, two) + more)
    return tuple(rows)


ROLLER_COLUMNS = _columns(nw.ROLLER_POINTS)
OTHER_COLUMNS = _columns(nw.OTHER_POINTS)


def net_score(x, y) -> float:
    """The logit of the roller x winning a position with contact."""
    dense = shape(x, y) + shape(y, x) + ((pips(y) - pips(x)) / 100,)
    columns = [ROLLER_COLUMNS[p][n] for p, n in enumerate(x[1:25], 1) if n]
    columns += [OTHER_COLUMNS[p][n] for p, n in enumerate(y[1:25], 1) if n]
    hidden = [tanh(bias + sum(points) + sum(map(mul, weights, dense)))
              for bias, points, weights in zip(nw.BIAS, zip(*columns), nw.DENSE)]
    return nw.OUTPUT_BIAS + sum(map(mul, nw.OUTPUT, hidden))


NET = Evaluator("net", net_score)


def level_evaluator(level: str) -> Evaluator:
    """The evaluator a computer level judges by: the network at Strong, the linear score otherwise
    (cheaper, for Normal and for searches)."""
    return NET if level == "strong" else LINEAR
