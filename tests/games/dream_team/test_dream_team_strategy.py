"""The Dream Team estimate: match totals and the teams being built, as shares."""

import random

import pytest

from tabletop.games.dream_team import GAME
from tabletop.games.dream_team.positions import position
from tabletop.games.dream_team.strategy import expected_totals
from tabletop.engine import search_help


def check(state):
    found = search_help.estimate(GAME, state)
    assert len(found) == state.players and all(0.0 <= v <= 1.0 for v in found)
    assert sum(found) == pytest.approx(state.players / 2)   # as rank_shares: pairwise chances add to one
    return found


ROW = [10, 7, 10, 3]


def test_a_fresh_match_is_even():
    assert check(position(3, ROW)) == pytest.approx((0.5, 0.5, 0.5))


def test_a_better_team_ranks_higher():
    state = check(position(3, ROW, teams=[[9, 8], [2], [5]]))
    assert state[0] > state[2] > state[1]


def test_match_totals_count_and_matter_more_near_the_target():
    early = check(position(3, ROW, totals=[20, 10, 10]))
    late = check(position(3, ROW, totals=[95, 85, 85]))
    assert early[0] > 0.5 and late[0] > early[0]


def test_a_team_is_worth_less_than_banked_points():
    banked = position(3, ROW, totals=[30, 0, 0])
    building = position(3, ROW, teams=[[10, 9, 8, 3], [], []])
    assert expected_totals(building)[0] < expected_totals(banked)[0]
    assert check(banked)[0] > check(building)[0] > 0.5


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_estimate_stays_in_range_through_random_games(players):
    rng = random.Random(players)
    state = GAME.new_state(players, GAME.options_for(players), players)
    steps = 0
    while not GAME.is_over(state) and steps < 300:
        check(state)
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        steps += 1

