"""Strong nominations: the round played out for each card, from what the seat can see."""

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.rng import Rng
from tabletop.games.dream_team import GAME
from tabletop.games.dream_team.flow import nominate
from tabletop.games.dream_team.positions import position


def strong_pos(state, seed=1):
    seat = GAME.to_move(state)[0]
    return decide(GAME, state, seat, LEVELS["strong"], Rng.from_seed(seed)).move.get("pos")


def test_strong_takes_the_best_card():
    # Red marked the 2 (and takes the 3 left over): Black takes the 10 rather than fight for the 2.
    assert strong_pos(nominate(position(2, [3, 10, 2]), 0, 2)) == 1


def test_strong_does_not_take_a_number_it_holds():
    # Red holds a 10: the 10 in the row would pair off, so the 9 is worth far more.
    assert strong_pos(position(2, [10, 9, 2], teams=[[10, 4], [5]])) == 1


def test_strong_contests_a_card_rather_than_concede_it():
    # Red marked the 9. Taking the 3 (and the 2 left over) leaves Black 4 behind; a lottery for the 9 is even.
    state = nominate(position(2, [2, 9, 3]), 0, 1)
    assert GAME.to_move(state) == (1,)
    assert strong_pos(state) == 1


def test_strong_explains_its_choice():
    found = decide(GAME, nominate(position(2, [3, 10, 2]), 0, 2), 1, LEVELS["strong"], Rng.from_seed(1))
    assert "10" in found.why


def test_normal_still_searches():
    assert GAME.bot_choice(position(2, [3, 10, 2]), 0, "normal", Rng.from_seed(1)) is None


def test_strong_decides_from_its_own_view_only():
    """Two deck orders the seat cannot tell apart give the same nomination."""
    for players in (2, 4, 6):
        state = GAME.new_state(players, GAME.options_for(players), players)
        seat = GAME.to_move(state)[0]
        other = GAME.determinize(state, seat, Rng.from_seed(99))
        assert other.deck != state.deck and GAME.view(other, seat) == GAME.view(state, seat)
        assert decide(GAME, state, seat, LEVELS["strong"], Rng.from_seed(5)).move == \
            decide(GAME, other, seat, LEVELS["strong"], Rng.from_seed(5)).move
