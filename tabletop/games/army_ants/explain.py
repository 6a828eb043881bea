"""Sentences that say why a click or a move is not legal."""

from __future__ import annotations

from .board import (CARD_NAMES, COLS, FRONT_ROW, INDEX_SHIFT, NAMES, NEIGHBOURS, OWNER, PATH_INDEX,
                    QUEENS, RAY, SEAT_NAMES, VALUE, VERTICAL, in_half, is_diagonal_neighbour,
                    line_direction)
from .moves import empty_regions, first_card, segment_reach
from .placement import place_refusal
from .state import FREE, MUSTER, MUSTER_TURNS, OVER, PLACEMENT, State, empty_squares, queen_square

FALLBACK = "That is not a legal move here."
HALF_RULE = "During the muster your cards stay in your own half."
ONE_STEP = "During the muster a March moves its cards exactly one square, into your empty square."


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths `targets` make no legal move."""
    if state.phase == OVER:
        return "The game is over."
    if state.draw_offer is not None:
        return "Answer the draw offer first: accept it or decline it."
    if state.seat != seat:
        return f"It is not {SEAT_NAMES[seat]}'s turn."
    targets = list(targets)
    if state.phase == PLACEMENT:
        return _placement_explain(state, seat, targets)
    first = PATH_INDEX.get(targets[0]) if targets else None
    if first is None:
        return "Choose one of your cards first."
    if len(targets) == 1:
        return _first_click(state, seat, first)
    second = PATH_INDEX.get(targets[1])
    if len(targets) > 2 or second is None:
        return FALLBACK
    return pair_reason(state, seat, first, second)


def _first_click(state: State, seat: int, square: int) -> str:
    """A single click on a square that starts no legal move."""
    card = state.board[square]
    if card is None:
        return "Choose one of your cards first."
    if OWNER[card] != seat:
        return _not_yours(seat)
    return f"{CARD_NAMES[card]} on {NAMES[square]} cannot act now."


def _not_yours(seat: int) -> str:
    """The sentence for clicking an enemy card first."""
    return f"That is a {SEAT_NAMES[1 - seat]} card: you command {SEAT_NAMES[seat]}."


def _placement_explain(state: State, seat: int, targets: list) -> str:
    """Why a placement click sequence is refused."""
    first = targets[0] if targets else ""
    hand = state.hands[seat]
    if not first.startswith("hand/"):
        return "Choose a card from your hand first." if hand else "Confirm to go on."
    index = first[5:]
    if not index.isdigit() or int(index) >= len(hand):
        return FALLBACK
    card = hand[int(index)]
    if len(targets) == 1:
        return f"{CARD_NAMES[card]} has no square where it may go now."
    square = PATH_INDEX.get(targets[1])
    if square is None:
        return "Choose a square on the grid for that card."
    return place_refusal(state, seat, card, square) or FALLBACK


# --- pairs of squares: from an own card to a square --------------------------------
def pair_reason(state: State, seat: int, frm: int, to: int, as_move: bool = False) -> str:
    """Why the card on `frm` cannot go to, swap with or attack `to`."""
    board = state.board
    card = board[frm]
    if card is None:
        return "Choose one of your cards first."
    if OWNER[card] != seat:
        return _not_yours(seat)
    if frm == to:
        return "Choose a different square for that card."
    if state.phase == MUSTER:
        return _muster_pair(state, seat, frm, to)
    target = board[to]
    if target is None:
        return _empty_pair(state, frm, to, as_move)
    if OWNER[target] == seat:
        return swap_reason(frm, to)
    return attack_reason(board, seat, frm, to)


def swap_reason(a: int, b: int) -> str:
    """Why two own cards cannot swap."""
    if is_diagonal_neighbour(a, b):
        return "Cards swap only side by side, never diagonally."
    return "Only two of your cards side by side can swap."


def attack_reason(board: tuple, seat: int, frm: int, to: int) -> str:
    """Why the card on `frm` cannot attack the enemy card on `to`."""
    card, target = board[frm], board[to]
    if card == QUEENS[seat]:
        return "The Queen never attacks."
    direction = line_direction(frm, to)
    if is_diagonal_neighbour(frm, to) and not _corner_open(board, frm, to):
        return "Cards never attack diagonally."
    if direction is None:
        return "An attack goes in a straight line: it never turns and never goes diagonally."
    blocker = first_card(board, frm, direction)
    if blocker != to:
        whose = "your own " if OWNER[board[blocker]] == seat else ""
        return (f"{CARD_NAMES[card]} cannot reach {CARD_NAMES[target]}: "
                f"{whose}{CARD_NAMES[board[blocker]]} on {NAMES[blocker]} is in the way.")
    if VALUE[target] > VALUE[card]:
        return (f"{CARD_NAMES[card]} cannot attack {CARD_NAMES[target]}: "
                "the attacker must be at least as strong.")
    return FALLBACK


def _corner_open(board: tuple, a: int, b: int) -> bool:
    """For diagonal neighbours: True when a square touching both is empty (a turn could reach)."""
    return any(board[sq] is None for sq in NEIGHBOURS[a] if sq in NEIGHBOURS[b])


def _empty_pair(state: State, frm: int, to: int, as_move: bool) -> str:
    """Why the card on `frm` cannot March or Move to the empty square `to`."""
    board = state.board
    region, _ = empty_regions(board)
    connected = any(region[n] >= 0 and region[n] == region[to] for n in NEIGHBOURS[frm])
    direction = line_direction(frm, to)
    clear = direction is not None and all(board[sq] is None for sq in _path(frm, to, direction))
    if connected:
        if as_move and clear:
            return f"{NAMES[frm]} → {NAMES[to]} is a straight slide: make it as a March."
        if state.max_legs == 2:
            return "With this option a Move turns at most once: one horizontal and one vertical leg."
        return FALLBACK
    if is_diagonal_neighbour(frm, to):
        return "Cards never move diagonally."
    if direction is not None:
        blocker = first_card(board, frm, direction)
        return f"The way from {NAMES[frm]} to {NAMES[to]} is blocked by {CARD_NAMES[board[blocker]]} on {NAMES[blocker]}."
    return f"No path of empty squares leads from {NAMES[frm]} to {NAMES[to]}."


def _path(frm: int, to: int, direction: str) -> tuple:
    """The squares from `frm` (excluded) to `to` (included) along `direction`."""
    ray = RAY[direction][frm]
    return ray[:ray.index(to) + 1]


def _muster_pair(state: State, seat: int, frm: int, to: int) -> str:
    """Why a muster click from `frm` to `to` is refused."""
    board = state.board
    if not in_half(to, seat):
        return HALF_RULE
    if board[to] is not None:
        return swap_reason(frm, to)
    if board[frm] == QUEENS[seat] and not (line_direction(frm, to) and to in NEIGHBOURS[frm]):
        return refuge_reason(state, seat, to)
    if is_diagonal_neighbour(frm, to):
        return "Cards never move diagonally."
    return ONE_STEP


def refuge_reason(state: State, seat: int, to: int) -> str:
    """Why Queen's Refuge to `to` is not legal."""
    if state.phase != MUSTER:
        return "Queen's Refuge is only possible during the muster."
    if state.setup == FREE:
        return "Queen's Refuge is not used with free deployment."
    if state.muster_used[seat] >= MUSTER_TURNS:
        return "You have no muster turns left."
    queen = queen_square(state.board, seat)
    if queen < 0 or queen // COLS != FRONT_ROW[seat]:
        return f"Queen's Refuge needs your Queen on your front row (row {FRONT_ROW[seat] + 1})."
    empty = empty_squares(state.board, seat)
    if to not in empty:
        where = NAMES[empty[0]] if empty else "none"
        return f"The Queen takes refuge on your half's empty square ({where})."
    return "That is not a legal Queen's Refuge."


