"""Turns, the opening roll, checker moves step by step, passing, the cube, scoring and matches."""

from dataclasses import replace

import pytest

from tabletop.engine.game import GameOver, MalformedMove, Move, NotYourTurn
from tabletop.engine.match import Match, Player
from tabletop.games.backgammon import GAME
from tabletop.games.backgammon.state import BETWEEN, CUBE, MOVE, OVER, ROLL, opening_roll
from tabletop.games.backgammon_board import Board
from tabletop.games.backgammon_board.cube import Cube
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.engine.rng import Rng
from backgammon_helpers import by_label, labels, play, position, refused
from tabletop.engine import table_help

WHITE, BLACK = 0, 1
CLOSED = {"white": {6: 14}, "black": {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3}, "bar": [1, 0]}


# --- the opening roll -------------------------------------------------------------
def test_the_opening_roll_decides_who_starts_and_gives_them_both_numbers():
    for seed in range(30):
        state = GAME.new_state(2, {}, seed)
        white, black = state.opening[-1]
        assert white != black
        assert all(w == b for w, b in state.opening[:-1])
        assert state.turn == (WHITE if white > black else BLACK)
        assert state.phase == MOVE and state.dice == (max(white, black), min(white, black))
        assert str(GAME.view(state, None)["status"]).startswith("Opening roll")


def test_opening_ties_are_rolled_again_and_said_so():
    seed = next(s for s in range(500) if len(opening_roll(Rng.from_seed(s))[0]) > 1)
    state = GAME.new_state(2, {}, seed)
    assert len(state.opening) > 1
    assert "tie" in str(state.note)


# --- rolling and undo -------------------------------------------------------------------
def test_roll_consumes_randomness_and_steps_can_be_undone_until_then():
    match = Match.start("backgammon", [Player("First"), Player("Second")], {}, 3)
    seat = match.to_move()[0]
    match.play(seat, match.legal_moves(seat)[0])          # a first checker step
    assert match.can_undo()
    while match.to_move() == (seat,) and match.state.phase == MOVE:
        match.play(seat, match.legal_moves(seat)[0])
    other = match.to_move()[0]
    assert other != seat and match.state.phase == ROLL
    assert match.can_undo()                               # the last step is still undoable
    match.play(other, match.legal_moves(other)[0])        # the roll
    assert match.state.phase == MOVE and len(match.state.dice) == 2
    assert not match.can_undo()


def test_roll_buttons_and_double():
    state = position(turn=WHITE)
    assert labels(state) == ["Roll the dice", "Double to 2"]
    no_cube = position(turn=WHITE, options={"cube": 0})
    assert labels(no_cube) == ["Roll the dice"]
    assert refused(no_cube, WHITE, "double") == "The doubling cube is not in use in this game."


# --- checker moves ----------------------------------------------------------------------
def test_checker_moves_have_labels_targets_and_one_or_both_dice():
    state = position({"white": {13: 2, 6: 5}, "black": {6: 2, 13: 4}}, dice=(5, 3))
    moves = {str(m): m for m in GAME.legal_moves(state, WHITE)}
    assert set(moves) == {"White 13/8", "White 13/10", "White 13/8/5", "White 6/1", "White 6/3"}
    assert moves["White 13/8"].targets == (("board/point/13", "board/point/8"),)
    assert moves["White 13/8/5"].targets == (("board/point/13", "board/point/5"),)


def test_a_hit_is_marked_and_the_blot_goes_to_the_bar():
    state = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 1))   # black blot on White's 10
    after = by_label(state, "White 13/10*")
    assert after.board.bar == (0, 1)
    assert after.moved == ((WHITE, 13, 10, True),)
    view = GAME.view(after, BLACK)
    assert view["board"]["moved"] == [["board/point/13", "board/point/10", 0, True]]
    assert view["last_paths"] == ["board/point/13", "board/point/10"]


def test_entering_from_the_bar_and_black_paths():
    state = position({"white": {6: 2, 13: 13}, "black": {6: 14}, "bar": [0, 1]}, turn=BLACK, dice=(4, 2))
    moves = {str(m): m for m in GAME.legal_moves(state, BLACK)}
    # Black enters on its own 21 (absolute 4) or 23 (absolute 2); 19 = absolute 6 is White's.
    assert moves["Black bar/21"].targets == (("board/bar/1", "board/point/4"),)
    assert moves["Black bar/23"].targets == (("board/bar/1", "board/point/2"),)
    assert all(str(m).startswith("Black bar/") for m in moves.values())


