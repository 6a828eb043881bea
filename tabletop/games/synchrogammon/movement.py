"""Checker moves for one queue entry, through the shared board's single steps.

A seat with k moves of value v plays as many of them as the position allows
(Synchro-gammon's compulsory rule, judged for that seat alone at its turn):
a first step is legal only if it still lets the seat make as many moves as
any order could. The board package's `playable_steps` with k equal dice
computes exactly that, so no board rule is restated here.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.games.backgammon_board import (CHECKERS, apply_step, playable_steps, step_notation,
                                             step_paths)

from tabletop.engine.words import Words, say

from .allotment import Turn
from .seats import describe, person, team_of


def moves_left(turn: Turn, done: int) -> int:
    """How many of its moves the entry has not made yet."""
    return turn.times - done


def legal_steps(board, turn: Turn, done: int) -> list[tuple]:
    """The steps the entry's seat may make now, in the colour's own numbering."""
    left = moves_left(turn, done)
    if left <= 0:
        return []
    return playable_steps(board, team_of(turn.seat), (turn.number,) * left)


def step_label(seat: int, step: tuple, hit: bool, side: int | None = None) -> Words:
    """'North (White) 13/8*': the seat, its colour and the step in the mover's own numbering (with
    `side`: numbered from that team's side of the board)."""
    return say("synchrogammon.step", who=describe(seat), move=step_notation(step, hit, side))


def step_targets_of(step: tuple) -> tuple[tuple[str, str], ...]:
    """The click path of a step move: the checker's point, then its landing place."""
    return (step_paths(step),)


def make_step(board, step: tuple):
    """(board after the step, whether it hit, whether that colour has now borne off all 15)."""
    after, hit = apply_step(board, step)
    return after, hit, after.off[step[0]] == CHECKERS


def pass_sentence(turn: Turn, done: int, log: bool = False) -> Words:
    """Why a seat's turn ends early: it cannot move its number (again) (for the log: without a full stop)."""
    return _passes(turn.seat, turn.number, "passes" if done == 0 else "second", log)


@lru_cache(maxsize=None)  # four seats, six numbers: one sentence each for every state that notes it
def _passes(seat: int, number: int, which: str, log: bool) -> Words:
    return say(f"synchrogammon.{'log' if log else 'note'}.{which}", seat=person(seat), number=number)
