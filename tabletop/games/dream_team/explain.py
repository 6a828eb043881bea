"""Messages that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.engine.game import IllegalMove
from tabletop.engine.words import Text, say

from . import moves
from .state import NOMINATE, OVER, State, person


def explain(state: State, seat: int, targets) -> Text:
    """Why the clicked paths `targets` make no legal move for `seat`."""
    if state.phase == OVER:
        return say("dream_team.refuse.match_over")
    mover = moves.to_move(state)[0]
    if seat != mover:
        return say("dream_team.explain.not_your_turn", mover=person(mover), seat=person(seat))
    first = str(targets[0]) if targets else ""
    if state.phase != NOMINATE:
        return moves.wrong_phase(state, "nominate") if first.startswith("market/") else _use_button(state)
    if not first.startswith("market/") or not first[7:].isdigit():
        return say("dream_team.explain.click_row")
    try:
        moves.check_nomination(state, int(first[7:]))
    except IllegalMove as exc:
        return exc.reason
    return say("engine.not_legal_here")


def _use_button(state: State) -> Text:
    """The phases without table targets are played with the button on the right."""
    label = moves.legal_moves(state, moves.to_move(state)[0])[0].label
    return say("dream_team.explain.use_button", button=label)
