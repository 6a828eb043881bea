"""WYSIWYG finds a card played among the hand's cards equal to it and a bid among the bids of its number
(`find_legal`): over random matches, for every legal move, near misses of each (another card or number, a
value of another type) and moves of every kind, it answers exactly what the generic search of the whole
list answers."""

from find_legal_checks import phases_checked
from tabletop.games.wysiwyg import GAME
from tabletop.games.wysiwyg.moves import SHAPES
from tabletop.games.wysiwyg.state import AUCTION, DISPLAY, HAND_END, PLAY, TRUMP


def other_value(rng, state) -> int:
    """A card of the mover's hand (one it may not play, perhaps), or any number."""
    return rng.choice((*state.hands[state.turn], rng.randint(-1, 52)))


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = set()
    for seed in (1, 2):
        # Random bids fail by so much that one hand ends the match: bids and doubles are played rarely.
        met |= phases_checked(GAME, 2, {}, seed, 4, SHAPES, other_value, limit=300, rough=("bid", "double", "redouble"))
    assert {AUCTION, TRUMP, PLAY, DISPLAY, HAND_END} <= met
