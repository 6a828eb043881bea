"""Sentences to confirm before an Army Ants move: actions that end something, and (for beginners)
moves that leave the Queen open to an attack on the opponent's very next turn.

Outside hidden placement the whole board is public, and placement moves are never judged here,
so these sentences read nothing a player cannot see.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, joined, say

from .board import CARD_NAMES, NAMES, PEOPLE
from .moves import attacks
from .rules import perform
from .state import BATTLE, MUSTER_TURNS, State, queen_square

ACTIONS = ("march", "move", "swap", "attack", "refuge")  # moves on the board (not draws or placement)


def _turns(count: int) -> Words:
    return say("army_ants.caution.muster_turns", count=count)


def refuge_warning(state: State, seat: int) -> Words | None:
    """Queen's Refuge spends every muster turn left: say how many, and what the opponent then gets."""
    spent = MUSTER_TURNS - state.muster_used[seat] - 1  # the turns after this one
    if spent <= 0:
        return None  # the last muster turn: Refuge costs nothing more than any other move
    other = 1 - seat
    theirs = MUSTER_TURNS - state.muster_used[other]
    ends = say("army_ants.caution.refuge", turns=_turns(spent))
    if not theirs:
        return ends
    return joined(ends, say("army_ants.caution.refuge_then", seat=PEOPLE[other], turns=_turns(theirs)))


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Ask before a move that ends something for good: the muster (Refuge) or the game (a draw accepted)."""
    if move.kind == "refuge":
        return refuge_warning(state, seat)
    if move.kind == "accept_draw":
        return say("army_ants.caution.accept_draw")
    return None


def queen_attackers(state: State, seat: int) -> list[Move]:
    """The opponent's attacks on `seat`'s Queen if it were their turn in this battle position."""
    queen = queen_square(state.board, seat)
    if state.phase != BATTLE or queen < 0:
        return []
    return [m for m in attacks(state.board, 1 - seat) if m.get("to") == NAMES[queen]]


def queen_warning(state: State, seat: int, move: Move) -> Words | None:
    """A beginner's warning: after this move the opponent, moving next, can attack the Queen and win."""
    if move.kind not in ACTIONS:
        return None
    after = perform(state, seat, move)
    if after.seat != 1 - seat or after.draw_offer is not None:
        return None  # the game is over, or the opponent does not move next
    found = queen_attackers(after, seat)
    if not found:
        return None
    frm = found[0].get("frm")
    said = dict(seat=PEOPLE[1 - seat], card=CARD_NAMES[after.board[NAMES.index(frm)]], frm=frm,
                to=found[0].get("to"))
    if len(found) == 1:
        return say("army_ants.caution.queen_open", **said)
    return say("army_ants.caution.queen_open_more", count=len(found) - 1, **said)
