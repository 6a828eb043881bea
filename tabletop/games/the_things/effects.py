"""What a move of The Things did, in the words of the Game contract's EFFECTS (sounds, later motion).

Words follow what the table saw, never a hidden choice: keeping the searched card
or discarding it both put one card face down, so both say "discard".
"""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import OVER, State

MOVE_WORDS = {
    "search": "deal", "discard_drawn": "discard", "keep": "discard", "offer": "place", "offer_many": "place",
    "choose": "take", "give": "take", "pick": "take", "aside": "place", "take": "take",
    "blood": "flip", "attack": "place", "play": "flip", "reveal": "flip",
}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's word, a death's, and a refill's deal."""
    words = []
    word = MOVE_WORDS.get(move.kind)
    if word:
        words.append(word)
    if sum(after.alive) < sum(before.alive) and "capture" not in words:
        words.append("capture")
    if after.phase != OVER and after.turn != before.turn and "deal" not in words:
        words.append("deal")
    return tuple(words)
