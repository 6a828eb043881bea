"""What each seat sees: the view dict, the status sentence and the result."""

from __future__ import annotations

from tabletop.engine.cards import card_face
from tabletop.engine.words import Words, say

from .board import BACK_CENTRE, COLS, NAMES, OWNER, PEOPLE, QUEENS, ROWS, SEAT_NAMES, VALUE
from .placement import ROW_WORDS
from .state import (ARMY_SIZE, BATTLE, END_AGREEMENT, END_ARMIES, END_QUIET, MUSTER, MUSTER_TURNS, OVER,
                    PLACEMENT, ROWS as ROW_SETUP, State, current_row)

_CARDS = {card: {**card_face(card), "owner": OWNER[card], "queen": card in QUEENS, "value": VALUE[card]}
          for card in range(52) if OWNER[card] >= 0}


def card_view(card: int) -> dict:
    """A card as view data (a fresh dict, so a caller may change it safely)."""
    return dict(_CARDS[card])


def cell_view(state: State, viewer: int | None, card) -> dict | None:
    """One grid cell as `viewer` sees it: during placement only the owner sees a card."""
    if card is None:
        return None
    if state.phase == PLACEMENT and OWNER[card] != viewer:
        return {"hidden": True, "owner": OWNER[card]}
    return card_view(card)


def to_move(state: State) -> tuple:
    """The seat whose decision is pending: the answerer while a draw offer waits."""
    if state.phase == OVER:
        return ()
    if state.draw_offer is not None:
        return (1 - state.draw_offer,)
    return (state.seat,)


# What the table announces when a stage begins (the view's `banner`).
STAGE_BANNERS = {MUSTER: say("army_ants.banner.muster"), BATTLE: say("army_ants.banner.battle")}


def view(state: State, viewer: int | None) -> dict:
    """The whole view for `viewer` (None = public)."""
    placing = state.phase == PLACEMENT
    cells = [[cell_view(state, viewer, state.board[r * COLS + c]) for c in range(COLS)] for r in range(ROWS)]
    sees_last = not placing or viewer == state.seat
    return {
        "game": "army_ants", "phase": state.phase, "viewer": viewer,
        "to_move": list(to_move(state)), "seats": list(SEAT_NAMES),
        "grid": {"cols": COLS, "rows": ROWS, "cells": cells},
        "casualties": [[card_view(c) for c in pile] for pile in state.casualties],
        "hand": [card_view(c) for c in state.hands[viewer]] if viewer in (0, 1) else [],
        "muster_turns_used": list(state.muster_used), "muster_turns": MUSTER_TURNS,
        "refuge_used": list(state.refuge_used), "draw_offer": state.draw_offer,
        "status": status(state), "result": result(state) if state.phase == OVER else None,
        "last_move_squares": [NAMES[i] for i in state.last] if sees_last else [],
        "last_paths": [f"grid/{i % COLS}/{i // COLS}" for i in state.last] if sees_last else [],
        "empty_start": _empty_start(state, viewer) if placing else None,
        "banner": STAGE_BANNERS.get(state.phase),
    }


def _empty_start(state: State, viewer: int | None) -> str:
    """The back-row centre that stays empty: the viewer's, or the placing seat's."""
    return NAMES[BACK_CENTRE[viewer if viewer in (0, 1) else state.seat]]


def status(state: State) -> Words:
    """One sentence for the status panel."""
    who = PEOPLE[state.seat]
    if state.phase == OVER:
        return result(state)["summary"]
    if state.draw_offer is not None:
        return say("army_ants.status.draw_offer", seat=PEOPLE[state.draw_offer], other=PEOPLE[1 - state.draw_offer])
    if state.phase == PLACEMENT:
        if state.setup == ROW_SETUP:
            return say("army_ants.status.placing_row", seat=who, row=ROW_WORDS[current_row(state, state.seat)])
        return say("army_ants.status.placing_free", seat=who, placed=ARMY_SIZE - len(state.hands[state.seat]),
                   total=ARMY_SIZE)
    if state.phase == MUSTER:
        return say("army_ants.status.muster", seat=who, turn=state.muster_used[state.seat] + 1, turns=MUSTER_TURNS)
    return say("army_ants.status.battle", seat=who)


def result(state: State) -> dict:
    """Winners, scores, ranking and a summary sentence (an empty result while playing)."""
    names = SEAT_NAMES  # the scores are keyed by the seats' identifiers
    if state.phase != OVER:
        return {"winners": [], "draw": False, "scores": {n: 0 for n in names}, "ranking": [],
                "summary": say("army_ants.result.going")}
    if state.winner is not None:
        win, lose = state.winner, 1 - state.winner
        summary = say("army_ants.result.win", seat=PEOPLE[win], loser=PEOPLE[lose])
        return {"winners": [win], "draw": False, "scores": {names[win]: 1, names[lose]: 0},
                "ranking": [win, lose], "summary": summary}
    why = {END_ARMIES: say("army_ants.result.armies"), END_AGREEMENT: say("army_ants.result.agreement"),
           END_QUIET: say("army_ants.result.quiet", turns=state.quiet_limit)}[state.end]
    return {"winners": [], "draw": True, "scores": {n: 0.5 for n in names}, "ranking": [0, 1], "summary": why}
