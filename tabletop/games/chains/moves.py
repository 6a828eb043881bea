"""The four actions as Moves: which are legal now, their words and their click paths.

Flip to chain and flip to temp are blind: their click paths are the two
buttons drawn on the seat's draw pile. A temp card is moved by clicking it,
a terminal is taken by clicking it in the terminal area.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .deck import chain_name, person, value
from .state import State, available, fits, ten_unlocked, top

FLIP_WORK, FLIP_TEMP, TEMP_TO_CHAIN, TAKE = "flip_to_chain", "flip_to_temp", "temp_to_chain", "take_terminal"
KINDS = (FLIP_WORK, FLIP_TEMP, TEMP_TO_CHAIN, TAKE)


def draw_path(seat: int, which: str) -> str:
    """The click path of a blind-flip button on `seat`'s draw pile ("chain" or "temp")."""
    return f"players/{seat}/draw/{which}"


def temp_path(seat: int, slot: int) -> str:
    return f"players/{seat}/temp/{slot}"


def terminal_path(seat: int, n: int) -> str:
    return f"terminals/rows/{seat}/{n - 1}"


def flip_work_move(seat: int) -> Move:
    return Move.of(FLIP_WORK, lambda: say("chains.move.flip_chain", seat=person(seat)),
                   [(draw_path(seat, "chain"),)])


def flip_temp_move(seat: int, solo: bool = False) -> Move:
    key = "chains.move.flip_temp" if solo else "chains.move.flip_temp_ends"
    return Move.of(FLIP_TEMP, lambda: say(key, seat=person(seat)), [(draw_path(seat, "temp"),)])


def temp_move(state: State, seat: int, slot: int) -> Move:
    card = state.temp[seat][slot]
    return Move.of(TEMP_TO_CHAIN, lambda: say("chains.move.temp", seat=person(seat), value=value(card)),
                   [(temp_path(seat, slot),)], slot=slot)


def take_move(state: State, seat: int, n: int) -> Move:
    return Move.of(TAKE, partial(take_label, state, seat, n), [(terminal_path(seat, n),)], value=n)


def take_label(state: State, seat: int, n: int) -> Words:
    chain = chain_name(state.work[seat]) + "-" if state.work[seat] else ""
    key = "chains.move.take" if state.players == 1 else "chains.move.take_ends"
    return say(key, seat=person(seat), n=n, chain=f"{chain}{n}")


def can_take(state: State, seat: int, n: int) -> bool:
    """Terminal n is face up and ends the chain: one below the top, or a 10 on an empty chain."""
    if not available(state, seat, n):
        return False
    t = top(state, seat)
    if n == 10:
        return t is None and ten_unlocked(state, seat)
    return t == n + 1


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal action for the seat to move (the caller checks the turn)."""
    moves = []
    if state.draw[seat]:
        moves.append(flip_work_move(seat))
        if None in state.temp[seat]:
            moves.append(flip_temp_move(seat, state.players == 1))
    for slot, card in enumerate(state.temp[seat]):
        if card is not None and fits(state, seat, value(card)):
            moves.append(temp_move(state, seat, slot))
    t = top(state, seat)
    candidates = (10,) if t is None else ((t - 1,) if t > 1 else ())
    moves.extend(take_move(state, seat, n) for n in candidates if can_take(state, seat, n))
    return moves
