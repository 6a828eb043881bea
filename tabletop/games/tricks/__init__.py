"""The trick-taking base shared by WYSIWYG and Finesse (not a game): decks, follow suit, trick
winners, play order and partnerships. Games build their own states on top of it."""

from .deck import (ACE, card_face, card_name, face_key, finesse_deck, hand_order, power, rank_of,
                   second_copy, standard_deck, suit_name, suit_of, suit_symbol)
from .seats import left_of, order_from, partner, right_of, side_of, side_seats
from .trick import beats, led_suit, playable, refusal, winner, winning_play

__all__ = ["ACE", "card_face", "card_name", "face_key", "finesse_deck", "hand_order", "power", "rank_of",
           "second_copy", "standard_deck", "suit_name", "suit_of", "suit_symbol",
           "left_of", "order_from", "partner", "right_of", "side_of", "side_seats",
           "beats", "led_suit", "playable", "refusal", "winner", "winning_play"]