def test_the_larger_die_rule_step_by_step():
    state = position({"white": {13: 1, 1: 14}, "black": {23: 2, 6: 13}}, dice=(6, 5))
    assert labels(state) == ["White 13/7"]
    after = by_label(state, "White 13/7")
    assert after.phase == ROLL and after.turn == BLACK
    assert str(after.note) == "White could not use the 5."


def test_a_step_that_wastes_a_die_is_refused_with_a_reason():
    state = position({"white": {13: 1, 1: 14}, "black": {23: 2, 6: 13}}, dice=(6, 5))
    reason = refused(state, WHITE, "move", src=13, dice=(5,))
    assert reason == "Only one die can be played, so it must be the larger one, the 6."


def test_doubles_give_four_steps_and_the_turn_passes_after_the_last():
    state = position(dice=(3, 3))
    assert state.dice_left == (3, 3, 3, 3)
    for _ in range(4):
        assert state.turn == WHITE
        state = by_label(state, "White 6/3")
    assert state.phase == ROLL and state.turn == BLACK and state.dice_left == ()


def test_bearing_off_with_either_larger_die_offers_two_labelled_moves():
    state = position({"white": {3: 1, 2: 1}, "black": {13: 15}}, dice=(6, 5))
    assert set(labels(state)) == {"White 3/off (using 6)", "White 3/off (using 5)"}
    after = by_label(state, "White 3/off (using 6)")
    assert after.dice_left == (5,)
    # The last checker comes off with the 5 and wins.
    assert by_label(after, "White 2/off").phase == OVER


def test_cannot_move_at_all_is_a_visible_pass():
    state = position(CLOSED, dice=(6, 6))
    assert labels(state) == ["Pass"]
    assert str(GAME.view(state, WHITE)["status"]) == "White rolled 6-6 and cannot move."
    after = play(state, WHITE, "pass")
    assert after.phase == ROLL and after.turn == BLACK
    assert str(GAME.view(after, None)["status"]).startswith("White could not move with 6-6. Black to roll")


def test_pass_is_refused_while_a_move_exists():
    state = position(dice=(6, 5))
    assert refused(state, WHITE, "pass") == "You can still move a checker, so you may not pass."


# --- the cube ---------------------------------------------------------------------------
def test_double_take_and_ownership():
    state = play(position(turn=WHITE), WHITE, "double")
    assert state.phase == CUBE and GAME.to_move(state) == (BLACK,)
    assert labels(state) == ["Take (cube 2)", "Drop (ends the game, lose 1)"]
    assert GAME.view(state, None)["cube"]["offered_by"] == WHITE
    taken = play(state, BLACK, "take")
    assert taken.cube == Cube(2, BLACK) and taken.phase == ROLL and taken.turn == WHITE
    assert labels(taken) == ["Roll the dice"]             # White no longer owns the cube
    assert refused(taken, WHITE, "double") == "Only the owner of the cube may double."
    black_turn = replace(taken, turn=BLACK)
    assert "Double to 4" in labels(black_turn)


def test_drop_ends_the_game_for_the_value_before_the_double():
    state = position(turn=BLACK, cube={"value": 2, "owner": BLACK})
    state = play(state, BLACK, "double")
    dropped = play(state, WHITE, "drop")
    assert dropped.phase == OVER
    result = GAME.result(dropped)
    assert result["winners"] == [BLACK] and result["points"] == 2 and str(result["kind"]) == "Double dropped"
    assert [str(cell) for cell in result["breakdown"]["rows"][0]] == ["Game 1", "Black", "Drop", "2", "0-2"]


def test_no_doubling_in_the_crawford_game():
    state = position(turn=WHITE, options={"match": 5},
                     match=MatchScore(target=5, scores=(4, 1), crawford=True))
    assert labels(state) == ["Roll the dice"]
    assert refused(state, WHITE, "double") == "Nobody may double in the Crawford game."
    assert "Crawford" in str(GAME.view(state, None)["status"])


