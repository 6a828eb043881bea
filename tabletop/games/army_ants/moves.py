"""Move generation for the muster and the battle: March, Move, Swap, Attack, Refuge.

Each kind has one generator that works on one piece or segment; `legal_moves`
composes them, and `apply` calls the same small generator for the piece named
in the move, so the two agree by construction.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .board import (CARD_NAMES, DIR_WORDS, DIRS, FRONT_ROW, GRID_PATHS, INDEX_SHIFT, NAMES,
                    NEIGHBOURS, OPPOSITE, OWNER, PEOPLE, PERPENDICULAR, QUEENS, RAY, STEP,
                    VALUE, VERTICAL, COLS, in_half)
from .state import BATTLE, FREE, MUSTER, MUSTER_TURNS, State, empty_squares, queen_square

# Params are built pre-sorted by key, exactly as Move.of would sort them, so a
# generated move equals the same move read back from a save.


def ray_empty(board: tuple, index: int, direction: str) -> int:
    """How many empty squares follow `index` in `direction` before a card or the edge."""
    count = 0
    for square in RAY[direction][index]:
        if board[square] is not None:
            break
        count += 1
    return count


# --- March ---------------------------------------------------------------
def make_march(board: tuple, seat: int, seg: tuple, direction: str, dist: int) -> Move:
    """The march of the cards on `seg` (indexes in ascending order) by `dist` in `direction`."""
    shift = INDEX_SHIFT[direction] * dist
    targets = tuple((GRID_PATHS[i], GRID_PATHS[i + shift]) for i in seg)
    params = (("cells", tuple(NAMES[i] for i in seg)), ("dir", direction), ("dist", dist))
    return Move("march", params, partial(march_label, board, seat, seg, direction, dist), targets)


def march_label(board: tuple, seat: int, seg: tuple, direction: str, dist: int) -> Words:
    """Words for a march, naming its cards and squares."""
    shift = INDEX_SHIFT[direction] * dist
    cards = " ".join(CARD_NAMES[board[i]] for i in seg)
    frm = " ".join(NAMES[i] for i in seg)
    to = " ".join(NAMES[i + shift] for i in seg)
    return say("army_ants.move.march", seat=PEOPLE[seat], cards=cards, direction=DIR_WORDS[direction],
               dist=dist, frm=frm, to=to)


# Each line walked from its far end, so that every count reuses its neighbour's.
_FAR_END_FIRST = {d: tuple(sorted(range(40), key=lambda i, d=d: len(RAY[d][i]))) for d in DIRS}


def free_runs(board: tuple) -> dict:
    """For every square and direction, how many empty squares follow it (one pass per line)."""
    runs = {}
    for direction in DIRS:
        counts = [0] * 40
        step = STEP[direction]
        for square in _FAR_END_FIRST[direction]:
            nxt = step[square]
            counts[square] = 0 if nxt < 0 or board[nxt] is not None else counts[nxt] + 1
        runs[direction] = counts
    return runs


def segment_reach(board: tuple, seg: tuple, direction: str, runs=None) -> int:
    """The longest legal battle march of `seg` in `direction` (0 when blocked)."""
    free = runs[direction] if runs else None
    along = len(seg) == 1 or VERTICAL[direction] == (seg[1] - seg[0] == COLS)
    if along:
        # Only the squares beyond the leading card are entered; the rest are vacated.
        lead = seg[-1] if INDEX_SHIFT[direction] > 0 else seg[0]
        return free[lead] if free else ray_empty(board, lead, direction)
    if free:
        return min(free[i] for i in seg)
    return min(ray_empty(board, i, direction) for i in seg)


def segment_runs(board: tuple, seat: int) -> list[tuple]:
    """Every segment of 2+ own cards side by side in a row or a column."""
    out = []
    for lines in (_ROW_LINES, _COL_LINES):
        for line in lines:
            run: list[int] = []
            for square in line + (-1,):
                card = board[square] if square >= 0 else None
                if card is not None and OWNER[card] == seat:
                    run.append(square)
                    continue
                for start in range(len(run) - 1):
                    for end in range(start + 2, len(run) + 1):
                        out.append(tuple(run[start:end]))
                run = []
    return out


_ROW_LINES = tuple(tuple(range(r * COLS, r * COLS + COLS)) for r in range(8))
_COL_LINES = tuple(tuple(range(c, 40, COLS)) for c in range(COLS))


def marches_of(board: tuple, seat: int, seg: tuple, runs=None) -> list[Move]:
    """Every battle march of one segment."""
    out = []
    for direction in DIRS:
        for dist in range(1, segment_reach(board, seg, direction, runs) + 1):
            out.append(make_march(board, seat, seg, direction, dist))
    return out


def battle_marches(board: tuple, seat: int) -> list[Move]:
    """Every battle march: single cards first, then longer segments."""
    out = []
    runs = free_runs(board)
    for square, card in enumerate(board):
        if card is not None and OWNER[card] == seat:
            out.extend(marches_of(board, seat, (square,), runs))
    for seg in segment_runs(board, seat):
        out.extend(marches_of(board, seat, seg, runs))
    return out


def muster_marches(board: tuple, seat: int) -> list[Move]:
    """Muster marches: a line of own cards slides one square into the empty square."""
    out = []
    for empty in empty_squares(board, seat):
        for direction in DIRS:
            seg: list[int] = []
            square = STEP[OPPOSITE[direction]][empty]
            while square >= 0 and in_half(square, seat) and _own(board, square, seat):
                seg.append(square)
                out.append(make_march(board, seat, tuple(sorted(seg)), direction, 1))
                square = STEP[OPPOSITE[direction]][square]
    return out


def _own(board: tuple, square: int, seat: int) -> bool:
    """True when `square` holds one of `seat`'s cards."""
    card = board[square]
    return card is not None and OWNER[card] == seat


