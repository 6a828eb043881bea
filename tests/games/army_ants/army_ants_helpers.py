"""Shared by the Army Ants tests: apply a move by kind, or get the reason it is refused."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.army_ants import GAME


def play(state, seat, kind, **params):
    return GAME.apply(state, seat, Move.of(kind, **params))


def refused(state, seat, kind, error=IllegalMove, **params) -> str:
    with pytest.raises(error) as err:
        play(state, seat, kind, **params)
    return str(err.value)
