"""What a Chains seat cannot know, for searches and undo: determinizations, returns and undo per action.

The digest (§12 "Hidden information") hides only the order of each draw
pile, from everyone including the owner, and the faces of the dead piles.
Every card reached the dead pile face up (a bust or a dying chain is shown
before it turns over), so its contents are remembered, not hidden; and which
cards are still in a draw pile follows from the deck minus every card seen
(cautions.py counts them the same way). So a determinization keeps every pile
as it is and reshuffles only the order of every draw pile, for every seat
alike: all seats see the same table.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import Move, rank_shares
from tabletop.engine.rng import Rng

from .deck import PERFECT_CARDS, PERFECT_POINTS
from .moves import FLIP_TEMP, FLIP_WORK
from .state import State, lowest_missing, points

BLIND = (FLIP_WORK, FLIP_TEMP)  # the only actions that show a card nobody knew


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """`state` with every draw pile in a fresh order and a fresh generator (the same for every seat)."""
    piles = []
    for pile in state.draw:
        # From the cards in a fixed order, so that the deal depends only on which cards are left
        # (what every seat can count), never on the hidden order it replaces.
        pile, rng = rng.shuffled(tuple(sorted(pile)))
        piles.append(pile)
    seed, _ = rng.next64()
    return replace(state, draw=tuple(piles), rng=Rng.from_seed(seed))


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """A blind flip shows the top of the draw pile (undoing it would let the mover peek); the rest show nothing."""
    return move.kind not in BLIND


def returns(state: State) -> tuple[float, ...]:
    """Solo: the score over the best possible; else each seat's share of opponents it ranks above."""
    if state.players == 1:
        best = PERFECT_CARDS if state.solo_scoring == "cards" else PERFECT_POINTS
        return (points(state, 0) / best,)
    # The result's own order: points, then the lowest terminal not taken (higher is better).
    return rank_shares([(points(state, s), lowest_missing(state, s)) for s in range(state.players)])
