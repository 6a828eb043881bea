"""What a person's choice between checker moves turns on, and what a double-click on a checker does.

Two moves may share their clicks (6/off with the 6 or with the 5). They are
one choice when they leave the same board and the same set of positions the
rest of the turn can reach: which die was spent then changes nothing.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.games.backgammon_board.double_click import bear_off_moves
from tabletop.games.backgammon_board.plays import final_positions

from .moves import legal_moves
from .rules import perform
from .state import MOVE, State, to_move


def outcome(after: State) -> tuple:
    """The board after a move and every end of turn still open from it (the dice left, as far as they matter)."""
    reachable = frozenset(final_positions(after.board, after.turn, after.dice_left)) if after.phase == MOVE else None
    return after.phase, after.turn, after.board, after.match, after.games, reachable


def choice_outcome(state: State, seat: int, move: Move) -> tuple:
    """The board and the turn's reachable ends after a legal move: the die spent bearing off may not matter."""
    return outcome(perform(state, seat, move))


def double_click(state: State, seat: int, path: str) -> list[Move]:
    """Bear the checker on `path` off: with one die where one does it, the highest die first."""
    if seat not in to_move(state):
        return []
    moves = bear_off_moves(legal_moves(state, seat), path)
    single = [m for m in moves if len(m.get("dice")) == 1]
    return sorted(single, key=lambda m: -m.get("dice")[0]) if single else moves
