"""Sentences that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.engine.game import Move

from . import moves
from .state import HAND_END, OVER, PLAY, REPLENISH, SEAT_NAMES, State, partner_of


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths `targets` make no legal move for `seat`."""
    if state.phase == OVER:
        return "The match is over."
    if seat != state.turn:
        return f"It is {SEAT_NAMES[state.turn]}'s turn, not {SEAT_NAMES[seat]}'s."
    if state.phase == HAND_END:
        return "The hand is over: deal the next one with the button."
    parts = str(targets[0]).split("/") if targets else []
    card = _clicked_card(state, seat, parts)
    if card is None:
        return _what_to_click(state, seat)
    if parts[0] == "players":
        if state.phase == REPLENISH:
            return "Choose the new table card from your hand."
        return moves.refusal(state, seat, Move.of("lead_table", card=card))
    kind = "replenish" if state.phase == REPLENISH else "play"
    return moves.refusal(state, seat, Move.of(kind, card=card))


def _clicked_card(state: State, seat: int, parts: list) -> int | None:
    """The card under a click on `hand/<i>` or `players/<seat>/table/<slot>`, or None."""
    try:
        if parts[0] == "hand" and len(parts) == 2:
            return state.hands[seat][int(parts[1])]
        if parts[0] == "players" and len(parts) == 4 and parts[2] == "table":
            return state.tables[int(parts[1])][int(parts[3])]
    except (ValueError, IndexError):
        return None
    return None


def _what_to_click(state: State, seat: int) -> str:
    """What the seat to act should click instead."""
    if state.phase == REPLENISH:
        return "Click a card in your hand to put it on your table."
    if state.phase == PLAY and not state.trick:
        return f"Lead a card: click one in your hand or one of {SEAT_NAMES[partner_of(seat)]}'s table cards."
    return "Click a card in your hand to play it."
