"""Checker movement for one card value: T5-T10 of the digest, passes, the game's end mid-round."""

from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon.positions import position

from sg_helpers import A1, A2, B1, B2, by_seat, logged_step, refused, step, steps_of

def north_alone(value):
    """Four different numbers, North's being `value`: everyone moves once."""
    a2, b1, b2 = [v for v in range(1, 7) if v != value][:3]
    return by_seat(a1=value, a2=a2, b1=b1, b2=b2)


# T6's board: White on its own 13, 8, 6 and 4; a lone Black checker on absolute 10 (Black's own 15).
T6_BOARD = {"white": {13: 5, 8: 3, 6: 5, 4: 2}, "black": {24: 2, 13: 5, 15: 1, 8: 3, 6: 4}}


def test_t5_from_the_start_a_6_runs_24_to_18_but_a_5_cannot_land_on_blacks_point():
    six = position(None, values=by_seat(a1=6, a2=2, b1=1, b2=3), seat=A1)
    assert (24, 18) in steps_of(six)
    after = step(six, 24, 18)
    assert after.board.mine(0, 18) == 1 and after.board.mine(0, 24) == 1
    five = position(None, values=by_seat(a1=5, a2=2, b1=1, b2=3), seat=A1)
    assert (24, 19) not in steps_of(five)
    assert refused(five, A1, "step", src=24, dst=19) == "Point 19 is blocked by 5 Black checkers."


def test_t6_a_hit_sends_the_blot_to_the_bar_and_its_team_must_enter_first():
    values = by_seat(a1=5, a2=3, b1=4, b2=6)      # South 3, East 4, North 5, West 6
    state = position(T6_BOARD, values=values, seat=A2)
    move = next(m for m in GAME.legal_moves(state, A2) if (m.get("src"), m.get("dst")) == (13, 10))
    assert str(move) == "South (White) 13/10*"
    assert move.targets == (("board/point/13", "board/point/10"),)
    after = GAME.apply(state, A2, move)
    assert after.board.bar == (0, 1)
    # East must enter on absolute 4 (its own 21), which White holds with two: East passes.
    assert GAME.to_move(after) == (A1,)
    assert "East cannot move a 4 and passes." in [str(note) for note in after.notes]
    # The log says so after the hit (strict mode: without the number); the status only asks North.
    assert str(GAME.table.played_label(state, A2, move, after)) == "South (White) 13/10* — East cannot move and passes"
    assert str(GAME.view(after, None)["status"]) == "North (White) to move a 5."
    # With point 4 open, entering is East's only legal move.
    open_board = {**T6_BOARD, "white": {13: 5, 8: 3, 6: 5, 3: 2}}
    entering = GAME.apply(position(open_board, values=values, seat=A2), A2, move)
    assert GAME.to_move(entering) == (B1,)
    assert steps_of(entering) == [(25, 21)]
    assert [m.targets for m in GAME.legal_moves(entering, B1)] == [(("board/bar/1", "board/point/4"),)]
    assert "bar" in refused(entering, B1, "step", src=13, dst=9)


def test_t7_white_enters_on_25_minus_the_number():
    board = {"white": {13: 5, 8: 3, 6: 6}, "bar": [1, 0], "black": {24: 2, 13: 5, 8: 3, 7: 5}}
    assert steps_of(position(board, values=by_seat(a1=6, a2=2, b1=1, b2=3), seat=A1)) == [(25, 19)]
    assert steps_of(position(board, values=by_seat(a1=1, a2=2, b1=3, b2=4), seat=A1)) == [(25, 24)]
    blocked = {**board, "black": {24: 2, 13: 5, 8: 3, 7: 3, 1: 2}}   # Black's own 1 is absolute 24
    state = position(blocked, values=by_seat(a1=1, a2=2, b1=3, b2=4), seat=A1)
    assert GAME.to_move(state) != (A1,)
    assert "North cannot move a 1 and passes." in [str(note) for note in state.notes]


