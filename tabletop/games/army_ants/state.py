"""The immutable Army Ants state, the deal, and a constructor for test positions."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.frozen_copy import changed
from tabletop.engine.rng import Rng

from .board import (ARMIES, CARD_NAMES, HALF, NAMES, OWNER, PLACEMENT_ROWS, QUEENS, RED, BLACK,
                    SIZE, START, hand_order, parse_card, parse_square)

MUSTER_TURNS = 5
REMEMBERED = 32  # positions a state remembers since the last Attack: a shuffle back and forth comes round in a few
ARMY_SIZE = 19  # cards in each army, every one placed on a start position
PLACEMENT, MUSTER, BATTLE, OVER = "placement", "muster", "battle", "over"
DEALT, ROWS, FREE = "dealt", "rows", "free"

# Why a game ended: these codes pick the summary sentence.
END_QUEEN, END_ARMIES, END_AGREEMENT, END_QUIET = "queen", "armies", "agreement", "quiet"


@dataclass(frozen=True)
class State:
    """A whole Army Ants position; `apply` returns a new one."""

    board: tuple                      # 40 card ids or None, index = row * 5 + col
    phase: str                        # placement / muster / battle / over
    seat: int                         # whose turn it is (the offerer while a draw offer waits)
    setup: str = DEALT
    max_legs: int = 0                 # 0 = a Move may turn freely; 2 = at most one turn
    quiet_limit: int = 0              # 0 = off; else battle turns without an Attack that draw
    muster_used: tuple = (0, 0)
    refuge_used: tuple = (False, False)
    casualties: tuple = ((), ())      # removed cards per seat, in order of removal
    hands: tuple = ((), ())           # placement hands, in view order
    piles: tuple = ((), ())           # undrawn cards for row-by-row placement
    draw_offer: int | None = None     # the seat whose draw offer waits for an answer
    no_offer: int | None = None       # the seat that was just declined and must now move
    quiet: int = 0                    # battle turns since the last Attack
    winner: int | None = None
    end: str = ""                     # why the game ended ("" while it goes on)
    # The squares of the last move, for highlighting only: two ways to reach one
    # position must still compare equal, so this takes no part in equality.
    last: tuple = field(default=(), compare=False)
    # The positions left since the last Attack, as (board, side to move), oldest first and at most
    # REMEMBERED: what everyone at the table saw, so a computer seat can tell a move that goes round in a
    # circle. Like `last`, no part of equality.
    recent: tuple = field(default=(), compare=False)

    def with_board(self, cells: list, **changes) -> "State":
        """A copy with a new board and other fields changed."""
        return changed(self, board=tuple(cells), **changes)


def dealt_board(armies: tuple) -> tuple:
    """The board after dealing each shuffled army onto positions 1..19 in order."""
    cells = [None] * SIZE
    for seat in (RED, BLACK):
        for square, card in zip(START[seat], armies[seat]):
            cells[square] = card
    return tuple(cells)


def new_state(players: int, options: dict, seed: int) -> State:
    """A fresh match for normalised options: dealt, or ready for hidden placement (`players` is always two)."""
    rng = Rng.from_seed(seed)
    red, rng = rng.shuffled(ARMIES[RED])
    black, rng = rng.shuffled(ARMIES[BLACK])
    common = dict(setup=options["setup"], max_legs=options["move_max_legs"],
                  quiet_limit=options["no_attack_limit"])
    if options["setup"] == DEALT:
        return State(board=dealt_board((red, black)), phase=MUSTER, seat=RED, **common)
    empty = (None,) * SIZE
    if options["setup"] == FREE:
        hands = (hand_order(ARMIES[RED]), hand_order(ARMIES[BLACK]))
        return State(board=empty, phase=PLACEMENT, seat=RED, hands=hands, **common)
    state = State(board=empty, phase=PLACEMENT, seat=RED, piles=(red, black), **common)
    return draw_row(state, RED)


def draw_row(state: State, seat: int) -> State:
    """`seat` draws the next placement row's cards from its pile into its hand."""
    count = len(PLACEMENT_ROWS[seat][current_row(state, seat) + 1])
    pile = state.piles[seat]
    hands = list(state.hands)
    piles = list(state.piles)
    hands[seat] = hand_order(state.hands[seat] + pile[:count])
    piles[seat] = pile[count:]
    return changed(state, hands=tuple(hands), piles=tuple(piles))


def current_row(state: State, seat: int) -> int:
    """Row-by-row placement: the index (0 = front) of the row being filled, -1 before the first."""
    drawn = 19 - len(state.piles[seat])
    ends = (0, 5, 10, 15, 19)
    return ends.index(drawn) - 1


def empty_squares(board: tuple, seat: int) -> list[int]:
    """The empty squares of `seat`'s half (one during the muster)."""
    return [i for i in HALF[seat] if board[i] is None]


def queen_square(board: tuple, seat: int) -> int:
    """Where `seat`'s Queen stands, or -1."""
    queen = QUEENS[seat]
    for i, card in enumerate(board):
        if card == queen:
            return i
    return -1


def has_soldiers(board: tuple, seat: int) -> bool:
    """True while `seat` has a card other than its Queen on the grid."""
    return any(c is not None and OWNER[c] == seat and c != QUEENS[seat] for c in board)


def card_totals(state: State) -> dict:
    """Cards per army counted over board, casualties, hands and piles (19 each)."""
    totals = [0, 0]
    for group in (state.board, *state.casualties, *state.hands, *state.piles):
        for card in group:
            if card is not None:
                totals[OWNER[card]] += 1
    return {"red_cards": totals[RED], "black_cards": totals[BLACK]}


def state_from_layout(layout: dict, phase: str = BATTLE, seat: int = RED, **fields) -> State:
    """A position with named cards on named squares, e.g. {"d6": "6♠", "d3": "A♥"}.

    Army cards not on the grid go to their owner's casualties, so card counts
    stay 19 each. Extra keyword fields (setup, muster_used, ...) go to State.
    """
    cells = [None] * SIZE
    for square, text in layout.items():
        cells[parse_square(square)] = parse_card(text)
    placed = set(c for c in cells if c is not None)
    if len(placed) != sum(1 for c in cells if c is not None):
        raise ValueError("a card stands on two squares")
    fields.setdefault("casualties", tuple(tuple(c for c in ARMIES[s] if c not in placed)
                                          for s in (RED, BLACK)))
    return State(board=tuple(cells), phase=phase, seat=seat, **fields)


def deal_layout(state: State) -> dict:
    """The board as {square name: card name}, for tests and debugging."""
    return {NAMES[i]: CARD_NAMES[c] for i, c in enumerate(state.board) if c is not None}
