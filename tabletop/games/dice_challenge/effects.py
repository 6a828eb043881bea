"""What a Dice Challenge move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .challenges import CHALLENGES
from .state import State


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """Rolls, a colour taken, a chip or marker placed; keeping a die and a challenge that passes say nothing."""
    if move.kind in ("roll", "reroll"):
        return ("roll",)
    if move.kind == "colour":
        return ("take",)
    if move.kind in CHALLENGES and board_changed(before, after):
        return ("place",)
    return ()


def board_changed(before: State, after: State) -> bool:
    """Whether a chip went onto a square or a marker moved along a track."""
    return (before.squares, before.straight, before.group) != (after.squares, after.straight, after.group)