def test_t8_bearing_off_from_points_5_and_2():
    board = {"white": {5: 8, 2: 7}, "black": {6: 15}}
    def mover(value):
        return position(board, values=north_alone(value), seat=A1)

    assert steps_of(mover(6)) == [(5, 0)]
    assert steps_of(mover(4)) == [(5, 1)]
    reason = refused(mover(4), A1, "step", src=2, dst=0)
    assert "farther back" in reason
    assert steps_of(mover(2)) == [(2, 0), (5, 3)]
    assert "cannot carry" in refused(mover(4), A1, "step", src=5, dst=0)


def test_bearing_off_waits_until_all_fifteen_are_home_and_stops_after_a_hit():
    board = {"white": {7: 1, 5: 7, 2: 7}, "black": {6: 15}}
    state = position(board, values=by_seat(a1=2, a2=1, b1=3, b2=4), seat=A1)
    assert (2, 0) not in steps_of(state)
    assert "all 15" in refused(state, A1, "step", src=2, dst=0)
    hit = {"white": {5: 7, 2: 7}, "bar": [1, 0], "black": {6: 15}}
    assert steps_of(position(hit, values=by_seat(a1=2, a2=1, b1=3, b2=4), seat=A1)) == [(25, 23)]


T9_BOARD = {"white": {19: 1, 13: 1, 6: 13}, "black": {18: 2, 24: 13}}   # Black's own 18 is absolute 7


def test_t9_two_sixes_but_only_one_can_be_played():
    values = by_seat(a1=6, a2=6, b1=5, b2=5)            # Dual doublet: North 6 twice
    state = position(T9_BOARD, values=values, seat=A1, parent=A1)
    assert GAME.to_move(state) == (A1,)
    assert steps_of(state) == [(19, 13)]               # 13/7 is blocked; home checkers may not bear off
    after, words = logged_step(state, 19, 13)
    assert "North cannot move a second 6." in [str(note) for note in after.notes]
    # South then has no move at all with its two 6s, and the round closes.
    assert "South cannot move a 6 and passes." in [str(note) for note in after.notes]
    assert after.phase == "pick" and after.parent == B1
    assert words == ("North (White) 19/13 — North cannot move again; South cannot move and passes; "
                     "East takes the parent marker")
    assert str(GAME.view(after, None)["status"]) == "Round 2: everyone lays a card face down."


def test_a_seat_with_two_moves_must_make_the_second_when_it_can():
    values = by_seat(a1=6, a2=6, b1=5, b2=5)
    state = position(None, values=values, seat=A1, parent=A1)
    after = step(state, 24, 18)
    assert GAME.to_move(after) == (A1,) and after.done == 1
    assert all(m.kind == "step" for m in GAME.legal_moves(after, A1))
    assert (18, 12) not in steps_of(after)             # Black's 5 checkers hold absolute 12
    again = step(after, 13, 7)
    assert GAME.to_move(again) == (A2,) and again.board.mine(0, 7) == 1


def test_t10_bearing_off_the_15th_checker_ends_the_game_at_once_and_scores_a_backgammon():
    board = {"white": {1: 1}, "off": [14, 0], "bar": [0, 1], "black": {13: 14}}
    values = by_seat(a1=1, a2=3, b1=2, b2=6)           # North 1 first; East, South and West never move
    state = position(board, values=values, seat=A1, cube=Cube(2, 0))
    over = step(state, 1, 0)
    assert GAME.is_over(over) and over.phase == "over"
    assert GAME.to_move(over) == ()
    result = GAME.result(over)
    assert result["winners"] == [A1, A2] and result["scores"] == {"White": 6, "Black": 0}
    assert "backgammon" in str(result["summary"]).lower() and "3 x cube 2 = 6" in str(result["summary"])
    assert [str(cell) for cell in result["breakdown"]["rows"][-1]] == ["Total", "6", "0"]


