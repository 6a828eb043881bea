"""One trick: who may play what, and who takes it.

A trick is a sequence of plays `(seat, card)` in the order they were made; the
first is the lead. Trump is a suit index, or None for no trump.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from tabletop.engine.words import Words, say

from .deck import card_name, power, suit_of, SUITS

Play = tuple[int, int]  # (seat, card)


def led_suit(plays: Sequence[Play]) -> int | None:
    """The suit of the lead, or None before anyone has led."""
    return suit_of(plays[0][1]) if plays else None


def playable(hand: Iterable[int], plays: Sequence[Play]) -> tuple[int, ...]:
    """The cards of `hand` that may go to the trick: any card to lead; the led suit when the hand
    holds it; otherwise any card (nobody is obliged to trump)."""
    hand = tuple(hand)
    suit = led_suit(plays)
    if suit is None:
        return hand
    following = tuple(c for c in hand if suit_of(c) == suit)
    return following or hand


def refusal(hand: Iterable[int], plays: Sequence[Play], card: int) -> Words | None:
    """Why `card` may not go to the trick now, or None when it may."""
    hand = tuple(hand)
    if card not in hand:
        return say("tricks.not_in_hand", card=card_name(card))
    if card in playable(hand, plays):
        return None
    return say("tricks.must_follow", suit=SUITS[led_suit(plays)])


def beats(card: int, best: int, led: int, trump: int | None) -> bool:
    """Whether `card`, played after `best`, takes the lead from it. Equal cards never do, so of two
    identical cards the earlier one wins."""
    suit, best_suit = suit_of(card), suit_of(best)
    if suit == best_suit:
        return power(card) > power(best)
    return trump is not None and suit == trump


def winning_play(plays: Sequence[Play], trump: int | None) -> int:
    """The index in `plays` of the card that takes the trick: the highest trump, else the highest card
    of the led suit; a card of another suit never wins."""
    led = suit_of(plays[0][1])
    best = 0
    for index in range(1, len(plays)):
        if beats(plays[index][1], plays[best][1], led, trump):
            best = index
    return best


def winner(plays: Sequence[Play], trump: int | None) -> int:
    """The seat whose card takes the trick."""
    return plays[winning_play(plays, trump)][0]
