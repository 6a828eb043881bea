"""Three Kings' computer seats: legal, deterministic, and sensible in plain positions."""

import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.rng import Rng
from tabletop.games.three_kings import GAME
from tabletop.games.three_kings.deck import rank
from tabletop.games.three_kings.positions import position
from tabletop.games.three_kings.state import KINGS_WIN


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_king_play_that_wins_is_taken(level):
    state = position(hands=[["K", "K", "2", "3", "9"], ["A", "4", "6", "8"]], field=["K", "5", "7"],
                     options={"winner": KINGS_WIN})
    move = decide(GAME, state, 0, LEVELS[level], Rng.from_seed(3)).move
    assert move.kind == "king"


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_bigger_set_is_made_when_nothing_else_differs(level):
    state = position(hands=[["Q", "2", "2", "2", "2"], ["A", "3", "4", "6"]], field=["5", "7", "A", "A"])
    move = decide(GAME, state, 0, LEVELS[level], Rng.from_seed(5)).move
    assert move.kind == "set" and rank(move.get("hand")) == 12  # Q = 5 + 7: 24 points, not 2 = A + A


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
def test_strong_is_legal_and_the_same_for_the_same_seed(players):
    state = GAME.new_state(players, GAME.options_for(players), 11)
    for _ in range(12):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        first = decide(GAME, state, seat, LEVELS["strong"], Rng.from_seed(7)).move
        again = decide(GAME, state, seat, LEVELS["strong"], Rng.from_seed(7)).move
        assert first == again and first in GAME.legal_moves(state, seat)
        state = GAME.apply(state, seat, first)


def test_in_the_race_for_kings_a_discard_keeps_a_set_and_leaves_the_next_player_few():
    # No set: 6 and 8 lie alone. Discarding the 7 leaves the next player only an A or a 2 to make a set
    # (each set draws them a card towards the Kings), and keeps my A for A + 6 = 7 next turn; the Ace
    # would open 2, 5, 7 and 9 to them.
    state = position(hands=[["A", "4", "7", "J", "Q"], ["3", "5", "9", "10"]], field=["6", "8"],
                     options={"winner": KINGS_WIN})
    move = decide(GAME, state, 0, LEVELS["normal"], Rng.from_seed(4)).move
    assert move.kind == "discard" and rank(move.get("card")) == 7
