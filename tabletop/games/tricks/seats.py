"""Seats round a table: play order and partnerships.

Seats are numbered clockwise from 0; the seat on a player's left plays after
them. In four-seat partnership games, seats 0 and 2 are one side and 1 and 3 the
other.
"""

from __future__ import annotations


def left_of(seat: int, seats: int) -> int:
    """The next seat clockwise."""
    return (seat + 1) % seats


def right_of(seat: int, seats: int) -> int:
    """The previous seat clockwise."""
    return (seat - 1) % seats


def order_from(first: int, seats: int, skip: int | None = None) -> tuple[int, ...]:
    """Every seat once, clockwise from `first`, without `skip` (a seat that plays nothing this trick)."""
    return tuple(s for s in ((first + i) % seats for i in range(seats)) if s != skip)


def partner(seat: int) -> int:
    """The seat opposite, in a four-seat partnership game."""
    return (seat + 2) % 4


def side_of(seat: int) -> int:
    """0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def side_seats(side: int) -> tuple[int, int]:
    """The two seats of a side."""
    return side, side + 2
