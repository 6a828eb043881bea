"""Whole plays with the compulsory rules, and the step-by-step helper built on them."""

from tabletop.games.backgammon_board import (BAR, OFF, WHITE, BLACK, Board, legal_plays, max_steps,
                                             playable_die_steps, playable_steps)
from tabletop.games.backgammon_board.plays import can_move, plays_for_dice_left, value_plays


def test_opening_six_five_has_seven_plays():
    # By hand: 24/13, 24/18 13/8, 24/18 8/3, 13/7 13/8, 13/7 8/3, 13/2, 8/2 8/3.
    plays = legal_plays(Board.initial(), WHITE, (6, 5))
    assert len(plays) == 7
    assert all(len(play) == 2 for play in plays)


def test_both_colours_see_the_same_opening():
    for dice in [(3, 1), (6, 6), (2, 1), (5, 5)]:
        assert len(legal_plays(Board.initial(), WHITE, dice)) == len(legal_plays(Board.initial(), BLACK, dice))


def test_larger_die_must_be_played_when_only_one_die_can_be():
    # White's last outside checker on 13; Black holds absolute 2, so 13/7/2 and 13/8/2 are both blocked.
    board = Board.from_spec({"white": {13: 1, 1: 14}, "black": {23: 2, 6: 13}})
    assert legal_plays(board, WHITE, (6, 5)) == [((WHITE, 13, 7),)]
    assert playable_die_steps(board, WHITE, (6, 5)) == [(6, (WHITE, 13, 7))]


def test_smaller_die_when_the_larger_cannot_be_played():
    # As above, and Black also holds absolute 7, so the 6 cannot be played at all.
    board = Board.from_spec({"white": {13: 1, 1: 14}, "black": {23: 2, 18: 2, 6: 11}})
    assert legal_plays(board, WHITE, (6, 5)) == [((WHITE, 13, 8),)]
    assert playable_steps(board, WHITE, (6, 5)) == [(WHITE, 13, 8)]


def test_both_dice_must_be_used_when_one_order_allows_it():
    # 13/8 leaves two 6s to absolute 2 (blocked) and 8/2 is blocked: only 13/7 and 8/3 start
    # a play using both dice (13/7 8/3 either way round).
    board = Board.from_spec({"white": {13: 1, 8: 1, 1: 13}, "black": {23: 2, 6: 13}})
    plays = legal_plays(board, WHITE, (6, 5))
    assert all(len(play) == 2 for play in plays)
    # Every first step offered leads on to a two-step play.
    assert len(plays) == 1
    assert sorted(playable_steps(board, WHITE, (6, 5))) == [(WHITE, 8, 3), (WHITE, 13, 7)]


def test_a_step_that_would_waste_the_other_die_is_not_playable():
    # White: one checker on the bar and one on 8, rest home. Black holds 19..23 except 22.
    # Entering with the 3 (on 22) then 8/4 works; entering with the 4 (on 21) is blocked.
    board = Board.from_spec({"white": {8: 1, 1: 13}, "black": {6: 2, 5: 2, 4: 2, 2: 2}, "bar": [1, 0]})
    assert playable_steps(board, WHITE, (4, 3)) == [(WHITE, BAR, 22)]
    assert max_steps(board, WHITE, (4, 3)) == 2


def test_t9_doubles_as_many_as_possible():
    # White: 19, 13 and the rest home; Black holds absolute 7. Two moves of 6: only 19/13 is possible.
    board = Board.from_spec({"white": {19: 1, 13: 1, 3: 13}, "black": {18: 2, 24: 13}})
    assert max_steps(board, WHITE, (6, 6)) == 1
    assert legal_plays(board, WHITE, (6, 6)) == [((WHITE, 19, 13),)]     # a rolled double: four 6s
    assert value_plays(board, WHITE, 6, 2) == [((WHITE, 19, 13),)]
    assert max_steps(board, WHITE, (6, 6, 6, 6)) == 1


def test_no_move_at_all_gives_the_empty_play():
    board = Board.from_spec({"white": {3: 14}, "black": {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                             "bar": [1, 0]})
    assert legal_plays(board, WHITE, (6, 6)) == [()]
    assert playable_steps(board, WHITE, (6, 6)) == []
    assert not can_move(board, WHITE, (6, 5))


def test_bearing_off_with_a_higher_die_from_the_highest_point():
    board = Board.from_spec({"white": {3: 1, 2: 1}, "black": {13: 15}})
    plays = legal_plays(board, WHITE, (6, 5))
    # Both checkers come off whichever die goes first.
    assert len(plays) == 1 and plays[0][-1][2] == OFF
    assert sorted(playable_die_steps(board, WHITE, (6, 5))) == [(5, (WHITE, 3, OFF)), (6, (WHITE, 3, OFF))]


def test_doubles_with_three_dice_left_keep_working_step_by_step():
    board = Board.initial()
    three = legal_plays(board, WHITE, (3, 3, 3))
    assert three and all(len(play) == 3 for play in three)
    assert all(len(play) == 4 for play in legal_plays(board, WHITE, (3, 3)))
    assert all(len(play) == 2 for play in plays_for_dice_left(board, WHITE, (3, 3)))
    assert max_steps(board, WHITE, (3,)) == 1
