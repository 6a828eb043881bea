"""Three Kings cards: ids for every physical card, values, names and faces.

Two players use one 52-card deck and a joker; three or four use two full
suits per player (26 N cards) plus the joker, so a second deck with the same
back adds its first suits. Card id = copy * 52 + standard id (copy 0 or 1);
the joker has an id of its own. Suits never matter in play, but two 7♣ of
two decks stay two cards: a save names exactly one of them.
"""

from __future__ import annotations

from tabletop.engine.cards import SUITS, is_red, rank_label
from tabletop.engine.game import seat_words
from tabletop.engine.words import Person, Text, say

JOKER = 255          # the single joker, a King in every rule
KING = 13
SEAT_NAMES = ("Red", "Black", "Blue", "Green")
MAX_SEATS = 4


def deck(players: int) -> tuple[int, ...]:
    """Every card of a game for `players`: 26 per player and the joker (53, 79 or 105)."""
    return tuple(range(26 * max(2, players))) + (JOKER,)


def rank(card: int) -> int:
    """1 (ace) .. 13 (king); the joker counts as a King."""
    return KING if card == JOKER else card % 13 + 1


def is_king(card: int) -> bool:
    """Kings and the joker: no value, never in a set, never discarded."""
    return card == JOKER or card % 13 == 12


def value(card: int) -> int:
    """A = 1, 2..10, J = 11, Q = 12; Kings 0 (they never count)."""
    return _VALUES[card] if 0 <= card < 104 else 0  # a table: searches ask it millions of times


_VALUES = tuple(0 if card % 13 == 12 else card % 13 + 1 for card in range(104))  # two decks at most


def suit(card: int) -> int:
    """0..3 (clubs, diamonds, hearts, spades)."""
    return (card % 52) // 13


def name(card: int) -> str:
    """'7♣', 'Q♥', 'Joker'."""
    if card == JOKER:
        return "Joker"  # not for players
    return rank_label(rank(card)) + SUITS[suit(card)]


def card_words(card: int) -> Text:
    """A card as a message names it: its symbols ('7♣'), or the joker in the reader's language."""
    return say("three_kings.joker") if card == JOKER else name(card)


def person(seat: int) -> Person:
    """A seat named in a message (the table may read it as the person playing it)."""
    return Person(seat, seat_words(SEAT_NAMES[seat]))


def value_word(card: int) -> str:
    """How a sum names a card: 'A', '7', 'Q' (suits are irrelevant)."""
    return rank_label(rank(card))


def face(card: int) -> dict:
    """A card as view data, with `card_face`'s keys. Kings wear the crown (the drawer's `queen` look),
    since they are this game's special cards; Queens are plain twelves here."""
    if card == JOKER:
        return {"id": card, "rank": None, "suit": "", "label": "★", "red": True, "queen": True,
                "joker": True}
    return {"id": card, "rank": rank(card), "suit": SUITS[suit(card)], "label": name(card),
            "red": is_red(card % 52), "queen": is_king(card)}


def sort_key(card: int) -> tuple[int, int]:
    """Hands are held by value, Kings (and the joker) last."""
    return (value(card) or 99, card)


def sorted_cards(cards) -> tuple[int, ...]:
    return tuple(sorted(cards, key=sort_key))


def total(cards) -> int:
    """The points of some cards: the sum of their values."""
    return sum(value(c) for c in cards)
