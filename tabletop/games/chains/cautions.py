"""Warnings before a legal but self-defeating action: a flip that can only bust, a move that kills the chain;
and for beginners, the odds that a flip onto a chain busts it.

A player does not see the order of their draw pile, but can count what is
left in it (their deck minus every card they have seen), so the warnings
use those counts and never the hidden order.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .moves import FLIP_WORK, TEMP_TO_CHAIN
from .rules import legal_moves, perform
from .state import OVER, State, draw_counts, fits, pool_counts, reachable, top


def survives(state: State, seat: int, card_value: int) -> bool:
    """Whether the chain would live on if a card of this value came from the draw pile onto it."""
    if not fits(state, seat, card_value):
        return False
    counts = pool_counts(state, seat)
    counts[card_value] -= 1
    return bool(reachable(state, seat, counts, start=card_value))


def flip_warning(state: State, seat: int) -> Words | None:
    """A warning when no card left in the draw pile keeps the chain alive."""
    counts = draw_counts(state, seat)
    possible = [v for v in range(1, 11) if counts[v]]
    if any(survives(state, seat, v) for v in possible):
        return None
    if not any(fits(state, seat, v) for v in possible):
        if top(state, seat) is None:
            return say("chains.warn.no_ten")
        return say("chains.warn.no_fit")
    return say("chains.warn.no_terminal")


def bust_risk_warning(state: State, seat: int) -> Words | None:
    """A beginner's warning before a flip onto a chain that holds cards: how many of the cards left
    in the draw pile would bust it (counted, never the order)."""
    chain = len(state.work[seat])
    counts = draw_counts(state, seat)
    total = sum(counts)
    busting = sum(n for v, n in enumerate(counts) if n and not fits(state, seat, v))
    if not chain or not busting or busting == total:
        return None  # nothing to lose, no risk, or the plain warning already says it can only bust
    return say("chains.warn.bust_risk", busting=busting, total=total, count=chain)


def beginner_warning(state: State, seat: int, move: Move) -> Words | None:
    """For beginners: before a flip onto a chain, how many cards left would bust it."""
    if move.kind != FLIP_WORK or state.phase == OVER or seat != state.seat:
        return None
    return bust_risk_warning(state, seat)


def temp_warning(state: State, seat: int, slot: int) -> Words | None:
    """A warning when moving this temp card leaves the chain no reachable terminal."""
    card = state.temp[seat][slot]
    after = perform(state, seat, Move.of(TEMP_TO_CHAIN, slot=slot))
    if card in after.dead[seat]:
        return say("chains.warn.temp_dead")
    return None


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Ask first before a flip that can only bust, or a move that kills the chain; None for a move that
    is safe to play without asking, or not legal here."""
    if move not in legal_moves(state, seat):
        return None
    if move.kind == FLIP_WORK:
        return flip_warning(state, seat)
    if move.kind == TEMP_TO_CHAIN:
        return temp_warning(state, seat, move.get("slot"))
    return None
