"""Seeded random playouts: fifteen checkers each always, full use of the dice, saves round-trip."""

import pytest

from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.engine.saves import match_from_dict, match_to_dict
from tabletop.games.backgammon import GAME
from tabletop.games.backgammon.state import DROPPED, MOVE, OVER
from tabletop.games.backgammon_board.plays import max_steps
from tabletop.games.backgammon.positions import position

PLAYERS = [Player("First", "computer"), Player("Second", "computer")]


def play_out(seed, options, check_saves=False, limit=3000, finish=True):
    """Random legal moves (doubles included) to the end, checking the invariants after each."""
    match = Match.start("backgammon", PLAYERS, options, seed)
    rng = Rng.from_seed(seed)
    need, used = None, 0
    for _ in range(limit):
        state = match.state
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        if state.phase == MOVE and need is None:
            need, used = max_steps(state.board, state.turn, state.dice_left), 0
        move, rng = rng.choice(GAME.legal_moves(state, seat))
        match.play(seat, move)
        after = match.state
        assert after.board.total(0) == after.board.total(1) == 15
        assert GAME.facts.conserved(after) == {"White": 15, "Black": 15}
        if move.kind == "move":
            used += len(move.get("dice"))
        if need is not None and (after.phase != MOVE or after.turn != state.turn or move.kind == "next_game"):
            if move.kind in ("move", "pass"):
                assert used == need, f"{used} steps played where {need} were possible"
            need = None
        if check_saves:
            assert match_from_dict(match_to_dict(match)).state == after
    assert GAME.is_over(match.state) or not finish
    return match


@pytest.mark.parametrize("seed", range(8))
def test_single_games_end_with_a_scored_result(seed):
    match = play_out(seed, {})
    result = GAME.result(match.state)
    winner = result["winners"][0]
    assert result["points"] >= 1 and result["scores"][GAME.seat_name(winner)] == result["points"]
    assert str(result["breakdown"]["rows"][-1][0]) == "Total"


@pytest.mark.parametrize("seed", range(4))
def test_matches_to_five_reach_the_target(seed):
    match = play_out(seed, {"match": 5}, limit=20000)
    state = match.state
    assert state.phase == OVER and max(state.match.scores) >= 5
    assert sum(g.points for g in state.games) == sum(state.match.scores)
    # The game right after a side first reaches 4 (and the other has less) is played without the cube.
    scores, crawford_next = [0, 0], False
    for record in state.games:
        if crawford_next:
            assert record.cube == 1 and record.kind != DROPPED
        first_time = max(scores) < 4
        scores[record.winner] += record.points
        crawford_next = first_time and scores[record.winner] == 4 and min(scores) < 4


@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow), pytest.param(2, marks=pytest.mark.slow)])
def test_every_move_round_trips_through_a_save(seed):
    play_out(100 + seed, {"match": 3, "cube": 1}, check_saves=True, limit=300, finish=False)


def test_computer_seats_finish_games():
    match = Match.start("backgammon", PLAYERS, {}, 11)
    for _ in range(3000):
        if match.is_over():
            break
        seat = match.pending_computer_seat()
        match.play(seat, match.computer_move(seat))
    assert match.is_over()
    assert all(played.move.kind != "double" for played in match.history)



def test_the_status_says_cannot_move_exactly_when_the_only_move_is_a_pass():
    # The status asks a quick question (any die with a step?) instead of the whole move generation.
    closed = position({"white": {3: 14}, "black": {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2}, "bar": [1, 0]}, 0, (6, 5))
    assert [m.kind for m in GAME.legal_moves(closed, 0)] == ["pass"]
    assert "cannot move" in str(GAME.view(closed, None)["status"])
    for seed in range(2):
        match = Match.start("backgammon", PLAYERS, {}, 200 + seed)
        rng = Rng.from_seed(seed)
        while not match.is_over():
            state = match.state
            moves = GAME.legal_moves(state, GAME.to_move(state)[0])
            if state.phase == MOVE:
                assert ("cannot move" in str(GAME.view(state, None)["status"])) == (moves[0].kind == "pass")
            move, rng = rng.choice(moves)
            match.play(GAME.to_move(state)[0], move)
