"""Messages that say why a click or a checker step is not legal."""

from __future__ import annotations

from tabletop.engine.words import Words, say
from tabletop.games.backgammon_board.board import BAR, OFF, Board, notation, own, point_name
from tabletop.games.backgammon_board.plays import arrays_targets, max_steps, own_arrays
from tabletop.games.backgammon_board.scoring import all_home

from .moves import dice_words
from .state import BETWEEN, CUBE, MOVE, OVER, ROLL, State, to_move, who as person

FALLBACK = say("backgammon.explain.fallback")
# Reasons that do not start with the mover's name: after a colon English starts them in lower case.
LOWERED = ("highest", "larger", "waste")
WRONG_PHASE = {
    ROLL: say("backgammon.phase.roll"),
    CUBE: say("backgammon.phase.cube"),
    MOVE: say("backgammon.phase.move"),
    BETWEEN: say("backgammon.phase.between"),
}


def _where(point: int) -> Words:
    """'point 13', 'the bar' or 'off', from the mover's side."""
    if point == BAR:
        return say("backgammon.where.bar")
    return say("backgammon.where.off") if point == OFF else say("backgammon.where.point", point=point)


def step_reason(state: State, board: Board, left: tuple, point: int, die: int, after: bool = False) -> Words:
    """Why the checker on own `point` may not move `die` pips now (`after`: the words that follow a colon)."""
    colour = state.turn
    who, other = person(colour), person(1 - colour)

    def reason(name: str, **params) -> Words:
        lowered = after and name in LOWERED
        return say(f"backgammon.{'after_colon' if lowered else 'step'}.{name}", **params)

    if point != BAR and board.bar[colour]:
        return reason("bar_first", who=who)
    if board.count(colour, point) <= 0:
        return reason("no_checker", who=who, where=_where(point))
    target = point - die
    if target >= 1 and board.theirs(colour, target) >= 2:
        return reason("blocked", who=who, point=target, other=other, checkers=board.theirs(colour, target))
    if target <= 0 and not all_home(board, colour):
        return reason("not_home", who=who, low=1, high=6)
    if target < 0 and any(board.mine(colour, p) for p in range(point + 1, 7)):
        return reason("highest", die=die, who=who, where=_where(point))
    mine, theirs = own_arrays(board, colour)
    if len(set(left)) == 2 and max_steps(board, colour, left) == 1 and die < max(left) \
            and arrays_targets(mine, theirs, max(left)):
        return reason("larger", die=max(left))
    return reason("waste", dice=dice_words(left))


def _parse(colour: int, path: str):
    """A clicked path as the mover's own point (25 bar, 0 off), or None."""
    parts = path.split("/")
    if len(parts) != 3 or parts[0] != "board" or not parts[2].isdigit():
        return None
    number = int(parts[2])
    if parts[1] == "point" and 1 <= number <= 24:
        return own(colour, number)
    if parts[1] in ("bar", "off") and number in (0, 1):
        return (BAR if parts[1] == "bar" else OFF) if number == colour else -1
    return None


def explain(state: State, seat: int, targets) -> Words:
    """Why the clicked paths make no legal move."""
    if state.phase == OVER:
        return say("backgammon.explain.over")
    if seat not in to_move(state):
        return say("engine.not_your_turn", seat=person(seat))
    if state.phase != MOVE:
        return WRONG_PHASE[state.phase]
    colour, board, left = state.turn, state.board, state.dice_left
    who = person(colour)
    points = [_parse(colour, p) for p in targets]
    if not points or points[0] is None or points[0] in (-1, OFF) or board.count(colour, points[0]) <= 0:
        return say("backgammon.explain.choose", who=who)
    src = points[0]
    if len(points) == 1:
        die = max(left)
        # The reason goes on after a colon: a sentence that starts with the colour keeps its capital.
        return say("backgammon.explain.stuck", where=_where(src),
                   reason=step_reason(state, board, left, src, die, after=True))
    dst = points[1]
    if dst is None or dst == -1:
        return FALLBACK
    if dst != OFF and dst >= src:
        return say("backgammon.explain.direction", who=who, start=24, end=1)
    distance = src - dst
    if distance in left or (dst == OFF and any(d > distance for d in left)):
        die = distance if distance in left else max(left)
        return step_reason(state, board, left, src, die)
    return say("backgammon.explain.no_dice", move=_notation(src, dst), dice=dice_words(left))


def _notation(src: int, dst: int):
    """'13/10', 'bar/20', '6/off' in the mover's own numbering."""
    return notation([point_name(src), point_name(dst)])
