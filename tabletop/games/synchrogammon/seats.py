"""Seats, partnerships and clockwise order.

Four seats sit clockwise North, East, South, West. Partners face each other:
North and South form the White team (team 0), East and West the Black team
(team 1), so a seat's team and colour are both `seat % 2`. The next seat
clockwise is the "left neighbour" who receives the parent marker.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.game import seat_words
from tabletop.engine.words import Person, Words, say

SEATS = 4
SEAT_NAMES = ("North", "East", "South", "West")
TEAM_NAMES = ("White", "Black")  # a team is named after the colour it plays
PARENT_FIRST, PARENT_LAST = "parent_first", "parent_last"


def team_of(seat: int) -> int:
    """The team (= colour) of a seat: 0 White for North/South, 1 Black for East/West."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat across the table."""
    return (seat + 2) % SEATS


def team_seats(team: int) -> tuple[int, int]:
    """Both seats of a team, in seat order."""
    return (team, team + 2)


def left_of(seat: int) -> int:
    """The next seat clockwise, who gets the parent marker next."""
    return (seat + 1) % SEATS


def distance(parent: int, seat: int, tie_order: str = PARENT_FIRST) -> int:
    """How far clockwise `seat` sits from the parent, for breaking ties in the movement order.

    With PARENT_FIRST the parent is nearest (0); with PARENT_LAST the left
    neighbour is nearest and the parent comes last (4).
    """
    steps = (seat - parent) % SEATS
    if tie_order == PARENT_LAST and steps == 0:
        return SEATS
    return steps


@lru_cache(maxsize=None)  # a long match names the four seats thousands of times: one Person each
def person(seat: int) -> Person:
    """A seat named in a message: North / 北, or the person playing it."""
    return Person(seat, seat_words(SEAT_NAMES[seat]))


def seat_people() -> dict[str, Person]:
    """Every seat as a message parameter named after its place: north_who=..., for sentences that give
    each seat a number (the cards shown)."""
    return {f"{name.lower()}_who": person(seat) for seat, name in enumerate(SEAT_NAMES)}


def team_words(team: int) -> Words:
    """A team named in a message: it is named after its colour, White / 白."""
    return seat_words(TEAM_NAMES[team])


@lru_cache(maxsize=None)
def describe(seat: int) -> Words:
    """'North (White)': a seat with the colour it moves."""
    return say("synchrogammon.seat_colour", seat=person(seat), team=team_words(team_of(seat)))
