"""When an Army Ants game has stopped going anywhere, as a computer seat judges it: positions that come
round again, muster moves that change nothing, and dead positions where a draw is the honest result.

Everything on the grid is public from the muster on, so the seat's view is the whole position, and the
positions left since the last Attack (`State.recent`) are what everyone at the table saw.

A position is dead, from a seat's view, in the battle when no capture is on offer to either side and

- both armies are too thin to win: a side with one soldier (or none) cannot corner a Queen that is free
  to step off its lines, so with at most one soldier each neither side can win; or
- the game has stalled: STALL_TURNS battle turns passed without an Attack, and the seat's own estimate
  finds the sides level (its chance within LEVEL_CHANCE of even).

In a dead position a seat offers a draw (once in every OFFER_EVERY battle turns, so a person who said no
is not asked every turn) and accepts one. It also accepts any draw while its chance is below ACCEPT_BELOW.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .board import HALF, OWNER, QUEENS, RED, BLACK
from .rules import legal_moves
from .state import BATTLE, MUSTER, State
from .appraisal import best_capture, estimate

STALL_TURNS = 30     # battle turns without an Attack after which a level game counts as stalled
LEVEL_CHANCE = 0.15  # a seat whose chance is within this of even finds the sides level
OFFER_EVERY = 16     # a seat offers in one of its turns in every window of this many battle turns
ACCEPT_BELOW = 0.3   # a seat whose chance is below this takes any draw offered
REPEAT_COST = 0.05   # a move back to a position seen since the last Attack must be this much better (chance),
                     # for each time it was seen: a chase that pays once is not kept up for ever


def repeats(after: State) -> int:
    """How often the position after a move (the board, and whose turn) was seen since the last Attack."""
    return after.recent.count((after.board, after.seat))


def shuffles(after: State, seat: int) -> bool:
    """Whether a muster move puts `seat`'s half back as it stood earlier in the muster: a move that only
    undoes an earlier one changes nothing."""
    half = HALF[seat]
    mine = tuple(after.board[i] for i in half)
    return any(tuple(board[i] for i in half) == mine for board, _ in after.recent)


def cost(before: State, after: State, seat: int) -> float:
    """What `seat`'s move from `before` to `after` costs in the ranking for going round in a circle: a muster
    shuffle is played only when every move is one, a repeated position only when it is clearly better than
    any other move, and less and less so each time it comes round."""
    if before.phase == MUSTER and shuffles(after, seat):
        return 1.0
    return REPEAT_COST * repeats(after)


def soldiers(board: tuple, seat: int) -> int:
    """`seat`'s cards on the grid other than its Queen."""
    return sum(1 for card in board if card is not None and OWNER[card] == seat and card != QUEENS[seat])


def dead(state: State, seat: int) -> bool:
    """Whether `seat` judges that neither side can win from here (see the module's words)."""
    if state.phase != BATTLE:
        return False
    board = state.board
    if any(best_capture(board, side) != (0.0, False) for side in (RED, BLACK)):
        return False
    if soldiers(board, RED) <= 1 and soldiers(board, BLACK) <= 1:
        return True
    return state.quiet >= STALL_TURNS and abs(estimate(state)[seat] - 0.5) <= LEVEL_CHANCE


def offer(state: State, seat: int, moves: list[Move]) -> tuple[Move, Words] | None:
    """The draw offer `seat` makes now, with its reason, or None: only in a dead position, and only in
    one of its turns in each window of OFFER_EVERY battle turns."""
    found = next((m for m in moves if m.kind == "offer_draw"), None)
    if found is None or state.quiet % OFFER_EVERY >= 2 or not dead(state, seat):
        return None
    return found, say("army_ants.why.offer_draw")


def answer(state: State, seat: int) -> tuple[Move, Words]:
    """`seat`'s answer to the draw it is offered: yes in a dead position or when it is well behind."""
    moves = {m.kind: m for m in legal_moves(state, seat)}
    if dead(state, seat):
        return moves["accept_draw"], say("army_ants.why.accept_dead")
    if estimate(state)[seat] < ACCEPT_BELOW:
        return moves["accept_draw"], say("army_ants.why.accept_behind")
    return moves["decline_draw"], say("army_ants.why.decline_draw")
