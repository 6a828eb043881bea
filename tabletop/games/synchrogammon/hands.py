"""The players' cards: a hand of 1-6 each, face-down discards, and the refill.

Each seat owns one suit of ace to six (seat s plays suit s), so a card is a
standard card id (`suit * 13 + rank - 1`) and its owner and value follow from
it. A played card leaves the hand face down, is shown at the reveal, and then
rests face down on its owner's discard pile until the hand is empty, when the
whole pile comes back.
"""

from __future__ import annotations

from tabletop.engine.cards import card_face, card_id, rank_of, suit_of

VALUES = (1, 2, 3, 4, 5, 6)


def full_hand(seat: int) -> tuple[int, ...]:
    """A seat's six cards, ace to six."""
    return tuple(card_id(value, seat) for value in VALUES)


def value_of(card: int) -> int:
    """The number a card lets its owner move (an ace counts 1)."""
    return rank_of(card)


def owner_of(card: int) -> int:
    """The seat whose suit the card is."""
    return suit_of(card)


def card_view(card: int) -> dict:
    """A face-up card as view data: the standard face plus its `value`."""
    return {**card_face(card), "value": value_of(card)}


def take_from_hand(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """The hand without `card`."""
    return tuple(c for c in hand if c != card)


def refilled(hand: tuple[int, ...], discards: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(hand, discards) at the start of a round: an empty hand takes back its whole pile."""
    if hand:
        return hand, discards
    return tuple(sorted(discards, key=value_of)), ()
