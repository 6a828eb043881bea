"""Pip counts, win kinds, the cube, the match score with Crawford, and the board view."""

from tabletop.games.backgammon_board import WHITE, BLACK, Board, all_home, board_view, pip_count, win_kind
from tabletop.games.backgammon_board.cube import (Cube, cube_view, double_refusal, drop_points, may_double,
                                                  offer, take)
from tabletop.games.backgammon_board.match_play import (MatchScore, cube_allowed, match_over, match_winner,
                                                        record_game)


def test_pip_counts_at_the_start_and_with_the_bar():
    assert pip_count(Board.initial(), WHITE) == pip_count(Board.initial(), BLACK) == 167
    board = Board.from_spec({"white": {6: 14}, "black": {1: 2}, "bar": [1, 0]})
    assert pip_count(board, WHITE) == 14 * 6 + 25
    assert pip_count(board, BLACK) == 2


def test_all_home():
    assert not all_home(Board.initial(), WHITE)
    assert all_home(Board.from_spec({"white": {6: 3}, "black": {}}), WHITE)
    assert not all_home(Board.from_spec({"white": {6: 3}, "black": {}, "bar": [1, 0]}), WHITE)


def test_win_kinds():
    single = Board.from_spec({"white": {}, "black": {20: 14}, "off": [15, 1]})
    gammon = Board.from_spec({"white": {}, "black": {18: 15}})
    in_home = Board.from_spec({"white": {}, "black": {18: 14, 19: 1}})     # Black's 19 = White's 6
    on_bar = Board.from_spec({"white": {}, "black": {6: 14}, "bar": [0, 1]})
    assert [win_kind(b, WHITE) for b in (single, gammon, in_home, on_bar)] == [1, 2, 3, 3]
    black_wins = Board.from_spec({"white": {19: 1, 5: 14}, "black": {}})
    assert win_kind(black_wins, BLACK) == 3


def test_t11_cube_owner_doubles_and_a_drop_scores_the_old_value():
    cube = Cube(2, owner=BLACK)
    assert not may_double(cube, WHITE)
    assert str(double_refusal(cube, WHITE)) == "Only the owner of the cube may double."
    assert may_double(cube, BLACK)
    offered = offer(cube, BLACK)
    assert drop_points(offered) == 2
    assert take(offered) == Cube(4, owner=WHITE)
    assert str(cube_view(offered, ("White", "Black"))["label"]) == "Black offers 4"


def test_cube_limits():
    assert not may_double(Cube(), WHITE, enabled=False)
    assert not may_double(Cube(), WHITE, crawford=True)
    assert str(double_refusal(Cube(), WHITE, crawford=True)) == "Nobody may double in the Crawford game."
    assert not may_double(Cube(64, WHITE), WHITE)
    assert not may_double(offer(Cube(), WHITE), BLACK)


def test_match_to_five_with_crawford():
    match = MatchScore.start(5)
    match = record_game(match, WHITE, 2)
    assert match.scores == (2, 0) and cube_allowed(match)
    match = record_game(match, WHITE, 2)          # White reaches 4 = N - 1: next game is Crawford
    assert match.crawford and not cube_allowed(match)
    match = record_game(match, BLACK, 1)          # the Crawford game is played
    assert not match.crawford and match.crawford_done and cube_allowed(match)
    match = record_game(match, BLACK, 2)
    assert match.scores == (4, 3) and not match.crawford and not match_over(match)
    match = record_game(match, WHITE, 1)
    assert match_over(match) and match_winner(match) == WHITE


def test_single_game_and_one_point_match():
    single = record_game(MatchScore.start(None), BLACK, 3)
    assert match_over(single) and match_winner(single) == BLACK
    one = MatchScore.start(1)
    assert not one.crawford and record_game(one, WHITE, 1).scores == (1, 0)
    assert match_over(record_game(one, WHITE, 1))


def test_board_view_shape():
    view = board_view(Board.initial(), moved=[(WHITE, 13, 8, False), ("board/bar/1", "board/point/4", 1, True)])
    assert len(view["points"]) == 24
    assert view["points"][23] == {"colour": 0, "count": 2}
    assert view["points"][0] == {"colour": 1, "count": 2}
    assert view["points"][1] == {"colour": None, "count": 0}
    assert view["pips"] == [167, 167] and [str(name) for name in view["colours"]] == ["White", "Black"]
    assert view["moved"] == [["board/point/13", "board/point/8", 0, False],
                             ["board/bar/1", "board/point/4", 1, True]]
