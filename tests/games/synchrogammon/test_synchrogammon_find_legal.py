"""Synchro-gammon finds a move from a file or a click among the few legal moves it could equal
(`find_legal`): a pick among the cards it names, a step among the legal steps between the points it names.
Over random matches with the cube and a match, for every seat asked, every legal move, near misses of each
and moves of every kind, it answers exactly what the generic search of the whole list answers."""

from find_legal_checks import phases_checked as checked_phases
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.rules import SHAPES
from tabletop.games.synchrogammon.state import ANSWER, CUBE, GAME_END, MOVE, PICK


def phases_checked(options: dict, seed: int, every: int) -> set:
    """Check a random match's states (a card or a point for other values); the phases met."""
    return checked_phases(GAME, 4, options, seed, every, SHAPES, lambda rng, state: rng.randrange(0, 53), limit=700)


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = phases_checked({"cube": "on", "match_to": 3}, 1, every=20) | phases_checked({}, 2, every=25)
    assert {PICK, MOVE, CUBE, ANSWER, GAME_END} <= met
