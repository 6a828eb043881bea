"""After the reveal: the round's category, each seat's number of moves, and the movement queue.

The general rule covers every pattern: when both partners of a team show the
same number, they move it twice each, unless an opponent shows that number
too, which cancels them to nothing; partners with different numbers move
once each. The category only names the pattern (the rules pages and the
log use it); the board says what it means for the round (`round_words`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .seats import PARENT_FIRST, SEATS, TEAM_NAMES, distance, partner_of, team_of, team_seats

NORMAL = "Normal"
DOUBLET = "Doublet"
NON_DOUBLET = "Non-doublet"
BROKEN = "Broken doublet"
DUAL = "Dual doublet"
CANCEL = "Cancel doublet"
CROSSED = "Crossed pairs"  # two values crossing between the teams: the source names no such pattern
CATEGORIES = (NORMAL, DOUBLET, NON_DOUBLET, BROKEN, DUAL, CANCEL, CROSSED)


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


def round_words(values: tuple[int, ...]) -> str:
    """What the revealed cards mean for the round, in a few words for the board: who moves, how often
    ("White moves twice, Black once"). Partners always move alike, so a team's count is its first seat's."""
    times = moves_per_seat(values)
    counts = {team: times[team_seats(team)[0]] for team in (0, 1)}
    if counts[0] == counts[1]:
        return {0: "Nobody moves", 1: "Everyone moves once", 2: "Everyone moves twice"}[counts[0]]
    first, second = sorted(counts, key=lambda team: -counts[team])  # the team that moves more first
    if counts[second] == 0:
        return f"Only {TEAM_NAMES[first]} moves, {_TIMES[counts[first]]} each"
    return f"{TEAM_NAMES[first]} moves {_TIMES[counts[first]]}, {TEAM_NAMES[second]} {_TIMES[counts[second]]}"


_TIMES = {1: "once", 2: "twice"}


def explain_category(values: tuple[int, ...]) -> str:
    """One sentence saying why the round's moves came out as they did."""
    name = category(values)
    pair_teams = [t for t in (0, 1) if values[t] == values[t + 2]]
    if name == DOUBLET:
        t = pair_teams[0]
        return f"{name}: both {TEAM_NAMES[t]} players showed {values[t]}, so each moves twice; the others move once."
    if name == BROKEN:
        t = pair_teams[0]
        return (f"{name}: both {TEAM_NAMES[t]} players showed {values[t]}, but so did an opponent, "
                f"so {TEAM_NAMES[t]} does not move; the other team moves once each.")
    return {
        NORMAL: f"{name}: four different numbers, so everyone moves once.",
        NON_DOUBLET: f"{name}: two opponents share a number, so everyone moves once.",
        DUAL: f"{name}: each team's partners matched on its own number, so everyone moves twice.",
        CANCEL: f"{name}: all four showed the same number, so nobody moves.",
        CROSSED: f"{name}: each number was shown once by each team, so everyone moves once.",
    }[name]
