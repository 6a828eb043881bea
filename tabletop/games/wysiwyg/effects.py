"""What a WYSIWYG move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import State

# A call or a trump is a marker put down; cards moving are told by the events the rules record.
MOVE_WORDS = {"bid": "place", "pass": "place", "double": "place", "redouble": "place", "trump": "place",
              "no_trump": "place", "play": "place", "take": "take", "next_hand": "deal"}
EVENT_WORDS = {"display": "flip", "trick": "take", "score": "score", "deal": "deal"}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's word, then each kind of thing it set off once, in order (the match's end is the contract's)."""
    words = [MOVE_WORDS[move.kind]]
    for event in after.events:
        word = EVENT_WORDS.get(event[0])
        if word and word not in words and not (word == "score" and after.phase == "over"):
            words.append(word)
    return tuple(words)
