"""Shared by the Dream Team tests: seats by letter, moves by kind, refusals."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.dream_team import GAME
from tabletop.games.dream_team.positions import numbers, position, team_numbers

A, B, C, D = range(4)

__all__ = ["A", "B", "C", "D", "GAME", "position", "numbers", "team_numbers", "play", "nominate",
           "draw", "refused", "teams"]


def play(state, seat, kind, **params):
    return GAME.apply(state, seat, Move.of(kind, **params))


def nominate(state, *picks):
    """Each (seat, card number #k) in turn; the seat must be the one to move."""
    for seat, number in picks:
        assert GAME.to_move(state) == (seat,), f"expected seat {seat} to nominate, not {GAME.to_move(state)}"
        state = play(state, seat, "nominate", pos=number - 1)
    return state


def draw(state, *seats):
    """Lottery draws by these seats, in order (each must be the drawer)."""
    for seat in seats:
        assert GAME.to_move(state) == (seat,), f"expected seat {seat} to draw, not {GAME.to_move(state)}"
        state = play(state, seat, "draw")
    return state


def refused(state, seat, kind, error=IllegalMove, **params) -> str:
    with pytest.raises(error) as err:
        play(state, seat, kind, **params)
    return str(err.value)


def teams(state):
    return [team_numbers(state, s) for s in range(state.players)]
