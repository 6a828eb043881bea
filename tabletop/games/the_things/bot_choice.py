"""A computer seat's choice: Normal's rules of thumb (strategy.py), and for Strong the choices that matter
(lookahead.py), which the shared play-out search plays on with Normal's policy."""

from __future__ import annotations

from .lookahead import second_look
from .moves import legal_moves
from .state import State
from .strategy import _Known, beliefs, policy


def choose(state: State, seat: int, level: str, rng):
    """(move, why) for the seat's prompt; for Strong, a Shortlist of the choices that matter (lookahead.py)
    where there are several."""
    moves = legal_moves(state, seat)
    if not moves:
        return None
    suspicion, united, attacks = beliefs(state, seat, rng)
    known = _Known(state, suspicion, attacks)
    picked = policy(known, seat, moves, rng, united)
    if level == "strong":
        return second_look(state, known, seat, moves, picked, united, rng)
    return picked
