"""Sentences that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.engine.words import Words, say
from tabletop.games.tricks import refusal as follow_refusal

from . import auction
from .state import AUCTION, BID, DISPLAY, HAND_END, OVER, PLAY, TRUMP, State
from .words import person

FALLBACK = say("engine.not_legal_here")
WHAT_NOW = {AUCTION: say("wysiwyg.explain.auction"), TRUMP: say("wysiwyg.explain.trump"),
            PLAY: say("wysiwyg.explain.play"), DISPLAY: say("wysiwyg.explain.display"),
            HAND_END: say("wysiwyg.explain.hand_end")}


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths `targets` make no legal move for `seat` ("You must follow ♠.")."""
    hand = state.hands[seat]
    if state.phase == OVER:
        return say("wysiwyg.explain.match_over")
    if seat != state.turn:
        return say("wysiwyg.explain.their_turn", seat=person(state.turn))
    first = str(targets[0]) if targets else ""
    parts = first.split("/")
    if parts[0] == "auction" and len(parts) == 3 and state.phase == AUCTION:
        if parts[1] == "bids" and parts[2].isdigit():
            return auction.call_refusal(state, BID, int(parts[2]))
        if parts[1] == "calls":
            return auction.call_refusal(state, parts[2])
        return say("wysiwyg.explain.trump_after_auction")
    if parts[0] == "auction" and state.phase == TRUMP:
        return say("wysiwyg.explain.name_trump_now")
    if parts[0] == "hand" and len(parts) == 2 and parts[1].isdigit() and state.phase == PLAY:
        index = int(parts[1])
        if index < len(hand):
            return follow_refusal(hand, state.trick, hand[index]) or FALLBACK
    if parts[0] == "display" and state.phase == PLAY:
        return say("wysiwyg.explain.display_after_trick")
    if parts[0] == "hand" and state.phase == DISPLAY:
        return say("wysiwyg.explain.take_display_first", seat=person(state.turn))
    return WHAT_NOW.get(state.phase, FALLBACK)
