"""The Easy level: a uniformly random legal move, never one a computer should not start at random."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game, GameError, Move, Seat
from tabletop.engine.rng import Rng
from tabletop.engine.words import say


def sensible_moves(game: Game, state: Any, seat: Seat) -> list[Move]:
    """The legal moves without those no computer plays at random (offering a draw, dropping a cube)."""
    moves = game.legal_moves(state, seat)
    if not moves:
        raise GameError(say("engine.no_legal_move", name=game.seat_words(seat)))
    return [m for m in moves if m.kind not in game.search.skips] or moves


def random_move(game: Game, state: Any, seat: Seat, rng: Rng) -> Move:
    """One sensible legal move, drawn from `rng`."""
    move, _ = rng.choice(sensible_moves(game, state, seat))
    return move
