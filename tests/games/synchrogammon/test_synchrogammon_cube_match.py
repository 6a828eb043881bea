"""The doubling cube by teams (T11), match play to N with the Crawford rule, and the next game."""

from tabletop.engine.game import NotYourTurn
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.synchrogammon import GAME
from tabletop.games.synchrogammon import flow
from tabletop.games.synchrogammon.positions import position
from tabletop.games.synchrogammon.view import breakdown

from sg_helpers import A1, A2, B1, B2, by_seat, logged_step, pick_all, play, refused, step

CUBE_ON = {"cube": "on"}


def cube_window(parent, cube=Cube(), options=CUBE_ON, **fields):
    """A round's start with the cube in use."""
    return flow.open_round(position(None, phase="pick", parent=parent, options=options, cube=cube, **fields))


def kinds(state):
    seat = GAME.to_move(state)[0]
    return [m.kind for m in GAME.legal_moves(state, seat)]


def test_without_the_cube_a_round_starts_with_the_picks():
    state = GAME.new_state(4, {}, 2)
    assert state.phase == "pick" and not GAME.view(state, None)["cube"]["enabled"]


def test_the_parents_team_is_asked_first_then_the_other_team():
    state = cube_window(parent=B1)
    assert state.phase == "cube" and GAME.to_move(state) == (B1, B2)   # the team decides: either partner speaks
    assert kinds(state) == ["double", "no_double"]
    assert [str(m) for m in GAME.legal_moves(state, B1)] == ["Black doubles to 2", "Black does not double"]
    assert GAME.legal_moves(state, B2) == GAME.legal_moves(state, B1)
    state = play(state, B2, "no_double")                                # one answer is the team's
    assert state.phase == "cube" and GAME.to_move(state) == (A1, A2)
    state = play(state, A2, "no_double")
    assert state.phase == "pick" and GAME.to_move(state) == (0, 1, 2, 3)


def test_a_taken_double_doubles_the_cube_for_the_taker_and_ends_the_cube_window():
    state = play(cube_window(parent=A1), A1, "double")
    assert state.phase == "answer" and GAME.to_move(state) == (B1, B2)
    assert "Black must take" in str(GAME.view(state, None)["status"])
    state = play(state, B1, "take")
    assert state.cube == Cube(2, 1) and state.phase == "pick"
    assert str(GAME.view(state, None)["cube"]["label"]) == "Cube 2, owned by Black"
    # Next round only Black, the owner, is asked (even though White holds the parent marker's team first).
    state = pick_all(state, (1, 1, 1, 1))                # Cancel doublet: the round ends at once
    assert state.phase == "cube" and GAME.to_move(state) == (B1, B2)  # the parent is now East


def test_t11_the_cube_owner_doubles_to_4_and_a_drop_scores_2():
    state = cube_window(parent=A1, cube=Cube(2, 1))
    assert GAME.to_move(state) == (B1, B2)               # White, though the parent's team, may not double
    assert GAME.legal_moves(state, A1) == []
    refused(state, A1, "double", error=NotYourTurn)
    assert "taken or dropped" in refused(play(state, B1, "double"), A1, "pick", card=0)
    state = play(state, B1, "double")
    assert GAME.to_move(state) == (A1, A2)
    over = play(state, A1, "drop")
    assert GAME.is_over(over)
    result = GAME.result(over)
    assert result["winners"] == [B1, B2] and result["scores"] == {"White": 0, "Black": 2}
    assert [str(cell) for cell in result["breakdown"]["rows"][0]] == ["Game 1: double to 4 dropped", "0", "2"]
    cube = GAME.view(over, A1)["cube"]  # the board's cube shows the answer: no offer left, still at 2
    assert (cube["value"], cube["offered_by"], str(cube["label"])) == (2, None, "White dropped the double to 4")


def test_a_dropped_double_ignores_a_gammon_on_the_board():
    gammonish = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}
    state = flow.open_round(position(gammonish, phase="pick", parent=A1, options=CUBE_ON))
    over = play(play(state, A1, "double"), B1, "drop")
    assert GAME.result(over)["scores"] == {"White": 1, "Black": 0}


def test_the_cube_stops_at_64():
    state = cube_window(parent=A1, cube=Cube(64, 0))
    assert state.phase == "pick"


def test_a_match_goes_on_to_the_next_game_and_keeps_the_score():
    board = {"white": {1: 1}, "off": [14, 1], "black": {13: 14}}
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3})
    between = step(state, 1, 0)
    assert between.phase == "game_end" and not GAME.is_over(between)
    assert between.match.scores == (1, 0)
    assert [m.kind for m in GAME.legal_moves(between, GAME.to_move(between)[0])] == ["next_game"]
    fresh = play(between, GAME.to_move(between)[0], "next_game")
    assert fresh.phase == "pick" and fresh.round == 1
    assert fresh.board.spec()["white"] == {24: 2, 13: 5, 8: 3, 6: 5}
    assert all(len(h) == 6 for h in fresh.hands) and fresh.discards == ((),) * 4
    assert GAME.view(fresh, None)["match"]["scores"] == [1, 0]


def test_the_crawford_game_has_no_cube_and_the_game_after_it_has():
    crawford = MatchScore(target=3, scores=(2, 0), crawford=True, games=1)
    state = cube_window(parent=A1, options={"cube": "on", "match_to": 3}, match=crawford)
    assert state.phase == "pick"
    after = MatchScore(target=3, scores=(2, 1), crawford=False, crawford_done=True, games=2)
    state = cube_window(parent=A1, options={"cube": "on", "match_to": 3}, match=after)
    assert state.phase == "cube"


def test_reaching_match_point_makes_the_next_game_the_crawford_game():
    board = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}  # a gammon: 2 points in a match to 3
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1,
                     options={"cube": "on", "match_to": 3})
    between = step(state, 1, 0)
    assert between.match.scores == (2, 0) and between.match.crawford
    fresh = play(between, GAME.to_move(between)[0], "next_game")
    assert fresh.phase == "pick"                          # no cube question in the Crawford game


def test_the_match_ends_when_a_team_reaches_the_target():
    board = {"white": {1: 1}, "off": [14, 0], "black": {13: 15}}
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3},
                     match=MatchScore(target=3, scores=(1, 2), crawford_done=True, games=3))
    over = step(state, 1, 0)
    result = GAME.result(over)
    assert GAME.is_over(over) and result["scores"] == {"White": 3, "Black": 2}
    assert "match to 3" in str(result["summary"]) and result["winners"] == [A1, A2]


def test_the_breakdown_marks_the_crawford_game():
    board = {"white": {1: 1}, "off": [14, 2], "black": {13: 13}}
    crawford = MatchScore(target=3, scores=(0, 2), crawford=True, games=1)
    state = position(board, values=by_seat(a1=1, a2=3, b1=2, b2=6), seat=A1, options={"match_to": 3},
                     match=crawford)
    between, words = logged_step(state, 1, 0)
    assert between.games[-1].crawford and not between.match.crawford
    assert between.phase == "game_end"
    assert words == "North (White) 1/off — White wins a single game: 1 x cube 1 = 1 point"
    assert str(GAME.view(between, None)["status"]) == "Match to 3: White 1, Black 2; start the next game when ready."
    assert [str(cell) for cell in breakdown(between)["rows"][0]] == ["Game 1 (Crawford): single game (1) x cube 1", "1", "0"]
