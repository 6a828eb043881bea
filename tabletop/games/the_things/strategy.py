"""A sensible computer seat: Humans test and attack suspects; Things hide, spread red cards and escape.

It decides from what the seat knows only: its hand, the cards it knows are in other
hands, and who was seen playing a red card (all equal in every determinization).
"""

from __future__ import annotations

from tabletop.engine.game import Move

from . import cards as cd, rules
from .state import ACTION, HUMAN, THING, State


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's chance: its team's share of the living, pulled towards even."""
    living = state.living()
    things = sum(1 for s in living if state.role(s) == THING)
    share = 0.3 + 0.4 * things / max(1, len(living))
    return tuple(share if state.role(s) == THING else 1.0 - share for s in range(state.players))


def choose(state: State, seat: int, rng):
    """(move, why) for the prompts this module knows, else None (the search decides)."""
    return None
