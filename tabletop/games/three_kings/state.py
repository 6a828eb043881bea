"""The immutable Three Kings state and the small facts the rules ask of it.

A match is one game (D8). All randomness is spent on the deal: the stock's
order is fixed from then on, so the state holds no generator; a
determinization redraws the cards a seat cannot see instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from .deck import is_king, sorted_cards

# How the winner is found (the option `winner`): the first to three Kings, the most points, the fewest.
KINGS_WIN, HIGH, LOW = "kings", "high", "low"
# When the game ends (the option `end`): at three Kings, or when all cards are used (variant V1).
AT_KINGS, ALL_CARDS = "kings", "all_cards"
PLAY, OVER = "play", "over"
BONUS = 15            # the ender's bonus (HIGH) or rebate (LOW)
KINGS_TO_END = 3
HAND, FIELD = 4, 4    # cards dealt to each hand and face up to the field, and turned up by a refill


@dataclass(frozen=True)
class State:
    """A whole game: hands, field, stock, set piles, whose turn, and how it ended."""

    players: int
    winner: str                 # KINGS_WIN / HIGH / LOW
    end: str                    # AT_KINGS / ALL_CARDS
    must_set: bool              # a discard only when no set can be made
    dealer: int
    turn: int                   # the seat to act (its draw is already in its hand)
    hands: tuple                # per seat: card ids, sorted as held (sorted_cards)
    field: tuple                # face-up cards in the order they came
    stock: tuple                # face down, the next draw first
    sets: tuple                 # per seat: ((hand card, field card, field card), ...) in the order made
    known: tuple                # per seat: the Kings everyone saw go into that hand (King plays, refills)
    drawn: tuple                # per seat: the card it last drew from the stock, or None (its own view marks it)
    phase: str = PLAY
    ended: str = ""             # "kings" or "exhausted" once over
    # What the last move set off, for the log and the table's marks; no part of equality.
    news: tuple = field(default=(), compare=False)
    last: tuple = field(default=(), compare=False)


FIELD_NAMES = frozenset(f.name for f in fields(State))


def changed(state: State, **changes) -> State:
    """`state` with some fields changed, as `dataclasses.replace` makes it but without calling the
    constructor again (a search's play-outs make hundreds of thousands of states)."""
    if not changes.keys() <= FIELD_NAMES:
        raise TypeError(f"State has no field {sorted(changes.keys() - FIELD_NAMES)}")
    new = object.__new__(State)
    new.__dict__.update(state.__dict__, **changes)
    return new


def kings(cards) -> int:
    """How many Kings (the joker included) among some cards."""
    return sum(1 for c in cards if is_king(c))


def king_count(state: State, seat: int) -> int:
    return kings(state.hands[seat])


def enders(state: State) -> tuple[int, ...]:
    """The seats holding three or more Kings."""
    return tuple(s for s in range(state.players) if king_count(state, s) >= KINGS_TO_END)


def can_act(state: State, seat: int) -> bool:
    """Whether a seat has anything but a pass: a card with a value (a set or a discard follows), or a
    King while the field shows one."""
    hand = state.hands[seat]
    if any(not is_king(c) for c in hand):
        return True
    return kings(hand) > 0 and kings(state.field) > 0


def with_seat(state: State, seat: int, **changes) -> State:
    """`state` with one seat's entries of hands / sets / known / drawn replaced."""
    updates = {}
    for key, value in changes.items():
        row = list(getattr(state, key))
        row[seat] = sorted_cards(value) if key == "hands" else value
        updates[key] = tuple(row)
    return changed(state, **updates)


def next_seat(state: State, seat: int) -> int:
    """Play goes to the left (clockwise): the next seat index."""
    return (seat + 1) % state.players


def card_places(state: State) -> dict:
    """Every place a card can be, for the conservation checks."""
    return {"stock": state.stock, "field": state.field,
            "hands": tuple(c for hand in state.hands for c in hand),
            "sets": tuple(c for pile in state.sets for s in pile for c in s)}
