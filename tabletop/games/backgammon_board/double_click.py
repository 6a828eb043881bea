"""What a double-click on a checker means in both backgammon games: bear that checker off."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move

OFF_PREFIX = "board/off/"


def bear_off_moves(moves: Sequence[Move], path: str) -> list[Move]:
    """The legal moves that take the checker on `path` off the board, in their given order."""
    return [move for move in moves
            if any(len(target) == 2 and target[0] == path and target[1].startswith(OFF_PREFIX)
                   for target in move.targets)]
