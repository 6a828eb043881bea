"""Why an action is refused, as a message a player understands; also for clicks on the table."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .deck import a_number, person, value
from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN
from .state import STOPPED, TAKEN, State, fits, ten_unlocked, top


def refusal(state: State, seat: int, move: Move) -> Words:
    """The reason a well-formed action is not legal for `seat` now."""
    if move.kind in (FLIP_WORK, FLIP_TEMP):
        return _flip_refusal(state, seat, move.kind)
    if move.kind == TEMP_TO_CHAIN:
        return _temp_refusal(state, seat, move.get("slot"))
    if move.kind == TAKE:
        return _take_refusal(state, seat, move.get("value"))
    return say("chains.refuse.not_an_action")


def _flip_refusal(state: State, seat: int, kind: str) -> Words:
    if not state.draw[seat]:
        return say("chains.refuse.draw_empty")
    if kind == FLIP_TEMP and None not in state.temp[seat]:
        return say("chains.refuse.temp_full", slots=state.slots())
    return say("chains.refuse.flip_impossible")


def _needs(state: State, seat: int) -> Words:
    """What the chain accepts next, as a clause of a refusal."""
    t = top(state, seat)
    if t is None:
        return say("chains.refuse.needs.ten")
    if t == 1:
        return say("chains.refuse.needs.nothing")
    return say("chains.refuse.needs.number", top=t, number=a_number(t - 1))


def _temp_refusal(state: State, seat: int, slot: int) -> Words:
    if not 0 <= slot < state.slots():
        return say("chains.refuse.no_slot", n=slot + 1)
    card = state.temp[seat][slot]
    if card is None:
        return say("chains.refuse.slot_empty", n=slot + 1)
    if not fits(state, seat, value(card)):
        return say("chains.refuse.no_fit", value=value(card), why=_needs(state, seat))
    return say("chains.refuse.cannot_move")


def _take_refusal(state: State, seat: int, n: int) -> Words:
    if not 1 <= n <= 10:
        return say("chains.refuse.no_terminal", n=n)
    status = state.terminals[seat][n - 1]
    if status == TAKEN:
        return say("chains.refuse.already_taken", n=n)
    if status == STOPPED:
        return say("chains.refuse.stopped", n=n)
    t = top(state, seat)
    if n == 10:
        if t is not None:
            return say("chains.refuse.ten_not_empty")
        if not ten_unlocked(state, seat):
            return say("chains.refuse.ten_locked")
    elif t is None:
        return say("chains.refuse.must_end", n=n)
    elif t != n + 1:
        return say("chains.refuse.not_end", n=n, why=_needs(state, seat))
    return say("chains.refuse.cannot_take", n=n)


def explain(state: State, seat: int, targets: Sequence[str]) -> Words:
    """Why the clicked paths make no legal action."""
    if not targets:
        return say("chains.explain.click")
    parts = str(targets[-1]).split("/")
    try:
        if parts[0] == "terminals" and len(parts) == 4:
            owner, n = int(parts[2]), int(parts[3]) + 1
            if owner != seat:
                return say("chains.explain.not_your_terminal", owner=person(owner))
            return _take_refusal(state, seat, n)
        if parts[0] == "players" and len(parts) >= 3:
            owner = int(parts[1])
            if owner != seat:
                return say("chains.explain.not_your_cards", owner=person(owner))
            if parts[2] == "temp" and len(parts) == 4:
                return _temp_refusal(state, seat, int(parts[3]))
            if parts[2] == "draw":
                return _flip_refusal(state, seat, FLIP_TEMP if parts[-1] == "temp" else FLIP_WORK)
            if parts[2] == "work":
                return say("chains.explain.chain")
    except (ValueError, IndexError):
        pass
    return say("chains.explain.click")