# --- Move (battle, with turns) ---------------------------------------------
def empty_regions(board: tuple) -> tuple[list[int], list[list[int]]]:
    """Region number per square (-1 on a card) and the squares of each empty region."""
    region = [-1] * 40
    squares: list[list[int]] = []
    for start in range(40):
        if board[start] is not None or region[start] >= 0:
            continue
        number, todo, found = len(squares), [start], []
        region[start] = number
        while todo:
            square = todo.pop()
            found.append(square)
            for nxt in NEIGHBOURS[square]:
                if board[nxt] is None and region[nxt] < 0:
                    region[nxt] = number
                    todo.append(nxt)
        squares.append(found)
    return region, squares


def straight_reach(board: tuple, frm: int) -> set[int]:
    """Squares a one-card March reaches from `frm`."""
    out = set()
    for direction in DIRS:
        for square in RAY[direction][frm]:
            if board[square] is not None:
                break
            out.add(square)
    return out


def move_destinations(board: tuple, frm: int, max_legs: int, regions=None) -> list[int]:
    """Where a Move takes the card on `frm`, leaving out straight slides (those are Marches)."""
    reach: set[int] = set()
    if max_legs == 2:
        for first in DIRS:
            for corner in RAY[first][frm]:
                if board[corner] is not None:
                    break
                for second in PERPENDICULAR[first]:
                    for square in RAY[second][corner]:
                        if board[square] is not None:
                            break
                        reach.add(square)
        return sorted(reach)
    region, squares = regions or empty_regions(board)
    # The card's own square empties as it leaves, joining every region next to it.
    for nxt in NEIGHBOURS[frm]:
        if region[nxt] >= 0:
            reach.update(squares[region[nxt]])
    return sorted(reach - straight_reach(board, frm))


def moves_from(board: tuple, seat: int, frm: int, max_legs: int, regions=None) -> list[Move]:
    """Every battle Move of the card on `frm`."""
    src, path, card = NAMES[frm], GRID_PATHS[frm], board[frm]
    return [Move("move", (("frm", src), ("to", NAMES[to])), partial(move_label, seat, card, frm, to),
                 ((path, GRID_PATHS[to]),))
            for to in move_destinations(board, frm, max_legs, regions)]


def move_label(seat: int, card: int, frm: int, to: int) -> Words:
    """Words for a battle Move."""
    return say("army_ants.move.move", seat=PEOPLE[seat], card=CARD_NAMES[card], frm=NAMES[frm], to=NAMES[to])


def battle_moves(board: tuple, seat: int, max_legs: int) -> list[Move]:
    """Every battle Move of every own card."""
    regions = empty_regions(board) if max_legs != 2 else None
    out = []
    for square, card in enumerate(board):
        if card is not None and OWNER[card] == seat:
            out.extend(moves_from(board, seat, square, max_legs, regions))
    return out


