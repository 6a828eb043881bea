"""The Things' computer seats: legal, deterministic, from their own view, and Strong's second look."""

from dataclasses import replace

import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.rng import Rng
from things_helpers import GAME, card, play, position


def test_strong_holds_back_an_escape_that_is_a_coin_flip_normal_makes_it_late_in_a_game():
    """Turn 30: Normal, tired of waiting, escapes when every world it draws is an even chance that all
    living players are Things. Strong plays both on: staying in is worth more than a coin flip."""
    state = position(["Q♥ 5♦ 2♠ 3♣ 4♠", "8♥ 7♣ 8♠ 9♣ 10♠", "2♣ 3♠ 4♣ 5♠ 7♠"])
    state = replace(state, exposed=(False, True, False), trades=2, turn=30)
    normal = decide(GAME, state, 0, LEVELS["normal"], Rng.from_seed(4)).move
    strong = decide(GAME, state, 0, LEVELS["strong"], Rng.from_seed(4)).move
    assert normal.kind == "escape" and strong.kind not in ("escape", "rescue")
    assert strong in GAME.legal_moves(state, 0)


@pytest.mark.slow
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


def test_a_thing_sure_of_everyone_still_picks_a_volunteer_in_public():
    """Regression: knowing every other player a Thing, a seat used to answer the public pick of a volunteer
    with the Escape it is not offered there (no move at all)."""
    state = position(["Q♥ 5♦ 2♠ 3♣ 4♠", "6♠ 7♣ 8♠ 9♣ 8♥", "6♣ 3♠ 4♣ 5♠ 9♦"])
    state = replace(state, exposed=(False, True, True))
    state = play(state, 0, "talk")
    state = play(state, 0, "offer", card=card("5♦"), want=6)
    state = play(state, 1, "volunteer")
    state = play(state, 2, "volunteer")
    for level in ("normal", "strong"):
        move = decide(GAME, state, 0, LEVELS[level], Rng.from_seed(2)).move
        assert move.kind == "choose", level


def test_strong_decides_from_its_own_view_only():
    """Two positions the seat cannot tell apart (a world drawn from its view) get the same Strong choice:
    its look-ahead draws its worlds from what it sees, never from the hidden cards."""
    from tabletop.engine.match import COMPUTER, Match, Player
    match = Match.start("the_things", [Player(f"C{i}", COMPUTER, "normal") for i in range(4)], GAME.options_for(4), 9)
    looked = 0
    while not match.is_over() and looked < 6:
        state, seat = match.state, match.to_move()[0]
        if state.phase in ("action", "volunteer", "combat"):
            other = GAME.determinize(state, seat, Rng.from_seed(len(match.history)))
            assert other.hands != state.hands or other.draw != state.draw  # hidden cards really differ
            strong = [decide(GAME, s, seat, LEVELS["strong"], Rng.from_seed(7)).move for s in (state, other)]
            assert strong[0] == strong[1] and strong[0] in GAME.legal_moves(state, seat)
            looked += 1
        match.play(seat, match.computer_move(seat))
    assert looked == 6
