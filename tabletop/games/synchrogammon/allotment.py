"""After the reveal: the round's category, each seat's number of moves, and the movement queue.

The general rule covers every pattern: when both partners of a team show the
same number, they move it twice each, unless an opponent shows that number
too, which cancels them to nothing; partners with different numbers move
once each. The category only names the pattern (the rules pages and the
log use it); the board says what it means for the round (`round_words`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.engine.words import Words, say

from .seats import PARENT_FIRST, SEATS, distance, partner_of, team_of, team_seats, team_words

# The categories' names are identifiers (the view's `category`, the rules pages' pictures); players read
# `category_words`.
NORMAL = "Normal"  # not for players
DOUBLET = "Doublet"  # not for players
NON_DOUBLET = "Non-doublet"
BROKEN = "Broken doublet"  # not for players
DUAL = "Dual doublet"  # not for players
CANCEL = "Cancel doublet"  # not for players
CROSSED = "Crossed pairs"  # not for players: two values crossing between the teams, a pattern the source does not name
CATEGORIES = (NORMAL, DOUBLET, NON_DOUBLET, BROKEN, DUAL, CANCEL, CROSSED)
CATEGORY_KEYS = {NORMAL: "normal", DOUBLET: "doublet", NON_DOUBLET: "non_doublet", BROKEN: "broken", DUAL: "dual",
                 CANCEL: "cancel", CROSSED: "crossed"}


def category_words(name: str) -> Words:
    """A category's name as players read it: 'Non-doublet', 'ノンダブレット'."""
    return say(f"synchrogammon.category.{CATEGORY_KEYS[name]}")


@dataclass(frozen=True)
class Turn:
    """One entry of the movement queue: a seat moves `number` pips, `times` times."""

    seat: int
    number: int
    times: int


def moves_per_seat(values: tuple[int, ...]) -> tuple[int, ...]:
    """How many moves each seat gets (0, 1 or 2) from the four revealed values, by seat."""
    out = []
    for seat in range(SEATS):
        mine, partner = values[seat], values[partner_of(seat)]
        if mine != partner:
            out.append(1)
            continue
        covered = any(values[s] == mine for s in range(SEATS) if team_of(s) != team_of(seat))
        out.append(0 if covered else 2)
    return tuple(out)


def category(values: tuple[int, ...]) -> str:
    """The name of the round's pattern, from the four revealed values by seat."""
    distinct = len(set(values))
    pairs = [values[t] == values[t + 2] for t in (0, 1)]  # whether each team's partners match
    if distinct == 4:
        return NORMAL
    if distinct == 1:
        return CANCEL
    if distinct == 3:
        return DOUBLET if any(pairs) else NON_DOUBLET
    if all(pairs):
        return DUAL
    return BROKEN if any(pairs) else CROSSED


def movement_queue(values: tuple[int, ...], parent: int, tie_order: str = PARENT_FIRST) -> tuple[Turn, ...]:
    """Who moves, in order: lower numbers first, ties clockwise from the parent; seats with no moves left out."""
    times = moves_per_seat(values)
    order = sorted(range(SEATS), key=lambda s: (values[s], distance(parent, s, tie_order)))
    return tuple(Turn(s, values[s], times[s]) for s in order if times[s])


def round_words(values: tuple[int, ...]) -> Words:
    """What the revealed cards mean for the round, in a few words for the board: who moves, how often
    ("White moves twice, Black once"). Partners always move alike, so a team's count is its first seat's."""
    times = moves_per_seat(values)
    counts = {team: times[team_seats(team)[0]] for team in (0, 1)}
    if counts[0] == counts[1]:
        return say(f"synchrogammon.round.everyone_{counts[0]}")
    first, second = sorted(counts, key=lambda team: -counts[team])  # the team that moves more first
    if counts[second] == 0:
        return say(f"synchrogammon.round.only_{counts[first]}", team=team_words(first))
    # Counts differ and neither is nought: one team moves twice, the other once.
    return say("synchrogammon.round.twice_once", first=team_words(first), second=team_words(second))


@lru_cache(maxsize=None)  # a few hundred hands of four values: one sentence each for every state that notes it
def explain_category(values: tuple[int, ...]) -> Words:
    """One sentence saying why the round's moves came out as they did."""
    name = category(values)
    pair_teams = [t for t in (0, 1) if values[t] == values[t + 2]]
    key = f"synchrogammon.explain_category.{CATEGORY_KEYS[name]}"
    if name in (DOUBLET, BROKEN):
        t = pair_teams[0]
        return say(key, team=team_words(t), value=values[t])
    return say(key)
