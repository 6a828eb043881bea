"""Sentences that say why a click or a move is not legal."""

from __future__ import annotations

from tabletop.engine.words import Words, say

from .board import (CARD_NAMES, COLS, FRONT_ROW, INDEX_SHIFT, NAMES, NEIGHBOURS, OWNER, PATH_INDEX,
                    PEOPLE, QUEENS, RAY, SEAT_WORDS, VALUE, VERTICAL, in_half, is_diagonal_neighbour,
                    line_direction)
from .moves import empty_regions, first_card, segment_reach
from .placement import place_refusal
from .state import FREE, MUSTER, MUSTER_TURNS, OVER, PLACEMENT, State, empty_squares, queen_square

FALLBACK = say("engine.not_legal_here")
HALF_RULE = say("army_ants.explain.own_half")
ONE_STEP = say("army_ants.explain.one_step")
CHOOSE_CARD = say("army_ants.explain.choose_card")
MOVE_DIAGONAL = say("army_ants.explain.move_diagonal")


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths `targets` make no legal move."""
    if state.phase == OVER:
        return say("army_ants.explain.over")
    if state.draw_offer is not None:
        return say("army_ants.explain.answer_draw")
    if state.seat != seat:
        return say("engine.not_your_turn", seat=PEOPLE[seat])
    targets = list(targets)
    if state.phase == PLACEMENT:
        return _placement_explain(state, seat, targets)
    first = PATH_INDEX.get(targets[0]) if targets else None
    if first is None:
        return CHOOSE_CARD
    if len(targets) == 1:
        return _first_click(state, seat, first)
    second = PATH_INDEX.get(targets[1])
    if len(targets) > 2 or second is None:
        return FALLBACK
    return pair_reason(state, seat, first, second)


def _first_click(state: State, seat: int, square: int) -> Words:
    """A single click on a square that starts no legal move."""
    card = state.board[square]
    if card is None:
        return CHOOSE_CARD
    if OWNER[card] != seat:
        return _not_yours(seat)
    return say("army_ants.explain.cannot_act", card=CARD_NAMES[card], square=NAMES[square])


def _not_yours(seat: int) -> Words:
    """The sentence for clicking an enemy card first."""
    return say("army_ants.explain.not_yours", enemy=SEAT_WORDS[1 - seat], own=SEAT_WORDS[seat])


def _placement_explain(state: State, seat: int, targets: list) -> Words:
    """Why a placement click sequence is refused."""
    first = targets[0] if targets else ""
    hand = state.hands[seat]
    if not first.startswith("hand/"):
        return say("army_ants.explain.choose_hand_card") if hand else say("army_ants.explain.confirm")
    index = first[5:]
    if not index.isdigit() or int(index) >= len(hand):
        return FALLBACK
    card = hand[int(index)]
    if len(targets) == 1:
        return say("army_ants.explain.nowhere", card=CARD_NAMES[card])
    square = PATH_INDEX.get(targets[1])
    if square is None:
        return say("army_ants.explain.choose_square")
    return place_refusal(state, seat, card, square) or FALLBACK


# --- pairs of squares: from an own card to a square --------------------------------
def pair_reason(state: State, seat: int, frm: int, to: int, as_move: bool = False) -> Words:
    """Why the card on `frm` cannot go to, swap with or attack `to`."""
    board = state.board
    card = board[frm]
    if card is None:
        return CHOOSE_CARD
    if OWNER[card] != seat:
        return _not_yours(seat)
    if frm == to:
        return say("army_ants.explain.same_square")
    if state.phase == MUSTER:
        return _muster_pair(state, seat, frm, to)
    target = board[to]
    if target is None:
        return _empty_pair(state, frm, to, as_move)
    if OWNER[target] == seat:
        return swap_reason(frm, to)
    return attack_reason(board, seat, frm, to)


def swap_reason(a: int, b: int) -> Words:
    """Why two own cards cannot swap."""
    if is_diagonal_neighbour(a, b):
        return say("army_ants.explain.swap_diagonal")
    return say("army_ants.explain.swap_apart")


def attack_reason(board: tuple, seat: int, frm: int, to: int) -> Words:
    """Why the card on `frm` cannot attack the enemy card on `to`."""
    card, target = board[frm], board[to]
    if card == QUEENS[seat]:
        return say("army_ants.explain.queen_attacks")
    direction = line_direction(frm, to)
    if is_diagonal_neighbour(frm, to) and not _corner_open(board, frm, to):
        return say("army_ants.explain.attack_diagonal")
    if direction is None:
        return say("army_ants.explain.attack_straight")
    blocker = first_card(board, frm, direction)
    if blocker != to:
        said = dict(card=CARD_NAMES[card], target=CARD_NAMES[target], blocker=CARD_NAMES[board[blocker]],
                    square=NAMES[blocker])
        if OWNER[board[blocker]] == seat:
            return say("army_ants.explain.attack_blocked_own", **said)
        return say("army_ants.explain.attack_blocked", **said)
    if VALUE[target] > VALUE[card]:
        return say("army_ants.explain.attack_weaker", card=CARD_NAMES[card], target=CARD_NAMES[target])
    return FALLBACK


def _corner_open(board: tuple, a: int, b: int) -> bool:
    """For diagonal neighbours: True when a square touching both is empty (a turn could reach)."""
    return any(board[sq] is None for sq in NEIGHBOURS[a] if sq in NEIGHBOURS[b])


def _empty_pair(state: State, frm: int, to: int, as_move: bool) -> Words:
    """Why the card on `frm` cannot March or Move to the empty square `to`."""
    board = state.board
    region, _ = empty_regions(board)
    connected = any(region[n] >= 0 and region[n] == region[to] for n in NEIGHBOURS[frm])
    direction = line_direction(frm, to)
    clear = direction is not None and all(board[sq] is None for sq in _path(frm, to, direction))
    if connected:
        if as_move and clear:
            return say("army_ants.explain.straight_slide", frm=NAMES[frm], to=NAMES[to])
        if state.max_legs == 2:
            return say("army_ants.explain.one_turn")
        return FALLBACK
    if is_diagonal_neighbour(frm, to):
        return MOVE_DIAGONAL
    if direction is not None:
        blocker = first_card(board, frm, direction)
        return say("army_ants.explain.way_blocked", frm=NAMES[frm], to=NAMES[to], card=CARD_NAMES[board[blocker]],
                   square=NAMES[blocker])
    return say("army_ants.explain.no_path", frm=NAMES[frm], to=NAMES[to])


def _path(frm: int, to: int, direction: str) -> tuple:
    """The squares from `frm` (excluded) to `to` (included) along `direction`."""
    ray = RAY[direction][frm]
    return ray[:ray.index(to) + 1]


def _muster_pair(state: State, seat: int, frm: int, to: int) -> Words:
    """Why a muster click from `frm` to `to` is refused."""
    board = state.board
    if not in_half(to, seat):
        return HALF_RULE
    if board[to] is not None:
        return swap_reason(frm, to)
    if board[frm] == QUEENS[seat] and not (line_direction(frm, to) and to in NEIGHBOURS[frm]):
        return refuge_reason(state, seat, to)
    if is_diagonal_neighbour(frm, to):
        return MOVE_DIAGONAL
    return ONE_STEP


def refuge_reason(state: State, seat: int, to: int) -> Words:
    """Why Queen's Refuge to `to` is not legal."""
    if state.phase != MUSTER:
        return say("army_ants.explain.refuge_muster_only")
    if state.setup == FREE:
        return say("army_ants.explain.refuge_free")
    if state.muster_used[seat] >= MUSTER_TURNS:
        return say("army_ants.explain.no_turns_left")
    queen = queen_square(state.board, seat)
    if queen < 0 or queen // COLS != FRONT_ROW[seat]:
        return say("army_ants.explain.refuge_front_row", row=FRONT_ROW[seat] + 1)
    empty = empty_squares(state.board, seat)
    if to not in empty:
        where = NAMES[empty[0]] if empty else say("army_ants.explain.no_square")
        return say("army_ants.explain.refuge_square", square=where)
    return say("army_ants.explain.refuge_other")


