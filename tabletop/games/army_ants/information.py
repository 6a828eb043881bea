"""What a seat can know in Army Ants, for searches: determinizations.

Everything is face up from the muster on, and the state holds no generator:
the only chance is the shuffle of each army before hidden placement. While
placing, a seat sees its own hand and placed cards, and of the other army only
which squares are filled; both armies' compositions are public. So the other
army's placed cards, hand and undrawn pile are dealt afresh from its 19 cards,
and a seat's own pile (row-by-row placement) is reshuffled, since nobody knows
its order.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.rng import Rng

from tabletop.engine.game import Move

from .board import BLACK, NEIGHBOURS, OWNER, QUEENS, RED, hand_order
from .placement import OWN_NINES, can_finish
from .state import FREE, PLACEMENT, State

TRIES = 200  # deals tried before keeping the real one; a deal fits the free-deployment rule most times


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """A state `seat` cannot tell from `state`: during hidden placement, what it cannot see dealt afresh."""
    if state.phase != PLACEMENT:
        return state
    for army in (RED, BLACK):
        if army == seat:
            state, rng = reshuffled_pile(state, army, rng)
        else:
            state, rng = redealt(state, army, rng)
    return state


def reshuffled_pile(state: State, army: int, rng: Rng) -> tuple[State, Rng]:
    """The seat's own undrawn pile in a fresh order (its owner does not know it either)."""
    pile, rng = rng.shuffled(state.piles[army])
    return replace(state, piles=_with(state.piles, army, pile)), rng


def redealt(state: State, army: int, rng: Rng) -> tuple[State, Rng]:
    """The army's hidden cards dealt afresh over its filled squares, its hand and its pile."""
    squares = [i for i, card in enumerate(state.board) if card is not None and OWNER[card] == army]
    cards = [state.board[i] for i in squares] + list(state.hands[army]) + list(state.piles[army])
    for _ in range(TRIES):
        order, rng = rng.shuffled(cards)
        board = list(state.board)
        for square, card in zip(squares, order):
            board[square] = card
        hand = hand_order(order[len(squares):len(squares) + len(state.hands[army])])
        if state.setup != FREE or fits_free_rule(tuple(board), army, hand):
            pile = order[len(squares) + len(hand):]
            return state.with_board(board, hands=_with(state.hands, army, hand),
                                    piles=_with(state.piles, army, pile)), rng
    return state, rng  # the real deal always fits


def fits_free_rule(board: tuple, army: int, hand: tuple) -> bool:
    """Free deployment: no own 9 beside the Queen, and the hand can still be placed (as every step checked)."""
    queen = QUEENS[army]
    if queen in board and any(board[n] in OWN_NINES[army] for n in NEIGHBOURS[board.index(queen)]):
        return False
    return can_finish(board, army, hand)


def _with(pair: tuple, army: int, value: tuple) -> tuple:
    """A (red, black) pair with one army's entry replaced."""
    return (value, pair[1]) if army == RED else (pair[0], value)


NO_UNDO = ("confirm_row", "done_placing")  # they draw new cards or let the other player look


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Everything but ending a hidden placement row or army may be taken back."""
    return move.kind not in NO_UNDO


def secrets(state: State, seat: int) -> set[int]:
    """During hidden placement: the seat's hand and its placed cards."""
    if state.phase != PLACEMENT:
        return set()
    placed = {c for c in state.board if c is not None and OWNER[c] == seat}
    return placed | set(state.hands[seat])
