"""The shared board: positions, single steps, entering, hitting, blocking, bearing off, notation."""

import pytest

from tabletop.games.backgammon_board import (BAR, BLACK, OFF, WHITE, Board, absolute, apply_step,
                                             play_notation, step_notation, step_paths, step_targets)
from tabletop.games.backgammon_board.board import own, step_is_hit


def test_initial_position_has_fifteen_each_in_the_standard_places():
    board = Board.initial()
    assert board.total(WHITE) == board.total(BLACK) == 15
    assert board.points[23] == 2 and board.points[12] == 5 and board.points[7] == 3 and board.points[5] == 5
    assert board.points[0] == -2 and board.points[11] == -5 and board.points[16] == -3 and board.points[18] == -5
    assert board.bar == (0, 0) and board.off == (0, 0)


def test_numbering_is_mirrored_for_black():
    assert absolute(BLACK, 24) == 1 and absolute(BLACK, 1) == 24 and absolute(WHITE, 7) == 7
    assert own(BLACK, absolute(BLACK, 9)) == 9


def test_from_spec_fills_off_and_round_trips():
    board = Board.from_spec({"white": {5: 3, 2: 2}, "black": {24: 2}, "bar": [0, 1]})
    assert board.off == (10, 12)
    assert Board.from_spec(board.spec()) == board


@pytest.mark.parametrize("spec", [
    {"white": {24: 16}, "black": {}},                    # sixteen checkers
    {"white": {1: 2}, "black": {24: 2}},                 # both colours on absolute point 1
    {"white": {25: 1}},                                  # no such point
])
def test_from_spec_refuses_impossible_boards(spec):
    with pytest.raises(ValueError):
        Board.from_spec(spec)


def test_t5_start_six_from_24_is_legal_five_is_blocked():
    board = Board.initial()
    assert (WHITE, 24, 18) in step_targets(board, WHITE, 6)
    assert (WHITE, 24, 19) not in step_targets(board, WHITE, 5)
    assert sorted(step_targets(board, WHITE, 5)) == [(WHITE, 8, 3), (WHITE, 13, 8)]


def test_a_checker_on_the_bar_must_enter_first():
    board = Board.from_spec({"white": {13: 14}, "black": {20: 2}, "bar": [1, 0]})
    assert step_targets(board, WHITE, 6) == [(WHITE, BAR, 19)]
    assert step_targets(board, WHITE, 1) == [(WHITE, BAR, 24)]


def test_t7_entry_point_blocked_by_two_opposing_checkers():
    # Black's own point 6 is White's entry point 19 (absolute 19).
    board = Board.from_spec({"white": {13: 14}, "black": {6: 2, 1: 1}, "bar": [1, 0]})
    assert step_targets(board, WHITE, 6) == []
    # A single black checker there is a blot: entering hits it.
    assert step_targets(board, WHITE, 1) == [(WHITE, BAR, 24)]
    after, hit = apply_step(board, (WHITE, BAR, 24))
    assert hit and after.bar == (0, 1) and after.points[23] == 1


def test_black_enters_on_its_own_numbers():
    board = Board.from_spec({"white": {6: 2}, "black": {6: 14}, "bar": [0, 1]})
    # Black enters with a 4 on its own 21 = absolute 4.
    assert step_targets(board, BLACK, 4) == [(BLACK, BAR, 21)]
    assert step_paths((BLACK, BAR, 21)) == ("board/bar/1", "board/point/4")
    # White's two checkers on absolute 6 are Black's own 19: a 6 cannot enter.
    assert step_targets(board, BLACK, 6) == []


def test_hitting_sends_the_blot_to_the_bar_and_keeps_fifteen():
    board = Board.from_spec({"white": {13: 15}, "black": {15: 1, 6: 14}})  # black blot on absolute 10
    step = (WHITE, 13, 10)
    assert step_is_hit(board, step)
    after, hit = apply_step(board, step)
    assert hit and after.bar == (0, 1) and after.points[9] == 1
    assert after.total(WHITE) == after.total(BLACK) == 15
    assert step_notation(step, hit) == "13/10*"


def test_blocked_points_are_jumped_over_but_not_landed_on():
    board = Board.from_spec({"white": {13: 15}, "black": {14: 2, 13: 13}})  # black holds 11 and 12
    assert (WHITE, 13, 10) in step_targets(board, WHITE, 3)
    assert (WHITE, 13, 11) not in step_targets(board, WHITE, 2)


def test_t8_bearing_off_exact_higher_and_forced_inside_moves():
    board = Board.from_spec({"white": {5: 2, 2: 2}, "black": {13: 2}})
    assert (WHITE, 5, OFF) in step_targets(board, WHITE, 6)
    assert (WHITE, 2, OFF) not in step_targets(board, WHITE, 6)
    assert step_targets(board, WHITE, 4) == [(WHITE, 5, 1)]
    assert sorted(step_targets(board, WHITE, 2)) == [(WHITE, 2, OFF), (WHITE, 5, 3)]


def test_no_bearing_off_while_a_checker_is_outside_or_on_the_bar():
    outside = Board.from_spec({"white": {7: 1, 3: 5}, "black": {24: 2}})
    assert (WHITE, 3, OFF) not in step_targets(outside, WHITE, 3)
    on_bar = Board.from_spec({"white": {3: 5}, "black": {24: 2}, "bar": [1, 0]})
    assert step_targets(on_bar, WHITE, 3) == [(WHITE, BAR, 22)]


def test_black_bears_off_past_its_own_point_one():
    board = Board.from_spec({"white": {13: 2}, "black": {3: 1, 1: 1}})
    assert (BLACK, 3, OFF) in step_targets(board, BLACK, 5)
    assert step_paths((BLACK, 3, OFF)) == ("board/point/22", "board/off/1")
    after, _ = apply_step(board, (BLACK, 3, OFF))
    assert after.off == (13, 14)


def test_play_notation_marks_hits_along_the_way():
    board = Board.from_spec({"white": {24: 1, 13: 14}, "black": {7: 1, 6: 14}})  # black blot on absolute 18
    assert play_notation(board, [(WHITE, 24, 18), (WHITE, 18, 13)]) == "24/18* 18/13"
    assert str(play_notation(board, [])) == "no move"