# --- marches -----------------------------------------------------------------
def is_segment(seg: tuple) -> bool:
    """True when the squares (ascending) are side by side in one row or one column."""
    if len(seg) == 1:
        return True
    step = seg[1] - seg[0]
    if step not in (1, COLS) or any(b - a != step for a, b in zip(seg, seg[1:])):
        return False
    return step == COLS or seg[0] // COLS == seg[-1] // COLS


def march_reason(state: State, seat: int, seg: tuple, direction: str, dist: int) -> Words | None:
    """Why a March is illegal; None for an own segment within its battle reach."""
    board = state.board
    for square in seg:
        if board[square] is None or OWNER[board[square]] != seat:
            return say("army_ants.explain.not_your_card", square=NAMES[square])
    if not is_segment(seg):
        return say("army_ants.explain.not_segment")
    if state.phase == MUSTER:
        return _muster_march_reason(state, seat, seg, direction, dist)
    reach = segment_reach(board, seg, direction)
    if dist <= reach:
        return None
    return _blocked(board, seg, direction, reach)


def _blocked(board: tuple, seg: tuple, direction: str, reach: int) -> Words:
    """What stops a battle march one square beyond its reach."""
    off_grid = False
    for square in seg:
        ray = RAY[direction][square]
        if len(ray) <= reach:
            off_grid = True
        elif board[ray[reach]] is not None and ray[reach] not in seg:
            return say("army_ants.explain.march_blocked", card=CARD_NAMES[board[ray[reach]]],
                       square=NAMES[ray[reach]])
    return say("army_ants.explain.off_grid") if off_grid else FALLBACK


def _muster_march_reason(state: State, seat: int, seg: tuple, direction: str, dist: int) -> Words | None:
    """Why a muster March is illegal, or None."""
    for square in seg:
        ray = RAY[direction][square]
        if len(ray) < dist or not in_half(ray[dist - 1], seat):
            return HALF_RULE
    if dist != 1:
        return ONE_STEP
    if len(seg) > 1 and VERTICAL[direction] != (seg[1] - seg[0] == COLS):
        return say("army_ants.explain.along_line")
    lead = seg[-1] if INDEX_SHIFT[direction] > 0 else seg[0]
    if state.board[lead + INDEX_SHIFT[direction]] is not None:
        return ONE_STEP
    return None
