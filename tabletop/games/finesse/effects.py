"""What a Finesse move did, in the words of the Game contract's EFFECTS (the table's sounds and motion)."""

from __future__ import annotations

from tabletop.engine.game import Move

from .state import State

# Every move puts a card down except a deal; what it set off follows from the rules' events (flow.py).
MOVE_WORDS = {"play": "place", "lead_table": "place", "no_trump": "place", "replenish": "place",
              "next_hand": "deal"}
EVENT_WORDS = {"trick": "take", "replenish": "place", "hand": "score"}


def effects(before: State, seat: int, move: Move, after: State) -> tuple[str, ...]:
    """The move's word, then each kind of thing it set off once, in order (the match's end is the base's)."""
    words = [MOVE_WORDS[move.kind]]
    for event in after.events:
        word = EVENT_WORDS.get(event[0])
        if word and word not in words and not (word == "score" and after.winner_side is not None):
            words.append(word)
    return tuple(words)
