"""How a computer seat plays Army Ants: a short tactical look-ahead over the estimate (appraisal.py).

The move choice tries every legal move: a move that takes the enemy Queen
wins; a move after which the enemy can take ours is refused while any other
exists; the rest are ranked by the estimate after the enemy's best capture
(Normal), or after the enemy's best reply of all among the most promising
moves (Strong), within a time budget. A move that goes round in a circle
(standoff.py) is ranked lower, and a dead position is offered as a draw.
"""

from __future__ import annotations

import time
from dataclasses import replace

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say

from . import standoff
from .appraisal import best_capture, estimate, queen_lines
from .board import CARD_NAMES, COLS, NAMES, PEOPLE, QUEENS, RED, START, VALUE
from .rules import legal_moves, perform
from .state import BATTLE, MUSTER, OVER, PLACEMENT, State, queen_square
from .view import to_move

BUDGET = {"normal": 0.25, "strong": 0.6}   # seconds for the look-ahead
STRONG_WIDTH = 12                           # moves the Strong look-ahead always answers with every reply


SKIPS = ("offer_draw",)  # a draw offered at random would end games for nothing


def _value(state: State, seat: int) -> float:
    """`seat`'s chance by the estimate (1 for a won game, 0 for a lost one). A muster position is judged
    as the battle would begin from it, Red to move: what a muster move changes that matters is who can
    attack whom first and how well the Queens are covered then."""
    if state.phase == OVER:
        if state.winner is None:
            return 0.5
        return 1.0 if state.winner == seat else 0.0
    if state.phase == MUSTER:
        return estimate(replace(state, phase=BATTLE, seat=RED))[seat]
    return estimate(state)[seat]


def _sensible(state: State, seat: int) -> list[Move]:
    return [m for m in legal_moves(state, seat) if m.kind not in SKIPS]


def choose(state: State, seat: int, level: str, rng=None) -> tuple[Move, Words] | None:
    """The move for `seat` and a sentence why (None outside the muster and the battle)."""
    if state.phase == PLACEMENT:
        return _placement(state, seat)
    if state.phase not in (MUSTER, BATTLE):
        return None
    if state.draw_offer is not None:
        return standoff.answer(state, seat) if seat == 1 - state.draw_offer else None
    if state.seat != seat:
        return None
    legal = legal_moves(state, seat)
    offered = standoff.offer(state, seat, legal)
    if offered is not None:
        return offered
    moves = [m for m in legal if m.kind not in SKIPS]
    if len(moves) == 1:
        return moves[0], say("army_ants.why.only_move")
    for move in moves:
        if move.kind == "attack" and state.board[_index(move.get("to"))] == QUEENS[1 - seat]:
            return move, say("army_ants.why.takes_queen", card=CARD_NAMES[state.board[_index(move.get("frm"))]])
    deadline = time.perf_counter() + BUDGET.get(level, BUDGET["normal"])
    scored = []
    for move in moves:
        after = perform(state, seat, move)
        scored.append((_value(after, seat) - standoff.cost(state, after, seat), move, after))
    scored.sort(key=lambda item: -item[0])
    if level == "strong":
        best = _deeper(state, scored, seat, deadline)
    else:
        best = scored[0]
    return best[1], _why(state, seat, best[1], best[2])


def _deeper(state: State, scored: list, seat: int, deadline: float) -> tuple:
    """The most promising moves answered with every enemy reply: the move whose worst reply is best (less
    what going round in a circle costs)."""
    best, best_value = scored[0], -2.0
    for rank, (value, move, after) in enumerate(scored):
        if rank >= STRONG_WIDTH and time.perf_counter() > deadline:
            break
        if after.phase == OVER:
            worst = value
        else:
            circle = standoff.cost(state, after, seat)
            worst = 1.0
            mover = to_move(after)[0]
            # Attacks first: they are the likeliest best replies, so weak moves are dropped soonest.
            replies = sorted(_sensible(after, mover), key=lambda m: m.kind != "attack")
            for reply in replies:
                answer = perform(after, mover, reply)
                worst = min(worst, _value(answer, seat))
                if worst - circle <= best_value:
                    break   # no better than a move already found
            worst -= circle
        if worst > best_value:
            best, best_value = (worst, move, after), worst
    return best


def _index(name: str) -> int:
    return NAMES.index(name)


def _why(state: State, seat: int, move: Move, after: State) -> Words:
    """A plain sentence for the chosen move."""
    enemy = 1 - seat
    queen = queen_square(after.board, seat)
    if move.kind == "attack":
        card, victim = state.board[_index(move.get("frm"))], state.board[_index(move.get("to"))]
        if VALUE[card] == VALUE[victim]:
            return say("army_ants.why.trade", card=CARD_NAMES[card], victim=CARD_NAMES[victim])
        return say("army_ants.why.capture", card=CARD_NAMES[card], victim=CARD_NAMES[victim], square=move.get("to"))
    before = queen_square(state.board, seat)
    before_seen = queen_lines(state.board, before, enemy)[0] if before >= 0 else 0
    if before_seen and queen >= 0 and not queen_lines(after.board, queen, enemy)[0]:
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