# --- Swap ----------------------------------------------------------------
def make_swap(board: tuple, seat: int, a: int, b: int) -> Move:
    """The swap of two own cards; `a` < `b`."""
    pa, pb = GRID_PATHS[a], GRID_PATHS[b]
    return Move("swap", (("a", NAMES[a]), ("b", NAMES[b])), partial(swap_label, board, seat, a, b), ((pa, pb), (pb, pa)))


def swap_label(board: tuple, seat: int, a: int, b: int) -> Words:
    """Words for a swap, naming both cards."""
    return say("army_ants.move.swap", seat=PEOPLE[seat], a=CARD_NAMES[board[a]], b=CARD_NAMES[board[b]],
               at_a=NAMES[a], at_b=NAMES[b])


def swaps(board: tuple, seat: int) -> list[Move]:
    """Every swap of two own cards side by side."""
    out = []
    for square in range(40):
        if _own(board, square, seat):
            for direction in ("E", "N"):
                other = STEP[direction][square]
                if other >= 0 and _own(board, other, seat):
                    out.append(make_swap(board, seat, square, other))
    return out


# --- Attack --------------------------------------------------------------
def first_card(board: tuple, frm: int, direction: str) -> int:
    """The first occupied square from `frm` in `direction`, or -1."""
    for square in RAY[direction][frm]:
        if board[square] is not None:
            return square
    return -1


def attack_from(board: tuple, seat: int, frm: int, direction: str) -> Move | None:
    """The attack of the card on `frm` in `direction`, if the rules allow one."""
    card = board[frm]
    if card == QUEENS[seat]:
        return None
    target = first_card(board, frm, direction)
    if target < 0:
        return None
    victim = board[target]
    if OWNER[victim] == seat or VALUE[victim] > VALUE[card]:
        return None
    return Move("attack", (("frm", NAMES[frm]), ("to", NAMES[target])),
                partial(attack_label, seat, card, victim, frm, target), ((GRID_PATHS[frm], GRID_PATHS[target]),))


def attack_label(seat: int, card: int, victim: int, frm: int, target: int) -> Words:
    """Words for an attack, naming both cards (each by the person whose army it is in)."""
    if VALUE[card] == VALUE[victim]:
        return say("army_ants.move.trade", seat=PEOPLE[seat], card=CARD_NAMES[card],
                   foe=PEOPLE[1 - seat], victim=CARD_NAMES[victim], frm=NAMES[frm], to=NAMES[target])
    return say("army_ants.move.attack", seat=PEOPLE[seat], card=CARD_NAMES[card], victim=CARD_NAMES[victim],
               to=NAMES[target])


def attacks(board: tuple, seat: int) -> list[Move]:
    """Every attack open to `seat`."""
    out = []
    for square in range(40):
        if _own(board, square, seat):
            for direction in DIRS:
                move = attack_from(board, seat, square, direction)
                if move is not None:
                    out.append(move)
    return out


# --- Queen's Refuge --------------------------------------------------------
def refuges(state: State, seat: int) -> list[Move]:
    """Queen's Refuge, when the Queen stands on the front row during the muster."""
    if state.phase != MUSTER or state.setup == FREE or state.muster_used[seat] >= MUSTER_TURNS:
        return []
    queen = queen_square(state.board, seat)
    if queen < 0 or queen // COLS != FRONT_ROW[seat]:
        return []
    return [Move("refuge", (("frm", NAMES[queen]), ("to", NAMES[to])),
                 say("army_ants.move.refuge", seat=PEOPLE[seat], to=NAMES[to]),
                 ((GRID_PATHS[queen], GRID_PATHS[to]),))
            for to in empty_squares(state.board, seat)]


# --- all actions -------------------------------------------------------------
def action_moves(state: State, seat: int) -> list[Move]:
    """Every game action (no draw offers, no pass) for `seat` in the muster or battle."""
    board = state.board
    if state.phase == MUSTER:
        return muster_marches(board, seat) + swaps(board, seat) + refuges(state, seat)
    if state.phase == BATTLE:
        return (battle_marches(board, seat) + battle_moves(board, seat, state.max_legs)
                + swaps(board, seat) + attacks(board, seat))
    return []


def has_action(state: State, seat: int) -> bool:
    """True when `seat` has any game action; in battle, cheaply, without listing them all."""
    board = state.board
    if state.phase != BATTLE:
        return bool(action_moves(state, seat))
    if swaps(board, seat) or attacks(board, seat):
        return True
    # Any card next to an empty square can March (and Move needs that too).
    return any(_own(board, sq, seat) and board[nxt] is None for sq in range(40) for nxt in NEIGHBOURS[sq])
