"""The view marks a whole turn: every step of the turn being played, else of the last finished one."""

from tabletop.games.backgammon.state import BETWEEN, MOVE, ROLL
from backgammon_helpers import GAME, by_label, labels, play, position
from tabletop.engine import table_help

WHITE, BLACK = 0, 1


def test_every_step_of_the_last_turn_stays_marked_through_the_next_roll():
    state = position({"white": {13: 2, 24: 2, 6: 11}, "black": {6: 15}}, dice=(6, 5))
    state = by_label(state, "White 24/18")
    state = by_label(state, "White 13/8")
    assert state.phase == ROLL and state.turn == BLACK
    view = GAME.view(state, BLACK)
    assert view["last_paths"] == ["board/point/24", "board/point/18", "board/point/13", "board/point/8"]
    assert view["last_turn"] == [["board/point/24", "board/point/18", 0, False],
                                 ["board/point/13", "board/point/8", 0, False]]
    assert view["board"]["moved"] == [["board/point/13", "board/point/8", 0, False]]  # the replay: last step only
    rolled = play(state, BLACK, "roll")
    assert rolled.phase == MOVE and GAME.view(rolled, None)["last_turn"] == view["last_turn"]


def test_the_next_players_first_step_replaces_the_marks_with_their_own_turn():
    state = position({"white": {13: 2, 24: 2, 6: 11}, "black": {6: 15}}, dice=(6, 5))
    state = by_label(by_label(state, "White 24/18"), "White 13/8")
    state = play(state, BLACK, "roll")
    first = next(m for m in GAME.legal_moves(state, BLACK) if m.kind == "move")
    after = GAME.apply(state, BLACK, first)
    marked = GAME.view(after, WHITE)["last_turn"]
    assert len(marked) == len(first.get("dice")) and all(step[2] == BLACK for step in marked)


def test_a_whole_chain_and_a_hit_are_marked_and_views_agree():
    state = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 1))
    after = by_label(state, "White 13/10*/9")
    marked = GAME.view(after, None)["last_turn"]
    assert marked == [["board/point/13", "board/point/10", 0, True], ["board/point/10", "board/point/9", 0, False]]
    assert GAME.view(after, WHITE)["last_turn"] == GAME.view(after, BLACK)["last_turn"] == marked


def test_a_pass_leaves_nothing_marked_and_a_new_game_starts_clean():
    closed = {"white": {6: 14}, "black": {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3}, "bar": [1, 0]}
    state = position(closed, dice=(6, 6))
    assert labels(state) == ["Pass"]
    passed = play(state, WHITE, "pass")
    assert GAME.view(passed, None)["last_turn"] == [] and GAME.view(passed, None)["last_paths"] == []


def test_the_winning_turn_is_marked_on_the_final_position():
    state = position({"white": {1: 2}, "black": {6: 15}}, dice=(6, 5), options={"match": 3})
    state = by_label(state, "White 1/off (using 6)")
    state = by_label(state, "White 1/off")
    assert state.phase == BETWEEN and state.board.off[WHITE] == 15
    assert [step[:2] for step in GAME.view(state, None)["last_turn"]] == [["board/point/1", "board/off/0"]] * 2
    fresh = play(state, BLACK, "next_game")
    assert GAME.view(fresh, None)["last_turn"] == []


# --- choices that are no choice, and the double-click ---------------------------------------
def test_bearing_off_with_either_die_is_one_outcome_and_the_double_click_takes_the_highest():
    state = position({"white": {3: 2, 2: 1}, "black": {6: 15}}, dice=(6, 5))
    off = [m for m in GAME.legal_moves(state, WHITE) if m.targets == (("board/point/3", "board/off/0"),)]
    assert sorted(m.get("dice") for m in off) == [(5,), (6,)]
    assert GAME.apply(state, WHITE, off[0]) != GAME.apply(state, WHITE, off[1])   # the dice left differ...
    assert table_help.choice_outcome(GAME, state, WHITE, off[0]) == table_help.choice_outcome(GAME, state, WHITE, off[1])  # ...harmlessly
    clicked = GAME.table.double_click_moves(state, WHITE, "board/point/3")
    assert [m.get("dice") for m in clicked] == [(6,), (5,)]
    assert GAME.table.double_click_moves(state, BLACK, "board/point/3") == []            # not Black's turn
    assert GAME.table.double_click_moves(state, WHITE, "board/point/10") == []           # no checker there


def test_moves_of_the_same_clicks_that_end_differently_stay_two_outcomes():
    state = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 5))    # a Black blot on White's 10
    same_clicks = [m for m in GAME.legal_moves(state, WHITE) if m.targets == (("board/point/13", "board/point/5"),)]
    assert sorted(str(m) for m in same_clicks) == ["White 13/10*/5", "White 13/8/5"]
    first, second = (table_help.choice_outcome(GAME, state, WHITE, m) for m in same_clicks)
    assert first != second


def test_a_double_click_bears_off_with_a_chain_only_when_no_single_die_does():
    state = position({"white": {6: 1, 1: 1}, "black": {6: 15}}, dice=(4, 2))
    clicked = GAME.table.double_click_moves(state, WHITE, "board/point/6")
    assert len(clicked) == 1 and sorted(clicked[0].get("dice")) == [2, 4]    # 6/2/off or 6/4/off: one chain
    assert clicked[0].targets == (("board/point/6", "board/off/0"),)
