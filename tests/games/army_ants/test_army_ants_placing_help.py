"""Deal the rest and swap for Army Ants' hidden placement: legal placements only, the same from the same seed."""

import pytest

from tabletop import games
from tabletop.engine.rng import Rng

GAME = games.get("army_ants")


@pytest.mark.parametrize("setup", ["free", "rows"])
@pytest.mark.parametrize("seed", range(6))
def test_dealing_the_rest_plays_only_legal_placements_and_empties_the_hand(setup, seed):
    state = GAME.new_state(2, {"setup": setup}, seed)
    for seat in (0, 1):
        while state.phase == "placement" and state.seat == seat:
            moves = GAME.table.fill_moves(state, seat, Rng.from_seed(seed))
            assert moves == GAME.table.fill_moves(state, seat, Rng.from_seed(seed))   # seeded: the same again
            for move in moves:
                state = GAME.apply(state, seat, move)                            # each one legal
            assert state.hands[seat] == ()
            (confirm,) = GAME.legal_moves(state, seat)
            state = GAME.apply(state, seat, confirm)
    assert state.phase == "muster"


def test_no_help_outside_placement():
    state = GAME.new_state(2, {}, 1)                                             # dealt face up
    assert GAME.table.fill_moves(state, 0, Rng.from_seed(1)) == []


def test_a_swap_exchanges_two_destinations_and_nothing_else():
    state = GAME.new_state(2, {"setup": "free"}, 2)
    moves = GAME.table.fill_moves(state, 0, Rng.from_seed(2))[:3]
    paths = sorted(GAME.table.rearrangeable(moves))
    assert len(paths) == 3
    swapped = GAME.table.rearranged(state, 0, moves, paths[0], paths[2])
    assert [m.get("card") for m in swapped] == [m.get("card") for m in moves]
    where = {m.get("card"): m.get("to") for m in moves}
    moved = {m.get("card"): m.get("to") for m in swapped}
    assert sum(where[c] != moved[c] for c in where) == 2 and set(where.values()) == set(moved.values())
    assert GAME.table.rearranged(state, 0, moves, paths[0], paths[0]) is None
