"""Applying a checked move: rolls, the cube, checker moves, passes and new games."""

from __future__ import annotations

from tabletop.engine.frozen_copy import changed
from tabletop.engine.game import IllegalMove, Move
from tabletop.engine.shapes import ShapeWords, check_shape as check_fields, kinds, tuple_of, whole
from tabletop.engine.words import say
from tabletop.games.backgammon_board.board import BAR, OFF, apply_step
from tabletop.games.backgammon_board.cube import double_refusal, drop_points, dropped, offer, take
from tabletop.games.backgammon_board.match_play import cube_allowed
from tabletop.games.backgammon_board.plays import can_move, playable_die_steps, roll_steps
from tabletop.games.backgammon_board.scoring import has_won, win_kind

from .explain import WRONG_PHASE, step_reason
from .moves import UNUSED, dice_words
from .state import BETWEEN, CUBE, DROPPED, MOVE, ROLL, State, end_game, end_turn, start_game, who

KINDS = ("roll", "double", "take", "drop", "move", "pass", "next_game")
# A checker move: the point it starts from and the dice it uses in order (four at most, a double).
SHAPES = kinds({kind: {} for kind in KINDS} | {"move": {"src": whole(1, BAR), "dice": tuple_of(whole(1, 6), 1, 4)}})
NEEDS = {"src": say("backgammon.needs.src"), "dice": say("backgammon.needs.dice")}
WORDS = ShapeWords(say("backgammon.title"), NEEDS)
PHASE_OF = {"roll": ROLL, "double": ROLL, "take": CUBE, "drop": CUBE, "move": MOVE, "pass": MOVE,
            "next_game": BETWEEN}


def check_shape(move: Move) -> None:
    """Refuse moves that are not backgammon moves at all (unknown kind, wrong or badly typed fields)."""
    check_fields(WORDS, SHAPES, move)


def perform(state: State, seat: int, move: Move) -> State:
    """The state after a move of the right shape; IllegalMove says why it cannot be played."""
    if PHASE_OF[move.kind] != state.phase:
        raise IllegalMove(WRONG_PHASE[state.phase])
    return HANDLERS[move.kind](state, move)


def _roll(state: State, move: Move) -> State:
    """Two dice from the seeded generator; a double gives four steps."""
    first, rng = state.rng.roll(6)
    second, rng = rng.roll(6)
    dice = (max(first, second), min(first, second))
    return changed(state, phase=MOVE, rng=rng, dice=dice, dice_left=roll_steps(dice), note="", moved=())


def _double(state: State, move: Move) -> State:
    """Offer the cube at twice its value to the other side."""
    reason = double_refusal(state.cube, state.turn, state.cube_on, not cube_allowed(state.match))
    if reason:
        raise IllegalMove(reason)
    return changed(state, phase=CUBE, cube=offer(state.cube, state.turn), note="", moved=())


def _take(state: State, move: Move) -> State:
    """The cube doubles and the taker owns it; the doubler goes on to roll."""
    return changed(state, phase=ROLL, cube=take(state.cube), note=say("backgammon.note.took", who=who(1 - state.turn)))


def _drop(state: State, move: Move) -> State:
    """The doubler wins the value before the double; gammons do not count."""
    value = drop_points(state.cube)
    return end_game(changed(state, cube=dropped(state.cube)), state.turn, DROPPED, value, value)


def walk_chain(state: State, src: int, dice: tuple):
    """(board, dice left, [(step, hit)]) after playing `dice` in order with the checker on `src`.

    Each step must be one the compulsory rules allow at that moment, else IllegalMove says why.
    """
    board, left, point, done = state.board, list(state.dice_left), src, []
    for die in dice:
        if point == OFF:
            raise IllegalMove(say("backgammon.refusal.borne_off"))
        if die not in left:
            if not left:
                raise IllegalMove(say("backgammon.refusal.no_dice_left", die=die))
            raise IllegalMove(say("backgammon.refusal.no_die_left", die=die, left=dice_words(left)))
        steps = [step for d, step in playable_die_steps(board, state.turn, tuple(left), point) if d == die]
        if not steps:
            raise IllegalMove(step_reason(state, board, tuple(left), point, die))
        board, hit = apply_step(board, steps[0])
        left.remove(die)
        done.append((steps[0], hit))
        point = steps[0][2]
    return board, tuple(left), done


def _move(state: State, move: Move) -> State:
    """Move one checker with one or more dice; the turn ends when no die can be used any more."""
    return _moved(state, *walk_chain(state, move.get("src"), move.get("dice")))


def _move_legal(state: State, move: Move) -> State:
    """`_move` for a move from `legal_moves`: each die takes the checker on without a second check."""
    board, left, point, done = state.board, list(state.dice_left), move.get("src"), []
    for die in move.get("dice"):
        step = (state.turn, point, max(point - die, OFF))  # a bearing off may use a larger die
        board, hit = apply_step(board, step)
        left.remove(die)
        done.append((step, hit))
        point = step[2]
    return _moved(state, board, tuple(left), done)


def _moved(state: State, board, left: tuple, done: list) -> State:
    """The state after a checker's steps: the game won, the turn over, or the dice left to play."""
    moved = tuple((step[0], step[1], step[2], hit) for step, hit in done)
    after = changed(state, board=board, dice_left=left, note="", moved=moved, this_turn=state.this_turn + moved)
    if has_won(board, state.turn):
        kind = win_kind(board, state.turn)
        return changed(end_game(after, state.turn, kind, kind * state.cube.value, state.cube.value), moved=moved)
    if not left:
        return end_turn(after)
    if not can_move(board, state.turn, left):  # a die that moves any checker begins some legal play
        return end_turn(after, say(UNUSED, who=who(state.turn), dice=tuple(left)))
    return after


def _pass(state: State, move: Move) -> State:
    """A colour that cannot play any die gives up its roll."""
    if can_move(state.board, state.turn, state.dice_left):
        raise IllegalMove(say("backgammon.refusal.must_move"))
    return end_turn(state, say("backgammon.note.passed", who=who(state.turn), dice=dice_words(state.dice)))


def _next_game(state: State, move: Move) -> State:
    """The next game of the match, with its own opening roll."""
    return start_game(state)


HANDLERS = {"roll": _roll, "double": _double, "take": _take, "drop": _drop, "move": _move,
            "pass": _pass, "next_game": _next_game}


def perform_legal(state: State, seat: int, move: Move) -> State:
    """`perform` for a move taken from `legal_moves` (a search's moves): no step is checked again."""
    if move.kind == "move":
        return _move_legal(state, move)
    return HANDLERS[move.kind](state, move)


# Moves that roll dice (a turn's roll, a new game's opening roll): what they show depends on the
# generator, so taking them back would let a player roll again. Every other move shows only itself.
ROLLS = ("roll", "next_game")


def can_undo(before: State, seat: int, move: Move, after: State) -> bool:
    """Everything but a roll of the dice may be taken back (nothing else is hidden)."""
    return move.kind not in ROLLS
