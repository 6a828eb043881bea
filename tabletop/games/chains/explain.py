"""Why an action is refused, in a sentence a player understands; also for clicks on the table."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move

from .deck import SEAT_NAMES, a_number, value
from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN
from .state import STOPPED, TAKEN, State, fits, ten_unlocked, top


def refusal(state: State, seat: int, move: Move) -> str:
    """The reason a well-formed action is not legal for `seat` now."""
    if move.kind in (FLIP_WORK, FLIP_TEMP):
        return _flip_refusal(state, seat, move.kind)
    if move.kind == TEMP_TO_CHAIN:
        return _temp_refusal(state, seat, move.get("slot"))
    if move.kind == TAKE:
        return _take_refusal(state, seat, move.get("value"))
    return "That is not a Chains action."


def _flip_refusal(state: State, seat: int, kind: str) -> str:
    if not state.draw[seat]:
        return "Your draw pile is empty: no more blind flips."
    if kind == FLIP_TEMP and None not in state.temp[seat]:
        return f"All {state.slots()} temp slots are full, so you cannot flip into one."
    return "That flip is not possible now."


def _needs(state: State, seat: int) -> str:
    """What the chain accepts next, in words."""
    t = top(state, seat)
    if t is None:
        return "an empty chain only starts with a 10"
    if t == 1:
        return "your chain ends in 1 and takes no more cards"
    return f"your chain ends in {t}, so it needs {a_number(t - 1)}"


def _temp_refusal(state: State, seat: int, slot: int) -> str:
    if not 0 <= slot < state.slots():
        return f"There is no temp slot {slot + 1}."
    card = state.temp[seat][slot]
    if card is None:
        return f"Temp slot {slot + 1} is empty."
    if not fits(state, seat, value(card)):
        return f"The {value(card)} does not fit: {_needs(state, seat)}."
    return "That card cannot move now."


def _take_refusal(state: State, seat: int, n: int) -> str:
    if not 1 <= n <= 10:
        return f"There is no terminal {n}."
    status = state.terminals[seat][n - 1]
    if status == TAKEN:
        return f"You have already taken your terminal {n}."
    if status == STOPPED:
        return f"Terminal {n} is stopped: enough players took theirs, so it is out of reach for good."
    t = top(state, seat)
    if n == 10:
        if t is not None:
            return "Terminal 10 can only be taken on an empty chain (it is a chain of one card)."
        if not ten_unlocked(state, seat):
            return "Terminal 10 is locked until a terminal from 1 to 9 has been taken."
    elif t is None:
        return f"Terminal {n} must end a chain, and your chain is empty."
    elif t != n + 1:
        return f"Terminal {n} does not end your chain: {_needs(state, seat)}."
    return f"Terminal {n} cannot be taken now."


def explain(state: State, seat: int, targets: Sequence[str]) -> str:
    """Why the clicked paths make no legal action."""
    if not targets:
        return "Click a flip button on your draw pile, a temp card, or one of your terminals."
    parts = str(targets[-1]).split("/")
    try:
        if parts[0] == "terminals" and len(parts) == 4:
            owner, n = int(parts[2]), int(parts[3]) + 1
            if owner != seat:
                return f"That terminal is {SEAT_NAMES[owner]}'s: you can only take your own."
            return _take_refusal(state, seat, n)
        if parts[0] == "players" and len(parts) >= 3:
            owner = int(parts[1])
            if owner != seat:
                return f"Those are {SEAT_NAMES[owner]}'s cards: you can only use your own."
            if parts[2] == "temp" and len(parts) == 4:
                return _temp_refusal(state, seat, int(parts[3]))
            if parts[2] == "draw":
                return _flip_refusal(state, seat, FLIP_TEMP if parts[-1] == "temp" else FLIP_WORK)
            if parts[2] == "work":
                return "Your chain grows from flips and temp cards; click a terminal to score it."
    except (ValueError, IndexError):
        pass
    return "Click a flip button on your draw pile, a temp card, or one of your terminals."
