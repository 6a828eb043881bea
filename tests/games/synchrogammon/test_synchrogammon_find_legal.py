"""Synchro-gammon finds a move from a file or a click among the few legal moves it could equal
(`find_legal`): a pick among the cards it names, a step among the legal steps between the points it names.
Over random matches with the cube and a match, for every seat asked, every legal move, near misses of each
and moves of every kind, it answers exactly what the generic search of the whole list answers."""

import random

from find_legal_checks import assert_same_answers
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.rules import SHAPES
from tabletop.games.synchrogammon.state import ANSWER, CUBE, GAME_END, MOVE, PICK


def phases_checked(options: dict, seed: int, every: int, limit: int = 700) -> set:
    """Check every `every`-th state of a random match (and the first of each phase); the phases met."""
    rng = random.Random(seed)
    state, met = GAME.new_state(4, GAME.options_for(4, options), seed), set()
    for step in range(limit):
        if GAME.is_over(state):
            break
        if step % every == 0 or state.phase not in met:
            met.add(state.phase)
            for seat in GAME.to_move(state):  # every seat still to pick its card, or the one seat to act
                assert_same_answers(GAME, state, seat, SHAPES, lambda: rng.randrange(0, 53), rng)
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return met


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    met = phases_checked({"cube": "on", "match_to": 3}, 1, every=20) | phases_checked({}, 2, every=25)
    assert {PICK, MOVE, CUBE, ANSWER, GAME_END} <= met
