"""A hand's score per side and the end of the match (rules 3 of the digest), as plain functions."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.games.tricks import rank_of, suit_of

LAST_TRICK = 4
MAJORITY = {7: 2, 8: 5, 9: 10, 10: 20, 11: 10, 12: 5, 13: 2}   # tricks of a side -> points
DREG_PENALTY = 3
HONOURS = (1, 11, 12, 13)   # A, J, Q, K: the trumps among the dregs of a no-trump hand
WIN_AT, WIN_LEAD, WIN_ANYWAY = 42, 5, 60


def majority_points(tricks: int) -> int:
    """Points for a side's tricks: nothing below 7, most for 10."""
    return MAJORITY.get(tricks, 0)


def is_dreg_trump(card: int, trump: int | None) -> bool:
    """Whether a card left on the table counts against its side: a trump, or in no trump an honour."""
    if trump is None:
        return rank_of(card) in HONOURS
    return suit_of(card) == trump


class SideScore(NamedTuple):
    """One side's hand: tricks, the last-trick bonus, majority points, the trumps left in its dregs,
    their penalty and the score."""

    tricks: int
    last: int
    majority: int
    dreg_trumps: tuple
    penalty: int
    score: int


def side_score(tricks: int, last: bool, dregs, trump: int | None) -> SideScore:
    """One side's breakdown; the penalty comes off the whole, and the whole never drops below 0."""
    bad = tuple(c for c in dregs if is_dreg_trump(c, trump))
    bonus = LAST_TRICK if last else 0
    raw = bonus + majority_points(tricks) - DREG_PENALTY * len(bad)
    return SideScore(tricks, bonus, majority_points(tricks), bad, DREG_PENALTY * len(bad), max(0, raw))


def match_winner(totals) -> int | None:
    """The side that has won the match on these totals, or None to play another hand."""
    ns, ew = totals
    if ns == ew:
        return None
    high = 0 if ns > ew else 1
    if totals[high] >= WIN_AT and abs(ns - ew) >= WIN_LEAD:
        return high
    if totals[high] >= WIN_ANYWAY:
        return high
    return None
