"""Sentences that say why a click or a checker step is not legal."""

from __future__ import annotations

from tabletop.games.backgammon_board.board import BAR, COLOUR_NAMES, OFF, Board, own, point_name
from tabletop.games.backgammon_board.plays import arrays_targets, max_steps, own_arrays
from tabletop.games.backgammon_board.scoring import all_home

from .moves import dice_words
from .state import BETWEEN, CUBE, MOVE, OVER, ROLL, State

FALLBACK = "That is not a legal move here."
WRONG_PHASE = {
    ROLL: "Roll the dice first (or double, if you may).",
    CUBE: "A double is on offer: take it or drop it first.",
    MOVE: "The dice are rolled: move your checkers.",
    BETWEEN: "This game is over: start the next game.",
}


def _where(colour: int, point: int) -> str:
    """'the 13 point', 'the bar' or 'off', from the mover's side."""
    return "the bar" if point == BAR else "off" if point == OFF else f"the {point} point"


def step_reason(state: State, board: Board, left: tuple, point: int, die: int) -> str:
    """Why the checker on own `point` may not move `die` pips now."""
    colour = state.turn
    who, other = COLOUR_NAMES[colour], COLOUR_NAMES[1 - colour]
    if point != BAR and board.bar[colour]:
        return f"{who} has a checker on the bar: it must come in before any other checker moves."
    if board.count(colour, point) <= 0:
        return f"There is no {who} checker on {_where(colour, point)}."
    target = point - die
    if target >= 1 and board.theirs(colour, target) >= 2:
        return f"{who}'s {target} point is blocked: {other} has {board.theirs(colour, target)} checkers there."
    if target <= 0 and not all_home(board, colour):
        return f"{who} may bear off only when all 15 checkers are in the home board (points 1 to 6)."
    if target < 0 and any(board.mine(colour, p) for p in range(point + 1, 7)):
        return f"A {die} bears off only from the highest point; {who} has checkers above {_where(colour, point)}."
    mine, theirs = own_arrays(board, colour)
    if len(set(left)) == 2 and max_steps(board, colour, left) == 1 and die < max(left) \
            and arrays_targets(mine, theirs, max(left)):
        return f"Only one die can be played, so it must be the larger one, the {max(left)}."
    return f"That step would waste a die: another way uses more of {dice_words(left)}."


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


def explain(state: State, seat: int, targets) -> str:
    """Why the clicked paths make no legal move."""
    if state.phase == OVER:
        return "The match is over."
    if state.phase != MOVE:
        return WRONG_PHASE[state.phase]
    colour, board, left = state.turn, state.board, state.dice_left
    who = COLOUR_NAMES[colour]
    points = [_parse(colour, p) for p in targets]
    if not points or points[0] is None or points[0] in (-1, OFF) or board.count(colour, points[0]) <= 0:
        return f"Choose one of {who}'s checkers first."
    src = points[0]
    if len(points) == 1:
        die = max(left)
        return f"The checker on {_where(colour, src)} cannot move now: " + \
            _lower(step_reason(state, board, left, src, die))
    dst = points[1]
    if dst is None or dst == -1:
        return FALLBACK
    if dst != OFF and dst >= src:
        return f"{who} moves towards its home board: from 24 down to 1, then off."
    distance = src - dst
    if distance in left or (dst == OFF and any(d > distance for d in left)):
        die = distance if distance in left else max(left)
        return step_reason(state, board, left, src, die)
    return f"No dice left make {point_name(src)}/{point_name(dst)} (left to play: {dice_words(left)})."


def _lower(sentence: str) -> str:
    """A sentence continued after a colon: its first letter in lower case, unless a name."""
    first = sentence.split(" ", 1)[0]
    return sentence if first in COLOUR_NAMES else sentence[0].lower() + sentence[1:]
