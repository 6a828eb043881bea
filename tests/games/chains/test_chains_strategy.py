"""The Chains estimate: banked points plus what each seat can still expect, as shares."""

import random

from dataclasses import replace

import pytest

from tabletop.bots.levels import LEVELS, decide
from tabletop.engine.game import Move
from tabletop.engine.rng import Rng
from tabletop.games.chains import GAME
from tabletop.games.chains.positions import position
from tabletop.games.chains import strategy
from tabletop.games.chains.strategy import _best_set, expected_points, fit_chance
from tabletop.engine import search_help


def check(state):
    found = search_help.estimate(GAME, state)
    assert len(found) == state.players and all(0.0 <= v <= 1.0 for v in found)
    if state.players > 1:
        assert sum(found) == pytest.approx(state.players / 2)   # as rank_shares: pairwise chances add to one
    return found


def test_a_fresh_game_is_even():
    for players in (2, 3, 10):
        assert check(position(players, 0)) == pytest.approx((0.5,) * players)


def test_banked_points_count():
    ahead = check(position(2, 0, seats={0: {"taken": [1]}}))
    assert ahead[0] > 0.6
    more = check(position(2, 0, seats={0: {"taken": [1, 4]}}))
    assert more[0] > ahead[0]


def test_a_live_chain_counts_more_the_closer_it_is_to_a_terminal():
    empty = check(position(2, 0))
    short = check(position(2, 0, seats={0: {"work": [10, 9, 8]}}))
    long = check(position(2, 0, seats={0: {"work": [10, 9, 8, 7, 6, 5, 4, 3]}}))
    assert empty[0] < short[0] < long[0]


def test_lost_cards_cost_the_terminals_they_served():
    # The only 2 of the deck is dead: terminal 1 (5 points) can never be taken.
    lost = check(position(2, 0, seats={0: {"dead": [2]}}))
    assert lost[0] < 0.5
    banked, more = expected_points(position(2, 0, seats={0: {"dead": [2]}}))[0]
    _, before = expected_points(position(2, 0))[0]
    assert more < before


def test_stopped_numbers_are_worth_nothing():
    # Two players: Black took terminal 1 first, so Red's 1 is stopped.
    state = position(2, 0, seats={1: {"taken": [1]}})
    assert check(state)[1] > 0.6
    assert expected_points(state)[0][1] < expected_points(position(2, 0))[0][1]


def test_the_best_set_shares_the_cards():
    every = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert _best_set({n: 1.0 for n in range(1, 11)}, every) == 10.0
    one_three = list(every)
    one_three[3] = 1     # a single 3 serves terminal 1 or 2, not both
    assert _best_set({1: 5.0, 2: 3.0}, one_three) == 5.0
    assert _best_set({1: 5.0, 2: 3.0, 4: 3.0}, one_three) == 8.0


def test_solo_is_the_expected_score_over_the_best():
    state = position(1, 0, seats={0: {"taken": [10, 9]}})
    (found,) = check(state)
    assert 3 / 55 < found < 1.0


@pytest.mark.parametrize("players", [2, 4, 10])
def test_the_estimate_stays_in_range_through_random_games(players):
    rng = random.Random(players)
    state = GAME.new_state(players, GAME.options_for(players), players)
    steps = 0
    while not GAME.is_over(state) and steps < 400:
        check(state)
        seat = GAME.to_move(state)[0]
        state = GAME.apply_legal(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        steps += 1


def choice(state, level="normal", seed=1):
    seat = GAME.to_move(state)[0]
    move, why = GAME.search.bot_choice(state, seat, level, Rng.from_seed(seed))
    why = str(why)
    assert move in GAME.legal_moves(state, seat) and why.endswith(".")
    return move, why


def test_a_fitting_temp_card_goes_onto_the_chain_first():
    # Chain 10-9-8: terminal 7 could be taken, but the 7 in temp fits and costs nothing.
    state = position(2, 0, seats={0: {"work": [10, 9, 8], "temp": [7]}})
    move, why = choice(state)
    assert move.kind == "temp_to_chain" and "fits the chain" in why


def test_a_terminal_is_taken_when_nothing_fits_for_free():
    state = position(2, 0, seats={0: {"work": [10, 9, 8]}})
    move, why = choice(state)
    assert move == Move.of("take_terminal", value=7) and "Take terminal 7" in why


def test_a_long_shot_flip_goes_to_temp():
    # Chain 10-9, terminal 8 already taken, one 8 left among many cards: into temp, not onto the chain.
    state = position(2, 0, seats={0: {"work": [10, 9], "taken": [8], "dead": [8] * 6}})
    assert fit_chance(state, 0) < 0.25
    move, why = choice(state)
    assert move.kind == "flip_to_temp" and "only" in why


def test_an_empty_chain_flips_for_a_ten_when_tens_are_common():
    state = position(2, 0)
    assert fit_chance(state, 0) == pytest.approx(9 / 45)
    move, why = choice(state)
    assert move.kind == "flip_to_chain" and "10" in why


def test_a_ten_that_brings_only_terminal_9_is_not_worth_a_flip_at_19_percent():
    # Normal once busted seven times on an empty chain to take terminal 9 for one point. With its 10 already
    # unlocked and taken (after terminal 8), a 10 brings only terminal 9: 19 % is too little to risk a card.
    state = position(2, 0, seats={0: {"taken": [10, 8]}})
    assert 0.15 < fit_chance(state, 0) < 0.2
    move, why = choice(state)
    assert move.kind == "flip_to_temp" and "not worth the card a miss would lose" in why


def test_a_ten_that_only_starts_a_long_chain_needs_better_odds():
    # Terminals 9 and 10 are taken: a 10 takes nothing at once, so even 18 % of 10s go into temp.
    state = position(2, 0, seats={0: {"taken": [10, 9]}})
    assert 0.15 < fit_chance(state, 0) < 0.2
    assert choice(state)[0].kind == "flip_to_temp"
    assert not strategy.worth_flipping(state, 0)


def test_the_first_ten_is_worth_more_as_it_takes_terminal_9_and_unlocks_the_10():
    first, later = position(2, 0), position(2, 0, seats={0: {"taken": [10, 8]}})
    assert strategy.flip_odds(first, 0)[1] > strategy.flip_odds(later, 0)[1] > strategy.FIT_WORTH
    assert strategy.worth_flipping(first, 0)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 4])
def test_bot_choice_is_legal_through_a_game(players):
    quick = {"strong": replace(LEVELS["strong"], seconds=0.01), "normal": LEVELS["normal"]}  # Strong's least piles
    state = GAME.new_state(players, GAME.options_for(players), 5)
    steps = 0
    while not GAME.is_over(state) and steps < 120:
        seat = GAME.to_move(state)[0]
        level = quick["strong" if steps % 10 == 0 else "normal"]
        found = decide(GAME, state, seat, level, Rng.from_seed(steps))
        move, why = found.move, found.why
        assert move in GAME.legal_moves(state, seat) and why
        state = GAME.apply(state, seat, move)
        steps += 1