# --- winning, points and matches ---------------------------------------------------------
@pytest.mark.parametrize("black,bar,kind,points", [
    ({"black": {20: 14}, "off": [14, 1]}, [0, 0], "Single game", 2),
    ({"black": {18: 15}}, [0, 0], "Gammon", 4),
    ({"black": {18: 14}}, [0, 1], "Backgammon", 6),
])
def test_win_kinds_times_the_cube(black, bar, kind, points):
    spec = {"white": {1: 1}, "bar": bar, **black}
    spec.setdefault("off", [14, 15 - sum(black["black"].values()) - bar[1]])
    state = position(spec, dice=(2, 1), cube={"value": 2, "owner": WHITE})
    assert labels(state) == ["White 1/off"]       # only one die can be played: the larger, the 2
    over = by_label(state, "White 1/off")
    result = GAME.result(over)
    assert over.phase == OVER and str(result["kind"]) == kind and result["points"] == points
    assert result["scores"] == {"White": points, "Black": 0}
    assert f"x cube 2 = {points} points" in str(result["summary"])
    assert [str(cell) for cell in result["breakdown"]["rows"][0][2:]] == [kind.replace(" game", ""), f"{points // 2} x 2 = {points}",
                                                  f"{points}-0"]


def test_a_match_goes_on_between_games_and_counts_to_the_target():
    near_end = {"white": {1: 1}, "black": {18: 15}, "off": [14, 0]}
    state = position(near_end, dice=(1, 1), options={"match": 3})
    state = by_label(state, "White 1/off")            # a gammon: 2 points of 3
    assert state.phase == BETWEEN and state.match.scores == (2, 0) and state.match.crawford
    assert GAME.to_move(state) == (BLACK,)
    assert labels(state) == ["Start the next game"]
    assert "Score: White 2, Black 0 (match to 3)." in str(GAME.view(state, None)["status"])
    fresh = play(state, BLACK, "next_game")
    assert fresh.board == Board.initial() and fresh.phase == MOVE and fresh.cube == Cube()
    assert fresh.opening and "Opening roll" in str(fresh.note)
    # Win the Crawford game too: the match is over at 3.
    last = replace(fresh, board=Board.from_spec(near_end), turn=WHITE, dice=(2, 1), dice_left=(2, 1))
    over = by_label(last, "White 1/off")
    assert over.phase == OVER and over.match.scores == (4, 0)
    result = GAME.result(over)
    assert str(result["summary"]).startswith("White wins the match 4-0.")
    assert [str(row[0]) for row in result["breakdown"]["rows"]] == ["Game 1", "Game 2", "Total"]


# --- refusals and explanations ----------------------------------------------------------
def test_refusals_name_the_problem():
    state = position(dice=(6, 5))
    with pytest.raises(NotYourTurn):
        play(state, BLACK, "roll")
    with pytest.raises(MalformedMove):
        play(state, WHITE, "move", src=30, dice=(6,))
    with pytest.raises(MalformedMove):
        play(state, WHITE, "castle")
    assert refused(state, WHITE, "roll") == "The dice are rolled: move your checkers."
    assert refused(state, WHITE, "move", src=24, dice=(5,)) == "Point 19 is blocked: Black has 5 checkers there."
    assert refused(state, WHITE, "move", src=6, dice=(6,)) == \
        "White may bear off only when all 15 checkers are in the home board (points 1 to 6)."
    assert refused(state, WHITE, "move", src=13, dice=(4,)) == "There is no 4 left to play (left: 6-5)."
    assert refused(state, WHITE, "move", src=20, dice=(5,)) == "White has no checker on point 20."
    with pytest.raises(GameOver):
        over = by_label(position({"white": {1: 1}, "black": {18: 15}}, dice=(1, 1)), "White 1/off")
        play(over, WHITE, "roll")


def test_bar_checkers_first_and_bearing_off_from_the_highest():
    on_bar = position({"white": {13: 14}, "black": {20: 2}, "bar": [1, 0]}, dice=(6, 5))
    assert refused(on_bar, WHITE, "move", src=13, dice=(6,)) == \
        "White has a checker on the bar: it must come in before any other checker moves."
    home = position({"white": {5: 2, 2: 2}, "black": {13: 15}}, dice=(6, 4), dice_left=(4,))
    assert refused(home, WHITE, "move", src=2, dice=(4,)) == \
        "A 4 bears off only from the point farthest from home; White has checkers farther back than point 2."


