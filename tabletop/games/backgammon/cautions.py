"""Sentences to confirm before a backgammon move: a drop (it ends the game), and for beginners a checker
move that leaves a blot the opponent can hit when a safer way to play the same roll exists.

Backgammon hides nothing but the dice to come, and these sentences never read the generator:
they count the opponent's hitting rolls out of all 36.
"""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.game import Move
from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board.board import Board
from tabletop.games.backgammon_board.cube import drop_points
from tabletop.games.backgammon_board.evaluation import after_play, sides
from tabletop.games.backgammon_board.plays import final_positions
from tabletop.games.backgammon_board.shots import exposure

from .rules import perform
from .state import CUBE, MOVE, State, who


# A few shots more than the safest play is a matter of judgement, not a beginner's slip: warn when
# another play leaves no shot at all, or at least this many fewer (one roll in six).
NOTICEABLE = 6


def drop_warning(state: State) -> Words | None:
    """Dropping a double ends the game at once: say who scores what."""
    if state.phase != CUBE:
        return None
    return say("backgammon.warning.drop", who=who(state.turn), count=drop_points(state.cube))


def shots(board: Board, colour: int) -> int:
    """The rolls of 36 on which the other colour hits a blot of `colour` on this board."""
    return exposure(*sides(board, colour))[0]


def fewest_shots(board: Board, colour: int, dice_left: Sequence[int]) -> int:
    """The fewest shots any legal way of playing `dice_left` from this board can leave."""
    plays = final_positions(board, colour, tuple(dice_left)) if dice_left else {}
    if not plays:
        return shots(board, colour)
    bar, off = board.bar[1 - colour], board.off[1 - colour]
    return min(exposure(*after_play(mine, theirs, bar, off))[0] for mine, theirs in plays)


def blot_warning(state: State, seat: int, move: Move) -> Words | None:
    """A beginner's warning: this checker move leaves clearly more shots at a blot than the roll has to."""
    if move.kind != "move" or state.phase != MOVE:
        return None
    colour, other = state.turn, who(1 - state.turn)
    after = perform(state, seat, move)
    if after.phase != MOVE and after.turn == colour:
        return None  # the game is won: nothing is left to hit
    finishing = after.phase == MOVE and after.turn == colour
    left = fewest_shots(after.board, colour, after.dice_left) if finishing else shots(after.board, colour)
    best = fewest_shots(state.board, colour, state.dice_left)
    if left == 0 or left <= best or (best and left - best < NOTICEABLE):
        return None
    if finishing:
        return say("backgammon.warning.blot_later", other=other, shots=left, best=best)
    return say("backgammon.warning.blot", other=other, shots=left, best=best)


def warning(state: State, seat: int, move: Move) -> Words | None:
    """Ask before a move that ends the game: dropping a double."""
    return drop_warning(state) if move.kind == "drop" else None