# --- marches -----------------------------------------------------------------
def is_segment(seg: tuple) -> bool:
    """True when the squares (ascending) are side by side in one row or one column."""
    if len(seg) == 1:
        return True
    step = seg[1] - seg[0]
    if step not in (1, COLS) or any(b - a != step for a, b in zip(seg, seg[1:])):
        return False
    return step == COLS or seg[0] // COLS == seg[-1] // COLS


def march_reason(state: State, seat: int, seg: tuple, direction: str, dist: int) -> str | None:
    """Why a March is illegal; None for an own segment within its battle reach."""
    board = state.board
    for square in seg:
        if board[square] is None or OWNER[board[square]] != seat:
            return f"{NAMES[square]} does not hold one of your cards."
    if not is_segment(seg):
        return "Those cards are not side by side in one row or column."
    if state.phase == MUSTER:
        return _muster_march_reason(state, seat, seg, direction, dist)
    reach = segment_reach(board, seg, direction)
    if dist <= reach:
        return None
    return _blocked(board, seg, direction, reach)


def _blocked(board: tuple, seg: tuple, direction: str, reach: int) -> str:
    """What stops a battle march one square beyond its reach."""
    off_grid = False
    for square in seg:
        ray = RAY[direction][square]
        if len(ray) <= reach:
            off_grid = True
        elif board[ray[reach]] is not None and ray[reach] not in seg:
            return f"The march is blocked: {CARD_NAMES[board[ray[reach]]]} stands on {NAMES[ray[reach]]}."
    return "The march would leave the grid." if off_grid else FALLBACK


def _muster_march_reason(state: State, seat: int, seg: tuple, direction: str, dist: int) -> str | None:
    """Why a muster March is illegal, or None."""
    for square in seg:
        ray = RAY[direction][square]
        if len(ray) < dist or not in_half(ray[dist - 1], seat):
            return HALF_RULE
    if dist != 1:
        return ONE_STEP
    if len(seg) > 1 and VERTICAL[direction] != (seg[1] - seg[0] == COLS):
        return "During the muster a line of cards marches along its own line, into your empty square."
    lead = seg[-1] if INDEX_SHIFT[direction] > 0 else seg[0]
    if state.board[lead + INDEX_SHIFT[direction]] is not None:
        return ONE_STEP
    return None