def test_explain_clicks():
    state = position(dice=(6, 5))
    assert str(GAME.table.explain(state, WHITE, ["board/point/1"])) == "Choose one of White's checkers first."
    assert str(GAME.table.explain(state, WHITE, ["board/point/13", "board/point/14"])) == \
        "White's checkers move towards the home board: from 24 to 1, then off."
    assert str(GAME.table.explain(state, WHITE, ["board/point/24", "board/point/19"])) == \
        "Point 19 is blocked: Black has 5 checkers there."
    assert str(GAME.table.explain(state, WHITE, ["board/point/13", "board/point/10"])) == \
        "No dice left make 13/10 (left to play: 6-5)."
    assert str(GAME.table.explain(state, BLACK, ["board/point/1"])) == "It is not Black's turn."
    black = position(turn=BLACK, dice=(6, 5))
    # Black's own 24 point is absolute 1: a click there starts a Black checker.
    assert str(GAME.table.explain(black, BLACK, ["board/point/1", "board/point/6"])) == \
        "Point 19 is blocked: White has 5 checkers there."


# --- the log ----------------------------------------------------------------------------
def test_the_log_names_the_dice_rolled_and_dice_that_could_not_be_used():
    from tabletop.games.backgammon.positions import match_from_position
    match = match_from_position(position({"white": {13: 1, 1: 14}, "black": {23: 2, 6: 13}}, dice=(6, 5)))
    move = match.legal_moves(WHITE)[0]
    played = match.play(WHITE, move)
    assert str(played) == "White 13/7 (could not use the 5)"
    roll = match.play(BLACK, match.legal_moves(BLACK)[0])
    assert str(roll) == f"Black rolls {match.state.dice[0]}-{match.state.dice[1]}"
    assert [str(p.move) for p in match.history] == [str(played), str(roll)]


def test_the_log_words_cube_decisions_and_passes():
    from tabletop.games.backgammon.positions import match_from_position
    match = match_from_position(position(turn=WHITE))
    assert str(match.play(WHITE, Move.of("double"))) == "White doubles to 2"
    assert str(match.play(BLACK, Move.of("take"))) == "Black takes: the cube is at 2"
    closed = match_from_position(position(CLOSED, dice=(6, 6)))
    assert str(closed.play(WHITE, Move.of("pass"))) == "White cannot move with 6-6"
    dropped = match_from_position(position(turn=BLACK, cube={"value": 2, "owner": BLACK}))
    dropped.play(BLACK, Move.of("double"))
    assert str(dropped.play(WHITE, Move.of("drop"))) == "White drops: Black scores 2"


def test_a_board_kept_one_way_numbers_both_colours_moves_from_whites_side():
    from tabletop.games.backgammon.positions import match_from_position
    state = position({"white": {13: 14, 1: 1}, "black": {13: 14}, "bar": [0, 1]}, turn=BLACK, dice=(1, 3))
    match = match_from_position(state)
    before = match.state
    enter = next(m for m in match.legal_moves(BLACK) if m.get("src") == 25 and m.get("dice") == (1, 3))
    played = match.play(BLACK, enter)
    assert str(played) == "Black bar/24*/21"                                   # standard: Black's own numbers
    assert str(table_help.numbered_label(GAME, before, BLACK, played, match.state, WHITE)) == "Black bar/1*/4"
    assert str(table_help.numbered_label(GAME, before, BLACK, played, match.state, BLACK)) == "Black bar/24*/21"
    roll = Move.of("roll")
    assert table_help.numbered_label(GAME, match.state, WHITE, roll, match.state, WHITE) == GAME.table.played_label(
        match.state, WHITE, roll, match.state)                                 # words without points stay


def test_after_a_dropped_double_the_cube_panel_shows_the_answer_not_the_offer():
    from tabletop.games.backgammon.positions import match_from_position
    from tabletop.ui.zones.backgammon_panel import info_lines
    match = match_from_position(position(turn=WHITE, options={"match": 3}), options={"match": 3})
    match.play(WHITE, Move.of("double"))
    assert info_lines(GAME.view(match.state, BLACK))[0] == "White offers 2"
    match.play(BLACK, Move.of("drop"))
    view = GAME.view(match.state, BLACK)
    assert view["cube"]["offered_by"] is None and view["cube"]["value"] == 1
    assert info_lines(view)[0] == "Black dropped the double to 2"
    match.play(BLACK, Move.of("next_game"))  # a new game: a new cube in the centre
    assert info_lines(GAME.view(match.state, BLACK))[0] == "Cube 1, in the centre"


