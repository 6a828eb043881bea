"""Hidden placement: Option 1 (row by row) and Option 2 (free deployment)."""

from __future__ import annotations


from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .board import (ARMIES, BACK_CENTRE, GRID_PATHS, NAMES, NEIGHBOURS, NINES, PEOPLE, PLACEMENT_ROWS,
                    QUEENS, RED, BLACK, START)
from .state import FREE, MUSTER, ROWS, State, current_row, draw_row

# The rule is about a player's own 9s: the other army's cards are face down while placing,
# so a constraint on them could not be kept (and a refusal would give them away).
OWN_NINES = tuple(NINES & frozenset(army) for army in ARMIES)

ROW_WORDS = tuple(say(f"army_ants.row.{row}") for row in ("front", "second", "third", "back"))


def open_squares(state: State, seat: int) -> list[int]:
    """The empty squares `seat` may place on now."""
    if state.setup == ROWS:
        squares = PLACEMENT_ROWS[seat][current_row(state, seat)]
    else:
        squares = START[seat]
    return [sq for sq in squares if state.board[sq] is None]


def nine_by_queen(board: tuple, seat: int, card: int, to: int) -> bool:
    """True when placing `card` on `to` puts a 9 orthogonally next to `seat`'s Queen."""
    if card in OWN_NINES[seat]:
        return any(board[n] == QUEENS[seat] for n in NEIGHBOURS[to])
    if card == QUEENS[seat]:
        return any(board[n] in OWN_NINES[seat] for n in NEIGHBOURS[to])
    return False


def can_finish(board: tuple, seat: int, hand: tuple) -> bool:
    """True when the cards in `hand` can still fill `seat`'s positions with no 9 by the Queen."""
    nines = sum(1 for c in hand if c in OWN_NINES[seat])
    free = [sq for sq in START[seat] if board[sq] is None]
    queen = next((sq for sq in START[seat] if board[sq] == QUEENS[seat]), -1)
    # A Queen still in hand needs a free square with none of its own placed 9s beside it.
    spots = [queen] if queen >= 0 else [q for q in free
                                        if not any(board[n] in OWN_NINES[seat] for n in NEIGHBOURS[q])]
    # Other cards have no constraint, so only the Queen's square and room for the 9s matter.
    return any(sum(1 for sq in free if sq != q and sq not in NEIGHBOURS[q]) >= nines for q in spots)


def place_refusal(state: State, seat: int, card: int, to: int) -> Words | None:
    """Why `card` may not go on `to` now, or None when it may."""
    if card not in state.hands[seat]:
        return say("army_ants.explain.not_in_hand")
    if to not in START[seat]:
        if to == BACK_CENTRE[seat]:
            return say("army_ants.explain.back_centre")
        return say("army_ants.explain.own_start")
    if state.board[to] is not None:
        return say("army_ants.explain.taken_square")
    if state.setup == ROWS and to not in PLACEMENT_ROWS[seat][current_row(state, seat)]:
        return say("army_ants.explain.this_row", row=ROW_WORDS[current_row(state, seat)])
    if state.setup == FREE:
        return _free_refusal(state, seat, card, to)
    return None


def _free_refusal(state: State, seat: int, card: int, to: int) -> Words | None:
    """The free-deployment constraint: no 9 next to the Queen, and no dead end."""
    if nine_by_queen(state.board, seat, card, to):
        return say("army_ants.explain.nine_by_queen")
    cells = list(state.board)
    cells[to] = card
    hand = tuple(c for c in state.hands[seat] if c != card)
    if not can_finish(tuple(cells), seat, hand):
        return say("army_ants.explain.nines_stuck")
    return None


def place_move(state: State, seat: int, index: int, card: int, to: int) -> Move:
    """The placement of the hand card at `index` on square `to`."""
    # The label names only the square: the log is seen by both players.
    return Move("place", (("card", card), ("to", NAMES[to])),
                lambda: say("army_ants.move.place", seat=PEOPLE[seat], to=NAMES[to]),
                ((f"hand/{index}", GRID_PATHS[to]),))


def placement_moves(state: State, seat: int) -> list[Move]:
    """Every placement, or the button that ends this row or this army's placement."""
    hand = state.hands[seat]
    if not hand:
        kind = "confirm_row" if state.setup == ROWS else "done_placing"
        return [Move(kind, (), button_label(state, seat, kind))]
    out = []
    squares = open_squares(state, seat)
    verdicts: dict = {}
    for index, card in enumerate(hand):
        # Only 9s and the Queen are constrained, so one verdict serves every other card.
        kind = card if card in OWN_NINES[seat] or card == QUEENS[seat] else -1
        for to in squares:
            if state.setup == FREE and (kind, to) not in verdicts:
                verdicts[kind, to] = _free_refusal(state, seat, card, to) is None
            if state.setup != FREE or verdicts[kind, to]:
                out.append(place_move(state, seat, index, card, to))
    return out


def button_label(state: State, seat: int, kind: str) -> Words:
    """Words for a button move (the kinds confirm_row, done_placing, the draw's three and pass)."""
    if kind == "confirm_row":
        return say("army_ants.move.confirm_row", seat=PEOPLE[seat], row=ROW_WORDS[current_row(state, seat)])
    return say(f"army_ants.move.{kind}", seat=PEOPLE[seat])


def apply_place(state: State, seat: int, card: int, to: int) -> State:
    """The state after placing `card` on `to`."""
    cells = list(state.board)
    cells[to] = card
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != card)
    return state.with_board(cells, hands=tuple(hands), last=(to,))


def finish_row(state: State, seat: int) -> State:
    """Row-by-row: the row is full; draw the next one or end this army's placement."""
    if current_row(state, seat) < 3:
        return changed(draw_row(state, seat), last=())
    return finish_placing(state, seat)


def finish_placing(state: State, seat: int) -> State:
    """This army is placed: Black places next, or both are revealed and the muster starts."""
    if seat == RED:
        state = changed(state, seat=BLACK, last=())
        return draw_row(state, BLACK) if state.setup == ROWS else state
    return changed(state, phase=MUSTER, seat=RED, last=())
