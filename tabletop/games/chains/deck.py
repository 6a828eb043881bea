"""Chains' cards: one Pairs deck per seat, the terminal cards, points and the stop threshold.

A card id is `seat * 55 + pairs id`, so every card names its owner and no
card ever changes hands. A seat's terminal n is the first card of value n
in its deck; the other 45 cards form its draw pile (k - 1 cards of each k).
"""

from __future__ import annotations

from tabletop.engine.cards import pairs_deck, pairs_face, pairs_value
from tabletop.engine.game import seat_words
from tabletop.engine.words import Person, Words, say

DECK_SIZE = 55
VALUES = tuple(range(1, 11))
SEAT_NAMES = ("Red", "Black", "Blue", "Green", "Purple", "Orange", "Teal", "Brown", "Pink", "Olive")
MAX_SEATS = len(SEAT_NAMES)
MULTI_TEMP_SLOTS = 5  # the multiplayer game fixes five slots; only solo may change it

# Points for each terminal in multiplayer (and in solo's weighted scoring).
TERMINAL_POINTS = {1: 5, 2: 3, 3: 3, 4: 3, 5: 2, 6: 2, 7: 2, 8: 1, 9: 1, 10: 1}
PERFECT_CARDS = DECK_SIZE
PERFECT_POINTS = sum(TERMINAL_POINTS.values())  # 23: every terminal taken

# value of every id over the largest table, so look-ups are one index
_VALUE = tuple(pairs_value(c % DECK_SIZE) for c in range(DECK_SIZE * MAX_SEATS))
VALUE_OF = _VALUE  # the same table, for loops that count many cards (a search's hot path)


def value(card: int) -> int:
    """The number 1..10 on a card."""
    return _VALUE[card]


def owner(card: int) -> int:
    """The seat whose deck a card belongs to."""
    return card // DECK_SIZE


def terminal_card(seat: int, n: int) -> int:
    """The id of `seat`'s terminal card n (the first n in its deck)."""
    return seat * DECK_SIZE + n * (n - 1) // 2


def draw_cards(seat: int) -> tuple[int, ...]:
    """`seat`'s 45 regular cards (its deck without the ten terminals), unshuffled."""
    terminals = {terminal_card(seat, n) for n in VALUES}
    return tuple(seat * DECK_SIZE + c for c in pairs_deck() if seat * DECK_SIZE + c not in terminals)


def card_view(card: int) -> dict:
    """A face-up card as view data: the Pairs face with its owner."""
    face = pairs_face(card % DECK_SIZE)
    face["id"] = card
    face["owner"] = owner(card)
    return face


def hidden_card(seat: int) -> dict:
    """A face-down card of `seat`'s deck as view data (no id: nobody may know it)."""
    return {"hidden": True, "owner": seat}


def threshold(players: int) -> int:
    """How many takes of one number stop the rest: 1 with two players, else 60 % rounded up."""
    if players <= 1:
        return 0
    if players == 2:
        return 1
    return (3 * players + 4) // 5


def a_number(n: int) -> Words:
    """A number with its article as English says it: 'a 7', but 'an 8' and 'an 11' (said with a vowel);
    other languages read both entries alike."""
    spoken = str(n)
    vowel = spoken.startswith("8") or (len(spoken) % 3 == 2 and spoken.startswith(("11", "18")))
    return say("chains.number.an" if vowel else "chains.number.a", n=n)


def seat_said(seat: int) -> Words:
    """A seat's name as players read it ('Red', '赤')."""
    return seat_words(SEAT_NAMES[seat])


def person(seat: int) -> Person:
    """A seat named in a message (the table may read it as the person playing it)."""
    return Person(seat, seat_said(seat))


def chain_name(cards) -> str:
    """'10-9-8-7' for a run of cards."""
    return "-".join(str(value(c)) for c in cards)
