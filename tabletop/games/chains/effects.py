"""What a Chains action did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .moves import FLIP_TEMP, FLIP_WORK, TAKE, TEMP_TO_CHAIN
from .state import State

WORDS = {FLIP_WORK: "flip", FLIP_TEMP: "flip", TEMP_TO_CHAIN: "place", TAKE: "take"}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The action's word, then "discard" when a chain was lost (a bust, or a chain that died)."""
    return (WORDS[move.kind],) + chains_lost(before, after)


def chains_lost(before: State, after: State) -> tuple[str, ...]:
    """("discard",) when cards went to any seat's dead pile (the checks after an action cover every seat)."""
    lost = sum(map(len, after.dead)) > sum(map(len, before.dead))
    return ("discard",) if lost else ()
