"""The shared evaluator: chances in [0, 1], obvious preferences, and plays chosen whole."""

import pytest

from tabletop.games.backgammon_board import BLACK, WHITE, Board, apply_step, roll_steps
from tabletop.games.backgammon_board.evaluation import board_of, even_chance, sides, win_chance
from tabletop.games.backgammon_board.match_odds import even_match_chance, match_chance, should_take
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.backgammon_board.play_choice import best_play, first_step, ranked, two_ply
from tabletop.games.backgammon_board.shots import exposure


def after(board, colour, steps):
    for src, dst in steps:
        board, _ = apply_step(board, (colour, src, dst))
    return board


def best_steps(board, colour, dice, **kw):
    return sorted(best_play(board, colour, roll_steps(dice), **kw).steps)


def test_a_made_point_is_better_than_two_blots():
    start = Board.initial()
    made = after(start, WHITE, [(8, 5), (6, 5)])
    split = after(start, WHITE, [(13, 10), (24, 23)])
    assert win_chance(made, WHITE, BLACK) > win_chance(split, WHITE, BLACK)


@pytest.mark.parametrize("dice,expected", [((3, 1), [(6, 5), (8, 5)]), ((4, 2), [(6, 4), (8, 4)]),
                                           ((6, 1), [(8, 7), (13, 7)])])
def test_opening_rolls_that_make_a_point_make_it(dice, expected):
    assert best_steps(Board.initial(), WHITE, dice) == expected
    assert best_steps(Board.initial(), BLACK, dice) == expected


def test_a_race_lead_is_worth_more_than_a_race_deficit():
    # No contact: White 75 pips against Black's 120, then the other way round.
    race = Board.from_spec({"white": {6: 5, 5: 5, 4: 5}, "black": {10: 5, 8: 5, 6: 5}})
    assert win_chance(race, WHITE, BLACK) > 0.9 > 0.1 > win_chance(race, BLACK, BLACK)
    close = Board.from_spec({"white": {6: 5, 5: 5, 4: 5}, "black": {6: 5, 5: 5, 3: 5}})
    assert 0.5 < win_chance(close, BLACK, BLACK) < win_chance(race, WHITE, BLACK)


def test_being_on_roll_is_worth_something_and_chances_add_up():
    board = Board.initial()
    assert win_chance(board, WHITE, WHITE) > 0.5 > win_chance(board, WHITE, BLACK)
    assert win_chance(board, WHITE, WHITE) + win_chance(board, BLACK, WHITE) == pytest.approx(1.0)
    assert even_chance(board, WHITE) == pytest.approx(0.5)


def test_finished_sides_are_certain():
    done = Board.from_spec({"white": {}, "black": {6: 15}})
    assert win_chance(done, WHITE, BLACK) == 1.0 and win_chance(done, BLACK, BLACK) == 0.0


def test_sides_and_board_of_are_inverse():
    board = Board.from_spec({"white": {24: 2, 13: 4, 3: 1}, "black": {20: 3, 6: 5, 2: 2}, "bar": [1, 2]})
    for colour in (WHITE, BLACK):
        assert board_of(*sides(board, colour), colour) == board


def test_a_blot_in_direct_range_is_exposed_and_a_made_point_is_not():
    # White's blot on its 4 point, Black's back checkers on White's 1 point: 3 pips away.
    board = Board.from_spec({"white": {6: 4, 4: 1, 13: 10}, "black": {24: 2, 13: 13}})
    shots, _ = exposure(*sides(board, WHITE))
    assert shots >= 11
    covered = Board.from_spec({"white": {6: 3, 4: 2, 13: 10}, "black": {24: 2, 13: 13}})
    assert exposure(*sides(covered, WHITE))[0] == 0
    assert best_steps(board, WHITE, (2,)) == [(6, 4)]


def test_the_first_step_leads_to_the_chosen_play_and_the_next_call_continues_it():
    board = Board.initial()
    for dice in [(3, 1), (6, 5), (4, 4), (2, 1)]:
        for deepen in (None, two_ply):
            left, now = list(roll_steps(dice)), board
            choice = best_play(board, WHITE, left, deepen=deepen, level="test")
            while left:
                again = best_play(now, WHITE, left, deepen=deepen, level="test")
                assert again.key == choice.key
                die, step = first_step(now, WHITE, left, again, level="test")
                now, _ = apply_step(now, step)
                left.remove(die)
            assert sides(now, WHITE) == choice.key


def test_plays_are_ranked_best_first_and_the_order_is_fixed():
    plays = ranked(Board.initial(), WHITE, (5, 2))
    assert [p.value for p in plays] == sorted((p.value for p in plays), reverse=True)
    assert plays == ranked(Board.initial(), WHITE, (5, 2))


def test_take_points():
    single = MatchScore.start(1)
    assert should_take(single, WHITE, 0.3, 1) and not should_take(single, WHITE, 0.2, 1)
    assert even_match_chance(3, 3) == pytest.approx(0.5)
    five = MatchScore(target=5, scores=(0, 0))
    assert should_take(five, WHITE, 0.3, 1) and not should_take(five, WHITE, 0.1, 1)
    # One point from losing the match, a drop loses it: take anything.
    last = MatchScore(target=5, scores=(0, 4), crawford_done=True)
    assert should_take(last, WHITE, 0.05, 1)
    assert match_chance(five, WHITE, 0.5, 1) == pytest.approx(0.5)
