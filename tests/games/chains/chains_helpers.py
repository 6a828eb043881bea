"""Shared by the Chains tests: positions by values, moves by kind, reading piles as values."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.chains import GAME
from tabletop.games.chains.deck import value
from tabletop.games.chains.positions import position

__all__ = ["GAME", "position", "values", "kinds", "move", "play", "refused", "flip", "take", "from_temp"]


def values(cards):
    """Card ids (or None) as their values."""
    return [None if c is None else value(c) for c in cards]


def kinds(state, seat):
    """The legal move kinds with their parameter, as short tuples for comparisons."""
    return sorted((m.kind, *(v for _, v in m.params)) for m in GAME.legal_moves(state, seat))


def move(kind, **params):
    return Move.of(kind, **params)


def flip(to="chain"):
    return Move.of("flip_to_chain" if to == "chain" else "flip_to_temp")


def take(n):
    return Move.of("take_terminal", value=n)


def from_temp(slot):
    return Move.of("temp_to_chain", slot=slot)


def play(state, seat, *moves):
    """Apply several moves by one seat."""
    for m in moves:
        state = GAME.apply(state, seat, m)
    return state


def refused(state, seat, m, words):
    """The move is refused with a reason that contains `words`."""
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, m)
    assert words in str(err.value), str(err.value)
    return str(err.value)
