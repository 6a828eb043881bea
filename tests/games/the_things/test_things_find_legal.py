"""The Things finds a move from a file or a click among the few legal moves it could equal (`find_legal`):
over random play under every option, for every legal move and for near misses of each (another card,
player, rank or slot, another kind, a value of another type) and for moves of every kind, it answers
exactly what the generic search of the whole list answers."""

import random

import pytest

from find_legal_checks import phases_checked as checked_phases, random_moves
from tabletop.engine.game import Move
from tabletop.games.the_things.moves import SHAPES
from tabletop.games.the_things.state import OVER, PHASES
from things_helpers import GAME

OPTION_SETS = [{}, {"o1_catan_talk": True}, {"declaration_round": True, "h4_face_up_search": True},
               {"h1_search_instead": True, "h5_faces_are_numbers": True}, {"h2_two_decks": True, "h3_more_things": True}]
ROUGH = ("rescue", "escape", "attack")  # a declaration ends the game, an attack may end a life: played rarely


def random_states(players: int, options: dict, seed: int, limit: int = 600):
    """The states of a random match where one move in thirty declares or attacks where it may."""
    rng = random.Random(seed)
    state = GAME.new_state(players, GAME.options_for(players, options), seed)
    for _ in range(limit):
        if GAME.is_over(state):
            return
        yield state
        seat = GAME.to_move(state)[0]
        moves = GAME.legal_moves(state, seat)
        calm = [m for m in moves if m.kind not in ROUGH] or moves
        state = GAME.apply(state, seat, rng.choice(moves if rng.random() < 1 / 30 else calm))


def other_value(rng: random.Random, state) -> int:
    """A player, a card of the position, a rank or a slot."""
    return rng.choice((rng.randrange(state.players), rng.choice(state.draw or (0,)), rng.randint(1, 13)))


def phases_checked(players: int, options: dict, seed: int, every: int) -> set:
    """Check the states of a random match; the prompts they were at."""
    return checked_phases(GAME, players, options, seed, every, SHAPES, other_value, rough=ROUGH)


def test_find_legal_answers_as_the_whole_list_does_in_random_matches():
    phases = phases_checked(4, {}, 3, every=15) | phases_checked(6, {"o1_catan_talk": True}, 6, every=15)
    assert {"action", "search_keep", "offer", "offer_want", "offer_gives", "volunteer", "choose", "give", "pick_card",
            "force", "set_aside", "take", "got", "combat", "refill"} <= phases


@pytest.mark.slow
def test_find_legal_answers_as_the_whole_list_does_under_every_option():
    phases = set()
    for number, options in enumerate(OPTION_SETS):
        for players in (3, 6):
            phases |= phases_checked(players, options, 10 + number, every=8)
    assert phases == set(PHASES), set(PHASES) - phases


def test_find_legal_refuses_every_move_once_the_game_is_over():
    state = next(s for s in random_states(3, {}, 5, limit=10_000) if s.phase != OVER)
    seat = GAME.to_move(state)[0]
    ended = GAME.apply(state, seat, Move.of("rescue" if state.role(seat) == "human" else "escape"))
    assert ended.phase == OVER
    rng = random.Random(0)
    for move in GAME.legal_moves(state, seat) + random_moves(SHAPES, lambda: rng.randrange(-1, 105), rng):
        assert all(GAME.find_legal(ended, s, move) is None for s in range(3))
