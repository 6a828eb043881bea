"""How a computer seat judges an Army Ants position: a cheap static estimate read from the board only (a few
passes over 40 squares).

- material: each soldier is worth its value plus one (an ace still threatens
  a Queen), a 9 more (only a 9 removes a 9);
- Queen safety: a Queen an enemy soldier already sees along a clear line is
  lost if that enemy moves next; each empty line out of the Queen is a way in;
  own cards beside her shield her; enemy soldiers that could slide onto a
  line into her next turn are counted as attackers;
- mobility: the empty squares each soldier could march over;
- the side to move can take the best capture on offer.

The score (Red's advantage in soldiers' points) becomes a chance of winning
with a logistic curve.
"""

from __future__ import annotations

import math

from .board import BLACK, DIRS, NEIGHBOURS, OWNER, QUEENS, RAY, RED, VALUE
from .state import BATTLE, PLACEMENT, State

WORTH = tuple(0 if v <= 0 else (v + 1 if v < 9 else 13) for v in range(10))
SEEN_QUEEN = 40.0        # an enemy soldier sees the Queen along a clear line
OPEN_LINE = 1.2          # each empty line out of the Queen
LINE_ATTACKER = 2.5      # each enemy soldier that could slide onto a line into the Queen
SHIELD = 0.8             # each own card beside the Queen
MOBILITY = 0.04          # each empty square a soldier could march over
TEMPO_CAPTURE = 0.6      # the side to move takes this share of its best capture
SCALE = 6.0              # points of advantage worth about 73 % (logistic)
DECISIVE = 0.98          # the side to move takes the enemy Queen


def queen_lines(board: tuple, queen: int, enemy: int) -> tuple[int, int, list[int]]:
    """(enemy soldiers seeing the Queen, empty lines out of her, the empty squares on those lines)."""
    seen = open_lines = 0
    empties: list[int] = []
    for d in DIRS:
        ray = RAY[d][queen]
        run = 0
        for sq in ray:
            card = board[sq]
            if card is None:
                empties.append(sq)
                run += 1
                continue
            if OWNER[card] == enemy and VALUE[card] > 0:
                seen += 1
            break
        if run:
            open_lines += 1
    return seen, open_lines, empties


def _slide_attackers(board: tuple, targets: list[int], enemy: int) -> int:
    """Enemy soldiers that could march in a straight line onto one of `targets` (empty squares)."""
    found = set()
    for sq in targets:
        for d in DIRS:
            for nxt in RAY[d][sq]:
                card = board[nxt]
                if card is None:
                    continue
                if OWNER[card] == enemy and VALUE[card] > 0:
                    found.add(nxt)
                break
    return len(found)


def best_capture(board: tuple, seat: int) -> tuple[float, bool]:
    """The most material `seat` can win with one attack now (victim less a traded attacker), and
    whether an attack on the enemy Queen is open."""
    best = 0.0
    enemy_queen = QUEENS[1 - seat]
    for sq in range(40):
        card = board[sq]
        if card is None or OWNER[card] != seat or VALUE[card] == 0:
            continue
        value = VALUE[card]
        for d in DIRS:
            for nxt in RAY[d][sq]:
                victim = board[nxt]
                if victim is None:
                    continue
                if OWNER[victim] != seat and VALUE[victim] <= value:
                    if victim == enemy_queen:
                        return 99.0, True
                    gain = WORTH[VALUE[victim]] - (WORTH[value] if VALUE[victim] == value else 0)
                    best = max(best, gain)
                break
    return best, False


def side_score(board: tuple, seat: int) -> tuple[float, int]:
    """One side's points (material, Queen safety and mobility; whose move it is aside), and how many
    enemy soldiers see its Queen now."""
    enemy = 1 - seat
    material = mobility = 0.0
    queen = -1
    for sq in range(40):
        card = board[sq]
        if card is None or OWNER[card] != seat:
            continue
        if card == QUEENS[seat]:
            queen = sq
            continue
        material += WORTH[VALUE[card]]
        for d in DIRS:
            for nxt in RAY[d][sq]:
                if board[nxt] is not None:
                    break
                mobility += 1
    score = material + MOBILITY * mobility
    if queen < 0:
        return score - 100.0, 0
    seen, open_lines, empties = queen_lines(board, queen, enemy)
    shield = sum(1 for n in NEIGHBOURS[queen] if board[n] is not None and OWNER[board[n]] == seat)
    attackers = _slide_attackers(board, empties, enemy) if empties else 0
    return score - SEEN_QUEEN * seen - OPEN_LINE * open_lines - LINE_ATTACKER * attackers + SHIELD * shield, seen


def advantage(state: State) -> float:
    """Red's advantage in points; the side to move gets its best capture (a Queen capture is decisive)."""
    board = state.board
    red, red_seen = side_score(board, RED)
    black, black_seen = side_score(board, BLACK)
    score = red - black
    if state.phase == BATTLE:
        mover = state.seat
        gain, queen = best_capture(board, mover)
        if queen:
            return 1000.0 if mover == RED else -1000.0
        # A Queen seen by the enemy is not lost yet when her side moves first: it can still answer.
        seen = red_seen if mover == RED else black_seen
        swing = TEMPO_CAPTURE * gain + SEEN_QUEEN * 0.75 * seen
        score += swing if mover == RED else -swing
    return score


def estimate(state: State) -> tuple[float, float]:
    """(Red's, Black's) chance of winning, from the board: a sure capture of a Queen is decisive."""
    if state.phase == PLACEMENT:
        return (0.5, 0.5)
    score = advantage(state)
    if abs(score) >= 1000.0:
        red = DECISIVE if score > 0 else 1 - DECISIVE
    else:
        red = 1.0 / (1.0 + math.exp(-score / SCALE))
    return (red, 1.0 - red)
