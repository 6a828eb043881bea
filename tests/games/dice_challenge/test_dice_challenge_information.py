"""An open game: determinizing only redraws the dice to come, undo refuses exactly the rolls,
and returns rank the seats (a seat's share of the others it outscores, ties half)."""

import dataclasses

import pytest

from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.dice_challenge import GAME
from tabletop.games.dice_challenge.positions import position
from tabletop.engine.game import rank_shares
from tabletop.games.dice_challenge.scoring import seat_totals


def playout(players, seed=2):
    match = Match.start("dice_challenge", [Player(f"P{i}", "computer") for i in range(players)],
                        GAME.options_for(players), seed)
    match.play_computers(4000)
    return match


@pytest.mark.parametrize("players", [2, 4])
def test_a_determinization_is_the_same_position_with_other_dice_to_come(players):
    states = playout(players).states[::7]
    for state in states[:-1]:
        for seat in (None, *range(players)):
            samples = [GAME.determinize(state, seat, Rng.from_seed(k)) for k in range(3)]
            assert len({s.rng for s in samples}) == 3
            for sample in samples:
                assert dataclasses.replace(sample, rng=None) == dataclasses.replace(state, rng=None)


@pytest.mark.parametrize("players", [2, 3])
def test_undo_is_refused_exactly_for_the_moves_that_roll(players):
    match = playout(players, seed=5)
    kinds = set()
    for before, played in list(zip(match.states, match.history))[:80]:
        for move in list({m.kind: m for m in reversed(GAME.legal_moves(before, played.seat))}.values()):
            after = GAME.apply(before, played.seat, move)
            rule = not reveals_hidden(GAME, before, played.seat, move)
            assert can_undo(GAME, before, played.seat, move, after) == rule, move.kind
            kinds.add((move.kind, rule))
    assert {("roll", False), ("reroll", False), ("keep", True), ("colour", True)} <= kinds


def test_rank_shares_count_beaten_opponents_and_half_the_tied_ones():
    assert rank_shares([30, 20, 20, 10]) == (1.0, 0.5, 0.5, 0.0)
    assert rank_shares([20, 20, 5]) == (0.75, 0.75, 0.0)
    assert rank_shares([7, 7]) == (0.5, 0.5) and rank_shares([9, 7]) == (1.0, 0.0)


def test_returns_of_a_finished_four_player_game_follow_the_ranking():
    over = position(players=4, phase="over", round=6, straight={"Red": 9, "Blue": 5})
    red, blue, green, yellow = seat_totals(over)
    assert red > blue > green == yellow == 0
    assert GAME.result(over)["winners"] == [0]
    assert GAME.returns(over) == (1.0, 2 / 3, 1 / 6, 1 / 6)


def test_shared_winners_get_the_most_and_two_players_split_or_win_outright():
    tied = position(players=3, phase="over", round=8, straight={"Red": 6, "Blue": 6})
    assert GAME.result(tied)["winners"] == [0, 1]
    assert GAME.returns(tied) == (0.75, 0.75, 0.0)
    two = position(players=2, phase="over", round=10, group={"Red": 4})
    assert GAME.result(two)["winners"] == [0] and GAME.returns(two) == (1.0, 0.0)
    assert GAME.returns(position(players=2, phase="over", round=10)) == (0.5, 0.5)
