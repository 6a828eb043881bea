"""Shared by the Synchro-gammon tests: seats by the digest's names, moves by kind, refusals."""

import pytest

from tabletop.engine.cards import card_id
from tabletop.engine.game import IllegalMove, Move
from tabletop.games.synchrogammon import GAME

# The digest's players: a1 and a2 are partners (White), b1 and b2 (Black); clockwise a1, b1, a2, b2.
A1, B1, A2, B2 = 0, 1, 2, 3


def by_seat(a1, a2, b1, b2):
    """Four values named as the digest lists them (a1 a2 b1 b2), in seat order."""
    return (a1, b1, a2, b2)


def play(state, seat, kind, **params):
    return GAME.apply(state, seat, Move.of(kind, **params))


def step(state, src, dst):
    """The current mover's step from `src` to `dst` (its own numbering)."""
    return play(state, GAME.to_move(state)[0], "step", src=src, dst=dst)


def logged(state, seat, kind, **params):
    """(the state after the move, the words the table's log shows for it)."""
    move = Move.of(kind, **params)
    after = GAME.apply(state, seat, move)
    return after, str(GAME.table.played_label(state, seat, move, after))


def logged_step(state, src, dst):
    """The current mover's step with its log words."""
    return logged(state, GAME.to_move(state)[0], "step", src=src, dst=dst)


def refused(state, seat, kind, error=IllegalMove, **params) -> str:
    with pytest.raises(error) as err:
        play(state, seat, kind, **params)
    return str(err.value)


def pick_all(state, values, seats=range(4)):
    """Each seat lays the card of the given value (by seat), in seat order."""
    for seat, value in zip(seats, values):
        state = play(state, seat, "pick", card=card_id(value, seat))
    return state


def steps_of(state):
    """The current mover's legal steps as (src, dst) pairs."""
    seat = GAME.to_move(state)[0]
    return sorted((m.get("src"), m.get("dst")) for m in GAME.legal_moves(state, seat) if m.kind == "step")
