"""How a computer seat judges and plays Army Ants: a cheap static estimate and a short tactical look-ahead.

The estimate reads the board only (a few passes over 40 squares):

- material: each soldier is worth its value plus one (an ace still threatens
  a Queen), a 9 more (only a 9 removes a 9);
- Queen safety: a Queen an enemy soldier already sees along a clear line is
  lost if that enemy moves next; each empty line out of the Queen is a way in;
  own cards beside her shield her; enemy soldiers that could slide onto a
  line into her next turn are counted as attackers;
- mobility: the empty squares each soldier could march over;
- the side to move can take the best capture on offer.

The score (Red's advantage in soldiers' points) becomes a chance of winning
with a logistic curve. The move choice tries every legal move: a move that
takes the enemy Queen wins; a move after which the enemy can take ours is
refused while any other exists; the rest are ranked by the estimate after the
enemy's best capture (Normal), or after the enemy's best reply of all among
the most promising moves (Strong), within a time budget.
"""

from __future__ import annotations

import math
import time

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from .rules import legal_moves, perform
from .view import to_move
from .board import (CARD_NAMES, COLS, DIRS, NAMES, NEIGHBOURS, OWNER, PEOPLE, QUEENS, RAY, START,
                    VALUE, BLACK, RED)
from .state import BATTLE, MUSTER, OVER, PLACEMENT, State

WORTH = tuple(0 if v <= 0 else (v + 1 if v < 9 else 13) for v in range(10))
SEEN_QUEEN = 40.0        # an enemy soldier sees the Queen along a clear line
OPEN_LINE = 1.2          # each empty line out of the Queen
LINE_ATTACKER = 2.5      # each enemy soldier that could slide onto a line into the Queen
SHIELD = 0.8             # each own card beside the Queen
MOBILITY = 0.04          # each empty square a soldier could march over
TEMPO_CAPTURE = 0.6      # the side to move takes this share of its best capture
SCALE = 6.0              # points of advantage worth about 73 % (logistic)
DECISIVE = 0.98          # the side to move takes the enemy Queen


def _queen_lines(board: tuple, queen: int, enemy: int) -> tuple[int, int, list[int]]:
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
    seen, open_lines, empties = _queen_lines(board, queen, enemy)
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


def _queen_of(board: tuple, seat: int) -> int:
    queen = QUEENS[seat]
    for sq in range(40):
        if board[sq] == queen:
            return sq
    return -1


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


# --- choosing a move -----------------------------------------------------------------------
BUDGET = {"normal": 0.25, "strong": 0.6}   # seconds for the look-ahead
STRONG_WIDTH = 12                           # moves the Strong look-ahead always answers with every reply


SKIPS = ("offer_draw",)  # a draw offered at random would end games for nothing


def _value(state: State, seat: int) -> float:
    """`seat`'s chance by the estimate (1 for a won game, 0 for a lost one)."""
    if state.phase == OVER:
        if state.winner is None:
            return 0.5
        return 1.0 if state.winner == seat else 0.0
    return estimate(state)[seat]


def _sensible(state: State, seat: int) -> list[Move]:
    return [m for m in legal_moves(state, seat) if m.kind not in SKIPS]


def choose(state: State, seat: int, level: str, rng=None) -> tuple[Move, Words] | None:
    """The move for `seat` and a sentence why (None outside the muster and the battle)."""
    if state.phase == PLACEMENT:
        return _placement(state, seat)
    if state.phase not in (MUSTER, BATTLE) or state.draw_offer is not None or state.seat != seat:
        return None
    moves = _sensible(state, seat)
    if len(moves) == 1:
        return moves[0], say("army_ants.why.only_move")
    for move in moves:
        if move.kind == "attack" and state.board[_index(move.get("to"))] == QUEENS[1 - seat]:
            return move, say("army_ants.why.takes_queen", card=CARD_NAMES[state.board[_index(move.get("frm"))]])
    deadline = time.perf_counter() + BUDGET.get(level, BUDGET["normal"])
    scored = []
    for move in moves:
        after = perform(state, seat, move)
        scored.append((_value(after, seat), move, after))
    scored.sort(key=lambda item: -item[0])
    if level == "strong":
        best = _deeper(scored, seat, deadline)
    else:
        best = scored[0]
    return best[1], _why(state, seat, best[1], best[2])


def _deeper(scored: list, seat: int, deadline: float) -> tuple:
    """The most promising moves answered with every enemy reply: the move whose worst reply is best."""
    best, best_value = scored[0], -1.0
    for rank, (value, move, after) in enumerate(scored):
        if rank >= STRONG_WIDTH and time.perf_counter() > deadline:
            break
        if after.phase == OVER:
            worst = value
        else:
            worst = 1.0
            mover = to_move(after)[0]
            # Attacks first: they are the likeliest best replies, so weak moves are dropped soonest.
            replies = sorted(_sensible(after, mover), key=lambda m: m.kind != "attack")
            for reply in replies:
                answer = perform(after, mover, reply)
                worst = min(worst, _value(answer, seat))
                if worst <= best_value:
                    break   # no better than a move already found
        if worst > best_value:
            best, best_value = (worst, move, after), worst
    return best


def _index(name: str) -> int:
    return NAMES.index(name)


def _why(state: State, seat: int, move: Move, after: State) -> Words:
    """A plain sentence for the chosen move."""
    enemy = 1 - seat
    queen = _queen_of(after.board, seat)
    if move.kind == "attack":
        card, victim = state.board[_index(move.get("frm"))], state.board[_index(move.get("to"))]
        if VALUE[card] == VALUE[victim]:
            return say("army_ants.why.trade", card=CARD_NAMES[card], victim=CARD_NAMES[victim])
        return say("army_ants.why.capture", card=CARD_NAMES[card], victim=CARD_NAMES[victim], square=move.get("to"))
    before = _queen_of(state.board, seat)
    before_seen = _queen_lines(state.board, before, enemy)[0] if before >= 0 else 0
    if before_seen and queen >= 0 and not _queen_lines(after.board, queen, enemy)[0]:
        return say("army_ants.why.close_line")
    gain, _ = best_capture(state.board, enemy)
    after_gain, _ = best_capture(after.board, enemy)
    if after_gain < gain:
        return say("army_ants.why.out_of_reach")
    if move.kind == "refuge":
        return say("army_ants.why.refuge")
    return say("army_ants.why.covered", seat=PEOPLE[seat])


def _placement(state: State, seat: int) -> tuple[Move, Words] | None:
    """Hidden placement: the Queen to a back corner, then the strongest cards to the front."""
    moves = _sensible(state, seat)
    if not moves:
        return None
    places = [m for m in moves if m.kind == "place"]
    if not places:
        return moves[0], say("army_ants.why.all_placed")
    front = START[seat][0] // COLS

    def rank(move: Move) -> tuple:
        card, to = move.get("card"), _index(move.get("to"))
        row, col = to // COLS, to % COLS
        depth = abs(row - front)
        if card == QUEENS[seat]:
            return (0, -depth, -abs(col - 2))
        return (1, -VALUE[card], depth, abs(col - 2))

    move = min(places, key=rank)
    if move.get("card") == QUEENS[seat]:
        return move, say("army_ants.why.queen_back")
    return move, say("army_ants.why.strong_front")
