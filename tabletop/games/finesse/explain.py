"""Sentences that say why a click on the table makes no legal move."""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from . import moves
from .state import HAND_END, OVER, PLAY, REPLENISH, State, partner_of
from .words import person


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths `targets` make no legal move for `seat`."""
    if state.phase == OVER:
        return say("finesse.explain.match_over")
    state = moves.ahead_position(state, seat) or state  # a move chosen ahead is explained where it will be made
    if seat != state.turn:
        return say("finesse.explain.not_your_turn", turn=person(state.turn), seat=person(seat))
    if state.phase == HAND_END:
        return say("finesse.explain.deal_with_button")
    parts = str(targets[0]).split("/") if targets else []
    card = _clicked_card(state, seat, parts)
    if card is None:
        return _what_to_click(state, seat)
    if parts[0] == "players":
        if state.phase == REPLENISH:
            return say("finesse.explain.choose_table_card")
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


def _what_to_click(state: State, seat: int) -> Words:
    """What the seat to act should click instead."""
    if state.phase == REPLENISH:
        return say("finesse.explain.click_replenish")
    if state.phase == PLAY and not state.trick:
        return say("finesse.explain.click_lead", partner=person(partner_of(seat)))
    return say("finesse.explain.click_play")
