"""The rest of a round whose cards are known, played out: each seat still to move makes its best
play at one ply, so a play or a card can be judged by the board the round leaves."""

from __future__ import annotations

from typing import Sequence

from tabletop.games.backgammon_board import CHECKERS, Board, apply_step
from tabletop.games.backgammon_board.evaluation import LINEAR, Evaluator
from tabletop.games.backgammon_board.play_choice import ranked

from .allotment import Turn
from .seats import team_of


def made_play(board: Board, colour: int, steps) -> Board:
    """The board after a play's (src, dst) steps."""
    for src, dst in steps:
        board, _hit = apply_step(board, (colour, src, dst))
    return board


def play_out(board: Board, queue: Sequence[Turn], judge: Evaluator = LINEAR) -> Board:
    """The board after every entry of `queue` makes its best play by `judge` (the round stops at a win)."""
    for entry in queue:
        colour = team_of(entry.seat)
        best = ranked(board, colour, (entry.number,) * entry.times, judge.either)[0]
        board = made_play(board, colour, best.steps)
        if board.off[colour] == CHECKERS:
            break
    return board


def team_value(board: Board, team: int, judge: Evaluator = LINEAR) -> float:
    """`team`'s chance on `board` between rounds (1 or 0 once a team is all off)."""
    if board.off[team] == CHECKERS:
        return 1.0
    if board.off[1 - team] == CHECKERS:
        return 0.0
    return judge.even_chance(board, team)
