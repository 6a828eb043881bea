"""Computer seats in backgammon: whole plays made step by step, cube answers, the estimate."""

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.backgammon.strategy import estimate, judges
from tabletop.games.backgammon_board import WHITE
from tabletop.games.backgammon_board.evaluation import sides
from tabletop.games.backgammon_board.match_play import MatchScore
from tabletop.games.backgammon_board.play_choice import best_play

from backgammon_helpers import GAME, position
from tabletop.engine import search_help

LEVELS = ("normal", "strong")


def choose(state, level="normal", seed=1):
    seat = GAME.to_move(state)[0]
    return GAME.search.bot_choice(GAME.determinize(state, seat, Rng.from_seed(seed)), seat, level, Rng.from_seed(2))


def play_turn(state, level):
    """Every step of the seat's turn as its computer chooses them: (state after, moves)."""
    colour, moves = state.turn, []
    while state.phase == "move" and state.turn == colour:
        move, why = choose(state, level)
        assert move in GAME.legal_moves(state, colour) and why
        moves.append(move)
        state = GAME.apply(state, colour, move)
    return state, moves


@pytest.mark.parametrize("level", LEVELS)
def test_the_opening_three_one_makes_the_five_point_step_by_step(level):
    state = position(None, turn=0, dice=(3, 1))
    move, why = choose(state, level)
    assert move.kind == "move" and move in GAME.legal_moves(state, 0)
    why = str(why)
    assert "makes your 5 point" in why and "8/5" in why and "6/5" in why
    after, moves = play_turn(state, level)
    assert len(moves) == 2 and after.turn == 1
    assert after.board.mine(WHITE, 5) == 2


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_later_steps_finish_the_play_chosen_at_the_first(level):
    state = GAME.new_state(2, {}, 11)
    for _ in range(12):
        if state.phase != "move":
            state = GAME.apply(state, state.turn, GAME.legal_moves(state, state.turn)[0])
            continue
        colour = state.turn
        planned = best_play(state.board, colour, state.dice_left, level="plan-" + level, **judges(level))
        state, moves = play_turn(state, level)
        if not GAME.is_over(state):
            assert sides(state.board, colour) == planned.key


def test_a_hopeless_position_drops_and_an_even_one_takes():
    hopeless = position({"white": {20: 5, 13: 10}, "black": {1: 15}}, turn=1, phase="cube",
                        cube={"value": 1, "offered_by": 1})
    move, why = choose(hopeless)
    assert move.kind == "drop" and str(why).startswith("Drop")
    even = position(None, turn=1, phase="cube", cube={"value": 1, "offered_by": 1})
    move, why = choose(even)
    assert move.kind == "take" and str(why).startswith("Take")


def test_a_match_score_can_make_a_take_right_where_a_single_game_drops():
    # White needs 5, Black needs 1: dropping loses the match, so White takes whatever the board.
    board = {"white": {20: 5, 13: 10}, "black": {1: 15}}
    score = MatchScore(target=5, scores=(0, 4), crawford_done=True)
    state = position(board, turn=1, phase="cube", cube={"value": 1, "offered_by": 1}, options={"match": 5},
                     match=score)
    move, _ = choose(state)
    assert move.kind == "take"


def test_the_same_view_gives_the_same_move():
    state = GAME.new_state(2, {}, 4)
    seat = GAME.to_move(state)[0]
    for level in LEVELS:
        worlds = [GAME.determinize(state, seat, Rng.from_seed(n)) for n in (1, 2)]
        assert GAME.view(worlds[0], seat) == GAME.view(worlds[1], seat)
        first, second = (GAME.search.bot_choice(w, seat, level, Rng.from_seed(9)) for w in worlds)
        assert first == second


def test_rolls_and_new_games_are_left_to_the_search():
    state = position(None, turn=0)
    assert state.phase == "roll" and GAME.search.bot_choice(state, 0, "normal", Rng.from_seed(1)) is None


def test_the_estimate_is_a_pair_of_chances_along_a_game():
    state = GAME.new_state(2, {"match": 3}, 6)
    for _ in range(80):
        if GAME.is_over(state):
            break
        white, black = search_help.estimate(GAME, state)
        assert 0.0 <= white <= 1.0 and white + black == pytest.approx(1.0)
        seat = GAME.to_move(state)[0]
        found = GAME.search.bot_choice(state, seat, "normal", Rng.from_seed(3))
        state = GAME.apply(state, seat, found[0] if found else GAME.legal_moves(state, seat)[0])
    assert estimate(position(None, turn=0)) == search_help.estimate(GAME, position(None, turn=0))
