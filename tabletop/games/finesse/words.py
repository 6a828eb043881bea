"""Seats and sides as players read them: the words of the state's English identifiers."""

from __future__ import annotations

from tabletop.engine.game import seat_words
from tabletop.engine.words import Person, say

from .state import SEAT_NAMES

SEAT_WORDS = tuple(seat_words(name) for name in SEAT_NAMES)  # 'South' as players read it
SIDE_WORDS = (say("finesse.side.north_south"), say("finesse.side.east_west"))


def person(seat: int) -> Person:
    """A seat named in a sentence ('North'), which the table may read as the person playing it."""
    return Person(seat, SEAT_WORDS[seat])


def partners(side: int) -> tuple[Person, Person]:
    """A partnership as the people in it, North before South and East before West ("Ann and Carol")."""
    return person(side + 2), person(side)
