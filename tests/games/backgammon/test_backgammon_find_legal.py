"""Backgammon finds a checker move from a file or a click among those from the point and with the dice it
names (`find_legal`): over random matches with the cube, for every legal move, near misses of each (another
point, other dice, dice in another order, a value of another type) and moves of every kind, it answers
exactly what the generic search of the whole list answers."""

from find_legal_checks import phases_checked
from tabletop.games.backgammon import GAME
from tabletop.games.backgammon.rules import SHAPES
from tabletop.games.backgammon.state import BETWEEN, CUBE, MOVE, ROLL


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = set()
    for seed, options in ((1, {"match": 7}), (2, {"cube": 0})):
        met |= phases_checked(GAME, 2, options, seed, 7, SHAPES, lambda rng, state: rng.randint(0, 25), limit=800,
                              rough=("double", "drop"))
    assert {ROLL, CUBE, MOVE, BETWEEN} <= met
