"""Finesse finds a move from a file or a click among the moves of the card it names (`find_legal`): over
random matches, for every legal move, near misses of each (another card, another kind, a value of another
type) and moves of every kind, it answers exactly what the generic search of the whole list answers."""

from find_legal_checks import phases_checked
from tabletop.games.finesse import GAME
from tabletop.games.finesse.moves import SHAPES
from tabletop.games.finesse.state import HAND_END, PLAY, REPLENISH


def other_value(rng, state) -> int:
    """A card of the mover's hand or of the table (one it may not play, perhaps), or any number."""
    seen = [c for c in (*state.hands[state.turn], *(c for table in state.tables for c in table)) if c is not None]
    return rng.choice((*seen, rng.randint(-1, 64)))


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = set()
    for seed in (1, 2):
        met |= phases_checked(GAME, 4, {}, seed, 4, SHAPES, other_value, limit=250)
    assert {PLAY, REPLENISH, HAND_END} <= met
