"""What a Dream Team move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import OVER, State

MOVE_WORDS = {"nominate": "place", "draw": "flip", "deal": "deal", "next_game": "deal"}
# What the move set off, from the events the rules record (flow.py); the match's end is the contract's "win".
EVENT_WORDS = {"gain": "take", "pair": "discard", "game_over": "score"}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's word, then each kind of thing it set off once, in the order it first happened."""
    words = [MOVE_WORDS[move.kind]]
    for event in after.events:
        word = EVENT_WORDS.get(event[0])
        if word and word not in words and not (word == "score" and after.phase == OVER):
            words.append(word)
    return tuple(words)
