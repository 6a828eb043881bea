"""Plain words for why a play was chosen, for the hint a person asks for (H)."""

from __future__ import annotations

from .features import in_contact, pips
from .shots import exposure

NUMBERS = {1: "a", 2: "two", 3: "three", 4: "four"}


def point_words(point: int, other: str) -> str:
    """A made point in the mover's words: 'your 5 point', 'your bar point', "an anchor on Black's 5 point"."""
    if point == 7:
        return "your bar point"
    if point >= 19:
        return f"an anchor on {other}'s {25 - point} point"
    return f"your {point} point"


def _count(n: int, thing: str) -> str:
    """'a blot', 'two blots'."""
    return f"{NUMBERS.get(n, n)} {thing}{'s' if n > 1 else ''}"


def gains(x0, y0, x1, y1, other: str) -> list[str]:
    """What the play achieves, as phrases: hits, entering, points made, bearing off, escaping."""
    found = []
    hits = y1[25] - y0[25]
    if hits:
        found.append(f"hits {_count(hits, 'blot')}")
    entered = x0[25] - x1[25]
    if entered:
        found.append("comes in from the bar")
    new = [p for p in range(1, 25) if x1[p] >= 2 > x0[p]]
    if new:
        found.append("makes " + " and ".join(point_words(p, other) for p in new[:2]))
    off = x1[0] - x0[0]
    if off:
        found.append(f"bears off {_count(off, 'checker')}")
    escaped = sum(x0[19:25]) + entered - sum(x1[19:25])
    if escaped > 0 and in_contact(x1, y1):
        found.append(f"brings {_count(escaped, 'back checker')} out")
    return found


def safety(x1, y1, other: str) -> str:
    """How the play leaves things: the shots it leaves, or the race."""
    if not in_contact(x1, y1):
        lead = pips(y1) - pips(x1)
        if lead > 0:
            return f"keeps a {lead}-pip lead in the race"
        return f"races {-lead} pips behind" if lead else "leaves the race level"
    shots, _lost = exposure(x1, y1)
    if not shots:
        return "leaves no blot within reach"
    return f"leaves {other} {shots} rolls of 36 to hit"


def play_sentence(notation: str, before: tuple, after: tuple, other: str, chance: float) -> str:
    """'Plays 8/5 6/5: makes your 5 point and leaves no blot within reach (about 56% to win).'"""
    x0, y0 = before
    x1, y1 = after
    clauses = gains(x0, y0, x1, y1, other) or ["keeps the strongest shape this roll allows"]
    clauses.append(safety(x1, y1, other))
    what = ", ".join(clauses[:-1]) + " and " + clauses[-1]
    return f"Plays {notation}: {what} (about {chance:.0%} to win)."


def cube_sentence(take: bool, chance: float, single: bool, value: int) -> str:
    """Why take or drop a double offered at twice `value`."""
    if single:
        if take:
            return (f"Take: you still win about {chance:.0%} of games from here, enough to play on "
                    f"for {2 * value} rather than give up {value} (a take needs 25%).")
        return (f"Drop: you win only about {chance:.0%} of games from here, so giving up {value} "
                f"costs less than playing on for {2 * value} (a take needs 25%).")
    if take:
        return (f"Take: you win this game about {chance:.0%} of the time, and at this score playing on "
                f"keeps more chances of winning the match than dropping.")
    return (f"Drop: you win this game only about {chance:.0%} of the time; at this score giving up "
            f"{value} keeps more chances of winning the match than playing on for {2 * value}.")