def test_gammon_and_single_game_scores():
    gammon = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}
    over = step(position(gammon, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1), 1, 0)
    assert GAME.result(over)["scores"] == {"White": 2, "Black": 0}
    single = {"white": {1: 1}, "off": [14, 1], "black": {13: 14}}
    over = step(position(single, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1), 1, 0)
    assert GAME.result(over)["scores"] == {"White": 1, "Black": 0}


def test_black_moves_towards_absolute_24_and_its_labels_use_its_own_numbers():
    state = position(None, values=by_seat(a1=1, a2=2, b1=6, b2=3), seat=B1)
    move = next(m for m in GAME.legal_moves(state, B1) if (m.get("src"), m.get("dst")) == (24, 18))
    assert str(move) == "East (Black) 24/18"
    assert move.targets == (("board/point/1", "board/point/7"),)
    after = GAME.apply(state, B1, move)
    view = GAME.view(after, None)
    assert view["board"]["points"][6] == {"colour": 1, "count": 1}
    assert view["last_paths"] == ["board/point/1", "board/point/7"]
    assert view["board"]["moved"] == [["board/point/1", "board/point/7", 1, False]]


def test_clicks_are_explained():
    state = position(T9_BOARD, values=by_seat(a1=6, a2=6, b1=5, b2=5), seat=A1, parent=A1)
    assert "blocked" in str(GAME.table.explain(state, A1, ["board/point/13", "board/point/7"]))
    assert "Choose one of the White checkers" in str(GAME.table.explain(state, A1, ["board/point/7"]))
    assert str(GAME.table.explain(state, B1, ["board/point/1"])) == "It is North's turn to move."
    assert "cannot move a 6" in str(GAME.table.explain(state, A1, ["board/point/6"]))


def test_the_view_shows_the_queue_with_progress():
    values = by_seat(a1=6, a2=6, b1=5, b2=5)
    state = step(position(None, values=values, seat=A1, parent=A1), 24, 18)
    queue = GAME.view(state, B2)["queue"]
    assert [(q["seat"], q["number"], q["times"], q["done"], q["current"]) for q in queue] == [
        (B1, 5, 2, 2, False), (B2, 5, 2, 2, False), (A1, 6, 2, 1, True), (A2, 6, 2, 0, False)]
    assert GAME.view(state, B2)["category"] == "Dual doublet"
    assert GAME.view(state, B2)["viewer_colour"] == 1


def test_a_card_that_cannot_move_still_breaks_the_other_teams_pair():
    # Black has two on the bar. White pairs its sixes, East shows a 6 too: a Broken doublet for White.
    board = {"white": {24: 2, 13: 5, 8: 3, 6: 5}, "black": {13: 5, 8: 3, 6: 5}, "bar": [0, 2]}
    state = position(board, values=by_seat(a1=6, a2=6, b1=6, b2=5), seat=B2, parent=A1)
    assert [(t.seat, t.number, t.times) for t in state.queue] == [(B2, 5, 1), (B1, 6, 1)]
    after = step(state, 25, 20)                          # West enters on absolute 5
    # East's 6 would enter on absolute 6, White's five-checker point: East passes, White never moves.
    assert "East cannot move a 6 and passes." in [str(note) for note in after.notes]
    assert after.phase == "pick" and after.board.bar == (0, 1)
    assert after.board.spec()["white"] == {24: 2, 13: 5, 8: 3, 6: 5}


def test_move_counts_from_the_start_for_every_number():
    """Worked out by hand: Black's points 1, 12, 17 and 19 block; White may not bear off yet."""
    expected = {1: [(6, 5), (8, 7), (24, 23)], 2: [(6, 4), (8, 6), (13, 11), (24, 22)],
                3: [(6, 3), (8, 5), (13, 10), (24, 21)], 4: [(6, 2), (8, 4), (13, 9), (24, 20)],
                5: [(8, 3), (13, 8)], 6: [(8, 2), (13, 7), (24, 18)]}
    for value, steps in expected.items():
        assert steps_of(position(None, values=north_alone(value), seat=A1)) == steps, value
