"""What a Dream Team seat cannot know, for searches and undo: determinizations and returns.

The digest (§11 "Hidden information") hides only the order of the deck:
the row, the markers, the lottery cards and the teams lie face up, and every
card reached the discard pile face up (pairs, lottery cards, teams after a
game), so which cards are still in the deck is known to every seat. A
determinization therefore reshuffles the deck alone, the same for every
seat, and replaces the generator that will shuffle the discard pile into
a new deck (or, with the fresh-deck option, all 55 cards between games).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.game import rank_shares
from tabletop.engine.rng import Rng

from .state import State


def determinize(state: State, seat: int | None, rng: Rng) -> State:
    """`state` with the deck in a fresh order and a fresh generator (the same for every seat)."""
    # From the cards in a fixed order, so that the deal depends only on which cards are left (what
    # every seat can count), never on the hidden order it replaces.
    deck, rng = rng.shuffled(tuple(sorted(state.deck)))
    seed, _ = rng.next64()
    return replace(state, deck=deck, rng=Rng.from_seed(seed))


def returns(state: State) -> tuple[float, ...]:
    """Each seat's share of the opponents its match total beats, ties counted half."""
    return rank_shares(state.totals)
