"""The shared trick-taking base: decks, follow suit and trick winners (worked examples of both digests)."""

from tabletop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card_id
from tabletop.games.tricks import (card_name, face_key, finesse_deck, hand_order, order_from, partner,
                                   playable, rank_of, refusal, second_copy, side_of, standard_deck,
                                   suit_of, winner)


def c(rank, suit):
    return card_id(rank, suit)


def test_finesse_deck_has_every_court_twice_as_distinct_cards():
    deck = finesse_deck()
    assert len(deck) == 64 and len(set(deck)) == 64  # S1: 52 + 3 x 4
    faces = [face_key(card) for card in deck]
    for suit in range(4):
        for rank in range(1, 14):
            assert faces.count((suit, rank)) == (2 if rank >= 11 else 1)
    assert card_name(second_copy(13, SPADES)) == card_name(c(13, SPADES)) == "K♠"
    assert len(standard_deck()) == 52


def test_must_follow_the_led_suit_when_able():
    # WYSIWYG E13: ♠K led, follower holds ♠3 and ♥A: only ♠3.
    hand = (c(3, SPADES), c(1, HEARTS))
    plays = ((0, c(13, SPADES)),)
    assert playable(hand, plays) == (c(3, SPADES),)
    assert str(refusal(hand, plays, c(1, HEARTS))) == "You must follow ♠."
    assert refusal(hand, plays, c(3, SPADES)) is None
    # Void: any card, trump or not (no duty to trump).
    assert set(playable((c(2, HEARTS), c(1, DIAMONDS)), plays)) == {c(2, HEARTS), c(1, DIAMONDS)}


def test_wysiwyg_trick_examples():
    # E12: trump ♥, lead ♠K; the void follower's ♥2 wins, a ♦A does not; NT: a ♥A never beats the ♠2 led.
    assert winner(((0, c(13, SPADES)), (1, c(2, HEARTS))), HEARTS) == 1
    assert winner(((0, c(13, SPADES)), (1, c(1, DIAMONDS))), HEARTS) == 0
    assert winner(((0, c(2, SPADES)), (1, c(1, HEARTS))), None) == 0


def test_finesse_trick_examples():
    s, w, n, e = 0, 1, 2, 3  # any clockwise numbering works for the winner
    # E1: trump ♥, N's table ♠K led (counted as N's), E's identical ♠K, S ♠3, W ♦A: the first ♠K wins.
    assert winner(((n, c(13, SPADES)), (e, second_copy(13, SPADES)), (s, c(3, SPADES)),
                   (w, c(1, DIAMONDS))), HEARTS) == n
    assert winner(((n, second_copy(13, SPADES)), (e, c(13, SPADES))), HEARTS) == n
    # E2: trump ♥, W leads ♣5; N ♥2, E ♣A, S ♥9: the highest trump wins.
    assert winner(((w, c(5, CLUBS)), (n, c(2, HEARTS)), (e, c(1, CLUBS)), (s, c(9, HEARTS))), HEARTS) == s
    # E3: NT, E leads ♦A; S ♦K, W ♠A, N ♦Q: a card off the led suit never wins.
    assert winner(((e, c(1, DIAMONDS)), (s, c(13, DIAMONDS)), (w, c(1, SPADES)), (n, c(12, DIAMONDS))), None) == e


def test_order_and_partnerships():
    assert order_from(0, 4) == (0, 1, 2, 3)
    assert order_from(3, 4, skip=1) == (3, 0, 2)
    assert partner(0) == 2 and partner(3) == 1
    assert side_of(0) == side_of(2) != side_of(1) == side_of(3)


def test_hand_order_groups_suits_high_first():
    hand = hand_order((c(2, SPADES), c(1, SPADES), c(5, HEARTS), second_copy(12, CLUBS), c(12, CLUBS)))
    assert [card_name(x) for x in hand] == ["A♠", "2♠", "5♥", "Q♣", "Q♣"]
    assert hand[3] < hand[4] and rank_of(hand[4]) == 12 and suit_of(hand[4]) == CLUBS