# --- the view -------------------------------------------------------------------------
def test_view_follows_the_contract():
    state = position({"white": {13: 15}, "black": {6: 15}}, turn=BLACK, dice=(4, 4), cube={"value": 2, "owner": WHITE},
                     options={"match": 5}, match=MatchScore(target=5, scores=(1, 3)))
    for viewer, colour in ((WHITE, 0), (BLACK, 1), (None, None)):
        view = GAME.view(state, viewer)
        assert view["viewer_colour"] == colour and view["viewer"] == viewer
    view = GAME.view(state, BLACK)
    assert view["game"] == "backgammon" and [str(seat) for seat in view["seats"]] == ["White", "Black"] and view["to_move"] == [BLACK]
    assert view["dice"] == [4, 4] and view["dice_left"] == [4, 4, 4, 4]
    assert {**view["cube"], "label": str(view["cube"]["label"])} == {
        "value": 2, "owner": WHITE, "offered_by": None, "enabled": True, "label": "Cube 2, owned by White"}
    assert view["match"]["target"] == 5 and view["match"]["scores"] == [1, 3] and view["match"]["crawford"] is False
    assert view["board"]["points"][12] == {"colour": 0, "count": 15}
    assert view["board"]["points"][18] == {"colour": 1, "count": 15}
    assert view["board"]["pips"] == [13 * 15, 6 * 15]
    assert str(view["status"]) == "Black to play 4-4: four moves of 4." and view["result"] is None
    after = by_label(state, "Black 6/2")
    assert str(GAME.view(after, None)["status"]) == "Black has three moves of 4 left."
    single = by_label(position(dice=(6, 5)), "White 24/18")
    assert str(GAME.view(single, None)["status"]) == "White to play the 5."


def test_refusals_name_points_as_a_board_drawn_from_the_other_side_numbers_them():
    """Tried as a new player would: at a board kept for White, Black's refusal named Black's own "5 point"
    while the board drew 20 there. Read from White's side, every point and range is the one drawn."""
    from tabletop.games.backgammon_board.reasons import from_side
    black = position({"white": {6: 5, 13: 10}, "black": {24: 2, 13: 10, 3: 3}}, turn=BLACK, dice=(6, 5))

    def as_drawn(targets, side=WHITE):
        return str(from_side(GAME.table.explain(black, BLACK, targets), BLACK, side))
    # Black's 24 (drawn 1) to its 19 (drawn 6), where White has five
    assert as_drawn(["board/point/1", "board/point/6"]) == "Point 6 is blocked: White has 5 checkers there."
    assert as_drawn(["board/point/1", "board/point/6"], BLACK) == "Point 19 is blocked: White has 5 checkers there."
    assert as_drawn(["board/point/12", "board/point/11"]) == \
        "Black's checkers move towards the home board: from 1 to 24, then off."
    assert as_drawn(["board/point/12", "board/point/15"]) == "No dice left make 12/15 (left to play: 6-5)."
    assert as_drawn(["board/point/22"]).startswith("The checker on point 22 cannot move now: ")
    assert str(from_side(refused_reason(black, BLACK, src=3, dice=(6,)), BLACK, WHITE)) == \
        "Black may bear off only when all 15 checkers are in the home board (points 19 to 24)."
    home = position({"white": {13: 15}, "black": {5: 2, 2: 2}}, turn=BLACK, dice=(6, 4), dice_left=(4,))
    assert str(from_side(refused_reason(home, BLACK, src=2, dice=(4,)), BLACK, WHITE)) == \
        "A 4 bears off only from the point farthest from home; Black has checkers farther back than point 23."


def refused_reason(state, seat, **fields):
    """The reason a checker move is refused, as the engine words it."""
    from tabletop.engine.game import IllegalMove
    with pytest.raises(IllegalMove) as refusal:
        play(state, seat, "move", **fields)
    return refusal.value.reason
