"""Card ids for trick-taking: the standard 52 and Finesse's 64 (every K, Q and J twice).

Ids 0..51 are the standard cards of `tabletop.engine.cards`; ids 52..63 are the
second J, Q and K of each suit. Two cards of the same face stay distinct ids, so
a trick can tell which was played first, and a save names exactly one card.
"""

from __future__ import annotations

from tabletop.engine.cards import SUITS, card_id, is_red, rank_label
from tabletop.engine.words import Words, say

SECOND_COPY_FIRST = 52
_COURTS = (11, 12, 13)  # the faces Finesse doubles: J, Q, K
ACE = 1
# The suits as players read them, by suit index (clubs, diamonds, hearts, spades), and no trump.
SUIT_WORDS = (say("tricks.suit.clubs"), say("tricks.suit.diamonds"), say("tricks.suit.hearts"),
              say("tricks.suit.spades"))
NO_TRUMP_WORDS = say("tricks.suit.no_trump")


def rank_of(card: int) -> int:
    """Rank 1 (ace) .. 13 (king) of a card of either deck."""
    if card < SECOND_COPY_FIRST:
        return card % 13 + 1
    return _COURTS[(card - SECOND_COPY_FIRST) % 3]


def suit_of(card: int) -> int:
    """Suit 0..3 (clubs, diamonds, hearts, spades) of a card of either deck."""
    if card < SECOND_COPY_FIRST:
        return card // 13
    return (card - SECOND_COPY_FIRST) // 3


def power(card: int) -> int:
    """Strength within a suit: 2..13 for 2..K, 14 for the ace (aces are high in every trick game here)."""
    rank = rank_of(card)
    return 14 if rank == ACE else rank


def face_key(card: int) -> tuple[int, int]:
    """What two identical cards share (suit, rank): the second copy of a Q♥ has the first one's key."""
    return suit_of(card), rank_of(card)


def card_name(card: int) -> str:
    """'K♠', '10♦' (both copies of a doubled face read the same, as on the table)."""
    return rank_label(rank_of(card)) + SUITS[suit_of(card)]


def suit_name(suit: int | None) -> Words:
    """'spades' ..., or 'no trump' for None, in the reader's language."""
    return NO_TRUMP_WORDS if suit is None else SUIT_WORDS[suit]


def suit_symbol(suit: int | None) -> str:
    """'♠' ..., or 'NT' for None."""
    return "NT" if suit is None else SUITS[suit]


def standard_deck() -> tuple[int, ...]:
    """The 52 cards."""
    return tuple(range(52))


def finesse_deck() -> tuple[int, ...]:
    """The 64 cards: the standard 52 and a second J, Q and K of every suit."""
    return tuple(range(SECOND_COPY_FIRST + 12))


def second_copy(rank: int, suit: int) -> int:
    """The id of the second copy of a J, Q or K."""
    return SECOND_COPY_FIRST + suit * 3 + _COURTS.index(rank)


def card_face(card: int) -> dict:
    """A card as plain view data for the UI (the same keys as the standard deck's faces)."""
    suit = suit_of(card)
    return {"id": card, "rank": rank_of(card), "suit": SUITS[suit], "label": card_name(card),
            "red": is_red(card_id(rank_of(card), suit))}


def hand_order(cards) -> tuple[int, ...]:
    """A hand sorted as players hold it: by suit (♠ ♥ ♣ ♦, colours alternating), high cards first;
    identical cards keep the lower id first."""
    suit_place = {3: 0, 2: 1, 0: 2, 1: 3}
    return tuple(sorted(cards, key=lambda c: (suit_place[suit_of(c)], -power(c), c)))
