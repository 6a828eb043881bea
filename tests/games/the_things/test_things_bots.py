"""The Things' computer seats: legal, deterministic, and Strong's reasons to change sides."""

from dataclasses import replace

import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.rng import Rng
from tabletop.games.the_things.state import ASK, HUMAN
from things_helpers import GAME, card, play, position


def asked(exposed: bool):
    """Seat 0, a Thing with two red cards, asks for a 6; seat 1, a Human, holds one."""
    state = position(["Q♥ 5♦ 2♠ 3♣ 4♠", "6♠ 7♣ 8♠ 9♣ 10♠", "2♣ 3♠ 4♣ 5♠ 7♠"])
    state = replace(state, exposed=(exposed, False, False))
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("5♦"), want=6)
    assert state.phase == ASK and GAME.to_move(state)[0] == 1 and state.role(1) == HUMAN
    return state


def test_strong_human_trades_with_a_known_thing_normal_declines():
    state = asked(exposed=True)
    strong = decide(GAME, state, 1, LEVELS["strong"], Rng.from_seed(4)).move
    normal = decide(GAME, state, 1, LEVELS["normal"], Rng.from_seed(4)).move
    assert strong.kind in ("volunteer", "volunteer_for") and normal.kind == "decline"


@pytest.mark.parametrize("players", [3, 6])
def test_every_level_is_legal_and_the_same_for_the_same_seed(players):
    state = GAME.new_state(players, GAME.options_for(players), 5)
    for n in range(60):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        for level in ("normal", "strong"):
            first = decide(GAME, state, seat, LEVELS[level], Rng.from_seed(n)).move
            assert first == decide(GAME, state, seat, LEVELS[level], Rng.from_seed(n)).move
            assert first in GAME.legal_moves(state, seat)
        state = GAME.apply(state, seat, first)


def test_a_seat_grows_readier_to_declare_as_a_long_game_goes_on():
    from tabletop.games.the_things import strategy
    state = GAME.new_state(5, {}, 3)
    early = strategy.sure_enough(state)
    later = strategy.sure_enough(replace(state, turn=strategy.PATIENCE + 10))
    never = strategy.sure_enough(replace(state, turn=10_000))
    assert early == strategy.SURE > later > never == strategy.LEAST_SURE
