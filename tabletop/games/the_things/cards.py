"""The Things' cards: one or two standard decks, every physical card a distinct id.

Ids 0..51 are the first deck (`tabletop.engine.cards`: suit*13 + rank-1),
52..103 the second deck with the same faces, so a save names exactly one
physical card and two Q♥ can be told apart.
"""

from __future__ import annotations

from tabletop.engine.cards import card_face as _standard_face, card_name as _standard_name
from tabletop.engine.words import Words, say

DECK = 52
QUEEN_OF_HEARTS = 2 * 13 + 11  # hearts (suit 2), rank 12


def face_id(card: int) -> int:
    """The standard id of a card's face (the second deck shares the first's faces)."""
    return card % DECK


def rank(card: int) -> int:
    """1 (ace) .. 13 (king)."""
    return card % 13 + 1


def suit(card: int) -> int:
    """0..3: clubs, diamonds, hearts, spades."""
    return (card % DECK) // 13


def red(card: int) -> bool:
    """Hearts and diamonds are the Things' cards."""
    return suit(card) in (1, 2)


def face_card(card: int) -> bool:
    """J, Q, K: flamethrowers (black) and bites (red)."""
    return rank(card) >= 11


def flamethrower(card: int) -> bool:
    """A black J, Q or K."""
    return face_card(card) and not red(card)


def bite(card: int) -> bool:
    """A red J, Q or K."""
    return face_card(card) and red(card)


def name(card: int) -> str:
    """'6♠', 'Q♥' (both decks read the same)."""
    return _standard_name(face_id(card))


def rank_word(r: int) -> str:
    """'A', '2'..'10', 'J', 'Q', 'K'."""
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(r, str(r))


def face(card: int, **extra) -> dict:
    """A card as view data: the standard face under this card's own id."""
    return {**_standard_face(face_id(card)), "id": card, **extra}


def deck(decks: int) -> tuple[int, ...]:
    """Every card of one or two decks."""
    return tuple(range(DECK * decks))


def a_rank(r: int) -> Words:
    """A rank as a sentence names it: 'a 6', 'an 8', 'an A' (the article is the catalogue's)."""
    return say(f"the_things.a_rank.r{r}")


def ranks_or(ranks, article: bool = True) -> Words | str:
    """'a 6 or 8' (`article`: the first rank with its article), or '6 or 8'."""
    words = a_rank(ranks[0]) if article else rank_word(ranks[0])
    for r in ranks[1:]:
        words = say("the_things.ranks_or", first=words, then=rank_word(r))
    return words


_SUIT_PLACE = {3: 0, 2: 1, 0: 2, 1: 3}  # spades, hearts, clubs, diamonds: the colours alternate


def hand_order(hand) -> tuple[int, ...]:
    """A hand as players hold it: by suit, high cards first (an ace is 1 here, so it comes last)."""
    return tuple(sorted(hand, key=lambda c: (_SUIT_PLACE[suit(c)], -rank(c), c)))
