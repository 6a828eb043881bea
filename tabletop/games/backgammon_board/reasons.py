"""Plain words for why a play was chosen, for the hint a person asks for (H).

Each clause is a message of its own; the sentence lists them, so every language joins them its own way.
"""

from __future__ import annotations

import re

from tabletop.engine.words import Text, Words, say

from .features import in_contact, pips
from .shots import OUTSIDE, exposure


def percent(chance: float) -> int:
    """A chance as a whole percentage, rounded as Python's '.0%' format rounds it."""
    return int(f"{chance * 100:.0f}")


def number(n: int) -> Text:
    """How many, as a word where English writes one ('two'), else as digits."""
    return say(f"backgammon_board.numbers.n{n}") if 2 <= n <= 4 else str(n)


def point_words(point: int, other: Text) -> Words:
    """A made point in the mover's words: 'your 5 point', 'your bar point', "an anchor on Black's 5 point"."""
    if point == 7:
        return say("backgammon_board.hint.bar_point")
    if point >= 19:
        return say("backgammon_board.hint.anchor", other=other, point=25 - point)
    return say("backgammon_board.hint.own_point", point=point)


def _counted(key: str, n: int) -> Words:
    """'hits a blot', 'hits two blots' (the count chooses the form)."""
    return say(f"backgammon_board.hint.{key}", count=n, number=number(n))


def gains(x0, y0, x1, y1, other: Text) -> list[Words]:
    """What the play achieves, as clauses: hits, entering, points made, bearing off, escaping."""
    found = []
    hits = y1[25] - y0[25]
    if hits:
        found.append(_counted("hits", hits))
    entered = x0[25] - x1[25]
    if entered:
        found.append(say("backgammon_board.hint.enters"))
    new = [p for p in range(1, 25) if x1[p] >= 2 > x0[p]]
    if new:
        found.append(say("backgammon_board.hint.makes", points=tuple(point_words(p, other) for p in new[:2])))
    off = x1[0] - x0[0]
    if off:
        found.append(_counted("bears_off", off))
    escaped = sum(x0[19:25]) + entered - sum(x1[19:25])
    if escaped > 0 and in_contact(x1, y1):
        found.append(_counted("escapes", escaped))
    return found


def safety(x1, y1, other: Text) -> Words:
    """How the play leaves things: the shots it leaves, or the race."""
    if not in_contact(x1, y1):
        lead = pips(y1) - pips(x1)
        if lead > 0:
            return say("backgammon_board.hint.race_ahead", lead=lead)
        return say("backgammon_board.hint.race_behind", count=-lead) if lead else say("backgammon_board.hint.race_level")
    shots, _lost = exposure(x1, y1)
    if not shots:
        return say("backgammon_board.hint.safe")
    # A back checker hit in the other side's home board loses a few pips only: almost any roll may hit
    # one, and counting those would warn of "36 rolls of 36" against a sound play.
    outside, _lost = exposure(x1, y1, OUTSIDE)
    if not outside:
        return say("backgammon_board.hint.back_only", other=other)
    if outside < shots:
        return say("backgammon_board.hint.shots_outside", other=other, shots=outside)
    return say("backgammon_board.hint.shots", other=other, shots=shots)


def play_sentence(notation: Text, before: tuple, after: tuple, other: Text, chance: float) -> Words:
    """'Plays 8/5 6/5: makes your 5 point and leaves no blot within reach (about 56% to win).'"""
    x0, y0 = before
    x1, y1 = after
    clauses = gains(x0, y0, x1, y1, other) or [say("backgammon_board.hint.shape")]
    clauses.append(safety(x1, y1, other))
    return say("backgammon_board.hint.play", notation=notation, what=tuple(clauses), percent=percent(chance))


def cube_sentence(take: bool, chance: float, single: bool, value: int) -> Words:
    """Why take or drop a double offered at twice `value`."""
    answer = "take" if take else "drop"
    if single:
        return say(f"backgammon_board.hint.{answer}_game", percent=percent(chance), value=value, double=2 * value)
    return say(f"backgammon_board.hint.{answer}_match", percent=percent(chance), value=value, double=2 * value)


# Messages whose named parameter holds a play in notation ("13/10 6/5"), numbered from the mover's side.
NOTATION_PARAMS = {"backgammon.move": "move", "backgammon.move_using": "move", "synchrogammon.step": "move",
                   "backgammon_board.hint.play": "notation", "backgammon.explain.no_dice": "move"}
# Refusals that name points by the mover's own numbers, by the parameters that hold them: from the other
# side each reads as the number drawn there (25 minus it), and a range (low, high) lowest first.
POINT_PARAMS = {"backgammon.where.point": ("point",), "backgammon.step.blocked": ("point",),
                "backgammon.explain.direction": ("start", "end"), "synchrogammon.refusal.no_checker": ("point",),
                "synchrogammon.refusal.blocked": ("point",), "synchrogammon.refusal.too_far": ("point",),
                "synchrogammon.refusal.highest": ("point",)}
RANGES = {"backgammon.step.not_home": ("low", "high")}
NOTATION_KEYS = ("backgammon_board.notation.path", "backgammon_board.notation.play")
OWN_POINT_KEYS = ("backgammon_board.hint.own_point", "backgammon_board.hint.bar_point")


def from_side(words: Text, mover: int, side: int) -> Text:
    """Words said for `mover` (a hint, a refusal, a move's label) with every point numbered from `side`'s
    side of the board, as a board kept that way shows them: notation turned (13/10 -> 12/15), a refusal's
    points and ranges turned ("point 5 is blocked" -> "point 20"), and the mover's own points, which read
    "your 5 point" from the mover's side, named by the number the board shows ("point 20")."""
    return words if side == mover else _turned(words)


def _turned(value):
    if isinstance(value, Words):
        if value.key in OWN_POINT_KEYS:
            own = 7 if value.key.endswith("bar_point") else value.get("point")
            return say("backgammon_board.hint.point_at", point=25 - own)
        if value.key == "backgammon_board.hint.anchor":  # the other side's own point: the number drawn
            return say("backgammon_board.hint.point_at", point=value.get("point"))
        if value.key in POINT_PARAMS or value.key in RANGES:
            return _points_turned(value)
        named = NOTATION_PARAMS.get(value.key)
        return Words(value.key, tuple((name, _notation(item) if name == named else _turned(item))
                                      for name, item in value.params))
    if isinstance(value, tuple):
        return tuple(_turned(item) for item in value)
    return value


def _points_turned(value: Words) -> Words:
    """A refusal whose point numbers (POINT_PARAMS, RANGES) read from the other side of the board."""
    numbers, given = POINT_PARAMS.get(value.key, ()), dict(value.params)
    params = {name: 25 - item if name in numbers else _turned(item) for name, item in value.params}
    if value.key in RANGES:
        low, high = RANGES[value.key]
        params[low], params[high] = 25 - given[high], 25 - given[low]
    return Words(value.key, tuple(sorted(params.items())))


def _notation(value):
    """A play, a step or one end of it in notation, its point numbers counted from the other side."""
    if isinstance(value, str):
        return re.sub(r"\d+", lambda found: str(25 - int(found.group())), value)
    if isinstance(value, Words) and value.key in NOTATION_KEYS:
        return Words(value.key, tuple((name, _notation(item)) for name, item in value.params))
    return value  # "bar" and "off" read the same from either side
