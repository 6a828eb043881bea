"""Card decks as small integers: the standard 52-card deck and the Pairs deck.

Cards are ints so that states stay cheap to copy and compare, and saves stay
readable. A standard card id is `suit * 13 + rank - 1`; a Pairs card id is
its position in the 55-card deck.
"""

from __future__ import annotations

SUITS = ("♣", "♦", "♥", "♠")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def card_id(rank: int, suit: int) -> int:
    """The id of a standard card; rank 1 (ace) .. 13 (king), suit 0..3."""
    if not (1 <= rank <= 13 and 0 <= suit <= 3):
        raise ValueError(f"no such card: rank {rank}, suit {suit}")
    return suit * 13 + rank - 1


def rank_of(card: int) -> int:
    """Rank 1..13 of a standard card."""
    return card % 13 + 1


def suit_of(card: int) -> int:
    """Suit index 0..3 of a standard card (clubs, diamonds, hearts, spades)."""
    return card // 13


def is_red(card: int) -> bool:
    """Hearts and diamonds are red."""
    return suit_of(card) in (DIAMONDS, HEARTS)


def rank_label(rank: int) -> str:
    """'A', '2'..'10', 'J', 'Q', 'K'."""
    return RANK_LABELS.get(rank, str(rank))


def card_name(card: int) -> str:
    """A short readable name such as '6♠' or 'Q♥'."""
    return rank_label(rank_of(card)) + SUITS[suit_of(card)]


def standard_deck() -> tuple[int, ...]:
    """All 52 card ids in suit order."""
    return tuple(range(52))


def card_face(card: int) -> dict:
    """A standard card as plain view data for the UI."""
    return {
        "id": card,
        "rank": rank_of(card),
        "suit": SUITS[suit_of(card)],
        "label": card_name(card),
        "red": is_red(card),
    }


def pairs_deck() -> tuple[int, ...]:
    """The Pairs deck: one 1, two 2s, ... ten 10s, as ids 0..54."""
    return tuple(range(55))


_PAIRS_VALUES = tuple(v for v in range(1, 11) for _ in range(v))


def pairs_value(card: int) -> int:
    """The value 1..10 of a Pairs card id."""
    return _PAIRS_VALUES[card]


def pairs_face(card: int) -> dict:
    """A Pairs card as plain view data: the UI draws `value` large with as many pips."""
    value = pairs_value(card)
    return {"id": card, "pairs": True, "value": value, "label": str(value)}
