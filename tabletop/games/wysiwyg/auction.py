"""The auction: which calls are legal, why a call is refused, and what a call does.

The digest's table: the very first call is a bid of 0 or more, or a pass that
stands as a bid of 0 and lets the auction go on. Against a standing bid the
caller may bid higher, pass (the auction ends) or double. A doubled player
passes (x2) or redoubles (x4), and either ends the auction. The holder of the
standing bid declares and then names trump.

The rules set no highest bid, but a goal (bid + base) above the 40 marks a
hand holds can never be made, so no such bid is offered: a player's bids run
up to 40 minus their base. A base is at most 34 (a hand of every ace, king
and queen against one with none), so a bid of 0 is always possible.
"""

from __future__ import annotations

from tabletop.engine.words import Words, say

from .state import AUCTION, BID, DOUBLE, MAX_MARKS, PASS, REDOUBLE, TRUMP, State, replace, with_event


def facing_double(state: State) -> bool:
    """Whether the caller's bid has just been doubled."""
    return bool(state.calls) and state.calls[-1][1] == DOUBLE


def highest_bid(state: State, seat: int) -> int:
    """The largest bid `seat` could ever make: its goal (bid + base) reaches the 40 marks of a hand."""
    return MAX_MARKS - state.bases[seat]


def lowest_bid(state: State) -> int | None:
    """The smallest number the caller may bid now, or None when no bid is allowed."""
    if facing_double(state):
        return None
    low = state.bid + 1 if state.calls else 0
    return low if low <= highest_bid(state, state.turn) else None


def legal_calls(state: State) -> list[tuple[str, int]]:
    """(kind, number) of every legal call, bids from the lowest up."""
    if state.phase != AUCTION:
        return []
    if facing_double(state):
        return [(PASS, 0), (REDOUBLE, 0)]
    low = lowest_bid(state)
    calls = [(BID, n) for n in range(low, highest_bid(state, state.turn) + 1)] if low is not None else []
    calls.append((PASS, 0))
    if state.calls:
        calls.append((DOUBLE, 0))
    return calls


def call_refusal(state: State, kind: str, number: int = 0) -> Words:
    """Why a call is not legal now, in a player's words."""
    doubled = facing_double(state)
    if kind == BID:
        if doubled:
            return say("wysiwyg.call.no_bids_after_double")
        high = highest_bid(state, state.turn)
        if number > high:
            return say("wysiwyg.call.goal_beyond_marks", goal=number + state.bases[state.turn], high=high)
        if number < 0:
            return say("wysiwyg.call.bid_negative")
        return say("wysiwyg.call.bid_higher", bid=state.bid)
    if kind == DOUBLE:
        if not state.calls:
            return say("wysiwyg.call.nothing_to_double")
        return say("wysiwyg.call.already_doubled")
    if kind == REDOUBLE:
        return say("wysiwyg.call.redouble_own")
    return say("wysiwyg.call.not_allowed")


def make_call(state: State, seat: int, kind: str, number: int = 0) -> State:
    """The state after a legal call."""
    other = 1 - seat
    opening = not state.calls
    state = with_event(replace(state, calls=state.calls + ((seat, kind, number),)), "call", seat, kind, number)
    if kind == BID:
        return replace(state, bid=number, bidder=seat, turn=other)
    if kind == PASS and opening:
        return replace(state, bid=0, bidder=seat, turn=other)  # an opening pass stands as a bid of 0
    if kind == DOUBLE:
        return replace(state, mult=2, turn=other)
    mult = 4 if kind == REDOUBLE else state.mult
    return end_auction(replace(state, mult=mult))


def end_auction(state: State) -> State:
    """The holder of the standing bid declares and names trump next."""
    declarer = state.bidder
    state = replace(state, declarer=declarer, phase=TRUMP, turn=declarer)
    return with_event(state, "declarer", declarer, state.bid, state.mult)
