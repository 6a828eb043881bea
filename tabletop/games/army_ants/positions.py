"""Hand-made positions: the rules pages' example boards, and matches that start from one (for tests).

Such a match starts from a position that no seed deals, so a save of it does
not replay; use it for tests and demonstrations only.
"""

from __future__ import annotations

from tabletop.engine.match import Match, Player

from .game import GAME
from .state import BATTLE, State, state_from_layout


def position(layout: dict, phase: str = BATTLE, seat: int = 0, options: dict | None = None,
             **fields) -> State:
    """A state with named cards on named squares, e.g. {"d6": "6♠"}; options set its rule variants."""
    opts = GAME.normalise_options(options)
    return state_from_layout(layout, phase=phase, seat=seat, setup=opts["setup"],
                             max_legs=opts["move_max_legs"], quiet_limit=opts["no_attack_limit"], **fields)


def match_from_position(layout: dict, phase: str = BATTLE, seat: int = 0, options: dict | None = None,
                        players: list | None = None, **fields) -> Match:
    """A two-player Match whose first state is the hand-made position."""
    state = position(layout, phase, seat, GAME.normalise_options(options), **fields)
    return Match.from_position(GAME, players or [Player("Red"), Player("Black")], state, options)
