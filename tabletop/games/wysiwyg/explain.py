"""Sentences that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.games.tricks import refusal as follow_refusal

from . import auction
from .state import AUCTION, BID, DISPLAY, OVER, PLAY, SEAT_NAMES, TRUMP, State

FALLBACK = "That is not a legal move here."
WHAT_NOW = {AUCTION: "Make a call in the bidding box.", TRUMP: "Name trump with one of the buttons.",
            PLAY: "Play a card from your hand.", DISPLAY: "Take one of the two display cards."}


def explain(state: State, seat: int, targets, hand: tuple[int, ...]) -> str:
    """Why the clicked paths `targets` make no legal move for `seat` (`hand` as the view shows it)."""
    if state.phase == OVER:
        return "The match is over."
    if seat != state.turn:
        return f"It is {SEAT_NAMES[state.turn]}'s turn."
    first = str(targets[0]) if targets else ""
    parts = first.split("/")
    if parts[0] == "auction" and len(parts) == 3 and state.phase == AUCTION:
        if parts[1] == "bids" and parts[2].isdigit():
            return auction.call_refusal(state, BID, int(parts[2]))
        if parts[1] == "calls":
            return auction.call_refusal(state, parts[2])
        return "Trump is named by the declarer once the auction is over."
    if parts[0] == "auction" and state.phase == TRUMP:
        return "The auction is over: name trump (a suit or NT)."
    if parts[0] == "hand" and len(parts) == 2 and parts[1].isdigit() and state.phase == PLAY:
        index = int(parts[1])
        if index < len(hand):
            return follow_refusal(hand, state.trick, hand[index]) or FALLBACK
    if parts[0] == "display" and state.phase == PLAY:
        return "Display cards go to the winner of the trick, after it is played."
    if parts[0] == "hand" and state.phase == DISPLAY:
        return f"First take a display card; then {SEAT_NAMES[state.turn]} leads."
    return WHAT_NOW.get(state.phase, FALLBACK)
