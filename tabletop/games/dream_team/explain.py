"""Sentences that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.engine.game import IllegalMove

from . import moves
from .state import NOMINATE, OVER, SEAT_NAMES, State

FALLBACK = "That is not a legal move here."


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths `targets` make no legal move for `seat`."""
    if state.phase == OVER:
        return "The match is over."
    mover = moves.to_move(state)[0]
    if seat != mover:
        return f"It is {SEAT_NAMES[mover]}'s turn, not {SEAT_NAMES[seat]}'s."
    first = str(targets[0]) if targets else ""
    if state.phase != NOMINATE:
        return moves.wrong_phase(state, "nominate") if first.startswith("market/") else _use_button(state)
    if not first.startswith("market/") or not first[7:].isdigit():
        return "Click a card in the row to put your marker on it."
    try:
        moves.check_nomination(state, int(first[7:]))
    except IllegalMove as exc:
        return exc.reason
    return FALLBACK


def _use_button(state: State) -> str:
    """The phases without table targets are played with the button on the right."""
    label = moves.legal_moves(state, moves.to_move(state)[0])[0].label
    return f"Use the button '{label}'."
