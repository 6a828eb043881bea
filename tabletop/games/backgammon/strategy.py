"""How a computer seat plays standard backgammon: whole plays judged by the shared evaluator, cube
answers from its winning chance, and the estimate a search uses for unfinished positions.

Normal judges every play of the roll one ply deep with the linear evaluator;
Strong judges them with the small network (net.py) and looks at the best few
again over the other side's 21 replies. A play is made one checker step at a
time, so each call recomputes the play from the current partial position and
makes its next step (play_choice keeps the steps of one play together).
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.game import Move
from tabletop.games.backgammon_board import match_odds, play_choice, reasons
from tabletop.games.backgammon_board.board import play_notation
from tabletop.games.backgammon_board.evaluation import sides, win_chance
from tabletop.games.backgammon_board.net import level_evaluator

from .moves import button_moves, checker_moves
from .state import BETWEEN, CUBE, MOVE, State, who


def game_chance(state: State, colour: int) -> float:
    """`colour`'s chance to win the game in progress (even between games)."""
    if state.phase == BETWEEN:
        return 0.5
    return win_chance(state.board, colour, state.turn)


def estimate(state: State) -> tuple[float, float]:
    """Each colour's chance to win the match: the game's chance, weighed by the score in a match."""
    stake = 1 if state.phase == BETWEEN else state.cube.value
    white = match_odds.match_chance(state.match, 0, game_chance(state, 0), stake)
    return white, 1.0 - white


def bot_choice(state: State, seat: int, level: str, rng=None) -> tuple[Move, str] | None:
    """The move a computer seat makes, with its reason; None where there is nothing to judge."""
    if state.phase == CUBE:
        return answer_double(state, seat, level)
    if state.phase == MOVE:
        return checker_choice(state, seat, level)
    return None


def answer_double(state: State, seat: int, level: str) -> tuple[Move, str]:
    """Take or drop by the winning chance (the doubler rolls next), weighed by the score in a match."""
    chance = level_evaluator(level).win_chance(state.board, seat, state.turn)
    take = match_odds.should_take(state.match, seat, chance, state.cube.value)
    move = next(m for m in button_moves(state) if m.kind == ("take" if take else "drop"))
    single = match_odds.single_game(state.match)
    return move, reasons.cube_sentence(take, chance, single, state.cube.value)


def judges(level: str) -> dict:
    """How a level judges plays: Normal the linear evaluator at one ply, Strong the network at two."""
    judge = level_evaluator(level)
    if level == "strong":
        return {"judge": judge.mover, "deepen": partial(play_choice.two_ply, roller=judge.roller)}
    return {"judge": judge.mover}


def checker_choice(state: State, seat: int, level: str) -> tuple[Move, str] | None:
    """The first step of the best whole play for the dice left."""
    moves = checker_moves(state)
    if not moves:
        return None
    board, colour, left = state.board, state.turn, state.dice_left
    choice = play_choice.best_play(board, colour, left, level=level, **judges(level))
    die, step = play_choice.first_step(board, colour, left, choice, level)
    move = next(m for m in moves if m.get("src") == step[1] and m.get("dice") == (die,))
    notation = play_notation(board, [(colour, src, dst) for src, dst in choice.steps])
    why = reasons.play_sentence(notation, sides(board, colour), choice.key, who(1 - colour),
                                choice.value)
    return move, why


def hint_from_side(state: State, seat: int, words, side: int):
    """A hint's words with the board's points numbered from `side` (the colour is the seat)."""
    return reasons.from_side(words, seat, side)
