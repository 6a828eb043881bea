"""What a Three Kings move did, in the words of the Game contract's EFFECTS (sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .moves import DISCARD, KING_PLAY, SET
from .rules import REFILL_KEYS
from .state import State

WORDS = {SET: ("take",), DISCARD: ("place",), KING_PLAY: ("take",)}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's word, then 'flip' when a refill turned up a new field (the next draw is silent)."""
    words = WORDS.get(move.kind, ())
    refilled = any(news.key in REFILL_KEYS for news in after.news)
    return words + (("flip",) if refilled else ())
