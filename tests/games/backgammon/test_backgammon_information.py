"""An open game: determinizing only redraws the dice to come, undo refuses exactly the rolls."""

import dataclasses

from tabletop.engine.information import can_undo, reveals_hidden
from tabletop.engine.match import Match, Player
from tabletop.engine.rng import Rng
from tabletop.games.backgammon import GAME
from tabletop.games.backgammon_board.match_play import MatchScore
from backgammon_helpers import by_label, play, position

WHITE, BLACK = 0, 1


def playout(seed, options=None):
    match = Match.start("backgammon", [Player("W", "computer"), Player("B", "computer")],
                        options or {"match": 3}, seed)
    match.play_computers(4000)
    return match


def one_of_each_kind(moves):
    """The first legal move of each kind (checker moves all show the same: only themselves)."""
    return list({m.kind: m for m in reversed(moves)}.values())


def test_a_determinization_is_the_same_position_with_other_dice_to_come():
    for state in playout(1).states[::9]:
        for seat in (None, WHITE, BLACK):
            samples = [GAME.determinize(state, seat, Rng.from_seed(k)) for k in range(3)]
            assert len({s.rng for s in samples}) == 3
            for sample in samples:
                assert dataclasses.replace(sample, rng=None) == dataclasses.replace(state, rng=None)


def test_undo_is_refused_exactly_for_the_moves_that_roll():
    match = playout(5)   # two games: a next_game among the moves
    kinds = set()
    for before, played in zip(match.states, match.history):
        for move in one_of_each_kind(GAME.legal_moves(before, played.seat)):
            after = GAME.apply(before, played.seat, move)
            rule = not reveals_hidden(GAME, before, played.seat, move)
            assert can_undo(GAME, before, played.seat, move, after) == rule, move.kind
            kinds.add((move.kind, rule))
    assert {("roll", False), ("move", True), ("next_game", False)} <= kinds


def test_cube_decisions_show_nothing_new_and_may_be_taken_back():
    state = position(turn=WHITE)
    double = play(state, WHITE, "double")
    for before, seat, kind in ((state, WHITE, "double"), (double, BLACK, "take"), (double, BLACK, "drop")):
        move = next(m for m in GAME.legal_moves(before, seat) if m.kind == kind)
        assert not reveals_hidden(GAME, before, seat, move)
        assert can_undo(GAME, before, seat, move, GAME.apply(before, seat, move))


def test_returns_give_the_winner_of_the_game_or_match_one():
    race = {"white": {1: 1}, "black": {2: 1}, "off": [14, 14]}
    won = by_label(position(race, turn=BLACK, dice=(6, 5)), "Black 2/off")
    assert GAME.is_over(won) and GAME.returns(won) == (0.0, 1.0)
    match_point = position(race, turn=WHITE, dice=(2, 1), options={"match": 3},
                           match=MatchScore(target=3, scores=(2, 1), crawford_done=True, games=3))
    won = by_label(match_point, "White 1/off")
    assert GAME.is_over(won) and GAME.returns(won) == (1.0, 0.0)
