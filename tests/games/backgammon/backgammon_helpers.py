"""Shared by the backgammon tests: moves by label, refusals, and positions."""

import pytest

from tabletop.engine.game import IllegalMove, Move
from tabletop.games.backgammon import GAME
from tabletop.games.backgammon.positions import position

__all__ = ["GAME", "by_label", "labels", "play", "position", "refused"]


def labels(state, seat=None):
    """The labels of the legal moves of the seat to move."""
    seat = GAME.to_move(state)[0] if seat is None else seat
    return [str(m) for m in GAME.legal_moves(state, seat)]


def by_label(state, label):
    """Apply the legal move with this label."""
    seat = GAME.to_move(state)[0]
    for move in GAME.legal_moves(state, seat):
        if str(move) == label:
            return GAME.apply(state, seat, move)
    raise AssertionError(f"no move {label!r} among {labels(state)}")


def play(state, seat, kind, **params):
    return GAME.apply(state, seat, Move.of(kind, **params))


def refused(state, seat, kind, error=IllegalMove, **params) -> str:
    with pytest.raises(error) as err:
        play(state, seat, kind, **params)
    return str(err.value)
